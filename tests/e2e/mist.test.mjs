// The mist on the board, page and embed: the bank under the pointer outlined as one shape
// (the canvas's data-bank holds the spots drawn, which must be the engine's bankAt) with its
// size and state in a tooltip, and the legend one click away, drawn by the board's functions.
// Screenshots (tests/e2e/screenshots/mist-*.png): a late all-sets board at Fit (1280×800 and
// 390×844), Example 3 on the page and in the 720×480 embed, with the legend open.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { playOn, port, useBrowser, watch, SHOTS } from './harness.mjs';

/** A seeded all-sets game played on to `tiles` tiles, with meeples now and then (harness.mjs playOn). */
const lateBoard = (page, tiles) => playOn(page, tiles);

const PORT = port(8149);
const BASE = `http://127.0.0.1:${PORT}`;
const SCENARIOS = new URL('../../www/scenarios/', import.meta.url);
const LEGEND_ITEMS = ['mist', 'side', 'circle', 'circleGhost', 'ghost', 'meeple', 'guard', 'castle', 'cemetery'];

const harness = useBrowser(PORT);

async function open(path, { width = 1280, height = 800, touch = false } = {}) {
  const context = await harness.browser().newContext({ viewport: { width, height }, hasTouch: touch });
  const page = await context.newPage();
  const problems = [];
  watch(page, problems);
  await page.goto(BASE + path);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
  return { context, page, problems };
}

/**
 * Moves the pointer over the mist areas of the placed tiles until the board outlines a bank;
 * returns the hovered tile and the canvas's record of the outline, or null.
 */
async function hoverMist(page, cellToClient, { many = false } = {}) {
  const cells = await page.evaluate(({ many: wantMany }) => {
    const api = window.__app || window.__embed;
    const g = api.game;
    const v = g.view();
    const kinds = g.kinds();
    const out = [];
    for (const t of v.tiles) {
      for (const f of kinds[t.kind].features.filter((ft) => ft.kind === 'mist')) {
        const b = g.bankAt(t.x, t.y, f.name);
        if (b && (!wantMany || b.tiles >= 2)) out.push({ x: t.x, y: t.y, feature: f.name, tiles: b.tiles });
      }
    }
    out.sort((a, b) => b.tiles - a.tiles);
    return out;
  }, { many });
  for (const c of cells.slice(0, 6)) {
    const centre = await page.evaluate(cellToClient, [c.x, c.y]);
    const size = await page.evaluate(cellToClient, [c.x + 1, c.y]);
    const S = size.x - centre.x;
    for (const [fx, fy] of [[0.5, 0.9], [0.9, 0.5], [0.5, 0.1], [0.1, 0.5], [0.85, 0.85], [0.15, 0.15], [0.85, 0.15], [0.15, 0.85], [0.5, 0.5]]) {
      await page.mouse.move(centre.x + (fx - 0.5) * S, centre.y + (fy - 0.5) * S);
      const got = await page.evaluate(async () => {
        await new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)));
        const b = document.querySelector('#board');
        return b.dataset.bank ? { spots: b.dataset.bank.split(';'), drawn: Number(b.dataset.bankDrawn) } : null;
      });
      if (got) return { cell: c, ...got, at: [fx, fy] };
    }
  }
  return null;
}

/** Checks the outline against the engine: the bank of the hovered area, every one of its areas. */
async function checkOutline(page, hovered) {
  assert.ok(hovered, 'pointing at a mist area outlines a bank (data-bank on the canvas)');
  const own = hovered.spots.find((s) => s.startsWith(`${hovered.cell.x},${hovered.cell.y},`));
  assert.ok(own, `the outline holds the hovered tile's area: ${hovered.spots}`);
  const [x, y, feature] = own.split(',');
  const engine = await page.evaluate(([ex, ey, ef]) => {
    const api = window.__app || window.__embed;
    return api.game.bankAt(Number(ex), Number(ey), ef);
  }, [x, y, feature]);
  assert.deepEqual([...hovered.spots].sort(), engine.spots.map((s) => `${s.x},${s.y},${s.feature}`).sort(), 'the outline is the engine\'s whole bank');
  assert.equal(hovered.drawn, engine.spots.length, 'every area of the bank is drawn in the outline');
  const tip = page.locator('.bank-tip');
  assert.ok(await tip.isVisible(), 'the tooltip shows');
  const words = await tip.innerText();
  assert.match(words, new RegExp(`^Mist bank · ${engine.tiles} tiles?`), words);
  assert.match(words, engine.state === 'open' ? /open/ : engine.state === 'limited' ? /limited/ : /closed/, words);
  return engine;
}

