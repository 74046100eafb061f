// The words of the .ftl files for Node's tests: `useLanguage(lang)` reads www/locales/<lang>/
// (every area there is) and hands them to i18n.js's `useWords`, as a page does at start-up.
import { existsSync, readFileSync } from 'node:fs';
import { AREAS, useWords, wordsFrom } from '../../www/words/i18n.js';

export const LOCALES = new URL('../../www/locales/', import.meta.url);

/**
 * The texts of `lang`'s files, by area (the areas that have a file).
 * @param {string} lang
 */
export function ftlTexts(lang) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const area of AREAS) {
    const file = new URL(`${lang}/${area}.ftl`, LOCALES);
    if (existsSync(file)) out[area] = readFileSync(file, 'utf8');
  }
  return out;
}

/** Uses `lang`'s words (all its files) in i18n.js's `t`; returns them. */
export const useLanguage = (lang = 'en') => useWords(wordsFrom(lang, ftlTexts(lang)));

/**
 * A seeded generator of numbers in [0, 1) (mulberry32): the same positions at every run.
 * @param {number} seed
 */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
