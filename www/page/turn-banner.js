// Whose turn it is when it is not the reader's: over the board, who plays (a computer and its
// level, a friend by link) and why the board takes no clicks now. `state.waiting` tells the
// board to draw no choices meanwhile (no legal cells, no meeple chooser, no ghost choices): a
// click there would be refused (main.js `act`).

import { ai, computerToMove } from './ai.js';
import { refusal } from './link.js';
import { onlineRefusal } from './online.js';
import { el, state } from './state.js';
import { offerChoices } from './panel.js';
import { iso } from '../words/text.js';
import { playerWord } from '../words/outcome.js';
import { seatWords, t } from '../words/pages.js';

/** After every refresh (and a change of language): the banner and `state.waiting`. */
export function updateTurnBanner() {
  const v = state.view;
  /** @type {'computer' | 'friend' | null} */
  let waiting = null;
  let text = '';
  if (v && v.phase !== 'game-over') {
    const player = iso(playerWord(v.players[v.current].name));
    if (computerToMove()) {
      waiting = 'computer';
      text = t(ai.paused ? 'page-turn-computer-paused' : 'page-turn-computer', { player, seat: seatWords(state.seats[v.current]) || t('page-computer-medium') });
    } else {
      const why = onlineRefusal() || refusal(); // an online table: another seat's turn, or no connection
      if (why) {
        waiting = 'friend';
        text = why;
      }
    }
  }
  state.waiting = waiting;
  el.turnBanner.hidden = !waiting;
  el.turnBanner.textContent = text;
  if (waiting) el.board.dataset.waiting = waiting;
  else delete el.board.dataset.waiting;
  // the outcome card's help says the same, not "point at a cell" (panel.js words it again once
  // the reader is to move); seen only: the banner (a status region) says it to a screen reader
  const help = waiting ? el.outcome.querySelector('.outcome-help') : null;
  if (help) {
    help.textContent = text;
    help.setAttribute('aria-hidden', 'true');
  }
  offerChoices(); // another seat's meeple spots and ghost moves: shown, not offered (panel.js)
}
