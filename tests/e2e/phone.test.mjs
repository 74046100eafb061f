// End-to-end tests of the page on a phone and a tablet (issue 11 C): the bottom sheet keeps the
// tapped cell's outcome and the ghost choices in sight with the board, the hints say "tap"; the
// final table by category; the seed link keeps players and sets; the reconstructed-sets notice.
// Screenshots go to tests/e2e/screenshots/phone-*.png. Run after `make build`:
//   node --test tests/e2e/phone.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { port, useBrowser, watch, SHOTS } from './harness.mjs';

const PORT = port(8133);
const BASE = `http://127.0.0.1:${PORT}`;
const harness = useBrowser(PORT);

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 820, height: 1180 };
const DESKTOP = { width: 1280, height: 800 };

/** Opens `path` in a fresh browser context of `viewport` (a touch screen when `touch`). */
async function openPage(path, viewport, { touch = false } = {}) {
  const context = await harness.browser().newContext({ viewport, hasTouch: touch, isMobile: touch, deviceScaleFactor: touch ? 2 : 1 });
  const page = await context.newPage();
  const problems = [];
  watch(page, problems);
  await page.goto(BASE + path);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 30_000 });
  return { context, page, problems };
}

const view = (page) => page.evaluate(() => window.__app.view());

/** Whether the element's box lies (at least `part` of it, vertically) inside the viewport. */
async function inViewport(page, selector, part = 0.5) {
  return page.locator(selector).first().evaluate((e, p) => {
    const r = e.getBoundingClientRect();
    const seen = Math.min(r.bottom, window.innerHeight) - Math.max(r.top, 0);
    return r.height > 0 && seen >= Math.min(r.height, 120) * p && r.left >= -1 && r.right <= window.innerWidth + 1;
  }, part);
}

/** The client point of cell (x, y) if it is on the board canvas (not under anything), else null. */
async function cellOnBoard(page, x, y) {
  return page.evaluate(([cx, cy]) => {
    const pt = window.__app.cellToClient(cx, cy);
    return pt && document.elementFromPoint(pt.x, pt.y)?.id === 'board' ? pt : null;
  }, [x, y]);
}

/** Plays engine actions (the first legal one of a seeded choice) until `until(view)` holds. */
async function playUntil(page, until, seed = 1, max = 400) {
  for (let i = 0; i < max; i++) {
    const v = await view(page);
    if (until(v) || v.phase === 'game-over') return v;
    await page.evaluate((k) => {
      const g = window.__app.game;
      const legal = g.legalActions();
      g.play(JSON.stringify(legal[(k * 7919) % legal.length]));
      window.__app.refresh();
    }, seed + i);
  }
  return view(page);
}

/** The board fitted: its legal placements and the lowest of them on the board (with its client point `pt`). */
async function lowestLegalCell(page) {
  await page.evaluate(() => window.__app.fit());
  const legal = await page.evaluate(() => window.__app.game.legalPlacements());
  const pts = [];
  for (const p of legal) {
    const pt = await cellOnBoard(page, p.x, p.y);
    if (pt) pts.push({ ...p, pt });
  }
  assert.ok(pts.length, 'some legal cell is on the board above the sheet');
  return { legal, p: pts.reduce((a, b) => (b.pt.y > a.pt.y ? b : a)) };
}

