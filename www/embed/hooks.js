// The embed's hooks for the end-to-end tests (tests/e2e/embed*.test.mjs and others):
// `window.__embed`, what they read of the game shown. Nothing of the embed reads them; main.js
// calls `exposeTestHooks` once the embed has drawn its first frame.

import { shownPlacement, state } from './state.js';
import { embedBoard } from './board.js';

/** Sets `window.__embed`. */
export function exposeTestHooks() {
  window.__embed = {
    get game() { return state.game; },
    get state() { return state; },
    view: () => state.game.view(),
    preview: (/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ r) => state.game.preview(x, y, r),
    shown: () => shownPlacement(),
    cellToClient: (/** @type {number} */ x, /** @type {number} */ y) => embedBoard().cellToClient(x, y),
  };
}
