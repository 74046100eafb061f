// End-to-end (issue 24): what happens between the player's own turns. Against the computer, its
// last move stays on the board until the player acts — the tile outlined, its meeple ringed,
// each ghost an arrow — and in the panel's "What just happened" card, one sentence per decision
// in the board's words (no coordinates); "Show the move again" replays it; the player's own
// preview starts only when they point at or tap a cell; during the computer's turn the board
// says whose turn it is and draws no choices. Screenshots at 1280 × 800 and 390 × 844 (touch),
// in English and French, late in an all-sets game. Run after `make build`:
//   node --test tests/e2e/last-move.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newGameFromDialog, openPlayedOn, port, useBrowser, watch, SHOTS } from './harness.mjs';
import { COORDS } from './panel-words.mjs';

const PORT = port(8190);
const harness = useBrowser(PORT);
const clean = (s) => s.replace(/[\u2068\u2069]/g, '');

/**
 * A game of Red (here) against Blue (the computer, easy, from the New game dialog) up to `tiles`
 * tiles, Red to place after the computer's turn. Its start, both seats played by the engine's
 * first legal actions to 4 tiles short, comes as a link of the dialog's game (harness.mjs's
 * `openPlayedOn`: the seats stay the dialog's); the last turns as before: Red plays the first
 * legal action through the engine, the computer answers in its worker, on the page.
 */
