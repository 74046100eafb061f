// The paths the drawing code builds its shapes with (draw.js `newPath()`): a real Path2D in a
// browser (a canvas fills it) that also records its commands, so that the SVG target
// (vector.js) can write them; a recording one under Node, where `pathHitTester` stands in for a
// canvas's isPointInPath. Pure: no DOM. Small, as the embed loads it (vector.js is loaded only
// when a picture is made).

const TAU = Math.PI * 2;
export const apply = (m, x, y) => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
const NativePath = typeof globalThis.Path2D === 'function' ? globalThis.Path2D : class {};

/**
 * A Path2D that remembers its commands in its own coordinates:
 * `['M', x, y] ['L', x, y] ['Q', …4] ['C', …6] ['E', cx, cy, rx, ry, rot, a0, a1, ccw] ['Z']`.
 */
export class VectorPath extends NativePath {
  constructor() {
    super();
    this.cmds = [];
  }

  moveTo(x, y) { super.moveTo?.(x, y); this.cmds.push(['M', x, y]); }

  lineTo(x, y) { super.lineTo?.(x, y); this.cmds.push(['L', x, y]); }

  quadraticCurveTo(a, b, x, y) { super.quadraticCurveTo?.(a, b, x, y); this.cmds.push(['Q', a, b, x, y]); }

  bezierCurveTo(a, b, c, d, x, y) { super.bezierCurveTo?.(a, b, c, d, x, y); this.cmds.push(['C', a, b, c, d, x, y]); }

  closePath() { super.closePath?.(); this.cmds.push(['Z']); }

  arc(x, y, r, a0, a1, ccw = false) { super.arc?.(x, y, r, a0, a1, ccw); this.cmds.push(['E', x, y, r, r, 0, a0, a1, ccw]); }

  ellipse(x, y, rx, ry, rot, a0, a1, ccw = false) {
    super.ellipse?.(x, y, rx, ry, rot, a0, a1, ccw);
    this.cmds.push(['E', x, y, rx, ry, rot, a0, a1, ccw]);
  }

  rect(x, y, w, h) {
    super.rect?.(x, y, w, h);
    this.cmds.push(['M', x, y], ['L', x + w, y], ['L', x + w, y + h], ['L', x, y + h], ['Z']);
  }

  /** Adds `path`'s commands (a VectorPath); a transform is not supported here. */
  addPath(path, m) {
    super.addPath?.(path, m);
    if (path && path.cmds) this.cmds.push(...path.cmds);
  }
}

/** A new path for the drawing code: a canvas fills it, an SVG context reads its commands. */
export function newPath() {
  return new VectorPath();
}

/** Polygons (device points) of `[matrix, command]` pieces, curves cut into short lines. */
export function flatten(pieces) {
  const polys = [];
  let poly = null;
  let cur = null;
  const add = (p) => {
    if (!poly) {
      poly = [];
      polys.push(poly);
    }
    poly.push(p);
    cur = p;
  };
  for (const [m, c] of pieces) {
    const op = c[0];
    if (op === 'M') {
      poly = null;
      add(apply(m, c[1], c[2]));
    } else if (op === 'L') add(apply(m, c[1], c[2]));
    else if (op === 'Q' || op === 'C') {
      const ps = [];
      for (let i = 1; i < c.length; i += 2) ps.push(apply(m, c[i], c[i + 1]));
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
    } else if (op === 'Z') {
      if (poly && poly.length) cur = poly[0];
      poly = null;
    } else if (op === 'E') {
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

/** Whether `[matrix, command]` pieces contain point (x, y), by the non-zero or even-odd rule. */
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
  isPointInPath: (path, x, y, rule) => piecesContain((path.cmds || []).map((c) => [IDENTITY, c]), x, y, rule),
};
