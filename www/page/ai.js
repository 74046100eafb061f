// The computer players of the page: which seats the computer plays and how well, its thinking
// in Web Workers (engine/ai-worker.js, each its own engine instance: the board stays
// responsive; the expert level one tree a worker, their tallies merged by the engine), its
// progress while it thinks, its
// decisions shown one at a time (a placement previewed with the outcome panel a human sees,
// then a short pause), watching a game of computers at a chosen speed, the Hint button, and
// undo back to the human's last decision. The engine decides the moves (`computerMove`); this
// module only asks and shows.

import { make, messageOf } from '../ui/dom.js';
import { requestRender, setCursorCell } from './board.js';
import { updateOutcome, updatePanel } from './panel.js';
import { el, showError, state, unconnected } from './state.js';
import { seatsOf } from '../io/session.js';
import { keepSetting, readSetting } from '../io/settings.js';
import { spotKey } from '../words/text.js';
import { decisionLine, hintReason } from './move-words.js';
import { explanationWords } from './explain-words.js';
import { playerWord } from '../words/outcome.js';
import { t } from '../words/pages.js';
import { HINT, LEVELS } from '../engine/vocabulary.js';
import { onlineRefusal } from './online.js';
import { refusalWords } from '../words/refusals.js';

/**
 * The controller's actions this module asks for, connected by page/main.js at start-up
 * (`connectAi`): a module below main.js cannot import it.
 * @type {Pick<import('./state.js').PageActions, 'playComputer' | 'refresh'>}
 */
let ctrl = unconnected();

/**
 * Connects the controller's actions this module asks for (page/main.js, once at start-up).
 * @param {Pick<import('./state.js').PageActions, 'playComputer' | 'refresh'>} actions
 */
export function connectAi(actions) {
  ctrl = actions;
}

/** The engine's levels by id (`easy`…`expert`). */
// a Map: a level read from storage (a tab's note, a record) never reaches Object.prototype
const LEVEL = new Map(LEVELS.map((l) => [l.id, l]));
/** What the hint asks for: one tree. */
const HINT_LEVEL = { id: 'hint', player: HINT, trees: 1 };
/** Milliseconds of thinking before its progress is shown (a short search shows none). */
const SHOW_PROGRESS_MS = 400;
/** Milliseconds a computer's decision stays shown before it is played, at speed 1. */
const PAUSE = { 'place-tile': 900, other: 500 };
const SEATS_KEY = 'carcassonne-mist/ai/';
/** The computer's speeds (the select's values); the choice is a setting of this browser, the
 * pause of this tab (io/settings.js: a reload keeps it; another tab plays). */
const SPEEDS = ['0.5', '1', '3', '10'];
const savedSpeed = readSetting('ai-speed');

/**
 * A worker of the computer's and the questions it is answering (by id: what to do with the
 * answer, and with its progress).
 * @typedef {{worker: Worker, waiting: Map<number | string, {done: (r: any) => void, progress: (p: any) => void}>}} AiWorker
 */
/**
 * The computer's controls and status line (buildControls).
 * @typedef {{status: HTMLElement, hint: HTMLButtonElement, pause: HTMLButtonElement, speed: HTMLSelectElement, box: HTMLElement,
 *   progress: HTMLElement, bar: HTMLProgressElement, positions: HTMLElement}} AiUi
 */
/**
 * What the status line says (`say`), to word it again on a change of language.
 * @typedef {{id: string, seat?: number, action?: import('../../types/engine/ActionSpec').ActionSpec, view?: import('../../types/engine/GameView').GameView,
 *   suggestion?: import('../../types/engine/Suggestion').Suggestion | null, explanation?: import('../../types/engine/Explanation').Explanation | null}} Said
 */

