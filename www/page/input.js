// The page's input: what a click, a hover and a key mean on the page's board (the board itself,
// board/board.js, turns the pointer and the keys into cells, places and commands; it pans and
// zooms), and the buttons about the board.

import { $, keepHintClear } from '../ui/dom.js';
import { setupLegend, showBankTip } from '../ui/mist-view.js';
import { cellKey } from '../words/text.js';
import { ZOOM_STEP, typedChoice } from '../board/keys.js';
import { el, state, unconnected } from './state.js';
import { t } from '../words/pages.js';
import { bank, cursorCell, keepInView, legalHere, makeBoard, nearestLegal, pageBoard, requestRender, setCursorCell } from './board.js';
import { updateHint, updateOutcome, updatePanel } from './panel.js';
import { afterRotate, confirmAfter, sayToPointer, textBoardKey } from './text-board.js';
import { hoverFeature, inspectKey, leaveFeature, showTilesLeft } from './inspect.js';

/**
 * The controller's actions this module asks for, connected by page/main.js at start-up
 * (`connectInput`): a module below main.js cannot import it.
 * @type {Pick<import('./state.js').PageActions, 'ghostSpotChosen' | 'placeAt' | 'placeMeeple' | 'redo' | 'rotateHand' | 'skipMeeple' | 'undo'>}
 */
let ctrl = unconnected();

/**
 * Connects the controller's actions this module asks for (page/main.js, once at start-up).
 * @param {Pick<import('./state.js').PageActions, 'ghostSpotChosen' | 'placeAt' | 'placeMeeple' | 'redo' | 'rotateHand' | 'skipMeeple' | 'undo'>} actions
 */
export function connectInput(actions) {
  ctrl = actions;
}

/**
 * Makes the page's board (board.js `makeBoard`) with the page's meaning of each input: a click
 * places the tile or chooses a meeple spot or a ghost's spot, a first tap previews, the hover
 * shows the outcome and the mist bank, the keys of the key map (board/keys.js) play.
 */
export function setupBoard() {
  makeBoard({
    onPress: (e) => {
      noteTouch(e.pointerType === 'touch');
      keepHintClear(el.hint, el.board, e.clientY);
    },
    onTurn: () => ctrl.rotateHand(90),
    onHover: (p, e) => {
      if (p) {
        keepHintClear(el.hint, el.board, e.clientY);
        hoverAt(p);
      } else leave(e);
    },
    onCell: (p) => clickAt(p),
    onSpot: (place, p) => clickAt(p, place),
    onKey,
    // the arrows move the keyboard's cursor in the place phase (the board moves it; the text
    // board's keys come first, in onKey): from the legal cell nearest the pointer
    cursor: {
      start: () => nearestLegal(state.hover) || { x: 0, y: 0 },
      active: () => !!state.view && state.view.phase === 'place-tile',
      moved: () => {
        state.keyboard = true;
        updateOutcome();
        updateHint();
        requestRender();
      },
    },
  });
}

/** Wires the buttons about the board, the legend and the bottom sheet (once). */
export function setupInput() {
  const board = pageBoard();
  el.rotate.addEventListener('click', () => ctrl.rotateHand(90));
  el.skip.addEventListener('click', () => ctrl.skipMeeple());
  el.undo.addEventListener('click', () => ctrl.undo());
  el.redo.addEventListener('click', () => ctrl.redo());
  el.fit.addEventListener('click', () => board.fit());
  el.zoomIn.addEventListener('click', () => board.zoom(ZOOM_STEP));
  el.zoomOut.addEventListener('click', () => board.zoom(1 / ZOOM_STEP));
  setupLegend($('legend-button'), $('legend'));

  // the words say "tap" on a touch screen (a coarse pointer, or the last press was a finger)
  const coarse = window.matchMedia('(pointer: coarse)');
  noteTouch(coarse.matches);
  coarse.addEventListener('change', () => noteTouch(coarse.matches));
  // phones and portrait tablets: the panel is a bottom sheet (style.css) that folds to its first line
  el.sheetToggle.addEventListener('click', () => {
    const folded = el.panel.classList.toggle('collapsed');
    el.sheetToggle.setAttribute('aria-expanded', String(!folded));
    el.sheetToggle.textContent = t(folded ? 'page-unfold' : 'page-fold');
    // the board's height changes (the board fits it again); keep the cell shown in sight
    requestAnimationFrame(() => {
      const h = state.hover || cursorCell();
      if (h && !board.fitting()) keepInView(h.x, h.y);
      requestRender();
    });
  });
}

