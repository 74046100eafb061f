// Online tables on the game page (docs/ONLINE.md; the protocol client is io/online.js). Shown
// only when the page is served by the game server (servedByGameServer: its pages' Server-Timing mark): the
// New game dialog gains "Play online", which creates a table from the dialog's players (a
// computer level makes a computer seat; every other row but the host's is a free seat) and opens
// `?table=<invitation>`. That address shows the table: its seats (connected or away), the
// invitation and watch links, a free seat to take, Start for the host. The seat's secret is kept
// in localStorage (SeatKeeper), never in the address. Once the game has started it is played on
// this page with the same board, words and previews: the engine runs here on the saved game the
// server sends (draws included); a move made here is played by the local engine, then sent, and
// the server's answer (its `played`, or a refusal worded from page.ftl) makes the game the
// server's again. `?watch=<id>` follows a table without playing.

import { download, make } from '../ui/dom.js';
import {
  ERROR_KINDS, OnlineClient, SeatKeeper, apiBase, commitmentHolds, createTable, servedByGameServer, isTableId, revealedGame, tableSummary, takeSeat, wsUrl,
} from '../io/online.js';
import { t } from '../words/pages.js';
import { refusalWords } from '../words/refusals.js';
import { el, showError, state, unconnected } from './state.js';
import { MemoryStorage } from '../io/storage.js';

/**
 * Where this browser keeps its seats' secrets: localStorage, or where the browser blocks site
 * data, the page's memory (the seat then lasts as long as the page; Your games says what the
 * browser cannot keep).
 * @type {Storage | MemoryStorage | null}
 */
let seatPlace = null;
function seatStorage() {
  if (seatPlace) return seatPlace;
  try {
    seatPlace = window.localStorage;
    seatPlace.getItem('carcassonne-mist/probe');
  } catch {
    seatPlace = new MemoryStorage();
  }
  return seatPlace;
}

/**
 * The controller's actions this module asks for, connected by page/main.js at start-up
 * (`connectOnline`): a module below main.js cannot import it.
 * @type {Pick<import('./state.js').PageActions, 'finishOnlineHere' | 'refresh' | 'setOnlineGame'>}
 */
let ctrl = unconnected();

/**
 * Connects the controller's actions this module asks for (page/main.js, once at start-up).
 * @param {Pick<import('./state.js').PageActions, 'finishOnlineHere' | 'refresh' | 'setOnlineGame'>} actions
 */
export function connectOnline(actions) {
  ctrl = actions;
}

/**
 * A table's state as the server sends it (docs/ONLINE.md `state`, `GET /tables/…`): outside
 * data, read by its documented fields.
 * @typedef {any} TableState
 */
/** An online game's key: {table, seat} for a seat, {watch} for a watcher. @typedef {{table?: string, seat?: number, watch?: string}} OnlineKey */
/**
 * The table's card (buildUi).
 * @typedef {{box: HTMLElement, status: HTMLElement, seats: HTMLElement, links: HTMLElement, action: HTMLElement, fair: HTMLElement}} OnlineUi
 */

/** The online table followed on this page, or null. */
const online = {
  client: /** @type {OnlineClient | null} */ (null),
  mine: /** @type {number | null} */ (null),
  base: '', table: '', watch: '',
  ui: /** @type {OnlineUi | null} */ (null),
  server: false,
  fair: /** @type {'checking' | boolean | null} */ (null),
  sentFrom: -1,
  kept: /** @type {OnlineKey | null} */ (null), // the kept game shown is an online table's ({table, seat} or {watch}: games.js openGame), else null
  gone: '', // its table cannot be joined: 'unknown_table' (the server does not have it) or 'no_server'
  setUp: false, // setupOnline has run (a kept game opened later rejoins its table at once)
};

/** Whether two online keys ({table, seat} or {watch}) name the same table. */
export const sameTable = (/** @type {OnlineKey | null | undefined} */ a, /** @type {OnlineKey | null | undefined} */ b) => Boolean(a && b && ((a.table && a.table === b.table) || (!a.table && !b.table && a.watch && a.watch === b.watch)));

/** The online key of the table followed here ({table, seat} for a seat, {watch} for a watcher), or null. */
export function onlineKey() {
  if (!online.client) return null;
  return online.mine !== null && online.table ? { table: online.table, seat: online.mine } : { watch: online.watch };
}

