// The outcome panel as a DOM widget, shared by the game page, the embed and the editor:
//
//   renderOutcome(container, preview, {players, kinds, current, supply, places, onMarks})
//       fills `container` with the panel: one sentence per bank the tile touches (by letter),
//       one line per ghost obligation (meeples and circles named as the board labels them),
//       one per feature completed; colour-coded, one rule link per line. The lines and their
//       words are words/outcome.js's;
//   ruleLink(id)
//       a small button showing the rule's id that opens the rule's text (ruleText(id), in the
//       reader's language, marked when it falls back to English) in a popover.
//
// Colours: render/colours.js OUTCOME_COLOURS (the same on the board's arrows and in the panel).
// The panel's CSS is injected once (classes prefixed `mo-`); a page may override the custom
// properties --mo-others, --mo-own, --mo-draw, --mo-close, --mo-score, --mo-muted, --mo-pop-bg,
// --mo-pop-fg.

import { OUTCOME_COLOURS, lineKind } from '../render/colours.js';
import { ruleLanguage, ruleText } from '../words/rules.js';
import { t } from '../words/i18n.js';
import { languageName } from '../words/text.js';
import { cellOf, outcomeLines, ruleTitle, supplyChange } from '../words/outcome.js';

const CSS = `
.mo-outcome { --mo-others: ${OUTCOME_COLOURS.others}; --mo-own: ${OUTCOME_COLOURS.own};
  --mo-draw: ${OUTCOME_COLOURS.draw}; --mo-close: ${OUTCOME_COLOURS.close};
  --mo-score: ${OUTCOME_COLOURS.score}; --mo-muted: #a39a89; font-size: 13px; line-height: 1.4; }
.mo-outcome .mo-head { margin: 0 0 6px; font-weight: 600; }
.mo-outcome ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 4px; }
.mo-line { display: grid; grid-template-columns: 10px 1fr auto; gap: 8px; align-items: start;
  padding: 4px 6px 4px 4px; border-radius: 5px; background: rgba(255,255,255,0.035); }
.mo-line .mo-dot { width: 10px; height: 10px; margin-top: 4px; border-radius: 50%; background: var(--mo-c, var(--mo-muted)); }
.mo-line .mo-text { min-width: 0; }
.mo-line .mo-sub { display: block; color: var(--mo-muted); font-size: 12px; }
.mo-line strong { color: var(--mo-c, inherit); font-weight: 700; }
.mo-others { --mo-c: var(--mo-others); }
.mo-own { --mo-c: var(--mo-own); }
.mo-draw { --mo-c: var(--mo-draw); }
.mo-close { --mo-c: var(--mo-close); }
.mo-score { --mo-c: var(--mo-score); }
.mo-none { --mo-c: var(--mo-muted); }
.mo-line.mo-marks { cursor: pointer; }
.mo-line.mo-marks:hover, .mo-line.mo-marks:focus-visible { background: rgba(255,255,255,0.09); outline: 1px solid rgba(255,255,255,0.25); }
.mo-line.mo-marks:focus-visible { outline: 2px solid var(--accent, #e6b955); outline-offset: 1px; }
.mo-coords { font: 11px/1 system-ui, sans-serif; padding: 3px 6px; margin-left: auto; border-radius: 4px;
  border: 1px solid rgba(255,255,255,0.2); background: transparent; color: var(--mo-muted); cursor: pointer; }
.mo-coords[aria-pressed="true"] { color: inherit; border-color: var(--mo-score); }
.mo-outcome .mo-foot { margin: 8px 0 0; color: var(--mo-muted); font-size: 12px; display: flex; flex-wrap: wrap; gap: 4px; align-items: center; }
.rule-link { font: 600 11px/1 ui-monospace, SFMono-Regular, Menlo, monospace; padding: 3px 5px; margin: 0;
  border-radius: 4px; border: 1px solid rgba(255,255,255,0.25); background: rgba(255,255,255,0.08);
  color: inherit; cursor: pointer; white-space: nowrap; }
.rule-link:hover, .rule-link:focus-visible { border-color: var(--mo-score, #e6c25a); background: rgba(230,194,90,0.18); }
.mo-pop { margin: 0; inset: auto; position: fixed; max-width: min(360px, calc(100vw - 16px)); padding: 10px 12px;
  border: 1px solid rgba(255,255,255,0.18); border-radius: 8px; background: var(--mo-pop-bg, #2b2722);
  color: var(--mo-pop-fg, #efe7d6); box-shadow: 0 8px 28px rgba(0,0,0,0.5); font: 13px/1.45 system-ui, sans-serif; }
.mo-pop h3 { margin: 0 0 4px; font-size: 13px; }
.mo-pop h3 .mo-id { color: var(--mo-score, #e6c25a); margin-right: 6px; font-family: ui-monospace, monospace; }
.mo-pop h3 .mo-lang { font-size: 11px; font-weight: 400; padding: 0 5px; border: 1px solid currentColor; border-radius: 8px; opacity: 0.75; }
.mo-pop p { margin: 0; }
`;

