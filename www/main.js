// The page: a two-player hot-seat game (Red and Blue), drawn on a canvas. URL parameters:
// `?seed=N` (the tile shuffle; a random one by default, written back into the URL) and
// `?sets=base,gcc,sc` (tile sets; the base game alone by default).
//
// State lives in the engine (a `GameHandle`); after every action the page asks for a fresh
// `view()` and the legal placements, updates the side panel and redraws the board.
// Board coordinates: cell (x, y) has its centre at world point (x, y); y grows southwards.

import {
  PALETTE, PLAYER_COLOURS, kindGeometry, drawTile, drawMeeple, drawSpotMarker, spotOnTile,
} from './draw.js';

const $ = (id) => document.getElementById(id);
const el = {
  board: $('board'), hand: $('hand'), handLabel: $('hand-label'), rotate: $('rotate'),
  undo: $('undo'), redo: $('redo'), skip: $('skip'), spots: $('meeple-spots'),
  players: $('players'), tilesLeft: $('tiles-left'), status: $('status'), error: $('error'),
  events: $('events'), hint: $('hint'), fit: $('fit'), zoomIn: $('zoom-in'), zoomOut: $('zoom-out'),
  meepleTitle: document.querySelector('#meeple-card h2'),
  seedLink: $('seed-link'), newGame: $('new-game'), version: $('engine-version'),
};

const MIN_SCALE = 14;
const MAX_SCALE = 260;
const FIT_MAX_SCALE = 110;
const DRAG_THRESHOLD = 4;
const TOOLBAR_INSET = 50; // CSS pixels at the top of the board taken by the zoom buttons

const state = {
  engine: null,
  game: null,
  seed: 0,
  kinds: [],
  geoms: [],
  view: null,
  legal: [],
  legalAt: new Map(), // "x,y" -> Set of rotations
  rotation: 0,
  turnKey: null, // identifies the turn the rotation was chosen for
  cam: { x: 0, y: 0, scale: 90 },
  autoFit: true,
  hover: null, // {x, y} cell under the pointer
  spotHover: null, // feature name highlighted on the board
  meepleOptions: [], // legal {name, guard} meeple placements in the meeple phase
  dpr: 1,
  width: 0, // canvas size in CSS pixels
  height: 0,
  drawQueued: false,
};

// ---------------------------------------------------------------------------------------------
// Start-up.

function readSeed() {
  const params = new URLSearchParams(location.search);
  const raw = params.get('seed');
  if (raw !== null && /^\d{1,15}$/.test(raw.trim())) return Number(raw.trim());
  const seed = Math.floor(Math.random() * 1_000_000);
  params.set('seed', String(seed));
  history.replaceState(null, '', `${location.pathname}?${params}`);
  return seed;
}

/** Tile sets from `?sets=base,sc` (the base game alone by default). */
function readSets() {
  const raw = new URLSearchParams(location.search).get('sets');
  const sets = (raw || '').split(',').map((x) => x.trim()).filter(Boolean);
  return sets.length ? sets : ['base'];
}

async function main() {
  state.seed = readSeed();
  el.seedLink.textContent = String(state.seed);
  const setsParam = new URLSearchParams(location.search).get('sets');
  const keep = setsParam ? `&sets=${encodeURIComponent(setsParam)}` : '';
  el.seedLink.href = `?seed=${state.seed}${keep}`;
  el.newGame.href = `?seed=${Math.floor(Math.random() * 1_000_000)}${keep}`;
  try {
    const engine = await import('../pkg/carcassonne_mist.js');
    await engine.default();
    state.engine = engine;
    el.version.textContent = engine.engineVersion();
  } catch (e) {
    el.status.textContent = 'The engine could not be loaded.';
    showError(`Cannot load ../pkg/carcassonne_mist.js (run "make build" first): ${e.message}`);
    return;
  }
  try {
    const game = state.engine.GameHandle.newGame(
      JSON.stringify({ players: ['Red', 'Blue'], sets: readSets(), seed: state.seed }),
    );
    setGame(game);
  } catch (e) {
    showError(e.message);
    return;
  }
  setupInput();
  resizeCanvas();
  new ResizeObserver(() => {
    resizeCanvas();
    if (state.autoFit) fitBoard();
    render();
  }).observe(el.board.parentElement);
  fitBoard();
  render();
  window.__app = {
    get game() { return state.game; },
    view: () => state.game.view(),
    cellToClient,
    get rotation() { return state.rotation; },
    kinds: () => state.kinds,
  };
  document.body.dataset.ready = '1';
}

