//! The state of a game and the actions that change it: [`State`], [`Phase`], [`Action`], and
//! applying one action without checking it ([`State::apply`]). The checked API is
//! [`crate::game::Game`]; the mist's obligations live in `ghosts.rs`, scoring in `scoring.rs`.

use std::sync::Arc;

use serde::Serialize;

use crate::board::{Board, PlacedTile, Placement, Pos, MAX_COORD};
use crate::catalogue::Catalogue;
use crate::features::Graph;
use crate::ids::{ByNode, ByPlayer, FeatureIx, KindId, NodeId, PlayerId, TileIx};
use crate::mist::{GhostRecord, GhostSpot, MistEffect, Obligation, Variants, GHOSTS};
use crate::tile::{FeatureKind, Rotation, Side, Terrain};

/// Most players in a game.
pub const MAX_PLAYERS: usize = 6;

/// Where a game is in its turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// The current player places the tile in hand (B1).
    PlaceTile,
    /// The current player pays the ghosts the placement owes, one move at a time (M3–S7).
    Ghosts,
    /// The current player may place a meeple on the tile just placed (B3), or skip.
    Meeple,
    /// The last tile has been placed and final scoring (B5) is done.
    GameOver,
}

/// Everything a player does, checked against [`crate::game::Game::legal_actions`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Action {
    /// Place the tile in hand (B1).
    PlaceTile(Placement),
    /// Place a meeple (or, with Exp. 11, a guard) on feature `feature` of the tile just placed (B3).
    PlaceMeeple {
        /// The feature on the tile.
        feature: FeatureIx,
        /// A guard rather than a normal meeple (G1).
        guard: bool,
    },
    /// Place no meeple this turn (B3).
    SkipMeeple,
    /// Move one ghost to pay the head ghost obligation (M3, M4, S1–S5).
    MoveGhost {
        /// Where the ghost comes from.
        from: GhostSpot,
        /// Where it goes.
        to: GhostSpot,
    },
}

crate::json_words!(Phase {
    "place-tile" => Phase::PlaceTile,
    "ghosts" => Phase::Ghosts,
    "meeple" => Phase::Meeple,
    "game-over" => Phase::GameOver,
});

/// The tile a placement tried: its id, cell and rotation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tried {
    /// The tile kind's id.
    pub tile: String,
    /// The cell.
    pub pos: Pos,
    /// The rotation.
    pub rotation: Rotation,
}

impl std::fmt::Display for Tried {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "tile {} at {} rotated {}°",
            self.tile,
            self.pos,
            self.rotation.degrees()
        )
    }
}

/// Why a tile cannot be placed there (B1). `Display` words it for the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlacementProblem {
    /// There is no tile in hand (another phase, or the game is over).
    NoTileInHand,
    /// The game is past placing its tile this turn (ghosts, meeple, or over).
    AlreadyPlaced,
    /// The cell is beyond [`MAX_COORD`].
    OffBoard(Tried),
    /// The cell already has a tile (B1).
    Occupied(Tried),
    /// A side of the tile faces a different terrain on a neighbour (B1).
    SideMismatch {
        /// The tile tried.
        tile: Tried,
        /// Its side that does not match.
        side: Side,
        /// The terrain of that side.
        mine: Terrain,
        /// The terrain the neighbour shows there.
        theirs: Terrain,
        /// The neighbour's tile id.
        neighbour: String,
        /// The neighbour's cell.
        neighbour_at: Pos,
    },
    /// The cell touches no placed tile (B1).
    NotTouching(Tried),
}

impl std::fmt::Display for PlacementProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PlacementProblem::NoTileInHand => f.write_str("there is no tile in hand"),
            PlacementProblem::AlreadyPlaced => f.write_str("the tile in hand is already placed"),
            PlacementProblem::OffBoard(t) => {
                write!(f, "{t}: the board reaches at most ±{MAX_COORD}")
            }
            PlacementProblem::Occupied(t) => write!(f, "{t}: that cell already has a tile (B1)"),
            PlacementProblem::SideMismatch {
                tile,
                side,
                mine,
                theirs,
                neighbour,
                neighbour_at,
            } => write!(
                f,
                "{tile}: its {} side ({}) faces a {} of tile {neighbour} at {neighbour_at} (B1)",
                side.name(),
                mine.name(),
                theirs.name(),
            ),
            PlacementProblem::NotTouching(t) => {
                write!(f, "{t}: it does not touch any placed tile (B1)")
            }
        }
    }
}

