// The page's board: camera (camera.js) and drawing (board.js) on the canvas, what lies under the
// pointer, and the choices shown on the board (legal cells, ghost sources and targets, meeple
// spots with their loupe). Reads `state`; never plays an action.

import { createBoard } from '../board/board.js';
import { ghostKind } from '../render/colours.js';
import { LOOKS, composeScene, scenePlaces } from '../render/scene.js';
import { bankHover, noteBank } from '../ui/mist-view.js';
import { cellKey, spotKey } from '../words/text.js';
import { TOOLBAR_INSET, el, playerColour, state } from './state.js';

/** What the board's drawing keeps between frames: the score animations. */
export const picture = {
  eventsSeen: 0,
  /** @type {{x: number, y: number, text: string, colour: string, t0: number}[]} */
  anims: [],
};

/** The mist bank under the pointer (mist-view.js), outlined by render(). */
export const bank = bankHover();

/**
 * The placed feature outlined whole (page/inspect.js sets `scene`, the scene's `feature`, at
 * start; this module does not import it back).
 * @type {{scene: (() => any) | null}}
 */
export const inspected = { scene: null };

/**
 * The rotations at which the tile in hand fits at (x, y) (a Set), or null.
 * @param {number} x
 * @param {number} y
 */
export function legalHere(x, y) {
  return state.legalAt.get(cellKey(x, y)) || null;
}

/**
 * The legal cell nearest to `from` (the cursor follows the action).
 * @param {{x: number, y: number} | null} from
 * @returns {{x: number, y: number} | null}
 */
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

/**
 * Whether (x, y) touches a placed tile (a cell where a tile could go, B1).
 * @param {number} x
 * @param {number} y
 */
export function isNeighbourCell(x, y) {
  for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) if (state.tileAt.has(cellKey(x + dx, y + dy))) return true;
  return false;
}

/** The keyboard's cursor's cell, which the board holds (null: none, or no board yet). */
export function cursorCell() {
  return board ? board.cursor() : null;
}

/**
 * Puts the keyboard's cursor on cell `c` (null: none); the board holds it and draws it.
 * @param {{x: number, y: number} | null} c
 */
export function setCursorCell(c) {
  if (board) board.setCursor(c);
}

/** The cell whose placement is previewed: under the pointer, or the keyboard cursor. */
export function focusCell() {
  if (state.keyboard) return cursorCell();
  return state.hover;
}

/**
 * The ghost phase: the legal moves, their sources and targets, and the chosen source.
 * @param {import('../../types/engine/GameView').GameView} v
 * @param {{selected: string | null} | null} old
 */
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
  /** @type {(key: string, raw: any) => any} */
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
  const kind = head ? ghostKind(head) : 'others';
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
  /** @type {import('../render/scene.js').SceneOptions['hand']} */
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
    cursor: state.keyboard && ((v.phase === 'place-tile' && mine) || state.textBoard) ? cursorCell() : null,
    bank: (bank.current(v) || {}).spots || null,
    feature: inspected.scene ? inspected.scene() : null,
    meeples: v.phase === 'meeple' && last && mine ? { tile: last, choices: v.meeple_choices, hot: mh, colour } : null,
    ghostChoice: v.phase === 'ghosts' && state.ghost && mine ? state.ghost : null, ghostHover: state.ghostHover,
    // the other players' last turns (moves.js), until the player to move acts
    moves: state.moves, movesShown: state.movesShown,
    floats: picture.anims.map((a) => ({ x: a.x, y: a.y, text: a.text, colour: a.colour, k: (now - a.t0) / 1800 })),
  });
}

/**
 * The page's board (board/board.js), made once by `makeBoard` with the page's input (input.js).
 * @type {import('../board/board.js').BoardApi | null}
 */
let board = null;

/**
 * A place on the board a click can choose: a meeple spot (the meeple phase) or a ghost's spot
 * (the ghost phase), with its device point and reach.
 * @typedef {{kind: 'meeple', feature: string, guard: boolean, size: number, x: number, y: number, reach: number}
 *   | {kind: 'ghost', key: string, x: number, y: number, reach: number}} PagePlace
 */

/**
 * Makes the page's board on its canvas: the scene (boardScene), the camera kept clear of the
 * zoom buttons, the places a click can choose, and the input's callbacks (input.js).
 * @param {Pick<import('../board/board.js').BoardConfig<PagePlace>, 'onCell' | 'onSpot' | 'onHover' | 'onPress' | 'onTurn' | 'onKey' | 'cursor'>} input
 */
