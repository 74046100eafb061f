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
}

impl TileProblem {
    /// The problem as one kebab-case word: the page's message is `error-tile-<word>`.
    pub fn word(&self) -> &'static str {
        use TileProblem as P;
        match self {
            P::NoColon => "no-colon",
            P::NoId => "no-id",
            P::BadId(_) => "bad-id",
            P::BadCount(_) => "bad-count",
            P::BadStart(_) => "bad-start",
            P::UnknownHeadWord(_) => "unknown-head-word",
            P::TooManyFeatures => "too-many-features",
            P::UnknownFeature(_) => "unknown-feature",
            P::TooManyShields => "too-many-shields",
            P::TouchesNothing => "touches-nothing",
            P::TouchesTwice => "touches-twice",
            P::CirclesTwice => "circles-twice",
            P::BadCircles(_) => "bad-circles",
            P::NotASide(..) => "not-a-side",
            P::SideTwice(..) => "side-twice",
            P::NotAHalf(_) => "not-a-half",
            P::HalfTwice(_) => "half-twice",
            P::TakesNoWord(..) => "takes-no-word",
            P::NoSide(_) => "no-side",
            P::NoFeatures => "no-features",
            P::TouchesNotACity(..) => "touches-not-a-city",
            P::TouchedTwice(_) => "touched-twice",
            P::TwoCentral => "two-central",
            P::TooManyCircles(_) => "too-many-circles",
            P::SideShared(..) => "side-shared",
            P::TwoMists(_) => "two-mists",
            P::MistOnCity(_) => "mist-on-city",
            P::HalfOnCity(_) => "half-on-city",
            P::HalfOnMist(_) => "half-on-mist",
            P::HalfInNoField(_) => "half-in-no-field",
            P::HalfInFields(..) => "half-in-fields",
            P::DuplicateId => "duplicate-id",
            P::File => "file",
        }
    }

    /// The values its words need: the word at fault as written (a side's letter, a half
    /// side's name, a city's name; "" when none), a number (a limit or a count; 0 when none)
    /// and the kind of feature it is about (`None` when none).
    pub fn values(&self) -> (String, usize, Option<FeatureKind>) {
        use TileProblem as P;
        let side = |s: &Side| s.letter().to_string();
        match self {
            P::BadId(w) => (w.clone(), MAX_ID_LEN, None),
            P::TooManyFeatures => (String::new(), MAX_FEATURES, None),
            P::TooManyShields => (String::new(), MAX_SHIELDS as usize, None),
            P::BadCount(w)
            | P::BadStart(w)
            | P::UnknownHeadWord(w)
            | P::UnknownFeature(w)
            | P::BadCircles(w)
            | P::NotAHalf(w)
            | P::HalfTwice(w)
            | P::TouchedTwice(w)
            | P::TouchesNotACity(w, _) => (w.clone(), 0, None),
            P::NotASide(w, k) | P::TakesNoWord(w, k) => (w.clone(), 0, Some(*k)),
            P::SideTwice(s, k) => (side(s), 0, Some(*k)),
            P::NoSide(k) => (String::new(), 0, Some(*k)),
            P::TooManyCircles(n) => (String::new(), *n as usize, None),
            P::SideShared(s, n) => (side(s), *n, None),
            P::TwoMists(s) | P::MistOnCity(s) => (side(s), 0, None),
            P::HalfOnCity(h) | P::HalfOnMist(h) | P::HalfInNoField(h) => (half_name(*h), 0, None),
            P::HalfInFields(h, n) => (half_name(*h), *n, None),
            _ => (String::new(), 0, None),
        }
    }
}

