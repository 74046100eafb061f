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
        matches!(&kind, ErrorKind::WrongType { found, .. } if found.contains("one")),
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
    let (_, kind, _) = scenario_error(&edited("\"rules\": [", "\"rules\": [\"Q9\", "));
    assert_eq!(
        kind,
        ErrorKind::Other,
        "a rare kind keeps only its English message"
    );
}
