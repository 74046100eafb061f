//! Reading JSON into typed values, with errors that name the field: `board[3].rotation: …`.
//!
//! [`parse`] turns the text into a [`Value`]; each format type then reads itself from a
//! [`Node`] (a value and where it is) through [`FromJson`]. Parser and readers are written by
//! hand rather than derived: serde's derived `Deserialize` code and serde_json's parser were
//! two thirds of the WebAssembly module, these share a few small helpers (issue 4: the module
//! must stay small). Writing still uses serde's derived `Serialize`; `tests` below check that
//! every word the readers accept is the word serde writes.

use std::collections::BTreeMap;
use std::fmt;

mod text;

pub use text::{parse, SyntaxError, Value, MAX_CONTAINERS, MAX_DEPTH, MAX_KEYS};

/// A reading error: what is wrong and the path of the value it is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PathError {
    /// `board[3].rotation`; empty for the whole document.
    pub path: String,
    /// The complaint, without the path.
    pub message: String,
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

/// One step of a path: a field of an object or an item of a list.
#[derive(Clone, Copy)]
enum Step<'a> {
    Root,
    Key(&'a str),
    Index(usize),
}

/// A JSON value being read, and where it sits in the document.
#[derive(Clone, Copy)]
pub struct Node<'a> {
    value: &'a Value,
    step: Step<'a>,
    parent: Option<&'a Node<'a>>,
}

/// A type read from JSON.
pub trait FromJson: Sized {
    /// Reads `node`.
    ///
    /// # Errors
    /// A value of the wrong type or out of range, an unknown or missing field.
    fn from_json(node: &Node<'_>) -> Result<Self, PathError>;
}

/// Reads a whole document.
///
/// # Errors
/// See [`FromJson::from_json`]; the error carries the path of the offending value.
pub fn read<T: FromJson>(value: &Value) -> Result<T, PathError> {
    T::from_json(&Node {
        value,
        step: Step::Root,
        parent: None,
    })
}

impl<'a> Node<'a> {
    /// The JSON value.
    pub fn value(&self) -> &'a Value {
        self.value
    }

    fn child(&'a self, value: &'a Value, step: Step<'a>) -> Node<'a> {
        Node {
            value,
            step,
            parent: Some(self),
        }
    }

    /// `board[3].rotation`.
    pub fn path(&self) -> String {
        let mut steps = Vec::new();
        let mut at = Some(self);
        while let Some(n) = at {
            steps.push(n.step);
            at = n.parent;
        }
        let mut out = String::new();
        for step in steps.iter().rev() {
            match step {
                Step::Root => {}
                Step::Key(k) => {
                    if !out.is_empty() {
                        out.push('.');
                    }
                    out.push_str(k);
                }
                Step::Index(i) => {
                    out.push('[');
                    out.push_str(&i.to_string());
                    out.push(']');
                }
            }
        }
        out
    }

    /// An error about this value.
    pub fn error(&self, message: impl Into<String>) -> PathError {
        PathError {
            path: self.path(),
            message: message.into(),
        }
    }

    /// "invalid type: string "x", expected {expected}".
    pub fn wrong_type(&self, expected: &str) -> PathError {
        self.error(format!(
            "invalid type: {}, expected {expected}",
            describe(self.value)
        ))
    }

    /// The text of a string value.
    ///
    /// # Errors
    /// The value is not a string.
    pub fn str(&self) -> Result<&'a str, PathError> {
        self.value
            .as_str()
            .ok_or_else(|| self.wrong_type("a string"))
    }

    /// The index in `words` of this string value.
    ///
    /// # Errors
    /// Not a string, or not one of `words`.
    pub fn word(&self, words: &[&str]) -> Result<usize, PathError> {
        let s = self
            .value
            .as_str()
            .ok_or_else(|| self.wrong_type(&format!("one of {}", list(words))))?;
        words.iter().position(|w| *w == s).ok_or_else(|| {
            self.error(format!(
                "unknown variant `{s}`, expected one of {}",
                list(words)
            ))
        })
    }

