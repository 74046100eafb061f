// Pictures of a scenario for wikis that allow no iframe: the board at a step as the embed shows
// it (scene.js: the tile in hand placed at the shown cell, the outcome panel's ghost arrows and
// labels), optionally the step's caption and the outcome's words under it, a small legend and a
// link back to the live demonstrator. One drawing code, two targets: SVG through vector.js's
// context, PNG through a canvas (the browser) — scripts/render.mjs makes the PNG from the SVG
// under Node. Pure of page state: the embed, the page and the scenario editor call it with the
// engine's module.
//
//   await pictureOfScenario(engine, scenario, {step, show, lang, outcomeText, legend, link,
//                                             scale, format: 'svg' | 'png', theme})
//       → an SVG string, or a PNG Blob (a browser);
//   svgOfScenario(engine, scenario, opts)   the same SVG, synchronously (Node too);
//   planPicture(engine, scenario, opts)     {width, height, title, draw(ctx, dpr)}: what both use.
//
// `engine`: the wasm-bindgen module (pkg/carcassonne_mist.js, initialised); `scenario`: the
// scenario file's text or its parsed object.

import { drawArrow, kindGeometry } from '../render/draw.js';
import { OUTCOME_COLOURS, ghostKind, lineKind, playerColour as colourOf } from '../render/colours.js';
import { t } from '../words/i18n.js';
import { pickText } from '../words/text.js';
import { problemWords, refusalWords } from '../words/refusals.js';
import { obligationLine, outcomeLines, placeLabels } from '../words/outcome.js';
import { SCENE_COLOURS, drawScene, legalCells, sceneLayout, scenarioScene, stepPlacesTile, themeLook } from '../render/scene.js';
import { VectorContext } from '../render/vector.js';

/** @typedef {typeof import('../../pkg/carcassonne_mist.js')} Engine */
/** @typedef {import('../../pkg/carcassonne_mist.js').GameHandle} GameHandle */
/** @typedef {import('../../types/engine/GameView').GameView} GameView */
/**
 * The context a picture is drawn on: a canvas's, or vector.js's VectorContext (which draws what
 * the canvas does, for the calls this file makes: cast to this type where it is made).
 * @typedef {CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D} Ctx2D
 */
/**
 * A picture's options (`planPicture`): see there; `fit` and `band` are framesOfScenario's (the
 * frame shared by the steps of an animation), `precision`, `scale` and `format` the output's.
 * @typedef {object} PictureOptions
 * @property {number | string} [step]
 * @property {{x: number, y: number, rotation?: number | null} | 'none' | null} [show]
 * @property {string} [lang]
 * @property {boolean} [outcomeText]
 * @property {boolean} [legend]
 * @property {string} [link]
 * @property {number} [cell]
 * @property {string} [theme]
 * @property {number[][]} [fit]
 * @property {boolean} [band]
 * @property {number} [precision]
 * @property {number} [scale]
 * @property {'svg' | 'png'} [format]
 */

/**
 * The picture word `id` (picture.ftl: area `picture`, which the caller loads with the others:
 * the embed when its picture buttons are first opened, render.mjs before drawing) with `args`.
 */
const word = (/** @type {string} */ id, /** @type {object} */ args = {}) => t(id, args);

/**
 * The step counter as the embed writes it ("Étape 1 / 3", "Départ · 3 étapes"), in the words
 * in use (i18n.js).
 * @param {number} n
 * @param {number} total
 */
function stepWords(n, total) {
  return n ? t('embed-step-of', { n, total }) : t('embed-start-of', { total });
}

/** A picture's problem, in words a wiki editor understands. */
export class PictureError extends Error {}

/**
 * The game at step `step` of scenario `text` (steps the file marks as refused are skipped as
 * the embed skips them): `{game, doc, steps, n}`; the caller frees `game`.
 * @param {Engine} engine
 * @param {string | object} scenario the file's text or its parsed object
 * @param {number | string} [step]
 * @returns {{game: GameHandle, doc: any, steps: any[], n: number}} `doc`: the file as parsed (the engine checked it)
 */
