// The outcome panel: what a placement would do, in words, from the engine's `g.preview(x, y, r)`.
// Shared by the game page (index.html) and the demonstrator embed (embed.html).
//
//   renderOutcome(container, preview, {players, kinds, current, supply, places, onMarks})
//       fills `container` with the panel: one sentence per bank the tile touches (by letter),
//       one line per ghost obligation (meeples and circles named as the board labels them),
//       one per feature completed; colour-coded, one rule link per line. The words are the
//       messages of the "panel" and "common" areas (www/locales/<lang>/*.ftl, i18n.js), from
//       the preview's structured fields;
//   outcomeMarkers(preview, places), placeLabels(view)
//       the labels the board draws for the same places (board.js drawLabels);
//   previewArrows(preview)
//       the ghost moves to draw on the board: [{from: {x, y, feature} | 'supply',
//       to: {x, y, feature}, kind: 'draw' | 'others' | 'own', choice, rule}];
//   ruleLink(id)
//       a small button showing the rule's id that opens the rule's text (ruleText(id), in the
//       reader's language, marked when it falls back to English) in a popover.
//
// Colours: OUTCOME_COLOURS (the same on the board's arrows and in the panel). The panel's CSS is
// injected once (classes prefixed `mo-`); a page may override the custom properties
// --mo-others, --mo-own, --mo-draw, --mo-close, --mo-score, --mo-muted, --mo-pop-bg, --mo-pop-fg.

import { ruleLanguage, ruleText } from './rules.js';
import { coord, languageName, spotKey } from './text.js';
import { list, t, words } from './i18n.js';
import { NAMED_COLOURS } from '../engine/colours.js';

/**
 * Rule `id`'s title as the reader sees it (`rule`: its ruleText): a variant (V1…) by the name
 * the New game dialog gives it in the reader's language (page.ftl `page-variant-V1`, where those
 * words are loaded), not by its option word in RULES.md (`limit-bonus`).
 */
export function ruleTitle(id, rule) {
  const key = `page-variant-${id}`;
  if (/^V\d+$/.test(id) && words().has(key)) return t(key);
  return rule ? rule.title : '';
}

/** Colours of what a placement does: ghosts to opponents, to yourself, into circles, … */
export const OUTCOME_COLOURS = {
  others: '#f59f3a', // continuing the mist: a ghost for an opponent
  own: '#ef5b6b', // limiting the mist: a ghost for you
  draw: '#b48cff', // spell circles drawing ghosts (S2)
  close: '#6cc3f0', // a bank closed
  score: '#e6c25a', // points
};


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

let popover = null;
let popoverFor = null;

function rulePopover() {
  if (popover) return popover;
  injectStyle();
  popover = document.createElement('div');
  popover.className = 'mo-pop';
  popover.id = 'rule-popover';
  popover.setAttribute('popover', 'auto');
  popover.setAttribute('role', 'dialog');
  popover.addEventListener('toggle', (e) => {
    if (e.newState === 'closed') popoverFor = null;
  });
  document.body.append(popover);
  return popover;
}

/** Shows rule `id`'s text in a popover next to element `anchor` (a second call closes it). */
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

/** A button naming rule `id` ("M3") that shows the rule's text when pressed. */
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

// ---------------------------------------------------------------------------------------------
// Words, from the preview's structured fields; every sentence is a message of panel.ftl (i18n.js).

/** The word for a feature named on its tile: `city2` → `city`. */
const featureWord = (name) => {
  const id = `feature-${String(name || '').replace(/\d+$/, '')}`;
  return words().has(id) ? t(id) : String(name || '');
};

const FEATURE_KINDS = ['city', 'road', 'field', 'monastery', 'castle', 'cemetery', 'mist', 'ruin'];

/** The words of draw.js's `featureLabel` ("Road · W–E") in the reader's language (common.ftl). */
export function featureLabelWords() {
  return {
    kinds: Object.fromEntries(FEATURE_KINDS.map((k) => [k, t(`feature-label-${k}`)])),
    compass: t('compass-points').split(/\s+/),
    centre: t('compass-centre'),
  };
}

