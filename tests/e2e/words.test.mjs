// No English word in another language (issue 12): the embed over every ready-made scenario
// (www/scenarios/*.json) at its start (the next step's outcome panel), in French, Dutch, Czech
// and German, shows no word of the English message files (www/locales/en/*.ftl) that the
// language's own files do not hold, in its chrome and panels. Left out: the scenario's own texts
// (title, description, captions: another helper's, marked when they fall back to English),
// player names, tile and rule ids, numbers, and #notice. The engine's refusals of a step
// (#happened .refused) are read too: each refused step of the ready-made scenarios, in French or
// Czech by turns, after its step (?step=N). Each scenario also opens without an error or a
// notice and plays every step with ▶. One browser, one tab per language. To keep it short each scenario is read in
// one language, the four taking turns, and Example 2 in all four; WORDS_ALL=1 reads every
// scenario in every language (46 × 4 loads).
//   node --test tests/e2e/words.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { port, useBrowser, watch, SHOTS } from './harness.mjs';

const PORT = port(8194);
const BASE = `http://127.0.0.1:${PORT}`;
const SCENARIOS = fileURLToPath(new URL('../../www/scenarios/', import.meta.url));
const LOCALES = fileURLToPath(new URL('../../www/locales/', import.meta.url));
const harness = useBrowser(PORT);

const FILES = readdirSync(SCENARIOS).filter((f) => f.endsWith('.json')).sort();
const OTHERS = ['fr', 'nl', 'cs', 'de'];

/** The visible text of the embed's chrome and panels, node by node (scenario texts left out). */
function visibleTexts() {
  const skip = '#title, #description, #caption, .lang-tag, #notice, #rule-links, #error[hidden]';
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!el || el.closest(skip) || !n.textContent.trim()) continue;
    if (!el.checkVisibility({ visibilityProperty: true })) continue;
    out.push(n.textContent.trim());
  }
  for (const b of document.querySelectorAll('button[title], canvas[title]')) if (b.checkVisibility()) out.push(b.title);
  return out;
}

/**
 * The words of a text that could be English, once names, ids, numbers and the format's own
 * words are taken out (a variant's setup key such as `opponent-no-target`, written as the files
 * write it in every language).
 */
