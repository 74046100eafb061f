// Where a kept game's latest revision is read, fresh, inside the cross-tab critical section
// (storage.js `GameStore.keep`): one small IndexedDB store, game id → {rev, writer}.
//
// Why not the record itself: localStorage is not coherent between tabs. Chromium gives each
// renderer process a copy of the origin's localStorage and hands it another process's writes
// 1–5 ms late, so a tab that enters a Web Lock just after another left it may still read the
// record as it was before the other tab's write (two tabs counting to 2,000 each under one lock,
// each reading and writing one localStorage key, lose hundreds of counts; the same with the
// count read in IndexedDB loses none: `node scripts/storage-speed.mjs` prints both, and
// docs/PERFORMANCE.md gives today's figures). IndexedDB has no
// per-process copy: a transaction begun after another's end sees its writes.
//
// `update` reads one game's head and writes the heads it is given in one readwrite transaction
// (transactions on one store run one after the other across tabs), so it is a critical section
// of its own where the browser has no Web Locks.

const DB = 'carcassonne-mist';
const STORE = 'heads';

/**
 * @typedef {{rev: number, writer?: string}} Head
 * @typedef {{update: (id: string | undefined, write: (head: Head | null) => {put?: [string, Head][], del?: string[]}) => Promise<void>}} Heads
 */

/**
 * The heads of this browser's kept games, or null when IndexedDB cannot be opened (blocked site
 * data, some private windows): the caller then falls back (storage.js `keep`).
 * @param {IDBFactory | undefined} idb
 * @returns {Promise<Heads | null>}
 */
export async function openHeads(idb = globalThis.indexedDB) {
  if (!idb) return null;
  /** @type {IDBDatabase} */
  let db;
  try {
    db = await new Promise((ok, no) => {
      const req = idb.open(DB, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(STORE);
      req.onsuccess = () => ok(req.result);
      req.onerror = () => no(req.error);
      req.onblocked = () => no(new Error('blocked'));
    });
  } catch {
    return null;
  }
  // another tab's newer version of this database: this one steps aside (the page reloads to it)
  db.onversionchange = () => db.close();
  return {
    update(id, write) {
      return new Promise((ok, no) => {
        let tx;
        try {
          tx = db.transaction(STORE, 'readwrite');
        } catch (e) {
          no(e);
          return;
        }
        const store = tx.objectStore(STORE);
        /** @type {unknown} */
        let failure = null;
        const run = (/** @type {any} */ found) => {
          try {
            const head = found && typeof found === 'object' && Number.isFinite(found.rev) ? found : null;
            const { put = [], del = [] } = write(head);
            for (const [k, h] of put) store.put({ rev: h.rev, writer: h.writer }, k);
            for (const k of del) store.delete(k);
          } catch (e) {
            failure = e;
            tx.abort();
          }
        };
        if (id === undefined) run(null);
        else {
          const req = store.get(id);
          req.onsuccess = () => run(req.result);
        }
        tx.oncomplete = () => ok(undefined);
        tx.onabort = () => no(failure || tx.error || new Error('aborted'));
      });
    },
  };
}
