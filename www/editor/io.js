// The editor's files and links: opening a scenario (file picker, drop, paste, ?scenario=
// link: inline JSON, base64url or an address on this site), and exporting it (the file, a link
// of the embed that carries it, the iframe snippet for the wiki's copy of the page, whose
// address is an input remembered in localStorage).

import { download, make, messageOf } from '../ui/dom.js';
import { FETCH_TIMEOUT_MS, MAX_GAME_BYTES, fetchCapped } from '../io/fetch-capped.js';
import { fromBase64Url, toBase64Url } from '../io/base64url.js';
import { docText, expectFromView, normalise } from './model.js';
import { el, state } from './state.js';

/** The engine's answers about the document now (editor/main.js `answers`). @typedef {import('./state.js').EditorCtrl['answers']} Answers */
import { loadWords, t, useWords, words } from '../words/i18n.js';
import { pickText } from '../words/text.js';
import { stepPlacesTile } from '../render/scene.js';

/** The areas of words a picture is drawn with (as scripts/render.mjs draws it). */
const PICTURE_AREAS = ['common', 'panel', 'legend', 'embed', 'picture'];

/** Where the wiki copy's address is remembered. */
export const BASE_KEY = 'carcassonne-mist/editor/base';

/**
 * The text of a scenario given in a link's `?scenario=` (inline, base64url, or a file on this site).
 * @param {string} raw
 * @param {string} [search]
 * @returns {Promise<string>}
 */
export async function scenarioFromParam(raw, search = location.search) {
  let v = String(raw).trim();
  // the address's bytes that are not UTF-8 come out of URLSearchParams as U+FFFD: said, not read
  if (v.includes('\uFFFD') && !queryIsUtf8(search)) throw new Error(t('editor-open-unreadable', { why: t('editor-open-not-utf8') }));
  if (/^%7b/i.test(v)) {
    try { v = decodeURIComponent(v); } catch { /* as it is */ }
  }
  if (v.startsWith('{')) return v;
  if (/^e[A-Za-z0-9_-]+={0,2}$/.test(v)) {
    let bytes;
    try {
      bytes = fromBase64Url(v);
    } catch {
      // (the browser's own words would be in its language, not the page's)
      throw new Error(t('editor-open-unreadable', { why: t('editor-open-not-base64url') }));
    }
    if (bytes.length > MAX_GAME_BYTES) throw new Error(t('editor-open-large', { size: bytes.length }));
    return utf8(bytes);
  }
  // every refusal in the reader's words (the browser's own messages are in its language, not the page's)
  let url;
  try {
    url = new URL(v, location.href);
  } catch {
    throw new Error(t('editor-open-bad-address', { text: excerpt(v) }));
  }
  if (url.origin !== location.origin) throw new Error(t('editor-open-other-site', { own: location.origin, origin: url.origin }));
  const shown = excerpt(v);
  try {
    return await fetchCapped(url, MAX_GAME_BYTES);
  } catch (thrown) {
    // fetch-capped.js's error: an Error with the `kind` of failure (and `status`)
    const e = /** @type {Error & {kind?: string, status?: string}} */ (thrown);
    if (e.kind === 'timeout') throw new Error(t('error-timed-out', { url: shown, seconds: FETCH_TIMEOUT_MS / 1000 }));
    if (e.kind === 'large') throw new Error(t('error-too-large', { url: shown }));
    if (e.kind === 'redirect') throw new Error(t('error-redirected', { url: shown }));
    if (e.kind === 'status') throw new Error(t('error-http-status', { url: shown, status: e.status ?? '' }));
    throw new Error(t('error-fetch-failed', { url: shown, why: t('editor-open-unreachable') }));
  }
}

/**
 * Whether the %-escapes of an address's query `search` are bytes of UTF-8 text.
 * @param {string} search
 */
export function queryIsUtf8(search) {
  /** @type {number[]} */
  const bytes = [];
  const q = String(search).replace(/\+/g, ' ');
  for (let i = 0; i < q.length; i++) {
    if (q[i] === '%' && /^[0-9a-f]{2}$/i.test(q.slice(i + 1, i + 3))) {
      bytes.push(parseInt(q.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...new TextEncoder().encode(q[i]));
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes));
    return true;
  } catch {
    return false;
  }
}

/** At most 80 characters of a text given, for the words that quote it. */
const excerpt = (/** @type {string} */ s) => (s.length > 80 ? `${s.slice(0, 79)}…` : s);

/**
 * `bytes` as UTF-8 text, or a refusal in the reader's words.
 * @param {Uint8Array} bytes
 */
function utf8(bytes) {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new Error(t('editor-open-unreadable', { why: t('editor-open-not-utf8') }));
  }
}

