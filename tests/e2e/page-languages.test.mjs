// End-to-end test of the page in five languages (issue 12): a seeded all-sets game played a few
// dozen actions, then to its end (the final score table), in French, Dutch, Czech and German
// shows no English sentence — its visible text, titles and labels are compared with the English
// page in the same state — and the language switch re-words the page mid-game without touching
// the game, keeps lang= in the address and fetches only the chosen language's words.
// Screenshots of the page mid-game in fr and cs at 1280×800 and 390×844 go to screenshots/ (no
// text wider than its box).
// Run after `make build`:  node --test tests/e2e/page-languages.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { port, useBrowser, watch, SHOTS } from './harness.mjs';

const PORT = port(8186);
const BASE = `http://127.0.0.1:${PORT}`;
const GAME = '/www/?seed=11&sets=base,gcc,sc';
const MID = 61; // actions played before the mid-game look (a tile in hand: the placement phase)

const harness = useBrowser(PORT);

/** Opens the page in `lang` (with a viewport) and records what goes wrong and what is fetched. */
async function openPage(lang, { width = 1280, height = 800 } = {}) {
  const context = await harness.browser().newContext({ viewport: { width, height }, locale: 'en-US' });
  const page = await context.newPage();
  const problems = [];
  const fetched = [];
  watch(page, problems);
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto(`${BASE}${GAME}${lang ? `&lang=${lang}` : ''}`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
  return { context, page, problems, fetched };
}

/** Plays `n` actions of the game (the same choices in every language), then redraws once. */
function play(page, n) {
  return page.evaluate((count) => {
    const app = window.__app;
    for (let i = 0; i < count; i++) {
      const acts = app.game.legalActions();
      if (!acts.length) break;
      // a meeple whenever one may go (legal actions list meeples before "no meeple"), else varied
      app.game.play(JSON.stringify(acts[(i * 7 + 3) % acts.length]));
    }
    app.refresh();
  }, n);
}

/** What the reader is shown: each visible line of text, and the titles and labels of visible elements. */
function shown(page) {
  return page.evaluate(() => {
    const lines = document.body.innerText.split('\n');
    for (const e of document.querySelectorAll('[title], [aria-label]')) {
      if (!e.checkVisibility || e.checkVisibility()) lines.push(e.getAttribute('title') || '', e.getAttribute('aria-label') || '');
    }
    lines.push(document.title);
    return lines.map((l) => l.replace(/[\u2066-\u2069]/g, '').trim()).filter(Boolean);
  });
}

/** A line is a sentence when it has three words or more of letters (names and ids aside). */
const words = (line) => line.split(/[\s·:;,.()—–\-+×/]+/).filter((w) => /^\p{L}{2,}$/u.test(w));

/** English lines of `lines`: ones the English page shows in the same state, as sentences. */
function englishIn(lines, english, allowed) {
  const en = new Set(english);
  return [...new Set(lines)].filter((l) => en.has(l) && words(l).filter((w) => !allowed.has(w)).length >= 3);
}

test('fr, nl, cs, de: a seeded all-sets game, mid-game and its final table, show no English sentence', async () => {
  const states = {};
  for (const lang of ['en', 'fr', 'nl', 'cs', 'de']) {
    const { context, page, problems } = await openPage(lang);
    try {
      assert.equal(await page.getAttribute('html', 'lang'), lang);
      await play(page, MID);
      // French and Czech at 1280×800: screenshots, no text wider than its box (at 390×844: below)
      if (lang === 'fr' || lang === 'cs') await lookMidGame(page, lang, 1280);
      // the tile in hand previewed at the keyboard cursor: the outcome panel shows
      await page.focus('#board');
      await page.keyboard.press('ArrowRight');
      assert.ok((await page.textContent('#outcome')).length > 20, 'a placement is previewed');
      let mid = await shown(page);
      // the pointer on a cell beside the tiles where the tile fits in no rotation: the hint says why (B1)
      const cell = await page.evaluate(() => {
        const app = window.__app;
        const v = app.view();
        const legal = new Set(app.game.legalPlacements().map((p) => `${p.x},${p.y}`));
        const taken = new Set(v.tiles.map((t) => `${t.x},${t.y}`));
        for (const t of v.tiles) {
          for (const [dx, dy] of [[0, -1], [1, 0], [0, 1], [-1, 0]]) {
            const k = `${t.x + dx},${t.y + dy}`;
            if (!taken.has(k) && !legal.has(k)) return { x: t.x + dx, y: t.y + dy };
          }
        }
        return null;
      });
      assert.ok(cell, 'a cell where the tile does not fit');
      await page.click('#fit');
      const pt = await page.evaluate(([x, y]) => window.__app.cellToClient(x, y), [cell.x, cell.y]);
      await page.mouse.move(pt.x, pt.y);
      await page.waitForFunction(() => document.getElementById('hint').textContent.includes('(B1)'));
      mid = [...mid, ...(await shown(page))];
      const view = await page.evaluate(() => window.__app.view());
      // on to a ghost phase (the obligations, the ghost moves, their help)
      await page.evaluate(() => {
        const app = window.__app;
        for (let i = 0; i < 400 && app.game.view().phase !== 'ghosts'; i++) {
          const acts = app.game.legalActions();
          if (!acts.length) break;
          app.game.play(JSON.stringify(acts[(i * 5 + 1) % acts.length]));
        }
        app.refresh();
      });
      assert.equal(await page.evaluate(() => window.__app.phase), 'ghosts', 'a ghost phase is reached');
      const ghosts = await shown(page);
      await play(page, 5000);
      assert.equal(await page.evaluate(() => window.__app.phase), 'game-over');
      assert.ok(await page.locator('#final-dialog').evaluate((d) => d.open), 'the final scores are shown');
      await page.locator('#final-details summary').click();
      // the default players by the reader's colour words, in the table and in Your games too
      const red = { en: 'Red', fr: 'Rouge', nl: 'Rood', cs: 'Červený', de: 'Rot' }[lang];
      assert.match(await page.textContent('#final-table thead'), new RegExp(red), `${lang}: the table's heads`);
      assert.match(await page.textContent('#games'), new RegExp(red), `${lang}: Your games`);
      const end = await shown(page);
      states[lang] = { mid, ghosts, end, view };
      assert.deepEqual(problems, [], `${lang}: nothing went wrong`);
    } finally {
      await context.close();
    }
  }
  // the same game in every language: the names and ids the page shows may stay as they are
  const v = states.en.view;
  const allowed = new Set(['Carcassonne', 'Mist', ...v.players.map((p) => p.name)]);
  for (const lang of ['fr', 'nl', 'cs', 'de']) {
    assert.deepEqual(states[lang].view, v, `${lang}: the same game`);
    assert.ok(states.en.mid.some((l) => words(l).length >= 3), 'the English page has sentences to compare with');
    for (const when of ['mid', 'ghosts', 'end']) {
      const left = englishIn(states[lang][when], states.en[when], allowed);
      assert.deepEqual(left, [], `${lang}, ${{ mid: `after ${MID} actions`, ghosts: 'a ghost phase', end: 'the final table' }[when]}: English sentences`);
    }
    // every line of the turn log and of the scorings is worded in the page's language
    assert.ok(!states[lang].mid.some((l) => / placed tile | put a meeple on the | completed: /.test(l)), `${lang}: turn log and scorings`);
  }
});

test('the language switch re-words the page mid-game: the game stays, lang= is in the address, only that language is fetched', async () => {
  const { context, page, problems, fetched } = await openPage('en');
  try {
    await play(page, 31);
    const game = () => page.evaluate(() => {
      const v = window.__app.view();
      return { tiles: v.tiles, current: v.current, phase: v.phase, scores: v.players.map((p) => p.score), actions: v.actions, meeples: v.meeples };
    });
    const before = await game();
    const status = await page.textContent('#status');
    const rotate = await page.textContent('#rotate');
    // news in English (a scoring said in the polite live region), to be gone after the switch
    await page.evaluate(() => { document.querySelector('#announce').textContent = 'Scored: a road.'; });
    const select = page.locator('#language');
    assert.deepEqual(await select.locator('option').allTextContents(), ['English', 'Français', 'Nederlands', 'Čeština', 'Deutsch'], 'each language in its own name');
    // keyboard: focus the switch and choose Čeština
    await select.focus();
    await select.selectOption('cs');
    await page.waitForFunction(() => document.body.dataset.lang === 'cs');
    assert.deepEqual(await game(), before, 'the board, the turn and the scores are unchanged');
    assert.notEqual(await page.textContent('#status'), status, 'the status line is worded again');
    assert.match(await page.textContent('#rotate'), /Otočit/);
    assert.notEqual(await page.textContent('#rotate'), rotate);
    assert.match(await page.textContent('#new-game'), /Nová hra/);
    assert.equal(await page.textContent('#announce'), '', 'no English news left for a screen reader to find');
    assert.equal(new URL(page.url()).searchParams.get('lang'), 'cs', 'the address keeps the choice');
    const ftl = fetched.filter((p) => p.endsWith('.ftl'));
    assert.ok(ftl.some((p) => p.includes('/locales/cs/')), 'the Czech words were fetched');
    assert.deepEqual(ftl.filter((p) => /\/locales\/(fr|nl|de)\//.test(p)), [], 'no other language was fetched');
    // a reload keeps the language and the game
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
    assert.equal(await page.getAttribute('html', 'lang'), 'cs');
    assert.equal(await select.inputValue(), 'cs');
    assert.deepEqual(await game(), before, 'the reload resumes the same game');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

/**
 * The mid-game look of `lang` at `width`: a screenshot, and no button, heading or status line of
 * the panel and header runs past its box, nor past its card.
 */
async function lookMidGame(page, lang, width) {
  await page.screenshot({ path: `${SHOTS}lang-${lang}-${width}.png` });
  const over = await page.evaluate(() => [...document.querySelectorAll('#game-info button, #game-info select, #panel button, #panel h2, #status, .sheet-toggle')]
    .filter((e) => {
      if (!e.checkVisibility()) return false;
      const card = e.closest('.card, header, .sheet-head');
      const r = e.getBoundingClientRect();
      const c = card ? card.getBoundingClientRect() : r;
      return e.scrollWidth > e.clientWidth + 1 || r.right > c.right + 1 || r.left < c.left - 1;
    })
    .map((e) => `${e.id || e.tagName}: ${e.textContent.trim().slice(0, 40)}`));
  assert.deepEqual(over, [], `${lang} ${width}: text overflows`);
}

// (at 1280×800 the first test's mid-game look, the same game after the same actions)
test('screenshots mid-game in fr and cs at 390×844 (no text wider than its box)', async () => {
  for (const lang of ['fr', 'cs']) {
    const { context, page, problems } = await openPage(lang, { width: 390, height: 844 });
    try {
      await play(page, MID);
      await lookMidGame(page, lang, 390);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  }
});
