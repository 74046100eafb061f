//! Scoring: completed features (B4), final scoring (B5), castles (K1), cemeteries (K2) and the
//! ghosts' penalty (G6), as methods of [`State`].

use crate::board::Pos;
use crate::ids::{FeatureIx, NodeId, PlayerId};
use crate::state::{ScoreEvent, State, MAX_PLAYERS};
use crate::tile::FeatureKind;

impl State {
    /// The players with the most meeples on the feature of `node` (none when it holds none),
    /// in seat order: `(players, how many)`, without allocating (the final scoring of every
    /// simulation of the computer player's search asks it for every feature).
    pub(crate) fn majority(&self, node: NodeId) -> ([PlayerId; MAX_PLAYERS], usize) {
        let mut counts = [0u8; MAX_PLAYERS];
        self.graph.for_each_member(node, |m| {
            if let Some(mp) = self.meeple_on[m] {
                counts[mp.player.index()] += 1;
            }
        });
        let max = *counts.iter().max().unwrap_or(&0);
        let mut winners = [PlayerId(0); MAX_PLAYERS];
        let mut n = 0;
        if max > 0 {
            for p in self.players.ids().filter(|p| counts[p.index()] == max) {
                winners[n] = p;
                n += 1;
            }
        }
        (winners, n)
    }

    /// What a feature scores, read-only: (points, tiles, shields, completed cities) for B4 when
    /// `complete`, else B5; K1 for castles; K2 cemeteries and mist score 0. `root` is its
    /// set's root. [`State::score_feature`] and the computer player's evaluation
    /// ([`State::final_points`]) use it; the points come from [`counted_points`], which the
    /// search's evaluation calls with the counts it gathers on its own walk of a feature.
    pub(crate) fn feature_points(&self, root: NodeId, complete: bool) -> (i32, u16, u32, u16) {
        let kind = self.graph.kind(root);
        let (tiles, shields, cities) = match kind {
            FeatureKind::City => (
                self.graph.tile_count(root),
                self.graph.summary(root).shields,
                0,
            ),
            FeatureKind::Road => (self.graph.tile_count(root), 0, 0),
            FeatureKind::Monastery => {
                let (t, _) = self.node_feature(root);
                (1 + self.board.neighbours(t.pos) as u16, 0, 0)
            }
            FeatureKind::Field => (0, 0, self.field_cities(root)),
            FeatureKind::Castle => {
                let (t, _) = self.node_feature(root);
                let around = self.mist_tiles_around(t.pos);
                // K1 at the end: the castle and its placed neighbours with mist, not its own tile
                let own = u16::from(self.cat.kind(t.kind).is_mist_tile());
                (
                    if complete {
                        around
                    } else {
                        around.saturating_sub(own)
                    },
                    0,
                    0,
                )
            }
            _ => (0, 0, 0),
        };
        let points = counted_points(kind, tiles, shields, cities, complete);
        (points, tiles, shields, cities)
    }

    /// Scores one feature: B4 when `complete`, else B5. Completed features send their meeples
    /// home (B4, G5).
    pub(crate) fn score_feature(&mut self, node: NodeId, complete: bool) {
        let root = self.graph.find(node);
        let kind = self.graph.kind(root);
        let (points, tiles, shields, cities) = self.feature_points(root, complete);
        let (most, n) = self.majority(root);
        let winners = &most[..n];
        for &w in winners {
            let score = &mut self.players[w].score;
            *score = score.saturating_add(points);
        }
        let rule = match kind {
            FeatureKind::Castle => "K1",
            FeatureKind::Cemetery => "K2",
            _ if complete => "B4",
            _ => "B5",
        };
        if kind == FeatureKind::Cemetery && complete {
            // K2: the keeper's owner takes a guard of their colour from the general supply.
            for &w in winners {
                if self.guard_supply[w] > 0 {
                    self.guard_supply[w] -= 1;
                    self.players[w].guards += 1;
                }
            }
        }
        if self.keep_logs {
            let (t, fi) = self.node_feature(root);
            let feature = self.cat.kind(t.kind).feature(fi).name.clone();
            self.events.push(ScoreEvent {
                rule,
                kind,
                at: t.pos,
                feature,
                tiles,
                shields,
                cities,
                complete,
                points,
                players: winners.to_vec(),
                turn: self.turn,
                ghosts: 0,
            });
        }
        self.graph.set_done(root);
        if complete {
            let mut on: Vec<NodeId> = Vec::new();
            self.graph.for_each_member(root, |m| {
                if self.meeple_on[m].is_some() {
                    on.push(m)
                }
            });
            for m in on {
                self.return_meeple(m);
            }
        }
    }

