//! Criterion benches: legal placements on a mid-game board, and one whole random game.
//! `cargo bench --bench placements`

use std::hint::black_box;

use carcassonne_mist::rng::SplitMix64;
use carcassonne_mist::{Game, Phase, Setup};
use criterion::{criterion_group, criterion_main, Criterion};

/// A game after `steps` random actions (seeded).
fn game_after(steps: usize) -> Game {
    let mut game = Game::new(&Setup {
        seed: 9,
        ..Setup::default()
    })
    .expect("base setup");
    let mut rng = SplitMix64::new(9);
    let mut actions = Vec::new();
    for _ in 0..steps {
        game.legal_actions_into(&mut actions);
        if actions.is_empty() {
            break;
        }
        game.play_unchecked(actions[rng.below(actions.len())]);
    }
    // stop at a tile placement
    while game.phase() == Phase::Meeple {
        game.legal_actions_into(&mut actions);
        game.play_unchecked(actions[actions.len() - 1]);
    }
    game
}

fn benches(c: &mut Criterion) {
    let mid = game_after(70);
    c.bench_function(
        &format!("legal placements, {} tiles", mid.tiles().len()),
        |b| b.iter(|| black_box(&mid).legal_placements()),
    );
    let mut actions = Vec::new();
    let mut m = mid.clone();
    c.bench_function("legal_actions_into (unsorted), mid-game", |b| {
        b.iter(|| {
            m.legal_actions_into(&mut actions);
            black_box(actions.len())
        })
    });
    c.bench_function("random base game, 2 players", |b| {
        let mut seed = 0u64;
        b.iter(|| {
            seed += 1;
            let mut g = Game::new(&Setup {
                seed,
                ..Setup::default()
            })
            .expect("base setup");
            let mut rng = SplitMix64::new(seed);
            loop {
                g.legal_actions_into(&mut actions);
                if actions.is_empty() {
                    break;
                }
                g.play_unchecked(actions[rng.below(actions.len())]);
            }
            black_box(g.scores())
        })
    });
}

criterion_group!(placement_benches, benches);
criterion_main!(placement_benches);
