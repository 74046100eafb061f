// The online tables' client (www/io/online.js, docs/ONLINE.md protocol v1) against a fake
// WebSocket, fake timers and a fake fetch: hello as a seat and as a watcher, the state kept up to
// date by played / undone / presence, refusals with their id, reconnection with a backoff that
// resumes with hello and the last revision, fatal refusals that stop it, the commitment check.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import {
  OnlineClient, OnlineError, SeatKeeper, ERROR_KINDS, BACKOFF, servedByGameServer, createTable, takeSeat, tableSummary,
  apiBase, wsUrl, commitmentText, commitmentHolds, revealedGame, sha256Hex,
} from '../../www/io/online.js';

class FakeSocket {
  static all = [];
  constructor(url) {
    this.url = url;
    this.sent = [];
    this.closed = null;
    FakeSocket.all.push(this);
  }
  send(text) {
    this.sent.push(JSON.parse(text));
  }
  close(code) {
    this.closed = code;
  }
  // the server's side
  open() {
    this.onopen();
  }
  deliver(m) {
    this.onmessage({ data: JSON.stringify({ v: 1, ...m }) });
  }
  drop(code = 1006, reason = '') {
    this.onclose({ code, reason });
  }
}

function fakeTimers() {
  const pending = new Map();
  let n = 0;
  return {
    pending,
    setTimeout(f, ms) {
      pending.set(++n, { f, ms });
      return n;
    },
    clearTimeout(id) {
      pending.delete(id);
    },
    fire() {
      const [[id, t]] = pending;
      pending.delete(id);
      t.f();
      return t.ms;
    },
  };
}

const STATE = () => ({
  type: 'state', you: { role: 'seat', seat: 1 }, revision: 14, status: 'playing', turn: 1,
  sets: ['base'], variants: {},
  seats: [{ seat: 0, kind: 'human', name: 'Ann', taken: true, connected: true }, { seat: 1, kind: 'human', name: 'Bob', taken: true, connected: true }],
  game: { format: 'carcassonne-mist/game', version: 1, setup: { players: ['Ann', 'Bob'], sets: ['base'], seed: 0 }, draws: ['U', 'E'], actions: [{ type: 'place-tile', x: 0, y: -1, rotation: 0 }, { type: 'skip-meeple' }] },
  bag: { A: 2, R: 3 }, commitment: 'ab', reveal: null,
});

const SECRET = 'S'.repeat(43);
const TABLE = 'T'.repeat(22);

function seatClient(extra = {}) {
  FakeSocket.all = [];
  const timers = fakeTimers();
  const seen = { changes: [], errors: [], statuses: [] };
  const c = new OnlineClient({
    url: 'ws://127.0.0.1:1/api/v1/ws', hello: { table: TABLE, seat: 1, secret: SECRET }, WebSocket: FakeSocket, timers, random: () => 0.5,
    onChange: (s, m) => seen.changes.push(m.type), onError: (e) => seen.errors.push(e), onStatus: (s) => seen.statuses.push(s), ...extra,
  });
  c.connect();
  return { c, timers, seen, ws: () => FakeSocket.all.at(-1) };
}

test('a seat says hello with its table, seat, secret and no revision at first, and is open once the state comes', () => {
  const { c, ws, seen } = seatClient();
  ws().open();
  assert.deepEqual(ws().sent, [{ v: 1, type: 'hello', table: TABLE, seat: 1, secret: SECRET, revision: 0 }]);
  assert.equal(c.status, 'connecting');
  assert.equal(c.play({ type: 'skip-meeple' }), null, 'nothing is sent before the state');
  ws().deliver(STATE());
  assert.equal(c.status, 'open');
  assert.deepEqual(seen.statuses, ['connecting', 'open']);
  assert.equal(c.state.revision, 14);
});

test('a watcher says hello with its watch id only', () => {
  FakeSocket.all = [];
  const c = new OnlineClient({ url: 'ws://x/api/v1/ws', hello: { watch: TABLE }, WebSocket: FakeSocket, timers: fakeTimers() });
  c.connect();
  FakeSocket.all[0].open();
  assert.deepEqual(FakeSocket.all[0].sent, [{ v: 1, type: 'hello', watch: TABLE, revision: 0 }]);
});

