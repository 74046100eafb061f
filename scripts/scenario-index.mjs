// The list of ready-made scenarios, generated at build time (make build, so make serve and make
// test): every .json file of www/scenarios/ with its title and description (a string or texts by
// language, as in the file), rule ids, number of steps and an SVG thumbnail drawn by the page's
// own renderer (www/ui/export.js on the SVG target), written to pkg/scenarios.json and
// pkg/thumbs/<n>.svg — build output, next to the engine. www/scenarios/index.js reads it: adding a scenario is dropping its file
// into the folder, no list to edit.
//
//   node scripts/scenario-index.mjs [SCENARIO_DIR] [OUT_FILE]
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEngine } from './render.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The rules page's examples first, then the other files, each in natural order (rule-S7 before
 * rule-S7a before rule-S8, example-2 before example-10).
 */
const byName = (a, b) => (b.startsWith('example-') - a.startsWith('example-')) || a.localeCompare(b, 'en', { numeric: true });

/** At most this many characters of a text the index copies from a file (a title, a description, a rule id). */
export const MAX_TEXT = { title: 200, description: 2000, rule: 16, rules: 40 };

/** `t` cut to `max` characters (on a code point), with "…" when cut. */
const bounded = (t, max) => {
  const cps = [...String(t)];
  return cps.length > max ? `${cps.slice(0, max - 1).join('')}…` : String(t);
};

/** A scenario's text (a string, or texts by language) with each text bounded; anything else: `fallback`. */
function boundedText(t, max, fallback) {
  if (typeof t === 'string') return bounded(t, max);
  if (t && typeof t === 'object' && !Array.isArray(t)) {
    const out = {};
    for (const [k, v] of Object.entries(t).slice(0, 16)) if (typeof v === 'string' && /^[a-z]{2}$/.test(k)) out[k] = bounded(v, max);
    return Object.keys(out).length ? out : fallback;
  }
  return fallback;
}

/**
 * The index of the scenario files in `dir`: `{format, version, files: [{file, title,
 * description, rules, steps, thumbnail} | {file, error}]}`.
 */
export async function buildIndex(dir, { engine = null, cell = 40 } = {}) {
  const eng = engine || (await loadEngine());
  const { svgOfScenario } = await import('../www/ui/export.js');
  // files only (a folder named x.json is no scenario)
  const files = readdirSync(dir, { withFileTypes: true }).filter((e) => e.isFile() && e.name.endsWith('.json')).map((e) => e.name).sort(byName);
  const out = [];
  for (const file of files) {
    let text = readFileSync(join(dir, file), 'utf8');
    // a byte-order mark is read as the engine reads it: not part of the JSON
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    try {
      const doc = JSON.parse(text);
      if (!doc || typeof doc !== 'object' || Array.isArray(doc)) throw new Error('not a scenario: the file holds no JSON object');
      const entry = {
        file,
        title: boundedText(doc.title, MAX_TEXT.title, file),
        description: boundedText(doc.description, MAX_TEXT.description, ''),
        rules: Array.isArray(doc.rules) ? doc.rules.slice(0, MAX_TEXT.rules).map((r) => bounded(r, MAX_TEXT.rule)) : [],
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
    // each thumbnail a file of its own beside the index (thumbs/<n>.svg), fetched by the page only
    // as a card comes into view: the index itself stays a few KB
    const thumbs = join(dirname(outFile), 'thumbs');
    rmSync(thumbs, { recursive: true, force: true });
    mkdirSync(thumbs, { recursive: true });
    index.files.forEach((f, i) => {
      if (!f.thumbnail) return;
      writeFileSync(join(thumbs, `${i}.svg`), f.thumbnail);
      f.thumb = `thumbs/${i}.svg`;
      delete f.thumbnail;
    });
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
