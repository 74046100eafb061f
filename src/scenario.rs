//! Scenarios and saved games: the JSON formats wiki editors write and players share.
//!
//! A *scenario* lays out a position by hand (tiles, meeples, scores, the tile in hand, the bag)
//! and may carry steps (actions with captions) and expectations, so that one file is at once a
//! demonstration for the page and a test for the engine. A *saved game* is a setup (or a
//! scenario) plus the actions played. Both are documented in `docs/FORMATS.md`; both carry a
//! `version` and change only in backward-compatible ways.

use std::collections::BTreeMap;
use std::sync::Arc;

use serde::Serialize;

use crate::board::{Pos, MAX_COORD};
use crate::catalogue::CatalogueError;
use crate::game::{ActionSpec, Game, PlayError, PlayerSetup, Setup};
use crate::json::{Fields, FromJson, Node, PathError, Value};
use crate::rng::SplitMix64;
use crate::state::{Phase, ScoreEvent, State};
use crate::tile::{FeatureKind, Rotation};

/// The `format` value of a scenario file.
pub const SCENARIO_FORMAT: &str = "carcassonne-mist/scenario";
/// The `format` value of a saved game.
pub const GAME_FORMAT: &str = "carcassonne-mist/game";
/// The newest version of both formats this program writes and reads.
pub const FORMAT_VERSION: u32 = 1;

/// Most tiles a scenario may lay on the board.
pub const MAX_BOARD_TILES: usize = 400;
/// Most tiles in a scenario's bag.
pub const MAX_BAG: usize = 400;
/// Most inline tile kinds in a scenario.
pub const MAX_INLINE_TILES: usize = 60;
/// Most steps in a scenario, and actions in a saved game.
pub const MAX_STEPS: usize = 2000;
/// Longest text (title, description, caption, tile line).
pub const MAX_TEXT: usize = 4000;
/// Largest score, either way, a scenario may start a player with (scoring then saturates, so
/// no count can overflow).
pub const MAX_SCORE: i32 = 1_000_000;

/// The rule ids of RULES.md, the words a scenario's `rules` may use.
pub const RULE_IDS: &[&str] = &[
    "B1", "B2", "B3", "B4", "B5", "B6", "B7", // base game
    "G1", "G2", "G3", "G4", "G5", "G6", "M1", "M2", "M3", "M4", "M5", "K1", "K2", // Exp. 11
    "S1", "S2", "S3", "S4", "S5", "S6", "S7", "S7a", "S8", "S9", // The Spell Circles
    "V1", "V2", "V3", "V4", "V5", "V6", // variants
];

/// A tile laid out on a scenario's board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(deny_unknown_fields)]
pub struct BoardTile {
    /// Tile id from the sets or from the scenario's own `tiles`.
    pub tile: String,
    /// Column.
    pub x: i64,
    /// Row (grows southwards).
    pub y: i64,
    /// Degrees clockwise: 0, 90, 180, 270.
    #[serde(default)]
    pub rotation: i64,
}

/// A meeple laid out on a scenario's board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(deny_unknown_fields)]
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
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub guard: bool,
    /// Ghosts on it (0–2; never on a guard).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub ghosts: u8,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// Ghosts in the spell circles of one mist area.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(deny_unknown_fields)]
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

/// The state of a mist bank (M2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum BankState {
    /// Some misty side still faces an empty cell, none faces a clear side.
    Open,
    /// A misty side faces a side without mist: it can never close.
    Limited,
    /// Every misty side faces a misty side.
    Closed,
}

/// Expected state of the mist bank of a mist area.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(deny_unknown_fields)]
pub struct BankExpect {
    /// Column of a tile of the bank.
    pub x: i64,
    /// Row.
    pub y: i64,
    /// The mist area's name on that tile.
    pub feature: String,
    /// Open, limited or closed.
    pub state: BankState,
    /// Tiles in the bank.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tiles: Option<u16>,
}

/// Expected facts about one ghost obligation (every field given must match).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(deny_unknown_fields)]
pub struct ObligationExpect {
    /// Rule id: S1, S2, M3, S3, S4, M4, S5.
    pub rule: String,
    /// Ghosts owed (for the queue: still owed; for a paid obligation: owed when it began).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub owed: Option<u8>,
    /// Ghosts that moved (paid obligations and previews).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub moved: Option<u8>,
    /// `own`, `others` or `circle`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
    /// `supply`, `circles` or `around`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from: Option<String>,
    /// Number of places the ghosts may come from (previews, and the head of the queue).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sources: Option<usize>,
    /// Number of eligible places the ghosts may go to (previews, and the head of the queue).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub targets: Option<usize>,
    /// Circle ghosts sent to the supply because nobody could take them (G4, V6 `to-supply`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to_supply: Option<u8>,
    /// Whether the player chooses which bank of the step goes first (S7).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub choose_order: Option<bool>,
    /// Whether the player chooses which circles give the ghosts (S7a).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub choose_circles: Option<bool>,
}

/// Expected outcome of a placement, as the page's preview would show it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(deny_unknown_fields)]
pub struct PreviewExpect {
    /// Column.
    pub x: i64,
    /// Row.
    pub y: i64,
    /// Degrees clockwise.
    #[serde(default)]
    pub rotation: i64,
    /// Banks continued.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub continued: Option<usize>,
    /// Banks limited.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limited: Option<usize>,
    /// Banks closed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub closed: Option<usize>,
    /// Rule ids that fire, in order.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<Vec<String>>,
    /// The obligations in order.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub obligations: Option<Vec<ObligationExpect>>,
    /// Features completed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub completed: Option<usize>,
}

/// A placement named in an expectation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(deny_unknown_fields)]
pub struct PlacementSpec {
    /// Column.
    pub x: i64,
    /// Row.
    pub y: i64,
    /// Degrees clockwise.
    #[serde(default)]
    pub rotation: i64,
}

/// Expected facts about a feature on the board.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(deny_unknown_fields)]
pub struct FeatureExpect {
    /// Column of a tile of the feature.
    pub x: i64,
    /// Row of that tile.
    pub y: i64,
    /// The feature's name on that tile.
    pub feature: String,
    /// Distinct tiles in the whole feature.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tiles: Option<u16>,
    /// Whether it is complete (no open side).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub complete: Option<bool>,
    /// Meeples on the whole feature.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub meeples: Option<u8>,
    /// Shields in the whole city.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shields: Option<u32>,
}

/// Expected facts about one scoring (every field given must match).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(deny_unknown_fields)]
pub struct EventExpect {
    /// `B4` or `B5`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
    /// Feature kind: city, road, field, monastery….
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<FeatureKind>,
    /// Points each scoring player got.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub points: Option<i32>,
    /// Names of the players who scored (empty: nobody had a meeple on it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub players: Option<Vec<String>>,
    /// Tiles in the feature.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tiles: Option<u16>,
    /// Completed cities touched (fields).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cities: Option<u16>,
}

