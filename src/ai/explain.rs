//! Why a move: the facts of one decision in the board's words (what it completes, claims or
//! grows, the ghosts it sends where and the meeples they send home, what it does to the mist),
//! and the points the evaluation expects it to gain over another move. The hint, the puzzles
//! and the game review all word this one view (www/locales: `explain-*`); it never names a
//! coordinate.
//!
//! **The value of a move** ([`turn_values`]): the move is played, the rest of the player's turn
//! is finished by the best move at each decision (each ghost move, then the meeple), and the
//! position at the end of the turn is valued by the search's evaluation ([`super::Evaluator`]:
//! points banked plus what the board is worth from the tiles left, never their order); the
//! value is the player's margin over the best other player. Deterministic and read-only: the
//! puzzles' test checks their margins with it (docs/AI.md, "Puzzles").

use serde::Serialize;

use super::{Evaluator, Weights};
use crate::game::{Action, ActionSpec, Game, Phase, PlayError, MAX_PLAYERS};
use crate::ids::PlayerId;
use crate::tile::FeatureKind;

/// One fact of a move, as data the page words (`explain-<fact>` in www/locales).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
#[serde(tag = "fact", rename_all = "kebab-case")]
pub enum Fact {
    /// The move completes a feature (B4, K1, K2): its points to each of `players` (empty: nobody
    /// held it).
    Completes {
        /// The feature's kind.
        kind: FeatureKind,
        /// Points to each scoring player.
        points: i32,
        /// The players who score it.
        players: Vec<u8>,
        /// The player moving is one of them.
        yours: bool,
    },
    /// A meeple (or a guard, G1) on a feature of the tile just placed (B3); for a placement,
    /// the meeple its value assumes it is followed by.
    Claims {
        /// The feature's kind.
        kind: FeatureKind,
        /// A guard rather than a meeple.
        guard: bool,
        /// Tiles in the feature now.
        tiles: u16,
    },
    /// The tile adds to a road or city a meeple of the player holds, still open.
    Grows {
        /// The feature's kind.
        kind: FeatureKind,
        /// Tiles in it after the move.
        tiles: u16,
    },
    /// Ghosts the move (and the ghosts it owes, M3–S7) puts on the meeples of a player (G6: a
    /// point each at the end), or into spell circles (`player` none).
    Ghosts {
        /// Whose meeples get them; `None` for spell circles.
        player: Option<u8>,
        /// The player moving is that player.
        yours: bool,
        /// How many.
        count: u8,
    },
    /// A meeple sent home by its third ghost (G3): it scores nothing for its feature.
    SendsHome {
        /// Its owner.
        player: u8,
        /// The player moving is its owner.
        yours: bool,
        /// The feature it stood on.
        kind: FeatureKind,
    },
    /// What the tile does to the mist banks it touches (M2–M4): banks continued, limited (can
    /// never close) and closed.
    Mist {
        /// Banks its mist joins and that stay open (M3).
        continues: u8,
        /// Banks limited (M4).
        limits: u8,
        /// Banks closed (M2).
        closes: u8,
    },
}

/// A move explained: its facts, and what the evaluation expects of it against another move.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct Explanation {
    /// The move, as written in saved games.
    pub action: ActionSpec,
    /// The player moving (seat).
    pub player: u8,
    /// What it does, in the order a reader wants them: completions first.
    pub facts: Vec<Fact>,
    /// The move it is compared with, when there is another legal move.
    pub alternative: Option<ActionSpec>,
    /// The alternative's facts.
    pub alternative_facts: Vec<Fact>,
    /// The alternative is the same move (a placement that turns the tile the same way, B1):
    /// a puzzle's answer that is its solution.
    pub same: bool,
    /// Points (margin over the best other player, by the evaluation after the turn) the move
    /// is expected to gain over the alternative, to one decimal; negative when it loses.
    pub gain: Option<f64>,
    /// The rule ids the facts rest on, in order, without repeats.
    pub rules: Vec<&'static str>,
}

