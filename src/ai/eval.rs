//! The search's evaluation of a position: what each player's board is worth, not only the
//! points banked. The bag's contents are known (only their order is hidden), so for every
//! feature that still scores:
//!
//! - **an incomplete road or city** is worth its points now (B5) plus the chance that it is
//!   completed times what completing adds (B4: a city's points double): each open cell is
//!   filled with a chance that grows with the number of tiles left that fit it
//!   ([`Weights::reach`]); a cell no tile left can fill (a *dead* cell) kills the completion;
//! - **a monastery** is worth 1 + its neighbours + the chance of each empty cell around it;
//! - **a field** (farm) is worth 3 for each completed city it touches and 3 times the chance of
//!   each incomplete one (B5);
//! - **a share an opponent can overturn**: an open cell of a held feature that also touches
//!   another held feature of the same kind can merge them, and the merged feature's majority
//!   may be another player's (the threat of [`Weights::threat`]);
//! - **meeples**: one in supply is worth [`Weights::meeple`] while turns remain; one on a
//!   feature comes back if the feature is completed ([`Weights::returning`] of that);
//! - **the mist**: each ghost on a meeple costs a point (G6); a meeple with 2 ghosts loses its
//!   feature to a third one (G3) with the chance [`Weights::ghost_risk`] while mist tiles
//!   are left.
//!
//! The evaluation reads the state only; its buffers are kept between calls (no allocation once
//! warm). With [`Weights::V1`] it is the first evaluation (points if the game ended now and
//! meeples in supply), kept as a fixed opponent for the arena.

use crate::board::Pos;
use crate::catalogue::Oriented;
use crate::game::{Game, Phase, MAX_PLAYERS};
use crate::ids::{KindId, NodeId};
use crate::look::Look;
use crate::scoring::counted_points;
use crate::tile::{FeatureKind, Side};

mod steal;
mod tables;
mod walks;

use tables::{kind_fits, Tables, ANY_SIDE};
use walks::{add_city, open_cells, touched_cities, Rooted, FIELD_CITIES};

/// The feature of the placed tile across side `side` of the empty `cell`, on the side that faces
/// the cell (its root), if a tile lies there: what a tile put in `cell` would join on that side
/// (the threats between two features, and the stolen city's cells, `eval/steal.rs`).
fn across(st: Look<'_>, cell: Pos, side: Side) -> Option<NodeId> {
    let nt = st.board().placed_at(cell.step(side))?;
    let fi = st
        .cat()
        .oriented(nt.kind, nt.rotation)
        .side_feature(side.opposite())?;
    Some(st.graph().root(nt.node(fi)))
}

/// The weights of the evaluation (their measured effects: docs/AI.md).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// Points a meeple or guard in a player's supply is worth while at least 8 of the player's
    /// turns remain (less after, none at the end).
    pub meeple: f64,
    /// The board's potential at all (0: the points if the game ended now only).
    pub potential: f64,
    /// How fast a cell's chance to be filled grows with the tiles left that fit it: a cell
    /// that `c` of the `n` tiles left fit is filled with the chance `1 − (1 − c/n)^(reach·n)`
    /// (about `1 − e^(−reach·c)`).
    pub reach: f64,
    /// The share of a meeple's value that a meeple on a feature is worth, times the chance the
    /// feature is completed (and the meeple comes back).
    pub returning: f64,
    /// The weight of a merge that changes a feature's majority (0: not seen).
    pub threat: f64,
    /// The weight of such a merge at the *last* open cell of one of the two features (a
    /// shared city whose last open cell an opponent's adjacent city can steal, issue 42): the
    /// larger of this and `threat` applies there.
    pub threat_last: f64,
    /// The chance that a meeple with 2 ghosts gets a third and goes home (G3) while mist tiles
    /// are left to draw.
    pub ghost_risk: f64,
}

impl Weights {
    /// The first evaluation (before issue 25): the points if the game ended now plus 2.5 a
    /// meeple in supply. The arena's fixed opponent `v1`.
    pub const V1: Weights = Weights {
        meeple: 2.5,
        potential: 0.0,
        reach: 0.0,
        returning: 0.0,
        threat: 0.0,
        threat_last: 0.0,
        ghost_risk: 0.0,
    };
}

