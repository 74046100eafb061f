// WCAG 2.2 AA by axe-core (issue 23) on the embed: 0 violations (WCAG 2.0–2.2 A and AA, and
// axe's best practices; tests/e2e/axe-check.mjs).
// - English: every ready-made scenario of www/scenarios/ at its first and its last step, each
//   in the light and the dark theme.
// - French: the scenarios of FRENCH at their first step (light) and their last (dark). What a
//   language changes is words: the lang attribute, the names of buttons and regions, the
//   texts of the steps. These scenarios show every kind of content the embed has (a caption
//   only, notes, the outcome of a placement, the numbered choices of S7a, mist, spell circles,
//   a variant, several languages in one file), and the colours, which do not depend on the
//   language, are checked over every scenario in English. tests/e2e/languages.test.mjs reads
//   every scenario in French for English words left.
// Its own file (not axe.test.mjs) so that the two run side by side in `make test`. One browser
// for the file; each page's CSP is bypassed in its context so that axe can be injected
// (axe-check.mjs says why).
import { test } from 'node:test';
import { readdirSync, readFileSync } from 'node:fs';
import { COLOUR_RULES, assertNoProblems, assertNoViolations, openForAxe } from './axe-check.mjs';
import { port, useBrowser } from './harness.mjs';

const PORT = port(8202);
const BASE = `http://127.0.0.1:${PORT}/www/`;
const harness = useBrowser(PORT);
const SCENARIOS = new URL('../../www/scenarios/', import.meta.url);
const FILES = readdirSync(SCENARIOS).filter((f) => f.endsWith('.json')).sort();
/** The French pass: each kind of content the embed shows, once (see the file's text). */
const FRENCH = [
  'continue-and-limit.json', 'example-1.json', 'example-2.json', 'example-3.json', 'faq.json',
  'multilingual-example.json', 'rule-B1.json', 'rule-G3.json', 'rule-K1.json', 'rule-M4.json',
  'rule-S7a.json', 'rule-V1.json',
];

/** The embed's theme, as ?theme= sets it (source.js: `data-theme` on the root, CSS only). */
const useTheme = (page, theme) => page.evaluate((t) => { document.documentElement.dataset.theme = t; }, theme);

for (const [lang, files] of [['en', FILES], ['fr', FRENCH]]) {
  test(`the embed (${lang}): ${lang === 'en' ? 'every' : 'each kind of'} ready-made scenario at its first and last step, light and dark`, async () => {
    const { page, problems, context } = await openForAxe(harness.browser(), lang);
    try {
      for (const file of files) {
        const steps = (JSON.parse(readFileSync(new URL(file, SCENARIOS), 'utf8')).steps || []).length;
        // one load a scenario: its first step in the light theme, then its last step (the ▶
        // button, as a reader steps) in the dark one
        await page.goto(`${BASE}embed.html?scenario=scenarios/${file}&lang=${lang}&step=0&theme=light`);
        await page.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
        await assertNoViolations(page, `${file} step 0, light, ${lang}`);
        // the other theme of each step: the same document in other colours, so the rules that
        // read colours (in English: the colours do not depend on the language)
        if (lang === 'en') {
          await useTheme(page, 'dark');
          await assertNoViolations(page, `${file} step 0, dark, ${lang}`, { rules: COLOUR_RULES });
        }
        // a scenario without steps (a rule puzzle) is at its last step already: in English the
        // state just read (every rule in the light theme, the colour rules in the dark), not read
        // a second time
        if (steps === 0 && lang === 'en') continue;
        for (let n = 0; n < steps; n++) {
          await page.click('#next');
          await page.waitForFunction((k) => window.__embed.state.n === k, n + 1);
        }
        await useTheme(page, 'dark');
        await assertNoViolations(page, `${file} step ${steps}, dark, ${lang}`);
        if (lang === 'en') {
          await useTheme(page, 'light');
          await assertNoViolations(page, `${file} step ${steps}, light, ${lang}`, { rules: COLOUR_RULES });
        }
      }
      assertNoProblems(problems);
    } finally {
      await context.close();
    }
  });
}
