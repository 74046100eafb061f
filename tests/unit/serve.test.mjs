// scripts/serve.mjs: the static server of the served copy (and of the e2e tests): a malformed
// path is a 400, not a crash; a precompressed sibling is sent when the request accepts it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { acceptedEncodings, cacheControl, startServer } from '../../scripts/serve.mjs';

/** The port `server` listens on. @param {import('node:net').Server} server */
function portOf(server) {
  const address = server.address();
  assert.ok(address && typeof address === 'object', 'the server listens on a port');
  return address.port;
}

/**
 * GET `path` from `port` with `headers`, undecoded: {status, headers, body}.
 * @param {number} port
 * @param {string} path
 * @returns {Promise<{status: number | undefined, headers: import('node:http').IncomingHttpHeaders, body: Buffer}>}
 */
function get(port, path, headers = {}) {
  return new Promise((ok, fail) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      /** @type {Buffer[]} */
      const parts = [];
      res.on('data', (d) => parts.push(d));
      res.on('end', () => ok({ status: res.statusCode, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', fail);
    req.end();
  });
}

test('Accept-Encoding: brotli first, then gzip; q=0 refuses; * allows', () => {
  assert.deepEqual(acceptedEncodings('gzip, deflate, br, zstd'), ['br', 'gzip']);
  assert.deepEqual(acceptedEncodings('gzip'), ['gzip']);
  assert.deepEqual(acceptedEncodings('br;q=0, gzip;q=0.5'), ['gzip']);
  assert.deepEqual(acceptedEncodings('*'), ['br', 'gzip']);
  assert.deepEqual(acceptedEncodings('identity'), []);
  assert.deepEqual(acceptedEncodings(undefined), []);
});

test('serve.mjs: 400 for a malformed path (and serves on), precompressed siblings, Vary, nothing outside www/ pkg/ docs/', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'serve-test-'));
  const text = 'export const x = 1;\n'.repeat(50);
  mkdirSync(join(dir, 'www'));
  writeFileSync(join(dir, 'www', 'a.js'), text);
  writeFileSync(join(dir, 'www', 'a.js.gz'), gzipSync(text));
  writeFileSync(join(dir, 'www', 'a.js.br'), brotliCompressSync(text));
  writeFileSync(join(dir, 'www', 'plain.css'), 'p{}');
  writeFileSync(join(dir, 'secret.txt'), 'no');
  const server = await startServer(0, dir);
  const port = portOf(server);
  try {
    const bad = await get(port, '/www/%E0%A4%A');
    assert.equal(bad.status, 400);
    const br = await get(port, '/www/a.js', { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.status, 200, 'the server answers on after a malformed path');
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers['content-type'], 'text/javascript; charset=utf-8');
    assert.equal(br.headers.vary, 'Accept-Encoding');
    assert.equal(br.body.length, Number(br.headers['content-length']));
    const gz = await get(port, '/www/a.js', { 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    const raw = await get(port, '/www/a.js');
    assert.equal(raw.headers['content-encoding'], undefined);
    assert.equal(raw.body.toString(), text);
    const css = await get(port, '/www/plain.css', { 'accept-encoding': 'br' });
    assert.equal(css.headers['content-encoding'], undefined, 'no sibling: the file as it is');
    assert.equal(css.body.toString(), 'p{}');
    for (const path of ['/secret.txt', '/www/../secret.txt', '/www/%2e%2e/secret.txt', '/www/a%00.js']) {
      assert.equal((await get(port, path)).status, 404, path);
    }
    assert.equal((await get(port, '/?lang=fr')).headers.location, '/www/?lang=fr');
  } finally {
    await new Promise((ok) => server.close(ok));
    rmSync(dir, { recursive: true, force: true });
  }
});

test('serve.mjs: the game page and the editor say no other site may frame them; the embed may be framed', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'serve-test-'));
  mkdirSync(join(dir, 'www'));
  for (const f of ['index.html', 'editor.html', 'embed.html']) writeFileSync(join(dir, 'www', f), '<!doctype html>');
  const server = await startServer(0, dir);
  try {
    const port = portOf(server);
    for (const f of ['index.html', 'editor.html']) {
      const r = await get(port, `/www/${f}`);
      assert.equal(r.headers['content-security-policy'], "frame-ancestors 'self'", f);
      assert.equal(r.headers['x-frame-options'], 'SAMEORIGIN', f);
    }
    const e = await get(port, '/www/embed.html');
    assert.equal(e.status, 200);
    assert.equal(e.headers['x-frame-options'], undefined);
    assert.equal(e.headers['content-security-policy'], undefined);
  } finally {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('serve.mjs: the hashed chunks are immutable, everything else no-cache with a validator (304), the manifest typed', async () => {
  assert.equal(cacheControl('/www/chunks/chunk-ABC123.js'), 'public, max-age=31536000, immutable');
  for (const p of ['/www/index.html', '/www/sw.js', '/www/manifest.webmanifest', '/www/embed/main.js', '/pkg/carcassonne_mist_bg.wasm', '/www/chunks/']) {
    assert.equal(cacheControl(p), 'no-cache', p);
  }
  const dir = mkdtempSync(join(tmpdir(), 'serve-test-'));
  mkdirSync(join(dir, 'www', 'chunks'), { recursive: true });
  const text = 'export const y = 2;\n'.repeat(50);
  writeFileSync(join(dir, 'www', 'chunks', 'c-X1.js'), text);
  writeFileSync(join(dir, 'www', 'chunks', 'c-X1.js.br'), brotliCompressSync(text));
  writeFileSync(join(dir, 'www', 'sw.js'), 'self;');
  writeFileSync(join(dir, 'www', 'manifest.webmanifest'), '{}');
  const server = await startServer(0, dir);
  try {
    const port = portOf(server);
    const chunk = await get(port, '/www/chunks/c-X1.js', { 'accept-encoding': 'br' });
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(chunk.headers['content-encoding'], 'br');
    const plain = await get(port, '/www/chunks/c-X1.js');
    assert.notEqual(plain.headers.etag, chunk.headers.etag, 'each encoding its own validator');
    const again = await get(port, '/www/chunks/c-X1.js', { 'accept-encoding': 'br', 'if-none-match': chunk.headers.etag });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
    const worker = await get(port, '/www/sw.js');
    assert.equal(worker.headers['cache-control'], 'no-cache');
    assert.equal((await get(port, '/www/sw.js', { 'if-none-match': 'W/"other"' })).status, 200, 'another validator: the file');
    const manifest = await get(port, '/www/manifest.webmanifest');
    assert.equal(manifest.headers['content-type'], 'application/manifest+json; charset=utf-8');
    assert.equal(manifest.headers['cache-control'], 'no-cache');
  } finally {
    await new Promise((ok) => server.close(ok));
    rmSync(dir, { recursive: true, force: true });
  }
});
