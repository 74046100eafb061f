//! # carcassonne-mist
//!
//! A rules engine for Carcassonne (3rd edition base game) with the mist of
//! *Exp. 11 – Ghosts, Castles & Cemeteries* and *The Spell Circles*. Rule ids (B1, M4, S2…)
//! refer to the project's rulebook, `docs/RULES.md`.
//!
//! ```
//! use carcassonne_mist::{Action, Game, Setup};
//!
//! let mut game = Game::new(&Setup { seed: 7, ..Setup::default() }).unwrap();
//! while let Some(&action) = game.legal_actions().first() {
//!     game.play(action).unwrap();
//! }
//! assert_eq!(game.phase(), carcassonne_mist::Phase::GameOver);
//! game.undo();
//! assert!(!game.legal_actions().is_empty());
//! ```
#![deny(missing_docs)]
// Outside input gets typed errors, never a panic: no unwrap()/expect( outside the tests
// (clippy.toml lets the tests use them; `make lint` runs clippy with -D warnings).
#![warn(clippy::unwrap_used, clippy::expect_used)]

pub mod ai;
mod board;
mod catalogue;
mod features;
mod game;
mod ghosts;
mod history;
mod ids;
mod json;
pub mod link;
mod look;
mod mist;
mod names;
mod notation;
pub mod outcome;
mod position;
pub mod puzzles;
mod refusal;
pub mod rng;
pub mod scenario;
mod scoring;
mod setup;
mod sort;
mod state;
pub mod tile;
pub mod view;

#[cfg(target_arch = "wasm32")]
pub mod wasm;

pub use board::{Board, PlacedTile, Placement, Pos, MAX_COORD};
pub use catalogue::{
    builtin_set_names, Catalogue, CatalogueError, Oriented, TILE_DATA, TILE_DATA_MIN,
};
pub use features::SetSummary;
pub use game::{
    Action, ActionSpec, FeatureFacts, Game, Meeple, Origin, Phase, PlacementProblem, PlayError,
    PlayErrorKind, Player, PlayerSetup, Refusal, ScoreEvent, SetsProblem, Setup, SetupError,
    SpotSpec, SupplyWord, Tried, DEFAULT_PLAYERS, MAX_NAME_LEN, MAX_PLAYERS, MAX_SEED, MIN_PLAYERS,
};
pub use history::Played;
pub use ids::{ByNode, ByPlayer, FeatureIx, KindId, NodeId, PlayerId, TileIx};
pub use json::{
    ErrorKind, Expected, PathError, PlayerName, SyntaxError, TileNotation, MAX_CONTAINERS,
    MAX_DEPTH, MAX_KEYS,
};
pub use mist::{
    BankState, CircleDraw, FreshCircles, GenericGhostCount, GhostNote, GhostRule, GhostSpot,
    LimitBonus, LimitByPlainTile, OpponentNoTarget, Variants, GHOSTS,
};
pub use names::NameProblem;
pub use outcome::{
    BankShape, BankView, CircleView, CompletionView, ObligationView, Preview, SpotRef, SpotView,
};
pub use position::{LangText, Position, PositionError, TEXT_LANGS};
pub use scenario::{Scenario, ScenarioError, StepAction};
pub use scoring::ScoreCategory;
pub use tile::{FeatureKind, Rotation, RotationError, Side, Terrain, TileKind};
