// The words of the mist bank tooltip and of the legend (mist-view.js), in English, in one
// place: a localisation passes its own table of the same shape. Pure: no DOM, unit tested with
// `node --test` (tests/unit/mist.test.mjs).

import { plural } from './text.js';

/** The words of the bank tooltip and of the legend, in English. */
export const MIST_WORDS = {
  bank: 'Mist bank',
  tile: ['tile', 'tiles'],
  open: 'open: {sides} still free',
  misty: ['misty side', 'misty sides'],
  limited: 'limited: a misty side faces a clear side (M4)',
  closed: 'closed (M2)',
  circles: '{circles} spell circles: {ghosts} with a ghost',
  circlesEmpty: '{circles} spell circles, all empty',
  circle1: 'its spell circle holds a ghost',
  circle0: 'its spell circle is empty',
  legend: 'Legend',
  legendTitle: 'What the board shows',
  close: 'Close',
  small: 'at small zoom',
  items: {
    mist: 'Mist: a pale area with a dashed rim',
    side: 'Misty side: a pale scalloped band on the tile\'s edge; a side without it is clear (here the misty side meets a clear one: limited)',
    circle: 'Spell circle, empty: a violet ring, dark inside',
    circleGhost: 'Spell circle with a ghost: a bright ring with the ghost inside, the count in the badge',
    ghost: 'Ghost',
    meeple: 'Meeple (in its player\'s colour), here carrying 2 ghosts',
    guard: 'Guard: a taller meeple with a pointed helmet and a shield',
    castle: 'Castle',
    cemetery: 'Cemetery',
    bank: 'Pointing at mist outlines its whole bank and tells its size and state',
  },
};

const fill = (s, vars) => s.replace(/\{(\w+)\}/g, (m, k) => (k in vars ? String(vars[k]) : m));

/** The bank's size and state in words: "Mist bank · 3 tiles · open: 2 misty sides still free · …". */
export function bankWords(b, w = MIST_WORDS) {
  const parts = [w.bank, plural(b.tiles, w.tile[0], w.tile[1])];
  if (b.state === 'limited') parts.push(w.limited);
  else if (b.state === 'closed') parts.push(w.closed);
  else parts.push(fill(w.open, { sides: plural(b.open_sides, w.misty[0], w.misty[1]) }));
  if (b.circles === 1) parts.push(b.ghosts ? w.circle1 : w.circle0);
  else if (b.circles > 1) parts.push(fill(b.ghosts ? w.circles : w.circlesEmpty, { ghosts: b.ghosts, circles: b.circles }));
  return parts.join(' · ');
}
