// The outcome panel: what a placement would do, in words, from the engine's `g.preview(x, y, r)`.
// Shared by the game page (index.html) and the demonstrator embed (embed.html).
//
//   renderOutcome(container, preview, {players, kinds, current, supply})
//       fills `container` with the panel (real text, colour-coded, one rule link per line);
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
import { languageName } from './lang.js';
import { plural, at, joinWords, spotKey } from './text.js';

/** Colours of what a placement does: ghosts to opponents, to yourself, into circles, … */
export const OUTCOME_COLOURS = {
  others: '#f59f3a', // continuing the mist: a ghost for an opponent
  own: '#ef5b6b', // limiting the mist: a ghost for you
  draw: '#b48cff', // spell circles drawing ghosts (S2)
  close: '#6cc3f0', // a bank closed
  score: '#e6c25a', // points
};

const FEATURE_WORDS = {
  city: 'city', road: 'road', field: 'field', monastery: 'monastery', castle: 'castle',
  cemetery: 'cemetery', mist: 'mist',
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
  h.append(idEl, document.createTextNode(rule ? rule.title : 'Unknown rule'));
  if (rule && rule.fallback) {
    // the reader's language lacks this rule: say that the English text follows
    const tag = document.createElement('span');
    tag.className = 'mo-lang';
    tag.textContent = languageName('en', ruleLanguage());
    h.append(' ', tag);
  }
  const p = document.createElement('p');
  p.textContent = rule ? rule.text : `There is no rule ${id}.`;
  pop.lang = rule ? rule.lang : 'en';
  pop.dataset.ruleLang = pop.lang;
  pop.replaceChildren(h, p);
  pop.setAttribute('aria-label', `Rule ${id}`);
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
  b.title = rule ? `${id} · ${rule.title} (click for the rule)` : id;
  b.setAttribute('aria-label', rule ? `Rule ${id}: ${rule.title}` : `Rule ${id}`);
  b.setAttribute('aria-haspopup', 'dialog');
  b.addEventListener('click', (e) => {
    e.preventDefault();
    e.stopPropagation();
    showRule(id, b);
  });
  return b;
}

// ---------------------------------------------------------------------------------------------
// Words.

/** The word for a feature named on its tile: `city2` → `city`. */
const featureWord = (name) => FEATURE_WORDS[String(name || '').replace(/\d+$/, '')] || String(name || '');

function playerName(players, i) {
  const p = players && players[i];
  if (!p) return `Player ${Number(i) + 1}`;
  return typeof p === 'string' ? p : p.name || `Player ${Number(i) + 1}`;
}

/** A ghost's place in words: "the supply", "Blue's meeple on the road at (1, 0)", … */
export function spotWords(spot, players) {
  if (!spot || spot === 'supply' || spot.kind === 'supply') return 'the supply';
  if (spot.kind === 'circle') {
    return `the spell circle${spot.circles === 1 ? '' : 's'} at ${at(spot.x, spot.y)}`;
  }
  const who = spot.player === undefined ? 'the' : `${playerName(players, spot.player)}'s`;
  return `${who} meeple on the ${featureWord(spot.feature)} at ${at(spot.x, spot.y)}`;
}

function ownersOf(spots, players) {
  const seen = [];
  for (const s of spots) if (s.kind === 'meeple' && !seen.includes(s.player)) seen.push(s.player);
  return seen.map((p) => playerName(players, p));
}

function sourceWords(o, players) {
  const src = o.sources || [];
  if (o.from === 'supply') return 'from the supply';
  if (o.from === 'circles') {
    const circles = src.filter((s) => s.kind === 'circle');
    if (circles.length === 1) return `from ${spotWords(circles[0], players)}`;
    return 'from the bank\'s spell circles';
  }
  // S2: the 8 tiles around, then the supply
  const around = src.filter((s) => s.kind !== 'supply');
  if (!around.length) return 'from the supply (no ghost on the 8 tiles around)';
  const ghosts = around.reduce((n, s) => n + (s.ghosts || 0), 0);
  const hasSupply = src.some((s) => s.kind === 'supply') || ghosts < o.moved;
  const named = around.length <= 2
    ? joinWords(around.map((s) => `${spotWords(s, players)} (${plural(s.ghosts || 0, 'ghost')})`), 'or')
    : `the ${around.length} places around with ghosts (${plural(ghosts, 'ghost')} in all)`;
  return hasSupply ? `from ${named}, then the supply` : `from ${named}`;
}