export function scenarioAt(engine, scenario, step = 0) {
  const text = typeof scenario === 'string' ? scenario : JSON.stringify(scenario);
  const game = engine.GameHandle.fromScenario(text);
  const doc = JSON.parse(text);
  const steps = Array.isArray(doc.steps) ? doc.steps : [];
  const n = Number(step);
  if (!Number.isInteger(n) || n < 0 || n > steps.length) {
    game.free();
    throw new PictureError(word('picture-step-range', { n: step, total: steps.length }));
  }
  for (let i = 0; i < n; i++) {
    const s = steps[i] && typeof steps[i] === 'object' ? steps[i] : {};
    try {
      game.play(JSON.stringify(s.do ?? null));
    } catch (e) {
      if (s.error || s.refused) continue;
      game.free();
      throw new PictureError(word('picture-step-failed', { n: i + 1, why: refusalWords(e) }));
    }
  }
  return { game, doc, steps, n };
}

/**
 * The placement to show: `show` ({x, y, rotation?} or 'none'), else the next step's.
 * @param {GameHandle} game
 * @param {GameView} view
 * @param {Map<string, Set<number>>} legalAt
 * @param {any[]} steps the file's steps (as parsed)
 * @param {number} n
 * @param {PictureOptions['show']} show
 * @returns {{x: number, y: number, rotation: number} | null}
 */
function shownPlacement(game, view, legalAt, steps, n, show) {
  if (show === 'none') return null;
  if (show && typeof show === 'object') {
    if (view.phase !== 'place-tile') throw new PictureError(word('picture-show-phase'));
    const rots = [...(legalAt.get(`${show.x},${show.y}`) || [])];
    const next = steps[n] && steps[n].do;
    const same = next && next.type === 'place-tile' && next.x === show.x && next.y === show.y;
    const rotation = show.rotation ?? (same ? next.rotation ?? 0 : rots.length ? rots[0] : 0);
    if (!rots.includes(rotation)) {
      const why = problemWords(game.placementProblemData(show.x, show.y, rotation)) || '?'; // B1, errors.ftl
      throw new PictureError(word('picture-show-illegal', { x: show.x, y: show.y, r: rotation, why }));
    }
    return { x: show.x, y: show.y, rotation };
  }
  const s = steps[n];
  if (view.phase !== 'place-tile' || !stepPlacesTile(s)) return null;
  return { x: s.do.x, y: s.do.y, rotation: s.do.rotation ?? 0 };
}

/**
 * `text` cut into lines no wider than `width` at the context's font.
 * @param {{measureText(text: string): {width: number}}} ctx
 * @param {string} text
 * @param {number} width
 */
function wrap(ctx, text, width) {
  /** @type {string[]} */
  const out = [];
  let line = '';
  /** @type {string[]} */
  const words = [];
  for (const w of String(text).split(/\s+/).filter(Boolean)) {
    // a word wider than the line (an address): cut where it must be
    let rest = w;
    while (rest.length > 8 && ctx.measureText(rest).width > width) {
      // the longest start that fits, found by halving (a long address: thousands of characters)
      let [lo, hi] = [4, rest.length - 1];
      while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (ctx.measureText(rest.slice(0, mid)).width > width) hi = mid - 1;
        else lo = mid;
      }
      words.push(rest.slice(0, lo));
      rest = rest.slice(lo);
    }
    words.push(rest);
  }
  for (const w of words) {
    const next = line ? `${line} ${w}` : w;
    if (line && ctx.measureText(next).width > width) {
      out.push(line);
      line = w;
    } else line = next;
  }
  if (line) out.push(line);
  return out;
}

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif';