test('play and undo carry the current revision and an id; played, undone and presence keep the state up to date', () => {
  const { c, ws, seen } = seatClient();
  ws().open();
  ws().deliver(STATE());
  const id = c.play({ type: 'place-tile', x: 1, y: 0, rotation: 90 });
  assert.deepEqual(ws().sent.at(-1), { v: 1, type: 'play', revision: 14, action: { type: 'place-tile', x: 1, y: 0, rotation: 90 }, id });
  ws().deliver({ type: 'played', revision: 15, seat: 1, action: { type: 'place-tile', x: 1, y: 0, rotation: 90 }, draws: [], turn: 1, status: 'playing', reveal: null });
  assert.equal(c.state.game.actions.length, 3);
  const u = c.undo();
  assert.notEqual(u, id, 'each message its own id');
  assert.deepEqual(ws().sent.at(-1), { v: 1, type: 'undo', revision: 15, id: u });
  ws().deliver({ type: 'undone', revision: 16, seat: 1 });
  assert.equal(c.state.game.actions.length, 2);
  assert.equal(c.state.revision, 16);
  ws().deliver({ type: 'played', revision: 17, seat: 1, action: { type: 'skip-meeple' }, draws: ['R'], turn: 0, status: 'playing', reveal: null });
  assert.deepEqual(c.state.game.draws, ['U', 'E', 'R']);
  assert.equal(c.state.bag.R, 2, 'a drawn tile leaves the bag');
  assert.equal(c.state.turn, 0);
  ws().deliver({ type: 'presence', connected: [false, true], watchers: 2 });
  assert.deepEqual(c.state.seats.map((s) => s.connected), [false, true]);
  assert.equal(c.state.watchers, 2);
  ws().deliver({ type: 'a-later-message', x: 1 });
  assert.deepEqual(seen.changes, ['state', 'played', 'undone', 'played', 'presence'], 'an unknown message type changes nothing');
});

test('a refusal reaches onError with its kind, id and the engine\'s refusal; nothing changes', () => {
  const { c, ws, seen } = seatClient();
  ws().open();
  ws().deliver(STATE());
  const id = c.play({ type: 'place-tile', x: 5, y: 5, rotation: 0 });
  const refusal = { kind: 'placement', data: { problem: { kind: 'side-mismatch' } } };
  ws().deliver({ type: 'error', kind: 'illegal_action', id, message: 'no', refusal });
  assert.equal(seen.errors.length, 1);
  assert.ok(seen.errors[0] instanceof OnlineError);
  assert.equal(seen.errors[0].kind, 'illegal_action');
  assert.equal(seen.errors[0].id, id);
  assert.deepEqual(seen.errors[0].refusal, refusal);
  assert.equal(c.state.game.actions.length, 2);
  assert.equal(c.status, 'open');
});

test('a stale revision asks for the whole state again on a new connection', () => {
  const { c, ws, seen } = seatClient();
  ws().open();
  ws().deliver(STATE());
  const first = ws();
  c.play({ type: 'skip-meeple' });
  first.deliver({ type: 'error', kind: 'stale_revision', id: 1, message: 'stale' });
  assert.equal(seen.errors[0].kind, 'stale_revision');
  assert.equal(first.closed, 1000);
  assert.notEqual(ws(), first);
  ws().open();
  assert.equal(ws().sent[0].type, 'hello');
  assert.equal(ws().sent[0].revision, 14, 'the hello names the last revision seen');
});

test('a lost connection reconnects with a doubling backoff, then resumes with hello and the last revision', () => {
  const { c, ws, timers, seen } = seatClient();
  ws().open();
  ws().deliver(STATE());
  ws().drop();
  assert.equal(c.status, 'waiting');
  assert.equal(timers.fire(), BACKOFF.first);
  ws().drop(); // the server is still away
  assert.equal(timers.fire(), BACKOFF.first * 2);
  ws().drop();
  assert.equal(timers.fire(), BACKOFF.first * 4);
  ws().open();
  assert.deepEqual(ws().sent[0], { v: 1, type: 'hello', table: TABLE, seat: 1, secret: SECRET, revision: 14 });
  const later = STATE();
  later.revision = 20;
  ws().deliver(later);
  assert.equal(c.state.revision, 20);
  assert.equal(c.status, 'open');
  ws().drop();
  assert.equal(timers.fire(), BACKOFF.first, 'a connection that got its state starts the backoff again');
  for (let i = 0; i < 30; i++) {
    ws().drop();
    assert.ok(timers.fire() <= BACKOFF.max);
  }
  assert.ok(seen.statuses.includes('waiting'));
});

