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

/// The built-in tile sets: (name, file name, text without comments).
const BUILTIN: &[(&str, &str, &str)] = &[
    ("base", "base.tiles", tile_file!("tiles/base.tiles")),
    ("gcc", "gcc.tiles", tile_file!("tiles/gcc.tiles")),
    ("sc", "sc.tiles", tile_file!("tiles/sc.tiles")),
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
    BUILTIN.iter().map(|(n, _, _)| *n).collect()
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
        }
    }
}

impl std::error::Error for CatalogueError {}

impl Catalogue {
    /// The catalogue of the named built-in sets.
    ///
    /// # Errors
    /// An unknown set name, or (never for the shipped files) a broken tile file.
    pub fn builtin(sets: &[String]) -> Result<Arc<Catalogue>, CatalogueError> {
        // Parsing and orienting is done once per list of sets and shared by later games.
        static CACHE: Mutex<Vec<(Vec<String>, Arc<Catalogue>)>> = Mutex::new(Vec::new());
        if let Ok(cache) = CACHE.lock() {
            if let Some((_, c)) = cache.iter().find(|(k, _)| k.as_slice() == sets) {
                return Ok(Arc::clone(c));
            }
        }
        let cat = Arc::new(Catalogue::parse_builtin(sets)?);
        if let Ok(mut cache) = CACHE.lock() {
            if cache.len() < 16 {
                cache.push((sets.to_vec(), Arc::clone(&cat)));
            }
        }
        Ok(cat)
    }

    fn parse_builtin(sets: &[String]) -> Result<Catalogue, CatalogueError> {
        let mut cat = Catalogue::default();
        for name in sets {
            let Some((_, file, text)) = BUILTIN.iter().find(|(n, _, _)| n == name) else {
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
    use crate::tile::TileKind;

    #[test]
    fn builtin_files_lose_their_comments_and_keep_their_lines() {
        let raw = [
            include_str!("tiles/base.tiles"),
            include_str!("tiles/gcc.tiles"),
            include_str!("tiles/sc.tiles"),
        ];
        for ((_, file, text), raw) in BUILTIN.iter().zip(raw) {
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
        assert_eq!(starts, vec!["D"]);
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
