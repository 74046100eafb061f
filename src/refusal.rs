//! Why an action is refused: [`PlayError`] (its [`PlayErrorKind`] and its [`Refusal`] detail:
//! data, which the page words from its .ftl files by the kind's id, `error-play-<kind>`; the
//! English words of its `Display` are for native readers only: the CLI, the server's log, a
//! failing test), and the refusal of an action that is
//! not among the legal ones now. `Game::play` asks for it only after `State::is_legal` said no (the one source of
//! legality stays the action generator): B1 placements, B3/S8 meeples and guards, the ghost
//! obligations of Exp. 11 and The Spell Circles, the phase of the turn.

use crate::state::{Action, Phase, PlacementProblem, State};
use crate::tile::FeatureKind;

/// Why an action was refused, as data: its kind and the values its words need. The game is
/// unchanged. No sentence is stored: the page words it by its kind (`error-play-<kind>` of
/// errors.ftl, with `view::refusal_data`); `Display` words it in English for native readers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayError {
    /// What kind of refusal it is, for the page to match on.
    pub kind: PlayErrorKind,
    /// The values the refusal's words need (`view::refusal_data`).
    pub detail: Refusal,
}

crate::kind_words!(
    /// The kinds of [`PlayError`], each with its word (`PlayErrorKind::word`: the page's
    /// messages `error-play-<word>`).
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum PlayErrorKind {
        /// The game is over.
        GameOver => "game-over",
        /// The action belongs to another phase of the turn (tile, ghosts, meeple).
        WrongPhase => "wrong-phase",
        /// The tile does not fit there (B1): see [`PlacementProblem`].
        Placement => "placement",
        /// A position beyond the board's limits.
        OffBoard => "off-board",
        /// A rotation that is not 0, 90, 180 or 270 degrees.
        Rotation => "rotation",
        /// No tile there, or no such feature on the tile.
        NoSuchFeature => "no-such-feature",
        /// No meeple (or guard) left in the player's supply (B3).
        NoPiece => "no-piece",
        /// A meeple on mist or on a spell circle (B3, S8).
        OnMist => "on-mist",
        /// The feature already has a meeple (B3).
        Occupied => "occupied",
        /// A meeple on the start tile's castle ruin, which holds none (G2).
        OnRuin => "on-ruin",
        /// A ghost move that does not pay the head obligation.
        GhostMove => "ghost-move",
        /// Nothing to undo.
        NothingToUndo => "nothing-to-undo",
        /// Nothing to redo.
        NothingToRedo => "nothing-to-redo",
    }
);

/// What a [`PlayError`]'s words need besides its kind: ids and numbers, no sentence.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Refusal {
    /// Nothing more (the game is over, nothing to undo…).
    #[default]
    Nothing,
    /// [`PlayErrorKind::WrongPhase`]: what must come first (`placed`: the tile is already
    /// placed; `no-ghost`: no ghost is owed; `tile-first`: place the tile first (B1);
    /// `ghosts-first`: pay the ghosts of `rule` first; `no-skip`: nothing to skip).
    Phase {
        /// The word of the situation.
        why: &'static str,
        /// The rule of the ghosts owed first (`ghosts-first`), else none.
        rule: Option<&'static str>,
    },
    /// [`PlayErrorKind::Placement`]: why the tile does not fit (B1).
    Placement(PlacementProblem),
    /// A cell: off the board ([`PlayErrorKind::OffBoard`]), or with no tile
    /// ([`PlayErrorKind::NoSuchFeature`]).
    Cell {
        /// Column.
        x: i64,
        /// Row.
        y: i64,
    },
    /// [`PlayErrorKind::Rotation`]: the degrees given.
    Rotation(i64),
    /// A feature of a tile: not on it ([`PlayErrorKind::NoSuchFeature`]), mist
    /// ([`PlayErrorKind::OnMist`]) or held ([`PlayErrorKind::Occupied`]).
    Feature {
        /// The tile's id.
        tile: String,
        /// The feature's name as written (`road1`).
        feature: String,
        /// Its kind, when the tile has it.
        kind: Option<FeatureKind>,
    },
    /// [`PlayErrorKind::NoPiece`]: a guard (else a meeple).
    Piece {
        /// A guard.
        guard: bool,
    },
    /// [`PlayErrorKind::GhostMove`]: what the head obligation owes (with none owed the
    /// refusal is [`PlayErrorKind::WrongPhase`] `no-ghost`).
    Owed {
        /// Its rule id.
        rule: &'static str,
        /// Ghosts it owes.
        count: u8,
        /// To whom: `own`, `others`, `circle`.
        to: &'static str,
    },
}

