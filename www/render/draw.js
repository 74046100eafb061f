// Procedural drawing of tiles, meeples and board marks on a 2D canvas — or on the SVG target
// (vector.js), which takes the same calls: shapes are geometry.js paths, a tile is drawn once into
// the SVG's <defs> (`drawTileCached`), and the pieces are marked (`ctx.beginGroup?.()`).
//
// Everything about a tile is drawn from the engine's geometry (`GameHandle.kinds()`): sides
// reached by cities and roads, half sides reached by fields, a monastery in the centre. A tile
// is drawn in its own orientation in a unit square (x east, y south), then turned by its
// rotation (degrees clockwise) around its centre.
//
// Over 800 lines, one concern: the procedural picture of every feature a tile can hold (cities,
// roads, fields, mist, monastery, castle, cemetery, spell circles) and of the pieces, with the
// cache of drawn tiles, each at two levels of detail (full, and bold symbols on small tiles).
// Where things go on the board is board.js's. The players' colours are here too (below: the
// pieces and every swatch, panel and picture take them from here), so that the embed loads one
// module fewer before it is interactive (docs/PERFORMANCE.md).

import { circleRadius, newPath, pathHitTester, rotatePoint, sideBand, tileDetail, unturnPoint } from './geometry.js';

// the unit-tile turn lives in a pure module; drawing code imports it from here too
export { rotatePoint };

/**
 * @typedef {import('./geometry.js').Point} Point
 * @typedef {import('./geometry.js').VectorPath} VectorPath
 * @typedef {import('../../types/engine/KindView').KindView} KindView
 * @typedef {KindView['features'][number]} FeatureView
 * A feature as the geometry reads it (the engine's, or a legend's made-up tile).
 * @typedef {{kind: string, name: string, sides?: string, halves?: string[], shields?: number, circles?: number, corner?: string}} GeomFeature
 * A context the drawing takes: a canvas's, or vector.js's SVG one, which also marks its
 * pieces (`beginGroup`) and draws a tile once (`drawOnce`).
 * @typedef {CanvasRenderingContext2D & {vector?: boolean, beginGroup?: (cls: string) => void,
 *   endGroup?: () => void, drawOnce?: (key: string, x: number, y: number, draw: (ctx: Ctx) => void) => void}} Ctx
 * A command of the canonical shapes, in tile units.
 * @typedef {['M' | 'L', number, number] | ['C', number, number, number, number, number, number] | ['Z']} ShapeCmd
 * @typedef {'cap' | 'corner' | 'band' | 'three' | 'full' | 'blob'} ShapeName
 * @typedef {{area: ShapeCmd[], wall: ShapeCmd[], spot: Point, shields: Point[]}} CityShape
 * @typedef {{name: string, castle: boolean, area: VectorPath, wall: VectorPath, shields: Point[], spot: Point, houses?: number[][]}} CityGeom
 * @typedef {{a: Point, b: Point, c?: Point}} Segment a road's piece: from `a` to `b`, bent towards `c`
 * @typedef {{name: string, segments: Segment[]}} RoadGeom
 * @typedef {{name: string, sides: number[], area: VectorPath, circles: Point[], seed: number}} MistGeom
 * The drawing geometry of a tile kind, in its own orientation (`kindGeometry`).
 * @typedef {object} TileGeom
 * @property {number} uid
 * @property {string} id
 * @property {CityGeom[]} cities
 * @property {RoadGeom[]} roads
 * @property {MistGeom[]} mists
 * @property {{kind: string, name: string}[]} others
 * @property {{name: string} | null} monastery
 * @property {{name: string} | null} castle
 * @property {{name: string, at: Point} | null} ruin
 * @property {boolean} junction
 * @property {boolean} [deadEndCaps]
 * @property {Record<string, Point>} spots
 * @property {Record<string, Point[]>} circleSpots
 */


export const PALETTE = {
  table: '#25221d',
  grid: 'rgba(255, 255, 255, 0.045)',
  field: '#80b24b',
  fieldDark: '#5f8f33',
  city: '#c99559',
  cityLight: '#dcb07a',
  wall: '#6b4524',
  roof: '#a2512f',
  roadEdge: '#5b4d3d',
  road: '#f1ead6',
  shield: '#2456a8',
  building: '#efe4c7',
  buildingEdge: '#5d4b36',
  churchRoof: '#b6412c',
  stone: '#a7a096',
  border: 'rgba(0, 0, 0, 0.45)',
};

/** @type {Record<string, number>} */
const SIDE_INDEX = { N: 0, E: 1, S: 2, W: 3 };
const TAU = Math.PI * 2;

function sideMask(/** @type {string | null | undefined} */ letters) {
  let m = 0;
  for (const c of letters || '') if (c in SIDE_INDEX) m |= 1 << SIDE_INDEX[c];
  return m;
}

function bits(/** @type {number} */ m) {
  /** @type {number[]} */
  const out = [];
  for (let i = 0; i < 4; i++) if (m & (1 << i)) out.push(i);
  return out;
}

// ---------------------------------------------------------------------------------------------
// City shapes. Five canonical shapes (cap on N, corner N+W, band W–E, three sides open to S,
// the whole tile), each with its inner wall, a spot for a meeple and spots for shields; a city
// uses the canonical shape turned by `k` quarter turns.

/** @type {Record<ShapeName, CityShape>} */
const CITY_SHAPES = {
  cap: {
    area: [['M', 0, 0], ['L', 1, 0], ['C', 0.8, 0.42, 0.2, 0.42, 0, 0], ['Z']],
    wall: [['M', 1, 0], ['C', 0.8, 0.42, 0.2, 0.42, 0, 0]],
    spot: [0.5, 0.17],
    shields: [[0.78, 0.1], [0.22, 0.1]],
  },
  corner: {
    area: [['M', 0, 1], ['L', 0, 0], ['L', 1, 0], ['C', 0.8, 0.34, 0.34, 0.8, 0, 1], ['Z']],
    wall: [['M', 1, 0], ['C', 0.8, 0.34, 0.34, 0.8, 0, 1]],
    spot: [0.3, 0.3],
    shields: [[0.13, 0.13], [0.4, 0.12]],
  },
  band: {
    area: [
      ['M', 0, 0], ['C', 0.3, 0.3, 0.7, 0.3, 1, 0], ['L', 1, 1],
      ['C', 0.7, 0.7, 0.3, 0.7, 0, 1], ['Z'],
    ],
    wall: [
      ['M', 0, 0], ['C', 0.3, 0.3, 0.7, 0.3, 1, 0],
      ['M', 1, 1], ['C', 0.7, 0.7, 0.3, 0.7, 0, 1],
    ],
    spot: [0.5, 0.5],
    shields: [[0.14, 0.5], [0.86, 0.5]],
  },
  three: {
    area: [['M', 0, 1], ['L', 0, 0], ['L', 1, 0], ['L', 1, 1], ['C', 0.75, 0.6, 0.25, 0.6, 0, 1], ['Z']],
    wall: [['M', 1, 1], ['C', 0.75, 0.6, 0.25, 0.6, 0, 1]],
    spot: [0.5, 0.36],
    shields: [[0.17, 0.17], [0.83, 0.17]],
  },
  full: {
    area: [['M', 0, 0], ['L', 1, 0], ['L', 1, 1], ['L', 0, 1], ['Z']],
    wall: [],
    spot: [0.5, 0.5],
    shields: [[0.22, 0.22], [0.78, 0.22]],
  },
  blob: {
    area: [['M', 0.5, 0.3], ['C', 0.8, 0.3, 0.8, 0.7, 0.5, 0.7], ['C', 0.2, 0.7, 0.2, 0.3, 0.5, 0.3], ['Z']],
    wall: [['M', 0.5, 0.3], ['C', 0.8, 0.3, 0.8, 0.7, 0.5, 0.7], ['C', 0.2, 0.7, 0.2, 0.3, 0.5, 0.3]],
    spot: [0.5, 0.5],
    shields: [[0.5, 0.4]],
  },
};

/** Spell circles of a mist area, by canonical shape and number of circles (1, 2, 3). */
/** @type {Record<ShapeName, Point[][]>} */
const MIST_CIRCLES = {
  cap: [[[0.5, 0.15]], [[0.33, 0.14], [0.67, 0.14]], [[0.22, 0.13], [0.5, 0.17], [0.78, 0.13]]],
  corner: [[[0.21, 0.21]], [[0.13, 0.38], [0.38, 0.13]], [[0.12, 0.46], [0.24, 0.24], [0.46, 0.12]]],
  band: [[[0.5, 0.5]], [[0.3, 0.5], [0.7, 0.5]], [[0.2, 0.5], [0.5, 0.5], [0.8, 0.5]]],
  three: [[[0.5, 0.2]], [[0.2, 0.3], [0.8, 0.3]], [[0.15, 0.38], [0.5, 0.17], [0.85, 0.38]]],
  full: [[[0.5, 0.5]], [[0.3, 0.3], [0.7, 0.7]], [[0.25, 0.25], [0.75, 0.25], [0.5, 0.75]]],
  blob: [[[0.5, 0.5]], [[0.4, 0.5], [0.6, 0.5]], [[0.35, 0.5], [0.5, 0.5], [0.65, 0.5]]],
};

