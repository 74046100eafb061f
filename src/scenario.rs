//! Scenarios and saved games: the JSON formats wiki editors write and players share.
//!
//! A *scenario* lays out a position by hand (tiles, meeples, scores, the tile in hand, the bag)
//! and may carry steps (actions with captions) and expectations, so that one file is at once a
//! demonstration for the page and a test for the engine. A *saved game* is a setup (or a
//! scenario) plus the actions played. Both are documented in `docs/FORMATS.md`; both carry a
//! `version` and change only in backward-compatible ways.

use serde::Serialize;

use crate::game::{ActionSpec, Game, Origin, PlayError, PlayErrorKind, Setup};
use crate::json::{ErrorKind, FromJson, Node, PathError, Value};
use crate::position::{
    check_controls, check_length, kerr, refused, setup_error, LangText, PositionError,
    POSITION_FIELDS,
};
pub use crate::position::{
    BoardTile, CircleSpec, MeepleSpec, Position, MAX_BAG, MAX_BOARD_TILES, MAX_INLINE_TILES,
    MAX_SCORE, MAX_TEXT, RULE_IDS,
};

#[cfg(not(target_arch = "wasm32"))]
mod expect;
pub mod goal;
#[cfg(not(target_arch = "wasm32"))]
use expect::expectations;
#[cfg(not(target_arch = "wasm32"))]
pub use expect::{
    BankExpect, EventExpect, Expect, FeatureExpect, ObligationExpect, PlacementSpec, PreviewExpect,
    RefusedExpect,
};
pub use goal::Goal;

/// The `format` value of a scenario file.
pub const SCENARIO_FORMAT: &str = "carcassonne-mist/scenario";
/// The `format` value of a saved game.
pub const GAME_FORMAT: &str = "carcassonne-mist/game";
/// The newest version of both formats this program writes and reads.
pub const FORMAT_VERSION: u32 = 1;

/// Most steps in a scenario, and actions in a saved game.
pub const MAX_STEPS: usize = 2000;

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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HistoryMove {
    /// [`Game::undo`]: the player's last choice, with the forced ghost moves after it.
    Undo,
    /// [`Game::redo`].
    Redo,
}

crate::json_words!(HistoryMove { "undo" => HistoryMove::Undo, "redo" => HistoryMove::Redo });

impl StepAction {
    /// Plays the step on `game`.
    ///
    /// # Errors
    /// The action's [`PlayError`], or "nothing to undo/redo"; the game is then unchanged.
    pub fn play(&self, game: &mut Game) -> Result<(), PlayError> {
        let done = match self {
            StepAction::Play(spec) if written_skip_already_played(game, spec) => Ok(()),
            StepAction::Play(spec) => return game.play_spec(spec).map(|_| ()),
            StepAction::History {
                kind: HistoryMove::Undo,
            } => game
                .undo()
                .is_some()
                .then_some(())
                .ok_or(PlayErrorKind::NothingToUndo),
            StepAction::History {
                kind: HistoryMove::Redo,
            } => game
                .redo()
                .is_some()
                .then_some(())
                .ok_or(PlayErrorKind::NothingToRedo),
        };
        done.map_err(|kind| PlayError {
            kind,
            detail: Default::default(),
        })
    }
}

/// Whether `spec` is a written `skip-meeple` that the engine has already played by itself: the
/// last action was a forced "no meeple" (B3, the only legal action then). Saved games and
/// scenarios written before the engine played it carry it; they still load.
fn written_skip_already_played(game: &Game, spec: &ActionSpec) -> bool {
    matches!(spec, ActionSpec::SkipMeeple)
        && game.phase() != crate::game::Phase::Meeple
        && game.log().last() == Some(&crate::Action::SkipMeeple)
        && game.log_auto().last() == Some(&true)
}

