// The ready-made scenarios (www/scenarios/*.json, every file of the folder) speak all five
// languages (issue 12; docs/FORMATS.md, "Texts in several languages"): every title, description
// and step caption is an object with a non-empty text in en, fr, nl, cs and de, and no
// translation is a copy of the English one (unless it holds nothing but ids and numbers).
// The words follow docs/GLOSSARY.md: a few of the words it rejects are checked here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TEXT_LANGS } from '../../www/words/text.js';

const DIR = fileURLToPath(new URL('../../www/scenarios/', import.meta.url));
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.json')).sort();

/**
 * Every text field of scenario `doc`: [path, value].
 * @param {any} doc the file, as parsed
 * @returns {[string, any][]}
 */
function texts(doc) {
  /** @type {[string, any][]} */
  const out = [['title', doc.title], ['description', doc.description]];
  (doc.steps || []).forEach((/** @type {any} */ s, /** @type {number} */ i) => out.push([`steps[${i}].caption`, s.caption]));
  return out;
}

/** Only rule ids, tile ids, numbers and signs: the same in every language. */
const onlyIds = (/** @type {string} */ s) => !/\p{Ll}{2}/u.test(s);

// Words a translation must not use (docs/GLOSSARY.md): English left over, or a term the glossary
// replaced (fr "champ" for the field is *pré*, "brume" for the mist *brouillard*; nl "geest" for
// the ghost is *spook*, "kasteel" for the castle *spookslot*; cs "hrad" for the castle is
// *zámek*; de "Burg" for the castle is *Schloss*, a meeple goes back, not "nach Hause").
const ENGLISH = /\b(the|ghosts?|tiles?|supply|players?|circles?)\b/i;
/** @type {Record<string, RegExp[]>} */
const REJECTED = {
  fr: [ENGLISH, /\bchamps?\b/i, /\bbrume\b/i, /\bmonast/i],
  nl: [ENGLISH, /\bgeest(en)?\b/i, /\bkastee?l/i],
  cs: [ENGLISH, /(^|[^\p{L}])hrad(u|y|em|ě)?([^\p{L}]|$)/iu],
  de: [ENGLISH, /\bBurg(en)?\b/, /\bGefolgs/, /nach Hause/i],
};

test('the folder holds the ready-made scenarios', () => {
  assert.ok(FILES.length >= 40, `only ${FILES.length} files`);
  assert.deepEqual(TEXT_LANGS, ['en', 'fr', 'nl', 'cs', 'de']);
});

for (const file of FILES) {
  test(`${file}: every text in all five languages`, () => {
    const doc = JSON.parse(readFileSync(DIR + file, 'utf8'));
    for (const [path, value] of texts(doc)) {
      if (value === undefined && path !== 'title') continue; // no description, no caption: nothing to show
      assert.equal(typeof value, 'object', `${path} is a text in one language only: ${JSON.stringify(value)}`);
      assert.ok(value !== null, `${path} is null`);
      assert.deepEqual(Object.keys(value).sort(), [...TEXT_LANGS].sort(), `${path}: the languages`);
      for (const lang of TEXT_LANGS) {
        assert.equal(typeof value[lang], 'string', `${path}.${lang}`);
        assert.ok(value[lang].trim().length > 0, `${path}.${lang} is empty`);
      }
      for (const lang of TEXT_LANGS.filter((l) => l !== 'en')) {
        const t = value[lang];
        if (t === value.en) assert.ok(onlyIds(t), `${path}.${lang} is the English text: ${t}`);
        // option names and values (`limit-bonus: replace`, supply-only) are the same in every language
        const words = t.replace(/`[^`]*`/g, '').replace(/\b[a-z0-9]+(?:-[a-z0-9]+)+\b/gi, '');
        for (const bad of REJECTED[lang]) assert.doesNotMatch(words, bad, `${path}.${lang}: a word the glossary does not use`);
        // the rule ids the English text cites are cited in every language
        const ids = (/** @type {string} */ s) => [...s.matchAll(/\b[BGMKSV]\d[a]?\b/g)].map((m) => m[0]).sort();
        assert.deepEqual(ids(t), ids(value.en), `${path}.${lang}: the rule ids`);
      }
    }
  });
}
