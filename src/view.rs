//! Views for the page: small serialisable pictures of a game, with names instead of indices.
//!
//! The page asks for [`kinds`] once per game (tile geometry to draw) and for a [`GameView`]
//! after each action. Nothing here is needed to play; it only reads.
//!
//! Sections: tile kinds, the game view, the score table, placement problems; the turn log, the
//! errors as the page words them and the engine's vocabulary are modules of their own. All are read the same way from a [`Game`].

use serde::Serialize;

mod errors;
mod inspect;
mod log;
mod vocabulary;
pub use errors::{file_problem, refusal_data, FileProblem, RefusalData};
pub use inspect::{feature_at, tiles_left, FeatureInfo, Holder, TileLeft, TouchedCity};
pub use log::{recent_log, turn_log, LogAction, LogLine, LogSpot};
pub use vocabulary::{vocabulary, ErrorWords, Limits, Vocabulary};

use crate::game::{Game, Phase};
use crate::tile::{half_name, FeatureKind, Side};

/// A feature of a tile kind, in the tile's own orientation.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct FeatureView {
    /// city, road, field, monastery, castle, cemetery, mist, ruin.
    pub kind: FeatureKind,
    /// Its name on the tile ("city1").
    pub name: String,
    /// Sides it reaches, as letters ("NW").
    pub sides: String,
    /// Half sides it reaches ("NL", "ER"…).
    pub halves: Vec<String>,
    /// Shields (cities).
    pub shields: u8,
    /// Spell circles (mist).
    pub circles: u8,
    /// Names of the cities a field touches.
    pub touches: Vec<String>,
    /// The corner a ruin stands at ("NE", "SE", "SW", "NW"); absent for other features.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub corner: String,
}

/// A tile kind for drawing.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct KindView {
    /// Its id.
    pub id: String,
    /// Its tile set.
    pub set: String,
    /// Copies in the set.
    pub count: u16,
    /// Side letters before rotation, `~` after a misty side ("CR~FR").
    pub sides: String,
    /// Its features.
    pub features: Vec<FeatureView>,
    /// The notation line (features part).
    pub notation: String,
}

/// Every tile kind of the game's catalogue, by index.
pub fn kinds(game: &Game) -> Vec<KindView> {
    game.catalogue()
        .kinds()
        .iter()
        .map(|k| KindView {
            id: k.id.clone(),
            set: k.set.clone(),
            count: k.count,
            sides: k.sides_string(),
            notation: k.notation.clone(),
            features: k
                .features
                .iter()
                .map(|f| FeatureView {
                    kind: f.kind,
                    name: f.name.clone(),
                    sides: Side::ALL
                        .iter()
                        .filter(|s| f.sides & (1 << **s as u8) != 0)
                        .map(|s| s.letter())
                        .collect(),
                    halves: (0..8)
                        .filter(|h| f.halves & (1 << h) != 0)
                        .map(half_name)
                        .collect(),
                    shields: f.shields,
                    circles: f.circles,
                    touches: f
                        .touches
                        .iter()
                        .map(|&c| k.feature(c).name.clone())
                        .collect(),
                    corner: ["NE", "SE", "SW", "NW"]
                        .iter()
                        .enumerate()
                        .filter(|(i, _)| f.corners & (1 << i) != 0)
                        .map(|(_, c)| *c)
                        .collect(),
                })
                .collect(),
        })
        .collect()
}

/// A player's name, colour, points and pieces.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct PlayerView {
    /// Name.
    pub name: String,
    /// CSS colour, when the setup gave one.
    pub colour: Option<String>,
    /// Points.
    pub score: i32,
    /// Meeples in supply.
    pub meeples: u8,
    /// Guards in supply.
    pub guards: u8,
}

/// A placed tile.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct TileView {
    /// Column.
    pub x: i16,
    /// Row.
    pub y: i16,
    /// Kind index into [`kinds`].
    pub kind: crate::ids::KindId,
    /// Kind id.
    pub id: String,
    /// Degrees clockwise.
    pub rotation: u16,
}

