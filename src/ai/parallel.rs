//! Root-parallel search: several trees, each with its own seed (so its own shuffles of the
//! bag), think about the same decision; their root statistics are summed action by action and
//! the most visited action over all of them is played. The trees share nothing while they
//! think, so they can run anywhere: one after another natively ([`Forest`]), or one a Web
//! Worker in the page (the expert level: each worker's [`Tally`] is sent back and summed by
//! [`merge`], docs/AI.md "The expert level").

use super::mcts::{prefer, Mcts, Params};
use super::{Budget, Compared, Strategy};
use crate::game::{Action, Game};

/// Most trees a root-parallel player may have (a page uses at most one a core, up to 8).
pub const MAX_TREES: u32 = 16;

/// The root statistics of one or more searches of one decision, one entry a legal action in
/// [`Game::legal_actions`] order: the visits and the summed rewards of the player deciding.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    /// Visits of each legal action.
    pub visits: Vec<u32>,
    /// Summed rewards of each legal action (its mean: `wins / visits`).
    pub wins: Vec<f64>,
}

impl Tally {
    /// The sum of several trees' tallies of `n` legal actions laid end to end (`visits` and
    /// `wins` of the same length, a multiple of `n`): what the page's workers send back. A
    /// reward that is not a number counts 0; `None` for lengths that do not fit.
    pub fn summed(n: usize, visits: &[u32], wins: &[f64]) -> Option<Tally> {
        if n == 0 || visits.len() != wins.len() || visits.len() % n != 0 {
            return None;
        }
        let mut t = Tally::default();
        t.fit(n);
        for (i, (&v, &w)) in visits.iter().zip(wins).enumerate() {
            t.visits[i % n] = t.visits[i % n].saturating_add(v);
            t.wins[i % n] += if w.is_finite() { w } else { 0.0 };
        }
        Some(t)
    }

    /// Makes room for `n` legal actions (a new tally is empty).
    pub(crate) fn fit(&mut self, n: usize) {
        if self.visits.len() != n {
            self.visits = vec![0; n];
            self.wins = vec![0.0; n];
        }
    }
}

/// The decision of summed tallies: the legal action of `game` most visited over all of them
/// (`prefer`), and every action tried, most visited first, the
/// decision first. `None` when no action was visited (no search was run).
pub fn merge(game: &Game, tally: &Tally) -> Option<(Action, Vec<Compared>)> {
    let legal = game.legal_actions();
    if tally.visits.len() != legal.len() || tally.wins.len() != legal.len() {
        return None;
    }
    let mean = |i: usize| tally.wins[i] / f64::from(tally.visits[i].max(1));
    let mut best: Option<usize> = None;
    for (i, &v) in tally.visits.iter().enumerate() {
        if v > 0 && best.is_none_or(|b| prefer((v, mean(i), i), (tally.visits[b], mean(b), b))) {
            best = Some(i);
        }
    }
    let best = best?;
    let mut compared: Vec<Compared> = (0..legal.len())
        .filter(|&i| tally.visits[i] > 0 && i != best)
        .map(|i| Compared {
            action: legal[i],
            visits: tally.visits[i],
            value: tally.wins[i] / f64::from(tally.visits[i]),
        })
        .collect();
    crate::sort::sort_by(&mut compared, |a, b| a.visits > b.visits);
    compared.insert(
        0,
        Compared {
            action: legal[best],
            visits: tally.visits[best],
            value: tally.wins[best] / f64::from(tally.visits[best]),
        },
    );
    Some((legal[best], compared))
}

/// The seed of tree `i` of a root-parallel player seeded with `seed` (tree 0 has `seed`, so a
/// forest of one plays as [`Mcts`] does).
pub fn tree_seed(seed: u64, i: u32) -> u64 {
    seed.wrapping_add(u64::from(i).wrapping_mul(0x9E37_79B9_7F4A_7C15))
}

/// A root-parallel player: [`Mcts`] trees with seeds [`tree_seed`], each with the whole
/// budget, run one after another (natively a forest of `t` trees thinks `t` times as long as
/// one; the page runs them side by side in workers). Each tree keeps its own tree between
/// decisions. Deterministic with a seed and `mcts:<T>x<N>sims`.
#[derive(Clone, Debug)]
pub struct Forest {
    trees: Vec<Mcts>,
    tally: Tally,
    compared: Vec<Compared>,
}

impl Forest {
    /// `trees` searches (at least one) with that budget each, seeded from `seed`.
    pub fn new(seed: u64, trees: u32, budget: Budget) -> Forest {
        Forest::with_params(seed, trees, budget, Params::default())
    }

    /// The same with other [`Params`] (for measuring them).
    pub fn with_params(seed: u64, trees: u32, budget: Budget, params: Params) -> Forest {
        Forest {
            trees: (0..trees.clamp(1, MAX_TREES))
                .map(|i| Mcts::with_params(tree_seed(seed, i), budget, params))
                .collect(),
            tally: Tally::default(),
            compared: Vec::new(),
        }
    }
}

impl Strategy for Forest {
    fn decide(&mut self, game: &Game) -> Option<Action> {
        self.compared.clear();
        self.tally = Tally::default();
        self.tally.fit(game.legal_actions().len());
        let mut decided = None;
        for t in &mut self.trees {
            decided = t.decide(game);
            t.add_to(game, &mut self.tally);
        }
        match merge(game, &self.tally) {
            Some((action, compared)) => {
                self.compared = compared;
                Some(action)
            }
            // nothing searched: none or one legal action, as each tree decided
            None => decided,
        }
    }

    fn simulations(&self) -> u64 {
        self.trees.iter().map(Strategy::simulations).sum()
    }

    fn compared(&self) -> Vec<Compared> {
        self.compared.clone()
    }
}
