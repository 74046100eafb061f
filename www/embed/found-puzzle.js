// `embed.html?puzzle=<id>`: a puzzle found in games (www/puzzles/puzzles.json, read and checked
// by the engine's `readPuzzles`; docs/FORMATS.md "Puzzle set") as a saved game whose last
// action is the solution: the embed opens it one step before the end (main.js), so the reader
// sees the position and steps forward to the solution and its outcome.

import { ShownError } from './source.js';

/**
 * The puzzle's game as saved-game JSON, its solution played last.
 * @param {string} id the puzzle's id, from the address
 * @param {Promise<typeof import('../../pkg/carcassonne_mist.js')>} starting the engine, once started
 */
export async function puzzleGame(id, starting) {
  if (!/^[a-z0-9-]{1,40}$/.test(id)) throw new ShownError('error-no-puzzle', { id: id.slice(0, 40) });
  const [{ GameHandle, readPuzzles }, response] = await Promise.all([starting, fetch(new URL('puzzles/puzzles.json', location.href))]);
  if (!response.ok) throw new ShownError('error-no-puzzle', { id });
  const set = readPuzzles(await response.text());
  const p = set.puzzles.find((/** @type {import('../../types/engine/Puzzle').Puzzle} */ q) => q.id === id);
  if (!p) throw new ShownError('error-no-puzzle', { id });
  const game = GameHandle.fromLink(p.link);
  try {
    game.play(JSON.stringify(p.solution));
    return game.save();
  } finally {
    game.free();
  }
}
