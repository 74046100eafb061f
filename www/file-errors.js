// A scenario's or saved game's error in the reader's language: the engine's `fileProblem` gives
// its kind, field path and values (src/json.rs ErrorKind), worded by errors.ftl's
// "error-file-<kind>" with "error-at" for the path. A kind without a message here keeps the
// engine's English message, as `fromScenario` and `load` throw it. Pure: no DOM
// (tests/unit/file-errors.test.mjs).
import { list, t, words } from './i18n.js';

/** The values of each kind, in the order the engine gives them (src/json.rs ErrorKind's fields). */
const FIELDS = {
  other: [],
  'bad-json': ['line', 'column', 'eof'],
  'too-large': ['bytes', 'max'],
  'unknown-field': ['field', 'expected'],
  'duplicate-field': ['field'],
  'missing-field': ['field'],
  'wrong-type': ['expected', 'words', 'min', 'max', 'found', 'value'],
  'unknown-word': ['value', 'expected'],
  'out-of-range': ['value', 'min', 'max'],
  'unknown-tile': ['tile'],
  'illegal-placement': ['reason', 'tile'],
  'too-many': ['what', 'max'],
  version: ['version', 'max', 'newer'],
  'wrong-format': ['found', 'expected'],
};

/** The engine's `fileProblem` (`[message, path, kind, ...values]`) as `{message, path, kind, …values}`. */
export function problemOf([message, path, kind, ...values]) {
  const out = { message, path, kind };
  (FIELDS[kind] ?? []).forEach((name, i) => { out[name] = values[i]; });
  return out;
}

/** The words of `problem` (`{message, path, kind, …values}`, see `problemOf`). */
export function fileProblemWords(problem) {
  if (!problem) return '';
  const id = `error-file-${problem.kind}`;
  if (!problem.kind || problem.kind === 'other' || !words().has(id)) return String(problem.message ?? '');
  const args = { ...problem };
  for (const [k, v] of Object.entries(args)) if (Array.isArray(v)) args[k] = list(v.map((w) => t('error-quoted', { text: w })), 'or');
  delete args.message;
  delete args.kind;
  // a whole number's range: from min to max, min or more, or any (null: no bound)
  if ('min' in args || 'max' in args) {
    args.range = args.min != null && args.max != null ? 'between' : args.min != null ? 'at-least' : 'any';
    for (const k of ['min', 'max']) if (args[k] == null) delete args[k];
  }
  const what = t(id, args);
  return problem.path ? t('error-at', { path: problem.path, what }) : what;
}

/**
 * The words of the error `thrown` by `GameHandle.fromScenario(text)` (`what`: 'scenario') or
 * `GameHandle.load(text)` ('game'), asking the engine (`engine.fileProblem`) for its kind.
 */
export function fileErrorWords(engine, text, what, thrown) {
  try {
    const problem = engine.fileProblem(text, what);
    if (problem) return fileProblemWords(problemOf(problem));
  } catch {
    // an engine without fileProblem: its English message
  }
  return thrown && thrown.message ? thrown.message : String(thrown);
}
