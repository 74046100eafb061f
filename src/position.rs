//! A position laid out by hand: the raw counterpart of [`crate::game::Setup`] for a game in
//! progress (board, meeples, circles, supplies, scores, whose turn, hand and bag), with the
//! title, rule ids and description a scenario shows. [`crate::game::Game::from_position`] is the
//! one constructor that checks it. A scenario (`scenario.rs`) is a position plus steps and
//! expectations; a saved game records the position it started from.
//!
//! This file is long because [`Position::state`] checks every field of the format with its own
//! message (docs/FORMATS.md); it is one function on purpose, so the order of the checks is the
//! order of the fields.

use std::collections::BTreeMap;
use std::sync::Arc;

use serde::Serialize;

use crate::board::{Pos, MAX_COORD};
use crate::catalogue::CatalogueError;
use crate::ids::{KindId, PlayerId};
use crate::json::{excerpt, ErrorKind, Fields, FromJson, Node, PathError, TileNotation};
use crate::mist::Variants;
use crate::refusal::{PlayError, PlayErrorKind, Refusal};
use crate::rng::SplitMix64;
use crate::setup::{PlayerSetup, Setup, SetupError};
use crate::state::{Phase, PlacementProblem, State};
use crate::tile::{FeatureKind, Rotation, TileProblem};

mod lang_text;
pub use lang_text::{LangText, TEXT_LANGS};

/// Most tiles a scenario may lay on the board.
pub const MAX_BOARD_TILES: usize = 400;
/// Most tiles in a scenario's bag.
pub const MAX_BAG: usize = 400;
/// Most inline tile kinds in a scenario.
pub const MAX_INLINE_TILES: usize = 60;
/// Longest text (title, description, caption, tile line).
pub const MAX_TEXT: usize = 4000;
/// Largest score, either way, a scenario may start a player with (scoring then saturates, so
/// no count can overflow).
pub const MAX_SCORE: i32 = 1_000_000;

/// The rule ids of RULES.md, the words a scenario's `rules` may use.
pub const RULE_IDS: &[&str] = &[
    "B1", "B2", "B3", "B4", "B5", "B6", "B7", // base game
    "G1", "G2", "G3", "G4", "G5", "G6", "M1", "M2", "M3", "M4", "M5", "K1", "K2", // Exp. 11
    "S1", "S2", "S3", "S4", "S5", "S6", "S7", "S7a", "S7b", "S8", "S9", // The Spell Circles
    "V1", "V2", "V3", "V4", "V5", "V6", // variants
];

/// A tile laid out on a scenario's board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BoardTile {
    /// Tile id from the sets or from the scenario's own `tiles`.
    pub tile: String,
    /// Column.
    pub x: i64,
    /// Row (grows southwards).
    pub y: i64,
    /// Degrees clockwise: 0, 90, 180, 270.
    pub rotation: i64,
}

/// A meeple laid out on a scenario's board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MeepleSpec {
    /// Owner's name.
    pub player: String,
    /// Column of its tile.
    pub x: i64,
    /// Row of its tile.
    pub y: i64,
    /// The feature's name on that tile ("city1").
    pub feature: String,
    /// A guard (Exp. 11).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub guard: bool,
    /// Ghosts on it (0–2; never on a guard).
    #[serde(skip_serializing_if = "is_zero")]
    pub ghosts: u8,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// Ghosts in the spell circles of one mist area.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub struct CircleSpec {
    /// Column of the tile.
    pub x: i64,
    /// Row of the tile.
    pub y: i64,
    /// The mist area's name on the tile ("mist1").
    pub feature: String,
    /// Ghosts in its circles (at most its number of circles).
    pub ghosts: u8,
}

