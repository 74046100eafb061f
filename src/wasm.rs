//! The JavaScript facade: the only file that knows about wasm-bindgen.
//!
//! One opaque [`GameHandle`] per game; numbers and short strings in (setups, actions and files
//! as JSON text, read by the engine's own checked reader), views, previews, errors and the
//! vocabulary out as one JSON text each, written by serde_json and read by the browser's
//! `JSON.parse` (docs/ARCHITECTURE.md, "The facade"), and every error a JS exception (`Error`)
//! with a message in words and its kind and data. A refused call leaves the game as it was.
//!
//! This file is long because it is the whole of the facade: every method the pages call, each
//! with the checks of what JavaScript hands it and the type of what it returns.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::game::{ActionSpec, Game, Setup};
use crate::scenario::{parse_json, SavedGame, Scenario, StepAction};
use crate::{outcome, view};

/// The types the methods below return (`unchecked_return_type`), as ts-rs writes them from the
/// Rust that builds each value (types/engine/, checked by `make lint`): pkg/'s declaration file
/// imports them, so `handle.view()` is a `GameView` to tsc and to go-to-definition. The path
/// is pkg/'s; scripts/build-wasm.sh rewrites it for a module built elsewhere (pkg/fast/).
#[wasm_bindgen(typescript_custom_section)]
const VIEW_TYPES: &str = r#"
import type { ActionSpec } from "../types/engine/ActionSpec";
import type { BankShape } from "../types/engine/BankShape";
import type { Explanation } from "../types/engine/Explanation";
import type { FeatureInfo } from "../types/engine/FeatureInfo";
import type { GameView } from "../types/engine/GameView";
import type { KindView } from "../types/engine/KindView";
import type { LogLine } from "../types/engine/LogLine";
import type { PlacementView } from "../types/engine/PlacementView";
import type { Preview } from "../types/engine/Preview";
import type { ProblemView } from "../types/engine/ProblemView";
import type { PuzzleSet } from "../types/engine/PuzzleSet";
import type { ReviewProgress } from "../types/engine/ReviewProgress";
import type { ReviewView } from "../types/engine/ReviewView";
import type { ScoreTable } from "../types/engine/ScoreTable";
import type { Suggestion } from "../types/engine/Suggestion";
import type { TileLeft } from "../types/engine/TileLeft";
import type { Vocabulary } from "../types/engine/Vocabulary";
"#;

/// Installs a panic hook that reports a Rust panic on the console (instead of the bare
/// "unreachable" trap) so a bug can be reported. Runs once when the module starts.
#[wasm_bindgen(start)]
pub fn start() {
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&JsValue::from_str(&format!(
            "carcassonne-mist: internal error, please report: {info}"
        )));
    }));
}

/// A whole number given by JavaScript, checked: within `min..=max`, never NaN, infinite or
/// fractional, and never wrapped (wasm-bindgen would turn `2**32` into 0 and `NaN` into 0 for an
/// `i32` argument); a typed error in words otherwise.
fn whole(name: &str, v: f64, min: i64, max: i64) -> Result<i64, JsError> {
    if v.is_finite() && v.fract() == 0.0 && v >= min as f64 && v <= max as f64 {
        Ok(v as i64)
    } else {
        // the value as JavaScript writes it (`Number.prototype.toString`): Rust's own float
        // formatting would add about 6 KB gzip to the module for this one message
        let v = String::from(
            js_sys::Number::from(v)
                .to_string_with_radix(10)
                .unwrap_or_default(),
        );
        Err(JsError::new(&format!(
            "{name} must be a whole number from {min} to {max}, not {v}"
        )))
    }
}

/// The largest board coordinate the facade takes (far beyond any game's board).
const MAX_COORD: i64 = 1_000_000;
/// The longest a computer move may think when asked through the facade: a minute.
#[cfg(feature = "computer")]
const MAX_THINK_MS: u32 = 60_000;

/// A placement's `x`, `y` and `rotation` from JavaScript, checked ([`whole`]).
fn place_spec(x: f64, y: f64, rotation: f64) -> Result<ActionSpec, JsError> {
    Ok(ActionSpec::PlaceTile {
        x: whole("x", x, -MAX_COORD, MAX_COORD)?,
        y: whole("y", y, -MAX_COORD, MAX_COORD)?,
        rotation: whole("rotation", rotation, -3600, 3600)?,
    })
}

/// A value as one JSON text, written by serde_json (which writes saved games anyway) and read by
/// the browser's `JSON.parse`: every value the facade hands out crosses so. A second way (JS
/// values built field by field through `serde_wasm_bindgen`) would add a serializer of every view
/// to the module (12 KB gzip of the embed's first load) to save at most a tenth of a millisecond
/// a call (docs/ARCHITECTURE.md, "The facade").
fn to_js<T: Serialize>(v: &T) -> Result<JsValue, JsError> {
    let json = serde_json::to_string(v)
        .map_err(|e| JsError::new(&format!("cannot build the view: {e}")))?;
    js_sys::JSON::parse(&json).map_err(|_| JsError::new("cannot build the view"))
}

