//! The tile catalogue: the kinds of tile a game can use, read from the data files in
//! `src/tiles/`, with each kind's four orientations worked out once.

use std::sync::{Arc, Mutex};

use crate::ids::{FeatureIx, KindId};
use crate::tile::{
    parse_tile_file, parse_tile_line, rotate_halves, rotate_sides, FeatureKind, Rotation, Side,
    Terrain, TileError, TileKind, MAX_FEATURES,
};

/// "No feature here" in the per-side tables of [`Oriented`].
const NONE: u8 = u8::MAX;

/// The tile data a new game plays with: the version of the built-in sets' tiles
/// (docs/FORMATS.md, `tile_data`). Version 1 is the first reconstruction of Exp. 11 and The
/// Spell Circles (with monasteries and a start tile without its ruin), kept as data so that a
/// game started with it keeps playing with it; version 2 holds the published facts
/// (docs/TILES.md).
pub const TILE_DATA: u8 = 2;
/// The oldest tile data this program still reads.
pub const TILE_DATA_MIN: u8 = 1;
/// The base game's start tile: the one tile of a board a page lays out when it has none yet
/// (the editor checks a document's players and sets on it).
pub const START_TILE: &str = "D";

/// The built-in tile sets: (name, first and last tile data version it belongs to, file name,
/// text without comments).
const BUILTIN: &[(&str, u8, u8, &str, &str)] = &[
    ("base", 1, 2, "base.tiles", tile_file!("tiles/base.tiles")),
    (
        "gcc",
        1,
        1,
        "v1/gcc.tiles",
        tile_file!("tiles/v1/gcc.tiles"),
    ),
    ("sc", 1, 1, "v1/sc.tiles", tile_file!("tiles/v1/sc.tiles")),
    ("gcc", 2, 2, "gcc.tiles", tile_file!("tiles/gcc.tiles")),
    ("sc", 2, 2, "sc.tiles", tile_file!("tiles/sc.tiles")),
];

/// A tile file of `src/`, its comment lines emptied at compile time: the comments (notes on
/// the reconstructed sets) are for people reading the files, not for the WebAssembly module.
macro_rules! tile_file {
    ($path:literal) => {{
        const RAW: &[u8] = include_bytes!($path);
        const STRIPPED: [u8; without_comments_len(RAW)] = without_comments(RAW);
        match std::str::from_utf8(&STRIPPED) {
            Ok(text) => text,
            Err(_) => panic!("a tile file is not UTF-8"),
        }
    }};
}
use tile_file;

/// The length of [`without_comments`]`(text)`.
const fn without_comments_len(text: &[u8]) -> usize {
    let (mut n, mut i) = (0, 0);
    loop {
        i = skip_comment(text, i);
        if i >= text.len() {
            return n;
        }
        n += 1;
        i += 1;
    }
}

/// `text` with each line whose first non-blank character is `#` emptied (its line break
/// kept, so line numbers in errors stay right).
const fn without_comments<const N: usize>(text: &[u8]) -> [u8; N] {
    let mut out = [0u8; N];
    let (mut n, mut i) = (0, 0);
    loop {
        i = skip_comment(text, i);
        if i >= text.len() {
            return out;
        }
        out[n] = text[i];
        n += 1;
        i += 1;
    }
}

/// `i`, or past the body of a comment line starting at `i` (to its line break).
const fn skip_comment(text: &[u8], mut i: usize) -> usize {
    if (i == 0 || text[i - 1] == b'\n') && is_comment_line(text, i) {
        while i < text.len() && text[i] != b'\n' {
            i += 1;
        }
    }
    i
}

/// Whether the line starting at `i` is a comment.
const fn is_comment_line(text: &[u8], mut i: usize) -> bool {
    while i < text.len() && (text[i] == b' ' || text[i] == b'\t') {
        i += 1;
    }
    i < text.len() && text[i] == b'#'
}

