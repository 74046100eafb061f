// The network side of playing offline: registers the service worker (www/sw.js, which keeps one
// whole version of the served files in the browser) once the page has loaded, and tells the
// page when a new version is installed and waiting (docs/ARCHITECTURE.md, "Offline"). Where
// the browser refuses a service worker (a third-party frame with partitioned or blocked
// storage, a private window, an address that is not https or localhost) nothing happens and
// nothing is said: the page works as before, online. Nothing here reads or writes the kept
// games (localStorage).

/** The worker's address: www/sw.js, whose folder (its scope) holds every page. */
export const WORKER_URL = new URL('../sw.js', import.meta.url);

/**
 * Where offline play stands, on `<html data-offline>`: 'registering', 'ready' (the active
 * worker's cache holds every file of its version: the next load needs no network), 'incomplete'
 * (some file could not be put back: the network is needed), 'update' (a new version waits),
 * 'none' (no worker in this browser or frame).
 * @param {Document | undefined} doc
 * @param {string} state
 */
function mark(doc, state) {
  if (doc?.documentElement) doc.documentElement.dataset.offline = state;
}

/**
 * Registers the worker after the page's `load` event (it must not compete with the first load)
 * and calls `onUpdate(accept)` once a new version is ready, with `accept()` to switch to it (the
 * waiting worker takes over, then the page reloads). Also called when another tab of this site
 * has switched already: this page's files are then the old version's, and `accept()` reloads.
 * Resolves to the registration, or null (no worker in this browser, or the page is framed).
 * @param {{onUpdate?: (accept: () => void) => void, win?: Window}} [opts]
 */
export function registerWorker({ onUpdate = () => {}, win = globalThis.window } = {}) {
  const container = win?.navigator?.serviceWorker;
  const doc = win?.document;
  // a page in a frame (the embed on a wiki) keeps nothing: its host page needs the network
  // anyway, and the install would fetch the whole app (934 KB as sent) for one board
  const framed = Boolean(win && win.top !== win.self);
  if (!container || framed) {
    mark(doc, 'none');
    return Promise.resolve(null);
  }
  return new Promise((ok) => {
    const go = () => register(container, win, onUpdate).then(ok);
    if (/** @type {Document} */ (doc).readyState === 'complete') go();
    else win.addEventListener('load', go, { once: true });
  });
}

/**
 * @param {ServiceWorkerContainer} container
 * @param {Window} win
 * @param {(accept: () => void) => void} onUpdate
 * @returns {Promise<ServiceWorkerRegistration | null>}
 */
async function register(container, win, onUpdate) {
  const doc = win.document;
  mark(doc, 'registering');
  let reg;
  try {
    reg = await container.register(WORKER_URL, { scope: new URL('./', WORKER_URL).href });
  } catch {
    mark(doc, 'none'); // refused by the browser: silent, the page works online as before
    return null;
  }
  if (!reg) {
    mark(doc, 'none'); // a registration that gave nothing (a blocking extension): as refused
    return null;
  }
  let accepted = false;
  let told = false;
  const accept = () => {
    accepted = true;
    if (reg.waiting) reg.waiting.postMessage({ type: 'skip-waiting' });
    else win.location.reload();
  };
  const tell = () => {
    if (told) return;
    told = true;
    mark(doc, 'update');
    onUpdate(accept);
  };
  // a version already waiting (installed while this page was closed or loading)
  if (reg.waiting && container.controller) tell();
  reg.addEventListener('updatefound', () => {
    const next = reg.installing;
    next?.addEventListener('statechange', () => {
      if (next.state === 'installed' && container.controller) tell();
    });
  });
  const hadController = Boolean(container.controller);
  container.addEventListener('controllerchange', () => {
    if (accepted) win.location.reload();
    else if (hadController) tell(); // another tab switched this site to the new version
  });
  // a page left open for days asks again when it is shown
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'visible') reg.update().catch(() => {});
  });
  // "ready" from the cache's contents: the active worker puts back any file missing from its
  // cache (checked against its hash) and says whether it holds them all
  container.ready.then((/** @type {ServiceWorkerRegistration} */ r) => {
    container.addEventListener('message', (/** @type {MessageEvent} */ e) => {
      if (e.data?.type !== 'offline' || doc.documentElement.dataset.offline === 'update') return;
      mark(doc, e.data.ready ? 'ready' : 'incomplete');
    });
    r.active?.postMessage({ type: 'check' });
  });
  return reg;
}
