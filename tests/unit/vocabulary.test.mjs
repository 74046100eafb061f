// The engine publishes its vocabulary (the facade's `vocabulary()`): the variants with their
// options and sets, the languages, the limits and the kinds of errors. pkg/vocabulary.js (written
// by the build) is what the engine says; no module of www/ repeats one of its lists; the New game
// dialog words each variant's option from page.ftl by id, in every language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { VOCABULARY } from '../../pkg/vocabulary.js';
import { LANGUAGES, MAX_SEED, VARIANTS } from '../../www/engine/vocabulary.js';

const engine = await import('../../pkg/carcassonne_mist.js');
engine.initSync({ module: readFileSync(new URL('../../pkg/carcassonne_mist_bg.wasm', import.meta.url)) });
const WWW = new URL('../../www/', import.meta.url);

test('pkg/vocabulary.js is the engine\'s vocabulary, and the page reads it', () => {
  const v = engine.vocabulary();
  assert.deepEqual(VOCABULARY, v, 'rebuild: bash scripts/build-wasm.sh');
  assert.deepEqual(v.variants.map((/** @type {{id: string}} */ x) => x.id), ['V1', 'V2', 'V3', 'V4', 'V5', 'V6']);
  assert.deepEqual(v.variants[5], { id: 'V6', key: 'opponent-no-target', options: ['stays', 'to-supply'], needs: 'gcc' });
  assert.deepEqual(v.variants[0].options, ['plus-one', 'replace'], 'the rulebook\'s reading first');
  assert.deepEqual(v.sets, ['base', 'gcc', 'sc']);
  assert.deepEqual(v.languages, ['en', 'fr', 'nl', 'cs', 'de']);
  assert.equal(v.limits.max_seed, 2 ** 53 - 1);
  assert.deepEqual([v.limits.min_players, v.limits.max_players, v.limits.max_name_len], [2, 6, 40]);
  assert.equal(v.limits.max_link_chars, 16384);
  assert.deepEqual(v.default_players, ['Red', 'Blue']);
  assert.ok(v.errors.file.includes('player-name') && v.errors.name.includes('look-alike'), JSON.stringify(v.errors));
  assert.equal(VARIANTS, VOCABULARY.variants);
  assert.equal(LANGUAGES, VOCABULARY.languages);
  assert.equal(MAX_SEED, v.limits.max_seed);
});

/**
 * Every .js module of www/ (the generated rule texts aside): [path, text].
 * @param {URL} [dir]
 * @param {[string, string][]} [out]
 */
function modules(dir = WWW, out = []) {
  for (const name of readdirSync(dir)) {
    const u = new URL(name, dir);
    if (statSync(u).isDirectory()) {
      if (name !== 'rules') modules(new URL(`${name}/`, dir), out);
    } else if (name.endsWith('.js')) out.push([u.pathname.slice(WWW.pathname.length), readFileSync(u, 'utf8')]);
  }
  return out;
}

test('no module of www/ lists the variants, the languages, the name rule or the engine\'s limits', () => {
  const all = modules();
  assert.ok(all.length > 40, `${all.length} modules`);
  /** @type {[RegExp, string][]} */
  const copies = [
    [/['"]en['"],\s*['"]fr['"],\s*['"]nl['"]/, 'a list of languages'],
    [/['"](limit-bonus|generic-ghost-count|opponent-no-target)['"]/, 'a variant\'s key'],
    [/['"](plus-one|mist-tile-only|per-bank|to-supply|supply-only)['"]/, 'a variant\'s option'],
    [/2\s*\*\*\s*53|9007199254740991/, 'the largest seed'],
    [/\\u202a|\\u2066/i, 'the name rule\'s characters'],
    [/\b16384\b|\b16_?384\b/, 'the link code\'s limit'],
  ];
  for (const [path, text] of all) {
    for (const [re, what] of copies) assert.doesNotMatch(text, re, `${path}: ${what}`);
  }
});

/**
 * The messages of `lang`'s page.ftl: id -> text.
 * @param {string} lang
 */
function pageWords(lang) {
  const text = readFileSync(new URL(`locales/${lang}/page.ftl`, WWW), 'utf8');
  return Object.fromEntries([...text.matchAll(/^([a-zA-Z][\w-]*) = (.*)$/gm)].map((m) => [m[1], m[2]]));
}

test('each variant\'s options are worded in every language by id, without the file\'s keyword', () => {
  const en = pageWords('en');
  for (const lang of VOCABULARY.languages) {
    const words = pageWords(lang);
    for (const v of VOCABULARY.variants) {
      for (const o of v.options) {
        const id = `page-variant-${v.id}-opt-${o}`;
        assert.ok(words[id], `${lang}: ${id}`);
        assert.ok(!words[id].includes(o) || !o.includes('-'), `${lang} ${id}: the keyword ${o} in "${words[id]}"`);
        if (lang !== 'en') assert.notEqual(words[id], en[id], `${lang} ${id}: still the English words`);
      }
    }
    assert.doesNotMatch(words['page-ng-option'], /\$value/, `${lang}: the option shows its words, not its keyword`);
  }
});
