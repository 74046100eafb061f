//! Tiles: sides, rotations, features and the tile notation parser.
//!
//! (About 840 lines of code, half of them the notation parser of docs/TILES.md, kept with the
//! types it builds; its unit tests at the end make the file longer.)
//!
//! The notation is documented in `docs/TILES.md`. One tile kind is one line:
//!
//! ```text
//! D x4 start: city N; road W E; field WR EL touches city1; field ER SL SR WL
//! ```

use std::fmt;

use crate::ids::FeatureIx;

mod problem;
pub use problem::TileProblem;

/// A number of degrees that is not a rotation: not 0, 90, 180 or 270.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RotationError {
    /// The degrees given.
    pub degrees: i64,
}

impl fmt::Display for RotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "rotation {}° is not one of 0, 90, 180, 270 (degrees clockwise)",
            self.degrees
        )
    }
}

impl std::error::Error for RotationError {}

/// One of the four tile sides, clockwise from north.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// North (up, towards smaller `y`).
    N = 0,
    /// East (towards larger `x`).
    E = 1,
    /// South (towards larger `y`).
    S = 2,
    /// West (towards smaller `x`).
    W = 3,
}

impl Side {
    /// All sides, clockwise from north.
    pub const ALL: [Side; 4] = [Side::N, Side::E, Side::S, Side::W];

    /// The side from its index 0..4 (N, E, S, W); wraps around.
    pub fn from_index(i: usize) -> Side {
        Side::ALL[i % 4]
    }

    /// The side facing this one on the neighbouring tile.
    pub fn opposite(self) -> Side {
        Side::from_index(self as usize + 2)
    }

    /// `(dx, dy)` of the neighbouring cell through this side (`y` grows southwards).
    pub fn delta(self) -> (i32, i32) {
        match self {
            Side::N => (0, -1),
            Side::E => (1, 0),
            Side::S => (0, 1),
            Side::W => (-1, 0),
        }
    }

    /// The side's letter.
    pub fn letter(self) -> char {
        ['N', 'E', 'S', 'W'][self as usize]
    }

    /// The side's name in words ("north").
    pub fn name(self) -> &'static str {
        ["north", "east", "south", "west"][self as usize]
    }
}

/// A rotation of a tile: a number of quarter turns clockwise (0..4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Rotation(u8);

impl Rotation {
    /// The four rotations, 0°, 90°, 180°, 270°.
    pub const ALL: [Rotation; 4] = [Rotation(0), Rotation(1), Rotation(2), Rotation(3)];

    /// The rotation of `n` quarter turns clockwise (taken modulo 4).
    pub fn quarter_turns(n: u8) -> Rotation {
        Rotation(n % 4)
    }

    /// The rotation for a number of degrees clockwise: 0, 90, 180 or 270.
    ///
    /// # Errors
    /// Any other number of degrees: a [`RotationError`] that says which are allowed.
    pub fn from_degrees(deg: i64) -> Result<Rotation, RotationError> {
        match deg {
            0 => Ok(Rotation(0)),
            90 => Ok(Rotation(1)),
            180 => Ok(Rotation(2)),
            270 => Ok(Rotation(3)),
            _ => Err(RotationError { degrees: deg }),
        }
    }

    /// Quarter turns clockwise, 0..4.
    pub fn turns(self) -> u8 {
        self.0
    }

    /// Degrees clockwise: 0, 90, 180 or 270.
    pub fn degrees(self) -> u16 {
        self.0 as u16 * 90
    }

    /// Where the tile's own side `s` ends up on the board after this rotation.
    pub fn apply(self, s: Side) -> Side {
        Side::from_index(s as usize + self.0 as usize)
    }
}

/// What a side shows for edge matching (B1). Mist is not a terrain: it is a mark on road and
/// field sides, ignored for matching.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Terrain {
    /// A field side.
    Field = 0,
    /// A road side.
    Road = 1,
    /// A city side.
    City = 2,
}

impl Terrain {
    /// The terrain's name in words.
    pub fn name(self) -> &'static str {
        match self {
            Terrain::Field => "field",
            Terrain::Road => "road",
            Terrain::City => "city",
        }
    }

    /// The terrain's letter: C, R or F.
    pub fn letter(self) -> char {
        match self {
            Terrain::Field => 'F',
            Terrain::Road => 'R',
            Terrain::City => 'C',
        }
    }
}

