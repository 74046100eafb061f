// The language files (www/locales/<lang>/<area>.ftl, issue 12): every file parses; every
// language has exactly English's messages, area by area; each message uses English's variables
// (those it uses and those its comment names); each formats without an error in its language
// for every plural category (a number per category of Intl.PluralRules(lang)) and every key of
// its other selectors; and a plural selector has its own variant for each category the language
// uses for whole numbers (Czech: one, few, other), so no count falls back to a wrong form.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { FluentParser, Visitor } from '@fluent/syntax';
import { FluentBundle, FluentResource } from '../../pkg/fluent/bundle.js';
import { TEXT_LANGS } from '../../www/words/text.js';
import { AREAS } from '../../www/words/i18n.js';
import { LOCALES } from './words.mjs';

const parser = new FluentParser({ withSpans: true });
const AREAS_EN = readdirSync(new URL('en/', LOCALES)).filter((f) => f.endsWith('.ftl')).map((f) => f.slice(0, -4)).sort();
const text = (/** @type {string} */ lang, /** @type {string} */ area) => readFileSync(new URL(`${lang}/${area}.ftl`, LOCALES), 'utf8');
const CATEGORY_KEYS = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

/** @typedef {import('@fluent/syntax').Message | import('@fluent/syntax').Term} Entry */

/**
 * What a message uses: its variables, and its selectors' keys by variable.
 * @param {Entry} message
 */
function usage(message) {
  /** @type {Set<string>} */
  const vars = new Set();
  /** @type {Map<string, Set<string>[]>} */
  const selectors = new Map(); // variable -> Set of keys (strings; numbers as "#2")
  const v = new (class extends Visitor {
    /** @param {import('@fluent/syntax').VariableReference} node */
    visitVariableReference(node) {
      vars.add(node.id.name);
    }
    /** @param {import('@fluent/syntax').SelectExpression} node */
    visitSelectExpression(node) {
      const s = node.selector;
      // the variable selected on, or given to the function selected on (NUMBER($n))
      const ref = s.type === 'FunctionReference' ? s.arguments.positional[0] : s;
      if (ref?.type === 'VariableReference') {
        const name = ref.id.name;
        let sets = selectors.get(name);
        if (!sets) selectors.set(name, (sets = []));
        sets.push(new Set(node.variants.map((k) => (k.key.type === 'NumberLiteral' ? `#${k.key.value}` : k.key.name))));
      }
      this.genericVisit(node);
    }
  })();
  v.visit(message);
  return { vars, selectors };
}

/**
 * The messages of one file: Map id -> {node, vars, selectors, comment}.
 * @param {string} lang
 * @param {string} area
 */
function messages(lang, area) {
  const res = parser.parse(text(lang, area));
  const junk = res.body.filter((e) => e.type === 'Junk');
  assert.deepEqual(junk.map((j) => `${j.annotations.map((a) => a.message).join('; ')}: ${j.content.slice(0, 60)}`), [], `${lang}/${area}.ftl parses`);
  /** @type {Map<string, ReturnType<typeof usage> & {node: Entry, comment: string}>} */
  const out = new Map();
  for (const e of res.body) {
    if (e.type !== 'Message' && e.type !== 'Term') continue;
    const id = e.type === 'Term' ? `-${e.id.name}` : e.id.name;
    assert.ok(!out.has(id), `${lang}/${area}.ftl: ${id} is given twice`);
    out.set(id, { node: e, ...usage(e), comment: e.comment ? e.comment.content : '' });
  }
  return out;
}

const ALL = Object.fromEntries(TEXT_LANGS.map((lang) => [lang, Object.fromEntries(AREAS_EN.map((area) => [area, messages(lang, area)]))]));

/**
 * A number for each plural category of `lang`: {one: 1, few: 2, many: 1.5, other: 5} (Czech).
 * @param {string} lang
 */
