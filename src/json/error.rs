//! The errors of reading JSON: [`PathError`] (the path of the value at fault, the English
//! words for native use, and an [`ErrorKind`] with the data the page words in the reader's
//! language) and [`Expected`] (what a value of the wrong type should have been).

use std::fmt;

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
/// it in the reader's language (`www/locales/<lang>/errors.ftl`, `error-<kind>`); the English
/// message stays beside it. `Other`: only the English message says what is wrong.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum ErrorKind {
    /// Only the English message says it.
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
        /// What it should be (boxed: the error stays small).
        expected: Box<Expected>,
        /// What it is: `null`, `boolean`, `number`, `whole-number`, `text`, `list`, `object`.
        found: &'static str,
        /// The value as written (a text cut at 40 characters), "" for a list or an object.
        value: String,
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
