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

use serde::Serialize;

use crate::board::Placement;
use crate::game::{Game, PlayError, PlayErrorKind};
use crate::mist::{GhostNote, GhostRecord, GhostRule, GhostSpot, Source, Target};
use crate::state::{Action, Phase, State};
use crate::tile::FeatureKind;

/// A place on the board: a tile and one of its features.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
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
pub struct BankView {
    /// A mist area of the bank.
    pub at: SpotRef,
    /// Tiles in the bank.
    pub tiles: u16,
    /// Ghosts in the bank's circles (before the ghosts are paid).
    pub circle_ghosts: u8,
}

/// One ghost obligation as the preview met it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
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
    /// The explanation in words, citing the rule.
    pub text: String,
}

/// A feature the placement completes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
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
    pub players: Vec<u8>,
}

/// Everything a placement would do.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Preview {
    /// Id of the tile placed (the tile in hand).
    pub tile: String,
    /// Column.
    pub x: i16,
    /// Row.
    pub y: i16,
    /// Degrees clockwise.
    pub rotation: u16,
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
}

impl State {
    fn spot_ref(&self, node: u16) -> SpotRef {
        let (t, fi) = self.node_feature(node);
        SpotRef {
            x: t.pos.x,
            y: t.pos.y,
            feature: self.cat.kind(t.kind).features[fi].name.clone(),
        }
    }

    pub(crate) fn spot_view(&self, g: GhostSpot) -> SpotView {
        match g {
            GhostSpot::Supply => SpotView::Supply,
            GhostSpot::Meeple(n) => {
                let m = self.meeple_on[n as usize];
                SpotView::Meeple {
                    at: self.spot_ref(n),
                    player: m.map(|m| m.player.0).unwrap_or(0),
                    ghosts: m.map(|m| m.ghosts).unwrap_or(0),
                }
            }
            GhostSpot::Circle(n) => SpotView::Circle {
                at: self.spot_ref(n),
                ghosts: self.circle_ghosts[n as usize],
                circles: self.circle_capacity(n),
            },
        }
    }

    fn bank_view(&self, root: u16) -> BankView {
        let mut ghosts = 0;
        self.graph
            .for_each_member(root, |m| ghosts += self.circle_ghosts[m as usize]);
        BankView {
            at: self.spot_ref(root),
            tiles: self.graph.tile_count(root),
            circle_ghosts: ghosts,
        }
    }
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
    if game.phase() != Phase::PlaceTile {
        return Err(PlayError {
            kind: PlayErrorKind::WrongPhase,
            message: "there is no tile to place now".into(),
        });
    }
    if let Some(problem) = game.placement_problem(placement.pos, placement.rotation) {
        return Err(PlayError {
            kind: PlayErrorKind::Placement,
            message: problem.to_string(),
        });
    }
    let mut st = game.state().clone();
    let tile = st
        .hand
        .map(|k| st.cat.kind(k).id.clone())
        .unwrap_or_default();
    st.record_spots = true;
    st.apply(Action::PlaceTile(placement));
    let e = st.effect.clone();
    let continued = e.continued.iter().map(|&b| st.bank_view(b)).collect();
    let limited = e.limited.iter().map(|&b| st.bank_view(b)).collect();
    let closed = e.closed.iter().map(|&b| st.bank_view(b)).collect();
    // Pay the ghosts with the auto policy. The ghost log notes each obligation when it
    // reaches the head; its spots are described then, before anything moves.
    let mut spot_views: Vec<(Vec<SpotView>, Vec<SpotView>)> = Vec::new();
    let mut moves = Vec::new();
    loop {
        for r in st.ghost_log.iter().skip(spot_views.len()) {
            spot_views.push((
                r.sources.iter().map(|&g| st.spot_view(g)).collect(),
                r.targets.iter().map(|&g| st.spot_view(g)).collect(),
            ));
        }
        if st.phase != Phase::Ghosts {
            break;
        }
        moves.clear();
        st.ghost_actions(&mut moves);
        crate::sort::sort(&mut moves);
        let Some(&m) = moves.first() else { break };
        st.apply(m);
    }
    let obligations: Vec<ObligationView> = st
        .ghost_log
        .iter()
        .zip(spot_views)
        .map(|(r, (sources, targets))| obligation_view(r, sources, targets))
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
    for r in &st.ghost_log {
        add(r.rule.id());
        if r.note.is_some() {
            add("G4");
        }
    }
    let supply_after = st.ghost_supply;
    // Completed features: score them on the copy, with the meeples on the board now.
    let before = st.events.len();
    if st.phase == Phase::Meeple {
        st.apply(Action::SkipMeeple);
    }
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
        continued,
        limited,
        closed,
        obligations,
        completed,
        rules,
        supply_after,
    })
}

/// The view of one obligation, with the descriptions of its sources and targets.
fn obligation_view(
    r: &GhostRecord,
    sources: Vec<SpotView>,
    targets: Vec<SpotView>,
) -> ObligationView {
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
        text: explain_record(r),
    }
}

/// A spell circle area on the board and its ghosts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CircleView {
    /// Where.
    #[serde(flatten)]
    pub at: SpotRef,
    /// Ghosts in it.
    pub ghosts: u8,
    /// Circles in the area.
    pub circles: u8,
    /// The state of its bank: open, limited, closed.
    pub bank: &'static str,
}

/// Every mist area with spell circles on the board, with its ghosts.
pub fn circles(game: &Game) -> Vec<CircleView> {
    let st = game.state();
    (0..st.graph.len() as u16)
        .filter(|&n| st.graph.kind(n) == FeatureKind::Mist && st.circle_capacity(n) > 0)
        .map(|n| CircleView {
            at: st.spot_ref(n),
            ghosts: st.circle_ghosts[n as usize],
            circles: st.circle_capacity(n),
            bank: bank_state_word(st, n),
        })
        .collect()
}

/// The ghost obligations still owed, head first, with the head's sources and targets.
pub fn obligations(game: &Game) -> Vec<ObligationView> {
    let st = game.state();
    // Later entries show what they would owe on the board as it is now; those that would
    // owe nothing (S3–S5 with empty circles) are left out.
    st.obligations
        .iter()
        .enumerate()
        .filter_map(|(i, o)| {
            let owed = if i == 0 {
                o.count
            } else {
                st.prospective_count(o)
            };
            // The head is noted in the ghost log with what it has paid and its choices.
            let noted = (i == 0 && st.head_noted)
                .then(|| st.ghost_log.last())
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
            (owed > 0).then(|| obligation_view(&r, sources, targets))
        })
        .collect()
}

/// How the last placement's obligations were paid so far, in order.
pub fn ghosts_paid(game: &Game) -> Vec<ObligationView> {
    let st = game.state();
    st.ghost_log
        .iter()
        .map(|r| obligation_view(r, Vec::new(), Vec::new()))
        .collect()
}

fn bank_state_word(st: &State, node: u16) -> &'static str {
    let sum = st.graph.summary(node);
    if sum.limited {
        "limited"
    } else if sum.open == 0 {
        "closed"
    } else {
        "open"
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
