//! What is wrong with a line of tile notation ([`TileProblem`]), with its values: the English
//! words of a [`super::TileError`] come from it, and a page words it in the reader's language
//! from its word and values (`error-tile-<word>` of `www/locales/<lang>/errors.ftl`).

use std::fmt;

use super::{half_name, FeatureKind, Side, MAX_FEATURES, MAX_ID_LEN, MAX_SHIELDS};

/// A problem of a tile line (docs/TILES.md, "Checks"), with the word at fault and the numbers
/// its words need.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TileProblem {
    /// No `:` between the head and the features.
    NoColon,
    /// Nothing before the `:`.
    NoId,
    /// An id that is too long or has other characters than letters, digits, `-`, `_`, `.`.
    BadId(String),
    /// A count that is not `x1` to `x100`.
    BadCount(String),
    /// A `start@X,Y` with X or Y not from -3 to 3.
    BadStart(String),
    /// A word before the `:` that is neither a count nor `start`.
    UnknownHeadWord(String),
    /// More than [`MAX_FEATURES`] features.
    TooManyFeatures,
    /// A feature word the notation does not have.
    UnknownFeature(String),
    /// More than [`MAX_SHIELDS`] shields on one city.
    TooManyShields,
    /// `touches` with no city after it.
    TouchesNothing,
    /// `touches` twice in one field.
    TouchesTwice,
    /// `circles` twice in one mist area.
    CirclesTwice,
    /// `circles` not followed by 1, 2 or 3 (the word after it, or `circles`).
    BadCircles(String),
    /// A word that is not a side, in a city, road or mist area.
    NotASide(String, FeatureKind),
    /// A side listed twice in a feature.
    SideTwice(Side, FeatureKind),
    /// A word that is not a half side, a side or `touches`, in a field.
    NotAHalf(String),
    /// A half side (or side) listed twice in a field.
    HalfTwice(String),
    /// A word after a monastery, castle or cemetery, which take none.
    TakesNoWord(String, FeatureKind),
    /// A city, road or mist area that reaches no side, or a field no half side.
    NoSide(FeatureKind),
    /// A line with no feature after the `:`.
    NoFeatures,
    /// A field touches a name that is not one of the tile's cities: the name after
    /// `touches`, and the field's number among the tile's fields (`field2`: 2).
    TouchesNotACity(String, u8),
    /// A city named twice after `touches`.
    TouchedTwice(String),
    /// More than one of monastery, castle, cemetery.
    TwoCentral,
    /// More than 3 spell circles (how many).
    TooManyCircles(u8),
    /// A side in more than one city or road (how many).
    SideShared(Side, usize),
    /// A side in two mist areas.
    TwoMists(Side),
    /// A city side with mist (M1).
    MistOnCity(Side),
    /// A half side (its bit) of a city side in a field.
    HalfOnCity(u8),
    /// A half side (its bit) of a misty side in a field (M1).
    HalfOnMist(u8),
    /// A half side (its bit) of a clear side in no field.
    HalfInNoField(u8),
    /// A half side (its bit) in several fields (how many).
    HalfInFields(u8, usize),
    /// A tile id that another tile of the game (or of the file) already has.
    DuplicateId,
    /// A tile file's own lines (`@version`, `@set`, its order): only the built-in files have
    /// them, never a scenario (the English message says what).
    File,
    /// A word after `ruin` that is not a corner (NE, SE, SW, NW).
    NotACorner(String),
    /// A ruin at no corner or at more than one (how many).
    OneCorner(usize),
    /// More than one ruin on a tile.
    TwoRuins,
}

