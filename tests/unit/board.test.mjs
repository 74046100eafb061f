// The board component's pure parts (www/board/keys.js, www/board/hit.js): the one key map the
// page, the embed and the editor share, the hit tests, and the camera's gestures (drag, wheel,
// pinch) as numbers. No browser needed; the component itself is exercised by the e2e files.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ZOOM_STEP, keyCommand, typedChoice } from '../../www/board/keys.js';
import { DRAG_THRESHOLD, cursorStep, dragCamera, nearestPlace, pinchCamera, tileAt, wheelFactor } from '../../www/board/hit.js';
import { MAX_SCALE, MIN_SCALE, cameraLayout } from '../../www/render/camera.js';
import { cellAtDevice } from '../../www/render/geometry.js';

const press = (/** @type {string} */ key, mods = {}) => keyCommand({ key, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...mods });

test('the key map: each key of the board names one command', () => {
  assert.deepEqual(press('ArrowLeft'), { name: 'move', dx: -1, dy: 0, shift: false });
  assert.deepEqual(press('ArrowDown', { shiftKey: true }), { name: 'move', dx: 0, dy: 1, shift: true });
  assert.deepEqual(press('Enter'), { name: 'activate' });
  assert.deepEqual(press(' '), { name: 'activate' });
  assert.deepEqual(press('r'), { name: 'rotate', step: 90 });
  assert.deepEqual(press('R', { shiftKey: true }), { name: 'rotate', step: -90 });
  assert.deepEqual(press('f'), { name: 'fit' });
  assert.deepEqual(press('+'), { name: 'zoom', factor: ZOOM_STEP });
  assert.deepEqual(press('='), { name: 'zoom', factor: ZOOM_STEP });
  assert.deepEqual(press('-'), { name: 'zoom', factor: 1 / ZOOM_STEP });
  assert.deepEqual(press('3'), { name: 'choose', n: 3 });
  assert.deepEqual(press('0'), { name: 'choose', n: 0 }, 'the 0 of a tenth choice (typedChoice)');
  assert.deepEqual(press('n'), { name: 'none', shift: false });
  assert.deepEqual(press('L', { shiftKey: true }), { name: 'legal', step: -1 });
  assert.deepEqual(press('b'), { name: 'text' });
  assert.deepEqual(press('c'), { name: 'read', what: 'cell' });
  assert.deepEqual(press('w'), { name: 'read', what: 'turn' });
  assert.deepEqual(press('Escape'), { name: 'cancel' });
  assert.deepEqual(press('Delete'), { name: 'delete' });
  assert.deepEqual(press('Backspace'), { name: 'delete' });
  assert.equal(press('q'), null, 'a key that is not the board\'s');
  assert.equal(press('Tab'), null, 'Tab moves the focus, never the board');
});

test('the key map: Ctrl or Cmd with Z and Y undo and redo; no other chord is the board\'s', () => {
  assert.deepEqual(press('z', { ctrlKey: true }), { name: 'undo' });
  assert.deepEqual(press('Z', { metaKey: true, shiftKey: true }), { name: 'redo' });
  assert.deepEqual(press('y', { ctrlKey: true }), { name: 'redo' });
  assert.equal(press('r', { ctrlKey: true }), null, 'Ctrl+R reloads the page');
  assert.equal(press('ArrowLeft', { altKey: true }), null, 'Alt+Left goes back in the history');
  assert.equal(press('z', { ctrlKey: true, altKey: true }), null);
});

test('typedChoice: every choice has its digits, however many (a castle tile offers 10 spots)', () => {
  const typing = (/** @type {string[]} */ keys, /** @type {number} */ count) => {
    let typed = '';
    const chosen = [];
    for (const k of keys) {
      const r = typedChoice(typed, k === 'Enter' ? null : Number(k), count);
      typed = r.typed;
      if (r.choose !== null) chosen.push(r.choose);
    }
    return { chosen, typed };
  };
  assert.deepEqual(typing(['3'], 9), { chosen: [3], typed: '' }, 'nine or fewer: at once');
  assert.deepEqual(typing(['0'], 9), { chosen: [], typed: '' }, 'no choice 0');
  assert.deepEqual(typing(['1'], 10), { chosen: [], typed: '1' }, '1 of 10 waits: 10 may follow');
  assert.deepEqual(typing(['1', '0'], 10), { chosen: [10], typed: '' }, 'the tenth');
  assert.deepEqual(typing(['1', 'Enter'], 10), { chosen: [1], typed: '' }, 'Enter chooses what is typed');
  assert.deepEqual(typing(['2'], 10), { chosen: [2], typed: '' }, 'no 20: at once');
  assert.deepEqual(typing(['1', '7'], 10), { chosen: [7], typed: '' }, '17 is past the choices: 7 alone');
  assert.deepEqual(typing(['2', '3'], 25), { chosen: [23], typed: '' });
  assert.deepEqual(typing(['2', 'Enter'], 25), { chosen: [2], typed: '' });
  assert.deepEqual(typing(['1', '2'], 120), { chosen: [], typed: '12' }, 'three digits: 12 waits for 120');
  assert.deepEqual(typing(['Enter'], 10), { chosen: [], typed: '' }, 'Enter with nothing typed');
});

test('tileAt finds the tile of a cell and nothing elsewhere', () => {
  const tiles = [{ x: 0, y: 0, kind: 1 }, { x: -2, y: 3, kind: 4 }];
  assert.equal(tileAt(tiles, -2, 3), tiles[1]);
  assert.equal(tileAt(tiles, 3, -2), null);
  assert.equal(tileAt([], 0, 0), null);
});

