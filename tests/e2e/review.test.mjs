// End-to-end (issue 42): the review of a finished game. "Review the game" has the computer's
// worker go through it (its progress shown), then shows the scores over the game as a chart
// and as a table, the decisions that cost the most with the better move and why (in the board's
// words, never a coordinate), and replays the game move by move on the board without keeping the
// replay as a game; it is opened from the final scores or from Your games; the puzzle and review
// cards are clean to axe. Screenshot at 1280 × 800 (English). Run after `make build`:
//   node --test tests/e2e/review.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { port, useBrowser, watch, SHOTS } from './harness.mjs';
import { COORDS } from './panel-words.mjs';
import { assertNoProblems, assertNoViolations, openForAxe } from './axe-check.mjs';

const PORT = port(8232);
const harness = useBrowser(PORT);
const clean = (s) => s.replace(/[\u2068\u2069]/g, '');

test('a finished game is reviewed: scores as a table, its costly decisions explained, a replay', async () => {
  const context = await harness.browser().newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const problems = [];
  watch(page, problems);
  try {
    await page.goto(`http://127.0.0.1:${PORT}/?lang=en&seed=7&sets=base`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
    // both seats played to the end through the engine, with moves that are often poor
    await page.evaluate(() => {
      const g = window.__app.game;
      for (let i = 0; g.view().phase !== 'game-over'; i++) {
        const all = g.legalActions();
        g.play(JSON.stringify(all[(i * 7) % all.length]));
      }
      window.__app.refresh();
    });
    await page.evaluate(() => window.__app.settled()); // the game's last move written (storage.js keep)
    const kept = await page.evaluate(() => window.__app.games().length);
    await page.keyboard.press('Escape'); // the final scores' dialog
    // reviewed from Your games: another position shown first (a puzzle, never kept), then the
    // finished game's Review button opens the game and its review, the keyboard at its title
    await page.click('#puzzles-button');
    await page.waitForFunction(() => document.querySelector('#puzzle-card .puzzle-task')?.textContent, null, { timeout: 20_000 });
    const review = page.locator('#games li.game-entry').getByRole('button', { name: 'Review', exact: true });
    assert.equal(await review.count(), 1, 'the finished game has a Review button');
    await review.click();
    await page.waitForFunction(() => document.activeElement?.id === 'review-title');
    assert.equal(await page.evaluate(() => document.getElementById('puzzle-card').hidden), true, 'the puzzle is left');
    await page.waitForSelector('#review-card .review-marked li', { timeout: 120_000 });
    const rows = await page.locator('#review-card .review-table tbody tr').count();
    assert.ok(rows >= 30, `${rows} rows of scores`);
    assert.equal(await page.locator('#review-card .review-table caption').textContent(), 'Scores over the game');
    const marked = (await page.locator('#review-card .review-marked li > span').allInnerTexts()).map(clean);
    assert.ok(marked.length >= 2 && marked.length <= 6, marked.join('\n'));
    for (const line of marked) {
      assert.match(line, /^Turn \d+, .+: .+, about [\d.]+ points less than the best\. Better: .+\. Why: it .+\.$/, line);
      assert.doesNotMatch(line, COORDS, line);
    }
    // the better move of the first on the board, then the next decision
    await page.locator('#review-card .review-marked li button').first().click();
    const at = page.locator('#review-card .review-at');
    await page.waitForFunction(() => /^Decision \d+ of \d+ on the board$/.test(document.querySelector('#review-card .review-at').textContent));
    const first = Number((await at.innerText()).match(/\d+/)[0]);
    assert.notEqual(await page.evaluate(() => window.__app.view().phase), 'game-over');
    await page.screenshot({ path: `${SHOTS}review-desktop-en.png` });
    await page.getByRole('button', { name: 'Next ▶' }).click();
    assert.equal(Number((await at.innerText()).match(/\d+/)[0]), first + 1);
    await page.evaluate(() => window.__app.settled());
    assert.equal(await page.evaluate(() => window.__app.games().length), kept, 'the replay is not kept as a game');
    await page.getByRole('button', { name: 'Back to the game' }).click();
    await page.waitForFunction(() => window.__app.view().phase === 'game-over');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the puzzle card and the review card are clean to axe (WCAG 2.2 AA)', async () => {
  const { page, problems, context } = await openForAxe(harness.browser(), 'en');
  try {
    await page.goto(`http://127.0.0.1:${PORT}/?lang=en&seed=9&sets=base`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
    await page.click('#puzzles-button');
    await page.waitForFunction(() => document.querySelector('#puzzle-card .puzzle-task')?.textContent, null, { timeout: 20_000 });
    await assertNoViolations(page, 'a puzzle');
    await page.click('#puzzle-card button:has-text("Back to my game")');
    await page.evaluate(() => {
      const g = window.__app.game;
      for (let i = 0; g.view().phase !== 'game-over'; i++) {
        const all = g.legalActions();
        g.play(JSON.stringify(all[(i * 5) % all.length]));
      }
      window.__app.refresh();
    });
    await page.keyboard.press('Escape');
    await page.click('#review-button');
    await page.waitForSelector('#review-card .review-marked li', { timeout: 120_000 });
    await page.click('#review-card .review-table summary');
    await assertNoViolations(page, 'a game review');
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});