/**
 * The kept game now shown (games.js openGame): its online key, or null for a game of this
 * screen. A kept online game is never played here as a game of one screen: it waits for its
 * table (onlineRefusal), unless the player chooses to finish a separate copy here.
 * @param {OnlineKey | null | undefined} key
 */
export function setKeptOnline(key) {
  online.kept = key || null;
  if (!online.kept) online.gone = '';
}

/**
 * A kept online game was opened (Your games, or the newest game at start-up): its table is
 * joined again, as its seat (the secret kept in this browser) or as a watcher, and the game
 * goes on exactly where the table is. At start-up the address names the table and
 * setupOnline opens it; later, at once here; from another table's page, by going to it.
 * @param {OnlineKey} key
 */
export function rejoinKept(key) {
  const q = key.table ? `?table=${key.table}` : `?watch=${key.watch}`;
  if (online.client) {
    if (!sameTable(onlineKey(), key)) location.assign(`${location.pathname}${q}`);
    return;
  }
  const params = new URLSearchParams(location.search);
  // an address that names another table wins: its game replaces this one once it is there
  if (!online.setUp && (params.has('table') || params.has('watch')) && location.search !== q) return;
  history.replaceState(null, '', `${location.pathname}${q}`);
  if (!online.setUp) return;
  if (!online.server) showGone('no_server');
  else openTable(key.table ? { table: key.table } : { watch: key.watch });
}

/** Whether the page is played at an online table now. */
export const onlineActive = () => Boolean(online.client);

/**
 * The worded refusal of an OnlineError (page.ftl `online-error-<kind>`; an unknown kind: the server's English).
 * @param {unknown} thrown an OnlineError (io/online.js), or another error
 */
export function onlineErrorWords(thrown) {
  // (an OnlineError, io/online.js: its kind, message and the engine's refusal; else its message)
  const e = /** @type {{kind?: string, message?: string, refusal?: any}} */ (thrown && typeof thrown === 'object' ? thrown : { message: String(thrown) });
  if (e.kind === 'illegal_action') return t('online-error-illegal_action', { why: e.refusal ? refusalWords({ ...e.refusal, message: e.message }) : e.message });
  if ((e.kind && ERROR_KINDS.includes(e.kind)) || e.kind === 'no_server') return t(`online-error-${e.kind}`);
  return t('online-error-other', { message: e.message });
}

/**
 * Start-up: asks whether the game server serves the page (quietly), offers "Play online" in the
 * New game dialog if so, and opens `?table=` or `?watch=`. True when a table is opened.
 */
export async function setupOnline() {
  online.base = apiBase(location.href);
  const params = new URLSearchParams(location.search);
  const table = params.get('table');
  const watch = params.get('watch');
  online.server = servedByGameServer(performance.getEntriesByType('navigation'));
  online.setUp = true;
  if (!online.server) {
    // a kept online game without its server: said, with the player's choices; a link: said
    if ((table || watch) && keptIs({ table: table ?? undefined, watch: watch ?? undefined })) showGone('no_server');
    else if (table || watch) showError(t('online-error-no_server'));
    return false;
  }
  addPlayOnline();
  listOnlineTables().catch(() => {});
  if (table && isTableId(table)) return openTable({ table });
  if (watch && isTableId(watch)) return openTable({ watch });
  return false;
}

/** The New game dialog's "Play online" button. */
function addPlayOnline() {
  const start = document.getElementById('ng-start');
  if (!start || document.getElementById('ng-online')) return;
  const b = make('button', { type: 'button', id: 'ng-online', text: t('online-play'), dataset: { l10n: 'online-play' } });
  b.addEventListener('click', () => createFromDialog().catch((e) => { el.ngError.textContent = onlineErrorWords(e); }));
  start.before(b);
}