function setGame(game) {
  state.game = game;
  state.kinds = game.kinds();
  state.geoms = state.kinds.map((k, i) => kindGeometry(k, i));
  state.turnKey = null;
  refresh();
}

/** Reads the engine's state again after an action and updates everything. */
function refresh() {
  const g = state.game;
  const v = g.view();
  state.view = v;
  state.legal = v.phase === 'place-tile' ? g.legalPlacements() : [];
  state.legalAt = new Map();
  for (const p of state.legal) {
    const key = `${p.x},${p.y}`;
    if (!state.legalAt.has(key)) state.legalAt.set(key, new Set());
    state.legalAt.get(key).add(p.rotation);
  }
  // a new turn starts with the tile unturned, or turned to the first rotation that fits
  const turnKey = `${v.actions}:${v.hand_id}`;
  if (v.phase === 'place-tile' && turnKey !== state.turnKey) {
    state.turnKey = turnKey;
    state.rotation = 0;
    if (!state.legal.some((p) => p.rotation === 0)) {
      const r = [90, 180, 270].find((rot) => state.legal.some((p) => p.rotation === rot));
      if (r !== undefined) state.rotation = r;
    }
  }
  if (v.phase !== 'meeple') state.spotHover = null;
  updatePanel();
  updateHint();
  if (state.autoFit && state.width) fitBoard();
  requestRender();
}

/** Runs an engine call; a thrown error goes to the error line. */
function act(fn) {
  clearError();
  try {
    fn();
  } catch (e) {
    showError(e && e.message ? e.message : String(e));
  }
  refresh();
}

function showError(msg) {
  el.error.textContent = msg;
}

function clearError() {
  el.error.textContent = '';
}

// ---------------------------------------------------------------------------------------------
// Players and turns.

function playerColour(i) {
  const p = state.view && state.view.players[i];
  return (p && p.colour) || PLAYER_COLOURS[i % PLAYER_COLOURS.length];
}

function rotateHand(step = 90) {
  if (!state.view || state.view.phase !== 'place-tile') return;
  state.rotation = (((state.rotation + step) % 360) + 360) % 360;
  clearError();
  updatePanel();
  updateHint();
  requestRender();
}

function legalHere(x, y) {
  return state.legalAt.get(`${x},${y}`) || null;
}

function placeAt(x, y) {
  const rots = legalHere(x, y);
  if (!rots) {
    const occupied = state.view.tiles.some((t) => t.x === x && t.y === y);
    if (!occupied && isNeighbourCell(x, y)) {
      const why = state.game.placementProblem(x, y, state.rotation);
      if (why) el.hint.textContent = why;
    }
    return;
  }
  if (!rots.has(state.rotation)) {
    // legal only turned: turn the tile to the next rotation that fits here
    for (let i = 1; i <= 3; i++) {
      const r = (state.rotation + 90 * i) % 360;
      if (rots.has(r)) {
        state.rotation = r;
        break;
      }
    }
    updatePanel();
    updateHint();
    requestRender();
    return;
  }
  act(() => state.game.placeTile(x, y, state.rotation));
}

function placeMeeple(feature, guard = false) {
  act(() => state.game.placeMeeple(feature, guard));
}

function skipMeeple() {
  act(() => state.game.skipMeeple());
}

function undo() {
  act(() => {
    if (!state.game.undo()) showError('Nothing to undo.');
  });
}

function redo() {
  act(() => {
    if (!state.game.redo()) showError('Nothing to redo.');
  });
}

function isNeighbourCell(x, y) {
  return state.view.tiles.some((t) => Math.abs(t.x - x) + Math.abs(t.y - y) === 1);
}

// ---------------------------------------------------------------------------------------------
// The side panel.

