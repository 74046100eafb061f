// The last move of each player, in board terms and in words: read from the engine's turn log
// (`turnLog()`: each line's data and its `spec`, the action as written in saved games) and the
// game view, never worked out. What the board marks between a player's own turns (the tile
// outlined in the mover's colour, the meeple placed ringed, each ghost moved as an arrow), what
// the panel's "What just happened" card says (one sentence per decision), and what a text
// description of the board reads. Pure: no DOM, no page state.
//
//   lastMoves(log, view)   per seat, that player's last turn, or null before their first:
//       {player, first, tile: {x, y, rotation, id}, meeple: {x, y, feature, guard} | null,
//        ghosts: [{from, to, rule, home, kind}], home: [{x, y, feature, player}], lines}
//       (`first`: the turn's first line in the log; `from`/`to`: 'supply' or {x, y, feature};
//       `kind`: the arrow's colour, as the outcome panel's: own, others, draw)
//   movesSince(log, view)  the turns the player to move has not acted on: every other player's
//                          last turn since the mover's own last tile, oldest first (place-tile
//                          phase); `log` the whole turn log or its end (the engine's `recentLog()`)
//   moveWords(move, view)  the turn's sentences, one per decision (two ghosts moved alike: one, "× 2"),
//                          in the board's words: feature names, the board's colour-and-number
//                          labels ("Blue 2"), no coordinates; a meeple's third ghost says it went home (G3)

import { logWords } from '../words/log-words.js';
import { placeLabels } from '../words/outcome.js';
import { t } from '../words/i18n.js';

/** @typedef {import('../../types/engine/LogLine').LogLine} LogLine */
/** A ghost's place as the saved game writes it. @typedef {'supply' | {x: number, y: number, feature: string}} Place */
/**
 * One player's turn, read from the turn log (see the head of this file).
 * @typedef {object} Turn
 * @property {number} player
 * @property {number} first the turn's first line in the log
 * @property {{x: number, y: number, rotation: number, id: string}} tile
 * @property {{x: number, y: number, feature: string, guard: boolean} | null} meeple
 * @property {{from: Place, to: Place, rule: string | null, home: boolean, kind: string}[]} ghosts
 * @property {{x: number, y: number, feature: string, player: number}[]} home
 * @property {LogLine[]} lines
 */

/**
 * The arrow kind of a ghost moved by `player`: into circles (S2), to their own meeple, to another's.
 * @param {Extract<LogLine, {action: 'move-ghost'}>} line
 */
function ghostKind(line) {
  const to = line.to;
  if (to && to.kind === 'circle') return 'draw';
  if (to && to.kind === 'meeple' && to.player === line.player) return 'own';
  return 'others';
}

/**
 * The turns of the log: each from a tile placed to the line before the next one.
 * @param {readonly LogLine[] | null | undefined} log
 * @returns {Turn[]}
 */
function turns(log) {
  /** @type {Turn[]} */
  const out = [];
  /** @type {Turn | null} */
  let cur = null;
  (log || []).forEach((l, i) => {
    if (l.action === 'place-tile' && l.spec && l.spec.type === 'place-tile') {
      cur = {
        player: l.player,
        first: i,
        tile: { x: l.spec.x, y: l.spec.y, rotation: l.spec.rotation, id: l.tile },
        meeple: null,
        ghosts: [],
        home: [],
        lines: [l],
      };
      out.push(cur);
      return;
    }
    if (!cur) return; // a position laid out by hand: lines before its first tile
    cur.lines.push(l);
    if (l.action === 'place-meeple' && l.spec && l.spec.type === 'place-meeple') {
      cur.meeple = { x: cur.tile.x, y: cur.tile.y, feature: l.spec.feature, guard: Boolean(l.guard) };
    } else if (l.action === 'move-ghost' && l.spec && l.spec.type === 'move-ghost') {
      cur.ghosts.push({ from: l.spec.from, to: l.spec.to, rule: l.rule, home: Boolean(l.home), kind: ghostKind(l) });
      if (l.home && l.spec.to !== 'supply' && l.to && l.to.kind === 'meeple') cur.home.push({ ...l.spec.to, player: l.to.player });
    }
  });
  return out;
}

/**
 * Each player's last turn, by seat (null for a player who has not placed a tile yet).
 * @param {import('../../types/engine/LogLine').LogLine[]} log the engine's turn log
 * @param {import('../../types/engine/GameView').GameView} view
 */
export function lastMoves(log, view) {
  /** @type {(Turn | null)[]} */
  const out = (view && view.players ? view.players : []).map(() => null);
  for (const turn of turns(log)) if (turn.player < out.length) out[turn.player] = turn;
  return out;
}

/**
 * The other players' last turns that the player to move has not acted on yet: those played since
 * their own last tile, each player's latest, oldest first. Only while a tile waits to be placed:
 * once the player places theirs, they have acted (and the game over, nobody is to move).
 * @param {import('../../types/engine/LogLine').LogLine[]} log
 * @param {import('../../types/engine/GameView').GameView} view
 */
export function movesSince(log, view) {
  if (!view || view.phase !== 'place-tile') return [];
  const all = turns(log);
  let since = 0;
  all.forEach((turn, i) => {
    if (turn.player === view.current) since = i + 1;
  });
  const shown = all.slice(since);
  return shown.filter((turn, i) => !shown.slice(i + 1).some((later) => later.player === turn.player));
}

/**
 * The sentences of one turn (a `lastMoves` entry), in the reader's language: one per decision,
 * a move repeated written once with "× n".
 * @param {{lines: import('../../types/engine/LogLine').LogLine[]}} move
 * @param {import('../../types/engine/GameView').GameView} view
 * @returns {string[]}
 */
export function moveWords(move, view) {
  const places = placeLabels(view);
  /** @type {string[]} */
  const out = [];
  /** @type {string | null} */
  let prev = null;
  let count = 0;
  for (const l of move.lines) {
    const text = logWords(l, view.players, places);
    if (text === prev) {
      count += 1;
      out[out.length - 1] = `${text} ${t('line-times', { n: count })}`;
      continue;
    }
    prev = text;
    count = 1;
    out.push(text);
  }
  return out;
}
