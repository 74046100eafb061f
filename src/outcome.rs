//! What a placement *would* do, without changing the game: banks continued, limited and
//! closed; the ghosts owed, from where and to whom; features completed and their points; and the
//! rule ids that fire. This is what the page shows when the pointer rests on a cell.
//!
//! Functions over a [`Game`] (the game itself is only in `game.rs`): [`preview`], and the views
//! of the circles and of the ghost obligations ([`circles`], [`obligations`], [`ghosts_paid`]).
//!
//! The preview plays the placement on a scratch copy and pays the ghosts with the visible
//! [`Game::auto_action`] policy, recording each obligation as it reaches the head (so counts
//! that depend on earlier steps are the ones the board would really show, S7).
//!
//! This file is long (about 850 lines of code, then 130 of tests) because the preview answers in structure, not words:
//! more than half of it is the documented view types the page words its panel from (banks and
//! the sides that touch them, obligations and why ghosts are not placed). Splitting the types
//! from the code that fills them would put one concern in two places.

use serde::Serialize;

use crate::board::Placement;
use crate::game::{Game, PlayError, PlayErrorKind, Refusal};
use crate::ids::{ByNode, NodeId, PlayerId};
use crate::look::Look;
use crate::mist::{BankState, GhostNote, GhostRecord, GhostRule, GhostSpot, Source, Target};
use crate::state::{Action, Phase};
use crate::tile::{FeatureKind, Side};

/// A place on the board: a tile and one of its features.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct SpotRef {
    /// Column.
    pub x: i16,
    /// Row.
    pub y: i16,
    /// Feature name on the tile (a meeple's feature, or a mist area for circles).
    pub feature: String,
}

/// A ghost's place in words for the page: the supply, a meeple (with its owner) or a circle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum SpotView {
    /// The general supply.
    Supply,
    /// The meeple on a feature.
    Meeple {
        /// Where.
        #[serde(flatten)]
        at: SpotRef,
        /// Its owner.
        player: u8,
        /// Ghosts on it now.
        ghosts: u8,
    },
    /// A spell circle of a mist area.
    Circle {
        /// Where.
        #[serde(flatten)]
        at: SpotRef,
        /// Ghosts in the area's circles now.
        ghosts: u8,
        /// Circles in the area.
        circles: u8,
    },
}

/// A mist bank touched by a placement.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct BankView {
    /// The bank's letter in this preview ("A"), as in [`Preview::banks`]; none (null) for a bank
    /// no side of the new tile touches (its mist closed inside it).
    pub label: Option<String>,
    /// A mist area of the bank.
    pub at: SpotRef,
    /// Tiles in the bank.
    pub tiles: u16,
    /// Ghosts in the bank's circles (before the ghosts are paid).
    pub circle_ghosts: u8,
}

/// What one side of the new tile does to the bank it touches (M2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SideAct {
    /// A misty side faces a misty side and the bank stays open (M3).
    Continue,
    /// A misty side faces a side without mist: the bank can never close (M4).
    Limit,
    /// A misty side faces a misty side and the bank has no open side left.
    Close,
}

impl SideAct {
    /// The word in the preview's JSON: `continue`, `limit`, `close`.
    pub fn word(self) -> &'static str {
        match self {
            SideAct::Continue => "continue",
            SideAct::Limit => "limit",
            SideAct::Close => "close",
        }
    }
}

/// Written as their `word()`: each word is spelled once.
macro_rules! serialize_as_word {
    ($($t:ty),+) => {$(
        impl Serialize for $t {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.word())
            }
        }

        crate::ts_type!($t => "string");
    )+};
}
serialize_as_word!(SideAct, ShortWhy, ShortFate);

/// One side of the new tile where it touches a bank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct SideTouch {
    /// The side of the new tile as placed: `N`, `E`, `S` or `W`.
    pub side: char,
    /// What it does to the bank.
    pub acts: SideAct,
    /// Whose side is misty where it limits: the new tile's (`true`) or the neighbour's
    /// (`false`, the new tile's side there is clear). True where it continues or closes.
    pub misty_new: bool,
}

/// An occupied spell circle area of a bank, before any ghost moves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct BankCircle {
    /// Where.
    #[serde(flatten)]
    pub at: SpotRef,
    /// Ghosts in its circles.
    pub ghosts: u8,
    /// Circles in the area.
    pub circles: u8,
}

/// A bank the new tile touches, with a letter for this preview and what each side does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct BankTouch {
    /// Its letter in this preview: `A`, `B`, … in the order the sides N, E, S, W meet them.
    pub label: String,
    /// A mist area of the bank (on a neighbour where one touches, else on the new tile).
    pub at: SpotRef,
    /// The sides of the new tile that touch it, N to W, and what each does.
    pub sides: Vec<SideTouch>,
    /// The new tile's mist joins it (M3).
    pub continued: bool,
    /// A misty side of it now faces a side without mist (M4); it can never close.
    pub limited: bool,
    /// No open misty side left (M2).
    pub closed: bool,
    /// Tiles in it after the placement.
    pub tiles: u16,
    /// Its occupied circles before any ghost moves (the new tile's are empty then).
    pub circles: Vec<BankCircle>,
}

