//! Expectations of scenarios ([`Expect`]) and their checker ([`Scenario::verify`]): the test
//! oracle of the scenario format. Only native builds carry it; the WebAssembly build accepts the
//! `expect` keys and leaves them unread (the reader and checker were a tenth of the module).
//!
//! This file is long because [`check`] compares every field of [`Expect`] with the game, each in
//! the words the test runner prints; the comparisons are one list, in the order of the format.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::game::{ActionSpec, Game};
use crate::ids::PlayerId;
use crate::json::{Fields, FromJson, Node, PathError};
use crate::mist::BankState;
use crate::position::{CircleSpec, MeepleSpec};
use crate::scenario::Scenario;
use crate::state::{Phase, ScoreEvent};
use crate::tile::FeatureKind;

/// Expected state of the mist bank of a mist area.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BankExpect {
    /// Column of a tile of the bank.
    pub x: i64,
    /// Row.
    pub y: i64,
    /// The mist area's name on that tile.
    pub feature: String,
    /// Open, limited or closed.
    pub state: BankState,
    /// Tiles in the bank.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tiles: Option<u16>,
}

/// Expected facts about one ghost obligation (every field given must match).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct ObligationExpect {
    /// Rule id: S1, S2, M3, S3, S4, M4, S5.
    pub rule: String,
    /// Ghosts owed (for the queue: still owed; for a paid obligation: owed when it began).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub owed: Option<u8>,
    /// Ghosts that moved (paid obligations and previews).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moved: Option<u8>,
    /// `own`, `others` or `circle`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
    /// `supply`, `circles` or `around`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from: Option<String>,
    /// Number of places the ghosts may come from (previews, and the head of the queue).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sources: Option<usize>,
    /// Number of eligible places the ghosts may go to (previews, and the head of the queue).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub targets: Option<usize>,
    /// Circle ghosts sent to the supply because nobody could take them (G4, V6 `to-supply`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to_supply: Option<u8>,
    /// Whether the player chooses which bank of the step goes first (S7).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub choose_order: Option<bool>,
    /// Whether the player chooses which circles give the ghosts (S7a).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub choose_circles: Option<bool>,
    /// Why ghosts were not placed and where they end up, as `why fate rule`
    /// (`"no-meeple stays-in-supply G4"`), or `"none"` when every ghost owed was placed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shortfall: Option<String>,
}

/// Expected outcome of a placement, as the page's preview would show it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct PreviewExpect {
    /// Column.
    pub x: i64,
    /// Row.
    pub y: i64,
    /// Degrees clockwise.
    pub rotation: i64,
    /// Banks continued.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub continued: Option<usize>,
    /// Banks limited.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub limited: Option<usize>,
    /// Banks closed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub closed: Option<usize>,
    /// Rule ids that fire, in order.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rules: Option<Vec<String>>,
    /// The obligations in order.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub obligations: Option<Vec<ObligationExpect>>,
    /// Features completed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub completed: Option<usize>,
    /// The banks the new tile touches, by letter, with what each of its sides does:
    /// `"A: N continue, E limit; B: S close"`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub banks: Option<String>,
    /// The ghost supply once the ghosts are paid.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub supply_after: Option<usize>,
    /// The ghost supply at the end of the turn, the features completed scored (G5).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub supply_end: Option<usize>,
    /// A puzzle's: whether this placement meets the scenario's goal.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub goal: Option<bool>,
    /// A puzzle's: the conditions this placement fails, each as its fact or rule id
    /// (`banks-limited`, `S5`), in the goal's order (exactly these).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unmet: Option<Vec<String>>,
    /// A puzzle over the ghost payment's (`choose: ghosts`): the ghost moves chosen after the
    /// placement, as written; `goal` and `unmet` are then of the turn so paid.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ghosts: Option<Vec<ActionSpec>>,
}

/// A placement named in an expectation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlacementSpec {
    /// Column.
    pub x: i64,
    /// Row.
    pub y: i64,
    /// Degrees clockwise.
    pub rotation: i64,
}

/// Expected facts about a feature on the board.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct FeatureExpect {
    /// Column of a tile of the feature.
    pub x: i64,
    /// Row of that tile.
    pub y: i64,
    /// The feature's name on that tile.
    pub feature: String,
    /// Distinct tiles in the whole feature.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tiles: Option<u16>,
    /// Whether it is complete (no open side).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub complete: Option<bool>,
    /// Meeples on the whole feature.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub meeples: Option<u8>,
    /// Shields in the whole city.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shields: Option<u32>,
}

