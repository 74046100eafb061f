// axe-core (npm axe-core, exact-pinned) in a Playwright page: `axeViolations(page)` injects
// axe.min.js and runs it with the WCAG 2.0/2.1/2.2 A and AA rules and axe's best practices;
// `assertNoViolations` fails with each violation's id, target and summary. Shared by
// tests/e2e/axe.test.mjs and any test that wants the check. Not a test file itself.
//
// The pages' Content-Security-Policy (script-src 'self') refuses an inline script, so the
// context that runs axe is made with `bypassCSP: true` (AXE_CONTEXT): Playwright then leaves the
// policy out of the page, for this context only; the pages are tested with it everywhere else.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { openPage } from './harness.mjs';

const require = createRequire(import.meta.url);
let source = null;
/** axe.min.js's text, read once. */
const axeSource = async () => (source ??= await readFile(require.resolve('axe-core/axe.min.js'), 'utf8'));

/** The rules run: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The options of a browser context that can run axe (the page's CSP bypassed, see above). */
export const AXE_CONTEXT = { bypassCSP: true };

/** A page of `browser` in a context that can run axe, for a reader of `lang`; with its problems recorded (harness.mjs's `openPage`). */
export const openForAxe = (browser, lang) => openPage(browser, null, { locale: lang, context: AXE_CONTEXT });

/** The rules that read colours: all that can change when only a theme's colours do. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe's violations on `page` as it is now: `[{id, impact, help, nodes: [{target, summary}]}]`;
 * every rule of AXE_TAGS, or only `rules` (ids). Injects axe.min.js once per document.
 */
export async function axeViolations(page, { rules = null } = {}) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.addScriptTag({ content: await axeSource() });
  return page.evaluate(async ([tags, ids]) => {
    const runOnly = ids ? { type: 'rule', values: ids } : { type: 'tag', values: tags };
    const r = await window.axe.run(document, { runOnly, resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id, impact: v.impact, help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary })),
    }));
  }, [AXE_TAGS, rules]);
}

/** Each violation as lines: its id, impact and help, then each target with axe's summary. */
export function violationWords(violations) {
  return violations.map((v) => [
    `${v.id} (${v.impact}): ${v.help}`,
    ...v.nodes.slice(0, 8).map((n) => `  ${n.target}\n    ${String(n.summary).replace(/\n/g, '\n    ')}`),
    v.nodes.length > 8 ? `  … and ${v.nodes.length - 8} more` : null,
  ].filter(Boolean).join('\n')).join('\n');
}

/** Fails unless axe finds nothing on `page` (with `opts.rules`, by those rules only); `what` names the page and its state. */
export async function assertNoViolations(page, what, opts = {}) {
  const violations = await axeViolations(page, opts);
  assert.equal(violations.length, 0, `axe on ${what}:\n${violationWords(violations)}`);
}

/** Fails on a console error, a page error or a failed request the pages had meanwhile (harness.mjs's `openPage` records them). */
export function assertNoProblems(problems) {
  if (problems.length) throw new Error(`the pages had problems:\n${problems.join('\n')}`);
}