/// Why some ghosts of an obligation were not placed, as data (G4, V6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShortWhy {
    /// Nothing to take: the supply (or the circles, or the tiles around and the supply) ran
    /// out.
    NoGhost,
    /// None of the players the ghosts are for has a meeple that can take one (guards never
    /// do; a meeple that took its third ghost went home, G3).
    NoMeeple,
}

impl ShortWhy {
    /// The word in the preview's JSON: `no-ghost`, `no-meeple`.
    pub fn word(self) -> &'static str {
        match self {
            ShortWhy::NoGhost => "no-ghost",
            ShortWhy::NoMeeple => "no-meeple",
        }
    }
}

/// Where the ghosts that were not placed end up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShortFate {
    /// They stay in the supply (owed from the supply, G4).
    StaysInSupply,
    /// They stay in their spell circles (G4, V6 `stays`).
    StaysInCircles,
    /// They go from their circles back to the supply (G4 for your meeples, V6 `to-supply`).
    ToSupply,
    /// There was no ghost to place (G4: an empty supply).
    NotPlaced,
}

impl ShortFate {
    /// The word in the preview's JSON: `stays-in-supply`, `stays-in-circles`, `to-supply`,
    /// `not-placed`.
    pub fn word(self) -> &'static str {
        match self {
            ShortFate::StaysInSupply => "stays-in-supply",
            ShortFate::StaysInCircles => "stays-in-circles",
            ShortFate::ToSupply => "to-supply",
            ShortFate::NotPlaced => "not-placed",
        }
    }
}

/// The ghosts of an obligation that were not placed, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct Shortfall {
    /// Ghosts not placed.
    pub count: u8,
    /// Why.
    pub why: ShortWhy,
    /// Where they end up.
    pub fate: ShortFate,
    /// The rule that says so: `G4`, or `V6` for circle ghosts sent to the supply under
    /// `opponent-no-target: to-supply`.
    pub rule: &'static str,
    /// Some meeples took ghosts before none was left to take one (the last went home, G3).
    pub after_some: bool,
    /// The players meant have guards on the board but no meeple (guards take no ghosts, G1).
    pub guards_only: bool,
}

/// A meeple sent home by its third ghost while an obligation was paid (G3): its feature is free
/// again.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct HomeView {
    /// Where it stood.
    #[serde(flatten)]
    pub at: SpotRef,
    /// Its owner.
    pub player: u8,
}

/// One ghost obligation as the preview met it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct ObligationView {
    /// The rule id ("M3").
    pub rule: &'static str,
    /// Ghosts owed when it reached the head.
    pub owed: u8,
    /// Ghosts that actually moved to a meeple or a circle (fewer when the supply ran out or
    /// nobody could take them, G4).
    pub moved: u8,
    /// Circle ghosts that went back to the supply because nobody could take them (G4 for your
    /// meeples, V6 `to-supply` for other players').
    pub to_supply: u8,
    /// The player chooses which of this step's banks goes first (S7).
    pub choose_order: bool,
    /// The player chooses which circles give the ghosts (S7a).
    pub choose_circles: bool,
    /// `own`, `others` or `circle`.
    pub to: &'static str,
    /// `supply`, `circles` or `around` (S2: the 8 tiles around, then the supply).
    pub from: &'static str,
    /// Where the ghosts can come from, when it reached the head.
    pub sources: Vec<SpotView>,
    /// Where they can go.
    pub targets: Vec<SpotView>,
    /// The letter of the bank whose circles give the ghosts (S3, S4, S5), as in
    /// [`Preview::banks`]; `None` elsewhere and outside a preview.
    pub bank: Option<String>,
    /// The players whose meeples the ghosts are for: the current player (`own`), every other
    /// player in turn order (`others`), none for a circle (S2).
    pub players: Vec<PlayerId>,
    /// Ghosts owed that stayed where they were (owed − moved − to_supply).
    pub stays: u8,
    /// Why some were not placed, when some were not.
    pub shortfall: Option<Shortfall>,
    /// The meeples this obligation's ghosts sent home, each with its third ghost (G3); only in
    /// a preview (the turn log says it of a move played).
    pub home: Vec<HomeView>,
    /// The explanation in words, citing the rule (English, for native use; the page words
    /// the fields above).
    pub text: String,
}

/// A feature the placement completes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct CompletionView {
    /// Rule (`B4`, `K1`, `K2`).
    pub rule: &'static str,
    /// Feature kind.
    pub kind: FeatureKind,
    /// A tile of the feature and the feature's name there.
    pub at: SpotRef,
    /// Tiles in it.
    pub tiles: u16,
    /// Points to each majority player, with the meeples on it now.
    pub points: i32,
    /// Who would score, with the meeples on it now (a meeple placed this turn may change it).
    pub players: Vec<PlayerId>,
}

