// The page's board: camera (camera.js) and drawing (board.js) on the canvas, what lies under the
// pointer, and the choices shown on the board (legal cells, ghost sources and targets, meeple
// spots with their loupe). Reads `state`; never plays an action.

import { arrowWidth, drawCircleGhosts, drawGhostArrows, drawLabels, drawLastTile, drawLegalCells, drawMeeples, drawTable, drawTileInHand, drawTiles, meepleHeight, ringAt, spotPoint as tileSpotPoint } from '../render/board.js';
import { cameraLayout, fitCamera, panIntoView, zoomCamera } from '../render/camera.js';
import { PALETTE, cellSeed, drawArrow, drawGhostPile, drawMeeple, drawTile, frameScheduler, sizeCanvas, spotOnTile } from '../render/draw.js';
import { cellAtDevice, trimmed } from '../render/geometry.js';
import { bankHover, drawHoveredBank } from '../ui/mist-view.js';
import { OUTCOME_COLOURS, outcomeMarkers, placeLabels, previewArrows, spotMarkers } from '../words/outcome.js';
import { cellKey, spotKey } from '../words/text.js';
import { TOOLBAR_INSET, el, playerColour, state } from './state.js';

/** What the board's drawing keeps between frames: the cached picture, zoom timing, score animations. */
export const picture = {
  eventsSeen: 0,
  anims: [],
  lastRenderMs: 0,
  layer: null, // the picture of the table and the tiles
  layerKey: null,
  prevLayerKey: null,
  zoomUntil: 0,
  zoomTimer: 0,
};

/** The mist bank under the pointer (mist-view.js), outlined by render(). */
export const bank = bankHover();

/** The rotations at which the tile in hand fits at (x, y) (a Set), or null. */
export function legalHere(x, y) {
  return state.legalAt.get(cellKey(x, y)) || null;
}

/** The legal cell nearest to `from` (the cursor follows the action). */
export function nearestLegal(from) {
  let best = null;
  let bestD = Infinity;
  const c = from || { x: 0, y: 0 };
  for (const p of state.legal) {
    const d = Math.abs(p.x - c.x) + Math.abs(p.y - c.y) + (p.rotation === state.rotation ? 0 : 0.5);
    if (d < bestD) {
      bestD = d;
      best = { x: p.x, y: p.y };
    }
  }
  return best;
}

/** Whether (x, y) touches a placed tile (a cell where a tile could go, B1). */
export function isNeighbourCell(x, y) {
  for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) if (state.tileAt.has(cellKey(x + dx, y + dy))) return true;
  return false;
}

/** The cell whose placement is previewed: under the pointer, or the keyboard cursor. */
export function focusCell() {
  if (state.keyboard) return state.cursor;
  return state.hover;
}

/** The ghost phase: the legal moves, their sources and targets, and the chosen source. */
export function ghostState(v, old) {
  const head = v.obligations[0] || null;
  const moves = [];
  for (const a of state.game.legalActions()) {
    if (a.type !== 'move-ghost') continue;
    moves.push({ spec: a, from: spotKey(a.from), to: spotKey(a.to) });
  }
  const describe = new Map();
  if (head) {
    for (const s of head.sources || []) describe.set(spotKey(s), s);
    for (const s of head.targets || []) describe.set(spotKey(s), s);
  }
  const spotOf = (key, raw) => describe.get(key) || (raw === 'supply' ? { kind: 'supply' } : { kind: 'meeple', ...raw });
  const sources = new Map();
  const targets = new Map();
  for (const m of moves) {
    if (!sources.has(m.from)) sources.set(m.from, spotOf(m.from, m.spec.from));
    if (!targets.has(m.to)) targets.set(m.to, spotOf(m.to, m.spec.to));
  }
  let selected = null;
  if (sources.size === 1) selected = [...sources.keys()][0];
  else if (old && old.selected && sources.has(old.selected)) selected = old.selected;
  const kind = head ? (head.to === 'circle' ? 'draw' : head.to === 'own' ? 'own' : 'others') : 'others';
  return { head, moves, sources, targets, selected, kind };
}

