//! The texts a scenario shows (its title and description, each step's caption), in one
//! language or in several: a string as before, or an object of language code → text with the
//! English text required (docs/FORMATS.md, "Texts in several languages"). The engine keeps them
//! as written; the page and the embed pick the reader's language and fall back to English.

use std::collections::BTreeMap;

use serde::Serialize;

use super::{check_controls, check_length, PositionError};
use crate::json::{ErrorKind, FromJson, Node, PathError, Value};

/// The languages a text may be given in: English (required in an object), French, Dutch,
/// Czech and German.
pub const TEXT_LANGS: &[&str] = &["en", "fr", "nl", "cs", "de"];

/// A title, description or caption: the same words for every reader, or words per language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum LangText {
    /// One text for every language (a JSON string).
    Plain(String),
    /// A text per language code of [`TEXT_LANGS`], `en` always among them (a JSON object).
    Langs(BTreeMap<String, String>),
}

impl Default for LangText {
    fn default() -> Self {
        LangText::Plain(String::new())
    }
}

impl From<&str> for LangText {
    fn from(text: &str) -> Self {
        LangText::Plain(text.to_string())
    }
}

impl LangText {
    /// No text at all (an empty string; an object always has its English text).
    pub fn is_empty(&self) -> bool {
        matches!(self, LangText::Plain(s) if s.is_empty())
    }

    /// The English text (the plain text when there is only one).
    pub fn english(&self) -> &str {
        self.get("en").unwrap_or_default()
    }

    /// The text in `lang` exactly, if it is given (a plain text counts as every language).
    pub fn get(&self, lang: &str) -> Option<&str> {
        match self {
            LangText::Plain(s) => Some(s),
            LangText::Langs(m) => m.get(lang).map(String::as_str),
        }
    }

    /// The text for a reader of `lang` and the language it is in: that language's text, else
    /// the English one. For a plain text the language is unknown (`None`).
    pub fn pick(&self, lang: &str) -> (&str, Option<&str>) {
        match self {
            LangText::Plain(s) => (s, None),
            LangText::Langs(m) => match m.get_key_value(lang) {
                Some((k, v)) => (v, Some(k)),
                None => (self.english(), Some("en")),
            },
        }
    }

    /// The limit of docs/FORMATS.md: each text at most [`super::MAX_TEXT`] bytes. `at` is the field's
    /// path (`steps[2].caption`); a language's text is named `steps[2].caption.fr`.
    pub(crate) fn check(&self, at: &str) -> Result<(), PositionError> {
        self.each(at, check_length)
    }

    /// No invisible control character in any of its texts ([`super::check_controls`]).
    pub(crate) fn check_controls(&self, at: &str) -> Result<(), PositionError> {
        self.each(at, check_controls)
    }

    /// `check` of each text with its path.
    fn each(
        &self,
        at: &str,
        check: fn(&str, &str) -> Result<(), PositionError>,
    ) -> Result<(), PositionError> {
        match self {
            LangText::Plain(s) => check(at, s),
            LangText::Langs(m) => m
                .iter()
                .try_for_each(|(lang, s)| check(&format!("{at}.{lang}"), s)),
        }
    }
}

impl FromJson for LangText {
    fn from_json(node: &Node<'_>) -> Result<Self, PathError> {
        let langs = TEXT_LANGS.join(", ");
        let Value::Object(map) = node.value() else {
            if node.value().as_str().is_none() {
                return Err(node.wrong_type(crate::json::Expected::Texts(
                    TEXT_LANGS.iter().map(|l| l.to_string()).collect(),
                )));
            }
            return node.str().map(|s| LangText::Plain(s.to_string()));
        };
        if let Some((key, _)) = map.iter().find(|(k, _)| !TEXT_LANGS.contains(&k.as_str())) {
            return Err(node.error_of(
                format!(
                    "unknown language `{key}`: a text in several languages is an object whose \
                     keys are the languages {langs} (`en` required)"
                ),
                ErrorKind::UnknownField {
                    field: key.clone(),
                    expected: TEXT_LANGS.iter().map(|l| l.to_string()).collect(),
                },
            ));
        }
        let f = node.object()?;
        let mut texts = BTreeMap::new();
        for lang in TEXT_LANGS {
            if let Some(text) = f.opt::<String>(lang)? {
                texts.insert(lang.to_string(), text);
            }
        }
        if !texts.contains_key("en") {
            return Err(node.error_of(
                format!(
                    "no English text: a text in several languages needs `en`, which readers of \
                     any other language see when theirs is missing (given: {})",
                    map.iter()
                        .map(|(k, _)| format!("`{k}`"))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
                ErrorKind::MissingField { field: "en".into() },
            ));
        }
        Ok(LangText::Langs(texts))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::json::{parse, read};
    use crate::position::MAX_TEXT;

    fn text(json: &str) -> Result<LangText, PathError> {
        read(&parse(json).unwrap())
    }

    #[test]
    fn a_string_or_an_object_of_languages_with_english() {
        assert_eq!(text(r#""Hello""#).unwrap(), LangText::from("Hello"));
        let t = text(r#"{"en": "Hello", "fr": "Bonjour"}"#).unwrap();
        assert_eq!(t.pick("fr"), ("Bonjour", Some("fr")));
        assert_eq!(t.pick("cs"), ("Hello", Some("en")));
        assert_eq!(LangText::from("Hi").pick("fr"), ("Hi", None));
        assert_eq!(
            serde_json::to_string(&t).unwrap(),
            r#"{"en":"Hello","fr":"Bonjour"}"#
        );
    }

    #[test]
    fn wrong_texts_say_what_a_wiki_editor_must_change() {
        let e = text(r#"{"fr": "Bonjour"}"#).unwrap_err().to_string();
        assert!(e.contains("no English text") && e.contains("`fr`"), "{e}");
        let e = text(r#"{"en": "Hi", "es": "Hola"}"#)
            .unwrap_err()
            .to_string();
        assert!(e.contains("unknown language `es`"), "{e}");
        let e = text(r#"{"en": "Hi", "fr": 3}"#).unwrap_err().to_string();
        assert!(e.contains("fr") && e.contains("expected a string"), "{e}");
        let e = text("12").unwrap_err().to_string();
        assert!(
            e.contains("a text, or an object of texts by language"),
            "{e}"
        );
        let long = LangText::Langs(BTreeMap::from([
            ("en".to_string(), "x".to_string()),
            ("de".to_string(), "y".repeat(MAX_TEXT + 1)),
        ]));
        assert_eq!(long.check("title").unwrap_err().at, "title.de");
    }
}