/// Expected facts about one scoring (every field given must match).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct EventExpect {
    /// `B4` or `B5`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
    /// Feature kind: city, road, field, monastery….
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kind: Option<FeatureKind>,
    /// Points each scoring player got.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub points: Option<i32>,
    /// Names of the players who scored (empty: nobody had a meeple on it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub players: Option<Vec<String>>,
    /// Tiles in the feature.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tiles: Option<u16>,
    /// Completed cities touched (fields).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cities: Option<u16>,
}

/// What should be true at a point of a scenario. Every field is optional; each given one is
/// checked by [`Scenario::verify`].
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Expect {
    /// `place-tile`, `meeple` or `game-over`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub phase: Option<Phase>,
    /// Name of the player whose turn it is.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub current: Option<String>,
    /// Id of the tile in hand (`""` for none).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hand: Option<String>,
    /// Number of legal (cell, rotation) placements of the tile in hand.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub legal_placements: Option<usize>,
    /// Placements that must be legal.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub legal_placements_include: Vec<PlacementSpec>,
    /// Placements that must not be legal.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub legal_placements_exclude: Vec<PlacementSpec>,
    /// Number of legal actions.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub legal_actions: Option<usize>,
    /// Names of the features of the tile just placed a meeple may go on (any order).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub meeple_spots: Option<Vec<String>>,
    /// Points per player name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scores: Option<BTreeMap<String, i32>>,
    /// Meeples in each player's supply.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub meeples_left: Option<BTreeMap<String, u8>>,
    /// Number of meeples on the board.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub meeples_on_board: Option<usize>,
    /// Ids of the tiles put out of the game (B2), in order.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub discarded: Option<Vec<String>>,
    /// Tiles left in the bag after the one in hand.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bag_left: Option<usize>,
    /// Facts about features on the board.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub features: Vec<FeatureExpect>,
    /// The scorings this step caused, in order (exactly this many).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub score_events: Option<Vec<EventExpect>>,
    /// Ghosts in the supply.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub supply: Option<u8>,
    /// Exactly these meeples on the board (player, place, guard, ghosts), any order.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub meeples: Option<Vec<MeepleSpec>>,
    /// Exactly these occupied circles, any order.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub circles: Option<Vec<CircleSpec>>,
    /// States of mist banks.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub banks: Vec<BankExpect>,
    /// The ghost obligations still owed, head first (exactly these).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub obligations: Option<Vec<ObligationExpect>>,
    /// How the last placement's obligations were paid, in order (exactly these).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ghosts_paid: Option<Vec<ObligationExpect>>,
    /// Guards in each player's supply.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub guards_left: Option<BTreeMap<String, u8>>,
    /// Guards of each player's colour in the general guard supply (K2).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub guard_supply: Option<BTreeMap<String, u8>>,
    /// What placing the tile in hand somewhere would do.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub previews: Vec<PreviewExpect>,
}

impl FromJson for BankExpect {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        let f = node.fields(&["x", "y", "feature", "state", "tiles"])?;
        Ok(BankExpect {
            x: f.req("x")?,
            y: f.req("y")?,
            feature: f.req("feature")?,
            state: f.req("state")?,
            tiles: f.opt("tiles")?,
        })
    }
}

impl FromJson for ObligationExpect {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        let f = node.fields(&[
            "rule",
            "owed",
            "moved",
            "to",
            "from",
            "sources",
            "targets",
            "to_supply",
            "choose_order",
            "choose_circles",
            "shortfall",
        ])?;
        Ok(ObligationExpect {
            rule: f.req("rule")?,
            owed: f.opt("owed")?,
            moved: f.opt("moved")?,
            to: f.opt("to")?,
            from: f.opt("from")?,
            sources: f.opt("sources")?,
            targets: f.opt("targets")?,
            to_supply: f.opt("to_supply")?,
            choose_order: f.opt("choose_order")?,
            choose_circles: f.opt("choose_circles")?,
            shortfall: f.opt("shortfall")?,
        })
    }
}

impl FromJson for PreviewExpect {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        let f = node.fields(&[
            "x",
            "y",
            "rotation",
            "continued",
            "limited",
            "closed",
            "rules",
            "obligations",
            "completed",
            "banks",
            "supply_after",
            "supply_end",
            "goal",
            "unmet",
            "ghosts",
        ])?;
        Ok(PreviewExpect {
            x: f.req("x")?,
            y: f.req("y")?,
            rotation: f.or_default("rotation")?,
            continued: f.opt("continued")?,
            limited: f.opt("limited")?,
            closed: f.opt("closed")?,
            rules: f.opt("rules")?,
            obligations: f.opt("obligations")?,
            completed: f.opt("completed")?,
            banks: f.opt("banks")?,
            supply_after: f.opt("supply_after")?,
            supply_end: f.opt("supply_end")?,
            goal: f.opt("goal")?,
            unmet: f.opt("unmet")?,
            ghosts: f.opt("ghosts")?,
        })
    }
}

