// The games kept in this browser: one localStorage key per game, and no game is ever replaced by
// another. A pure module: the storage (localStorage, or anything with getItem/setItem/removeItem/
// key/length), the clock and the cross-tab lock are passed in, so `node --test tests/unit/` runs
// it without a browser.
//
// Two tabs never write over each other (`keep`): a record changes only inside one cross-tab
// critical section — a Web Lock (`navigator.locks`, LOCK) around a read of the game's latest
// revision from IndexedDB (io/heads.js: localStorage is not coherent between tabs), the compare
// with the revision this tab last read or wrote, and the write. A tab whose revision is no longer
// the latest keeps its moves as another game (`forked`) and says so. Without Web Locks the
// IndexedDB transaction alone is the critical section; without IndexedDB too, the compare reads
// the record (the same in most cases, but a write of another tab a few milliseconds old may not
// be seen yet: the page then learns of it from the `storage` event and keeps its own line again,
// page/games.js `otherTabWrote`).
//
// An entry is a kept game's record (session.js `KeptGame`: the saved game, its redo list, its
// seats, its link, its summary for the list, a format version and the setup's fingerprint).
// Every record is checked as it is read (session.js `recordProblem`): one that fails is set
// aside as damaged (`damaged()`), never returned as a game, and never stops the others.

import { RECORD_FORMAT, RECORD_VERSION, canonical, fingerprint, recordProblem } from './session.js';

/** @typedef {import('./session.js').KeptGame} KeptGame */
/**
 * A saved game as this module reads it (the engine's `save()`, docs/FORMATS.md): its start and
 * its actions, compared field order aside; the engine reads the rest.
 * @typedef {{setup?: unknown, scenario?: unknown, actions?: unknown[]}} SavedGame
 */
/**
 * A record to keep (`put`, `keep`): a kept game's fields as far as the caller has them; `put`
 * fills in the rest (format, version, id, rev, writer, times, fingerprint).
 * @typedef {Partial<KeptGame> & {game: KeptGame['game']}} NewEntry
 */
/**
 * A message id of page.ftl with its arguments (the page words it; `game`: the game it is about).
 * @typedef {{id: string, args?: Record<string, string | number>, game?: KeptGame}} Words
 */
/**
 * What `put` and `keep` did: the entry kept (null when nothing was written), the games dropped
 * to make room, whether this tab's line went to a new game (`forked`), and what to say, as
 * message ids of page.ftl the page words in the reader's language (`words`, `errorWords`);
 * `error`: what went wrong when nothing was kept, as a word (`full`, `no-free-id`), else null.
 * @typedef {object} PutResult
 * @property {KeptGame | null} entry
 * @property {KeptGame[]} dropped
 * @property {boolean} forked
 * @property {'full' | 'no-free-id' | null} error
 * @property {boolean} full
 * @property {Words[]} words
 * @property {Words | null} errorWords
 */

/** The key of each game is PREFIX + its id. */
export const PREFIX = 'carcassonne-mist/game/';
/** The single autosave slot of earlier versions, moved into the list on first load. */
export const OLD_KEY = 'carcassonne-mist/autosave';
/**
 * How many of the player's own games are kept before the oldest finished ones make room; an
 * unfinished game is never dropped to make room (the player deletes it, or it stays).
 */
export const MAX_GAMES = 50;
/**
 * How many received games are kept: games opened from a link that came from outside (an
 * address, another page, a frame) in which the player has not moved yet. They are kept apart
 * from the player's own games and make room among themselves, so links cannot push out a game.
 */
export const MAX_RECEIVED = 10;
/** A backup of every kept game (docs/FORMATS.md, "Backup"), and what a restored one may hold. */
export const BACKUP_FORMAT = 'carcassonne-mist/backup';
/** The backup version this page writes and reads (a newer one is refused in words). */
export const BACKUP_VERSION = 1;
export const MAX_BACKUP_CHARS = 16 * 2 ** 20;
export const MAX_BACKUP_GAMES = 1000;

/** The name of the Web Lock every write of a kept game is made under (one for the whole list:
 * making room drops other games). */
export const LOCK = 'carcassonne-mist/games';

/**
 * A new game id: time and randomness, safe in a storage key.
 * @param {number} [now]
 * @param {() => number} [rand]
 */
export function newId(now = Date.now(), rand = Math.random) {
  return `${now.toString(36)}-${Math.floor(rand() * 36 ** 6).toString(36).padStart(6, '0')}`;
}

