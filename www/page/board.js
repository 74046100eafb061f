// The page's board: camera (camera.js) and drawing (board.js) on the canvas, what lies under the
// pointer, and the choices shown on the board (legal cells, ghost sources and targets, meeple
// spots with their loupe). Reads `state`; never plays an action.

import { cameraLayout, fitCamera, panIntoView, zoomCamera } from '../render/camera.js';
import { frameScheduler, sizeCanvas } from '../render/draw.js';
import { cellAtDevice } from '../render/geometry.js';
import { LOOKS, composeScene, drawBoardLayer, drawSceneTop, scenePlaces } from '../render/scene.js';
import { bankHover, noteBank } from '../ui/mist-view.js';
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

/** The tile placed last, or null. */
export function lastTile() {
  const t = state.view.tiles;
  return t.length ? t[t.length - 1] : null;
}

/**
 * What the board shows now, as a scene (render/scene.js): the legal cells, the tile in hand over
 * the focused cell with its preview, the tile placed last, the cursor, the hovered bank, the
 * meeple and ghost choices, the points rising. The drawing and the hit tests read the same scene.
 */
export function boardScene(now = performance.now()) {
  const v = state.view;
  const last = lastTile();
  // another player to move (a computer, a friend by link): no choices drawn, the board takes no clicks
  const mine = !state.waiting;
  const fc = v.phase === 'place-tile' && (mine || state.keyboard) ? focusCell() : null; // the computer's placement shown (ai.js)
  let hand = null;
  if (fc && v.hand !== null && v.hand !== undefined) {
    const rots = legalHere(fc.x, fc.y);
    if (rots && rots.has(state.rotation)) hand = { x: fc.x, y: fc.y, rotation: state.rotation, look: 'shown' };
    else if (rots) hand = { x: fc.x, y: fc.y, turned: true };
  }
  picture.anims = picture.anims.filter((a) => now - a.t0 < 1800);
  const colour = playerColour(v.current);
  const mh = state.meepleHover;
  // the tile placed last is one of the turns marked: framed in its mover's colour, not twice
  const moved = last && (state.moves || []).some((m) => m.tile.x === last.x && m.tile.y === last.y);
  return composeScene(v, {
    geoms: state.geoms, playerColour, legalAt: v.phase === 'place-tile' && mine ? state.legalAt : null, rotation: state.rotation, hand,
    preview: hand && !hand.turned ? state.preview : null, previewPile: true, marks: state.outcomeMarks,
    last: last && v.tiles.length > 1 && v.phase !== 'game-over' && !moved ? { tile: last, colour: v.phase === 'place-tile' ? 'rgba(255, 240, 200, 0.75)' : colour } : null,
    // the keyboard's cursor: the player's own place phase, and every phase with the text board on
    cursor: state.keyboard && state.cursor && ((v.phase === 'place-tile' && mine) || state.textBoard) ? state.cursor : null,
    bank: (bank.current(v) || {}).spots || null,
    meeples: v.phase === 'meeple' && last && mine ? { tile: last, choices: v.meeple_choices, hot: mh, colour } : null,
    ghostChoice: v.phase === 'ghosts' && state.ghost && mine ? state.ghost : null, ghostHover: state.ghostHover,
    // the other players' last turns (moves.js), until the player to move acts
    moves: state.moves, movesShown: state.movesShown,
    floats: picture.anims.map((a) => ({ x: a.x, y: a.y, text: a.text, colour: a.colour, k: (now - a.t0) / 1800 })),
  });
}

/** The frame the board is drawn on (board.js): the canvas, the camera's cell size and origin. */
function frame() {
  const c = el.board;
  const { S, ox, oy } = layout();
  return { ctx: c.getContext('2d'), S, ox, oy, W: c.width, H: c.height, dpr: state.dpr };
}

/** The meeple phase's choices with their places (device pixels): on the tile, or in the loupe. */
export function meepleOptions() {
  const v = state.view;
  if (!v || v.phase !== 'meeple' || !lastTile()) return [];
  return scenePlaces(frame(), boardScene(), LOOKS.page).spots.map((o) => ({ feature: o.feature, guard: o.guard, x: o.x, y: o.y, size: o.size }));
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

/** Device position of a ghost spot ('supply', a meeple's or a circle's place), as the scene draws it. */
function spotPoint(spot) {
  if (spot && spot !== 'supply' && spot.kind !== 'supply' && !state.tileAt.has(cellKey(spot.x, spot.y))) return null;
  return scenePlaces(frame(), boardScene(), LOOKS.page).spot(spot);
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

let renderSoon = null; // frameScheduler(render), made on the first request
/** Asks for one render() at the next animation frame. */
export function requestRender() {
  (renderSoon ??= frameScheduler(render))();
}

/** Draws the board: the scene of what the state shows (boardScene), on the camera. */
export function render() {
  const t0 = performance.now();
  const v = state.view;
  if (!v) return;
  const c = el.board;
  const f = frame();
  const { ctx, S, ox, oy, W, H } = f;
  const scene = boardScene(t0);

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
    drawBoardLayer({ ...f, ctx: lctx }, scene, LOOKS.page, { fast });
    picture.layerKey = moving ? null : layerKey;
  }
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  if (!moving) ctx.drawImage(picture.layer, 0, 0);

  const { bankDrawn, supplyLeft } = drawSceneTop(f, scene, LOOKS.page);
  noteBank(c, bank.current(v), bankDrawn);
  // the hint and the turn banner (style.css) end before the supply counter, however wide its words
  if (supplyLeft === null) el.boardWrap.style.removeProperty('--supply-room');
  else el.boardWrap.style.setProperty('--supply-room', `${Math.ceil((W - supplyLeft) / state.dpr) + 14}px`);
  if (picture.anims.length) requestRender();
  picture.lastRenderMs = performance.now() - t0;
}

/** The ghost-phase spot (source or valid target) near device point (dx, dy), if any. */
export function ghostSpotNear(dx, dy) {
  const gs = state.ghost;
  if (!gs) return null;
  const { S } = layout();
  const candidates = new Map();
  if (gs.sources.size > 1) for (const [k, s] of gs.sources) candidates.set(k, s);
  for (const m of gs.moves) if (!gs.selected || m.from === gs.selected) candidates.set(m.to, gs.targets.get(m.to));
  const P = scenePlaces(frame(), boardScene(), LOOKS.page);
  let best = null;
  let bestD = Infinity;
  for (const [key, s] of candidates) {
    if (key !== 'supply' && !state.tileAt.has(cellKey(s.x, s.y))) continue;
    const p = P.spot(s);
    const reach = key === 'supply' ? P.supply.r : Math.max(14 * state.dpr, S * 0.2);
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

