// The page's main thread while the computer thinks: the long tasks (PerformanceObserver
// 'longtask', 50 ms or more) from the moment a computer seat starts thinking to its answer, in
// headless Chromium. A measurement, not a test (the figure depends on the machine's load):
// docs/PERFORMANCE.md quotes it. Run after `make build`:
//   node scripts/long-tasks.mjs [runs] [level] [--port N]      (defaults: 3 runs, hard)
import { chromium } from 'playwright-core';
import { startServer } from './serve.mjs';

const args = process.argv.slice(2);
const portAt = args.indexOf('--port');
const port = portAt >= 0 ? Number(args[portAt + 1]) : 8094;
const rest = args.filter((a, i) => !a.startsWith('--') && (portAt < 0 || i !== portAt + 1));
const runs = Number(rest[0]) || 3;
const level = rest[1] || 'hard';

const server = await startServer(port);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const all = [];
try {
  for (let run = 0; run < runs; run++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`http://127.0.0.1:${port}/www/index.html?seed=${4 + run}`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 30_000 });
    // a new game: seat 2 is the computer, all sets; the human places a legal tile by clicking
    await page.click('#new-game');
    await page.selectOption('#ng-players li:nth-child(2) .ng-who', level);
    await page.check('#ng-sets input[value="base,gcc,sc"]');
    await page.fill('#ng-seed', String(4 + run));
    await page.click('#ng-start');
    await page.click('#ai-pause'); // the computer waits while the human plays
    await page.click('#fit');
    const p = await page.evaluate(() => window.__app.game.legalPlacements()[0]);
    for (let r = await page.evaluate(() => window.__app.rotation); r !== p.rotation; r = (r + 90) % 360) await page.keyboard.press('r');
    const pt = await page.evaluate(([x, y]) => window.__app.cellToClient(x, y), [p.x, p.y]);
    await page.mouse.click(pt.x, pt.y);
    while (await page.evaluate(() => window.__app.view().current === 0 && window.__app.view().phase !== 'place-tile')) {
      const ghost = page.locator('#ghost-moves button');
      if (await ghost.count()) await ghost.first().click();
      else await page.click('#skip');
    }
    // the board's animations of the human's move end before the computer starts
    await page.waitForTimeout(1500);
    await page.evaluate(() => {
      window.__long = [];
      window.__span = null;
      new MutationObserver(() => {
        const now = performance.now();
        if (document.body.dataset.aiThinking === '1' && !window.__span) window.__span = [now, Infinity];
        else if (window.__span && window.__span[1] === Infinity) window.__span[1] = now;
      }).observe(document.body, { attributes: true, attributeFilter: ['data-ai-thinking'] });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          const s = window.__span;
          if (s && e.startTime >= s[0] && e.startTime < s[1]) window.__long.push(Math.round(e.duration));
        }
      }).observe({ type: 'longtask' });
    });
    await page.click('#ai-pause');
    await page.waitForSelector('body[data-ai-thinking="1"]', { timeout: 10_000 });
    await page.waitForSelector('body[data-ai-thinking=""]', { timeout: 60_000 });
    const r = await page.evaluate(() => ({ long: window.__long, ms: Math.round(window.__span[1] - window.__span[0]) }));
    console.log(`run ${run + 1}: ${level} thought ${r.ms} ms; main-thread tasks of 50 ms or more meanwhile: ${r.long.length ? r.long.join(', ') + ' ms' : 'none'}`);
    all.push(...r.long);
    await page.close();
  }
} finally {
  await browser.close();
  await new Promise((ok) => server.close(ok));
}
console.log(`${runs} searches: ${all.length} long tasks${all.length ? `, the longest ${Math.max(...all)} ms` : ''}`);