/// A value as a JavaScript value built through `serde_wasm_bindgen`, shaped as JSON would be
/// (`null` for `None`, plain objects for maps): only the `wasm-bench` module's twins, for
/// `scripts/facade-speed.mjs`, which times both ways of crossing.
#[cfg(feature = "wasm-bench")]
fn to_value<T: Serialize>(v: &T) -> Result<JsValue, JsError> {
    v.serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| JsError::new(&format!("cannot build the view: {e}")))
}

/// A JS `Error` with its `kind` (a kebab-case word) and `data` (the values its words need, by
/// name), for the page to word it in the reader's language (www/words/refusals.js;
/// docs/FORMATS.md, "Refusals"); `message` is not for the reader (a refused move's: the id of
/// its words, `error-play-<kind>`).
fn refusal_error(message: &str, kind: &str, data: JsValue) -> JsValue {
    let err = js_sys::Error::new(message);
    // setting a property on a fresh object cannot fail
    let _ = js_sys::Reflect::set(&err, &JsValue::from_str("kind"), &JsValue::from_str(kind));
    let _ = js_sys::Reflect::set(&err, &JsValue::from_str("data"), &data);
    err.into()
}

/// A refused action as a JS `Error`: `kind` is `PlayErrorKind::word`, `data` its
/// `view::RefusalData`.
fn play_refusal(e: crate::PlayError) -> JsValue {
    let data = to_js(&view::refusal_data(&e)).unwrap_or(JsValue::NULL);
    let kind = e.kind.word();
    refusal_error(&format!("error-play-{kind}"), kind, data)
}

/// A refused play-by-link code as a JS `Error`: `kind` is `LinkErrorKind::word`, `data`
/// `{n, max}` for a code too long (its length) or of a newer version (the version), else `{}`.
fn link_refusal(e: &crate::link::LinkError) -> JsValue {
    #[derive(Serialize)]
    struct Numbers {
        #[serde(skip_serializing_if = "Option::is_none")]
        n: Option<u64>,
        #[serde(skip_serializing_if = "Option::is_none")]
        max: Option<u64>,
    }
    let numbers = e.numbers();
    let data = to_js(&Numbers {
        n: numbers.map(|(n, _)| n),
        max: numbers.map(|(_, max)| max),
    })
    .unwrap_or(JsValue::NULL);
    refusal_error(&e.to_string(), e.kind().word(), data)
}

/// The engine's vocabulary (`view::Vocabulary`): the variants V1–V6 with their setup key, their
/// options (the rulebook's reading first) and the set they matter with; the tile sets; the
/// languages of texts; the limits; the default players; the kinds of errors. The page builds
/// its controls from it rather than copying lists (docs/FORMATS.md, "Vocabulary").
#[wasm_bindgen(unchecked_return_type = "Vocabulary")]
pub fn vocabulary() -> Result<JsValue, JsError> {
    to_js(&view::vocabulary())
}

/// Why `json` is not a scenario (`what`: "scenario"), a saved game ("game") or a new game's
/// setup ("setup", as `newGame` takes it), for wording it in the reader's language:
/// `{message, path, kind, …values}` (`view::FileProblem`: the English message as
/// `fromScenario`, `load` and `newGame` throw it, the field path, and `json::ErrorKind`'s kind
/// with its values by name; docs/FORMATS.md), or null when it reads. The page asks after one of
/// them threw.
#[wasm_bindgen(js_name = fileProblem)]
pub fn file_problem(json: &str, what: &str) -> Result<JsValue, JsError> {
    let err = match what {
        "game" => SavedGame::load(json).err(),
        // a new game's setup (`newGame`): the page's dialog or a `?seed=&players=` address
        "setup" => parse_json::<Setup>(json, "setup")
            .and_then(|setup| {
                Game::new(&setup)
                    .map(drop)
                    .map_err(|e| crate::position::setup_error("", e))
            })
            .err(),
        "puzzles" => crate::puzzles::PuzzleSet::from_json(json).err(),
        _ => Scenario::from_json(json).and_then(|sc| sc.start()).err(),
    };
    match err {
        Some(e) => to_js(&view::file_problem(&e)),
        None => Ok(JsValue::NULL),
    }
}

/// A puzzle set (JSON text, docs/FORMATS.md "Puzzle set") read and checked by the engine:
/// `{format, version, puzzles: [{id, sets, link, solution, margin_tenths, difficulty}]}`; a
/// refused file throws its error; `fileProblem(json, "puzzles")` gives its kind and path.
#[wasm_bindgen(js_name = readPuzzles, unchecked_return_type = "PuzzleSet")]
pub fn read_puzzles(json: &str) -> Result<JsValue, JsError> {
    let set =
        crate::puzzles::PuzzleSet::from_json(json).map_err(|e| JsError::new(&e.to_string()))?;
    to_js(&set)
}