/** A storage that keeps its items in memory (when localStorage is not available). */
export class MemoryStorage {
  constructor() {
    /** @type {Map<string, string>} */
    this.items = new Map();
  }

  get length() {
    return this.items.size;
  }

  /** @param {number} i */
  key(i) {
    return [...this.items.keys()][i] ?? null;
  }

  /** @param {string} k */
  getItem(k) {
    return this.items.get(k) ?? null;
  }

  /**
   * @param {string} k
   * @param {unknown} v
   */
  setItem(k, v) {
    this.items.set(k, String(v));
  }

  /** @param {string} k */
  removeItem(k) {
    this.items.delete(k);
  }
}

/** The message of a thrown error (the engine's errors carry one), or ''. */
const messageIn = (/** @type {unknown} */ e) => (e && typeof e === 'object' && 'message' in e && e.message ? String(e.message) : '');

/**
 * Whether two actions (or two setups) are the same, field order aside.
 * @param {unknown} a
 * @param {unknown} b
 */
function same(a, b) {
  return canonical(a) === canonical(b);
}

/**
 * The newest kept game that a saved game `game` continues: the same setup (or scenario), and
 * `game`'s actions start with all of the kept game's actions, and with all its moves to redo
 * when it has some (a game taken back is continued only by the moves taken back and more: its
 * redo list is never dropped for another line, which is kept beside it). `null` when there is none.
 * @param {readonly KeptGame[]} entries
 * @param {SavedGame} game
 * @returns {KeptGame | null}
 */
export function findContinued(entries, game) {
  const start = (/** @type {SavedGame} */ g) => (g.setup !== undefined ? { setup: g.setup } : { scenario: g.scenario });
  const actions = game.actions || [];
  for (const e of entries) {
    const kept = /** @type {SavedGame} */ (e.game);
    const mine = (kept && kept.actions) || [];
    const redo = Array.isArray(e.redo) ? e.redo : [];
    if (mine.length > actions.length || !same(start(kept), start(game))) continue;
    if (!mine.every((a, i) => same(a, actions[i]))) continue;
    const more = actions.length - mine.length;
    if (more === 0 || (more >= redo.length && redo.every((a, i) => same(a, actions[mine.length + i])))) return e;
  }
  return null;
}

/**
 * The record `text` under `key`: `{entry}` when it is fit to use, else `{problem}` in words.
 * @param {string} key
 * @param {string} text
 * @returns {{entry: KeptGame | null, problem: string | null}}
 */
function checkText(key, text) {
  /** @type {any} a stored text, checked by recordProblem before it is used */
  let e;
  try {
    e = JSON.parse(text);
  } catch {
    return { entry: null, problem: 'not JSON' };
  }
  const problem = recordProblem(e);
  if (problem) return { entry: null, problem };
  if (key !== PREFIX + e.id) return { entry: null, problem: 'its id is not its key' };
  return { entry: e, problem: null };
}

/** The games of this browser in `storage`, newest first. */
export class GameStore {
  /**
   * @param {any} storage
   * @param {{now?: () => number, max?: number, rand?: () => number, locks?: {request: (name: string, run: () => Promise<any>) => Promise<any>} | null, heads?: Promise<import('./heads.js').Heads | null> | null}} [opts]
   * `locks`: the browser's Web Locks (`navigator.locks`); `heads`: the games' latest revisions
   * (io/heads.js `openHeads`); both null for a storage no other tab shares (memory, tests).
   */
  constructor(storage, { now = () => Date.now(), max = MAX_GAMES, rand = Math.random, locks = null, heads = null } = {}) {
    this.storage = storage;
    this.locks = locks;
    this.heads = heads;
    this.now = now;
    this.max = max;
    this.rand = rand;
    /** @type {Map<string, {text: string, result: {entry: KeptGame | null, problem: string | null}}>} each damaged record's check, by key: read once while its text stays the same */
    this.damagedSeen = new Map();
  }

  /** Every kept game, the one played last first (entries that cannot be read are skipped). */
  list() {
    /** @type {KeptGame[]} */
    const out = [];
    for (const key of this.keys()) {
      const e = this.read(key);
      if (e) out.push(e);
    }
    return out.sort((a, b) => b.updated - a.updated || (a.id < b.id ? 1 : -1));
  }

  keys() {
    /** @type {string[]} */
    const keys = [];
    for (let i = 0; i < this.storage.length; i++) {
      const k = this.storage.key(i);
      if (k && k.startsWith(PREFIX)) keys.push(k);
    }
    return keys;
  }

