// The page's modules import one way: no cycle among www/**/*.js, and the pure modules (no
// document, no canvas) import only pure modules, so that node can load and test them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const WWW = fileURLToPath(new URL('../../www/', import.meta.url));

/**
 * Every .js file under `dir`, as paths relative to www/.
 * @returns {string[]}
 */
function jsFiles(dir = WWW) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return jsFiles(p);
    return e.name.endsWith('.js') ? [relative(WWW, p)] : [];
  });
}

/**
 * The www/ files a module imports (static `import … from './x.js'` and `import('./x.js')`).
 * @param {string} text
 * @param {string} file
 */
export function importsOf(text, file) {
  /** @type {string[]} */
  const out = [];
  // comments left out: a JSDoc type `import('./x.js').T` is no import
  text = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const re = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
  for (const m of text.matchAll(re)) {
    const target = relative(WWW, resolve(WWW, dirname(file), m[1] || m[2]));
    if (!target.startsWith('..')) out.push(target);
  }
  return out;
}

/**
 * A cycle in the graph `edges` (file → files), as a list of files, or null.
 * @param {Map<string, string[]>} edges
 */
export function findCycle(edges) {
  /** @type {Map<string, number>} */
  const state = new Map(); // file -> 1 (on the path) | 2 (done)
  /** @type {string[]} */
  const path = [];
  /** @type {(f: string) => string[] | null} */
  const visit = (f) => {
    if (state.get(f) === 2) return null;
    if (state.get(f) === 1) return [...path.slice(path.indexOf(f)), f];
    state.set(f, 1);
    path.push(f);
    for (const g of edges.get(f) || []) {
      const c = visit(g);
      if (c) return c;
    }
    path.pop();
    state.set(f, 2);
    return null;
  };
  for (const f of edges.keys()) {
    const c = visit(f);
    if (c) return c;
  }
  return null;
}

const graph = new Map(jsFiles().map((f) => /** @type {[string, string[]]} */ ([f, importsOf(readFileSync(join(WWW, f), 'utf8'), f)])));

// The layers of www/ (docs/ARCHITECTURE.md), top first: a module imports only from its own folder
// or from a folder of a lower layer, and an entry folder never imports another entry folder.
export const ENTRIES = ['page', 'embed', 'editor', 'scenarios'];
export const LAYERS = ['board', 'ui', 'render', 'words', 'io', 'engine'];

/**
 * The service worker: the one script at the top of www/, because a service worker controls only
 * the pages under its own folder and the pages are www/*.html (docs/ARCHITECTURE.md, "Offline").
 */
export const WORKER = 'sw.js';

/** The folder of a module (its first path part), or '' for a file at the top of www/. */
const folderOf = (/** @type {string} */ f) => (f.includes('/') ? f.split('/')[0] : '');

/**
 * What is wrong with `from` importing `to`, or null: the layer rule of docs/ARCHITECTURE.md.
 * @param {string} from
 * @param {string} to
 */
export function layerProblem(from, to) {
  const a = folderOf(from);
  const b = folderOf(to);
  if (a === b) return null;
  if (ENTRIES.includes(b)) return `${from} imports ${to}: an entry folder (${b}/) is imported by nothing`;
  if (!LAYERS.includes(b)) return `${from} imports ${to}, which is in no layer`;
  if (ENTRIES.includes(a)) return null;
  if (!LAYERS.includes(a)) return `${from} is in no layer`;
  return LAYERS.indexOf(b) > LAYERS.indexOf(a) ? null : `${from} (${a}/) imports ${to} (${b}/), a layer above it`;
}

test('the layer checker sees an import upward and one between entries', () => {
  assert.match(layerProblem('words/text.js', 'render/draw.js') ?? '', /a layer above/);
  assert.match(layerProblem('editor/panel.js', 'page/state.js') ?? '', /entry folder/);
  assert.match(layerProblem('render/draw.js', 'stray.js') ?? '', /no layer/);
  assert.equal(layerProblem('render/scene.js', 'words/outcome.js'), null);
  assert.equal(layerProblem('page/main.js', 'ui/dom.js'), null);
  assert.equal(layerProblem('page/main.js', 'page/board.js'), null);
});

test('www/ imports only downward: each module from its own folder or a lower layer, no entry from another', () => {
  const problems = [];
  for (const [f, deps] of graph) {
    if (!folderOf(f) && f !== WORKER) problems.push(`${f}: a module at the top of www/ (only pages, styles and folders belong there)`);
    if (f === WORKER && deps.length) problems.push(`${f}: the service worker imports nothing (it is no module of the layers)`);
    for (const g of deps) {
      const p = layerProblem(f, g);
      if (p) problems.push(p);
    }
  }
  assert.deepEqual(problems, []);
});