/** The canonical shape and quarter turns of a city reaching the sides in `mask`. */
/** @returns {[ShapeName, number]} */
function cityShape(/** @type {number} */ mask) {
  const s = bits(mask);
  switch (s.length) {
    case 0: return ['blob', 0];
    case 1: return ['cap', s[0]];
    case 2:
      if ((s[1] - s[0]) === 2) return ['band', s[0] === 1 ? 0 : 1];
      // adjacent sides a, a+1 (mod 4): the canonical corner is W+N, i.e. a = 3
      return ['corner', s[0] === 0 && s[1] === 3 ? 0 : s[1]];
    case 3: {
      const missing = [0, 1, 2, 3].find((i) => !s.includes(i));
      return ['three', ((missing ?? 0) + 2) % 4];
    }
    default: return ['full', 0];
  }
}

/**
 * @param {readonly ShapeCmd[]} cmds
 * @param {number} k
 * @returns {ShapeCmd[]}
 */
function turnCommands(cmds, k) {
  return cmds.map(([op, ...xs]) => {
    /** @type {(string | number)[]} */
    const out = [op];
    for (let i = 0; i < xs.length; i += 2) out.push(...rotatePoint([xs[i], xs[i + 1]], k));
    return /** @type {ShapeCmd} */ (out);
  });
}

/**
 * @param {readonly ShapeCmd[]} cmds
 * @param {number} [scale]
 */
function toPath(cmds, scale = 1) {
  const p = newPath();
  for (const [op, ...a] of cmds) {
    const v = a.map((n) => n * scale);
    if (op === 'M') p.moveTo(v[0], v[1]);
    else if (op === 'L') p.lineTo(v[0], v[1]);
    else if (op === 'C') p.bezierCurveTo(v[0], v[1], v[2], v[3], v[4], v[5]);
    else if (op === 'Z') p.closePath();
  }
  return p;
}

// ---------------------------------------------------------------------------------------------
// Geometry of a tile kind, computed once: paths and meeple spots in the tile's own orientation.

/** @param {string} half @param {number} depth @param {number} along */
function halfPoint(half, depth, along) {
  const k = SIDE_INDEX[/** @type {'N' | 'E' | 'S' | 'W'} */ (half[0])];
  const a = half[1] === 'L' ? along : 1 - along;
  return rotatePoint([a, depth], k);
}

/**
 * @param {readonly string[]} halves
 * @returns {Point}
 */
function fieldSpot(halves) {
  const has = new Set(halves);
  // a whole side of field: its middle
  for (const k of [2, 1, 3, 0]) {
    const s = 'NESW'[k];
    if (has.has(s + 'L') && has.has(s + 'R')) return rotatePoint([0.5, 0.15], k);
  }
  // a corner: right half of side k and left half of the next side
  for (let k = 0; k < 4; k++) {
    if (has.has('NESW'[k] + 'R') && has.has('NESW'[(k + 1) % 4] + 'L')) {
      return rotatePoint([0.83, 0.17], k);
    }
  }
  if (halves.length) return halfPoint(halves[0], 0.15, 0.31);
  return [0.5, 0.5];
}

/** @param {number} k @param {number} [depth] */
function sideMid(k, depth = 0) {
  return rotatePoint([0.5, depth], k);
}

