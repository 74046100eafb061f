// The text board's words (www/words/board-words.js, issue 23) in all five languages, over real
// positions: seeded all-sets games played with random legal actions by the engine as the page
// loads it (pkg/), described cell by cell from the one scene (render/scene.js sceneCells).
// What a screen reader says must name what the cell holds (the tile, each meeple as the board
// labels it, each spell circle), say where it is in words, never read a raw message id, a
// coordinate pair or a missing value, and follow each language's grammar.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { composeScene, sceneCells } from '../../www/render/scene.js';
import { kindGeometry } from '../../www/render/draw.js';
import { placementsByCell, withSameTurns } from '../../www/render/geometry.js';
import { cellWords, ghostChoiceWords, meepleChoiceWords, scoreWords, supplyWords, tileWords, whereWords } from '../../www/words/board-words.js';
import { outcomeSentences, placeLabels, playerName } from '../../www/words/outcome.js';
import { spotKey } from '../../www/words/text.js';
import { t } from '../../www/words/i18n.js';
import { random, useLanguage } from './words.mjs';
import { COORDS } from '../e2e/panel-words.mjs';

const engine = await import('../../pkg/carcassonne_mist.js');
engine.initSync({ module: readFileSync(new URL('../../pkg/carcassonne_mist_bg.wasm', import.meta.url)) });

const LANGS = ['en', 'fr', 'de', 'nl', 'cs'];

/** @typedef {import('../../types/engine/ActionSpec').ActionSpec} ActionSpec */

/** Positions of seeded all-sets games: every `every` actions, the game and its view. */
function* positions({ games = 3, actions = 120, every = 15 } = {}) {
  for (let seed = 1; seed <= games; seed++) {
    const g = engine.GameHandle.newGame(JSON.stringify({ seed, players: ['Red', 'Blue', 'Green'], sets: ['base', 'gcc', 'sc'] }));
    const r = random(seed);
    try {
      for (let i = 0; i < actions; i++) {
        const legal = g.legalActions();
        if (!legal.length) break;
        // meeples more often than not, so that the board has pieces to describe
        const meeple = legal.filter((/** @type {ActionSpec} */ a) => a.type === 'place-meeple');
        const pick = meeple.length && r() < 0.7 ? meeple : legal;
        g.play(JSON.stringify(pick[Math.floor(r() * pick.length)]));
        if (i % every === every - 1) yield g;
      }
    } finally {
      g.free();
    }
  }
}

/**
 * What must never be read: a raw id, a missing value, a placeable, a coordinate pair.
 * @param {string} text
 */
