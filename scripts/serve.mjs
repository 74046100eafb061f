// A tiny static server for the page: `/` goes to `/www/`, and only www/, pkg/ and docs/ (the
// guides the page links to, as plain text) are served.
// Usage: node scripts/serve.mjs [port]   (default 8000, on 127.0.0.1 only)
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const port = Number(process.argv[2] || process.env.PORT || 8000);
const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.md': 'text/plain; charset=utf-8',
  '.ftl': 'text/plain; charset=utf-8',
};

/** Serves `dir` (a checkout: its www/, pkg/ and docs/; this one by default) on `listenPort`. */
export function startServer(listenPort = port, dir = root) {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://localhost');
    let path = decodeURIComponent(url.pathname);
    if (path === '/' || path === '/index.html') {
      res.writeHead(302, { Location: '/www/' + url.search });
      return res.end();
    }
    if (path.endsWith('/')) path += 'index.html';
    const file = normalize(join(dir, path));
    const allowed = [join(dir, 'www') + '/', join(dir, 'pkg') + '/', join(dir, 'docs') + '/'];
    if (!allowed.some((dir) => file.startsWith(dir))) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      return res.end('not found');
    }
    try {
      if (!(await stat(file)).isFile()) throw new Error('not a file');
      const body = await readFile(file);
      res.writeHead(200, {
        'Content-Type': types[extname(file)] || 'application/octet-stream',
        'Cache-Control': 'no-cache',
      });
      res.end(body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('not found');
    }
  });
  return new Promise((ok) => server.listen(listenPort, '127.0.0.1', () => ok(server)));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  startServer().then(() => console.log(`serving http://127.0.0.1:${port}/`));
}
