//! The errors of reading JSON: [`PathError`] (the path of the value at fault, the English
//! words for native use, and an [`ErrorKind`] with the data the page words in the reader's
//! language) and [`Expected`] (what a value of the wrong type should have been).

use std::fmt;

use serde::Serialize;

use super::list;

/// A reading error: what is wrong and the path of the value it is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PathError {
    /// `board[3].rotation`; empty for the whole document.
    pub path: String,
    /// The complaint, without the path.
    pub message: String,
    /// The same as a kind and its values, for wording it in another language.
    pub kind: ErrorKind,
}

/// What kind of problem a file's error is, with its names and numbers, so that a page can word
/// it in the reader's language (`www/locales/<lang>/errors.ftl`, `error-file-<kind>`); the
/// English message stays beside it. Every error a scenario or saved game opened by the page can
/// have is of a kind other than `Other` (tests/data/bad-inputs.json states each row's kind).
/// Written (as JSON for tests, as a JS value by the facade's `fileProblem`) as
/// `{"kind": "<kind>", …its values by name}`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum ErrorKind {
    /// Only the English message says it: kept for what no file can cause (a built-in tile
    /// file that does not read, sets without a start tile though `base` has one, more than
    /// 250 tile kinds though a scenario adds at most 60, a board tile laid with no tile in hand).
    #[default]
    Other,
    /// The text is not JSON (`eof`: it ended too early).
    BadJson {
        /// Line, from 1.
        line: usize,
        /// Column in characters, from 1.
        column: usize,
        /// The text ended before the value did.
        eof: bool,
    },
    /// The text is over the size read.
    TooLarge {
        /// Its size in bytes.
        bytes: usize,
        /// The most read.
        max: usize,
    },
    /// A field the format does not have.
    UnknownField {
        /// The field.
        field: String,
        /// The fields there may be.
        expected: Vec<String>,
    },
    /// A field given twice.
    DuplicateField {
        /// The field.
        field: String,
    },
    /// A field that must be there.
    MissingField {
        /// The field.
        field: String,
    },
    /// A value of the wrong type.
    WrongType {
        /// What it should be (boxed: the error stays small), written as its word `expected`,
        /// its `words` and the range's `min` and `max` (null: no bound).
        #[serde(flatten)]
        expected: Box<Expected>,
        /// What it is: `null`, `boolean`, `number`, `whole-number`, `text`, `list`, `object`.
        found: &'static str,
        /// The value as written (a text cut at 40 characters); `None` (null) for `null`, a list
        /// or an object.
        value: Option<String>,
    },
    /// A word that is not one of the format's.
    UnknownWord {
        /// The word given.
        value: String,
        /// The words there are.
        expected: Vec<String>,
    },
    /// A whole number out of its range.
    OutOfRange {
        /// The number given.
        value: i64,
        /// The smallest allowed (`None`: no bound below).
        min: Option<i64>,
        /// The largest allowed (`None`: no bound above).
        max: Option<i64>,
    },
    /// A tile id that is in neither the sets nor the file's own tiles.
    UnknownTile {
        /// The id.
        tile: String,
    },
    /// A tile laid where it may not go (B1), by `reason`: `occupied`, `side-mismatch`,
    /// `not-touching`, `off-board`.
    IllegalPlacement {
        /// Why.
        reason: String,
        /// The tile's id.
        tile: String,
    },
    /// More of something than the format allows.
    TooMany {
        /// What: `board`, `bag`, `tiles`, `steps`, `actions`.
        what: String,
        /// The most allowed.
        max: usize,
    },
    /// A version this program does not read (`newer`: newer than it).
    Version {
        /// The file's version.
        version: i64,
        /// The newest version read.
        max: u32,
        /// Newer than this program.
        newer: bool,
    },
    /// A file of the other format (a saved game opened as a scenario, or the other way round).
    WrongFormat {
        /// What the file is: `scenario`, `game` or `other`.
        found: String,
        /// What was asked for: `scenario` or `game`.
        expected: String,
    },
    /// A line of the file's own `tiles` that is not tile notation (docs/TILES.md): the
    /// problem's word (`tile::TileProblem::word`, the page's `error-tile-<problem>`) and its
    /// values (boxed: the error stays small).
    TileNotation(Box<TileNotation>),
    /// A board without tiles: a position needs at least one.
    EmptyBoard,
    /// A text (title, description, caption, a step's `error`, a tile line) over its limit.
    TextTooLong {
        /// Its size in bytes.
        bytes: usize,
        /// The most allowed.
        max: usize,
    },
    /// Refused as the move would be (an action of a saved game; a rotation, a cell, a meeple
    /// of a scenario's position): the error's `refusal` holds the refused move's kind and
    /// values (`PositionError::refusal`, worded by the page's `error-play-<kind>`).
    Refused,
    /// No player has this name.
    UnknownPlayer {
        /// The name given.
        name: String,
        /// The players' names.
        players: Vec<String>,
    },
    /// A meeple (or guard) of the position that its player no longer has (B3).
    NoPieceLeft {
        /// The player's name.
        player: String,
        /// A guard (else a meeple).
        guard: bool,
    },
    /// Something that needs a tile set the file does not name: `what` is `ghosts`, `guards`
    /// (Exp. 11), `sc` (The Spell Circles, played with Exp. 11) or `game` (every game needs
    /// the base game).
    NeedsSet {
        /// What needs it.
        what: &'static str,
        /// The set it needs: `gcc` or `base`.
        set: &'static str,
    },
    /// A guard with ghosts (G1).
    GuardGhosts,
    /// More than 2 ghosts on a meeple (G3).
    MeepleGhosts {
        /// The ghosts given.
        ghosts: u8,
    },
    /// Ghosts in the spell circles of a feature that has none.
    NoCircle {
        /// The feature's name on the tile.
        feature: String,
        /// The tile's id.
        tile: String,
    },
    /// More ghosts in a mist area's spell circles than it has circles (one ghost each).
    CircleFull {
        /// The ghosts it would hold.
        ghosts: u32,
        /// The mist area's name on the tile.
        feature: String,
        /// The tile's id.
        tile: String,
        /// Its circles.
        circles: u8,
    },
    /// Ghosts that do not add up to the game's 15 (G1).
    GhostTotal {
        /// Ghosts in the supply.
        supply: u32,
        /// Ghosts on meeples and in circles.
        placed: u32,
        /// The game's ghosts (15).
        total: u32,
    },
    /// Too few or too many players.
    PlayerCount {
        /// The players given.
        count: usize,
        /// The fewest a game has.
        min: usize,
        /// The most a game has.
        max: usize,
    },
    /// A player's name or colour that cannot be (boxed: the error stays small).
    PlayerName(Box<PlayerName>),
    /// A saved game with both `setup` and `scenario` (`both`), or neither.
    SetupOrScenario {
        /// Both are given.
        both: bool,
    },
    /// JSON past one of the reader's limits (`limit`: `depth`, lists and objects nested more
    /// than [`crate::json::MAX_DEPTH`] deep; `lists`, more than [`crate::json::MAX_CONTAINERS`]
    /// lists and objects; `keys`, an object of more than [`crate::json::MAX_KEYS`] keys), at
    /// the place where reading stopped.
    JsonLimit {
        /// Which limit: `depth`, `lists` or `keys`.
        limit: &'static str,
        /// The limit.
        max: usize,
        /// Line, from 1.
        line: usize,
        /// Column in characters, from 1.
        column: usize,
    },
    /// A text (title, description, caption, a step's `error`) with an invisible control
    /// character, which a page would draw as a box or not at all: any of U+0000–U+001F but a
    /// tab and a line break (U+0009, U+000A, U+000D), U+007F and U+0080–U+009F.
    TextControl {
        /// The character as `U+0007`.
        code: String,
    },
    /// A puzzle's goal that cannot be (`problem`): nested more than `max` deep (`depth`), more
    /// than `max` conditions (`conditions`), an `all` or `any` of nothing (`empty`), a scenario
    /// with steps (`steps`) or without a tile to place (`no-tile`), a goal that no legal
    /// placement meets (`no-solution`) or that every one does (`every-move`).
    Goal {
        /// What is wrong.
        problem: &'static str,
        /// The limit (`depth`, `conditions`), else 0.
        max: usize,
    },
}

