//! The mist of Exp. 11 and The Spell Circles: what a placement continues, limits and closes
//! (M2–M5), the ghosts it owes (S1–S7), and the single-ghost moves that pay them (G3, G4).
//!
//! Placing a tile builds a queue of [`Obligation`]s in the order of S7. While the queue is not
//! empty the game is in the `ghosts` phase and its legal actions are the concrete
//! [`GhostSpot`] → [`GhostSpot`] moves that pay the head obligation. Counts that depend on the
//! board ("all the ghosts in that bank's circles") are read when an obligation reaches the head,
//! so each step sees the board as the steps before it left it (S7).

use serde::Serialize;

use crate::ids::{NodeId, TileIx};
use crate::json::{FromJson, Node, PathError};

/// Ghosts in the game with Exp. 11 (G1).
pub const GHOSTS: u8 = 15;

/// V1 `limit-bonus`: how S1 combines with M4's ghost.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum LimitBonus {
    /// S1's ghosts and M4's ghost (default).
    #[default]
    PlusOne,
    /// S1's ghosts replace M4's ghost.
    Replace,
}

/// V2 `limit-by-plain-tile`: which tiles can limit the mist (M4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum LimitByPlainTile {
    /// Any tile (default).
    #[default]
    Yes,
    /// Only a mist tile.
    MistTileOnly,
}

/// V3 `generic-ghost-count`: how many M3/M4 ghosts one placement gives.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum GenericGhostCount {
    /// One for M3 and one for M4 per placement (default, M5).
    #[default]
    PerPlacement,
    /// One per bank continued (M3) and one per bank limited (M4).
    PerBank,
}

/// V4 `fresh-circles`: whether this turn's S2 ghosts count for S3 and S5.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum FreshCircles {
    /// Only for S4, closing (default, S6).
    #[default]
    CloseOnly,
    /// Also for S3 and S5.
    Always,
}

/// V5 `circle-draw`: where S2 takes ghosts from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum CircleDraw {
    /// The 8 tiles around, then the supply (default, S2).
    #[default]
    NeighboursThenSupply,
    /// The supply only.
    SupplyOnly,
}

/// V6 `opponent-no-target`: a ghost owed to another player's meeple when there is none.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum OpponentNoTarget {
    /// It stays where it is (default, G4).
    #[default]
    Stays,
    /// A ghost in a spell circle goes to the supply.
    ToSupply,
}

/// The rule variants V1–V6 (RULES.md), each with its default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "kebab-case")]
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

/// A rule variant of RULES.md as the page offers it: its id, its setup key, its options (the
/// rulebook's reading first) and the set it matters with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct VariantInfo {
    /// `V1`…`V6`.
    pub id: &'static str,
    /// The key of [`Variants`] in a setup (`limit-bonus`).
    pub key: &'static str,
    /// Its words, the default first.
    pub options: &'static [&'static str],
    /// The tile set without which it changes nothing (`gcc` or `sc`).
    pub needs: &'static str,
}

/// The variants V1–V6, in order: the one table the setup reader, the page's New game dialog and
/// the editor take them from (published by the facade's `vocabulary()`).
pub const VARIANTS: [VariantInfo; 6] = [
    VariantInfo {
        id: "V1",
        key: "limit-bonus",
        options: LimitBonus::WORDS,
        needs: "sc",
    },
    VariantInfo {
        id: "V2",
        key: "limit-by-plain-tile",
        options: LimitByPlainTile::WORDS,
        needs: "gcc",
    },
    VariantInfo {
        id: "V3",
        key: "generic-ghost-count",
        options: GenericGhostCount::WORDS,
        needs: "gcc",
    },
    VariantInfo {
        id: "V4",
        key: "fresh-circles",
        options: FreshCircles::WORDS,
        needs: "sc",
    },
    VariantInfo {
        id: "V5",
        key: "circle-draw",
        options: CircleDraw::WORDS,
        needs: "sc",
    },
    VariantInfo {
        id: "V6",
        key: "opponent-no-target",
        options: OpponentNoTarget::WORDS,
        needs: "gcc",
    },
];

