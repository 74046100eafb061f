//! The computer player: strategies that decide every decision of a turn (the placement, each
//! ghost move, a meeple, a guard or none) through the checked [`Game`] API, one decision at a
//! time. Above `game` in the layer stack; no browser types.
//!
//! - [`Random`]: a legal action chosen uniformly (the floor to measure against).
//! - [`Greedy`]: the placement, ghost moves and meeple that maximise the score difference if
//!   the game ended after this turn (B5 counted on the board, so each ghost on a meeple costs 1 point (G6)
//!   and a meeple sent home (G3) loses what it held); with noise, the "easy" level.
//! - [`Mcts`]: Monte Carlo tree search over determinized games (the order of the bag is hidden:
//!   each simulation shuffles the tiles left to draw, and a placement's child is kept per tile
//!   drawn), the tree's leaf scored at once by the evaluation ([`Evaluator`]: the points
//!   banked and what the board is worth from the known bag), reward = a logistic of the gain
//!   in margin over the root's, the tree kept between decisions. A fixed number of
//!   simulations (deterministic with a seed) or a thinking time.
//!
//! [`Spec`] reads the written forms `random`, `greedy`, `greedy:<noise>`, `mcts:<N>sims` and
//! `mcts:<N>ms` used by the arena (`examples/arena.rs`) and the page.

mod clock;
mod eval;
pub mod explain;
mod greedy;
mod mcts;
mod parallel;
pub mod review;
mod thinking;

pub use clock::now_ms;
pub use eval::{Evaluator, Weights};
pub use greedy::Greedy;
pub use mcts::{Mcts, Params, SearchStats};
pub use parallel::{merge, tree_seed, Forest, Tally, MAX_TREES};
pub use thinking::{merged, Progress, Thinking};

use crate::game::{Action, Game, PlayError};
use crate::rng::SplitMix64;

/// Why a written player was refused, or a computer player could not play.
#[derive(Clone, Debug, PartialEq)]
pub enum AiError {
    /// Not one of the written players (`random`, `greedy`, `greedy:<noise>`, `mcts:<N>sims`,
    /// `mcts:<N>ms`): the text as given.
    UnknownPlayer(String),
    /// The number of simulations or milliseconds is not 1 to [`MAX_BUDGET`]: the text as given.
    BadBudget(String),
    /// The noise is not 0 to 1000 points: the text as given.
    BadNoise(String),
    /// The number of trees of `mcts:<T>x…` is not 1 to [`MAX_TREES`]: the text as given.
    BadTrees(String),
    /// A root-parallel player was asked to think in one [`Thinking`]: the text as given (a
    /// page gives each worker one tree and merges their tallies, [`merged`]).
    OneTree(String),
    /// A [`Thinking`] was asked for its decision before it made it.
    NotDone,
    /// Tallies to merge that do not have one entry a legal action, or no visit at all.
    BadTally,
    /// The game is over: there is nothing to play.
    GameOver,
    /// [`play_out`] was given no player for this seat.
    NoPlayer(usize),
    /// A player had no action while the game was not over.
    NoAction,
    /// A player chose an illegal action, refused with this error.
    Illegal(Action, PlayError),
}

impl std::fmt::Display for AiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AiError::UnknownPlayer(s) => write!(
                f,
                "unknown player '{s}': use random, greedy, greedy:<noise>, mcts:<N>sims or mcts:<N>ms"
            ),
            AiError::BadBudget(s) => write!(f, "'{s}': the number must be 1 to {MAX_BUDGET}"),
            AiError::BadNoise(s) => write!(f, "'{s}': the noise must be 0 to 1000 points"),
            AiError::BadTrees(s) => write!(f, "'{s}': the number of trees must be 1 to {MAX_TREES}"),
            AiError::OneTree(s) => write!(
                f,
                "'{s}': several trees think in several workers; give each one tree (mcts:<N>ms) and merge their tallies"
            ),
            AiError::NotDone => f.write_str("the computer has not decided yet"),
            AiError::BadTally => f.write_str(
                "the searches to merge do not have one figure for each legal move of this game",
            ),
            AiError::GameOver => f.write_str("the game is over: there is nothing to play"),
            AiError::NoPlayer(seat) => write!(f, "no player for seat {seat}"),
            AiError::NoAction => f.write_str("the player had no action while the game was not over"),
            // the action itself only in `{:?}` of the error: Debug of actions stays out of the
            // page's module (docs/PERFORMANCE.md)
            AiError::Illegal(_, e) => write!(f, "the player chose an illegal action: {e}"),
        }
    }
}

