// Inspect a placed feature (issue 43), for the page and the embed: the feature under the pointer
// or named by a key (found on the tile by render/feature-outline.js `featureAtPoint`, asked of
// the engine's `featureAt`), outlined whole by the scene (`feature` of render/scene.js) and said
// in a tip beside the board (the mist bank's tip, mist-view.js: one place for what is pointed at).

import { featureAtPoint } from '../render/feature-outline.js';
import { mistAreaAt } from '../render/draw.js';
import { featureLines } from '../words/inspect-words.js';
import { spotKey } from '../words/text.js';
import { make } from './dom.js';

/** @typedef {import('../../types/engine/FeatureInfo').FeatureInfo} FeatureInfo */
/** @typedef {import('../../types/engine/KindView').KindView} KindView */
/** @typedef {import('../../pkg/carcassonne_mist.js').GameHandle} GameHandle */
/** A feature of a placed tile: its cell and the feature's name there. @typedef {{x: number, y: number, feature: string}} Spot */

/**
 * The board's tip: the mist bank's (mist-view.js `bankTip`, the same element), made once inside `wrap`.
 * @param {HTMLElement} wrap
 */
function boardTip(wrap) {
  let tip = wrap.querySelector('.bank-tip');
  if (!tip) {
    tip = make('div', { class: 'bank-tip', role: 'status', hidden: true });
    wrap.append(tip);
  }
  return /** @type {HTMLElement} */ (tip);
}

/**
 * The feature inspected, kept between frames. `point(game, view, kinds, geoms, tile, cell)`
 * (the placed tile under the pointer or null, the cell with its point `fx`, `fy`) and
 * `spot(game, view, {x, y, feature} | null)` (a key, a scoring line) ask the engine only when
 * the feature or the view changes, and say whether it changed; `current(view)` is the feature
 * (`{spot, info}`) or null once the game has changed.
 */
export function featureHover() {
  return {
    key: /** @type {string | null} */ (null),
    view: /** @type {object | null} */ (null),
    /** @type {{spot: {x: number, y: number, feature: string}, info: FeatureInfo} | null} */
    shown: null,
    /**
     * @param {GameHandle} game
     * @param {object | null} view the view the feature is asked in (compared by identity)
     * @param {readonly KindView[]} kinds the engine's kinds, by kind number
     * @param {readonly any[]} geoms their drawing geometry (render/geometry.js, by kind number)
     * @param {{x: number, y: number, kind: number, rotation: number} | null | undefined} tile the placed tile under the pointer
     * @param {{fx: number, fy: number}} cell the point on the cell, 0..1 each way
     */
    point(game, view, kinds, geoms, tile, cell) {
      let name = null;
      if (tile && kinds[tile.kind] && !mistAreaAt(geoms[tile.kind], tile.rotation, [cell.fx, cell.fy])) {
        name = featureAtPoint(kinds[tile.kind], geoms[tile.kind], tile.rotation, [cell.fx, cell.fy]);
      }
      return this.spot(game, view, name && tile ? { x: tile.x, y: tile.y, feature: name } : null);
    },
    /**
     * @param {GameHandle} game
     * @param {object | null} view
     * @param {Spot | null} spot
     */
    spot(game, view, spot) {
      const key = spot ? spotKey(spot) : null;
      if (key === this.key && view === this.view) return false;
      this.key = key;
      this.view = view;
      /** @type {FeatureInfo | null} */
      let info = null;
      try {
        info = spot ? game.featureAt(spot.x, spot.y, spot.feature) : null;
      } catch {
        info = null;
      }
      this.shown = info && spot ? { spot, info } : null;
      return true;
    },
    /** @param {object | null} view */
    current(view) {
      return view === this.view ? this.shown : null;
    },
    /**
     * The scene's `feature` (render/scene.js) for `view`, or null.
     * @param {object | null} view
     * @param {readonly KindView[]} kinds
     */
    scene(view, kinds) {
      const s = this.current(view);
      return s ? { spots: s.info.spots, kinds } : null;
    },
    clear() {
      const had = this.key !== null;
      this.key = null;
      this.shown = null;
      return had;
    },
  };
}

/**
 * Shows the inspected feature's words in the board's tip (the bank's, mist-view.js: at most one
 * of the two is under the pointer), or hides it when neither is shown. `players`: the view's.
 * Records the feature on the canvas (`data-feature`: its spots) for tests and tools.
 * @param {HTMLElement} wrap
 * @param {HTMLCanvasElement} canvas
 * @param {ReturnType<typeof featureHover>} hover
 * @param {readonly any[]} players the view's players (words/inspect-words.js featureLines)
 * @param {boolean} bankShown
 */
export function showFeatureTip(wrap, canvas, hover, players, bankShown) {
  const shown = hover.shown;
  if (shown) {
    canvas.dataset.feature = shown.info.spots.map(spotKey).join(';');
    canvas.dataset.featureKind = shown.info.kind;
  } else {
    delete canvas.dataset.feature;
    delete canvas.dataset.featureKind;
  }
  if (bankShown) return;
  const tip = boardTip(wrap);
  const text = shown ? featureLines(shown.info, players).join(' ') : '';
  if (tip.textContent !== text) tip.textContent = text;
  tip.hidden = !shown;
}

/**
 * Marks a scoring line (`li`, of the Scoring card or the final details) with the feature it
 * scored (`data-spot`: "x,y,feature"; none for G6, which scores the ghosts), focusable, so that
 * hovering or focusing it outlines the feature (page/inspect.js listens on the list).
 * @param {HTMLElement} li
 * @param {{x: number, y: number, feature: string, rule: string}} e the engine's event
 */
export function markScoringLine(li, e) {
  if (e.rule === 'G6' || !e.feature) return li;
  li.dataset.spot = spotKey(e);
  li.tabIndex = 0;
  li.classList.add('inspectable');
  return li;
}
