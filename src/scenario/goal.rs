//! Goals of rule puzzles: a scenario may ask the reader to place the tile in hand so that a
//! condition holds ("limit the mist and take the circles' ghosts onto your own meeples"),
//! instead of showing a fixed move. A goal is data, checked by the engine against the outcome
//! of a placement that the preview already computes ([`crate::outcome::preview`]): banks
//! continued, limited and closed (M2–M4), the ghosts each obligation moves, from where and to
//! whom (M3, M4, S1–S5), the ghosts not placed and those sent back to the supply (G4, V6), the
//! meeples sent home by a third ghost (G3), the features completed and their points (B4, K1,
//! K2), the rules that fire and the ghost supply at the end of the turn (G5).
//! This file is long because a goal's reader, its judge and a puzzle's checks (over the
//! placement and over the payment) share one vocabulary and change together.
//!
//! The vocabulary is small and typed (docs/FORMATS.md, "Goals"): a condition is a count of one
//! fact with a range (`{"count": "ghosts", "rule": "S5", "to": "own", "min": 1}`), a rule that
//! fires (`{"fires": "S1"}`), or `all` / `any` / `not` of conditions, at most
//! [`MAX_GOAL_DEPTH`] deep and [`MAX_GOAL_CONDITIONS`] in all. A puzzle that no legal placement
//! solves, or that every one does, is refused when the scenario starts ([`check_puzzle`]).
//!
//! A goal of version 2 may say `"choose": "ghosts"`: the reader then also pays the ghosts the
//! placement owes, choosing where each goes ("pay the ghosts so that Blue's knight goes home",
//! M3, G3), and the same conditions are judged on the outcome of the payment made
//! ([`crate::outcome::preview_paid`]) rather than on the preview's documented policy
//! ([`judge_turn`]). Such a puzzle is refused unless the payment decides it: some placement
//! has a payment that meets the goal and one that does not ([`check_puzzle`], `no-choice`).

use serde::Serialize;

use crate::board::Placement;
use crate::game::{Game, PlayError, PlayErrorKind, Refusal};
use crate::json::{ErrorKind, FromJson, Node, PathError};
use crate::notation::ActionSpec;
use crate::outcome::{preview, preview_paid, Preview};
use crate::position::{kerr, LangText, PositionError, RULE_IDS};
use crate::state::Action;
use crate::tile::FeatureKind;

/// The newest version of the goal vocabulary this program reads (1 and 2: version 2 adds
/// `choose`).
pub const GOAL_VERSION: u32 = 2;
/// Most turns (a placement and one way of paying its ghosts) a puzzle over the payment may have:
/// [`check_puzzle`] tries them all.
pub const MAX_GOAL_TURNS: usize = 4096;
/// Most nested levels of conditions (`all`, `any`, `not` count one each; the top is level 1).
pub const MAX_GOAL_DEPTH: usize = 4;
/// Most conditions in a goal, combinators included.
pub const MAX_GOAL_CONDITIONS: usize = 16;
/// Largest bound (`min`, `max`) of a count.
pub const MAX_GOAL_BOUND: u32 = 99;

/// The question a puzzle puts to the reader, and the condition the placement must meet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Goal {
    /// The version of the goal vocabulary (1).
    pub version: u32,
    /// What the reader is asked to do, in one language or several.
    pub task: LangText,
    /// What a solution teaches, shown once the goal is met (optional).
    #[serde(skip_serializing_if = "LangText::is_empty")]
    pub lesson: LangText,
    /// The condition the outcome of the reader's placement must meet.
    pub test: Condition,
    /// What the reader chooses: the placement only, or also where its ghosts go (version 2).
    #[serde(skip_serializing_if = "Choose::is_placement")]
    pub choose: Choose,
}

crate::kind_words! {
    /// What the reader of a puzzle chooses, and so what the goal is judged on.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Choose {
        /// The placement of the tile; the ghosts paid by the preview's policy (the default).
        Placement => "placement",
        /// The placement and every choice of where its ghosts go (M3–S7, G3).
        Ghosts => "ghosts",
    }
}