impl FromJson for PlacementSpec {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        let f = node.fields(&["x", "y", "rotation"])?;
        Ok(PlacementSpec {
            x: f.req("x")?,
            y: f.req("y")?,
            rotation: f.or_default("rotation")?,
        })
    }
}

impl FromJson for FeatureExpect {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        let f = node.fields(&[
            "x", "y", "feature", "tiles", "complete", "meeples", "shields",
        ])?;
        Ok(FeatureExpect {
            x: f.req("x")?,
            y: f.req("y")?,
            feature: f.req("feature")?,
            tiles: f.opt("tiles")?,
            complete: f.opt("complete")?,
            meeples: f.opt("meeples")?,
            shields: f.opt("shields")?,
        })
    }
}

impl FromJson for EventExpect {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        let f = node.fields(&["rule", "kind", "points", "players", "tiles", "cities"])?;
        Ok(EventExpect {
            rule: f.opt("rule")?,
            kind: f.opt("kind")?,
            points: f.opt("points")?,
            players: f.opt("players")?,
            tiles: f.opt("tiles")?,
            cities: f.opt("cities")?,
        })
    }
}

impl FromJson for Expect {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        let f = node.fields(&[
            "phase",
            "current",
            "hand",
            "legal_placements",
            "legal_placements_include",
            "legal_placements_exclude",
            "legal_actions",
            "meeple_spots",
            "scores",
            "meeples_left",
            "meeples_on_board",
            "discarded",
            "bag_left",
            "features",
            "score_events",
            "supply",
            "meeples",
            "circles",
            "banks",
            "obligations",
            "ghosts_paid",
            "guards_left",
            "guard_supply",
            "previews",
        ])?;
        Ok(Expect {
            phase: f.opt("phase")?,
            current: f.opt("current")?,
            hand: f.opt("hand")?,
            legal_placements: f.opt("legal_placements")?,
            legal_placements_include: f.or_default("legal_placements_include")?,
            legal_placements_exclude: f.or_default("legal_placements_exclude")?,
            legal_actions: f.opt("legal_actions")?,
            meeple_spots: f.opt("meeple_spots")?,
            scores: f.opt("scores")?,
            meeples_left: f.opt("meeples_left")?,
            meeples_on_board: f.opt("meeples_on_board")?,
            discarded: f.opt("discarded")?,
            bag_left: f.opt("bag_left")?,
            features: f.or_default("features")?,
            score_events: f.opt("score_events")?,
            supply: f.opt("supply")?,
            meeples: f.opt("meeples")?,
            circles: f.opt("circles")?,
            banks: f.or_default("banks")?,
            obligations: f.opt("obligations")?,
            ghosts_paid: f.opt("ghosts_paid")?,
            guards_left: f.opt("guards_left")?,
            guard_supply: f.opt("guard_supply")?,
            previews: f.or_default("previews")?,
        })
    }
}

/// The refusal a step must meet (`"refused"`): its kind (`PlayErrorKind::word`) and, for every
/// other field given, the same value in the refusal's data (docs/FORMATS.md, "Refusals"), not
/// its English words.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct RefusedExpect {
    /// The kind's word: `on-mist`, `placement`, `ghost-move`…
    pub kind: String,
    /// The other fields given, as written (numbers and booleans as their JSON text).
    #[serde(flatten)]
    pub data: BTreeMap<String, serde_json::Value>,
}

/// The data fields a refusal can carry, the same as the facade's (`wasm.rs` `refusal_data`); a
/// placement's problem is flattened (`problem`: its kind word, and `side`, `mine`, `theirs`,
/// `neighbour` for a side that does not match).
const REFUSAL_FIELDS: &[&str] = &[
    "why",
    "rule",
    "problem",
    "side",
    "mine",
    "theirs",
    "neighbour",
    "x",
    "y",
    "degrees",
    "tile",
    "feature",
    "what",
    "guard",
    "count",
    "to",
];

