//! The action notation of saved games and scenarios ([`ActionSpec`], [`SpotSpec`]): positions,
//! degrees and feature names instead of node numbers, read and written against a [`State`]
//! (like shakmaty's `uci`). [`crate::game::Game::action_from_spec`] and
//! [`crate::history::Played`] are the checked entry points.

use serde::Serialize;

use crate::board::{Placement, Pos, MAX_COORD};
use crate::ids::KindId;
use crate::json::{ErrorKind, FromJson, Node, PathError, Value};
use crate::mist::GhostSpot;
use crate::refusal::{play_err, PlayError, PlayErrorKind, Refusal};
use crate::state::{Action, Phase, State};
use crate::tile::{FeatureKind, Rotation};

/// A place for a ghost as written in saved games and scenarios: `"supply"`, or a feature of a
/// tile (`{"x": 1, "y": 0, "feature": "road1"}` for the meeple on it, `"mist1"` for a circle).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum SpotSpec {
    /// `"supply"`.
    Supply(SupplyWord),
    /// The meeple on this feature, or a circle of this mist area.
    Feature {
        /// Column.
        x: i64,
        /// Row.
        y: i64,
        /// Feature name on the tile.
        feature: String,
    },
}

/// The word `"supply"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SupplyWord {
    /// The general ghost supply.
    Supply,
}

impl SupplyWord {
    /// The word as written, read and serialized from here only.
    pub const WORD: &'static str = "supply";
}

impl Serialize for SupplyWord {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(Self::WORD)
    }
}

/// An action as written in saved games and scenarios: positions, degrees and feature names.
///
/// ```json
/// {"type": "place-tile", "x": 1, "y": 0, "rotation": 90}
/// {"type": "place-meeple", "feature": "city1"}
/// {"type": "skip-meeple"}
/// ```
///
/// Its `type` words are [`ActionSpec::TYPES`], which both the reader and the writer use.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActionSpec {
    /// Place the tile in hand at `(x, y)`, turned `rotation` degrees clockwise.
    PlaceTile {
        /// Column.
        x: i64,
        /// Row (grows southwards).
        y: i64,
        /// 0, 90, 180 or 270.
        rotation: i64,
    },
    /// Place a meeple on the named feature of the tile just placed.
    PlaceMeeple {
        /// The feature's name on the tile ("city1", "road2", "monastery").
        feature: String,
        /// A guard (Exp. 11) instead of a normal meeple (written only when true).
        guard: bool,
    },
    /// Place no meeple.
    SkipMeeple,
    /// Move one ghost (the ghosts phase).
    MoveGhost {
        /// From `"supply"`, a meeple's feature or a mist area's circle.
        from: SpotSpec,
        /// To a meeple's feature, a circle's mist area, or `"supply"`.
        to: SpotSpec,
    },
}

impl ActionSpec {
    /// The `type` word of each variant, in the order of the variants.
    pub const TYPES: [&'static str; 4] =
        ["place-tile", "place-meeple", "skip-meeple", "move-ghost"];

    /// This action's `type` word.
    pub fn type_word(&self) -> &'static str {
        Self::TYPES[match self {
            ActionSpec::PlaceTile { .. } => 0,
            ActionSpec::PlaceMeeple { .. } => 1,
            ActionSpec::SkipMeeple => 2,
            ActionSpec::MoveGhost { .. } => 3,
        }]
    }
}

crate::ts_type!(export SpotSpec as "SpotSpec" => "\"supply\" | { x: number, y: number, feature: string }");

crate::ts_type!(export ActionSpec as "ActionSpec", uses [SpotSpec] => concat!(
    "{ type: \"place-tile\", x: number, y: number, rotation: number }",
    " | { type: \"place-meeple\", feature: string, guard?: true }",
    " | { type: \"skip-meeple\" }",
    " | { type: \"move-ghost\", from: SpotSpec, to: SpotSpec }"
));

impl Serialize for ActionSpec {
    /// `{"type": …}` then the variant's fields, in their order (`guard` only when true).
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = s.serialize_map(None)?;
        m.serialize_entry("type", self.type_word())?;
        match self {
            ActionSpec::PlaceTile { x, y, rotation } => {
                m.serialize_entry("x", x)?;
                m.serialize_entry("y", y)?;
                m.serialize_entry("rotation", rotation)?;
            }
            ActionSpec::PlaceMeeple { feature, guard } => {
                m.serialize_entry("feature", feature)?;
                if *guard {
                    m.serialize_entry("guard", guard)?;
                }
            }
            ActionSpec::SkipMeeple => {}
            ActionSpec::MoveGhost { from, to } => {
                m.serialize_entry("from", from)?;
                m.serialize_entry("to", to)?;
            }
        }
        m.end()
    }
}

