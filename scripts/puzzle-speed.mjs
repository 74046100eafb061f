// How long the engine takes to check a rule puzzle (docs/PERFORMANCE.md): for each
// www/scenarios/puzzle-*.json, Puzzle.fromScenario (reads the file and tries every legal
// placement against the goal: a puzzle no placement or every placement meets is refused) and
// one verdict (Puzzle.judge), in the page's WebAssembly module under Node (V8, as Chromium).
// Prints the median of `runs` and the slowest puzzle.   node scripts/puzzle-speed.mjs [runs]
import { readFileSync, readdirSync } from 'node:fs';

const runs = Number(process.argv[2] || 5);
const pkg = new URL('../pkg/', import.meta.url);
const engine = await import(new URL('carcassonne_mist.js', pkg).href);
engine.initSync({ module: readFileSync(new URL('carcassonne_mist_bg.wasm', pkg)) });
const dir = new URL('../www/scenarios/', import.meta.url);
const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];
for (const f of readdirSync(dir).filter((n) => n.startsWith('puzzle-')).sort()) {
  const text = readFileSync(new URL(f, dir), 'utf8');
  const [right] = JSON.parse(text).expect.previews;
  const load = [];
  const judge = [];
  for (let i = 0; i < runs; i++) {
    let t0 = performance.now();
    const p = engine.Puzzle.fromScenario(text);
    load.push(performance.now() - t0);
    t0 = performance.now();
    p.judge(right.x, right.y, right.rotation);
    judge.push(performance.now() - t0);
    p.free();
  }
  rows.push({ f, load: median(load), judge: median(judge) });
}
const slowest = rows.reduce((a, b) => (b.load > a.load ? b : a));
console.log(`${rows.length} puzzles: load and check (every placement tried) median ${median(rows.map((r) => r.load)).toFixed(2)} ms, slowest ${slowest.load.toFixed(2)} ms (${slowest.f}); a verdict median ${median(rows.map((r) => r.judge)).toFixed(3)} ms`);
