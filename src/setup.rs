//! The raw description of a new game ([`Setup`]: players, sets, seed, variants) and its check
//! ([`Setup::check`], [`SetupError`]). [`crate::game::Game::new`] builds a game from it.

use std::sync::Arc;

use serde::Serialize;

use crate::catalogue::{Catalogue, CatalogueError, TILE_DATA, TILE_DATA_MIN};
use crate::json::{ErrorKind, FromJson, Node, PathError, Value};
use crate::mist::Variants;
use crate::names::{shown, NameProblem};
use crate::state::MAX_PLAYERS;

/// Fewest players.
pub const MIN_PLAYERS: usize = 2;
/// The players of a setup that names none.
pub const DEFAULT_PLAYERS: &[&str] = &["Red", "Blue"];
/// The tile sets of a setup (or a scenario) that names none: the base game.
pub const DEFAULT_SETS: &[&str] = &["base"];
/// Longest player name.
pub const MAX_NAME_LEN: usize = 40;
/// Largest seed: seeds travel through JSON and JavaScript numbers, exact up to 2^53 − 1.
pub const MAX_SEED: u64 = (1 << 53) - 1;

/// A tile set that is played only with another (a setup with `set` and without `needs` is
/// refused: `SetsProblem::ScWithoutGcc`).
#[derive(Clone, Copy, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct SetNeed {
    /// The set.
    pub set: &'static str,
    /// The set it is played with.
    pub needs: &'static str,
}

/// The sets played only with another: The Spell Circles with Exp. 11.
pub const SET_NEEDS: [SetNeed; 1] = [SetNeed {
    set: "sc",
    needs: "gcc",
}];

/// A player of a [`Setup`]: a name and, for the page, a colour.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayerSetup {
    /// The name shown for the player.
    pub name: String,
    /// A CSS colour for the page (`#d33`, `red`); the page picks one when absent.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub colour: Option<String>,
}

impl From<&str> for PlayerSetup {
    fn from(name: &str) -> Self {
        PlayerSetup {
            name: name.to_string(),
            colour: None,
        }
    }
}

/// The raw description of a new game. Every field may be wrong; [`crate::game::Game::new`] checks it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Setup {
    /// 2–6 players in turn order (a name, or `{"name": …, "colour": …}`).
    pub players: Vec<PlayerSetup>,
    /// Tile sets: `base` (required), later `gcc` and `sc`.
    pub sets: Vec<String>,
    /// Seed of the tile shuffle, 0 to 2^53 − 1. Equal setups give equal games.
    pub seed: u64,
    /// The rule variants V1–V6 (each defaults to the rulebook's reading).
    #[serde(skip_serializing_if = "is_default")]
    pub variants: Variants,
    /// The version of the built-in tile data the game plays with ([`TILE_DATA_MIN`] to
    /// [`TILE_DATA`]; docs/FORMATS.md). A new game takes the newest; a saved game without
    /// it was written with version 1 and keeps playing with version 1's tiles. Written only
    /// when it is not 1, so a game of version 1 is saved as it always was.
    #[serde(skip_serializing_if = "is_old_tile_data")]
    pub tile_data: u8,
}

/// Whether `v` is tile data version 1, the one a file without `tile_data` means.
pub(crate) fn is_old_tile_data(v: &u8) -> bool {
    *v == 1
}

pub(crate) fn is_default<T: Default + PartialEq>(v: &T) -> bool {
    *v == T::default()
}

fn default_players() -> Vec<PlayerSetup> {
    DEFAULT_PLAYERS.iter().map(|&n| n.into()).collect()
}

fn default_sets() -> Vec<String> {
    DEFAULT_SETS.iter().map(|&s| s.into()).collect()
}

impl Default for Setup {
    fn default() -> Self {
        Setup {
            players: default_players(),
            sets: default_sets(),
            seed: 0,
            variants: Variants::default(),
            tile_data: TILE_DATA,
        }
    }
}

/// Why a setup (or the setup part of a scenario) is not a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Fewer than 2 or more than 6 players.
    PlayerCount(usize),
    /// A player's name (or colour) that is empty, too long, used twice….
    PlayerName {
        /// The player's place in `players`, from 0.
        player: usize,
        /// What is wrong.
        problem: NameProblem,
        /// The name as shown in the words (invisible characters written `\u{…}`; `None` when
        /// the name itself is what is wrong: its length, a control or direction character,
        /// blank).
        name: Option<String>,
        /// The other player's name, as shown, for [`NameProblem::Same`] and
        /// [`NameProblem::LookAlike`] (else `None`).
        other: Option<String>,
    },
    /// The tile sets are wrong.
    Sets(SetsProblem),
    /// The seed does not fit.
    Seed(u64),
    /// A tile data version this program does not have.
    TileData(u8),
    /// The tile data could not be read.
    Catalogue(CatalogueError),
}

