//! The turn log: every action of a game in words and as data, oldest first ([`turn_log`]),
//! read from the history kept as played and the current state, without replaying the game.
//! The page words the data in the reader's language (www/words/log-words.js); B1–B3 and the ghost
//! moves (M3–S7a).

use serde::Serialize;

use crate::game::Game;

/// One line of the turn log.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct LogLine {
    /// Who acted.
    pub player: u8,
    /// What happened, in words.
    pub text: String,
    /// The rule that made the move (ghost moves: "M3"…), if any.
    pub rule: Option<&'static str>,
    /// A forced move, played automatically: a ghost move, or "no meeple" (B3), when it was the only
    /// legal action.
    pub auto: bool,
    /// The same line as data, for wording it in the reader's language (the page's .ftl files):
    /// what was played (`place-tile`, `place-meeple`, `skip-meeple`, `move-ghost`) and its parts.
    #[serde(flatten)]
    pub what: LogAction,
    /// The action as written in saved games (`place-tile` with its cell and turn, a ghost's
    /// places…): where on the board it happened, for marking a player's last move (never worded).
    pub spec: crate::ActionSpec,
}

/// What a turn-log line says, as data ([`LogLine::what`]).
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
#[serde(tag = "action", rename_all = "kebab-case")]
pub enum LogAction {
    /// A tile placed (B1).
    PlaceTile {
        /// Its id.
        tile: String,
        /// Degrees clockwise.
        rotation: u16,
    },
    /// A meeple or guard put on a feature of the tile just placed (B3).
    PlaceMeeple {
        /// The feature's word (`city`, `road`, `field`…).
        feature: String,
        /// A guard.
        guard: bool,
    },
    /// No meeple placed; `why` when the engine played it, being the only legal action (B3):
    /// `no-pieces` (no meeple or guard left), `no-meeple` (no meeple left), `no-free-feature`.
    SkipMeeple {
        /// Why it was forced.
        why: Option<&'static str>,
    },
    /// A ghost moved.
    MoveGhost {
        /// Where from.
        from: LogSpot,
        /// Where to.
        to: LogSpot,
        /// It was the third ghost on the meeple it joined: the meeple went home, its ghosts to
        /// the supply, its feature free again (G3).
        home: bool,
    },
}

/// A ghost's place in a turn-log line, without coordinates.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum LogSpot {
    /// The general supply.
    Supply,
    /// A player's meeple on a feature.
    Meeple {
        /// Its owner.
        player: u8,
        /// The feature's word.
        feature: String,
    },
    /// Spell circles: of the new tile (`new_tile`) or of a mist area; `circles` in the area.
    Circle {
        /// On the tile just placed.
        new_tile: bool,
        /// Circles in the area.
        circles: u8,
    },
}

/// The word for a feature named on its tile: `city2` → `city` (the turn log says where).
fn feature_word(name: &str) -> &str {
    name.trim_end_matches(|c: char| c.is_ascii_digit())
}

/// Every action of the game in words, oldest first: read from the history kept as played
/// ([`Game::history`]) and the current state, without replaying the game.
pub fn turn_log(game: &Game) -> Vec<LogLine> {
    turn_log_from(game, 0)
}

/// The turn log's lines since the player to move last placed a tile (all of them before their
/// first): the other players' turns they have not acted on, read without the older lines (a
/// long game's whole log is not worded on every move).
pub fn recent_log(game: &Game) -> Vec<LogLine> {
    let current = game.current_player();
    let start = game
        .history()
        .iter()
        .rposition(|p| p.player == current && matches!(p.action, crate::Action::PlaceTile(_)))
        .map_or(0, |i| i + 1);
    turn_log_from(game, start)
}

