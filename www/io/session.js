// The game session: one open game of the page as one plain object, and the record it is kept
// as in this browser (storage.js). Pure: no DOM, no storage; unit tested under Node
// (tests/unit/session.test.mjs). The record's shape is a public format (docs/FORMATS.md,
// "Kept games"): readers accept every version written so far.
import { LEVELS, LIMITS } from '../engine/vocabulary.js';

/** The record's format and version (a record without them is one written before version 1). */
export const RECORD_FORMAT = 'carcassonne-mist/kept-game';
export const RECORD_VERSION = 1;

/** The computer levels a seat may have (the engine's, weakest first: `easy`…`expert`). */
export const SEAT_LEVELS = LEVELS.map((l) => l.id);

/**
 * @typedef {object} Seat Who plays one seat of a game.
 * @property {'human' | 'computer' | 'friend'} controller a person at this browser (hot seat), the
 *   computer player here, or a friend in their own browser (play by link)
 * @property {string} [level] the computer's level (one of SEAT_LEVELS)
 */

/**
 * @typedef {object} KeptGame A game as kept in this browser: one record, one storage key.
 * @property {string} format RECORD_FORMAT
 * @property {number} version RECORD_VERSION
 * @property {string} id the record's id (storage key PREFIX + id)
 * @property {number} rev counted up by every write (two tabs never write over each other)
 * @property {string} [writer] the tab that wrote this rev (a random id a page load): the same
 *   rev from two tabs is two lines of play
 * @property {number} created ms since 1970
 * @property {number} updated ms since 1970
 * @property {boolean} finished the game is over
 * @property {{players: {name: string, colour: string | null, score?: number}[], sets: string[] | null,
 *   title: string | null, placed: number, total: number, actions?: number, current: number | null}} summary
 *   what the Your games list shows of it
 * @property {{setup?: any, scenario?: any, actions: object[]}} game the saved game, as the engine's `save()` writes it (docs/FORMATS.md): its start and actions read here, the rest by the engine
 * @property {object[]} redo the actions redo can play again, oldest first
 * @property {Seat[]} seats one a player, in turn order
 * @property {{id: number, local: boolean[]} | null} [link] a game played by link: its id (48 bits) and
 *   which seats this browser plays
 * @property {string} [label] what the list says of a game kept beside another
 * @property {{table: string, seat: number} | {watch: string} | null} [online] an online table's
 *   game: its invitation and this browser's seat (the secret is kept apart: io/online.js
 *   SeatKeeper), or its watch id
 * @property {string} fingerprint the setup's (or the laid-out position's) fingerprint
 * @property {boolean} [received] opened from a link that came from outside, and not moved in
 *   here yet: kept apart from the player's own games (storage.js MAX_RECEIVED)
 */

/** An online table's identifier (docs/ONLINE.md): base64url, 22 characters. */
const isTableId = (/** @type {unknown} */ s) => typeof s === 'string' && /^[A-Za-z0-9_-]{22}$/.test(s);

/** Whether `o` is a kept game's online key: `{table, seat}` (this browser's seat) or `{watch}`. @param {any} o */
export function isOnlineKey(o) {
  if (!o || typeof o !== 'object' || Array.isArray(o)) return false;
  if (o.table !== undefined) return isTableId(o.table) && Number.isInteger(o.seat) && o.seat >= 0 && o.seat < 6;
  return isTableId(o.watch);
}

/** Whether `s` is a seat (a controller, and a level for the computer). @param {any} s @returns {s is Seat} */
export function isSeat(s) {
  if (!s || typeof s !== 'object') return false;
  if (s.controller === 'computer') return SEAT_LEVELS.includes(s.level);
  return s.controller === 'human' || s.controller === 'friend';
}

/**
 * The seats of a game of `players` players: a computer seat at each level of `levels` (a level
 * or null per seat), a friend's seat where `link.local` says this browser does not play it.
 * @param {number} players
 * @param {readonly (string | null)[]} [levels]
 * @param {{local?: boolean[]} | null} [link]
 * @returns {Seat[]}
 */
export function seatsOf(players, levels = [], link = null) {
  /** @type {Seat[]} */
  const out = [];
  for (let i = 0; i < players; i++) {
    if (link && Array.isArray(link.local) && link.local[i] === false) out.push({ controller: 'friend' });
    else if (SEAT_LEVELS.includes(levels[i] ?? '')) out.push({ controller: 'computer', level: levels[i] ?? '' });
    else out.push({ controller: 'human' });
  }
  return out;
}