    /// The fields of an object whose keys must all be in `known`.
    ///
    /// # Errors
    /// Not an object, or a key not in `known` (the error is at that key).
    pub fn fields(&'a self, known: &[&str]) -> Result<Fields<'a>, PathError> {
        let f = self.object()?;
        if let Some((key, value)) = f.map.iter().find(|(k, _)| !known.contains(&k.as_str())) {
            return Err(self.child(value, Step::Key(key)).error(format!(
                "unknown field `{key}`, expected one of {}",
                list(known)
            )));
        }
        Ok(f)
    }

    /// The fields of an object, whatever its keys.
    ///
    /// # Errors
    /// Not an object, or an object with a key twice.
    pub fn object(&'a self) -> Result<Fields<'a>, PathError> {
        let Value::Object(map) = self.value else {
            return Err(self.wrong_type("an object"));
        };
        if let Some(i) = first_duplicate(map) {
            let (key, value) = &map[i];
            return Err(self
                .child(value, Step::Key(key))
                .error(format!("duplicate field `{key}`")));
        }
        Ok(Fields { node: self, map })
    }

    fn integer(&self, lo: i64, hi: i64, expected: &str) -> Result<i64, PathError> {
        let Value::Int(v) = *self.value else {
            return Err(self.wrong_type(expected));
        };
        if v < lo || v > hi {
            return Err(self.error(format!("invalid value: integer `{v}`, expected {expected}")));
        }
        Ok(v)
    }
}

/// The index of the first key (in the text's order) that an earlier key repeats. Pairwise:
/// objects from [`parse`] have at most [`MAX_KEYS`] keys (an object of 120,000 keys once took
/// 40 s here), and the formats' objects at most 24.
fn first_duplicate(map: &[(String, Value)]) -> Option<usize> {
    (1..map.len()).find(|&i| map[..i].iter().any(|(k, _)| *k == map[i].0))
}

/// `"x"`, `integer `3``, `a list`: how a value is named in an error.
fn describe(v: &Value) -> String {
    match v {
        Value::Null => "null".into(),
        Value::Bool(b) => format!("boolean `{b}`"),
        Value::OtherNumber(n) => format!("number `{n}`"),
        Value::Int(n) => format!("integer `{n}`"),
        Value::String(s) if s.chars().count() > 40 => {
            format!("string \"{}…\"", s.chars().take(40).collect::<String>())
        }
        Value::String(s) => format!("string \"{s}\""),
        Value::Array(_) => "a list".into(),
        Value::Object(_) => "an object".into(),
    }
}

/// `` `a`, `b`, `c` ``.
fn list(words: &[&str]) -> String {
    let quoted: Vec<String> = words.iter().map(|w| format!("`{w}`")).collect();
    quoted.join(", ")
}

/// The fields of an object being read.
pub struct Fields<'a> {
    node: &'a Node<'a>,
    map: &'a [(String, Value)],
}

impl<'a> Fields<'a> {
    fn get(&self, key: &str) -> Option<(&'a str, &'a Value)> {
        self.map
            .iter()
            .find(|(k, v)| k == key && *v != Value::Null)
            .map(|(k, v)| (k.as_str(), v))
    }

    /// Reads a field that must be there.
    ///
    /// # Errors
    /// The field is missing or cannot be read.
    pub fn req<T: FromJson>(&self, key: &str) -> Result<T, PathError> {
        self.opt(key)?
            .ok_or_else(|| self.node.error(format!("missing field `{key}`")))
    }

    /// Reads a field that may be missing (or `null`).
    ///
    /// # Errors
    /// The field is there and cannot be read.
    pub fn opt<T: FromJson>(&self, key: &str) -> Result<Option<T>, PathError> {
        match self.get(key) {
            None => Ok(None),
            Some((k, v)) => T::from_json(&self.node.child(v, Step::Key(k))).map(Some),
        }
    }

    /// Reads a field, or its type's default when it is missing.
    ///
    /// # Errors
    /// The field is there and cannot be read.
    pub fn or_default<T: FromJson + Default>(&self, key: &str) -> Result<T, PathError> {
        Ok(self.opt(key)?.unwrap_or_default())
    }

    /// The node of a field, to read by hand (`None` when missing or `null`).
    pub fn node(&self, key: &str) -> Option<Node<'a>> {
        self.get(key).map(|(k, v)| self.node.child(v, Step::Key(k)))
    }
}

impl FromJson for String {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        node.str().map(str::to_string)
    }
}

