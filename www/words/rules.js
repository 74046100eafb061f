// The rule texts the page and the embed link every rule id to, generated from docs/RULES.md and
// its translations docs/rules/RULES.<lang>.md (scripts/rules-to-js.mjs writes www/words/rules/*.js).
//
//   RULES                   rule id -> {title, text}, in English (always loaded: the fallback)
//   useRuleLanguage(lang)   loads the rule texts of the reader's language (only that one), once
//   ruleText(id, lang)      {title, text, lang, fallback} in `lang` (default: the one in use),
//                           else in English with fallback: true; null for an unknown id
import { RULES } from './rules/en.js';
import { LANGUAGES } from '../engine/vocabulary.js';

export { RULES };

/** The languages the rule texts are written in (the engine's languages). */
export const RULE_LANGS = LANGUAGES;

// one literal import per language, so that only the reader's file is fetched
const LOADERS = {
  fr: () => import('./rules/fr.js'),
  nl: () => import('./rules/nl.js'),
  cs: () => import('./rules/cs.js'),
  de: () => import('./rules/de.js'),
};

const loaded = new Map([['en', RULES]]);
let current = 'en';

const base = (/** @type {string | null | undefined} */ lang) => String(lang || 'en').trim().toLowerCase().slice(0, 2);

/** Loads the rule texts of `lang` (if they exist) and uses them from now on; resolves to
 * whether they are there. A language without texts (or a failed load) shows English.
 * @param {string} lang */
export async function useRuleLanguage(lang) {
  current = base(lang);
  if (!loaded.has(current) && Object.hasOwn(LOADERS, current)) {
    try {
      loaded.set(current, (await LOADERS[/** @type {keyof typeof LOADERS} */ (current)]()).RULES);
    } catch {
      // English it is: ruleText marks the fallback
    }
  }
  return loaded.has(current);
}

/** The language the rule texts are shown in (as asked; ruleText falls back per rule). */
export const ruleLanguage = () => current;

/** Rule `id`'s title and text in `lang` (default: the language in use), or in English with
 * `fallback: true` when that language lacks it (or is not loaded); null for an unknown id.
 * @param {string} id
 * @param {string} [lang]
 * @returns {{title: string, text: string, lang: string, fallback: boolean} | null} */
export function ruleText(id, lang = current) {
  const l = base(lang);
  const table = /** @type {Record<string, {title: string, text: string}> | undefined} */ (loaded.get(l));
  const r = table && Object.hasOwn(table, id) ? table[id] : null;
  if (r) return { title: r.title, text: r.text, lang: l, fallback: false };
  if (!Object.hasOwn(RULES, id)) return null;
  const en = /** @type {Record<string, {title: string, text: string}>} */ (RULES)[id];
  return { title: en.title, text: en.text, lang: 'en', fallback: l !== 'en' };
}
