//! The raw description of a new game ([`Setup`]: players, sets, seed, variants) and its check
//! ([`Setup::check`], [`SetupError`]). [`crate::game::Game::new`] builds a game from it.

use std::sync::Arc;

use serde::Serialize;

use crate::catalogue::{Catalogue, CatalogueError};
use crate::json::{FromJson, Node, PathError, Value};
use crate::mist::Variants;
use crate::state::MAX_PLAYERS;

/// Longest player name.
pub const MAX_NAME_LEN: usize = 40;
/// Largest seed: seeds travel through JSON and JavaScript numbers, exact up to 2^53 − 1.
pub const MAX_SEED: u64 = (1 << 53) - 1;

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
}

pub(crate) fn is_default<T: Default + PartialEq>(v: &T) -> bool {
    *v == T::default()
}

fn default_players() -> Vec<PlayerSetup> {
    vec!["Red".into(), "Blue".into()]
}

fn default_sets() -> Vec<String> {
    vec!["base".into()]
}

impl Default for Setup {
    fn default() -> Self {
        Setup {
            players: default_players(),
            sets: default_sets(),
            seed: 0,
            variants: Variants::default(),
        }
    }
}

/// Why a setup (or the setup part of a scenario) is not a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Fewer than 2 or more than 6 players.
    PlayerCount(usize),
    /// A player name that is empty, too long or used twice.
    PlayerName(String),
    /// The tile sets are wrong.
    Sets(String),
    /// The seed does not fit.
    Seed(u64),
    /// The tile data could not be read.
    Catalogue(CatalogueError),
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SetupError::PlayerCount(n) => {
                write!(f, "a game has 2 to {MAX_PLAYERS} players, not {n}")
            }
            SetupError::PlayerName(m) => write!(f, "{m}"),
            SetupError::Sets(m) => write!(f, "{m}"),
            SetupError::Seed(s) => write!(f, "seed {s} is larger than 2^53 − 1 ({MAX_SEED})"),
            SetupError::Catalogue(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for SetupError {}

impl Setup {
    /// Checks the players, sets and seed, and builds the catalogue of the sets.
    ///
    /// # Errors
    /// The first thing that is wrong.
    pub fn check(&self) -> Result<Arc<Catalogue>, SetupError> {
        let n = self.players.len();
        if !(2..=MAX_PLAYERS).contains(&n) {
            return Err(SetupError::PlayerCount(n));
        }
        let mut keys: Vec<String> = Vec::new();
        for (i, p) in self.players.iter().enumerate() {
            let len = p.name.chars().count();
            if len == 0 || len > MAX_NAME_LEN {
                return Err(SetupError::PlayerName(format!(
                    "player {} needs a name of 1 to {MAX_NAME_LEN} characters",
                    i + 1
                )));
            }
            if let Some(problem) = crate::names::name_problem(&p.name) {
                return Err(SetupError::PlayerName(format!(
                    "the name of player {} {problem}",
                    i + 1
                )));
            }
            let key = crate::names::name_key(&p.name);
            if let Some(j) = keys.iter().position(|k| *k == key) {
                let first = &self.players[j].name;
                return Err(SetupError::PlayerName(if *first == p.name {
                    format!("two players are called `{}`", crate::names::shown(first))
                } else {
                    format!(
                        "two players are called `{}` and `{}`: names must differ by more than case, spaces or invisible characters",
                        crate::names::shown(first),
                        crate::names::shown(&p.name)
                    )
                }));
            }
            keys.push(key);
            if let Some(c) = &p.colour {
                if c.len() > MAX_NAME_LEN || !crate::names::colour_ok(c) {
                    return Err(SetupError::PlayerName(format!(
                        "the colour of {} should be a CSS colour: #rgb, #rrggbb (#rgba, #rrggbbaa), a colour name like red, or rgb(), rgba(), hsl(), hsla() with numbers",
                        p.name
                    )));
                }
            }
        }
        if self.seed > MAX_SEED {
            return Err(SetupError::Seed(self.seed));
        }
        if !self.sets.iter().any(|s| s == "base") {
            return Err(SetupError::Sets(
                "the tile sets must include `base` (the base game)".into(),
            ));
        }
        if self.sets.iter().any(|s| s == "sc") && !self.sets.iter().any(|s| s == "gcc") {
            return Err(SetupError::Sets(
                "The Spell Circles (`sc`) is played with Exp. 11 (`gcc`): add `gcc` to the sets"
                    .into(),
            ));
        }
        Catalogue::builtin(&self.sets).map_err(SetupError::Catalogue)
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
pub(crate) const SETUP_FIELDS: &[&str] = &["players", "sets", "seed", "variants"];

impl FromJson for Setup {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        let f = node.fields(SETUP_FIELDS)?;
        Ok(Setup {
            players: f.opt("players")?.unwrap_or_else(default_players),
            sets: f.opt("sets")?.unwrap_or_else(default_sets),
            seed: f.or_default("seed")?,
            variants: f.or_default("variants")?,
        })
    }
}
