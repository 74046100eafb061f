// Procedural drawing of tiles, meeples and board marks on a 2D canvas.
//
// Everything about a tile is drawn from the engine's geometry (`GameHandle.kinds()`): sides
// reached by cities and roads, half sides reached by fields, a monastery in the centre. A tile
// is drawn in its own orientation in a unit square (x east, y south), then turned by its
// rotation (degrees clockwise) around its centre.

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

/** Default colours of players 1..6 when the setup gives none. */
export const PLAYER_COLOURS = ['#d8352a', '#2f6fdc', '#2f9e44', '#e8b516', '#2b2b2b', '#a347c8'];

const SIDE_INDEX = { N: 0, E: 1, S: 2, W: 3 };
const TAU = Math.PI * 2;

/** Turns a point of the unit tile `k` quarter turns clockwise around the tile centre. */
export function rotatePoint(p, k) {
  let [x, y] = p;
  for (let i = 0; i < (((k % 4) + 4) % 4); i++) [x, y] = [1 - y, x];
  return [x, y];
}

function sideMask(letters) {
  let m = 0;
  for (const c of letters || '') if (c in SIDE_INDEX) m |= 1 << SIDE_INDEX[c];
  return m;
}

function bits(m) {
  const out = [];
  for (let i = 0; i < 4; i++) if (m & (1 << i)) out.push(i);
  return out;
}

// ---------------------------------------------------------------------------------------------
// City shapes. Five canonical shapes (cap on N, corner N+W, band W–E, three sides open to S,
// the whole tile), each with its inner wall, a spot for a meeple and spots for shields; a city
// uses the canonical shape turned by `k` quarter turns.

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

/** The canonical shape and quarter turns of a city reaching the sides in `mask`. */
function cityShape(mask) {
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
      return ['three', (missing + 2) % 4];
    }
    default: return ['full', 0];
  }
}

function turnCommands(cmds, k) {
  return cmds.map(([op, ...xs]) => {
    const out = [op];
    for (let i = 0; i < xs.length; i += 2) out.push(...rotatePoint([xs[i], xs[i + 1]], k));
    return out;
  });
}

