// WCAG 2.2 AA by axe-core (issue 23): 0 violations (WCAG 2.0–2.2 A and AA, and axe's best
// practices; tests/e2e/axe-check.mjs) on the embed (each ready-made scenario of www/scenarios/
// at its first and its last step, in the light and the dark theme), the scenario editor (empty,
// with a position and a tile selected, recording steps, the export dialog open) and the scenario
// index, in English and French. One browser for the file; each page's CSP is bypassed in its
// context so that axe can be injected (axe-check.mjs says why).
import { test } from 'node:test';
import { readdirSync, readFileSync } from 'node:fs';
import { AXE_CONTEXT, COLOUR_RULES, assertNoViolations } from './axe-check.mjs';
import { openPage, port, useBrowser } from './harness.mjs';

const PORT = port(8196);
const BASE = `http://127.0.0.1:${PORT}/www/`;
const harness = useBrowser(PORT);
const LANGS = ['en', 'fr'];
const SCENARIOS = new URL('../../www/scenarios/', import.meta.url);
const FILES = readdirSync(SCENARIOS).filter((f) => f.endsWith('.json')).sort();

/** A page in a context that can run axe, for a reader of `lang`; with its problems recorded. */
const open = (lang) => openPage(harness.browser(), null, { locale: lang, context: AXE_CONTEXT });

/** Goes to `path` (under www/) and waits until the page says it is ready. */
async function visit(page, path) {
  await page.goto(BASE + path);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
}

/** The embed's theme, as ?theme= sets it (source.js: `data-theme` on the root, CSS only). */
const useTheme = (page, theme) => page.evaluate((t) => { document.documentElement.dataset.theme = t; }, theme);

// ------------------------------------------------------------------ the embed

for (const lang of LANGS) {
  test(`the embed (${lang}): every ready-made scenario at its first and last step, light and dark`, async () => {
    const { page, problems, context } = await open(lang);
    try {
      for (const file of FILES) {
        const steps = (JSON.parse(readFileSync(new URL(file, SCENARIOS), 'utf8')).steps || []).length;
        for (const [step, theme] of [[0, 'light'], [steps, 'dark']]) {
          await visit(page, `embed.html?scenario=scenarios/${file}&lang=${lang}&step=${step}&theme=${theme}`);
          await assertNoViolations(page, `${file} step ${step}, ${theme}, ${lang}`);
          // the other theme: the same document in other colours, so the rules that read colours
          const other = theme === 'light' ? 'dark' : 'light';
          await useTheme(page, other);
          await assertNoViolations(page, `${file} step ${step}, ${other}, ${lang}`, { rules: COLOUR_RULES });
        }
      }
      assertNoProblems(problems);
    } finally {
      await context.close();
    }
  });
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
// The game page's states (the New game dialog open at the first visit, mid-game, game over), in
// English and French: added here by the game page's work of issue 23, with `open`, `visit` and
// `assertNoViolations` as above.

/** Fails on a console error, a page error or a failed request the pages had meanwhile. */
function assertNoProblems(problems) {
  if (problems.length) throw new Error(`the pages had problems:\n${problems.join('\n')}`);
}
