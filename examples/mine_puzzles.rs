//! Mines puzzles from games between computer players (docs/AI.md, "Puzzles found in games";
//! the file's format: docs/FORMATS.md, "Puzzle set").
//!
//! ```text
//! cargo run --release --example mine_puzzles -- --games 40 --sets all --seed 1 --out www/puzzles/all.json
//! ```
//!
//! Each game is played by `--player` (default `mcts:300sims`) in every seat. At each placement
//! a position is kept when:
//! 1. one placement is worth at least `--margin` points (default 3) more than any other by the
//!    value after the turn (`ai::explain::turn_values`: the move, the best rest of the turn,
//!    the evaluation), placements that turn the tile the same way counted as one;
//! 2. the shallow search does not find it: the greedy player plays another placement;
//! 3. the deep search agrees: `mcts:<--deep>sims` (default 3000) plays it.
//!
//! Its difficulty is the first of `mcts:30sims`, `100`, `300`, `1000` sims that plays it (1–4),
//! else 5. It prints the yield (puzzles per 100 games) and the share each of those searches and
//! the page's medium level (`mcts:300ms`, native, with `--medium`) solve. `--append` adds to an
//! existing file. `--check FILE --sims N` gives the share of a file's puzzles `mcts:<N>sims`
//! solves (deterministic, whatever the machine's load).

use carcassonne_mist::ai::explain::{same_move, turn_values};
use carcassonne_mist::ai::{Budget, Greedy, Mcts, Spec, Strategy};
use carcassonne_mist::link::encode_link;
use carcassonne_mist::puzzles::{Puzzle, PuzzleSet, PUZZLES_FORMAT, PUZZLES_VERSION};
use carcassonne_mist::{Action, Game, Phase, Setup};
use std::sync::atomic::{AtomicU64, Ordering};

#[path = "common/args.rs"]
mod args;
use args::arg;

fn fail(msg: &str) -> ! {
    eprintln!("mine_puzzles: {msg}");
    std::process::exit(2)
}

/// Positions past each test: a clear margin, missed by the greedy player (the deep search's
/// agreement is the puzzles kept).
static STAGE: [AtomicU64; 2] = [AtomicU64::new(0), AtomicU64::new(0)];

/// The ladder of searches that set a puzzle's difficulty.
const LADDER: [u32; 4] = [30, 100, 300, 1000];

/// Whether `player` plays a placement that is the same move as `solution`.
fn finds(game: &Game, player: &mut dyn Strategy, solution: Action) -> bool {
    player
        .decide(game)
        .is_some_and(|a| same_move(game, a, solution))
}