impl ErrorKind {
    /// Every kind's word, in the order of the definition (the page's `error-file-<word>`;
    /// published by the facade's `vocabulary()`).
    pub const WORDS: &'static [&'static str] = &[
        "other",
        "bad-json",
        "too-large",
        "unknown-field",
        "duplicate-field",
        "missing-field",
        "wrong-type",
        "unknown-word",
        "out-of-range",
        "unknown-tile",
        "illegal-placement",
        "too-many",
        "version",
        "wrong-format",
        "tile-notation",
        "empty-board",
        "text-too-long",
        "refused",
        "unknown-player",
        "no-piece-left",
        "needs-set",
        "guard-ghosts",
        "meeple-ghosts",
        "no-circle",
        "circle-full",
        "ghost-total",
        "player-count",
        "player-name",
        "setup-or-scenario",
        "json-limit",
        "text-control",
        "goal",
    ];

    /// The kind as its word (the `kind` it is written with); one of [`ErrorKind::WORDS`].
    pub fn word(&self) -> &'static str {
        use ErrorKind as K;
        let i = match self {
            K::Other => 0,
            K::BadJson { .. } => 1,
            K::TooLarge { .. } => 2,
            K::UnknownField { .. } => 3,
            K::DuplicateField { .. } => 4,
            K::MissingField { .. } => 5,
            K::WrongType { .. } => 6,
            K::UnknownWord { .. } => 7,
            K::OutOfRange { .. } => 8,
            K::UnknownTile { .. } => 9,
            K::IllegalPlacement { .. } => 10,
            K::TooMany { .. } => 11,
            K::Version { .. } => 12,
            K::WrongFormat { .. } => 13,
            K::TileNotation(_) => 14,
            K::EmptyBoard => 15,
            K::TextTooLong { .. } => 16,
            K::Refused => 17,
            K::UnknownPlayer { .. } => 18,
            K::NoPieceLeft { .. } => 19,
            K::NeedsSet { .. } => 20,
            K::GuardGhosts => 21,
            K::MeepleGhosts { .. } => 22,
            K::NoCircle { .. } => 23,
            K::CircleFull { .. } => 24,
            K::GhostTotal { .. } => 25,
            K::PlayerCount { .. } => 26,
            K::PlayerName(_) => 27,
            K::SetupOrScenario { .. } => 28,
            K::JsonLimit { .. } => 29,
            K::TextControl { .. } => 30,
            K::Goal { .. } => 31,
        };
        Self::WORDS[i]
    }
}

