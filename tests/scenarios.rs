//! The one runner for every scenario file: `tests/scenarios/**.json` and `www/scenarios/*.json`,
//! one test per file, so that one runs alone: `cargo test --test scenarios S3-example-2`
//! (a filter is a substring of the file's path; `--exact` for the whole path, `--list` to list).
//!
//! Each scenario must load, play its steps, meet every expectation and round-trip through JSON.
//! Files under `tests/scenarios/must-fail/` must fail: they prove a wrong expectation is caught.
//! Every rule id in [`RULES`] must be shown by at least one passing scenario
//! (`every_rule_has_a_passing_scenario`), and the project's own files state refusals by kind
//! (`"refused"`), not by English words (`"error"`, kept readable for files written before:
//! `tests/scenarios/formats/` holds one such file, which must keep passing).
//!
//! A `harness = false` test (Cargo.toml): libtest's own arguments that do not apply here
//! (`--nocapture`, `--test-threads N`…) are accepted and ignored.
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

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Every scenario file, as its path from the repository's root.
fn all_files() -> Vec<String> {
    let mut v = Vec::new();
    files(&root().join("tests/scenarios"), &mut v);
    files(&root().join("www/scenarios"), &mut v);
    let mut names: Vec<String> = v
        .iter()
        .map(|p| p.strip_prefix(root()).unwrap_or(p).display().to_string())
        .collect();
    names.sort();
    names
}

fn has_expectation(s: &Scenario) -> bool {
    s.expect.is_some()
        || s.steps
            .iter()
            .any(|st| st.expect.is_some() || st.error.is_some() || st.refused.is_some())
}

/// The problems of one scenario file (empty: it passes); `Ok` carries the rule ids it shows.
fn check_file(name: &str) -> Result<Vec<String>, Vec<String>> {
    let text = std::fs::read_to_string(root().join(name)).map_err(|e| vec![e.to_string()])?;
    let sc = Scenario::from_json(&text).map_err(|e| vec![e.to_string()])?;
    let must_fail = name.contains("must-fail");
    let mut problems = Vec::new();
    if !must_fail && !has_expectation(&sc) {
        problems.push("has no expectation, so it tests nothing".to_string());
    }
    // Every file of the project names a refusal by its kind: the rule tests, the editor's export
    // (tests/scenarios/editor/, byte for byte what www/editor writes) and the ready-made
    // scenarios of www/. Only the files of the format's older way (tests/scenarios/formats/)
    // use the English words, to show that such files still read and pass.
    if !name.starts_with("tests/scenarios/formats/") {
        for (i, st) in sc.steps.iter().enumerate() {
            if st.error.is_some() {
                problems.push(format!(
                    "steps[{i}]: a refusal by its English words (\"error\"): name its kind (\"refused\")"
                ));
            }
        }
    }
    // A puzzle states a placement that meets its goal and one that does not (with why): the
    // engine's verdict on both is then checked by `verify` (issue 42).
    if sc.goal.is_some() && !must_fail {
        let previews = sc
            .expect
            .as_ref()
            .map(|e| e.previews.as_slice())
            .unwrap_or(&[]);
        for (want, what) in [(true, "meets"), (false, "does not meet")] {
            if !previews.iter().any(|p| p.goal == Some(want)) {
                problems.push(format!(
                    "a puzzle names no placement that {what} its goal (expect.previews[].goal)"
                ));
            }
        }
        if !previews
            .iter()
            .any(|p| p.goal == Some(false) && p.unmet.is_some())
        {
            problems
                .push("a puzzle's wrong placement says which conditions it fails (unmet)".into());
        }
    }
    match Scenario::from_json(&sc.to_json()) {
        Ok(again) if again == sc => {}
        _ => problems.push("does not round-trip through JSON".to_string()),
    }
    match (sc.verify(), must_fail) {
        (Ok(()), true) => problems.push("passed, but it must fail".to_string()),
        (Err(errs), false) => problems.extend(errs),
        _ => {}
    }
    if problems.is_empty() {
        Ok(if must_fail {
            Vec::new()
        } else {
            sc.position.rules.clone()
        })
    } else {
        Err(problems)
    }
}

fn every_rule_has_a_passing_scenario() -> Result<(), String> {
    let mut shown: Vec<String> = Vec::new();
    for name in all_files() {
        if let Ok(rules) = check_file(&name) {
            shown.extend(rules);
        }
    }
    let missing: Vec<&str> = RULES
        .iter()
        .copied()
        .filter(|r| !shown.iter().any(|s| s == r))
        .collect();
    if missing.is_empty() {
        Ok(())
    } else {
        Err(format!("rules with no passing scenario: {missing:?}"))
    }
}