/// The kind of a feature of a tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FeatureKind {
    /// A city segment (B4: 2 per tile + 2 per shield when complete).
    City,
    /// A road segment (B4: 1 per tile).
    Road,
    /// A field segment (B5: farmers).
    Field,
    /// A monastery (B4: 9 when surrounded).
    Monastery,
    /// A castle (K1).
    Castle,
    /// A cemetery (K2).
    Cemetery,
    /// A mist area (M1); never holds a meeple.
    Mist,
    /// A castle ruin at a corner of the tile (the centre of Exp. 11's 2×2 start tile, G2):
    /// it ends the roads that run to it and separates the fields around it; it holds no
    /// meeple and scores nothing (tile notation version 2).
    Ruin,
}

/// Written as its word ([`FeatureKind::word`]), the one the reader below takes.
impl serde::Serialize for FeatureKind {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.word())
    }
}

crate::ts_type!(export FeatureKind as "FeatureKind" => FeatureKind::ALL.map(|k| format!("\"{}\"", k.word())).join(" | "));

impl crate::json::FromJson for FeatureKind {
    fn from_json(node: &crate::json::Node<'_>) -> Result<Self, crate::json::PathError> {
        let words = FeatureKind::ALL.map(FeatureKind::word);
        node.word(&words).map(|i| FeatureKind::ALL[i])
    }
}

impl FeatureKind {
    /// Every kind, in the order of the notation's error message.
    pub const ALL: [FeatureKind; 8] = [
        FeatureKind::City,
        FeatureKind::Road,
        FeatureKind::Field,
        FeatureKind::Monastery,
        FeatureKind::Castle,
        FeatureKind::Cemetery,
        FeatureKind::Mist,
        FeatureKind::Ruin,
    ];

    /// The kind a word of the notation names (`city`), if any.
    pub fn from_word(word: &str) -> Option<FeatureKind> {
        FeatureKind::ALL.into_iter().find(|k| k.word() == word)
    }

    /// The word used in the notation and in feature names.
    pub fn word(self) -> &'static str {
        match self {
            FeatureKind::City => "city",
            FeatureKind::Road => "road",
            FeatureKind::Field => "field",
            FeatureKind::Monastery => "monastery",
            FeatureKind::Castle => "castle",
            FeatureKind::Cemetery => "cemetery",
            FeatureKind::Mist => "mist",
            FeatureKind::Ruin => "ruin",
        }
    }

    /// Whether a meeple may ever stand on it (B3: never on mist, G2: never on the ruin).
    pub fn holds_meeples(self) -> bool {
        !matches!(self, FeatureKind::Mist | FeatureKind::Ruin)
    }

    /// Whether this feature sits in the middle of its tile and is completed by 8 neighbours.
    pub fn is_central(self) -> bool {
        matches!(
            self,
            FeatureKind::Monastery | FeatureKind::Castle | FeatureKind::Cemetery
        )
    }
}

/// One feature of a tile kind, in the tile's own orientation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FeatureDef {
    /// What it is.
    pub kind: FeatureKind,
    /// Its name on the tile: kind word + ordinal among that kind ("city1", "road2"), or just the
    /// word for a central feature ("monastery").
    pub name: String,
    /// Sides it reaches (bit `s` for side `s`): cities, roads and mist areas.
    pub sides: u8,
    /// Half sides it reaches (bit `2*s` for the left half of `s`, `2*s+1` for the right): fields.
    pub halves: u8,
    /// Shields on a city.
    pub shields: u8,
    /// For a field: indices (into the tile's features) of the cities it touches (B5).
    pub touches: Vec<FeatureIx>,
    /// For a mist area: its spell circles (S*).
    pub circles: u8,
    /// For a ruin: the corner it stands at, bit 0 NE, 1 SE, 2 SW, 3 NW (clockwise from NE,
    /// so [`rotate_sides`] turns it as it turns sides).
    pub corners: u8,
}