impl Choose {
    fn is_placement(&self) -> bool {
        *self == Choose::Placement
    }
}

impl FromJson for Choose {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        let words: Vec<&str> = Choose::ALL.iter().map(|c| c.word()).collect();
        Ok(Choose::ALL[node.word(&words)?])
    }
}

crate::kind_words! {
    /// A fact of a placement's outcome that a goal counts.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Fact {
        /// Banks the new tile's mist joins (M3).
        BanksContinued => "banks-continued",
        /// Banks with a misty side now facing a clear side (M4).
        BanksLimited => "banks-limited",
        /// Banks now closed (M2).
        BanksClosed => "banks-closed",
        /// Ghosts moved by the obligations (filters `rule`, `to`, `from`).
        Ghosts => "ghosts",
        /// Ghosts owed but not placed (G4; filter `rule`).
        GhostsUnplaced => "ghosts-unplaced",
        /// Circle ghosts sent back to the supply (G4, V6; filter `rule`).
        GhostsToSupply => "ghosts-to-supply",
        /// Meeples sent home by their third ghost (G3; filters `player`, `kind`, `rule`).
        MeeplesHome => "meeples-home",
        /// Features completed (B4, K1, K2; filter `kind`).
        Completed => "completed",
        /// Points the completed features give (filter `player`: that player's; else the most
        /// any player gets).
        Points => "points",
        /// Ghosts in the supply at the end of the turn (G5).
        SupplyEnd => "supply-end",
    }
}

impl Fact {
    /// The filters a count of this fact may have.
    fn filters(self) -> &'static [&'static str] {
        match self {
            Fact::Ghosts => &["rule", "to", "from"],
            Fact::GhostsUnplaced | Fact::GhostsToSupply => &["rule"],
            Fact::MeeplesHome => &["player", "kind", "rule"],
            Fact::Completed => &["kind"],
            Fact::Points => &["player"],
            _ => &[],
        }
    }
}

/// The ghost rules an obligation is of.
pub const GHOST_RULES: &[&str] = &["M3", "M4", "S1", "S2", "S3", "S4", "S5"];
/// Whose meeples (or which circles) ghosts go to.
pub const GHOST_TO: &[&str] = &["own", "others", "circle"];
/// Where ghosts come from.
pub const GHOST_FROM: &[&str] = &["supply", "circles", "around"];

/// A count of one fact of the outcome, within a range.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Count {
    /// What is counted.
    pub count: Fact,
    /// Only the obligations of this rule (`M3`, `M4`, `S1`–`S5`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
    /// Only ghosts to `own` meeples, `others`' or a `circle`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
    /// Only ghosts from the `supply`, `circles` or `around` (S2).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from: Option<String>,
    /// Only this player's (by name).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub player: Option<String>,
    /// Only features (or meeples on features) of this kind.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kind: Option<FeatureKind>,
    /// At least this many (when neither bound is given: at least 1).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub min: Option<u32>,
    /// At most this many.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max: Option<u32>,
}

/// A condition over the outcome of a placement.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Condition {
    /// `{"all": [...]}`: every condition holds.
    All {
        /// The conditions.
        all: Vec<Condition>,
    },
    /// `{"any": [...]}`: at least one holds.
    Any {
        /// The conditions.
        any: Vec<Condition>,
    },
    /// `{"not": {...}}`: the condition does not hold.
    Not {
        /// The condition.
        not: Box<Condition>,
    },
    /// `{"fires": "S5"}`: the rule fires (a rule id of RULES.md).
    Fires {
        /// The rule id.
        fires: String,
    },
    /// `{"count": "...", ...filters, "min": n, "max": n}`.
    Count(Count),
}

fn goal_err(node: &Node<'_>, message: String, problem: &'static str, max: usize) -> PathError {
    node.error_of(message, ErrorKind::Goal { problem, max })
}

