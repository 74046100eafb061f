// End-to-end tests of the game page: serve the repo, open the page in headless Chromium, play
// through the UI (real mouse clicks on the canvas, keys, dialogs), and check nothing went to the
// console. Screenshots of the main states go to tests/e2e/screenshots/. Run after `make build`:
//   node --test tests/e2e/
// Just over 800 lines: one test per part of the page's play (turns, refusals, high-density and
// touch screens, the New game dialog, all sets, circles, keyboard, a game to the end, speed), each a
// walk through the UI that reads best whole.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { stat, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { port, useBrowser, watch, SHOTS } from './harness.mjs';

const PORT = port(8123);
const BASE = `http://127.0.0.1:${PORT}`;
const WASM = fileURLToPath(new URL('../../pkg/carcassonne_mist_bg.wasm', import.meta.url));
const ALL_SETS = 'base,gcc,sc';

const harness = useBrowser(PORT);

/** Opens the page and records everything that went wrong in it. */
async function openPage(path, { scale = 1, touch = false } = {}) {
  const context = await harness.browser().newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: scale, hasTouch: touch });
  const page = await context.newPage();
  const problems = [];
  watch(page, problems);
  const t0 = Date.now();
  await page.goto(BASE + path);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
  const ms = Date.now() - t0;
  return { context, page, problems, ms };
}

const view = (page) => page.evaluate(() => window.__app.view());
const handRotation = async (page) => Number(await page.getAttribute('#hand', 'data-rotation'));
const sameSpot = (a, b) => (a === 'supply' || b === 'supply' ? a === b : a.x === b.x && a.y === b.y && a.feature === b.feature);

/** Turns the tile in hand with the Rotate button until it shows `rotation`. */
async function rotateTo(page, rotation) {
  for (let i = 0; i < 4 && (await handRotation(page)) !== rotation; i++) await page.click('#rotate');
  assert.equal(await handRotation(page), rotation, 'the Rotate button reaches every rotation');
}

/** Brings client point `pt` (from `where()`) onto the board canvas: fits, then drags the board. */
async function onCanvas(page, where, label, attempt = 0) {
  const pt = await where();
  const onBoard = pt && await page.evaluate(
    ([px, py]) => document.elementFromPoint(px, py)?.id === 'board', [pt.x, pt.y],
  );
  if (onBoard) return pt;
  assert.ok(attempt < 3, `${label} cannot be brought onto the canvas`);
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
  return onCanvas(page, where, label, attempt + 1);
}

/** Clicks the centre of board cell (x, y) with the mouse. */
async function clickCell(page, x, y) {
  const pt = await onCanvas(page, () => page.evaluate(([cx, cy]) => window.__app.cellToClient(cx, cy), [x, y]), `cell (${x}, ${y})`);
  await page.mouse.move(pt.x, pt.y, { steps: 2 });
  await page.mouse.click(pt.x, pt.y);
}

/** Clicks a ghost spot (a meeple, a spell circle, or 'supply') on the board. */
async function clickSpot(page, spot) {
  const pt = await onCanvas(page, () => page.evaluate((s) => window.__app.clientOfSpot(s), spot), `spot ${JSON.stringify(spot)}`);
  await page.mouse.move(pt.x, pt.y, { steps: 2 });
  await page.mouse.click(pt.x, pt.y);
}

/** Moves the mouse over cell (x, y). */
async function hoverCell(page, x, y) {
  const pt = await onCanvas(page, () => page.evaluate(([cx, cy]) => window.__app.cellToClient(cx, cy), [x, y]), `cell (${x}, ${y})`);
  await page.mouse.move(pt.x - 3, pt.y - 3, { steps: 2 });
  await page.mouse.move(pt.x, pt.y, { steps: 2 });
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
  return placeAt(page, p, before, next);
}

