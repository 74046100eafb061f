// The words of the mist bank tooltip (mist-view.js): the bank's size and state, from the
// engine's `bankAt`, each part a message of panel.ftl ("mist-…", i18n.js) in the reader's
// language. Pure: no DOM, unit tested with `node --test` (tests/unit/mist.test.mjs).

import { t } from './i18n.js';

/**
 * The bank's size and state in words: "Mist bank · 3 tiles · open: 2 misty sides still free · …".
 * @param {{tiles: number, state: string, open_sides: number, circles: number, ghosts: number}} b
 */
export function bankWords(b) {
  const parts = [t('mist-bank'), t('mist-tiles', { n: b.tiles })];
  if (b.state === 'limited') parts.push(t('mist-limited'));
  else if (b.state === 'closed') parts.push(t('mist-closed'));
  else parts.push(t('mist-open', { n: b.open_sides }));
  if (b.circles === 1) parts.push(t(b.ghosts ? 'mist-circle-ghost' : 'mist-circle-empty'));
  else if (b.circles > 1) parts.push(t(b.ghosts ? 'mist-circles' : 'mist-circles-empty', { ghosts: b.ghosts, circles: b.circles }));
  return parts.join(' · ');
}

/** The legend's rows (mist-view.js), in order: each has the message `legend-<item>`. */
export const LEGEND_ITEMS = ['mist', 'side', 'circle', 'circleGhost', 'ghost', 'meeple', 'guard', 'castle', 'cemetery'];
