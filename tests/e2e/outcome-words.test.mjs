// The outcome panel read as a newcomer reads it (issue 11), on the page: for 30 random legal
// placements in seeded all-sets games of 2–4 players, hovered with the mouse, the panel's
// default text must not hold
//   - a coordinate pair such as "(−1, 1)" (the board shows no coordinates: the panel names banks
//     by letter and meeples by colour and number, as the board labels them);
//   - "(s)", or a number that disagrees with its noun ("1 ghosts", "2 ghost", "1 meeples"…);
//   - two lines that contradict each other (panel-words.mjs `panelProblems` says exactly what);
//   - a line citing G4 that does not say why the ghost cannot be placed.
// The same words over every step of every ready-made scenario and over 1,000 random placements
// are read without a browser (tests/unit/outcome-words.test.mjs: the words come from outcome.js
// alone); this file checks that the page shows them where the pointer is. It also takes the
// pictures of issue 11 (a continue+limit placement hovered; Example 2 in the embed).
// Run after `make build`:  node --test tests/e2e/outcome-words.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { port, useBrowser, watch, SHOTS } from './harness.mjs';
import { panelProblems } from './panel-words.mjs';

const PORT = port(8131);
const BASE = `http://127.0.0.1:${PORT}`;
const harness = useBrowser(PORT);

/** Prints the problems found, grouped by kind, with a few examples of each. */
function report(what, checked, found) {
  console.log(`${checked} ${what} read; ${found.length} problems`);
  const kinds = new Map();
  for (const f of found) {
    const p = f.slice(f.indexOf(': ') + 2);
    const kind = p.replace(/"[^"]*"/g, '"…"').replace(/\([^)]*\)/g, '(…)').replace(/bank \S+/g, 'bank …').slice(0, 60);
    if (!kinds.has(kind)) kinds.set(kind, []);
    kinds.get(kind).push(f);
  }
  for (const [kind, all] of kinds) {
    console.log(`  ${all.length} × ${kind}`);
    for (const f of all.slice(0, 4)) console.log(`      ${f}`);
  }
}

/** The lines of the panel in `root` (the page's #outcome, the embed's #outcome-box). */
async function readPanel(page, root) {
  return page.evaluate((sel) => {
    const box = document.querySelector(sel);
    if (!box) return { head: '', lines: [] };
    // the words of an element, its text pieces apart (a rule link is a word of its own)
    const words = (e) => {
      const out = [];
      const walk = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
      while (walk.nextNode()) out.push(walk.currentNode.nodeValue);
      return out.join(' ').replace(/\s+/g, ' ').replace(/ ([.,;:])/g, '$1').trim();
    };
    const lines = [...box.querySelectorAll('.mo-line')].map((li) => ({ text: words(li), rule: li.dataset.rule || '' }));
    const clone = box.cloneNode(true);
    for (const li of clone.querySelectorAll('.mo-line')) li.remove();
    return { head: words(clone), lines };
  }, root);
}

/** A seeded generator of numbers in [0, 1) (mulberry32). */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test('30 random legal placements in seeded all-sets games of 2–4 players, hovered on the page', async () => {
  const games = [[2, 42], [4, 77], [3, 5]];
  const perGame = 10;
  const found = [];
  let checked = 0;
  const context = await harness.browser().newContext({ viewport: { width: 1280, height: 800 } });
  try {
    for (const [players, seed] of games) {
      const page = await context.newPage();
      const problems = [];
      watch(page, problems);
      await page.goto(`${BASE}/`);
      await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
      const names = ['Red', 'Blue', 'Green', 'Yellow'].slice(0, players);
      const saved = JSON.stringify({
        format: 'carcassonne-mist/game', version: 1,
        setup: { players: names, sets: ['base', 'gcc', 'sc'], seed }, actions: [],
      });
      const code = await page.evaluate((j) => window.__app.encodeGame(j), saved);
      await page.goto(`${BASE}/#game=${code}`);
      await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
      const rnd = random(seed * 7919 + players);
      let here = 0;
      for (let turn = 0; turn < 400 && here < perGame; turn++) {
        const v = await page.evaluate(() => window.__app.view());
        if (v.phase === 'game-over') break;
        if (v.phase !== 'place-tile') {
          // the other phases: a random legal action (meeples go on the board, ghosts move)
          await page.evaluate((r) => {
            const g = window.__app.game;
            const all = g.legalActions();
            g.play(JSON.stringify(all[Math.floor(r * all.length)]));
          }, rnd());
          continue;
        }
        // after a few quiet turns, read one to three placements of this turn (mist ones first)
        if (turn > 6) {
          const picks = await page.evaluate(([r1, r2]) => {
            const g = window.__app.game;
            const all = g.legalPlacements();
            const misty = all.filter((p) => {
              const pv = g.preview(p.x, p.y, p.rotation);
              return pv.continued.length + pv.limited.length + pv.closed.length > 0 || pv.obligations.length;
            });
            const from = misty.length && r1 < 0.8 ? misty : all;
            const n = 1 + Math.floor(r2 * 3);
            const out = [];
            for (let i = 0; i < n && from.length; i++) out.push(from.splice(Math.floor(((r1 * 977 + i * 0.618) % 1) * from.length), 1)[0]);
            return out;
          }, [rnd(), rnd()]);
          await page.evaluate(() => { window.__app.refresh(); window.__app.fit(); });
          for (const p of picks) {
            if (here >= perGame) break;
            for (let k = 0; k < 4 && (await page.evaluate(() => window.__app.rotation)) !== p.rotation; k++) await page.click('#rotate');
            const pt = await page.evaluate(([x, y]) => window.__app.cellToClient(x, y), [p.x, p.y]);
            await page.mouse.move(pt.x, pt.y);
            await page.waitForFunction((c) => document.querySelector('#outcome')?.dataset.cell === c, `${p.x},${p.y},${p.rotation}`);
            const panel = await readPanel(page, '#outcome');
            const v2 = await page.evaluate(() => window.__app.view());
            for (const pr of panelProblems(panel.lines, panel.head)) {
              found.push(`${players} players, seed ${seed}, tile ${v2.hand_id} at ${p.x},${p.y} turned ${p.rotation}: ${pr}`);
            }
            here += 1;
            checked += 1;
          }
          await page.mouse.move(2, 2);
        }
        // play a random legal placement and go on
        await page.evaluate((r) => {
          const g = window.__app.game;
          const all = g.legalPlacements();
          const p = all[Math.floor(r * all.length)];
          g.placeTile(p.x, p.y, p.rotation);
          window.__app.refresh();
        }, rnd());
      }
      assert.deepEqual(problems, [], `seed ${seed}: nothing went wrong in the page`);
      await page.close();
    }
  } finally {
    await context.close();
  }
  report('random placements', checked, found);
  assert.ok(checked >= 30, `${checked} placements read`);
  assert.deepEqual(found, []);
});

