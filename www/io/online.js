// The online tables' client (docs/ONLINE.md, protocol version 1): the HTTP endpoints (is this
// page served by the game server? create a table, read one, take a seat), the WebSocket
// connection of one seat or one watcher (hello, start, play, undo; the table's state kept up to
// date from `state`, `played`, `undone` and `presence`; reconnecting by itself with a backoff
// and resuming with `hello`), the seat secrets kept in this browser, and the check of the
// revealed seed against the commitment. Pure: no document; the WebSocket, fetch, timers and
// storage are given, so node tests it against fakes (tests/unit/online.test.mjs).

/** The protocol version this page speaks (ONLINE.md: every message carries `"v": 1`). */
export const PROTOCOL = 1;

/** Every error kind of ONLINE.md, "Errors": each is worded by page.ftl's `online-error-<kind>`. */
export const ERROR_KINDS = [
  'bad_json', 'bad_message', 'message_too_large', 'unsupported_version', 'bad_setup', 'bad_name',
  'unknown_table', 'no_such_seat', 'seat_taken', 'table_started', 'bad_secret', 'bad_origin',
  'hello_required', 'already_hello', 'watcher', 'not_host', 'table_not_ready', 'not_started',
  'game_over', 'not_your_turn', 'stale_revision', 'illegal_action', 'nothing_to_undo',
  'rate_limited', 'too_many_connections', 'too_many_tables', 'slow_client', 'idle', 'store_failed',
];

/** Kinds after which reconnecting cannot help: the table or the seat is not ours. */
export const FATAL_KINDS = new Set(['unknown_table', 'bad_secret', 'no_such_seat', 'bad_origin', 'unsupported_version']);

/** The seat secrets' key in localStorage. */
export const SEATS_KEY = 'carcassonne-mist/online-seats';

/** Reconnection backoff (ms): the first wait, the longest. */
export const BACKOFF = { first: 500, max: 30_000 };

/** An identifier of ONLINE.md: base64url without padding, 22 (table, watch) or 43 (secret) characters. */
export const isTableId = (/** @type {unknown} */ s) => typeof s === 'string' && /^[A-Za-z0-9_-]{22}$/.test(s);
export const isSecret = (/** @type {unknown} */ s) => typeof s === 'string' && /^[A-Za-z0-9_-]{43}$/.test(s);

/** A refusal by the server (HTTP or WebSocket): `kind` is ONLINE.md's error kind. */
export class OnlineError extends Error {
  /**
   * @param {string} kind
   * @param {string} [message]
   * @param {{ status?: number, id?: number | null, refusal?: any }} [extra]
   */
  constructor(kind, message = kind, extra = {}) {
    super(message);
    this.name = 'OnlineError';
    this.kind = String(kind);
    Object.assign(this, extra);
  }
}

/** The API's base address for a page at `pageUrl` (the server serves the page and /api/ at one origin). */
export const apiBase = (/** @type {string} */ pageUrl) => new URL('/api/v1/', pageUrl).href;

/** The WebSocket's address for an API base: http → ws, https → wss. */
export const wsUrl = (/** @type {string} */ base) => new URL('ws', base).href.replace(/^http/, 'ws');

/**
 * Reads an API answer: its JSON object, or throws an OnlineError of the answer's error kind.
 * The object is the server's (docs/ONLINE.md), read by its fields where it is used.
 * @param {Response} res
 * @returns {Promise<any>}
 */
async function answer(res) {
  let body = null;
  try {
    body = await res.json();
  } catch {
    throw new OnlineError(res.status === 404 ? 'no_server' : 'bad_json', `the server answered ${res.status} without JSON`);
  }
  if (!body || typeof body !== 'object') throw new OnlineError('bad_json', 'the answer is not an object');
  if (!res.ok || body.error) {
    const e = body.error || {};
    throw new OnlineError(typeof e.kind === 'string' ? e.kind : 'bad_message', typeof e.message === 'string' ? e.message : `status ${res.status}`, { status: res.status });
  }
  if (body.v !== PROTOCOL) throw new OnlineError('unsupported_version', `the server speaks version ${String(body.v)}`);
  return body;
}

