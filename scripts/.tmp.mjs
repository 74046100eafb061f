import { chromium } from 'playwright-core';
import { startServer } from './serve.mjs';
const server = await startServer(8198);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (let i = 0; i < 3; i++) {
  const context = await browser.newContext({ viewport: { width: 720, height: 480 } });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:8198/www/embed.html?scenario=scenarios/example-2.json&show=0,1,0`);
  await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 20_000 });
  const r = await page.evaluate(() => {
    const res = performance.getEntriesByType('resource').map((r) => `${Math.round(r.startTime)}-${Math.round(r.responseEnd)} ${r.name.split('/').slice(-1)[0].slice(0,40)}`);
    const nav = performance.getEntriesByType('navigation')[0];
    return { nav: [nav.responseEnd, nav.domInteractive, nav.domContentLoadedEventStart, nav.domContentLoadedEventEnd].map(Math.round), marks: performance.getEntriesByType('mark').map(m=>m.name+' '+Math.round(m.startTime)), res };
  });
  if (i==2) console.log(JSON.stringify(r, null, 1));
  else console.log(r.marks.join(','), r.nav.join(','));
  await context.close();
}
// baseline blank page
for (let i = 0; i < 3; i++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:8198/www/embed.css`);
  const t = await page.evaluate(() => performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd);
  console.log('blank', Math.round(t));
  await context.close();
}
await browser.close(); server.close();