/** The computer's level of each seat (null for the others): what page/ai.js plays. */
export const levelsOf = (/** @type {readonly unknown[] | null | undefined} */ seats) => (seats || []).map((s) => (isSeat(s) && s.controller === 'computer' ? s.level : null));

/**
 * The deepest nesting a record may have: the engine's limit for a saved game (`max_depth`, the
 * one limit of JSON nesting for the engine and the page), and one more for the record around it.
 * Nothing deeper is read from storage, a backup or a link: no reader recurses past it.
 */
export const MAX_RECORD_DEPTH = LIMITS.max_depth + 1;

/** Whether `v` nests lists and objects deeper than `max` (read without recursion, stopping early). @param {unknown} v @param {number} max */
export function nestedDeeper(v, max) {
  /** @type {[any, number][]} */
  const stack = [[v, 0]];
  while (stack.length) {
    const [x, depth] = /** @type {[any, number]} */ (stack.pop());
    if (!x || typeof x !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const k of Object.keys(x)) stack.push([x[k], depth + 1]);
  }
  return false;
}

/** A piece of canonical text on canonical's stack (never a value). */
class Piece {
  /** @param {string} text */
  constructor(text) {
    this.text = text;
  }
}

/**
 * Canonical JSON: the same text for the same value, whatever the order of its keys. Read
 * without recursion (a stack of its own), so no value's depth can overflow the call stack.
 * @param {unknown} v
 */
export function canonical(v) {
  /** @type {string[]} */
  const out = [];
  /** @type {any[]} */
  const stack = [v];
  while (stack.length) {
    const x = stack.pop();
    if (x instanceof Piece) out.push(x.text);
    else if (Array.isArray(x)) {
      out.push('[');
      stack.push(new Piece(']'));
      for (let i = x.length - 1; i >= 0; i--) {
        stack.push(x[i]);
        if (i > 0) stack.push(new Piece(','));
      }
    } else if (x && typeof x === 'object') {
      out.push('{');
      stack.push(new Piece('}'));
      const keys = Object.keys(x).sort();
      for (let i = keys.length - 1; i >= 0; i--) {
        stack.push(x[keys[i]]);
        stack.push(new Piece(`${i > 0 ? ',' : ''}${JSON.stringify(keys[i])}:`));
      }
    } else out.push(JSON.stringify(x));
  }
  return out.join('');
}

/**
 * The fingerprint of a saved game's start: its setup (players, sets, seed, variants) or its
 * laid-out position, as 16 hex digits (FNV-1a 64 of the canonical text). Two records with the
 * same fingerprint are the same game at different moves.
 * @param {any} saved
 */
export function fingerprint(saved) {
  const start = saved && saved.setup !== undefined ? { setup: saved.setup } : { scenario: saved && saved.scenario };
  const text = canonical(start);
  let h = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i++) {
    h ^= BigInt(text.charCodeAt(i));
    h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return h.toString(16).padStart(16, '0');
}

const isNum = (/** @type {unknown} */ n) => typeof n === 'number' && Number.isFinite(n);
const isText = (/** @type {unknown} */ s) => typeof s === 'string';
/** A text of at most `max` characters. */
const isShort = (/** @type {unknown} */ s, /** @type {number} */ max) => typeof s === 'string' && s.length <= max;
/** A time the list can show: ms since 1970 within the range of a Date (±8.64e15). */
const isTime = (/** @type {unknown} */ n) => isNum(n) && Math.abs(/** @type {number} */ (n)) <= 8.64e15;
const isObject = (/** @type {unknown} */ o) => Boolean(o) && typeof o === 'object' && !Array.isArray(o);

/**
 * The labels a record may have (what Your games says of a game kept beside another, message
 * `page-link-games-<label>`): an older link, one that went another way, a link of another
 * game, a link that played a seat of this browser, a link that went further than a game of
 * the player's own; and a tab's own line of a game another tab played at the same time
 * ('forked', io/storage.js `put`: the player's own game, played as any).
 */
export const RECORD_LABELS = ['older', 'diverged', 'other-setup', 'plays-your-seat', 'newer', 'forked', 'online-copy'];
/** The longest player name, colour, set and title a record's summary may hold (generous: the engine allows 40, 40, 40, 200). */
const MAX_NAME = 200;
const MAX_TITLE = 1000;

/**
 * The kind of a record's problem (recordProblem's words, storage.js's), for wording it in the
 * reader's language (message `page-games-damaged-why`): `{kind, field}`, `field` the record's
 * field as the file writes it (`updated`, `summary.placed`…) when the kind is `field`.
 * @param {string} problem
 */
