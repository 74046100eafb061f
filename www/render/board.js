// The board picture, one renderer for the page (main.js) and the embed (embed/main.js): the table
// and its grid, the tiles, the legal cells, the tile in hand, ghosts in spell circles, meeples,
// rings and ghost arrows. Each caller lays out its own board (the page's camera, the embed's
// fixed fit) and passes a frame:
//
//   f = { ctx, S, ox, oy, W, H, dpr }   S device pixels per cell, cell (0, 0)'s top-left corner
//                                        at device point (ox, oy), a W × H canvas
//
// Board coordinates: cell (x, y) has its top-left corner at world point (x, y); y grows south.
// The pieces themselves (a tile, a meeple, a ghost) are drawn by draw.js.

import {
  PALETTE, drawTileCached, drawMeeple, drawArrow, drawGrid, spotOnTile, circlesOnTile,
  cellSeed, drawOccupiedCircle, mistAreaPath,
} from './draw.js';
import { circleRadius, symbolSize, tileDetail, trimmed } from './geometry.js';
import { spotKey } from '../words/text.js';

/**
 * The frame a board is drawn on (see the head of this file).
 * @typedef {{ctx: CanvasRenderingContext2D, S: number, ox: number, oy: number, W: number, H: number, dpr: number}} Frame
 */
/** A placed tile as a board draws it. @typedef {{x: number, y: number, kind: number, rotation: number}} Placed */
/** The tile at a cell, or nothing. @typedef {(x: number, y: number) => Placed | null | undefined} TileAt */
/** A tile kind's drawing geometry (draw.js `kindGeometry`). @typedef {import('./draw.js').TileGeom} Geom */
/** A point, device pixels or tile units. @typedef {number[]} Pt */

/**
 * Whether cell (x, y) shows on the canvas.
 * @param {Frame} f
 * @param {number} x
 * @param {number} y
 */
export function cellVisible(f, x, y) {
  const l = f.ox + x * f.S;
  const t = f.oy + y * f.S;
  return l + f.S >= 0 && t + f.S >= 0 && l <= f.W && t <= f.H;
}

/**
 * The device point of unit-tile point `u` ([0..1, 0..1]) of cell (x, y).
 * @param {Frame} f
 * @param {number} x
 * @param {number} y
 * @param {Pt} [u]
 * @returns {Pt}
 */
export function cellPoint(f, x, y, u = [0.5, 0.5]) {
  return [f.ox + (x + u[0]) * f.S, f.oy + (y + u[1]) * f.S];
}

/**
 * The table and, when the cells are large enough (`gridMin` CSS pixels), its faint grid.
 * @param {Frame} f
 * @param {{table?: string, grid?: string, gridMin?: number}} [look]
 */
export function drawTable(f, { table = PALETTE.table, grid = PALETTE.grid, gridMin = 20 } = {}) {
  const { ctx, S, ox, oy, W, H, dpr } = f;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = table;
  ctx.fillRect(0, 0, W, H);
  if (S >= gridMin * dpr) drawGrid(ctx, ox, oy, S, W, H, grid);
}

/**
 * The placed tiles (`[{x, y, kind, rotation}]`, `geoms` by kind) with soft shadows: two offset
 * layers (a blurred shadow costs too much on a big board). `fast`: while zooming.
 * @param {Frame} f
 * @param {readonly Placed[]} tiles
 * @param {readonly Geom[]} geoms
 * @param {{fast?: boolean}} [opts]
 */
export function drawTiles(f, tiles, geoms, { fast = false } = {}) {
  const { ctx, S, ox, oy } = f;
  const shown = tiles.filter((t) => cellVisible(f, t.x, t.y));
  const sh1 = Math.max(1, Math.round(S * 0.025));
  const sh2 = Math.max(2, Math.round(S * 0.06));
  ctx.beginPath();
  for (const t of shown) ctx.rect(ox + t.x * S - sh1, oy + t.y * S, S + 2 * sh1, S + sh2);
  ctx.fillStyle = 'rgba(0, 0, 0, 0.18)';
  ctx.fill();
  ctx.beginPath();
  for (const t of shown) ctx.rect(ox + t.x * S, oy + t.y * S, S, S + sh1);
  ctx.fillStyle = 'rgba(0, 0, 0, 0.3)';
  ctx.fill();
  for (const t of shown) {
    drawTileCached(ctx, geoms[t.kind], ox + t.x * S, oy + t.y * S, S, t.rotation, cellSeed(t.x, t.y), { fast, dpr: f.dpr });
  }
}