/// Reads a condition at `depth` (the top is 1), adding to `seen` the conditions read.
fn read_condition(node: &Node<'_>, depth: usize, seen: &mut usize) -> Result<Condition, PathError> {
    *seen += 1;
    if *seen > MAX_GOAL_CONDITIONS {
        return Err(goal_err(
            node,
            format!("a goal has at most {MAX_GOAL_CONDITIONS} conditions"),
            "conditions",
            MAX_GOAL_CONDITIONS,
        ));
    }
    if depth > MAX_GOAL_DEPTH {
        return Err(goal_err(
            node,
            format!("conditions nest at most {MAX_GOAL_DEPTH} deep"),
            "depth",
            MAX_GOAL_DEPTH,
        ));
    }
    let any = node.object()?;
    for (key, make) in [("all", true), ("any", false)] {
        if let Some(list) = any.node(key) {
            node.fields(&[key])?;
            let crate::json::Value::Array(items) = list.value() else {
                return Err(list.wrong_type(crate::json::Expected::List));
            };
            if items.is_empty() {
                return Err(goal_err(
                    &list,
                    format!("`{key}` needs at least one condition"),
                    "empty",
                    0,
                ));
            }
            let mut out = Vec::with_capacity(items.len());
            for i in 0..items.len() {
                if let Some(child) = list.item(i) {
                    out.push(read_condition(&child, depth + 1, seen)?);
                }
            }
            return Ok(if make {
                Condition::All { all: out }
            } else {
                Condition::Any { any: out }
            });
        }
    }
    if let Some(inner) = any.node("not") {
        node.fields(&["not"])?;
        return Ok(Condition::Not {
            not: Box::new(read_condition(&inner, depth + 1, seen)?),
        });
    }
    if let Some(rule) = any.node("fires") {
        node.fields(&["fires"])?;
        let i = rule.word(RULE_IDS)?;
        return Ok(Condition::Fires {
            fires: RULE_IDS[i].to_string(),
        });
    }
    let Some(word) = any.node("count") else {
        return Err(node.error_of(
            "a condition is one of `all`, `any`, `not`, `fires`, `count`",
            ErrorKind::MissingField {
                field: "count".into(),
            },
        ));
    };
    let words: Vec<&str> = Fact::ALL.iter().map(|f| f.word()).collect();
    let fact = Fact::ALL[word.word(&words)?];
    let mut keys = vec!["count", "min", "max"];
    keys.extend_from_slice(fact.filters());
    let f = node.fields(&keys)?;
    let pick = |key: &str, words: &[&str]| -> Result<Option<String>, PathError> {
        f.node(key)
            .map(|n| n.word(words).map(|i| words[i].to_string()))
            .transpose()
    };
    let bound = |key: &str| -> Result<Option<u32>, PathError> {
        let v: Option<u32> = f.opt(key)?;
        match (v, f.node(key)) {
            (Some(v), Some(n)) if v > MAX_GOAL_BOUND => Err(n.error_of(
                format!("`{key}` is at most {MAX_GOAL_BOUND}"),
                ErrorKind::OutOfRange {
                    value: i64::from(v),
                    min: Some(0),
                    max: Some(i64::from(MAX_GOAL_BOUND)),
                },
            )),
            _ => Ok(v),
        }
    };
    let (min, max) = (bound("min")?, bound("max")?);
    if let (Some(lo), Some(hi), Some(n)) = (min, max, f.node("max")) {
        if hi < lo {
            return Err(n.error_of(
                format!("`max` ({hi}) is below `min` ({lo})"),
                ErrorKind::OutOfRange {
                    value: i64::from(hi),
                    min: Some(i64::from(lo)),
                    max: Some(i64::from(MAX_GOAL_BOUND)),
                },
            ));
        }
    }
    Ok(Condition::Count(Count {
        count: fact,
        rule: pick("rule", GHOST_RULES)?,
        to: pick("to", GHOST_TO)?,
        from: pick("from", GHOST_FROM)?,
        player: f.opt("player")?,
        kind: f.opt("kind")?,
        min,
        max,
    }))
}

impl FromJson for Condition {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        read_condition(node, 1, &mut 0)
    }
}

