//! The ghosts a placement owes and the single-ghost moves that pay them (M3–S7a, G3, G4, V1–V6),
//! as methods of [`State`]. The types (obligations, spots, records) are in `mist.rs`.

use crate::ids::NodeId;
use crate::mist::*;
use crate::state::{Action, State};
use crate::tile::FeatureKind;

impl State {
    /// The ghost obligations of the placement just made, in the order of S7.
    pub(crate) fn build_obligations(&mut self) {
        self.obligations.clear();
        self.ghost_log.clear();
        self.head_noted = false;
        if !self.ghosts_in_play {
            return;
        }
        let e = std::mem::take(&mut self.effect);
        let t = self.board.tile(e.tile);
        let cat = std::sync::Arc::clone(&self.cat);
        let def = cat.kind(t.kind);
        let v = self.variants;
        let mist_tile = def.is_mist_tile();
        let circles = def.circles();
        let continues = mist_tile && !e.continued.is_empty();
        let limits =
            !e.limited.is_empty() && (mist_tile || v.limit_by_plain_tile == LimitByPlainTile::Yes);
        let mut q: Vec<Obligation> = Vec::new();
        let push = |q: &mut Vec<Obligation>, rule, count, from, to| {
            if count > 0 {
                q.push(Obligation {
                    rule,
                    count,
                    takes_all: count == ALL,
                    from,
                    to,
                })
            }
        };
        // S1: limiting with a spell-circle tile.
        if limits && circles > 0 {
            push(&mut q, GhostRule::S1, circles, Source::Supply, Target::Own);
        }
        // S2: each circle of the new tile draws a ghost.
        for (i, f) in def.indexed_features() {
            if f.kind == FeatureKind::Mist && f.circles > 0 {
                let from = match v.circle_draw {
                    CircleDraw::NeighboursThenSupply => Source::Around,
                    CircleDraw::SupplyOnly => Source::Supply,
                };
                let node = t.node(i);
                push(&mut q, GhostRule::S2, f.circles, from, Target::Circle(node));
            }
        }
        let fresh_any = v.fresh_circles == FreshCircles::Always;
        // M3 with S3 / S4.
        if continues {
            let m3 = match v.generic_ghost_count {
                GenericGhostCount::PerPlacement => 1,
                GenericGhostCount::PerBank => e.continued.len() as u8,
            };
            push(&mut q, GhostRule::M3, m3, Source::Supply, Target::Others);
            for &bank in &e.continued {
                if e.closed.contains(&bank) {
                    let from = Source::Circles { bank, fresh: true };
                    push(&mut q, GhostRule::S4, ALL, from, Target::Others);
                } else {
                    let from = Source::Circles {
                        bank,
                        fresh: fresh_any,
                    };
                    push(&mut q, GhostRule::S3, 1, from, Target::Others);
                }
            }
        }
        // M4 with S5.
        if limits {
            let m4 = match v.generic_ghost_count {
                GenericGhostCount::PerPlacement => 1,
                GenericGhostCount::PerBank => e.limited.len() as u8,
            };
            let replaced = circles > 0 && v.limit_bonus == LimitBonus::Replace;
            if !replaced {
                push(&mut q, GhostRule::M4, m4, Source::Supply, Target::Own);
            }
            for &bank in &e.limited {
                let from = Source::Circles {
                    bank,
                    fresh: fresh_any,
                };
                push(&mut q, GhostRule::S5, ALL, from, Target::Own);
            }
        }
        self.effect = e;
        self.obligations_total.clone_from(&q);
        self.obligations = q;
    }

    /// Calls `f` for each circle spot (mist node holding a ghost) of `bank`, leaving out the
    /// new tile's unless `fresh`.
    fn for_each_bank_circle(&self, bank: NodeId, fresh: bool, mut f: impl FnMut(NodeId)) {
        let new_tile = self.effect.tile;
        self.graph.for_each_member(bank, |m| {
            if self.circle_ghosts[m] > 0 && (fresh || self.graph.tile(m) != new_tile) {
                f(m);
            }
        });
    }

    /// Ghosts held by the circles of `bank` (the new tile's only if `fresh`).
    pub(crate) fn bank_circle_ghosts(&self, bank: NodeId, fresh: bool) -> u8 {
        let mut n = 0;
        self.for_each_bank_circle(bank, fresh, |m| n += self.circle_ghosts[m]);
        n
    }