/// A meeple on the board.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct MeepleView {
    /// Column of its tile.
    pub x: i16,
    /// Row of its tile.
    pub y: i16,
    /// The feature's name on that tile.
    pub feature: String,
    /// Owner index.
    pub player: u8,
    /// A guard.
    pub guard: bool,
    /// Ghosts on it.
    pub ghosts: u8,
}

/// One scoring, with its explanation in words.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct EventView {
    /// The scoring (its place is written as `x` and `y`).
    #[serde(flatten)]
    pub event: crate::game::ScoreEvent,
    /// The explanation in words ("City of 3 tiles with 1 shield completed (B4): 8 points to Red").
    pub text: String,
}

/// A legal meeple placement.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct MeepleChoice {
    /// The feature's name on the tile just placed.
    pub feature: String,
    /// A guard rather than a meeple.
    pub guard: bool,
}

/// A legal placement.
#[derive(Clone, Copy, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct PlacementView {
    /// Column.
    pub x: i16,
    /// Row.
    pub y: i16,
    /// Degrees clockwise.
    pub rotation: u16,
    /// The rotations that turn the tile the same way, this one included: bit `q` for `q`
    /// quarter turns (U at 90°: `0b1010`, 90° and 270°). Each of them fits and plays, and the
    /// tile keeps the rotation given (B1).
    pub same: u8,
}

/// The whole visible state of a game, sent to the page after each action.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct GameView {
    /// `place-tile`, `meeple` or `game-over`.
    pub phase: Phase,
    /// Whose turn.
    pub current: crate::ids::PlayerId,
    /// Players.
    pub players: Vec<PlayerView>,
    /// Kind index of the tile in hand.
    pub hand: Option<crate::ids::KindId>,
    /// Id of the tile in hand.
    pub hand_id: Option<String>,
    /// Tiles left in the bag after the one in hand.
    pub bag_left: usize,
    /// Tiles left in the bag per tile set (`base`, `gcc`, `sc`, `scenario`).
    pub bag_by_set: std::collections::BTreeMap<String, usize>,
    /// Tiles on the board, in the order placed.
    pub tiles: Vec<TileView>,
    /// Meeples on the board.
    pub meeples: Vec<MeepleView>,
    /// Feature names of the last tile a meeple may go on now (B3).
    pub meeple_spots: Vec<String>,
    /// Every legal meeple placement now: a feature and whether it is a guard (B3, G1).
    pub meeple_choices: Vec<MeepleChoice>,
    /// Every scoring so far.
    pub events: Vec<EventView>,
    /// Ids of tiles put out of the game (B2).
    pub discarded: Vec<String>,
    /// Actions played.
    pub actions: usize,
    /// Actions that redo can replay.
    pub redo: usize,
    /// Ghosts in the supply (Exp. 11).
    pub ghost_supply: u8,
    /// Whether Exp. 11 is in play (ghosts, guards).
    pub ghosts_in_play: bool,
    /// Spell-circle areas on the board with their ghosts.
    pub circles: Vec<crate::outcome::CircleView>,
    /// Ghost obligations still owed, head first; the head lists its legal sources and targets.
    pub obligations: Vec<crate::outcome::ObligationView>,
    /// How the last placement's obligations were paid.
    pub ghosts_paid: Vec<crate::outcome::ObligationView>,
    /// Guards of each player's colour in the general guard supply.
    pub guard_supply: Vec<u8>,
    /// The rule variants in force.
    pub variants: crate::mist::Variants,
}