function targetWords(o, players, current) {
  const t = o.targets || [];
  if (o.to === 'circle') {
    const c = t.find((s) => s.kind === 'circle');
    return c && c.circles > 1 ? `into its ${c.circles} circles` : 'into it';
  }
  const names = ownersOf(t, players);
  if (!t.length) return o.to === 'own' ? 'to your meeples' : 'to another player\'s meeples';
  if (o.to === 'own') {
    const you = current !== undefined ? playerName(players, current) : 'you';
    return t.length > 1 ? `to your meeples (${you}, ${t.length} to choose from)` : `to your meeple (${you})`;
  }
  if (!names.length) return 'to another player\'s meeple';
  const choose = t.length > 1 ? `, ${t.length} to choose from` : '';
  return `to ${joinWords(names, 'or')}'s meeple${t.length > 1 ? 's' : ''}${choose}`;
}

const OBLIGATION_VERB = {
  S1: 'Limit with spell circles',
  S2: 'New spell circle',
  M3: 'Continue',
  S3: 'More ghosts',
  S4: 'Close with circles',
  M4: 'Limit',
  S5: 'Limit with circles',
};

/**
 * The lines of the outcome panel: `[{cls, rule, text, sub?}]` (cls: others, own, draw, close,
 * score, none). `opts`: `{players, current}`.
 */
export function outcomeLines(preview, { players = [], current } = {}) {
  let lines = [];
  const rules = preview.rules || [];
  const bank = (b) => `bank of ${plural(b.tiles, 'tile')} at ${at(b.at.x, b.at.y)}`;
  const circleNote = (b) => (b.circle_ghosts ? `, ${plural(b.circle_ghosts, 'ghost')} in its spell circles` : '');

  for (const b of preview.continued || []) {
    lines.push({
      cls: 'others',
      rule: rules.includes('M3') ? 'M3' : 'M2',
      html: ['Continues the mist: ', ['strong', 'ghost to an opponent']],
      text: `Continues the mist (${bank(b)}${circleNote(b)}): ghost to an opponent`,
      sub: `The ${bank(b)}${circleNote(b)}.`,
    });
  }
  for (const b of preview.limited || []) {
    lines.push({
      cls: 'own',
      rule: rules.includes('M4') ? 'M4' : 'M2',
      html: ['Limits the mist: ', ['strong', rules.includes('M4') ? 'ghost to you' : 'no ghost (variant)']],
      text: `Limits the mist (${bank(b)}${circleNote(b)}): ${rules.includes('M4') ? 'ghost to you' : 'no ghost'}; it can never close`,
      sub: `The ${bank(b)}${circleNote(b)}; it can never close now.`,
    });
  }
  for (const b of preview.closed || []) {
    lines.push({
      cls: 'close',
      rule: 'M2',
      html: ['Closes the mist ', ['strong', bank(b)]],
      text: `Closes the mist ${bank(b)}${circleNote(b)}`,
      sub: b.circle_ghosts ? `${plural(b.circle_ghosts, 'ghost')} in its spell circles.` : 'Closing scores no points.',
    });
  }
  for (const o of preview.obligations || []) {
    const cls = o.to === 'circle' ? 'draw' : o.to === 'own' ? 'own' : 'others';
    let verb = OBLIGATION_VERB[o.rule] || o.rule;
    const n = o.moved;
    const what = n === o.owed ? plural(n, 'ghost') : `${plural(n, 'ghost')} of ${o.owed}`;
    let sentence;
    if (o.to === 'circle') {
      const c = (o.targets || []).find((t) => t.kind === 'circle');
      const k = c ? c.circles : 1;
      if (k > 1) verb = `${k} new spell circles`;
      sentence = n === 0
        ? `no ghost to draw (${plural(o.owed, 'ghost')} owed)`
        : `${k > 1 ? 'draw' : 'draws'} ${what} ${sourceWords(o, players)}`;
    } else if (n === 0) {
      sentence = `no ghost moves (${plural(o.owed, 'ghost')} owed ${targetWords(o, players, current)})`;
    } else {
      sentence = `${what} ${sourceWords(o, players)} ${targetWords(o, players, current)}`;
    }
    // the engine's text: "what; shortfall (G4); you choose … (S7); you choose … (S7a)"
    const clauses = (o.text || '').split('; ').slice(1);
    const ruleOf = (c) => (c.match(/\((G4|S7a?)\)\s*$/) || [])[1] || null;
    const said = clauses.filter(ruleOf);
    const sub = said
      .map((c) => c.replace(/\s*\((G4|S7a?)\)\s*$/, ''))
      .map((c) => `${c[0].toUpperCase()}${c.slice(1)}.`)
      .join(' ');
    lines.push({
      cls,
      rule: o.rule,
      html: [`${verb}: `, ['strong', sentence]],
      text: `${verb}: ${sentence}`,
      sub,
      subRule: said.length ? ruleOf(said[said.length - 1]) : null,
      choice: !!(o.choose_order || o.choose_circles),
    });
  }
  for (const c of preview.completed || []) {
    const kind = FEATURE_WORDS[c.kind] || c.kind;
    let sentence;
    if (c.kind === 'cemetery') {
      sentence = c.players && c.players.length
        ? `surrounds the cemetery: ${joinWords(c.players.map((p) => playerName(players, p)))} takes a guard`
        : 'surrounds the cemetery (no keeper on it)';
    } else {
      const who = c.players && c.players.length
        ? `to ${joinWords(c.players.map((p) => playerName(players, p)))}`
        : 'to nobody (no meeple on it yet)';
      sentence = `completes the ${kind} of ${plural(c.tiles, 'tile')}: ${plural(c.points, 'point')} ${who}`;
    }
    lines.push({
      cls: 'score',
      rule: c.rule,
      html: [['strong', sentence[0].toUpperCase() + sentence.slice(1)]],
      text: sentence[0].toUpperCase() + sentence.slice(1),
      sub: '',
    });
  }
  // the same obligation twice (two mist areas with a circle each): one line, counted
  const merged = [];
  for (const line of lines) {
    const prev = merged[merged.length - 1];
    if (prev && prev.rule === line.rule && prev.text === line.text && prev.sub === line.sub) prev.times = (prev.times || 1) + 1;
    else merged.push(line);
  }
  lines = merged;
  if (!lines.length) {
    lines.push({
      cls: 'none',
      rule: 'B1',
      html: ['A quiet placement: no mist touched, nothing completed.'],
      text: 'A quiet placement: no mist touched, nothing completed.',
      sub: '',
    });
  }
  return lines;
}