function validTargets() {
  const gs = state.ghost;
  if (!gs) return [];
  const keys = new Set(gs.moves.filter((m) => !gs.selected || m.from === gs.selected).map((m) => m.to));
  return [...keys];
}

/** The tile placed last, or null. */
export function lastTile() {
  const t = state.view.tiles;
  return t.length ? t[t.length - 1] : null;
}

/**
 * When the tiles are small, the meeple phase shows the new tile enlarged in a loupe beside it:
 * `{x, y, size}` (device pixels, top-left corner), or null.
 */
function meepleLoupe() {
  const v = state.view;
  const last = lastTile();
  if (!v || v.phase !== 'meeple' || !last || !v.meeple_choices.length) return null;
  const { S, ox, oy } = layout();
  const dpr = state.dpr;
  if (S >= 130 * dpr) return null;
  const size = Math.round(Math.min(190 * dpr, el.board.height * 0.45, el.board.width * 0.4));
  const gap = Math.round(Math.max(16 * dpr, S * 0.35));
  const tl = ox + last.x * S;
  const tt = oy + last.y * S;
  let x = tl + S + gap;
  if (x + size > el.board.width - 8 * dpr) x = tl - gap - size;
  x = Math.max(8 * dpr, Math.min(x, el.board.width - size - 8 * dpr));
  let y = tt + S / 2 - size / 2;
  y = Math.max(TOOLBAR_INSET * dpr, Math.min(y, el.board.height - size - 8 * dpr));
  return { x: Math.round(x), y: Math.round(y), size, tile: last };
}

/** The meeple phase's choices with their places (device pixels): on the tile, or in the loupe. */
export function meepleOptions() {
  const v = state.view;
  const last = lastTile();
  if (!v || v.phase !== 'meeple' || !last) return [];
  const { S, ox, oy } = layout();
  const loupe = meepleLoupe();
  const [bx, by, bs] = loupe ? [loupe.x, loupe.y, loupe.size] : [ox + last.x * S, oy + last.y * S, S];
  const byFeature = new Map();
  for (const c of v.meeple_choices) {
    if (!byFeature.has(c.feature)) byFeature.set(c.feature, []);
    byFeature.get(c.feature).push(c);
  }
  const out = [];
  for (const [feature, choices] of byFeature) {
    const [px, py] = spotOnTile(state.geoms[last.kind], feature, last.rotation);
    for (const c of choices) {
      // a guard starts beside its meeple, towards the middle of the tile
      const toward = (a) => (a < 0.5 ? 1 : -1) * 0.13;
      const both = choices.length > 1 && c.guard;
      out.push({ feature, guard: c.guard, u: both ? px + toward(px) : px, w: both ? py + toward(py) * 0.5 : py });
    }
  }
  // push markers apart until they no longer overlap, staying on the tile
  const ph = loupe ? bs * 0.16 : Math.min(Math.max(10 * state.dpr, Math.min(S * 0.34, 46 * state.dpr)), S * 0.24);
  const gap = Math.min(0.3, Math.max(0.2, (2.3 * ph * 0.8 * 0.72) / bs));
  for (let it = 0; it < 24; it++) {
    let moved = false;
    for (let i = 0; i < out.length; i++) {
      for (let j = i + 1; j < out.length; j++) {
        const a = out[i];
        const b = out[j];
        let dx = b.u - a.u;
        let dy = b.w - a.w;
        let d = Math.hypot(dx, dy);
        if (d >= gap) continue;
        if (d < 1e-6) [dx, dy, d] = [1, 0.3, Math.hypot(1, 0.3)];
        const push = (gap - d) / 2 + 0.002;
        a.u -= (dx / d) * push;
        a.w -= (dy / d) * push;
        b.u += (dx / d) * push;
        b.w += (dy / d) * push;
        moved = true;
      }
    }
    for (const o of out) {
      o.u = Math.min(0.9, Math.max(0.1, o.u));
      o.w = Math.min(0.9, Math.max(0.12, o.w));
    }
    if (!moved) break;
  }
  return out.map((o) => ({ feature: o.feature, guard: o.guard, x: bx + o.u * bs, y: by + o.w * bs, size: bs }));
}