/** Hash of integers to [0, 1): deterministic decoration. */
function hash(/** @type {number[]} */ ...ns) {
  let h = 2166136261;
  for (const n of ns) {
    h ^= (n | 0) + 0x9e3779b9;
    h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return (h >>> 0) / 4294967296;
}

/**
 * A hit tester: a canvas's context, or geometry.js's where there is no canvas (no transform).
 * @typedef {{isPointInPath: (path: VectorPath, x: number, y: number) => boolean,
 *   setTransform?: (a: number, b: number, c: number, d: number, e: number, f: number) => void}} HitTester
 */
/** @type {HitTester | null} */
let probeCtx = null;
/** @returns {HitTester} */
function probe() {
  if (!probeCtx) {
    // no canvas at all (Node: scripts/render.mjs): geometry.js's hit test
    if (typeof OffscreenCanvas !== 'undefined') probeCtx = new OffscreenCanvas(4, 4).getContext('2d') || pathHitTester;
    else if (typeof document !== 'undefined') probeCtx = document.createElement('canvas').getContext('2d') || pathHitTester;
    else probeCtx = pathHitTester;
  }
  return probeCtx;
}

/** Little houses inside a city: points well inside its area, away from its meeple spot and shields. */
/**
 * @param {VectorPath} area100
 * @param {number[][]} avoid
 * @param {number} seed
 */
function cityHouses(area100, avoid, seed) {
  const ctx = probe();
  const inside = (/** @type {number} */ x, /** @type {number} */ y) => ctx.isPointInPath(area100, x * 100, y * 100);
  /** @type {number[][]} */
  const out = [];
  const step = 0.16;
  for (let gy = 0.1; gy < 0.95; gy += step) {
    for (let gx = 0.1; gx < 0.95; gx += step) {
      const jx = gx + (hash(seed, gx * 100, gy * 100) - 0.5) * 0.06;
      const jy = gy + (hash(seed, gy * 100, gx * 100, 3) - 0.5) * 0.06;
      const r = 0.07;
      if (![[0, 0], [r, 0], [-r, 0], [0, r], [0, -r]].every(([dx, dy]) => inside(jx + dx, jy + dy))) continue;
      if (avoid.some(([ax, ay, ar]) => Math.hypot(ax - jx, ay - jy) < ar)) continue;
      if (hash(seed, jx * 1000, jy * 1000, 7) < 0.55) continue;
      out.push([jx, jy, hash(seed, jx * 1000, jy * 1000, 11)]);
    }
  }
  return out;
}

let geometryCount = 0;

/**
 * The drawing geometry of every kind of `kinds` (from `kinds()`), by kind index, each worked out
 * the first time it is read (`geoms[k]`): a board shows a few of a game's 60-odd kinds, and the
 * first frame need not wait for the others (time to interactive, docs/PERFORMANCE.md).
 */
/**
 * @param {readonly KindView[]} kinds
 * @returns {TileGeom[]}
 */
export function kindGeometries(kinds) {
  /** @type {TileGeom[]} */
  const geoms = [];
  kinds.forEach((kind, i) => {
    Object.defineProperty(geoms, i, {
      configurable: true,
      enumerable: true,
      get() {
        const g = kindGeometry(kind, i);
        Object.defineProperty(geoms, i, { value: g, enumerable: true });
        return g;
      },
    });
  });
  return geoms;
}

/**
 * The drawing geometry of a tile kind (from `kinds()`), in its own orientation:
 * `{cities, castles, roads, monastery, cemeteries, mists, ruin, junction, spots: {name: [x, y]}}`.
 * A ruin (`ruin`: the 2×2 start tile's, G2) stands at a corner, where the tile's dead-end roads run to.
 */
/**
 * @param {{id: string, features?: readonly GeomFeature[]}} kind
 * @param {number} [index]
 * @returns {TileGeom}
 */
export function kindGeometry(kind, index = 0) {
  /** @type {TileGeom} */
  const g = {
    uid: ++geometryCount,
    id: kind.id, cities: [], roads: [], mists: [], others: [], monastery: null, castle: null,
    ruin: null, junction: false, spots: {}, circleSpots: {},
  };
  const features = kind.features || [];
  const ruin = features.find((f) => f.kind === 'ruin');
  const ruinAt = ruin ? RUIN_CORNERS[ruin.corner ?? ''] || null : null;
  const deadEnds = features.filter((f) => f.kind === 'road' && (f.sides || '').length === 1).length;
  const hasCentre = features.some((f) => f.kind === 'monastery' || f.kind === 'cemetery' || f.kind === 'castle');
  for (const f of features) {
    const mask = sideMask(f.sides);
    if (f.kind === 'castle') {
      g.castle = { name: f.name };
      g.spots[f.name] = [0.5, 0.5];
    } else if (f.kind === 'city') {
      const [shape, k] = cityShape(mask);
      const def = CITY_SHAPES[shape];
      const area = turnCommands(def.area, k);
      /** @type {CityGeom} */
      const city = {
        name: f.name,
        castle: false,
        area: toPath(area),
        wall: toPath(turnCommands(def.wall, k)),
        shields: def.shields.slice(0, f.shields).map((p) => rotatePoint(p, k)),
        spot: rotatePoint(def.spot, k),
      };
      const avoid = [[...city.spot, 0.12], ...city.shields.map((p) => [...p, 0.13])];
      // the little houses: worked out when first drawn large enough to show them
      const houseSeed = index * 31 + g.cities.length;
      /** @type {number[][] | null} */
      let houses = null;
      Object.defineProperty(city, 'houses', {
        get: () => houses || (houses = cityHouses(toPath(area, 100), avoid, houseSeed)),
        enumerable: true,
      });
      g.cities.push(city);
      g.spots[f.name] = city.spot;
    } else if (f.kind === 'road') {
      const s = bits(mask);
      /** @type {RoadGeom} */
      const road = { name: f.name, segments: [] };
      if (s.length === 2 && s[1] - s[0] !== 2) {
        const a = sideMid(s[0]);
        const b = sideMid(s[1]);
        // a bend: pulled a little towards the corner between its two sides
        const corner = [a[0] + b[0] - 0.5, a[1] + b[1] - 0.5];
        const c = [0.5 + 0.2 * (corner[0] - 0.5), 0.5 + 0.2 * (corner[1] - 0.5)];
        road.segments.push({ a, c, b });
        g.spots[f.name] = [0.25 * a[0] + 0.5 * c[0] + 0.25 * b[0], 0.25 * a[1] + 0.5 * c[1] + 0.25 * b[1]];
      } else if (s.length === 2) {
        road.segments.push({ a: sideMid(s[0]), b: sideMid(s[1]) });
        g.spots[f.name] = [0.5, 0.5];
      } else if (s.length === 1 && ruinAt) {
        // a road that ends at the ruin runs to its corner
        road.segments.push({ a: sideMid(s[0]), b: ruinAt });
        g.spots[f.name] = sideMid(s[0], 0.26);
      } else {
        for (const k of s) road.segments.push({ a: sideMid(k), b: [0.5, 0.5] });
        g.spots[f.name] = s.length === 1 ? sideMid(s[0], 0.26) : [0.5, 0.5];
      }
      g.roads.push(road);
    } else if (f.kind === 'field') {
      g.spots[f.name] = fieldSpot(f.halves || []);
    } else if (f.kind === 'monastery') {
      g.monastery = { name: f.name };
      g.spots[f.name] = [0.5, 0.52];
    } else if (f.kind === 'cemetery') {
      g.others.push({ kind: 'cemetery', name: f.name });
      g.spots[f.name] = [0.5, 0.5];
    } else if (f.kind === 'ruin' && ruinAt) {
      g.ruin = { name: f.name, at: ruinAt };
      g.spots[f.name] = [0.5 + 0.7 * (ruinAt[0] - 0.5), 0.5 + 0.7 * (ruinAt[1] - 0.5)];
    } else if (f.kind === 'mist') {
      const [shape, k] = cityShape(mask);
      const n = Math.min(f.circles || 0, 3);
      const circles = n ? MIST_CIRCLES[shape][n - 1].map((p) => rotatePoint(p, k)) : [];
      const mist = {
        name: f.name,
        sides: bits(mask),
        area: toPath(turnCommands(CITY_SHAPES[shape].area, k)),
        circles,
        seed: index * 17 + g.mists.length,
      };
      g.mists.push(mist);
      g.circleSpots[f.name] = circles;
      // the place of the area's ghosts: the middle of its circles (or of the area)
      g.spots[f.name] = circles.length
        ? [circles.reduce((a, c) => a + c[0], 0) / circles.length, circles.reduce((a, c) => a + c[1], 0) / circles.length]
        : rotatePoint(CITY_SHAPES[shape].spot, k);
    }
  }
  // several roads ending in the centre meet at a little house; a lone one just ends there
  g.junction = deadEnds >= 2 && !hasCentre && !ruinAt;
  g.deadEndCaps = deadEnds === 1 && !hasCentre && !ruinAt;
  return g;
}

/** The point of each corner a ruin may stand at (tile units, y down). */
/** @type {Record<string, Point>} */
const RUIN_CORNERS = { NE: [1, 0], SE: [1, 1], SW: [0, 1], NW: [0, 0] };

/**
 * The castle ruin of the 2×2 start tile (G2), centred on corner `[cx, cy]` of the tile: each
 * of the four cells draws the quarter it holds (the tile is clipped), so together they show
 * one ruin where their roads end. A round of broken grey walls around a stone floor.
 */
/** @param {Ctx} ctx @param {Point} corner @param {boolean} simple */
function drawRuin(ctx, [cx, cy], simple) {
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, 0.3, 0, TAU);
  ctx.fillStyle = '#b9b2a3';
  ctx.fill();
  ctx.lineWidth = simple ? 0.06 : 0.035;
  ctx.strokeStyle = '#4a443a';
  ctx.stroke();
  // broken wall stubs standing on the rim
  ctx.fillStyle = '#8d8677';
  for (let i = 0; i < 12; i++) {
    if (i % 3 === 2) continue; // the gaps of the ruin
    const a = (i * TAU) / 12 + 0.2;
    const h = 0.06 + 0.04 * ((i * 7) % 3);
    ctx.save();
    ctx.translate(cx + 0.3 * Math.cos(a), cy + 0.3 * Math.sin(a));
    ctx.rotate(a);
    ctx.fillRect(-h / 2, -0.035, h, 0.07);
    ctx.strokeRect(-h / 2, -0.035, h, 0.07);
    ctx.restore();
  }
  ctx.restore();
}

// ---------------------------------------------------------------------------------------------
// Tiles.

/** @param {Ctx} ctx @param {number} seed */
function grass(ctx, seed) {
  ctx.save();
  ctx.strokeStyle = PALETTE.fieldDark;
  ctx.globalAlpha *= 0.45;
  ctx.lineWidth = 0.012;
  ctx.lineCap = 'round';
  ctx.beginPath();
  for (let i = 0; i < 9; i++) {
    const x = 0.08 + 0.84 * hash(seed, i, 1);
    const y = 0.1 + 0.82 * hash(seed, i, 2);
    for (let j = -1; j <= 1; j++) {
      ctx.moveTo(x + j * 0.018, y);
      ctx.lineTo(x + j * 0.03, y - 0.04 + Math.abs(j) * 0.012);
    }
  }
  ctx.stroke();
  ctx.restore();
}

/** @param {Ctx} ctx @param {number} x @param {number} y @param {number} s @param {number} tone */
function drawHouse(ctx, x, y, s, tone) {
  // a small house seen from above: a shadow, a gabled roof (two shades) and its ridge
  const w = s * (1 + tone * 0.35);
  const h = s * 0.72;
  ctx.fillStyle = 'rgba(70, 40, 15, 0.35)';
  ctx.fillRect(x - w / 2 + 0.008, y - h / 2 + 0.01, w, h);
  ctx.fillStyle = tone < 0.5 ? '#b8583a' : '#a4482f';
  ctx.fillRect(x - w / 2, y - h / 2, w, h / 2);
  ctx.fillStyle = tone < 0.5 ? '#94402a' : '#863822';
  ctx.fillRect(x - w / 2, y, w, h / 2);
  ctx.strokeStyle = 'rgba(60, 28, 12, 0.9)';
  ctx.lineWidth = 0.007;
  ctx.strokeRect(x - w / 2, y - h / 2, w, h);
}

/** @param {Ctx} ctx @param {number} x @param {number} y @param {number} s */
export function drawShield(ctx, x, y, s) {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(s, s);
  ctx.beginPath();
  ctx.moveTo(-0.5, -0.5);
  ctx.lineTo(0.5, -0.5);
  ctx.lineTo(0.5, 0);
  ctx.quadraticCurveTo(0.5, 0.42, 0, 0.62);
  ctx.quadraticCurveTo(-0.5, 0.42, -0.5, 0);
  ctx.closePath();
  ctx.fillStyle = PALETTE.shield;
  ctx.fill();
  ctx.lineWidth = 0.14;
  ctx.strokeStyle = '#f4f1e8';
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(0, -0.32);
  ctx.lineTo(0, 0.38);
  ctx.moveTo(-0.3, -0.05);
  ctx.lineTo(0.3, -0.05);
  ctx.lineWidth = 0.1;
  ctx.stroke();
  ctx.restore();
}

