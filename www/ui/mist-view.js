// The mist for the reader, shared by the page and the embed: the bank under the pointer (found
// by the engine's `bankAt`, outlined by the scene (render/scene.js), described in a tooltip) and
// the legend (what mist, a misty side, a spell circle, a ghost, a meeple, a guard, a castle and
// a cemetery look like), drawn by the board's own functions on small canvases.
//
// Every word of both is a message of panel.ftl (i18n.js), in the reader's language.

import {
  drawGhost, drawMeeple, drawOccupiedCircle, drawSpellCircle, drawTile, kindGeometry, mistAreaAt,
} from '../render/draw.js';
import { drawLegendMark } from '../render/scene.js';
import { make } from './dom.js';
import { LEGEND_ITEMS, bankWords } from '../words/mist-words.js';
import { t, words } from '../words/i18n.js';
import { spotKey } from '../words/text.js';

/**
 * The bank under the pointer, kept between frames: `update(game, view, geoms, tile, cell)` (the
 * game's current view, the placed tile under the pointer or null, the cell with its point `fx`,
 * `fy`) asks the engine only when the mist area under the pointer or the view changes, and
 * says whether it changed. `current(view)`: the bank, or null once the game has changed.
 */
export function bankHover() {
  return {
    key: /** @type {string | null} */ (null),
    view: /** @type {object | null} */ (null),
    bank: /** @type {import('../../types/engine/BankShape').BankShape | null} */ (null),
    /**
     * @param {{bankAt: (x: number, y: number, feature: string) => any}} game
     * @param {object} view
     * @param {readonly any[]} geoms
     * @param {{kind: number, rotation: number, x: number, y: number} | null} tile
     * @param {{fx: number, fy: number}} cell
     */
    update(game, view, geoms, tile, cell) {
      const name = tile ? mistAreaAt(geoms[tile.kind], tile.rotation, [cell.fx, cell.fy]) : null;
      const spot = name && tile ? { x: tile.x, y: tile.y, feature: name } : null;
      const key = spot ? spotKey(spot) : null;
      if (key === this.key && view === this.view) return false;
      this.key = key;
      this.view = view;
      this.bank = spot ? game.bankAt(spot.x, spot.y, spot.feature) : null;
      return true;
    },
    /** @param {object} view */
    current(view) {
      return view === this.view ? this.bank : null;
    },
    clear() {
      const had = this.key !== null;
      this.key = null;
      this.bank = null;
      return had;
    },
  };
}

/**
 * Records on the canvas what the scene outlined of the hovered bank (`data-bank`: the spots,
 * `data-bank-drawn`: the areas outlined), for tests and tools; `bank` is `hover.current(view)`.
 * @param {HTMLElement} canvas
 * @param {{spots: readonly any[]} | null} bank
 * @param {unknown} drawn
 */
export function noteBank(canvas, bank, drawn) {
  if (!bank) {
    delete canvas.dataset.bank;
    delete canvas.dataset.bankDrawn;
    return;
  }
  canvas.dataset.bank = bank.spots.map(spotKey).join(';');
  canvas.dataset.bankDrawn = String(drawn);
}

/** The tooltip element beside the board (made once inside `wrap`). @param {Element} wrap @returns {HTMLElement} */
export function bankTip(wrap) {
  let tip = /** @type {HTMLElement | null} */ (wrap.querySelector('.bank-tip'));
  if (!tip) {
    tip = make('div', { class: 'bank-tip', role: 'status', hidden: true });
    wrap.append(tip);
  }
  return tip;
}

/**
 * Shows the hovered bank's words in `wrap` (in a corner of the board set by the style sheet,
 * so it never covers the outlined bank), or hides the tip.
 * @param {Element} wrap
 * @param {{bank: any}} hover
 */
export function showBankTip(wrap, hover) {
  const tip = bankTip(wrap);
  const text = hover.bank ? bankWords(hover.bank) : '';
  if (tip.textContent !== text) tip.textContent = text;
  tip.hidden = !hover.bank;
}

// ---------------------------------------------------------------------------------------------
// The legend: each row drawn by the board's functions, at full size and at small zoom.