export const ai = {
  seats: /** @type {(string | null)[]} */ ([]), // per seat: a LEVELS key, or null for a human
  pending: /** @type {(string | null)[] | null} */ (null), // the seats of the game the New game dialog is about to open
  gameId: -1,
  workers: /** @type {AiWorker[]} */ ([]), // one a tree: [{worker, waiting: Map(id -> {done, progress})}]
  asked: 0, // the number of the last question; an older answer is dropped
  thinking: /** @type {{seat: number, again: boolean} | null} */ (null), // {seat} while the worker thinks
  paused: readSetting('ai-paused', { tab: true }) === '1',
  speed: savedSpeed !== null && SPEEDS.includes(savedSpeed) ? Number(savedSpeed) : 1,
  timer: /** @type {ReturnType<typeof setTimeout> | 0} */ (0),
  ui: /** @type {AiUi | null} */ (null),
  /** @type {Said | null} what the status line says */
  said: null,
  /** @type {any} the computer's last decision (the worker's answer) */
  last: null,
  /** @type {import('../../types/engine/ActionSpec').ActionSpec | null} the last hint's move (a test reads it) */
  hint: null,
};

/** Whether the player to move now is a computer (its turn: the human's clicks are refused). */
export function computerToMove() {
  const v = state.view;
  return Boolean(v && v.phase !== 'game-over' && ai.seats[v.current]);
}

/**
 * The seats of the next game the page opens (from the New game dialog).
 * @param {readonly unknown[]} seats
 */
export function setNextSeats(seats) {
  ai.pending = seats.map((s) => (typeof s === 'string' && LEVEL.has(s) ? s : null));
}

/**
 * The trees a level thinks with here: one, or for a root-parallel level one a core but one
 * (left to the page), at least 2, at most the level's.
 * @param {{trees: number} | null | undefined} level
 */
export function treesOf(level) {
  if (!level || level.trees <= 1) return 1;
  const cores = Number(navigator.hardwareConcurrency) || 2;
  return Math.max(2, Math.min(level.trees, cores - 1));
}

function seatsKey() {
  return state.setup ? `${SEATS_KEY}${state.setup.seed}:${(state.setup.players || []).map((/** @type {any} */ p) => p.name || p).join(',')}` : null;
}

/**
 * The seats this tab noted for a game of the same setup (sessionStorage): what a game opened
 * without seats of its own takes (a link of that game, a record written before records kept
 * seats). A kept record's seats come first (games.js).
 */
function loadSeats() {
  try {
    const k = seatsKey();
    const s = k && JSON.parse(sessionStorage.getItem(k) || 'null');
    return Array.isArray(s) ? s.map((/** @type {unknown} */ x) => (typeof x === 'string' && LEVEL.has(x) ? x : null)) : [];
  } catch {
    return [];
  }
}

function saveSeats() {
  try {
    const k = seatsKey();
    if (k) sessionStorage.setItem(k, JSON.stringify(ai.seats));
  } catch { /* no session storage: the seats last as long as the page */ }
}

/**
 * Worker `i` (started when first needed; the expert level starts one a tree).
 * @param {number} i
 * @returns {AiWorker}
 */
function workerAt(i) {
  if (!ai.workers[i]) {
    const worker = new Worker(new URL('../engine/ai-worker.js', import.meta.url), { type: 'module' });
    /** @type {AiWorker['waiting']} */
    const waiting = new Map();
    worker.onmessage = (e) => {
      const r = e.data || {};
      const wait = waiting.get(r.id);
      if (!wait) return;
      if (r.progress) {
        wait.progress(r.progress);
        return;
      }
      waiting.delete(r.id);
      // an engine's refusal in the reader's words (its `error` is not for the reader)
      if (r.error && typeof r.kind === 'string') r.error = refusalWords({ message: r.error, kind: r.kind, data: r.data });
      wait.done(r);
    };
    worker.onerror = (e) => showError(t('page-ai-stopped', { error: e.message || t('page-ai-worker-failed') }));
    ai.workers[i] = { worker, waiting };
  }
  return ai.workers[i];
}

