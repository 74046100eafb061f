// End-to-end (issue 24): the New game dialog on a phone. At 320 px wide nothing overflows and
// every player's "Played by" choice is whole on screen on first use; the dialog leads with the
// players and their seats; the variants are folded under "Rule variants", their options in the
// reader's words (the .ftl files), never an option's raw value. Screenshots at 390 × 844
// (touch) in English and French. Run after `make build`: node --test tests/e2e/new-game.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { port, useBrowser, watch, SHOTS } from './harness.mjs';

const PORT = port(8192);
const harness = useBrowser(PORT);

for (const [lang, width, height] of [['en', 320, 568], ['fr', 320, 568], ['en', 390, 844], ['fr', 390, 844]]) {
  test(`the New game dialog fits ${width} px and leads with the players and their seats (${lang})`, async () => {
    const context = await harness.browser().newContext({ viewport: { width, height }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const problems = [];
    watch(page, problems);
    try {
      await page.goto(`http://127.0.0.1:${PORT}/?lang=${lang}&seed=5`);
      await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
      await page.click('#new-game');
      await page.waitForSelector('#new-game-dialog[open]');
      await page.click('#ng-add'); // three players: the longest rows
      const box = await page.evaluate(() => {
        const d = document.querySelector('#new-game-dialog');
        const r = d.getBoundingClientRect();
        const whos = [...d.querySelectorAll('.ng-who')].map((s) => s.getBoundingClientRect());
        const names = [...d.querySelectorAll('#ng-players input[type="text"]')].map((s) => s.getBoundingClientRect().width);
        return { left: r.left, right: r.right, scroll: d.scrollWidth, client: d.clientWidth, whos: whos.map((w) => ({ left: w.left, right: w.right, width: w.width })), names };
      });
      assert.ok(box.scroll <= box.client, `no sideways scrolling: ${box.scroll} > ${box.client}`);
      assert.ok(box.right <= width && box.left >= 0, `the dialog is on screen: ${JSON.stringify(box)}`);
      for (const w of box.whos) assert.ok(w.left >= box.left && w.right <= box.right && w.width >= 100, `"Played by" whole: ${JSON.stringify(w)}`);
      for (const n of box.names) assert.ok(n >= 100, `a name field wide enough to read: ${n}`);
      // the players come first; the variants are folded, worded in the reader's language
      const first = await page.evaluate(() => document.querySelector('#new-game-form fieldset legend').getAttribute('data-l10n'));
      assert.equal(first, 'page-ng-players');
      assert.equal(await page.evaluate(() => document.querySelector('#ng-variants-box').open), false, 'the variants are folded');
      const summary = (await page.locator('#ng-variants-box > summary').innerText()).trim();
      assert.equal(summary, { en: 'Rule variants', fr: 'Variantes de règles' }[lang]);
      const options = await page.$$eval('#ng-variants option', (os) => os.map((o) => ({ value: o.value, text: o.textContent.trim() })));
      assert.ok(options.length >= 12, `${options.length} options`);
      for (const o of options) {
        assert.notEqual(o.text, o.value, `the option ${o.value} is worded`);
        assert.doesNotMatch(o.text, /^page-|-opt-/, `no message id: ${o.text}`);
      }
      if (height > 600) await page.screenshot({ path: `${SHOTS}new-game-phone-${lang}.png` });
      // opened, the variants fit too
      await page.click('#ng-variants-box > summary');
      const open = await page.evaluate(() => {
        const d = document.querySelector('#new-game-dialog');
        return { scroll: d.scrollWidth, client: d.clientWidth };
      });
      assert.ok(open.scroll <= open.client, `the variants open: ${open.scroll} > ${open.client}`);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}

test('a first visit: the New game dialog opens by itself, and once the game starts the board has the focus', async () => {
  const context = await harness.browser().newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const problems = [];
  watch(page, problems);
  try {
    await page.goto(`http://127.0.0.1:${PORT}/`);
    await page.waitForSelector('#new-game-dialog[open]', { timeout: 20_000 });
    await page.focus('#ng-start');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => !document.querySelector('#new-game-dialog').open);
    await page.waitForFunction(() => document.activeElement && document.activeElement.id === 'board');
    // closed without starting (Escape), the focus lands on the board too
    await page.click('#new-game');
    await page.waitForSelector('#new-game-dialog[open]');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('#new-game-dialog').open);
    assert.equal(await page.evaluate(() => document.activeElement.id), 'new-game', 'opened by its button: the button again');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the New game dialog names each player row\'s controls with the row\'s number, renumbered as rows go, in the reader\'s language', async () => {
  const context = await harness.browser().newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const problems = [];
  watch(page, problems);
  try {
    await page.goto(`http://127.0.0.1:${PORT}/?lang=fr`);
    await page.waitForSelector('#new-game-dialog[open]', { timeout: 20_000 });
    await page.click('#ng-add');
    const names = () => page.$$eval('#ng-players li', (rows) => rows.map((r) => [...r.querySelectorAll('input, select, button')].map((c) => c.getAttribute('aria-label'))));
    assert.deepEqual((await names())[1], ['Joueur 2 : couleur', 'Joueur 2 : nom', 'Joueur 2 : joué par', 'Retirer le joueur 2']);
    assert.equal((await names()).length, 3);
    // the first row removed: the others are numbered again
    await page.click('#ng-players li:first-child .ng-remove');
    assert.deepEqual((await names()).map((r) => r[2]), ['Joueur 1 : joué par', 'Joueur 2 : joué par']);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
