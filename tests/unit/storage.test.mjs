// The storage of games (www/io/storage.js), without a browser: one key per game, newest first,
// the cap (the oldest finished games go first; an unfinished one never, with a note), games
// received by link kept apart and making room among themselves, a full storage, two tabs
// writing the same game, the old autosave slot, and link matching.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  GameStore, MemoryStorage, PREFIX, OLD_KEY, MAX_RECEIVED, findContinued,
} from '../../www/io/storage.js';

const setup = (seed) => ({ players: [{ name: 'Ann' }, { name: 'Bob' }], sets: ['base'], seed });
const place = (x) => ({ type: 'place-tile', x, y: 0, rotation: 0 });
const entry = (seed, { finished = false, actions = [] } = {}) => ({
  finished,
  summary: { players: [{ name: `P${seed}` }], sets: ['base'], placed: 1, total: 72 },
  game: { format: 'carcassonne-mist/game', version: 1, setup: setup(seed), actions },
  redo: [],
});

function clock(start = 1000) {
  let t = start;
  return () => (t += 10);
}

/** A storage that throws like a full localStorage once it holds more than `limit` characters. */
class SmallStorage extends MemoryStorage {
  constructor(limit) {
    super();
    this.limit = limit;
  }

  setItem(k, v) {
    let size = 0;
    for (const [key, val] of this.items) if (key !== k) size += val.length;
    if (size + String(v).length > this.limit) {
      const e = new Error('The quota has been exceeded.');
      e.name = 'QuotaExceededError';
      throw e;
    }
    super.setItem(k, v);
  }
}

test('every game has its own key; the list is newest first; get and remove', () => {
  const s = new MemoryStorage();
  const store = new GameStore(s, { now: clock() });
  const a = store.put(entry(1)).entry;
  const b = store.put(entry(2)).entry;
  assert.notEqual(a.id, b.id);
  assert.equal(s.getItem(PREFIX + a.id) !== null && s.getItem(PREFIX + b.id) !== null, true);
  assert.deepEqual(store.list().map((e) => e.game.setup.seed), [2, 1]);
  // playing on in game 1 makes it the newest
  store.put({ ...a, game: { ...a.game, actions: [place(1)] } }, { baseRev: a.rev });
  assert.deepEqual(store.list().map((e) => e.game.setup.seed), [1, 2]);
  assert.equal(store.get(a.id).game.actions.length, 1);
  store.remove(b.id);
  assert.deepEqual(store.list().map((e) => e.id), [a.id]);
});

test('a broken entry is skipped, not fatal', () => {
  const s = new MemoryStorage();
  s.setItem(`${PREFIX}x`, '{not json');
  const store = new GameStore(s, { now: clock() });
  store.put(entry(1));
  assert.equal(store.list().length, 1);
});

test('the cap drops the oldest finished game first, even when an unfinished one is older', () => {
  const store = new GameStore(new MemoryStorage(), { now: clock(), max: 3 });
  const old = store.put(entry(1)).entry; // unfinished, oldest
  const done = store.put(entry(2, { finished: true })).entry;
  store.put(entry(3));
  const res = store.put(entry(4));
  assert.deepEqual(res.dropped.map((e) => e.id), [done.id]);
  assert.deepEqual(res.words.map((w) => [w.id, w.game && w.game.id]), [['page-storage-dropped-finished', done.id]], 'the oldest finished game is said to be removed');
  const ids = store.list().map((e) => e.id);
  assert.equal(ids.length, 3);
  assert.ok(ids.includes(old.id), 'the unfinished game is kept');
});

test('with only unfinished games the cap drops none of them and says so (the player chooses)', () => {
  const store = new GameStore(new MemoryStorage(), { now: clock(), max: 2 });
  const old = store.put(entry(1)).entry;
  store.put(entry(2));
  const res = store.put(entry(3));
  assert.deepEqual(res.dropped, []);
  assert.ok(res.entry, 'the new game is kept too');
  assert.deepEqual(res.words.map((w) => [w.id, w.args]), [['page-storage-many-unfinished', { count: 2, max: 2 }]]);
  assert.ok(store.get(old.id), 'the oldest unfinished game is still there');
  // writing a game again (same id) drops nothing
  const again = store.put(res.entry, { baseRev: res.entry.rev });
  assert.deepEqual(again.dropped, []);
  assert.equal(store.list().length, 3);
});

