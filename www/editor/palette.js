// The editor's palette: every tile kind of the document's sets and own tiles (the engine's
// kinds()), drawn by the page's renderer (draw.js), searchable by id and by what is on them;
// and the scenario's own tile kinds, written in the tile notation and checked by the engine.

import { make } from '../ui/dom.js';
import { drawTile } from '../render/draw.js';
import { kindMatches, kindWords, setField } from './model.js';
import { el, state } from './state.js';
import { t } from '../words/i18n.js';

/** @typedef {import('./state.js').EditorCtrl} EditorCtrl */

const THUMB = 56; // CSS pixels

let shownKey = '';

/**
 * Redraws the grid of tile kinds for the search in the box (only the choice, when they are the
 * same kinds); a tile's button picks it, and the own tiles' remove them, through `ctrl`.
 * @param {EditorCtrl} ctrl
 */
export function renderPalette(ctrl) {
  const q = el.palSearch.value;
  const key = JSON.stringify([state.kindsKey, q]);
  if (key === shownKey) {
    for (const b of /** @type {NodeListOf<HTMLElement>} */ (el.palGrid.querySelectorAll('.pal-tile'))) b.setAttribute('aria-selected', String(state.pick === b.dataset.id));
    rove();
    renderOwnTiles(ctrl);
    return;
  }
  shownKey = key;
  const shown = state.kinds.map((k, i) => ({ k, i })).filter(({ k }) => kindMatches(k, q));
  el.palCount.textContent = shown.length ? t('editor-palette-count', { shown: shown.length, all: state.kinds.length }) : t('editor-palette-none', { query: q });
  const dpr = window.devicePixelRatio || 1;
  const items = [];
  let set = null;
  for (const { k, i } of shown) {
    if (k.set !== set) {
      set = k.set;
      items.push(make('p', { class: 'pal-set', role: 'presentation', text: t(`editor-set-${set}`) }));
    }
    items.push(thumb(k, i, dpr, ctrl));
  }
  el.palGrid.replaceChildren(...items);
  rove();
  renderOwnTiles(ctrl);
}

/** The tile buttons of the grid, in order. */
const tiles = () => /** @type {HTMLElement[]} */ ([...el.palGrid.querySelectorAll('.pal-tile')]);

/**
 * One tab stop for the whole grid (a listbox, ARIA APG): the picked tile, else the one last
 * focused, else the first; the arrow keys move among them (`paletteKey`).
 * @param {HTMLElement | null} [focus]
 */
function rove(focus = null) {
  const all = tiles();
  const keep = focus || all.find((b) => b.dataset.id === state.pick) || all.find((b) => b.tabIndex === 0) || all[0];
  for (const b of all) b.tabIndex = b === keep ? 0 : -1;
}

/**
 * Arrow keys, Home and End in the grid: the next tile, the one above or below (same column), the first, the last.
 * @param {KeyboardEvent} e
 */
function paletteKey(e) {
  const all = tiles();
  const i = all.indexOf(/** @type {HTMLElement} */ (document.activeElement));
  if (i < 0 || e.ctrlKey || e.metaKey || e.altKey) return;
  const x = (/** @type {HTMLElement} */ b) => b.getBoundingClientRect().left;
  const y = (/** @type {HTMLElement} */ b) => b.getBoundingClientRect().top;
  const me = all[i];
  /** The nearest tile in the row above (-1) or below (1), by column. */
  const vertical = (/** @type {number} */ dir) => {
    const rows = all.filter((b) => (dir > 0 ? y(b) > y(me) + 2 : y(b) < y(me) - 2));
    if (!rows.length) return null;
    const rowY = dir > 0 ? Math.min(...rows.map(y)) : Math.max(...rows.map(y));
    const row = rows.filter((b) => Math.abs(y(b) - rowY) < 2);
    return row.reduce((best, b) => (Math.abs(x(b) - x(me)) < Math.abs(x(best) - x(me)) ? b : best), row[0]);
  };
  /** @type {Record<string, HTMLElement | null | undefined>} */
  const moves = { ArrowRight: all[i + 1], ArrowLeft: all[i - 1], ArrowDown: vertical(1), ArrowUp: vertical(-1), Home: all[0], End: all[all.length - 1] };
  const next = Object.hasOwn(moves, e.key) ? moves[e.key] : undefined;
  if (next === undefined) return;
  e.preventDefault();
  if (!next) return;
  rove(next);
  next.focus();
}

/**
 * One tile kind's button: its picture, id and count.
 * @param {{id: string, set: string, count: number} & import('../../types/engine/KindView').KindView} k
 * @param {number} i
 * @param {number} dpr
 * @param {EditorCtrl} ctrl
 */
function thumb(k, i, dpr, ctrl) {
  const canvas = make('canvas', { width: String(Math.round(THUMB * dpr)), height: String(Math.round(THUMB * dpr)), 'aria-hidden': 'true' });
  const ctx = canvas.getContext('2d');
  if (state.geoms[i] && ctx) drawTile(ctx, state.geoms[i], 0, 0, THUMB * dpr, 0, { seed: i * 7, dpr });
  const words = kindWords(k).slice(2).join(', ');
  return make('button', {
    type: 'button', class: 'pal-tile', role: 'option', 'aria-selected': String(state.pick === k.id),
    title: t('editor-palette-tile', { id: k.id, set: k.set, count: k.count, words }), dataset: { id: k.id },
    onclick: () => ctrl.pickTile(state.pick === k.id ? null : k.id),
  }, canvas, make('span', { class: 'pal-id', text: k.id }), k.count ? make('span', { class: 'pal-n', text: `×${k.count}` }) : null);
}

/**
 * The scenario's own tile kinds, each with a button to remove it.
 * @param {EditorCtrl} ctrl
 */
function renderOwnTiles(ctrl) {
  const lines = state.doc.tiles || [];
  el.ownTiles.replaceChildren(...(lines.length ? lines.map((/** @type {string} */ line, /** @type {number} */ i) => make('li', {},
    make('code', { text: line }),
    make('button', {
      type: 'button', class: 'small', text: t('editor-own-remove'),
      onclick: () => ctrl.apply(setField(state.doc, 'tiles', lines.filter((/** @type {string} */ _, /** @type {number} */ j) => j !== i))),
    }))) : [make('li', { class: 'muted small', text: t('editor-own-empty') })]));
}

/**
 * Wires the search box and the own-tile form.
 * @param {EditorCtrl} ctrl
 */
export function setupPalette(ctrl) {
  el.palSearch.addEventListener('input', () => renderPalette(ctrl));
  el.palGrid.addEventListener('keydown', paletteKey);
  const add = () => {
    const line = el.ownLine.value.trim();
    if (!line) return;
    if (ctrl.apply(setField(state.doc, 'tiles', [...(state.doc.tiles || []), line]))) {
      el.ownLine.value = '';
      const id = line.split(':')[0].trim();
      if (state.kinds.some((k) => k.id === id)) ctrl.pickTile(id);
    }
  };
  el.ownAdd.addEventListener('click', add);
  el.ownLine.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') add();
  });
}