/// What should be true at a point of a scenario. Every field is optional; each given one is
/// checked by [`Scenario::verify`].
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Expect {
    /// `place-tile`, `meeple` or `game-over`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phase: Option<Phase>,
    /// Name of the player whose turn it is.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub current: Option<String>,
    /// Id of the tile in hand (`""` for none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hand: Option<String>,
    /// Number of legal (cell, rotation) placements of the tile in hand.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub legal_placements: Option<usize>,
    /// Placements that must be legal.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub legal_placements_include: Vec<PlacementSpec>,
    /// Placements that must not be legal.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub legal_placements_exclude: Vec<PlacementSpec>,
    /// Number of legal actions.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub legal_actions: Option<usize>,
    /// Names of the features of the tile just placed a meeple may go on (any order).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub meeple_spots: Option<Vec<String>>,
    /// Points per player name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scores: Option<BTreeMap<String, i32>>,
    /// Meeples in each player's supply.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub meeples_left: Option<BTreeMap<String, u8>>,
    /// Number of meeples on the board.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub meeples_on_board: Option<usize>,
    /// Ids of the tiles put out of the game (B2), in order.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discarded: Option<Vec<String>>,
    /// Tiles left in the bag after the one in hand.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bag_left: Option<usize>,
    /// Facts about features on the board.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub features: Vec<FeatureExpect>,
    /// The scorings this step caused, in order (exactly this many).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub score_events: Option<Vec<EventExpect>>,
    /// Ghosts in the supply.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub supply: Option<u8>,
    /// Exactly these meeples on the board (player, place, guard, ghosts), any order.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub meeples: Option<Vec<MeepleSpec>>,
    /// Exactly these occupied circles, any order.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub circles: Option<Vec<CircleSpec>>,
    /// States of mist banks.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub banks: Vec<BankExpect>,
    /// The ghost obligations still owed, head first (exactly these).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub obligations: Option<Vec<ObligationExpect>>,
    /// How the last placement's obligations were paid, in order (exactly these).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ghosts_paid: Option<Vec<ObligationExpect>>,
    /// Guards in each player's supply.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guards_left: Option<BTreeMap<String, u8>>,
    /// Guards of each player's colour in the general guard supply (K2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guard_supply: Option<BTreeMap<String, u8>>,
    /// What placing the tile in hand somewhere would do.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub previews: Vec<PreviewExpect>,
}

/// What a scenario step does: play an action, or take the last one back or play it again.
///
/// ```json
/// {"type": "place-tile", "x": 1, "y": 0}
/// {"type": "undo"}
/// {"type": "redo"}
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum StepAction {
    /// An action, as in saved games.
    Play(ActionSpec),
    /// `{"type": "undo"}` or `{"type": "redo"}`.
    History {
        /// Undo or redo.
        #[serde(rename = "type")]
        kind: HistoryMove,
    },
}

/// Taking back the last action, or playing again the last one taken back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum HistoryMove {
    /// [`Game::undo`]: the player's last choice, with the forced ghost moves after it.
    Undo,
    /// [`Game::redo`].
    Redo,
}

impl StepAction {
    /// Plays the step on `game`.
    ///
    /// # Errors
    /// The action's [`PlayError`], or "nothing to undo/redo"; the game is then unchanged.
    pub fn play(&self, game: &mut Game) -> Result<(), PlayError> {
        let done = match self {
            StepAction::Play(spec) => return game.play_spec(spec).map(|_| ()),
            StepAction::History {
                kind: HistoryMove::Undo,
            } => game.undo().is_some().then_some(()).ok_or("nothing to undo"),
            StepAction::History {
                kind: HistoryMove::Redo,
            } => game.redo().is_some().then_some(()).ok_or("nothing to redo"),
        };
        done.map_err(|m| PlayError { message: m.into() })
    }
}

impl FromJson for StepAction {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        let kind = node.object()?.node("type").map(|t| t.value());
        let history = match kind {
            Some(crate::json::Value::String(w)) if w == "undo" => Some(HistoryMove::Undo),
            Some(crate::json::Value::String(w)) if w == "redo" => Some(HistoryMove::Redo),
            _ => None,
        };
        match history {
            Some(kind) => {
                node.fields(&["type"])?;
                Ok(StepAction::History { kind })
            }
            None => ActionSpec::from_json(node).map(StepAction::Play),
        }
    }
}

/// One step of a scenario: an action, a caption for the page, and what should follow.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    /// The action (or `undo` / `redo`).
    #[serde(rename = "do")]
    pub action: StepAction,
    /// What the page says about this step.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub caption: String,
    /// The action must be refused with a message containing this text (the game stays as it is).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// What should be true after the step (not read by the WebAssembly build: see
    /// [`expectations`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", serde(skip))]
    pub expect: Option<Expect>,
}

/// A position laid out by hand, with optional steps and expectations (format version 1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// Always [`SCENARIO_FORMAT`].
    pub format: String,
    /// Format version; this program reads 1.
    pub version: u32,
    /// A short title.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub title: String,
    /// Rule ids the scenario shows ("B4", "M3").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rules: Vec<String>,
    /// A longer explanation.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub description: String,
    /// Players in turn order.
    pub players: Vec<PlayerSetup>,
    /// Tile sets whose tiles may be named (and fill the bag when `bag` is absent).
    pub sets: Vec<String>,
    /// Seed of the shuffle when `bag` is absent.
    #[serde(default)]
    pub seed: u64,
    /// Rule variants V1–V6 in force.
    #[serde(default, skip_serializing_if = "crate::game::is_default")]
    pub variants: crate::mist::Variants,
    /// The scenario's own tile kinds, one notation line each (`ID: feature; …`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tiles: Vec<String>,
    /// Tiles on the board, laid in order: each after the first must touch an earlier one and
    /// match it (B1).
    pub board: Vec<BoardTile>,
    /// Meeples on the board, with their ghosts.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub meeples: Vec<MeepleSpec>,
    /// Ghosts in spell circles.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub circles: Vec<CircleSpec>,
    /// Ghosts in the supply (default: 15 minus those on meeples and in circles). With it, the
    /// ghosts must add up to 15 (G1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub supply: Option<u8>,
    /// Guards of each player's colour left in the general guard supply (default 3, K2).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub guard_supply: BTreeMap<String, u8>,
    /// Points so far per player name (missing: 0).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub scores: BTreeMap<String, i32>,
    /// Whose turn it is (default: the first player).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub current: Option<String>,
    /// The tile in hand (default: drawn from the bag).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hand: Option<String>,
    /// Tiles still to draw, in order. Absent: the rest of the sets, shuffled by `seed`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bag: Option<Vec<String>>,
    /// Expectations about the position as laid out (not read by the WebAssembly build: see
    /// [`expectations`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", serde(skip))]
    pub expect: Option<Expect>,
    /// Actions to step through, with captions and expectations.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub steps: Vec<Step>,
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

