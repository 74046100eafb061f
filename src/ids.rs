//! Typed ids, at the bottom of the stack: [`PlayerId`] (a seat at the table, 0 first),
//! [`KindId`] (a tile kind of the catalogue), [`FeatureIx`] (a feature of a tile kind),
//! [`TileIx`] (a placed tile), [`NodeId`] (a node of the feature graph: one feature of one
//! placed tile), and [`ByPlayer`] / [`ByNode`], one value per player or per node, in place of
//! bare `u8`s and `u16`s and vectors indexed by `as usize`: a node cannot be passed where a
//! tile index is wanted. Each id is `#[repr(transparent)]` and `Copy`, so it costs nothing, and
//! serializes (and prints with `{:?}`) as the number it wraps, so the formats do not change.
//!
//! ```
//! use carcassonne_mist::{Game, Pos, Setup};
//!
//! let game = Game::new(&Setup::default()).unwrap();
//! let board = game.board();
//! let start = board.tile_at(Pos::new(0, 0)).unwrap(); // a TileIx
//! let tile = board.tile(start);
//! let city = game.catalogue().kind(tile.kind).feature_index("city1").unwrap(); // a FeatureIx
//! let node = tile.node(city); // a NodeId
//! assert_eq!(node, tile.first_node); // city1 is the start tile's first feature
//! ```
//!
//! A node cannot stand for a tile index (nor a feature index for a node):
//!
//! ```compile_fail
//! use carcassonne_mist::{Game, Pos, Setup};
//!
//! let game = Game::new(&Setup::default()).unwrap();
//! let board = game.board();
//! let tile = board.tile(board.tile_at(Pos::new(0, 0)).unwrap());
//! board.tile(tile.first_node); // expected `TileIx`, found `NodeId`
//! ```

use std::fmt;
use std::ops::{Index, IndexMut};

use serde::Serialize;

/// A typed index: a `#[repr(transparent)]` wrapper of one unsigned number that serializes and
/// prints (`{}` and `{:?}`) as that number, with `index()` for the vector it indexes.
macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident($raw:ty)) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize)]
        #[serde(transparent)]
        #[repr(transparent)]
        pub struct $name(pub $raw);

        $crate::ts_type!($name => "number");

        impl $name {
            /// The index into the vector it names an entry of.
            #[inline]
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }

        /// The number, as in the formats.
        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}", self.0)
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}", self.0)
            }
        }
    };
}

id_type!(
    /// A player: the index of their seat (0 plays first), as in the formats.
    PlayerId(u8)
);

id_type!(
    /// A tile kind: its index in the game's catalogue (the order of the sets' tile lists).
    KindId(u8)
);

id_type!(
    /// A feature of a tile kind: its index in the kind's feature list (the order of the tile
    /// notation, `TileKind::features`), the same on every tile of that kind whatever its
    /// rotation. A meeple goes on a feature of the tile just placed (B3).
    FeatureIx(u8)
);

id_type!(
    /// A placed tile: its index in the board's tiles, in the order they were placed (the start
    /// tile first). A tile keeps its index for the rest of the game.
    TileIx(u16)
);

id_type!(
    /// A node of the feature graph: one feature of one placed tile (a road, a city, a field, a
    /// mist area…). The features of a tile are consecutive nodes (`PlacedTile::node`). Nodes
    /// joined across tile edges form a *set* (a whole road, city, field or mist bank), named
    /// by its root node; a root is a node like any other, so roots are `NodeId`s too.
    NodeId(u16)
);

/// One `T` per player, indexed by [`PlayerId`] (the scores, the supplies, the guards of each
/// colour left in the general supply…).
#[derive(PartialEq, Eq, Hash, Default, Serialize)]
#[serde(transparent)]
pub struct ByPlayer<T>(Vec<T>);

/// A copy into an existing one ([`Clone::clone_from`]) reuses its memory: the computer player
/// copies a game for each simulation (a derived `clone_from` would allocate anew).
impl<T: Clone> Clone for ByPlayer<T> {
    fn clone(&self) -> ByPlayer<T> {
        ByPlayer(self.0.clone())
    }

    fn clone_from(&mut self, source: &ByPlayer<T>) {
        self.0.clone_from(&source.0);
    }
}

impl<T> ByPlayer<T> {
    /// `players` copies of `value`.
    pub fn new(players: usize, value: T) -> ByPlayer<T>
    where
        T: Clone,
    {
        ByPlayer(vec![value; players])
    }

    /// How many players.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// No players.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The players in seat order.
    pub fn ids(&self) -> impl Iterator<Item = PlayerId> {
        (0..self.0.len() as u8).map(PlayerId)
    }

    /// The player who plays after `p` (B2: in seat order, round the table).
    pub fn after(&self, p: PlayerId) -> PlayerId {
        PlayerId(((p.index() + 1) % self.0.len().max(1)) as u8)
    }

