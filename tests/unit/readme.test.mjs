// The README's wiki snippet (issue 24): its `show=` previews the example's own move, the
// placement the example is about (a preview with ghost obligations), never a quiet placement.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const engine = await import('../../pkg/carcassonne_mist.js');
engine.initSync({ module: readFileSync(new URL('../../pkg/carcassonne_mist_bg.wasm', import.meta.url)) });

test("the README's iframe shows its scenario's move, with the ghosts it owes", () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const src = readme.match(/<iframe src="([^"]+)"/);
  assert.ok(src, 'the README has an iframe snippet');
  const q = new URL(src[1]).searchParams;
  const file = q.get('scenario');
  const show = (q.get('show') || '').split(',').map(Number);
  assert.equal(show.length, 3, `show=${q.get('show')}`);
  const text = readFileSync(new URL(`../../www/${file}`, import.meta.url), 'utf8');
  const first = JSON.parse(text).steps.find((/** @type {{do: {type: string}}} */ s) => s.do.type === 'place-tile').do; // the file's steps (as parsed)
  assert.deepEqual(show, [first.x, first.y, first.rotation ?? 0], `${file}: show= is the example's move`);
  const g = engine.GameHandle.fromScenario(text);
  const pv = g.preview(show[0], show[1], show[2]);
  assert.ok(pv.obligations.length > 0, 'not a quiet placement: it owes ghosts');
  g.free();
});