impl FromJson for StepAction {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        // A `type` that is not a history word is an action's (or wrong, in its words).
        let history = node
            .object()?
            .node("type")
            .and_then(|t| HistoryMove::from_json(&t).ok());
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
pub struct Step {
    /// The action (or `undo` / `redo`).
    #[serde(rename = "do")]
    pub action: StepAction,
    /// What the page says about this step, in one language or several.
    #[serde(skip_serializing_if = "LangText::is_empty")]
    pub caption: LangText,
    /// The action must be refused with a message containing this text (the game stays as it
    /// is): the format's first way, kept for files written before `refused`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// The action must be refused with this kind and data (native builds only, as `expect`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg(not(target_arch = "wasm32"))]
    pub refused: Option<RefusedExpect>,
    /// What should be true after the step (native builds only: see `scenario/expect.rs`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg(not(target_arch = "wasm32"))]
    pub expect: Option<Expect>,
}

/// A position laid out by hand, with optional steps and expectations (format version 1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Scenario {
    /// Always [`SCENARIO_FORMAT`].
    pub format: String,
    /// Format version; this program reads 1.
    pub version: u32,
    /// The position: title, rules, description, players, board, meeples, supplies, bag….
    #[serde(flatten)]
    pub position: Position,
    /// Expectations about the position as laid out (native builds only: see
    /// `scenario/expect.rs`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg(not(target_arch = "wasm32"))]
    pub expect: Option<Expect>,
    /// A puzzle's goal: the reader places the tile in hand so that it is met (`goal.rs`,
    /// docs/FORMATS.md "Goals"). A scenario with a goal has no steps. (The WebAssembly build
    /// reads it but does not write it: a saved game's scenario never has one.)
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", serde(skip))]
    pub goal: Option<Goal>,
    /// Actions to step through, with captions and expectations.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub steps: Vec<Step>,
}

impl FromJson for Step {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        let f = node.fields(&["do", "caption", "error", "refused", "expect"])?;
        Ok(Step {
            action: f.req("do")?,
            caption: f.or_default("caption")?,
            error: f.opt("error")?,
            #[cfg(not(target_arch = "wasm32"))]
            refused: f.opt("refused")?,
            #[cfg(not(target_arch = "wasm32"))]
            #[cfg(not(target_arch = "wasm32"))]
            expect: expectations(&f)?,
        })
    }
}

impl FromJson for Scenario {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        let mut keys = vec!["format", "version"];
        keys.extend_from_slice(POSITION_FIELDS);
        keys.extend_from_slice(&["expect", "goal", "steps"]);
        let f = node.fields(&keys)?;
        Ok(Scenario {
            format: f.req("format")?,
            version: f.req("version")?,
            position: Position::from_fields(&f)?,
            #[cfg(not(target_arch = "wasm32"))]
            #[cfg(not(target_arch = "wasm32"))]
            expect: expectations(&f)?,
            goal: f.opt("goal")?,
            steps: f.or_default("steps")?,
        })
    }
}

impl FromJson for SavedGame {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        let f = node.fields(&["format", "version", "setup", "scenario", "draws", "actions"])?;
        Ok(SavedGame {
            format: f.req("format")?,
            version: f.req("version")?,
            // (a saved game without `tile_data` was written with tile data version 1)
            setup: f.node("setup").map(|n| Setup::read(&n, 1)).transpose()?,
            scenario: f.opt("scenario")?,
            draws: f.opt("draws")?,
            actions: f.req("actions")?,
        })
    }
}

/// Why a scenario or saved game could not be read: where (a field path such as `board[3]` or
/// `steps[2]`) and what is wrong. The same type as a position's error, which a scenario's
/// position reports unchanged.
pub type ScenarioError = PositionError;

/// The format's short name: `scenario`, `game` or `other`.
fn format_word(format: &str) -> &'static str {
    match format {
        SCENARIO_FORMAT => "scenario",
        GAME_FORMAT => "game",
        _ => "other",
    }
}

fn check_version(format: &str, version: u32, want: &str) -> Result<(), ScenarioError> {
    if format != want {
        let kind = ErrorKind::WrongFormat {
            found: format_word(format).into(),
            expected: format_word(want).into(),
        };
        // A scenario given for a saved game, or the other way round, says so.
        let (theirs, ours) = match format {
            SCENARIO_FORMAT => ("a scenario", "saved game"),
            GAME_FORMAT => ("a saved game", "scenario"),
            _ => {
                return Err(kerr(
                    "format",
                    format!("is `{}`, expected `{want}`", crate::json::excerpt(format)),
                    kind,
                ))
            }
        };
        return Err(kerr(
            "format",
            format!("this file is {theirs} (`{format}`), not a {ours}: open it as {theirs}"),
            kind,
        ));
    }
    check_version_number(i64::from(version))
}