/** A name that is a standard colour (draw.js NAMED_COLOURS, "Blue") in the reader's words ("Bleu"); others as written. */
export function playerWord(name) {
  const k = typeof name === 'string' ? name.trim().toLowerCase() : '';
  const id = `player-colour-${{ violet: 'purple', gray: 'grey' }[k] ?? k}`;
  return Object.hasOwn(NAMED_COLOURS, k) && words().has(id) ? t(id) : name;
}

/** Player i's name among `players` (a view's), as the reader sees it (`playerWord`). */
export function playerName(players, i) {
  const p = players && players[i];
  if (!p) return t('player-n', { n: Number(i) + 1 });
  return typeof p === 'string' ? playerWord(p) : p.name ? playerWord(p.name) : t('player-n', { n: Number(i) + 1 });
}

/**
 * How the board labels the places a panel can name, from a game view: `Map(spotKey → label)`,
 * each `{kind: 'meeple', player, n}` (a player's meeples numbered 1, 2, … in the view's order:
 * "Blue 2") or `{kind: 'circle', n}` (the spell circle areas in the view's order: "circle 3").
 * The same numbers in the preview, the ghost phase and the log of one turn.
 */
export function placeLabels(view) {
  const labels = new Map();
  const per = new Map();
  for (const m of (view && view.meeples) || []) {
    const n = (per.get(m.player) || 0) + 1;
    per.set(m.player, n);
    labels.set(spotKey(m), { kind: 'meeple', player: m.player, n, guard: Boolean(m.guard) });
  }
  let c = 0;
  for (const ci of (view && view.circles) || []) labels.set(spotKey(ci), { kind: 'circle', n: ++c });
  return labels;
}

/**
 * A ghost's place in words, as the board labels it: "the supply", "Blue 2" (Blue's second
 * meeple), "circle 3", "the new tile's circle". `places`: `placeLabels(view)`; without it (or
 * for a place it does not know) "Blue's meeple on the road". `kase`: the grammatical case the
 * sentence needs ('nom', 'from', 'to', 'in': panel.ftl's `$case`).
 */
export function spotWords(spot, players, places = null, kase = 'nom') {
  const c = { case: kase };
  if (!spot || spot === 'supply' || spot.kind === 'supply') return t('supply', c);
  const label = places && places.get(spotKey(spot));
  if (label && label.kind === 'meeple') return t('meeple-label', { ...c, player: playerName(players, label.player), n: label.n });
  if (label && label.kind === 'circle') return t('circle-label', { ...c, n: label.n });
  if (spot.kind === 'circle' || (!spot.kind && /^mist/.test(spot.feature || ''))) return t('new-tile-circles', { ...c, n: spot.circles || 1 });
  const feature = featureWord(spot.feature);
  return spot.player === undefined
    ? t('meeple-on-any', { ...c, feature })
    : t('meeple-on', { ...c, player: playerName(players, spot.player), feature });
}

/** Sides in words, in a list: "north and east". */
const sideList = (sides) => list(sides.map((side) => t(`side-${side}`)));

/** A place's cell, for the coordinates shown on demand. */
const cellOf = (s) => t('cell-coordinates', { x: coord(s.x), y: coord(s.y) });