/// The version of this engine.
#[wasm_bindgen(js_name = engineVersion)]
pub fn engine_version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

/// Plays `games` random games (as `examples/playouts.rs` does) and returns
/// `{games, actions, checksum}`: for timing the engine in a JavaScript runtime
/// (`scripts/wasm-playouts.mjs`). Only in a module built with the `wasm-bench` feature.
#[cfg(feature = "wasm-bench")]
#[wasm_bindgen(js_name = benchPlayouts)]
pub fn bench_playouts(games: u32, seed: u32, sets: &str) -> Result<JsValue, JsError> {
    use crate::rng::SplitMix64;
    #[derive(Serialize)]
    struct Out {
        games: u32,
        actions: u64,
        checksum: i64,
    }
    let base = Setup {
        sets: sets.split(',').map(str::to_string).collect(),
        ..Setup::default()
    };
    Game::new(&base).map_err(|e| JsError::new(&e.to_string()))?;
    let mut rng = SplitMix64::new(seed as u64);
    let mut buf = Vec::new();
    let mut out = Out {
        games,
        actions: 0,
        checksum: 0,
    };
    for i in 0..games {
        let setup = Setup {
            seed: seed as u64 + i as u64,
            ..base.clone()
        };
        let mut game = Game::new(&setup).map_err(|e| JsError::new(&e.to_string()))?;
        while let Some(a) = game.random_action(&mut rng, &mut buf) {
            game.play_unchecked(a);
            out.actions += 1;
        }
        out.checksum += game.scores().iter().map(|&s| s as i64).sum::<i64>();
    }
    to_js(&out)
}

/// A player the page may ask for: a thinking time of at most [`MAX_THINK_MS`] a tree.
#[cfg(feature = "computer")]
fn page_player(player: &str) -> Result<(), JsError> {
    use crate::ai::{Budget, Spec};
    // a page's worker thinks for at most a minute (the levels: up to 2 s)
    if let Ok(Spec::Mcts(Budget::Millis(ms)) | Spec::Forest(_, Budget::Millis(ms))) = player.parse()
    {
        if ms > MAX_THINK_MS {
            return Err(JsError::new(&format!(
                "'{}': the computer thinks for at most {MAX_THINK_MS} ms when asked by the page",
                crate::json::excerpt(player)
            )));
        }
    }
    Ok(())
}

/// A game review being made ([`GameHandle::review`]): `step(ms)` until `finished`, then
/// `view()` (the engine's `ReviewView`). Free it when done (`free()`).
#[cfg(feature = "computer")]
#[wasm_bindgen]
pub struct Reviewer {
    inner: crate::ai::review::Review,
}

#[cfg(feature = "computer")]
#[wasm_bindgen]
impl Reviewer {
    /// Reviews for about `ms` more milliseconds (1 to 60,000), at least one decision:
    /// `{done, total, finished}`.
    #[wasm_bindgen(unchecked_return_type = "ReviewProgress")]
    pub fn step(&mut self, ms: f64) -> Result<JsValue, JsError> {
        let ms = whole("ms", ms.round(), 1, i64::from(MAX_THINK_MS))?;
        to_js(&self.inner.step(crate::ai::now_ms() + ms as f64))
    }

    /// The review so far (complete once `step` says `finished`).
    #[wasm_bindgen(unchecked_return_type = "ReviewView")]
    pub fn view(&self) -> Result<JsValue, JsError> {
        to_js(self.inner.view())
    }
}

/// A computer player's decision being thought about ([`GameHandle::computer_think`]), on its
/// own copy of the game: `step(ms)` until done, then `suggestion()`, and `visits()` and
/// `wins()` for a root-parallel level's merge. Free it when done (`free()`).
#[cfg(feature = "computer")]
#[wasm_bindgen]
pub struct Thinking {
    inner: crate::ai::Thinking,
}

#[cfg(feature = "computer")]
#[wasm_bindgen]
impl Thinking {
    /// Thinks for about `ms` more milliseconds (1 to 60,000); `{simulations, fraction, done}`.
    pub fn step(&mut self, ms: f64) -> Result<JsValue, JsError> {
        let ms = whole("ms", ms.round(), 1, i64::from(MAX_THINK_MS))?;
        to_js(&self.inner.step(ms as f64))
    }

    /// The decision once done: `{action, simulations, ms, legal, tried, compared}`.
    #[wasm_bindgen(unchecked_return_type = "Suggestion")]
    pub fn suggestion(&self) -> Result<JsValue, JsError> {
        let s = self
            .inner
            .suggestion()
            .map_err(|e| JsError::new(&e.to_string()))?;
        to_js(&s)
    }

    /// Visits of each legal move at the search's root (in `legalActions` order), once done.
    pub fn visits(&self) -> Vec<u32> {
        self.inner.tally().visits.clone()
    }