/**
 * The pointer left the board (a finger lifted leaves it too: the tapped cell stays previewed, its hint stays).
 * @param {PointerEvent} e
 */
function leave(e) {
  if (e.pointerType === 'touch') return;
  // the previewed cell stays (the outcome panel's rule links must stay clickable)
  state.pointerOn = false;
  state.meepleHover = null;
  state.ghostHover = null;
  if (bank.clear()) showBankTip(/** @type {HTMLElement} */ (el.board.parentElement), bank);
  leaveFeature();
  el.board.classList.remove('can-click');
  updateHint();
  requestRender();
}

/**
 * Says "tap" (touch) or "click" from now on; the hints are worded again when it changes.
 * @param {boolean} touch
 */
function noteTouch(touch) {
  if (state.touch === touch) return;
  state.touch = touch;
  el.board.setAttribute('aria-label', t('page-board.aria-label', { touch: state.touch }));
  if (state.view) {
    updatePanel();
    updateOutcome();
    updateHint();
  }
}

/**
 * What a key of the key map (board/keys.js) does on the page: the text board's keys first
 * (text-board.js), then R and Enter in the place phase (the arrows move the board's cursor:
 * setupBoard's `cursor`), 1–9 and N, Escape, undo and
 * redo; F and the zoom keys are the board's. Returns whether the page took it.
 * @param {import('../board/keys.js').KeyCommand} cmd
 * @param {{onBoard: boolean, onPage: boolean}} where
 */
function onKey(cmd, { onBoard, onPage }) {
  const v = state.view;
  if (!v) return false;
  const here = onBoard || onPage;
  if (cmd.name === 'undo') ctrl.undo();
  else if (cmd.name === 'redo') ctrl.redo();
  else if (textBoardKey(cmd, here)) return true;
  else if (cmd.name === 'inspect') return inspectKey(cmd.step);
  else if (cmd.name === 'tiles') showTilesLeft();
  else if (cmd.name === 'rotate') {
    ctrl.rotateHand(cmd.step);
    afterRotate();
  } else if (cmd.name === 'activate' && here && v.phase === 'place-tile') {
    const c = state.keyboard ? cursorCell() : null;
    if (!c) {
      setCursorCell(nearestLegal(null));
      state.keyboard = true;
      updateOutcome();
      updateHint();
      requestRender();
    } else {
      confirmAfter(() => ctrl.placeAt(c.x, c.y));
    }
  } else if (cmd.name === 'choose') {
    return chooseByNumber(cmd.n);
  } else if (cmd.name === 'activate' && typing.typed && (v.phase === 'meeple' || v.phase === 'ghosts')) {
    return chooseByNumber(null);
  } else if (cmd.name === 'none' && v.phase === 'meeple') {
    confirmAfter(() => ctrl.skipMeeple());
  } else if (cmd.name === 'cancel') {
    typing.typed = '';
    if (state.ghost && state.ghost.selected && state.ghost.sources.size > 1) {
      state.ghost.selected = null;
      updatePanel();
    }
    state.keyboard = false;
    updateOutcome();
    updateHint();
    requestRender();
  } else return false;
  return true;
}

/** The digits of a choice typed so far (board/keys.js `typedChoice`) and the decision they are for. */
const typing = { typed: '', at: '' };

/**
 * A digit (or Enter: `digit` null) in the meeple or ghost phase: the choice of that number,
 * however many there are (10 and over by their digits), its button pressed and the move
 * confirmed on the text board's line; the digits so far shown (and said) while a longer number
 * could follow. Returns whether the key was taken.
 * @param {number | null} digit
 */
