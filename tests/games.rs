//! Whole random games: the placement generator against a brute-force check, perft counts from
//! `tests/perft/*.json`, and the invariants every game must keep (every legal action plays,
//! undo is exact, save and load replay to the same state, meeples are conserved).
#![cfg(not(target_arch = "wasm32"))]

use std::path::Path;

use carcassonne_mist::rng::SplitMix64;
use carcassonne_mist::scenario::SavedGame;
use carcassonne_mist::{Action, Game, Phase, Placement, Pos, Rotation, Setup, Side};

const NAMES: [&str; 6] = ["Red", "Blue", "Green", "Yellow", "Black", "Grey"];

fn setup(seed: u64, players: usize) -> Setup {
    Setup {
        players: NAMES[..players].iter().map(|&n| n.into()).collect(),
        sets: vec!["base".into()],
        seed,
        ..Setup::default()
    }
}

/// The chooser used by perft files: `legal_actions()[rng.below(len)]`, rng seeded `seed + 1000`.
fn play_random(game: &mut Game, rng: &mut SplitMix64, steps: usize) {
    for _ in 0..steps {
        let legal = game.legal_actions();
        if legal.is_empty() {
            return;
        }
        game.play(legal[rng.below(legal.len())]).unwrap();
    }
}

/// Every (cell, rotation) next to the board, checked side by side with no frontier and no
/// precomputed tables: the reference for B1.
fn brute_force_placements(game: &Game) -> Vec<Placement> {
    let Some(kind) = game.hand() else {
        return Vec::new();
    };
    let cat = game.catalogue();
    let tiles = game.tiles();
    let (mut x0, mut x1, mut y0, mut y1) = (i16::MAX, i16::MIN, i16::MAX, i16::MIN);
    for t in tiles {
        x0 = x0.min(t.pos.x);
        x1 = x1.max(t.pos.x);
        y0 = y0.min(t.pos.y);
        y1 = y1.max(t.pos.y);
    }
    let def = cat.kind(kind);
    let mut seen_orientations: Vec<(Pos, String)> = Vec::new();
    let mut out = Vec::new();
    for y in y0 - 1..=y1 + 1 {
        for x in x0 - 1..=x1 + 1 {
            let p = Pos::new(x, y);
            if game.board().occupied(p) {
                continue;
            }
            for r in Rotation::ALL {
                let mut touches = false;
                let mut ok = true;
                for s in Side::ALL {
                    let Some(i) = game.board().tile_at(p.step(s)) else {
                        continue;
                    };
                    touches = true;
                    let n = tiles[i];
                    // side s of the rotated tile is the tile's own side (s - r)
                    let own = Side::from_index(s as usize + 4 - r.turns() as usize);
                    let n_own =
                        Side::from_index(s.opposite() as usize + 4 - n.rotation.turns() as usize);
                    if def.terrain(own) != cat.kind(n.kind).terrain(n_own) {
                        ok = false;
                    }
                }
                if !(touches && ok) {
                    continue;
                }
                // report rotations that give the same oriented tile once
                let sig: String = Side::ALL
                    .iter()
                    .map(|&s| {
                        let own = Side::from_index(s as usize + 4 - r.turns() as usize);
                        let feats: Vec<String> = def
                            .features
                            .iter()
                            .filter(|f| f.sides & (1 << own as u8) != 0)
                            .map(|f| format!("{:?}{}", f.kind, f.shields))
                            .collect();
                        format!("{}{:?}", def.terrain(own).letter(), feats)
                    })
                    .collect();
                if seen_orientations
                    .iter()
                    .any(|(q, s2)| *q == p && *s2 == sig)
                    && symmetric(def, r)
                {
                    continue;
                }
                seen_orientations.push((p, sig));
                out.push(Placement {
                    pos: p,
                    rotation: r,
                });
            }
        }
    }
    out.sort_by_key(|p| (p.pos.y, p.pos.x, p.rotation));
    out
}