    /// The values in seat order.
    pub fn iter(&self) -> std::slice::Iter<'_, T> {
        self.0.iter()
    }

    /// The values in seat order, to change.
    pub fn iter_mut(&mut self) -> std::slice::IterMut<'_, T> {
        self.0.iter_mut()
    }

    /// The values as a slice, in seat order.
    pub fn as_slice(&self) -> &[T] {
        &self.0
    }

    /// The value of player `p`, if there is such a player.
    pub fn get(&self, p: PlayerId) -> Option<&T> {
        self.0.get(p.index())
    }
}

/// One value per player from the values in seat order (`scores.iter().map(…).collect()`).
impl<T> FromIterator<T> for ByPlayer<T> {
    fn from_iter<I: IntoIterator<Item = T>>(values: I) -> ByPlayer<T> {
        ByPlayer(values.into_iter().collect())
    }
}

impl<T> Index<PlayerId> for ByPlayer<T> {
    type Output = T;
    fn index(&self, p: PlayerId) -> &T {
        &self.0[p.index()]
    }
}

impl<T> IndexMut<PlayerId> for ByPlayer<T> {
    fn index_mut(&mut self, p: PlayerId) -> &mut T {
        &mut self.0[p.index()]
    }
}

impl<'a, T> IntoIterator for &'a ByPlayer<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl<T: fmt::Debug> fmt::Debug for ByPlayer<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(&self.0).finish()
    }
}

/// One `T` per node of the feature graph, indexed by [`NodeId`] (the meeple on each feature,
/// the ghosts in each mist area's circles), so a tile index or a feature index cannot stand
/// for a node.
#[derive(PartialEq, Eq, Hash, Default)]
pub struct ByNode<T>(Vec<T>);

/// A copy into an existing one ([`Clone::clone_from`]) reuses its memory, as [`ByPlayer`]'s.
impl<T: Clone> Clone for ByNode<T> {
    fn clone(&self) -> ByNode<T> {
        ByNode(self.0.clone())
    }

    fn clone_from(&mut self, source: &ByNode<T>) {
        self.0.clone_from(&source.0);
    }
}

impl<T> ByNode<T> {
    /// How many nodes.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// No nodes.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// A value for the next node.
    pub fn push(&mut self, value: T) {
        self.0.push(value);
    }

    /// Makes room for `n` more nodes.
    pub fn reserve(&mut self, n: usize) {
        self.0.reserve(n);
    }

    /// The value of node `n`, if there is such a node.
    pub fn get(&self, n: NodeId) -> Option<&T> {
        self.0.get(n.index())
    }

    /// The values in node order.
    pub fn iter(&self) -> std::slice::Iter<'_, T> {
        self.0.iter()
    }

    /// Each node with its value, in node order.
    pub fn enumerate(&self) -> impl Iterator<Item = (NodeId, &T)> {
        self.0
            .iter()
            .enumerate()
            .map(|(i, v)| (NodeId(i as u16), v))
    }
}

impl<T> Index<NodeId> for ByNode<T> {
    type Output = T;
    #[inline]
    fn index(&self, n: NodeId) -> &T {
        &self.0[n.index()]
    }
}

impl<T> IndexMut<NodeId> for ByNode<T> {
    #[inline]
    fn index_mut(&mut self, n: NodeId) -> &mut T {
        &mut self.0[n.index()]
    }
}

impl<T: fmt::Debug> fmt::Debug for ByNode<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(&self.0).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_serialize_as_their_numbers() {
        let mut scores = ByPlayer::new(3, 0i32);
        scores[PlayerId(2)] = 7;
        assert_eq!(serde_json::to_string(&scores).unwrap(), "[0,0,7]");
        assert_eq!(serde_json::to_string(&PlayerId(2)).unwrap(), "2");
        assert_eq!(serde_json::to_string(&[KindId(4)]).unwrap(), "[4]");
        assert_eq!(format!("{:?} {scores:?}", PlayerId(1)), "1 [0, 0, 7]");
        let order: Vec<PlayerId> = scores.ids().collect();
        assert_eq!(order, [PlayerId(0), PlayerId(1), PlayerId(2)]);
        assert_eq!(scores.after(PlayerId(2)), PlayerId(0));
        assert_eq!(scores.after(PlayerId(0)), PlayerId(1));
    }

    #[test]
    fn graph_ids_serialize_and_print_as_their_numbers() {
        let json = serde_json::to_string(&(NodeId(300), TileIx(12), FeatureIx(3))).unwrap();
        assert_eq!(json, "[300,12,3]");
        assert_eq!(format!("{:?} {}", NodeId(300), TileIx(12)), "300 12");
        assert_eq!(std::mem::size_of::<NodeId>(), std::mem::size_of::<u16>());
        assert_eq!(std::mem::size_of::<Option<FeatureIx>>(), 2);
        let mut ghosts: ByNode<u8> = ByNode::default();
        ghosts.push(0);
        ghosts.push(0);
        ghosts[NodeId(1)] += 2;
        assert_eq!(ghosts.get(NodeId(1)), Some(&2));
        assert_eq!(ghosts.get(NodeId(2)), None);
        let held: Vec<(NodeId, u8)> = ghosts.enumerate().map(|(n, &g)| (n, g)).collect();
        assert_eq!(held, [(NodeId(0), 0), (NodeId(1), 2)]);
        assert_eq!(format!("{ghosts:?}"), "[0, 2]");
    }
}
