// The embed's keyboard cursor (issue 23): a cell of the board chosen with the arrow keys (or
// the next and previous cell where the tile fits), drawn on the board (scene.js `cursor`) and
// read out in a polite live region (#cursor-words) in the reader's language: what the cell
// holds (words/board-words.js), or, after a move, whose turn it is and the choices by number.
// On a cell where the tile fits, the cursor is the placement shown (`state.pinned`), so the
// outcome panel says what placing it there would do. main.js wires the keys.

import { cellWords, viewCell } from '../words/board-words.js';
import { nextInOrder, readingOrder } from '../render/scene.js';
import { playerWord } from '../words/outcome.js';
import { cellKey } from '../words/text.js';
import { list } from '../words/i18n.js';
import { el, shownPlacement, state, t } from './state.js';
import { cursorCell, embedBoard } from './board.js';

/** The cells where the tile in hand fits, in reading order (rows north to south, then west to east). */
export const legalCellList = () => readingOrder(state.legalAt);

/** The cells the board shows: its tiles and the cells where the tile fits (the fixed camera fits them). */
function bounds() {
  const cells = [...state.view.tiles, ...legalCellList()];
  if (!cells.length) return { minX: 0, maxX: 0, minY: 0, maxY: 0 };
  const xs = cells.map((c) => c.x);
  const ys = cells.map((c) => c.y);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

/** Where the cursor starts: the placement shown, else the first cell where the tile fits, else the tile placed last. */
export function startCell() {
  const p = shownPlacement();
  if (p) return { x: p.x, y: p.y };
  const legal = legalCellList();
  if (legal.length) return legal[0];
  const tiles = state.view.tiles;
  return tiles.length ? { x: tiles[tiles.length - 1].x, y: tiles[tiles.length - 1].y } : { x: 0, y: 0 };
}

/**
 * Puts the cursor on `cell` (kept within the board shown); on a cell where the tile fits, that
 * placement is the one shown, turned as the tile is when it fits so, else its first turn that
 * fits. Returns the words of the cell.
 * @param {{x: number, y: number}} cell
 */
export function placeCursor(cell) {
  const b = bounds();
  const c = { x: Math.min(b.maxX, Math.max(b.minX, cell.x)), y: Math.min(b.maxY, Math.max(b.minY, cell.y)) };
  embedBoard().setCursor(c);
  state.hover = null;
  state.showOption = null;
  const rots = state.view.phase === 'place-tile' ? state.legalAt.get(cellKey(c.x, c.y)) : null;
  if (rots) {
    if (!rots.has(state.rotation)) state.rotation = Math.min(...rots);
    state.pinned = { x: c.x, y: c.y, rotation: state.rotation };
  } else state.pinned = null;
  return cursorWords();
}

/** Shows the cursor where it is, or puts it where it starts (the arrows move it: the board's `cursor`, main.js). */
export function showCursor() {
  return placeCursor(cursorCell() || startCell());
}

/**
 * Moves the cursor to the next (`step` 1) or previous (−1) cell where the tile fits, round the board.
 * @param {number} step
 */
export function jumpLegal(step) {
  const legal = legalCellList();
  if (!legal.length) return t('embed-legal-none');
  return placeCursor(nextInOrder(legal, cursorCell(), step));
}

/**
 * Turns the tile to the next (`step` 90) or previous (−90) turn that fits at the cursor; null when the cursor is on no such cell.
 * @param {number} step
 */
export function turnAtCursor(step) {
  const c = cursorCell();
  const rots = c && state.view.phase === 'place-tile' ? state.legalAt.get(cellKey(c.x, c.y)) : null;
  if (!c || !rots) return null;
  const sorted = [...rots].sort((a, b) => a - b);
  const i = sorted.indexOf(state.rotation);
  state.rotation = sorted[((i < 0 ? 0 : i + (step > 0 ? 1 : -1)) + sorted.length) % sorted.length];
  state.pinned = { x: c.x, y: c.y, rotation: state.rotation };
  return t('embed-key-turned', { rotation: state.rotation });
}

/** The words of the cell under the cursor (board-words.js), as the board shows it now. */
export function cursorWords() {
  const v = state.view;
  const c = cursorCell();
  if (!v || !c) return '';
  const legal = v.phase === 'place-tile' ? legalCellList() : [];
  const index = legal.findIndex((l) => l.x === c.x && l.y === c.y);
  const rots = index >= 0 ? [...(state.legalAt.get(cellKey(c.x, c.y)) || [])].sort((a, b) => a - b) : null;
  const near = [[1, 0], [-1, 0], [0, 1], [0, -1]].some(([dx, dy]) => v.tiles.some((tt) => tt.x === c.x + dx && tt.y === c.y + dy));
  const lastTile = v.tiles.length > 1 && (state.n > 0 || state.free.length > 0) ? v.tiles[v.tiles.length - 1] : null;
  // no coordinates in the embed (as in its outcome panel): the cell's place among the legal cells
  return cellWords(c.x, c.y, viewCell(v, c.x, c.y, rots), {
    view: v, kinds: state.kinds, where: null, index: index + 1, total: legal.length,
    frontier: v.phase === 'place-tile' && near, last: Boolean(lastTile && lastTile.x === c.x && lastTile.y === c.y),
  });
}

/** The choices of the ghost or meeple phase, by their keys: "1 City · N, 2 Road · W–E and 3 No meeple". */
export function choiceWords() {
  const buttons = [...el.actions.querySelectorAll('button')];
  if (!buttons.length) return '';
  return t('embed-key-choices', { choices: list(buttons.slice(0, 9).map((b, i) => t('embed-key-choice', { n: i + 1, what: b.dataset.words || b.textContent.trim() }))) });
}

/**
 * What the reader must do now (the status line's words), and how many cells the tile fits or
 * the keys of the choices: said after a move made by the keys.
 */
export function phaseWords() {
  const v = state.view;
  const name = playerWord(v.players[v.current]?.name ?? '');
  const phase = v.phase === 'place-tile' ? t('embed-phase-place', { name }) : v.phase === 'meeple' ? t('embed-phase-meeple', { name })
    : v.phase === 'ghosts' ? t('embed-phase-ghosts', { name }) : t('embed-phase-over');
  const cells = state.legalAt.size;
  const more = v.phase === 'place-tile' ? (cells ? t('embed-legal-count', { n: cells }) : t('embed-legal-none')) : choiceWords();
  return more ? t('embed-key-phase', { phase, more }) : phase;
}

/**
 * Says `text` in the live region (a polite one: the reader hears it when the screen reader is free).
 * @param {string} text
 */
export function announce(text) {
  el.cursorWords.textContent = text;
}