function toPath(cmds, scale = 1) {
  const p = new Path2D();
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

function halfPoint(half, depth, along) {
  const k = SIDE_INDEX[half[0]];
  const a = half[1] === 'L' ? along : 1 - along;
  return rotatePoint([a, depth], k);
}

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

function sideMid(k, depth = 0) {
  return rotatePoint([0.5, depth], k);
}

/** Hash of integers to [0, 1): deterministic decoration. */
function hash(...ns) {
  let h = 2166136261;
  for (const n of ns) {
    h ^= (n | 0) + 0x9e3779b9;
    h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return (h >>> 0) / 4294967296;
}

let probeCtx = null;
function probe() {
  if (!probeCtx) {
    const c = typeof OffscreenCanvas !== 'undefined'
      ? new OffscreenCanvas(4, 4) : document.createElement('canvas');
    probeCtx = c.getContext('2d');
  }
  return probeCtx;
}

/** Little houses inside a city: points well inside its area, away from its meeple spot and shields. */
function cityHouses(area100, avoid, seed) {
  const ctx = probe();
  const inside = (x, y) => ctx.isPointInPath(area100, x * 100, y * 100);
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

/**
 * The drawing geometry of a tile kind (from `kinds()`), in its own orientation:
 * `{cities, castles, roads, monastery, cemeteries, mists, junction, spots: {name: [x, y]}}`.
 */
export function kindGeometry(kind, index = 0) {
  const g = { id: kind.id, cities: [], roads: [], mists: [], others: [], monastery: null, junction: false, spots: {} };
  const features = kind.features || [];
  const deadEnds = features.filter((f) => f.kind === 'road' && f.sides.length === 1).length;
  const hasCentre = features.some((f) => f.kind === 'monastery' || f.kind === 'cemetery');
  for (const f of features) {
    const mask = sideMask(f.sides);
    if (f.kind === 'city' || f.kind === 'castle') {
      const [shape, k] = cityShape(mask);
      const def = CITY_SHAPES[shape];
      const area = turnCommands(def.area, k);
      const city = {
        name: f.name,
        castle: f.kind === 'castle',
        area: toPath(area),
        wall: toPath(turnCommands(def.wall, k)),
        shields: def.shields.slice(0, f.shields).map((p) => rotatePoint(p, k)),
        spot: rotatePoint(def.spot, k),
      };
      const avoid = [[...city.spot, 0.12], ...city.shields.map((p) => [...p, 0.13])];
      city.houses = cityHouses(toPath(area, 100), avoid, index * 31 + g.cities.length);
      g.cities.push(city);
      g.spots[f.name] = city.spot;
    } else if (f.kind === 'road') {
      const s = bits(mask);
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
    } else if (f.kind === 'mist') {
      const sides = bits(mask);
      // spell circles, spread along the first misty side (or across the centre)
      const n = Math.min(f.circles || 0, 3);
      const circles = [];
      for (let i = 0; i < n; i++) {
        const along = n === 1 ? 0.5 : 0.3 + (0.4 * i) / (n - 1);
        circles.push(sides.length ? rotatePoint([along, 0.2], sides[0]) : [along, 0.5]);
      }
      g.mists.push({ name: f.name, sides, circles });
    }
  }
  // several roads ending in the centre meet at a little house; a lone one just ends there
  g.junction = deadEnds >= 2 && !hasCentre;
  g.deadEndCaps = deadEnds === 1 && !hasCentre;
  return g;
}

// ---------------------------------------------------------------------------------------------
// Tiles.

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

function drawMonastery(ctx) {
  ctx.save();
  // cloister garden
  ctx.fillStyle = '#9fcb63';
  ctx.beginPath();
  ctx.ellipse(0.5, 0.55, 0.25, 0.2, 0, 0, TAU);
  ctx.fill();
  ctx.lineJoin = 'round';
  ctx.lineWidth = 0.015;
  ctx.strokeStyle = PALETTE.buildingEdge;
  // nave
  ctx.fillStyle = PALETTE.building;
  ctx.beginPath();
  ctx.rect(0.36, 0.46, 0.28, 0.2);
  ctx.fill();
  ctx.stroke();
  // roof
  ctx.fillStyle = PALETTE.churchRoof;
  ctx.beginPath();
  ctx.moveTo(0.32, 0.47);
  ctx.lineTo(0.5, 0.33);
  ctx.lineTo(0.68, 0.47);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
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

function drawJunction(ctx) {
  ctx.save();
  ctx.lineJoin = 'round';
  ctx.lineWidth = 0.015;
  ctx.strokeStyle = PALETTE.buildingEdge;
  ctx.fillStyle = PALETTE.building;
  ctx.beginPath();
  ctx.rect(0.41, 0.45, 0.18, 0.14);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = PALETTE.churchRoof;
  ctx.beginPath();
  ctx.moveTo(0.38, 0.46);
  ctx.lineTo(0.5, 0.36);
  ctx.lineTo(0.62, 0.46);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  ctx.restore();
}

function drawCemetery(ctx) {
  ctx.save();
  ctx.fillStyle = '#8d9a7a';
  ctx.beginPath();
  ctx.ellipse(0.5, 0.5, 0.16, 0.12, 0, 0, TAU);
  ctx.fill();
  ctx.strokeStyle = '#dcdcd2';
  ctx.lineWidth = 0.025;
  ctx.beginPath();
  ctx.moveTo(0.5, 0.42);
  ctx.lineTo(0.5, 0.58);
  ctx.moveTo(0.45, 0.47);
  ctx.lineTo(0.55, 0.47);
  ctx.stroke();
  ctx.restore();
}

function drawMist(ctx, mist) {
  ctx.save();
  const sides = mist.sides.length ? mist.sides : null;
  if (!sides) {
    ctx.fillStyle = 'rgba(240, 244, 248, 0.45)';
    ctx.fillRect(0, 0, 1, 1);
  } else {
    for (const k of sides) {
      const [x0, y0] = sideMid(k, 0);
      const [x1, y1] = sideMid(k, 0.5);
      const grad = ctx.createLinearGradient(x0, y0, x1, y1);
      grad.addColorStop(0, 'rgba(244, 246, 250, 0.82)');
      grad.addColorStop(0.55, 'rgba(236, 240, 246, 0.35)');
      grad.addColorStop(1, 'rgba(236, 240, 246, 0)');
      ctx.fillStyle = grad;
      ctx.fillRect(0, 0, 1, 1);
      // a few soft puffs along the side
      for (let i = 0; i < 3; i++) {
        const [px, py] = rotatePoint([0.2 + 0.3 * i, 0.1], k);
        const rg = ctx.createRadialGradient(px, py, 0, px, py, 0.18);
        rg.addColorStop(0, 'rgba(255, 255, 255, 0.5)');
        rg.addColorStop(1, 'rgba(255, 255, 255, 0)');
        ctx.fillStyle = rg;
        ctx.fillRect(0, 0, 1, 1);
      }
    }
  }
  for (const [x, y] of mist.circles || []) {
    ctx.beginPath();
    ctx.arc(x, y, 0.055, 0, TAU);
    ctx.fillStyle = 'rgba(122, 96, 190, 0.35)';
    ctx.fill();
    ctx.lineWidth = 0.014;
    ctx.strokeStyle = 'rgba(90, 60, 160, 0.9)';
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(x, y, 0.028, 0, TAU);
    ctx.stroke();
  }
  ctx.restore();
}

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
 * `rotation` degrees clockwise. `seed` varies the decoration (grass) from tile to tile.
 */
export function drawTile(ctx, geom, x, y, size, rotation = 0, { seed = 0, border = true } = {}) {
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
  if (size > 28) grass(ctx, seed);

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
    ctx.fillStyle = c.castle ? PALETTE.stone : PALETTE.city;
    ctx.fill(c.area);
    if (size > 48 && !c.castle) for (const [hx, hy, t] of c.houses) drawHouse(ctx, hx, hy, 0.1, t);
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    ctx.strokeStyle = c.castle ? '#4f4b45' : PALETTE.wall;
    ctx.lineWidth = 0.05;
    ctx.stroke(c.wall);
    ctx.strokeStyle = c.castle ? '#cfc9bf' : PALETTE.cityLight;
    ctx.lineWidth = 0.014;
    ctx.stroke(c.wall);
  }

  // buildings and shields stay upright whatever the tile's rotation
  const upright = (px, py, draw) => {
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
  for (const o of geom.others) if (o.kind === 'cemetery') upright(0.5, 0.5, () => drawCemetery(ctx));
  for (const m of geom.mists) drawMist(ctx, m);

  if (border) {
    ctx.strokeStyle = PALETTE.border;
    ctx.lineWidth = 2 / size;
    ctx.strokeRect(0, 0, 1, 1);
  }
  ctx.restore();
}

/** Where a feature's meeple stands on a tile, in board-relative unit coordinates (0..1). */
export function spotOnTile(geom, feature, rotation) {
  const p = geom.spots[feature] || [0.5, 0.5];
  return rotatePoint(p, Math.round(rotation / 90));
}

// ---------------------------------------------------------------------------------------------
// Meeples.

/** A meeple standing with its feet at the bottom of a box `h` pixels high centred on (x, y). */
export function drawMeeple(ctx, x, y, h, colour, { alpha = 1, guard = false, ghosts = 0 } = {}) {
  ctx.save();
  ctx.globalAlpha *= alpha;
  ctx.translate(x, y);
  ctx.scale(h, h);
  const body = new Path2D();
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
  const head = new Path2D();
  head.arc(0, -0.3, 0.16, 0, TAU);
  // soft shadow
  ctx.fillStyle = 'rgba(0, 0, 0, 0.3)';
  ctx.beginPath();
  ctx.ellipse(0.04, 0.52, 0.42, 0.08, 0, 0, TAU);
  ctx.fill();
  ctx.lineJoin = 'round';
  ctx.strokeStyle = 'rgba(20, 16, 12, 0.9)';
  ctx.lineWidth = 0.12;
  ctx.stroke(body);
  ctx.stroke(head);
  ctx.fillStyle = colour;
  ctx.fill(body);
  ctx.fill(head);
  // a highlight
  ctx.fillStyle = 'rgba(255, 255, 255, 0.28)';
  ctx.beginPath();
  ctx.arc(-0.05, -0.35, 0.06, 0, TAU);
  ctx.fill();
  if (guard) {
    ctx.strokeStyle = '#fff';
    ctx.lineWidth = 0.06;
    ctx.beginPath();
    ctx.moveTo(-0.12, 0.0);
    ctx.lineTo(0.12, 0.0);
    ctx.stroke();
  }
  if (ghosts > 0) {
    ctx.fillStyle = 'rgba(250, 250, 255, 0.9)';
    ctx.beginPath();
    ctx.arc(0.42, -0.42, 0.17, 0, TAU);
    ctx.fill();
    ctx.fillStyle = '#333';
    ctx.font = 'bold 0.26px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(String(ghosts), 0.42, -0.41);
  }
  ctx.restore();
}

/** A ring showing where a meeple may go. */
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
 */
export function drawArrow(ctx, x1, y1, x2, y2, colour, width = 3) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len = Math.hypot(dx, dy);
  if (len < 1) return;
  // bend the shaft a little to one side so that arrows between the same cells stay apart
  const bend = Math.min(len * 0.18, 40);
  const cx = (x1 + x2) / 2 - (dy / len) * bend;
  const cy = (y1 + y2) / 2 + (dx / len) * bend;
  const head = Math.max(8, width * 3.2);
  const ang = Math.atan2(y2 - cy, x2 - cx);
  const ex = x2 - Math.cos(ang) * head * 0.6;
  const ey = y2 - Math.sin(ang) * head * 0.6;
  ctx.save();
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const [stroke, w] of [['rgba(0,0,0,0.55)', width + 3], [colour, width]]) {
    ctx.strokeStyle = stroke;
    ctx.lineWidth = w;
    ctx.beginPath();
    ctx.moveTo(x1, y1);
    ctx.quadraticCurveTo(cx, cy, ex, ey);
    ctx.stroke();
  }
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
}