/** The Server-Timing entry the game server sends with its pages (the page's navigation timing reads it). */
export const SERVER_MARK = 'carcassonne-online';

/**
 * Whether the page is served by the game server, asked quietly: no request at all (a request
 * for an API address would fail on a static host, in the console and the network log). The
 * game server names itself in a `Server-Timing: carcassonne-online;desc="1"` header of the pages
 * it serves, which the page reads from its own navigation entry (same origin). `entries`:
 * `performance.getEntriesByType('navigation')`.
 * @param {readonly (PerformanceEntry & {serverTiming?: readonly {name: string, description: string}[]})[] | null | undefined} entries
 */
export function servedByGameServer(entries) {
  const nav = entries && entries[0];
  const timing = nav && Array.isArray(nav.serverTiming) ? nav.serverTiming : [];
  return timing.some((e) => e && e.name === SERVER_MARK && String(e.description) === String(PROTOCOL));
}

/**
 * Where the API is and how to ask it.
 * @typedef {{ base: string, fetch?: (url: string, init?: RequestInit) => Promise<any> }} Api
 */

/**
 * Who a connection is: a seat (its invitation, number and secret) or a watcher.
 * @typedef {{ table?: string, seat?: number, secret?: string, watch?: string }} Hello
 */

const post = (/** @type {NonNullable<Api['fetch']>} */ get, /** @type {string} */ url, /** @type {object} */ body) => get(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ v: PROTOCOL, ...body }) });

/**
 * POST /tables: `{sets, variants, seats}` → `{table, watch, seat, secret}`.
 * @param {object} setup
 * @param {Api} api
 */
export async function createTable(setup, { base, fetch: get = globalThis.fetch }) {
  return answer(await post(get, new URL('tables', base).href, setup));
}

/**
 * GET /tables/<invitation> or /watch/<watch>: the table's public summary.
 * @param {{ table?: string, watch?: string }} which
 * @param {Api} api
 */
export async function tableSummary({ table, watch }, { base, fetch: get = globalThis.fetch }) {
  const path = table ? `tables/${encodeURIComponent(table)}` : `watch/${encodeURIComponent(watch ?? '')}`;
  return answer(await get(new URL(path, base).href, { headers: { Accept: 'application/json' } }));
}

/**
 * POST /tables/<invitation>/seats: takes a free seat → `{seat, secret}`.
 * @param {string} table
 * @param {{ seat: number, name: string, colour?: string }} who
 * @param {Api} api
 */
export async function takeSeat(table, { seat, name, colour }, { base, fetch: get = globalThis.fetch }) {
  const body = colour ? { seat, name, colour } : { seat, name };
  return answer(await post(get, new URL(`tables/${encodeURIComponent(table)}/seats`, base).href, body));
}

/**
 * The seats this browser holds, kept in `storage` (localStorage) under SEATS_KEY: by invitation,
 * `{seat, secret, watch, base, name}`. Never put in an address.
 */
export class SeatKeeper {
  /** @param {Pick<Storage, 'getItem' | 'setItem'>} storage */
  constructor(storage) {
    this.storage = storage;
  }
  /**
   * Every seat kept, by invitation (as stored: read by field, checked by `get`).
   * @returns {Record<string, any>}
   */
  all() {
    try {
      const v = JSON.parse(this.storage.getItem(SEATS_KEY) || '{}');
      return v && typeof v === 'object' && !Array.isArray(v) ? v : {};
    } catch {
      return {};
    }
  }
  /**
   * The seat kept for invitation `table`, when its secret and number are sound.
   * @param {string} table
   * @returns {{seat: number, secret: string, watch?: string, base?: string, name?: string} | null}
   */
  get(table) {
    const s = this.all()[table];
    return s && isSecret(s.secret) && Number.isInteger(s.seat) ? s : null;
  }
  /**
   * @param {string} table
   * @param {{seat?: number, secret?: string, watch?: string, base?: string, name?: string}} record
   */
  keep(table, record) {
    const all = this.all();
    all[table] = { ...all[table], ...record };
    this.storage.setItem(SEATS_KEY, JSON.stringify(all));
  }
}

