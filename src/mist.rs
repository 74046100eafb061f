//! The mist of Exp. 11 and The Spell Circles: what a placement continues, limits and closes
//! (M2–M5), the ghosts it owes (S1–S7), and the single-ghost moves that pay them (G3, G4).
//!
//! Placing a tile builds a queue of [`Obligation`]s in the order of S7. While the queue is not
//! empty the game is in the `ghosts` phase and its legal actions are the concrete
//! [`GhostSpot`] → [`GhostSpot`] moves that pay the head obligation. Counts that depend on the
//! board ("all the ghosts in that bank's circles") are read when an obligation reaches the head,
//! so each step sees the board as the steps before it left it (S7).

use serde::Serialize;

use crate::json::{FromJson, Node, PathError};

use crate::game::{Action, State};
use crate::tile::FeatureKind;

/// Ghosts in the game with Exp. 11 (G1).
pub const GHOSTS: u8 = 15;

/// V1 `limit-bonus`: how S1 combines with M4's ghost.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum LimitBonus {
    /// S1's ghosts and M4's ghost (default).
    #[default]
    PlusOne,
    /// S1's ghosts replace M4's ghost.
    Replace,
}

/// V2 `limit-by-plain-tile`: which tiles can limit the mist (M4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum LimitByPlainTile {
    /// Any tile (default).
    #[default]
    Yes,
    /// Only a mist tile.
    MistTileOnly,
}

/// V3 `generic-ghost-count`: how many M3/M4 ghosts one placement gives.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum GenericGhostCount {
    /// One for M3 and one for M4 per placement (default, M5).
    #[default]
    PerPlacement,
    /// One per bank continued (M3) and one per bank limited (M4).
    PerBank,
}

/// V4 `fresh-circles`: whether this turn's S2 ghosts count for S3 and S5.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum FreshCircles {
    /// Only for S4, closing (default, S6).
    #[default]
    CloseOnly,
    /// Also for S3 and S5.
    Always,
}

/// V5 `circle-draw`: where S2 takes ghosts from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum CircleDraw {
    /// The 8 tiles around, then the supply (default, S2).
    #[default]
    NeighboursThenSupply,
    /// The supply only.
    SupplyOnly,
}

/// V6 `opponent-no-target`: a ghost owed to another player's meeple when there is none.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum OpponentNoTarget {
    /// It stays where it is (default, G4).
    #[default]
    Stays,
    /// A ghost in a spell circle goes to the supply.
    ToSupply,
}

/// The rule variants V1–V6 (RULES.md), each with its default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields, default)]
pub struct Variants {
    /// V1.
    pub limit_bonus: LimitBonus,
    /// V2.
    pub limit_by_plain_tile: LimitByPlainTile,
    /// V3.
    pub generic_ghost_count: GenericGhostCount,
    /// V4.
    pub fresh_circles: FreshCircles,
    /// V5.
    pub circle_draw: CircleDraw,
    /// V6.
    pub opponent_no_target: OpponentNoTarget,
}

crate::json_words!(LimitBonus { "plus-one" => LimitBonus::PlusOne, "replace" => LimitBonus::Replace });
crate::json_words!(LimitByPlainTile {
    "yes" => LimitByPlainTile::Yes,
    "mist-tile-only" => LimitByPlainTile::MistTileOnly,
});
crate::json_words!(GenericGhostCount {
    "per-placement" => GenericGhostCount::PerPlacement,
    "per-bank" => GenericGhostCount::PerBank,
});
crate::json_words!(FreshCircles {
    "close-only" => FreshCircles::CloseOnly,
    "always" => FreshCircles::Always,
});
crate::json_words!(CircleDraw {
    "neighbours-then-supply" => CircleDraw::NeighboursThenSupply,
    "supply-only" => CircleDraw::SupplyOnly,
});
crate::json_words!(OpponentNoTarget {
    "stays" => OpponentNoTarget::Stays,
    "to-supply" => OpponentNoTarget::ToSupply,
});

impl FromJson for Variants {
    /// Every key optional; a missing one is the rulebook's reading.
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        let f = node.fields(&[
            "limit-bonus",
            "limit-by-plain-tile",
            "generic-ghost-count",
            "fresh-circles",
            "circle-draw",
            "opponent-no-target",
        ])?;
        Ok(Variants {
            limit_bonus: f.or_default("limit-bonus")?,
            limit_by_plain_tile: f.or_default("limit-by-plain-tile")?,
            generic_ghost_count: f.or_default("generic-ghost-count")?,
            fresh_circles: f.or_default("fresh-circles")?,
            circle_draw: f.or_default("circle-draw")?,
            opponent_no_target: f.or_default("opponent-no-target")?,
        })
    }
}