/**
 * Reads a pasted text: a scenario's JSON, or a link whose `?scenario=` carries one.
 * @param {unknown} text
 */
export async function textOfPaste(text) {
  const s = String(text || '').trim();
  if (!s) throw new Error(t('editor-open-nothing'));
  if (s.startsWith('{')) return s;
  try {
    const u = new URL(s, location.href);
    const raw = u.searchParams.get('scenario');
    if (raw !== null) return scenarioFromParam(raw);
  } catch { /* not a link: the engine says what it is */ }
  return s;
}

/**
 * The text of a dropped or picked file, capped.
 * @param {File} file
 */
export async function textOfFile(file) {
  if (file.size > MAX_GAME_BYTES) throw new Error(t('editor-open-large', { size: file.size }));
  return utf8(new Uint8Array(await file.arrayBuffer()));
}

/**
 * The document to export: with `expect`, the engine's answers now become expectations (the
 * position's before the steps, each step's after it; a refused step keeps its `refused` or `error`), over
 * the expectations already written.
 * @param {boolean} withExpect
 * @param {Answers} answersNow
 * @returns {any} the document as it is written (model.js normalise)
 */
export function exportDoc(withExpect, answersNow) {
  /** @type {any} the document as written */
  const doc = normalise(state.doc);
  if (!withExpect) return doc;
  const answers = answersNow();
  if (!answers) return doc;
  // the engine's answers replace the same expectations written before; the others stay
  doc.expect = { ...(doc.expect || {}), ...answers.position };
  doc.steps = (doc.steps || []).map((/** @type {any} */ s, /** @type {number} */ i) => (s.error || s.refused || !answers.steps[i] ? s : { ...s, expect: { ...(s.expect || {}), ...answers.steps[i] } }));
  return normalise(doc);
}

/**
 * The engine's answers as expectations, from the views of a replay (editor/main.js gives them).
 * @typedef {{view: import('../../types/engine/GameView').GameView, placements: import('../../types/engine/PlacementView').PlacementView[] | null}} Answer
 * @param {{position: Answer, steps: (Answer | null)[]}} views
 */
export const answersOf = (views) => ({
  position: expectFromView(views.position.view, views.position.placements),
  steps: views.steps.map((s) => (s ? expectFromView(s.view, s.placements) : null)),
});

/** Whether this browser keeps nothing for the editor (site data blocked): the address lasts as long as the page. */
let keepsNothing = false;

/** The address remembered, or null (none, or no storage: then `keepsNothing`). */
function rememberedBase() {
  try {
    return localStorage.getItem(BASE_KEY);
  } catch {
    keepsNothing = true;
    return null;
  }
}

/** @param {string} v */
function rememberBase(v) {
  try {
    if (v) localStorage.setItem(BASE_KEY, v);
    else localStorage.removeItem(BASE_KEY);
  } catch {
    keepsNothing = true;
  }
}

/** The wiki copy's address as given (else this site's, unless it runs on this computer). */
export function baseAddress() {
  const saved = rememberedBase();
  if (saved) return saved;
  if (/^(localhost|127\.|\[::1\]|0\.0\.0\.0)/.test(location.hostname)) return '';
  return new URL('.', location.href).href;
}

/**
 * @param {string} base
 * @param {string} text
 */
function embedLink(base, text) {
  const code = toBase64Url(new TextEncoder().encode(JSON.stringify(JSON.parse(text))));
  const b = base.endsWith('/') ? base : `${base}/`;
  return `${b}embed.html?scenario=${code}`;
}

/**
 * Fills the export dialog for the document as it is; returns the file's text.
 * @param {Answers} answers
 */