const FEATURE_WORDS = {
  city: 'City', road: 'Road', field: 'Field', monastery: 'Monastery', castle: 'Castle',
  cemetery: 'Cemetery', mist: 'Mist',
};

function compass(px, py) {
  const dx = px - 0.5;
  const dy = py - 0.5;
  if (Math.hypot(dx, dy) < 0.12) return 'centre';
  const a = (Math.atan2(dx, -dy) * 180) / Math.PI; // 0 = north, clockwise
  return ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'][((Math.round(a / 45) % 8) + 8) % 8];
}

function lastTile() {
  const t = state.view.tiles;
  return t.length ? t[t.length - 1] : null;
}

function spotLabel(name) {
  const t = lastTile();
  const kind = state.kinds[t.kind];
  const f = kind.features.find((ft) => ft.name === name);
  const word = FEATURE_WORDS[f ? f.kind : ''] || name;
  if (f && f.kind === 'monastery') return word;
  if (f && (f.kind === 'city' || f.kind === 'road' || f.kind === 'castle') && f.sides) {
    // the sides it reaches on the board, after the tile's rotation
    const turns = Math.round(t.rotation / 90);
    const sides = [...f.sides].map((c) => 'NESW'.indexOf(c)).filter((i) => i >= 0)
      .map((i) => (i + turns) % 4).sort((a, b) => a - b).map((i) => 'NESW'[i]);
    return `${word} · ${sides.join(f.kind === 'road' ? '–' : '')}`;
  }
  const [px, py] = spotOnTile(state.geoms[t.kind], name, t.rotation);
  return `${word} · ${compass(px, py)}`;
}

const KNOWN_PHASES = ['place-tile', 'meeple', 'game-over'];

function spotText(spot) {
  if (typeof spot === 'string') return spot;
  if (spot && typeof spot === 'object') return `${spot.feature} (${spot.x}, ${spot.y})`;
  return String(spot);
}

function actionLabel(spec) {
  if (spec.type === 'move-ghost') return `Ghost: ${spotText(spec.from)} → ${spotText(spec.to)}`;
  const { type, ...rest } = spec;
  const args = Object.entries(rest).map(([k, val]) => `${k} ${typeof val === 'object' ? JSON.stringify(val) : val}`);
  return [type.replace(/-/g, ' '), ...args].join(' · ');
}

function swatch(colour) {
  const s = document.createElement('span');
  s.className = 'swatch';
  s.style.background = colour;
  return s;
}

