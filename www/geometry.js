// Plane and board geometry without a canvas: points of the unit tile, segments, the rotations
// a placement stands for, the cell under a device point. Pure, unit tested with `node --test` (tests/unit/geometry.test.mjs).

/** Turns a point of the unit tile `k` quarter turns clockwise around the tile centre. */
export function rotatePoint(p, k) {
  let [x, y] = p;
  for (let i = 0; i < (((k % 4) + 4) % 4); i++) [x, y] = [1 - y, x];
  return [x, y];
}

/** The segment from `a` to `b` shortened by `ga` at its start and `gb` at its end. */
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
 */
export function withSameTurns(list) {
  return list.flatMap((p) => [0, 1, 2, 3]
    .filter((q) => ((p.same | (1 << (p.rotation / 90))) >> q) & 1)
    .map((q) => ({ ...p, rotation: q * 90 })));
}

/** The placements by cell: "x,y" → Set of rotations. */
export function placementsByCell(list) {
  const at = new Map();
  for (const p of list) {
    const key = `${p.x},${p.y}`;
    if (!at.has(key)) at.set(key, new Set());
    at.get(key).add(p.rotation);
  }
  return at;
}

// ---------------------------------------------------------------------------------------------
// Level of detail: what the board draws depends on how big a tile is on screen (CSS pixels).

/** Below this many CSS pixels a tile, pieces and marks are drawn as simplified symbols. */
export const SIMPLE_BELOW = 52;

/** 'full' or 'simple': how a tile of `px` device pixels (at `dpr` device pixels per CSS pixel) is drawn. */
export function tileDetail(px, dpr = 1) {
  return px / (dpr || 1) < SIMPLE_BELOW ? 'simple' : 'full';
}

/**
 * The size of a symbol on a tile of `px` device pixels: `frac` of the tile, but never below
 * `minCss` nor above `maxCss` CSS pixels (so it stays legible when the board is small).
 */
export function symbolSize(px, dpr, frac, minCss, maxCss = Infinity) {
  const d = dpr || 1;
  return Math.min(Math.max(px * frac, minCss * d), maxCss * d);
}

/** Radius of a spell circle in tile units: 0.085 of the tile, at least 5 CSS pixels (at most 0.16). */
export function circleRadius(px, dpr = 1) {
  return Math.min(0.16, Math.max(0.085, (5 * (dpr || 1)) / Math.max(1, px)));
}

/**
 * The misty sides' marker band of a tile side `k` (0 N, 1 E, 2 S, 3 W) in tile units: the
 * rectangle `[x, y, w, h]` along that edge, `depth` deep (drawn crisp on the tile's edge).
 */
export function sideBand(k, depth) {
  switch (((k % 4) + 4) % 4) {
    case 0: return [0, 0, 1, depth];
    case 1: return [1 - depth, 0, depth, 1];
    case 2: return [0, 1 - depth, 1, depth];
    default: return [0, 0, depth, 1];
  }
}

/** A tile-unit point of cell (x, y) seen on a tile turned `rotation` degrees, in its own orientation. */
export function unturnPoint(u, rotation) {
  return rotatePoint(u, -Math.round(rotation / 90));
}

/**
 * The cell under device point (dx, dy) of a laid-out board (`S` device pixels per cell, cell
 * (0, 0)'s top-left corner at device point (ox, oy): the page's camera, the embed's fit) and the
 * point's place inside it (0..1).
 */
export function cellAtDevice({ S, ox, oy }, dx, dy) {
  const u = (dx - ox) / S;
  const w = (dy - oy) / S;
  const x = Math.floor(u);
  const y = Math.floor(w);
  return { x, y, fx: u - x, fy: w - y };
}
