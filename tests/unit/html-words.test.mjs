// The pages of www/ hold no words of their own: every text a reader sees comes from the .ftl
// files (docs/ARCHITECTURE.md, "Words layer"). The build fills the English words into the
// served copy (scripts/build-site.mjs `withEnglishWords`), for the moment before a page's words
// load and for readers without scripts; each page words itself in the reader's language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parseHTML } from 'linkedom';
import { withEnglishWords } from '../../scripts/build-site.mjs';
import { wordsFrom } from '../../www/words/i18n.js';
import { ftlTexts } from './words.mjs';

const WWW = new URL('../../www/', import.meta.url);
const PAGES = ['index.html', 'editor.html', 'embed.html', 'scenarios/index.html'];
// what may stand in a page as written: the game's name, file formats, a tile line and an
// address as examples (in <code> and a placeholder)
const ALLOWED = new Set(['Carcassonne', 'Mist', 'SVG', 'PNG', 'PNG 2×']);
const ATTRS = ['title', 'aria-label', 'alt', 'placeholder', 'label'];

/**
 * The texts a reader could see in `html` (text, and the attributes a browser shows or says), with
 * where they stand.
 * @param {string} html
 */
function shownTexts(html) {
  const { document } = parseHTML(html);
  /** @type {string[]} */
  const found = [];
  /** @param {any} node */
  const walk = (node) => {
    for (const c of node.childNodes) {
      if (c.nodeType === 3) {
        const text = c.textContent.trim();
        if (/\p{L}{2,}/u.test(text) && !ALLOWED.has(text) && c.parentNode.tagName !== 'CODE') found.push(`<${c.parentNode.tagName.toLowerCase()}> ${text}`);
      } else if (c.nodeType === 1 && !['SCRIPT', 'STYLE'].includes(c.tagName)) {
        for (const a of ATTRS) {
          const v = c.getAttribute(a);
          if (v && /\p{L}{2,}/u.test(v) && !(a === 'placeholder' && /^https?:\/\//.test(v))) found.push(`<${c.tagName.toLowerCase()} ${a}> ${v}`);
        }
        if (c.tagName === 'META' && c.getAttribute('name') === 'description' && c.getAttribute('content')) found.push(`<meta description> ${c.getAttribute('content')}`);
        walk(c);
      }
    }
  };
  walk(document);
  return found;
}

test('no page of www/ holds a sentence of its own: its words are in the .ftl files', () => {
  for (const page of PAGES) {
    assert.deepEqual(shownTexts(readFileSync(new URL(page, WWW), 'utf8')), [], page);
  }
  // the checker finds what it looks for
  assert.deepEqual(shownTexts('<p>Loading the engine…</p><button title="Zoom in">+</button><code>EX1: mist S</code><h1>Carcassonne</h1>'),
    ['<p> Loading the engine…', '<button title> Zoom in']);
});

test('the service worker answers in no words (a refused file: a status and a word)', () => {
  const sw = readFileSync(new URL('sw.js', WWW), 'utf8');
  assert.deepEqual([...sw.matchAll(/new Response\((['"`])([^'"`]*)\1/g)].map((m) => m[2]), []);
  assert.match(sw, /'X-Refused': 'other-version'/);
});

test('the served copy of each page carries its English words, every marked element filled', async () => {
  const en = wordsFrom('en', ftlTexts('en'));
  for (const page of PAGES) {
    const built = await withEnglishWords(readFileSync(new URL(page, WWW), 'utf8'));
    const { document } = parseHTML(built);
    assert.ok(document.title.trim(), `${page}: a title`);
    for (const e of document.querySelectorAll('[data-l10n], [data-l10n-first], [data-i18n]')) {
      const id = e.getAttribute('data-l10n') || e.getAttribute('data-l10n-first') || e.getAttribute('data-i18n') || '';
      const text = en.has(id) ? en.t(id, JSON.parse(e.getAttribute('data-l10n-args') || '{}')) : null;
      // (with data-l10n-markup, the message's <i> and <b> are elements)
      if (text !== null) assert.equal(e.textContent, e.hasAttribute('data-l10n-markup') ? text.replace(/<\/?[ib]>/g, '') : text, `${page}: ${id}`);
      for (const attr of (e.getAttribute('data-l10n-attrs') || '').split(/\s+/).filter(Boolean)) {
        assert.equal(e.getAttribute(attr), en.t(`${id}.${attr}`), `${page}: ${id}.${attr}`);
      }
    }
    for (const e of document.querySelectorAll('[data-l10n-first-attrs]')) {
      for (const pair of (e.getAttribute('data-l10n-first-attrs') || '').split(/\s+/).filter(Boolean)) {
        const [attr, message] = pair.split('=');
        assert.ok(en.has(message), `${page}: ${message} is an English message`);
        assert.ok(e.getAttribute(attr), `${page}: ${attr} from ${message}`);
      }
    }
  }
  // every language has the messages the pages name (each page words itself with them)
  const named = PAGES.flatMap((page) => {
    const { document } = parseHTML(readFileSync(new URL(page, WWW), 'utf8'));
    return [...document.querySelectorAll('[data-l10n], [data-l10n-first], [data-i18n], [data-l10n-first-attrs]')].flatMap((e) => [
      e.getAttribute('data-l10n') || e.getAttribute('data-l10n-first') || e.getAttribute('data-i18n') || '',
      ...(e.getAttribute('data-l10n-first-attrs') || '').split(/\s+/).filter(Boolean).map((p) => p.split('=')[1] || ''),
    ]).filter((id) => en.has(id)).map((id) => `${page} ${id}`);
  });
  assert.ok(named.length > 100, `${named.length} messages named`);
  for (const lang of ['fr', 'nl', 'cs', 'de']) {
    const w = wordsFrom(lang, ftlTexts(lang));
    assert.deepEqual(named.filter((n) => !w.has(n.split(' ')[1])), [], lang);
  }
});
