//! How often the search plays the block of the stolen-city position (docs/AI.md, issue 25):
//! for the first evaluation and today's, with 100 to 3000 simulations, out of 6 seeds.
//!
//! ```text
//! cargo run --release --example block
//! ```
//!
//! The position (`src/ai/positions/stolen-city.json`): Red and Blue share a city whose only
//! open cell touches Blue's second city; Red's straight road placed at (1, 1) makes the cell
//! one no tile left can fill.

use carcassonne_mist::ai::{Budget, Mcts, Params, Strategy};
use carcassonne_mist::{Action, Scenario};

fn main() {
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
        for sims in [100u32, 300, 1000, 3000] {
            let found = (1..=6u64)
                .filter(|&seed| {
                    let a = Mcts::with_params(seed, Budget::Sims(sims), params).decide(&game);
                    matches!(a, Some(Action::PlaceTile(p)) if (p.pos.x, p.pos.y) == (1, 1))
                })
                .count();
            println!("{name}, mcts:{sims}sims: the block with {found} of 6 seeds");
        }
    }
}
