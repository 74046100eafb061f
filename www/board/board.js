// The board you play on, once for the page, the embed and the editor (and any page to come):
// `createBoard(canvas, config)` returns a `BoardApi`. The board owns the camera (free: drag, wheel
// and pinch zoom, fit; or fixed: a layout the controller computes), the canvas's size, the
// pointer (hover, click or tap, drag, pinch, `pointercancel`), the keys (one key map, keys.js)
// and the keyboard's cursor (its cell, `cursor()`, and its moves, `config.cursor`: one step an
// arrow, kept in sight),
// the hit tests (which cell, which place within reach), the cached picture of the table and the
// tiles, and the frame scheduling. The controller that creates it keeps only what to show (its
// `scene`) and what an input means (its callbacks): it never reads a pointer event's pixels.
//
//   const board = createBoard(canvas, {
//     camera: 'free', look: LOOKS.page, scene: (frame) => composeScene(view, …),
//     fit: () => ({ tiles: view.tiles }),
//     onCell: (p) => play(p.cell), onHover: (p) => show(p && p.cell), onKey: (cmd) => …,
//   });
//   board.fit(); … board.redraw(); … board.destroy();
//
// The drawing is render/scene.js's (`drawBoardLayer`, then `drawSceneTop`); the camera's numbers
// render/camera.js's; the gestures' and hit tests' numbers hit.js's (pure, tested under node).

import { cameraLayout, fitCamera, panIntoView, zoomCamera } from '../render/camera.js';
import { frameScheduler, sizeCanvas } from '../render/draw.js';
import { cellAtDevice } from '../render/geometry.js';
import { drawBoardLayer, drawSceneTop } from '../render/scene.js';
import { DRAG_THRESHOLD, cursorStep, dragCamera, nearestPlace, pinchCamera, wheelFactor } from './hit.js';
import { ZOOM_STEP, keyCommand } from './keys.js';

/**
 * @typedef {import('./hit.js').Camera} Camera
 * @typedef {import('./keys.js').KeyCommand} KeyCommand
 * @typedef {import('../render/scene.js').Look} Look
 * @typedef {{S: number, ox: number, oy: number, top?: number}} Layout device pixels per cell, cell (0, 0)'s corner, the band kept at the top
 * @typedef {{width: number, height: number, dpr: number, W: number, H: number}} Size CSS and device pixels of the canvas
 * @typedef {{ctx: CanvasRenderingContext2D, S: number, ox: number, oy: number, W: number, H: number, dpr: number}} Frame what render/ draws on
 * @typedef {{x: number, y: number, reach: number}} Place a place a click can choose (device pixels, and how far it reaches)
 * @typedef {{x: number, y: number, fx: number, fy: number}} CellPoint a cell, and the point's place inside it (0..1)
 */

/**
 * Where a pointer is on the board.
 * @template [P=Place]
 * @typedef {object} BoardPoint
 * @property {CellPoint} cell the cell under it
 * @property {number} dx device pixels on the canvas
 * @property {number} dy
 * @property {number} clientY client pixels
 * @property {P | null} place the controller's place within reach (config.places), or null
 * @property {string} pointerType 'mouse', 'touch', 'pen'; 'keyboard' for none
 */

