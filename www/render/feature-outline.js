// A placed feature as the board shows it when a player inspects it (issue 43, "Inspect a
// feature"): which feature of a tile lies under a point (`featureAtPoint`, the inverse of the
// tile's drawing) and its whole extent marked on the board (`drawFeatureOutline`: every area the
// engine's `featureAt` lists, one shape, outlined like a hovered mist bank). Mist areas are the
// bank's (mist-view.js, `drawBankOutline`); this module draws the other kinds.

import { mistAreaPath } from './draw.js';
import { rotatePoint, unturnPoint } from './geometry.js';
import { BANK_OUTLINE_STYLE } from './board.js';

/** The outline of an inspected feature: the bank's colours, so one look means "this whole thing". */
export const FEATURE_OUTLINE_STYLE = BANK_OUTLINE_STYLE;

/** A point of a tile's unit square. @typedef {[number, number] | number[]} Pt */
/**
 * A tile kind's drawing geometry (draw.js `kindGeometry`): its cities' areas, its roads'
 * segments, its features' spots, read by name here.
 * @typedef {import('./draw.js').TileGeom} Geom
 */

/**
 * The ends of each half side (`NL`: the left half of the north side looking out through it), tile units.
 * @type {Record<string, number[][]>}
 */
const HALF_ENDS = {
  NL: [[0, 0], [0.5, 0]], NR: [[0.5, 0], [1, 0]],
  EL: [[1, 0], [1, 0.5]], ER: [[1, 0.5], [1, 1]],
  SL: [[1, 1], [0.5, 1]], SR: [[0.5, 1], [0, 1]],
  WL: [[0, 1], [0, 0.5]], WR: [[0, 0.5], [0, 0]],
};

/** The half sides clockwise from the north side's west half. */
const HALVES = ['NL', 'NR', 'EL', 'ER', 'SL', 'SR', 'WL', 'WR'];

/**
 * The half side whose fan triangle (from the tile's centre) holds point `p` of the unturned tile.
 * @param {Pt} p
 */
function halfAt([px, py]) {
  const a = Math.atan2(py - 0.5, px - 0.5); // 0: east, π/2: south
  // 0 from the north-west corner to the north side's middle, then clockwise
  const eighth = Math.floor((((a + Math.PI * 2.75) % (Math.PI * 2)) / (Math.PI * 2)) * 8);
  return HALVES[eighth % 8];
}

/**
 * Distance from `p` to the segment a–b.
 * @param {Pt} p
 * @param {Pt} a
 * @param {Pt} b
 */
function toSegment(p, a, b) {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const len2 = dx * dx + dy * dy || 1;
  const k = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
  return Math.hypot(p[0] - a[0] - k * dx, p[1] - a[1] - k * dy);
}

/** The straight pieces of a road's segment (a bend through its control point `c`). */
const pieces = (/** @type {{a: Pt, b: Pt, c?: Pt}} */ s) => (s.c ? [[s.a, s.c], [s.c, s.b]] : [[s.a, s.b]]);

/** @type {OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null | false} */
let hitCtx = null;
/** A 2D context for path hit tests (none under node: cities are then told by their spot). */
function hitContext() {
  if (hitCtx === null) {
    if (typeof OffscreenCanvas !== 'undefined') hitCtx = new OffscreenCanvas(2, 2).getContext('2d');
    else if (typeof document !== 'undefined') hitCtx = document.createElement('canvas').getContext('2d');
    else hitCtx = false;
  }
  return hitCtx || null;
}

/**
 * The feature (not mist, not the ruin) of a placed tile under tile point `u` ([0..1, 0..1] as the
 * board shows the tile): `kind` the engine's `KindView`, `geom` its drawing geometry, `rotation`
 * the tile's. A city where its area is; a monastery, castle or cemetery near the centre; a road
 * near its line; else the field of the half side whose wedge holds the point. Its name, or null.
 * @param {{features: {kind: string, name: string, halves?: string[]}[]}} kind
 * @param {any} geom
 * @param {number} rotation
 * @param {[number, number]} u
 * @returns {string | null}
 */
export function featureAtPoint(kind, geom, rotation, u) {
  if (!kind || !geom) return null;
  const p = /** @type {[number, number]} */ (unturnPoint(u, rotation));
  const ctx = hitContext();
  for (const c of geom.cities) {
    if (ctx ? ctx.isPointInPath(c.area, p[0], p[1]) : Math.hypot(p[0] - c.spot[0], p[1] - c.spot[1]) < 0.18) return c.name;
  }
  const central = kind.features.find((f) => ['monastery', 'castle', 'cemetery'].includes(f.kind));
  if (central && Math.hypot(p[0] - 0.5, p[1] - 0.5) < 0.2) return central.name;
  let road = null;
  let best = 0.085;
  for (const r of geom.roads) {
    for (const s of r.segments) {
      for (const [a, b] of pieces(s)) {
        const d = toSegment(p, a, b);
        if (d < best) [best, road] = [d, r.name];
      }
    }
  }
  if (road) return road;
  const half = halfAt(p);
  const field = kind.features.find((f) => f.kind === 'field' && (f.halves || []).includes(half));
  if (field) return field.name;
  // a field that reaches no side here (around a central feature): the nearest one
  const fields = kind.features.filter((f) => f.kind === 'field');
  let near = null;
  let nd = Infinity;
  for (const f of fields) {
    const s = geom.spots[f.name] || [0.5, 0.5];
    const d = Math.hypot(p[0] - s[0], p[1] - s[1]);
    if (d < nd) [nd, near] = [d, f.name];
  }
  return near;
}

