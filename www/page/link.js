// Play by link, no server: each seat of a game is played here (local) or in a friend's browser
// (remote). After a local move that hands the turn to a remote seat, the panel offers the link
// (`#g=<code>`, the engine's short code: GameHandle.linkCode) and the code alone, to send. The
// friend's page opens it, steps through the moves it brings with the outcome panel a human sees
// (page/ai.js showPlacement), plays its own seats and sends a link back. Opening a link of a game
// kept here (same game id) continues it when its moves extend the kept ones; otherwise (older,
// or it went another way) both are kept, the kept game untouched.
//
// Which seats are whose: a link carries the seats played in the sender's browser; the opener
// plays the others (share.js localSeatsOf). A plain "Share link" marks no seat as the sender's,
// so its opener plays every seat (hot seat).

import { make, messageOf } from '../ui/dom.js';
import { refusalWords } from '../words/refusals.js';
import { compareMoves, linkCodeIn, localSeatsOf, seatBits } from '../io/play-link.js';
import { fingerprint } from '../io/session.js';
import { clearError, el, showError, state, turnLogNow, unconnected } from './state.js';
import { adopt, keepAside, keeping, openGame, resumeGame } from './games.js';
import { showPlacement } from './ai.js';
import { decisionWords } from './move-words.js';
import { keepLang, list, t } from '../words/pages.js';
import { playerWord } from '../words/outcome.js';

/**
 * The controller's actions this module asks for, connected by page/main.js at start-up
 * (`connectLink`): a module below main.js cannot import it.
 * @type {Pick<import('./state.js').PageActions, 'openSavedGameCode' | 'refresh' | 'savedGameLink'>}
 */
let ctrl = unconnected();

/**
 * Connects the controller's actions this module asks for (page/main.js, once at start-up).
 * @param {Pick<import('./state.js').PageActions, 'openSavedGameCode' | 'refresh' | 'savedGameLink'>} actions
 */
export function connectLink(actions) {
  ctrl = actions;
}

/** The New game dialog's "played by" value of a seat played in a friend's browser. */
export const REMOTE_SEAT = 'remote';

/** The replay in progress: the link's moves, shown one at a time. */
/** @type {{steps: import('../../types/engine/ActionSpec').ActionSpec[] | null, at: number, gameId: number, logAt: number}} */
const replay = { steps: null, at: 0, gameId: -1, logAt: 0 };
/**
 * The link box's elements (made once, `build`).
 * @typedef {{box: HTMLElement, message: HTMLElement, seats: HTMLElement, send: HTMLElement, url: HTMLInputElement,
 *   code: HTMLInputElement, length: HTMLElement, steps: HTMLElement, back: HTMLButtonElement, next: HTMLButtonElement,
 *   note: HTMLElement}} LinkUi
 */
/** @type {LinkUi | null} */
let ui = null;

/** @param {number} i */
function playerName(i) {
  const p = state.view && state.view.players[i];
  return p ? playerWord(p.name) : t('player-n', { n: i + 1 });
}

/** Whether the seat to move now plays in the friend's browser. */
export function remoteToMove() {
  const v = state.view;
  const l = keeping.link;
  return Boolean(l && v && v.phase !== 'game-over' && l.local[v.current] === false);
}

/** Whether the link's moves are being stepped through. */
export function replaying() {
  if (replay.steps && replay.gameId !== state.gameId) replay.steps = null; // another game opened
  return Boolean(replay.steps);
}

/**
 * While the link's moves are stepped through: the turn log's lines before them (what "What just
 * happened" leaves out, moves.js: the card follows the moves shown); null otherwise.
 */
export function replayLogStart() {
  return replaying() ? replay.logAt : null;
}

/**
 * Whether the game shown is a copy kept to look at (a link's older line, one that went another
 * way, another game's: games.js `keepAside`), not one to play. A tab's own line kept beside
 * another tab's ('forked', io/storage.js) is the player's own, and plays.
 */
export function readOnlyCopy() {
  return Boolean(state.readOnly);
}

/**
 * Why a human's move is refused now (a remote seat to move, or a replay to step through), or
 * null when it may be played.
 */
