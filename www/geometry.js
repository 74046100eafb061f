// Plane and board geometry without a canvas: points of the unit tile, segments, the rotations
// a placement stands for. Pure, unit tested with `node --test` (tests/unit/geometry.test.mjs).

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
