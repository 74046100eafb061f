//! The kinds of the errors a wiki editor meets in a scenario or saved game (`json::ErrorKind`):
//! the page words them in the reader's language from the kind and its values
//! (www/locales/<lang>/errors.ftl), so each common mistake must come with its kind, its field
//! path and its numbers, beside the English message.

use carcassonne_mist::scenario::{SavedGame, Scenario};
use carcassonne_mist::ErrorKind;

const EXAMPLE: &str = include_str!("../www/scenarios/example-1.json");

/// The error of reading `text` as a scenario and starting it.
fn scenario_error(text: &str) -> (String, ErrorKind, String) {
    let Err(e) = Scenario::from_json(text).and_then(|sc| sc.start().map(|_| sc)) else {
        panic!("no error");
    };
    (e.at.clone(), e.kind.clone(), e.to_string())
}

/// The example scenario with `from` replaced by `to` (once).
fn edited(from: &str, to: &str) -> String {
    assert!(EXAMPLE.contains(from), "{from}");
    EXAMPLE.replacen(from, to, 1)
}

#[test]
fn bad_json_has_its_line_and_column() {
    let (at, kind, message) =
        scenario_error("{\n  \"format\": \"carcassonne-mist/scenario\",\n  x\n}");
    assert_eq!(at, "");
    assert_eq!(
        kind,
        ErrorKind::BadJson {
            line: 3,
            column: 3,
            eof: false
        }
    );
    assert!(message.contains("line 3 column 3"), "{message}");
    let (_, kind, _) = scenario_error("{\"format\": ");
    assert!(
        matches!(kind, ErrorKind::BadJson { eof: true, .. }),
        "{kind:?}"
    );
}

#[test]
fn unknown_field_wrong_type_and_missing_field_name_their_path() {
    let (at, kind, _) = scenario_error(&edited(
        "\"tile\": \"B\", \"x\": 0",
        "\"tile\": \"B\", \"colour\": 1, \"x\": 0",
    ));
    assert_eq!(at, "board[0].colour");
    let ErrorKind::UnknownField { field, expected } = kind else {
        panic!("{kind:?}")
    };
    assert_eq!(field, "colour");
    assert!(expected.contains(&"rotation".to_string()), "{expected:?}");

    let (at, kind, _) = scenario_error(&edited("\"x\": 1, \"y\": 0", "\"x\": \"one\", \"y\": 0"));
    assert_eq!(at, "board[1].x");
    assert!(
        matches!(&kind, ErrorKind::WrongType { found: "text", value: Some(value), .. } if value == "one"),
        "{kind:?}"
    );

    let (at, kind, _) = scenario_error(&edited(
        "\"tile\": \"B\", \"x\": 0, \"y\": 0",
        "\"x\": 0, \"y\": 0",
    ));
    assert_eq!(at, "board[0]");
    assert_eq!(
        kind,
        ErrorKind::MissingField {
            field: "tile".into()
        }
    );
}

#[test]
fn unknown_tile_and_illegal_placement_say_which() {
    let (at, kind, _) = scenario_error(&edited(
        "\"tile\": \"B\", \"x\": 1",
        "\"tile\": \"NOPE-1\", \"x\": 1",
    ));
    assert_eq!(at, "board[1]");
    assert_eq!(
        kind,
        ErrorKind::UnknownTile {
            tile: "NOPE-1".into()
        }
    );

    // the second tile on the first one's cell (B1)
    let (at, kind, message) = scenario_error(&edited(
        "\"tile\": \"B\", \"x\": 1, \"y\": 0",
        "\"tile\": \"B\", \"x\": 0, \"y\": 0",
    ));
    assert_eq!(at, "board[1]");
    assert_eq!(
        kind,
        ErrorKind::IllegalPlacement {
            reason: "occupied".into(),
            tile: "B".into()
        },
        "{message}"
    );
    // far from every tile
    let (_, kind, _) = scenario_error(&edited(
        "\"tile\": \"B\", \"x\": 1, \"y\": 0",
        "\"tile\": \"B\", \"x\": 5, \"y\": 5",
    ));
    assert!(
        matches!(&kind, ErrorKind::IllegalPlacement { reason, .. } if reason == "not-touching"),
        "{kind:?}"
    );
}

#[test]
fn versions_formats_and_sizes_have_their_numbers() {
    let (at, kind, _) = scenario_error(&edited("\"version\": 1", "\"version\": 9"));
    assert_eq!(at, "version");
    assert_eq!(
        kind,
        ErrorKind::Version {
            version: 9,
            max: 1,
            newer: true
        }
    );
    let Err(e) = SavedGame::load(EXAMPLE) else {
        panic!("a scenario is not a saved game");
    };
    assert_eq!(
        e.kind,
        ErrorKind::WrongFormat {
            found: "scenario".into(),
            expected: "game".into()
        }
    );
    let big = format!("{{\"x\": \"{}\"}}", "a".repeat(1 << 20));
    let (_, kind, _) = scenario_error(&big);
    assert!(
        matches!(kind, ErrorKind::TooLarge { max, .. } if max == 1 << 20),
        "{kind:?}"
    );
    // an unknown rule id is an unknown word, with the ids there are
    let (at, kind, _) = scenario_error(&edited("\"rules\": [", "\"rules\": [\"Q9\", "));
    assert_eq!(at, "rules[0]");
    assert!(
        matches!(&kind, ErrorKind::UnknownWord { value, expected } if value == "Q9" && expected.len() == carcassonne_mist::scenario::RULE_IDS.len()),
        "{kind:?}"
    );
}