/// A kind of tile: its features in the tile's own orientation, and how many are in the set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileKind {
    /// The id ("D", "GCC-12", "SC-3"), unique in a catalogue.
    pub id: String,
    /// The tile set it belongs to ("base", "gcc", "sc", or "scenario" for inline tiles).
    pub set: String,
    /// How many tiles of this kind the set has (start tile included).
    pub count: u16,
    /// Where one tile of this kind lies at the start, unrotated, if it is (part of) the set's
    /// start tile: `start` is (0, 0); `start@1,0` is a cell of a larger start tile (G2).
    pub start: Option<(i16, i16)>,
    /// Its features in order of the notation.
    pub features: Vec<FeatureDef>,
    /// The notation this kind was read from (one line, without count and flags).
    pub notation: String,
}

/// The tile sides' terrains and marks, seen from the tile's own orientation.
impl TileKind {
    /// Terrain of side `s` before rotation.
    pub fn terrain(&self, s: Side) -> Terrain {
        let bit = 1u8 << s as u8;
        for f in &self.features {
            if f.sides & bit != 0 {
                match f.kind {
                    FeatureKind::City => return Terrain::City,
                    FeatureKind::Road => return Terrain::Road,
                    _ => {}
                }
            }
        }
        Terrain::Field
    }

    /// Whether side `s` (before rotation) is misty.
    pub fn misty(&self, s: Side) -> bool {
        let bit = 1u8 << s as u8;
        self.features
            .iter()
            .any(|f| f.kind == FeatureKind::Mist && f.sides & bit != 0)
    }

    /// The number of spell circles on the tile.
    pub fn circles(&self) -> u8 {
        self.features.iter().map(|f| f.circles).sum()
    }

    /// Whether the tile has at least one mist area (a *mist tile*).
    pub fn is_mist_tile(&self) -> bool {
        self.features.iter().any(|f| f.kind == FeatureKind::Mist)
    }

    /// Index of the feature called `name`, if any.
    pub fn feature_index(&self, name: &str) -> Option<FeatureIx> {
        let i = self.features.iter().position(|f| f.name == name)?;
        Some(FeatureIx(i as u8))
    }

    /// Its feature `f`.
    #[inline]
    pub fn feature(&self, f: FeatureIx) -> &FeatureDef {
        &self.features[f.index()]
    }

    /// Its features with their indices, in order.
    pub fn indexed_features(&self) -> impl Iterator<Item = (FeatureIx, &FeatureDef)> {
        self.features
            .iter()
            .enumerate()
            .map(|(i, f)| (FeatureIx(i as u8), f))
    }

    /// The four side letters before rotation, misty sides followed by `~` ("CR~FR").
    pub fn sides_string(&self) -> String {
        let mut s = String::new();
        for side in Side::ALL {
            s.push(self.terrain(side).letter());
            if self.misty(side) {
                s.push('~');
            }
        }
        s
    }
}

/// Rotates a 4-bit side mask by `r` quarter turns clockwise.
pub fn rotate_sides(mask: u8, r: Rotation) -> u8 {
    let m = mask & 0xF;
    ((m << r.0) | (m >> (4 - r.0))) & 0xF
}

/// Rotates an 8-bit half-side mask by `r` quarter turns clockwise.
pub fn rotate_halves(mask: u8, r: Rotation) -> u8 {
    mask.rotate_left(2 * r.0 as u32)
}

/// A problem in tile notation: the line, the tile, and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileError {
    /// The file (or "scenario") the text came from.
    pub source: String,
    /// 1-based line number in that text (0 when not known).
    pub line: usize,
    /// The tile id, when it was read before the error.
    pub tile: Option<String>,
    /// 1-based column (in characters) of the word at fault on that line (0 when the problem is
    /// the whole tile, such as a side in no field).
    pub column: usize,
    /// What is wrong, in words.
    pub message: String,
    /// What is wrong, as a problem and its values (for wording it in another language).
    pub problem: TileProblem,
}

impl fmt::Display for TileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.source)?;
        if self.line > 0 {
            write!(f, " line {}", self.line)?;
        }
        if self.column > 0 {
            write!(f, " column {}", self.column)?;
        }
        if let Some(t) = &self.tile {
            write!(f, " (tile {t})")?;
        }
        write!(f, ": {}", self.message)
    }
}

impl std::error::Error for TileError {}

fn parse_side(tok: &str) -> Option<Side> {
    match tok {
        "N" => Some(Side::N),
        "E" => Some(Side::E),
        "S" => Some(Side::S),
        "W" => Some(Side::W),
        _ => None,
    }
}

