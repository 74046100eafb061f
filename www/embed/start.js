// The embed's first steps, started as soon as its module runs: the address read (source.js),
// then the reader's word files, the rule texts of their language, the scenario file and the
// engine asked for at once, and the game built from the file in a task of its own; main.js
// picks up what it started (`start`). While the network is busy the main thread also makes what
// the first frame would otherwise make the first time (dom.js warmUp). Errors are ShownErrors,
// reported by main.js.

import init, { GameHandle, engineVersion, fileProblem, Puzzle, readPuzzles } from '../../pkg/carcassonne_mist.js';

// the engine's parts the embed uses, by name (a namespace object would cost the first load a
// module file of its own: esbuild's export helper, shared with the lazy chunks)
const engineModule = /** @type {typeof import('../../pkg/carcassonne_mist.js')} */ (/** @type {unknown} */ ({ GameHandle, engineVersion, fileProblem, Puzzle, readPuzzles }));
import { loadWords, wordsLanguage } from '../words/i18n.js';
import { useRuleLanguage } from '../words/rules.js';
import { nextTask, warmUp } from '../ui/dom.js';
import { ShownError, readLanguage, readOptions, readSource } from './source.js';

export { ShownError };

/**
 * The word files the embed loads at start (www/locales/<lang>/<area>.ftl), in the reader's
 * language only; "errors" (what stops it) only when something does (main.js), to keep the
 * first load small.
 */
const EMBED_AREAS = ['common', 'panel', 'embed'];

const params = new URLSearchParams(location.search);
const options = {};
const lang = readLanguage(params, options);
const warnings = readOptions(params, options); // the theme too, before the first paint

/** The scenario or saved game the address names: `kind` ('scenario' | 'game') and its `raw` value. */
const scenarioRaw = params.get('scenario');
const gameRaw = params.get('game');
const watchRaw = params.get('watch'); // a live online table (watch.js): its game as a saved game
const puzzleRaw = params.get('puzzle'); // a puzzle found in games (found-puzzle.js): its game as a saved game
const kind = scenarioRaw !== null ? 'scenario' : 'game';

// the words, the rule texts, the file and the engine load at once (only the reader's language)
const words = loadWords(lang, EMBED_AREAS);
const rules = useRuleLanguage(lang);
const starting = init().then(() => engineModule).catch((e) => {
  throw new ShownError('error-engine-missing', { why: e && e.message ? e.message : String(e) });
});
const reading = puzzleRaw !== null && scenarioRaw === null && gameRaw === null ? import('./found-puzzle.js').then((m) => m.puzzleGame(puzzleRaw, starting))
  // (watch.js and the online client only for a live table: not on an example's first load)
  : watchRaw !== null && scenarioRaw === null && gameRaw === null ? import('./watch.js').then((m) => m.watchedGame(watchRaw))
  : scenarioRaw !== null && gameRaw !== null ? Promise.reject(new ShownError('error-both-sources'))
  : scenarioRaw === null && gameRaw === null ? Promise.reject(new ShownError('error-no-source'))
    : readSource(scenarioRaw ?? gameRaw ?? '', kind);

/** `open()`, its error a ShownError that words the file's problem (file-errors.js, in main.js). */
const checked = (/** @type {string} */ text, /** @type {() => any} */ open) => {
  try {
    return open();
  } catch (e) {
    throw new ShownError('error-in-file', { kind }, { text, kind, error: e });
  }
};

/**
 * The file read by the engine (its errors say where the problem is, in the reader's language):
 * `{text, first}`, `first` the handle that checked it — a scenario at its start, kept for the
 * first build (main.js `reuseFirst`); a saved game's is only a check.
 */
const opening = Promise.all([starting, reading]).then(async ([{ GameHandle }, text]) => {
  await nextTask(); // a task of its own, not the end of the one that brought the file
  if (kind === 'scenario') return { text, first: checked(text, () => GameHandle.fromScenario(text)) };
  checked(text, () => GameHandle.load(text)).free();
  return { text, first: null };
});

/**
 * What the start has begun: the address (`params`, the reader's `lang`, the file's `kind` and
 * `raw` value, the `warnings` of readOptions) and promises: `words` (i18n.js loadWords, never
 * rejects), `rules` (the rule texts of the reader's language), `engine` (the module,
 * instantiated), `reading` (the file's text) and `opening` ({text, first}). Their rejections are
 * ShownErrors; main.js awaits `words` first, so that it can word them.
 */
export const start = { params, lang, options, kind, raw: scenarioRaw ?? gameRaw, watch: watchRaw, warnings, words, rules, engine: starting, reading, opening };
for (const p of [reading, starting, opening, rules]) p.catch(() => {}); // reported by main.js, in order

warmUp(wordsLanguage(lang));
