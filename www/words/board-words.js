// The text board's words (docs/ACCESSIBILITY.md): what one cell of the board holds, where it is,
// the scores, the ghost supply and the tiles left, worded by the
// messages of panel.ftl ("The text board") in the words in use. The data is the scene's
// (render/scene.js `sceneCells`) and the engine's views; nothing here reads the page.

import { featureWord } from './log-words.js';
import { playerName, placeLabels, sentence, spotWords } from './outcome.js';
import { iso, spotKey } from './text.js';
import { list, t } from './i18n.js';

/**
 * @typedef {{kind: string, name?: string, sides?: string, halves?: string[], shields?: number, circles?: number}} Feature
 *   a feature of a tile kind (the engine's KindView's)
 * @typedef {{id: string, features: Feature[]}} Kind a tile kind, as far as its words need
 * @typedef {{player: number, feature: string, guard?: boolean, ghosts?: number}} Piece a meeple or a guard
 * @typedef {import('./outcome.js').Places} Places the board's labels (outcome.js placeLabels)
 */

const SIDES = ['N', 'E', 'S', 'W'];

/** A side letter of a tile's kind, turned `rotation` degrees clockwise (as the board draws it). */
const turned = (/** @type {string} */ side, /** @type {number} */ rotation) => SIDES[(SIDES.indexOf(side) + Math.round(rotation / 90)) % 4];

/** Which compass half a half side is (docs/TILES.md: `XL`/`XR`, left/right looking out through X). */
/** @type {Record<string, Record<string, string>>} */
const HALF = { N: { L: 'W', R: 'E' }, E: { L: 'N', R: 'S' }, S: { L: 'E', R: 'W' }, W: { L: 'S', R: 'N' } };

/**
 * The sides a feature reaches on the board, in words and compass order: a whole side ("south"),
 * or one half of it ("south (east half)": two fields on one side are told apart).
 * @param {Feature} f
 * @param {number} rotation
 */
function featureSides(f, rotation) {
  /** @type {Map<string, Set<string>>} */
  const halves = new Map();
  for (const h of f.halves || []) if (SIDES.includes(h[0])) halves.set(h[0], new Set([...(halves.get(h[0]) || []), h[1]]));
  /** @type {Map<string, string>} */
  const words = new Map();
  for (const s of SIDES) {
    const whole = (f.sides || '').includes(s) || (halves.get(s) || new Set()).size === 2;
    if (!whole && !halves.has(s)) continue;
    const at = turned(s, rotation);
    const side = t(`side-${at}`);
    words.set(at, whole ? side : t('board-side-half', { side, half: HALF[at][[...(halves.get(s) || [])][0]] }));
  }
  return SIDES.filter((s) => words.has(s)).map((s) => words.get(s));
}

/**
 * Where a cell is, in words, from the centre of the table (the first start tile, cell 0, 0):
 * "2 east and 1 north of the centre", "the centre". North is up on the board.
 * @param {number} x
 * @param {number} y
 */
export function whereWords(x, y) {
  const parts = [];
  if (x) parts.push(t(x > 0 ? 'board-east' : 'board-west', { n: Math.abs(x) }));
  if (y) parts.push(t(y < 0 ? 'board-north' : 'board-south', { n: Math.abs(y) }));
  return parts.length ? t('board-from-centre', { where: list(parts) }) : t('board-centre');
}

/**
 * One feature of a tile in words: "City, north and east, a shield". `circles`: its spell circles on the board.
 * @param {Feature} f
 * @param {number} rotation
 * @param {{label: number, ghosts: number}[]} [circles]
 */
function featureOnTile(f, rotation, circles = []) {
  let text = featureWithSides(f, rotation);
  if (f.shields) text = t('board-feature-shields', { what: text, n: f.shields });
  if (!circles.length && f.circles) text = t('board-feature-circles', { what: text, n: f.circles });
  for (const c of circles) text = t('board-feature-circle', { what: text, label: c.label, ghosts: c.ghosts });
  return text;
}

/** A feature of a tile by its kind and the sides it reaches, turned `rotation` ("Field, south (east half)"). @param {Feature} f @param {number} rotation */
export function featureWithSides(f, rotation) {
  const sides = featureSides(f, rotation);
  const label = t(`feature-label-${f.kind}`);
  return sides.length ? t('board-feature-sides', { label, sides: list(sides) }) : label;
}