/// Whether rotation `r` of the kind equals a smaller rotation (same features after turning).
fn symmetric(def: &carcassonne_mist::TileKind, r: Rotation) -> bool {
    use carcassonne_mist::tile::{rotate_halves, rotate_sides};
    let sig = |r: Rotation| {
        let mut v: Vec<String> = def
            .features
            .iter()
            .map(|f| {
                let mut t: Vec<u8> = f
                    .touches
                    .iter()
                    .map(|&c| rotate_sides(def.features[c as usize].sides, r))
                    .collect();
                t.sort();
                format!(
                    "{:?}{}{}{}{:?}",
                    f.kind,
                    rotate_sides(f.sides, r),
                    rotate_halves(f.halves, r),
                    f.shields,
                    t
                )
            })
            .collect();
        v.sort();
        v
    };
    (0..r.turns()).any(|q| sig(Rotation::quarter_turns(q)) == sig(r))
}

#[test]
fn frontier_placements_match_brute_force() {
    let mut checked = 0;
    for seed in 0..40 {
        let mut game = Game::new(&setup(seed, 2 + (seed as usize % 5))).unwrap();
        let mut rng = SplitMix64::new(seed + 1000);
        while game.phase() != Phase::GameOver {
            if game.phase() == Phase::PlaceTile {
                assert_eq!(
                    game.legal_placements(),
                    brute_force_placements(&game),
                    "seed {seed}"
                );
                checked += 1;
            }
            play_random(&mut game, &mut rng, 1);
        }
    }
    assert!(checked > 2000);
}

#[test]
fn perft_counts() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/perft");
    let bless = std::env::var("PERFT_BLESS").is_ok();
    for entry in std::fs::read_dir(&root).unwrap().flatten() {
        let path = entry.path();
        let text = std::fs::read_to_string(&path).unwrap();
        let mut doc: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(doc["format"], "carcassonne-mist/perft");
        let positions = doc["positions"].as_array_mut().unwrap();
        assert!(!positions.is_empty());
        for (i, p) in positions.iter_mut().enumerate() {
            let seed = p["seed"].as_u64().unwrap();
            let players = p["players"].as_u64().unwrap() as usize;
            let steps = p["actions"].as_u64().unwrap() as usize;
            let mut game = Game::new(&setup(seed, players)).unwrap();
            play_random(&mut game, &mut SplitMix64::new(seed + 1000), steps);
            let placements = game.legal_placements().len();
            let actions = game.legal_actions().len();
            if bless {
                p["placements"] = placements.into();
                p["legal_actions"] = actions.into();
                p["phase"] = format!("{:?}", game.phase()).into();
            } else {
                let at = format!(
                    "{} position {i} (seed {seed}, {steps} actions)",
                    path.display()
                );
                assert_eq!(
                    p["placements"].as_u64(),
                    Some(placements as u64),
                    "{at}: placements"
                );
                assert_eq!(
                    p["legal_actions"].as_u64(),
                    Some(actions as u64),
                    "{at}: legal actions"
                );
                assert_eq!(
                    placements,
                    brute_force_placements(&game).len(),
                    "{at}: brute force"
                );
            }
        }
        if bless {
            // One position per line, keys in a fixed order, so diffs stay readable.
            let lines: Vec<String> = doc["positions"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| {
                    format!(
                        "    {{ \"seed\": {}, \"players\": {}, \"actions\": {}, \"phase\": {}, \"placements\": {}, \"legal_actions\": {} }}",
                        p["seed"], p["players"], p["actions"], p["phase"], p["placements"], p["legal_actions"]
                    )
                })
                .collect();
            let out = format!(
                "{{\n  \"format\": \"carcassonne-mist/perft\",\n  \"version\": 1,\n  \"description\": {},\n  \"positions\": [\n{}\n  ]\n}}\n",
                doc["description"],
                lines.join(",\n")
            );
            std::fs::write(&path, out).unwrap();
        }
    }
}

/// Each of `legal` plays on a copy of `game`.
fn assert_every_action_plays(game: &Game, legal: &[Action], seed: u64) {
    for &a in legal {
        let mut g = game.clone();
        g.play(a)
            .unwrap_or_else(|e| panic!("seed {seed}: legal {a:?} refused: {e}"));
    }
}

