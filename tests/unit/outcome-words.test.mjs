// The outcome panel's words over real positions, without a browser (issue 11): the engine as the
// page loads it (pkg/, started by initSync) gives the previews, www/words/outcome.js words them in
// English, and tests/e2e/panel-words.mjs `panelProblems` says what a newcomer must never read
// (a coordinate pair, "(s)", a number that disagrees with its noun, two lines that contradict
// each other, a G4 line without its reason). Read here:
//   - every placement step of every ready-made scenario (www/scenarios/), and what each step did
//     (the turn log, the ghosts owed and paid, the scorings: the words the embed's "What
//     happened" is made of), played in order;
//   - 1,000 random legal placements of seeded all-sets games of 2–4 players, mist ones first.
// The end-to-end test (tests/e2e/outcome-words.test.mjs) reads the real panel on the page for a
// sample of these, hovered with the mouse, and words.test.mjs plays every scenario's steps in the
// embed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { obligationLine, outcomeLines, outcomeSentences, placeLabels } from '../../www/words/outcome.js';
import { eventWords, logWords } from '../../www/words/log-words.js';
import { t } from '../../www/words/i18n.js';
import { random, useLanguage } from './words.mjs';
import { COORDS, panelProblems } from '../e2e/panel-words.mjs';

const engine = await import('../../pkg/carcassonne_mist.js');
engine.initSync({ module: readFileSync(new URL('../../pkg/carcassonne_mist_bg.wasm', import.meta.url)) });
useLanguage('en');

const SCENARIOS = new URL('../../www/scenarios/', import.meta.url);

/** @typedef {import('../../pkg/carcassonne_mist.js').GameHandle} GameHandle */

/**
 * The panel's lines as a reader reads them (renderOutcome: the line's parts, "× n", the smaller
 * text under it, its rule ids) and its heading.
 * @param {GameHandle} g
 * @param {number} x
 * @param {number} y
 * @param {number} rotation
 */
function panelOf(g, x, y, rotation) {
  const pv = g.preview(x, y, rotation);
  const v = g.view();
  // (a line's part: a string, ['strong', text] or {rule}; OutcomeLine types them any)
  /** @type {(p: any) => string} */
  const flat = (p) => (typeof p === 'string' ? p : p && p.rule ? p.rule : p.slice(1).map(flat).join(' '));
  const lines = outcomeLines(pv, { players: v.players, current: v.current, places: placeLabels(v) }).map((l) => ({
    rule: l.rule,
    text: [l.parts.map(flat).join(' '), (l.times ?? 0) > 1 ? t('line-times', { n: l.times }) : '', l.sub, l.subRule || '', l.rule]
      .filter(Boolean).join(' ').replace(/\s+/g, ' ').replace(/ ([.,;:])/g, '$1'),
  }));
  return { lines, head: t('outcome-heading', { tile: pv.tile, rotation: pv.rotation }) };
}

/**
 * The words of what the last action did: its log lines, the ghosts owed or paid, the scorings.
 * @param {GameHandle} g
 * @param {{log: number, events: number}} before
 */
function happenedWords(g, before) {
  const v = g.view();
  const places = placeLabels(v);
  const out = g.turnLog().slice(before.log).map((/** @type {import('../../types/engine/LogLine').LogLine} */ l) => logWords(l, v.players));
  for (const o of [...v.obligations, ...v.ghosts_paid]) out.push(obligationLine(o, { players: v.players, places }).text);
  for (const e of v.events.slice(before.events)) out.push(eventWords(e, v.players));
  return out;
}


test('every placement step of every ready-made scenario, and what each step did, in words', () => {
  const files = readdirSync(SCENARIOS).filter((f) => f.endsWith('.json')).sort();
  assert.ok(files.length >= 40, `${files.length} scenarios`);
  /** @type {string[]} */
  const found = [];
  let read = 0;
  let played = 0;
  for (const file of files) {
    const text = readFileSync(new URL(file, SCENARIOS), 'utf8');
    const steps = JSON.parse(text).steps || [];
    const g = engine.GameHandle.fromScenario(text);
    // (the file's steps, as parsed)
    steps.forEach((/** @type {any} */ s, /** @type {number} */ i) => {
      const a = s.do;
      if (a && a.type === 'place-tile' && !s.refused && !s.error) {
        const { lines, head } = panelOf(g, a.x, a.y, a.rotation ?? 0);
        for (const p of panelProblems(lines, head)) found.push(`${file} step ${i + 1}: ${p}`);
        read += 1;
      }
      const before = { log: g.turnLog().length, events: g.view().events.length };
      try {
        g.play(JSON.stringify(a));
      } catch (e) {
        if (!s.refused && !s.error) found.push(`${file} step ${i + 1} is refused: ${/** @type {Error} */ (e).message}`);
        return;
      }
      if (s.refused || s.error) found.push(`${file} step ${i + 1} plays, but the file says it is refused`);
      played += 1;
      for (const w of happenedWords(g, before)) {
        const c = w.match(COORDS);
        if (c) found.push(`${file} step ${i + 1}, what it did: a coordinate pair ${c[0]} in "${w}"`);
      }
    });
    g.free();
  }
  assert.ok(read >= 40, `${read} scenario placements read`);
  assert.ok(played >= 60, `${played} steps played`);
  assert.deepEqual(found, []);
});