/** Taps the lowest legal cell on the board and checks its outcome and the cell are in sight together. */
async function tapLowestCell(page, label) {
  const { legal, p } = await lowestLegalCell(page);
  const rots = [...new Set(legal.filter((q) => q.x === p.x && q.y === p.y).map((q) => q.rotation))];
  for (let i = 0; i < 4 && !rots.includes(await page.evaluate(() => window.__app.rotation)); i++) await page.click('#rotate');
  await page.touchscreen.tap(p.pt.x, p.pt.y);
  assert.equal((await view(page)).phase, 'place-tile', 'a first tap previews');
  assert.ok(await page.evaluate(() => window.__app.shownPreview), 'the tapped cell is previewed');
  assert.match(await page.textContent('#hint'), /^Tap again to place/);
  assert.ok((await page.textContent('#outcome')).trim().length > 10, 'the outcome is written');
  assert.ok(await inViewport(page, '#outcome'), `the outcome is in sight at ${label}`);
  assert.ok(await cellOnBoard(page, p.x, p.y), 'the tapped cell is in sight, not under the sheet');
  assert.doesNotMatch(await page.textContent('#panel'), /\bClick\b|\bclick (a|where|the|to)\b/, 'no "click" on a touch screen');
  await page.screenshot({ path: `${SHOTS}phone-${label}-outcome.png` });
  return p;
}