test('games received by link never push out the player\'s games: they make room among themselves', () => {
  const store = new GameStore(new MemoryStorage(), { now: clock(), max: 3 });
  const own = [store.put(entry(1)).entry, store.put(entry(2)).entry, store.put(entry(3)).entry];
  const received = [];
  for (let i = 0; i < 3 * MAX_RECEIVED; i++) {
    const res = store.put({ ...entry(100 + i), received: true });
    assert.ok(res.entry, `received game ${i} kept`);
    received.push(res.entry);
    assert.ok(res.dropped.every((d) => d.received), 'only received games are dropped');
  }
  const ids = store.list().map((e) => e.id);
  for (const g of own) assert.ok(ids.includes(g.id), 'every game of the player is kept');
  assert.equal(ids.length, own.length + MAX_RECEIVED);
  assert.deepEqual(store.list().filter((e) => e.received).map((e) => e.id).sort(), received.slice(-MAX_RECEIVED).map((e) => e.id).sort(), 'the newest received games are kept');
  // a received game the player moves in becomes theirs: written without `received`
  const mine = store.put({ ...received.at(-1), received: false }, { baseRev: received.at(-1).rev });
  assert.equal(mine.entry.received, undefined);
  assert.equal(store.list().filter((e) => !e.received).length, own.length + 1);
});


test('a full storage drops finished games to make room, and otherwise loses nothing and says so', () => {
  // the length of one record as kept (with its format, version and fingerprint)
  const one = JSON.stringify({ ...entry(1), id: 'xxxxxxxx-xxxxxx', format: 'carcassonne-mist/kept-game', version: 1, fingerprint: '0123456789abcdef', rev: 1, created: 1, updated: 1 }).length;
  const s = new SmallStorage(one * 2 + 40);
  const store = new GameStore(s, { now: clock() });
  const a = store.put(entry(1, { finished: true })).entry;
  const b = store.put(entry(2)).entry;
  const c = store.put(entry(3));
  assert.equal(c.error, null);
  assert.deepEqual(c.dropped.map((e) => e.id), [a.id]);
  const d = store.put(entry(4));
  assert.equal(d.entry, null);
  assert.equal(d.error, 'full');
  assert.equal(d.errorWords.id, 'page-storage-full');
  assert.deepEqual(store.list().map((e) => e.id).sort(), [b.id, c.entry.id].sort());
});

test('two tabs writing the same game keep both lines', () => {
  const s = new MemoryStorage();
  const tab1 = new GameStore(s, { now: clock() });
  const tab2 = new GameStore(s, { now: clock(5000) });
  const first = tab1.put(entry(1)).entry;
  // both tabs opened the game at rev `first.rev`; tab 2 writes first
  const two = tab2.put({ ...first, game: { ...first.game, actions: [place(1)] } }, { baseRev: first.rev });
  assert.equal(two.forked, false);
  const one = tab1.put({ ...first, game: { ...first.game, actions: [place(-1)] } }, { baseRev: first.rev });
  assert.equal(one.forked, true);
  assert.notEqual(one.entry.id, first.id);
  assert.deepEqual(one.words.map((w) => w.id), ['page-storage-forked']);
  const xs = tab1.list().map((e) => e.game.actions[0].x).sort();
  assert.deepEqual(xs, [-1, 1]);
});

test('the old autosave slot moves into the list once', () => {
  const s = new MemoryStorage();
  const old = JSON.stringify(entry(9).game);
  s.setItem(OLD_KEY, old);
  const store = new GameStore(s, { now: clock() });
  const res = store.migrate((json) => ({ game: JSON.parse(json), finished: false, summary: { players: [], placed: 0, total: 72 } }));
  assert.ok(res.entry);
  assert.equal(s.getItem(OLD_KEY), null);
  assert.equal(store.list().length, 1);
  assert.equal(store.list()[0].game.setup.seed, 9);
  assert.equal(store.migrate(() => { throw new Error('never called'); }), null);
  // a slot the engine cannot read stays where it is
  s.setItem(OLD_KEY, '{"broken"');
  assert.equal(store.migrate(() => { throw new Error('bad'); }), null);
  assert.equal(s.getItem(OLD_KEY), '{"broken"');
  assert.equal(store.list().length, 1);
});

