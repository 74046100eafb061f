//! The JavaScript facade, run in headless Chromium by wasm-bindgen-test-runner (`make test-wasm`).
//! Every method, and the error paths: a refused call throws a JS `Error` with a clear message
//! and leaves the game usable.
#![cfg(target_arch = "wasm32")]

use carcassonne_mist::wasm::GameHandle;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn message(e: impl Into<JsValue>) -> String {
    let v: JsValue = e.into();
    js_sys::Error::from(v).message().into()
}

/// A refused move's kind and one value of its data (`""` when it has no such value); its
/// message is only the id of its words (docs/FORMATS.md, "Refusals").
fn refusal(e: impl Into<JsValue>, key: &str) -> (String, String) {
    let v: JsValue = e.into();
    let kind = get(&v, "kind").as_string().unwrap_or_default();
    assert_eq!(message(v.clone()), format!("error-play-{kind}"));
    let data = get(&v, "data");
    let value = get(&data, key);
    let value = value
        .as_string()
        .or_else(|| value.as_f64().map(|n| n.to_string()))
        .unwrap_or_default();
    (kind, value)
}

fn get(v: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(v, &JsValue::from_str(key)).unwrap()
}

fn len(v: &JsValue) -> u32 {
    js_sys::Array::from(v).length()
}