impl FromJson for RefusedExpect {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        let mut keys = vec!["kind"];
        keys.extend_from_slice(REFUSAL_FIELDS);
        let f = node.fields(&keys)?;
        let kinds: Vec<&str> = crate::PlayErrorKind::ALL.iter().map(|k| k.word()).collect();
        let _: String = f.req("kind")?;
        let kind = match f.node("kind") {
            Some(n) => n.word(&kinds)?,
            None => 0,
        };
        let mut data = BTreeMap::new();
        for key in REFUSAL_FIELDS {
            if let Some(v) = f.node(key) {
                let value = match (bool::from_json(&v), v.str()) {
                    (Ok(b), _) => serde_json::Value::Bool(b),
                    (_, Ok(s)) => serde_json::Value::String(s.to_string()),
                    _ => serde_json::Value::from(i64::from_json(&v)?),
                };
                data.insert((*key).to_string(), value);
            }
        }
        Ok(RefusedExpect {
            kind: kinds[kind].to_string(),
            data,
        })
    }
}

impl RefusedExpect {
    /// The expectation `e` meets: its kind and every field of its data that is not empty.
    pub fn of(e: &crate::PlayError) -> RefusedExpect {
        let mut data = refusal_fields(&e.detail);
        data.retain(|_, v| v.as_str() != Some(""));
        RefusedExpect {
            kind: e.kind.word().to_string(),
            data,
        }
    }
}

/// A refusal's data as the scenario format writes it ([`REFUSAL_FIELDS`]).
fn refusal_fields(detail: &crate::Refusal) -> BTreeMap<String, serde_json::Value> {
    use crate::PlacementProblem as P;
    use crate::Refusal as R;
    use serde_json::Value as V;
    let mut out = BTreeMap::new();
    let mut put = |k: &str, v: V| {
        out.insert(k.to_string(), v);
    };
    match detail {
        R::Nothing => {}
        R::Phase { why, rule } => {
            put("why", V::from(*why));
            if let Some(rule) = rule {
                put("rule", V::from(*rule));
            }
        }
        R::Placement(p) => {
            let word = match p {
                P::NoTileInHand => "no-tile",
                P::AlreadyPlaced => "placed",
                P::OffBoard(_) => "off-board",
                P::Occupied(_) => "occupied",
                P::NotTouching(_) => "not-touching",
                P::SideMismatch {
                    side,
                    mine,
                    theirs,
                    neighbour,
                    ..
                } => {
                    put("side", V::from(side.name()));
                    put("mine", V::from(mine.name()));
                    put("theirs", V::from(theirs.name()));
                    put("neighbour", V::from(neighbour.as_str()));
                    "side-mismatch"
                }
            };
            put("problem", V::from(word));
        }
        R::Cell { x, y } => {
            put("x", V::from(*x));
            put("y", V::from(*y));
        }
        R::Rotation(d) => put("degrees", V::from(*d)),
        R::Feature {
            tile,
            feature,
            kind,
        } => {
            put("tile", V::from(tile.as_str()));
            put("feature", V::from(feature.as_str()));
            if let Some(k) = kind {
                put("what", V::from(k.word()));
            }
        }
        R::Piece { guard } => put("guard", V::from(*guard)),
        R::Owed { rule, count, to } => {
            put("rule", V::from(*rule));
            put("count", V::from(*count));
            put("to", V::from(*to));
        }
    }
    out
}

/// How `got` differs from the refusal `want` names (empty: it is that refusal).
fn refusal_mismatch(want: &RefusedExpect, got: &crate::PlayError) -> Vec<String> {
    let mut out = Vec::new();
    if want.kind != got.kind.word() {
        out.push(format!(
            "kind: expected {}, got {}",
            want.kind,
            got.kind.word()
        ));
    }
    let data = refusal_fields(&got.detail);
    for (k, v) in &want.data {
        match data.get(k) {
            Some(g) if g == v => {}
            Some(g) => out.push(format!("{k}: expected {v}, got {g}")),
            None => out.push(format!("{k}: expected {v}, but this refusal has no {k}")),
        }
    }
    out
}

/// The `expect` of a scenario or step.
pub(crate) fn expectations(f: &Fields<'_>) -> Result<Option<Expect>, PathError> {
    f.opt("expect")
}

