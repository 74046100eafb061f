//! The native counterpart of `scripts/ai-speed.mjs`: simulations a search (default
//! `mcts:1500ms`) reaches at the start, middle and end of a 2-player game of seed 1, the game
//! played on by the greedy player. With `--repeat N` the search is asked N times at each of
//! the three tiles (each line a run), then a line of the median simulations a second at each:
//! on a shared machine one run is at the mercy of its neighbours (docs/PERFORMANCE.md). On
//! Linux each line also says the CPU time the search's thread used (`scripts/ai-speed.mjs
//! --cpu` counts by it).
//!
//! ```text
//! cargo run --release --example ai_speed -- [sets] [player] [--repeat N]
//! ```

use carcassonne_mist::ai::{suggest, Greedy, Strategy};
use carcassonne_mist::{Game, Phase, Setup};

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mut repeat = 1usize;
    if let Some(i) = args.iter().position(|a| a == "--repeat") {
        match args.get(i + 1).and_then(|n| n.parse().ok()) {
            Some(n) if n > 0 => repeat = n,
            _ => {
                eprintln!("--repeat needs a number of runs, 1 or more");
                std::process::exit(2);
            }
        }
        args.drain(i..i + 2);
    }
    let sets = args.first().map_or("base,gcc,sc", String::as_str);
    let player = args.get(1).map_or("mcts:1500ms", String::as_str);
    let setup = Setup {
        sets: sets.split(',').map(str::to_string).collect(),
        seed: 1,
        ..Setup::default()
    };
    let Ok(mut game) = Game::new(&setup) else {
        eprintln!("bad sets: {sets}");
        std::process::exit(2);
    };
    let total = game.bag_len() + 1;
    let mut marks = vec![0, total / 2, total - 4];
    let mut medians = Vec::new();
    let mut placed = 0;
    let mut greedy = Greedy::new(1, 0.0);
    while game.phase() != Phase::GameOver {
        if game.phase() == Phase::PlaceTile {
            if let Some(i) = marks.iter().position(|&m| m == placed) {
                marks.remove(i);
                let mut rates = Vec::new();
                for _ in 0..repeat {
                    let cpu0 = thread_cpu_ms();
                    match suggest(&game, player, 1) {
                        Ok(s) => {
                            let rate = s.simulations as f64 / (s.ms / 1000.0);
                            rates.push(rate);
                            let cpu = match (cpu0, thread_cpu_ms()) {
                                (Some(a), Some(b)) => format!("; {:.0} ms of CPU", b - a),
                                _ => String::new(),
                            };
                            println!(
                                "{sets} tile {}/{total}: {player} ran {} simulations in {:.0} ms ({rate:.0}/s{cpu})",
                                placed + 1,
                                s.simulations,
                                s.ms,
                            );
                        }
                        Err(e) => {
                            eprintln!("{e}");
                            std::process::exit(2);
                        }
                    }
                }
                rates.sort_by(f64::total_cmp);
                medians.push(format!("{:.0}", rates[rates.len() / 2]));
            }
            placed += 1;
        }
        let Some(a) = greedy.decide(&game) else { break };
        if game.play(a).is_err() {
            break;
        }
    }
    if repeat > 1 {
        println!(
            "median simulations/s at the three tiles: {}",
            medians.join(" ")
        );
    }
}

/// The CPU time this thread has used, in milliseconds (Linux: `/proc/thread-self/stat`, in
/// ticks of 10 ms; `None` elsewhere): time the machine gave to other programs, or to other
/// guests of its host (steal), is not in it.
fn thread_cpu_ms() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    // the fields after the command's name (which may hold spaces) and its ')'
    let after = &stat[stat.rfind(')')? + 1..];
    let f: Vec<&str> = after.split_whitespace().collect();
    let ticks = f.get(11)?.parse::<u64>().ok()? + f.get(12)?.parse::<u64>().ok()?;
    Some(ticks as f64 * 10.0)
}