/** A tile's features in words, turned `rotation` degrees: "City, north; Road, east and west; Field…". @param {Kind} kind @param {number} rotation */
export function tileWords(kind, rotation) {
  return t('board-tile', { tile: kind.id, rotation, features: kind.features.map((f) => featureOnTile(f, rotation)).join(t('board-features-separator')) });
}

/**
 * A piece on a feature in words: "Blue 2, a meeple on the city, has 1 ghost".
 * @param {number} x
 * @param {number} y
 * @param {Piece} m
 * @param {any[]} players
 * @param {Places} places
 */
function pieceWords(x, y, m, players, places) {
  const label = places.get(spotKey({ x, y, feature: m.feature }));
  const who = label ? t('meeple-label', { case: 'nom', player: playerName(players, m.player), n: label.n }) : playerName(players, m.player);
  const kind = String(m.feature).replace(/\d+$/, '');
  return t(m.guard ? 'board-guard' : 'board-meeple', { who: iso(who), kind, feature: featureWord(m.feature), ghosts: m.ghosts || 0 });
}

/**
 * What cell (x, y) holds, as the scene has it (`sceneCells`): the tile, the rotations that fit
 * when empty (`legal`), the pieces on it; built from the view when a page has no scene at hand.
 * @param {any} view
 * @param {number} x
 * @param {number} y
 * @param {number[] | null} [legal]
 */
export function viewCell(view, x, y, legal = null) {
  const tile = view.tiles.find((/** @type {{x: number, y: number}} */ tt) => tt.x === x && tt.y === y);
  return {
    x, y, tile: tile ? { kind: tile.kind, rotation: tile.rotation } : null,
    legal: !tile && legal && legal.length ? [...legal].sort((a, b) => a - b) : null,
    meeples: view.meeples.filter((/** @type {any} */ m) => m.x === x && m.y === y).map((/** @type {any} */ m) => ({ player: m.player, feature: m.feature, guard: Boolean(m.guard), ghosts: m.ghosts || 0 })),
  };
}

/**
 * What one cell holds, in words: the one wording of a board cell, for the game page's text
 * board, the embed's and the editor's keyboard cursors. `cell`: an entry of
 * `sceneCells(scene).cells`, or `viewCell(view, x, y, legal)`, or null for an empty cell. `opts`:
 * - `view`, `kinds`: the engine's;
 * - `where`: how the sentence begins (default `whereWords(x, y)`; null: the caller says where);
 * - `index`, `total`: the cell's place among the cells where the tile fits ("Free cell 2 of 7");
 * - `rotation` (the tile in hand's, when the page's keys place it: says whether Enter places it
 *   as turned, or R turns it to fit) — null when the page's keys do other things;
 * - `frontier`: the cell touches tiles (an empty one then says the tile does not fit), with
 *   `problem` the engine's reason in words when there is one;
 * - `lastBy` (the player of the tile placed last, when it is this one) or `last` (it is, player untold).
 * @param {number} x
 * @param {number} y
 * @param {{tile: {kind: number, rotation: number} | null, legal: number[] | null, meeples: Piece[]} | null} cell
 * @param {{view: any, kinds: readonly Kind[], where?: string | null, index?: number, total?: number,
 *   rotation?: number | null, frontier?: boolean, problem?: string, lastBy?: number | null, last?: boolean}} opts
 */
