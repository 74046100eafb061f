// What a player looks up (issue 43), its pure parts: the keys (I, Shift+I, Shift+T), the feature
// under a point of a tile (render/feature-outline.js `featureAtPoint`, the inverse of the tile's
// drawing, turned with the tile) and the words of a feature and of a kind's features
// (words/inspect-words.js) in English. The page's use is tests/e2e/inspect.test.mjs's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { keyCommand } from '../../www/board/keys.js';
import { kindGeometry } from '../../www/render/draw.js';
import { featureAtPoint } from '../../www/render/feature-outline.js';
import { featureLines, kindFeatureWords } from '../../www/words/inspect-words.js';
import { useWords, wordsFrom } from '../../www/words/i18n.js';
import { fixture } from './fixture.mjs';

const press = (/** @type {string} */ key, mods = {}) => keyCommand({ key, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...mods });
const ftl = (/** @type {string} */ area) => readFileSync(new URL(`../../www/locales/en/${area}.ftl`, import.meta.url), 'utf8');
useWords(wordsFrom('en', [ftl('common'), ftl('panel')]));

test('the keys: I and Shift+I inspect, Shift+T the tiles left, T still the tile in hand', () => {
  assert.deepEqual(press('i'), { name: 'inspect', step: 1 });
  assert.deepEqual(press('I', { shiftKey: true }), { name: 'inspect', step: -1 });
  assert.deepEqual(press('T', { shiftKey: true }), { name: 'tiles' });
  assert.deepEqual(press('t'), { name: 'read', what: 'hand' });
});

// Tile D of the base game: a city cap north, a road west–east, a field each side of it (the
// kind's fields the drawing and the words read).
/** @type {import('../../types/engine/KindView').KindView} */
const D = fixture({
  id: 'D',
  features: [
    { kind: 'city', name: 'city1', sides: 'N', halves: [], shields: 0, circles: 0, touches: [] },
    { kind: 'road', name: 'road1', sides: 'EW', halves: [], shields: 0, circles: 0, touches: [] },
    { kind: 'field', name: 'field1', sides: '', halves: ['ER', 'SL', 'SR', 'WL'], shields: 0, circles: 0, touches: [] },
    { kind: 'field', name: 'field2', sides: '', halves: ['EL', 'WR'], shields: 0, circles: 0, touches: ['city1'] },
  ],
});

test('the feature under a point of tile D, as drawn and turned', () => {
  const g = kindGeometry(D, 0);
  assert.equal(featureAtPoint(D, g, 0, [0.5, 0.06]), 'city1', 'the city cap at the north edge');
  assert.equal(featureAtPoint(D, g, 0, [0.3, 0.5]), 'road1', 'on the road');
  assert.equal(featureAtPoint(D, g, 0, [0.5, 0.85]), 'field1', 'south of the road');
  assert.equal(featureAtPoint(D, g, 0, [0.9, 0.4]), 'field2', 'between the city and the road');
  // turned a quarter clockwise, the city is east and the road north–south
  assert.equal(featureAtPoint(D, g, 90, [0.94, 0.5]), 'city1');
  assert.equal(featureAtPoint(D, g, 90, [0.5, 0.3]), 'road1');
  assert.equal(featureAtPoint(D, g, 90, [0.15, 0.5]), 'field1');
});

test('a feature and a kind in words', () => {
  assert.equal(kindFeatureWords(D), 'City, Road, and 2\u00a0×\u00a0Field');
  const road = {
    kind: 'road', spots: [], tiles: 3, shields: 0, open_sides: 1, complete: false, scored: false,
    holders: [{ player: 0, meeples: 1, guards: 0, ghosts: 0 }, { player: 1, meeples: 2, guards: 1, ghosts: 0 }],
    leaders: [1], points: 3, rule: 'B5', if_completed: 3, cities: [],
  };
  const players = [{ name: 'Red' }, { name: 'Blue' }];
  assert.deepEqual(featureLines(fixture(road), players).map((l) => l.replace(/[\u2068\u2069]/g, '')), [
    'Road of 3 tiles, open: 1 side left.',
    'Held by Red (1 meeple) and Blue (2 meeples and 1 guard).',
    'At the end as it stands: 3 points (B5) to Blue.',
  ]);
  const city = { ...road, kind: 'city', shields: 1, complete: true, scored: true, holders: [], leaders: [], points: 8, rule: 'B4', if_completed: null, open_sides: 0 };
  assert.deepEqual(featureLines(fixture(city), players), ['City of 3 tiles with 1 shield, complete (B4).', 'Scored (B4): nobody, no meeple was on it.']);
  const field = { ...road, kind: 'field', holders: [], leaders: [], points: 3, if_completed: null, cities: [{ at: { x: 0, y: 0, feature: 'city1' }, tiles: 2, complete: true }, { at: { x: 1, y: 0, feature: 'city1' }, tiles: 1, complete: false }] };
  assert.deepEqual(featureLines(fixture(field), players), ['Field of 3 tiles.', 'No meeple on it.', 'At the end as it stands: 3 points (B5).', 'It touches 2 cities, 1 completed: 3 points each at the end (B5).']);
});
