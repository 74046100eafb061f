// The SVG target of the renderer (www/render/vector.js): what the Canvas 2D calls become in SVG, and
// that the drawing code's own pieces (a tile, a meeple, an arrow) come out as well-formed vectors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DOMParser } from '@xmldom/xmldom';
import { VectorContext, parseColour } from '../../www/render/vector.js';
import { newPath } from '../../www/render/geometry.js';
import { drawArrow, drawMeeple, drawTileCached, kindGeometry } from '../../www/render/draw.js';

/** The SVG parsed strictly: any XML error fails. */
function parse(svg) {
  const errors = [];
  const doc = new DOMParser({ onError: (level, msg) => errors.push(`${level}: ${msg}`) }).parseFromString(svg, 'image/svg+xml');
  assert.deepEqual(errors, [], svg.slice(0, 300));
  return doc;
}

test('colours: rgba() becomes a colour and an opacity', () => {
  assert.deepEqual(parseColour('rgba(255, 255, 255, 0.5)'), ['#fff', 0.5]);
  assert.deepEqual(parseColour('rgb(1,2,3)'), ['#010203', 1]);
  assert.deepEqual(parseColour('#c0392b'), ['#c0392b', 1]);
});

test('paths: transforms applied, numbers rounded, circles as two arcs, opaque runs merged', () => {
  const ctx = new VectorContext(100, 100);
  ctx.translate(10, 20);
  ctx.scale(2, 2);
  ctx.fillStyle = '#123456';
  ctx.fillRect(0, 0, 5.04, 5);
  ctx.beginPath();
  ctx.arc(10, 10, 3, 0, Math.PI * 2);
  ctx.fill();
  const svg = ctx.toSVG();
  const doc = parse(svg);
  const paths = doc.getElementsByTagName('path');
  // the two opaque shapes of one colour: one <path>
  assert.equal(paths.length, 1, svg);
  const d = paths[0].getAttribute('d');
  assert.match(d, /^M10 20H20\.1V30H10Z/);
  // the circle of radius 3 scaled by 2 around (30, 40): two half-turn arcs of radius 6
  assert.equal((d.match(/A6 6 0 0 1/g) || []).length, 2, d);
  assert.match(d, /M36 40A6 6 0 0 1 24 40A6 6 0 0 1 36 40/);
});

test('styles: translucent shapes merge only when apart; strokes carry width, dashes and joins in device units', () => {
  const ctx = new VectorContext(50, 50);
  ctx.scale(2, 2);
  ctx.fillStyle = 'rgba(0, 0, 0, 0.5)';
  ctx.fillRect(0, 0, 1, 1);
  ctx.fillRect(2, 2, 1, 1); // apart from the first: the same <path>
  ctx.fillRect(2.5, 2.5, 1, 1); // over the second: its own, or the overlap would lose its darkness
  ctx.strokeStyle = '#f00';
  ctx.lineWidth = 1.5;
  ctx.setLineDash([2, 1]);
  ctx.lineJoin = 'round';
  ctx.strokeRect(0, 0, 4, 4);
  const doc = parse(ctx.toSVG());
  const paths = [...doc.getElementsByTagName('path')];
  assert.equal(paths.length, 3);
  assert.equal(paths[0].getAttribute('d'), 'M0 0H2V2H0ZM4 4H6V6H4Z');
  assert.equal(paths[0].getAttribute('fill-opacity'), '.5');
  assert.equal(paths[1].getAttribute('d'), 'M5 5H7V7H5Z');
  assert.equal(paths[2].getAttribute('stroke-width'), '3');
  assert.equal(paths[2].getAttribute('stroke-dasharray'), '4 2');
  assert.equal(paths[2].getAttribute('stroke-linejoin'), 'round');
});

test('clips, gradients and text become <clipPath>, <radialGradient> and <text>', () => {
  const ctx = new VectorContext(200, 100);
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, 50, 50);
  ctx.clip();
  const g = ctx.createRadialGradient(25, 25, 5, 25, 25, 25);
  g.addColorStop(0, '#fff');
  g.addColorStop(1, 'rgba(255,255,255,0)');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, 50, 50);
  ctx.restore();
  ctx.font = '700 12px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.fillStyle = '#222';
  ctx.fillText('Brouillard & fantômes', 100, 50);
  const doc = parse(ctx.toSVG());
  const clip = doc.getElementsByTagName('clipPath')[0];
  assert.ok(clip, 'a clip path');
  const group = [...doc.getElementsByTagName('g')].find((e) => e.getAttribute('clip-path'));
  assert.equal(group.getAttribute('clip-path'), `url(#${clip.getAttribute('id')})`);
  const grad = doc.getElementsByTagName('radialGradient')[0];
  // the inner radius 5 of 25 moves the first stop to 0.2
  assert.equal(grad.getElementsByTagName('stop')[0].getAttribute('offset'), '.2');
  const text = doc.getElementsByTagName('text')[0];
  assert.equal(text.textContent, 'Brouillard & fantômes');
  assert.equal(text.getAttribute('text-anchor'), 'middle');
  assert.equal(text.getAttribute('font-weight'), '700');
  // the text is outside the clip group
  assert.notEqual(text.parentNode, group);
});

