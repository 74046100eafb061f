// The scenario editor's model: the scenario document (docs/FORMATS.md) as a plain object, the
// edits that make a new document from the old one, the undo/redo history, and the small readings
// of the engine's answers the editor needs (where an error points, expectations from a view, the
// words a tile kind is searched by). Pure: no DOM, no engine; tested by node
// (tests/unit/editor-model.test.mjs).
//
// Legality is not decided here: every edit's document is loaded by the engine (editor/engine.js),
// which refuses it in words. This file only moves data around.

import { TEXT_LANGS } from '../words/text.js';
import { t } from '../words/i18n.js';
import { DEFAULT_PLAYER_NAMES, DEFAULT_SETS } from '../engine/vocabulary.js';

/**
 * A scenario document as the editor holds it (docs/FORMATS.md): a plain object as the file
 * writes it, each field read by name; the engine checks every one (editor/engine.js).
 * @typedef {Record<string, any>} Doc
 */
/** Something at a cell of the board: a tile laid, a meeple, a circle's ghosts. @typedef {{x: number, y: number, feature?: string} & Record<string, any>} AtCell */

/** The format's keys in the order the editor writes them (docs/FORMATS.md). */
export const FIELD_ORDER = [
  'format', 'version', 'title', 'rules', 'description', 'players', 'sets', 'seed', 'variants',
  'tile_data', 'tiles', 'board', 'meeples', 'circles', 'supply', 'guard_supply', 'scores', 'current', 'hand',
  'bag', 'goal', 'expect', 'steps',
];

/**
 * The tile data a new document names its set tiles from (docs/FORMATS.md `tile_data`): today's.
 * A document opened from a file keeps its own (none: 1, the tiles it was written with).
 */
export const TILE_DATA = 2;

/** An empty scenario: two players, the base set, today's tiles, no tile laid yet. */
export function emptyDoc() {
  return {
    format: 'carcassonne-mist/scenario', version: 1,
    players: [...DEFAULT_PLAYER_NAMES], sets: [...DEFAULT_SETS], tile_data: TILE_DATA, board: [],
  };
}

const isEmpty = (/** @type {unknown} */ v) => v === undefined || v === null || v === ''
  || (Array.isArray(v) && v.length === 0)
  || (typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0);

/**
 * A text in several languages with only English becomes a plain text; empty ones vanish.
 * @param {any} t a text as a file writes it: a string, or texts by language
 * @returns {any}
 */
export function tidyText(t) {
  if (t === null || t === undefined) return undefined;
  if (typeof t !== 'object') return t === '' ? undefined : t;
  /** @type {Record<string, any>} */
  const out = {};
  for (const l of TEXT_LANGS) if (typeof t[l] === 'string' && t[l] !== '') out[l] = t[l];
  for (const [k, v] of Object.entries(t)) if (!(k in out) && !TEXT_LANGS.includes(k)) out[k] = v; // the engine says what is wrong
  if (!Object.keys(out).length) return undefined;
  if (Object.keys(out).length === 1 && 'en' in out) return out.en;
  return out;
}

/**
 * The document as the editor writes it: keys in the format's order, empty and default fields
 * left out (`rotation: 0`, `[]`, `{}`), texts tidied. Idempotent, so that what the editor
 * writes reads back into the same document.
 * @param {Doc} doc
 * @returns {Doc}
 */
export function normalise(doc) {
  /** @type {Doc} */
  const out = {};
  /** @type {Doc} */
  const src = { ...doc };
  src.board = (doc.board || []).map((/** @type {AtCell} */ t) => {
    /** @type {AtCell} */
    const b = { tile: t.tile, x: t.x, y: t.y };
    if (t.rotation) b.rotation = t.rotation;
    return b;
  });
  for (const k of ['title', 'description']) src[k] = tidyText(doc[k]);
  if (Array.isArray(doc.steps)) {
    src.steps = doc.steps.map((/** @type {Record<string, any>} */ s) => {
      /** @type {Record<string, any>} */
      const step = { do: s.do };
      const caption = tidyText(s.caption);
      if (caption !== undefined) step.caption = caption;
      for (const k of Object.keys(s)) if (!['do', 'caption'].includes(k) && s[k] !== undefined && s[k] !== null) step[k] = s[k];
      return step;
    });
  }
  for (const k of FIELD_ORDER) {
    if (k === 'board') out.board = src.board;
    else if (k === 'bag' && Array.isArray(src.bag)) out.bag = src.bag; // [] means: the hand is the last tile
    else if (k === 'seed' && src.seed) out.seed = src.seed;
    else if (k !== 'seed' && !isEmpty(src[k])) out[k] = src[k];
  }
  for (const k of Object.keys(src)) if (!FIELD_ORDER.includes(k) && src[k] !== undefined) out[k] = src[k]; // unknown: the engine names it
  return out;
}

