// A decision in the board's words, before it is played: the computer's status line ("Blue plays
// tile U, turned 90°"), the hint and the link's replay. Feature names, the board's
// colour-and-number labels ("Blue 2", "circle 3") and the tile's letter, never a coordinate:
// the board shows none. Pure (the engine's view in, words out), for the page and Node's tests.
//
//   decisionWords(spec, view)   the decision as a phrase: "tile U, turned 90°", "a meeple on the road"
//   decisionLine(id, spec, view, player)   a whole line of message `id` (page-ai-plays, page-ai-hint…)
//   hintReason(suggestion, view)   why the hint: the search's own figures in one sentence

import { featureWord, ghostPlaces } from '../words/log-words.js';
import { placeLabels } from '../words/outcome.js';
import { t } from '../words/i18n.js';
import { spotKey } from '../words/text.js';

/**
 * A ghost's place as written (`'supply'` or `{x, y, feature}`) as the turn log's data has it.
 * @param {'supply' | {x: number, y: number, feature: string} | null | undefined} s
 * @param {import('../../types/engine/GameView').GameView} view
 */
function logSpotOf(s, view) {
  if (!s || s === 'supply') return { kind: 'supply' };
  const key = spotKey(s);
  const m = view.meeples.find((p) => spotKey(p) === key);
  if (m) return { kind: 'meeple', player: m.player, feature: String(s.feature).replace(/\d+$/, '') };
  const c = view.circles.find((ci) => spotKey(ci) === key);
  const last = view.tiles[view.tiles.length - 1];
  return { kind: 'circle', new_tile: Boolean(last && last.x === s.x && last.y === s.y), circles: c ? c.circles : 1 };
}

/**
 * A decision (an action as written in saved games) as a phrase, in the board's words.
 * @param {import('../../types/engine/ActionSpec').ActionSpec} spec
 * @param {import('../../types/engine/GameView').GameView} view the view before it is played
 */
export function decisionWords(spec, view) {
  switch (spec.type) {
    case 'place-tile': return t('page-move-tile', { tile: view.hand_id ?? '?', rotation: spec.rotation ?? 0 });
    case 'place-meeple': {
      const kind = String(spec.feature).replace(/\d+$/, '');
      return t(spec.guard ? 'page-move-guard' : 'page-move-meeple', { feature: featureWord(spec.feature), kind });
    }
    case 'skip-meeple': return t('page-move-skip');
    case 'move-ghost': {
      // the turn log's words for the same move, without the player ("from the supply to Blue 2")
      const line = { from: logSpotOf(spec.from, view), to: logSpotOf(spec.to, view), spec };
      return t('page-move-ghost', ghostPlaces(line, view.players, placeLabels(view)));
    }
    default: return String(/** @type {any} */ (spec).type);
  }
}

/**
 * A whole line of message `id` for a decision of `player` (its name as the reader reads it):
 * `$move` the phrase, `$type` the decision's type (a message may word "no meeple" apart).
 * @param {string} id
 * @param {import('../../types/engine/ActionSpec').ActionSpec} spec
 * @param {import('../../types/engine/GameView').GameView} view
 * @param {string} [player] the player's name, for the messages that say it
 */
export function decisionLine(id, spec, view, player) {
  return t(id, { player, move: decisionWords(spec, view), type: spec.type });
}

/**
 * Why the computer hints at its move, from the search's own figures (the worker's answer,
 * `computerMove`): how many of the legal moves it compared in how many trial games, the share
 * of them that tried this one, and the next best with its share. '' when it compared nothing.
 * @param {import('../../types/engine/Suggestion').Suggestion} r
 * @param {import('../../types/engine/GameView').GameView} view the view it was asked on
 */
export function hintReason(r, view) {
  const compared = r.compared || [];
  if (r.legal === 1) return t('page-hint-why-only');
  if (compared.length < 2 || !r.simulations) return '';
  const pct = (/** @type {{visits: number}} */ c) => Math.round((100 * c.visits) / r.simulations);
  return t('page-hint-why', {
    tried: r.tried, legal: r.legal, sims: r.simulations, share: pct(compared[0]),
    other: decisionWords(compared[1].action, view), otherShare: pct(compared[1]),
  });
}
