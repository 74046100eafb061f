// The computer player's thinking, off the page's main thread: a Web Worker with its own
// instance of the engine's module (started with `new Worker(url, {type: 'module'})` by
// page/ai.js), so the board stays responsive while the search runs. The page starts one for
// a level of one tree, and one a tree for the expert level (root-parallel: docs/AI.md).
//
// The search runs in slices of SLICE_MS (the engine's `computerThink`): between two slices it
// reports its progress and reads its messages, so a search the page no longer needs (the player
// undid, a new game) stops there.
//
// In:  {id, saved, player, seed}: think about the next decision of the game (saved-game JSON)
//        as `player` (one tree: `greedy:8`, `mcts:300ms`, `mcts:1500ms`…), seeded with `seed`.
//      {cancel: id}: stop thinking about question `id` (no answer is sent).
//      {id, saved, merge: {visits, wins, simulations, ms}}: the decision of several trees,
//        their tallies laid end to end (the engine's `computerMerge`).
//      {id, saved, explain: {action, alternative}}: why that decision (JSON text), against
//        the alternative (JSON text, or null: the move a player would likely play): the
//        engine's `explainMove`, answered {id, explanation}.
//      {id, saved, review: {seats}}: a review of the game for the players of bits `seats`
//        (the engine's `review`), in slices: {id, progress: {done, total}} after each, then
//        {id, review} (the engine's ReviewView); a cancel stops it.
// Out: {id, progress: {simulations, fraction}} after each slice;
//      {id, suggestion, visits, wins}: the decision ({action, simulations, ms, …}, the action
//        in the saved-game form) and the root's tallies for a merge; or {id, error} (with the
//        engine's `kind` and `data` for a refusal, which the page words: refusals.js).
// Every message but a cancel is answered: one that is no question (no id, no saved game, or a
// message the browser could not read) gets {id, error} (`id` null when it had none), so the
// page never waits for ever; a cancel stops only a question being thought about.
// the engine built for speed (pkg/fast/, scripts/build-wasm.sh): only the worker loads it
import init, { GameHandle } from '../../pkg/fast/carcassonne_mist.js';

/** Milliseconds of search between two reports. */
const SLICE_MS = 100;

const ready = init();
/** @type {Set<unknown>} */
const cancelled = new Set();
/** The questions asked and not answered yet (only these can be cancelled). */
/** @type {Set<unknown>} */
const asked = new Set();

/** Whether `v` can name a question (what the page sends: a number). */
const isId = (/** @type {unknown} */ v) => typeof v === 'number' || typeof v === 'string';

/** A macrotask later (a message channel, not a clamped timer): lets a `cancel` in. */
const channel = new MessageChannel();
/** @type {(() => void)[]} */
const waiting = [];
channel.port1.onmessage = () => waiting.shift()?.();
/** @returns {Promise<void>} */
const nextTask = () => new Promise((ok) => {
  waiting.push(ok);
  channel.port2.postMessage(0);
});

/**
 * Thinks about question `id` in slices; its answer, or null when it was cancelled.
 * @param {number} id
 * @param {GameHandle} game
 * @param {string} player the computer's level (the engine's words for it)
 * @param {number} seed
 */
async function think(id, game, player, seed) {
  const thinking = game.computerThink(player, seed);
  try {
    for (;;) {
      const p = thinking.step(SLICE_MS);
      if (p.done) break;
      self.postMessage({ id, progress: { simulations: p.simulations, fraction: p.fraction } });
      await nextTask();
      if (cancelled.delete(id)) return null;
    }
    return { id, suggestion: thinking.suggestion(), visits: thinking.visits(), wins: thinking.wins() };
  } finally {
    thinking.free();
  }
}

self.onmessageerror = () => self.postMessage({ id: null, error: 'the message could not be read' });

self.onmessage = async (e) => {
  const m = e.data;
  if (m && typeof m === 'object' && m.cancel !== undefined) {
    if (asked.has(m.cancel)) cancelled.add(m.cancel);
    return;
  }
  const id = m && typeof m === 'object' && isId(m.id) ? m.id : null;
  if (id === null || typeof m.saved !== 'string' || asked.has(id)) {
    self.postMessage({ id, error: id !== null && asked.has(id) ? 'a question with this id is being thought about' : 'not a question: {id, saved, player, seed} or {id, saved, merge}' });
    return;
  }
  const { saved } = m;
  asked.add(id);
  try {
    await ready;
    // a question cancelled before it started
    if (cancelled.delete(id)) return;
    const game = GameHandle.load(saved);
    try {
      if (m.explain) {
        const { action, alternative } = m.explain;
        self.postMessage({ id, explanation: game.explainMove(action, alternative ?? undefined) });
        return;
      }
      if (m.review) {
        const reviewer = game.review(m.review.seats);
        try {
          for (;;) {
            const p = reviewer.step(SLICE_MS);
            if (p.finished) break;
            self.postMessage({ id, progress: { done: p.done, total: p.total } });
            await nextTask();
            if (cancelled.delete(id)) return;
          }
          self.postMessage({ id, review: reviewer.view() });
        } finally {
          reviewer.free();
        }
        return;
      }
      if (m.merge) {
        const { visits, wins, simulations, ms } = m.merge;
        self.postMessage({ id, suggestion: game.computerMerge(visits, wins, simulations, ms) });
        return;
      }
      const answer = await think(id, game, m.player, m.seed);
      if (answer) self.postMessage(answer, { transfer: [answer.visits.buffer, answer.wins.buffer] });
    } finally {
      game.free();
    }
  } catch (err) {
    const refusal = /** @type {{kind?: unknown, data?: unknown}} */ (err);
    const kind = err && typeof refusal.kind === 'string' ? { kind: refusal.kind, data: refusal.data } : {};
    self.postMessage({ id, error: String((err instanceof Error && err.message) || err), ...kind });
  } finally {
    asked.delete(id);
    cancelled.delete(id);
  }
};
