// The tiles left, by kind (issue 43; Board Game Arena's and JCloisterZone's "remaining tiles"),
// for the page and the embed: a dialog opened from the tile counter, one table per tile set,
// each kind pictured by the board's own tile drawing (render/draw.js), named, its features in
// words and how many of it are left of how many in the box. The counts are the engine's
// (`tilesLeft()`: the box minus the tiles drawn, never their order); the words panel.ftl's.

import { drawTile } from '../render/draw.js';
import { make } from './dom.js';
import { kindFeatureWords, tileSetName } from '../words/inspect-words.js';
import { t } from '../words/i18n.js';

/** The dialog's id (one per document). */
export const TILES_DIALOG_ID = 'tiles-left-dialog';

/**
 * A kind's picture: a small canvas, hidden from screen readers (its row names it in words).
 * @param {import('../render/draw.js').TileGeom | undefined} geom the kind's drawing geometry (render/draw.js kindGeometry)
 * @param {number} css its size in CSS pixels
 */
function picture(geom, css) {
  const dpr = (typeof window !== 'undefined' && window.devicePixelRatio) || 1;
  const px = Math.round(css * dpr);
  const c = make('canvas', { width: px, height: px, class: 'tiles-left-pic', 'aria-hidden': 'true' });
  c.style.width = `${css}px`;
  c.style.height = `${css}px`;
  const ctx = c.getContext('2d');
  if (ctx && geom) drawTile(ctx, geom, 0, 0, px, 0, { dpr: px / 80, seed: 1 });
  return c;
}

/**
 * The tables of the tiles left: a section per set with its heading and a table (a row per
 * kind: picture, name, features, left of total). `left`: the engine's `tilesLeft()`; `kinds`,
 * `geoms`: the game's kinds and their drawing geometry.
 * @param {import('../../types/engine/TileLeft').TileLeft[]} left
 * @param {import('../../types/engine/KindView').KindView[]} kinds
 * @param {any[]} geoms
 */
export function tilesLeftTables(left, kinds, geoms) {
  /** @type {Map<string, import('../../types/engine/TileLeft').TileLeft[]>} */
  const bySet = new Map();
  for (const k of left) bySet.set(k.set, [...(bySet.get(k.set) || []), k]);
  return [...bySet].map(([set, rows], i) => {
    const n = rows.reduce((s, r) => s + r.left, 0);
    const id = `tiles-left-set-${i}`;
    return make('section', { class: 'tiles-left-set', dataset: { set } },
      make('h3', { id, text: t('tiles-left-set', { set: tileSetName(set), n }) }),
      make('table', { class: 'tiles-left-table', 'aria-labelledby': id },
        make('thead', {}, make('tr', {},
          make('th', { scope: 'col', text: t('tiles-left-col-tile') }),
          make('th', { scope: 'col', text: t('tiles-left-col-features') }),
          make('th', { scope: 'col', text: t('tiles-left-col-left') }))),
        make('tbody', {}, ...rows.map((r) => make('tr', { class: r.left ? '' : 'used-up', dataset: { kind: r.id, left: String(r.left) } },
          make('th', { scope: 'row' }, picture(geoms[r.kind], 40), make('span', { text: r.id })),
          make('td', { text: kindFeatureWords(kinds[r.kind]) }),
          make('td', { class: 'tiles-left-n', text: r.left ? t('tiles-left-count', { left: r.left, total: r.total }) : t('tiles-left-none', { total: r.total }) }))))));
  });
}

/** The dialog, made once in `document.body`. */
function dialog() {
  let d = /** @type {HTMLDialogElement | null} */ (document.getElementById(TILES_DIALOG_ID));
  if (d) return d;
  d = make('dialog', { id: TILES_DIALOG_ID, class: 'tiles-left-dialog', 'aria-labelledby': `${TILES_DIALOG_ID}-title` });
  document.body.append(d);
  return d;
}

/**
 * Opens the tiles left of `game` (a GameHandle) in a modal dialog; Escape or Close shuts it and
 * the focus goes back where it was. `view`: the game's view (the tile in hand is said apart).
 * @param {{game: any, view: import('../../types/engine/GameView').GameView, kinds: import('../../types/engine/KindView').KindView[], geoms: any[]}} o
 */
export function openTilesLeft({ game, view, kinds, geoms }) {
  const d = dialog();
  const left = /** @type {import('../../types/engine/TileLeft').TileLeft[]} */ (game.tilesLeft());
  const inBag = left.reduce((s, r) => s + r.left, 0);
  const close = make('button', { type: 'button', class: 'tiles-left-close', text: t('tiles-left-close'), onclick: () => d.close() });
  d.replaceChildren(
    make('h2', { id: `${TILES_DIALOG_ID}-title`, text: t('tiles-left-title') }),
    make('p', { class: 'tiles-left-summary', text: t('tiles-left-summary', { n: inBag, hand: view.hand_id ? 'yes' : 'no', tile: view.hand_id || '' }) }),
    make('div', { class: 'tiles-left-body' }, ...tilesLeftTables(left, kinds, geoms)),
    make('div', { class: 'dialog-buttons' }, close),
  );
  if (!d.open) d.showModal();
  close.focus();
  return d;
}