/**
 * The area of feature `name` of a tile in its own unit square as a path to fill, or null: a
 * city's or mist area's own shape; a field as the wedges of its half sides less the cities; a
 * monastery, castle or cemetery as a round in the middle. Roads are lines (`roadPieces`).
 * @param {{features: {kind: string, name: string, halves?: string[]}[]}} kind
 * @param {Geom} geom
 * @param {string} name
 * @returns {Path2D | null}
 */
function areaPath(kind, geom, name) {
  const f = kind.features.find((ff) => ff.name === name);
  if (!f) return null;
  if (f.kind === 'city') return (geom.cities.find((/** @type {{name: string}} */ c) => c.name === name) || {}).area || null;
  if (f.kind === 'mist') return mistAreaPath(geom, name);
  if (['monastery', 'castle', 'cemetery'].includes(f.kind)) {
    const p = new Path2D();
    p.arc(0.5, 0.5, 0.3, 0, Math.PI * 2);
    return p;
  }
  if (f.kind === 'field') {
    // the wedges of its half sides, each run of neighbouring ones as one shape (no line between them)
    const p = new Path2D();
    const has = new Set((f.halves || []).filter((h) => Object.hasOwn(HALF_ENDS, h)));
    if (has.size === HALVES.length) {
      p.rect(0, 0, 1, 1);
      return p;
    }
    for (let i = 0; i < HALVES.length; i++) {
      if (!has.has(HALVES[i]) || has.has(HALVES[(i + HALVES.length - 1) % HALVES.length])) continue;
      p.moveTo(0.5, 0.5);
      const [sx, sy] = HALF_ENDS[HALVES[i]][0];
      p.lineTo(sx, sy);
      for (let j = i; has.has(HALVES[j % HALVES.length]) && j < i + HALVES.length; j++) {
        const [ex, ey] = HALF_ENDS[HALVES[j % HALVES.length]][1];
        p.lineTo(ex, ey);
      }
      p.closePath();
    }
    return p;
  }
  return null;
}

/**
 * Marks a whole feature on frame `f`: the areas `spots` (`[{x, y, feature}]`, the engine's
 * `featureAt(...).spots`) on their tiles (`tileAt(x, y)` → `{kind, rotation}`), filled and
 * outlined in `style`'s colours, roads as broad lines along their course. `kinds`: the engine's
 * `KindView`s; `geoms`: their drawing geometry. Returns how many areas were drawn.
 * @param {{ctx: CanvasRenderingContext2D, S: number, ox: number, oy: number, dpr: number, W: number, H: number}} f
 * @param {readonly {x: number, y: number, feature: string}[] | null | undefined} spots
 * @param {(x: number, y: number) => {kind: number, rotation: number} | null | undefined} tileAt
 * @param {readonly {features: {kind: string, name: string, halves?: string[]}[]}[]} kinds
 * @param {readonly Geom[]} geoms
 * @param {typeof FEATURE_OUTLINE_STYLE} [style]
 */
export function drawFeatureOutline(f, spots, tileAt, kinds, geoms, style = FEATURE_OUTLINE_STYLE) {
  const { ctx, S, ox, oy, dpr } = f;
  let drawn = 0;
  const fills = new Path2D();
  /** @type {number[][][]} */
  const lines = [];
  for (const s of spots || []) {
    const t = tileAt(s.x, s.y);
    const kind = t && kinds[t.kind];
    const geom = t && geoms[t.kind];
    if (!kind || !geom) continue;
    const m = new DOMMatrix()
      .translateSelf(ox + (s.x + 0.5) * S, oy + (s.y + 0.5) * S)
      .rotateSelf(t.rotation)
      .scaleSelf(S, S)
      .translateSelf(-0.5, -0.5);
    const road = geom.roads.find((/** @type {{name: string}} */ r) => r.name === s.feature);
    if (road) {
      const k = Math.round(t.rotation / 90);
      const at = (/** @type {Pt} */ p) => {
        const [x, y] = rotatePoint(p, k);
        return [ox + (s.x + x) * S, oy + (s.y + y) * S];
      };
      for (const seg of road.segments) for (const [a, b] of pieces(seg)) lines.push([at(a), at(b)]);
      drawn++;
      continue;
    }
    const area = areaPath(kind, geom, s.feature);
    if (!area) continue;
    fills.addPath(area, m);
    drawn++;
  }
  if (!drawn) return 0;
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  const w = Math.max(2 * dpr, style.width * dpr);
  const edge = 1.5 * dpr;
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.fillStyle = style.fill;
  ctx.fill(fills);
  // the ring outside the areas only, as a bank's (board.js drawBankOutline): the strokes are
  // clipped to the canvas minus the areas (even-odd; they never overlap), so no line shows
  // between the feature's tiles
  const outside = new Path2D();
  outside.rect(0, 0, f.W, f.H);
  outside.addPath(fills);
  ctx.save();
  ctx.clip(outside, 'evenodd');
  ctx.strokeStyle = style.edge;
  ctx.lineWidth = 2 * (w + edge);
  ctx.stroke(fills);
  ctx.strokeStyle = style.colour;
  ctx.lineWidth = 2 * w;
  ctx.stroke(fills);
  ctx.restore();
  // a road: its course, dark edged, so it reads on a field as on a city
  for (const [width, colour] of /** @type {[number, string][]} */ ([[Math.max(6 * dpr, S * 0.12) + 3 * dpr, style.edge], [Math.max(6 * dpr, S * 0.12), style.colour]])) {
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.beginPath();
    for (const [a, b] of lines) {
      ctx.moveTo(a[0], a[1]);
      ctx.lineTo(b[0], b[1]);
    }
    ctx.stroke();
  }
  ctx.restore();
  return drawn;
}