/** The page's look of the legal cells; the embed passes its theme's. */
export const LEGAL_STYLE = {
  fill: 'rgba(255, 232, 150, 0.12)', stroke: 'rgba(255, 224, 120, 0.95)',
  otherFill: 'rgba(255, 255, 255, 0.035)', otherStroke: 'rgba(255, 255, 255, 0.45)',
};

/**
 * The legal cells (`legalAt`: "x,y" → Set of rotations): clear where the tile fits turned as
 * it is (`rotation`), faint and dashed where it fits turned otherwise (B1).
 * @param {Frame} f
 * @param {Map<string, Set<number>>} legalAt
 * @param {number} rotation
 * @param {typeof LEGAL_STYLE} [style]
 */
export function drawLegalCells(f, legalAt, rotation, style = LEGAL_STYLE) {
  const { ctx, S, ox, oy, dpr } = f;
  const inset = Math.max(2, Math.round(S * 0.04));
  // the cells never overlap: all fills of a kind, then all frames (one style at a time)
  for (const pass of [false, true]) {
    for (const frame of [false, true]) {
      for (const [key, rots] of legalAt) {
        const here = rots.has(rotation);
        if (here !== pass) continue;
        const [x, y] = key.split(',').map(Number);
        if (!cellVisible(f, x, y)) continue;
        const l = ox + x * S + inset;
        const t = oy + y * S + inset;
        if (!frame) {
          ctx.fillStyle = here ? style.fill : style.otherFill;
          ctx.fillRect(l, t, S - 2 * inset, S - 2 * inset);
        } else {
          ctx.strokeStyle = here ? style.stroke : style.otherStroke;
          ctx.lineWidth = here ? Math.max(2, 2 * dpr) : Math.max(1, dpr);
          ctx.setLineDash(here ? [] : [4 * dpr, 4 * dpr]);
          ctx.strokeRect(l, t, S - 2 * inset, S - 2 * inset);
        }
      }
    }
  }
  ctx.setLineDash([]);
}

/**
 * A frame around the tile placed last, in `colour`.
 * @param {Frame} f
 * @param {{x: number, y: number}} tile
 * @param {string} colour
 */
export function drawLastTile(f, tile, colour) {
  const { ctx, S, ox, oy, dpr } = f;
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(2, 2.5 * dpr);
  const i = ctx.lineWidth / 2;
  ctx.strokeRect(ox + tile.x * S + i, oy + tile.y * S + i, S - 2 * i, S - 2 * i);
}

/**
 * The tile in hand (`geom`) shown placed at cell (x, y), a little transparent, framed.
 * @param {Frame} f
 * @param {Geom} geom
 * @param {number} x
 * @param {number} y
 * @param {number} rotation
 * @param {{colour?: string, dash?: number[] | null}} [look]
 */
export function drawTileInHand(f, geom, x, y, rotation, { colour = '#ffe078', dash = null } = {}) {
  const { ctx, S, ox, oy, dpr } = f;
  const l = ox + x * S;
  const t = oy + y * S;
  ctx.save();
  ctx.globalAlpha = 0.92;
  drawTileCached(ctx, geom, l, t, S, rotation, cellSeed(x, y), { dpr: f.dpr });
  ctx.restore();
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(2, 3 * dpr);
  ctx.setLineDash(dash ? dash.map((d) => d * dpr) : []);
  const i = dash ? 1.5 * dpr : 1;
  ctx.strokeRect(l + i, t + i, S - 2 * i, S - 2 * i);
  ctx.setLineDash([]);
}

/**
 * 'full' or 'simple': how the board's pieces are drawn at this zoom (geometry.js `tileDetail`).
 * @param {{S: number, dpr: number}} f
 */
export function detailOf(f) {
  return tileDetail(f.S, f.dpr);
}

/**
 * The occupied spell circles (`circles` of the view; `tileAt(x, y)` the placed tile): each
 * circle holding a ghost drawn as a bright ring with the ghost inside it (S-rules: one ghost a
 * circle), the area's count in a badge; empty circles stay as the tile draws them.
 * @param {Frame} f
 * @param {readonly {x: number, y: number, feature: string, ghosts: number}[]} circles
 * @param {TileAt} tileAt
 * @param {readonly Geom[]} geoms
 */