/// A position laid out by hand (the position fields of a scenario, docs/FORMATS.md).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Position {
    /// A short title, in one language or several.
    #[serde(skip_serializing_if = "LangText::is_empty")]
    pub title: LangText,
    /// Rule ids the scenario shows ("B4", "M3").
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub rules: Vec<String>,
    /// A longer explanation, in one language or several.
    #[serde(skip_serializing_if = "LangText::is_empty")]
    pub description: LangText,
    /// Players in turn order.
    pub players: Vec<PlayerSetup>,
    /// Tile sets whose tiles may be named (and fill the bag when `bag` is absent).
    pub sets: Vec<String>,
    /// Seed of the shuffle when `bag` is absent.
    pub seed: u64,
    /// Rule variants V1–V6 in force.
    #[serde(skip_serializing_if = "crate::setup::is_default")]
    pub variants: Variants,
    /// The version of the built-in tile data the sets' tiles are named from (docs/FORMATS.md):
    /// absent, 1 (the tiles of every file written before it was).
    #[serde(skip_serializing_if = "crate::setup::is_old_tile_data")]
    pub tile_data: u8,
    /// The scenario's own tile kinds, one notation line each (`ID: feature; …`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub tiles: Vec<String>,
    /// Tiles on the board, laid in order: each after the first must touch an earlier one and
    /// match it (B1).
    pub board: Vec<BoardTile>,
    /// Meeples on the board, with their ghosts.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub meeples: Vec<MeepleSpec>,
    /// Ghosts in spell circles.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub circles: Vec<CircleSpec>,
    /// Ghosts in the supply (default: 15 minus those on meeples and in circles). With it, the
    /// ghosts must add up to 15 (G1).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub supply: Option<u8>,
    /// Guards of each player's colour left in the general guard supply (default 3, K2).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub guard_supply: BTreeMap<String, u8>,
    /// Points so far per player name (missing: 0).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub scores: BTreeMap<String, i32>,
    /// Whose turn it is (default: the first player).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub current: Option<String>,
    /// The tile in hand (default: drawn from the bag).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hand: Option<String>,
    /// Tiles still to draw, in order. Absent: the rest of the sets, shuffled by `seed`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bag: Option<Vec<String>>,
}

/// The keys of a [`Position`], in the order of the format.
pub(crate) const POSITION_FIELDS: &[&str] = &[
    "title",
    "rules",
    "description",
    "players",
    "sets",
    "seed",
    "variants",
    "tile_data",
    "tiles",
    "board",
    "meeples",
    "circles",
    "supply",
    "guard_supply",
    "scores",
    "current",
    "hand",
    "bag",
];

impl Position {
    /// Reads the position's keys from the fields of a scenario object.
    pub(crate) fn from_fields(f: &Fields<'_>) -> Result<Position, PathError> {
        Ok(Position {
            title: f.or_default("title")?,
            rules: f.or_default("rules")?,
            description: f.or_default("description")?,
            players: f.opt("players")?.unwrap_or_else(default_players),
            sets: f.opt("sets")?.unwrap_or_else(default_sets),
            seed: f.or_default("seed")?,
            variants: f.or_default("variants")?,
            tile_data: f.opt("tile_data")?.unwrap_or(1),
            tiles: f.or_default("tiles")?,
            board: f.req("board")?,
            meeples: f.or_default("meeples")?,
            circles: f.or_default("circles")?,
            supply: f.opt("supply")?,
            guard_supply: f.or_default("guard_supply")?,
            scores: f.or_default("scores")?,
            current: f.opt("current")?,
            hand: f.opt("hand")?,
            bag: f.opt("bag")?,
        })
    }

    fn player_index(&self, at: &str, name: &str) -> Result<u8, PositionError> {
        self.players
            .iter()
            .position(|p| p.name == name)
            .map(|i| i as u8)
            .ok_or_else(|| {
                let names: Vec<String> = self
                    .players
                    .iter()
                    .map(|p| excerpt(&p.name).into_owned())
                    .collect();
                kerr(
                    at,
                    format!(
                        "no player is called `{}` (players: {})",
                        excerpt(name),
                        names.join(", ")
                    ),
                    ErrorKind::UnknownPlayer {
                        name: excerpt(name).into_owned(),
                        players: names.iter().map(|n| n.to_string()).collect(),
                    },
                )
            })
    }