/// What is wrong with a line of tile notation ([`ErrorKind::TileNotation`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TileNotation {
    /// What is wrong: `no-colon`, `unknown-feature`, `half-in-no-field`….
    pub problem: &'static str,
    /// The tile's id (`None` when the line is wrong before it).
    pub tile: Option<String>,
    /// The column of the word at fault, from 1 (`None`: the whole tile).
    pub column: Option<usize>,
    /// The word at fault as written, a side's letter or a half side's name (`None` when none).
    pub word: Option<String>,
    /// A limit or a count the words need (`None` when none).
    pub count: Option<usize>,
    /// The kind of feature it is about (`city`, `road`, `field`, `mist`…; `None` when none).
    pub feature: Option<&'static str>,
}

/// What is wrong with a player's name or colour ([`ErrorKind::PlayerName`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayerName {
    /// What is wrong (`NameProblem::word`): `length`, `control`, `direction`, `blank`, `same`,
    /// `look-alike`, `colour`.
    pub problem: &'static str,
    /// The player's number, from 1.
    pub player: usize,
    /// The name as shown (`None` for `length`, `control`, `direction`, `blank`: the name itself
    /// is what is wrong).
    pub name: Option<String>,
    /// The other player's name for `same` and `look-alike`, else `None`.
    pub other: Option<String>,
    /// The longest name, in characters.
    pub max: usize,
}

