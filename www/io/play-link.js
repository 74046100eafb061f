// Play by link, the pure part (no DOM; unit tested with `node --test`, tests/unit/share.test.mjs):
// the code in a link or a pasted text, which seats are played here, and how a link's moves stand
// to the game kept. The page's side is page/link.js; the code itself is the engine's
// (GameHandle.linkCode / fromLink, src/link.rs). Only the page loads this module, not the embed.

// Links `#g=<code>` (docs/FORMATS.md, "Play-by-link code"): the engine's short code of a game,
// which carries the game id and the seats played in the sender's browser. `#game=<code>` (the
// saved game, compressed: share.js) is still read.
import { LIMITS } from '../engine/vocabulary.js';

/**
 * The longest text the page reads as a link or a code (characters): the engine's longest code
 * (`limits.max_link_chars`, 16,384) and room for the page's address around it.
 */
export const MAX_LINK_TEXT = LIMITS.max_link_chars + 4096;

/**
 * The code in a link or a pasted text: `{kind: 'g', code}` for a play-by-link code (`#g=`),
 * `{kind: 'game', code}` for a saved-game link (`#game=`), `{kind: 'bare', code}` for a code
 * pasted alone (tried as a play-by-link code first), or null when there is none.
 * @param {unknown} text
 * @returns {{kind: string, code: string} | null}
 */
export function linkCodeIn(text) {
  const t = String(text || '').trim();
  if (!t || t.length > MAX_LINK_TEXT) return null;
  const m = /[#&](g|game)=([^&\s]*)/.exec(t);
  if (m) {
    let code = m[2];
    try {
      code = decodeURIComponent(code);
    } catch { /* left as written: the engine says what is wrong */ }
    return { kind: m[1], code };
  }
  if (/^[A-Za-z0-9_-]+$/.test(t)) return { kind: 'bare', code: t };
  return null;
}

/** The code of `#g=<code>` in an address's hash, or null. @param {string} hash */
export function playCodeIn(hash) {
  const m = /(?:^#|&)g=([^&]*)/.exec(hash);
  if (!m) return null;
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return m[1];
  }
}

/**
 * The seats played in this browser when a link says the sender played `senderSeats` (bit i for
 * seat i) of `players` seats: the others. Each side's seats are the ones that were remote for
 * the other; a link whose sender played no seat (a plain "Share link") gives every seat to the
 * opener (a hot-seat game).
 * @param {number} senderSeats
 * @param {number} players
 */
export function localSeatsOf(senderSeats, players) {
  return Array.from({ length: players }, (_, i) => (senderSeats & (1 << i)) === 0);
}

/** The bits of the seats played here (`local`: a boolean per seat), as a link carries them. @param {readonly boolean[]} local */
export function seatBits(local) {
  return local.reduce((/** @type {number} */ bits, mine, i) => (mine ? bits | (1 << i) : bits), 0);
}

/**
 * Whether two written actions are the same, field order aside.
 * @param {any} a
 * @param {any} b
 * @returns {boolean}
 */
function sameAction(a, b) {
  const keys = (/** @type {object | null | undefined} */ o) => Object.keys(o || {}).sort();
  const ka = keys(a);
  const kb = keys(b);
  return ka.length === kb.length && ka.every((k, i) => k === kb[i]
    && (typeof a[k] === 'object' && a[k] !== null ? sameAction(a[k], b[k]) : a[k] === b[k]));
}

/**
 * How a link's moves (`theirs`, written actions) stand to the moves kept here (`mine`):
 * `{kind: 'same'}`, `{kind: 'extends', from}` (the link continues the game kept here: its new
 * moves start at `from`), `{kind: 'older', at}` (the link stops at move `at` of the kept game)
 * or `{kind: 'diverged', at}` (the first move that differs, 0-based).
 * @param {readonly unknown[]} mine
 * @param {readonly unknown[]} theirs
 */
export function compareMoves(mine, theirs) {
  const n = Math.min(mine.length, theirs.length);
  let i = 0;
  while (i < n && sameAction(mine[i], theirs[i])) i++;
  if (i < n) return { kind: 'diverged', at: i };
  if (mine.length === theirs.length) return { kind: 'same' };
  if (theirs.length > mine.length) return { kind: 'extends', from: mine.length };
  return { kind: 'older', at: theirs.length };
}
