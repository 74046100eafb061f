// Makes the served copy, site/ (build output, never committed; docs/HOSTING.md): what a static
// host serves, built from www/ (plain ES modules by concern), pkg/ (the engine, Fluent, the
// scenario index) and docs/. Run by `make build` after scripts/build-wasm.sh.
//
// - site/www/: the pages, styles (each with the files it @imports inlined, so that a page asks
//   for one stylesheet, and those only imported left out; minified), word files, scenarios and
//   the host's origins file as in www/; each entry's modules bundled and minified by esbuild into ONE file at the
//   entry's own path (www/page/main.js, www/embed/main.js, www/editor/main.js,
//   www/scenarios/index.js, www/engine/ai-worker.js), and what an entry imports lazily
//   (`import()`: the other languages' rule texts, the picture export, the mist view, …) in
//   www/chunks/, fetched only when asked for. The engine's glue is in the bundle; its module
//   (.wasm) stays in site/pkg/, fetched when the bundle starts the engine.
// - site/pkg/: the two engine modules (.wasm), their glue as wasm-bindgen wrote it (for whoever
//   uses the engine's API directly; the pages load the copy in their bundle), scenarios.json and
//   the index's thumbnails (thumbs/).
// - site/docs/: the guides the page links to, served as plain text.
// - site/www/icons/: the app's icons (www/manifest.webmanifest), PNGs rendered from
//   www/icons/icon.svg by resvg.
// - site/www/sw.js: the service worker (www/sw.js) with the list of every file above that a page
//   may ask for, each with its SHA-256, and the version they make (docs/ARCHITECTURE.md, "Offline").
// - a .gz (zlib level 9) and a .br (brotli quality 11) beside each text file and module that
//   compresses, for hosts that serve precompressed files (nginx gzip_static, Caddy precompressed…).
//
// A `new URL('…', import.meta.url)` in a bundled module is relative to the bundle once bundled:
// the build rewrites each such address to the same file seen from the bundle's folder, and
// fails if an address in the output names no file of site/.
//   node scripts/build-site.mjs [out=site]
// Variants for measuring (docs/PERFORMANCE.md; none helped): WASM_PRELOAD=1 adds a preload of the
// engine's module to the pages that start it, CHUNK_PRELOADS=1 a modulepreload of each chunk an
// entry imports at once, ONE_FILE=1 bundles without splitting (the lazy imports inlined).
import { build, transform } from 'esbuild';
import { brotliCompress, constants, gzip, gzipSync } from 'node:zlib';
import { promisify } from 'node:util';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseHTML } from 'linkedom';
import { AREAS, wordsFrom } from '../www/words/i18n.js';
import { usePageLanguage, wordIndexDom } from '../www/words/pages.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The entries: [page (or null), its entry module], paths relative to www/. */
/** @type {[string | null, string][]} */
export const ENTRIES = [
  ['index.html', 'page/main.js'],
  ['embed.html', 'embed/main.js'],
  ['editor.html', 'editor/main.js'],
  ['scenarios/index.html', 'scenarios/index.js'],
  [null, 'engine/ai-worker.js'], // started by page/ai.js as a module worker
];

/** The files that get .gz and .br siblings. */
const COMPRESSED = new Set(['.html', '.js', '.css', '.json', '.ftl', '.wasm', '.svg', '.md', '.txt', '.webmanifest']);

/**
 * The app's icons (www/manifest.webmanifest, the pages' apple-touch-icon): [file, size, maskable].
 * @type {[string, number, boolean][]}
 */
export const ICONS = [['icon-192.png', 192, false], ['icon-512.png', 512, false], ['maskable-512.png', 512, true], ['apple-touch-icon.png', 180, true]];

/**
 * The maskable version of the icon's SVG text `svg`: the whole square filled with the table's
 * colour and the icon shrunk into the middle 70%, inside the safe zone (a circle of 80% of the
 * width) that a launcher's mask never cuts.
 * @param {string} svg
 */
