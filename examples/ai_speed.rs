//! The native counterpart of `scripts/ai-speed.mjs`: simulations a search (default
//! `mcts:1500ms`) reaches at the start, middle and end of a 2-player game of seed 1, the game
//! played on by the greedy player.
//!
//! ```text
//! cargo run --release --example ai_speed -- [sets] [player]
//! ```

use carcassonne_mist::ai::{suggest, Greedy, Strategy};
use carcassonne_mist::{Game, Phase, Setup};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let sets = args.get(1).map_or("base,gcc,sc", String::as_str);
    let player = args.get(2).map_or("mcts:1500ms", String::as_str);
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
    let mut placed = 0;
    let mut greedy = Greedy::new(1, 0.0);
    while game.phase() != Phase::GameOver {
        if game.phase() == Phase::PlaceTile {
            if let Some(i) = marks.iter().position(|&m| m == placed) {
                marks.remove(i);
                match suggest(&game, player, 1) {
                    Ok(s) => println!(
                        "{sets} tile {}/{total}: {player} ran {} simulations in {:.0} ms ({:.0}/s)",
                        placed + 1,
                        s.simulations,
                        s.ms,
                        s.simulations as f64 / (s.ms / 1000.0)
                    ),
                    Err(e) => eprintln!("{e}"),
                }
            }
            placed += 1;
        }
        let Some(a) = greedy.decide(&game) else { break };
        if game.play(a).is_err() {
            break;
        }
    }
}