/**
 * @template [P=Place]
 * @typedef {object} BoardConfig
 * @property {'free' | ((size: Size) => Layout)} camera free (the player pans and zooms) or fixed
 *   (a function of the canvas's size: the controller fits what it shows)
 * @property {Look | (() => Look)} look the colours (render/scene.js LOOKS, themeLook)
 * @property {(frame: Frame, now: number) => any} scene what to draw (render/scene.js composeScene,
 *   scenarioScene), or null for nothing yet
 * @property {() => string | null} [layerKey] free camera: what the table and the tiles depend on
 *   besides the camera; the board keeps them as a picture while the key stays (no key: drawn each frame)
 * @property {(drawn: {bankDrawn: any, supplyLeft: number | null}, frame: Frame) => void} [drawn] after each frame
 * @property {(size: Size) => {tiles: readonly {x: number, y: number}[], top?: number, bottom?: number} | null} [fit]
 *   free camera: what `fit` frames (CSS pixels kept clear at the top and bottom)
 * @property {number} [keepClear] CSS pixels at the top that `keepInView` keeps clear
 * @property {(cell: CellPoint, dx: number, dy: number) => Iterable<P>} [places] the places a click
 *   can choose near a point (meeple spots, ghost spots): the nearest within reach is the point's `place`
 * @property {(p: BoardPoint<P>) => void} [onCell] a click or tap on a cell (no place hit, or onSpot not given)
 * @property {(place: P, p: BoardPoint<P>) => void} [onSpot] a click or tap on a place
 * @property {(p: BoardPoint<P> | null, e: PointerEvent) => void} [onHover] the pointer moved (null: it left)
 * @property {(e: PointerEvent) => void} [onPress] a press began (before anything else)
 * @property {(p: BoardPoint<P>) => boolean} [grab] whether a drag from this press moves a thing
 *   (then `onDrop` at the release) rather than the camera
 * @property {(from: BoardPoint<P>, to: BoardPoint<P>) => void} [onDrop]
 * @property {() => void} [onTurn] the wheel-click or the context menu: turn the tile
 * @property {(cmd: KeyCommand, ctx: {event: KeyboardEvent, onBoard: boolean, onPage: boolean}) => boolean} [onKey]
 *   a key of the key map (keys.js); returns whether the controller took it (else the board does
 *   `fit` and `zoom` itself); `onBoard`: the canvas has the focus, `onPage`: nothing has
 * @property {BoardCursor} [cursor] the keyboard's cursor, which the arrow keys the controller
 *   leaves (`onKey` returned false) move
 * @property {'window' | 'board'} [keys] where the keys are heard: anywhere (default) or on the focused canvas
 * @property {(byKeyboard: boolean) => void} [onFocus] the canvas took the focus
 * @property {() => void} [onBlur]
 * @property {() => void} [onResize] after the canvas changed size (and was drawn again)
 */

/**
 * The keyboard's cursor: a cell the arrow keys move, the same way on every board. The board holds
 * the cell (`BoardApi.cursor`, `setCursor`: one cell for the page, the embed and the editor) and
 * moves it (one cell a key, from where it starts when there is none, within `clamp`, kept in
 * sight, a frame drawn: hit.js `cursorStep`); the controller's scene draws it, and the controller
 * says where it starts, when the arrows move it, and what a move means (`moved`: the outcome
 * shown, the cell's words).
 * @typedef {object} BoardCursor
 * @property {() => ({x: number, y: number} | null)} start where it starts on the first arrow (null: it does not)
 * @property {(c: {x: number, y: number}) => {x: number, y: number}} [clamp] the nearest cell it may be on
 * @property {() => boolean} [active] whether the arrows move it now (default: always)
 * @property {(c: {x: number, y: number}) => void} moved after the arrows moved it to `c`
 */

/**
 * @typedef {object} BoardApi
 * @property {() => void} redraw one frame at the next animation frame
 * @property {(opts?: {full?: boolean}) => number} draw a frame now (`full`: the tiles too); its milliseconds
 * @property {() => void} fit frames the tiles (config.fit) and keeps them framed until the player pans or zooms
 * @property {() => void} refit frames them again if the board still keeps them framed (after a move)
 * @property {(factor: number, clientX?: number, clientY?: number) => void} zoom about a client point (default: the centre)
 * @property {(x: number, y: number) => void} keepInView pans so that cell (x, y) is wholly in sight
 * @property {() => ({x: number, y: number} | null)} cursor the keyboard's cursor's cell (null: none)
 * @property {(c: {x: number, y: number} | null) => void} setCursor puts the keyboard's cursor on a
 *   cell (null: none), as the controller decides (a click, a new turn…), and draws a frame
 * @property {(dx: number, dy: number) => boolean} moveCursor moves the keyboard's cursor (config.cursor)
 *   as an arrow key does; whether it moved
 * @property {(x: number, y: number) => {x: number, y: number}} cellToClient client point of a cell's centre
 * @property {(p: readonly number[]) => {x: number, y: number}} deviceToClient client point of a device point
 * @property {(clientX: number, clientY: number) => CellPoint} clientToCell
 * @property {() => Frame} frame the frame as it is drawn now (for hit tests against the scene's places)
 * @property {() => boolean} resize sizes the canvas to its box; whether it changed
 * @property {() => Size} size
 * @property {() => Readonly<Camera>} camera
 * @property {() => boolean} fitting whether the board keeps its tiles framed
 * @property {() => number} lastDrawMs
 * @property {() => void} destroy removes every listener
 */

/**
 * Makes `canvas` a board.
 * @template [P=Place]
 * @param {HTMLCanvasElement} canvas
 * @param {BoardConfig<P>} config
 * @returns {BoardApi}
 */