export function cellWords(x, y, cell, {
  view, kinds, where = /** @type {string | null} */ (whereWords(x, y)), index = 0, total = 0, rotation = null, frontier = false, problem = '', lastBy = null, last = false,
}) {
  const at = (/** @type {string} */ what) => (where ? t('board-at', { where, what }) : what);
  const players = view.players;
  const places = placeLabels(view);
  if (!cell || (!cell.tile && !cell.legal)) {
    if (problem) return at(t('board-cell-no-fit', { why: problem }));
    return at(t(frontier ? 'cell-no-fit' : 'cell-empty'));
  }
  if (!cell.tile) {
    const legal = cell.legal || [];
    const rotations = list(legal.map((r) => t('board-rotation', { rotation: r })), 'or');
    const parts = [t('cell-legal', { n: index || 1, total: total || 1, rotations })];
    if (rotation !== null) parts.push(t(legal.includes(rotation) ? 'board-legal-now' : 'board-legal-turn', { rotation }));
    return at(parts.join(' '));
  }
  const kind = kinds[cell.tile.kind] || { id: '?', features: [] };
  const rot = cell.tile.rotation;
  const circleLabels = [...places].filter(([, l]) => l.kind === 'circle');
  const features = kind.features.map((f) => {
    const circles = view.circles
      .filter((/** @type {any} */ c) => c.x === x && c.y === y && c.feature === f.name)
      .map((/** @type {any} */ c) => {
        const found = circleLabels.find(([k]) => k === spotKey(c));
        return { label: found ? found[1].n : 0, ghosts: c.ghosts || 0 };
      });
    return featureOnTile(f, rot, circles);
  });
  const parts = [t('board-tile', { tile: kind.id, rotation: rot, features: features.join(t('board-features-separator')) })];
  for (const m of cell.meeples) parts.push(pieceWords(x, y, m, players, places));
  if (lastBy !== null) parts.push(t('board-cell-last', { player: iso(playerName(players, lastBy)) }));
  else if (last) parts.push(t('board-cell-last-tile'));
  return at(parts.join(' '));
}

/** The scores in words: each player's points and pieces in supply, the player to move first named. @param {any} view */
export function scoreWords(view) {
  const ghostsOn = view.players.map(() => 0);
  for (const m of view.meeples) ghostsOn[m.player] += m.ghosts || 0;
  const lines = view.players.map((/** @type {any} */ p, /** @type {number} */ i) => t('board-score', {
    player: iso(playerName(view.players, i)), points: p.score, meeples: p.meeples, guards: p.guards,
    ghosts: ghostsOn[i], mist: view.ghosts_in_play ? 'yes' : 'no',
  }));
  return lines.join(' ');
}

/** The ghost supply and the tiles left, in words. @param {any} view */
export function supplyWords(view) {
  const tiles = view.bag_left + (view.hand_id ? 1 : 0);
  const parts = [t('board-tiles-left', { n: tiles })];
  if (view.ghosts_in_play) parts.push(t('board-ghost-supply', { n: view.ghost_supply }));
  return parts.join(' ');
}

/**
 * A meeple spot of the tile just placed, in words as the cell says the feature (its sides as
 * turned): "Road, east and west: a meeple." (a guard's: "…: a guard."). `kind`: the tile's kind.
 * @param {Kind | null | undefined} kind
 * @param {string} feature
 * @param {number} rotation
 * @param {boolean} guard
 */
export function meepleChoiceWords(kind, feature, rotation, guard) {
  const f = kind ? kind.features.find((x) => x.name === feature) : null;
  const what = f ? featureOnTile(f, rotation) : featureWord(feature);
  return t(guard ? 'board-choice-guard' : 'board-choice-meeple', { feature: what });
}

/**
 * Where a ghost's place is and what it holds, as the cell says it: "2 east of the centre: Blue 2:
 * a meeple on the road, with 1 ghost."; '' for the supply (no cell).
 * @param {any} spot
 * @param {any} view
 * @param {Places} places
 */
function spotAtWords(spot, view, places) {
  if (!spot || spot.kind === 'supply' || spot.x === undefined) return '';
  const m = spot.kind === 'meeple' ? view.meeples.find((/** @type {any} */ p) => p.x === spot.x && p.y === spot.y && p.feature === spot.feature) : null;
  const what = m ? pieceWords(spot.x, spot.y, m, view.players, places) : sentence(spotWords(spot, view.players, places));
  return t('board-at', { where: whereWords(spot.x, spot.y), what });
}

/**
 * A ghost move of the ghost phase in words: the move ("Move a ghost from the supply to Blue 2.")
 * then where its places are and what they hold. `from`, `to`: the phase's spots.
 * @param {any} from
 * @param {any} to
 * @param {any} view
 * @param {Places} places
 */
export function ghostChoiceWords(from, to, view, places) {
  const move = t('move-title', { from: spotWords(from, view.players, places, 'from'), to: spotWords(to, view.players, places, 'to') });
  return [sentence(move), spotAtWords(from, view, places), spotAtWords(to, view, places)].filter(Boolean).join(' ');
}
