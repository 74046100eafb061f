import { chromium } from 'playwright-core';
import { startServer } from './serve.mjs';
import { writeFileSync } from 'node:fs';
const server = await startServer(8197);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
// warm-up context
for (let i = 0; i < 2; i++) {
  const context = await browser.newContext({ viewport: { width: 720, height: 480 } });
  const page = await context.newPage();
  await browser.startTracing(page, { path: '/tmp/trace.json', categories: ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8', 'disabled-by-default-v8.cpu_profiler'] });
  await page.goto(`http://127.0.0.1:8197/www/embed.html?scenario=scenarios/example-2.json&show=0,1,0`);
  await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 20_000 });
  await browser.stopTracing();
  await context.close();
}
await browser.close(); server.close();
