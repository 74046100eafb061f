// The list of ready-made scenarios: every file of this folder, from the index the build writes
// (scripts/scenario-index.mjs → pkg/scenarios.json: title and description as in each file, rule
// ids, number of steps, a thumbnail drawn by the page's own renderer), with links to open each in
// the demonstrator and the iframe snippet to paste into a wiki page. Adding a scenario: put the
// .json file in this folder and build (make build, make serve): no list to edit.

import { TEXT_LANGS, pickText, readerLanguage } from '../words/text.js';
import { ruleText, useRuleLanguage } from '../words/rules.js';
import { t } from '../words/i18n.js';
import { chooseLanguage, fillLanguageSwitch, keepLang, usePageLanguage, wordIndexDom } from '../words/pages.js';
import { keepOffline } from '../ui/update-notice.js';

keepOffline(); // the service worker: this page's files kept for offline play, new versions offered

/** Where the build writes the list of this folder's files. */
export const INDEX_URL = '../../pkg/scenarios.json';

/** This page's words (www/locales/<lang>/index.ftl), in the reader's language (`main`). */
/** @type {(id: string, args?: Record<string, any>) => string} */
const word = (id, args) => t(id, args);

/** The key under which the base address of the wiki's copy is remembered. */
const BASE_KEY = 'carcassonne-mist/embed-base';

/** The groups of cards, each titled by index.ftl's `index-group-<id>`. */
/** @type {{id: string, test: (file: string) => boolean}[]} */
const GROUPS = [
  { id: 'puzzles', test: (f) => f.startsWith('puzzle-') },
  { id: 'examples', test: (f) => !f.startsWith('rule-') && !f.startsWith('puzzle-') },
  { id: 'base', test: (f) => /^rule-B/.test(f) },
  { id: 'gcc', test: (f) => /^rule-[GMK]/.test(f) },
  { id: 'sc', test: (f) => /^rule-S/.test(f) },
  { id: 'variants', test: (f) => /^rule-V/.test(f) },
];

/** @type {(id: string) => HTMLElement} */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));
const opts = {
  lang: /** @type {HTMLSelectElement} */ ($('opt-lang')), theme: /** @type {HTMLSelectElement} */ ($('opt-theme')),
  interactive: /** @type {HTMLInputElement} */ ($('opt-interactive')),
  size: /** @type {HTMLSelectElement} */ ($('opt-size')), base: /** @type {HTMLInputElement} */ ($('opt-base')),
};
const langParam = new URLSearchParams(location.search).get('lang');
/** The page's language: `?lang=`, the browser's languages, English; then the switch's. */
let reader = readerLanguage(langParam, navigator.languages || []);

function remembered() {
  try {
    return localStorage.getItem(BASE_KEY) || '';
  } catch {
    return '';
  }
}

/** @param {string} value */
function remember(value) {
  try {
    if (value) localStorage.setItem(BASE_KEY, value);
    else localStorage.removeItem(BASE_KEY);
  } catch {
    // no storage here (a private window): the address lasts as long as the page
  }
}

/** The base address of the demonstrator's folder: the one entered, else this page's www/. */
function baseAddress() {
  const typed = opts.base.value.trim();
  if (typed) {
    try {
      const u = new URL(typed);
      if (u.protocol === 'https:' || u.protocol === 'http:') return new URL(u.pathname.endsWith('/') ? u.href : `${u.href}/`);
    } catch {
      // said by checkBase
    }
  }
  return new URL('../', location.href);
}

/** A note under the base address when it is missing, wrong or this computer's own. */
function checkBase() {
  const note = $('base-note');
  const typed = opts.base.value.trim();
  let text = '';
  if (typed) {
    try {
      const u = new URL(typed);
      if (u.protocol !== 'https:' && u.protocol !== 'http:') text = word('index-base-bad');
    } catch {
      text = word('index-base-bad');
    }
  }
  if (!text && /^(127\.|localhost$|\[::1\]$|0\.0\.0\.0$)/.test(baseAddress().hostname)) text = word('index-base-local');
  note.textContent = text;
  note.hidden = !text;
}

/**
 * The demonstrator's address for scenario file `file`, relative to this page: `lang=` when the
 * texts are not English, or (`link`: this page's own links) when the reader chose a language.
 */
/**
 * @param {string} file
 * @param {boolean} [link]
 */
function embedHref(file, link = false) {
  const q = new URLSearchParams();
  q.set('scenario', `scenarios/${file}`);
  if (opts.lang.value !== 'en' || (link && chosen)) q.set('lang', opts.lang.value);
  if (opts.theme.value !== 'light') q.set('theme', opts.theme.value);
  if (!opts.interactive.checked) q.set('interactive', '0');
  return `../embed.html?${q.toString().replace(/%2F/g, '/')}`;
}

