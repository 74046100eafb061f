// The embed's board: the scene of scene.js (a fixed camera that fits the board and the legal
// cells, drawn with the page's renderer, board.js, plus the scenario's marks — its next ghost
// move, its meeple — and the ghost supply band) on the embed's canvas, in the theme's colours,
// with the mist bank under the pointer; and the pointer's cell.

import { cellAtDevice } from '../render/geometry.js';
import { PALETTE, frameScheduler, sizeCanvas } from '../render/draw.js';
import { OUTCOME_COLOURS } from '../words/outcome.js';
import { drawScene, sceneLayout, scenarioScene, themeLook } from '../render/scene.js';
import { MAX_TILE_PX, SUPPLY_BAND, cssVar, el, handRotation, nextStep, playerColour, previewOf, shownPlacement, state } from './state.js';

/** The mist bank under the pointer (mist-view.js), outlined by render(). */
/**
 * The mist view (mist-view.js: the bank under the pointer, its outline and tooltip, the legend)
 * and its hover state: loaded by embed.js once the embed is interactive, since the first frame
 * needs neither (the embed's first load stays within its budget).
 */
export const mist = { view: null, bank: null };

/** The placed tile at cell (x, y), or null. */
export function placedAt(x, y) {
  return state.view ? state.view.tiles.find((tile) => tile.x === x && tile.y === y) || null : null;
}

/** Sizes the board's canvas to its box; notes the hand's width too (drawHand reads it). */
export function resizeCanvas() {
  Object.assign(state, sizeCanvas(el.board));
  state.handWidth = el.hand.clientWidth;
}

/** Device pixels per cell and the device position of cell (0, 0)'s top-left corner (scene.js). */
function layout() {
  const dpr = state.dpr;
  return sceneLayout(state.view, state.legalAt, shownPlacement(), el.board.width, el.board.height, {
    band: Math.min(SUPPLY_BAND, state.height / 5) * dpr, maxTile: MAX_TILE_PX * dpr,
  });
}

export function cellToClient(x, y) {
  const { S, ox, oy } = layout();
  const r = el.board.getBoundingClientRect();
  return { x: r.left + (ox + x * S + S / 2) / state.dpr, y: r.top + (oy + y * S + S / 2) / state.dpr };
}

/** The cell under client point (cx, cy), as on the page (geometry.js cellAtDevice). */
export function clientToCell(cx, cy) {
  const r = el.board.getBoundingClientRect();
  return cellAtDevice(layout(), (cx - r.left) * state.dpr, (cy - r.top) * state.dpr);
}

let renderSoon = null; // frameScheduler(render), made on the first request
export function requestRender() {
  (renderSoon ??= frameScheduler(render))();
}

/** The board: the scenario's scene (render/scene.js) in the theme's colours, on a fixed camera. */
export function render() {
  const v = state.view;
  if (!v || !state.width) return;
  const c = el.board;
  const L = layout();
  const f = { ctx: c.getContext('2d'), S: L.S, ox: L.ox, oy: L.oy, W: c.width, H: c.height, dpr: state.dpr };
  const shown = shownPlacement();
  const hovered = mist.bank ? mist.bank.current(v) : null;
  const scene = scenarioScene(v, {
    geoms: state.geoms, legalAt: state.legalAt, shown, rotation: handRotation(), playerColour, marks: state.outcomeMarks,
    preview: shown && v.hand !== null && v.hand !== undefined ? previewOf(shown) : null,
    next: nextStep(), last: state.n > 0 || state.free.length > 0, bank: hovered ? hovered.spots : null,
    cursor: state.cursor && document.activeElement === c ? state.cursor : null,
  });
  const look = themeLook({
    table: cssVar('--table', PALETTE.table), grid: cssVar('--grid', PALETTE.grid), fg: cssVar('--fg', '#222'),
    legalFill: cssVar('--legal-fill', 'rgba(255,232,150,0.12)'), legal: cssVar('--legal', '#e0b030'),
    legalOther: cssVar('--legal-other', 'rgba(128,128,128,0.4)'), shown: cssVar('--shown', '#c0392b'),
    own: cssVar('--mo-own', OUTCOME_COLOURS.own), others: cssVar('--mo-others', OUTCOME_COLOURS.others),
    draw: cssVar('--mo-draw', OUTCOME_COLOURS.draw),
  });
  const { bankDrawn } = drawScene(f, scene, look, L.top);
  if (mist.view) mist.view.noteBank(c, hovered, bankDrawn);
}
