// Time to interactive of the embed and the page, as a reader's browser sees it: headless
// Chromium (Debian's), a fresh browser context each run (nothing cached), the files served by
// scripts/serve.mjs. Prints, per run, the time from navigation start until the page says it is
// ready (`body[data-ready]`, its `ready` mark), and where it went (the last byte of each file, the
// marks), and from a light trace of the page's main thread (Chromium's "toplevel" tasks): the
// main thread's CPU time until ready, and the longest task up to ready (wall and CPU time; the
// budget is 50 ms). On a busy machine the CPU times vary much less than the wall times.
//   node scripts/tti.mjs [runs=5] [port=8199] [--only embed|page] [--ab DIR] [--tasks]
// --ab DIR: also serve DIR (another checkout with its own www/ and pkg/, e.g. the base of a
// change) on port+1 and alternate the two in the same run (A first on even runs, B first on odd
// ones), so that the load of the machine falls on both alike. --tasks: each run's tasks over 20 ms.
import { chromium } from 'playwright-core';
import { resolve } from 'node:path';
import { startServer } from './serve.mjs';

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
const positional = argv.filter((a) => !a.startsWith('--'));
const runs = Number(positional[0] || 5);
const port = Number(positional[1] || 8199);
const external = process.env.TTI_BASE; // a server already running (e.g. another process)

const servers = [];
const variants = [];
if (external) variants.push({ name: 'A', base: external });
else {
  servers.push(await startServer(port));
  variants.push({ name: 'A', base: `http://127.0.0.1:${port}` });
}
if (other) {
  servers.push(await startServer(port + 1, resolve(other)));
  variants.push({ name: `B (${other})`, base: `http://127.0.0.1:${port + 1}` });
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
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

async function measure(base, path) {
  const context = await browser.newContext({ viewport: { width: 720, height: 480 } });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] });
  await page.goto(`${base}/${path}`);
  await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 20_000, polling: 'raf' });
  const t = await page.evaluate(() => {
    const ready = performance.getEntriesByName('ready')[0]?.startTime ?? performance.now();
    const res = performance.getEntriesByType('resource').map((r) => [r.name.replace(location.origin, '') + ' (from ' + Math.round(r.startTime) + ')', Math.round(r.responseEnd)]);
    const nav = performance.getEntriesByType('navigation')[0];
    const marks = performance.getEntriesByType('mark').map((m) => `${m.name} ${Math.round(m.startTime)}`).join(', ');
    return { marks, ready, html: Math.round(nav.responseEnd), dcl: Math.round(nav.domContentLoadedEventEnd), res };
  });
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

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const ms = (x) => Math.round(x);

try {
  for (const [name, path] of Object.entries(pages)) {
    if (only && only !== name) continue;
    const results = variants.map(() => []);
    for (let i = 0; i < runs; i++) {
      const order = i % 2 ? [...variants.keys()].reverse() : [...variants.keys()];
      for (const v of order) {
        const r = await measure(variants[v].base, path);
        results[v].push(r);
        if (showTasks) {
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
      const ready = rs.map((r) => r.ready).sort((a, b) => a - b);
      console.log(`${label}: ready in ${ready.join(', ')} ms (median ${median(ready)} ms)`);
      console.log(`${label}: main thread until ready ${rs.map((r) => ms(r.cpu)).join(', ')} ms CPU (median ${ms(median(rs.map((r) => r.cpu)))} ms)`);
      console.log(`${label}: longest task ${rs.map((r) => `${ms(r.longest.wall)}/${ms(r.longest.cpu)}`).join(', ')} ms wall/CPU `
        + `(median ${ms(median(rs.map((r) => r.longest.wall)))}/${ms(median(rs.map((r) => r.longestCpu)))} ms); `
        + `tasks over 50 ms per run: ${rs.map((r) => r.over50).join(', ')}`);
    }
  }
} finally {
  await browser.close();
  for (const s of servers) s.close();
}