/// Everything a placement would do.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct Preview {
    /// Id of the tile placed (the tile in hand).
    pub tile: String,
    /// Column.
    pub x: i16,
    /// Row.
    pub y: i16,
    /// Degrees clockwise.
    pub rotation: u16,
    /// Every bank the new tile touches, lettered, with what each of its sides does.
    pub banks: Vec<BankTouch>,
    /// Banks the tile's mist joins (M3).
    pub continued: Vec<BankView>,
    /// Banks with a misty side now facing a clear side (M4).
    pub limited: Vec<BankView>,
    /// Banks now closed (M2).
    pub closed: Vec<BankView>,
    /// The ghost obligations in the order they are paid (S7).
    pub obligations: Vec<ObligationView>,
    /// Features completed (scored at the end of the turn).
    pub completed: Vec<CompletionView>,
    /// Rule ids that fire, in order, without repeats.
    pub rules: Vec<&'static str>,
    /// Ghost supply after the ghosts are paid by the auto policy.
    pub supply_after: u8,
    /// Ghost supply at the end of the turn: after the ghosts are paid (as for `supply_after`)
    /// and the features completed are scored, no meeple placed: the ghosts of the meeples
    /// that score come back (G5). A meeple placed now carries none, so the choice of meeple
    /// does not change it.
    pub supply_end: u8,
}

impl Look<'_> {
    fn spot_ref(self, node: NodeId) -> SpotRef {
        let (t, fi) = self.node_feature(node);
        SpotRef {
            x: t.pos.x,
            y: t.pos.y,
            feature: self.cat().kind(t.kind).feature(fi).name.clone(),
        }
    }

    pub(crate) fn spot_view(self, g: GhostSpot) -> SpotView {
        match g {
            GhostSpot::Supply => SpotView::Supply,
            GhostSpot::Meeple(n) => {
                let m = self.meeple_on(n);
                SpotView::Meeple {
                    at: self.spot_ref(n),
                    player: m.map(|m| m.player.0).unwrap_or(0),
                    ghosts: m.map(|m| m.ghosts).unwrap_or(0),
                }
            }
            GhostSpot::Circle(n) => SpotView::Circle {
                at: self.spot_ref(n),
                ghosts: self.circle_ghosts()[n],
                circles: self.circle_capacity(n),
            },
        }
    }

    fn bank_view(self, root: NodeId, labels: &[(NodeId, char)]) -> BankView {
        let mut ghosts = 0;
        self.graph()
            .for_each_member(root, |m| ghosts += self.circle_ghosts()[m]);
        BankView {
            label: label_of(labels, root),
            at: self.spot_ref(root),
            tiles: self.graph().tile_count(root),
            circle_ghosts: ghosts,
        }
    }

    /// The banks the tile just laid touches, lettered in the order its sides N, E, S, W meet
    /// them, with what each side does (M2–M4); `before` holds each node's circle ghosts before
    /// the placement (the new tile's nodes are past its end: empty).
    fn bank_touches(self, before: &ByNode<u8>) -> (Vec<BankTouch>, Vec<(NodeId, char)>) {
        let mut banks: Vec<BankTouch> = Vec::new();
        let mut labels: Vec<(NodeId, char)> = Vec::new();
        let Some(&t) = self.board().tiles().get(self.effect().tile.index()) else {
            return (banks, labels);
        };
        let o = *self.cat().oriented(t.kind, t.rotation);
        for s in Side::ALL {
            let Some(nt) = self.board().placed_at(t.pos.step(s)) else {
                continue;
            };
            let no = self.cat().oriented(nt.kind, nt.rotation);
            let mine_node = o.mist_feature(s).map(|f| t.node(f));
            let their_node = no.mist_feature(s.opposite()).map(|f| nt.node(f));
            let (mine, theirs) = (mine_node.is_some(), their_node.is_some());
            let (root, at) = match (mine_node, their_node) {
                (None, None) => continue,
                (Some(n), None) => (self.graph().root(n), n),
                (Some(n), Some(their)) => (self.graph().root(n), their),
                (None, Some(their)) => (self.graph().root(their), their),
            };
            let acts = match (mine, theirs) {
                (true, true) if self.effect().closed.contains(&root) => SideAct::Close,
                (true, true) => SideAct::Continue,
                _ => SideAct::Limit,
            };
            let touch = SideTouch {
                side: s.letter(),
                acts,
                misty_new: mine,
            };
            if let Some(i) = labels.iter().position(|&(r, _)| r == root) {
                banks[i].sides.push(touch);
                continue;
            }
            let label = (b'A' + labels.len() as u8) as char;
            labels.push((root, label));
            let mut circles = Vec::new();
            self.graph().for_each_member(root, |m| {
                let held = before.get(m).copied().unwrap_or(0);
                if held > 0 {
                    circles.push(BankCircle {
                        at: self.spot_ref(m),
                        ghosts: held,
                        circles: self.circle_capacity(m),
                    });
                }
            });
            banks.push(BankTouch {
                label: label.to_string(),
                at: self.spot_ref(at),
                sides: vec![touch],
                continued: self.effect().continued.contains(&root),
                limited: self.effect().limited.contains(&root),
                closed: self.effect().closed.contains(&root),
                tiles: self.graph().tile_count(root),
                circles,
            });
        }
        (banks, labels)
    }

    /// Whether `players` have guards on the board but no meeple that could take a ghost.
    fn guards_only(self, players: &[PlayerId]) -> bool {
        let (mut guards, mut meeples) = (false, false);
        for &node in self.placed() {
            if let Some(m) = self.meeple_on(node) {
                if players.contains(&m.player) {
                    if m.guard {
                        guards = true;
                    } else {
                        meeples = true;
                    }
                }
            }
        }
        guards && !meeples
    }
}

