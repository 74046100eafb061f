// The embed's first steps, started as soon as the HTML is read: embed.html runs this module
// before embed.js, and its imports are few and preloaded first, so the reader's word files, the
// rule texts of their language, the scenario file and the engine are on their way, and the game
// is built from the file, while the browser still fetches and runs the other modules (time to
// interactive, README "Speed"). embed.js picks up what it started (`start`). While the network is
// busy the main thread also makes what the first frame would otherwise make the first time
// (start-up.js). Errors are ShownErrors, reported by embed.js.

import initEngine, * as engine from '../pkg/carcassonne_mist.js';
import { loadWords, wordsLanguage } from './i18n.js';
import { useRuleLanguage } from './rules.js';
import { EMBED_AREAS, ShownError } from './embed-state.js';
import { readLanguage, readOptions, readSource } from './embed-source.js';
import { nextTask, warmUp } from './start-up.js';

const params = new URLSearchParams(location.search);
const lang = readLanguage(params);
const warnings = readOptions(params); // the theme too, before the first paint

/** The scenario or saved game the address names: `kind` ('scenario' | 'game') and its `raw` value. */
const scenarioRaw = params.get('scenario');
const gameRaw = params.get('game');
const kind = scenarioRaw !== null ? 'scenario' : 'game';

// the words, the rule texts, the file and the engine load at once (only the reader's language)
const words = loadWords(lang, EMBED_AREAS);
const rules = useRuleLanguage(lang);
const reading = scenarioRaw !== null && gameRaw !== null ? Promise.reject(new ShownError('error-both-sources'))
  : scenarioRaw === null && gameRaw === null ? Promise.reject(new ShownError('error-no-source'))
    : readSource(scenarioRaw ?? gameRaw, kind);
const starting = initEngine().then(() => engine, (e) => {
  throw new ShownError('error-engine-missing', { why: e && e.message ? e.message : String(e) });
});

/** `open()`, its error a ShownError that words the file's problem (file-errors.js, in embed.js). */
const checked = (text, open) => {
  try {
    return open();
  } catch (e) {
    throw new ShownError('error-in-file', { kind }, { text, kind, error: e });
  }
};

/**
 * The file read by the engine (its errors say where the problem is, in the reader's language):
 * `{text, first}`, `first` the handle that checked it — a scenario at its start, kept for the
 * first build (embed.js `reuseFirst`); a saved game's is only a check.
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
 * ShownErrors; embed.js awaits `words` first, so that it can word them.
 */
export const start = { params, lang, kind, raw: scenarioRaw ?? gameRaw, warnings, words, rules, engine: starting, reading, opening };
for (const p of [reading, starting, opening]) p.catch(() => {}); // reported by embed.js, in order

warmUp(wordsLanguage(lang));
