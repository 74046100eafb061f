// The embed's state and elements: the options read from the address (by embed/start.js), the
// scenario's steps and how many are played, the reader's own moves, the game and its view, the
// placement shown; the words in the reader's language (t: i18n.js). Below embed/main.js and its
// embed/*.js modules.

import { playerColour as colourOf } from '../render/colours.js';
import { $ } from '../ui/dom.js';
import { coord } from '../words/text.js';
import { t, words } from '../words/i18n.js';

export { t };

export const MAX_TILE_PX = 130; // largest cell on screen, in CSS pixels
export const SUPPLY_BAND = 30; // CSS pixels at the top of the board kept for the ghost supply

/** The embed's elements, by id: found when its main() starts (`bindElements`), not at import. */
function findElements() {
  return {
    title: $('title'), description: $('description'), ruleLinks: $('rule-links'), about: $('about'),
    board: /** @type {HTMLCanvasElement} */ ($('board')), boardWrap: $('board-wrap'), notice: $('notice'),
    hand: /** @type {HTMLCanvasElement} */ ($('hand')), rotate: $('rotate'),
    back: /** @type {HTMLButtonElement} */ ($('back')),
    next: /** @type {HTMLButtonElement} */ ($('next')), reset: $('reset'), stepCount: $('step-count'),
    caption: $('caption'),
    status: $('status'),
    outcomeBox: $('outcome-box'), outcomeTitle: $('outcome-title'), outcome: $('outcome'), place: $('place'),
    actionsBox: $('actions-box'), actionsTitle: $('actions-title'), actions: $('actions'),
    happenedBox: $('happened-box'), happenedTitle: $('happened-title'), happened: $('happened'),
    players: $('players'), supply: $('supply'),
    error: $('error'), errorTitle: $('error-title'), errorText: $('error-text'), legendButton: $('legend-button'),
    cursorWords: $('cursor-words'),
  };
}

/** The embed's elements, by id (filled by `bindElements`, the first thing the entry's main() does). */
export const el = /** @type {ReturnType<typeof findElements>} */ ({});

/** Finds the embed's elements: main.js calls it first, once the document is there. */
export function bindElements() {
  Object.assign(el, findElements());
}

/**
 * Everything the embed knows: its state, one declared type, made here once. `engine`, `game` and
 * `view` are set before any input is wired (main.js); what may be absent says so (`| null`).
 * @typedef {{x: number, y: number}} Cell
 * @typedef {Cell & {rotation: number}} Placement
 * @typedef {object} EmbedState
 * @property {string} lang the language of the words shown (i18n.js wordsLanguage)
 * @property {string} readerLang the reader's language as asked (lang=): scenario texts and rule texts
 * @property {boolean} interactive
 * @property {typeof import('../../pkg/carcassonne_mist.js')} engine
 * @property {{kind: string, doc: any} | null} source what the address opened ('scenario' or 'game', and its document)
 * @property {{do: any, caption: any, error: any}[]} steps the scenario's steps (or the saved game's actions)
 * @property {() => import('../../pkg/carcassonne_mist.js').GameHandle} base a new game at the start of the steps
 * @property {number} n scenario steps applied
 * @property {any[]} free the reader's own actions after step n (interactive)
 * @property {import('../../pkg/carcassonne_mist.js').GameHandle} game
 * @property {import('../../types/engine/KindView').KindView[]} kinds
 * @property {any[]} geoms the kinds' drawing geometry (render/draw.js kindGeometries)
 * @property {import('../../types/engine/GameView').GameView} view
 * @property {import('../../types/engine/PlacementView').PlacementView[]} legal
 * @property {Map<string, Set<number>>} legalAt "x,y" → the rotations at which the tile fits there
 * @property {number} rotation
 * @property {(Cell & {rotation: number | null}) | null} showOption from ?show=, until the first step (its rotation chosen by main.js checkShowOption when the address gives none)
 * @property {boolean} showNone
 * @property {Placement | null} hover the placement under the pointer
 * @property {Placement | null} pinned the placement clicked (or chosen by the keys)
 * @property {Set<string> | null} outcomeMarks the board labels the hovered outcome line names
 * @property {any} marksFor the preview they belong to
 * @property {{step: any, items: {text: string, cls?: string, error?: any}[]} | null} result what the last action did (main.js describeResult)
 * @property {string} problem a notice on the board (a ?show= that is not legal, a step that fails)
 * @property {(() => string) | null} [problemWords] the notice worded again in the reader's words
 * @property {(() => void) | null} afterShow a puzzle's verdict, worded again after each show (puzzle.js; null: no puzzle)
 * @property {Map<string, any>} previewCache
 * @property {number} dpr
 * @property {number} width the board's size, CSS pixels
 * @property {number} height
 * @property {number} handWidth the tile in hand's canvas, CSS pixels (read with the board's size)
 */

