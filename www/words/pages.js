// The game page's words in the reader's language: the messages of www/locales/<lang>/page.ftl
// (and the shared areas), loaded by i18n.js, looked up with `t(id, args)`. The page's static
// text is marked in index.html (`data-l10n="id"`, `data-l10n-attrs="title aria-label"` for the
// message's attributes) and worded by `wordDom`; the rest is worded where it is made, from
// `t`. Switching the language (`usePageLanguage`) loads only that language's files, words the
// marked text again and leaves the game alone: main.js then redraws the panel from the view.
// The scenario editor (editor/main.js) words itself the same way, with its own areas.

import { loadWords, useWords } from './i18n.js';
import { TEXT_LANGS, languageName } from './text.js';
import { FEATURE_KINDS } from '../engine/vocabulary.js';

/** The areas of words the page uses (www/locales/<lang>/<area>.ftl). */
export const PAGE_AREAS = ['common', 'panel', 'errors', 'page'];

/**
 * The words in use: until the first language is loaded, the ids themselves.
 * @type {{lang: string, t: (id: string, args?: object) => string, has: (id: string) => boolean,
 *   list: (items: Iterable<string>, kind?: string) => string}}
 */
export const words = { lang: 'en', t: (id) => String(id), has: () => false, list: (items) => [...items].join(', ') };

/**
 * The words of message `id` (`id.attribute` for an attribute) with named arguments.
 * @type {(id: string, args?: object) => string}
 */
export const t = (id, args) => words.t(id, args);

/** A list in words in the page's language: "a, b and c" (`'or'`: "a, b or c"). */
export const list = (/** @type {Iterable<string>} */ items, kind = 'and') => words.list(items, kind);

/** The page's language (the one its words are in). */
export const pageLanguage = () => words.lang;

/** A number in the page's language ("1 234"). */
export const num = (/** @type {number} */ n) => new Intl.NumberFormat(words.lang).format(n);

/**
 * Loads `lang`'s words (only that language, the `areas` asked) and words the marked text of the
 * page again (none when `root` is null). `loading`: the same words, already asked for (page/start.js).
 * @param {string} lang
 * @param {Document | null} [root]
 * @param {string[]} [areas]
 * @param {Promise<any> | null} [loading]
 */
export async function usePageLanguage(lang, root = globalThis.document, areas = PAGE_AREAS, loading = null) {
  const w = await (loading ?? loadWords(lang, areas));
  useWords(w); // the shared modules (outcome.js, mist-view.js, rules.js links) word with the same
  Object.assign(words, { lang: w.lang, t: w.t, has: w.has, list: w.list });
  if (root) {
    root.documentElement.lang = w.lang;
    wordDom(root);
  }
  return w.lang;
}

/**
 * Words every element under `root` marked `data-l10n="id"`: its text from the message's value
 * (with `data-l10n-markup`, the value's <i>…</i> and <b>…</b> become those elements: nothing
 * else is read as markup), and each attribute listed in `data-l10n-attrs` from the message's
 * attribute of that name.
 * @param {ParentNode} root
 */
export function wordDom(root) {
  for (const e of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll('[data-l10n]'))) {
    // (attributes, not `dataset`: the build runs this over the pages in Node, under linkedom)
    const id = e.getAttribute('data-l10n') || '';
    const argsText = e.getAttribute('data-l10n-args');
    const args = argsText ? JSON.parse(argsText) : undefined;
    if (words.has(id)) {
      const text = t(id, args);
      if (e.hasAttribute('data-l10n-markup')) e.replaceChildren(...withMarkup(text, e.ownerDocument));
      else e.textContent = text;
    }
    for (const attr of (e.getAttribute('data-l10n-attrs') || '').split(/\s+/).filter(Boolean)) {
      e.setAttribute(attr, t(`${id}.${attr}`, args));
    }
  }
}

/**
 * Words the scenario index's marked elements (scenarios/index.html): `data-i18n="id"` the text,
 * `data-i18n-title` / `data-i18n-label` the title / aria-label, each a message of its own,
 * worded by `word` (the index's words: a language the page has no words in falls back).
 * @param {ParentNode} root
 * @param {(id: string) => string} word
 */
export function wordIndexDom(root, word) {
  for (const e of root.querySelectorAll('[data-i18n]')) e.textContent = word(e.getAttribute('data-i18n') || '');
  for (const e of root.querySelectorAll('[data-i18n-title]')) e.setAttribute('title', word(e.getAttribute('data-i18n-title') || ''));
  for (const e of root.querySelectorAll('[data-i18n-label]')) e.setAttribute('aria-label', word(e.getAttribute('data-i18n-label') || ''));
}

/**
 * A text's <i>…</i> and <b>…</b> as elements, the rest as text (nothing else is markup).
 * @param {string} text
 * @param {Document} [doc]
 * @returns {(string | HTMLElement)[]}
 */
export function withMarkup(text, doc = globalThis.document) {
  /** @type {(string | HTMLElement)[]} */
  const out = [];
  let last = 0;
  for (const m of text.matchAll(/<(i|b)>(.*?)<\/\1>/g)) {
    out.push(text.slice(last, m.index));
    const e = doc.createElement(m[1]);
    e.textContent = m[2];
    out.push(e);
    last = (m.index ?? 0) + m[0].length;
  }
  out.push(text.slice(last));
  return out.filter((x) => x !== '');
}

/** The words of the board's feature labels ("Road · W–E"), as draw.js `featureLabel` takes them. */
export function featureLabelWords() {
  /** @type {Record<string, string>} */
  const kinds = {};
  for (const k of FEATURE_KINDS) kinds[k] = t(`feature-label-${k}`);
  return { kinds, compass: t('compass-points').split(/\s+/), centre: t('compass-centre') };
}

/**
 * Fills the language switch `select` (index.html's, editor.html's): each language in its own
 * name (English, Français, Nederlands, Čeština, Deutsch), the one in use selected.
 * @param {HTMLSelectElement} select
 */
export function fillLanguageSwitch(select) {
  const own = (/** @type {string} */ code) => {
    const name = languageName(code, code);
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  };
  select.replaceChildren(...TEXT_LANGS.map((code) => Object.assign(select.ownerDocument.createElement('option'), { value: code, lang: code, textContent: own(code) })));
  select.value = pageLanguage();
}

/** The language the reader chose (`?lang=`, or the page's switch), kept in the address; null when
 * the browser's languages chose it (then the address says nothing). */
/** @type {string | null} */
let chosenLanguage = null;

/** Notes the language chosen by `?lang=` or the switch: the page's addresses keep it. @param {string | null | undefined} lang */
export function chooseLanguage(lang) {
  chosenLanguage = lang || null;
}

/** The address `href` ("/www/?seed=3" or "/www/") with the chosen language's `lang=` kept in it. @param {string} href */
export function keepLang(href) {
  if (!chosenLanguage) return href;
  const url = new URL(href, globalThis.location?.href ?? 'http://localhost/');
  url.searchParams.set('lang', chosenLanguage);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Who plays a seat (io/session.js Seat) in a few words, when it is not a person here: the computer and its level, or a friend by link. */
/** @param {{controller?: string, level?: string} | null | undefined} seat */
export function seatWords(seat) {
  // an online table's seat says its own words (page/online.js onlineSeats: connected, away, a computer's level)
  const own = seat && /** @type {{words?: unknown}} */ (seat).words;
  if (typeof own === 'string') return own;
  if (seat && seat.controller === 'computer') return t(`page-computer-${seat.level}`);
  if (seat && seat.controller === 'friend') return t('page-link-seat-remote');
  return '';
}