/// What is wrong with a setup's tile sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetsProblem {
    /// `base` is not among them.
    NoBase,
    /// The Spell Circles (`sc`) without Exp. 11 (`gcc`).
    ScWithoutGcc,
    /// No set has a start tile (never with `base`, which has one).
    NoStartTile,
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SetupError::PlayerCount(n) => {
                write!(f, "a game has 2 to {MAX_PLAYERS} players, not {n}")
            }
            SetupError::PlayerName {
                player,
                problem,
                name,
                other,
            } => {
                let number = player + 1;
                // (the sentences that name a player have the names: see `Setup::check`)
                let name = name.as_deref().unwrap_or_default();
                let other = other.as_deref().unwrap_or_default();
                match problem {
                    NameProblem::Length => write!(
                        f,
                        "player {number} needs a name of 1 to {MAX_NAME_LEN} characters (an emoji may count as several)"
                    ),
                    NameProblem::Same => write!(f, "two players are called `{other}`"),
                    NameProblem::LookAlike => write!(
                        f,
                        "two players are called `{other}` and `{name}`: names must differ by more than case, spaces or invisible characters"
                    ),
                    NameProblem::Colour => write!(
                        f,
                        "the colour of {name} should be a CSS colour: #rgb, #rrggbb (#rgba, #rrggbbaa), a colour name like red, or rgb(), rgba(), hsl(), hsla() with numbers"
                    ),
                    p => write!(f, "the name of player {number} {}", p.english()),
                }
            }
            SetupError::Sets(SetsProblem::NoBase) => {
                f.write_str("the tile sets must include `base` (the base game)")
            }
            SetupError::Sets(SetsProblem::ScWithoutGcc) => f.write_str(
                "The Spell Circles (`sc`) is played with Exp. 11 (`gcc`): add `gcc` to the sets",
            ),
            SetupError::Sets(SetsProblem::NoStartTile) => {
                f.write_str("the tile sets have no start tile")
            }
            SetupError::Seed(s) => write!(f, "seed {s} is larger than 2^53 − 1 ({MAX_SEED})"),
            SetupError::TileData(v) => write!(
                f,
                "tile data version {v} is not one this program has ({TILE_DATA_MIN} to {TILE_DATA}): a game of a newer version needs a newer carcassonne-mist"
            ),
            SetupError::Catalogue(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for SetupError {}

impl SetupError {
    /// The field of the setup it is about: `players`, `players[1]`, `players[1].colour`,
    /// `sets` or `seed` ("" when no field is at fault).
    pub fn path(&self) -> String {
        match self {
            SetupError::PlayerCount(_) => "players".into(),
            SetupError::PlayerName {
                player,
                problem: NameProblem::Colour,
                ..
            } => format!("players[{player}].colour"),
            SetupError::PlayerName { player, .. } => format!("players[{player}]"),
            SetupError::Sets(_) | SetupError::Catalogue(CatalogueError::UnknownSet(_)) => {
                "sets".into()
            }
            SetupError::Seed(_) => "seed".into(),
            SetupError::TileData(_) => "tile_data".into(),
            SetupError::Catalogue(_) => String::new(),
        }
    }

    /// Its kind and values, for wording it in another language. `Other` only for a built-in
    /// tile file that does not read, which no setup can cause.
    pub fn kind(&self) -> ErrorKind {
        match self {
            SetupError::PlayerCount(n) => ErrorKind::PlayerCount {
                count: *n,
                min: 2,
                max: MAX_PLAYERS,
            },
            SetupError::PlayerName {
                player,
                problem,
                name,
                other,
            } => ErrorKind::PlayerName(Box::new(crate::json::PlayerName {
                problem: problem.word(),
                player: player + 1,
                name: name.clone(),
                other: other.clone(),
                max: MAX_NAME_LEN,
            })),
            SetupError::Sets(SetsProblem::NoBase) => ErrorKind::NeedsSet {
                what: "game",
                set: "base",
            },
            SetupError::Sets(SetsProblem::ScWithoutGcc) => ErrorKind::NeedsSet {
                what: "sc",
                set: "gcc",
            },
            SetupError::Seed(s) => ErrorKind::OutOfRange {
                value: i64::try_from(*s).unwrap_or(i64::MAX),
                min: Some(0),
                max: Some(MAX_SEED as i64),
            },
            SetupError::TileData(v) => ErrorKind::OutOfRange {
                value: i64::from(*v),
                min: Some(i64::from(TILE_DATA_MIN)),
                max: Some(i64::from(TILE_DATA)),
            },
            SetupError::Catalogue(CatalogueError::UnknownSet(set)) => ErrorKind::UnknownWord {
                value: set.clone(),
                expected: crate::catalogue::builtin_set_names()
                    .into_iter()
                    .map(String::from)
                    .collect(),
            },
            SetupError::Sets(SetsProblem::NoStartTile) | SetupError::Catalogue(_) => {
                ErrorKind::Other
            }
        }
    }
}

impl Setup {
    /// Checks the players, sets and seed, and builds the catalogue of the sets.
    ///
    /// # Errors
    /// The first thing that is wrong.
    pub fn check(&self) -> Result<Arc<Catalogue>, SetupError> {
        let n = self.players.len();
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&n) {
            return Err(SetupError::PlayerCount(n));
        }
        let mut keys: Vec<String> = Vec::new();
        for (i, p) in self.players.iter().enumerate() {
            let len = p.name.chars().count();
            let bad = |problem, other: Option<&str>| SetupError::PlayerName {
                player: i,
                problem,
                name: Some(shown(&p.name)),
                other: other.map(shown),
            };
            if len == 0 || len > MAX_NAME_LEN {
                return Err(SetupError::PlayerName {
                    player: i,
                    problem: NameProblem::Length,
                    name: None,
                    other: None,
                });
            }
            if let Some(problem) = crate::names::name_problem(&p.name) {
                // (the name itself is not shown: it would break or turn the words around it)
                return Err(SetupError::PlayerName {
                    player: i,
                    problem,
                    name: None,
                    other: None,
                });
            }
            let key = crate::names::name_key(&p.name);
            if let Some(j) = keys.iter().position(|k| *k == key) {
                let first = &self.players[j].name;
                return Err(if *first == p.name {
                    bad(NameProblem::Same, Some(first))
                } else {
                    bad(NameProblem::LookAlike, Some(first))
                });
            }
            keys.push(key);
            if let Some(c) = &p.colour {
                if c.len() > MAX_NAME_LEN || !crate::names::colour_ok(c) {
                    return Err(bad(NameProblem::Colour, None));
                }
            }
        }
        if self.seed > MAX_SEED {
            return Err(SetupError::Seed(self.seed));
        }
        if !(TILE_DATA_MIN..=TILE_DATA).contains(&self.tile_data) {
            return Err(SetupError::TileData(self.tile_data));
        }
        if !self.sets.iter().any(|s| s == "base") {
            return Err(SetupError::Sets(SetsProblem::NoBase));
        }
        for need in SET_NEEDS {
            if self.sets.iter().any(|s| s == need.set) && !self.sets.iter().any(|s| s == need.needs)
            {
                return Err(SetupError::Sets(SetsProblem::ScWithoutGcc));
            }
        }
        Catalogue::builtin_data(&self.sets, self.tile_data).map_err(SetupError::Catalogue)
    }
}