/** Starts the "+4" rising from each feature scored since view `prev`. */
export function scoreAnimations(prev, v) {
  if (picture.eventsSeen < 0 || !prev || v.events.length < picture.eventsSeen || v.phase === 'game-over') {
    picture.eventsSeen = v.events.length;
    return;
  }
  const now = performance.now();
  for (const e of v.events.slice(picture.eventsSeen)) {
    if (!e.players.length || !e.points) continue;
    e.players.forEach((p, i) => {
      picture.anims.push({ x: e.x + 0.5, y: e.y + 0.5 - i * 0.25, text: `${e.points > 0 ? '+' : ''}${e.points}`, colour: playerColour(p), t0: now });
    });
  }
  picture.eventsSeen = v.events.length;
  if (picture.anims.length) requestRender();
}

/** Gives the board canvas its CSS size in device pixels. */
export function resizeCanvas() {
  Object.assign(state, sizeCanvas(el.board));
}

/** Device pixels per cell and the device position of cell (0, 0)'s top-left corner, all whole. */
function layout() {
  return cameraLayout(state.cam, el.board.width, el.board.height, state.dpr);
}

/** Client (page) coordinates of the centre of cell (x, y). */
export function cellToClient(x, y) {
  const { S, ox, oy } = layout();
  const r = el.board.getBoundingClientRect();
  return {
    x: r.left + (ox + x * S + S / 2) / state.dpr,
    y: r.top + (oy + y * S + S / 2) / state.dpr,
  };
}

/** Client coordinates of a ghost spot ('supply', a meeple's or a circle's {x, y, feature}). */
export function clientOfSpot(spot) {
  const p = spotPoint(spot);
  if (!p) return null;
  const r = el.board.getBoundingClientRect();
  return { x: r.left + p[0] / state.dpr, y: r.top + p[1] / state.dpr };
}

/** The cell under client point (cx, cy), and the point's position inside it (0..1). */
export function clientToCell(cx, cy) {
  const r = el.board.getBoundingClientRect();
  return cellAtDevice(layout(), (cx - r.left) * state.dpr, (cy - r.top) * state.dpr);
}

/** Client (page) coordinates as device pixels on the board canvas. */
export function clientToDevice(cx, cy) {
  const r = el.board.getBoundingClientRect();
  return [(cx - r.left) * state.dpr, (cy - r.top) * state.dpr];
}

/** The ghost supply's pile: centre and size in device pixels (bottom right of the board). */
function supplyPile() {
  const dpr = state.dpr;
  const h = 46 * dpr;
  return { x: el.board.width - 44 * dpr, y: el.board.height - 44 * dpr, h, r: h * 0.8 };
}

/**
 * Device position of a ghost spot: the supply pile, a meeple's feature on its tile, or the
 * middle of a mist area's spell circles. `extra`: a tile not on the board yet (the preview's).
 */
function spotPoint(spot, extra = null) {
  if (!spot || spot === 'supply' || spot.kind === 'supply') {
    const p = supplyPile();
    return [p.x, p.y];
  }
  let t = state.tileAt.get(cellKey(spot.x, spot.y));
  if (extra && extra.x === spot.x && extra.y === spot.y) t = extra;
  if (!t) return null;
  return tileSpotPoint(layout(), state.geoms, t, spot);
}