impl std::error::Error for PlacementProblem {}

/// A player's pieces and points.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Player {
    /// Points so far.
    pub score: i32,
    /// Normal meeples in the player's supply.
    pub meeples: u8,
    /// Guards in the player's supply (Exp. 11).
    pub guards: u8,
}

/// A meeple (or guard) standing on a feature.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Meeple {
    /// Its owner.
    pub player: PlayerId,
    /// A guard: ghosts are never added to it (G1).
    pub guard: bool,
    /// Ghosts on it (G3: at most 2 between actions).
    pub ghosts: u8,
}

/// One scoring of one feature, for the page's explanation of points.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct ScoreEvent {
    /// The rule: `B4` (completed) or `B5` (final scoring).
    pub rule: &'static str,
    /// The feature's kind.
    pub kind: FeatureKind,
    /// A tile of the feature (written as `x` and `y`).
    #[serde(flatten)]
    pub at: Pos,
    /// The feature's name on the tile at `at`.
    pub feature: String,
    /// Tiles in the feature (for a monastery: tiles in its 3×3 square).
    pub tiles: u16,
    /// Shields (cities).
    pub shields: u32,
    /// Completed cities touched (fields).
    pub cities: u16,
    /// Whether the feature was complete.
    pub complete: bool,
    /// Points each scoring player got.
    pub points: i32,
    /// Players with the most meeples on it, who each got `points` (B4: ties share full points).
    pub players: Vec<PlayerId>,
    /// Turn number (0 for the first placement after the start tile).
    pub turn: u16,
    /// Ghosts that cost points (G6).
    pub ghosts: u8,
}

/// The state of a game, cheap to clone.
#[derive(Debug)]
pub(crate) struct State {
    pub cat: Arc<Catalogue>,
    pub board: Board,
    pub graph: Graph,
    /// Meeple on each graph node.
    pub meeple_on: ByNode<Option<Meeple>>,
    /// Nodes with a meeple, ascending (a short list to walk instead of every node).
    pub placed: Vec<NodeId>,
    pub players: ByPlayer<Player>,
    pub current: PlayerId,
    pub phase: Phase,
    pub hand: Option<KindId>,
    /// Tiles still to draw; the next one is the last.
    pub bag: Vec<KindId>,
    /// Tiles put out of the game because they fit nowhere (B2).
    pub discarded: Vec<KindId>,
    /// Roots of the features completed by the last placement, scored at the end of the turn.
    pub pending: Vec<NodeId>,
    pub events: Vec<ScoreEvent>,
    pub turn: u16,
    /// Central features (monasteries, castles, cemeteries) not yet surrounded, with their cell.
    /// (cell, node, neighbours placed so far).
    pub centrals: Vec<(Pos, NodeId, u8)>,
    /// Whether Exp. 11 is in play (15 ghosts, guards).
    pub ghosts_in_play: bool,
    /// The rule variants.
    pub variants: Variants,
    /// Ghosts in the general supply.
    pub ghost_supply: u8,
    /// Ghosts in the spell circles of each mist-area node.
    pub circle_ghosts: ByNode<u8>,
    /// Guards of each player's colour left in the general guard supply (K2).
    pub guard_supply: ByPlayer<u8>,
    /// What the last placement did to the mist.
    pub effect: MistEffect,
    /// Ghost obligations still to pay, head first.
    pub obligations: Vec<Obligation>,
    /// The obligations the last placement made, as made (for the page's counters).
    pub obligations_total: Vec<Obligation>,
    /// How the last placement's obligations were paid.
    pub ghost_log: Vec<GhostRecord>,
    /// Whether the head obligation is in `ghost_log` already.
    pub head_noted: bool,
    /// Record sources and targets in `ghost_log` (the preview).
    pub record_spots: bool,
    /// Offer every order and every source the rules' words allow, even where the choice cannot
    /// change the outcome (the tests' reference for S7a; never set in play).
    pub every_choice: bool,
    /// Keep the logs: each scoring in `events` (the page's explanations) and each action in
    /// the game's history (`Game::note`). Off in the computer player's copies, which read
    /// neither: an event holds a name and a list, two allocations a scoring in each simulation.
    pub keep_logs: bool,
}