/// The player `me`'s margin over the best other player by the evaluation of `g`.
fn margin(ev: &mut Evaluator, g: &Game, me: usize) -> f64 {
    let mut out = [0.0; MAX_PLAYERS];
    ev.value(g, &Weights::default(), &mut out);
    let n = g.players().len().min(MAX_PLAYERS);
    let other = (0..n)
        .filter(|&p| p != me)
        .map(|p| out[p])
        .fold(f64::NEG_INFINITY, f64::max);
    if other.is_finite() {
        out[me] - other
    } else {
        out[me]
    }
}

/// The value of `g` for `me` once `me`'s turn is finished by the best move at each decision
/// (by [`margin`] after it); `g` as is when it is no longer `me`'s turn.
fn finish(ev: &mut Evaluator, mut g: Game, me: usize, buf: &mut Vec<Action>) -> f64 {
    // a turn has at most a placement, the ghosts it owes (at most GHOSTS) and a meeple
    for _ in 0..64 {
        let mid_turn = matches!(g.phase(), Phase::Ghosts | Phase::Meeple);
        if !mid_turn || g.current_player().index() != me {
            break;
        }
        g.legal_actions_into(buf);
        let mut best: Option<(f64, Game)> = None;
        for &a in buf.iter() {
            let mut next = g.clone();
            next.play_unchecked(a);
            let v = margin(ev, &next, me);
            if best.as_ref().is_none_or(|(bv, _)| v > *bv) {
                best = Some((v, next));
            }
        }
        match best {
            Some((_, next)) => g = next,
            None => break,
        }
    }
    margin(ev, &g, me)
}

/// Each legal action now with its value for the player to move: the margin over the best
/// other player after the action and the best rest of the turn, by the evaluation (module
/// docs). In [`Game::legal_actions`] order; empty when the game is over.
pub fn turn_values(game: &Game) -> Vec<(Action, f64)> {
    let mut ev = Evaluator::default();
    ev.rooted_at(game);
    let me = game.current_player().index();
    let mut buf = Vec::new();
    game.legal_actions()
        .into_iter()
        .map(|a| {
            let mut g = game.clone();
            g.play_unchecked(a);
            (a, finish(&mut ev, g, me, &mut buf))
        })
        .collect()
}

/// Whether two placements are the same move: the same cell and the tile turned to show the
/// same sides and features (a symmetric tile fits one way under several rotations, B1).
pub fn same_move(game: &Game, a: Action, b: Action) -> bool {
    match (a, b, game.hand()) {
        (Action::PlaceTile(p), Action::PlaceTile(q), Some(kind)) => {
            p.pos == q.pos
                && game.catalogue().oriented(kind, p.rotation)
                    == game.catalogue().oriented(kind, q.rotation)
        }
        _ => a == b,
    }
}

/// The move a player would likely play instead of `action`: the greedy player's (the most
/// points by the end of the turn as if the game ended then), or, when that is `action`, the
/// best other move by [`turn_values`]. `None` when there is no other move.
pub fn likely_alternative(game: &Game, action: Action, values: &[(Action, f64)]) -> Option<Action> {
    let greedy = super::greedy::ranked(game).into_iter().next();
    if let Some(g) = greedy.filter(|&g| !same_move(game, g, action)) {
        return Some(g);
    }
    values
        .iter()
        .filter(|(a, _)| !same_move(game, *a, action))
        .max_by(|x, y| x.1.total_cmp(&y.1))
        .map(|&(a, _)| a)
}

/// Explains `action` (legal now) against `alternative` (another legal move; `None`: the
/// [`likely_alternative`]).
///
/// # Errors
/// An action or alternative that is not legal now.
pub fn explain(
    game: &Game,
    action: Action,
    alternative: Option<Action>,
) -> Result<Explanation, PlayError> {
    for a in std::iter::once(action).chain(alternative) {
        if !game.is_legal(a) {
            // the engine's own refusal, in words
            let mut g = game.clone();
            g.play(a)?;
        }
    }
    Ok(explain_valued(
        game,
        action,
        alternative,
        &turn_values(game),
    ))
}

