// The unit and end-to-end test files for `make e2e`, the longest first, so that the two files
// that run at a time end together rather than one core waiting on a long file that started last.
//   node scripts/e2e-files.mjs         prints their paths, one a line
//   node scripts/e2e-files.mjs --run   runs them, two at a time in this order (E2E_CONCURRENCY
//                                      files at a time if set), TAP on stdout (spec on a
//                                      terminal); fails if a test fails
// (`node --test a b c` would not do: Node 20's runner sorts the files it is given by name.)
import { readdirSync } from 'node:fs';
import { run } from 'node:test';
import { spec, tap } from 'node:test/reporters';
import { fileURLToPath } from 'node:url';

/**
 * CPU seconds each file uses alone (user and system time of its node process, its server and
 * Chromium's processes, read from a cgroup's cpuacct.usage around `node --test FILE`, 2-core
 * machine, other work beside it). The suite keeps both cores busy (docs/TESTING.md), so a
 * file's CPU time, not its wall time alone, is what it adds to the two at a time: the order
 * only, nothing asserts them. A file not listed (under 2 s) runs after these.
 */
const SECONDS = {
  'tests/e2e/axe-embed.test.mjs': 63,
  'tests/e2e/games.test.mjs': 60,
  'tests/e2e/online.test.mjs': 44,
  'tests/e2e/embed.test.mjs': 40,
  'tests/e2e/page.test.mjs': 38,
  'tests/e2e/offline.test.mjs': 38,
  'tests/e2e/editor.test.mjs': 36,
  'tests/e2e/words.test.mjs': 35,
  'tests/e2e/hostile.test.mjs': 32,
  'tests/e2e/link.test.mjs': 31,
  'tests/e2e/inspect.test.mjs': 25,
  'tests/e2e/axe.test.mjs': 25,
  'tests/e2e/ai.test.mjs': 25,
  'tests/e2e/phone.test.mjs': 24,
  'tests/e2e/page-languages.test.mjs': 20,
  'tests/e2e/panel-place.test.mjs': 20,
  'tests/e2e/keyboard.test.mjs': 20,
  'tests/e2e/text-board.test.mjs': 19,
  'tests/e2e/g3-final.test.mjs': 19,
  'tests/e2e/online-page.test.mjs': 18,
  'tests/e2e/last-move.test.mjs': 15,
  'tests/e2e/outcome-words.test.mjs': 13,
  'tests/e2e/new-game.test.mjs': 13,
  'tests/e2e/languages.test.mjs': 13,
  'tests/e2e/mist.test.mjs': 11,
  'tests/e2e/puzzles.test.mjs': 9,
  'tests/e2e/puzzle.test.mjs': 9,
  'tests/e2e/review.test.mjs': 8,
  'tests/e2e/hint.test.mjs': 7,
  'tests/e2e/computer-game.test.mjs': 7,
  'tests/e2e/pictures.test.mjs': 6,
  'tests/unit/locales.test.mjs': 3,
  'tests/e2e/rotation.test.mjs': 3,
  'tests/unit/render.test.mjs': 2,
};

const files = ['tests/e2e', 'tests/unit'].flatMap((dir) =>
  readdirSync(new URL(`../${dir}/`, import.meta.url))
    .filter((f) => f.endsWith('.test.mjs'))
    .map((f) => `${dir}/${f}`));
files.sort((a, b) => (SECONDS[b] ?? 0) - (SECONDS[a] ?? 0) || a.localeCompare(b));

if (process.argv[2] === '--run') {
  process.chdir(fileURLToPath(new URL('..', import.meta.url)));
  const stream = run({ files, concurrency: Number(process.env.E2E_CONCURRENCY) || 2 });
  stream.on('test:fail', () => { process.exitCode = 1; });
  (process.stdout.isTTY ? stream.compose(new spec()) : stream.compose(tap)).pipe(process.stdout);
} else {
  console.log(files.join('\n'));
}