impl Scenario {
    /// Plays the steps and checks every expectation. Returns every failure found, in words.
    ///
    /// # Errors
    /// The list of failed expectations (or the error that stopped the scenario from loading).
    pub fn verify(&self) -> Result<(), Vec<String>> {
        let mut game = self
            .start()
            .map_err(|e| vec![format!("cannot load: {e}")])?;
        let mut failures = Vec::new();
        if let Some(e) = &self.expect {
            check(&game, e, 0, "expect", &mut failures);
            check_goal(&game, self.goal.as_ref(), e, &mut failures);
        }
        for (i, step) in self.steps.iter().enumerate() {
            let at = format!("steps[{i}]");
            let before_events = game.score_events().len();
            let before = game.fingerprint();
            let refused = step.refused.is_some() || step.error.is_some();
            match step.action.play(&mut game) {
                Ok(_) if refused => failures.push(format!(
                    "{at}: expected a refusal ({}) but the action was played",
                    step.refused.as_ref().map_or_else(
                        || step.error.clone().unwrap_or_default(),
                        |r| r.kind.clone()
                    )
                )),
                Err(e) if !refused => {
                    failures.push(format!("{at}: the action was refused: {e}"));
                    break;
                }
                Err(e) => {
                    if let Some(want) = &step.refused {
                        for m in refusal_mismatch(want, &e) {
                            failures.push(format!("{at}: refused: {m} (\"{e}\")"));
                        }
                    }
                    // Files written before kinds: the English words (docs/FORMATS.md).
                    if let Some(want) = &step.error {
                        if !e.to_string().contains(want.as_str()) {
                            failures.push(format!(
                                "{at}: expected an error containing \"{want}\", got \"{e}\""
                            ));
                        }
                    }
                    if game.fingerprint() != before {
                        failures.push(format!("{at}: the refused action changed the game"));
                    }
                }
                Ok(_) => {}
            }
            if let Some(e) = &step.expect {
                check(&game, e, before_events, &at, &mut failures);
            }
        }
        if failures.is_empty() {
            Ok(())
        } else {
            Err(failures)
        }
    }
}

/// Checks the `goal` and `unmet` of a puzzle's previews against its goal.
fn check_goal(
    game: &Game,
    goal: Option<&crate::scenario::Goal>,
    e: &Expect,
    out: &mut Vec<String>,
) {
    for p in &e.previews {
        if p.goal.is_none() && p.unmet.is_none() {
            continue;
        }
        let what = format!("expect: preview of ({},{}) {}°", p.x, p.y, p.rotation);
        let Some(goal) = goal else {
            out.push(format!(
                "{what}: `goal` expected, but the scenario has none"
            ));
            continue;
        };
        let spec = ActionSpec::PlaceTile {
            x: p.x,
            y: p.y,
            rotation: p.rotation,
        };
        let mut turn = vec![spec];
        turn.extend(p.ghosts.iter().flatten().cloned());
        let verdict = match crate::scenario::goal::judge_turn(game, goal, &turn) {
            Ok(Some(v)) => Ok(v),
            Ok(None) => Err("the ghosts are not all paid: name the moves (`ghosts`)".to_string()),
            Err(e) => Err(e.to_string()),
        };
        match verdict {
            Err(m) => out.push(format!("{what}: {m}")),
            Ok(v) => {
                if let Some(want) = p.goal {
                    if want != v.met {
                        out.push(format!("{what}: goal met: expected {want}, got {}", v.met));
                    }
                }
                if let Some(want) = &p.unmet {
                    let mut got = Vec::new();
                    unmet_leaves(&v.why, &mut got);
                    if *want != got {
                        out.push(format!("{what}: unmet: expected {want:?}, got {got:?}"));
                    }
                }
            }
        }
    }
}

/// The facts (or rule ids) of the failed conditions that are not combinators.
fn unmet_leaves(j: &crate::scenario::goal::Judged, out: &mut Vec<String>) {
    if j.met {
        return;
    }
    if j.parts.is_empty() {
        out.push(j.fact.clone().unwrap_or_default());
    } else if j.test == "not" {
        out.push(format!(
            "not {}",
            j.parts[0].fact.clone().unwrap_or_default()
        ));
    } else {
        for p in &j.parts {
            unmet_leaves(p, out);
        }
    }
}