/** Asks worker `w` question `id` (`message`); its answer, with its progress given to `progress`.
 * @param {AiWorker} w @param {number | string} id @param {object} message @param {(p: any) => void} [progress]
 * @returns {Promise<any>} the worker's answer (engine/ai-worker.js), or null when dropped */
function request(w, id, message, progress = () => {}) {
  return new Promise((done) => {
    w.waiting.set(id, { done, progress });
    w.worker.postMessage({ id, ...message });
  });
}

/** Stops every question still being thought about (an older question's answer is dropped). */
function cancelAll() {
  for (const w of ai.workers) {
    if (!w) continue;
    for (const [id, wait] of w.waiting) {
      if (typeof id === 'string') continue; // an explanation or a review (askWorker) goes on
      w.worker.postMessage({ cancel: id });
      wait.done(null);
    }
    for (const id of [...w.waiting.keys()]) if (typeof id !== 'string') w.waiting.delete(id);
  }
  showProgress(null);
}

/**
 * Asks what `level` would play now: one worker, or one a tree and the engine's merge of their
 * tallies (the most visited move over all trees). Its progress is shown meanwhile. The answer
 * ({action, simulations, ms, …} or {error}); null when the game changed meanwhile.
 * @param {{player: unknown, trees: number}} level
 * @returns {Promise<any>}
 */
async function ask(level) {
  const id = ++ai.asked;
  const saved = state.game.save();
  const trees = treesOf(level);
  const started = performance.now();
  const fractions = new Array(trees).fill(0);
  const sims = new Array(trees).fill(0);
  const progress = (/** @type {number} */ i) => (/** @type {{fraction: number, simulations: number}} */ p) => {
    fractions[i] = p.fraction;
    sims[i] = p.simulations;
    if (id === ai.asked && performance.now() - started >= SHOW_PROGRESS_MS) {
      showProgress({ fraction: Math.min(...fractions), positions: sims.reduce((a, b) => a + b, 0), trees });
    }
  };
  const seed = () => Math.floor(Math.random() * 2 ** 31);
  /** @type {any[]} the workers' answers */
  const parts = await Promise.all(fractions.map((_, i) => request(workerAt(i), id, { saved, player: level.player, seed: seed() }, progress(i))));
  if (id !== ai.asked || parts.some((r) => !r)) return null;
  showProgress(null);
  const failed = parts.find((r) => r.error);
  if (failed) return { error: failed.error };
  if (trees === 1) return parts[0].suggestion;
  // the trees' tallies end to end, summed by the engine in the first worker
  const visits = new Uint32Array(parts.reduce((n, r) => n + r.visits.length, 0));
  const wins = new Float64Array(visits.length);
  let at = 0;
  for (const r of parts) {
    visits.set(r.visits, at);
    wins.set(r.wins, at);
    at += r.visits.length;
  }
  const simulations = parts.reduce((n, r) => n + r.suggestion.simulations, 0);
  const ms = Math.max(...parts.map((r) => r.suggestion.ms));
  const merged = await request(workerAt(0), id, { saved, merge: { visits, wins, simulations, ms } });
  if (!merged || id !== ai.asked) return null;
  return merged.error ? { error: merged.error } : merged.suggestion;
}

/**
 * Shows how far the thinking is (null: hides it): a bar of the share of the thinking time
 * used and the positions looked at, outside the status line's live region (a screen reader is
 * told the decision, not every tenth of a second).
 * @param {{fraction: number, positions: number, trees: number} | null} p
 */
function showProgress(p) {
  if (!ai.ui) return;
  ai.ui.progress.hidden = !p;
  if (!p) return;
  ai.ui.bar.value = p.fraction;
  ai.ui.positions.textContent = p.trees > 1
    ? t('page-ai-progress-trees', { positions: p.positions, trees: p.trees })
    : t('page-ai-progress', { positions: p.positions });
}

const sleep = (/** @type {number} */ ms) => new Promise((ok) => {
  ai.timer = setTimeout(ok, ms);
});

