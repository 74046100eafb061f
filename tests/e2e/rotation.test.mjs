// End-to-end: a symmetric tile turned to any rotation that fits previews and places through the
// page (B1). Seed 6 starts with U in hand: at (−1, 0) it fits turned 90° and 270°, which look
// the same; the engine lists 90° once, and the page must still accept 270° as the player turned
// it, with no "fits only turned 90°" note. Run after `make build`: node --test tests/e2e/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { port, useBrowser, watch } from './harness.mjs';

const PORT = port(8125);
const BASE = `http://127.0.0.1:${PORT}`;
const harness = useBrowser(PORT);

test('U turned 270° at (-1, 0) previews and places as turned (seed 6)', async () => {
  const context = await harness.browser().newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const problems = [];
  watch(page, problems);
  try {
    await page.goto(`${BASE}/?seed=6`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
    assert.equal((await page.evaluate(() => window.__app.view())).hand_id, 'U');
    for (let i = 0; i < 4 && Number(await page.getAttribute('#hand', 'data-rotation')) !== 270; i++) {
      await page.click('#rotate');
    }
    assert.equal(Number(await page.getAttribute('#hand', 'data-rotation')), 270);
    const cell = () => page.evaluate(() => window.__app.cellToClient(-1, 0));
    let pt = await cell();
    await page.mouse.move(pt.x, pt.y, { steps: 2 });
    assert.equal(await page.getAttribute('#outcome', 'data-cell'), '-1,0,270', 'it previews turned 270°');
    const text = await page.textContent('#outcome');
    assert.ok(!text.includes('fits'), `no note that it fits only another way: ${text}`);
    pt = await cell();
    await page.mouse.click(pt.x, pt.y);
    const v = await page.evaluate(() => window.__app.view());
    assert.equal(v.tiles.length, 2, 'the click places the tile');
    assert.deepEqual([v.tiles[1].x, v.tiles[1].y, v.tiles[1].rotation], [-1, 0, 270], 'as turned');
    assert.equal(v.phase, 'meeple');
    assert.equal(await page.textContent('#error'), '');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
