// The editor's board: drawn with the page's renderer (board.js, draw.js) on the page's camera
// (camera.js), with the editor's marks (the picked tile where it would go, the selected tile and
// its feature spots, the refused edit's cell), and the pointer: drag to pan (or to move the
// selected tile), wheel to zoom, click to lay, select, put a piece or play.

import { spotPoint } from '../render/board.js';
import { cameraLayout, fitCamera, zoomCamera } from '../render/camera.js';
import { frameScheduler, sizeCanvas } from '../render/draw.js';
import { cellAtDevice } from '../render/geometry.js';
import { LOOKS, composeScene, drawScene } from '../render/scene.js';
import { keepHintClear } from '../ui/dom.js';
import { app, el, playerColour, state } from './state.js';

const DRAG = 4; // CSS pixels a press moves before it is a drag

export function resizeCanvas() {
  Object.assign(state, sizeCanvas(el.board));
}

/** Device pixels per cell and cell (0, 0)'s corner. */
export function layout() {
  return cameraLayout(state.cam, el.board.width, el.board.height, state.dpr);
}

/** Fits the board (and the ring of cells around it) into the canvas. */
export function fitBoard() {
  const tiles = state.view ? state.view.tiles : state.doc.board || [];
  fitCamera(state.cam, tiles, { width: state.width, height: state.height, top: 40 });
  requestRender();
}

/** Zooms by `factor` about the canvas centre. */
export function zoomBy(factor) {
  state.autoFit = false;
  zoomCamera(state.cam, factor, 0, 0);
  requestRender();
}

let renderSoon = null; // frameScheduler(render), made on the first request
export function requestRender() {
  (renderSoon ??= frameScheduler(render))();
}

/** The tile of the shown view at (x, y), or null. */
export function tileAt(x, y) {
  return state.view ? state.view.tiles.find((t) => t.x === x && t.y === y) || null : null;
}

/** The features of a shown tile that a click can reach: [{name, kind, circles, point}] (device pixels). */
export function featureSpots(f, tile) {
  const kind = state.kinds[tile.kind];
  if (!kind) return [];
  return kind.features.filter((ft) => ft.kind !== 'mist' || ft.circles).map((ft) => ({
    name: ft.name, kind: ft.kind, circles: ft.circles,
    point: spotPoint(f, state.geoms, tile, { x: tile.x, y: tile.y, feature: ft.name }),
  }));
}

/** The feature spot of `tile` nearest device point (dx, dy), within reach, or null. */
function spotNear(f, tile, dx, dy) {
  let best = null;
  let bd = (f.S * 0.2) ** 2;
  for (const s of featureSpots(f, tile)) {
    const d = (s.point[0] - dx) ** 2 + (s.point[1] - dy) ** 2;
    if (d < bd) {
      bd = d;
      best = s;
    }
  }
  return best;
}

/**
 * What the editor's board shows, as a scene (render/scene.js): while laying out, the picked tile
 * under the pointer (framed where it fits, dashed red where not) and the selected tile with its
 * feature spots; while recording steps, the game's choices as the page shows them (the tile in
 * hand with its preview, the meeple spots, every ghost move); and the refused edit's cell.
 */
function editorScene(f) {
  const v = state.view || { tiles: [], meeples: [], circles: [], players: [], phase: 'place-tile', hand: null, ghosts_in_play: false, obligations: [] };
  const hover = state.hover;
  const tiles = v.tiles;
  const recording = state.mode === 'record' && state.view;
  const placing = recording ? v.phase === 'place-tile' && v.hand !== null : state.pick !== null;
  let hand = null;
  if (placing && hover && !tileAt(hover.x, hover.y) && (tiles.length || !recording)) {
    const fits = (state.placeAt.get(`${hover.x},${hover.y}`) || new Set()).has(state.rotation) || (!tiles.length && !recording);
    const kind = recording ? v.hand : pickIndex();
    if (kind !== null && kind >= 0 && state.geoms[kind]) hand = { x: hover.x, y: hover.y, kind, rotation: state.rotation, look: fits ? 'fits' : 'refused' };
  }
  // the tile whose spots show: the selected one (layout) or the new one (the meeple phase)
  let meeples = null;
  let last = null;
  if (!recording && state.selected !== null && state.doc.board[state.selected]) {
    const bt = state.doc.board[state.selected];
    const tile = tileAt(bt.x, bt.y);
    if (tile) {
      last = { tile, colour: LOOKS.editor.fits };
      const spots = featureSpots(f, tile);
      meeples = {
        tile, markers: true, colour: playerColour(state.brush.player), hot: hotSpot(hover, tile, f),
        choices: spots.map((sp) => ({ feature: sp.name, guard: false, colour: sp.kind === 'mist' ? '#b48cff' : playerColour(state.brush.player) })),
      };
    }
  }
  if (recording && v.phase === 'meeple' && tiles.length) {
    const lt = tiles[tiles.length - 1];
    last = { tile: lt, colour: playerColour(v.current) };
    const spots = featureSpots(f, lt);
    meeples = {
      tile: lt, markers: true, colour: playerColour(v.current), hot: hotSpot(hover, lt, f),
      choices: spots.map((sp) => ({ feature: sp.name, guard: false })), refused: spots.filter((sp) => !v.meeple_spots.includes(sp.name)).map((sp) => sp.name),
    };
  }
  return composeScene(v, {
    geoms: state.geoms, playerColour, legalAt: placing ? state.placeAt : null, rotation: state.rotation,
    hand, preview: recording && hand ? state.preview : null, last, meeples, flag: state.flag && state.flag.cell ? state.flag.cell : null,
    cursor: state.cursor && document.activeElement === el.board ? state.cursor : null,
    obligations: recording && v.phase === 'ghosts' && v.obligations.length ? { ...v.obligations[0], sources: v.obligations[0].sources.slice(0, 8), targets: v.obligations[0].targets.slice(0, 8) } : null,
  });
}

