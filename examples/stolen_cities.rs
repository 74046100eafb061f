//! Builds the stolen-city position set (issue 42, docs/AI.md "The stolen city in real games")
//! from real computer games, or measures how often a player blocks in it.
//!
//! ```text
//! # build: self-play games (mcts:<play>sims), base and all sets; at each placement where a
//! # city the player to move holds has its last open cell stealable by an opponent's adjacent
//! # city (`Evaluator::stealable_cells`), a deep search (mcts:<deep>sims) chooses; a position is
//! # kept when its choice blocks (the cell is no longer stealable after it)
//! cargo run --release --example stolen_cities -- build --games 40 --play 200 --deep 4000 > tests/data/stolen-cities.json
//! # measure: the share of the set's positions where a player plays the expected block
//! cargo run --release --example stolen_cities -- measure --player mcts:300ms --seeds 2 [--threat-last 1] [--only i]
//! ```

use carcassonne_mist::ai::{Budget, Evaluator, Greedy, Mcts, Params, Spec, Strategy};
use carcassonne_mist::scenario::SavedGame;
use carcassonne_mist::{Action, Game, Phase, Setup};

fn arg(args: &[String], name: &str) -> Option<String> {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .cloned()
}

fn num<T: std::str::FromStr>(args: &[String], name: &str, default: T) -> T {
    arg(args, name)
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn fail(words: &str) -> ! {
    eprintln!("stolen_cities: {words}");
    std::process::exit(2);
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("build") => build(&args),
        Some("measure") => measure(&args),
        _ => fail("usage: stolen_cities build|measure [options]"),
    }
}

fn params(args: &[String]) -> Params {
    let mut p = Params::default();
    p.weights.threat_last = num(args, "--threat-last", p.weights.threat_last);
    p.weights.threat = num(args, "--threat", p.weights.threat);
    p
}

fn build(args: &[String]) {
    let games: u64 = num(args, "--games", 40);
    let first: u64 = num(args, "--first", 1);
    let play: u32 = num(args, "--play", 200);
    let deep: u32 = num(args, "--deep", 4000);
    let most: usize = num(args, "--most", 40);
    let greedy: Option<f64> = arg(args, "--greedy").and_then(|v| v.parse().ok());
    let mut ev = Evaluator::default();
    let mut out: Vec<serde_json::Value> = Vec::new();
    'sets: for sets in [vec!["base"], vec!["base", "gcc", "sc"]] {
        let mut kept_here = 0;
        for seed in first..first + games {
            if kept_here >= most / 2 {
                continue 'sets;
            }
            let setup = Setup {
                players: vec!["Red".into(), "Blue".into()],
                sets: sets.iter().map(|s| s.to_string()).collect(),
                seed,
                ..Setup::default()
            };
            let mut game = Game::new(&setup).unwrap_or_else(|e| fail(&e.to_string()));
            // the players of the games: the search at `--play` simulations, or (`--greedy N`)
            // the easy level's greedy player with noise N
            let mut players: [Box<dyn Strategy>; 2] = match greedy {
                Some(noise) => [
                    Box::new(Greedy::new(seed, noise)),
                    Box::new(Greedy::new(seed + 1000, noise)),
                ],
                None => [
                    Box::new(Mcts::with_params(
                        seed,
                        Budget::Sims(play),
                        Params::default(),
                    )),
                    Box::new(Mcts::with_params(
                        seed + 1000,
                        Budget::Sims(play),
                        Params::default(),
                    )),
                ],
            };
            let mut per_game = 0;
            while game.phase() != Phase::GameOver {
                let who = game.current_player().0 as usize;
                if game.phase() == Phase::PlaceTile && per_game < 2 {
                    let cells = ev.stealable_cells(&game, who);
                    if !cells.is_empty() {
                        eprintln!(
                            "{}: seed {seed}, action {}: stealable {:?}",
                            sets.join(","),
                            game.history().len(),
                            cells
                        );
                        let mut searcher =
                            Mcts::with_params(seed, Budget::Sims(deep), Params::default());
                        if let Some(Action::PlaceTile(p)) = searcher.decide(&game) {
                            let mut after = game.clone();
                            if after.play(Action::PlaceTile(p)).is_ok() {
                                let left = ev.stealable_cells(&after, who);
                                if cells.iter().all(|c| !left.contains(c)) {
                                    let saved = SavedGame::of(&game).to_json();
                                    let saved: serde_json::Value =
                                        serde_json::from_str(&saved).unwrap_or_default();
                                    out.push(serde_json::json!({
                                        "sets": sets.join(","),
                                        "seed": seed,
                                        "tile": game.history().len(),
                                        "cells": cells.iter().map(|c| [c.x, c.y]).collect::<Vec<_>>(),
                                        "expected": {"x": p.pos.x, "y": p.pos.y, "rotation": p.rotation.degrees()},
                                        "game": saved,
                                    }));
                                    per_game += 1;
                                    kept_here += 1;
                                    eprintln!(
                                        "{}: seed {seed}, action {}: cells {:?}, block {:?}",
                                        sets.join(","),
                                        game.history().len(),
                                        cells,
                                        p
                                    );
                                }
                            }
                        }
                    }
                }
                let Some(a) = players[who].decide(&game) else {
                    break;
                };
                if game.play(a).is_err() {
                    break;
                }
            }
        }
    }
    let doc = serde_json::json!({
        "description": "Stolen-city positions from real computer games (issue 42): the player to move holds a city whose last open cell an opponent's adjacent city can steal (ai::Evaluator::stealable_cells); `expected` is the placement a deep search (mcts:<deep>sims) plays there, a block (the cell is no longer stealable after it). Built by examples/stolen_cities.rs build; read by tests/stolen_cities.rs and examples/stolen_cities.rs measure.",
        "play": greedy.map_or(format!("mcts:{play}sims"), |n| format!("greedy:{n}")),
        "deep": format!("mcts:{deep}sims"),
        "positions": out,
    });
    println!("{}", serde_json::to_string_pretty(&doc).unwrap_or_default());
}

