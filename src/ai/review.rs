//! A game review: the game walked decision by decision from its start, each decision of the
//! players reviewed valued against the best move then ([`super::explain::turn_values`]), the
//! scores at each turn, and the few decisions of each player that cost the most, each with the
//! better move explained as the hint explains it ([`super::explain::Explanation`]). In slices
//! ([`Review::step`]) so that the page's worker can show its progress.

use serde::Serialize;

use super::explain::{explain_valued, turn_values, Explanation};
use crate::game::{ActionSpec, Game, Phase};

/// The decisions of each player marked as costing the most.
pub const MARKED: usize = 3;
/// The least a decision must cost (points) to be marked.
pub const MIN_LOSS: f64 = 1.0;

/// One decision reviewed.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct ReviewedMove {
    /// Its place among the game's decisions (forced moves not counted), from 0: the page
    /// reaches the position before it by taking back the decisions after.
    pub index: u32,
    /// Tiles on the board before it (the turn).
    pub turn: u16,
    /// The player who decided.
    pub player: u8,
    /// What was played.
    pub played: ActionSpec,
    /// The best move by the value after the turn.
    pub best: ActionSpec,
    /// Points the played move is worth less than the best (0: it was the best), one decimal.
    pub loss: f64,
    /// The best move explained against the played one (when it cost something).
    pub explanation: Option<Explanation>,
}

/// The scores before a turn's placement (and at the end).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct ScorePoint {
    /// Tiles on the board.
    pub turn: u16,
    /// Each player's points.
    pub scores: Vec<i32>,
}

/// The review once done.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct ReviewView {
    /// Every decision of the players reviewed with a choice, in order.
    pub moves: Vec<ReviewedMove>,
    /// The scores turn by turn, the final scores last.
    pub timeline: Vec<ScorePoint>,
    /// Indexes into `moves` of each player's decisions that cost the most (at most
    /// [`MARKED`] each, each at least [`MIN_LOSS`]), in the game's order.
    pub marked: Vec<u32>,
    /// The game's decisions (forced moves not counted).
    pub decisions: u32,
}

/// How far a review is.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct ReviewProgress {
    /// Decisions walked.
    pub done: u32,
    /// Of how many.
    pub total: u32,
    /// Walked them all.
    pub finished: bool,
}

/// A review being made.
#[derive(Clone, Debug)]
pub struct Review {
    game: Game,
    seats: u8,
    done: u32,
    total: u32,
    view: ReviewView,
}

impl Review {
    /// A review of `game` (its decisions up to now) for the players of bits `seats`.
    pub fn new(game: &Game, seats: u8) -> Review {
        let mut g = game.clone();
        while g.undo().is_some() {}
        let total = g.redo_len().min(u32::MAX as usize) as u32;
        Review {
            game: g,
            seats,
            done: 0,
            total,
            view: ReviewView {
                decisions: total,
                ..ReviewView::default()
            },
        }
    }

    /// Walks decisions until `deadline` (milliseconds of [`super::now_ms`]) or the end, at
    /// least one.
    pub fn step(&mut self, deadline: f64) -> ReviewProgress {
        loop {
            let Some(action) = self.game.next_redo() else {
                if self.view.timeline.is_empty() {
                    self.finish(); // a game without a decision
                }
                break;
            };
            let g = &self.game;
            let player = g.current_player().index();
            if g.phase() == Phase::PlaceTile {
                self.view.timeline.push(ScorePoint {
                    turn: g.tiles().len().min(u16::MAX as usize) as u16,
                    scores: g.scores().as_slice().to_vec(),
                });
            }
            if self.seats & (1 << player.min(7)) != 0 && g.legal_actions().len() > 1 {
                let values = turn_values(g);
                let played = values.iter().find(|(a, _)| *a == action).map(|p| p.1);
                let best = values.iter().max_by(|x, y| x.1.total_cmp(&y.1)).copied();
                if let (Some(v), Some((b, bv))) = (played, best) {
                    let loss = ((bv - v) * 10.0).round() / 10.0;
                    let costly = loss >= MIN_LOSS && !super::explain::same_move(g, b, action);
                    self.view.moves.push(ReviewedMove {
                        index: self.done,
                        turn: g.tiles().len().min(u16::MAX as usize) as u16,
                        player: player as u8,
                        played: g.action_spec(action),
                        best: g.action_spec(b),
                        loss: if costly { loss } else { 0.0 },
                        explanation: costly.then(|| explain_valued(g, b, Some(action), &values)),
                    });
                }
            }
            self.game.redo();
            self.done += 1;
            if self.game.next_redo().is_none() {
                self.finish();
                break;
            }
            if super::now_ms() >= deadline {
                break;
            }
        }
        self.progress()
    }

