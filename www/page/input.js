// Input on the board and the keyboard: pointer (hover previews, click places or chooses, drag
// pans, wheel and pinch zoom, touch: a first tap previews), keys (arrows, R, Enter, U, Z…).

import { $, keepHintClear } from '../ui/dom.js';
import { setupLegend, showBankTip } from '../ui/mist-view.js';
import { cellKey } from '../words/text.js';
import { DRAG_THRESHOLD, app, el, state } from './state.js';
import { t } from '../words/page-words.js';
import { bank, clientToCell, clientToDevice, fitBoard, ghostSpotNear, keepInView, legalHere, meepleOptionNear, nearestLegal, requestRender, zoomAt } from './board.js';
import { updateHint, updateOutcome, updatePanel } from './panel.js';
import { afterRotate, textBoardKey } from './text-board.js';

/** Wires the board's pointer, wheel and touch input, the buttons and the keys (once). */
export function setupInput() {
  const c = el.board;
  const pointers = new Map(); // pointerId -> {x, y}
  let drag = null;
  let pinch = null;

  c.addEventListener('pointerdown', (e) => {
    if (e.button === 1) {
      // the wheel-click turns the tile
      e.preventDefault();
      app.rotateHand(90);
      return;
    }
    if (e.button !== 0) return;
    noteTouch(e.pointerType === 'touch');
    keepHintClear(el.hint, c, e.clientY);
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    c.setPointerCapture(e.pointerId);
    if (pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      pinch = {
        d: Math.hypot(a.x - b.x, a.y - b.y) || 1, scale: state.cam.scale,
        mx: (a.x + b.x) / 2, my: (a.y + b.y) / 2, cam: { ...state.cam },
      };
      drag = null;
      return;
    }
    drag = { id: e.pointerId, x: e.clientX, y: e.clientY, moved: false, cam: { ...state.cam } };
  });
  c.addEventListener('mousedown', (e) => {
    if (e.button === 1) e.preventDefault(); // no autoscroll
  });
  c.addEventListener('auxclick', (e) => e.preventDefault());

  c.addEventListener('pointermove', (e) => {
    if (pointers.has(e.pointerId)) pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pinch && pointers.size >= 2) {
      const [a, b] = [...pointers.values()];
      const d = Math.hypot(a.x - b.x, a.y - b.y) || 1;
      const mx = (a.x + b.x) / 2;
      const my = (a.y + b.y) / 2;
      state.cam = { ...pinch.cam };
      zoomAt(d / pinch.d, pinch.mx, pinch.my);
      state.cam.x -= (mx - pinch.mx) / state.cam.scale;
      state.cam.y -= (my - pinch.my) / state.cam.scale;
      return;
    }
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
    keepHintClear(el.hint, c, e.clientY);
    hoverAt(e.clientX, e.clientY);
  });

  const end = (e) => {
    pointers.delete(e.pointerId);
    if (pinch) {
      if (pointers.size < 2) pinch = null;
      drag = null;
      c.classList.remove('dragging');
      return;
    }
    if (!drag || drag.id !== e.pointerId) return;
    const wasClick = !drag.moved && e.type === 'pointerup';
    drag = null;
    c.classList.remove('dragging');
    if (wasClick) clickAt(e.clientX, e.clientY, e.pointerType);
  };
  c.addEventListener('pointerup', end);
  c.addEventListener('pointercancel', end);
  c.addEventListener('pointerleave', (e) => {
    // a finger lifted leaves the board too: the tapped cell stays previewed, its hint stays
    if (drag || pinch || e.pointerType === 'touch') return;
    // the previewed cell stays (the outcome panel's rule links must stay clickable)
    state.pointerOn = false;
    state.meepleHover = null;
    state.ghostHover = null;
    if (bank.clear()) showBankTip(c.parentElement, bank);
    c.classList.remove('can-click');
    updateHint();
    requestRender();
  });

  c.addEventListener('wheel', (e) => {
    e.preventDefault();
    const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1;
    // a pinch on a touchpad comes as a wheel event with ctrlKey: zoom faster
    const k = e.ctrlKey ? 0.01 : 0.0015;
    zoomAt(Math.exp(-e.deltaY * unit * k), e.clientX, e.clientY);
  }, { passive: false });

  el.rotate.addEventListener('click', () => app.rotateHand(90));
  el.skip.addEventListener('click', app.skipMeeple);
  el.undo.addEventListener('click', app.undo);
  el.redo.addEventListener('click', app.redo);
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

  window.addEventListener('keydown', onKey);
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
    // the board's height changes (the ResizeObserver fits it); keep the cell shown in sight
    requestAnimationFrame(() => {
      const h = state.hover || state.cursor;
      if (h && !state.autoFit) keepInView(h.x, h.y);
      requestRender();
    });
  });
}

/** Says "tap" (touch) or "click" from now on; the hints are worded again when it changes. */
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

function anyDialogOpen() {
  return Boolean(document.querySelector('dialog[open]'));
}