/// The explanation of a scoring in words.
pub fn describe_event(game: &Game, e: &crate::game::ScoreEvent) -> String {
    let names: Vec<&str> = game
        .player_setups()
        .iter()
        .map(|p| p.name.as_str())
        .collect();
    let what = match e.kind {
        FeatureKind::City => format!(
            "City of {} tile{}{}",
            e.tiles,
            if e.tiles == 1 { "" } else { "s" },
            match e.shields {
                0 => String::new(),
                1 => " with 1 shield".into(),
                n => format!(" with {n} shields"),
            }
        ),
        FeatureKind::Road => format!(
            "Road of {} tile{}",
            e.tiles,
            if e.tiles == 1 { "" } else { "s" }
        ),
        FeatureKind::Monastery => format!("Monastery with {} of 9 tiles", e.tiles),
        FeatureKind::Castle => format!(
            "Castle with {} mist tile{} around",
            e.tiles,
            if e.tiles == 1 { "" } else { "s" }
        ),
        FeatureKind::Cemetery => "Cemetery".to_string(),
        FeatureKind::Mist if e.rule == "G6" => format!(
            "{} ghost{} on meeples",
            e.ghosts,
            if e.ghosts == 1 { "" } else { "s" }
        ),
        FeatureKind::Field => format!(
            "Field touching {} completed cit{}",
            e.cities,
            if e.cities == 1 { "y" } else { "ies" }
        ),
        k => k.word().to_string(),
    };
    let how = if e.complete {
        "completed"
    } else {
        "at game end"
    };
    if e.players.is_empty() {
        // B4, B5: nobody scores; said once, without "points to nobody".
        return format!("{what} {how} ({}): no meeple on it", e.rule);
    }
    let who = {
        e.players
            .iter()
            .map(|&p| names.get(p.index()).copied().unwrap_or("?"))
            .collect::<Vec<_>>()
            .join(" and ")
    };
    let pts = if e.points.abs() == 1 {
        "point"
    } else {
        "points"
    };
    if e.kind == FeatureKind::Cemetery {
        // K2: no points; the keeper's owner takes a guard from the general supply, if one is left.
        return format!(
            "Cemetery surrounded (K2): {who}'s keeper goes home, with a guard from the general supply if one is left"
        );
    }
    if e.rule == "G6" {
        return format!("{what} at game end (G6): {} {pts} for {who}", e.points);
    }
    format!("{what} {how} ({}): {} {pts} to {who}", e.rule, e.points)
}