/** Opens the legend with its button and checks that every item is drawn (non-blank canvases). */
async function openLegend(page) {
  assert.ok(!(await page.locator('#legend').isVisible()), 'the legend starts closed');
  await page.click('#legend-button');
  // one click opens it (its words, legend.ftl, are fetched on this first opening)
  await page.locator('#legend').waitFor({ state: 'visible', timeout: 5_000 });
  // (the pieces' rows; the marks on the board follow in a list of their own: panel-place.test.mjs)
  const items = await page.evaluate(() => [...document.querySelectorAll('#legend li[data-item]')].map((li) => ({
    item: li.dataset.item,
    text: li.innerText,
    inked: [...li.querySelectorAll('canvas')].map((c) => {
      const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
      let n = 0;
      for (let i = 3; i < d.length; i += 4) if (d[i] > 0) n++;
      return n / (c.width * c.height);
    }),
  })));
  assert.deepEqual(items.map((i) => i.item), LEGEND_ITEMS);
  for (const i of items) {
    assert.equal(i.inked.length, 2, `${i.item}: drawn at full size and at small zoom`);
    for (const k of i.inked) assert.ok(k > 0.05, `${i.item}: the canvas is drawn (${k})`);
    assert.ok(i.text.length > 3, `${i.item} has words`);
  }
}

test('page: a late all-sets board at Fit; the bank under the pointer is outlined and described; the legend', async () => {
  const { context, page, problems } = await open('/?seed=11&sets=base,gcc,sc');
  try {
    await lateBoard(page, 95);
    const cellToClient = ([x, y]) => window.__app.cellToClient(x, y);
    // Fit on a late board: tiles under about 52 CSS pixels are drawn as simplified symbols
    const S = await page.evaluate(() => {
      const a = window.__app.cellToClient(0, 0);
      const b = window.__app.cellToClient(1, 0);
      return b.x - a.x;
    });
    console.log(`late board at Fit: ${S.toFixed(1)} CSS pixels a tile`);
    await page.mouse.move(5, 5);
    await page.screenshot({ path: `${SHOTS}mist-late-board-fit-1280.png` });
    const hovered = await hoverMist(page, cellToClient, { many: true });
    await checkOutline(page, hovered);
    await page.screenshot({ path: `${SHOTS}mist-bank-outline-1280.png` });
    // the pointer leaves the mist: no outline
    await page.mouse.move(5, 5);
    await page.waitForFunction(() => !document.querySelector('#board').dataset.bank);
    await openLegend(page);
    await page.screenshot({ path: `${SHOTS}mist-legend-1280.png` });
    // the redraw with the outline stays cheap (printed)
    await page.click('#legend-button');
    const again = await hoverMist(page, cellToClient, { many: true });
    assert.ok(again);
    // (medians: on a busy machine a mean is mostly the other programs' pauses)
    const ms = await page.evaluate(() => {
      const median = (f) => {
        const t = Array.from({ length: 60 }, f).sort((a, b) => a - b);
        return t[30];
      };
      return { full: median(() => window.__app.timeRedraw(true)), hover: median(() => window.__app.timeRedraw()) };
    });
    console.log(`redraw with a bank outlined (median of 60): full ${ms.full.toFixed(2)} ms, over the cached board ${ms.hover.toFixed(2)} ms`);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('page at 390×844: a late board at Fit and the legend', async () => {
  const { context, page, problems } = await open('/?seed=11&sets=base,gcc,sc', { width: 390, height: 844, touch: true });
  try {
    await lateBoard(page, 95);
    await page.screenshot({ path: `${SHOTS}mist-late-board-390.png` });
    await openLegend(page);
    await page.screenshot({ path: `${SHOTS}mist-legend-390.png` });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('Example 3 on the page and in the 720×480 embed: the misty sides, the occupied circle, the bank outlined', async () => {
  const json = await readFile(new URL('example-3.json', SCENARIOS), 'utf8');
  // the page: the scenario's position as a share link
  {
    const { context, page, problems } = await open('/?seed=1');
    try {
      const link = await page.evaluate(async (text) => {
        const G = window.__app.game.constructor;
        const saved = G.fromScenario(text).save();
        return `#game=${await window.__app.encodeGame(saved)}`;
      }, json);
      await page.goto(`${BASE}/${link}`);
      await page.waitForFunction(() => window.__app && window.__app.view().tiles.length === 3);
      await page.evaluate(() => window.__app.fit());
      const hovered = await hoverMist(page, ([x, y]) => window.__app.cellToClient(x, y));
      const bank = await checkOutline(page, hovered);
      assert.equal(bank.ghosts, 1, 'Example 3: its circle holds a ghost');
      await page.screenshot({ path: `${SHOTS}mist-example-3-1280.png` });
      assert.deepEqual(problems.filter((p) => !/storage/i.test(p)), []);
    } finally {
      await context.close();
    }
  }
  // the embed
  const { context, page, problems } = await open('/www/embed.html?scenario=scenarios/example-3.json&show=0,1,0', { width: 720, height: 480 });
  try {
    await page.screenshot({ path: `${SHOTS}mist-example-3-embed-720x480-plain.png` });
    const hovered = await hoverMist(page, ([x, y]) => window.__embed.cellToClient(x, y));
    const bank = await checkOutline(page, hovered);
    assert.equal(bank.state, 'open');
    assert.equal(bank.circles, 1);
    await page.screenshot({ path: `${SHOTS}mist-example-3-embed-720x480.png` });
    await page.mouse.move(2, 470);
    await openLegend(page);
    await page.screenshot({ path: `${SHOTS}mist-legend-embed-720x480.png` });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