function wordsOf(text, names) {
  let s = ` ${text} `;
  for (const n of names) s = s.split(n).join(' ');
  return s.replace(/\b[A-Z]+-[A-Z0-9-]+\b/g, ' ').replace(/(?<![\p{L}-])[a-z]+(?:-[a-z0-9]+)+(?![\p{L}-])/gu, ' ').replace(/\b[A-Z]\d+[a-z]?\b/g, ' ')
    .split(/[^\p{L}']+/u).map((w) => w.replace(/^'+|'+$/g, '')).filter((w) => w.length >= 3 && /\p{Ll}/u.test(w));
}

test('the embed over every ready-made scenario shows no English word in fr, nl, cs, de', async () => {
  assert.ok(FILES.length >= 40, `${FILES.length} scenarios`);
  const browser = harness.browser();
  const context = await browser.newContext({ viewport: { width: 900, height: 600 } });
  const tabs = {};
  const problems = [];
  for (const lang of OTHERS) {
    tabs[lang] = await context.newPage();
    watch(tabs[lang], problems);
  }
  // the English words: those of the English files; a word that a language's own files hold is
  // that language's too (German "Start", French "Option")
  const read = (dir) => readdirSync(dir).flatMap((f) => readFileSync(`${dir}/${f}`, 'utf8').split('\n'))
    .filter((l) => !l.startsWith('#')).join('\n').replace(/\{\s*\$\w+\s*->/g, ' ').replace(/\{[^{}\n]*\}/g, ' ').replace(/[{}]/g, ' ')
    .replace(/^[\w-]+ =|^\s*\*?\[[\w-]+\]/gm, ' ');
  const english = new Set(wordsOf(read(`${LOCALES}en`), []).map((w) => w.toLowerCase()));
  const own = Object.fromEntries(OTHERS.map((lang) => [lang, new Set(read(`${LOCALES}${lang}`).split(/[^\p{L}']+/u).map((w) => w.toLowerCase()))]));
  const leaks = [];
  let views = 0;
  try {
    const all = process.env.WORDS_ALL === '1';
    const jobs = FILES.map((file, i) => [file, all || file === 'example-2.json' ? OTHERS : [OTHERS[i % OTHERS.length]], 0]);
    // each refused step, just after it, in French or Czech by turns (the engine's refusal worded)
    let turn = 0;
    for (const file of FILES) {
      const steps = JSON.parse(readFileSync(SCENARIOS + file, 'utf8')).steps || [];
      steps.forEach((s, i) => { if (s.refused || s.error) jobs.push([file, all ? OTHERS : [['fr', 'cs'][turn++ % 2]], i + 1]); });
    }
    let refusals = 0;
    let played = 0;
    // the languages in their own tabs, each working through its share of the files
    await Promise.all(OTHERS.map(async (lang) => {
      const page = tabs[lang];
      for (const [file, langs, step] of jobs) {
        if (!langs.includes(lang)) continue;
        const sc = JSON.parse(readFileSync(SCENARIOS + file, 'utf8'));
        const names = (sc.players || []).map((p) => (typeof p === 'string' ? p : p.name)).filter(Boolean);
        await page.goto(`${BASE}/www/embed.html?scenario=scenarios/${file}&lang=${lang}${step ? `&step=${step}` : ''}`);
        await page.waitForSelector('body[data-ready="1"]', { timeout: 30_000 });
        if (step) {
          // the refusal's words (errors.ftl, refusals.js) come when the embed is idle
          await page.waitForSelector('body[data-refusal-words="1"]', { timeout: 30_000 });
          const refused = await page.locator('#happened .refused').innerText();
          // the engine's refusal is data: its message only the id of its words (the step,
          // refused, changes nothing), which the reader never sees
          const thrown = await page.evaluate((act) => {
            try {
              window.__embed.game.play(JSON.stringify(act));
            } catch (e) {
              return { message: e.message, kind: e.kind };
            }
            return null;
          }, sc.steps[step - 1].do);
          assert.ok(thrown, `${file} step ${step} is refused`);
          assert.equal(thrown.message, `error-play-${thrown.kind}`, `${file} step ${step}: no English in the refusal`);
          assert.ok(!refused.includes(thrown.message) && !/:\s*…$/.test(refused), `${lang} ${file} step ${step}: "${refused}" is not worded`);
          refusals += 1;
        }
        const texts = await page.evaluate(visibleTexts);
        for (const text of texts) {
          const bad = wordsOf(text, names).filter((w) => english.has(w.toLowerCase()) && !own[lang].has(w.toLowerCase()));
          if (bad.length) leaks.push(`${lang} ${file}${step ? ` step ${step}` : ''}: "${text}" (${bad.join(', ')})`);
        }
        views += 1;
        if (!step) {
          // the scenario opens without an error or a notice, and ▶ plays every step of it, none
          // refused but those the file says (the words of every step: tests/unit/outcome-words)
          const run = await page.evaluate(async () => {
            const next = document.querySelector('#next');
            const notice = () => (document.querySelector('#notice').hidden ? '' : document.querySelector('#notice').textContent);
            const first = { notice: notice(), error: !document.querySelector('#error').hidden };
            for (let i = 0; i < 500 && !next.disabled && !next.hidden; i++) {
              next.click();
              await new Promise((ok) => setTimeout(ok, 0));
            }
            const refused = [...document.querySelectorAll('#happened .refused')].length;
            return { first, step: document.querySelector('#step-count')?.dataset.step ?? '0', notice: notice(), refused };
          });
          const steps = sc.steps || [];
          assert.deepEqual(run.first, { notice: '', error: false }, `${lang} ${file}: opens without an error or a notice`);
          assert.equal(run.step, String(steps.length), `${lang} ${file}: every step played`);
          assert.equal(run.notice, '', `${lang} ${file}: a notice after the steps`);
          assert.equal(run.refused, steps.length && steps[steps.length - 1].error ? 1 : 0, `${lang} ${file}: the last step refused only if the file says so`);
          played += steps.length;
        }
      }
    }));
    assert.ok(played >= 80, `${played} steps played in the embed`);
    assert.ok(refusals >= 14, `${refusals} refused steps read`);
    // the outcome panel of Example 2 in the five languages, to look at (issue 12)
    for (const lang of ['en', ...OTHERS]) {
      const page = tabs[lang === 'en' ? 'fr' : lang];
      await page.goto(`${BASE}/www/embed.html?scenario=scenarios/example-2.json&lang=${lang}`);
      await page.waitForSelector('body[data-ready="1"]');
      await page.screenshot({ path: `${SHOTS}outcome-example-2-${lang}.png` });
    }
  } finally {
    await context.close();
  }
  console.log(`# ${views} views read; ${leaks.length} with English words`);
  assert.ok(views >= FILES.length + 3, `${views} views`);
  assert.deepEqual([...new Set(leaks)].slice(0, 40), []);
  assert.deepEqual(problems, []);
});

test('players named after a colour in the reader\'s language: the French embed of Example 2 says Bleu 1, Jaune 1; the picture words load on opening', async () => {
  const browser = harness.browser();
  const context = await browser.newContext({ viewport: { width: 900, height: 600 } });
  const page = await context.newPage();
  const problems = [];
  watch(page, problems);
  const fetched = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  try {
    const read = async (lang) => {
      await page.goto(`${BASE}/www/embed.html?scenario=scenarios/example-2.json&lang=${lang}`);
      await page.waitForSelector('body[data-ready="1"]', { timeout: 30_000 });
      return page.evaluate(() => ({
        panel: document.querySelector('#outcome-box')?.innerText ?? '',
        players: [...document.querySelectorAll('#players .name')].map((e) => e.textContent),
        status: document.querySelector('#status')?.innerText ?? '',
      }));
    };
    const en = await read('en');
    assert.match(en.panel, /Blue 1/);
    assert.deepEqual(en.players, ['Green', 'Blue', 'Yellow']);
    const fr = await read('fr');
    assert.match(fr.panel, /Bleu 1/);
    assert.match(fr.panel, /Jaune 1/);
    assert.doesNotMatch(`${fr.panel} ${fr.players.join(' ')} ${fr.status}`, /\b(Blue|Yellow|Green)\b/);
    assert.deepEqual(fr.players, ['Vert', 'Bleu', 'Jaune']);
    const cs = await read('cs');
    assert.match(cs.panel, /Modrý 1/);
    assert.deepEqual(cs.players, ['Zelený', 'Modrý', 'Žlutý']);
    // the picture buttons' words (picture.ftl) only when the title bar is opened, in Czech
    assert.ok(!fetched.some((p) => p.endsWith('/picture.ftl')), 'picture.ftl is not part of the first load');
    await page.click('#about > summary');
    await page.waitForSelector('#picture-box:not([hidden])');
    assert.ok(fetched.includes('/www/locales/cs/picture.ftl'), fetched.filter((p) => p.endsWith('.ftl')).join());
    assert.match(await page.locator('#picture-box').innerText(), /Obrázek:.*legenda/s);
  } finally {
    await context.close();
  }
  assert.deepEqual(problems, []);
});