test('hit tests without a canvas: a recorded path contains its inside, not its outside', () => {
  const ctx = new VectorContext(10, 10);
  const p = newPath();
  p.moveTo(0, 0);
  p.lineTo(10, 0);
  p.bezierCurveTo(8, 4, 2, 4, 0, 0);
  p.closePath();
  assert.equal(ctx.isPointInPath(p, 5, 1), true);
  assert.equal(ctx.isPointInPath(p, 5, 5), false);
  const ring = newPath();
  ring.rect(0, 0, 10, 10);
  ring.rect(3, 3, 4, 4);
  assert.equal(ctx.isPointInPath(ring, 5, 5, 'evenodd'), false);
  assert.equal(ctx.isPointInPath(ring, 1, 1, 'evenodd'), true);
});

test('the drawing code draws on it: a tile once in <defs>, used twice; a meeple; an arrow', () => {
  const kind = { id: 'X', features: [{ kind: 'city', name: 'city1', sides: 'N', shields: 1 }, { kind: 'road', name: 'road1', sides: 'EW' }, { kind: 'field', name: 'field1', halves: ['SL', 'SR'] }] };
  const geom = kindGeometry(kind, 0);
  const ctx = new VectorContext(300, 200);
  drawTileCached(ctx, geom, 0, 0, 100, 90, 0);
  drawTileCached(ctx, geom, 100, 0, 100, 90, 0);
  drawMeeple(ctx, 50, 50, 30, '#2f6fdc', { ghosts: 2 });
  drawArrow(ctx, 10, 150, 250, 150, '#f59f3a', 4);
  const svg = ctx.toSVG();
  const doc = parse(svg);
  const defs = doc.getElementsByTagName('defs')[0];
  const tiles = [...defs.childNodes].filter((n) => n.nodeName === 'g' && n.getAttribute('class') === 'tile');
  assert.equal(tiles.length, 1, 'one tile picture');
  const uses = [...doc.getElementsByTagName('use')];
  assert.equal(uses.length, 2);
  assert.deepEqual(uses.map((u) => u.getAttribute('x')), ['0', '100']);
  const groups = (cls) => [...doc.getElementsByTagName('g')].filter((e) => (e.getAttribute('class') || '').split(' ').includes(cls));
  assert.equal(groups('meeple').length, 1);
  assert.equal(groups('arrow').length, 1);
  // no picture inside: vectors only
  assert.equal(doc.getElementsByTagName('image').length, 0);
  assert.ok(svg.length < 20000, `${svg.length} bytes`);
});

test('the start tile\'s castle ruin (G2) stands at its corner, where the cell\'s road ends, and is drawn there', () => {
  // the south-east cell of Exp. 11's start tile: its road comes from S and ends at the ruin at NW
  const kind = {
    id: 'GCC-S11',
    features: [
      { kind: 'road', name: 'road1', sides: 'S' }, { kind: 'mist', name: 'mist1', sides: 'E' },
      { kind: 'ruin', name: 'ruin', sides: '', corner: 'NW' },
      { kind: 'field', name: 'field1', halves: ['SR', 'WL', 'WR'] }, { kind: 'field', name: 'field2', halves: ['SL', 'NL', 'NR'] },
    ],
  };
  const geom = kindGeometry(kind, 0);
  assert.deepEqual(geom.ruin.at, [0, 0], 'at the NW corner');
  assert.deepEqual(geom.roads[0].segments, [{ a: [0.5, 1], b: [0, 0] }], 'the road runs from S to the ruin');
  assert.equal(geom.deadEndCaps, false, 'no dead-end cap in the middle');
  const plain = kindGeometry({ ...kind, features: kind.features.filter((f) => f.kind !== 'ruin') }, 0);
  const draw = (g) => { const ctx = new VectorContext(100, 100); drawTileCached(ctx, g, 0, 0, 100, 0, 0); return ctx.toSVG(); };
  const withRuin = draw(geom);
  parse(withRuin);
  assert.ok(withRuin.includes('#b9b2a3') && !draw(plain).includes('#b9b2a3'), 'the ruin\'s stone is drawn');
});