async function placeAt(page, p, before, next = ['meeple']) {
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

/** Resolves the head ghost obligation's next move by clicking on the board; returns the move. */
async function ghostByClicks(page) {
  const v = await view(page);
  assert.equal(v.phase, 'ghosts');
  const moves = await page.evaluate(() => window.__app.game.legalActions().filter((a) => a.type === 'move-ghost'));
  assert.ok(moves.length > 1, 'the ghost phase offers a choice');
  const sources = [];
  for (const m of moves) if (!sources.some((s) => sameSpot(s, m.from))) sources.push(m.from);
  const move = moves[moves.length - 1];
  const targets = new Set(moves.map((m) => JSON.stringify(m.to)));
  if (sources.length > 1) await clickSpot(page, move.from);
  // with a single place to go, the source alone decides the move
  if (!(sources.length > 1 && targets.size === 1)) await clickSpot(page, move.to);
  assert.equal(await page.textContent('#error'), '');
  const after = await view(page);
  assert.ok(after.actions > v.actions, 'a click on the board moved a ghost');
  const log = await page.evaluate(() => window.__app.game.turnLog());
  assert.match(log[log.length - 1].text + log.map((l) => l.text).join('|'), /moved a ghost/);
  return move;
}

// ---------------------------------------------------------------------------------------------

test('the page plays turns through the UI without console errors', async () => {
  const { context, page, problems, ms } = await openPage('/?seed=3');
  try {
    assert.match(page.url(), /\/www\/\?seed=3$/);
    for (const id of ['#board', '#hand', '#rotate', '#undo', '#redo', '#skip', '#meeple-spots',
      '#players', '#tiles-left', '#status', '#error', '#outcome', '#log']) {
      assert.equal(await page.locator(id).count(), 1, `${id} is on the page`);
    }
    const start = await view(page);
    assert.equal(start.tiles.length, 1);
    assert.equal(start.phase, 'place-tile');
    assert.equal(start.current, 0);
    assert.equal(await page.locator('#players li').count(), 2);
    assert.match(await page.textContent('#status'), /Red/);
    assert.equal(await page.getAttribute('#tiles-left', 'data-count'), String(start.bag_left + 1));

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

    // the wheel-click turns the tile too
    const r1 = await handRotation(page);
    await page.mouse.click(box.x + 30, box.y + box.height - 30, { button: 'middle' });
    assert.equal(await handRotation(page), (r1 + 90) % 360, 'the wheel-click turns the tile');

    // more turns at varied places, some with a meeple put on with a #meeple-spots button
    let meeples = 0;
    for (let i = 0; i < 10; i++) {
      if (await playTurn(page, { meeple: i % 3 === 0, pick: i * 7 + 3 })) meeples += 1;
    }
    assert.ok(meeples >= 1, 'at least one meeple was placed through the buttons');
    let v = await view(page);
    assert.equal(v.tiles.length, 12);
    assert.ok(v.meeples.length >= 1 || v.events.length >= 1);
    const log = await page.locator('#log li').count();
    assert.ok(log >= 22, `the turn log lists the moves (${log})`);

    // undo takes the tile back, redo plays it again
    await placeFirstLegal(page);
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
    // undo a whole turn with the keyboard: first the skip, then the tile
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    u = await view(page);
    assert.equal(u.tiles.length, v.tiles.length - 1);
    await page.keyboard.press('Control+y');
    assert.equal((await view(page)).tiles.length, v.tiles.length, 'Ctrl+Y redoes');
    await page.keyboard.press('Control+z');
    assert.equal(await page.textContent('#error'), '');
    assert.deepEqual(problems, [], 'no console errors, page errors or failed requests');
  } finally {
    await context.close();
  }
});

test('a refused action shows its message on the error line', async () => {
  const { context, page, problems } = await openPage('/?seed=11');
  try {
    // play "no meeple" while a tile is expected: the engine refuses with a message in words
    await page.evaluate(() => {
      document.querySelector('#meeple-box').hidden = false;
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
  const { context, page, problems } = await openPage(`/?seed=5&sets=${ALL_SETS}`, { scale: 2 });
  try {
    const size = await page.evaluate(() => {
      const c = document.querySelector('#board');
      return { w: c.width, cw: c.clientWidth };
    });
    assert.equal(size.w, size.cw * 2, 'the canvas has a pixel per device pixel');
    // a few turns with meeples, ghosts resolved with their buttons
    for (let step = 0, turns = 0; step < 40 && turns < 8; step++) {
      const v = await view(page);
      if (v.phase === 'place-tile') await placeFirstLegal(page, turns * 5 + 1, ['meeple', 'ghosts']);
      else if (v.phase === 'ghosts') await page.locator('#ghost-moves button').first().click();
      else {
        const b = page.locator('#meeple-spots button');
        if ((await b.count()) && turns % 2 === 0) await b.first().click();
        else await page.click('#skip');
        turns += 1;
      }
    }
    await page.mouse.move(5, 5);
    await page.screenshot({ path: SHOTS + 'hidpi.png' });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('touch: a first tap previews a cell, a second tap places the tile', async () => {
  const { context, page, problems } = await openPage(`/?seed=8&sets=${ALL_SETS}`, { touch: true });
  try {
    const v = await view(page);
    const p = await page.evaluate(() => window.__app.game.legalPlacements()[0]);
    await rotateTo(page, p.rotation);
    const pt = await page.evaluate(([x, y]) => window.__app.cellToClient(x, y), [p.x, p.y]);
    await page.touchscreen.tap(pt.x, pt.y);
    assert.equal((await view(page)).tiles.length, v.tiles.length, 'the first tap places nothing');
    assert.equal(await page.getAttribute('#outcome', 'data-cell'), `${p.x},${p.y},${p.rotation}`, 'it previews');
    await page.touchscreen.tap(pt.x, pt.y);
    assert.equal((await view(page)).tiles.length, v.tiles.length + 1, 'the second tap places the tile');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the New game dialog starts a game with the chosen players, sets, variants and seed', async () => {
  // a bare address in a fresh browser offers the dialog
  const { context, page, problems } = await openPage('/');
  try {
    const dialog = page.locator('#new-game-dialog');
    assert.ok(await dialog.evaluate((d) => d.open), 'the dialog opens on a first visit');
    // three players: rename, recolour, add one
    await page.click('#ng-add');
    const names = page.locator('#ng-players input[type="text"]');
    assert.equal(await names.count(), 3);
    await names.nth(0).fill('Ann');
    await names.nth(1).fill('Bob');
    await names.nth(2).fill('Cat');
    await page.locator('#ng-players input[type="color"]').nth(2).fill('#20a0a0');
    await page.check('#ng-sets input[value="base,gcc"]');
    assert.equal(await page.locator('#ng-limit-bonus').isDisabled(), true, 'V1 needs The Spell Circles');
    await page.check(`#ng-sets input[value="${ALL_SETS}"]`);
    await page.click('#ng-variants-box > summary'); // the variants are folded (issue 24)
    await page.selectOption('#ng-generic-ghost-count', 'per-bank');
    await page.fill('#ng-seed', '1234');
    // a rule link in the dialog shows the rule's text
    await page.click('#ng-variants .rule-link[data-rule="V3"]');
    assert.match(await page.textContent('#rule-popover'), /per-bank/);
    await page.keyboard.press('Escape');
    assert.ok(await dialog.evaluate((d) => d.open), 'Escape closed the popover, not the dialog');
    await page.screenshot({ path: SHOTS + 'dialog.png' });
    await page.click('#ng-start');
    assert.equal(await dialog.evaluate((d) => d.open), false);
    const v = await view(page);
    assert.deepEqual(v.players.map((p) => p.name), ['Ann', 'Bob', 'Cat']);
    assert.equal(v.players[2].colour, '#20a0a0');
    assert.equal(v.variants['generic-ghost-count'], 'per-bank');
    assert.equal(v.tiles.length, 4, 'the 2×2 start tile of Exp. 11');
    // the address keeps the players (names and colours) and the variant that is not the rulebook's
    assert.match(page.url(), /\?seed=1234&sets=base,gcc,sc&player=Ann\.[0-9a-f]{6}&player=Bob\.[0-9a-f]{6}&player=Cat\.20a0a0&generic-ghost-count=per-bank$/);
    assert.equal(await page.textContent('#seed-link'), '1234');
    assert.equal(await page.locator('#players li').count(), 3);
    // the same seed and sets give the same tiles
    const setup = await page.evaluate(() => window.__app.setup);
    assert.equal(setup.seed, 1234);
    // a duplicate name is refused inside the dialog, in the engine's words (its name rule)
    await page.click('#new-game');
    await page.locator('#ng-players input[type="text"]').nth(1).fill('Ann');
    await page.click('#ng-start');
    assert.match(await page.textContent('#ng-error'), /two players are called “Ann”/);
    await page.click('#ng-cancel');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('all sets: preview, ghosts and meeples by clicking, undo, redo, save/load, share link', async () => {
  const { context, page, problems } = await openPage(`/?seed=9&sets=${ALL_SETS}`);
  try {
    const start = await view(page);
    assert.equal(start.players.length, 2);
    assert.ok(start.ghosts_in_play);
    await page.screenshot({ path: SHOTS + 'start.png' });

    // hover a legal cell: the outcome panel says what the placement does, with its rule ids
    const first = await page.evaluate(() => {
      const all = window.__app.game.legalPlacements();
      return all[0];
    });
    await rotateTo(page, first.rotation);
    await hoverCell(page, first.x, first.y);
    const pv = await page.evaluate((p) => window.__app.previewAt(p.x, p.y, p.rotation), first);
    assert.equal(await page.getAttribute('#outcome', 'data-cell'), `${first.x},${first.y},${first.rotation}`);
    const text = await page.textContent('#outcome');
    for (const id of pv.rules) assert.ok(text.includes(id), `the panel cites ${id}: ${text}`);
    // a rule id opens the rule's text
    await page.locator(`#outcome .rule-link[data-rule="${pv.rules[0]}"]`).first().click();
    assert.ok((await page.textContent('#rule-popover')).length > 20, 'the rule text is shown');
    await page.keyboard.press('Escape');

    let hovered = false;
    let ghostClicks = 0;
    let meepleClicks = 0;
    let turns = 0;
    for (let step = 0; step < 120 && (ghostClicks < 1 || meepleClicks < 2 || !hovered); step++) {
      const v = await view(page);
      if (v.phase === 'game-over') break;
      if (v.phase === 'place-tile') {
        // a placement whose ghosts need a choice, when there is one
        const choice = await page.evaluate(() => {
          const g = window.__app.game;
          for (const p of g.legalPlacements()) {
            const pv = g.preview(p.x, p.y, p.rotation);
            if (pv.obligations.some((o) => o.moved > 0 && o.targets.length > 1)) return { p, pv };
          }
          return null;
        });
        if (choice && (!hovered || ghostClicks < 1)) {
          const { p, pv: cpv } = choice;
          await rotateTo(page, p.rotation);
          await hoverCell(page, p.x, p.y);
          const t = await page.textContent('#outcome');
          for (const id of cpv.rules) assert.ok(t.includes(id), `the panel cites ${id}`);
          for (const o of cpv.obligations.filter((ob) => ob.moved > 0)) {
            assert.ok(await page.locator(`#outcome .mo-line[data-rule="${o.rule}"]`).count(), `a line for ${o.rule}`);
          }
          const arrows = await page.evaluate(() => window.__app.shownPreview && window.__app.shownPreview.obligations.length);
          assert.ok(arrows > 0);
          if (!hovered) {
            // zoom in on it for the picture, then back
            await page.mouse.wheel(0, -250);
            await hoverCell(page, p.x, p.y);
            await page.screenshot({ path: SHOTS + 'hover-preview.png' });
            await page.click('#fit');
            hovered = true;
          }
          await placeAt(page, p, v, ['ghosts', 'meeple']);
        } else {
          await placeFirstLegal(page, turns * 7 + 3, ['ghosts', 'meeple']);
        }
      } else if (v.phase === 'ghosts') {
        const moves = await page.evaluate(() => window.__app.game.legalActions().length);
        if (moves > 1) {
          if (ghostClicks === 0) {
            await page.mouse.move(5, 5);
            await page.screenshot({ path: SHOTS + 'ghost-phase.png' });
            assert.match(await page.textContent('#ghost-counter'), /still owed/);
            assert.ok(await page.locator('#ghost-moves button').count() > 1, 'the moves are buttons too');
          }
          await ghostByClicks(page);
          ghostClicks += 1;
        } else {
          await page.locator('#ghost-moves button').first().click();
        }
      } else {
        // the meeple phase: click a highlighted spot on the board
        const spots = await page.evaluate(() => window.__app.meepleSpots());
        const meeple = spots.find((s) => !s.guard);
        if (meeple && turns % 2 === 0) {
          if (meepleClicks === 0) {
            await page.mouse.move(5, 5);
            await page.screenshot({ path: SHOTS + 'meeple-phase.png' });
          }
          const before = v;
          await page.mouse.move(meeple.x, meeple.y, { steps: 2 });
          await page.mouse.click(meeple.x, meeple.y);
          const after = await view(page);
          assert.equal(after.phase, 'place-tile', 'a click on the spot placed the meeple');
          const last = after.tiles[after.tiles.length - 1];
          const placed = after.meeples.some((m) => m.x === last.x && m.y === last.y && m.feature === meeple.feature && m.player === before.current);
          assert.ok(placed || after.events.length > before.events.length, `a meeple went on ${meeple.feature}`);
          meepleClicks += 1;
        } else {
          await page.click('#skip');
        }
        turns += 1;
      }
      assert.equal(await page.textContent('#error'), '');
    }
    assert.ok(hovered, 'a placement with ghosts to choose was previewed');
    assert.ok(ghostClicks >= 1, 'a ghost was moved by clicking on the board');
    assert.ok(meepleClicks >= 2, 'meeples were placed by clicking on the board');
    console.log(`all sets: ${turns} turns, ${ghostClicks} ghost moves by clicking, ${meepleClicks} meeples by clicking`);

    // finish the turn
    for (let v = await view(page); v.phase !== 'place-tile'; v = await view(page)) {
      if (v.phase === 'ghosts') await page.locator('#ghost-moves button').first().click();
      else await page.click('#skip');
    }
    // undo and redo, all the way back and forth over a turn
    const before = await view(page);
    await page.click('#undo');
    const undone = await view(page);
    assert.ok(undone.actions < before.actions);
    await page.click('#redo');
    assert.deepEqual(await view(page), before, 'redo restores the very same position');

    // save to a file and load it again
    const file = join(tmpdir(), `carcassonne-mist-e2e-${process.pid}.json`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save')]);
    await download.saveAs(file);
    await placeFirstLegal(page, 1, ['ghosts', 'meeple']); // move on, then load the file back
    await page.setInputFiles('#load-file', file);
    await page.waitForFunction((n) => window.__app.view().actions === n, before.actions);
    assert.deepEqual(await view(page), before, 'the loaded game is the saved one');
    await rm(file, { force: true });

    // share link: another browser opens the identical position
    await page.click('#share');
    await page.waitForSelector('#share-dialog[open]');
    const link = await page.inputValue('#share-url');
    assert.match(link, /#g=[A-Za-z0-9_-]+$/, 'the short link of the game (its moves as places among the legal moves)');
    await page.click('#share-close');
    const other = await harness.browser().newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page2 = await other.newPage();
      const problems2 = [];
      watch(page2, problems2);
      await page2.goto(link);
      await page2.waitForSelector('body[data-ready="1"]');
      assert.deepEqual(await view(page2), before, 'the share link opens the same position');
      assert.equal(await page2.textContent('#error'), '');
      // a damaged link says so on the error line (and the game on the page stays)
      await page2.goto(`${BASE}/www/#game=AAAA-not-a-game`);
      await page2.waitForFunction(() => document.querySelector('#error').textContent.length > 0);
      assert.match(await page2.textContent('#error'), /share link cannot be opened/);
      assert.deepEqual(problems2, [], 'no console errors in the other browser');
    } finally {
      await other.close();
    }
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('spell circles: arrows from the meeples around, a ghost drawn by clicking where it comes from', async () => {
  // a saved game starting from a laid-out position, opened through a share link in plain
  // base64url (the fallback of the compressed form)
  const saved = {
    format: 'carcassonne-mist/game',
    version: 1,
    scenario: {
      format: 'carcassonne-mist/scenario',
      version: 1,
      title: 'Two ghosts around a new spell-circle tile',
      players: ['Red', 'Blue'],
      sets: ['base', 'gcc', 'sc'],
      board: [{ tile: 'U', x: 0, y: -1 }, { tile: 'U', x: 0, y: 0 }, { tile: 'U', x: 0, y: 1 }],
      meeples: [
        { player: 'Blue', x: 0, y: 0, feature: 'road1', ghosts: 1 },
        { player: 'Red', x: 0, y: 1, feature: 'field1', ghosts: 1 },
      ],
      hand: 'SC-4',
      bag: ['U', 'U'],
    },
    actions: [],
  };
  const code = Buffer.from(JSON.stringify(saved)).toString('base64url');
  const { context, page, problems } = await openPage(`/#game=${code}`);
  try {
    assert.equal(await page.textContent('#error'), '');
    const v = await view(page);
    assert.equal(v.hand_id, 'SC-4');
    await rotateTo(page, 0);
    await hoverCell(page, 1, 0);
    const text = await page.textContent('#outcome');
    assert.match(text, /S2/);
    // the meeples named as the board labels them (Blue's first meeple, Red's first)
    assert.match(text, /Blue 1/);
    assert.match(text, /Red 1/);
    assert.doesNotMatch(text, /\(\s*[−-]?\d+\s*,\s*[−-]?\d+\s*\)/, 'no coordinates in the panel');
    const arrows = await page.evaluate(async () => {
      const { previewArrows } = await import('/src/www/render/markers.js');
      return previewArrows(window.__app.shownPreview);
    });
    assert.equal(arrows.filter((a) => a.kind === 'draw' && a.from !== 'supply').length, 2, 'an arrow from each meeple around');
    await page.screenshot({ path: SHOTS + 'hover-circles.png' });
    await clickCell(page, 1, 0);
    assert.equal((await view(page)).phase, 'ghosts');
    await page.mouse.move(5, 5);
    await page.screenshot({ path: SHOTS + 'ghost-phase-circles.png' });
    // two places the ghost can come from, one place to go: clicking the source moves it
    await clickSpot(page, { x: 0, y: 0, feature: 'road1' });
    const after = await view(page);
    assert.equal(after.phase, 'meeple', 'the second ghost followed by itself');
    const circle = after.circles.find((c) => c.x === 1 && c.y === 0);
    assert.equal(circle.ghosts, 2);
    assert.ok(after.meeples.every((m) => m.ghosts === 0), 'both ghosts left the meeples');
    const log = await page.evaluate(() => window.__app.game.turnLog().map((l) => l.text));
    assert.match(log.join('\n'), /moved a ghost from Blue's meeple on the road to the new tile's spell circles/);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('keyboard only: arrows, R, Enter, number keys', async () => {
  const { context, page, problems } = await openPage(`/?seed=21&sets=${ALL_SETS}`);
  try {
    await page.focus('#board');
    for (let turn = 0; turn < 3; turn++) {
      const v = await view(page);
      assert.equal(v.phase, 'place-tile');
      const p = await page.evaluate((i) => {
        const all = window.__app.game.legalPlacements();
        return all[(i * 5) % all.length];
      }, turn);
      // the cursor appears with the first arrow key, then walks to the cell
      await page.keyboard.press('ArrowLeft');
      let c = await page.evaluate(() => window.__app.cursor);
      assert.ok(c, 'an arrow key shows the cell cursor');
      for (let i = 0; i < 30 && (c.x !== p.x || c.y !== p.y); i++) {
        if (c.x < p.x) await page.keyboard.press('ArrowRight');
        else if (c.x > p.x) await page.keyboard.press('ArrowLeft');
        else if (c.y < p.y) await page.keyboard.press('ArrowDown');
        else await page.keyboard.press('ArrowUp');
        c = await page.evaluate(() => window.__app.cursor);
      }
      assert.deepEqual([c.x, c.y], [p.x, p.y]);
      for (let i = 0; i < 4 && (await handRotation(page)) !== p.rotation; i++) await page.keyboard.press('r');
      // the outcome panel follows the keyboard cursor
      assert.equal(await page.getAttribute('#outcome', 'data-cell'), `${p.x},${p.y},${p.rotation}`);
      assert.ok((await page.textContent('#outcome')).includes('B1'));
      if (turn === 0) await page.screenshot({ path: SHOTS + 'keyboard.png' });
      await page.keyboard.press('Enter');
      let after = await view(page);
      assert.equal(after.tiles.length, v.tiles.length + 1, 'Enter placed the tile');
      while (after.phase === 'ghosts') {
        await page.keyboard.press('1');
        after = await view(page);
      }
      assert.equal(after.phase, 'meeple');
      if (after.meeple_choices.length && turn !== 1) {
        await page.keyboard.press('1');
        after = await view(page);
        assert.ok(after.meeples.length > v.meeples.length || after.events.length > v.events.length, 'key 1 placed a meeple');
      } else {
        await page.keyboard.press('n');
        after = await view(page);
      }
      assert.equal(after.phase, 'place-tile');
      // Tab reaches the controls
      await page.focus('#board');
    }
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement && document.activeElement.id);
    assert.ok(focused, 'Tab moves to a control');
    // reloading the page resumes the game (saved in the browser after every move)
    const before = await view(page);
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]');
    assert.deepEqual(await view(page), before, 'a reload resumes the game');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('an all-sets game played to the end through the UI: the game over everywhere, the final table shows the engine scores', async () => {
  const { context, page, problems } = await openPage(`/?seed=78&sets=${ALL_SETS}`);
  try {
    // the first 80 tiles by the engine, handed to the page as a game link; the last 65 tiles,
    // their ghosts and meeples by clicks and keys (each kind of click several times: 7 meeple
    // choices and 4 ghost moves in this game of today's tiles; the 45 tiles before the 80th
    // took as long again)
    const code = await page.evaluate(async () => {
      // the engine's own instance (the page's is inside its bundle)
      const engine = await import('/pkg/carcassonne_mist.js');
      await engine.default();
      const { GameHandle } = engine;
      const g = GameHandle.load(window.__app.game.save());
      // the choices the clicks below make: a meeple every third turn, the ghost moves in turn
      let turns = 0;
      let ghostMoves = 0;
      for (let i = 0; i < 2000 && (g.view().tiles.length < 81 || g.view().phase !== 'place-tile'); i++) {
        const phase = g.view().phase;
        const acts = g.legalActions();
        let a;
        if (phase === 'place-tile') {
          const all = g.legalPlacements();
          const p = all[(turns * 13 + 5) % all.length];
          a = { type: 'place-tile', x: p.x, y: p.y, rotation: p.rotation };
        } else if (phase === 'ghosts') a = acts[ghostMoves++ % acts.length];
        else {
          const spots = acts.filter((x) => x.type === 'place-meeple');
          a = turns % 3 === 0 && spots.length ? spots[turns % spots.length] : acts.find((x) => x.type === 'skip-meeple');
          turns += 1;
        }
        g.play(JSON.stringify(a));
      }
      const saved = g.save();
      g.free();
      return window.__app.encodeGame(saved);
    });
    await page.goto(`${BASE}/#game=${code}`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
    assert.deepEqual(await page.evaluate(() => [window.__app.view().tiles.length, window.__app.phase]), [81, 'place-tile'], 'the game link holds 80 tiles and the start');
    let turns = 0;
    let ghostMoves = 0;
    for (let step = 0; step < 1200; step++) {
      // one look at the page per step (the whole view of a big board is slow to pass around)
      const s = await page.evaluate((i) => {
        const app = window.__app;
        const phase = app.phase;
        if (phase !== 'place-tile') return { phase };
        const all = app.game.legalPlacements();
        const p = all[(i * 13 + 5) % all.length];
        return { phase, p, rotation: app.rotation, tiles: app.view().tiles.length };
      }, turns);
      if (s.phase === 'game-over') break;
      if (s.phase === 'place-tile') {
        for (let r = s.rotation; r !== s.p.rotation; r = (r + 90) % 360) await page.keyboard.press('r');
        const pt = await onCanvas(page, () => page.evaluate(([x, y]) => window.__app.cellToClient(x, y), [s.p.x, s.p.y]), 'a cell');
        await page.mouse.click(pt.x, pt.y);
        assert.equal(await page.evaluate(() => window.__app.view().tiles.length), s.tiles + 1, 'the click placed the tile');
      } else if (s.phase === 'ghosts') {
        const b = page.locator('#ghost-moves button');
        await b.nth(ghostMoves % (await b.count())).click();
        ghostMoves += 1;
      } else {
        const spots = page.locator('#meeple-spots button');
        const n = turns % 3 === 0 ? await spots.count() : 0;
        if (n) await spots.nth(turns % n).click();
        else await page.click('#skip');
        turns += 1;
      }
    }
    assert.equal(await page.textContent('#error'), '');
    const v = await view(page);
    assert.equal(v.phase, 'game-over');
    console.log(`all-sets game to the end: ${v.tiles.length} tiles, the last ${turns} turns and ${ghostMoves} ghost moves by clicks`);
    assert.ok(turns >= 5 && ghostMoves >= 3, `tiles, meeples and ghosts by clicks (${turns} turns, ${ghostMoves} ghost moves)`);
    // the game is over everywhere on the page
    assert.equal(v.hand, null);
    assert.equal(await page.getAttribute('#tiles-left', 'data-count'), '0');
    assert.match(await page.textContent('#status'), /Game over/);
    assert.equal(await page.locator('#rotate').isEnabled(), false);
    assert.equal(await page.locator('#skip').isEnabled(), false);
    assert.ok(await page.locator('#final-dialog').evaluate((d) => d.open), 'the final scores are shown');
    const totals = await page.locator('#final-table tr.total td').allTextContents();
    const num = (x) => (x === '·' ? 0 : Number(x.replace('−', '-')));
    assert.deepEqual(totals.map(num), v.players.map((p) => p.score), 'the table shows the engine scores');
    // the players card: each score seen as its number, said in words ("12 points")
    const scores = await page.locator('#players .score').evaluateAll((ss) => ss.map((x) => [x.dataset.score, x.textContent]));
    assert.deepEqual(scores.map(([n]) => Number(n)), v.players.map((p) => p.score));
    scores.forEach(([, words], i) => assert.match(words, new RegExp(`${Math.abs(v.players[i].score)} points?$`), words));
    // each player's column of categories adds up to the total
    const rows = await page.locator('#final-table tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    totals.forEach((t, p) => assert.equal(rows.reduce((a, r) => a + num(r[p]), 0), num(t)));
    if (v.events.some((e) => e.rule === 'G6')) assert.match(await page.textContent('#final-table tbody'), /Ghosts/);
    await page.screenshot({ path: SHOTS + 'game-over.png' });
    await page.click('#final-close');
    await page.mouse.move(5, 5);
    await page.screenshot({ path: SHOTS + 'game-over-board.png' });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('speed: page ready, hover preview, redraw of a whole board (times printed, not asserted), module size printed', async () => {
  const { context, page, problems, ms } = await openPage(`/?seed=1&sets=${ALL_SETS}`);
  try {
    const readyMs = await page.evaluate(() => window.__app.readyMs);
    console.log(`page ready in ${ms} ms (in the page: ${Math.round(readyMs)} ms after navigation start)`);
    // the word files are asked for by page/start.js, before the module graph has run (main.js
    // marks 'main'): they do not wait for the other modules
    const asked = await page.evaluate(() => ({
      main: performance.getEntriesByName('main')[0]?.startTime ?? null,
      files: performance.getEntriesByType('resource').filter((r) => r.name.endsWith('.ftl')).map((r) => [r.name.split('/').pop(), r.startTime]),
    }));
    assert.notEqual(asked.main, null, "main.js marks 'main'");
    assert.deepEqual(asked.files.map(([f]) => f).sort(), ['common.ftl', 'errors.ftl', 'page.ftl', 'panel.ftl']);
    for (const [f, at] of asked.files) assert.ok(at < asked.main, `${f} asked at ${at} ms, after main() began at ${asked.main} ms`);
    // the preview of every legal placement over a few turns, as the hover does it (the clock
    // of the page is coarse: the mean of many is measured)
    const pvt = await page.evaluate(() => {
      const g = window.__app.game;
      let n = 0;
      let total = 0;
      let max = 0;
      for (let turn = 0; turn < 12; turn++) {
        const all = g.legalPlacements();
        const t0 = performance.now();
        for (const p of all) g.preview(p.x, p.y, p.rotation);
        const dt = performance.now() - t0;
        total += dt;
        n += all.length;
        max = Math.max(max, dt / all.length);
        g.autoStep();
        while (g.view().phase !== 'place-tile' && g.view().phase !== 'game-over') g.autoStep();
      }
      window.__app.refresh();
      return { mean: total / n, n, max };
    });
    console.log(`preview ${pvt.mean.toFixed(3)} ms (mean of ${pvt.n}; worst turn's mean ${pvt.max.toFixed(3)} ms)`);
    // a whole game to the end (tiles spread over the legal places, so the board is a compact
    // one, all of it on the canvas; autoStep for the rest), then one full redraw of the board
    const redraw = await page.evaluate(() => {
      const g = window.__app.game;
      for (let i = 0; g.view().phase !== 'game-over'; i++) {
        if (g.view().phase === 'place-tile') {
          const all = g.legalPlacements();
          const p = all[(i * 13 + 5) % all.length];
          g.placeTile(p.x, p.y, p.rotation);
        } else g.autoStep();
      }
      window.__app.refresh();
      const dialog = document.querySelector('#final-dialog');
      if (dialog.open) dialog.close();
      document.querySelector('#fit').click(); // a new size: every tile's picture is drawn again
      const cold = window.__app.timeRedraw(true);
      let full = 0;
      let hover = 0;
      for (let i = 0; i < 40; i++) full += window.__app.timeRedraw(true);
      for (let i = 0; i < 40; i++) hover += window.__app.timeRedraw();
      return { cold, full: full / 40, hover: hover / 40, tiles: g.view().tiles.length };
    });
    console.log(`redraw ${redraw.full.toFixed(2)} ms (${redraw.tiles} tiles, mean of 40 full redraws; the first, drawing every tile's picture at a new size: ${redraw.cold.toFixed(1)} ms; a hover's redraw over the cached board: ${redraw.hover.toFixed(2)} ms)`);
    const during = await page.evaluate(() => {
      document.querySelector('#zoom-in').click();
      return window.__app.timeRedraw();
    });
    console.log(`redraw while zooming ${during.toFixed(2)} ms (tile pictures scaled until the zoom stops)`);
    const wasm = await stat(WASM);
    // (The budget is on what the reader downloads: the embed's first load, gzip, in
    // embed.test.mjs; docs/PERFORMANCE.md.)
    console.log(`pkg/carcassonne_mist_bg.wasm: ${wasm.size} bytes (${(wasm.size / 1024).toFixed(0)} KiB)`);
    await page.screenshot({ path: SHOTS + 'whole-board.png' });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('Load…: a file that is not UTF-8 text, and a backup of all games, are refused in words; UTF-16 with its mark loads', async () => {
  const { context, page, problems } = await openPage('/www/?seed=3');
  try {
    const saved = await page.evaluate(() => window.__app.game.save());
    const before = await view(page);
    const named = saved.replace('"Red"', '"Côté"');
    assert.notEqual(named, saved);
    // Latin-1: "ô" is one byte, not UTF-8
    await page.setInputFiles('#load-file', { name: 'latin1.json', mimeType: 'application/json', buffer: Buffer.from(named, 'latin1') });
    await page.waitForFunction(() => document.querySelector('#error').textContent !== '');
    assert.match(await page.textContent('#error'), /Cannot load latin1\.json: the file is not text in UTF-8/);
    assert.deepEqual(await view(page), before, 'nothing read');
    // a backup of all games: pointed to Restore
    await page.evaluate(() => { document.querySelector('#error').textContent = ''; });
    const backup = JSON.stringify({ format: 'carcassonne-mist/backup', version: 1, written: new Date().toISOString(), games: [] });
    await page.setInputFiles('#load-file', { name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(backup) });
    await page.waitForFunction(() => document.querySelector('#error').textContent !== '');
    assert.match(await page.textContent('#error'), /a backup of all games.*Restore a backup/);
    // UTF-16 (little end first) with its mark, as some editors write: read
    await page.evaluate(() => { document.querySelector('#error').textContent = ''; });
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(named, 'utf16le')]);
    await page.setInputFiles('#load-file', { name: 'utf16.json', mimeType: 'application/json', buffer: utf16 });
    await page.waitForFunction(() => window.__app.view().players[0].name === 'Côté');
    assert.equal(await page.textContent('#error'), '');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