impl std::error::Error for AiError {}

/// A computer player: decides the next decision of the current player.
pub trait Strategy {
    /// The action to play now for the player whose turn it is, one of
    /// [`Game::legal_actions`]; `None` when the game is over.
    fn decide(&mut self, game: &Game) -> Option<Action>;

    /// Simulations run so far (0 for players that do not search).
    fn simulations(&self) -> u64 {
        0
    }

    /// The moves the last decision compared, most tried first, with the search's own figures
    /// (empty for players that do not search).
    fn compared(&self) -> Vec<Compared> {
        Vec::new()
    }
}

/// One move a search compared at the root: how often it was tried and how well it did.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Compared {
    /// The move.
    pub action: Action,
    /// Simulations that tried it.
    pub visits: u32,
    /// Its mean reward for the player deciding, 0 to 1.
    pub value: f64,
}

/// How long [`Mcts`] thinks about each decision.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Budget {
    /// A fixed number of simulations (deterministic with the seed).
    Sims(u32),
    /// A thinking time in milliseconds.
    Millis(u32),
}

/// A written player: `random`, `greedy`, `greedy:<noise>`, `mcts:<N>sims`, `mcts:<N>ms`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Spec {
    /// [`Random`].
    Random,
    /// [`Greedy`] with noise of that many points (0: none).
    Greedy(f64),
    /// [`Mcts`] with that budget.
    Mcts(Budget),
    /// [`Forest`]: that many trees (root-parallel search), each with that budget: written
    /// `mcts:<T>x<N>sims` or `mcts:<T>x<N>ms`.
    Forest(u32, Budget),
}

/// A level of the computer player that a page offers (its New game dialog and a seat's
/// `level` in kept games and links, docs/FORMATS.md).
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct Level {
    /// Its word: `page-computer-<id>` in the page's words, and a seat's `level`.
    pub id: &'static str,
    /// The player each tree is (one tree a Web Worker), written for the page as the engine
    /// reads it back (`mcts:300ms`).
    pub player: Spec,
    /// The most trees it thinks with, one a worker (root-parallel, [`Forest`]): 1, or as many as
    /// the machine's cores allow up to this (the page leaves one core for itself, and uses at
    /// least 2).
    pub trees: u32,
}

/// The levels a page offers, weakest first.
pub const LEVELS: [Level; 4] = [
    Level {
        id: "easy",
        player: Spec::Greedy(8.0),
        trees: 1,
    },
    Level {
        id: "medium",
        player: Spec::Mcts(Budget::Millis(300)),
        trees: 1,
    },
    Level {
        id: "hard",
        player: Spec::Mcts(Budget::Millis(1500)),
        trees: 1,
    },
    Level {
        id: "expert",
        player: Spec::Mcts(Budget::Millis(2000)),
        trees: 8,
    },
];

/// The player a page's Hint asks.
pub const HINT: Spec = Spec::Mcts(Budget::Millis(800));

/// Most simulations or milliseconds a written player may ask for.
pub const MAX_BUDGET: u32 = 10_000_000;

impl std::str::FromStr for Spec {
    type Err = AiError;

