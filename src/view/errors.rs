//! Errors as the page words them: a file's problem ([`FileProblem`], a tagged object with its
//! values by name) and the values of a refused move's words ([`RefusalData`]).

use serde::Serialize;

use super::{problem_view, ProblemView};

/// The values a refused move's words need (`PlayError::detail`) as the page reads them
/// (docs/FORMATS.md, "Refusals"): `{}`, `{why, rule}`, `{problem}`, `{why, x, y, max}`,
/// `{degrees}`, `{why, tile, feature, what}`, `{guard, piece}` or `{rule, count, to}`. Each is
/// the arguments of its kind's message (`error-play-<kind>` of errors.ftl) as they are: the page
/// adds only the words of what is nested (the placement's problem, the feature's kind).
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
#[serde(untagged)]
pub enum RefusalData {
    /// No values.
    Nothing {},
    /// What must come first.
    Phase {
        /// The word of the situation.
        why: &'static str,
        /// The rule of the ghosts owed first (`ghosts-first`); absent for the others.
        #[serde(skip_serializing_if = "Option::is_none")]
        #[cfg_attr(test, ts(optional))]
        rule: Option<&'static str>,
    },
    /// Why the tile does not fit (B1).
    Placement {
        /// The placement problem.
        problem: ProblemView,
    },
    /// A cell off the board or without a tile.
    Cell {
        /// `no-tile` for `no-such-feature` (its words choose by it); absent for `off-board`.
        #[serde(skip_serializing_if = "Option::is_none")]
        #[cfg_attr(test, ts(optional))]
        why: Option<&'static str>,
        /// Column.
        x: i64,
        /// Row.
        y: i64,
        /// The board reaches from −`max` to `max`.
        max: i64,
    },
    /// A rotation that is not a quarter turn.
    Rotation {
        /// The degrees given.
        degrees: i64,
    },
    /// A feature of a tile.
    Feature {
        /// `no-feature` for `no-such-feature` (its words choose by it); absent for the others.
        #[serde(skip_serializing_if = "Option::is_none")]
        #[cfg_attr(test, ts(optional))]
        why: Option<&'static str>,
        /// The tile's id.
        tile: String,
        /// The feature's name as written.
        feature: String,
        /// Its kind's word; absent when the tile has no such feature.
        #[serde(skip_serializing_if = "Option::is_none")]
        #[cfg_attr(test, ts(optional))]
        what: Option<&'static str>,
    },
    /// No piece left (B3).
    Piece {
        /// A guard (else a meeple).
        guard: bool,
        /// The same as a word the words choose by: `guard` or `meeple`.
        piece: &'static str,
    },
    /// What the head obligation owes.
    Owed {
        /// Its rule id.
        rule: &'static str,
        /// Ghosts owed.
        count: u8,
        /// `own`, `others` or `circle`.
        to: &'static str,
    },
}

/// The data of a refused move's words.
pub fn refusal_data(e: &crate::PlayError) -> RefusalData {
    use crate::Refusal as R;
    let no_such = |why| (e.kind == crate::PlayErrorKind::NoSuchFeature).then_some(why);
    match &e.detail {
        R::Nothing => RefusalData::Nothing {},
        R::Phase { why, rule } => RefusalData::Phase { why, rule: *rule },
        R::Placement(p) => RefusalData::Placement {
            problem: problem_view(p),
        },
        R::Cell { x, y } => RefusalData::Cell {
            why: no_such("no-tile"),
            x: *x,
            y: *y,
            max: i64::from(crate::MAX_COORD),
        },
        R::Rotation(degrees) => RefusalData::Rotation { degrees: *degrees },
        R::Feature {
            tile,
            feature,
            kind,
        } => RefusalData::Feature {
            why: no_such("no-feature"),
            tile: tile.clone(),
            feature: feature.clone(),
            what: kind.map(|k| k.word()),
        },
        R::Piece { guard } => RefusalData::Piece {
            guard: *guard,
            piece: if *guard { "guard" } else { "meeple" },
        },
        R::Owed { rule, count, to } => RefusalData::Owed {
            rule,
            count: *count,
            to,
        },
    }
}

/// A scenario's, saved game's or setup's error as the page words it (the facade's
/// `fileProblem`): `{message, path, kind, …the kind's values by name}` (`json::ErrorKind`), and
/// for `refused` the refused move's kind `play` and its `data` (docs/FORMATS.md).
#[derive(Clone, Debug, Serialize)]
pub struct FileProblem<'a> {
    /// The English message, as `fromScenario`, `load` and `newGame` throw it.
    pub message: String,
    /// The field path (`board[3].rotation`); none (null) for the whole file.
    pub path: Option<&'a str>,
    /// The kind and its values.
    #[serde(flatten)]
    pub kind: &'a crate::ErrorKind,
    /// For `refused`: the refused move's kind.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub play: Option<&'static str>,
    /// For `refused`: the refused move's values.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub data: Option<RefusalData>,
}

/// The problem of `e` for the page (a `refused` without its move is `other`).
pub fn file_problem(e: &crate::PositionError) -> FileProblem<'_> {
    let refusal = e.refusal.as_deref();
    let kind = match (&e.kind, refusal) {
        (crate::ErrorKind::Refused, None) => &crate::ErrorKind::Other,
        (k, _) => k,
    };
    FileProblem {
        message: e.to_string(),
        path: Some(e.at.as_str()).filter(|at| !at.is_empty()),
        kind,
        play: refusal.map(|r| r.kind.word()),
        data: refusal.map(refusal_data),
    }
}
