// The turn log and the scorings in words, for the page and the embed: each line from the
// engine's data (view.rs `LogLine`, `EventView`), worded by the messages of panel.ftl in the
// words in use (i18n.js). Scorings: B4, B5, K1, K2, G6; the log: B1–B3 and the ghost moves (M3–S7a).

import { iso, spotKey } from './text.js';
import { playerWord } from './outcome.js';
import { list, t, words } from './i18n.js';

/**
 * @typedef {import('../../types/engine/LogLine').LogLine} LogLine
 * @typedef {import('../../types/engine/LogSpot').LogSpot} LogSpot
 * @typedef {import('../../types/engine/EventView').EventView} EventView
 * @typedef {readonly {name?: string}[]} Players the players of the view, in seat order
 * @typedef {Map<string, {kind: string, player?: number, n: number}> | null} Places the board's labels (placeLabels)
 * @typedef {'supply' | {x: number, y: number, feature: string} | null | undefined} SpotAt a place as written
 * @typedef {{kind: string, player?: number, feature?: string, new_tile?: boolean, circles?: number}} Spot
 *   a ghost's place as the log's data gives it (LogSpot), or as the page builds one (page/move-words.js)
 */

/** A feature's word in a sentence ("city"), from its name on a tile ("city2") or its kind. @param {string | undefined} feature */
export function featureWord(feature) {
  const k = String(feature).replace(/\d+$/, '');
  return words().has(`feature-${k}`) ? t(`feature-${k}`) : String(feature);
}

/** A player's name in a sentence (a colour's name in the reader's language). */
const nameOf = (/** @type {Players} */ players, /** @type {number | undefined} */ p) => iso(playerWord(((p === undefined ? null : players[p]) || {}).name ?? '?'));

/** A scoring in words (B4, B5, K1, K2, G6), from the engine's event: what scored, then who. @param {EventView} e @param {Players} players */
export function eventWords(e, players) {
  const names = list(e.players.map((p) => nameOf(players, p)));
  /** @type {Record<string, string>} */
  const kinds = { city: 'event-city', road: 'event-road', monastery: 'event-monastery', castle: 'event-castle', cemetery: 'event-cemetery', field: 'event-field' };
  const id = e.rule === 'G6' ? 'event-ghosts' : kinds[e.kind] || 'event-other';
  const what = t(id, { tiles: e.tiles, shields: e.shields, cities: e.cities, ghosts: e.ghosts, kind: featureWord(e.kind) });
  if (!e.players.length) return t(e.complete ? 'event-nobody-completed' : 'event-nobody-end', { what });
  if (e.kind === 'cemetery') return t('event-keeper', { players: names });
  if (e.rule === 'G6') return t('event-ghost-cost', { what, points: e.points, players: names });
  return t(e.complete ? 'event-completed' : 'event-end', { what, points: e.points, players: names });
}

/** The label `places` (`placeLabels(view)`) gives the spot a line's action names, if any. @param {Places} places @param {SpotAt} at @param {string} kind */
function labelOf(places, at, kind) {
  const label = places && at && at !== 'supply' ? places.get(spotKey(at)) : null;
  return label && label.kind === kind ? label : null;
}

/**
 * A ghost's place in a turn-log line, with its preposition (`kase`: 'from' or 'to', panel.ftl's
 * `$case`): "from the supply", "to Blue 2" (a meeple on the board now, as the board labels it),
 * "from Red's meeple on the road", "into the new tile's circles". `at`: the place as written
 * (the line's `spec`), for the board's label.
 * @param {Spot | null | undefined} s
 * @param {Players} players
 * @param {Places} places
 * @param {SpotAt} at
 * @param {'from' | 'to'} kase
 */
function logSpot(s, players, places, at, kase) {
  // a ghost goes *into* circles (panel.ftl's 'in' case), *to* a meeple or the supply
  const c = { case: kase === 'to' && s && s.kind === 'circle' ? 'in' : kase };
  let what;
  if (!s || s.kind === 'supply') what = t('supply', c);
  else if (s.kind === 'meeple') {
    const label = labelOf(places, at, 'meeple');
    what = label && label.player === s.player
      ? t('meeple-label', { ...c, player: nameOf(players, label.player), n: label.n })
      : t('meeple-on', { ...c, player: nameOf(players, s.player), feature: featureWord(s.feature) });
  } else if (s.new_tile) what = t('new-tile-circles', { ...c, n: s.circles });
  else {
    const label = labelOf(places, at, 'circle');
    what = label ? t('circle-label', { ...c, n: label.n }) : t('log-circles', { ...c, circles: s.circles });
  }
  if (kase === 'from') return t('from-place', { what });
  return s && s.kind === 'circle' ? t('to-new-circles', { circles: what }) : t('to-meeple', { whom: what });
}

/**
 * Where a ghost-move line's ghost came from and went, each with its preposition: `{from, to}`
 * ("from the supply", "to Blue 2"). `l`: a turn-log line's data (`from`, `to`, `spec`).
 * @param {{from?: Spot, to?: Spot, spec?: LogLine['spec']}} l
 * @param {Players} players
 * @param {Places} [places]
 */
export function ghostPlaces(l, players, places = null) {
  const spec = l.spec && l.spec.type === 'move-ghost' ? l.spec : null;
  return {
    from: logSpot(l.from, players, places, spec ? spec.from : null, 'from'),
    to: logSpot(l.to, players, places, spec ? spec.to : null, 'to'),
  };
}

/** A feature's kind in a message's selector: `city2` → `city`. */
const kindOf = (/** @type {string} */ feature) => String(feature).replace(/\d+$/, '');

/**
 * A turn-log line in words, from the engine's data; its English text for an action it has no
 * words for. `places` (`placeLabels(view)`, optional): the meeples and circles named as the
 * board labels them now ("Blue 2"). A ghost's third on a meeple says it went home (G3).
 * @param {LogLine} l
 * @param {Players} players
 * @param {Places} [places]
 * @returns {string}
 */
export function logWords(l, players, places = null) {
  const player = nameOf(players, l.player);
  switch (l.action) {
    case 'place-tile': return t('log-tile', { player, tile: l.tile, rotation: l.rotation });
    case 'place-meeple': return t(l.guard ? 'log-guard' : 'log-meeple', { player, feature: featureWord(l.feature), kind: kindOf(l.feature) });
    case 'skip-meeple': return t(l.why ? `log-skip-${l.why}` : 'log-skip', { player });
    case 'move-ghost': {
      let line = t('log-ghost-move', { player, ...ghostPlaces(l, players, places) });
      if (l.rule) line = t('log-rule', { line, rule: l.rule });
      if (l.home && l.to && l.to.kind === 'meeple') {
        line = t('log-home', { line, owner: nameOf(players, l.to.player), feature: featureWord(l.to.feature), kind: kindOf(l.to.feature) });
      }
      return line;
    }
    default: return /** @type {LogLine} */ (/** @type {unknown} */ (l)).text; // an action of a newer engine
  }
}