    /// The state at this position: the one constructor that checks a position
    /// ([`crate::game::Game::from_position`] wraps it).
    ///
    /// # Errors
    /// A [`PositionError`] with the field path and what is wrong: an unknown tile, tiles that
    /// do not match or overlap, a meeple on mist or on a missing feature, too many meeples, an
    /// unknown player….
    pub(crate) fn state(&self) -> Result<State, PositionError> {
        let setup = Setup {
            players: self.players.clone(),
            sets: self.sets.clone(),
            seed: self.seed,
            variants: self.variants,
            tile_data: self.tile_data,
        };
        let mut cat = setup.check().map_err(|e| setup_error("", e))?;
        self.check_limits()?;
        if self.tiles.len() > MAX_INLINE_TILES {
            return Err(kerr(
                "tiles",
                format!("at most {MAX_INLINE_TILES} tile kinds"),
                ErrorKind::TooMany {
                    what: "tiles".into(),
                    max: MAX_INLINE_TILES,
                },
            ));
        }
        for (i, line) in self.tiles.iter().enumerate() {
            let at = format!("tiles[{i}]");
            if line.len() > MAX_TEXT {
                return Err(kerr(
                    at,
                    "tile line too long",
                    ErrorKind::TextTooLong {
                        bytes: line.len(),
                        max: MAX_TEXT,
                    },
                ));
            }
            Arc::make_mut(&mut cat)
                .add_inline(line, &at)
                .map_err(|e| tile_error(&at, e))?;
        }
        let kind_of = |at: &str, id: &str| {
            cat.index_of(id).ok_or_else(|| {
                kerr(
                    at,
                    format!(
                        "unknown tile `{}` (not in the sets {} nor in `tiles`)",
                        excerpt(id),
                        self.sets
                            .iter()
                            .map(|s| excerpt(s))
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                    ErrorKind::UnknownTile {
                        tile: excerpt(id).into_owned(),
                    },
                )
            })
        };
        let mut st = State::empty(Arc::clone(&cat), self.players.len());
        st.variants = self.variants;
        let gcc = self.sets.iter().any(|s| s == "gcc");
        if gcc {
            st.enable_ghosts();
        }
        if self.board.is_empty() {
            return Err(kerr(
                "board",
                "the board needs at least one tile",
                ErrorKind::EmptyBoard,
            ));
        }
        if self.board.len() > MAX_BOARD_TILES {
            return Err(too_many("board", MAX_BOARD_TILES));
        }
        let mut used = vec![0u32; cat.len()];
        for (i, bt) in self.board.iter().enumerate() {
            let at = format!("board[{i}]");
            let kind = kind_of(&at, &bt.tile)?;
            let pos = coord(&at, bt.x, bt.y)?;
            let rot = Rotation::from_degrees(bt.rotation).map_err(|e| {
                let refusal = play_error(
                    PlayErrorKind::Rotation,
                    e.to_string(),
                    Refusal::Rotation(bt.rotation),
                );
                refused(at.clone(), refusal)
            })?;
            if i > 0 {
                st.hand = Some(kind);
                if let Some(problem) = st.placement_problem(pos, rot) {
                    return Err(kerr(
                        at,
                        format!(
                            "{problem} (board tiles are laid in order, each next to an earlier one)"
                        ),
                        placement_kind(&problem, &bt.tile),
                    ));
                }
                st.hand = None;
            }
            st.lay_tile(kind, pos, rot);
            used[kind.index()] += 1;
        }
        // Features completed while laying out count as already scored.
        st.pending.clear();
        for n in st.graph.nodes().collect::<Vec<_>>() {
            let kind = st.graph.kind(n);
            let complete = match kind {
                FeatureKind::City | FeatureKind::Road => st.graph.open(n) == 0,
                k if k.is_central() => {
                    let (t, _) = st.node_feature(n);
                    st.board.neighbours(t.pos) == 8
                }
                _ => false,
            };
            if complete {
                st.graph.set_done(n);
            }
        }
        for (i, m) in self.meeples.iter().enumerate() {
            let at = format!("meeples[{i}]");
            let player = self.player_index(&at, &m.player)?;
            let pos = coord(&at, m.x, m.y)?;
            let Some(ti) = st.board.tile_at(pos) else {
                return Err(no_tile(at, m.x, m.y));
            };
            let t = st.board.tile(ti);
            let def = cat.kind(t.kind);
            let feature = |kind| Refusal::Feature {
                tile: def.id.clone(),
                feature: m.feature.clone(),
                kind,
            };
            let Some(fi) = def.feature_index(&m.feature) else {
                let names: Vec<&str> = def.features.iter().map(|f| f.name.as_str()).collect();
                let message = format!(
                    "tile {} has no feature `{}` (it has {})",
                    def.id,
                    m.feature,
                    names.join(", ")
                );
                let refusal = play_error(PlayErrorKind::NoSuchFeature, message, feature(None));
                return Err(refused(at, refusal));
            };
            let kind = def.feature(fi).kind;
            if kind == FeatureKind::Mist {
                let circles = if def.feature(fi).circles > 0 {
                    " with spell circles: meeples never stand on mist nor on a spell circle"
                } else {
                    ": meeples never stand on mist"
                };
                let message = format!("{} is mist{circles} (B3, S8)", m.feature);
                let refusal = play_error(PlayErrorKind::OnMist, message, feature(Some(kind)));
                return Err(refused(at, refusal));
            }
            if kind == FeatureKind::Ruin {
                let message = format!(
                    "{} is the castle ruin of the start tile: it holds no meeple (G2)",
                    m.feature
                );
                let refusal = play_error(PlayErrorKind::OnRuin, message, feature(Some(kind)));
                return Err(refused(at, refusal));
            }
            let node = t.node(fi);
            if st.meeple_on[node].is_some() {
                let message = format!("{} at {pos} already has a meeple", m.feature);
                let refusal = play_error(PlayErrorKind::Occupied, message, feature(Some(kind)));
                return Err(refused(at, refusal));
            }
            let p = &st.players[PlayerId(player)];
            if (m.guard && p.guards == 0) || (!m.guard && p.meeples == 0) {
                return Err(kerr(
                    at,
                    format!(
                        "{} has no {} left to place",
                        m.player,
                        if m.guard { "guard" } else { "meeple" }
                    ),
                    ErrorKind::NoPieceLeft {
                        player: m.player.clone(),
                        guard: m.guard,
                    },
                ));
            }
            st.put_meeple(node, PlayerId(player), m.guard);
            if m.ghosts > 0 {
                if !gcc {
                    return Err(needs_gcc(at, "ghosts"));
                }
                if m.guard {
                    return Err(kerr(
                        at,
                        "guards never carry ghosts (G1)",
                        ErrorKind::GuardGhosts,
                    ));
                }
                if m.ghosts > 2 {
                    return Err(kerr(
                        at,
                        format!(
                            "{} ghosts on a meeple: a meeple carries at most 2 (the third sends it home, G3)",
                            m.ghosts
                        ),
                        ErrorKind::MeepleGhosts { ghosts: m.ghosts },
                    ));
                }
                if let Some(mp) = st.meeple_on[node].as_mut() {
                    mp.ghosts = m.ghosts;
                }
            }
        }
        let mut placed: u32 = self.meeples.iter().map(|m| m.ghosts as u32).sum();
        for (i, c) in self.circles.iter().enumerate() {
            let at = format!("circles[{i}]");
            if !gcc {
                return Err(needs_gcc(at, "ghosts"));
            }
            let pos = coord(&at, c.x, c.y)?;
            let Some(ti) = st.board.tile_at(pos) else {
                return Err(no_tile(at, c.x, c.y));
            };
            let t = st.board.tile(ti);
            let def = cat.kind(t.kind);
            let fi = def.feature_index(&c.feature).ok_or_else(|| {
                let refusal = play_error(
                    PlayErrorKind::NoSuchFeature,
                    format!("tile {} has no feature `{}`", def.id, excerpt(&c.feature)),
                    Refusal::Feature {
                        tile: def.id.clone(),
                        feature: excerpt(&c.feature).into_owned(),
                        kind: None,
                    },
                );
                refused(at.clone(), refusal)
            })?;
            let f = def.feature(fi);
            if f.kind != FeatureKind::Mist || f.circles == 0 {
                return Err(kerr(
                    at,
                    format!("{} of tile {} has no spell circle", c.feature, def.id),
                    ErrorKind::NoCircle {
                        feature: c.feature.clone(),
                        tile: def.id.clone(),
                    },
                ));
            }
            let node = t.node(fi);
            let now = st.circle_ghosts[node] as u32 + c.ghosts as u32;
            if now > f.circles as u32 {
                return Err(kerr(
                    at,
                    format!(
                        "{} ghosts in {} of tile {}, which has {} circle{} (one ghost each)",
                        now,
                        c.feature,
                        def.id,
                        f.circles,
                        if f.circles == 1 { "" } else { "s" }
                    ),
                    ErrorKind::CircleFull {
                        ghosts: now,
                        feature: c.feature.clone(),
                        tile: def.id.clone(),
                        circles: f.circles,
                    },
                ));
            }
            st.circle_ghosts[node] = now as u8;
            placed += c.ghosts as u32;
        }
        if gcc {
            let supply = match self.supply {
                Some(s) => s as u32,
                None => (crate::mist::GHOSTS as u32).saturating_sub(placed),
            };
            if supply + placed != crate::mist::GHOSTS as u32 {
                return Err(kerr(
                    "supply",
                    format!(
                        "the ghosts add up to {}: {supply} in the supply + {placed} on meeples and in circles; there are exactly 15 (G1)",
                        supply + placed
                    ),
                    ErrorKind::GhostTotal {
                        supply,
                        placed,
                        total: crate::mist::GHOSTS as u32,
                    },
                ));
            }
            st.ghost_supply = supply as u8;
        } else if self.supply.is_some_and(|s| s > 0) {
            return Err(needs_gcc("supply".into(), "ghosts"));
        }
        for (name, &n) in &self.guard_supply {
            let at = format!("guard_supply.{}", excerpt(name));
            let p = self.player_index(&at, name)?;
            if !gcc || n > 3 {
                let kind = if gcc {
                    ErrorKind::OutOfRange {
                        value: n.into(),
                        min: Some(0),
                        max: Some(3),
                    }
                } else {
                    ErrorKind::NeedsSet {
                        what: "guards",
                        set: "gcc",
                    }
                };
                return Err(kerr(
                    at,
                    "the general guard supply holds 0 to 3 guards per colour, with Exp. 11 (gcc)",
                    kind,
                ));
            }
            st.guard_supply[PlayerId(p)] = n;
        }
        for (name, &pts) in &self.scores {
            let at = format!("scores.{}", excerpt(name));
            let p = self.player_index(&at, name)?;
            if pts.unsigned_abs() > MAX_SCORE as u32 {
                return Err(kerr(
                    at,
                    format!("{pts} points: a score is from -{MAX_SCORE} to {MAX_SCORE}"),
                    ErrorKind::OutOfRange {
                        value: pts.into(),
                        min: Some(-(MAX_SCORE as i64)),
                        max: Some(MAX_SCORE as i64),
                    },
                ));
            }
            st.players[PlayerId(p)].score = pts;
        }
        if let Some(c) = &self.current {
            st.current = PlayerId(self.player_index("current", c)?);
        }
        // The bag: as given, or the rest of the sets shuffled by the seed.
        let mut bag: Vec<KindId> = Vec::new();
        match &self.bag {
            Some(ids) => {
                if ids.len() > MAX_BAG {
                    return Err(too_many("bag", MAX_BAG));
                }
                for (i, id) in ids.iter().enumerate() {
                    bag.push(kind_of(&format!("bag[{i}]"), id)?);
                }
                bag.reverse();
            }
            None => {
                let hand = match &self.hand {
                    Some(h) => Some(kind_of("hand", h)?),
                    None => None,
                };
                for (k, def) in cat.kinds().iter().enumerate() {
                    if def.set == "scenario" {
                        continue;
                    }
                    let taken = used[k] + u32::from(hand == Some(KindId(k as u8)));
                    let n = (def.count as u32).saturating_sub(taken);
                    bag.extend(std::iter::repeat_n(KindId(k as u8), n as usize));
                }
                SplitMix64::new(self.seed).shuffle(&mut bag);
            }
        }
        st.bag = bag;
        match &self.hand {
            Some(h) => {
                let k = kind_of("hand", h)?;
                // B2: a tile in hand that fits nowhere leaves the game.
                if st.board.has_placement(&cat, k) {
                    st.hand = Some(k);
                } else {
                    st.discarded.push(k);
                    st.draw();
                }
            }
            None => st.draw(),
        }
        st.phase = if st.hand.is_some() {
            Phase::PlaceTile
        } else {
            Phase::GameOver
        };
        Ok(st)
    }

    /// The limits of docs/FORMATS.md that the fields' types do not hold: a title and a
    /// description of at most [`MAX_TEXT`] bytes (in each language), rule ids of
    /// docs/RULES.md only.
    fn check_limits(&self) -> Result<(), PositionError> {
        self.title.check("title")?;
        self.description.check("description")?;
        for (i, id) in self.rules.iter().enumerate() {
            if !RULE_IDS.contains(&id.as_str()) {
                return Err(kerr(
                    format!("rules[{i}]"),
                    format!(
                        "unknown rule id `{id}` (the ids of RULES.md: {})",
                        RULE_IDS.join(", ")
                    ),
                    ErrorKind::UnknownWord {
                        value: id.clone(),
                        expected: RULE_IDS.iter().map(|r| r.to_string()).collect(),
                    },
                ));
            }
        }
        Ok(())
    }
}

/// Why a position is not a game: where (a field path such as `board[3]`) and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionError {
    /// Where: a field path such as `board[3]`, or empty for the whole position.
    pub at: String,
    /// What is wrong.
    pub message: String,
    /// The setup's own error when what is wrong is the players, sets or seed (the words are in
    /// `message` as well).
    pub setup: Option<Box<SetupError>>,
    /// The refused move's kind and values when it is refused as a move would be (kind
    /// [`ErrorKind::Refused`]): an action of a saved game, a meeple on mist….
    pub refusal: Option<Box<PlayError>>,
    /// The same as a kind and its values, for wording it in another language.
    pub kind: ErrorKind,
}