impl FromJson for bool {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        match node.value {
            Value::Bool(b) => Ok(*b),
            _ => Err(node.wrong_type("true or false")),
        }
    }
}

/// `max`, or `i64::MAX` when it is larger (whole numbers are read as `i64`).
const fn up_to_i64(max: u64) -> i64 {
    if max > i64::MAX as u64 {
        i64::MAX
    } else {
        max as i64
    }
}

macro_rules! integers {
    ($($t:ty => $expected:literal),+ $(,)?) => {$(
        impl FromJson for $t {
            fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
                node.integer(<$t>::MIN as i64, up_to_i64(<$t>::MAX as u64), $expected)
                    .map(|v| v as $t)
            }
        }
    )+};
}

integers! {
    u8 => "a whole number from 0 to 255",
    u16 => "a whole number from 0 to 65535",
    u32 => "a whole number from 0 to 4294967295",
    u64 => "a whole number, 0 or more",
    usize => "a whole number, 0 or more",
    i32 => "a whole number from -2147483648 to 2147483647",
    i64 => "a whole number",
}

impl<T: FromJson> FromJson for Vec<T> {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        let Value::Array(items) = node.value else {
            return Err(node.wrong_type("a list"));
        };
        items
            .iter()
            .enumerate()
            .map(|(i, v)| T::from_json(&node.child(v, Step::Index(i))))
            .collect()
    }
}

impl<T: FromJson> FromJson for Box<T> {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        T::from_json(node).map(Box::new)
    }
}

impl<T: FromJson> FromJson for BTreeMap<String, T> {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        let f = node.object()?;
        f.map
            .iter()
            .map(|(k, v)| Ok((k.clone(), T::from_json(&node.child(v, Step::Key(k)))?)))
            .collect()
    }
}