#[test]
fn every_legal_action_plays_and_illegal_ones_change_nothing() {
    for seed in 0..12 {
        let mut game = Game::new(&setup(seed, 2 + seed as usize % 5)).unwrap();
        let mut rng = SplitMix64::new(seed);
        while game.phase() != Phase::GameOver {
            let legal = game.legal_actions();
            assert_every_action_plays(&game, &legal, seed);
            let before = game.fingerprint();
            let bad = [
                Action::PlaceTile(Placement {
                    pos: Pos::new(0, 0),
                    rotation: Rotation::default(),
                }),
                Action::PlaceMeeple {
                    feature: 40,
                    guard: false,
                },
                Action::PlaceMeeple {
                    feature: 0,
                    guard: true,
                },
            ];
            for b in bad {
                if !legal.contains(&b) {
                    assert!(game.play(b).is_err());
                    assert_eq!(
                        game.fingerprint(),
                        before,
                        "seed {seed}: refused {b:?} changed the game"
                    );
                }
            }
            game.play(legal[rng.below(legal.len())]).unwrap();
        }
        assert!(game.legal_actions().is_empty());
    }
}

#[test]
fn undo_to_the_start_and_redo_to_the_end_are_exact() {
    for seed in 0..10 {
        let mut game = Game::new(&setup(seed, 3)).unwrap();
        let start = game.fingerprint();
        let mut rng = SplitMix64::new(seed);
        let mut prints = vec![start.clone()];
        while game.phase() != Phase::GameOver {
            play_random(&mut game, &mut rng, 1);
            prints.push(game.fingerprint());
        }
        let end_scores = game.scores();
        assert!(end_scores.iter().any(|&s| s > 0));
        for i in (0..prints.len() - 1).rev() {
            assert!(game.undo().is_some());
            assert_eq!(game.fingerprint(), prints[i], "seed {seed}: undo to {i}");
        }
        assert!(game.undo().is_none());
        assert_eq!(game.scores(), vec![0, 0, 0]);
        while game.redo().is_some() {}
        assert_eq!(game.fingerprint(), *prints.last().unwrap());
        assert_eq!(game.scores(), end_scores);
    }
}

#[test]
fn save_load_replays_to_the_same_state() {
    for seed in 0..10 {
        let mut game = Game::new(&setup(seed, 2 + seed as usize % 5)).unwrap();
        let mut rng = SplitMix64::new(seed);
        for stop in [0usize, 7, 40, 10_000] {
            play_random(&mut game, &mut rng, stop);
            let json = game.save().to_json();
            let back = SavedGame::from_json(&json).unwrap().replay().unwrap();
            assert_eq!(
                back.fingerprint(),
                game.fingerprint(),
                "seed {seed} after {stop}"
            );
            assert_eq!(back.scores(), game.scores());
            assert_eq!(back.save().to_json(), json);
        }
    }
}

#[test]
fn meeples_are_conserved_and_scores_never_fall() {
    for seed in 0..20 {
        let players = 2 + seed as usize % 5;
        let mut game = Game::new(&setup(seed, players)).unwrap();
        let mut rng = SplitMix64::new(seed);
        let mut last = game.scores();
        while game.phase() != Phase::GameOver {
            play_random(&mut game, &mut rng, 1);
            let on_board = game.meeples();
            for p in 0..players {
                let mine = on_board
                    .iter()
                    .filter(|(_, _, m)| m.player as usize == p)
                    .count();
                assert_eq!(
                    game.players()[p].meeples as usize + mine,
                    7,
                    "B6, seed {seed}"
                );
            }
            let now = game.scores();
            assert!(now.iter().zip(&last).all(|(a, b)| a >= b));
            last = now;
        }
        let tiles = game.tiles().len() + game.discarded().len();
        assert_eq!(tiles, 72, "B7: every tile is placed or discarded");
    }
}

#[test]
fn equal_seeds_give_equal_games_and_other_seeds_differ() {
    let a = Game::new(&setup(5, 2)).unwrap();
    let b = Game::new(&setup(5, 2)).unwrap();
    let c = Game::new(&setup(6, 2)).unwrap();
    assert_eq!(a.bag(), b.bag());
    assert_ne!(a.bag(), c.bag());
}

fn setup_sets(seed: u64, players: usize, sets: &[&str]) -> Setup {
    Setup {
        sets: sets.iter().map(|s| s.to_string()).collect(),
        ..setup(seed, players)
    }
}

const ALL_SETS: &[&str] = &["base", "gcc", "sc"];