/// The letter of bank `root` in `labels`.
fn label_of(labels: &[(NodeId, char)], root: NodeId) -> Option<String> {
    labels
        .iter()
        .find(|&&(r, _)| r == root)
        .map(|&(_, c)| c.to_string())
}

/// One obligation in words, with its rule id.
pub fn explain(rule: GhostRule, owed: u8, moved: u8, note: Option<GhostNote>) -> String {
    let n = |k: u8| format!("{k} ghost{}", if k == 1 { "" } else { "s" });
    let all = |k: u8| match k {
        1 => "the 1 ghost".to_string(),
        _ => format!("all {k} ghosts"),
    };
    let (head, count, rest) = match rule {
        GhostRule::S1 => (
            "Limit the mist with a spell-circle tile (S1)",
            n(owed),
            "from the supply to your meeples",
        ),
        GhostRule::S2 => (
            "The new spell circles draw ghosts (S2)",
            n(owed),
            "from the 8 tiles around, then the supply",
        ),
        GhostRule::M3 => (
            "Continue the mist (M3)",
            n(owed),
            "from the supply to another player's meeple",
        ),
        GhostRule::S3 => (
            "More ghosts (S3)",
            n(owed),
            "from an occupied spell circle of the continued mist to another player's meeple",
        ),
        GhostRule::S4 => (
            "Close the mist (S4)",
            all(owed),
            "in its spell circles to other players' meeples",
        ),
        GhostRule::M4 => (
            "Limit the mist (M4)",
            n(owed),
            "from the supply to one of your meeples",
        ),
        GhostRule::S5 => (
            "Limit the mist (S5)",
            all(owed),
            "in its spell circles to your meeples",
        ),
    };
    let what = format!("{head}: {count} {rest}");
    let short = owed.saturating_sub(moved);
    let shortfall = match note {
        _ if short == 0 => return what,
        None => return what,
        Some(GhostNote::NoGhost) => "not placed: no ghost left to take",
        Some(GhostNote::NoTargetStays) if short == 1 => "stays where it is: no meeple can take it",
        Some(GhostNote::NoTargetStays) => "stay where they are: no meeple can take them",
        Some(GhostNote::NoTargetToSupply) if short == 1 => {
            "goes back to the supply: no meeple can take it"
        }
        Some(GhostNote::NoTargetToSupply) => "go back to the supply: no meeple can take them",
    };
    format!("{what}; {} {shortfall} (G4)", n(short))
}

/// [`explain`] for a logged obligation, with the choices it leaves to the player (S7, S7a).
fn explain_record(r: &GhostRecord) -> String {
    let mut text = explain(r.rule, r.owed, r.moved, r.note);
    if r.choose_order {
        text.push_str("; you choose which bank goes first (S7)");
    }
    if r.choose_circles {
        text.push_str(if r.note == Some(GhostNote::NoTargetToSupply) {
            "; you choose which circle gives it (S7a)"
        } else {
            "; you choose which circles give them (S7a)"
        });
    }
    text
}

/// What placing the tile in hand there would do; the game is unchanged.
///
/// # Errors
/// A [`PlayError`] when the placement is not legal now (the reason in words).
pub fn preview(game: &Game, placement: Placement) -> Result<Preview, PlayError> {
    preview_paid(game, placement, &[])
}

