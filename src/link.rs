//! Play-by-link codes (docs/FORMATS.md, "Play-by-link code"): a game started from a [`Setup`]
//! and the moves its players chose, in a few hundred characters of base64url.
//!
//! Each move is written as its place in the list of the moves that were legal at that point
//! ([`link_choices`]: the engine's [`Game::legal_actions`], with every rotation of a placement
//! that fits), so the engine's rules are the one source of what a code can say: a code holds no
//! coordinates or feature names, and a move that is not legal cannot be written. The places are
//! packed as one mixed-radix number (move 1 + n₁ × (move 2 + n₂ × …), nᵢ the number of legal
//! moves before move i), so a move with n choices costs log₂ n bits. The setup takes a few
//! bytes: the sets and the variants as bits, the seed as a varint, the players' names and
//! colours. The code also carries a game id and which seats played in the sender's browser.
//!
//! Untrusted codes are refused with a [`LinkError`] in words, in linear time: at most
//! [`MAX_LINK_CHARS`] characters and [`MAX_LINK_MOVES`] moves.
//!
//! (About 900 lines long: the writer and the reader of one format, kept side by side so that
//! each code has one form, and their tests, among them the fuzz findings of `link_code`.)

use crate::game::{Action, Game, Origin, Phase, PlayerSetup, Setup, SetupError};
use crate::mist::{
    CircleDraw, FreshCircles, GenericGhostCount, LimitBonus, LimitByPlainTile, OpponentNoTarget,
    Variants,
};

/// The newest version of the code this program writes and reads. Version 2 adds one byte,
/// the tile data version, after the variants; a game of tile data 1 is still written as
/// version 1, which means tile data 1 (docs/FORMATS.md).
pub const LINK_VERSION: u8 = 2;
/// The longest code read, in characters (a whole all-sets game takes about 300).
pub const MAX_LINK_CHARS: usize = 16_384;
/// The most moves a code may hold (as a saved game: 4,000 actions).
pub const MAX_LINK_MOVES: u64 = 4000;
/// The largest game id (48 bits).
pub const MAX_LINK_ID: u64 = (1 << 48) - 1;
/// The tile sets a code names, by bit (bit 0: `base`, bit 1: `gcc`, bit 2: `sc`), in the
/// order a setup lists them.
pub const LINK_SETS: [&str; 3] = ["base", "gcc", "sc"];
/// The longest player name read, in bytes (names are checked again by [`Setup::check`]).
const MAX_NAME_BYTES: u64 = 256;

/// A game read from a code: the game, its id, and the seats the sender played.
#[derive(Clone, Debug)]
pub struct LinkGame {
    /// The game, every move of the code played.
    pub game: Game,
    /// The game's id (chosen when the game started, kept by every link of it; 48 bits).
    pub id: u64,
    /// Bit `i` set when seat `i` was played in the sender's browser.
    pub sender_seats: u8,
}

