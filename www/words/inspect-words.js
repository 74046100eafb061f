// The words of what a player looks up (issue 43): a placed feature as a whole (the engine's
// `featureAt`: its size, whether complete, who holds it, what it is worth, a field's cities) and
// the tiles left by kind (`tilesLeft`: a kind's features in short). Every part a message of
// panel.ftl ("Inspect a feature", "Tiles left by kind") in the words in use; rule ids cited.

import { playerName } from './outcome.js';
import { iso } from './text.js';
import { list, t } from './i18n.js';

/** @typedef {import('../../types/engine/FeatureInfo').FeatureInfo} FeatureInfo */

const CENTRAL = ['monastery', 'castle', 'cemetery'];

/**
 * Who holds a feature: "Red (1 meeple), Blue (2 meeples, 1 guard)", in seat order.
 * @param {FeatureInfo} info
 * @param {readonly any[]} players the view's players (as featureLines)
 */
function holdersWords(info, players) {
  return list(info.holders.map((h) => {
    const pieces = [];
    if (h.meeples) pieces.push(t('inspect-meeples', { n: h.meeples }));
    if (h.guards) pieces.push(t('inspect-guards', { n: h.guards }));
    return t('inspect-holder', { player: iso(playerName(players, h.player)), pieces: list(pieces) });
  }));
}

/**
 * A placed feature in words, as sentences (the tooltip's lines, the text board's line):
 * what and how big, complete or not (B4, K1, K2); who holds it; what it scored or is worth at
 * the end as it stands (B5) and if completed now; a field's cities (B5).
 * @param {FeatureInfo} info
 * @param {readonly any[]} players the view's players
 * @returns {string[]}
 */
export function featureLines(info, players) {
  const kind = t(`feature-label-${info.kind}`);
  const what = CENTRAL.includes(info.kind)
    ? t('inspect-central', { kind, tiles: info.tiles })
    : t('inspect-size', { kind, tiles: info.tiles, shields: info.shields });
  let state = '';
  if (info.kind === 'field') state = '';
  else if (info.complete) state = t('inspect-complete', { rule: info.rule });
  else if (CENTRAL.includes(info.kind)) state = t('inspect-not-surrounded');
  else state = t('inspect-open', { n: info.open_sides });
  const lines = [state ? t('inspect-what-state', { what, state }) : t('inspect-what', { what })];
  const leaders = list(info.leaders.map((p) => iso(playerName(players, p))));
  if (info.holders.length) lines.push(t('inspect-holders', { holders: holdersWords(info, players) }));
  else if (!info.scored) lines.push(t('inspect-nobody'));
  if (info.kind === 'cemetery') {
    lines.push(t('inspect-cemetery'));
  } else if (info.scored || info.complete) {
    // scored when it completed (B4, K1), or at the end (B5)
    lines.push(leaders
      ? t('inspect-scored', { points: info.points, rule: info.rule, players: leaders })
      : t('inspect-scored-nobody', { rule: info.rule }));
  } else {
    lines.push(t('inspect-worth', { points: info.points, rule: info.rule, players: leaders || '-', who: leaders ? 'some' : 'none' }));
    // (a road scores the same completed or not: said once)
    if (info.if_completed !== null && info.if_completed !== undefined && info.if_completed !== info.points) {
      lines.push(t('inspect-if-completed', { points: info.if_completed, rule: info.kind === 'castle' ? 'K1' : 'B4' }));
    }
  }
  if (info.kind === 'field') {
    const done = info.cities.filter((c) => c.complete).length;
    lines.push(t('inspect-cities', { n: info.cities.length, done }));
  }
  return lines;
}

/** A placed feature in one line (the text board, a screen reader). */
export const featureSentence = (/** @type {FeatureInfo} */ info, /** @type {readonly any[]} */ players) => featureLines(info, players).join(' ');

/**
 * A tile kind's features in short, grouped: "2 × City (1 shield), Road, Field, Mist (2 spell
 * circles)". `kind`: the engine's `KindView`.
 * @param {import('../../types/engine/KindView').KindView} kind
 */
export function kindFeatureWords(kind) {
  /** @type {Map<string, {kind: string, shields: number, circles: number, n: number}>} */
  const groups = new Map();
  for (const f of kind.features) {
    const key = `${f.kind}/${f.shields || 0}/${f.circles || 0}`;
    const g = groups.get(key) || { kind: f.kind, shields: f.shields || 0, circles: f.circles || 0, n: 0 };
    g.n++;
    groups.set(key, g);
  }
  return list([...groups.values()].map((g) => {
    let what = t(`feature-label-${g.kind}`);
    if (g.shields) what = t('tiles-left-shields', { what, n: g.shields });
    if (g.circles) what = t('tiles-left-circles', { what, n: g.circles });
    return t('tiles-left-feature', { what, n: g.n });
  }));
}

/** A tile set's name in the tiles-left view ("Exp. 11"); a scenario's own tiles as such. */
export const tileSetName = (/** @type {string} */ set) => (['base', 'gcc', 'sc', 'scenario'].includes(set) ? t(`tiles-left-set-${set}`) : set);