/// A copy into an existing one ([`Clone::clone_from`]) reuses its vectors' memory: the computer player copies a game for each simulation.
impl Clone for State {
    fn clone(&self) -> State {
        State {
            cat: self.cat.clone(),
            board: self.board.clone(),
            graph: self.graph.clone(),
            meeple_on: self.meeple_on.clone(),
            placed: self.placed.clone(),
            players: self.players.clone(),
            current: self.current,
            phase: self.phase,
            hand: self.hand,
            bag: self.bag.clone(),
            discarded: self.discarded.clone(),
            pending: self.pending.clone(),
            events: self.events.clone(),
            turn: self.turn,
            centrals: self.centrals.clone(),
            ghosts_in_play: self.ghosts_in_play,
            variants: self.variants,
            ghost_supply: self.ghost_supply,
            circle_ghosts: self.circle_ghosts.clone(),
            guard_supply: self.guard_supply.clone(),
            effect: self.effect.clone(),
            obligations: self.obligations.clone(),
            obligations_total: self.obligations_total.clone(),
            ghost_log: self.ghost_log.clone(),
            head_noted: self.head_noted,
            record_spots: self.record_spots,
            every_choice: self.every_choice,
            keep_logs: self.keep_logs,
        }
    }

    fn clone_from(&mut self, source: &State) {
        // Every field named, so a new one cannot be forgotten.
        let State {
            cat,
            board,
            graph,
            meeple_on,
            placed,
            players,
            current,
            phase,
            hand,
            bag,
            discarded,
            pending,
            events,
            turn,
            centrals,
            ghosts_in_play,
            variants,
            ghost_supply,
            circle_ghosts,
            guard_supply,
            effect,
            obligations,
            obligations_total,
            ghost_log,
            head_noted,
            record_spots,
            every_choice,
            keep_logs,
        } = source;
        self.cat.clone_from(cat);
        self.board.clone_from(board);
        self.graph.clone_from(graph);
        self.meeple_on.clone_from(meeple_on);
        self.placed.clone_from(placed);
        self.players.clone_from(players);
        self.current.clone_from(current);
        self.phase.clone_from(phase);
        self.hand.clone_from(hand);
        self.bag.clone_from(bag);
        self.discarded.clone_from(discarded);
        self.pending.clone_from(pending);
        self.events.clone_from(events);
        self.turn.clone_from(turn);
        self.centrals.clone_from(centrals);
        self.ghosts_in_play.clone_from(ghosts_in_play);
        self.variants.clone_from(variants);
        self.ghost_supply.clone_from(ghost_supply);
        self.circle_ghosts.clone_from(circle_ghosts);
        self.guard_supply.clone_from(guard_supply);
        self.effect.clone_from(effect);
        self.obligations.clone_from(obligations);
        self.obligations_total.clone_from(obligations_total);
        self.ghost_log.clone_from(ghost_log);
        self.head_noted.clone_from(head_noted);
        self.record_spots.clone_from(record_spots);
        self.every_choice.clone_from(every_choice);
        self.keep_logs.clone_from(keep_logs);
    }
}

impl State {
    /// An empty board with the players' supplies, no tile in hand.
    pub fn empty(cat: Arc<Catalogue>, players: usize) -> State {
        State {
            cat,
            board: Board::default(),
            graph: Graph::default(),
            meeple_on: ByNode::default(),
            placed: Vec::new(),
            players: ByPlayer::new(
                players,
                Player {
                    score: 0,
                    meeples: 7,
                    guards: 0,
                },
            ),
            current: PlayerId(0),
            phase: Phase::PlaceTile,
            hand: None,
            bag: Vec::new(),
            discarded: Vec::new(),
            pending: Vec::new(),
            events: Vec::new(),
            turn: 0,
            centrals: Vec::new(),
            ghosts_in_play: false,
            variants: Variants::default(),
            ghost_supply: 0,
            circle_ghosts: ByNode::default(),
            guard_supply: ByPlayer::new(players, 0),
            effect: MistEffect::default(),
            obligations: Vec::new(),
            obligations_total: Vec::new(),
            ghost_log: Vec::new(),
            head_noted: false,
            record_spots: false,
            every_choice: false,
            keep_logs: true,
        }
    }

    /// Makes room for a game of `tiles` tiles.
    pub fn reserve(&mut self, tiles: usize) {
        let nodes = tiles * 7;
        self.board = Board::with_capacity(tiles);
        self.graph.reserve(nodes);
        self.meeple_on.reserve(nodes);
        self.circle_ghosts.reserve(nodes);
        self.bag.reserve(tiles);
        self.events.reserve(64);
    }