function sourceWords(o, players, places) {
  const src = o.sources || [];
  if (o.from === 'supply') return t('from-supply');
  // a paid obligation (the log's, the embed's step results) keeps no places
  if (!src.length && o.from === 'circles') return o.bank ? t('from-bank-circles', { bank: o.bank }) : t('from-circles');
  if (!src.length) return t('from-around-or-supply');
  if (o.from === 'circles') {
    const circles = src.filter((s) => s.kind === 'circle');
    if (circles.length === 1) return t('from-place', { what: spotWords(circles[0], players, places, 'from') });
    return o.bank ? t('from-bank-circles', { bank: o.bank }) : t('from-place', { what: list(circles.map((c) => spotWords(c, players, places, 'from'))) });
  }
  // S2: the 8 tiles around, then the supply
  const around = src.filter((s) => s.kind !== 'supply');
  if (!around.length) return t('from-around-none');
  const ghosts = around.reduce((n, s) => n + (s.ghosts || 0), 0);
  const hasSupply = src.some((s) => s.kind === 'supply') || ghosts < o.moved;
  // all of them give when they hold no more than the circles take; else the player chooses
  const places_ = list(around.map((s) => spotWords(s, players, places, 'from')), ghosts <= o.owed ? 'and' : 'or');
  return t(hasSupply ? 'from-around' : 'from-around-only', { places: places_ });
}

function targetWords(o, players, places) {
  const to = (o.targets || []).filter((s) => s.kind !== 'supply');
  if (o.to === 'circle') {
    // S2: each circle of the new tile draws one ghost, so a paid obligation (which keeps no
    // places) has as many circles as ghosts owed
    const c = to.find((s) => s.kind === 'circle');
    return t('to-new-circles', { circles: t('new-tile-circles', { n: c ? c.circles : Math.max(1, o.owed || 0), case: 'in' }) });
  }
  if (to.length && to.length <= 3) return t('to-meeple', { whom: list(to.map((s) => spotWords(s, players, places, 'to')), 'or') });
  if (to.length) {
    const owners = [...new Set(to.map((s) => s.player))].map((p) => playerName(players, p));
    return t('to-meeples-of', { player: list(owners, 'or'), n: to.length });
  }
  return toWhom(o, players);
}

/** "to Red's meeples", "to Blue's or Yellow's meeples": whom the ghosts were for. */
function toWhom(o, players) {
  const names = (o.players || []).map((p) => playerName(players, p));
  if (o.to === 'own') return names.length ? t('to-whom-own', { player: names[0] }) : t('to-whom-own-yours');
  return t('to-whom-others', { players: list(names.map((n) => t('player-possessive', { player: n })), 'or') });
}

/** Why some ghosts of `o` were not placed, in words (G4, V6): `{why, rule, notes}` or null. */
function shortfallWords(o, players) {
  const sf = o.shortfall;
  if (!sf) return null;
  const names = (o.players || []).map((p) => playerName(players, p));
  const args = { who: list(names), nWho: names.length, count: sf.count, left: sf.after_some };
  const notes = [];
  if (sf.guards_only) notes.push(t('short-guards-only', { who: list(names), nWho: names.length }));
  if (sf.rule === 'V6') notes.push(t('short-variant-to-supply'));
  let id;
  if (sf.why === 'no-meeple') id = `short-no-meeple-${sf.fate}`;
  else id = o.from === 'circles' ? 'short-no-ghost-circles' : o.from === 'around' ? 'short-no-ghost-around' : 'short-no-ghost-supply';
  return { why: t(id, args), rule: sf.rule, notes };
}

/**
 * One ghost obligation (of a preview, of the ghost phase's queue or of the ghosts paid) as a
 * line: `{cls, rule, parts, text, sub, subRule, marks, choice}` (see `outcomeLines`). What moved,
 * from where, to whom; and, in the same line, how many were not placed, where they stay and
 * why (G4, V6). `opts`: `{players, places}`.
 */
