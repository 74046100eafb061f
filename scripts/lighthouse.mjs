// Lighthouse 12 on the four pages as served (site/, scripts/serve.mjs): the accessibility and
// best-practices scores, and each failed audit, printed (docs/ACCESSIBILITY.md keeps the figures).
// Not part of `make test` (a measurement: Lighthouse is fetched by npm exec the first time, pinned).
//   make build && node scripts/lighthouse.mjs [port]
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './serve.mjs';

const LIGHTHOUSE = 'lighthouse@12.2.3';
const port = Number(process.argv[2]) || 8197;
const PAGES = [
  ['game page', '/?seed=7'],
  ['embed', '/www/embed.html?scenario=scenarios/example-1.json'],
  ['editor', '/www/editor.html'],
  ['scenario index', '/www/scenarios/index.html'],
];

const server = await startServer(port, undefined, { sources: fileURLToPath(new URL('../', import.meta.url)) });
const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
try {
  for (const [name, path] of PAGES) {
    const out = join(dir, 'report.json');
    // (a child process, not a synchronous one: this process serves the pages meanwhile)
    await promisify(execFile)('npm', ['exec', '--yes', `--package=${LIGHTHOUSE}`, '--', 'lighthouse', `http://127.0.0.1:${port}${path}`,
      '--chrome-path=/usr/bin/chromium', '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      '--only-categories=accessibility,best-practices', '--output=json', `--output-path=${out}`, '--quiet'], { maxBuffer: 1 << 24 });
    const r = JSON.parse(readFileSync(out, 'utf8'));
    const score = (c) => Math.round(r.categories[c].score * 100);
    console.log(`${name}: accessibility ${score('accessibility')}, best practices ${score('best-practices')}`);
    for (const c of ['accessibility', 'best-practices']) {
      for (const ref of r.categories[c].auditRefs) {
        const a = r.audits[ref.id];
        if (ref.weight > 0 && a.score !== null && a.score < 1) console.log(`  ${c} · ${a.id}: ${a.title}`);
      }
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
  server.close();
}