/// Parses a half-side token (`NL`, `ER`…) into its bit, or a whole side (`N`) into both halves.
fn parse_halves(tok: &str) -> Option<u8> {
    let mut chars = tok.chars();
    let side = parse_side(&chars.next()?.to_string())?;
    let base = 2 * side as u8;
    match chars.as_str() {
        "" => Some(0b11 << base),
        "L" => Some(1 << base),
        "R" => Some(1 << (base + 1)),
        _ => None,
    }
}

/// The name of half bit `h` ("NL", "ER"…).
pub fn half_name(h: u8) -> String {
    format!(
        "{}{}",
        Side::from_index(h as usize / 2).letter(),
        if h % 2 == 0 { 'L' } else { 'R' }
    )
}

/// Longest tile id accepted.
pub const MAX_ID_LEN: usize = 40;
/// Most features one tile may have.
pub const MAX_FEATURES: usize = 16;
/// Most shields on one city segment of a tile (the printed tiles have at most one; a
/// scenario may draw more, and every count stays exact: scoring adds them in u32).
pub const MAX_SHIELDS: u8 = u8::MAX;

/// The 1-based column of `word`, a part of `line`, in characters (0 if it is not a part).
fn column_of(line: &str, word: &str) -> usize {
    let at = (word.as_ptr() as usize).wrapping_sub(line.as_ptr() as usize);
    line.get(..at)
        .map_or(0, |before| before.chars().count() + 1)
}

/// Parses one tile line (`ID [xN] [start]: feature; feature…`) of the tile notation.
///
/// `set` is recorded on the kind. Errors carry no source or line: the caller adds them.
///
/// # Errors
/// A [`TileError`] saying what is wrong with the line.
pub fn parse_tile_line(text: &str, set: &str) -> Result<TileKind, TileError> {
    let err = |tile: Option<&str>, problem: TileProblem| TileError {
        source: String::new(),
        line: 0,
        tile: tile.map(|t| crate::json::excerpt(t).into_owned()),
        column: 0,
        message: problem.to_string(),
        problem,
    };
    let Some((head, body)) = text.split_once(':') else {
        return Err(err(None, TileProblem::NoColon));
    };
    let mut head_toks = head.split_whitespace();
    let Some(id) = head_toks.next() else {
        return Err(err(None, TileProblem::NoId));
    };
    if id.len() > MAX_ID_LEN
        || !id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == '.')
    {
        return Err(err(None, TileProblem::BadId(id.into())));
    }
    let mut count = 1u16;
    let mut start: Option<(i16, i16)> = None;
    for tok in head_toks {
        if let Some(n) = tok.strip_prefix('x') {
            count = match n.parse::<u16>() {
                Ok(n) if (1..=100).contains(&n) => n,
                _ => return Err(err(Some(id), TileProblem::BadCount(tok.into()))),
            };
        } else if tok == "start" {
            start = Some((0, 0));
        } else if let Some(at) = tok.strip_prefix("start@") {
            let cell = at.split_once(',').and_then(|(x, y)| {
                let (x, y) = (x.parse::<i16>().ok()?, y.parse::<i16>().ok()?);
                ((-3..=3).contains(&x) && (-3..=3).contains(&y)).then_some((x, y))
            });
            match cell {
                Some(c) => start = Some(c),
                None => return Err(err(Some(id), TileProblem::BadStart(tok.into()))),
            }
        } else {
            return Err(err(Some(id), TileProblem::UnknownHeadWord(tok.into())));
        }
    }
    let features = parse_features(body).map_err(|(problem, word)| TileError {
        column: word.map_or(0, |w| column_of(text, w)),
        ..err(Some(id), problem)
    })?;
    Ok(TileKind {
        id: id.to_string(),
        set: set.to_string(),
        count,
        start,
        features,
        notation: body.trim().to_string(),
    })
}