fn new_game() -> GameHandle {
    GameHandle::new_game(r#"{"players": ["Ann", "Bob"], "sets": ["base"], "seed": 3}"#).unwrap()
}

#[wasm_bindgen_test]
fn new_game_view_and_kinds() {
    let g = new_game();
    let v = g.view().unwrap();
    assert_eq!(get(&v, "phase").as_string().unwrap(), "place-tile");
    assert_eq!(len(&get(&v, "tiles")), 1);
    assert_eq!(len(&get(&v, "players")), 2);
    assert_eq!(get(&v, "bag_left").as_f64().unwrap(), 70.0);
    assert_eq!(len(&g.kinds().unwrap()), 24);
    assert!(!carcassonne_mist::wasm::engine_version().is_empty());
}

/// Seed 6 starts with U in hand: at (−1, 0) it is listed once, turned 90°, with 270° as the
/// same look (`same`: 90° and 270°); turned 270° it previews and places, and keeps its rotation (B1).
#[wasm_bindgen_test]
fn a_symmetric_tile_places_at_an_equal_rotation() {
    let mut g = GameHandle::new_game(r#"{"seed": 6}"#).unwrap();
    assert_eq!(get(&g.view().unwrap(), "hand_id").as_string().unwrap(), "U");
    let all = js_sys::Array::from(&g.legal_placements().unwrap());
    let here = all
        .iter()
        .find(|p| get(p, "x").as_f64() == Some(-1.0) && get(p, "y").as_f64() == Some(0.0))
        .unwrap();
    assert_eq!(get(&here, "rotation").as_f64(), Some(90.0));
    // bits 1 and 3: 90° and 270°
    assert_eq!(get(&here, "same").as_f64(), Some(10.0));
    assert!(g
        .placement_problem_data(-1.0, 0.0, 270.0)
        .unwrap()
        .is_undefined());
    assert_eq!(
        get(&g.preview(-1.0, 0.0, 270.0).unwrap(), "rotation").as_f64(),
        Some(270.0)
    );
    g.place_tile(-1.0, 0.0, 270.0).unwrap();
    let tiles = js_sys::Array::from(&get(&g.view().unwrap(), "tiles"));
    let last = tiles.get(tiles.length() - 1);
    assert_eq!(get(&last, "rotation").as_f64(), Some(270.0));
    assert!(g
        .save()
        .replace(char::is_whitespace, "")
        .contains(r#""rotation":270"#));
}

#[wasm_bindgen_test]
fn place_skip_undo_redo() {
    let mut g = new_game();
    let placements = g.legal_placements().unwrap();
    assert!(len(&placements) > 0);
    let first = js_sys::Array::from(&placements).get(0);
    let (x, y, r) = (
        get(&first, "x").as_f64().unwrap(),
        get(&first, "y").as_f64().unwrap(),
        get(&first, "rotation").as_f64().unwrap(),
    );
    assert!(g.placement_problem_data(x, y, r).unwrap().is_undefined());
    let pv = g.preview(x, y, r).unwrap();
    assert_eq!(
        get(&pv, "tile").as_string(),
        get(&g.view().unwrap(), "hand_id").as_string()
    );
    assert_eq!(get(&pv, "x").as_f64(), Some(x));
    assert!(js_sys::Array::is_array(&get(&pv, "rules")));
    let refused = g.preview(x + 50.0, y, r).map(|_| ()).unwrap_err();
    let problem = get(&get(&refused, "data"), "problem");
    assert_eq!(refusal(refused, "x").0, "placement");
    assert_eq!(
        get(&problem, "kind").as_string().as_deref(),
        Some("not-touching")
    );
    g.place_tile(x, y, r).unwrap();
    assert_eq!(
        get(&g.view().unwrap(), "phase").as_string().unwrap(),
        "meeple"
    );
    assert!(len(&g.legal_actions().unwrap()) >= 1);
    g.skip_meeple().unwrap();
    let v = g.view().unwrap();
    assert_eq!(len(&get(&v, "tiles")), 2);
    assert_eq!(get(&v, "current").as_f64().unwrap(), 1.0);
    let played = get(&g.saved().unwrap(), "actions");
    assert_eq!(len(&played), 2);
    assert_eq!(len(&g.redo_actions().unwrap()), 0);
    assert!(g.undo());
    assert!(g.undo());
    assert!(!g.undo());
    assert_eq!(len(&get(&g.view().unwrap(), "tiles")), 1);
    // the redo list, in the saved-game form: the actions taken back, in the order played
    let redo = g.redo_actions().unwrap();
    assert_eq!(
        js_sys::JSON::stringify(&redo).unwrap(),
        js_sys::JSON::stringify(&played).unwrap()
    );
    assert_eq!(len(&get(&g.saved().unwrap(), "actions")), 0);
    assert!(g.redo());
    assert!(g.redo());
    assert!(!g.redo());
    assert_eq!(len(&get(&g.view().unwrap(), "tiles")), 2);
}

/// A scenario's `undo` and `redo` steps through `play`, as the embed plays steps, and the
/// player's S7a choice of bank (www/scenarios/rule-S7a.json).
#[wasm_bindgen_test]
fn scenario_steps_undo_redo_and_a_choice_of_bank() {
    let mut g = GameHandle::from_scenario(include_str!("../www/scenarios/rule-S7a.json")).unwrap();
    let phase = |g: &GameHandle| get(&g.view().unwrap(), "phase").as_string().unwrap();
    let refused = g.play(r#"{"type": "undo"}"#).map(|_| ()).unwrap_err();
    assert_eq!(refusal(refused, "").0, "nothing-to-undo");
    g.place_tile(0.0, 0.0, 0.0).unwrap();
    assert_eq!(phase(&g), "ghosts");
    // S7: both banks' circle ghosts are offered; the player picks which bank goes first
    assert_eq!(len(&g.legal_actions().unwrap()), 2);
    g.play(r#"{"type": "move-ghost", "from": {"x": 0, "y": 1, "feature": "mist1"}, "to": {"x": 1, "y": 0, "feature": "monastery"}}"#)
        .unwrap();
    assert_eq!(phase(&g), "meeple");
    g.play(r#"{"type": "undo"}"#).unwrap();
    assert_eq!(phase(&g), "ghosts");
    g.play(r#"{"type": "redo"}"#).unwrap();
    assert_eq!(phase(&g), "meeple");
    let refused = g.play(r#"{"type": "redo"}"#).map(|_| ()).unwrap_err();
    assert_eq!(refusal(refused, "").0, "nothing-to-redo");
}

#[wasm_bindgen_test]
fn bad_inputs_throw_clear_errors_and_leave_the_game_usable() {
    assert!(
        message(GameHandle::new_game("{not json").err().unwrap()).contains("setup is not valid")
    );
    assert!(
        message(GameHandle::new_game(r#"{"players": ["A"]}"#).err().unwrap())
            .contains("2 to 6 players")
    );
    assert!(message(
        GameHandle::new_game(r#"{"sets": ["base", "nope"]}"#)
            .err()
            .unwrap()
    )
    .contains("unknown tile set"));
    assert!(
        message(GameHandle::from_scenario("[]").err().unwrap()).contains("scenario is not valid")
    );
    assert!(message(
        GameHandle::load(r#"{"format": "x", "version": 1, "actions": []}"#)
            .err()
            .unwrap()
    )
    .contains("format"));

    let mut g = new_game();
    let before = g.save();
    let e = g.place_tile(0.0, 0.0, 0.0).err().unwrap();
    assert_eq!(
        get(&get(&get(&e, "data"), "problem"), "kind")
            .as_string()
            .as_deref(),
        Some("occupied")
    );
    assert_eq!(refusal(e, "x").0, "placement");
    let e = refusal(g.place_tile(0.0, -1.0, 45.0).err().unwrap(), "degrees");
    assert_eq!(e, ("rotation".into(), "45".into()));
    let e = refusal(g.place_tile(1_000_000.0, 0.0, 0.0).err().unwrap(), "x");
    assert_eq!(e, ("off-board".into(), "1000000".into()));
    let e = refusal(g.place_meeple("city1", false).err().unwrap(), "why");
    assert_eq!(e, ("wrong-phase".into(), "tile-first".into()));
    let e = refusal(g.skip_meeple().err().unwrap(), "why");
    assert_eq!(e, ("wrong-phase".into(), "tile-first".into()));
    let e = message(g.play(r#"{"type": "fly"}"#).err().unwrap());
    assert!(e.contains("action is not valid"), "{e}");
    let problem = g.placement_problem_data(0.0, 0.0, 0.0).unwrap();
    assert_eq!(
        get(&problem, "kind").as_string().as_deref(),
        Some("occupied")
    );
    assert_eq!(g.save(), before, "refused calls must not change the game");
    // still usable
    let first = js_sys::Array::from(&g.legal_placements().unwrap()).get(0);
    let (x, y, r) = (
        get(&first, "x").as_f64().unwrap(),
        get(&first, "y").as_f64().unwrap(),
        get(&first, "rotation").as_f64().unwrap(),
    );
    g.play(&format!(
        r#"{{"type": "place-tile", "x": {x}, "y": {y}, "rotation": {r}}}"#
    ))
    .unwrap();
    let e = refusal(g.place_meeple("nothing", false).err().unwrap(), "feature");
    assert_eq!(e, ("no-such-feature".into(), "nothing".into()));
    g.play(r#"{"type": "skip-meeple"}"#).unwrap();
}

#[wasm_bindgen_test]
fn save_load_and_scenarios() {
    let mut g = new_game();
    for _ in 0..6 {
        let acts = js_sys::Array::from(&g.legal_actions().unwrap());
        let a = js_sys::JSON::stringify(&acts.get(0))
            .unwrap()
            .as_string()
            .unwrap();
        g.play(&a).unwrap();
    }
    let saved = g.save();
    let h = GameHandle::load(&saved).unwrap();
    assert_eq!(h.save(), saved);
    let sc = r#"{"format": "carcassonne-mist/scenario", "version": 1,
        "board": [{"tile": "D", "x": 0, "y": 0}], "hand": "E", "bag": []}"#;
    let s = GameHandle::from_scenario(sc).unwrap();
    assert_eq!(len(&s.legal_placements().unwrap()), 4);
    let bad = sc.replace("\"E\"", "\"ZZ\"");
    let e = message(GameHandle::from_scenario(&bad).err().unwrap());
    assert!(e.contains("unknown tile `ZZ`"), "{e}");
}

/// `autoStep` plays the demo policy to the end; `turnLog` tells every action in words.
#[wasm_bindgen_test]
fn auto_step_to_the_end_and_the_turn_log() {
    let sc = r#"{"format": "carcassonne-mist/scenario", "version": 1,
        "board": [{"tile": "D", "x": 0, "y": 0}], "hand": "E", "bag": ["U", "V"]}"#;
    let mut g = GameHandle::from_scenario(sc).unwrap();
    assert_eq!(len(&g.turn_log().unwrap()), 0);
    let mut steps = 0;
    while g.auto_step() {
        steps += 1;
        assert!(steps < 20, "autoStep never stops");
    }
    assert_eq!(
        get(&g.view().unwrap(), "phase").as_string().unwrap(),
        "game-over"
    );
    // 3 tiles, each placed and then no meeple: 6 actions, told in order.
    assert_eq!(steps, 6);
    let log = js_sys::Array::from(&g.turn_log().unwrap());
    assert_eq!(log.length(), 6);
    let first = get(&log.get(0), "text").as_string().unwrap();
    assert!(first.starts_with("Red placed tile E, turned "), "{first}");
    assert_eq!(get(&log.get(0), "rule").as_string().unwrap(), "B1");
    let second = get(&log.get(1), "text").as_string().unwrap();
    assert_eq!(second, "Red placed no meeple");
    assert_eq!(get(&log.get(2), "player").as_f64(), Some(1.0));
    assert!(!g.auto_step(), "no step after the end");
}

/// The table of bad inputs (tests/data/bad-inputs.json) through the facade: each throws a JS
/// error containing the expected words, nothing panics, and a refused action leaves the game as
/// it was and usable. A row's `problem` is what `fileProblem` gives the page: its kind, its
/// path, and each of its values among the values (for `refused`: the move's kind).
#[wasm_bindgen_test]
fn the_facade_survives_every_bad_input() {
    let doc: serde_json::Value =
        serde_json::from_str(include_str!("data/bad-inputs.json")).unwrap();
    let position = doc["position"].to_string();
    let mut failures = Vec::new();
    for c in doc["cases"].as_array().unwrap() {
        let name = c["name"].as_str().unwrap();
        let want = c["error"].as_str().unwrap();
        let input = match &c["input"] {
            serde_json::Value::String(s) => s.clone(),
            other => other.to_string(),
        };
        let got: Result<(), JsValue> = match c["kind"].as_str().unwrap() {
            "scenario" => GameHandle::from_scenario(&input)
                .map(|_| ())
                .map_err(JsValue::from),
            "setup" => GameHandle::new_game(&input)
                .map(|_| ())
                .map_err(JsValue::from),
            "game" => GameHandle::load(&input).map(|_| ()).map_err(JsValue::from),
            "link" => GameHandle::from_link(&input).map(|_| ()),
            "tiles" => {
                let sc = serde_json::json!({
                    "format": "carcassonne-mist/scenario", "version": 1,
                    "tiles": [input], "board": [{"tile": "D", "x": 0, "y": 0}]
                });
                GameHandle::from_scenario(&sc.to_string())
                    .map(|_| ())
                    .map_err(JsValue::from)
            }
            "action" => {
                let mut g = GameHandle::from_scenario(&position).unwrap();
                let before = g.save();
                let r = g.play(&input);
                if g.save() != before {
                    failures.push(format!("{name}: the refused action changed the game"));
                }
                assert!(
                    g.view().is_ok() && g.legal_placements().is_ok(),
                    "{name}: game unusable"
                );
                r
            }
            other => panic!("unknown kind {other}"),
        };
        // a tile line's problem is given by its word in the module (src/tile/problem.rs): the
        // page words it; its English sentence is checked natively (tests/bad_inputs.rs)
        let word = match c["problem"]["kind"].as_str() {
            Some("tile-notation") => c["problem"]["problem"].as_str(),
            _ => None,
        };
        match got {
            Ok(()) => failures.push(format!("{name}: accepted")),
            Err(e) => {
                // a refused move gives its kind and data, not words: its English is checked
                // natively (tests/bad_inputs.rs)
                let kind = get(&e, "kind").as_string();
                let m = message(e);
                let move_refused = kind.is_some_and(|k| m == format!("error-play-{k}"));
                if !move_refused && !m.contains(want) && !word.is_some_and(|w| m.contains(w)) {
                    failures.push(format!("{name}: expected {want:?} in {m:?}"));
                }
            }
        }
        let file = match c["kind"].as_str().unwrap() {
            "scenario" => Some((input.clone(), "scenario")),
            "game" => Some((input.clone(), "game")),
            "tiles" => Some((tile_scenario(&input), "scenario")),
            _ => None,
        };
        if let (Some(want), Some((text, what))) = (c.get("problem"), file) {
            if let Err(e) = file_problem_states(&text, what, want) {
                failures.push(format!("{name}: {e}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The scenario a `tiles` row is read in: the line as the file's own tile.
fn tile_scenario(line: &str) -> String {
    serde_json::json!({
        "format": "carcassonne-mist/scenario", "version": 1,
        "tiles": [line], "board": [{"tile": "D", "x": 0, "y": 0}]
    })
    .to_string()
}

/// Whether `fileProblem(text, what)` states the row's problem `want`: each of its fields
/// (`kind`, `path`, the values by name, `play`: a refused move's kind) with the same value.
fn file_problem_states(text: &str, what: &str, want: &serde_json::Value) -> Result<(), String> {
    let got = carcassonne_mist::wasm::file_problem(text, what).map_err(|_| "threw")?;
    if got.is_null() {
        return Err("fileProblem found no problem".into());
    }
    let shown = |v: &JsValue| {
        js_sys::JSON::stringify(v)
            .ok()
            .and_then(|s| s.as_string())
            .unwrap_or_default()
    };
    for (key, v) in want.as_object().into_iter().flatten() {
        let value: Option<serde_json::Value> = serde_json::from_str(&shown(&get(&got, key))).ok();
        if value.as_ref() != Some(v) {
            return Err(format!("fileProblem gives {} for {want}", shown(&got)));
        }
    }
    Ok(())
}

/// A refused move and a refused link throw an `Error` with a `kind` and the `data` its words
/// need (a move's `message` is only the id of its words) (www/words/refusals.js; docs/FORMATS.md, "Refusals").
#[wasm_bindgen_test]
fn refusals_carry_their_kind_and_data() {
    let mut g = GameHandle::from_scenario(include_str!("../www/scenarios/rule-B3.json")).unwrap();
    let sc: serde_json::Value =
        serde_json::from_str(include_str!("../www/scenarios/rule-B3.json")).unwrap();
    g.play(&sc["steps"][0]["do"].to_string()).unwrap();
    let e = g.play(&sc["steps"][1]["do"].to_string()).unwrap_err();
    assert_eq!(message(e.clone()), "error-play-occupied");
    assert_eq!(get(&e, "kind").as_string().as_deref(), Some("occupied"));
    assert_eq!(
        get(&get(&e, "data"), "what").as_string().as_deref(),
        Some("road")
    );
    let e = g.place_tile(0.0, 0.0, 0.0).unwrap_err();
    assert_eq!(get(&e, "kind").as_string().as_deref(), Some("wrong-phase"));
    assert_eq!(
        get(&get(&e, "data"), "why").as_string().as_deref(),
        Some("placed")
    );
    let e = GameHandle::from_link("AQ").map(|_| ()).unwrap_err();
    assert_eq!(get(&e, "kind").as_string().as_deref(), Some("cut-short"));
    assert!(message(e).contains("copy the whole link again"));
}

/// A file's error as the page words it: `{message, path, kind, …values by name}`
/// (www/words/file-errors.js).
#[wasm_bindgen_test]
fn file_problem_gives_the_kind_path_and_values() {
    let file_problem =
        |text: &str, what: &str| carcassonne_mist::wasm::file_problem(text, what).unwrap();
    let text = |p: &JsValue, k: &str| get(p, k).as_string();
    let p = file_problem("{\n\"format\": ", "scenario");
    assert_eq!(text(&p, "kind").as_deref(), Some("bad-json"));
    assert_eq!(
        (get(&p, "line").as_f64(), get(&p, "eof").as_bool()),
        (Some(2.0), Some(true))
    );
    assert!(
        !js_sys::Array::is_array(&p),
        "an object, not a list of values"
    );
    let sc = include_str!("../www/scenarios/example-1.json").replacen(
        "\"tile\": \"B\", \"x\": 1",
        "\"tile\": \"NOPE\", \"x\": 1",
        1,
    );
    let p = file_problem(&sc, "scenario");
    assert_eq!(text(&p, "path").as_deref(), Some("board[1]"));
    assert_eq!(text(&p, "kind").as_deref(), Some("unknown-tile"));
    assert_eq!(text(&p, "tile").as_deref(), Some("NOPE"));
    assert!(text(&p, "message")
        .unwrap_or_default()
        .contains("unknown tile `NOPE`"));
    assert!(file_problem(include_str!("../www/scenarios/example-1.json"), "scenario").is_null());
    let p = file_problem(include_str!("../www/scenarios/example-1.json"), "game");
    assert_eq!(text(&p, "kind").as_deref(), Some("wrong-format"));
    assert_eq!(text(&p, "found").as_deref(), Some("scenario"));
}

/// The engine's vocabulary through the facade: the variants with their options (the default
/// first) and sets, the languages, the limits and the kinds of errors.
#[wasm_bindgen_test]
fn vocabulary_gives_variants_languages_and_limits() {
    let v = carcassonne_mist::wasm::vocabulary().unwrap();
    let variants = js_sys::Array::from(&get(&v, "variants"));
    assert_eq!(variants.length(), 6);
    let v6 = variants.get(5);
    assert_eq!(
        get(&v6, "key").as_string().as_deref(),
        Some("opponent-no-target")
    );
    assert_eq!(get(&v6, "needs").as_string().as_deref(), Some("gcc"));
    let options = js_sys::Array::from(&get(&v6, "options"));
    assert_eq!(options.get(0).as_string().as_deref(), Some("stays"));
    let langs = js_sys::Array::from(&get(&v, "languages"));
    assert_eq!(langs.get(0).as_string().as_deref(), Some("en"));
    assert_eq!(
        get(&get(&v, "limits"), "max_seed").as_f64(),
        Some(9_007_199_254_740_991.0)
    );
    let file = js_sys::Array::from(&get(&get(&v, "errors"), "file"));
    assert!(file.includes(&JsValue::from_str("tile-notation"), 0));
}

/// The computer player through the facade (what `www/engine/ai-worker.js` calls): every decision it
/// suggests plays, a fixed number of simulations with a seed suggests the same action twice, a
/// thinking time is kept by the browser's clock, and a player that is not one throws words.
#[wasm_bindgen_test]
fn computer_move_plays_legal_decisions() {
    let mut g = GameHandle::new_game(
        r#"{"players": ["Ann", "Bob"], "sets": ["base", "gcc", "sc"], "seed": 5}"#,
    )
    .unwrap();
    let action = |r: &JsValue| -> String {
        js_sys::JSON::stringify(&get(r, "action"))
            .unwrap()
            .as_string()
            .unwrap()
    };
    let mut phases = std::collections::BTreeSet::new();
    for i in 0..24 {
        let spec = if i % 2 == 0 { "mcts:40sims" } else { "greedy" };
        let r = g.computer_move(spec, 7.0).unwrap();
        if spec == "mcts:40sims" {
            let sims = get(&r, "simulations").as_f64().unwrap();
            // 40 simulations, or none when only one action is legal.
            assert!(sims == 40.0 || sims == 0.0, "{sims}");
            assert_eq!(action(&g.computer_move(spec, 7.0).unwrap()), action(&r));
        }
        phases.insert(get(&g.view().unwrap(), "phase").as_string().unwrap());
        g.play(&action(&r)).unwrap();
    }
    assert!(
        phases.contains("place-tile") && phases.contains("meeple"),
        "{phases:?}"
    );
    // A placement (more than one choice, so the search runs).
    while get(&g.view().unwrap(), "phase").as_string().unwrap() != "place-tile" {
        let r = g.computer_move("greedy", 1.0).unwrap();
        g.play(&action(&r)).unwrap();
    }
    let r = g.computer_move("mcts:30ms", 1.0).unwrap();
    assert!(get(&r, "ms").as_f64().unwrap() >= 30.0);
    assert!(get(&r, "simulations").as_f64().unwrap() >= 8.0);
    let e = message(g.computer_move("minimax", 1.0).unwrap_err());
    assert!(e.contains("unknown player 'minimax'"), "{e}");
}

/// The page's worker thinks in slices (`computerThink`, `step`): the same decision as one
/// `computerMove` with a number of simulations and a seed, its progress up to done, a root's
/// tally of one entry a legal move; the expert level's merge of two trees' tallies plays a legal
/// move, and tallies of another game's length, or a root-parallel player in one worker, are
/// refused in words.
#[wasm_bindgen_test]
fn computer_thinks_in_slices_and_merges_trees() {
    let g = GameHandle::new_game(r#"{"players": ["Ann", "Bob"], "sets": ["base"], "seed": 8}"#)
        .unwrap();
    let whole = g.computer_move("mcts:300sims", 4.0).unwrap();
    let mut t = g.computer_think("mcts:300sims", 4.0).unwrap();
    let mut steps = 0;
    loop {
        let p = t.step(1.0).unwrap();
        steps += 1;
        let fraction = get(&p, "fraction").as_f64().unwrap();
        assert!((0.0..=1.0).contains(&fraction));
        if get(&p, "done").as_bool().unwrap() {
            assert_eq!(get(&p, "simulations").as_f64(), Some(300.0));
            break;
        }
    }
    assert!(steps >= 1);
    let s = t.suggestion().unwrap();
    let text = |v: &JsValue| js_sys::JSON::stringify(v).unwrap().as_string().unwrap();
    assert_eq!(text(&get(&s, "action")), text(&get(&whole, "action")));
    let legal = js_sys::Array::from(&g.legal_actions().unwrap()).length() as usize;
    let (v1, w1) = (t.visits(), t.wins());
    assert_eq!(v1.len(), legal);
    assert_eq!(v1.iter().sum::<u32>(), 300);
    // a second tree, merged with the first
    let mut t2 = g.computer_think("mcts:300sims", 5.0).unwrap();
    while !get(&t2.step(50.0).unwrap(), "done").as_bool().unwrap() {}
    let visits: Vec<u32> = v1.iter().chain(&t2.visits()).copied().collect();
    let wins: Vec<f64> = w1.iter().chain(&t2.wins()).copied().collect();
    let m = g.computer_merge(&visits, &wins, 600.0, 10.0).unwrap();
    assert_eq!(get(&m, "simulations").as_f64(), Some(600.0));
    let mut played = GameHandle::load(&g.save()).unwrap();
    played.play(&text(&get(&m, "action"))).unwrap();
    // refused in words
    let e = g
        .computer_merge(&visits[1..], &wins[1..], 600.0, 10.0)
        .err()
        .unwrap();
    assert!(message(e).contains("legal move"));
    let e = g.computer_think("mcts:2x100sims", 1.0).err().unwrap();
    assert!(message(e).contains("several workers"));
    assert!(g.computer_think("mcts:2x3600000ms", 1.0).is_err());
}

/// The facade checks the numbers it is given: never NaN, fractions or values JavaScript would
/// wrap into another number (2^32 would be x = 0 as an i32), never more seat bits than players,
/// never hours of thinking (issue 22).
#[wasm_bindgen_test]
fn numbers_from_javascript_are_checked_not_wrapped() {
    let mut g = GameHandle::new_game(r#"{"players": ["Ann", "Bob"], "seed": 3}"#).unwrap();
    let before = g.save();
    for (x, y, r) in [
        (4_294_967_296.0, 0.0, 0.0),
        (f64::NAN, 0.0, 0.0),
        (0.5, 0.0, 0.0),
        (0.0, f64::INFINITY, 0.0),
        (0.0, 0.0, 1e12),
    ] {
        let e = message(g.place_tile(x, y, r).err().unwrap());
        assert!(e.contains("must be a whole number"), "{x} {y} {r}: {e}");
        assert!(g.preview(x, y, r).is_err(), "{x} {y} {r}");
        assert!(g.placement_problem_data(x, y, r).is_err(), "{x} {y} {r}");
        if (x, y) != (0.0, 0.0) {
            assert!(g.bank_at(x, y, "mist1").is_err(), "{x} {y}");
        }
    }
    assert_eq!(g.save(), before, "refused calls change nothing");
    // two players: seats 0 to 3 (bits 0 and 1), no more
    assert!(g.link_code(5.0, 3.0).is_ok());
    for seats in [257.0, 255.0, 4.0, -1.0, 1.5] {
        assert!(g.link_code(5.0, seats).is_err(), "{seats}");
    }
    assert!(
        g.computer_move("mcts:3600000ms", 1.0).is_err(),
        "an hour of thinking is refused"
    );
    assert!(
        g.computer_move("greedy", f64::NAN).is_err(),
        "a seed that is not a number"
    );
}

/// The hint's and the review's facade (what `www/engine/ai-worker.js` calls): `explainMove` of a
/// placement against another gives both moves' facts and the points gained, against itself is
/// `same`, and a move not legal now throws words; `review` goes through a game in slices to
/// `finished`, one point of the score timeline a decision and its marked moves among those
/// reviewed, each with a better move; seats beyond 8 players throw.
#[wasm_bindgen_test]
fn explain_move_and_review_through_the_facade() {
    let mut g = GameHandle::new_game(r#"{"players": ["Ann", "Bob"], "sets": ["base"], "seed": 3}"#)
        .unwrap();
    let json = |v: &JsValue| js_sys::JSON::stringify(v).unwrap().as_string().unwrap();
    let phase = |g: &GameHandle| get(&g.view().unwrap(), "phase").as_string().unwrap();
    let cell = |s: &JsValue| (get(s, "x").as_f64(), get(s, "y").as_f64());
    // a placement with at least two cells to choose from, a few decisions in
    let mut specs: Vec<JsValue> = Vec::new();
    for i in 0..80 {
        if i >= 6 && phase(&g) == "place-tile" {
            specs = js_sys::Array::from(&g.legal_actions().unwrap())
                .iter()
                .collect();
            if specs.iter().any(|s| cell(s) != cell(&specs[0])) {
                break;
            }
        }
        let r = g.computer_move("greedy", 1.0).unwrap();
        g.play(&json(&get(&r, "action"))).unwrap();
    }
    assert_eq!(phase(&g), "place-tile");
    let a = &specs[0];
    let b = specs
        .iter()
        .find(|s| cell(s) != cell(a))
        .expect("two cells to place on");
    let e = g.explain_move(&json(a), Some(json(b))).unwrap();
    assert_eq!(json(&get(&e, "action")), json(a));
    assert_eq!(json(&get(&e, "alternative")), json(b));
    assert_eq!(get(&e, "same").as_bool(), Some(false));
    assert!(get(&e, "gain").as_f64().is_some(), "{}", json(&e));
    assert!(js_sys::Array::is_array(&get(&e, "facts")));
    let itself = g.explain_move(&json(a), Some(json(a))).unwrap();
    assert_eq!(get(&itself, "same").as_bool(), Some(true));
    let refused = message(
        g.explain_move(r#"{"type": "skip-meeple"}"#, None)
            .unwrap_err(),
    );
    assert!(!refused.is_empty());
    // the review of the game so far, for Ann's decisions (seat bit 0)
    let mut r = g.review(1.0).unwrap();
    let mut steps = 0;
    while !get(&r.step(20.0).unwrap(), "finished").as_bool().unwrap() {
        steps += 1;
        assert!(steps < 10_000, "the review finishes");
    }
    let v = r.view().unwrap();
    let decisions = get(&v, "decisions").as_f64().unwrap() as u32;
    assert!(decisions >= 6, "{decisions} decisions");
    assert!(len(&get(&v, "timeline")) >= 1);
    let moves = len(&get(&v, "moves"));
    assert!(moves >= 1 && moves <= decisions, "{moves} of {decisions}");
    for m in js_sys::Array::from(&get(&v, "marked")).iter() {
        let i = m.as_f64().unwrap() as u32;
        let reviewed = js_sys::Array::from(&get(&v, "moves")).get(i);
        assert_eq!(
            get(&reviewed, "player").as_f64(),
            Some(0.0),
            "Ann's decisions only"
        );
        assert!(get(&reviewed, "best").is_object());
    }
    let Err(e) = g.review(256.0) else {
        panic!("seats beyond 8 players are refused")
    };
    let e = message(e);
    assert!(e.contains("seats"), "{e}");
}

/// A rule puzzle over the ghost payment through the facade (what `www/embed/puzzle.js` calls):
/// it chooses the ghosts, a placement alone is not judged yet, the payment made decides, and
/// its solution carries the ghost moves.
#[wasm_bindgen_test]
fn a_puzzle_over_the_ghost_payment_is_judged_on_the_payment() {
    let p = carcassonne_mist::wasm::Puzzle::from_scenario(include_str!(
        "../www/scenarios/puzzle-G3-pay.json"
    ))
    .unwrap()
    .unwrap();
    assert_eq!(p.choose(), "ghosts");
    let place = r#"{"type": "place-tile", "x": 0, "y": -1, "rotation": 180}"#;
    let pay =
        |to: &str| format!(r#"[{place}, {{"type": "move-ghost", "from": "supply", "to": {to}}}]"#);
    assert!(
        p.judge_turn(&format!("[{place}]")).unwrap().is_undefined(),
        "the ghost is still to pay"
    );
    let knight = p
        .judge_turn(&pay(r#"{"x": 3, "y": 0, "feature": "city1"}"#))
        .unwrap();
    assert_eq!(get(&knight, "met").as_bool(), Some(true));
    let monk = p
        .judge_turn(&pay(r#"{"x": 2, "y": 0, "feature": "monastery"}"#))
        .unwrap();
    assert_eq!(get(&monk, "met").as_bool(), Some(false));
    let solutions = p.solutions().unwrap();
    assert!(len(&get(&js_sys::Array::from(&solutions).get(0), "ghosts")) >= 1);
}
