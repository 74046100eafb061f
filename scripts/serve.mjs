// A tiny static server for the served copy, site/ (scripts/build-site.mjs, `make build`): `/`
// goes to `/www/`, and only www/, pkg/ and docs/ (the guides the page links to, as plain text)
// are served. A file's .br or .gz sibling is sent instead, with Content-Encoding, when the
// request's Accept-Encoding allows it, as a static host does (docs/HOSTING.md).
// Usage: node scripts/serve.mjs [port] [dir]   (default 8000, on 127.0.0.1 only; dir: site/ of
//        this checkout, or any folder with www/, pkg/ and docs/, such as a checkout's root to
//        serve the plain modules)
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const checkout = resolve(fileURLToPath(new URL('..', import.meta.url)));
/** The built copy of this checkout, served by default. */
export const SITE = join(checkout, 'site');
const port = Number(process.argv[2] || process.env.PORT || 8000);
const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.md': 'text/plain; charset=utf-8',
  '.ftl': 'text/plain; charset=utf-8', '.webmanifest': 'application/manifest+json; charset=utf-8',
};

/**
 * The Cache-Control of `path` (docs/HOSTING.md, "Types, compression and caching"): the chunks
 * (www/chunks/, their names carry a hash of their content) may be kept a year unasked; every
 * other file — the pages, the entry bundles, the manifest, the service worker (www/sw.js: the
 * browser must see a new version at once), the engine, the words — is asked again each time
 * (a 304 when unchanged).
 */
export function cacheControl(path) {
  return /^\/www\/chunks\/[^/]+$/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** The encodings `accept` (an Accept-Encoding header) allows, best first: 'br', 'gzip'. */
export function acceptedEncodings(accept = '') {
  const q = new Map();
  for (const part of String(accept).toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const qv = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name.trim(), qv ? Number(qv.slice(2)) : 1);
  }
  const ok = (e) => (q.has(e) ? q.get(e) > 0 : (q.get('*') ?? 0) > 0);
  return ['br', 'gzip'].filter(ok);
}

/**
 * The folder to serve for `dir`: its built copy `dir`/site/ when there is one, else `dir` itself
 * (a checkout without a build serves its plain www/ modules).
 */
export function servedDir(dir) {
  return existsSync(join(dir, 'site', 'www')) ? join(dir, 'site') : dir;
}

/** The pages no other site may frame, and the headers that say so (docs/HOSTING.md, "Framing"). */
export const NOT_FRAMED = /^\/www\/(index|editor)\.html$/;
export const FRAMING_HEADERS = { 'Content-Security-Policy': "frame-ancestors 'self'", 'X-Frame-Options': 'SAMEORIGIN' };

/**
 * Serves `dir` (its www/, pkg/ and docs/; site/ of this checkout by default) on `listenPort`.
 * `sources` (the end-to-end tests only): a checkout whose plain www/ and pkg/ modules are also
 * served under /src/ (a test imports a module of www/ as it is into a page: /src/www/words/…).
 */
export function startServer(listenPort = port, dir = SITE, { sources = null } = {}) {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://localhost');
    let path;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain' });
      return res.end('bad request: the path is not valid percent-encoding');
    }
    if (path === '/' || path === '/index.html') {
      res.writeHead(302, { Location: '/www/' + url.search });
      return res.end();
    }
    if (path.endsWith('/')) path += 'index.html';
    let root = dir;
    if (sources && path.startsWith('/src/')) {
      root = sources;
      path = path.slice('/src'.length);
    }
    const file = normalize(join(root, path));
    const allowed = [join(root, 'www') + '/', join(root, 'pkg') + '/', join(root, 'docs') + '/'];
    if (path.includes('\0') || !allowed.some((d) => file.startsWith(d))) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      return res.end('not found');
    }
    try {
      const info = await stat(file);
      if (!info.isFile()) throw new Error('not a file');
      const headers = {
        'Content-Type': types[extname(file)] || 'application/octet-stream',
        'Cache-Control': root === dir ? cacheControl(path) : 'no-cache',
        Vary: 'Accept-Encoding',
      };
      // the game page and the editor keep a player's games: no other site may frame them (the
      // embed is the page meant for frames), as docs/HOSTING.md asks of hosts
      if (root === dir && NOT_FRAMED.test(path)) Object.assign(headers, FRAMING_HEADERS);
      let body = null;
      for (const enc of acceptedEncodings(req.headers['accept-encoding'])) {
        const sibling = `${file}.${enc === 'gzip' ? 'gz' : 'br'}`;
        body = await readFile(sibling).catch(() => null);
        if (body) {
          headers['Content-Encoding'] = enc;
          break;
        }
      }
      body ??= await readFile(file);
      // a validator, so that no-cache costs a 304 when the file has not changed (one per encoding)
      headers.ETag = `W/"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}-${headers['Content-Encoding'] ?? 'identity'}"`;
      if (req.headers['if-none-match'] === headers.ETag) {
        delete headers['Content-Length'];
        res.writeHead(304, headers);
        return res.end();
      }
      headers['Content-Length'] = body.length;
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('not found');
    }
  });
  return new Promise((ok) => server.listen(listenPort, '127.0.0.1', () => ok(server)));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[3] ? resolve(process.argv[3]) : SITE;
  if (!existsSync(join(dir, 'www'))) {
    console.error(`${dir} has no www/: run make build (it writes the served copy, site/)`);
    process.exit(1);
  }
  startServer(port, dir).then(() => console.log(`serving ${dir} on http://127.0.0.1:${port}/`));
}
