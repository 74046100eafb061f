// The embed's board: a fixed camera that fits the board and the legal cells, drawn with the
// page's renderer (board.js) in the theme's colours, plus the scenario's marks (its next ghost
// move, its meeple) and the ghost supply band.

import { drawCircleGhosts, drawGhostArrows, drawLabels, drawLastTile, drawLegalCells, drawMeeples, drawTable, drawTileInHand, drawTiles, meepleHeight, spotPoint } from './board.js';
import { cellAtDevice } from './camera.js';
import { PALETTE, drawArrow, drawGhost, drawMeeple, drawSpotMarker, frameScheduler, sizeCanvas } from './draw.js';
import { trimmed } from './geometry.js';
import { bankHover, drawHoveredBank } from './mist-view.js';
import { OUTCOME_COLOURS, outcomeMarkers, placeLabels, previewArrows, spotMarkers } from './outcome.js';
import { spotKey } from './text.js';
import { MAX_TILE_PX, SUPPLY_BAND, cssVar, el, handRotation, nextStep, playerColour, previewOf, shownPlacement, state } from './embed-state.js';

/** The mist bank under the pointer (mist-view.js), outlined by render(). */
export const bank = bankHover();

/** The placed tile at cell (x, y), or null. */
export function placedAt(x, y) {
  return state.view ? state.view.tiles.find((tile) => tile.x === x && tile.y === y) || null : null;
}

export function resizeCanvas() {
  Object.assign(state, sizeCanvas(el.board));
}

/** Device pixels per cell and the device position of cell (0, 0)'s top-left corner. */
function layout() {
  const v = state.view;
  const cells = v.tiles.map((tt) => [tt.x, tt.y]);
  for (const key of state.legalAt.keys()) cells.push(key.split(',').map(Number));
  const p = shownPlacement();
  if (p) cells.push([p.x, p.y]);
  if (!cells.length) cells.push([0, 0]);
  const xs = cells.map((c) => c[0]);
  const ys = cells.map((c) => c[1]);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs) + 1;
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys) + 1;
  const margin = 0.15;
  const dpr = state.dpr;
  const W = el.board.width;
  const H = el.board.height;
  const top = v.ghosts_in_play ? Math.min(SUPPLY_BAND, state.height / 5) * dpr : 0;
  const S = Math.max(6, Math.floor(Math.min(
    W / (maxX - minX + 2 * margin),
    (H - top) / (maxY - minY + 2 * margin),
    MAX_TILE_PX * dpr,
  )));
  const ox = Math.round(W / 2 - ((minX + maxX) / 2) * S);
  const oy = Math.round(top + (H - top) / 2 - ((minY + maxY) / 2) * S);
  return { S, ox, oy, top };
}

export function cellToClient(x, y) {
  const { S, ox, oy } = layout();
  const r = el.board.getBoundingClientRect();
  return { x: r.left + (ox + x * S + S / 2) / state.dpr, y: r.top + (oy + y * S + S / 2) / state.dpr };
}

/** The cell under client point (cx, cy), as on the page (camera.js). */
export function clientToCell(cx, cy) {
  const r = el.board.getBoundingClientRect();
  return cellAtDevice(layout(), (cx - r.left) * state.dpr, (cy - r.top) * state.dpr);
}

export function requestRender() {
  (requestRender.run ??= frameScheduler(render))();
}

/** The tile at (x, y): placed, or the shown placement's tile in hand. */
function tileAt(x, y, shown) {
  const tt = state.view.tiles.find((tile) => tile.x === x && tile.y === y);
  if (tt) return tt;
  if (shown && shown.x === x && shown.y === y && state.view.hand !== null) {
    return { x, y, kind: state.view.hand, rotation: shown.rotation };
  }
  return null;
}

/** The device-pixel point of a place an arrow starts or ends at. */
function arrowPoint(end, f, shown, supplyPt) {
  if (end === 'supply' || !end || end.kind === 'supply') return supplyPt;
  const tile = tileAt(end.x, end.y, shown);
  if (!tile || !end.feature) return [f.ox + (end.x + 0.5) * f.S, f.oy + (end.y + 0.5) * f.S];
  return spotPoint(f, state.geoms, tile, end);
}

