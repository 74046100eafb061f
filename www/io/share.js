// Share links: a saved game (the engine's JSON) deflate-raw compressed and written in base64url,
// read back as a stream capped at the engine's 1 MiB (inflate.js). No DOM: unit tested with
// `node --test` (tests/unit/share.test.mjs).

import { inflateCapped, MAX_GAME_BYTES, TooLarge } from './inflate.js';
import { fromBase64Url, toBase64Url } from './base64url.js';
import { DEFAULT_SETS, MAX_SEED } from '../engine/vocabulary.js';

/**
 * `bytes` through a compression or decompression stream.
 * @param {Uint8Array<ArrayBuffer>} bytes
 * @param {CompressionStream | DecompressionStream} stream
 */
async function pipe(bytes, stream) {
  const buf = await new Response(new Blob([bytes]).stream().pipeThrough(stream)).arrayBuffer();
  return new Uint8Array(buf);
}

/** What a share link that unpacks to more than the engine's 1 MiB says. */
export const LINK_TOO_LARGE = 'this link holds more than 1 MiB of game, more than any game needs: it may be damaged or not a link of this page';

/** A share link refused before the engine reads it: `kind` (`not-base64url`, `cannot-unpack`,
 * `too-large`) is what the page words it by (page.ftl `page-share-link-<kind>`), the message English. */
export class ShareLinkError extends Error {
  /**
   * @param {'not-base64url' | 'cannot-unpack' | 'too-large'} kind
   * @param {string} message
   */
  constructor(kind, message) {
    super(message);
    this.kind = kind;
  }
}

/** The code of a share link for saved-game JSON. @param {string} json */
export async function encodeGame(json) {
  const bytes = new TextEncoder().encode(json);
  if (typeof CompressionStream === 'function') {
    try {
      return toBase64Url(await pipe(bytes, new CompressionStream('deflate-raw')));
    } catch { /* plain below */ }
  }
  return toBase64Url(bytes);
}

/**
 * The saved-game JSON in a share link's code (compressed or plain). It unpacks as a stream and
 * stops at the engine's limit of 1 MiB: a link that would unpack to more is refused at once.
 * @param {string} code
 * @returns {Promise<string>}
 */
export async function decodeGame(code) {
  let bytes;
  try {
    bytes = fromBase64Url(code.trim());
  } catch {
    throw new ShareLinkError('not-base64url', 'the link is damaged (it is not base64url)');
  }
  const text = (/** @type {Uint8Array} */ b) => new TextDecoder('utf-8', { fatal: true }).decode(b);
  if (bytes[0] === 0x7b) {
    if (bytes.length > MAX_GAME_BYTES) throw new ShareLinkError('too-large', LINK_TOO_LARGE);
    try {
      const t = text(bytes);
      JSON.parse(t);
      return t;
    } catch { /* maybe compressed after all */ }
  }
  if (typeof DecompressionStream === 'function') {
    try {
      return text(await inflateCapped(bytes, MAX_GAME_BYTES, LINK_TOO_LARGE));
    } catch (e) {
      if (e instanceof TooLarge) throw new ShareLinkError('too-large', LINK_TOO_LARGE);
    }
  }
  throw new ShareLinkError('cannot-unpack', 'the link is damaged (it cannot be unpacked); ask for it again');
}

/**
 * The code of `#game=<code>` in an address's hash, or null. A code whose %-escapes are broken
 * is returned as it stands: reading it then fails in words (the link is damaged), as for
 * `#g=` (play-link.js), rather than stopping the page.
 * @param {string} hash
 */
export function gameCodeIn(hash) {
  const m = /(?:^#|&)game=([^&]*)/.exec(hash);
  if (!m) return null;
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return m[1];
  }
}

// Seed links: `?seed=7&sets=base,gcc,sc&player=Ann.d8352a&player=Bob.2f6fdc&limit-bonus=replace`
// start a new game with that setup. `player=NAME.COLOUR` (COLOUR: #rrggbb without the #, or
// empty) once per player in turn order, left out for the page's two default players; a variant
// (V1–V6) by its setup key, left out at the rulebook's reading. An address without `player`
// gives the two default players, one without `sets` the base game (links written before).

