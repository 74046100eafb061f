// The games kept in this browser (storage.js): every game under its own key, so a link, a new
// game or a file never overwrites another; the "Your games" list; resuming and deleting.

import { download, make, messageOf, nextTask, swatch } from '../ui/dom.js';
import { fileText } from '../io/file-text.js';
import { safeColour } from '../render/colours.js';
import { pickText } from '../words/text.js';
import { playerWord } from '../words/outcome.js';
import { GameStore, MAX_BACKUP_CHARS, MAX_GAMES, MemoryStorage, PREFIX, findContinued, newId } from '../io/storage.js';
import { openHeads } from '../io/heads.js';
import { levelsOf, problemKind, seatsOf } from '../io/session.js';
import { ai, setNextSeats } from './ai.js';
import { SESSION_KEY, clearError, el, showError, state, unconnected } from './state.js';
import { setName } from './panel.js';
import { keepLang, list, pageLanguage, seatWords, t } from '../words/pages.js';
import { DEFAULT_SETS } from '../engine/vocabulary.js';

/**
 * The controller's actions this module asks for, connected by page/main.js at start-up
 * (`connectGames`): a module below main.js cannot import it.
 * @type {Pick<import('./state.js').PageActions, 'defaultSetup' | 'setGame' | 'setUrlForSetup' | 'startGame'>}
 */
let ctrl = unconnected();

/**
 * Connects the controller's actions this module asks for (page/main.js, once at start-up).
 * @param {Pick<import('./state.js').PageActions, 'defaultSetup' | 'setGame' | 'setUrlForSetup' | 'startGame'>} actions
 */
export function connectGames(actions) {
  ctrl = actions;
}
import { onlineSeats, rejoinKept, sameTable, setKeptOnline } from './online.js';

/** This page's name as a writer of records: two tabs writing the same rev are two lines. */
const TAB = newId();

/** The game as kept in this browser: the store, this game's entry and what was last written. */
export const keeping = {
  store: /** @type {import('../io/storage.js').GameStore} */ (/** @type {unknown} */ (null)), // the games kept in this browser (storage.js): made by openStore before anything reads it
  // the game played: its place in the store ({id, rev, created, writer}, null until first kept),
  // in an object of its own a game (a write waiting for the lock updates the game it was made in)
  slot: /** @type {{entry: any}} */ ({ entry: null }),
  get entry() {
    return this.slot.entry;
  },
  set entry(e) {
    this.slot.entry = e;
  },
  writes: Promise.resolve(), // this tab's writes, one after the other (each one's rev is the next one's base)
  queue: /** @type {{slot: {entry: any}, record: any}[]} */ ([]), // the moves among them not kept yet
  pending: 0, // how many of them wait for the lock or are under way
  coherent: false, // each write compares with the revision read inside the critical section (storage.js `keep`)
  keepEmpty: false, // keep this game even before its first action (it came from a link or file)
  games: /** @type {import('../io/session.js').KeptGame[]} */ ([]), // the store's list, newest first (read again on changes)
  keptText: '', // the game and redo list as last kept (nothing is written while they stay the same)
  lastSnap: /** @type {{game: any, key: string | null, actions: unknown, redo: unknown} | null} */ (null), // {game, key, actions, redo}: the last snapshot of `game` (and key its counts once kept)
  link: /** @type {{id: number, local: boolean[]} | null} */ (null), // a game played by link: {id (48 bits), local: [seat played here?]} (page/link.js)
  online: /** @type {{table: string, seat: number} | {watch: string} | null} */ (null), // an online table's game: {table, seat} (this browser's seat) or {watch} (page/online.js)
  label: '', // what the list says of a game kept beside another (a link's older or other line)
  received: false, // opened from a link from outside, not moved in here yet (storage.js MAX_RECEIVED)
  standingNote: '', // a note that stays while it holds (storage is off), the others go with the next move
  notePlaced: /** @type {number | undefined} */ (undefined), // the tiles placed when the games note was last set
  unshown: /** @type {string[]} */ ([]), // the ids of records the list could not show (renderGames): listed as damaged
  unsaved: false, // the player's last move could not be kept (storage full): leaving asks first
  persisted: /** @type {boolean | null} */ (null), // whether the browser keeps the games for good (null: not asked)
};

