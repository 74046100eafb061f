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
// The look is ui/widgets.css (classes prefixed `mo-`), linked by each page that shows the panel:
// the colours of render/colours.js OUTCOME_COLOURS (the same on the board's arrows and in the
// panel), which a page may change through the custom properties --mo-others, --mo-own, --mo-draw,
// --mo-close, --mo-score, --mo-muted, --mo-pop-bg, --mo-pop-fg.

import { lineKind } from '../render/colours.js';
import { ruleLanguage, ruleText } from '../words/rules.js';
import { t } from '../words/i18n.js';
import { languageName } from '../words/text.js';
import { cellOf, outcomeLines, ruleTitle, supplyChange } from '../words/outcome.js';

// ---------------------------------------------------------------------------------------------
// Rule links and the rule popover.

/** @type {HTMLDivElement | null} */
let popover = null;
/** @type {Element | null} the rule link the popover is open for */
let popoverFor = null;

/** @returns {HTMLDivElement} */
function rulePopover() {
  if (popover) return popover;
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
 * @param {import('../../types/engine/Preview').Preview | null} preview
 * @param {{players?: any[], kinds?: any[], current?: number, supply?: number, places?: any,
 *   heading?: boolean | string, onMarks?: ((keys: string[] | null) => void) | null}} [opts]
 */
export function renderOutcome(container, preview, opts = {}) {
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