function updatePanel() {
  const v = state.view;
  const cur = v.players[v.current];
  const colour = playerColour(v.current);
  el.status.style.setProperty('--player', colour);
  if (v.phase === 'place-tile') {
    el.status.textContent = `${cur.name}: place the tile`;
  } else if (v.phase === 'meeple') {
    el.status.textContent = v.meeple_spots.length
      ? `${cur.name}: put a meeple on the tile, or none`
      : `${cur.name}: no meeple can go here — click No meeple`;
  } else if (v.phase !== 'game-over') {
    // a phase this page has no special controls for (the ghosts of the mist sets)
    el.status.textContent = `${cur.name}: ${v.phase.replace(/-/g, ' ')} — choose an action`;
  } else {
    const best = Math.max(...v.players.map((p) => p.score));
    const winners = v.players.filter((p) => p.score === best).map((p) => p.name);
    el.status.textContent = `Game over — ${winners.join(' and ')} ${winners.length > 1 ? 'tie' : 'wins'} with ${best} points`;
    el.status.style.setProperty('--player', 'var(--accent)');
  }
  el.status.dataset.phase = v.phase;
  el.status.dataset.current = String(v.current);

  // the tile in hand
  el.hand.dataset.rotation = String(state.rotation);
  el.hand.dataset.kind = v.hand === null || v.hand === undefined ? '' : String(v.hand);
  el.handLabel.textContent = v.hand_id
    ? `Tile ${v.hand_id} · ${state.rotation}°`
    : v.phase === 'meeple' ? 'Tile placed' : 'No tile';
  el.rotate.disabled = v.phase !== 'place-tile';
  const left = v.bag_left + (v.hand_id ? 1 : 0);
  el.tilesLeft.textContent = `Tiles left: ${left}`;
  el.tilesLeft.dataset.count = String(left);
  drawHand();

  // meeple choice
  el.spots.replaceChildren();
  if (v.phase === 'meeple') {
    // one button per legal placement: a meeple, or (Exp. 11) a guard, on a feature
    const options = state.game.legalActions()
      .filter((a) => a.type === 'place-meeple')
      .map((a) => ({ name: a.feature, guard: Boolean(a.guard) }));
    state.meepleOptions = options;
    for (const { name, guard } of options) {
      const b = document.createElement('button');
      b.type = 'button';
      b.dataset.feature = name;
      if (guard) b.dataset.guard = '1';
      b.append(swatch(colour), document.createTextNode(spotLabel(name) + (guard ? ' (guard)' : '')));
      b.title = `Put a ${guard ? 'guard' : 'meeple'} on ${name}`;
      b.addEventListener('click', () => placeMeeple(name, guard));
      b.addEventListener('pointerenter', () => { state.spotHover = name; requestRender(); });
      b.addEventListener('pointerleave', () => { state.spotHover = null; requestRender(); });
      el.spots.append(b);
    }
    if (!options.length) {
      const p = document.createElement('p');
      p.className = 'muted';
      p.textContent = cur.meeples > 0 ? 'No free feature on this tile.' : 'No meeple left.';
      el.spots.append(p);
    }
  }
  if (!KNOWN_PHASES.includes(v.phase)) {
    // any other phase: its legal actions as plain buttons
    for (const spec of state.game.legalActions()) {
      const b = document.createElement('button');
      b.type = 'button';
      b.dataset.action = spec.type;
      b.textContent = actionLabel(spec);
      b.addEventListener('click', () => act(() => state.game.play(JSON.stringify(spec))));
      el.spots.append(b);
    }
  }
  el.meepleTitle.textContent = KNOWN_PHASES.includes(v.phase) ? 'Meeple' : 'Actions';
  el.skip.disabled = v.phase !== 'meeple';

  // players
  el.players.replaceChildren(...v.players.map((p, i) => {
    const li = document.createElement('li');
    li.dataset.player = String(i);
    if (i === v.current && v.phase !== 'game-over') {
      li.className = 'current';
      li.setAttribute('aria-current', 'true');
    }
    const name = document.createElement('span');
    name.className = 'name';
    name.textContent = p.name;
    const score = document.createElement('span');
    score.className = 'score';
    score.textContent = String(p.score);
    const meeples = document.createElement('span');
    meeples.className = 'meeples';
    meeples.textContent = `${p.meeples} meeple${p.meeples === 1 ? '' : 's'} left${p.guards ? `, ${p.guards} guard${p.guards === 1 ? '' : 's'}` : ''}`;
    li.append(swatch(playerColour(i)), name, score, meeples);
    return li;
  }));

  el.undo.disabled = v.actions === 0;
  el.redo.disabled = v.redo === 0;

  // the last scorings, newest first
  const recent = v.events.slice(-6).reverse();
  if (!recent.length) {
    const li = document.createElement('li');
    li.className = 'muted';
    li.textContent = 'Nothing scored yet.';
    el.events.replaceChildren(li);
  } else {
    el.events.replaceChildren(...recent.map((e) => {
      const li = document.createElement('li');
      li.textContent = e.text;
      if (e.players.length) li.style.color = playerColour(e.players[0]);
      return li;
    }));
  }
}

function drawHand() {
  const c = el.hand;
  const dpr = window.devicePixelRatio || 1;
  const css = c.clientWidth || 132;
  const px = Math.round(css * dpr);
  if (c.width !== px || c.height !== px) {
    c.width = px;
    c.height = px;
  }
  const ctx = c.getContext('2d');
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, px, px);
  const v = state.view;
  const pad = Math.round(8 * dpr);
  const size = px - 2 * pad;
  if (v.hand === null || v.hand === undefined) {
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.25)';
    ctx.setLineDash([6 * dpr, 5 * dpr]);
    ctx.lineWidth = 2 * dpr;
    ctx.strokeRect(pad + dpr, pad + dpr, size - 2 * dpr, size - 2 * dpr);
    return;
  }
  ctx.save();
  ctx.shadowColor = 'rgba(0, 0, 0, 0.55)';
  ctx.shadowBlur = 8 * dpr;
  ctx.shadowOffsetY = 2 * dpr;
  ctx.fillStyle = PALETTE.field;
  ctx.fillRect(pad, pad, size, size);
  ctx.restore();
  drawTile(ctx, state.geoms[v.hand], pad, pad, size, state.rotation, { seed: 12345 });
}