impl Default for Weights {
    fn default() -> Weights {
        // Measured by self-play (docs/AI.md): a third of the board's potential, no merge
        // threat, no G3 risk (all sets against the first evaluation, 100 games: ghost_risk
        // 0.5 -9.5 points a game, 0.25 +2.1, 0 +16.7).
        Weights {
            meeple: 2.5,
            potential: 0.3,
            reach: 0.4,
            returning: 0.5,
            threat: 0.0,
            threat_last: 0.0,
            ghost_risk: 0.0,
        }
    }
}

/// Fill counts and chances of one set of tiles left, by neighbour code.
///
/// For each code: the tiles that fit, the chance the cell is filled, and for each side of the
/// cell the chance it is filled by a tile that closes the road or city there
/// ([`Evaluator::closing`]).
#[derive(Clone, Copy)]
struct Cached {
    sig: u64,
    fits: [u16; 256],
    chance: [f32; 256],
    closing: [f32; 1024],
}

impl Cached {
    fn new(sig: u64) -> Box<Cached> {
        Box::new(Cached {
            sig,
            fits: [u16::MAX; 256],
            chance: [f32::NAN; 256],
            closing: [f32::NAN; 1024],
        })
    }
}

impl std::fmt::Debug for Cached {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Cached({:x})", self.sig)
    }
}

/// Most sets of tiles left the cache holds (then it starts again).
const CACHED: usize = 64;

