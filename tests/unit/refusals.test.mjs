// The engine's refusals in the reader's language (www/words/refusals.js over errors.ftl): every kind of
// refused move and of refused play-by-link code the engine can throw (the lists its vocabulary
// gives: `errors.play`, `errors.link`) has words in the five languages, and
// the refusals the
// engine really throws (the ready-made scenarios' refused steps, damaged links) are worded
// without English in the other languages. The engine runs here as the page loads it (pkg/, the
// module built by scripts/build-wasm.sh, started by initSync): no browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { problemWords, refusalWords } from '../../www/words/refusals.js';
import { words } from '../../www/words/i18n.js';
import { useLanguage } from './words.mjs';

const engine = await import('../../pkg/carcassonne_mist.js');
engine.initSync({ module: readFileSync(new URL('../../pkg/carcassonne_mist_bg.wasm', import.meta.url)) });

const LANGS = ['en', 'fr', 'nl', 'cs', 'de'];
const SCENARIOS = new URL('../../www/scenarios/', import.meta.url);

/** An error the engine throws: its kind and data (as the engine gives them: any) beside the message. @typedef {Error & {kind?: string, data?: any}} EngineError */

/**
 * Every refusal the ready-made scenarios' refused steps get from the engine: the file, its step
 * (as parsed) and the engine's error.
 * @returns {{file: string, step: any, e: EngineError}[]}
 */
function scenarioRefusals() {
  /** @type {{file: string, step: any, e: EngineError}[]} */
  const out = [];
  for (const f of readdirSync(SCENARIOS).filter((n) => n.endsWith('.json')).sort()) {
    const sc = JSON.parse(readFileSync(new URL(f, SCENARIOS), 'utf8'));
    if (!(sc.steps || []).some((/** @type {any} */ s) => s.refused || s.error)) continue;
    const g = engine.GameHandle.fromScenario(JSON.stringify(sc));
    for (const s of sc.steps) {
      try {
        g.play(JSON.stringify(s.do));
      } catch (e) {
        out.push({ file: f, step: s, e: /** @type {EngineError} */ (e) });
      }
    }
    g.free();
  }
  return out;
}

/**
 * The data of the kinds whose words take values (as the engine gives them: docs/FORMATS.md).
 * @type {Record<string, object>}
 */
const SAMPLE = {
  'wrong-phase': { why: 'ghosts-first', rule: 'S3' },
  placement: { problem: { kind: 'side-mismatch', side: 'east', mine: 'city', theirs: 'road', neighbour: 'D' } },
  'off-board': { x: 200, y: 0, max: 100 },
  rotation: { degrees: 45 },
  'no-such-feature': { why: 'no-feature', tile: 'B', feature: 'road7' },
  'no-piece': { guard: true, piece: 'guard' },
  'on-mist': { tile: 'B', feature: 'mist1', what: 'mist' },
  occupied: { tile: 'B', feature: 'city1', what: 'city' },
  'ghost-move': { rule: 'S4', count: 3, to: 'circle' },
  'too-long': { n: 20000, max: 16384 },
  'newer-version': { n: 3, max: 2 },
};

/**
 * A refusal of kind `kind`, as the engine throws them (kind, data, English message).
 * @param {string} kind
 * @param {object} data
 */
function thrown(kind, data) {
  return Object.assign(new Error(`English: ${kind}`), { kind, data });
}

test('every kind the engine can refuse a move or a link with has words in every language', () => {
  const { play, link } = engine.vocabulary().errors;
  const kinds = { play, link };
  assert.ok(kinds.play.includes('on-mist') && kinds.play.length >= 12, kinds.play.join());
  assert.ok(kinds.link.includes('cut-short') && kinds.link.length >= 7, kinds.link.join());
  assert.equal(new Set([...kinds.play, ...kinds.link]).size, kinds.play.length + kinds.link.length, 'a kind names one refusal');
  for (const lang of LANGS) {
    useLanguage(lang);
    for (const k of kinds.play) assert.ok(words().has(`error-play-${k}`), `${lang}: error-play-${k}`);
    for (const k of kinds.link) assert.ok(words().has(`error-link-${k}`), `${lang}: error-link-${k}`);
    // each worded, not the English message
    for (const k of [...kinds.play, ...kinds.link]) {
      const w = refusalWords(thrown(k, SAMPLE[k] || {}));
      assert.ok(w && !w.startsWith('English') && !w.includes('error-'), `${lang} ${k}: ${w}`);
    }
  }
  useLanguage('en');
});