/**
 * The document as text, as the editor exports it.
 * @param {Doc} doc
 */
export function docText(doc) {
  return `${JSON.stringify(normalise(doc), null, 2)}\n`;
}

/** The players' names, in turn order. */
export const playerNames = (/** @type {Doc} */ doc) => (doc.players || []).map((/** @type {any} */ p) => (typeof p === 'string' ? p : p && p.name));

/**
 * The document without its steps and expectations: the position alone.
 * @param {Doc} doc
 */
export function positionOnly(doc) {
  const { steps, expect, ...rest } = doc;
  return rest;
}

const sameCell = (/** @type {AtCell} */ a, /** @type {number} */ x, /** @type {number} */ y) => a.x === x && a.y === y;
const on = (/** @type {number} */ x, /** @type {number} */ y, /** @type {string} */ feature) => (/** @type {AtCell} */ m) => m.x === x && m.y === y && m.feature === feature;

/** The index of the board tile at (x, y), or -1. */
export const tileIndexAt = (/** @type {Doc} */ doc, /** @type {number} */ x, /** @type {number} */ y) => (doc.board || []).findIndex((/** @type {AtCell} */ t) => sameCell(t, x, y));

/**
 * Lays `tile` at (x, y) turned `rotation`, after the tiles already laid (board order, B1).
 * @param {Doc} doc
 * @param {string} tile
 * @param {number} x
 * @param {number} y
 * @param {number} [rotation]
 */
export function addTile(doc, tile, x, y, rotation = 0) {
  return { ...doc, board: [...(doc.board || []), { tile, x, y, rotation }] };
}

/**
 * Turns board tile `i` to `rotation` degrees; the pieces on it keep their features.
 * @param {Doc} doc
 * @param {number} i
 * @param {number} rotation
 */
export function rotateTile(doc, i, rotation) {
  return { ...doc, board: doc.board.map((/** @type {AtCell} */ t, /** @type {number} */ j) => (j === i ? { ...t, rotation } : t)) };
}

/**
 * Orders board tiles so that each after the first touches an earlier one, keeping their order
 * where it can (the format lays them in order; moving or removing a tile may break it). Tiles
 * cut off from the first keep their place at the end: the engine then says which.
 * @param {AtCell[]} board
 * @returns {AtCell[]}
 */
export function connectedOrder(board) {
  if (board.length < 2) return board;
  const out = [board[0]];
  const rest = board.slice(1);
  const touches = (/** @type {AtCell} */ t) => out.some((o) => Math.abs(o.x - t.x) + Math.abs(o.y - t.y) === 1);
  for (;;) {
    const k = rest.findIndex(touches);
    if (k < 0) break;
    out.push(rest.splice(k, 1)[0]);
  }
  return [...out, ...rest];
}

/**
 * Moves board tile `i` to (x, y) with its meeples and circle ghosts.
 * @param {Doc} doc
 * @param {number} i
 * @param {number} x
 * @param {number} y
 */
export function moveTile(doc, i, x, y) {
  const from = doc.board[i];
  const moved = (/** @type {AtCell} */ m) => (sameCell(m, from.x, from.y) ? { ...m, x, y } : m);
  const rest = doc.board.filter((/** @type {AtCell} */ _, /** @type {number} */ j) => j !== i);
  const board = i === 0 ? [{ ...from, x, y }, ...rest] : connectedOrder([...rest, { ...from, x, y }]);
  /** @type {Doc} */
  const out = { ...doc, board };
  if (doc.meeples) out.meeples = doc.meeples.map(moved);
  if (doc.circles) out.circles = doc.circles.map(moved);
  return out;
}

/**
 * Takes board tile `i` away with the pieces on it.
 * @param {Doc} doc
 * @param {number} i
 */
