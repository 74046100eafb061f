// Share links (www/share.js): a saved game survives the trip through a link, compressed or
// plain; damaged and oversized links are refused in words. No browser needed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { deflateRawSync } from 'node:zlib';
import { encodeGame, decodeGame, gameCodeIn, toBase64Url, fromBase64Url, LINK_TOO_LARGE } from '../../www/share.js';

const GAME = JSON.stringify({ format: 'carcassonne-mist/saved-game', version: 1, setup: { seed: 7 }, actions: [] });

test('a game goes through a link and back, and the link is base64url', async () => {
  const code = await encodeGame(GAME);
  assert.match(code, /^[A-Za-z0-9_-]+$/);
  assert.equal(await decodeGame(code), GAME);
  assert.equal(await decodeGame(toBase64Url(new TextEncoder().encode(GAME))), GAME, 'plain JSON links still open');
});

test('bytes survive base64url at every length', () => {
  for (let n = 0; n < 9; n++) {
    const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 97 + 250) & 255);
    assert.deepEqual(fromBase64Url(toBase64Url(bytes)), bytes);
  }
});

test('damaged and oversized links are refused in words', async () => {
  await assert.rejects(decodeGame('!!!'), /damaged/);
  await assert.rejects(decodeGame(toBase64Url(new Uint8Array([1, 2, 3, 4]))), /damaged/);
  const huge = toBase64Url(deflateRawSync(Buffer.alloc(2 * 1024 * 1024, 0x20)));
  await assert.rejects(decodeGame(huge), (e) => e.message === LINK_TOO_LARGE);
});

test('the code is read from #game=… in an address\'s hash', () => {
  assert.equal(gameCodeIn('#game=abc'), 'abc');
  assert.equal(gameCodeIn('#x=1&game=a%2Db'), 'a-b');
  assert.equal(gameCodeIn('#other=1'), null);
});
