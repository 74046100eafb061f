// The SVG target of the one renderer: a drawing context with the part of the Canvas 2D API that
// draw.js and board.js use (paths, arcs, ellipses, transforms, save/restore, fill and stroke
// styles, dashes, clips, text, linear and radial gradients, global alpha), which writes real
// vector SVG instead of pixels. The same drawing functions draw on a canvas (the page, the
// embed, PNG pictures) or on a `VectorContext` (SVG pictures): there is no second copy of any
// drawing code. Pure: no DOM, so it runs under Node too (scripts/render.mjs).
//
//   const ctx = new VectorContext(width, height);
//   drawSomething(ctx);            // any draw.js / board.js function
//   const svg = ctx.toSVG();       // '<svg …>…</svg>'
//
// The drawing code builds its shapes with geometry.js's `newPath()`, whose commands this context
// reads. Keeping the SVG small: coordinates rounded to `precision` decimals, consecutive
// opaque shapes of the same style merged into one <path>, a tile drawn once into <defs> and
// reused with <use> (`drawOnce`), gradients and clips shared by content.

import { VectorPath, apply, newPath, piecesContain } from './geometry.js';

export { VectorPath, newPath };

/** @typedef {import('./geometry.js').Point} Point */
/** @typedef {import('./geometry.js').Matrix} Matrix */
/** @typedef {import('./geometry.js').PathCmd} PathCmd */
/** A command with the transform it was given under. @typedef {[Matrix, PathCmd]} Piece */

const TAU = Math.PI * 2;

// ---------------------------------------------------------------------------------------------
// Affine matrices [a, b, c, d, e, f] as in canvas setTransform.

/** @type {Matrix} */
const IDENTITY = [1, 0, 0, 1, 0, 0];
/** @type {(m: Matrix, n: Matrix) => Matrix} */
const mul = (m, n) => [
  m[0] * n[0] + m[2] * n[1], m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3], m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4], m[1] * n[4] + m[3] * n[5] + m[5],
];
/** The scale of a matrix (uniform part): how line widths grow. */
const scaleOf = (/** @type {Matrix} */ m) => Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
/** Whether `m` keeps circles circles (a rotation, a uniform scale, a flip). */
const similar = (/** @type {Matrix} */ m) => Math.abs(m[0] - m[3]) + Math.abs(m[1] + m[2]) < 1e-9 * (Math.abs(m[0]) + Math.abs(m[1]) + 1)
  || Math.abs(m[0] + m[3]) + Math.abs(m[1] - m[2]) < 1e-9 * (Math.abs(m[0]) + Math.abs(m[1]) + 1);

// ---------------------------------------------------------------------------------------------
// Colours: CSS colour strings to SVG colour + opacity.

/** @type {Record<string, string>} */
const NAMED = {
  black: '#000', white: '#fff', red: '#f00', transparent: '#000', gray: '#808080', grey: '#808080',
  green: '#008000', blue: '#00f', yellow: '#ff0', orange: '#ffa500', purple: '#800080',
};

/** @param {number} n */
function hex2(n) {
  return Math.max(0, Math.min(255, Math.round(n))).toString(16).padStart(2, '0');
}

/**
 * `[colour, opacity]` of a CSS colour: '#rgb', '#rrggbb', 'rgb()', 'rgba()', a few names.
 * @param {unknown} s
 * @returns {[string, number]}
 */
