// The editor's board by the keyboard (issue 23): a cell cursor moved by the arrow keys, read out
// in a polite live region (#ed-cursor) in the editor's language — the cell and what it holds
// (words/board-words.js), or where the picked tile or the tile in hand fits — and a key for each
// thing the pointer does on the board:
//   arrows        move the cursor (the board pans to keep it in sight)
//   Enter, Space  what a click on the cursor's cell does: lay the picked tile, select the tile
//                 there (or unselect it), play the placement while recording
//   Shift+arrows  move the selected tile one cell (a drag)
//   R, Shift+R    turn the selected tile (no tile picked), else the tile to lay or play
//   Delete        remove the selected tile; 1–9 a meeple or ghost choice while recording; N no meeple
//   F, +, −       fit, zoom (the board's); Escape drops the pick and the selection (main.js)
// The keys are the board's key map (board/keys.js): `boardKey` says what its commands mean on the
// focused board.
// The pieces on a selected tile's features are the tile card's buttons (panel.js).

import { cellWords, viewCell } from '../words/board-words.js';
import { readingOrder } from '../render/scene.js';
import { outcomeLines, placeLabels } from '../words/outcome.js';
import { at, cellKey } from '../words/text.js';
import { t } from '../words/i18n.js';
import { rotateTile, tileIndexAt } from './model.js';
import { el, state } from './state.js';
import { cursorCell, editorBoard, requestRender, tileAt } from './board.js';

/** @typedef {import('./state.js').EditorCtrl} EditorCtrl */

/** The cells where the picked tile (layout) or the tile in hand (recording) fits, in reading order. */
const legalList = () => readingOrder(state.placeAt);

/** The words of cell (x, y) as the editor shows it now: "Cell (1, −2): Tile B-3, turned 90°: …". */
export function cursorWords(c = cursorCell()) {
  if (!c) return '';
  const v = state.view;
  let what;
  if (!v || !v.tiles.length) what = state.mode === 'layout' && state.pick !== null ? t('editor-cell-first', { tile: state.pick }) : t('cell-empty');
  else {
    const legal = legalList();
    const index = legal.findIndex((p) => p.x === c.x && p.y === c.y);
    const rots = index >= 0 ? [...(state.placeAt.get(cellKey(c.x, c.y)) || [])].sort((a, b) => a - b) : null;
    const placing = state.mode === 'record' ? v.phase === 'place-tile' : state.pick !== null;
    const near = placing && !tileAt(c.x, c.y) && [[1, 0], [-1, 0], [0, 1], [0, -1]].some(([dx, dy]) => tileAt(c.x + dx, c.y + dy));
    what = cellWords(c.x, c.y, viewCell(v, c.x, c.y, rots), { view: v, kinds: state.kinds, where: null, index: index + 1, total: legal.length, frontier: near });
    // recording: what the placement at the cursor would do (the outcome panel's lines)
    const pv = state.mode === 'record' && rots && state.preview && !state.preview.error ? state.preview : null;
    if (pv && pv.x === c.x && pv.y === c.y) {
      // the panel's lines, one after the other (each its own sentence there: its full stop dropped)
      const lines = outcomeLines(pv, { players: v.players, current: v.current, places: placeLabels(v) }).map((l) => l.text.replace(/[.。]\s*$/, ''));
      if (lines.length) what = t('editor-cursor-outcome', { what, rotation: pv.rotation, lines: lines.join(t('editor-line-sep')) });
    }
    const sel = state.selected !== null && state.doc.board[state.selected];
    if (state.mode === 'layout' && sel && sel.x === c.x && sel.y === c.y) what = `${what} ${t('editor-cell-selected')}`;
  }
  return t('editor-cursor', { cell: at(c.x, c.y), what });
}

/**
 * Says `text` in the live region.
 * @param {string} text
 */
export function announce(text) {
  el.cursorWords.textContent = text;
}

/**
 * Puts the cursor on `c`: the picked tile or the tile in hand shows there, as under the pointer,
 * turned to its first turn that fits there when it does not fit as it is turned.
 * @param {{x: number, y: number}} c
 * @param {EditorCtrl} ctrl
 */
