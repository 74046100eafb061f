// The computer player in WebAssembly: simulations a "hard" search (mcts:1500ms, or the player
// given) reaches at the start, middle and end of a game. Under Node, with the module's linear
// memory after each (memory.buffer.byteLength: it only grows, so this is the peak so far); or
// with --browser in headless Chromium through the page's own worker (www/engine/ai-worker.js,
// asked as page/ai.js asks it: a fresh worker, its first search the first question; port 8093
// or --port N). Run after `make build` (the served copy, site/):
//   node scripts/ai-speed.mjs [sets] [player] [--browser] [--port N] [--repeat N]
//                             [--native ROUNDS [--together]] [--cpu]
// --repeat N asks N times at each tile and prints the median simulations a second at each.
// (In the browser a fresh worker's first search, V8 compiling its code as it runs, is said
// apart and not counted: the three tiles' figures are the worker's once warm.)
// --native ROUNDS (with --browser) alternates ROUNDS times the native search
// (examples/ai_speed.rs, built first with cargo) and the worker, --repeat runs each (default 3),
// then prints each side's median over all its runs and the worker's share of native: the
// figure of docs/PERFORMANCE.md. One run alone says little on a shared machine. With
// --together each round runs the two sides at once, one on each core: the machine's speed,
// which drifts by up to 1.7 times over minutes here, is then the same for both, and the
// median of the rounds' shares is the steadier figure. Steadier still: a player of a fixed
// number of simulations (`mcts:20000sims`) with --repeat 1 and many rounds (--native 30): both
// sides do the same work (the same tree), one right after the other. With --cpu (Linux) both sides count
// by the CPU time of the thread that searched (read from /proc: the native search's own, the
// worker's thread of Chromium's), not the wall clock: time the machine gave to other programs,
// or to other guests of a shared host (steal), does not count against either.
import { readFile, readdir } from 'node:fs/promises';
import { execFileSync, execFile } from 'node:child_process';
import { promisify } from 'node:util';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
/** The number after `name`, or `fallback`. */
const number = (name, fallback) => {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const n = Number(args[at + 1]);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} needs a whole number, 1 or more`);
  return n;
};
const valued = ['--port', '--repeat', '--native'];
const together = flag('--together');
const byCpu = flag('--cpu');
const unit = byCpu ? 'simulations a second of CPU' : 'simulations/s';
const rest = args.filter((a, i) => !a.startsWith('--') && !valued.includes(args[i - 1]));
const sets = (rest[0] || 'base,gcc,sc').split(',');
const player = rest[1] || 'mcts:1500ms';
const port = number('--port', 8093);
const rounds = number('--native', 0);
const repeat = number('--repeat', rounds ? 3 : 1);

/**
 * Plays a 2-player game of seed 1 with the greedy player and asks `player` for a move `repeat`
 * times at each of three placements; returns a line a run and the simulations a second of each
 * run by placement. With `workerUrl` (in a page) the page's worker is asked, as page/ai.js asks
 * it (the game saved, the answer's simulations and milliseconds), for the greedy moves too: the
 * page plays them with the page's own module (`moduleUrl`, without the search), so that the
 * worker's module is compiled and optimised by the worker alone, as on the page (V8 shares
 * the code of identical modules within a process: a page that ran the worker's module itself
 * would hand a fresh worker code already optimised). Its first question is then the search of a
 * fresh worker, whose code V8 compiles while it runs: it is said apart (`cold`) and asked
 * again, and the second answer counts. Without `workerUrl`, the module itself, with its linear
 * memory. Self-contained: Playwright sends its text to the page.
 */
async function measure(sets, player, repeat, moduleUrl, wasmBytes, workerUrl) {
  const { default: init, GameHandle } = await import(moduleUrl);
  const wasm = await init(wasmBytes ? { module_or_path: wasmBytes } : undefined);
  const worker = workerUrl ? new Worker(workerUrl, { type: 'module' }) : null;
  /** The worker's answer to question `id`. */
  const answer = (id) => new Promise((ok) => {
    const heard = (e) => {
      if (e.data.id !== id || !(e.data.suggestion || e.data.error)) return;
      worker.removeEventListener('message', heard);
      ok(e.data);
    };
    worker.addEventListener('message', heard);
  });
  const game = GameHandle.newGame(JSON.stringify({ players: ['A', 'B'], sets, seed: 1 }));
  const total = game.view().bag_left + 1;
  const marks = [0, Math.floor(total / 2), total - 4];
  const lines = [];
  const rates = [];
  let cold = null;
  let placed = 0;
  let id = 0;
  for (;;) {
    const v = game.view();
    if (v.phase === 'game-over') break;
    if (v.phase === 'place-tile' && marks.includes(placed)) {
      marks.splice(marks.indexOf(placed), 1);
      const here = [];
      for (let run = worker && id === 0 ? -1 : 0; run < repeat; run += 1) {
        id += 1;
        let r;
        let where;
        if (worker) {
          // (the worker thread's CPU time, when the driver can read it: --cpu)
          const cpu = globalThis.workerCpuMs;
          const before = cpu ? await cpu() : 0;
          worker.postMessage({ id, saved: game.save(), player, seed: 1 });
          const a = await answer(id);
          if (a.error) throw new Error(a.error);
          r = a.suggestion;
          if (cpu) r = { ...r, cpu: (await cpu()) - before };
          where = ` in the worker${run < 0 ? ', its first search (not counted: its code compiled as it ran)' : ''}`;
        } else {
          r = game.computerMove(player, 1);
          where = `; memory ${(wasm.memory.buffer.byteLength / 2 ** 20).toFixed(1)} MiB`;
        }
        const rate = r.simulations / ((r.cpu ?? r.ms) / 1000);
        if (run < 0) cold = rate;
        else here.push(rate);
        const cpuMs = r.cpu === undefined ? '' : `; ${r.cpu} ms of CPU`;
        lines.push(`${sets.join(',')} tile ${placed + 1}/${total}: ${player} ran ${r.simulations} simulations in ${r.ms.toFixed(0)} ms (${Math.round(rate)}/s${cpuMs})${where}`);
      }
      rates.push(here);
    }
    if (v.phase === 'place-tile') placed += 1;
    let greedy;
    if (worker) {
      id += 1;
      worker.postMessage({ id, saved: game.save(), player: 'greedy', seed: 1 });
      const a = await answer(id);
      if (a.error) throw new Error(a.error);
      greedy = a.suggestion;
    } else {
      greedy = game.computerMove('greedy', 1);
    }
    game.play(JSON.stringify(greedy.action));
  }
  if (worker) worker.terminate();
  return { lines, rates, cold };
}

/** The median of `xs`. */
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
/** The line of medians at the three tiles. */
const medians = (byTile) => byTile.map((r) => Math.round(median(r))).join(' ');

/** The native search's runs (examples/ai_speed.rs), simulations a second by tile (of its
 * thread's CPU time with --cpu). */
async function native() {
  const { stdout: out } = await promisify(execFile)('target/release/examples/ai_speed', [sets.join(','), player, '--repeat', String(repeat)], { encoding: 'utf8' });
  const byTile = new Map();
  for (const line of out.split('\n')) {
    const m = /tile (\d+)\/\d+: .* ran (\d+) simulations .*\((\d+)\/s(?:; (\d+) ms of CPU)?\)/.exec(line);
    if (!m) continue;
    if (byCpu && m[4] === undefined) throw new Error('--cpu: the native search did not say its CPU time (Linux only)');
    console.log(`native ${line}`);
    if (!byTile.has(m[1])) byTile.set(m[1], []);
    byTile.get(m[1]).push(byCpu ? Number(m[2]) / (Number(m[4]) / 1000) : Number(m[3]));
  }
  return [...byTile.values()];
}

/** The CPU time Chromium's worker threads have used so far, in milliseconds (Linux: their
 * /proc/PID/task/TID/stat, in ticks of 10 ms). */
async function workerCpuMs() {
  let ms = 0;
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const tasks = await readdir(`/proc/${pid}/task`).catch(() => []);
    for (const tid of tasks) {
      const stat = await readFile(`/proc/${pid}/task/${tid}/stat`, 'utf8').catch(() => '');
      const end = stat.lastIndexOf(')');
      if (stat.slice(stat.indexOf('(') + 1, end) !== 'DedicatedWorker') continue;
      const f = stat.slice(end + 2).split(' ');
      ms += (Number(f[11]) + Number(f[12])) * 10;
    }
  }
  return ms;
}

if (flag('--browser')) {
  const { chromium } = await import('playwright-core');
  const { startServer } = await import('./serve.mjs');
  if (rounds) execFileSync('cargo', ['build', '--release', '--example', 'ai_speed'], { stdio: 'inherit' });
  const server = await startServer(port);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    if (byCpu) await page.exposeFunction('workerCpuMs', workerCpuMs);
    await page.goto(`http://127.0.0.1:${port}/docs/`).catch(() => {});
    // the fresh workers' first searches (one a call of `worker`)
    const colds = [];
    const worker = async () => {
      const { lines, rates, cold } = await page.evaluate(
        `(${measure.toString()})(${JSON.stringify(sets)}, ${JSON.stringify(player)}, ${repeat}, '/pkg/carcassonne_mist.js', null, '/www/engine/ai-worker.js')`,
      );
      for (const l of lines) console.log(`chromium ${l}`);
      colds.push(cold);
      return rates;
    };
    if (!rounds) {
      const rates = await worker();
      if (repeat > 1) console.log(`chromium median ${unit} at the three tiles: ${medians(rates)}`);
      console.log(`chromium the fresh worker's first search, tile 1: ${Math.round(colds[0])} ${unit}`);
    } else {
      // Alternating, each side first in every other round: a drift of the machine's load
      // falls on both. Or (--together) both at once, each on a core.
      const all = { native: [[], [], []], chromium: [[], [], []] };
      const shares = [[], [], []];
      for (let round = 0; round < rounds; round += 1) {
        const got = {};
        if (together) {
          [got.native, got.chromium] = await Promise.all([native(), worker()]);
        } else {
          const order = round % 2 ? ['chromium', 'native'] : ['native', 'chromium'];
          for (const side of order) got[side] = side === 'native' ? await native() : await worker();
        }
        for (const side of ['native', 'chromium']) got[side].forEach((r, i) => all[side][i].push(...r));
        got.chromium.forEach((r, i) => shares[i].push(median(r) / median(got.native[i])));
        console.log(`round ${round + 1}: the worker's share ${shares.map((x) => `${Math.round(100 * x.at(-1))}%`).join(' ')}`);
      }
      const n = all.native.map(median);
      const c = all.chromium.map(median);
      const how = together ? 'at once' : 'alternately';
      console.log(`native median ${unit} at the three tiles: ${medians(all.native)} (${rounds * repeat} runs each, ${how})`);
      console.log(`chromium median ${unit} at the three tiles: ${medians(all.chromium)} (${rounds * repeat} runs each)`);
      console.log(`the worker's share of native at the three tiles: ${c.map((x, i) => `${Math.round((100 * x) / n[i])}%`).join(' ')}`);
      console.log(`median of the ${rounds} rounds' shares: ${shares.map((x) => `${Math.round(100 * median(x))}%`).join(' ')}`);
      // (a fresh worker's first search: V8 compiles the module's code as the search runs)
      console.log(`a fresh worker's first search at tile 1: median ${Math.round(median(colds))} ${unit} (${rounds} workers), ${Math.round((100 * median(colds)) / n[0])}% of native`);
    }
  } finally {
    await browser.close();
    await new Promise((ok) => server.close(ok));
  }
} else {
  const bytes = await readFile(new URL('../pkg/fast/carcassonne_mist_bg.wasm', import.meta.url));
  const { lines, rates } = await measure(sets, player, repeat, new URL('../pkg/fast/carcassonne_mist.js', import.meta.url).href, bytes);
  for (const l of lines) console.log(`node ${l}`);
  if (repeat > 1) console.log(`node median simulations/s at the three tiles: ${medians(rates)}`);
}