/** @type {EmbedState} */
export const state = {
  lang: 'en',
  readerLang: 'en',
  interactive: true,
  engine: /** @type {any} */ (null), // set by main.js before anything reads it
  source: null,
  steps: [],
  base: () => { throw new Error('no game yet'); },
  n: 0,
  free: [],
  game: /** @type {any} */ (null), // set by rebuild before anything reads it
  kinds: [],
  geoms: [],
  view: /** @type {any} */ (null), // set by rebuild before anything reads it
  legal: [],
  legalAt: new Map(),
  rotation: 0,
  showOption: null,
  showNone: false,
  hover: null,
  pinned: null,
  outcomeMarks: null,
  marksFor: null,
  result: null,
  problem: '',
  afterShow: null,
  previewCache: new Map(),
  dpr: 1,
  width: 0,
  height: 0,
  handWidth: 0,
};

export function nextStep() {
  if (state.free.length) return null;
  return state.n < state.steps.length ? state.steps[state.n] : null;
}

/** The placement of the next scenario step, if it places a tile now. */
export function nextStepPlacement() {
  const s = nextStep();
  if (!s || s.error || !s.do || s.do.type !== 'place-tile' || !state.view || state.view.phase !== 'place-tile') return null;
  return { x: s.do.x, y: s.do.y, rotation: s.do.rotation ?? 0 };
}

export function shownPlacement() {
  const v = state.view;
  if (!v || v.phase !== 'place-tile') return null;
  if (state.hover) return state.hover;
  if (state.pinned) return state.pinned;
  if (state.showOption) return /** @type {Placement} */ (state.showOption); // its rotation chosen by main.js checkShowOption
  if (state.showNone) return null;
  return nextStepPlacement();
}

/**
 * refusals.js's `refusalWords`, once it and errors.ftl are loaded (`loadRefusalWords`).
 * @type {((e: unknown) => string) | null}
 */
let refusalWords = null;
let refusalLoading = null;
/** Called when the refusal words arrive, to word again what was shown before (embed/main.js). */
export const refusalHooks = { loaded: () => {} };

/**
 * The words and the module that word the engine's refusals (refusals.js over errors.ftl),
 * fetched once, when the embed is interactive and a step is refused, or when a refusal shows.
 */
export function loadRefusalWords() {
  refusalLoading ??= Promise.all([words().load(['errors']), import('../words/refusals.js')]).then(([, m]) => {
    refusalWords = m.refusalWords;
    document.body.dataset.refusalWords = '1';
    refusalHooks.loaded();
  });
  return refusalLoading;
}

/**
 * A refusal `e` the engine threw, in the reader's language (refusals.js); until those words
 * are loaded, "…" for a refusal with a kind (its message is not for the reader) or the message
 * of another error, worded again when they arrive.
 * @param {any} e
 */
export function refusalText(e) {
  if (refusalWords) return refusalWords(e);
  loadRefusalWords().catch((/** @type {any} */ err) => console.error(`the refusal words cannot be loaded: ${err && err.message ? err.message : err}`));
  if (e && typeof e.kind === 'string') return '…';
  return e && e.message ? e.message : String(e);
}

/**
 * The preview of placement `p` (cached for the state shown), or `{error}`: why there is none.
 * @param {{x: number, y: number, rotation: number}} p
 */
export function previewOf(p) {
  const key = `${p.x},${p.y},${p.rotation}`;
  if (!state.previewCache.has(key)) {
    let pv = null;
    try {
      pv = state.game.preview(p.x, p.y, p.rotation);
    } catch (e) {
      pv = { error: refusalText(e) };
    }
    state.previewCache.set(key, pv);
  }
  return state.previewCache.get(key);
}

/**
 * Player i's colour (render/colours.js: its own when plain, else as its name says, else the palette's).
 * @param {number} i
 */
export function playerColour(i) {
  return colourOf(state.view && state.view.players, i);
}

/** A coordinate with a real minus sign, as the outcome panel writes them. */
export const num = coord;

export function handRotation() {
  const p = shownPlacement();
  return p ? p.rotation : state.rotation;
}

/**
 * The theme's value of CSS custom property `name` (embed.css), else `fallback`.
 * @param {string} name
 * @param {string} fallback
 */
export function cssVar(name, fallback) {
  const v = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return v || fallback;
}
