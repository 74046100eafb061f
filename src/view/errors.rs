//! Errors as the page words them: a file's problem ([`FileProblem`], a tagged object with its
//! values by name) and the values of a refused move's words ([`RefusalData`]).

use serde::Serialize;

use super::{problem_view, ProblemView};

/// The values a refused move's words need (`PlayError::detail`) as the page reads them
/// (docs/FORMATS.md, "Refusals"): `{}`, `{why, rule}`, `{problem}`, `{x, y, max}`, `{degrees}`,
/// `{tile, feature, what}`, `{guard}` or `{rule, count, to}`.
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
        /// The rule of the ghosts owed first, or "".
        rule: &'static str,
    },
    /// Why the tile does not fit (B1).
    Placement {
        /// The placement problem.
        problem: ProblemView,
    },
    /// A cell off the board or without a tile.
    Cell {
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
        /// The tile's id.
        tile: String,
        /// The feature's name as written.
        feature: String,
        /// Its kind's word, "" when the tile has no such feature.
        what: &'static str,
    },
    /// No piece left (B3).
    Piece {
        /// A guard (else a meeple).
        guard: bool,
    },
    /// What the head obligation owes.
    Owed {
        /// Its rule id.
        rule: &'static str,
        /// Ghosts owed.
        count: u8,
        /// `own`, `others`, `circle` ("" when none is owed).
        to: &'static str,
    },
}

/// The data of a refused move's words.
pub fn refusal_data(detail: &crate::Refusal) -> RefusalData {
    use crate::Refusal as R;
    match detail {
        R::Nothing => RefusalData::Nothing {},
        R::Phase { why, rule } => RefusalData::Phase { why, rule },
        R::Placement(p) => RefusalData::Placement {
            problem: problem_view(p),
        },
        R::Cell { x, y } => RefusalData::Cell {
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
            tile: tile.clone(),
            feature: feature.clone(),
            what: kind.map_or("", |k| k.word()),
        },
        R::Piece { guard } => RefusalData::Piece { guard: *guard },
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
    /// The field path (`board[3].rotation`; "" for the whole file).
    pub path: &'a str,
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
        path: &e.at,
        kind,
        play: refusal.map(|r| r.kind.word()),
        data: refusal.map(|r| refusal_data(&r.detail)),
    }
}