/// Why a code is not a game (or why a game has no code).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// More than [`MAX_LINK_CHARS`] characters.
    TooLong(usize),
    /// Not base64url.
    NotBase64,
    /// The code ends before `what`.
    Truncated(&'static str),
    /// Version 0 (not a code) or newer than [`LINK_VERSION`].
    Version(u8),
    /// A field with a value the format does not have.
    Field(String),
    /// A byte (`what`: the sets, the variants, the seats, a colour's kind) with a value the
    /// format does not have.
    Byte(&'static str, u8),
    /// The setup is not a game.
    Setup(SetupError),
    /// The code says it holds more moves than [`MAX_LINK_MOVES`].
    Count(u64),
    /// The game ended before move `at` (1-based) of `moves`.
    GameOver {
        /// The move that found the game over.
        at: u64,
        /// The moves the code holds.
        moves: u64,
    },
    /// The check does not match the rest: the code was cut or changed.
    Check,
    /// The moves' number is larger than the legal moves allow (a move out of range).
    OutOfRange,
    /// The game cannot be written as a code (it started from a laid-out position, or its
    /// setup names sets in another order).
    Unwritable(&'static str),
}

impl std::fmt::Display for LinkError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LinkError::TooLong(n) => write!(
                f,
                "the link's code is {n} characters long; a game's code has at most {MAX_LINK_CHARS}: it is damaged or not a link of this page"
            ),
            LinkError::NotBase64 => write!(
                f,
                "the link's code has characters a code never has (only letters, digits, - and _): it is damaged"
            ),
            LinkError::Truncated(what) => write!(
                f,
                "the link's code is cut short (it ends in {what}): copy the whole link again"
            ),
            LinkError::Version(0) => write!(f, "this is not a link of this page (its first byte is 0)"),
            LinkError::Version(v) => write!(
                f,
                "the link is of version {v}, newer than this program, which reads link versions 1 to {LINK_VERSION}: use a newer carcassonne-mist"
            ),
            LinkError::Field(m) => write!(f, "the link is damaged: {m}"),
            LinkError::Byte(what, v) => write!(
                f,
                "the link is damaged: {what} {v} is not one this program knows"
            ),
            LinkError::Setup(e) => write!(f, "the link's game cannot start: {e}"),
            LinkError::Count(n) => write!(
                f,
                "the link says it holds {n} moves; a game has at most {MAX_LINK_MOVES}: it is damaged"
            ),
            LinkError::GameOver { at, moves } => write!(
                f,
                "the link holds {moves} moves, but the game is over after move {}: it is damaged",
                at - 1
            ),
            LinkError::Check => write!(
                f,
                "the link's code does not add up (it was cut short or changed on the way): copy the whole link again"
            ),
            LinkError::OutOfRange => write!(
                f,
                "the link's moves are out of range (they hold a number larger than the legal moves allow): it is damaged"
            ),
            LinkError::Unwritable(m) => write!(f, "{m}"),
        }
    }
}

impl std::error::Error for LinkError {}

crate::kind_words!(
    /// The kinds of [`LinkError`] a reader is told, each with its word (`LinkErrorKind::word`:
    /// the page's messages `error-link-<word>`).
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum LinkErrorKind {
        /// Longer than any code ([`LinkError::TooLong`]).
        TooLong => "too-long",
        /// Characters a code never has ([`LinkError::NotBase64`]).
        NotBase64 => "not-base64",
        /// Cut short or changed on the way ([`LinkError::Truncated`], [`LinkError::Check`]).
        CutShort => "cut-short",
        /// Not a link of this page ([`LinkError::Version`] 0).
        NotALink => "not-a-link",
        /// Of a newer version ([`LinkError::Version`]).
        NewerVersion => "newer-version",
        /// Read to the end but not a game: damaged ([`LinkError::Field`], [`LinkError::Byte`],
        /// [`LinkError::Setup`], [`LinkError::Count`], [`LinkError::GameOver`],
        /// [`LinkError::OutOfRange`]).
        Damaged => "damaged",
        /// A game that has no code ([`LinkError::Unwritable`]).
        Unwritable => "unwritable",
    }
);

impl LinkError {
    /// Its kind, for the page to word it.
    pub fn kind(&self) -> LinkErrorKind {
        use LinkErrorKind as K;
        match self {
            LinkError::TooLong(_) => K::TooLong,
            LinkError::NotBase64 => K::NotBase64,
            LinkError::Truncated(_) | LinkError::Check => K::CutShort,
            LinkError::Version(0) => K::NotALink,
            LinkError::Version(_) => K::NewerVersion,
            LinkError::Field(_)
            | LinkError::Byte(..)
            | LinkError::Setup(_)
            | LinkError::Count(_)
            | LinkError::GameOver { .. }
            | LinkError::OutOfRange => K::Damaged,
            LinkError::Unwritable(_) => K::Unwritable,
        }
    }