test('a link continues a kept game only with the same setup and moves that extend it', () => {
  const store = new GameStore(new MemoryStorage(), { now: clock() });
  const mine = store.put(entry(1, { actions: [place(1)] })).entry;
  store.put(entry(2, { actions: [place(1)] }));
  const g = (seed, actions) => ({ ...entry(seed).game, actions });
  // setup keys in another order are the same setup
  const reordered = { ...g(1, [place(1), place(2)]), setup: { seed: 1, sets: ['base'], players: setup(1).players } };
  assert.equal(findContinued(store.list(), reordered).id, mine.id);
  assert.equal(findContinued(store.list(), g(1, [place(1)])).id, mine.id);
  assert.equal(findContinued(store.list(), g(1, [place(3), place(2)])), null, 'other moves');
  assert.equal(findContinued(store.list(), g(1, [])), null, 'fewer moves than mine');
  assert.equal(findContinued(store.list(), g(7, [place(1)])), null, 'another setup');
});

test('a kept game with moves to redo is continued only by those moves and more: its redo list is never dropped', () => {
  const store = new GameStore(new MemoryStorage(), { now: clock() });
  const mine = store.put({ ...entry(1, { actions: [place(1)] }), redo: [place(2), place(3)] }).entry;
  const g = (actions) => ({ ...entry(1).game, actions });
  assert.equal(findContinued(store.list(), g([place(1)])).id, mine.id, 'the very game');
  assert.equal(findContinued(store.list(), g([place(1), place(2), place(3), place(4)])).id, mine.id, 'the moves taken back and one more');
  assert.equal(findContinued(store.list(), g([place(1), place(2), place(3)])).id, mine.id, 'the moves taken back');
  assert.equal(findContinued(store.list(), g([place(1), place(5), place(6), place(7)])), null, 'another line: kept beside');
  assert.equal(findContinued(store.list(), g([place(1), place(2)])), null, 'part of them: the rest would be lost');
});

test('a damaged record is set aside: the others are listed, it is named with its problem, and never dropped to make room', () => {
  const s = new MemoryStorage();
  const store = new GameStore(s, { now: clock(), max: 2 });
  const a = store.put(entry(1)).entry;
  s.setItem(`${PREFIX}broken`, JSON.stringify({ ...a, id: 'broken', updated: 'now' }));
  s.setItem(`${PREFIX}moved`, JSON.stringify({ ...a }));
  assert.deepEqual(store.list().map((e) => e.id), [a.id]);
  assert.deepEqual(store.damaged().map((d) => [d.id, d.problem]).sort(), [['broken', '"updated" is not a time'], ['moved', 'its id is not its key']]);
  assert.equal(store.get('broken'), null);
  const b = store.put(entry(2)).entry;
  assert.ok(b);
  assert.deepEqual(store.damaged().map((d) => d.id).sort(), ['broken', 'moved'], 'damaged records are kept as they are');
  assert.equal(a.format, 'carcassonne-mist/kept-game');
});

test('a full storage: a received game makes room only among the received ones, else it is not kept, and says so', () => {
  const one = JSON.stringify({ ...entry(1), id: 'xxxxxxxx-xxxxxx', format: 'carcassonne-mist/kept-game', version: 1, fingerprint: '0123456789abcdef', rev: 1, created: 1, updated: 1 }).length;
  const s = new SmallStorage(one * 2 + 40);
  const store = new GameStore(s, { now: clock() });
  const a = store.put(entry(1, { finished: true })).entry;
  const b = store.put(entry(2)).entry;
  const r = store.put({ ...entry(3), received: true });
  assert.equal(r.entry, null, 'the received game is not kept');
  assert.deepEqual(r.dropped, [], 'nothing of the player\'s is dropped for it');
  assert.equal(r.errorWords.id, 'page-storage-full-received');
  assert.equal(r.error, 'full');
  assert.deepEqual(store.list().map((e) => e.id).sort(), [a.id, b.id].sort());
});