    /// Exp. 11 supplies: 15 ghosts; 5 meeples and 2 guards each; 3 guards per colour in the
    /// general guard supply (G1, B6).
    pub fn enable_ghosts(&mut self) {
        self.ghosts_in_play = true;
        self.ghost_supply = GHOSTS;
        for p in self.players.iter_mut() {
            p.meeples = 5;
            p.guards = 2;
        }
        self.guard_supply = ByPlayer::new(self.players.len(), 3);
    }

    /// Lays a tile, joins its features to its neighbours' and records what it completes.
    /// The caller has checked legality (or is laying out a scenario).
    pub fn lay_tile(&mut self, kind: KindId, pos: Pos, rotation: Rotation) -> TileIx {
        let cat = Arc::clone(&self.cat);
        let def = cat.kind(kind);
        let o = *cat.oriented(kind, rotation);
        let tile = PlacedTile {
            pos,
            kind,
            rotation,
            first_node: NodeId(self.graph.len() as u16),
        };
        let ti = self.board.place(&cat, tile);
        for f in &def.features {
            let sides = match f.kind {
                FeatureKind::City | FeatureKind::Road | FeatureKind::Mist => {
                    f.sides.count_ones() as u8
                }
                _ => 0,
            };
            self.graph.add(f.kind, ti, sides, f.shields);
            self.meeple_on.push(None);
            self.circle_ghosts.push(0);
        }
        // At most 4 sides each: fixed arrays, no allocation per placement.
        let (mut joined, mut nj) = ([NodeId(0); 4], 0usize);
        let (mut limited, mut nl) = ([NodeId(0); 4], 0usize);
        for s in Side::ALL {
            let Some(nt) = self.board.placed_at(pos.step(s)) else {
                continue;
            };
            let no = cat.oriented(nt.kind, nt.rotation);
            let opp = s.opposite();
            if let (Some(a), Some(b)) = (o.side_feature(s), no.side_feature(opp)) {
                self.graph.join_edge(tile.node(a), nt.node(b));
            }
            match (o.mist_feature(s), no.mist_feature(opp)) {
                (None, None) => {
                    // M1: fields only connect across two clear sides.
                    let (si, oi) = (s as usize, opp as usize);
                    for (hm, ht) in [(2 * si, 2 * oi + 1), (2 * si + 1, 2 * oi)] {
                        if let (Some(a), Some(b)) = (o.half_feature(hm), no.half_feature(ht)) {
                            self.graph.union(tile.node(a), nt.node(b));
                        }
                    }
                }
                (Some(a), Some(b)) => {
                    // M3: the new tile continues this bank.
                    let mine = tile.node(a);
                    self.graph.join_edge(mine, nt.node(b));
                    joined[nj] = mine;
                    nj += 1;
                }
                // M2, M4: a misty side faces a side without mist.
                (Some(a), None) => {
                    let n = tile.node(a);
                    self.graph.limit_side(n);
                    limited[nl] = n;
                    nl += 1;
                }
                (None, Some(b)) => {
                    let n = nt.node(b);
                    self.graph.limit_side(n);
                    limited[nl] = n;
                    nl += 1;
                }
            }
        }
        // M2: the banks this placement continued, limited and closed (roots after joining).
        let mut effect = std::mem::take(&mut self.effect);
        effect.tile = ti;
        effect.continued.clear();
        effect.limited.clear();
        effect.closed.clear();
        for &n in &joined[..nj] {
            let r = self.graph.find(n);
            if !effect.continued.contains(&r) {
                effect.continued.push(r);
            }
        }
        for &n in &limited[..nl] {
            let r = self.graph.find(n);
            if !effect.limited.contains(&r) {
                effect.limited.push(r);
            }
        }
        for (i, f) in def.indexed_features() {
            if f.kind == FeatureKind::Mist {
                let r = self.graph.find(tile.node(i));
                let sum = self.graph.summary(r);
                if sum.open == 0 && !sum.limited && !effect.closed.contains(&r) {
                    effect.closed.push(r);
                }
            }
        }
        self.effect = effect;
        // B4: roads and cities with no open side left are complete.
        self.pending.clear();
        for (i, f) in def.indexed_features() {
            if matches!(f.kind, FeatureKind::City | FeatureKind::Road) {
                let r = self.graph.find(tile.node(i));
                if self.graph.open(r) == 0 && !self.graph.done(r) && !self.pending.contains(&r) {
                    self.pending.push(r);
                }
            }
        }
        // B4, K1, K2: central features with 8 neighbours, on this tile or around it.
        // Each keeps a count of its placed neighbours, so only a new one looks around.
        let mut i = 0;
        while i < self.centrals.len() {
            let (p, node, n) = self.centrals[i];
            if (p.x - pos.x).abs() <= 1 && (p.y - pos.y).abs() <= 1 {
                if n + 1 == 8 {
                    self.pending.push(node);
                    self.centrals.swap_remove(i);
                    continue;
                }
                self.centrals[i].2 = n + 1;
            }
            i += 1;
        }
        if let Some((i, _)) = def.indexed_features().find(|(_, f)| f.kind.is_central()) {
            let n = self.board.neighbours(pos);
            if n == 8 {
                self.pending.push(tile.node(i));
            } else {
                self.centrals.push((pos, tile.node(i), n));
            }
        }
        ti
    }

