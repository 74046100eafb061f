// The service worker: keeps one whole version of the served copy in the browser's Cache
// Storage, so that the page, the embed, the editor and the scenario index load and play without
// network (docs/ARCHITECTURE.md, "Offline"). Registered by io/service-worker.js. It lives at
// the top of www/ because a service worker controls only the pages under its own folder.
//
// `BUILD` is written by scripts/build-site.mjs from the files it wrote: the version (a hash of
// every file's hash) and each file with the SHA-256 of its bytes. In www/ as it is (served plain
// for development) the list is empty and the worker caches and answers nothing.
//
// The update path: a new version's worker fetches every file of its list past the HTTP cache,
// checks each against its hash, and only when all of them are right puts them into a cache of
// its own (`mist-<version>`); any failure leaves no such cache and the install fails (the
// browser tries again later). Installed, it waits: the pages keep the old version's files until
// the reader accepts the page's "a new version is ready" (the page posts 'skip-waiting') or all
// of its tabs are closed. It answers only the files of its list (and of the one version before,
// for a tab still open on that one), so nothing else — the kept games in localStorage above
// all — is touched. A listed file missing from the cache (the reader deleted the cache, or the
// browser evicted it) is fetched again, checked against its hash and put back, when a page asks
// for it and when a page asks whether it is ready for offline ('check'): a file that does not
// match is never served nor kept.
/* eslint-env serviceworker */

/** The version and the files (paths relative to this file, SHA-256 hex); from the build. */
/** @type {{version: string, files: [string, string][]}} */
const BUILD = { version: 'dev', files: [] };

/** This worker as a service worker (the project's types are the page's). */
const sw = /** @type {any} */ (self);
/** The prefix of this app's caches; `CACHE` is this version's. */
const PREFIX = 'mist-';
const CACHE = `${PREFIX}${BUILD.version}`;
/** Each file's address (no query), as this worker caches it, and its SHA-256. */
const HASHES = new Map(BUILD.files.map(([f, hash]) => [new URL(f, sw.location.href).href, hash]));
const FILES = new Set(HASHES.keys());

/**
 * The hex SHA-256 of `bytes`.
 * @param {ArrayBuffer} bytes
 */
async function sha256(bytes) {
  const d = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(d, (b) => b.toString(16).padStart(2, '0')).join('');
}

sw.addEventListener('install', (/** @type {any} */ event) => {
  event.waitUntil((async () => {
    if (!BUILD.files.length) return;
    /** @type {[string, Response][]} */
    const got = await Promise.all(BUILD.files.map(async ([f, hash]) => {
      const url = new URL(f, sw.location.href).href;
      const res = await fetch(new Request(url, { cache: 'reload', credentials: 'same-origin' }));
      if (!res.ok) throw new Error(`${f}: HTTP ${res.status}`);
      // a file of another version (a host halfway through an upload) fails the whole install
      if ((await sha256(await res.clone().arrayBuffer())) !== hash) throw new Error(`${f}: not the file of version ${BUILD.version}`);
      return /** @type {[string, Response]} */ ([url, res]);
    }));
    const cache = await caches.open(CACHE);
    await Promise.all(got.map(([url, res]) => cache.put(url, res)));
  })());
});

/**
 * Which version each open page (and each of its workers) was loaded with: a page keeps being
 * served its own version's files until it reloads, even after another tab switched the site to
 * a newer one. Kept in a cache of its own (a worker's memory goes when the browser stops it),
 * its name outside PREFIX so that no version's clean-up takes it.
 */
const CLIENTS = 'mist:clients';
const clientKey = (/** @type {string} */ id) => new URL(`__client/${encodeURIComponent(id)}`, sw.location.href).href;
/** @type {Map<string, string>} client id → version, as known to this worker */
const versions = new Map();

/**
 * @param {string} id a client's id (empty for a navigation's new page)
 * @param {string} version the version it was loaded with
 */
async function recordClient(id, version) {
  if (!id) return;
  versions.set(id, version);
  await (await caches.open(CLIENTS)).put(clientKey(id), new Response(version));
}

/**
 * The version client `id` was loaded with (this worker's when unknown).
 * @param {string} id
 * @returns {Promise<string>}
 */
async function versionOf(id) {
  if (!id) return BUILD.version;
  if (!versions.has(id)) {
    const hit = await (await caches.open(CLIENTS)).match(clientKey(id));
    versions.set(id, hit ? await hit.text() : BUILD.version);
  }
  return versions.get(id) ?? BUILD.version;
}

