// The page's camera (www/render/camera.js): fitting, zooming about a point, keeping a cell in view,
// and device pixels back to cells. No browser needed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cameraLayout, fitCamera, zoomCamera, panIntoView, MIN_SCALE, MAX_SCALE, FIT_MAX_SCALE } from '../../www/render/camera.js';
import { cellAtDevice } from '../../www/render/geometry.js';

test('a cell\'s device point maps back to the cell, at any device pixel ratio', () => {
  for (const dpr of [1, 1.5, 2]) {
    const cam = { x: 2.3, y: -1.7, scale: 57 };
    const L = cameraLayout(cam, 801, 603, dpr);
    for (const [x, y] of [[0, 0], [-3, 2], [5, -4]]) {
      const c = cellAtDevice(L, L.ox + (x + 0.25) * L.S, L.oy + (y + 0.75) * L.S);
      assert.deepEqual([c.x, c.y], [x, y]);
      assert.ok(Math.abs(c.fx - 0.25) < 1e-9 && Math.abs(c.fy - 0.75) < 1e-9);
    }
  }
});

test('fitting: the tiles and the ring around them, centred, in steps of 4 pixels, within the limits', () => {
  const one = fitCamera({ x: 9, y: 9, scale: 1 }, [{ x: 0, y: 0 }], { width: 800, height: 600 });
  assert.equal(one.scale, FIT_MAX_SCALE - (FIT_MAX_SCALE % 4));
  assert.deepEqual([one.x, one.y], [0, 0]);
  const row = Array.from({ length: 40 }, (_, i) => ({ x: i, y: 0 }));
  const wide = fitCamera({ x: 0, y: 0, scale: 1 }, row, { width: 800, height: 600, top: 50 });
  assert.equal(wide.scale, 800 / 42.5, 'under 40 pixels: not rounded');
  assert.ok(Math.abs(wide.x - 19.5) < 1e-9);
  assert.ok(wide.y < 0, 'moved up to keep clear of the top band');
  const huge = fitCamera({ x: 0, y: 0, scale: 1 }, Array.from({ length: 400 }, (_, i) => ({ x: i, y: 0 })), { width: 800, height: 600 });
  assert.equal(huge.scale, MIN_SCALE);
});

test('zooming keeps the point under the pointer in place and stays within the limits', () => {
  const cam = { x: 1, y: 2, scale: 50 };
  const before = [cam.x + 120 / cam.scale, cam.y - 80 / cam.scale];
  zoomCamera(cam, 1.5, 120, -80);
  assert.ok(Math.abs(cam.x + 120 / cam.scale - before[0]) < 1e-9);
  assert.ok(Math.abs(cam.y - 80 / cam.scale - before[1]) < 1e-9);
  assert.equal(zoomCamera({ x: 0, y: 0, scale: 200 }, 10, 0, 0).scale, MAX_SCALE);
  assert.equal(zoomCamera({ x: 0, y: 0, scale: 20 }, 0.1, 0, 0).scale, MIN_SCALE);
});

test('a cell off the canvas is panned into view; one in view moves nothing', () => {
  const cam = { x: 0, y: 0, scale: 100 };
  assert.equal(panIntoView(cam, cameraLayout(cam, 800, 600, 1), 0, 0, 800, 600, 50), false);
  assert.equal(panIntoView(cam, cameraLayout(cam, 800, 600, 1), 6, 0, 800, 600, 50), true);
  const L = cameraLayout(cam, 800, 600, 1);
  assert.ok(L.ox + 7 * L.S <= 800, 'cell 6 now ends on the canvas');
});