    /// Tiles with mist among the tile at `p` and its placed neighbours (K1).
    pub(crate) fn mist_tiles_around(&self, p: Pos) -> u16 {
        std::iter::once(p)
            .chain(p.around())
            .filter_map(|q| self.board.placed_at(q))
            .filter(|t| self.cat.kind(t.kind).is_mist_tile())
            .count() as u16
    }

    /// Calls `f` with the node of each city each member of the field of `root` touches (B5),
    /// member by member (a city touched by several members, several times).
    pub(crate) fn for_each_touched_city(&self, root: NodeId, mut f: impl FnMut(NodeId)) {
        self.graph.for_each_member(root, |m| {
            let (t, fi) = self.node_feature(m);
            let mut touches = self.cat.touched_cities(t.kind, fi);
            while touches != 0 {
                f(t.node(FeatureIx(touches.trailing_zeros() as u8)));
                touches &= touches - 1;
            }
        });
    }

    /// Number of distinct completed cities the field of `root` touches (B5).
    pub fn field_cities(&self, root: NodeId) -> u16 {
        // Few: counted in a fixed array, without allocating (the final scoring of every
        // simulation of the computer player's search counts every field), then in a vector.
        let mut few = [NodeId(0); 32];
        let mut len = 0usize;
        let mut many: Vec<NodeId> = Vec::new();
        self.for_each_touched_city(root, |c| {
            let r = self.graph.summary(c);
            if r.open != 0 || few[..len].contains(&r.root) || many.contains(&r.root) {
                return;
            }
            if len < few.len() {
                few[len] = r.root;
                len += 1;
            } else {
                many.push(r.root);
            }
        });
        u16::try_from(len + many.len()).unwrap_or(u16::MAX)
    }

    /// The points each player would have if the game ended now (B5 then G6, what
    /// [`State::final_scoring`] adds), read-only and without allocating: the computer player's
    /// evaluation, run hundreds of thousands of times a move. Players beyond `out` are left out.
    pub(crate) fn final_points(&self, out: &mut [i32; MAX_PLAYERS]) {
        for (o, p) in out.iter_mut().zip(self.players.iter()) {
            *o = p.score;
        }
        let mut ghosts = [0u8; MAX_PLAYERS];
        // The features scored so far (few: a meeple each at most).
        let mut seen: Vec<NodeId> = Vec::with_capacity(self.placed.len());
        for &node in &self.placed {
            if let Some(m) = self.meeple_on[node] {
                let g = &mut ghosts[m.player.index() % MAX_PLAYERS];
                *g = g.saturating_add(m.ghosts);
            }
            let s = self.graph.summary(node);
            // Each unfinished feature once (K2: no cemetery).
            if s.done || self.graph.kind(s.root) == FeatureKind::Cemetery || seen.contains(&s.root)
            {
                continue;
            }
            seen.push(s.root);
            let mut counts = [0u8; MAX_PLAYERS];
            self.graph.for_each_member(s.root, |m| {
                if let Some(mp) = self.meeple_on[m] {
                    counts[mp.player.index() % MAX_PLAYERS] += 1;
                }
            });
            let most = counts.iter().copied().max().unwrap_or(0);
            if most == 0 {
                continue;
            }
            let (points, ..) = self.feature_points(s.root, false);
            for (o, &c) in out.iter_mut().zip(&counts) {
                if c == most {
                    *o = o.saturating_add(points);
                }
            }
        }
        // G6: each ghost on a player's meeples costs 1 point.
        for (o, &g) in out.iter_mut().zip(&ghosts) {
            *o = o.saturating_sub(i32::from(g));
        }
    }

    /// B5: every unfinished feature with meeples scores, then fields.
    pub(crate) fn final_scoring(&mut self) {
        let mut roots: Vec<NodeId> = Vec::new();
        for i in 0..self.placed.len() {
            {
                let r = self.graph.find(self.placed[i]);
                if !roots.contains(&r) {
                    roots.push(r);
                }
            }
        }
        // B5 in the rulebook's order: roads, cities, monasteries (castles), fields last.
        crate::sort::sort_by_key(&mut roots, |&r| {
            let order = match self.graph.kind(r) {
                FeatureKind::Road => 0,
                FeatureKind::City => 1,
                FeatureKind::Field => 3,
                _ => 2,
            };
            (order, r)
        });
        for r in roots {
            // K2: a cemetery has no final scoring; G2: the start tile's ruin scores nothing.
            let kind = self.graph.kind(r);
            if !self.graph.done(r) && kind != FeatureKind::Cemetery && kind != FeatureKind::Ruin {
                self.score_feature(r, false);
            }
        }
        // G6: each ghost on a player's meeples costs 1 point.
        for p in self.players.ids() {
            let mut ghosts = 0u8;
            // The first meeple with ghosts: where the event is told.
            let mut at: Option<NodeId> = None;
            for &node in &self.placed {
                let m = self.meeple_on[node];
                if let Some(m) = m.filter(|m| m.player == p && m.ghosts > 0) {
                    ghosts += m.ghosts;
                    at.get_or_insert(node);
                }
            }
            if let Some(node) = at {
                let score = &mut self.players[p].score;
                *score = score.saturating_sub(i32::from(ghosts));
                if !self.keep_logs {
                    continue;
                }
                let (t, fi) = self.node_feature(node);
                self.events.push(ScoreEvent {
                    rule: "G6",
                    kind: FeatureKind::Mist,
                    at: t.pos,
                    feature: self.cat.kind(t.kind).feature(fi).name.clone(),
                    tiles: 0,
                    shields: 0,
                    cities: 0,
                    complete: false,
                    points: -(ghosts as i32),
                    players: vec![p],
                    turn: self.turn,
                    ghosts,
                });
            }
        }
    }
}

