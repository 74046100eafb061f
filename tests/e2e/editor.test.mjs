// The scenario editor (www/editor.html, issue 14): Example 1 built from an empty board through
// the UI only, exported and compared with the ready-made file by the engine's own view of each
// step; the export shown by the embed with the same outcome; the round trip; hostile files.
// One browser for the file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { port, useBrowser, watch, SHOTS } from './harness.mjs';

const PORT = port(8187);
const BASE = `http://127.0.0.1:${PORT}/www/`;
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const harness = useBrowser(PORT);

async function open(path, { width = 1280, height = 800 } = {}) {
  // an English reader (the editor speaks the browser's language without lang=)
  const context = await harness.browser().newContext({ viewport: { width, height }, locale: 'en-US' });
  const page = await context.newPage();
  const problems = [];
  watch(page, problems);
  await page.goto(BASE + path);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
  return { page, problems, context };
}

/** Clicks the board at cell (x, y), or at a feature's spot on the tile there. */
async function clickCell(page, x, y, feature = null) {
  // after two frames: the panel's change (a mode, a step) has laid the board out where it stays
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
  const p = await page.evaluate(([a, b, f]) => window.__editor.cellToClient(a, b, f), [x, y, feature]);
  await page.mouse.move(p.x, p.y);
  await page.mouse.click(p.x, p.y);
}

/** Types into a panel field and commits it (the panel applies on change). */
async function type(page, sel, text) {
  await page.fill(sel, text);
  await page.locator(sel).dispatchEvent('change');
}

/**
 * Types a scenario text — a string, or an object of language → text — into a panel field, one
 * language at a time, choosing each with the language select `langSel`.
 */
async function typeText(page, langSel, sel, text) {
  const byLang = typeof text === 'string' ? { en: text } : text;
  for (const [lang, words] of Object.entries(byLang)) {
    await page.selectOption(langSel, lang);
    await type(page, sel, words);
  }
  await page.selectOption(langSel, 'en');
}

/** The engine's view of a scenario's position and after each step (refused ones: null). */
function engineViews(page, text) {
  return page.evaluate((t) => {
    const { GameHandle } = window.__editor.state.engine;
    const g = GameHandle.fromScenario(t);
    const doc = JSON.parse(t);
    const views = [g.view()];
    for (const s of doc.steps || []) {
      try {
        g.play(JSON.stringify(s.do));
        views.push(s.refused || s.error ? 'played but should be refused' : g.view());
      } catch (e) {
        views.push(s.refused || s.error ? 'refused' : `refused: ${e.message}`);
      }
    }
    g.free();
    return views;
  }, text);
}

const example1 = () => readFile(`${ROOT}www/scenarios/example-1.json`, 'utf8');