impl std::fmt::Display for PositionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.at.is_empty() {
            f.write_str(&self.message)
        } else {
            write!(f, "{}: {}", self.at, self.message)
        }
    }
}

impl std::error::Error for PositionError {}

/// A position's error of a kind. (Errors are built out of line, here and below: inlined, they
/// grew the WebAssembly module by kilobytes.)
#[cold]
#[inline(never)]
pub(crate) fn kerr(
    at: impl Into<String>,
    message: impl Into<String>,
    kind: ErrorKind,
) -> PositionError {
    error_at(at.into(), message.into(), kind)
}

#[cold]
#[inline(never)]
fn error_at(at: String, message: String, kind: ErrorKind) -> PositionError {
    PositionError {
        at,
        message,
        setup: None,
        refusal: None,
        kind,
    }
}

/// A position's error refused as a move would be: its English message (the position's words,
/// for native readers: they may say more than the refusal's `Display`), the refusal's kind and
/// its values.
#[cold]
#[inline(never)]
pub(crate) fn refused(at: String, (message, refusal): (String, PlayError)) -> PositionError {
    PositionError {
        message,
        refusal: Some(Box::new(refusal)),
        ..error_at(at, String::new(), ErrorKind::Refused)
    }
}

/// The error of a setup (the players, sets or seed of a position, or a saved game's `setup`:
/// `prefix` is then `setup`), at its field.
#[cold]
#[inline(never)]
pub(crate) fn setup_error(prefix: &str, e: SetupError) -> PositionError {
    let at = match e.path() {
        p if prefix.is_empty() => p,
        p if p.is_empty() => prefix.to_string(),
        p => format!("{prefix}.{p}"),
    };
    let (message, kind) = (e.to_string(), e.kind());
    PositionError {
        setup: Some(Box::new(e)),
        ..error_at(at, message, kind)
    }
}

