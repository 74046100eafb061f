// The level of detail and the mist's pure helpers (www/render/geometry.js) and the bank tooltip's
// words (www/words/mist-words.js over panel.ftl). No browser needed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SIMPLE_BELOW, circleRadius, sideBand, symbolSize, tileDetail, unturnPoint, rotatePoint } from '../../www/render/geometry.js';
import { bankWords } from '../../www/words/mist-words.js';
import { useLanguage } from './words.mjs';

useLanguage('en');

test('tiles below SIMPLE_BELOW CSS pixels are drawn simplified, at any device pixel ratio', () => {
  assert.ok(SIMPLE_BELOW > 38, 'the late board at Fit (about 38 px a tile) is simplified');
  for (const dpr of [1, 1.5, 2, 3]) {
    assert.equal(tileDetail(38 * dpr, dpr), 'simple');
    assert.equal(tileDetail(20 * dpr, dpr), 'simple');
    assert.equal(tileDetail(100 * dpr, dpr), 'full');
    assert.equal(tileDetail(SIMPLE_BELOW * dpr, dpr), 'full');
  }
  assert.equal(tileDetail(76, 2), 'simple', '76 device pixels on a 2× screen are 38 CSS pixels');
  assert.equal(tileDetail(76, 1), 'full');
});

test('symbols keep a legible size: never below the minimum nor above the maximum CSS pixels', () => {
  assert.equal(symbolSize(38, 1, 0.34, 15, 46), 15);
  assert.equal(symbolSize(76, 2, 0.34, 15, 46), 30);
  assert.equal(symbolSize(100, 1, 0.34, 15, 46), 34);
  assert.equal(symbolSize(400, 1, 0.34, 15, 46), 46);
  assert.equal(symbolSize(400, 2, 0.34, 15, 46), 92);
});

test('a spell circle is at least 5 CSS pixels in radius on small tiles, within the tile', () => {
  assert.equal(circleRadius(200, 1), 0.085, 'large tiles: the drawn size');
  for (const [px, dpr] of [[38, 1], [76, 2], [30, 1], [50, 1]]) {
    const r = circleRadius(px, dpr);
    assert.ok(r * px >= Math.min(5 * dpr, 0.16 * px) - 1e-9, `${px}px at ${dpr}: radius ${r * px}`);
    assert.ok(r <= 0.16);
  }
  assert.equal(circleRadius(10, 1), 0.16, 'capped on tiny tiles');
});

test('a misty side\'s band lies on that edge of the tile, inside it', () => {
  const d = 0.1;
  const bands = [0, 1, 2, 3].map((k) => sideBand(k, d));
  assert.deepEqual(bands[0], [0, 0, 1, d]);
  assert.deepEqual(bands[2], [0, 1 - d, 1, d]);
  assert.deepEqual(bands[1], [1 - d, 0, d, 1]);
  assert.deepEqual(bands[3], [0, 0, d, 1]);
  assert.deepEqual(sideBand(5, d), bands[1], 'sides modulo 4');
  // the band of side k is the north band turned k quarter turns
  for (let k = 0; k < 4; k++) {
    const [x, y, w, h] = bands[k];
    const corners = [[0, 0], [1, 0], [1, d], [0, d]].map((p) => rotatePoint(p, k));
    for (const [cx, cy] of corners) assert.ok(cx >= x - 1e-9 && cx <= x + w + 1e-9 && cy >= y - 1e-9 && cy <= y + h + 1e-9, `side ${k}`);
  }
});

test('a board point of a turned tile maps back to the tile\'s own orientation', () => {
  for (const rot of [0, 90, 180, 270]) {
    for (const p of [[0.1, 0.2], [0.9, 0.5], [0.5, 0.5]]) {
      const own = unturnPoint(p, rot);
      const back = rotatePoint(own, rot / 90);
      assert.ok(Math.abs(back[0] - p[0]) < 1e-12 && Math.abs(back[1] - p[1]) < 1e-12, `${rot}: ${p}`);
    }
  }
  // the south-east corner of a tile turned 90° is its own north-east corner
  assert.deepEqual(unturnPoint([0.9, 0.9], 90).map((n) => Math.round(n * 10) / 10), [0.9, 0.1]);
});

test('the bank tooltip says size and state with plurals right', () => {
  assert.equal(bankWords({ tiles: 1, state: 'open', open_sides: 1, circles: 0, ghosts: 0 }), 'Mist bank · 1 tile · open: 1 misty side still free');
  assert.equal(bankWords({ tiles: 3, state: 'open', open_sides: 2, circles: 1, ghosts: 1 }), 'Mist bank · 3 tiles · open: 2 misty sides still free · its spell circle holds a ghost');
  assert.equal(bankWords({ tiles: 2, state: 'limited', open_sides: 1, circles: 3, ghosts: 2 }), 'Mist bank · 2 tiles · limited: a misty side faces a clear side (M4) · 3 spell circles: 2 with a ghost');
  assert.equal(bankWords({ tiles: 4, state: 'closed', open_sides: 0, circles: 2, ghosts: 0 }), 'Mist bank · 4 tiles · closed (M2) · 2 spell circles, all empty');
  for (const s of ['open', 'limited', 'closed']) {
    const text = bankWords({ tiles: 2, state: s, open_sides: 2, circles: 1, ghosts: 0 });
    assert.doesNotMatch(text, /\(s\)|\{|\}/, text);
  }
});
