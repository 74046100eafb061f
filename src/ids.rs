//! Typed ids, at the bottom of the stack: [`PlayerId`] (a seat at the table, 0 first),
//! [`KindId`] (a tile kind of the catalogue) and [`ByPlayer`], one value per player indexed by
//! a `PlayerId`, in place of bare `u8`s and per-player vectors indexed by `as usize`. Each
//! serializes as the number or list it wraps, so the formats do not change.

use std::fmt;
use std::ops::{Index, IndexMut};

use serde::Serialize;

/// A player: the index of their seat (0 plays first), as in the formats.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize)]
#[serde(transparent)]
pub struct PlayerId(pub u8);

impl PlayerId {
    /// The index into the list of players.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// The seat's number, as in the formats.
impl fmt::Display for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl fmt::Debug for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A tile kind: its index in the game's catalogue (the order of the sets' tile lists).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize)]
#[serde(transparent)]
pub struct KindId(pub u8);

impl KindId {
    /// The index into the catalogue's kinds.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// The index, as in the formats.
impl fmt::Display for KindId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl fmt::Debug for KindId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// One `T` per player, indexed by [`PlayerId`] (the scores, the supplies, the guards of each
/// colour left in the general supply…).
#[derive(Clone, PartialEq, Eq, Default, Serialize)]
#[serde(transparent)]
pub struct ByPlayer<T>(Vec<T>);

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
}