function samples(lang) {
  const rules = new Intl.PluralRules(lang);
  /** @type {Record<string, number>} */
  const out = {};
  for (const n of [1, 2, 3, 5, 0, 4, 6, 10, 11, 21, 22, 100, 101, 1000000, 1.5, 0.5, 2.5]) {
    out[rules.select(n)] ??= n;
  }
  for (const c of rules.resolvedOptions().pluralCategories) assert.ok(c in out, `${lang}: a number for ${c}`);
  return out;
}

test('the files: the same areas in every language, each parses, the bundle takes it without an error', () => {
  assert.ok(AREAS_EN.includes('panel') && AREAS_EN.includes('embed') && AREAS_EN.includes('errors') && AREAS_EN.includes('common'), AREAS_EN.join());
  // the pictures' words (export.js, embed/picture.js, render.mjs) and the scenario index page's
  assert.ok(AREAS_EN.includes('picture') && AREAS_EN.includes('index'), AREAS_EN.join());
  assert.deepEqual([...AREAS].sort(), AREAS_EN, 'i18n.js AREAS names every area file');
  for (const lang of TEXT_LANGS) {
    const areas = readdirSync(new URL(`${lang}/`, LOCALES)).filter((f) => f.endsWith('.ftl')).map((f) => f.slice(0, -4)).sort();
    assert.deepEqual(areas, AREAS_EN, `${lang} has the areas of en`);
    const bundle = new FluentBundle(lang, { useIsolating: false });
    for (const area of AREAS_EN) {
      assert.deepEqual(bundle.addResource(new FluentResource(text(lang, area))).map(String), [], `${lang}/${area}.ftl in one bundle (no id twice across areas)`);
    }
  }
});

test('every language has exactly the messages of English, area by area', () => {
  for (const lang of TEXT_LANGS) {
    for (const area of AREAS_EN) {
      const en = [...ALL.en[area].keys()].sort();
      const theirs = [...ALL[lang][area].keys()].sort();
      assert.deepEqual(en.filter((id) => !theirs.includes(id)), [], `${lang}/${area}.ftl lacks these`);
      assert.deepEqual(theirs.filter((id) => !en.includes(id)), [], `${lang}/${area}.ftl has these that en lacks`);
    }
  }
});

test('each message uses the variables of English: all it shows, none it does not name', () => {
  for (const area of AREAS_EN) {
    for (const [id, en] of ALL.en[area]) {
      const named = new Set([...en.vars, ...[...en.comment.matchAll(/\$(\w+)/g)].map((m) => m[1])]);
      for (const lang of TEXT_LANGS) {
        const m = ALL[lang][area].get(id);
        assert.ok(m, `${lang}/${area}.ftl: ${id}`);
        const unknown = [...m.vars].filter((v) => !named.has(v));
        assert.deepEqual(unknown, [], `${lang} ${id}: variables English neither uses nor names in its comment`);
        const missing = [...en.vars].filter((v) => !m.vars.has(v));
        assert.deepEqual(missing, [], `${lang} ${id}: variables English shows and this does not`);
      }
    }
  }
});