/**
 * What a picture shows and how big it is, in CSS pixels: `{width, height, title, draw(ctx, dpr)}`
 * (`draw` paints it on a context of `width × dpr` by `height × dpr` device pixels). Options:
 * `step` (0: the scenario's position), `show` ({x, y, rotation} or 'none'; else the next step's
 * placement), `lang` (the scenario's texts), `outcomeText` (the caption and the outcome's lines
 * under the board), `legend`, `link` (the live demonstrator's address, written under it),
 * `cell` (CSS pixels per cell, 96), `theme` ('light' | 'dark').
 * @param {Engine} engine
 * @param {string | object} scenario
 * @param {PictureOptions} [opts]
 */
export function planPicture(engine, scenario, opts = {}) {
  const { step = 0, show = null, lang = 'en', outcomeText = false, legend = false, link = '', cell = 96, theme = 'light' } = opts;
  const { game, doc, steps, n } = scenarioAt(engine, scenario, step);
  try {
    /** @type {GameView} */
    const view = game.view();
    const kinds = game.kinds();
    const geoms = kinds.map((/** @type {import('../../types/engine/KindView').KindView} */ k, /** @type {number} */ i) => kindGeometry(k, i));
    const { legalAt } = legalCells(view.phase === 'place-tile' ? game.legalPlacements() : null);
    const shown = shownPlacement(game, view, legalAt, steps, n, show);
    /** @type {import('../../types/engine/Preview').Preview | null} */
    let preview = null;
    /** @type {string | null} why the shown placement has no preview */
    let previewError = null;
    if (shown && view.hand !== null && view.hand !== undefined) {
      try {
        preview = game.preview(shown.x, shown.y, shown.rotation);
      } catch (e) {
        previewError = refusalWords(e); // the engine's refusal, in the reader's words
      }
    }
    const colours = SCENE_COLOURS[/** @type {keyof typeof SCENE_COLOURS} */ (theme)] || SCENE_COLOURS.light;
    const playerColour = (/** @type {number} */ i) => colourOf(view.players, i);
    const title = pickText(doc.title, lang).text;

    // the board's cells, as scene.js fits them
    /** @type {number[][]} */
    const cells = view.tiles.map((tile) => [tile.x, tile.y]);
    for (const key of legalAt.keys()) cells.push(key.split(',').map(Number));
    if (shown) cells.push([shown.x, shown.y]);
    // the frames of an animation share one frame: the cells of every step (framesOfScenario)
    const fit = Array.isArray(opts.fit) ? opts.fit : [];
    cells.push(...fit);
    if (!cells.length) cells.push([0, 0]);
    const cols = Math.max(...cells.map((c) => c[0])) - Math.min(...cells.map((c) => c[0])) + 1.3;
    const rows = Math.max(...cells.map((c) => c[1])) - Math.min(...cells.map((c) => c[1])) + 1.3;
    const band = view.ghosts_in_play || opts.band ? 30 : 0;
    // room for the words under the board, when there are any
    const width = Math.max(outcomeText || legend || link ? 360 : 0, Math.ceil(cols * cell));
    const boardH = Math.ceil(rows * cell + band);

    // the words under the board: the step, its caption, the outcome's lines
    /** @type {{text: string, bold?: boolean, cls?: string | null, dot?: boolean}[]} */
    const lines = [];
    if (outcomeText) {
      const total = steps.length;
      const capStep = steps[Math.max(0, n - 1)];
      lines.push({ text: stepWords(n, total), bold: true });
      const caption = capStep ? pickText(capStep.caption, lang).text : pickText(doc.description, lang).text;
      if (caption) lines.push({ text: caption });
      const places = placeLabels(view);
      const players = view.players.map((p, i) => ({ ...p, colour: playerColour(i) }));
      if (preview) {
        for (const l of outcomeLines(preview, { players, places })) lines.push({ text: l.times && l.times > 1 ? `${l.text} × ${l.times}` : l.text, cls: lineKind(l) });
      } else if (previewError) lines.push({ text: previewError, cls: 'others' });
      if (view.phase === 'ghosts') for (const o of view.obligations) lines.push({ ...obligationLine(o, { players, places }), cls: ghostKind(o), dot: true });
    }
    /** @type {{kind: string, text: string}[]} */
    const legendItems = [];
    if (legend) {
      const kindsShown = new Set();
      if (preview) for (const o of preview.obligations || []) kindsShown.add(ghostKind(o));
      if (view.phase === 'ghosts') for (const o of view.obligations) kindsShown.add(ghostKind(o));
      if (shown) legendItems.push({ kind: 'shown', text: word('picture-legend-shown') });
      for (const k of ['others', 'own', 'draw']) if (kindsShown.has(k)) legendItems.push({ kind: k, text: word(`picture-legend-${k}`) });
    }
    const linkText = link ? word('picture-link', { url: link }) : '';

    // the words' height, measured with the vector context's widths (the same for both targets)
    const pad = 12;
    const size = 14;
    const lineH = Math.round(size * 1.35);
    const measure = new VectorContext(1, 1);
    const textW = width - 2 * pad - 18;
    const laid = lines.map((l) => {
      measure.font = `${l.bold ? '700 ' : ''}${size}px ${FONT}`;
      return { ...l, rows: wrap(measure, l.text, textW) };
    });
    let textH = 0;
    if (laid.length) textH += pad + laid.reduce((a, l) => a + l.rows.length * lineH + 3, 0);
    if (legendItems.length) textH += pad + legendItems.length * lineH;
    measure.font = `${size - 1}px ${FONT}`;
    const linkRows = linkText ? wrap(measure, linkText, width - 2 * pad) : [];
    if (linkRows.length) textH += pad + linkRows.length * lineH;
    if (textH) textH += pad;
    const height = boardH + textH;

    const draw = (/** @type {Ctx2D} */ ctx, dpr = 1) => {
      const W = Math.round(width * dpr);
      const L = sceneLayout(view, legalAt, shown, W, Math.round(boardH * dpr), { band: band * dpr, cells: fit });
      // (an offscreen canvas's context and the SVG one draw as a canvas's: the board reads no more)
      const f = { ctx: /** @type {CanvasRenderingContext2D} */ (ctx), S: L.S, ox: L.ox, oy: L.oy, W, H: Math.round(boardH * dpr), dpr };
      drawScene(f, scenarioScene(view, {
        geoms, legalAt, shown, preview, playerColour, last: n > 0,
        next: steps[n] ? { do: steps[n].do, error: steps[n].error || steps[n].refused || null } : null,
      }), themeLook(colours), L.top);
      if (!textH) return;
      // the words' panel
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.fillStyle = theme === 'dark' ? '#1b1915' : '#f7f4ec';
      ctx.fillRect(0, Math.round(boardH * dpr), W, Math.round(textH * dpr) + 1);
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      const fg = colours.fg;
      /** @type {Record<string, string>} */
      const lineColour = { others: colours.others, own: colours.own, draw: colours.draw, close: OUTCOME_COLOURS.close, score: '#9a7a12', none: '#8a8170' };
      ctx.textBaseline = 'alphabetic';
      ctx.textAlign = 'left';
      let y = boardH + pad;
      for (const l of laid) {
        ctx.font = `${l.bold ? '700 ' : ''}${size}px ${FONT}`;
        const c = l.cls ? lineColour[l.cls] || fg : null;
        if (c) {
          ctx.beginPath();
          ctx.arc(pad + 5, y + lineH / 2, 5, 0, Math.PI * 2);
          ctx.fillStyle = c;
          ctx.fill();
        }
        ctx.fillStyle = fg;
        for (const row of l.rows) {
          ctx.fillText(row, pad + (c ? 18 : 0), y + size);
          y += lineH;
        }
        y += 3;
      }
      if (legendItems.length) {
        y += laid.length ? pad - 3 : 0;
        ctx.font = `${size - 1}px ${FONT}`;
        for (const it of legendItems) {
          const cy = y + lineH / 2;
          if (it.kind === 'shown') {
            ctx.strokeStyle = colours.shown;
            ctx.lineWidth = 2;
            ctx.setLineDash([6, 3]);
            ctx.strokeRect(pad + 1, y + 2, 26, lineH - 4);
            ctx.setLineDash([]);
          } else {
            drawArrow(/** @type {CanvasRenderingContext2D} */ (ctx), pad, cy + 3, pad + 28, cy - 1, colours[/** @type {'others' | 'own' | 'draw'} */ (it.kind)], 2.5, { bend: 0.05 });
          }
          ctx.fillStyle = fg;
          ctx.fillText(it.text, pad + 38, y + size);
          y += lineH;
        }
      }
      if (linkRows.length) {
        y += pad;
        ctx.font = `${size - 1}px ${FONT}`;
        ctx.fillStyle = theme === 'dark' ? '#8fb8ff' : '#1f5fbf';
        for (const row of linkRows) {
          ctx.fillText(row, pad, y + size);
          y += lineH;
        }
      }
      ctx.setTransform(1, 0, 0, 1, 0, 0);
    };
    return { width, height, title, draw, cells, band: Boolean(band), steps: steps.length };
  } finally {
    game.free();
  }
}

