import { chromium } from 'playwright-core';
import { startServer } from './serve.mjs';
const server = await startServer(8196);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const url = process.argv[2] || 'www/embed.html?scenario=scenarios/example-2.json&show=0,1,0';
let prof;
for (let i = 0; i < 2; i++) {
  const context = await browser.newContext({ viewport: { width: 720, height: 480 } });
  const page = await context.newPage();
  const s = await context.newCDPSession(page);
  await s.send('Profiler.enable'); await s.send('Profiler.setSamplingInterval', { interval: 200 }); await s.send('Profiler.start');
  await page.goto(`http://127.0.0.1:8196/${url}`);
  await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 20_000 });
  prof = (await s.send('Profiler.stop')).profile;
  await context.close();
}
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of prof.nodes) for (const c of n.children || []) parent.set(c, n.id);
const self = new Map(), total = new Map();
const dt = prof.timeDeltas; 
prof.samples.forEach((id, i) => {
  const d = (dt[i+1] ?? 0) / 1000;
  let n = byId.get(id); const key = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
  self.set(key(n), (self.get(key(n)) || 0) + d);
  const seen = new Set();
  for (let x = n; x; x = byId.get(parent.get(x.id))) { const k = key(x); if (!seen.has(k)) { seen.add(k); total.set(k, (total.get(k) || 0) + d); } }
});
const top = (m, k=25) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([f, ms]) => `${ms.toFixed(1).padStart(7)} ${f}`).join('\n');
console.log('SELF\n' + top(self)); console.log('TOTAL\n' + top(total, 40));
await browser.close(); server.close();