export function refusal() {
  // a link's game kept beside the player's (older, another way, another game): to look at only
  if (readOnlyCopy()) return t('page-link-kept-copy', { label: t(`page-link-games-${state.readOnly}`) });
  if (replaying()) return t('page-link-step-first', { name: playerName(state.view.current) });
  if (remoteToMove()) return t('page-link-not-yours', { name: playerName(state.view.current) });
  return null;
}

/**
 * After an undo in a link game: the move taken back must be one made here (else redone).
 * @param {import('../../pkg/carcassonne_mist.js').GameHandle} game
 */
export function undoneRemote(game) {
  const l = keeping.link;
  if (!l) return null;
  const v = game.view();
  if (v.phase !== 'game-over' && l.local[v.current] === false) {
    game.redo();
    return t('page-link-no-undo', { name: playerName(v.current) });
  }
  return null;
}

/** A new game id for a link (48 bits). */
export function newLinkId() {
  return Math.floor(Math.random() * 2 ** 48);
}

/**
 * The address that opens `code` on this page.
 * @param {string} code
 */
function hrefOf(code) {
  return `${location.origin}${location.pathname}#g=${code}`;
}

/**
 * The link of the game as it is now: the short `#g=` link when the engine can write it (a game
 * from a setup), with the seats played here; else the saved-game link (`#game=`).
 */
export async function currentLink() {
  const l = keeping.link;
  try {
    const code = state.game.linkCode(l ? l.id : newLinkId(), l ? seatBits(l.local) : 0);
    return { url: hrefOf(code), code };
  } catch {
    const url = await ctrl.savedGameLink();
    return { url, code: null };
  }
}

/**
 * Opens a `#g=` code: a new game in the list, or the kept game it continues (and its new moves shown).
 * @param {string} code
 * @param {{received?: boolean}} [opts]
 */
export function openPlayCode(code, { received = false } = {}) {
  let game;
  try {
    game = state.engine.GameHandle.fromLink(code);
  } catch (e) {
    showError(t('page-link-cannot-open', { why: refusalWords(e) }));
    return false;
  }
  clearError();
  /** @type {{id: number, sender_seats: number}} */
  const from = { id: Number(game.linkId()), sender_seats: Number(game.linkSenderSeats()) };
  const v = game.view();
  const local = localSeatsOf(from.sender_seats, v.players.length);
  const link = { id: from.id, local };
  const saved = game.saved();
  const kept = keeping.store.list().find((e) => e.link && e.link.id === from.id);
  if (!kept) {
    if (local.every(Boolean)) {
      // a plain share: a hot-seat game beside the others (continuing a kept one when it can)
      adopt(game, link, { received });
      return true;
    }
    openGame(game, null, { keepEmpty: true, link, received });
    startReplay(replayStart(game, saved.actions.length, local));
    return true;
  }
  const mine = kept.game.actions || [];
  // a link is the game it claims to be: the same setup as the kept game of its id, and new
  // moves only by the seats its sender plays; else it is kept beside, never merged
  const byLink = kept.link ? kept.link.local : [];
  let refused = null;
  if (fingerprint(kept.game) !== fingerprint(saved) || byLink.length !== local.length || byLink.some((here, i) => here !== local[i])) {
    refused = { label: 'other-setup', words: t('page-link-other-setup') };
  } else if (saved.actions.length > mine.length && compareMoves(mine, saved.actions).kind === 'extends') {
    const players = game.turnLog().filter((/** @type {import('../../types/engine/LogLine').LogLine} */ e) => !e.auto).map((/** @type {import('../../types/engine/LogLine').LogLine} */ e) => e.player);
    const mover = players.slice(mine.length).find((/** @type {number} */ p) => byLink[p] === true);
    if (mover !== undefined) refused = { label: 'plays-your-seat', words: t('page-link-plays-your-seat', { name: playerWord(v.players[mover].name) }) };
  }
  if (refused) {
    keepAside(game, refused.label);
    game.free();
    resumeGame(kept.id);
    showError(refused.words);
    return true;
  }
  const cmp = compareMoves(mine, saved.actions);
  if (cmp.kind === 'same') {
    game.free();
    resumeGame(kept.id);
    note('page-link-same');
    return true;
  }
  if (cmp.kind === 'extends') {
    openGame(game, kept, { keepEmpty: true, link: kept.link });
    startReplay(/** @type {number} */ (cmp.from)); // (an extension says where it starts)
    return true;
  }
  // older, or another way: the kept game stays as it is; the link's game is kept beside it
  keepAside(game, cmp.kind); // the list words it: page-link-games-older, page-link-games-diverged
  game.free();
  resumeGame(kept.id);
  showError(cmp.kind === 'older'
    ? t('page-link-older', { theirs: saved.actions.length, mine: mine.length })
    : t('page-link-diverged', { at: (cmp.at ?? 0) + 1 }));
  return true;
}

