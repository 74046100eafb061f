// The scenario editor's model (www/editor/model.js): the document's edits, its written form,
// where an engine error points, the palette's search, expectations from a view, undo/redo.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  History, addStep, addTile, connectedOrder, docText, dropSteps, emptyDoc, errorCell, errorTarget, expectFromView,
  ghostCount, keepSupply, kindMatches, moveTile, normalise, removeTile, rotateTile, setCaption, setCircle, setMeeple,
  setPlayers, setText, textIn, tidyText,
} from '../../www/editor/model.js';
import { useLanguage } from './words.mjs';
import { fixture } from './fixture.mjs';

/** @typedef {import('../../www/editor/model.js').Doc} Doc */

useLanguage('en'); // the palette's search words (editor.ftl)

/** Three tiles in a row, a meeple on the third. @returns {Doc} */
const three = () => {
  /** @type {Doc} */
  let d = emptyDoc();
  d = addTile(d, 'B', 0, 0);
  d = addTile(d, 'B', 1, 0, 90);
  d = addTile(d, 'B', 2, 0);
  return setMeeple(d, 2, 0, 'monastery', { player: 'Red', ghosts: 1 });
};

test('the written form: the format\'s key order, defaults left out, the same when written twice', () => {
  const d = three();
  const n = normalise({ ...d, steps: [{ do: { type: 'skip-meeple' }, caption: { en: 'x' } }], title: { en: 'T', fr: '' }, rules: [] });
  assert.deepEqual(Object.keys(n), ['format', 'version', 'title', 'players', 'sets', 'tile_data', 'board', 'meeples', 'steps']);
  assert.equal(n.tile_data, 2, 'a new document names today\'s tiles (docs/FORMATS.md tile_data)');
  const { tile_data: _, ...old } = n;
  assert.equal('tile_data' in normalise(old), false, 'a file without it keeps the tiles it was written with');
  assert.equal(n.title, 'T');
  assert.deepEqual(n.board[0], { tile: 'B', x: 0, y: 0 });
  assert.deepEqual(n.board[1], { tile: 'B', x: 1, y: 0, rotation: 90 });
  assert.equal(n.steps[0].caption, 'x');
  assert.equal(docText(JSON.parse(docText(n))), docText(n));
  assert.deepEqual(normalise({ ...d, bag: [] }).bag, [], 'an empty bag is kept: the hand is the last tile');
  assert.equal(tidyText({ en: 'a', fr: 'b' }).fr, 'b');
  assert.equal(tidyText({ en: '' }), undefined);
});

test('tiles: laid in order, turned, moved with their pieces, removed with them', () => {
  let d = three();
  assert.equal(rotateTile(d, 0, 180).board[0].rotation, 180);
  d = setCircle(d, 2, 0, 'mist1', 2);
  const moved = moveTile(d, 2, 2, -1);
  assert.deepEqual(moved.meeples[0], { player: 'Red', x: 2, y: -1, feature: 'monastery', ghosts: 1 });
  assert.deepEqual(moved.circles[0], { x: 2, y: -1, feature: 'mist1', ghosts: 2 });
  const removed = removeTile(d, 2);
  assert.equal(removed.board.length, 2);
  assert.deepEqual(removed.meeples, []);
  assert.deepEqual(removed.circles, []);
  // removing the middle of a row leaves the third cut off: it goes last, for the engine to name
  assert.deepEqual(connectedOrder([{ x: 0, y: 0 }, { x: 5, y: 5 }, { x: 1, y: 0 }]), [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 5, y: 5 }]);
  // moving the first tile keeps it first
  assert.deepEqual(moveTile(three(), 0, 3, 0).board.map((/** @type {{x: number}} */ t) => t.x), [3, 1, 2]);
});

