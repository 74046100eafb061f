// A game review (issue 42; docs/AI.md "A game review"): when a game is over, "Review the game"
// asks the computer's worker to go through it (the engine's `review`, in slices, its progress
// shown), then shows each player's score over the game (a chart, and the same figures as a
// table a screen reader reads), the few decisions of each human player that cost the most
// against the best move found, each with the better move explained as the hint explains it
// (explain-words.js), and a replay of the game move by move on the page's board (a copy never
// kept as a game; the text board reads it as any position).

import { make, messageOf } from '../ui/dom.js';
import { unconnected, el, playerColour, showError, state } from './state.js';
import { ai, askWorker, setNextSeats, showPlacement } from './ai.js';
import { keeping, resumeGame } from './games.js';
import { explanationWords } from './explain-words.js';
import { decisionWords } from './move-words.js';
import { playerName } from '../words/outcome.js';
import { t } from '../words/pages.js';

/**
 * The controller's actions this module asks for, connected by page/main.js at start-up
 * (`connectReview`): a module below main.js cannot import it.
 * @type {Pick<import('./state.js').PageActions, 'refresh' | 'setGame'>}
 */
let ctrl = unconnected();

/**
 * Connects the controller's actions this module asks for (page/main.js, once at start-up).
 * @param {Pick<import('./state.js').PageActions, 'refresh' | 'setGame'>} actions
 */
export function connectReview(actions) {
  ctrl = actions;
}

const SVG = 'http://www.w3.org/2000/svg';

/** @typedef {import('../../types/engine/ReviewView').ReviewView} ReviewView */
/** @typedef {import('../../types/engine/ReviewedMove').ReviewedMove} ReviewedMove */
/** @typedef {ReviewView['timeline']} Timeline */

export const rv = {
  /** @type {ReviewView | null} the engine's review, once done */
  review: null,
  saved: '',
  players: /** @type {any[]} */ ([]),
  /** @type {string | null} the game reviewed's record, to go back to */
  back: null,
  /** @type {import('../../pkg/carcassonne_mist.js').GameHandle | null} the replay's copy of the game and its place: decisions from the start */
  copy: null,
  at: 0,
  /** @type {Map<number, import('../../types/engine/GameView').GameView>} the views before each marked move, by its index */
  views: new Map(),
  /** @type {{done: number, total: number} | null} */
  progress: null,
  /** @type {HTMLElement | null} */
  card: null,
};

/** Whether the page's board shows the review's replay. */
const replaying = () => Boolean(rv.copy && rv.copy === state.game);

/** Starts the review of the game shown (over). */
export async function startReview() {
  if (!state.view) return;
  rv.saved = state.game.save();
  rv.players = state.view.players;
  rv.back = keeping.entry ? keeping.entry.id : null;
  rv.review = null;
  rv.views.clear();
  // the human seats (every seat when the computer played them all)
  const humans = rv.players.map((_, i) => !ai.seats[i]);
  const seats = humans.some(Boolean) ? humans.reduce((m, h, i) => (h ? m | (1 << i) : m), 0) : (1 << rv.players.length) - 1;
  showCard();
  rv.progress = { done: 0, total: 0 };
  wordReview();
  const r = await askWorker({ saved: rv.saved, review: { seats } }, (/** @type {{done: number, total: number}} */ p) => {
    rv.progress = p;
    wordProgress();
  });
  rv.progress = null;
  if (!r || r.error || !r.review) {
    showError(t('page-review-cannot', { error: (r && r.error) || '' }));
    return;
  }
  const review = /** @type {ReviewView} */ (r.review);
  rv.review = review;
  for (const i of review.marked) {
    const m = review.moves[i];
    rv.views.set(m.index, viewBefore(m.index));
  }
  wordReview();
}

/**
 * The view of the game reviewed before decision `index`.
 * @param {number} index
 */
function viewBefore(index) {
  const g = state.engine.GameHandle.load(rv.saved);
  try {
    for (let n = rv.review ? rv.review.decisions : 0; n > index; n--) g.undo();
    return g.view();
  } finally {
    g.free();
  }
}

/**
 * Shows the replay at decision `index` (0: the start; `decisions`: the end).
 * @param {number} index
 */