/// What placing the tile in hand there and paying its ghosts with the moves `paid` does: as
/// [`preview`], but each ghost move the player chooses (where more than one is legal: a forced
/// move is played by the game itself, [`Game::play`]) is the next of `paid`, and the documented
/// policy only once `paid` runs out. The game is unchanged. A rule puzzle over the ghost payment
/// judges this outcome (docs/FORMATS.md, "Goals", `choose`).
///
/// # Errors
/// A [`PlayError`] when the placement is not legal now, or a move of `paid` is not one of the
/// ghost moves legal at its turn.
pub fn preview_paid(
    game: &Game,
    placement: Placement,
    paid: &[Action],
) -> Result<Preview, PlayError> {
    let mut paid = paid.iter();
    let wrong_phase = PlayError {
        kind: PlayErrorKind::WrongPhase,
        detail: Refusal::Phase {
            why: "placed",
            rule: None,
        },
    };
    if game.phase() != Phase::PlaceTile {
        return Err(wrong_phase);
    }
    if let Some(problem) = game.placement_problem(placement.pos, placement.rotation) {
        return Err(PlayError {
            kind: PlayErrorKind::Placement,
            detail: Refusal::Placement(problem),
        });
    }
    let mut st = game.scratch();
    // (placing needs a tile in hand: placement_problem said NoTileInHand otherwise)
    let Some(hand) = st.hand else {
        return Err(wrong_phase);
    };
    let tile = st.cat.kind(hand).id.clone();
    st.record_spots = true;
    st.apply(Action::PlaceTile(placement));
    let e = st.effect.clone();
    let (banks, labels) = Look::of(&st).bank_touches(game.look().circle_ghosts());
    let continued = e
        .continued
        .iter()
        .map(|&b| Look::of(&st).bank_view(b, &labels))
        .collect();
    let limited = e
        .limited
        .iter()
        .map(|&b| Look::of(&st).bank_view(b, &labels))
        .collect();
    let closed = e
        .closed
        .iter()
        .map(|&b| Look::of(&st).bank_view(b, &labels))
        .collect();
    // Pay the ghosts with the auto policy. The ghost log notes each obligation when it
    // reaches the head; its spots are described then, before anything moves.
    let mut spot_views: Vec<(Vec<SpotView>, Vec<SpotView>)> = Vec::new();
    let mut moves = Vec::new();
    // The meeples sent home (G3), with the obligation that sent them.
    let mut home: Vec<(usize, HomeView)> = Vec::new();
    loop {
        for r in st.ghost_log.iter().skip(spot_views.len()) {
            spot_views.push((
                r.sources
                    .iter()
                    .map(|&g| Look::of(&st).spot_view(g))
                    .collect(),
                r.targets
                    .iter()
                    .map(|&g| Look::of(&st).spot_view(g))
                    .collect(),
            ));
        }
        if st.phase != Phase::Ghosts {
            break;
        }
        moves.clear();
        st.ghost_actions(&mut moves);
        crate::sort::sort(&mut moves);
        let Some(&first) = moves.first() else { break };
        // the player's choice where there is one (the game plays a forced move by itself)
        let m = match (moves.len() > 1).then(|| paid.next()).flatten() {
            None => first,
            Some(&a) if moves.contains(&a) => a,
            Some(_) => {
                return Err(PlayError {
                    kind: PlayErrorKind::GhostMove,
                    detail: Refusal::Nothing,
                })
            }
        };
        if let Action::MoveGhost {
            to: GhostSpot::Meeple(n),
            ..
        } = m
        {
            // G3: its third ghost sends the meeple home.
            if let Some(meeple) = st.meeple_on[n].filter(|m| m.ghosts >= 2) {
                let i = st.ghost_log.len().saturating_sub(1);
                home.push((
                    i,
                    HomeView {
                        at: Look::of(&st).spot_ref(n),
                        player: meeple.player.0,
                    },
                ));
            }
        }
        st.apply(m);
    }
    let current = game.current_player();
    let obligations: Vec<ObligationView> = st
        .ghost_log
        .iter()
        .zip(spot_views)
        .enumerate()
        .map(|(i, (r, (sources, targets)))| {
            let mut o = obligation_view(Look::of(&st), current, r, sources, targets, &labels);
            o.home = home
                .iter()
                .filter(|(j, _)| *j == i)
                .map(|(_, h)| h.clone())
                .collect();
            o
        })
        .collect();
    let mut rules: Vec<&'static str> = vec!["B1"];
    let mut add = |id: &'static str| {
        if !rules.contains(&id) {
            rules.push(id);
        }
    };
    if !e.continued.is_empty() || !e.limited.is_empty() || !e.closed.is_empty() {
        add("M2");
    }
    for (i, r) in st.ghost_log.iter().enumerate() {
        add(r.rule.id());
        if r.note.is_some() {
            add("G4");
        }
        if home.iter().any(|(j, _)| *j == i) {
            add("G3");
        }
    }
    let supply_after = st.ghost_supply;
    // Completed features: score them on the copy, with the meeples on the board now.
    let before = st.events.len();
    if st.phase == Phase::Meeple {
        st.apply(Action::SkipMeeple);
    }
    let supply_end = st.ghost_supply;
    let completed: Vec<CompletionView> = st.events[before..]
        .iter()
        .filter(|ev| ev.complete)
        .map(|ev| CompletionView {
            rule: ev.rule,
            kind: ev.kind,
            at: SpotRef {
                x: ev.at.x,
                y: ev.at.y,
                feature: ev.feature.clone(),
            },
            tiles: ev.tiles,
            points: ev.points,
            players: ev.players.clone(),
        })
        .collect();
    for c in &completed {
        add(c.rule);
    }
    Ok(Preview {
        tile,
        x: placement.pos.x,
        y: placement.pos.y,
        rotation: placement.rotation.degrees(),
        banks,
        continued,
        limited,
        closed,
        obligations,
        completed,
        rules,
        supply_after,
        supply_end,
    })
}