export function removeTile(doc, i) {
  const t = doc.board[i];
  const off = (/** @type {AtCell} */ m) => !sameCell(m, t.x, t.y);
  /** @type {Doc} */
  const out = { ...doc, board: connectedOrder(doc.board.filter((/** @type {AtCell} */ _, /** @type {number} */ j) => j !== i)) };
  if (doc.meeples) out.meeples = doc.meeples.filter(off);
  if (doc.circles) out.circles = doc.circles.filter(off);
  return out;
}

/** The meeple on feature `feature` of the tile at (x, y), or null. */
export const meepleOn = (/** @type {Doc} */ doc, /** @type {number} */ x, /** @type {number} */ y, /** @type {string} */ feature) => (doc.meeples || []).find(on(x, y, feature)) || null;

/**
 * Puts `piece` ({player, guard, ghosts}) on the feature, or takes what stands there away
 * (`piece` null).
 * @param {Doc} doc
 * @param {number} x
 * @param {number} y
 * @param {string} feature
 * @param {{player: string, guard?: boolean, ghosts?: number} | null} piece
 */
export function setMeeple(doc, x, y, feature, piece) {
  const others = (doc.meeples || []).filter((/** @type {AtCell} */ m) => !on(x, y, feature)(m));
  if (!piece) return { ...doc, meeples: others };
  /** @type {AtCell} */
  const m = { player: piece.player, x, y, feature };
  if (piece.guard) m.guard = true;
  if (piece.ghosts) m.ghosts = piece.ghosts;
  const i = (doc.meeples || []).findIndex(on(x, y, feature));
  const list = [...(doc.meeples || [])];
  if (i >= 0) list[i] = m;
  else list.push(m);
  return { ...doc, meeples: list };
}

/** The ghosts in the spell circles of mist area `feature` of the tile at (x, y). */
export const circleGhosts = (/** @type {Doc} */ doc, /** @type {number} */ x, /** @type {number} */ y, /** @type {string} */ feature) => ((doc.circles || []).find(on(x, y, feature)) || { ghosts: 0 }).ghosts;

/**
 * Sets the ghosts in the spell circles of a mist area (0 removes the entry).
 * @param {Doc} doc
 * @param {number} x
 * @param {number} y
 * @param {string} feature
 * @param {number} ghosts
 */
export function setCircle(doc, x, y, feature, ghosts) {
  const list = [...(doc.circles || [])];
  const i = list.findIndex(on(x, y, feature));
  if (!ghosts) return { ...doc, circles: list.filter((/** @type {AtCell} */ _, /** @type {number} */ j) => j !== i) };
  if (i >= 0) list[i] = { ...list[i], ghosts };
  else list.push({ x, y, feature, ghosts });
  return { ...doc, circles: list };
}

/**
 * Ghosts on meeples and in circles, and the supply as given or as the engine would count it.
 * @param {Doc} doc
 */
export function ghostCount(doc) {
  const onMeeples = (doc.meeples || []).reduce((/** @type {number} */ n, /** @type {AtCell} */ m) => n + (Number(m.ghosts) || 0), 0);
  const inCircles = (doc.circles || []).reduce((/** @type {number} */ n, /** @type {AtCell} */ c) => n + (Number(c.ghosts) || 0), 0);
  const given = doc.supply !== undefined && doc.supply !== null;
  const supply = given ? doc.supply : 15 - onMeeples - inCircles;
  return { onMeeples, inCircles, supply, given, total: onMeeples + inCircles + supply };
}

/**
 * An edit that puts ghosts on meeples or in circles, or takes them off, when the supply is
 * written: the supply gives or takes them, so the 15 stay conserved (G1). An edit of the supply
 * itself is left as it is (the engine says when the count is off).
 * @param {Doc} before
 * @param {Doc} after
 */
export function keepSupply(before, after) {
  if (after.supply === undefined || after.supply === null || after.supply !== before.supply) return after;
  const placed = (/** @type {Doc} */ d) => ghostCount(d).onMeeples + ghostCount(d).inCircles;
  const delta = placed(after) - placed(before);
  return delta ? { ...after, supply: after.supply - delta } : after;
}

/**
 * Sets a field (undefined: leave it out, the format's default).
 * @param {Doc} doc
 * @param {string} key
 * @param {unknown} value
 */
export function setField(doc, key, value) {
  const out = { ...doc };
  if (value === undefined) delete out[key];
  else out[key] = value;
  return out;
}

/**
 * Sets one language of a text field (`title`, `description`).
 * @param {any} value the text as written: a string or texts by language
 * @param {string} lang
 * @param {string} text
 */