    /// Calls `f` for each ghost spot on the 8 tiles around the new tile (S2): meeples with
    /// ghosts and occupied circles. Returns whether there was any.
    fn for_each_around(&self, mut f: impl FnMut(GhostSpot)) -> bool {
        let t = self.board.tile(self.effect.tile);
        let mut any = false;
        for p in t.pos.around() {
            let Some(nt) = self.board.placed_at(p) else {
                continue;
            };
            for node in nt.nodes(self.cat.kind(nt.kind).features.len()) {
                if self.meeple_on[node].is_some_and(|m| m.ghosts > 0) {
                    any = true;
                    f(GhostSpot::Meeple(node));
                }
                if self.circle_ghosts[node] > 0 {
                    any = true;
                    f(GhostSpot::Circle(node));
                }
            }
        }
        any
    }

    /// Calls `f` for each place the head of obligation `o` may take a ghost from.
    fn for_each_source(&self, o: &Obligation, mut f: impl FnMut(GhostSpot)) {
        match o.from {
            Source::Supply => {
                if self.ghost_supply > 0 {
                    f(GhostSpot::Supply)
                }
            }
            Source::Circles { bank, fresh } => {
                self.for_each_bank_circle(bank, fresh, |m| f(GhostSpot::Circle(m)))
            }
            Source::Around => {
                if !self.for_each_around(&mut f) && self.ghost_supply > 0 {
                    f(GhostSpot::Supply)
                }
            }
        }
    }

    /// Calls `f` for each place obligation `o` may give a ghost to: meeples (never guards, G1)
    /// of the current player or of the others, or a circle of the new tile with room.
    fn for_each_target(&self, o: &Obligation, mut f: impl FnMut(GhostSpot)) {
        match o.to {
            Target::Own | Target::Others => {
                let own = o.to == Target::Own;
                for &node in &self.placed {
                    if let Some(m) = self.meeple_on[node] {
                        if !m.guard && (m.player == self.current) == own {
                            f(GhostSpot::Meeple(node));
                        }
                    }
                }
            }
            Target::Circle(node) => {
                if self.circle_ghosts[node] < self.circle_capacity(node) {
                    f(GhostSpot::Circle(node))
                }
            }
        }
    }

    /// Where obligation `o` may take ghosts from, sorted.
    pub(crate) fn sources(&self, o: &Obligation) -> Vec<GhostSpot> {
        let mut v = Vec::new();
        self.for_each_source(o, |g| v.push(g));
        crate::sort::sort(&mut v);
        v
    }

    /// Where obligation `o` may give ghosts to, sorted.
    pub(crate) fn targets(&self, o: &Obligation) -> Vec<GhostSpot> {
        let mut v = Vec::new();
        self.for_each_target(o, |g| v.push(g));
        crate::sort::sort(&mut v);
        v
    }

    /// Spell circles of a mist-area node.
    pub(crate) fn circle_capacity(&self, node: NodeId) -> u8 {
        self.node_def(node).circles
    }

    /// What an obligation would owe if it reached the head now: its count, or for "all" and
    /// S3 the ghosts its bank's circles hold now.
    pub(crate) fn prospective_count(&self, o: &Obligation) -> u8 {
        match o.from {
            Source::Circles { bank, fresh } => {
                let held = self.bank_circle_ghosts(bank, fresh);
                if o.count == ALL {
                    held
                } else {
                    o.count.min(held)
                }
            }
            _ => o.count,
        }
    }

    /// Ghosts the meeples of `to` can still take before every one of them has gone home:
    /// a meeple with `g` ghosts takes `3 - g` (its third sends it home, G3). Guards take none.
    fn meeple_capacity(&self, to: Target) -> u32 {
        let own = to == Target::Own;
        let mut n = 0;
        for &node in &self.placed {
            if let Some(m) = self.meeple_on[node] {
                if !m.guard && (m.player == self.current) == own {
                    n += 3u32.saturating_sub(m.ghosts as u32);
                }
            }
        }
        n
    }

    /// Ghosts the S2 step can still draw: those on meeples and in circles on the 8 tiles
    /// around (unless V5 `supply-only`), then the supply.
    fn drawable_ghosts(&self, from: Source) -> u32 {
        let mut n = self.ghost_supply as u32;
        if from == Source::Around {
            let circles = &self.circle_ghosts;
            let meeples = &self.meeple_on;
            self.for_each_around(|g| match g {
                GhostSpot::Meeple(node) => n += meeples[node].map_or(0, |m| m.ghosts as u32),
                GhostSpot::Circle(node) => n += circles[node] as u32,
                GhostSpot::Supply => {}
            });
        }
        n
    }