/// The English words (docs/TILES.md's checks).
impl fmt::Display for TileProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use TileProblem as P;
        match self {
            P::NoColon => f.write_str(
                "a tile line is `ID [xCOUNT] [start]: feature; feature…` and this one has no ':'",
            ),
            P::NoId => f.write_str("the tile id before ':' is missing"),
            P::BadId(id) => write!(
                f,
                "tile id `{id}` must be 1–{MAX_ID_LEN} letters, digits, '-', '_' or '.'"
            ),
            P::BadCount(w) => write!(f, "count `{w}` must be x1 to x100"),
            P::BadStart(w) => write!(f, "`{w}` must be start@X,Y with X and Y from -3 to 3"),
            P::UnknownHeadWord(w) => write!(
                f,
                "unknown word `{w}` before ':' (expected a count like x4, start or start@X,Y)"
            ),
            P::TooManyFeatures => write!(f, "a tile has at most {MAX_FEATURES} features"),
            P::UnknownFeature(w) => write!(
                f,
                "unknown feature `{w}` (expected city, road, field, monastery, castle, cemetery or mist)"
            ),
            P::TooManyShields => write!(f, "a city segment has at most {MAX_SHIELDS} shields"),
            P::TouchesNothing => {
                f.write_str("`touches` must be followed by city names like city1")
            }
            P::TouchesTwice => f.write_str("`touches` is given twice in a field"),
            P::CirclesTwice => f.write_str("`circles` is given twice in a mist area"),
            P::BadCircles(_) => f.write_str("`circles` must be followed by 1, 2 or 3"),
            P::NotASide(w, k) => write!(
                f,
                "`{w}` in a {} is not a side (N, E, S, W){}",
                k.word(),
                match k {
                    FeatureKind::City => " or `shield`",
                    FeatureKind::Mist => " or `circles N`",
                    _ => "",
                }
            ),
            P::SideTwice(s, k) => {
                write!(f, "side {} is listed twice in a {}", s.letter(), k.word())
            }
            P::NotAHalf(w) => write!(
                f,
                "`{w}` in a field is not a half side (NL, NR, EL, ER, SL, SR, WL, WR), a whole side, or `touches`"
            ),
            P::HalfTwice(w) => write!(f, "`{w}` is listed twice in a field"),
            P::TakesNoWord(w, k) => write!(f, "a {} takes no `{w}`", k.word()),
            P::NoSide(FeatureKind::Field) => {
                f.write_str("a field must reach at least one half side")
            }
            P::NoSide(k) => write!(
                f,
                "a {} must reach at least one side (M1 for mist)",
                k.word()
            ),
            P::NoFeatures => f.write_str("the tile has no features"),
            P::TouchesNotACity(name, field) => write!(
                f,
                "field field{field} touches `{name}`, which is not a city of this tile"
            ),
            P::TouchedTwice(n) => write!(f, "`{n}` is listed twice after `touches`"),
            P::TwoCentral => {
                f.write_str("a tile holds at most one of monastery, castle, cemetery")
            }
            P::TooManyCircles(n) => {
                write!(f, "a tile shows at most 3 spell circles, this one {n}")
            }
            P::SideShared(s, n) => write!(
                f,
                "side {} belongs to {n} cities/roads; a side has at most one",
                s.letter()
            ),
            P::TwoMists(s) => write!(f, "side {} is in two mist areas", s.letter()),
            P::MistOnCity(s) => write!(
                f,
                "side {} is a city side with mist; mist lies on roads and fields only (M1)",
                s.letter()
            ),
            P::HalfOnCity(h) => write!(
                f,
                "half side {} is on a city side and cannot be in a field",
                half_name(*h)
            ),
            P::HalfOnMist(h) => write!(
                f,
                "half side {} is on a misty side: fields never reach a misty side (M1)",
                half_name(*h)
            ),
            P::HalfInNoField(h) => write!(
                f,
                "half side {} is in no field (every clear road or field side has a field on each half)",
                half_name(*h)
            ),
            P::HalfInFields(h, n) => write!(
                f,
                "half side {} is in {n} fields; it must be in exactly one",
                half_name(*h)
            ),
            P::DuplicateId => f.write_str("this id is used twice in the file"),
            P::File => f.write_str("the tile file is not valid"),
        }
    }
}
