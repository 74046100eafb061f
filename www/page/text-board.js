// The text board (docs/ACCESSIBILITY.md): the board in words for a screen reader. When it is on
// (the Text board button, key B, or the skip button first in the page), the cursor moves in every
// phase and each move says what the cell holds (words/board-words.js, from the scene's
// `sceneCells`); keys read the placement's outcome, the last moves, the scores, the tile in hand,
// the tiles left and the ghost supply. Whether it is on or not, the moves of the computer and of a
// friend by link, and every scoring, are said in a polite live region.

import { nextInOrder, readingOrder, sceneCells } from '../render/scene.js';
import { cellWords, scoreWords, supplyWords, tileWords, whereWords } from '../words/board-words.js';
import { eventWords, logWords } from '../words/log-words.js';
import { obligationLine, outcomeSentences, placeLabels, playerWord, sentence } from '../words/outcome.js';
import { cellKey, iso } from '../words/text.js';
import { keepSetting, readSetting } from '../io/settings.js';
import { t } from '../words/pages.js';
import { boardScene, cursorCell, isNeighbourCell, keepInView, requestRender, setCursorCell } from './board.js';
import { lastMoves, moveWords } from './last-move.js';
import { hintWords, problemWords, updateHint, updateOutcome } from './panel.js';
import { el, state, turnLogNow } from './state.js';

/** The text board's state (whether it is on: `state.textBoard`): the last-move key's place, what the live region has said. */
export const textBoard = {
  lastIndex: -1, // which other player's last move the M key said last
  seen: /** @type {{gameId: number, actions: number, lines: number | null, events: number} | null} */ (null), // {gameId, actions, lines, events}: what the live region has said of this game (lines: of the turn log)
  said: 0, // counts what the line was given to say (a line emptied meanwhile is not filled by an older word)
  lineTurn: '', // the turn (game and tiles placed) the line spoke in: a later turn finds it empty
};

/** Reads the setting and wires the buttons (once, at start). */
export function setupTextBoard() {
  state.textBoard = readSetting('text-board') === 'on'; // (io/settings.js; none kept: off)
  el.textBoardButton.addEventListener('click', () => toggleTextBoard());
  el.textBoardSkip.addEventListener('click', () => {
    toggleTextBoard(true);
    el.board.focus();
  });
  showMode();
}

/** Turns the text board on or off (`on` omitted: the other way), says so and keeps the choice. */
export function toggleTextBoard(on = !state.textBoard) {
  state.textBoard = on;
  keepSetting('text-board', on ? 'on' : 'off');
  showMode();
  if (on && state.view && !cursorCell()) setCursorCell(firstCell());
  say(t(on ? 'page-text-board-on' : 'page-text-board-off'));
  if (on) state.keyboard = true;
  updateOutcome();
  updateHint();
  requestRender();
}

/**
 * Shows whether the text board is on. When it is, the cursor's answer is its line only: the
 * outcome panel and the hint, which follow the cursor, are not live regions then (O reads the
 * outcome); when it is off they are (polite), for a reader who points with the mouse.
 */
function showMode() {
  el.textBoardButton.setAttribute('aria-pressed', String(state.textBoard));
  el.textBoard.hidden = !state.textBoard;
  document.body.classList.toggle('text-board-on', state.textBoard);
  // (the ghost counter too: in the ghost phase it repeats what the status line says)
  for (const region of [el.outcome, el.hint, el.ghostCounter]) region.setAttribute('aria-live', state.textBoard ? 'off' : 'polite');
}

/** Where the cursor starts: the nearest cell where the tile fits, or the last tile placed. */
function firstCell() {
  const v = state.view;
  const legal = legalCellsInOrder();
  if (legal.length) return legal[0];
  const last = v.tiles[v.tiles.length - 1];
  return last ? { x: last.x, y: last.y } : { x: 0, y: 0 };
}

/** The cells where the tile in hand fits, in reading order (north to south, west to east). */
const legalCellsInOrder = () => readingOrder(state.legalAt);

/**
 * Says `text` in the text board's line (assertive: the answer to a key just pressed).
 * @param {string} text
 */