impl FromJson for Variants {
    /// Every key optional; a missing one is the rulebook's reading.
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        let keys = VARIANTS.map(|v| v.key);
        let f = node.fields(&keys)?;
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

/// The state of a mist bank (M2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BankState {
    /// Some misty side still faces an empty cell, none faces a clear side.
    Open,
    /// A misty side faces a side without mist: it can never close.
    Limited,
    /// Every misty side faces a misty side.
    Closed,
}

crate::json_words!(BankState {
    "open" => BankState::Open,
    "limited" => BankState::Limited,
    "closed" => BankState::Closed,
});

/// A ghost rule that produces an obligation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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
    /// The step of S7 the rule belongs to (S1 → S2 → M3 → S3/S4 → M4 → S5). Obligations of one
    /// step for several banks (or several mist areas of the new tile, S2) are paid in the order
    /// the player chooses when that order can change the outcome (S7, S7a).
    pub fn step(self) -> u8 {
        match self {
            GhostRule::S1 => 0,
            GhostRule::S2 => 1,
            GhostRule::M3 => 2,
            GhostRule::S3 | GhostRule::S4 => 3,
            GhostRule::M4 => 4,
            GhostRule::S5 => 5,
        }
    }

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
    Meeple(NodeId),
    /// A spell circle of this mist-area node.
    Circle(NodeId),
}

/// Where an obligation takes its ghosts from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Source {
    /// The supply.
    Supply,
    /// The occupied circles of a bank (a graph root); `fresh`: including the new tile's.
    Circles {
        /// The bank's root node.
        bank: NodeId,
        /// Whether the new tile's circles count.
        fresh: bool,
    },
    /// Meeples and circles on the 8 tiles around the new tile, then the supply (S2).
    Around,
}

/// Who an obligation gives its ghosts to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    /// The current player's meeples.
    Own,
    /// Other players' meeples.
    Others,
    /// A circle of the new tile's mist area (node).
    Circle(NodeId),
}

/// One rule's debt of ghosts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
    /// Circle ghosts sent to the supply because nobody could take them (G4 for your own
    /// meeples, V6 `to-supply` for other players').
    pub to_supply: u8,
    /// Why fewer moved than owed.
    pub note: Option<GhostNote>,
    /// The player chooses which of several banks of this step goes first (S7).
    pub choose_order: bool,
    /// The player chooses which circles give the ghosts (S7a: a shortfall, or V6 `to-supply`).
    pub choose_circles: bool,
    /// Where the ghosts could come from when it reached the head (preview only).
    pub sources: Vec<GhostSpot>,
    /// Where they could go (preview only).
    pub targets: Vec<GhostSpot>,
}

/// Count of an obligation that takes every ghost it finds, fixed when it reaches the head.
pub const ALL: u8 = u8::MAX;

/// What one placement did to the mist (M2–M5).
#[derive(Debug, Default, PartialEq, Eq)]
pub struct MistEffect {
    /// Banks (roots) the new tile's mist joined (M3).
    pub continued: Vec<NodeId>,
    /// Banks (roots) with a misty side that now faces a clear side (M4).
    pub limited: Vec<NodeId>,
    /// Banks (roots) that are now closed (M2).
    pub closed: Vec<NodeId>,
    /// The new tile.
    pub tile: TileIx,
}

/// A copy into an existing one ([`Clone::clone_from`]) reuses its vectors' memory: the computer
/// player copies a game for each simulation.
impl Clone for MistEffect {
    fn clone(&self) -> MistEffect {
        MistEffect {
            continued: self.continued.clone(),
            limited: self.limited.clone(),
            closed: self.closed.clone(),
            tile: self.tile,
        }
    }

    fn clone_from(&mut self, source: &MistEffect) {
        // Every field named, so a new one cannot be forgotten.
        let MistEffect {
            continued,
            limited,
            closed,
            tile,
        } = source;
        self.continued.clone_from(continued);
        self.limited.clone_from(limited);
        self.closed.clone_from(closed);
        self.tile = *tile;
    }
}