/// `--check FILE --sims N`: the share of the puzzles of FILE that `mcts:<N>sims` solves (seed 1),
/// by sets; the page's medium level is `mcts:300ms`, about 12,000 simulations in a desktop's
/// worker (docs/AI.md, "The expert level"), fewer on a phone.
fn check(file: &str, sims: u32) {
    let text = std::fs::read_to_string(file).unwrap_or_else(|e| fail(&format!("{file}: {e}")));
    let set = PuzzleSet::from_json(&text).unwrap_or_else(|e| fail(&format!("{file}: {e}")));
    for sets in ["base", "all"] {
        let (mut n, mut solved) = (0u32, 0u32);
        for p in set.puzzles.iter().filter(|p| p.sets == sets) {
            let (game, solution) = p.open().unwrap_or_else(|e| fail(&format!("{}: {e}", p.id)));
            n += 1;
            solved += u32::from(finds(
                &game,
                &mut Mcts::new(1, Budget::Sims(sims)),
                solution,
            ));
        }
        println!(
            "{sets}: mcts:{sims}sims solves {solved} of {n} ({:.0}%)",
            100.0 * f64::from(solved) / f64::from(n.max(1))
        );
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let checked: String = arg(&args, "--check", String::new());
    if !checked.is_empty() {
        check(&checked, arg(&args, "--sims", 12_000));
        return;
    }
    let games: u64 = arg(&args, "--games", 10);
    let seed: u64 = arg(&args, "--seed", 1);
    let sets_word: String = arg(&args, "--sets", "base".to_string());
    let margin: f64 = arg(&args, "--margin", 3.0);
    let deep: u32 = arg(&args, "--deep", 3000);
    let out: String = arg(&args, "--out", String::new());
    let append = args.iter().any(|a| a == "--append");
    let medium = args.iter().any(|a| a == "--medium");
    let player: Spec = arg(&args, "--player", "mcts:300sims".to_string())
        .parse()
        .unwrap_or_else(|e: carcassonne_mist::ai::AiError| fail(&e.to_string()));
    let sets: Vec<String> = match sets_word.as_str() {
        "base" => vec!["base".into()],
        "all" => vec!["base".into(), "gcc".into(), "sc".into()],
        other => fail(&format!("--sets {other}: base or all")),
    };
    let mut set = if append && !out.is_empty() {
        let text = std::fs::read_to_string(&out).unwrap_or_else(|e| fail(&format!("{out}: {e}")));
        PuzzleSet::from_json(&text).unwrap_or_else(|e| fail(&format!("{out}: {e}")))
    } else {
        PuzzleSet {
            format: PUZZLES_FORMAT.into(),
            version: PUZZLES_VERSION,
            puzzles: Vec::new(),
        }
    };
    let before = set.puzzles.len();
    let (mut positions, mut found_ladder, mut found_medium) = (0u64, [0u64; 4], 0u64);
    let start = std::time::Instant::now();
    for i in 0..games {
        let game_seed = seed.wrapping_add(i) & carcassonne_mist::MAX_SEED;
        let setup = Setup {
            players: vec!["Ann".into(), "Bob".into()],
            sets: sets.clone(),
            seed: game_seed,
            ..Setup::default()
        };
        let mut game = Game::new(&setup).unwrap_or_else(|e| fail(&format!("setup: {e}")));
        let mut players: Vec<Box<dyn Strategy + Send>> =
            (0..2).map(|s| player.build(game_seed * 2 + s)).collect();
        let mut kept_this_game = 0;
        while game.phase() != Phase::GameOver {
            if game.phase() == Phase::PlaceTile && kept_this_game < 3 {
                positions += 1;
                if let Some(p) = puzzle(&game, margin, deep, game_seed) {
                    let n = set.puzzles.len();
                    let id = format!("{sets_word}-{game_seed}-{}", game.tiles().len());
                    if !set.puzzles.iter().any(|q| q.id == id) {
                        let (solution, margin_tenths, difficulty, rungs) = p;
                        for (k, &found) in rungs.iter().enumerate() {
                            found_ladder[k] += u64::from(found);
                        }
                        if medium {
                            let mut m = Mcts::new(game_seed, Budget::Millis(300));
                            found_medium += u64::from(finds(&game, &mut m, solution));
                        }
                        let link = encode_link(&game, n as u64 + 1, 0)
                            .unwrap_or_else(|e| fail(&format!("link: {e}")));
                        set.puzzles.push(Puzzle {
                            id,
                            sets: sets_word.clone(),
                            link,
                            solution: game.action_spec(solution),
                            margin_tenths,
                            difficulty,
                        });
                        kept_this_game += 1;
                    }
                }
            }
            let seat = game.current_player().index();
            let Some(a) = players[seat].decide(&game) else {
                fail("a player had no move")
            };
            game.play(a)
                .unwrap_or_else(|e| fail(&format!("an illegal move: {e}")));
        }
        let kept = set.puzzles.len() - before;
        eprintln!(
            "game {} of {games} (seed {game_seed}): {kept} puzzles from {positions} positions at {:.0} s",
            i + 1,
            start.elapsed().as_secs_f64()
        );
        if !out.is_empty() {
            std::fs::write(&out, set.to_json()).unwrap_or_else(|e| fail(&format!("{out}: {e}")));
        }
    }
    let kept = (set.puzzles.len() - before) as f64;
    println!(
        "sets {sets_word}, {games} games of {player}: {kept} puzzles from {positions} placements, {:.1} puzzles per 100 games, {:.0} s",
        100.0 * kept / games.max(1) as f64,
        start.elapsed().as_secs_f64()
    );
    println!(
        "placements with a clear margin: {}, of them missed by greedy: {}, of them found by mcts:{deep}sims: {kept}",
        STAGE[0].load(Ordering::Relaxed),
        STAGE[1].load(Ordering::Relaxed)
    );
    let mut difficulty = [0u32; 5];
    for p in &set.puzzles[before..] {
        difficulty[usize::from(p.difficulty - 1)] += 1;
    }
    println!("difficulty 1–5: {difficulty:?}");
    for (k, sims) in LADDER.iter().enumerate() {
        println!(
            "mcts:{sims}sims solves {:.0}%",
            100.0 * found_ladder[k] as f64 / kept.max(1.0)
        );
    }
    if medium {
        println!(
            "the medium level (mcts:300ms, native) solves {:.0}%",
            100.0 * found_medium as f64 / kept.max(1.0)
        );
    }
}

/// The puzzle of `game` (a placement decision), if it is one: the solution, its margin in
/// tenths of a point, its difficulty and which searches of the ladder find it.
fn puzzle(game: &Game, margin: f64, deep: u32, seed: u64) -> Option<(Action, u32, u8, [bool; 4])> {
    let values = turn_values(game);
    let (best, v1) = values.iter().copied().max_by(|x, y| x.1.total_cmp(&y.1))?;
    let v2 = values
        .iter()
        .filter(|(a, _)| !same_move(game, *a, best))
        .map(|&(_, v)| v)
        .fold(f64::NEG_INFINITY, f64::max);
    if !v2.is_finite() || v1 - v2 < margin {
        return None;
    }
    STAGE[0].fetch_add(1, Ordering::Relaxed);
    if finds(game, &mut Greedy::new(seed, 0.0), best) {
        return None;
    }
    STAGE[1].fetch_add(1, Ordering::Relaxed);
    if !finds(game, &mut Mcts::new(seed, Budget::Sims(deep)), best) {
        return None;
    }
    let rungs = LADDER.map(|sims| finds(game, &mut Mcts::new(seed, Budget::Sims(sims)), best));
    let difficulty = rungs.iter().position(|&f| f).map_or(5, |k| k as u8 + 1);
    let tenths = ((v1 - v2) * 10.0).floor() as u32;
    Some((best, tenths, difficulty, rungs))
}