    /// How many obligations at the head belong to the same step of S7 (several banks, or
    /// several mist areas of the new tile for S2).
    fn step_len(&self) -> usize {
        let Some(head) = self.obligations.first() else {
            return 0;
        };
        let step = head.rule.step();
        self.obligations
            .iter()
            .take_while(|o| o.rule.step() == step)
            .count()
    }

    /// Whether the head's step falls short in a way where the player's choice of sources (or,
    /// for S2, of which new circles are filled) changes the outcome (S7a). Ghosts that nobody
    /// can take and that go to the supply anyway (G4 for your meeples, V6 `to-supply`) leave
    /// every circle of the step empty whatever the order, so only these fall short with a
    /// choice:
    /// - S3/S4 to other players' meeples with V6 `stays`: more circle ghosts are owed than the
    ///   other players' meeples can take; the ones not placed stay in their circles;
    /// - S2: fewer ghosts can be drawn than the new tile's circles have room for; the circles
    ///   not filled stay empty.
    fn shortfall_matters(&self) -> bool {
        let Some(&head) = self.obligations.first() else {
            return false;
        };
        let n = self.step_len();
        let group = &self.obligations[..n];
        match (head.to, head.from) {
            (Target::Others, Source::Circles { .. })
                if self.variants.opponent_no_target == OpponentNoTarget::Stays =>
            {
                let owed: u32 = head.count as u32
                    + group[1..]
                        .iter()
                        .map(|o| self.prospective_count(o) as u32)
                        .sum::<u32>();
                owed > self.meeple_capacity(Target::Others)
            }
            (Target::Circle(_), from) => {
                let room: u32 = group
                    .iter()
                    .map(|o| match o.to {
                        Target::Circle(node) => o.count.min(
                            self.circle_capacity(node)
                                .saturating_sub(self.circle_ghosts[node]),
                        ) as u32,
                        _ => 0,
                    })
                    .sum();
                n > 1 && room > self.drawable_ghosts(from)
            }
            _ => false,
        }
    }

    /// The obligations at the head the player may start with: the whole step when its order
    /// can change the outcome and the head has not begun paying (S7: the active player chooses
    /// the order of the banks), else the head alone.
    fn open_len(&self) -> usize {
        let begun = self.head_noted
            && self
                .ghost_log
                .last()
                .is_some_and(|r| r.moved > 0 || r.to_supply > 0);
        let n = self.step_len();
        if n > 1 && !begun && (self.every_choice || self.shortfall_matters()) {
            n
        } else {
            1.min(n)
        }
    }

    /// Whether the head, which no meeple can take, sends its circle ghosts to the supply (G4
    /// for your meeples; V6 `to-supply` for other players').
    fn head_goes_to_supply(&self, o: &Obligation) -> bool {
        match (o.to, o.from) {
            (Target::Own, Source::Circles { .. }) => true,
            (Target::Others, Source::Circles { .. }) => {
                self.variants.opponent_no_target == OpponentNoTarget::ToSupply
            }
            _ => false,
        }
    }

    /// Whether the head sends fewer circle ghosts to the supply than its circles hold, from
    /// more than one circle: the player chooses which circle gives (S7a; S3 under V6).
    fn supply_choice(&self, o: &Obligation) -> bool {
        let Source::Circles { bank, fresh } = o.from else {
            return false;
        };
        if !self.head_goes_to_supply(o)
            || (!self.every_choice && o.count >= self.bank_circle_ghosts(bank, fresh))
        {
            return false;
        }
        let mut spots = 0;
        self.for_each_bank_circle(bank, fresh, |_| spots += 1);
        spots > 1
    }