export function parseColour(s) {
  const str = String(s).trim().toLowerCase();
  if (str === 'transparent') return ['#000', 0];
  const m = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(str);
  if (m) {
    let a = m[4] === undefined ? 1 : parseFloat(m[4]);
    if (m[4] && m[4].endsWith('%')) a /= 100;
    let c = `#${hex2(+m[1])}${hex2(+m[2])}${hex2(+m[3])}`;
    if (c[1] === c[2] && c[3] === c[4] && c[5] === c[6]) c = `#${c[1]}${c[3]}${c[5]}`;
    return [c, a];
  }
  if (/^#[0-9a-f]{8}$/.test(str)) return [str.slice(0, 7), parseInt(str.slice(7), 16) / 255];
  if (/^#[0-9a-f]{3,6}$/.test(str)) return [str, 1];
  return [NAMED[str] || str.replace(/[^a-z0-9#]/g, '') || '#000', 1];
}

// ---------------------------------------------------------------------------------------------
// Gradients (as canvas makes them; written into <defs> when first used).

class Gradient {
  /**
   * @param {'linear' | 'radial'} kind
   * @param {number[]} coords
   */
  constructor(kind, coords) {
    this.kind = kind;
    this.coords = coords;
    /** @type {[number, string][]} */
    this.stops = [];
  }

  /** @param {number} offset @param {string} colour */
  addColorStop(offset, colour) {
    this.stops.push([offset, colour]);
  }
}

const esc = (/** @type {unknown} */ s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * @param {string} font
 * @returns {{style?: string | null, weight: string | null, size: number, family: string}}
 */
function parseFont(font) {
  const m = /^\s*(?:(italic|oblique|normal)\s+)?(?:(bold|normal|[1-9]00)\s+)?([\d.]+)px\s+(.+)$/.exec(font || '');
  if (!m) return { weight: null, size: 10, family: 'sans-serif' };
  return { style: m[1] && m[1] !== 'normal' ? m[1] : null, weight: m[2] && m[2] !== 'normal' ? m[2] : null, size: parseFloat(m[3]), family: m[4].trim() };
}

/**
 * The drawing state `save()` keeps: the transform and the styles; `groups`: the clip groups
 * opened since the last save.
 * @typedef {{m: Matrix, fillStyle: string | Gradient, strokeStyle: string | Gradient, lineWidth: number,
 *   lineCap: CanvasLineCap, lineJoin: CanvasLineJoin, dash: number[], globalAlpha: number, font: string,
 *   textAlign: CanvasTextAlign, textBaseline: CanvasTextBaseline, groups: number}} DrawState
 * @returns {DrawState}
 */
function defaultState() {
  return {
    m: IDENTITY, fillStyle: '#000', strokeStyle: '#000', lineWidth: 1, lineCap: 'butt', lineJoin: 'miter',
    dash: [], globalAlpha: 1, font: '10px sans-serif', textAlign: 'start', textBaseline: 'alphabetic', groups: 0,
  };
}

/**
 * A Canvas 2D-like drawing context writing SVG. Coordinates are written in device space (the
 * transforms applied), rounded to `precision` decimals.
 */
export class VectorContext {
  /**
   * @param {number} width
   * @param {number} height
   * @param {{precision?: number}} [options]
   */
  constructor(width, height, { precision = 1 } = {}) {
    this.canvas = { width, height };
    this.vector = true;
    this.precision = precision;
    this.k = 10 ** precision;
    this.s = defaultState();
    /** @type {DrawState[]} */
    this.stack = [];
    /** @type {Piece[]} */
    this.path = [];
    /** @type {string[]} */
    this.out = []; // the body's elements
    /** @type {string[]} */
    this.defs = []; // <defs> contents
    /** @type {Map<string, string>} */
    this.defIds = new Map(); // content -> id
    /** @type {Map<string, string>} */
    this.onceIds = new Map(); // drawOnce key -> id
    /** @type {{attrs: string, d: string, boxes: number[][]} | null} */
    this.pending = null; // a <path> that the next one of the same style may extend
    this.ids = 0;
    /** @type {number[]} the box of the last path data written (piecesData) */
    this.lastBox = [];
  }

  // --- state -------------------------------------------------------------------------------

  get fillStyle() { return this.s.fillStyle; }

  /** @param {string | Gradient} v */
  set fillStyle(v) { this.s.fillStyle = v; }

  get strokeStyle() { return this.s.strokeStyle; }

  /** @param {string | Gradient} v */
  set strokeStyle(v) { this.s.strokeStyle = v; }

  get lineWidth() { return this.s.lineWidth; }

  /** @param {number} v */
  set lineWidth(v) { if (v > 0 && Number.isFinite(v)) this.s.lineWidth = v; }

  get lineCap() { return this.s.lineCap; }

  /** @param {CanvasLineCap} v */
  set lineCap(v) { this.s.lineCap = v; }

  get lineJoin() { return this.s.lineJoin; }

  /** @param {CanvasLineJoin} v */
  set lineJoin(v) { this.s.lineJoin = v; }

  get globalAlpha() { return this.s.globalAlpha; }

  /** @param {number} v */
  set globalAlpha(v) { if (v >= 0 && v <= 1) this.s.globalAlpha = v; }

  get font() { return this.s.font; }

  /** @param {string} v */
  set font(v) { this.s.font = v; }

  get textAlign() { return this.s.textAlign; }

  /** @param {CanvasTextAlign} v */
  set textAlign(v) { this.s.textAlign = v; }

  get textBaseline() { return this.s.textBaseline; }

  /** @param {CanvasTextBaseline} v */
  set textBaseline(v) { this.s.textBaseline = v; }

  /** @param {number[]} d */
  setLineDash(d) { this.s.dash = Array.isArray(d) ? d.slice() : []; }

  getLineDash() { return this.s.dash.slice(); }

  save() {
    this.stack.push(this.s);
    this.s = { ...this.s, groups: 0 };
  }

  restore() {
    if (!this.stack.length) return;
    if (this.s.groups) {
      this.flush();
      for (let i = 0; i < this.s.groups; i++) this.out.push('</g>');
    }
    this.s = /** @type {DrawState} */ (this.stack.pop());
  }

  // --- transforms --------------------------------------------------------------------------

  /**
   * A matrix's six numbers, or one DOMMatrix-like object.
   * @param {number | {a: number, b: number, c: number, d: number, e: number, f: number}} a
   * @param {number} [b] @param {number} [c] @param {number} [d] @param {number} [e] @param {number} [f]
   */
  setTransform(a, b, c, d, e, f) {
    this.s.m = typeof a === 'object' && a ? [a.a, a.b, a.c, a.d, a.e, a.f] : /** @type {Matrix} */ ([a, b, c, d, e, f]);
  }

  resetTransform() { this.s.m = IDENTITY; }

  getTransform() {
    const [a, b, c, d, e, f] = this.s.m;
    return { a, b, c, d, e, f };
  }

  /** @param {number} a @param {number} b @param {number} c @param {number} d @param {number} e @param {number} f */
  transform(a, b, c, d, e, f) { this.s.m = mul(this.s.m, [a, b, c, d, e, f]); }

  /** @param {number} x @param {number} y */
  translate(x, y) { this.transform(1, 0, 0, 1, x, y); }

  /** @param {number} x @param {number} y */
  scale(x, y) { this.transform(x, 0, 0, y, 0, 0); }

  /** @param {number} t */
  rotate(t) {
    const c = Math.cos(t);
    const s = Math.sin(t);
    this.transform(c, s, -s, c, 0, 0);
  }

  // --- the current path (its points kept with the transform they were given under) ---------

  beginPath() { this.path = []; }

  /** @param {number} x @param {number} y */
  moveTo(x, y) { this.path.push([this.s.m, ['M', x, y]]); }

  /** @param {number} x @param {number} y */
  lineTo(x, y) { this.path.push([this.s.m, ['L', x, y]]); }

  /** @param {number} a @param {number} b @param {number} x @param {number} y */
  quadraticCurveTo(a, b, x, y) { this.path.push([this.s.m, ['Q', a, b, x, y]]); }

  /**
   * @param {number} a @param {number} b @param {number} c @param {number} d
   * @param {number} x @param {number} y
   */
  bezierCurveTo(a, b, c, d, x, y) { this.path.push([this.s.m, ['C', a, b, c, d, x, y]]); }

  closePath() { this.path.push([this.s.m, ['Z']]); }

  /**
   * @param {number} x @param {number} y @param {number} r @param {number} a0 @param {number} a1
   * @param {boolean} [ccw]
   */
  arc(x, y, r, a0, a1, ccw = false) { this.path.push([this.s.m, ['E', x, y, r, r, 0, a0, a1, ccw]]); }

  /**
   * @param {number} x @param {number} y @param {number} rx @param {number} ry @param {number} rot
   * @param {number} a0 @param {number} a1 @param {boolean} [ccw]
   */
  ellipse(x, y, rx, ry, rot, a0, a1, ccw = false) { this.path.push([this.s.m, ['E', x, y, rx, ry, rot, a0, a1, ccw]]); }

  /** @param {number} x @param {number} y @param {number} w @param {number} h */
  rect(x, y, w, h) {
    const m = this.s.m;
    this.path.push([m, ['M', x, y]], [m, ['L', x + w, y]], [m, ['L', x + w, y + h]], [m, ['L', x, y + h]], [m, ['Z']]);
  }

  /**
   * @param {number} x @param {number} y @param {number} w @param {number} h
   * @param {number | number[]} [r]
   */
  roundRect(x, y, w, h, r = 0) {
    const rr = Math.max(0, Math.min(Array.isArray(r) ? r[0] : r, Math.abs(w) / 2, Math.abs(h) / 2));
    const m = this.s.m;
    const push = (/** @type {PathCmd} */ c) => this.path.push([m, c]);
    push(['M', x + rr, y]);
    push(['L', x + w - rr, y]);
    push(['E', x + w - rr, y + rr, rr, rr, 0, -Math.PI / 2, 0, false]);
    push(['L', x + w, y + h - rr]);
    push(['E', x + w - rr, y + h - rr, rr, rr, 0, 0, Math.PI / 2, false]);
    push(['L', x + rr, y + h]);
    push(['E', x + rr, y + h - rr, rr, rr, 0, Math.PI / 2, Math.PI, false]);
    push(['L', x, y + rr]);
    push(['E', x + rr, y + rr, rr, rr, 0, Math.PI, Math.PI * 1.5, false]);
    push(['Z']);
  }

  /**
   * arcTo as canvas draws it: a line to the first tangent point, then the arc.
   * @param {number} x1 @param {number} y1 @param {number} x2 @param {number} y2 @param {number} r
   */
  arcTo(x1, y1, x2, y2, r) {
    const last = this.lastPoint();
    const m = this.s.m;
    if (!last) {
      this.moveTo(x1, y1);
      return;
    }
    const [x0, y0] = last;
    const v1 = [x0 - x1, y0 - y1];
    const v2 = [x2 - x1, y2 - y1];
    const l1 = Math.hypot(...v1);
    const l2 = Math.hypot(...v2);
    const cross = v1[0] * v2[1] - v1[1] * v2[0];
    if (!r || l1 < 1e-12 || l2 < 1e-12 || Math.abs(cross) < 1e-12) {
      this.lineTo(x1, y1);
      return;
    }
    const angle = Math.acos(Math.max(-1, Math.min(1, (v1[0] * v2[0] + v1[1] * v2[1]) / (l1 * l2))));
    const t = r / Math.tan(angle / 2);
    const p1 = [x1 + (v1[0] / l1) * t, y1 + (v1[1] / l1) * t];
    const p2 = [x1 + (v2[0] / l2) * t, y1 + (v2[1] / l2) * t];
    // the centre: along the bisector, at r / sin(angle / 2)
    const bis = [v1[0] / l1 + v2[0] / l2, v1[1] / l1 + v2[1] / l2];
    const bl = Math.hypot(...bis);
    const d = r / Math.sin(angle / 2);
    const c = [x1 + (bis[0] / bl) * d, y1 + (bis[1] / bl) * d];
    const a0 = Math.atan2(p1[1] - c[1], p1[0] - c[0]);
    const a1 = Math.atan2(p2[1] - c[1], p2[0] - c[0]);
    this.path.push([m, ['L', p1[0], p1[1]]], [m, ['E', c[0], c[1], r, r, 0, a0, a1, cross > 0]]);
  }

  /**
   * The current point in the current transform's coordinates (for arcTo).
   * @returns {Point | null}
   */
  lastPoint() {
    for (let i = this.path.length - 1; i >= 0; i--) {
      const [m, c] = this.path[i];
      if (c[0] === 'Z') continue;
      /** @type {Point} */
      let p;
      if (c[0] === 'E') p = [c[1] + c[3] * Math.cos(c[7]), c[2] + c[4] * Math.sin(c[7])];
      else p = /** @type {Point} */ (c.slice(-2));
      const dev = apply(m, p[0], p[1]);
      const inv = invert(this.s.m);
      return inv ? apply(inv, dev[0], dev[1]) : p;
    }
    return null;
  }

  // --- painting ----------------------------------------------------------------------------

  /**
   * fill(), fill(rule), fill(path) or fill(path, rule), as a canvas's.
   * @param {VectorPath | CanvasFillRule} [a]
   * @param {CanvasFillRule} [b]
   */
  fill(a, b) {
    const path = typeof a === 'object' ? a : null;
    const rule = typeof a === 'object' ? b : a;
    this.paint(this.pathData(path), { fill: true, rule });
  }

  /** @param {VectorPath} [path] */
  stroke(path) {
    this.paint(this.pathData(path), { fill: false });
  }

  /** @param {number} x @param {number} y @param {number} w @param {number} h */
  fillRect(x, y, w, h) {
    this.paint(this.dataOf([['M', x, y], ['L', x + w, y], ['L', x + w, y + h], ['L', x, y + h], ['Z']], this.s.m), { fill: true });
  }

  /** @param {number} x @param {number} y @param {number} w @param {number} h */
  strokeRect(x, y, w, h) {
    this.paint(this.dataOf([['M', x, y], ['L', x + w, y], ['L', x + w, y + h], ['L', x, y + h], ['Z']], this.s.m), { fill: false });
  }

  clearRect() {
    // a vector picture starts empty; clearing is only ever done before drawing
  }

  /**
   * clip(), clip(rule), clip(path) or clip(path, rule), as a canvas's.
   * @param {VectorPath | CanvasFillRule} [a]
   * @param {CanvasFillRule} [b]
   */
  clip(a, b) {
    const path = typeof a === 'object' ? a : null;
    const rule = typeof a === 'object' ? b : a;
    const d = this.pathData(path);
    const id = this.def(`<clipPath id="@"><path d="${d}"${rule === 'evenodd' ? ' clip-rule="evenodd"' : ''}/></clipPath>`, 'c');
    this.flush();
    this.out.push(`<g clip-path="url(#${id})">`);
    this.s.groups += 1;
  }

  /** @param {string} text @param {number} x @param {number} y */
  fillText(text, x, y) { this.text(text, x, y, true); }

  /** @param {string} text @param {number} x @param {number} y */
  strokeText(text, x, y) { this.text(text, x, y, false); }

  /**
   * The width of `text` estimated from typical advance widths of a wide sans-serif (DejaVu
   * Sans, the fallback of most renderers): an SVG has no font metrics of its own, so the lines of
   * a picture are laid out a little wide rather than overflowing.
   * @param {string} text
   */
  measureText(text) {
    const { size, weight } = parseFont(this.s.font);
    let em = 0;
    for (const ch of String(text)) em += charWidth(ch);
    return { width: em * size * (weight && weight >= '600' ? 1.07 : 1) };
  }

  /** @param {number} x0 @param {number} y0 @param {number} x1 @param {number} y1 */
  createLinearGradient(x0, y0, x1, y1) { return new Gradient('linear', [x0, y0, x1, y1]); }

  /**
   * @param {number} x0 @param {number} y0 @param {number} r0
   * @param {number} x1 @param {number} y1 @param {number} r1
   */
  createRadialGradient(x0, y0, r0, x1, y1, r1) { return new Gradient('radial', [x0, y0, r0, x1, y1, r1]); }

  drawImage() {
    // pictures are never drawn into a vector picture: tiles come through drawOnce
  }

  /**
   * Even-odd or non-zero hit test of a path (the current one when `path` is not given):
   * isPointInPath(x, y, rule?) or isPointInPath(path, x, y, rule?), as a canvas's.
   * @param {VectorPath | number} a
   * @param {number} b
   * @param {number | CanvasFillRule} [c]
   * @param {CanvasFillRule} [d]
   */
  isPointInPath(a, b, c, d) {
    const [path, x, y, rule] = typeof a === 'object'
      ? [a, b, /** @type {number} */ (c), d]
      : [null, a, b, /** @type {CanvasFillRule | undefined} */ (c)];
    return piecesContain(path ? path.cmds.map((cmd) => /** @type {Piece} */ ([this.s.m, cmd])) : this.path, x, y, rule);
  }

  /**
   * Draws `draw(ctx)` once into <defs> under `key` (in its own coordinates from (0, 0)) and
   * places it at (x, y) of the current transform: the tile cache of the vector target.
   * @param {string} key
   * @param {number} x
   * @param {number} y
   * @param {(ctx: VectorContext) => void} draw
   */
  drawOnce(key, x, y, draw) {
    let id = this.onceIds.get(key);
    if (!id) {
      id = `t${++this.ids}`;
      this.flush();
      const [out, s, stack, path] = [this.out, this.s, this.stack, this.path];
      this.out = [];
      this.s = defaultState();
      this.stack = [];
      this.path = [];
      draw(this);
      this.closeAll();
      this.defs.push(`<g id="${id}" class="tile">${this.out.join('')}</g>`);
      [this.out, this.s, this.stack, this.path] = [out, s, stack, path];
      this.onceIds.set(key, id);
    }
    this.flush();
    const m = mul(this.s.m, [1, 0, 0, 1, x, y]);
    const place = m[0] === 1 && m[1] === 0 && m[2] === 0 && m[3] === 1
      ? ` x="${this.n(m[4])}" y="${this.n(m[5])}"`
      : ` transform="matrix(${m.map((v) => this.n(v, 4)).join(' ')})"`;
    const alpha = this.s.globalAlpha < 1 ? ` opacity="${this.n(this.s.globalAlpha, 3)}"` : '';
    this.out.push(`<use xlink:href="#${id}"${place}${alpha}/>`);
  }

  /**
   * The picture: `<svg>` with its width, height and viewBox; `title` as <title>, `link` around it.
   * @param {{title?: string, link?: string, width?: number, height?: number}} [options]
   */
  toSVG({ title = '', link = '', width = this.canvas.width, height = this.canvas.height } = {}) {
    this.closeAll();
    const { width: w, height: h } = this.canvas;
    const body = this.out.join('');
    const inner = link ? `<a xlink:href="${esc(link)}" target="_blank">${body}</a>` : body;
    return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${w} ${h}" stroke-miterlimit="10">`
      + `${title ? `<title>${esc(title)}</title>` : ''}`
      + `${this.defs.length ? `<defs>${this.defs.join('')}</defs>` : ''}${inner}</svg>`;
  }

  /**
   * Opens a group `<g class="…">` around what is drawn until `endGroup()` (the drawing code marks
   * its pieces: tile, meeple, arrow; a canvas has no such method and ignores the marks).
   * @param {string} cls
   */
  beginGroup(cls) {
    this.flush();
    this.out.push(`<g class="${esc(cls)}">`);
  }

  endGroup() {
    this.flush();
    this.out.push('</g>');
  }

  /** Ends every save() and clip group still open. */
  closeAll() {
    while (this.stack.length) this.restore();
    this.flush();
    for (; this.s.groups > 0; this.s.groups--) this.out.push('</g>');
  }

  // --- writing -----------------------------------------------------------------------------

  /**
   * A number rounded to `p` decimals, without a leading zero.
   * @param {number} v
   * @param {number} [p]
   */
  n(v, p = this.precision) {
    const k = p === this.precision ? this.k : 10 ** p;
    let r = Math.round(v * k) / k;
    if (Object.is(r, -0)) r = 0;
    const s = String(r);
    return s.startsWith('0.') ? s.slice(1) : s.startsWith('-0.') ? `-${s.slice(2)}` : s;
  }

  /** @param {VectorPath | null} [path] the current path when not given */
  pathData(path) {
    if (path) return this.dataOf(path.cmds || [], this.s.m);
    return this.piecesData(this.path);
  }

  /** @param {PathCmd[]} cmds @param {Matrix} m */
  dataOf(cmds, m) {
    return this.piecesData(cmds.map((c) => /** @type {Piece} */ ([m, c])));
  }

  /**
   * SVG path data of `[matrix, command]` pieces, in device coordinates.
   * @param {Piece[]} pieces
   */
  piecesData(pieces) {
    /** @type {string[]} */
    const out = [];
    /** @type {Point | null} */
    let start = null;
    /** @type {Point | null} */
    let cur = null;
    const box = [Infinity, Infinity, -Infinity, -Infinity];
    const grow = (/** @type {number} */ x, /** @type {number} */ y, r = 0) => {
      box[0] = Math.min(box[0], x - r);
      box[1] = Math.min(box[1], y - r);
      box[2] = Math.max(box[2], x + r);
      box[3] = Math.max(box[3], y + r);
    };
    this.lastBox = box;
    const pt = (/** @type {number} */ x, /** @type {number} */ y) => {
      grow(x, y);
      return `${this.n(x)} ${this.n(y)}`;
    };
    for (const [m, c] of pieces) {
      const op = c[0];
      if (c[0] === 'M' || c[0] === 'L') {
        const [x, y] = apply(m, c[1], c[2]);
        if (op === 'L' && cur && this.n(x) === this.n(cur[0])) out.push(`V${this.n(y)}`);
        else if (op === 'L' && cur && this.n(y) === this.n(cur[1])) out.push(`H${this.n(x)}`);
        else out.push(`${op === 'L' && cur ? 'L' : 'M'}${this.n(x)} ${this.n(y)}`);
        grow(x, y);
        if (op === 'M' || !cur) start = [x, y];
        cur = [x, y];
      } else if (c[0] === 'Q' || c[0] === 'C') {
        const xy = /** @type {number[]} */ (c.slice(1));
        const ps = [];
        for (let i = 0; i < xy.length; i += 2) ps.push(apply(m, xy[i], xy[i + 1]));
        if (!cur) {
          out.push(`M${pt(ps[0][0], ps[0][1])}`);
          start = ps[0];
        }
        out.push(`${op}${ps.map((p) => pt(p[0], p[1])).join(' ')}`);
        cur = ps[ps.length - 1];
      } else if (op === 'Z') {
        if (cur) out.push('Z');
        cur = start;
      } else if (c[0] === 'E') {
        const [, cx, cy, rx, ry, rot, a0, a1, ccw] = c;
        let sweep;
        if (!ccw && a1 - a0 >= TAU) sweep = TAU;
        else if (ccw && a0 - a1 >= TAU) sweep = -TAU;
        else if (!ccw) sweep = (((a1 - a0) % TAU) + TAU) % TAU;
        else sweep = -((((a0 - a1) % TAU) + TAU) % TAU);
        const at = (/** @type {number} */ a) => {
          const ex = rx * Math.cos(a);
          const ey = ry * Math.sin(a);
          return apply(m, cx + ex * Math.cos(rot) - ey * Math.sin(rot), cy + ex * Math.sin(rot) + ey * Math.cos(rot));
        };
        const p0 = at(a0);
        const centre = apply(m, cx, cy);
        grow(centre[0], centre[1], Math.max(rx, ry) * Math.max(Math.hypot(m[0], m[1]), Math.hypot(m[2], m[3])));
        out.push(`${cur ? 'L' : 'M'}${pt(p0[0], p0[1])}`);
        if (!cur) start = p0;
        if (similar(m)) {
          // elliptical arcs, at most half a turn each
          const s = scaleOf(m);
          const flip = m[0] * m[3] - m[1] * m[2] < 0;
          const deg = ((rot + Math.atan2(m[1], m[0]) * (flip ? -1 : 1)) * 180) / Math.PI;
          const parts = Math.max(1, Math.ceil(Math.abs(sweep) / Math.PI - 1e-9));
          for (let i = 1; i <= parts; i++) {
            const p = at(a0 + (sweep * i) / parts);
            const cw = (sweep > 0) !== flip ? 1 : 0;
            out.push(`A${this.n(rx * s)} ${this.n(ry * s)} ${this.n(deg, 2)} 0 ${cw} ${pt(p[0], p[1])}`);
          }
        } else {
          // under a stretching transform: cubic curves, a quarter turn each at most
          const parts = Math.max(1, Math.ceil(Math.abs(sweep) / (Math.PI / 2) - 1e-9));
          const step = sweep / parts;
          const k = (4 / 3) * Math.tan(step / 4);
          const local = (/** @type {number} */ a) => {
            const ex = rx * Math.cos(a);
            const ey = ry * Math.sin(a);
            return [cx + ex * Math.cos(rot) - ey * Math.sin(rot), cy + ex * Math.sin(rot) + ey * Math.cos(rot)];
          };
          const deriv = (/** @type {number} */ a) => {
            const ex = -rx * Math.sin(a);
            const ey = ry * Math.cos(a);
            return [ex * Math.cos(rot) - ey * Math.sin(rot), ex * Math.sin(rot) + ey * Math.cos(rot)];
          };
          for (let i = 0; i < parts; i++) {
            const t0 = a0 + step * i;
            const t1 = t0 + step;
            const [q0, q3] = [local(t0), local(t1)];
            const [d0, d1] = [deriv(t0), deriv(t1)];
            const q1 = [q0[0] + k * d0[0], q0[1] + k * d0[1]];
            const q2 = [q3[0] - k * d1[0], q3[1] - k * d1[1]];
            out.push(`C${[q1, q2, q3].map((q) => { const d = apply(m, q[0], q[1]); return pt(d[0], d[1]); }).join(' ')}`);
          }
        }
        cur = at(a0 + sweep);
      }
    }
    return out.join('').replace(/ -/g, '-');
  }

  /**
   * A shared definition (a gradient, a clip): its id, written once per content.
   * @param {string} markup
   * @param {string} prefix
   */
  def(markup, prefix) {
    let id = this.defIds.get(markup);
    if (!id) {
      id = `${prefix}${++this.ids}`;
      this.defIds.set(markup, id);
      this.defs.push(markup.replace('id="@"', `id="${id}"`));
    }
    return id;
  }

  /**
   * `[paint, opacity]` of a fill or stroke style (a colour or a gradient).
   * @param {string | Gradient} style
   * @returns {[string, number]}
   */
  paintOf(style) {
    if (style instanceof Gradient) return [`url(#${this.gradient(style)})`, 1];
    return parseColour(style);
  }

  /** @param {Gradient} g */
  gradient(g) {
    const stops = [...g.stops].sort((a, b) => a[0] - b[0]);
    const c = g.coords;
    let offsets = stops.map((s) => s[0]);
    let attrs;
    const m = this.s.m;
    const tf = m === IDENTITY || m.every((v, i) => v === IDENTITY[i]) ? '' : ` gradientTransform="matrix(${m.map((v) => this.n(v, 4)).join(' ')})"`;
    if (g.kind === 'linear') {
      attrs = `<linearGradient id="@" gradientUnits="userSpaceOnUse" x1="${this.n(c[0], 4)}" y1="${this.n(c[1], 4)}" x2="${this.n(c[2], 4)}" y2="${this.n(c[3], 4)}"${tf}>`;
    } else {
      // a canvas radial gradient between two circles with one centre (the only kind drawn):
      // the inner radius becomes the stops' offsets along the outer one
      const [x0, y0, r0, x1, y1, r1] = c;
      if (r1 > 0) offsets = offsets.map((o) => (r0 + o * (r1 - r0)) / r1);
      attrs = `<radialGradient id="@" gradientUnits="userSpaceOnUse" cx="${this.n(x1, 4)}" cy="${this.n(y1, 4)}" r="${this.n(r1, 4)}"`
        + `${x0 !== x1 || y0 !== y1 ? ` fx="${this.n(x0, 4)}" fy="${this.n(y0, 4)}"` : ''}${tf}>`;
    }
    const body = stops.map((s, i) => {
      const [colour, a] = parseColour(s[1]);
      return `<stop offset="${this.n(offsets[i], 3)}" stop-color="${colour}"${a < 1 ? ` stop-opacity="${this.n(a, 3)}"` : ''}/>`;
    }).join('');
    const close = g.kind === 'linear' ? '</linearGradient>' : '</radialGradient>';
    return this.def(`${attrs}${body}${close}`, 'g');
  }

  /**
   * @param {string} d
   * @param {{fill: boolean, rule?: string}} how
   */
  paint(d, { fill, rule }) {
    if (!d) return;
    const s = this.s;
    const [colour, a] = this.paintOf(fill ? s.fillStyle : s.strokeStyle);
    const alpha = a * s.globalAlpha;
    if (alpha <= 0) return;
    let attrs;
    if (fill) {
      attrs = `fill="${colour}"${alpha < 1 ? ` fill-opacity="${this.n(alpha, 3)}"` : ''}${rule === 'evenodd' ? ' fill-rule="evenodd"' : ''}`;
    } else {
      const sc = scaleOf(s.m);
      attrs = `fill="none" stroke="${colour}" stroke-width="${this.n(s.lineWidth * sc, 2)}"`
        + `${alpha < 1 ? ` stroke-opacity="${this.n(alpha, 3)}"` : ''}`
        + `${s.lineCap !== 'butt' ? ` stroke-linecap="${s.lineCap}"` : ''}`
        + `${s.lineJoin !== 'miter' ? ` stroke-linejoin="${s.lineJoin}"` : ''}`
        + `${s.dash.length ? ` stroke-dasharray="${s.dash.map((v) => this.n(v * sc, 2)).join(' ')}"` : ''}`;
    }
    // shapes of the same style drawn one after the other: one <path> — opaque ones always,
    // translucent or even-odd ones when they do not overlap (their boxes apart)
    const half = fill ? 0 : (s.lineWidth * scaleOf(s.m)) / 2 + 1;
    const b = this.lastBox;
    const box = [b[0] - half, b[1] - half, b[2] + half, b[3] + half];
    const plain = alpha === 1 && rule !== 'evenodd';
    if (this.pending && this.pending.attrs === attrs && !colour.startsWith('url(')
      && (plain || !this.pending.boxes.some((o) => o[0] < box[2] && box[0] < o[2] && o[1] < box[3] && box[1] < o[3]))) {
      this.pending.d += d;
      this.pending.boxes.push(box);
      return;
    }
    this.flush();
    if (colour.startsWith('url(')) this.out.push(`<path d="${d}" ${attrs}/>`);
    else this.pending = { attrs, d, boxes: [box] };
  }

  flush() {
    if (this.pending) {
      this.out.push(`<path d="${this.pending.d}" ${this.pending.attrs}/>`);
      this.pending = null;
    }
  }

  /** @param {string} str @param {number} x @param {number} y @param {boolean} fill */
  text(str, x, y, fill) {
    const s = this.s;
    const f = parseFont(s.font);
    const m = s.m;
    const sc = scaleOf(m);
    const size = f.size * sc;
    // the baseline as canvas places it, moved onto the alphabetic one every renderer knows
    const shift = /** @type {Partial<Record<CanvasTextBaseline, number>>} */ ({ middle: 0.35, top: 0.8, hanging: 0.75, bottom: -0.2, ideographic: -0.2 })[s.textBaseline] || 0;
    const [px, py] = apply(m, x, y + shift * f.size);
    const anchor = /** @type {Partial<Record<CanvasTextAlign, string>>} */ ({ center: 'middle', right: 'end', end: 'end' })[s.textAlign];
    const [colour, a] = this.paintOf(fill ? s.fillStyle : s.strokeStyle);
    const alpha = a * s.globalAlpha;
    if (alpha <= 0) return;
    const turned = Math.abs(m[1]) > 1e-9 || Math.abs(m[2]) > 1e-9;
    const at = turned
      ? ` transform="matrix(${[m[0] / sc, m[1] / sc, m[2] / sc, m[3] / sc].map((v) => this.n(v, 4)).join(' ')} ${this.n(px)} ${this.n(py)})"`
      : ` x="${this.n(px)}" y="${this.n(py)}"`;
    const paint = fill
      ? `fill="${colour}"${alpha < 1 ? ` fill-opacity="${this.n(alpha, 3)}"` : ''}`
      : `fill="none" stroke="${colour}" stroke-width="${this.n(s.lineWidth * sc, 2)}" stroke-linejoin="round"${alpha < 1 ? ` stroke-opacity="${this.n(alpha, 3)}"` : ''}`;
    this.flush();
    this.out.push(`<text${at} font-size="${this.n(size)}" font-family="${esc(f.family.replace(/"/g, "'"))}"`
      + `${f.weight ? ` font-weight="${f.weight}"` : ''}${f.style ? ` font-style="${f.style}"` : ''}`
      + `${anchor ? ` text-anchor="${anchor}"` : ''} ${paint}>${esc(str)}</text>`);
  }
}

/**
 * Advance widths in em of a wide sans-serif, by kind of character.
 * @param {string} ch
 */
function charWidth(ch) {
  if (ch === ' ') return 0.32;
  if ('il.,:;|!\'’'.includes(ch)) return 0.29;
  if ('fjrt()[]/\\-'.includes(ch)) return 0.4;
  if ('mwMW'.includes(ch)) return 0.95;
  if ('=+<>~&%#@?'.includes(ch)) return 0.84;
  if (/[A-Z0-9]/.test(ch)) return 0.7;
  return 0.62;
}

/**
 * @param {Matrix} m
 * @returns {Matrix | null}
 */
function invert(m) {
  const det = m[0] * m[3] - m[1] * m[2];
  if (!det) return null;
  return [m[3] / det, -m[1] / det, -m[2] / det, m[0] / det, (m[2] * m[5] - m[3] * m[4]) / det, (m[1] * m[4] - m[0] * m[5]) / det];
}
