// A scenario's or saved game's error in the reader's language: the engine's `fileProblem` gives
// it as one object, `{message, path, kind, …its values by name}` (docs/FORMATS.md), worded by errors.ftl's
// "error-file-<kind>" with "error-at" for the path; a line of the file's own `tiles` by
// "error-tile-<problem>" (src/tile/problem.rs), and a move refused as a move would be by the
// words of refused moves (refusals.js). A kind without a message here keeps the engine's English
// message, as `fromScenario` and `load` throw it. Pure: no DOM (tests/unit/file-errors.test.mjs).
import { list, t, words } from './i18n.js';
import { refusalWords } from './refusals.js';

/**
 * The engine's `fileProblem` (docs/FORMATS.md "Errors"): its kind, path and English message,
 * and the kind's values by name (a refused move's `play` and `data`, a tile line's `problem`,
 * `tile`, `column`…), varying with the kind: read by name, as the engine writes them.
 * @typedef {{kind?: string, message?: string, path?: string} & Record<string, any>} FileProblem
 */

/**
 * The words of a problem without its path, or null when there are none here.
 * @param {FileProblem} problem
 * @returns {string | null}
 */
function what(problem) {
  if (problem.kind === 'refused') {
    if (!words().has(`error-play-${problem.play}`)) return null;
    return refusalWords({ kind: problem.play, data: problem.data || {} });
  }
  if (problem.kind === 'tile-notation') {
    const id = `error-tile-${problem.problem}`;
    if (!words().has(id)) return null;
    const place = !problem.tile ? 'line' : problem.column ? 'column' : 'tile';
    const { tile, column, word, count, feature } = problem;
    return t('error-file-tile-notation', { place, tile, column, what: t(id, { word, count, feature }) });
  }
  const id = `error-file-${problem.kind}`;
  if (!problem.kind || problem.kind === 'other' || !words().has(id)) return null;
  const args = { ...problem };
  // lists of words: the alternatives there are ("a", "b" or "c"); the players ("Ann" and "Bob")
  for (const [k, v] of Object.entries(args)) if (Array.isArray(v)) args[k] = list(v.map((w) => t('error-quoted', { text: w })), k === 'players' ? 'and' : 'or');
  delete args.message;
  delete args.kind;
  // a whole number's range: from min to max, min or more, or any (null: no bound)
  if (problem.kind === 'wrong-type' || problem.kind === 'out-of-range') {
    args.range = args.min != null && args.max != null ? 'between' : args.min != null ? 'at-least' : 'any';
    for (const k of ['min', 'max']) if (args[k] == null) delete args[k];
  }
  return t(id, args);
}

/**
 * The words of `problem` (the engine's `fileProblem`: `{message, path, kind, …values}`).
 * @param {FileProblem | null | undefined} problem
 */
export function fileProblemWords(problem) {
  if (!problem) return '';
  const text = what(problem);
  if (text === null) return String(problem.message ?? '');
  return problem.path ? t('error-at', { path: problem.path, what: text }) : text;
}

/**
 * The words of the error `thrown` by `GameHandle.fromScenario(text)` (`what`: 'scenario') or
 * `GameHandle.load(text)` ('game'), asking the engine (`engine.fileProblem`) for its kind.
 * @param {{fileProblem: (text: string, what: string) => any}} engine
 * @param {string} text
 * @param {string} what
 * @param {unknown} thrown
 */
export function fileErrorWords(engine, text, what, thrown) {
  try {
    const problem = engine.fileProblem(text, what);
    if (problem) return fileProblemWords(problem);
  } catch {
    // an engine without fileProblem: its English message
  }
  const message = thrown && typeof thrown === 'object' && 'message' in thrown ? thrown.message : null;
  return message ? String(message) : String(thrown);
}