  /** @param {string} key */
  read(key) {
    return this.check(key).entry;
  }

  /**
   * The record under `key`: `{entry}` when it is fit to use, else `{problem}` in words.
   * @param {string} key
   * @returns {{entry: KeptGame | null, problem: string | null}}
   */
  check(key) {
    let text;
    try {
      text = this.storage.getItem(key);
    } catch {
      return { entry: null, problem: 'not readable' };
    }
    if (text === null) {
      this.damagedSeen.delete(key);
      return { entry: null, problem: null };
    }
    // a damaged record is parsed once, not at every move: the same text, the same problem
    const seen = this.damagedSeen.get(key);
    if (seen && seen.text === text) return seen.result;
    const result = checkText(key, text);
    if (result.problem) this.damagedSeen.set(key, { text, result });
    else this.damagedSeen.delete(key);
    return result;
  }

  /** The kept entry of this very game (`game`, a saved game, with these `redo` moves), field
   * order aside; or null. `all`: the kept entries, when the caller has them already.
   * @param {object} game
   * @param {readonly object[]} [redo]
   * @param {readonly KeptGame[]} [all]
   */
  holding(game, redo = [], all = this.list()) {
    const k = canonical([game, redo]);
    return all.find((e) => canonical([e.game, e.redo || []]) === k) || null;
  }

  /**
   * Whether anything is kept under this id, a damaged record too: a key that is not free.
   * @param {string} id
   */
  taken(id) {
    try {
      return this.storage.getItem(PREFIX + id) !== null;
    } catch {
      return true;
    }
  }

  /** The records that cannot be read as games: `[{key, id, problem, text}]` (set aside, not deleted). */
  damaged() {
    /** @type {{key: string, id: string, problem: string, text: string}[]} */
    const out = [];
    for (const key of this.keys()) {
      const { problem } = this.check(key);
      if (!problem) continue;
      let text = '';
      try {
        text = this.storage.getItem(key) || '';
      } catch { /* unreadable: nothing to download */ }
      out.push({ key, id: key.slice(PREFIX.length), problem, text });
    }
    return out;
  }

  /**
   * The kept game with this id, or null.
   * @param {string} id
   */
  get(id) {
    return this.read(PREFIX + id);
  }

  /**
   * Deletes the record under `key` (a damaged one the player chose to delete).
   * @param {string} key
   */
  removeKey(key) {
    if (!key.startsWith(PREFIX)) return;
    try {
      this.storage.removeItem(key);
    } catch { /* nothing to do */ }
  }

  /**
   * Deletes the kept game with this id.
   * @param {string} id
   */
  remove(id) {
    try {
      this.storage.removeItem(PREFIX + id);
    } catch { /* nothing to do */ }
  }