impl TileProblem {
    /// Every problem's word, in the order of the definition (the page's `error-tile-<word>`;
    /// published by the facade's `vocabulary()`).
    pub const WORDS: &'static [&'static str] = &[
        "no-colon",
        "no-id",
        "bad-id",
        "bad-count",
        "bad-start",
        "unknown-head-word",
        "too-many-features",
        "unknown-feature",
        "too-many-shields",
        "touches-nothing",
        "touches-twice",
        "circles-twice",
        "bad-circles",
        "not-a-side",
        "side-twice",
        "not-a-half",
        "half-twice",
        "takes-no-word",
        "no-side",
        "no-features",
        "touches-not-a-city",
        "touched-twice",
        "two-central",
        "too-many-circles",
        "side-shared",
        "two-mists",
        "mist-on-city",
        "half-on-city",
        "half-on-mist",
        "half-in-no-field",
        "half-in-fields",
        "duplicate-id",
        "file",
        "not-a-corner",
        "one-corner",
        "two-ruins",
    ];

    /// The problem as one kebab-case word: the page's message is `error-tile-<word>`.
    pub fn word(&self) -> &'static str {
        use TileProblem as P;
        let i = match self {
            P::NoColon => 0,
            P::NoId => 1,
            P::BadId(_) => 2,
            P::BadCount(_) => 3,
            P::BadStart(_) => 4,
            P::UnknownHeadWord(_) => 5,
            P::TooManyFeatures => 6,
            P::UnknownFeature(_) => 7,
            P::TooManyShields => 8,
            P::TouchesNothing => 9,
            P::TouchesTwice => 10,
            P::CirclesTwice => 11,
            P::BadCircles(_) => 12,
            P::NotASide(..) => 13,
            P::SideTwice(..) => 14,
            P::NotAHalf(_) => 15,
            P::HalfTwice(_) => 16,
            P::TakesNoWord(..) => 17,
            P::NoSide(_) => 18,
            P::NoFeatures => 19,
            P::TouchesNotACity(..) => 20,
            P::TouchedTwice(_) => 21,
            P::TwoCentral => 22,
            P::TooManyCircles(_) => 23,
            P::SideShared(..) => 24,
            P::TwoMists(_) => 25,
            P::MistOnCity(_) => 26,
            P::HalfOnCity(_) => 27,
            P::HalfOnMist(_) => 28,
            P::HalfInNoField(_) => 29,
            P::HalfInFields(..) => 30,
            P::DuplicateId => 31,
            P::File => 32,
            P::NotACorner(_) => 33,
            P::OneCorner(_) => 34,
            P::TwoRuins => 35,
        };
        Self::WORDS[i]
    }

    /// The values its words need, each `None` when they need none: the word at fault as
    /// written (a side's letter, a half side's name, a city's name), a number (a limit or a
    /// count) and the kind of feature it is about.
    pub fn values(&self) -> (Option<String>, Option<usize>, Option<FeatureKind>) {
        use TileProblem as P;
        let side = |s: &Side| Some(s.letter().to_string());
        let word = |w: &String| Some(w.clone());
        let (word, n, kind) = match self {
            P::BadId(w) => (word(w), Some(MAX_ID_LEN), None),
            P::TooManyFeatures => (None, Some(MAX_FEATURES), None),
            P::TooManyShields => (None, Some(MAX_SHIELDS as usize), None),
            P::BadCount(w)
            | P::BadStart(w)
            | P::UnknownHeadWord(w)
            | P::UnknownFeature(w)
            | P::BadCircles(w)
            | P::NotAHalf(w)
            | P::HalfTwice(w)
            | P::TouchedTwice(w)
            | P::TouchesNotACity(w, _) => (word(w), None, None),
            P::NotACorner(w) => (word(w), None, Some(FeatureKind::Ruin)),
            P::OneCorner(n) => (None, Some(*n), Some(FeatureKind::Ruin)),
            P::NotASide(w, k) | P::TakesNoWord(w, k) => (word(w), None, Some(*k)),
            P::SideTwice(s, k) => (side(s), None, Some(*k)),
            P::NoSide(k) => (None, None, Some(*k)),
            P::TooManyCircles(n) => (None, Some(*n as usize), None),
            P::SideShared(s, n) => (side(s), Some(*n), None),
            P::TwoMists(s) | P::MistOnCity(s) => (side(s), None, None),
            P::HalfOnCity(h) | P::HalfOnMist(h) | P::HalfInNoField(h) => {
                (Some(half_name(*h)), None, None)
            }
            P::HalfInFields(h, n) => (Some(half_name(*h)), Some(*n), None),
            _ => (None, None, None),
        };
        (word.map(|w| crate::json::excerpt(&w).into_owned()), n, kind)
    }
}