    /// The number its words need and the most there may be: the code's length
    /// ([`LinkError::TooLong`]) or the version ([`LinkError::Version`]), with
    /// [`MAX_LINK_CHARS`] or [`LINK_VERSION`]; `None` for the others.
    pub fn numbers(&self) -> Option<(u64, u64)> {
        match self {
            LinkError::TooLong(n) => Some((*n as u64, MAX_LINK_CHARS as u64)),
            LinkError::Version(v) => Some((u64::from(*v), u64::from(LINK_VERSION))),
            _ => None,
        }
    }
}

/// The moves a code numbers at this point of `game`, in their order: [`Game::legal_actions`]
/// (placements by column, row and rotation; meeples by feature, the meeple before the guard,
/// then no meeple; ghost moves by where from, then where to), each placement followed by the
/// other rotations that turn the tile the same way (every rotation that fits plays, B1, and a
/// game keeps the rotation as played). Empty when the game is over.
pub fn link_choices(game: &Game) -> Vec<Action> {
    let listed = game.legal_actions();
    let mut out = Vec::with_capacity(listed.len());
    for a in listed {
        out.push(a);
        if let (Action::PlaceTile(p), Some(kind)) = (a, game.hand()) {
            let same = game.catalogue().same_orientation(kind, p.rotation);
            for q in 0..4u8 {
                if same & (1 << q) != 0 && q != p.rotation.turns() {
                    let mut other = p;
                    other.rotation = crate::tile::Rotation::quarter_turns(q);
                    out.push(Action::PlaceTile(other));
                }
            }
        }
    }
    out
}

fn variant_bits(v: &Variants) -> u8 {
    let d = Variants::default();
    [
        v.limit_bonus != d.limit_bonus,
        v.limit_by_plain_tile != d.limit_by_plain_tile,
        v.generic_ghost_count != d.generic_ghost_count,
        v.fresh_circles != d.fresh_circles,
        v.circle_draw != d.circle_draw,
        v.opponent_no_target != d.opponent_no_target,
    ]
    .iter()
    .enumerate()
    .map(|(i, &b)| u8::from(b) << i)
    .sum()
}

fn variants_of(bits: u8) -> Variants {
    let on = |i: u8| bits & (1 << i) != 0;
    Variants {
        limit_bonus: if on(0) {
            LimitBonus::Replace
        } else {
            LimitBonus::PlusOne
        },
        limit_by_plain_tile: if on(1) {
            LimitByPlainTile::MistTileOnly
        } else {
            LimitByPlainTile::Yes
        },
        generic_ghost_count: if on(2) {
            GenericGhostCount::PerBank
        } else {
            GenericGhostCount::PerPlacement
        },
        fresh_circles: if on(3) {
            FreshCircles::Always
        } else {
            FreshCircles::CloseOnly
        },
        circle_draw: if on(4) {
            CircleDraw::SupplyOnly
        } else {
            CircleDraw::NeighboursThenSupply
        },
        opponent_no_target: if on(5) {
            OpponentNoTarget::ToSupply
        } else {
            OpponentNoTarget::Stays
        },
    }
}

fn put_varint(out: &mut Vec<u8>, mut n: u64) {
    while n >= 0x80 {
        out.push((n as u8) | 0x80);
        n >>= 7;
    }
    out.push(n as u8);
}

fn put_text(out: &mut Vec<u8>, s: &str) {
    put_varint(out, s.len() as u64);
    out.extend_from_slice(s.as_bytes());
}

/// `#rrggbb` in lower case, as 3 bytes.
fn hex_colour(c: &str) -> Option<[u8; 3]> {
    let h = c.as_bytes();
    if h.len() != 7 || h[0] != b'#' {
        return None;
    }
    let nibble = |b: u8| match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'a'..=b'f' => Some(b - b'a' + 10),
        _ => None,
    };
    let mut out = [0u8; 3];
    for (i, o) in out.iter_mut().enumerate() {
        *o = nibble(h[1 + 2 * i])? << 4 | nibble(h[2 + 2 * i])?;
    }
    Some(out)
}