  /**
   * Keeps `entry` (its id, or a new one when it has none). `baseRev` is the rev this tab last
   * read or wrote: when another tab wrote the game since, this tab's game is kept as a new
   * entry instead (`forked`). An id whose key holds a damaged record is not free: the entry gets
   * a new one (a set-aside record is never written over). Returns `{entry, dropped, forked,
   * error, full}`: the games dropped to make room (`dropped`, each said in `words`), and `error`
   * when nothing could be written (`full`: for want of room). A received game makes room only
   * among the received ones; with `drop: false` (a restored backup) nothing is dropped at all.
   * @param {NewEntry} entry
   * `writer` names the tab that writes (kept in the record), `baseWriter` the writer of the rev
   * this tab last read or wrote: the same rev by another writer is another tab's line too.
   * `updated`: when the game was last played, for a game played elsewhere (a restored backup's
   * record: a restore is no move in it); left out, or not a time before now: now.
   * `head`: the game's latest rev and writer as read inside the critical section (`keep`), when
   * newer than the record this tab sees.
   * `fresh`: the entry goes under its id only while nothing is kept there (a restored game).
   * @param {{baseRev?: number, baseWriter?: string, writer?: string, drop?: boolean, updated?: unknown, head?: {rev: number, writer?: string} | null, fresh?: boolean}} [opts]
   * @returns {PutResult}
   */
  put(entry, { baseRev, baseWriter, writer, drop = true, updated, head = null, fresh = false } = {}) {
    // what to say, as message ids with arguments (`words`, `errorWords`) for the page to word in
    // the reader's language (www/locales/*/page.ftl)
    /** @type {PutResult} */
    const out = { entry: null, dropped: [], forked: false, error: null, full: false, words: [], errorWords: null };
    // the record as it is made: the entry's fields, the rest filled in below
    let e = /** @type {KeptGame} */ ({ ...entry });
    const now = this.now();
    if (!e.id) e.id = newId(now, this.rand);
    let stored = this.get(e.id);
    for (let tries = 0; !stored && this.taken(e.id); tries++) {
      if (tries === 100) {
        out.error = 'no-free-id';
        out.errorWords = { id: 'page-storage-no-id' };
        return out;
      }
      // a damaged record (set aside) under this id: it stays, this game is kept beside it
      e = { ...e, id: newId(now, this.rand) };
      stored = this.get(e.id);
    }
    if (fresh && (stored || head)) {
      // written meanwhile (another tab): this game goes under an id of its own
      e = { ...e, id: newId(now, this.rand) };
      stored = this.get(e.id);
      head = null;
    }
    // the latest rev: the head read inside the critical section, unless this tab sees a newer
    // record (one written where no head was kept)
    const latest = head && (!stored || !(stored.rev > head.rev)) ? head : stored;
    // another tab wrote since this one read (another rev), or wrote the same rev at the same
    // time (another writer: without the critical section a tab may read the other's write late)
    const otherWriter = baseWriter !== undefined && latest && latest.writer !== undefined && latest.writer !== baseWriter;
    if (latest && baseRev !== undefined && baseRev !== null && (latest.rev !== baseRev || otherWriter)) {
      // another tab played this game meanwhile: both lines are kept
      e = { ...e, id: newId(now, this.rand) };
      out.forked = true;
      out.words.push({ id: 'page-storage-forked' });
      // the list tells the two apart: this one is the tab's own line, kept beside the other
      if (!e.label) e.label = 'forked';
    }
    const current = out.forked ? null : stored;
    e.format = RECORD_FORMAT;
    e.version = RECORD_VERSION;
    e.fingerprint = fingerprint(e.game);
    e.rev = ((current && latest && latest.rev) || (baseRev ?? 0)) + 1;
    if (writer) e.writer = writer;
    else delete e.writer;
    e.created = (current && current.created) || e.created || now;
    e.updated = typeof updated === 'number' && Number.isFinite(updated) && updated > 0 && updated <= now ? updated : now;
    if (!e.received) delete e.received;
    if (drop && (!current || Boolean(current.received) !== Boolean(e.received))) this.makeRoom(e, out);
    const text = JSON.stringify(e);
    for (;;) {
      try {
        this.storage.setItem(PREFIX + e.id, text);
        out.entry = e;
        return out;
      } catch {
        // full (QuotaExceededError): drop the oldest received game, else (for a game of the
        // player's own) the oldest finished one of the player's, and try again; a received game
        // never pushes out one of the player's, and the player's unfinished games never go
        if (!drop || (!this.dropOne(e.id, out, { received: true }) && (e.received || !this.dropOne(e.id, out, { received: false })))) {
          out.full = true;
          out.error = 'full';
          out.errorWords = { id: e.received ? 'page-storage-full-received' : 'page-storage-full' };
          return out;
        }
      }
    }
  }

  /**
   * `put` inside the cross-tab critical section: under the Web Lock LOCK (where the browser has
   * Web Locks), the game's latest rev is read from IndexedDB (`heads`), compared with `baseRev`
   * and the record written, and the new head kept, in one IndexedDB transaction; the lock is left
   * once it has committed, so the next tab in reads this write. Resolves to what `put` says
   * (`forked`: another tab had written the game since this tab read it, so this write went to a
   * new game; nothing is ever written over). Without IndexedDB the write is `put` as it is (under
   * the lock still, where there is one).
   * @param {NewEntry} entry
   * @param {{baseRev?: number, baseWriter?: string, writer?: string, drop?: boolean, fresh?: boolean, updated?: unknown}} [opts]
   * @returns {Promise<PutResult>}
   */
  keep(entry, opts = {}) {
    return this.critical(async (heads) => {
      if (!heads) return this.put(entry, opts);
      /** @type {PutResult | null} */
      let res = null;
      try {
        await heads.update(entry.id, (head) => {
          const done = this.put(entry, { ...opts, head });
          res = done;
          /** @type {[string, import('./heads.js').Head][]} */
          const put = done.entry ? [[done.entry.id, { rev: done.entry.rev, writer: done.entry.writer }]] : [];
          return { put, del: done.dropped.map((g) => g.id) };
        });
      } catch {
        // the head could not be kept: the record is (a later write compares with it), or, when
        // IndexedDB failed before, written as without IndexedDB
        if (!res) res = this.put(entry, opts);
      }
      return /** @type {PutResult} */ (res);
    });
  }

