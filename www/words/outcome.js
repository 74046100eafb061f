// What a placement would do, in words, from the engine's `g.preview(x, y, r)`: the outcome
// panel's lines (`outcomeLines`, `obligationLine`, `homeLine`), its sentences for a screen reader
// (`outcomeSentences`), the players' and places' names (`playerWord`, `placeLabels`,
// `spotWords`) and the rules' titles (`ruleTitle`). Every sentence is a message of the "panel"
// and "common" areas (www/locales/<lang>/*.ftl, i18n.js). No DOM: the panel itself is
// ui/outcome.js (`renderOutcome`, `ruleLink`), the board's labels and arrows render/markers.js,
// the colours render/colours.js. A line's `cls` is its kind (`own`, `close`, `score`…); an
// obligation's line carries the engine's `to` instead, which render/colours.js `lineKind` reads.

import { coord, spotKey } from './text.js';
import { list, t, words } from './i18n.js';
import { FEATURE_KINDS } from '../engine/vocabulary.js';

/** @typedef {import('../../types/engine/ObligationView').ObligationView} ObligationView */
/** @typedef {import('../../types/engine/HomeView').HomeView} HomeView */
/** @typedef {import('../../types/engine/SpotView').SpotView} SpotView */
/** @typedef {import('../../types/engine/Preview').Preview} Preview */
/**
 * How the board labels a place (`placeLabels`): a player's meeple ("Blue 2") or a spell circle
 * area ("circle 3").
 * @typedef {{kind: 'meeple', player: number, n: number, guard: boolean} | {kind: 'circle', n: number}} PlaceLabel
 */
/** The board's labels by spot key (`placeLabels(view)`). @typedef {Map<string, PlaceLabel>} Places */
/**
 * The players as a panel names them: a view's players (or the page's copies of them, with a
 * colour), or their names; read by `playerName` whichever it is.
 * @typedef {readonly any[]} Players
 */

/**
 * Rule `id`'s title as the reader sees it (`rule`: its ruleText): a variant (V1…) by the name
 * the New game dialog gives it in the reader's language (page.ftl `page-variant-V1`, where those
 * words are loaded), not by its option word in RULES.md (`limit-bonus`).
 * @param {string} id
 * @param {{title: string} | null | undefined} rule
 */
export function ruleTitle(id, rule) {
  const key = `page-variant-${id}`;
  if (/^V\d+$/.test(id) && words().has(key)) return t(key);
  return rule ? rule.title : '';
}

// ---------------------------------------------------------------------------------------------
// Words, from the preview's structured fields; every sentence is a message of panel.ftl (i18n.js).

/** The word for a feature named on its tile: `city2` → `city`. */
const featureWord = (/** @type {unknown} */ name) => {
  const id = `feature-${String(name || '').replace(/\d+$/, '')}`;
  return words().has(id) ? t(id) : String(name || '');
};


/** The words of draw.js's `featureLabel` ("Road · W–E") in the reader's language (common.ftl). */
export function featureLabelWords() {
  return {
    kinds: Object.fromEntries(FEATURE_KINDS.map((k) => [k, t(`feature-label-${k}`)])),
    compass: t('compass-points').split(/\s+/),
    centre: t('compass-centre'),
  };
}

/**
 * A name that is a standard colour (common.ftl `player-colour-<name>`, "Blue") in the reader's words ("Bleu"); others as written.
 * @param {string} name
 * @returns {string}
 */
export function playerWord(name) {
  const k = typeof name === 'string' ? name.trim().toLowerCase() : '';
  const id = `player-colour-${/** @type {Record<string, string>} */ ({ violet: 'purple', gray: 'grey' })[k] ?? k}`;
  return /^[a-z]{3,20}$/.test(k) && words().has(id) ? t(id) : name;
}

/**
 * Player i's name among `players` (a view's), as the reader sees it (`playerWord`).
 * @param {Players | null | undefined} players
 * @param {number} i
 * @returns {string}
 */
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
 * @param {{meeples?: readonly {player: number, x: number, y: number, feature: string, guard?: boolean}[], circles?: readonly {x: number, y: number, feature: string}[]} | null | undefined} view
 * @returns {Places}
 */
