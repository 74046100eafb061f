// tsc in strict mode (noImplicitAny, strictNullChecks…) over www/, folder by folder: the folders
// and files of STRICT must be clean, the other folders are counted (their errors left to be
// fixed; when a folder or a file is clean, add it here). `make lint` runs it after `tsc -p .`.
//
//   node scripts/tsc-strict.mjs        fails on an error in a strict folder; prints the counts

import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The folders (and single files) of www/ that tsc's strict mode checks clean. */
export const STRICT = [
  'board', 'engine', 'scenarios', 'embed', 'ui', 'io', 'words', 'editor', 'page',
  'render/camera.js', 'render/colours.js', 'render/markers.js', 'render/feature-outline.js',
  'render/board.js', 'sw.js',
];

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const run = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.strict.json'], { cwd: ROOT, encoding: 'utf8' });
if (run.error) throw run.error;
/** @type {Map<string, string[]>} */
const byFolder = new Map();
for (const line of run.stdout.split('\n')) {
  // (a file at the top of www/, as sw.js, counts under its own name)
  const m = /^www\/((?:([^/(]+)\/)?([^(]+))\(\d+,\d+\): error /.exec(line);
  if (!m) continue;
  const folder = m[2] ?? m[3];
  if (!byFolder.has(folder)) byFolder.set(folder, []);
  /** @type {string[]} */ (byFolder.get(folder)).push(line);
}
const strictLine = (/** @type {string} */ line) => STRICT.some((s) => line.startsWith(`www/${s}${s.endsWith('.js') ? '(' : '/'}`));
const bad = [...byFolder.values()].flat().filter(strictLine);
for (const line of bad) console.error(line);
const left = [...byFolder].filter(([f]) => !STRICT.includes(f)).map(([f, e]) => `${f}/ ${e.length}`).join(', ');
const named = STRICT.map((f) => (f.endsWith('.js') ? f : `${f}/`)).join(', ');
console.log(bad.length ? `tsc strict: ${bad.length} errors in ${named}` : `tsc strict: ${named} clean; errors left elsewhere: ${left || 'none'}`);
process.exit(bad.length ? 1 : 0);
