// Plane and board geometry without a canvas: points of the unit tile, segments, the rotations
// a placement stands for, the cell under a device point; and the paths the shapes are drawn with
// (below). Pure, unit tested with `node --test` (tests/unit/geometry.test.mjs).

/**
 * A point `[x, y]` (of the unit tile, or device pixels).
 * @typedef {number[]} Point
 * A 2D affine matrix `[a, b, c, d, e, f]`, as a canvas's `setTransform` takes it.
 * @typedef {number[]} Matrix
 * A path's command as a `VectorPath` records it (in its own coordinates).
 * @typedef {['M', number, number] | ['L', number, number] | ['Q', number, number, number, number]
 *   | ['C', number, number, number, number, number, number]
 *   | ['E', number, number, number, number, number, number, number, boolean] | ['Z']} PathCmd
 * A placement as the engine lists it (`legalPlacements()`), `same` the bits of the rotations
 * that look the same.
 * @typedef {{x: number, y: number, rotation: number, same?: number}} SamePlacement
 */

/**
 * Turns a point of the unit tile `k` quarter turns clockwise around the tile centre.
 * @param {Point} p
 * @param {number} k
 * @returns {Point}
 */
export function rotatePoint(p, k) {
  let [x, y] = p;
  for (let i = 0; i < (((k % 4) + 4) % 4); i++) [x, y] = [1 - y, x];
  return [x, y];
}

/**
 * The segment from `a` to `b` shortened by `ga` at its start and `gb` at its end.
 * @param {Point} a
 * @param {Point} b
 * @param {number} ga
 * @param {number} gb
 * @returns {Point[]}
 */
export function trimmed(a, b, ga, gb) {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy);
  if (len < ga + gb + 4) return [a, b];
  return [[a[0] + (dx / len) * ga, a[1] + (dy / len) * ga], [b[0] - (dx / len) * gb, b[1] - (dy / len) * gb]];
}

/**
 * The legal placements (`legalPlacements()`: each look of the tile once, with `same`, the bits
 * of the equal rotations), each at every rotation that turns the tile the same way (B1).
 * @template {SamePlacement} P
 * @param {P[]} list
 * @returns {P[]}
 */
export function withSameTurns(list) {
  return list.flatMap((p) => [0, 1, 2, 3]
    .filter((q) => (((p.same ?? 0) | (1 << (p.rotation / 90))) >> q) & 1)
    .map((q) => ({ ...p, rotation: q * 90 })));
}

/**
 * The placements by cell: "x,y" → Set of rotations.
 * @param {{x: number, y: number, rotation: number}[]} list
 * @returns {Map<string, Set<number>>}
 */
export function placementsByCell(list) {
  /** @type {Map<string, Set<number>>} */
  const at = new Map();
  for (const p of list) {
    const key = `${p.x},${p.y}`;
    let rotations = at.get(key);
    if (!rotations) at.set(key, (rotations = new Set()));
    rotations.add(p.rotation);
  }
  return at;
}

// ---------------------------------------------------------------------------------------------
// Level of detail: what the board draws depends on how big a tile is on screen (CSS pixels).

/** Below this many CSS pixels a tile, pieces and marks are drawn as simplified symbols. */
export const SIMPLE_BELOW = 52;

/**
 * 'full' or 'simple': how a tile of `px` device pixels (at `dpr` device pixels per CSS pixel) is drawn.
 * @param {number} px
 * @param {number} [dpr]
 * @returns {'full' | 'simple'}
 */
export function tileDetail(px, dpr = 1) {
  return px / (dpr || 1) < SIMPLE_BELOW ? 'simple' : 'full';
}

/**
 * The size of a symbol on a tile of `px` device pixels: `frac` of the tile, but never below
 * `minCss` nor above `maxCss` CSS pixels (so it stays legible when the board is small).
 * @param {number} px
 * @param {number} dpr
 * @param {number} frac
 * @param {number} minCss
 * @param {number} [maxCss]
 */
export function symbolSize(px, dpr, frac, minCss, maxCss = Infinity) {
  const d = dpr || 1;
  return Math.min(Math.max(px * frac, minCss * d), maxCss * d);
}

/**
 * Radius of a spell circle in tile units: 0.085 of the tile, at least 5 CSS pixels (at most 0.16).
 * @param {number} px
 * @param {number} [dpr]
 */
export function circleRadius(px, dpr = 1) {
  return Math.min(0.16, Math.max(0.085, (5 * (dpr || 1)) / Math.max(1, px)));
}

