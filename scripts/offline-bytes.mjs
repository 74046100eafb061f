// What the service worker costs and saves (docs/PERFORMANCE.md, "Offline"): for the game page, an
// embed and the scenario index, each in a new browser context, the bytes the server sends (as
// sent: its .br files) for the first load (until the page is ready), for the worker's install
// (until `<html data-offline="ready">`), for a reload with the worker, and for a reload with the
// network cut (none), and the time to ready of each load. Serves the built copy, site/ (run
// `make build` first). Nothing here is asserted: the figures are printed.
//   node scripts/offline-bytes.mjs [runs=3]
import { chromium } from 'playwright-core';
import { startServer } from './serve.mjs';

const runs = Number(process.argv[2] || 3);
const PORT = 8740 + (Number(process.env.E2E_PORT_OFFSET) || 0);
const BASE = `http://127.0.0.1:${PORT}`;
const PAGES = [
  ['game page', '/www/?seed=1'],
  ['embed (Example 2)', '/www/embed.html?scenario=scenarios/example-2.json&show=0,1,0'],
  ['scenario index', '/www/scenarios/index.html'],
];

const server = await startServer(PORT);
/** Bytes sent by the server (bodies, as sent) and requests, counted as each response ends. */
const sent = { bytes: 0, requests: 0, open: 0, workerBytes: 0, workerRequests: 0 };
server.on('request', (req, res) => {
  // the worker's install asks past the HTTP cache (cache: 'reload'): the browser sends Pragma
  const worker = req.headers.pragma === 'no-cache' || req.headers['service-worker'] === 'script';
  sent.open += 1;
  const end = res.end.bind(res);
  res.end = (/** @type {any} */ body, ...rest) => {
    sent[worker ? 'workerBytes' : 'bytes'] += body?.length ?? 0;
    return end(body, ...rest);
  };
  res.on('close', () => {
    sent.open -= 1;
    sent[worker ? 'workerRequests' : 'requests'] += 1;
  });
});

/** Resolves once no response is in progress. */
const settled = () => new Promise((/** @type {(v?: unknown) => void} */ ok) => {
  const check = () => (sent.open === 0 ? ok() : setTimeout(check, 20));
  check();
});
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });

/** Runs `load` and returns the bytes and requests the server sent meanwhile, and the time. */
async function counted(load) {
  const before = { ...sent };
  const t0 = Date.now();
  await load();
  return {
    bytes: sent.bytes - before.bytes, requests: sent.requests - before.requests, ms: Date.now() - t0,
    workerBytes: sent.workerBytes - before.workerBytes, workerRequests: sent.workerRequests - before.workerRequests,
  };
}

const ready = (page) => page.waitForSelector('body[data-ready="1"]', { timeout: 30_000 });
const kb = (n) => `${(n / 1000).toFixed(1)} KB`;

try {
  for (const [name, path] of PAGES) {
    const rows = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1100, height: 800 } });
      const page = await context.newPage();
      const first = await counted(async () => {
        await page.goto(BASE + path);
        await ready(page);
      });
      const install = await counted(() => page.waitForFunction(() => document.documentElement.dataset.offline === 'ready', null, { timeout: 60_000 }));
      await settled();
      const online = await counted(async () => {
        await page.reload();
        await ready(page);
      });
      await context.setOffline(true);
      const offline = await counted(async () => {
        await page.reload();
        await ready(page);
      });
      rows.push({ first, install, online, offline });
      await context.close();
    }
    const r = rows[0];
    const both = (x) => `${kb(x.bytes)} in ${x.requests} responses (+ the worker's ${kb(x.workerBytes)} in ${x.workerRequests})`;
    console.log(`${name}:\n  first load ${both(r.first)}\n  until the worker is ready ${both(r.install)}\n  reload with the worker ${both(r.online)}\n  reload offline ${both(r.offline)}`);
    console.log(`  time to ready, ms (each run): first ${rows.map((x) => x.first.ms).join(' ')}; reload with the worker ${rows.map((x) => x.online.ms).join(' ')}; offline ${rows.map((x) => x.offline.ms).join(' ')}`);
  }
} finally {
  await browser.close();
  server.close();
}