    fn from_str(s: &str) -> Result<Spec, AiError> {
        let number = |t: &str| -> Result<u32, AiError> {
            match t.parse::<u32>() {
                Ok(n) if (1..=MAX_BUDGET).contains(&n) => Ok(n),
                _ => Err(AiError::BadBudget(s.to_string())),
            }
        };
        if s == "random" {
            return Ok(Spec::Random);
        }
        if s == "greedy" {
            return Ok(Spec::Greedy(0.0));
        }
        if let Some(noise) = s.strip_prefix("greedy:") {
            return match noise.parse::<f64>() {
                Ok(n) if (0.0..=1000.0).contains(&n) => Ok(Spec::Greedy(n)),
                _ => Err(AiError::BadNoise(s.to_string())),
            };
        }
        let rest = s.strip_prefix("mcts:");
        if let Some((trees, budget)) = rest.and_then(|r| r.split_once('x')) {
            let t = match trees.parse::<u32>() {
                Ok(t) if (1..=MAX_TREES).contains(&t) => t,
                _ => return Err(AiError::BadTrees(s.to_string())),
            };
            let one: Spec = format!("mcts:{budget}").parse().map_err(|e| match e {
                AiError::UnknownPlayer(_) => AiError::UnknownPlayer(s.to_string()),
                _ => AiError::BadBudget(s.to_string()),
            })?;
            return match one {
                Spec::Mcts(b) => Ok(Spec::Forest(t, b)),
                _ => Err(AiError::UnknownPlayer(s.to_string())),
            };
        }
        if let Some(n) = rest.and_then(|r| r.strip_suffix("sims")) {
            Ok(Spec::Mcts(Budget::Sims(number(n)?)))
        } else if let Some(n) = rest.and_then(|r| r.strip_suffix("ms")) {
            Ok(Spec::Mcts(Budget::Millis(number(n)?)))
        } else {
            Err(AiError::UnknownPlayer(s.to_string()))
        }
    }
}

impl std::fmt::Display for Spec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Spec::Random => f.write_str("random"),
            Spec::Greedy(n) if *n == 0.0 => f.write_str("greedy"),
            // to the thousandth, by whole numbers: a float's own formatting would add about 6 KB
            // gzip to the page's module (the levels are written in the vocabulary)
            Spec::Greedy(n) => {
                let milli = (n * 1000.0).round() as u64;
                let (whole, frac) = (milli / 1000, milli % 1000);
                if frac == 0 {
                    write!(f, "greedy:{whole}")
                } else {
                    let digits = format!("{frac:03}");
                    write!(f, "greedy:{whole}.{}", digits.trim_end_matches('0'))
                }
            }
            Spec::Mcts(Budget::Sims(n)) => write!(f, "mcts:{n}sims"),
            Spec::Mcts(Budget::Millis(n)) => write!(f, "mcts:{n}ms"),
            Spec::Forest(t, Budget::Sims(n)) => write!(f, "mcts:{t}x{n}sims"),
            Spec::Forest(t, Budget::Millis(n)) => write!(f, "mcts:{t}x{n}ms"),
        }
    }
}

/// Written as it is read (`mcts:300ms`, [`std::fmt::Display`]): the page hands a level's player
/// back to `computerMove` as it got it.
impl serde::Serialize for Spec {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

crate::ts_type!(Spec => "string");

impl Spec {
    /// The player, its random choices seeded with `seed`.
    pub fn build(self, seed: u64) -> Box<dyn Strategy + Send> {
        match self {
            Spec::Random => Box::new(Random::new(seed)),
            Spec::Greedy(noise) => Box::new(Greedy::new(seed, noise)),
            Spec::Mcts(budget) => Box::new(Mcts::new(seed, budget)),
            Spec::Forest(trees, budget) => Box::new(Forest::new(seed, trees, budget)),
        }
    }
}

/// Plays a legal action chosen uniformly at random.
#[derive(Clone, Debug)]
pub struct Random {
    rng: SplitMix64,
    buf: Vec<Action>,
}

impl Random {
    /// A random player seeded with `seed`.
    pub fn new(seed: u64) -> Random {
        Random {
            rng: SplitMix64::new(seed),
            buf: Vec::new(),
        }
    }
}

impl Strategy for Random {
    fn decide(&mut self, game: &Game) -> Option<Action> {
        game.legal_actions_into(&mut self.buf);
        (!self.buf.is_empty()).then(|| self.buf[self.rng.below(self.buf.len())])
    }
}

/// What the computer would play now, for the page: the next decision in the saved-game form
/// (`{"type": "place-tile", …}`), the simulations run, the milliseconds taken, and what the
/// search compared (the hint's reason).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct Suggestion {
    /// The decision, as written in saved games.
    pub action: crate::game::ActionSpec,
    /// Simulations the search ran (0 for players that do not search).
    pub simulations: u64,
    /// Milliseconds it took.
    pub ms: f64,
    /// The legal moves there were.
    pub legal: usize,
    /// How many of them the search tried at least once.
    pub tried: usize,
    /// The moves it tried most, most tried first (at most 3; the decision is the first), with
    /// their visits and mean reward: empty for players that do not search.
    pub compared: Vec<ComparedView>,
}

