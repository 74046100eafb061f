//! Play-by-link codes (src/link.rs, docs/FORMATS.md "Play-by-link code"): whole seeded games
//! of every set, variant and player count go into a code and come back as the same game (same
//! saved game, same state, rotations as played); a code written by version 1 still opens as the
//! same game; the length after 20, 60 and 140 tiles stays short.
#![cfg(not(target_arch = "wasm32"))]

use carcassonne_mist::link::{decode_link, encode_link, link_choices};
use carcassonne_mist::rng::SplitMix64;
use carcassonne_mist::scenario::SavedGame;
use carcassonne_mist::Rotation;
use carcassonne_mist::{Action, Game, Origin, PlayerSetup, Setup};
use carcassonne_mist::{LimitBonus, OpponentNoTarget, Variants};

fn setup(players: usize, sets: &[&str], seed: u64, variants: Variants) -> Setup {
    let names = ["Ann", "Bob", "Chloé", "Dmitri", "Émile", "Fatma"];
    let colours = [
        Some("#d8352a"),
        Some("#2F6FDC"),
        None,
        Some("rebeccapurple"),
        Some("rgb(1, 2, 3)"),
        None,
    ];
    Setup {
        players: (0..players)
            .map(|i| PlayerSetup {
                name: names[i].into(),
                colour: colours[i].map(str::to_string),
            })
            .collect(),
        sets: sets.iter().map(|s| s.to_string()).collect(),
        seed,
        variants,
        ..Setup::default()
    }
}

/// Plays random legal moves until `tiles` tiles are on the board (or the end): a placement is
/// sometimes played at an equal rotation that the legal list does not name (B1).
fn play_to(game: &mut Game, rng: &mut SplitMix64, tiles: usize) {
    let mut buf = Vec::new();
    while game.tiles().len() < tiles {
        let Some(mut a) = game.random_action(rng, &mut buf) else {
            break;
        };
        if let (Action::PlaceTile(p), Some(kind)) = (a, game.hand()) {
            let same = game.catalogue().same_orientation(kind, p.rotation);
            let q = rng.below(4) as u8;
            if same & (1 << q) != 0 {
                let mut other = p;
                other.rotation = Rotation::quarter_turns(q);
                a = Action::PlaceTile(other);
            }
        }
        game.play(a).unwrap();
    }
}

fn round_trip(game: &Game, id: u64, seats: u8) -> String {
    let code = encode_link(game, id, seats).unwrap();
    let back = decode_link(&code).unwrap();
    assert_eq!(back.id, id);
    assert_eq!(back.sender_seats, seats);
    assert_eq!(
        SavedGame::of(&back.game).to_json(),
        SavedGame::of(game).to_json(),
        "the code {code} gives another saved game"
    );
    assert_eq!(back.game.fingerprint(), game.fingerprint());
    assert_eq!(back.game.log(), game.log(), "forced moves replayed alike");
    code
}

#[test]
fn whole_seeded_games_round_trip_with_every_set_and_variant() {
    let variants = [
        Variants::default(),
        Variants {
            limit_bonus: LimitBonus::Replace,
            opponent_no_target: OpponentNoTarget::ToSupply,
            ..Variants::default()
        },
    ];
    let mut games = 0;
    for (k, sets) in [&["base"][..], &["base", "gcc"], &["base", "gcc", "sc"]]
        .iter()
        .enumerate()
    {
        for players in [2, 3, 6] {
            for (v, var) in variants.iter().enumerate() {
                let seed = 1000 + (k * 100 + players * 10 + v) as u64;
                let mut game = Game::new(&setup(players, sets, seed, *var)).unwrap();
                let mut rng = SplitMix64::new(seed);
                // every few tiles, and at the very end
                let mut at = 0;
                while game.phase() != carcassonne_mist::Phase::GameOver {
                    at += 17;
                    play_to(&mut game, &mut rng, at);
                    round_trip(
                        &game,
                        seed * 7919 % (1 << 48),
                        (seed % (1 << players)) as u8,
                    );
                }
                games += 1;
            }
        }
    }
    assert_eq!(games, 18);
}

#[test]
fn a_game_mid_turn_round_trips() {
    // the ghost and meeple phases are written too: stop after each action of a few turns
    let mut game = Game::new(&setup(2, &["base", "gcc", "sc"], 7, Variants::default())).unwrap();
    let mut rng = SplitMix64::new(7);
    let mut buf = Vec::new();
    for _ in 0..120 {
        let Some(a) = game.random_action(&mut rng, &mut buf) else {
            break;
        };
        game.play(a).unwrap();
        round_trip(&game, 1, 1);
    }
}