function updateHint() {
  const v = state.view;
  if (!v) return;
  let text = '';
  const h = state.hover;
  if (v.phase === 'place-tile' && h) {
    const rots = legalHere(h.x, h.y);
    if (rots && rots.has(state.rotation)) text = `Click to place at (${h.x}, ${h.y})`;
    else if (rots) text = 'Fits here turned: click (or press R) to turn it';
    else if (isNeighbourCell(h.x, h.y) && !v.tiles.some((t) => t.x === h.x && t.y === h.y)) {
      text = state.game.placementProblem(h.x, h.y, state.rotation) || '';
    }
  } else if (v.phase === 'place-tile' && !state.legal.some((p) => p.rotation === state.rotation)) {
    text = 'This rotation fits nowhere: rotate the tile (R)';
  } else if (v.phase === 'meeple' && h && v.meeple_spots.length) {
    text = 'Click a ring to put a meeple there';
  }
  el.hint.textContent = text;
}

// ---------------------------------------------------------------------------------------------
// The board: camera, drawing.

function resizeCanvas() {
  const c = el.board;
  state.dpr = window.devicePixelRatio || 1;
  state.width = c.clientWidth;
  state.height = c.clientHeight;
  const w = Math.max(1, Math.round(state.width * state.dpr));
  const h = Math.max(1, Math.round(state.height * state.dpr));
  if (c.width !== w || c.height !== h) {
    c.width = w;
    c.height = h;
  }
}

/** Device pixels per cell and the device position of cell (0, 0)'s top-left corner, all whole. */
function layout() {
  const S = Math.max(8, Math.round(state.cam.scale * state.dpr));
  const ox = Math.round(el.board.width / 2 - (state.cam.x + 0.5) * S);
  const oy = Math.round(el.board.height / 2 - (state.cam.y + 0.5) * S);
  return { S, ox, oy };
}

/** Client (page) coordinates of the centre of cell (x, y). */
function cellToClient(x, y) {
  const { S, ox, oy } = layout();
  const r = el.board.getBoundingClientRect();
  return {
    x: r.left + (ox + x * S + S / 2) / state.dpr,
    y: r.top + (oy + y * S + S / 2) / state.dpr,
  };
}

/** The cell under client point (cx, cy), and the point's position inside it (0..1). */
function clientToCell(cx, cy) {
  const { S, ox, oy } = layout();
  const r = el.board.getBoundingClientRect();
  const dx = ((cx - r.left) * state.dpr - ox) / S;
  const dy = ((cy - r.top) * state.dpr - oy) / S;
  const x = Math.floor(dx);
  const y = Math.floor(dy);
  return { x, y, fx: dx - x, fy: dy - y };
}

function fitBoard() {
  const v = state.view;
  if (!v || !state.width) return;
  // the tiles and the ring of cells around them (where the next tiles may go), whatever the
  // phase, so the view does not jump between placing a tile and placing a meeple
  const cells = v.tiles.length ? v.tiles.map((t) => [t.x, t.y]) : [[0, 0]];
  const xs = cells.map((c) => c[0]);
  const ys = cells.map((c) => c[1]);
  const minX = Math.min(...xs) - 1.5;
  const maxX = Math.max(...xs) + 1.5;
  const minY = Math.min(...ys) - 1.5;
  const maxY = Math.max(...ys) + 1.5;
  const margin = 0.25;
  const top = Math.min(TOOLBAR_INSET, state.height / 4); // keep cells clear of the zoom buttons
  const scale = Math.max(MIN_SCALE, Math.min(
    state.width / (maxX - minX + 2 * margin),
    (state.height - top) / (maxY - minY + 2 * margin),
    FIT_MAX_SCALE,
  ));
  state.cam.scale = scale;
  state.cam.x = (minX + maxX) / 2;
  state.cam.y = (minY + maxY) / 2 - top / 2 / scale;
}