test('pieces and ghosts: put, replaced, taken away; the 15 ghosts counted', () => {
  let d = three();
  d = setMeeple(d, 2, 0, 'monastery', { player: 'Blue', guard: true });
  assert.deepEqual(d.meeples, [{ player: 'Blue', x: 2, y: 0, feature: 'monastery', guard: true }]);
  assert.deepEqual(setMeeple(d, 2, 0, 'monastery', null).meeples, []);
  d = setMeeple(d, 1, 0, 'field1', { player: 'Red', ghosts: 2 });
  d = setCircle(d, 0, 0, 'mist1', 1);
  assert.deepEqual(ghostCount(d), { onMeeples: 2, inCircles: 1, supply: 12, given: false, total: 15 });
  assert.equal(ghostCount({ ...d, supply: 13 }).total, 16);
  assert.deepEqual(setCircle(d, 0, 0, 'mist1', 0).circles, []);
  // a written supply gives the ghosts put on a meeple, and takes back those taken off
  const written = { ...d, supply: 12 };
  assert.equal(keepSupply(written, setMeeple(written, 0, 0, 'field1', { player: 'Blue', ghosts: 2 })).supply, 10);
  assert.equal(keepSupply(written, setCircle(written, 0, 0, 'mist1', 0)).supply, 13);
  assert.equal(keepSupply(written, { ...written, supply: 9 }).supply, 9, 'the supply edited itself stays as written');
  assert.equal(keepSupply(d, setCircle(d, 0, 0, 'mist1', 0)).supply, undefined, 'an unwritten supply stays unwritten');
});

test('players: a rename follows into meeples, scores and whose turn; a removed player\'s pieces leave', () => {
  /** @type {Doc} */
  let d = { ...three(), scores: { Red: 3 }, current: 'Red', guard_supply: { Red: 2 } };
  d = setPlayers(d, [{ name: 'Ann', colour: '#123456' }, { name: 'Blue' }], { Red: 'Ann' });
  assert.deepEqual(d.players, [{ name: 'Ann', colour: '#123456' }, 'Blue']);
  assert.equal(d.meeples[0].player, 'Ann');
  assert.deepEqual(d.scores, { Ann: 3 });
  assert.equal(d.current, 'Ann');
  assert.deepEqual(d.guard_supply, { Ann: 2 });
  const gone = setPlayers(d, [{ name: 'Blue' }, { name: 'Cy' }]);
  assert.deepEqual(gone.meeples, []);
  assert.equal(gone.current, undefined);
});

test('texts and captions in several languages', () => {
  assert.equal(setText('Hello', 'fr', 'Bonjour').fr, 'Bonjour');
  assert.equal(setText({ en: 'Hello', fr: 'Bonjour' }, 'fr', ''), 'Hello');
  assert.equal(textIn('Hello', 'fr'), '');
  let d = addStep(three(), { do: { type: 'skip-meeple' } });
  d = setCaption(d, 0, 'en', 'No meeple');
  d = setCaption(d, 0, 'cs', 'Žádný');
  assert.deepEqual(d.steps[0].caption, { en: 'No meeple', cs: 'Žádný' });
  assert.equal(dropSteps(d, 0).steps.length, 0);
});

test('where an engine error points', () => {
  const d = three();
  // the engine's field path (fileProblem's `path`), never its words
  assert.deepEqual(errorTarget('board[2]'), { field: 'board', index: 2, key: null });
  assert.deepEqual(errorTarget('meeples[0].ghosts'), { field: 'meeples', index: 0, key: 'ghosts' });
  assert.deepEqual(errorTarget('board[1].rotation'), { field: 'board', index: 1, key: 'rotation' });
  assert.deepEqual(errorTarget('supply'), { field: 'supply', index: null, key: null });
  assert.equal(errorTarget(null), null, 'the whole file');
  assert.equal(errorTarget('board[2]: tile B at (2,0): it does not touch'), null, 'words are not a path');
  assert.deepEqual(errorCell(d, errorTarget('meeples[0]')), { x: 2, y: 0, feature: 'monastery' });
  assert.deepEqual(errorCell(d, errorTarget('board[1]')), { x: 1, y: 0, feature: null });
  assert.equal(errorCell(d, errorTarget('board[9]')), null);
});