    /// Summed rewards of each legal move at the root, once done.
    pub fn wins(&self) -> Vec<f64> {
        self.inner.tally().wins.clone()
    }
}

/// A game, owned by Rust. Create one with `GameHandle.newGame`, `fromScenario` or `load`.
#[wasm_bindgen]
pub struct GameHandle {
    game: Game,
    /// The game id and the sender's seats of the play-by-link code it was read from.
    link: Option<(u64, u8)>,
}

#[wasm_bindgen]
impl GameHandle {
    /// A new game from a setup in JSON (`{"players": ["Ann", "Bob"], "sets": ["base"], "seed": 7}`).
    #[wasm_bindgen(js_name = newGame)]
    pub fn new_game(setup_json: &str) -> Result<GameHandle, JsError> {
        let setup: Setup = parse_json(setup_json, "setup")
            .map_err(|e| JsError::new(&format!("the setup is not valid: {e}")))?;
        let game = Game::new(&setup).map_err(|e| JsError::new(&e.to_string()))?;
        Ok(GameHandle { game, link: None })
    }

    /// The position of a scenario file (JSON).
    #[wasm_bindgen(js_name = fromScenario)]
    pub fn from_scenario(json: &str) -> Result<GameHandle, JsError> {
        let sc = Scenario::from_json(json).map_err(|e| JsError::new(&e.to_string()))?;
        let game = sc.start().map_err(|e| JsError::new(&e.to_string()))?;
        Ok(GameHandle { game, link: None })
    }

    /// A saved game (JSON from [`GameHandle::save`]).
    pub fn load(json: &str) -> Result<GameHandle, JsError> {
        let game = SavedGame::load(json).map_err(|e| JsError::new(&e.to_string()))?;
        Ok(GameHandle { game, link: None })
    }

    /// The game of a play-by-link code (docs/FORMATS.md, "Play-by-link code"), every move
    /// played with the full rules check; [`GameHandle::link_id`] and
    /// [`GameHandle::link_sender_seats`] give its id and seats.
    #[wasm_bindgen(js_name = fromLink)]
    pub fn from_link(code: &str) -> Result<GameHandle, JsValue> {
        let l = crate::link::decode_link(code).map_err(|e| link_refusal(&e))?;
        Ok(GameHandle {
            game: l.game,
            link: Some((l.id, l.sender_seats)),
        })
    }

    /// The play-by-link code of this game (base64url): its setup, every move its players
    /// chose, the game id `id` (a whole number below 2^48) and the seats played in this browser
    /// (`sender_seats`: bit `i` for seat `i`).
    #[wasm_bindgen(js_name = linkCode)]
    pub fn link_code(&self, id: f64, sender_seats: f64) -> Result<String, JsError> {
        // one bit a seat of this game's players, no more (257 is not seat 0, 255 not 8 seats)
        let players = self.game.players().len() as u32;
        let sender_seats = whole("sender_seats", sender_seats, 0, (1i64 << players) - 1)? as u8;
        if !(id >= 0.0 && id <= crate::link::MAX_LINK_ID as f64 && id.fract() == 0.0) {
            return Err(JsError::new(
                "a game id is a whole number from 0 to 2^48 − 1",
            ));
        }
        crate::link::encode_link(&self.game, id as u64, sender_seats)
            .map_err(|e| JsError::new(&e.to_string()))
    }

    /// The game id of the play-by-link code this game was read from (`undefined` when it was
    /// not read from one).
    #[wasm_bindgen(js_name = linkId)]
    pub fn link_id(&self) -> Option<f64> {
        self.link.map(|(id, _)| id as f64)
    }

    /// The seats the sender of that code played (bit `i` for seat `i`; `undefined` when the
    /// game was not read from a code).
    #[wasm_bindgen(js_name = linkSenderSeats)]
    pub fn link_sender_seats(&self) -> Option<u8> {
        self.link.map(|(_, seats)| seats)
    }

    /// The game as saved-game JSON.
    pub fn save(&self) -> String {
        SavedGame::of(&self.game).to_json()
    }

    /// The game as saved-game data: what `JSON.parse(save())` gives (docs/FORMATS.md).
    pub fn saved(&self) -> Result<JsValue, JsError> {
        to_js(&SavedGame::of(&self.game))
    }

    /// The actions redo can play again, in the order it would play them, in the saved-game
    /// form (`[]` when there is none): what the page keeps beside a saved game.
    #[wasm_bindgen(js_name = redoActions, unchecked_return_type = "ActionSpec[]")]
    pub fn redo_actions(&self) -> Result<JsValue, JsError> {
        to_js(&self.game.redo_specs())
    }

    /// Every tile kind of this game (geometry for drawing), by kind index.
    #[wasm_bindgen(unchecked_return_type = "KindView[]")]
    pub fn kinds(&self) -> Result<JsValue, JsError> {
        to_js(&view::kinds(&self.game))
    }

