// The embed's picture buttons, for wikis that allow no iframe: "Picture: SVG · PNG · PNG 2×",
// with or without the outcome's words and a legend, of the scenario at the step shown with the
// placement shown; the picture links back to this demonstrator. The pictures are drawn by
// export.js (loaded only when asked: the embed's first load stays small) with the board's own
// renderer. Below embed/main.js.

import { $, download, messageOf } from '../ui/dom.js';
import { shownPlacement, state } from './state.js';
import { t, words } from '../words/i18n.js';
import { pickText } from '../words/text.js';
import { isInline } from './source.js';

/** A word of the picture area (picture.ftl), loaded by `setupPictures`. */
const word = (/** @type {string} */ id, /** @type {object} */ args = {}) => t(id, args);

/** This demonstrator's address at the step shown (the link the picture carries); an inline scenario's short. */
async function liveAddress() {
  const u = new URL(location.href);
  const raw = u.searchParams.get('scenario');
  if (raw && isInline(raw) && state.source) {
    const { packScenario } = await import('../io/packed.js');
    u.searchParams.set('scenario', await packScenario(state.source.doc, state.readerLang));
  }
  u.searchParams.set('step', String(state.n));
  u.searchParams.delete('show');
  const p = !state.free.length && shownPlacement();
  if (p) u.searchParams.set('show', `${p.x},${p.y},${p.rotation}`);
  return u.href.replace(/%2F/g, '/').replace(/%2C/g, ',');
}

/**
 * The file's name: the scenario's file name, or for one given inline its title in the reader's
 * language (letters without accents, words joined by "-"), then the step and the language.
 * @param {string} ext
 */
function fileName(ext) {
  const raw = new URLSearchParams(location.search).get('scenario') || 'scenario';
  const doc = state.source && state.source.doc;
  const title = pickText(doc && doc.title, state.readerLang).text;
  const slug = (/** @type {string} */ s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  // at most 80 characters, cut between words
  const short = (/** @type {string} */ s) => (s.length > 80 ? s.slice(0, 81).replace(/-[^-]*$/, '') : s);
  const base = isInline(raw)
    ? short(slug(title)) || 'scenario'
    : (raw.split(/[/?#]/).filter(Boolean).pop() || 'scenario').replace(/\.json$/i, '').replace(/[^\w.-]+/g, '_').slice(0, 60) || 'scenario';
  return `${base}-step${state.n}-${state.readerLang}.${ext}`;
}

/**
 * Makes the picture of the scenario as shown (`format` 'svg' or 'png', `scale` 1 or 2) and
 * downloads it. Resolves to the file's name.
 * @param {'svg' | 'png'} format
 * @param {number} [scale]
 */
export async function savePicture(format, scale = 1) {
  const { pictureOfScenario } = await import('../ui/export.js');
  const p = !state.free.length && shownPlacement();
  if (!state.source) throw new Error('no scenario shown');
  const picture = await pictureOfScenario(state.engine, state.source.doc, {
    step: state.n,
    show: p ? { x: p.x, y: p.y, rotation: p.rotation } : 'none',
    lang: state.readerLang,
    outcomeText: /** @type {HTMLInputElement} */ ($('picture-text')).checked,
    legend: /** @type {HTMLInputElement} */ ($('picture-legend')).checked,
    link: await liveAddress(),
    theme: document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light',
    scale,
    format,
  });
  const name = fileName(format);
  download(typeof picture === 'string' ? new Blob([picture], { type: 'image/svg+xml' }) : picture, scale > 1 ? name.replace(/\.png$/, '@2x.png') : name);
  return name;
}

/**
 * Fills `#picture-box` with the buttons (scenarios only: a saved game has no steps file), once
 * the picture words (picture.ftl) are loaded: fetched only now, when the title bar is first
 * opened, so the embed's first load stays small.
 */
export async function setupPictures() {
  const box = $('picture-box');
  if (!box || !state.source || state.source.kind !== 'scenario') return;
  await words().load(['picture', 'errors']); // errors: why a shown placement does not fit (B1)
  const label = document.createElement('span');
  label.textContent = word('picture-label');
  label.title = word('picture-help');
  const button = (/** @type {string} */ id, /** @type {string} */ text, /** @type {'svg' | 'png'} */ format, /** @type {number} */ scale) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.id = id;
    b.textContent = text;
    b.addEventListener('click', async () => {
      b.disabled = true;
      try {
        await savePicture(format, scale);
      } catch (e) {
        state.problem = word('picture-failed', { why: messageOf(e) });
        const notice = $('notice');
        notice.textContent = state.problem;
        notice.hidden = false;
      } finally {
        b.disabled = false;
      }
    });
    return b;
  };
  const check = (/** @type {string} */ id, /** @type {string} */ text, /** @type {boolean} */ on) => {
    const l = document.createElement('label');
    const c = document.createElement('input');
    c.type = 'checkbox';
    c.id = id;
    c.checked = on;
    l.append(c, ` ${text}`);
    return l;
  };
  box.replaceChildren(
    label, ' ',
    button('picture-svg', word('picture-svg'), 'svg', 1), ' ',
    button('picture-png', word('picture-png'), 'png', 1), ' ',
    button('picture-png2', word('picture-png2'), 'png', 2), ' ',
    check('picture-text', word('picture-text'), true), ' ',
    check('picture-legend', word('picture-legend'), true),
  );
  box.hidden = false;
}