/// The English words of a refusal, from its kind and detail: for native readers (the CLI, the
/// server's log, a test's failure, an older scenario step's `error`, docs/FORMATS.md). The page
/// never shows them: it words the kind and detail in the reader's language (errors.ftl).
impl std::fmt::Display for PlayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use PlayErrorKind as K;
        use Refusal as R;
        match (self.kind, &self.detail) {
            (_, R::Phase { why, rule }) => match *why {
                "placed" => f.write_str("the tile is already placed: place a meeple or skip (B3)"),
                "no-ghost" => f.write_str("no ghost is owed now"),
                "ghosts-first" => write!(
                    f,
                    "first add the ghosts this placement owes ({}), then place a meeple",
                    rule.unwrap_or("?")
                ),
                "no-skip" => f.write_str("skipping is not possible now"),
                _ => f.write_str("place the tile in hand first (B1)"),
            },
            (_, R::Placement(p)) => write!(f, "{p}"),
            (K::OffBoard, R::Cell { x, y }) => write!(
                f,
                "({x},{y}) is off the board (at most ±{})",
                crate::MAX_COORD
            ),
            (_, R::Cell { x, y }) => write!(f, "there is no tile at ({x},{y})"),
            (_, &R::Rotation(degrees)) => write!(f, "{}", crate::tile::RotationError { degrees }),
            (K::OnMist, R::Feature { feature, .. }) => write!(
                f,
                "{feature} is mist: a meeple never stands on mist nor on a spell circle (B3, S8)"
            ),
            (K::OnRuin, R::Feature { feature, .. }) => write!(
                f,
                "{feature} is the castle ruin of the start tile: it holds no meeple (G2)"
            ),
            (K::Occupied, R::Feature { tile, feature, .. }) => write!(
                f,
                "{feature} of tile {tile} is part of a feature that already has a meeple (B3)"
            ),
            (_, R::Feature { tile, feature, .. }) => {
                write!(f, "tile {tile} has no feature `{feature}`")
            }
            (_, R::Piece { guard }) => write!(
                f,
                "you have no {} left in your supply (B3)",
                if *guard { "guard" } else { "meeple" }
            ),
            (_, R::Owed { rule, count, to }) => write!(
                f,
                "that ghost move is not allowed now: {rule} owes {count} ghost{} {}",
                if *count == 1 { "" } else { "s" },
                match *to {
                    "own" => "to one of your meeples (not a guard)",
                    "others" => "to another player's meeple (not a guard)",
                    _ => "to the new tile's spell circles",
                }
            ),
            (K::GameOver, R::Nothing) => f.write_str("the game is over"),
            (K::NothingToUndo, R::Nothing) => f.write_str("nothing to undo"),
            (K::NothingToRedo, R::Nothing) => f.write_str("nothing to redo"),
            (K::Placement, R::Nothing) => f.write_str("that placement is not legal"),
            (K::GhostMove, R::Nothing) => {
                f.write_str("that ghost move is not one the player may make now")
            }
            (k, R::Nothing) => write!(f, "refused: {}", k.word()),
        }
    }
}

impl std::error::Error for PlayError {}

impl PlayError {
    /// The error with the values of its words.
    pub(crate) fn with(mut self, detail: Refusal) -> PlayError {
        self.detail = detail;
        self
    }
}

/// A refusal of `kind` with no detail yet ([`PlayError::with`] adds it).
pub(crate) fn play_err(kind: PlayErrorKind) -> PlayError {
    PlayError {
        kind,
        detail: Refusal::Nothing,
    }
}

