//! Plays two computer players against each other and prints how often the first one wins.
//!
//! ```text
//! cargo run --release --example arena -- --a mcts:1000sims --b greedy --games 100 --sets base,gcc,sc
//! ```
//!
//! Players: `random`, `greedy`, `greedy:<noise>`, `mcts:<N>sims` (deterministic with `--seed`),
//! `mcts:<N>ms`, and root-parallel `mcts:<T>x<N>sims` / `mcts:<T>x<N>ms` (T trees, run one
//! after another: T times the thinking time). Games come in pairs with the same setup seed
//! (`--seed` + pair), `a` in the first seat in one and in the second seat in the other; they run
//! in parallel on the machine's cores (`--threads`). `--horizon`, `--widen`, `--scale`,
//! `--playout-meeples`, `--reuse`, `--transpose`, `--relative`, `--sample` and `--top-up` (for
//! b alone: `--b-transpose`, `--b-top-up`, `--b-threat-last`) change the search's [`Params`] (`--horizon 0 --widen
//! 0 --relative false`: plain MCTS, random playouts to the end, win/draw/loss); `--potential`, `--reach`,
//! `--returning`, `--threat`, `--threat-last`, `--ghost-risk` and `--meeple-value` the evaluation's
//! [`Weights`]. `--a-eval v1` or `--b-eval v1` gives that player the first search and
//! evaluation ([`Params::v1`]: a fixed opponent from the same code). The last line reads
//! `a: <player> wins <W>/<N> (<pct>%), draws <D>, score difference <mean> ± <ci95>`.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

use carcassonne_mist::ai::{Forest, Mcts, Params, Spec, Strategy, Weights};
use carcassonne_mist::{Game, Phase, PlayerId, Setup};

fn arg(args: &[String], name: &str) -> Option<String> {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .cloned()
}

fn fail(words: &str) -> ! {
    eprintln!("arena: {words}");
    std::process::exit(2);
}

fn num<T: std::str::FromStr>(args: &[String], name: &str, default: T) -> T {
    match arg(args, name) {
        None => default,
        Some(v) => v
            .parse()
            .unwrap_or_else(|_| fail(&format!("{name}: '{v}' is not a number"))),
    }
}

/// One game's result: points of a and b, and time and simulations each spent deciding.
#[derive(Default, Clone, Copy)]
struct Played {
    a: i32,
    b: i32,
    secs: [f64; 2],
    sims: [u64; 2],
}