export function makeBoard(input) {
  board = createBoard(el.board, {
    camera: 'free',
    look: LOOKS.page,
    keepClear: TOOLBAR_INSET,
    scene: (f, now) => (state.view ? boardScene(now) : null),
    // the table and the tiles change with the game, the tiles laid and the last one's turn
    layerKey: () => {
      const l = lastTile();
      return `${state.gameId}|${state.view.tiles.length}|${l ? `${l.x},${l.y},${l.rotation}` : ''}`;
    },
    drawn: ({ bankDrawn, supplyLeft }, f) => {
      noteBank(el.board, bank.current(state.view), bankDrawn);
      // the hint and the turn banner (style.css) end before the supply counter, however wide its words
      if (supplyLeft === null) el.boardWrap.style.removeProperty('--supply-room');
      else el.boardWrap.style.setProperty('--supply-room', `${Math.ceil((f.W - supplyLeft) / f.dpr) + 14}px`);
      if (picture.anims.length) requestRender();
    },
    // the tiles and the ring of cells around them, whatever the phase, so the view does not jump
    // between placing a tile and placing a meeple; clear of the zoom buttons and the ghost pile
    fit: ({ height }) => (state.view ? {
      tiles: state.view.tiles,
      top: Math.min(TOOLBAR_INSET, height / 4),
      bottom: state.view.ghosts_in_play ? Math.min(40, height / 6) : 0,
    } : null),
    places: () => placesNow(),
    ...input,
  });
  return board;
}

/** The page's board; made at the start (main.js). */
export function pageBoard() {
  if (!board) throw new Error('the board is made at the start (makeBoard)');
  return board;
}

/** The places a click can choose now: the meeple spots (meeple phase) or the ghost's spots (ghost phase). @returns {PagePlace[]} */
function placesNow() {
  const v = state.view;
  if (!v || !board) return [];
  if (v.phase === 'meeple') {
    const options = meepleOptions();
    const { dpr } = board.size();
    const reach = options.length ? Math.max(14 * dpr, Math.min(options[0].size * 0.14, 34 * dpr)) : 0;
    return options.map((o) => ({ kind: 'meeple', feature: o.feature, guard: o.guard, size: o.size, x: o.x, y: o.y, reach }));
  }
  const gs = state.ghost;
  if (v.phase !== 'ghosts' || !gs) return [];
  const f = board.frame();
  const candidates = new Map();
  if (gs.sources.size > 1) for (const [k, s] of gs.sources) candidates.set(k, s);
  for (const m of gs.moves) if (!gs.selected || m.from === gs.selected) candidates.set(m.to, gs.targets.get(m.to));
  const P = scenePlaces(f, boardScene(), LOOKS.page);
  /** @type {PagePlace[]} */
  const out = [];
  for (const [key, s] of candidates) {
    if (key !== 'supply' && !state.tileAt.has(cellKey(s.x, s.y))) continue;
    const p = P.spot(s);
    out.push({ kind: 'ghost', key, x: p[0], y: p[1], reach: key === 'supply' ? P.supply.r : Math.max(14 * f.dpr, f.S * 0.2) });
  }
  return out;
}

/** The meeple phase's choices with their places (device pixels): on the tile, or in the loupe. */
export function meepleOptions() {
  const v = state.view;
  if (!v || v.phase !== 'meeple' || !lastTile() || !board) return [];
  return scenePlaces(board.frame(), boardScene(), LOOKS.page).spots.map((o) => ({ feature: o.feature, guard: o.guard, x: o.x, y: o.y, size: o.size }));
}

/**
 * Starts the "+4" rising from each feature scored since view `prev`.
 * @param {import('../../types/engine/GameView').GameView | null} prev
 * @param {import('../../types/engine/GameView').GameView} v
 */
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

/**
 * Client (page) coordinates of the centre of cell (x, y).
 * @param {number} x
 * @param {number} y
 */
export function cellToClient(x, y) {
  return pageBoard().cellToClient(x, y);
}

/**
 * Client coordinates of a ghost spot ('supply', a meeple's or a circle's {x, y, feature}), as the scene draws it.
 * @param {any} spot
 */
export function clientOfSpot(spot) {
  if (spot && spot !== 'supply' && spot.kind !== 'supply' && !state.tileAt.has(cellKey(spot.x, spot.y))) return null;
  const b = pageBoard();
  const p = scenePlaces(b.frame(), boardScene(), LOOKS.page).spot(spot);
  return p ? b.deviceToClient(p) : null;
}

/**
 * Pans so that cell (x, y) is fully on the canvas.
 * @param {number} x
 * @param {number} y
 */
export function keepInView(x, y) {
  pageBoard().keepInView(x, y);
}

/** Asks for one frame at the next animation frame (none before the board is made). */
export function requestRender() {
  if (board) board.redraw();
}
