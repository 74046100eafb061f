// Time to interactive of the embed and the page, as a reader's browser sees it: Debian's
// Chromium, headless, nothing cached, the files served by scripts/serve.mjs over HTTP/1.1 (the
// built copy, site/, with its precompressed files; a checkout without site/ is served plain). Prints,
// per page, the time from navigation start until the page says it is ready (`body[data-ready]`,
// its `ready` mark) and the marks of its stages.
//
// Two ways of measuring:
// - plain (the default; the figure a reader feels): each run starts its own browser with a new
//   profile, lets it settle, and opens the page through the DevTools HTTP endpoint (`/json/new`)
//   with no DevTools client attached while it loads; only after it is ready (or after 4 s) does
//   Playwright connect to read the marks. Playwright's own instrumentation (the Network, Page and
//   Runtime domains it enables, an event for every request) roughly doubles the time on this
//   2-core machine: the browser process's main thread spent as much CPU as the page's.
// - --trace: Playwright in a fresh context per run, with a light trace of the page's main thread
//   (Chromium's "toplevel" tasks): the main thread's CPU time until ready and the longest task up
//   to ready (wall and CPU time; the budget is 50 ms), the last byte of each file. Slower than
//   plain (see above), but it shows where the time goes; on a busy machine its CPU times vary
//   much less than the wall times. --tasks: each run's tasks over 20 ms.
//
//   node scripts/tti.mjs [runs=5] [port=8199] [--only embed|page] [--ab DIR] [--trace [--tasks]]
// --ab DIR: also serve DIR (another checkout: its site/ if built, else its plain www/ and pkg/;
// e.g. the base of a change) on port+1 and alternate the two in the same run (A first on even runs, B first on odd
// ones), so that the load of the machine falls on both alike.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { resolve } from 'node:path';
import { SITE, servedDir, startServer } from './serve.mjs';

const argv = process.argv.slice(2);
const flag = (name) => {
  const i = argv.indexOf(name);
  if (i < 0) return null;
  const [, value] = argv.splice(i, 2);
  return value;
};
const only = flag('--only');
const other = flag('--ab');
const showTasks = argv.includes('--tasks');
const traced = argv.includes('--trace');
const positional = argv.filter((a) => !a.startsWith('--'));
const runs = Number(positional[0] || 5);
const port = Number(positional[1] || 8199);
const external = process.env.TTI_BASE; // a server already running (e.g. another process)

const servers = [];
const variants = [];
if (external) variants.push({ name: 'A', base: external });
else {
  servers.push(await startServer(port, SITE));
  variants.push({ name: 'A', base: `http://127.0.0.1:${port}` });
  console.log(`A: ${SITE}`);
}
if (other) {
  console.log(`B: ${servedDir(resolve(other))}`);
  servers.push(await startServer(port + 1, servedDir(resolve(other))));
  variants.push({ name: `B (${other})`, base: `http://127.0.0.1:${port + 1}` });
}
const browser = traced ? await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] }) : null;
const pages = {
  embed: 'www/embed.html?scenario=scenarios/example-2.json&show=0,1,0',
  page: 'www/index.html',
};

/**
 * The main thread's top-level tasks (outermost "toplevel" trace events of the renderer's main
 * thread) from navigation start until the task that sets the `ready` mark, in ms from navigation
 * start: `{ at, wall, cpu }`.
 */
function startupTasks(trace, readyAt) {
  const ev = trace.traceEvents;
  const ready = ev.filter((e) => e.name === 'ready' && e.cat.includes('blink.user_timing')).pop();
  if (!ready) return [];
  const origin = ready.ts - readyAt * 1000; // navigation start on the trace's clock
  const top = ev.filter((e) => e.ph === 'X' && e.pid === ready.pid && e.tid === ready.tid && e.cat.split(',').includes('toplevel')
    && e.ts + e.dur >= origin && e.ts <= ready.ts).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = [];
  let end = -Infinity;
  for (const e of top) {
    if (e.ts < end) continue; // inside the task before
    end = e.ts + e.dur;
    tasks.push({ at: (e.ts - origin) / 1000, wall: e.dur / 1000, cpu: (e.tdur ?? e.dur) / 1000 });
  }
  return tasks;
}

/** A traced run (--trace): Playwright in a fresh context, the page's main thread traced. */
async function measureTraced(base, path) {
  const context = await browser.newContext({ viewport: { width: 720, height: 480 } });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] });
  await page.goto(`${base}/${path}`);
  await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 20_000, polling: 'raf' });
  const t = await page.evaluate(pageTimings);
  const trace = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  const tasks = startupTasks(trace, t.ready);
  const longest = tasks.reduce((a, b) => (b.wall > a.wall ? b : a), { wall: 0, cpu: 0, at: 0 });
  return {
    ...t,
    ready: Math.round(t.ready),
    cpu: tasks.reduce((n, x) => n + x.cpu, 0),
    longest,
    longestCpu: Math.max(0, ...tasks.map((x) => x.cpu)),
    over50: tasks.filter((x) => x.wall > 50).length,
    tasks,
  };
}

const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