function zoomAt(factor, cx, cy) {
  const r = el.board.getBoundingClientRect();
  const px = cx - r.left - state.width / 2;
  const py = cy - r.top - state.height / 2;
  const old = state.cam.scale;
  const next = Math.min(MAX_SCALE, Math.max(MIN_SCALE, old * factor));
  // keep the world point under the pointer in place
  state.cam.x += px / old - px / next;
  state.cam.y += py / old - py / next;
  state.cam.scale = next;
  state.autoFit = false;
  requestRender();
}

function requestRender() {
  if (state.drawQueued) return;
  state.drawQueued = true;
  requestAnimationFrame(() => {
    state.drawQueued = false;
    render();
  });
}

function cellSeed(x, y) {
  return ((x * 73856093) ^ (y * 19349663)) >>> 0;
}

function render() {
  const v = state.view;
  if (!v) return;
  const c = el.board;
  const ctx = c.getContext('2d');
  const dpr = state.dpr;
  const { S, ox, oy } = layout();
  const W = c.width;
  const H = c.height;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = PALETTE.table;
  ctx.fillRect(0, 0, W, H);

  // faint grid
  if (S >= 20 * dpr) {
    ctx.strokeStyle = PALETTE.grid;
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (let x = ((ox % S) + S) % S; x <= W; x += S) {
      ctx.moveTo(x + 0.5, 0);
      ctx.lineTo(x + 0.5, H);
    }
    for (let y = ((oy % S) + S) % S; y <= H; y += S) {
      ctx.moveTo(0, y + 0.5);
      ctx.lineTo(W, y + 0.5);
    }
    ctx.stroke();
  }

  const visible = (x, y) => {
    const l = ox + x * S;
    const t = oy + y * S;
    return l + S >= 0 && t + S >= 0 && l <= W && t <= H;
  };

  // legal cells for other rotations (faint), then for this rotation (clear)
  if (v.phase === 'place-tile') {
    for (const [key, rots] of state.legalAt) {
      const [x, y] = key.split(',').map(Number);
      const here = rots.has(state.rotation);
      const l = ox + x * S;
      const t = oy + y * S;
      const inset = Math.max(2, Math.round(S * 0.04));
      if (here) {
        ctx.fillStyle = 'rgba(255, 232, 150, 0.1)';
        ctx.fillRect(l + inset, t + inset, S - 2 * inset, S - 2 * inset);
        ctx.strokeStyle = 'rgba(255, 224, 120, 0.95)';
        ctx.lineWidth = Math.max(2, 2 * dpr);
        ctx.setLineDash([]);
      } else {
        ctx.fillStyle = 'rgba(255, 255, 255, 0.04)';
        ctx.fillRect(l + inset, t + inset, S - 2 * inset, S - 2 * inset);
        ctx.strokeStyle = 'rgba(255, 255, 255, 0.22)';
        ctx.lineWidth = Math.max(1, dpr);
        ctx.setLineDash([4 * dpr, 4 * dpr]);
      }
      ctx.strokeRect(l + inset, t + inset, S - 2 * inset, S - 2 * inset);
    }
    ctx.setLineDash([]);
  }

  // shadows under the tiles, then the tiles
  ctx.save();
  ctx.shadowColor = 'rgba(0, 0, 0, 0.55)';
  ctx.shadowBlur = Math.max(4, S * 0.08);
  ctx.shadowOffsetY = Math.max(1, S * 0.02);
  ctx.fillStyle = PALETTE.field;
  ctx.beginPath();
  for (const t of v.tiles) if (visible(t.x, t.y)) ctx.rect(ox + t.x * S, oy + t.y * S, S, S);
  ctx.fill();
  ctx.restore();
  for (const t of v.tiles) {
    if (!visible(t.x, t.y)) continue;
    drawTile(ctx, state.geoms[t.kind], ox + t.x * S, oy + t.y * S, S, t.rotation, { seed: cellSeed(t.x, t.y) });
  }

  // the tile placed last
  const last = lastTile();
  if (last && v.tiles.length > 1) {
    ctx.strokeStyle = v.phase === 'meeple' ? playerColour(v.current) : 'rgba(255, 240, 200, 0.8)';
    ctx.lineWidth = Math.max(2, 2.5 * dpr);
    const i = ctx.lineWidth / 2;
    ctx.strokeRect(ox + last.x * S + i, oy + last.y * S + i, S - 2 * i, S - 2 * i);
  }

  // the tile in hand over the hovered cell
  const h = state.hover;
  if (v.phase === 'place-tile' && h && v.hand !== null && v.hand !== undefined) {
    const rots = legalHere(h.x, h.y);
    const l = ox + h.x * S;
    const t = oy + h.y * S;
    if (rots && rots.has(state.rotation)) {
      ctx.save();
      ctx.globalAlpha = 0.85;
      drawTile(ctx, state.geoms[v.hand], l, t, S, state.rotation, { seed: cellSeed(h.x, h.y) });
      ctx.restore();
      ctx.strokeStyle = '#ffe078';
      ctx.lineWidth = Math.max(2, 3 * dpr);
      ctx.strokeRect(l + 1, t + 1, S - 2, S - 2);
    } else if (rots) {
      ctx.strokeStyle = 'rgba(255, 255, 255, 0.6)';
      ctx.setLineDash([6 * dpr, 4 * dpr]);
      ctx.lineWidth = Math.max(1.5, 2 * dpr);
      ctx.strokeRect(l + 2, t + 2, S - 4, S - 4);
      ctx.setLineDash([]);
    }
  }

  // meeples
  const mh = Math.max(10 * dpr, Math.min(S * 0.34, 46 * dpr));
  for (const m of v.meeples) {
    const t = v.tiles.find((tt) => tt.x === m.x && tt.y === m.y);
    if (!t || !visible(m.x, m.y)) continue;
    const [px, py] = spotOnTile(state.geoms[t.kind], m.feature, t.rotation);
    drawMeeple(ctx, ox + (m.x + px) * S, oy + (m.y + py) * S, mh, playerColour(m.player), {
      guard: m.guard, ghosts: m.ghosts,
    });
  }

  // where a meeple may go
  if (v.phase === 'meeple' && last) {
    const r = Math.max(6 * dpr, Math.min(S * 0.1, 15 * dpr));
    for (const name of v.meeple_spots) {
      const [px, py] = spotOnTile(state.geoms[last.kind], name, last.rotation);
      const x = ox + (last.x + px) * S;
      const y = oy + (last.y + py) * S;
      if (state.spotHover === name) {
        drawMeeple(ctx, x, y, mh, playerColour(v.current), { alpha: 0.75 });
      } else {
        drawSpotMarker(ctx, x, y, r, playerColour(v.current), false);
      }
    }
  }
}