let styleAdded = false;
function injectStyle() {
  if (styleAdded || typeof document === 'undefined') return;
  styleAdded = true;
  // a constructed style sheet, not a <style> element: the pages' Content-Security-Policy
  // (style-src 'self') refuses inline style elements
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(CSS);
  document.adoptedStyleSheets = [sheet, ...document.adoptedStyleSheets];
}

// ---------------------------------------------------------------------------------------------
// Rule links and the rule popover.

/** @type {HTMLDivElement | null} */
let popover = null;
/** @type {Element | null} the rule link the popover is open for */
let popoverFor = null;

/** @returns {HTMLDivElement} */
function rulePopover() {
  if (popover) return popover;
  injectStyle();
  popover = document.createElement('div');
  popover.className = 'mo-pop';
  popover.id = 'rule-popover';
  popover.setAttribute('popover', 'auto');
  popover.setAttribute('role', 'dialog');
  popover.addEventListener('toggle', (e) => {
    if (/** @type {ToggleEvent} */ (e).newState === 'closed') popoverFor = null;
  });
  document.body.append(popover);
  return popover;
}

/**
 * Shows rule `id`'s text in a popover next to element `anchor` (a second call closes it).
 * @param {string} id
 * @param {HTMLElement} anchor
 */
export function showRule(id, anchor) {
  const pop = rulePopover();
  if (pop.matches(':popover-open')) {
    const same = popoverFor === anchor;
    pop.hidePopover();
    if (same) return;
  }
  // inside an open modal dialog, the popover must live in it (the rest of the page is inert)
  const host = (anchor && anchor.closest && anchor.closest('dialog[open]')) || document.body;
  if (pop.parentNode !== host) host.append(pop);
  const rule = ruleText(id);
  const h = document.createElement('h3');
  const idEl = document.createElement('span');
  idEl.className = 'mo-id';
  idEl.textContent = id;
  h.append(idEl, document.createTextNode(rule ? ruleTitle(id, rule) : t('rule-unknown-title')));
  if (rule && rule.fallback) {
    // the reader's language lacks this rule: say that the English text follows
    const tag = document.createElement('span');
    tag.className = 'mo-lang';
    tag.textContent = languageName('en', ruleLanguage());
    h.append(' ', tag);
  }
  const p = document.createElement('p');
  p.textContent = rule ? rule.text : t('rule-unknown-text', { id });
  pop.lang = rule ? rule.lang : 'en';
  pop.dataset.ruleLang = pop.lang;
  pop.replaceChildren(h, p);
  pop.setAttribute('aria-label', t('rule-link-label-unknown', { id }));
  pop.dataset.rule = id;
  popoverFor = anchor || null;
  pop.showPopover();
  // next to the link, kept on screen
  const r = anchor ? anchor.getBoundingClientRect() : { left: 16, right: 16, top: 16, bottom: 16 };
  const w = pop.offsetWidth;
  const hgt = pop.offsetHeight;
  let left = Math.min(r.left, window.innerWidth - w - 8);
  left = Math.max(8, left);
  let top = r.bottom + 6;
  if (top + hgt > window.innerHeight - 8) top = Math.max(8, r.top - hgt - 6);
  pop.style.left = `${left}px`;
  pop.style.top = `${top}px`;
}

/**
 * A button naming rule `id` ("M3") that shows the rule's text when pressed.
 * @param {string} id
 */
export function ruleLink(id) {
  injectStyle();
  const b = document.createElement('button');
  b.type = 'button';
  b.className = 'rule-link';
  b.dataset.rule = id;
  b.textContent = id;
  const rule = ruleText(id);
  const title = rule ? ruleTitle(id, rule) : '';
  b.title = rule ? t('rule-link-title', { id, title }) : id;
  b.setAttribute('aria-label', rule ? t('rule-link-label', { id, title }) : t('rule-link-label-unknown', { id }));
  b.setAttribute('aria-haspopup', 'dialog');
  b.addEventListener('click', (e) => {
    e.preventDefault();
    e.stopPropagation();
    showRule(id, b);
  });
  return b;
}

/**
 * A line's part as nodes: a string, a rule link (`{rule}`), or `[tag, ...parts]`.
 * @param {any} spec
 * @returns {Node}
 */
