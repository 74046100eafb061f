//! Puzzle sets (`"format": "carcassonne-mist/puzzles"`, docs/FORMATS.md): positions of real
//! games where one placement is clearly best, each with its solution, the margin by which it
//! is best and a difficulty. Read strictly with errors that name the field and stated limits;
//! a puzzle's position is a play-by-link code ([`crate::link`]), opened (and its solution
//! checked legal) only when the puzzle is played ([`Puzzle::open`]).
//!
//! The puzzles are mined from games between computer players by
//! `examples/mine_puzzles.rs`; the margin is that of [`crate::ai::explain::turn_values`]
//! (`tests/puzzles.rs` checks it for every puzzle shipped).

use serde::Serialize;

use crate::game::{Action, ActionSpec, Game, PlayError};
use crate::json::{ErrorKind, FromJson, Node, PathError};
use crate::link::{decode_link, LinkError, MAX_LINK_CHARS};
use crate::position::kerr;
use crate::scenario::{parse_json, ScenarioError};

/// The `format` of a puzzle set.
pub const PUZZLES_FORMAT: &str = "carcassonne-mist/puzzles";
/// The newest version of the format this program reads.
pub const PUZZLES_VERSION: u32 = 1;
/// Most puzzles in a set.
pub const MAX_PUZZLES: usize = 2000;
/// Longest puzzle id, in bytes.
pub const MAX_ID: usize = 40;
/// The hardest difficulty (1: a short search finds it, 5: only the deep search did).
pub const MAX_DIFFICULTY: u8 = 5;

/// One puzzle: a position, its solution, how much better it is and how hard it is to find.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct Puzzle {
    /// Its id, unique in the set: `a` to `z`, digits and `-`, 1 to [`MAX_ID`] characters.
    pub id: String,
    /// The sets it was played with: `base` (the base game) or `all` (base, Exp. 11 and The
    /// Spell Circles).
    pub sets: String,
    /// The position: a play-by-link code of the game up to the decision (a placement).
    pub link: String,
    /// The best placement.
    pub solution: ActionSpec,
    /// Tenths of a point the solution is worth more than any other placement (by the value
    /// after the turn, [`crate::ai::explain::turn_values`]).
    pub margin_tenths: u32,
    /// 1 to [`MAX_DIFFICULTY`]: how deep a search must look to find it.
    pub difficulty: u8,
}

/// A puzzle set.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct PuzzleSet {
    /// Always [`PUZZLES_FORMAT`].
    pub format: String,
    /// 1.
    pub version: u32,
    /// The puzzles, in the order they are offered.
    pub puzzles: Vec<Puzzle>,
}

/// Why a puzzle could not be opened: its position or its solution.
#[derive(Clone, Debug, PartialEq)]
pub enum PuzzleError {
    /// The link code is not a game.
    Link(LinkError),
    /// The position is not a placement decision, or the solution is not legal there.
    Solution(PlayError),
}

impl std::fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PuzzleError::Link(e) => write!(f, "the puzzle's position: {e}"),
            PuzzleError::Solution(e) => write!(f, "the puzzle's solution: {e}"),
        }
    }
}

impl std::error::Error for PuzzleError {}

impl FromJson for Puzzle {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        let f = node.fields(&[
            "id",
            "sets",
            "link",
            "solution",
            "margin_tenths",
            "difficulty",
        ])?;
        let id: String = f.req("id")?;
        let bad_id = id.is_empty()
            || id.len() > MAX_ID
            || !id
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
        if bad_id {
            let at = f.node("id").unwrap_or(*node);
            return Err(at.error_of(
                format!(
                    "`{}` is not a puzzle id: 1 to {MAX_ID} of a-z, 0-9 and -",
                    crate::json::excerpt(&id)
                ),
                ErrorKind::TextTooLong {
                    bytes: id.len(),
                    max: MAX_ID,
                },
            ));
        }
        let sets_node = f.node("sets");
        let sets = match sets_node {
            Some(n) => ["base", "all"][n.word(&["base", "all"])?].to_string(),
            None => {
                return Err(node.error_of(
                    "missing field `sets`",
                    ErrorKind::MissingField {
                        field: "sets".into(),
                    },
                ))
            }
        };
        let link: String = f.req("link")?;
        if link.len() > MAX_LINK_CHARS {
            let at = f.node("link").unwrap_or(*node);
            return Err(at.error_of(
                format!("{} characters; at most {MAX_LINK_CHARS}", link.len()),
                ErrorKind::TextTooLong {
                    bytes: link.len(),
                    max: MAX_LINK_CHARS,
                },
            ));
        }
        let margin: u16 = f.req("margin_tenths")?;
        let difficulty: u8 = f.req("difficulty")?;
        if !(1..=MAX_DIFFICULTY).contains(&difficulty) {
            let at = f.node("difficulty").unwrap_or(*node);
            return Err(at.error_of(
                format!("invalid value: integer `{difficulty}`, expected a whole number from 1 to {MAX_DIFFICULTY}"),
                ErrorKind::OutOfRange {
                    value: i64::from(difficulty),
                    min: Some(1),
                    max: Some(i64::from(MAX_DIFFICULTY)),
                },
            ));
        }
        Ok(Puzzle {
            id,
            sets,
            link,
            solution: f.req("solution")?,
            margin_tenths: u32::from(margin),
            difficulty,
        })
    }
}