    /// The visible state: players, board, meeples, tile in hand, scorings.
    #[wasm_bindgen(unchecked_return_type = "GameView")]
    pub fn view(&self) -> Result<JsValue, JsError> {
        to_js(&view::game_view(&self.game))
    }

    /// Every action so far in words: `[{player, text, rule, auto}]`, oldest first.
    #[wasm_bindgen(js_name = turnLog, unchecked_return_type = "LogLine[]")]
    pub fn turn_log(&self) -> Result<JsValue, JsError> {
        to_js(&view::turn_log(&self.game))
    }

    /// The turn log's lines since the player to move last placed a tile (`recent_log`): what
    /// the page marks of the other players' turns, without wording the whole log each move.
    #[wasm_bindgen(js_name = recentLog, unchecked_return_type = "LogLine[]")]
    pub fn recent_log(&self) -> Result<JsValue, JsError> {
        to_js(&view::recent_log(&self.game))
    }

    /// The score by category per player, with totals: `{rows: [{category, points, at_end}],
    /// totals}` (the final score table; the rows add up to the totals).
    #[wasm_bindgen(js_name = scoreTable, unchecked_return_type = "ScoreTable")]
    pub fn score_table(&self) -> Result<JsValue, JsError> {
        to_js(&view::score_table(&self.game))
    }

    /// Legal placements of the tile in hand, once per orientation: `[{x, y, rotation, same}]`
    /// (`same`: bit `q` set for each of the `q` quarter turns that turn the tile the same way;
    /// they all play).
    #[wasm_bindgen(js_name = legalPlacements, unchecked_return_type = "PlacementView[]")]
    pub fn legal_placements(&self) -> Result<JsValue, JsError> {
        to_js(&view::placements(&self.game))
    }

    /// Every legal action, in the saved-game form.
    #[wasm_bindgen(js_name = legalActions, unchecked_return_type = "ActionSpec[]")]
    pub fn legal_actions(&self) -> Result<JsValue, JsError> {
        to_js(&self.legal_specs())
    }

    /// Why placing the tile in hand at `(x, y)` turned `rotation` degrees is not legal, as data
    /// for the page to word (`view::ProblemView`: `kind`,
    /// and for `side-mismatch` the `side`, `mine`, `theirs` and `neighbour`; `rotation` with the
    /// `degrees` of a turn that is not a quarter turn); `undefined` when it is legal.
    #[wasm_bindgen(js_name = placementProblemData, unchecked_return_type = "ProblemView | undefined")]
    pub fn placement_problem_data(
        &self,
        x: f64,
        y: f64,
        rotation: f64,
    ) -> Result<JsValue, JsError> {
        let spec = place_spec(x, y, rotation)?;
        match self.game.action_from_spec(&spec) {
            // a place-tile spec is refused before the board only for its rotation or its cell
            Err(e) => to_js(&match e.detail {
                crate::Refusal::Rotation(degrees) => view::ProblemView::Rotation { degrees },
                crate::Refusal::Placement(p) => view::problem_view(&p),
                _ => view::ProblemView::OffBoard,
            }),
            Ok(crate::Action::PlaceTile(p)) => match self.game.placement_problem(p.pos, p.rotation)
            {
                Some(problem) => to_js(&view::problem_view(&problem)),
                None => Ok(JsValue::UNDEFINED),
            },
            Ok(_) => Ok(JsValue::UNDEFINED),
        }
    }

    /// What placing the tile in hand at `(x, y)` turned `rotation` degrees would do: banks
    /// continued, limited and closed (and `banks`: each lettered, with what each side of the
    /// tile does to it), ghosts owed, from where, to whom and why some are not placed
    /// (`shortfall`), features completed, rule ids.
    #[wasm_bindgen(unchecked_return_type = "Preview")]
    pub fn preview(&self, x: f64, y: f64, rotation: f64) -> Result<JsValue, JsValue> {
        Ok(to_js(&self.preview_of(x, y, rotation)?)?)
    }

    /// The mist bank holding mist area `feature` of the tile at (x, y), for outlining it:
    /// `{spots: [{x, y, feature}], tiles, state, open_sides, circles, ghosts}`, or `null` when
    /// there is no such mist area (M2).
    #[wasm_bindgen(js_name = bankAt, unchecked_return_type = "BankShape | null")]
    pub fn bank_at(&self, x: f64, y: f64, feature: &str) -> Result<JsValue, JsError> {
        let (x, y) = (
            whole("x", x, -MAX_COORD, MAX_COORD)?,
            whole("y", y, -MAX_COORD, MAX_COORD)?,
        );
        match crate::outcome::bank_at(&self.game, x, y, feature) {
            Some(b) => to_js(&b),
            None => Ok(JsValue::NULL),
        }
    }