function build(spec) {
  if (typeof spec === 'string') return document.createTextNode(spec);
  if (spec && spec.rule) return ruleLink(spec.rule);
  const [tag, ...kids] = spec;
  const e = document.createElement(tag);
  for (const k of kids) e.append(build(k));
  return e;
}

let showCoords = false;

/**
 * Fills `container` with the outcome panel for `preview` (from `g.preview`). `opts`:
 * `{players: view.players, kinds, current: view.current, supply: view.ghost_supply, places,
 * heading, onMarks}` (`places`: `placeLabels(view)`; `heading`: true for a "Tile X, turned r°"
 * line; `onMarks(keys | null)`: called when a line is hovered, focused or tapped, with the
 * board places it names, to highlight them). Coordinates only on demand: the heading's tooltip
 * and the "Coordinates" switch. A null preview empties it. The container gets
 * `aria-live="polite"` unless it has its own setting.
 * @param {HTMLElement} container
 * @param {import('../engine/views.js').Preview | null} preview
 * @param {{players?: any[], kinds?: any[], current?: number, supply?: number, places?: any,
 *   heading?: boolean | string, onMarks?: ((keys: string[] | null) => void) | null}} [opts]
 */
export function renderOutcome(container, preview, opts = {}) {
  injectStyle();
  if (!container.hasAttribute('aria-live')) container.setAttribute('aria-live', 'polite');
  if (!preview) {
    container.replaceChildren();
    delete container.dataset.rules;
    return;
  }
  const { players = [], current, supply, places = null, onMarks = null } = opts;
  const root = document.createElement('div');
  root.className = 'mo-outcome';
  const where = cellOf(preview);
  if (opts.heading) {
    const head = document.createElement('p');
    head.className = 'mo-head';
    head.textContent = typeof opts.heading === 'string'
      ? opts.heading : t('outcome-heading', { tile: preview.tile, rotation: preview.rotation });
    head.title = where;
    if (showCoords) head.append(` · ${where}`);
    root.append(head);
  }
  const ul = document.createElement('ul');
  /** @type {string[] | null} */
  let pinned = null;
  for (const line of outcomeLines(preview, { players, current, places })) {
    const li = document.createElement('li');
    li.className = `mo-line mo-${lineKind(line)}`;
    li.dataset.rule = line.rule;
    li.dataset.marks = line.marks.join(' ');
    const dot = document.createElement('span');
    dot.className = 'mo-dot';
    dot.setAttribute('aria-hidden', 'true');
    const text = document.createElement('span');
    text.className = 'mo-text';
    for (const part of line.parts) text.append(build(part));
    if (line.times && line.times > 1) text.append(document.createTextNode(` ${t('line-times', { n: line.times })}`));
    if (line.sub || (showCoords && line.coords)) {
      const sub = document.createElement('span');
      sub.className = 'mo-sub';
      sub.append(document.createTextNode([line.sub, showCoords && line.coords ? `(${line.coords})` : ''].filter(Boolean).join(' ')));
      if (line.subRule) sub.append(document.createTextNode(' '), ruleLink(line.subRule));
      text.append(sub);
    }
    if (line.coords) li.title = line.coords;
    li.append(dot, text, ruleLink(line.rule));
    if (onMarks && line.marks.length) {
      li.tabIndex = 0;
      li.classList.add('mo-marks');
      const on = () => onMarks(line.marks);
      const off = () => onMarks(pinned);
      li.addEventListener('pointerenter', on);
      li.addEventListener('pointerleave', off);
      li.addEventListener('focus', on);
      li.addEventListener('blur', off);
      li.addEventListener('click', (e) => {
        if (/** @type {Element} */ (e.target).closest('.rule-link')) return;
        pinned = pinned === line.marks ? null : line.marks;
        onMarks(pinned || line.marks);
      });
    }
    ul.append(li);
  }
  root.append(ul);
  const foot = document.createElement('p');
  foot.className = 'mo-foot';
  const change = supplyChange(preview, supply);
  if (change) foot.append(document.createTextNode(`${t(change.id, change.args)} `));
  foot.append(document.createTextNode(t('rules-label')));
  for (const id of preview.rules || []) foot.append(ruleLink(id));
  const toggle = document.createElement('button');
  toggle.type = 'button';
  toggle.className = 'mo-coords';
  toggle.textContent = t('show-coordinates');
  toggle.setAttribute('aria-pressed', String(showCoords));
  toggle.title = where;
  toggle.addEventListener('click', () => {
    showCoords = !showCoords;
    renderOutcome(container, preview, opts);
  });
  foot.append(toggle);
  root.append(foot);
  container.replaceChildren(root);
  container.dataset.rules = (preview.rules || []).join(' ');
}
