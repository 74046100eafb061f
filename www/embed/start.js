// The embed's first steps, started as soon as the HTML is read: embed.html runs this module
// before embed.js, and its imports are few and preloaded first, so the reader's word files, the
// rule texts of their language, the scenario file and the engine are on their way, and the game
// is built from the file, while the browser still fetches and runs the other modules (time to
// interactive, docs/PERFORMANCE.md). embed.js picks up what it started (`start`). While the network is
// busy the main thread also makes what the first frame would otherwise make the first time
// (dom.js warmUp). Errors are ShownErrors, reported by embed.js.
//
// Reading the address is here too (one module fewer before the embed is interactive): the
// options (lang, theme, interactive, step, show, title) and the scenario or saved game, inline
// (JSON or base64url) or fetched (fetch-capped.js), as untrusted input worded for the reader.

import { loadWords, t, wordsLanguage } from '../words/i18n.js';
import { FETCH_TIMEOUT_MS, MAX_GAME_BYTES, allowedOrigins, fetchCapped } from '../io/fetch-capped.js';
import { readerLanguage } from '../words/text.js';
import { nextTask, warmUp } from '../ui/dom.js';

/**
 * The word files the embed loads at start (www/locales/<lang>/<area>.ftl), in the reader's
 * language only; "errors" (what stops it) only when something does (embed.js), to keep the
 * first load small.
 */
const EMBED_AREAS = ['common', 'panel', 'embed'];

/**
 * An error to show the reader as it is, worded when shown: message `id` of errors.ftl with
 * `args` (it may be thrown before the words are loaded). `file`: `{text, kind, error}` when the
 * engine refused the scenario or saved game (its words come from file-errors.js).
 */
export class ShownError extends Error {
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
 * The reader's language: lang=, else the browser's languages, else English (text.js); noted in
 * `options` (the words' language `lang` and the reader's `readerLang`).
 */
function readLanguage(params, options) {
  const lang = readerLanguage(params.get('lang'), navigator.languages);
  options.lang = wordsLanguage(lang);
  options.readerLang = lang;
  document.documentElement.lang = options.lang;
  return lang;
}

/**
 * The options of the address, noted in `options` (interactive, showNone, showOption: embed.js
 * copies them into embed-state.js's `state`); their problems, each a function that words it
 * (`() => text`).
 */
function readOptions(params, options) {
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

/** Inline base64url JSON as text (base64url.js is fetched only for such an address: first load). */
async function base64urlToText(s) {
  const { fromBase64Url } = await import('../io/base64url.js');
  const bytes = fromBase64Url(s);
  if (bytes.length > MAX_GAME_BYTES) throw new ShownError('error-too-large', { url: '?scenario=…' });
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/**
 * The text of a scenario or saved game given in the address: inline JSON (`{…}`, already
 * percent-decoded by URLSearchParams), base64url JSON (starts with `e`, as every base64 text of
 * `{` does), or else the address of a file, relative to this page: on this page's own site, or
 * on one the hosting site lists in embed-origins.json. `kind`: 'scenario' or 'game'.
 */
async function readSource(raw, kind) {
  let v = raw.trim();
  if (/^%7b/i.test(v)) {
    try { v = decodeURIComponent(v); } catch { /* keep it as it is */ }
  }
  if (v.startsWith('{')) return v;
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
  const onCsp = (e) => {
    if (e.violatedDirective && e.violatedDirective.startsWith('connect-src')) blockedByCsp = true;
  };
  document.addEventListener('securitypolicyviolation', onCsp);
  try {
    return await fetchCapped(url, MAX_GAME_BYTES);
  } catch (e) {
    if (e.kind === 'timeout') throw new ShownError('error-timed-out', { url: v, seconds: FETCH_TIMEOUT_MS / 1000 });
    if (e.kind === 'large') throw new ShownError('error-too-large', { url: v });
    if (e.kind === 'redirect') throw new ShownError('error-redirected', { url: v });
    if (e.kind === 'status') throw new ShownError('error-http-status', { url: v, status: e.status });
    // the violation event comes a moment after the refused fetch
    await new Promise((ok) => setTimeout(ok, 50));
    if (blockedByCsp) throw new ShownError('error-csp-blocked', { url: v, origin: url.origin });
    throw new ShownError('error-fetch-failed', { url: v, why: e.why || e.message });
  } finally {
    document.removeEventListener('securitypolicyviolation', onCsp);
  }
}

const params = new URLSearchParams(location.search);
const options = {};
const lang = readLanguage(params, options);
const warnings = readOptions(params, options); // the theme too, before the first paint

/** The scenario or saved game the address names: `kind` ('scenario' | 'game') and its `raw` value. */
const scenarioRaw = params.get('scenario');
const gameRaw = params.get('game');
const kind = scenarioRaw !== null ? 'scenario' : 'game';

// the words, the rule texts, the file and the engine load at once (only the reader's language)
// (the engine's glue and the rule texts are imported here, not above, so that this module runs
// and asks for the words and the file without waiting for them: they are preloaded all the same)
const words = loadWords(lang, EMBED_AREAS);
const rules = import('../words/rules.js').then((m) => m.useRuleLanguage(lang));
const reading = scenarioRaw !== null && gameRaw !== null ? Promise.reject(new ShownError('error-both-sources'))
  : scenarioRaw === null && gameRaw === null ? Promise.reject(new ShownError('error-no-source'))
    : readSource(scenarioRaw ?? gameRaw, kind);
const starting = import('../../pkg/carcassonne_mist.js').then(async (engine) => {
  await engine.default();
  return engine;
}).catch((e) => {
  throw new ShownError('error-engine-missing', { why: e && e.message ? e.message : String(e) });
});

/** `open()`, its error a ShownError that words the file's problem (file-errors.js, in embed.js). */
const checked = (text, open) => {
  try {
    return open();
  } catch (e) {
    throw new ShownError('error-in-file', { kind }, { text, kind, error: e });
  }
};

/**
 * The file read by the engine (its errors say where the problem is, in the reader's language):
 * `{text, first}`, `first` the handle that checked it — a scenario at its start, kept for the
 * first build (embed.js `reuseFirst`); a saved game's is only a check.
 */
const opening = Promise.all([starting, reading]).then(async ([{ GameHandle }, text]) => {
  await nextTask(); // a task of its own, not the end of the one that brought the file
  if (kind === 'scenario') return { text, first: checked(text, () => GameHandle.fromScenario(text)) };
  checked(text, () => GameHandle.load(text)).free();
  return { text, first: null };
});

/**
 * What the start has begun: the address (`params`, the reader's `lang`, the file's `kind` and
 * `raw` value, the `warnings` of readOptions) and promises: `words` (i18n.js loadWords, never
 * rejects), `rules` (the rule texts of the reader's language), `engine` (the module,
 * instantiated), `reading` (the file's text) and `opening` ({text, first}). Their rejections are
 * ShownErrors; embed.js awaits `words` first, so that it can word them.
 */
export const start = { params, lang, options, kind, raw: scenarioRaw ?? gameRaw, warnings, words, rules, engine: starting, reading, opening };
for (const p of [reading, starting, opening, rules]) p.catch(() => {}); // reported by embed.js, in order

warmUp(wordsLanguage(lang));