/**
 * One connection to one table, as a seat (`{table, seat, secret}`) or a watcher (`{watch}`).
 * `state` is the table as this connection may see it (ONLINE.md's `state`, kept up to date);
 * `onChange(state, event)` is called after each message that changes it (`event` is the message),
 * `onError(error)` with each refusal (an OnlineError with `id`, `refusal`), `onStatus(status)`
 * with 'connecting' | 'open' | 'waiting' (to reconnect) | 'closed' (for good).
 */
export class OnlineClient {
  /**
   * @param {{
   *   url: string, hello: Hello, WebSocket?: any, timers?: any, random?: () => number,
   *   onChange?: (state: any, message: any) => void, onError?: (error: OnlineError) => void,
   *   onStatus?: (status: string) => void,
   * }} options
   */
  constructor({ url, hello, WebSocket: WS = globalThis.WebSocket, timers = globalThis, random = Math.random, onChange = () => {}, onError = () => {}, onStatus = () => {} }) {
    this.url = url;
    this.hello = hello;
    this.WS = WS;
    this.timers = timers;
    this.random = random;
    this.onChange = onChange;
    this.onError = onError;
    this.onStatus = onStatus;
    /** The table as this connection may see it: the server's `state` message (ONLINE.md), kept up to date. @type {any} */
    this.state = null;
    /** @type {WebSocket | null} */
    this.socket = null;
    this.status = 'idle';
    this.attempts = 0;
    this.nextId = 1;
    /** @type {any} a timer of `timers` */
    this.timer = null;
    this.stopped = false;
    /** The actions the game had when the tile in hand was drawn (undo goes no further back), or null when not known (since the last `state`). */
    /** @type {number | null} */
    this.turnStart = null;
  }

  /** Opens the connection (again). */
  connect() {
    if (this.stopped) return;
    this.setStatus('connecting');
    const ws = new this.WS(this.url);
    this.socket = ws;
    ws.onopen = () => {
      if (ws !== this.socket) return;
      const who = this.hello.watch ? { watch: this.hello.watch } : { table: this.hello.table, seat: this.hello.seat, secret: this.hello.secret };
      ws.send(JSON.stringify({ v: PROTOCOL, type: 'hello', ...who, revision: this.state ? this.state.revision : 0 }));
    };
    ws.onmessage = (/** @type {MessageEvent} */ e) => {
      if (ws === this.socket) this.receive(e.data);
    };
    ws.onclose = (/** @type {CloseEvent} */ e) => {
      if (ws !== this.socket) return;
      this.socket = null;
      if (e && e.code === 1008 && FATAL_KINDS.has(e.reason)) this.stop(new OnlineError(e.reason, e.reason));
      else this.retry();
    };
    ws.onerror = () => {};
  }

  /** Closes for good (leaving the table's page). */
  close() {
    this.stop(null);
  }

  /** @param {OnlineError | null} error */
  stop(error) {
    this.stopped = true;
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
    const ws = this.socket;
    this.socket = null;
    if (ws) ws.close(1000);
    this.setStatus('closed');
    if (error) this.onError(error);
  }

  /** The wait before the next attempt: doubling from BACKOFF.first up to BACKOFF.max, with ±25 % jitter. */
  backoff() {
    const base = Math.min(BACKOFF.max, BACKOFF.first * 2 ** Math.min(this.attempts, 16));
    return Math.round(base * (0.75 + 0.5 * this.random()));
  }