impl FromJson for Goal {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        // version 1 has no `choose`: a reader of version 1 refuses a goal it would judge wrongly
        let version: u32 = node.object()?.req("version")?;
        let keys: &[&str] = if version >= 2 {
            &["version", "task", "lesson", "test", "choose"]
        } else {
            &["version", "task", "lesson", "test"]
        };
        let f = node.fields(keys)?;
        if !(1..=GOAL_VERSION).contains(&version) {
            let v = f.node("version").unwrap_or(*node);
            return Err(v.error_of(
                format!(
                    "goal version {version} is not read by this program, which reads version {GOAL_VERSION}"
                ),
                ErrorKind::Version {
                    version: i64::from(version),
                    max: GOAL_VERSION,
                    newer: version > GOAL_VERSION,
                },
            ));
        }
        Ok(Goal {
            version,
            task: f.req("task")?,
            lesson: f.or_default("lesson")?,
            test: f.req("test")?,
            choose: f.opt("choose")?.unwrap_or(Choose::Placement),
        })
    }
}

/// How one condition fared against an outcome: the page words it (`puzzle-why-…`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Judged {
    /// Whether it holds.
    pub met: bool,
    /// `all`, `any`, `not`, `fires` or `count`.
    pub test: &'static str,
    /// The fact counted (`count`), or the rule id (`fires`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fact: Option<String>,
    /// The filters of a count, as written.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
    /// See [`Count::to`].
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
    /// See [`Count::from`].
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from: Option<String>,
    /// See [`Count::player`].
    #[serde(skip_serializing_if = "Option::is_none")]
    pub player: Option<String>,
    /// See [`Count::kind`].
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kind: Option<FeatureKind>,
    /// The count found (1 or 0 for `fires`).
    pub value: u32,
    /// The bounds asked for (a count's; `min` is 1 when neither was given).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub min: Option<u32>,
    /// See [`Count::max`].
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max: Option<u32>,
    /// The conditions inside `all`, `any`, `not`.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub parts: Vec<Judged>,
}

/// The verdict on one placement: whether the goal is met, and why, condition by condition.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Verdict {
    /// Column.
    pub x: i16,
    /// Row.
    pub y: i16,
    /// Degrees clockwise.
    pub rotation: u16,
    /// The goal is met.
    pub met: bool,
    /// The goal's condition, judged.
    pub why: Judged,
}

fn player_index(names: &[String], name: &Option<String>) -> Option<Option<u8>> {
    match name {
        None => Some(None),
        Some(n) => names.iter().position(|p| p == n).map(|i| Some(i as u8)),
    }
}

impl Count {
    /// The count of its fact in `p` (`names`: the players' names in seat order).
    fn value(&self, p: &Preview, names: &[String]) -> u32 {
        let rule_ok = |r: &str| self.rule.as_deref().is_none_or(|w| w == r);
        let player = player_index(names, &self.player).flatten();
        let sum = |f: &dyn Fn(&crate::outcome::ObligationView) -> u32| -> u32 {
            p.obligations
                .iter()
                .filter(|o| rule_ok(o.rule))
                .map(f)
                .sum()
        };
        match self.count {
            Fact::BanksContinued => p.continued.len() as u32,
            Fact::BanksLimited => p.limited.len() as u32,
            Fact::BanksClosed => p.closed.len() as u32,
            Fact::Ghosts => sum(&|o| {
                let to = self.to.as_deref().is_none_or(|w| w == o.to);
                let from = self.from.as_deref().is_none_or(|w| w == o.from);
                if to && from {
                    u32::from(o.moved)
                } else {
                    0
                }
            }),
            Fact::GhostsUnplaced => {
                sum(&|o| o.shortfall.as_ref().map_or(0, |s| u32::from(s.count)))
            }
            Fact::GhostsToSupply => sum(&|o| u32::from(o.to_supply)),
            Fact::MeeplesHome => sum(&|o| {
                o.home
                    .iter()
                    .filter(|h| player.is_none_or(|i| h.player == i))
                    .filter(|h| {
                        self.kind.is_none_or(|k| {
                            feature_kind_of(&h.at.feature).is_some_and(|hk| hk == k)
                        })
                    })
                    .count() as u32
            }),
            Fact::Completed => p
                .completed
                .iter()
                .filter(|c| self.kind.is_none_or(|k| k == c.kind))
                .count() as u32,
            Fact::Points => {
                let mut per = vec![0i64; names.len().max(1)];
                for c in &p.completed {
                    for pl in &c.players {
                        if let Some(s) = per.get_mut(pl.0 as usize) {
                            *s += i64::from(c.points);
                        }
                    }
                }
                let v = match player {
                    Some(i) => per.get(i as usize).copied().unwrap_or(0),
                    None => per.iter().copied().max().unwrap_or(0),
                };
                v.clamp(0, i64::from(u32::MAX)) as u32
            }
            Fact::SupplyEnd => u32::from(p.supply_end),
        }
    }