crate::json_words!(BankState {
    "open" => BankState::Open,
    "limited" => BankState::Limited,
    "closed" => BankState::Closed,
});

impl FromJson for BankExpect {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        let f = node.fields(&["x", "y", "feature", "state", "tiles"])?;
        Ok(BankExpect {
            x: f.req("x")?,
            y: f.req("y")?,
            feature: f.req("feature")?,
            state: f.req("state")?,
            tiles: f.opt("tiles")?,
        })
    }
}

impl FromJson for ObligationExpect {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        let f = node.fields(&[
            "rule",
            "owed",
            "moved",
            "to",
            "from",
            "sources",
            "targets",
            "to_supply",
            "choose_order",
            "choose_circles",
        ])?;
        Ok(ObligationExpect {
            rule: f.req("rule")?,
            owed: f.opt("owed")?,
            moved: f.opt("moved")?,
            to: f.opt("to")?,
            from: f.opt("from")?,
            sources: f.opt("sources")?,
            targets: f.opt("targets")?,
            to_supply: f.opt("to_supply")?,
            choose_order: f.opt("choose_order")?,
            choose_circles: f.opt("choose_circles")?,
        })
    }
}

impl FromJson for PreviewExpect {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        let f = node.fields(&[
            "x",
            "y",
            "rotation",
            "continued",
            "limited",
            "closed",
            "rules",
            "obligations",
            "completed",
        ])?;
        Ok(PreviewExpect {
            x: f.req("x")?,
            y: f.req("y")?,
            rotation: f.or_default("rotation")?,
            continued: f.opt("continued")?,
            limited: f.opt("limited")?,
            closed: f.opt("closed")?,
            rules: f.opt("rules")?,
            obligations: f.opt("obligations")?,
            completed: f.opt("completed")?,
        })
    }
}

impl FromJson for PlacementSpec {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        let f = node.fields(&["x", "y", "rotation"])?;
        Ok(PlacementSpec {
            x: f.req("x")?,
            y: f.req("y")?,
            rotation: f.or_default("rotation")?,
        })
    }
}

impl FromJson for FeatureExpect {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        let f = node.fields(&[
            "x", "y", "feature", "tiles", "complete", "meeples", "shields",
        ])?;
        Ok(FeatureExpect {
            x: f.req("x")?,
            y: f.req("y")?,
            feature: f.req("feature")?,
            tiles: f.opt("tiles")?,
            complete: f.opt("complete")?,
            meeples: f.opt("meeples")?,
            shields: f.opt("shields")?,
        })
    }
}

impl FromJson for EventExpect {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        let f = node.fields(&["rule", "kind", "points", "players", "tiles", "cities"])?;
        Ok(EventExpect {
            rule: f.opt("rule")?,
            kind: f.opt("kind")?,
            points: f.opt("points")?,
            players: f.opt("players")?,
            tiles: f.opt("tiles")?,
            cities: f.opt("cities")?,
        })
    }
}

impl FromJson for Expect {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        let f = node.fields(&[
            "phase",
            "current",
            "hand",
            "legal_placements",
            "legal_placements_include",
            "legal_placements_exclude",
            "legal_actions",
            "meeple_spots",
            "scores",
            "meeples_left",
            "meeples_on_board",
            "discarded",
            "bag_left",
            "features",
            "score_events",
            "supply",
            "meeples",
            "circles",
            "banks",
            "obligations",
            "ghosts_paid",
            "guards_left",
            "guard_supply",
            "previews",
        ])?;
        Ok(Expect {
            phase: f.opt("phase")?,
            current: f.opt("current")?,
            hand: f.opt("hand")?,
            legal_placements: f.opt("legal_placements")?,
            legal_placements_include: f.or_default("legal_placements_include")?,
            legal_placements_exclude: f.or_default("legal_placements_exclude")?,
            legal_actions: f.opt("legal_actions")?,
            meeple_spots: f.opt("meeple_spots")?,
            scores: f.opt("scores")?,
            meeples_left: f.opt("meeples_left")?,
            meeples_on_board: f.opt("meeples_on_board")?,
            discarded: f.opt("discarded")?,
            bag_left: f.opt("bag_left")?,
            features: f.or_default("features")?,
            score_events: f.opt("score_events")?,
            supply: f.opt("supply")?,
            meeples: f.opt("meeples")?,
            circles: f.opt("circles")?,
            banks: f.or_default("banks")?,
            obligations: f.opt("obligations")?,
            ghosts_paid: f.opt("ghosts_paid")?,
            guards_left: f.opt("guards_left")?,
            guard_supply: f.opt("guard_supply")?,
            previews: f.or_default("previews")?,
        })
    }
}

/// The `expect` of a scenario or step. Expectations are checked by the test runner
/// ([`Scenario::verify`]), never by the page, so the WebAssembly build accepts the key and
/// leaves it unread: the reader and writer of the `Expect` tree were a tenth of the module.
fn expectations(f: &Fields<'_>) -> Result<Option<Expect>, PathError> {
    if cfg!(target_arch = "wasm32") {
        Ok(None)
    } else {
        f.opt("expect")
    }
}

impl FromJson for Step {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        let f = node.fields(&["do", "caption", "error", "expect"])?;
        Ok(Step {
            action: f.req("do")?,
            caption: f.or_default("caption")?,
            error: f.opt("error")?,
            expect: expectations(&f)?,
        })
    }
}

impl FromJson for Scenario {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        let f = node.fields(&[
            "format",
            "version",
            "title",
            "rules",
            "description",
            "players",
            "sets",
            "seed",
            "variants",
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
            "expect",
            "steps",
        ])?;
        Ok(Scenario {
            format: f.req("format")?,
            version: f.req("version")?,
            title: f.or_default("title")?,
            rules: f.or_default("rules")?,
            description: f.or_default("description")?,
            players: f.opt("players")?.unwrap_or_else(default_players),
            sets: f.opt("sets")?.unwrap_or_else(default_sets),
            seed: f.or_default("seed")?,
            variants: f.or_default("variants")?,
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
            expect: expectations(&f)?,
            steps: f.or_default("steps")?,
        })
    }
}

impl FromJson for SavedGame {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        let f = node.fields(&["format", "version", "setup", "scenario", "actions"])?;
        Ok(SavedGame {
            format: f.req("format")?,
            version: f.req("version")?,
            setup: f.opt("setup")?,
            scenario: f.opt("scenario")?,
            actions: f.req("actions")?,
        })
    }
}

