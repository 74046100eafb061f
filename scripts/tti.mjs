// Time to interactive of the embed and the page, as a reader's browser sees it: headless
// Chromium (Debian's), a fresh browser context each run (nothing cached), the files served by
// scripts/serve.mjs. Prints, per run, the time from navigation start until the page says it is
// ready (`body[data-ready]`), and where it went (the last byte of each file, the module's compile).
//   node scripts/tti.mjs [runs=5] [port=8199]
import { chromium } from 'playwright-core';
import { startServer } from './serve.mjs';

const runs = Number(process.argv[2] || 5);
const port = Number(process.argv[3] || 8199);
const external = process.env.TTI_BASE; // a server already running (e.g. another process)
const server = external ? null : await startServer(port);
const base = external || `http://127.0.0.1:${port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const pages = {
  embed: 'www/embed.html?scenario=scenarios/example-2.json&show=0,1,0',
  page: 'www/index.html',
};
try {
  for (const [name, path] of Object.entries(pages)) {
    const times = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 720, height: 480 } });
      const page = await context.newPage();
      await page.goto(`${base}/${path}`);
      await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 20_000, polling: 'raf' });
      const t = await page.evaluate(() => {
        const ready = performance.getEntriesByName('ready')[0]?.startTime ?? performance.now();
        const res = performance.getEntriesByType('resource').map((r) => [r.name.replace(location.origin, '') + ' (from ' + Math.round(r.startTime) + ')', Math.round(r.responseEnd)]);
        const nav = performance.getEntriesByType('navigation')[0];
        const marks = performance.getEntriesByType('mark').map((m) => `${m.name} ${Math.round(m.startTime)}`).join(', ');
        return { marks, ready: Math.round(ready), html: Math.round(nav.responseEnd), dcl: Math.round(nav.domContentLoadedEventEnd), res };
      });
      times.push(t.ready);
      if (i === runs - 1) {
        const last = t.res.sort((a, b) => b[1] - a[1]).slice(0, 4).map(([u, ms]) => `${u.split('/').pop()} ${ms}`).join(', ');
        console.log(`${name}: marks ${t.marks}`);
        console.log(`${name}: html ${t.html} ms, DOMContentLoaded ${t.dcl} ms, ${t.res.length} files, last: ${last}`);
      }
      await context.close();
    }
    times.sort((a, b) => a - b);
    console.log(`${name}: ready in ${times.join(', ')} ms (median ${times[Math.floor(times.length / 2)]} ms)`);
  }
} finally {
  await browser.close();
  if (server) server.close();
}
