// The keyboard cursor's words as the embed and the editor say them (www/words/board-words.js
// `cellWords` without the place's words, over panel.ftl, issue 23) in all five
// languages, over every cell of every ready-made scenario at each of its steps (its tiles with
// their meeples, guards and circles, the cells where the tile fits, the empty cells beside
// them): no message id left raw, no Fluent placeholder, no coordinate pair (the panel's rule:
// tests/e2e/panel-words.mjs), no "(s)" and, in English, every number agrees with its noun; each
// translated sentence is not English.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { cellWords, viewCell } from '../../www/words/board-words.js';
import { legalCells } from '../../www/render/scene.js';
import { TEXT_LANGS } from '../../www/words/text.js';
import { useLanguage } from './words.mjs';
import { COORDS, panelProblems } from '../e2e/panel-words.mjs';

const engine = await import('../../pkg/carcassonne_mist.js');
engine.initSync({ module: readFileSync(new URL('../../pkg/carcassonne_mist_bg.wasm', import.meta.url)) });
const SCENARIOS = new URL('../../www/scenarios/', import.meta.url);

/** @typedef {import('../../types/engine/TileView').TileView} TileView */

/** Every cell's words of every scenario at every step, in the words in use. */
function allWords() {
  const out = [];
  for (const file of readdirSync(SCENARIOS).filter((f) => f.endsWith('.json')).sort()) {
    const text = readFileSync(new URL(file, SCENARIOS), 'utf8');
    const g = engine.GameHandle.fromScenario(text);
    const kinds = g.kinds();
    const steps = JSON.parse(text).steps || [];
    for (let n = 0; n <= steps.length; n++) {
      if (n > 0) {
        try {
          g.play(JSON.stringify(steps[n - 1].do));
        } catch { /* a step that shows a refusal */ }
      }
      const v = g.view();
      const { legalAt } = legalCells(v.phase === 'place-tile' ? g.legalPlacements() : null);
      const legal = [...legalAt.keys()].sort();
      const cells = [...v.tiles.map((/** @type {TileView} */ tt) => ({ x: tt.x, y: tt.y })), ...v.tiles.map((/** @type {TileView} */ tt) => ({ x: tt.x + 1, y: tt.y })), { x: 99, y: 99 }];
      for (const c of cells) {
        const k = `${c.x},${c.y}`;
        const i = legal.indexOf(k);
        const rots = i >= 0 ? [...(legalAt.get(k) ?? [])].sort((a, b) => a - b) : null;
        const end = v.tiles.at(-1);
        const last = v.tiles.length > 1 && end !== undefined && end.x === c.x && end.y === c.y;
        out.push({ where: `${file}@${n} ${k}`, text: cellWords(c.x, c.y, viewCell(v, c.x, c.y, rots), { view: v, kinds, where: null, index: i + 1, total: legal.length, frontier: c.x !== 99, last }) });
      }
    }
    g.free();
  }
  return out;
}

useLanguage('en');
const ENGLISH = allWords();

test('the cursor\'s words in English: every kind of cell, no coordinates, numbers that agree with their nouns', () => {
  const kinds = { tile: /^Tile \S+, turned \d+°: /, last: /Placed last\./, meeple: /\S+ \d+\u2069?: a meeple on the /, guard: /\S+ \d+\u2069?: a guard on the /,
    ghost: /with \d+ ghosts?[.:]/, circle: /Mist, .*circle \d+ \((empty|holds a ghost)\)/, legal: /^Free cell \d+ of \d+: the tile fits here turned \d+°/, noFit: /^Empty cell beside the tiles/, empty: /^Empty cell\.$/ };
  for (const [kind, re] of Object.entries(kinds)) assert.ok(ENGLISH.some((w) => re.test(w.text)), `some cell reads as ${kind} (${re})`);
  for (const w of ENGLISH) {
    assert.deepEqual(panelProblems([{ text: w.text, rule: '' }]), [], `${w.where}: ${w.text}`);
    assert.doesNotMatch(w.text, /\b(cell|board)-[a-z-]+|[{}]|undefined|NaN|null/, w.where);
  }
});

for (const lang of TEXT_LANGS.filter((l) => l !== 'en')) {
  test(`the cursor's words in ${lang}: worded, no raw id, no coordinates, not English`, () => {
    useLanguage(lang);
    try {
      const got = allWords();
      assert.equal(got.length, ENGLISH.length);
      got.forEach((w, i) => {
        assert.doesNotMatch(w.text, /\b(cell|board)-[a-z-]+|[{}]|undefined|NaN|\(s\)/, `${w.where}: ${w.text}`);
        assert.doesNotMatch(w.text, COORDS, `${w.where}: ${w.text}`);
        assert.notEqual(w.text, ENGLISH[i].text, `${w.where} in ${lang} is the English "${w.text}"`);
      });
    } finally {
      useLanguage('en');
    }
  });
}