test('Example 1 built from an empty board through the UI is the ready-made file, and the embed shows the same outcome', async () => {
  const { page, problems, context } = await open('editor.html');
  const ready = JSON.parse(await example1());
  // sets, the own tile kind, the three monasteries
  await page.click('input[data-set="gcc"]');
  await page.click('#own-tile summary');
  await page.fill('#own-tile-line', ready.tiles[0]);
  await page.click('#own-tile-add');
  await page.fill('#pal-search', 'B');
  await page.click('.pal-tile[data-id="B"]');
  for (const x of [0, 1, 2]) await clickCell(page, x, 0);
  // a refused edit says why and where, and changes nothing
  await clickCell(page, 1, 2);
  assert.match(await page.textContent('#ed-error'), /cannot go at \(1, 2\): it does not touch any placed tile \(B1\)/);
  assert.deepEqual(await page.evaluate(() => window.__editor.state.flag.cell), { x: 1, y: 2 }, 'the refused cell is outlined');
  await page.keyboard.press('Escape');
  // Red's meeple on the third monastery: select the tile, click its monastery
  await clickCell(page, 2, 0);
  await clickCell(page, 2, 0, 'monastery');
  // the hand and the bag
  await page.selectOption('#ed-hand', 'EX1');
  await page.click('input[name="ed-bag-mode"][value="list"]');
  await page.selectOption('#ed-bag-add', 'B');
  // the texts
  await typeText(page, '#ed-text-lang', '#ed-title', ready.title);
  await type(page, '#ed-rules', ready.rules.join(', '));
  await typeText(page, '#ed-text-lang', '#ed-description', ready.description);
  // the steps, played: the placement, a refused meeple on the mist kept as a step, the field
  await page.click('#mode-record');
  await clickCell(page, 0, -1);
  // the placement is a step of the document before its tile's features can be clicked
  await page.waitForFunction(() => (window.__editor.state.doc.steps || []).length === 1);
  // the meeple choices in words, as the game page's panel says them ("Meeple: Field · E"), never
  // by the tile's feature names ("Meeple on field1", issue 43)
  const choices = await page.$$eval('.ed-meeple-choice', (bs) => bs.map((b) => b.textContent));
  assert.ok(choices.length > 0);
  for (const c of choices) {
    assert.match(c, /^(Meeple|Guard): (Field|Road|City|Monastery|Castle|Cemetery)\b/, c);
    assert.doesNotMatch(c, /[a-z]\d/, `no feature name: ${c}`);
  }
  await clickCell(page, 0, -1, 'mist1');
  await page.waitForFunction(() => /never stands on mist/.test(document.querySelector('#ed-error').textContent))
    .catch(() => {});
  assert.match(await page.textContent('#ed-error'), /never stands on mist/);
  await page.click('#ed-keep-refusal');
  await clickCell(page, 0, -1, 'field1');
  for (let i = 0; i < ready.steps.length; i++) await typeText(page, '#ed-caption-lang', `textarea[data-step="${i}"]`, ready.steps[i].caption);
  await page.screenshot({ path: `${SHOTS}editor-record.png` });
  await page.click('#mode-layout');
  await page.keyboard.press('Escape');
  await clickCell(page, 2, 0);
  await page.screenshot({ path: `${SHOTS}editor-1280.png` });

  const built = await page.evaluate(() => window.__editor.exportText());
  if (process.env.EDITOR_DEBUG) console.log(built);
  const doc = JSON.parse(built);
  // the same position and steps: the engine's view after each step, the actions, the captions
  assert.deepEqual(await engineViews(page, built), await engineViews(page, JSON.stringify(ready)));
  assert.deepEqual(doc.steps.map((s) => s.do), ready.steps.map((s) => s.do));
  assert.deepEqual(doc.steps.map((s) => s.caption), ready.steps.map((s) => s.caption));
  // a refused step names the refusal's kind, never the engine's English words
  assert.deepEqual(doc.steps.map((s) => (s.refused ? s.refused.kind : null)), ready.steps.map((s) => (s.refused ? s.refused.kind : null)));
  assert.ok(doc.steps.every((s) => s.error === undefined), 'no refusal by its English words');
  for (const k of ['title', 'rules', 'description', 'players', 'sets', 'tiles', 'board', 'meeples', 'hand', 'bag']) {
    assert.deepEqual(doc[k], ready[k], k);
  }

  // the embed shows the export as it shows the ready-made file
  const outcomeOf = async (query) => {
    const p = await context.newPage();
    watch(p, problems);
    await p.goto(`${BASE}embed.html?${query}`);
    await p.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
    const out = { text: await p.locator('#outcome').innerText(), preview: await p.evaluate(() => window.__embed.preview(0, -1, 0)) };
    await p.close();
    return out;
  };
  await page.click('#ed-export');
  assert.equal(await page.inputValue('#ex-base'), '', 'never this computer\'s address by default');
  assert.match(await page.textContent('#ex-base-note'), /runs on this computer/);
  await page.fill('#ex-base', BASE);
  const link = await page.inputValue('#ex-link');
  assert.ok(link.startsWith(`${BASE}embed.html?scenario=e`), link);
  assert.match(await page.inputValue('#ex-snippet'), /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/www\/embed\.html\?scenario=e/);
  // the frame named by the scenario's title, for a screen reader on the wiki
  assert.ok((await page.inputValue('#ex-snippet')).includes(`title="${ready.title.en}"`), 'the title of the frame');
  assert.equal(await page.evaluate(() => localStorage.getItem('carcassonne-mist/editor/base')), BASE);
  const mine = await outcomeOf(link.split('?')[1]);
  const theirs = await outcomeOf('scenario=scenarios/example-1.json');
  assert.ok(mine.text.length > 20, mine.text);
  assert.equal(mine.text, theirs.text);
  assert.deepEqual(mine.preview, theirs.preview);
  assert.deepEqual(problems, []);
  await context.close();
});

