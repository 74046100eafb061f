// The page's pure words, keys, geometry and colours (www/words/text.js, geometry.js, draw.js's player colours),
// shared by the page and the embed: no browser needed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { coord, at, plural, joinWords, cellKey, spotKey } from '../../www/words/text.js';
import { rotatePoint, trimmed, withSameTurns, placementsByCell } from '../../www/render/geometry.js';
import { playerColour, PLAYER_COLOURS } from '../../www/render/colours.js';

test('coordinates with a real minus sign, plurals, lists', () => {
  assert.equal(coord(-2), '\u22122');
  assert.equal(at(-1, 3), '(\u22121, 3)');
  assert.equal(plural(1, 'ghost'), '1 ghost');
  assert.equal(plural(0, 'ghost'), '0 ghosts');
  assert.equal(joinWords(['Red', 'Blue', 'Green'], 'or'), 'Red, Blue or Green');
  assert.equal(joinWords(['Red']), 'Red');
});

test('keys of cells and ghost places', () => {
  assert.equal(cellKey(-1, 2), '-1,2');
  assert.equal(spotKey('supply'), 'supply');
  assert.equal(spotKey({ kind: 'supply' }), 'supply');
  assert.equal(spotKey({ kind: 'meeple', x: 1, y: -2, feature: 'road1' }), '1,-2,road1');
});

test('unit-tile points turn clockwise; segments shorten at both ends', () => {
  assert.deepEqual(rotatePoint([0.5, 0], 1), [1, 0.5]); // north edge → east edge
  assert.deepEqual(rotatePoint([0.5, 0], -1), [0, 0.5]);
  assert.deepEqual(trimmed([0, 0], [100, 0], 10, 20), [[10, 0], [80, 0]]);
  assert.deepEqual(trimmed([0, 0], [10, 0], 10, 20), [[0, 0], [10, 0]], 'too short: left whole');
});

test('a placement stands for every equal rotation (`same` bits, B1)', () => {
  const list = withSameTurns([{ x: 1, y: 0, rotation: 90, same: 0b1000 }, { x: 0, y: 1, rotation: 0, same: 0 }]);
  assert.deepEqual(list.map((/** @type {{x: number, y: number, rotation: number}} */ p) => `${p.x},${p.y},${p.rotation}`), ['1,0,90', '1,0,270', '0,1,0']);
  const byCell = placementsByCell(list);
  assert.deepEqual([...(byCell.get('1,0') ?? [])], [90, 270]);
  assert.ok(byCell.get('0,1')?.has(0));
});

test('one player colour for page and embed: own plain colour, else as named, else the palette', () => {
  const players = [{ name: 'Green' }, { name: 'Ann', colour: '#123456' }, { name: 'Bob', colour: 'url(//x/p)' }, { name: ' purple ' }];
  assert.equal(playerColour(players, 0), PLAYER_COLOURS[2]);
  assert.equal(playerColour(players, 1), '#123456');
  assert.equal(playerColour(players, 2), PLAYER_COLOURS[2]);
  assert.equal(playerColour(players, 3), PLAYER_COLOURS[5]);
  assert.equal(playerColour([], 7), PLAYER_COLOURS[1]);
});

test('one word for pressing: "tap" on a touch screen, "click" with a mouse', async () => {
  const { pressWord } = await import('../../www/words/text.js');
  assert.equal(pressWord(true), 'tap');
  assert.equal(pressWord(true, true), 'Tap');
  assert.equal(pressWord(false), 'click');
  assert.equal(pressWord(false, true), 'Click');
});