/// Checks one [`Expect`] against the game; `events_from` is the first score event of the step.
fn check(game: &Game, e: &Expect, events_from: usize, at: &str, out: &mut Vec<String>) {
    let names: Vec<String> = game
        .player_setups()
        .iter()
        .map(|p| p.name.clone())
        .collect();
    let cat = game.catalogue();
    fn fail_in(out: &mut Vec<String>, at: &str, what: &str, want: String, got: String) {
        if want != got {
            out.push(format!("{at}: {what}: expected {want}, got {got}"));
        }
    }
    macro_rules! fail {
        ($what:expr, $want:expr, $got:expr $(,)?) => {
            fail_in(out, at, $what, $want, $got)
        };
    }
    if let Some(p) = e.phase {
        fail!("phase", format!("{p:?}"), format!("{:?}", game.phase()));
    }
    if let Some(c) = &e.current {
        fail!(
            "current player",
            c.clone(),
            names[game.current_player().index()].clone(),
        );
    }
    if let Some(h) = &e.hand {
        let got = game
            .hand()
            .map(|k| cat.kind(k).id.clone())
            .unwrap_or_default();
        fail!("tile in hand", h.clone(), got);
    }
    let placements = game.legal_placements();
    if let Some(n) = e.legal_placements {
        fail!(
            "legal placements",
            n.to_string(),
            placements.len().to_string(),
        );
    }
    // Legal as `play` sees it: every rotation that fits, also one listed under another
    // rotation giving the same oriented tile (B1).
    let has = |p: &PlacementSpec| {
        let spec = ActionSpec::PlaceTile {
            x: p.x,
            y: p.y,
            rotation: p.rotation,
        };
        game.action_from_spec(&spec).is_ok_and(|a| game.is_legal(a))
    };
    for p in &e.legal_placements_include {
        if !has(p) {
            fail!(
                "legal placement",
                format!("({},{}) {}° legal", p.x, p.y, p.rotation),
                "not legal".into(),
            );
        }
    }
    for p in &e.legal_placements_exclude {
        if has(p) {
            fail!(
                "placement",
                format!("({},{}) {}° not legal", p.x, p.y, p.rotation),
                "legal".into(),
            );
        }
    }
    if let Some(n) = e.legal_actions {
        fail!(
            "legal actions",
            n.to_string(),
            game.legal_actions().len().to_string(),
        );
    }
    if let Some(spots) = &e.meeple_spots {
        let mut want = spots.clone();
        want.sort();
        let mut got = game.meeple_spot_names();
        got.sort();
        fail!("meeple spots", format!("{want:?}"), format!("{got:?}"));
    }
    if let Some(scores) = &e.scores {
        for (name, &pts) in scores {
            match names.iter().position(|n| n == name) {
                Some(i) => fail!(
                    &format!("score of {name}"),
                    pts.to_string(),
                    game.scores()[PlayerId(i as u8)].to_string(),
                ),
                None => fail!("player", name.clone(), "no such player".into()),
            }
        }
    }
    if let Some(left) = &e.meeples_left {
        for (name, &n) in left {
            match names.iter().position(|x| x == name) {
                Some(i) => fail!(
                    &format!("meeples left of {name}"),
                    n.to_string(),
                    game.players()[PlayerId(i as u8)].meeples.to_string(),
                ),
                None => fail!("player", name.clone(), "no such player".into()),
            }
        }
    }
    if let Some(n) = e.meeples_on_board {
        fail!(
            "meeples on the board",
            n.to_string(),
            game.meeples().len().to_string(),
        );
    }
    if let Some(d) = &e.discarded {
        let got: Vec<String> = game
            .discarded()
            .iter()
            .map(|&k| cat.kind(k).id.clone())
            .collect();
        fail!("discarded tiles", format!("{d:?}"), format!("{got:?}"));
    }
    if let Some(n) = e.bag_left {
        fail!(
            "tiles left in the bag",
            n.to_string(),
            game.bag_len().to_string(),
        );
    }
    for f in &e.features {
        let what = format!("feature {} at ({},{})", f.feature, f.x, f.y);
        match game.feature_facts(f.x, f.y, &f.feature) {
            None => fail!(&what, "to exist".into(), "no such feature".into()),
            Some(facts) => {
                if let Some(t) = f.tiles {
                    fail!(
                        &format!("{what} tiles"),
                        t.to_string(),
                        facts.tiles.to_string(),
                    );
                }
                if let Some(c) = f.complete {
                    fail!(
                        &format!("{what} complete"),
                        c.to_string(),
                        facts.complete.to_string(),
                    );
                }
                if let Some(m) = f.meeples {
                    fail!(
                        &format!("{what} meeples"),
                        m.to_string(),
                        facts.meeples.to_string(),
                    );
                }
                if let Some(s) = f.shields {
                    fail!(
                        &format!("{what} shields"),
                        s.to_string(),
                        facts.shields.to_string(),
                    );
                }
            }
        }
    }
    if let Some(n) = e.supply {
        fail!(
            "ghosts in the supply",
            n.to_string(),
            game.ghost_supply().to_string()
        );
    }
    if let Some(want) = &e.meeples {
        let mut want: Vec<String> = want
            .iter()
            .map(|m| {
                format!(
                    "{}@({},{}).{}{} ghosts={}",
                    m.player,
                    m.x,
                    m.y,
                    m.feature,
                    if m.guard { " guard" } else { "" },
                    m.ghosts
                )
            })
            .collect();
        want.sort();
        let mut got: Vec<String> = game
            .meeples()
            .iter()
            .map(|(pos, fi, m)| {
                let t = game
                    .board()
                    .tile_at(*pos)
                    .map(|i| game.board().tile(i).kind)
                    .unwrap_or_default();
                let name = cat.kind(t).feature(*fi).name.clone();
                format!(
                    "{}@({},{}).{}{} ghosts={}",
                    names[m.player.index()],
                    pos.x,
                    pos.y,
                    name,
                    if m.guard { " guard" } else { "" },
                    m.ghosts
                )
            })
            .collect();
        got.sort();
        fail!(
            "meeples on the board",
            format!("{want:?}"),
            format!("{got:?}")
        );
    }
    if let Some(want) = &e.circles {
        let mut want: Vec<String> = want
            .iter()
            .filter(|c| c.ghosts > 0)
            .map(|c| format!("({},{}).{}={}", c.x, c.y, c.feature, c.ghosts))
            .collect();
        want.sort();
        let mut got: Vec<String> = crate::outcome::circles(game)
            .iter()
            .filter(|c| c.ghosts > 0)
            .map(|c| format!("({},{}).{}={}", c.at.x, c.at.y, c.at.feature, c.ghosts))
            .collect();
        got.sort();
        fail!(
            "ghosts in spell circles",
            format!("{want:?}"),
            format!("{got:?}")
        );
    }
    for b in &e.banks {
        let what = format!("mist bank of {} at ({},{})", b.feature, b.x, b.y);
        let word = |s: BankState| {
            serde_json::to_string(&s)
                .unwrap_or_default()
                .replace('"', "")
        };
        let want = word(b.state);
        match game.bank_state(b.x, b.y, &b.feature) {
            Some(state) => fail!(&what, want, word(state)),
            None => fail!(&what, want, "no such mist area".into()),
        }
        if let (Some(t), Some(f)) = (b.tiles, game.feature_facts(b.x, b.y, &b.feature)) {
            fail!(&format!("{what} tiles"), t.to_string(), f.tiles.to_string());
        }
    }
    let check_obligations = |what: &str,
                             want: &[ObligationExpect],
                             got: &[crate::outcome::ObligationView],
                             out: &mut Vec<String>| {
        let got_rules: Vec<&str> = got.iter().map(|o| o.rule).collect();
        let want_rules: Vec<&str> = want.iter().map(|o| o.rule.as_str()).collect();
        if got_rules != want_rules {
            out.push(format!(
                "{at}: {what}: expected rules {want_rules:?}, got {got_rules:?} ({:?})",
                got.iter().map(|o| o.text.as_str()).collect::<Vec<_>>()
            ));
            return;
        }
        for (i, (w, g)) in want.iter().zip(got).enumerate() {
            let mut field = |name: &str, want: Option<String>, got: String| {
                if let Some(want) = want {
                    if want != got {
                        out.push(format!(
                            "{at}: {what}[{i}] ({}) {name}: expected {want}, got {got}",
                            g.rule
                        ));
                    }
                }
            };
            field("owed", w.owed.map(|n| n.to_string()), g.owed.to_string());
            field("moved", w.moved.map(|n| n.to_string()), g.moved.to_string());
            field("to", w.to.clone(), g.to.to_string());
            field("from", w.from.clone(), g.from.to_string());
            field(
                "sources",
                w.sources.map(|n| n.to_string()),
                g.sources.len().to_string(),
            );
            field(
                "targets",
                w.targets.map(|n| n.to_string()),
                g.targets.len().to_string(),
            );
            field(
                "to_supply",
                w.to_supply.map(|n| n.to_string()),
                g.to_supply.to_string(),
            );
            field(
                "choose_order",
                w.choose_order.map(|b| b.to_string()),
                g.choose_order.to_string(),
            );
            field(
                "choose_circles",
                w.choose_circles.map(|b| b.to_string()),
                g.choose_circles.to_string(),
            );
            field(
                "shortfall",
                w.shortfall.clone(),
                g.shortfall.as_ref().map_or("none".into(), |s| {
                    format!("{} {} {}", s.why.word(), s.fate.word(), s.rule)
                }),
            );
        }
    };
    if let Some(want) = &e.obligations {
        check_obligations(
            "ghost obligations",
            want,
            &crate::outcome::obligations(game),
            out,
        );
    }
    if let Some(want) = &e.ghosts_paid {
        check_obligations("ghosts paid", want, &crate::outcome::ghosts_paid(game), out);
    }
    if let Some(left) = &e.guards_left {
        for (name, &n) in left {
            match names.iter().position(|x| x == name) {
                Some(i) => {
                    let got = game.players()[PlayerId(i as u8)].guards;
                    if got != n {
                        out.push(format!(
                            "{at}: guards left of {name}: expected {n}, got {got}"
                        ));
                    }
                }
                None => out.push(format!("{at}: no player {name}")),
            }
        }
    }
    if let Some(gs) = &e.guard_supply {
        for (name, &n) in gs {
            match names.iter().position(|x| x == name) {
                Some(i) => {
                    let got = game.guard_supply()[PlayerId(i as u8)];
                    if got != n {
                        out.push(format!(
                            "{at}: general guard supply of {name}: expected {n}, got {got}"
                        ));
                    }
                }
                None => out.push(format!("{at}: no player {name}")),
            }
        }
    }
    for p in &e.previews {
        let what = format!("preview of ({},{}) {}°", p.x, p.y, p.rotation);
        let spec = ActionSpec::PlaceTile {
            x: p.x,
            y: p.y,
            rotation: p.rotation,
        };
        let pv = match game.action_from_spec(&spec) {
            Ok(crate::Action::PlaceTile(pl)) => {
                crate::outcome::preview(game, pl).map_err(|e| e.to_string())
            }
            Ok(_) => Err("not a placement".into()),
            Err(e) => Err(e.to_string()),
        };
        match pv {
            Err(m) => out.push(format!("{at}: {what}: {m}")),
            Ok(pv) => {
                let mut num = |name: &str, want: Option<usize>, got: usize| {
                    if let Some(w) = want {
                        if w != got {
                            out.push(format!("{at}: {what} {name}: expected {w}, got {got}"));
                        }
                    }
                };
                num("banks continued", p.continued, pv.continued.len());
                num("banks limited", p.limited, pv.limited.len());
                num("banks closed", p.closed, pv.closed.len());
                num("features completed", p.completed, pv.completed.len());
                num("supply after", p.supply_after, usize::from(pv.supply_after));
                num(
                    "supply at the end",
                    p.supply_end,
                    usize::from(pv.supply_end),
                );
                if let Some(r) = &p.rules {
                    if r.iter().map(String::as_str).ne(pv.rules.iter().copied()) {
                        out.push(format!(
                            "{at}: {what} rules: expected {r:?}, got {:?}",
                            pv.rules
                        ));
                    }
                }
                if let Some(o) = &p.obligations {
                    check_obligations(&what, o, &pv.obligations, out);
                }
                if let Some(want) = &p.banks {
                    let got = pv
                        .banks
                        .iter()
                        .map(|b| {
                            let sides: Vec<String> = b
                                .sides
                                .iter()
                                .map(|s| format!("{} {}", s.side, s.acts.word()))
                                .collect();
                            format!("{}: {}", b.label, sides.join(", "))
                        })
                        .collect::<Vec<_>>()
                        .join("; ");
                    if *want != got {
                        out.push(format!(
                            "{at}: {what} banks: expected {want:?}, got {got:?}"
                        ));
                    }
                }
            }
        }
    }
    if let Some(evs) = &e.score_events {
        let got: &[ScoreEvent] = &game.score_events()[events_from.min(game.score_events().len())..];
        if got.len() != evs.len() {
            fail!(
                "number of scorings",
                evs.len().to_string(),
                format!("{} ({got:?})", got.len()),
            );
        }
        for (i, (w, g)) in evs.iter().zip(got).enumerate() {
            let what = format!("scoring {i}");
            if let Some(r) = &w.rule {
                fail!(&format!("{what} rule"), r.clone(), g.rule.to_string());
            }
            if let Some(k) = w.kind {
                fail!(
                    &format!("{what} kind"),
                    format!("{k:?}"),
                    format!("{:?}", g.kind),
                );
            }
            if let Some(p) = w.points {
                fail!(
                    &format!("{what} points"),
                    p.to_string(),
                    g.points.to_string(),
                );
            }
            if let Some(ps) = &w.players {
                let got: Vec<String> = g
                    .players
                    .iter()
                    .map(|&p| names[p.index()].clone())
                    .collect();
                fail!(
                    &format!("{what} players"),
                    format!("{ps:?}"),
                    format!("{got:?}"),
                );
            }
            if let Some(t) = w.tiles {
                fail!(&format!("{what} tiles"), t.to_string(), g.tiles.to_string());
            }
            if let Some(c) = w.cities {
                fail!(
                    &format!("{what} cities"),
                    c.to_string(),
                    g.cities.to_string(),
                );
            }
        }
    }
}