export function setText(value, lang, text) {
  const obj = typeof value === 'object' && value ? { ...value } : (value ? { en: value } : {});
  if (text) obj[lang] = text;
  else delete obj[lang];
  return tidyText(obj);
}

/**
 * The text of `value` in `lang` exactly as written there ('' when missing).
 * @param {any} value
 * @param {string} lang
 * @returns {string}
 */
export function textIn(value, lang) {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'object') return lang === 'en' ? String(value) : '';
  return typeof value[lang] === 'string' ? value[lang] : '';
}

/**
 * Renames, recolours, adds or removes players: `players` the new list ([{name, colour}]),
 * `renames` old name → new name. Meeples, scores, guard supplies and whose turn follow a
 * rename; a removed player's pieces leave the board.
 * @param {Doc} doc
 * @param {{name: string, colour?: string}[]} players
 * @param {Record<string, string>} [renames]
 */
export function setPlayers(doc, players, renames = {}) {
  const keep = new Set(players.map((p) => p.name));
  const rename = (/** @type {string} */ n) => (Object.hasOwn(renames, n) ? renames[n] : n);
  /** @type {Doc} */
  const out = { ...doc, players: players.map((p) => (p.colour ? { name: p.name, colour: p.colour } : p.name)) };
  if (doc.meeples) out.meeples = doc.meeples.map((/** @type {AtCell} */ m) => ({ ...m, player: rename(m.player) })).filter((/** @type {AtCell} */ m) => keep.has(m.player));
  for (const k of ['scores', 'guard_supply']) {
    if (!doc[k]) continue;
    out[k] = Object.fromEntries(Object.entries(doc[k]).map(([n, v]) => [rename(n), v]).filter(([n]) => keep.has(n)));
  }
  if (doc.current !== undefined) {
    const c = rename(doc.current);
    if (keep.has(c)) out.current = c;
    else delete out.current;
  }
  return out;
}

/** Appends a step (`{do, caption?, refused?, error?}`). */
export const addStep = (/** @type {Doc} */ doc, /** @type {object} */ step) => ({ ...doc, steps: [...(doc.steps || []), step] });

/** Takes back steps `i` and after (the later ones follow from it). */
export const dropSteps = (/** @type {Doc} */ doc, /** @type {number} */ i) => ({ ...doc, steps: (doc.steps || []).slice(0, i) });

/**
 * Sets the caption of step `i` in `lang`.
 * @param {Doc} doc
 * @param {number} i
 * @param {string} lang
 * @param {string} text
 */
export function setCaption(doc, i, lang, text) {
  const steps = [...(doc.steps || [])];
  const s = { ...steps[i] };
  const c = setText(s.caption, lang, text);
  if (c === undefined) delete s.caption;
  else s.caption = c;
  steps[i] = s;
  return { ...doc, steps };
}

/**
 * Where an engine error points: `{field, index, key}` read from its field path (the engine's
 * `fileProblem(…).path`, data: `board[3]`, `meeples[0].ghosts`, `supply`), or null (none: the
 * whole file).
 * @param {string | null | undefined} path
 */
export function errorTarget(path) {
  const m = /^(?:scenario\.)?([a-z_]+)(?:\[(\d+)\])?(?:\.([\w-]+))?(?:\.[\w.[\]-]+)?$/.exec(String(path || ''));
  if (!m) return null;
  return { field: m[1], index: m[2] === undefined ? null : Number(m[2]), key: m[3] || null };
}

/**
 * The cell an error points at in `doc` (a board tile, a meeple's, a circle's), or null.
 * @param {Doc} doc
 * @param {ReturnType<typeof errorTarget>} target
 */
export function errorCell(doc, target) {
  if (!target || target.index === null) return null;
  /** @type {Record<string, AtCell[] | undefined>} */
  const lists = { board: doc.board, meeples: doc.meeples, circles: doc.circles };
  const list = Object.hasOwn(lists, target.field) ? lists[target.field] : undefined;
  const it = list && list[target.index];
  return it && Number.isInteger(it.x) && Number.isInteger(it.y) ? { x: it.x, y: it.y, feature: it.feature || null } : null;
}

/**
 * The words a tile kind (from the engine's `kinds()`) is found by: its id and what is on it
 * (city, road, monastery, castle, cemetery, mist, spell circle, shield…), lower case.
 * @param {{id: string, set?: string, features?: {kind: string, circles?: number, shields?: number}[]}} kind
 */