export function placeLabels(view) {
  /** @type {Places} */
  const labels = new Map();
  /** @type {Map<number, number>} */
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
 * @param {any} spot
 * @param {Players} players
 * @param {Places | null} [places] `placeLabels(view)` or null
 * @param {string} [kase]
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
const sideList = (/** @type {readonly string[]} */ sides) => list(sides.map((side) => t(`side-${side}`)));

/** A place's cell, for the coordinates shown on demand. */
export const cellOf = (/** @type {{x: number, y: number}} */ s) => t('cell-coordinates', { x: coord(s.x), y: coord(s.y) });

/**
 * @param {ObligationView} o
 * @param {Players} players
 * @param {Places | null} places
 */
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
  const ghosts = around.reduce((n, s) => n + ('ghosts' in s ? s.ghosts : 0), 0);
  const hasSupply = src.some((s) => s.kind === 'supply') || ghosts < o.moved;
  // all of them give when they hold no more than the circles take; else the player chooses
  const places_ = list(around.map((s) => spotWords(s, players, places, 'from')), ghosts <= o.owed ? 'and' : 'or');
  return t(hasSupply ? 'from-around' : 'from-around-only', { places: places_ });
}

/**
 * @param {ObligationView} o
 * @param {Players} players
 * @param {Places | null} places
 */
function targetWords(o, players, places) {
  const to = (o.targets || []).filter((s) => s.kind !== 'supply');
  if (o.to === 'circle') {
    // S2: each circle of the new tile draws one ghost, so a paid obligation (which keeps no
    // places) has as many circles as ghosts owed
    const c = to.find((s) => s.kind === 'circle');
    return t('to-new-circles', { circles: t('new-tile-circles', { n: c && c.kind === 'circle' ? c.circles : Math.max(1, o.owed || 0), case: 'in' }) });
  }
  if (to.length && to.length <= 3) return t('to-meeple', { whom: list(to.map((s) => spotWords(s, players, places, 'to')), 'or') });
  if (to.length) {
    const owners = [...new Set(to.map((s) => ('player' in s ? s.player : -1)))].map((p) => playerName(players, p));
    return t('to-meeples-of', { player: list(owners, 'or'), n: to.length });
  }
  return toWhom(o, players);
}

/**
 * "to Red's meeples", "to Blue's or Yellow's meeples": whom the ghosts were for.
 * @param {ObligationView} o
 * @param {Players} players
 */
function toWhom(o, players) {
  const names = (o.players || []).map((p) => playerName(players, p));
  if (o.to === 'own') return names.length ? t('to-whom-own', { player: names[0] }) : t('to-whom-own-yours');
  return t('to-whom-others', { players: list(names.map((n) => t('player-possessive', { player: n })), 'or') });
}

