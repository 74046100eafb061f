// The editor's board: drawn with the page's renderer (board.js, draw.js) on the page's camera
// (camera.js), with the editor's marks (the picked tile where it would go, the selected tile and
// its feature spots, the refused edit's cell), and the pointer: drag to pan (or to move the
// selected tile), wheel to zoom, click to lay, select, put a piece or play.

import {
  drawCircleGhosts, drawGhostArrows, drawLabels, drawLastTile, drawLegalCells, drawMeeples, drawTable,
  drawTileInHand, drawTiles, meepleHeight, ringAt, spotPoint,
} from '../render/board.js';
import { cameraLayout, fitCamera, zoomCamera } from '../render/camera.js';
import { drawArrow, drawGhost, drawSpotMarker, frameScheduler, sizeCanvas } from '../render/draw.js';
import { cellAtDevice, trimmed } from '../render/geometry.js';
import { OUTCOME_COLOURS, outcomeMarkers, placeLabels, previewArrows, spotMarkers } from '../words/outcome.js';
import { app, el, playerColour, state } from './state.js';

const DRAG = 4; // CSS pixels a press moves before it is a drag
const ACCENT = '#e6b955';
const ERROR = '#ff5a4a';

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

export function requestRender() {
  (requestRender.run ??= frameScheduler(render))();
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

/** The device point of a ghost's place (a meeple, a circle, the supply). */
function placePoint(f, end, extra, supplyPt) {
  if (!end || end === 'supply' || end.kind === 'supply') return supplyPt;
  const tile = tileAt(end.x, end.y) || (extra && extra.x === end.x && extra.y === end.y ? extra : null);
  if (!tile || !end.feature) return [f.ox + (end.x + 0.5) * f.S, f.oy + (end.y + 0.5) * f.S];
  return spotPoint(f, state.geoms, tile, end);
}

export function render() {
  const v = state.view;
  if (!state.width) return;
  const c = el.board;
  const ctx = c.getContext('2d');
  const dpr = state.dpr;
  const { S, ox, oy } = layout();
  const f = { ctx, S, ox, oy, W: c.width, H: c.height, dpr };
  drawTable(f);
  const hover = state.hover;
  const tiles = v ? v.tiles : [];
  const recording = state.mode === 'record' && v;

  // where the picked tile (layout) or the tile in hand (record) fits (B1)
  const placing = recording ? v.phase === 'place-tile' && v.hand !== null : state.pick !== null;
  if (placing) drawLegalCells(f, state.placeAt, state.rotation);
  drawTiles(f, tiles, state.geoms);

  const placed = (x, y) => tileAt(x, y);
  if (v) {
    drawCircleGhosts(f, v.circles, placed, state.geoms);
  }
  const mh = meepleHeight(f, 40);
  if (v) drawMeeples(f, v.meeples, placed, state.geoms, playerColour, mh);

  // the ghost supply, top left (as the embed shows it)
  let supplyPt = [ox - S * 0.3, oy - S * 0.3];
  if (v && v.ghosts_in_play) {
    const gh = 22 * dpr;
    const gx = c.width - 120 * dpr;
    const gy = 26 * dpr;
    drawGhost(ctx, gx, gy, gh);
    ctx.fillStyle = '#efe7d6';
    ctx.font = `600 ${Math.round(gh * 0.62)}px system-ui, sans-serif`;
    ctx.textBaseline = 'middle';
    ctx.textAlign = 'left';
    const pv = state.preview && !state.preview.error ? state.preview : null;
    ctx.fillText(`× ${pv ? `${v.ghost_supply} → ${pv.supply_after}` : v.ghost_supply}`, gx + gh * 0.6, gy);
    supplyPt = [gx, gy];
  }

  // the picked tile (or the hand) under the pointer, framed gold where it fits, red where not
  let shown = null;
  if (placing && hover && !tileAt(hover.x, hover.y) && (tiles.length || !recording)) {
    const fits = (state.placeAt.get(`${hover.x},${hover.y}`) || new Set()).has(state.rotation) || (!tiles.length && !recording);
    const kindIndex = recording ? v.hand : pickIndex();
    if (kindIndex !== null && kindIndex >= 0 && state.geoms[kindIndex]) {
      drawTileInHand(f, state.geoms[kindIndex], hover.x, hover.y, state.rotation, fits ? { colour: ACCENT } : { colour: ERROR, dash: [6, 4] });
      shown = { x: hover.x, y: hover.y, kind: kindIndex, rotation: state.rotation };
    }
  }

  // layout: the selected tile with its feature spots
  if (!recording && state.selected !== null && state.doc.board[state.selected]) {
    const bt = state.doc.board[state.selected];
    const tile = tileAt(bt.x, bt.y);
    if (tile) {
      drawLastTile(f, tile, ACCENT);
      const r = Math.max(5 * dpr, Math.min(S * 0.07, 11 * dpr));
      for (const s of featureSpots(f, tile)) {
        drawSpotMarker(ctx, s.point[0], s.point[1], r, s.kind === 'mist' ? '#b48cff' : playerColour(state.brush.player), hover && spotIs(hover, tile, s));
      }
    }
  }

  // record: the meeple phase's spots on the new tile (every feature: the engine says which may not)
  if (recording && v.phase === 'meeple' && tiles.length) {
    const lt = tiles[tiles.length - 1];
    drawLastTile(f, lt, playerColour(v.current));
    const r = Math.max(5 * dpr, Math.min(S * 0.07, 11 * dpr));
    for (const s of featureSpots(f, lt)) {
      const legal = v.meeple_spots.includes(s.name);
      ctx.save();
      if (!legal) ctx.globalAlpha = 0.35;
      drawSpotMarker(ctx, s.point[0], s.point[1], r, legal ? playerColour(v.current) : '#888', hover && spotIs(hover, lt, s));
      ctx.restore();
    }
  }

  // record: the ghost phase's choices, as arrows
  if (recording && v.phase === 'ghosts' && v.obligations.length) {
    const o = v.obligations[0];
    const colour = OUTCOME_COLOURS[o.to === 'own' ? 'own' : o.to === 'circle' ? 'draw' : 'others'];
    const width = Math.max(2, Math.min(4, S / 30)) * dpr;
    for (const from of o.sources.slice(0, 8)) {
      for (const to of o.targets.slice(0, 8)) {
        const [a, b] = trimmed(placePoint(f, from, null, supplyPt), placePoint(f, to, null, supplyPt), mh * 0.3, mh * 0.3);
        drawArrow(ctx, a[0], a[1], b[0], b[1], colour, width);
      }
    }
    // the meeples and circles the panel's choices name ("Blue 2", "circle 1"), labelled
    drawLabels(f, spotMarkers([...o.sources, ...o.targets], placeLabels(v)), (end) => placePoint(f, end, null, supplyPt), { colourOf: playerColour });
  }

  // record: the hovered placement's ghosts, as the page draws them (outcome.js)
  if (recording && shown && state.preview && !state.preview.error) {
    drawGhostArrows(f, previewArrows(state.preview) || [], (end) => placePoint(f, end, shown, supplyPt), {
      colours: OUTCOME_COLOURS, startGap: (a, ring) => (a.from === 'supply' ? 10 * dpr : ring * 0.7),
    });
    drawLabels(f, outcomeMarkers(state.preview, placeLabels(v)), (end) => placePoint(f, end, shown, supplyPt), { colourOf: playerColour });
  }

  // the refused edit: where the engine's words point
  if (state.flag && state.flag.cell) {
    const { x, y } = state.flag.cell;
    ctx.save();
    ctx.strokeStyle = ERROR;
    ctx.lineWidth = Math.max(3, 3 * dpr);
    ctx.setLineDash([8 * dpr, 5 * dpr]);
    ctx.strokeRect(ox + x * S + 2, oy + y * S + 2, S - 4, S - 4);
    ctx.restore();
    // the meeple or circles the words name, ringed
    const tile = state.flag.cell.feature && tileAt(x, y);
    if (tile) {
      const [px, py] = spotPoint(f, state.geoms, tile, state.flag.cell);
      ringAt(f, px, py, mh * 0.55, ERROR, { width: 3 * dpr, dash: [5 * dpr, 3 * dpr] });
    }
  }
}

function pickIndex() {
  return state.pick === null ? null : state.kinds.findIndex((k) => k.id === state.pick);
}

function spotIs(hover, tile, s) {
  const f = { ...layout() };
  const near = spotNear(f, tile, hover.dx, hover.dy);
  return near && near.name === s.name && hover.x === tile.x && hover.y === tile.y;
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
    c.setPointerCapture(e.pointerId);
  });
  c.addEventListener('pointermove', (e) => {
    const [dx, dy] = toDevice(e);
    const cell = cellAtDevice(layout(), dx, dy);
    const prev = state.hover;
    state.hover = { ...cell, dx, dy };
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
