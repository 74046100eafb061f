//! What a player may look up at any time: the tiles left in the bag by kind ([`tiles_left`],
//! like the "remaining tiles" panel of Board Game Arena and JCloisterZone) and a placed feature
//! with its whole extent, its holders and its value ([`feature_at`]).
//!
//! Both tell only what every player may know: the tiles left are the box of this game minus the
//! tiles drawn (placed, in hand, put out: B2), counted by kind, never in their order; a feature
//! is what lies on the board.

use serde::Serialize;

use crate::board::Pos;
use crate::game::Game;
use crate::ids::{KindId, NodeId};
use crate::look::Look;
use crate::outcome::SpotRef;
use crate::state::MAX_PLAYERS;
use crate::tile::FeatureKind;

/// A tile kind of this game with how many of it are still in the bag.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct TileLeft {
    /// Kind index into `kinds()` (its picture and features).
    pub kind: KindId,
    /// Its id ("D", "GCC-12").
    pub id: String,
    /// Its tile set (`base`, `gcc`, `sc`, `scenario`).
    pub set: String,
    /// In the bag, not yet drawn (the tile in hand is not counted).
    pub left: u16,
    /// In this game's box: in the bag, in hand, placed and put out of the game (B2).
    pub total: u16,
}

/// Every tile kind of this game, the kinds still in the bag and those used up, by set (the
/// catalogue's order of sets, then of kinds). Counts only: the bag's order is never told.
pub fn tiles_left(game: &Game) -> Vec<TileLeft> {
    let st = game.look();
    let n = st.cat().kinds().len();
    let (mut left, mut total) = (vec![0u16; n], vec![0u16; n]);
    let mut add = |k: KindId, bag: bool| {
        if let (Some(l), Some(t)) = (left.get_mut(k.index()), total.get_mut(k.index())) {
            *l = l.saturating_add(u16::from(bag));
            *t = t.saturating_add(1);
        }
    };
    for &k in st.bag() {
        add(k, true);
    }
    for &k in st.hand().iter().chain(st.discarded()) {
        add(k, false);
    }
    for t in st.board().tiles() {
        add(t.kind, false);
    }
    let mut out: Vec<TileLeft> = st
        .cat()
        .kinds()
        .iter()
        .enumerate()
        .filter(|(i, _)| total[*i] > 0)
        // a catalogue holds at most 256 kinds (KindId is a byte)
        .filter_map(|(i, k)| Some((KindId(u8::try_from(i).ok()?), i, k)))
        .map(|(kind, i, k)| TileLeft {
            kind,
            id: k.id.clone(),
            set: k.set.clone(),
            left: left[i],
            total: total[i],
        })
        .collect();
    // grouped by set in the order the sets first appear in the catalogue (stable: kinds keep theirs)
    let sets: Vec<&str> = st.cat().kinds().iter().fold(Vec::new(), |mut v, k| {
        if !v.contains(&k.set.as_str()) {
            v.push(k.set.as_str());
        }
        v
    });
    crate::sort::sort_by_key(&mut out, |t| {
        (
            sets.iter().position(|s| *s == t.set).unwrap_or(usize::MAX),
            t.kind,
        )
    });
    out
}

/// A player's pieces on a feature.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct Holder {
    /// The player's index.
    pub player: u8,
    /// Meeples (guards not counted).
    pub meeples: u8,
    /// Guards (G1: they count like meeples for the majority).
    pub guards: u8,
    /// Ghosts on those meeples (G6: −1 each at the end).
    pub ghosts: u8,
}

/// A city a field touches (B5).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct TouchedCity {
    /// One of its areas.
    pub at: SpotRef,
    /// Its distinct tiles.
    pub tiles: u16,
    /// Completed: it counts for the field (B5).
    pub complete: bool,
}