sw.addEventListener('activate', (/** @type {any} */ event) => {
  event.waitUntil((async () => {
    // keep this version's cache, the one before it, and every version a page still open (or its
    // worker) was loaded with; older ones go. Cache names come in the order they were made.
    const open = new Set((await sw.clients.matchAll({ includeUncontrolled: true, type: 'all' })).map((/** @type {{id: string}} */ c) => c.id));
    const table = await caches.open(CLIENTS);
    const inUse = new Set();
    for (const req of await table.keys()) {
      const id = decodeURIComponent(req.url.slice(req.url.lastIndexOf('/') + 1));
      if (!open.has(id)) {
        await table.delete(req);
        continue;
      }
      const hit = await table.match(req);
      if (hit) inUse.add(`${PREFIX}${await hit.text()}`);
    }
    const older = (await caches.keys()).filter((k) => k.startsWith(PREFIX) && k !== CACHE);
    await Promise.all(older.slice(0, -1).filter((k) => !inUse.has(k)).map((k) => caches.delete(k)));
  })());
});

/**
 * This version's file at `url` from the network, checked against its listed hash, or null (no
 * network, an error, or a file of another version: never served nor cached).
 * @param {string} url
 */
async function fetchChecked(url) {
  try {
    const res = await fetch(new Request(url, { cache: 'no-cache', credentials: 'same-origin' }));
    if (!res.ok) return null;
    const bytes = await res.arrayBuffer();
    if ((await sha256(bytes)) !== HASHES.get(url)) return null;
    return new Response(bytes, { status: 200, headers: res.headers });
  } catch {
    return null;
  }
}

/**
 * Puts back into this version's cache every listed file that is missing from it (deleted by the
 * reader, or evicted), each fetched and checked against its hash. Resolves to whether the cache
 * now holds every file: what "ready for offline" means.
 */
async function refill() {
  if (!BUILD.files.length) return false;
  const cache = await caches.open(CACHE);
  const have = new Set();
  for (const req of await cache.keys()) {
    const hit = await cache.match(req);
    if (hit && (await sha256(await hit.arrayBuffer())) === HASHES.get(req.url)) have.add(req.url);
  }
  const missing = [...FILES].filter((u) => !have.has(u));
  const got = await Promise.all(missing.map(async (u) => {
    const res = await fetchChecked(u);
    if (res) await cache.put(u, res);
    return Boolean(res);
  }));
  return got.every(Boolean);
}

sw.addEventListener('message', (/** @type {any} */ event) => {
  const type = event.data?.type;
  if (type === 'skip-waiting') sw.skipWaiting();
  else if (type === 'version') event.source?.postMessage({ type: 'version', version: BUILD.version });
  else if (type === 'check') {
    // the page asks whether it can load offline: the cache's contents say, once refilled
    event.waitUntil(refill().then((ready) => event.source?.postMessage({ type: 'offline', ready, version: BUILD.version }), () => event.source?.postMessage({ type: 'offline', ready: false, version: BUILD.version })));
  }
});

/**
 * The address a request is cached under: no query or fragment; a folder is its index.html.
 * @param {string} url
 */
function keyOf(url) {
  const u = new URL(url);
  u.search = '';
  u.hash = '';
  if (u.pathname.endsWith('/')) u.pathname += 'index.html';
  return u.href;
}

/**
 * The answer for a file of the page's version that this worker cannot give (another version's,
 * or one that no longer matches its hash): refused with no body, never another version's file;
 * `X-Refused` says why, as a word (no reader sees it: a module or the engine's file fails to load).
 */
const otherVersion = () => new Response(null, { status: 503, headers: { 'X-Refused': 'other-version' } });

sw.addEventListener('fetch', (/** @type {any} */ event) => {
  const req = event.request;
  if (req.method !== 'GET' || !BUILD.files.length) return;
  const key = keyOf(req.url);
  const mine = FILES.has(key);
  // this version's files, or a file of the version before (a hashed chunk an open tab of that
  // version asks for); anything else goes to the network untouched
  if (!mine && !/\/www\/chunks\//.test(key)) return;
  event.respondWith((async () => {
    // a page is served the files of the version it was loaded with (a new page, or a worker it
    // starts, that of the page asking, else this worker's)
    const asker = await versionOf(event.clientId);
    if (event.resultingClientId) await recordClient(event.resultingClientId, req.mode === 'navigate' ? BUILD.version : asker);
    if (req.mode !== 'navigate' && asker !== BUILD.version && (await caches.has(`${PREFIX}${asker}`))) {
      const old = await (await caches.open(`${PREFIX}${asker}`)).match(key);
      if (old) return old;
      if (!mine) return fetch(req);
      return otherVersion();
    }
    const cache = await caches.open(CACHE);
    const hit = mine ? await cache.match(key) : await caches.match(key);
    if (hit && !mine) return hit;
    // a cached file is served only while it matches its hash: a script of this origin that wrote
    // into the cache replaces nothing for good (the file is fetched, checked and put back)
    if (hit && (await sha256(await hit.clone().arrayBuffer())) === HASHES.get(key)) return hit;
    if (!mine) return fetch(req);
    // a listed file missing from the cache: fetched, checked against its hash and put back; a
    // file of another version is never served into this version's page, nor kept
    const res = await fetchChecked(key);
    if (!res) return otherVersion();
    await cache.put(key, res.clone());
    return res;
  })());
});
