//! The board: positions, placed tiles and the frontier of empty cells next to them (B1).
//!
//! Legal placements are found from the frontier alone: each frontier cell keeps, packed in one
//! byte, the terrain its placed neighbours demand on each side, and the catalogue holds for
//! each kind a 256-entry table from that byte to the rotations that fit, so a cell costs one
//! lookup. Mist is not part of matching (B1).

use crate::catalogue::Catalogue;
use crate::ids::{FeatureIx, KindId, NodeId, TileIx};
use crate::tile::{Rotation, Side};
use serde::Serialize;

/// A cell of the board. `x` grows eastwards, `y` southwards; the start tile is at (0, 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Pos {
    /// Column, growing eastwards.
    pub x: i16,
    /// Row, growing southwards.
    pub y: i16,
}

impl Pos {
    /// The cell at `(x, y)`.
    pub const fn new(x: i16, y: i16) -> Pos {
        Pos { x, y }
    }

    /// The neighbouring cell through side `s`.
    pub fn step(self, s: Side) -> Pos {
        let (dx, dy) = s.delta();
        Pos::new(self.x + dx as i16, self.y + dy as i16)
    }

    /// The 8 cells around this one, row by row.
    pub fn around(self) -> [Pos; 8] {
        let (x, y) = (self.x, self.y);
        [
            Pos::new(x - 1, y - 1),
            Pos::new(x, y - 1),
            Pos::new(x + 1, y - 1),
            Pos::new(x - 1, y),
            Pos::new(x + 1, y),
            Pos::new(x - 1, y + 1),
            Pos::new(x, y + 1),
            Pos::new(x + 1, y + 1),
        ]
    }

    /// A distinct 32-bit key; never `u32::MAX` (the empty slot) since |x|, |y| ≤ [`MAX_COORD`] + 1.
    fn key(self) -> u32 {
        (((self.x as u16 ^ 0x8000) as u32) << 16) | (self.y as u16 ^ 0x8000) as u32
    }
}

impl std::fmt::Display for Pos {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "({},{})", self.x, self.y)
    }
}

/// Largest |x| or |y| a tile may be placed at: far more than any game needs (B7: 72–141 tiles).
pub const MAX_COORD: i16 = 1000;

/// A tile on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlacedTile {
    /// Where it lies.
    pub pos: Pos,
    /// Its kind in the game's catalogue.
    pub kind: KindId,
    /// How it is turned.
    pub rotation: Rotation,
    /// Feature-graph node of its feature 0; feature `i` is node `first_node + i`
    /// ([`PlacedTile::node`]).
    pub first_node: NodeId,
}

impl PlacedTile {
    /// The feature-graph node of its feature `f`.
    #[inline]
    pub fn node(&self, f: FeatureIx) -> NodeId {
        NodeId(self.first_node.0 + f.0 as u16)
    }

    /// The nodes of its `features` features, in feature order.
    pub fn nodes(&self, features: usize) -> impl Iterator<Item = NodeId> {
        let first = self.first_node.0;
        (first..first + features as u16).map(NodeId)
    }
}

#[derive(Clone, Copy, Debug)]
struct FrontierCell {
    pos: Pos,
    /// What the neighbours demand, a [`crate::catalogue::Catalogue::fitting_rotations`] code:
    /// 2 bits per side, 0 for no neighbour, else 1 + the [`crate::tile::Terrain`] it needs.
    code: u8,
}

const EMPTY_SLOT: u32 = u32::MAX;
const FRONTIER_BIT: u16 = 0x8000;

/// Open-addressing map from positions to cells (a tile index, or a frontier index with
/// [`FRONTIER_BIT`]). Entries are never removed: a frontier cell only ever becomes a tile.
#[derive(Debug)]
struct CellMap {
    keys: Vec<u32>,
    vals: Vec<u16>,
    len: usize,
}

/// A copy into an existing one ([`Clone::clone_from`]) reuses its vectors' memory: the computer player copies a game for each simulation.
impl Clone for CellMap {
    fn clone(&self) -> CellMap {
        CellMap {
            keys: self.keys.clone(),
            vals: self.vals.clone(),
            len: self.len,
        }
    }

    fn clone_from(&mut self, source: &CellMap) {
        // Every field named, so a new one cannot be forgotten.
        let CellMap { keys, vals, len } = source;
        self.keys.clone_from(keys);
        self.vals.clone_from(vals);
        self.len.clone_from(len);
    }
}

impl CellMap {
    fn with_capacity_pow2(cap: usize) -> CellMap {
        CellMap {
            keys: vec![EMPTY_SLOT; cap],
            vals: vec![0; cap],
            len: 0,
        }
    }