#[cold]
#[inline(never)]
fn play_error(kind: PlayErrorKind, message: String, detail: Refusal) -> (String, PlayError) {
    (message, PlayError { kind, detail })
}

/// "there is no tile at (x,y)", as a move on that cell is refused.
#[cold]
#[inline(never)]
fn no_tile(at: String, x: i64, y: i64) -> PositionError {
    let refusal = play_error(
        PlayErrorKind::NoSuchFeature,
        format!("there is no tile at ({x},{y})"),
        Refusal::Cell { x, y },
    );
    refused(at, refusal)
}

/// Ghosts (or guards) in a position without Exp. 11.
#[cold]
#[inline(never)]
fn needs_gcc(at: String, what: &'static str) -> PositionError {
    kerr(
        at,
        "ghosts need Exp. 11: add \"gcc\" to the sets",
        ErrorKind::NeedsSet { what, set: "gcc" },
    )
}

/// The error of a line of the scenario's `tiles` (`at`) that is not tile notation, or that
/// names a tile id the game already has.
#[cold]
#[inline(never)]
fn tile_error(at: &str, e: CatalogueError) -> PositionError {
    match e {
        CatalogueError::Tile(t) => {
            use std::fmt::Write;
            let mut message = match &t.tile {
                Some(id) => format!("tile {}", excerpt(id)),
                None => "the line".into(),
            };
            if t.column > 0 {
                let _ = write!(message, ", column {}", t.column);
            }
            let _ = write!(message, ": {}", t.message);
            let (word, count, feature) = t.problem.values();
            let kind = ErrorKind::TileNotation(Box::new(TileNotation {
                problem: t.problem.word(),
                tile: t.tile.as_deref().map(|id| excerpt(id).into_owned()),
                column: (t.column > 0).then_some(t.column),
                word,
                count,
                feature: feature.map(FeatureKind::word),
            }));
            kerr(at, message, kind)
        }
        CatalogueError::DuplicateId(id) => {
            let id = excerpt(&id).into_owned();
            let message = CatalogueError::DuplicateId(id.clone()).to_string();
            let kind = ErrorKind::TileNotation(Box::new(TileNotation {
                problem: TileProblem::DuplicateId.word(),
                tile: Some(id),
                column: None,
                word: None,
                count: None,
                feature: None,
            }));
            kerr(at, message, kind)
        }
        // more than 250 kinds, or an unknown set: never from a scenario's 60 lines
        other => kerr(at, other.to_string(), ErrorKind::Other),
    }
}

