// Times the two ways a value can cross the facade, in the same run, under Node: one JSON text
// read by `JSON.parse`, as every method of the page's module hands it out (`view()`, `kinds()`,
// `preview()`, `legalActions()`), against a JS value built field by field by serde-wasm-bindgen
// (the `wasm-bench` module's twins `viewValue`, `kindsValue`, `previewValue`,
// `legalActionsValue`), on an all-sets position late in a game. docs/ARCHITECTURE.md ("The facade") states the figures and what follows from them.
//   bash scripts/build-wasm.sh bench target/wasm-bench && node scripts/facade-speed.mjs [calls] [steps]
import { readFile } from 'node:fs/promises';
// build output, there only after the bench build (hence not a static import: `make lint` checks
// this file without it)
const { default: init, GameHandle } = await import(new URL('../target/wasm-bench/carcassonne_mist.js', import.meta.url).href);

const [calls = 200, steps = 200] = process.argv.slice(2).map(Number);
await init({ module_or_path: await readFile(new URL('../target/wasm-bench/carcassonne_mist_bg.wasm', import.meta.url)) });
const g = GameHandle.newGame(JSON.stringify({ players: ['Ann', 'Bob', 'Cy'], sets: ['base', 'gcc', 'sc'], seed: 7 }));
for (let i = 0; i < steps && g.autoStep(); i += 1) { /* a late position */ }
// a position with a tile in hand, for preview
while (g.view().phase !== 'place-tile' && g.autoStep()) { /* to the next placement */ }
const [p] = g.legalPlacements();
const tiles = g.view().tiles.length;

/** The mean milliseconds of one call of `f`, over `calls` calls after a warm-up. */
function time(/** @type {() => unknown} */ f) {
  for (let i = 0; i < 20; i += 1) f();
  const t0 = performance.now();
  for (let i = 0; i < calls; i += 1) f();
  return (performance.now() - t0) / calls;
}
/** @type {[string, () => unknown, () => unknown][]} */
const rows = [
  ['view', () => g.view(), () => g.viewValue()],
  ['kinds', () => g.kinds(), () => g.kindsValue()],
  ['preview', () => g.preview(p.x, p.y, p.rotation), () => g.previewValue(p.x, p.y, p.rotation)],
  ['legalActions', () => g.legalActions(), () => g.legalActionsValue()],
];
console.log(`${tiles} tiles on the board, ${calls} calls each (ms per call)`);
for (const [name, json, value] of rows) {
  // alternate, twice, so that neither way profits from going second
  const a = [time(json), time(value), time(json), time(value)];
  const j = Math.min(a[0], a[2]);
  const v = Math.min(a[1], a[3]);
  console.log(`${String(name).padEnd(13)} JSON.parse ${j.toFixed(4)}  serde-wasm-bindgen ${v.toFixed(4)}  (${(v / j).toFixed(2)}×)`);
}
