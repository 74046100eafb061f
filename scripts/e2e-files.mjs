// The unit and end-to-end test files for `make e2e`, the longest first, so that the two files
// that run at a time (node --test --test-concurrency=2) end together rather than one core
// waiting on a long file that started last. Prints their paths, one a line.
// Usage: node scripts/e2e-files.mjs
import { readdirSync } from 'node:fs';

/**
 * Seconds each file took in the suite (two at a time on the 2-core machine, 2026-12-02,
 * docs/TESTING.md): the order only, nothing asserts them. A file not listed runs after these.
 */
const SECONDS = {
  'tests/e2e/axe-embed.test.mjs': 90,
  'tests/e2e/axe.test.mjs': 72,
  'tests/e2e/embed.test.mjs': 80,
  'tests/e2e/page.test.mjs': 75,
  'tests/e2e/offline.test.mjs': 65,
  'tests/e2e/last-move.test.mjs': 56,
  'tests/e2e/hostile.test.mjs': 50,
  'tests/e2e/g3-final.test.mjs': 47,
  'tests/e2e/games.test.mjs': 44,
  'tests/e2e/editor.test.mjs': 44,
  'tests/e2e/phone.test.mjs': 40,
  'tests/e2e/link.test.mjs': 33,
  'tests/e2e/words.test.mjs': 32,
  'tests/e2e/ai.test.mjs': 30,
  'tests/e2e/page-languages.test.mjs': 29,
  'tests/e2e/keyboard.test.mjs': 28,
  'tests/e2e/languages.test.mjs': 23,
};

const files = ['tests/e2e', 'tests/unit'].flatMap((dir) =>
  readdirSync(new URL(`../${dir}/`, import.meta.url))
    .filter((f) => f.endsWith('.test.mjs'))
    .map((f) => `${dir}/${f}`));
files.sort((a, b) => (SECONDS[b] ?? 0) - (SECONDS[a] ?? 0) || a.localeCompare(b));
console.log(files.join('\n'));