test('reconnectNow skips the wait; close stops for good', () => {
  const { c, ws, timers } = seatClient();
  ws().open();
  ws().deliver(STATE());
  ws().drop();
  const before = FakeSocket.all.length;
  c.reconnectNow();
  assert.equal(FakeSocket.all.length, before + 1);
  assert.equal(timers.pending.size, 0);
  c.close();
  assert.equal(c.status, 'closed');
  ws().drop();
  assert.equal(timers.pending.size, 0, 'no reconnection after close');
});

test('a wrong secret or an unknown table stops the reconnecting and says why', () => {
  for (const kind of ['bad_secret', 'unknown_table']) {
    const { c, ws, timers, seen } = seatClient();
    ws().open();
    ws().deliver({ type: 'error', kind, message: kind });
    ws().drop(1008, kind);
    assert.equal(c.status, 'closed');
    assert.equal(timers.pending.size, 0);
    assert.deepEqual(seen.errors.map((e) => e.kind), [kind]);
  }
  const { c, ws, timers } = seatClient();
  ws().open();
  ws().drop(1008, 'slow_client');
  assert.equal(c.status, 'waiting', 'a slow client comes back');
  assert.equal(timers.pending.size, 1);
  c.close();
});

const json = (status, body) => ({ status, ok: status < 400, json: async () => body });

test('the game server is told from a static host by its Server-Timing mark, with no request', () => {
  const base = apiBase('http://127.0.0.1:8000/www/index.html?table=x');
  assert.equal(base, 'http://127.0.0.1:8000/api/v1/');
  assert.equal(wsUrl(base), 'ws://127.0.0.1:8000/api/v1/ws');
  assert.equal(wsUrl('https://example.org/api/v1/'), 'wss://example.org/api/v1/ws');
  assert.equal(servedByGameServer([{ serverTiming: [{ name: 'carcassonne-online', description: '1' }] }]), true);
  assert.equal(servedByGameServer([{ serverTiming: [{ name: 'carcassonne-online', description: '2' }] }]), false, 'another protocol version');
  assert.equal(servedByGameServer([{ serverTiming: [{ name: 'cache', description: 'hit' }] }]), false);
  assert.equal(servedByGameServer([{ serverTiming: [] }]), false);
  assert.equal(servedByGameServer([]), false);
  assert.equal(servedByGameServer(undefined), false);
});

test('create, read and take a seat over HTTP; a refusal is an OnlineError of its kind', async () => {
  const calls = [];
  const fetch = async (url, init = {}) => {
    calls.push([url, init.method || 'GET', init.body && JSON.parse(init.body)]);
    if (url.endsWith('/seats')) return json(409, { v: 1, error: { kind: 'seat_taken', message: 'taken' } });
    if (init.method === 'POST') return json(201, { v: 1, table: TABLE, watch: 'W'.repeat(22), seat: 0, secret: SECRET });
    return json(200, { v: 1, status: 'open', seats: [] });
  };
  const base = 'http://h/api/v1/';
  const made = await createTable({ sets: ['base'], seats: [{ kind: 'human', name: 'Ann' }, { kind: 'human' }] }, { base, fetch });
  assert.equal(made.secret, SECRET);
  assert.deepEqual(calls[0], ['http://h/api/v1/tables', 'POST', { v: 1, sets: ['base'], seats: [{ kind: 'human', name: 'Ann' }, { kind: 'human' }] }]);
  assert.equal((await tableSummary({ watch: 'W'.repeat(22) }, { base, fetch })).status, 'open');
  assert.equal(calls[1][0], `http://h/api/v1/watch/${'W'.repeat(22)}`);
  await assert.rejects(takeSeat(TABLE, { seat: 1, name: 'Bob' }, { base, fetch }), (e) => e instanceof OnlineError && e.kind === 'seat_taken' && e.status === 409);
  assert.deepEqual(calls[2][2], { v: 1, seat: 1, name: 'Bob' });
});