    /// Drops or settles head obligations that have no move left (G4, empty supply), fixes the
    /// count of "all" obligations, notes each obligation in the ghost log as it reaches the
    /// head, and leaves the queue empty or with a head that has a legal move.
    pub(crate) fn settle_obligations(&mut self) {
        while let Some(&o) = self.obligations.first() {
            let mut o = o;
            if o.count == ALL {
                o.count = match o.from {
                    Source::Circles { bank, fresh } => self.bank_circle_ghosts(bank, fresh),
                    _ => 0,
                };
                self.obligations[0].count = o.count;
            }
            if let (GhostRule::S3, Source::Circles { bank, fresh }) = (o.rule, o.from) {
                // S3 fires only for a bank that holds at least one occupied circle.
                if self.bank_circle_ghosts(bank, fresh) == 0 {
                    o.count = 0;
                }
            }
            if o.count == 0 {
                // Nothing owed (S3–S5 with no occupied circle): the rule does not fire.
                self.pop_head();
                continue;
            }
            let (mut has_source, mut has_target) = (false, false);
            self.for_each_source(&o, |_| has_source = true);
            self.for_each_target(&o, |_| has_target = true);
            if !self.head_noted {
                // (Before `head_noted` is set: the head has not begun paying.)
                let order = self.open_len() > 1;
                let mut spots = 0;
                self.for_each_source(&o, |_| spots += 1);
                let circles = (o.takes_all && spots > 1 && self.shortfall_matters())
                    || (!has_target && has_source && self.supply_choice(&o));
                self.head_noted = true;
                let (sv, tv) = if self.record_spots {
                    (self.sources(&o), self.targets(&o))
                } else {
                    (Vec::new(), Vec::new())
                };
                self.ghost_log.push(GhostRecord {
                    rule: o.rule,
                    owed: o.count,
                    moved: 0,
                    to_supply: 0,
                    from: o.from,
                    to: o.to,
                    note: None,
                    choose_order: order,
                    choose_circles: circles,
                    sources: sv,
                    targets: tv,
                });
            }
            if !has_source {
                // G4: nothing to take (empty supply, emptied circles): not placed.
                self.note_head(GhostNote::NoGhost);
                self.pop_head();
                continue;
            }
            if !has_target {
                if self.supply_choice(&o) {
                    // S7a: the player picks which circle gives its ghost to the supply.
                    self.note_head(GhostNote::NoTargetToSupply);
                    return;
                }
                let to_supply = self.head_goes_to_supply(&o);
                if to_supply {
                    // Every ghost of the bank's circles goes (or the only circle gives): no
                    // choice is left, so it happens at once.
                    let mut sent = 0;
                    for _ in 0..o.count {
                        if let Some(&GhostSpot::Circle(n)) = self.sources(&o).first() {
                            self.circle_ghosts[n] -= 1;
                            self.ghost_supply += 1;
                            sent += 1;
                        }
                    }
                    if let Some(r) = self.ghost_log.last_mut() {
                        r.to_supply += sent;
                    }
                }
                self.note_head(if to_supply {
                    GhostNote::NoTargetToSupply
                } else {
                    GhostNote::NoTargetStays
                });
                self.pop_head();
                continue;
            }
            return;
        }
    }

    fn pop_head(&mut self) {
        self.obligations.remove(0);
        self.head_noted = false;
    }

    fn note_head(&mut self, note: GhostNote) {
        if let Some(r) = self.ghost_log.last_mut() {
            r.note = Some(note);
        }
    }

    /// A hash of what a turn's decisions after its placement change: the meeples and their
    /// ghosts, the circles' ghosts, the supplies, the scores, the ghosts still owed, the phase
    /// and the player to move. After the same placement, two orders of ghost moves that reach
    /// the same position have the same key (the search's transpositions, `ai/mcts.rs`); the
    /// board and the bag are not in it (those decisions do not change them), nor the logs.
    pub(crate) fn turn_key(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        // Only the nodes with a meeple or with ghosts in circles, by number, then how many
        // nodes: late in a game hashing every node was most of the search's hashing, and
        // nearly all are empty.
        for (i, m) in self.meeple_on.iter().enumerate() {
            if let Some(m) = m {
                (i, m).hash(&mut h);
            }
        }
        h.write_usize(self.meeple_on.len());
        for (i, &g) in self.circle_ghosts.iter().enumerate() {
            if g != 0 {
                (i, g).hash(&mut h);
            }
        }
        h.write_usize(self.circle_ghosts.len());
        self.players.hash(&mut h);
        self.guard_supply.hash(&mut h);
        self.ghost_supply.hash(&mut h);
        self.obligations.hash(&mut h);
        self.obligations_total.hash(&mut h);
        self.pending.hash(&mut h);
        self.phase.hash(&mut h);
        self.current.hash(&mut h);
        self.head_noted.hash(&mut h);
        h.finish()
    }