  /**
   * Deletes the kept game `id` inside the critical section (its head with it).
   * @param {string} id
   */
  drop(id) {
    return this.critical(async (heads) => {
      this.remove(id);
      if (heads) await heads.update(undefined, () => ({ del: [id] })).catch(() => {});
    });
  }

  /**
   * Runs `run(heads)` under the Web Lock LOCK where there is one (else at once).
   * @template T
   * @param {(heads: import('./heads.js').Heads | null) => Promise<T>} run
   * @returns {Promise<T>}
   */
  async critical(run) {
    const heads = this.heads ? await this.heads : null;
    return this.locks ? this.locks.request(LOCK, () => run(heads)) : run(heads);
  }

  /**
   * Makes room for `e`: a received game makes room among the received ones (the oldest goes,
   * finished or not); one of the player's own among the player's finished games (the oldest
   * first). When every one of the player's games is unfinished, none is dropped: the page says so.
   * @param {KeptGame} e
   * @param {PutResult} out
   */
  makeRoom(e, out) {
    const others = () => this.list().filter((g) => g.id !== e.id && Boolean(g.received) === Boolean(e.received));
    const cap = e.received ? MAX_RECEIVED : this.max;
    while (others().length >= cap) {
      if (!this.dropOne(e.id, out, { received: Boolean(e.received) })) {
        out.words.push({ id: 'page-storage-many-unfinished', args: { count: others().length, max: this.max } });
        break;
      }
    }
  }

  /**
   * Drops the oldest received game (`received`), or the oldest finished game of the player's
   * own; false if there is none. The player's unfinished games are never dropped.
   * @param {string} id the game being kept (never the one dropped)
   * @param {PutResult} out
   * @param {{received: boolean}} which
   */
  dropOne(id, out, { received }) {
    const games = this.list().filter((g) => g.id !== id && Boolean(g.received) === received).reverse(); // oldest first
    const victim = received ? games[0] : games.find((g) => g.finished);
    if (!victim) return false;
    this.remove(victim.id);
    out.dropped.push(victim);
    out.words.push({ id: received ? 'page-storage-dropped-received' : 'page-storage-dropped-finished', args: { max: MAX_RECEIVED }, game: victim });
    return true;
  }

  /** Every kept game as one backup (BACKUP_FORMAT): the records as they are kept. */
  backup() {
    return { format: BACKUP_FORMAT, version: BACKUP_VERSION, written: new Date(this.now()).toISOString(), games: this.list() };
  }

