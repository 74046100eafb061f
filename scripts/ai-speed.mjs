// The computer player in WebAssembly: simulations a "hard" search (mcts:1500ms, or the player
// given) reaches at the start, middle and end of a game. Under Node, with the module's linear
// memory after each (memory.buffer.byteLength: it only grows, so this is the peak so far); or
// with --browser in headless Chromium through the page's own worker (www/engine/ai-worker.js,
// asked as page/ai.js asks it: a fresh worker, its first search the first question; port 8093
// or --port N). Run after `make build` (the served copy, site/):
//   node scripts/ai-speed.mjs [sets] [player] [--browser] [--port N]
import { readFile } from 'node:fs/promises';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const portAt = args.indexOf('--port');
const port = portAt >= 0 ? Number(args[portAt + 1]) : 8093;
const rest = args.filter((a, i) => !a.startsWith('--') && (portAt < 0 || i !== portAt + 1));
const sets = (rest[0] || 'base,gcc,sc').split(',');
const player = rest[1] || 'mcts:1500ms';

/**
 * Plays a 2-player game of seed 1 with the greedy player and asks `player` for a move at three
 * placements; returns one line each. With `workerUrl` (in a page) the page's worker is asked,
 * as page/ai.js asks it (the game saved, the answer's simulations and milliseconds); without,
 * the module itself, with its linear memory. Self-contained: Playwright sends its text to the
 * page.
 */
async function measure(sets, player, moduleUrl, wasmBytes, workerUrl) {
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
  let placed = 0;
  for (let id = 1; ; id += 1) {
    const v = game.view();
    if (v.phase === 'game-over') break;
    if (v.phase === 'place-tile' && marks.includes(placed)) {
      marks.splice(marks.indexOf(placed), 1);
      let r;
      let where;
      if (worker) {
        worker.postMessage({ id, saved: game.save(), player, seed: 1 });
        const a = await answer(id);
        if (a.error) throw new Error(a.error);
        r = a.suggestion;
        where = ` in the worker${id === 1 ? ', its first search' : ''}`;
      } else {
        r = game.computerMove(player, 1);
        where = `; memory ${(wasm.memory.buffer.byteLength / 2 ** 20).toFixed(1)} MiB`;
      }
      lines.push(`${sets.join(',')} tile ${placed + 1}/${total}: ${player} ran ${r.simulations} simulations in ${r.ms.toFixed(0)} ms (${Math.round(r.simulations / (r.ms / 1000))}/s)${where}`);
    }
    if (v.phase === 'place-tile') placed += 1;
    game.play(JSON.stringify(game.computerMove('greedy', 1).action));
  }
  if (worker) worker.terminate();
  return lines;
}

if (flag('--browser')) {
  const { chromium } = await import('playwright-core');
  const { startServer } = await import('./serve.mjs');
  const server = await startServer(port);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/docs/`).catch(() => {});
    const lines = await page.evaluate(
      `(${measure.toString()})(${JSON.stringify(sets)}, ${JSON.stringify(player)}, '/pkg/fast/carcassonne_mist.js', null, '/www/engine/ai-worker.js')`,
    );
    for (const l of lines) console.log(`chromium ${l}`);
  } finally {
    await browser.close();
    await new Promise((ok) => server.close(ok));
  }
} else {
  const bytes = await readFile(new URL('../pkg/fast/carcassonne_mist_bg.wasm', import.meta.url));
  const lines = await measure(sets, player, new URL('../pkg/fast/carcassonne_mist.js', import.meta.url).href, bytes);
  for (const l of lines) console.log(`node ${l}`);
}