test('the seat secrets are kept by invitation in storage, and a damaged record is no seat', () => {
  const mem = new Map();
  const storage = { getItem: (k) => mem.get(k) ?? null, setItem: (k, v) => mem.set(k, v) };
  const keeper = new SeatKeeper(storage);
  assert.equal(keeper.get(TABLE), null);
  keeper.keep(TABLE, { seat: 1, secret: SECRET, watch: 'W'.repeat(22) });
  assert.deepEqual(keeper.get(TABLE), { seat: 1, secret: SECRET, watch: 'W'.repeat(22) });
  keeper.keep('other', { seat: 2, secret: 'short' });
  assert.equal(keeper.get('other'), null);
  mem.set('carcassonne-mist/online-seats', '{not json');
  assert.equal(keeper.get(TABLE), null);
});

test('the commitment holds for the revealed seed and salt, and for no other', async () => {
  const salt = '00112233445566778899aabbccddeeff';
  const text = commitmentText(123456789, salt);
  assert.equal(text, 'carcassonne-mist/online/v1 salt=00112233445566778899aabbccddeeff seed=123456789');
  const commitment = createHash('sha256').update(text).digest('hex');
  assert.equal(await sha256Hex(text), commitment);
  assert.equal(await commitmentHolds(commitment, { seed: 123456789, salt }), true);
  assert.equal(await commitmentHolds(commitment, { seed: 123456788, salt }), false);
  assert.equal(await commitmentHolds(commitment, { seed: 123456789, salt: salt.replace('0', '1') }), false);
  assert.equal(await commitmentHolds(commitment, null), false);
  const game = STATE().game;
  const replay = revealedGame(game, { seed: 7, salt });
  assert.equal(replay.setup.seed, 7);
  assert.equal('draws' in replay, false);
  assert.deepEqual(replay.actions, game.actions);
});

test('every error kind is a distinct snake_case id', () => {
  assert.equal(new Set(ERROR_KINDS).size, ERROR_KINDS.length);
  for (const k of ERROR_KINDS) assert.match(k, /^[a-z]+(_[a-z]+)*$/);
  assert.ok(ERROR_KINDS.length >= 28);
});

test('every error kind of ONLINE.md is worded in page.ftl, in all five languages', async () => {
  const { readFileSync } = await import('node:fs');
  const onlineMd = readFileSync(new URL('../../docs/ONLINE.md', import.meta.url), 'utf8');
  const documented = [...onlineMd.matchAll(/^\| `([a-z_]+)` \|/gm)].map((m) => m[1]);
  assert.deepEqual([...documented].sort(), [...ERROR_KINDS].sort(), 'the client knows exactly the documented kinds');
  for (const lang of ['en', 'fr', 'de', 'nl', 'cs']) {
    const ftl = readFileSync(new URL(`../../www/locales/${lang}/page.ftl`, import.meta.url), 'utf8');
    const missing = [...ERROR_KINDS, 'other', 'no_server'].filter((k) => !new RegExp(`^online-error-${k} = `, 'm').test(ftl));
    assert.deepEqual(missing, [], lang);
  }
});

test('drop (the browser went offline) closes the connection and waits to reconnect', () => {
  const { c, ws, timers } = seatClient();
  ws().open();
  ws().deliver(STATE());
  const first = ws();
  c.drop();
  assert.equal(first.closed, 1000);
  assert.equal(c.status, 'waiting');
  assert.equal(timers.pending.size, 1);
  first.drop(); // its close event comes later: no second attempt
  assert.equal(timers.pending.size, 1);
  c.close();
});

test('the turn\'s start is known once a tile is drawn (undo goes no further back), and unknown again after a state', () => {
  const { c, ws } = seatClient();
  ws().open();
  ws().deliver(STATE());
  assert.equal(c.turnStart, null, 'not known from a state');
  ws().deliver({ type: 'played', revision: 15, seat: 1, action: { type: 'place-tile', x: 1, y: 0, rotation: 90 }, draws: [], turn: 1, status: 'playing', reveal: null });
  assert.equal(c.turnStart, null, 'no tile drawn: the same turn');
  ws().deliver({ type: 'played', revision: 16, seat: 1, action: { type: 'skip-meeple' }, draws: ['R'], turn: 0, status: 'playing', reveal: null });
  assert.equal(c.turnStart, c.state.game.actions.length, 'a tile drawn: the next turn starts here');
  ws().deliver(STATE());
  assert.equal(c.turnStart, null);
});
