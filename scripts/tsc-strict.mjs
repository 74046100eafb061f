// tsc in strict mode (noImplicitAny, strictNullChecks…) over www/, folder by folder: the folders
// of STRICT must be clean, the others are counted (their errors left to be fixed, folder by
// folder; when one is clean, add it here). `make lint` runs it after `tsc -p .`.
//
//   node scripts/tsc-strict.mjs        fails on an error in a strict folder; prints the counts

import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The folders of www/ that tsc's strict mode checks clean. */
export const STRICT = ['board', 'engine'];

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const run = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.strict.json'], { cwd: ROOT, encoding: 'utf8' });
if (run.error) throw run.error;
/** @type {Map<string, string[]>} */
const byFolder = new Map();
for (const line of run.stdout.split('\n')) {
  const m = /^www\/([^/]+)\/[^(]+\(\d+,\d+\): error /.exec(line);
  if (!m) continue;
  if (!byFolder.has(m[1])) byFolder.set(m[1], []);
  /** @type {string[]} */ (byFolder.get(m[1])).push(line);
}
const bad = STRICT.flatMap((f) => byFolder.get(f) || []);
for (const line of bad) console.error(line);
const left = [...byFolder].filter(([f]) => !STRICT.includes(f)).map(([f, e]) => `${f}/ ${e.length}`).join(', ');
console.log(`tsc strict: ${STRICT.map((f) => `${f}/`).join(', ')} clean${bad.length ? ` — NOT: ${bad.length} errors` : ''}; still to do: ${left || 'none'}`);
process.exit(bad.length ? 1 : 0);
