// The words layer (README "Languages"): every sentence a reader sees is a Fluent message of
// www/locales/<lang>/<area>.ftl (areas: AREAS), formatted by @fluent/bundle (pkg/fluent/bundle.js,
// from the build). Only the reader's language is fetched, only the areas asked for. A missing
// message or a formatting error shows the message's id, reported on the console, never thrown.
// A page loads its words (`loadWords`) and hands them to the shared modules (`useWords`, `t`).
import { FluentBundle, FluentNumber, FluentResource } from '../../pkg/fluent/bundle.js';
import { TEXT_LANGS } from './text.js';

/** The areas (files) a language has, each www/locales/<lang>/<area>.ftl. */
export const AREAS = ['common', 'panel', 'legend', 'embed', 'errors', 'page', 'editor', 'picture', 'index', 'puzzle'];

/**
 * The words of one language: the formatting functions over its FluentBundle.
 * @typedef {object} Words
 * @property {string} lang the language of the files read
 * @property {(id: string, args?: object) => string} t message `id` (`id.attr`) with its arguments
 * @property {(id: string) => boolean} has whether message `id` (or `id.attr`) exists
 * @property {(items: Iterable<unknown>, kind?: string) => string} list "a, b and c" (`'or'`: "a, b or c")
 * @property {(areas: string[]) => Promise<void>} load more areas, once each
 * @property {FluentBundle} bundle
 * @property {string[]} [missing] the areas whose file in this language could not be fetched
 */

/** Where the files are: www/locales/, next to this module. */
const LOCALES = new URL('../locales/', import.meta.url);

/** The language whose files are used for a reader of `lang`: itself when we have it, else English. */
export const wordsLanguage = (/** @type {string} */ lang) => (TEXT_LANGS.includes(lang) ? lang : 'en');

/**
 * The words of `lang` from .ftl texts (an array, or area -> text), at once (Node's tests).
 * @param {string} lang
 * @param {readonly unknown[] | Record<string, unknown> | null} [ftlTexts]
 * @returns {Words}
 */
export function wordsFrom(lang, ftlTexts) {
  const bundle = new FluentBundle([lang, 'en'], { useIsolating: false });
  const texts = Array.isArray(ftlTexts) ? ftlTexts : Object.values(ftlTexts ?? {});
  for (const text of texts) {
    for (const e of bundle.addResource(new FluentResource(String(text ?? '')))) {
      console.error(`[i18n ${lang}] ${e.message}`);
    }
  }
  return makeWords(lang, bundle, () => Promise.resolve([]), AREAS);
}

/**
 * The reader's words: fetches www/locales/<lang>/<area>.ftl for each of `areas` in parallel (a
 * language without files reads English) and resolves to `{ lang, t(id, args), has(id),
 * list(items, kind), load(areas), missing }` (`load`: more areas later, once each). A file that
 * cannot be fetched is replaced by its English one, and its area listed in `missing`. Never rejects.
 * @param {string} lang
 * @param {string[]} [areas]
 * @param {{base?: URL, fetch?: typeof globalThis.fetch}} [opts]
 * @returns {Promise<Words>}
 */
export async function loadWords(lang, areas = ['common'], { base = LOCALES, fetch: get = globalThis.fetch } = {}) {
  const use = wordsLanguage(lang);
  /** @type {string[]} */
  const missing = [];
  const fetchAreas = (/** @type {string[]} */ more) => Promise.all(more.map(async (area) => {
    try {
      return await one(use, area);
    } catch (e) {
      missing.push(area);
      console.error(`[i18n] cannot load ${use}/${area}.ftl: ${e instanceof Error ? e.message : e}`);
      if (use === 'en') return '';
      return one('en', area).catch(() => '');
    }
  }));
  const one = async (/** @type {string} */ l, /** @type {string} */ area) => {
    const res = await get(new URL(`${l}/${area}.ftl`, base));
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return res.text();
  };
  const words = wordsFrom(use, await fetchAreas(areas));
  // `missing`: the areas whose file in this language could not be fetched (offline, say)
  return Object.assign(makeWords(use, words.bundle, fetchAreas, areas), { missing });
}

