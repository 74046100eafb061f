// Texts in several languages. A scenario's title, description and step captions are a string
// (the same for every reader) or an object of language code -> text with `en` always given
// (docs/FORMATS.md); the reader sees their language's text, else the English one, marked.
// Pure: no DOM, tested by node (tests/unit/lang.test.mjs).

/** The languages a text may be written in: English (the fallback) first. */
export const TEXT_LANGS = ['en', 'fr', 'nl', 'cs', 'de'];

/**
 * The reader's language: the `lang=` option when it is given ("fr", "fr-CA", "FR": its two
 * letters, even a language we have no text in, so that the fallback is marked); else the first of
 * the browser's languages (`navigator.languages`) we have texts in; else English.
 */
export function readerLanguage(option, preferred = []) {
  const two = (v) => String(v ?? '').trim().toLowerCase().slice(0, 2);
  const l = two(option);
  if (/^[a-z]{2}$/.test(l)) return l;
  for (const p of Array.isArray(preferred) ? preferred : []) {
    if (TEXT_LANGS.includes(two(p))) return two(p);
  }
  return 'en';
}

/**
 * The text of `value` (a string or an object of texts by language) for a reader of `lang`:
 * `{text, lang, fallback}`, where `lang` is the language the text is written in (`null` for a
 * plain string: it is not said) and `fallback` is true when the reader's language is missing and
 * the English text is shown instead.
 */
export function pickText(value, lang) {
  if (value === null || value === undefined) return { text: '', lang: null, fallback: false };
  if (typeof value !== 'object') return { text: String(value), lang: null, fallback: false };
  if (Object.hasOwn(value, lang) && typeof value[lang] === 'string') return { text: value[lang], lang, fallback: false };
  const en = Object.hasOwn(value, 'en') && typeof value.en === 'string' ? value.en : '';
  return { text: en, lang: 'en', fallback: lang !== 'en' };
}

/** The name of language `code` in the reader's language `inLang` ("anglais"), else `code`. */
export function languageName(code, inLang) {
  try {
    return new Intl.DisplayNames([inLang, 'en'], { type: 'language' }).of(code) || code;
  } catch {
    return code;
  }
}
