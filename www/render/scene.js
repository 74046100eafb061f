// A scenario's board as the embed shows it, pure of page state: the fixed camera that fits the
// board and the legal cells, and the picture drawn with the one renderer (board.js, draw.js) —
// table, legal cells, tiles, the tile placed last, the tile in hand at its shown cell, ghosts in
// circles, meeples, the ghost supply, the scenario's next ghost move or meeple, and the outcome
// panel's ghost arrows and labels. The embed (embed-board.js) draws it on its canvas; the
// pictures (export.js) draw the same on a canvas or on an SVG context (vector.js).

import { drawCircleGhosts, drawGhostArrows, drawLabels, drawLastTile, drawLegalCells, drawMeeples, drawTable, drawTileInHand, drawTiles, meepleHeight, spotPoint } from './board.js';
import { PALETTE, drawArrow, drawGhost, drawMeeple, drawSpotMarker } from './draw.js';
import { trimmed } from './geometry.js';
import { OUTCOME_COLOURS, outcomeMarkers, placeLabels, previewArrows, spotMarkers } from '../words/outcome.js';
import { spotKey } from '../words/text.js';

/** The embed's themes' colours (embed.css's custom properties), for the pictures. */
export const SCENE_COLOURS = {
  light: {
    table: '#e4ddcc', grid: 'rgba(0, 0, 0, 0.06)', fg: '#222018',
    legalFill: 'rgba(255, 255, 255, 0.3)', legal: 'rgba(196, 134, 10, 0.95)', legalOther: 'rgba(90, 70, 30, 0.4)', shown: '#c0392b',
    own: '#c8283c', others: '#b8620a', draw: '#6a45c2',
  },
  dark: {
    table: '#25221d', grid: 'rgba(255, 255, 255, 0.05)', fg: '#ece7dc',
    legalFill: 'rgba(255, 232, 150, 0.12)', legal: 'rgba(255, 224, 120, 0.95)', legalOther: 'rgba(255, 255, 255, 0.3)', shown: '#ff8a65',
    own: OUTCOME_COLOURS.own, others: OUTCOME_COLOURS.others, draw: OUTCOME_COLOURS.draw,
  },
};

/**
 * Device pixels per cell and the position of cell (0, 0) fitting the board, the legal cells and
 * the shown placement (and `cells`, more cells to fit) into a W × H picture: `{S, ox, oy, top}`
 * (`top`: the band kept for the ghost supply, `band` device pixels when ghosts are in play).
 */
export function sceneLayout(view, legalAt, shown, W, H, { band = 0, maxTile = Infinity, cells: more = [] } = {}) {
  const cells = view.tiles.map((tt) => [tt.x, tt.y]).concat(more);
  for (const key of legalAt.keys()) cells.push(key.split(',').map(Number));
  if (shown) cells.push([shown.x, shown.y]);
  if (!cells.length) cells.push([0, 0]);
  const xs = cells.map((c) => c[0]);
  const ys = cells.map((c) => c[1]);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs) + 1;
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys) + 1;
  const margin = 0.15;
  const top = view.ghosts_in_play ? band : 0;
  const S = Math.max(6, Math.floor(Math.min(W / (maxX - minX + 2 * margin), (H - top) / (maxY - minY + 2 * margin), maxTile)));
  const ox = Math.round(W / 2 - ((minX + maxX) / 2) * S);
  const oy = Math.round(top + (H - top) / 2 - ((minY + maxY) / 2) * S);
  return { S, ox, oy, top };
}

/** The tile at (x, y): placed, or the shown placement's tile in hand. */
function tileAt(view, x, y, shown) {
  const tt = view.tiles.find((tile) => tile.x === x && tile.y === y);
  if (tt) return tt;
  if (shown && shown.x === x && shown.y === y && view.hand !== null) {
    return { x, y, kind: view.hand, rotation: shown.rotation };
  }
  return null;
}

/**
 * Draws scene `s` on frame `f` (board.js: `{ctx, S, ox, oy, W, H, dpr}`, laid out by
 * sceneLayout): `s = {view, geoms, legalAt, rotation, shown, preview, next, last, lastColour,
 * playerColour(i), colours (as SCENE_COLOURS.light), top, marks, afterTiles(f)}` — `shown` the placement of
 * the tile in hand (or null), `preview` its `g.preview` (or null), `next` the scenario's next step
 * (`{do, error}` or null), `last` the tile to frame as placed last (or null), `marks` the labels to
 * highlight (a Set or null), `afterTiles` a hook (the embed's hovered mist bank).
 */
