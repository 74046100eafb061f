// Times the engine's random playouts in WebAssembly under Node:
//   make wasm-playouts            (builds target/wasm-bench/ with the wasm-bench feature, runs this)
//   node scripts/wasm-playouts.mjs [games] [seed] [sets]
// Prints `wasm games/s: N checksum: C`; compare with
//   cargo run --release --example playouts -- --games N --seed S --sets SETS
// (the same games when the arguments match: the checksums are equal).
import { readFile } from 'node:fs/promises';
// build output, there only after `make wasm-playouts` (hence not a static import: `make lint` checks this file without it)
const BENCH_MODULE = '../target/wasm-bench/carcassonne_mist.js';
const { default: init, benchPlayouts } = await import(BENCH_MODULE);

const [games = 2000, seed = 1, sets = 'base'] = process.argv.slice(2);
const wasm = await readFile(new URL('../target/wasm-bench/carcassonne_mist_bg.wasm', import.meta.url));
await init({ module_or_path: wasm });
benchPlayouts(50, 999, sets); // warm up
const t0 = performance.now();
const out = benchPlayouts(Number(games), Number(seed), sets);
const secs = (performance.now() - t0) / 1000;
console.log(`games: ${out.games}  actions: ${out.actions}  seconds: ${secs.toFixed(3)}`);
console.log(`wasm games/s: ${Math.round(out.games / secs)} checksum: ${out.checksum}`);
