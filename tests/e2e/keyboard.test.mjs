// The editor and the embed by the keyboard only (issue 23): a two-tile scenario built in the
// editor and a step recorded, then a move played in an interactive embed, each key's effect read
// from the live region the screen reader hears (#ed-cursor, #cursor-words), never from a pointer;
// and screenshots of the focused boards at desktop and phone sizes, in English and French.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, port, useBrowser, SHOTS } from './harness.mjs';

const PORT = port(8197);
const BASE = `http://127.0.0.1:${PORT}/www/`;
const harness = useBrowser(PORT);

const open = (path, { width = 1280, height = 800, lang = 'en' } = {}) => openPage(harness.browser(), BASE + path, { width, height, locale: lang });

/** Presses Tab (Shift+Tab when `back`) until the focused element matches `sel`; fails after `max` presses. */
async function tabTo(page, sel, { back = false, max = 120 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => Boolean(document.activeElement && document.activeElement.matches(s)), sel)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  assert.fail(`${sel} is not reached by ${back ? 'Shift+' : ''}Tab`);
}

/** Presses `key` and returns what the live region `region` says next (it must match `want`). */
async function say(page, region, key, want) {
  const before = await page.textContent(region);
  await page.keyboard.press(key);
  await page.waitForFunction(([r, b, src]) => {
    const now = document.querySelector(r).textContent;
    return new RegExp(src).test(now) && (now !== b || new RegExp(src).test(b));
  }, [region, before, want.source]);
  const now = await page.textContent(region);
  assert.match(now, want, `after ${key}`);
  return now;
}

test('the editor by the keyboard only: two tiles laid, one turned, a step recorded, each cell read out', async () => {
  const { page, problems, context } = await open('editor.html');
  const R = '#ed-cursor';
  // the palette: one tab stop (a listbox), the arrow keys to the tile, Enter picks it
  await tabTo(page, '.pal-tile[data-id="A"]');
  assert.equal(await page.$$eval('.pal-tile[tabindex="0"]', (bs) => bs.length), 1, 'one tab stop in the palette');
  for (const k of ['ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowUp', 'ArrowRight']) await page.keyboard.press(k);
  assert.equal(await page.evaluate(() => /** @type {HTMLElement} */ (document.activeElement).dataset.id), 'D');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.__editor.state.pick === 'D');
  // the board: the cursor shows at once, and the live region says the cell
  await tabTo(page, '#board');
  await page.waitForFunction(() => document.querySelector('#ed-cursor').textContent.length > 0);
  assert.equal(await page.textContent(R), 'Cell (0, 0): Empty cell: the first tile, D, can go here.');
  await say(page, R, 'Enter', /^Cell \(0, 0\): Tile D, turned 0°: City, north; Road, east and west; Field, east \(north half\) and west \(north half\); Field, east \(south half\), south, and west \(south half\)\.$/);
  await say(page, R, 'ArrowRight', /^Cell \(1, 0\): Free cell \d of \d: the tile fits here turned 0° or 180°\.$/);
  await say(page, R, 'ArrowUp', /^Cell \(1, −1\): Empty cell\.$/);
  await say(page, R, 'ArrowDown', /^Cell \(1, 0\): Free cell/);
  await say(page, R, 'Enter', /^Cell \(1, 0\): Tile D, turned 0°/);
  // select the new tile (Enter on it) and turn it back and forth: the engine checks each turn (B1)
  await say(page, R, 'Enter', /This tile is selected\.$/);
  await say(page, R, 'r', /Tile D, turned (0|180)°/);
  const doc = JSON.parse(await page.evaluate(() => window.__editor.docText()));
  assert.deepEqual(doc.board.map((b) => [b.tile, b.x, b.y]), [['D', 0, 0], ['D', 1, 0]]);
  // record a step: the mode's toggle button by Shift+Tab and Space, then the board again
  await tabTo(page, '#mode-record', { back: true });
  await page.keyboard.press(' ');
  await page.waitForSelector('#mode-record[aria-pressed="true"]');
  await tabTo(page, '#board');
  await say(page, R, 'ArrowRight', /^Cell \(2, 0\): /);
  let words = await page.textContent(R);
  for (let i = 0; i < 8 && !/Free cell/.test(words); i++) words = await say(page, R, i < 4 ? 'ArrowUp' : 'ArrowDown', /^Cell /);
  assert.match(words, /Free cell \d+ of \d+: the tile fits here turned/);
  // while recording, what the placement would do: the outcome panel's lines
  assert.match(words, /Placed turned \d+°: \S/);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => JSON.parse(window.__editor.docText()).steps?.length === 1);
  // the meeple phase: N places no meeple, a second step
  await page.keyboard.press('n');
  await page.waitForFunction(() => JSON.parse(window.__editor.docText()).steps?.length === 2);
  const steps = JSON.parse(await page.evaluate(() => window.__editor.docText())).steps;
  assert.equal(steps[0].do.type, 'place-tile');
  assert.deepEqual(steps[1].do, { type: 'skip-meeple' });
  assert.deepEqual(problems, []);
  await context.close();
});

