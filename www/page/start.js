// The page's first steps, the first module main.js imports: the reader's word files, the rule
// texts of their language and the engine are asked for at once, before the rest of the page's
// modules run; main.js picks up what it started (`start`). While the network is busy the main
// thread also makes what the first frame would otherwise make the first time (dom.js warmUp).

import init, * as engineModule from '../../pkg/carcassonne_mist.js';
import { loadWords, wordsLanguage } from '../words/i18n.js';
import { useRuleLanguage } from '../words/rules.js';
import { readerLanguage } from '../words/text.js';
import { PAGE_AREAS, chooseLanguage } from '../words/pages.js';
import { nextTask, warmUp } from '../ui/dom.js';

// the reader's language: ?lang=, else the browser's, else English; only its files are fetched
const asked = new URLSearchParams(location.search).get('lang');
const lang = readerLanguage(asked, navigator.languages);
if (asked) chooseLanguage(lang);

/**
 * What the start has begun: the reader's `lang` and promises: `words` (i18n.js loadWords of the
 * page's areas, never rejects), `rules` (the rule texts of the reader's language) and `engine`
 * (the engine's module, instantiated; it rejects when the engine cannot be loaded).
 */
export const start = {
  lang,
  words: loadWords(lang, PAGE_AREAS),
  rules: useRuleLanguage(lang),
  engine: init().then(() => engineModule),
};
start.engine.catch(() => {}); // reported by main.js, in words
warmUp(wordsLanguage(lang)).then(async () => {
  // the browser's first look at this site's storage (the kept games, page/games.js): 10–40 ms
  await nextTask();
  try {
    return localStorage.length + sessionStorage.length;
  } catch {
    return 0; // storage is off: page/games.js says so
  }
});