/**
 * The misty sides' marker band of a tile side `k` (0 N, 1 E, 2 S, 3 W) in tile units: the
 * rectangle `[x, y, w, h]` along that edge, `depth` deep (drawn crisp on the tile's edge).
 * @param {number} k
 * @param {number} depth
 * @returns {number[]}
 */
export function sideBand(k, depth) {
  switch (((k % 4) + 4) % 4) {
    case 0: return [0, 0, 1, depth];
    case 1: return [1 - depth, 0, depth, 1];
    case 2: return [0, 1 - depth, 1, depth];
    default: return [0, 0, depth, 1];
  }
}

/**
 * A tile-unit point of cell (x, y) seen on a tile turned `rotation` degrees, in its own orientation.
 * @param {Point} u
 * @param {number} rotation
 */
export function unturnPoint(u, rotation) {
  return rotatePoint(u, -Math.round(rotation / 90));
}

/**
 * The cell under device point (dx, dy) of a laid-out board (`S` device pixels per cell, cell
 * (0, 0)'s top-left corner at device point (ox, oy): the page's camera, the embed's fit) and the
 * point's place inside it (0..1).
 * @param {{S: number, ox: number, oy: number}} layout
 * @param {number} dx
 * @param {number} dy
 */
export function cellAtDevice({ S, ox, oy }, dx, dy) {
  const u = (dx - ox) / S;
  const w = (dy - oy) / S;
  const x = Math.floor(u);
  const y = Math.floor(w);
  return { x, y, fx: u - x, fy: w - y };
}

// The paths the drawing code builds its shapes with (draw.js `newPath()`): a real Path2D in a
// browser (a canvas fills it) that also records its commands, so that the SVG target
// (vector.js) can write them; a recording one under Node, where `pathHitTester` stands in for a
// canvas's isPointInPath (their flattening and point-in-shape test are plane geometry too).

const TAU = Math.PI * 2;
/** Point (x, y) through matrix `m`. @type {(m: Matrix, x: number, y: number) => Point} */
export const apply = (m, x, y) => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
/**
 * The browser's Path2D, or (Node) a class with none of its methods: VectorPath calls them with
 * `?.`, so that the recording works without a canvas.
 * @type {typeof Path2D}
 */
const NativePath = typeof globalThis.Path2D === 'function' ? globalThis.Path2D : /** @type {typeof Path2D} */ (/** @type {unknown} */ (class {}));

/**
 * A Path2D that remembers its commands in its own coordinates:
 * `['M', x, y] ['L', x, y] ['Q', …4] ['C', …6] ['E', cx, cy, rx, ry, rot, a0, a1, ccw] ['Z']`.
 */
export class VectorPath extends NativePath {
  constructor() {
    super();
    /** @type {PathCmd[]} */
    this.cmds = [];
  }

  /** @param {number} x @param {number} y */
  moveTo(x, y) { super.moveTo?.(x, y); this.cmds.push(['M', x, y]); }

  /** @param {number} x @param {number} y */
  lineTo(x, y) { super.lineTo?.(x, y); this.cmds.push(['L', x, y]); }

  /** @param {number} a @param {number} b @param {number} x @param {number} y */
  quadraticCurveTo(a, b, x, y) { super.quadraticCurveTo?.(a, b, x, y); this.cmds.push(['Q', a, b, x, y]); }

  /**
   * @param {number} a @param {number} b @param {number} c @param {number} d
   * @param {number} x @param {number} y
   */
  bezierCurveTo(a, b, c, d, x, y) { super.bezierCurveTo?.(a, b, c, d, x, y); this.cmds.push(['C', a, b, c, d, x, y]); }

  closePath() { super.closePath?.(); this.cmds.push(['Z']); }

  /**
   * @param {number} x @param {number} y @param {number} r @param {number} a0 @param {number} a1
   * @param {boolean} [ccw]
   */
  arc(x, y, r, a0, a1, ccw = false) { super.arc?.(x, y, r, a0, a1, ccw); this.cmds.push(['E', x, y, r, r, 0, a0, a1, ccw]); }

  /**
   * @param {number} x @param {number} y @param {number} rx @param {number} ry @param {number} rot
   * @param {number} a0 @param {number} a1 @param {boolean} [ccw]
   */
  ellipse(x, y, rx, ry, rot, a0, a1, ccw = false) {
    super.ellipse?.(x, y, rx, ry, rot, a0, a1, ccw);
    this.cmds.push(['E', x, y, rx, ry, rot, a0, a1, ccw]);
  }

  /** @param {number} x @param {number} y @param {number} w @param {number} h */
  rect(x, y, w, h) {
    super.rect?.(x, y, w, h);
    this.cmds.push(['M', x, y], ['L', x + w, y], ['L', x + w, y + h], ['L', x, y + h], ['Z']);
  }

