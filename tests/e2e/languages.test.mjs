// End-to-end test of texts in several languages (docs/FORMATS.md, "Texts in several languages"):
// the embed shows a scenario's title, description and captions in the reader's language (lang=),
// falls back to English and marks it, and shows the rule texts in that language, fetching only
// that language's file. Run after `make build`:  node --test tests/e2e/languages.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { port, useBrowser, watch, SHOTS } from './harness.mjs';

const PORT = port(8126);
const BASE = `http://127.0.0.1:${PORT}`;
const SCENARIOS = fileURLToPath(new URL('../../www/scenarios/', import.meta.url));
const FILE = 'multilingual-example.json';

const harness = useBrowser(PORT);

/**
 * Opens the embed with `query`; records the problems and the rule text files fetched (in the
 * served copy, a language's www/words/rules/<lang>.js is the chunk www/chunks/<lang>-<hash>.js).
 */
async function open(query, { locale } = {}) {
  const context = await harness.browser().newContext({ viewport: { width: 900, height: 560 }, ...(locale ? { locale } : {}) });
  const page = await context.newPage();
  const problems = [];
  const rules = [];
  watch(page, problems, { warnings: true });
  page.on('request', (req) => {
    const m = req.url().match(/\/www\/(?:words\/rules\/([a-z]+)|chunks\/([a-z]{2})-[A-Z0-9]+)\.js$/);
    if (m) rules.push(m[1] || m[2]);
    // the English rule texts, the fallback, are part of the embed's bundle (always loaded)
    if (/\/www\/embed\/main\.js$/.test(req.url())) rules.push('en');
  });
  await page.goto(`${BASE}/www/embed.html?${query}`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
  return { context, page, problems, rules };
}

const readScenario = async (file) => JSON.parse(await readFile(SCENARIOS + file, 'utf8'));

/** The small tag after `sel` that names the language shown instead of the reader's. */
/**
 * Plays the next step and waits until the panel shows step `n` (the first step's words may load
 * after the click: embed/main.js, withLogWords).
 */
async function stepTo(page, n) {
  await page.click('#next');
  await page.waitForFunction((k) => document.querySelector('#step-count').dataset.step === String(k), n);
}

const tagAfter = (page, sel) => page.locator(`${sel} + .lang-tag`);

/** Opens rule `id`'s popover from the outcome panel and returns {title, text, lang}. */
async function rulePopover(page, id) {
  await page.locator(`#outcome button.rule-link[data-rule="${id}"]`).first().click();
  const pop = page.locator('.mo-pop');
  await pop.waitFor({ state: 'visible' });
  return { heading: await pop.locator('h3').innerText(), text: await pop.locator('p').innerText(), lang: await pop.getAttribute('lang') };
}

test('lang=fr: the French title, description, captions and rule texts; only the French rule file is fetched', async () => {
  const sc = await readScenario(FILE);
  for (const lang of ['en', 'fr', 'nl', 'cs', 'de']) {
    for (const t of [sc.title, sc.description, ...sc.steps.map((s) => s.caption)]) assert.ok(t[lang], `${FILE} has ${lang} everywhere`);
  }
  const { context, page, problems, rules } = await open(`scenario=scenarios/${FILE}&show=0,1,0&lang=fr`);
  try {
    assert.equal(await page.locator('#title').innerText(), sc.title.fr);
    assert.equal(await page.getAttribute('#title', 'lang'), 'fr');
    assert.equal(await tagAfter(page, '#title').count(), 0, 'no fallback mark when the text is in French');
    assert.equal(await page.locator('#description').textContent(), sc.description.fr);
    // the rule links of the header carry the French rule text
    assert.match(await page.getAttribute('#rule-links abbr', 'title'), /Prolonger avec des cercles occupés|Prolonger le brouillard/);
    // the outcome panel's rule link opens the French text of M3
    const m3 = await rulePopover(page, 'M3');
    assert.match(m3.heading, /^M3\s*Prolonger le brouillard/);
    assert.match(m3.text, /fantôme de la réserve au meeple d'un autre joueur/);
    assert.equal(m3.lang, 'fr');
    await page.keyboard.press('Escape');
    // each step's caption in French
    for (let i = 0; i < sc.steps.length; i++) {
      await stepTo(page, i + 1);
      const caption = await page.locator('#caption').innerText();
      assert.ok(caption.startsWith(sc.steps[i].caption.fr), `step ${i + 1}: "${caption}"`);
      assert.equal(await page.getAttribute('#caption', 'lang'), 'fr');
    }
    assert.deepEqual([...new Set(rules)].sort(), ['en', 'fr'], 'only the English and the French rule texts are fetched');
    await page.screenshot({ path: `${SHOTS}languages-fr.png` });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('lang=es: no Spanish text, so the English one is shown and marked as English', async () => {
  const sc = await readScenario(FILE);
  const { context, page, problems, rules } = await open(`scenario=scenarios/${FILE}&show=0,1,0&lang=es`);
  try {
    assert.equal(await page.locator('#title').innerText(), sc.title.en);
    assert.equal(await page.getAttribute('#title', 'lang'), 'en');
    assert.equal(await page.getAttribute('#title', 'data-lang-fallback'), 'en');
    const tag = tagAfter(page, '#title');
    assert.ok(await tag.isVisible(), 'the title is marked as English');
    assert.equal(await tag.innerText(), new Intl.DisplayNames(['es'], { type: 'language' }).of('en'));
    await stepTo(page, 1);
    assert.ok((await page.locator('#caption').innerText()).startsWith(sc.steps[0].caption.en));
    assert.ok(await tagAfter(page, '#caption').isVisible(), 'the caption is marked as English');
    // the rule texts: English, marked too
    await page.click('#back');
    const m3 = await rulePopover(page, 'M3');
    assert.match(m3.heading, /Continue the mist/);
    assert.equal(m3.lang, 'en');
    assert.ok(await page.locator('.mo-pop .mo-lang').isVisible(), 'the rule text is marked as English');
    assert.deepEqual([...new Set(rules)], ['en'], 'no other rule file is fetched');
    await page.screenshot({ path: `${SHOTS}languages-es-fallback.png` });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a plain-text scenario is shown as written, unmarked, in any language; Czech rule texts', async () => {
  // Example 2 with plain-string texts, as files were written before texts had languages: given
  // inline, since every ready-made scenario now has all five languages
  const sc = await readScenario('example-2.json');
  const plain = { ...sc, title: sc.title.en, description: sc.description.en, steps: sc.steps.map((s) => ({ ...s, caption: s.caption.en })) };
  const { context, page, problems, rules } = await open(`scenario=${encodeURIComponent(JSON.stringify(plain))}&show=0,1,0&lang=cs`);
  try {
    assert.equal(await page.locator('#title').innerText(), plain.title);
    assert.equal(await tagAfter(page, '#title').count(), 0);
    assert.equal(await page.getAttribute('#title', 'lang'), null);
    const s3 = await rulePopover(page, 'S3');
    assert.match(s3.heading, /Houstnutí s obsazenými kruhy/);
    assert.equal(s3.lang, 'cs');
    assert.deepEqual([...new Set(rules)].sort(), ['cs', 'en']);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the ready-made Example 2 and FAQ in French and Czech: every text in that language, no fallback mark', async () => {
  // one page, loaded for each file and language (a new load of a page costs a third of the CPU
  // of a new context's first load: docs/TESTING.md)
  let opened = null;
  try {
    for (const file of ['example-2.json', 'faq.json']) {
      const sc = await readScenario(file);
      for (const lang of ['fr', 'cs']) {
        const query = `scenario=scenarios/${file}&lang=${lang}`;
        if (opened) {
          opened.problems.length = 0;
          await opened.page.goto(`${BASE}/www/embed.html?${query}`);
          await opened.page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
        } else opened = await open(query);
        const { page, problems } = opened;
        assert.equal(await page.locator('#title').innerText(), sc.title[lang], `${file} ${lang}`);
        assert.equal(await page.getAttribute('#title', 'lang'), lang);
        assert.equal(await page.locator('#description').textContent(), sc.description[lang]);
        for (let i = 0; i < sc.steps.length; i++) {
          await stepTo(page, i + 1);
          const caption = await page.locator('#caption').innerText();
          assert.ok(caption.startsWith(sc.steps[i].caption[lang]), `${file} ${lang} step ${i + 1}: "${caption}"`);
        }
        assert.equal(await page.locator('.lang-tag:not([hidden])').count(), 0, `${file} ${lang}: no text marked as English`);
        await page.screenshot({ path: `${SHOTS}scenario-${file.replace('.json', '')}-${lang}.png` });
        assert.deepEqual(problems, [], `${file} ${lang}`);
      }
    }
  } finally {
    if (opened) await opened.context.close();
  }
});

test('without lang=, the browser\'s language: a Dutch browser reads the Dutch texts, a Spanish one English', async () => {
  const sc = await readScenario(FILE);
  for (const [locale, want] of [['nl-BE', 'nl'], ['es-ES', 'en']]) {
    const { context, page, problems } = await open(`scenario=scenarios/${FILE}&show=0,1,0`, { locale });
    try {
      assert.equal(await page.evaluate(() => navigator.language), locale);
      assert.equal(await page.locator('#title').innerText(), sc.title[want], locale);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  }
});