impl fmt::Display for PathError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.path.is_empty() {
            f.write_str(&self.message)
        } else {
            write!(f, "{}: {}", self.path, self.message)
        }
    }
}

impl std::error::Error for PathError {}

/// What a value should have been ([`ErrorKind::WrongType`]), for the page to word it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expected {
    /// A text.
    Text,
    /// One of these words.
    Word(Vec<String>),
    /// An object.
    Object,
    /// `true` or `false`.
    Boolean,
    /// A list.
    List,
    /// A whole number from `min` to `max` (`None`: no bound).
    WholeNumber {
        /// The smallest allowed.
        min: Option<i64>,
        /// The largest allowed.
        max: Option<i64>,
    },
    /// `"supply"` or `{"x", "y", "feature"}` (a ghost's place).
    Spot,
    /// A text, or an object of texts by language (these languages).
    Texts(Vec<String>),
    /// A name or `{"name": …}` (a player).
    Player,
}

impl Serialize for Expected {
    /// `{expected: <word>, words: [...], min, max}`: the allowed words (or languages) and a whole
    /// number's range (`None`: no bound), for the page's words of `wrong-type`.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let none: &[String] = &[];
        let (words, min, max) = match self {
            Expected::Word(w) | Expected::Texts(w) => (w.as_slice(), None, None),
            Expected::WholeNumber { min, max } => (none, *min, *max),
            _ => (none, None, None),
        };
        let mut st = s.serialize_struct("Expected", 4)?;
        st.serialize_field("expected", self.word())?;
        st.serialize_field("words", words)?;
        st.serialize_field("min", &min)?;
        st.serialize_field("max", &max)?;
        st.end()
    }
}

impl Expected {
    /// The kind as one word (the page's words select on it): `text`, `word`, `object`,
    /// `boolean`, `list`, `whole-number`, `spot`, `texts`, `player`.
    pub fn word(&self) -> &'static str {
        match self {
            Expected::Text => "text",
            Expected::Word(_) => "word",
            Expected::Object => "object",
            Expected::Boolean => "boolean",
            Expected::List => "list",
            Expected::WholeNumber { .. } => "whole-number",
            Expected::Spot => "spot",
            Expected::Texts(_) => "texts",
            Expected::Player => "player",
        }
    }
}

impl std::fmt::Display for Expected {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Expected::Text => f.write_str("a string"),
            Expected::Word(words) => {
                let words: Vec<&str> = words.iter().map(String::as_str).collect();
                write!(f, "one of {}", list(&words))
            }
            Expected::Object => f.write_str("an object"),
            Expected::Boolean => f.write_str("true or false"),
            Expected::List => f.write_str("a list"),
            Expected::WholeNumber {
                min: Some(lo),
                max: Some(hi),
            } => write!(f, "a whole number from {lo} to {hi}"),
            Expected::WholeNumber {
                min: Some(lo),
                max: None,
            } => write!(f, "a whole number, {lo} or more"),
            Expected::WholeNumber { .. } => f.write_str("a whole number"),
            Expected::Spot => f.write_str("\"supply\" or {\"x\", \"y\", \"feature\"}"),
            Expected::Texts(langs) => write!(
                f,
                "a text, or an object of texts by language ({})",
                langs.join(", ")
            ),
            Expected::Player => f.write_str("a name or {\"name\": …}"),
        }
    }
}