test('tablet held upright: the sheet shows the tapped cell\'s outcome with the board', async () => {
  const { context, page, problems } = await openPage('/www/?seed=42&sets=base,gcc,sc', TABLET, { touch: true });
  try {
    await playUntil(page, (v) => v.tiles.length >= 20 && v.phase === 'place-tile');
    assert.equal(await page.locator('#sheet-toggle').isVisible(), true);
    await tapLowestCell(page, '820');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('phone: a tapped cell\'s outcome shows in the bottom sheet with the board, and the hints say tap', async () => {
  const { context, page, problems } = await openPage('/www/?seed=42&sets=base,gcc,sc', PHONE, { touch: true });
  try {
    await playUntil(page, (v) => v.tiles.length >= 12 && v.phase === 'place-tile');
    // a turn starts: the tile in hand and Rotate are in sight in the sheet, no scrolling
    assert.ok(await inViewport(page, '#hand', 0.9), 'the tile in hand is in sight');
    assert.ok(await inViewport(page, '#rotate', 0.9), 'Rotate is in sight');
    await tapLowestCell(page, '390');

    // folding the sheet gives the board the height; opening it again shows the outcome
    const tall = (await page.locator('#board').boundingBox()).height;
    await page.click('#sheet-toggle');
    await page.waitForFunction((h) => document.getElementById('board').getBoundingClientRect().height > h + 100, tall);
    assert.equal(await page.locator('#outcome').isVisible(), false);
    await page.click('#sheet-toggle');
    await page.waitForFunction(() => document.getElementById('outcome').getBoundingClientRect().height > 0);

    // the ghost choice: the moves and the board in sight together
    const g = await playUntil(page, (v) => v.phase === 'ghosts', 3);
    if (g.phase === 'ghosts') {
      assert.ok(await inViewport(page, '#ghost-box', 0.3), 'the ghost choices are in sight');
      const last = g.tiles[g.tiles.length - 1];
      await page.evaluate(() => window.__app.fit());
      assert.ok(await cellOnBoard(page, last.x, last.y), 'the tile just placed is in sight');
      assert.doesNotMatch(await page.textContent('#ghost-help'), /Click/);
      await page.screenshot({ path: `${SHOTS}phone-390-ghosts.png` });
    }
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('phone: a cell tapped at the board\'s bottom edge is not hidden by the hint, which moves to the top', async () => {
  const { context, page, problems } = await openPage('/www/?seed=42&sets=base,gcc,sc', PHONE, { touch: true });
  try {
    await playUntil(page, (v) => v.tiles.length >= 12 && v.phase === 'place-tile');
    const { legal, p } = await lowestLegalCell(page);
    // the test's set-up: the board dragged (by a mouse) so that the cell lies at its bottom edge
    const board = await page.locator('#board').boundingBox();
    const from = { x: board.x + board.width / 2, y: board.y + board.height / 2 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x, from.y + (board.y + board.height - 16 - p.pt.y), { steps: 6 });
    await page.mouse.up();
    const pt = await cellOnBoard(page, p.x, p.y);
    assert.ok(pt && pt.y > board.y + board.height - 40, `the cell at the board's bottom edge: ${JSON.stringify(pt)}`);
    const rots = [...new Set(legal.filter((q) => q.x === p.x && q.y === p.y).map((q) => q.rotation))];
    for (let i = 0; i < 4 && !rots.includes(await page.evaluate(() => window.__app.rotation)); i++) await page.click('#rotate');
    await page.touchscreen.tap(pt.x, pt.y);
    assert.match(await page.textContent('#hint'), /^Tap again to place/);
    const hint = await page.locator('#hint').boundingBox();
    assert.ok(hint.y + hint.height < pt.y - 20, `the hint stands above the tapped cell: ${JSON.stringify(hint)}, the cell at ${pt.y}`);
    await page.screenshot({ path: `${SHOTS}phone-390-hint-top.png` });
    // a cell tapped higher up: the hint is back at the bottom
    await page.touchscreen.tap(pt.x, board.y + board.height / 3);
    await page.waitForFunction(() => !document.querySelector('#hint').classList.contains('at-top'));
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('desktop: the hints say click', async () => {
  const { context, page, problems } = await openPage('/www/?seed=42&sets=base,gcc,sc', DESKTOP);
  try {
    const p = (await page.evaluate(() => window.__app.game.legalPlacements())).find((q) => q.rotation === 0)
      || (await page.evaluate(() => window.__app.game.legalPlacements()))[0];
    for (let i = 0; i < 4 && (await page.evaluate(() => window.__app.rotation)) !== p.rotation; i++) await page.click('#rotate');
    const pt = await page.evaluate(([x, y]) => window.__app.cellToClient(x, y), [p.x, p.y]);
    await page.mouse.move(pt.x, pt.y, { steps: 2 });
    assert.match(await page.textContent('#hint'), /^Click to place/);
    assert.equal(await page.locator('#sheet-toggle').isVisible(), false, 'no sheet on a wide screen');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

/** Plays to the end (a seeded choice among the legal actions, meeples included), then reads the page's final table. */
async function finalTable(page) {
  await page.evaluate(() => {
    const g = window.__app.game;
    for (let k = 1; k < 3000; k++) {
      const legal = g.legalActions();
      if (!legal.length) break;
      // place a meeple when one may (they come before "skip-meeple"), else a spread choice
      const meeple = legal.find((a) => a.type === 'place-meeple');
      g.play(JSON.stringify(meeple && k % 3 ? meeple : legal[(k * 7919) % legal.length]));
    }
    window.__app.refresh();
  });
  await page.waitForFunction(() => document.getElementById('final-dialog').open);
  return page.evaluate(() => {
    const t = document.getElementById('final-table');
    const cells = (tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent);
    return {
      players: [...t.querySelectorAll('thead th')].slice(1).map((th) => th.textContent),
      rows: [...t.querySelectorAll('tbody tr')].map((tr) => ({ name: tr.querySelector('th').textContent, category: tr.dataset.category, cells: cells(tr) })),
      totals: cells(t.querySelector('tfoot tr')),
      details: [...document.querySelectorAll('#final-events li')].map((li) => li.textContent),
    };
  });
}

test('the final table: one row per category, one column per player, adding up to the engine\'s scores', async () => {
  for (const [label, viewport, touch] of [['390', PHONE, true], ['820', TABLET, true], ['1280', DESKTOP, false]]) {
    const { context, page, problems } = await openPage('/www/?seed=7&sets=base,gcc,sc&player=Ann.d8352a&player=Bob.2f6fdc&player=Cy.2f9e44', viewport, { touch });
    try {
      const t = await finalTable(page);
      await page.screenshot({ path: `${SHOTS}phone-final-${label}.png` });
      const v = await view(page);
      const engine = await page.evaluate(() => window.__app.game.scoreTable());
      assert.equal(t.players.length, 3);
      assert.deepEqual(t.rows.map((r) => r.category), ['roads', 'cities', 'monasteries', 'fields', 'castles', 'ghosts']);
      assert.match(t.rows[5].name, /Ghosts \(−1 each\)/);
      const num = (x) => (x === '·' ? 0 : Number(x.replace('−', '-')));
      for (let p = 0; p < 3; p++) {
        assert.equal(t.rows.reduce((a, r) => a + num(r.cells[p]), 0), num(t.totals[p]), `column ${p} adds up`);
        assert.equal(num(t.totals[p]), v.players[p].score, 'the engine\'s score');
        t.rows.forEach((r, i) => assert.equal(num(r.cells[p]), engine.rows[i].points[p], `${r.category}: the engine's figure`));
      }
      for (const d of t.details) {
        assert.doesNotMatch(d, /nobody|: 0 points/, `no zero line in the final details: ${d}`);
      }
      const events = await page.locator('#events').textContent();
      assert.doesNotMatch(events, /to nobody/, 'the scoring log never says "points to nobody"');
      assert.ok(await inViewport(page, '#final-table', 0.9), 'the table fits the screen');
      const wide = await page.locator('#final-table').evaluate((e) => e.scrollWidth <= e.parentElement.clientWidth + 1);
      assert.ok(wide, `no sideways scrolling of the table at ${label}`);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  }
});

test('the seed link and the address keep 4 players, their names and colours, the sets and a variant', async () => {
  const { context, page, problems } = await openPage('/www/?seed=3', DESKTOP);
  try {
    await page.click('#new-game');
    await page.click('#ng-add');
    await page.click('#ng-add');
    const names = page.locator('#ng-players input[type="text"]');
    await names.nth(0).fill('Ann');
    await names.nth(3).fill('Dr. Zed');
    await page.check('input[name="sets"][value="base,gcc"]');
    await page.click('#ng-variants-box > summary'); // the variants are folded (issue 24)
    await page.selectOption('#ng-opponent-no-target', 'to-supply');
    await page.fill('#ng-seed', '777');
    await page.click('#ng-start');
    await page.waitForFunction(() => window.__app.view().players.length === 4);
    const before = await view(page);
    const address = await page.evaluate(() => location.search);
    assert.match(address, /seed=777/);
    assert.equal((address.match(/player=/g) || []).length, 4, address);
    const href = await page.getAttribute('#seed-link', 'href');
    assert.equal(href, address, 'the seed link is the address');
    // a fresh browser follows the link: the same players, sets and variant
    const other = await openPage(`/www/${href}`, DESKTOP);
    try {
      const v = await view(other.page);
      assert.deepEqual(v.players.map((p) => [p.name, p.colour]), before.players.map((p) => [p.name, p.colour]));
      assert.deepEqual(v.players.map((p) => p.name), ['Ann', 'Blue', 'Green', 'Dr. Zed']);
      assert.equal(v.variants['opponent-no-target'], 'to-supply');
      assert.equal(v.ghosts_in_play, true);
      assert.equal(v.bag_by_set.sc, undefined, 'Exp. 11 without The Spell Circles');
      assert.equal(v.hand_id, before.hand_id, 'the same seed deals the same tile');
      assert.deepEqual(other.problems, []);
    } finally {
      await other.context.close();
    }
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the About box and the New game dialog say which sets are reconstructed, and link to how to correct them', async () => {
  const { context, page, problems } = await openPage('/www/?seed=3', PHONE, { touch: true });
  try {
    await page.click('#about-button');
    const about = await page.textContent('#about-dialog');
    assert.match(about, /Exp\. 11 and The Spell Circles are reconstructed/);
    await page.screenshot({ path: `${SHOTS}phone-about.png` });
    await page.click('#about-close');
    await page.click('#new-game');
    assert.match(await page.textContent('#ng-sets'), /reconstructed/);
    const href = await page.locator('#ng-sets a').getAttribute('href');
    const res = await page.request.get(new URL(href, page.url()).href);
    assert.equal(res.status(), 200);
    assert.match(await res.text(), /## Correcting a reconstructed set/);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
