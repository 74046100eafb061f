// "A new version is ready — Reload": the notice every page shows when the service worker has
// installed a new version of the files (io/service-worker.js). The page keeps working on the
// version it was loaded with; the new one is used only when the reader presses Reload (or on
// the next start after every tab is closed), so a page is never half old, half new. The words
// are common.ftl's (all five languages); the look is update-notice.css, fetched only when the
// notice is shown.

import { registerWorker } from '../io/service-worker.js';
import { t, words } from '../words/i18n.js';
import { make } from './dom.js';

const STYLE = new URL('./update-notice.css', import.meta.url);

/**
 * The notice's stylesheet, added once; resolves when it has loaded (or failed: the notice shows).
 * @param {Document} doc
 */
function addStyle(doc) {
  const id = 'update-notice-style';
  const old = doc.getElementById(id);
  if (old) return Promise.resolve();
  const link = make('link', { id, rel: 'stylesheet', href: STYLE.href });
  const loaded = new Promise((ok) => {
    link.addEventListener('load', ok, { once: true });
    link.addEventListener('error', ok, { once: true });
  });
  doc.head.append(link);
  return loaded;
}

/**
 * Resolves when the page is ready (`body[data-ready]`, set by every entry once its words are in
 * use): a new version can be found before the page has its words.
 * @param {Document} doc
 */
function pageReady(doc) {
  if (doc.body?.dataset.ready) return Promise.resolve();
  return new Promise((/** @type {(v?: unknown) => void} */ ok) => {
    const seen = new MutationObserver(() => {
      if (!doc.body?.dataset.ready) return;
      seen.disconnect();
      ok();
    });
    seen.observe(doc.documentElement, { attributes: true, subtree: true, attributeFilter: ['data-ready'] });
  });
}

/**
 * Shows the notice (once) with a Reload button that calls `accept` and a Later button that hides
 * it. The text is a polite status: a screen reader says it without moving the focus.
 * @param {() => void} accept
 * @param {Document} [doc]
 */
export async function showUpdateNotice(accept, doc = globalThis.document) {
  if (doc.getElementById('update-notice')) return;
  await pageReady(doc);
  await Promise.all([words().load?.(['common']), addStyle(doc)]);
  if (doc.getElementById('update-notice')) return;
  const reload = make('button', { type: 'button', class: 'update-reload', text: t('update-reload'), dataset: { l10n: 'update-reload' }, onclick: () => {
    reload.disabled = true;
    accept();
  } });
  const later = make('button', { type: 'button', class: 'update-later', text: t('update-later'), dataset: { l10n: 'update-later' }, onclick: () => box.remove() });
  const box = make('div', { id: 'update-notice', class: 'update-notice', role: 'status' },
    make('span', { text: t('update-ready'), dataset: { l10n: 'update-ready' } }), reload, later);
  doc.body.append(box);
}

/**
 * Keeps this page's files for offline use and offers each new version (each entry's main.js
 * calls it). The worker is registered once the page is ready and loaded: its install fetches
 * every file of the app, which must not compete with the first load.
 */
export async function keepOffline(doc = globalThis.document) {
  await pageReady(doc);
  return registerWorker({ onUpdate: (accept) => void showUpdateNotice(accept) });
}