/// Names of the built-in tile sets, in the order they are offered.
pub fn builtin_set_names() -> Vec<&'static str> {
    let mut names: Vec<&'static str> = Vec::new();
    for (n, ..) in BUILTIN {
        if !names.contains(n) {
            names.push(n);
        }
    }
    names
}

/// A tile kind turned by one rotation: what each side shows and which feature reaches it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Oriented {
    /// Terrain of each side on the board, 2 bits per side (bits `2*s..2*s+2`, [`Terrain`] values).
    pub edges: u8,
    /// Misty sides on the board (bit `s`).
    pub misty: u8,
    /// Feature index of the city or road on each board side, or `NONE` (255): read through
    /// [`Oriented::side_feature`].
    side_feat: [u8; 4],
    /// Feature index of the mist area on each board side, or `NONE` (255).
    mist_feat: [u8; 4],
    /// Feature index of the field on each board half side, or `NONE` (255).
    half_feat: [u8; 8],
}

/// A feature index of the tables, `None` for `NONE`.
#[inline]
fn feature(i: u8) -> Option<FeatureIx> {
    (i != NONE).then_some(FeatureIx(i))
}

impl Oriented {
    /// The city or road that reaches board side `s`, if any.
    #[inline]
    pub fn side_feature(&self, s: Side) -> Option<FeatureIx> {
        feature(self.side_feat[s as usize])
    }

    /// The mist area that reaches board side `s`: `Some` exactly when the side is misty.
    #[inline]
    pub fn mist_feature(&self, s: Side) -> Option<FeatureIx> {
        feature(self.mist_feat[s as usize])
    }

    /// The field that reaches board half side `h` (`2*s` for the left half of side `s`,
    /// `2*s+1` for the right), if any.
    #[inline]
    pub fn half_feature(&self, h: usize) -> Option<FeatureIx> {
        feature(self.half_feat[h])
    }

    /// Terrain of board side `s`.
    pub fn terrain(&self, s: Side) -> Terrain {
        match (self.edges >> (2 * s as u8)) & 3 {
            0 => Terrain::Field,
            1 => Terrain::Road,
            _ => Terrain::City,
        }
    }
}

/// All tile kinds a game knows, by index.
#[derive(Clone, Debug, Default)]
pub struct Catalogue {
    kinds: Vec<TileKind>,
    oriented: Vec<[Oriented; 4]>,
    /// Per kind, bit `r` set when rotation `r` gives an orientation no smaller rotation gives.
    distinct: Vec<u8>,
    /// Per kind and rotation `r`, bit `q` set for each rotation `q` that gives the same
    /// orientation (`r` included): a symmetric tile turned 270° is the tile turned 90°.
    same: Vec<[u8; 4]>,
    /// Per kind, for each neighbour code, the distinct rotations that fit (B1).
    fits: Vec<[u8; 256]>,
    /// Per kind, for each feature: bit `c` for each city `c` of the tile a field touches (B5):
    /// [`crate::tile::FeatureDef::touches`] as bits, read without following the kinds'
    /// lists (the final scoring and the computer player's evaluation walk fields often).
    touches: Vec<[u16; MAX_FEATURES]>,
}

/// Why a catalogue could not be built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CatalogueError {
    /// A tile set name that is not built in.
    UnknownSet(String),
    /// The notation of a tile is wrong (boxed: the error stays small).
    Tile(Box<TileError>),
    /// Two kinds share an id.
    DuplicateId(String),
    /// Too many kinds (an index must fit in a byte).
    TooManyKinds,
    /// A tile data version this program does not have ([`TILE_DATA_MIN`] to [`TILE_DATA`]).
    UnknownTileData(u8),
}

