// End-to-end test of the page: serve the repo, open the page in headless Chromium, play a few
// turns through the UI (real mouse clicks on the canvas), undo, and check nothing went to the
// console. Run after `make build`:  node --test tests/e2e/
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/serve.mjs';

const PORT = 8123;
const BASE = `http://127.0.0.1:${PORT}`;
const SHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));

let server;
let browser;

before(async () => {
  await mkdir(SHOTS, { recursive: true });
  server = await startServer(PORT);
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
  });
});

after(async () => {
  if (browser) await browser.close();
  if (server) await new Promise((ok) => server.close(ok));
});

/** Opens the page and records everything that went wrong in it. */
async function openPage(path, { scale = 1 } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: scale });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('requestfailed', (req) => problems.push(`request failed: ${req.url()} ${req.failure()?.errorText}`));
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  const t0 = Date.now();
  await page.goto(BASE + path);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
  const ms = Date.now() - t0;
  return { context, page, problems, ms };
}

const view = (page) => page.evaluate(() => window.__app.view());
const handRotation = async (page) => Number(await page.getAttribute('#hand', 'data-rotation'));

/** Turns the tile in hand with the Rotate button until it shows `rotation`. */
async function rotateTo(page, rotation) {
  for (let i = 0; i < 4 && (await handRotation(page)) !== rotation; i++) await page.click('#rotate');
  assert.equal(await handRotation(page), rotation, 'the Rotate button reaches every rotation');
}

/**
 * Clicks the centre of board cell (x, y) with the mouse. When the cell is off the canvas or
 * under something else (the zoom buttons), fits the board, then drags it, and tries again.
 */
async function clickCell(page, x, y, attempt = 0) {
  const pt = await page.evaluate(([cx, cy]) => window.__app.cellToClient(cx, cy), [x, y]);
  const onBoard = await page.evaluate(
    ([px, py]) => document.elementFromPoint(px, py)?.id === 'board', [pt.x, pt.y],
  );
  if (!onBoard) {
    assert.ok(attempt < 3, `cell (${x}, ${y}) cannot be brought onto the canvas`);
    if (attempt === 0) {
      await page.click('#fit');
    } else {
      const box = await page.locator('#board').boundingBox();
      const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
      await page.mouse.move(cx, cy);
      await page.mouse.down();
      await page.mouse.move(cx + 80, cy + 80, { steps: 4 });
      await page.mouse.up();
    }
    return clickCell(page, x, y, attempt + 1);
  }
  await page.mouse.move(pt.x, pt.y, { steps: 2 });
  await page.mouse.click(pt.x, pt.y);
}

/**
 * Places the tile in hand through the UI at its legal placement number `pick` (taken modulo
 * their number; the first by default); returns that placement and the views around it.
 */
async function placeFirstLegal(page, pick = 0, next = ['meeple']) {
  const before = await view(page);
  assert.equal(before.phase, 'place-tile');
  const p = await page.evaluate((i) => {
    const all = window.__app.game.legalPlacements();
    return all[i % all.length];
  }, pick);
  assert.ok(p, 'the tile in hand has a legal placement');
  await rotateTo(page, p.rotation);
  await clickCell(page, p.x, p.y);
  const v = await view(page);
  assert.equal(v.tiles.length, before.tiles.length + 1, 'clicking a legal cell places the tile');
  assert.ok(next.includes(v.phase), `after the tile: ${v.phase}, expected ${next}`);
  const last = v.tiles[v.tiles.length - 1];
  assert.deepEqual([last.x, last.y, last.rotation], [p.x, p.y, p.rotation]);
  assert.equal(await page.locator('#skip').isEnabled(), v.phase === 'meeple');
  return { p, before, v };
}

