// What the player looks up on the page (issue 43): a placed feature (pointed at, tapped, or
// named by the I key on the keyboard's cursor; a scoring line hovered or focused) outlined whole
// on the board with its words in the board's tip; the final scoring walked step by step, each
// step's feature outlined; and the tiles left by kind, opened from the tile counter (Shift+T).
// The facts are the engine's (`featureAt`, `tilesLeft`); the words words/inspect-words.js'.

import { featureHover, showFeatureTip } from '../ui/inspect.js';
import { openTilesLeft } from '../ui/tiles-left.js';
import { make } from '../ui/dom.js';
import { featureSentence } from '../words/inspect-words.js';
import { eventWords } from '../words/log-words.js';
import { cellKey } from '../words/text.js';
import { t } from '../words/pages.js';
import { bank, cursorCell, inspected, keepInView, requestRender } from './board.js';
import { sayToPointer } from './text-board.js';
import { el, state } from './state.js';

/** The feature outlined on the board now (pointed at, chosen by a key or a scoring line). */
export const feature = featureHover();

/** The scene's `feature` for the page's board (render/scene.js), or null. */
export const featureScene = () => {
  if (!state.view) return null;
  if (group.spots && group.view === state.view) return { spots: group.spots, kinds: state.kinds };
  return feature.scene(state.view, state.kinds);
};

/** The features of a row of the final table (a category), outlined together while it is pointed at or focused. */
const group = {
  /** @type {object | null} */
  view: null,
  /** @type {{x: number, y: number, feature: string}[] | null} */
  spots: null,
};

/** The final table's category (`roads`…) → the feature kind its scorings are of. */
/** @type {Record<string, string>} */
const CATEGORY_KIND = { roads: 'road', cities: 'city', monasteries: 'monastery', fields: 'field', castles: 'castle' };

/**
 * Outlines every feature that scored points in the final table's row `category` (B4, B5, K1),
 * or none (`category` null). Notes the areas on the canvas (`data-feature`) for tests and tools.
 * @param {string | null} category
 */
function showCategory(category) {
  const v = state.view;
  const kind = category && CATEGORY_KIND[category];
  if (!v || !kind) {
    if (group.spots) {
      group.spots = null;
      delete el.board.dataset.feature;
      delete el.board.dataset.featureKind;
      requestRender();
    }
    return;
  }
  const spots = [];
  const seen = new Set();
  for (const e of v.events) {
    if (e.kind !== kind || !e.players.length || !e.points) continue;
    const info = state.game.featureAt(e.x, e.y, e.feature);
    for (const s of (info && info.spots) || []) {
      const key = `${s.x},${s.y},${s.feature}`;
      if (!seen.has(key)) {
        seen.add(key);
        spots.push(s);
      }
    }
  }
  group.view = v;
  group.spots = spots;
  el.board.dataset.feature = [...seen].join(';');
  el.board.dataset.featureKind = kind;
  requestRender();
}

/**
 * The final table's rows: pointing at a category's row, or focusing its heading, outlines every
 * feature it scored on the board. Once, at start (the table is made again at each opening: its
 * headings are made focusable as they come).
 * @param {HTMLElement} table
 */
function watchFinalTable(table) {
  const rowOf = (/** @type {EventTarget | null} */ target) => (target instanceof Element ? target.closest('tr[data-category]') : null);
  const on = (/** @type {Event} */ ev) => {
    const tr = rowOf(ev.target);
    if (tr && !steps.on) showCategory(/** @type {HTMLElement} */ (tr).dataset.category || null);
  };
  const off = (/** @type {Event} */ ev) => {
    if (rowOf(ev.target) && !steps.on) showCategory(null);
  };
  table.addEventListener('pointerover', on);
  table.addEventListener('focusin', on);
  table.addEventListener('pointerout', off);
  table.addEventListener('focusout', off);
  new MutationObserver(() => {
    for (const tr of table.querySelectorAll('tbody tr[data-category]')) {
      const th = tr.querySelector('th');
      if (th && CATEGORY_KIND[/** @type {HTMLElement} */ (tr).dataset.category || ''] && !th.hasAttribute('tabindex')) th.tabIndex = 0;
    }
  }).observe(table, { childList: true, subtree: true });
}
inspected.scene = featureScene;

const wrap = () => /** @type {HTMLElement} */ (el.board.parentElement);
const showTip = () => showFeatureTip(wrap(), el.board, feature, state.view ? state.view.players : [], Boolean(bank.current(state.view)));