impl std::fmt::Display for CatalogueError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CatalogueError::UnknownSet(s) => write!(
                f,
                "unknown tile set `{s}` (known: {})",
                builtin_set_names().join(", ")
            ),
            CatalogueError::Tile(e) => write!(f, "{e}"),
            CatalogueError::DuplicateId(id) => {
                write!(f, "tile id `{id}` is defined twice")
            }
            CatalogueError::TooManyKinds => write!(f, "more than 250 tile kinds"),
            CatalogueError::UnknownTileData(v) => write!(
                f,
                "tile data version {v} is not one this program has ({TILE_DATA_MIN} to {TILE_DATA}): a newer version needs a newer carcassonne-mist"
            ),
        }
    }
}

impl std::error::Error for CatalogueError {}

impl Catalogue {
    /// The catalogue of the named built-in sets, with the current tile data ([`TILE_DATA`]).
    ///
    /// # Errors
    /// An unknown set name, or (never for the shipped files) a broken tile file.
    pub fn builtin(sets: &[String]) -> Result<Arc<Catalogue>, CatalogueError> {
        Catalogue::builtin_data(sets, TILE_DATA)
    }

    /// The catalogue of the named built-in sets as tile data version `data` holds them
    /// ([`TILE_DATA_MIN`] to [`TILE_DATA`]).
    ///
    /// # Errors
    /// An unknown set name or tile data version, or (never for the shipped files) a broken
    /// tile file.
    pub fn builtin_data(sets: &[String], data: u8) -> Result<Arc<Catalogue>, CatalogueError> {
        if !(TILE_DATA_MIN..=TILE_DATA).contains(&data) {
            return Err(CatalogueError::UnknownTileData(data));
        }
        // Parsing and orienting is done once per list of sets and shared by later games.
        type Cached = (Vec<String>, u8, Arc<Catalogue>);
        static CACHE: Mutex<Vec<Cached>> = Mutex::new(Vec::new());
        if let Ok(cache) = CACHE.lock() {
            if let Some((.., c)) = cache
                .iter()
                .find(|(k, d, _)| k.as_slice() == sets && *d == data)
            {
                return Ok(Arc::clone(c));
            }
        }
        let cat = Arc::new(Catalogue::parse_builtin(sets, data)?);
        if let Ok(mut cache) = CACHE.lock() {
            if cache.len() < 16 {
                cache.push((sets.to_vec(), data, Arc::clone(&cat)));
            }
        }
        Ok(cat)
    }

    fn parse_builtin(sets: &[String], data: u8) -> Result<Catalogue, CatalogueError> {
        let mut cat = Catalogue::default();
        for name in sets {
            let Some((.., file, text)) = BUILTIN
                .iter()
                .find(|(n, first, last, ..)| n == name && (*first..=*last).contains(&data))
            else {
                return Err(CatalogueError::UnknownSet(
                    crate::json::excerpt(name).into_owned(),
                ));
            };
            if cat.kinds.iter().any(|k| &k.set == name) {
                continue;
            }
            let (_, kinds) =
                parse_tile_file(file, text).map_err(|e| CatalogueError::Tile(Box::new(e)))?;
            for k in kinds {
                cat.push(k)?;
            }
        }
        Ok(cat)
    }

    /// Adds a kind written inline in the notation (a scenario's own tile) and returns its index.
    ///
    /// # Errors
    /// Bad notation, or an id the catalogue already has.
    pub fn add_inline(&mut self, line: &str, source: &str) -> Result<u8, CatalogueError> {
        let kind = parse_tile_line(line, "scenario").map_err(|e| {
            CatalogueError::Tile(Box::new(TileError {
                source: source.to_string(),
                ..e
            }))
        })?;
        self.push(kind)
    }