function say(text) {
  // the same words twice are said twice: the line is emptied first
  el.textBoardCell.textContent = '';
  const said = ++textBoard.said;
  textBoard.lineTurn = lineTurn();
  requestAnimationFrame(() => {
    if (said !== textBoard.said) return;
    el.textBoardCell.textContent = text;
    el.textBoard.scrollTop = 0; // a long answer is read from its start
    // a box that scrolls (a long answer on a small board) can be scrolled from the keyboard too
    el.textBoard.tabIndex = el.textBoard.scrollHeight > el.textBoard.clientHeight ? 0 : -1;
  });
  el.textBoardCell.dataset.said = text;
}

/** The turn the line speaks in: the game and the tiles placed so far. */
const lineTurn = () => (state.view ? `${state.gameId}:${state.view.tiles.length}` : '');

/**
 * Another turn has started since the line last spoke (the other players' moves are said by
 * #announce): the line is emptied, so that it never holds an earlier turn's choices.
 */
function clearStaleLine() {
  if (!textBoard.lineTurn || textBoard.lineTurn === lineTurn()) return;
  textBoard.said += 1;
  textBoard.lineTurn = '';
  el.textBoardCell.textContent = '';
  delete el.textBoardCell.dataset.said;
}

/**
 * Runs `act`, the player's own move by a key (Enter on a cell, a choice's number, N), and with
 * the text board on confirms it on the line: what was played (the turn log's lines of it, the
 * forced ones too) and what the status says now; nothing played: why, from the error line.
 * @param {() => void} act
 */
export function confirmAfter(act) {
  if (!state.textBoard || !state.view) {
    act();
    return;
  }
  const game = state.gameId;
  const actions = state.view.actions;
  const player = state.view.current;
  const before = turnLogNow().length;
  act();
  if (state.gameId !== game || !state.view) return;
  if (state.view.actions === actions) {
    const why = el.error.textContent.trim();
    if (why) say(why);
    return;
  }
  const v = state.view;
  const places = placeLabels(v);
  const moves = turnLogNow().slice(before).filter((l) => l.player === player).map((l) => {
    const move = logWords(l, v.players, places);
    const at = l.spec && l.spec.type === 'place-tile' ? l.spec : null;
    return sentence(at ? t('page-text-board-placed-at', { move, where: whereWords(at.x, at.y) }) : move);
  });
  say(t('page-text-board-done', { moves: moves.join(' '), status: sentence(el.status.textContent.trim()) }));
}

/**
 * Says `text`, which the hint shows to a pointer (why a click was refused, what to click
 * first), in the text board's line when the text board is on: the hint is not a live region
 * then (showMode), and a reader who also clicks must hear it.
 * @param {string} text
 */
export function sayToPointer(text) {
  if (state.textBoard && text) say(text);
}

/** What the cell at the cursor holds, in words. */
export function cursorWords() {
  const c = cursorCell();
  const v = state.view;
  if (!c || !v) return '';
  const cells = sceneCells(boardScene()).cells;
  const cell = cells.get(cellKey(c.x, c.y)) || null;
  const last = v.tiles.length > 1 ? v.tiles[v.tiles.length - 1] : null;
  const isLast = last && last.x === c.x && last.y === c.y;
  const empty = !state.tileAt.has(cellKey(c.x, c.y));
  const placing = v.phase === 'place-tile';
  const legal = placing ? legalCellsInOrder() : [];
  return cellWords(c.x, c.y, cell, {
    view: v, kinds: state.kinds, rotation: placing ? state.rotation : null,
    index: legal.findIndex((p) => p.x === c.x && p.y === c.y) + 1, total: legal.length,
    frontier: placing && empty && isNeighbourCell(c.x, c.y),
    problem: placing && empty && isNeighbourCell(c.x, c.y) ? problemWords(c.x, c.y) : '',
    lastBy: isLast ? lastPlacer() : null,
  });
}

/**
 * Each player's last turn (last-move.js), the most recent first.
 * @returns {import('./last-move.js').Turn[]}
 */
function recentTurns() {
  return lastMoves(turnLogNow(), state.view).flatMap((m) => (m ? [m] : [])).sort((a, b) => b.first - a.first);
}

/** Who placed the last tile: the player of the most recent turn. */
function lastPlacer() {
  const turns = recentTurns();
  return turns.length ? turns[0].player : null;
}