/** Creates a table from the New game dialog and opens it. */
async function createFromDialog() {
  const form = /** @type {HTMLFormElement} */ (el.ngForm);
  const rows = [...el.ngPlayers.children];
  const seats = rows.map((li, i) => {
    const name = /** @type {HTMLInputElement} */ (li.querySelector('input[type="text"]')).value.trim();
    const colour = /** @type {HTMLInputElement} */ (li.querySelector('input[type="color"]')).value;
    const who = /** @type {HTMLSelectElement} */ (li.querySelector('.ng-who')).value;
    if (i === 0) return { kind: 'human', name, colour };
    if (who && who !== 'remote') return { kind: 'computer', level: who, name, colour };
    return { kind: 'human', colour };
  });
  const checked = /** @type {HTMLInputElement | null} */ (form.querySelector('input[name="sets"]:checked'));
  const sets = checked ? checked.value.split(',') : ['base'];
  /** @type {Record<string, string>} */
  const variants = {};
  for (const sel of /** @type {NodeListOf<HTMLSelectElement>} */ (form.querySelectorAll('#ng-variants select'))) if (!sel.disabled) variants[sel.name] = sel.value;
  const made = await createTable({ sets, variants, seats }, { base: online.base });
  new SeatKeeper(/** @type {Storage} */ (seatStorage())).keep(made.table, { seat: made.seat, secret: made.secret, watch: made.watch, name: seats[0].name });
  location.assign(`${location.pathname}?table=${made.table}`);
}

/**
 * Opens the online table (as its seat if this browser holds one, else as a guest who may take a free one, or as a watcher).
 * @param {{ table?: string, watch?: string }} which
 */
async function openTable({ table, watch }) {
  online.table = table || '';
  online.watch = watch || '';
  buildUi();
  let summary;
  try {
    summary = await tableSummary(table ? { table } : { watch }, { base: online.base });
  } catch (e) {
    // the kept game's table is unknown here, or the server does not answer: the player chooses
    if (keptIs({ table, watch })) showGone(e instanceof Error && /** @type {{kind?: string}} */ (e).kind === 'unknown_table' ? 'unknown_table' : 'no_server');
    else showError(onlineErrorWords(e));
    return false;
  }
  online.watch = summary.watch || online.watch;
  const held = table ? new SeatKeeper(/** @type {Storage} */ (seatStorage())).get(table) : null;
  if (held) connect({ table, seat: held.seat, secret: held.secret });
  else if (table) showSeats(summary);
  else connect({ watch });
  return true;
}

/** @param {import('../io/online.js').Hello} hello */
function connect(hello) {
  online.mine = hello.watch ? null : hello.seat ?? null;
  const client = new OnlineClient({
    url: wsUrl(online.base), hello,
    onChange: (s) => changed(s),
    onError: (e) => {
      if (e.kind === 'unknown_table' && keptIs(hello)) showGone('unknown_table');
      else showError(onlineErrorWords(e));
    },
    onStatus: (s) => {
      if (online.ui) online.ui.status.textContent = t(`online-status-${s === 'idle' ? 'connecting' : s}`);
      document.body.dataset.online = s;
      // the turn banner and the controls say what the connection allows now
      if (state.game && state.view) ctrl.refresh();
    },
  });
  online.client = client;
  client.connect();
  // the browser says the network went or came back: drop the connection, or reconnect at once
  window.addEventListener('offline', () => online.client && online.client.drop());
  window.addEventListener('online', () => online.client && online.client.reconnectNow());
  document.body.dataset.onlineRole = hello.watch ? 'watcher' : 'seat';
}

/**
 * Whether the kept game shown is the table `which` names ({table} or {watch}).
 * @param {OnlineKey} which
 */
function keptIs({ table, watch }) {
  return Boolean(online.kept && ((table && online.kept.table === table) || (watch && online.kept.watch === watch)));
}

/**
 * The kept online game's table cannot be joined (`why`: 'unknown_table', 'no_server'): said,
 * and the player's two choices, each explicit: finish a separate copy at this screen, or save
 * a copy to a file. The kept game itself stays as it is in Your games (it rejoins its table
 * whenever it is opened where its server has it); nothing is forked silently.
 * @param {string} why
 */