/** Puts message `id` on the computer's status line; `seat` and `action` are worded each time
 * (again by `wordAiStatus` when the page's language changes) on `view`, the view they were decided on.
 * @param {string} id
 * @param {Omit<Said, 'id'>} [what]
 */
function say(id, { seat, action, view = state.view, suggestion = null, explanation = null } = {}) {
  ai.said = { id, seat, action, view, suggestion, explanation };
  const player = seat === undefined ? undefined : playerName(seat);
  const line = action ? decisionLine(id, action, view, player) : t(id, { player });
  // the hint's reason: the engine's explanation (explain-words.js), else the search's own
  // figures (move-words.js)
  // (a hint compares itself only with a move it gains over: the search and the value after the
  // turn may disagree by a little)
  const shown = explanation && !(explanation.gain !== null && explanation.gain > 0) ? { ...explanation, alternative: null } : explanation;
  const why = shown ? explanationWords(shown, view) : suggestion ? hintReason(suggestion, view) : '';
  const text = why ? t('page-ai-with-why', { line, why }) : line;
  // the computer's decision is said by #announce once it is played (text-board.js
  // announceNews): shown here, not said twice (docs/ACCESSIBILITY.md, "one voice at a time")
  if (id === 'page-ai-plays') unsaid(text);
  else if (ai.ui) ai.ui.status.textContent = text;
}

/**
 * Shows `text` on the computer's status line without a screen reader hearing it.
 * @param {string} text
 */
function unsaid(text) {
  if (ai.ui) ai.ui.status.replaceChildren(make('span', { 'aria-hidden': 'true', text }));
}

/** The computer's controls and status line in the page's language (after a change of it). */
export function wordAiStatus() {
  if (!ai.ui) return;
  showControls();
  if (!ai.thinking && ai.said && ai.ui && ai.ui.status.textContent) say(ai.said.id, ai.said);
}

/**
 * Shows a placement as a human's hover would: the tile at its cell and the outcome panel.
 * @param {import('../../types/engine/ActionSpec').ActionSpec} spec a placement (any other action shows nothing)
 */
export function showPlacement(spec) {
  if (spec.type !== 'place-tile') return;
  setCursorCell({ x: spec.x, y: spec.y });
  state.keyboard = true;
  state.rotation = spec.rotation;
  updatePanel();
  updateOutcome();
  requestRender();
}

/** @param {number} i */
function playerName(i) {
  const p = state.view && state.view.players[i];
  return p ? playerWord(p.name) : t('player-n', { n: i + 1 });
}

/** After every refresh: a computer to move thinks, shows its decision, then plays it. */
export async function afterRefresh() {
  if (ai.gameId !== state.gameId) {
    ai.gameId = state.gameId;
    // the seats of the game opened (the New game dialog's, or its kept record's, games.js);
    // a game kept before records held seats: those this tab noted then
    ai.seats = ai.pending || loadSeats();
    ai.pending = null;
    saveSeats();
    state.seats = seatsOf(state.view.players.length, ai.seats, state.link);
    updatePanel();
  }
  ai.asked += 1; // an answer for the state before is dropped
  cancelAll(); // and its thinking stopped
  clearTimeout(ai.timer);
  ai.thinking = null;
  ai.hint = null;
  state.hinted = null;
  showControls();
  // a human to move: the decision or the hint the line showed was about the position before
  // (the last moves' card says what was played); emptied, not put in the past tense, so that a
  // screen reader does not hear the move a second time
  const computer = computerToMove();
  if (!computer) {
    if (ai.ui) ai.ui.status.textContent = '';
    ai.said = null;
  }
  if (!computer || ai.paused) return;
  const v = state.view;
  const seat = v.current;
  // the same computer's next decision of its turn (its last one still shown): "… is thinking"
  // was said at the turn's first, and is shown, not said, again
  ai.thinking = { seat, again: Boolean(ai.said && ai.said.id === 'page-ai-plays' && ai.said.seat === seat) };
  showControls();
  const asked = ai.asked + 1;
  const level = LEVEL.get(/** @type {string} */ (ai.seats[seat]));
  if (!level) return;
  const r = await ask(level);
  if (!r || asked !== ai.asked) return;
  if (r.error) {
    ai.thinking = null;
    showControls();
    showError(t('page-ai-undecided', { error: r.error }));
    return;
  }
  ai.thinking = null;
  ai.last = r;
  showControls(); // the search is over: no spinner while its decision is shown
  say('page-ai-plays', { seat, action: r.action });
  if (r.action.type === 'place-tile') showPlacement(r.action);
  await sleep((r.action.type === 'place-tile' ? PAUSE['place-tile'] : PAUSE.other) / ai.speed);
  if (asked !== ai.asked || ai.paused) return;
  ctrl.playComputer(r.action);
}