#[test]
fn ghosts_are_conserved_and_meeples_never_hold_three() {
    for seed in 0..30 {
        let sets: &[&str] = if seed % 3 == 0 {
            &["base", "gcc"]
        } else {
            ALL_SETS
        };
        let players = 2 + seed as usize % 5;
        let mut game = Game::new(&setup_sets(seed, players, sets)).unwrap();
        assert_eq!(game.ghost_supply(), 15, "G1");
        let mut rng = SplitMix64::new(seed);
        let mut ghost_moves = 0;
        while game.phase() != Phase::GameOver {
            play_random(&mut game, &mut rng, 1);
            if game.phase() == Phase::Ghosts {
                ghost_moves += 1;
            }
            assert_eq!(game.ghost_total(), 15, "seed {seed}: ghosts conserved");
            for (_, _, m) in game.meeples() {
                assert!(m.ghosts <= 2, "seed {seed}: G3");
                assert!(
                    !m.guard || m.ghosts == 0,
                    "seed {seed}: guards never carry ghosts"
                );
            }
            for c in game.circles() {
                assert!(c.ghosts <= c.circles);
            }
            let on_board = game.meeples();
            for p in 0..players {
                let mine = |guard: bool| {
                    on_board
                        .iter()
                        .filter(|(_, _, m)| m.player as usize == p && m.guard == guard)
                        .count()
                };
                assert_eq!(
                    game.players()[p].meeples as usize + mine(false),
                    5,
                    "seed {seed}: meeples"
                );
                assert_eq!(
                    game.players()[p].guards as usize
                        + mine(true)
                        + game.guard_supply()[p] as usize,
                    5,
                    "seed {seed}: guards (2 + 3 in the general supply)"
                );
            }
        }
        assert!(ghost_moves > 0, "seed {seed}: no ghost was ever owed");
        let expected = 72 + 60 + if sets.contains(&"sc") { 9 } else { 0 };
        assert_eq!(
            game.tiles().len() + game.discarded().len(),
            expected + 4,
            "every tile, and the 4 start cells (G2)"
        );
    }
}

#[test]
fn every_legal_action_plays_with_all_sets_and_undo_redo_save_are_exact() {
    for seed in 0..8 {
        let mut game = Game::new(&setup_sets(seed, 2 + seed as usize % 3, ALL_SETS)).unwrap();
        let mut rng = SplitMix64::new(seed);
        let mut prints = vec![game.fingerprint()];
        while game.phase() != Phase::GameOver {
            let legal = game.legal_actions();
            assert_every_action_plays(&game, &legal, seed);
            game.play(legal[rng.below(legal.len())]).unwrap();
            prints.push(game.fingerprint());
        }
        let json = game.save().to_json();
        let back = SavedGame::from_json(&json).unwrap().replay().unwrap();
        assert_eq!(
            back.fingerprint(),
            game.fingerprint(),
            "seed {seed}: save/load"
        );
        // undo goes back one player action at a time (forced ghost moves go with it)
        let mut undos = 0;
        while game.undo().is_some() {
            undos += 1;
            assert_eq!(
                game.fingerprint(),
                prints[prints.len() - 1 - undos],
                "seed {seed}: undo {undos}"
            );
        }
        assert_eq!(undos, prints.len() - 1);
        while game.redo().is_some() {}
        assert_eq!(game.fingerprint(), *prints.last().unwrap());
    }
}

#[test]
fn undo_across_a_whole_ghost_phase() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/scenarios/gcc/G3-spread-over-meeples.json");
    let sc =
        carcassonne_mist::Scenario::from_json(&std::fs::read_to_string(root).unwrap()).unwrap();
    let mut game = sc.start().unwrap();
    let start = game.fingerprint();
    sc.steps[0].action.play(&mut game).unwrap();
    assert_eq!(game.phase(), Phase::Ghosts);
    let choosing = game.fingerprint();
    sc.steps[1].action.play(&mut game).unwrap();
    assert_eq!(game.phase(), Phase::Meeple);
    assert!(
        game.log_auto().iter().filter(|a| **a).count() >= 3,
        "forced moves were logged"
    );
    game.undo();
    assert_eq!(
        game.fingerprint(),
        choosing,
        "undo takes back the choice and its forced moves"
    );
    game.undo();
    assert_eq!(game.fingerprint(), start);
    assert_eq!(game.ghost_supply(), 13);
    game.redo();
    game.redo();
    assert_eq!(game.phase(), Phase::Meeple);
    assert_eq!(game.ghost_supply(), 11);
}