/** A move was made here: the game is the player's own from now on (no longer a received one). */
export function claimGame() {
  keeping.received = false;
}

/** The store of kept games (localStorage, or memory when the browser keeps nothing). */
export function openStore() {
  let storage = null;
  try {
    storage = window.localStorage;
    storage.getItem(SESSION_KEY); // throws where storage is off
  } catch {
    storage = null;
  }
  // two tabs never write over each other: every write under a Web Lock, conditional on the
  // revision read in IndexedDB (storage.js `keep`); a storage of this page alone needs neither
  const locks = storage && navigator.locks && typeof navigator.locks.request === 'function' ? navigator.locks : null;
  // (a database that does not open within 3 s, as in some private windows, counts as none: the
  // writes waiting for it go on without it)
  const heads = storage ? Promise.race([openHeads(), new Promise((ok) => { setTimeout(() => ok(null), 3000); })]).catch(() => null) : null;
  if (heads) heads.then((h) => { keeping.coherent = Boolean(h); });
  keeping.store = new GameStore(storage || new MemoryStorage(), { locks, heads });
  // moves the browser could not keep would be lost with the page: the browser asks before leaving
  window.addEventListener('beforeunload', (e) => {
    if (keeping.unsaved) e.preventDefault();
  });
  // the page goes (reload, closed tab) with a move still waiting for the lock: no move is lost
  // for it, it is kept now, as without the lock
  window.addEventListener('pagehide', keepQueued);
  if (!storage) {
    keeping.standingNote = 'page-storage-off';
    gamesNote(t('page-storage-off'));
  }
  // the single autosave slot of earlier versions joins the list
  const moved = keeping.store.migrate((json) => {
    const g = state.engine.GameHandle.load(json);
    try {
      const v = g.view();
      const saved = g.saved();
      return { game: saved, redo: [], finished: v.phase === 'game-over', summary: summaryOf(v, saved) };
    } finally {
      g.free();
    }
  });
  if (moved) storeNotes(moved);
  readGames();
}