function problems(text) {
  const out = [];
  if (/\b(board|page|feature|side|meeple|circle|player)-[a-z][a-z-]*\b/.test(text)) out.push('a raw message id');
  if (/undefined|NaN|null|\[object|\{|\}/.test(text)) out.push('a missing value');
  if (COORDS.test(text)) out.push('a coordinate pair');
  if (/\s[.,;:]\s?$/.test(text) || /\s{2,}/.test(text)) out.push('stray spacing');
  return out;
}

/**
 * Each language's grammar where the panel's words meet numbers and articles.
 * @param {string} lang
 * @param {string} text
 */
function grammar(lang, text) {
  const out = [];
  if (lang === 'fr' && /\b(de les|de le|à le|à les|de un)\b/i.test(text)) out.push('a French contraction missed');
  if (lang === 'cs' && /\bs [234]\b/.test(text)) out.push('Czech "se" before 2, 3, 4');
  if (lang === 'en' && /\b1 (points|meeples|ghosts|tiles)\b/.test(text)) out.push('an English plural after 1');
  return out;
}

for (const lang of LANGS) {
  test(`${lang}: every cell of real positions is said in words: what it holds, where it is`, () => {
    useLanguage(lang);
    let tiles = 0;
    let pieces = 0;
    let circles = 0;
    let legal = 0;
    for (const g of positions()) {
      const view = g.view();
      const kinds = g.kinds();
      const geoms = kinds.map((/** @type {import('../../types/engine/KindView').KindView} */ k, /** @type {number} */ i) => kindGeometry(k, i));
      const legalAt = view.phase === 'place-tile' ? placementsByCell(withSameTurns(g.legalPlacements())) : null;
      const { cells } = sceneCells(composeScene(view, { geoms, legalAt, rotation: 0 }));
      const places = placeLabels(view);
      const said = new Set();
      for (const [k, cell] of cells) {
        const [x, y] = k.split(',').map(Number);
        const text = cellWords(x, y, cell, { view, kinds, rotation: 0 });
        assert.deepEqual([...problems(text), ...grammar(lang, text)], [], `${lang} ${k}: ${text}`);
        assert.ok(text.startsWith(whereWords(x, y)), `${lang} ${k} begins with where it is: ${text}`);
        said.add(text);
        if (cell.tile) {
          tiles++;
          assert.ok(text.includes(kinds[cell.tile.kind].id), `${lang} ${k} names its tile: ${text}`);
        } else {
          legal++;
          assert.ok(cell.legal, `${lang} ${k}: a cell without a tile is one where the tile fits`);
          for (const r of cell.legal) assert.ok(text.includes(t('board-rotation', { rotation: r })), `${lang} ${k} says the rotation ${r} fits: ${text}`);
        }
        for (const m of cell.meeples) {
          pieces++;
          const label = places.get(spotKey({ x, y, feature: m.feature }));
          assert.ok(label, `${lang} ${k}: the meeple has a label`);
          const name = t('meeple-label', { case: 'nom', player: playerName(view.players, m.player), n: label.n });
          if (!m.guard) assert.ok(text.includes(name), `${lang} ${k} says the board's label ${name}: ${text}`);
          else assert.ok(text.includes(playerName(view.players, m.player)), `${lang} ${k} names the guard's owner: ${text}`);
        }
        for (const c of view.circles.filter((/** @type {import('../../types/engine/CircleView').CircleView} */ ci) => ci.x === x && ci.y === y)) {
          circles++;
          const label = places.get(spotKey(c));
          assert.ok(label, `${lang} ${k}: the circle has a label`);
          assert.ok(text.includes(t('circle-label', { case: 'nom', n: label.n }).replace(/^\S+ /, '')), `${lang} ${k} says circle ${label.n}: ${text}`);
        }
      }
      // two cells are never said the same way (where they are comes first)
      assert.equal(said.size, cells.size, `${lang}: each cell its own words`);
      // an empty cell far from the tiles
      const far = cellWords(40, -40, null, { view, kinds });
      assert.deepEqual(problems(far), [], far);
      assert.notEqual(far, cellWords(-40, 40, null, { view, kinds }));
      const scores = scoreWords(view);
      assert.deepEqual([...problems(scores), ...grammar(lang, scores)], [], scores);
      for (const p of view.players) assert.ok(scores.includes(String(p.score)), `${lang} says each score: ${scores}`);
      const supply = supplyWords(view);
      assert.ok(supply.includes(String(view.ghost_supply)), supply);
    }
    assert.ok(tiles > 50 && pieces > 5 && circles > 0 && legal > 10, `real positions have it all: ${tiles} tiles, ${pieces} pieces, ${circles} circles, ${legal} legal cells`);
  });
}

test('a tile\'s sides are said as the board shows them, turned', () => {
  useLanguage('en');
  const kind = { id: 'X', features: [{ kind: 'city', name: 'city1', sides: 'N', halves: [], shields: 1, circles: 0 }, { kind: 'road', name: 'road1', sides: 'EW', halves: [], shields: 0, circles: 0 }] };
  assert.equal(tileWords(kind, 0), 'Tile X, turned 0°: City, north, a shield; Road, east and west.');
  assert.equal(tileWords(kind, 90), 'Tile X, turned 90°: City, east, a shield; Road, north and south.');
  assert.equal(tileWords(kind, 270), 'Tile X, turned 270°: City, west, a shield; Road, north and south.');
  // two fields on one side are told apart by their half (docs/TILES.md: SL is the east half of S)
  const fields = { id: 'Y', features: [
    { kind: 'field', name: 'field1', sides: '', halves: ['SL'], shields: 0, circles: 0 },
    { kind: 'field', name: 'field2', sides: '', halves: ['SR', 'WL', 'WR'], shields: 0, circles: 0 },
  ] };
  assert.equal(tileWords(fields, 0), 'Tile Y, turned 0°: Field, south (east half); Field, south (west half) and west.');
  assert.equal(tileWords(fields, 90), 'Tile Y, turned 90°: Field, west (south half); Field, north and west (north half).');
  // French typography: a space before the semicolon
  useLanguage('fr');
  assert.match(tileWords(kind, 0), /blason ; Route/);
  useLanguage('en');
  assert.equal(whereWords(2, -1), '2 east and 1 north of the centre');
  assert.equal(whereWords(0, 0), 'The centre');
  assert.equal(whereWords(-3, 0), '3 west of the centre');
});

/**
 * Sentences run together ("0°Bank", "mist.M2"), or the panel's rule links and switch read out.
 * @param {string} text
 */
function runTogether(text) {
  const out = [];
  if (/[\p{Ll}.°)][\p{Lu}]/u.test(text)) out.push('sentences run together');
  if (text.includes(t('rules-label')) || text.includes(t('show-coordinates'))) out.push('the rule links or the coordinates switch');
  return out;
}

