// The turn log and the scorings in words, for the page and the embed: each line from the
// engine's data (view.rs `LogLine`, `EventView`), worded by the messages of panel.ftl in the
// words in use (i18n.js). Scorings: B4, B5, K1, K2, G6; the log: B1–B3 and the ghost moves (M3–S7a).

import { iso } from './text.js';
import { playerWord } from './outcome.js';
import { list, t, words } from './i18n.js';

/** A feature's word in a sentence ("city"), from its name on a tile ("city2") or its kind. */
export function featureWord(feature) {
  const k = String(feature).replace(/\d+$/, '');
  return words().has(`feature-${k}`) ? t(`feature-${k}`) : String(feature);
}

/** A player's name in a sentence (a colour's name in the reader's language). */
const nameOf = (players, p) => iso(playerWord((players[p] || {}).name ?? '?'));

/** A scoring in words (B4, B5, K1, K2, G6), from the engine's event: what scored, then who. */
export function eventWords(e, players) {
  const names = list(e.players.map((p) => nameOf(players, p)));
  const kinds = { city: 'event-city', road: 'event-road', monastery: 'event-monastery', castle: 'event-castle', cemetery: 'event-cemetery', field: 'event-field' };
  const id = e.rule === 'G6' ? 'event-ghosts' : kinds[e.kind] || 'event-other';
  const what = t(id, { tiles: e.tiles, shields: e.shields, cities: e.cities, ghosts: e.ghosts, kind: featureWord(e.kind) });
  if (!e.players.length) return t(e.complete ? 'event-nobody-completed' : 'event-nobody-end', { what });
  if (e.kind === 'cemetery') return t('event-keeper', { players: names });
  if (e.rule === 'G6') return t('event-ghost-cost', { what, points: e.points, players: names });
  return t(e.complete ? 'event-completed' : 'event-end', { what, points: e.points, players: names });
}

/** A ghost's place in a turn-log line. */
function logSpot(s, players) {
  if (!s || s.kind === 'supply') return t('log-spot-supply');
  if (s.kind === 'meeple') return t('log-spot-meeple', { owner: nameOf(players, s.player), feature: featureWord(s.feature) });
  return t(s.new_tile ? 'log-spot-new-circle' : 'log-spot-circle', { circles: s.circles });
}

/** A turn-log line in words, from the engine's data; its English text for an action it has no words for. */
export function logWords(l, players) {
  const player = nameOf(players, l.player);
  switch (l.action) {
    case 'place-tile': return t('log-tile', { player, tile: l.tile, rotation: l.rotation });
    case 'place-meeple': return t(l.guard ? 'log-guard' : 'log-meeple', { player, feature: featureWord(l.feature) });
    case 'skip-meeple': return t(l.why ? `log-skip-${l.why}` : 'log-skip', { player });
    case 'move-ghost': {
      const line = t('log-ghost', { player, from: logSpot(l.from, players), to: logSpot(l.to, players) });
      return l.rule ? t('log-rule', { line, rule: l.rule }) : line;
    }
    default: return l.text;
  }
}