/// The English words (docs/TILES.md's checks), natively; in the WebAssembly module, the
/// problem's word. (Fixed texts and shared beginnings are written once each.)
impl fmt::Display for TileProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use TileProblem as P;
        // The WebAssembly module gives the problem's word: the page words a tile line's problem
        // from `fileProblem` (`error-tile-<word>`, in English too), and these sentences would
        // add 1.5 KB gzip to the embed's first load (its budget: 250 KB).
        if cfg!(target_arch = "wasm32") {
            return f.write_str(self.word());
        }
        let (word, _, kind) = self.values();
        // (the English sentences name the word and the kind only where the problem has them)
        let word = word.unwrap_or_default();
        let kind = kind.map_or("", FeatureKind::word);
        // the beginning: the word at fault, a side or a half side
        match self {
            P::BadId(_) => write!(f, "tile id `{word}` must be 1–{MAX_ID_LEN} ")?,
            P::BadCount(_) => write!(f, "count `{word}` must be ")?,
            P::UnknownHeadWord(_) => write!(f, "unknown word `{word}` before ':' ")?,
            P::UnknownFeature(_) => write!(f, "unknown feature `{word}` ")?,
            P::BadStart(_)
            | P::NotAHalf(_)
            | P::HalfTwice(_)
            | P::TouchedTwice(_)
            | P::NotACorner(_) => write!(f, "`{word}` ")?,
            P::NotASide(..) => write!(f, "`{word}` in a {kind} ")?,
            P::SideTwice(..) | P::SideShared(..) | P::TwoMists(_) | P::MistOnCity(_) => {
                write!(f, "side {word} ")?
            }
            P::HalfOnCity(_) | P::HalfOnMist(_) | P::HalfInNoField(_) | P::HalfInFields(..) => {
                write!(f, "half side {word} ")?
            }
            P::TakesNoWord(..) | P::NoSide(_) => write!(f, "a {kind} ")?,
            _ => {}
        }
        let end = match self {
            P::NoColon => {
                "a tile line is `ID [xCOUNT] [start]: feature; feature…` and this one has no ':'"
            }
            P::NoId => "the tile id before ':' is missing",
            P::BadId(_) => "letters, digits, '-', '_' or '.'",
            P::BadCount(_) => "x1 to x100",
            P::BadStart(_) => "must be start@X,Y with X and Y from -3 to 3",
            P::UnknownHeadWord(_) => "(expected a count like x4, start or start@X,Y)",
            P::TooManyFeatures => return write!(f, "a tile has at most {MAX_FEATURES} features"),
            P::UnknownFeature(_) => {
                "(expected city, road, field, monastery, castle, cemetery, mist or ruin)"
            }
            P::TooManyShields => {
                return write!(f, "a city segment has at most {MAX_SHIELDS} shields")
            }
            P::TouchesNothing => "`touches` must be followed by city names like city1",
            P::TouchesTwice => "`touches` is given twice in a field",
            P::CirclesTwice => "`circles` is given twice in a mist area",
            P::BadCircles(_) => "`circles` must be followed by 1, 2 or 3",
            P::NotASide(_, FeatureKind::City) => "is not a side (N, E, S, W) or `shield`",
            P::NotASide(_, FeatureKind::Mist) => "is not a side (N, E, S, W) or `circles N`",
            P::NotASide(..) => "is not a side (N, E, S, W)",
            P::SideTwice(..) => return write!(f, "is listed twice in a {kind}"),
            P::NotAHalf(_) => {
                "in a field is not a half side (NL, NR, EL, ER, SL, SR, WL, WR), a whole side, or `touches`"
            }
            P::HalfTwice(_) => "is listed twice in a field",
            P::TakesNoWord(..) => return write!(f, "takes no `{word}`"),
            P::NoSide(FeatureKind::Field) => "must reach at least one half side",
            P::NoSide(_) => "must reach at least one side (M1 for mist)",
            P::NoFeatures => "the tile has no features",
            P::TouchesNotACity(_, field) => {
                return write!(
                    f,
                    "field field{field} touches `{word}`, which is not a city of this tile"
                )
            }
            P::TouchedTwice(_) => "is listed twice after `touches`",
            P::TwoCentral => "a tile holds at most one of monastery, castle, cemetery",
            P::TooManyCircles(n) => {
                return write!(f, "a tile shows at most 3 spell circles, this one {n}")
            }
            P::SideShared(_, n) => {
                return write!(f, "belongs to {n} cities/roads; a side has at most one")
            }
            P::TwoMists(_) => "is in two mist areas",
            P::MistOnCity(_) => {
                "is a city side with mist; mist lies on roads and fields only (M1)"
            }
            P::HalfOnCity(_) => "is on a city side and cannot be in a field",
            P::HalfOnMist(_) => "is on a misty side: fields never reach a misty side (M1)",
            P::HalfInNoField(_) => {
                "is in no field (every clear road or field side has a field on each half)"
            }
            P::HalfInFields(_, n) => {
                return write!(f, "is in {n} fields; it must be in exactly one")
            }
            P::DuplicateId => "this id is used twice in the file",
            P::File => "the tile file is not valid",
            P::NotACorner(_) => "in a ruin is not a corner (NE, SE, SW, NW)",
            P::OneCorner(n) => {
                return write!(
                    f,
                    "a ruin stands at exactly one corner (NE, SE, SW, NW); this one names {n}"
                )
            }
            P::TwoRuins => "a tile holds at most one ruin",
        };
        f.write_str(end)
    }
}
