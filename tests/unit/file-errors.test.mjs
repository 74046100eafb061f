// A scenario's or saved game's error in the reader's language (www/file-errors.js over
// errors.ftl): each kind the engine gives (src/json.rs ErrorKind) with its path and values, and
// the engine's English message for a kind without words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileErrorWords, fileProblemWords, problemOf } from '../../www/file-errors.js';
import { useLanguage } from './words.mjs';

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
        assert.ok(words.includes(String(v)), `${lang} ${p.kind}: ${v} in "${words}"`);
      }
    }
  }
  useLanguage('fr');
  assert.equal(fileProblemWords(KINDS[3]), 'board[0].colour : champ inconnu « colour » ; les champs possibles ici : « tile », « x », « y » ou « rotation »');
  useLanguage('cs');
  assert.equal(fileProblemWords(KINDS[0]), 'soubor není platný JSON na řádku 3, ve sloupci 7');
  // the type and the range as numbers, worded in the language (issue 12)
  const wrong = (i) => fileProblemWords(KINDS.filter((p) => p.kind === 'wrong-type')[i]);
  const range = (i) => fileProblemWords(KINDS.filter((p) => p.kind === 'out-of-range')[i]);
  // (Intl groups digits with a no-break space)
  assert.equal(wrong(0).replace(/\s/gu, ' '), 'board[1].x: chybný typ: text „one“; očekáváno: celé číslo od -2 147 483 648 do 2 147 483 647');
  assert.equal(range(0), 'circles[0].ghosts: číslo 300 je mimo rozsah: očekáváno celé číslo od 0 do 255');
  useLanguage('fr');
  assert.equal(wrong(1), 'sets[0] : type incorrect : le nombre entier 3 ; attendu : l’un de « base », « gcc » ou « sc »');
  assert.equal(range(1), 'seed : le nombre -1 est hors limites : attendu un nombre entier, 0 ou plus');
  useLanguage('en');
  assert.equal(range(0), 'circles[0].ghosts: the number 300 is out of range: expected a whole number from 0 to 255');
});

test('a kind without words keeps the English message; the engine is asked only after it threw', () => {
  useLanguage('de');
  assert.equal(fileProblemWords({ kind: 'other', path: 'rules[0]', message: 'rules[0]: unknown rule id `Q9`' }), 'rules[0]: unknown rule id `Q9`');
  assert.equal(fileProblemWords({ kind: 'some-new-kind', path: '', message: 'new words' }), 'new words');
  const engine = { fileProblem: (text, what) => [`${what}: ${text}`, 'board[0]', 'missing-field', 'tile'] };
  assert.equal(fileErrorWords(engine, '{}', 'scenario', new Error('x')), 'board[0]: das Feld „tile“ fehlt');
  assert.equal(fileErrorWords({}, '{}', 'scenario', new Error('English only')), 'English only');
  assert.deepEqual(problemOf(['m', '', 'other']), { message: 'm', path: '', kind: 'other' });
  assert.deepEqual(problemOf(['m', 'p', 'bad-json', 2, 3, false]), { message: 'm', path: 'p', kind: 'bad-json', line: 2, column: 3, eof: false });
  useLanguage('en');
});