/** Fits the camera to the tiles and the cells around them (camera.js). */
export function fitBoard() {
  const v = state.view;
  if (!v || !state.width) return;
  // the tiles and the ring of cells around them, whatever the phase, so the view does not jump
  // between placing a tile and placing a meeple; clear of the zoom buttons and the ghost pile
  fitCamera(state.cam, v.tiles, {
    width: state.width,
    height: state.height,
    top: Math.min(TOOLBAR_INSET, state.height / 4),
    bottom: v.ghosts_in_play ? Math.min(40, state.height / 6) : 0,
  });
}

/** Zooms by `factor` about client point (cx, cy). */
export function zoomAt(factor, cx, cy) {
  const r = el.board.getBoundingClientRect();
  const px = cx - r.left - state.width / 2;
  const py = cy - r.top - state.height / 2;
  zoomCamera(state.cam, factor, px, py); // the world point under the pointer stays in place
  state.autoFit = false;
  zoomed();
}

/** While zooming, tiles are drawn from pictures of another size; crisp again once it stops. */
function zoomed() {
  picture.zoomUntil = performance.now() + 180;
  clearTimeout(picture.zoomTimer);
  picture.zoomTimer = setTimeout(() => {
    picture.zoomUntil = 0;
    requestRender();
  }, 200);
  requestRender();
}

/** Pans so that cell (x, y) is fully on the canvas. */
export function keepInView(x, y) {
  if (panIntoView(state.cam, layout(), x, y, el.board.width, el.board.height, TOOLBAR_INSET * state.dpr)) {
    state.autoFit = false;
  }
}

/** Asks for one render() at the next animation frame. */
export function requestRender() {
  (requestRender.run ??= frameScheduler(render))();
}

/** The table, its grid, the tiles and their shadows (board.js). */
function drawBoardLayer(ctx, v, { S, ox, oy, W, H, dpr, fast }) {
  const f = { ctx, S, ox, oy, W, H, dpr };
  drawTable(f);
  drawTiles(f, v.tiles, state.geoms, { fast });
}