for (const lang of LANGS) {
  test(`${lang}: the outcome, the meeple spots and the ghost moves said as sentences`, () => {
    useLanguage(lang);
    const counts = { outcomes: 0, meeples: 0, ghosts: 0 };
    for (let seed = 1; seed <= 2; seed++) {
      const g = engine.GameHandle.newGame(JSON.stringify({ seed, players: ['Red', 'Blue'], sets: ['base', 'gcc', 'sc'] }));
      const r = random(seed);
      const kinds = g.kinds();
      try {
        for (let i = 0; i < 100; i++) {
          const view = g.view();
          const places = placeLabels(view);
          if (view.phase === 'place-tile' && i % 3 === 0) {
            for (const p of g.legalPlacements().slice(0, 4)) {
              const text = outcomeSentences(g.preview(p.x, p.y, p.rotation), { players: view.players, current: view.current, supply: view.ghost_supply, places });
              assert.deepEqual([...problems(text), ...runTogether(text)], [], `${lang}: ${text}`);
              // the places in their case ("du cercle 5 au cercle 8", "aus dem Vorrat"), not "de le", "von der"
              assert.doesNotMatch(text, /\b(de le|de les|à le|von der|von ein|zu der|zu ein)\b/, `${lang}: ${text}`);
              counts.outcomes++;
            }
          } else if (view.phase === 'meeple') {
            const last = view.tiles[view.tiles.length - 1];
            for (const { feature, guard } of view.meeple_choices) {
              const text = meepleChoiceWords(kinds[last.kind], feature, last.rotation, guard);
              assert.deepEqual([...problems(text), ...runTogether(text)], [], `${lang}: ${text}`);
              // the places in their case ("du cercle 5 au cercle 8", "aus dem Vorrat"), not "de le", "von der"
              assert.doesNotMatch(text, /\b(de le|de les|à le|von der|von ein|zu der|zu ein)\b/, `${lang}: ${text}`);
              assert.doesNotMatch(text, /·|(?<!\p{L})[NESW]{1,3}(?!\p{L})|[NESW]–[NESW]/u, `${lang}: the sides in words: ${text}`);
              counts.meeples++;
            }
          } else if (view.phase === 'ghosts') {
            const head = view.obligations[0];
            const known = new Map([...(head.sources || []), ...(head.targets || [])].map((s) => [spotKey(s), s]));
            const spot = (/** @type {import('../../types/engine/SpotSpec').SpotSpec} */ raw) => (raw === 'supply' ? { kind: /** @type {const} */ ('supply') } : known.get(spotKey(raw)) || { kind: /** @type {const} */ ('meeple'), ...raw });
            for (const a of g.legalActions().filter((/** @type {ActionSpec} */ x) => x.type === 'move-ghost')) {
              const to = spot(a.to);
              const text = ghostChoiceWords(spot(a.from), to, view, places);
              assert.deepEqual([...problems(text), ...runTogether(text)], [], `${lang}: ${text}`);
              // the places in their case ("du cercle 5 au cercle 8", "aus dem Vorrat"), not "de le", "von der"
              assert.doesNotMatch(text, /\b(de le|de les|à le|von der|von ein|zu der|zu ein)\b/, `${lang}: ${text}`);
              if (to.kind === 'meeple' && to.x !== undefined) assert.ok(text.includes(whereWords(to.x, to.y)), `${lang}: where the meeple is: ${text}`);
              counts.ghosts++;
            }
          }
          const legal = g.legalActions();
          if (!legal.length) break;
          const meeple = legal.filter((/** @type {ActionSpec} */ a) => a.type === 'place-meeple');
          const pick = meeple.length && r() < 0.7 ? meeple : legal;
          g.play(JSON.stringify(pick[Math.floor(r() * pick.length)]));
        }
      } finally {
        g.free();
      }
    }
    assert.ok(counts.outcomes > 20 && counts.meeples > 10 && counts.ghosts > 0, JSON.stringify(counts));
  });
}