  retry() {
    if (this.stopped) return;
    const wait = this.backoff();
    this.attempts += 1;
    this.setStatus('waiting');
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      this.connect();
    }, wait);
  }

  /** The network is gone (the browser says so): drops the connection and waits to reconnect. */
  drop() {
    const ws = this.socket;
    if (this.stopped || !ws) return;
    this.socket = null;
    ws.close(1000);
    this.retry();
  }

  /** Reconnects now (the network came back): no wait for the backoff. */
  reconnectNow() {
    if (this.stopped || this.socket) return;
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
    this.connect();
  }

  /** @param {string} s */
  setStatus(s) {
    if (s === this.status) return;
    this.status = s;
    this.onStatus(s);
  }

  /** Sends a message; returns its id, or null when not connected (nothing is queued: a move needs the current revision). */
  /**
   * @param {string} type
   * @param {object} [fields]
   * @returns {number | null}
   */
  send(type, fields = {}) {
    if (!this.socket || this.status !== 'open') return null;
    const id = this.nextId++;
    this.socket.send(JSON.stringify({ v: PROTOCOL, type, ...fields, id }));
    return id;
  }

  start() {
    return this.send('start');
  }
  /** @param {object} action the action, in the saved-game form */
  play(action) {
    return this.state ? this.send('play', { revision: this.state.revision, action }) : null;
  }
  undo() {
    return this.state ? this.send('undo', { revision: this.state.revision }) : null;
  }

  /** @param {unknown} data a message's text */
  receive(data) {
    /** @type {any} the server's message (ONLINE.md), checked by its `v` and `type` */
    let m;
    try {
      m = JSON.parse(String(data));
    } catch {
      return;
    }
    if (!m || typeof m !== 'object' || m.v !== PROTOCOL) return;
    const s = this.state;
    switch (m.type) {
      case 'state':
        this.state = m;
        this.turnStart = null;
        this.attempts = 0;
        this.setStatus('open');
        break;
      case 'played':
        if (!s || !s.game) return;
        s.game.actions.push(m.action);
        for (const d of m.draws || []) s.game.draws.push(d);
        for (const d of m.draws || []) if (s.bag && s.bag[d] > 0) s.bag[d] -= 1;
        Object.assign(s, { revision: m.revision, turn: m.turn, status: m.status, reveal: m.reveal ?? null });
        // a tile drawn: a new turn, whose undo stops here (ONLINE.md, `undo`)
        if ((m.draws || []).length) this.turnStart = s.game.actions.length;
        break;
      case 'undone':
        if (!s || !s.game) return;
        s.game.actions.pop();
        s.revision = m.revision;
        break;
      case 'presence':
        if (!s) return;
        s.seats.forEach((/** @type {{connected?: boolean}} */ seat, /** @type {number} */ i) => {
          if (typeof m.connected[i] === 'boolean') seat.connected = m.connected[i];
        });
        s.watchers = m.watchers;
        break;
      case 'thinking':
        break;
      case 'error': {
        const err = new OnlineError(m.kind, m.message, { id: m.id ?? null, refusal: m.refusal ?? null });
        if (FATAL_KINDS.has(m.kind)) this.stop(err);
        else if (m.kind === 'stale_revision') {
          // our view is old: ask again for the whole state
          this.onError(err);
          this.resync();
        } else this.onError(err);
        return;
      }
      default:
        return; // a later version's message: ignored (ONLINE.md)
    }
    this.onChange(this.state, m);
  }

  /** Asks for the whole state again: a new connection (one `hello` a connection). */
  resync() {
    const ws = this.socket;
    if (!ws) return;
    this.socket = null;
    ws.close(1000);
    this.connect();
  }
}

/** The text whose SHA-256 is the commitment (ONLINE.md, `commitment`). */
export const commitmentText = (/** @type {number} */ seed, /** @type {string} */ salt) => `carcassonne-mist/online/v1 salt=${salt} seed=${seed}`;

/**
 * The lowercase hex SHA-256 of `text` (the browser's crypto.subtle).
 * @param {string} text
 * @param {SubtleCrypto} [subtle]
 */
export async function sha256Hex(text, subtle = globalThis.crypto.subtle) {
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether the revealed seed and salt hash to the commitment.
 * @param {string} commitment
 * @param {{ seed: number, salt: string } | null} reveal
 * @param {SubtleCrypto} [subtle]
 */
export async function commitmentHolds(commitment, reveal, subtle) {
  if (!reveal || !Number.isSafeInteger(reveal.seed) || reveal.seed < 0 || !/^[0-9a-f]{32}$/.test(reveal.salt)) return false;
  return (await sha256Hex(commitmentText(reveal.seed, reveal.salt), subtle)) === commitment;
}

/**
 * The saved game to replay with the revealed seed and no draws (the page's check that the draws followed from it).
 * @param {{setup: object, draws?: unknown} & Record<string, unknown>} game the table's saved game
 * @param {{seed: number}} reveal
 */
export function revealedGame(game, reveal) {
  const { draws: _draws, ...rest } = game;
  return { ...rest, setup: { ...game.setup, seed: reveal.seed } };
}