export function obligationLine(o, { players = [], places = null } = {}) {
  const cls = o.to === 'circle' ? 'draw' : o.to === 'own' ? 'own' : 'others';
  const title = t(`title-${o.rule}`);
  const short = shortfallWords(o, players);
  let what;
  let id;
  if (o.moved > 0) {
    what = t('ghosts-move', { moved: o.moved, from: sourceWords(o, players, places), to: targetWords(o, players, places) });
    id = short ? 'line-move-short' : 'line-move';
  } else if (short) {
    what = t('ghosts-owed', { owed: o.owed, to: o.to === 'circle' ? targetWords(o, players, places) : toWhom(o, players) });
    id = 'line-none';
  } else {
    // not paid yet (the ghost phase's queue): what is owed, from where, to whom
    what = t('ghosts-owed-from', { owed: o.owed, from: sourceWords(o, players, places), to: o.to === 'circle' ? targetWords(o, players, places) : toWhom(o, players) });
    id = 'line-move';
  }
  const text = t(id, { title, what, owed: what, why: short ? short.why : '' });
  /** @type {any[]} */
  const parts = [['strong', text]];
  if (short) parts.push(' — ', { rule: short.rule });
  const sub = [...(short ? short.notes : [])];
  if (o.choose_order) sub.push(t('choice-order'));
  if (o.choose_circles) sub.push(t('choice-circles', { n: o.owed > 1 ? 2 : 1 }));
  return {
    cls,
    rule: o.rule,
    parts,
    text,
    sub: sub.join(' '),
    subRule: o.choose_circles ? 'S7a' : o.choose_order ? 'S7' : null,
    marks: [...(o.bank ? [`bank:${o.bank}`] : []), ...marksOf(o.sources || []), ...marksOf(o.targets || [])],
    choice: !!(o.choose_order || o.choose_circles),
  };
}

/**
 * A meeple sent home by its third ghost (G3), as a line of the panel: "Blue 2 receives its third
 * ghost and goes home; its road is free again". `h`: an obligation's `home` entry.
 */
export function homeLine(h, players, places) {
  const meeple = spotWords({ ...h, kind: 'meeple' }, players, places, 'nom');
  const kind = String(h.feature).replace(/\d+$/, '');
  const text = t('home-line', { meeple, feature: featureWord(h.feature), kind });
  return { cls: 'own', rule: 'G3', parts: [['strong', text]], text, sub: '', marks: [spotKey(h)] };
}

/** The board places a line names: keys of `outcomeMarkers` ("bank:A", spot keys). */
const marksOf = (spots) => spots.filter((s) => s && s.kind !== 'supply').map((s) => spotKey(s));

/**
 * The lines of the outcome panel: one per bank the tile touches, one per ghost obligation, one
 * per feature completed: `[{cls, rule, parts, text, sub, subRule, marks, coords}]` (cls:
 * others, own, draw, close, score, none; `parts`: strings, `['strong', text]` and
 * `{rule: id}` for a rule link inside the line; `marks`: what the line names on the board).
 * `opts`: `{players, current, places}` (`places`: `placeLabels(view)`).
 * @param {import('../engine/views.js').Preview} preview
 * @param {{players?: object[], current?: number, places?: object}} [opts]
 */