function showGone(why) {
  if (!online.ui) buildUi();
  const ui = /** @type {OnlineUi} */ (online.ui);
  placeCard(true);
  online.gone = why;
  const finish = make('button', { type: 'button', id: 'online-finish-here', text: t('online-kept-finish'), dataset: { l10n: 'online-kept-finish' } });
  finish.addEventListener('click', () => {
    // the page leaves the table: the copy is a game of this screen
    ui.box.remove();
    online.ui = null;
    online.table = '';
    online.watch = '';
    delete document.body.dataset.onlineGone;
    ctrl.finishOnlineHere();
  });
  const save = make('button', { type: 'button', id: 'online-save-copy', text: t('online-kept-export'), dataset: { l10n: 'online-kept-export' } });
  save.addEventListener('click', () => {
    const text = JSON.stringify(state.game.saved(), null, 1);
    download(new Blob([text], { type: 'application/json' }), `carcassonne-mist-online-copy-${new Date().toISOString().slice(0, 10)}.json`);
  });
  ui.status.textContent = '';
  ui.action.replaceChildren(
    make('p', { id: 'online-gone', text: t(why === 'unknown_table' ? 'online-kept-gone-unknown' : 'online-kept-gone-no-server') }),
    make('div', { class: 'online-buttons' }, finish, save));
  document.body.dataset.onlineGone = why;
  if (state.game) ctrl.refresh(); // the turn banner says why the game waits
}

/** The table's panel: the connection, the seats, the links, Start. */
function buildUi() {
  const box = make('section', { id: 'online-table', class: 'card', 'aria-labelledby': 'online-title' });
  const title = make('h2', { id: 'online-title', text: t('online-title'), dataset: { l10n: 'online-title' } });
  const status = make('p', { id: 'online-status', role: 'status' });
  const seats = make('ul', { id: 'online-seats' });
  const links = make('div', { id: 'online-links' });
  const action = make('div', { id: 'online-action' });
  const fair = make('p', { id: 'online-fair', role: 'status' });
  box.append(title, status, seats, action, links, fair);
  online.ui = { box, status, seats, links, action, fair };
  placeCard(true);
}

/**
 * Where the card is: `first` (the table waits for its players, or cannot be joined) first in
 * the panel under its status and error lines, above the tile in hand on a phone's sheet too
 * (style.css `.first`): in view without scrolling at 1280×800 and 390×844; during the game
 * beside the players, so the tile in hand and the choices stay in view.
 * @param {boolean} first
 */
function placeCard(first) {
  if (!online.ui) return;
  const box = online.ui.box;
  const at = document.getElementById(first ? 'moves-card' : 'players-card');
  box.classList.toggle('first', first);
  if (!at) document.body.append(box);
  else if (box.nextElementSibling !== at) at.before(box);
}

/**
 * @param {string} id
 * @param {string} label its message id
 * @param {string} url
 */
function linkRow(id, label, url) {
  const input = make('input', { id, type: 'text', readonly: true, value: url, 'aria-label': t(label) });
  const copy = make('button', { type: 'button', text: t('online-copy'), dataset: { l10n: 'online-copy' } });
  copy.addEventListener('click', async () => {
    input.select();
    try {
      await navigator.clipboard.writeText(url);
      if (online.ui) online.ui.status.textContent = t('online-copied');
    } catch { /* the text is selected: the reader copies it */ }
  });
  return make('p', {}, make('label', { for: id, text: t(label), dataset: { l10n: label } }), input, copy);
}

function showLinks() {
  const here = `${location.origin}${location.pathname}`;
  const rows = [];
  if (online.table && online.mine === 0) rows.push(linkRow('online-invite-url', 'online-invite', `${here}?table=${online.table}`));
  if (online.watch) rows.push(linkRow('online-watch-url', 'online-watch', `${here}?watch=${online.watch}`));
  if (online.ui) online.ui.links.replaceChildren(...rows);
}

/**
 * The seats (and, for a guest, a free seat to take).
 * @param {TableState} s
 */