/// Hexadecimal digits, lower case (colours are written `#rrggbb`).
const B64_HEX: &[u8; 16] = b"0123456789abcdef";

/// The base64url alphabet (RFC 4648 §5).
const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Bytes as base64url without padding. (A few lines here rather than the `base64` crate: the
/// crate added about 6 KB to the WebAssembly module, whose size the embed's budget counts.)
fn to_base64url(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 4 / 3 + 3);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | (b as u32) << (16 - 8 * i));
        for k in 0..=chunk.len() {
            out.push(B64[(n >> (18 - 6 * k) & 63) as usize] as char);
        }
    }
    out
}

/// base64url without padding as bytes: `NotBase64` for another character, `Check` for a length
/// no code has or bits left over in the last character (a code cut short or changed).
fn from_base64url(text: &str) -> Result<Vec<u8>, LinkError> {
    let digit = |c: u8| match c {
        b'A'..=b'Z' => Ok(c - b'A'),
        b'a'..=b'z' => Ok(c - b'a' + 26),
        b'0'..=b'9' => Ok(c - b'0' + 52),
        b'-' => Ok(62),
        b'_' => Ok(63),
        _ => Err(LinkError::NotBase64),
    };
    let t = text.as_bytes();
    let mut out = Vec::with_capacity(t.len() * 3 / 4);
    for chunk in t.chunks(4) {
        let mut n = 0u32;
        for (i, &c) in chunk.iter().enumerate() {
            n |= (digit(c)? as u32) << (18 - 6 * i);
        }
        let bytes = match chunk.len() {
            1 => return Err(LinkError::Check),
            k => k - 1,
        };
        if bytes < 3 && n & ((1 << (24 - 8 * bytes)) - 1) != 0 {
            return Err(LinkError::Check);
        }
        for i in 0..bytes {
            out.push((n >> (16 - 8 * i)) as u8);
        }
    }
    Ok(out)
}

/// A number in base 2^32, least significant limb first.
#[derive(Default)]
struct Big(Vec<u32>);

impl Big {
    /// self = self × m + a.
    fn mul_add(&mut self, m: u32, a: u32) {
        let mut carry = a as u64;
        for limb in &mut self.0 {
            let t = *limb as u64 * m as u64 + carry;
            *limb = t as u32;
            carry = t >> 32;
        }
        if carry > 0 {
            self.0.push(carry as u32);
        }
    }

    /// self = self / d; returns the remainder (`d` > 0).
    fn div_rem(&mut self, d: u32) -> u32 {
        let mut r = 0u64;
        for limb in self.0.iter_mut().rev() {
            let t = (r << 32) | *limb as u64;
            *limb = (t / d as u64) as u32;
            r = t % d as u64;
        }
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
        r as u32
    }

    fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.0.len() * 4);
        for l in &self.0 {
            out.extend_from_slice(&l.to_le_bytes());
        }
        while out.last() == Some(&0) {
            out.pop();
        }
        out
    }

    fn from_bytes(b: &[u8]) -> Big {
        let mut v = Vec::with_capacity(b.len() / 4 + 1);
        for c in b.chunks(4) {
            let mut w = 0u32;
            for (i, &x) in c.iter().enumerate() {
                w |= (x as u32) << (8 * i);
            }
            v.push(w);
        }
        while v.last() == Some(&0) {
            v.pop();
        }
        Big(v)
    }
}