test('the refusals the engine throws carry their kind and data, worded in each language', () => {
  const all = scenarioRefusals();
  assert.ok(all.length >= 14, `${all.length} refused steps`);
  const kinds = new Set(all.map((r) => r.e.kind));
  for (const k of ['placement', 'rotation', 'occupied', 'no-such-feature', 'on-mist', 'ghost-move', 'wrong-phase']) assert.ok(kinds.has(k), k);
  for (const r of all) {
    assert.ok(r.e instanceof Error && r.e.data && typeof r.e.data === 'object', `${r.file}: ${r.e.message}`);
    // the file names the refusal by its kind (`refused`), never by the engine's English words
    assert.equal(r.step.error, undefined, `${r.file}: a refusal by its English words`);
    assert.equal(r.e.kind, r.step.refused.kind, `${r.file}: ${r.e.message}`);
    // the engine gives the page data, no English sentence: the message is the words' id
    assert.equal(r.e.message, `error-play-${r.e.kind}`, r.file);
  }
  useLanguage('en');
  const english = all.map((r) => refusalWords(r.e));
  for (const lang of ['fr', 'nl', 'cs', 'de']) {
    useLanguage(lang);
    for (const [i, r] of all.entries()) {
      const w = refusalWords(r.e);
      assert.notEqual(w, r.e.message, `${lang} ${r.file}`);
      assert.notEqual(w, english[i], `${lang} ${r.file}: ${w}`);
      assert.doesNotMatch(w, /\b(tile|feature|ghost|meeple never|already has|owes|refused|monastery|road)\b/, `${lang} ${r.file}: ${w}`);
    }
  }
  useLanguage('fr');
  const byFile = (/** @type {string} */ f, /** @type {string} */ k) => {
    const r = all.find((x) => x.file === f && x.e.kind === k);
    assert.ok(r, `${f}: a ${k} refusal`);
    return r.e;
  };
  assert.equal(refusalWords(byFile('rule-B3.json', 'occupied')), 'cette zone (route) a déjà un meeple (B3)');
  assert.equal(refusalWords(byFile('rule-B3.json', 'no-such-feature')), 'la tuile F n’a pas de zone « abbaye »'.replace('F', byFile('rule-B3.json', 'no-such-feature').data.tile));
  useLanguage('cs');
  assert.match(refusalWords(byFile('rule-M3.json', 'ghost-move')), /^tento přesun ducha teď není dovolen: M3 dluží 1 ducha k družiníkovi jiného hráče/);
  assert.equal(refusalWords(byFile('rule-S8.json', 'on-mist')), 'družiník nikdy nestojí na mlze ani na kouzelném kruhu (B3, S8)');
  useLanguage('en');
  assert.equal(refusalWords(byFile('rule-B1.json', 'rotation')), 'a tile turns by quarter turns: 45° is not one of 0, 90, 180, 270');
});

test('a link the engine cannot read is refused by kind, worded in the reader\'s language', () => {
  /** The engine's error for link `code` (as thrown: any), or null. @param {string} code @returns {any} */
  const refusal = (code) => {
    try {
      engine.GameHandle.fromLink(code).free();
    } catch (e) {
      return e;
    }
    return null;
  };
  const long = refusal('A'.repeat(17000));
  assert.equal(long.kind, 'too-long');
  assert.deepEqual({ ...long.data }, { n: 17000, max: 16384 });
  assert.equal(refusal('ab+c').kind, 'not-base64');
  assert.equal(refusal('AQ').kind, 'cut-short');
  assert.equal(refusal('AAAA').kind, 'not-a-link');
  const newer = refusal('CQAA');
  assert.equal(newer.kind, 'newer-version');
  useLanguage('de');
  assert.equal(refusalWords(newer), 'der Link hat Version 9, neuer als diese Seite, die die Versionen 1 bis 2 liest: öffne ihn in einer neueren Version der Seite');
  useLanguage('fr');
  assert.match(refusalWords(long), /^le code du lien a 17\u202f000 caractères/);
  // an error without a kind (or a kind this page has no words for) keeps its message
  assert.equal(refusalWords(new Error('plain')), 'plain');
  assert.equal(refusalWords(thrown('some-new-kind', {})), 'English: some-new-kind');
  useLanguage('en');
});