    fn slot(&self, key: u32) -> usize {
        let mask = self.keys.len() - 1;
        // Fibonacci hashing: the top bits of the product depend on every bit of the key.
        let bits = mask.count_ones();
        let mut i = (key.wrapping_mul(0x9E37_79B1) >> (32 - bits)) as usize & mask;
        loop {
            let k = self.keys[i];
            if k == key || k == EMPTY_SLOT {
                return i;
            }
            i = (i + 1) & mask;
        }
    }

    fn get(&self, p: Pos) -> Option<u16> {
        let i = self.slot(p.key());
        (self.keys[i] != EMPTY_SLOT).then(|| self.vals[i])
    }

    fn set(&mut self, p: Pos, v: u16) {
        if (self.len + 1) * 2 > self.keys.len() {
            self.grow();
        }
        let i = self.slot(p.key());
        if self.keys[i] == EMPTY_SLOT {
            self.keys[i] = p.key();
            self.len += 1;
        }
        self.vals[i] = v;
    }

    fn grow(&mut self) {
        let old = std::mem::replace(self, CellMap::with_capacity_pow2(self.keys.len() * 2));
        for (k, v) in old.keys.iter().zip(&old.vals) {
            if *k != EMPTY_SLOT {
                let i = self.slot(*k);
                self.keys[i] = *k;
                self.vals[i] = *v;
                self.len += 1;
            }
        }
    }
}

/// Placed tiles and the frontier.
#[derive(Debug)]
pub struct Board {
    cells: CellMap,
    tiles: Vec<PlacedTile>,
    frontier: Vec<FrontierCell>,
}

/// A copy into an existing one ([`Clone::clone_from`]) reuses its vectors' memory: the computer player copies a game for each simulation.
impl Clone for Board {
    fn clone(&self) -> Board {
        Board {
            cells: self.cells.clone(),
            tiles: self.tiles.clone(),
            frontier: self.frontier.clone(),
        }
    }

    fn clone_from(&mut self, source: &Board) {
        // Every field named, so a new one cannot be forgotten.
        let Board {
            cells,
            tiles,
            frontier,
        } = source;
        self.cells.clone_from(cells);
        self.tiles.clone_from(tiles);
        self.frontier.clone_from(frontier);
    }
}

impl Board {
    /// An empty board with room for `tiles` tiles.
    pub fn with_capacity(tiles: usize) -> Board {
        // cells: tiles and their frontier, at most half full
        let cells = (tiles * 6).next_power_of_two().max(512);
        Board {
            cells: CellMap::with_capacity_pow2(cells),
            tiles: Vec::with_capacity(tiles),
            frontier: Vec::with_capacity(tiles + 8),
        }
    }
}

/// An empty board whose cell map grows as tiles come (a game's board is made with
/// [`Board::with_capacity`]). Small: the empty board of a search's copies (their
/// [`crate::game::Game`]'s first state, never played on) is copied with each of them, and a
/// map of 512 slots was 3 KB of every copy.
impl Default for Board {
    fn default() -> Self {
        Board {
            cells: CellMap::with_capacity_pow2(16),
            tiles: Vec::new(),
            frontier: Vec::new(),
        }
    }
}

/// A legal place for the tile in hand: a cell and a rotation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Placement {
    /// The cell.
    pub pos: Pos,
    /// The rotation.
    pub rotation: Rotation,
}

impl Board {
    /// The placed tiles, in the order they were placed.
    pub fn tiles(&self) -> &[PlacedTile] {
        &self.tiles
    }

    /// Index (into [`Board::tiles`]) of the tile at `p`.
    #[inline]
    pub fn tile_at(&self, p: Pos) -> Option<TileIx> {
        match self.cells.get(p) {
            Some(v) if v & FRONTIER_BIT == 0 => Some(TileIx(v)),
            _ => None,
        }
    }

    /// The placed tile `i`.
    #[inline]
    pub fn tile(&self, i: TileIx) -> PlacedTile {
        self.tiles[i.index()]
    }

    /// The tile at `p`, if one lies there.
    #[inline]
    pub fn placed_at(&self, p: Pos) -> Option<PlacedTile> {
        self.tile_at(p).map(|i| self.tile(i))
    }

    /// Whether a tile lies at `p`.
    pub fn occupied(&self, p: Pos) -> bool {
        self.tile_at(p).is_some()
    }