/** @type {Words | null} */
let current = null;

/** Uses `words` (from `loadWords` or `wordsFrom`) from now on for `t` and `list`. @param {Words} words */
export function useWords(words) {
  current = words;
  return words;
}

/** The words in use (English with no message at all before `useWords`). */
export const words = () => (current ??= wordsFrom('en', []));

/** Message `id` with `args` in the words in use (see `makeWords`'s `t`). */
export const t = (/** @type {string} */ id, /** @type {object} */ args = {}) => words().t(id, args);

/** A list in the words in use: "a, b and c" (`'or'`: "a, b or c"). */
export const list = (/** @type {Iterable<unknown>} */ items, kind = 'and') => words().list(items, kind);

/**
 * A negative number as the page writes it: with the minus sign (U+2212, "−8"), never the hyphen
 * Intl gives in most languages; its plural chosen by its value as any number's.
 */
class MinusNumber extends FluentNumber {
  /** @param {any} scope */
  toString(scope) {
    return super.toString(scope).replace(/^-/, '\u2212');
  }
}

/**
 * The formatting functions over a FluentBundle of language `lang`; `load(areas)` fetches more
 * areas (`fetchAreas`) into it (the legend's words, on its first opening).
 * @param {string} lang
 * @param {FluentBundle} bundle
 * @param {(areas: string[]) => Promise<unknown[]>} fetchAreas
 * @param {string[]} areas
 * @returns {Words}
 */
function makeWords(lang, bundle, fetchAreas, areas) {
  const loaded = new Set(areas);
  const load = async (/** @type {string[]} */ areas) => {
    const more = areas.filter((a) => !loaded.has(a));
    more.forEach((a) => loaded.add(a));
    for (const text of await fetchAreas(more)) {
      for (const e of bundle.addResource(new FluentResource(String(text ?? '')))) console.error(`[i18n ${lang}] ${e.message}`);
    }
  };
  /** @type {Map<string, Intl.ListFormat>} */
  const lists = new Map();
  const listFormat = (/** @type {string} */ kind) => {
    if (!lists.has(kind)) {
      const type = kind === 'or' ? 'disjunction' : 'conjunction';
      lists.set(kind, new Intl.ListFormat(lang, { style: 'long', type }));
    }
    return /** @type {Intl.ListFormat} */ (lists.get(kind));
  };
  /** Whether message `id` (or `id.attribute`) exists. */
  const has = (/** @type {string} */ id) => {
    const [mid, attr] = String(id).split('.');
    const m = bundle.getMessage(mid);
    return Boolean(m && (attr ? m.attributes[attr] : m.value));
  };
  /** Message `id` (`id.attr`: an attribute) with `args` (strings, numbers); on a problem, the id. */
  const t = (/** @type {string} */ id, /** @type {object | undefined} */ args) => {
    const [mid, attr] = String(id).split('.');
    const m = bundle.getMessage(mid);
    const pattern = m && (attr ? m.attributes[attr] : m.value);
    if (!pattern) {
      console.error(`[i18n ${lang}] no message ${id}`);
      return String(id);
    }
    /** @type {Record<string, any>} */
    const clean = {};
    for (const [k, v] of Object.entries(args ?? {})) {
      if (v === undefined || v === null) continue;
      clean[k] = typeof v === 'boolean' ? String(v) : typeof v === 'number' && v < 0 ? new MinusNumber(v) : v;
    }
    /** @type {any[]} */
    const errors = [];
    const text = bundle.formatPattern(pattern, clean, errors);
    if (errors.length) {
      console.error(`[i18n ${lang}] ${id}: ${errors.map((e) => e?.message ?? e).join('; ')}`);
      return String(id);
    }
    return text;
  };
  /** A list in words in this language: "a, b and c" (`'or'`: "a, b or c"). */
  const list = (/** @type {Iterable<unknown>} */ items, kind = 'and') => listFormat(kind).format([...items].map(String));
  return { lang, t, has, list, load, bundle };
}