/// Parses the feature list of a tile (the part after ':') and checks its geometry. An error
/// says what is wrong and, when one word is at fault, which (a part of `body`).
fn parse_features(body: &str) -> Result<Vec<FeatureDef>, (TileProblem, Option<&str>)> {
    use TileProblem as P;
    let whole = |p: TileProblem| (p, None);
    fn at(p: TileProblem, word: &str) -> (TileProblem, Option<&str>) {
        (p, Some(word))
    }
    let mut feats: Vec<FeatureDef> = Vec::new();
    // Field "touches" names, resolved after all cities are known.
    let mut touch_names: Vec<(usize, Vec<&str>)> = Vec::new();
    for part in body.split(';') {
        let toks: Vec<&str> = part.split_whitespace().collect();
        let Some((&word, rest)) = toks.split_first() else {
            continue;
        };
        if feats.len() >= MAX_FEATURES {
            return Err(at(P::TooManyFeatures, word));
        }
        let Some(kind) = FeatureKind::from_word(word) else {
            return Err(at(P::UnknownFeature(word.into()), word));
        };
        let mut f = FeatureDef {
            kind,
            name: String::new(),
            sides: 0,
            halves: 0,
            shields: 0,
            touches: Vec::new(),
            circles: 0,
            corners: 0,
        };
        let mut i = 0;
        while i < rest.len() {
            let tok = rest[i];
            match (kind, tok) {
                // `shield` once per shield (additive), up to MAX_SHIELDS (a byte's limit).
                (FeatureKind::City, "shield") => match f.shields.checked_add(1) {
                    Some(n) => f.shields = n,
                    None => return Err(at(P::TooManyShields, tok)),
                },
                (FeatureKind::Field, "touches") => {
                    let names = &rest[i + 1..];
                    if names.is_empty() {
                        return Err(at(P::TouchesNothing, tok));
                    }
                    if let Some(n) = names.iter().find(|n| **n == "touches") {
                        return Err(at(P::TouchesTwice, n));
                    }
                    touch_names.push((feats.len(), names.to_vec()));
                    break;
                }
                (FeatureKind::Mist, "circles") if f.circles > 0 => {
                    return Err(at(P::CirclesTwice, tok))
                }
                (FeatureKind::Mist, "circles") => {
                    let n = rest.get(i + 1).and_then(|n| n.parse::<u8>().ok());
                    match n {
                        Some(n) if (1..=3).contains(&n) => f.circles = n,
                        _ => {
                            let w = rest.get(i + 1).unwrap_or(&tok);
                            return Err(at(P::BadCircles(w.to_string()), w));
                        }
                    }
                    i += 1;
                }
                (FeatureKind::City | FeatureKind::Road | FeatureKind::Mist, _) => {
                    let Some(s) = parse_side(tok) else {
                        return Err(at(P::NotASide(tok.into(), kind), tok));
                    };
                    let bit = 1 << s as u8;
                    if f.sides & bit != 0 {
                        return Err(at(P::SideTwice(s, kind), tok));
                    }
                    f.sides |= bit;
                }
                (FeatureKind::Ruin, _) => {
                    let Some(c) = ["NE", "SE", "SW", "NW"].iter().position(|&c| c == tok) else {
                        return Err(at(P::NotACorner(tok.into()), tok));
                    };
                    if f.corners != 0 {
                        // a second corner (or the same one twice): a ruin stands at one
                        return Err(at(P::OneCorner(2), tok));
                    }
                    f.corners |= 1 << c;
                }
                (FeatureKind::Field, _) => {
                    let Some(h) = parse_halves(tok) else {
                        return Err(at(P::NotAHalf(tok.into()), tok));
                    };
                    if f.halves & h != 0 {
                        return Err(at(P::HalfTwice(tok.into()), tok));
                    }
                    f.halves |= h;
                }
                _ => return Err(at(P::TakesNoWord(tok.into(), kind), tok)),
            }
            i += 1;
        }
        match kind {
            FeatureKind::City | FeatureKind::Road | FeatureKind::Mist if f.sides == 0 => {
                return Err(at(P::NoSide(kind), word))
            }
            FeatureKind::Field if f.halves == 0 => return Err(at(P::NoSide(kind), word)),
            FeatureKind::Ruin if f.corners.count_ones() != 1 => {
                return Err(at(P::OneCorner(f.corners.count_ones() as usize), word))
            }
            _ => {}
        }
        feats.push(f);
    }
    if feats.is_empty() {
        return Err(whole(P::NoFeatures));
    }
    name_features(&mut feats);
    for (fi, names) in touch_names {
        for n in names {
            let Some(ci) = feats
                .iter()
                .position(|c| c.kind == FeatureKind::City && c.name == n)
            else {
                let field = feats[..=fi]
                    .iter()
                    .filter(|f| f.kind == FeatureKind::Field)
                    .count();
                let problem = P::TouchesNotACity(n.into(), field as u8);
                return Err((problem, Some(n)));
            };
            if feats[fi].touches.contains(&FeatureIx(ci as u8)) {
                return Err((P::TouchedTwice(n.into()), Some(n)));
            }
            feats[fi].touches.push(FeatureIx(ci as u8));
        }
    }
    check_geometry(&feats).map_err(whole)?;
    Ok(feats)
}

