// Fetching a file the embed was pointed at, as untrusted input: no redirections, a time limit,
// a size limit (the reading stops there), and the list of other origins the hosting site allows
// (embed-origins.json next to the page). Errors carry a `kind` for the caller to word. Also the
// size limit of a scenario or saved game that the page, the embed and the editor share. Pure: no
// DOM at load time (inflate.js, which imports the limit, is tested under node).

/** The most bytes a scenario or saved game may hold: the engine's limit of 1 MiB. */
export const MAX_GAME_BYTES = 1024 * 1024;

/** How long a scenario file may take to arrive. */
export const FETCH_TIMEOUT_MS = 10_000;
/** The file next to embed.html where the hosting site lists the other origins it trusts. */
const ORIGINS_FILE = 'embed-origins.json';

/**
 * The origins the hosting site allows besides its own, from `embed-origins.json` next to this
 * page (`{"format": "carcassonne-mist/embed-origins", "version": 1, "origins": [...]}`); none
 * when the file is missing or cannot be read.
 */
export async function allowedOrigins() {
  try {
    const res = await fetchCapped(new URL(ORIGINS_FILE, location.href), 64 * 1024);
    const doc = JSON.parse(res);
    if (!doc || !Array.isArray(doc.origins)) return [];
    return doc.origins.filter((/** @type {unknown} */ o) => typeof o === 'string').map((/** @type {string} */ o) => {
      try {
        return new URL(o).origin;
      } catch {
        return null;
      }
    }).filter((/** @type {string | null} */ o) => o && o !== 'null');
  } catch {
    return [];
  }
}

/**
 * Fetches `url` as text: no redirections, at most FETCH_TIMEOUT_MS, at most `limit` bytes (the
 * reading stops there). Throws {kind: 'timeout' | 'large' | 'redirect' | 'status' | 'network'}.
 * @param {string | URL} url
 * @param {number} limit
 * @returns {Promise<string>}
 */
export async function fetchCapped(url, limit) {
  const ctl = new AbortController();
  const timer = setTimeout(() => ctl.abort(), FETCH_TIMEOUT_MS);
  const fail = (/** @type {string} */ kind, /** @type {Record<string, string>} */ extra = {}) => Object.assign(new Error(kind), { kind, ...extra });
  try {
    let res;
    try {
      res = await fetch(url, { cache: 'no-cache', redirect: 'manual', signal: ctl.signal, credentials: 'omit' });
    } catch (e) {
      if (ctl.signal.aborted) throw fail('timeout');
      throw fail('network', { why: e instanceof Error && e.message ? e.message : String(e) });
    }
    if (res.type === 'opaqueredirect' || res.redirected) throw fail('redirect');
    if (!res.ok) throw fail('status', { status: `${res.status} ${res.statusText}`.trim() });
    const size = Number(res.headers.get('content-length'));
    if (size > limit) throw fail('large');
    if (!res.body) return await res.text();
    const reader = res.body.getReader();
    const chunks = [];
    let total = 0;
    for (;;) {
      let part;
      try {
        part = await reader.read();
      } catch (e) {
        if (ctl.signal.aborted) throw fail('timeout');
        throw fail('network', { why: e instanceof Error && e.message ? e.message : String(e) });
      }
      if (part.done) break;
      total += part.value.byteLength;
      if (total > limit) {
        reader.cancel().catch(() => {});
        throw fail('large');
      }
      chunks.push(part.value);
    }
    const bytes = new Uint8Array(total);
    let at = 0;
    for (const c of chunks) {
      bytes.set(c, at);
      at += c.byteLength;
    }
    return new TextDecoder().decode(bytes);
  } finally {
    clearTimeout(timer);
  }
}