/**
 * Moves the cursor to (x, y), keeps it in view, previews there (the place phase) and says the cell.
 * @param {number} x
 * @param {number} y
 */
function moveTo(x, y) {
  setCursorCell({ x, y });
  state.keyboard = true;
  keepInView(x, y);
  updateOutcome();
  updateHint();
  requestRender();
  say(cursorWords());
}

/**
 * The next (`step` 1) or previous (−1) cell where the tile in hand fits, from the cursor.
 * @param {number} step
 */
export function jumpToLegal(step) {
  const cells = legalCellsInOrder();
  if (state.view.phase !== 'place-tile' || !cells.length) {
    say(t(state.view.phase === 'place-tile' ? 'page-text-board-no-fit' : 'page-text-board-no-tile'));
    return;
  }
  const next = nextInOrder(cells, cursorCell(), step);
  moveTo(next.x, next.y);
}

/** The other players' last moves, one a press (the most recent first), the cursor on its tile. */
function readLastMove() {
  const v = state.view;
  const turns = recentTurns().filter((x) => x.player !== v.current || v.phase === 'game-over');
  if (!turns.length) {
    say(t('page-text-board-no-last-move'));
    return;
  }
  textBoard.lastIndex = (textBoard.lastIndex + 1) % turns.length;
  const turn = turns[textBoard.lastIndex];
  const words = t('page-text-board-last-move', { player: iso(playerWord(v.players[turn.player].name)), moves: moveWords(turn, v).map((x) => `${x}.`).join(' ') });
  if (turn.tile) {
    setCursorCell({ x: turn.tile.x, y: turn.tile.y });
    state.keyboard = true;
    keepInView(turn.tile.x, turn.tile.y);
    updateOutcome();
    updateHint();
    requestRender();
  }
  say(words);
}

/**
 * What the decision at hand does or offers, in sentences: the placement's outcome (the panel's
 * lines, without its rule links and coordinates switch); in the ghost phase the obligations and
 * each move; in the meeple phase each spot; each choice by its number (the key that chooses it)
 * and its button's name (its words, panel.js).
 */
function readOutcome() {
  const v = state.view;
  const status = sentence(el.status.textContent.trim());
  const choices = (/** @type {HTMLElement} */ box) => [...box.querySelectorAll('button')].map((b, i) => {
    const words = b.querySelector('.choice-words');
    const what = sentence((words || b).textContent.trim());
    return t('board-choice', { n: i + 1, what });
  });
  let parts = [];
  if (v.phase === 'place-tile') {
    parts = [state.preview
      ? outcomeSentences(state.preview, { players: v.players, current: v.current, supply: v.ghost_supply, places: placeLabels(v) })
      : el.outcome.textContent.trim()];
  } else if (v.phase === 'ghosts') {
    const places = placeLabels(v);
    const owed = v.obligations.map((o, i) => {
      const text = obligationLine(o, { players: v.players, places }).text;
      return sentence(i === 0 ? text : t('page-then', { text }));
    });
    parts = [status, ...owed, ...choices(el.ghostMoves)];
  } else if (v.phase === 'meeple') {
    parts = [status, ...(v.meeple_choices.length ? choices(el.spots) : [el.spots.textContent.trim()])];
  } else parts = [status];
  say(parts.filter(Boolean).join(' ') || t('page-text-board-nothing'));
}

/**
 * Whose turn it is and what to do, in sentences: the status line, then who is playing when it
 * is not the reader (the banner), else the hint as it is now (worded afresh, not one left on the
 * page by an earlier moment).
 */
function readTurn() {
  const parts = [sentence(el.status.textContent.trim())];
  const banner = el.turnBanner.hidden ? '' : el.turnBanner.textContent.trim();
  const hint = banner || choiceKeys() || hintWords();
  if (hint) parts.push(sentence(hint));
  say(parts.join(' '));
}

/**
 * How the keys choose in the meeple and the ghost phase (the hint speaks of the pointer): the
 * numbers, however many choices (10 and over by their digits), N, O; '' in the other phases.
 */
function choiceKeys() {
  const v = state.view;
  const box = v.phase === 'meeple' ? el.spots : v.phase === 'ghosts' ? el.ghostMoves : null;
  const count = box ? box.querySelectorAll('button').length : 0;
  if (v.phase === 'meeple') return t('page-text-board-keys-meeple', { count });
  if (v.phase === 'ghosts' && count) return t('page-text-board-keys-ghosts', { count });
  return '';
}

