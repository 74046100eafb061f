// A scenario's or saved game's error in the reader's language (www/words/file-errors.js over
// errors.ftl): each kind the engine gives (its vocabulary's `errors.file`, json::ErrorKind) with
// its path and values, and the engine's English message for a kind without words. The engine runs
// here as the page loads it (pkg/, started by initSync).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileErrorWords, fileProblemWords } from '../../www/words/file-errors.js';
import { useLanguage } from './words.mjs';

const engine = await import('../../pkg/carcassonne_mist.js');
engine.initSync({ module: readFileSync(new URL('../../pkg/carcassonne_mist_bg.wasm', import.meta.url)) });

const KINDS = [
  { kind: 'bad-json', path: '', line: 3, column: 7, eof: false },
  { kind: 'bad-json', path: '', line: 1, column: 12, eof: true },
  { kind: 'too-large', path: '', bytes: 2000000, max: 1048576 },
  { kind: 'unknown-field', path: 'board[0].colour', field: 'colour', expected: ['tile', 'x', 'y', 'rotation'] },
  { kind: 'duplicate-field', path: 'title', field: 'title' },
  { kind: 'missing-field', path: 'board[0]', field: 'tile' },
  { kind: 'wrong-type', path: 'board[1].x', expected: 'whole-number', words: [], min: -2147483648, max: 2147483647, found: 'text', value: 'one' },
  { kind: 'wrong-type', path: 'sets[0]', expected: 'word', words: ['base', 'gcc', 'sc'], min: null, max: null, found: 'whole-number', value: '3' },
  { kind: 'unknown-word', path: 'sets[0]', value: 'gc', expected: ['base', 'gcc', 'sc'] },
  { kind: 'out-of-range', path: 'circles[0].ghosts', value: 300, min: 0, max: 255 },
  { kind: 'out-of-range', path: 'seed', value: -1, min: 0, max: null },
  { kind: 'unknown-tile', path: 'board[1]', tile: 'NOPE-1' },
  { kind: 'illegal-placement', path: 'board[1]', reason: 'occupied', tile: 'B' },
  { kind: 'illegal-placement', path: 'board[1]', reason: 'side-mismatch', tile: 'B' },
  { kind: 'illegal-placement', path: 'board[1]', reason: 'not-touching', tile: 'B' },
  { kind: 'too-many', path: 'board', what: 'board', max: 500 },
  { kind: 'version', path: 'version', version: 9, max: 1, newer: true },
  { kind: 'wrong-format', path: 'format', found: 'scenario', expected: 'game' },
].map((p) => ({ message: `English: ${p.kind}`, ...p }));

test('every kind the engine gives is worded in every language, with its path and values', () => {
  for (const lang of ['en', 'fr', 'nl', 'cs', 'de']) {
    useLanguage(lang);
    for (const p of KINDS) {
      const words = fileProblemWords(p);
      assert.ok(!words.startsWith('English') && !words.includes('error-file'), `${lang} ${p.kind}: ${words}`);
      if (p.path) assert.ok(words.startsWith(p.path), `${lang} ${p.kind}: the path first: ${words}`);
      for (const v of [p.field, p.tile, p.value, p.line, p.version].filter((x) => x !== undefined)) {
        // (a negative number with its minus sign, "−1": words/i18n.js)
        assert.ok(words.includes(String(v).replace(/^-/, '\u2212')), `${lang} ${p.kind}: ${v} in "${words}"`);
      }
    }
  }
  useLanguage('fr');
  assert.equal(fileProblemWords(KINDS[3]), 'board[0].colour : champ inconnu « colour » ; les champs possibles ici : « tile », « x », « y » ou « rotation »');
  useLanguage('cs');
  assert.equal(fileProblemWords(KINDS[0]), 'soubor není platný JSON na řádku 3, ve sloupci 7');
  // the type and the range as numbers, worded in the language (issue 12)
  const wrong = (/** @type {number} */ i) => fileProblemWords(KINDS.filter((p) => p.kind === 'wrong-type')[i]);
  const range = (/** @type {number} */ i) => fileProblemWords(KINDS.filter((p) => p.kind === 'out-of-range')[i]);
  // (Intl groups digits with a no-break space)
  assert.equal(wrong(0).replace(/\s/gu, ' '), 'board[1].x: chybný typ: text „one“; očekáváno: celé číslo od \u22122 147 483 648 do 2 147 483 647');
  assert.equal(range(0), 'circles[0].ghosts: číslo 300 je mimo rozsah: očekáváno celé číslo od 0 do 255');
  useLanguage('fr');
  assert.equal(wrong(1), 'sets[0] : type incorrect : le nombre entier 3 ; attendu : l’un de « base », « gcc » ou « sc »');
  assert.equal(range(1), 'seed : le nombre \u22121 est hors limites : attendu un nombre entier, 0 ou plus');
  useLanguage('en');
  assert.equal(range(0), 'circles[0].ghosts: the number 300 is out of range: expected a whole number from 0 to 255');
});