#[test]
fn wrong_type_and_out_of_range_carry_the_type_and_the_range_as_numbers() {
    use carcassonne_mist::Expected;
    let (at, kind, message) = scenario_error(&edited("\"x\": 1, \"y\": 0", "\"x\": 1.5, \"y\": 0"));
    assert_eq!(at, "board[1].x");
    assert_eq!(
        kind,
        ErrorKind::WrongType {
            expected: Box::new(Expected::WholeNumber {
                min: None,
                max: None
            }),
            found: "number",
            value: Some("1.5".into())
        },
        "{message}"
    );
    // the English words stay as they were
    assert!(message.ends_with("expected a whole number"), "{message}");
    let (at, kind, message) = scenario_error(&edited("\"ghosts\": 2}", "\"ghosts\": 300}"));
    assert_eq!(at, "steps[0].expect.circles[0].ghosts");
    assert_eq!(
        kind,
        ErrorKind::OutOfRange {
            value: 300,
            min: Some(0),
            max: Some(255)
        },
        "{message}"
    );
    assert!(
        message.ends_with("expected a whole number from 0 to 255"),
        "{message}"
    );
    let (_, kind, _) = scenario_error(&edited("\"x\": 1, \"y\": 0", "\"x\": true, \"y\": 0"));
    assert!(
        matches!(&kind, ErrorKind::WrongType { found: "boolean", value: Some(value), .. } if value == "true"),
        "{kind:?}"
    );
}

/// The refusal of each step of ready-made scenario `file` that says it is refused: its kind's
/// word and its detail (the values the facade throws with it), as JSON.
fn refusals(file: &str) -> Vec<(String, serde_json::Value)> {
    let text = std::fs::read_to_string(format!("www/scenarios/{file}")).unwrap();
    let sc = Scenario::from_json(&text).unwrap();
    let mut game = sc.start().unwrap();
    let mut out = Vec::new();
    for step in &sc.steps {
        match step.action.play(&mut game) {
            Ok(()) => assert!(
                step.error.is_none() && step.refused.is_none(),
                "{file}: a refused step played"
            ),
            Err(e) => {
                use carcassonne_mist::Refusal as R;
                let data = match e.detail {
                    R::Placement(p) => {
                        serde_json::json!({"problem": carcassonne_mist::view::problem_view(&p)})
                    }
                    R::Rotation(degrees) => serde_json::json!({ "degrees": degrees }),
                    R::Feature { feature, kind, .. } => {
                        serde_json::json!({"feature": feature, "what": kind.map_or("", |k| k.word())})
                    }
                    R::Owed { rule, count, to } => {
                        serde_json::json!({"rule": rule, "count": count, "to": to})
                    }
                    R::Phase { why, rule } => serde_json::json!({"why": why, "rule": rule}),
                    other => serde_json::json!(format!("{other:?}")),
                };
                out.push((e.kind.word().to_string(), data));
            }
        }
    }
    out
}

#[test]
fn refused_moves_carry_their_kind_and_the_values_of_their_words() {
    use serde_json::json;
    let b1 = refusals("rule-B1.json");
    assert_eq!(
        b1[0],
        ("placement".into(), json!({"problem": {"kind": "occupied"}}))
    );
    assert_eq!(b1[1].0, "placement");
    assert_eq!(b1[1].1["problem"]["kind"], "side-mismatch");
    assert_eq!(b1[1].1["problem"]["theirs"], "road");
    assert_eq!(
        b1[2],
        (
            "placement".into(),
            json!({"problem": {"kind": "not-touching"}})
        )
    );
    assert_eq!(b1[3], ("rotation".into(), json!({"degrees": 45})));
    let b3 = refusals("rule-B3.json");
    assert_eq!(b3[0].0, "occupied");
    assert_eq!(b3[0].1["what"], "road");
    assert_eq!(b3[1].0, "no-such-feature");
    assert_eq!(b3[1].1["feature"], "monastery");
    let m3 = refusals("rule-M3.json");
    assert_eq!(
        m3[0],
        (
            "ghost-move".into(),
            json!({"rule": "M3", "count": 1, "to": "others"})
        )
    );
    assert_eq!(
        m3[2],
        (
            "wrong-phase".into(),
            json!({"why": "ghosts-first", "rule": "M3"})
        )
    );
    let s8 = refusals("rule-S8.json");
    assert_eq!(s8[0].0, "on-mist");
    assert_eq!(s8[0].1["what"], "mist");
    // every kind has its own word
    let words: std::collections::BTreeSet<&str> = carcassonne_mist::PlayErrorKind::ALL
        .iter()
        .map(|k| k.word())
        .collect();
    assert_eq!(words.len(), carcassonne_mist::PlayErrorKind::ALL.len());
}