/** The meeple spot of the last tile under client point (cx, cy), if any. */
function spotAt(cx, cy) {
  const v = state.view;
  const last = lastTile();
  if (v.phase !== 'meeple' || !last) return null;
  const cell = clientToCell(cx, cy);
  if (cell.x !== last.x || cell.y !== last.y) return null;
  let best = null;
  let bestD = 0.2;
  for (const name of v.meeple_spots) {
    const [px, py] = spotOnTile(state.geoms[last.kind], name, last.rotation);
    const d = Math.hypot(px - cell.fx, py - cell.fy);
    if (d < bestD) {
      best = name;
      bestD = d;
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// Input.

function setupInput() {
  const c = el.board;
  let drag = null;

  c.addEventListener('pointerdown', (e) => {
    if (e.button !== 0) return;
    drag = { id: e.pointerId, x: e.clientX, y: e.clientY, moved: false, cam: { ...state.cam } };
    c.setPointerCapture(e.pointerId);
  });

  c.addEventListener('pointermove', (e) => {
    if (drag && drag.id === e.pointerId) {
      const dx = e.clientX - drag.x;
      const dy = e.clientY - drag.y;
      if (!drag.moved && Math.hypot(dx, dy) > DRAG_THRESHOLD) {
        drag.moved = true;
        c.classList.add('dragging');
      }
      if (drag.moved) {
        state.cam.x = drag.cam.x - dx / state.cam.scale;
        state.cam.y = drag.cam.y - dy / state.cam.scale;
        state.autoFit = false;
        requestRender();
        return;
      }
    }
    hoverAt(e.clientX, e.clientY);
  });

  const end = (e) => {
    if (!drag || drag.id !== e.pointerId) return;
    const wasClick = !drag.moved && e.type === 'pointerup';
    drag = null;
    c.classList.remove('dragging');
    if (wasClick) clickAt(e.clientX, e.clientY);
  };
  c.addEventListener('pointerup', end);
  c.addEventListener('pointercancel', end);
  c.addEventListener('pointerleave', () => {
    if (drag) return;
    state.hover = null;
    if (state.view && state.view.phase === 'meeple') state.spotHover = null;
    c.classList.remove('can-click');
    updateHint();
    requestRender();
  });

  c.addEventListener('wheel', (e) => {
    e.preventDefault();
    const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1;
    zoomAt(Math.exp(-e.deltaY * unit * 0.0015), e.clientX, e.clientY);
  }, { passive: false });

  el.rotate.addEventListener('click', () => rotateHand(90));
  el.skip.addEventListener('click', skipMeeple);
  el.undo.addEventListener('click', undo);
  el.redo.addEventListener('click', redo);
  el.fit.addEventListener('click', () => {
    state.autoFit = true;
    fitBoard();
    requestRender();
  });
  const centre = () => {
    const r = c.getBoundingClientRect();
    return [r.left + r.width / 2, r.top + r.height / 2];
  };
  el.zoomIn.addEventListener('click', () => zoomAt(1.25, ...centre()));
  el.zoomOut.addEventListener('click', () => zoomAt(1 / 1.25, ...centre()));

  window.addEventListener('keydown', (e) => {
    const tag = e.target && e.target.tagName;
    if (tag === 'INPUT' || tag === 'TEXTAREA') return;
    const key = e.key.toLowerCase();
    if ((e.ctrlKey || e.metaKey) && key === 'z') {
      e.preventDefault();
      if (e.shiftKey) redo();
      else undo();
    } else if ((e.ctrlKey || e.metaKey) && key === 'y') {
      e.preventDefault();
      redo();
    } else if (e.ctrlKey || e.metaKey || e.altKey) {
      // leave other shortcuts to the browser
    } else if (key === 'r') {
      rotateHand(e.shiftKey ? -90 : 90);
    } else if (key === 'f') {
      el.fit.click();
    } else if (key === 'n' && state.view && state.view.phase === 'meeple') {
      skipMeeple();
    }
  });
}

function hoverAt(cx, cy) {
  const v = state.view;
  if (!v) return;
  const cell = clientToCell(cx, cy);
  let canClick = false;
  if (v.phase === 'meeple') {
    const spot = spotAt(cx, cy);
    canClick = spot !== null;
    if (spot !== state.spotHover) {
      state.spotHover = spot;
      requestRender();
    }
  } else if (v.phase === 'place-tile') {
    canClick = legalHere(cell.x, cell.y) !== null;
  }
  el.board.classList.toggle('can-click', canClick);
  if (!state.hover || state.hover.x !== cell.x || state.hover.y !== cell.y) {
    state.hover = { x: cell.x, y: cell.y };
    updateHint();
    requestRender();
  }
}

function clickAt(cx, cy) {
  const v = state.view;
  if (!v) return;
  const cell = clientToCell(cx, cy);
  state.hover = { x: cell.x, y: cell.y };
  if (v.phase === 'place-tile') {
    placeAt(cell.x, cell.y);
  } else if (v.phase === 'meeple') {
    const spot = spotAt(cx, cy);
    // a meeple if one may go there, else a guard
    const options = (state.meepleOptions || []).filter((o) => o.name === spot);
    const choice = options.find((o) => !o.guard) || options[0];
    if (choice) placeMeeple(choice.name, choice.guard);
  }
}

main().catch((e) => showError(e && e.message ? e.message : String(e)));
