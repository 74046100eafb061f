//! The evaluation's walks of a feature (a road's or city's tiles and open cells, a field's
//! cities) and the walks of the search's root position kept for the positions after it.

use super::Look;
use crate::board::{PlacedTile, Pos};
use crate::catalogue::Catalogue;
use crate::game::Game;
use crate::ids::{NodeId, TileIx};
use crate::tile::{FeatureKind, Side};
use std::sync::Arc;

/// Appends the open cells of the road or city of `root` to `cells` (each once): position,
/// neighbour code, and the side of the cell that faces the feature; returns the number of
/// its tiles.
pub(super) fn open_cells(st: Look<'_>, root: NodeId, cells: &mut Vec<(Pos, u8, Side)>) -> u16 {
    let first = cells.len();
    // Its tiles, counted on the same walk while few (as `Graph::tile_count` does).
    let mut few = [TileIx(0); 32];
    let mut len = 0usize;
    let mut many = false;
    // Its open sides (the graph counts them): once all are found, the rest of the walk only
    // counts tiles (a cell's look-up is most of a walk's cost). Builds with debug assertions
    // (the tests) look at every side and check the count.
    let open = st.graph().summary(root).open;
    let mut found = 0i16;
    st.graph().for_each_member(root, |m| {
        let (t, fi) = st.node_feature(m);
        let ti = st.graph().tile(m);
        if !many && !few[..len].contains(&ti) {
            if len == few.len() {
                many = true;
            } else {
                few[len] = ti;
                len += 1;
            }
        }
        if found == open && !cfg!(debug_assertions) {
            return;
        }
        let o = st.cat().oriented(t.kind, t.rotation);
        for s in Side::ALL {
            if o.side_feature(s) != Some(fi) {
                continue;
            }
            let q = t.pos.step(s);
            if let Some(code) = st.board().code_at(q) {
                found += 1;
                if !cells[first..].iter().any(|c| c.0 == q) {
                    cells.push((q, code, s.opposite()));
                }
            }
        }
    });
    debug_assert_eq!(found, open, "the open sides of a road or city");
    if many {
        st.graph().tile_count(root)
    } else {
        len as u16
    }
}

/// Most cities a field is valued by (a field touching more is valued by the first ones).
pub(super) const FIELD_CITIES: usize = 64;

/// Adds the city of root `r` to `cities[..*n]` unless it is there (or the list is full).
pub(super) fn add_city(cities: &mut [NodeId; FIELD_CITIES], n: &mut usize, r: NodeId) {
    if *n < cities.len() && !cities[..*n].contains(&r) {
        cities[*n] = r;
        *n += 1;
    }
}

/// The cities the field of `root` touches, their roots in the order first met, into
/// `cities`; returns how many.
pub(super) fn touched_cities(
    st: Look<'_>,
    root: NodeId,
    cities: &mut [NodeId; FIELD_CITIES],
) -> usize {
    let mut n = 0;
    st.for_each_touched_city(root, |c| add_city(cities, &mut n, st.graph().root(c)));
    n
}

/// The walks of the roads, cities and fields of the search's root position, kept for the
/// positions the search reaches from it ([`Evaluator::rooted_at`]). Sets of the feature
/// graph only ever merge, so a feature whose root node is still a root of a set of the same
/// size has the same members as at the root: the same tiles, the same open cells (whose codes
/// are read anew: a tile next to a cell changes its code) and the same cities touched (whose
/// roots are read anew: cities merge). Most features a position's evaluation values are such.
#[derive(Clone, Debug, Default)]
pub(super) struct Rooted {
    /// The catalogue and the tiles of the root position: a position is reached from it when
    /// its catalogue is the same and its tiles begin with these (the graph's nodes of a
    /// position are made by its tiles, in order).
    cat: Option<Arc<Catalogue>>,
    tiles: Vec<PlacedTile>,
    /// Whether the position evaluated now is reached from the root position.
    here: bool,
    /// By node of the root position: the size of its set when a walked feature's root
    /// (0: none), and the index of its walk.
    size: Vec<u16>,
    walk: Vec<u32>,
    /// The walks: a road's or city's tiles and open cells, a field's cities (their roots at
    /// the root position), in `cells` and `cities` from `first`, `len` of them.
    walks: Vec<(u16, u32, u32)>,
    pub(super) cells: Vec<(Pos, u8, Side)>,
    pub(super) cities: Vec<NodeId>,
}

impl Rooted {
    /// Walks every road, city and field not scored yet of `g`, the search's root position.
    pub(super) fn build(&mut self, g: &Game) {
        let st = g.look();
        self.cat = Some(Arc::clone(st.cat_shared()));
        self.tiles.clear();
        self.tiles.extend_from_slice(st.board().tiles());
        let nodes = st.graph().len();
        self.size.clear();
        self.size.resize(nodes, 0);
        self.walk.clear();
        self.walk.resize(nodes, 0);
        self.walks.clear();
        self.cells.clear();
        self.cities.clear();
        let mut cities = [NodeId(0); FIELD_CITIES];
        for i in 0..nodes {
            let root = NodeId(i as u16);
            if st.graph().root(root) != root || st.graph().summary(root).done {
                continue;
            }
            let walk = match st.graph().kind(root) {
                FeatureKind::City | FeatureKind::Road => {
                    let first = self.cells.len();
                    let tiles = open_cells(st, root, &mut self.cells);
                    (tiles, first as u32, (self.cells.len() - first) as u32)
                }
                FeatureKind::Field => {
                    let n = touched_cities(st, root, &mut cities);
                    let first = self.cities.len();
                    self.cities.extend_from_slice(&cities[..n]);
                    (0, first as u32, n as u32)
                }
                _ => continue,
            };
            self.size[i] = st.graph().size(root);
            self.walk[i] = self.walks.len() as u32;
            self.walks.push(walk);
        }
    }

    /// Notes whether `st` is reached from the root position.
    pub(super) fn look_at(&mut self, st: Look<'_>) {
        self.here = self
            .cat
            .as_ref()
            .is_some_and(|c| Arc::ptr_eq(c, st.cat_shared()))
            && st.board().tiles().starts_with(&self.tiles);
    }

    /// The walk of the feature of `root` (a root in the position evaluated) if its set is the
    /// same as at the root position.
    pub(super) fn walk(&self, st: Look<'_>, root: NodeId) -> Option<(u16, u32, u32)> {
        let i = root.index();
        let size = *self.size.get(i)?;
        (self.here && size != 0 && st.graph().size(root) == size)
            .then(|| self.walks[self.walk[i] as usize])
    }
}