/**
 * The pictures of every step of a scenario (0 … its number of steps), for an animation: the same
 * board frame in each (the cells of all steps), `{steps, svgs: [SVG string]}` — the pictures'
 * sizes differ only by the words under the board, when `outcomeText` is asked.
 * @param {Engine} engine
 * @param {string | object} scenario
 * @param {PictureOptions} [opts]
 */
export function framesOfScenario(engine, scenario, opts = {}) {
  const first = planPicture(engine, scenario, { ...opts, step: 0 });
  const plans = [first];
  for (let n = 1; n <= first.steps; n++) plans.push(planPicture(engine, scenario, { ...opts, step: n }));
  const fit = plans.flatMap((p) => p.cells);
  const band = plans.some((p) => p.band);
  const svgs = [];
  for (let n = 0; n < plans.length; n++) svgs.push(svgOfScenario(engine, scenario, { ...opts, step: n, fit, band }));
  return { steps: first.steps, svgs };
}

/**
 * The picture as an SVG string (real vectors; `scale` sets its width and height, 1 by default;
 * `precision` the decimals of its coordinates, 1 by default).
 * @param {Engine} engine
 * @param {string | object} scenario
 * @param {PictureOptions} [opts]
 * @returns {string}
 */
export function svgOfScenario(engine, scenario, opts = {}) {
  const plan = planPicture(engine, scenario, opts);
  const ctx = new VectorContext(plan.width, plan.height, { precision: opts.precision ?? 1 });
  plan.draw(/** @type {Ctx2D} */ (/** @type {unknown} */ (ctx)), 1);
  const scale = opts.scale || 1;
  return ctx.toSVG({ title: plan.title, link: opts.link || '', width: Math.round(plan.width * scale), height: Math.round(plan.height * scale) });
}

/**
 * The picture as an SVG string (`format: 'svg'`, the default) or, in a browser, a PNG Blob
 * (`format: 'png'`, `scale` 1 or 2 device pixels per CSS pixel) drawn on a canvas by the same code.
 * @param {Engine} engine
 * @param {string | object} scenario
 * @param {PictureOptions} [opts]
 * @returns {Promise<string | Blob>}
 */
export async function pictureOfScenario(engine, scenario, opts = {}) {
  if ((opts.format || 'svg') === 'svg') return svgOfScenario(engine, scenario, opts);
  const plan = planPicture(engine, scenario, opts);
  const dpr = opts.scale || 1;
  const [w, h] = [Math.round(plan.width * dpr), Math.round(plan.height * dpr)];
  const canvas = typeof OffscreenCanvas !== 'undefined' ? new OffscreenCanvas(w, h) : Object.assign(document.createElement('canvas'), { width: w, height: h });
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new PictureError('PNG');
  plan.draw(ctx, dpr);
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/png' });
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new PictureError('PNG'))), 'image/png'));
}
