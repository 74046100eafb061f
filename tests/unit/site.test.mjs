// scripts/build-site.mjs, the served copy: a module's `new URL('…', import.meta.url)` still names
// its file once bundled elsewhere, and the check finds an address that names no file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { brokenReferences, embedCsp, embedOrigins, importMetaUrls, precacheList, servedHtml } from '../../scripts/build-site.mjs';

test('import.meta.url addresses are rewritten for the bundle\'s folder; broken ones are found', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-test-'));
  try {
    for (const d of ['src/www/words', 'src/www/page', 'src/pkg', 'out/www/locales', 'out/pkg']) mkdirSync(join(dir, d), { recursive: true });
    writeFileSync(join(dir, 'src/pkg/glue.js'), "export const wasm = () => new URL('m.wasm', import.meta.url);\n");
    writeFileSync(join(dir, 'src/www/words/i18n.js'), "export const LOCALES = new URL('../locales/', import.meta.url);\n");
    writeFileSync(join(dir, 'src/www/page/main.js'), "import { wasm } from '../../pkg/glue.js';\nimport { LOCALES } from '../words/i18n.js';\nconsole.log(wasm(), LOCALES, new URL('https://example.org/', import.meta.url));\n");
    await build({ entryPoints: [join(dir, 'src/www/page/main.js')], outfile: join(dir, 'out/www/page/main.js'), bundle: true, format: 'esm', plugins: [importMetaUrls(join(dir, 'src/www/page'))], logLevel: 'silent' });
    const out = readFileSync(join(dir, 'out/www/page/main.js'), 'utf8');
    assert.match(out, /new URL\("\.\.\/\.\.\/pkg\/m\.wasm", import\.meta\.url\)/);
    assert.match(out, /new URL\("\.\.\/locales\/", import\.meta\.url\)/);
    assert.match(out, /new URL\("https:\/\/example\.org\/", import\.meta\.url\)/, 'an absolute address is left as it is');
    // the locales folder is there, the engine's module not yet
    assert.deepEqual(brokenReferences(join(dir, 'out')), ['www/page/main.js: ../../pkg/m.wasm (no pkg/m.wasm)']);
    writeFileSync(join(dir, 'out/pkg/m.wasm'), '');
    writeFileSync(join(dir, 'out/www/index.html'), '<script type="module" src="page/main.js"></script><link rel="stylesheet" href="gone.css">');
    assert.deepEqual(brokenReferences(join(dir, 'out')), ['www/index.html: gone.css (no www/gone.css)']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the served page gets the engine module\'s preload before its script', () => {
  const html = '<head>\n  <link rel="stylesheet" href="s.css">\n  <script type="module" src="page/main.js"></script>\n</head>';
  assert.equal(servedHtml(html), html);
  assert.equal(servedHtml(html, { wasm: '../pkg/m.wasm' }),
    '<head>\n  <link rel="stylesheet" href="s.css">\n  <link rel="preload" href="../pkg/m.wasm" as="fetch" type="application/wasm" crossorigin>\n  <script type="module" src="page/main.js"></script>\n</head>');
});

test('the service worker keeps every file a page may ask for, each with its hash; a changed file is a new version', () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-test-'));
  try {
    for (const d of ['www/chunks', 'pkg/fast', 'docs']) mkdirSync(join(dir, d), { recursive: true });
    const files = { 'www/index.html': '<p>', 'www/chunks/c-1.js': 'x', 'www/chunks/c-1.js.br': 'b', 'www/chunks/c-1.js.gz': 'g', 'www/sw.js': 'self',
      'pkg/m.wasm': 'w', 'pkg/glue.js': 'glue', 'pkg/fast/glue.js': 'glue', 'pkg/fast/f.wasm': 'f', 'docs/A.md': '#' };
    for (const [f, text] of Object.entries(files)) writeFileSync(join(dir, f), text);
    const one = precacheList(dir, 'worker');
    assert.deepEqual(one.files.map(([f]) => f), ['../pkg/fast/f.wasm', '../pkg/m.wasm', 'chunks/c-1.js', 'index.html'],
      'not the .br/.gz copies, the worker, the glue as wasm-bindgen wrote it, nor docs/');
    assert.equal(one.files.find(([f]) => f === 'index.html')?.[1], '33f2799467177287a29260780a107ac98ea63dd6165f67fcc0d74767d0a82090', 'the SHA-256 of <p>');
    assert.match(one.version, /^[0-9a-f]{16}$/);
    assert.equal(precacheList(dir, 'worker').version, one.version, 'the same files, the same version');
    assert.notEqual(precacheList(dir, 'worker 2').version, one.version, 'a new worker is a new version');
    writeFileSync(join(dir, 'www/index.html'), '<p>!');
    const two = precacheList(dir, 'worker');
    assert.notEqual(two.version, one.version, 'a changed file is a new version');
    assert.notEqual(two.files.find(([f]) => f === 'index.html')?.[1], one.files.find(([f]) => f === 'index.html')?.[1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the embed\'s allow-list and its CSP come from one file at build time; a wrong entry fails the build', () => {
  const list = (/** @type {unknown[]} */ origins) => JSON.stringify({ format: 'carcassonne-mist/embed-origins', version: 1, origins });
  const html = readFileSync(new URL('../../www/embed.html', import.meta.url), 'utf8');
  assert.equal(embedCsp(html, embedOrigins(list([]))), html, 'the shipped list changes nothing');
  const two = embedCsp(html, embedOrigins(list(['https://wiki.example.org', 'http://localhost:8080'])));
  assert.match(two, /connect-src 'self' https:\/\/wiki\.example\.org http:\/\/localhost:8080;/);
  for (const bad of ['https://wiki.example.org/path', "https://x.org 'unsafe-inline'", 'javascript:alert(1)', 'wiki.example.org', '*']) {
    assert.throws(() => embedOrigins(list([bad])), /is not an origin/, bad);
  }
  assert.throws(() => embedOrigins('{"origins": 5}'), /not a list of origins/);
});