    /// Every tile kind of this game with how many are still in the bag and in the box, by set
    /// (`view::TileLeft`): counts only, never the bag's order.
    #[wasm_bindgen(js_name = tilesLeft, unchecked_return_type = "TileLeft[]")]
    pub fn tiles_left(&self) -> Result<JsValue, JsError> {
        to_js(&view::tiles_left(&self.game))
    }

    /// The placed feature holding area `feature` of the tile at (x, y), as a whole: its areas,
    /// holders, whether complete, its points (`view::FeatureInfo`, B4, B5, K1, K2), or `null`
    /// (no such feature, or mist: `bankAt`).
    #[wasm_bindgen(js_name = featureAt, unchecked_return_type = "FeatureInfo | null")]
    pub fn feature_at(&self, x: f64, y: f64, feature: &str) -> Result<JsValue, JsError> {
        let (x, y) = (
            whole("x", x, -MAX_COORD, MAX_COORD)?,
            whole("y", y, -MAX_COORD, MAX_COORD)?,
        );
        match view::feature_at(&self.game, x, y, feature) {
            Some(f) => to_js(&f),
            None => Ok(JsValue::NULL),
        }
    }

    /// Plays the visible demo policy's choice (first legal ghost move, no meeple, first
    /// placement); false when the game is over.
    #[wasm_bindgen(js_name = autoStep)]
    pub fn auto_step(&mut self) -> bool {
        match self.game.auto_action() {
            Some(a) => self.game.play(a).is_ok(),
            None => false,
        }
    }

    /// Places the tile in hand (B1).
    #[wasm_bindgen(js_name = placeTile)]
    pub fn place_tile(&mut self, x: f64, y: f64, rotation: f64) -> Result<(), JsValue> {
        self.play_spec(&place_spec(x, y, rotation)?)
    }

    /// Places a meeple on the named feature of the tile just placed (B3).
    #[wasm_bindgen(js_name = placeMeeple)]
    pub fn place_meeple(&mut self, feature: &str, guard: bool) -> Result<(), JsValue> {
        self.play_spec(&ActionSpec::PlaceMeeple {
            feature: feature.to_string(),
            guard,
        })
    }

    /// Places no meeple this turn.
    #[wasm_bindgen(js_name = skipMeeple)]
    pub fn skip_meeple(&mut self) -> Result<(), JsValue> {
        self.play_spec(&ActionSpec::SkipMeeple)
    }

    /// Plays an action written as JSON (`{"type": "place-tile", "x": 1, "y": 0, "rotation": 90}`),
    /// or a scenario step's `{"type": "undo"}` / `{"type": "redo"}`.
    /// A refused action throws an `Error` with its `kind` and `data` (docs/FORMATS.md,
    /// "Refusals").
    pub fn play(&mut self, action_json: &str) -> Result<(), JsValue> {
        let step: StepAction = parse_json(action_json, "action")
            .map_err(|e| JsError::new(&format!("the action is not valid: {e}")))?;
        step.play(&mut self.game).map_err(play_refusal)
    }

    /// Every legal action in the saved-game form ([`Self::legal_actions`] and its bench twin).
    fn legal_specs(&self) -> Vec<ActionSpec> {
        self.game
            .legal_actions()
            .into_iter()
            .map(|a| self.game.action_spec(a))
            .collect()
    }

    /// The preview of placing the tile in hand at (x, y) turned `rotation` degrees, or the
    /// refusal of that placement ([`Self::preview`] and its JSON twin share it).
    fn preview_of(&self, x: f64, y: f64, rotation: f64) -> Result<outcome::Preview, JsValue> {
        let spec = place_spec(x, y, rotation)?;
        let a = self.game.action_from_spec(&spec).map_err(play_refusal)?;
        let crate::Action::PlaceTile(p) = a else {
            return Err(JsError::new("not a placement").into());
        };
        outcome::preview(&self.game, p).map_err(play_refusal)
    }

    fn play_spec(&mut self, spec: &ActionSpec) -> Result<(), JsValue> {
        self.game.play_spec(spec).map(|_| ()).map_err(play_refusal)
    }

    /// What the computer player `player` (`greedy`, `greedy:<noise>`, `mcts:<N>ms`,
    /// `mcts:<N>sims`, `mcts:<T>x<N>…`) would play now: `{action, simulations, ms}`, the action
    /// in the saved-game form. Blocks while it thinks: call it in a worker
    /// (`www/engine/ai-worker.js`, which loads the module built with the `computer` feature,
    /// pkg/fast/).
    #[cfg(feature = "computer")]
    #[wasm_bindgen(js_name = computerMove, unchecked_return_type = "Suggestion")]
    pub fn computer_move(&self, player: &str, seed: f64) -> Result<JsValue, JsError> {
        page_player(player)?;
        let seed = whole("seed", seed, 0, (1i64 << 53) - 1)?;
        let s = crate::ai::suggest(&self.game, player, seed as u64)
            .map_err(|e| JsError::new(&e.to_string()))?;
        to_js(&s)
    }