/// What kind of error a placement problem (B1) of a board tile is.
fn placement_kind(problem: &PlacementProblem, tile: &str) -> ErrorKind {
    let reason = match problem {
        PlacementProblem::Occupied(_) => "occupied",
        PlacementProblem::SideMismatch { .. } => "side-mismatch",
        PlacementProblem::NotTouching(_) => "not-touching",
        PlacementProblem::OffBoard(_) => "off-board",
        _ => return ErrorKind::Other,
    };
    ErrorKind::IllegalPlacement {
        reason: reason.into(),
        tile: tile.into(),
    }
}

fn too_many(at: &str, max: usize) -> PositionError {
    kerr(
        at,
        format!("at most {max} tiles"),
        ErrorKind::TooMany {
            what: at.into(),
            max,
        },
    )
}

/// The limit of docs/FORMATS.md on a text (title, description, caption, a step's `error`) at
/// `at`: at most [`MAX_TEXT`] bytes.
pub(crate) fn check_length(at: &str, text: &str) -> Result<(), PositionError> {
    if text.len() > MAX_TEXT {
        return Err(too_long(at.to_string(), text));
    }
    Ok(())
}

/// A scenario's text at `at` holds no invisible control character, which a page would draw as
/// a box or not at all: a tab and a line break may stay ([`ErrorKind::TextControl`]). Checked
/// of a scenario file, not of the scenario a saved game started from (a kept game never stops
/// opening: [`crate::Scenario::start`]).
pub(crate) fn check_controls(at: &str, text: &str) -> Result<(), PositionError> {
    let control = |c: char| c.is_control() && !matches!(c, '\t' | '\n' | '\r');
    match text.chars().find(|&c| control(c)) {
        Some(c) => {
            let code = format!("U+{:04X}", u32::from(c));
            Err(kerr(
                at,
                format!("the text holds an invisible control character, {code}"),
                ErrorKind::TextControl { code },
            ))
        }
        None => Ok(()),
    }
}