test('www/ top level holds only the entry pages, their styles, the host\'s origins file, the manifest, the service worker and the folders', () => {
  const top = readdirSync(WWW, { withFileTypes: true });
  const files = top.filter((e) => !e.isDirectory()).map((e) => e.name).sort();
  assert.deepEqual(files, ['base.css', 'editor.css', 'editor.html', 'embed-origins.json', 'embed.css', 'embed.html', 'index.html', 'manifest.webmanifest', 'style.css', WORKER]);
  const dirs = top.filter((e) => e.isDirectory()).map((e) => e.name).sort();
  assert.deepEqual(dirs, [...ENTRIES, ...LAYERS, 'icons', 'locales', 'puzzles'].sort());
});

// One composition of the board (render/scene.js): no other module calls the board's drawing
// primitives, so the page, the embed, the editor and the pictures draw the same scene.
test('only render/scene.js composes the board: nothing else imports the board\'s drawing primitives', () => {
  const composing = /\b(drawTable|drawTiles|drawLegalCells|drawLastTile|drawTileInHand|drawCircleGhosts|drawMeeples|drawGhostArrows|drawLabels|drawBankOutline|drawSupply)\b/;
  const users = [];
  for (const f of graph.keys()) {
    if (f === 'render/scene.js' || f === 'render/board.js') continue;
    const imports = readFileSync(join(WWW, f), 'utf8').match(/^import[^;]*;/gm) || [];
    if (imports.some((line) => composing.test(line))) users.push(f);
  }
  assert.deepEqual(users, []);
  for (const entry of ['page/board.js', 'embed/board.js', 'editor/board.js', 'ui/export.js']) {
    assert.ok(graph.get(entry)?.includes('render/scene.js'), `${entry} draws the scene`);
  }
});

test('the cycle finder finds a cycle and passes a one-way graph', () => {
  assert.deepEqual(findCycle(new Map([['a.js', ['b.js']], ['b.js', ['c.js']], ['c.js', ['a.js']]])), ['a.js', 'b.js', 'c.js', 'a.js']);
  assert.equal(findCycle(new Map([['a.js', ['b.js', 'c.js']], ['b.js', ['c.js']], ['c.js', []]])), null);
  assert.deepEqual(importsOf("import { x } from './b.js';\nimport {\n  y,\n} from '../c.js';\nexport { z } from './d.js';\nawait import('./e.js');", 'sub/a.js'),
    ['sub/b.js', 'c.js', 'sub/d.js', 'sub/e.js']);
  assert.deepEqual(importsOf("/** @type {typeof import('./main.js').f} */\n// import('./x.js')\nimport { y } from './y.js';", 'a.js'), ['y.js'], 'a type in a comment is no import');
});

test('no import cycle among the page\'s modules', () => {
  assert.ok(graph.size >= 10, `${graph.size} modules read`);
  /** @type {(from: string, seen?: Set<string>) => Set<string>} */
  const reach = (from, seen = new Set()) => {
    for (const g of graph.get(from) || []) if (!seen.has(g)) reach(g, seen.add(g));
    return seen;
  };
  for (const shared of ['render/board.js', 'render/draw.js', 'words/text.js', 'words/outcome.js', 'words/i18n.js']) {
    assert.ok(reach('page/main.js').has(shared) && reach('embed/main.js').has(shared), `page and embed both use ${shared}`);
  }
  const cycle = findCycle(graph);
  assert.equal(cycle, null, `import cycle: ${cycle && cycle.join(' → ')}`);
});

test('the pure modules load in node (no document, no window at load time)', async () => {
  for (const f of ['words/text.js', 'render/geometry.js', 'io/share.js', 'words/log-words.js', 'io/play-link.js', 'io/storage.js', 'io/inflate.js', 'io/base64url.js', 'words/mist-words.js', 'words/i18n.js', 'ui/dom.js', 'io/fetch-capped.js', 'io/service-worker.js', 'io/online.js', 'editor/model.js',
    // the renderer's SVG target and the pictures run under Node too (scripts/render.mjs)
    'render/vector.js', 'render/draw.js', 'render/board.js', 'render/scene.js', 'ui/export.js']) {
    await assert.doesNotReject(import(join(WWW, f)), f);
  }
});

test('only the entries\' main.js are entry points: nothing imports them', () => {
  for (const [f, deps] of graph) {
    for (const entry of ['page/main.js', 'embed/main.js', 'editor/main.js']) assert.ok(!deps.includes(entry), `${f} imports an entry point`);
  }
});

// The served copy (scripts/build-site.mjs) bundles each entry into one file at the entry's path,
// with no preloads (they measured no faster, docs/PERFORMANCE.md): a page names its entry only.
test('each page runs one module, its entry, and lists no preloads', () => {
  for (const [html, entry] of [['index.html', 'page/main.js'], ['embed.html', 'embed/main.js'], ['editor.html', 'editor/main.js'], ['scenarios/index.html', 'index.js']]) {
    const text = readFileSync(join(WWW, html), 'utf8');
    assert.deepEqual([...text.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]), [entry], html);
    assert.doesNotMatch(text, /rel="(module)?preload"/, html);
  }
});