impl State {
    /// The refusal of `action`, which is not legal now.
    pub(crate) fn why_illegal(&self, action: Action) -> PlayError {
        use PlayErrorKind as K;
        let phase = self.phase;
        let wrong = |why: &'static str, rule: Option<&'static str>| {
            play_err(K::WrongPhase).with(Refusal::Phase { why, rule })
        };
        match (action, phase) {
            (_, Phase::GameOver) => play_err(K::GameOver),
            (Action::PlaceTile(p), Phase::PlaceTile) => {
                match self.placement_problem(p.pos, p.rotation) {
                    Some(e) => play_err(K::Placement).with(Refusal::Placement(e)),
                    None => play_err(K::Placement),
                }
            }
            (Action::PlaceTile(_), _) => wrong("placed", None),
            (Action::MoveGhost { .. }, Phase::PlaceTile | Phase::Meeple) => wrong("no-ghost", None),
            (_, Phase::PlaceTile) => wrong("tile-first", None),
            (Action::SkipMeeple | Action::PlaceMeeple { .. }, Phase::Ghosts) => {
                let owed = self.obligations.first().map(|o| o.rule.id());
                wrong("ghosts-first", owed)
            }
            (Action::PlaceMeeple { feature, guard }, _) => {
                let Some(t) = self.last_tile() else {
                    return wrong("tile-first", None);
                };
                let def = self.cat.kind(t.kind);
                let Some(f) = def.features.get(feature.index()) else {
                    return play_err(K::NoSuchFeature).with(Refusal::Feature {
                        tile: def.id.clone(),
                        feature: format!("#{feature}"),
                        kind: None,
                    });
                };
                let p = &self.players[self.current];
                let named = Refusal::Feature {
                    tile: def.id.clone(),
                    feature: f.name.clone(),
                    kind: Some(f.kind),
                };
                if (guard && p.guards == 0) || (!guard && p.meeples == 0) {
                    play_err(K::NoPiece).with(Refusal::Piece { guard })
                } else if f.kind == FeatureKind::Mist {
                    play_err(K::OnMist).with(named)
                } else if f.kind == FeatureKind::Ruin {
                    play_err(K::OnRuin).with(named)
                } else {
                    play_err(K::Occupied).with(named)
                }
            }
            (Action::SkipMeeple, _) => wrong("no-skip", None),
            (Action::MoveGhost { .. }, Phase::Ghosts) => match self.obligations.first() {
                Some(o) => play_err(K::GhostMove).with(Refusal::Owed {
                    rule: o.rule.id(),
                    count: o.count,
                    to: match o.to {
                        crate::mist::Target::Own => "own",
                        crate::mist::Target::Others => "others",
                        crate::mist::Target::Circle(_) => "circle",
                    },
                }),
                // no obligation left (the ghosts phase always has one): none is owed
                None => wrong("no-ghost", None),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each refusal's English words (for native readers) come from its kind and detail, with
    /// the values the detail holds; none falls back to the bare kind.
    #[test]
    fn every_refusal_is_worded_from_its_data() {
        let feature = |kind| Refusal::Feature {
            tile: "V".into(),
            feature: "road1".into(),
            kind,
        };
        let phase = |why| Refusal::Phase {
            why,
            rule: Some("M3"),
        };
        use PlayErrorKind as K;
        let cases = [
            (K::GameOver, Refusal::Nothing, "the game is over"),
            (K::WrongPhase, phase("ghosts-first"), "owes (M3)"),
            (K::WrongPhase, phase("no-skip"), "skipping"),
            (
                K::OffBoard,
                Refusal::Cell { x: 200, y: -3 },
                "(200,-3) is off",
            ),
            (
                K::NoSuchFeature,
                Refusal::Cell { x: 4, y: 2 },
                "no tile at (4,2)",
            ),
            (
                K::Rotation,
                Refusal::Rotation(45),
                "45° is not one of 0, 90",
            ),
            (
                K::NoSuchFeature,
                feature(None),
                "tile V has no feature `road1`",
            ),
            (K::OnMist, feature(Some(FeatureKind::Mist)), "road1 is mist"),
            (K::OnRuin, feature(Some(FeatureKind::Ruin)), "castle ruin"),
            (
                K::Occupied,
                feature(Some(FeatureKind::Road)),
                "already has a meeple",
            ),
            (K::NoPiece, Refusal::Piece { guard: true }, "no guard left"),
            (K::NothingToUndo, Refusal::Nothing, "nothing to undo"),
            (K::NothingToRedo, Refusal::Nothing, "nothing to redo"),
            (
                K::GhostMove,
                Refusal::Owed {
                    rule: "S2",
                    count: 2,
                    to: "circle",
                },
                "S2 owes 2 ghosts to the new tile's spell circles",
            ),
        ];
        for (kind, detail, want) in cases {
            let words = PlayError { kind, detail }.to_string();
            assert!(words.contains(want), "{kind:?}: {words}");
            assert!(!words.starts_with("refused:"), "{kind:?}: {words}");
        }
    }
}