test('the palette\'s search: by id, and by what is on the tile', () => {
  const b = { id: 'B', set: 'base', features: [{ kind: 'monastery' }, { kind: 'field' }] };
  const bg = { id: 'BG', set: 'gcc', features: [{ kind: 'monastery' }, { kind: 'mist', circles: 0 }] };
  const sc = { id: 'SC3', set: 'sc', features: [{ kind: 'mist', circles: 2 }, { kind: 'city', shields: 1 }] };
  const all = [b, bg, sc];
  assert.deepEqual(all.filter((k) => kindMatches(k, 'B')).map((k) => k.id), ['B']);
  assert.deepEqual(all.filter((k) => kindMatches(k, 'bg')).map((k) => k.id), ['BG']);
  assert.deepEqual(all.filter((k) => kindMatches(k, 'mist')).map((k) => k.id), ['BG', 'SC3']);
  assert.deepEqual(all.filter((k) => kindMatches(k, 'spell circle')).map((k) => k.id), ['SC3']);
  assert.deepEqual(all.filter((k) => kindMatches(k, 'monastery mist')).map((k) => k.id), ['BG']);
  assert.deepEqual(all.filter((k) => kindMatches(k, 'shield')).map((k) => k.id), ['SC3']);
  assert.equal(all.filter((k) => kindMatches(k, '')).length, 3);
  // in the editor's language (editor.ftl editor-kind-…): a French reader searches in French
  useLanguage('fr');
  try {
    assert.deepEqual(all.filter((k) => kindMatches(k, 'brouillard')).map((k) => k.id), ['BG', 'SC3']);
    assert.deepEqual(all.filter((k) => kindMatches(k, 'cercle ensorcelé')).map((k) => k.id), ['SC3']);
    assert.deepEqual(all.filter((k) => kindMatches(k, 'abbaye')).map((k) => k.id), ['B', 'BG']);
  } finally {
    useLanguage('en');
  }
});

test('the engine\'s answers as expectations', () => {
  const view = {
    phase: 'meeple', current: 0, hand_id: null, bag_left: 1, ghosts_in_play: true, ghost_supply: 13, discarded: [],
    players: [{ name: 'Red', score: 0, meeples: 5 }, { name: 'Blue', score: 2, meeples: 7 }],
    meeples: [{ player: 1, x: 1, y: 0, feature: 'road1', guard: false, ghosts: 2 }],
    circles: [{ x: 0, y: -1, feature: 'mist1', ghosts: 2, circles: 2 }, { x: 3, y: 0, feature: 'mist1', ghosts: 0, circles: 1 }],
    meeple_spots: ['field1', 'field1'],
  };
  // (the view's fields expectFromView reads)
  const e = expectFromView(fixture(view));
  assert.equal(e.current, 'Red');
  assert.equal(e.hand, '');
  assert.deepEqual(e.scores, { Red: 0, Blue: 2 });
  assert.deepEqual(e.meeples, [{ player: 'Blue', x: 1, y: 0, feature: 'road1', ghosts: 2 }]);
  assert.deepEqual(e.circles, [{ x: 0, y: -1, feature: 'mist1', ghosts: 2 }]);
  assert.equal(e.supply, 13);
  assert.deepEqual(e.meeple_spots, ['field1']);
  assert.equal(expectFromView(fixture({ ...view, phase: 'place-tile', hand_id: 'E' }), fixture([1, 2, 3])).legal_placements, 3);
  assert.equal(expectFromView(fixture({ ...view, phase: 'game-over' })).current, undefined);
});

test('undo and redo', () => {
  const h = new History(emptyDoc());
  assert.equal(h.canUndo, false);
  assert.equal(h.push(three()), true);
  assert.equal(h.push(three()), false, 'the same document is not a new step');
  assert.equal(h.undo().board.length, 0);
  assert.equal(h.redo().board.length, 3);
  h.undo();
  h.push(addTile(emptyDoc(), 'D', 0, 0));
  assert.equal(h.canRedo, false, 'a new edit forgets what was undone');
});