/// A move a search compared, as written in saved games, with the search's figures.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct ComparedView {
    /// The move.
    pub action: crate::game::ActionSpec,
    /// Simulations that tried it.
    pub visits: u32,
    /// Its mean reward for the player deciding, 0 to 1.
    pub value: f64,
}

/// What the player written `spec` (see [`Spec`]) would play now for the player whose turn it
/// is, its random choices seeded with `seed`.
///
/// # Errors
/// A spec that is not a player, or a game that is over.
pub fn suggest(game: &Game, spec: &str, seed: u64) -> Result<Suggestion, AiError> {
    let spec: Spec = spec.parse()?;
    let start = now_ms();
    let mut player = spec.build(seed);
    let action = player.decide(game).ok_or(AiError::GameOver)?;
    Ok(Suggestion::new(
        game,
        action,
        player.simulations(),
        now_ms() - start,
        &player.compared(),
    ))
}

impl Suggestion {
    /// The suggestion of `action` for `game` after `simulations` in `ms` milliseconds, with
    /// what the search compared (the decision first).
    pub(crate) fn new(
        game: &Game,
        action: Action,
        simulations: u64,
        ms: f64,
        compared: &[Compared],
    ) -> Suggestion {
        Suggestion {
            action: game.action_spec(action),
            simulations,
            ms,
            legal: game.legal_actions().len(),
            tried: compared.len(),
            compared: compared
                .iter()
                .take(3)
                .map(|c| ComparedView {
                    action: game.action_spec(c.action),
                    visits: c.visits,
                    value: c.value,
                })
                .collect(),
        }
    }
}

/// The best score of the players other than `p` (`p`'s own score when playing alone).
pub(crate) fn best_other(scores: &[i32], p: usize) -> i32 {
    scores
        .iter()
        .enumerate()
        .filter(|&(q, _)| q != p)
        .map(|(_, &t)| t)
        .max()
        .unwrap_or(scores[p])
}

/// The reward of each player at the end of a game with these points: 1 for the only best
/// score, 1/k for a best score shared by k players, 0 below, mixed with a small term for the
/// score difference to the best other player (so the search prefers winning by more and losing
/// by less). In `0..=1`.
pub(crate) fn rewards(scores: &[i32], out: &mut [f64]) {
    const SHARE: f64 = 0.15;
    const SCALE: f64 = 60.0;
    let best = scores.iter().copied().max().unwrap_or(0);
    let tied = scores.iter().filter(|&&s| s == best).count().max(1);
    for (p, &s) in scores.iter().enumerate() {
        let other = best_other(scores, p);
        let wdl = if s == best { 1.0 / tied as f64 } else { 0.0 };
        let diff = ((s - other) as f64 / SCALE).clamp(-1.0, 1.0);
        out[p] = (1.0 - SHARE) * wdl + SHARE * 0.5 * (1.0 + diff);
    }
}

/// The reward of each player in a game not yet over, from the points each would have if it
/// ended now: a logistic curve of the margin over the best other player (`scale` points of
/// margin give about 0.73). In `0..=1`.
pub(crate) fn margins(scores: &[i32], scale: f64, out: &mut [f64]) {
    for (p, &s) in scores.iter().enumerate() {
        let other = best_other(scores, p);
        out[p] = 1.0 / (1.0 + (-f64::from(s - other) / scale).exp());
    }
}

/// Plays a whole game between `players` (one per seat, in seat order) from `game`, and returns
/// the final scores. Each decision must be legal: an illegal one stops the game with `Err`.
///
/// # Errors
/// A seat without a player, a player without an action, or an illegal action and its refusal.
pub fn play_out(game: &mut Game, players: &mut [Box<dyn Strategy + Send>]) -> Result<(), AiError> {
    while let Some(seat) =
        (game.phase() != crate::game::Phase::GameOver).then(|| game.current_player().index())
    {
        let Some(p) = players.get_mut(seat) else {
            return Err(AiError::NoPlayer(seat));
        };
        let Some(a) = p.decide(game) else {
            return Err(AiError::NoAction);
        };
        game.play(a).map_err(|e| AiError::Illegal(a, e))?;
    }
    Ok(())
}

mod tests; // #![cfg(test)] in the file