/**
 * Undo in a game against the computer: back to the human's last decision.
 * @param {import('../../pkg/carcassonne_mist.js').GameHandle} game
 */
export function undoToHuman(game) {
  const mixed = ai.seats.some(Boolean) && !ai.seats.every(Boolean);
  if (!game.undo()) return false;
  if (!mixed) return true;
  // undo until a human is to move again (the computer's decisions go back with theirs)
  while (ai.seats[game.view().current]) {
    if (!game.undo()) break;
  }
  return true;
}

let explained = 0;

/**
 * Why `action` (legal in the game shown) against `alternative` (null: the move a player would
 * likely play instead), asked of the first worker (the engine's `explainMove`, which values
 * every move to the end of the turn): the engine's explanation, or null when it failed.
 * @param {import('../../types/engine/ActionSpec').ActionSpec} action
 * @param {import('../../types/engine/ActionSpec').ActionSpec | null} [alternative]
 * @param {string} [saved] the game (saved-game JSON), the one shown when left out
 * @returns {Promise<import('../../types/engine/Explanation').Explanation | null>}
 */
export async function explainMove(action, alternative = null, saved = state.game.save()) {
  const r = await askWorker({
    saved, explain: { action: JSON.stringify(action), alternative: alternative && JSON.stringify(alternative) },
  });
  return r && r.explanation ? r.explanation : null;
}

/**
 * Asks the first worker `message` (engine/ai-worker.js: an explanation, a review) apart from
 * the computer's questions; its answer (null when dropped), its progress given to `progress`.
 * @param {object} message
 */
export function askWorker(message, progress = (/** @type {any} */ _p) => {}) {
  return request(workerAt(0), `ask-${++explained}`, message, progress);
}

async function hint() {
  if (!state.view || state.view.phase === 'game-over' || computerToMove() || onlineRefusal() || !ai.ui) return;
  const ui = ai.ui;
  ui.hint.disabled = true;
  ui.status.textContent = t('page-ai-looking');
  const r = await ask(HINT_LEVEL);
  ui.hint.disabled = false;
  if (!r) return;
  if (r.error) {
    ui.status.textContent = '';
    showError(t('page-ai-no-hint', { error: r.error }));
    return;
  }
  ai.hint = r.action;
  const asked = ai.asked;
  const explanation = await explainMove(r.action);
  if (asked !== ai.asked) return;
  say('page-ai-hint', { action: r.action, suggestion: r, explanation });
  el.hint.textContent = decisionLine(r.action.type === 'place-tile' ? 'page-ai-hint-place' : 'page-ai-hint', r.action, state.view);
  showHinted(r.action);
}

/**
 * The hinted move on the board, as the player's own pointing would show it: a placement with
 * its preview and outcome panel, a meeple's spot lit, a ghost's source chosen and its target lit.
 * @param {import('../../types/engine/ActionSpec').ActionSpec} a
 */
