// Share links: a saved game (the engine's JSON) deflate-raw compressed and written in base64url,
// read back as a stream capped at the engine's 1 MiB (inflate.js). No DOM: unit tested with
// `node --test` (tests/unit/share.test.mjs).

import { inflateCapped, MAX_GAME_BYTES, TooLarge } from './inflate.js';

/** Bytes as base64url without padding. */
export function toBase64Url(bytes) {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** base64url (padding optional) as bytes; throws on other text. */
export function fromBase64Url(text) {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

async function pipe(bytes, stream) {
  const buf = await new Response(new Blob([bytes]).stream().pipeThrough(stream)).arrayBuffer();
  return new Uint8Array(buf);
}

/** What a share link that unpacks to more than the engine's 1 MiB says. */
export const LINK_TOO_LARGE = 'this link holds more than 1 MiB of game, more than any game needs: it may be damaged or not a link of this page';

/** The code of a share link for saved-game JSON. */
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
 */
export async function decodeGame(code) {
  let bytes;
  try {
    bytes = fromBase64Url(code.trim());
  } catch {
    throw new Error('the link is damaged (it is not base64url)');
  }
  const text = (b) => new TextDecoder('utf-8', { fatal: true }).decode(b);
  if (bytes[0] === 0x7b) {
    if (bytes.length > MAX_GAME_BYTES) throw new Error(LINK_TOO_LARGE);
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
      if (e instanceof TooLarge) throw new Error(LINK_TOO_LARGE);
    }
  }
  throw new Error('the link is damaged (it cannot be unpacked); ask for it again');
}

/** The code of `#game=<code>` in an address's hash, or null. */
export function gameCodeIn(hash) {
  const m = /(?:^#|&)game=([^&]*)/.exec(hash);
  return m ? decodeURIComponent(m[1]) : null;
}