    /// The tile a node belongs to and the node's feature on it.
    pub fn node_feature(&self, node: NodeId) -> (PlacedTile, FeatureIx) {
        let t = self.board.tile(self.graph.tile(node));
        (t, FeatureIx((node.0 - t.first_node.0) as u8))
    }

    /// The feature definition of node `node` (its kind, name, circles…).
    pub fn node_def(&self, node: NodeId) -> &crate::tile::FeatureDef {
        let (t, f) = self.node_feature(node);
        self.cat.kind(t.kind).feature(f)
    }

    /// The tile placed last.
    pub fn last_tile(&self) -> Option<PlacedTile> {
        self.board.tiles().last().copied()
    }

    /// Meeple actions for the tile just placed (B3), then [`Action::SkipMeeple`].
    pub fn meeple_actions(&self, out: &mut Vec<Action>) {
        let Some(t) = self.last_tile() else {
            out.push(Action::SkipMeeple);
            return;
        };
        let p = &self.players[self.current];
        let (has_meeple, has_guard) = (p.meeples > 0, p.guards > 0);
        if has_meeple || has_guard {
            let n = self.cat.kind(t.kind).features.len();
            for i in (0..n as u8).map(FeatureIx) {
                let node = t.node(i);
                // B3: never on mist (S5: nor on a spell circle); only on an empty feature.
                // G2: nor on the start tile's ruin
                if !self.graph.kind(node).holds_meeples() || self.graph.summary(node).meeples > 0 {
                    continue;
                }
                if has_meeple {
                    out.push(Action::PlaceMeeple {
                        feature: i,
                        guard: false,
                    });
                }
                if has_guard {
                    out.push(Action::PlaceMeeple {
                        feature: i,
                        guard: true,
                    });
                }
            }
        }
        out.push(Action::SkipMeeple);
    }

    /// Whether "no meeple" is the only meeple action now (B3: no meeple or guard left, or no
    /// free feature on the tile just placed): [`State::meeple_actions`] is that alone, found
    /// without listing the others (the engine asks it after every placement).
    pub fn only_skip(&self) -> bool {
        let Some(t) = self.last_tile() else {
            return true;
        };
        let p = &self.players[self.current];
        if p.meeples == 0 && p.guards == 0 {
            return true;
        }
        let n = self.cat.kind(t.kind).features.len();
        !(0..n as u8).map(FeatureIx).any(|i| {
            let node = t.node(i);
            self.graph.kind(node).holds_meeples() && self.graph.summary(node).meeples == 0
        })
    }

