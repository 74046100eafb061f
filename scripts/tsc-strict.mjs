// tsc in strict mode (noImplicitAny, strictNullChecks…) over www/, folder by folder: the folders
// and files of STRICT must be clean, the other folders are counted (their errors left to be
// fixed; when a folder or a file is clean, add it here). `make lint` runs it after `tsc -p .`.
// Then over scripts/ and tests/ (their own projects, scripts/tsconfig.json and tests/tsconfig.json:
// node's types, and the www/ modules they import, counted with www/'s): scripts/ must be clean,
// tests/ is counted. A tsc error this script cannot place (a project's settings) fails it too.
//
//   node scripts/tsc-strict.mjs        fails on an error in a strict folder; prints the counts

import { spawnSync } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folders (and single files) of www/ that tsc's strict mode checks clean. */
export const STRICT = [
  'board', 'engine', 'scenarios', 'embed', 'ui', 'io', 'words', 'editor', 'page',
  'render/camera.js', 'render/colours.js', 'render/markers.js', 'render/feature-outline.js',
  'render/board.js', 'sw.js',
];

const ROOT = fileURLToPath(new URL('../', import.meta.url));
/**
 * The folders and files outside www/ that must be clean (the rest of tests/e2e and tests/unit is
 * counted; when a test file is clean, add it here).
 */
const STRICT_OUTSIDE = [
  'scripts',
  'tests/unit/board-words.test.mjs', 'tests/unit/board.test.mjs',
  'tests/unit/cursor-words.test.mjs', 'tests/unit/editor-model.test.mjs',
  'tests/unit/file-errors.test.mjs', 'tests/unit/fixture.mjs', 'tests/unit/i18n.test.mjs',
  'tests/unit/inspect.test.mjs', 'tests/unit/lang.test.mjs', 'tests/unit/last-move.test.mjs',
  'tests/unit/locales.test.mjs', 'tests/unit/messages.test.mjs', 'tests/unit/modules.test.mjs',
  'tests/unit/outcome-words.test.mjs', 'tests/unit/png.mjs', 'tests/unit/readme.test.mjs',
  'tests/unit/rules.test.mjs', 'tests/unit/scenario-index.test.mjs',
  'tests/unit/scenario-texts.test.mjs', 'tests/unit/serve.test.mjs', 'tests/unit/share.test.mjs',
  'tests/unit/site.test.mjs', 'tests/unit/text.test.mjs', 'tests/unit/vocabulary.test.mjs',
  'tests/unit/words.mjs',
];

/** tsc's output lines over `project` (relative to the checkout), with `flags`. */
function tsc(/** @type {string} */ project, /** @type {string[]} */ ...flags) {
  const run = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project, ...flags], { cwd: ROOT, encoding: 'utf8' });
  if (run.error) throw run.error;
  return run.stdout.split('\n');
}
// (a www/ module that scripts/ or tests/ import is checked again there, under node's types: the
// same error twice is one)
const lines = new Set([...tsc('tsconfig.strict.json'), ...tsc('scripts', '--strict'), ...tsc('tests', '--strict')]);
/** @type {Map<string, string[]>} */
const byFolder = new Map();
/** @type {Map<string, string[]>} */
const outside = new Map();
/** tsc's errors this script cannot place in a folder. */
const unplaced = [];
for (const line of lines) {
  const o = /^(scripts|tests\/[^/(]+)\/[^(]+\(\d+,\d+\): error /.exec(line);
  if (o) {
    if (!outside.has(o[1])) outside.set(o[1], []);
    /** @type {string[]} */ (outside.get(o[1])).push(line);
    continue;
  }
  // (a file at the top of www/, as sw.js, counts under its own name)
  const m = /^www\/((?:([^/(]+)\/)?([^(]+))\(\d+,\d+\): error /.exec(line);
  if (!m) {
    if (/\berror TS\d+/.test(line)) unplaced.push(line);
    continue;
  }
  const folder = m[2] ?? m[3];
  if (!byFolder.has(folder)) byFolder.set(folder, []);
  /** @type {string[]} */ (byFolder.get(folder)).push(line);
}
const strictLine = (/** @type {string} */ line) => STRICT.some((s) => line.startsWith(`www/${s}${s.endsWith('.js') ? '(' : '/'}`));
const strictOutside = (/** @type {string} */ line) => STRICT_OUTSIDE.some((s) => line.startsWith(`${s}${s.endsWith('.mjs') ? '(' : '/'}`));
const bad = [...[...byFolder.values()].flat().filter(strictLine), ...[...outside.values()].flat().filter(strictOutside), ...unplaced];
for (const line of bad) console.error(line);
const left = [
  ...[...byFolder].filter(([f]) => !STRICT.includes(f)).map(([f, e]) => `${f}/ ${e.length}`),
  ...[...outside].map(([f, e]) => `../${f}/ ${e.filter((l) => !strictOutside(l)).length}`).filter((s) => !s.endsWith('/ 0')),
].join(', ');
// (the test files by folder: `../tests/unit/ (3 files)`)
/** @type {Map<string, number>} */
const outsideFiles = new Map();
for (const f of STRICT_OUTSIDE.filter((s) => s.endsWith('.mjs'))) outsideFiles.set(dirname(f), (outsideFiles.get(dirname(f)) ?? 0) + 1);
const named = [
  ...STRICT.map((f) => (f.endsWith('.js') ? f : `${f}/`)),
  ...STRICT_OUTSIDE.filter((f) => !f.endsWith('.mjs')).map((f) => `../${f}/`),
  ...[...outsideFiles].map(([d, n]) => `../${d}/ (${n} file${n === 1 ? '' : 's'})`),
].join(', ');
console.log(bad.length ? `tsc strict: ${bad.length} errors in ${named}` : `tsc strict: ${named} clean; errors left elsewhere: ${left || 'none'}`);
process.exit(bad.length ? 1 : 0);