/// Gives features their names: `city1`, `road2`…; a central feature (and the ruin) is named
/// by its word.
fn name_features(feats: &mut [FeatureDef]) {
    let mut counters = [0u8; FeatureKind::ALL.len()];
    for f in feats.iter_mut() {
        let k = f.kind as usize;
        counters[k] += 1;
        f.name = if f.kind.is_central() || f.kind == FeatureKind::Ruin {
            f.kind.word().to_string()
        } else {
            format!("{}{}", f.kind.word(), counters[k])
        };
    }
}

/// Checks that the features cover each side consistently (B1, M1).
fn check_geometry(feats: &[FeatureDef]) -> Result<(), TileProblem> {
    use TileProblem as P;
    let mut central = 0;
    let mut circles = 0;
    let mut ruins = 0;
    for f in feats {
        if f.kind.is_central() {
            central += 1;
        }
        if f.kind == FeatureKind::Ruin {
            ruins += 1;
        }
        circles += f.circles;
    }
    if central > 1 {
        return Err(P::TwoCentral);
    }
    if ruins > 1 {
        return Err(P::TwoRuins);
    }
    if circles > 3 {
        return Err(P::TooManyCircles(circles));
    }
    for s in Side::ALL {
        let bit = 1u8 << s as u8;
        let owners = |k: FeatureKind| {
            feats
                .iter()
                .filter(move |f| f.kind == k && f.sides & bit != 0)
        };
        let cities = owners(FeatureKind::City).count();
        let roads = owners(FeatureKind::Road).count();
        let mists = owners(FeatureKind::Mist).count();
        if cities + roads > 1 {
            return Err(P::SideShared(s, cities + roads));
        }
        if mists > 1 {
            return Err(P::TwoMists(s));
        }
        if cities == 1 && mists == 1 {
            return Err(P::MistOnCity(s));
        }
        for h in [2 * s as u8, 2 * s as u8 + 1] {
            let fields = feats
                .iter()
                .filter(|f| f.kind == FeatureKind::Field && f.halves & (1 << h) != 0)
                .count();
            if cities == 1 && fields > 0 {
                return Err(P::HalfOnCity(h));
            }
            if mists == 1 && fields > 0 {
                return Err(P::HalfOnMist(h));
            }
            if cities == 0 && mists == 0 && fields != 1 {
                return Err(if fields == 0 {
                    P::HalfInNoField(h)
                } else {
                    P::HalfInFields(h, fields)
                });
            }
        }
    }
    Ok(())
}