test('the placement problems (B1) are the page\'s hint and the refusal\'s reason alike', () => {
  useLanguage('nl');
  assert.equal(problemWords({ kind: 'occupied' }), 'op dat vak ligt al een tegel (B1)');
  assert.equal(refusalWords(thrown('placement', { problem: { kind: 'occupied' } })), 'de tegel kan daar niet liggen: op dat vak ligt al een tegel (B1)');
  // a turn the engine cannot read is a problem with its degrees, worded, not an English sentence
  const g = engine.GameHandle.newGame(JSON.stringify({ players: ['Ann', 'Bob'], sets: ['base'], seed: 4 }));
  const turned = g.placementProblemData(0, -1, 45);
  g.free();
  assert.deepEqual({ ...turned }, { kind: 'rotation', degrees: 45 });
  assert.equal(problemWords(turned), 'een tegel draait per kwartslag: 45° is niet 0, 90, 180 of 270');
  useLanguage('en');
});

test('a new game\'s setup the engine refuses (the New game dialog, a ?player=&sets= address) is worded from its kind, with no English in the other languages', async () => {
  const { fileErrorWords } = await import('../../www/words/file-errors.js');
  const setups = [
    { players: [{ name: 'Ann' }], sets: ['base'], seed: 1 }, // one player
    { players: [{ name: 'Ann' }, { name: '  ' }], sets: ['base'], seed: 1 }, // a blank name
    { players: [{ name: 'Ann' }, { name: 'Bob' }], sets: ['base', 'dragons'], seed: 1 }, // an unknown set
    { players: [{ name: 'Ann', colour: 'plaid' }, { name: 'Bob' }], sets: ['base'], seed: 1 }, // an unknown colour
  ];
  const KINDS = [['players', 'player-count'], ['players[1]', 'player-name'], ['sets', 'unknown-word'], ['players[0].colour', 'player-name']];
  /** @type {Record<number, string>} */
  const english = {};
  for (const lang of LANGS) {
    useLanguage(lang);
    for (const [i, setup] of setups.entries()) {
      const json = JSON.stringify(setup);
      /** @type {any} the engine's error, as thrown */
      let thrown = null;
      try {
        engine.GameHandle.newGame(json).free();
      } catch (e) {
        thrown = e;
      }
      assert.ok(thrown, `setup ${i} is refused`);
      const problem = engine.fileProblem(json, 'setup');
      assert.deepEqual(problem && [problem.path, problem.kind], KINDS[i], `setup ${i}: its path and kind (${JSON.stringify(problem)})`);
      const w = fileErrorWords(engine, json, 'setup', thrown);
      assert.ok(w && !w.includes('{'), `${lang} setup ${i}: ${w}`);
      if (lang === 'en') english[i] = w;
      else assert.notEqual(w, english[i], `${lang} setup ${i} is not the English: ${w}`);
      if (lang !== 'en') assert.notEqual(w, thrown.message, `${lang} setup ${i} is not the engine's English: ${w}`);
    }
  }
  assert.equal(engine.fileProblem(JSON.stringify(setups[0]).replace('"Ann"}]', '"Ann"},{"name":"Bob"}]'), 'setup'), null, 'a good setup has no problem');
});

test('a refusal\'s data is its message\'s arguments as the engine gives them (view::RefusalData): a guard, a cell without a tile, a feature', () => {
  // a game whose first placement leaves the player's meeple to place, then a refused ghost move
  // on a cell with no tile, and a meeple on a feature the tile does not have: each the engine's
  const g = engine.GameHandle.newGame(JSON.stringify({ players: ['Ann', 'Bob'], sets: ['base'], seed: 4 }));
  const p = g.legalPlacements()[0];
  g.placeTile(p.x, p.y, p.rotation);
  /** The engine's error for `action` (as thrown: any). @param {object} action @returns {any} */
  const refusal = (action) => {
    try {
      g.play(JSON.stringify(action));
    } catch (e) {
      return e;
    }
    throw new Error(`${JSON.stringify(action)} was played`);
  };
  const noFeature = refusal({ type: 'place-meeple', feature: 'nothing9' });
  assert.equal(noFeature.kind, 'no-such-feature');
  assert.equal(noFeature.data.why, 'no-feature', 'the words choose by `why`, given by the engine');
  useLanguage('en');
  assert.match(refusalWords(noFeature), /has no feature “nothing9”/);
  // the guard's words choose by `piece`, a word (Fluent cannot choose by a boolean)
  assert.match(refusalWords({ kind: 'no-piece', data: { guard: true, piece: 'guard' } }), /no guard left/);
  assert.match(refusalWords({ kind: 'no-piece', data: { guard: false, piece: 'meeple' } }), /no meeple left/);
  g.free();
});
