// The list of ready-made scenarios: reads each file's title, rules and description, and builds
// links to open it in the demonstrator and the iframe snippet to paste into a wiki page.
// Adding a scenario: put the .json file in this folder and its name in FILES below.

import { pickText } from '../lang.js';
import { RULES } from '../rules.js';

/** Every scenario of this folder, in the order listed; groups by the first rule id. */
export const FILES = [
  'example-1.json', 'example-2.json', 'example-3.json', 'faq.json', 'continue-and-limit.json',
  'rule-B1.json', 'rule-B2.json', 'rule-B3.json', 'rule-B4.json', 'rule-B5.json', 'rule-B6.json', 'rule-B7.json',
  'rule-G1.json', 'rule-G2.json', 'rule-M1.json', 'rule-M2.json', 'rule-M3.json', 'rule-M4.json', 'rule-M5.json',
  'rule-G3.json', 'rule-G4.json', 'rule-G5.json', 'rule-G6.json', 'rule-K1.json', 'rule-K2.json',
  'rule-S1.json', 'rule-S2.json', 'rule-S3.json', 'rule-S4.json', 'rule-S5.json', 'rule-S6.json', 'rule-S7.json', 'rule-S7a.json',
  'rule-S8.json', 'rule-S9.json',
  'rule-V1.json', 'rule-V2.json', 'rule-V3.json', 'rule-V4.json', 'rule-V5.json', 'rule-V6.json',
  'multilingual-example.json',
];

const GROUPS = [
  { id: 'examples', title: 'The examples of the rules page', test: (f) => !f.startsWith('rule-') },
  { id: 'base', title: 'Base game (B1–B7)', test: (f) => /^rule-B/.test(f) },
  { id: 'gcc', title: 'Exp. 11: ghosts, mist, castles, cemeteries (G, M, K)', test: (f) => /^rule-[GMK]/.test(f) },
  { id: 'sc', title: 'The Spell Circles (S1–S9)', test: (f) => /^rule-S/.test(f) },
  { id: 'variants', title: 'Rule variants (V1–V6)', test: (f) => /^rule-V/.test(f) },
];

const $ = (id) => document.getElementById(id);
const opts = { lang: $('opt-lang'), theme: $('opt-theme'), interactive: $('opt-interactive'), size: $('opt-size') };

/** The demonstrator's address for scenario file `file`, relative to this page. */
function embedHref(file) {
  const q = new URLSearchParams();
  q.set('scenario', `scenarios/${file}`);
  if (opts.lang.value !== 'en') q.set('lang', opts.lang.value);
  if (opts.theme.value !== 'light') q.set('theme', opts.theme.value);
  if (!opts.interactive.checked) q.set('interactive', '0');
  return `../embed.html?${q.toString().replace(/%2F/g, '/')}`;
}

function absolute(href) {
  return new URL(href, location.href).href;
}

function snippet(file, title) {
  const [w, h] = opts.size.value.split('x');
  const esc = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<iframe src="${esc(absolute(embedHref(file)))}" width="${w}" height="${h}" `
    + `style="border:1px solid #ccc; border-radius:6px; max-width:100%" loading="lazy" title="${esc(title)}"></iframe>`;
}

async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // no clipboard here (an insecure page, a refused permission): select it for Ctrl+C instead
    const ta = document.createElement('textarea');
    ta.value = text;
    ta.setAttribute('readonly', '');
    ta.style.position = 'fixed';
    ta.style.opacity = '0';
    document.body.append(ta);
    ta.select();
    let ok = false;
    try { ok = document.execCommand('copy'); } catch { ok = false; }
    ta.remove();
    return ok;
  }
}

function flash(message) {
  const box = $('copied');
  box.textContent = message;
  box.hidden = false;
  clearTimeout(flash.timer);
  flash.timer = setTimeout(() => { box.hidden = true; }, 2500);
}

function ruleChip(id) {
  const abbr = document.createElement('abbr');
  abbr.className = 'rule';
  abbr.textContent = id;
  const r = RULES[id];
  if (r) abbr.title = `${id} ${r.title}: ${r.text}`;
  return abbr;
}

function card(file, doc) {
  const li = document.createElement('li');
  li.className = 'card';
  li.dataset.file = file;
  const h = document.createElement('h3');
  const a = document.createElement('a');
  a.className = 'open';
  a.textContent = doc.title || file;
  li.append(h);
  h.append(a);
  const meta = document.createElement('p');
  meta.className = 'meta';
  const name = document.createElement('a');
  name.href = file;
  name.className = 'file';
  name.textContent = file;
  meta.append(name, ' · ');
  for (const id of doc.rules || []) meta.append(ruleChip(id), ' ');
  const steps = (doc.steps || []).length;
  meta.append(`· ${steps} step${steps === 1 ? '' : 's'}`);
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
  preview.textContent = 'Preview here';
  preview.addEventListener('click', () => showPreview(file, doc.title || file));
  const copy = document.createElement('button');
  copy.type = 'button';
  copy.className = 'copy';
  copy.textContent = 'Copy iframe snippet';
  copy.addEventListener('click', async () => {
    const text = snippet(file, doc.title || file);
    code.textContent = text;
    code.hidden = false;
    flash(await copyText(text) ? 'Snippet copied.' : 'Select the snippet below and copy it.');
  });
  const code = document.createElement('code');
  code.className = 'snippet';
  code.hidden = true;
  actions.append(preview, ' ', copy);
  li.append(actions, code);
  const refresh = () => {
    a.href = embedHref(file);
    if (!code.hidden) code.textContent = snippet(file, doc.title || file);
  };
  refresh();
  li.refresh = refresh;
  return li;
}

function showPreview(file, title) {
  const box = $('preview-box');
  const frame = $('preview');
  const [w, h] = opts.size.value.split('x');
  frame.width = w;
  frame.height = h;
  frame.src = embedHref(file);
  $('preview-title').textContent = title;
  box.hidden = false;
  box.dataset.file = file;
  box.scrollIntoView({ block: 'nearest' });
}

async function main() {
  const docs = await Promise.all(FILES.map(async (f) => {
    try {
      const res = await fetch(f, { cache: 'no-cache' });
      if (!res.ok) return { title: `${f}: HTTP ${res.status}`, rules: [] };
      const doc = await res.json();
      // texts in several languages (docs/FORMATS.md): this list is in English
      return { ...doc, title: pickText(doc.title, 'en').text, description: pickText(doc.description, 'en').text };
    } catch (e) {
      return { title: `${f}: ${e.message}`, rules: [] };
    }
  }));
  const lists = $('lists');
  lists.replaceChildren();
  const cards = [];
  for (const g of GROUPS) {
    const section = document.createElement('section');
    section.id = `group-${g.id}`;
    const h = document.createElement('h2');
    h.textContent = g.title;
    const ul = document.createElement('ul');
    ul.className = 'cards';
    FILES.forEach((f, i) => {
      if (!g.test(f)) return;
      const c = card(f, docs[i]);
      cards.push(c);
      ul.append(c);
    });
    section.append(h, ul);
    lists.append(section);
  }
  for (const o of Object.values(opts)) o.addEventListener('change', () => {
    for (const c of cards) c.refresh();
    const box = $('preview-box');
    if (!box.hidden) showPreview(box.dataset.file, $('preview-title').textContent);
  });
  document.body.dataset.ready = '1';
}

main().catch((e) => {
  $('lists').textContent = `The list cannot be shown: ${e.message}`;
  document.body.dataset.ready = '1';
});