/// Plays one game, `a` in seat `a_seat`.
fn play(
    setup: &Setup,
    a_seat: usize,
    sa: Spec,
    sb: Spec,
    params: [Params; 2],
) -> Result<Played, String> {
    let mut game = Game::new(setup).map_err(|e| e.to_string())?;
    let player_seed = |who: u64| {
        setup
            .seed
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(who)
    };
    let build = |spec: Spec, seed: u64, params: Params| -> Box<dyn Strategy + Send> {
        match spec {
            Spec::Mcts(budget) => Box::new(Mcts::with_params(seed, budget, params)),
            Spec::Forest(trees, budget) => {
                Box::new(Forest::with_params(seed, trees, budget, params))
            }
            other => other.build(seed),
        }
    };
    let mut a = build(sa, player_seed(1), params[0]);
    let mut b = build(sb, player_seed(2), params[1]);
    let mut secs = [0.0; 2];
    while game.phase() != Phase::GameOver {
        let is_a = game.current_player().index() == a_seat;
        let who: &mut Box<dyn Strategy + Send> = if is_a { &mut a } else { &mut b };
        let t = Instant::now();
        let action = who
            .decide(&game)
            .ok_or("no action while the game is not over")?;
        secs[usize::from(!is_a)] += t.elapsed().as_secs_f64();
        game.play(action).map_err(|e| format!("{action:?}: {e}"))?;
    }
    let scores = game.scores();
    Ok(Played {
        a: scores[PlayerId(a_seat as u8)],
        b: scores[PlayerId(1 - a_seat as u8)],
        secs,
        sims: [a.simulations(), b.simulations()],
    })
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let spec = |name: &str| -> Spec {
        let s = arg(&args, name).unwrap_or_else(|| fail(&format!("{name} <player> is needed")));
        s.parse()
            .unwrap_or_else(|e: carcassonne_mist::ai::AiError| fail(&e.to_string()))
    };
    let (sa, sb) = (spec("--a"), spec("--b"));
    let games: usize = num(&args, "--games", 100);
    let seed: u64 = num(&args, "--seed", 1);
    let sets = arg(&args, "--sets").unwrap_or_else(|| "base".into());
    let threads: usize = num(
        &args,
        "--threads",
        std::thread::available_parallelism().map_or(1, |n| n.get()),
    );
    let base = Setup {
        players: vec!["A".into(), "B".into()],
        sets: sets.split(',').map(str::to_string).collect(),
        ..Setup::default()
    };
    if let Err(e) = Game::new(&base) {
        fail(&format!("bad setup: {e}"));
    }
    // The search's parameters (for measuring them): --horizon, --widen, --scale.
    let d = Params::default();
    let dw = d.weights;
    let params = Params {
        horizon: num(&args, "--horizon", d.horizon),
        widen: num(&args, "--widen", d.widen),
        scale: num(&args, "--scale", d.scale),
        playout_meeples: num(&args, "--playout-meeples", d.playout_meeples),
        relative: num(&args, "--relative", d.relative),
        max_nodes: num(&args, "--max-nodes", d.max_nodes),
        playouts: num(&args, "--playouts", d.playouts),
        weights: Weights {
            meeple: num(&args, "--meeple-value", dw.meeple),
            potential: num(&args, "--potential", dw.potential),
            reach: num(&args, "--reach", dw.reach),
            returning: num(&args, "--returning", dw.returning),
            threat: num(&args, "--threat", dw.threat),
            threat_last: num(&args, "--threat-last", dw.threat_last),
            ghost_risk: num(&args, "--ghost-risk", dw.ghost_risk),
        },
        sample: num(&args, "--sample", d.sample),
        top_up: num(&args, "--top-up", d.top_up),
        reuse: num(&args, "--reuse", d.reuse),
        transpose: num(&args, "--transpose", d.transpose),
    };
    // --a-eval v1 / --b-eval v1: that player searches with the first evaluation and the first
    // search (Params::v1), a fixed opponent built from the same code.
    let eval = |name: &str| match arg(&args, name).as_deref() {
        None => params,
        Some("v1") => Params::v1(),
        Some(other) => fail(&format!("{name}: '{other}' is not an evaluation (v1)")),
    };
    let mut params = [eval("--a-eval"), eval("--b-eval")];
    // --b-threat-last W: b's evaluation with another weight at a feature's last open cell
    // (the stolen city, issue 42: a against b differs by that weight alone)
    params[1].weights.threat_last = num(&args, "--b-threat-last", params[1].weights.threat_last);
    // --b-transpose false: b without the merge of ghost-move orders (a measure of it)
    params[1].transpose = num(&args, "--b-transpose", params[1].transpose);
    // --b-top-up 0: b scoring its untried actions afresh at each expansion (a measure of it)
    params[1].top_up = num(&args, "--b-top-up", params[1].top_up);
    let next = AtomicUsize::new(0);
    let (done, a_wins) = (AtomicUsize::new(0), AtomicUsize::new(0));
    let results = Mutex::new(vec![Played::default(); games]);
    let start = Instant::now();
    std::thread::scope(|s| {
        for _ in 0..threads.max(1) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= games {
                    break;
                }
                let setup = Setup {
                    seed: seed.wrapping_add((i / 2) as u64) & carcassonne_mist::MAX_SEED,
                    ..base.clone()
                };
                let played = play(&setup, i % 2, sa, sb, params)
                    .unwrap_or_else(|e| fail(&format!("game {i}: an illegal action: {e}")));
                let done = done.fetch_add(1, Ordering::Relaxed) + 1;
                let won = usize::from(played.a > played.b);
                let wins = a_wins.fetch_add(won, Ordering::Relaxed) + won;
                let margin = played.a - played.b;
                // Progress on stderr, so a run stopped early still says where it stood.
                eprintln!(
                    "game {i}: a {} b {} ({margin:+}); a has won {wins}/{done} at {:.0} s",
                    played.a,
                    played.b,
                    start.elapsed().as_secs_f64()
                );
                if let Ok(mut r) = results.lock() {
                    r[i] = played;
                }
            });
        }
    });
    let wall = start.elapsed().as_secs_f64();
    let results = results.into_inner().unwrap_or_default();
    let n = results.len();
    let wins = results.iter().filter(|r| r.a > r.b).count();
    let draws = results.iter().filter(|r| r.a == r.b).count();
    let diffs: Vec<f64> = results.iter().map(|r| f64::from(r.a - r.b)).collect();
    let mean = diffs.iter().sum::<f64>() / n.max(1) as f64;
    let var = diffs.iter().map(|d| (d - mean).powi(2)).sum::<f64>() / (n.max(2) - 1) as f64;
    let ci = 1.96 * (var / n.max(1) as f64).sqrt();
    println!("games: {n}  sets: {sets}  threads: {threads}  wall time: {wall:.1} s");
    for (k, name) in [(0, sa), (1, sb)] {
        let secs: f64 = results.iter().map(|r| r.secs[k]).sum();
        let sims: u64 = results.iter().map(|r| r.sims[k]).sum();
        let moves = if sims > 0 {
            format!(
                ", simulations/s (one thread): {:.0}",
                sims as f64 / secs.max(1e-9)
            )
        } else {
            String::new()
        };
        println!(
            "{}: {name}  thinking {secs:.1} s in all{moves}",
            ["a", "b"][k]
        );
    }
    println!(
        "a: {sa} wins {wins}/{n} ({:.1}%), draws {draws}, score difference {mean:.1} ± {ci:.1}",
        100.0 * wins as f64 / n.max(1) as f64
    );
}
