// Small words and keys shared by the page, the embed and the outcome panel, and texts in several
// languages. Pure: no DOM, unit tested with `node --test` (tests/unit/text.test.mjs,
// tests/unit/lang.test.mjs).
import { LANGUAGES } from '../engine/vocabulary.js';

/** A coordinate with a real minus sign: −2. */
export const coord = (/** @type {number} */ n) => (n < 0 ? `\u2212${-n}` : String(n));

/** A cell in words: (−1, 2). */
export const at = (/** @type {number} */ x, /** @type {number} */ y) => `(${coord(x)}, ${coord(y)})`;

/** "1 ghost", "3 ghosts". */
export const plural = (/** @type {number} */ n, /** @type {string} */ one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "a", "a and b", "a, b and c" (`last` instead of "and"). @param {readonly string[]} words */
export function joinWords(words, last = 'and') {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${last} ${words[words.length - 1]}`;
}

/** A name inside a sentence, isolated so that its writing direction cannot turn the sentence. */
export const iso = (/** @type {string} */ name) => `\u2068${name}\u2069`;

/** The key of board cell (x, y) in maps: "x,y". */
export const cellKey = (/** @type {number} */ x, /** @type {number} */ y) => `${x},${y}`;

/** The key of a ghost's place: 'supply', or "x,y,feature" for a meeple's or a circle's. */
export const spotKey = (/** @type {'supply' | {kind?: string, x?: number, y?: number, feature?: string} | null | undefined} */ s) => (s === 'supply' || !s || s.kind === 'supply' ? 'supply' : `${s.x},${s.y},${s.feature}`);

/** The word for pressing something: "tap" on a touch screen, "click" with a mouse; "Tap"/"Click" with `capital`. */
export const pressWord = (/** @type {boolean} */ touch, capital = false) => (touch ? (capital ? 'Tap' : 'tap') : (capital ? 'Click' : 'click'));

// Texts in several languages. A scenario's title, description and step captions are a string
// (the same for every reader) or an object of language code -> text with `en` always given
// (docs/FORMATS.md); the reader sees their language's text, else the English one, marked.

/** The languages a text may be written in: English (the fallback) first (the engine's). */
export const TEXT_LANGS = LANGUAGES;

/**
 * The reader's language: the `lang=` option when it is given ("fr", "fr-CA", "FR": its two
 * letters, even a language we have no text in, so that the fallback is marked); else the first of
 * the browser's languages (`navigator.languages`) we have texts in; else English.
 * @param {string | null | undefined} option
 * @param {readonly string[]} [preferred]
 */
export function readerLanguage(option, preferred = []) {
  const two = (/** @type {unknown} */ v) => String(v ?? '').trim().toLowerCase().slice(0, 2);
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
 * @param {unknown} value
 * @param {string} lang
 * @returns {{text: string, lang: string | null, fallback: boolean}}
 */
export function pickText(value, lang) {
  if (value === null || value === undefined) return { text: '', lang: null, fallback: false };
  if (typeof value !== 'object') return { text: String(value), lang: null, fallback: false };
  const texts = /** @type {Record<string, unknown>} */ (value);
  const mine = Object.hasOwn(texts, lang) ? texts[lang] : undefined;
  if (typeof mine === 'string') return { text: mine, lang, fallback: false };
  const en = Object.hasOwn(texts, 'en') && typeof texts.en === 'string' ? texts.en : '';
  return { text: en, lang: 'en', fallback: lang !== 'en' };
}

/** The name of language `code` in the reader's language `inLang` ("anglais"), else `code`. @param {string} code @param {string} inLang */
export function languageName(code, inLang) {
  try {
    return new Intl.DisplayNames([inLang, 'en'], { type: 'language' }).of(code) || code;
  } catch {
    return code;
  }
}