    fn bounds(&self) -> (u32, Option<u32>) {
        match (self.min, self.max) {
            (None, None) => (1, None),
            (lo, hi) => (lo.unwrap_or(0), hi),
        }
    }
}

/// A feature's kind from its name on a tile (`city1`, `road2`, `monastery`, `field3`…).
fn feature_kind_of(name: &str) -> Option<FeatureKind> {
    let stem = name.trim_end_matches(|c: char| c.is_ascii_digit());
    FeatureKind::ALL.iter().copied().find(|k| k.word() == stem)
}

impl Condition {
    /// The condition judged against the outcome `p`.
    pub fn judge(&self, p: &Preview, names: &[String]) -> Judged {
        let blank = |test, met, parts: Vec<Judged>| Judged {
            met,
            test,
            fact: None,
            rule: None,
            to: None,
            from: None,
            player: None,
            kind: None,
            value: parts.iter().filter(|j| j.met).count() as u32,
            min: None,
            max: None,
            parts,
        };
        match self {
            Condition::All { all } => {
                let parts: Vec<Judged> = all.iter().map(|c| c.judge(p, names)).collect();
                let met = parts.iter().all(|j| j.met);
                blank("all", met, parts)
            }
            Condition::Any { any } => {
                let parts: Vec<Judged> = any.iter().map(|c| c.judge(p, names)).collect();
                let met = parts.iter().any(|j| j.met);
                blank("any", met, parts)
            }
            Condition::Not { not } => {
                let inner = not.judge(p, names);
                blank("not", !inner.met, vec![inner])
            }
            Condition::Fires { fires } => {
                let met = p.rules.iter().any(|r| r == fires);
                Judged {
                    fact: Some(fires.clone()),
                    value: u32::from(met),
                    ..blank("fires", met, Vec::new())
                }
            }
            Condition::Count(c) => {
                let value = c.value(p, names);
                let (lo, hi) = c.bounds();
                let met = value >= lo && hi.is_none_or(|h| value <= h);
                Judged {
                    met,
                    test: "count",
                    fact: Some(c.count.word().to_string()),
                    rule: c.rule.clone(),
                    to: c.to.clone(),
                    from: c.from.clone(),
                    player: c.player.clone(),
                    kind: c.kind,
                    value,
                    min: (lo > 0 || hi.is_none()).then_some(lo),
                    max: hi,
                    parts: Vec::new(),
                }
            }
        }
    }

    /// The player names the condition mentions, with their paths below `at`.
    fn players(&self, at: String, out: &mut Vec<(String, String)>) {
        match self {
            Condition::All { all: list } | Condition::Any { any: list } => {
                let key = if matches!(self, Condition::All { .. }) {
                    "all"
                } else {
                    "any"
                };
                for (i, c) in list.iter().enumerate() {
                    c.players(format!("{at}.{key}[{i}]"), out);
                }
            }
            Condition::Not { not } => not.players(format!("{at}.not"), out),
            Condition::Fires { .. } => {}
            Condition::Count(c) => {
                if let Some(p) = &c.player {
                    out.push((format!("{at}.player"), p.clone()));
                }
            }
        }
    }
}

fn names_of(game: &Game) -> Vec<String> {
    game.player_setups()
        .iter()
        .map(|p| p.name.clone())
        .collect()
}

