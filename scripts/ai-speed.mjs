// The computer player in WebAssembly under Node: simulations a "hard" search (mcts:1500ms, or
// the player given) reaches at the start, middle and end of a game, and the module's memory
// after each (linear memory only grows: the peak so far). Run after scripts/build-wasm.sh:
//   node scripts/ai-speed.mjs [sets] [player]
import { readFile } from 'node:fs/promises';
import init, { GameHandle } from '../pkg/carcassonne_mist.js';

const sets = (process.argv[2] || 'base,gcc,sc').split(',');
const player = process.argv[3] || 'mcts:1500ms';
const wasm = await init({ module_or_path: await readFile(new URL('../pkg/carcassonne_mist_bg.wasm', import.meta.url)) });
const game = GameHandle.newGame(JSON.stringify({ players: ['A', 'B'], sets, seed: 1 }));
const total = game.view().bag_left + 1;
const marks = [0, Math.floor(total / 2), total - 4];
let placed = 0;
for (;;) {
  const v = game.view();
  if (v.phase === 'game-over') break;
  if (v.phase === 'place-tile' && marks.includes(placed)) {
    marks.splice(marks.indexOf(placed), 1);
    const r = game.computerMove(player, 1);
    const mb = (wasm.memory.buffer.byteLength / 2 ** 20).toFixed(1);
    console.log(`${sets.join(',')} tile ${placed + 1}/${total}: ${player} ran ${r.simulations} simulations in ${r.ms.toFixed(0)} ms (${Math.round(r.simulations / (r.ms / 1000))}/s); memory ${mb} MiB`);
  }
  if (v.phase === 'place-tile') placed += 1;
  game.play(JSON.stringify(game.computerMove('greedy', 1).action));
}
