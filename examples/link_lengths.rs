//! The length of a play-by-link code (src/link.rs) after 20, 60 and 140 tiles of random
//! all-sets games of two players, beside the saved game's JSON and the deflate-compressed
//! `#game=` link it replaces.
//!
//! ```sh
//! cargo run --release --example link_lengths -- --games 20 --seed 1
//! ```
//! Prints one line per game and the mean and largest length at each point.

use carcassonne_mist::link::encode_link;
use carcassonne_mist::rng::SplitMix64;
use carcassonne_mist::scenario::SavedGame;
use carcassonne_mist::{Game, PlayerSetup, Setup};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let opt = |name: &str, default: u64| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let games = opt("--games", 20);
    let seed = opt("--seed", 1);
    let points = [20usize, 60, 140];
    let mut sums = [0usize; 3];
    let mut maxs = [0usize; 3];
    let mut json = [0usize; 3];
    for g in 0..games {
        let setup = Setup {
            players: vec![
                PlayerSetup {
                    name: "Red".into(),
                    colour: Some("#d8352a".into()),
                },
                PlayerSetup {
                    name: "Blue".into(),
                    colour: Some("#2f6fdc".into()),
                },
            ],
            sets: vec!["base".into(), "gcc".into(), "sc".into()],
            seed: seed + g,
            ..Setup::default()
        };
        let mut game = Game::new(&setup).expect("a valid setup");
        let mut rng = SplitMix64::new(seed + g);
        let mut buf = Vec::new();
        let mut line = Vec::new();
        for (k, &tiles) in points.iter().enumerate() {
            while game.tiles().len() < tiles {
                let Some(a) = game.random_action(&mut rng, &mut buf) else {
                    break;
                };
                game.play_unchecked(a);
            }
            let code = encode_link(&game, 0xa1b2_c3d4_e5f6, 1).expect("a game from a setup");
            // the address adds `#g=` to the page's own
            let n = code.len() + 3;
            sums[k] += n;
            maxs[k] = maxs[k].max(n);
            json[k] += SavedGame::of(&game).to_json().len();
            line.push(format!("{} tiles: {n}", game.tiles().len()));
        }
        println!("game {}: {}", seed + g, line.join(", "));
    }
    for (k, &tiles) in points.iter().enumerate() {
        println!(
            "after {tiles} tiles: #g= code {} characters on average, {} at most (saved-game JSON {} bytes)",
            sums[k] / games as usize,
            maxs[k],
            json[k] / games as usize
        );
    }
}
