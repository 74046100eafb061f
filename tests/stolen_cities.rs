//! The stolen-city position set (tests/data/stolen-cities.json, issue 42): positions of real
//! computer games where the player to move holds a city whose last open cell an opponent's
//! adjacent city can steal, each with the block a deep search played there. Checks the set
//! (each position loads, its cell is stealable, the expected move is legal and blocks it) and
//! prints how often a short search blocks, with and without the evaluation's weight at a
//! feature's last open cell (`Weights::threat_last`); the figures for the page's levels are
//! measured by `cargo run --release --example stolen_cities -- measure` (docs/AI.md).
#![cfg(not(target_arch = "wasm32"))]

use carcassonne_mist::ai::{Budget, Evaluator, Mcts, Params, Strategy};
use carcassonne_mist::scenario::SavedGame;
use carcassonne_mist::{Action, Game};

fn positions() -> Vec<(Game, (i64, i64, i64))> {
    let text = include_str!("data/stolen-cities.json");
    let doc: serde_json::Value = serde_json::from_str(text).unwrap();
    doc["positions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            let g = SavedGame::load(&p["game"].to_string()).unwrap();
            let e = &p["expected"];
            let want = (
                e["x"].as_i64().unwrap(),
                e["y"].as_i64().unwrap(),
                e["rotation"].as_i64().unwrap(),
            );
            (g, want)
        })
        .collect()
}

fn placement_of(g: &Game, (x, y, rotation): (i64, i64, i64)) -> Action {
    g.action_from_spec(&carcassonne_mist::ActionSpec::PlaceTile { x, y, rotation })
        .unwrap()
}

/// Whether playing `a` leaves none of `cells` stealable for the player to move.
fn blocks(g: &Game, a: Action, ev: &mut Evaluator) -> bool {
    let who = g.current_player().0 as usize;
    let cells = ev.stealable_cells(g, who);
    let mut after = g.clone();
    after.play(a).is_ok() && {
        let left = ev.stealable_cells(&after, who);
        cells.iter().all(|c| !left.contains(c))
    }
}

#[test]
fn every_position_has_a_stealable_cell_and_its_expected_move_blocks_it() {
    let set = positions();
    assert!(set.len() >= 20, "{} positions", set.len());
    let mut ev = Evaluator::default();
    for (i, (g, want)) in set.iter().enumerate() {
        let who = g.current_player().0 as usize;
        assert!(
            !ev.stealable_cells(g, who).is_empty(),
            "position {i}: no stealable cell"
        );
        let a = placement_of(g, *want);
        assert!(g.is_legal(a), "position {i}: {want:?} is not legal");
        assert!(
            blocks(g, a, &mut ev),
            "position {i}: {want:?} does not block"
        );
    }
}

#[test]
fn block_rate_of_a_short_search_is_printed() {
    let set = positions();
    let mut ev = Evaluator::default();
    for threat_last in [0.0, 1.0] {
        let mut params = Params::default();
        params.weights.threat_last = threat_last;
        let (mut blocked, mut expected) = (0, 0);
        for (g, want) in &set {
            let a = Mcts::with_params(1, Budget::Sims(100), params).decide(g);
            let Some(a) = a else { continue };
            blocked += usize::from(blocks(g, a, &mut ev));
            expected += usize::from(a == placement_of(g, *want));
        }
        println!(
            "mcts:100sims, threat_last {threat_last}: blocks {blocked}/{n}, the expected move {expected}/{n}",
            n = set.len()
        );
        assert!(blocked <= set.len() && expected <= blocked);
    }
}
