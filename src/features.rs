//! Features across tiles: roads, cities, fields and mist banks as a union-find over the
//! features of placed tiles, kept up to date one placement at a time (B4, M2).
//!
//! Every feature of every placed tile is a *node*. Nodes joined across tile edges form one
//! *set*; the set's root carries what scoring needs: open sides left, shields, how many meeples
//! stand on it. The members of a set form a circular list so scoring can visit them.

use crate::ids::{NodeId, TileIx};
use crate::tile::FeatureKind;

/// What a set's root knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SetSummary {
    /// The root node.
    pub root: NodeId,
    /// Open sides left.
    pub open: i16,
    /// Shields.
    pub shields: u32,
    /// Meeples on it.
    pub meeples: u8,
    /// Limited (mist banks, M2).
    pub limited: bool,
    /// Scored.
    pub done: bool,
}

/// The feature graph.
#[derive(Debug, Default)]
pub struct Graph {
    parent: Vec<NodeId>,
    next: Vec<NodeId>,
    size: Vec<u16>,
    /// Open sides: sides of member features not yet joined to a neighbour (roads, cities, mist).
    open: Vec<i16>,
    shields: Vec<u32>,
    meeples: Vec<u8>,
    kind: Vec<FeatureKind>,
    tile: Vec<TileIx>,
    /// Mist banks: a misty side faces a clear side (M2).
    limited: Vec<bool>,
    /// Completed and scored (B4), or scored at the end (B5).
    done: Vec<bool>,
}

/// A copy into an existing one ([`Clone::clone_from`]) reuses its vectors' memory: the computer player copies a game for each simulation.
impl Clone for Graph {
    fn clone(&self) -> Graph {
        Graph {
            parent: self.parent.clone(),
            next: self.next.clone(),
            size: self.size.clone(),
            open: self.open.clone(),
            shields: self.shields.clone(),
            meeples: self.meeples.clone(),
            kind: self.kind.clone(),
            tile: self.tile.clone(),
            limited: self.limited.clone(),
            done: self.done.clone(),
        }
    }

    fn clone_from(&mut self, source: &Graph) {
        // Every field named, so a new one cannot be forgotten.
        let Graph {
            parent,
            next,
            size,
            open,
            shields,
            meeples,
            kind,
            tile,
            limited,
            done,
        } = source;
        self.parent.clone_from(parent);
        self.next.clone_from(next);
        self.size.clone_from(size);
        self.open.clone_from(open);
        self.shields.clone_from(shields);
        self.meeples.clone_from(meeples);
        self.kind.clone_from(kind);
        self.tile.clone_from(tile);
        self.limited.clone_from(limited);
        self.done.clone_from(done);
    }
}

impl Graph {
    /// Number of nodes.
    pub fn len(&self) -> usize {
        self.parent.len()
    }

    /// Makes room for `n` more nodes (fewer reallocations while a game grows).
    pub fn reserve(&mut self, n: usize) {
        self.parent.reserve(n);
        self.next.reserve(n);
        self.size.reserve(n);
        self.open.reserve(n);
        self.shields.reserve(n);
        self.meeples.reserve(n);
        self.kind.reserve(n);
        self.tile.reserve(n);
        self.limited.reserve(n);
        self.done.reserve(n);
    }

    /// Adds a node for a feature of tile `tile` with `sides` sides and `shields` shields.
    pub fn add(&mut self, kind: FeatureKind, tile: TileIx, sides: u8, shields: u8) -> NodeId {
        let n = NodeId(self.parent.len() as u16);
        self.parent.push(n);
        self.next.push(n);
        self.size.push(1);
        self.open.push(sides as i16);
        self.shields.push(u32::from(shields));
        self.meeples.push(0);
        self.kind.push(kind);
        self.tile.push(tile);
        self.limited.push(false);
        self.done.push(false);
        n
    }

    /// Bytes its vectors hold.
    pub fn heap_bytes(&self) -> usize {
        self.parent.len() * 16
    }

    /// The root of `n`'s set (with path halving).
    pub fn find(&mut self, mut n: NodeId) -> NodeId {
        while self.parent[n.index()] != n {
            let p = self.parent[n.index()];
            self.parent[n.index()] = self.parent[p.index()];
            n = self.parent[n.index()];
        }
        n
    }

    /// The root of `n`'s set, without shortening paths.
    pub fn root(&self, mut n: NodeId) -> NodeId {
        while self.parent[n.index()] != n {
            n = self.parent[n.index()];
        }
        n
    }

    /// Joins the sets of `a` and `b` across one tile edge: the edge closes two open sides.
    /// Returns the new root.
    pub fn join_edge(&mut self, a: NodeId, b: NodeId) -> NodeId {
        let r = self.union(a, b);
        self.open[r.index()] -= 2;
        r
    }

    /// Joins the sets of `a` and `b` (fields: no open-side bookkeeping).
    pub fn union(&mut self, a: NodeId, b: NodeId) -> NodeId {
        let (mut ra, mut rb) = (self.find(a), self.find(b));
        if ra == rb {
            return ra;
        }
        if self.size[ra.index()] < self.size[rb.index()] {
            std::mem::swap(&mut ra, &mut rb);
        }
        let (a_, b_) = (ra.index(), rb.index());
        self.parent[b_] = ra;
        self.size[a_] += self.size[b_];
        self.open[a_] += self.open[b_];
        // A city of every tile of a game (at most 801) holds at most 801 × 16 × 255 shields,
        // far within u32; saturating all the same, so no input can overflow.
        self.shields[a_] = self.shields[a_].saturating_add(self.shields[b_]);
        self.meeples[a_] += self.meeples[b_];
        self.limited[a_] |= self.limited[b_];
        self.done[a_] |= self.done[b_];
        // splice the circular member lists
        self.next.swap(a_, b_);
        ra
    }