/// The verdict of `goal` on `placement` in `game` (which has the tile in hand).
///
/// # Errors
/// The placement is not legal, or there is no tile to place: the preview's error.
pub fn judge(
    game: &Game,
    goal: &Goal,
    placement: Placement,
) -> Result<Verdict, crate::game::PlayError> {
    let p = preview(game, placement)?;
    Ok(verdict_of(goal, &p, &names_of(game)))
}

fn verdict_of(goal: &Goal, p: &Preview, names: &[String]) -> Verdict {
    let why = goal.test.judge(p, names);
    Verdict {
        x: p.x,
        y: p.y,
        rotation: p.rotation,
        met: why.met,
        why,
    }
}

/// The verdict of `goal` on the reader's turn `actions` (as written: the placement first, then
/// the ghost moves they chose; anything after the ghost payment is not judged). A goal over the
/// placement judges its first action; a goal over the payment (`choose: ghosts`) the outcome
/// of the payment made, and is `None` while the reader still has ghosts to pay.
///
/// # Errors
/// An action is not legal at its turn, or the first is no placement.
pub fn judge_turn(
    game: &Game,
    goal: &Goal,
    actions: &[ActionSpec],
) -> Result<Option<Verdict>, PlayError> {
    let Some((first, rest)) = actions.split_first() else {
        return Ok(None);
    };
    let mut g = game.clone();
    let Action::PlaceTile(placement) = g.action_from_spec(first)? else {
        return Err(PlayError {
            kind: PlayErrorKind::WrongPhase,
            // "place the tile in hand first (B1)": a puzzle's turn starts with the placement
            detail: Refusal::Phase {
                why: "place",
                rule: None,
            },
        });
    };
    if goal.choose == Choose::Placement {
        return judge(game, goal, placement).map(Some);
    }
    g.play(Action::PlaceTile(placement))?;
    let mut paid = Vec::new();
    for spec in rest {
        if g.phase() != crate::game::Phase::Ghosts {
            break;
        }
        paid.push(g.play_spec(spec)?);
    }
    if g.phase() == crate::game::Phase::Ghosts {
        return Ok(None);
    }
    let p = preview_paid(game, placement, &paid)?;
    Ok(Some(verdict_of(goal, &p, &names_of(game))))
}

/// One turn of a puzzle over the payment: a placement and one way of paying its ghosts (the
/// moves the player chooses, as written), with whether it meets the goal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    /// The placement.
    pub placement: Placement,
    /// The ghost moves chosen, in order (forced moves left out: the game plays them).
    pub ghosts: Vec<ActionSpec>,
    /// The goal is met.
    pub met: bool,
}

/// Every way of paying the ghosts from `g` (in the ghost phase or past it), each as the moves
/// chosen; false once more than `budget` turns were found.
fn payments(
    g: &Game,
    paid: &mut Vec<(Action, ActionSpec)>,
    out: &mut Vec<Vec<(Action, ActionSpec)>>,
    budget: &mut usize,
) -> bool {
    if g.phase() != crate::game::Phase::Ghosts {
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        out.push(paid.clone());
        return true;
    }
    for a in g.legal_actions() {
        let spec = g.action_spec(a);
        let mut next = g.clone();
        if next.play(a).is_err() {
            continue;
        }
        paid.push((a, spec));
        let ok = payments(&next, paid, out, budget);
        paid.pop();
        if !ok {
            return false;
        }
    }
    true
}

/// Every turn of a puzzle over the payment: each legal placement with each way of paying its
/// ghosts, and whether it meets `goal`; `None` beyond [`MAX_GOAL_TURNS`] turns.
pub fn solve_turns(game: &Game, goal: &Goal) -> Option<Vec<Turn>> {
    let names = names_of(game);
    let mut budget = MAX_GOAL_TURNS;
    let mut turns = Vec::new();
    for placement in game.legal_placements() {
        let mut g = game.clone();
        if g.play(Action::PlaceTile(placement)).is_err() {
            continue;
        }
        let mut ways = Vec::new();
        if !payments(&g, &mut Vec::new(), &mut ways, &mut budget) {
            return None;
        }
        for way in ways {
            let moves: Vec<Action> = way.iter().map(|(a, _)| *a).collect();
            let Ok(p) = preview_paid(game, placement, &moves) else {
                continue;
            };
            turns.push(Turn {
                placement,
                ghosts: way.into_iter().map(|(_, s)| s).collect(),
                met: goal.test.judge(&p, &names).met,
            });
        }
    }
    Some(turns)
}

