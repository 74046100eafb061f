// The editor's questions to the engine: every document the editor makes is loaded by the engine
// (GameHandle.fromScenario), which checks it as it checks any scenario (B1 placements, meeples,
// ghosts conserved, G1…) and answers in words; its steps are played one by one. The editor never
// decides legality itself.

import { errorCell, errorTarget, positionOnly } from './model.js';
import { fileErrorWords } from '../words/file-errors.js';
import { refusalWords } from '../words/refusals.js';
import { t } from '../words/i18n.js';
import { START_TILE } from '../engine/vocabulary.js';

/** @typedef {typeof import('../../pkg/carcassonne_mist.js')} Engine */
/** @typedef {import('../../pkg/carcassonne_mist.js').GameHandle} GameHandle */
/**
 * The engine's refusal of a document: its words, the field it points at, its cell.
 * @typedef {{error: string, at: ReturnType<typeof errorTarget>, cell: ReturnType<typeof errorCell>}} Refused
 */

/** @type {Engine | null} */
let engine = null;

/**
 * The engine's module, once started: every question below comes after startEngine (editor/main.js).
 * @returns {Engine}
 */
const started = () => /** @type {Engine} */ (engine);

/** Starts the wasm module (once). */
export async function startEngine() {
  if (!engine) {
    const e = await import('../../pkg/carcassonne_mist.js');
    await e.default();
    engine = e;
  }
  return engine;
}

/** The engine's version. */
export const engineVersion = () => started().engineVersion();

/**
 * A board to read the sets' tile kinds from while the document's board is still empty.
 * @param {any} doc the scenario being edited (model.js)
 */
function withSomeBoard(doc) {
  return doc.board && doc.board.length ? doc : { ...doc, board: [{ tile: START_TILE, x: 0, y: 0 }] };
}

/**
 * The engine's refusal `e` of `doc` (loaded as `text`): `{error, at, cell}`, its words in the
 * reader's language (file-errors.js, from the engine's kind), the field path (the engine's
 * `fileProblem`, data, not its words) and the cell it points at.
 * @param {any} doc
 * @param {string} text
 * @param {unknown} e
 * @returns {Refused}
 */
function refusal(doc, text, e) {
  let path = null;
  try {
    path = started().fileProblem(text, 'scenario')?.path;
  } catch { /* no problem the engine can name: no place */ }
  const at = errorTarget(path);
  return { error: fileErrorWords(started(), text, 'scenario', e), at, cell: errorCell(doc, at) };
}

/**
 * The game of `doc`'s position (its steps not played), or `{error, at, cell}`: the engine's words,
 * the field path they start with, the cell they point at.
 * @param {any} doc
 * @returns {({game: GameHandle} & Partial<Refused>) | ({game?: undefined} & Refused)}
 */
export function loadPosition(doc) {
  const text = JSON.stringify(positionOnly(doc));
  try {
    return { game: started().GameHandle.fromScenario(text) };
  } catch (e) {
    return refusal(doc, text, e);
  }
}

/**
 * Checks `doc` as the engine does and plays its steps: `{game, steps: [{refused?}], error,
 * at, cell, stepError}`. `game` is at the end of the steps that play (freed by the caller);
 * `stepError` is the first step that does not do what it says (plays when it should be
 * refused, or is refused), with its index. A refused step's `refused` is the engine's refusal
 * in the reader's language (refusals.js).
 * @param {any} doc
 * @returns {{game: GameHandle | null, steps: {refused?: string}[], error: string | null, at: Refused['at'], cell: Refused['cell'],
 *   empty?: boolean, stepError?: {index: number, error: string} | null}}
 */
export function check(doc) {
  if (!doc.board || !doc.board.length) {
    // the players, sets and own tiles are checked on a board of one tile
    const r = loadPosition({ ...withSomeBoard(doc), meeples: [], circles: [], supply: undefined, hand: undefined, bag: [], goal: undefined });
    if (!r.game) return { game: null, steps: [], error: r.error, at: r.at, cell: null };
    r.game.free();
    return { game: null, steps: [], error: t('editor-empty-board'), empty: true, at: null, cell: null };
  }
  /** @type {GameHandle} */
  let game;
  const text = JSON.stringify(doc);
  try {
    game = started().GameHandle.fromScenario(text); // the steps' texts and count too
  } catch (e) {
    return { game: null, steps: [], ...refusal(doc, text, e) };
  }
  /** @type {{refused?: string}[]} */
  const steps = [];
  /** @type {{index: number, error: string} | null} */
  let stepError = null;
  (doc.steps || []).forEach((/** @type {any} */ s, /** @type {number} */ i) => {
    if (stepError) return;
    let refused = null;
    let kind = null;
    try {
      game.play(JSON.stringify(s.do));
    } catch (e) {
      refused = refusalWords(e); // the engine's refusal in the reader's language
      kind = e && typeof e === 'object' && 'kind' in e ? e.kind : null;
    }
    // a step to be refused: by its kind (`refused`), or in a file written before kinds by the
    // engine's English words (`error`, which the native scenario test checks)
    const want = s.refused && typeof s.refused === 'object' ? s.refused.kind : null;
    if (s.error || want) {
      if (refused === null) {
        stepError = { index: i, error: want ? t('editor-step-not-refused-kind', { n: i + 1 }) : t('editor-step-not-refused', { n: i + 1, error: s.error }) };
      } else if (want && kind !== want) {
        stepError = { index: i, error: t('editor-step-refused-otherwise', { n: i + 1, why: refused }) };
      } else steps.push({ refused });
    } else if (refused !== null) {
      stepError = { index: i, error: t('editor-step-broken', { n: i + 1, why: refused }) };
    } else {
      steps.push({});
    }
  });
  return { game, steps, stepError, error: null, at: null, cell: null };
}

/**
 * The tile kinds of `doc`'s sets and own tiles (`kinds()`), or the engine's error.
 * @param {any} doc
 */
export function kindsOf(doc) {
  // (without a puzzle's goal: it asks for a tile in hand, which this position has not)
  const r = loadPosition({ ...withSomeBoard(doc), meeples: [], circles: [], supply: undefined, hand: undefined, bag: [], current: undefined, scores: undefined, guard_supply: undefined, goal: undefined });
  if (!r.game) return { kinds: [], error: r.error, at: r.at };
  try {
    return { kinds: r.game.kinds() };
  } finally {
    r.game.free();
  }
}

/**
 * Where tile kind `tile` may be laid next to `doc`'s board (B1): `{placements: [{x, y,
 * rotation, same}], game}` from the engine's legal placements with that tile in hand (the game
 * answers placementProblem for the other cells; freed by the caller), or `{error}`.
 * @param {any} doc
 * @param {string} tile
 */
export function placementsFor(doc, tile) {
  // (the position with another tile in hand: a puzzle's goal is about the file's own)
  const r = loadPosition({ ...doc, hand: tile, bag: [], current: undefined, goal: undefined });
  if (!r.game) return { placements: /** @type {import('../../types/engine/PlacementView').PlacementView[]} */ ([]), error: r.error };
  const v = r.game.view();
  if (v.hand_id !== tile) {
    r.game.free();
    return { placements: /** @type {import('../../types/engine/PlacementView').PlacementView[]} */ ([]), error: t('editor-fits-nowhere', { tile }) };
  }
  return { placements: r.game.legalPlacements(), game: r.game };
}