test('a kind without words keeps the English message; the engine is asked only after it threw', () => {
  useLanguage('de');
  assert.equal(fileProblemWords({ kind: 'other', path: 'rules[0]', message: 'rules[0]: unknown rule id `Q9`' }), 'rules[0]: unknown rule id `Q9`');
  assert.equal(fileProblemWords({ kind: 'some-new-kind', path: '', message: 'new words' }), 'new words');
  const fake = { fileProblem: (/** @type {string} */ text, /** @type {string} */ what) => ({ message: `${what}: ${text}`, path: 'board[0]', kind: 'missing-field', field: 'tile' }) };
  assert.equal(fileErrorWords(fake, '{}', 'scenario', new Error('x')), 'board[0]: das Feld „tile“ fehlt');
  // an engine without fileProblem (an older module): its English message
  assert.equal(fileErrorWords(/** @type {any} */ ({}), '{}', 'scenario', new Error('English only')), 'English only');
  // the engine's problem is one object, its values by name (no positions to read back)
  const { message, ...bad } = engine.fileProblem('{\n  "format": 1,\n  x', 'scenario');
  assert.ok(message.includes('line 3'), message);
  assert.deepEqual(bad, { path: null, kind: 'bad-json', line: 3, column: 3, eof: false });
  assert.equal(fileErrorWords(engine, '{\n  "format": 1,\n  x', 'scenario', new Error('x')), fileProblemWords({ kind: 'bad-json', path: '', line: 3, column: 3, eof: false }));
  assert.equal(engine.fileProblem(readFileSync(new URL('../../www/scenarios/example-1.json', import.meta.url), 'utf8'), 'scenario'), null, 'a good file has no problem');
  useLanguage('en');
});

// Every kind the engine can give a file's error (its vocabulary's `errors.file`), every tile notation problem (src/tile/problem.rs TileProblem::word) and the refused
// moves a file can hold, worded from sample data in every language: no message missing, no
// English sentence left in fr, nl, cs, de (issue 12).
const ENGINE_KINDS = engine.vocabulary().errors.file;
/** @type {string[]} */
const TILE_PROBLEMS = engine.vocabulary().errors.tile;

