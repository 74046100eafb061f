// Unpacking share links without trusting them: a compressed link of 136 KB can unpack to
// 100 MB, so the bytes are inflated as a stream, chunk by chunk, and the reading stops as soon
// as they pass the engine's limit for a saved game (1 MiB of JSON). A pure module (no page
// state), tested with node --test in tests/unit/.

import { MAX_GAME_BYTES } from './fetch-capped.js';

/** The engine's limit for a scenario file or a saved game: 1 MiB of JSON (fetch-capped.js). */
export { MAX_GAME_BYTES };

/** The reader's words when a link or a file holds more than the limit. */
export class TooLarge extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'TooLarge';
  }
}

/**
 * Reads a byte stream up to `limit` bytes; throws `TooLarge(message)` (and stops reading) as
 * soon as it holds more.
 * @param {ReadableStream<Uint8Array>} stream
 * @param {number} limit
 * @param {string} message
 * @returns {Promise<Uint8Array>}
 */
export async function readCapped(stream, limit, message) {
  const reader = stream.getReader();
  const chunks = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) throw new TooLarge(message);
      chunks.push(value);
    }
  } catch (e) {
    reader.cancel().catch(() => {});
    throw e;
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/**
 * Inflates deflate-raw `bytes`, stopping at `limit` bytes of output: a `TooLarge` error says
 * so; any other error means the bytes are not deflate-raw data.
 * @param {Uint8Array} bytes
 */
export async function inflateCapped(bytes, limit = MAX_GAME_BYTES, message = 'too large') {
  // The input goes in by small slices: the decompressor unpacks a whole input chunk at once,
  // and deflate turns 1 byte into at most about 1,032, so a 512-byte slice gives at most about
  // half a megabyte before the reader can stop it (a 64 KB chunk could give 64 MB).
  let at = 0;
  const input = new ReadableStream({
    pull(ctl) {
      if (at >= bytes.length) {
        ctl.close();
        return;
      }
      ctl.enqueue(bytes.subarray(at, at + INPUT_SLICE));
      at += INPUT_SLICE;
    },
  }, { highWaterMark: 0 });
  return readCapped(input.pipeThrough(new DecompressionStream('deflate-raw')), limit, message);
}

/** Bytes of packed input given to the decompressor at a time. */
const INPUT_SLICE = 512;