function chooseByNumber(digit) {
  const v = state.view;
  const box = v.phase === 'meeple' ? el.spots : v.phase === 'ghosts' ? el.ghostMoves : null;
  const buttons = box ? [...box.querySelectorAll('button')] : [];
  if (!buttons.length) return false;
  const at = `${state.gameId}:${v.actions}:${v.phase}`;
  if (typing.at !== at) typing.typed = '';
  typing.at = at;
  const r = typedChoice(typing.typed, digit, buttons.length);
  typing.typed = r.typed;
  if (r.choose !== null) {
    const b = /** @type {HTMLButtonElement} */ (buttons[r.choose - 1]);
    // another seat's choices are shown, not offered (panel.js): the banner says whose turn it is
    if (b.disabled) sayToPointer(el.turnBanner.textContent.trim());
    else confirmAfter(() => b.click());
  } else if (r.typed) {
    el.hint.textContent = t('page-choice-typed', { typed: r.typed, count: buttons.length });
    sayToPointer(el.hint.textContent);
  }
  return true;
}

/**
 * The pointer over the board at `p`: the mist bank under it, the place or cell it would choose.
 * @param {import('../board/board.js').BoardPoint<import('./board.js').PagePlace>} p
 */
function hoverAt(p) {
  const v = state.view;
  if (!v) return;
  state.pointerOn = true;
  const { cell, place } = p;
  // the mist bank under the pointer: outlined on the board, its size and state in a tooltip
  if (bank.update(state.game, v, state.geoms, state.tileAt.get(cellKey(cell.x, cell.y)) || null, cell)) requestRender();
  showBankTip(/** @type {HTMLElement} */ (el.board.parentElement), bank);
  hoverFeature(cell); // any other placed feature: outlined whole, said in the same tip (inspect.js)
  let canClick = false;
  if (v.phase === 'meeple') {
    canClick = Boolean(place);
    const next = place && place.kind === 'meeple' ? { feature: place.feature, guard: place.guard } : null;
    const cur = state.meepleHover;
    if ((next && (!cur || cur.feature !== next.feature || cur.guard !== next.guard)) || (!next && cur)) {
      state.meepleHover = next;
      requestRender();
    }
  } else if (v.phase === 'ghosts') {
    const key = place && place.kind === 'ghost' ? place.key : null;
    canClick = Boolean(key);
    if (key !== state.ghostHover) {
      state.ghostHover = key;
      requestRender();
    }
  } else if (v.phase === 'place-tile') {
    canClick = legalHere(cell.x, cell.y) !== null;
  }
  el.board.classList.toggle('can-click', canClick);
  if (state.keyboard || !state.hover || state.hover.x !== cell.x || state.hover.y !== cell.y) {
    state.keyboard = false;
    state.hover = { x: cell.x, y: cell.y };
    if (v.phase === 'place-tile') setCursorCell({ x: cell.x, y: cell.y });
    updateOutcome();
    updateHint();
    requestRender();
  }
}

/**
 * A click or tap at `p` (on `place` when it hit one): places the tile (a finger's first tap on a
 * cell previews it), or chooses the meeple spot or the ghost's spot.
 * @param {import('../board/board.js').BoardPoint<import('./board.js').PagePlace>} p
 * @param {import('./board.js').PagePlace | null} [place]
 */
function clickAt(p, place = null) {
  const v = state.view;
  if (!v) return;
  const { cell } = p;
  const same = state.hover && state.hover.x === cell.x && state.hover.y === cell.y && !state.keyboard;
  state.hover = { x: cell.x, y: cell.y };
  state.keyboard = false;
  if (state.tileAt.has(cellKey(cell.x, cell.y)) && !place) {
    // a placed tile, no meeple or ghost spot chosen: a tap (a finger has no hover) inspects the
    // feature under it (inspect.js)
    hoverFeature(cell);
    return;
  }
  if (v.phase === 'place-tile') {
    // a finger has no hover: the first tap on a cell previews it, a second tap places
    if (p.pointerType !== 'mouse' && !same && legalHere(cell.x, cell.y)) {
      state.pointerOn = true;
      setCursorCell({ x: cell.x, y: cell.y });
      keepInView(cell.x, cell.y); // a cell at the board's edge: the tile in hand is shown whole
      updateOutcome();
      updateHint();
      requestRender();
      return;
    }
    ctrl.placeAt(cell.x, cell.y);
  } else if (v.phase === 'meeple' && place && place.kind === 'meeple') {
    ctrl.placeMeeple(place.feature, place.guard);
  } else if (v.phase === 'ghosts' && place && place.kind === 'ghost') {
    ctrl.ghostSpotChosen(place.key);
  }
}
