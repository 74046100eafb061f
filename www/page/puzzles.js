// Puzzles found in games (docs/AI.md "Puzzles found in games"; the file: docs/FORMATS.md
// "Puzzle set", www/puzzles/puzzles.json, read and checked by the engine's `readPuzzles`): the
// Puzzles button opens the next puzzle this browser has not solved on the page's board (a
// position of a real game, every seat played here, never kept as a game), the player places the
// tile, and the engine (the worker's `explainMove`) says whether it is the best placement and
// why, in the board's words. Solved puzzles are kept in this browser (io/settings.js). The card
// also offers the puzzle of the day (io/puzzle-day.js: the same one for everyone that UTC day),
// and keeps the days in a row on which it was solved here.

import { make, messageOf } from '../ui/dom.js';
import { keepSetting, readSetting } from '../io/settings.js';
import { dayIndex, solvedOn, solvedToday, streakOn, utcDay } from '../io/puzzle-day.js';
import { unconnected, el, showError, state } from './state.js';
import { explainMove, setNextSeats, showPlacement } from './ai.js';
import { keeping, resumeGame } from './games.js';
import { explanationWords, factsWords } from './explain-words.js';
import { decisionWords } from './move-words.js';
import { playerName } from '../words/outcome.js';
import { t } from '../words/pages.js';

/**
 * The controller's actions this module asks for, connected by page/main.js at start-up
 * (`connectPuzzles`): a module below main.js cannot import it.
 * @type {Pick<import('./state.js').PageActions, 'defaultSetup' | 'setGame' | 'startGame'>}
 */
let ctrl = unconnected();

/**
 * Connects the controller's actions this module asks for (page/main.js, once at start-up).
 * @param {Pick<import('./state.js').PageActions, 'defaultSetup' | 'setGame' | 'startGame'>} actions
 */
export function connectPuzzles(actions) {
  ctrl = actions;
}

const SOLVED_KEY = 'puzzles-solved';
const DAY_KEY = 'puzzles-day'; // {last: the UTC day the day's puzzle was last solved, streak: days in a row}
const FILE = new URL('../puzzles/puzzles.json', import.meta.url);

export const pz = {
  /** @type {import('../../types/engine/PuzzleSet').PuzzleSet | null} */
  set: null,
  /** @type {import('../../types/engine/Puzzle').Puzzle | null} the puzzle on the board */
  current: null,
  /** @type {import('../../pkg/carcassonne_mist.js').GameHandle | null} the game of the puzzle, while it is the page's */
  game: null,
  startSaved: '',
  startActions: 0,
  /** @type {import('../../types/engine/GameView').GameView | null} */
  startView: null,
  /** 'task' | 'checking' | 'solved' | 'wrong' | 'shown' */
  stage: 'task',
  /** @type {string | null} the kept game to go back to */
  back: null,
  /** @type {{id: string, explanation?: import('../../types/engine/Explanation').Explanation | null} | null} the result's words, worded again when the language changes */
  result: null,
  /** @type {HTMLElement | null} */
  card: null,
};