export function placeCursor(c, ctrl) {
  editorBoard().setCursor(c);
  editorBoard().keepInView(c.x, c.y);
  state.hover = { x: c.x, y: c.y, dx: NaN, dy: NaN };
  const rots = state.placeAt.get(cellKey(c.x, c.y));
  if (rots && !rots.has(state.rotation)) ctrl.rotate(Math.min(...rots) - state.rotation); // (which reads the hover)
  else ctrl.hoverCell(state.hover);
  requestRender();
  announce(cursorWords());
}

/**
 * The keyboard's cursor as the board moves it (board/board.js `cursor`): the arrows move it while
 * the board has the focus, from where it starts (`startCell`), and each cell is shown and said
 * (`placeCursor`). Shift and an arrow move the selected tile instead (`boardKey`).
 * @param {EditorCtrl} ctrl
 * @returns {import('../board/board.js').BoardCursor}
 */
export const boardCursor = (ctrl) => ({
  start: () => startCell(),
  active: () => document.activeElement === el.board,
  moved: (c) => placeCursor(c, ctrl),
});

/** Where the cursor starts: the selected tile, else the first cell where the tile fits, else the last tile, else (0, 0). */
function startCell() {
  const sel = state.selected !== null && state.doc.board[state.selected];
  if (sel) return sel;
  const legal = legalList();
  if (legal.length) return { ...legal[0] };
  const tiles = state.view ? state.view.tiles : [];
  return tiles.length ? tiles[tiles.length - 1] : { x: 0, y: 0 };
}

/**
 * What a command of the key map (board/keys.js) does on the focused board; returns whether it
 * was the board's (else main.js's `editorKey`).
 * @param {import('../board/keys.js').KeyCommand} cmd
 * @param {EditorCtrl} ctrl
 */
export function boardKey(cmd, ctrl) {
  const c = cursorCell() || startCell();
  if (cmd.name === 'move' && cmd.shift && state.mode === 'layout' && state.selected !== null) {
    const from = state.doc.board[state.selected];
    const to = { x: from.x + cmd.dx, y: from.y + cmd.dy };
    if (ctrl.dropTile(state.selected, to.x, to.y)) placeCursor(to, ctrl);
    return true;
  }
  if (cmd.name === 'activate') {
    if (!cursorCell()) {
      placeCursor(c, ctrl);
      return true;
    }
    const tile = tileAt(c.x, c.y);
    if (state.mode === 'layout' && tile && state.selected === tileIndexAt(state.doc, c.x, c.y)) {
      state.selected = null; // Enter again on the selected tile lets it go
      ctrl.refresh();
    } else ctrl.clickCell({ x: c.x, y: c.y }, tile, null);
    announce(cursorWords());
    return true;
  }
  if (cmd.name === 'rotate' && state.mode === 'layout' && state.pick === null && state.selected !== null) {
    const bt = state.doc.board[state.selected];
    ctrl.apply(rotateTile(state.doc, state.selected, ((bt.rotation || 0) + (cmd.step === -90 ? 270 : 90)) % 360));
    announce(cursorWords(bt));
    return true;
  }
  if (state.mode === 'record' && (cmd.name === 'choose' || cmd.name === 'none')) {
    const b = /** @type {HTMLButtonElement} */ (cmd.name === 'none' ? el.recordCards.querySelector('#ed-skip')
      : el.recordCards.querySelectorAll('.ed-choices button')[cmd.n - 1]);
    if (!b) return false;
    b.click();
    announce(cursorWords());
    return true;
  }
  return false;
}

/**
 * The board took the focus: by the keyboard, the cursor shows (a click chooses its own cell).
 * @param {boolean} byKeyboard
 * @param {EditorCtrl} ctrl
 */
export function boardFocus(byKeyboard, ctrl) {
  if (byKeyboard) placeCursor(cursorCell() || startCell(), ctrl);
}

/**
 * The board lost the focus: the tile shown at the cursor goes with it (the pointer's stays with
 * the pointer).
 * @param {EditorCtrl} ctrl
 */
export function boardBlur(ctrl) {
  if (state.hover && Number.isNaN(state.hover.dx)) {
    state.hover = null;
    ctrl.hoverCell(null);
  }
}

/** After the keys main.js handles (R turns the tile to lay, Delete, Escape): the cell said as it is now. */
export function setupBoardKeys() {
  el.board.addEventListener('keyup', (e) => {
    if (cursorCell() && ['r', 'R', 'Delete', 'Backspace', 'Escape'].includes(e.key)) announce(cursorWords());
  });
}