fn check_version_number(version: i64) -> Result<(), ScenarioError> {
    let kind = |newer| ErrorKind::Version {
        version,
        max: FORMAT_VERSION,
        newer,
    };
    if version > i64::from(FORMAT_VERSION) {
        return Err(kerr(
            "version",
            format!(
                "version {version} is newer than this program, which reads version 1 to {FORMAT_VERSION}: use a newer carcassonne-mist"
            ),
            kind(true),
        ));
    }
    if version < 1 {
        return Err(kerr(
            "version",
            format!(
                "version {version} is not supported (this program reads 1 to {FORMAT_VERSION})"
            ),
            kind(false),
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
        return Err(kerr(
            "",
            format!(
                "the {what} is {} bytes; at most {MAX_JSON} are read",
                text.len()
            ),
            ErrorKind::TooLarge {
                bytes: text.len(),
                max: MAX_JSON,
            },
        ));
    }
    crate::json::parse(text).map_err(|e| {
        let (message, kind) = match e.limit {
            Some((limit, max)) => (
                format!("the {what} is past a limit of the reader: {e}"),
                ErrorKind::JsonLimit {
                    limit,
                    max,
                    line: e.line,
                    column: e.column,
                },
            ),
            None if e.eof => (
                format!("the {what} ends too early (truncated JSON?): {e}"),
                ErrorKind::BadJson {
                    line: e.line,
                    column: e.column,
                    eof: true,
                },
            ),
            None => (
                format!("the {what} is not valid JSON: {e}"),
                ErrorKind::BadJson {
                    line: e.line,
                    column: e.column,
                    eof: false,
                },
            ),
        };
        kerr("", message, kind)
    })
}

fn read_value<T: FromJson>(value: &Value, what: &str) -> Result<T, ScenarioError> {
    crate::json::read(value).map_err(|e| {
        let message = if e.path.is_empty() {
            format!("the {what} is not valid: {}", e.message)
        } else {
            e.message
        };
        kerr(e.path, message, e.kind)
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

    /// The game at the scenario's position (before its steps).
    ///
    /// # Errors
    /// A [`ScenarioError`]: a wrong format or version, too many steps, too long a caption or
    /// a text with a control character, or what [`Game::from_position`] finds wrong with the
    /// position.
    pub fn start(&self) -> Result<Game, ScenarioError> {
        self.start_with(true)
    }

    /// [`Scenario::start`]; `controls`: with the check of control characters in its texts,
    /// which the scenario a saved game started from skips (the check came, 2026-12-04, after
    /// games a player may have kept: a kept game never stops opening).
    fn start_with(&self, controls: bool) -> Result<Game, ScenarioError> {
        check_version(&self.format, self.version, SCENARIO_FORMAT)?;
        if controls {
            self.check_controls()?;
        }
        self.check_steps()?;
        let game = Game::from_position(&self.position)?;
        if let Some(goal) = &self.goal {
            goal.task.check("goal.task")?;
            goal.lesson.check("goal.lesson")?;
            if controls {
                goal.task.check_controls("goal.task")?;
                goal.lesson.check_controls("goal.lesson")?;
            }
            goal::check_puzzle(&game, goal, self.steps.len())?;
        }
        Ok(game)
    }

    /// No invisible control character in the title, the description, a caption or a step's
    /// `error` (docs/FORMATS.md, [`ErrorKind::TextControl`]).
    fn check_controls(&self) -> Result<(), ScenarioError> {
        self.position.title.check_controls("title")?;
        self.position.description.check_controls("description")?;
        for (i, step) in self.steps.iter().enumerate() {
            step.caption
                .check_controls(&format!("steps[{i}].caption"))?;
            if let Some(e) = step.error.as_deref() {
                check_controls(&format!("steps[{i}].error"), e)?;
            }
        }
        Ok(())
    }

    /// The limits of docs/FORMATS.md on steps: at most [`MAX_STEPS`], captions and error texts
    /// of at most [`MAX_TEXT`] bytes (the position checks its own texts).
    fn check_steps(&self) -> Result<(), ScenarioError> {
        if self.steps.len() > MAX_STEPS {
            return Err(kerr(
                "steps",
                format!("{} steps; at most {MAX_STEPS}", self.steps.len()),
                ErrorKind::TooMany {
                    what: "steps".into(),
                    max: MAX_STEPS,
                },
            ));
        }
        for (i, step) in self.steps.iter().enumerate() {
            step.caption.check(&format!("steps[{i}].caption"))?;
            if let Some(e) = step.error.as_deref() {
                check_length(&format!("steps[{i}].error"), e)?;
            }
        }
        Ok(())
    }

    /// The scenario without its steps and expectations: what a saved game records as its start.
    pub fn position_only(&self) -> Scenario {
        Scenario {
            steps: Vec::new(),
            #[cfg(not(target_arch = "wasm32"))]
            expect: None,
            goal: None,
            ..self.clone()
        }
    }
}
/// A saved game: where it started and the actions played (format version 1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SavedGame {
    /// Always [`GAME_FORMAT`].
    pub format: String,
    /// Format version; this program reads 1.
    pub version: u32,
    /// A new game's setup (exactly one of `setup` and `scenario`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub setup: Option<Setup>,
    /// The scenario the game started from.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scenario: Option<Box<Scenario>>,
    /// With `setup`: the tiles drawn so far, in draw order; the bag holds them first, and the
    /// setup's seed shuffles only the rest ([`Game::with_draws`], an online table's game).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub draws: Option<Vec<String>>,
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
            (Some(setup), None) => match &self.draws {
                None => Game::new(setup).map_err(|e| setup_error("setup", e))?,
                Some(draws) => Game::with_draws(setup, draws)?,
            },
            (None, Some(_)) if self.draws.is_some() => {
                return Err(kerr(
                    "draws",
                    "`draws` goes with a saved game's `setup`, not with a scenario",
                    ErrorKind::Other,
                ))
            }
            (None, Some(sc)) => sc.start_with(false).map_err(|e| ScenarioError {
                at: format!("scenario.{}", e.at),
                ..e
            })?,
            (setup, _) => {
                return Err(kerr(
                    "",
                    "a saved game has exactly one of `setup` and `scenario`",
                    ErrorKind::SetupOrScenario {
                        both: setup.is_some(),
                    },
                ))
            }
        };
        if self.actions.len() > MAX_STEPS * 2 {
            return Err(kerr(
                "actions",
                "too many actions",
                ErrorKind::TooMany {
                    what: "actions".into(),
                    max: MAX_STEPS * 2,
                },
            ));
        }
        for (i, a) in self.actions.iter().enumerate() {
            if written_skip_already_played(&game, a) {
                continue;
            }
            game.play_spec(a)
                .map_err(|e: PlayError| refused(format!("actions[{i}]"), (e.to_string(), e)))?;
        }
        Ok(game)
    }
}

impl SavedGame {
    /// The saved game of `game`: where it started and the actions played (read from its
    /// history as played, without a replay).
    pub fn of(game: &Game) -> SavedGame {
        let (setup, scenario, draws) = match game.origin() {
            Origin::Setup(s) => (Some(s.clone()), None, None),
            Origin::Draws(d) => (Some(d.0.clone()), None, Some(d.1.clone())),
            Origin::Position(p) => (
                None,
                Some(Box::new(Scenario {
                    format: SCENARIO_FORMAT.into(),
                    version: FORMAT_VERSION,
                    position: (**p).clone(),
                    #[cfg(not(target_arch = "wasm32"))]
                    #[cfg(not(target_arch = "wasm32"))]
                    expect: None,
                    goal: None,
                    steps: Vec::new(),
                })),
                None,
            ),
        };
        SavedGame {
            format: GAME_FORMAT.into(),
            version: FORMAT_VERSION,
            setup,
            scenario,
            draws,
            actions: game.log_specs(),
        }
    }
}
