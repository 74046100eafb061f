// The words of the .ftl files for Node's tests: `useLanguage(lang)` reads www/locales/<lang>/
// (every area there is) and hands them to i18n.js's `useWords`, as a page does at start-up.
import { existsSync, readFileSync } from 'node:fs';
import { AREAS, useWords, wordsFrom } from '../../www/words/i18n.js';

export const LOCALES = new URL('../../www/locales/', import.meta.url);

/** The texts of `lang`'s files, by area (the areas that have a file). */
export function ftlTexts(lang) {
  const out = {};
  for (const area of AREAS) {
    const file = new URL(`${lang}/${area}.ftl`, LOCALES);
    if (existsSync(file)) out[area] = readFileSync(file, 'utf8');
  }
  return out;
}

/** Uses `lang`'s words (all its files) in i18n.js's `t`; returns them. */
export const useLanguage = (lang = 'en') => useWords(wordsFrom(lang, ftlTexts(lang)));
