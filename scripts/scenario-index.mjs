// The list of ready-made scenarios, generated at build time (make build, so make serve and make
// test): every .json file of www/scenarios/ with its title and description (a string or texts by
// language, as in the file), rule ids, number of steps and an SVG thumbnail drawn by the page's
// own renderer (www/ui/export.js on the SVG target), written to pkg/scenarios.json — build output,
// next to the engine. www/scenarios/index.js reads it: adding a scenario is dropping its file
// into the folder, no list to edit.
//
//   node scripts/scenario-index.mjs [SCENARIO_DIR] [OUT_FILE]
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEngine } from './render.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The rules page's examples first, then the other files, each in natural order (rule-S7 before
 * rule-S7a before rule-S8, example-2 before example-10).
 */
const byName = (a, b) => (b.startsWith('example-') - a.startsWith('example-')) || a.localeCompare(b, 'en', { numeric: true });

/**
 * The index of the scenario files in `dir`: `{format, version, files: [{file, title,
 * description, rules, steps, thumbnail} | {file, error}]}`.
 */
export async function buildIndex(dir, { engine = null, cell = 40 } = {}) {
  const eng = engine || (await loadEngine());
  const { svgOfScenario } = await import(new URL('../www/ui/export.js', import.meta.url));
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort(byName);
  const out = [];
  for (const file of files) {
    const text = readFileSync(join(dir, file), 'utf8');
    try {
      const doc = JSON.parse(text);
      const entry = {
        file,
        title: doc.title ?? file,
        description: doc.description ?? '',
        rules: Array.isArray(doc.rules) ? doc.rules.map(String) : [],
        steps: Array.isArray(doc.steps) ? doc.steps.length : 0,
      };
      try {
        entry.thumbnail = svgOfScenario(eng, text, { cell, precision: 0 });
      } catch (e) {
        entry.thumbnailError = e && e.message ? e.message : String(e);
      }
      out.push(entry);
    } catch (e) {
      out.push({ file, error: e && e.message ? e.message : String(e) });
    }
  }
  return { format: 'carcassonne-mist/scenario-index', version: 1, files: out };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = process.argv[2] || join(ROOT, 'www/scenarios');
  const outFile = process.argv[3] || join(ROOT, 'pkg/scenarios.json');
  buildIndex(dir).then((index) => {
    const json = JSON.stringify(index);
    writeFileSync(outFile, json);
    const bad = index.files.filter((f) => f.error || f.thumbnailError);
    for (const f of bad) console.error(`[index] ${f.file}: ${f.error || f.thumbnailError}`);
    console.log(`[index] ${outFile}: ${index.files.length} scenarios, ${json.length} bytes`);
  }).catch((e) => {
    console.error(`scenario-index.mjs: ${e && e.message ? e.message : e}`);
    process.exit(1);
  });
}