/// The view of one obligation, with the descriptions of its sources and targets; `current`:
/// the player who placed the tile that owes it; `labels`: the preview's bank letters (empty
/// outside a preview).
fn obligation_view(
    st: Look<'_>,
    current: PlayerId,
    r: &GhostRecord,
    sources: Vec<SpotView>,
    targets: Vec<SpotView>,
    labels: &[(NodeId, char)],
) -> ObligationView {
    let n = st.players().len() as u8;
    let players: Vec<PlayerId> = match r.to {
        Target::Own => vec![current],
        Target::Others => (1..n).map(|k| PlayerId((current.0 + k) % n)).collect(),
        Target::Circle(_) => Vec::new(),
    };
    let short = r.owed.saturating_sub(r.moved);
    let from_circles = matches!(r.from, Source::Circles { .. });
    let shortfall = r.note.filter(|_| short > 0).map(|note| {
        // G4: no ghost to take, or no meeple to take it; V6 decides where circle ghosts owed
        // to other players' meeples go.
        let (why, fate, rule) = match note {
            GhostNote::NoGhost => (ShortWhy::NoGhost, ShortFate::NotPlaced, "G4"),
            GhostNote::NoTargetStays if from_circles => {
                (ShortWhy::NoMeeple, ShortFate::StaysInCircles, "G4")
            }
            GhostNote::NoTargetStays => (ShortWhy::NoMeeple, ShortFate::StaysInSupply, "G4"),
            GhostNote::NoTargetToSupply if r.to == Target::Others => {
                (ShortWhy::NoMeeple, ShortFate::ToSupply, "V6")
            }
            GhostNote::NoTargetToSupply => (ShortWhy::NoMeeple, ShortFate::ToSupply, "G4"),
        };
        Shortfall {
            count: short,
            why,
            fate,
            rule,
            after_some: r.moved > 0,
            guards_only: why == ShortWhy::NoMeeple && st.guards_only(&players),
        }
    });
    let bank = match r.from {
        Source::Circles { bank, .. } => label_of(labels, bank),
        _ => None,
    };
    ObligationView {
        rule: r.rule.id(),
        owed: r.owed,
        moved: r.moved,
        to_supply: r.to_supply,
        choose_order: r.choose_order,
        choose_circles: r.choose_circles,
        to: match r.to {
            Target::Own => "own",
            Target::Others => "others",
            Target::Circle(_) => "circle",
        },
        from: match r.from {
            Source::Supply => "supply",
            Source::Circles { .. } => "circles",
            Source::Around => "around",
        },
        sources,
        targets,
        bank,
        players,
        stays: r.owed.saturating_sub(r.moved).saturating_sub(r.to_supply),
        shortfall,
        home: Vec::new(),
        text: explain_record(r),
    }
}

/// A spell circle area on the board and its ghosts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct CircleView {
    /// Where.
    #[serde(flatten)]
    pub at: SpotRef,
    /// Ghosts in it.
    pub ghosts: u8,
    /// Circles in the area.
    pub circles: u8,
    /// The state of its bank: open, limited, closed.
    pub bank: BankState,
}

/// A whole mist bank: its mist areas on every tile, for drawing it as one shape (M2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct BankShape {
    /// Every mist area of the bank.
    pub spots: Vec<SpotRef>,
    /// Tiles in the bank.
    pub tiles: u16,
    /// "open", "limited" or "closed" (M2, M4).
    pub state: BankState,
    /// Misty sides of the bank that face no tile yet.
    pub open_sides: i16,
    /// Spell circles in the bank.
    pub circles: u16,
    /// Ghosts in those circles.
    pub ghosts: u16,
}

/// Every mist area with spell circles on the board, with its ghosts.
pub fn circles(game: &Game) -> Vec<CircleView> {
    let st = game.look();
    st.graph()
        .nodes()
        .filter(|&n| st.graph().kind(n) == FeatureKind::Mist && st.circle_capacity(n) > 0)
        .map(|n| CircleView {
            at: st.spot_ref(n),
            ghosts: st.circle_ghosts()[n],
            circles: st.circle_capacity(n),
            bank: bank_state_of(st, n),
        })
        .collect()
}

/// The whole mist bank holding the mist area `feature` of the tile at (x, y) (M2): every
/// mist area in it, its size, its circles and its state, for outlining the bank under the
/// pointer. `None` when there is no tile there or no mist area of that name. Linear in the
/// bank's size.
pub fn bank_at(game: &Game, x: i64, y: i64, feature: &str) -> Option<BankShape> {
    let lim = crate::board::MAX_COORD as i64;
    if x.abs() > lim || y.abs() > lim {
        return None;
    }
    let st = game.look();
    let t = st
        .board()
        .placed_at(crate::board::Pos::new(x as i16, y as i16))?;
    let node = t.node(st.cat().kind(t.kind).feature_index(feature)?);
    if st.graph().kind(node) != FeatureKind::Mist {
        return None;
    }
    let (mut spots, mut circles, mut ghosts) = (Vec::new(), 0u16, 0u16);
    st.graph().for_each_member(node, |m| {
        spots.push(st.spot_ref(m));
        circles += st.circle_capacity(m) as u16;
        ghosts += st.circle_ghosts()[m] as u16;
    });
    Some(BankShape {
        spots,
        tiles: st.graph().tile_count(node),
        state: bank_state_of(st, node),
        open_sides: st.graph().summary(node).open,
        circles,
        ghosts,
    })
}