/// [`explain`] with the [`turn_values`] of `game` already made; `action` and `alternative`
/// legal now.
pub(crate) fn explain_valued(
    game: &Game,
    action: Action,
    alternative: Option<Action>,
    values: &[(Action, f64)],
) -> Explanation {
    let alternative = alternative.or_else(|| likely_alternative(game, action, values));
    let value = |a: Action| values.iter().find(|(b, _)| *b == a).map(|&(_, v)| v);
    let gain = match (value(action), alternative.and_then(value)) {
        (Some(v), Some(w)) => Some(((v - w) * 10.0).round() / 10.0),
        _ => None,
    };
    let mut rules = Vec::new();
    let facts = facts_of(game, action, &mut rules);
    let alternative_facts = match alternative {
        Some(a) => facts_of(game, a, &mut Vec::new()),
        None => Vec::new(),
    };
    Explanation {
        action: game.action_spec(action),
        player: game.current_player().index() as u8,
        facts,
        alternative: alternative.map(|a| game.action_spec(a)),
        alternative_facts,
        same: alternative.is_some_and(|a| same_move(game, a, action)),
        gain,
        rules,
    }
}

/// A meeple (or guard) on `feature` of the tile `game` placed last: the feature it claims.
fn claim_fact(game: &Game, feature: crate::ids::FeatureIx, guard: bool) -> Option<Fact> {
    let t = game.tiles().last()?;
    let def = game.catalogue().kind(t.kind).feature(feature);
    let tiles = game
        .feature_facts(i64::from(t.pos.x), i64::from(t.pos.y), &def.name)
        .map_or(1, |f| f.tiles);
    Some(Fact::Claims {
        kind: def.kind,
        guard,
        tiles,
    })
}

fn add_rule(rules: &mut Vec<&'static str>, r: &'static str) {
    if !rules.contains(&r) {
        rules.push(r);
    }
}

/// A scoring as a fact (its rule noted): the feature's kind, its points, who scores it and
/// whether `me` is one of them.
fn completes(
    rules: &mut Vec<&'static str>,
    rule: &'static str,
    kind: FeatureKind,
    points: i32,
    scorers: &[PlayerId],
    me: usize,
) -> Fact {
    add_rule(rules, rule);
    let players: Vec<u8> = scorers.iter().map(|p| p.0).collect();
    Fact::Completes {
        kind,
        points,
        yours: players.contains(&(me as u8)),
        players,
    }
}