/** Who made the game's last move (the turn log's last line that was not forced), or null. */
function lastMover() {
  const played = turnLogNow().filter((l) => !l.auto);
  return played.length ? played[played.length - 1].player : null;
}

/**
 * Where the replay of a newly opened link starts: after the last move of a seat played here.
 * @param {import('../../pkg/carcassonne_mist.js').GameHandle} game
 * @param {number} total its written actions
 * @param {boolean[]} local the seats played here
 */
function replayStart(game, total, local) {
  // the players of the written actions (the turn log without the forced moves)
  const players = game.turnLog().filter((/** @type {import('../../types/engine/LogLine').LogLine} */ e) => !e.auto).map((/** @type {import('../../types/engine/LogLine').LogLine} */ e) => e.player);
  let i = players.length;
  while (i > 0 && !local[players[i - 1]]) i -= 1;
  return Math.max(i, total - 40);
}

/**
 * Takes the game back to written action `from` and shows the moves after it one at a time.
 * @param {number} from
 */
function startReplay(from) {
  const saved = state.game.saved();
  const steps = saved.actions.slice(from);
  if (!steps.length) return;
  for (let i = 0; i < steps.length; i++) state.game.undo();
  replay.logAt = state.game.turnLog().length; // the turn log's lines before the link's moves
  replay.steps = steps;
  replay.at = 0;
  replay.gameId = state.gameId;
  ctrl.refresh();
}

function stepNext() {
  if (!replaying()) return;
  state.game.redo();
  replay.at += 1;
  if (!replay.steps || replay.at >= replay.steps.length) {
    replay.steps = null;
    note('page-link-replay-done');
  }
  ctrl.refresh();
}

function stepBack() {
  if (!replaying() || replay.at === 0) return;
  state.game.undo();
  replay.at -= 1;
  ctrl.refresh();
}

function skipAll() {
  while (replaying()) {
    state.game.redo();
    replay.at += 1;
    if (!replay.steps || replay.at >= replay.steps.length) replay.steps = null;
  }
  ctrl.refresh();
}

/** What the note line says, to word it again (`wordLinkBox`). */
/** @type {{note: {id: string, args?: Record<string, string | number>} | null}} */
const said = { note: null };

/**
 * The box's note line: message `id` (null: none), worded again on a change of language.
 * @param {string | null} id
 * @param {Record<string, string | number>} [args]
 */
function note(id, args) {
  said.note = id ? { id, args } : null;
  if (ui) ui.note.textContent = id ? t(id, args) : '';
}

/** The link box in the page's language, after a change of it (its marked text is worded by pages.js). */
export function wordLinkBox() {
  if (!ui) return;
  if (said.note) note(said.note.id, said.note.args);
  updateLinkBox();
}

/** @param {string} text */
async function copy(text) {
  try {
    await navigator.clipboard.writeText(text);
    note('page-link-copied');
  } catch {
    note('page-link-copy-failed');
  }
}

/**
 * Element `tag` worded by message `id` now and on a change of language (pages.js wordDom).
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {string} id
 * @param {Record<string, any>} [props]
 */
function worded(tag, id, props = {}) {
  return make(tag, { ...props, text: t(id), dataset: { l10n: id } });
}

/**
 * An element whose attributes (`attrs`, e.g. 'aria-label') are message `id`'s, now and on a change of language.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {string} id
 * @param {string} attrs
 * @param {Record<string, any>} [props]
 */