/** One whole turn: place, then skip or put a meeple with a #meeple-spots button. */
async function playTurn(page, { meeple = false, pick = 0 } = {}) {
  const { before, v } = await placeFirstLegal(page, pick);
  let placedMeeple = false;
  if (meeple && v.meeple_spots.length) {
    const button = page.locator('#meeple-spots button').first();
    const feature = await button.getAttribute('data-feature');
    assert.ok(v.meeple_spots.includes(feature));
    await button.click();
    const after = await view(page);
    const mine = after.meeples.filter((m) => m.player === before.current);
    const last = after.tiles[after.tiles.length - 1];
    // the meeple is on the board unless the feature was completed and scored at once
    const onBoard = mine.some((m) => m.x === last.x && m.y === last.y && m.feature === feature);
    const scored = after.events.length > before.events.length;
    assert.ok(onBoard || scored, `the meeple went on ${feature}`);
    placedMeeple = true;
  } else {
    await page.click('#skip');
  }
  const after = await view(page);
  if (after.phase !== 'game-over') {
    assert.equal(after.phase, 'place-tile');
    assert.notEqual(after.current, before.current, 'the turn passed to the other player');
    assert.equal(await page.getAttribute('#status', 'data-current'), String(after.current));
  }
  return placedMeeple;
}

test('the page plays turns through the UI without console errors', async () => {
  const { context, page, problems, ms } = await openPage('/?seed=3');
  console.log(`page ready in ${ms} ms`);
  try {
    assert.match(page.url(), /\/www\/\?seed=3$/);
    for (const id of ['#board', '#hand', '#rotate', '#undo', '#redo', '#skip', '#meeple-spots',
      '#players', '#tiles-left', '#status', '#error']) {
      assert.equal(await page.locator(id).count(), 1, `${id} is on the page`);
    }
    const start = await view(page);
    assert.equal(start.tiles.length, 1);
    assert.equal(start.phase, 'place-tile');
    assert.equal(start.current, 0);
    assert.equal(await page.locator('#players li').count(), 2);
    assert.match(await page.textContent('#status'), /Red/);
    assert.equal(await page.getAttribute('#tiles-left', 'data-count'), String(start.bag_left + 1));
    await page.screenshot({ path: SHOTS + 'start.png' });

    // the R key turns the tile in hand
    const r0 = await handRotation(page);
    await page.keyboard.press('r');
    assert.equal(await handRotation(page), (r0 + 90) % 360);

    // first turn: place, then no meeple
    await playTurn(page);
    assert.equal((await view(page)).tiles.length, 2);

    // pan and zoom the board: clicks still land on the right cell afterwards
    const box = await page.locator('#board').boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 50, box.y + box.height / 2 + 30, { steps: 5 });
    await page.mouse.up();
    await page.mouse.wheel(0, -200);
    assert.equal((await view(page)).tiles.length, 2, 'dragging places nothing');

    // more turns at varied places, some with a meeple put on with a #meeple-spots button
    let meeples = 0;
    for (let i = 0; i < 10; i++) {
      if (await playTurn(page, { meeple: i % 3 === 0, pick: i * 7 + 3 })) meeples += 1;
    }
    assert.ok(meeples >= 1, 'at least one meeple was placed through the buttons');
    let v = await view(page);
    assert.equal(v.tiles.length, 12);
    assert.ok(v.meeples.length >= 1 || v.events.length >= 1);
    await page.click('#fit');
    await page.mouse.move(5, 5);
    await page.screenshot({ path: SHOTS + 'after-placements.png' });

    // the meeple phase, with the spots on the board
    await placeFirstLegal(page);
    await page.screenshot({ path: SHOTS + 'meeple-phase.png' });

    // undo takes the tile back, redo plays it again
    v = await view(page);
    await page.click('#undo');
    let u = await view(page);
    assert.equal(u.tiles.length, v.tiles.length - 1, 'undo took the tile back');
    assert.equal(u.phase, 'place-tile');
    assert.equal(await page.locator('#redo').isEnabled(), true);
    await page.click('#redo');
    u = await view(page);
    assert.equal(u.tiles.length, v.tiles.length, 'redo placed it again');
    await page.click('#skip');
    // undo a whole turn: first the skip, then the tile
    await page.click('#undo');
    await page.click('#undo');
    u = await view(page);
    assert.equal(u.tiles.length, v.tiles.length - 1);
    assert.equal(await page.textContent('#error'), '');

    // hovering a legal cell previews the tile there
    const p = await page.evaluate(() => window.__app.game.legalPlacements()[0]);
    await rotateTo(page, p.rotation);
    const pt = await page.evaluate(([x, y]) => window.__app.cellToClient(x, y), [p.x, p.y]);
    await page.mouse.move(pt.x, pt.y, { steps: 3 });
    await page.screenshot({ path: SHOTS + 'hover.png' });

    assert.deepEqual(problems, [], 'no console errors, page errors or failed requests');
  } finally {
    await context.close();
  }
});

