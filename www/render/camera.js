// The page's camera over the unbounded board: pan and zoom as numbers, without a canvas or a
// document, so that node tests it (tests/unit/camera.test.mjs). `cam = {x, y, scale}`: the world
// point at the canvas centre (cell (x, y) has its top-left corner at world point (x, y); y grows
// south) and CSS pixels per cell.

/** Zoom limits, in CSS pixels per cell; fitting the board never zooms in beyond FIT_MAX_SCALE. */
export const MIN_SCALE = 14;
export const MAX_SCALE = 260;
export const FIT_MAX_SCALE = 110;

/**
 * @typedef {{x: number, y: number, scale: number}} Camera the world point at the canvas's centre, CSS pixels per cell
 * @typedef {{S: number, ox: number, oy: number}} CameraLayout device pixels per cell, cell (0, 0)'s top-left corner
 */

/**
 * Device pixels per cell `S` and the device point of cell (0, 0)'s top-left corner, all whole.
 * @param {Camera} cam
 * @param {number} W device pixels
 * @param {number} H
 * @param {number} dpr
 * @returns {CameraLayout}
 */
export function cameraLayout(cam, W, H, dpr) {
  const S = Math.max(8, Math.round(cam.scale * dpr));
  const ox = Math.round(W / 2 - (cam.x + 0.5) * S);
  const oy = Math.round(H / 2 - (cam.y + 0.5) * S);
  return { S, ox, oy };
}

/**
 * Fits the tiles and the ring of cells around them (where the next tiles may go) into a
 * `width` × `height` CSS-pixel canvas, keeping `top` and `bottom` pixels clear. The scale goes
 * in steps of 4 pixels above 40: fewer sizes to draw the tiles at as the board grows.
 * @param {Camera} cam
 * @param {readonly {x: number, y: number}[]} tiles
 * @param {{width: number, height: number, top?: number, bottom?: number}} room CSS pixels
 */
export function fitCamera(cam, tiles, { width, height, top = 0, bottom = 0 }) {
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const t of tiles) {
    minX = Math.min(minX, t.x);
    maxX = Math.max(maxX, t.x + 1);
    minY = Math.min(minY, t.y);
    maxY = Math.max(maxY, t.y + 1);
  }
  if (!tiles.length) [minX, maxX, minY, maxY] = [0, 1, 0, 1];
  minX -= 1.25;
  maxX += 1.25;
  minY -= 1.25;
  maxY += 1.25;
  const scale = Math.max(MIN_SCALE, Math.min(
    width / (maxX - minX),
    (height - top - bottom) / (maxY - minY),
    FIT_MAX_SCALE,
  ));
  cam.scale = scale > 40 ? Math.floor(scale / 4) * 4 : scale;
  cam.x = (minX + maxX) / 2 - 0.5;
  cam.y = (minY + maxY) / 2 - 0.5 - (top - bottom) / 2 / scale;
  return cam;
}

/**
 * Zooms by `factor` (within the limits) keeping the world point at (px, py) CSS pixels from the canvas centre in place.
 * @param {Camera} cam
 * @param {number} factor
 * @param {number} px
 * @param {number} py
 */
export function zoomCamera(cam, factor, px, py) {
  const old = cam.scale;
  const next = Math.min(MAX_SCALE, Math.max(MIN_SCALE, old * factor));
  cam.x += px / old - px / next;
  cam.y += py / old - py / next;
  cam.scale = next;
  return cam;
}

/**
 * Pans so that cell (x, y) lies wholly on a W × H device-pixel canvas, with a margin and `top`
 * device pixels kept clear. Returns whether the camera moved.
 * @param {Camera} cam
 * @param {CameraLayout} layout
 * @param {number} x
 * @param {number} y
 * @param {number} W
 * @param {number} H
 * @param {number} [top]
 */
export function panIntoView(cam, { S, ox, oy }, x, y, W, H, top = 0) {
  const margin = S * 0.3;
  const l = ox + x * S;
  const t = oy + y * S;
  let dx = 0;
  let dy = 0;
  if (l < margin) dx = l - margin;
  else if (l + S > W - margin) dx = l + S - (W - margin);
  if (t < margin + top) dy = t - margin - top;
  else if (t + S > H - margin) dy = t + S - (H - margin);
  if (!dx && !dy) return false;
  cam.x += dx / S;
  cam.y += dy / S;
  return true;
}