export function problemKind(problem) {
  const f = /^"([^"]+)" /.exec(problem);
  if (f) return { kind: 'field', field: f[1] };
  /** @type {Record<string, string>} */
  const kinds = {
    'not JSON': 'not-json', 'not an object': 'not-json', 'another format': 'format',
    'a version this page cannot read': 'version', 'no id': 'id', 'its id is not its key': 'id',
    'no saved game': 'game', 'the list cannot show it': 'list', 'nested too deep': 'depth',
  };
  return { kind: kinds[problem] || 'other', field: '' };
}

/**
 * What is wrong with a record read from storage, in words (null when it is fit to use): each
 * field the page reads has the type it needs, and what the list shows is there (`updated` a
 * time, the summary's players, `placed` and `total`; the label one the page knows; texts of
 * bounded length). Every record the page ever wrote has all of these. A record written before
 * version 1 (no `format`) is read as version 1 without seats. The saved game itself is checked
 * by the engine when the game is opened.
 * @param {any} e
 * @returns {string | null}
 */
export function recordProblem(e) {
  if (!isObject(e)) return 'not an object';
  if (nestedDeeper(e, MAX_RECORD_DEPTH)) return 'nested too deep';
  if (e.format !== undefined && e.format !== RECORD_FORMAT) return 'another format';
  if (e.version !== undefined && !(Number.isInteger(e.version) && e.version >= 1 && e.version <= RECORD_VERSION)) return 'a version this page cannot read';
  if (!isText(e.id) || !e.id || e.id.length > 64) return 'no id';
  if (e.rev !== undefined && !isNum(e.rev)) return '"rev" is not a number';
  if (e.created !== undefined && !isTime(e.created)) return '"created" is not a time';
  if (!isObject(e.game)) return 'no saved game';
  if (e.game.actions !== undefined && !Array.isArray(e.game.actions)) return '"game.actions" is not a list';
  if (e.game.setup !== undefined && !isObject(e.game.setup)) return '"game.setup" is not an object';
  if (e.game.scenario !== undefined && !isObject(e.game.scenario)) return '"game.scenario" is not an object';
  if (e.redo !== undefined && !Array.isArray(e.redo)) return '"redo" is not a list';
  if (e.finished !== undefined && typeof e.finished !== 'boolean') return '"finished" is not true or false';
  if (!isTime(e.updated)) return '"updated" is not a time';
  const s = e.summary;
  if (!isObject(s)) return '"summary" is not an object';
  if (!Array.isArray(s.players) || !s.players.every((/** @type {any} */ p) => isObject(p) && isShort(p.name, MAX_NAME)
    && (p.colour === undefined || p.colour === null || isShort(p.colour, MAX_NAME))
    && (p.score === undefined || isNum(p.score)))) return '"summary.players" is not a list of players';
  for (const k of ['placed', 'total']) if (!isNum(s[k])) return `"summary.${k}" is not a number`;
  if (s.sets !== undefined && s.sets !== null && !(Array.isArray(s.sets) && s.sets.every((/** @type {unknown} */ x) => isShort(x, MAX_NAME)))) return '"summary.sets" is not a list of sets';
  if (s.title !== undefined && s.title !== null && !isShort(s.title, MAX_TITLE)) return '"summary.title" is not a title';
  if (s.current !== undefined && s.current !== null && !Number.isInteger(s.current)) return '"summary.current" is not a seat';
  if (e.link !== undefined && e.link !== null) {
    const id = e.link.id;
    if (typeof e.link !== 'object' || !(Number.isSafeInteger(id) && id >= 0 && id < 2 ** 48) || !Array.isArray(e.link.local) || !e.link.local.every((/** @type {unknown} */ b) => typeof b === 'boolean')) return '"link" is not a link\'s seats';
  }
  if (e.label !== undefined && e.label !== '' && !RECORD_LABELS.includes(e.label)) return '"label" is not a label this page knows';
  if (e.online !== undefined && e.online !== null && !isOnlineKey(e.online)) return '"online" is not an online table\'s seat';
  if (e.seats !== undefined && !(Array.isArray(e.seats) && e.seats.every(isSeat))) return '"seats" is not a list of seats';
  if (e.fingerprint !== undefined && !isShort(e.fingerprint, 64)) return '"fingerprint" is not a fingerprint';
  if (e.received !== undefined && typeof e.received !== 'boolean') return '"received" is not true or false';
  if (e.writer !== undefined && !isShort(e.writer, 64)) return '"writer" is not a tab\'s id';
  return null;
}