#[test]
fn every_move_is_numbered_once() {
    let mut game = Game::new(&setup(2, &["base", "gcc", "sc"], 3, Variants::default())).unwrap();
    let mut rng = SplitMix64::new(3);
    play_to(&mut game, &mut rng, 40);
    let choices = link_choices(&game);
    let mut sorted = choices.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted.len(), choices.len(), "a move is listed twice");
    assert!(choices.iter().all(|&a| game.is_legal(a)));
    assert!(game.legal_actions().iter().all(|a| choices.contains(a)));
}

/// A code written by version 1 of the format (kept as it was written: never regenerate it) opens
/// as the same game: the format is a public contract.
#[test]
fn a_version_1_code_still_opens() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/link-v1.json");
    let doc: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let code = doc["code"].as_str().unwrap();
    let back = decode_link(code).unwrap();
    assert_eq!(back.id, doc["id"].as_u64().unwrap());
    assert_eq!(
        back.sender_seats as u64,
        doc["sender_seats"].as_u64().unwrap()
    );
    let want = SavedGame::load(&doc["game"].to_string()).unwrap();
    assert_eq!(
        SavedGame::of(&back.game).to_json(),
        SavedGame::of(&want).to_json()
    );
    assert_eq!(
        encode_link(&want, back.id, back.sender_seats).unwrap(),
        code
    );
}

/// A game of the first tile data (a game started before the tiles were corrected) is written
/// as a version 1 code, which means tile data 1, and a game of today's tiles as version 2 with
/// its tile data byte: each opens with the tiles it started with.
#[test]
fn a_game_keeps_its_tile_data_through_a_code() {
    for data in [1u8, carcassonne_mist::TILE_DATA] {
        let mut game = Game::new(&Setup {
            tile_data: data,
            ..setup(2, &["base", "gcc", "sc"], 5, Variants::default())
        })
        .unwrap();
        let mut rng = SplitMix64::new(5);
        play_to(&mut game, &mut rng, 30);
        let code = round_trip(&game, 42, 1);
        let back = decode_link(&code).unwrap();
        let Origin::Setup(s) = back.game.origin() else {
            panic!("a code is a setup's game")
        };
        assert_eq!(s.tile_data, data);
        // the code's first byte is its version: 1 for tile data 1, 2 after
        let version = base64url_decode(&code)[0];
        assert_eq!(version, if data == 1 { 1 } else { 2 }, "{code}");
    }
    // a tile data version this program does not have is refused in words
    let game = Game::new(&setup(2, &["base", "gcc"], 5, Variants::default())).unwrap();
    let code = encode_link(&game, 42, 1).unwrap();
    let mut bytes = base64url_decode(&code);
    bytes[12] = 9; // the tile data byte, after version, check (2), id (6), seats, sets, variants
    let e = decode_link(&carcassonne_mist::link::code_with_check(&bytes))
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(e.contains("tile data version 9"), "{e}");
}

/// The bytes of a base64url code without padding (RFC 4648 §5).
fn base64url_decode(code: &str) -> Vec<u8> {
    const ABC: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let (mut out, mut acc, mut bits) = (Vec::new(), 0u32, 0);
    for c in code.bytes() {
        let v = ABC.iter().position(|&a| a == c).unwrap() as u32;
        acc = (acc << 6) | v;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    out
}

/// The length of a code after 20, 60 and 140 tiles of an all-sets game of two players (the
/// figures of docs/PERFORMANCE.md: `cargo test --test link link_lengths -- --nocapture`), and a
/// bound on it.
#[test]
fn link_lengths() {
    for seed in [1u64, 2, 3] {
        let mut game =
            Game::new(&setup(2, &["base", "gcc", "sc"], seed, Variants::default())).unwrap();
        let mut rng = SplitMix64::new(seed);
        let mut lens = Vec::new();
        for tiles in [20, 60, 140] {
            play_to(&mut game, &mut rng, tiles);
            let code = round_trip(&game, 0xabcdef, 1);
            lens.push((game.tiles().len(), code.len()));
        }
        println!("seed {seed}: code length at (tiles, characters): {lens:?}");
        // the 619 characters of a compressed saved game after 34 tiles: far fewer now
        assert!(
            lens[0].1 < 80 && lens[1].1 < 160 && lens[2].1 < 360,
            "{lens:?}"
        );
    }
}

#[test]
fn games_that_have_no_code_say_why() {
    let sc = r#"{"format": "carcassonne-mist/scenario", "version": 1,
        "board": [{"tile": "D", "x": 0, "y": 0}]}"#;
    let game = carcassonne_mist::Scenario::from_json(sc)
        .unwrap()
        .start()
        .unwrap();
    let e = encode_link(&game, 1, 1).unwrap_err().to_string();
    assert!(e.contains("laid-out position"), "{e}");
    let game = Game::new(&setup(2, &["base", "gcc", "sc"], 1, Variants::default())).unwrap();
    assert!(encode_link(&game, 1 << 48, 1).is_err());
}
