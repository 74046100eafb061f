//! Criterion benches (`cargo bench --bench placements`): legal placements on boards of about
//! 20, 70 and 140 tiles, a preview, whole random games (base and all sets), loading a scenario,
//! saving and loading a game.

use std::hint::black_box;

use carcassonne_mist::rng::SplitMix64;
use carcassonne_mist::scenario::SavedGame;
use carcassonne_mist::{outcome, Game, Phase, Scenario, Setup};
use criterion::{criterion_group, criterion_main, Criterion};

fn setup(sets: &[&str], seed: u64) -> Setup {
    Setup {
        sets: sets.iter().map(|s| s.to_string()).collect(),
        seed,
        ..Setup::default()
    }
}

/// A game with all sets played randomly until about `tiles` tiles lie on the board, stopped
/// with a tile to place.
fn game_with(tiles: usize) -> Game {
    let mut game = Game::new(&setup(&["base", "gcc", "sc"], 9)).expect("setup");
    let mut rng = SplitMix64::new(9);
    let mut buf = Vec::new();
    while game.tiles().len() < tiles || game.phase() != Phase::PlaceTile {
        match game.random_action(&mut rng, &mut buf) {
            Some(a) => game.play_unchecked(a),
            None => break,
        }
    }
    game
}

fn random_game(sets: &[&str], seed: u64) -> Game {
    let mut g = Game::new(&setup(sets, seed)).expect("setup");
    let mut rng = SplitMix64::new(seed);
    let mut buf = Vec::new();
    while let Some(a) = g.random_action(&mut rng, &mut buf) {
        g.play_unchecked(a);
    }
    g
}

fn benches(c: &mut Criterion) {
    for n in [20, 70, 140] {
        let g = game_with(n);
        let name = format!("legal placements, {} tiles", g.tiles().len());
        c.bench_function(&name, |b| b.iter(|| black_box(&g).legal_placements()));
    }
    let g = game_with(70);
    let first = g.legal_placements()[0];
    c.bench_function("preview of one placement, 70 tiles", |b| {
        b.iter(|| outcome::preview(black_box(&g), first).expect("legal"))
    });
    let mut seed = 0u64;
    c.bench_function("random game, base, 2 players", |b| {
        b.iter(|| {
            seed += 1;
            black_box(random_game(&["base"], seed).scores())
        })
    });
    c.bench_function("random game, all sets, 2 players", |b| {
        b.iter(|| {
            seed += 1;
            black_box(random_game(&["base", "gcc", "sc"], seed).scores())
        })
    });
    let text = include_str!("../tests/scenarios/gcc/S4-S6-faq-close.json");
    c.bench_function("load a scenario (FAQ)", |b| {
        b.iter(|| {
            Scenario::from_json(black_box(text))
                .and_then(|s| s.start())
                .expect("valid")
        })
    });
    let played = random_game(&["base", "gcc", "sc"], 3);
    let saved = SavedGame::of(&played).to_json();
    c.bench_function("save a whole all-sets game", |b| {
        b.iter(|| SavedGame::of(black_box(&played)).to_json())
    });
    c.bench_function("load (replay) a whole all-sets game", |b| {
        b.iter(|| {
            SavedGame::from_json(black_box(&saved))
                .and_then(|s| s.replay())
                .expect("valid")
        })
    });
}

criterion_group!(all, benches);
criterion_main!(all);
