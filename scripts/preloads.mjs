// Rewrites the preload lines of www/index.html and www/embed.html: every module of the entry's
// static import graph, the engine's glue and its module, so the browser fetches them all while
// it parses the HTML (time to interactive, docs/PERFORMANCE.md). Run after adding or removing an
// import; tests/unit/modules.test.mjs fails when a list is out of date.
//   node scripts/preloads.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const WWW = fileURLToPath(new URL('../www/', import.meta.url));
// [page, entry, the module it runs first (optional: its own script before the entry's, whose
// graph is preloaded first)]
export const PAGES = [['index.html', 'page/main.js', 'page/start.js'], ['embed.html', 'embed/main.js', 'embed/start.js'], ['editor.html', 'editor/main.js']];
export const ENGINE_LINES = [
  '<link rel="preload" href="../pkg/carcassonne_mist_bg.wasm" as="fetch" type="application/wasm" crossorigin>',
  '<link rel="modulepreload" href="../pkg/carcassonne_mist.js">',
];

/** The www/ modules `entry` imports statically, directly or not (dynamic imports left out). */
export function staticClosure(entry) {
  const re = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*['"](\.[^'"]+)['"]/g;
  const seen = new Set();
  const visit = (f) => {
    for (const m of readFileSync(resolve(WWW, f), 'utf8').matchAll(re)) {
      const g = relative(WWW, resolve(WWW, dirname(f), m[1]));
      if (!g.startsWith('..') && !seen.has(g)) {
        seen.add(g);
        visit(g);
      }
    }
  };
  visit(entry);
  return [...seen].sort();
}

/** The built modules (under ../pkg/, e.g. Fluent) that `entry`'s static import graph imports. */
export function builtImports(entry) {
  const re = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*['"]((?:\.\.\/)+pkg\/[^'"]+)['"]/g;
  const found = new Set();
  for (const f of [entry, ...staticClosure(entry)]) {
    for (const m of readFileSync(resolve(WWW, f), 'utf8').matchAll(re)) found.add(relative(WWW, resolve(WWW, dirname(f), m[1])));
  }
  return [...found].sort();
}

/**
 * The head's preload lines for `entry`, in order: the engine's module, then, when the page runs
 * a module `first`, that module's graph (with the built modules it imports) so that it runs as
 * soon as possible, then the engine's glue and the other built modules, and the rest of the
 * entry's graph. Without a first module: the engine, the built modules and the entry's graph.
 */
export function preloadLines(entry, first = null) {
  const line = (f) => `<link rel="modulepreload" href="${f}">`;
  const early = first ? [...staticClosure(first), first] : [];
  const rest = staticClosure(entry).filter((f) => !early.includes(f));
  const earlyBuilt = first ? builtImports(first).map(line).filter((l) => !ENGINE_LINES.includes(l)) : [];
  const built = builtImports(entry).map(line).filter((l) => !ENGINE_LINES.includes(l) && !earlyBuilt.includes(l));
  const [wasm, ...glue] = ENGINE_LINES;
  return [wasm, ...earlyBuilt, ...early.map(line), ...glue, ...built, ...rest.map(line)];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  for (const [html, entry, first] of PAGES) {
    const lines = readFileSync(resolve(WWW, html), 'utf8').split('\n');
    const kept = lines.filter((l) => !/<link rel="(module)?preload"/.test(l));
    const at = kept.findIndex((l) => /<script type="module"/.test(l));
    kept.splice(at, 0, ...preloadLines(entry, first).map((l) => `  ${l}`));
    writeFileSync(resolve(WWW, html), kept.join('\n'));
    console.log(`${html}: ${preloadLines(entry, first).length} preloads`);
  }
}