/// A placed feature as a whole: every area of it on the board, who holds it and what it is worth.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct FeatureInfo {
    /// city, road, field, monastery, castle, cemetery (mist: `bankAt`; a ruin is none).
    pub kind: FeatureKind,
    /// Every area of it: a tile and the feature's name there.
    pub spots: Vec<SpotRef>,
    /// Its distinct tiles (roads, cities, fields); for a monastery, castle or cemetery, its tile
    /// and the tiles around it (of 9).
    pub tiles: u16,
    /// Shields (cities).
    pub shields: u32,
    /// Sides still open (roads, cities); 0 for the others.
    pub open_sides: i16,
    /// Complete: a road or city with no open side, a monastery, castle or cemetery surrounded
    /// by 8 tiles (B4, K1, K2). Fields never are.
    pub complete: bool,
    /// Already scored (when it completed, or at the end).
    pub scored: bool,
    /// The pieces on it, by player (seat order; players with none left out).
    pub holders: Vec<Holder>,
    /// The players with the most pieces on it: those its points go to (B4, B5); none when empty.
    pub leaders: Vec<u8>,
    /// What it scores: complete, the points it scored at once (B4, K1; K2 none); unfinished,
    /// what it would score at the end as it stands (B5, K1; fields: 3 a completed city).
    pub points: i32,
    /// The rule of `points`: B4, B5, K1 or K2.
    pub rule: &'static str,
    /// Unfinished roads, cities, monasteries and castles: what it would score were it completed
    /// as it stands (B4, K1). Absent otherwise.
    pub if_completed: Option<i32>,
    /// Fields: the cities it touches, each once (B5).
    pub cities: Vec<TouchedCity>,
}

/// A node's place as the page names it.
fn spot_of(st: Look<'_>, node: NodeId) -> SpotRef {
    let (t, fi) = st.node_feature(node);
    SpotRef {
        x: t.pos.x,
        y: t.pos.y,
        feature: st.cat().kind(t.kind).feature(fi).name.clone(),
    }
}