export function drawCircleGhosts(f, circles, tileAt, geoms) {
  const { ctx, S, ox, oy, dpr } = f;
  const simple = detailOf(f) === 'simple';
  const r = Math.min(S * 0.2, Math.max(S * circleRadius(S, dpr) * 1.5, (simple ? 9 : 8) * dpr));
  for (const circle of circles) {
    if (!circle.ghosts || !cellVisible(f, circle.x, circle.y)) continue;
    const t = tileAt(circle.x, circle.y);
    if (!t) continue;
    const spots = circlesOnTile(geoms[t.kind], circle.feature, t.rotation);
    const n = Math.min(circle.ghosts, spots.length);
    if (simple && spots.length > 1) {
      // small zoom: the area's circles as one ring with a ghost in it and the count
      const cx = spots.reduce((/** @type {number} */ a, /** @type {Pt} */ p) => a + p[0], 0) / spots.length;
      const cy = spots.reduce((/** @type {number} */ a, /** @type {Pt} */ p) => a + p[1], 0) / spots.length;
      drawOccupiedCircle(ctx, ox + (t.x + cx) * S, oy + (t.y + cy) * S, r * 1.1, { simple, count: circle.ghosts });
      continue;
    }
    for (let i = 0; i < n; i++) {
      drawOccupiedCircle(ctx, ox + (t.x + spots[i][0]) * S, oy + (t.y + spots[i][1]) * S, r, {
        simple, count: i === n - 1 ? circle.ghosts : 0,
      });
    }
  }
}

/**
 * The height of a meeple on cells of `S` device pixels (at most `max` CSS pixels, at least 15 at small zoom).
 * @param {{S: number, dpr: number}} f
 * @param {number} [max]
 */
export function meepleHeight(f, max = 46) {
  return symbolSize(f.S, f.dpr, 0.34, detailOf(f) === 'simple' ? 15 : 10, max);
}

/**
 * The meeples and guards with the ghosts they hold; `colourOf(player)` their colours.
 * @param {Frame} f
 * @param {readonly {x: number, y: number, feature: string, player: number, guard?: boolean, ghosts?: number}[]} meeples
 * @param {TileAt} tileAt
 * @param {readonly Geom[]} geoms
 * @param {(player: number) => string} colourOf
 * @param {number} [h]
 */
export function drawMeeples(f, meeples, tileAt, geoms, colourOf, h = meepleHeight(f)) {
  const { ctx, S, ox, oy } = f;
  const simple = detailOf(f) === 'simple';
  for (const m of meeples) {
    const t = tileAt(m.x, m.y);
    if (!t || !cellVisible(f, m.x, m.y)) continue;
    const [px, py] = spotOnTile(geoms[t.kind], m.feature, t.rotation);
    drawMeeple(ctx, ox + (m.x + px) * S, oy + (m.y + py) * S, h, colourOf(m.player), {
      guard: m.guard, ghosts: m.ghosts, simple,
    });
  }
}

/**
 * A ring of radius `r` around (x, y), with a dark edge so it shows on any tile.
 * @param {{ctx: CanvasRenderingContext2D, dpr: number}} f
 * @param {number} x
 * @param {number} y
 * @param {number} r
 * @param {string} colour
 * @param {{width?: number, dash?: number[] | null, fill?: string | null}} [look]
 */
export function ringAt(f, x, y, r, colour, { width = 3, dash = null, fill = null } = {}) {
  const { ctx, dpr } = f;
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  if (fill) {
    ctx.fillStyle = fill;
    ctx.fill();
  }
  ctx.setLineDash(dash || []);
  ctx.lineWidth = width + 2.5 * dpr;
  ctx.strokeStyle = 'rgba(0, 0, 0, 0.55)';
  ctx.stroke();
  ctx.lineWidth = width;
  ctx.strokeStyle = colour;
  ctx.stroke();
  ctx.restore();
}

/**
 * The device point of a ghost's place on a tile (a meeple's feature, or the middle of a mist
 * area's spell circles), `tile` the placed tile (or the tile in hand shown placed).
 * @param {Frame} f
 * @param {readonly Geom[]} geoms
 * @param {{kind: number, rotation: number}} tile
 * @param {{x: number, y: number, feature: string}} spot
 */
export function spotPoint(f, geoms, tile, spot) {
  const u = spotOnTile(geoms[tile.kind], spot.feature, tile.rotation);
  return cellPoint(f, spot.x, spot.y, u);
}

/**
 * The width of ghost arrows on cells of `S` device pixels.
 * @param {{S: number, dpr: number}} f
 */
export function arrowWidth(f) {
  return Math.max(2.5 * f.dpr, Math.min(f.S * 0.04, 6 * f.dpr));
}