test('a damaged record is never written over: put and restore keep the game beside it, under a new id', async () => {
  const s = new MemoryStorage();
  const store = new GameStore(s, { now: clock() });
  const damaged = JSON.stringify({ ...entry(5), id: 'victim', updated: 1, seats: [{ controller: 'computer', level: 'grandmaster' }], note: 'PRECIOUS' });
  s.setItem(`${PREFIX}victim`, damaged);
  const res = store.put({ ...entry(6), id: 'victim' });
  assert.ok(res.entry && res.entry.id !== 'victim');
  assert.equal(s.getItem(`${PREFIX}victim`), damaged);
  const backup = JSON.stringify({ format: 'carcassonne-mist/backup', version: 1, games: [{ ...entry(7), id: 'victim', updated: 1 }] });
  const restored = await store.restore(backup, () => true);
  assert.equal(restored.added, 1);
  assert.equal(s.getItem(`${PREFIX}victim`), damaged, 'the set-aside record is as it was');
  assert.ok(store.list().some((e) => e.game.setup.seed === 7 && e.id !== 'victim'));
  assert.deepEqual(store.damaged().map((d) => d.id), ['victim']);
});

test('restoring a backup drops none of the player\'s games: what does not fit is not added, and counted', async () => {
  const a = new GameStore(new MemoryStorage(), { now: clock() });
  for (let i = 0; i < 4; i++) a.put(entry(10 + i, { finished: true }));
  const text = JSON.stringify(a.backup());
  // the cap: the player keeps 3 games (finished) and may keep 4
  const b = new GameStore(new MemoryStorage(), { now: clock(9000), max: 4 });
  const mine = [1, 2, 3].map((i) => b.put(entry(i, { finished: true })).entry.id);
  const capped = await b.restore(text, () => true);
  assert.deepEqual([capped.added, capped.noRoom, capped.refused.length], [1, 3, 0]);
  for (const id of mine) assert.ok(b.get(id), 'the player\'s game is kept');
  // a full storage: nothing dropped, the games that do not fit counted
  const one = JSON.stringify({ ...entry(1), id: 'xxxxxxxx-xxxxxx', format: 'carcassonne-mist/kept-game', version: 1, fingerprint: '0123456789abcdef', rev: 1, created: 1, updated: 1 }).length;
  const c = new GameStore(new SmallStorage(one * 2 + 40), { now: clock() });
  const kept = [c.put(entry(1, { finished: true })).entry.id, c.put(entry(2, { finished: true })).entry.id];
  const full = await c.restore(text, () => true);
  assert.deepEqual([full.added, full.noRoom, full.refused.length], [0, 4, 0]);
  assert.deepEqual(c.list().map((e) => e.id).sort(), kept.sort());
});

test('a damaged record is read once, not again at every look while it stays the same', () => {
  const s = new MemoryStorage();
  const store = new GameStore(s, { now: clock() });
  store.put(entry(1));
  s.setItem(`${PREFIX}huge`, `{"id":"huge",${'"x":1,'.repeat(1000)}`);
  const parse = JSON.parse;
  let parsed = 0;
  JSON.parse = (text, ...rest) => {
    if (typeof text === 'string' && text.startsWith('{"id":"huge"')) parsed += 1;
    return parse(text, ...rest);
  };
  try {
    for (let i = 0; i < 5; i++) {
      assert.equal(store.damaged().length, 1);
      store.list();
    }
    assert.equal(parsed, 1);
    s.setItem(`${PREFIX}huge`, `{"id":"huge",${'"x":1,'.repeat(999)}`);
    assert.equal(store.damaged().length, 1);
    assert.equal(parsed, 2, 'a changed record is read again');
  } finally {
    JSON.parse = parse;
  }
});

