// Reading the PNG pictures the tests make (scripts/render.mjs, the embed's buttons): a small
// decoder of 8-bit, non-interlaced PNGs (what resvg and Chromium write) and a summary of what a
// picture shows. Not a test file itself.
import assert from 'node:assert/strict';
import { inflateSync } from 'node:zlib';

/**
 * The pixels of an 8-bit RGBA (or RGB) PNG without interlacing: `{width, height, px(x, y)}`.
 * @param {Buffer} buf
 */
export function decodePng(buf) {
  assert.equal(buf.subarray(1, 4).toString(), 'PNG');
  let pos = 8;
  let width = 0;
  let height = 0;
  let channels = 4;
  const idat = [];
  while (pos < buf.length) {
    const len = buf.readUInt32BE(pos);
    const type = buf.subarray(pos + 4, pos + 8).toString();
    const data = buf.subarray(pos + 8, pos + 8 + len);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      assert.equal(data[8], 8, '8 bits a channel');
      const c = /** @type {Record<number, number>} */ ({ 2: 3, 6: 4 })[data[9]];
      assert.ok(c, `colour type ${data[9]}`);
      channels = c;
      assert.equal(data[12], 0, 'not interlaced');
    } else if (type === 'IDAT') idat.push(data);
    pos += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const out = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const f = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? out[y * stride + i - channels] : 0;
      const b = y ? out[(y - 1) * stride + i] : 0;
      const c = y && i >= channels ? out[(y - 1) * stride + i - channels] : 0;
      let v = line[i];
      if (f === 1) v += a;
      else if (f === 2) v += b;
      else if (f === 3) v += (a + b) >> 1;
      else if (f === 4) {
        const p = a + b - c;
        const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      out[y * stride + i] = v & 255;
    }
  }
  return { width, height, px: (/** @type {number} */ x, /** @type {number} */ y) => [...out.subarray(y * stride + x * channels, y * stride + x * channels + channels)] };
}

/**
 * What the PNG shows: its size, how many distinct colours, and how much of it is green (tiles).
 * @param {Buffer} png
 */
export function look(png) {
  const img = decodePng(png);
  const colours = new Set();
  let green = 0;
  let n = 0;
  for (let y = 0; y < img.height; y += 3) {
    for (let x = 0; x < img.width; x += 3) {
      const [r, g, b] = img.px(x, y);
      colours.add((r << 16) | (g << 8) | b);
      if (g > r + 20 && g > b + 40) green++;
      n++;
    }
  }
  return { width: img.width, height: img.height, colours: colours.size, green: green / n };
}