fn default_players() -> Vec<PlayerSetup> {
    Setup::default().players
}

fn default_sets() -> Vec<String> {
    Setup::default().sets
}

/// Why a scenario or saved game could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScenarioError {
    /// Where: a field path such as `board[3]` or `steps[2]`, or empty for the whole file.
    pub at: String,
    /// What is wrong.
    pub message: String,
}

impl std::fmt::Display for ScenarioError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.at.is_empty() {
            f.write_str(&self.message)
        } else {
            write!(f, "{}: {}", self.at, self.message)
        }
    }
}

impl std::error::Error for ScenarioError {}

fn serr(at: impl Into<String>, message: impl Into<String>) -> ScenarioError {
    ScenarioError {
        at: at.into(),
        message: message.into(),
    }
}

fn check_version(format: &str, version: u32, want: &str) -> Result<(), ScenarioError> {
    if format != want {
        // A scenario given for a saved game, or the other way round, says so.
        let (theirs, ours) = match format {
            SCENARIO_FORMAT => ("a scenario", "saved game"),
            GAME_FORMAT => ("a saved game", "scenario"),
            _ => return Err(serr("format", format!("is `{format}`, expected `{want}`"))),
        };
        return Err(serr(
            "format",
            format!("this file is {theirs} (`{format}`), not a {ours}: open it as {theirs}"),
        ));
    }
    check_version_number(i64::from(version))
}

fn check_version_number(version: i64) -> Result<(), ScenarioError> {
    if version > i64::from(FORMAT_VERSION) {
        return Err(serr(
            "version",
            format!(
                "version {version} is newer than this program, which reads version 1 to {FORMAT_VERSION}: use a newer carcassonne-mist"
            ),
        ));
    }
    if version < 1 {
        return Err(serr(
            "version",
            format!(
                "version {version} is not supported (this program reads 1 to {FORMAT_VERSION})"
            ),
        ));
    }
    Ok(())
}

/// Reads a scenario or saved game (`want` is its format): a file of the other format, or of a
/// newer version, is named as such before its fields are read (a newer version may have fields
/// this program does not know).
fn read_file<T: FromJson>(text: &str, what: &str, want: &str) -> Result<T, ScenarioError> {
    let value = parse_value(text, what)?;
    if let Value::Object(entries) = &value {
        let field = |key: &str| entries.iter().find(|(k, _)| k == key).map(|(_, v)| v);
        if let Some(Value::String(format)) = field("format") {
            check_version(format, FORMAT_VERSION, want)?;
        }
        if let Some(Value::Int(v)) = field("version") {
            check_version_number(*v)?;
        }
    }
    read_value(&value, what)
}

fn coord(at: &str, x: i64, y: i64) -> Result<Pos, ScenarioError> {
    let lim = MAX_COORD as i64;
    if x.abs() > lim || y.abs() > lim {
        return Err(serr(
            at,
            format!("({x},{y}) is off the board (at most ±{lim})"),
        ));
    }
    Ok(Pos::new(x as i16, y as i16))
}

/// Largest JSON text accepted (a scenario, a saved game, a setup or an action): 1 MiB.
pub const MAX_JSON: usize = 1 << 20;

/// Reads JSON text as a `T`, with errors that name the field (`board[3].rotation: …`).
///
/// # Errors
/// Text over [`MAX_JSON`] bytes, bad JSON (with line and column), or a field of the wrong
/// type or unknown (with its path).
pub fn parse_json<T: FromJson>(text: &str, what: &str) -> Result<T, ScenarioError> {
    read_value(&parse_value(text, what)?, what)
}

/// The JSON value of `text` (a byte-order mark before it is skipped).
fn parse_value(text: &str, what: &str) -> Result<Value, ScenarioError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.len() > MAX_JSON {
        return Err(serr(
            "",
            format!(
                "the {what} is {} bytes; at most {MAX_JSON} are read",
                text.len()
            ),
        ));
    }
    crate::json::parse(text).map_err(|e| {
        let message = if e.eof {
            format!("the {what} ends too early (truncated JSON?): {e}")
        } else {
            format!("the {what} is not valid JSON: {e}")
        };
        serr("", message)
    })
}

fn read_value<T: FromJson>(value: &Value, what: &str) -> Result<T, ScenarioError> {
    crate::json::read(value).map_err(|e| {
        let message = if e.path.is_empty() {
            format!("the {what} is not valid: {}", e.message)
        } else {
            e.message
        };
        ScenarioError {
            at: e.path,
            message,
        }
    })
}

impl Scenario {
    /// Reads a scenario from JSON text.
    ///
    /// # Errors
    /// Bad JSON, a wrong format or version, or fields of the wrong type.
    pub fn from_json(text: &str) -> Result<Scenario, ScenarioError> {
        let s: Scenario = read_file(text, "scenario", SCENARIO_FORMAT)?;
        check_version(&s.format, s.version, SCENARIO_FORMAT)?;
        Ok(s)
    }

