// End-to-end (issue 24): a meeple sent home by its third ghost (G3) said in the outcome panel
// before the placement and in the turn log after it; the final table with a computer seat and its
// level. Screenshots at 1280 × 800 and 390 × 844 (touch), in English and French.
// Run after `make build`: node --test tests/e2e/g3-final.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { newGameFromDialog, openPlayedOn, port, useBrowser, watch, SHOTS } from './harness.mjs';

const PORT = port(8193);
const harness = useBrowser(PORT);
const clean = (s) => s.replace(/[\u2068\u2069]/g, '');
const SIZES = [['en', { width: 1280, height: 800 }, false], ['fr', { width: 390, height: 844 }, true], ['fr', { width: 1280, height: 800 }, false], ['en', { width: 390, height: 844 }, true]];
const G3 = {
  en: { panel: /Red 1 receives its third ghost and goes home; its monastery is free again/, log: /Red's meeple receives its third ghost and goes home: its monastery is free again \(G3\)/ },
  fr: { panel: /Rouge 1 reçoit son troisième fantôme et rentre ; son abbaye est de nouveau libre/, log: /le meeple de Rouge reçoit son troisième fantôme et rentre : son abbaye est de nouveau libre \(G3\)/ },
};

/** Opens Example 1 (Red's only meeple takes its third ghost) on the game page, as a link. */
async function openExample1(page, lang) {
  await page.goto(`http://127.0.0.1:${PORT}/?lang=${lang}`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
  const text = await readFile(new URL('../../www/scenarios/example-1.json', import.meta.url), 'utf8');
  const code = await page.evaluate(async (t) => {
    const g = window.__app.game.constructor.fromScenario(t);
    const saved = g.save();
    g.free();
    return window.__app.encodeGame(saved);
  }, text);
  await page.goto(`http://127.0.0.1:${PORT}/?lang=${lang}#game=${code}`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
  await page.waitForFunction(() => window.__app.view().hand_id === 'EX1');
}

for (const [lang, viewport, touch] of SIZES) {
  test(`G3 in the outcome panel and in the turn log (${lang}, ${viewport.width} px)`, async () => {
    const context = await harness.browser().newContext({ viewport, hasTouch: touch, isMobile: touch, deviceScaleFactor: touch ? 2 : 1 });
    const page = await context.newPage();
    const problems = [];
    watch(page, problems);
    try {
      await openExample1(page, lang);
      await page.click('#fit');
      const pt = await page.evaluate(() => window.__app.cellToClient(0, -1));
      if (touch) await page.touchscreen.tap(pt.x, pt.y);
      else await page.mouse.move(pt.x, pt.y, { steps: 3 });
      await page.waitForSelector('#outcome [data-rule="G3"]');
      const panel = clean(await page.locator('#outcome').innerText());
      assert.match(panel, G3[lang].panel, panel);
      const size = touch ? 'phone' : 'desktop';
      await page.screenshot({ path: `${SHOTS}g3-preview-${size}-${lang}.png` });
      // placed: the turn log says it (Red then chooses a meeple)
      if (touch) await page.touchscreen.tap(pt.x, pt.y);
      else await page.mouse.click(pt.x, pt.y);
      await page.waitForFunction(() => window.__app.view().phase === 'meeple');
      await page.evaluate(() => {
        const card = document.querySelector('#log-card');
        card.open = true;
        card.scrollIntoView();
      });
      await page.waitForFunction(() => /G3/.test(document.querySelector('#log').textContent));
      const log = clean(await page.locator('#log').innerText());
      assert.match(log, G3[lang].log, log);
      await page.screenshot({ path: `${SHOTS}g3-log-${size}-${lang}.png` });
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}

for (const [lang, viewport, touch] of SIZES.slice(0, 2)) {
  test(`the final table carries the computer seat and its level (${lang}, ${viewport.width} px)`, async () => {
    const context = await harness.browser().newContext({ viewport, hasTouch: touch, isMobile: touch, deviceScaleFactor: touch ? 2 : 1 });
    const page = await context.newPage();
    const problems = [];
    watch(page, problems);
    try {
      await page.goto(`http://127.0.0.1:${PORT}/?lang=${lang}&seed=8`);
      await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
      await newGameFromDialog(page, { who: 'easy', sets: 'base', seed: 8 });
      // the game's start, both seats played by the engine's first legal actions to 6 tiles left,
      // as a link of the dialog's game (its seats stay the dialog's: harness.mjs)
      await openPlayedOn(page, `http://127.0.0.1:${PORT}/www/index.html?lang=${lang}`, { bagLeft: 6 });
      await page.selectOption('#ai-speed', '10');
      // to the end: Red plays the engine's first legal action each time; the computer answers
      await page.evaluate(async () => {
        const app = window.__app;
        for (let guard = 0; guard < 20000; guard++) {
          const v = app.view();
          if (v.phase === 'game-over') break;
          if (v.current !== 0) {
            await new Promise((ok) => setTimeout(ok, 20));
            continue;
          }
          app.game.play(JSON.stringify(app.game.legalActions()[0]));
          app.refresh();
        }
      });
      await page.waitForSelector('#final-dialog[open]', { timeout: 120_000 });
      const head = clean(await page.locator('#final-table thead').innerText());
      assert.match(head, { en: /Computer \(easy\)/, fr: /Ordinateur \(facile\)/ }[lang], head);
      // the seat is read whole, not cut ("Computer (easy"): it wraps under the name (issue 43)
      const cut = await page.$$eval('#final-table thead th:not(:first-child)', (ths) => ths.filter((th) => th.scrollWidth > th.clientWidth + 1).map((th) => th.textContent));
      assert.deepEqual(cut, [], 'no player column cut');
      await page.screenshot({ path: `${SHOTS}final-computer-${touch ? 'phone' : 'desktop'}-${lang}.png` });
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}