test('a backup restores into another browser\'s games, merging: nothing overwritten, the same game once, bad records refused', async () => {
  const { BACKUP_FORMAT } = await import('../../www/io/storage.js');
  const a = new GameStore(new MemoryStorage(), { now: clock() });
  const g1 = a.put(entry(1)).entry;
  const g2 = a.put(entry(2, { actions: [place(1)] })).entry;
  const text = JSON.stringify(a.backup());
  assert.equal(JSON.parse(text).format, BACKUP_FORMAT);
  const b = new GameStore(new MemoryStorage(), { now: clock(9000) });
  const own = b.put(entry(7)).entry;
  // a game of b's under g2's id but other moves: kept, and g2 comes in beside it
  b.storage.setItem(`${PREFIX}${g2.id}`, JSON.stringify({ ...own, id: g2.id, game: { ...own.game, actions: [place(-1)] } }));
  const ok = () => true;
  const res = await b.restore(text, ok);
  assert.equal(res.error, null);
  assert.equal(res.added, 2);
  assert.equal(b.get(g2.id).game.actions[0].x, -1, 'the game kept under that id is not overwritten');
  assert.ok(b.list().some((e) => e.id !== g2.id && e.game.actions.length === 1 && e.game.actions[0].x === 1), 'the backup\'s game is added under a new id');
  assert.ok(b.get(own.id) && b.get(g1.id));
  // restoring again adds nothing
  const again = await b.restore(text, ok);
  assert.equal(again.added, 0, 'restoring the same backup again adds nothing');
  assert.equal(again.same, 2);
  assert.equal((await b.restore(JSON.stringify(b.backup()), ok)).added, 0, 'a backup of the same browser adds nothing');
  // hostile files: words, nothing added
  const before = b.list().length;
  for (const [bad, error, words] of [['{', 'not-backup', { id: 'page-backup-not-backup' }], ['[]', 'not-backup', { id: 'page-backup-not-backup' }],
    [JSON.stringify({ format: BACKUP_FORMAT, version: 2, games: [] }), 'newer', { id: 'page-backup-newer', args: { version: 2, max: 1 } }],
    [JSON.stringify({ format: BACKUP_FORMAT, version: 1, games: new Array(1001).fill(0) }), 'too-many', { id: 'page-backup-too-many', args: { count: 1001, max: 1000 } }],
    ['x'.repeat(16 * 2 ** 20 + 1), 'too-large', { id: 'page-backup-too-large', args: { mib: 16 } }]]) {
    const res = await b.restore(bad, ok);
    assert.equal(res.error, error);
    assert.deepEqual(res.errorWords, words);
  }
  const mixed = await b.restore(JSON.stringify({ format: BACKUP_FORMAT, version: 1, games: [{ id: 5 }, { ...entry(3), id: 'zz-1', updated: 1 }, { ...entry(4), id: 'zz-2', updated: 1 }] }), (g) => {
    if (g.setup.seed === 4) throw new Error('the engine refuses it');
  });
  assert.deepEqual(mixed.refused.map((r) => r.index), [0, 2]);
  assert.match(mixed.refused[1].problem, /engine refuses/);
  assert.equal(mixed.added, 1);
  assert.equal(b.list().length, before + 1);
});

test('holding finds the kept entry of the very same game and redo moves, field order aside', () => {
  const store = new GameStore(new MemoryStorage(), { now: clock() });
  const a = store.put(entry(1)).entry;
  const reordered = Object.fromEntries(Object.entries(a.game).reverse());
  assert.equal(store.holding(reordered, []).id, a.id);
  assert.equal(store.holding({ ...a.game, actions: [place(1)] }, []), null, 'other moves: another game');
  assert.equal(store.holding(a.game, [place(1)]), null, 'other redo moves: another entry');
});

test('restore reads `finished` from the engine, never from the file: an unfinished game marked finished is never dropped as finished', async () => {
  const a = new GameStore(new MemoryStorage(), { now: clock() });
  const liar = a.put(entry(40, { finished: true })).entry;
  const text = JSON.stringify(a.backup());
  const b = new GameStore(new MemoryStorage(), { now: clock(9000), max: 2 });
  const res = await b.restore(text, () => ({ finished: false }));
  assert.equal(res.added, 1);
  const restored = b.list().find((e) => e.game.setup.seed === 40);
  assert.equal(restored.finished, false, 'the engine says the game goes on');
  // the cap: a new game of the player's finds no finished game to push out
  b.put(entry(41));
  const third = b.put(entry(42));
  assert.ok(b.list().some((e) => e.id === restored.id), 'the restored game is kept');
  assert.deepEqual(third.dropped, []);
  void liar;
});