/// The ghost obligations still owed, head first, with the head's sources and targets.
pub fn obligations(game: &Game) -> Vec<ObligationView> {
    let st = game.look();
    // Later entries show what they would owe on the board as it is now; those that would
    // owe nothing (S3–S5 with empty circles) are left out.
    st.obligations()
        .iter()
        .enumerate()
        .filter_map(|(i, o)| {
            let owed = if i == 0 {
                o.count
            } else {
                st.prospective_count(o)
            };
            // The head is noted in the ghost log with what it has paid and its choices.
            let noted = (i == 0 && st.head_noted())
                .then(|| st.ghost_log().last())
                .flatten();
            let r = GhostRecord {
                rule: o.rule,
                owed,
                moved: 0,
                to_supply: 0,
                from: o.from,
                to: o.to,
                note: noted.and_then(|r| r.note),
                choose_order: noted.is_some_and(|r| r.choose_order),
                choose_circles: noted.is_some_and(|r| r.choose_circles),
                sources: Vec::new(),
                targets: Vec::new(),
            };
            let (sources, targets) = if i == 0 {
                let view = |v: Vec<GhostSpot>| v.into_iter().map(|g| st.spot_view(g)).collect();
                (view(st.sources(o)), view(st.targets(o)))
            } else {
                (Vec::new(), Vec::new())
            };
            (owed > 0).then(|| obligation_view(st, st.current(), &r, sources, targets, &[]))
        })
        .collect()
}

/// How the last placement's obligations were paid so far, in order: "own" and "others" are
/// the placing player's, also once the turn has passed to the next player.
pub fn ghosts_paid(game: &Game) -> Vec<ObligationView> {
    let st = game.look();
    let placer = game
        .history()
        .iter()
        .rev()
        .find(|p| matches!(p.action(), Action::PlaceTile(_)))
        .map_or(st.current(), |p| p.player());
    st.ghost_log()
        .iter()
        .map(|r| obligation_view(st, placer, r, Vec::new(), Vec::new(), &[]))
        .collect()
}