    fn push(&mut self, kind: TileKind) -> Result<u8, CatalogueError> {
        if self.kinds.iter().any(|k| k.id == kind.id) {
            return Err(CatalogueError::DuplicateId(kind.id));
        }
        if self.kinds.len() >= 250 {
            return Err(CatalogueError::TooManyKinds);
        }
        let orient = Rotation::ALL.map(|r| orient(&kind, r));
        let mut distinct = 0u8;
        let mut same = [0u8; 4];
        let sigs: Vec<Vec<Vec<u8>>> = Rotation::ALL.iter().map(|&r| signature(&kind, r)).collect();
        for r in 0..4 {
            for q in 0..4 {
                if sigs[q] == sigs[r] {
                    same[r] |= 1 << q;
                }
            }
            if same[r].trailing_zeros() as usize == r {
                distinct |= 1 << r;
            }
        }
        let mut fits = [0u8; 256];
        for (code, slot) in fits.iter_mut().enumerate() {
            for (r, o) in orient.iter().enumerate() {
                let ok = Side::ALL.iter().all(|&s| {
                    let d = (code >> (2 * s as usize)) & 3;
                    d == 0 || d - 1 == o.terrain(s) as usize
                });
                if ok && distinct & (1 << r) != 0 {
                    *slot |= 1 << r;
                }
            }
        }
        let mut touches = [0u16; MAX_FEATURES];
        for (bits, f) in touches.iter_mut().zip(&kind.features) {
            for c in &f.touches {
                // (a tile has at most MAX_FEATURES features: the parser refuses more)
                *bits |= 1u16.checked_shl(u32::from(c.0)).unwrap_or(0);
            }
        }
        self.touches.push(touches);
        self.kinds.push(kind);
        self.oriented.push(orient);
        self.distinct.push(distinct);
        self.same.push(same);
        self.fits.push(fits);
        Ok((self.kinds.len() - 1) as u8)
    }

    /// Number of kinds.
    pub fn len(&self) -> usize {
        self.kinds.len()
    }

    /// Whether the catalogue has no kinds.
    pub fn is_empty(&self) -> bool {
        self.kinds.is_empty()
    }

    /// The kind at `index`.
    ///
    /// # Panics
    /// If `index` is out of range; indices come from this catalogue.
    pub fn kind(&self, index: KindId) -> &TileKind {
        &self.kinds[index.index()]
    }

    /// All kinds, by index.
    pub fn kinds(&self) -> &[TileKind] {
        &self.kinds
    }

    /// The index of the kind with this id.
    pub fn index_of(&self, id: &str) -> Option<KindId> {
        self.kinds
            .iter()
            .position(|k| k.id == id)
            .map(|i| KindId(i as u8))
    }

    /// Kind `index` turned by `r`.
    pub fn oriented(&self, index: KindId, r: Rotation) -> &Oriented {
        &self.oriented[index.index()][r.turns() as usize]
    }

    /// The cities (bit `c` for the tile's feature `c`) that feature `f` of kind `index`
    /// touches (a field's, B5; 0 for other features).
    pub fn touched_cities(&self, index: KindId, f: FeatureIx) -> u16 {
        self.touches[index.index()][usize::from(f.0)]
    }

    /// For kind `index`: indexed by a neighbour code (2 bits per side N, E, S, W: 0 no
    /// neighbour, else 1 + the terrain it demands), the set of distinct rotations that fit.
    pub fn fitting_rotations(&self, index: KindId) -> &[u8; 256] {
        &self.fits[index.index()]
    }

    /// Bit `r` set when rotation `r` of kind `index` differs from every smaller rotation.
    pub fn distinct_rotations(&self, index: KindId) -> u8 {
        self.distinct[index.index()]
    }

    /// The smallest rotation that turns kind `index` the same way as `r` (its features on the
    /// same sides): the one the fit tables and the legal placements list.
    pub fn canonical(&self, index: KindId, r: Rotation) -> Rotation {
        Rotation::quarter_turns(self.same_orientation(index, r).trailing_zeros() as u8)
    }

    /// Bit `q` set for every rotation `q` that turns kind `index` the same way as `r`.
    pub fn same_orientation(&self, index: KindId, r: Rotation) -> u8 {
        self.same[index.index()][r.turns() as usize]
    }