/// The feature holding area `feature` of the tile at (x, y), as a whole (B4, B5, K1, K2); `None`
/// when there is no tile there, no feature of that name, or it is mist (its bank: `bank_at`) or
/// a ruin. Linear in the feature's size (a field: and in its cities').
pub fn feature_at(game: &Game, x: i64, y: i64, feature: &str) -> Option<FeatureInfo> {
    let lim = crate::board::MAX_COORD as i64;
    if x.abs() > lim || y.abs() > lim {
        return None;
    }
    let st = game.look();
    let t = st.board().placed_at(Pos::new(x as i16, y as i16))?;
    let node = t.node(st.cat().kind(t.kind).feature_index(feature)?);
    let kind = st.graph().kind(node);
    if matches!(kind, FeatureKind::Mist | FeatureKind::Ruin) {
        return None;
    }
    let sum = st.graph().summary(node);
    let root = sum.root;
    let mut spots = Vec::new();
    let mut counts = [(0u8, 0u8, 0u8); MAX_PLAYERS];
    st.graph().for_each_member(root, |m| {
        spots.push(spot_of(st, m));
        if let Some(mp) = st.meeple_on(m) {
            let c = &mut counts[mp.player.index() % MAX_PLAYERS];
            if mp.guard {
                c.1 = c.1.saturating_add(1);
            } else {
                c.0 = c.0.saturating_add(1);
            }
            c.2 = c.2.saturating_add(mp.ghosts);
        }
    });
    // the areas in reading order, so the page names them the same each time
    crate::sort::sort_by(&mut spots, |a, b| {
        (a.y, a.x, &a.feature) < (b.y, b.x, &b.feature)
    });
    let holders = counts
        .iter()
        .enumerate()
        .take(st.players().len())
        .filter(|(_, c)| c.0 + c.1 > 0)
        .map(|(p, c)| Holder {
            player: p as u8,
            meeples: c.0,
            guards: c.1,
            ghosts: c.2,
        })
        .collect();
    let (most, n) = st.majority(root);
    let leaders = most[..n].iter().map(|p| p.0).collect();
    let central = kind.is_central();
    let at = st.node_feature(root).0.pos;
    let complete = match kind {
        FeatureKind::Road | FeatureKind::City => sum.open == 0,
        _ if central => st.board().neighbours(at) == 8,
        _ => false,
    };
    let (points, counted, shields, _) = st.feature_points(root, complete);
    let rule = match kind {
        FeatureKind::Castle => "K1",
        FeatureKind::Cemetery => "K2",
        _ if complete => "B4",
        _ => "B5",
    };
    let if_completed = match kind {
        FeatureKind::Road | FeatureKind::City | FeatureKind::Monastery | FeatureKind::Castle
            if !complete =>
        {
            Some(st.feature_points(root, true).0)
        }
        _ => None,
    };
    let tiles = match kind {
        FeatureKind::Field => st.graph().tile_count(root),
        _ if central => 1 + u16::from(st.board().neighbours(at)),
        _ => counted,
    };
    let mut cities: Vec<TouchedCity> = Vec::new();
    let mut seen: Vec<NodeId> = Vec::new();
    if kind == FeatureKind::Field {
        st.for_each_touched_city(root, |c| {
            let s = st.graph().summary(c);
            if seen.contains(&s.root) {
                return;
            }
            seen.push(s.root);
            cities.push(TouchedCity {
                at: spot_of(st, s.root),
                tiles: st.graph().tile_count(s.root),
                complete: s.open == 0,
            });
        });
    }
    Some(FeatureInfo {
        kind,
        spots,
        tiles,
        shields,
        open_sides: if matches!(kind, FeatureKind::Road | FeatureKind::City) {
            sum.open
        } else {
            0
        },
        complete,
        scored: sum.done,
        holders,
        leaders,
        points,
        rule,
        if_completed,
        cities,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Setup;
    use crate::rng::SplitMix64;

    fn random_game(seed: u64, steps: usize) -> Game {
        let setup = Setup {
            seed,
            sets: vec!["base".into(), "gcc".into(), "sc".into()],
            ..Setup::default()
        };
        let mut game = Game::new(&setup).unwrap();
        let mut rng = SplitMix64::new(seed);
        let mut buf = Vec::new();
        for _ in 0..steps {
            let Some(a) = game.random_action(&mut rng, &mut buf) else {
                break;
            };
            game.play_unchecked(a);
        }
        game
    }

    /// The tiles left are the box minus the tiles drawn: each kind's total is its count in the
    /// set all game long, the counts left add up to the bag, and they follow the sets' order.
    #[test]
    fn tiles_left_are_the_box_minus_the_tiles_drawn() {
        for seed in 1..3u64 {
            for steps in [0, 40, 400] {
                let game = random_game(seed, steps);
                let left = tiles_left(&game);
                let cat = game.catalogue();
                for t in &left {
                    assert_eq!(t.total, cat.kind(t.kind).count, "{} in the box", t.id);
                    assert!(t.left <= t.total);
                    let in_bag = game.bag().iter().filter(|&&k| k == t.kind).count();
                    assert_eq!(usize::from(t.left), in_bag, "{}", t.id);
                }
                let sum: usize = left.iter().map(|t| usize::from(t.left)).sum();
                assert_eq!(sum, game.bag_len());
                let boxed: usize = left.iter().map(|t| usize::from(t.total)).sum();
                let sets: usize = cat
                    .kinds()
                    .iter()
                    .filter(|k| ["base", "gcc", "sc"].contains(&k.set.as_str()))
                    .map(|k| usize::from(k.count))
                    .sum();
                assert_eq!(boxed, sets, "every tile of the sets in play, once");
                let order: Vec<_> = left.iter().map(|t| (t.set.clone(), t.kind)).collect();
                let mut sorted = order.clone();
                sorted.dedup_by(|a, b| a.0 == b.0);
                let firsts: Vec<_> = sorted.iter().map(|s| s.0.as_str()).collect();
                assert_eq!(firsts, ["base", "gcc", "sc"], "grouped by set");
            }
        }
    }

    /// The tiles left say nothing of the bag's order: the same game with its bag shuffled
    /// another way shows the same list.
    #[test]
    fn tiles_left_do_not_depend_on_the_bag_order() {
        let game = random_game(5, 60);
        let mut other = random_game(5, 60);
        other.shuffle_bag(&mut SplitMix64::new(99));
        assert_ne!(game.bag(), other.bag(), "the order differs");
        assert_eq!(tiles_left(&game), tiles_left(&other));
    }

    /// Every scoring of whole random games agrees with what `feature_at` says of the feature it
    /// scored (B4, B5, K1, K2), and the feature is the same from each of its areas.
    #[test]
    fn feature_at_agrees_with_every_scoring() {
        let mut checked = 0;
        for seed in 1..4u64 {
            let game = random_game(seed, 5000);
            assert_eq!(game.phase(), crate::game::Phase::GameOver);
            for e in game.score_events() {
                if e.rule == "G6" {
                    continue;
                }
                let (x, y) = (i64::from(e.at.x), i64::from(e.at.y));
                let f = feature_at(&game, x, y, &e.feature).expect("a scored feature");
                assert_eq!(f.kind, e.kind);
                assert_eq!(f.complete, e.complete, "{e:?}");
                assert_eq!(f.points, e.points, "{e:?} {f:?}");
                assert_eq!(f.rule, e.rule);
                assert!(f.scored);
                assert_eq!(
                    f.if_completed.is_some(),
                    !e.complete && e.kind != FeatureKind::Field && e.kind != FeatureKind::Cemetery
                );
                if e.kind == FeatureKind::Field {
                    let done = f.cities.iter().filter(|c| c.complete).count();
                    assert_eq!(done, usize::from(e.cities));
                }
                for s in &f.spots {
                    let again = feature_at(&game, i64::from(s.x), i64::from(s.y), &s.feature);
                    assert_eq!(again.as_ref().map(|a| &a.spots), Some(&f.spots));
                }
                checked += 1;
            }
        }
        assert!(checked > 60, "scorings checked: {checked}");
    }

    /// B4: a road held by two of Blue's meeples and one of Red's: Blue leads it; once completed
    /// it scored 4 to Blue and holds no meeple.
    #[test]
    fn a_road_with_its_holders_before_and_after_it_completes() {
        let sc = include_str!("../../tests/scenarios/base/B4-majority.json");
        let mut game = crate::Scenario::from_json(sc).unwrap().start().unwrap();
        let f = feature_at(&game, 2, 0, "road1").unwrap();
        assert_eq!(f.kind, FeatureKind::Road);
        assert_eq!(f.spots.len(), 3);
        assert_eq!((f.tiles, f.open_sides, f.complete), (3, 1, false));
        let pieces: Vec<_> = f.holders.iter().map(|h| (h.player, h.meeples)).collect();
        assert_eq!(pieces, [(0, 1), (1, 2)]);
        assert_eq!(f.leaders, [1]);
        assert_eq!((f.points, f.rule, f.if_completed), (3, "B5", Some(3)));
        game.play_spec(&crate::ActionSpec::PlaceTile {
            x: 3,
            y: 0,
            rotation: 90,
        })
        .unwrap();
        game.play_spec(&crate::ActionSpec::SkipMeeple).unwrap();
        let f = feature_at(&game, 0, 0, "road3").unwrap();
        assert_eq!((f.tiles, f.complete, f.scored), (4, true, true));
        assert_eq!((f.points, f.rule, f.if_completed), (4, "B4", None));
        assert!(f.holders.is_empty() && f.leaders.is_empty(), "{f:?}");
        // a field names the cities it touches; mist, a ruin and no tile are none
        assert!(feature_at(&game, 9, 9, "road1").is_none());
        assert!(feature_at(&game, 0, 0, "nothing").is_none());
        assert!(feature_at(&game, 5_000, 0, "road1").is_none());
    }

    /// B5: a field's cities, the completed ones counting 3 each.
    #[test]
    fn a_field_names_its_cities() {
        let sc = include_str!("../../tests/scenarios/base/B5-field-two-cities.json");
        let game = crate::Scenario::from_json(sc).unwrap().start().unwrap();
        let mut found = false;
        for t in game.tiles() {
            for fd in &game.catalogue().kind(t.kind).features {
                if fd.kind != FeatureKind::Field {
                    continue;
                }
                let f =
                    feature_at(&game, i64::from(t.pos.x), i64::from(t.pos.y), &fd.name).unwrap();
                let done = f.cities.iter().filter(|c| c.complete).count() as i32;
                assert_eq!(f.points, 3 * done, "{f:?}");
                found |= !f.cities.is_empty();
            }
        }
        assert!(found, "a field touching a city");
    }
}