export function maskableSvg(svg) {
  const inner = svg.replace(/^[\s\S]*?<svg\b[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">'
    + '<rect width="512" height="512" fill="#25221d"/>'
    + `<svg x="76.8" y="76.8" width="358.4" height="358.4" viewBox="0 0 512 512">${inner}</svg></svg>`;
}

/**
 * Renders the PNG icons of `out`/www/icons/ from www/icons/icon.svg (resvg).
 * @param {string} out
 */
async function renderIcons(out) {
  const { Resvg } = await import('@resvg/resvg-js');
  const svg = readFileSync(join(ROOT, 'www/icons/icon.svg'), 'utf8');
  for (const [file, size, maskable] of ICONS) {
    const png = new Resvg(maskable ? maskableSvg(svg) : svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
    writeFileSync(join(out, 'www/icons', file), png);
  }
}

/** The hex SHA-256 of `bytes`. */
const sha256 = (/** @type {import('node:crypto').BinaryLike} */ bytes) => createHash('sha256').update(bytes).digest('hex');

/**
 * What the service worker keeps (www/sw.js): every file of `out`/www/ and `out`/pkg/ a page,
 * the embed, the editor or the scenario index may ask for — not the .gz/.br copies (the browser
 * asks for the file, the host sends a copy), not the worker itself, not the engine's glue as
 * wasm-bindgen wrote it (pkg/*.js: the pages use the copy in their bundles), not docs/ (guides,
 * read online). Returns `[path from www/, sha256]`, sorted, and the version: the hash of them
 * all and of the worker's own source.
 * @param {string} out
 * @param {string} workerSource
 * @returns {{version: string, files: [string, string][]}}
 */
export function precacheList(out, workerSource) {
  const files = ['www', 'pkg'].flatMap((d) => filesUnder(join(out, d)))
    .map((f) => relative(out, f).split(sep).join('/'))
    .filter((f) => !/\.(gz|br)$/.test(f) && f !== 'www/sw.js' && !/^pkg\/(.+\/)?[^/]+\.js$/.test(f))
    .sort()
    .map((f) => /** @type {[string, string]} */ ([f.startsWith('www/') ? f.slice(4) : `../${f}`, sha256(readFileSync(join(out, f)))]));
  const version = sha256(JSON.stringify([workerSource, files])).slice(0, 16);
  return { version, files };
}

/**
 * Writes `out`/www/sw.js: www/sw.js with the version and the files of `precacheList`.
 * @param {string} out
 */
async function writeServiceWorker(out) {
  const source = readFileSync(join(ROOT, 'www/sw.js'), 'utf8');
  const build = precacheList(out, source);
  const marker = "const BUILD = { version: 'dev', files: [] };";
  if (!source.includes(marker)) throw new Error(`www/sw.js: no line ${marker}`);
  const text = source.replace(marker, `const BUILD = ${JSON.stringify(build)};`);
  writeFileSync(join(out, 'www/sw.js'), (await transform(text, { loader: 'js', minify: true, charset: 'utf8', legalComments: 'none', target: ['chrome110', 'firefox115', 'safari16'] })).code);
  const bytes = build.files.reduce((n, [f]) => n + statSync(join(out, 'www', f)).size, 0);
  return { version: build.version, files: build.files.length, bytes };
}

const NEW_URL = /new URL\(\s*(["'`])([^"'`]+)\1\s*,\s*import\.meta\.url\s*\)/g;

/**
 * An esbuild plugin: in every module, `new URL('x', import.meta.url)` becomes the address of the
 * same file seen from `outDir` (the folder of the bundle in the source tree, absolute): in a
 * bundle, import.meta.url is the bundle's address, not the module's.
 * @param {string} outDir
 * @returns {import('esbuild').Plugin}
 */
export function importMetaUrls(outDir) {
  return {
    name: 'import-meta-urls',
    setup(b) {
      b.onLoad({ filter: /\.m?js$/ }, (args) => {
        const text = readFileSync(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return undefined;
        const contents = text.replace(NEW_URL, (all, q, rel) => {
          if (/^[a-z]+:/i.test(rel)) return all;
          const target = resolve(dirname(args.path), rel);
          let fromOut = relative(outDir, target).split(sep).join('/');
          if (rel.endsWith('/')) fromOut += '/';
          if (!fromOut.startsWith('.')) fromOut = './' + fromOut;
          return `new URL(${JSON.stringify(fromOut)}, import.meta.url)`;
        });
        return { contents, loader: 'js' };
      });
    },
  };
}

/**
 * Every file under `dir`, as absolute paths.
 * @param {string} dir
 * @returns {string[]}
 */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    return e.isDirectory() ? filesUnder(p) : [p];
  });
}

/**
 * Bundles `entry` (relative to www/) into `out`/www/<entry> and its lazy imports into
 * `out`/www/chunks/. One build per entry, so that an entry's first load is its own file and no
 * chunk shared with another page. Returns esbuild's metafile.
 * @param {string} entry
 * @param {string} out
 */
async function bundle(entry, out) {
  const entryDir = dirname(join('www', entry));
  const result = await build({
    entryPoints: [join(ROOT, 'www', entry)],
    absWorkingDir: ROOT,
    outbase: ROOT,
    outdir: out,
    entryNames: '[dir]/[name]',
    chunkNames: 'www/chunks/[name]-[hash]',
    bundle: true,
    splitting: process.env.ONE_FILE !== '1',
    format: 'esm',
    target: ['chrome110', 'firefox115', 'safari16'],
    minify: true,
    legalComments: 'none',
    charset: 'utf8',
    metafile: true,
    logLevel: 'warning',
    plugins: [importMetaUrls(join(ROOT, entryDir))],
  });
  // every chunk sits in www/chunks/, a folder beside the entry folders: a rewritten address
  // seen from the entry's folder is the same seen from a chunk's
  if (dirname(entryDir) !== 'www') throw new Error(`${entry}: entries sit one folder under www/`);
  return /** @type {import('esbuild').Metafile} */ (result.metafile);
}

/**
 * The origins of an embed allow-list's text (`www/embed-origins.json`, docs/EMBED.md): each an
 * http(s) origin as written (`https://host[:port]`); anything else fails the build, in words.
 * @param {string} text
 * @returns {string[]}
 */
export function embedOrigins(text) {
  const doc = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  if (!doc || doc.format !== 'carcassonne-mist/embed-origins' || doc.version !== 1 || !Array.isArray(doc.origins)) {
    throw new Error('www/embed-origins.json: not a list of origins ({"format": "carcassonne-mist/embed-origins", "version": 1, "origins": […]})');
  }
  return doc.origins.map((/** @type {unknown} */ o) => {
    let u = null;
    try {
      u = new URL(String(o));
    } catch { /* said below */ }
    if (!u || !['https:', 'http:'].includes(u.protocol) || u.origin !== String(o).replace(/\/$/, '')) throw new Error(`www/embed-origins.json: ${JSON.stringify(o)} is not an origin (https://host or https://host:port)`);
    return u.origin;
  });
}

/**
 * The embed's page with `origins` added to its Content-Security-Policy's `connect-src`: the
 * allow-list and the CSP made from one file, at build time, so that both are part of the
 * version the service worker checks (a host edits www/embed-origins.json, then builds).
 * @param {string} html
 * @param {string[]} origins
 */
export function embedCsp(html, origins) {
  if (!origins.length) return html;
  if (!html.includes("connect-src 'self'")) throw new Error("embed.html: no connect-src 'self' in its Content-Security-Policy");
  return html.replace("connect-src 'self'", `connect-src 'self' ${origins.join(' ')}`);
}

/**
 * The stylesheets under `dir` (www/) that only other stylesheets use: @imported by one, linked
 * by no page (`<link rel="stylesheet">` of an .html file) — base.css, ui/widgets.css. Their rules
 * are in the files that import them (bundleCss), so the served copy leaves them out and the
 * service worker does not keep them. Paths relative to `dir`, with `/`.
 * @param {string} dir
 * @returns {string[]}
 */
export function importedOnlyStyles(dir) {
  const files = filesUnder(dir);
  /** @param {string} f */
  const rel = (f) => relative(dir, f).split(sep).join('/');
  /** @param {string} from @param {RegExp} re */
  const named = (from, re) => [...readFileSync(from, 'utf8').matchAll(re)].map((m) => rel(resolve(dirname(from), m[1])));
  const linked = new Set(files.filter((f) => extname(f) === '.html').flatMap((f) => named(f, /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"#?:]+)"/g)));
  const imported = new Set(files.filter((f) => extname(f) === '.css').flatMap((f) => named(f, /@import\s+["']([^"']+)["']/g)));
  return [...imported].filter((f) => !linked.has(f)).sort();
}

/**
 * The bytes of stylesheet `file` with the stylesheets it @imports inlined (a page's own file
 * imports base.css and the widgets' look: the page asks for one file), minified.
 * @param {string} file
 */
async function bundleCss(file) {
  const result = await build({ entryPoints: [file], bundle: true, minify: true, write: false, charset: 'utf8', logLevel: 'warning' });
  return result.outputFiles[0].contents;
}

/**
 * `html` (a page of www/, which holds no words: docs/ARCHITECTURE.md, "Words layer") with the
 * English words of its marked elements filled in, from www/locales/en/*.ftl by the pages' own
 * code (`wordDom`, `data-l10n`; the scenario index's `data-i18n`) and, for an element its script
 * words as the page changes (a status, a panel's title), `data-l10n-first="id"` (its text) and
 * `data-l10n-first-attrs="title=id.title …"` (attributes): what a reader sees before the page's
 * words load, or if they cannot, and what a link preview or a browser without scripts reads.
 * The page words itself in the reader's language at start as before.
 * @param {string} html
 */
export async function withEnglishWords(html) {
  /** @type {Record<string, string>} */
  const texts = {};
  for (const area of AREAS) {
    const f = join(ROOT, 'www/locales/en', `${area}.ftl`);
    if (existsSync(f)) texts[area] = readFileSync(f, 'utf8');
  }
  const { document } = parseHTML(html);
  const w = wordsFrom('en', texts);
  await usePageLanguage('en', /** @type {Document} */ (/** @type {unknown} */ (document)), AREAS, Promise.resolve(w));
  wordIndexDom(/** @type {ParentNode} */ (/** @type {unknown} */ (document)), (id) => w.t(id));
  for (const e of /** @type {Element[]} */ ([...document.querySelectorAll('[data-l10n-first], [data-l10n-first-attrs]')])) {
    const id = e.getAttribute('data-l10n-first');
    const argsText = e.getAttribute('data-l10n-args');
    const args = argsText ? JSON.parse(argsText) : undefined;
    if (id) e.textContent = w.t(id, args);
    for (const pair of (e.getAttribute('data-l10n-first-attrs') || '').split(/\s+/).filter(Boolean)) {
      const [attr, message] = pair.split('=');
      if (!attr || !message) throw new Error(`data-l10n-first-attrs: "${pair}" is not attribute=message`);
      e.setAttribute(attr, w.t(message, args));
    }
  }
  // (linkedom writes the doctype in capitals; the page's own first line is kept)
  const doctype = /^<!doctype html>/i.exec(html);
  const out = document.toString();
  return doctype ? out.replace(/^<!doctype html>/i, doctype[0]) : out;
}

/**
 * The HTML of a page for the served copy: `wasm` (an address) adds a preload of the engine's
 * module, `modules` a modulepreload of each (measured, not used: docs/PERFORMANCE.md).
 * @param {string} html
 * @param {{wasm?: string | null, modules?: string[]}} [opts]
 */
export function servedHtml(html, { wasm = null, modules = [] } = {}) {
  if (!wasm && !modules.length) return html;
  const line = (wasm ? `  <link rel="preload" href="${wasm}" as="fetch" type="application/wasm" crossorigin>\n` : '')
    + modules.map((m) => `  <link rel="modulepreload" href="${m}">\n`).join('');
  const at = html.search(/^\s*<script type="module"/m);
  if (at < 0) throw new Error('no module script in the page');
  return html.slice(0, at) + line + html.slice(at);
}

/**
 * Writes the .gz and .br siblings of `file` when they are smaller than it. Asynchronous: zlib
 * compresses on Node's thread pool, so the files compress on every core at once (the served
 * copy's 188 files: the build 11.6 s, most of it brotli at quality 11, in `make test` on 2 cores
 * before; docs/TESTING.md).
 * @param {string} file
 */
async function precompress(file) {
  const body = readFileSync(file);
  if (body.length < 256) return;
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: 9 }),
    brotliAsync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: extname(file) === '.wasm' ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT },
    }),
  ]);
  if (gz.length < body.length) writeFileSync(file + '.gz', gz);
  if (br.length < body.length) writeFileSync(file + '.br', br);
}

