// End-to-end (issue 42): Puzzles found in games. The Puzzles button opens the next unsolved
// puzzle of www/puzzles/puzzles.json on the board (never kept as a game); a wrong placement is
// told how many points the best one is worth more and what the answer did, the solution is
// "Solved" with the reason in the board's words (never a coordinate), and the progress is kept
// in this browser; the embed shows one (`embed.html?puzzle=<id>`). Screenshots at 1280 × 800
// (English) and 390 × 844 touch (German). Run after
// `make build`:   node --test tests/e2e/puzzles.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { port, useBrowser, watch, SHOTS } from './harness.mjs';
import { COORDS } from './panel-words.mjs';
import { readFileSync } from 'node:fs';
import { dayIndex } from '../../www/io/puzzle-day.js';

const PORT = port(8231);
const harness = useBrowser(PORT);
const clean = (s) => s.replace(/[\u2068\u2069]/g, '');
const SET = JSON.parse(readFileSync(new URL('../../www/puzzles/puzzles.json', import.meta.url), 'utf8')).puzzles;
// a UTC day whose puzzle of the day is the set's first (io/puzzle-day.js), and its noon
const DAY = Array.from({ length: 4000 }, (_, i) => 20_000 + i).find((d) => dayIndex(d, SET.length) === 0);
const NOON = DAY * 86_400_000 + 43_200_000;
const WORDS = {
  en: { wrong: /^Not the best placement: the best one is worth about [\d.]+ points more\. Yours: .+\.$/, solved: /^Solved: this is the best placement\. Why: .+\.$/, progress: /^1 of \d+ solved/ },
  de: { wrong: /^Nicht das beste Anlegen: das beste ist etwa [\d.,]+ Punkte mehr wert\. Deines: .+\.$/, solved: /^Gelöst: das ist das beste Anlegen\. Warum: .+\.$/, progress: /^1 von \d+ in diesem Browser gelöst/ },
};

/** Places the tile of the puzzle shown as the page's own click would (the engine checks it). */
const place = (page, a) => page.evaluate((p) => {
  window.__app.game.placeTile(p.x, p.y, p.rotation);
  window.__app.refresh();
}, a);

for (const [lang, viewport, touch] of [['en', { width: 1280, height: 800 }, false], ['de', { width: 390, height: 844 }, true]]) {
  test(`open Puzzles, miss one, solve it, and find the next one after a reload (${lang}, ${viewport.width} px)`, async () => {
    const context = await harness.browser().newContext({ viewport, hasTouch: touch, isMobile: touch, deviceScaleFactor: touch ? 2 : 1 });
    const page = await context.newPage();
    const problems = [];
    watch(page, problems);
    try {
      // English: on a day whose puzzle is the first, after 4 days in a row solved here
      if (lang === 'en') {
        await page.clock.setFixedTime(NOON);
        await page.addInitScript((day) => {
          if (!sessionStorage.getItem('streak-set')) localStorage.setItem('carcassonne-mist/settings/puzzles-day', JSON.stringify({ last: day - 1, streak: 4 }));
          sessionStorage.setItem('streak-set', '1');
        }, DAY);
      }
      await page.goto(`http://127.0.0.1:${PORT}/?lang=${lang}&seed=5`);
      await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
      const kept = await page.evaluate(() => window.__app.games().length);
      await page.click('#puzzles-button');
      await page.waitForFunction(() => document.querySelector('#puzzle-card .puzzle-task')?.textContent, null, { timeout: 20_000 });
      const puzzle = await page.evaluate(async () => (await (await fetch(new URL('../puzzles/puzzles.json', document.querySelector('script[type=module]').src))).json()).puzzles[0]);
      // a wrong answer: the legal placement of another cell
      const wrong = await page.evaluate((s) => window.__app.game.legalPlacements().find((p) => p.x !== s.x || p.y !== s.y), puzzle.solution);
      await place(page, wrong);
      const result = page.locator('#puzzle-card .puzzle-result');
      await page.waitForFunction((re) => new RegExp(re).test(document.querySelector('#puzzle-card .puzzle-result').textContent.replace(/[\u2068\u2069]/g, '')), WORDS[lang].wrong.source, { timeout: 30_000 });
      await page.locator('#puzzle-card button:visible').first().click(); // Try again
      await page.waitForFunction(() => window.__app.view().phase === 'place-tile');
      await place(page, puzzle.solution);
      await page.waitForFunction((re) => new RegExp(re).test(document.querySelector('#puzzle-card .puzzle-result').textContent.replace(/[\u2068\u2069]/g, '')), WORDS[lang].solved.source, { timeout: 30_000 });
      const said = clean(await result.innerText());
      assert.doesNotMatch(said, COORDS, said);
      assert.match(clean(await page.locator('#puzzle-card .puzzle-progress').innerText()), WORDS[lang].progress);
      if (lang === 'en') {
        assert.match(clean(await page.locator('#puzzle-title').textContent()), /^Puzzle of the day \(1 of \d+\)$/);
        assert.equal(clean(await page.locator('#puzzle-card .puzzle-day-words').innerText()), 'Today\'s puzzle is solved in this browser. Solved 5 days in a row.');
      }
      await page.screenshot({ path: `${SHOTS}puzzle-solved-${touch ? 'phone' : 'desktop'}-${lang}.png` });
      assert.equal(await page.evaluate(() => window.__app.games().length), kept, 'a puzzle is not kept as a game');
      // the progress is kept: after a reload the next puzzle is the second
      await page.reload();
      await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
      await page.click('#puzzles-button');
      await page.waitForFunction(() => /2/.test(document.querySelector('#puzzle-title')?.textContent || ''), null, { timeout: 20_000 });
      if (lang === 'en') {
        // the puzzle of the day is offered beside the next unsolved one, a button that opens it
        await page.getByRole('button', { name: 'Puzzle of the day' }).click();
        await page.waitForFunction(() => /^Puzzle of the day \(1 of/.test(document.querySelector('#puzzle-title').textContent.replace(/[\u2068\u2069]/g, '')));
        assert.equal(await page.getByRole('button', { name: 'Puzzle of the day' }).count(), 0, 'no button for the puzzle shown');
      }
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}

test('the embed shows a puzzle one step before its solution (embed.html?puzzle=…)', async () => {
  const context = await harness.browser().newContext({ viewport: { width: 640, height: 480 } });
  const page = await context.newPage();
  const problems = [];
  watch(page, problems);
  try {
    await page.goto(`http://127.0.0.1:${PORT}/www/index.html?lang=en`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
    const puzzle = await page.evaluate(async () => (await (await fetch('puzzles/puzzles.json')).json()).puzzles[1]);
    await page.goto(`http://127.0.0.1:${PORT}/www/embed.html?puzzle=${puzzle.id}&lang=en`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
    const s = await page.evaluate(() => ({ n: window.__embed.state.n, steps: window.__embed.state.steps.length, phase: window.__embed.view().phase }));
    assert.equal(s.n, s.steps - 1, 'the position before the solution');
    assert.equal(s.phase, 'place-tile');
    await page.screenshot({ path: `${SHOTS}puzzle-embed-en.png` });
    await page.goto(`http://127.0.0.1:${PORT}/www/embed.html?puzzle=no-such-puzzle&lang=en`);
    await page.waitForFunction(() => /No puzzle has the id/.test(document.body.textContent));
    assert.deepEqual(problems.filter((p) => !/HTTP 404/.test(p)), []);
  } finally {
    await context.close();
  }
});