  /**
   * Adds the games of a backup's text (untrusted: a file) to the kept ones, never overwriting
   * one: a game kept here already (the same id and the same moves) is left as it is, one with a
   * kept game's id (or a damaged record's) but other moves is added under a new id. Nothing kept
   * is dropped to make room: a game that does not fit (the storage is full, or the player keeps
   * `max` games) is not added, and counted (`noRoom`); once the player's games reach `max`, the
   * rest is counted without being read. `checkGame(saved)` reads a saved game with the engine:
   * it throws for one the engine refuses, and returns `{finished}` (the engine's word, never the
   * file's). Each record is checked inside its own `try`. The work is done in slices of about
   * `sliceMs` ms, `pause()` awaited between two (the page lets the browser paint and answer), and
   * `progress(done, total)` told after each. Resolves to `{added, same, noRoom, refused: [{index,
   * problem}], error, errorWords, words}` (`error`: why the file is no backup at all, as a word —
   * `too-large`, `newer`, `not-backup`, `too-many` —, with its message id `errorWords`; then
   * nothing was added).
   * @param {string} text
   * @param {(saved: object) => ({finished?: boolean} | void)} checkGame
   * @param {{pause?: () => Promise<void>, progress?: (done: number, total: number) => void, sliceMs?: number}} [opts]
   */
  async restore(text, checkGame, { pause = () => Promise.resolve(), progress = () => {}, sliceMs = 20 } = {}) {
    /** @type {{added: number, same: number, noRoom: number, refused: {index: number, problem: string}[], error: 'too-large' | 'newer' | 'not-backup' | 'too-many' | null, errorWords: Words | null, words: Words[]}} */
    const out = { added: 0, same: 0, noRoom: 0, refused: [], error: null, errorWords: null, words: [] };
    if (typeof text !== 'string' || text.length > MAX_BACKUP_CHARS) {
      out.error = 'too-large';
      out.errorWords = { id: 'page-backup-too-large', args: { mib: MAX_BACKUP_CHARS / 2 ** 20 } };
      return out;
    }
    /** @type {any} the file as parsed: checked field by field below */
    let doc;
    try {
      doc = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    } catch {
      doc = null;
    }
    if (doc && typeof doc === 'object' && doc.format === BACKUP_FORMAT && Number.isInteger(doc.version) && doc.version > BACKUP_VERSION) {
      out.error = 'newer';
      out.errorWords = { id: 'page-backup-newer', args: { version: doc.version, max: BACKUP_VERSION } };
      return out;
    }
    if (!doc || typeof doc !== 'object' || doc.format !== BACKUP_FORMAT || doc.version !== BACKUP_VERSION || !Array.isArray(doc.games)) {
      out.error = 'not-backup';
      out.errorWords = { id: 'page-backup-not-backup' };
      return out;
    }
    const games = doc.games;
    if (games.length > MAX_BACKUP_GAMES) {
      out.error = 'too-many';
      out.errorWords = { id: 'page-backup-too-many', args: { count: games.length, max: MAX_BACKUP_GAMES } };
      return out;
    }
    // what is kept, read once (not once a record): the games by their moves, the count of the player's
    await pause();
    const all = this.list();
    const held = new Set();
    for (const e of all) {
      try {
        held.add(canonical([e.game, e.redo || []]));
      } catch { /* a record too deep to compare: it stays, and matches nothing */ }
    }
    let own = all.filter((e) => !e.received).length;
    await pause();
    let sliceStart = Date.now();
    for (let index = 0; index < games.length; index++) {
      if (Date.now() - sliceStart >= sliceMs) {
        progress(index, games.length);
        await pause();
        sliceStart = Date.now();
      }
      if (own >= this.max) {
        // the cap: nothing more fits, the rest is counted without being read
        out.noRoom += games.length - index;
        break;
      }
      try {
        const rec = games[index];
        const problem = recordProblem(rec);
        if (problem) {
          out.refused.push({ index, problem });
          continue;
        }
        const key = canonical([rec.game, rec.redo || []]);
        if (held.has(key)) {
          out.same += 1;
          continue;
        }
        let info;
        try {
          info = checkGame(rec.game);
        } catch (e) {
          out.refused.push({ index, problem: messageIn(e).slice(0, 200) || 'the engine refuses its game' });
          continue;
        }
        const { rev, finished, ...fields } = rec;
        void rev;
        void finished;
        // an id taken by anything, a damaged record included, is not reused (put gives a new one)
        const res = await this.keep({
          ...fields, id: this.taken(rec.id) ? undefined : rec.id, received: false, label: rec.label,
          finished: Boolean(info && info.finished),
        }, { drop: false, fresh: true, updated: rec.updated });
        if (res.entry) {
          out.added += 1;
          own += 1;
          held.add(key);
        } else if (res.full) out.noRoom += 1;
        else out.refused.push({ index, problem: res.error || 'not kept' });
        out.words.push(...res.words);
      } catch (e) {
        // anything else a record makes go wrong stays with that record
        out.refused.push({ index, problem: messageIn(e).slice(0, 200) || 'not readable' });
      }
    }
    progress(games.length, games.length);
    return out;
  }

  /**
   * Moves the single autosave slot of earlier versions into the list. `describeGame(json)`
   * gives `{summary, finished, game}` (it throws for a game that cannot be read, which then
   * stays where it is). Returns the `put` result, or null when there was nothing to move.
   * @param {(json: string) => {game: KeptGame['game'], summary: KeptGame['summary'], finished: boolean, redo?: object[]}} describeGame
   * @returns {PutResult | null}
   */
  migrate(describeGame) {
    let json;
    try {
      json = this.storage.getItem(OLD_KEY);
    } catch {
      return null;
    }
    if (!json) return null;
    let info;
    try {
      info = describeGame(json);
    } catch {
      return null;
    }
    const res = this.put({ ...info, redo: info.redo || [] });
    if (res.entry) {
      try {
        this.storage.removeItem(OLD_KEY);
      } catch { /* it is copied; keeping the old slot loses nothing */ }
    }
    return res;
  }
}