/** Draws the board (board.js) with what the state shows: the place-tile, ghost and meeple choices. */
export function render() {
  const t0 = performance.now();
  const v = state.view;
  if (!v) return;
  const c = el.board;
  const ctx = c.getContext('2d');
  const dpr = state.dpr;
  const { S, ox, oy } = layout();
  const W = c.width;
  const H = c.height;
  const f = { ctx, S, ox, oy, W, H, dpr };

  // the table, its grid and the tiles: one picture, drawn again only when the board or the
  // camera changes (a hover redraws just what lies on top)
  const fast = performance.now() < picture.zoomUntil;
  const last0 = lastTile();
  const layerKey = `${state.gameId}|${W}x${H}|${S}|${ox},${oy}|${v.tiles.length}|${last0 ? `${last0.x},${last0.y},${last0.rotation}` : ''}`;
  // while the camera moves (a drag, a zoom) the tiles go straight onto the board; the picture is
  // made once it rests
  const moving = fast || (picture.layerKey !== layerKey && picture.prevLayerKey !== layerKey);
  picture.prevLayerKey = layerKey;
  if (moving || picture.layerKey !== layerKey) {
    let lctx = ctx;
    if (!moving) {
      if (!picture.layer || picture.layer.width !== W || picture.layer.height !== H) {
        picture.layer = document.createElement('canvas');
        picture.layer.width = W;
        picture.layer.height = H;
      }
      lctx = picture.layer.getContext('2d');
    }
    drawBoardLayer(lctx, v, { S, ox, oy, W, H, dpr, fast });
    picture.layerKey = moving ? null : layerKey;
  }
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  if (!moving) ctx.drawImage(picture.layer, 0, 0);

  // legal cells for other rotations (faint), then for this rotation (clear)
  if (v.phase === 'place-tile') drawLegalCells(f, state.legalAt, state.rotation);

  // the tile placed last
  const last = lastTile();
  if (last && v.tiles.length > 1 && v.phase !== 'game-over') {
    drawLastTile(f, last, v.phase === 'place-tile' ? 'rgba(255, 240, 200, 0.75)' : playerColour(v.current));
  }

  // the tile in hand over the focused cell
  const fc = v.phase === 'place-tile' ? focusCell() : null;
  const pv = state.preview;
  let extra = null;
  if (fc && v.hand !== null && v.hand !== undefined) {
    const rots = legalHere(fc.x, fc.y);
    const l = ox + fc.x * S;
    const t = oy + fc.y * S;
    if (rots && rots.has(state.rotation)) {
      extra = { x: fc.x, y: fc.y, kind: v.hand, rotation: state.rotation };
      drawTileInHand(f, state.geoms[v.hand], fc.x, fc.y, state.rotation);
    } else if (rots) {
      ctx.strokeStyle = 'rgba(255, 255, 255, 0.6)';
      ctx.setLineDash([6 * dpr, 4 * dpr]);
      ctx.lineWidth = Math.max(1.5, 2 * dpr);
      ctx.strokeRect(l + 2, t + 2, S - 4, S - 4);
      ctx.setLineDash([]);
    }
  }
  // the keyboard cursor
  if (state.keyboard && state.cursor && v.phase === 'place-tile') {
    const l = ox + state.cursor.x * S;
    const t = oy + state.cursor.y * S;
    const k = S * 0.22;
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = Math.max(2, 3 * dpr);
    ctx.beginPath();
    for (const [cx, cy, sx, sy] of [[l, t, 1, 1], [l + S, t, -1, 1], [l, t + S, 1, -1], [l + S, t + S, -1, -1]]) {
      ctx.moveTo(cx + sx * k, cy + sy * 2);
      ctx.lineTo(cx + sx * 2, cy + sy * 2);
      ctx.lineTo(cx + sx * 2, cy + sy * k);
    }
    ctx.stroke();
  }

  // the mist bank under the pointer, as one shape; ghosts in the spell circles, then meeples
  // and guards
  const tileAt = (x, y) => state.tileAt.get(cellKey(x, y));
  drawHoveredBank(f, bank, v, tileAt, state.geoms, c);
  drawCircleGhosts(f, v.circles, tileAt, state.geoms);
  const mh = meepleHeight(f);
  drawMeeples(f, v.meeples, tileAt, state.geoms, playerColour, mh);

  // where a meeple or a guard may go: a faint piece in a dashed ring (solid when pointed at),
  // on the tile or, when the tiles are small, on the tile enlarged in a loupe beside it
  if (v.phase === 'meeple') {
    const colour = playerColour(v.current);
    const loupe = meepleLoupe();
    let ph = Math.min(mh, S * 0.24);
    if (loupe) {
      const tl = ox + loupe.tile.x * S;
      const tt = oy + loupe.tile.y * S;
      ctx.save();
      ctx.strokeStyle = colour;
      ctx.lineWidth = 2 * dpr;
      ctx.setLineDash([5 * dpr, 4 * dpr]);
      ctx.beginPath();
      const right = loupe.x > tl;
      ctx.moveTo(right ? tl + S : tl, tt + S / 2);
      ctx.lineTo(right ? loupe.x : loupe.x + loupe.size, loupe.y + loupe.size / 2);
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.shadowColor = 'rgba(0, 0, 0, 0.6)';
      ctx.shadowBlur = 18 * dpr;
      ctx.shadowOffsetY = 4 * dpr;
      ctx.fillStyle = PALETTE.field;
      ctx.fillRect(loupe.x, loupe.y, loupe.size, loupe.size);
      ctx.restore();
      drawTile(ctx, state.geoms[loupe.tile.kind], loupe.x, loupe.y, loupe.size, loupe.tile.rotation, { seed: cellSeed(loupe.tile.x, loupe.tile.y) });
      ctx.strokeStyle = colour;
      ctx.lineWidth = 3 * dpr;
      ctx.strokeRect(loupe.x - 1.5 * dpr, loupe.y - 1.5 * dpr, loupe.size + 3 * dpr, loupe.size + 3 * dpr);
      ph = loupe.size * 0.16;
    }
    for (const o of meepleOptions()) {
      const hover = state.meepleHover && state.meepleHover.feature === o.feature && state.meepleHover.guard === o.guard;
      const h = ph * (o.guard ? 0.82 : 0.78);
      ringAt(f, o.x, o.y, h * 0.72, hover ? '#ffffff' : colour, {
        width: (hover ? 3 : 2) * dpr, dash: hover ? null : [4 * dpr, 3 * dpr],
        fill: hover ? 'rgba(255, 255, 255, 0.25)' : 'rgba(20, 18, 15, 0.35)',
      });
      drawMeeple(ctx, o.x, o.y, h, colour, { alpha: hover ? 0.95 : 0.6, guard: o.guard });
    }
  }

  // the ghost phase: sources, targets, arrows
  if (v.phase === 'ghosts' && state.ghost) drawGhostChoices(f);

  // the preview's ghosts: arrows from where they come to where they go
  if (pv && extra) drawPreviewArrows(f, pv, extra);
  // the labels the panel's words use (banks, meeples, circles), lit where a line is hovered
  if (pv && extra) {
    drawLabels(f, outcomeMarkers(pv, placeLabels(v)), (s) => spotPoint(s, extra), {
      highlight: state.outcomeMarks, colourOf: playerColour,
    });
  } else if (v.phase === 'ghosts' && state.ghost) {
    const spots = [...state.ghost.sources.values(), ...state.ghost.targets.values()];
    drawLabels(f, spotMarkers(spots, placeLabels(v)), (s) => spotPoint(s), {
      highlight: state.ghostHover ? new Set([state.ghostHover]) : null, colourOf: playerColour,
    });
  }

  // the ghost supply
  if (v.ghosts_in_play) {
    const p = supplyPile();
    const gs = state.ghost;
    const active = Boolean(gs && (gs.sources.has('supply') && gs.sources.size > 1));
    drawGhostPile(ctx, p.x, p.y, p.h, v.ghost_supply, { highlight: active });
    if (active && gs.selected === 'supply') ringAt(f, p.x, p.y, p.r, '#d9c8ff', { width: 3 * dpr });
  }

  // points rising from features just scored
  if (picture.anims.length) {
    const now = performance.now();
    picture.anims = picture.anims.filter((a) => now - a.t0 < 1800);
    for (const a of picture.anims) {
      const k = (now - a.t0) / 1800;
      const x = ox + a.x * S;
      const y = oy + (a.y - k * 0.6) * S;
      ctx.save();
      ctx.globalAlpha = k < 0.7 ? 1 : 1 - (k - 0.7) / 0.3;
      ctx.font = `800 ${Math.round(Math.max(16 * dpr, S * 0.3))}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.lineWidth = 4 * dpr;
      ctx.strokeStyle = 'rgba(0, 0, 0, 0.8)';
      ctx.strokeText(a.text, x, y);
      ctx.fillStyle = a.colour;
      ctx.fillText(a.text, x, y);
      ctx.restore();
    }
    if (picture.anims.length) requestRender();
  }
  picture.lastRenderMs = performance.now() - t0;
}

/**
 * Where the preview's ghosts from the supply start: a little pile beside the previewed tile, in
 * an empty neighbouring cell (the pile in the corner when the tile is surrounded).
 */
function previewPile(extra, S) {
  const { ox, oy } = layout();
  for (const [dx, dy] of [[1, 0], [0, 1], [-1, 0], [0, -1]]) {
    if (state.tileAt.has(cellKey(extra.x + dx, extra.y + dy))) continue;
    return {
      x: ox + (extra.x + 0.5 + dx * 0.78) * S,
      y: oy + (extra.y + 0.5 + dy * 0.78) * S,
      h: Math.max(22 * state.dpr, Math.min(S * 0.36, 44 * state.dpr)),
    };
  }
  return null;
}

function drawPreviewArrows(f, pv, extra) {
  const arrows = previewArrows(pv);
  if (!arrows.length) return;
  const pile = arrows.some((a) => a.from === 'supply') ? previewPile(extra, f.S) : null;
  if (pile) drawGhostPile(f.ctx, pile.x, pile.y, pile.h, state.view.ghost_supply);
  drawGhostArrows(f, arrows, (s) => (s === 'supply' && pile ? [pile.x, pile.y] : spotPoint(s, extra)), {
    colours: OUTCOME_COLOURS,
    startGap: (a, ring) => (a.from === 'supply' ? (pile ? pile.h * 0.6 : supplyPile().r) : ring * 0.7),
  });
}

function drawGhostChoices(f) {
  const { ctx, S, dpr } = f;
  const gs = state.ghost;
  const colour = OUTCOME_COLOURS[gs.kind] || '#fff';
  const w = arrowWidth(f);
  const valid = validTargets();
  const r = Math.max(14 * dpr, Math.min(S * 0.2, 30 * dpr));
  // arrows from the chosen source to every target it can go to
  if (gs.selected) {
    const from = spotPoint(gs.selected === 'supply' ? 'supply' : gs.sources.get(gs.selected));
    const startGap = gs.selected === 'supply' ? supplyPile().r : r;
    for (const key of valid) {
      const to = spotPoint(gs.targets.get(key));
      if (!from || !to) continue;
      const hot = state.ghostHover === key;
      const [p, q] = trimmed(from, to, startGap, r + 2 * dpr);
      drawArrow(ctx, p[0], p[1], q[0], q[1], colour, hot ? w * 1.2 : w * 0.7, { dash: hot ? null : [w * 2, w * 1.6] });
    }
  }
  // the sources to choose from
  if (gs.sources.size > 1) {
    for (const [key, s] of gs.sources) {
      if (key === 'supply') continue;
      const p = spotPoint(s);
      if (!p) continue;
      const sel = gs.selected === key;
      ringAt(f, p[0], p[1], r, sel ? '#ffffff' : '#d9c8ff', { width: (sel ? 3.5 : 2) * dpr, dash: sel ? null : [4 * dpr, 3 * dpr], fill: sel ? 'rgba(217, 200, 255, 0.25)' : null });
    }
  }
  // the targets
  for (const key of valid) {
    const p = spotPoint(gs.targets.get(key));
    if (!p) continue;
    const hot = state.ghostHover === key;
    ringAt(f, p[0], p[1], hot ? r * 1.15 : r, colour, { width: (hot ? 4 : 3) * dpr, fill: hot ? 'rgba(255, 255, 255, 0.18)' : 'rgba(255, 255, 255, 0.06)' });
  }
}

/** The ghost-phase spot (source or valid target) near device point (dx, dy), if any. */
export function ghostSpotNear(dx, dy) {
  const gs = state.ghost;
  if (!gs) return null;
  const { S } = layout();
  const candidates = new Map();
  if (gs.sources.size > 1) for (const [k, s] of gs.sources) candidates.set(k, s);
  for (const k of validTargets()) candidates.set(k, gs.targets.get(k));
  let best = null;
  let bestD = Infinity;
  for (const [key, s] of candidates) {
    const p = spotPoint(s);
    if (!p) continue;
    const reach = key === 'supply' ? supplyPile().r : Math.max(14 * state.dpr, S * 0.2);
    const d = Math.hypot(p[0] - dx, p[1] - dy);
    if (d <= reach && d < bestD) {
      best = key;
      bestD = d;
    }
  }
  return best;
}

/** The meeple option near device point (dx, dy), if any. */
export function meepleOptionNear(dx, dy) {
  let best = null;
  const options = meepleOptions();
  let bestD = options.length ? Math.max(14 * state.dpr, Math.min(options[0].size * 0.14, 34 * state.dpr)) : 0;
  for (const o of options) {
    const d = Math.hypot(o.x - dx, o.y - dy);
    if (d < bestD) {
      best = o;
      bestD = d;
    }
  }
  return best;
}

