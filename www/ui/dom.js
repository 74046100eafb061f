// Small browser helpers shared by the page and the embed: elements by id, elements from a short
// description, a player's colour swatch, the piece icons, error messages; and the start-up's
// work in tasks (`nextTask`, `warmUp`). Nothing runs at load time: it loads under Node too.

/**
 * The element with id `id`, one the page has (a missing id is the page's mistake, met at once).
 * @param {string} id
 * @returns {HTMLElement}
 */
export const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/**
 * The words of a thrown error (the engine's errors are `Error`s with a message).
 * @param {any} e
 * @returns {string}
 */
export function messageOf(e) {
  return e && e.message ? e.message : String(e);
}

/**
 * An element `tag` with `props` (class, text, dataset, on<event>, style, other attributes) and
 * children `kids` (null, undefined and false skipped).
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, any>} [props]
 * @param {...(Node | string | null | undefined | false)} kids
 * @returns {HTMLElementTagNameMap[K]}
 */
export function make(tag, props = {}, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'class') e.className = v;
    else if (k === 'text') e.textContent = v;
    else if (k === 'dataset') {
      for (const [dk, dv] of Object.entries(v)) if (dv !== undefined && dv !== null) e.dataset[dk] = dv;
    }
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else if (k === 'style') e.style.cssText = v;
    else e.setAttribute(k, v === true ? '' : v);
  }
  for (const kid of kids) if (kid !== null && kid !== undefined && kid !== false) e.append(kid);
  return e;
}

/**
 * Saves `blob` as a file named `name` (the browser's download).
 * @param {Blob} blob
 * @param {string} name
 */
export function download(blob, name) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}

/**
 * A small square of a player's colour (a colour from render/colours.js, never other CSS).
 * @param {string} colour
 */
export function swatch(colour) {
  return make('span', { class: 'swatch', style: `background:${colour}`, 'aria-hidden': 'true' });
}

const SVG_NS = 'http://www.w3.org/2000/svg';
/** @type {Record<string, string>} */
const ICONS = {
  meeple: 'M-13-17L-46-6Q-52 2-44 9L-20 6-36 46Q-36 50-31 50L-9 50Q0 30 9 50L31 50Q36 50 36 46L20 6 44 9Q52 2 46-6L13-17A16 16 0 1 0-13-17Z',
  guard: 'M-13-17L-46-6Q-52 2-44 9L-20 6-36 46Q-36 50-31 50L-9 50Q0 30 9 50L31 50Q36 50 36 46L20 6 44 9Q52 2 46-6L13-17A16 16 0 0 0 15-36L0-64-15-36A16 16 0 0 0-13-17Z',
  ghost: 'M34 44L34-8C34-60-34-60-34-8L-34 44Q-25 30-17 44Q-8 52 0 44Q8 30 17 44Q25 52 34 44Z',
};

/**
 * A small SVG icon (meeple, guard, ghost) in `colour`.
 * @param {'meeple' | 'guard' | 'ghost'} kind
 * @param {string} colour
 */
export function icon(kind, colour) {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '-55 -68 110 124');
  svg.setAttribute('class', `icon icon-${kind}`);
  svg.setAttribute('aria-hidden', 'true');
  const p = document.createElementNS(SVG_NS, 'path');
  p.setAttribute('d', ICONS[kind]);
  p.setAttribute('fill', colour);
  p.setAttribute('stroke', kind === 'ghost' ? '#2a2840' : 'rgba(0,0,0,0.7)');
  p.setAttribute('stroke-width', '9');
  p.setAttribute('stroke-linejoin', 'round');
  svg.append(p);
  if (kind === 'ghost') {
    for (const cx of [-12, 12]) {
      const eye = document.createElementNS(SVG_NS, 'ellipse');
      eye.setAttribute('cx', String(cx));
      eye.setAttribute('cy', '-10');
      eye.setAttribute('rx', '5.5');
      eye.setAttribute('ry', '8');
      eye.setAttribute('fill', '#22203a');
      svg.append(eye);
    }
  }
  return svg;
}

// The start-up's work in small tasks (docs/PERFORMANCE.md: no main-thread task over 50 ms): `nextTask`
// to cut long work, and `warmUp`, which makes what a page's first frame would otherwise make the
// first time, earlier, while the page waits for the network: the Intl formats of the reader's
// language that the words use (the first number format loads the browser's locale data, 40–100
// ms; then Fluent's own number and plural formats, the list format of "north and east" and the
// language names cost little), and the canvas fonts the renderer writes in (the system's font
// lookup). The embed and the page call it from their first module (embed/start.js,
// page/start.js). No document needed to load it (it runs under Node).

/**
 * Resolves in a new task, so that the browser can paint and answer input in between:
 * `scheduler.yield()` where the browser has it (the rest of the work keeps its place in the
 * queue), else a timer.
 */
/**
 * Keeps a board's hint (`hint`, at the board's bottom left: style.css) clear of the pointer: a
 * pointer, or a finger, at `clientY` in the hint's band at the bottom moves the hint to the
 * board's top (class `at-top`), so that the cell it points at stays in sight; anywhere else the
 * hint stands at the bottom again.
 * @param {HTMLElement | null} hint
 * @param {HTMLElement} board
 * @param {number} clientY
 */
export function keepHintClear(hint, board, clientY) {
  if (!hint) return;
  const r = board.getBoundingClientRect();
  // the hint's height, and room for the rest of the cell pointed at (about half a tile)
  const band = Math.max(hint.offsetHeight, 32) + 64;
  hint.classList.toggle('at-top', clientY > r.bottom - band);
}

export const nextTask = () => (globalThis.scheduler?.yield ? globalThis.scheduler.yield() : new Promise((ok) => setTimeout(ok, 0)));

/** The weights the renderer writes its labels and counts in (draw.js, board.js, scene.js). */
const FONT_WEIGHTS = [600, 700];

/**
 * Makes the Intl objects of `lang` and the canvas fonts, in three tasks.
 * @param {string} lang
 */
export async function warmUp(lang) {
  await nextTask();
  new Intl.NumberFormat([lang, 'en']).format(2);
  await nextTask();
  new Intl.PluralRules([lang, 'en']).select(2);
  new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(['1', '2']);
  new Intl.DisplayNames([lang, 'en'], { type: 'language' }).of(lang);
  await nextTask();
  const ctx = document.createElement('canvas').getContext('2d');
  if (!ctx) return;
  for (const weight of FONT_WEIGHTS) {
    ctx.font = `${weight} 12px system-ui, sans-serif`;
    ctx.fillText('× 0123456789', 0, 0);
  }
}
