// The embed's address, read as untrusted input worded for the reader: the options (lang,
// theme, interactive, step, show, title) and the scenario or saved game, inline (JSON or
// base64url) or fetched (io/fetch-capped.js) from this site or one listed in embed-origins.json.
// Its errors are ShownErrors, worded when shown (embed/main.js). Used by embed/start.js.

import { t, wordsLanguage } from '../words/i18n.js';
import { FETCH_TIMEOUT_MS, MAX_GAME_BYTES, allowedOrigins, fetchCapped } from '../io/fetch-capped.js';
import { readerLanguage } from '../words/text.js';

/**
 * An error to show the reader as it is, worded when shown: message `id` of errors.ftl with
 * `args` (it may be thrown before the words are loaded). `file`: `{text, kind, error}` when the
 * engine refused the scenario or saved game (its words come from file-errors.js).
 */
export class ShownError extends Error {
  /**
   * @param {string} id the message id (www/locales/<lang>/embed.ftl, errors.ftl)
   * @param {Record<string, string | number>} [args] the message's arguments
   * @param {{text: string, kind: string, error: unknown} | null} [file] the file's text, kind and the engine's error, when the file is what is wrong
   */
  constructor(id, args = {}, file = null) {
    super(id);
    this.id = id;
    this.args = args;
    this.file = file;
  }

  /** The words, in the reader's language. */
  words() {
    return t(this.id, this.args);
  }
}

/**
 * What the address asks of the embed (readLanguage, readOptions), copied by main.js into
 * embed/state.js's `state`.
 * @typedef {object} AddressOptions
 * @property {string} [lang] the words' language
 * @property {string} [readerLang] the reader's language as asked
 * @property {boolean} [interactive] whether the reader may try placements
 * @property {boolean} [showNone] `show=none`: no placement shown at the start
 * @property {{x: number, y: number, rotation: number | null}} [showOption] `show=x,y[,r]`
 */

/**
 * The reader's language: lang=, else the browser's languages, else English (text.js); noted in
 * `options` (the words' language `lang` and the reader's `readerLang`).
 * @param {URLSearchParams} params
 * @param {AddressOptions} options
 */
export function readLanguage(params, options) {
  const lang = readerLanguage(params.get('lang'), navigator.languages);
  options.lang = wordsLanguage(lang);
  options.readerLang = lang;
  document.documentElement.lang = options.lang;
  return lang;
}

/**
 * The options of the address, noted in `options` (interactive, showNone, showOption: embed/main.js
 * copies them into embed/state.js's `state`); their problems, each a function that words it
 * (`() => text`).
 * @param {URLSearchParams} params
 * @param {AddressOptions} options
 */
export function readOptions(params, options) {
  /** @type {(() => string)[]} */
  const warnings = [];

  const theme = (params.get('theme') || 'light').trim().toLowerCase();
  let chosen = theme;
  if (theme === 'auto') chosen = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  if (!['light', 'dark'].includes(chosen)) chosen = 'light';
  document.documentElement.dataset.theme = chosen;
  if (params.get('title') === '0') document.documentElement.dataset.title = '0';

  options.interactive = !['0', 'false', 'no', 'off'].includes((params.get('interactive') || '1').trim().toLowerCase());

  const show = params.get('show');
  if (show !== null) {
    const s = show.trim().toLowerCase();
    if (s === 'none' || s === '0' || s === 'off') options.showNone = true;
    else {
      const m = s.match(/^(-?\d+)\s*,\s*(-?\d+)(?:\s*,\s*(\d+))?$/);
      if (m) options.showOption = { x: Number(m[1]), y: Number(m[2]), rotation: m[3] === undefined ? null : Number(m[3]) };
      else warnings.push(() => t('embed-bad-option', { name: 'show', value: show, why: t('embed-show-format') }));
    }
  }
  return warnings;
}

/**
 * Inline base64url JSON as text (base64url.js is fetched only for such an address: first load).
 * @param {string} s
 */