    /// Whether kind `index` turned by `r` fits a cell with neighbour code `code` (see
    /// [`Catalogue::fitting_rotations`]; B1). Any rotation, not only the distinct ones: it
    /// fits when its canonical rotation, the one of its equals the table holds, is there.
    pub fn rotation_fits(&self, index: KindId, code: u8, r: Rotation) -> bool {
        self.fits[index.index()][code as usize] & self.same_orientation(index, r) != 0
    }
}

fn orient(kind: &TileKind, r: Rotation) -> Oriented {
    let mut o = Oriented {
        edges: 0,
        misty: 0,
        side_feat: [NONE; 4],
        mist_feat: [NONE; 4],
        half_feat: [NONE; 8],
    };
    for s in Side::ALL {
        let b = r.apply(s) as u8;
        o.edges |= (kind.terrain(s) as u8) << (2 * b);
        if kind.misty(s) {
            o.misty |= 1 << b;
        }
    }
    for (i, f) in kind.features.iter().enumerate() {
        let sides = rotate_sides(f.sides, r);
        let halves = rotate_halves(f.halves, r);
        for b in 0..4 {
            if sides & (1 << b) != 0 {
                match f.kind {
                    FeatureKind::City | FeatureKind::Road => o.side_feat[b] = i as u8,
                    FeatureKind::Mist => o.mist_feat[b] = i as u8,
                    _ => {}
                }
            }
        }
        for h in 0..8 {
            if halves & (1 << h) != 0 {
                o.half_feat[h] = i as u8;
            }
        }
    }
    o
}