function replayAt(index) {
  const total = rv.review ? rv.review.decisions : 0;
  const to = Math.max(0, Math.min(total, index));
  if (!replaying()) {
    const copy = state.engine.GameHandle.load(rv.saved);
    rv.copy = copy;
    rv.at = total;
    keeping.entry = null;
    keeping.link = null;
    keeping.received = false;
    state.link = null;
    setNextSeats([]); // nobody plays the replay by itself
    state.puzzleGame = copy; // never kept (games.js persist)
    while (rv.at > to && copy.undo()) rv.at -= 1;
    ctrl.setGame(copy);
  } else {
    const copy = /** @type {import('../../pkg/carcassonne_mist.js').GameHandle} */ (rv.copy); // (replaying: the copy is shown)
    while (rv.at > to && copy.undo()) rv.at -= 1;
    while (rv.at < to && copy.redo()) rv.at += 1;
    ctrl.refresh();
  }
  wordReplay();
}

/** @param {ReviewedMove} m */
function showMove(m) {
  replayAt(m.index);
  if (m.best.type === 'place-tile') showPlacement(m.best);
}

/** Back to the game reviewed (its record); without one, the replay's end is that game. */
function back() {
  const id = rv.back;
  if (id && resumeGame(id) && rv.card) {
    rv.card.hidden = true;
    rv.copy = null;
    state.puzzleGame = null;
    return;
  }
  if (rv.review) replayAt(rv.review.decisions);
}

/** After every refresh: another game than the one reviewed or its replay hides the card. */
export function reviewRefresh() {
  if (!rv.card || rv.card.hidden) return;
  if (rv.copy && !replaying()) {
    rv.copy = null;
    if (state.puzzleGame && state.puzzleGame !== state.game) state.puzzleGame = null;
    rv.card.hidden = true;
  }
}

function showCard() {
  if (!rv.card) {
    const button = (/** @type {string} */ id, /** @type {() => unknown} */ fn) => {
      const b = make('button', { type: 'button', dataset: { l10nReview: id } });
      b.addEventListener('click', () => Promise.resolve(fn()).catch((e) => showError(messageOf(e))));
      return b;
    };
    rv.card = make('section', { id: 'review-card', class: 'card', 'aria-labelledby': 'review-title' },
      make('h2', { id: 'review-title' }),
      make('p', { class: 'review-progress' }, make('progress', { max: 1, value: 0 }), make('span', { class: 'review-progress-words' })),
      make('div', { class: 'review-chart' }),
      make('details', { class: 'review-table' }, make('summary'), make('table')),
      make('h3', { class: 'review-marked-title' }),
      make('ol', { class: 'review-marked' }),
      make('div', { class: 'review-replay', role: 'group' },
        button('page-review-first', () => replayAt(0)),
        button('page-review-prev', () => replayAt((replaying() ? rv.at : (rv.review ? rv.review.decisions : 0)) - 1)),
        button('page-review-next', () => replayAt((replaying() ? rv.at : 0) + 1)),
        button('page-review-last', () => replayAt(rv.review ? rv.review.decisions : 0)),
        make('span', { class: 'review-at', role: 'status' })),
      button('page-review-back', back));
    el.error.after(rv.card);
  }
  rv.card.hidden = false;
}

function wordProgress() {
  const p = rv.progress;
  const box = /** @type {HTMLElement | null} */ (rv.card && rv.card.querySelector('.review-progress'));
  if (!box) return;
  box.hidden = !p;
  if (!p) return;
  /** @type {HTMLProgressElement} */ (box.querySelector('progress')).value = p.total ? p.done / p.total : 0;
  /** @type {HTMLElement} */ (box.querySelector('.review-progress-words')).textContent = t('page-review-progress', { done: p.done, total: p.total });
}

function wordReplay() {
  const at = rv.card && rv.card.querySelector('.review-at');
  if (at && rv.review) at.textContent = replaying() ? t('page-review-at', { n: rv.at, total: rv.review.decisions }) : '';
}

/**
 * The chart of each player's score over the game (its figures are the table's).
 * @param {Timeline} timeline
 */