function withAttrs(tag, id, attrs, props = {}) {
  const e = make(tag, { ...props, dataset: { l10n: id, l10nAttrs: attrs } });
  for (const a of attrs.split(' ')) e.setAttribute(a, t(`${id}.${a}`));
  return e;
}

function build() {
  const message = make('p', { id: 'link-message', class: 'link-message' });
  const seats = make('p', { id: 'link-seats', class: 'muted small' });
  const url = withAttrs('input', 'page-link-url', 'aria-label', { id: 'link-url', type: 'text', readonly: true });
  const copyUrl = worded('button', 'page-link-copy', { id: 'link-copy', type: 'button', class: 'primary' });
  const length = make('span', { id: 'link-length', class: 'muted small' });
  const code = make('input', { id: 'link-code', type: 'text', readonly: true });
  const copyCode = worded('button', 'page-link-copy-code', { id: 'link-copy-code', type: 'button' });
  const send = make('div', { id: 'link-send', class: 'link-send' },
    make('div', { class: 'share-row' }, url, copyUrl), length,
    worded('label', 'page-link-code-label', { class: 'muted small', for: 'link-code' }),
    make('div', { class: 'share-row' }, code, copyCode));
  const back = worded('button', 'page-link-back', { id: 'link-back', type: 'button' });
  const next = worded('button', 'page-link-next', { id: 'link-next', type: 'button', class: 'primary' });
  const skip = worded('button', 'page-link-skip', { id: 'link-skip', type: 'button' });
  const steps = make('div', { id: 'link-steps', class: 'link-steps' }, back, next, skip);
  const noteLine = make('p', { id: 'link-note', class: 'muted small', role: 'status', 'aria-live': 'polite' });
  const box = withAttrs('section', 'page-link-box', 'aria-label', { id: 'link-box', class: 'link-box' });
  box.append(message, steps, send, seats, noteLine);
  copyUrl.addEventListener('click', () => {
    url.select();
    copy(url.value);
  });
  copyCode.addEventListener('click', () => {
    code.select();
    copy(code.value);
  });
  url.addEventListener('focus', () => url.select());
  code.addEventListener('focus', () => code.select());
  next.addEventListener('click', stepNext);
  back.addEventListener('click', stepBack);
  skip.addEventListener('click', skipAll);
  // under the status (on a phone, under the sheet's head row) and the computer's controls
  const anchor = document.getElementById('ai-controls') || el.status.closest('.sheet-head') || el.status;
  anchor.after(box);
  ui = { box, message, seats, send, url, code, length, steps, back, next, note: noteLine };
  buildOpenForm();
}

/** "Open a friend's link or code": a field in the Your games card. */
function buildOpenForm() {
  const input = make('input', { id: 'open-link', type: 'text', autocomplete: 'off', spellcheck: 'false', 'aria-describedby': 'open-link-help' });
  const form = make('form', { id: 'open-link-form', class: 'open-link' },
    worded('label', 'page-link-open-label', { for: 'open-link', class: 'small' }),
    make('div', { class: 'share-row' }, input, worded('button', 'page-link-open', { type: 'submit' })),
    worded('p', 'page-link-limits', { id: 'open-link-help', class: 'muted small' }));
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const found = linkCodeIn(input.value);
    if (!input.value.trim()) {
      showError(t('page-link-open-empty'));
      return;
    }
    if (!found) {
      showError(t('page-link-open-bad'));
      return;
    }
    let ok;
    if (found.kind === 'game') ok = await ctrl.openSavedGameCode(found.code);
    else if (found.kind === 'g') ok = openPlayCode(found.code);
    else {
      // a code alone: a play-by-link code, else a saved-game link's code
      let game = null;
      try {
        game = state.engine.GameHandle.fromLink(found.code);
      } catch { /* not a play-by-link code */ }
      if (game) {
        game.free();
        ok = openPlayCode(found.code);
      } else ok = await ctrl.openSavedGameCode(found.code);
    }
    if (ok) input.value = '';
  });
  el.games.after(form);
}

/**
 * After every refresh: the box says whose turn it is, offers the link, or steps through the
 * replay; a copy kept to look at says so on the status line, its controls disabled.
 */