test('what the editor exports opens in the editor and exports the same text (with and without expectations)', async () => {
  // the embed's "edit a copy" link opens its scenario in the editor
  const { page, problems, context } = await open('embed.html?scenario=scenarios/example-1.json');
  const href = await page.getAttribute('#edit-copy', 'href');
  assert.equal(href, 'editor.html?scenario=scenarios%2Fexample-1.json');
  await page.goto(BASE + href);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
  assert.equal(await page.evaluate(() => window.__editor.state.doc.hand), 'EX1');
  // the engine's answers as expectations: the file tests/scenarios.rs checks
  assert.equal(await page.evaluate(() => window.__editor.exportText(true)),
    await readFile(`${ROOT}tests/scenarios/editor/example-1-with-expectations.json`, 'utf8'));
  // a picture of the document from the export dialog: the SVG of step 1's placement (issue 14)
  await page.click('#ed-export');
  assert.equal(await page.locator('#ex-pic-step option').count(), 4, 'before each of the 3 steps, and after the last');
  // each choice says the steps played, as the picture's caption counts them (the embed's "Step 1 / 3"),
  // and the next step's placement where it is one (steps 2 and 3 place meeples: the picture shows none)
  assert.deepEqual(await page.locator('#ex-pic-step option').allTextContents(),
    ['At the start, step 1’s placement shown', 'After step 1', 'After step 2', 'After the last step']);
  const [dl] = await Promise.all([page.waitForEvent('download'), page.click('#ex-pic-svg')]);
  const svg = await readFile(await dl.path(), 'utf8');
  assert.match(dl.suggestedFilename(), /-step0-en\.svg$/);
  assert.match(svg, /^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  assert.equal((svg.match(/<use /g) || []).length, 4, "the three tiles and the placement shown, each a <use> of a tile drawn once");
  await page.click('#export-dialog button[value="close"]');
  for (const expect of [false, true]) {
    const first = await page.evaluate((e) => window.__editor.exportText(e), expect);
    await page.click('#ed-paste');
    await page.fill('#paste-text', first);
    await page.click('#paste-open');
    assert.equal(await page.textContent('#ed-error'), '');
    const again = await page.evaluate((e) => window.__editor.exportText(e), expect);
    assert.equal(again, first);
    if (expect) {
      const doc = JSON.parse(first);
      assert.equal(doc.expect.hand, 'EX1');
      assert.equal(doc.steps[0].expect.supply, 13);
      assert.deepEqual(doc.steps[0].expect.circles, [{ x: 0, y: -1, feature: 'mist1', ghosts: 2 }]);
      assert.equal(doc.steps[1].expect, undefined, 'a refused step keeps its error');
    }
  }
  // the board after an earlier step, and back to the last one
  await page.click('#mode-record');
  await page.click('.ed-step-n >> nth=0');
  assert.deepEqual(await page.evaluate(() => [window.__editor.state.view.phase, window.__editor.state.view.meeples.length, window.__editor.state.view.tiles.length]), ['meeple', 0, 4]);
  assert.match(await page.textContent('#record-cards'), /after step 1 of 3/);
  await page.click('#ed-view-start');
  assert.equal(await page.evaluate(() => window.__editor.state.view.tiles.length), 3);
  await page.click('#ed-view-end');
  assert.equal(await page.evaluate(() => window.__editor.state.view.phase), 'place-tile');
  // a tile dragged elsewhere takes its meeple along; where it would touch nothing, it stays
  const drag = async (from, to) => {
    const a = await page.evaluate(([x, y]) => window.__editor.cellToClient(x, y), from);
    const b = await page.evaluate(([x, y]) => window.__editor.cellToClient(x, y), to);
    await page.mouse.move(a.x + 20, a.y + 20);
    await page.mouse.down();
    await page.mouse.move(b.x + 20, b.y + 20, { steps: 5 });
    await page.mouse.up();
  };
  await page.click('#mode-layout');
  await clickCell(page, 2, 0);
  await drag([2, 0], [3, -1]);
  assert.match(await page.textContent('#ed-error'), /board\[2\].*touches no earlier tile/); // errors.ftl's words of the engine's kind
  assert.deepEqual(await page.evaluate(() => window.__editor.state.doc.board[2]), { tile: 'B', x: 2, y: 0 });
  await drag([2, 0], [1, 1]);
  assert.deepEqual(await page.evaluate(() => [window.__editor.state.doc.board[2], window.__editor.state.doc.meeples[0]]),
    [{ tile: 'B', x: 1, y: 1 }, { player: 'Red', x: 1, y: 1, feature: 'monastery' }]);
  await page.click('#ed-undo');
  // a guard supply off the rulebook's is written, the 15 ghosts' count is shown
  await page.fill('input.ed-guards[data-player="Blue"]', '1');
  await page.locator('input.ed-guards[data-player="Blue"]').dispatchEvent('change');
  assert.deepEqual(await page.evaluate(() => window.__editor.state.doc.guard_supply), { Blue: 1 });
  assert.match(await page.textContent('#ed-ghost-count'), /= 15 of 15/);
  await page.click('#ed-undo');
  // undo takes back the last edit, redo plays it again
  await clickCell(page, 1, 0);
  await page.click('#ed-turn-right');
  assert.equal(await page.evaluate(() => window.__editor.state.doc.board[1].rotation), 90);
  await page.click('#ed-undo');
  assert.equal(await page.evaluate(() => window.__editor.state.doc.board[1].rotation || 0), 0);
  await page.click('#ed-redo');
  assert.equal(await page.evaluate(() => window.__editor.state.doc.board[1].rotation), 90);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the sets are the engine\'s: The Spell Circles brings Exp. 11 and goes with it (vocabulary().set_needs)', async () => {
  const { page, problems, context } = await open('editor.html');
  const sets = () => page.evaluate(() => window.__editor.state.doc.sets);
  assert.deepEqual(await page.locator('input[data-set]').evaluateAll((xs) => xs.map((x) => x.dataset.set)), ['base', 'gcc', 'sc']);
  await page.click('input[data-set="sc"]');
  assert.deepEqual(await sets(), ['base', 'gcc', 'sc']);
  await page.click('input[data-set="gcc"]');
  assert.deepEqual(await sets(), ['base']);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a refused step is checked by its kind; a file of the older way (the English words) still opens', async () => {
  const { page, problems, context } = await open('editor.html?scenario=scenarios/example-1.json');
  const ready = JSON.parse(await readFile(`${ROOT}www/scenarios/example-1.json`, 'utf8'));
  const at = ready.steps.findIndex((s) => s.refused);
  assert.equal(ready.steps[at].refused.kind, 'on-mist');
  const paste = async (doc) => {
    await page.click('#ed-paste');
    await page.fill('#paste-text', JSON.stringify(doc));
    await page.click('#paste-open');
    return page.textContent('#ed-error');
  };
  const steps = (f) => ready.steps.map((s, i) => (i === at ? f(s) : s));
  assert.equal(await paste(ready), '', 'the ready-made file: refused as it says');
  // refused, but for another reason than the file names
  assert.match(await paste({ ...ready, steps: steps((s) => ({ ...s, refused: { kind: 'occupied' } })) }),
    new RegExp(`Step ${at + 1} is refused, but not for the reason the file names: .+`));
  // a step that plays, marked as refused
  const next = ready.steps.findIndex((x, i) => i > at && !x.refused);
  assert.match(await paste({ ...ready, steps: ready.steps.map((x, i) => (i === next ? { ...x, refused: { kind: 'on-mist' } } : x)) }),
    new RegExp(`Step ${next + 1} should be refused, but the engine plays it\\.`));
  // a file of the format's older way: the refusal by the engine's English words
  assert.equal(await paste({ ...ready, steps: steps(({ refused: r, ...s }) => (void r, { ...s, error: 'never stands on mist' })) }), '');
  assert.deepEqual(problems, []);
  await context.close();
});

test('hostile files give words in the editor, never a crash, and leave the document as it was', async () => {
  const { page, problems, context } = await open('editor.html?scenario=scenarios/example-1.json', { width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}editor-phone.png`, fullPage: false });
  const before = await page.evaluate(() => window.__editor.docText());
  const bad = JSON.parse(await readFile(`${ROOT}tests/data/bad-inputs.json`, 'utf8'));
  const cases = bad.cases.filter((c) => c.kind === 'scenario').map((c) => ({
    name: c.name, text: typeof c.input === 'string' ? c.input : JSON.stringify(c.input), error: c.error,
  }));
  cases.push({ name: 'binary', buffer: Buffer.from([0xff, 0xfe, 0x00, 0x81, 0x9f]), error: 'cannot be read as text' });
  cases.push({ name: 'too large', text: `{"a": "${'x'.repeat(1100000)}"}`, error: 'at most 1 MiB' });
  cases.push({ name: 'a list', text: '[1, 2]', error: 'not valid' });
  assert.ok(cases.length > 20, `${cases.length} cases`);
  for (const c of cases) {
    await page.setInputFiles('#ed-open-file', { name: 'bad.json', mimeType: 'application/json', buffer: c.buffer || Buffer.from(c.text) });
    await page.waitForFunction(() => document.querySelector('#ed-error').textContent !== '');
    const words = await page.textContent('#ed-error');
    // the engine's error worded from its kind (file-errors.js, errors.ftl), else its own words
    const worded = c.buffer || c.name === 'too large' ? null : await page.evaluate(async (text) => {
      const { fileErrorWords } = await import('/src/www/words/file-errors.js');
      // the plain modules' words (the editor's are inside its bundle): the same files, English
      const i18n = await import('/src/www/words/i18n.js');
      i18n.useWords(await i18n.loadWords('en', ['common', 'panel', 'errors', 'page', 'editor']));
      return fileErrorWords(window.__editor.state.engine, text, 'scenario', new Error('—'));
    }, c.text);
    assert.ok(worded === null || (worded.length > 5 && worded !== '—'), `${c.name}: the engine has a kind or words: ${worded}`);
    // a saved game: the editor says where a game opens instead (editor-saved-game)
    const savedGame = c.name === 'a saved game given as a scenario';
    assert.ok(savedGame ? /This is a saved game, not a scenario/.test(words) : words.includes(worded ?? c.error), `${c.name}: ${words} (engine: ${c.error})`);
    assert.equal(await page.evaluate(() => window.__editor.docText()), before, c.name);
    await page.evaluate(() => { document.querySelector('#ed-error').textContent = ''; });
  }
  // a file dropped on the page opens
  const dropped = await page.evaluateHandle((text) => {
    const d = new DataTransfer();
    d.items.add(new File([text], 'example-2.json', { type: 'application/json' }));
    return d;
  }, await readFile(`${ROOT}www/scenarios/example-2.json`, 'utf8'));
  await page.dispatchEvent('body', 'drop', { dataTransfer: dropped });
  await page.waitForFunction(() => window.__editor.state.doc.hand === 'T-M1');
  // hostile links: a truncated inline file, another site's file
  for (const [query, words] of [['eyJhIjox', 'ends too early'], ['https%3A%2F%2Fevil.example%2Fx.json', 'evil.example']]) {
    await page.goto(`${BASE}editor.html?scenario=${query}`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
    assert.match(await page.textContent('#ed-error'), new RegExp(words));
    assert.equal(await page.evaluate(() => window.__editor.state.doc.board.length), 0);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

// The editor words every refusal in the reader's language, never the browser's own message
// (a bad address, another site's file, bytes that are not UTF-8).
test('the editor\'s refusals in French and German: a bad address, another site, a file that is not text', async () => {
  const { page, problems, context } = await open('editor.html?lang=fr&scenario=http%3A%2F%2F%5B%3A%3A1', { width: 1000, height: 700 });
  try {
    assert.match(await page.textContent('#ed-error'), /n’est pas une adresse que l’éditeur peut ouvrir/);
    assert.doesNotMatch(await page.textContent('#ed-error'), /Failed to construct|Invalid URL/);
    await page.goto(`${BASE}editor.html?lang=fr&scenario=https%3A%2F%2Fevil.example%2Fx.json`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
    assert.match(await page.textContent('#ed-error'), /n’ouvre que les fichiers de son propre site .*evil\.example/);
    assert.doesNotMatch(await page.textContent('#ed-error'), /≠/);
    await page.goto(`${BASE}editor.html?lang=de`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
    await page.setInputFiles('#ed-open-file', { name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from([0x7b, 0xff, 0xfe, 0x81]) });
    await page.waitForFunction(() => document.querySelector('#ed-error').textContent !== '');
    assert.match(await page.textContent('#ed-error'), /kein Text in UTF-8/);
    assert.doesNotMatch(await page.textContent('#ed-error'), /encoded data|decode/i);
    // ?scenario= with %-escapes that are not UTF-8, and a base64url code cut short: worded
    for (const [q, words] of [['%7B%22format%22%3A%FF%7D', /kein Text in UTF-8/], ['e__57', /weder JSON noch ein base64url-Code/]]) {
      await page.goto(`${BASE}editor.html?lang=de&scenario=${q}`);
      await page.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
      assert.match(await page.textContent('#ed-error'), words, q);
      assert.doesNotMatch(await page.textContent('#ed-error'), /atob|not correctly encoded|valid JSON/, q);
    }
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

/** What the reader is shown: each visible line of text, and the titles and labels of visible elements. */
function shown(page) {
  return page.evaluate(() => {
    const lines = document.body.innerText.split('\n');
    for (const e of document.querySelectorAll('[title], [aria-label], [placeholder]')) {
      if (!e.checkVisibility || e.checkVisibility()) lines.push(e.getAttribute('title') || '', e.getAttribute('aria-label') || '', e.getAttribute('placeholder') || '');
    }
    lines.push(document.title);
    return lines.map((l) => l.replace(/[\u2066-\u2069]/g, '').trim()).filter(Boolean);
  });
}

/** Lines of `lines` the English editor shows too, as sentences (three words or more of letters). */
function englishIn(lines, english) {
  const en = new Set(english);
  const words = (l) => l.split(/[\s·:;,.()—–\-+×/]+/).filter((w) => /^\p{L}{2,}$/u.test(w));
  // a format's word ("mist-tile-only": a variant's value, written as in the file) is not a sentence
  return [...new Set(lines)].filter((l) => en.has(l) && !/^[a-z]+(-[a-z]+)+$/.test(l) && words(l).length >= 3);
}

/** The text lines of an SVG picture (its <text> elements). */
const svgLines = (svg) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1].trim()).filter(Boolean);

test('lang=fr: the editor shows no English sentence (layout, a selected tile, record mode, export); the English editor makes a French picture in French', async () => {
  const seen = {};
  /** The text lines of the SVG picture of step 0 with its outcome text, the texts in `lang`. */
  const picture = async (page, lang) => {
    await page.selectOption('#ed-caption-lang', lang);
    await page.click('#ed-export');
    await page.fill('#ex-base', 'https://example.org/carcassonne/www/'); // the picture links back (issue 24)
    await page.check('#ex-pic-text');
    const [dl] = await Promise.all([page.waitForEvent('download'), page.click('#ex-pic-svg')]);
    assert.match(dl.suggestedFilename(), new RegExp(`-step0-${lang}\\.svg$`));
    const lines = svgLines(await readFile(await dl.path(), 'utf8'));
    await page.click('#export-dialog button[value="close"]');
    // the link back worded in the picture's language, never its message id (issue 24)
    assert.ok(!lines.some((l) => /\bpicture-[a-z]/.test(l)), `a raw id in the picture: ${lines.join(' | ')}`);
    assert.ok(lines.some((l) => l.startsWith({ en: 'Try it live:', fr: 'Essayez en direct :' }[lang])), lines.join(' | '));
    return lines;
  };
  for (const lang of ['en', 'fr']) {
    const { page, problems, context } = await open(`editor.html?scenario=scenarios/example-1.json&lang=${lang}`);
    assert.equal(await page.getAttribute('html', 'lang'), lang);
    const lines = [...await shown(page)];
    const tile = await page.evaluate(() => window.__editor.state.doc.board[0]);
    await clickCell(page, tile.x, tile.y);
    lines.push(...await shown(page));
    await page.click('#mode-record');
    lines.push(...await shown(page));
    await page.click('#ed-export');
    lines.push(...await shown(page));
    if (lang === 'fr') await page.screenshot({ path: `${SHOTS}editor-fr-export.png` });
    await page.click('#export-dialog button[value="close"]');
    seen[lang] = { ...seen[lang], lines };
    if (lang === 'en') {
      // the picture is in the texts' language (the "Captions in" select), not the editor's
      seen.en.picture = await picture(page, 'en');
      seen.fr = { picture: await picture(page, 'fr') };
      assert.equal(await page.getAttribute('html', 'lang'), 'en', 'the editor keeps its language');
      assert.ok(seen.en.picture.length >= 2, `the picture has its outcome text: ${seen.en.picture.join(' | ')}`);
      // the language switch re-words the editor in place and keeps the choice in the address
      const status = await page.textContent('#ed-status');
      await page.selectOption('#language', 'cs');
      await page.waitForFunction(() => /[?&]lang=cs\b/.test(location.search)); // once re-worded, the address keeps it
      assert.equal(await page.getAttribute('html', 'lang'), 'cs');
      assert.notEqual(await page.textContent('#ed-status'), status);
      assert.equal(await page.textContent('#mode-record'), 'Nahrát kroky');
    }
    assert.deepEqual(problems, []);
    await context.close();
  }
  assert.deepEqual(englishIn(seen.fr.lines, seen.en.lines), [], 'English sentences in the French editor');
  assert.deepEqual(englishIn(seen.fr.picture, seen.en.picture), [], 'English lines in the French picture');
  assert.ok(seen.fr.picture.some((l) => /fantôme|tuile|brouillard/i.test(l)), seen.fr.picture.join(' | '));
});

test('lang=de: the variants\' options are worded in German, as in the New game dialog, never the file\'s raw value', async () => {
  const context = await harness.browser().newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const problems = [];
  watch(page, problems);
  try {
    await page.goto(`${BASE}editor.html?scenario=scenarios/example-3.json&lang=de`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
    const options = await page.$$eval('select[data-variant] option', (os) => os.map((o) => ({ value: o.value, text: o.textContent, title: o.title })));
    assert.ok(options.length >= 4, JSON.stringify(options));
    for (const o of options) {
      assert.notEqual(o.text, o.value, `worded: ${JSON.stringify(o)}`);
      assert.doesNotMatch(o.text, /^[a-z]+(-[a-z]+)*$/, `not a value: ${JSON.stringify(o)}`);
      assert.equal(o.title, o.value, 'the file\'s value in the title');
    }
    assert.ok(options.some((o) => /\(Spielregel\)/.test(o.text)), `the rulebook's reading marked: ${options.map((o) => o.text).join(' | ')}`);
    // a tile's card: its features in German words, their names in the file in the titles
    await clickCell(page, 0, 0);
    await page.waitForSelector('.ed-fname');
    const features = await page.$$eval('.ed-fname', (xs) => xs.map((x) => ({ text: x.textContent, title: x.title })));
    assert.ok(features.length > 0 && features.every((f) => !/\b[a-z]+\d\b/.test(f.text) && /^[a-z]+\d$/.test(f.title)), JSON.stringify(features));
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a saved game opened in the editor (pasted, or ?game=) says where a game opens, in the reader\'s language', async () => {
  const context = await harness.browser().newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const problems = [];
  watch(page, problems);
  try {
    await page.goto(`${BASE}editor.html?game=abc&lang=fr`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
    assert.match(await page.textContent('#ed-error'), /C’est une partie enregistrée, pas un scénario.*Ouvrir…/);
    const saved = await page.evaluate(() => {
      const g = window.__editor.state.engine.GameHandle.newGame(JSON.stringify({ players: ['Ann', 'Bob'], seed: 3 }));
      const s = g.save();
      g.free();
      return s;
    });
    await page.click('#ed-paste');
    await page.fill('#paste-text', saved);
    await page.click('#paste-open');
    await page.waitForFunction(() => /partie enregistrée/.test(document.querySelector('#ed-error').textContent));
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the editor\'s board pinch-zooms with two fingers (the board component), and a pinch places nothing', async () => {
  const context = await harness.browser().newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US', hasTouch: true });
  const page = await context.newPage();
  const problems = [];
  watch(page, problems);
  try {
    await page.goto(`${BASE}editor.html?scenario=scenarios/example-1.json`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
    await page.waitForFunction(() => window.__editor.state.doc.board.length > 0);
    const cellSize = () => page.evaluate(() => window.__editor.cellToClient(1, 0).x - window.__editor.cellToClient(0, 0).x);
    const before = await cellSize();
    const doc = await page.evaluate(() => window.__editor.docText());
    const box = await page.locator('#board').boundingBox();
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const cdp = await context.newCDPSession(page);
    const fingers = (d) => [{ x: cx - d, y: cy, id: 1 }, { x: cx + d, y: cy, id: 2 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(30) });
    for (const d of [40, 55, 70, 90]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(d) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForFunction((b) => window.__editor.cellToClient(1, 0).x - window.__editor.cellToClient(0, 0).x > b * 1.5, before);
    const after = await cellSize();
    assert.ok(after > before * 1.5, `the fingers spread threefold, the cells grew from ${before} to ${after} pixels`);
    assert.equal(await page.evaluate(() => window.__editor.docText()), doc, 'the pinch laid, moved or selected nothing');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