test('a record nested 4,000 deep is set aside in storage and refused in a backup; canonical has no depth to overflow', async () => {
  const { canonical, MAX_RECORD_DEPTH } = await import('../../www/io/session.js');
  let deep = [];
  for (let i = 0; i < 4000; i++) deep = [deep];
  assert.equal(canonical(deep).length, 8002, 'no stack overflow, the same text as JSON');
  assert.equal(canonical({ b: [1, { d: null, c: 'x' }], a: true }), '{"a":true,"b":[1,{"c":"x","d":null}]}');
  assert.ok(MAX_RECORD_DEPTH >= 128);
  const s = new MemoryStorage();
  const store = new GameStore(s, { now: clock() });
  const good = store.put(entry(50)).entry;
  s.setItem(`${PREFIX}deep`, JSON.stringify({ ...entry(51), id: 'deep', updated: 1, game: { ...entry(51).game, actions: [deep] } }));
  assert.deepEqual(store.list().map((e) => e.id), [good.id]);
  assert.deepEqual(store.damaged().map((d) => [d.id, d.problem]), [['deep', 'nested too deep']]);
  const backup = JSON.stringify({ format: 'carcassonne-mist/backup', version: 1, games: [{ ...entry(52), id: 'deep2', updated: 1, redo: [deep] }, { ...entry(53), id: 'fine', updated: 1 }] });
  const res = await store.restore(backup, () => ({ finished: false }));
  assert.deepEqual([res.added, res.refused.map((r) => r.problem)], [1, ['nested too deep']]);
  assert.ok(store.holding(entry(53).game, []), 'the other game comes in');
});

test('restore works in slices that yield, says how far it is, and stops reading at the cap', async () => {
  const a = new GameStore(new MemoryStorage(), { now: clock() });
  for (let i = 0; i < 30; i++) a.put(entry(100 + i));
  const text = JSON.stringify(a.backup());
  const b = new GameStore(new MemoryStorage(), { now: clock(9000), max: 10 });
  let pauses = 0;
  let checked = 0;
  const seen = [];
  const res = await b.restore(text, () => {
    checked += 1;
    return { finished: false };
  }, { sliceMs: 0, pause: async () => { pauses += 1; }, progress: (done, total) => seen.push([done, total]) });
  assert.deepEqual([res.added, res.noRoom], [10, 20]);
  assert.equal(checked, 10, 'the games past the cap are counted, not read');
  assert.ok(pauses >= 10, `${pauses} pauses`);
  assert.deepEqual(seen.at(-1), [30, 30]);
  assert.ok(seen.every(([d], i) => i === 0 || d >= seen[i - 1][0]), 'progress only goes forward');
});

test('a record that makes the store throw is refused alone; the rest of the backup comes in', async () => {
  const b = new GameStore(new MemoryStorage(), { now: clock() });
  const backup = JSON.stringify({ format: 'carcassonne-mist/backup', version: 1, games: [{ ...entry(60), id: 'a', updated: 1 }, { ...entry(61), id: 'b', updated: 1 }] });
  const res = await b.restore(backup, (g) => {
    if (g.setup.seed === 60) throw new RangeError('Maximum call stack size exceeded');
    return { finished: false };
  });
  assert.deepEqual([res.added, res.refused.length], [1, 1]);
});