export function kindWords(kind) {
  const words = new Set([String(kind.id).toLowerCase(), String(kind.set || '').toLowerCase()]);
  for (const f of kind.features || []) {
    words.add(t(`editor-kind-${f.kind}`));
    if (f.circles) words.add(t('editor-kind-circle'));
    if (f.shields) words.add(t('editor-kind-shield'));
  }
  if ((kind.features || []).filter((f) => f.kind === 'road').length >= 3) words.add(t('editor-kind-crossing'));
  return [...words].filter(Boolean);
}

/**
 * Whether `kind` matches the search `query`: every word of the query is the start of its id
 * (exactly, for a short id: "B" finds B, not BG) or part of a word of what is on it.
 * @param {Parameters<typeof kindWords>[0]} kind
 * @param {string} query
 */
export function kindMatches(kind, query) {
  const q = String(query || '').trim().toLowerCase();
  if (!q) return true;
  const id = String(kind.id).toLowerCase();
  if (q === id) return true;
  const words = kindWords(kind);
  return q.split(/[\s,]+/).every((part) => part === id || words.some((wd) => wd !== id && wd.includes(part)) || (part.length > 1 && id.startsWith(part)));
}

/**
 * The engine's current answers as a scenario's expectations (docs/FORMATS.md): whose turn, the
 * phase, the hand, scores, meeples left, the pieces on the board, circles, the ghost supply, the
 * bag, and the placements or meeple spots on offer. `view`: the engine's `view()`;
 * `placements`: its `legalPlacements()` (place-tile phase).
 * @param {import('../../types/engine/GameView').GameView} view
 * @param {import('../../types/engine/PlacementView').PlacementView[] | null} [placements]
 */
export function expectFromView(view, placements = null) {
  const names = view.players.map((p) => p.name);
  const per = (/** @type {(p: import('../../types/engine/PlayerView').PlayerView) => number} */ f) => Object.fromEntries(view.players.map((p) => [p.name, f(p)]));
  /** @type {Record<string, any>} the expectations, by the format's names */
  const e = {
    phase: view.phase,
    scores: per((p) => p.score),
    meeples_left: per((p) => p.meeples),
    meeples_on_board: view.meeples.length,
    meeples: view.meeples.map((m) => {
      /** @type {Record<string, any>} */
      const o = { player: names[m.player], x: m.x, y: m.y, feature: m.feature };
      if (m.guard) o.guard = true;
      if (m.ghosts) o.ghosts = m.ghosts;
      return o;
    }),
    bag_left: view.bag_left,
  };
  if (view.phase !== 'game-over') {
    e.current = names[view.current];
    e.hand = view.hand_id || '';
  }
  if (view.ghosts_in_play) {
    e.supply = view.ghost_supply;
    e.circles = view.circles.filter((c) => c.ghosts).map((c) => ({ x: c.x, y: c.y, feature: c.feature, ghosts: c.ghosts }));
  }
  if (view.discarded && view.discarded.length) e.discarded = [...view.discarded];
  if (view.phase === 'place-tile' && placements) e.legal_placements = placements.length;
  if (view.phase === 'meeple') e.meeple_spots = [...new Set(view.meeple_spots)];
  return e;
}

/** The undo/redo history of documents (kept as text, so no edit can change an old one). */
export class History {
  /**
   * @param {Doc} doc
   * @param {number} [limit]
   */
  constructor(doc, limit = 500) {
    this.items = [JSON.stringify(doc)];
    this.at = 0;
    this.limit = limit;
  }

  get doc() { return JSON.parse(this.items[this.at]); }

  get canUndo() { return this.at > 0; }

  get canRedo() { return this.at < this.items.length - 1; }

  /**
   * Records `doc` as the newest state (forgetting what was undone); false when it is the same.
   * @param {Doc} doc
   */
  push(doc) {
    const text = JSON.stringify(doc);
    if (text === this.items[this.at]) return false;
    this.items = this.items.slice(0, this.at + 1);
    this.items.push(text);
    if (this.items.length > this.limit) this.items.shift();
    this.at = this.items.length - 1;
    return true;
  }

  undo() {
    if (this.canUndo) this.at--;
    return this.doc;
  }

  redo() {
    if (this.canRedo) this.at++;
    return this.doc;
  }
}