/// The view of `game` now.
pub fn game_view(game: &Game) -> GameView {
    let cat = game.catalogue();
    let tiles = game.tiles();
    let name_at = |x: i16, y: i16, fi: crate::ids::FeatureIx| -> String {
        game.board()
            .placed_at(crate::Pos::new(x, y))
            .and_then(|t| cat.kind(t.kind).features.get(fi.index()))
            .map(|f| f.name.clone())
            .unwrap_or_default()
    };
    let last = tiles.last();
    GameView {
        phase: game.phase(),
        current: game.current_player(),
        players: game
            .player_setups()
            .iter()
            .zip(game.players())
            .map(|(s, p)| PlayerView {
                name: s.name.clone(),
                colour: s.colour.clone(),
                score: p.score,
                meeples: p.meeples,
                guards: p.guards,
            })
            .collect(),
        hand: game.hand(),
        hand_id: game.hand().map(|k| cat.kind(k).id.clone()),
        bag_left: game.bag_len(),
        bag_by_set: game.bag().iter().fold(Default::default(), |mut m, &k| {
            *m.entry(cat.kind(k).set.clone()).or_insert(0) += 1;
            m
        }),
        tiles: tiles
            .iter()
            .map(|t| TileView {
                x: t.pos.x,
                y: t.pos.y,
                kind: t.kind,
                id: cat.kind(t.kind).id.clone(),
                rotation: t.rotation.degrees(),
            })
            .collect(),
        meeples: game
            .meeples()
            .into_iter()
            .map(|(pos, fi, m)| MeepleView {
                x: pos.x,
                y: pos.y,
                feature: name_at(pos.x, pos.y, fi),
                player: m.player.0,
                guard: m.guard,
                ghosts: m.ghosts,
            })
            .collect(),
        meeple_spots: game.meeple_spot_names(),
        meeple_choices: match last {
            Some(t) if game.phase() == Phase::Meeple => game
                .legal_actions()
                .into_iter()
                .filter_map(|a| match a {
                    crate::Action::PlaceMeeple { feature, guard } => Some(MeepleChoice {
                        feature: cat.kind(t.kind).feature(feature).name.clone(),
                        guard,
                    }),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        },
        events: game
            .score_events()
            .iter()
            .map(|e| EventView {
                event: e.clone(),
                text: describe_event(game, e),
            })
            .collect(),
        discarded: game
            .discarded()
            .iter()
            .map(|&k| cat.kind(k).id.clone())
            .collect(),
        actions: game.history().iter().filter(|p| !p.auto()).count(),
        redo: game.redo_len(),
        ghost_supply: game.ghost_supply(),
        ghosts_in_play: game.ghost_total() > 0,
        circles: crate::outcome::circles(game),
        obligations: crate::outcome::obligations(game),
        ghosts_paid: crate::outcome::ghosts_paid(game),
        guard_supply: game.guard_supply().as_slice().to_vec(),
        variants: game.variants(),
    }
}

/// The legal placements of the tile in hand, once per orientation (with the equal rotations).
pub fn placements(game: &Game) -> Vec<PlacementView> {
    let cat = game.catalogue();
    game.legal_placements()
        .iter()
        .map(|p| PlacementView {
            x: p.pos.x,
            y: p.pos.y,
            rotation: p.rotation.degrees(),
            same: game
                .hand()
                .map_or(0, |k| cat.same_orientation(k, p.rotation)),
        })
        .collect()
}

/// One row of the final score table: a category's points per player.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct ScoreRow {
    /// `roads`, `cities`, `monasteries`, `fields`, `castles`, `ghosts`; or `start` for the points
    /// a laid-out position began with.
    pub category: &'static str,
    /// Points per player, during the game and at its end together.
    pub points: Vec<i32>,
    /// Of which at game end (B5, K1, G6).
    pub at_end: Vec<i32>,
}

/// The score split by category, per player, with totals (BGA's end-of-game table). The rows add
/// up to the totals; castles and ghosts only with Exp. 11, `start` only when not zero.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct ScoreTable {
    /// The rows, in the order of [`crate::ScoreCategory::ALL`], then `start`.
    pub rows: Vec<ScoreRow>,
    /// Each player's points now.
    pub totals: Vec<i32>,
}

/// The score table of `game` now, from its scorings.
pub fn score_table(game: &Game) -> ScoreTable {
    let n = game.players().len();
    let mist = game.ghost_total() > 0;
    let mut rows: Vec<ScoreRow> = crate::ScoreCategory::ALL
        .iter()
        .filter(|c| mist || **c < crate::ScoreCategory::Castles)
        .map(|c| ScoreRow {
            category: c.word(),
            points: vec![0; n],
            at_end: vec![0; n],
        })
        .collect();
    for e in game.score_events() {
        let Some(row) = e
            .category()
            .and_then(|c| rows.iter_mut().find(|r| r.category == c.word()))
        else {
            continue;
        };
        for &p in &e.players {
            let p = p.index();
            row.points[p] = row.points[p].saturating_add(e.points);
            if !e.complete {
                row.at_end[p] = row.at_end[p].saturating_add(e.points);
            }
        }
    }
    // A laid-out position may start with points (its `scores`).
    if let crate::game::Origin::Position(pos) = game.origin() {
        let start: Vec<i32> = game
            .player_setups()
            .iter()
            .map(|s| pos.scores.get(&s.name).copied().unwrap_or(0))
            .collect();
        if start.iter().any(|&s| s != 0) {
            rows.push(ScoreRow {
                category: "start",
                points: start,
                at_end: vec![0; n],
            });
        }
    }
    ScoreTable {
        rows,
        totals: game.players().iter().map(|p| p.score).collect(),
    }
}