function showSeats(s) {
  /** @type {HTMLElement[]} */
  const items = s.seats.map((/** @type {any} */ seat) => {
    const who = seat.kind === 'computer' ? `${seat.name} (${t(`page-computer-${seat.level}`)})` : seat.taken ? seat.name : t('online-seat-free');
    const li = make('li', { dataset: { seat: String(seat.seat), connected: String(seat.connected) } }, make('span', { text: who }), ' ',
      make('span', { class: 'muted', text: seat.taken ? t(seat.connected ? 'online-connected' : 'online-away') : '' }));
    if (online.mine === seat.seat) li.setAttribute('aria-current', 'true');
    if (!online.client && online.table && seat.kind === 'human' && !seat.taken && s.status === 'open') {
      const id = `online-name-${seat.seat}`;
      const name = make('input', { id, type: 'text', autocomplete: 'nickname', 'aria-label': t('online-your-name') });
      const take = make('button', { type: 'button', text: t('online-take-seat'), dataset: { l10n: 'online-take-seat' } });
      take.addEventListener('click', () => takeIt(seat.seat, name.value.trim()));
      li.append(' ', name, take);
    }
    return li;
  });
  if (typeof s.watchers === 'number' && s.watchers > 0) items.push(make('li', { class: 'muted', text: t('online-watchers', { count: s.watchers }) }));
  if (online.ui) online.ui.seats.replaceChildren(...items);
  showLinks();
}

/**
 * @param {number} seat
 * @param {string} name
 */
async function takeIt(seat, name) {
  try {
    const got = await takeSeat(online.table, { seat, name }, { base: online.base });
    new SeatKeeper(/** @type {Storage} */ (seatStorage())).keep(online.table, { seat: got.seat, secret: got.secret, watch: online.watch, name });
    connect({ table: online.table, seat: got.seat, secret: got.secret });
  } catch (e) {
    showError(onlineErrorWords(e));
    if (e instanceof Error && /** @type {{kind?: string}} */ (e).kind === 'seat_taken') showSeats(await tableSummary({ table: online.table }, { base: online.base }));
  }
}

/**
 * After each message that changes the table: the seats, Start, and the game as the server has it.
 * @param {TableState} s
 */
function changed(s) {
  // the address names the table (the invitation, or the watch id: never a secret), so a reload comes back to it
  const wanted = online.mine !== null && online.table ? `?table=${online.table}` : `?watch=${online.watch}`;
  if (location.search !== wanted) history.replaceState(null, '', `${location.pathname}${wanted}`);
  showSeats(s);
  const host = s.seats[0];
  const actions = [];
  if (s.status === 'open') {
    const ready = s.seats.every((/** @type {any} */ x) => x.taken);
    if (online.mine === 0) {
      const b = make('button', { type: 'button', id: 'online-start', class: 'primary', text: t('online-start'), dataset: { l10n: 'online-start' } });
      b.disabled = !ready;
      b.addEventListener('click', () => online.client && online.client.start());
      actions.push(b);
    }
    actions.push(make('p', { class: 'muted', text: ready ? t('online-wait-host', { host: host.name }) : t('online-wait-seats') }));
  }
  if (online.ui) online.ui.action.replaceChildren(...actions);
  placeCard(s.status === 'open');
  document.body.dataset.onlineStatus = s.status;
  document.body.dataset.onlineRevision = String(s.revision); // (the e2e test waits for it)
  document.body.dataset.onlineTurn = s.turn === null ? '' : String(s.turn);
  if (s.game) loadGame(s);
  if (s.reveal && online.fair === null) checkFair(s);
}

/**
 * Makes the server's game the one played here (the engine, locally, from the saved game with its draws).
 * @param {TableState} s
 */
function loadGame(s) {
  const game = state.engine.GameHandle.load(JSON.stringify(s.game));
  ctrl.setOnlineGame(game, onlineKey());
}

/**
 * The seats as the page's modules know them (io/session.js seatsOf): this browser's seat is
 * played here, every other one elsewhere ('friend': its moves are announced as a friend's).
 * @returns {import('../io/session.js').Seat[] | null}
 */
export function onlineSeats() {
  const s = online.client && online.client.state;
  if (!s) return null;
  // (`words`: what the players' card says of the seat: a computer's level, or whether its player is connected)
  return s.seats.map((/** @type {any} */ seat, /** @type {number} */ i) => /** @type {import('../io/session.js').Seat} */ (/** @type {unknown} */ ({
    controller: i === online.mine ? 'human' : 'friend',
    words: i === online.mine ? '' : seat.kind === 'computer' ? t(`page-computer-${seat.level}`) : t(seat.connected ? 'online-connected' : 'online-away'),
  })));
}

/**
 * Why a move cannot be made here now (a watcher, another seat's turn, no connection), or null.
 * The page's act() asks before each human move.
 */
