// End-to-end: a whole all-sets game against the computer ("easy", at the "very fast" speed)
// through the UI, from the New game dialog to the final table: the human places by clicking,
// pays ghosts and puts meeples with the panel's buttons; the computer replies every time. Then
// undo takes back to the human's last decision, and during a "medium" search the main thread
// has no task over 50 ms (PerformanceObserver 'longtask').
// Run after `make build`: node --test tests/e2e/computer-game.test.mjs (COMPUTER_PORT: the port).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, watch } from './harness.mjs';

const PORT = Number(process.env.COMPUTER_PORT) || 8139;
const harness = useBrowser(PORT);
const view = (page) => page.evaluate(() => window.__app.view());

/** Starts a new game from the dialog: all sets, seat 2 played by the computer at `level`. */
async function start(page, level, seed) {
  await page.click('#new-game');
  await page.selectOption('#ng-players li:nth-child(2) .ng-who', level);
  await page.check('#ng-sets input[value="base,gcc,sc"]');
  await page.fill('#ng-seed', String(seed));
  await page.click('#ng-start');
}

/** The human's decisions until the computer is to move (or the end): returns how many. */
async function humanTurn(page, turn) {
  let decisions = 0;
  for (;;) {
    const s = await page.evaluate((i) => {
      const app = window.__app;
      const v = app.view();
      if (v.phase === 'game-over' || v.current !== 0) return { phase: 'theirs' };
      if (v.phase !== 'place-tile') return { phase: v.phase };
      const all = app.game.legalPlacements();
      return { phase: v.phase, p: all[(i * 13 + 5) % all.length], rotation: app.rotation, tiles: v.tiles.length };
    }, turn);
    if (s.phase === 'theirs') return decisions;
    decisions += 1;
    if (s.phase === 'place-tile') {
      for (let r = s.rotation; r !== s.p.rotation; r = (r + 90) % 360) await page.keyboard.press('r');
      const pt = await page.evaluate(([x, y]) => window.__app.cellToClient(x, y), [s.p.x, s.p.y]);
      await page.mouse.click(pt.x, pt.y);
      assert.equal((await view(page)).tiles.length, s.tiles + 1, 'the click placed the tile');
    } else if (s.phase === 'ghosts') {
      const b = page.locator('#ghost-moves button');
      await b.nth(turn % (await b.count())).click();
    } else {
      const spots = page.locator('#meeple-spots button');
      const n = turn % 3 === 0 ? await spots.count() : 0;
      if (n) await spots.nth(turn % n).click();
      else await page.click('#skip');
    }
  }
}

test('a whole all-sets game against the easy computer through the UI; undo; no long task while medium thinks', async () => {
  const context = await harness.browser().newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const problems = [];
  watch(page, problems);
  try {
    await page.goto(`http://127.0.0.1:${PORT}/www/index.html?seed=21`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
    await start(page, 'easy', 21);
    await page.selectOption('#ai-speed', '10');
    await page.click('#fit');
    const t0 = Date.now();
    let turns = 0;
    let computerTurns = 0;
    for (;;) {
      const v = await view(page);
      if (v.phase === 'game-over') break;
      if (v.current === 0) {
        await humanTurn(page, turns);
        turns += 1;
      } else {
        // the computer thinks in its worker and plays; wait for the human's turn (or the end)
        await page.waitForFunction(() => {
          const w = window.__app.view();
          return w.phase === 'game-over' || w.current === 0;
        }, null, { timeout: 20_000 });
        computerTurns += 1;
      }
      assert.ok(turns < 200, 'the game ends');
    }
    const seconds = (Date.now() - t0) / 1000;
    console.log(`all-sets game against easy: ${turns} human turns, ${computerTurns} computer turns, ${seconds.toFixed(1)} s`);
    assert.equal(await page.textContent('#error'), '');
    const v = await view(page);
    assert.ok(v.tiles.length > 100, 'every tile was played');
    assert.ok(computerTurns >= turns - 1, 'the computer played its turns');
    assert.ok(await page.locator('#final-dialog').evaluate((d) => d.open), 'the final scores are shown');
    const totals = await page.locator('#final-table tr.total td').allTextContents();
    assert.deepEqual(totals.map(Number), v.players.map((p) => p.score), 'the table shows the engine scores');
    await page.click('#final-close');

    // a new game against "medium": the human plays a turn; undo after the computer's reply takes
    // back to the human's last decision; no long task while it thinks
    await start(page, 'medium', 22);
    await page.evaluate(() => {
      window.__long = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__long.push(Math.round(e.duration));
      }).observe({ type: 'longtask' });
    });
    const before = await page.evaluate(() => JSON.parse(window.__app.game.save()).actions.length);
    const decisions = await humanTurn(page, 0);
    const mine = await page.evaluate(() => JSON.parse(window.__app.game.save()).actions.length);
    assert.ok(mine > before);
    await page.waitForSelector('body[data-ai-thinking="1"]', { timeout: 10_000 });
    await page.waitForFunction(() => window.__app.view().current === 0, null, { timeout: 30_000 });
    const longTasks = await page.evaluate(() => window.__long);
    console.log(`long tasks while medium thought: ${JSON.stringify(longTasks)}`);
    assert.deepEqual(longTasks.filter((d) => d > 50), [], 'no main-thread task over 50 ms');
    const afterReply = await page.evaluate(() => JSON.parse(window.__app.game.save()).actions.length);
    assert.ok(afterReply > mine, 'the computer replied');
    await page.click('#undo');
    const undone = await page.evaluate(() => JSON.parse(window.__app.game.save()).actions.length);
    assert.equal(undone, mine - 1, `undo takes back the computer's turn and the human's last decision (of ${decisions})`);
    assert.equal((await view(page)).current, 0, 'the human is to move');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
