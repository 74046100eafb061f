// A scenario packed for a link (a picture's, issue 24): its texts in one language, no
// expectations, deflate-raw compressed in base64url after a `z` (`packScenario`); the embed's
// `scenario=` reads it back (`unpackText`, a stream capped at the engine's 1 MiB). Kept apart
// from share.js so that the embed loads it only for such an address. No DOM.

import { inflateCapped, MAX_GAME_BYTES } from './inflate.js';
import { fromBase64Url, toBase64Url } from './base64url.js';

/**
 * Scenario `doc` made short: its texts in language `lang` only (else English), no expectations
 * (the tests'), packed after a `z`. Example 1 inline: 9,234 characters of base64url, 967 so.
 * @param {unknown} doc
 * @param {string} lang
 */
export async function packScenario(doc, lang) {
  /** @type {(v: any) => any} */
  const one = (v) => {
    if (Array.isArray(v)) return v.map(one);
    if (!v || typeof v !== 'object') return v;
    if (typeof v.en === 'string' && Object.values(v).every((x) => typeof x === 'string')) return typeof v[lang] === 'string' ? v[lang] : v.en;
    return Object.fromEntries(Object.entries(v).filter(([k]) => k !== 'expect').map(([k, x]) => [k, one(x)]));
  };
  const bytes = new TextEncoder().encode(JSON.stringify(one(doc)));
  const packed = await new Response(new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer();
  return `z${toBase64Url(new Uint8Array(packed))}`;
}

/** The text of a packed code (without its `z`); throws when it is not one or unpacks to more than 1 MiB. @param {string} code */
export async function unpackText(code) {
  const bytes = await inflateCapped(fromBase64Url(code), MAX_GAME_BYTES, 'too large');
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}