export function updateLinkBox() {
  linkBox();
  // read-only: no Hint (the status line and the other buttons: panel.js)
  const hint = /** @type {HTMLButtonElement} */ (document.getElementById('hint-button'));
  if (readOnlyCopy() && hint) hint.disabled = true;
}

/** The link box, after every refresh (updateLinkBox). */
function linkBox() {
  if (!ui) build();
  const u = /** @type {LinkUi} */ (ui);
  const l = keeping.link;
  const v = state.view;
  const remote = l && l.local.some((x) => !x);
  u.box.hidden = !remote || !v;
  document.body.dataset.linkTurn = '';
  if (u.box.hidden || !l) return;
  const names = (/** @type {boolean} */ mine) => list(v.players.filter((_, i) => l.local[i] === mine).map((p) => playerWord(p.name)));
  u.seats.textContent = t('page-link-seats', { here: names(true), there: names(false) });
  u.steps.hidden = !replaying();
  if (replaying()) {
    const steps = /** @type {import('../../types/engine/ActionSpec').ActionSpec[]} */ (replay.steps);
    const next = steps[replay.at];
    u.message.textContent = t('page-link-replay', {
      name: playerName(v.current), at: replay.at + 1, n: steps.length, what: decisionWords(next, v),
    });
    u.back.disabled = replay.at === 0;
    u.send.hidden = true;
    document.body.dataset.linkTurn = 'replay';
    if (next.type === 'place-tile') showPlacement(next);
    el.status.textContent = t('page-link-status-replay', { name: playerName(v.current) });
    // stepping, not playing: undo, redo and the hint wait until the last move is shown
    for (const b of [el.undo, el.redo, /** @type {HTMLButtonElement} */ (document.getElementById('hint-button'))]) if (b) b.disabled = true;
    return;
  }
  const over = v.phase === 'game-over';
  // the game's last move: a friend's (nothing to send back) or one played here
  const lastBy = over ? lastMover() : null;
  const theirs = over && lastBy !== null && l.local[lastBy] === false;
  if (theirs) {
    u.send.hidden = true;
    u.message.textContent = t('page-link-over-theirs', { name: playerName(lastBy) });
    document.body.dataset.linkTurn = 'over';
    return;
  }
  const send = over || remoteToMove();
  u.send.hidden = !send;
  if (!send) {
    u.message.textContent = t('page-link-your-turn', { name: playerName(v.current) });
    document.body.dataset.linkTurn = 'local';
    return;
  }
  document.body.dataset.linkTurn = over ? 'over' : 'send';
  u.message.textContent = over ? t('page-link-send-over') : t('page-link-send', { name: playerName(v.current) });
  currentLink().then(({ url, code }) => {
    u.url.value = url;
    u.code.value = code || '';
    u.length.textContent = t('page-link-length', { n: url.length });
  }).catch((e) => showError(messageOf(e)));
  if (!over) el.status.textContent = t('page-link-waiting', { name: playerName(v.current) });
  const hint = /** @type {HTMLButtonElement} */ (document.getElementById('hint-button'));
  if (hint && !over) hint.disabled = true;
}

/** Links that arrive from outside (the address, another page changing it): at most this many a minute. */
const ARRIVALS = { key: 'carcassonne-mist/arrivals', max: 5, ms: 60_000 };

/**
 * Whether a link that arrived from outside may be opened: a page that receives more than
 * ARRIVALS.max links a minute (another page changing its address again and again) stops opening
 * them and says so; the games kept stay as they are. Counted per tab (sessionStorage).
 */
export function linkArrivalAllowed(now = Date.now()) {
  let times = [];
  try {
    times = JSON.parse(sessionStorage.getItem(ARRIVALS.key) || '[]');
  } catch { /* none noted */ }
  times = (Array.isArray(times) ? times : []).filter((x) => typeof x === 'number' && now - x < ARRIVALS.ms && x <= now);
  const allowed = times.length < ARRIVALS.max;
  if (allowed) times.push(now);
  try {
    sessionStorage.setItem(ARRIVALS.key, JSON.stringify(times));
  } catch { /* no session storage: counted for this page only */ }
  if (!allowed) {
    history.replaceState(null, '', keepLang(location.pathname));
    showError(t('page-link-too-many'));
  }
  return allowed;
}
