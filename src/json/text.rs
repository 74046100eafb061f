//! JSON text to [`Value`]: a strict RFC 8259 parser that never panics, limits nesting and says
//! where the text is wrong (line and column). Numbers are kept whole when they are whole: the
//! formats have no fractions, so no float parsing is compiled in.

use std::fmt;

/// A JSON value. Objects keep their keys in the order of the text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A whole number (without fraction or exponent) that fits in an `i64`.
    Int(i64),
    /// Any other number, as written (`1.5`, `2e3`, a 20-digit number).
    OtherNumber(String),
    /// A string.
    String(String),
    /// A list.
    Array(Vec<Value>),
    /// An object: keys and values in the order of the text.
    Object(Vec<(String, Value)>),
}

impl Value {
    /// The text of a string value.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::String(s) => Some(s),
            _ => None,
        }
    }
}

/// Deepest nesting of lists and objects accepted (deeper text is refused, not overflowed).
pub const MAX_DEPTH: u32 = 128;

/// Most lists and objects in one text. Each non-empty one is an allocation: a 1 MiB text of
/// nested empty lists makes half a million, which took 170 ms to read and free; the formats'
/// largest files (2,000 steps, 4,000 actions) hold some tens of thousands.
pub const MAX_CONTAINERS: u32 = 100_000;

/// Most keys in one object. The formats' objects have at most 24 fields, and their maps are
/// keyed by player name (at most 6); the cap keeps every object's duplicate-key check small.
pub const MAX_KEYS: usize = 128;

/// Why a text is not JSON, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SyntaxError {
    /// What is wrong (`expected `,` or `}``).
    pub message: &'static str,
    /// Line, from 1.
    pub line: usize,
    /// Column in characters, from 1.
    pub column: usize,
    /// The text ended before the value did (truncated?).
    pub eof: bool,
    /// The reader's limit it passed, if that is what is wrong: `depth` ([`MAX_DEPTH`]), `lists`
    /// ([`MAX_CONTAINERS`]) or `keys` ([`MAX_KEYS`]), with the limit.
    pub limit: Option<(&'static str, usize)>,
}

impl fmt::Display for SyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} at line {} column {}",
            self.message, self.line, self.column
        )
    }
}

impl std::error::Error for SyntaxError {}

/// Parses a whole JSON text (one value, white space around it).
///
/// # Errors
/// The first place where the text is not JSON.
pub fn parse(text: &str) -> Result<Value, SyntaxError> {
    let mut p = Parser {
        text,
        bytes: text.as_bytes(),
        at: 0,
        depth: 0,
        containers: 0,
    };
    p.space();
    let v = p.value()?;
    p.space();
    if p.at < p.bytes.len() {
        return Err(p.error("trailing characters"));
    }
    Ok(v)
}

struct Parser<'a> {
    text: &'a str,
    bytes: &'a [u8],
    at: usize,
    depth: u32,
    containers: u32,
}