async function base64urlToText(s) {
  const { fromBase64Url } = await import('../io/base64url.js');
  const bytes = fromBase64Url(s);
  if (bytes.length > MAX_GAME_BYTES) throw new ShownError('error-too-large', { url: '?scenario=…' });
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** Whether a `scenario=` value is given inline (JSON, base64url JSON, or `z` + deflated), not a file's address. */
export const isInline = (/** @type {string | null | undefined} */ raw) => /^\s*(?:\{|%7b|e[A-Za-z0-9_-]+={0,2}$|z[A-Za-z0-9_-]+$)/i.test(raw || '');

/**
 * The text of a scenario or saved game given in the address: inline JSON (`{…}`, already
 * percent-decoded by URLSearchParams), base64url JSON (starts with `e`, as every base64 text of
 * `{` does), `z` and deflate-raw compressed JSON in base64url (the short link a picture carries,
 * picture.js; unpacked as a stream capped at 1 MiB), or else the address of a file, relative to
 * this page: on this page's own site, or on one the hosting site lists in embed-origins.json.
 * `kind`: 'scenario' or 'game'.
 * @param {string} raw
 * @param {string} kind
 * @returns {Promise<string>}
 */
export async function readSource(raw, kind) {
  let v = raw.trim();
  if (/^%7b/i.test(v)) {
    try { v = decodeURIComponent(v); } catch { /* keep it as it is */ }
  }
  if (v.startsWith('{')) return v;
  if (/^z[A-Za-z0-9_-]+$/.test(v)) {
    // a short link (no dot, no slash: no file's address): unpacked, or damaged (cut short)
    let text = '';
    try {
      const { unpackText } = await import('../io/packed.js');
      text = await unpackText(v.slice(1));
    } catch (e) {
      if (e instanceof Error && e.message === 'too large') throw new ShownError('error-too-large', { url: '?scenario=…' });
    }
    if (text.trimStart().startsWith('{')) return text;
    throw new ShownError('error-damaged-short-link');
  }
  if (/^e[A-Za-z0-9_-]+={0,2}$/.test(v)) {
    try {
      const text = await base64urlToText(v);
      if (text.trimStart().startsWith('{')) return text;
    } catch (e) {
      if (e instanceof ShownError) throw e;
      /* not base64: try it as an address */
    }
  }
  if (!v) throw new ShownError('error-no-source');
  let url;
  try {
    url = new URL(v, location.href);
  } catch {
    throw new ShownError('error-bad-inline', { kind });
  }
  if (!['http:', 'https:'].includes(url.protocol)) throw new ShownError('error-bad-inline', { kind });
  const own = location.origin;
  if (url.origin !== own && !(await allowedOrigins()).includes(url.origin)) {
    throw new ShownError('error-other-origin', { url: v, own, origin: url.origin });
  }
  // the page's Content-Security-Policy (connect-src) has the last word on other origins
  let blockedByCsp = false;
  const onCsp = (/** @type {SecurityPolicyViolationEvent} */ e) => {
    if (e.violatedDirective && e.violatedDirective.startsWith('connect-src')) blockedByCsp = true;
  };
  document.addEventListener('securitypolicyviolation', onCsp);
  try {
    return await fetchCapped(url, MAX_GAME_BYTES);
  } catch (thrown) {
    // fetch-capped.js's error: an Error with the `kind` of failure (and `status`, `why`)
    const e = /** @type {Error & {kind?: string, status?: string, why?: string}} */ (thrown);
    if (e.kind === 'timeout') throw new ShownError('error-timed-out', { url: v, seconds: FETCH_TIMEOUT_MS / 1000 });
    if (e.kind === 'large') throw new ShownError('error-too-large', { url: v });
    if (e.kind === 'redirect') throw new ShownError('error-redirected', { url: v });
    if (e.kind === 'status') throw new ShownError('error-http-status', { url: v, status: e.status ?? '' });
    // the violation event comes a moment after the refused fetch
    await new Promise((ok) => setTimeout(ok, 50));
    if (blockedByCsp) throw new ShownError('error-csp-blocked', { url: v, origin: url.origin });
    throw new ShownError('error-fetch-failed', { url: v, why: e.why || e.message });
  } finally {
    document.removeEventListener('securitypolicyviolation', onCsp);
  }
}
