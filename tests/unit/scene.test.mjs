// The one scene (www/render/scene.js): composed from the engine's own views of a real scenario
// (the wasm engine under Node), the same data whatever view draws it; drawn on the SVG target;
// and described cell by cell (sceneCells, the text board's data).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { composeScene, drawScene, sceneCells, scenarioScene, scenePlaces, themeLook, SCENE_COLOURS, LOOKS } from '../../www/render/scene.js';
import { kindGeometry } from '../../www/render/draw.js';
import { placementsByCell, withSameTurns } from '../../www/render/geometry.js';
import { VectorContext } from '../../www/render/vector.js';

const engine = await import('../../pkg/carcassonne_mist.js');
engine.initSync({ module: readFileSync(new URL('../../pkg/carcassonne_mist_bg.wasm', import.meta.url)) });

/** Example 2 at its start: the view, the kinds' geometry, the legal cells and the scenario's move. */
function example2() {
  const text = readFileSync(new URL('../../www/scenarios/example-2.json', import.meta.url), 'utf8');
  const doc = JSON.parse(text);
  const g = engine.GameHandle.fromScenario(text);
  const view = g.view();
  const geoms = g.kinds().map((k, i) => kindGeometry(k, i));
  const legalAt = placementsByCell(withSameTurns(g.legalPlacements()));
  const move = doc.steps[0].do;
  const preview = g.preview(move.x, move.y, move.rotation);
  return { g, view, geoms, legalAt, move, preview };
}

test('a scenario\'s scene: the hand at the move, its ghost arrows from the engine\'s preview, the supply after it', () => {
  const { g, view, geoms, legalAt, move, preview } = example2();
  try {
    const shown = { x: move.x, y: move.y, rotation: move.rotation };
    const s = scenarioScene(view, { geoms, legalAt, shown, preview, next: null, last: false, playerColour: () => '#123456' });
    assert.deepEqual({ x: s.hand.x, y: s.hand.y, rotation: s.hand.rotation, kind: s.hand.kind }, { ...shown, kind: view.hand });
    assert.equal(s.legal.at, legalAt);
    // M3 and S3: a ghost from the supply and one from the circle, each an arrow (Example 2)
    assert.ok(s.ghostArrows.arrows.length >= 2, JSON.stringify(s.ghostArrows.arrows));
    assert.ok(s.ghostArrows.arrows.some((a) => a.from === 'supply'), 'a ghost from the supply (M3)');
    assert.ok(s.ghostArrows.arrows.some((a) => a.from !== 'supply'), 'a ghost from the circle (S3)');
    assert.equal(s.supply.count, view.ghost_supply);
    assert.equal(s.supply.after, preview.supply_after);
    assert.ok(s.supply.after < s.supply.count, 'the supply after the move is smaller');
    assert.ok(s.labels.markers.some((m) => m.kind === 'bank'), 'the bank letter the panel names');
  } finally {
    g.free();
  }
});

test('the scene\'s cells: every tile, meeple and circle of the view, the legal cells with their rotations', () => {
  const { g, view, geoms, legalAt } = example2();
  try {
    const { cells, supply } = sceneCells(composeScene(view, { geoms, legalAt, rotation: 0 }));
    assert.equal(supply, view.ghost_supply);
    for (const t of view.tiles) assert.deepEqual(cells.get(`${t.x},${t.y}`).tile, { kind: t.kind, rotation: t.rotation });
    const meeples = [...cells.values()].flatMap((c) => c.meeples);
    assert.equal(meeples.length, view.meeples.length);
    const circles = [...cells.values()].flatMap((c) => c.circles);
    assert.deepEqual(circles.map((c) => c.ghosts).sort(), view.circles.map((c) => c.ghosts || 0).sort());
    for (const [k, rots] of legalAt) assert.deepEqual(cells.get(k).legal, [...rots].sort((a, b) => a - b));
    const empty = [...cells.values()].filter((c) => !c.tile);
    assert.ok(empty.length && empty.every((c) => c.legal && c.legal.length), 'an empty cell listed is a legal one');
  } finally {
    g.free();
  }
});

test('drawn on the SVG target in both themes and the page\'s look; the places the hit tests read are the drawn ones', () => {
  const { g, view, geoms, legalAt, move, preview } = example2();
  try {
    const shown = { x: move.x, y: move.y, rotation: move.rotation };
    const s = scenarioScene(view, { geoms, legalAt, shown, preview, next: null, last: false, playerColour: () => '#123456' });
    for (const look of [themeLook(SCENE_COLOURS.light), themeLook(SCENE_COLOURS.dark), LOOKS.page, LOOKS.editor]) {
      const ctx = new VectorContext(600, 400);
      const f = { ctx, S: 80, ox: 260, oy: 160, W: 600, H: 400, dpr: 1 };
      drawScene(f, s, look, 30);
      const svg = ctx.toSVG ? ctx.toSVG() : String(ctx);
      assert.ok(svg.length > 1000, 'something is drawn');
      const P = scenePlaces(f, s, look, 30);
      // a meeple's place is on its tile's cell
      for (const m of view.meeples) {
        const [x, y] = P.spot(m);
        assert.ok(x >= f.ox + m.x * f.S && x <= f.ox + (m.x + 1) * f.S && y >= f.oy + m.y * f.S && y <= f.oy + (m.y + 1) * f.S, `${m.x},${m.y}`);
      }
      assert.ok(P.supply.x >= 0 && P.supply.x <= f.W && P.supply.y >= 0 && P.supply.y <= f.H, 'the supply is on the board');
    }
  } finally {
    g.free();
  }
});