const LEGEND_KINDS = {
  mist: { id: 'legend-mist', features: [{ kind: 'mist', name: 'mist1', sides: 'SE', circles: 0 }, { kind: 'field', name: 'field1', halves: ['NL', 'NR', 'WL', 'WR'] }] },
  sideA: { id: 'legend-side-a', features: [{ kind: 'mist', name: 'mist1', sides: 'E', circles: 0 }, { kind: 'field', name: 'field1', halves: ['NL', 'NR', 'SL', 'SR', 'WL', 'WR'] }] },
  plain: { id: 'legend-plain', features: [{ kind: 'field', name: 'field1', halves: ['NL', 'NR', 'EL', 'ER', 'SL', 'SR', 'WL', 'WR'] }] },
  castle: { id: 'legend-castle', features: [{ kind: 'castle', name: 'castle' }, { kind: 'field', name: 'field1', halves: [] }] },
  cemetery: { id: 'legend-cemetery', features: [{ kind: 'cemetery', name: 'cemetery' }, { kind: 'field', name: 'field1', halves: [] }] },
};

/** @type {Record<string, any> | null} */
let legendGeoms = null;
const geomOf = (/** @type {string} */ name) => {
  legendGeoms ??= Object.fromEntries(Object.entries(LEGEND_KINDS).map(([k, kind], i) => [k, kindGeometry(kind, 900 + i)]));
  return /** @type {Record<string, any>} */ (legendGeoms)[name];
};

/**
 * One picture of a legend row on a canvas of `css` CSS pixels (`simple`: as at small zoom).
 * @param {CanvasRenderingContext2D} ctx
 * @param {string} item
 * @param {number} px
 * @param {boolean} simple
 * @param {string} colour
 */
function drawItem(ctx, item, px, simple, colour) {
  // the tiles at the level of detail of the board at that zoom (geometry.js `tileDetail`)
  const detail = (/** @type {number} */ size) => (simple ? size / 40 : size / 80);
  const tileDpr = detail(px);
  const c = px / 2;
  switch (item) {
    case 'mist': drawTile(ctx, geomOf('mist'), 0, 0, px, 0, { dpr: tileDpr, seed: 3 }); break;
    case 'side':
      drawTile(ctx, geomOf('sideA'), 0, px * 0.25, px / 2, 0, { dpr: detail(px / 2), seed: 5 });
      drawTile(ctx, geomOf('plain'), px / 2, px * 0.25, px / 2, 0, { dpr: detail(px / 2), seed: 6 });
      break;
    case 'circle':
      ctx.fillStyle = 'rgba(238, 242, 250, 0.9)';
      ctx.fillRect(0, 0, px, px);
      drawSpellCircle(ctx, c, c, px * 0.3, { simple });
      break;
    case 'circleGhost':
      ctx.fillStyle = 'rgba(238, 242, 250, 0.9)';
      ctx.fillRect(0, 0, px, px);
      drawOccupiedCircle(ctx, c, c + px * 0.04, px * 0.3, { simple, count: 1 });
      break;
    case 'ghost': drawGhost(ctx, c, c, px * 0.7, { simple }); break;
    case 'meeple': drawMeeple(ctx, c * 0.8, c * 1.1, px * 0.6, colour, { ghosts: 2, simple }); break;
    case 'guard': drawMeeple(ctx, c, c * 1.05, px * 0.62, colour, { guard: true, simple }); break;
    case 'castle': drawTile(ctx, geomOf('castle'), 0, 0, px, 0, { dpr: tileDpr }); break;
    case 'cemetery': drawTile(ctx, geomOf('cemetery'), 0, 0, px, 0, { dpr: tileDpr }); break;
    default: break;
  }
}

/**
 * A small canvas showing legend item `item` (`simple`: as at small zoom).
 * @param {string} item
 * @param {number} css
 * @param {boolean} simple
 * @param {string} colour
 */
function itemCanvas(item, css, simple, colour) {
  const dpr = (typeof window !== 'undefined' && window.devicePixelRatio) || 1;
  const px = Math.round(css * dpr);
  const canvas = make('canvas', { width: px, height: px, class: simple ? 'legend-small' : 'legend-full', 'aria-hidden': 'true', dataset: { item } });
  canvas.style.width = `${css}px`;
  canvas.style.height = `${css}px`;
  drawItem(/** @type {CanvasRenderingContext2D} */ (/** @type {HTMLCanvasElement} */ (canvas).getContext('2d')), item, px, simple, colour);
  return canvas;
}