fn load() -> Vec<(Game, serde_json::Value)> {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/stolen-cities.json"
    ))
    .unwrap_or_else(|e| fail(&e.to_string()));
    let doc: serde_json::Value =
        serde_json::from_str(&text).unwrap_or_else(|e| fail(&e.to_string()));
    doc["positions"]
        .as_array()
        .cloned()
        .unwrap_or_default()
        .into_iter()
        .map(|p| {
            let g =
                SavedGame::load(&p["game"].to_string()).unwrap_or_else(|e| fail(&e.to_string()));
            (g, p["expected"].clone())
        })
        .collect()
}

fn measure(args: &[String]) {
    let spec: Spec = arg(args, "--player")
        .unwrap_or("mcts:1000sims".into())
        .parse()
        .unwrap_or_else(|_| fail("--player"));
    let seeds: u64 = num(args, "--seeds", 2);
    let Spec::Mcts(budget) = spec else {
        fail("--player: an mcts player")
    };
    let p = params(args);
    let positions = load();
    // `--only i`: position i alone (a miss looked at more closely)
    let only: Option<usize> = arg(args, "--only").and_then(|v| v.parse().ok());
    let mut blocks = 0;
    let mut expected = 0;
    let mut total = 0;
    let mut ev = Evaluator::default();
    for (i, (g, want)) in positions.iter().enumerate() {
        if only.is_some_and(|o| o != i) {
            continue;
        }
        let who = g.current_player().0 as usize;
        let cells = ev.stealable_cells(g, who);
        for seed in 1..=seeds {
            total += 1;
            let a = Mcts::with_params(seed, budget, p).decide(g);
            let Some(Action::PlaceTile(pl)) = a else {
                continue;
            };
            if (
                i64::from(pl.pos.x),
                i64::from(pl.pos.y),
                i64::from(pl.rotation.degrees()),
            ) == (
                want["x"].as_i64().unwrap_or(0),
                want["y"].as_i64().unwrap_or(0),
                want["rotation"].as_i64().unwrap_or(0),
            ) {
                expected += 1;
            }
            let mut after = g.clone();
            if after.play(Action::PlaceTile(pl)).is_ok() {
                let left = ev.stealable_cells(&after, who);
                if cells.iter().all(|c| !left.contains(c)) {
                    blocks += 1;
                } else {
                    eprintln!("position {i}, seed {seed}: no block ({:?})", pl.pos);
                }
            }
        }
    }
    println!(
        "{spec:?} threat_last {}: blocks {blocks}/{total} ({:.0}%), the expected move {expected}/{total}, over {} positions × {seeds} seeds",
        p.weights.threat_last,
        100.0 * f64::from(blocks) / f64::from(total.max(1)),
        if only.is_some() { 1 } else { positions.len() }
    );
}
