//! Why an action is refused: [`PlayError`] (its [`PlayErrorKind`], its [`Refusal`] detail for
//! the page to word, and English words for native use), and the refusal of an action that is
//! not among the legal ones now. `Game::play` asks for it only after `State::is_legal` said no (the one source of
//! legality stays the action generator): B1 placements, B3/S8 meeples and guards, the ghost
//! obligations of Exp. 11 and The Spell Circles, the phase of the turn.

use crate::state::{Action, Phase, PlacementProblem, State};
use crate::tile::FeatureKind;

/// Why an action was refused. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayError {
    /// What kind of refusal it is, for the page to match on.
    pub kind: PlayErrorKind,
    /// What is wrong, in words a wiki editor understands.
    pub message: String,
    /// The values the refusal's words need, for wording it in another language
    /// (`view::refusal_view`).
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
        /// The rule of the ghosts owed first (`ghosts-first`), else "".
        rule: &'static str,
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
    /// [`PlayErrorKind::GhostMove`]: what the head obligation owes (none: `count` 0).
    Owed {
        /// Its rule id.
        rule: &'static str,
        /// Ghosts it owes.
        count: u8,
        /// To whom: `own`, `others`, `circle`.
        to: &'static str,
    },
}

impl std::fmt::Display for PlayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
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

pub(crate) fn play_err(kind: PlayErrorKind, message: impl Into<String>) -> PlayError {
    PlayError {
        kind,
        message: message.into(),
        detail: Refusal::Nothing,
    }
}

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
                } else if f.kind == FeatureKind::Ruin {
                    play_err(
                        PlayErrorKind::OnRuin,
                        format!(
                            "{} is the castle ruin of the start tile: it holds no meeple (G2)",
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