    /// The legal ghost moves: those that pay the head obligation, or, where the order of one
    /// step's banks can change the outcome, those that pay any obligation of that step (S7).
    /// An obligation that takes every ghost of its circles offers only its first source unless
    /// a shortfall makes the choice of circles matter (S7a): otherwise the order they leave in
    /// changes nothing. A head that nobody can take and that sends one of several circles'
    /// ghosts to the supply offers each circle (S7a, V6).
    pub(crate) fn ghost_actions(&self, out: &mut Vec<Action>) {
        let Some(head) = self.obligations.first() else {
            return;
        };
        let mut has_target = false;
        self.for_each_target(head, |_| has_target = true);
        if !has_target {
            // Only left in place by `settle_obligations` for a choice of circle (V6).
            self.for_each_source(head, |from| {
                out.push(Action::MoveGhost {
                    from,
                    to: GhostSpot::Supply,
                })
            });
            return;
        }
        let n = self.open_len();
        // Asked only when it matters (an obligation that takes all with a second source):
        // the S7a reading costs a walk over the step's obligations.
        let mut choose_circles = (n > 1 || self.every_choice).then_some(true);
        for o in &self.obligations[..n] {
            let mut first = true;
            self.for_each_source(o, |from| {
                if o.takes_all
                    && !first
                    && !*choose_circles.get_or_insert_with(|| self.shortfall_matters())
                {
                    return;
                }
                first = false;
                self.for_each_target(o, |to| out.push(Action::MoveGhost { from, to }));
            });
        }
    }

    /// Brings to the head the obligation of the head's step that the move `from → to` pays,
    /// when the player chose to start with another bank (S7). The old head goes back unpaid.
    fn bring_to_head(&mut self, from: GhostSpot, to: GhostSpot) {
        let n = self.open_len();
        if n < 2 {
            return;
        }
        let pays = |st: &State, o: &Obligation| {
            let (mut src, mut dst) = (false, false);
            st.for_each_source(o, |g| src |= g == from);
            st.for_each_target(o, |g| dst |= g == to);
            src && dst
        };
        let Some(i) = (0..n).find(|&i| pays(self, &self.obligations[i])) else {
            return;
        };
        if i == 0 {
            return;
        }
        let mut head = self.obligations[0];
        if head.takes_all {
            head.count = ALL;
        }
        let chosen = self.obligations.remove(i);
        self.obligations[0] = chosen;
        self.obligations.insert(i, head);
        // The old head's log entry (nothing paid yet) gives way to the chosen obligation's.
        if self.head_noted {
            self.ghost_log.pop();
            self.head_noted = false;
        }
        self.settle_obligations();
        if let Some(r) = self.ghost_log.last_mut() {
            r.choose_order = true;
        }
    }

    /// Moves one ghost and pays one ghost of the head obligation (G3 applies).
    pub(crate) fn move_ghost(&mut self, from: GhostSpot, to: GhostSpot) {
        self.bring_to_head(from, to);
        match from {
            GhostSpot::Supply => self.ghost_supply -= 1,
            GhostSpot::Circle(n) => self.circle_ghosts[n] -= 1,
            GhostSpot::Meeple(n) => {
                if let Some(m) = self.meeple_on[n].as_mut() {
                    m.ghosts -= 1;
                }
            }
        }
        match to {
            GhostSpot::Supply => self.ghost_supply += 1,
            GhostSpot::Circle(n) => self.circle_ghosts[n] += 1,
            GhostSpot::Meeple(n) => {
                let third = match self.meeple_on[n].as_mut() {
                    Some(m) => {
                        m.ghosts += 1;
                        m.ghosts >= 3
                    }
                    None => false,
                };
                if third {
                    // G3: the third ghost sends the meeple home, its ghosts to the supply.
                    self.return_meeple(n);
                }
            }
        }
        if let Some(r) = self.ghost_log.last_mut() {
            if to == GhostSpot::Supply {
                // S7a / V6: the circle the player chose gives its ghost to the supply.
                r.to_supply += 1;
                r.note = Some(GhostNote::NoTargetToSupply);
            } else {
                r.moved += 1;
            }
        }
        if let Some(o) = self.obligations.first_mut() {
            o.count = o.count.saturating_sub(1);
            if o.count == 0 {
                self.pop_head();
            }
        }
        self.settle_obligations();
    }
}