function showHinted(a) {
  if (a.type === 'place-tile') {
    showPlacement(a);
    return;
  }
  // its button in the panel marked too (panel.js), until the next move
  state.hinted = { action: a, actions: state.view.actions };
  if (a.type === 'place-meeple') {
    state.meepleHover = { feature: a.feature, guard: Boolean(a.guard) };
    updatePanel();
  }
  if (a.type === 'move-ghost' && state.ghost) {
    const from = spotKey(a.from);
    if (state.ghost.sources.has(from)) state.ghost.selected = from;
    state.ghostHover = spotKey(a.to);
    updatePanel();
  }
  requestRender();
}

function buildControls() {
  const status = make('div', { id: 'ai-status', class: 'ai-status', role: 'status', 'aria-live': 'polite' });
  const hintButton = make('button', { id: 'hint-button', type: 'button', title: t('page-hint-button.title'), text: t('page-hint-button'), dataset: { l10n: 'page-hint-button', l10nAttrs: 'title' } });
  hintButton.addEventListener('click', () => hint().catch((e) => showError(messageOf(e))));
  const pause = make('button', { id: 'ai-pause', type: 'button', title: t('page-pause.title'), text: t('page-pause') });
  pause.addEventListener('click', () => {
    ai.paused = !ai.paused;
    keepSetting('ai-paused', ai.paused ? '1' : '0', { tab: true });
    ctrl.refresh();
  });
  const speed = make('select', { id: 'ai-speed', 'aria-label': t('page-speed.aria-label'), dataset: { l10n: 'page-speed', l10nAttrs: 'aria-label' } });
  for (const [value, id] of SPEEDS.map((v, i) => [v, ['page-speed-slow', 'page-speed-normal', 'page-speed-fast', 'page-speed-very-fast'][i]])) {
    speed.append(make('option', { value, text: t(id), dataset: { l10n: id } }));
  }
  speed.value = String(ai.speed);
  speed.addEventListener('change', () => {
    ai.speed = Number(speed.value) || 1;
    keepSetting('ai-speed', speed.value);
  });
  const box = make('div', { id: 'ai-controls', class: 'ai-controls' }, hintButton, pause, speed);
  const bar = make('progress', { id: 'ai-bar', max: '1', value: '0', 'aria-label': t('page-ai-bar.aria-label'), dataset: { l10n: 'page-ai-bar', l10nAttrs: 'aria-label' } });
  const positions = make('span', { class: 'ai-positions' });
  const progress = make('div', { id: 'ai-progress', class: 'ai-progress', hidden: true }, bar, positions);
  // under the sheet's head (status and fold button in one row on a phone), not inside it
  (el.status.closest('.sheet-head') || el.status).after(status, progress, box);
  ai.ui = { status, hint: hintButton, pause, speed, box, progress, bar, positions };
}

function showControls() {
  if (!ai.ui) buildControls();
  const ui = /** @type {AiUi} */ (ai.ui);
  const any = ai.seats.some(Boolean);
  const v = state.view;
  const over = !v || v.phase === 'game-over';
  // a game over: nothing left to pause, and the last move's line no longer news
  ui.pause.hidden = !any || over;
  ui.speed.hidden = !any || over;
  ui.pause.textContent = t(ai.paused ? 'page-play' : 'page-pause');
  ui.pause.title = t('page-pause.title');
  // (an online table on another seat's turn: the hint is the seat's owner's, not the player's)
  ui.hint.disabled = !v || v.phase === 'game-over' || computerToMove() || Boolean(onlineRefusal());
  ui.status.classList.toggle('thinking', Boolean(ai.thinking));
  document.body.dataset.aiThinking = ai.thinking ? '1' : '';
  if (ai.thinking) {
    const thinking = t('page-ai-thinking', { player: playerName(ai.thinking.seat) });
    if (ai.thinking.again) unsaid(thinking);
    else ui.status.textContent = thinking;
  }
  else if (!ai.last || !any || over) ui.status.textContent = '';
}