    fn finish(&mut self) {
        let end = ScorePoint {
            turn: self.game.tiles().len().min(u16::MAX as usize) as u16,
            scores: self.game.scores().as_slice().to_vec(),
        };
        // (a game stopped before a placement has that point already)
        if self.view.timeline.last() != Some(&end) {
            self.view.timeline.push(end);
        }
        let mut marked = Vec::new();
        for p in 0..8u8 {
            let mut costly: Vec<(usize, f64)> = self
                .view
                .moves
                .iter()
                .enumerate()
                .filter(|(_, m)| m.player == p && m.loss >= MIN_LOSS)
                .map(|(i, m)| (i, m.loss))
                .collect();
            costly.sort_by(|x, y| y.1.total_cmp(&x.1));
            marked.extend(costly.into_iter().take(MARKED).map(|(i, _)| i as u32));
        }
        marked.sort_unstable();
        self.view.marked = marked;
    }

    /// How far it is.
    pub fn progress(&self) -> ReviewProgress {
        ReviewProgress {
            done: self.done,
            total: self.total,
            finished: self.done >= self.total,
        }
    }

    /// The review (complete once [`Review::progress`] says `finished`).
    pub fn view(&self) -> &ReviewView {
        &self.view
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{Greedy, Strategy};
    use crate::game::{Action, Setup};

    #[test]
    fn a_review_marks_the_costly_moves_of_the_players_asked_for() {
        let setup = Setup {
            players: vec!["A".into(), "B".into()],
            seed: 11,
            ..Setup::default()
        };
        let mut g = Game::new(&setup).unwrap_or_else(|e| panic!("{e}"));
        // A plays at random-ish (greedy with much noise), B greedily; 12 turns
        let mut a = Greedy::new(3, 40.0);
        let mut b = Greedy::new(4, 0.0);
        while g.tiles().len() < 14 {
            let p = if g.current_player().index() == 0 {
                &mut a
            } else {
                &mut b
            };
            let act = p.decide(&g).unwrap_or(Action::SkipMeeple);
            g.play_unchecked(act);
        }
        let decisions = g.log_specs().len() as u32;
        let mut r = Review::new(&g, 0b01);
        let mut steps = 0;
        while !r.step(f64::NEG_INFINITY).finished {
            steps += 1;
            assert!(steps <= decisions, "one decision a step at least");
        }
        let v = r.view();
        assert_eq!(v.decisions, decisions);
        assert!(v.moves.iter().all(|m| m.player == 0));
        assert!(
            !v.marked.is_empty() && v.marked.len() <= MARKED,
            "{:?} {:?}",
            v.marked,
            v.moves.iter().map(|m| m.loss).collect::<Vec<_>>()
        );
        for &i in &v.marked {
            let m = &v.moves[i as usize];
            assert!(m.loss >= MIN_LOSS);
            let e = m
                .explanation
                .as_ref()
                .unwrap_or_else(|| panic!("no explanation"));
            assert_eq!(e.alternative.as_ref(), Some(&m.played));
            assert!(
                e.gain.is_some_and(|x| (x - m.loss).abs() < 0.11),
                "{e:?} {m:?}"
            );
        }
        assert_eq!(
            v.timeline.first().map(|p| p.scores.clone()),
            Some(vec![0, 0])
        );
        assert_eq!(
            v.timeline.last().map(|p| p.scores.clone()),
            Some(g.scores().as_slice().to_vec())
        );
    }
}