export function onlineRefusal() {
  const c = online.client;
  // a kept online game, not joined (yet): it is played at its table, not at this screen
  if (!c && online.kept) return t(online.gone ? 'online-kept-waits' : 'online-kept-joining');
  // a table's page before this browser takes a seat: the game shown is no game to play
  if (!c && online.table && online.ui) return t('online-wait-seats');
  if (!c) return null;
  if (online.mine === null) return t('online-error-watcher');
  if (!c.state || c.status !== 'open') return t('online-not-connected');
  if (c.state.status !== 'playing') return t(c.state.status === 'over' ? 'online-error-game_over' : 'online-error-not_started');
  if (c.state.turn !== online.mine) return t('online-error-not_your_turn');
  return null;
}

/** Whether the seat to move is known to have no action of this turn to take back (Undo is then no button to press). */
export function onlineNothingToUndo() {
  const c = online.client;
  return Boolean(c && c.state && c.state.game && c.turnStart !== null && c.state.game.actions.length <= c.turnStart);
}

/** After a move played here by the local engine: sends it (the first action the server does not have). */
export function onlineSend() {
  const c = online.client;
  if (!c || !c.state || !c.state.game) return;
  const have = c.state.game.actions.length;
  const now = state.game.saved().actions;
  if (now.length > have && c.play(now[have]) === null) showError(t('online-not-connected'));
}

/** Undo at an online table: the server takes back the seat's own action of this turn. True when handled. */
export function onlineUndo() {
  const c = online.client;
  if (!c) return false;
  const why = onlineRefusal();
  if (why) showError(why);
  else c.undo();
  return true;
}

/**
 * At the end: the revealed seed against the commitment (SHA-256), and the draws replayed from it.
 * @param {TableState} s
 */
async function checkFair(s) {
  online.fair = 'checking';
  let ok = await commitmentHolds(s.commitment, s.reveal);
  if (ok) {
    try {
      // the same actions from the seed alone give the same tiles where they are (the draws)
      const g = state.engine.GameHandle.load(JSON.stringify(revealedGame(s.game, s.reveal)));
      const played = state.engine.GameHandle.load(JSON.stringify(s.game));
      const v = g.view();
      ok = v.phase === 'game-over' && JSON.stringify(v.tiles) === JSON.stringify(played.view().tiles);
      g.free();
      played.free();
    } catch {
      ok = false;
    }
  }
  online.fair = ok;
  if (online.ui) online.ui.fair.textContent = t(ok ? 'online-fair-ok' : 'online-fair-bad');
  document.body.dataset.onlineFair = ok ? 'ok' : 'bad';
}

/**
 * Beside "Your games": the online tables this browser holds a seat at, each with whose turn it
 * is (the server's public summary), a link to it. The game's own copy is in "Your games" too.
 */
export async function listOnlineTables() {
  if (!online.server || !el.games) return;
  const held = Object.entries(new SeatKeeper(/** @type {Storage} */ (seatStorage())).all()).filter(([id, s]) => isTableId(id) && s && Number.isInteger(s.seat));
  if (!held.length) return;
  const items = [];
  for (const [table, seat] of held.slice(0, 50)) {
    let s;
    try {
      s = await tableSummary({ table }, { base: online.base });
    } catch {
      continue; // a table the server no longer has: its copy stays in Your games
    }
    const players = s.seats.map((/** @type {any} */ x) => x.name || t('online-seat-free')).join(', ');
    const turn = s.status === 'playing' ? s.seats[s.turn] : null;
    const text = s.status === 'open' ? t('online-table-open', { players })
      : s.status === 'over' ? t('online-table-over', { players })
        : turn && turn.seat === seat.seat ? t('online-table-your-turn', { players }) : t('online-table-turn', { players, name: turn ? turn.name : '' });
    items.push(make('li', { dataset: { table } }, make('a', { href: `${location.pathname}?table=${table}`, text })));
  }
  if (!items.length) return;
  const box = make('section', { id: 'online-tables', 'aria-labelledby': 'online-tables-title' },
    make('h3', { id: 'online-tables-title', text: t('online-tables'), dataset: { l10n: 'online-tables' } }), make('ul', {}, ...items));
  const old = document.getElementById('online-tables');
  if (old) old.replaceWith(box);
  else el.games.after(box);
}