/// A ghost rule that produces an obligation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum GhostRule {
    /// Limiting with a spell-circle tile: one ghost per circle to your meeples.
    S1,
    /// The new tile's circles draw ghosts from around it, then from the supply.
    S2,
    /// Continuing the mist: a ghost from the supply to another player's meeple.
    M3,
    /// Continuing a bank with occupied circles: one circle ghost to another player's meeple.
    S3,
    /// Closing a bank with occupied circles: all its circle ghosts to other players' meeples.
    S4,
    /// Limiting the mist: a ghost from the supply to your meeple.
    M4,
    /// Limiting a bank with occupied circles: all its circle ghosts to your meeples.
    S5,
}

impl GhostRule {
    /// The rule id ("M3").
    pub fn id(self) -> &'static str {
        match self {
            GhostRule::S1 => "S1",
            GhostRule::S2 => "S2",
            GhostRule::M3 => "M3",
            GhostRule::S3 => "S3",
            GhostRule::S4 => "S4",
            GhostRule::M4 => "M4",
            GhostRule::S5 => "S5",
        }
    }
}

/// Where one ghost can be: the supply, on the meeple standing on a feature node, or in the
/// spell circles of a mist-area node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GhostSpot {
    /// The general supply.
    Supply,
    /// The meeple on this feature node.
    Meeple(u16),
    /// A spell circle of this mist-area node.
    Circle(u16),
}

/// Where an obligation takes its ghosts from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Source {
    /// The supply.
    Supply,
    /// The occupied circles of a bank (a graph root); `fresh`: including the new tile's.
    Circles {
        /// The bank's root node.
        bank: u16,
        /// Whether the new tile's circles count.
        fresh: bool,
    },
    /// Meeples and circles on the 8 tiles around the new tile, then the supply (S2).
    Around,
}

/// Who an obligation gives its ghosts to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Target {
    /// The current player's meeples.
    Own,
    /// Other players' meeples.
    Others,
    /// A circle of the new tile's mist area (node).
    Circle(u16),
}

/// One rule's debt of ghosts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Obligation {
    /// The rule.
    pub rule: GhostRule,
    /// Ghosts still owed; [`ALL`] until it reaches the head ("all the ghosts in the circles").
    pub count: u8,
    /// It takes every ghost of its circles (S4, S5): the order they leave in is no choice, so
    /// only one source is offered at a time.
    pub takes_all: bool,
    /// From where.
    pub from: Source,
    /// To whom.
    pub to: Target,
}

/// Why an obligation ended with fewer ghosts moved than owed (G4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum GhostNote {
    /// Nothing to take: the supply (or the circles) ran out; the ghost is not placed.
    NoGhost,
    /// No eligible meeple; the ghosts stay where they are.
    NoTargetStays,
    /// No eligible meeple; the circle ghosts go to the supply.
    NoTargetToSupply,
}

/// One obligation of the last placement as it was paid: for the turn log and the preview.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GhostRecord {
    /// The rule.
    pub rule: GhostRule,
    /// Ghosts owed when it reached the head.
    pub owed: u8,
    /// Ghosts moved so far.
    pub moved: u8,
    /// From where.
    pub from: Source,
    /// To whom.
    pub to: Target,
    /// Why fewer moved than owed.
    pub note: Option<GhostNote>,
    /// Where the ghosts could come from when it reached the head (preview only).
    pub sources: Vec<GhostSpot>,
    /// Where they could go (preview only).
    pub targets: Vec<GhostSpot>,
}

/// Count of an obligation that takes every ghost it finds, fixed when it reaches the head.
pub const ALL: u8 = u8::MAX;

