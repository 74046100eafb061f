//! The evaluation's tables of a catalogue: which kinds fit a neighbour code and which close a
//! road or city there.

use super::Look;
use crate::catalogue::{Catalogue, Oriented};
use crate::ids::KindId;
use crate::tile::{Rotation, Side};
use std::sync::Arc;

/// Whether a rotation of kind `k` that fits a cell of neighbour code `code` has `keep`.
pub(super) fn kind_fits(
    st: Look<'_>,
    k: KindId,
    code: u8,
    keep: impl Fn(&Oriented) -> bool,
) -> bool {
    let mut rots = st.cat().fitting_rotations(k)[code as usize];
    while rots != 0 {
        let r = rots.trailing_zeros() as u8;
        rots &= rots - 1;
        if keep(st.cat().oriented(k, Rotation::quarter_turns(r))) {
            return true;
        }
    }
    false
}

/// Whether the road or city on side `side` of an orientation is closed by it in a cell of
/// neighbour code `code`: it reaches no other side, or only sides with a neighbour.
fn closes(o: &Oriented, code: u8, side: Side) -> bool {
    o.side_feature(side).is_some_and(|f| {
        Side::ALL
            .iter()
            .all(|&t| t == side || o.side_feature(t) != Some(f) || (code >> (2 * t as u8)) & 3 != 0)
    })
}

/// The slot of [`Tables`] for the kinds that fit a code at all (0–3: the kinds that close
/// the road or city on that side).
pub(super) const ANY_SIDE: usize = 4;

/// What the evaluation reads of one catalogue, in the shape it reads it: by neighbour code,
/// the kinds that fit a cell, and for each side the kinds that fit and close the road or city
/// reaching the cell there ([`closes`]), made once a code is met (they do not depend on the
/// tiles left: a count of the tiles left is then a sum over a set of kinds).
#[derive(Clone, Debug, Default)]
pub(super) struct Tables {
    /// The catalogue of the tables (held: a catalogue is told from another by its address).
    cat: Option<Arc<Catalogue>>,
    /// Words of a set of kinds.
    words: usize,
    /// Whether slot `code * 5 + s` is made.
    known: Vec<bool>,
    /// The sets, `words` words a slot.
    sets: Vec<u64>,
}

impl Tables {
    /// Made anew for the catalogue of `st` if it is another one.
    pub(super) fn for_catalogue(&mut self, st: Look<'_>) {
        if self
            .cat
            .as_ref()
            .is_some_and(|c| Arc::ptr_eq(c, st.cat_shared()))
        {
            return;
        }
        self.cat = Some(Arc::clone(st.cat_shared()));
        self.words = st.cat().len().div_ceil(64);
        self.known = vec![false; 256 * 5];
        self.sets = vec![0; 256 * 5 * self.words];
    }

    /// The kinds of `slot` (a side, or [`ANY_SIDE`]) for code `code`.
    pub(super) fn kinds(&mut self, st: Look<'_>, code: u8, slot: usize) -> &[u64] {
        self.for_catalogue(st);
        let at = usize::from(code) * 5 + slot;
        let set = at * self.words..(at + 1) * self.words;
        if !self.known[at] {
            self.known[at] = true;
            for k in 0..st.cat().len() {
                let fits = match Side::ALL.get(slot) {
                    Some(&side) => kind_fits(st, KindId(k as u8), code, |o| closes(o, code, side)),
                    None => kind_fits(st, KindId(k as u8), code, |_| true),
                };
                if fits {
                    self.sets[set.start + k / 64] |= 1 << (k % 64);
                }
            }
        }
        &self.sets[set]
    }
}
