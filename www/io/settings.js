// The page's settings, kept under `carcassonne-mist/settings/<name>`: never game records
// (storage.js reads only its own keys). In this browser (localStorage), or with `tab` in this
// tab only (sessionStorage: a reload keeps it, another tab starts afresh). Where the browser
// keeps nothing, a setting lasts as long as the page.

const PREFIX = 'carcassonne-mist/settings/';
const storageOf = (/** @type {boolean} */ tab) => (tab ? sessionStorage : localStorage);

/** The setting `name`, or null (never set, or no storage). @param {string} name @param {{tab?: boolean}} [opts] */
export function readSetting(name, { tab = false } = {}) {
  try {
    return storageOf(tab).getItem(PREFIX + name);
  } catch {
    return null;
  }
}

/** Keeps `value` as the setting `name` (nothing happens where the browser keeps nothing). @param {string} name @param {string} value @param {{tab?: boolean}} [opts] */
export function keepSetting(name, value, { tab = false } = {}) {
  try {
    storageOf(tab).setItem(PREFIX + name, value);
  } catch { /* kept for this page only */ }
}