#[test]
fn refused_links_carry_their_kind_and_numbers() {
    use carcassonne_mist::link::{decode_link, LinkErrorKind};
    let kind = |code: &str| decode_link(code).err().map(|e| (e.kind(), e.numbers()));
    assert_eq!(
        kind(&"A".repeat(20_000)),
        Some((LinkErrorKind::TooLong, Some((20_000, 16_384))))
    );
    assert_eq!(kind("ab+c").map(|k| k.0), Some(LinkErrorKind::NotBase64));
    assert_eq!(kind("AQ").map(|k| k.0), Some(LinkErrorKind::CutShort));
    assert_eq!(kind("AAAA").map(|k| k.0), Some(LinkErrorKind::NotALink));
    assert_eq!(
        kind("CQAA"),
        Some((LinkErrorKind::NewerVersion, Some((9, 2))))
    );
}

/// The problem the facade's `fileProblem` gives for `text` read as a scenario, as JSON.
fn problem_json(text: &str) -> serde_json::Value {
    let Err(e) = Scenario::from_json(text).and_then(|sc| sc.start().map(|_| sc)) else {
        panic!("no error");
    };
    serde_json::to_value(carcassonne_mist::view::file_problem(&e)).unwrap()
}

#[test]
fn a_file_problem_is_a_tagged_object_with_its_values_by_name() {
    let p = problem_json(&edited("\"x\": 1, \"y\": 0", "\"x\": \"one\", \"y\": 0"));
    assert_eq!(p["kind"], "wrong-type", "{p}");
    assert_eq!(p["path"], "board[1].x");
    assert_eq!(p["expected"], "whole-number", "{p}");
    assert_eq!(p["words"], serde_json::json!([]));
    assert!(
        p.get("min").is_some() && p.get("max").is_some(),
        "the range, null: no bound: {p}"
    );
    assert_eq!((&p["found"], &p["value"]), (&"text".into(), &"one".into()));
    assert!(p["message"].as_str().unwrap().contains("board[1].x"), "{p}");
    let p = problem_json(&edited(
        "\"sets\": [",
        "\"variants\": {\"limit-bonus\": 3}, \"sets\": [",
    ));
    assert_eq!(
        (p["kind"].as_str(), p["expected"].as_str()),
        (Some("wrong-type"), Some("word"))
    );
    assert!(p["min"].is_null() && p["max"].is_null(), "{p}");
    assert_eq!(
        p["words"],
        serde_json::json!(["plus-one", "replace"]),
        "{p}"
    );
    // a line of the file's own tiles: its problem's values beside the kind
    let p = problem_json(
        r#"{"format": "carcassonne-mist/scenario", "version": 1, "tiles": ["T city"],
            "board": [{"tile": "D", "x": 0, "y": 0}]}"#,
    );
    assert_eq!(
        (p["kind"].as_str(), p["problem"].as_str()),
        (Some("tile-notation"), Some("no-colon")),
        "{p}"
    );
    assert!(
        p.get("column").is_some() && p.get("feature").is_some(),
        "{p}"
    );
    // a refused move: the move's kind and its data
    let p = problem_json(&edited(
        "\"tile\": \"B\", \"x\": 1, \"y\": 0",
        "\"tile\": \"B\", \"x\": 1, \"y\": 0, \"rotation\": 45",
    ));
    assert_eq!(
        (p["kind"].as_str(), p["play"].as_str()),
        (Some("refused"), Some("rotation")),
        "{p}"
    );
    assert_eq!(p["data"], serde_json::json!({"degrees": 45}));
}

#[test]
fn every_kind_word_is_the_kind_it_is_written_with() {
    let words = ErrorKind::WORDS;
    let unique: std::collections::BTreeSet<_> = words.iter().collect();
    assert_eq!(unique.len(), words.len(), "a word names one kind");
    for kind in [
        ErrorKind::Other,
        ErrorKind::EmptyBoard,
        ErrorKind::Refused,
        ErrorKind::GuardGhosts,
        ErrorKind::MissingField { field: "x".into() },
        ErrorKind::SetupOrScenario { both: true },
        ErrorKind::MeepleGhosts { ghosts: 3 },
        ErrorKind::JsonLimit {
            limit: "depth",
            max: 128,
            line: 1,
            column: 2,
        },
        ErrorKind::TextControl {
            code: "U+0007".into(),
        },
        ErrorKind::Goal {
            problem: "depth",
            max: 4,
        },
    ] {
        let v = serde_json::to_value(&kind).unwrap();
        assert_eq!(v["kind"], kind.word(), "{v}");
        assert!(words.contains(&kind.word()));
    }
    assert_eq!(words.len(), 32, "{words:?}");
}