test('a refused action shows its message on the error line', async () => {
  const { context, page, problems } = await openPage('/?seed=11');
  try {
    // play a meeple while a tile is expected: the engine refuses with a message in words
    await page.evaluate(() => {
      document.querySelector('#skip').disabled = false;
    });
    await page.click('#skip');
    const msg = await page.textContent('#error');
    assert.ok(msg.length > 5, `the error line says why (${msg})`);
    assert.equal((await view(page)).tiles.length, 1);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the page draws crisply on a high-density screen', async () => {
  const { context, page, problems } = await openPage('/?seed=5', { scale: 2 });
  try {
    const size = await page.evaluate(() => {
      const c = document.querySelector('#board');
      return { w: c.width, cw: c.clientWidth };
    });
    assert.equal(size.w, size.cw * 2, 'the canvas has a pixel per device pixel');
    for (let i = 0; i < 4; i++) await playTurn(page, { meeple: i === 1, pick: i * 5 + 1 });
    await page.mouse.move(5, 5);
    await page.screenshot({ path: SHOTS + 'hidpi.png' });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a whole game played through the UI ends with the final scores', async () => {
  const { context, page, problems } = await openPage('/?seed=42');
  try {
    let turns = 0;
    for (let step = 0; step < 400; step++) {
      const v = await view(page);
      if (v.phase === 'game-over') break;
      if (v.phase === 'place-tile') {
        await placeFirstLegal(page, turns * 13 + 5);
      } else {
        const spots = page.locator('#meeple-spots button');
        const n = await spots.count();
        if (n && turns % 3 === 0) await spots.nth(turns % n).click();
        else await page.click('#skip');
        turns += 1;
      }
      assert.equal(await page.textContent('#error'), '');
    }
    const v = await view(page);
    assert.equal(v.phase, 'game-over');
    assert.equal(v.hand, null);
    assert.equal(await page.getAttribute('#tiles-left', 'data-count'), '0');
    assert.match(await page.textContent('#status'), /Game over/);
    assert.equal(await page.locator('#rotate').isEnabled(), false);
    assert.equal(await page.locator('#skip').isEnabled(), false);
    const scores = await page.locator('#players .score').allTextContents();
    assert.deepEqual(scores.map(Number), v.players.map((p) => p.score));
    await page.mouse.move(5, 5);
    await page.screenshot({ path: SHOTS + 'game-over.png' });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a game with the mist sets (?sets=) draws mist and offers the ghost moves', async () => {
  const { context, page, problems } = await openPage('/?seed=9&sets=base,gcc,sc');
  try {
    const kinds = await page.evaluate(() => window.__app.kinds().map((k) => k.set));
    assert.ok(kinds.includes('sc') && kinds.includes('gcc'), 'the sets came from the URL');
    let turns = 0;
    let ghostMoves = 0;
    for (let step = 0; step < 80 && turns < 10; step++) {
      const v = await view(page);
      if (v.phase === 'game-over') break;
      if (v.phase === 'place-tile') {
        await placeFirstLegal(page, turns * 13 + 5, ['meeple', 'ghosts']);
      } else if (v.phase === 'meeple') {
        const spots = page.locator('#meeple-spots button[data-feature]');
        const n = await spots.count();
        if (n && turns % 2 === 0) await spots.nth(turns % n).click();
        else await page.click('#skip');
        turns += 1;
      } else {
        // a phase without its own controls: its legal actions are buttons
        const buttons = page.locator('#meeple-spots button[data-action]');
        assert.ok((await buttons.count()) > 0, `the ${v.phase} phase offers its actions`);
        await buttons.first().click();
        ghostMoves += 1;
      }
      assert.equal(await page.textContent('#error'), '');
    }
    assert.equal(turns, 10);
    assert.ok(ghostMoves > 0, 'this seed reaches the ghosts phase');
    console.log(`mist game: ${turns} turns, ${ghostMoves} ghost moves`);
    await page.mouse.move(5, 5);
    await page.screenshot({ path: SHOTS + 'mist.png' });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