/// Every mist and circle rule and every variant has a rule puzzle (www/scenarios/puzzle-*.json,
/// issue 42) that passes.
fn every_mist_rule_and_variant_has_a_puzzle() -> Result<(), String> {
    let mut shown: Vec<String> = Vec::new();
    for name in all_files().iter().filter(|n| n.contains("/puzzle-")) {
        if let Ok(rules) = check_file(name) {
            shown.extend(rules);
        }
    }
    let missing: Vec<&str> = RULES
        .iter()
        .copied()
        .filter(|r| r.starts_with(['M', 'S', 'V']) || ["G3", "G4", "K1", "K2"].contains(r))
        .filter(|r| !shown.iter().any(|s| s == r))
        .collect();
    if missing.is_empty() {
        Ok(())
    } else {
        Err(format!("rules with no passing puzzle: {missing:?}"))
    }
}

fn must_fail_scenarios_fail_for_the_stated_reason() {
    let root = root().join("tests/scenarios/must-fail");
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
    // A refusal is checked by its kind and data, not its words.
    let errs = read("wrong-refusal-kind.json").verify().unwrap_err();
    for want in [
        "steps[0]: refused: kind: expected rotation, got placement",
        "steps[1]: refused: side: expected \"north\", got \"west\"",
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

fn the_rulebook_names_exactly_the_rule_ids_the_engine_knows() {
    let path = root().join("docs/RULES.md");
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

/// One test: its name and what it runs (a panic or an `Err` fails it).
type Trial = (String, Box<dyn Fn() -> Result<(), String>>);

fn trials() -> Vec<Trial> {
    let mut v: Vec<Trial> = Vec::new();
    for name in all_files() {
        let n = name.clone();
        v.push((
            name,
            Box::new(move || check_file(&n).map(|_| ()).map_err(|p| p.join("\n"))),
        ));
    }
    v.push((
        "every_rule_has_a_passing_scenario".into(),
        Box::new(every_rule_has_a_passing_scenario),
    ));
    v.push((
        "every_mist_rule_and_variant_has_a_puzzle".into(),
        Box::new(every_mist_rule_and_variant_has_a_puzzle),
    ));
    v.push((
        "must_fail_scenarios_fail_for_the_stated_reason".into(),
        Box::new(|| {
            must_fail_scenarios_fail_for_the_stated_reason();
            Ok(())
        }),
    ));
    v.push((
        "the_rulebook_names_exactly_the_rule_ids_the_engine_knows".into(),
        Box::new(|| {
            the_rulebook_names_exactly_the_rule_ids_the_engine_knows();
            Ok(())
        }),
    ));
    v
}

fn main() {
    let mut filters = Vec::new();
    let mut skips = Vec::new();
    let (mut exact, mut list) = (false, false);
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--exact" => exact = true,
            "--list" => list = true,
            "--skip" => skips.extend(args.next()),
            // libtest's options with a value, accepted and ignored
            "--test-threads" | "--format" | "--color" | "--logfile" | "-Z" | "--report-time" => {
                args.next();
            }
            _ if a.starts_with('-') => {}
            _ => filters.push(a),
        }
    }
    let wanted = |name: &str| {
        (filters.is_empty()
            || filters.iter().any(|f| {
                if exact {
                    name == f
                } else {
                    name.contains(f.as_str())
                }
            }))
            && !skips.iter().any(|s| name.contains(s.as_str()))
    };
    let chosen: Vec<Trial> = trials().into_iter().filter(|(n, _)| wanted(n)).collect();
    if list {
        for (name, _) in &chosen {
            println!("{name}: test");
        }
        return;
    }
    println!("\nrunning {} tests", chosen.len());
    let mut failed = Vec::new();
    for (name, run) in &chosen {
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(run))
            .unwrap_or_else(|_| Err("panicked".to_string()));
        match outcome {
            Ok(()) => println!("test {name} ... ok"),
            Err(why) => {
                println!("test {name} ... FAILED");
                failed.push((name.clone(), why));
            }
        }
    }
    for (name, why) in &failed {
        println!("\n---- {name} ----\n{why}");
    }
    let verdict = if failed.is_empty() { "ok" } else { "FAILED" };
    println!(
        "\ntest result: {verdict}. {} passed; {} failed\n",
        chosen.len() - failed.len(),
        failed.len()
    );
    if !failed.is_empty() {
        std::process::exit(101);
    }
}
