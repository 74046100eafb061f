// End-to-end (issues 24, 42): a hint that teaches. On a meeple decision the Hint lights the spot
// it means on the board (as pointing at it would), says the move in the board's words and why:
// the engine's explanation (what it claims, completes, the ghosts it sends; src/ai/explain.rs)
// and the points it gains over the move a player would likely play, never a coordinate. Screenshots at
// 1280 × 800 (English) and 390 × 844 touch (French). Run after `make build`:
//   node --test tests/e2e/hint.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newGameFromDialog, port, useBrowser, watch, SHOTS } from './harness.mjs';
import { COORDS } from './panel-words.mjs';

const PORT = port(8201);
const harness = useBrowser(PORT);
const clean = (s) => s.replace(/[\u2068\u2069]/g, '');
const WHY = { en: /^Hint: .+\. Why: it .+?(; about [\d.]+ points better than .+ \(it .+\))?\.$/, fr: /^Indice : .+\. Pourquoi : il .+?( ; environ [\d.,]+ points de mieux que .+ \(il .+\))?\.$/ };

for (const [lang, viewport, touch] of [['en', { width: 1280, height: 800 }, false], ['fr', { width: 390, height: 844 }, true]]) {
  test(`the hint on a meeple decision lights its spot and says why (${lang}, ${viewport.width} px)`, async () => {
    const context = await harness.browser().newContext({ viewport, hasTouch: touch, isMobile: touch, deviceScaleFactor: touch ? 2 : 1 });
    const page = await context.newPage();
    const problems = [];
    watch(page, problems);
    try {
      await page.goto(`http://127.0.0.1:${PORT}/?lang=${lang}&seed=3`);
      await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
      await newGameFromDialog(page, { who: 'easy', sets: 'base,gcc,sc', seed: 3 });
      // Red places the first tile where it leaves at least two meeple spots
      await page.evaluate(() => {
        const app = window.__app;
        for (const p of app.game.legalPlacements()) {
          app.game.placeTile(p.x, p.y, p.rotation);
          while (app.view().phase === 'ghosts') app.game.play(JSON.stringify(app.game.legalActions()[0]));
          if (app.view().phase === 'meeple' && app.view().meeple_choices.length >= 2) break;
          app.game.undo();
          while (app.view().phase !== 'place-tile') app.game.undo();
        }
        app.refresh();
      });
      assert.equal(await page.evaluate(() => window.__app.view().phase), 'meeple');
      await page.click('#hint-button');
      await page.waitForFunction(() => /^(Hint|Indice)/.test(document.querySelector('#ai-status').textContent), null, { timeout: 30_000 });
      const status = clean(await page.locator('#ai-status').innerText());
      assert.match(status, WHY[lang], status);
      assert.doesNotMatch(status, COORDS, status);
      const hinted = await page.evaluate(() => window.__app.hinted);
      const scene = await page.evaluate(() => window.__app.scene());
      if (hinted.type === 'place-meeple') {
        assert.deepEqual(scene.hotSpots, [hinted.feature], 'the hinted spot is lit on the board');
        // and its button in the panel, that one only (issue 43)
        const marked = await page.$$eval('#meeple-spots button.hinted', (bs) => bs.map((b) => [b.dataset.feature, b.dataset.guard === '1']));
        assert.deepEqual(marked, [[hinted.feature, Boolean(hinted.guard)]], 'the hinted meeple button is marked');
      }
      else assert.equal(hinted.type, 'skip-meeple', JSON.stringify(hinted));
      await page.screenshot({ path: `${SHOTS}hint-meeple-${touch ? 'phone' : 'desktop'}-${lang}.png` });
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}
