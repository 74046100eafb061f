// The pictures issue 11 asks to look at: Examples 1–3, the FAQ case, a placement that continues
// and limits one bank, and a late all-sets board at Fit, each at 1280 × 800, 720 × 480 (the embed's
// usual size) and 390 × 844 (a phone, touch). Written to tests/e2e/screenshots/views/ (not
// committed: run it after a change and look at them).
//   node scripts/screenshots.mjs [port=8177] [lang=en]
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from './serve.mjs';

const port = Number(process.argv[2] || 8177);
const lang = process.argv[3] || 'en';
const OUT = fileURLToPath(new URL('../tests/e2e/screenshots/views/', import.meta.url));
const BASE = `http://127.0.0.1:${port}`;
/** @type {[string, number, number, boolean][]} */
const SIZES = [['1280', 1280, 800, false], ['720', 720, 480, false], ['390', 390, 844, true]];
const SCENARIOS = [
  ['example-1', 'scenarios/example-1.json'],
  ['example-2', 'scenarios/example-2.json'],
  ['example-3', 'scenarios/example-3.json'],
  ['faq', 'scenarios/faq.json'],
  ['continue-limit', 'scenarios/continue-and-limit.json&show=1,0,0'],
];

await mkdir(OUT, { recursive: true });
const server = await startServer(port);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const problems = [];
try {
  for (const [size, width, height, touch] of SIZES) {
    const context = await browser.newContext({ viewport: { width, height }, hasTouch: touch, isMobile: touch, deviceScaleFactor: touch ? 2 : 1 });
    for (const [name, file] of SCENARIOS) {
      const page = await context.newPage();
      page.on('pageerror', (e) => problems.push(`${name} ${size}: ${e.message}`));
      await page.goto(`${BASE}/www/embed.html?scenario=${file}&lang=${lang}`);
      await page.waitForSelector('body[data-ready="1"]', { timeout: 30_000 });
      await page.waitForTimeout(150);
      await page.screenshot({ path: `${OUT}${name}-${size}-${lang}.png` });
      await page.close();
    }
    // a late all-sets board at Fit, on the page
    const page = await context.newPage();
    page.on('pageerror', (e) => problems.push(`late ${size}: ${e.message}`));
    await page.goto(`${BASE}/www/index.html?seed=11&sets=base,gcc,sc&lang=${lang}`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 30_000 });
    await page.evaluate(() => {
      const g = window.__app.game;
      for (let i = 0; i < 400 && g.view().phase !== 'game-over' && g.view().tiles.length < 110; i++) {
        const acts = g.legalActions();
        g.play(JSON.stringify(acts[(i * 7 + 3) % acts.length]));
      }
      window.__app.refresh();
      window.__app.fit();
    });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${OUT}late-board-fit-${size}-${lang}.png` });
    await page.close();
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`${SIZES.length * (SCENARIOS.length + 1)} pictures in ${OUT}`);
if (problems.length) {
  console.log(problems.join('\n'));
  process.exitCode = 1;
}
