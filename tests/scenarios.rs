//! The one runner for every scenario file: `tests/scenarios/**.json` and `www/scenarios/*.json`.
//!
//! Each scenario must load, play its steps and meet every expectation. Files under
//! `tests/scenarios/must-fail/` must fail: they prove a wrong expectation is caught. Every rule
//! id in [`RULES`] must be shown by at least one passing scenario.
#![cfg(not(target_arch = "wasm32"))]

use std::path::{Path, PathBuf};

use carcassonne_mist::Scenario;

/// Rule ids (RULES.md) that must each have a scenario: every id a scenario may name.
use carcassonne_mist::scenario::RULE_IDS as RULES;

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            files(&p, out);
        } else if p.extension().is_some_and(|x| x == "json") {
            out.push(p);
        }
    }
}

fn all_files() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut v = Vec::new();
    files(&root.join("tests/scenarios"), &mut v);
    files(&root.join("www/scenarios"), &mut v);
    v.sort();
    v
}

fn has_expectation(s: &Scenario) -> bool {
    s.expect.is_some()
        || s.steps
            .iter()
            .any(|st| st.expect.is_some() || st.error.is_some())
}

#[test]
fn every_scenario_passes_and_every_rule_is_shown() {
    let mut failures = Vec::new();
    let mut shown: Vec<String> = Vec::new();
    let mut passed = 0;
    for path in all_files() {
        let name = path
            .strip_prefix(env!("CARGO_MANIFEST_DIR"))
            .unwrap_or(&path)
            .display()
            .to_string();
        let must_fail = name.contains("must-fail");
        let text = std::fs::read_to_string(&path).unwrap();
        let sc = match Scenario::from_json(&text) {
            Ok(s) => s,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        if !must_fail && !has_expectation(&sc) {
            failures.push(format!("{name}: has no expectation, so it tests nothing"));
        }
        match (sc.verify(), must_fail) {
            (Ok(()), false) => {
                passed += 1;
                shown.extend(sc.position.rules.iter().cloned());
            }
            (Err(errs), false) => failures.extend(errs.into_iter().map(|e| format!("{name}: {e}"))),
            (Ok(()), true) => failures.push(format!("{name}: passed, but it must fail")),
            (Err(_), true) => passed += 1,
        }
    }
    for r in RULES {
        if !shown.iter().any(|s| s == r) {
            failures.push(format!("rule {r} has no passing scenario"));
        }
    }
    assert!(passed > 0, "no scenario found");
    assert!(
        failures.is_empty(),
        "{} problem(s):\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn must_fail_scenarios_fail_for_the_stated_reason() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios/must-fail");
    let read =
        |f: &str| Scenario::from_json(&std::fs::read_to_string(root.join(f)).unwrap()).unwrap();
    let errs = read("wrong-city-points.json").verify().unwrap_err();
    assert!(
        errs.iter()
            .any(|e| e.contains("score of Red: expected 6, got 8")),
        "{errs:?}"
    );
    // S7a: each choice the engine used to make by itself now waits for the player.
    for f in [
        "S7a-engine-picks-the-circles.json",
        "S7a-engine-picks-the-supply-circle.json",
        "S7a-engine-orders-the-banks.json",
    ] {
        let errs = read(f).verify().unwrap_err();
        assert!(
            errs.iter()
                .any(|e| e.contains("phase: expected Meeple, got Ghosts")),
            "{f}: {errs:?}"
        );
    }
    // The preview's sides and reasons (issue 11) are checked, not only read.
    let errs = read("sides-and-reasons-wrong.json").verify().unwrap_err();
    for want in [
        r#"banks: expected "A: N continue, W limit", got "A: N limit, W continue""#,
        "(M3) shortfall: expected no-meeple stays-in-supply G4, got none",
    ] {
        assert!(errs.iter().any(|e| e.contains(want)), "{want}: {errs:?}");
    }
    let errs = read("illegal-step.json").verify().unwrap_err();
    assert!(
        errs.iter()
            .any(|e| e.contains("refused") && e.contains("faces a road")),
        "{errs:?}"
    );
}

#[test]
fn scenarios_round_trip_through_json() {
    for path in all_files() {
        let text = std::fs::read_to_string(&path).unwrap();
        let Ok(sc) = Scenario::from_json(&text) else {
            continue;
        };
        let again = Scenario::from_json(&sc.to_json()).unwrap();
        assert_eq!(sc, again, "{}", path.display());
    }
}

/// The rule ids written in the project's rulebook, docs/RULES.md, in order: each rule is a list
/// item starting with its id in bold (`- **M4 Limit the mist.**`, `- **V1 `limit-bonus`**`).
fn rulebook_ids(markdown: &str) -> Vec<String> {
    markdown
        .lines()
        .filter_map(|line| line.strip_prefix("- **"))
        .map(|rest| {
            rest.chars()
                .take_while(|c| c.is_ascii_alphanumeric())
                .collect::<String>()
        })
        .filter(|id| {
            let mut c = id.chars();
            c.next().is_some_and(|f| f.is_ascii_uppercase())
                && c.next().is_some_and(|d| d.is_ascii_digit())
        })
        .collect()
}

#[test]
fn the_rulebook_names_exactly_the_rule_ids_the_engine_knows() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/RULES.md");
    let text = std::fs::read_to_string(&path).expect("docs/RULES.md, the project's rulebook");
    let written = rulebook_ids(&text);
    assert_eq!(
        rulebook_ids("- **B1 Placing.** x\n- **Side**: y\n- **S7a Every.** z\n- **V1 `a`**: b"),
        ["B1", "S7a", "V1"]
    );
    let mut sorted = written.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(
        sorted.len(),
        written.len(),
        "an id is written twice: {written:?}"
    );
    let mut known: Vec<String> = RULES.iter().map(|s| s.to_string()).collect();
    known.sort();
    assert_eq!(
        sorted, known,
        "docs/RULES.md and RULE_IDS (src/position.rs) disagree"
    );
}