/**
 * The pointer over cell `cell` (with `fx`, `fy`): the feature under it, outlined and said.
 * @param {{x: number, y: number, fx: number, fy: number}} cell
 */
export function hoverFeature(cell) {
  const v = state.view;
  if (!v || steps.on) return;
  const tile = state.tileAt.get(cellKey(cell.x, cell.y)) || null;
  if (feature.point(state.game, v, state.kinds, state.geoms, tile, cell)) requestRender();
  showTip();
}

/** The pointer left the board: nothing is outlined any more (a step of the final scoring stays). */
export function leaveFeature() {
  if (steps.on) return;
  if (feature.clear()) requestRender();
  showTip();
}

/**
 * Outlines the feature at `spot` ({x, y, feature}) or none, and says it in the tip.
 * @param {{x: number, y: number, feature: string} | null} spot
 */
export function showFeature(spot) {
  if (!state.view) return null;
  if (feature.spot(state.game, state.view, spot)) requestRender();
  showTip();
  return feature.current(state.view);
}

/**
 * The I key (Shift+I backwards): the next feature of the tile under the keyboard's cursor (or
 * the pointer's cell; off the text board, the tile placed last when that cell is empty),
 * outlined and said on the text board's line. Returns whether it was taken.
 * @param {number} step
 */
export function inspectKey(step) {
  const v = state.view;
  if (!v) return false;
  const last = v.tiles.length ? v.tiles[v.tiles.length - 1] : null;
  const c = cursorCell() || state.hover || last;
  // the keyboard's cursor off the text board stands on empty cells (where the tile fits): the
  // tile placed last then; the text board's cursor says there is no tile where it is
  let tile = c ? state.tileAt.get(cellKey(c.x, c.y)) : null;
  if (!tile && !state.textBoard && last) tile = state.tileAt.get(cellKey(last.x, last.y));
  if (!tile) {
    sayToPointer(t('inspect-no-tile'));
    return true;
  }
  const names = state.kinds[tile.kind].features.filter((f) => !['mist', 'ruin'].includes(f.kind)).map((f) => f.name);
  if (!names.length) return true;
  const cur = feature.current(v);
  const at = cur && cur.spot.x === tile.x && cur.spot.y === tile.y ? names.indexOf(cur.spot.feature) : -1;
  const next = names[(at + (at < 0 && step < 0 ? 0 : step) + names.length) % names.length];
  const shown = showFeature({ x: tile.x, y: tile.y, feature: next });
  if (shown) sayToPointer(featureSentence(shown.info, v.players));
  return true;
}

/** The tiles left by kind in their dialog (the tile counter, Shift+T). */
export function showTilesLeft() {
  if (!state.view) return;
  openTilesLeft({ game: state.game, view: state.view, kinds: state.kinds, geoms: state.geoms });
}

/**
 * The feature of a scoring line (`markScoringLine`'s `data-spot`) under `target`, or null.
 * @param {EventTarget | null} target
 */
function lineSpot(target) {
  const li = target instanceof Element ? target.closest('li[data-spot]') : null;
  const m = li ? /^(-?\d+),(-?\d+),(.+)$/.exec(/** @type {HTMLElement} */ (li).dataset.spot || '') : null;
  return m ? { x: Number(m[1]), y: Number(m[2]), feature: m[3] } : null;
}

/**
 * Hovering or focusing a scoring line of `list` (the Scoring card's, the final details')
 * outlines the feature it scored; leaving it takes the outline away. Once per list, at start.
 * @param {HTMLElement} list
 */
export function watchScoringLines(list) {
  const on = (/** @type {Event} */ ev) => {
    const spot = lineSpot(ev.target);
    if (spot && !steps.on) showFeature(spot);
  };
  const off = (/** @type {Event} */ ev) => {
    if (lineSpot(ev.target) && !steps.on) leaveFeature();
  };
  list.addEventListener('pointerover', on);
  list.addEventListener('focusin', on);
  list.addEventListener('pointerout', off);
  list.addEventListener('focusout', off);
}

/** Wires the page's ways in (once, at start): the tile counter, the scoring lists. */
export function setupInspect() {
  el.tilesLeft.addEventListener('click', () => showTilesLeft());
  watchScoringLines(el.events);
  watchScoringLines(el.finalEvents);
  watchFinalTable(el.finalTable);
  el.finalDialog.addEventListener('close', () => showCategory(null));
  const box = el.finalEvents.closest('dialog');
  const buttons = box && box.querySelector('.dialog-buttons');
  if (buttons) buttons.prepend(finalStepsButton());
  // and in the action card once the game is over, beside "Final scores"
  el.finalBox.append(finalStepsButton());
}