fn bank_state_of(st: Look<'_>, node: NodeId) -> BankState {
    let sum = st.graph().summary(node);
    if sum.limited {
        BankState::Limited
    } else if sum.open == 0 {
        BankState::Closed
    } else {
        BankState::Open
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn explanations_name_the_players_choices() {
        let record = |note, order, circles| GhostRecord {
            rule: GhostRule::S3,
            owed: 1,
            moved: 0,
            to_supply: 0,
            from: Source::Supply,
            to: Target::Others,
            note,
            choose_order: order,
            choose_circles: circles,
            sources: Vec::new(),
            targets: Vec::new(),
        };
        let supply = explain_record(&record(Some(GhostNote::NoTargetToSupply), false, true));
        assert!(
            supply.ends_with("goes back to the supply: no meeple can take it (G4); you choose which circle gives it (S7a)"),
            "{supply}"
        );
        let both = explain_record(&record(None, true, true));
        assert!(
            both.ends_with(
                "; you choose which bank goes first (S7); you choose which circles give them (S7a)"
            ),
            "{both}"
        );
        let none = explain_record(&record(None, false, false));
        assert!(!none.contains("choose"), "{none}");
    }

    /// Example 1 (www/scenarios): Red's only meeple takes its third ghost (G3).
    fn example_1() -> Game {
        let sc = include_str!("../www/scenarios/example-1.json");
        crate::Scenario::from_json(sc).unwrap().start().unwrap()
    }

    #[test]
    fn the_preview_says_which_meeple_its_third_ghost_sends_home() {
        let game = example_1();
        let p = preview(
            &game,
            Placement {
                pos: crate::board::Pos::new(0, -1),
                rotation: crate::tile::Rotation::ALL[0],
            },
        )
        .unwrap();
        let home: Vec<(&str, &HomeView)> = p
            .obligations
            .iter()
            .flat_map(|o| o.home.iter().map(move |h| (o.rule, h)))
            .collect();
        assert_eq!(home.len(), 1, "{:?}", p.obligations);
        let (rule, h) = home[0];
        assert_eq!((h.at.x, h.at.y, h.at.feature.as_str()), (2, 0, "monastery"));
        assert_eq!(h.player, 0, "Red's meeple");
        assert_eq!(rule, "M4", "the third ghost comes with M4, after S1's two");
    }

    #[test]
    fn the_ghosts_paid_name_the_placing_player_after_the_turn_passed() {
        // The embed's recap of Example 1's step 3 said "to Blue's meeples" (issue 24).
        let mut game = example_1();
        game.play_spec(&crate::ActionSpec::PlaceTile {
            x: 0,
            y: -1,
            rotation: 0,
        })
        .unwrap();
        game.play_spec(&crate::ActionSpec::PlaceMeeple {
            feature: "field1".into(),
            guard: false,
        })
        .unwrap();
        assert_eq!(game.current_player(), PlayerId(1), "Blue's turn now");
        let paid = ghosts_paid(&game);
        let own: Vec<_> = paid.iter().filter(|o| o.to == "own").collect();
        assert_eq!(own.len(), 2, "{paid:?}");
        for o in own {
            assert_eq!(o.players, vec![PlayerId(0)], "Red's meeples: {o:?}");
        }
    }

    #[test]
    fn explanations_agree_in_number() {
        let one = explain(GhostRule::M3, 1, 0, Some(GhostNote::NoTargetStays));
        assert!(
            one.ends_with("; 1 ghost stays where it is: no meeple can take it (G4)"),
            "{one}"
        );
        let two = explain(GhostRule::S4, 2, 0, Some(GhostNote::NoTargetToSupply));
        assert!(two.contains("all 2 ghosts in its spell circles"), "{two}");
        assert!(
            two.ends_with("; 2 ghosts go back to the supply: no meeple can take them (G4)"),
            "{two}"
        );
        let paid = explain(GhostRule::S5, 1, 1, Some(GhostNote::NoTargetStays));
        assert_eq!(
            paid,
            "Limit the mist (S5): the 1 ghost in its spell circles to your meeples"
        );
    }
}

#[cfg(test)]
mod bank_shape_tests {
    use super::{bank_at, circles};
    use crate::game::{Game, Setup};
    use crate::rng::SplitMix64;
    use crate::tile::FeatureKind;

    /// `bank_at` (the bank under the pointer, M2) names every mist area of the bank once, from
    /// any of them, and agrees with `bank_state`, `feature_facts` and the circles' ghosts.
    #[test]
    fn bank_at_gives_the_whole_bank_from_any_of_its_areas() {
        let (mut checked, mut wide) = (0, 0);
        for seed in 1..4u64 {
            let setup = Setup {
                seed,
                sets: vec!["base".into(), "gcc".into(), "sc".into()],
                ..Setup::default()
            };
            let mut game = Game::new(&setup).unwrap();
            let mut rng = SplitMix64::new(seed);
            let mut buf = Vec::new();
            for _ in 0..160 {
                let Some(a) = game.random_action(&mut rng, &mut buf) else {
                    break;
                };
                game.play_unchecked(a);
            }
            let circles = circles(&game);
            for t in game.tiles().to_vec() {
                let kind = game.catalogue().kind(t.kind).clone();
                for f in kind.features.iter().filter(|f| f.kind == FeatureKind::Mist) {
                    let (x, y) = (t.pos.x as i64, t.pos.y as i64);
                    let bank = bank_at(&game, x, y, &f.name).expect("a mist area has a bank");
                    let key = |s: &super::SpotRef| (s.x, s.y, s.feature.clone());
                    let mut mine: Vec<_> = bank.spots.iter().map(key).collect();
                    mine.sort();
                    assert!(mine.contains(&(t.pos.x, t.pos.y, f.name.clone())));
                    let before = mine.len();
                    mine.dedup();
                    assert_eq!(before, mine.len(), "each area once");
                    let mut tiles: Vec<_> = mine.iter().map(|s| (s.0, s.1)).collect();
                    tiles.dedup();
                    assert_eq!(tiles.len(), bank.tiles as usize);
                    assert_eq!(Some(bank.state), game.bank_state(x, y, &f.name));
                    let facts = game.feature_facts(x, y, &f.name).unwrap();
                    assert_eq!(facts.tiles, bank.tiles);
                    let ghosts: u16 = circles
                        .iter()
                        .filter(|c| mine.contains(&(c.at.x, c.at.y, c.at.feature.clone())))
                        .map(|c| c.ghosts as u16)
                        .sum();
                    assert_eq!(ghosts, bank.ghosts);
                    for s in &bank.spots {
                        let other = bank_at(&game, s.x as i64, s.y as i64, &s.feature).unwrap();
                        let mut theirs: Vec<_> = other.spots.iter().map(key).collect();
                        theirs.sort();
                        assert_eq!(mine, theirs, "the same bank from each of its areas");
                    }
                    checked += 1;
                    wide += usize::from(bank.tiles > 1);
                }
                let (x, y) = (t.pos.x as i64, t.pos.y as i64);
                assert!(bank_at(&game, x, y, "no-such-area").is_none());
                if let Some(f) = kind.features.iter().find(|f| f.kind != FeatureKind::Mist) {
                    assert!(bank_at(&game, x, y, &f.name).is_none(), "only mist areas");
                }
            }
        }
        assert!(checked > 20, "mist areas were checked: {checked}");
        assert!(wide > 5, "banks over several tiles were checked: {wide}");
        assert!(bank_at(&Game::new(&Setup::default()).unwrap(), 5000, 0, "mist1").is_none());
    }
}