/**
 * The preview's ghost arrows (`previewArrows(preview)` of outcome.js): from where each ghost
 * comes to where it goes, a ring at each end place, a dashed arrow where the player will choose
 * (S7a). `pointOf(place)` gives a device point (or null), `startGap(arrow)` the gap at its start,
 * `colours` by arrow kind.
 * @param {Frame} f
 * @param {readonly import('./markers.js').Arrow[]} arrows
 * @param {(end: import('./markers.js').ArrowEnd) => Pt | null} pointOf
 * @param {{colours: Record<string, string>, startGap: (arrow: import('./markers.js').Arrow, ring: number) => number}} look
 */
export function drawGhostArrows(f, arrows, pointOf, { colours, startGap }) {
  const { ctx, dpr } = f;
  const w = arrowWidth(f);
  const ring = Math.max(9 * dpr, f.S * 0.13);
  const ends = new Map();
  const seen = new Set();
  for (const a of arrows) {
    const from = pointOf(a.from);
    const to = pointOf(a.to);
    if (!from || !to) continue;
    const drawn = `${from.map(Math.round)}>${to.map(Math.round)}|${a.kind}`;
    if (seen.has(drawn)) continue;
    seen.add(drawn);
    const colour = colours[a.kind] || colours.others || '#fff';
    const [p, q] = trimmed(from, to, startGap(a, ring), ring + 2 * dpr);
    drawArrow(ctx, p[0], p[1], q[0], q[1], colour, a.choice ? w * 0.75 : w, { dash: a.choice ? [w * 2.2, w * 1.6] : null });
    ends.set(spotKey(a.to), { p: to, colour });
  }
  for (const { p, colour } of ends.values()) ringAt(f, p[0], p[1], ring, colour, { width: 2 * dpr });
}

/** The look of the bank outline; the embed passes its theme's. */
export const BANK_OUTLINE_STYLE = { colour: '#ffe36e', edge: 'rgba(20, 16, 40, 0.85)', fill: 'rgba(255, 240, 160, 0.16)', width: 3 };

/**
 * Outlines a mist bank as one shape (M2): the union of its mist areas `spots`
 * (`[{x, y, feature}]`, from the engine's `bankAt`) on their tiles (`tileAt(x, y)`), a bright
 * line around the whole bank and none between its tiles. Also used to highlight a bank named
 * in the outcome panel. Returns the number of areas drawn.
 * @param {Frame} f
 * @param {readonly {x: number, y: number, feature: string}[] | null | undefined} spots
 * @param {TileAt} tileAt
 * @param {readonly Geom[]} geoms
 * @param {typeof BANK_OUTLINE_STYLE} [style]
 */
export function drawBankOutline(f, spots, tileAt, geoms, style = BANK_OUTLINE_STYLE) {
  const { ctx, S, ox, oy, dpr } = f;
  const union = new Path2D();
  let drawn = 0;
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const s of spots || []) {
    const t = tileAt(s.x, s.y);
    const area = t && mistAreaPath(geoms[t.kind], s.feature);
    if (!area) continue;
    const m = new DOMMatrix()
      .translateSelf(ox + (s.x + 0.5) * S, oy + (s.y + 0.5) * S)
      .rotateSelf(t.rotation)
      .scaleSelf(S, S)
      .translateSelf(-0.5, -0.5);
    union.addPath(area, m);
    drawn++;
    x0 = Math.min(x0, s.x);
    y0 = Math.min(y0, s.y);
    x1 = Math.max(x1, s.x + 1);
    y1 = Math.max(y1, s.y + 1);
  }
  if (!drawn) return 0;
  const w = Math.max(2 * dpr, style.width * dpr);
  const edge = 1.5 * dpr;
  // the ring outside the union only: the strokes are clipped to a frame around the bank minus
  // its areas (even-odd; the areas never overlap), so no line shows between the bank's tiles
  const pad = (w + edge) * 2 + 2;
  const outside = new Path2D();
  const [l, t, r, b] = [ox + x0 * S - pad, oy + y0 * S - pad, ox + x1 * S + pad, oy + y1 * S + pad];
  outside.moveTo(l, t);
  outside.lineTo(l, b);
  outside.lineTo(r, b);
  outside.lineTo(r, t);
  outside.closePath();
  outside.addPath(union);
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = style.fill;
  ctx.fill(union);
  ctx.clip(outside, 'evenodd');
  ctx.lineJoin = 'round';
  ctx.strokeStyle = style.edge;
  ctx.lineWidth = 2 * (w + edge);
  ctx.stroke(union);
  ctx.strokeStyle = style.colour;
  ctx.lineWidth = 2 * w;
  ctx.stroke(union);
  ctx.restore();
  return drawn;
}