export function outcomeLines(preview, { players = [], places = null } = {}) {
  let lines = [];
  for (const b of preview.banks || []) {
    const by = (act) => b.sides.filter((s) => s.acts === act).map((s) => s.side);
    const [c, l, k] = [by('continue'), by('limit'), by('close')];
    const acts = l.length ? (c.length ? 'continue-limit' : 'limit') : k.length ? 'close' : 'continue';
    const text = t('bank-sentence', {
      acts, bank: b.label, tiles: b.tiles,
      continues: sideList(c), nContinue: c.length,
      limits: sideList(l), nLimit: l.length,
      closes: sideList(k), nClose: k.length,
    });
    const sub = [];
    const clear = b.sides.filter((s) => s.acts === 'limit' && !s.misty_new).map((s) => s.side);
    if (clear.length) sub.push(t('bank-limit-clear', { sides: sideList(clear), n: clear.length }));
    if (b.circles.length) {
      sub.push(t('bank-circles', {
        bank: b.label,
        circles: list(b.circles.map((ci) => t('circle-holds', { circle: spotWords({ ...ci, kind: 'circle' }, players, places), ghosts: ci.ghosts }))),
      }));
    }
    lines.push({
      cls: b.limited ? 'own' : b.closed ? 'close' : 'others',
      rule: 'M2',
      parts: [text],
      text,
      sub: sub.join(' '),
      marks: [`bank:${b.label}`, ...marksOf(b.circles.map((ci) => ({ ...ci, kind: 'circle' })))],
      coords: cellOf(b.at),
    });
  }
  for (const o of preview.obligations || []) {
    lines.push(obligationLine(o, { players, places }));
    for (const h of o.home || []) lines.push(homeLine(h, players, places));
  }
  for (const c of preview.completed || []) {
    const names = (c.players || []).map((p) => playerName(players, p));
    let text;
    if (c.kind === 'cemetery') {
      text = names.length ? t('cemetery-keeper', { players: list(names), n: names.length }) : t('cemetery-empty');
    } else {
      const kind = featureWord(c.kind);
      text = names.length
        ? t('completes-scores', { kind, feature: c.kind, tiles: c.tiles, points: c.points, players: list(names) })
        : t('completes-nobody', { kind, feature: c.kind, tiles: c.tiles, points: c.points });
    }
    lines.push({ cls: 'score', rule: c.rule, parts: [['strong', text]], text, sub: '', marks: [], coords: cellOf(c.at) });
  }
  // the same obligation twice (two mist areas with a circle each): one line, counted
  const merged = [];
  for (const line of lines) {
    const prev = merged[merged.length - 1];
    if (prev && prev.rule === line.rule && prev.text === line.text && prev.sub === line.sub) {
      prev.times = (prev.times || 1) + 1;
      prev.marks = [...new Set([...prev.marks, ...line.marks])];
    } else merged.push(line);
  }
  lines = merged;
  if (!lines.length) {
    const text = t('quiet');
    lines.push({ cls: 'none', rule: 'B1', parts: [text], text, sub: '', marks: [] });
  }
  return lines;
}

/** `text` as a sentence: a full stop added unless it ends with one (or another stop). */
export const sentence = (text) => (/[.!?…:]\s*$/.test(text) ? text.trim() : `${text.trim()}.`);

/**
 * The outcome panel's words said as sentences, for a screen reader's key (the text board's O):
 * the heading, each line and its notes, the ghost supply's change; not the rule links, nor the
 * coordinates. The panel's own lines (`outcomeLines`): one wording. `opts`: as `renderOutcome`'s.
 * @param {import('../engine/views.js').Preview} preview
 * @param {{players?: object[], current?: number, supply?: number, places?: object}} [opts]
 */
export function outcomeSentences(preview, { players = [], current, supply, places = null } = {}) {
  const out = [sentence(t('outcome-heading', { tile: preview.tile, rotation: preview.rotation }))];
  for (const line of outcomeLines(preview, { players, current, places })) {
    out.push(sentence(line.times > 1 ? `${line.text} ${t('line-times', { n: line.times })}` : line.text));
    if (line.sub) out.push(sentence(line.sub));
  }
  const change = supplyChange(preview, supply);
  if (change) out.push(t(`${change.id}-said`, change.args));
  return out.join(' ');
}

/**
 * What the placement does to the ghost supply (`supply`: now), as a message and its arguments,
 * or null when nothing: the supply once the ghosts are paid, and, when the meeples that score
 * bring ghosts back (G5), at the end of the turn too (the preview's `supply_end`).
 */
function supplyChange(preview, supply) {
  const after = preview.supply_after;
  const end = typeof preview.supply_end === 'number' ? preview.supply_end : after;
  if (typeof supply !== 'number' || typeof after !== 'number' || (supply === after && after === end)) return null;
  if (end === after) return { id: 'supply-change', args: { before: supply, after } };
  return { id: 'supply-change-back', args: { before: supply, after, end, back: end - after } };
}

/**
 * The labels the board draws for a preview, the same the panel's words use:
 * `[{key, text, kind: 'bank' | 'meeple' | 'circle', player?, at}]` — a bank's letter at each side
 * of the new tile that touches it (`at: {x, y, side}`), and the number of each meeple and circle
 * the panel names (`at: {x, y, feature}`). `places`: `placeLabels(view)`.
 */