/** The feature spot of `tile` under the pointer, as `{feature, guard}`, or null. */
function hotSpot(hover, tile, f) {
  if (!hover || hover.x !== tile.x || hover.y !== tile.y) return null;
  const near = spotNear(f, tile, hover.dx, hover.dy);
  return near ? { feature: near.name, guard: false } : null;
}

export function render() {
  if (!state.width) return;
  const c = el.board;
  const { S, ox, oy } = layout();
  const f = { ctx: c.getContext('2d'), S, ox, oy, W: c.width, H: c.height, dpr: state.dpr };
  drawScene(f, editorScene(f), LOOKS.editor);
}

function pickIndex() {
  return state.pick === null ? null : state.kinds.findIndex((k) => k.id === state.pick);
}

/** Device point of a client point. */
function toDevice(e) {
  const r = el.board.getBoundingClientRect();
  return [(e.clientX - r.left) * state.dpr, (e.clientY - r.top) * state.dpr];
}

/** The client point of the centre of cell (x, y), or of a feature's spot on its tile (for tests). */
export function cellToClient(x, y, feature = null) {
  const f = layout();
  const r = el.board.getBoundingClientRect();
  let p = [f.ox + (x + 0.5) * f.S, f.oy + (y + 0.5) * f.S];
  const tile = tileAt(x, y);
  if (feature && tile) p = spotPoint(f, state.geoms, tile, { x, y, feature });
  return { x: r.left + p[0] / state.dpr, y: r.top + p[1] / state.dpr };
}

/** The pointer on the board: pan, zoom, click (handed to `app.clickCell`), drag a tile (`app.dropTile`). */
export function setupBoardInput() {
  const c = el.board;
  let press = null;
  c.addEventListener('pointerdown', (e) => {
    if (e.button !== 0) return;
    const [dx, dy] = toDevice(e);
    const cell = cellAtDevice(layout(), dx, dy);
    const onSelected = state.mode === 'layout' && state.selected !== null && state.doc.board[state.selected]
      && state.doc.board[state.selected].x === cell.x && state.doc.board[state.selected].y === cell.y;
    press = { x: e.clientX, y: e.clientY, cam: { ...state.cam }, drag: false, moveTile: onSelected, cell };
    keepHintClear(el.hint, c, e.clientY);
    c.setPointerCapture(e.pointerId);
  });
  c.addEventListener('pointermove', (e) => {
    const [dx, dy] = toDevice(e);
    const cell = cellAtDevice(layout(), dx, dy);
    const prev = state.hover;
    state.hover = { ...cell, dx, dy };
    keepHintClear(el.hint, c, e.clientY);
    if (press) {
      const mx = e.clientX - press.x;
      const my = e.clientY - press.y;
      if (!press.drag && Math.hypot(mx, my) > DRAG) press.drag = true;
      if (press.drag && !press.moveTile) {
        state.autoFit = false;
        state.cam.x = press.cam.x - mx / state.cam.scale;
        state.cam.y = press.cam.y - my / state.cam.scale;
      }
      c.classList.toggle('dragging', press.drag);
    }
    if (!prev || prev.x !== cell.x || prev.y !== cell.y) app.hoverCell(cell);
    requestRender();
  });
  c.addEventListener('pointerup', (e) => {
    if (!press) return;
    const p = press;
    press = null;
    c.classList.remove('dragging');
    const [dx, dy] = toDevice(e);
    const f = layout();
    const cell = cellAtDevice(f, dx, dy);
    if (p.drag && p.moveTile) {
      if (cell.x !== p.cell.x || cell.y !== p.cell.y) app.dropTile(state.selected, cell.x, cell.y);
      return;
    }
    if (p.drag) return;
    const tile = tileAt(cell.x, cell.y);
    const spot = tile ? spotNear({ ...f }, tile, dx, dy) : null;
    app.clickCell(cell, tile, spot);
  });
  c.addEventListener('pointerleave', () => {
    state.hover = null;
    app.hoverCell(null);
    requestRender();
  });
  c.addEventListener('wheel', (e) => {
    e.preventDefault();
    state.autoFit = false;
    const r = c.getBoundingClientRect();
    zoomCamera(state.cam, Math.exp(-e.deltaY * 0.0015), e.clientX - r.left - r.width / 2, e.clientY - r.top - r.height / 2);
    requestRender();
  }, { passive: false });
  c.addEventListener('contextmenu', (e) => {
    e.preventDefault();
    app.rotate();
  });
}