    /// Open sides left in `n`'s set.
    pub fn open(&mut self, n: NodeId) -> i16 {
        let r = self.find(n);
        self.open[r.index()]
    }

    /// Adds `d` (±1) to the meeple count of `n`'s set.
    pub fn add_meeples(&mut self, n: NodeId, d: i8) {
        let r = self.find(n).index();
        self.meeples[r] = (self.meeples[r] as i16 + d as i16) as u8;
    }

    /// A misty side of `n`'s area faces a placed side without mist: the bank is limited and
    /// that side is no longer open (M2).
    pub fn limit_side(&mut self, n: NodeId) {
        let r = self.find(n).index();
        self.limited[r] = true;
        self.open[r] -= 1;
    }

    /// Marks `n`'s set as scored.
    pub fn set_done(&mut self, n: NodeId) {
        let r = self.find(n).index();
        self.done[r] = true;
    }

    /// Whether `n`'s set has been scored.
    pub fn done(&mut self, n: NodeId) -> bool {
        let r = self.find(n);
        self.done[r.index()]
    }

    /// What the root of `n`'s set knows, without changing the graph.
    pub fn summary(&self, n: NodeId) -> SetSummary {
        let root = self.root(n);
        let r = root.index();
        SetSummary {
            root,
            open: self.open[r],
            shields: self.shields[r],
            meeples: self.meeples[r],
            limited: self.limited[r],
            done: self.done[r],
        }
    }

    /// The number of nodes in the set of `root` (a set's root: the size of another node is
    /// the one of the set it had when it was joined to another).
    pub fn size(&self, root: NodeId) -> u16 {
        self.size[root.index()]
    }

    /// The kind of node `n`.
    pub fn kind(&self, n: NodeId) -> FeatureKind {
        self.kind[n.index()]
    }

    /// The tile (index into the board's tiles) node `n` belongs to.
    pub fn tile(&self, n: NodeId) -> TileIx {
        self.tile[n.index()]
    }

    /// Every node, in the order they were added.
    pub fn nodes(&self) -> impl Iterator<Item = NodeId> {
        (0..self.parent.len() as u16).map(NodeId)
    }

    /// Calls `f` for every node in `n`'s set.
    pub fn for_each_member(&self, n: NodeId, mut f: impl FnMut(NodeId)) {
        let mut m = n;
        loop {
            f(m);
            m = self.next[m.index()];
            if m == n {
                break;
            }
        }
    }

    /// Number of distinct tiles in `n`'s set.
    pub fn tile_count(&self, n: NodeId) -> u16 {
        // Most features span few tiles: counted in a fixed array, without allocating (the
        // scoring and the computer player's evaluation ask it for every feature they value).
        let mut few = [TileIx(0); 32];
        let mut len = 0usize;
        let mut m = n;
        loop {
            let t = self.tile[m.index()];
            if !few[..len].contains(&t) {
                if len == few.len() {
                    return self.tile_count_sorted(n);
                }
                few[len] = t;
                len += 1;
            }
            m = self.next[m.index()];
            if m == n {
                break;
            }
        }
        len as u16
    }

    /// [`Graph::tile_count`] for a feature of many tiles: sorted and deduplicated.
    fn tile_count_sorted(&self, n: NodeId) -> u16 {
        let mut tiles: Vec<TileIx> = Vec::with_capacity(64);
        self.for_each_member(n, |m| tiles.push(self.tile[m.index()]));
        crate::sort::sort(&mut tiles);
        tiles.dedup();
        tiles.len() as u16
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn union_merges_counts_and_members() {
        let mut g = Graph::default();
        let a = g.add(FeatureKind::City, TileIx(0), 1, 1);
        let b = g.add(FeatureKind::City, TileIx(1), 2, 0);
        let c = g.add(FeatureKind::City, TileIx(2), 1, 1);
        g.join_edge(a, b);
        assert_eq!(g.open(a), 1);
        g.join_edge(b, c);
        assert_eq!(g.open(c), 0);
        assert_eq!(g.summary(b).shields, 2);
        let mut members = Vec::new();
        g.for_each_member(a, |m| members.push(m));
        members.sort();
        assert_eq!(members, vec![NodeId(0), NodeId(1), NodeId(2)]);
        assert_eq!(g.tile_count(c), 3);
    }

    /// A feature of more tiles than the fixed array holds, with two nodes on some tiles, is
    /// counted the same by both ways.
    #[test]
    fn tile_count_of_a_long_feature() {
        let mut g = Graph::default();
        let mut prev = g.add(FeatureKind::Road, TileIx(0), 2, 0);
        for t in 1..50u16 {
            let a = g.add(FeatureKind::Road, TileIx(t), 2, 0);
            let b = g.add(FeatureKind::Road, TileIx(t), 2, 0);
            g.union(a, b);
            g.join_edge(prev, a);
            prev = b;
        }
        assert_eq!(g.tile_count(prev), 50);
        assert_eq!(g.tile_count_sorted(prev), 50);
        let short = g.add(FeatureKind::Road, TileIx(60), 2, 0);
        let other = g.add(FeatureKind::Road, TileIx(60), 2, 0);
        g.union(short, other);
        assert_eq!(g.tile_count(short), 1);
    }
}