test('nearestPlace: the nearest place whose reach covers the point, or none', () => {
  const places = [{ id: 'a', x: 10, y: 10, reach: 5 }, { id: 'b', x: 16, y: 10, reach: 5 }, { id: 'c', x: 100, y: 100, reach: 40 }];
  assert.equal(nearestPlace(places, 12, 10)?.id, 'a');
  assert.equal(nearestPlace(places, 14, 10)?.id, 'b', 'both reach: the nearer');
  assert.equal(nearestPlace(places, 10, 16), null, 'out of reach of every place');
  assert.equal(nearestPlace(places, 130, 100)?.id, 'c', 'each place has its own reach');
  assert.equal(nearestPlace([], 0, 0), null);
});

test('a drag moves the world point under the pointer with it', () => {
  const start = { x: 1.5, y: -2, scale: 80 };
  const cam = dragCamera(start, 40, -120);
  // the world point that was under the pointer is under it again after the move
  const L0 = cameraLayout(start, 800, 600, 1);
  const L1 = cameraLayout(cam, 800, 600, 1);
  const before = cellAtDevice(L0, 300, 300);
  const after = cellAtDevice(L1, 340, 180);
  assert.equal(after.x, before.x);
  assert.equal(after.y, before.y);
  assert.ok(Math.abs(after.fx - before.fx) < 0.02 && Math.abs(after.fy - before.fy) < 0.02);
  assert.equal(cam.scale, start.scale);
  assert.ok(DRAG_THRESHOLD > 0);
});

test('the wheel: down zooms out, up zooms in; lines count as pixels; a touchpad pinch is faster', () => {
  assert.ok(wheelFactor({ deltaY: 100, deltaMode: 0, ctrlKey: false }) < 1);
  assert.ok(wheelFactor({ deltaY: -100, deltaMode: 0, ctrlKey: false }) > 1);
  assert.equal(wheelFactor({ deltaY: 3, deltaMode: 1, ctrlKey: false }), wheelFactor({ deltaY: 48, deltaMode: 0, ctrlKey: false }));
  assert.ok(wheelFactor({ deltaY: -10, deltaMode: 0, ctrlKey: true }) > wheelFactor({ deltaY: -10, deltaMode: 0, ctrlKey: false }));
});

/**
 * The world point at client point p for camera `cam` on a canvas centred at `centre`.
 * @param {import('../../www/render/camera.js').Camera} cam
 * @param {{x: number, y: number}} p
 * @param {{x: number, y: number}} centre
 */
const world = (cam, p, centre) => ({ x: cam.x + 0.5 + (p.x - centre.x) / cam.scale, y: cam.y + 0.5 + (p.y - centre.y) / cam.scale });

test('a pinch zooms by the fingers\' spread and keeps the world point under their midpoint', () => {
  const centre = { x: 400, y: 300 };
  const start = { x: 2, y: 1, scale: 60 };
  const a0 = { x: 300, y: 250 };
  const b0 = { x: 360, y: 250 };
  // the fingers spread to twice their distance and move 50 pixels right together
  const a = { x: 320, y: 250 };
  const b = { x: 440, y: 250 };
  const cam = pinchCamera(start, a0, b0, a, b, centre);
  assert.equal(cam.scale, 120);
  const m0 = world(start, { x: 330, y: 250 }, centre);
  const m = world(cam, { x: 380, y: 250 }, centre);
  assert.ok(Math.abs(m.x - m0.x) < 1e-9 && Math.abs(m.y - m0.y) < 1e-9, 'the midpoint holds its world point');
  assert.deepEqual(start, { x: 2, y: 1, scale: 60 }, 'the start camera is not changed');
});

test('a pinch stays within the zoom limits, and two fingers on one point do not divide by zero', () => {
  const centre = { x: 0, y: 0 };
  const start = { x: 0, y: 0, scale: 100 };
  const wide = pinchCamera(start, { x: -1, y: 0 }, { x: 1, y: 0 }, { x: -500, y: 0 }, { x: 500, y: 0 }, centre);
  assert.equal(wide.scale, MAX_SCALE);
  const narrow = pinchCamera(start, { x: -500, y: 0 }, { x: 500, y: 0 }, { x: 0, y: 0 }, { x: 0, y: 0 }, centre);
  assert.equal(narrow.scale, MIN_SCALE);
  assert.ok(Number.isFinite(narrow.x) && Number.isFinite(narrow.y));
});

test('the keyboard cursor steps one cell an arrow, starts where the controller says, stays within its bounds', () => {
  const start = () => ({ x: 2, y: -1 });
  assert.deepEqual(cursorStep(null, 1, 0, start), { x: 2, y: -1 }, 'the first arrow puts it where it starts');
  assert.deepEqual(cursorStep({ x: 2, y: -1 }, 1, 0, start), { x: 3, y: -1 });
  assert.deepEqual(cursorStep({ x: 2, y: -1 }, 0, -1, start), { x: 2, y: -2 });
  assert.equal(cursorStep(null, 0, 1, () => null), null, 'no start: it does not move');
  const clamp = (/** @type {{x: number, y: number}} */ c) => ({ x: Math.min(3, Math.max(0, c.x)), y: Math.min(3, Math.max(0, c.y)) });
  assert.deepEqual(cursorStep({ x: 3, y: 0 }, 1, 0, start, clamp), { x: 3, y: 0 }, 'at the edge it stays');
  assert.deepEqual(cursorStep(null, 0, 0, () => ({ x: -5, y: 9 }), clamp), { x: 0, y: 3 }, 'its start is clamped too');
});
