// End-to-end (issue 43): a panel that keeps its place, and every choice by the keys. At
// 1280 × 800 a long outcome scrolls in a box of its own, the status and the tile in hand stay
// in view, and each new turn starts at the panel's top (the phone's sheet too); the computer's
// meeple choices are shown, not offered; 10 meeple choices (as a castle tile gives) each have
// their keys (1 then 0 for the tenth), each move confirmed on the text board's line, W saying
// the keys.
// Screenshots at 1280 × 800 (English, Czech) and 390 × 844 (French). Run after `make build`:
//   node --test tests/e2e/panel-place.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newGameFromDialog, port, useBrowser, watch, SHOTS } from './harness.mjs';

const PORT = port(8234);
const harness = useBrowser(PORT);

/** A new page at `viewport`, the game of `seed` with all sets started from the New game dialog. */
async function gamePage({ lang = 'en', viewport = { width: 1280, height: 800 }, touch = false, who = '', seed = 11 } = {}) {
  const context = await harness.browser().newContext({ viewport, hasTouch: touch, isMobile: touch, deviceScaleFactor: touch ? 2 : 1 });
  const page = await context.newPage();
  const problems = [];
  watch(page, problems);
  await page.goto(`http://127.0.0.1:${PORT}/?lang=${lang}&seed=${seed}`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
  await newGameFromDialog(page, { who, sets: 'base,gcc,sc', seed });
  await page.waitForFunction((n) => window.__app && window.__app.setup && window.__app.setup.seed === n && !document.querySelector('#new-game-dialog').open, seed);
  return { context, page, problems };
}

/**
 * Plays on by the engine (ghosts by the first choice, no meeple) until `tiles` tiles are down
 * and a tile waits, then shows it; returns the placement whose outcome has the most lines.
 */
function playOnToLongOutcome(page, tiles) {
  return page.evaluate((n) => {
    const app = window.__app;
    const g = app.game;
    for (let i = 0; i < 500; i++) {
      const v = g.view();
      if (v.phase === 'place-tile' && v.tiles.length >= n) break;
      if (v.phase === 'place-tile') {
        const all = g.legalPlacements();
        const p = all[(i * 7) % all.length];
        g.placeTile(p.x, p.y, p.rotation);
      } else if (v.phase === 'meeple') {
        const c = v.meeple_choices;
        if (c.length && i % 2 === 0) g.placeMeeple(c[0].feature, Boolean(c[0].guard));
        else g.skipMeeple();
      } else g.play(JSON.stringify(g.legalActions()[0]));
    }
    app.refresh();
    const size = (pv) => pv.obligations.reduce((k, o) => k + 1 + (o.targets || []).length, 0) + (pv.banks || []).length * 2 + (pv.events || []).length;
    let best = null;
    for (const p of g.legalPlacements()) {
      const s = size(g.preview(p.x, p.y, p.rotation));
      if (!best || s > best.s) best = { ...p, s };
    }
    return best;
  }, tiles);
}

/** Points at cell (x, y) turned to `rotation` (R until it is), so that its outcome shows. */
async function pointAt(page, { x, y, rotation }) {
  await page.evaluate(() => window.__app.fit());
  for (let i = 0; i < 4 && (await page.evaluate(() => window.__app.rotation)) !== rotation; i++) await page.click('#rotate');
  const at = await page.evaluate(([cx, cy]) => window.__app.cellToClient(cx, cy), [x, y]);
  await page.mouse.move(at.x, at.y);
  await page.waitForFunction(([cx, cy]) => (document.querySelector('#outcome').dataset.cell || '').startsWith(`${cx},${cy},`), [x, y]);
}

/** The top and bottom of each element (CSS pixels in the window). */
const boxes = (page, selectors) => page.evaluate((sels) => Object.fromEntries(sels.map((s) => {
  const r = document.querySelector(s).getBoundingClientRect();
  return [s, { top: r.top, bottom: r.bottom }];
})), selectors);

for (const lang of ['en', 'cs']) {
  test(`1280 × 800 (${lang}): a long outcome scrolls in its own box, the status and the tile in hand stay in view; a new turn starts at the top`, async () => {
    const { context, page, problems } = await gamePage({ lang });
    try {
      const best = await playOnToLongOutcome(page, 40);
      // the Scoring card: no line for a feature completed with nobody on it (0 points, issue 43)
      const scored = await page.evaluate(() => {
        const done = window.__app.view().events.filter((e) => e.complete);
        return { nobody: done.filter((e) => !e.players.length).length, lines: Math.min(8, done.filter((e) => e.players.length).length) };
      });
      assert.ok(scored.nobody > 0, 'the game completed features nobody held');
      assert.equal(await page.locator('#events li:not(.muted)').count(), scored.lines, 'a line for each scoring, none for nobody');
      // nor said in the live region (the scorings of the moves just played)
      const said = await page.textContent('#announce');
      if (scored.lines) assert.match(said, { en: /Scored: /, cs: /Bodování: / }[lang], said);
      assert.doesNotMatch(said, { en: /no meeple on it/, cs: /žádný družiník/ }[lang], said);
      await pointAt(page, best);
      // the reader scrolls to the outcome's last line
      await page.evaluate(() => document.querySelector('#outcome').lastElementChild.scrollIntoView({ block: 'end' }));
      const box = await page.evaluate(() => { const b = document.querySelector('#outcome-box'); return { scroll: b.scrollHeight, client: b.clientHeight }; });
      assert.ok(box.scroll > box.client, `the outcome is longer than its box (${box.scroll} > ${box.client}): a long outcome is what this checks`);
      const seen = await boxes(page, ['#status', '#hand', '#outcome-box']);
      assert.ok(seen['#status'].top >= 0 && seen['#status'].bottom <= 800, `the status in view: ${JSON.stringify(seen)}`);
      assert.ok(seen['#hand'].top >= 0 && seen['#hand'].bottom <= 800, `the tile in hand in view: ${JSON.stringify(seen)}`);
      assert.ok(seen['#outcome-box'].bottom <= 800, 'the outcome\'s box ends inside the window');
      await page.screenshot({ path: `${SHOTS}panel-long-outcome-${lang}.png` });
      // the panel scrolled down (Your games, say), then the turn is played: the next starts at the top
      await page.evaluate(() => { document.querySelector('#panel').scrollTop = 10_000; });
      assert.ok(await page.evaluate(() => document.querySelector('#panel').scrollTop > 0));
      await page.mouse.click(...Object.values(await page.evaluate(([cx, cy]) => window.__app.cellToClient(cx, cy), [best.x, best.y])));
      await page.evaluate(() => {
        const g = window.__app.game;
        while (g.view().phase === 'ghosts') g.play(JSON.stringify(g.legalActions()[0]));
        if (g.view().phase === 'meeple') g.skipMeeple();
        window.__app.refresh();
      });
      assert.equal(await page.evaluate(() => window.__app.view().phase), 'place-tile');
      assert.equal(await page.evaluate(() => document.querySelector('#panel').scrollTop), 0, 'the new turn starts at the panel\'s top');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}

test('390 × 844 (fr): the sheet starts each turn at its top, the status and the tile in hand in it', async () => {
  const { context, page, problems } = await gamePage({ lang: 'fr', viewport: { width: 390, height: 844 }, touch: true });
  try {
    const best = await playOnToLongOutcome(page, 30);
    await page.evaluate(() => { document.querySelector('#panel').scrollTop = 10_000; });
    await page.evaluate(({ x, y, rotation }) => {
      const g = window.__app.game;
      g.placeTile(x, y, rotation);
      while (g.view().phase === 'ghosts') g.play(JSON.stringify(g.legalActions()[0]));
      if (g.view().phase === 'meeple') g.skipMeeple();
      window.__app.refresh();
    }, best);
    assert.equal(await page.evaluate(() => document.querySelector('#panel').scrollTop), 0, 'the sheet at its top');
    const seen = await boxes(page, ['#status', '#hand', '#panel']);
    assert.ok(seen['#status'].top >= seen['#panel'].top && seen['#hand'].bottom <= 844, JSON.stringify(seen));
    await page.screenshot({ path: `${SHOTS}panel-sheet-fr.png` });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

/**
 * Plays on by the engine until the tile in hand can be placed somewhere that offers at least
 * `n` meeple choices (a castle tile offers 10), then shows that turn; returns the placement.
 */
function playOnToManyChoices(page, n) {
  return page.evaluate((want) => {
    const app = window.__app;
    const g = app.game;
    const back = () => {
      g.undo();
      while (g.view().phase !== 'place-tile') g.undo();
    };
    for (let i = 0; i < 400; i++) {
      const v = g.view();
      if (v.phase === 'game-over') break;
      if (v.phase === 'place-tile') {
        for (const p of g.legalPlacements()) {
          g.placeTile(p.x, p.y, p.rotation);
          while (g.view().phase === 'ghosts') g.play(JSON.stringify(g.legalActions()[0]));
          const w = g.view();
          const many = w.phase === 'meeple' && w.meeple_choices.length >= want;
          back();
          if (many) {
            app.refresh();
            return p;
          }
        }
        const all = g.legalPlacements();
        const p = all[(i * 5) % all.length];
        g.placeTile(p.x, p.y, p.rotation);
      } else if (v.phase === 'meeple') g.skipMeeple();
      else g.play(JSON.stringify(g.legalActions()[0]));
    }
    app.refresh();
    return null;
  }, n);
}

test('keys (en): the tenth of 10 meeple choices (a castle tile gives as many) by 1 then 0, confirmed on the text board\'s line; W says the keys', async () => {
  const { context, page, problems } = await gamePage({ seed: 5 });
  try {
    const p = await playOnToManyChoices(page, 10);
    assert.ok(p, 'a placement with 10 meeple choices was found');
    // the text board on (B), the tile placed by the keys: turned as it must be (R), Enter on the cell
    await page.focus('#board');
    await page.keyboard.press('b');
    for (let i = 0; i < 4 && (await page.evaluate(() => window.__app.rotation)) !== p.rotation; i++) await page.keyboard.press('r');
    // the arrows walk the cursor to the cell, Enter places: confirmed on the line
    const from = await page.evaluate(() => window.__app.cursor);
    for (const [key, n] of [['ArrowRight', p.x - from.x], ['ArrowLeft', from.x - p.x], ['ArrowDown', p.y - from.y], ['ArrowUp', from.y - p.y]]) {
      for (let i = 0; i < n; i++) await page.keyboard.press(key);
    }
    assert.deepEqual(await page.evaluate(() => window.__app.cursor), { x: p.x, y: p.y });
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.__app.view().phase !== 'place-tile');
    await page.waitForFunction(() => /^Done: \S+ placed tile .+, turned \d+°, .+\. Now: \S+: put a meeple/.test(document.querySelector('#text-board-cell').textContent.replace(/[\u2068\u2069]/g, '')));
    await page.evaluate(() => {
      const g = window.__app.game;
      while (g.view().phase === 'ghosts') g.play(JSON.stringify(g.legalActions()[0]));
      window.__app.refresh();
    });
    await page.waitForFunction(() => window.__app.view().phase === 'meeple');
    const choices = await page.evaluate(() => window.__app.view().meeple_choices);
    assert.ok(choices.length >= 10, `${choices.length} choices`);
    assert.equal(await page.locator('#meeple-spots button').count(), choices.length);
    assert.equal(await page.locator('#meeple-spots button:nth-child(10) kbd').textContent(), '10', 'the tenth button shows its keys');
    assert.match(await page.textContent('#meeple-spots .choice-keys'), /1 then 0 for the tenth/);
    assert.match(await page.textContent('#board-help'), /10 choices or more/);
    // W: the keys, not the mouse
    await page.focus('#board');
    await page.keyboard.press('w');
    await page.waitForFunction(() => /Press a spot's number \(1 to \d+; 10 and over by its digits\)/.test(document.querySelector('#text-board-cell').textContent));
    assert.doesNotMatch(await page.textContent('#text-board-cell'), /Click|Tap/);
    // 1 waits (10 may follow), then 0: the tenth
    await page.keyboard.press('1');
    assert.equal(await page.evaluate(() => window.__app.view().phase), 'meeple', '1 alone waits for a next digit');
    await page.waitForFunction(() => /^1…: type the next digit, or Enter for choice 1/.test(document.querySelector('#text-board-cell').textContent));
    await page.keyboard.press('0');
    await page.waitForFunction(() => window.__app.view().phase !== 'meeple');
    const placed = await page.evaluate(() => { const log = window.__app.game.turnLog(); return log.filter((l) => l.action === 'place-meeple').pop(); });
    assert.equal(placed.spec.feature, choices[9].feature, 'the tenth choice was played');
    // the move confirmed on the line
    await page.waitForFunction(() => /^Done: .+ Now: /.test(document.querySelector('#text-board-cell').textContent));
    await page.screenshot({ path: `${SHOTS}panel-ten-keys-en.png` });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

/**
 * Plays, by the engine, the first placement of the player to move that leads to a meeple
 * decision with choices (ghosts paid by their first move), and shows it; returns the phase, the
 * seat to move and its number of meeple choices.
 */
const placeForMeepleChoice = (page) => page.evaluate(() => {
  const g = window.__app.game;
  for (const p of g.legalPlacements()) {
    g.placeTile(p.x, p.y, p.rotation);
    while (g.view().phase === 'ghosts') g.play(JSON.stringify(g.legalActions()[0]));
    if (g.view().phase === 'meeple' && g.view().meeple_choices.length) break;
    g.undo();
    while (g.view().phase !== 'place-tile') g.undo();
  }
  window.__app.refresh();
  const v = g.view();
  return { phase: v.phase, current: v.current, n: v.meeple_choices.length };
});

test('the computer\'s meeple spots and ghost moves are shown, not offered; the line holds no earlier turn\'s choices when the turn comes back', async () => {
  const { context, page, problems } = await gamePage({ who: 'easy', seed: 8 });
  try {
    await page.click('#ai-pause'); // the computer waits: its decision is looked at
    await page.focus('#board');
    await page.keyboard.press('b');
    // Red's turn by the engine up to a meeple decision with choices; O reads them on the line
    const found = (await placeForMeepleChoice(page)).phase;
    assert.equal(found, 'meeple');
    await page.keyboard.press('o');
    await page.waitForFunction(() => /1: /.test(document.querySelector('#text-board-cell').textContent));
    await page.keyboard.press('n');
    await page.waitForFunction(() => /^Done: .+ Now: /.test(document.querySelector('#text-board-cell').textContent));
    // Blue (the computer, paused) placed by the engine where it has meeple choices
    const blue = await placeForMeepleChoice(page);
    assert.deepEqual([blue.phase, blue.current], ['meeple', 1]);
    const shown = await page.evaluate(() => ({
      buttons: document.querySelectorAll('#meeple-spots button').length,
      enabled: document.querySelectorAll('#meeple-spots button:not([disabled])').length,
      skip: document.querySelector('#skip').disabled,
      offered: document.querySelector('#action-card').dataset.offered,
    }));
    assert.deepEqual(shown, { buttons: blue.n, enabled: 0, skip: true, offered: 'no' }, 'Blue\'s spots shown, none offered');
    // the players card words each score for a screen reader ("0 points"), not a bare number
    assert.deepEqual(await page.$$eval('#players .score', (ss) => ss.map((x) => x.querySelector('.visually-hidden').textContent)), ['0 points', '0 points']);
    await page.screenshot({ path: `${SHOTS}panel-computer-choices-en.png` });
    // the computer's turn ends; the line is empty when Red's turn comes back
    await page.evaluate(() => {
      window.__app.game.skipMeeple();
      window.__app.refresh();
    });
    await page.waitForFunction(() => window.__app.view().current === 0 && window.__app.view().phase === 'place-tile');
    assert.equal(await page.textContent('#text-board-cell'), '', 'no earlier turn\'s words on the line');
    // Blue's ghost moves too: played on by the engine until Blue (paused) owes ghosts with a choice
    const ghosts = await page.evaluate(() => {
      const g = window.__app.game;
      for (let i = 0; i < 400; i++) {
        const v = g.view();
        if (v.phase === 'game-over') break;
        if (v.phase === 'place-tile' && v.current === 1) {
          const hit = g.legalPlacements().find((p) => {
            g.placeTile(p.x, p.y, p.rotation);
            const ok = g.view().phase === 'ghosts' && g.legalActions().length > 1;
            if (!ok) {
              g.undo();
              while (g.view().phase !== 'place-tile') g.undo();
            }
            return ok;
          });
          if (hit) break;
        }
        const w = g.view();
        if (w.phase === 'place-tile') {
          const all = g.legalPlacements();
          const p = all[(i * 3) % all.length];
          g.placeTile(p.x, p.y, p.rotation);
        } else if (w.phase === 'meeple') g.skipMeeple();
        else g.play(JSON.stringify(g.legalActions()[0]));
      }
      window.__app.refresh();
      const v = g.view();
      return { phase: v.phase, current: v.current };
    });
    assert.deepEqual(ghosts, { phase: 'ghosts', current: 1 });
    const moves = await page.evaluate(() => ({
      buttons: document.querySelectorAll('#ghost-moves button').length,
      enabled: document.querySelectorAll('#ghost-moves button:not([disabled])').length,
      help: document.querySelector('#ghost-help').hidden,
    }));
    assert.ok(moves.buttons > 1, 'Blue\'s ghost moves shown');
    assert.deepEqual({ enabled: moves.enabled, help: moves.help }, { enabled: 0, help: true }, 'none offered, no pointer\'s help');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

for (const lang of ['fr', 'cs']) {
  test(`the Legend explains the marks on the board (${lang}); a finished game in Your games is opened to look at, not resumed`, async () => {
    const { context, page, problems } = await gamePage({ lang });
    try {
      await page.click('#legend-button');
      await page.waitForSelector('#legend .legend-marks li');
      const marks = await page.$$eval('#legend .legend-marks li', (lis) => lis.map((li) => [li.dataset.mark, li.textContent.trim()]));
      assert.deepEqual(marks.map(([m]) => m), ['fits', 'turned', 'refused', 'last', 'spot', 'others', 'own', 'draw', 'meepleNumber', 'circleNumber', 'bankLetter']);
      for (const [m, words] of marks) assert.ok(words.length > 20 && !words.includes('legend-mark'), `${m}: ${words}`);
      // each mark drawn: its canvas is not blank
      const drawn = await page.$$eval('#legend .legend-marks canvas', (cs) => cs.map((c) => {
        const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        const colours = new Set();
        for (let i = 0; i < d.length; i += 16) colours.add(`${d[i]},${d[i + 1]},${d[i + 2]}`);
        return colours.size;
      }));
      assert.ok(drawn.every((n) => n > 2), `every mark drawn: ${drawn}`);
      await page.screenshot({ path: `${SHOTS}panel-legend-${lang}.png` });
      await page.click('#legend-button');
      // a finished game, opened by its link, then a new game: the finished one is offered to look at
      const code = await page.evaluate(async () => {
        const G = window.__app.game.constructor;
        const g = G.newGame(JSON.stringify({ players: [{ name: 'Ann' }, { name: 'Bob' }], sets: ['base'], seed: 4 }));
        while (g.view().phase !== 'game-over') g.play(JSON.stringify(g.legalActions()[0]));
        const c = await window.__app.encodeGame(g.save());
        g.free();
        return c;
      });
      await page.goto(`http://127.0.0.1:${PORT}/?lang=${lang}#game=${code}`);
      await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
      await page.waitForFunction(() => window.__app.view().phase === 'game-over');
      if (await page.evaluate(() => document.querySelector('#final-dialog').open)) await page.click('#final-close');
      await newGameFromDialog(page, { who: '', sets: 'base', seed: 6 });
      await page.waitForFunction(() => window.__app.setup && window.__app.setup.seed === 6);
      const finished = await page.evaluate(() => {
        const g = window.__app.games().find((e) => e.finished);
        const b = g && document.querySelector(`#games li[data-id="${g.id}"] button.game-open`);
        return b && b.textContent;
      });
      assert.equal(finished, lang === 'fr' ? 'Voir' : 'Zobrazit', 'a finished game is looked at, not resumed');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}