/// The facts of `action` (legal now): the position before against the position after it and
/// the ghosts it owes (paid by the best move each, as the turn values are), up to the meeple
/// decision; a placement's completions and banks from its preview ([`crate::outcome::preview`]).
fn facts_of(game: &Game, action: Action, rules: &mut Vec<&'static str>) -> Vec<Fact> {
    let me = game.current_player().index();
    let mut facts = Vec::new();
    let mut after = game.clone();
    after.play_unchecked(action);
    if after.phase() == Phase::Ghosts && after.current_player().index() == me {
        let mut ev = Evaluator::default();
        ev.rooted_at(game);
        let mut buf = Vec::new();
        for _ in 0..64 {
            if after.phase() != Phase::Ghosts {
                break;
            }
            after.legal_actions_into(&mut buf);
            let best = buf
                .iter()
                .map(|&a| {
                    let mut g = after.clone();
                    g.play_unchecked(a);
                    (margin(&mut ev, &g, me), g)
                })
                .max_by(|x, y| x.0.total_cmp(&y.0));
            match best {
                Some((_, g)) => after = g,
                None => break,
            }
        }
    }
    // a placement's best meeple (what its value assumed): the feature it claims
    let mut then_claims = None;
    if matches!(action, Action::PlaceTile(_))
        && after.phase() == Phase::Meeple
        && after.current_player().index() == me
    {
        let mut ev = Evaluator::default();
        ev.rooted_at(game);
        let best = after
            .legal_actions()
            .into_iter()
            .map(|a| {
                let mut g = after.clone();
                g.play_unchecked(a);
                (margin(&mut ev, &g, me), a)
            })
            .max_by(|x, y| x.0.total_cmp(&y.0));
        if let Some((_, Action::PlaceMeeple { feature, guard })) = best {
            then_claims = claim_fact(&after, feature, guard);
        }
    }
    // completions: a placement's from its preview (scored at the end of the turn), a meeple
    // decision's from the scorings of the turn's end
    match action {
        Action::PlaceTile(p) => {
            if let Ok(pv) = crate::outcome::preview(game, p) {
                for c in &pv.completed {
                    facts.push(completes(rules, c.rule, c.kind, c.points, &c.players, me));
                }
                let count = |f: fn(&crate::outcome::BankTouch) -> bool| {
                    pv.banks.iter().filter(|b| f(b)).count().min(255) as u8
                };
                let (continues, limits, closes) = (
                    count(|b| b.continued && !b.limited && !b.closed),
                    count(|b| b.limited),
                    count(|b| b.closed),
                );
                if continues + limits + closes > 0 {
                    for (n, r) in [(continues, "M3"), (limits, "M4"), (closes, "M2")] {
                        if n > 0 {
                            add_rule(rules, r);
                        }
                    }
                    facts.push(Fact::Mist {
                        continues,
                        limits,
                        closes,
                    });
                }
            }
        }
        Action::PlaceMeeple { feature, guard } => {
            if let Some(f) = claim_fact(game, feature, guard) {
                add_rule(rules, if guard { "G1" } else { "B3" });
                facts.push(f);
            }
        }
        _ => {}
    }
    if let Some(f) = then_claims {
        add_rule(rules, "B3");
        facts.push(f);
    }
    if matches!(action, Action::PlaceMeeple { .. } | Action::SkipMeeple) {
        for e in after.score_events().iter().skip(game.score_events().len()) {
            facts.push(completes(rules, e.rule, e.kind, e.points, &e.players, me));
        }
    }
    // the meeples before and after: ghosts added, meeples sent home, features grown
    let before = game.meeples();
    let now = after.meeples();
    let completed: Vec<FeatureKind> = facts
        .iter()
        .filter_map(|f| match f {
            Fact::Completes { kind, .. } => Some(*kind),
            _ => None,
        })
        .collect();
    let mut ghosts = [0u8; MAX_PLAYERS];
    let st = game.look();
    for &(pos, fi, m) in &before {
        let same = now
            .iter()
            .find(|&&(q, gi, n)| q == pos && gi == fi && n.player == m.player);
        let Some(t) = game.board().placed_at(pos) else {
            continue;
        };
        let def = st.cat().kind(t.kind).feature(fi);
        match same {
            Some(&(_, _, n)) => {
                if let Some(g) = ghosts.get_mut(m.player.index()) {
                    *g = g.saturating_add(n.ghosts.saturating_sub(m.ghosts));
                }
                if m.player.index() == me
                    && matches!(def.kind, FeatureKind::Road | FeatureKind::City)
                    && matches!(action, Action::PlaceTile(_))
                {
                    let (x, y) = (i64::from(pos.x), i64::from(pos.y));
                    let was = game.feature_facts(x, y, &def.name);
                    let is = after.feature_facts(x, y, &def.name);
                    if let (Some(was), Some(is)) = (was, is) {
                        if is.tiles > was.tiles && !is.complete && !completed.contains(&def.kind) {
                            facts.push(Fact::Grows {
                                kind: def.kind,
                                tiles: is.tiles,
                            });
                        }
                    }
                }
            }
            None if m.ghosts >= 1 && !completed.contains(&def.kind) => {
                add_rule(rules, "G3");
                facts.push(Fact::SendsHome {
                    player: m.player.0,
                    yours: m.player.index() == me,
                    kind: def.kind,
                });
            }
            None => {}
        }
    }
    for (p, &n) in ghosts.iter().enumerate() {
        if n > 0 {
            add_rule(rules, "G6");
            facts.push(Fact::Ghosts {
                player: Some(p as u8),
                yours: p == me,
                count: n,
            });
        }
    }
    let circles =
        |g: &Game| -> u32 { g.look().circle_ghosts().iter().map(|&n| u32::from(n)).sum() };
    let (c0, c1) = (circles(game), circles(&after));
    if c1 > c0 {
        add_rule(rules, "S2");
        facts.push(Fact::Ghosts {
            player: None,
            yours: false,
            count: (c1 - c0).min(255) as u8,
        });
    }
    facts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Setup;

    fn game(sets: &[&str], seed: u64) -> Game {
        let setup = Setup {
            players: vec!["A".into(), "B".into()],
            sets: sets.iter().map(|s| s.to_string()).collect(),
            seed,
            ..Setup::default()
        };
        match Game::new(&setup) {
            Ok(g) => g,
            Err(e) => panic!("setup: {e}"),
        }
    }

    /// Greedy moves until a placement with `turns` tiles on the board.
    fn midgame(sets: &[&str], seed: u64, turns: usize) -> Game {
        let mut g = game(sets, seed);
        let mut p = super::super::Greedy::new(seed, 0.0);
        while (g.tiles().len() < turns || g.phase() != Phase::PlaceTile)
            && g.phase() != Phase::GameOver
        {
            let a = super::super::Strategy::decide(&mut p, &g).unwrap_or(Action::SkipMeeple);
            g.play_unchecked(a);
        }
        g
    }

    #[test]
    fn the_best_move_gains_over_every_other_and_the_worst_loses() {
        let g = midgame(&["base"], 4, 12);
        assert_eq!(g.phase(), Phase::PlaceTile);
        let values = turn_values(&g);
        assert_eq!(values.len(), g.legal_actions().len());
        let best = values
            .iter()
            .max_by(|x, y| x.1.total_cmp(&y.1))
            .map(|v| v.0);
        let worst = values
            .iter()
            .min_by(|x, y| x.1.total_cmp(&y.1))
            .map(|v| v.0);
        let (Some(best), Some(worst)) = (best, worst) else {
            panic!("no move")
        };
        let e = explain(&g, best, Some(worst)).unwrap_or_else(|e| panic!("{e}"));
        assert!(e.gain.is_some_and(|x| x > 0.0), "{e:?}");
        let back = explain(&g, worst, Some(best)).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(back.gain.map(|x| -x), e.gain);
        assert!(e.alternative.is_some());
    }

    #[test]
    fn a_meeple_claims_its_feature_and_an_illegal_move_is_refused() {
        let mut g = midgame(&["base"], 2, 6);
        let place = g.legal_actions()[0];
        assert!(explain(&g, Action::SkipMeeple, None).is_err());
        g.play_unchecked(place);
        let meeple = g
            .legal_actions()
            .into_iter()
            .find(|a| matches!(a, Action::PlaceMeeple { .. }));
        let Some(meeple) = meeple else {
            panic!("no meeple spot")
        };
        let e = explain(&g, meeple, Some(Action::SkipMeeple)).unwrap_or_else(|e| panic!("{e}"));
        assert!(
            e.facts.iter().any(|f| matches!(f, Fact::Claims { .. })),
            "{e:?}"
        );
        assert!(e.rules.contains(&"B3"));
    }

    #[test]
    fn ghosts_sent_onto_a_meeple_are_counted_for_its_owner() {
        // all sets: play greedy turns until a move puts a ghost on a meeple (G6)
        let mut g = game(&["base", "gcc", "sc"], 9);
        let mut p = super::super::Greedy::new(1, 0.0);
        let mut seen = false;
        while g.phase() != Phase::GameOver && !seen {
            let Some(a) = super::super::Strategy::decide(&mut p, &g) else {
                break;
            };
            if matches!(a, Action::MoveGhost { .. }) {
                let e = explain(&g, a, None).unwrap_or_else(|e| panic!("{e}"));
                seen = e.facts.iter().any(|f| {
                    matches!(
                        f,
                        Fact::Ghosts {
                            player: Some(_),
                            ..
                        }
                    )
                });
            }
            g.play_unchecked(a);
        }
        assert!(seen, "no ghost moved onto a meeple in a whole game");
    }
}