impl FromJson for PuzzleSet {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        let f = node.fields(&["format", "version", "puzzles"])?;
        Ok(PuzzleSet {
            format: f.req("format")?,
            version: f.req("version")?,
            puzzles: f.req("puzzles")?,
        })
    }
}

impl PuzzleSet {
    /// Reads a puzzle set from JSON text (at most [`crate::scenario::MAX_JSON`] bytes): linear in
    /// its length; the positions are not replayed here ([`Puzzle::open`]).
    ///
    /// # Errors
    /// Bad JSON, another format, a newer version, an unknown or missing field, a value out of
    /// its range, more than [`MAX_PUZZLES`] puzzles, or an id twice: each with the field's path.
    pub fn from_json(text: &str) -> Result<PuzzleSet, ScenarioError> {
        let set: PuzzleSet = parse_json(text, "puzzle set")?;
        if set.format != PUZZLES_FORMAT {
            return Err(kerr(
                "format",
                format!(
                    "is `{}`, expected `{PUZZLES_FORMAT}`",
                    crate::json::excerpt(&set.format)
                ),
                ErrorKind::WrongFormat {
                    found: "other".into(),
                    expected: "puzzles".into(),
                },
            ));
        }
        if set.version == 0 || set.version > PUZZLES_VERSION {
            let v = set.version;
            return Err(kerr(
                "version",
                format!("version {v} is not one this program reads (1 to {PUZZLES_VERSION})"),
                ErrorKind::Version {
                    version: i64::from(v),
                    max: PUZZLES_VERSION,
                    newer: v > PUZZLES_VERSION,
                },
            ));
        }
        if set.puzzles.len() > MAX_PUZZLES {
            return Err(kerr(
                "puzzles",
                format!("{} puzzles; at most {MAX_PUZZLES}", set.puzzles.len()),
                ErrorKind::TooMany {
                    what: "puzzles".into(),
                    max: MAX_PUZZLES,
                },
            ));
        }
        let mut ids: Vec<&str> = set.puzzles.iter().map(|p| p.id.as_str()).collect();
        ids.sort_unstable();
        if let Some(w) = ids.windows(2).find(|w| w[0] == w[1]) {
            let i = set
                .puzzles
                .iter()
                .rposition(|p| p.id == w[0])
                .unwrap_or_default();
            return Err(kerr(
                format!("puzzles[{i}].id"),
                format!("`{}` is the id of an earlier puzzle too", w[0]),
                ErrorKind::DuplicateField { field: "id".into() },
            ));
        }
        Ok(set)
    }

    /// The set as JSON, one puzzle a line (as the miner writes it).
    pub fn to_json(&self) -> String {
        let lines: Vec<String> = self
            .puzzles
            .iter()
            .map(|p| format!("    {}", serde_json::to_string(p).unwrap_or_default()))
            .collect();
        format!(
            "{{\n  \"format\": \"{}\",\n  \"version\": {},\n  \"puzzles\": [\n{}\n  ]\n}}\n",
            self.format,
            self.version,
            lines.join(",\n")
        )
    }
}

impl Puzzle {
    /// The puzzle's position and its solution as a legal action there.
    ///
    /// # Errors
    /// A link code that is not a game, or a solution that is not a legal placement of it.
    pub fn open(&self) -> Result<(Game, Action), PuzzleError> {
        let game = decode_link(&self.link).map_err(PuzzleError::Link)?.game;
        let action = game
            .action_from_spec(&self.solution)
            .map_err(PuzzleError::Solution)?;
        Ok((game, action))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(text: &str) -> ScenarioError {
        match PuzzleSet::from_json(text) {
            Ok(s) => panic!("read: {s:?}"),
            Err(e) => e,
        }
    }

    const ONE: &str = r#"{"format":"carcassonne-mist/puzzles","version":1,"puzzles":[
        {"id":"a-1","sets":"base","link":"x","solution":{"type":"place-tile","x":1,"y":0,"rotation":0},"margin_tenths":40,"difficulty":2}]}"#;

    #[test]
    fn a_set_reads_and_writes_back() {
        let s = PuzzleSet::from_json(ONE).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(s.puzzles[0].difficulty, 2);
        assert_eq!(PuzzleSet::from_json(&s.to_json()), Ok(s));
    }

    #[test]
    fn bad_sets_are_refused_naming_the_field() {
        assert_eq!(
            err(&ONE.replace("\"version\":1", "\"version\":2")).at,
            "version"
        );
        assert_eq!(err(&ONE.replace("/puzzles\"", "/game\"")).at, "format");
        assert_eq!(err(&ONE.replace("\"a-1\"", "\"A 1\"")).at, "puzzles[0].id");
        assert_eq!(err(&ONE.replace(":2}", ":9}")).at, "puzzles[0].difficulty");
        assert_eq!(
            err(&ONE.replace("\"base\"", "\"gcc\"")).at,
            "puzzles[0].sets"
        );
        assert_eq!(err(&ONE.replace("]}", ",{}]}")).at, "puzzles[1]");
        let twice = ONE.replace(
            "]}",
            &format!(
                ",{}]}}",
                &ONE[ONE.find("{\"id").unwrap_or(0)..ONE.len() - 2]
            ),
        );
        assert_eq!(err(&twice).at, "puzzles[1].id");
        let bad = PuzzleSet::from_json(ONE).unwrap_or_else(|e| panic!("{e}"));
        assert!(matches!(bad.puzzles[0].open(), Err(PuzzleError::Link(_))));
    }
}
