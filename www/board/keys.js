// The board's key map, once for the page, the embed and the editor: a key press becomes a named
// command (`keyCommand`), and each controller says what the command means for it (its `onKey`).
// Pure: no document, so that node tests it (tests/unit/board.test.mjs).
//
//   arrows            move      the keyboard's cursor one cell (Shift: the selected tile, editor)
//   Enter, Space      activate  what a click on the cursor's cell does
//   R, Shift+R        rotate    the tile a quarter turn clockwise, anticlockwise
//   F                 fit       the board to its tiles (the board does it unless the controller does)
//   +, =, −, _        zoom      in, out (the board does it unless the controller does)
//   0–9               choose    the n-th choice of the meeple or ghost phase (10 and over: its
//                               digits, `typedChoice`; 0 alone chooses nothing)
//   N                 none      no meeple (the embed: the next cell where the tile fits)
//   L, Shift+L        legal     the next, previous cell where the tile fits
//   B                 text      the text board on or off (the page)
//   I, Shift+I        inspect   the next, previous feature of the cursor's tile, outlined whole
//   Shift+T           tiles     the tiles left by kind
//   C O M S T W       read      the cursor's cell, the outcome, the last move, the scores, the tile, whose turn
//   Escape            cancel    the cursor, the pick, the chosen ghost
//   Delete, Backspace delete    the selected tile (the editor)
//   Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y   undo, redo

/**
 * @typedef {{name: 'move', dx: number, dy: number, shift: boolean}
 *   | {name: 'activate'} | {name: 'rotate', step: 90 | -90} | {name: 'fit'}
 *   | {name: 'zoom', factor: number} | {name: 'choose', n: number} | {name: 'none', shift: boolean}
 *   | {name: 'legal', step: 1 | -1} | {name: 'text'} | {name: 'read', what: ReadWhat}
 *   | {name: 'cancel'} | {name: 'delete'} | {name: 'undo'} | {name: 'redo'}
 *   | {name: 'inspect', step: 1 | -1} | {name: 'tiles'}} KeyCommand
 * @typedef {'cell' | 'outcome' | 'move' | 'score' | 'hand' | 'turn'} ReadWhat
 * @typedef {{key: string, shiftKey: boolean, ctrlKey: boolean, metaKey: boolean, altKey: boolean}} KeyPress
 */

/** One zoom step of the keys and the zoom buttons. */
export const ZOOM_STEP = 1.25;

/** @type {Record<string, [number, number]>} */
const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** @type {Record<string, ReadWhat>} */
const READ = { c: 'cell', o: 'outcome', m: 'move', s: 'score', t: 'hand', w: 'turn' };

/**
 * The command of key press `e`, or null when the key is not the board's.
 * @param {KeyPress} e
 * @returns {KeyCommand | null}
 */
export function keyCommand(e) {
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (e.ctrlKey || e.metaKey) {
    if (e.altKey) return null;
    if (key === 'z') return { name: e.shiftKey ? 'redo' : 'undo' };
    if (key === 'y') return { name: 'redo' };
    return null;
  }
  if (e.altKey) return null;
  const d = ARROWS[key];
  if (d) return { name: 'move', dx: d[0], dy: d[1], shift: e.shiftKey };
  if (key === 'Enter' || key === ' ') return { name: 'activate' };
  if (key === 'r') return { name: 'rotate', step: e.shiftKey ? -90 : 90 };
  if (key === 'f') return { name: 'fit' };
  if (key === '+' || key === '=') return { name: 'zoom', factor: ZOOM_STEP };
  if (key === '-' || key === '_') return { name: 'zoom', factor: 1 / ZOOM_STEP };
  if (/^[0-9]$/.test(key)) return { name: 'choose', n: Number(key) };
  if (key === 'n') return { name: 'none', shift: e.shiftKey };
  if (key === 'l') return { name: 'legal', step: e.shiftKey ? -1 : 1 };
  if (key === 'b') return { name: 'text' };
  if (key === 'i') return { name: 'inspect', step: e.shiftKey ? -1 : 1 };
  if (key === 't' && e.shiftKey) return { name: 'tiles' };
  if (READ[key]) return { name: 'read', what: READ[key] };
  if (key === 'Escape') return { name: 'cancel' };
  if (key === 'Delete' || key === 'Backspace') return { name: 'delete' };
  return null;
}

/**
 * A choice by its number, typed a digit at a time, however many choices there are (`count`):
 * with 9 or fewer a digit chooses at once; with more, the digits typed so far (`typed`) and
 * `digit` choose as soon as no longer number could follow (with 12 choices: 2 chooses 2, 1
 * then 0 chooses 10), else wait for the next digit or Enter (`typedChoice(typed, null, count)`
 * chooses what is typed). A number past the choices starts again from `digit`.
 * @param {string} typed the digits typed so far ('' for none)
 * @param {number | null} digit the digit pressed, or null for Enter
 * @param {number} count how many choices there are
 * @returns {{choose: number | null, typed: string}} the choice made (1-based) or null, and the digits kept
 */
export function typedChoice(typed, digit, count) {
  if (digit === null) {
    const n = Number(typed);
    return typed && n >= 1 && n <= count ? { choose: n, typed: '' } : { choose: null, typed: '' };
  }
  let next = `${typed}${digit}`;
  if (Number(next) > count || next.startsWith('0')) next = String(digit);
  const n = Number(next);
  if (n < 1 || n > count) return { choose: null, typed: '' };
  if (n * 10 > count) return { choose: n, typed: '' };
  return { choose: null, typed: next };
}
