// The embed's picture buttons (embed/picture.js → ui/export.js): Example 2 in French, the SVG (real
// vectors: tiles, arrows, words) and the PNG at 1× and 2× drawn on a canvas by the same code; the
// picture links back to the demonstrator. Screenshots: tests/e2e/screenshots/picture-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { DOMParser } from '@xmldom/xmldom';
import { port, useBrowser, watch, SHOTS } from './harness.mjs';
import { decodePng, look } from '../unit/png.mjs';

const PORT = port(8157);
const harness = useBrowser(PORT);
const BASE = `http://127.0.0.1:${PORT}`;

const byClass = (doc, cls) => [...doc.getElementsByTagName('g')].filter((g) => (g.getAttribute('class') || '').split(' ').includes(cls));

test('the embed\'s picture buttons download an SVG and PNGs at 1× and 2× of the board shown', async () => {
  const context = await harness.browser().newContext({ viewport: { width: 760, height: 480 }, acceptDownloads: true });
  const page = await context.newPage();
  const problems = [];
  watch(page, problems);
  try {
    await page.goto(`${BASE}/www/embed.html?scenario=scenarios/multilingual-example.json&lang=fr`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
    await page.click('#about summary');
    await page.waitForSelector('#picture-svg', { state: 'visible' });
    const take = async (id, suffix = '') => {
      const [dl] = await Promise.all([page.waitForEvent('download'), page.click(`#${id}`)]);
      const file = `${SHOTS}${id}${suffix}${id === 'picture-svg' ? '.svg' : '.png'}`;
      await dl.saveAs(file);
      return { name: dl.suggestedFilename(), data: await readFile(file), file };
    };
    const svg = await take('picture-svg');
    assert.equal(svg.name, 'multilingual-example-step0-fr.svg');
    const errors = [];
    const doc = new DOMParser({ onError: (l, m) => errors.push(m) }).parseFromString(svg.data.toString('utf8'), 'image/svg+xml');
    assert.deepEqual(errors, []);
    // three tiles and the tile in hand shown placed at the first step's cell; the ghosts' arrows
    assert.equal(doc.getElementsByTagName('use').length, 4);
    assert.ok(byClass(doc, 'arrow').length >= 2);
    assert.equal(doc.getElementsByTagName('image').length, 0);
    // the words in French (the scenario's own), and the link back to this demonstrator
    const sc = JSON.parse(await readFile(new URL('../../www/scenarios/multilingual-example.json', import.meta.url), 'utf8'));
    const words = [...doc.getElementsByTagName('text')].map((t) => t.textContent).join(' ');
    assert.ok(words.includes(sc.steps[0].caption.fr.split(' ').slice(0, 4).join(' ')), words);
    const href = doc.getElementsByTagName('a')[0].getAttribute('xlink:href');
    assert.match(href, /embed\.html\?scenario=scenarios\/multilingual-example\.json&lang=fr&step=0&show=0,1,0$/);

    const png1 = await take('picture-png');
    const png2 = await take('picture-png2');
    assert.equal(png2.name, 'multilingual-example-step0-fr@2x.png');
    const a = look(png1.data);
    const b = look(png2.data);
    const w = Number(doc.documentElement.getAttribute('width'));
    const h = Number(doc.documentElement.getAttribute('height'));
    assert.deepEqual([a.width, a.height], [w, h], 'the PNG at 1× has the SVG\'s size');
    assert.deepEqual([b.width, b.height], [2 * w, 2 * h], 'and at 2× twice it');
    assert.ok(a.colours > 200 && a.green > 0.05, JSON.stringify(a));
    assert.ok(decodePng(png2.data).px(0, 0)[3] === 255, 'an opaque picture');

    // the same picture without words: only the board
    await page.uncheck('#picture-text');
    await page.uncheck('#picture-legend');
    const bare = await take('picture-svg', '-bare');
    const bareDoc = new DOMParser().parseFromString(bare.data.toString('utf8'), 'image/svg+xml');
    assert.ok(Number(bareDoc.documentElement.getAttribute('height')) < h);

    // what they look like: the SVG as Chromium draws it, next to the PNG
    await writeFile(`${SHOTS}picture-view.html`, `<body style="margin:0;display:flex;gap:8px;align-items:flex-start"><img src="picture-svg.svg"><img src="picture-png.png"></body>`);
    const view = await context.newPage();
    await view.setViewportSize({ width: 2 * w + 8, height: h });
    await view.goto(`file://${SHOTS}picture-view.html`);
    await view.screenshot({ path: `${SHOTS}picture-svg-and-png.png` });
    await view.close();
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test("an inline scenario's picture links to a short address of the same scenario and is named after its title (issue 24)", async () => {
  const context = await harness.browser().newContext({ viewport: { width: 760, height: 480 }, acceptDownloads: true });
  const page = await context.newPage();
  const problems = [];
  watch(page, problems);
  try {
    const text = await readFile(new URL('../../www/scenarios/example-1.json', import.meta.url), 'utf8');
    const inline = Buffer.from(JSON.stringify(JSON.parse(text))).toString('base64url');
    const address = `${BASE}/www/embed.html?scenario=${inline}&lang=fr&step=1`;
    await page.goto(address);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
    const title = await page.textContent('#title');
    await page.click('#about summary');
    await page.waitForSelector('#picture-svg', { state: 'visible' });
    const [dl] = await Promise.all([page.waitForEvent('download'), page.click('#picture-svg')]);
    assert.equal(dl.suggestedFilename(), 'exemple-1-limiter-le-brouillard-avec-une-tuile-a-deux-cercles-step1-fr.svg');
    const doc = new DOMParser().parseFromString(await readFile(await dl.path(), 'utf8'), 'image/svg+xml');
    const href = doc.getElementsByTagName('a')[0].getAttribute('xlink:href');
    assert.ok(href.length < address.length / 5, `a short address: ${href.length} characters against ${address.length}`);
    assert.match(href, /embed\.html\?scenario=z[\w-]+&lang=fr&step=1/);
    // the short address opens the same scenario at the same step
    await page.goto(href);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
    assert.equal(await page.textContent('#title'), title);
    assert.equal(await page.getAttribute('#step-count', 'data-step'), '1');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
