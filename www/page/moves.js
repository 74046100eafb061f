// "What just happened": the other players' last turns (last-move.js, from the engine's turn
// log), marked on the board until the player to move acts (board.js passes `state.moves` to
// the scene) and said in the panel's card, one sentence per decision; "Show the move again"
// replays the marks one at a time. The seat of each mover (a computer's level, a friend's "by
// link") stands beside their name, as in the players card.

import { make, swatch } from '../ui/dom.js';
import { requestRender } from './board.js';
import { el, playerColour, state, turnLogNow } from './state.js';
import { lastMoves, movesSince, moveWords } from './last-move.js';
import { replayLogStart } from './link.js';
import { scrollableByKeys } from './panel.js';
import { iso } from '../words/text.js';
import { playerWord } from '../words/outcome.js';
import { seatWords } from '../words/pages.js';

/** Milliseconds between two marks of a replay. */
const REPLAY_STEP = 450;

const replay = { timer: 0, key: '' };

/** The marks of the turns shown, counted as the scene counts them (the tile, each ghost, the meeple). */
const markCount = (/** @type {readonly import('./last-move.js').Turn[]} */ list) => list.reduce((n, m) => n + 1 + m.ghosts.length + (m.meeple ? 1 : 0), 0);

/**
 * The turns of the link's moves shown so far (its lines from `from` on), oldest first.
 * @param {import('../../types/engine/LogLine').LogLine[]} log
 * @param {number} from
 */
function movesShown(log, from) {
  return lastMoves(log, state.view).filter((m) => m !== null && m.first >= from)
    .map((m) => /** @type {import('./last-move.js').Turn} */ (m)).sort((a, b) => a.first - b.first);
}

/** Reads the turns to show from the engine's turn log and says them in the card (after every refresh). */
export function updateMoves() {
  /** @type {import('../../types/engine/LogLine').LogLine[]} */
  let log = [];
  const from = replayLogStart();
  try {
    // the lines since the player to move last placed a tile: not the whole log every move
    log = from !== null ? turnLogNow() : state.game && state.view.phase === 'place-tile' ? state.game.recentLog() : [];
  } catch {
    log = [];
  }
  // stepping through a link's moves: the card follows the moves shown so far, not the reader's own last turn
  const list = from !== null ? movesShown(log, from) : movesSince(log, state.view);
  const key = `${state.gameId}:${state.view.actions}:${list.map((m) => `${m.player}@${m.first}`).join(',')}`;
  if (key !== replay.key) stopReplay();
  replay.key = key;
  state.moves = list;
  wordMoves();
}

/** The card's sentences in the page's language (again after a change of language). */
export function wordMoves() {
  const box = el.movesCard;
  if (!box) return;
  const list = state.moves || [];
  box.hidden = !list.length;
  box.dataset.players = list.map((m) => m.player).join(' ');
  el.moves.replaceChildren(...list.map((m) => {
    const p = state.view.players[m.player];
    const seat = seatWords(state.seats[m.player]);
    const who = make('p', { class: 'move-who' }, swatch(playerColour(m.player)), make('strong', { text: iso(playerWord(p ? p.name : '?')) }));
    if (seat) who.append(' ', make('span', { class: 'muted small', text: seat }));
    const ul = make('ul', { class: 'move-lines' }, ...moveWords(m, state.view).map((s) => make('li', { text: s })));
    return make('div', { class: 'move', dataset: { player: String(m.player) } }, who, ul);
  }));
  scrollableByKeys(el.moves, { fit: false }); // (a box of its own that scrolls: style.css)
}

function stopReplay() {
  clearTimeout(replay.timer);
  replay.timer = 0;
  state.movesShown = Infinity;
  if (el.movesCard) el.movesCard.dataset.replay = '';
}

/** "Show the move again": the marks drawn again one at a time, in the order they were played. */
export function replayMoves() {
  stopReplay();
  const total = markCount(state.moves || []);
  if (!total) return;
  el.movesCard.dataset.replay = 'playing';
  const step = (/** @type {number} */ n) => {
    state.movesShown = n;
    requestRender();
    if (n >= total) {
      state.movesShown = Infinity;
      el.movesCard.dataset.replay = 'done';
      return;
    }
    replay.timer = setTimeout(() => step(n + 1), REPLAY_STEP);
  };
  step(0);
}

/** Binds the card's button (once, at start-up). */
export function bindMoves() {
  el.replayMove.addEventListener('click', replayMoves);
}