/// What one placement did to the mist (M2–M5).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MistEffect {
    /// Banks (roots) the new tile's mist joined (M3).
    pub continued: Vec<u16>,
    /// Banks (roots) with a misty side that now faces a clear side (M4).
    pub limited: Vec<u16>,
    /// Banks (roots) that are now closed (M2).
    pub closed: Vec<u16>,
    /// Tile index of the new tile.
    pub tile: usize,
}

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
        let t = self.board.tiles()[e.tile];
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
        for (i, f) in def.features.iter().enumerate() {
            if f.kind == FeatureKind::Mist && f.circles > 0 {
                let from = match v.circle_draw {
                    CircleDraw::NeighboursThenSupply => Source::Around,
                    CircleDraw::SupplyOnly => Source::Supply,
                };
                let node = t.first_node + i as u16;
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
    fn for_each_bank_circle(&self, bank: u16, fresh: bool, mut f: impl FnMut(u16)) {
        let new_tile = self.effect.tile as u16;
        self.graph.for_each_member(bank, |m| {
            if self.circle_ghosts[m as usize] > 0 && (fresh || self.graph.tile(m) != new_tile) {
                f(m);
            }
        });
    }

    /// Ghosts held by the circles of `bank` (the new tile's only if `fresh`).
    pub(crate) fn bank_circle_ghosts(&self, bank: u16, fresh: bool) -> u8 {
        let mut n = 0;
        self.for_each_bank_circle(bank, fresh, |m| n += self.circle_ghosts[m as usize]);
        n
    }

    /// Calls `f` for each ghost spot on the 8 tiles around the new tile (S2): meeples with
    /// ghosts and occupied circles. Returns whether there was any.
    fn for_each_around(&self, mut f: impl FnMut(GhostSpot)) -> bool {
        let t = self.board.tiles()[self.effect.tile];
        let mut any = false;
        for p in t.pos.around() {
            let Some(ti) = self.board.tile_at(p) else {
                continue;
            };
            let nt = self.board.tiles()[ti];
            let n = self.cat.kind(nt.kind).features.len() as u16;
            for node in nt.first_node..nt.first_node + n {
                if self.meeple_on[node as usize].is_some_and(|m| m.ghosts > 0) {
                    any = true;
                    f(GhostSpot::Meeple(node));
                }
                if self.circle_ghosts[node as usize] > 0 {
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
                    if let Some(m) = self.meeple_on[node as usize] {
                        if !m.guard && (m.player == self.current) == own {
                            f(GhostSpot::Meeple(node));
                        }
                    }
                }
            }
            Target::Circle(node) => {
                if self.circle_ghosts[node as usize] < self.circle_capacity(node) {
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
    pub(crate) fn circle_capacity(&self, node: u16) -> u8 {
        let (t, fi) = self.node_feature(node);
        self.cat.kind(t.kind).features[fi].circles
    }

    /// Drops or settles head obligations that have no move left (G4, empty supply), fixes the
    /// count of "all" obligations, notes each obligation in the ghost log as it reaches the
    /// head, and leaves the queue empty or with a head that has a legal move.
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
                    from: o.from,
                    to: o.to,
                    note: None,
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
                let to_supply = match (o.to, o.from) {
                    // G4: a ghost owed to your meeples with none on the board is forfeited:
                    // circle ghosts go to the supply, supply ghosts stay there.
                    (Target::Own, Source::Circles { .. }) => true,
                    // G4 / V6: owed to another player's meeple with none: it stays, or (V6
                    // to-supply) a circle ghost goes to the supply.
                    (Target::Others, Source::Circles { .. }) => {
                        self.variants.opponent_no_target == OpponentNoTarget::ToSupply
                    }
                    _ => false,
                };
                if to_supply {
                    for _ in 0..o.count {
                        if let Some(&GhostSpot::Circle(n)) = self.sources(&o).first() {
                            self.circle_ghosts[n as usize] -= 1;
                            self.ghost_supply += 1;
                        }
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

    /// The legal ghost moves for the head obligation. An obligation that takes every ghost
    /// of its circles offers only its first source: the order they leave in is no choice.
    pub(crate) fn ghost_actions(&self, out: &mut Vec<Action>) {
        let Some(o) = self.obligations.first() else {
            return;
        };
        let mut first = true;
        self.for_each_source(o, |from| {
            if o.takes_all && !first {
                return;
            }
            first = false;
            self.for_each_target(o, |to| out.push(Action::MoveGhost { from, to }));
        });
    }

    /// Moves one ghost and pays one ghost of the head obligation (G3 applies).
    pub(crate) fn move_ghost(&mut self, from: GhostSpot, to: GhostSpot) {
        match from {
            GhostSpot::Supply => self.ghost_supply -= 1,
            GhostSpot::Circle(n) => self.circle_ghosts[n as usize] -= 1,
            GhostSpot::Meeple(n) => {
                if let Some(m) = self.meeple_on[n as usize].as_mut() {
                    m.ghosts -= 1;
                }
            }
        }
        match to {
            GhostSpot::Supply => self.ghost_supply += 1,
            GhostSpot::Circle(n) => self.circle_ghosts[n as usize] += 1,
            GhostSpot::Meeple(n) => {
                let third = match self.meeple_on[n as usize].as_mut() {
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
            r.moved += 1;
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
