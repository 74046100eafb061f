// The last move of every other player (www/page/last-move.js, issue 24): read from the engine's
// turn log as the page loads it (pkg/, by initSync), in board terms (the tile, its meeple, each
// ghost moved, the meeples sent home by their third ghost, G3) and in words, in every language:
// one sentence per decision, no coordinates, and the third ghost said.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { lastMoves, movesSince, moveWords } from '../../www/page/last-move.js';
import { TEXT_LANGS } from '../../www/words/text.js';
import { useLanguage } from './words.mjs';
import { COORDS } from '../e2e/panel-words.mjs';

const engine = await import('../../pkg/carcassonne_mist.js');
engine.initSync({ module: readFileSync(new URL('../../pkg/carcassonne_mist_bg.wasm', import.meta.url)) });
const scenario = (/** @type {string} */ name) => readFileSync(new URL(`../../www/scenarios/${name}`, import.meta.url), 'utf8');

/** Example 1 after Red's turn: the tile limits the mist, Red's only meeple goes home (G3), a meeple on the field. */
function example1AfterRed() {
  const g = engine.GameHandle.fromScenario(scenario('example-1.json'));
  g.play(JSON.stringify({ type: 'place-tile', x: 0, y: -1, rotation: 0 }));
  g.play(JSON.stringify({ type: 'place-meeple', feature: 'field1' }));
  return g;
}

test("Red's last turn in board terms: the tile, its meeple, each ghost moved, the meeple sent home", () => {
  const g = example1AfterRed();
  const v = g.view();
  assert.equal(v.current, 1, "Blue's turn");
  const moves = lastMoves(g.turnLog(), v);
  assert.equal(moves.length, 2);
  assert.equal(moves[1], null, 'Blue has not moved');
  const red = moves[0];
  assert.ok(red);
  assert.deepEqual(red.tile, { x: 0, y: -1, rotation: 0, id: 'EX1' });
  assert.deepEqual(red.meeple, { x: 0, y: -1, feature: 'field1', guard: false });
  assert.equal(red.ghosts.length, 5, JSON.stringify(red.ghosts));
  assert.deepEqual(red.ghosts.filter((m) => m.home).map((m) => m.to), [{ x: 2, y: 0, feature: 'monastery' }]);
  assert.deepEqual(red.home, [{ x: 2, y: 0, feature: 'monastery', player: 0 }]);
  assert.deepEqual([...new Set(red.ghosts.map((m) => m.kind))].sort(), ['draw', 'own']);
  // Blue is to move and has not acted: Red's turn is shown; once Blue places, it is not
  assert.deepEqual(movesSince(g.turnLog(), v).map((m) => m.player), [0]);
  const spot = g.legalPlacements()[0];
  g.placeTile(spot.x, spot.y, spot.rotation);
  assert.deepEqual(movesSince(g.turnLog(), g.view()), [], 'Blue acted');
  g.free();
});

test("Red's turn in words, in every language: a sentence a decision, the third ghost said, no coordinates", () => {
  const g = example1AfterRed();
  const v = g.view();
  const red = lastMoves(g.turnLog(), v)[0];
  assert.ok(red);
  /** @type {Record<string, RegExp>} */
  const expected = {
    en: /Red's meeple receives its third ghost and goes home: its monastery is free again \(G3\)/,
    fr: /le meeple de Rouge reçoit son troisième fantôme et rentre : son abbaye est de nouveau libre \(G3\)/,
    de: /der Meeple von Rot bekommt seinen dritten Geist und geht zurück: sein Kloster ist wieder frei \(G3\)/,
    nl: /de meeple van Rood krijgt zijn derde spook en gaat terug: zijn klooster is weer vrij \(G3\)/,
    cs: /družiník hráče Červený dostává třetího ducha a vrací se do zásoby: jeho klášter je znovu volný \(G3\)/,
  };
  for (const lang of TEXT_LANGS) {
    useLanguage(lang);
    const words = moveWords(red, v);
    const all = words.join('\n').replace(/[\u2068\u2069]/g, '');
    // the tile, S1's 2 ghosts (one line, × 2), M4's ghost that sends the meeple home, S2's 2, the meeple
    assert.equal(words.length, 5, `${lang}: ${all}`);
    assert.match(all, expected[lang], lang);
    assert.match(words[1], /\(× 2\)$/, `${lang}: two ghosts alike, one sentence: ${words[1]}`);
    assert.doesNotMatch(all, COORDS, lang);
    assert.doesNotMatch(all, /\b(field|mist|road|city)\d\b/, `${lang}: no file keyword`);
  }
  useLanguage('en');
  // the meeple placed is named as the board labels it now
  assert.match(moveWords(red, v).join('\n').replace(/[\u2068\u2069]/g, ''), /Red put a meeple on the field/);
  g.free();
});
