// The page's hooks for the end-to-end tests and the measuring scripts (tests/e2e/, scripts/):
// `window.__app`, what they read of the page and the few actions they call. Nothing of the page
// reads them; main.js calls `exposeTestHooks` once the page has started.

import { decodeGame, encodeGame } from '../io/share.js';
import { state } from './state.js';
import { boardScene, cellToClient, clientOfSpot, cursorCell, meepleOptions, pageBoard } from './board.js';
import { keeping } from './games.js';
import { ai } from './ai.js';

/**
 * Sets `window.__app`, with main.js's actions the tests call.
 * @param {{switchLanguage: (lang: string) => Promise<void>, shareLink: () => Promise<string>, refresh: () => void}} actions
 */
export function exposeTestHooks({ switchLanguage, shareLink, refresh }) {
  /** The kept games' store (games.js opens it at the start). */
  const store = () => /** @type {import('../io/storage.js').GameStore | null} */ (keeping.store);
  window.__app = {
    switchLanguage,
    get game() { return state.game; },
    view: () => state.game.view(),
    cellToClient,
    clientOfSpot,
    get rotation() { return state.rotation; },
    kinds: () => state.kinds,
    /** @param {number} x @param {number} y @param {number} rotation */
    previewAt(x, y, rotation) {
      const t0 = performance.now();
      const pv = state.game.preview(x, y, rotation);
      state.previewMs = performance.now() - t0;
      return pv;
    },
    get previewMs() { return state.previewMs; },
    get shownPreview() { return state.preview; },
    shareLink,
    encodeGame,
    decodeGame,
    refresh,
    /** Draws the board once and returns the time it took (ms); `full`: the tiles too. */
    timeRedraw(full = false) {
      const t0 = performance.now();
      pageBoard().draw({ full });
      return performance.now() - t0;
    },
    fit() {
      pageBoard().fit();
      pageBoard().draw();
    },
    get setup() { return state.setup; },
    /** The meeple phase's choices with the client coordinates of their markers. */
    meepleSpots() {
      return meepleOptions().map((o) => ({ feature: o.feature, guard: o.guard, ...pageBoard().deviceToClient([o.x, o.y]) }));
    },
    get lastRenderMs() { return pageBoard().lastDrawMs(); },
    get cursor() { return cursorCell(); },
    get phase() { return state.view.phase; },
    /** The kept games, newest first, and this game's id among them. */
    games: () => store()?.list() ?? [],
    /** Resolves once this tab's writes of kept games (each under the cross-tab lock) are done. */
    settled: () => keeping.writes,
    /** The records of this tab's moves waiting for the cross-tab lock, oldest first. */
    queued: () => keeping.queue.map((q) => q.record),
    /** The records set aside as damaged (storage.js). */
    damaged: () => (store()?.damaged() ?? []).map((d) => ({ id: d.id, problem: d.problem })),
    get entryId() {
      const entry = /** @type {{id: string} | null} */ (keeping.entry);
      return entry && entry.id;
    },
    /** Who plays each seat of the game played: a computer level, or null. */
    get computerSeats() { return [...ai.seats]; },
    /** The last hint's move (ai.js), or null. */
    get hinted() { return ai.hint || null; },
    /** What the board shows now (board.js boardScene): the turns marked, the tile in hand, the choices. */
    scene() {
      const s = /** @type {{moves: any, hand: any, legal: unknown, spots: {items: {hot: boolean, feature: string}[]} | null}} */ (boardScene());
      return {
        moves: s.moves, hand: s.hand, legal: Boolean(s.legal), spots: Boolean(s.spots), waiting: state.waiting,
        hotSpots: s.spots ? s.spots.items.filter((i) => i.hot).map((i) => i.feature) : [], ghostHover: state.ghostHover,
      };
    },
  };
}
