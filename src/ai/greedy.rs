//! The greedy player: each decision looks to the end of the turn only.

use super::Strategy;
use crate::game::{Action, Game, Phase};
use crate::ids::PlayerId;
use crate::rng::SplitMix64;

/// Picks the placement, ghost moves and meeple that maximise the player's score minus the best
/// other player's, as if the game ended after this turn ([`Game::scores_if_over`]: what is
/// complete scores, every feature held scores as in the final scoring B5, each ghost on a
/// meeple costs 1 point G6, a meeple sent home G3 scores nothing). Ghost moves are chosen one at
/// a time; for a placement, each meeple choice after them is tried. With `noise` > 0 each
/// value gets a uniform random term of up to that many points (the "easy" level).
#[derive(Clone, Debug)]
pub struct Greedy {
    rng: SplitMix64,
    noise: f64,
    buf: Vec<Action>,
}

impl Greedy {
    /// A greedy player; `noise` in points (0: always the best value, first in the sorted
    /// legal actions on a tie).
    pub fn new(seed: u64, noise: f64) -> Greedy {
        Greedy {
            rng: SplitMix64::new(seed),
            noise,
            buf: Vec::new(),
        }
    }

    fn jitter(&mut self) -> f64 {
        if self.noise > 0.0 {
            (self.rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * self.noise
        } else {
            0.0
        }
    }
}

/// The player's points minus the best other player's if the game ended now.
pub(crate) fn margin(game: &Game, me: PlayerId) -> f64 {
    let s = game.scores_if_over();
    let mine = s.get(me).copied().unwrap_or(0);
    let other = s
        .ids()
        .filter(|&p| p != me)
        .map(|p| s[p])
        .max()
        .unwrap_or(mine);
    f64::from(mine - other)
}

/// The value of the rest of the turn from `game` (in the ghosts or meeple phase) for `me`:
/// ghost moves one at a time, each the best margin now; then the best meeple choice.
fn finish_turn(mut game: Game, me: PlayerId) -> f64 {
    let mut buf = Vec::new();
    while game.phase() == Phase::Ghosts {
        buf = game.legal_actions();
        let mut best: Option<(f64, Game)> = None;
        for &a in &buf {
            let mut g = game.clone();
            g.play_unchecked(a);
            let v = margin(&g, me);
            if best.as_ref().is_none_or(|(bv, _)| v > *bv) {
                best = Some((v, g));
            }
        }
        match best {
            Some((_, g)) => game = g,
            None => break,
        }
    }
    if game.phase() != Phase::Meeple {
        return margin(&game, me);
    }
    game.legal_actions_into(&mut buf);
    let mut best = f64::NEG_INFINITY;
    for &a in &buf {
        let mut g = game.clone();
        g.play_unchecked(a);
        best = best.max(margin(&g, me));
    }
    best
}

/// The legal actions now, best first by the greedy player's value (no noise; ties keep the
/// sorted order). The search tries its root's children in this order.
pub(crate) fn ranked(game: &Game) -> Vec<Action> {
    let me = game.current_player();
    let mut scored: Vec<(f64, Action)> = game
        .legal_actions()
        .into_iter()
        .map(|a| (value(game, a, me), a))
        .collect();
    scored.sort_by(|x, y| y.0.total_cmp(&x.0));
    scored.into_iter().map(|(_, a)| a).collect()
}

/// The greedy value of playing `a` now: to the end of the turn.
fn value(game: &Game, a: Action, me: PlayerId) -> f64 {
    let mut g = game.clone();
    g.play_unchecked(a);
    match g.phase() {
        Phase::Ghosts | Phase::Meeple if game.phase() != Phase::Meeple => finish_turn(g, me),
        _ => margin(&g, me),
    }
}

impl Strategy for Greedy {
    fn decide(&mut self, game: &Game) -> Option<Action> {
        let me = game.current_player();
        self.buf = game.legal_actions();
        if self.buf.len() <= 1 {
            return self.buf.first().copied();
        }
        let actions = std::mem::take(&mut self.buf);
        let mut best: Option<(f64, Action)> = None;
        for &a in &actions {
            let v = value(game, a, me) + self.jitter();
            if best.is_none_or(|(bv, _)| v > bv) {
                best = Some((v, a));
            }
        }
        self.buf = actions;
        best.map(|(_, a)| a)
    }
}