/// Why a placement is refused (B1), as data for the page to word in the reader's language
/// (the English sentence is [`crate::PlacementProblem`]'s `Display`).
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum ProblemView {
    /// No tile in hand.
    NoTile,
    /// The tile is already placed this turn.
    Placed,
    /// Beyond the board's reach.
    OffBoard,
    /// The cell has a tile.
    Occupied,
    /// A side faces another terrain on a neighbour.
    SideMismatch {
        /// `north`, `east`, `south`, `west`.
        side: &'static str,
        /// The tile's terrain on that side: `city`, `road`, `field`.
        mine: &'static str,
        /// The neighbour's terrain there.
        theirs: &'static str,
        /// The neighbour's tile id.
        neighbour: String,
    },
    /// The cell touches no tile.
    NotTouching,
    /// A rotation that is not a quarter turn (0, 90, 180 or 270 degrees).
    Rotation {
        /// The degrees given.
        degrees: i64,
    },
}

/// [`ProblemView`] of a refused placement.
pub fn problem_view(p: &crate::PlacementProblem) -> ProblemView {
    use crate::PlacementProblem as P;
    match p {
        P::NoTileInHand => ProblemView::NoTile,
        P::AlreadyPlaced => ProblemView::Placed,
        P::OffBoard(_) => ProblemView::OffBoard,
        P::Occupied(_) => ProblemView::Occupied,
        P::SideMismatch {
            side,
            mine,
            theirs,
            neighbour,
            ..
        } => ProblemView::SideMismatch {
            side: side.name(),
            mine: mine.name(),
            theirs: theirs.name(),
            neighbour: neighbour.clone(),
        },
        P::NotTouching(_) => ProblemView::NotTouching,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_feature_nobody_held_is_said_once_without_points_to_nobody() {
        // B4: the cap completes a city of 2 tiles that nobody holds.
        let sc = r#"{"format": "carcassonne-mist/scenario", "version": 1,
            "board": [{"tile": "D", "x": 0, "y": 0}], "hand": "E", "bag": ["B"]}"#;
        let mut game = crate::Scenario::from_json(sc).unwrap().start().unwrap();
        game.play_spec(&crate::ActionSpec::PlaceTile {
            x: 0,
            y: -1,
            rotation: 180,
        })
        .unwrap();
        game.play_spec(&crate::ActionSpec::SkipMeeple).unwrap();
        let texts: Vec<String> = game_view(&game)
            .events
            .into_iter()
            .map(|e| e.text)
            .collect();
        assert_eq!(
            texts,
            ["City of 2 tiles completed (B4): no meeple on it"],
            "{texts:?}"
        );
    }

    #[test]
    fn a_refused_placement_is_given_as_data_too() {
        // B1: the city cap E turned 0° shows a city to the road below it.
        let sc = r#"{"format": "carcassonne-mist/scenario", "version": 1,
            "board": [{"tile": "D", "x": 0, "y": 0}], "hand": "E", "bag": ["B"]}"#;
        let game = crate::Scenario::from_json(sc).unwrap().start().unwrap();
        let mut kinds = Vec::new();
        for r in crate::tile::Rotation::ALL {
            if let Some(p) = game.placement_problem(crate::Pos { x: 0, y: -1 }, r) {
                kinds.push(serde_json::to_value(problem_view(&p)).unwrap());
            }
        }
        assert!(
            kinds.iter().any(|k| k["kind"] == "side-mismatch"
                && k["side"] == "south"
                && k["neighbour"] == "D"),
            "{kinds:?}"
        );
        let occupied = game
            .placement_problem(crate::Pos { x: 0, y: 0 }, crate::tile::Rotation::ALL[0])
            .unwrap();
        assert_eq!(
            serde_json::to_value(problem_view(&occupied)).unwrap()["kind"],
            "occupied"
        );
    }
}
