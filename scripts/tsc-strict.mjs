// tsc in strict mode (noImplicitAny, strictNullChecks…) over www/, folder by folder: the folders
// and files of STRICT must be clean, the other folders are counted (their errors left to be
// fixed; when a folder or a file is clean, add it here). `make lint` runs it after `tsc -p .`.
//
//   node scripts/tsc-strict.mjs        fails on an error in a strict folder; prints the counts

import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The folders (and single files) of www/ that tsc's strict mode checks clean. */
export const STRICT = [
  'board', 'engine', 'scenarios', 'render/camera.js', 'render/colours.js', 'render/markers.js',
  'page/board.js', 'page/input.js', 'page/hooks.js', 'page/state.js',
  'editor/board.js', 'editor/keys.js', 'editor/state.js',
  'embed/board.js', 'embed/cursor.js', 'embed/state.js', 'embed/puzzle.js',
  'ui/dom.js', 'ui/update-notice.js', 'ui/outcome.js', 'ui/mist-view.js',
  'io/base64url.js', 'io/fetch-capped.js', 'io/file-text.js', 'io/framing.js', 'io/inflate.js',
  'io/packed.js', 'io/play-link.js', 'io/service-worker.js', 'io/session.js', 'io/settings.js', 'io/share.js', 'io/puzzle-day.js',
  'words/board-words.js', 'words/i18n.js', 'words/log-words.js', 'words/mist-words.js', 'words/page-words.js', 'words/rules.js', 'words/text.js',
];

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const run = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.strict.json'], { cwd: ROOT, encoding: 'utf8' });
if (run.error) throw run.error;
/** @type {Map<string, string[]>} */
const byFolder = new Map();
for (const line of run.stdout.split('\n')) {
  const m = /^www\/(([^/]+)\/[^(]+)\(\d+,\d+\): error /.exec(line);
  if (!m) continue;
  if (!byFolder.has(m[2])) byFolder.set(m[2], []);
  /** @type {string[]} */ (byFolder.get(m[2])).push(line);
}
const strictLine = (/** @type {string} */ line) => STRICT.some((s) => line.startsWith(`www/${s}${s.endsWith('.js') ? '(' : '/'}`));
const bad = [...byFolder.values()].flat().filter(strictLine);
for (const line of bad) console.error(line);
const left = [...byFolder].filter(([f]) => !STRICT.includes(f)).map(([f, e]) => `${f}/ ${e.length}`).join(', ');
const named = STRICT.map((f) => (f.endsWith('.js') ? f : `${f}/`)).join(', ');
console.log(bad.length ? `tsc strict: ${bad.length} errors in ${named}` : `tsc strict: ${named} clean; errors left elsewhere: ${left || 'none'}`);
process.exit(bad.length ? 1 : 0);
