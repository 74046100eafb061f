// The rule texts behind every rule-id link: generated from docs/RULES.md and its translations
// (scripts/rules-to-js.mjs), in sync with them, complete in every language, never empty.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGS, generate, parseRules, sourceOf } from '../../scripts/rules-to-js.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (/** @type {string} */ path) => readFileSync(ROOT + path, 'utf8');

test('the parser reads ids, titles, variants and continued lines, and refuses an id written twice', () => {
  const md = '## Rules\n\n- **B4 Completed features score at once**, at the end:\n  - road: 1 point\n- **V1 `limit-bonus`**: `plus-one` (S1) | `replace`.\n\n- **Side**: not a rule\n';
  assert.deepEqual(parseRules(md), {
    B4: { title: 'Completed features score at once', text: 'at the end: road: 1 point' },
    V1: { title: 'limit-bonus', text: 'plus-one (S1) | replace.' },
  });
  assert.throws(() => parseRules('- **B1 A.** x\n- **B1 B.** y\n'), /B1 is written twice/);
});

test('the generated rule files are what the script writes from the rulebooks now', () => {
  for (const [path, text] of generate()) {
    let written = null;
    try { written = read(path); } catch { /* missing */ }
    assert.ok(written === text, `${path} is out of date: run node scripts/rules-to-js.mjs`);
  }
});

test('every language has every rule of docs/RULES.md, in order, and no empty title or text', () => {
  const english = parseRules(read(sourceOf('en')));
  const ids = Object.keys(english);
  assert.ok(ids.length >= 36 && ids.includes('S7a') && ids.includes('V6'), ids.join(' '));
  for (const lang of LANGS) {
    const rules = parseRules(read(sourceOf(lang)));
    assert.deepEqual(Object.keys(rules), ids, `${sourceOf(lang)}: not the ids of docs/RULES.md`);
    for (const [id, r] of Object.entries(rules)) {
      assert.ok(r.title.trim().length > 0, `${lang} ${id}: empty title`);
      assert.ok(r.text.trim().length > 10, `${lang} ${id}: empty text`);
    }
  }
});
