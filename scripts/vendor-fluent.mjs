// Places Mozilla's Fluent (@fluent/bundle, from node_modules) under pkg/fluent/ as ONE ES module
// the page and the embed import without a bundler: the package's own single-file build (its
// UMD index.js), handed an `exports` object, re-exported, and minified by terser (50 KB → 11 KB,
// 11.6 → 4.1 KB gzip: the embed's first load has a budget). One file rather than the package's
// eight esm/ modules: each module is one more request before the embed is interactive
// (docs/PERFORMANCE.md). Run by scripts/build-wasm.sh; the output is build output, not committed.
//   node scripts/vendor-fluent.mjs [out=pkg]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { minify } from 'terser';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = resolve(root, process.argv[2] || 'pkg', 'fluent');
const require = createRequire(join(root, 'package.json'));
const umd = require.resolve('@fluent/bundle'); // node_modules/@fluent/bundle/index.js
const { version, license } = JSON.parse(readFileSync(join(dirname(umd), 'package.json'), 'utf8'));
const NAMES = ['FluentBundle', 'FluentResource', 'FluentType', 'FluentNone', 'FluentNumber', 'FluentDateTime'];
const source = [
  'const exports = {};',
  'const module = { exports };',
  readFileSync(umd, 'utf8'),
  `export const { ${NAMES.join(', ')} } = exports;`,
].join('\n');
const min = await minify(source, { module: true, compress: true, mangle: true, format: { comments: false } });
const text = `// @fluent/bundle ${version} (${license}, Mozilla): its UMD build as a minified ES module (scripts/vendor-fluent.mjs).\n${min.code}\n`;
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'bundle.js'), text);
// its types for `tsc --checkJs` (make lint): the package's own, re-exported
writeFileSync(join(out, 'bundle.d.ts'), `export { ${NAMES.join(', ')} } from '@fluent/bundle';\n`);
console.log(`[build] ${join(process.argv[2] || 'pkg', 'fluent', 'bundle.js')}: ${text.length} bytes (@fluent/bundle ${version})`);