/** @param {Ctx} ctx */
function drawMonastery(ctx) {
  ctx.save();
  // cloister garden
  ctx.fillStyle = '#9fcb63';
  ctx.beginPath();
  ctx.ellipse(0.5, 0.55, 0.25, 0.2, 0, 0, TAU);
  ctx.fill();
  drawChapel(ctx, [0.36, 0.46, 0.28, 0.2], [0.32, 0.68, 0.47, 0.33]); // nave and roof
  // door
  ctx.fillStyle = PALETTE.buildingEdge;
  ctx.beginPath();
  ctx.moveTo(0.47, 0.66);
  ctx.lineTo(0.47, 0.58);
  ctx.arc(0.5, 0.58, 0.03, Math.PI, 0);
  ctx.lineTo(0.53, 0.66);
  ctx.closePath();
  ctx.fill();
  // cross
  ctx.lineWidth = 0.018;
  ctx.beginPath();
  ctx.moveTo(0.5, 0.33);
  ctx.lineTo(0.5, 0.24);
  ctx.moveTo(0.465, 0.27);
  ctx.lineTo(0.535, 0.27);
  ctx.stroke();
  ctx.restore();
}

/** @param {Ctx} ctx */
function drawJunction(ctx) {
  ctx.save();
  drawChapel(ctx, [0.41, 0.45, 0.18, 0.14], [0.38, 0.62, 0.46, 0.36]);
  ctx.restore();
}

/**
 * A chapel in the middle of a tile (monastery, road junction): walls `[x, y, w, h]` and a roof `[left, right,
 * eave, peak]` rising from (left, eave) to (0.5, peak) and down to (right, eave). Leaves the
 * stroke in the buildings' edge colour.
 * @param {Ctx} ctx
 * @param {number[]} walls
 * @param {number[]} roof
 */
function drawChapel(ctx, [x, y, w, h], [left, right, eave, peak]) {
  ctx.lineJoin = 'round';
  ctx.lineWidth = 0.015;
  ctx.strokeStyle = PALETTE.buildingEdge;
  ctx.fillStyle = PALETTE.building;
  ctx.beginPath();
  ctx.rect(x, y, w, h);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = PALETTE.churchRoof;
  ctx.beginPath();
  ctx.moveTo(left, eave);
  ctx.lineTo(0.5, peak);
  ctx.lineTo(right, eave);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
}

/** @param {Ctx} ctx */
function drawCemetery(ctx) {
  ctx.save();
  ctx.lineJoin = 'round';
  // the walled plot
  ctx.fillStyle = 'rgba(40, 30, 20, 0.25)';
  roundRect(ctx, 0.3, 0.4, 0.42, 0.3, 0.05);
  ctx.fill();
  ctx.fillStyle = '#6d8a4f';
  roundRect(ctx, 0.29, 0.37, 0.42, 0.3, 0.05);
  ctx.fill();
  ctx.strokeStyle = '#a9a397';
  ctx.lineWidth = 0.028;
  ctx.stroke();
  ctx.strokeStyle = '#5d574d';
  ctx.lineWidth = 0.008;
  ctx.stroke();
  // gravestones
  for (const [gx, gy] of [[0.37, 0.56], [0.63, 0.56], [0.37, 0.45], [0.63, 0.45]]) {
    ctx.fillStyle = '#d8d4ca';
    ctx.beginPath();
    ctx.moveTo(gx - 0.028, gy + 0.035);
    ctx.lineTo(gx - 0.028, gy - 0.01);
    ctx.arc(gx, gy - 0.01, 0.028, Math.PI, 0);
    ctx.lineTo(gx + 0.028, gy + 0.035);
    ctx.closePath();
    ctx.fill();
    ctx.strokeStyle = '#4f4a42';
    ctx.lineWidth = 0.009;
    ctx.stroke();
  }
  // the cross
  ctx.strokeStyle = '#3f3a33';
  ctx.lineCap = 'round';
  ctx.lineWidth = 0.042;
  ctx.beginPath();
  ctx.moveTo(0.5, 0.62);
  ctx.lineTo(0.5, 0.4);
  ctx.moveTo(0.445, 0.46);
  ctx.lineTo(0.555, 0.46);
  ctx.stroke();
  ctx.strokeStyle = '#ece8de';
  ctx.lineWidth = 0.022;
  ctx.stroke();
  ctx.restore();
}

/** @param {Ctx} ctx @param {number} x @param {number} y @param {number} w @param {number} h @param {number} r */
function roundRect(ctx, x, y, w, h, r) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/**
 * @param {Ctx} ctx @param {number} x0 @param {number} x1 @param {number} top @param {number} bottom
 * @param {number} merlons @param {number} [depth]
 */
function crenellated(ctx, x0, x1, top, bottom, merlons, depth = 0.03) {
  // a wall from x0 to x1 whose top has `merlons` teeth
  const w = (x1 - x0) / (2 * merlons - 1);
  const d = Math.min(depth, w * 0.9);
  ctx.beginPath();
  ctx.moveTo(x0, bottom);
  ctx.lineTo(x0, top - d);
  for (let i = 0; i < merlons; i++) {
    const a = x0 + 2 * i * w;
    ctx.lineTo(a + w, top - d);
    if (i < merlons - 1) {
      ctx.lineTo(a + w, top);
      ctx.lineTo(a + 2 * w, top);
      ctx.lineTo(a + 2 * w, top - d);
    }
  }
  ctx.lineTo(x1, bottom);
  ctx.closePath();
}

/** @param {Ctx} ctx */
function drawCastle(ctx) {
  ctx.save();
  ctx.lineJoin = 'round';
  const stone = '#c2bbae';
  const dark = '#4a443c';
  // shadow on the ground
  ctx.fillStyle = 'rgba(30, 25, 15, 0.3)';
  ctx.beginPath();
  ctx.ellipse(0.51, 0.69, 0.27, 0.05, 0, 0, TAU);
  ctx.fill();
  ctx.strokeStyle = dark;
  ctx.lineWidth = 0.014;
  // the keep behind
  ctx.fillStyle = '#b1a99b';
  crenellated(ctx, 0.41, 0.59, 0.3, 0.5, 3);
  ctx.fill();
  ctx.stroke();
  // flag
  ctx.beginPath();
  ctx.moveTo(0.5, 0.27);
  ctx.lineTo(0.5, 0.16);
  ctx.stroke();
  ctx.fillStyle = '#c0392b';
  ctx.beginPath();
  ctx.moveTo(0.5, 0.16);
  ctx.lineTo(0.58, 0.185);
  ctx.lineTo(0.5, 0.21);
  ctx.closePath();
  ctx.fill();
  // the front wall
  ctx.fillStyle = stone;
  crenellated(ctx, 0.31, 0.69, 0.46, 0.68, 5);
  ctx.fill();
  ctx.stroke();
  // towers with pointed roofs
  for (const tx of [0.3, 0.7]) {
    ctx.fillStyle = '#b7b0a3';
    ctx.beginPath();
    ctx.rect(tx - 0.055, 0.38, 0.11, 0.31);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = '#55627e';
    ctx.beginPath();
    ctx.moveTo(tx - 0.075, 0.385);
    ctx.lineTo(tx, 0.25);
    ctx.lineTo(tx + 0.075, 0.385);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = dark;
    ctx.fillRect(tx - 0.012, 0.45, 0.024, 0.05);
  }
  // gate
  ctx.fillStyle = '#3b2f25';
  ctx.beginPath();
  ctx.moveTo(0.455, 0.68);
  ctx.lineTo(0.455, 0.59);
  ctx.arc(0.5, 0.59, 0.045, Math.PI, 0);
  ctx.lineTo(0.545, 0.68);
  ctx.closePath();
  ctx.fill();
  // stone courses
  ctx.strokeStyle = 'rgba(70, 62, 52, 0.35)';
  ctx.lineWidth = 0.006;
  ctx.beginPath();
  for (const y of [0.53, 0.6]) {
    ctx.moveTo(0.36, y);
    ctx.lineTo(0.45, y);
    ctx.moveTo(0.55, y);
    ctx.lineTo(0.64, y);
  }
  ctx.stroke();
  ctx.restore();
}

/** A cemetery at small zoom: a grey walled plot with a big white cross (tile units). */
/** @param {Ctx} ctx */
function drawCemeterySymbol(ctx) {
  ctx.save();
  ctx.lineJoin = 'round';
  roundRect(ctx, 0.24, 0.26, 0.52, 0.48, 0.08);
  ctx.fillStyle = '#5b6b49';
  ctx.fill();
  ctx.lineWidth = 0.06;
  ctx.strokeStyle = '#26221c';
  ctx.stroke();
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(0.5, 0.66);
  ctx.lineTo(0.5, 0.33);
  ctx.moveTo(0.39, 0.44);
  ctx.lineTo(0.61, 0.44);
  ctx.strokeStyle = '#26221c';
  ctx.lineWidth = 0.12;
  ctx.stroke();
  ctx.strokeStyle = '#f4f1ea';
  ctx.lineWidth = 0.07;
  ctx.stroke();
  ctx.restore();
}