async function lateGame(page, { tiles = 40, seed = 11, lang = 'en' } = {}) {
  await page.goto(`http://127.0.0.1:${PORT}/?lang=${lang}&seed=${seed}`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
  await newGameFromDialog(page, { who: 'easy', sets: 'base,gcc,sc', seed });
  await openPlayedOn(page, `http://127.0.0.1:${PORT}/www/index.html?lang=${lang}`, { tiles: tiles - 4 });
  await page.selectOption('#ai-speed', '10');
  // Red's moves played through the engine, as fast as it goes: the first legal action, a meeple
  // when one may go; the computer's seat answers each time Red is done
  await page.evaluate(async (n) => {
    const app = window.__app;
    const wait = () => new Promise((ok) => setTimeout(ok, 20));
    for (let guard = 0; guard < 4000; guard++) {
      const v = app.view();
      if (v.phase === 'game-over' || (v.tiles.length >= n && v.current === 0 && v.phase === 'place-tile')) break;
      if (v.current !== 0) {
        await wait();
        continue;
      }
      const a = app.game.legalActions()[0];
      app.game.play(JSON.stringify(a));
      app.refresh();
    }
  }, tiles);
  // Red to place, after the computer's turn
  await page.waitForFunction(() => {
    const v = window.__app.view();
    return v.current === 0 && v.phase === 'place-tile' && document.body.dataset.aiThinking === '';
  }, null, { timeout: 60_000 });
}

test("the computer's last move stays on the board and in the panel, in words, until the player acts", async () => {
  const context = await harness.browser().newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const problems = [];
  watch(page, problems);
  try {
    await lateGame(page);
    await page.waitForSelector('#moves-card:not([hidden])');
    assert.equal(await page.getAttribute('#moves-card', 'data-players'), '1', "Blue's turn is shown");
    const scene = await page.evaluate(() => window.__app.scene());
    assert.equal(scene.moves.length, 1);
    const blue = scene.moves[0];
    assert.equal(blue.player, 1);
    const v = await page.evaluate(() => window.__app.view());
    const last = v.tiles[v.tiles.length - 1];
    assert.deepEqual({ x: blue.tile.x, y: blue.tile.y }, { x: last.x, y: last.y }, "the computer's tile is the one outlined");
    assert.equal(scene.hand, null, "Red's own tile is not previewed before Red points at a cell");
    const words = clean(await page.locator('#moves').innerText());
    assert.match(words, /Blue\s+Computer \(easy\)/, `the mover and its seat: ${words}`);
    assert.match(words, /Blue placed tile [A-Z0-9-]+, turned \d+°/, words);
    assert.doesNotMatch(words, COORDS, 'no coordinates');
    assert.doesNotMatch(words, /\b(city|road|field|mist)\d\b/, 'no file keyword');
    const sentences = await page.locator('#moves li').count();
    const log = await page.evaluate(() => window.__app.game.turnLog());
    const firstOfBlue = log.map((l, i) => (l.action === 'place-tile' && l.player === 1 ? i : -1)).filter((i) => i >= 0).pop();
    assert.ok(sentences >= 2 && sentences <= log.length - firstOfBlue, `one sentence a decision: ${sentences}`);
    // the computer's line says the move the same way, no coordinates
    const status = clean(await page.locator('#ai-status').innerText());
    assert.doesNotMatch(status, COORDS, status);
    await page.screenshot({ path: `${SHOTS}last-move-desktop-en.png` });

    // "Show the move again": the marks one at a time, then all of them again
    await page.click('#replay-move');
    await page.waitForSelector('#moves-card[data-replay="playing"]');
    await page.waitForSelector('#moves-card[data-replay="done"]', { timeout: 20_000 });
    assert.equal((await page.evaluate(() => window.__app.scene())).moves.length, 1);

    // Red points at a legal cell: Red's preview, Blue's move still outlined; Red places: gone.
    // The computer is paused first: when Red's placement ends Red's turn (no meeple, no ghost
    // to move), Blue's next move would otherwise land, rightly marked, before the check below
    await page.click('#ai-pause');
    const cell = (await page.evaluate(() => window.__app.game.legalPlacements()))[0];
    await page.evaluate((r) => {
      while (window.__app.rotation !== r) document.querySelector('#rotate').click();
    }, cell.rotation);
    const pt = await page.evaluate(([x, y]) => window.__app.cellToClient(x, y), [cell.x, cell.y]);
    await page.mouse.move(pt.x, pt.y, { steps: 3 });
    const pointed = await page.evaluate(() => window.__app.scene());
    assert.ok(pointed.hand, 'pointing at a cell previews the tile there');
    assert.equal(pointed.moves.length, 1, "Blue's move stays until Red acts");
    await page.mouse.click(pt.x, pt.y);
    await page.waitForFunction(() => window.__app.view().phase !== 'place-tile' || window.__app.view().current !== 0);
    const after = (await page.evaluate(() => window.__app.scene())).moves;
    assert.deepEqual(after.filter((m) => m.player === 1), [], "Red acted: Blue's marks are gone");
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test("during the computer's turn the board says whose turn it is and draws no choices; on a phone, in French", async () => {
  const context = await harness.browser().newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const problems = [];
  watch(page, problems);
  try {
    await lateGame(page, { lang: 'fr', tiles: 36 });
    await page.waitForSelector('#moves-card:not([hidden])');
    const words = clean(await page.locator('#moves').innerText());
    assert.match(words, /Bleu a posé la tuile/, words);
    assert.doesNotMatch(words, /\bde les\b|\bde un\b|\bà le\b|\bà les\b|sur : /, words);
    await page.screenshot({ path: `${SHOTS}last-move-phone-fr.png` });
    // pause the computer, then let Red play: the computer's turn waits, the board says why
    await page.click('#ai-pause');
    const cell = (await page.evaluate(() => window.__app.game.legalPlacements()))[0];
    await page.evaluate(([x, y, r]) => {
      const app = window.__app;
      app.game.placeTile(x, y, r);
      // the ghosts owed, then no meeple (whatever the computer's earlier moves left)
      while (app.view().current === 0 && app.view().phase !== 'game-over') {
        const acts = app.game.legalActions();
        app.game.play(JSON.stringify(acts.find((a) => a.type === 'skip-meeple') || acts[0]));
      }
      app.refresh();
    }, [cell.x, cell.y, cell.rotation]);
    await page.waitForSelector('#turn-banner:not([hidden])');
    const banner = clean(await page.locator('#turn-banner').innerText());
    assert.match(banner, /^Ordinateur \(facile\) joue pour Bleu, en pause : appuyez sur Reprendre/, banner);
    const scene = await page.evaluate(() => window.__app.scene());
    assert.equal(scene.waiting, 'computer');
    assert.equal(scene.legal, false, 'no legal cells drawn during the computer\'s turn');
    assert.equal(await page.getAttribute('#board', 'data-waiting'), 'computer');
    // the outcome card says the same, not "tap a highlighted cell"
    const help = clean(await page.locator('#outcome').innerText());
    assert.match(help, /^Ordinateur \(facile\) joue pour Bleu/, help);
    await page.screenshot({ path: `${SHOTS}turn-banner-phone-fr.png` });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the late all-sets game at 390 × 844 in English and 1280 × 800 in French (screenshots)', async () => {
  for (const [lang, viewport, touch] of [['en', { width: 390, height: 844 }, true], ['fr', { width: 1280, height: 800 }, false]]) {
    const context = await harness.browser().newContext({ viewport, hasTouch: touch, isMobile: touch, deviceScaleFactor: touch ? 2 : 1 });
    const page = await context.newPage();
    const problems = [];
    watch(page, problems);
    try {
      await lateGame(page, { lang, tiles: 50, seed: 23 });
      await page.waitForSelector('#moves-card:not([hidden])');
      const words = clean(await page.locator('#moves').innerText());
      assert.doesNotMatch(words, COORDS, words);
      await page.screenshot({ path: `${SHOTS}last-move-${touch ? 'phone' : 'desktop'}-${lang}.png` });
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  }
});
