// The start-up's pieces that run without a browser (docs/PERFORMANCE.md): kind geometries made when
// first read (draw.js kindGeometries), and nextTask (dom.js) giving the event loop a turn.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { kindGeometries, kindGeometry } from '../../www/render/draw.js';
import { nextTask } from '../../www/ui/dom.js';
import { fixture } from './fixture.mjs';

// (three kinds with the fields the drawing reads)
/** @type {import('../../types/engine/KindView').KindView[]} */
const KINDS = fixture([
  { id: 'A', features: [{ kind: 'city', name: 'city1', sides: 'N', shields: 0 }, { kind: 'field', name: 'field1', halves: ['EL', 'ER', 'SL', 'SR', 'WL', 'WR'] }] },
  { id: 'B', features: [{ kind: 'road', name: 'road1', sides: 'EW' }, { kind: 'field', name: 'field1', halves: ['NL', 'NR', 'EL', 'WR'] }, { kind: 'field', name: 'field2', halves: ['ER', 'SL', 'SR', 'WL'] }] },
  { id: 'C', features: [{ kind: 'monastery', name: 'monastery', sides: '' }, { kind: 'field', name: 'field1', halves: ['NL', 'NR', 'EL', 'ER', 'SL', 'SR', 'WL', 'WR'] }] },
]);

/** How many geometries have been made so far (each gets the next uid). */
const made = () => kindGeometry(KINDS[0]).uid - 1;

test('kind geometries are made when first read, each once, as kindGeometry makes them', () => {
  const before = made();
  const geoms = kindGeometries(KINDS);
  assert.equal(geoms.length, 3);
  assert.equal(made() - before - 1, 0, 'nothing made before a geometry is read');
  const b = geoms[1];
  assert.equal(made() - before - 2, 1, 'reading one kind makes that one only');
  assert.equal(geoms[1], b, 'made once, then kept');
  const { uid, ...shape } = b;
  const { uid: other, ...expected } = kindGeometry(KINDS[1], 1);
  assert.notEqual(uid, other);
  assert.deepEqual(shape, expected);
  assert.deepEqual(geoms.map((g) => g.id), ['A', 'B', 'C']);
});

test('nextTask resolves after the tasks already queued, not as a microtask', async () => {
  const order = [];
  setTimeout(() => order.push('timer queued before'), 0);
  Promise.resolve().then(() => order.push('microtask'));
  await nextTask();
  order.push('after nextTask');
  assert.deepEqual(order, ['microtask', 'timer queued before', 'after nextTask']);
});