const HEX = /^[0-9a-f]{3}(?:[0-9a-f]{3})?$/i;

/**
 * The query (without `?`) of a link that starts a new game with `setup` ({players, sets, seed,
 * variants}). `defaultPlayers`: the [name, colour] pairs an address without `player` stands
 * for; `variantDefaults`: {key: rulebook value}.
 * @param {{seed: number, sets?: string[], players?: (string | {name: string, colour?: string})[], variants?: Record<string, string>}} setup
 * @param {{defaultPlayers?: string[][], variantDefaults?: Record<string, string>}} [opts]
 */
export function setupQuery(setup, { defaultPlayers = [], variantDefaults = {} } = {}) {
  const params = new URLSearchParams();
  params.set('seed', String(setup.seed));
  const sets = (setup.sets || DEFAULT_SETS).join(',');
  if (sets !== DEFAULT_SETS.join(',')) params.set('sets', sets);
  const players = (setup.players || []).map((p) => (typeof p === 'string' ? { name: p, colour: '' } : p));
  const plain = players.length === 2 && players.every((p, i) => defaultPlayers[i]
    && p.name === defaultPlayers[i][0] && (p.colour || '').toLowerCase() === defaultPlayers[i][1].toLowerCase());
  if (!plain) {
    for (const p of players) {
      const c = p.colour || '';
      params.append('player', `${p.name}.${c.startsWith('#') && HEX.test(c.slice(1)) ? c.slice(1) : c}`);
    }
  }
  for (const [key, value] of Object.entries(setup.variants || {})) {
    if (value !== variantDefaults[key]) params.set(key, value);
  }
  return params.toString().replace(/%2C/g, ',');
}

/**
 * The setup of a seed link's query (`location.search`): {setup, problems, problemWords} (`problems` in English, `problemWords` as message ids and arguments). A seed that is not a
 * whole number from 0 to `maxSeed` is replaced with `randomSeed()` and said in `problems`; names,
 * colours and sets go to the engine as written (it refuses them in words).
 * @param {string} search
 * @param {{defaultPlayers?: string[][], variantKeys?: string[], maxSeed?: number, randomSeed?: () => number}} [defaults]
 */
export function setupFromQuery(search, { defaultPlayers = [], variantKeys = [], maxSeed = MAX_SEED, randomSeed = () => 0 } = {}) {
  const params = new URLSearchParams(search);
  const problems = [];
  const problemWords = []; // the same as message ids with arguments (www/locales/*/page.ftl)
  const raw = (params.get('seed') || '').trim();
  let seed = /^\d{1,16}$/.test(raw) && Number(raw) <= maxSeed ? Number(raw) : null;
  if (seed === null) {
    if (raw) problems.push(`The seed "${raw}" is not a whole number from 0 to 2^53 − 1: a random seed is used.`);
    if (raw) problemWords.push({ id: 'page-seed-not-number', args: { seed: raw } });
    seed = randomSeed();
  }
  const sets = (params.get('sets') || '').split(',').map((x) => x.trim()).filter(Boolean);
  const written = params.getAll('player');
  const players = written.length
    ? written.map((w) => {
      const dot = w.lastIndexOf('.');
      if (dot < 0) return { name: w };
      const name = w.slice(0, dot);
      const c = w.slice(dot + 1);
      if (!c) return { name };
      return { name, colour: HEX.test(c) ? `#${c}` : c };
    })
    : defaultPlayers.slice(0, 2).map(([name, colour]) => ({ name, colour }));
  /** @type {{players: {name: string, colour?: string}[], sets: string[], seed: number, variants?: Record<string, string>}} */
  const setup = { players, sets: sets.length ? sets : [...DEFAULT_SETS], seed };
  /** @type {Record<string, string>} */
  const variants = {};
  for (const key of variantKeys) if (params.has(key)) variants[key] = /** @type {string} */ (params.get(key));
  if (Object.keys(variants).length) setup.variants = variants;
  return { setup, problems, problemWords };
}

