// The embed following a live online table (`embed.html?watch=<watch id>`, docs/ONLINE.md): the
// page's protocol client (io/online.js) as a watcher; the first state that holds a game is the
// saved game the embed opens, and every later change is handed to `follow` (main.js steps to the
// new end when the reader was at the end). Read-only: a watcher can send no move.

import { OnlineClient, apiBase, isTableId, wsUrl } from '../io/online.js';

/** @type {OnlineClient | null} */
let client = null;
let follower = (/** @type {any} */ _game) => {};

/**
 * The watched table's saved game (JSON text), once it has started; rejects with the server's
 * error kind when the table is unknown.
 * @param {string} watch
 */
export function watchedGame(watch) {
  return new Promise((resolve, reject) => {
    if (!isTableId(watch)) {
      reject(new Error('unknown_table'));
      return;
    }
    let first = true;
    client = new OnlineClient({
      url: wsUrl(apiBase(location.href)),
      hello: { watch },
      onChange: (s) => {
        if (!s.game) return;
        if (first) {
          first = false;
          resolve(JSON.stringify(s.game));
        } else follower(s.game);
      },
      onError: (e) => {
        if (first) reject(e);
      },
    });
    client.connect();
    window.addEventListener('online', () => client && client.reconnectNow());
  });
}

/**
 * `fn(game)` is called with the saved game after each change once the embed shows it.
 * @param {(game: any) => void} fn
 */
export function followWatched(fn) {
  follower = fn;
}
