// The embed's state and elements: the options read from the address (by embed/start.js), the
// scenario's steps and how many are played, the reader's own moves, the game and its view, the
// placement shown; the words in the reader's language (t: i18n.js). Below embed/main.js and its
// embed-*.js modules.

import { playerColour as colourOf } from '../render/colours.js';
import { $ } from '../ui/dom.js';
import { coord } from '../words/text.js';
import { t, words } from '../words/i18n.js';

export { t };

/**
 * The actions embed/main.js defines, for the modules below it: set once by main.js at start-up
 * (they cannot import it). Each one's type is main.js's function, so "go to definition" leads there.
 * @type {{
 *   playFree: typeof import('./main.js').playFree,
 * }}
 */
export const app = /** @type {any} */ ({});

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

export const state = {
  lang: 'en', // the language of the words shown (i18n.js wordsLanguage)
  readerLang: 'en', // the reader's language as asked (lang=): scenario texts and rule texts
  interactive: true,
  engine: /** @type {typeof import('../../pkg/carcassonne_mist.js')} */ (null),
  source: null, // {kind: 'scenario' | 'game', text, doc}
  steps: [], // [{do, caption, error}]
  n: 0, // scenario steps applied
  free: [], // the reader's own actions after step n (interactive)
  game: /** @type {import('../../pkg/carcassonne_mist.js').GameHandle} */ (null),
  kinds: /** @type {import('../engine/views.js').KindView[]} */ ([]),
  geoms: [],
  view: /** @type {import('../engine/views.js').GameView} */ (null),
  legal: /** @type {import('../engine/views.js').PlacementView[]} */ ([]),
  legalAt: new Map(), // "x,y" -> Set of rotations
  rotation: 0,
  showOption: null, // {x, y, rotation?} from ?show=, until the first step
  showNone: false,
  hover: null, // {x, y, rotation}
  pinned: null,
  cursor: null, // {x, y}: the keyboard's cell (cursor.js)
  outcomeMarks: null, // Set of the board labels the hovered outcome line names
  marksFor: null, // the preview they belong to
  result: null, // what the last action did: {title, items: [{text, cls}]}
  problem: '', // a notice on the board (a ?show= that is not legal, a step that fails)
  previewCache: new Map(),
  dpr: 1,
  width: 0,
  height: 0,
  handWidth: 0, // the tile in hand's canvas, CSS pixels (read with the board's size)
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
  if (state.showOption) return state.showOption;
  if (state.showNone) return null;
  return nextStepPlacement();
}

/** refusals.js's `refusalWords`, once it and errors.ftl are loaded (`loadRefusalWords`). */
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
 * are loaded, its English message, worded again when they arrive.
 */
export function refusalText(e) {
  if (refusalWords) return refusalWords(e);
  loadRefusalWords().catch((err) => console.error(`the refusal words cannot be loaded: ${err && err.message ? err.message : err}`));
  return e && e.message ? e.message : String(e);
}

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

/** Player i's colour (draw.js: its own when plain, else as its name says, else the palette's). */
export function playerColour(i) {
  return colourOf(state.view && state.view.players, i);
}

/** A coordinate with a real minus sign, as the outcome panel writes them. */
export const num = coord;

export function handRotation() {
  const p = shownPlacement();
  return p ? p.rotation : state.rotation;
}

export function cssVar(name, fallback) {
  const v = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return v || fallback;
}