impl Parser<'_> {
    fn error(&self, message: &'static str) -> SyntaxError {
        let at = self.at.min(self.bytes.len());
        let before = self.text.get(..at).unwrap_or(self.text);
        let line = before.matches('\n').count() + 1;
        let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        SyntaxError {
            message,
            line,
            column,
            eof: at >= self.bytes.len(),
            limit: None,
        }
    }

    /// The error for a text past one of the limits ([`SyntaxError::limit`]).
    fn over(&self, message: &'static str, limit: &'static str, max: usize) -> SyntaxError {
        SyntaxError {
            limit: Some((limit, max)),
            eof: false,
            ..self.error(message)
        }
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn space(&mut self) {
        while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.peek() {
            self.at += 1;
        }
    }

    fn value(&mut self) -> Result<Value, SyntaxError> {
        match self.peek() {
            None => Err(self.error("EOF while parsing a value")),
            Some(b'{') => self.nested(Self::object),
            Some(b'[') => self.nested(Self::array),
            Some(b'"') => self.string().map(Value::String),
            Some(b't') => self.word("true", Value::Bool(true)),
            Some(b'f') => self.word("false", Value::Bool(false)),
            Some(b'n') => self.word("null", Value::Null),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(_) => Err(self.error("expected value")),
        }
    }

    fn nested(
        &mut self,
        f: fn(&mut Self) -> Result<Value, SyntaxError>,
    ) -> Result<Value, SyntaxError> {
        if self.depth >= MAX_DEPTH {
            return Err(self.over(
                "lists and objects nested more than 128 deep",
                "depth",
                MAX_DEPTH as usize,
            ));
        }
        if self.containers >= MAX_CONTAINERS {
            return Err(self.over(
                "more than 100000 lists and objects",
                "lists",
                MAX_CONTAINERS as usize,
            ));
        }
        self.containers += 1;
        self.depth += 1;
        let v = f(self);
        self.depth -= 1;
        v
    }

    fn word(&mut self, word: &'static str, v: Value) -> Result<Value, SyntaxError> {
        for &b in word.as_bytes() {
            match self.peek() {
                None => return Err(self.error("EOF while parsing a value")),
                Some(c) if c == b => self.at += 1,
                Some(_) => return Err(self.error("expected value")),
            }
        }
        Ok(v)
    }

    fn digits(&mut self) -> usize {
        let start = self.at;
        while let Some(b'0'..=b'9') = self.peek() {
            self.at += 1;
        }
        self.at - start
    }

    fn number(&mut self) -> Result<Value, SyntaxError> {
        let start = self.at;
        if self.peek() == Some(b'-') {
            self.at += 1;
        }
        let first = self.peek();
        let n = self.digits();
        if n == 0 {
            return Err(self.error(if first.is_none() {
                "EOF while parsing a value"
            } else {
                "invalid number"
            }));
        }
        if first == Some(b'0') && n > 1 {
            self.at -= n - 1;
            return Err(self.error("invalid number: a leading zero"));
        }
        let mut whole = true;
        if self.peek() == Some(b'.') {
            self.at += 1;
            whole = false;
            if self.digits() == 0 {
                return Err(self.error("invalid number"));
            }
        }
        if let Some(b'e' | b'E') = self.peek() {
            self.at += 1;
            whole = false;
            if let Some(b'+' | b'-') = self.peek() {
                self.at += 1;
            }
            if self.digits() == 0 {
                return Err(self.error("invalid number"));
            }
        }
        let text = self.text.get(start..self.at).unwrap_or_default();
        Ok(match text.parse::<i64>() {
            Ok(i) if whole => Value::Int(i),
            _ => Value::OtherNumber(text.to_string()),
        })
    }

    fn hex4(&mut self) -> Result<u32, SyntaxError> {
        let mut v = 0;
        for _ in 0..4 {
            let d = match self.peek() {
                None => return Err(self.error("EOF while parsing a string")),
                Some(c) => (c as char).to_digit(16),
            };
            let Some(d) = d else {
                return Err(self.error("invalid escape: \\u needs 4 hex digits"));
            };
            v = v * 16 + d;
            self.at += 1;
        }
        Ok(v)
    }

    fn string(&mut self) -> Result<String, SyntaxError> {
        self.at += 1; // the opening quote
        let mut out = String::new();
        let mut run = self.at;
        loop {
            let Some(b) = self.peek() else {
                return Err(self.error("EOF while parsing a string"));
            };
            match b {
                b'"' => {
                    out.push_str(self.text.get(run..self.at).unwrap_or_default());
                    self.at += 1;
                    return Ok(out);
                }
                b'\\' => {
                    out.push_str(self.text.get(run..self.at).unwrap_or_default());
                    self.at += 1;
                    let Some(e) = self.peek() else {
                        return Err(self.error("EOF while parsing a string"));
                    };
                    self.at += 1;
                    let c = match e {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => self.unicode_escape()?,
                        _ => {
                            self.at -= 1;
                            return Err(self.error("invalid escape"));
                        }
                    };
                    out.push(c);
                    run = self.at;
                }
                0..=0x1f => {
                    return Err(self.error("control character in a string (write it as \\n, \\t…)"))
                }
                _ => self.at += 1,
            }
        }
    }

    /// After `\u`: one code point, from a surrogate pair when it takes two escapes.
    fn unicode_escape(&mut self) -> Result<char, SyntaxError> {
        let hi = self.hex4()?;
        let code = if (0xd800..0xdc00).contains(&hi) {
            if self.bytes.get(self.at..self.at + 2) != Some(b"\\u") {
                return Err(self.error("lone leading surrogate in a \\u escape"));
            }
            self.at += 2;
            let lo = self.hex4()?;
            if !(0xdc00..0xe000).contains(&lo) {
                return Err(self.error("invalid \\u surrogate pair"));
            }
            0x10000 + ((hi - 0xd800) << 10) + (lo - 0xdc00)
        } else {
            hi
        };
        char::from_u32(code).ok_or_else(|| self.error("invalid unicode code point in a \\u escape"))
    }

    /// After an item of a list or object: true at its `close`, false after a comma before
    /// another item.
    fn closes(
        &mut self,
        close: u8,
        eof: &'static str,
        expected: &'static str,
    ) -> Result<bool, SyntaxError> {
        self.space();
        match self.peek() {
            Some(b',') => {
                self.at += 1;
                self.space();
                if self.peek() == Some(close) {
                    return Err(self.error("trailing comma"));
                }
                Ok(false)
            }
            Some(c) if c == close => {
                self.at += 1;
                Ok(true)
            }
            None => Err(self.error(eof)),
            Some(_) => Err(self.error(expected)),
        }
    }

    fn array(&mut self) -> Result<Value, SyntaxError> {
        self.at += 1;
        let mut items = Vec::new();
        self.space();
        if self.peek() == Some(b']') {
            self.at += 1;
            return Ok(Value::Array(items));
        }
        loop {
            self.space();
            if self.peek().is_none() {
                return Err(self.error("EOF while parsing a list"));
            }
            items.push(self.value()?);
            if self.closes(b']', "EOF while parsing a list", "expected `,` or `]`")? {
                return Ok(Value::Array(items));
            }
        }
    }

    fn object(&mut self) -> Result<Value, SyntaxError> {
        self.at += 1;
        let mut entries = Vec::new();
        self.space();
        if self.peek() == Some(b'}') {
            self.at += 1;
            return Ok(Value::Object(entries));
        }
        loop {
            self.space();
            match self.peek() {
                None => return Err(self.error("EOF while parsing an object")),
                Some(b'"') => {}
                Some(_) => return Err(self.error("key must be a string")),
            }
            if entries.len() >= MAX_KEYS {
                return Err(self.over("an object has more than 128 keys", "keys", MAX_KEYS));
            }
            let key = self.string()?;
            self.space();
            match self.peek() {
                Some(b':') => self.at += 1,
                None => return Err(self.error("EOF while parsing an object")),
                Some(_) => return Err(self.error("expected `:`")),
            }
            self.space();
            if self.peek().is_none() {
                return Err(self.error("EOF while parsing an object"));
            }
            let value = self.value()?;
            entries.push((key, value));
            if self.closes(b'}', "EOF while parsing an object", "expected `,` or `}`")? {
                return Ok(Value::Object(entries));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_what_serde_json_parses() {
        let texts = [
            r#"{"a": [1, -2, 3.5, 1e3, true, false, null], "b": {"c": "d\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00"}}"#,
            " [ ] ",
            "{}",
            "0",
            "\"\"",
            "[[[]]]",
            "123456789012345678901234567890",
            "18446744073709551615",
            r#""ünïcödé ✓""#,
        ];
        for t in texts {
            let want: serde_json::Value = serde_json::from_str(t).unwrap();
            let got = parse(t).unwrap_or_else(|e| panic!("{t}: {e}"));
            assert_eq!(to_serde(&got), want, "{t}");
        }
    }

    #[test]
    fn minus_zero_is_a_whole_number() {
        // serde_json reads -0 as a float; here it is the whole number 0 (a coordinate).
        assert_eq!(parse("-0"), Ok(Value::Int(0)));
    }

    fn to_serde(v: &Value) -> serde_json::Value {
        use serde_json::Value as S;
        match v {
            Value::Null => S::Null,
            Value::Bool(b) => S::Bool(*b),
            Value::Int(i) => S::from(*i),
            Value::OtherNumber(t) => match t.parse::<u64>() {
                Ok(u) => S::from(u),
                Err(_) => S::from(t.parse::<f64>().unwrap()),
            },
            Value::String(s) => S::String(s.clone()),
            Value::Array(a) => S::Array(a.iter().map(to_serde).collect()),
            Value::Object(o) => {
                S::Object(o.iter().map(|(k, v)| (k.clone(), to_serde(v))).collect())
            }
        }
    }

    #[test]
    fn refuses_what_serde_json_refuses_and_says_where() {
        let cases = [
            ("", "EOF while parsing a value at line 1 column 1", true),
            ("[1, 2", "EOF while parsing a list at line 1 column 6", true),
            (
                "{\"a\": 1,\n \"b\"",
                "EOF while parsing an object at line 2 column 5",
                true,
            ),
            (
                "\"abc",
                "EOF while parsing a string at line 1 column 5",
                true,
            ),
            ("{\"a\" 1}", "expected `:` at line 1 column 6", false),
            ("[1 2]", "expected `,` or `]` at line 1 column 4", false),
            (
                "{\"a\": 1 \"b\": 2}",
                "expected `,` or `}` at line 1 column 9",
                false,
            ),
            ("{a: 1}", "key must be a string at line 1 column 2", false),
            ("[1,]", "trailing comma at line 1 column 4", false),
            ("[1] x", "trailing characters at line 1 column 5", false),
            (
                "01",
                "invalid number: a leading zero at line 1 column 2",
                false,
            ),
            ("1.", "invalid number at line 1 column 3", true),
            ("-", "EOF while parsing a value at line 1 column 2", true),
            ("tru", "EOF while parsing a value at line 1 column 4", true),
            ("nul!", "expected value at line 1 column 4", false),
            ("\"\\x\"", "invalid escape at line 1 column 3", false),
            (
                "\"\\ud800\"",
                "lone leading surrogate in a \\u escape at line 1 column 8",
                false,
            ),
            (
                "\"a\tb\"",
                "control character in a string (write it as \\n, \\t…) at line 1 column 3",
                false,
            ),
            ("{\"é\": ?}", "expected value at line 1 column 7", false),
        ];
        for (text, want, eof) in cases {
            assert!(
                serde_json::from_str::<serde_json::Value>(text).is_err(),
                "{text}"
            );
            let e = parse(text).unwrap_err();
            assert_eq!(e.to_string(), want, "{text:?}");
            assert_eq!(e.eof, eof, "{text:?}");
        }
    }

    #[test]
    fn objects_hold_at_most_128_keys() {
        let keys = |n: usize| {
            let k: Vec<String> = (0..n).map(|i| format!("\"k{i}\": {i}")).collect();
            format!("{{{}}}", k.join(", "))
        };
        assert!(parse(&keys(MAX_KEYS)).is_ok());
        let e = parse(&keys(MAX_KEYS + 1)).unwrap_err();
        assert_eq!(e.message, "an object has more than 128 keys");
        assert_eq!(e.line, 1);
    }

    #[test]
    fn a_text_holds_at_most_100000_lists_and_objects() {
        let lists = |n: usize| format!("[{}]", vec!["[]"; n].join(","));
        assert!(parse(&lists(MAX_CONTAINERS as usize - 1)).is_ok());
        let e = parse(&lists(MAX_CONTAINERS as usize)).unwrap_err();
        assert_eq!(e.message, "more than 100000 lists and objects");
    }

    #[test]
    fn deep_nesting_is_refused_not_overflowed() {
        let deep = "[".repeat(100_000);
        assert!(parse(&deep).unwrap_err().message.contains("128 deep"));
        let ok = format!("{}{}", "[".repeat(128), "]".repeat(128));
        assert!(parse(&ok).is_ok());
    }
}