/** The demonstrator's address for `file` on the wiki's copy (the base address). */
/** @param {string} href */
function absolute(href) {
  return new URL(href.replace(/^\.\.\//, ''), baseAddress()).href;
}

/**
 * The iframe snippet of `file` on the wiki's copy.
 * @param {string} file
 * @param {string} title
 */
function snippet(file, title) {
  const [w, h] = opts.size.value.split('x');
  /** @type {(s: string) => string} */
  const esc = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<iframe src="${esc(absolute(embedHref(file)))}" width="${w}" height="${h}" `
    + `style="border:1px solid #ccc; border-radius:6px; max-width:100%" loading="lazy" title="${esc(title)}"></iframe>`;
}

/** @param {string} text */
async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // no clipboard here (an insecure page, a refused permission): select it for Ctrl+C instead
    const ta = document.createElement('textarea');
    ta.value = text;
    ta.setAttribute('readonly', '');
    ta.className = 'copy-buffer';
    document.body.append(ta);
    ta.select();
    let ok = false;
    try { ok = document.execCommand('copy'); } catch { ok = false; }
    ta.remove();
    return ok;
  }
}

let flashTimer = 0;
/** @param {string} message */
function flash(message) {
  const box = $('copied');
  box.textContent = message;
  box.hidden = false;
  clearTimeout(flashTimer);
  flashTimer = setTimeout(() => { box.hidden = true; }, 2500);
}

/** @param {string} id */
function ruleChip(id) {
  const abbr = document.createElement('abbr');
  abbr.className = 'rule';
  abbr.textContent = id;
  const r = ruleText(id, reader);
  if (r) abbr.title = `${id} ${r.title}: ${r.text}`;
  return abbr;
}

/**
 * The card of scenario file `file` (its index entry `doc`), with `refresh` to follow the options.
 * @param {string} file
 * @param {any} doc
 * @returns {HTMLLIElement & {refresh: () => void}}
 */
function card(file, doc) {
  const li = document.createElement('li');
  li.className = 'card';
  li.dataset.file = file;
  // the thumbnail: a file beside the index (fetched as the card comes into view), or in it (indexes
  // written before thumbnails had files of their own)
  const thumb = typeof doc.thumb === 'string' && /^thumbs\/\d+\.svg$/.test(doc.thumb) ? new URL(doc.thumb, new URL(INDEX_URL, location.href)).href
    : doc.thumbnail ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(doc.thumbnail)}` : null;
  if (thumb) {
    const img = document.createElement('img');
    img.className = 'thumb';
    img.alt = word('index-thumbnail', { title: doc.title || file });
    img.loading = 'lazy';
    img.decoding = 'async';
    img.src = thumb;
    li.append(img);
  }
  const h = document.createElement('h3');
  const a = document.createElement('a');
  a.className = 'open';
  a.textContent = doc.title || file;
  li.append(h);
  h.append(a);
  const meta = document.createElement('p');
  meta.className = 'meta';
  const name = document.createElement('a');
  // the file itself, next to this page: its name as a path segment, never a scheme (a file
  // named "javascript:….json" is a file, not a script)
  name.href = `./${encodeURIComponent(file)}`;
  name.className = 'file';
  name.textContent = file;
  meta.append(name, ' · ');
  for (const id of doc.rules || []) meta.append(ruleChip(id), ' ');
  const steps = doc.steps || 0;
  meta.append(`· ${word('index-steps', { n: steps })}`);
  li.append(meta);
  if (doc.description) {
    const d = document.createElement('p');
    d.className = 'description';
    d.textContent = doc.description;
    li.append(d);
  }
  const actions = document.createElement('p');
  actions.className = 'actions';
  const preview = document.createElement('button');
  preview.type = 'button';
  preview.className = 'preview';
  preview.textContent = word('index-preview-here');
  preview.addEventListener('click', () => showPreview(file, doc.title || file));
  const copy = document.createElement('button');
  copy.type = 'button';
  copy.className = 'copy';
  copy.textContent = word('index-copy');
  copy.addEventListener('click', async () => {
    const text = snippet(file, doc.title || file);
    code.textContent = text;
    code.hidden = false;
    flash(word(await copyText(text) ? 'index-copied' : 'index-copy-by-hand'));
  });
  const code = document.createElement('code');
  code.className = 'snippet';
  code.hidden = true;
  actions.append(preview, ' ', copy);
  li.append(actions, code);
  const refresh = () => {
    a.href = embedHref(file, true);
    if (!code.hidden) code.textContent = snippet(file, doc.title || file);
  };
  refresh();
  return Object.assign(li, { refresh });
}

/**
 * @param {string} file
 * @param {string} title
 */
function showPreview(file, title) {
  const box = $('preview-box');
  const frame = /** @type {HTMLIFrameElement} */ ($('preview'));
  const [w, h] = opts.size.value.split('x');
  frame.width = w;
  frame.height = h;
  frame.src = embedHref(file, true);
  $('preview-title').textContent = title;
  box.hidden = false;
  box.dataset.file = file;
  box.scrollIntoView({ block: 'nearest' });
}

/**
 * The page's own words in the reader's language: each element marked `data-i18n="id"` gets the
 * message's text, `data-i18n-title` / `data-i18n-label` its title / aria-label.
 */
function wordChrome() {
  wordIndexDom(document, word);
  document.title = word('index-page-title');
}

/** Whether the reader chose the language (`?lang=` or the switch): the links then keep it. */
let chosen = Boolean(langParam);

/** Loads `lang`'s words and rule texts and words the page's own text in it. */
/** @param {string} lang */
async function useLanguage(lang) {
  const [now] = await Promise.all([usePageLanguage(lang, null, ['index']), useRuleLanguage(lang)]);
  reader = now;
  document.documentElement.lang = reader;
  wordChrome();
  checkBase();
}

/** The list (pkg/scenarios.json), as read at start-up. */
/** @type {{files?: any[]} | null} */
let index = null;
/** @type {ReturnType<typeof card>[]} */
let cards = [];

/** The cards by group, in the page's language (titles and descriptions, else English). */
function renderLists() {
  const entries = ((index && index.files) || []).map((f) => ({
    file: f.file,
    doc: f.error
      ? { title: `${f.file}: ${f.error}`, rules: [] }
      : { ...f, title: pickText(f.title, reader).text, description: pickText(f.description, reader).text },
  }));
  const lists = $('lists');
  lists.replaceChildren();
  cards = [];
  for (const g of GROUPS) {
    const section = document.createElement('section');
    section.id = `group-${g.id}`;
    const h = document.createElement('h2');
    h.textContent = word(`index-group-${g.id}`);
    const ul = document.createElement('ul');
    ul.className = 'cards';
    for (const { file, doc } of entries) {
      if (!g.test(file)) continue;
      const c = card(file, doc);
      cards.push(c);
      ul.append(c);
    }
    section.append(h, ul);
    lists.append(section);
  }
}

/**
 * The switch of the page's language (pages.js, as the game page's and the editor's): the
 * page is worded again in place, the links' and snippets' language follows, and `lang=` goes
 * into the address and the links.
 */
function setupLanguageSwitch() {
  const select = /** @type {HTMLSelectElement} */ ($('page-lang'));
  fillLanguageSwitch(select);
  select.addEventListener('change', async () => {
    await useLanguage(select.value);
    chosen = true;
    chooseLanguage(reader);
    history.replaceState(null, '', keepLang(location.href));
    opts.lang.value = reader;
    if (index) renderLists();
    const box = $('preview-box');
    if (!box.hidden) showPreview(box.dataset.file || '', $('preview-title').textContent || '');
    document.body.dataset.lang = reader;
  });
}

async function main() {
  if (langParam) chooseLanguage(reader);
  await useLanguage(reader);
  setupLanguageSwitch();
  fillLanguageSwitch(opts.lang); // the snippets' languages: the engine's, each in its own name
  if (TEXT_LANGS.includes(reader)) opts.lang.value = reader;
  opts.base.value = remembered();
  checkBase();
  try {
    const res = await fetch(INDEX_URL, { cache: 'no-cache' });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    index = await res.json();
  } catch (e) {
    $('lists').textContent = word('index-missing', { why: e instanceof Error ? e.message : String(e) });
    document.body.dataset.ready = '1';
    return;
  }
  renderLists();
  opts.base.addEventListener('input', () => {
    remember(opts.base.value.trim());
    checkBase();
    for (const c of cards) c.refresh();
  });
  for (const o of Object.values(opts)) o.addEventListener('change', () => {
    for (const c of cards) c.refresh();
    const box = $('preview-box');
    if (!box.hidden) showPreview(box.dataset.file || '', $('preview-title').textContent || '');
  });
  document.body.dataset.ready = '1';
}

main().catch((e) => {
  $('lists').textContent = word('index-failed', { why: e.message });
  document.body.dataset.ready = '1';
});
