// Share links are unpacked as a stream that stops at the engine's 1 MiB (www/io/inflate.js), and
// player colours are used only when plain (www/render/draw.js isPlainColour): no browser needed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { deflateRawSync } from 'node:zlib';
import { inflateCapped, MAX_GAME_BYTES, TooLarge } from '../../www/io/inflate.js';
import { isPlainColour, safeColour, PLAYER_COLOURS } from '../../www/render/colours.js';

test('a deflate bomb stops at 1 MiB with the caller\'s words', async () => {
  // That it stops early, reading a small part of the bomb, is checked in Chromium
  // (tests/e2e/hostile.test.mjs): Node's DecompressionStream takes all its input at once.
  const bomb = deflateRawSync(Buffer.alloc(100 * 1024 * 1024, 0x20), { level: 9 });
  assert.ok(bomb.length < 200 * 1024, `the bomb is small (${bomb.length} bytes)`);
  await assert.rejects(inflateCapped(bomb, MAX_GAME_BYTES, 'more than 1 MiB'), (e) => e instanceof TooLarge && /more than 1 MiB/.test(e.message));
});

test('up to exactly 1 MiB unpacks; one byte more does not', async () => {
  const exact = Buffer.alloc(MAX_GAME_BYTES, 0x61);
  const out = await inflateCapped(deflateRawSync(exact));
  assert.equal(out.length, MAX_GAME_BYTES);
  assert.deepEqual(Buffer.from(out), exact);
  await assert.rejects(inflateCapped(deflateRawSync(Buffer.alloc(MAX_GAME_BYTES + 1, 0x61))), TooLarge);
});

test('bytes that are not deflate data fail with another error', async () => {
  await assert.rejects(inflateCapped(new Uint8Array([0xff, 0xff, 0xff, 0xff])), (e) => !(e instanceof TooLarge));
});

test('only plain colours are used; url() and other CSS fall back to the palette', () => {
  for (const c of ['#abc', '#A0B1C2', 'red', 'rebeccapurple', 'rgb(1, 2, 3)', 'rgb(1 2 3 / 50%)', 'rgba(0,0,0,0.5)', 'hsl(120deg, 50%, 40%)', 'hsla(120, 50%, 40%, .5)']) {
    assert.ok(isPlainColour(c), c);
  }
  for (const c of ['url(//elsewhere.example/p)', 'red;background:url(x)', '#abcd', 'rgb(var(--x),1,2)',
    'image-set("x" 1x)', 'expression(alert(1))', 'red url(x)', '', null, 42, 'a'.repeat(41)]) {
    assert.ok(!isPlainColour(c), String(c));
  }
  assert.equal(safeColour('url(//x/p)', 1), PLAYER_COLOURS[1]);
  assert.equal(safeColour('#123456', 1), '#123456');
});