/**
 * Why some ghosts of `o` were not placed, in words (G4, V6): `{why, rule, notes}` or null.
 * @param {ObligationView} o
 * @param {Players} players
 */
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
 * line: `{cls: null, to, rule, parts, text, sub, subRule, marks, choice}` (see `outcomeLines`;
 * `to`: the engine's, coloured by render/colours.js `lineKind`). What moved,
 * from where, to whom; and, in the same line, how many were not placed, where they stay and
 * why (G4, V6). `opts`: `{players, places}`.
 * @param {ObligationView} o
 * @param {{players?: Players, places?: Places | null}} [opts]
 * @returns {OutcomeLine}
 */
export function obligationLine(o, { players = [], places = null } = {}) {
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
    cls: null, // its kind comes from `to` (render/colours.js ghostKind)
    to: o.to,
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
 * @param {HomeView} h
 * @param {Players} players
 * @param {Places | null} places
 * @returns {OutcomeLine}
 */
export function homeLine(h, players, places) {
  const meeple = spotWords({ ...h, kind: 'meeple' }, players, places, 'nom');
  const kind = String(h.feature).replace(/\d+$/, '');
  const text = t('home-line', { meeple, feature: featureWord(h.feature), kind });
  return { cls: 'own', rule: 'G3', parts: [['strong', text]], text, sub: '', marks: [spotKey(h)] };
}

/** The board places a line names: keys of `outcomeMarkers` ("bank:A", spot keys). */
const marksOf = (/** @type {readonly ({kind: string} & Partial<{x: number, y: number, feature: string}>)[]} */ spots) => spots.filter((s) => s && s.kind !== 'supply').map((s) => spotKey(s));

/**
 * A line of the outcome panel (`outcomeLines`, `obligationLine`, `homeLine`).
 * @typedef {object} OutcomeLine
 * @property {string | null} cls its kind when no `to` says it: others, own, close, score, none
 * @property {string} [to] an obligation's `to` (the engine's): render/colours.js `lineKind` colours it
 * @property {string} rule the rule it is by
 * @property {any[]} parts strings, `['strong', text]` and `{rule: id}` for a rule link inside it
 * @property {string} text its words
 * @property {string} sub its notes
 * @property {string | null} [subRule] the rule of its notes (S7, S7a)
 * @property {string[]} marks what it names on the board (keys of render/markers.js `outcomeMarkers`)
 * @property {string} [coords] the cell it is about, in words
 * @property {boolean} [choice] the player chooses how it is paid (S7, S7a)
 * @property {number} [times] the same line this many times
 */

/**
 * The lines of the outcome panel: one per bank the tile touches, one per ghost obligation, one
 * per feature completed: `[{cls, to?, rule, parts, text, sub, subRule, marks, coords}]` (cls:
 * others, own, close, score, none; an obligation's line: `to` instead, render/colours.js `lineKind`; `parts`: strings, `['strong', text]` and
 * `{rule: id}` for a rule link inside the line; `marks`: what the line names on the board).
 * `opts`: `{players, current, places}` (`places`: `placeLabels(view)`).
 * @param {import('../../types/engine/Preview').Preview} preview
 * @param {{players?: Players, current?: number, places?: Places | null}} [opts]
 * @returns {OutcomeLine[]}
 */
export function outcomeLines(preview, { players = [], places = null } = {}) {
  /** @type {OutcomeLine[]} */
  let lines = [];
  for (const b of preview.banks || []) {
    const by = (/** @type {string} */ act) => b.sides.filter((s) => s.acts === act).map((s) => s.side);
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
  /** @type {OutcomeLine[]} */
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
export const sentence = (/** @type {string} */ text) => (/[.!?…:]\s*$/.test(text) ? text.trim() : `${text.trim()}.`);

/**
 * The outcome panel's words said as sentences, for a screen reader's key (the text board's O):
 * the heading, each line and its notes, the ghost supply's change; not the rule links, nor the
 * coordinates. The panel's own lines (`outcomeLines`): one wording. `opts`: as `renderOutcome`'s.
 * @param {import('../../types/engine/Preview').Preview} preview
 * @param {{players?: Players, current?: number, supply?: number, places?: Places | null}} [opts]
 */
export function outcomeSentences(preview, { players = [], current, supply, places = null } = {}) {
  const out = [sentence(t('outcome-heading', { tile: preview.tile, rotation: preview.rotation }))];
  for (const line of outcomeLines(preview, { players, current, places })) {
    out.push(sentence(line.times && line.times > 1 ? `${line.text} ${t('line-times', { n: line.times })}` : line.text));
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
 * @param {Preview} preview
 * @param {number | undefined} supply
 */
export function supplyChange(preview, supply) {
  const after = preview.supply_after;
  const end = typeof preview.supply_end === 'number' ? preview.supply_end : after;
  if (typeof supply !== 'number' || typeof after !== 'number' || (supply === after && after === end)) return null;
  if (end === after) return { id: 'supply-change', args: { before: supply, after } };
  return { id: 'supply-change-back', args: { before: supply, after, end, back: end - after } };
}
