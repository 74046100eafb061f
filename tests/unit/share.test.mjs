// Share links (www/share.js): a saved game survives the trip through a link, compressed or
// plain; damaged and oversized links are refused in words. No browser needed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { deflateRawSync } from 'node:zlib';
import { encodeGame, decodeGame, gameCodeIn, toBase64Url, fromBase64Url, LINK_TOO_LARGE, setupFromQuery, setupQuery } from '../../www/share.js';

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

// Seed links keep the players, sets and variants (a 4-player game never reopens as 2 players).
const DEFAULTS = [['Red', '#d8352a'], ['Blue', '#2f6fdc'], ['Green', '#2f9e44']];
const OPTS = {
  defaultPlayers: DEFAULTS,
  variantDefaults: { 'limit-bonus': 'plus-one', 'circle-draw': 'neighbours-then-supply' },
  variantKeys: ['limit-bonus', 'circle-draw'],
  randomSeed: () => 42,
};

test('a seed link keeps 4 players, their names and colours, the sets and the variants', () => {
  const setup = {
    players: [
      { name: 'Ann', colour: '#d8352a' }, { name: 'Dr. Bob', colour: '#2F6FDC' },
      { name: 'Cé & Co?', colour: '#abc' }, { name: 'Dee.', colour: 'teal' },
    ],
    sets: ['base', 'gcc', 'sc'],
    seed: 123456789,
    variants: { 'limit-bonus': 'replace', 'circle-draw': 'neighbours-then-supply' },
  };
  const query = setupQuery(setup, OPTS);
  assert.match(query, /^seed=123456789&sets=base,gcc,sc&player=/);
  assert.doesNotMatch(query, /circle-draw/, 'a variant at the rulebook\'s reading is left out');
  const back = setupFromQuery(`?${query}`, OPTS);
  assert.deepEqual(back.problems, []);
  assert.deepEqual(back.setup.players, [
    { name: 'Ann', colour: '#d8352a' }, { name: 'Dr. Bob', colour: '#2F6FDC' },
    { name: 'Cé & Co?', colour: '#abc' }, { name: 'Dee.', colour: 'teal' },
  ]);
  assert.deepEqual(back.setup.sets, setup.sets);
  assert.equal(back.setup.seed, setup.seed);
  assert.deepEqual(back.setup.variants, { 'limit-bonus': 'replace' });
});

test('a player without a colour and the two default players', () => {
  const two = { players: DEFAULTS.slice(0, 2).map(([name, colour]) => ({ name, colour })), sets: ['base'], seed: 5 };
  assert.equal(setupQuery(two, OPTS), 'seed=5', 'the default game keeps the short address');
  const back = setupFromQuery(`?${setupQuery({ players: ['Ann', { name: 'B.c' }], sets: ['base'], seed: 1 }, OPTS)}`, OPTS);
  assert.deepEqual(back.setup.players, [{ name: 'Ann' }, { name: 'B.c' }]);
});

test('links written before still open: two default players, the base game; a bad seed is said', () => {
  const old = setupFromQuery('?seed=9', OPTS);
  assert.deepEqual(old.setup, { players: [{ name: 'Red', colour: '#d8352a' }, { name: 'Blue', colour: '#2f6fdc' }], sets: ['base'], seed: 9 });
  assert.deepEqual(setupFromQuery('?seed=7&sets=base,gcc', OPTS).setup.sets, ['base', 'gcc']);
  const bad = setupFromQuery('?seed=x1', OPTS);
  assert.equal(bad.setup.seed, 42);
  assert.match(bad.problems[0], /not a whole number/);
  assert.deepEqual(setupFromQuery('?player=Solo', OPTS).setup.players, [{ name: 'Solo' }], 'the engine refuses one player in words');
});