    /// Why `action` (a decision legal now, as JSON in the saved-game form), compared with
    /// `alternative` (another, or `null`: the move a player would likely play instead): the
    /// engine's [`crate::ai::explain::Explanation`], its facts worded by the page
    /// (`explain-*`). Values every legal move to the end of the turn: call it in the worker.
    #[cfg(feature = "computer")]
    #[wasm_bindgen(js_name = explainMove, unchecked_return_type = "Explanation")]
    pub fn explain_move(
        &self,
        action_json: &str,
        alternative_json: Option<String>,
    ) -> Result<JsValue, JsValue> {
        let action = self.checked_action(action_json)?;
        let alternative = match alternative_json {
            Some(a) => Some(self.checked_action(&a)?),
            None => None,
        };
        let e =
            crate::ai::explain::explain(&self.game, action, alternative).map_err(play_refusal)?;
        Ok(to_js(&e)?)
    }

    /// A review of the game up to now for the players of bits `seats` (0–255), walked in
    /// slices in the worker ([`Reviewer::step`]) so that it can show its progress.
    #[cfg(feature = "computer")]
    pub fn review(&self, seats: f64) -> Result<Reviewer, JsError> {
        let seats = whole("seats", seats, 0, 255)? as u8;
        Ok(Reviewer {
            inner: crate::ai::review::Review::new(&self.game, seats),
        })
    }

    #[cfg(feature = "computer")]
    fn checked_action(&self, json: &str) -> Result<crate::game::Action, JsValue> {
        let spec: ActionSpec =
            parse_json(json, "action").map_err(|e| JsError::new(&e.to_string()))?;
        self.game.action_from_spec(&spec).map_err(play_refusal)
    }

    /// Starts the computer player `player` (one tree: `greedy…`, `mcts:<N>ms`, `mcts:<N>sims`)
    /// thinking about the next decision, in slices ([`Thinking::step`]) so that the worker can
    /// report progress and drop a search no longer wanted between them.
    #[cfg(feature = "computer")]
    #[wasm_bindgen(js_name = computerThink)]
    pub fn computer_think(&self, player: &str, seed: f64) -> Result<Thinking, JsError> {
        page_player(player)?;
        let seed = whole("seed", seed, 0, (1i64 << 53) - 1)?;
        crate::ai::Thinking::new(&self.game, player, seed as u64)
            .map(|inner| Thinking { inner })
            .map_err(|e| JsError::new(&e.to_string()))
    }

    /// The decision of a root-parallel search (the expert level: one tree a worker): the
    /// trees' tallies ([`Thinking::visits`], [`Thinking::wins`]) laid end to end, `trees` of
    /// them, summed, and the legal move most visited over all; `{action, simulations, ms…}`
    /// as [`Self::computer_move`] gives.
    #[cfg(feature = "computer")]
    #[wasm_bindgen(js_name = computerMerge, unchecked_return_type = "Suggestion")]
    pub fn computer_merge(
        &self,
        visits: &[u32],
        wins: &[f64],
        simulations: f64,
        ms: f64,
    ) -> Result<JsValue, JsError> {
        let n = self.game.legal_actions().len();
        let tally = crate::ai::Tally::summed(n, visits, wins)
            .ok_or_else(|| JsError::new(&crate::ai::AiError::BadTally.to_string()))?;
        let simulations = whole("simulations", simulations, 0, (1i64 << 53) - 1)?;
        let ms = if ms.is_finite() { ms.max(0.0) } else { 0.0 };
        let s = crate::ai::merged(&self.game, &tally, simulations as u64, ms)
            .map_err(|e| JsError::new(&e.to_string()))?;
        to_js(&s)
    }

    /// [`Self::view`] as a JS value built through `serde_wasm_bindgen` (only with the
    /// `wasm-bench` feature: for `scripts/facade-speed.mjs`, which times both ways of crossing).
    #[cfg(feature = "wasm-bench")]
    #[wasm_bindgen(js_name = viewValue)]
    pub fn view_value(&self) -> Result<JsValue, JsError> {
        to_value(&view::game_view(&self.game))
    }

    /// [`Self::kinds`] through `serde_wasm_bindgen` (`wasm-bench` only).
    #[cfg(feature = "wasm-bench")]
    #[wasm_bindgen(js_name = kindsValue)]
    pub fn kinds_value(&self) -> Result<JsValue, JsError> {
        to_value(&view::kinds(&self.game))
    }

    /// [`Self::preview`] through `serde_wasm_bindgen` (`wasm-bench` only).
    #[cfg(feature = "wasm-bench")]
    #[wasm_bindgen(js_name = previewValue)]
    pub fn preview_value(&self, x: f64, y: f64, rotation: f64) -> Result<JsValue, JsValue> {
        Ok(to_value(&self.preview_of(x, y, rotation)?)?)
    }

