// The board's pure parts besides the keys: what lies under a point (the tile of a cell, the
// nearest place within reach) and the camera's gestures (a drag, the wheel, a pinch), as numbers,
// so that node tests them (tests/unit/board.test.mjs). Camera and layout: render/camera.js.

import { zoomCamera } from '../render/camera.js';

/** CSS pixels a press moves before it is a drag (not a click). */
export const DRAG_THRESHOLD = 4;

/**
 * @typedef {import('../render/camera.js').Camera} Camera
 * @typedef {{x: number, y: number}} ClientPoint a point in client (CSS) pixels
 */

/**
 * Where the keyboard's cursor goes on an arrow key: one cell by (dx, dy) from `at`, or `start()`
 * when there is no cursor yet (null: it does not move), kept within `clamp` when given.
 * @param {{x: number, y: number} | null} at
 * @param {number} dx
 * @param {number} dy
 * @param {() => ({x: number, y: number} | null)} start
 * @param {((c: {x: number, y: number}) => {x: number, y: number})} [clamp]
 * @returns {{x: number, y: number} | null}
 */
export function cursorStep(at, dx, dy, start, clamp) {
  const next = at ? { x: at.x + dx, y: at.y + dy } : start();
  return next && clamp ? clamp(next) : next;
}

/**
 * The tile at cell (x, y) among `tiles`, or null.
 * @template {{x: number, y: number}} T
 * @param {readonly T[]} tiles
 * @param {number} x
 * @param {number} y
 * @returns {T | null}
 */
export function tileAt(tiles, x, y) {
  return tiles.find((t) => t.x === x && t.y === y) || null;
}

/**
 * The place nearest device point (dx, dy) among `places`, each reaching `reach` device pixels
 * around its point; null when none reaches it.
 * @template {{x: number, y: number, reach: number}} P
 * @param {Iterable<P>} places
 * @param {number} dx
 * @param {number} dy
 * @returns {P | null}
 */
export function nearestPlace(places, dx, dy) {
  let best = null;
  let bestD = Infinity;
  for (const p of places) {
    const d = Math.hypot(p.x - dx, p.y - dy);
    if (d <= p.reach && d < bestD) {
      best = p;
      bestD = d;
    }
  }
  return best;
}

/**
 * The camera after a drag of (mx, my) CSS pixels from camera `start`: the world point under the
 * pointer follows it.
 * @param {Camera} start
 * @param {number} mx
 * @param {number} my
 * @returns {Camera}
 */
export function dragCamera(start, mx, my) {
  return { x: start.x - mx / start.scale, y: start.y - my / start.scale, scale: start.scale };
}

/**
 * The zoom factor of a wheel event: lines and pages counted in pixels; a pinch on a touchpad
 * (a wheel event with ctrlKey) zooms faster.
 * @param {{deltaY: number, deltaMode: number, ctrlKey: boolean}} e
 */
export function wheelFactor(e) {
  const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1;
  return Math.exp(-e.deltaY * unit * (e.ctrlKey ? 0.01 : 0.0015));
}

/**
 * The camera during a pinch: from camera `start` with the two fingers at `a0`, `b0` to the
 * fingers at `a`, `b` (client points; `centre` the canvas's centre). The zoom follows the
 * fingers' distance about their first midpoint, and the view follows the midpoint: the world
 * point under the midpoint stays under it (within the zoom's limits).
 * @param {Camera} start
 * @param {ClientPoint} a0
 * @param {ClientPoint} b0
 * @param {ClientPoint} a
 * @param {ClientPoint} b
 * @param {ClientPoint} centre
 * @returns {Camera}
 */
export function pinchCamera(start, a0, b0, a, b, centre) {
  const cam = { ...start };
  const d0 = Math.hypot(a0.x - b0.x, a0.y - b0.y) || 1;
  const d = Math.hypot(a.x - b.x, a.y - b.y) || 1;
  const m0 = { x: (a0.x + b0.x) / 2, y: (a0.y + b0.y) / 2 };
  const m = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  zoomCamera(cam, d / d0, m0.x - centre.x, m0.y - centre.y);
  cam.x -= (m.x - m0.x) / cam.scale;
  cam.y -= (m.y - m0.y) / cam.scale;
  return cam;
}
