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
    assert.equal(s.supply.after, preview.supply_end, 'the supply at the end of the turn');
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

/** Example 1 after Red's turn (G3: its only meeple goes home; a meeple on the field), Blue to move. */
function example1AfterRed() {
  const g = engine.GameHandle.fromScenario(readFileSync(new URL('../../www/scenarios/example-1.json', import.meta.url), 'utf8'));
  g.play(JSON.stringify({ type: 'place-tile', x: 0, y: -1, rotation: 0 }));
  g.play(JSON.stringify({ type: 'place-meeple', feature: 'field1' }));
  return g;
}

test("another player's last turn in the scene: the tile outlined, its meeple, each ghost an arrow, the meeple gone home (issue 24)", async () => {
  const { movesSince } = await import('../../www/page/last-move.js');
  const g = example1AfterRed();
  try {
    const view = g.view();
    const geoms = g.kinds().map((k, i) => kindGeometry(k, i));
    const moves = movesSince(g.turnLog(), view);
    const colour = (i) => ['#d23', '#35d'][i];
    const s = composeScene(view, { geoms, moves, playerColour: colour });
    assert.equal(s.moves.length, 1);
    const red = s.moves[0];
    assert.equal(red.colour, '#d23', "in the mover's colour");
    assert.deepEqual({ x: red.tile.x, y: red.tile.y }, { x: 0, y: -1 });
    assert.deepEqual(red.meeple, { x: 0, y: -1, feature: 'field1', guard: false });
    assert.equal(red.ghosts.length, 5);
    assert.deepEqual(red.home.map((h) => h.feature), ['monastery']);
    assert.equal(sceneCells(s).cells.get('0,-1').movedBy, 0, 'the text board reads who moved there');
    assert.ok(s.labels.markers.some((m) => m.kind === 'meeple' && m.player === 0), "the meeple placed carries its badge");
    // a replay: the marks one at a time, in the order played (the tile, the ghosts, the meeple)
    const one = composeScene(view, { geoms, moves, movesShown: 1, playerColour: colour }).moves[0];
    assert.deepEqual([one.ghosts.length, one.meeple], [0, null]);
    const three = composeScene(view, { geoms, moves, movesShown: 3, playerColour: colour }).moves[0];
    assert.equal(three.ghosts.length, 2);
    // drawn: the tile's frame in Red's colour, the ghosts' arrows
    const W = 600;
    const H = 400;
    const ctx = new VectorContext(W, H);
    drawScene({ ctx, S: 90, ox: 250, oy: 200, W, H, dpr: 1 }, s, LOOKS.page);
    const svg = ctx.toSVG();
    assert.match(svg, /stroke="#d23"/, "the tile's frame in Red's colour");
    assert.ok((svg.match(/class="arrow"/g) || []).length >= 2, 'the ghosts moved as arrows');
  } finally {
    g.free();
  }
});

test('the meeple chooser (loupe) stays clear of the new tile and its 8 neighbours, on a phone too (issue 24)', () => {
  const { g, view, geoms } = example2();
  try {
    const tile = view.tiles[view.tiles.length - 1];
    const s = composeScene({ ...view, phase: 'meeple' }, { geoms, meeples: { tile, choices: [{ feature: 'field1', guard: false }], colour: '#35d' } });
    const frames = [
      { W: 390 * 3, H: 480 * 3, dpr: 3, S: 44 * 3 }, // a phone
      { W: 390 * 3, H: 480 * 3, dpr: 3, S: 30 * 3 },
      { W: 1280, H: 760, dpr: 1, S: 60 },
      { W: 360 * 2, H: 300 * 2, dpr: 2, S: 40 * 2 },
    ];
    let checked = 0;
    for (const fr of frames) {
      // the new tile in the middle, near each edge and in each corner of the board
      for (const [u, w] of [[0.5, 0.5], [0.1, 0.5], [0.9, 0.5], [0.5, 0.15], [0.5, 0.9], [0.1, 0.15], [0.9, 0.9]]) {
        const ox = Math.round(fr.W * u - (tile.x + 0.5) * fr.S);
        const oy = Math.round(fr.H * w - (tile.y + 0.5) * fr.S);
        const loupe = scenePlaces({ ...fr, ox, oy, ctx: null }, s, LOOKS.page).loupe;
        if (!loupe) continue;
        const l = ox + (tile.x - 1) * fr.S;
        const t = oy + (tile.y - 1) * fr.S;
        const block = { l: Math.max(0, l), t: Math.max(0, t), r: Math.min(fr.W, l + 3 * fr.S), b: Math.min(fr.H, t + 3 * fr.S) };
        const ix = Math.max(0, Math.min(loupe.x + loupe.size, block.r) - Math.max(loupe.x, block.l));
        const iy = Math.max(0, Math.min(loupe.y + loupe.size, block.b) - Math.max(loupe.y, block.t));
        const where = `${fr.W}×${fr.H} at (${u}, ${w})`;
        assert.equal(ix * iy, 0, `${where}: the loupe ${JSON.stringify(loupe)} covers part of the tile's neighbourhood ${JSON.stringify(block)}`);
        assert.ok(loupe.x >= 0 && loupe.y >= 0 && loupe.x + loupe.size <= fr.W && loupe.y + loupe.size <= fr.H, `${where}: inside the board`);
        checked += 1;
      }
    }
    assert.ok(checked >= 20, `${checked} placements checked`);
  } finally {
    g.free();
  }
});

test('the ghost supply counter ends inside the board, whatever its words ("× 15 → 12" is wider than "× 15")', () => {
  const { g, view, geoms, legalAt, move, preview } = example2();
  try {
    const shown = { x: move.x, y: move.y, rotation: move.rotation };
    const s = scenarioScene(view, { geoms, legalAt, shown, preview, next: null, last: false, playerColour: () => '#123456' });
    for (const [count, after] of [[5, null], [15, 12], [118, 117]]) {
      s.supply = { ...s.supply, count, after };
      for (const W of [1280, 600, 390]) {
        const ctx = new VectorContext(W, 400);
        const f = { ctx, S: 80, ox: 260, oy: 160, W, H: 400, dpr: 1 };
        const P = scenePlaces(f, s, LOOKS.page, 0);
        ctx.font = `600 ${Math.round(P.supply.h * 0.66)}px system-ui, sans-serif`;
        const words = after === null ? `× ${count}` : `× ${count} → ${after}`;
        // the pill's right end (drawSupply): the ghost's centre + 0.65 h + the words + 0.3 h
        const right = P.supply.x + 0.95 * P.supply.h + ctx.measureText(words).width;
        assert.ok(right <= W, `${words} at ${W} px: ends at ${right.toFixed(1)}`);
        assert.ok(P.supply.x - P.supply.h > 0, `${words} at ${W} px: starts on the board`);
      }
    }
  } finally {
    g.free();
  }
});