function build(spec) {
  if (typeof spec === 'string') return document.createTextNode(spec);
  const [tag, ...kids] = spec;
  const e = document.createElement(tag);
  for (const k of kids) e.append(build(k));
  return e;
}

/**
 * Fills `container` with the outcome panel for `preview` (from `g.preview`). `opts`:
 * `{players: view.players, kinds, current: view.current, supply: view.ghost_supply, heading}`
 * (`heading`: true for a "Tile at (x, y), turned r°" line, or its own text). A null
 * preview empties it. The container gets `aria-live="polite"` unless it has its own setting.
 */
export function renderOutcome(container, preview, opts = {}) {
  injectStyle();
  if (!container.hasAttribute('aria-live')) container.setAttribute('aria-live', 'polite');
  if (!preview) {
    container.replaceChildren();
    delete container.dataset.rules;
    return;
  }
  const { players = [], current, supply } = opts;
  const root = document.createElement('div');
  root.className = 'mo-outcome';
  if (opts.heading) {
    const head = document.createElement('p');
    head.className = 'mo-head';
    head.textContent = typeof opts.heading === 'string'
      ? opts.heading : `Tile at ${at(preview.x, preview.y)}, turned ${preview.rotation}°`;
    root.append(head);
  }
  const ul = document.createElement('ul');
  for (const line of outcomeLines(preview, { players, current })) {
    const li = document.createElement('li');
    li.className = `mo-line mo-${line.cls}`;
    li.dataset.rule = line.rule;
    const dot = document.createElement('span');
    dot.className = 'mo-dot';
    dot.setAttribute('aria-hidden', 'true');
    const text = document.createElement('span');
    text.className = 'mo-text';
    for (const part of line.html) text.append(build(part));
    if (line.times > 1) text.append(document.createTextNode(` (× ${line.times})`));
    if (line.sub) {
      const sub = document.createElement('span');
      sub.className = 'mo-sub';
      sub.append(document.createTextNode(line.sub));
      if (line.subRule) sub.append(document.createTextNode(' '), ruleLink(line.subRule));
      text.append(sub);
    }
    li.append(dot, text, ruleLink(line.rule));
    ul.append(li);
  }
  root.append(ul);
  const foot = document.createElement('p');
  foot.className = 'mo-foot';
  const supplyText = [];
  if (typeof supply === 'number' && typeof preview.supply_after === 'number' && supply !== preview.supply_after) {
    supplyText.push(`Ghost supply ${supply} → ${preview.supply_after}.`);
  }
  foot.append(document.createTextNode(`${supplyText.join(' ')} Rules:`.trim()));
  for (const id of preview.rules || []) foot.append(ruleLink(id));
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
