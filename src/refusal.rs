//! Why an action is refused: the [`PlayError`] (its kind, its [`Refusal`] detail for the page
//! to word, and English words for native use) of an action that is not among the legal ones
//! now. `Game::play` asks for it only after `State::is_legal` said no (the one source of
//! legality stays the action generator): B1 placements, B3/S8 meeples and guards, the ghost
//! obligations of Exp. 11 and The Spell Circles, the phase of the turn.

use crate::state::{play_err, Action, Phase, PlayError, PlayErrorKind, Refusal, State};
use crate::tile::FeatureKind;

impl State {
    /// The refusal of `action`, which is not legal now.
    pub(crate) fn why_illegal(&self, action: Action) -> PlayError {
        let phase = self.phase;
        let why = |why: &'static str, rule: &'static str| Refusal::Phase { why, rule };
        match (action, phase) {
            (_, Phase::GameOver) => play_err(PlayErrorKind::GameOver, "the game is over"),
            (Action::PlaceTile(p), Phase::PlaceTile) => {
                match self.placement_problem(p.pos, p.rotation) {
                    Some(e) => play_err(PlayErrorKind::Placement, e.to_string())
                        .with(Refusal::Placement(e)),
                    None => play_err(PlayErrorKind::Placement, "that placement is not legal"),
                }
            }
            (Action::PlaceTile(_), _) => play_err(
                PlayErrorKind::WrongPhase,
                "the tile is already placed: place a meeple or skip (B3)",
            )
            .with(why("placed", "")),
            (Action::MoveGhost { .. }, Phase::PlaceTile | Phase::Meeple) => {
                play_err(PlayErrorKind::WrongPhase, "no ghost is owed now")
                    .with(why("no-ghost", ""))
            }
            (_, Phase::PlaceTile) => play_err(
                PlayErrorKind::WrongPhase,
                "place the tile in hand first (B1)",
            )
            .with(why("tile-first", "")),
            (Action::SkipMeeple | Action::PlaceMeeple { .. }, Phase::Ghosts) => {
                let owed = self.obligations.first().map(|o| o.rule.id()).unwrap_or("");
                play_err(
                    PlayErrorKind::WrongPhase,
                    format!(
                        "first add the ghosts this placement owes ({owed}), then place a meeple"
                    ),
                )
                .with(why("ghosts-first", owed))
            }
            (Action::PlaceMeeple { feature, guard }, _) => {
                let Some(t) = self.last_tile() else {
                    return play_err(PlayErrorKind::WrongPhase, "no tile has been placed")
                        .with(why("tile-first", ""));
                };
                let def = self.cat.kind(t.kind);
                let Some(f) = def.features.get(feature.index()) else {
                    return play_err(
                        PlayErrorKind::NoSuchFeature,
                        format!("tile {} has no feature #{feature}", def.id),
                    )
                    .with(Refusal::Feature {
                        tile: def.id.clone(),
                        feature: format!("#{feature}"),
                        kind: None,
                    });
                };
                let p = &self.players[self.current];
                let piece = if guard { "guard" } else { "meeple" };
                let named = Refusal::Feature {
                    tile: def.id.clone(),
                    feature: f.name.clone(),
                    kind: Some(f.kind),
                };
                if (guard && p.guards == 0) || (!guard && p.meeples == 0) {
                    play_err(
                        PlayErrorKind::NoPiece,
                        format!("you have no {piece} left in your supply (B3)"),
                    )
                    .with(Refusal::Piece { guard })
                } else if f.kind == FeatureKind::Mist {
                    play_err(
                        PlayErrorKind::OnMist,
                        format!(
                        "{} is mist: a meeple never stands on mist nor on a spell circle (B3, S8)",
                        f.name
                    ),
                    )
                    .with(named)
                } else {
                    play_err(
                        PlayErrorKind::Occupied,
                        format!(
                            "{} of tile {} is part of a feature that already has a meeple (B3)",
                            f.name, def.id
                        ),
                    )
                    .with(named)
                }
            }
            (Action::SkipMeeple, _) => {
                play_err(PlayErrorKind::WrongPhase, "skipping is not possible now")
                    .with(why("no-skip", ""))
            }
            (Action::MoveGhost { .. }, Phase::Ghosts) => {
                let (what, owed) = match self.obligations.first() {
                    Some(o) => {
                        let (to, whom) = match o.to {
                            crate::mist::Target::Own => {
                                ("own", "to one of your meeples (not a guard)")
                            }
                            crate::mist::Target::Others => {
                                ("others", "to another player's meeple (not a guard)")
                            }
                            crate::mist::Target::Circle(_) => {
                                ("circle", "to the new tile's spell circles")
                            }
                        };
                        (
                            format!(
                                "{} owes {} ghost{} {whom}",
                                o.rule.id(),
                                o.count,
                                if o.count == 1 { "" } else { "s" },
                            ),
                            Refusal::Owed {
                                rule: o.rule.id(),
                                count: o.count,
                                to,
                            },
                        )
                    }
                    None => (
                        "no ghost is owed".into(),
                        Refusal::Owed {
                            rule: "",
                            count: 0,
                            to: "",
                        },
                    ),
                };
                play_err(
                    PlayErrorKind::GhostMove,
                    format!("that ghost move is not allowed now: {what}"),
                )
                .with(owed)
            }
        }
    }
}
