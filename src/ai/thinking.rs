//! A decision thought about in slices, for a page's worker: between two slices it reports its
//! progress, and a search the page no longer needs (the player undid, a new game) is dropped
//! there instead of running to its end. The same simulations as one [`Strategy::decide`]: a
//! fixed number of simulations with a seed decides the same action however it is sliced.

use super::mcts::Mcts;
use super::parallel::{merge, Tally};
use super::{now_ms, AiError, Budget, Spec, Strategy, Suggestion};
use crate::game::{Action, Game};

/// How far a [`Thinking`] is.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Progress {
    /// Simulations run so far.
    pub simulations: u64,
    /// The share of the budget used, 0 to 1.
    pub fraction: f64,
    /// Whether the decision is made.
    pub done: bool,
}

/// A decision of one player (one tree: the page gives each worker its own) in slices:
/// [`Thinking::step`] until its [`Progress`] is done, then [`Thinking::suggestion`] and, for a
/// root-parallel level, [`Thinking::tally`].
pub struct Thinking {
    game: Game,
    budget: Budget,
    search: Option<Mcts>,
    /// The decision, once made.
    decided: Option<Option<Action>>,
    start: f64,
    sims: u32,
    tally: Tally,
}

impl Thinking {
    /// Starts thinking about the next decision of `game` as the player written `spec`, seeded
    /// with `seed`. A player that does not search (`random`, `greedy`) decides at once.
    ///
    /// # Errors
    /// A spec that is not a player or is a root-parallel one (`mcts:<T>x…`: give each worker
    /// one tree), or a game that is over.
    pub fn new(game: &Game, spec: &str, seed: u64) -> Result<Thinking, AiError> {
        let parsed: Spec = spec.parse()?;
        let start = now_ms();
        let mut t = Thinking {
            game: game.clone(),
            budget: Budget::Sims(0),
            search: None,
            decided: None,
            start,
            sims: 0,
            tally: Tally::default(),
        };
        t.tally.fit(game.legal_actions().len());
        match parsed {
            Spec::Forest(..) => return Err(AiError::OneTree(spec.to_string())),
            Spec::Mcts(budget) => {
                let mut m = Mcts::new(seed, budget);
                t.budget = budget;
                t.decided = m.begin(game);
                t.search = Some(m);
            }
            other => t.decided = Some(other.build(seed).decide(game)),
        }
        if let Some(None) = t.decided {
            return Err(AiError::GameOver);
        }
        if let Some(Some(a)) = t.decided {
            t.count(a);
        }
        Ok(t)
    }

    /// The tally of a decision made at once: one visit for it.
    fn count(&mut self, a: Action) {
        if let Some(i) = self.game.legal_actions().iter().position(|&b| b == a) {
            self.tally.visits[i] = 1;
        }
    }

    /// Thinks for about `slice_ms` more milliseconds (never past the budget) and says how far
    /// it is.
    pub fn step(&mut self, slice_ms: f64) -> Progress {
        if self.decided.is_none() {
            if let Some(m) = self.search.as_mut() {
                let now = now_ms();
                let slice = now + slice_ms.max(1.0);
                let (cap, deadline) = match self.budget {
                    Budget::Sims(n) => (n.saturating_sub(self.sims), slice),
                    Budget::Millis(ms) => (u32::MAX, slice.min(self.start + f64::from(ms))),
                };
                self.sims += m.think(cap, deadline);
                let over = match self.budget {
                    Budget::Sims(n) => self.sims >= n,
                    Budget::Millis(ms) => now_ms() - self.start >= f64::from(ms),
                };
                if over {
                    self.decided = Some(m.conclude());
                    m.add_to(&self.game, &mut self.tally);
                }
            }
        }
        self.progress()
    }

    /// How far it is.
    pub fn progress(&self) -> Progress {
        let done = self.decided.is_some();
        let fraction = if done {
            1.0
        } else {
            match self.budget {
                Budget::Sims(n) => f64::from(self.sims) / f64::from(n.max(1)),
                Budget::Millis(ms) => ((now_ms() - self.start) / f64::from(ms.max(1))).min(1.0),
            }
        };
        Progress {
            simulations: u64::from(self.sims),
            fraction: fraction.clamp(0.0, 1.0),
            done,
        }
    }

    /// The decision and what the search compared (as [`super::suggest`] gives it), once done.
    ///
    /// # Errors
    /// [`AiError::NotDone`] while it is still thinking.
    pub fn suggestion(&self) -> Result<Suggestion, AiError> {
        let Some(Some(action)) = self.decided else {
            return Err(AiError::NotDone);
        };
        let compared = self
            .search
            .as_ref()
            .map(Strategy::compared)
            .unwrap_or_default();
        Ok(Suggestion::new(
            &self.game,
            action,
            u64::from(self.sims),
            now_ms() - self.start,
            &compared,
        ))
    }

    /// The root's statistics of the decision, one entry a legal action (for [`merged`]); empty
    /// visits while it is still thinking.
    pub fn tally(&self) -> &Tally {
        &self.tally
    }
}

/// The suggestion of a root-parallel search whose trees' tallies are summed in `tally` (one
/// entry a legal action of `game`), `simulations` run in all over `ms` milliseconds.
///
/// # Errors
/// [`AiError::BadTally`] when the tally does not have one entry a legal action, or no visit.
pub fn merged(
    game: &Game,
    tally: &Tally,
    simulations: u64,
    ms: f64,
) -> Result<Suggestion, AiError> {
    let (action, compared) = merge(game, tally).ok_or(AiError::BadTally)?;
    Ok(Suggestion::new(game, action, simulations, ms, &compared))
}