test('pictures: a continue+limit placement on the page, its bank line hovered; Example 2 in the embed', async () => {
  const context = await harness.browser().newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const problems = [];
    watch(page, problems);
    await page.goto(`${BASE}/?seed=42&sets=base,gcc,sc`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
    // play on until a placement continues and limits one bank while ghosts move
    const p = await page.evaluate(() => {
      const g = window.__app.game;
      for (let i = 0; i < 300 && g.view().phase !== 'game-over'; i++) {
        const v = g.view();
        if (v.phase === 'place-tile') {
          if (i > 10 && v.meeples.length > 2) {
            for (const q of g.legalPlacements()) {
              const pv = g.preview(q.x, q.y, q.rotation);
              if (pv.banks.some((b) => b.continued && b.limited) && pv.obligations.some((o) => o.moved)) return q;
            }
          }
          const all = g.legalPlacements();
          const q = all[(i * 7 + 3) % all.length];
          g.placeTile(q.x, q.y, q.rotation);
        } else {
          const acts = g.legalActions();
          g.play(JSON.stringify(acts[(i * 5) % acts.length]));
        }
      }
      return null;
    });
    assert.ok(p, 'a continue+limit placement was found');
    await page.evaluate(() => { window.__app.refresh(); window.__app.fit(); });
    for (let k = 0; k < 4 && (await page.evaluate(() => window.__app.rotation)) !== p.rotation; k++) await page.click('#rotate');
    let pt = await page.evaluate(([x, y]) => window.__app.cellToClient(x, y), [p.x, p.y]);
    await page.mouse.move(pt.x, pt.y);
    // closer, for the picture: the wheel zooms around the pointer
    await page.mouse.wheel(0, -200);
    pt = await page.evaluate(([x, y]) => window.__app.cellToClient(x, y), [p.x, p.y]);
    await page.mouse.move(pt.x, pt.y + 1);
    await page.waitForFunction((c) => document.querySelector('#outcome')?.dataset.cell === c, `${p.x},${p.y},${p.rotation}`);
    const bankLine = page.locator('#outcome .mo-line[data-marks^="bank:"]').first();
    const said = await bankLine.textContent();
    assert.match(said, /^Bank A \(\d+ tiles?\): the new tile's .*sides? continues? it and its .*sides? limits? it, so it can never close\./);
    // the board labels what the panel names: the bank's letter at its sides, the meeples' numbers
    const marks = await page.evaluate(async () => {
      const [{ outcomeMarkers }, { placeLabels }] = await Promise.all([import('/src/www/render/markers.js'), import('/src/www/words/outcome.js')]);
      return outcomeMarkers(window.__app.shownPreview, placeLabels(window.__app.view())).map((m) => m.key);
    });
    assert.ok(marks.includes('bank:A'), JSON.stringify(marks));
    await bankLine.hover();
    await page.screenshot({ path: `${SHOTS}outcome-continue-limit.png` });
    assert.deepEqual(problems, []);
    const embed = await context.newPage();
    watch(embed, problems);
    await embed.setViewportSize({ width: 720, height: 480 });
    await embed.goto(`${BASE}/www/embed.html?scenario=scenarios/example-2.json`);
    await embed.waitForSelector('#outcome-box .mo-line', { timeout: 20_000 });
    assert.match(await embed.textContent('#outcome'), /More ghosts: 1 ghost from circle 1 to Blue 1 or Yellow 1/);
    await embed.screenshot({ path: `${SHOTS}outcome-embed-example-2.png` });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
