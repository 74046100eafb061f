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
    /// One entry a node, what a set knows in its root's entry: one vector, so that a copy of
    /// the graph (each simulation of the computer player copies a game) is one copy of memory
    /// (a `memory.copy` in WebAssembly costs a call whatever its size; docs/AI.md).
    nodes: Vec<Node>,
}

/// A node of the graph; the fields after `tile` count for a set only in its root's node.
#[derive(Clone, Copy, Debug)]
struct Node {
    parent: NodeId,
    /// The next member of the set (a circular list).
    next: NodeId,
    kind: FeatureKind,
    tile: TileIx,
    size: u16,
    /// Open sides: sides of member features not yet joined to a neighbour (roads, cities, mist).
    open: i16,
    shields: u32,
    meeples: u8,
    /// Mist banks: a misty side faces a clear side (M2).
    limited: bool,
    /// Completed and scored (B4), or scored at the end (B5).
    done: bool,
}

/// A copy into an existing one ([`Clone::clone_from`]) reuses its memory.
impl Clone for Graph {
    fn clone(&self) -> Graph {
        Graph {
            nodes: self.nodes.clone(),
        }
    }

    fn clone_from(&mut self, source: &Graph) {
        // Every field named, so a new one cannot be forgotten.
        let Graph { nodes } = source;
        self.nodes.clone_from(nodes);
    }
}

impl Graph {
    /// Number of nodes.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Makes room for `n` more nodes (fewer reallocations while a game grows).
    pub fn reserve(&mut self, n: usize) {
        self.nodes.reserve(n);
    }

    /// Adds a node for a feature of tile `tile` with `sides` sides and `shields` shields.
    pub fn add(&mut self, kind: FeatureKind, tile: TileIx, sides: u8, shields: u8) -> NodeId {
        let n = NodeId(self.nodes.len() as u16);
        self.nodes.push(Node {
            parent: n,
            next: n,
            kind,
            tile,
            size: 1,
            open: sides as i16,
            shields: u32::from(shields),
            meeples: 0,
            limited: false,
            done: false,
        });
        n
    }

    /// Bytes its vectors hold.
    pub fn heap_bytes(&self) -> usize {
        self.nodes.len() * std::mem::size_of::<Node>()
    }

    /// The root of `n`'s set (with path halving).
    pub fn find(&mut self, mut n: NodeId) -> NodeId {
        while self.nodes[n.index()].parent != n {
            let p = self.nodes[n.index()].parent;
            self.nodes[n.index()].parent = self.nodes[p.index()].parent;
            n = self.nodes[n.index()].parent;
        }
        n
    }

    /// The root of `n`'s set, without shortening paths.
    pub fn root(&self, mut n: NodeId) -> NodeId {
        while self.nodes[n.index()].parent != n {
            n = self.nodes[n.index()].parent;
        }
        n
    }

    /// Joins the sets of `a` and `b` across one tile edge: the edge closes two open sides.
    /// Returns the new root.
    pub fn join_edge(&mut self, a: NodeId, b: NodeId) -> NodeId {
        let r = self.union(a, b);
        self.nodes[r.index()].open -= 2;
        r
    }

    /// Joins the sets of `a` and `b` (fields: no open-side bookkeeping).
    pub fn union(&mut self, a: NodeId, b: NodeId) -> NodeId {
        let (mut ra, mut rb) = (self.find(a), self.find(b));
        if ra == rb {
            return ra;
        }
        if self.nodes[ra.index()].size < self.nodes[rb.index()].size {
            std::mem::swap(&mut ra, &mut rb);
        }
        let (a_, b_) = (ra.index(), rb.index());
        self.nodes[b_].parent = ra;
        self.nodes[a_].size += self.nodes[b_].size;
        self.nodes[a_].open += self.nodes[b_].open;
        // A city of every tile of a game (at most 801) holds at most 801 × 16 × 255 shields,
        // far within u32; saturating all the same, so no input can overflow.
        self.nodes[a_].shields = self.nodes[a_]
            .shields
            .saturating_add(self.nodes[b_].shields);
        self.nodes[a_].meeples += self.nodes[b_].meeples;
        self.nodes[a_].limited |= self.nodes[b_].limited;
        self.nodes[a_].done |= self.nodes[b_].done;
        // splice the circular member lists
        let next_a = self.nodes[a_].next;
        self.nodes[a_].next = self.nodes[b_].next;
        self.nodes[b_].next = next_a;
        ra
    }

    /// Open sides left in `n`'s set.
    pub fn open(&mut self, n: NodeId) -> i16 {
        let r = self.find(n);
        self.nodes[r.index()].open
    }

    /// Adds `d` (±1) to the meeple count of `n`'s set.
    pub fn add_meeples(&mut self, n: NodeId, d: i8) {
        let r = self.find(n).index();
        self.nodes[r].meeples = (self.nodes[r].meeples as i16 + d as i16) as u8;
    }

    /// A misty side of `n`'s area faces a placed side without mist: the bank is limited and
    /// that side is no longer open (M2).
    pub fn limit_side(&mut self, n: NodeId) {
        let r = self.find(n).index();
        self.nodes[r].limited = true;
        self.nodes[r].open -= 1;
    }

    /// Marks `n`'s set as scored.
    pub fn set_done(&mut self, n: NodeId) {
        let r = self.find(n).index();
        self.nodes[r].done = true;
    }

    /// Whether `n`'s set has been scored.
    pub fn done(&mut self, n: NodeId) -> bool {
        let r = self.find(n);
        self.nodes[r.index()].done
    }

    /// What the root of `n`'s set knows, without changing the graph.
    pub fn summary(&self, n: NodeId) -> SetSummary {
        let root = self.root(n);
        let r = root.index();
        SetSummary {
            root,
            open: self.nodes[r].open,
            shields: self.nodes[r].shields,
            meeples: self.nodes[r].meeples,
            limited: self.nodes[r].limited,
            done: self.nodes[r].done,
        }
    }

    /// The number of nodes in the set of `root` (a set's root: the size of another node is
    /// the one of the set it had when it was joined to another).
    pub fn size(&self, root: NodeId) -> u16 {
        self.nodes[root.index()].size
    }

    /// The kind of node `n`.
    pub fn kind(&self, n: NodeId) -> FeatureKind {
        self.nodes[n.index()].kind
    }

    /// The tile (index into the board's tiles) node `n` belongs to.
    pub fn tile(&self, n: NodeId) -> TileIx {
        self.nodes[n.index()].tile
    }

    /// Every node, in the order they were added.
    pub fn nodes(&self) -> impl Iterator<Item = NodeId> {
        (0..self.nodes.len() as u16).map(NodeId)
    }

    /// Calls `f` for every node in `n`'s set.
    pub fn for_each_member(&self, n: NodeId, mut f: impl FnMut(NodeId)) {
        let mut m = n;
        loop {
            f(m);
            m = self.nodes[m.index()].next;
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
            let t = self.nodes[m.index()].tile;
            if !few[..len].contains(&t) {
                if len == few.len() {
                    return self.tile_count_sorted(n);
                }
                few[len] = t;
                len += 1;
            }
            m = self.nodes[m.index()].next;
            if m == n {
                break;
            }
        }
        len as u16
    }

    /// [`Graph::tile_count`] for a feature of many tiles: sorted and deduplicated.
    fn tile_count_sorted(&self, n: NodeId) -> u16 {
        let mut tiles: Vec<TileIx> = Vec::with_capacity(64);
        self.for_each_member(n, |m| tiles.push(self.nodes[m.index()].tile));
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