/// The code of `game` (base64url, no padding): its setup, its id `id` (48 bits), the seats
/// `sender_seats` played in this browser (bit `i` for seat `i`), and every move its players
/// chose (forced moves are played again by the engine).
///
/// # Errors
/// [`LinkError::Unwritable`] for a game started from a laid-out position, sets not in the
/// order `base, gcc, sc`, or an id over 48 bits.
pub fn encode_link(game: &Game, id: u64, sender_seats: u8) -> Result<String, LinkError> {
    let Origin::Setup(setup) = game.origin() else {
        return Err(LinkError::Unwritable(
            "a game from a laid-out position has no short link",
        ));
    };
    if id > MAX_LINK_ID {
        return Err(LinkError::Unwritable("a game id is below 2^48"));
    }
    let mut sets = 0u8;
    let mut last = None;
    for s in &setup.sets {
        let i = LINK_SETS.iter().position(|x| x == s);
        match (i, last) {
            (Some(i), None) => last = Some(i),
            (Some(i), Some(l)) if i > l => last = Some(i),
            _ => {
                return Err(LinkError::Unwritable(
                    "the sets are not some of base, gcc, sc in that order",
                ))
            }
        }
        sets |= 1 << last.unwrap_or(0);
    }
    let version = if setup.tile_data == 1 {
        1
    } else {
        LINK_VERSION
    };
    let mut out = vec![version, 0, 0];
    out.extend_from_slice(&id.to_be_bytes()[2..]);
    out.push(sender_seats);
    out.push(sets);
    out.push(variant_bits(&setup.variants));
    if version >= 2 {
        out.push(setup.tile_data);
    }
    put_varint(&mut out, setup.seed);
    out.push(setup.players.len() as u8);
    for p in &setup.players {
        put_text(&mut out, &p.name);
        match p.colour.as_deref() {
            None => out.push(0),
            Some(c) => match hex_colour(c) {
                Some(rgb) => {
                    out.push(1);
                    out.extend_from_slice(&rgb);
                }
                None => {
                    out.push(2);
                    put_text(&mut out, c);
                }
            },
        }
    }
    // Replay the players' moves from the start, noting each one's place among the choices.
    let mut replay = Game::new(setup).map_err(LinkError::Setup)?;
    let mut picks: Vec<(u32, u32)> = Vec::new();
    for played in game.history().iter().filter(|p| !p.auto) {
        let choices = link_choices(&replay);
        let Some(i) = choices.iter().position(|&c| c == played.action) else {
            return Err(LinkError::Unwritable("a move is not legal on replay"));
        };
        picks.push((i as u32, choices.len() as u32));
        replay.play_unchecked(played.action);
    }
    put_varint(&mut out, picks.len() as u64);
    let mut n = Big::default();
    for &(i, count) in picks.iter().rev() {
        n.mul_add(count, i);
    }
    out.extend_from_slice(&n.to_bytes());
    let check = check_of(&out);
    out[1] = check[0];
    out[2] = check[1];
    Ok(to_base64url(&out))
}

/// The code's check: FNV-1a (32 bits) of every byte but the check's own two, folded to 16 bits.
fn check_of(bytes: &[u8]) -> [u8; 2] {
    let mut h: u32 = 0x811c_9dc5;
    for (i, &b) in bytes.iter().enumerate() {
        if i == 1 || i == 2 {
            continue;
        }
        h = (h ^ b as u32).wrapping_mul(0x0100_0193);
    }
    (((h >> 16) ^ h) as u16).to_be_bytes()
}

/// The code of `bytes` with its check (bytes 1 and 2) recomputed over the rest: for the fuzz
/// target `link_code` (fuzz/), which must reach the header and the moves, not the check.
#[doc(hidden)]
pub fn code_with_check(bytes: &[u8]) -> String {
    let mut b = bytes.to_vec();
    if b.len() >= 3 {
        let check = check_of(&b);
        b[1] = check[0];
        b[2] = check[1];
    }
    to_base64url(&b)
}

