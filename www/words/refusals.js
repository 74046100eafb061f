// The engine's refusals in the reader's language: a refused move (GameHandle.play, placeTile,
// placeMeeple, skipMeeple, preview) or a play-by-link code it cannot read (GameHandle.fromLink)
// throws an Error with its `kind` and its `data` (src/wasm.rs; the shapes: docs/FORMATS.md,
// "Refusals"; its `message` is not for the reader: a refused move's is the id of its words).
// `refusalWords` words it by errors.ftl's `error-play-<kind>` and `error-link-<kind>`; the page,
// the embed and the editor all show a refusal through it. The placement problems (B1) are
// `error-problem-<kind>`, shared with the page's hint. Pure: no DOM
// (tests/unit/refusals.test.mjs).
import { t, words } from './i18n.js';
import { FEATURE_KINDS as FEATURES } from '../engine/vocabulary.js';

/**
 * A feature named as a file writes it (`road1`, or a kind's word) as the reader's word.
 * @param {string} name
 * @param {string | undefined} what its kind's word, when the tile has it
 */
function featureName(name, what) {
  const kind = what || name.replace(/\d+$/, '');
  return /** @type {readonly string[]} */ (FEATURES).includes(kind) ? t(`feature-${kind}`) : name;
}

/** @typedef {import('../../types/engine/ProblemView').ProblemView} ProblemView */
/** @typedef {import('../../types/engine/RefusalData').RefusalData} RefusalData */
/**
 * A refusal as the engine throws it: its `kind` (a refused move's: `PlayErrorKind`, a link's:
 * `LinkErrorKind`) and `data` (a move's: view::RefusalData; a link's: `{n?, max?}`), on an
 * Error whose `message` is kept only for an error the engine gave no kind.
 * @typedef {{kind?: unknown, data?: RefusalData | Record<string, number>, message?: string}} Refusal
 */

/** Why a placement does not fit (B1), from the engine's `view::ProblemView` (`{kind, …}`). */
export function problemWords(/** @type {ProblemView | null | undefined} */ problem) {
  if (!problem) return '';
  return t(`error-problem-${problem.kind}`, problem);
}

/**
 * The arguments of a refused move's message: the engine's data as it is (view::RefusalData,
 * types/engine/RefusalData.ts: each shape is its message's arguments), with the words of what
 * it nests — a placement's problem, a feature's kind — added.
 * @param {RefusalData} d
 */
function playArgs(d) {
  if ('problem' in d) return { ...d, problem: problemWords(d.problem) };
  if ('feature' in d) return { ...d, name: featureName(d.feature, d.what) };
  return d;
}

/**
 * The words of a refusal `e` thrown by the engine, in the reader's language; an error the engine
 * gave no kind (or a kind without words here: a newer engine) keeps its message.
 * @param {Refusal | unknown} e
 */
export function refusalWords(e) {
  const r = /** @type {Refusal} */ (e);
  const message = r && r.message ? r.message : String(e);
  if (!r || typeof r.kind !== 'string') return message;
  // the kinds of moves and of links differ (tests/unit/refusals.test.mjs)
  const play = `error-play-${r.kind}`;
  if (words().has(play)) return t(play, playArgs(/** @type {RefusalData} */ (r.data || {})));
  const link = `error-link-${r.kind}`;
  if (words().has(link)) return t(link, r.data || {});
  return message;
}