/**
 * The marks the board draws over the tiles, each explained by a row of the legend
 * (legend-mark-…): the cells where the tile fits (solid) or fits turned (dashed), the tile in
 * hand where it does not fit (dashed red), the last move's frame, a meeple's place to choose,
 * the ghosts' arrows by colour, and the labels the panel's words use (a meeple's number, a
 * circle's number, a bank's letter).
 */
export const LEGEND_MARKS = ['fits', 'turned', 'refused', 'last', 'spot', 'others', 'own', 'draw', 'meepleNumber', 'circleNumber', 'bankLetter'];

/**
 * A small canvas showing mark `mark` of the board (LEGEND_MARKS).
 * @param {string} mark
 * @param {number} css its side in CSS pixels
 * @param {string} colour
 */
function markCanvas(mark, css, colour) {
  const dpr = (typeof window !== 'undefined' && window.devicePixelRatio) || 1;
  const px = Math.round(css * dpr);
  const canvas = make('canvas', { width: px, height: px, class: 'legend-full', 'aria-hidden': 'true', dataset: { mark } });
  canvas.style.width = `${css}px`;
  canvas.style.height = `${css}px`;
  const ctx = canvas.getContext('2d');
  if (ctx) drawLegendMark(ctx, mark, px, colour);
  return canvas;
}

/**
 * Fills `box` with the legend: a title, a close button and one row per item, each drawn at
 * full size and at small zoom by the board's own functions. `colour`: the meeples' colour.
 * @param {HTMLElement} box
 * @param {{colour?: string, onClose?: (() => void) | null}} [opts]
 */
export function buildLegend(box, { colour = '#d33', onClose = null } = {}) {
  box.replaceChildren(
    make('div', { class: 'legend-head' },
      make('strong', { text: t('legend-title') }),
      make('span', { class: 'legend-small-note', text: t('legend-small-note') }),
      make('button', { type: 'button', class: 'legend-close', 'aria-label': t('legend-close'), text: '×', onclick: onClose })),
    make('ul', { class: 'legend-rows' }, ...LEGEND_ITEMS.map((item) => make('li', { dataset: { item } },
      itemCanvas(item, 44, false, colour),
      itemCanvas(item, 26, true, colour),
      make('span', { text: t(`legend-${item}`) })))),
    make('p', { class: 'legend-note', text: t('legend-bank') }),
    make('strong', { class: 'legend-marks-title', text: t('legend-marks-title') }),
    make('ul', { class: 'legend-rows legend-marks' }, ...LEGEND_MARKS.map((mark) => make('li', { dataset: { mark } },
      markCanvas(mark, 44, colour),
      make('span', { text: t(`legend-mark-${mark}`) })))),
  );
}

/**
 * Wires a legend button: a click shows or hides `box` (filled on first opening); Escape or the
 * close button hides it.
 * @param {HTMLElement} button
 * @param {HTMLElement} box
 * @param {{colour?: string}} [opts]
 */
export function setupLegend(button, box, opts = {}) {
  const close = () => {
    box.hidden = true;
    button.setAttribute('aria-expanded', 'false');
  };
  button.setAttribute('aria-expanded', 'false');
  button.addEventListener('click', async () => {
    if (!box.hidden) {
      close();
      return;
    }
    // the legend's words are fetched on its first opening (legend.ftl)
    if (!box.firstChild) await words().load(['legend']);
    if (!box.firstChild) buildLegend(box, { ...opts, onClose: close });
    box.hidden = false;
    button.setAttribute('aria-expanded', 'true');
  });
  box.addEventListener('keydown', (/** @type {KeyboardEvent} */ e) => {
    if (e.key === 'Escape') close();
  });
}

// The placed feature under the pointer (inspect.js) and the tiles left (tiles-left.js) come with
// the mist view: one module the embed fetches once it is interactive, one tip for the bank and
// the feature.
export { featureHover, showFeatureTip } from './inspect.js';
export { openTilesLeft } from './tiles-left.js';
