// End-to-end: an all-sets game against the computer ("easy", at the "very fast" speed) played
// through the UI to the final table: the New game dialog makes seat 2 the computer; to stay
// fast (a whole game through the UI takes minutes on a busy machine) the game then continues
// from a saved game of the same setup with 16 tiles left (opened as a share link, so its seats
// are the dialog's), and the human places by clicking, pays ghosts and puts meeples with the
// panel's buttons while the computer replies, to the end. Then undo takes back to the human's
// last decision against "medium". (The main thread's long tasks while the computer thinks are
// a measurement, not a test: node scripts/long-tasks.mjs prints them.)
// Run after `make build`: node --test tests/e2e/computer-game.test.mjs (E2E_PORT_OFFSET moves every test file's port, harness.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newGameFromDialog, openPlayedOn, port, useBrowser, watch } from './harness.mjs';

const PORT = port(8139);
const harness = useBrowser(PORT);
const view = (page) => page.evaluate(() => window.__app.view());

/** Starts a new game from the dialog: all sets, seat 2 played by the computer at `level`. */
async function start(page, level, seed) {
  await newGameFromDialog(page, { who: level, sets: 'base,gcc,sc', seed });
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
      // (the computer, at speed 10, may already have placed its own tile after a forced end of turn)
      assert.ok((await view(page)).tiles.some((t) => t.x === s.p.x && t.y === s.p.y), 'the click placed the tile');
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

/** The moves (forced ones left out) of seat `seat` so far, from the turn log. */
const movesOf = (page, seat) => page.evaluate((s) => window.__app.game.turnLog().filter((e) => e.player === s && !e.auto).length, seat);
/** The tiles `seat` has placed so far (one a turn, B1). */
const tilesOf = (page, seat) => page.evaluate((s) => window.__app.game.turnLog().filter((e) => e.player === s && e.action === 'place-tile').length, seat);

test('an all-sets game against the easy computer to the end through the UI; undo against medium', async () => {
  const context = await harness.browser().newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const problems = [];
  watch(page, problems);
  try {
    await page.goto(`http://127.0.0.1:${PORT}/www/index.html?seed=21`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
    await start(page, 'easy', 21);
    // the same setup, played on by the engine to 16 tiles left with the human to move, as a link
    const opened = await openPlayedOn(page, `http://127.0.0.1:${PORT}/www/index.html`, { bagLeft: 16, step: 7 });
    assert.equal(opened.bag_left, 16);
    await page.selectOption('#ai-speed', '10');
    await page.click('#fit');
    const humanBefore = await movesOf(page, 0);
    const computerBefore = await movesOf(page, 1);
    const humanTilesBefore = await tilesOf(page, 0);
    const computerTilesBefore = await tilesOf(page, 1);
    const t0 = Date.now();
    let turns = 0;
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
      }
      assert.ok(turns < 200, 'the game ends');
    }
    const seconds = (Date.now() - t0) / 1000;
    const human = (await movesOf(page, 0)) - humanBefore;
    const computer = (await movesOf(page, 1)) - computerBefore;
    console.log(`the last 17 tiles against easy: ${turns} rounds of human turns (${human} decisions), ${computer} computer decisions, ${seconds.toFixed(1)} s`);
    assert.equal(await page.textContent('#error'), '');
    const v = await view(page);
    assert.equal(v.bag_left, 0, 'every tile was played');
    // its turns alternate with the human's: a tile each (a meeple step with one choice is played
    // for it, B3, so its decisions are not two a turn). Counted by the tiles each placed, not by
    // the loop's rounds: at "very fast" the computer may reply while humanTurn is still looking,
    // and humanTurn then plays the human's next turn too (one round, two turns).
    const humanTiles = (await tilesOf(page, 0)) - humanTilesBefore;
    const computerTiles = (await tilesOf(page, 1)) - computerTilesBefore;
    assert.ok(humanTiles >= 6 && computerTiles >= humanTiles - 1 && computer >= computerTiles, `the computer played its turns (${humanTiles} human tiles in ${turns} rounds, ${computerTiles} computer tiles, ${computer} computer decisions)`);
    assert.ok(await page.locator('#final-dialog').evaluate((d) => d.open), 'the final scores are shown');
    // the game is over: no pause or speed to set, no line of the computer's last move as news
    assert.equal(await page.textContent('#ai-status'), '');
    assert.ok(await page.locator('#ai-controls select').evaluate((s) => s.hidden), 'no speed at the end');
    const totals = await page.locator('#final-table tr.total td').allTextContents();
    // the computer's seat says so in the final table (issue 24: seats are visible)
    assert.match(await page.textContent('#final-table thead th[data-player="1"]'), /Computer \(easy\)/);
    assert.doesNotMatch(await page.textContent('#final-table thead th[data-player="0"]'), /Computer/);
    // a screen reader: the dialog described by its winner sentence; the crown heard as a word,
    // its glyph hidden (not "black chess queen")
    assert.equal(await page.getAttribute('#final-dialog', 'aria-describedby'), 'final-winner');
    assert.ok((await page.textContent('#final-winner')).length > 0);
    const crowns = await page.$$eval('#final-table .crown', (cs) => cs.map((c) => ({ hidden: [...c.querySelectorAll('[aria-hidden="true"]')].map((h) => h.textContent).join(''), said: c.querySelector('.visually-hidden')?.textContent })));
    assert.ok(crowns.length >= 1, 'a winner is crowned');
    for (const c of crowns) assert.deepEqual(c, { hidden: ' ♛', said: ' (Winner)' });
    assert.deepEqual(totals.map(Number), v.players.map((p) => p.score), 'the table shows the engine scores');
    await page.click('#final-close');

    // a new game against "medium": the human plays a turn; undo after the computer's reply takes
    // back to the human's last decision
    await start(page, 'medium', 22);
    const before = await page.evaluate(() => JSON.parse(window.__app.game.save()).actions.length);
    // the computer waits (Pause) while the human plays, then thinks and replies
    await page.click('#ai-pause');
    const decisions = await humanTurn(page, 0);
    const mine = await page.evaluate(() => JSON.parse(window.__app.game.save()).actions.length);
    assert.ok(mine > before);
    await page.click('#ai-pause');
    await page.waitForSelector('body[data-ai-thinking="1"]', { timeout: 10_000 });
    await page.waitForFunction(() => window.__app.view().current === 0, null, { timeout: 30_000 });
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