/// A row of the final score table (like BGA's end-of-game table), in the table's order: what a
/// scoring counts for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum ScoreCategory {
    /// Roads (B4, B5).
    Roads,
    /// Cities (B4, B5).
    Cities,
    /// Monasteries (B4, B5).
    Monasteries,
    /// Fields at game end (B5).
    Fields,
    /// Castles (K1).
    Castles,
    /// Ghosts on meeples at game end, −1 each (G6).
    Ghosts,
}

impl ScoreCategory {
    /// Every category, in the table's order.
    pub const ALL: [ScoreCategory; 6] = [
        ScoreCategory::Roads,
        ScoreCategory::Cities,
        ScoreCategory::Monasteries,
        ScoreCategory::Fields,
        ScoreCategory::Castles,
        ScoreCategory::Ghosts,
    ];

    /// Its word in the page's views: `roads`, `cities`, `monasteries`, `fields`, `castles`,
    /// `ghosts`.
    pub fn word(self) -> &'static str {
        match self {
            ScoreCategory::Roads => "roads",
            ScoreCategory::Cities => "cities",
            ScoreCategory::Monasteries => "monasteries",
            ScoreCategory::Fields => "fields",
            ScoreCategory::Castles => "castles",
            ScoreCategory::Ghosts => "ghosts",
        }
    }
}

impl ScoreEvent {
    /// The row of the score table this scoring counts in; `None` for the scorings that give no
    /// points whoever holds them (K2 cemeteries).
    pub fn category(&self) -> Option<ScoreCategory> {
        match self.kind {
            FeatureKind::Road => Some(ScoreCategory::Roads),
            FeatureKind::City => Some(ScoreCategory::Cities),
            FeatureKind::Monastery => Some(ScoreCategory::Monasteries),
            FeatureKind::Field => Some(ScoreCategory::Fields),
            FeatureKind::Castle => Some(ScoreCategory::Castles),
            FeatureKind::Mist => Some(ScoreCategory::Ghosts),
            FeatureKind::Cemetery | FeatureKind::Ruin => None,
        }
    }
}

/// The points of a feature of `kind` from its counts: B4 when `complete`, else B5; K1 for
/// castles; K2 cemeteries and mist score 0. `tiles` are a road's or city's distinct tiles, a
/// monastery's tile and its placed neighbours, a completed castle's mist tiles among it and
/// its 8 neighbours, an unfinished castle's mist tiles among its placed neighbours; `shields`
/// a city's; `cities` the completed cities a field touches. The one place of these rules
/// ([`State::feature_points`] and the search's evaluation count).
pub(crate) fn counted_points(
    kind: FeatureKind,
    tiles: u16,
    shields: u32,
    cities: u16,
    complete: bool,
) -> i32 {
    // Tiles and cities are u16 (a game has at most 801 tiles), shields u32 (at most
    // 801 × 16 × 255); points i32: 2 × (801 + 3,267,279) fits, and scores saturate
    // (MAX_SCORE bounds what a scenario starts with).
    let per = if complete { 2 } else { 1 };
    match kind {
        // B4: a completed city scores 2 a tile and a shield, B5: 1.
        FeatureKind::City => per * (i32::from(tiles) + shields as i32),
        FeatureKind::Road => i32::from(tiles),
        // B4: a completed monastery scores 9; B5: its tile and its placed neighbours.
        FeatureKind::Monastery if complete => 9,
        FeatureKind::Monastery => i32::from(tiles),
        // B5: 3 a completed city the field touches.
        FeatureKind::Field => 3 * i32::from(cities),
        // K1: 2 a mist tile among the castle tile and its 8 neighbours when complete; at the
        // end "1 point for the castle plus 1 point for each surrounding tile with mist on it"
        // (the published final scoring: the castle's own tile counts as the castle's point,
        // mist or not).
        FeatureKind::Castle if complete => 2 * i32::from(tiles),
        FeatureKind::Castle => 1 + i32::from(tiles),
        // K2: cemeteries score no points; mist is never scored.
        _ => 0,
    }
}