export function createBoard(canvas, config) {
  const free = config.camera === 'free';
  /** @type {Camera} */
  const cam = { x: 0, y: 0, scale: 90 };
  let size = { width: 0, height: 0, dpr: 1 };
  let fitting = true;
  let drawnOnce = false;
  let destroyed = false;
  let lastMs = 0;
  /** The keyboard's cursor's cell (null: none). @type {{x: number, y: number} | null} */
  let cursorAt = null;
  /** @type {{canvas: HTMLCanvasElement | null, key: string | null, prevKey: string | null}} */
  const layer = { canvas: null, key: null, prevKey: null };
  let zoomUntil = 0;
  let zoomTimer = 0;
  /** @type {(() => void)[]} */
  const undo = [];
  /**
   * @template {keyof HTMLElementEventMap} K
   * @param {EventTarget} target
   * @param {K} type
   * @param {(e: HTMLElementEventMap[K]) => void} f
   * @param {AddEventListenerOptions} [opts]
   */
  const on = (target, type, f, opts) => {
    target.addEventListener(type, /** @type {EventListener} */ (f), opts);
    undo.push(() => target.removeEventListener(type, /** @type {EventListener} */ (f), opts));
  };

  /** @returns {Size} */
  const sizeNow = () => ({ ...size, W: canvas.width, H: canvas.height });
  /** @returns {Layout} */
  const layout = () => (config.camera === 'free' ? cameraLayout(cam, canvas.width, canvas.height, size.dpr) : config.camera(sizeNow()));
  const ctx = () => /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
  /** @type {(L: Layout) => Frame} */
  const frameOf = (L) => ({ ctx: ctx(), S: L.S, ox: L.ox, oy: L.oy, W: canvas.width, H: canvas.height, dpr: size.dpr });
  const look = () => (typeof config.look === 'function' ? config.look() : config.look);

  /** @param {{full?: boolean}} [opts] */
  function draw({ full = false } = {}) {
    if (destroyed) return 0; // a frame asked for before destroy()
    const t0 = performance.now();
    if (full) layer.key = layer.prevKey = null;
    const L = layout();
    const f = frameOf(L);
    const scene = config.scene(f, t0);
    if (!scene) return 0;
    drawnOnce = true;
    const lk = look();
    const fast = t0 < zoomUntil; // tiles from pictures of another size while zooming
    const key = free && config.layerKey ? config.layerKey() : null;
    if (key === null) drawBoardLayer(f, scene, lk, { fast });
    else {
      // the table, its grid and the tiles: one picture, drawn again only when they or the camera
      // change; while the camera moves (a drag, a zoom) they go straight onto the board
      const k = `${key}|${f.W}x${f.H}|${f.S}|${f.ox},${f.oy}`;
      const moving = fast || (layer.key !== k && layer.prevKey !== k);
      layer.prevKey = k;
      if (moving || layer.key !== k) {
        let target = f.ctx;
        if (!moving) {
          if (!layer.canvas || layer.canvas.width !== f.W || layer.canvas.height !== f.H) {
            layer.canvas = document.createElement('canvas');
            layer.canvas.width = f.W;
            layer.canvas.height = f.H;
          }
          target = /** @type {CanvasRenderingContext2D} */ (layer.canvas.getContext('2d'));
        }
        drawBoardLayer({ ...f, ctx: target }, scene, lk, { fast });
        layer.key = moving ? null : k;
      }
      f.ctx.setTransform(1, 0, 0, 1, 0, 0);
      if (!moving && layer.canvas) f.ctx.drawImage(layer.canvas, 0, 0);
    }
    const drawn = drawSceneTop(f, scene, lk, L.top || 0);
    if (config.drawn) config.drawn(drawn, f);
    lastMs = performance.now() - t0;
    return lastMs;
  }
  const redraw = frameScheduler(() => draw());

  function resize() {
    const before = `${size.width}x${size.height}x${size.dpr}`;
    size = sizeCanvas(canvas);
    return `${size.width}x${size.height}x${size.dpr}` !== before;
  }

  function refit() {
    if (!free || !fitting || !size.width || !config.fit) return;
    const what = config.fit(sizeNow());
    if (!what) return;
    fitCamera(cam, what.tiles, { width: size.width, height: size.height, top: what.top || 0, bottom: what.bottom || 0 });
    redraw();
  }

  /** Zooming draws tiles from pictures of another size; crisp again once it stops. */
  function zoomed() {
    zoomUntil = performance.now() + 180;
    clearTimeout(zoomTimer);
    zoomTimer = window.setTimeout(() => {
      zoomUntil = 0;
      redraw();
    }, 200);
    redraw();
  }

  /** @param {number} factor @param {number} [cx] @param {number} [cy] */
  function zoom(factor, cx, cy) {
    if (!free) return;
    const r = canvas.getBoundingClientRect();
    const px = cx === undefined ? 0 : cx - r.left - r.width / 2;
    const py = cy === undefined ? 0 : cy - r.top - r.height / 2;
    zoomCamera(cam, factor, px, py); // the world point under the pointer stays in place
    fitting = false;
    zoomed();
  }

  /** @param {number} cx @param {number} cy */
  function clientToDevice(cx, cy) {
    const r = canvas.getBoundingClientRect();
    return [(cx - r.left) * size.dpr, (cy - r.top) * size.dpr];
  }

  /** @param {number} cx @param {number} cy */
  function clientToCell(cx, cy) {
    const [dx, dy] = clientToDevice(cx, cy);
    return cellAtDevice(layout(), dx, dy);
  }

  /** @param {{clientX: number, clientY: number, pointerType?: string}} e @returns {BoardPoint<P>} */
  function pointOf(e) {
    const [dx, dy] = clientToDevice(e.clientX, e.clientY);
    const cell = cellAtDevice(layout(), dx, dy);
    const place = config.places ? nearestPlace(/** @type {Iterable<P & Place>} */ (config.places(cell, dx, dy)), dx, dy) : null;
    return { cell, dx, dy, clientY: e.clientY, place, pointerType: e.pointerType || 'mouse' };
  }

  /** @param {BoardPoint<P>} p */
  function click(p) {
    if (p.place !== null && config.onSpot) config.onSpot(p.place, p);
    else if (config.onCell) config.onCell(p);
  }

  // ---------------------------------------------------------------- the pointer

  /** @type {Map<number, {x: number, y: number}>} */
  const pointers = new Map();
  /** @type {{id: number, x: number, y: number, moved: boolean, cam: Camera, grab: boolean, from: BoardPoint<P>} | null} */
  let press = null;
  /** @type {{cam: Camera, a: {x: number, y: number}, b: {x: number, y: number}} | null} */
  let pinch = null;

  on(canvas, 'pointerdown', (e) => {
    if (e.button === 1 && config.onTurn) {
      e.preventDefault(); // the wheel-click turns the tile
      config.onTurn();
      return;
    }
    if (e.button !== 0) return;
    if (config.onPress) config.onPress(e);
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    try {
      canvas.setPointerCapture(e.pointerId);
    } catch { /* a pointer the browser no longer knows */ }
    if (free && pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      pinch = { cam: { ...cam }, a, b };
      press = null;
      return;
    }
    const from = pointOf(e);
    press = { id: e.pointerId, x: e.clientX, y: e.clientY, moved: false, cam: { ...cam }, grab: Boolean(config.grab && config.grab(from)), from };
  });
  on(canvas, 'mousedown', (e) => {
    if (e.button === 1 && config.onTurn) e.preventDefault(); // no autoscroll
  });
  on(canvas, 'auxclick', (e) => {
    if (config.onTurn) e.preventDefault();
  });
  on(canvas, 'contextmenu', (e) => {
    if (!config.onTurn) return;
    e.preventDefault();
    config.onTurn();
  });

  on(canvas, 'pointermove', (e) => {
    if (pointers.has(e.pointerId)) pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pinch && pointers.size >= 2) {
      const [a, b] = [...pointers.values()];
      const r = canvas.getBoundingClientRect();
      Object.assign(cam, pinchCamera(pinch.cam, pinch.a, pinch.b, a, b, { x: r.left + r.width / 2, y: r.top + r.height / 2 }));
      fitting = false;
      zoomed();
      return;
    }
    if (press && press.id === e.pointerId && (free || press.grab)) {
      const mx = e.clientX - press.x;
      const my = e.clientY - press.y;
      if (!press.moved && Math.hypot(mx, my) > DRAG_THRESHOLD) {
        press.moved = true;
        canvas.classList.add('dragging');
      }
      if (press.moved && !press.grab) {
        Object.assign(cam, dragCamera(press.cam, mx, my));
        fitting = false;
        redraw();
        return;
      }
    }
    if (config.onHover) config.onHover(pointOf(e), e);
  });

  /** @param {PointerEvent} e */
  const end = (e) => {
    pointers.delete(e.pointerId);
    if (pinch) {
      if (pointers.size < 2) pinch = null;
      press = null;
      canvas.classList.remove('dragging');
      return;
    }
    if (!press || press.id !== e.pointerId) return;
    const p = press;
    press = null;
    canvas.classList.remove('dragging');
    if (e.type !== 'pointerup') return; // pointercancel: the browser took the gesture
    const to = pointOf(e);
    if (p.moved && p.grab) {
      if (config.onDrop) config.onDrop(p.from, to);
    } else if (!p.moved) click(to);
  };
  on(canvas, 'pointerup', end);
  on(canvas, 'pointercancel', end);
  on(canvas, 'pointerleave', (e) => {
    if (press || pinch) return;
    if (config.onHover) config.onHover(null, e);
  });
  on(canvas, 'wheel', (e) => {
    if (!free) return; // a fixed board lets the page around it scroll
    e.preventDefault();
    zoom(wheelFactor(e), e.clientX, e.clientY);
  }, { passive: false });

  // ---------------------------------------------------------------- the keys

  on(config.keys === 'board' ? canvas : window, 'keydown', (e) => {
    const target = /** @type {HTMLElement | null} */ (e.target);
    if (target && target.closest && target.closest('input, textarea, select, dialog')) return;
    if (document.querySelector('dialog[open]')) return;
    const cmd = keyCommand(e);
    if (!cmd) return;
    const onBoard = target === canvas;
    const onPage = target === document.body || target === document.documentElement;
    let taken = config.onKey ? config.onKey(cmd, { event: e, onBoard, onPage }) : false;
    if (!taken && cmd.name === 'move') {
      taken = api.moveCursor(cmd.dx, cmd.dy);
    } else if (!taken && free && cmd.name === 'fit') {
      api.fit();
      taken = true;
    } else if (!taken && free && cmd.name === 'zoom') {
      zoom(cmd.factor);
      taken = true;
    }
    if (taken) {
      e.preventDefault();
      e.stopPropagation();
    }
  });
  on(canvas, 'focus', () => {
    if (config.onFocus) config.onFocus(canvas.matches(':focus-visible'));
  });
  on(canvas, 'blur', () => {
    if (config.onBlur) config.onBlur();
    redraw();
  });

  // ---------------------------------------------------------------- the canvas's size

  resize();
  const observer = new ResizeObserver(() => {
    if (!resize() || !drawnOnce) {
      if (config.onResize) config.onResize();
      return;
    }
    refit();
    draw();
    if (config.onResize) config.onResize();
  });
  observer.observe(/** @type {Element} */ (canvas.parentElement));
  undo.push(() => observer.disconnect());

  /** @type {BoardApi} */
  const api = {
    redraw,
    draw,
    fit() {
      fitting = true;
      refit();
    },
    refit,
    zoom,
    keepInView(x, y) {
      if (free && panIntoView(cam, layout(), x, y, canvas.width, canvas.height, (config.keepClear || 0) * size.dpr)) fitting = false;
    },
    cursor: () => cursorAt,
    setCursor(c) {
      cursorAt = c ? { x: c.x, y: c.y } : null;
      redraw();
    },
    moveCursor(dx, dy) {
      const c = config.cursor;
      if (!c || (c.active && !c.active())) return false;
      const next = cursorStep(cursorAt, dx, dy, c.start, c.clamp);
      if (!next) return false;
      cursorAt = next;
      c.moved(next);
      api.keepInView(next.x, next.y);
      redraw();
      return true;
    },
    cellToClient(x, y) {
      const { S, ox, oy } = layout();
      return api.deviceToClient([ox + x * S + S / 2, oy + y * S + S / 2]);
    },
    deviceToClient(p) {
      const r = canvas.getBoundingClientRect();
      return { x: r.left + p[0] / size.dpr, y: r.top + p[1] / size.dpr };
    },
    clientToCell,
    frame: () => frameOf(layout()),
    resize,
    size: sizeNow,
    camera: () => cam,
    fitting: () => fitting,
    lastDrawMs: () => lastMs,
    destroy() {
      destroyed = true;
      for (const f of undo.splice(0)) f();
      clearTimeout(zoomTimer);
    },
  };
  return api;
}

export { ZOOM_STEP };
