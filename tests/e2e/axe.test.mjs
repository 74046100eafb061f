// WCAG 2.2 AA by axe-core (issue 23): 0 violations (WCAG 2.0–2.2 A and AA, and axe's best
// practices; tests/e2e/axe-check.mjs) on the scenario editor (empty,
// with a position and a tile selected, recording steps, the export dialog open) and the scenario
// index, and the game page (the first visit's New game dialog, mid-game, the text board, the
// ghost phase, its dialogs, the final table), in English and French (the embed's scenarios: tests/e2e/axe-embed.test.mjs). One browser for the file; each page's CSP is bypassed in its
// context so that axe can be injected (axe-check.mjs says why).
import { test } from 'node:test';
import { assertNoProblems, assertNoViolations, openForAxe } from './axe-check.mjs';
import { playToGhostPhase, port, useBrowser } from './harness.mjs';

const PORT = port(8196);
const BASE = `http://127.0.0.1:${PORT}/www/`;
const harness = useBrowser(PORT);
const LANGS = ['en', 'fr'];

/** A page that can run axe, for a reader of `lang`. */
const open = (lang) => openForAxe(harness.browser(), lang);

/** Goes to `path` (under www/) and waits until the page says it is ready. */
async function visit(page, path) {
  await page.goto(BASE + path);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
}

// ------------------------------------------------------------------ the editor

for (const lang of LANGS) {
  test(`the editor (${lang}): empty, with a position, recording, the export dialog`, async () => {
    const { page, problems, context } = await open(lang);
    try {
      await visit(page, `editor.html?lang=${lang}`);
      await assertNoViolations(page, `the empty editor, ${lang}`);
      await visit(page, `editor.html?lang=${lang}&scenario=scenarios/example-1.json`);
      await page.waitForFunction(() => window.__editor.state.doc.board.length > 0);
      await assertNoViolations(page, `the editor with Example 1, ${lang}`);
      // a tile selected: its card with the pieces on its features
      const at = await page.evaluate(() => {
        const t = window.__editor.state.doc.board[0];
        return window.__editor.cellToClient(t.x, t.y);
      });
      await page.mouse.click(at.x, at.y);
      await page.waitForSelector('#ed-turn-left');
      await assertNoViolations(page, `the editor with a tile selected, ${lang}`);
      await page.click('#mode-record');
      await page.waitForSelector('#record-cards:not([hidden]) .ed-steps');
      await assertNoViolations(page, `the editor recording steps, ${lang}`);
      await page.click('#ed-export');
      await page.waitForSelector('#export-dialog[open]');
      await page.waitForFunction(() => document.querySelector('#ex-size').textContent.length > 0);
      await assertNoViolations(page, `the editor's export dialog, ${lang}`);
      assertNoProblems(problems);
    } finally {
      await context.close();
    }
  });
}

// ------------------------------------------------------------------ the scenario index

for (const lang of LANGS) {
  test(`the scenario index (${lang})`, async () => {
    const { page, problems, context } = await open(lang);
    try {
      await visit(page, `scenarios/index.html?lang=${lang}`);
      await page.waitForSelector('.card');
      await assertNoViolations(page, `the scenario index, ${lang}`);
      assertNoProblems(problems);
    } finally {
      await context.close();
    }
  });
}

// ------------------------------------------------------------------ the game page
// The game page's states, in English and French: the first visit (the New game dialog open),
// mid-game with a placement previewed, the text board on, the ghost phase, the Share, Rules and
// About dialogs, and the game over with the final table.

/** Plays the game on with the engine (the test's set-up) to a tile to place once `tiles` are down, or to its end; then the page redraws. */
async function playOn(page, tiles = 10000) {
  await page.evaluate((want) => {
    const g = window.__app.game;
    for (let i = 0; i < 3000; i++) {
      const v = g.view();
      if (v.phase === 'game-over' || (v.phase === 'place-tile' && v.tiles.length >= want)) break;
      if (v.phase === 'place-tile') {
        const all = g.legalPlacements();
        const p = all[(i * 13 + 5) % all.length];
        g.placeTile(p.x, p.y, p.rotation);
      } else if (v.phase === 'meeple') {
        const acts = g.legalActions();
        g.play(JSON.stringify(acts[(i * 7) % acts.length]));
      } else if (!g.autoStep()) g.play(JSON.stringify(g.legalActions()[0]));
    }
    window.__app.refresh();
  }, tiles);
}

for (const lang of LANGS) {
  test(`the game page (${lang}): first visit, mid-game, the text board, the ghost phase, its dialogs, game over`, async () => {
    const { page, problems, context } = await open(lang);
    try {
      // the first visit: the New game dialog is open
      await page.goto(`http://127.0.0.1:${PORT}/?lang=${lang}`);
      await page.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
      await page.waitForSelector('#new-game-dialog[open]');
      await assertNoViolations(page, `the game page's first visit, ${lang}`);
      // mid-game, all sets, a placement previewed under the pointer
      await page.goto(`http://127.0.0.1:${PORT}/?seed=11&sets=base,gcc,sc&lang=${lang}`);
      await page.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
      await playOn(page, 40);
      const cell = await page.evaluate(() => {
        // a cell where the tile fits as it is turned now: the pointer previews it there
        const all = window.__app.game.legalPlacements();
        const p = all.find((q) => q.rotation === window.__app.rotation) || all[0];
        return window.__app.cellToClient(p.x, p.y);
      });
      await page.mouse.move(cell.x, cell.y);
      await page.waitForFunction(() => window.__app.shownPreview);
      await assertNoViolations(page, `the game page mid-game, ${lang}`);
      // the text board on
      await page.focus('#board');
      await page.keyboard.press('b');
      await page.keyboard.press('l');
      await page.waitForFunction(() => document.querySelector('#text-board-cell').textContent);
      await assertNoViolations(page, `the game page with the text board, ${lang}`);
      // the ghost phase: a placement that moves ghosts, placed
      await playToGhostPhase(page);
      await assertNoViolations(page, `the game page, ${await page.evaluate(() => window.__app.phase)} phase, ${lang}`);
      for (const [button, dialog] of [['#share', '#share-dialog'], ['#rules-button', '#rules-dialog'], ['#about-button', '#about-dialog']]) {
        await page.click(button);
        await page.waitForSelector(`${dialog}[open]`);
        await assertNoViolations(page, `the game page's ${dialog}, ${lang}`);
        await page.keyboard.press('Escape');
        await page.waitForSelector(`${dialog}:not([open])`, { state: 'attached' });
      }
      // the game over: the final table opens
      await playOn(page);
      await page.waitForSelector('#final-dialog[open]');
      await assertNoViolations(page, `the game page's final table, ${lang}`);
      assertNoProblems(problems);
    } finally {
      await context.close();
    }
  });
}