test('the interactive embed by the keyboard only: a cell chosen, the tile turned and placed, no meeple, each read out', async () => {
  const { page, problems, context } = await open('embed.html?scenario=scenarios/example-1.json');
  const R = '#cursor-words';
  const tiles = await page.evaluate(() => window.__embed.view().tiles.length);
  await tabTo(page, '#board');
  await page.waitForFunction(() => document.querySelector('#cursor-words').textContent.length > 0);
  assert.match(await page.textContent(R), /^Free cell \d+ of (\d+): the tile fits here turned /);
  const total = Number((await page.textContent(R)).match(/of (\d+)/)[1]);
  await say(page, R, 'n', /^Free cell \d+ of \d+/);
  await say(page, R, 'Shift+N', /^Free cell \d+ of \d+/);
  // a cell with a tile: what it holds
  let words = await say(page, R, 'ArrowDown', /^(Tile|Free cell|Empty cell)/);
  for (let i = 0; i < 4 && !/^Tile/.test(words); i++) words = await say(page, R, 'ArrowDown', /^(Tile|Free cell|Empty cell)/);
  assert.match(words, /^Tile \S+, turned \d+°(, placed last)?: .*Monastery/);
  // back to a legal cell, turned, placed
  const at = await say(page, R, 'n', /^Free cell (\d+) of \d+/);
  const turned = await say(page, R, 'r', /^Turned \d+°\.$/);
  const rotation = Number(turned.match(/\d+/)[0]);
  const shown = await page.getAttribute('#outcome-box', 'data-placement');
  assert.ok(shown.endsWith(`,${rotation}`), `the outcome shown is the cursor's placement turned ${rotation}°: ${shown}`);
  const after = await say(page, R, 'Enter', /^Red: put a meeple on the new tile, or none\. Keys: /);
  const v = await page.evaluate(() => window.__embed.view());
  assert.equal(v.tiles.length, tiles + 1);
  const [x, y] = shown.split(',').map(Number);
  assert.deepEqual([v.tiles.at(-1).x, v.tiles.at(-1).y, v.tiles.at(-1).rotation], [x, y, rotation]);
  // the choices by their number: "3 for No meeple"; a feature as the board's words say it
  // ("Field, west"), not the button's short label ("Field · W")
  const none = after.match(/(\d) for No meeple/);
  assert.ok(none, after);
  assert.doesNotMatch(after, / · /, after);
  await say(page, R, none[1], /^Blue: place the tile\. The tile fits in \d+ highlighted cells?\.$/);
  assert.match(await page.textContent('#step-count'), /Your moves: 2/);
  assert.ok(total > 1 && Number(at.match(/\d+/)[0]) >= 1);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the embed\'s steps by the keyboard: at the last step ▶ gives the focus to ◀, at the start ◀ gives it to ▶', async () => {
  const { page, problems, context } = await open('embed.html?scenario=scenarios/example-2.json&lang=fr');
  await tabTo(page, '#next');
  const focused = () => page.evaluate(() => document.activeElement && document.activeElement.id);
  for (let i = 0; i < 10 && !(await page.evaluate(() => document.querySelector('#next').disabled)); i++) {
    assert.equal(await focused(), 'next', `step ${i}: the focus stays on ▶`);
    await page.keyboard.press('Enter');
  }
  assert.equal(await page.evaluate(() => document.querySelector('#next').disabled), true, 'the last step');
  assert.equal(await focused(), 'back', 'at the last step the focus is on ◀, not on the page');
  for (let i = 0; i < 10 && !(await page.evaluate(() => document.querySelector('#back').disabled)); i++) await page.keyboard.press('Enter');
  assert.match(await page.textContent('#step-count'), /^Départ/);
  assert.equal(await focused(), 'next', 'at the start the focus is on ▶');
  assert.deepEqual(problems, []);
  await context.close();
});

test('screenshots: the focused editor and embed, desktop and phone, English and French', async () => {
  for (const lang of ['en', 'fr']) {
    for (const [name, width, height] of [['desktop', 1280, 800], ['phone', 390, 844]]) {
      {
        const { page, problems, context } = await open(`editor.html?lang=${lang}&scenario=scenarios/example-1.json`, { width, height, lang });
        await page.waitForFunction(() => window.__editor.state.doc.board.length > 0);
        await tabTo(page, '#board', { max: 200 });
        await page.waitForFunction(() => document.querySelector('#ed-cursor').textContent.length > 0);
        await page.keyboard.press('Enter');
        await page.waitForSelector('#ed-turn-left');
        await page.screenshot({ path: `${SHOTS}keys-editor-${name}-${lang}.png` });
        assert.deepEqual(problems, []);
        await context.close();
      }
      {
        const { page, problems, context } = await open(`embed.html?scenario=scenarios/rule-S4.json&lang=${lang}`, { width: name === 'phone' ? width : 800, height: name === 'phone' ? height : 480, lang });
        await tabTo(page, '#board');
        await page.waitForFunction(() => document.querySelector('#cursor-words').textContent.length > 0);
        await page.keyboard.press('n');
        await page.screenshot({ path: `${SHOTS}keys-embed-${name}-${lang}.png`, fullPage: name === 'phone' });
        assert.deepEqual(problems, []);
        await context.close();
      }
    }
  }
});