test('the same rev written by two tabs at once is two lines: the next write of the tab whose write went under is kept beside', () => {
  const s = new MemoryStorage();
  const a = new GameStore(s, { now: clock() });
  const first = a.put(entry(70), { writer: 'tab-a' }).entry;
  // both tabs read rev 1, both write rev 2: the later write (tab B's) is the one kept
  const mineA = a.put({ ...entry(70, { actions: [place(1)] }), id: first.id }, { baseRev: 1, baseWriter: 'tab-a', writer: 'tab-a' }).entry;
  const b = new GameStore(s, { now: clock(5000) });
  s.setItem(`${PREFIX}${first.id}`, JSON.stringify({ ...mineA, game: { ...mineA.game, actions: [place(2)] }, writer: 'tab-b' }));
  assert.equal(b.get(first.id).rev, mineA.rev, 'the same rev');
  // tab A writes on from its rev 2: another writer's rev 2 is there, so A's line goes beside it
  const next = a.put({ ...entry(70, { actions: [place(1), place(3)] }), id: first.id }, { baseRev: mineA.rev, baseWriter: 'tab-a', writer: 'tab-a' });
  assert.equal(next.forked, true);
  assert.notEqual(next.entry.id, first.id);
  assert.equal(b.get(first.id).game.actions[0].x, 2, 'tab B\'s line stays as it is');
  assert.equal(next.entry.writer, 'tab-a');
});

/**
 * IndexedDB's heads as io/heads.js keeps them (one transaction: read one head, write some), in
 * memory, and a Web Lock that lets one holder in at a time, counting its entries.
 */
function sharedHeads() {
  const heads = new Map();
  return {
    heads,
    api: {
      async update(id, write) {
        const { put = [], del = [] } = write(id === undefined ? null : heads.get(id) || null);
        for (const [k, h] of put) heads.set(k, { ...h });
        for (const k of del) heads.delete(k);
      },
    },
  };
}
function oneLock() {
  let tail = Promise.resolve();
  const lock = { held: 0, entered: 0 };
  lock.request = (name, run) => {
    const turn = tail.then(async () => {
      assert.equal(lock.held, 0, 'one holder at a time');
      lock.held += 1;
      lock.entered += 1;
      try {
        return await run();
      } finally {
        lock.held -= 1;
      }
    });
    tail = turn.catch(() => {});
    return turn;
  };
  return lock;
}

test('two tabs whose copies of the storage lag: each write under the lock compares with the head, so the later one forks instead of writing over', async () => {
  // tab B's localStorage is a copy that has not seen tab A's latest write yet (Chromium hands a
  // write to another tab's copy 1–5 ms late)
  const a = new MemoryStorage();
  const { heads, api } = sharedHeads();
  const lock = oneLock();
  const tabA = new GameStore(a, { now: clock(), locks: lock, heads: Promise.resolve(api) });
  const first = (await tabA.keep(entry(80), { writer: 'A' })).entry;
  const b = new MemoryStorage();
  for (const [k, v] of a.items) b.setItem(k, v); // B read the game at rev 1
  const tabB = new GameStore(b, { now: clock(5000), locks: lock, heads: Promise.resolve(api) });
  const base = { baseRev: first.rev, baseWriter: 'A' };
  const [ra, rb] = await Promise.all([
    tabA.keep({ ...entry(80, { actions: [place(1)] }), id: first.id }, { ...base, writer: 'A' }),
    tabB.keep({ ...entry(80, { actions: [place(2)] }), id: first.id }, { ...base, writer: 'B' }),
  ]);
  assert.equal(lock.entered, 3, 'every write went through the lock');
  assert.equal(ra.forked, false);
  assert.equal(ra.entry.id, first.id);
  assert.equal(rb.forked, true, 'B read rev 1 in its copy, but the head said rev 2');
  assert.notEqual(rb.entry.id, first.id);
  assert.deepEqual(rb.words, [{ id: 'page-storage-forked' }]);
  assert.equal(a.getItem(PREFIX + first.id), JSON.stringify(ra.entry), 'A\'s move is the record');
  assert.equal(b.getItem(PREFIX + first.id), JSON.stringify(first), 'B never wrote the record');
  assert.deepEqual(heads.get(first.id), { rev: 2, writer: 'A' });
  assert.deepEqual(heads.get(rb.entry.id), { rev: 2, writer: 'B' });
  // the same without the head: B's stale copy says rev 1, and B would write over A's move
  const blind = new GameStore(b, { now: clock(9000) });
  assert.equal(blind.put({ ...entry(80, { actions: [place(3)] }), id: first.id }, { ...base, writer: 'B' }).forked, false);
  // a game deleted under the lock takes its head with it
  await tabA.drop(first.id);
  assert.equal(heads.has(first.id), false);
  assert.equal(a.getItem(PREFIX + first.id), null);
});