/// Implements `FromJson` for an enum written as one word, the word serde writes for it
/// (`rename_all = "kebab-case"`): `json_words!(Phase { "place-tile" => Phase::PlaceTile, … })`.
#[macro_export]
macro_rules! json_words {
    ($t:ty { $($word:literal => $value:expr),+ $(,)? }) => {
        impl $crate::json::FromJson for $t {
            fn from_json(
                node: &$crate::json::Node<'_>,
            ) -> Result<Self, $crate::json::PathError> {
                const WORDS: &[&str] = &[$($word),+];
                let values = [$($value),+];
                node.word(WORDS).map(|i| values[i])
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, PartialEq, Clone, Copy, serde::Serialize)]
    #[serde(rename_all = "kebab-case")]
    enum Word {
        Yes,
        NotAtAll,
    }

    json_words!(Word { "yes" => Word::Yes, "not-at-all" => Word::NotAtAll });

    #[derive(Debug, PartialEq)]
    struct Inner {
        n: u8,
        word: Option<Word>,
    }

    impl FromJson for Inner {
        fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
            let f = node.fields(&["n", "word"])?;
            Ok(Inner {
                n: f.req("n")?,
                word: f.opt("word")?,
            })
        }
    }

    #[derive(Debug, PartialEq)]
    struct Outer {
        list: Vec<Inner>,
        map: BTreeMap<String, i32>,
    }

    impl FromJson for Outer {
        fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
            let f = node.fields(&["list", "map"])?;
            Ok(Outer {
                list: f.req("list")?,
                map: f.or_default("map")?,
            })
        }
    }

    fn outer(text: &str) -> Result<Outer, String> {
        let v = parse(text).map_err(|e| e.to_string())?;
        read(&v).map_err(|e| e.to_string())
    }

    #[test]
    fn errors_name_the_field_path() {
        let cases = [
            (
                r#"{"list": [{"n": 1}, {"n": -2}]}"#,
                "list[1].n: invalid value: integer `-2`, expected a whole number from 0 to 255",
            ),
            (
                r#"{"list": [{"n": 1.5}]}"#,
                "list[0].n: invalid type: number `1.5`, expected a whole number from 0 to 255",
            ),
            (
                r#"{"list": [{"n": 1, "wrod": "yes"}]}"#,
                "list[0].wrod: unknown field `wrod`, expected one of `n`, `word`",
            ),
            (
                r#"{"list": [{"n": 1, "word": "maybe"}]}"#,
                "list[0].word: unknown variant `maybe`, expected one of `yes`, `not-at-all`",
            ),
            (r#"{"list": [{}]}"#, "list[0]: missing field `n`"),
            (r#"{"list": [], "map": {"a": "b"}}"#, "map.a: invalid type: string \"b\", expected a whole number from -2147483648 to 2147483647"),
            (r#"{"list": {}}"#, "list: invalid type: an object, expected a list"),
            (r#"[]"#, "invalid type: a list, expected an object"),
            (r#"{}"#, "missing field `list`"),
        ];
        for (text, want) in cases {
            assert_eq!(outer(text).unwrap_err(), want, "{text}");
        }
    }

    #[test]
    fn duplicate_keys_are_found_in_big_objects_too() {
        let obj = |keys: &[&str]| {
            Value::Object(keys.iter().map(|k| (k.to_string(), Value::Null)).collect())
        };
        let many: Vec<String> = (0..40).map(|i| format!("k{i}")).collect();
        let mut keys: Vec<&str> = many.iter().map(String::as_str).collect();
        assert!(read::<BTreeMap<String, bool>>(&obj(&keys))
            .is_err_and(|e| e.message.contains("expected true")));
        // k7 again at 40, k3 again at 41 and 42: the first repeat in the text is at 40.
        keys.extend(["k7", "k3", "k3"]);
        let v = obj(&keys);
        let e = read::<BTreeMap<String, bool>>(&v).unwrap_err();
        assert_eq!(e.to_string(), "k7: duplicate field `k7`");
        let e = read::<BTreeMap<String, bool>>(&obj(&["a", "b", "a"])).unwrap_err();
        assert_eq!(e.to_string(), "a: duplicate field `a`");
    }

    #[test]
    fn good_values_read_and_null_is_absent() {
        let o = outer(r#"{"list": [{"n": 255, "word": "not-at-all"}, {"n": 0, "word": null}], "map": {"a": -3}}"#)
            .unwrap();
        assert_eq!(
            o.list,
            vec![
                Inner {
                    n: 255,
                    word: Some(Word::NotAtAll)
                },
                Inner { n: 0, word: None }
            ]
        );
        assert_eq!(o.map["a"], -3);
    }

    /// Each word enum of the formats: every variant, written by serde, reads back as itself.
    #[test]
    fn format_words_read_what_serde_writes() {
        use crate::game::Phase;
        use crate::mist::*;
        use crate::scenario::BankState;
        use crate::tile::FeatureKind;
        fn check<T: FromJson + serde::Serialize + PartialEq + fmt::Debug>(all: &[T]) {
            for w in all {
                let text = serde_json::to_string(w).unwrap();
                assert_eq!(&read::<T>(&parse(&text).unwrap()).unwrap(), w, "{text}");
            }
        }
        check(&[
            Phase::PlaceTile,
            Phase::Ghosts,
            Phase::Meeple,
            Phase::GameOver,
        ]);
        check(&[BankState::Open, BankState::Limited, BankState::Closed]);
        check(&FeatureKind::ALL);
        check(&[LimitBonus::PlusOne, LimitBonus::Replace]);
        check(&[LimitByPlainTile::Yes, LimitByPlainTile::MistTileOnly]);
        check(&[GenericGhostCount::PerPlacement, GenericGhostCount::PerBank]);
        check(&[FreshCircles::CloseOnly, FreshCircles::Always]);
        check(&[CircleDraw::NeighboursThenSupply, CircleDraw::SupplyOnly]);
        check(&[OpponentNoTarget::Stays, OpponentNoTarget::ToSupply]);
        let all = Variants {
            limit_bonus: LimitBonus::Replace,
            limit_by_plain_tile: LimitByPlainTile::MistTileOnly,
            generic_ghost_count: GenericGhostCount::PerBank,
            fresh_circles: FreshCircles::Always,
            circle_draw: CircleDraw::SupplyOnly,
            opponent_no_target: OpponentNoTarget::ToSupply,
        };
        check(&[all, Variants::default()]);
    }

    #[test]
    fn words_read_what_serde_writes() {
        for w in [Word::Yes, Word::NotAtAll] {
            let text = serde_json::to_string(&w).unwrap();
            assert_eq!(read::<Word>(&parse(&text).unwrap()).unwrap(), w);
        }
    }
}