impl FromJson for PlayerSetup {
    /// A name, or `{"name": …, "colour": …}` (other keys are ignored, as they always were).
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        if let Value::String(name) = node.value() {
            return Ok(PlayerSetup {
                name: name.clone(),
                colour: None,
            });
        }
        let f = node
            .object()
            .map_err(|_| node.wrong_type(crate::json::Expected::Player))?;
        Ok(PlayerSetup {
            name: f.req("name")?,
            colour: f.opt("colour")?,
        })
    }
}

/// The keys of a [`Setup`].
pub(crate) const SETUP_FIELDS: &[&str] = &["players", "sets", "seed", "variants", "tile_data"];

impl Setup {
    /// Reads a setup whose `tile_data`, when absent, is `absent`: the newest for a new game,
    /// 1 for a saved game (every file written before `tile_data` was).
    pub(crate) fn read(node: &Node<'_>, absent: u8) -> Result<Setup, PathError> {
        let f = node.fields(SETUP_FIELDS)?;
        Ok(Setup {
            players: f.opt("players")?.unwrap_or_else(default_players),
            sets: f.opt("sets")?.unwrap_or_else(default_sets),
            seed: f.or_default("seed")?,
            variants: f.or_default("variants")?,
            tile_data: f.opt("tile_data")?.unwrap_or(absent),
        })
    }
}

/// A new game's setup: without `tile_data` it plays with the newest tiles ([`TILE_DATA`]).
impl FromJson for Setup {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        Setup::read(node, TILE_DATA)
    }
}
