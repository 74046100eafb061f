//! Plays complete random games and prints how many games per second.
//!
//! ```text
//! cargo run --release --example playouts -- --games 20000 --seed 1 [--players 2] [--sets base]
//! ```
//!
//! Each game uses setup seed `seed + i`; actions are chosen uniformly among the legal ones
//! (meeples and ghost moves included) by a SplitMix64 stream from `seed`: tile placements by
//! [`Game::random_action`]'s rejection sampling, or with `--enumerate` by listing every legal
//! action and picking one. `--sets base,gcc,sc` plays with Exp. 11 and The Spell Circles. The last line is
//! `games/s: <number> checksum: <sum of final scores>`, so two runs with the same arguments must
//! print the same checksum.

use std::time::Instant;

use carcassonne_mist::rng::SplitMix64;
use carcassonne_mist::{Game, Phase, Setup};

#[path = "common/args.rs"]
mod args;
use args::arg;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = arg(&args, "--games", 10_000);
    let seed: u64 = arg(&args, "--seed", 1);
    let players: usize = arg(&args, "--players", 2);
    let sets: String = arg(&args, "--sets", "base".to_string());
    // --enumerate: list every legal action each time and pick one (the slower, simpler way).
    let enumerate = args.iter().any(|a| a == "--enumerate");
    let names = ["Red", "Blue", "Green", "Yellow", "Black", "Grey"];
    let base = Setup {
        players: names[..players.clamp(2, 6)]
            .iter()
            .map(|&n| n.into())
            .collect(),
        sets: sets.split(',').map(str::to_string).collect(),
        ..Setup::default()
    };
    if let Err(e) = Game::new(&base) {
        eprintln!("bad setup: {e}");
        std::process::exit(2);
    }
    let mut rng = SplitMix64::new(seed);
    let mut actions = Vec::with_capacity(256);
    let mut checksum: i64 = 0;
    let mut total_actions: u64 = 0;
    let mut max_bytes = 0usize;
    let start = Instant::now();
    for i in 0..games {
        let setup = Setup {
            seed: (seed.wrapping_add(i)) & carcassonne_mist::MAX_SEED,
            ..base.clone()
        };
        let Ok(mut game) = Game::new(&setup) else {
            continue;
        };
        loop {
            let a = if enumerate {
                game.legal_actions_into(&mut actions);
                if actions.is_empty() {
                    break;
                }
                actions[rng.below(actions.len())]
            } else {
                match game.random_action(&mut rng, &mut actions) {
                    Some(a) => a,
                    None => break,
                }
            };
            game.play_unchecked(a);
            total_actions += 1;
        }
        debug_assert_eq!(game.phase(), Phase::GameOver);
        max_bytes = max_bytes.max(game.state_bytes());
        checksum += game.scores().iter().map(|&s| s as i64).sum::<i64>();
    }
    let secs = start.elapsed().as_secs_f64();
    println!("games: {games}  actions: {total_actions}  seconds: {secs:.3}");
    println!("largest game state at the end of a game: {max_bytes} bytes");
    println!(
        "games/s: {:.0} checksum: {checksum}",
        games as f64 / secs.max(1e-9)
    );
}
