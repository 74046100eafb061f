// What a player looks up (issue 43): the tiles left by kind, opened from the tile counter (a
// table per set whose counts are the engine's `tilesLeft`, each kind pictured and its features
// in words), and a placed feature inspected by the pointer, the I key and a scoring line (the
// canvas's data-feature holds the areas outlined, which must be the engine's `featureAt`), and
// the final scoring walked step by step. axe on the dialog and the step bar. Screenshots
// (tests/e2e/screenshots/inspect-*.png) at 1280×800 in English and 390×844 in French.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AXE_CONTEXT, assertNoViolations, openForAxe } from './axe-check.mjs';
import { openPage, playOn as playSeeded, port, useBrowser, SHOTS } from './harness.mjs';

/** The seeded game played on to `tiles` tiles, a meeple on every other turn (harness.mjs playOn). */
const playOn = (page, tiles) => playSeeded(page, tiles, { meeples: 'alternate' });

const PORT = port(8233);
const BASE = `http://127.0.0.1:${PORT}`;
const harness = useBrowser(PORT);

async function open(path, { width = 1280, height = 800, touch = false, lang = 'en' } = {}) {
  const { page, problems, context } = touch
    ? await openPage(harness.browser(), null, { width, height, locale: lang, context: { ...AXE_CONTEXT, hasTouch: true } })
    : await openForAxe(harness.browser(), lang);
  await page.setViewportSize({ width, height });
  await page.goto(BASE + path);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
  return { context, page, problems };
}

const frame = (page) => page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));

/** The canvas's record of the feature outlined: its areas and kind, or null. */
const outlined = (page) => page.evaluate(() => {
  const b = document.querySelector('#board');
  return b.dataset.feature ? { spots: b.dataset.feature.split(';').sort(), kind: b.dataset.featureKind } : null;
});

/** The engine's areas of the feature at `spot` ("x,y,feature"), sorted like `outlined`'s. */
const engineSpots = (page, spot) => page.evaluate((s) => {
  const [x, y, f] = s.split(',');
  const info = window.__app.game.featureAt(Number(x), Number(y), f);
  return info ? info.spots.map((a) => `${a.x},${a.y},${a.feature}`).sort() : null;
}, spot);

/** Points at (or taps) the meeples' tiles until a feature holding a meeple is outlined; returns what was outlined. */
async function hoverHeldFeature(page, { tap = false } = {}) {
  const cells = await page.evaluate(() => window.__app.view().meeples.map((m) => ({ x: m.x, y: m.y })));
  for (const c of cells.slice(0, 8)) {
    const centre = await page.evaluate(([x, y]) => window.__app.cellToClient(x, y), [c.x, c.y]);
    const next = await page.evaluate(([x, y]) => window.__app.cellToClient(x + 1, y), [c.x, c.y]);
    const S = next.x - centre.x;
    for (const [fx, fy] of [[0.5, 0.5], [0.5, 0.15], [0.85, 0.5], [0.5, 0.85], [0.15, 0.5], [0.2, 0.2], [0.8, 0.8], [0.8, 0.2], [0.2, 0.8]]) {
      const [px, py] = [centre.x + (fx - 0.5) * S, centre.y + (fy - 0.5) * S];
      if (tap) await page.touchscreen.tap(px, py);
      else await page.mouse.move(px, py);
      await frame(page);
      const got = await outlined(page);
      if (!got) continue;
      const held = await page.evaluate((spots) => {
        const [x, y, f] = spots[0].split(',');
        return window.__app.game.featureAt(Number(x), Number(y), f).holders.length > 0;
      }, got.spots);
      if (held) return got;
    }
  }
  return null;
}