/** The board: the page's renderer (board.js) in the theme's colours, on a fixed camera. */
export function render() {
  const v = state.view;
  if (!v || !state.width) return;
  const c = el.board;
  const ctx = c.getContext('2d');
  const dpr = state.dpr;
  const L = layout();
  const { S, ox, oy } = L;
  const f = { ctx, S, ox, oy, W: c.width, H: c.height, dpr };
  drawTable(f, { table: cssVar('--table', PALETTE.table), grid: cssVar('--grid', PALETTE.grid), gridMin: 0 });

  const shown = shownPlacement();
  const rot = handRotation();

  // legal cells: clear for the tile's rotation, dashed for cells where it fits turned
  if (v.phase === 'place-tile') {
    const fill = cssVar('--legal-fill', 'rgba(255,232,150,0.12)');
    drawLegalCells(f, state.legalAt, rot, {
      fill, otherFill: fill, stroke: cssVar('--legal', '#e0b030'), otherStroke: cssVar('--legal-other', 'rgba(128,128,128,0.4)'),
    });
  }

  // tiles with their shadows
  drawTiles(f, v.tiles, state.geoms);

  // the tile placed last
  const last = v.tiles.length > 1 && (state.n > 0 || state.free.length) ? v.tiles[v.tiles.length - 1] : null;
  if (last) {
    drawLastTile(f, last, playerColour(v.phase === 'place-tile' ? (v.current + v.players.length - 1) % v.players.length : v.current));
  }

  // the shown placement: the tile in hand in place
  let pv = null;
  if (shown && v.hand !== null && v.hand !== undefined) {
    pv = previewOf(shown);
    drawTileInHand(f, state.geoms[v.hand], shown.x, shown.y, shown.rotation, { colour: cssVar('--shown', '#c0392b'), dash: [6, 3] });
  }

  // ghosts in spell circles, meeples with their ghosts
  const placed = (x, y) => tileAt(x, y, null);
  drawHoveredBank(f, bank, v, placed, state.geoms, c);
  drawCircleGhosts(f, v.circles, placed, state.geoms);
  const mh = meepleHeight(f, 40);
  drawMeeples(f, v.meeples, placed, state.geoms, playerColour, mh);

  // the ghost supply, top left
  let supplyPt = [ox - S * 0.3, oy - S * 0.3];
  let supplyGap = 0;
  if (v.ghosts_in_play) {
    const band = L.top || 24 * dpr;
    const gh = Math.max(10 * dpr, band * 0.62);
    const gx = 6 * dpr + gh * 0.5;
    const gy = band / 2 + 1 * dpr;
    drawGhost(ctx, gx, gy, gh);
    ctx.fillStyle = cssVar('--fg', '#222');
    ctx.font = `600 ${Math.round(gh * 0.7)}px system-ui, sans-serif`;
    ctx.textBaseline = 'middle';
    ctx.textAlign = 'left';
    ctx.fillText(`× ${pv && !pv.error ? `${v.ghost_supply} → ${pv.supply_after}` : v.ghost_supply}`, gx + gh * 0.55, gy + dpr);
    supplyPt = [gx, gy];
    supplyGap = gh * 0.6;
  }

  const width = Math.max(2, Math.min(4, S / 30)) * dpr;
  const colours = {
    own: cssVar('--mo-own', OUTCOME_COLOURS.own),
    others: cssVar('--mo-others', OUTCOME_COLOURS.others),
    draw: cssVar('--mo-draw', OUTCOME_COLOURS.draw),
  };
  const next = nextStep();

  // the ghost phase: where the ghosts owed now may come from and go to; the scenario's next
  // move drawn boldly
  if (v.phase === 'ghosts' && v.obligations.length) {
    const o = v.obligations[0];
    const kind = o.to === 'own' ? 'own' : o.to === 'circle' ? 'draw' : 'others';
    const scripted = next && !next.error && next.do.type === 'move-ghost' ? next.do : null;
    const gap = (sp) => (sp === 'supply' || sp.kind === 'supply' ? supplyGap : mh * 0.3);
    const arrow = (from, to, w) => {
      const [a, b] = trimmed(arrowPoint(from, f, null, supplyPt), arrowPoint(to, f, null, supplyPt), gap(from), gap(to));
      drawArrow(ctx, a[0], a[1], b[0], b[1], colours[kind], w);
    };
    let n = 0;
    for (const from of o.sources) {
      for (const to of o.targets) {
        if (n++ >= 16) break;
        if (scripted && spotKey(scripted.from) === spotKey(from) && spotKey(scripted.to) === spotKey(to)) continue;
        ctx.save();
        ctx.globalAlpha = 0.55;
        arrow(from, to, width * 0.7);
        ctx.restore();
      }
    }
    if (scripted) arrow(scripted.from, scripted.to, width * 1.2);
    // the meeples and circles the choices name ("Blue 2", "circle 1"), labelled
    drawLabels(f, spotMarkers([...o.sources, ...o.targets], placeLabels(v)), (end) => arrowPoint(end, f, null, supplyPt), { colourOf: playerColour });
  }

  // the meeple phase: where a meeple may go, and the scenario's choice
  if (v.phase === 'meeple' && v.tiles.length) {
    const lt = v.tiles[v.tiles.length - 1];
    const r = Math.max(5 * dpr, Math.min(S * 0.08, 12 * dpr));
    for (const name of v.meeple_spots) {
      const [x, y] = spotPoint(f, state.geoms, lt, { x: lt.x, y: lt.y, feature: name });
      if (next && !next.error && next.do.type === 'place-meeple' && next.do.feature === name) {
        drawMeeple(ctx, x, y, mh, playerColour(v.current), { alpha: 0.6, guard: Boolean(next.do.guard) });
      } else {
        drawSpotMarker(ctx, x, y, r, playerColour(v.current), false);
      }
    }
  }

  // arrows: where the shown placement's ghosts come from and go to (the page's drawing)
  if (pv && !pv.error) {
    let arrows = [];
    try {
      arrows = previewArrows(pv) || [];
    } catch {
      arrows = [];
    }
    drawGhostArrows(f, arrows, (end) => arrowPoint(end, f, shown, supplyPt), {
      colours,
      startGap: (a, ring) => (a.from === 'supply' ? supplyGap : ring * 0.7),
    });
    // the labels the panel's words use (banks, meeples, circles), lit where a line is hovered
    drawLabels(f, outcomeMarkers(pv, placeLabels(v)), (end) => arrowPoint(end, f, shown, supplyPt), {
      highlight: state.outcomeMarks, colourOf: playerColour,
    });
  }
}
