// End-to-end: a game against the computer through the UI. The New game dialog makes seat 2 a
// computer; the human places a tile (mouse) and skips the meeple; the computer thinks in its
// Web Worker and replies (its main-thread long tasks meanwhile: node scripts/long-tasks.mjs); the Hint button shows a legal placement with its preview; undo goes back to the
// human's last decision. Run after `make build`: node --test tests/e2e/ai.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newGameFromDialog, port, useBrowser, watch, SHOTS } from './harness.mjs';

const PORT = port(8132);
const harness = useBrowser(PORT);
const view = (page) => page.evaluate(() => window.__app.view());

async function clickCell(page, x, y) {
  await page.click('#fit');
  const pt = await page.evaluate(([cx, cy]) => window.__app.cellToClient(cx, cy), [x, y]);
  await page.mouse.move(pt.x, pt.y, { steps: 2 });
  await page.mouse.click(pt.x, pt.y);
}

test('against the computer: it replies from a worker, the hint is legal, undo back to the human', async () => {
  const context = await harness.browser().newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const problems = [];
  watch(page, problems);
  try {
    await page.goto(`http://127.0.0.1:${PORT}/?seed=4`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
    // the New game dialog: seat 2 is the computer
    await newGameFromDialog(page, { who: 'hard', sets: 'base', seed: 4 });
    let v = await view(page);
    assert.equal(v.current, 0);
    assert.equal(v.phase, 'place-tile');
    const startTiles = v.tiles.length;

    // the hint: a legal placement, shown with its preview
    await page.click('#hint-button');
    await page.waitForFunction(() => /^Hint:/.test(document.querySelector('#ai-status').textContent), null, { timeout: 30_000 });
    const hinted = await page.evaluate(() => ({ cell: window.__app.cursor, rotation: window.__app.rotation, shown: window.__app.shownPreview }));
    const problem = await page.evaluate(([x, y, r]) => window.__app.game.placementProblemData(x, y, r), [hinted.cell.x, hinted.cell.y, hinted.rotation]);
    assert.equal(problem, undefined, `the hinted placement ${JSON.stringify(hinted)} is legal`);
    assert.ok(hinted.shown && hinted.shown.x === hinted.cell.x && hinted.shown.y === hinted.cell.y, 'the outcome panel previews the hinted cell');
    await page.screenshot({ path: SHOTS + 'ai-hint.png' });

    // the human plays the hinted placement and no meeple
    await clickCell(page, hinted.cell.x, hinted.cell.y);
    v = await view(page);
    assert.equal(v.tiles.length, startTiles + 1, 'the human placed the tile');
    assert.equal(v.phase, 'meeple', 'the base game: no ghosts to pay');
    await page.click('#skip');
    await page.waitForSelector('body[data-ai-thinking="1"]', { timeout: 10_000 });
    await page.screenshot({ path: SHOTS + 'ai-thinking.png' });
    // the page answers while the worker thinks (its view, asked during the search)
    const during = await page.evaluate(() => ({ view: window.__app.view(), thinking: document.body.dataset.aiThinking }));
    assert.equal(during.view.tiles.length, startTiles + 1, 'the page answers during the search');
    await page.waitForFunction(() => document.body.dataset.aiThinking === '', null, { timeout: 30_000 });
    // the computer's whole turn, then the human's again
    await page.waitForFunction((n) => {
      const w = window.__app.view();
      return w.current === 0 && w.phase === 'place-tile' && w.tiles.length === n;
    }, startTiles + 2, { timeout: 60_000 });
    v = await view(page);
    assert.equal(v.tiles.length, startTiles + 2, 'the computer placed a tile');
    // the human to move: the computer's line no longer says what it "plays" (the last moves'
    // card says what it played)
    await page.waitForFunction(() => document.querySelector('#ai-status').textContent === '', null, { timeout: 10_000 });
    await page.screenshot({ path: SHOTS + 'ai-replied.png' });

    // undo: back to the human's last decision (the meeple of their tile)
    await page.click('#undo');
    v = await view(page);
    assert.equal(v.current, 0, 'undo goes back to the human');
    assert.equal(v.phase, 'meeple');
    assert.equal(v.tiles.length, startTiles + 1);
    // the human is to move, so the computer is not thinking and has nothing waiting to play
    // (page/ai.js afterRefresh: only a computer to move thinks; an older answer is dropped)
    assert.equal(await page.evaluate(() => document.body.dataset.aiThinking), '', 'the computer does not think for the human');
    assert.equal((await view(page)).tiles.length, startTiles + 1, 'the computer does not move for the human');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the expert level thinks in one worker a tree (root-parallel), shows its progress, and is kept with the game', async () => {
  const context = await harness.browser().newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const problems = [];
  watch(page, problems);
  const workers = [];
  page.on('worker', (w) => workers.push(w.url()));
  try {
    await page.goto(`http://127.0.0.1:${PORT}/?seed=6`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
    // the level is the engine's (its vocabulary), offered by the dialog in the page's words
    await page.click('#new-game');
    const offered = await page.evaluate(() => [...document.querySelectorAll('#ng-players li:nth-child(2) .ng-who option')].map((o) => o.value));
    assert.deepEqual(offered, ['', 'easy', 'medium', 'hard', 'expert', 'remote'], 'the dialog offers the engine\'s levels');
    await page.keyboard.press('Escape');
    await newGameFromDialog(page, { who: 'expert', sets: 'base', seed: 6 });
    const start = (await view(page)).tiles.length;
    // the human's first turn: the first legal placement, no meeple
    await page.evaluate(() => {
      const p = window.__app.game.legalPlacements()[0];
      window.__app.game.placeTile(p.x, p.y, p.rotation);
      window.__app.refresh();
    });
    if ((await view(page)).phase === 'meeple') await page.click('#skip');
    await page.waitForSelector('body[data-ai-thinking="1"]', { timeout: 10_000 });
    // its progress: a bar and the positions it looked at, on as many cores as it uses
    await page.waitForSelector('#ai-progress:not([hidden])', { timeout: 10_000 });
    const shown = await page.evaluate(() => ({
      bar: document.querySelector('#ai-bar').getAttribute('aria-label'),
      value: /** @type {HTMLProgressElement} */ (document.querySelector('#ai-bar')).value,
      text: document.querySelector('.ai-positions').textContent,
      live: Boolean(document.querySelector('#ai-progress').closest('[aria-live]')),
      cores: navigator.hardwareConcurrency,
    }));
    assert.match(shown.bar, /thinking/);
    assert.ok(shown.value >= 0 && shown.value <= 1);
    assert.match(shown.text, /^[\d,]+ positions looked at on \d+ cores$/, shown.text);
    assert.equal(shown.live, false, 'the progress is not read out (the decision is)');
    await page.screenshot({ path: SHOTS + 'ai-expert-thinking.png' });
    await page.waitForFunction((n) => {
      const w = window.__app.view();
      return w.current === 0 && w.phase === 'place-tile' && w.tiles.length === n;
    }, start + 2, { timeout: 60_000 });
    assert.equal(await page.isHidden('#ai-progress'), true, 'the bar goes once it has decided');
    const trees = Math.max(2, Math.min(8, shown.cores - 1));
    assert.equal(workers.filter((u) => /ai-worker/.test(u)).length, trees, `one worker a tree (${shown.cores} cores): ${workers}`);
    // kept with the game: a reload resumes it against the expert
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
    assert.deepEqual(await page.evaluate(() => window.__app.computerSeats), [null, 'expert'], 'the resumed game has its expert');
    assert.match(await page.textContent('#players li[data-player="1"]'), /Computer \(expert\)/);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the computer\'s speed is kept in the browser and its pause in the tab: a reload keeps both, the computer waits', async () => {
  const context = await harness.browser().newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const problems = [];
  watch(page, problems);
  try {
    await page.goto(`http://127.0.0.1:${PORT}/?seed=6`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
    await newGameFromDialog(page, { who: 'easy', sets: 'base', seed: 6 });
    await page.selectOption('#ai-speed', '0.5');
    await page.click('#ai-pause');
    assert.equal(await page.textContent('#ai-pause'), 'Play');
    // the human's turn, then the computer's: paused, it waits. The move's write waits for the
    // cross-tab lock (held here as another tab's write would) when the page reloads: it is kept
    // as the page goes, and the reload resumes this game, not the address's ?seed= (games.js keepQueued)
    await page.evaluate(() => new Promise((held) => {
      navigator.locks.request('carcassonne-mist/games', () => new Promise(() => { held(undefined); }));
    }));
    const p = await page.evaluate(() => window.__app.game.legalPlacements()[0]);
    await page.evaluate(({ x, y, rotation }) => {
      const g = window.__app.game;
      g.placeTile(x, y, rotation);
      if (g.view().phase === 'meeple') g.skipMeeple();
      window.__app.refresh();
    }, p);
    assert.equal((await view(page)).current, 1);
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
    assert.equal(await page.inputValue('#ai-speed'), '0.5', 'the speed kept');
    assert.equal(await page.textContent('#ai-pause'), 'Play', 'still paused');
    assert.equal(await page.evaluate(() => document.body.dataset.aiThinking), '', 'the computer waits');
    assert.equal((await view(page)).current, 1);
    // Play: it moves
    await page.click('#ai-pause');
    await page.waitForFunction(() => window.__app.view().current === 0, null, { timeout: 30_000 });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
