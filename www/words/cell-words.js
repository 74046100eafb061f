// What one cell of the board holds, in words: the sentence a keyboard cursor's live region
// reads out as it moves (the embed's and the editor's boards, issue 23). The messages are the
// panel's (www/locales/<lang>/panel.ftl, "A cell of the board"); places are named as the board
// labels them (outcome.js `placeLabels`: "Red 1", circle 2) and features as their labels
// ("Road · W–E", draw.js `featureLabel`, handed in since the words layer sits below render/).
// No coordinates: where the cell is, each page says in its own way.

import { playerName } from './outcome.js';
import { spotKey } from './text.js';
import { list, t } from './i18n.js';

/**
 * The words of cell (x, y) of `view` (a game view): its tile (id, turn, features, whether it
 * was placed last), the meeples and guards on it with their ghosts, its spell circles with
 * theirs; or, when empty, whether the tile in hand fits there (`legal`: the rotations that fit,
 * `index` and `total`: its place among the legal cells) or, `frontier`, that it touches tiles
 * but the tile does not fit.
 * @param {{x: number, y: number}} cell
 * @param {{
 *   view: import('../engine/views.js').GameView, kinds: import('../engine/views.js').KindView[],
 *   places: Map<string, any>, featureName: (tile: any, feature: string) => string,
 *   legal?: number[] | null, index?: number, total?: number, frontier?: boolean, last?: boolean,
 * }} opts
 */
export function cellWords({ x, y }, { view, kinds, places, featureName, legal = null, index = 0, total = 0, frontier = false, last = false }) {
  const tile = view.tiles.find((tt) => tt.x === x && tt.y === y);
  if (!tile) {
    if (legal && legal.length) return t('cell-legal', { n: index, total, rotations: rotationWords(legal) });
    return t(frontier ? 'cell-no-fit' : 'cell-empty');
  }
  const kind = kinds[tile.kind];
  const features = (kind ? kind.features : []).map((f) => featureName(tile, f.name));
  const parts = [t(last ? 'cell-tile-last' : 'cell-tile', { tile: kind ? kind.id : '?', rotation: tile.rotation, features: list(features) })];
  for (const m of view.meeples.filter((mm) => mm.x === x && mm.y === y)) {
    const label = places.get(spotKey(m));
    const args = { player: playerName(view.players, m.player), n: label ? label.n : 1, feature: featureName(tile, m.feature), ghosts: m.ghosts || 0 };
    parts.push(t(m.guard ? 'cell-guard' : 'cell-meeple', args));
  }
  for (const c of view.circles.filter((cc) => cc.x === x && cc.y === y)) {
    const label = places.get(spotKey(c));
    parts.push(t('cell-circle', { n: label ? label.n : 1, feature: featureName(tile, c.feature), ghosts: c.ghosts || 0 }));
  }
  return parts.join(' ');
}

/** Rotations in words, as a choice: "0°, 90° or 180°". */
export const rotationWords = (rotations) => list(rotations.map((r) => t('cell-rotation', { rotation: r })), 'or');