/// Every legal placement of the tile in hand, with whether it meets `goal` (in the engine's
/// order of legal placements).
pub fn solve(game: &Game, goal: &Goal) -> Vec<(Placement, bool)> {
    let names = names_of(game);
    game.legal_placements()
        .into_iter()
        .filter_map(|pl| {
            let p = preview(game, pl).ok()?;
            Some((pl, goal.test.judge(&p, &names).met))
        })
        .collect()
}

/// The checks of a puzzle when its scenario starts: the goal's player names are the game's,
/// the position has a tile to place, the scenario has no steps (`steps`: their number), and
/// some legal placement meets the goal but not every one.
///
/// # Errors
/// A [`PositionError`] at `goal…` of kind [`ErrorKind::Goal`] (`no-tile`, `steps`,
/// `no-solution`, `every-move`) or [`ErrorKind::UnknownPlayer`].
pub fn check_puzzle(game: &Game, goal: &Goal, steps: usize) -> Result<(), PositionError> {
    let names = names_of(game);
    let mut players = Vec::new();
    goal.test.players("goal.test".into(), &mut players);
    for (at, name) in players {
        if !names.contains(&name) {
            return Err(kerr(
                at,
                format!("no player is called `{}`", crate::json::excerpt(&name)),
                ErrorKind::UnknownPlayer {
                    name: crate::json::excerpt(&name).into_owned(),
                    players: names.clone(),
                },
            ));
        }
    }
    let refuse =
        |message: &str, problem| Err(kerr("goal", message, ErrorKind::Goal { problem, max: 0 }));
    if steps > 0 {
        return refuse("a puzzle (a scenario with a goal) has no steps", "steps");
    }
    if game.phase() != crate::game::Phase::PlaceTile || game.hand().is_none() {
        return refuse("a puzzle's position has a tile in hand to place", "no-tile");
    }
    if goal.choose == Choose::Ghosts {
        return check_payment(game, goal);
    }
    let all = solve(game, goal);
    let met = all.iter().filter(|(_, m)| *m).count();
    if met == 0 {
        return refuse("no legal placement meets the goal", "no-solution");
    }
    if met == all.len() {
        return refuse(
            "every legal placement meets the goal: it asks nothing",
            "every-move",
        );
    }
    Ok(())
}

/// [`check_puzzle`]'s last checks for a puzzle over the payment: its turns can be counted, some
/// meets the goal but not every one, and the payment decides: some placement has a way of
/// paying that meets the goal and one that does not.
fn check_payment(game: &Game, goal: &Goal) -> Result<(), PositionError> {
    let refuse = |message: String, problem, max| {
        Err(kerr("goal", message, ErrorKind::Goal { problem, max }))
    };
    let Some(turns) = solve_turns(game, goal) else {
        return refuse(
            format!("a puzzle over the ghost payment has at most {MAX_GOAL_TURNS} ways to play its turn"),
            "too-many-turns",
            MAX_GOAL_TURNS,
        );
    };
    let met = turns.iter().filter(|t| t.met).count();
    if met == 0 {
        return refuse(
            "no way of playing the turn meets the goal".into(),
            "no-solution",
            0,
        );
    }
    if met == turns.len() {
        return refuse(
            "every way of playing the turn meets the goal: it asks nothing".into(),
            "every-move",
            0,
        );
    }
    let decides = turns
        .iter()
        .any(|t| t.met && turns.iter().any(|u| u.placement == t.placement && !u.met));
    if !decides {
        return refuse(
            "the ghost payment never decides whether the goal is met: ask about the placement (no `choose`)".into(),
            "no-choice",
            0,
        );
    }
    Ok(())
}
