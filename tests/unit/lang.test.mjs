// Texts in several languages (www/words/text.js) and the rule texts per language (www/words/rules.js): the
// reader's language, else English, marked; only the asked language's rule file is loaded.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TEXT_LANGS, languageName, pickText, readerLanguage } from '../../www/words/text.js';
import { RULES, RULE_LANGS, ruleLanguage, ruleText, useRuleLanguage } from '../../www/words/rules.js';

test('the reader\'s language from lang=: two letters, else English', () => {
  assert.equal(readerLanguage('fr'), 'fr');
  assert.equal(readerLanguage(' FR-ca '), 'fr');
  assert.equal(readerLanguage('es'), 'es');
  assert.equal(readerLanguage(''), 'en');
  assert.equal(readerLanguage(null), 'en');
  assert.equal(readerLanguage('1x'), 'en');
});

test('without lang=, the first of the browser\'s languages we have texts in, else English', () => {
  assert.equal(readerLanguage(null, ['es-ES', 'nl-BE', 'fr']), 'nl');
  assert.equal(readerLanguage('', ['cs-CZ']), 'cs');
  assert.equal(readerLanguage(null, ['es', 'pt-BR']), 'en');
  assert.equal(readerLanguage(null, undefined), 'en');
  // the option wins, even for a language without texts (its fallback is then marked)
  assert.equal(readerLanguage('es', ['de-DE']), 'es');
  assert.equal(readerLanguage('de', ['fr-FR']), 'de');
});

test('pickText: the reader\'s text, else English marked as a fallback; a plain text as it is', () => {
  const t = { en: 'Hello', fr: 'Bonjour', cs: 'Dobrý den' };
  assert.deepEqual(pickText(t, 'fr'), { text: 'Bonjour', lang: 'fr', fallback: false });
  assert.deepEqual(pickText(t, 'en'), { text: 'Hello', lang: 'en', fallback: false });
  assert.deepEqual(pickText(t, 'es'), { text: 'Hello', lang: 'en', fallback: true });
  assert.deepEqual(pickText(t, 'de'), { text: 'Hello', lang: 'en', fallback: true });
  assert.deepEqual(pickText('Hi', 'fr'), { text: 'Hi', lang: null, fallback: false });
  assert.deepEqual(pickText(undefined, 'fr'), { text: '', lang: null, fallback: false });
  // keys that are not languages are never read as texts
  assert.deepEqual(pickText({ en: 'Hi' }, 'constructor'), { text: 'Hi', lang: 'en', fallback: true });
  assert.deepEqual(TEXT_LANGS, ['en', 'fr', 'nl', 'cs', 'de']);
  assert.equal(languageName('en', 'fr'), 'anglais');
  assert.equal(languageName('en', 'de'), 'Englisch');
});

test('ruleText: English until a language is loaded, then that language; unknown ids are null', async () => {
  assert.deepEqual(RULE_LANGS, ['en', 'fr', 'nl', 'cs', 'de']);
  const en = ruleText('M4', 'en');
  assert.deepEqual(en, { title: RULES.M4.title, text: RULES.M4.text, lang: 'en', fallback: false });
  assert.deepEqual(ruleText('M4', 'de'), { ...en, fallback: true }, 'German is not loaded yet');
  assert.equal(await useRuleLanguage('de'), true);
  assert.equal(ruleLanguage(), 'de');
  const de = ruleText('M4');
  assert.ok(de);
  assert.equal(de.lang, 'de');
  assert.equal(de.fallback, false);
  assert.equal(de.title, 'Den Nebel begrenzen');
  assert.notEqual(de.text, en.text);
  assert.equal(await useRuleLanguage('es'), false, 'no Spanish rule texts');
  assert.deepEqual(ruleText('M4'), { ...en, fallback: true });
  assert.equal(ruleText('Z9'), null);
  assert.equal(ruleText('toString'), null);
  await useRuleLanguage('en');
});