// ---------------------------------------------------------------------------------------------
// The final scoring, step by step: a bar over the board walks the scorings at the end (B5, K1,
// G6 are told but not outlined), each feature outlined and brought into view.

const steps = {
  on: false,
  at: 0,
  /** @type {any[]} */
  events: [],
  /** @type {HTMLElement | null} */
  bar: null,
};

/** The scorings at the end of the game worth telling (someone scored, or lost, points). */
const endScorings = () => state.view.events.filter((e) => !e.complete && e.players.length && e.points !== 0);

/** Whether there is a final scoring to walk. */
export const canStepFinal = () => Boolean(state.view && state.view.phase === 'game-over' && endScorings().length);

function showStep() {
  const e = steps.events[steps.at];
  const bar = /** @type {HTMLElement} */ (steps.bar);
  const line = /** @type {HTMLElement} */ (bar.querySelector('.final-step-line'));
  line.textContent = t('inspect-step', { n: steps.at + 1, total: steps.events.length, what: eventWords(e, state.view.players) });
  /** @type {HTMLButtonElement} */ (bar.querySelector('.final-step-prev')).disabled = steps.at === 0;
  /** @type {HTMLButtonElement} */ (bar.querySelector('.final-step-next')).disabled = steps.at === steps.events.length - 1;
  bar.dataset.step = String(steps.at + 1);
  feature.clear();
  if (e.rule !== 'G6') showFeature({ x: e.x, y: e.y, feature: e.feature });
  else showTip();
  keepInView(e.x, e.y);
}

/** Stops the walk: the bar goes, nothing stays outlined. */
export function stopFinalSteps() {
  if (!steps.on) return;
  steps.on = false;
  if (steps.bar) steps.bar.hidden = true;
  feature.clear();
  showTip();
  requestRender();
}

/** Walks the final scoring on the board, from its first step (closes the final dialog). */
export function startFinalSteps() {
  if (!canStepFinal()) return;
  if (el.finalDialog.open) el.finalDialog.close();
  steps.events = endScorings();
  steps.at = 0;
  steps.on = true;
  if (!steps.bar) {
    const go = (/** @type {number} */ d) => {
      steps.at = Math.max(0, Math.min(steps.events.length - 1, steps.at + d));
      showStep();
    };
    steps.bar = make('div', { class: 'final-steps', role: 'region', 'aria-label': t('inspect-steps-title') },
      make('p', { class: 'final-step-line', 'aria-live': 'polite' }),
      make('div', { class: 'final-step-buttons' },
        make('button', { type: 'button', class: 'final-step-prev', text: t('inspect-step-prev'), dataset: { l10n: 'inspect-step-prev' }, onclick: () => go(-1) }),
        make('button', { type: 'button', class: 'final-step-next', text: t('inspect-step-next'), dataset: { l10n: 'inspect-step-next' }, onclick: () => go(1) }),
        make('button', { type: 'button', class: 'final-step-done', text: t('inspect-step-done'), dataset: { l10n: 'inspect-step-done' }, onclick: () => stopFinalSteps() })));
    steps.bar.addEventListener('keydown', (ev) => {
      if (ev.key === 'Escape') stopFinalSteps();
    });
    wrap().append(steps.bar);
  }
  steps.bar.hidden = false;
  showStep();
  /** @type {HTMLButtonElement} */ (steps.bar.querySelector('.final-step-next')).focus();
}

/** A "Step through the final scoring" button (the final dialog, the action card's end box). */
export function finalStepsButton() {
  // (data-l10n: worded again when the reader changes the language, pages.js wordDom)
  return make('button', { type: 'button', class: 'final-steps-open', text: t('inspect-steps-open'), dataset: { l10n: 'inspect-steps-open' }, onclick: () => startFinalSteps() });
}

/** After each change of the game: a walk of another game's (or an undone) scoring stops; the outline of an old view goes. */
export function afterViewChange() {
  for (const b of document.querySelectorAll('.final-steps-open')) /** @type {HTMLElement} */ (b).hidden = !canStepFinal();
  if (steps.on && (!state.view || state.view.phase !== 'game-over')) stopFinalSteps();
  if (!steps.on && feature.current(state.view) === null && feature.key !== null) {
    feature.clear();
    showTip();
  }
}
