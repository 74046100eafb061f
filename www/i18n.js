// The words layer: every user-visible sentence is a message of a Fluent file
// (www/locales/<lang>/<area>.ftl, Mozilla's Fluent syntax: plural and gender selectors, named
// variables), formatted here by @fluent/bundle (pkg/fluent/bundle.js, placed by the build:
// scripts/vendor-fluent.mjs). Only the reader's language is fetched, and only the areas a view
// asks for; every language has every message (tests/unit/locales.test.mjs). Areas:
//   common  names several views use: colours, features, pieces, sets, rule titles
//   panel   the outcome panel and the mist words (outcome.js, mist-view.js)
//   embed   the embed's chrome (embed*.js)
//   errors  what a wiki editor meets: scenario and saved-game errors, play and load errors
//   page    the page's own chrome, dialogs, turn log, scoring lines, seats
// A missing message or a formatting error is reported (console.error) and shows the message's
// id: never an exception. Node's tests use `wordsFrom` with the files' texts. A page loads its
// words once (`loadWords`) and hands them to the shared modules with `useWords`; they call `t`.
import { FluentBundle, FluentResource } from '../pkg/fluent/bundle.js';
import { TEXT_LANGS } from './lang.js';

/** The areas (files) a language has, each www/locales/<lang>/<area>.ftl. */
export const AREAS = ['common', 'panel', 'embed', 'errors', 'page'];

/** Where the files are: www/locales/, next to this module. */
const LOCALES = new URL('./locales/', import.meta.url);

/** The language whose files are used for a reader of `lang`: itself when we have it, else English. */
export const wordsLanguage = (lang) => (TEXT_LANGS.includes(lang) ? lang : 'en');

/**
 * The words of `lang` from Fluent texts (an array of .ftl texts, or an object area -> text), at
 * once: `{ lang, t(id, args), has(id), list(items, kind) }` (see `makeWords`). Parse errors and
 * an id given twice are reported on the console; the rest of the file still works.
 */
export function wordsFrom(lang, ftlTexts) {
  const bundle = new FluentBundle([lang, 'en'], { useIsolating: false });
  const texts = Array.isArray(ftlTexts) ? ftlTexts : Object.values(ftlTexts ?? {});
  for (const text of texts) {
    for (const e of bundle.addResource(new FluentResource(String(text ?? '')))) {
      console.error(`[i18n ${lang}] ${e.message}`);
    }
  }
  return makeWords(lang, bundle);
}

/**
 * The reader's words: fetches www/locales/<lang>/<area>.ftl for each of `areas` in parallel (only
 * that language; a language we have no files in reads English) and resolves to
 * `{ lang, t(id, args), has(id), list(items, kind) }`. A file that cannot be fetched is reported
 * and replaced by its English file, else left out (its messages then show their ids). Never rejects.
 */
export async function loadWords(lang, areas = ['common'], { base = LOCALES, fetch: get = globalThis.fetch } = {}) {
  const use = wordsLanguage(lang);
  const one = async (l, area) => {
    const res = await get(new URL(`${l}/${area}.ftl`, base));
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return res.text();
  };
  const texts = await Promise.all(areas.map(async (area) => {
    try {
      return await one(use, area);
    } catch (e) {
      console.error(`[i18n] cannot load ${use}/${area}.ftl: ${e?.message ?? e}`);
      if (use === 'en') return '';
      return one('en', area).catch(() => '');
    }
  }));
  return wordsFrom(use, texts);
}

// The words in use (the reader's), for the modules shared by the page and the embed (outcome.js,
// mist-view.js): each page loads its words once at start-up and hands them over with `useWords`.
let current = null;

/** Uses `words` (from `loadWords` or `wordsFrom`) from now on for `t` and `list`. */
export function useWords(words) {
  current = words;
  return words;
}

/** The words in use (English with no message at all before `useWords`). */
export const words = () => (current ??= wordsFrom('en', []));

/** Message `id` with `args` in the words in use (see `makeWords`'s `t`). */
export const t = (id, args) => words().t(id, args);

/** A list in the words in use: "a, b and c" (`'or'`: "a, b or c"). */
export const list = (items, kind = 'and') => words().list(items, kind);

/** The formatting functions over a FluentBundle of language `lang`. */
function makeWords(lang, bundle) {
  const lists = new Map();
  const listFormat = (kind) => {
    if (!lists.has(kind)) {
      const type = kind === 'or' ? 'disjunction' : 'conjunction';
      lists.set(kind, new Intl.ListFormat(lang, { style: 'long', type }));
    }
    return lists.get(kind);
  };
  /** Whether message `id` (or `id.attribute`) exists. */
  const has = (id) => {
    const [mid, attr] = String(id).split('.');
    const m = bundle.getMessage(mid);
    return Boolean(m && (attr ? m.attributes[attr] : m.value));
  };
  /**
   * The words of message `id` (`id.attribute` for an attribute) with named arguments `args`
   * (strings, numbers; a list is worded first with `list`). Undefined and null arguments are left
   * out. On a missing message or a formatting error: the id, reported on the console.
   */
  const t = (id, args) => {
    const [mid, attr] = String(id).split('.');
    const m = bundle.getMessage(mid);
    const pattern = m && (attr ? m.attributes[attr] : m.value);
    if (!pattern) {
      console.error(`[i18n ${lang}] no message ${id}`);
      return String(id);
    }
    const clean = {};
    for (const [k, v] of Object.entries(args ?? {})) {
      if (v !== undefined && v !== null) clean[k] = typeof v === 'boolean' ? String(v) : v;
    }
    const errors = [];
    const text = bundle.formatPattern(pattern, clean, errors);
    if (errors.length) {
      console.error(`[i18n ${lang}] ${id}: ${errors.map((e) => e?.message ?? e).join('; ')}`);
      return String(id);
    }
    return text;
  };
  /** A list in words in this language: "a, b and c" (`'or'`: "a, b or c"). */
  const list = (items, kind = 'and') => listFormat(kind).format([...items].map(String));
  return { lang, t, has, list };
}
