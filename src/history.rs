//! The game's history as it was played: one [`Played`] per action, holding what the turn log
//! and the saved game need of the state *before* the action. [`crate::game::Game`] appends an
//! entry as it plays, pops it on undo and pushes it back on redo, so the turn log and the
//! written actions are read from the entries and the current state, never by a replay.
//!
//! Reading an entry on a later state is exact because tiles and feature-graph nodes never
//! change once placed: only who acted, who owned a meeple, which tile was in hand, how many
//! tiles lay on the board and which obligation was at the head need keeping.

use crate::board::{Board, PlacedTile};
use crate::ids::{KindId, PlayerId};
use crate::mist::{GhostRule, GhostSpot};
use crate::notation::{self, ActionSpec};
use crate::state::{Action, State};

/// One action of the history, with what its words and written form need of the state before
/// it was played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    pub(crate) action: Action,
    pub(crate) auto: bool,
    pub(crate) player: PlayerId,
    /// `PlaceTile`: the tile in hand.
    pub(crate) kind: Option<KindId>,
    /// `MoveGhost`: the rule of the obligation the move pays (the head one, S7).
    pub(crate) rule: Option<GhostRule>,
    /// `MoveGhost`: the owners of the meeples the ghost leaves and joins (0 for no meeple).
    pub(crate) owners: [u8; 2],
    /// Tiles on the board before the action: the last of them is the tile placed last then
    /// (the new tile of a ghost move or of a meeple).
    pub(crate) tiles: u16,
    /// Meeples and guards the player had in supply before the action (why a "no meeple" was
    /// forced, B3).
    pub(crate) pieces: u8,
    /// `MoveGhost`: the ghost was the third on the meeple it joined, which went home (G3).
    pub(crate) home: bool,
}

impl Played {
    /// The entry for `action` played on `st` (the state before it).
    pub(crate) fn before(st: &State, action: Action, auto: bool) -> Played {
        let owner = |g: GhostSpot| match g {
            GhostSpot::Meeple(n) => st.meeple_on[n].map_or(0, |m| m.player.0),
            _ => 0,
        };
        let home = match action {
            Action::MoveGhost {
                to: GhostSpot::Meeple(n),
                ..
            } => st.meeple_on[n].is_some_and(|m| m.ghosts >= 2),
            _ => false,
        };
        let (kind, rule, owners) = match action {
            Action::PlaceTile(_) => (st.hand, None, [0, 0]),
            Action::PlaceMeeple { .. } | Action::SkipMeeple => (None, None, [0, 0]),
            Action::MoveGhost { from, to } => (
                None,
                st.obligations.first().map(|o| o.rule),
                [owner(from), owner(to)],
            ),
        };
        Played {
            action,
            auto,
            player: st.current,
            kind,
            rule,
            owners,
            tiles: st.board.tiles().len() as u16,
            pieces: {
                let p = &st.players[st.current];
                p.meeples.saturating_add(p.guards)
            },
            home,
        }
    }

    /// The tile placed last before the action, read on the board of any state from this
    /// entry on.
    pub(crate) fn last_tile(&self, board: &Board) -> Option<PlacedTile> {
        let i = (self.tiles as usize).checked_sub(1)?;
        board.tiles().get(i).copied()
    }

    /// The action.
    pub fn action(&self) -> Action {
        self.action
    }

    /// A forced ghost move, played automatically because it was the only legal one.
    pub fn auto(&self) -> bool {
        self.auto
    }

    /// The player who acted.
    pub fn player(&self) -> PlayerId {
        self.player
    }

    /// The written form of the action, read on `st`, any state of the game from this entry on.
    pub(crate) fn spec(&self, st: &State) -> ActionSpec {
        let meeple_on = self.last_tile(&st.board).map(|t| t.kind);
        notation::spec_on(st, self.action, meeple_on)
    }
}