test('each message formats in its language for every plural category and every selector key', () => {
  let formatted = 0;
  for (const area of AREAS_EN) {
    for (const id of ALL.en[area].keys()) {
      // a variable is a count when some language selects on it by plural category
      /** @type {Set<string>} */
      const counts = new Set();
      /** @type {Map<string, Set<string>>} */
      const keys = new Map();
      for (const lang of TEXT_LANGS) {
        const mine = ALL[lang][area].get(id);
        assert.ok(mine, `${lang}/${area}.ftl: ${id}`);
        for (const [name, sets] of mine.selectors) {
          for (const set of sets) {
            if ([...set].some((k) => CATEGORY_KEYS.has(k) && k !== 'other') || [...set].some((k) => k.startsWith('#'))) counts.add(name);
            else {
              for (const k of set) {
                let ks = keys.get(name);
                if (!ks) keys.set(name, (ks = new Set()));
                ks.add(k);
              }
            }
          }
        }
      }
      const en = ALL.en[area].get(id);
      assert.ok(en);
      const vars = new Set([...en.vars, ...[...en.comment.matchAll(/\$(\w+)/g)].map((m) => m[1])]);
      for (const lang of TEXT_LANGS) {
        const bundle = new FluentBundle(lang, { useIsolating: false });
        bundle.addResource(new FluentResource(text(lang, area)));
        const sample = samples(lang);
        /** @type {Record<string, string | number>} */
        const base = {};
        for (const v of vars) {
          const ks = keys.get(v);
          base[v] = counts.has(v) ? sample.other : ks ? [...ks][0] : `«${v}»`;
        }
        const tries = [base];
        for (const v of counts) for (const n of Object.values(sample)) tries.push({ ...base, [v]: n });
        for (const [v, ks] of keys) for (const k of ks) tries.push({ ...base, [v]: k });
        const msg = bundle.getMessage(id);
        assert.ok(msg, `${lang} ${id}`);
        // the value and each attribute (`.title`, `.aria-label`: a message may have only those)
        const patterns = [msg.value, ...Object.values(msg.attributes)].flatMap((p) => (p ? [p] : []));
        for (const args of tries) {
          for (const pattern of patterns) {
            /** @type {Error[]} */
            const errors = [];
            const out = bundle.formatPattern(pattern, args, errors);
            assert.deepEqual(errors.map(String), [], `${lang} ${id} with ${JSON.stringify(args)}`);
            assert.doesNotMatch(out, /[{}]/, `${lang} ${id}: "${out}"`);
            formatted += 1;
          }
        }
        // a plural selector has a variant of its own for each whole-number category
        const whole = new Intl.PluralRules(lang).resolvedOptions().pluralCategories.filter((c) => c !== 'many');
        const theirs = ALL[lang][area].get(id);
        assert.ok(theirs, `${lang}/${area}.ftl: ${id}`);
        for (const [name, sets] of theirs.selectors) {
          for (const set of sets) {
            if (![...set].some((k) => CATEGORY_KEYS.has(k) && k !== 'other')) continue;
            const lacking = whole.filter((c) => !set.has(c));
            assert.deepEqual(lacking, [], `${lang} ${id}: the selector on $${name} has no variant for these categories`);
          }
        }
      }
    }
  }
  assert.ok(formatted > 1000, `${formatted} formattings`);
});

test('the editor: every message editor.html and www/editor/*.js ask for is in editor.ftl (or a shared area)', () => {
  assert.ok(AREAS_EN.includes('editor'), 'www/locales/en/editor.ftl');
  const www = new URL('../../www/', import.meta.url);
  const asked = new Set();
  const html = readFileSync(new URL('editor.html', www), 'utf8');
  for (const m of html.matchAll(/<[^>]*data-l10n="([\w-]+)"[^>]*>/g)) {
    const attrs = /data-l10n-attrs="([^"]*)"/.exec(m[0]);
    if (!attrs) asked.add(m[1]);
    for (const a of attrs ? attrs[1].split(/\s+/).filter(Boolean) : []) asked.add(`${m[1]}.${a}`);
  }
  for (const f of readdirSync(new URL('editor/', www)).filter((n) => n.endsWith('.js'))) {
    const src = readFileSync(new URL(`editor/${f}`, www), 'utf8');
    assert.ok(!/\bconst WORDS\b/.test(src), `${f}: its words are in editor.ftl, not in a table`);
    for (const m of src.matchAll(/\bt\(\s*'(editor-[\w.-]+)'/g)) asked.add(m[1]);
  }
  assert.ok(asked.size > 100, `${asked.size} messages asked for`);
  const en = ALL.en;
  const missing = [...asked].filter((id) => {
    const [mid, attr] = id.split('.');
    const m = Object.values(en).map((area) => area.get(mid)).find(Boolean);
    if (!m) return true;
    return attr ? !m.node.attributes.some((a) => a.id.name === attr) : !m.node.value;
  });
  assert.deepEqual(missing, [], 'messages the editor asks for that en has not');
});