impl FromJson for SpotSpec {
    /// `"supply"` or `{"x": …, "y": …, "feature": …}`.
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        match node.value() {
            Value::String(s) if s == SupplyWord::WORD => Ok(SpotSpec::Supply(SupplyWord::Supply)),
            Value::Object(_) => {
                let f = node.fields(&["x", "y", "feature"])?;
                Ok(SpotSpec::Feature {
                    x: f.req("x")?,
                    y: f.req("y")?,
                    feature: f.req("feature")?,
                })
            }
            _ => Err(node.wrong_type(crate::json::Expected::Spot)),
        }
    }
}

impl FromJson for ActionSpec {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        let kind = node
            .object()?
            .node("type")
            .ok_or_else(|| {
                let field = "type".to_string();
                node.error_of("missing field `type`", ErrorKind::MissingField { field })
            })?
            .word(&ActionSpec::TYPES)?;
        Ok(match kind {
            0 => {
                let f = node.fields(&["type", "x", "y", "rotation"])?;
                ActionSpec::PlaceTile {
                    x: f.req("x")?,
                    y: f.req("y")?,
                    rotation: f.or_default("rotation")?,
                }
            }
            1 => {
                let f = node.fields(&["type", "feature", "guard"])?;
                ActionSpec::PlaceMeeple {
                    feature: f.req("feature")?,
                    guard: f.or_default("guard")?,
                }
            }
            2 => {
                node.fields(&["type"])?;
                ActionSpec::SkipMeeple
            }
            _ => {
                let f = node.fields(&["type", "from", "to"])?;
                ActionSpec::MoveGhost {
                    from: f.req("from")?,
                    to: f.req("to")?,
                }
            }
        })
    }
}

/// A written action as an [`Action`] in state `st` (legal or not: [`crate::game::Game::play`] checks).
pub(crate) fn action_from_spec(st: &State, spec: &ActionSpec) -> Result<Action, PlayError> {
    let a = match spec {
        ActionSpec::PlaceTile { x, y, rotation } => {
            let lim = MAX_COORD as i64;
            if x.abs() > lim || y.abs() > lim {
                return Err(play_err(PlayErrorKind::OffBoard).with(Refusal::Cell { x: *x, y: *y }));
            }
            let rotation = Rotation::from_degrees(*rotation).map_err(|_| {
                play_err(PlayErrorKind::Rotation).with(Refusal::Rotation(*rotation))
            })?;
            Action::PlaceTile(Placement {
                pos: Pos::new(*x as i16, *y as i16),
                rotation,
            })
        }
        ActionSpec::PlaceMeeple { feature, guard } => {
            let Some(t) = st
                .last_tile()
                .filter(|_| matches!(st.phase, Phase::Meeple | Phase::Ghosts))
            else {
                return Err(play_err(PlayErrorKind::WrongPhase).with(Refusal::Phase {
                    why: "tile-first",
                    rule: None,
                }));
            };
            let def = st.cat.kind(t.kind);
            let Some(i) = def.feature_index(feature) else {
                return Err(
                    play_err(PlayErrorKind::NoSuchFeature).with(Refusal::Feature {
                        tile: def.id.clone(),
                        feature: feature.clone(),
                        kind: None,
                    }),
                );
            };
            Action::PlaceMeeple {
                feature: i,
                guard: *guard,
            }
        }
        ActionSpec::SkipMeeple => Action::SkipMeeple,
        ActionSpec::MoveGhost { from, to } => Action::MoveGhost {
            from: spot_from_spec(st, from)?,
            to: spot_from_spec(st, to)?,
        },
    };
    Ok(a)
}