  /**
   * Adds `path`'s commands (a VectorPath); a transform is not supported here.
   * @param {Path2D} path
   * @param {DOMMatrix2DInit} [m]
   */
  addPath(path, m) {
    super.addPath?.(path, m);
    if (path instanceof VectorPath) this.cmds.push(...path.cmds);
  }
}

/** A new path for the drawing code: a canvas fills it, an SVG context reads its commands. */
export function newPath() {
  return new VectorPath();
}

/**
 * Polygons (device points) of `[matrix, command]` pieces, curves cut into short lines.
 * @param {[Matrix, PathCmd][]} pieces
 * @returns {Point[][]}
 */
export function flatten(pieces) {
  /** @type {Point[][]} */
  const polys = [];
  /** @type {Point[] | null} */
  let poly = null;
  /** @type {Point | null} */
  let cur = null;
  const add = (/** @type {Point} */ p) => {
    if (!poly) {
      poly = [];
      polys.push(poly);
    }
    poly.push(p);
    cur = p;
  };
  for (const [m, c] of pieces) {
    const op = c[0];
    if (c[0] === 'M') {
      poly = null;
      add(apply(m, c[1], c[2]));
    } else if (c[0] === 'L') add(apply(m, c[1], c[2]));
    else if (c[0] === 'Q' || c[0] === 'C') {
      const xy = /** @type {number[]} */ (c.slice(1));
      const ps = [];
      for (let i = 0; i < xy.length; i += 2) ps.push(apply(m, xy[i], xy[i + 1]));
      const p0 = cur || ps[0];
      for (let i = 1; i <= 12; i++) {
        const t = i / 12;
        const u = 1 - t;
        if (op === 'Q') {
          add([u * u * p0[0] + 2 * u * t * ps[0][0] + t * t * ps[1][0], u * u * p0[1] + 2 * u * t * ps[0][1] + t * t * ps[1][1]]);
        } else {
          const w = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
          add([w[0] * p0[0] + w[1] * ps[0][0] + w[2] * ps[1][0] + w[3] * ps[2][0], w[0] * p0[1] + w[1] * ps[0][1] + w[2] * ps[1][1] + w[3] * ps[2][1]]);
        }
      }
    } else if (c[0] === 'Z') {
      // (`add` sets it: a closure's assignment, which the checker does not follow)
      const open = /** @type {Point[] | null} */ (poly);
      if (open && open.length) cur = open[0];
      poly = null;
    } else if (c[0] === 'E') {
      const [, cx, cy, rx, ry, rot, a0, a1, ccw] = c;
      let sweep = ccw ? -((((a0 - a1) % TAU) + TAU) % TAU) : (((a1 - a0) % TAU) + TAU) % TAU;
      if (!ccw && a1 - a0 >= TAU) sweep = TAU;
      if (ccw && a0 - a1 >= TAU) sweep = -TAU;
      for (let i = 0; i <= 24; i++) {
        const a = a0 + (sweep * i) / 24;
        const ex = rx * Math.cos(a);
        const ey = ry * Math.sin(a);
        add(apply(m, cx + ex * Math.cos(rot) - ey * Math.sin(rot), cy + ex * Math.sin(rot) + ey * Math.cos(rot)));
      }
    }
  }
  return polys;
}

/**
 * Whether `[matrix, command]` pieces contain point (x, y), by the non-zero or even-odd rule.
 * @param {[Matrix, PathCmd][]} pieces
 * @param {number} x
 * @param {number} y
 * @param {CanvasFillRule} [rule]
 */
export function piecesContain(pieces, x, y, rule = 'nonzero') {
  let wind = 0;
  let crossings = 0;
  for (const poly of flatten(pieces)) {
    for (let i = 0; i < poly.length; i++) {
      const [x0, y0] = poly[i];
      const [x1, y1] = poly[(i + 1) % poly.length];
      if ((y0 <= y) !== (y1 <= y)) {
        const xi = x0 + ((y - y0) / (y1 - y0)) * (x1 - x0);
        if (xi > x) {
          crossings++;
          wind += y1 > y0 ? 1 : -1;
        }
      }
    }
  }
  return rule === 'evenodd' ? crossings % 2 === 1 : wind !== 0;
}

const IDENTITY = [1, 0, 0, 1, 0, 0];

/** A stand-in for a canvas context's hit test where there is no canvas (Node). */
export const pathHitTester = {
  /** @type {(path: VectorPath, x: number, y: number, rule?: CanvasFillRule) => boolean} */
  isPointInPath: (path, x, y, rule) => piecesContain((path.cmds || []).map((c) => [IDENTITY, c]), x, y, rule),
};