/// A description of the kind turned by `r` that is equal for equal orientations: per feature
/// its kind, sides, half sides, shields, circles and the sides of the cities it touches.
fn signature(kind: &TileKind, r: Rotation) -> Vec<Vec<u8>> {
    let mut sig: Vec<Vec<u8>> = kind
        .features
        .iter()
        .map(|f| {
            let mut touched: Vec<u8> = f
                .touches
                .iter()
                .map(|&c| rotate_sides(kind.feature(c).sides, r))
                .collect();
            crate::sort::sort(&mut touched);
            let mut key = vec![
                f.kind as u8,
                rotate_sides(f.sides, r),
                rotate_halves(f.halves, r),
                f.shields,
                f.circles,
                rotate_sides(f.corners, r),
            ];
            key.extend(touched);
            key
        })
        .collect();
    crate::sort::sort(&mut sig);
    sig
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tile::{FeatureDef, TileKind};

    #[test]
    fn builtin_files_lose_their_comments_and_keep_their_lines() {
        let raw = [
            include_str!("tiles/base.tiles"),
            include_str!("tiles/v1/gcc.tiles"),
            include_str!("tiles/v1/sc.tiles"),
            include_str!("tiles/gcc.tiles"),
            include_str!("tiles/sc.tiles"),
        ];
        assert_eq!(BUILTIN.len(), raw.len());
        for ((.., file, text), raw) in BUILTIN.iter().zip(raw) {
            assert!(
                raw.lines().any(|l| l.trim_start().starts_with('#')),
                "{file}"
            );
            assert_eq!(text.lines().count(), raw.lines().count(), "{file}");
            for (got, want) in text.lines().zip(raw.lines()) {
                let want = if want.trim_start().starts_with('#') {
                    ""
                } else {
                    want
                };
                assert_eq!(got, want, "{file}");
            }
        }
    }

    #[test]
    fn base_set_has_72_tiles_in_24_kinds() {
        let cat = Catalogue::builtin(&["base".into()]).unwrap();
        assert_eq!(cat.len(), 24);
        let total: u32 = cat.kinds().iter().map(|k| k.count as u32).sum();
        assert_eq!(total, 72);
        let counts: String = cat
            .kinds()
            .iter()
            .map(|k| format!("{}{}", k.id, k.count))
            .collect();
        assert_eq!(counts, "A2B4C1D4E5F2G1H3I2J3K3L3M2N3O2P3Q1R3S2T1U8V9W4X1");
        let starts: Vec<&str> = cat
            .kinds()
            .iter()
            .filter(|k| k.start.is_some())
            .map(|k| k.id.as_str())
            .collect();
        assert_eq!(starts, vec![START_TILE]);
        assert_eq!(cat.kind(cat.index_of("D").unwrap()).sides_string(), "CRFR");
    }

    #[test]
    fn exp11_and_spell_circle_sets_have_their_counts() {
        let cat = Catalogue::builtin(&["base".into(), "gcc".into(), "sc".into()]).unwrap();
        let count = |set: &str, f: &dyn Fn(&TileKind) -> bool| -> u32 {
            cat.kinds()
                .iter()
                .filter(|k| k.set == set && f(k))
                .map(|k| k.count as u32)
                .sum()
        };
        let has = |k: &TileKind, kind: FeatureKind| k.features.iter().any(|f| f.kind == kind);
        // G1: 60 tiles (5 castles, 5 cemeteries, most with mist) plus the 2×2 start tile (G2).
        assert_eq!(count("gcc", &|k| k.start.is_none()), 60);
        assert_eq!(count("gcc", &|k| k.start.is_some()), 4);
        assert_eq!(count("gcc", &|k| has(k, FeatureKind::Castle)), 5);
        assert_eq!(count("gcc", &|k| has(k, FeatureKind::Cemetery)), 5);
        assert!(count("gcc", &|k| k.start.is_none() && k.is_mist_tile()) > 30);
        // S9: 9 spell-circle tiles, one of each, 1–3 circles, one with a city.
        assert_eq!(count("sc", &|_| true), 9);
        assert!(cat
            .kinds()
            .iter()
            .filter(|k| k.set == "sc")
            .all(|k| k.count == 1 && (1..=3).contains(&k.circles())));
        assert!(count("sc", &|k| has(k, FeatureKind::City)) >= 1);
    }

    /// The published facts of docs/TILES.md ("Published facts", F1–F15) hold in the current
    /// tile data; each assertion names its fact.
    #[test]
    fn the_published_facts_hold_in_the_tile_files() {
        let cat = Catalogue::builtin(&["base".into(), "gcc".into(), "sc".into()]).unwrap();
        let has = |k: &TileKind, kind: FeatureKind| k.features.iter().any(|f| f.kind == kind);
        let mist_sets = || cat.kinds().iter().filter(|k| k.set != "base");
        // F3: no monastery in Exp. 11 nor in The Spell Circles.
        for k in mist_sets() {
            assert!(!has(k, FeatureKind::Monastery), "{} (F3)", k.id);
        }
        // F6: mist never on a city side (the notation refuses it too).
        for k in mist_sets() {
            for s in Side::ALL {
                assert!(
                    !(k.misty(s) && k.terrain(s) == Terrain::City),
                    "{} (F6)",
                    k.id
                );
            }
        }
        // F7: a castle tile shows a castle, a road that ends at it, and mist.
        for k in mist_sets().filter(|k| has(k, FeatureKind::Castle)) {
            let ends = k
                .features
                .iter()
                .any(|f| f.kind == FeatureKind::Road && f.sides.count_ones() == 1);
            assert!(ends && k.is_mist_tile(), "{} (F7)", k.id);
        }
        // F8: the cemetery tiles are shown with a city (most of ours) or a clear road.
        let cemeteries: Vec<&TileKind> = mist_sets()
            .filter(|k| has(k, FeatureKind::Cemetery))
            .collect();
        let with_city: u16 = cemeteries
            .iter()
            .filter(|k| has(k, FeatureKind::City))
            .map(|k| k.count)
            .sum();
        assert!(
            with_city >= 3,
            "F8: {with_city} of 5 cemeteries with a city"
        );
        for k in &cemeteries {
            assert!(
                has(k, FeatureKind::City) || has(k, FeatureKind::Road),
                "{} (F8)",
                k.id
            );
        }
        // F4, F5: the start tile is 4 cells; a ruin at the centre, the corner where the four
        // cells meet, and every road of the start tile ends at it.
        let cells: Vec<&TileKind> = cat
            .kinds()
            .iter()
            .filter(|k| k.set == "gcc" && k.start.is_some())
            .collect();
        assert_eq!(cells.len(), 4);
        for k in &cells {
            let (x, y) = k.start.unwrap_or_default();
            // the inner corner: SE of (0,0), SW of (1,0), NE of (0,1), NW of (1,1)
            let inner = match (x, y) {
                (0, 0) => 0b0010,
                (1, 0) => 0b0100,
                (0, 1) => 0b0001,
                _ => 0b1000,
            };
            let ruins: Vec<&FeatureDef> = k
                .features
                .iter()
                .filter(|f| f.kind == FeatureKind::Ruin)
                .collect();
            assert_eq!(ruins.len(), 1, "{} (F5)", k.id);
            assert_eq!(ruins[0].corners, inner, "{} (F5)", k.id);
            for f in k.features.iter().filter(|f| f.kind == FeatureKind::Road) {
                assert_eq!(
                    f.sides.count_ones(),
                    1,
                    "{}: its road ends at the ruin (F5)",
                    k.id
                );
            }
        }
        assert!(
            cells.iter().filter(|k| has(k, FeatureKind::Road)).count() >= 2,
            "F5: roads"
        );
        // F13, F15: every spell-circle tile has mist and circles; one gives Example 1's 3
        // ghosts: 2 circles (S1) + 1 (M4) with one misty side.
        assert!(cat
            .kinds()
            .iter()
            .filter(|k| k.set == "sc")
            .all(|k| k.is_mist_tile() && k.circles() > 0));
        assert!(cat.kinds().iter().any(|k| k.set == "sc"
            && k.circles() == 2
            && Side::ALL.iter().filter(|&&s| k.misty(s)).count() == 1));
    }

    #[test]
    fn every_rotation_that_fits_is_read_from_the_fit_table() {
        let cat = Catalogue::builtin(&["base".into(), "gcc".into(), "sc".into()]).unwrap();
        let u = cat.index_of("U").unwrap();
        let turn = Rotation::quarter_turns;
        assert_eq!(cat.canonical(u, turn(3)), turn(1));
        assert_eq!(cat.canonical(u, turn(2)), turn(0));
        assert_eq!(cat.same_orientation(u, turn(3)), 0b1010);
        assert_eq!(
            cat.same_orientation(cat.index_of("C").unwrap(), turn(2)),
            0b1111
        );
        assert_eq!(
            cat.same_orientation(cat.index_of("D").unwrap(), turn(2)),
            0b0100
        );
        // B1: a rotation fits exactly when its sides meet what the neighbours demand.
        for k in (0..cat.len() as u8).map(KindId) {
            for code in 0..=255u8 {
                for r in Rotation::ALL {
                    let o = cat.oriented(k, r);
                    let sides_match = Side::ALL.iter().all(|&s| {
                        let d = (code >> (2 * s as u8)) & 3;
                        d == 0 || d - 1 == o.terrain(s) as u8
                    });
                    assert_eq!(
                        cat.rotation_fits(k, code, r),
                        sides_match,
                        "{k} {code} {r:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn symmetric_tiles_have_fewer_rotations() {
        let cat = Catalogue::builtin(&["base".into()]).unwrap();
        let n = |id: &str| {
            cat.distinct_rotations(cat.index_of(id).unwrap())
                .count_ones()
        };
        assert_eq!(n("B"), 1);
        assert_eq!(n("C"), 1);
        assert_eq!(n("X"), 1);
        assert_eq!(n("U"), 2);
        assert_eq!(n("F"), 2);
        assert_eq!(n("H"), 2);
        assert_eq!(n("D"), 4);
        assert_eq!(n("V"), 4);
    }
}