    /// The empty cells next to a placed tile, in an order fixed by the game's history.
    pub fn frontier(&self) -> impl Iterator<Item = Pos> + '_ {
        self.frontier.iter().map(|c| c.pos)
    }

    /// Whether kind `kind` turned by `r` matches every neighbour of the frontier cell `p` (B1),
    /// read from the catalogue's fit table: every rotation that fits, also one that turns the
    /// tile the same way as a rotation [`Board::for_each_placement`] reports. False for a cell
    /// that is not on the frontier.
    pub fn fits(&self, cat: &Catalogue, kind: KindId, p: Pos, r: Rotation) -> bool {
        match self.cells.get(p) {
            Some(v) if v & FRONTIER_BIT != 0 => {
                let code = self.frontier[(v & !FRONTIER_BIT) as usize].code;
                cat.rotation_fits(kind, code, r)
            }
            _ => false,
        }
    }

    /// Calls `f` for every legal (cell, rotation) of kind `kind`, rotations giving the same
    /// orientation reported once (B1).
    pub fn for_each_placement(&self, cat: &Catalogue, kind: KindId, mut f: impl FnMut(Placement)) {
        let table = cat.fitting_rotations(kind);
        for c in &self.frontier {
            let mut rots = table[c.code as usize];
            while rots != 0 {
                let r = rots.trailing_zeros() as u8;
                rots &= rots - 1;
                f(Placement {
                    pos: c.pos,
                    rotation: Rotation::quarter_turns(r),
                });
            }
        }
    }

    /// Bytes its tables hold.
    pub fn heap_bytes(&self) -> usize {
        self.cells.keys.len() * 6
            + self.tiles.len() * std::mem::size_of::<PlacedTile>()
            + self.frontier.len() * std::mem::size_of::<FrontierCell>()
    }

    /// Number of frontier cells.
    pub fn frontier_len(&self) -> usize {
        self.frontier.len()
    }

    /// Frontier cell `i`: its position and its neighbour code (see
    /// [`crate::catalogue::Catalogue::fitting_rotations`]).
    pub fn frontier_cell(&self, i: usize) -> (Pos, u8) {
        let c = &self.frontier[i];
        (c.pos, c.code)
    }

    /// The neighbour code of the empty cell `p` (see
    /// [`crate::catalogue::Catalogue::fitting_rotations`]): what its placed neighbours demand,
    /// 0 for a cell no tile touches, `None` for a cell with a tile.
    pub fn code_at(&self, p: Pos) -> Option<u8> {
        match self.cells.get(p) {
            Some(v) if v & FRONTIER_BIT != 0 => {
                Some(self.frontier[(v & !FRONTIER_BIT) as usize].code)
            }
            Some(_) => None,
            None => Some(0),
        }
    }

    /// Whether kind `kind` has at least one legal placement (B2).
    pub fn has_placement(&self, cat: &Catalogue, kind: KindId) -> bool {
        let table = cat.fitting_rotations(kind);
        self.frontier.iter().any(|c| table[c.code as usize] != 0)
    }

    /// Lays a tile and updates the frontier. Returns its index. The caller has checked that
    /// the cell is free (on the frontier, or the very first tile).
    pub(crate) fn place(&mut self, cat: &Catalogue, tile: PlacedTile) -> TileIx {
        let idx = TileIx(self.tiles.len() as u16);
        if let Some(v) = self.cells.get(tile.pos) {
            if v & FRONTIER_BIT != 0 {
                let fi = (v & !FRONTIER_BIT) as usize;
                self.frontier.swap_remove(fi);
                if fi < self.frontier.len() {
                    let moved = self.frontier[fi].pos;
                    self.cells.set(moved, fi as u16 | FRONTIER_BIT);
                }
            }
        }
        self.cells.set(tile.pos, idx.0);
        self.tiles.push(tile);
        let o = cat.oriented(tile.kind, tile.rotation);
        for s in Side::ALL {
            let n = tile.pos.step(s);
            let opp = s.opposite() as u8;
            let t = (((o.edges >> (2 * s as u8)) & 3) + 1) << (2 * opp);
            match self.cells.get(n) {
                Some(v) if v & FRONTIER_BIT == 0 => {}
                Some(v) => {
                    self.frontier[(v & !FRONTIER_BIT) as usize].code |= t;
                }
                None => {
                    if n.x.abs() > MAX_COORD || n.y.abs() > MAX_COORD {
                        continue;
                    }
                    let fi = self.frontier.len() as u16;
                    self.frontier.push(FrontierCell { pos: n, code: t });
                    self.cells.set(n, fi | FRONTIER_BIT);
                }
            }
        }
        idx
    }

    /// Number of the 8 cells around `p` that hold a tile.
    pub fn neighbours(&self, p: Pos) -> u8 {
        p.around().iter().filter(|q| self.occupied(**q)).count() as u8
    }
}