function chart(timeline) {
  const w = 320;
  const h = 120;
  const last = timeline[timeline.length - 1];
  const maxTurn = Math.max(1, last.turn);
  const maxScore = Math.max(1, ...timeline.flatMap((p) => p.scores));
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${w} ${h}`);
  svg.setAttribute('aria-hidden', 'true'); // the table says the same
  svg.classList.add('review-svg');
  rv.players.forEach((_, i) => {
    const line = document.createElementNS(SVG, 'polyline');
    line.setAttribute('points', timeline.map((p) => `${(p.turn / maxTurn) * (w - 4) + 2},${h - 2 - (p.scores[i] / maxScore) * (h - 4)}`).join(' '));
    line.setAttribute('fill', 'none');
    line.setAttribute('stroke', playerColour(i));
    line.setAttribute('stroke-width', '2');
    svg.append(line);
  });
  return svg;
}

/** @param {Timeline} timeline */
function table(timeline) {
  const head = make('tr', {}, make('th', { scope: 'col', text: t('page-review-turn') }),
    ...rv.players.map((_, i) => make('th', { scope: 'col', text: playerName(rv.players, i) })));
  const rows = timeline.map((p) => make('tr', {}, make('th', { scope: 'row', text: String(p.turn) }),
    ...p.scores.map((s) => make('td', { text: String(s) }))));
  return [make('caption', { text: t('page-review-chart') }), make('thead', {}, head), make('tbody', {}, ...rows)];
}

/** The card in the page's language (again after a change of it). */
export function wordReview() {
  const finalButton = document.getElementById('review-button');
  if (finalButton) finalButton.textContent = t('page-review');
  const card = rv.card;
  if (!card || card.hidden) return;
  /** A part of the card (made with it: showCard). @type {(sel: string) => HTMLElement} */
  const part = (sel) => /** @type {HTMLElement} */ (card.querySelector(sel));
  part('#review-title').textContent = t('page-review-title');
  for (const b of card.querySelectorAll('button[data-l10n-review]')) {
    b.textContent = t(/** @type {HTMLElement} */ (b).dataset.l10nReview ?? '');
  }
  wordProgress();
  const r = rv.review;
  part('.review-replay').hidden = !r;
  part('.review-table').hidden = !r;
  part('.review-marked-title').textContent = r ? t('page-review-marked') : '';
  const list = part('.review-marked');
  list.replaceChildren();
  part('.review-chart').replaceChildren();
  if (!r) return;
  part('.review-chart').append(chart(r.timeline));
  part('.review-table summary').textContent = t('page-review-table');
  part('.review-table table').replaceChildren(...table(r.timeline));
  for (const i of r.marked) {
    const m = r.moves[i];
    const view = rv.views.get(m.index);
    if (!view) continue; // (every marked move's view is read when the review is done)
    const show = make('button', { type: 'button', text: t('page-review-show') });
    show.addEventListener('click', () => showMove(m));
    const why = m.explanation ? explanationWords({ ...m.explanation, alternative: null }, view) : '';
    const played = decisionWords(m.played, view);
    const best = decisionWords(m.best, view);
    list.append(make('li', {}, make('span', {
      text: t('page-review-move', {
        turn: m.turn, player: playerName(rv.players, m.player), played,
        loss: m.loss, best: best === played ? t('page-review-elsewhere', { move: best }) : best, why,
      }),
    }), ' ', show));
  }
  if (!r.marked.length) list.append(make('li', { text: t('page-review-none') }));
  wordReplay();
}

/** The "Review the game" button in the final box (shown when the game is over). */
export function setupReview() {
  const button = make('button', { id: 'review-button', type: 'button' });
  button.addEventListener('click', () => startReview().catch((e) => showError(messageOf(e))));
  el.showFinal.after(' ', button);
  // Your games' Review button (page/games.js): the game opened, then reviewed
  document.addEventListener('review-game', (e) => {
    const id = /** @type {CustomEvent} */ (e).detail;
    if (typeof id !== 'string') return;
    if (!(keeping.entry && keeping.entry.id === id) && !resumeGame(id)) return;
    if (!state.view || state.view.phase !== 'game-over') return;
    if (el.finalDialog.open) el.finalDialog.close(); // the final scores: the review shows them over the game
    startReview().catch((err) => showError(messageOf(err)));
    // the list's button is gone (the list is drawn again): the keyboard goes on at the review
    const title = /** @type {HTMLElement | null} */ (rv.card && rv.card.querySelector('#review-title'));
    if (title) {
      title.tabIndex = -1;
      title.focus();
    }
  });
  document.addEventListener('page-language', () => wordReview());
  wordReview();
}