/** The tile in hand (its features as turned now), the tiles left and the ghost supply. */
function readHand() {
  const v = state.view;
  const hand = v.hand !== null && v.hand !== undefined ? tileWords(state.kinds[v.hand], state.rotation) : '';
  say([hand && t('page-text-board-hand', { tile: hand }), supplyWords(v)].filter(Boolean).join(' '));
}

/**
 * The text board's keys (a command of board/keys.js): B turns it on or off, L and Shift+L go to
 * the next and previous cell where the tile fits; with it on, the arrows move the cursor in every
 * phase (`onBoard`: the board or nothing has the focus) and C, O, M, S, T, W read. Returns whether
 * the key was the text board's.
 * @param {import('../board/keys.js').KeyCommand} cmd
 * @param {boolean} [onBoard]
 */
export function textBoardKey(cmd, onBoard = true) {
  if (!state.view) return false;
  if (cmd.name === 'text') {
    toggleTextBoard();
    return true;
  }
  if (cmd.name === 'legal') {
    jumpToLegal(cmd.step);
    return true;
  }
  if (!state.textBoard) return false;
  if (cmd.name === 'move' && onBoard) {
    const c = cursorCell() || firstCell();
    moveTo(c.x + cmd.dx, c.y + cmd.dy);
    return true;
  }
  if (cmd.name !== 'read') return false;
  const v = state.view;
  switch (cmd.what) {
    case 'cell': say(cursorWords()); return true;
    case 'outcome': readOutcome(); return true;
    case 'move': readLastMove(); return true;
    case 'score': say(scoreWords(v)); return true;
    case 'hand': readHand(); return true;
    case 'turn': readTurn(); return true;
    default: return false;
  }
}

/** After R: the tile in hand as turned now, and whether it fits at the cursor. */
export function afterRotate() {
  if (!state.textBoard || !state.view || state.view.phase !== 'place-tile') return;
  say(cursorWords());
}

/**
 * After a change of the page's language: the news said in the old words is emptied (a screen
 * reader's reader finds no sentence of the other language there), and with the text board on,
 * its line says the cursor's cell again in the new words.
 */
export function wordTextBoard() {
  el.announce.textContent = '';
  if (state.textBoard && state.view) say(cursorWords());
}

/**
 * After each refresh: the moves played since the last one by a seat not played here (the
 * computer, a friend by link) and every new scoring, in the polite live region. What has been
 * said is counted in turn-log lines (one a history entry, the forced ones too: `view.actions`
 * counts only the written ones). An undo says nothing; a new game starts afresh.
 */
export function announceNews() {
  const v = state.view;
  clearStaleLine();
  const seen = textBoard.seen;
  // the turn log is read only in a game that has seats not played here
  const log = state.seats.some((s) => s && s.controller !== 'human') ? turnLogNow() : null;
  const lines = log ? log.length : null;
  textBoard.seen = { gameId: state.gameId, actions: v.actions, lines, events: v.events.length };
  if (!seen || seen.gameId !== state.gameId || v.actions < seen.actions) return;
  const news = [];
  // (seats not played here just known, as a link opens: their moves so far are not news)
  if (log && lines !== null && seen.lines !== null && lines > seen.lines) {
    const places = placeLabels(v);
    for (const l of log.slice(seen.lines)) {
      const seat = state.seats[l.player];
      if (!seat || seat.controller === 'human') continue;
      const move = logWords(l, v.players, places);
      // a placement says where the tile went, as the text board says a cell (a sighted player
      // sees it at once)
      const at = l.spec && l.spec.type === 'place-tile' ? l.spec : null;
      news.push(`${at ? t('page-text-board-placed-at', { move, where: whereWords(at.x, at.y) }) : move}.`);
    }
  }
  // (a feature nobody held scored nothing: not news)
  for (const e of v.events.slice(seen.events)) if (e.players.length) news.push(t('page-text-board-scoring', { what: eventWords(e, v.players) }));
  if (!news.length) return;
  el.announce.textContent = news.join(' ');
  if (state.textBoard && !cursorCell()) setCursorCell(firstCell());
}