/// A reader of a code's bytes that says where it was cut short.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn byte(&mut self, what: &'static str) -> Result<u8, LinkError> {
        let b = *self.bytes.get(self.at).ok_or(LinkError::Truncated(what))?;
        self.at += 1;
        Ok(b)
    }

    fn take(&mut self, n: u64, what: &'static str) -> Result<&[u8], LinkError> {
        let left = (self.bytes.len() - self.at) as u64;
        if n > left {
            return Err(LinkError::Truncated(what));
        }
        let s = &self.bytes[self.at..self.at + n as usize];
        self.at += n as usize;
        Ok(s)
    }

    fn varint(&mut self, what: &'static str) -> Result<u64, LinkError> {
        let mut n = 0u64;
        for shift in (0..64).step_by(7) {
            let b = self.byte(what)?;
            let part = (b & 0x7f) as u64;
            if shift == 63 && part > 1 {
                break;
            }
            n |= part << shift;
            if b & 0x80 == 0 {
                // one form per number: the writer never ends a number in a zero byte
                if b == 0 && shift > 0 {
                    return Err(LinkError::Field(format!(
                        "{what} is written with more bytes than it needs"
                    )));
                }
                return Ok(n);
            }
        }
        Err(LinkError::Field(format!(
            "{what} is a number larger than 2^64"
        )))
    }

    fn text(&mut self, what: &'static str) -> Result<String, LinkError> {
        let len = self.varint(what)?;
        if len > MAX_NAME_BYTES {
            return Err(LinkError::Field(format!(
                "{what} is {len} bytes long; at most {MAX_NAME_BYTES} are read"
            )));
        }
        let b = self.take(len, what)?;
        String::from_utf8(b.to_vec()).map_err(|_| LinkError::Field(format!("{what} is not UTF-8")))
    }
}

/// The setup, id and seats of a code, and the reader left at its moves.
fn read_header(code: &str) -> Result<(u64, u8, Setup, u64, Vec<u8>), LinkError> {
    let code = code.trim();
    if code.len() > MAX_LINK_CHARS {
        return Err(LinkError::TooLong(code.len()));
    }
    let bytes = from_base64url(code)?;
    let mut r = Reader {
        bytes: &bytes,
        at: 0,
    };
    let version = r.byte("the version")?;
    if version == 0 || version > LINK_VERSION {
        return Err(LinkError::Version(version));
    }
    let check = [r.byte("the check")?, r.byte("the check")?];
    let mut id = 0u64;
    for &b in r.take(6, "the game id")? {
        id = (id << 8) | b as u64;
    }
    let sender_seats = r.byte("the seats")?;
    let sets_bits = r.byte("the sets")?;
    if sets_bits >> LINK_SETS.len() != 0 {
        return Err(LinkError::Byte(
            "the sets byte (bit 0 base, 1 gcc, 2 sc)",
            sets_bits,
        ));
    }
    let mut sets = Vec::new();
    for (i, s) in LINK_SETS.iter().enumerate() {
        if sets_bits & (1 << i) != 0 {
            sets.push(s.to_string());
        }
    }
    let variant_byte = r.byte("the variants")?;
    if variant_byte >> 6 != 0 {
        return Err(LinkError::Byte(
            "the variants byte (bits 0 to 5)",
            variant_byte,
        ));
    }
    // (a version 1 code was written with tile data 1; Game::new refuses one it does not have)
    let tile_data = match version {
        1 => 1,
        _ => r.byte("the tile data")?,
    };
    let seed = r.varint("the seed")?;
    let count = r.byte("the players")?;
    if !(2..=6).contains(&count) {
        return Err(LinkError::Setup(SetupError::PlayerCount(count as usize)));
    }
    if sender_seats >> count != 0 {
        return Err(LinkError::Byte(
            "the seats byte (a bit per player)",
            sender_seats,
        ));
    }
    let mut players = Vec::new();
    for _ in 0..count {
        let name = r.text("a player's name")?;
        let colour = match r.byte("a player's colour")? {
            0 => None,
            1 => {
                let c = r.take(3, "a player's colour")?;
                let mut s = String::from("#");
                for &x in c {
                    s.push(B64_HEX[(x >> 4) as usize] as char);
                    s.push(B64_HEX[(x & 15) as usize] as char);
                }
                Some(s)
            }
            2 => {
                let c = r.text("a player's colour")?;
                if hex_colour(&c).is_some() {
                    return Err(LinkError::Field(
                        "a player's colour #rrggbb is written as text, not as its 3 bytes".into(),
                    ));
                }
                Some(c)
            }
            t => return Err(LinkError::Byte("a player's colour kind (0 to 2)", t)),
        };
        players.push(PlayerSetup { name, colour });
    }
    let moves = r.varint("the number of moves")?;
    if moves > MAX_LINK_MOVES {
        return Err(LinkError::Count(moves));
    }
    if check_of(&bytes) != check {
        return Err(LinkError::Check);
    }
    let setup = Setup {
        players,
        sets,
        seed,
        variants: variants_of(variant_byte),
        tile_data,
    };
    let rest = bytes[r.at..].to_vec();
    // one form per code: the writer never ends the moves' number in a zero byte
    if rest.last() == Some(&0) {
        return Err(LinkError::Field(
            "the moves end in a zero byte, which no code has".into(),
        ));
    }
    Ok((id, sender_seats, setup, moves, rest))
}

