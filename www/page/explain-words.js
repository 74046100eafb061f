// Why a move, in words: the engine's explanation (src/ai/explain.rs, the worker's
// `explainMove`) worded by page.ftl's `explain-*` messages — what the move completes, claims or
// grows, the ghosts it sends where and the meeples they send home, what it does to the mist, and
// the points it gains over the alternative. Never a coordinate. Pure (the engine's data in,
// words out): the hint, the puzzles and the game review use it.

import { featureWord } from '../words/log-words.js';
import { playerName } from '../words/outcome.js';
import { list, t } from '../words/pages.js';
import { decisionWords } from './move-words.js';

/**
 * One fact in words.
 * @param {import('../../types/engine/Fact').Fact} f
 * @param {import('../../types/engine/GameView').GameView} view the view the move was explained on
 */
export function factWords(f, view) {
  const who = (/** @type {number} */ p) => playerName(view.players, p);
  switch (f.fact) {
    case 'completes':
      return t('explain-completes', {
        kind: featureWord(f.kind), type: f.kind, points: f.points,
        who: f.yours ? 'yours' : f.players.length ? 'theirs' : 'nobody',
        players: list(f.players.map(who)),
      });
    case 'claims': return t('explain-claims', { kind: featureWord(f.kind), type: f.kind, guard: f.guard ? 'yes' : 'no', tiles: f.tiles });
    case 'grows': return t('explain-grows', { kind: featureWord(f.kind), type: f.kind, tiles: f.tiles });
    case 'ghosts':
      return t('explain-ghosts', {
        count: f.count, who: f.player === null ? 'circle' : f.yours ? 'yours' : 'theirs',
        player: f.player === null ? '' : who(f.player),
      });
    case 'sends-home': return t('explain-sends-home', { kind: featureWord(f.kind), type: f.kind, who: f.yours ? 'yours' : 'theirs', player: who(f.player) });
    case 'mist':
      return list([{ id: 'explain-mist-continues', count: f.continues }, { id: 'explain-mist-limits', count: f.limits }, { id: 'explain-mist-closes', count: f.closes }]
        .filter((m) => m.count > 0).map((m) => t(m.id, { count: m.count })));
    default: return '';
  }
}

/**
 * The facts of a move in one phrase ("it completes your city for 8 points and …").
 * @param {readonly import('../../types/engine/Fact').Fact[] | null | undefined} facts
 * @param {import('../../types/engine/GameView').GameView} view
 */
export function factsWords(facts, view) {
  const parts = (facts || []).map((f) => factWords(f, view)).filter(Boolean);
  return parts.length ? list(parts) : t('explain-nothing');
}

/**
 * The whole reason: the move's facts and the points it gains over the alternative
 * ("Why: it completes your city for 8 points; about 6.5 points better than tile U, turned 90°.").
 * @param {import('../../types/engine/Explanation').Explanation} e
 * @param {import('../../types/engine/GameView').GameView} view the view it was explained on
 */
export function explanationWords(e, view) {
  const facts = factsWords(e.facts, view);
  if (!e.alternative || e.gain === null || e.same) return t('explain-why', { facts });
  const other = decisionWords(e.alternative, view);
  const gain = Math.abs(e.gain);
  const sign = e.gain > 0.05 ? 'better' : e.gain < -0.05 ? 'worse' : 'same';
  return t('explain-why-gain', { facts, other, gain, sign, otherFacts: factsWords(e.alternative_facts, view) });
}
