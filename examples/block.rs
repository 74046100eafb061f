//! How often the search plays the block of the stolen-city position (docs/AI.md, issue 25):
//! for the first evaluation and today's, with 100 to 3000 simulations (or `--sims a,b,...`;
//! `--ms t` adds the time budget of t ms), out of 6 seeds (or `--seeds n`).
//!
//! ```text
//! cargo run --release --example block
//! cargo run --release --example block -- --seeds 8 --sims 100,9000 --ms 300
//! ```
//!
//! The position (`src/ai/positions/stolen-city.json`): Red and Blue share a city whose only
//! open cell touches Blue's second city; Red's straight road placed at (1, 1) makes the cell
//! one no tile left can fill.

use carcassonne_mist::ai::{Budget, Mcts, Params, Strategy};
use carcassonne_mist::{Action, Scenario};

fn arg(args: &[String], name: &str) -> Option<String> {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .cloned()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let seeds: u64 = arg(&args, "--seeds")
        .and_then(|v| v.parse().ok())
        .unwrap_or(6);
    let mut budgets: Vec<Budget> = arg(&args, "--sims")
        .map(|v| v.split(',').filter_map(|n| n.trim().parse().ok()).collect())
        .unwrap_or_else(|| vec![100u32, 300, 1000, 3000])
        .into_iter()
        .map(Budget::Sims)
        .collect();
    if let Some(ms) = arg(&args, "--ms").and_then(|v| v.parse().ok()) {
        budgets.push(Budget::Millis(ms));
    }
    let text = include_str!("../src/ai/positions/stolen-city.json");
    let game = match Scenario::from_json(text).and_then(|s| s.start()) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("block: {e}");
            std::process::exit(2);
        }
    };
    for (name, params) in [
        ("first evaluation", Params::v1()),
        ("today's", Params::default()),
    ] {
        for &budget in &budgets {
            let found = (1..=seeds)
                .filter(|&seed| {
                    let a = Mcts::with_params(seed, budget, params).decide(&game);
                    matches!(a, Some(Action::PlaceTile(p)) if (p.pos.x, p.pos.y) == (1, 1))
                })
                .count();
            println!("{name}, {budget:?}: the block with {found} of {seeds} seeds");
        }
    }
}