/// What the ghosts phase leaves behind: every meeple with its ghosts, every circle's ghosts,
/// the supply and the players' pieces.
fn ghost_outcome(game: &Game) -> String {
    let mut meeples: Vec<String> = game
        .meeples()
        .iter()
        .map(|(p, f, m)| {
            format!(
                "{},{}:{}:{}:{}:{}",
                p.x, p.y, f, m.player, m.guard, m.ghosts
            )
        })
        .collect();
    meeples.sort();
    let circles: Vec<String> = game
        .circles()
        .iter()
        .map(|c| format!("{},{}:{}:{}", c.at.x, c.at.y, c.at.feature, c.ghosts))
        .collect();
    let pieces: Vec<(u8, u8)> = game
        .players()
        .iter()
        .map(|p| (p.meeples, p.guards))
        .collect();
    format!(
        "{meeples:?} {circles:?} supply {} pieces {pieces:?} {:?}",
        game.ghost_supply(),
        game.phase()
    )
}

/// Every outcome the ghost moves from here can reach (`None` past `budget` positions).
fn ghost_outcomes(
    game: &Game,
    budget: &mut usize,
    out: &mut std::collections::BTreeSet<String>,
) -> Option<()> {
    if game.phase() != Phase::Ghosts {
        out.insert(ghost_outcome(game));
        return Some(());
    }
    for a in game.legal_actions() {
        *budget = budget.checked_sub(1)?;
        let mut g = game.clone();
        g.play(a).unwrap();
        ghost_outcomes(&g, budget, out)?;
    }
    Some(())
}

/// S7a: the engine leaves out choices of order and of circle only where they cannot change
/// the outcome. Compared with a reference that offers every order of a step's banks and every
/// circle whenever the rules' words allow a choice, the engine reaches exactly the same
/// outcomes after every placement of random all-sets games, under each value of V4, V5, V6.
#[test]
fn ghost_choices_left_out_change_no_outcome() {
    use carcassonne_mist::mist::{CircleDraw, FreshCircles, OpponentNoTarget, Variants};
    let mut compared = 0;
    let mut with_choice = 0;
    for seed in 0..24u64 {
        let variants = Variants {
            opponent_no_target: if seed % 2 == 0 {
                OpponentNoTarget::Stays
            } else {
                OpponentNoTarget::ToSupply
            },
            fresh_circles: if seed % 4 < 2 {
                FreshCircles::CloseOnly
            } else {
                FreshCircles::Always
            },
            circle_draw: if seed % 8 < 4 {
                CircleDraw::NeighboursThenSupply
            } else {
                CircleDraw::SupplyOnly
            },
            ..Variants::default()
        };
        let mut game = Game::new(&Setup {
            players: NAMES[..2 + (seed as usize % 3)]
                .iter()
                .map(|&n| n.into())
                .collect(),
            sets: vec!["base".into(), "gcc".into(), "sc".into()],
            seed,
            variants,
        })
        .unwrap();
        let mut rng = SplitMix64::new(seed + 77);
        while game.phase() != Phase::GameOver {
            let legal = game.legal_actions();
            // Meeples often, so that ghosts have somewhere to go and meeples go home.
            let pick = match game.phase() {
                Phase::Meeple if legal.len() > 1 && rng.below(4) != 0 => rng.below(legal.len() - 1),
                _ => rng.below(legal.len()),
            };
            let action = legal[pick];
            if let Action::PlaceTile(_) = action {
                let (mut engine, mut reference) = (game.clone(), game.clone());
                reference.offer_every_choice();
                engine.play(action).unwrap();
                reference.play(action).unwrap();
                let (mut a, mut b) = (Default::default(), Default::default());
                let (mut budget_a, mut budget_b) = (20_000, 20_000);
                if ghost_outcomes(&engine, &mut budget_a, &mut a).is_some()
                    && ghost_outcomes(&reference, &mut budget_b, &mut b).is_some()
                {
                    assert_eq!(a, b, "seed {seed}, turn {}: {action:?}", game.log().len());
                    compared += 1;
                    with_choice += (b.len() > 1) as usize;
                }
            }
            game.play(action).unwrap();
        }
    }
    assert!(compared > 1000, "only {compared} placements compared");
    assert!(
        with_choice > 50,
        "only {with_choice} placements with a choice"
    );
}