/**
 * Where a bank's letter sits on side `side` of a cell: just inside the edge's middle.
 * @type {Record<string, Pt>}
 */
const SIDE_POINT = { N: [0.5, 0.13], E: [0.87, 0.5], S: [0.5, 0.87], W: [0.13, 0.5] };

/**
 * The device point of a label's place: `{x, y, side}` (a side of a cell) or a spot (`pointOf`).
 * @param {Frame} f
 * @param {any} at a label's place (markers.js `outcomeMarkers`): a cell's side or a spot
 * @param {(at: any) => Pt | null} pointOf
 * @returns {Pt | null}
 */
export function labelPoint(f, at, pointOf) {
  if (at && at.side) return cellPoint(f, at.x, at.y, (Object.hasOwn(SIDE_POINT, at.side) && SIDE_POINT[at.side]) || [0.5, 0.5]);
  return pointOf(at);
}

/**
 * The labels the outcome panel's words use (`outcomeMarkers` of outcome.js), as small badges on
 * the board: a bank's letter on a light square at each side of the new tile that touches it; a
 * meeple's number on a rounded badge of its player's colour, beside the meeple; a circle's
 * number on a round violet badge beside its circles. `pointOf(at)`: the device point of a
 * meeple's or circle's place (or null); `colourOf(player)`; `highlight`: a Set of label keys —
 * when it has any, those are drawn larger with a halo and the others faded.
 * @param {Frame} f
 * @param {readonly import('./markers.js').Marker[]} labels
 * @param {(at: any) => Pt | null} pointOf
 */
export function drawLabels(f, labels, pointOf, /** @type {{highlight?: Set<string> | null, colourOf?: (player: number) => string}} */ { highlight = null, colourOf = () => '#888' } = {}) {
  const { ctx, dpr, S } = f;
  const base = Math.max(15 * dpr, Math.min(S * 0.17, 24 * dpr));
  const lit = highlight && highlight.size ? highlight : null;
  for (const pass of [false, true]) {
    for (const l of labels) {
      const hot = Boolean(lit && lit.has(l.key));
      if (hot !== pass) continue;
      const p = labelPoint(f, l.at, pointOf);
      if (!p) continue;
      const h = hot ? base * 1.3 : base;
      // beside a meeple or a circle, not on it
      const [x, y] = l.kind === 'bank' ? p : [p[0] + h * 0.75, p[1] - h * 0.8];
      const w = l.text.length > 1 ? h * 0.6 * l.text.length + h * 0.4 : h;
      ctx.save();
      ctx.globalAlpha = lit && !hot ? 0.45 : 1;
      if (hot) {
        ctx.beginPath();
        ctx.arc(x, y, h * 0.95, 0, Math.PI * 2);
        ctx.fillStyle = 'rgba(255, 236, 150, 0.55)';
        ctx.fill();
      }
      ctx.beginPath();
      if (l.kind === 'circle') ctx.arc(x, y, h / 2, 0, Math.PI * 2);
      else if (ctx.roundRect) ctx.roundRect(x - w / 2, y - h / 2, w, h, l.kind === 'bank' ? h * 0.18 : h * 0.45);
      else ctx.rect(x - w / 2, y - h / 2, w, h);
      const fill = l.kind === 'bank' ? '#f4f1e8' : l.kind === 'circle' ? '#7d55d9' : colourOf(l.player ?? 0);
      ctx.fillStyle = fill;
      ctx.fill();
      ctx.lineWidth = Math.max(1.5 * dpr, h * 0.1);
      ctx.strokeStyle = l.kind === 'bank' ? '#2d6f95' : 'rgba(0, 0, 0, 0.75)';
      ctx.stroke();
      ctx.font = `700 ${Math.round(h * 0.68)}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      if (l.kind !== 'bank') {
        ctx.lineWidth = Math.max(2 * dpr, h * 0.14);
        ctx.strokeStyle = 'rgba(0, 0, 0, 0.7)';
        ctx.strokeText(l.text, x, y + h * 0.04);
      }
      ctx.fillStyle = l.kind === 'bank' ? '#1d4f6d' : '#fff';
      ctx.fillText(l.text, x, y + h * 0.04);
      ctx.restore();
    }
  }
}