const tileLine = (/** @type {string} */ problem, /** @type {Record<string, unknown>} */ values) => ({ kind: 'tile-notation', path: 'tiles[0]', problem, tile: 'T', column: null, word: null, count: null, feature: null, ...values });
/** @type {import('../../www/words/file-errors.js').FileProblem[]} */
const NEW_KINDS = [
  { kind: 'empty-board', path: 'board' },
  { kind: 'text-too-long', path: 'steps[0].caption', bytes: 4001, max: 4000 },
  { kind: 'refused', path: 'meeples[0]', play: 'on-mist', data: { tile: 'T1', feature: 'mist1', what: 'mist' } },
  { kind: 'refused', path: 'meeples[1]', play: 'on-ruin', data: { tile: 'GCC-S00', feature: 'ruin', what: 'ruin' } },
  { kind: 'refused', path: 'actions[3]', play: 'placement', data: { problem: { kind: 'side-mismatch', side: 'west', mine: 'field', theirs: 'road', neighbour: 'D' } } },
  { kind: 'refused', path: 'board[0]', play: 'rotation', data: { degrees: 45 } },
  { kind: 'refused', path: 'meeples[1]', play: 'no-such-feature', data: { why: 'no-tile', x: 4, y: 2, max: 100 } },
  { kind: 'unknown-player', path: 'scores.Mallory', name: 'Mallory', players: ['Red', 'Blue'] },
  { kind: 'no-piece-left', path: 'meeples[7]', player: 'Red', guard: false },
  { kind: 'no-piece-left', path: 'meeples[2]', player: 'Red', guard: true },
  ...['ghosts', 'guards', 'sc', 'game'].map((what) => ({ kind: 'needs-set', path: 'sets', what, set: what === 'game' ? 'base' : 'gcc' })),
  { kind: 'guard-ghosts', path: 'meeples[0]' },
  { kind: 'meeple-ghosts', path: 'meeples[0]', ghosts: 3 },
  { kind: 'no-circle', path: 'circles[0]', feature: 'field1', tile: 'D' },
  { kind: 'circle-full', path: 'circles[0]', ghosts: 2, feature: 'mist1', tile: 'T1', circles: 1 },
  { kind: 'ghost-total', path: 'supply', supply: 3, placed: 0, total: 15 },
  { kind: 'player-count', path: 'players', count: 7, min: 2, max: 6 },
  ...['length', 'control', 'direction', 'blank', 'same', 'look-alike', 'marks', 'colour'].map((problem) => ({ kind: 'player-name', path: 'players[1]', problem, player: 2, name: ['same', 'look-alike', 'colour'].includes(problem) ? 'Bob' : '', other: 'Ann', max: 40 })),
  { kind: 'setup-or-scenario', path: '', both: true },
  { kind: 'setup-or-scenario', path: '', both: false },
  ...['depth', 'lists', 'keys'].map((limit) => ({ kind: 'json-limit', path: '', limit, max: 128, line: 3, column: 12 })),
  { kind: 'text-control', path: 'steps[0].caption', code: 'U+0007' },
  ...['depth', 'conditions', 'empty', 'steps', 'no-tile', 'no-solution', 'every-move', 'no-choice', 'too-many-turns'].map((problem) => ({ kind: 'goal', path: 'goal', problem, max: 4 })),
  ...TILE_PROBLEMS.filter((p) => p !== 'file').map((p) => tileLine(p, { word: 'Q', count: 4, feature: 'city' })),
  tileLine('no-colon', { tile: null }),
  tileLine('not-a-side', { word: 'Q', feature: 'mist', column: 9 }),
  tileLine('no-side', { feature: 'field' }),
  tileLine('takes-no-word', { word: 'N', feature: 'castle' }),
].map((/** @type {import('../../www/words/file-errors.js').FileProblem} */ p) => ({ message: `English: ${p.kind} ${p.problem ?? p.play ?? ''}`, ...p }));

