//! [`Look`]: the read-only view of a position that the modules above `game.rs` read (the
//! computer player's evaluation, `outcome`, `view/log`), in place of the raw [`State`]
//! (docs/ARCHITECTURE.md, "Layers").
//!
//! `State`'s fields are public inside the crate because the rules below `game.rs` change them
//! in place. A reader above gets a `Look` (`Game::look`), which names what it may read and
//! nothing it may write: no field, no `&mut`. Each method is a one-line borrow or call on the
//! state, inlined, so the search's hot loop pays nothing for it.

use std::sync::Arc;

use crate::board::{Board, PlacedTile};
use crate::catalogue::Catalogue;
use crate::features::Graph;
use crate::ids::{ByNode, ByPlayer, FeatureIx, KindId, NodeId, PlayerId};
use crate::mist::{GhostRecord, GhostSpot, MistEffect, Obligation};
use crate::state::{Meeple, Player, State};

/// A read-only view of one position: the board, the feature graph, the players, the bag and
/// the mist's bookkeeping. `Copy`: pass it by value.
#[derive(Clone, Copy)]
pub(crate) struct Look<'a>(&'a State);

impl<'a> Look<'a> {
    /// A look at `st`: for `Game::look`, and for the preview's scratch copy (`outcome.rs`).
    #[inline]
    pub(crate) fn of(st: &'a State) -> Look<'a> {
        Look(st)
    }

    /// The tile catalogue of the game.
    #[inline]
    pub(crate) fn cat(self) -> &'a Catalogue {
        &self.0.cat
    }

    /// The catalogue as shared, for a reader that keeps it beyond this look.
    #[inline]
    pub(crate) fn cat_shared(self) -> &'a Arc<Catalogue> {
        &self.0.cat
    }

    /// The placed tiles and the frontier.
    #[inline]
    pub(crate) fn board(self) -> &'a Board {
        &self.0.board
    }

    /// The feature graph: sets of roads, cities, fields and mist areas (read-only through `&`).
    #[inline]
    pub(crate) fn graph(self) -> &'a Graph {
        &self.0.graph
    }

    /// The players' points and supplies.
    #[inline]
    pub(crate) fn players(self) -> &'a ByPlayer<Player> {
        &self.0.players
    }

    /// The player whose turn it is.
    #[inline]
    pub(crate) fn current(self) -> PlayerId {
        self.0.current
    }

    /// The tile in hand.
    #[inline]
    pub(crate) fn hand(self) -> Option<KindId> {
        self.0.hand
    }

    /// The tiles left to draw, the next one *last*.
    #[inline]
    pub(crate) fn bag(self) -> &'a [KindId] {
        &self.0.bag
    }

    /// The meeple on a node, if any.
    #[inline]
    pub(crate) fn meeple_on(self, node: NodeId) -> Option<Meeple> {
        self.0.meeple_on[node]
    }

    /// The nodes that hold a meeple, in the order they were placed.
    #[inline]
    pub(crate) fn placed(self) -> &'a [NodeId] {
        &self.0.placed
    }

    /// The tile and the feature a node belongs to.
    #[inline]
    pub(crate) fn node_feature(self, node: NodeId) -> (PlacedTile, FeatureIx) {
        self.0.node_feature(node)
    }

    /// A set's points, as scored now (`complete`: as if it were complete): B4, B5, K1, K2.
    #[inline]
    pub(crate) fn feature_points(self, root: NodeId, complete: bool) -> (i32, u16, u32, u16) {
        self.0.feature_points(root, complete)
    }

    /// Each city a field touches (B5).
    #[inline]
    pub(crate) fn for_each_touched_city(self, root: NodeId, f: impl FnMut(NodeId)) {
        self.0.for_each_touched_city(root, f)
    }

    /// Whether ghosts are in the game (Exp. 11).
    #[inline]
    pub(crate) fn ghosts_in_play(self) -> bool {
        self.0.ghosts_in_play
    }

    /// Ghosts in each mist area's spell circles.
    #[inline]
    pub(crate) fn circle_ghosts(self) -> &'a ByNode<u8> {
        &self.0.circle_ghosts
    }

    /// The spell circles of a mist area (S1).
    #[inline]
    pub(crate) fn circle_capacity(self, node: NodeId) -> u8 {
        self.0.circle_capacity(node)
    }

    /// What the last placement did to the mist banks (M2–M4).
    #[inline]
    pub(crate) fn effect(self) -> &'a MistEffect {
        &self.0.effect
    }

    /// The ghost obligations still owed, head first.
    #[inline]
    pub(crate) fn obligations(self) -> &'a [Obligation] {
        &self.0.obligations
    }

    /// How many ghosts an obligation would owe on the board as it is now.
    #[inline]
    pub(crate) fn prospective_count(self, o: &Obligation) -> u8 {
        self.0.prospective_count(o)
    }

    /// Where an obligation's ghosts may come from.
    #[inline]
    pub(crate) fn sources(self, o: &Obligation) -> Vec<GhostSpot> {
        self.0.sources(o)
    }

    /// Where an obligation's ghosts may go.
    #[inline]
    pub(crate) fn targets(self, o: &Obligation) -> Vec<GhostSpot> {
        self.0.targets(o)
    }

    /// Whether the head obligation is noted in the ghost log yet.
    #[inline]
    pub(crate) fn head_noted(self) -> bool {
        self.0.head_noted
    }

    /// How the last placement's obligations were paid so far.
    #[inline]
    pub(crate) fn ghost_log(self) -> &'a [GhostRecord] {
        &self.0.ghost_log
    }

    /// The tiles put out of the game unplaced (B2).
    #[inline]
    pub(crate) fn discarded(self) -> &'a [KindId] {
        &self.0.discarded
    }

    /// The players with the most meeples on a feature, and how many they are (B4).
    #[inline]
    pub(crate) fn majority(self, root: NodeId) -> ([PlayerId; crate::state::MAX_PLAYERS], usize) {
        self.0.majority(root)
    }
}