export function drawScene(f, s) {
  const { ctx, S, ox, oy, dpr } = f;
  const v = s.view;
  const c = s.colours || SCENE_COLOURS.light;
  const playerColour = s.playerColour;
  const shown = s.shown;
  drawTable(f, { table: c.table || PALETTE.table, grid: c.grid || PALETTE.grid, gridMin: 0 });

  // legal cells: clear for the tile's rotation, dashed for cells where it fits turned
  if (v.phase === 'place-tile') {
    drawLegalCells(f, s.legalAt, s.rotation, { fill: c.legalFill, otherFill: c.legalFill, stroke: c.legal, otherStroke: c.legalOther });
  }

  // tiles with their shadows, the tile placed last
  drawTiles(f, v.tiles, s.geoms);
  if (s.last) drawLastTile(f, s.last, s.lastColour);

  // the shown placement: the tile in hand in place
  const pv = shown && v.hand !== null && v.hand !== undefined ? s.preview : null;
  if (shown && v.hand !== null && v.hand !== undefined) {
    drawTileInHand(f, s.geoms[v.hand], shown.x, shown.y, shown.rotation, { colour: c.shown, dash: [6, 3] });
  }

  // ghosts in spell circles, meeples with their ghosts
  const placed = (x, y) => tileAt(v, x, y, null);
  if (s.afterTiles) s.afterTiles(f, placed);
  drawCircleGhosts(f, v.circles, placed, s.geoms);
  const mh = meepleHeight(f, 40);
  drawMeeples(f, v.meeples, placed, s.geoms, playerColour, mh);

  // the ghost supply, top left
  let supplyPt = [ox - S * 0.3, oy - S * 0.3];
  let supplyGap = 0;
  if (v.ghosts_in_play) {
    const band = s.top || 24 * dpr;
    const gh = Math.max(10 * dpr, band * 0.62);
    const gx = 6 * dpr + gh * 0.5;
    const gy = band / 2 + 1 * dpr;
    drawGhost(ctx, gx, gy, gh);
    ctx.fillStyle = c.fg;
    ctx.font = `600 ${Math.round(gh * 0.7)}px system-ui, sans-serif`;
    ctx.textBaseline = 'middle';
    ctx.textAlign = 'left';
    ctx.fillText(`× ${pv && !pv.error ? `${v.ghost_supply} → ${pv.supply_after}` : v.ghost_supply}`, gx + gh * 0.55, gy + dpr);
    supplyPt = [gx, gy];
    supplyGap = gh * 0.6;
  }

  /** The device-pixel point of a place an arrow starts or ends at. */
  const arrowPoint = (end, withShown) => {
    if (end === 'supply' || !end || end.kind === 'supply') return supplyPt;
    const tile = tileAt(v, end.x, end.y, withShown ? shown : null);
    if (!tile || !end.feature) return [ox + (end.x + 0.5) * S, oy + (end.y + 0.5) * S];
    return spotPoint(f, s.geoms, tile, end);
  };

  const width = Math.max(2, Math.min(4, S / 30)) * dpr;
  const colours = { own: c.own, others: c.others, draw: c.draw };
  const next = s.next;

  // the ghost phase: where the ghosts owed now may come from and go to; the scenario's next
  // move drawn boldly
  if (v.phase === 'ghosts' && v.obligations.length) {
    const o = v.obligations[0];
    const kind = o.to === 'own' ? 'own' : o.to === 'circle' ? 'draw' : 'others';
    const scripted = next && !next.error && next.do && next.do.type === 'move-ghost' ? next.do : null;
    const gap = (sp) => (sp === 'supply' || sp.kind === 'supply' ? supplyGap : mh * 0.3);
    const arrow = (from, to, w) => {
      const [a, b] = trimmed(arrowPoint(from, false), arrowPoint(to, false), gap(from), gap(to));
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
    drawLabels(f, spotMarkers([...o.sources, ...o.targets], placeLabels(v)), (end) => arrowPoint(end, false), { colourOf: playerColour });
  }

  // the meeple phase: where a meeple may go, and the scenario's choice
  if (v.phase === 'meeple' && v.tiles.length) {
    const lt = v.tiles[v.tiles.length - 1];
    const r = Math.max(5 * dpr, Math.min(S * 0.08, 12 * dpr));
    for (const name of v.meeple_spots) {
      const [x, y] = spotPoint(f, s.geoms, lt, { x: lt.x, y: lt.y, feature: name });
      if (next && !next.error && next.do && next.do.type === 'place-meeple' && next.do.feature === name) {
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
    drawGhostArrows(f, arrows, (end) => arrowPoint(end, true), {
      colours,
      startGap: (a, ring) => (a.from === 'supply' ? supplyGap : ring * 0.7),
    });
    // the labels the panel's words use (banks, meeples, circles), lit where a line is hovered
    drawLabels(f, outcomeMarkers(pv, placeLabels(v)), (end) => arrowPoint(end, true), {
      highlight: s.marks || null, colourOf: playerColour,
    });
  }
}