/** What the page itself noted: its marks, ready time, navigation and resource timings. */
function pageTimings() {
  const ready = performance.getEntriesByName('ready')[0]?.startTime ?? null;
  const res = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource')).map((r) => [r.name.replace(location.origin, '') + ' (from ' + Math.round(r.startTime) + ')', Math.round(r.responseEnd)]);
  const nav = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]);
  const marks = performance.getEntriesByType('mark').map((m) => `${m.name} ${Math.round(m.startTime)}`).join(', ');
  // the first load: the page and the files asked for before ready, as sent (encoded) and as read
  const first = /** @type {PerformanceResourceTiming[]} */ ([nav, ...performance.getEntriesByType('resource').filter((r) => r.startTime < ready)]);
  const sent = first.reduce((n, r) => n + r.encodedBodySize, 0);
  const read = first.reduce((n, r) => n + r.decodedBodySize, 0);
  return { marks, ready, html: Math.round(nav.responseEnd), dcl: Math.round(nav.domContentLoadedEventEnd), res, firstFiles: first.length, sent, read };
}

let debugPort = 9310;

/**
 * A plain run: a browser of its own (new profile, so nothing cached), the page opened with no
 * DevTools client attached until it is ready.
 */
async function measurePlain(base, path) {
  const profile = mkdtempSync(join(tmpdir(), 'tti-profile-'));
  const port = debugPort++;
  const proc = spawn('/usr/bin/chromium', ['--headless', '--no-sandbox', '--disable-gpu', `--user-data-dir=${profile}`,
    `--remote-debugging-port=${port}`, '--window-size=720,480', '--no-first-run', '--no-default-browser-check',
    '--disable-background-networking', '--disable-component-update', '--disable-sync', '--mute-audio', 'about:blank'], { stdio: 'ignore', detached: true });
  let connected = null;
  try {
    let up = false;
    for (let k = 0; k < 100 && !up; k++) {
      await sleep(100);
      up = await fetch(`http://127.0.0.1:${port}/json/version`).then(() => true, () => false);
    }
    if (!up) throw new Error('the browser did not start');
    await sleep(1500); // the new browser's own start-up work done
    const url = `${base}/${path}`;
    await fetch(`http://127.0.0.1:${port}/json/new?${url}`, { method: 'PUT' });
    await sleep(4000);
    connected = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    const page = connected.contexts().flatMap((c) => c.pages()).find((p) => p.url().startsWith(url.split('?')[0]));
    await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 20_000, polling: 'raf' });
    const t = await page.evaluate(pageTimings);
    // the tasks over 50 ms the browser noted (Long Tasks API, buffered), until ready
    const long = await page.evaluate((ready) => new Promise((ok) => {
      const seen = [];
      new PerformanceObserver((list) => seen.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });
      setTimeout(() => ok(seen.filter((e) => e.startTime < ready).map((e) => Math.round(e.duration))), 50);
    }), t.ready);
    return { ...t, ready: Math.round(t.ready), long };
  } finally {
    await connected?.close().catch(() => {});
    const exited = /** @type {Promise<void>} */ (new Promise((ok) => (proc.exitCode !== null ? ok() : proc.once('exit', ok))));
    try { process.kill(-proc.pid); } catch { /* gone already */ } // the browser and its helper processes
    await exited;
    await sleep(200);
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const ms = (x) => Math.round(x);

console.log(traced ? 'traced: Playwright attached, the main thread traced' : 'plain: no DevTools client attached while the page loads');
try {
  for (const [name, path] of Object.entries(pages)) {
    if (only && only !== name) continue;
    const results = variants.map(() => []);
    for (let i = 0; i < runs; i++) {
      const order = i % 2 ? [...variants.keys()].reverse() : [...variants.keys()];
      for (const v of order) {
        const r = traced ? await measureTraced(variants[v].base, path) : await measurePlain(variants[v].base, path);
        results[v].push(r);
        if (traced && showTasks) {
          const long = r.tasks.filter((x) => x.wall > 20).map((x) => `${ms(x.at)}: ${ms(x.wall)}/${ms(x.cpu)}`).join(', ');
          console.log(`${name} ${variants[v].name} run ${i + 1}: ready ${r.ready} ms; tasks over 20 ms (at: wall/cpu ms) ${long || 'none'}`);
        }
      }
    }
    for (const [v, rs] of results.entries()) {
      const label = variants.length > 1 ? `${name} ${variants[v].name}` : name;
      const last = rs[rs.length - 1];
      const files = last.res.sort((a, b) => b[1] - a[1]).slice(0, 4).map(([u, t]) => `${u.split('/').pop()} ${t}`).join(', ');
      console.log(`${label}: marks ${last.marks}`);
      console.log(`${label}: html ${last.html} ms, DOMContentLoaded ${last.dcl} ms, ${last.res.length} files, last: ${files}`);
      console.log(`${label}: first load (until ready) ${last.firstFiles} files, ${last.sent} bytes sent (${last.read} bytes read)`);
      const ready = rs.map((r) => r.ready).sort((a, b) => a - b);
      console.log(`${label}: ready in ${ready.join(', ')} ms (median ${median(ready)} ms)`);
      if (!traced) {
        console.log(`${label}: tasks over 50 ms until ready (Long Tasks API), per run: ${rs.map((r) => (r.long.length ? r.long.join('+') + ' ms' : 'none')).join(', ')}`);
        continue;
      }
      console.log(`${label}: main thread until ready ${rs.map((r) => ms(r.cpu)).join(', ')} ms CPU (median ${ms(median(rs.map((r) => r.cpu)))} ms)`);
      console.log(`${label}: longest task ${rs.map((r) => `${ms(r.longest.wall)}/${ms(r.longest.cpu)}`).join(', ')} ms wall/CPU `
        + `(median ${ms(median(rs.map((r) => r.longest.wall)))}/${ms(median(rs.map((r) => r.longestCpu)))} ms); `
        + `tasks over 50 ms per run: ${rs.map((r) => r.over50).join(', ')}`);
    }
  }
} finally {
  await browser?.close();
  for (const s of servers) s.close();
}