/// The turn log from the history's entry `start` on.
fn turn_log_from(game: &Game, start: usize) -> Vec<LogLine> {
    let names: Vec<&str> = game
        .player_setups()
        .iter()
        .map(|p| p.name.as_str())
        .collect();
    let name = |i: u8| names.get(i as usize).copied().unwrap_or("?");
    // Tiles and nodes never change once placed: the current state names them as they were.
    let st = game.look();
    // Places in words, without coordinates: the board shows none (issue 11).
    let spot =
        |g: crate::mist::GhostSpot, owner: u8, placed: Option<crate::board::PlacedTile>| match st
            .spot_view(g)
        {
            crate::outcome::SpotView::Supply => "the supply".to_string(),
            crate::outcome::SpotView::Meeple { at, .. } => format!(
                "{}'s meeple on the {}",
                name(owner),
                feature_word(&at.feature),
            ),
            crate::outcome::SpotView::Circle { at, circles, .. } => {
                let new_tile = placed.is_some_and(|t| (t.pos.x, t.pos.y) == (at.x, at.y));
                match (new_tile, circles) {
                    (true, 1) => "the new tile's spell circle",
                    (true, _) => "the new tile's spell circles",
                    (false, 1) => "a spell circle",
                    (false, _) => "the spell circles of a mist area",
                }
                .to_string()
            }
        };
    let spot_data =
        |g: crate::mist::GhostSpot, owner: u8, placed: Option<crate::board::PlacedTile>| match st
            .spot_view(g)
        {
            crate::outcome::SpotView::Supply => LogSpot::Supply,
            crate::outcome::SpotView::Meeple { at, .. } => LogSpot::Meeple {
                player: owner,
                feature: feature_word(&at.feature).to_string(),
            },
            crate::outcome::SpotView::Circle { at, circles, .. } => LogSpot::Circle {
                new_tile: placed.is_some_and(|t| (t.pos.x, t.pos.y) == (at.x, at.y)),
                circles,
            },
        };
    let history = game.history().get(start..).unwrap_or_default();
    let mut out = Vec::with_capacity(history.len());
    for p in history {
        let who = name(p.player.0);
        let (text, rule, what) = match p.action {
            crate::Action::PlaceTile(pl) => {
                let tile = p.kind.map(|k| st.cat().kind(k).id.as_str()).unwrap_or("?");
                let rotation = pl.rotation.degrees();
                (
                    format!("{who} placed tile {tile}, turned {rotation}°"),
                    Some("B1"),
                    LogAction::PlaceTile {
                        tile: tile.to_string(),
                        rotation,
                    },
                )
            }
            crate::Action::PlaceMeeple { feature, guard } => {
                let name = p
                    .last_tile(st.board())
                    .and_then(|t| st.cat().kind(t.kind).features.get(feature.index()))
                    .map(|f| feature_word(&f.name))
                    .unwrap_or("?");
                let piece = if guard { "a guard" } else { "a meeple" };
                (
                    format!("{who} put {piece} on the {name}"),
                    Some("B3"),
                    LogAction::PlaceMeeple {
                        feature: name.to_string(),
                        guard,
                    },
                )
            }
            crate::Action::SkipMeeple if p.auto => {
                // B3: played by the engine because it was the only legal action.
                let (why, id) = match (p.pieces, st.ghosts_in_play()) {
                    (0, true) => ("no meeple or guard left", "no-pieces"),
                    (0, false) => ("no meeple left", "no-meeple"),
                    _ => ("no free feature on the tile", "no-free-feature"),
                };
                (
                    format!("{who} placed no meeple: {why}"),
                    Some("B3"),
                    LogAction::SkipMeeple { why: Some(id) },
                )
            }
            crate::Action::SkipMeeple => (
                format!("{who} placed no meeple"),
                None,
                LogAction::SkipMeeple { why: None },
            ),
            crate::Action::MoveGhost { from, to } => {
                let rule = p.rule.map(|r| r.id());
                let to_data = spot_data(to, p.owners[1], p.last_tile(st.board()));
                // G3: the third ghost sends the meeple home; its feature is free again.
                let home = match (&to_data, p.home) {
                    (LogSpot::Meeple { feature, .. }, true) => format!(
                        "; {}'s meeple receives its third ghost and goes home, its {feature} free again (G3)",
                        name(p.owners[1])
                    ),
                    _ => String::new(),
                };
                (
                    format!(
                        "{who} moved a ghost from {} to {}{}{home}",
                        spot(from, p.owners[0], p.last_tile(st.board())),
                        spot(to, p.owners[1], p.last_tile(st.board())),
                        rule.map(|r| format!(" ({r})")).unwrap_or_default()
                    ),
                    rule,
                    LogAction::MoveGhost {
                        from: spot_data(from, p.owners[0], p.last_tile(st.board())),
                        to: to_data,
                        home: p.home,
                    },
                )
            }
        };
        out.push(LogLine {
            player: p.player.0,
            text,
            rule,
            auto: p.auto,
            what,
            spec: game.played_spec(p),
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Setup;

    /// B3: Blue holds every feature the straight road can join; Red places it and has no choice.
    fn no_meeple_for_red() -> Game {
        let sc = r#"{"format": "carcassonne-mist/scenario", "version": 1,
            "board": [{"tile": "D", "x": 0, "y": 0}],
            "meeples": [{"player": "Blue", "x": 0, "y": 0, "feature": "road1"},
                        {"player": "Blue", "x": 0, "y": 0, "feature": "field1"},
                        {"player": "Blue", "x": 0, "y": 0, "feature": "field2"}],
            "hand": "U", "bag": ["B"]}"#;
        let mut game = crate::Scenario::from_json(sc).unwrap().start().unwrap();
        game.play_spec(&crate::ActionSpec::PlaceTile {
            x: 1,
            y: 0,
            rotation: 90,
        })
        .unwrap();
        game
    }

    #[test]
    fn the_turn_log_says_when_no_meeple_was_played_for_the_player() {
        let game = no_meeple_for_red();
        let log = turn_log(&game);
        let last = log.last().unwrap();
        assert_eq!(log.len(), 2, "{log:?}");
        assert!(last.auto);
        assert_eq!(last.rule, Some("B3"));
        assert_eq!(
            last.text,
            "Red placed no meeple: no free feature on the tile"
        );
    }

    #[test]
    fn the_turn_log_names_features_in_words() {
        let mut game = Game::new(&Setup {
            seed: 3,
            ..Setup::default()
        })
        .unwrap();
        // Place a meeple whenever one may (legal actions are sorted: skip comes last).
        while let Some(&a) = game.legal_actions().first() {
            game.play(a).unwrap();
        }
        let log = turn_log(&game);
        let meeples: Vec<&str> = log
            .iter()
            .map(|l| l.text.as_str())
            .filter(|t| t.contains(" put a meeple on "))
            .collect();
        assert!(meeples.len() > 5, "{meeples:?}");
        for t in meeples {
            let word = t.rsplit(" on the ").next().unwrap();
            assert!(
                ["city", "road", "field", "monastery"].contains(&word),
                "{t}"
            );
        }
    }

    #[test]
    fn the_turn_log_says_when_a_third_ghost_sends_a_meeple_home() {
        // Example 1: S1's two ghosts and M4's one go to Red's only meeple (G3).
        let sc = include_str!("../../www/scenarios/example-1.json");
        let mut game = crate::Scenario::from_json(sc).unwrap().start().unwrap();
        game.play_spec(&crate::ActionSpec::PlaceTile {
            x: 0,
            y: -1,
            rotation: 0,
        })
        .unwrap();
        let log = turn_log(&game);
        let home: Vec<&LogLine> = log
            .iter()
            .filter(|l| matches!(l.what, LogAction::MoveGhost { home: true, .. }))
            .collect();
        assert_eq!(home.len(), 1, "{log:?}");
        assert!(
            home[0].text.ends_with(
                "; Red's meeple receives its third ghost and goes home, its monastery free again (G3)"
            ),
            "{}",
            home[0].text
        );
        let data = serde_json::to_value(home[0]).unwrap();
        assert_eq!(data["home"], true);
        assert_eq!(data["to"]["feature"], "monastery");
        assert_eq!(data["spec"]["to"]["x"], 2, "the move as written: {data}");
        let moves = log
            .iter()
            .filter(|l| matches!(l.what, LogAction::MoveGhost { home: false, .. }))
            .count();
        assert_eq!(moves, 4, "two before it, S2's two after: {log:?}");
    }

    #[test]
    fn the_recent_log_is_the_end_of_the_turn_log_since_the_movers_last_tile() {
        let mut game = Game::new(&Setup {
            seed: 4,
            ..Setup::default()
        })
        .unwrap();
        // 25 actions, then on to a tile to place
        for i in 0.. {
            if i >= 25 && game.phase() == crate::Phase::PlaceTile {
                break;
            }
            let a = game.legal_actions()[0];
            game.play(a).unwrap();
        }
        let all = turn_log(&game);
        let recent = recent_log(&game);
        let current = game.current_player().0;
        assert!(
            !recent.is_empty() && recent.len() < all.len(),
            "{} of {}",
            recent.len(),
            all.len()
        );
        let tail: Vec<&str> = all[all.len() - recent.len()..]
            .iter()
            .map(|l| l.text.as_str())
            .collect();
        assert_eq!(
            tail,
            recent.iter().map(|l| l.text.as_str()).collect::<Vec<_>>()
        );
        let before = &all[all.len() - recent.len() - 1];
        assert!(matches!(before.what, LogAction::PlaceTile { .. }) || before.player == current);
        assert!(!recent
            .iter()
            .any(|l| l.player == current && matches!(l.what, LogAction::PlaceTile { .. })));
    }

    #[test]
    fn the_turn_log_gives_each_line_as_data_too() {
        // The page words each line in the reader's language from these fields (issue 12).
        let game = no_meeple_for_red();
        let lines: Vec<serde_json::Value> = turn_log(&game)
            .iter()
            .map(|l| serde_json::to_value(l).unwrap())
            .collect();
        assert_eq!(lines[0]["action"], "place-tile", "{lines:?}");
        assert_eq!(lines[0]["tile"], "U");
        assert_eq!(lines[0]["rotation"], 90);
        assert_eq!(lines[1]["action"], "skip-meeple");
        assert_eq!(lines[1]["why"], "no-free-feature");
        assert!(lines[1]["text"].is_string(), "the English text stays");
    }
}