/// Reads a whole tile file: `@version 1` and `@set NAME` lines, comments (`#`), one tile per line.
///
/// # Errors
/// The first problem found, with `source` and the line number.
pub fn parse_tile_file(source: &str, text: &str) -> Result<(String, Vec<TileKind>), TileError> {
    let mut set: Option<String> = None;
    // 0 until `@version N` is read; the notation's version (1, or 2 with `ruin`)
    let mut version = 0u8;
    let mut kinds: Vec<TileKind> = Vec::new();
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    for (i, raw) in text.lines().enumerate() {
        let line_no = i + 1;
        let line = raw.split('#').next().unwrap_or("").trim();
        let err = |tile: Option<String>, message: String| TileError {
            source: source.to_string(),
            line: line_no,
            tile,
            column: 0,
            message,
            problem: TileProblem::File,
        };
        if line.is_empty() {
            continue;
        }
        if let Some(dir) = line.strip_prefix('@') {
            let mut toks = dir.split_whitespace();
            match (toks.next(), toks.next()) {
                (Some("version"), Some("1")) => version = 1,
                (Some("version"), Some("2")) => version = 2,
                (Some("version"), v) => {
                    return Err(err(
                        None,
                        format!(
                        "tile notation version {} is not supported (this program reads versions 1 and 2)",
                        crate::json::excerpt(v.unwrap_or("(missing)"))
                    ),
                    ))
                }
                (Some("set"), Some(name)) => set = Some(name.to_string()),
                _ => {
                    return Err(err(
                        None,
                        format!(
                            "unknown directive `@{}` (expected @version 1, @version 2 or @set NAME)",
                            crate::json::excerpt(dir)
                        ),
                    ))
                }
            }
            continue;
        }
        if version == 0 {
            return Err(err(
                None,
                "the file must start with `@version 1` before any tile".into(),
            ));
        }
        let Some(set_name) = &set else {
            return Err(err(None, "`@set NAME` must come before any tile".into()));
        };
        let mut kind = parse_tile_line(line, set_name).map_err(|e| TileError {
            source: source.to_string(),
            line: line_no,
            // The column on the file's line, before the leading space trimmed off.
            column: match e.column {
                0 => 0,
                c => c + column_of(raw, line) - 1,
            },
            ..e
        })?;
        if version < 2 && kind.features.iter().any(|f| f.kind == FeatureKind::Ruin) {
            return Err(err(
                Some(kind.id.clone()),
                "`ruin` is a word of tile notation version 2: the file must start with `@version 2`"
                    .into(),
            ));
        }
        if kinds.iter().any(|k| k.id == kind.id) {
            return Err(TileError {
                problem: TileProblem::DuplicateId,
                ..err(Some(kind.id.clone()), TileProblem::DuplicateId.to_string())
            });
        }
        kind.set = set_name.clone();
        kinds.push(kind);
    }
    let Some(set) = set else {
        return Err(TileError {
            source: source.to_string(),
            line: 0,
            tile: None,
            column: 0,
            message: "the file has no `@set NAME` line".into(),
            problem: TileProblem::File,
        });
    };
    Ok((set, kinds))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_d_tile() {
        let k = parse_tile_line(
            "D x4 start: city N; road W E; field WR EL touches city1; field ER SL SR WL",
            "base",
        )
        .unwrap();
        assert_eq!(k.count, 4);
        assert_eq!(k.start, Some((0, 0)));
        let k2 =
            parse_tile_line("S2 start@1,0: road W E; field WR N EL; field ER S WL", "t").unwrap();
        assert_eq!(k2.start, Some((1, 0)));
        assert!(
            parse_tile_line("S2 start@9,0: road W E; field WR N EL; field ER S WL", "t").is_err()
        );
        assert_eq!(k.sides_string(), "CRFR");
        assert_eq!(k.features[2].touches, vec![FeatureIx(0)]);
        assert_eq!(k.features[3].name, "field2");
    }

    #[test]
    fn rejects_missing_half() {
        let e =
            parse_tile_line("Z: city N; road W E; field WR EL; field ER SL SR", "t").unwrap_err();
        assert!(e.message.contains("WL"), "{}", e.message);
    }

    #[test]
    fn rejects_mist_on_city() {
        let e = parse_tile_line("Z: city N; mist N; field E S W", "t").unwrap_err();
        assert!(e.message.contains("M1"), "{}", e.message);
    }

    #[test]
    fn parses_the_mist_example_of_the_docs() {
        let k = parse_tile_line(
            "X1: road W E; mist E circles 1; field WR N; field WL S",
            "t",
        )
        .unwrap();
        assert_eq!(k.sides_string(), "FR~FR");
        assert_eq!(k.circles(), 1);
        assert!(k.is_mist_tile());
        let e =
            parse_tile_line("X2: road W E; mist E; field WR N EL; field WL S", "t").unwrap_err();
        assert!(e.message.contains("misty side"), "{}", e.message);
    }

    #[test]
    fn file_errors_name_the_file_line_and_tile() {
        let e = parse_tile_file("x.tiles", "@version 1\n@set t\n# c\nA: city N; field E S\n")
            .unwrap_err();
        assert_eq!(
            (e.source.as_str(), e.line, e.tile.as_deref()),
            ("x.tiles", 4, Some("A"))
        );
        assert_eq!(
            e.to_string(),
            "x.tiles line 4 (tile A): half side WL is in no field (every clear road or field side has a field on each half)"
        );
        let e = parse_tile_file("x.tiles", "A: city N\n").unwrap_err();
        assert!(e.message.contains("@version 1"), "{}", e.message);
        let e = parse_tile_file("x.tiles", "@version 3\n").unwrap_err();
        assert!(
            e.message.contains("version 3 is not supported"),
            "{}",
            e.message
        );
        let e = parse_tile_file("x.tiles", "@version 1\n@set t\nA: city N; tower\n").unwrap_err();
        assert!(
            e.message.contains("unknown feature `tower`"),
            "{}",
            e.message
        );
    }

    #[test]
    fn errors_give_the_column_of_the_word_at_fault() {
        let e = parse_tile_line(
            "T: road W E; mist N circles 3 circles 2; field WR; field WL S EL ER",
            "t",
        )
        .unwrap_err();
        assert_eq!(e.column, 31);
        assert_eq!(e.message, "`circles` is given twice in a mist area");
        // In a file: the column on the file's line, leading space included.
        let e = parse_tile_file(
            "x.tiles",
            "@version 1\n@set t\n  A: city N shield; field E S Z # c\n",
        )
        .unwrap_err();
        assert_eq!(
            e.to_string(),
            "x.tiles line 3 column 31 (tile A): `Z` in a field is not a half side (NL, NR, EL, ER, SL, SR, WL, WR), a whole side, or `touches`"
        );
        let shields = format!("T: city N{}; field E S W", " shield".repeat(256));
        let e = parse_tile_line(&shields, "t").unwrap_err();
        assert_eq!(
            (e.column, e.message.as_str()),
            (
                shields.rfind("shield").unwrap_or(0) + 1,
                "a city segment has at most 255 shields"
            )
        );
    }

    /// Version 2 adds `ruin CORNER` (the 2×2 start tile's castle ruin, G2); a file of
    /// version 1 still reads as it did and may not use it; a scenario's line may.
    #[test]
    fn the_ruin_is_a_word_of_version_2() {
        let line = "R start@1,1: road S; mist E; ruin NW; field SR W; field SL N";
        let k = parse_tile_line(line, "t").unwrap();
        let ruin = &k.features[2];
        assert_eq!(
            (ruin.kind, ruin.name.as_str(), ruin.corners),
            (FeatureKind::Ruin, "ruin", 0b1000)
        );
        assert!(!ruin.kind.holds_meeples() && !ruin.kind.is_central());
        // turned 90° the NW corner is NE, as a side turns
        assert_eq!(
            rotate_sides(ruin.corners, Rotation::quarter_turns(1)),
            0b0001
        );
        let (_, kinds) =
            parse_tile_file("x.tiles", &format!("@version 2\n@set t\n{line}\n")).unwrap();
        assert_eq!(kinds[0].features.len(), 5);
        let e = parse_tile_file("x.tiles", &format!("@version 1\n@set t\n{line}\n")).unwrap_err();
        assert!(e.message.contains("`@version 2`"), "{}", e.message);
        for (bad, word, column) in [
            ("Z: road S; ruin N; field W E N", "not-a-corner", 17),
            ("Z: road S; ruin; field W E N", "one-corner", 12),
            ("Z: road S; ruin NE SW; field W E N", "one-corner", 20),
            ("Z: road S; ruin NE NE; field W E N", "one-corner", 20),
            ("Z: road S; ruin NE; ruin SW; field W E N", "two-ruins", 0),
        ] {
            let e = parse_tile_line(bad, "t").unwrap_err();
            assert_eq!(
                (e.problem.word(), e.column),
                (word, column),
                "{bad}: {}",
                e.message
            );
        }
    }

    #[test]
    fn rotation_masks() {
        assert_eq!(rotate_sides(0b0001, Rotation::quarter_turns(1)), 0b0010);
        assert_eq!(rotate_sides(0b1000, Rotation::quarter_turns(1)), 0b0001);
        assert_eq!(
            rotate_halves(0b0000_0001, Rotation::quarter_turns(1)),
            0b0000_0100
        );
        assert_eq!(
            rotate_halves(0b1000_0000, Rotation::quarter_turns(1)),
            0b0000_0010
        );
    }
}