/** A castle at small zoom: a light crenellated keep with a dark gate, bold outline (tile units). */
/** @param {Ctx} ctx */
function drawCastleSymbol(ctx) {
  ctx.save();
  ctx.lineJoin = 'round';
  crenellated(ctx, 0.22, 0.78, 0.34, 0.74, 3, 0.09);
  ctx.fillStyle = '#d9d3c6';
  ctx.fill();
  ctx.lineWidth = 0.06;
  ctx.strokeStyle = '#26221c';
  ctx.stroke();
  ctx.fillStyle = '#26221c';
  ctx.beginPath();
  ctx.moveTo(0.42, 0.74);
  ctx.lineTo(0.42, 0.6);
  ctx.arc(0.5, 0.6, 0.08, Math.PI, 0);
  ctx.lineTo(0.58, 0.74);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}

const MIST_RGB = '234, 240, 252';
/** The misty sides' marker: a pale band on the tile's edge with a scalloped slate rim. */
export const MIST_EDGE = { band: 'rgba(250, 252, 255, 0.97)', rim: '#4f5f86', depth: 0.085 };

/**
 * A mist area (M1): a clear pale veil over the area's shape with a dashed slate rim, and on each
 * misty side a crisp marker on the tile's edge (a pale band with a scalloped rim), so a misty
 * side never reads as a clear field side at any zoom. `px` is the tile's size in device pixels.
 */
/** @param {Ctx} ctx @param {MistGeom} mist @param {number} px @param {boolean} simple */
function drawMist(ctx, mist, px, simple) {
  ctx.save();
  // the veil: even and clearly pale up to the area's edge (no fading across the tile's edge)
  ctx.fillStyle = `rgba(${MIST_RGB}, ${simple ? 0.86 : 0.76})`;
  ctx.fill(mist.area);
  // soft puffs of fog inside the area, and a few faint curls
  if (!simple && px > 36) {
    ctx.save();
    ctx.clip(mist.area);
    for (let i = 0; i < 6; i++) {
      const x = 0.08 + 0.84 * hash(mist.seed, i, 5);
      const y = 0.08 + 0.84 * hash(mist.seed, i, 6);
      const r = 0.1 + 0.1 * hash(mist.seed, i, 7);
      const rg = ctx.createRadialGradient(x, y, 0, x, y, r);
      rg.addColorStop(0, 'rgba(255, 255, 255, 0.5)');
      rg.addColorStop(1, 'rgba(255, 255, 255, 0)');
      ctx.fillStyle = rg;
      ctx.fillRect(x - r, y - r, 2 * r, 2 * r);
    }
    ctx.strokeStyle = 'rgba(120, 134, 170, 0.55)';
    ctx.lineCap = 'round';
    ctx.lineWidth = 0.012;
    ctx.beginPath();
    for (let i = 0; i < 3; i++) {
      const x = 0.15 + 0.7 * hash(mist.seed, i, 8);
      const y = 0.15 + 0.7 * hash(mist.seed, i, 9);
      const r = 0.035 + 0.02 * hash(mist.seed, i, 10);
      ctx.moveTo(x - 2.4 * r, y + r * 0.3);
      ctx.quadraticCurveTo(x - 1.4 * r, y + r * 0.3, x - r, y);
      ctx.arc(x, y, r, Math.PI, Math.PI * 1.9);
    }
    ctx.stroke();
    ctx.restore();
  }
  // the area's rim inside the tile: a dashed slate line
  ctx.save();
  ctx.clip(mist.area);
  ctx.strokeStyle = 'rgba(79, 95, 134, 0.75)';
  ctx.lineWidth = Math.max(0.02, 2.2 / px);
  ctx.setLineDash([0.05, 0.035]);
  ctx.stroke(mist.area);
  ctx.restore();
  drawMistySides(ctx, mist.sides, px);
  ctx.restore();
}

/**
 * The crisp marker of misty sides `sides` (0 N … 3 W) in tile units: a pale band on the edge
 * with a scalloped slate rim (at least 4 device pixels deep).
 */
/** @param {Ctx} ctx @param {readonly number[]} sides @param {number} px */
export function drawMistySides(ctx, sides, px) {
  const d = Math.max(MIST_EDGE.depth, 4 / Math.max(1, px));
  const n = 6; // scallops along a side
  for (const k of sides) {
    const [x, y, w, h] = sideBand(k, d);
    ctx.fillStyle = MIST_EDGE.band;
    ctx.fillRect(x, y, w, h);
    // the scalloped rim: bumps pointing into the tile, drawn along the canonical north edge
    ctx.save();
    ctx.translate(0.5, 0.5);
    ctx.rotate((k * Math.PI) / 2);
    ctx.translate(-0.5, -0.5);
    ctx.beginPath();
    ctx.moveTo(0, d);
    for (let i = 0; i < n; i++) {
      const a = i / n;
      const b = (i + 1) / n;
      ctx.quadraticCurveTo((a + b) / 2, d + 0.5 / n, b, d);
    }
    ctx.lineTo(1, 0);
    ctx.lineTo(0, 0);
    ctx.closePath();
    ctx.fillStyle = MIST_EDGE.band;
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(0, d);
    for (let i = 0; i < n; i++) {
      const a = i / n;
      const b = (i + 1) / n;
      ctx.quadraticCurveTo((a + b) / 2, d + 0.5 / n, b, d);
    }
    ctx.strokeStyle = MIST_EDGE.rim;
    ctx.lineWidth = Math.max(0.018, 1.6 / Math.max(1, px));
    ctx.stroke();
    ctx.restore();
  }
}

/** The violet glow around a spell circle: a disc of radius `outer` fading from `alpha` at `inner`. */
/**
 * @param {Ctx} ctx @param {number} x @param {number} y @param {number} inner @param {number} outer
 * @param {string} rgb @param {number} alpha
 */
function circleGlow(ctx, x, y, inner, outer, rgb, alpha) {
  ctx.beginPath();
  ctx.arc(x, y, outer, 0, TAU);
  const glow = ctx.createRadialGradient(x, y, inner, x, y, outer);
  glow.addColorStop(0, `rgba(${rgb}, ${alpha})`);
  glow.addColorStop(1, `rgba(${rgb}, 0)`);
  ctx.fillStyle = glow;
  ctx.fill();
}

/**
 * An empty spell circle: a violet ring of runes around a dark hollow, `r` in the drawing's
 * units. `simple` (small tiles): a bold ring around a dark centre, no runes.
 */
/** @param {Ctx} ctx @param {number} x @param {number} y @param {number} r @param {{simple?: boolean}} [opts] */
export function drawSpellCircle(ctx, x, y, r, { simple = false } = {}) {
  ctx.save();
  circleGlow(ctx, x, y, r * 0.6, r * 1.35, '170, 130, 255', 0.35);
  ctx.beginPath();
  ctx.arc(x, y, r, 0, TAU);
  ctx.fillStyle = 'rgba(40, 22, 90, 0.55)';
  ctx.fill();
  ctx.lineWidth = r * (simple ? 0.42 : 0.26);
  ctx.strokeStyle = '#4a2a9a';
  ctx.stroke();
  ctx.lineWidth = r * (simple ? 0.2 : 0.1);
  ctx.strokeStyle = '#e2d4ff';
  ctx.stroke();
  if (!simple) {
    // runes: short ticks around the inner ring
    ctx.beginPath();
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * TAU;
      ctx.moveTo(x + Math.cos(a) * r * 0.55, y + Math.sin(a) * r * 0.55);
      ctx.lineTo(x + Math.cos(a) * r * 0.72, y + Math.sin(a) * r * 0.72);
    }
    ctx.lineWidth = r * 0.08;
    ctx.strokeStyle = 'rgba(225, 210, 255, 0.85)';
    ctx.stroke();
  }
  ctx.restore();
}

/**
 * An occupied spell circle, drawn over the tile's empty one: a bright ring of radius `r`
 * (device pixels) with a ghost inside it, the ring stroked again over the ghost so it never
 * hides. `count` (> 0) is written in a badge on the ring when given.
 */
/** @param {Ctx} ctx @param {number} x @param {number} y @param {number} r @param {{count?: number, simple?: boolean}} [opts] */
export function drawOccupiedCircle(ctx, x, y, r, { count = 0, simple = false } = {}) {
  ctx.save();
  circleGlow(ctx, x, y, r * 0.8, r * 1.45, '190, 150, 255', 0.7);
  ctx.beginPath();
  ctx.arc(x, y, r, 0, TAU);
  ctx.fillStyle = '#7b55d6';
  ctx.fill();
  ctx.restore();
  drawGhost(ctx, x, y + r * 0.12, r * 1.5, { simple });
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, r, 0, TAU);
  ctx.lineWidth = Math.max(2, r * 0.3);
  ctx.strokeStyle = '#3a1f86';
  ctx.stroke();
  ctx.lineWidth = Math.max(1, r * 0.14);
  ctx.strokeStyle = '#efe6ff';
  ctx.stroke();
  ctx.restore();
  if (count > 0) countBadge(ctx, x + r * 0.85, y - r * 0.85, Math.max(6, r * 0.55), String(count));
}