    /// [`Self::legal_actions`] through `serde_wasm_bindgen` (`wasm-bench` only).
    #[cfg(feature = "wasm-bench")]
    #[wasm_bindgen(js_name = legalActionsValue)]
    pub fn legal_actions_value(&self) -> Result<JsValue, JsError> {
        let specs = self.legal_specs();
        to_value(&specs)
    }

    /// Takes back the last action; false at the start.
    pub fn undo(&mut self) -> bool {
        self.game.undo().is_some()
    }

    /// Plays again the last action taken back; false when there is none.
    pub fn redo(&mut self) -> bool {
        self.game.redo().is_some()
    }
}

/// A rule puzzle: the position of a scenario with a `goal` (docs/FORMATS.md, "Goals") and the
/// engine's verdict on a placement of the tile in hand. The embed builds one beside the
/// scenario's [`GameHandle`] (www/embed/puzzle.js).
#[wasm_bindgen]
pub struct Puzzle {
    game: Game,
    goal: crate::scenario::Goal,
}

#[wasm_bindgen]
impl Puzzle {
    /// The puzzle of a scenario file; `undefined` when the scenario has no goal. Refused as
    /// [`GameHandle::from_scenario`] refuses it (a goal no placement meets, or every one).
    #[wasm_bindgen(js_name = fromScenario)]
    pub fn from_scenario(json: &str) -> Result<Option<Puzzle>, JsError> {
        let sc = Scenario::from_json(json).map_err(|e| JsError::new(&e.to_string()))?;
        let game = sc.start().map_err(|e| JsError::new(&e.to_string()))?;
        Ok(sc.goal.map(|goal| Puzzle { game, goal }))
    }

    /// The verdict on placing the tile at `(x, y)` turned `rotation` degrees: `{x, y, rotation,
    /// met, why}`, `why` the goal's condition judged (`{met, test, fact?, value, min?, max?,
    /// parts?, …filters}`). A placement that is not legal is refused as `preview` refuses it.
    pub fn judge(&self, x: f64, y: f64, rotation: f64) -> Result<JsValue, JsValue> {
        let spec = place_spec(x, y, rotation)?;
        let a = self.game.action_from_spec(&spec).map_err(play_refusal)?;
        let crate::Action::PlaceTile(p) = a else {
            return Err(JsError::new("not a placement").into());
        };
        let v = crate::scenario::goal::judge(&self.game, &self.goal, p).map_err(play_refusal)?;
        Ok(to_js(&v)?)
    }

    /// What the reader chooses: `"placement"`, or `"ghosts"` when they also pay the ghosts and
    /// the goal is judged on the payment made ([`Self::judge_turn`]).
    #[wasm_bindgen(getter)]
    pub fn choose(&self) -> String {
        self.goal.choose.word().to_string()
    }

    /// The verdict on the reader's turn, `actions_json` their actions as written (the placement
    /// first, then their ghost moves): as [`Self::judge`], of the payment made for a goal over
    /// it; `undefined` while ghosts are still to be paid. An action not legal at its turn is
    /// refused as `play` refuses it.
    #[wasm_bindgen(js_name = judgeTurn)]
    pub fn judge_turn(&self, actions_json: &str) -> Result<JsValue, JsValue> {
        let actions: Vec<ActionSpec> = parse_json(actions_json, "actions")
            .map_err(|e| JsError::new(&format!("the actions are not valid: {e}")))?;
        let v = crate::scenario::goal::judge_turn(&self.game, &self.goal, &actions)
            .map_err(play_refusal)?;
        match v {
            Some(v) => Ok(to_js(&v)?),
            None => Ok(JsValue::UNDEFINED),
        }
    }

    /// The placements that meet the goal, in the engine's order: `[{x, y, rotation}]` (never
    /// empty: such a puzzle is refused); for a goal over the payment, each with the ghost moves
    /// that meet it (`ghosts`: actions as written).
    pub fn solutions(&self) -> Result<JsValue, JsError> {
        #[derive(Serialize)]
        struct Spot {
            x: i16,
            y: i16,
            rotation: u16,
            #[serde(skip_serializing_if = "Option::is_none")]
            ghosts: Option<Vec<ActionSpec>>,
        }
        let spot = |p: crate::board::Placement, ghosts| Spot {
            x: p.pos.x,
            y: p.pos.y,
            rotation: p.rotation.degrees(),
            ghosts,
        };
        let out: Vec<Spot> = if self.goal.choose == crate::scenario::goal::Choose::Ghosts {
            crate::scenario::goal::solve_turns(&self.game, &self.goal)
                .unwrap_or_default()
                .into_iter()
                .filter(|t| t.met)
                .map(|t| spot(t.placement, Some(t.ghosts)))
                .collect()
        } else {
            crate::scenario::goal::solve(&self.game, &self.goal)
                .into_iter()
                .filter(|(_, met)| *met)
                .map(|(p, _)| spot(p, None))
                .collect()
        };
        to_js(&out)
    }
}