test('every kind of file error and every tile notation problem has its words in every language', () => {
  // the lists the engine gives are its lists
  assert.ok(ENGINE_KINDS.includes('tile-notation') && ENGINE_KINDS.includes('refused') && ENGINE_KINDS.length >= 28, ENGINE_KINDS.join());
  assert.ok(TILE_PROBLEMS.includes('half-in-no-field') && TILE_PROBLEMS.length >= 32, TILE_PROBLEMS.join());
  for (const kind of ENGINE_KINDS) {
    if (kind === 'other') continue;
    assert.ok([...KINDS, ...NEW_KINDS].some((p) => p.kind === kind), `a sample of ${kind}`);
  }
  /** @type {Record<string, string>} */
  const english = {};
  for (const lang of ['en', 'fr', 'nl', 'cs', 'de']) {
    useLanguage(lang);
    for (const p of NEW_KINDS) {
      const key = `${p.kind} ${p.problem ?? p.play ?? ''} ${p.what ?? p.feature ?? ''} ${p.both ?? p.guard ?? ''}`;
      const words = fileProblemWords(p);
      assert.ok(!words.startsWith('English') && !/error-(file|tile|play|problem)/.test(words), `${lang} ${key}: ${words}`);
      if (p.path) assert.ok(words.startsWith(p.path), `${lang} ${key}: the path first: ${words}`);
      for (const v of [p.name, p.player, p.ghosts, p.tile, p.word, p.count].filter((x) => x !== undefined && x !== null && x !== '' && x !== 0)) {
        if (p.kind === 'player-name' && v === p.name && !['look-alike', 'colour'].includes(p.problem)) continue;
        if (p.kind === 'tile-notation' && v === p.count && !/too-many|side-shared|half-in-fields|bad-id/.test(p.problem)) continue;
        if (p.kind === 'tile-notation' && v === p.word && /^(no-|touches-(nothing|twice)|circles-twice|bad-circles|too-many|two-central|two-ruins|one-corner|duplicate-id)/.test(p.problem)) continue;
        if (p.kind === 'player-name' && v === p.player && ['same', 'look-alike', 'colour'].includes(p.problem)) continue;
        assert.ok(words.includes(String(v)), `${lang} ${key}: ${v} in "${words}"`);
      }
      if (lang === 'en') english[key] = words;
      else assert.notEqual(words, english[key], `${lang} ${key}: still the English words`);
    }
  }
  useLanguage('fr');
  assert.equal(fileProblemWords(NEW_KINDS[2]), 'meeples[0] : un meeple ne se pose jamais sur le brouillard ni sur un cercle ensorcelé (B3, S8)');
  assert.equal(fileProblemWords(tileLine('half-in-no-field', { word: 'ER', column: null })), 'tiles[0] : tuile T : le demi-côté ER n’est dans aucun pré (chaque moitié d’un côté de route ou de pré sans brouillard est dans un pré)');
  useLanguage('cs');
  assert.equal(fileProblemWords(NEW_KINDS.find((p) => p.kind === 'circle-full')), 'circles[0]: 2 duchové v mist1 kartičky T1, která má 1 kouzelný kruh (v každém jeden duch)');
  assert.equal(fileProblemWords({ ...NEW_KINDS.find((p) => p.kind === 'meeple-ghosts'), ghosts: 5 }), 'meeples[0]: 5 duchů u družiníka: družiník nese nejvýše 2 (třetí ho vrátí do zásoby jeho majitele, G3)');
  assert.equal(fileProblemWords(tileLine('not-a-side', { word: 'Q', feature: 'city', column: 9 })), 'tiles[0]: kartička T, sloupec 9: „Q“ v „city“ není hrana (N, E, S, W) ani „shield“');
  useLanguage('de');
  assert.equal(fileProblemWords(tileLine('no-colon', { tile: null })), 'tiles[0]: die Plättchenzeile: eine Plättchenzeile lautet „ID: Gebiet; Gebiet…“, und diese hat keinen „:“');
  useLanguage('en');
  assert.equal(fileProblemWords(NEW_KINDS.find((p) => p.kind === 'unknown-player')), 'scores.Mallory: no player is called “Mallory” (the players are “Red” and “Blue”)');
  // a problem a newer engine gives and this page has no words for: its English message
  assert.equal(fileProblemWords(tileLine('some-new-problem', { message: 'tiles[0]: new words' })), 'tiles[0]: new words');
  assert.equal(fileProblemWords({ kind: 'refused', path: 'actions[0]', play: 'some-new-move', data: {}, message: 'actions[0]: new' }), 'actions[0]: new');
});

test('a text in several languages without English says so, and what to do, in every language', () => {
  const want = { en: /no English text.*write the English text first/, fr: /pas de texte anglais/, nl: /geen Engelse tekst/, cs: /chybí anglický text/, de: /kein englischer Text/ };
  for (const [lang, re] of Object.entries(want)) {
    useLanguage(lang);
    const words = fileProblemWords({ kind: 'missing-field', path: 'title', field: 'en', message: 'English' });
    assert.match(words, re, `${lang}: ${words}`);
    assert.ok(words.startsWith('title'), words);
  }
  useLanguage('en');
});