test('page 1280×800: the tiles left by kind from the counter; a feature pointed at, keyed and scored; the final scoring step by step', async () => {
  const { context, page, problems } = await open('/?seed=7&sets=base,gcc');
  try {
    await playOn(page, 30);
    // the tiles left: the counter opens a dialog whose tables are the engine's counts
    await page.click('#tiles-left');
    await page.waitForSelector('#tiles-left-dialog[open]');
    const shown = await page.evaluate(() => [...document.querySelectorAll('#tiles-left-dialog tbody tr')].map((tr) => ({
      id: tr.dataset.kind, left: Number(tr.dataset.left), name: tr.querySelector('th').innerText.trim(),
      features: tr.querySelector('td').innerText, n: tr.querySelector('.tiles-left-n').innerText,
      inked: (() => {
        const c = tr.querySelector('canvas');
        const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        let k = 0;
        for (let i = 3; i < d.length; i += 4) if (d[i] > 0) k++;
        return k / (c.width * c.height);
      })(),
    })));
    const engine = await page.evaluate(() => ({ left: window.__app.game.tilesLeft(), view: window.__app.view() }));
    assert.deepEqual(shown.map((r) => [r.id, r.left]), engine.left.map((r) => [r.id, r.left]), 'a row per kind, the engine\'s counts');
    assert.equal(shown.reduce((s, r) => s + r.left, 0), engine.view.bag_left, 'the counts add up to the bag');
    assert.ok(shown.some((r) => r.left === 0) || shown.every((r) => r.left > 0));
    for (const r of shown) {
      assert.equal(r.name, r.id, 'each kind named');
      assert.ok(r.features.length > 3, `${r.id}: its features in words`);
      assert.ok(r.inked > 0.5, `${r.id}: pictured (${r.inked})`);
    }
    const sets = await page.locator('#tiles-left-dialog h3').allInnerTexts();
    assert.deepEqual(sets.map((s) => s.split(':')[0]), ['Base game', 'Exp. 11'], 'grouped by set');
    const hand = engine.view.hand_id ? `, besides the tile in hand \\(${engine.view.hand_id}\\)` : '';
    assert.match(await page.locator('.tiles-left-summary').innerText(), new RegExp(`^${engine.view.bag_left} tiles left in the bag${hand}\\. `));
    const d = shown.find((r) => r.id === 'D');
    assert.match(d.features, /City.*Road.*2\s×\sField/, d.features);
    await page.screenshot({ path: `${SHOTS}inspect-tiles-left-1280.png` });
    await assertNoViolations(page, 'the tiles left dialog, en');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('#tiles-left-dialog').open);

    // a feature under the pointer: outlined whole (the engine's areas) and said in the tip
    const got = await hoverHeldFeature(page);
    assert.ok(got, 'pointing at a held feature outlines it (data-feature on the canvas)');
    assert.deepEqual(got.spots, await engineSpots(page, got.spots[0]), 'the outline is the engine\'s whole feature');
    const tip = await page.locator('.bank-tip').innerText();
    assert.match(tip, /Held by .*\((\d+ meeples?|\d+ guards?)/, tip);
    assert.match(tip, /\((B4|B5|K1|K2)\)/, tip);
    await page.screenshot({ path: `${SHOTS}inspect-feature-1280.png` });
    await page.mouse.move(5, 5);
    await page.waitForFunction(() => !document.querySelector('#board').dataset.feature);

    // the I key on the text board's cursor: the cursor's tile's features one by one, said on its line
    await page.focus('#board');
    await page.keyboard.press('b');
    await page.keyboard.press('i');
    await page.waitForFunction(() => document.querySelector('#board').dataset.feature);
    const first = await outlined(page);
    assert.deepEqual(first.spots, await engineSpots(page, first.spots[0]));
    await page.waitForFunction(() => /(Held by|No meeple on it|Scored|Completed)/.test(document.querySelector('#text-board-cell').textContent));
    await page.keyboard.press('i');
    await frame(page);
    const second = await outlined(page);
    assert.ok(second, 'I again: the next feature');
    await page.keyboard.press('b');
    await page.keyboard.press('Escape');

    // Shift+T opens the tiles left too
    await page.keyboard.press('Shift+T');
    await page.waitForSelector('#tiles-left-dialog[open]');
    await page.keyboard.press('Escape');

    // a line of the Scoring card outlines the feature it scored
    await page.mouse.move(5, 5);
    const line = page.locator('#events li[data-spot]').first();
    if (await line.count()) {
      const spot = await line.getAttribute('data-spot');
      await line.focus();
      await page.waitForFunction(() => document.querySelector('#board').dataset.feature);
      assert.deepEqual((await outlined(page)).spots, await engineSpots(page, spot), 'the scoring line\'s feature');
      await page.locator('#status').click();
    }

    // the end: each final scoring line outlines its feature; the steps walk them on the board
    await playOn(page, 1000);
    // (the final table opens by itself when a move ends the game)
    await page.waitForSelector('#final-dialog[open]');
    await page.click('#final-details summary');
    const finalLine = page.locator('#final-events li[data-spot]').first();
    const finalSpot = await finalLine.getAttribute('data-spot');
    await finalLine.hover();
    await page.waitForFunction(() => document.querySelector('#board').dataset.feature);
    assert.deepEqual((await outlined(page)).spots, await engineSpots(page, finalSpot));
    // a row of the final table: every feature of its kind that scored points, outlined together
    const row = page.locator('#final-table tbody tr[data-category="roads"] th');
    await row.hover();
    await page.waitForFunction(() => document.querySelector('#board').dataset.featureKind === 'road');
    const roads = await page.evaluate(() => {
      const g = window.__app.game;
      const keys = new Set();
      for (const e of g.view().events) {
        if (e.kind !== 'road' || !e.players.length || !e.points) continue;
        for (const s of g.featureAt(e.x, e.y, e.feature).spots) keys.add(`${s.x},${s.y},${s.feature}`);
      }
      return [...keys].sort();
    });
    assert.ok(roads.length > 0, 'roads scored');
    assert.deepEqual((await outlined(page)).spots, roads, 'the Roads row outlines every road that scored');
    assert.equal(await row.getAttribute('tabindex'), '0', 'the row\'s heading takes the focus');
    await assertNoViolations(page, 'the final table, its lines focusable, en');
    const ends = await page.evaluate(() => window.__app.view().events.filter((e) => !e.complete && e.players.length && e.points !== 0));
    await page.click('#final-dialog .final-steps-open');
    await page.waitForSelector('.final-steps:not([hidden])');
    assert.match(await page.locator('.final-step-line').innerText(), new RegExp(`^Step 1 of ${ends.length}: `));
    const e0 = ends[0];
    assert.deepEqual((await outlined(page)).spots, await engineSpots(page, `${e0.x},${e0.y},${e0.feature}`), 'step 1 outlines its feature');
    await page.click('.final-step-next');
    assert.match(await page.locator('.final-step-line').innerText(), new RegExp(`^Step 2 of ${ends.length}: `));
    const e1 = ends[1];
    if (e1.rule !== 'G6') assert.deepEqual((await outlined(page)).spots, await engineSpots(page, `${e1.x},${e1.y},${e1.feature}`), 'step 2 outlines its feature');
    await page.mouse.move(5, 5);
    await page.screenshot({ path: `${SHOTS}inspect-final-steps-1280.png` });
    await assertNoViolations(page, 'the final scoring step by step, en');
    await page.click('.final-step-done');
    await page.waitForSelector('.final-steps[hidden]', { state: 'attached' });
    assert.equal(await outlined(page), null, 'nothing outlined once done');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('page 390×844 in French: the tiles left and a tapped feature', async () => {
  const { context, page, problems } = await open('/?seed=7&sets=base,gcc&lang=fr', { width: 390, height: 844, lang: 'fr', touch: true });
  try {
    await playOn(page, 24);
    await page.click('#tiles-left');
    await page.waitForSelector('#tiles-left-dialog[open]');
    assert.match(await page.locator('#tiles-left-dialog h2').innerText(), /^Tuiles restantes$/);
    await page.screenshot({ path: `${SHOTS}inspect-tiles-left-390-fr.png` });
    await assertNoViolations(page, 'the tiles left dialog, fr');
    await page.keyboard.press('Escape');
    const got = await hoverHeldFeature(page, { tap: true });
    assert.ok(got, 'a tapped feature outlined');
    assert.match(await page.locator('.bank-tip').innerText(), /Occupé par/);
    await page.screenshot({ path: `${SHOTS}inspect-feature-390-fr.png` });
    // the end on a phone: the steps' bar over the board, in French
    await playOn(page, 1000);
    await page.waitForSelector('#final-dialog[open]');
    await page.click('#final-dialog .final-steps-open');
    await page.waitForSelector('.final-steps:not([hidden])');
    assert.match(await page.locator('.final-step-line').innerText(), /^Étape 1 sur \d+ : /);
    assert.ok(await outlined(page), 'step 1 outlined');
    await page.screenshot({ path: `${SHOTS}inspect-final-steps-390-fr.png` });
    await assertNoViolations(page, 'the final scoring step by step on a phone, fr');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

for (const lang of ['en', 'cs']) {
  test(`embed 720×480 (${lang}): a scenario with a bag shows its tiles left by kind`, async () => {
    const { context, page, problems } = await open(`/www/embed.html?scenario=scenarios/rule-B2.json&lang=${lang}`, { width: 720, height: 480, lang });
    try {
      await page.waitForSelector('#tiles-left:not([hidden])');
      await page.click('#tiles-left');
      await page.waitForSelector('#tiles-left-dialog[open]');
      const shown = await page.evaluate(() => [...document.querySelectorAll('#tiles-left-dialog tbody tr')].map((tr) => [tr.dataset.kind, Number(tr.dataset.left)]));
      const engine = await page.evaluate(() => window.__embed.game.tilesLeft().map((r) => [r.id, r.left]));
      assert.deepEqual(shown, engine, 'the engine\'s counts');
      assert.ok(shown.some(([, n]) => n > 0), 'tiles in the bag');
      await page.screenshot({ path: `${SHOTS}inspect-embed-tiles-left-${lang}.png` });
      await assertNoViolations(page, `the embed's tiles left, ${lang}`);
      await page.keyboard.press('Escape');
      // a placed feature under the pointer: outlined whole, as on the page (one scene)
      await page.waitForSelector('body[data-mist-view="1"]');
      const tiles = await page.evaluate(() => window.__embed.game.view().tiles.map((t) => [t.x, t.y]));
      let got = null;
      for (const [x, y] of tiles) {
        const c = await page.evaluate(([cx, cy]) => window.__embed.cellToClient(cx, cy), [x, y]);
        await page.mouse.move(c.x, c.y);
        await frame(page);
        got = await outlined(page);
        if (got) break;
      }
      assert.ok(got, 'a placed feature outlined in the embed');
      const [x, y, f] = got.spots[0].split(',');
      const spots = await page.evaluate(([ex, ey, ef]) => window.__embed.game.featureAt(Number(ex), Number(ey), ef).spots.map((a) => `${a.x},${a.y},${a.feature}`).sort(), [x, y, f]);
      assert.deepEqual(got.spots, spots, 'the engine\'s whole feature');
      assert.ok(await page.locator('.bank-tip').isVisible(), 'said in the tip');
      await page.screenshot({ path: `${SHOTS}inspect-embed-feature-${lang}.png` });
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}
