// The words layer (www/words/i18n.js over @fluent/bundle, pkg/fluent/bundle.js from the build):
// formatting, plurals by each language's rules, the reader's language only fetched, and a
// missing message or a bad argument shown as its id on the console rather than thrown.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AREAS, loadWords, wordsFrom, wordsLanguage } from '../../www/words/i18n.js';

const FTL = `
ghosts = { $n ->
    [one] { $n } duch
    [few] { $n } duchové
    [many] { NUMBER($n) } ducha
   *[other] { $n } duchů
  }
title = Nadpis
    .hint = Nápověda { $x }
`;

/**
 * Runs `fn` with console.error captured; resolves to [result, lines].
 * @template T
 * @param {() => T | Promise<T>} fn
 * @returns {Promise<[T, string[]]>}
 */
async function quiet(fn) {
  /** @type {string[]} */
  const lines = [];
  const old = console.error;
  console.error = (...a) => lines.push(a.join(' '));
  try {
    return [await fn(), lines];
  } finally {
    console.error = old;
  }
}

test('wordsFrom formats with the language\'s plural categories, attributes and lists', () => {
  const w = wordsFrom('cs', [FTL]);
  assert.equal(w.lang, 'cs');
  assert.deepEqual([1, 3, 1.5, 5].map((n) => w.t('ghosts', { n })), ['1 duch', '3 duchové', '1,5 ducha', '5 duchů']);
  assert.equal(w.t('title.hint', { x: 'A' }), 'Nápověda A');
  assert.ok(w.has('title') && w.has('title.hint') && !w.has('nope') && !w.has('title.nope'));
  assert.equal(w.list(['a', 'b', 'c']).replace(/\s/g, ' '), 'a, b a c'); // Czech: a no-break space after 'a'
  assert.equal(wordsFrom('fr', ['']).list(['a', 'b'], 'or'), 'a ou b');
});

test('a negative number is written with the minus sign (−8), its plural chosen by its value', () => {
  const en = wordsFrom('en', [`points = { $n ->\n    [one] { $n } point\n   *[other] { $n } points\n  }`]);
  assert.equal(en.t('points', { n: -8 }), '\u22128 points');
  assert.equal(en.t('points', { n: -1 }), '\u22121 point');
  assert.equal(en.t('points', { n: 8 }), '8 points');
  const cs = wordsFrom('cs', [FTL]);
  assert.equal(cs.t('ghosts', { n: -3 }), '\u22123 duchové');
  assert.doesNotMatch(cs.t('ghosts', { n: -5 }), /-/);
});

test('a missing message or argument yields the id and is reported, never thrown', async () => {
  const w = wordsFrom('en', ['hello = Hello { $name }\n']);
  const [out, lines] = await quiet(() => [w.t('nope'), w.t('hello'), w.t('hello', { name: 'Ann' }), w.t('hello', { name: undefined })]);
  assert.deepEqual(out, ['nope', 'hello', 'Hello Ann', 'hello']);
  assert.equal(lines.length, 3, lines.join('\n'));
  assert.match(lines[0], /no message nope/);
  assert.match(lines[1], /hello: .*name/);
});

test('a file with a syntax error or a repeated id is reported; its good messages still work', async () => {
  const [w, lines] = await quiet(() => wordsFrom('en', ['a = A\nb = { $x\nc = C\n', 'a = again\n']));
  assert.equal(w.t('a'), 'A');
  assert.equal(w.t('c'), 'C');
  assert.ok(lines.some((l) => /a/.test(l)) && lines.length >= 1, lines.join('\n'));
});

/**
 * A fetch that answers each address with `answer(address)`: the fields loadWords reads.
 * @param {(url: string) => {ok: boolean, status: number, text: () => Promise<string>}} answer
 * @returns {typeof globalThis.fetch}
 */
const fakeFetch = (answer) => /** @type {typeof globalThis.fetch} */ (/** @type {unknown} */ (async (/** @type {RequestInfo | URL} */ url) => answer(String(url))));

test('loadWords fetches only the reader\'s language, one file per area, in parallel', async () => {
  /** @type {string[]} */
  const asked = [];
  const fetch = fakeFetch((url) => {
    asked.push(url.replace(/^.*locales\//, ''));
    return { ok: true, status: 200, text: async () => `m-${url.match(/(\w+)\.ftl$/)?.[1]} = ${url.match(/locales\/(\w+)/)?.[1]}\n` };
  });
  const base = new URL('file:///x/locales/');
  const w = await loadWords('nl', ['common', 'panel'], { base, fetch });
  assert.deepEqual(asked.sort(), ['nl/common.ftl', 'nl/panel.ftl']);
  assert.equal(w.lang, 'nl');
  assert.equal(w.t('m-panel'), 'nl');
  asked.length = 0;
  // more areas later (the legend's words on its first opening), each fetched once
  await w.load(['legend', 'panel']);
  await w.load(['legend']);
  assert.deepEqual(asked, ['nl/legend.ftl']);
  assert.equal(w.t('m-legend'), 'nl');
  asked.length = 0;
  const es = await loadWords('es', ['common'], { base, fetch });
  assert.deepEqual(asked, ['en/common.ftl'], 'a language we have no files in reads English');
  assert.equal(es.lang, 'en');
  assert.equal(wordsLanguage('cs'), 'cs');
  assert.ok(AREAS.includes('errors') && AREAS.includes('page'));
});

test('loadWords falls back to the English file when the reader\'s cannot be fetched, and never rejects', async () => {
  const base = new URL('file:///x/locales/');
  const fetch = fakeFetch((url) => (url.includes('/de/')
    ? { ok: false, status: 404, text: async () => '' }
    : { ok: true, status: 200, text: async () => 'x = English\n' }));
  const [w, lines] = await quiet(() => loadWords('de', ['common'], { base, fetch }));
  assert.equal(w.t('x'), 'English');
  assert.match(lines[0], /de\/common\.ftl: HTTP 404/);
  const [w2] = await quiet(() => loadWords('en', ['common'], { base, fetch: async () => { throw new Error('offline'); } }));
  const [shown] = await quiet(() => w2.t('x'));
  assert.equal(shown, 'x');
});