function onKey(e) {
  if (anyDialogOpen() || !state.view) return;
  const target = e.target;
  const tag = target && target.tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  const v = state.view;
  const onBoard = target === el.board || target === document.body || target === document.documentElement;
  if ((e.ctrlKey || e.metaKey) && key === 'z') {
    e.preventDefault();
    if (e.shiftKey) app.redo();
    else app.undo();
    return;
  }
  if ((e.ctrlKey || e.metaKey) && key === 'y') {
    e.preventDefault();
    app.redo();
    return;
  }
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  // the text board's keys (text-board.js): B, L; with the text board on, the arrows in every phase and the reading keys
  if (textBoardKey(key, e.shiftKey, onBoard)) {
    e.preventDefault();
    return;
  }
  if (key === 'r') {
    app.rotateHand(e.shiftKey ? -90 : 90);
    afterRotate();
  } else if (key === 'f') {
    el.fit.click();
  } else if (key === '+' || key === '=') {
    el.zoomIn.click();
  } else if (key === '-' || key === '_') {
    el.zoomOut.click();
  } else if (key.startsWith('Arrow') && v.phase === 'place-tile') {
    e.preventDefault();
    const d = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[key];
    if (!state.cursor) state.cursor = nearestLegal(state.hover) || { x: 0, y: 0 };
    else state.cursor = { x: state.cursor.x + d[0], y: state.cursor.y + d[1] };
    state.keyboard = true;
    keepInView(state.cursor.x, state.cursor.y);
    updateOutcome();
    updateHint();
    requestRender();
  } else if ((key === 'Enter' || key === ' ') && onBoard && v.phase === 'place-tile') {
    e.preventDefault();
    const c = state.keyboard && state.cursor ? state.cursor : null;
    if (!c) {
      state.cursor = nearestLegal(null);
      state.keyboard = true;
      updateOutcome();
      updateHint();
      requestRender();
    } else {
      app.placeAt(c.x, c.y);
    }
  } else if (/^[1-9]$/.test(key)) {
    const i = Number(key) - 1;
    const buttons = v.phase === 'meeple' ? el.spots.querySelectorAll('button') : v.phase === 'ghosts' ? el.ghostMoves.querySelectorAll('button') : [];
    if (buttons[i]) {
      e.preventDefault();
      buttons[i].click();
    }
  } else if (key === 'n' && v.phase === 'meeple') {
    app.skipMeeple();
  } else if (key === 'Escape') {
    if (state.ghost && state.ghost.selected && state.ghost.sources.size > 1) {
      state.ghost.selected = null;
      updatePanel();
    }
    state.keyboard = false;
    updateOutcome();
    updateHint();
    requestRender();
  }
}

function hoverAt(cx, cy) {
  const v = state.view;
  if (!v) return;
  state.pointerOn = true;
  const cell = clientToCell(cx, cy);
  const [dx, dy] = clientToDevice(cx, cy);
  // the mist bank under the pointer: outlined on the board, its size and state in a tooltip
  if (bank.update(state.game, v, state.geoms, state.tileAt.get(cellKey(cell.x, cell.y)) || null, cell)) requestRender();
  showBankTip(el.board.parentElement, bank);
  let canClick = false;
  if (v.phase === 'meeple') {
    const o = meepleOptionNear(dx, dy);
    canClick = Boolean(o);
    const next = o ? { feature: o.feature, guard: o.guard } : null;
    const cur = state.meepleHover;
    if ((next && (!cur || cur.feature !== next.feature || cur.guard !== next.guard)) || (!next && cur)) {
      state.meepleHover = next;
      requestRender();
    }
  } else if (v.phase === 'ghosts') {
    const key = ghostSpotNear(dx, dy);
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
    if (v.phase === 'place-tile') state.cursor = { x: cell.x, y: cell.y };
    updateOutcome();
    updateHint();
    requestRender();
  }
}

function clickAt(cx, cy, pointerType = 'mouse') {
  const v = state.view;
  if (!v) return;
  const cell = clientToCell(cx, cy);
  const [dx, dy] = clientToDevice(cx, cy);
  const same = state.hover && state.hover.x === cell.x && state.hover.y === cell.y && !state.keyboard;
  state.hover = { x: cell.x, y: cell.y };
  state.keyboard = false;
  if (v.phase === 'place-tile') {
    // a finger has no hover: the first tap on a cell previews it, a second tap places
    if (pointerType !== 'mouse' && !same && legalHere(cell.x, cell.y)) {
      state.pointerOn = true;
      state.cursor = { x: cell.x, y: cell.y };
      keepInView(cell.x, cell.y); // a cell at the board's edge: the tile in hand is shown whole
      updateOutcome();
      updateHint();
      requestRender();
      return;
    }
    app.placeAt(cell.x, cell.y);
  } else if (v.phase === 'meeple') {
    const o = meepleOptionNear(dx, dy);
    if (o) app.placeMeeple(o.feature, o.guard);
  } else if (v.phase === 'ghosts') {
    const key = ghostSpotNear(dx, dy);
    if (key) app.ghostSpotChosen(key);
  }
}