    /// The scenario as pretty JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    fn player_index(&self, at: &str, name: &str) -> Result<u8, ScenarioError> {
        self.players
            .iter()
            .position(|p| p.name == name)
            .map(|i| i as u8)
            .ok_or_else(|| {
                let names: Vec<&str> = self.players.iter().map(|p| p.name.as_str()).collect();
                serr(
                    at,
                    format!(
                        "no player is called `{name}` (players: {})",
                        names.join(", ")
                    ),
                )
            })
    }

    /// The game at the scenario's position (before its steps).
    ///
    /// # Errors
    /// A [`ScenarioError`] with the field path and what is wrong: an unknown tile, tiles that
    /// do not match or overlap, a meeple on mist or on a missing feature, too many meeples, an
    /// unknown player….
    pub fn start(&self) -> Result<Game, ScenarioError> {
        check_version(&self.format, self.version, SCENARIO_FORMAT)?;
        let setup = Setup {
            players: self.players.clone(),
            sets: self.sets.clone(),
            seed: self.seed,
            variants: self.variants,
        };
        let mut cat = setup.check().map_err(|e| serr("", e.to_string()))?;
        self.check_limits()?;
        if self.tiles.len() > MAX_INLINE_TILES {
            return Err(serr(
                "tiles",
                format!("at most {MAX_INLINE_TILES} tile kinds"),
            ));
        }
        for (i, line) in self.tiles.iter().enumerate() {
            let at = format!("tiles[{i}]");
            if line.len() > MAX_TEXT {
                return Err(serr(at, "tile line too long"));
            }
            Arc::make_mut(&mut cat)
                .add_inline(line, &at)
                .map_err(|e| match e {
                    CatalogueError::Tile(t) => {
                        let tile = match &t.tile {
                            Some(id) => format!("tile {id}"),
                            None => "the line".into(),
                        };
                        let column = match t.column {
                            0 => String::new(),
                            c => format!(", column {c}"),
                        };
                        serr(at.clone(), format!("{tile}{column}: {}", t.message))
                    }
                    other => serr(at.clone(), other.to_string()),
                })?;
        }
        let kind_of = |at: &str, id: &str| {
            cat.index_of(id).ok_or_else(|| {
                serr(
                    at,
                    format!(
                        "unknown tile `{id}` (not in the sets {} nor in `tiles`)",
                        self.sets.join(", ")
                    ),
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
            return Err(serr("board", "the board needs at least one tile"));
        }
        if self.board.len() > MAX_BOARD_TILES {
            return Err(serr("board", format!("at most {MAX_BOARD_TILES} tiles")));
        }
        let mut used = vec![0u32; cat.len()];
        for (i, bt) in self.board.iter().enumerate() {
            let at = format!("board[{i}]");
            let kind = kind_of(&at, &bt.tile)?;
            let pos = coord(&at, bt.x, bt.y)?;
            let rot = Rotation::from_degrees(bt.rotation).map_err(|m| serr(&at, m))?;
            if i > 0 {
                st.hand = Some(kind);
                if let Some(problem) = st.placement_problem(pos, rot) {
                    return Err(serr(
                        at,
                        format!(
                            "{problem} (board tiles are laid in order, each next to an earlier one)"
                        ),
                    ));
                }
                st.hand = None;
            }
            st.lay_tile(kind, pos, rot);
            used[kind as usize] += 1;
        }
        // Features completed while laying out count as already scored.
        st.pending.clear();
        for n in 0..st.graph.len() as u16 {
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
                return Err(serr(at, format!("there is no tile at {pos}")));
            };
            let t = st.board.tiles()[ti];
            let def = cat.kind(t.kind);
            let Some(fi) = def.feature_index(&m.feature) else {
                let names: Vec<&str> = def.features.iter().map(|f| f.name.as_str()).collect();
                return Err(serr(
                    at,
                    format!(
                        "tile {} has no feature `{}` (it has {})",
                        def.id,
                        m.feature,
                        names.join(", ")
                    ),
                ));
            };
            if def.features[fi].kind == FeatureKind::Mist {
                let circles = if def.features[fi].circles > 0 {
                    " with spell circles: meeples never stand on mist nor on a spell circle"
                } else {
                    ": meeples never stand on mist"
                };
                return Err(serr(at, format!("{} is mist{circles} (B3, S8)", m.feature)));
            }
            let node = t.first_node + fi as u16;
            if st.meeple_on[node as usize].is_some() {
                return Err(serr(
                    at,
                    format!("{} at {pos} already has a meeple", m.feature),
                ));
            }
            let p = &st.players[player as usize];
            if (m.guard && p.guards == 0) || (!m.guard && p.meeples == 0) {
                return Err(serr(
                    at,
                    format!(
                        "{} has no {} left to place",
                        m.player,
                        if m.guard { "guard" } else { "meeple" }
                    ),
                ));
            }
            st.put_meeple(node, player, m.guard);
            if m.ghosts > 0 {
                if !gcc {
                    return Err(serr(at, "ghosts need Exp. 11: add \"gcc\" to the sets"));
                }
                if m.guard {
                    return Err(serr(at, "guards never carry ghosts (G1)"));
                }
                if m.ghosts > 2 {
                    return Err(serr(
                        at,
                        format!(
                            "{} ghosts on a meeple: a meeple carries at most 2 (the third sends it home, G3)",
                            m.ghosts
                        ),
                    ));
                }
                if let Some(mp) = st.meeple_on[node as usize].as_mut() {
                    mp.ghosts = m.ghosts;
                }
            }
        }
        let mut placed: u32 = self.meeples.iter().map(|m| m.ghosts as u32).sum();
        for (i, c) in self.circles.iter().enumerate() {
            let at = format!("circles[{i}]");
            if !gcc {
                return Err(serr(at, "ghosts need Exp. 11: add \"gcc\" to the sets"));
            }
            let pos = coord(&at, c.x, c.y)?;
            let Some(ti) = st.board.tile_at(pos) else {
                return Err(serr(at, format!("there is no tile at {pos}")));
            };
            let t = st.board.tiles()[ti];
            let def = cat.kind(t.kind);
            let fi = def.feature_index(&c.feature).ok_or_else(|| {
                serr(
                    &at,
                    format!("tile {} has no feature `{}`", def.id, c.feature),
                )
            })?;
            let f = &def.features[fi];
            if f.kind != FeatureKind::Mist || f.circles == 0 {
                return Err(serr(
                    at,
                    format!("{} of tile {} has no spell circle", c.feature, def.id),
                ));
            }
            let node = t.first_node + fi as u16;
            let now = st.circle_ghosts[node as usize] as u32 + c.ghosts as u32;
            if now > f.circles as u32 {
                return Err(serr(
                    at,
                    format!(
                        "{} ghosts in {} of tile {}, which has {} circle{} (one ghost each)",
                        now,
                        c.feature,
                        def.id,
                        f.circles,
                        if f.circles == 1 { "" } else { "s" }
                    ),
                ));
            }
            st.circle_ghosts[node as usize] = now as u8;
            placed += c.ghosts as u32;
        }
        if gcc {
            let supply = match self.supply {
                Some(s) => s as u32,
                None => (crate::mist::GHOSTS as u32).saturating_sub(placed),
            };
            if supply + placed != crate::mist::GHOSTS as u32 {
                return Err(serr(
                    "supply",
                    format!(
                        "the ghosts add up to {}: {supply} in the supply + {placed} on meeples and in circles; there are exactly 15 (G1)",
                        supply + placed
                    ),
                ));
            }
            st.ghost_supply = supply as u8;
        } else if self.supply.is_some_and(|s| s > 0) {
            return Err(serr(
                "supply",
                "ghosts need Exp. 11: add \"gcc\" to the sets",
            ));
        }
        for (name, &n) in &self.guard_supply {
            let p = self.player_index(&format!("guard_supply.{name}"), name)?;
            if !gcc || n > 3 {
                return Err(serr(
                    format!("guard_supply.{name}"),
                    "the general guard supply holds 0 to 3 guards per colour, with Exp. 11 (gcc)",
                ));
            }
            st.guard_supply[p as usize] = n;
        }
        for (name, &pts) in &self.scores {
            let at = format!("scores.{name}");
            let p = self.player_index(&at, name)?;
            if pts.unsigned_abs() > MAX_SCORE as u32 {
                return Err(serr(
                    at,
                    format!("{pts} points: a score is from -{MAX_SCORE} to {MAX_SCORE}"),
                ));
            }
            st.players[p as usize].score = pts;
        }
        if let Some(c) = &self.current {
            st.current = self.player_index("current", c)?;
        }
        // The bag: as given, or the rest of the sets shuffled by the seed.
        let mut bag: Vec<u8> = Vec::new();
        match &self.bag {
            Some(ids) => {
                if ids.len() > MAX_BAG {
                    return Err(serr("bag", format!("at most {MAX_BAG} tiles")));
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
                    let taken = used[k] + u32::from(hand == Some(k as u8));
                    let n = (def.count as u32).saturating_sub(taken);
                    bag.extend(std::iter::repeat_n(k as u8, n as usize));
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
        let mut game = Game::from_state(st, self.players.clone());
        game.set_origin(Origin::Scenario(Box::new(self.position_only())));
        Ok(game)
    }

    /// The limits of docs/FORMATS.md that the fields' types do not hold: texts (title,
    /// description, captions) of at most [`MAX_TEXT`] bytes, at most [`MAX_STEPS`] steps, rule
    /// ids of RULES.md only.
    fn check_limits(&self) -> Result<(), ScenarioError> {
        let long = |text: &str| text.len() > MAX_TEXT;
        let too_long = |at: String, text: &str| {
            serr(
                at,
                format!(
                    "{} bytes of text; texts are limited to {MAX_TEXT} bytes",
                    text.len()
                ),
            )
        };
        if long(&self.title) {
            return Err(too_long("title".into(), &self.title));
        }
        if long(&self.description) {
            return Err(too_long("description".into(), &self.description));
        }
        if self.steps.len() > MAX_STEPS {
            return Err(serr(
                "steps",
                format!("{} steps; at most {MAX_STEPS}", self.steps.len()),
            ));
        }
        for (i, step) in self.steps.iter().enumerate() {
            if long(&step.caption) {
                return Err(too_long(format!("steps[{i}].caption"), &step.caption));
            }
            if let Some(e) = step.error.as_deref().filter(|e| long(e)) {
                return Err(too_long(format!("steps[{i}].error"), e));
            }
        }
        for (i, id) in self.rules.iter().enumerate() {
            if !RULE_IDS.contains(&id.as_str()) {
                return Err(serr(
                    format!("rules[{i}]"),
                    format!(
                        "unknown rule id `{id}` (the ids of RULES.md: {})",
                        RULE_IDS.join(", ")
                    ),
                ));
            }
        }
        Ok(())
    }

    /// The scenario without its steps and expectations: what a saved game records as its start.
    pub fn position_only(&self) -> Scenario {
        Scenario {
            steps: Vec::new(),
            expect: None,
            ..self.clone()
        }
    }

    /// Plays the steps and checks every expectation. Returns every failure found, in words.
    ///
    /// # Errors
    /// The list of failed expectations (or the error that stopped the scenario from loading).
    pub fn verify(&self) -> Result<(), Vec<String>> {
        let mut game = self
            .start()
            .map_err(|e| vec![format!("cannot load: {e}")])?;
        let mut failures = Vec::new();
        if let Some(e) = &self.expect {
            check(&game, e, 0, "expect", &mut failures);
        }
        for (i, step) in self.steps.iter().enumerate() {
            let at = format!("steps[{i}]");
            let before_events = game.score_events().len();
            let before = game.fingerprint();
            match (step.action.play(&mut game), &step.error) {
                (Ok(_), Some(want)) => failures.push(format!(
                    "{at}: expected the error \"{want}\" but the action was played"
                )),
                (Err(e), None) => {
                    failures.push(format!("{at}: the action was refused: {e}"));
                    break;
                }
                (Err(e), Some(want)) => {
                    if !e.message.contains(want.as_str()) {
                        failures.push(format!(
                            "{at}: expected an error containing \"{want}\", got \"{e}\""
                        ));
                    }
                    if game.fingerprint() != before {
                        failures.push(format!("{at}: the refused action changed the game"));
                    }
                }
                (Ok(_), None) => {}
            }
            if let Some(e) = &step.expect {
                check(&game, e, before_events, &at, &mut failures);
            }
        }
        if failures.is_empty() {
            Ok(())
        } else {
            Err(failures)
        }
    }
}

/// Checks one [`Expect`] against the game; `events_from` is the first score event of the step.
fn check(game: &Game, e: &Expect, events_from: usize, at: &str, out: &mut Vec<String>) {
    let names: Vec<String> = game
        .player_setups()
        .iter()
        .map(|p| p.name.clone())
        .collect();
    let cat = game.catalogue();
    fn fail_in(out: &mut Vec<String>, at: &str, what: &str, want: String, got: String) {
        if want != got {
            out.push(format!("{at}: {what}: expected {want}, got {got}"));
        }
    }
    macro_rules! fail {
        ($what:expr, $want:expr, $got:expr $(,)?) => {
            fail_in(out, at, $what, $want, $got)
        };
    }
    if let Some(p) = e.phase {
        fail!("phase", format!("{p:?}"), format!("{:?}", game.phase()));
    }
    if let Some(c) = &e.current {
        fail!(
            "current player",
            c.clone(),
            names[game.current_player()].clone(),
        );
    }
    if let Some(h) = &e.hand {
        let got = game
            .hand()
            .map(|k| cat.kind(k).id.clone())
            .unwrap_or_default();
        fail!("tile in hand", h.clone(), got);
    }
    let placements = game.legal_placements();
    if let Some(n) = e.legal_placements {
        fail!(
            "legal placements",
            n.to_string(),
            placements.len().to_string(),
        );
    }
    // Legal as `play` sees it: every rotation that fits, also one listed under another
    // rotation giving the same oriented tile (B1).
    let has = |p: &PlacementSpec| {
        let spec = ActionSpec::PlaceTile {
            x: p.x,
            y: p.y,
            rotation: p.rotation,
        };
        game.action_from_spec(&spec).is_ok_and(|a| game.is_legal(a))
    };
    for p in &e.legal_placements_include {
        if !has(p) {
            fail!(
                "legal placement",
                format!("({},{}) {}° legal", p.x, p.y, p.rotation),
                "not legal".into(),
            );
        }
    }
    for p in &e.legal_placements_exclude {
        if has(p) {
            fail!(
                "placement",
                format!("({},{}) {}° not legal", p.x, p.y, p.rotation),
                "legal".into(),
            );
        }
    }
    if let Some(n) = e.legal_actions {
        fail!(
            "legal actions",
            n.to_string(),
            game.legal_actions().len().to_string(),
        );
    }
    if let Some(spots) = &e.meeple_spots {
        let mut want = spots.clone();
        want.sort();
        let mut got = game.meeple_spot_names();
        got.sort();
        fail!("meeple spots", format!("{want:?}"), format!("{got:?}"));
    }
    if let Some(scores) = &e.scores {
        for (name, &pts) in scores {
            match names.iter().position(|n| n == name) {
                Some(i) => fail!(
                    &format!("score of {name}"),
                    pts.to_string(),
                    game.scores()[i].to_string(),
                ),
                None => fail!("player", name.clone(), "no such player".into()),
            }
        }
    }
    if let Some(left) = &e.meeples_left {
        for (name, &n) in left {
            match names.iter().position(|x| x == name) {
                Some(i) => fail!(
                    &format!("meeples left of {name}"),
                    n.to_string(),
                    game.players()[i].meeples.to_string(),
                ),
                None => fail!("player", name.clone(), "no such player".into()),
            }
        }
    }
    if let Some(n) = e.meeples_on_board {
        fail!(
            "meeples on the board",
            n.to_string(),
            game.meeples().len().to_string(),
        );
    }
    if let Some(d) = &e.discarded {
        let got: Vec<String> = game
            .discarded()
            .iter()
            .map(|&k| cat.kind(k).id.clone())
            .collect();
        fail!("discarded tiles", format!("{d:?}"), format!("{got:?}"));
    }
    if let Some(n) = e.bag_left {
        fail!(
            "tiles left in the bag",
            n.to_string(),
            game.bag_len().to_string(),
        );
    }
    for f in &e.features {
        let what = format!("feature {} at ({},{})", f.feature, f.x, f.y);
        match game.feature_facts(f.x, f.y, &f.feature) {
            None => fail!(&what, "to exist".into(), "no such feature".into()),
            Some(facts) => {
                if let Some(t) = f.tiles {
                    fail!(
                        &format!("{what} tiles"),
                        t.to_string(),
                        facts.tiles.to_string(),
                    );
                }
                if let Some(c) = f.complete {
                    fail!(
                        &format!("{what} complete"),
                        c.to_string(),
                        facts.complete.to_string(),
                    );
                }
                if let Some(m) = f.meeples {
                    fail!(
                        &format!("{what} meeples"),
                        m.to_string(),
                        facts.meeples.to_string(),
                    );
                }
                if let Some(s) = f.shields {
                    fail!(
                        &format!("{what} shields"),
                        s.to_string(),
                        facts.shields.to_string(),
                    );
                }
            }
        }
    }
    if let Some(n) = e.supply {
        fail!(
            "ghosts in the supply",
            n.to_string(),
            game.ghost_supply().to_string()
        );
    }
    if let Some(want) = &e.meeples {
        let mut want: Vec<String> = want
            .iter()
            .map(|m| {
                format!(
                    "{}@({},{}).{}{} ghosts={}",
                    m.player,
                    m.x,
                    m.y,
                    m.feature,
                    if m.guard { " guard" } else { "" },
                    m.ghosts
                )
            })
            .collect();
        want.sort();
        let mut got: Vec<String> = game
            .meeples()
            .iter()
            .map(|(pos, fi, m)| {
                let t = game
                    .board()
                    .tile_at(*pos)
                    .map(|i| game.tiles()[i].kind)
                    .unwrap_or(0);
                let name = cat.kind(t).features[*fi as usize].name.clone();
                format!(
                    "{}@({},{}).{}{} ghosts={}",
                    names[m.player as usize],
                    pos.x,
                    pos.y,
                    name,
                    if m.guard { " guard" } else { "" },
                    m.ghosts
                )
            })
            .collect();
        got.sort();
        fail!(
            "meeples on the board",
            format!("{want:?}"),
            format!("{got:?}")
        );
    }
    if let Some(want) = &e.circles {
        let mut want: Vec<String> = want
            .iter()
            .filter(|c| c.ghosts > 0)
            .map(|c| format!("({},{}).{}={}", c.x, c.y, c.feature, c.ghosts))
            .collect();
        want.sort();
        let mut got: Vec<String> = game
            .circles()
            .iter()
            .filter(|c| c.ghosts > 0)
            .map(|c| format!("({},{}).{}={}", c.at.x, c.at.y, c.at.feature, c.ghosts))
            .collect();
        got.sort();
        fail!(
            "ghosts in spell circles",
            format!("{want:?}"),
            format!("{got:?}")
        );
    }
    for b in &e.banks {
        let what = format!("mist bank of {} at ({},{})", b.feature, b.x, b.y);
        let want = serde_json::to_string(&b.state)
            .unwrap_or_default()
            .replace('"', "");
        match game.bank_state(b.x, b.y, &b.feature) {
            Some(state) => fail!(&what, want, state.to_string()),
            None => fail!(&what, want, "no such mist area".into()),
        }
        if let (Some(t), Some(f)) = (b.tiles, game.feature_facts(b.x, b.y, &b.feature)) {
            fail!(&format!("{what} tiles"), t.to_string(), f.tiles.to_string());
        }
    }
    let check_obligations = |what: &str,
                             want: &[ObligationExpect],
                             got: &[crate::outcome::ObligationView],
                             out: &mut Vec<String>| {
        let got_rules: Vec<&str> = got.iter().map(|o| o.rule).collect();
        let want_rules: Vec<&str> = want.iter().map(|o| o.rule.as_str()).collect();
        if got_rules != want_rules {
            out.push(format!(
                "{at}: {what}: expected rules {want_rules:?}, got {got_rules:?} ({:?})",
                got.iter().map(|o| o.text.as_str()).collect::<Vec<_>>()
            ));
            return;
        }
        for (i, (w, g)) in want.iter().zip(got).enumerate() {
            let mut field = |name: &str, want: Option<String>, got: String| {
                if let Some(want) = want {
                    if want != got {
                        out.push(format!(
                            "{at}: {what}[{i}] ({}) {name}: expected {want}, got {got}",
                            g.rule
                        ));
                    }
                }
            };
            field("owed", w.owed.map(|n| n.to_string()), g.owed.to_string());
            field("moved", w.moved.map(|n| n.to_string()), g.moved.to_string());
            field("to", w.to.clone(), g.to.to_string());
            field("from", w.from.clone(), g.from.to_string());
            field(
                "sources",
                w.sources.map(|n| n.to_string()),
                g.sources.len().to_string(),
            );
            field(
                "targets",
                w.targets.map(|n| n.to_string()),
                g.targets.len().to_string(),
            );
            field(
                "to_supply",
                w.to_supply.map(|n| n.to_string()),
                g.to_supply.to_string(),
            );
            field(
                "choose_order",
                w.choose_order.map(|b| b.to_string()),
                g.choose_order.to_string(),
            );
            field(
                "choose_circles",
                w.choose_circles.map(|b| b.to_string()),
                g.choose_circles.to_string(),
            );
        }
    };
    if let Some(want) = &e.obligations {
        check_obligations("ghost obligations", want, &game.obligations(), out);
    }
    if let Some(want) = &e.ghosts_paid {
        check_obligations("ghosts paid", want, &game.ghosts_paid(), out);
    }
    if let Some(left) = &e.guards_left {
        for (name, &n) in left {
            match names.iter().position(|x| x == name) {
                Some(i) => {
                    let got = game.players()[i].guards;
                    if got != n {
                        out.push(format!(
                            "{at}: guards left of {name}: expected {n}, got {got}"
                        ));
                    }
                }
                None => out.push(format!("{at}: no player {name}")),
            }
        }
    }
    if let Some(gs) = &e.guard_supply {
        for (name, &n) in gs {
            match names.iter().position(|x| x == name) {
                Some(i) => {
                    let got = game.guard_supply()[i];
                    if got != n {
                        out.push(format!(
                            "{at}: general guard supply of {name}: expected {n}, got {got}"
                        ));
                    }
                }
                None => out.push(format!("{at}: no player {name}")),
            }
        }
    }
    for p in &e.previews {
        let what = format!("preview of ({},{}) {}°", p.x, p.y, p.rotation);
        let spec = ActionSpec::PlaceTile {
            x: p.x,
            y: p.y,
            rotation: p.rotation,
        };
        let pv = match game.action_from_spec(&spec) {
            Ok(crate::Action::PlaceTile(pl)) => game.preview(pl).map_err(|e| e.message),
            Ok(_) => Err("not a placement".into()),
            Err(e) => Err(e.message),
        };
        match pv {
            Err(m) => out.push(format!("{at}: {what}: {m}")),
            Ok(pv) => {
                let mut num = |name: &str, want: Option<usize>, got: usize| {
                    if let Some(w) = want {
                        if w != got {
                            out.push(format!("{at}: {what} {name}: expected {w}, got {got}"));
                        }
                    }
                };
                num("banks continued", p.continued, pv.continued.len());
                num("banks limited", p.limited, pv.limited.len());
                num("banks closed", p.closed, pv.closed.len());
                num("features completed", p.completed, pv.completed.len());
                if let Some(r) = &p.rules {
                    if r.iter().map(String::as_str).ne(pv.rules.iter().copied()) {
                        out.push(format!(
                            "{at}: {what} rules: expected {r:?}, got {:?}",
                            pv.rules
                        ));
                    }
                }
                if let Some(o) = &p.obligations {
                    check_obligations(&what, o, &pv.obligations, out);
                }
            }
        }
    }
    if let Some(evs) = &e.score_events {
        let got: &[ScoreEvent] = &game.score_events()[events_from.min(game.score_events().len())..];
        if got.len() != evs.len() {
            fail!(
                "number of scorings",
                evs.len().to_string(),
                format!("{} ({got:?})", got.len()),
            );
        }
        for (i, (w, g)) in evs.iter().zip(got).enumerate() {
            let what = format!("scoring {i}");
            if let Some(r) = &w.rule {
                fail!(&format!("{what} rule"), r.clone(), g.rule.to_string());
            }
            if let Some(k) = w.kind {
                fail!(
                    &format!("{what} kind"),
                    format!("{k:?}"),
                    format!("{:?}", g.kind),
                );
            }
            if let Some(p) = w.points {
                fail!(
                    &format!("{what} points"),
                    p.to_string(),
                    g.points.to_string(),
                );
            }
            if let Some(ps) = &w.players {
                let got: Vec<String> = g
                    .players
                    .iter()
                    .map(|&p| names[p as usize].clone())
                    .collect();
                fail!(
                    &format!("{what} players"),
                    format!("{ps:?}"),
                    format!("{got:?}"),
                );
            }
            if let Some(t) = w.tiles {
                fail!(&format!("{what} tiles"), t.to_string(), g.tiles.to_string());
            }
            if let Some(c) = w.cities {
                fail!(
                    &format!("{what} cities"),
                    c.to_string(),
                    g.cities.to_string(),
                );
            }
        }
    }
}

/// Where a game started: a setup, or a scenario's position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Origin {
    /// A new game.
    Setup(Setup),
    /// A scenario's position (without steps and expectations).
    Scenario(Box<Scenario>),
}

/// A saved game: where it started and the actions played (format version 1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(deny_unknown_fields)]
pub struct SavedGame {
    /// Always [`GAME_FORMAT`].
    pub format: String,
    /// Format version; this program reads 1.
    pub version: u32,
    /// A new game's setup (exactly one of `setup` and `scenario`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub setup: Option<Setup>,
    /// The scenario the game started from.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scenario: Option<Box<Scenario>>,
    /// The actions played, in order.
    pub actions: Vec<ActionSpec>,
}

impl SavedGame {
    /// Reads a saved game from JSON text.
    ///
    /// # Errors
    /// Bad JSON, a wrong format or version, or fields of the wrong type.
    pub fn from_json(text: &str) -> Result<SavedGame, ScenarioError> {
        let s: SavedGame = read_file(text, "saved game", GAME_FORMAT)?;
        check_version(&s.format, s.version, GAME_FORMAT)?;
        Ok(s)
    }

    /// The saved game as compact JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The game of a saved-game text: what the page opens from a file, a share link or its
    /// autosave (`GameHandle.load`), and what the `share_link` fuzz target feeds.
    ///
    /// # Errors
    /// See [`SavedGame::from_json`] and [`SavedGame::replay`].
    pub fn load(text: &str) -> Result<Game, ScenarioError> {
        SavedGame::from_json(text)?.replay()
    }

    /// Replays the saved game.
    ///
    /// # Errors
    /// A [`ScenarioError`] naming the action that is not legal (`actions[12]: …`) or what is
    /// wrong with the start.
    pub fn replay(&self) -> Result<Game, ScenarioError> {
        check_version(&self.format, self.version, GAME_FORMAT)?;
        let mut game = match (&self.setup, &self.scenario) {
            (Some(setup), None) => Game::new(setup).map_err(|e| serr("setup", e.to_string()))?,
            (None, Some(sc)) => sc.start().map_err(|e| ScenarioError {
                at: format!("scenario.{}", e.at),
                message: e.message,
            })?,
            _ => {
                return Err(serr(
                    "",
                    "a saved game has exactly one of `setup` and `scenario`",
                ))
            }
        };
        if self.actions.len() > MAX_STEPS * 2 {
            return Err(serr("actions", "too many actions"));
        }
        for (i, a) in self.actions.iter().enumerate() {
            game.play_spec(a)
                .map_err(|e: PlayError| serr(format!("actions[{i}]"), e.message))?;
        }
        Ok(game)
    }
}

impl Game {
    /// The game as a [`SavedGame`].
    pub fn save(&self) -> SavedGame {
        let (setup, scenario) = match self.origin() {
            Origin::Setup(s) => (Some(s.clone()), None),
            Origin::Scenario(s) => (None, Some(s.clone())),
        };
        SavedGame {
            format: GAME_FORMAT.into(),
            version: FORMAT_VERSION,
            setup,
            scenario,
            actions: self.log_specs(),
        }
    }
}
