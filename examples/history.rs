//! Times what the page asks after each action of a long game: the turn log and the saved game.
//!
//! ```text
//! cargo run --release --example history -- [--turns 70] [--seed 3] [--sets base,gcc,sc]
//! ```
//!
//! Plays a game of `--turns` tile placements (the first legal action each time, so a meeple
//! whenever one may go), then calls `view::turn_log` and `save().to_json()` as the page does
//! after an action, many times, and prints the mean time of one pair.

use std::time::Instant;

use carcassonne_mist::scenario::SavedGame;
use carcassonne_mist::{view, Action, Game, Setup};

#[path = "common/args.rs"]
mod args;
use args::arg;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let turns: usize = arg(&args, "--turns", 70);
    let seed: u64 = arg(&args, "--seed", 3);
    let sets: String = arg(&args, "--sets", "base,gcc,sc".to_string());
    let setup = Setup {
        seed,
        sets: sets.split(',').map(str::to_string).collect(),
        ..Setup::default()
    };
    let mut game = match Game::new(&setup) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("bad setup: {e}");
            std::process::exit(2);
        }
    };
    let mut placed = 0;
    while let Some(&a) = game.legal_actions().first() {
        if matches!(a, Action::PlaceTile(_)) {
            if placed == turns {
                break;
            }
            placed += 1;
        }
        if game.play(a).is_err() {
            break;
        }
    }
    let runs = 2000;
    let mut bytes = 0;
    let start = Instant::now();
    for _ in 0..runs {
        bytes += view::turn_log(&game).len();
        bytes += SavedGame::of(&game).to_json().len();
    }
    let per = start.elapsed().as_secs_f64() / runs as f64;
    println!(
        "turns: {placed}  actions: {}  turnLog+save: {:.1} µs  (check {})",
        game.log().len(),
        per * 1e6,
        bytes / runs
    );
}