test('1,000 random legal placements in seeded all-sets games of 2–4 players, mist ones first', () => {
  const games = [[2, 42], [4, 77], [3, 5], [2, 9], [4, 13], [3, 21], [2, 1], [4, 3], [3, 8], [2, 30]];
  const perGame = 100;
  const found = [];
  let read = 0;
  let misty = 0;
  for (const [players, seed] of games) {
    const g = engine.GameHandle.load(JSON.stringify({
      format: 'carcassonne-mist/game', version: 1,
      setup: { players: ['Red', 'Blue', 'Green', 'Yellow'].slice(0, players), sets: ['base', 'gcc', 'sc'], seed }, actions: [],
    }));
    const rnd = random(seed * 7919 + players);
    let here = 0;
    for (let turn = 0; turn < 600 && here < perGame; turn++) {
      const v = g.view();
      if (v.phase === 'game-over') break;
      if (v.phase !== 'place-tile') {
        const all = g.legalActions();
        g.play(JSON.stringify(all[Math.floor(rnd() * all.length)]));
        continue;
      }
      const all = g.legalPlacements();
      if (turn > 4) {
        // one to four placements of this turn, mostly ones that touch the mist or move ghosts
        const mist = all.filter((/** @type {import('../../types/engine/PlacementView').PlacementView} */ p) => {
          const pv = g.preview(p.x, p.y, p.rotation);
          return pv.banks.length > 0 || pv.obligations.length > 0;
        });
        const from = [...(mist.length && rnd() < 0.8 ? mist : all)];
        for (let n = 1 + Math.floor(rnd() * 4); n > 0 && from.length && here < perGame; n--) {
          const p = from.splice(Math.floor(rnd() * from.length), 1)[0];
          const { lines, head } = panelOf(g, p.x, p.y, p.rotation);
          if (lines.some((l) => /^M|^S/.test(l.rule))) misty += 1;
          for (const pr of panelProblems(lines, head)) {
            found.push(`${players} players, seed ${seed}, tile ${v.hand_id} at ${p.x},${p.y} turned ${p.rotation}: ${pr}`);
          }
          here += 1;
          read += 1;
        }
      }
      const p = all[Math.floor(rnd() * all.length)];
      g.placeTile(p.x, p.y, p.rotation);
    }
    g.free();
  }
  assert.ok(read >= 1000, `${read} placements read`);
  assert.ok(misty >= 500, `${misty} of them with a mist line`);
  assert.deepEqual(found, []);
});

test('the supply a placement leaves counts the ghosts that come back with the meeples that score (G5), in every language', () => {
  const text = readFileSync(new URL('../scenarios/gcc/G5-G6-ghosts-leave-and-cost.json', import.meta.url), 'utf8');
  const g = engine.GameHandle.fromScenario(text);
  try {
    const v = g.view();
    const pv = g.preview(2, 0, 90); // completes Red's road, whose meeple carries 2 ghosts
    assert.deepEqual([v.ghost_supply, pv.supply_after, pv.supply_end], [12, 12, 14]);
    assert.match(outcomeSentences(pv, { players: v.players, supply: v.ghost_supply }), /then to 14: 2 ghosts come back with the meeples that score \(G5\)\./);
    for (const lang of ['de', 'fr', 'nl', 'cs']) {
      useLanguage(lang);
      const said = outcomeSentences(pv, { players: v.players, supply: v.ghost_supply });
      assert.match(said, /14.*\(G5\)/, `${lang}: ${said}`);
      assert.doesNotMatch(said, /supply-change|\{/, `${lang}: ${said}`);
    }
  } finally {
    useLanguage('en');
    g.free();
  }
});
