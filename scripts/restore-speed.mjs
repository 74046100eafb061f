// Restoring a backup of 1,000 games on the game page (Your games, "Restore a backup…"): the
// total time from choosing the file to the closing note, and the longest main-thread task
// meanwhile (PerformanceObserver 'longtask'), once into an empty list (every record checked and
// replayed by the engine until the cap of 50, the rest counted) and once into a full one (50
// games kept: nothing is read past the cap); before them, the page's first file through the
// input (2 bytes), whose long task is the input's, not the restore's. A measurement, not a test: docs/PERFORMANCE.md
// quotes it. Headless Debian Chromium, the built copy (run after `make build`):
//   node scripts/restore-speed.mjs [runs=3] [--port N]
import { chromium } from 'playwright-core';
import { startServer } from './serve.mjs';

const args = process.argv.slice(2);
const portAt = args.indexOf('--port');
const port = portAt >= 0 ? Number(args[portAt + 1]) : 8096;
const runs = Number(args.filter((a, i) => !a.startsWith('--') && (portAt < 0 || i !== portAt + 1))[0]) || 3;

const server = await startServer(port);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });

/** One restore of `text` into `page`: {total, longest} in ms. */
async function restore(page, text) {
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__longest = 0;
    w.__tasks = [];
    w.__obs?.disconnect();
    w.__obs = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        w.__longest = Math.max(w.__longest, e.duration);
        w.__tasks.push(Math.round(e.duration));
      }
    });
    w.__obs.observe({ type: 'longtask' });
    w.__t0 = performance.now();
    document.querySelector('#games-note').textContent = '';
  });
  await page.setInputFiles('#games-restore', { name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.waitForFunction(() => /From the backup|could not|not a backup|newer than/.test(document.querySelector('#games-note').textContent), null, { timeout: 120_000 });
  return page.evaluate(() => {
    const w = /** @type {any} */ (window);
    return { total: performance.now() - w.__t0, longest: w.__longest, tasks: w.__tasks, note: document.querySelector('#games-note').textContent };
  });
}

const rows = { first: [], empty: [], full: [] };
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/www/index.html?seed=3`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 30_000 });
    // 1,000 games of 20 moves each (one setup, other seeds): the backup's limit
    const text = await page.evaluate(() => {
      const G = /** @type {any} */ (window).__app.game.constructor;
      const games = [];
      for (let i = 0; i < 1000; i++) {
        const g = G.newGame(JSON.stringify({ players: [{ name: 'Ann' }, { name: 'Bob' }], sets: ['base'], seed: 1000 + i }));
        for (let k = 0; k < 10; k++) {
          const p = g.legalPlacements()[0];
          g.placeTile(p.x, p.y, p.rotation);
          if (g.view().phase === 'meeple') g.skipMeeple();
        }
        games.push({ id: `r${i}`, updated: 1, finished: false, summary: { players: [{ name: 'Ann' }, { name: 'Bob' }], placed: 11, total: 72 }, game: JSON.parse(g.save()), redo: [] });
        g.free();
      }
      return JSON.stringify({ format: 'carcassonne-mist/backup', version: 1, games });
    });
    // the page's first file through the input is one long task of its own, whatever the file
    // (a file of 2 bytes: `first`); then the backup
    rows.first.push(await restore(page, '{}'));
    rows.empty.push(await restore(page, text));
    rows.full.push(await restore(page, text.replace(/"seed":(\d+)/g, (_, s) => `"seed":${Number(s) + 5000}`)));
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [name, r] of Object.entries(rows)) {
  console.log(`  tasks of 50 ms or more, each run: ${r.map((x) => `[${x.tasks.join(', ')}]`).join(' ')}`);
  const what = { first: 'the first file of the page (2 bytes, not a backup)', empty: 'restore of 1,000 games into an empty list', full: 'restore of 1,000 games into a full list (50 kept)' }[name];
  console.log(`${what}: total ${median(r.map((x) => x.total)).toFixed(0)} ms, longest task ${median(r.map((x) => x.longest)).toFixed(0)} ms (median of ${runs}; ${r[0].note})`);
}