/**
 * The addresses in the served copy that name no file: each `new URL('…', import.meta.url)` of
 * a bundle or chunk, each static and dynamic import, each page's scripts and styles.
 * @param {string} out
 */
export function brokenReferences(out) {
  /** @type {string[]} */
  const broken = [];
  for (const f of filesUnder(out)) {
    const ext = extname(f);
    /** @type {string[]} */
    const refs = [];
    const text = ext === '.js' || ext === '.html' ? readFileSync(f, 'utf8') : '';
    if (ext === '.js') {
      for (const m of text.matchAll(NEW_URL)) refs.push(m[2]);
      for (const m of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s*)(["'])(\.{1,2}\/[^"']+)\1/g)) refs.push(m[2]);
    }
    if (ext === '.html') {
      for (const m of text.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"#?:]+)"/g)) refs.push(m[1]);
    }
    for (const r of refs.filter((x) => !/^[a-z]+:/i.test(x))) {
      const target = resolve(dirname(f), r);
      if (!existsSync(target)) broken.push(`${relative(out, f)}: ${r} (no ${relative(out, target)})`);
    }
  }
  return broken;
}

/**
 * Builds the served copy into `out` (absolute). Returns a summary per entry.
 * @param {string} [out]
 * @param {{wasmPreload?: boolean, chunkPreloads?: boolean}} [opts]
 */
export async function buildSite(out = join(ROOT, 'site'), { wasmPreload = false, chunkPreloads = false } = {}) {
  for (const need of ['pkg/carcassonne_mist_bg.wasm', 'pkg/fast/carcassonne_mist_bg.wasm', 'pkg/fluent/bundle.js', 'pkg/scenarios.json']) {
    if (!existsSync(join(ROOT, need))) throw new Error(`${need} is missing: run make build (scripts/build-wasm.sh, scripts/scenario-index.mjs)`);
  }
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  // www/ as it is, but its modules (bundled below) and the stylesheets only others import
  const importedOnly = new Set(importedOnlyStyles(join(ROOT, 'www')).map((f) => `www/${f}`));
  for (const f of filesUnder(join(ROOT, 'www'))) {
    const rel = relative(ROOT, f);
    if (extname(f) === '.js' || importedOnly.has(rel.split(sep).join('/'))) continue;
    const dest = join(out, rel);
    mkdirSync(dirname(dest), { recursive: true });
    if (extname(f) === '.css') writeFileSync(dest, await bundleCss(f));
    else if (extname(f) === '.html') writeFileSync(dest, await withEnglishWords(readFileSync(f, 'utf8')));
    else cpSync(f, dest);
  }
  // the embed's allow-list and its CSP, from the one file (docs/HOSTING.md, "Other sites")
  const embedPage = join(out, 'www/embed.html');
  writeFileSync(embedPage, embedCsp(readFileSync(embedPage, 'utf8'), embedOrigins(readFileSync(join(ROOT, 'www/embed-origins.json'), 'utf8'))));
  // the engine's modules, their glue and the scenario index (the pages bundle the glue and Fluent)
  for (const f of ['carcassonne_mist_bg.wasm', 'carcassonne_mist.js', 'fast/carcassonne_mist_bg.wasm', 'fast/carcassonne_mist.js', 'scenarios.json']) {
    mkdirSync(dirname(join(out, 'pkg', f)), { recursive: true });
    cpSync(join(ROOT, 'pkg', f), join(out, 'pkg', f));
  }
  // the scenario index's thumbnails, one SVG a scenario (scripts/scenario-index.mjs)
  if (existsSync(join(ROOT, 'pkg/thumbs'))) cpSync(join(ROOT, 'pkg/thumbs'), join(out, 'pkg/thumbs'), { recursive: true });
  cpSync(join(ROOT, 'docs'), join(out, 'docs'), { recursive: true });

  /** @type {{entry: string, bytes: number, staticChunks: number, lazy: number}[]} */
  const summary = [];
  for (const [html, entry] of ENTRIES) {
    const meta = await bundle(entry, out);
    const main = Object.entries(meta.outputs).find(([, o]) => o.entryPoint === `www/${entry}`);
    if (!main) throw new Error(`${entry}: esbuild wrote no bundle for it`);
    const startsEngine = Object.keys(main[1].inputs).includes('pkg/carcassonne_mist.js');
    if (html) {
      const page = join(out, 'www', html);
      const wasm = startsEngine && wasmPreload ? relative(dirname(page), join(out, 'pkg/carcassonne_mist_bg.wasm')).split(sep).join('/') : null;
      const modules = chunkPreloads ? main[1].imports.filter((i) => i.kind === 'import-statement').map((i) => relative(dirname(page), resolve(ROOT, i.path)).split(sep).join('/')) : [];
      writeFileSync(page, servedHtml(readFileSync(page, 'utf8'), { wasm, modules }));
    }
    const staticChunks = main[1].imports.filter((i) => i.kind === 'import-statement').length;
    summary.push({ entry, bytes: main[1].bytes, staticChunks, lazy: main[1].imports.filter((i) => i.kind === 'dynamic-import').length });
  }
  await renderIcons(out);
  // the service worker last: its list is every file written above (docs/ARCHITECTURE.md, "Offline")
  const offline = await writeServiceWorker(out);
  const broken = brokenReferences(out);
  if (broken.length) throw new Error(`addresses in ${relative(ROOT, out)}/ that name no file:\n  ${broken.join('\n  ')}`);
  await Promise.all(filesUnder(out).filter((f) => COMPRESSED.has(extname(f))).map(precompress));
  writeFileSync(join(out, '.built'), `${new Date().toISOString()}\n`); // (not served)
  return Object.assign(summary, { offline });
}

/**
 * Why `out` is not the served copy of this checkout's files, or null: missing, or older than a
 * file of www/, pkg/ or docs/ (the end-to-end tests refuse to test a stale copy).
 * @param {string} [out]
 */
export function staleSite(out = join(ROOT, 'site')) {
  const stamp = join(out, '.built');
  if (!existsSync(stamp)) return `${relative(ROOT, out)}/ is not built: run make build (or node scripts/build-site.mjs)`;
  const built = statSync(stamp).mtimeMs;
  const newer = ['www', 'pkg', 'docs'].flatMap((d) => filesUnder(join(ROOT, d))).find((f) => statSync(f).mtimeMs > built);
  return newer ? `${relative(ROOT, newer)} is newer than ${relative(ROOT, out)}/: run node scripts/build-site.mjs (or make build)` : null;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = resolve(ROOT, process.argv[2] || 'site');
  const t0 = Date.now();
  const summary = await buildSite(out, { wasmPreload: process.env.WASM_PRELOAD === '1', chunkPreloads: process.env.CHUNK_PRELOADS === '1' });
  for (const s of summary) {
    const gz = gzipSync(readFileSync(join(out, 'www', s.entry)), { level: 9 }).length;
    console.log(`[build] ${relative(ROOT, out)}/www/${s.entry}: ${s.bytes} bytes, ${gz} gzip; ${s.staticChunks} chunks at start, ${s.lazy} lazy imports`);
  }
  const cached = summary.offline.bytes;
  console.log(`[build] ${relative(ROOT, out)}/www/sw.js: version ${summary.offline.version}, ${summary.offline.files} files kept offline, ${cached} bytes`);
  const size = filesUnder(out).filter((f) => !/\.(gz|br)$/.test(f)).reduce((n, f) => n + statSync(f).size, 0);
  console.log(`[build] ${relative(ROOT, out)}/: ${size} bytes (and .gz, .br beside) in ${Date.now() - t0} ms`);
}