export function fillExport(answers) {
  const text = docText(exportDoc(el.exExpect.checked, answers));
  el.exSize.textContent = t('editor-size', { bytes: new TextEncoder().encode(text).length });
  const base = el.exBase.value.trim();
  let ok = false;
  if (!base) el.exBaseNote.textContent = /^(localhost|127\.)/.test(location.hostname) ? t('editor-base-local') : t('editor-base-missing');
  else {
    try {
      ok = ['http:', 'https:'].includes(new URL(base).protocol);
    } catch { ok = false; }
    el.exBaseNote.textContent = ok ? (keepsNothing ? t('editor-base-not-kept') : '') : t('editor-base-bad');
  }
  const link = ok ? embedLink(base, text) : '';
  el.exLink.value = link;
  const attr = (/** @type {string} */ s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  // the frame's name for a screen reader: the scenario's title (as the texts are edited), else the demonstrator's
  const title = pickText(state.doc.title, state.lang).text.replace(/\s+/g, ' ').trim().slice(0, 200) || t('editor-iframe-title');
  el.exSnippet.value = ok
    ? `<iframe src="${attr(link)}" width="720" height="520" style="border:0;max-width:100%" loading="lazy" title="${attr(title)}"></iframe>`
    : '';
  return text;
}

/** A file name from the scenario's English title. */
function slug() {
  return String(typeof state.doc.title === 'object' ? state.doc.title.en : state.doc.title || 'scenario')
    .toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'scenario';
}

/**
 * The picture's step choices: before each step (its placement shown, when it is one that plays:
 * ui/export.js shows no meeple or ghost move, nor a step that is refused), and after the last.
 */
function fillPictureSteps() {
  const steps = state.doc.steps || [];
  const n = steps.length;
  const keep = Number(el.exPicStep.value) || 0;
  const text = (/** @type {number} */ k) => {
    if (k >= n) return t('editor-picture-end');
    return t(stepPlacesTile(steps[k]) ? 'editor-picture-before' : 'editor-picture-at', { done: k, n: k + 1 });
  };
  el.exPicStep.replaceChildren(...Array.from({ length: n + 1 }, (_, k) => make('option', {
    value: String(k), text: text(k), selected: k === Math.min(keep, n),
  })));
}

/**
 * Draws the document as exported (the export module, with the board's own renderer: issue 14)
 * at the chosen step, in the language the texts are edited in, and downloads it.
 * @param {'svg' | 'png'} format
 * @param {number} scale
 * @param {Answers} answers
 */
async function savePicture(format, scale, answers) {
  const text = fillExport(answers);
  const step = Number(el.exPicStep.value) || 0;
  try {
    const [{ pictureOfScenario }, pictureWords, { packScenario }] = await Promise.all([import('../ui/export.js'), loadWords(state.lang, PICTURE_AREAS), import('../io/packed.js')]);
    // the picture links to a short address: the scenario in the texts' language, packed (issue 24)
    const base = el.exLink.value ? el.exLink.value.replace(/embed\.html\?.*$/, '') : '';
    const link = base ? `${base}embed.html?scenario=${await packScenario(JSON.parse(text), state.lang)}&lang=${state.lang}&step=${step}` : '';
    // the picture is drawn at once in the texts' words (its outcome text), then the editor's come back
    const mine = words();
    let drawn;
    useWords(pictureWords);
    try {
      // (the export dialog opens once the engine is there)
      drawn = pictureOfScenario(/** @type {NonNullable<typeof state.engine>} */ (state.engine), text, {
        step, show: null, lang: state.lang, outcomeText: el.exPicText.checked, legend: el.exPicLegend.checked,
        link, scale, format,
      });
    } finally {
      useWords(mine);
    }
    const picture = await drawn;
    const name = `${slug()}-step${step}-${state.lang}${scale > 1 ? '@2x' : ''}.${format}`;
    download(typeof picture === 'string' ? new Blob([picture], { type: 'image/svg+xml' }) : picture, name);
    el.exNote.textContent = name;
  } catch (e) {
    el.exNote.textContent = t('editor-picture-failed', { why: messageOf(e) });
  }
}

/**
 * Wires the export dialog; `answers` gives the engine's answers, for the expectations.
 * @param {Answers} answers
 */
export function setupExport(answers) {
  el.exBase.value = baseAddress();
  el.exportBtn.addEventListener('click', () => {
    fillExport(answers);
    fillPictureSteps();
    el.exNote.textContent = '';
    el.exportDialog.showModal();
  });
  el.exExpect.addEventListener('change', () => fillExport(answers));
  el.exBase.addEventListener('input', () => {
    const v = el.exBase.value.trim();
    rememberBase(v);
    fillExport(answers);
  });
  el.exDownload.addEventListener('click', () => {
    const text = fillExport(answers);
    download(new Blob([text], { type: 'application/json' }), `${slug()}.json`);
  });
  for (const [button, format, scale] of /** @type {[HTMLElement, 'svg' | 'png', number][]} */ ([[el.exPicSvg, 'svg', 1], [el.exPicPng, 'png', 1], [el.exPicPng2, 'png', 2]])) {
    button.addEventListener('click', () => savePicture(format, scale, answers));
  }
  const copy = (/** @type {HTMLInputElement | HTMLTextAreaElement} */ input) => async () => {
    input.select();
    try {
      await navigator.clipboard.writeText(input.value);
    } catch {
      document.execCommand('copy');
    }
    el.exNote.textContent = t('editor-copied');
  };
  el.exLinkCopy.addEventListener('click', copy(el.exLink));
  el.exSnippetCopy.addEventListener('click', copy(el.exSnippet));
}
