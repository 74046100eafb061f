// The embed's tiles left (issue 43): where the scenario's game has a bag, a small button under
// the tile in hand says how many tiles are left and opens the tiles left by kind (ui/tiles-left.js,
// the page's dialog: the engine's `tilesLeft`, pictured, in words), fetched with the mist view.

import { make } from '../ui/dom.js';
import { t } from '../words/i18n.js';
import { state } from './state.js';

/** The button, made once under the tile in hand; shown while the game's bag holds tiles. */
export function updateTilesButton() {
  const box = document.getElementById('hand-box');
  const v = state.view;
  if (!box || !v) return;
  let b = /** @type {HTMLButtonElement | null} */ (document.getElementById('tiles-left'));
  if (!b) {
    b = make('button', { id: 'tiles-left', type: 'button', class: 'tiles-left-button', 'aria-haspopup': 'dialog',
      // (the dialog's module comes with the mist view, ui/mist-view.js: not before the embed is interactive)
      onclick: () => import('../ui/mist-view.js').then((m) => m.openTilesLeft({ game: state.game, view: state.view, kinds: state.kinds, geoms: state.geoms })) });
    box.append(b);
  }
  const left = v.bag_left + (v.hand_id ? 1 : 0);
  b.hidden = v.bag_left === 0;
  const text = t('tiles-left-button', { n: left });
  if (b.textContent !== text) b.textContent = text;
}
