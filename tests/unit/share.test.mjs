// Share links (www/io/share.js): a saved game survives the trip through a link, compressed or
// plain; damaged and oversized links are refused in words. No browser needed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { deflateRawSync } from 'node:zlib';
import { encodeGame, decodeGame, gameCodeIn, LINK_TOO_LARGE, setupFromQuery, setupQuery } from '../../www/io/share.js';
import { packScenario, unpackText } from '../../www/io/packed.js';
import { toBase64Url, fromBase64Url } from '../../www/io/base64url.js';
import { MAX_LINK_TEXT, compareMoves, linkCodeIn, localSeatsOf, playCodeIn, seatBits } from '../../www/io/play-link.js';

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
  await assert.rejects(decodeGame(huge), (e) => e instanceof Error && e.message === LINK_TOO_LARGE);
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

test('play by link: the code in a link, an address or a pasted text', () => {
  assert.deepEqual(linkCodeIn('https://example.org/c/www/index.html#g=AYV8-_x'), { kind: 'g', code: 'AYV8-_x' });
  assert.deepEqual(linkCodeIn('  http://h/#game=abc  '), { kind: 'game', code: 'abc' });
  assert.deepEqual(linkCodeIn('AYV8ASNFZ4mr'), { kind: 'bare', code: 'AYV8ASNFZ4mr' });
  assert.equal(linkCodeIn('hello world'), null);
  assert.equal(linkCodeIn(''), null);
  assert.equal(linkCodeIn('A'.repeat(MAX_LINK_TEXT + 1)), null, 'beyond the stated limit');
  assert.equal(playCodeIn('#g=AB%2DC'), 'AB-C');
  assert.equal(playCodeIn('#game=AB'), null, 'a saved-game link is not a play-by-link code');
});

test('play by link: the opener plays the seats the sender did not', () => {
  assert.deepEqual(localSeatsOf(0b01, 2), [false, true]);
  assert.deepEqual(localSeatsOf(0b101, 3), [false, true, false]);
  assert.deepEqual(localSeatsOf(0, 2), [true, true], 'a plain share: every seat here');
  for (const local of [[true, false], [false, true, true], [true, false, true, false, true, false]]) {
    const back = localSeatsOf(seatBits(local), local.length);
    assert.deepEqual(back, local.map((x) => !x), 'what is here for one is there for the other');
    assert.deepEqual(localSeatsOf(seatBits(back), local.length), local, 'and back again');
  }
});

test('play by link: a link extends, equals, is older than, or went another way from the game kept', () => {
  const t = (/** @type {number} */ x) => ({ type: 'place-tile', x, y: 0, rotation: 0 });
  const skip = { type: 'skip-meeple' };
  assert.deepEqual(compareMoves([t(1), skip], [t(1), skip]), { kind: 'same' });
  assert.deepEqual(compareMoves([t(1), skip], [t(1), skip, t(2)]), { kind: 'extends', from: 2 });
  assert.deepEqual(compareMoves([t(1), skip, t(2)], [t(1), skip]), { kind: 'older', at: 2 });
  assert.deepEqual(compareMoves([t(1), skip, t(2)], [t(1), skip, t(3), skip]), { kind: 'diverged', at: 2 });
  assert.deepEqual(compareMoves([], [t(1)]), { kind: 'extends', from: 0 });
  // field order does not matter; nested spots are compared too
  const g = (/** @type {string} */ f) => ({ type: 'move-ghost', from: 'supply', to: { x: 0, y: 1, feature: f } });
  assert.deepEqual(compareMoves([g('road1')], [{ to: { feature: 'road1', y: 1, x: 0 }, from: 'supply', type: 'move-ghost' }]), { kind: 'same' });
  assert.deepEqual(compareMoves([g('road1')], [g('city1')]), { kind: 'diverged', at: 0 });
});

test("a scenario packed for a picture's link: short, in one language, no expectations, read back whole (issue 24)", async () => {
  const { readFileSync } = await import('node:fs');
  const text = readFileSync(new URL('../../www/scenarios/example-1.json', import.meta.url), 'utf8');
  const doc = JSON.parse(text);
  const packed = await packScenario(doc, 'fr');
  assert.match(packed, /^z[A-Za-z0-9_-]+$/);
  const inline = toBase64Url(new TextEncoder().encode(JSON.stringify(doc)));
  assert.ok(packed.length * 5 < inline.length, `${packed.length} characters against ${inline.length} inline`);
  const back = JSON.parse(await unpackText(packed.slice(1)));
  assert.equal(back.title, doc.title.fr);
  assert.equal(back.steps[0].caption, doc.steps[0].caption.fr);
  assert.equal(JSON.stringify(back).includes('"expect"'), false);
  assert.deepEqual(back.board, doc.board);
  // (the files, as parsed)
  assert.deepEqual(back.steps.map((/** @type {any} */ s) => s.do), doc.steps.map((/** @type {any} */ s) => s.do));
  // a language the file lacks: English
  assert.equal(JSON.parse(await unpackText((await packScenario({ ...doc, title: { en: 'Only English' } }, 'cs')).slice(1))).title, 'Only English');
  await assert.rejects(unpackText('not-packed!'));
});
