// The editor's board: the board component (board/board.js) with the editor's scene (the picked
// tile where it would go, the selected tile and its feature spots, the refused edit's cell; while
// recording, the game's choices as the page shows them) and the editor's meaning of a click (lay,
// select, put a piece, play: the controller's `clickCell`), a drag from the selected tile (move
// it: `dropTile`) and the context menu (turn). The board pans, zooms (wheel, pinch, keys) and
// fits; keys.js says what the board's keys mean here.

import { createBoard } from '../board/board.js';
import { nearestPlace, tileAt as tileIn } from '../board/hit.js';
import { spotPoint } from '../render/board.js';
import { LOOKS, composeScene } from '../render/scene.js';
import { keepHintClear } from '../ui/dom.js';
import { el, playerColour, state } from './state.js';

/**
 * A feature spot a click can reach on a shown tile (device pixels).
 * @typedef {{name: string, kind: string, circles: number, point: number[]}} FeatureSpot
 * @typedef {{x: number, y: number, reach: number, spot: FeatureSpot}} EditorPlace
 */

/** @type {import('../board/board.js').BoardApi | null} */
let board = null;

/** The keyboard's cursor's cell, which the board holds (null: none, or no board yet). */
export function cursorCell() {
  return board ? board.cursor() : null;
}

/** The editor's board; made at the start (main.js `makeBoard`). */
export function editorBoard() {
  if (!board) throw new Error('the board is made at the start (makeBoard)');
  return board;
}

/**
 * Makes the editor's board on its canvas, with the keys' meaning (keys.js) and what its pointer
 * does through the controller (`ctrl`, editor/main.js).
 * @param {Pick<import('../board/board.js').BoardConfig<EditorPlace>, 'onKey' | 'onFocus' | 'onBlur' | 'cursor'>} keys
 * @param {import('./state.js').EditorCtrl} ctrl
 */
export function makeBoard(keys, ctrl) {
  board = createBoard(el.board, {
    camera: 'free',
    look: LOOKS.editor,
    keepClear: 40,
    scene: (f) => editorScene(f),
    fit: () => ({ tiles: state.view ? state.view.tiles : state.doc.board || [], top: 40 }),
    places: (cell) => {
      const tile = tileAt(cell.x, cell.y);
      if (!tile || !board) return [];
      const f = board.frame();
      return featureSpots(f, tile).map((spot) => ({ x: spot.point[0], y: spot.point[1], reach: f.S * 0.2, spot }));
    },
    onPress: (e) => keepHintClear(el.hint, el.board, e.clientY),
    // a drag from the selected tile moves it (layout)
    grab: ({ cell }) => {
      const sel = state.mode === 'layout' && state.selected !== null ? state.doc.board[state.selected] : null;
      return Boolean(sel && sel.x === cell.x && sel.y === cell.y);
    },
    onDrop: (from, to) => {
      if (state.selected !== null && (to.cell.x !== from.cell.x || to.cell.y !== from.cell.y)) ctrl.dropTile(state.selected, to.cell.x, to.cell.y);
    },
    onCell: (p) => ctrl.clickCell({ x: p.cell.x, y: p.cell.y }, tileAt(p.cell.x, p.cell.y), p.place ? p.place.spot : null),
    onHover: (p, e) => {
      if (!p) {
        state.hover = null;
        ctrl.hoverCell(null);
      } else {
        const prev = state.hover;
        state.hover = { ...p.cell, dx: p.dx, dy: p.dy };
        keepHintClear(el.hint, el.board, e.clientY);
        if (!prev || prev.x !== p.cell.x || prev.y !== p.cell.y) ctrl.hoverCell(p.cell);
      }
      requestRender();
    },
    onTurn: () => ctrl.rotate(),
    ...keys,
  });
  return board;
}

/** Asks for one frame (none before the board is made). */
export function requestRender() {
  if (board) board.redraw();
}

/**
 * The tile of the shown view at (x, y), or null.
 * @param {number} x
 * @param {number} y
 */
export function tileAt(x, y) {
  return state.view ? tileIn(state.view.tiles, x, y) : null;
}

/**
 * The features of a shown tile that a click can reach: [{name, kind, circles, point}] (device pixels).
 * @param {import('../board/board.js').Frame} f
 * @param {import('../../types/engine/TileView').TileView} tile
 * @returns {FeatureSpot[]}
 */
export function featureSpots(f, tile) {
  const kind = state.kinds[tile.kind];
  if (!kind) return [];
  return kind.features.filter((ft) => ft.kind !== 'mist' || ft.circles).map((ft) => ({
    name: ft.name, kind: ft.kind, circles: ft.circles,
    point: spotPoint(f, state.geoms, tile, { x: tile.x, y: tile.y, feature: ft.name }),
  }));
}

/**
 * The feature spot of `tile` nearest device point (dx, dy), within reach, or null.
 * @param {import('../board/board.js').Frame} f
 * @param {import('../../types/engine/TileView').TileView} tile
 * @param {number} dx
 * @param {number} dy
 */
function spotNear(f, tile, dx, dy) {
  const near = nearestPlace(featureSpots(f, tile).map((spot) => ({ x: spot.point[0], y: spot.point[1], reach: f.S * 0.2, spot })), dx, dy);
  return near ? near.spot : null;
}

/**
 * What the editor's board shows, as a scene (render/scene.js): while laying out, the picked tile
 * under the pointer (framed where it fits, dashed red where not) and the selected tile with its
 * feature spots; while recording steps, the game's choices as the page shows them (the tile in
 * hand with its preview, the meeple spots, every ghost move); and the refused edit's cell.
 * @param {import('../board/board.js').Frame} f
 */
function editorScene(f) {
  const v = state.view || { tiles: [], meeples: [], circles: [], players: [], phase: 'place-tile', hand: null, ghosts_in_play: false, obligations: [] };
  const hover = state.hover;
  const tiles = v.tiles;
  const recording = state.mode === 'record' && state.view;
  const placing = recording ? v.phase === 'place-tile' && v.hand !== null : state.pick !== null;
  /** @type {import('../render/scene.js').SceneOptions['hand']} */
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
    cursor: document.activeElement === el.board ? cursorCell() : null,
    obligations: recording && v.phase === 'ghosts' && v.obligations.length ? { ...v.obligations[0], sources: v.obligations[0].sources.slice(0, 8), targets: v.obligations[0].targets.slice(0, 8) } : null,
  });
}

/**
 * The feature spot of `tile` under the pointer, as `{feature, guard}`, or null.
 * @param {import('./state.js').EditorState['hover']} hover
 * @param {import('../../types/engine/TileView').TileView} tile
 * @param {import('../board/board.js').Frame} f
 */
function hotSpot(hover, tile, f) {
  if (!hover || hover.x !== tile.x || hover.y !== tile.y) return null;
  const near = spotNear(f, tile, hover.dx, hover.dy);
  return near ? { feature: near.name, guard: false } : null;
}

function pickIndex() {
  return state.pick === null ? null : state.kinds.findIndex((k) => k.id === state.pick);
}

/**
 * The client point of the centre of cell (x, y), or of a feature's spot on its tile (for tests).
 * @param {number} x
 * @param {number} y
 * @param {string | null} [feature]
 */
export function cellToClient(x, y, feature = null) {
  const b = editorBoard();
  const tile = tileAt(x, y);
  if (!feature || !tile) return b.cellToClient(x, y);
  return b.deviceToClient(spotPoint(b.frame(), state.geoms, tile, { x, y, feature }));
}
