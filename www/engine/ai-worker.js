// The computer player's thinking, off the page's main thread: a Web Worker with its own
// instance of the engine's module (started with `new Worker(url, {type: 'module'})` by
// page-ai.js), so the board stays responsive while the search runs.
//
// In:  {id, saved, player, seed}: the game as saved-game JSON, the player written as the engine
//      reads it (`greedy:8`, `mcts:300ms`, `mcts:1500ms`…) and a seed.
// Out: {id, action, simulations, ms}: the next decision in the saved-game form; or {id, error}.
// the engine built for speed (pkg/fast/, scripts/build-wasm.sh): only the worker loads it
import init, { GameHandle } from '../../pkg/fast/carcassonne_mist.js';

const ready = init();

self.onmessage = async (e) => {
  const { id, saved, player, seed } = e.data || {};
  try {
    await ready;
    const game = GameHandle.load(saved);
    try {
      self.postMessage({ id, ...game.computerMove(player, seed) });
    } finally {
      game.free();
    }
  } catch (err) {
    self.postMessage({ id, error: String((err && err.message) || err) });
  }
};