/// A random-looking key of a tile kind (SplitMix64's finaliser), summed into a signature.
fn tile_key(k: u8) -> u64 {
    let mut z = u64::from(k)
        .wrapping_add(1)
        .wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A feature the evaluation values: its root, what it holds and what it is worth.
#[derive(Clone, Copy, Debug)]
struct Feat {
    root: NodeId,
    kind: FeatureKind,
    /// Meeples of each player on it.
    counts: [u8; MAX_PLAYERS],
    /// Points if the game ended now (B5) and if it were completed now (B4).
    now: f64,
    done: f64,
    /// The chance it is completed.
    p: f64,
    /// Its expected points.
    value: f64,
    /// Its open cells: `cells[first..first + len]`.
    first: u16,
    len: u16,
}

/// The evaluation with its buffers (kept between calls).
#[derive(Clone, Debug, Default)]
pub struct Evaluator {
    /// Tiles left of each kind (the bag and the tile in hand).
    pool: Vec<u16>,
    /// The kinds with tiles left.
    kinds: Vec<u8>,
    /// Whether `pool` and `kinds` are this evaluation's.
    counted: bool,
    /// Tiles left to place (the bag and the tile in hand).
    left: f64,
    /// By the signature of the tiles left: the tiles that fit a cell and the chance it is
    /// filled, by its neighbour code (`u16::MAX`, NaN: not known yet). A search meets few
    /// sets of tiles left (one a depth of its tree), so most evaluations find them here.
    cache: Vec<Box<Cached>>,
    /// The entry of this evaluation.
    at: usize,
    /// [`tile_key`] of each kind, by its index (made once: a signature adds one a tile).
    keys: Vec<u64>,
    /// The catalogue's tables.
    tables: Tables,
    /// The walks of the search's root position.
    rooted: Rooted,
    /// [`Evaluator::filled`]'s chances by tiles left and tiles that fit, for the weight
    /// `filled_reach`.
    filled: Vec<Vec<f32>>,
    filled_reach: f64,
    feats: Vec<Feat>,
    /// The meeples on features valued: the player and the feature, by `feats`' index.
    on: Vec<(u8, u16)>,
    /// Open cells of the features: position, neighbour code, and the side of the cell that
    /// faces the feature.
    cells: Vec<(Pos, u8, Side)>,
}

impl Evaluator {
    /// Each player's value of `g` with weights `w` into `out` (players beyond the game's count
    /// are 0). At the end of the game: the final scores.
    pub fn value(&mut self, g: &Game, w: &Weights, out: &mut [f64; MAX_PLAYERS]) {
        *out = [0.0; MAX_PLAYERS];
        let st = g.look();
        let players = st.players().len().min(MAX_PLAYERS);
        if g.phase() == Phase::GameOver {
            for (o, p) in out.iter_mut().zip(st.players().iter()) {
                *o = f64::from(p.score);
            }
            return;
        }
        let turns = st.bag().len() as f64 / players.max(1) as f64;
        let meeple = w.meeple * (turns / 8.0).min(1.0);
        let pts = if w.potential == 0.0 {
            g.points_if_over()
        } else {
            [0; MAX_PLAYERS]
        };
        for (i, (o, p)) in out.iter_mut().zip(st.players().iter()).enumerate() {
            let banked = if w.potential == 0.0 { pts[i] } else { p.score };
            *o = f64::from(banked) + meeple * f64::from(u32::from(p.meeples) + u32::from(p.guards));
        }
        if w.potential == 0.0 {
            // V1: the points if the game ended now (B5, G6) and the meeples in supply.
            return;
        }
        self.count_pool(st, w);
        self.rooted.look_at(st);
        self.feats.clear();
        self.cells.clear();
        let mut ghosts = [0u32; MAX_PLAYERS];
        let mut risky = [false; MAX_PLAYERS];
        // The features held (a meeple each at most: a short list).
        let mut held: [u16; 64] = [0; 64];
        let mut nheld = 0;
        self.on.clear();
        for &node in st.placed() {
            let Some(m) = st.meeple_on(node) else {
                continue;
            };
            let s = st.graph().summary(node);
            let who = m.player.index() % MAX_PLAYERS;
            ghosts[who] += u32::from(m.ghosts);
            if s.done || st.graph().kind(s.root) == FeatureKind::Cemetery {
                continue;
            }
            let i = self.feat(st, w, s.root);
            self.on.push((who as u8, i as u16));
            self.feats[i].counts[who] += 1;
            if m.ghosts >= 2 && !m.guard {
                risky[who] = true;
            }
            if !held[..nheld].contains(&(i as u16)) && nheld < held.len() {
                held[nheld] = i as u16;
                nheld += 1;
            }
        }
        // G3: a third ghost comes only with a mist tile.
        if risky.iter().any(|&r| r)
            && !st
                .bag()
                .iter()
                .chain(st.hand().iter())
                .any(|&k| st.cat().kind(k).is_mist_tile())
        {
            risky = [false; MAX_PLAYERS];
        }
        // Meeples that come back with a completion.
        for &(who, i) in &self.on {
            out[usize::from(who)] += w.returning * meeple * self.feats[usize::from(i)].p;
        }
        // Fields: the cities they touch, completed or by their chance.
        for &i in &held[..nheld] {
            let i = usize::from(i);
            if self.feats[i].kind == FeatureKind::Field {
                let (now, v) = self.field_value(st, w, self.feats[i].root);
                self.feats[i].now = now;
                self.feats[i].done = now;
                self.feats[i].value = v;
            }
        }
        for &i in &held[..nheld] {
            let f = self.feats[usize::from(i)];
            let most = f.counts.iter().copied().max().unwrap_or(0);
            for p in 0..players {
                if f.counts[p] == most && most > 0 {
                    let loss = if risky[p] {
                        w.ghost_risk * f.value
                    } else {
                        0.0
                    };
                    out[p] += w.potential * f.value + (1.0 - w.potential) * f.now - loss;
                }
            }
        }
        if w.threat > 0.0 || w.threat_last > 0.0 {
            self.threats(st, w, &held[..nheld], out);
        }
        // G6: each ghost on a meeple costs 1 point.
        for (o, &gh) in out.iter_mut().zip(&ghosts) {
            *o -= f64::from(gh);
        }
    }

    /// Tells the evaluation the search's root position: the positions it values next are
    /// reached from `g` by playing on, and the walks of `g`'s features are kept for them
    /// (a feature whose set is the same as in `g` is not walked again; a position not reached
    /// from `g` is walked afresh).
    pub fn rooted_at(&mut self, g: &Game) {
        self.rooted.build(g);
    }

    /// Finds the fill counts of the tiles left (the bag and the tile in hand) in the cache, by
    /// a signature of which tiles they are (a sum of a key per tile: the same tiles in any
    /// order give the same signature); the counts by kind are made when a fill is asked.
    fn count_pool(&mut self, st: Look<'_>, w: &Weights) {
        if self.keys.len() < st.cat().len() {
            self.keys = (0..st.cat().len()).map(|k| tile_key(k as u8)).collect();
        }
        // The chances depend on the weight `reach` too.
        let keys = &self.keys;
        let sig = st
            .bag()
            .iter()
            .chain(st.hand().iter())
            .fold(w.reach.to_bits(), |a, k| a.wrapping_add(keys[k.index()]));
        self.counted = false;
        self.left = (st.bag().len() + usize::from(st.hand().is_some())) as f64;
        if let Some(i) = self.cache.iter().position(|c| c.sig == sig) {
            self.at = i;
            return;
        }
        if self.cache.len() >= CACHED {
            self.cache.clear();
        }
        self.cache.push(Cached::new(sig));
        self.at = self.cache.len() - 1;
    }

    /// Counts the tiles left by kind, once an evaluation needs them.
    fn count_kinds(&mut self, st: Look<'_>) {
        if self.counted {
            return;
        }
        self.counted = true;
        self.pool.clear();
        self.pool.resize(st.cat().len(), 0);
        self.kinds.clear();
        for k in st.bag().iter().chain(st.hand().iter()) {
            let c = &mut self.pool[k.index()];
            if *c == 0 {
                self.kinds.push(k.0);
            }
            *c += 1;
        }
    }

    /// Tiles left with a rotation that fits a cell of neighbour code `code` and for which
    /// `keep` holds.
    fn count_tiles(&mut self, st: Look<'_>, code: u8, keep: impl Fn(&Oriented) -> bool) -> u16 {
        self.count_kinds(st);
        let mut n = 0u16;
        for &k in &self.kinds {
            if kind_fits(st, KindId(k), code, &keep) {
                n += self.pool[k as usize];
            }
        }
        n
    }

    /// Tiles left of the kinds of `slot` of [`Tables`] (a code's fitting or closing kinds).
    fn count_slot(&mut self, st: Look<'_>, code: u8, slot: usize) -> u16 {
        self.count_kinds(st);
        let set = self.tables.kinds(st, code, slot);
        let mut n = 0u16;
        for (wi, &word) in set.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let k = wi * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                n += self.pool[k];
            }
        }
        n
    }

    /// The chance that a cell that `c` of the tiles left fit is filled (see [`Weights::reach`]),
    /// from a table by the number of tiles left: a search meets few numbers of tiles left and
    /// fits, and `powf` is most of a count's cost.
    fn filled(&mut self, w: &Weights, c: u16) -> f64 {
        let n = self.left;
        if c == 0 || n <= 0.0 {
            return 0.0;
        }
        if self.filled_reach.to_bits() != w.reach.to_bits() {
            self.filled_reach = w.reach;
            self.filled.clear();
        }
        let row = n as usize;
        if self.filled.len() <= row {
            self.filled.resize(row + 1, Vec::new());
        }
        let chances = &mut self.filled[row];
        if chances.len() <= usize::from(c) {
            chances.resize(usize::from(c) + 1, f32::NAN);
        }
        let known = chances[usize::from(c)];
        if !known.is_nan() {
            return f64::from(known);
        }
        let q = 1.0 - (1.0 - f64::from(c) / n).max(0.0).powf(w.reach * n);
        chances[usize::from(c)] = q as f32;
        f64::from(q as f32)
    }

    /// Tiles left that fit a cell with neighbour code `code`.
    fn fits(&mut self, st: Look<'_>, code: u8) -> u16 {
        let c = self.cache[self.at].fits[code as usize];
        if c != u16::MAX {
            return c;
        }
        let n = self.count_slot(st, code, ANY_SIDE);
        self.cache[self.at].fits[code as usize] = n;
        n
    }

    /// The chance that a cell with neighbour code `code` is filled before the end.
    fn chance(&mut self, st: Look<'_>, w: &Weights, code: u8) -> f64 {
        let known = self.cache[self.at].chance[code as usize];
        if !known.is_nan() {
            return f64::from(known);
        }
        let c = self.fits(st, code);
        let q = self.filled(w, c);
        self.cache[self.at].chance[code as usize] = q as f32;
        q
    }

    /// The chance that a cell with neighbour code `code` is filled by a tile that closes the
    /// road or city reaching it through its side `side`: a tile that fits whose feature on
    /// that side reaches no other side, or only sides with a neighbour already.
    fn closing(&mut self, st: Look<'_>, w: &Weights, code: u8, side: Side) -> f64 {
        let at = code as usize * 4 + side as usize;
        let known = self.cache[self.at].closing[at];
        if !known.is_nan() {
            return f64::from(known);
        }
        let c = self.count_slot(st, code, side as usize);
        let q = self.filled(w, c);
        self.cache[self.at].closing[at] = q as f32;
        q
    }

    /// The feature of `root` in `self.feats`, valued if new (a field's value is its points
    /// now until [`Evaluator::field_value`] values it).
    fn feat(&mut self, st: Look<'_>, w: &Weights, root: NodeId) -> usize {
        if let Some(i) = self.feats.iter().position(|f| f.root == root) {
            return i;
        }
        let kind = st.graph().kind(root);
        let first = self.cells.len();
        // One walk a feature gathers what its points count (`counted_points`, B5; B4 done)
        // and its open cells.
        let (now, done, p, value) = match kind {
            FeatureKind::City | FeatureKind::Road => {
                let tiles = self.road_or_city_cells(st, root);
                let shields = if kind == FeatureKind::City {
                    st.graph().summary(root).shields
                } else {
                    0
                };
                let now = counted_points(kind, tiles, shields, 0, false);
                let done = counted_points(kind, tiles, shields, 0, true);
                let mut p = 1.0;
                for i in first..self.cells.len() {
                    let (_, code, side) = self.cells[i];
                    p *= self.closing(st, w, code, side);
                }
                (now, done, p, f64::from(now) + p * f64::from(done - now))
            }
            FeatureKind::Monastery => {
                let (t, _) = st.node_feature(root);
                let mut tiles = 1;
                let mut v = 1.0;
                let mut p = 1.0;
                for q in t.pos.around() {
                    match st.board().code_at(q) {
                        None => {
                            tiles += 1;
                            v += 1.0;
                        }
                        Some(code) => {
                            let c = self.chance(st, w, code);
                            v += c;
                            p *= c;
                        }
                    }
                }
                let now = counted_points(kind, tiles, 0, 0, false);
                (now, counted_points(kind, tiles, 0, 0, true), p, v)
            }
            // Fields are valued once their cities are (`field_value`, which counts their
            // points now too).
            FeatureKind::Field => (0, 0, 0.0, 0.0),
            // Castles by their points now (K1).
            _ => {
                let (now, _, _, _) = st.feature_points(root, false);
                (now, now, 0.0, f64::from(now))
            }
        };
        self.feats.push(Feat {
            root,
            kind,
            counts: [0; MAX_PLAYERS],
            now: f64::from(now),
            done: f64::from(done),
            p,
            value,
            first: first as u16,
            len: (self.cells.len() - first) as u16,
        });
        self.feats.len() - 1
    }

    /// Appends the open cells of the road or city of `root` to `self.cells` (from the root
    /// position's walk when its set is the same, [`Rooted`]); returns the number of its tiles.
    fn road_or_city_cells(&mut self, st: Look<'_>, root: NodeId) -> u16 {
        let Some((tiles, first, len)) = self.rooted.walk(st, root) else {
            return open_cells(st, root, &mut self.cells);
        };
        let at = self.cells.len();
        for &(q, _, side) in &self.rooted.cells[first as usize..(first + len) as usize] {
            // A cell stays empty while the set is the same (a tile there joins it).
            let code = st.board().code_at(q).unwrap_or(0);
            self.cells.push((q, code, side));
        }
        if cfg!(debug_assertions) {
            let end = self.cells.len();
            let walked = open_cells(st, root, &mut self.cells);
            assert_eq!(walked, tiles, "a feature's tiles kept from the root");
            assert_eq!(
                self.cells[at..end],
                self.cells[end..],
                "open cells kept from the root"
            );
            self.cells.truncate(end);
        }
        tiles
    }

    /// A field's points now and expected: 3 for each completed city it touches (B5,
    /// `counted_points`), and expected 3 times the chance of each incomplete one.
    fn field_value(&mut self, st: Look<'_>, w: &Weights, root: NodeId) -> (f64, f64) {
        let mut cities = [NodeId(0); FIELD_CITIES];
        let n = match self.rooted.walk(st, root) {
            // The cities of the root position, merged since perhaps.
            Some((_, first, len)) => {
                let mut n = 0;
                for &c in &self.rooted.cities[first as usize..(first + len) as usize] {
                    add_city(&mut cities, &mut n, st.graph().root(c));
                }
                if cfg!(debug_assertions) {
                    let mut walked = [NodeId(0); FIELD_CITIES];
                    let m = touched_cities(st, root, &mut walked);
                    assert_eq!(
                        cities[..n],
                        walked[..m],
                        "a field's cities kept from the root"
                    );
                }
                n
            }
            None => touched_cities(st, root, &mut cities),
        };
        let mut completed = 0u16;
        let mut v = 0.0;
        for &c in &cities[..n] {
            let s = st.graph().summary(c);
            v += if s.open == 0 {
                completed += 1;
                3.0
            } else {
                let i = self.feat(st, w, c);
                3.0 * self.feats[i].p
            };
        }
        let now = counted_points(FeatureKind::Field, 0, 0, completed, false);
        (f64::from(now), v)
    }

    /// Merges that would change a majority: for an open cell of a held road or city that also
    /// touches another held feature of the same kind, the share of the tiles left that would
    /// join both there, times the cell's chance, moves each player's value from the two
    /// features apart to the merged one.
    fn threats(&mut self, st: Look<'_>, w: &Weights, held: &[u16], out: &mut [f64; MAX_PLAYERS]) {
        for &a in held {
            let fa = self.feats[usize::from(a)];
            if !matches!(fa.kind, FeatureKind::City | FeatureKind::Road) {
                continue;
            }
            for ci in fa.first..fa.first + fa.len {
                let (cell, code, side_a) = self.cells[usize::from(ci)];
                for side_b in Side::ALL {
                    if side_b == side_a {
                        continue;
                    }
                    let Some(rb) = across(st, cell, side_b) else {
                        continue;
                    };
                    let Some(b) = held
                        .iter()
                        .map(|&i| usize::from(i))
                        .find(|&i| self.feats[i].root == rb)
                    else {
                        continue;
                    };
                    let fb = self.feats[b];
                    // Each pair once (from the lower root), features of one kind only.
                    if fb.kind != fa.kind || fb.root <= fa.root {
                        continue;
                    }
                    // at the last open cell of either: `threat_last` (issue 42)
                    let weight = if fa.len == 1 || fb.len == 1 {
                        w.threat.max(w.threat_last)
                    } else {
                        w.threat
                    };
                    if weight <= 0.0 {
                        continue;
                    }
                    let share = self.joining_share(st, code, side_a, side_b);
                    if share <= 0.0 {
                        continue;
                    }
                    let q = self.chance(st, w, code);
                    // Each part's completion without this cell's own chance.
                    let qa = self.closing(st, w, code, side_a).max(1e-6);
                    let qb = self.closing(st, w, code, side_b).max(1e-6);
                    let rest = ((fa.p / qa) * (fb.p / qb)).min(1.0);
                    self.merge(&fa, &fb, rest, weight * q * share, out);
                }
            }
        }
    }

    /// The share of the tiles left fitting a cell of code `code` whose road or city joins
    /// sides `a` and `b` in at least one rotation that fits.
    fn joining_share(&mut self, st: Look<'_>, code: u8, a: Side, b: Side) -> f64 {
        let all = self.fits(st, code);
        if all == 0 {
            return 0.0;
        }
        let joining = self.count_tiles(st, code, |o| {
            o.side_feature(a).is_some() && o.side_feature(a) == o.side_feature(b)
        });
        f64::from(joining) / f64::from(all)
    }

    /// Moves `weight` of each player's value of features `a` and `b` to their merge, which
    /// is completed with the chance `p`.
    fn merge(&self, a: &Feat, b: &Feat, p: f64, weight: f64, out: &mut [f64; MAX_PLAYERS]) {
        let mut counts = [0u8; MAX_PLAYERS];
        for (c, (x, y)) in counts.iter_mut().zip(a.counts.iter().zip(&b.counts)) {
            *c = x + y;
        }
        // The merged feature: both parts and the tile of the cell.
        // The cell's tile: a point now, two in a completed city, one in a road.
        let now = a.now + b.now + 1.0;
        let done = a.done
            + b.done
            + if a.kind == FeatureKind::City {
                2.0
            } else {
                1.0
            };
        let merged = now + p * (done - now);
        let most = |c: &[u8; MAX_PLAYERS]| c.iter().copied().max().unwrap_or(0);
        let (ma, mb, mm) = (most(&a.counts), most(&b.counts), most(&counts));
        for (p, o) in out.iter_mut().enumerate() {
            let own = |c: &[u8; MAX_PLAYERS], m: u8| c[p] == m && m > 0;
            let apart = f64::from(u8::from(own(&a.counts, ma))) * a.value
                + f64::from(u8::from(own(&b.counts, mb))) * b.value;
            let joined = f64::from(u8::from(own(&counts, mm))) * merged;
            *o += weight * (joined - apart);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Setup;
    use crate::rng::SplitMix64;

    /// The evaluation counts each feature on walks of its own (one a road or city for its
    /// tiles and open cells, a field's for its cities): its points now and completed are the
    /// scoring's (`State::feature_points`, B4, B5), in every position of random games with all
    /// sets and the base game. (Builds with debug assertions also check each road's and
    /// city's open sides against the graph's count, which the release build stops at.)
    #[test]
    fn the_evaluations_walks_count_what_the_scoring_counts() {
        let w = Weights::default();
        let mut checked = [0usize; 3];
        for (seed, sets) in [
            (1u64, &["base"][..]),
            (2, &["base", "gcc", "sc"]),
            (3, &["base", "gcc", "sc"]),
        ] {
            let setup = Setup {
                sets: sets.iter().map(|s| s.to_string()).collect(),
                seed,
                ..Setup::default()
            };
            let mut g = Game::new(&setup).unwrap();
            let mut rng = SplitMix64::new(seed);
            let mut roll = Vec::new();
            let mut e = Evaluator::default();
            let mut out = [0.0; MAX_PLAYERS];
            while g.phase() != Phase::GameOver {
                e.value(&g, &w, &mut out);
                let st = g.look();
                for n in 0..st.graph().len() {
                    let root = NodeId(n as u16);
                    if st.graph().root(root) != root || st.graph().summary(root).done {
                        continue;
                    }
                    let kind = st.graph().kind(root);
                    let now = st.feature_points(root, false).0;
                    let done = st.feature_points(root, true).0;
                    e.feats.clear();
                    e.cells.clear();
                    match kind {
                        FeatureKind::Field => {
                            let (v_now, _) = e.field_value(st, &w, root);
                            assert_eq!(v_now, f64::from(now), "a field's cities (B5)");
                            checked[0] += 1;
                        }
                        FeatureKind::City | FeatureKind::Road | FeatureKind::Monastery => {
                            let i = e.feat(st, &w, root);
                            let f = e.feats[i];
                            assert_eq!(
                                (f.now, f.done),
                                (f64::from(now), f64::from(done)),
                                "{kind:?}"
                            );
                            checked[1 + usize::from(kind != FeatureKind::Monastery)] += 1;
                        }
                        _ => {}
                    }
                }
                let a = g.random_action(&mut rng, &mut roll).unwrap();
                g.play_unchecked(a);
            }
        }
        assert!(
            checked.iter().all(|&c| c > 100),
            "features checked: {checked:?}"
        );
    }
}
