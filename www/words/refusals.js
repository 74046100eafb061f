// The engine's refusals in the reader's language: a refused move (GameHandle.play, placeTile,
// placeMeeple, skipMeeple, preview) or a play-by-link code it cannot read (GameHandle.fromLink)
// throws an Error with its English `message`, its `kind` and its `data` (src/wasm.rs; the
// shapes: docs/FORMATS.md, "Refusals"). `refusalWords` words it by errors.ftl's
// `error-play-<kind>` and `error-link-<kind>`; the page, the embed and the editor all show a
// refusal through it. The placement problems (B1) are `error-problem-<kind>`, shared with the
// page's hint. Pure: no DOM (tests/unit/refusals.test.mjs).
import { t, words } from './i18n.js';
import { FEATURE_KINDS as FEATURES } from '../engine/vocabulary.js';

/** A feature named as a file writes it (`road1`, or a kind's word) as the reader's word. */
function featureName(name, what) {
  const kind = what || String(name ?? '').replace(/\d+$/, '');
  return FEATURES.includes(kind) ? t(`feature-${kind}`) : String(name ?? '');
}

/** Why a placement does not fit (B1), from the engine's `view::ProblemView` (`{kind, …}`). */
export function problemWords(problem) {
  if (!problem) return '';
  if (problem.kind === 'refused') return problem.text;
  return t(`error-problem-${problem.kind}`, problem);
}

/**
 * The arguments of a refused move's message: the engine's data as it is (view::RefusalData,
 * types/engine/RefusalData.ts: each shape is its message's arguments), with the words of what
 * it nests — a placement's problem, a feature's kind — added.
 * @param {Record<string, any>} d
 */
function playArgs(d) {
  const args = { ...d };
  if (d.problem && typeof d.problem === 'object') args.problem = problemWords(d.problem);
  if (typeof d.feature === 'string') args.name = featureName(d.feature, d.what);
  return args;
}

/**
 * The words of a refusal `e` thrown by the engine, in the reader's language; an error the engine
 * gave no kind (or a kind without words here: a newer engine) keeps its English message.
 */
export function refusalWords(e) {
  const message = e && e.message ? e.message : String(e);
  if (!e || typeof e.kind !== 'string') return message;
  // the kinds of moves and of links differ (tests/unit/refusals.test.mjs)
  const play = `error-play-${e.kind}`;
  if (words().has(play)) return t(play, playArgs(e.data || {}));
  const link = `error-link-${e.kind}`;
  if (words().has(link)) return t(link, e.data || {});
  return message;
}
