// The game session's record (www/io/session.js): its seats, its fingerprint, and the checks that
// set a damaged record aside instead of letting it break the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RECORD_FORMAT, fingerprint, isSeat, levelsOf, problemKind, recordProblem, seatsOf } from '../../www/io/session.js';

const good = () => ({
  format: RECORD_FORMAT, version: 1, id: 'abc-123456', rev: 2, created: 1, updated: 2, finished: false,
  summary: { players: [{ name: 'Ann', colour: null }, { name: 'Bob', colour: '#2f6fdc' }], sets: ['base'], title: null, placed: 3, total: 72, current: 1 },
  game: { format: 'carcassonne-mist/game', version: 1, setup: { players: ['Ann', 'Bob'], seed: 7 }, actions: [] },
  redo: [], seats: [{ controller: 'human' }, { controller: 'computer', level: 'easy' }],
  link: { id: 2 ** 47 + 5, local: [true, false] }, fingerprint: '0123456789abcdef',
});

test('seats: a computer level per seat, a friend where the link says this browser does not play', () => {
  assert.deepEqual(seatsOf(3, [null, 'hard', 'nope']), [{ controller: 'human' }, { controller: 'computer', level: 'hard' }, { controller: 'human' }]);
  const link = { id: 'x', local: [true, false] };
  assert.deepEqual(seatsOf(2, [], link), [{ controller: 'human' }, { controller: 'friend' }]);
  assert.deepEqual(levelsOf(seatsOf(2, ['medium', null])), ['medium', null]);
  assert.ok(isSeat({ controller: 'friend' }) && !isSeat({ controller: 'computer' }) && !isSeat({ controller: 'computer', level: 'godlike' }));
});

test('the fingerprint is the setup\'s, whatever the order of its keys and whatever the moves', () => {
  const a = fingerprint({ setup: { seed: 7, players: ['Ann', 'Bob'] }, actions: [] });
  const b = fingerprint({ setup: { players: ['Ann', 'Bob'], seed: 7 }, actions: [{ type: 'skip-meeple' }] });
  assert.equal(a, b);
  assert.match(a, /^[0-9a-f]{16}$/);
  assert.notEqual(a, fingerprint({ setup: { players: ['Ann', 'Bo'], seed: 7 } }), 'a renamed player is another game');
  assert.notEqual(a, fingerprint({ scenario: { players: ['Ann', 'Bob'] } }));
});

test('a good record passes; each field of the wrong type is named', () => {
  assert.equal(recordProblem(good()), null);
  const { format, version, seats, fingerprint: fp, ...before } = good();
  assert.equal(recordProblem(before), null, 'a record written before version 1');
  /** @type {[object, RegExp][]} */
  const cases = [
    [{ updated: 'yesterday' }, /updated/],
    [{ rev: null }, /rev/],
    [{ id: 7 }, /id/],
    [{ game: null }, /saved game/],
    [{ game: { actions: {} } }, /game.actions/],
    [{ redo: 'x' }, /redo/],
    [{ finished: 'no' }, /finished/],
    [{ summary: { players: 'Ann' } }, /summary.players/],
    [{ summary: { players: [{ name: 3 }] } }, /summary.players/],
    [{ summary: { players: [], placed: '3' } }, /summary.placed/],
    [{ summary: { players: [], placed: 0, total: 72, current: 0.5 } }, /summary.current/],
    [{ link: { id: 5, local: 'yes' } }, /link/],
    [{ link: { id: 'x', local: [true] } }, /link/],
    [{ link: { id: 2 ** 48, local: [true] } }, /link/],
    [{ seats: [{ controller: 'robot' }] }, /seats/],
    [{ format: 'other' }, /another format/],
    [{ version: 99 }, /version/],
    [{ label: 5 }, /label/],
  ];
  for (const [change, words] of cases) {
    const problem = recordProblem({ ...good(), ...change }) || '';
    assert.match(problem, words, JSON.stringify(change));
    // each problem has a kind the page words in the reader's language (page-games-damaged-why)
    assert.notEqual(problemKind(problem).kind, 'other', problem);
  }
  assert.deepEqual(problemKind(recordProblem({ ...good(), updated: 'x' }) ?? ''), { kind: 'field', field: 'updated' });
  for (const p of ['not JSON', 'its id is not its key', 'the list cannot show it']) assert.notEqual(problemKind(p).kind, 'other', p);
  assert.match(recordProblem([]) ?? '', /not an object/);
  assert.match(recordProblem('text') ?? '', /not an object/);
});

test('what the list shows must be there: a time it can write, a summary with the tiles placed, a label it knows', () => {
  // (each damages a good record on purpose: any)
  /** @type {[(e: any) => void, RegExp][]} */
  const cases = [
    [(e) => { delete e.updated; }, /updated/],
    [(e) => { e.updated = 1e300; }, /updated/],
    [(e) => { e.updated = -1e17; }, /updated/],
    [(e) => { e.created = 1e300; }, /created/],
    [(e) => { delete e.summary; }, /summary/],
    [(e) => { delete e.summary.placed; }, /summary.placed/],
    [(e) => { delete e.summary.total; }, /summary.total/],
    [(e) => { e.summary.title = { x: 1 }; }, /summary.title/],
    [(e) => { e.summary.players = [{ name: 'X', colour: { a: 1 } }]; }, /summary.players/],
    [(e) => { e.summary.players = [{ name: 'X', score: 'lots' }]; }, /summary.players/],
    [(e) => { e.summary.players = [{ name: 'x'.repeat(201) }]; }, /summary.players/],
    [(e) => { e.label = 'zzz'; }, /label/],
    [(e) => { e.label = 'z'.repeat(4_000_000); }, /label/],
    [(e) => { e.game.setup = 'x'; }, /game.setup/],
    [(e) => { delete e.game.setup; e.game.scenario = [1]; }, /game.scenario/],
    [(e) => { e.fingerprint = 'f'.repeat(65); }, /fingerprint/],
  ];
  for (const [change, words] of cases) {
    const e = good();
    change(e);
    assert.match(recordProblem(e) || '', words, change.toString());
    assert.equal(problemKind(recordProblem(e) ?? '').kind, 'field', change.toString());
  }
  // every label the page writes, and the ends of Date's range, pass
  for (const label of ['older', 'diverged', 'other-setup', 'plays-your-seat']) assert.equal(recordProblem({ ...good(), label }), null, label);
  assert.equal(recordProblem({ ...good(), updated: 8.64e15, created: -8.64e15 }), null);
});

test('an online game\'s key is checked: an invitation and a seat, or a watch id; anything else sets the record aside', () => {
  const id = 'A'.repeat(21) + '_';
  assert.equal(recordProblem({ ...good(), online: { table: id, seat: 1 } }), null);
  assert.equal(recordProblem({ ...good(), online: { watch: id } }), null);
  assert.equal(recordProblem({ ...good(), label: 'online-copy' }), null, 'the copy finished at one screen');
  for (const online of [{ table: id }, { table: id, seat: 6 }, { table: 'short', seat: 0 }, { watch: `${id}x` }, [id], 'x']) {
    assert.match(recordProblem({ ...good(), online }) || '', /"online"/, JSON.stringify(online));
  }
});
