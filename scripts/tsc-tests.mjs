// tsc in strict mode (noImplicitAny, strictNullChecks…) over the test files: tests/unit/ and
// tests/e2e/ (tests/tsconfig.json: Node's and the DOM's types, the test hooks of
// types/window.d.ts, and the modules of www/ and scripts/ the tests import). The files of STRICT
// must be clean, the others are counted by folder (their errors left to be fixed; when a file is
// clean, add it here), and so are those of the modules of www/ and scripts/ a test imports (each
// checked in its own project: scripts/tsc-strict.mjs, scripts/tsconfig.json). An error this
// script cannot place (a setting of the project) fails it. `make lint` runs it after
// scripts/tsc-strict.mjs.
//
//   node scripts/tsc-tests.mjs        fails on an error in a strict file; prints the counts

import { spawnSync } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The test files (and the tests' helper modules) that tsc's strict mode checks clean. */
export const STRICT = [
  'tests/unit/board-words.test.mjs', 'tests/unit/board.test.mjs', 'tests/unit/camera.test.mjs',
  'tests/unit/cursor-words.test.mjs', 'tests/unit/editor-model.test.mjs',
  'tests/unit/file-errors.test.mjs', 'tests/unit/fixture.mjs', 'tests/unit/i18n.test.mjs',
  'tests/unit/inflate.test.mjs', 'tests/unit/inspect.test.mjs', 'tests/unit/lang.test.mjs',
  'tests/unit/last-move.test.mjs', 'tests/unit/locales.test.mjs', 'tests/unit/messages.test.mjs',
  'tests/unit/mist.test.mjs', 'tests/unit/modules.test.mjs', 'tests/unit/outcome-words.test.mjs',
  'tests/unit/png.mjs', 'tests/unit/puzzle-day.test.mjs', 'tests/unit/readme.test.mjs',
  'tests/unit/refusals.test.mjs', 'tests/unit/rules.test.mjs',
  'tests/unit/scenario-texts.test.mjs', 'tests/unit/serve.test.mjs', 'tests/unit/session.test.mjs',
  'tests/unit/share.test.mjs', 'tests/unit/start-up.test.mjs', 'tests/unit/text.test.mjs',
  'tests/unit/vocabulary.test.mjs', 'tests/unit/words-everywhere.test.mjs', 'tests/unit/words.mjs',
];

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const run = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tests', '--strict'], { cwd: ROOT, encoding: 'utf8' });
if (run.error) throw run.error;
/** @type {Map<string, string[]>} */
const byFile = new Map();
/** tsc's errors this script cannot place in a file. */
const unplaced = [];
for (const line of run.stdout.split('\n')) {
  const m = /^([^\s(][^(]*)\(\d+,\d+\): error /.exec(line);
  if (m) {
    if (!byFile.has(m[1])) byFile.set(m[1], []);
    /** @type {string[]} */ (byFile.get(m[1])).push(line);
  } else if (/\berror TS\d+/.test(line)) unplaced.push(line);
}
const bad = [...STRICT.flatMap((f) => byFile.get(f) ?? []), ...unplaced];
for (const line of bad) console.error(line);
/** @type {Map<string, number>} */
const left = new Map();
for (const [f, e] of byFile) if (!STRICT.includes(f)) left.set(dirname(f), (left.get(dirname(f)) ?? 0) + e.length);
const counts = [...left].map(([d, n]) => `${d}/ ${n}`).join(', ') || 'none';
console.log(bad.length ? `tsc strict over the tests: ${bad.length} errors in the ${STRICT.length} strict files`
  : `tsc strict over the tests: ${STRICT.length} files clean; errors left elsewhere: ${counts}`);
process.exit(bad.length ? 1 : 0);