/** The dark badge of the ghosts on a meeple. */
const BADGE_DARK = { fill: '#1d1a2e', ring: '#ffffff', ink: '#ffffff', ringWidth: 0.22, size: 1.35, lift: 0.08 };

/** A small round badge with `text` (a count) centred on (x, y), radius `r`, in `style`. */
/**
 * @param {Ctx} ctx @param {number} x @param {number} y @param {number} r @param {string} text
 * @param {typeof BADGE_DARK} [style]
 */
export function countBadge(ctx, x, y, r, text, style = BADGE_DARK) {
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, r, 0, TAU);
  ctx.fillStyle = style.fill;
  ctx.fill();
  ctx.lineWidth = Math.max(1, r * style.ringWidth);
  ctx.strokeStyle = style.ring;
  ctx.stroke();
  ctx.fillStyle = style.ink;
  ctx.font = `700 ${Math.round(r * style.size)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y + r * style.lift);
  ctx.restore();
}

/** A ghost `h` high centred on (x, y). */
/**
 * @param {Ctx} ctx @param {number} x @param {number} y @param {number} h
 * @param {{alpha?: number, outline?: string, simple?: boolean}} [opts]
 */
export function drawGhost(ctx, x, y, h, { alpha = 1, outline = 'rgba(28, 26, 48, 0.9)', simple = false } = {}) {
  ctx.save();
  ctx.globalAlpha *= alpha;
  ctx.translate(x, y);
  ctx.scale(h, h);
  const p = newPath();
  p.moveTo(0.34, 0.44);
  p.lineTo(0.34, -0.08);
  p.bezierCurveTo(0.34, -0.6, -0.34, -0.6, -0.34, -0.08);
  p.lineTo(-0.34, 0.44);
  const xs = [-0.34, -0.17, 0, 0.17, 0.34];
  for (let i = 0; i < 4; i++) {
    const mid = (xs[i] + xs[i + 1]) / 2;
    p.quadraticCurveTo(mid, i % 2 ? 0.52 : 0.3, xs[i + 1], 0.44);
  }
  p.closePath();
  ctx.lineJoin = 'round';
  ctx.lineWidth = simple ? 0.16 : 0.11;
  ctx.strokeStyle = outline;
  ctx.stroke(p);
  const g = ctx.createLinearGradient(0, -0.5, 0, 0.5);
  g.addColorStop(0, '#ffffff');
  g.addColorStop(1, '#d9dcf5');
  ctx.fillStyle = g;
  ctx.fill(p);
  ctx.fillStyle = '#22203a';
  ctx.beginPath();
  ctx.ellipse(-0.12, -0.1, 0.055, 0.08, 0, 0, TAU);
  ctx.ellipse(0.12, -0.1, 0.055, 0.08, 0, 0, TAU);
  ctx.fill();
  ctx.beginPath();
  ctx.ellipse(0, 0.08, 0.05, 0.06, 0, 0, TAU);
  ctx.fill();
  ctx.restore();
}

/** @param {Ctx} ctx @param {TileGeom} geom @param {number} width @param {string} colour */
function strokeRoads(ctx, geom, width, colour) {
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.lineCap = 'butt';
  ctx.lineJoin = 'round';
  for (const road of geom.roads) {
    ctx.beginPath();
    for (const s of road.segments) {
      ctx.moveTo(s.a[0], s.a[1]);
      if (s.c) ctx.quadraticCurveTo(s.c[0], s.c[1], s.b[0], s.b[1]);
      else ctx.lineTo(s.b[0], s.b[1]);
    }
    ctx.stroke();
  }
}

/**
 * Draws a tile kind's geometry with its top-left corner at (x, y), `size` pixels wide, turned
 * `rotation` degrees clockwise. `seed` varies the decoration (grass) from tile to tile. `dpr`
 * (device pixels per CSS pixel) sets the level of detail (geometry.js `tileDetail`): on small
 * tiles castles, cemeteries and spell circles are drawn as bold simplified symbols.
 */
/**
 * @param {Ctx} ctx @param {TileGeom} geom @param {number} x @param {number} y @param {number} size
 * @param {number} [rotation] @param {{seed?: number, border?: boolean, dpr?: number}} [opts]
 */
export function drawTile(ctx, geom, x, y, size, rotation = 0, { seed = 0, border = true, dpr = 1 } = {}) {
  const simple = tileDetail(size, dpr) === 'simple';
  ctx.save();
  ctx.translate(x + size / 2, y + size / 2);
  ctx.rotate((rotation * Math.PI) / 180);
  ctx.scale(size, size);
  ctx.translate(-0.5, -0.5);
  ctx.beginPath();
  ctx.rect(0, 0, 1, 1);
  ctx.clip();

  // fields: the ground of every tile
  const g = ctx.createRadialGradient(0.5, 0.5, 0.1, 0.5, 0.5, 0.75);
  g.addColorStop(0, '#88ba52');
  g.addColorStop(1, PALETTE.field);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, 1, 1);
  if (!simple && size > 28) grass(ctx, seed);

  // roads
  strokeRoads(ctx, geom, 0.15, PALETTE.roadEdge);
  strokeRoads(ctx, geom, 0.1, PALETTE.road);
  if (geom.deadEndCaps) {
    ctx.fillStyle = PALETTE.roadEdge;
    ctx.beginPath();
    ctx.arc(0.5, 0.5, 0.085, 0, TAU);
    ctx.fill();
  }

  // cities
  for (const c of geom.cities) {
    ctx.fillStyle = PALETTE.city;
    ctx.fill(c.area);
    if (!simple && size > 48) for (const [hx, hy, t] of c.houses || []) drawHouse(ctx, hx, hy, 0.1, t);
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    ctx.strokeStyle = PALETTE.wall;
    ctx.lineWidth = 0.05;
    ctx.stroke(c.wall);
    ctx.strokeStyle = PALETTE.cityLight;
    ctx.lineWidth = 0.014;
    ctx.stroke(c.wall);
  }

  // mist lies over fields and roads (never cities)
  if (geom.mists.length) {
    ctx.save();
    if (geom.cities.length) {
      const outside = newPath();
      outside.rect(-1, -1, 3, 3);
      for (const c of geom.cities) outside.addPath(c.area);
      ctx.clip(outside, 'evenodd');
    }
    for (const m of geom.mists) drawMist(ctx, m, size, simple);
    ctx.restore();
  }

  // buildings and shields stay upright whatever the tile's rotation
  const upright = (/** @type {number} */ px, /** @type {number} */ py, /** @type {() => void} */ draw) => {
    ctx.save();
    ctx.translate(px, py);
    ctx.rotate((-rotation * Math.PI) / 180);
    ctx.translate(-px, -py);
    draw();
    ctx.restore();
  };
  for (const c of geom.cities) for (const [sx, sy] of c.shields) upright(sx, sy, () => drawShield(ctx, sx, sy, 0.13));
  if (geom.monastery) upright(0.5, 0.5, () => drawMonastery(ctx));
  if (geom.junction) upright(0.5, 0.5, () => drawJunction(ctx));
  for (const o of geom.others) if (o.kind === 'cemetery') upright(0.5, 0.5, () => (simple ? drawCemeterySymbol(ctx) : drawCemetery(ctx)));
  if (geom.castle) upright(0.5, 0.5, () => (simple ? drawCastleSymbol(ctx) : drawCastle(ctx)));
  if (geom.ruin) drawRuin(ctx, geom.ruin.at, simple);
  const cr = circleRadius(size, dpr);
  for (const m of geom.mists) for (const [cx, cy] of m.circles) drawSpellCircle(ctx, cx, cy, cr, { simple });

  if (border) {
    ctx.strokeStyle = PALETTE.border;
    ctx.lineWidth = 2 / size;
    ctx.strokeRect(0, 0, 1, 1);
  }
  ctx.restore();
}

/** Where a feature's meeple stands on a tile, in board-relative unit coordinates (0..1). */
/**
 * @param {TileGeom} geom @param {string} feature @param {number} rotation
 * @returns {Point}
 */
export function spotOnTile(geom, feature, rotation) {
  const p = geom.spots[feature] || [0.5, 0.5];
  return rotatePoint(p, Math.round(rotation / 90));
}

/** Where a mist area's spell circles are on a tile, board-relative unit coordinates. */
/**
 * @param {TileGeom} geom @param {string} feature @param {number} rotation
 * @returns {Point[]}
 */
export function circlesOnTile(geom, feature, rotation) {
  const k = Math.round(rotation / 90);
  return (geom.circleSpots[feature] || []).map((p) => rotatePoint(p, k));
}

/**
 * The mist area under tile point `u` ([0..1, 0..1], as the board shows the tile) of a tile
 * `geom` turned `rotation` degrees: its name, or null (not on mist, or on a city).
 * @param {TileGeom} geom @param {number} rotation @param {Point} u
 * @returns {string | null}
 */
export function mistAreaAt(geom, rotation, u) {
  if (!geom || !geom.mists.length) return null;
  const [px, py] = unturnPoint(u, rotation);
  const ctx = probe();
  ctx.setTransform?.(1, 0, 0, 1, 0, 0);
  if (geom.cities.some((c) => ctx.isPointInPath(c.area, px, py))) return null;
  const hit = geom.mists.find((m) => ctx.isPointInPath(m.area, px, py));
  return hit ? hit.name : null;
}

/** The path of mist area `feature` of a tile kind, in the tile's own unit square, or null. */
/**
 * @param {TileGeom} geom @param {string} feature
 * @returns {VectorPath | null}
 */
export function mistAreaPath(geom, feature) {
  const m = geom && geom.mists.find((mm) => mm.name === feature);
  return m ? m.area : null;
}

// ---------------------------------------------------------------------------------------------
// A cache of drawn tiles: drawing a tile (gradients, blurred mist, houses) costs far more than
// copying its picture, so each (kind, rotation, size, variant) is drawn once. The cache keeps
// the last three sizes (the board's, the tile in hand's; zooming draws at new sizes and the
// oldest go).

const tileCache = new Map(); // size -> Map(key -> canvas)

/** @param {number} w @param {number} h @returns {OffscreenCanvas | HTMLCanvasElement} */
function makeCanvas(w, h) {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(w, h);
  const c = document.createElement('canvas');
  c.width = w;
  c.height = h;
  return c;
}

/**
 * Like `drawTile`, for whole-pixel positions and sizes: copies a cached picture of the tile.
 * `variant` is kept for callers (one picture per kind and rotation). `fast`: while zooming, a cached
 * picture of another size may be scaled instead of drawing the tile at this size.
 */
/**
 * @param {Ctx} ctx @param {TileGeom} geom @param {number} x @param {number} y @param {number} size
 * @param {number} [rotation] @param {number} [variant] @param {{fast?: boolean, dpr?: number}} [opts]
 */
export function drawTileCached(ctx, geom, x, y, size, rotation = 0, variant = 0, { fast = false, dpr = 1 } = {}) {
  const px = Math.round(size);
  if (ctx.vector && ctx.drawOnce) {
    // the SVG target (vector.js): each kind and rotation drawn once into <defs>, then reused
    ctx.drawOnce(`${geom.uid}|${rotation}|${dpr}|${px}`, Math.round(x), Math.round(y), (c) => {
      drawTile(c, geom, 0, 0, px, rotation, { seed: geom.uid * 7919 + rotation, dpr });
    });
    return;
  }
  if (px < 4) {
    drawTile(ctx, geom, x, y, size, rotation, { seed: variant, dpr });
    return;
  }
  const key = `${geom.uid}|${rotation}|${dpr}`;
  let bySize = tileCache.get(px);
  let pic = bySize && bySize.get(key);
  if (!pic && fast) {
    // while zooming: a picture of another size, scaled (drawn crisply once the zoom stops)
    for (const [other, pics] of tileCache) {
      const alt = pics.get(key);
      if (alt) {
        ctx.drawImage(alt, 0, 0, other, other, Math.round(x), Math.round(y), px, px);
        return;
      }
    }
  }
  if (!bySize) {
    if (tileCache.size >= 3) tileCache.delete(tileCache.keys().next().value);
    bySize = new Map();
    tileCache.set(px, bySize);
  }
  if (!pic) {
    pic = makeCanvas(px, px);
    drawTile(pic.getContext('2d'), geom, 0, 0, px, rotation, { seed: geom.uid * 7919 + rotation + (variant & 0), dpr });
    bySize.set(key, pic);
  }
  ctx.drawImage(pic, Math.round(x), Math.round(y));
}

// ---------------------------------------------------------------------------------------------
// Meeples.

/**
 * A meeple standing with its feet at the bottom of a box `h` pixels high centred on (x, y).
 * A guard (Exp. 11) is taller, wears a pointed helmet and carries a shield; `ghosts` are drawn
 * as little ghosts on its shoulder.
 */
/**
 * @param {Ctx} ctx @param {number} x @param {number} y @param {number} h @param {string} colour
 * @param {{alpha?: number, guard?: boolean, ghosts?: number, simple?: boolean}} [opts]
 */
export function drawMeeple(ctx, x, y, h, colour, { alpha = 1, guard = false, ghosts = 0, simple = false } = {}) {
  ctx.beginGroup?.(guard ? 'meeple guard' : 'meeple');
  ctx.save();
  ctx.globalAlpha *= alpha;
  ctx.translate(x, y);
  ctx.scale(h, h);
  if (guard) {
    ctx.translate(0, 0.5);
    ctx.scale(0.92, 1.16);
    ctx.translate(0, -0.5);
  }
  const body = newPath();
  body.moveTo(-0.13, -0.17);
  body.lineTo(-0.46, -0.06);
  body.quadraticCurveTo(-0.52, 0.02, -0.44, 0.09);
  body.lineTo(-0.2, 0.06);
  body.lineTo(-0.36, 0.46);
  body.quadraticCurveTo(-0.36, 0.5, -0.31, 0.5);
  body.lineTo(-0.09, 0.5);
  body.quadraticCurveTo(0, 0.3, 0.09, 0.5);
  body.lineTo(0.31, 0.5);
  body.quadraticCurveTo(0.36, 0.5, 0.36, 0.46);
  body.lineTo(0.2, 0.06);
  body.lineTo(0.44, 0.09);
  body.quadraticCurveTo(0.52, 0.02, 0.46, -0.06);
  body.lineTo(0.13, -0.17);
  body.closePath();
  const head = newPath();
  head.arc(0, -0.3, 0.16, 0, TAU);
  if (guard) {
    // a pointed helmet
    head.moveTo(-0.17, -0.33);
    head.lineTo(0, -0.62);
    head.lineTo(0.17, -0.33);
    head.closePath();
  }
  // soft shadow
  ctx.fillStyle = 'rgba(0, 0, 0, 0.3)';
  ctx.beginPath();
  ctx.ellipse(0.04, 0.52, 0.42, 0.08, 0, 0, TAU);
  ctx.fill();
  ctx.lineJoin = 'round';
  ctx.strokeStyle = simple ? '#f7f3ea' : 'rgba(20, 16, 12, 0.92)';
  ctx.lineWidth = simple ? 0.26 : 0.12;
  ctx.stroke(body);
  ctx.stroke(head);
  if (simple) {
    // at small zoom: a light halo, then the dark edge, so the piece stands out on any tile
    ctx.strokeStyle = 'rgba(20, 16, 12, 0.95)';
    ctx.lineWidth = 0.12;
    ctx.stroke(body);
    ctx.stroke(head);
  }
  ctx.fillStyle = colour;
  ctx.fill(body);
  ctx.fill(head);
  // a highlight
  ctx.fillStyle = 'rgba(255, 255, 255, 0.28)';
  ctx.beginPath();
  ctx.arc(-0.05, -0.35, 0.06, 0, TAU);
  ctx.fill();
  if (guard) {
    // the shield on its chest
    ctx.beginPath();
    ctx.moveTo(-0.15, -0.1);
    ctx.lineTo(0.15, -0.1);
    ctx.lineTo(0.15, 0.06);
    ctx.quadraticCurveTo(0.15, 0.2, 0, 0.27);
    ctx.quadraticCurveTo(-0.15, 0.2, -0.15, 0.06);
    ctx.closePath();
    ctx.fillStyle = '#f4efe2';
    ctx.fill();
    ctx.lineWidth = 0.045;
    ctx.strokeStyle = 'rgba(20, 16, 12, 0.92)';
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(0, -0.06);
    ctx.lineTo(0, 0.2);
    ctx.moveTo(-0.1, 0.03);
    ctx.lineTo(0.1, 0.03);
    ctx.lineWidth = 0.05;
    ctx.strokeStyle = colour;
    ctx.stroke();
  }
  ctx.restore();
  // ghosts on its shoulder (drawn unscaled by the guard's shape); at small zoom one legible
  // ghost with the count
  if (ghosts > 0 && simple) {
    ctx.save();
    ctx.globalAlpha *= alpha;
    const gh = h * 0.8;
    drawGhost(ctx, x + h * 0.5, y - h * 0.38, gh, { simple: true });
    if (ghosts > 1) countBadge(ctx, x + h * 0.85, y - h * 0.72, gh * 0.34, String(ghosts));
    ctx.restore();
  } else if (ghosts > 0) {
    ctx.save();
    ctx.globalAlpha *= alpha;
    for (let i = 0; i < Math.min(ghosts, 3); i++) {
      drawGhost(ctx, x + h * (0.42 + 0.3 * i), y - h * (0.36 + 0.1 * i), h * 0.55);
    }
    if (ghosts > 3) {
      ctx.fillStyle = '#fff';
      ctx.font = `700 ${Math.round(h * 0.3)}px system-ui, sans-serif`;
      ctx.fillText(`×${ghosts}`, x + h * 1.3, y - h * 0.6);
    }
    ctx.restore();
  }
  ctx.endGroup?.();
}

/** A ring showing where a meeple may go. */
/** @param {Ctx} ctx @param {number} x @param {number} y @param {number} r @param {string} colour @param {boolean} active */
export function drawSpotMarker(ctx, x, y, r, colour, active) {
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, r, 0, TAU);
  ctx.fillStyle = colour;
  ctx.globalAlpha = active ? 0.9 : 0.5;
  ctx.fill();
  ctx.globalAlpha = 1;
  ctx.lineWidth = Math.max(1.5, r * 0.18);
  ctx.strokeStyle = '#fff';
  ctx.stroke();
  ctx.lineWidth = 1;
  ctx.strokeStyle = 'rgba(0, 0, 0, 0.6)';
  ctx.beginPath();
  ctx.arc(x, y, r + ctx.lineWidth * 1.5, 0, TAU);
  ctx.stroke();
  ctx.restore();
}

/**
 * Draws an arrow from (x1, y1) to (x2, y2) in canvas pixels: a curved shaft and a head, with a
 * dark outline so it reads on any tile. Used for the ghosts the spell circles pull in (S2) and
 * for ghosts that go from a circle or the supply to a meeple.
 * @param {Ctx} ctx a canvas's context or vector.js's
 * @param {number} x1
 * @param {number} y1
 * @param {number} x2
 * @param {number} y2
 * @param {string} colour
 * @param {number} [width]
 * @param {{dash?: number[] | null, bend?: number}} [opts]
 */
export function drawArrow(ctx, x1, y1, x2, y2, colour, width = 3, { dash = null, bend: bendFactor = 0.18 } = {}) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len = Math.hypot(dx, dy);
  if (len < 1) return;
  // bend the shaft a little to one side so that arrows between the same cells stay apart
  const bend = Math.sign(bendFactor) * Math.min(len * Math.abs(bendFactor), Math.max(40, width * 12));
  const cx = (x1 + x2) / 2 - (dy / len) * bend;
  const cy = (y1 + y2) / 2 + (dx / len) * bend;
  const head = Math.max(8, width * 3.2);
  const ang = Math.atan2(y2 - cy, x2 - cx);
  const ex = x2 - Math.cos(ang) * head * 0.6;
  const ey = y2 - Math.sin(ang) * head * 0.6;
  ctx.beginGroup?.('arrow'); // the SVG target's mark (vector.js); a canvas has none
  ctx.save();
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  if (dash) ctx.setLineDash(dash);
  for (const [stroke, w] of /** @type {[string, number][]} */ ([['rgba(0,0,0,0.55)', width + 3], [colour, width]])) {
    ctx.strokeStyle = stroke;
    ctx.lineWidth = w;
    ctx.beginPath();
    ctx.moveTo(x1, y1);
    ctx.quadraticCurveTo(cx, cy, ex, ey);
    ctx.stroke();
  }
  ctx.setLineDash([]);
  ctx.fillStyle = colour;
  ctx.strokeStyle = 'rgba(0,0,0,0.55)';
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.moveTo(x2, y2);
  ctx.lineTo(x2 - Math.cos(ang - 0.45) * head, y2 - Math.sin(ang - 0.45) * head);
  ctx.lineTo(x2 - Math.cos(ang + 0.45) * head, y2 - Math.sin(ang + 0.45) * head);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  ctx.restore();
  ctx.endGroup?.();
}

/**
 * Gives a canvas as many device pixels as its CSS box holds (crisp on high-DPI screens) and
 * returns `{dpr, width, height}` (width and height in CSS pixels).
 * @param {HTMLCanvasElement} c
 */
export function sizeCanvas(c) {
  const dpr = window.devicePixelRatio || 1;
  const width = c.clientWidth;
  const height = c.clientHeight;
  const w = Math.max(1, Math.round(width * dpr));
  const h = Math.max(1, Math.round(height * dpr));
  if (c.width !== w || c.height !== h) {
    c.width = w;
    c.height = h;
  }
  return { dpr, width, height };
}

/**
 * Sizes a square canvas (the tile in hand) to its CSS width (`fallbackCss` before layout) in
 * device pixels and clears it: `{ctx, px, dpr}`. `cssWidth`: its width as read before (reading
 * it after changing the page makes the browser lay the page out there and then).
 * @param {HTMLCanvasElement} c
 * @param {number} fallbackCss
 * @param {number} [cssWidth]
 */
export function clearSquareCanvas(c, fallbackCss, cssWidth = 0) {
  const dpr = window.devicePixelRatio || 1;
  const px = Math.round((cssWidth || c.clientWidth || fallbackCss) * dpr);
  if (c.width !== px || c.height !== px) {
    c.width = px;
    c.height = px;
  }
  // (a canvas of this page always has a 2D context: no other context was asked of it)
  const ctx = /** @type {CanvasRenderingContext2D} */ (c.getContext('2d'));
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, px, px);
  return { ctx, px, dpr };
}

/** A stable pseudo-random number for a board cell (varies the drawing of equal tiles). */
export function cellSeed(/** @type {number} */ x, /** @type {number} */ y) {
  return ((x * 73856093) ^ (y * 19349663)) >>> 0;
}

/** Returns a function that asks for `draw` to run once at the next animation frame. */
export function frameScheduler(/** @type {() => void} */ draw) {
  let queued = false;
  return () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      draw();
    });
  };
}

/** Strokes the faint board grid: cell size `S` device pixels, cell (0, 0) at (ox, oy). */
/**
 * @param {Ctx} ctx @param {number} ox @param {number} oy @param {number} S @param {number} W @param {number} H
 * @param {string} colour
 */
export function drawGrid(ctx, ox, oy, S, W, H, colour) {
  ctx.strokeStyle = colour;
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let x = ((ox % S) + S) % S; x <= W; x += S) {
    ctx.moveTo(x + 0.5, 0);
    ctx.lineTo(x + 0.5, H);
  }
  for (let y = ((oy % S) + S) % S; y <= H; y += S) {
    ctx.moveTo(0, y + 0.5);
    ctx.lineTo(W, y + 0.5);
  }
  ctx.stroke();
}

/**
 * The words `featureLabel` writes a feature with, in the page's language (words/pages.js
 * and words/outcome.js `featureLabelWords`, from the .ftl files): the kinds' names, the eight
 * compass points, the centre.
 * @typedef {{kinds: Record<string, string>, compass: string[], centre: string}} FeatureLabelWords
 */

/** The eighth of the tile a point (0..1, 0..1, y down) lies in: 'N', 'NE', …, or the centre. */
/** @param {number} px @param {number} py @param {FeatureLabelWords} words */
function compass(px, py, words) {
  const dx = px - 0.5;
  const dy = py - 0.5;
  if (Math.hypot(dx, dy) < 0.12) return words.centre;
  const a = (Math.atan2(dx, -dy) * 180) / Math.PI; // 0 = north, clockwise
  return words.compass[((Math.round(a / 45) % 8) + 8) % 8];
}

/**
 * "Road · W–E", "City · N", "Field · SW", "Monastery": feature `name` of a placed `tile`
 * ({kind, rotation}) in words, with the sides it reaches as the board shows them. `kind` is
 * the tile's kind from `g.kinds()`, `geom` its `kindGeometry`; `words` in the page's language.
 * @param {{features: readonly FeatureView[]} | null | undefined} kind
 * @param {TileGeom} geom
 * @param {{rotation: number}} tile
 * @param {string} name
 * @param {FeatureLabelWords} words
 */
export function featureLabel(kind, geom, tile, name, words) {
  const f = kind ? kind.features.find((ft) => ft.name === name) : null;
  const word = words.kinds[f ? f.kind : ''] || name;
  if (f && (f.kind === 'monastery' || f.kind === 'castle' || f.kind === 'cemetery' || f.kind === 'ruin')) return word;
  if (f && (f.kind === 'city' || f.kind === 'road') && f.sides) {
    const turns = Math.round(tile.rotation / 90);
    const sides = [...f.sides].map((c) => 'NESW'.indexOf(c)).filter((i) => i >= 0)
      .map((i) => (i + turns) % 4).sort((a, b) => a - b).map((i) => words.compass[2 * i]);
    return `${word} · ${sides.join(f.kind === 'road' ? '–' : '')}`;
  }
  const [px, py] = spotOnTile(geom, name, tile.rotation);
  return `${word} · ${compass(px, py, words)}`;
}