/// The game of a code, every move played with the full rules check.
///
/// # Errors
/// A [`LinkError`] saying what is wrong, in words; nothing panics, and the work is linear in
/// the code's length and its moves (at most [`MAX_LINK_CHARS`] and [`MAX_LINK_MOVES`]).
pub fn decode_link(code: &str) -> Result<LinkGame, LinkError> {
    let (id, sender_seats, setup, moves, rest) = read_header(code)?;
    let mut game = Game::new(&setup).map_err(LinkError::Setup)?;
    let mut n = Big::from_bytes(&rest);
    for at in 1..=moves {
        let choices = link_choices(&game);
        if choices.is_empty() || game.phase() == Phase::GameOver {
            return Err(LinkError::GameOver { at, moves });
        }
        let i = n.div_rem(choices.len() as u32) as usize;
        let a = choices[i];
        // legal: it is one of the choices
        game.play_unchecked(a);
    }
    if !n.0.is_empty() {
        return Err(LinkError::OutOfRange);
    }
    Ok(LinkGame {
        game,
        id,
        sender_seats,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn big_numbers_round_trip() {
        let picks = [
            (3u32, 7u32),
            (0, 1),
            (99, 100),
            (4000, 4001),
            (1, 2),
            (12, 13),
        ];
        let mut n = Big::default();
        for &(i, c) in picks.iter().rev() {
            n.mul_add(c, i);
        }
        let mut back = Big::from_bytes(&n.to_bytes());
        for &(i, c) in &picks {
            assert_eq!(back.div_rem(c), i);
        }
        assert!(back.0.is_empty());
    }

    #[test]
    fn varints_round_trip_and_refuse_overflow() {
        for n in [0u64, 1, 127, 128, 300, (1 << 53) - 1, u64::MAX] {
            let mut b = Vec::new();
            put_varint(&mut b, n);
            let mut r = Reader { bytes: &b, at: 0 };
            assert_eq!(r.varint("n").unwrap(), n);
        }
        let b = [0xffu8; 11];
        let mut r = Reader { bytes: &b, at: 0 };
        assert!(r.varint("n").is_err());
    }

    #[test]
    fn base64url_round_trips_and_refuses_what_no_code_is() {
        for n in 0..40usize {
            let bytes: Vec<u8> = (0..n).map(|i| (i * 37 + n) as u8).collect();
            let text = to_base64url(&bytes);
            assert_eq!(text.len(), (n * 4).div_ceil(3));
            assert_eq!(from_base64url(&text).unwrap(), bytes);
        }
        assert_eq!(to_base64url(b"\xfb\xff"), "-_8");
        assert_eq!(from_base64url("A+B"), Err(LinkError::NotBase64));
        assert_eq!(
            from_base64url("AAAAA"),
            Err(LinkError::Check),
            "a length no code has"
        );
        assert_eq!(
            from_base64url("AB"),
            Err(LinkError::Check),
            "bits left over"
        );
        assert_eq!(from_base64url("AA").unwrap(), vec![0]);
    }

    /// The bytes of `encode_link`'s code for a 2-player game after `moves` moves.
    fn code_bytes(players: Vec<PlayerSetup>, moves: usize) -> (Game, Vec<u8>) {
        let setup = Setup {
            players,
            sets: vec!["base".into(), "gcc".into()],
            seed: 300,
            ..Setup::default()
        };
        let mut game = Game::new(&setup).unwrap();
        for _ in 0..moves {
            let a = game.legal_actions()[0];
            game.play(a).unwrap();
        }
        let code = encode_link(&game, 7, 1).unwrap();
        (game, from_base64url(&code).unwrap())
    }

    /// Fuzz finding (`link_code`, 2026-12-01): a code whose moves' number ended in a zero
    /// byte read as the code without it, so two codes were one game.
    #[test]
    fn a_code_has_one_form_trailing_zero_bytes() {
        let (_, mut b) = code_bytes(vec!["Ann".into(), "Bob".into()], 6);
        assert!(decode_link(&code_with_check(&b)).is_ok());
        b.push(0);
        let e = decode_link(&code_with_check(&b)).unwrap_err();
        assert!(e.to_string().contains("zero byte"), "{e}");
    }

    /// A number written with more bytes than it needs (the seed `300` as 3 bytes).
    #[test]
    fn a_code_has_one_form_varints() {
        let (_, b) = code_bytes(vec!["Ann".into(), "Bob".into()], 0);
        // version, check, id (6), seats, sets, variants, tile data, then the seed 300 = ac 02
        assert_eq!(b[0], LINK_VERSION);
        assert_eq!(b[12], crate::catalogue::TILE_DATA);
        assert_eq!(&b[13..15], &[0xac, 0x02]);
        let mut long = b.clone();
        long.splice(13..15, [0xac, 0x82, 0x00]);
        let e = decode_link(&code_with_check(&long)).unwrap_err();
        assert!(e.to_string().contains("more bytes than it needs"), "{e}");
        let mut r = Reader {
            bytes: &[0x80, 0x00],
            at: 0,
        };
        assert!(r.varint("n").is_err());
        let mut r = Reader {
            bytes: &[0x00],
            at: 0,
        };
        assert_eq!(r.varint("n"), Ok(0));
    }

    /// A `#rrggbb` colour written as text (kind 2) rather than as its 3 bytes (kind 1).
    #[test]
    fn a_code_has_one_form_colours() {
        let players = vec![
            PlayerSetup {
                name: "Ann".into(),
                colour: Some("rebeccapurple".into()),
            },
            "Bob".into(),
        ];
        let (game, b) = code_bytes(players, 3);
        let code = code_with_check(&b);
        let read = decode_link(&code).unwrap();
        assert_eq!(
            encode_link(&read.game, read.id, read.sender_seats).unwrap(),
            code
        );
        assert_eq!(read.game.fingerprint(), game.fingerprint());
        let text = b"rebeccapurple";
        let at = b.windows(text.len()).position(|w| w == text).unwrap();
        let mut hex = b.clone();
        hex.splice(at..at + text.len(), *b"#cc3333");
        hex[at - 1] = 7;
        let e = decode_link(&code_with_check(&hex)).unwrap_err();
        assert!(e.to_string().contains("written as text"), "{e}");
    }

    #[test]
    fn variants_round_trip_as_bits() {
        for bits in 0..64u8 {
            assert_eq!(variant_bits(&variants_of(bits)), bits);
        }
    }
}