export function outcomeMarkers(preview, places) {
  const out = [];
  if (!preview) return out;
  for (const b of preview.banks || []) {
    for (const s of b.sides) out.push({ key: `bank:${b.label}`, text: b.label, kind: 'bank', at: { x: preview.x, y: preview.y, side: s.side } });
  }
  const spots = [];
  for (const b of preview.banks || []) for (const c of b.circles) spots.push({ ...c, kind: 'circle' });
  for (const o of preview.obligations || []) spots.push(...(o.sources || []), ...(o.targets || []));
  return [...out, ...spotMarkers(spots, places)];
}

/**
 * The labels of the meeples and circles among `spots` that `places` (`placeLabels(view)`)
 * numbers, once each: `[{key, text, kind, player, at}]` (the ghost phase's sources and targets).
 */
export function spotMarkers(spots, places) {
  const out = [];
  const seen = new Set();
  for (const s of spots) {
    if (!s || s === 'supply' || s.kind === 'supply') continue;
    const key = spotKey(s);
    const label = places && places.get(key);
    if (!label || seen.has(key)) continue;
    seen.add(key);
    out.push({ key, text: String(label.n), kind: label.kind, player: label.player, at: { x: s.x, y: s.y, feature: s.feature } });
  }
  return out;
}

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
  let pinned = null;
  for (const line of outcomeLines(preview, { players, current, places })) {
    const li = document.createElement('li');
    li.className = `mo-line mo-${line.cls}`;
    li.dataset.rule = line.rule;
    li.dataset.marks = line.marks.join(' ');
    const dot = document.createElement('span');
    dot.className = 'mo-dot';
    dot.setAttribute('aria-hidden', 'true');
    const text = document.createElement('span');
    text.className = 'mo-text';
    for (const part of line.parts) text.append(build(part));
    if (line.times > 1) text.append(document.createTextNode(` ${t('line-times', { n: line.times })}`));
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

// ---------------------------------------------------------------------------------------------
// Arrows.

const place = (s) => (s.kind === 'supply' ? 'supply' : { x: s.x, y: s.y, feature: s.feature });

/**
 * The ghost moves of a preview as arrows for the board, in the order they happen:
 * `[{from: {x, y, feature} | 'supply', to: {x, y, feature}, kind, choice, rule}]`.
 * `kind`: `draw` (S2: into the new tile's circles, from the meeples and circles around or the
 * supply), `others` (to an opponent's meeple), `own` (to one of yours). `choice` is true when the
 * ghost goes to only one of several arrows' targets (or comes from one of several sources).
 */
export function previewArrows(preview) {
  const out = [];
  const seen = new Set();
  const add = (from, to, kind, choice, rule) => {
    const key = `${spotKey(from)}>${spotKey(to)}>${kind}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ from, to, kind, choice, rule });
  };
  for (const o of (preview && preview.obligations) || []) {
    if (!o.moved) continue;
    const kind = o.to === 'circle' ? 'draw' : o.to === 'own' ? 'own' : 'others';
    const targets = (o.targets || []).filter((s) => s.kind !== 'supply');
    let sources = o.sources || [];
    if (o.to === 'circle') {
      const around = sources.filter((s) => s.kind !== 'supply');
      const ghostsAround = around.reduce((n, s) => n + (s.ghosts || 0), 0);
      const choice = around.length > o.moved;
      for (const t of targets) {
        for (const s of around) add(place(s), place(t), kind, choice, o.rule);
        if (sources.some((s) => s.kind === 'supply') || ghostsAround < o.moved) {
          add('supply', place(t), kind, false, o.rule);
        }
      }
      continue;
    }
    if (!sources.length) sources = [{ kind: 'supply' }];
    const choice = targets.length > 1 || sources.length > 1;
    for (const s of sources) for (const t of targets) add(place(s), place(t), kind, choice, o.rule);
  }
  return out;
}