/** The id of the game this tab plays (sessionStorage), or null. */
export function sessionGameId() {
  try {
    return sessionStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
}

/** @param {string | null} id */
function setSessionGameId(id) {
  try {
    if (id) sessionStorage.setItem(SESSION_KEY, id);
    else sessionStorage.removeItem(SESSION_KEY);
  } catch { /* no session storage: a reload resumes the newest game */ }
}

/**
 * What the list shows of a game.
 * @param {import('../../types/engine/GameView').GameView} v
 * @param {any} saved the engine's saved game (its setup or scenario read here)
 * @returns {import('../io/session.js').KeptGame['summary']}
 */
function summaryOf(v, saved) {
  const total = v.tiles.length + v.bag_left + (v.hand === null || v.hand === undefined ? 0 : 1) + v.discarded.length;
  return {
    players: v.players.map((p) => ({ name: p.name, colour: p.colour || null, score: p.score })),
    sets: saved.setup ? (saved.setup.sets || [...DEFAULT_SETS]) : null,
    title: saved.scenario ? (pickText(saved.scenario.title, 'en').text || null) : null,
    placed: v.tiles.length,
    total,
    actions: v.actions,
    current: v.phase === 'game-over' ? null : v.current,
  };
}

/**
 * The game as kept: the saved game (the engine's format) and the actions redo can replay.
 * @param {import('../../pkg/carcassonne_mist.js').GameHandle} game
 * @param {import('../../types/engine/GameView').GameView} v
 */
function snapshot(game, v) {
  const saved = game.saved();
  const redo = v.redo > 0 ? game.redoActions() : [];
  keeping.lastSnap = { game, key: null, actions: saved.actions, redo };
  return { saved, redo };
}

/**
 * Keeps the game being played (after every action).
 * @param {import('../../types/engine/GameView').GameView} v
 */
export function persist(v) {
  if (!keeping.store || !state.game) return;
  if (state.puzzleGame === state.game) return; // a puzzle is no game of the player's (puzzles.js)
  if (!keeping.entry && !keeping.keepEmpty && v.actions === 0 && v.redo === 0) return;
  // every action changes the count of actions or of redo: the same counts, nothing to keep
  const key = `${v.actions}:${v.redo}`;
  if (keeping.entry && keeping.lastSnap && keeping.lastSnap.game === state.game && keeping.lastSnap.key === key) return;
  let snap;
  try {
    snap = snapshot(state.game, v);
  } catch {
    return;
  }
  const text = JSON.stringify([snap.saved, snap.redo]);
  const lastSnap = /** @type {NonNullable<typeof keeping.lastSnap>} */ (keeping.lastSnap); // (snapshot made it)
  if (keeping.entry && text === keeping.keptText) { // opening a game is no move in it
    lastSnap.key = key;
    return;
  }
  // kept at once in this tab's list; written under the cross-tab lock after this tab's earlier
  // writes (the id and rev to write from are the game's as they are then)
  keeping.keptText = text;
  lastSnap.key = key;
  const slot = keeping.slot;
  const record = {
    finished: v.phase === 'game-over',
    summary: summaryOf(v, snap.saved),
    game: snap.saved,
    redo: snap.redo,
    // who plays each seat: kept with the game, so a game resumed anywhere keeps its computer
    seats: (keeping.online && onlineSeats()?.map((x) => ({ controller: x.controller }))) || seatsOf(v.players.length, ai.gameId === state.gameId ? ai.seats : ai.pending || [], keeping.link),
    link: keeping.link || undefined,
    online: keeping.online || undefined,
    label: keeping.label || undefined,
    received: keeping.received || undefined,
  };
  const placed = v.tiles.length;
  const item = { slot, record };
  keeping.queue.push(item);
  afterWrites(async () => {
    const base = slot.entry;
    const res = await keeping.store.keep({ ...record, id: base ? base.id : undefined, created: base ? base.created : undefined },
      { baseRev: base ? base.rev : undefined, baseWriter: base ? base.writer : undefined, writer: TAB });
    if (keeping.queue.includes(item)) keeping.queue.splice(keeping.queue.indexOf(item), 1);
    const shown = slot === keeping.slot;
    if (res.entry) slot.entry = { id: res.entry.id, rev: res.entry.rev, created: res.entry.created, writer: res.entry.writer };
    if (shown) {
      keeping.unsaved = !res.entry && !keeping.received;
      if (!res.entry && keeping.keptText === text) keeping.keptText = ''; // not kept: the next action tries again
      if (res.entry) setSessionGameId(res.entry.id);
    }
    if (res.entry) {
      const kept = res.entry;
      const i = keeping.games.findIndex((g) => g.id === kept.id);
      if (i >= 0) keeping.games.splice(i, 1);
      keeping.games.unshift(res.entry);
      askToPersist();
    }
    if (shown && res.forked && res.entry) {
      // this tab's line kept apart (labelled so in the list): said where it is seen, at the panel's top
      keeping.label = res.entry.label || keeping.label;
      showError(t('page-storage-forked'));
    }
    if (res.dropped.length || res.forked || !res.entry) readGames();
    else renderGames();
    storeNotes(res, { placed });
  });
}

/**
 * Keeps at once, without waiting for the cross-tab lock, the moves still waiting for it (the
 * page is going: the lock would never come). A move the store holds already is not written again.
 */
function keepQueued() {
  for (const { slot, record } of keeping.queue.splice(0)) {
    const base = slot.entry;
    const held = keeping.store.holding(record.game, record.redo);
    if (held) {
      // written under the lock a moment ago, its answer not read yet: the game's place is that
      // record (the next move of the queue is written from its rev)
      if (!base || base.id === held.id) slot.entry = { id: held.id, rev: held.rev, created: held.created, writer: held.writer };
      continue;
    }
    const res = keeping.store.put({ ...record, id: base ? base.id : undefined, created: base ? base.created : undefined },
      { baseRev: base ? base.rev : undefined, baseWriter: base ? base.writer : undefined, writer: TAB });
    if (res.entry) slot.entry = { id: res.entry.id, rev: res.entry.rev, created: res.entry.created, writer: res.entry.writer };
  }
  // the reload resumes this game at the move just kept (a new game's first write had not named
  // it yet: the address's `?seed=` would otherwise start another game)
  if (keeping.slot.entry) setSessionGameId(keeping.slot.entry.id);
}

/**
 * Runs `write` (a write of the store) after this tab's earlier writes: each one's rev is the
 * next one's base. Counted in `keeping.pending` while it waits (leaving the page asks first).
 * @param {() => Promise<void>} write
 */
function afterWrites(write) {
  keeping.pending += 1;
  keeping.writes = keeping.writes.then(write).catch(() => {}).finally(() => {
    keeping.pending -= 1;
  });
}

/** Whether the browser was asked to keep this site's data for good (once a page load). */
let persistAsked = false;

/**
 * Once a game is kept, asks the browser to keep this site's storage until the player clears it
 * (`navigator.storage.persist()`: otherwise a browser short of room may clear it whole), and
 * says in Your games whether it will. A browser without the call says nothing.
 */
export async function askToPersist() {
  const storage = navigator.storage;
  if (persistAsked || !storage || typeof storage.persist !== 'function' || !(keeping.store.storage instanceof Storage)) return;
  persistAsked = true;
  let granted = false;
  try {
    granted = (await storage.persisted()) || (await storage.persist());
  } catch { /* not granted */ }
  keeping.persisted = granted;
  wordPersist();
}

/** The line of Your games that says whether the browser keeps the games for good. */
export function wordPersist() {
  if (keeping.persisted === null) return;
  el.gamesPersist.textContent = t(keeping.persisted ? 'page-storage-persisted' : 'page-storage-not-persisted');
  el.gamesPersist.hidden = false;
}

/**
 * Shows the store's notes. With `placed` (a move was kept: the tiles on the board now), the notes
 * go with the next move: a write that says nothing clears them once a tile was placed or taken
 * back since they were shown (so a note stays up for the rest of the turn that made it).
 * @param {import('../io/storage.js').PutResult} res what GameStore.put said
 * @param {{placed?: number}} [opts]
 */
function storeNotes(res, { placed } = {}) {
  // the store's notes, in the page's language (storage.js gives them as ids too)
  const said = (/** @type {import('../io/storage.js').Words} */ w) => t(w.id, { ...w.args, game: w.game ? gameWords(w.game) : undefined });
  const notes = res.words.map(said);
  if (res.errorWords) notes.push(said(res.errorWords));
  if (notes.length) {
    keeping.notePlaced = placed;
    gamesNote(notes.join(' '));
  } else if (placed !== undefined && keeping.notePlaced !== placed) {
    keeping.notePlaced = placed;
    gamesNote(keeping.standingNote ? t(keeping.standingNote) : '');
  }
}

/**
 * A kept game in a few words, for the notes: its players' names.
 * @param {import('../io/session.js').KeptGame} entry
 */
function gameWords(entry) {
  const names = ((entry.summary && entry.summary.players) || []).map((p) => playerWord(p.name));
  return names.length ? list(names) : t('page-games-laid-out');
}

/** @param {string} text */
function gamesNote(text) {
  el.gamesNote.textContent = text;
  el.gamesNote.hidden = !text;
}

/**
 * The kept game as a GameHandle, its redo list played and taken back again.
 * @param {import('../io/session.js').KeptGame} e
 */
function gameFromEntry(e) {
  const { GameHandle } = state.engine;
  const have = (e.game.actions || []).length;
  if (Array.isArray(e.redo) && e.redo.length) {
    let g = null;
    try {
      g = GameHandle.load(JSON.stringify({ ...e.game, actions: [...(e.game.actions || []), ...e.redo] }));
      // each undo takes back one written action (forced ghost moves go with it)
      let undone = 0;
      while (undone < e.redo.length && g.undo()) undone += 1;
      if (g.saved().actions.length === have) return g;
    } catch { /* the redo list cannot be replayed: the game without it */ }
    if (g) g.free();
  }
  return GameHandle.load(JSON.stringify(e.game));
}

/**
 * Opens the kept game `id`; false when there is none (or it cannot be read).
 * @param {string} id
 */
export function resumeGame(id) {
  const e = keeping.store.get(id);
  if (!e) return false;
  let game;
  try {
    game = gameFromEntry(e);
  } catch (err) {
    showError(t('page-games-cannot-open', { date: formatDate(e.updated), error: messageOf(err) }));
    return false;
  }
  if (e.online) {
    // an online table's game: shown as kept, played only at its table (joined again now)
    openGame(game, e, { keepEmpty: true });
    rejoinKept(e.online);
    return true;
  }
  if (e.game.setup) ctrl.setUrlForSetup(e.game.setup);
  else history.replaceState(null, '', keepLang(location.pathname));
  openGame(game, e, { keepEmpty: true });
  return true;
}

/**
 * An online table's game as the server has it, the first time this page shows it: in place of
 * its kept copy (the one record of this table: the server's game is the table's), or kept as a
 * new game. `key`: {table, seat} or {watch}.
 * @param {import('../../pkg/carcassonne_mist.js').GameHandle} game
 * @param {import('./online.js').OnlineKey | null} key
 */
export function openOnlineGame(game, key) {
  const kept = keeping.games.find((g) => g.online && sameTable(g.online, key));
  const entry = kept ? keeping.store.get(kept.id) : null;
  openGame(game, entry, { keepEmpty: true, link: null, received: false, online: key });
}

/**
 * The player's choice when a kept online game's table cannot be joined (page/online.js): the
 * game as it stands is kept as a separate game of this screen, labelled as the copy of an
 * online game, and opened; the online game stays in Your games as it was.
 */
export function finishOnlineHere() {
  if (!state.game) return;
  const saved = state.game.saved();
  const v = state.view || state.game.view();
  const res = keeping.store.put({
    finished: v.phase === 'game-over', summary: summaryOf(v, saved), game: saved, redo: [], label: 'online-copy',
    seats: seatsOf(v.players.length), // every seat at this screen
  });
  storeNotes(res);
  readGames();
  if (res.entry) {
    resumeGame(res.entry.id);
    gamesNote(t('online-kept-copy-made'));
  }
}

/**
 * Opens a game from a link or a file beside the kept ones: it continues a kept game when it
 * has the same setup and its moves extend that game's moves, else it is a new game in the list.
 * A link from outside (`received`) moves on only a received game: one that extends a game of
 * the player's own is kept beside it, labelled 'newer', and the player's game stays as it is
 * (the player opens the copy from the list to play on from it).
 * @param {import('../../pkg/carcassonne_mist.js').GameHandle} game
 * @param {{id: number, local: boolean[]} | null} [link]
 * @param {{received?: boolean}} [opts]
 */
export function adopt(game, link = null, { received = false } = {}) {
  const saved = game.saved();
  const any = findContinued(keeping.games, saved);
  if (any && (/** @type {import('../io/storage.js').SavedGame} */ (any.game).actions || []).length === saved.actions.length) {
    // the very game kept here: open it as kept (with its redo list)
    game.free();
    if (!resumeGame(any.id)) openGame(state.engine.GameHandle.load(JSON.stringify(saved)), null, { keepEmpty: true, link, received });
    return;
  }
  const kept = received ? findContinued(keeping.games.filter((g) => g.received), saved) : any;
  if (!kept && any) {
    keepAside(game, 'newer');
    game.free();
    resumeGame(any.id);
    showError(t('page-link-newer'));
    return;
  }
  openGame(game, kept, { keepEmpty: true, link: (kept && kept.link) || link, received: kept ? Boolean(kept.received) : received });
}

/**
 * Keeps `game` as a new game in the list, beside the one played (which stays as it is), with
 * `label` saying what it is (a link's older line, one that went another way, one that goes
 * further). A copy kept beside came from outside: it is a received game (storage.js
 * MAX_RECEIVED), making room only among the received ones, until the player moves in it.
 * @param {import('../../pkg/carcassonne_mist.js').GameHandle} game
 * @param {string} label
 */
export function keepAside(game, label) {
  const saved = game.saved();
  const v = game.view();
  // the same link opened again: its copy is kept already (one copy, not one an opening)
  if (keeping.store.holding(saved, [])) return;
  const record = {
    finished: v.phase === 'game-over', summary: summaryOf(v, saved), game: saved, redo: [], label, received: true,
    seats: seatsOf(v.players.length), // a copy to look at: nobody plays it, the computer least of all
  };
  afterWrites(async () => {
    if (keeping.store.holding(saved, [])) return;
    storeNotes(await keeping.store.keep(record));
    readGames();
  });
}

/**
 * Makes `game` the one played (kept as `entry`, or as a new game).
 * @param {import('../../pkg/carcassonne_mist.js').GameHandle} game
 * @param {any} entry a kept entry (storage.js), or null
 * @param {{keepEmpty: boolean, link?: object | null, received?: boolean, online?: object | null}} opts `link`, `received` and `online` left out: the entry's
 */
export function openGame(game, entry, { keepEmpty, link, received, online }) {
  keeping.link = link !== undefined ? link : (entry && entry.link) || null;
  keeping.online = online !== undefined ? online : (entry && entry.online) || null;
  setKeptOnline(keeping.online);
  state.link = keeping.link;
  keeping.received = received !== undefined ? received : Boolean(entry && entry.received);
  keeping.label = (entry && entry.label) || '';
  // a copy kept to look at is read-only (link.js, panel.js); a tab's own line kept apart plays
  state.readOnly = keeping.label !== 'forked' && keeping.label !== 'online-copy' ? keeping.label : '';
  keeping.slot = { entry: entry ? { id: entry.id, rev: entry.rev, created: entry.created, writer: entry.writer } : null };
  keeping.keptText = entry ? JSON.stringify([entry.game, entry.redo || []]) : '';
  keeping.lastSnap = entry ? { game, key: null, actions: entry.game.actions, redo: entry.redo || [] } : null;
  keeping.keepEmpty = keepEmpty;
  // a kept game's seats come with it (records before seats were kept: this tab's, page/ai.js)
  if (entry && Array.isArray(entry.seats)) setNextSeats(levelsOf(entry.seats));
  setSessionGameId(entry ? entry.id : null);
  ctrl.setGame(game);
  renderGames();
}

/**
 * Another tab wrote a kept game (the `storage` event: every write of another tab arrives here,
 * in order). When it is this tab's game: the same rev by another writer means both tabs moved at
 * the same time and one write went over the other; if the record now holds the other tab's, this
 * tab's move is in no record, so its line is kept at once as a game of its own, and said so. A
 * later rev means the game was played on elsewhere: said, and this tab's next move is kept beside.
 * @param {StorageEvent} e
 */
export function otherTabWrote(e) {
  const mine = keeping.entry;
  if (!mine || !e.key || e.key !== PREFIX + mine.id || e.newValue === null) return;
  let theirs;
  try {
    theirs = JSON.parse(e.newValue);
  } catch {
    return;
  }
  if (!theirs || typeof theirs !== 'object' || (theirs.rev === mine.rev && theirs.writer === mine.writer)) return;
  const now = keeping.store.get(mine.id);
  if (now && now.rev === mine.rev && now.writer === mine.writer) return; // this tab's write is the one kept
  // without the critical section (no IndexedDB) two writes may go one over the other: the one
  // that went under is kept again (with one, a write never goes over another)
  if (!keeping.coherent && (theirs.rev === mine.rev || (now && now.rev <= mine.rev))) {
    // this tab's last move was written over: keep its line again, as a game of its own
    keeping.keptText = '';
    if (keeping.lastSnap) keeping.lastSnap.key = null;
    keeping.entry = { ...mine, writer: `${mine.writer}-lost` };
    if (state.view) persist(state.view);
    return;
  }
  gamesNote(t('page-storage-moved-elsewhere'));
}

/** Reads the kept games again and shows the list. */
export function readGames() {
  keeping.games = keeping.store ? keeping.store.list() : [];
  renderGames();
}

/**
 * The records set aside as damaged (storage.js `damaged`): each with its problem, a button to
 * download it as it is and one to delete it. Never deleted without the player's click.
 */
function renderDamaged() {
  const bad = keeping.store ? keeping.store.damaged() : [];
  for (const id of keeping.unshown) {
    if (bad.some((d) => d.id === id)) continue;
    let text = '';
    try {
      text = keeping.store.storage.getItem(PREFIX + id) || '';
    } catch { /* nothing to download */ }
    if (text) bad.push({ key: PREFIX + id, id, problem: 'the list cannot show it', text });
  }
  el.gamesDamaged.hidden = !bad.length;
  el.gamesDamagedList.replaceChildren(...bad.map((d) => make('li', {},
    make('span', { class: 'muted', text: t('page-games-damaged-item', { problem: t('page-games-damaged-why', problemKind(d.problem)) }) }),
    make('span', {},
      make('button', { type: 'button', class: 'small', text: t('page-games-download'), onclick: () => download(new Blob([d.text], { type: 'application/json' }), `carcassonne-mist-damaged-${d.id.replace(/[^\w-]/g, '_').slice(0, 40)}.json`) }),
      make('button', { type: 'button', class: 'small', text: t('page-games-delete'), onclick: () => { keeping.store.removeKey(d.key); readGames(); } })))));
}

/** The Back up and Restore buttons of Your games. */
export function setupBackup() {
  el.gamesBackup.addEventListener('click', () => {
    const text = JSON.stringify(keeping.store.backup());
    download(new Blob([text], { type: 'application/json' }), `carcassonne-mist-games-${new Date().toISOString().slice(0, 10)}.json`);
  });
  el.gamesRestoreButton.addEventListener('click', () => el.gamesRestore.click());
  el.gamesRestore.addEventListener('change', async () => {
    const file = el.gamesRestore.files && el.gamesRestore.files[0];
    el.gamesRestore.value = '';
    if (!file) return;
    // a file from anywhere: read within the backup's limit, every record checked, by the engine
    // too, in slices that let the page answer; it always ends with a note
    el.gamesRestoreButton.disabled = true;
    try {
      const text = file.size > MAX_BACKUP_CHARS * 4 ? 'x'.repeat(MAX_BACKUP_CHARS + 1) : fileText(new Uint8Array(await file.arrayBuffer()));
      if (text === null) {
        gamesNote(t('page-backup-not-text'));
        return;
      }
      const res = await keeping.store.restore(text, checkSaved, {
        pause: nextTask,
        progress: (done, total) => gamesNote(t('page-games-restoring', { done, total })),
      });
      if (res.errorWords) gamesNote(t(res.errorWords.id, res.errorWords.args));
      else {
        const said = [t('page-games-restored', { added: res.added, same: res.same, refused: res.refused.length })];
        if (res.noRoom) said.push(t('page-games-restore-no-room', { count: res.noRoom, max: MAX_GAMES }));
        gamesNote(said.join(' '));
      }
    } catch (e) {
      gamesNote(t('page-games-restore-failed', { error: messageOf(e) }));
    } finally {
      el.gamesRestoreButton.disabled = false;
      await nextTask(); // the list drawn again in a task of its own
      readGames();
    }
  });
}

/**
 * A restored saved game read by the engine (it throws for one it refuses): whether it is over, in the engine's word.
 * @param {object} saved
 */
function checkSaved(saved) {
  const g = state.engine.GameHandle.load(JSON.stringify(saved));
  try {
    return { finished: g.view().phase === 'game-over' };
  } finally {
    g.free();
  }
}

/**
 * When a game was last played, in the page's language: "today, 10:08" or a date and time.
 * @param {number} ms
 */
function formatDate(ms) {
  try {
    const d = new Date(ms);
    const lang = pageLanguage();
    return d.toDateString() === new Date().toDateString()
      ? t('page-games-today', { time: new Intl.DateTimeFormat(lang, { timeStyle: 'short' }).format(d) })
      : new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
  } catch {
    return '';
  }
}

/**
 * "last played <time>" with the time element where the words put it.
 * @param {Node} time
 */
function lastPlayed(time) {
  const mark = '\u0000';
  const [before, after = ''] = t('page-games-last-played', { when: mark }).split(mark);
  return [before, time, after].filter((x) => x !== '');
}

/** The "Your games" list: newest first, each resumable and deletable. */
export function renderGames() {
  wordPersist();
  const current = keeping.entry && keeping.entry.id;
  // one record the list cannot show never stops the page: it is listed with the damaged ones
  const unshown = [];
  const items = [];
  for (const g of keeping.games) {
    try {
      items.push(gameItem(g, current));
    } catch {
      unshown.push(g.id);
    }
  }
  keeping.unshown = unshown;
  renderDamaged();
  el.gamesCount.textContent = items.length ? t('page-games-count', { n: items.length }) : '';
  if (!items.length) {
    el.games.replaceChildren(make('li', { class: 'muted', text: t('page-games-empty') }));
    return;
  }
  el.games.replaceChildren(...items);
}

/**
 * One game of the list: its players, what it is, when it was played, and its buttons.
 * @param {import('../io/session.js').KeptGame} g
 * @param {string | null | undefined} current the id of the game shown
 */
function gameItem(g, current) {
  /** @type {Partial<import('../io/session.js').KeptGame['summary']>} */
  const s = g.summary || {};
  const players = (s.players || []).map((p, i) => {
    const name = make('bdi', { text: playerWord(p.name) });
    const who = make('span', { class: `game-player${s.current === i ? ' to-play' : ''}` },
      swatch(safeColour(p.colour, i)), name);
    if (g.finished && typeof p.score === 'number') who.append(make('span', { class: 'muted', text: ` ${p.score}` }));
    return who;
  });
  const title = g.game.scenario ? pickText(g.game.scenario.title, pageLanguage()).text : s.title;
  const sets = s.sets ? s.sets.map(setName).join(' + ') : (title || t('page-games-laid-out'));
  const seed = g.game.setup && g.game.setup.seed;
  const what = typeof seed === 'number' || typeof seed === 'string' ? t('page-games-seed', { sets, seed: String(seed) }) : sets;
  const where = [g.finished ? t('page-games-finished') : t('page-games-placed', { placed: s.placed, total: s.total })];
  if (g.link && g.link.local.some((/** @type {boolean} */ x) => !x)) where.push(t('page-link-games-by-link'));
  // the computer seats and their levels (the record's seats)
  for (const level of new Set((g.seats || []).filter((x) => x.controller === 'computer').map((x) => x.level))) where.push(seatWords({ controller: 'computer', level }));
  if (g.label) where.push(t(`page-link-games-${g.label}`));
  // an online table's game: said, and whose turn it is as last seen here (Your online tables: as the server has it)
  if (g.online) {
    where.push(t('page-games-online'));
    const p = !g.finished && typeof s.current === 'number' ? (s.players || [])[s.current] : null;
    if (p) where.push('seat' in g.online && s.current === g.online.seat ? t('page-games-online-your-turn') : t('page-games-online-turn', { name: playerWord(p.name) }));
  }
  const time = make('time', { datetime: new Date(g.updated).toISOString(), text: formatDate(g.updated) });
  const li = make('li', { class: `game-entry${g.id === current ? ' current' : ''}`, dataset: { id: g.id } },
    make('div', { class: 'game-players' }, ...players),
    make('div', { class: 'game-meta muted small', text: [what, ...where].join(' · ') }),
    make('div', { class: 'game-meta muted small' }, ...lastPlayed(time)));
  const buttons = make('div', { class: 'game-buttons' });
  // the game shown now: "playing" while it goes on (a finished one says "finished" above)
  if (g.id === current) {
    if (!g.finished) buttons.append(make('span', { class: 'game-now small', text: t('page-games-playing') }));
  }
  else {
    // a finished game is opened to look at, not resumed
    const open = g.online ? 'page-games-rejoin' : g.finished ? 'page-games-view' : 'page-games-resume';
    buttons.append(make('button', {
      type: 'button', class: 'game-open', text: t(open), title: t(`${open}.title`),
      onclick: () => {
        clearError();
        resumeGame(g.id);
      },
    }));
  }
  // a finished game of this browser's own (not an online table's): its review (page/review.js,
  // which listens for `review-game`: this module cannot import it)
  if (g.finished && !g.online) {
    buttons.append(make('button', {
      type: 'button', class: 'game-review', text: t('page-games-review'), title: t('page-games-review.title'),
      onclick: () => {
        clearError();
        document.dispatchEvent(new CustomEvent('review-game', { detail: g.id }));
      },
    }));
  }
  const del = make('button', {
    type: 'button', class: 'game-delete', text: t('page-games-delete'), title: t('page-games-delete.title'),
  });
  del.addEventListener('click', () => {
    if (del.dataset.armed !== '1') {
      // a second click deletes
      del.dataset.armed = '1';
      del.textContent = t('page-games-really');
      setTimeout(() => {
        del.dataset.armed = '';
        del.textContent = t('page-games-delete');
      }, 4000);
      return;
    }
    deleteGame(g.id);
  });
  buttons.append(del);
  li.append(buttons);
  return li;
}

/** @param {string} id */
function deleteGame(id) {
  // deleted under the cross-tab lock (after this tab's writes: a move kept a moment ago is not
  // written back after the delete); the list is drawn once it is gone
  afterWrites(async () => {
    await keeping.store.drop(id);
    const wasCurrent = keeping.entry && keeping.entry.id === id;
    readGames();
    if (!wasCurrent) return;
    keeping.slot = { entry: null };
    const next = keeping.games.find((g) => !g.finished) || keeping.games[0];
    if (!(next && resumeGame(next.id))) ctrl.startGame(ctrl.defaultSetup(), { url: false });
  });
}