/** The ids of the puzzles solved in this browser. */
function solvedIds() {
  try {
    const v = JSON.parse(readSetting(SOLVED_KEY) || '[]');
    return new Set(Array.isArray(v) ? v.filter((x) => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

/** @param {string} id */
function markSolved(id) {
  const s = solvedIds();
  s.add(id);
  keepSetting(SOLVED_KEY, JSON.stringify([...s]));
  const day = today();
  if (pz.set && id === dayPuzzle(pz.set, day).id) keepSetting(DAY_KEY, JSON.stringify(solvedOn(dayRecord(), day)));
}

/** Today's UTC day (io/puzzle-day.js). */
const today = () => utcDay(Date.now());

/** The puzzle of `day` in `set`. */
const dayPuzzle = (/** @type {import('../../types/engine/PuzzleSet').PuzzleSet} */ set, /** @type {number} */ day) => set.puzzles[dayIndex(day, set.puzzles.length)];

/** The day streak as kept here (anything unreadable reads as none). */
function dayRecord() {
  try {
    return JSON.parse(readSetting(DAY_KEY) || 'null');
  } catch {
    return null;
  }
}

/** Whether puzzle `p` is today's. */
const isDayPuzzle = (/** @type {import('../../types/engine/Puzzle').Puzzle | null} */ p) => Boolean(p && pz.set && pz.set.puzzles.length && p.id === dayPuzzle(pz.set, today()).id);

/** Opens the puzzle of the day (the same for everyone this UTC day). */
export async function openDayPuzzle() {
  try {
    const set = await loadSet();
    if (set.puzzles.length) openPuzzle(dayPuzzle(set, today()));
  } catch (e) {
    showError(t('page-puzzles-cannot', { error: messageOf(e) }));
  }
}

/** @returns {Promise<import('../../types/engine/PuzzleSet').PuzzleSet>} */
async function loadSet() {
  if (pz.set) return pz.set;
  const r = await fetch(FILE);
  if (!r.ok) throw new Error(`${r.status} ${r.statusText}`);
  const set = /** @type {import('../../types/engine/PuzzleSet').PuzzleSet} */ (state.engine.readPuzzles(await r.text()));
  pz.set = set;
  return set;
}

/** Whether the page's board shows a puzzle (its game is never kept: games.js persist). */
export function puzzleShown() {
  return Boolean(pz.game && pz.game === state.game);
}

/**
 * Opens the next puzzle not solved here (or puzzle `id`).
 * @param {string | null} [id]
 */
export async function openPuzzles(id = null) {
  try {
    const set = await loadSet();
    const solved = solvedIds();
    const list = set.puzzles;
    const p = id ? list.find((q) => q.id === id) : list.find((q) => !solved.has(q.id));
    if (!p) {
      showCard();
      setResult({ id: 'page-puzzles-none' });
      return;
    }
    openPuzzle(p);
  } catch (e) {
    showError(t('page-puzzles-cannot', { error: messageOf(e) }));
  }
}

/** @param {import('../../types/engine/Puzzle').Puzzle} p */
function openPuzzle(p) {
  const game = state.engine.GameHandle.fromLink(p.link);
  if (!puzzleShown()) pz.back = keeping.entry ? keeping.entry.id : pz.back;
  pz.current = p;
  pz.game = game;
  pz.startSaved = game.save();
  pz.startActions = JSON.parse(pz.startSaved).actions.length;
  pz.startView = game.view();
  pz.stage = 'task';
  pz.result = null;
  // a puzzle is no game of the player's: not kept, no link, every seat played here
  keeping.entry = null;
  keeping.link = null;
  keeping.received = false;
  state.link = null;
  setNextSeats([]);
  state.puzzleGame = game;
  ctrl.setGame(game);
  showCard();
}

/**
 * After every refresh: the answer placed is checked by the engine; another game hides the card.
 * @param {import('../../types/engine/GameView').GameView} v
 */
export function puzzleRefresh(v) {
  if (!pz.card) return;
  if (!puzzleShown()) {
    // another game is shown: the puzzle's is let go (a review's replay, also never kept, stays so)
    if (pz.game && state.puzzleGame === pz.game) state.puzzleGame = null;
    pz.game = null;
    pz.card.hidden = true;
    return;
  }
  if (pz.stage !== 'task' || v.actions <= pz.startActions) return;
  const actions = JSON.parse(state.game.save()).actions;
  const answer = actions[pz.startActions];
  if (!answer || answer.type !== 'place-tile') return;
  check(answer).catch((e) => showError(messageOf(e)));
}

/** @param {import('../../types/engine/ActionSpec').ActionSpec} answer */
async function check(answer) {
  const p = pz.current;
  if (!p) return;
  pz.stage = 'checking';
  setResult({ id: 'page-puzzles-checking' });
  const e = await explainMove(p.solution, answer, pz.startSaved);
  if (p !== pz.current || pz.stage !== 'checking') return;
  if (!e) {
    pz.stage = 'task';
    setResult(null);
    return;
  }
  if (e.same) {
    pz.stage = 'solved';
    markSolved(p.id);
    pz.result = { id: 'page-puzzles-solved', explanation: e };
    wordPuzzles(); // the progress too
  } else {
    pz.stage = 'wrong';
    setResult({ id: 'page-puzzles-wrong', explanation: e });
  }
}

async function showSolution() {
  const p = pz.current;
  if (!p) return;
  openPuzzle(p);
  pz.stage = 'shown';
  showPlacement(p.solution);
  setResult({ id: 'page-puzzles-checking' });
  const e = await explainMove(p.solution, null, pz.startSaved);
  if (p !== pz.current || pz.stage !== 'shown') return;
  setResult({ id: 'page-puzzles-solution', explanation: e });
}

function back() {
  if (pz.card) pz.card.hidden = true;
  const id = pz.back;
  pz.game = null;
  pz.current = null;
  state.puzzleGame = null;
  if (!id || !resumeGame(id)) ctrl.startGame(ctrl.defaultSetup(), { url: false });
}

/**
 * The result line: message `id` with the engine's explanation worded.
 * @param {typeof pz.result} r
 */
function setResult(r) {
  pz.result = r;
  wordResult();
}

function wordResult() {
  const card = pz.card;
  const line = card && card.querySelector('.puzzle-result');
  if (!card || !line) return;
  const r = pz.result;
  const view = pz.startView;
  if (!r) {
    line.textContent = '';
  } else if (!r.explanation || !view) {
    line.textContent = t(r.id);
  } else if (r.id === 'page-puzzles-wrong') {
    const e = r.explanation;
    line.textContent = t(r.id, { gain: Math.abs(e.gain ?? 0), yours: factsWords(e.alternative_facts, view) });
  } else {
    const e = r.explanation;
    line.textContent = t(r.id, { move: decisionWords(e.action, view), why: explanationWords({ ...e, alternative: null }, view) });
  }
  const buttons = card.querySelectorAll('button[data-stage]');
  for (const b of buttons) {
    const stages = String(/** @type {HTMLElement} */ (b).dataset.stage).split(' ');
    /** @type {HTMLElement} */ (b).hidden = !stages.includes(pz.stage) || !pz.current;
  }
  // the puzzle of the day, offered while another is shown (or none)
  const day = /** @type {HTMLElement | null} */ (card.querySelector('button[data-l10n-puzzle="page-puzzles-day-open"]'));
  if (day) day.hidden = !pz.set || !pz.set.puzzles.length || isDayPuzzle(pz.current);
}

/** The puzzle card at the top of the panel, in the page's words. */
function showCard() {
  if (!pz.card) {
    const button = (/** @type {string} */ id, /** @type {string} */ stages, /** @type {() => unknown} */ fn) => {
      const b = make('button', { type: 'button', dataset: { stage: stages, l10nPuzzle: id } });
      b.addEventListener('click', () => Promise.resolve(fn()).catch((e) => showError(messageOf(e))));
      return b;
    };
    pz.card = make('section', { id: 'puzzle-card', class: 'card', 'aria-labelledby': 'puzzle-title' },
      make('h2', { id: 'puzzle-title' }),
      make('p', { class: 'puzzle-task' }),
      make('p', { class: 'puzzle-result', role: 'status' }),
      make('div', { class: 'puzzle-buttons' },
        button('page-puzzles-try-again', 'wrong', () => pz.current && openPuzzle(pz.current)),
        button('page-puzzles-show', 'task wrong', showSolution),
        button('page-puzzles-next', 'task solved wrong shown', () => openPuzzles()),
        button('page-puzzles-back', 'task checking solved wrong shown', back)),
      make('p', { class: 'puzzle-progress muted small' }),
      make('p', { class: 'puzzle-day' }, make('span', { class: 'puzzle-day-words' }), ' ',
        button('page-puzzles-day-open', '', openDayPuzzle)));
    el.error.after(pz.card);
  }
  pz.card.hidden = false;
  wordPuzzles();
}

/** The card in the page's language (again after a change of it). */
export function wordPuzzles() {
  const button = document.getElementById('puzzles-button');
  if (button) {
    button.textContent = t('page-puzzles');
    button.title = t('page-puzzles.title');
  }
  const card = pz.card;
  if (!card) return;
  const p = pz.current;
  const list = pz.set ? pz.set.puzzles : [];
  const title = /** @type {HTMLElement} */ (card.querySelector('#puzzle-title'));
  const task = /** @type {HTMLElement} */ (card.querySelector('.puzzle-task'));
  const day = today();
  title.textContent = p ? t(isDayPuzzle(p) ? 'page-puzzles-heading-day' : 'page-puzzles-heading', { n: list.indexOf(p) + 1, total: list.length }) : t('page-puzzles');
  task.textContent = p && pz.startView ? t('page-puzzles-task', {
    player: playerName(pz.startView.players, pz.startView.current),
    margin: Math.floor(p.margin_tenths / 10), difficulty: p.difficulty,
  }) : '';
  const solved = solvedIds();
  /** @type {HTMLElement} */ (card.querySelector('.puzzle-progress')).textContent = t('page-puzzles-progress', { solved: list.filter((q) => solved.has(q.id)).length, total: list.length });
  const record = dayRecord();
  /** @type {HTMLElement} */ (card.querySelector('.puzzle-day-words')).textContent = t('page-puzzles-day', { solved: solvedToday(record, day) ? 'yes' : 'no', streak: streakOn(record, day) });
  for (const b of card.querySelectorAll('button[data-l10n-puzzle]')) {
    b.textContent = t(/** @type {HTMLElement} */ (b).dataset.l10nPuzzle ?? '');
  }
  wordResult();
}

/** The Puzzles button (index.html `#puzzles-button`). */
export function setupPuzzles() {
  const button = document.getElementById('puzzles-button');
  if (button) button.addEventListener('click', () => openPuzzles());
  document.addEventListener('page-language', () => wordPuzzles());
  wordPuzzles();
}