    /// Every legal action, in an order fixed by the game's history.
    pub fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        match self.phase {
            Phase::PlaceTile => {
                if let Some(k) = self.hand {
                    self.board
                        .for_each_placement(&self.cat, k, |p| out.push(Action::PlaceTile(p)));
                }
            }
            Phase::Ghosts => self.ghost_actions(out),
            Phase::Meeple => self.meeple_actions(out),
            Phase::GameOver => {}
        }
    }

    /// Whether `a` may be played now: one of [`State::legal_actions_into`], or a placement
    /// whose rotation turns the tile the same way as a listed one (B1: every rotation that fits
    /// plays, and is kept as given, so feature names refer to the tile as the player turned it).
    pub fn is_legal(&self, a: Action) -> bool {
        match (a, self.phase, self.hand) {
            (Action::PlaceTile(p), Phase::PlaceTile, Some(k)) => {
                self.board.fits(&self.cat, k, p.pos, p.rotation)
            }
            (Action::PlaceTile(_), _, _) => false,
            _ => {
                let mut legal = Vec::new();
                self.legal_actions_into(&mut legal);
                legal.contains(&a)
            }
        }
    }

    /// Plays an action known to be legal.
    pub fn apply(&mut self, a: Action) {
        match a {
            Action::PlaceTile(p) => {
                let Some(kind) = self.hand.take() else { return };
                self.lay_tile(kind, p.pos, p.rotation);
                self.build_obligations();
                self.settle_obligations();
                self.phase = if self.obligations.is_empty() {
                    Phase::Meeple
                } else {
                    Phase::Ghosts
                };
            }
            Action::MoveGhost { from, to } => {
                self.move_ghost(from, to);
                if self.obligations.is_empty() {
                    self.phase = Phase::Meeple;
                }
            }
            Action::PlaceMeeple { feature, guard } => {
                if let Some(t) = self.last_tile() {
                    self.put_meeple(t.node(feature), self.current, guard);
                }
                self.end_turn();
            }
            Action::SkipMeeple => self.end_turn(),
        }
    }

    /// Puts a meeple of `player` from their supply on `node`.
    pub fn put_meeple(&mut self, node: NodeId, player: PlayerId, guard: bool) {
        let p = &mut self.players[player];
        if guard {
            p.guards -= 1;
        } else {
            p.meeples -= 1;
        }
        if let Err(i) = self.placed.binary_search(&node) {
            self.placed.insert(i, node);
        }
        self.meeple_on[node] = Some(Meeple {
            player,
            guard,
            ghosts: 0,
        });
        self.graph.add_meeples(node, 1);
    }

    /// Sends the meeple on `node` back to its owner; its ghosts go to the supply (B4, G3, G5).
    pub(crate) fn return_meeple(&mut self, node: NodeId) {
        if let Some(m) = self.meeple_on[node].take() {
            if let Ok(i) = self.placed.binary_search(&node) {
                self.placed.remove(i);
            }
            self.ghost_supply += m.ghosts;
            let p = &mut self.players[m.player];
            if m.guard {
                p.guards += 1;
            } else {
                p.meeples += 1;
            }
            self.graph.add_meeples(node, -1);
        }
    }

    /// B4 scoring of what the placement completed, then the next player draws.
    fn end_turn(&mut self) {
        let pending = std::mem::take(&mut self.pending);
        for &root in &pending {
            self.score_feature(root, true);
        }
        self.pending = pending;
        self.pending.clear();
        self.turn += 1;
        self.current = self.players.after(self.current);
        self.draw();
        if self.hand.is_none() {
            self.final_scoring();
            self.phase = Phase::GameOver;
        } else {
            self.phase = Phase::PlaceTile;
        }
    }

    /// Draws the next tile that has a legal place; tiles that fit nowhere leave the game (B2).
    pub fn draw(&mut self) {
        self.hand = None;
        while let Some(k) = self.bag.pop() {
            if self.board.has_placement(&self.cat, k) {
                self.hand = Some(k);
                return;
            }
            self.discarded.push(k);
        }
    }

    /// Why placing the tile in hand at `pos` turned `rot` is not legal, or `None` if it is.
    pub fn placement_problem(&self, pos: Pos, rot: Rotation) -> Option<PlacementProblem> {
        let Some(kind) = self.hand else {
            return Some(PlacementProblem::NoTileInHand);
        };
        let tile = Tried {
            tile: self.cat.kind(kind).id.clone(),
            pos,
            rotation: rot,
        };
        if pos.x.abs() > MAX_COORD || pos.y.abs() > MAX_COORD {
            return Some(PlacementProblem::OffBoard(tile));
        }
        if self.board.occupied(pos) {
            return Some(PlacementProblem::Occupied(tile));
        }
        if self.board.fits(&self.cat, kind, pos, rot) {
            return None;
        }
        let o = self.cat.oriented(kind, rot);
        for side in Side::ALL {
            if let Some(nt) = self.board.placed_at(pos.step(side)) {
                let theirs: Terrain = self
                    .cat
                    .oriented(nt.kind, nt.rotation)
                    .terrain(side.opposite());
                let mine = o.terrain(side);
                if mine != theirs {
                    return Some(PlacementProblem::SideMismatch {
                        tile,
                        side,
                        mine,
                        theirs,
                        neighbour: self.cat.kind(nt.kind).id.clone(),
                        neighbour_at: nt.pos,
                    });
                }
            }
        }
        Some(PlacementProblem::NotTouching(tile))
    }
}