/// The error for a text (title, description, caption) over [`MAX_TEXT`] bytes.
pub(crate) fn too_long(at: String, text: &str) -> PositionError {
    kerr(
        at,
        format!(
            "{} bytes of text; texts are limited to {MAX_TEXT} bytes",
            text.len()
        ),
        ErrorKind::TextTooLong {
            bytes: text.len(),
            max: MAX_TEXT,
        },
    )
}

fn coord(at: &str, x: i64, y: i64) -> Result<Pos, PositionError> {
    let lim = MAX_COORD as i64;
    if x.abs() > lim || y.abs() > lim {
        let refusal = play_error(
            PlayErrorKind::OffBoard,
            format!("({x},{y}) is off the board (at most ±{lim})"),
            Refusal::Cell { x, y },
        );
        return Err(refused(at.into(), refusal));
    }
    Ok(Pos::new(x as i16, y as i16))
}

fn default_players() -> Vec<PlayerSetup> {
    Setup::default().players
}

fn default_sets() -> Vec<String> {
    Setup::default().sets
}

impl FromJson for BoardTile {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        let f = node.fields(&["tile", "x", "y", "rotation"])?;
        Ok(BoardTile {
            tile: f.req("tile")?,
            x: f.req("x")?,
            y: f.req("y")?,
            rotation: f.or_default("rotation")?,
        })
    }
}

impl FromJson for MeepleSpec {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        let f = node.fields(&["player", "x", "y", "feature", "guard", "ghosts"])?;
        Ok(MeepleSpec {
            player: f.req("player")?,
            x: f.req("x")?,
            y: f.req("y")?,
            feature: f.req("feature")?,
            guard: f.or_default("guard")?,
            ghosts: f.or_default("ghosts")?,
        })
    }
}

impl FromJson for CircleSpec {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        let f = node.fields(&["x", "y", "feature", "ghosts"])?;
        Ok(CircleSpec {
            x: f.req("x")?,
            y: f.req("y")?,
            feature: f.req("feature")?,
            ghosts: f.req("ghosts")?,
        })
    }
}