/// A ghost spot from its written form.
pub(crate) fn spot_from_spec(st: &State, spec: &SpotSpec) -> Result<GhostSpot, PlayError> {
    match spec {
        SpotSpec::Supply(_) => Ok(GhostSpot::Supply),
        SpotSpec::Feature { x, y, feature } => {
            let lim = MAX_COORD as i64;
            let tile = (x.abs() <= lim && y.abs() <= lim)
                .then(|| st.board.tile_at(Pos::new(*x as i16, *y as i16)))
                .flatten();
            let Some(ti) = tile else {
                return Err(
                    play_err(PlayErrorKind::NoSuchFeature).with(Refusal::Cell { x: *x, y: *y })
                );
            };
            let t = st.board.tile(ti);
            let def = st.cat.kind(t.kind);
            let Some(fi) = def.feature_index(feature) else {
                return Err(
                    play_err(PlayErrorKind::NoSuchFeature).with(Refusal::Feature {
                        tile: def.id.clone(),
                        feature: feature.clone(),
                        kind: None,
                    }),
                );
            };
            let node = t.node(fi);
            Ok(if def.feature(fi).kind == FeatureKind::Mist {
                GhostSpot::Circle(node)
            } else {
                GhostSpot::Meeple(node)
            })
        }
    }
}

/// The written form of `a` in state `st` (before `a` is played).
pub(crate) fn spec_of(st: &State, a: Action) -> ActionSpec {
    spec_on(st, a, st.last_tile().map(|t| t.kind))
}

/// The written form of `a` read on state `st`, a meeple going on a tile of kind `placed`. `st`
/// may be any later state of the same game: nodes and tiles never change once placed.
pub(crate) fn spec_on(st: &State, a: Action, placed: Option<KindId>) -> ActionSpec {
    let spot = |g: GhostSpot| match g {
        GhostSpot::Supply => SpotSpec::Supply(SupplyWord::Supply),
        GhostSpot::Meeple(n) | GhostSpot::Circle(n) => {
            let (t, fi) = st.node_feature(n);
            SpotSpec::Feature {
                x: t.pos.x as i64,
                y: t.pos.y as i64,
                feature: st.cat.kind(t.kind).feature(fi).name.clone(),
            }
        }
    };
    match a {
        Action::PlaceTile(p) => ActionSpec::PlaceTile {
            x: p.pos.x as i64,
            y: p.pos.y as i64,
            rotation: p.rotation.degrees() as i64,
        },
        Action::PlaceMeeple { feature, guard } => {
            let name = placed
                .and_then(|k| {
                    st.cat
                        .kind(k)
                        .features
                        .get(feature.index())
                        .map(|f| f.name.clone())
                })
                .unwrap_or_else(|| format!("#{feature}"));
            ActionSpec::PlaceMeeple {
                feature: name,
                guard,
            }
        }
        Action::SkipMeeple => ActionSpec::SkipMeeple,
        Action::MoveGhost { from, to } => ActionSpec::MoveGhost {
            from: spot(from),
            to: spot(to),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::json::{parse, read};

    /// Every action's JSON names its `type` from [`ActionSpec::TYPES`] and reads back the same;
    /// `guard` is written only when true.
    #[test]
    fn actions_write_and_read_back_with_one_table_of_type_words() {
        let spot = SpotSpec::Feature {
            x: -1,
            y: 2,
            feature: "road1".into(),
        };
        let actions = [
            ActionSpec::PlaceTile {
                x: 1,
                y: -3,
                rotation: 270,
            },
            ActionSpec::PlaceMeeple {
                feature: "city1".into(),
                guard: false,
            },
            ActionSpec::PlaceMeeple {
                feature: "mist1".into(),
                guard: true,
            },
            ActionSpec::SkipMeeple,
            ActionSpec::MoveGhost {
                from: SpotSpec::Supply(SupplyWord::Supply),
                to: spot,
            },
        ];
        let written: Vec<String> = actions
            .iter()
            .map(|a| serde_json::to_string(a).unwrap())
            .collect();
        assert_eq!(
            written,
            [
                r#"{"type":"place-tile","x":1,"y":-3,"rotation":270}"#,
                r#"{"type":"place-meeple","feature":"city1"}"#,
                r#"{"type":"place-meeple","feature":"mist1","guard":true}"#,
                r#"{"type":"skip-meeple"}"#,
                r#"{"type":"move-ghost","from":"supply","to":{"x":-1,"y":2,"feature":"road1"}}"#,
            ]
        );
        for (a, text) in actions.iter().zip(&written) {
            let back: ActionSpec = read(&parse(text).unwrap()).unwrap();
            assert_eq!(&back, a, "{text}");
        }
        let unknown = read::<ActionSpec>(&parse(r#"{"type":"place-ghost"}"#).unwrap());
        assert!(unknown.is_err());
    }
}
