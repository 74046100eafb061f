// The one composition of the board, for every view: the page, the embed, the editor and the
// pictures (canvas and SVG) all draw a scene made here.
//
//   composeScene(view, opts)   what is on the board, in board terms (cells, features, the ghost
//                              supply; no pixels): the tiles, the legal cells, the tile placed
//                              last, the tile in hand, the pieces, the meeple spots, the ghost
//                              arrows and rings, the labels, the supply, the points rising
//   drawScene(f, scene, look)  draws it on frame f (board.js: {ctx, S, ox, oy, W, H, dpr}), in
//                              `look`'s colours (LOOKS); drawBoardLayer + drawSceneTop are its two
//                              halves, for a view that keeps the table and tiles as a picture
//   scenePlaces(f, scene, look) the device points of its places: a ghost's spot, the supply, the
//                              meeple spots (the page's hit tests use the same points)
//   sceneCells(scene)          what each cell holds, as data: the text description of the board
//   drawLegendMark(ctx, mark)  one of the board's marks alone, for the legend (ui/mist-view.js)
//
// A view never calls the drawing primitives (board.js, draw.js) for the board itself. The file is
// long (about 880 lines) for that reason: every mark of the board is composed here, and nowhere else.

import {
  arrowWidth, drawBankOutline, drawCircleGhosts, drawGhostArrows, drawLabels, drawLastTile, drawLegalCells,
  drawMeeples, drawTable, drawTileInHand, drawTiles, meepleHeight, ringAt, spotPoint, BANK_OUTLINE_STYLE, LEGAL_STYLE,
} from './board.js';
import { PALETTE, cellSeed, drawArrow, drawGhost, drawMeeple, drawSpellCircle, drawSpotMarker, drawTile, spotOnTile } from './draw.js';
import { placementsByCell, trimmed, withSameTurns } from './geometry.js';
import { placeLabels } from '../words/outcome.js';
import { OUTCOME_COLOURS, ghostKind } from './colours.js';
import { outcomeMarkers, previewArrows, spotMarkers } from './markers.js';
import { drawFeatureOutline } from './feature-outline.js';
import { cellKey, spotKey } from '../words/text.js';

/**
 * @typedef {import('../../types/engine/GameView').GameView} GameView
 * What a scene reads of a game view (the editor's empty board has no more).
 * @typedef {Pick<GameView, 'tiles' | 'meeples' | 'circles' | 'hand' | 'ghosts_in_play'> & Partial<Pick<GameView, 'ghost_supply'>>} SceneView
 * @typedef {import('../../types/engine/Preview').Preview} Preview
 * @typedef {import('../../types/engine/ObligationView').ObligationView} ObligationView
 * @typedef {import('../../types/engine/SpotView').SpotView} SpotView
 * @typedef {import('./board.js').Frame} Frame
 * @typedef {import('./board.js').Geom} Geom
 * @typedef {import('./board.js').Placed} Placed
 * @typedef {import('./board.js').Pt} Pt
 * @typedef {import('./markers.js').Marker} Marker
 * @typedef {import('./markers.js').Arrow} PreviewArrow
 * A ghost's end on the board: the supply, or a meeple's or a circle's feature (an engine's spot,
 * or a preview's end).
 * @typedef {import('./markers.js').ArrowEnd | SpotView} End
 * @typedef {{x: number, y: number}} Cell
 * @typedef {{feature: string, guard?: boolean}} MeepleRef
 * @typedef {'shown' | 'fits' | 'refused'} HandLook
 * @typedef {{x: number, y: number, kind: number, rotation: number, look: HandLook}} SceneHand
 * @typedef {{from: End | undefined, to: End | undefined, kind: string, weight: 'faint' | 'normal' | 'bold' | 'hot' | 'choice', ring?: boolean}} SceneArrow
 * @typedef {{at: End | undefined, look: 'selected' | 'source' | 'hot' | 'target', kind?: string}} SceneRing
 * @typedef {{feature: string, guard: boolean, hot: boolean, chosen: boolean, refused: boolean, colour: string}} SpotItem
 * @typedef {{tile: Placed, colour: string, markers: boolean, items: SpotItem[]}} SceneSpots
 * The page's interactive ghost choice (page/ghosts.js ghostState): the moves by their spots'
 * keys, the source chosen, the spots by key.
 * @typedef {{moves: {from: string, to: string}[], selected: string | null, sources: Map<string, End>,
 *   targets: Map<string, End>, kind: string}} GhostChoice
 * Another player's last turn (page/last-move.js `movesSince`).
 * @typedef {import('./markers.js').ArrowEnd} Place a ghost's place as the turn log writes it
 * @typedef {{player: number, tile: Cell, meeple?: {x: number, y: number, feature: string, guard?: boolean} | null,
 *   ghosts?: {from: Place, to: Place, kind: string, home?: boolean}[]}} Move
 * @typedef {{player: number, colour: string, tile: Cell, meeple: {x: number, y: number, feature: string} | null,
 *   ghosts: PreviewArrow[], home: {x: number, y: number, feature: string, player: number}[]}} MoveMarks
 * @typedef {{count: number, after: number | null, active: boolean, selected: boolean}} SceneSupply
 * @typedef {{x: number, y: number, text: string, colour: string, k: number}} Float
 * A feature outlined whole: the engine's `featureAt` spots and the kinds (render/feature-outline.js).
 * @typedef {{spots: {x: number, y: number, feature: string}[], kinds: {features: {kind: string, name: string, halves?: string[]}[]}[]}} FeatureMark
 *
 * What a view shows of its game (composeScene's options: each may be left out; its comment says
 * what each is).
 * @typedef {object} SceneOptions
 * @property {Geom[]} [geoms]
 * @property {Map<string, Set<number>> | null} [legalAt]
 * @property {number} [rotation]
 * @property {{x: number, y: number, rotation?: number, look?: HandLook, kind?: number | null, turned?: boolean} | null} [hand]
 * @property {(Preview & {error?: unknown}) | null} [preview]
 * @property {boolean} [previewPile]
 * @property {{tile: Cell, colour: string} | null} [last]
 * @property {Cell | null} [cursor]
 * @property {{x: number, y: number, feature?: string} | null} [flag]
 * @property {{x: number, y: number, feature: string}[] | null} [bank]
 * @property {FeatureMark | null} [feature]
 * @property {{tile: Placed, choices: {feature: string, guard?: boolean, colour?: string}[], hot?: MeepleRef | null,
 *   chosen?: MeepleRef | null, refused?: string[] | null, colour: string, markers?: boolean} | null} [meeples]
 * @property {ObligationView | null} [obligations]
 * @property {{from: End, to: End} | null} [scripted]
 * @property {GhostChoice | null} [ghostChoice]
 * @property {string | null} [ghostHover]
 * @property {Set<string> | null} [marks]
 * @property {Float[]} [floats]
 * @property {Move[]} [moves]
 * @property {number} [movesShown]
 * @property {(player: number) => string} [playerColour]
 *
 * The scene: what is on the board, in board terms (`composeScene`).
 * @typedef {object} Scene
 * @property {SceneView} view
 * @property {Geom[]} geoms
 * @property {(player: number) => string} playerColour
 * @property {{at: Map<string, Set<number>>, rotation: number} | null} legal
 * @property {{tile: Cell, colour: string} | null} last
 * @property {SceneHand | null} hand
 * @property {Cell | null} turned
 * @property {Cell | null} cursor
 * @property {{x: number, y: number, feature?: string} | null} flag
 * @property {{x: number, y: number, feature: string}[] | null} bank
 * @property {FeatureMark | null} feature
 * @property {SceneSpots | null} spots
 * @property {SceneArrow[]} arrows
 * @property {{arrows: PreviewArrow[], pile: boolean} | null} ghostArrows
 * @property {SceneRing[]} rings
 * @property {{markers: Marker[], highlight: Set<string> | null} | null} labels
 * @property {SceneSupply | null} supply
 * @property {Float[]} floats
 * @property {MoveMarks[]} moves
 * @typedef {{x: number, y: number, h: number, r: number, align: string}} Counter a counter's box (device pixels)
 * @typedef {{x: number, y: number, size: number, tile: Placed}} Loupe
 * @typedef {SpotItem & {x: number, y: number, size: number}} SpotPlace
 */

/** The embed's themes' colours (embed.css's custom properties), for the pictures. */
export const SCENE_COLOURS = {
  light: {
    table: '#e4ddcc', grid: 'rgba(0, 0, 0, 0.06)', fg: '#222018',
    legalFill: 'rgba(255, 255, 255, 0.3)', legal: '#8a5e04', legalOther: 'rgba(90, 70, 30, 0.75)', shown: '#c0392b',
    own: '#b0243a', others: '#9a5208', draw: '#6a45c2',
  },
  dark: {
    table: '#25221d', grid: 'rgba(255, 255, 255, 0.05)', fg: '#ece7dc',
    legalFill: 'rgba(255, 232, 150, 0.12)', legal: 'rgba(255, 224, 120, 0.95)', legalOther: 'rgba(255, 255, 255, 0.45)', shown: '#ff8a65',
    own: OUTCOME_COLOURS.own, others: OUTCOME_COLOURS.others, draw: OUTCOME_COLOURS.draw,
  },
};

/**
 * How a view draws its scene: colours, where the ghost supply sits (`supplyAt`: 'band' — the
 * strip of `top` device pixels above the board, left —, 'corner' — bottom right —, 'top-right'),
 * the smallest cells that get a grid, whether small tiles get a loupe in the meeple phase, the
 * band kept clear at the top (CSS pixels).
 */
export const LOOKS = {
  page: {
    table: PALETTE.table, grid: PALETTE.grid, gridMin: 20, fg: '#efe7d6', supplyFill: 'rgba(20, 18, 15, 0.78)',
    legal: LEGAL_STYLE, shown: '#ffe078', shownDash: null, refused: '#ff5a4a', fits: '#e6b955', turned: 'rgba(255, 255, 255, 0.6)',
    arrows: OUTCOME_COLOURS, supplyAt: 'corner', loupe: true, insetTop: 50, meepleMax: 46,
  },
  editor: {
    table: PALETTE.table, grid: PALETTE.grid, gridMin: 20, fg: '#efe7d6', supplyFill: 'rgba(20, 18, 15, 0.78)',
    // the dashed frames of the cells where the tile fits only turned: 3.7:1 on the table (WCAG 1.4.11)
    legal: LEGAL_STYLE, shown: '#ffe078', shownDash: null, refused: '#ff5a4a', fits: '#e6b955', turned: 'rgba(255, 255, 255, 0.6)',
    arrows: OUTCOME_COLOURS, supplyAt: 'top-right', loupe: false, insetTop: 40, meepleMax: 40,
  },
};

/**
 * How a view draws its scene (LOOKS, themeLook).
 * @typedef {Omit<typeof LOOKS.page, 'supplyFill' | 'shownDash'> & {supplyFill: string | null, shownDash: number[] | null}} Look
 */

/**
 * A look of the embed's or a picture's theme colours (SCENE_COLOURS, or the embed's CSS values).
 * @param {Record<string, string>} c
 */
export function themeLook(c) {
  return /** @type {Look} */ ({
    table: c.table || PALETTE.table, grid: c.grid || PALETTE.grid, gridMin: 0, fg: c.fg, supplyFill: null,
    legal: { fill: c.legalFill, otherFill: c.legalFill, stroke: c.legal, otherStroke: c.legalOther },
    shown: c.shown, shownDash: [6, 3], refused: c.shown, fits: c.legal, turned: c.legalOther,
    arrows: { own: c.own, others: c.others, draw: c.draw }, supplyAt: 'band', loupe: false, insetTop: 0, meepleMax: 40,
  });
}


/**
 * The legal placements of the tile in hand as the views show them: each at every rotation that
 * turns the tile the same way (B1: a symmetric tile's equal turns play too), and by cell
 * (`legalAt`: "x,y" → Set of rotations). `placements`: the engine's `legalPlacements()`, or
 * none outside the place-tile phase.
 * @template {import('./geometry.js').SamePlacement} P
 * @param {P[] | null | undefined} placements
 */
export function legalCells(placements) {
  const legal = placements ? withSameTurns(placements) : [];
  return { legal, legalAt: placementsByCell(legal) };
}

/**
 * The cells of a `legalAt` map ("x,y" → rotations) in reading order: rows north to south, then west to east.
 * @param {Map<string, unknown>} legalAt
 * @returns {Cell[]}
 */
export function readingOrder(legalAt) {
  return [...legalAt.keys()].map((k) => {
    const [x, y] = k.split(',').map(Number);
    return { x, y };
  }).sort((a, b) => a.y - b.y || a.x - b.x);
}

/**
 * The cell of `cells` (in reading order, `readingOrder`) after (`step` 1) or before (−1) `from`,
 * round the board: the keyboard cursors' "next cell where the tile fits"; the first (last) one
 * without `from`.
 * @param {Cell[]} cells
 * @param {Cell | null | undefined} from
 * @param {number} step
 */
export function nextInOrder(cells, from, step) {
  const at = from ? cells.findIndex((p) => p.x === from.x && p.y === from.y) : -1;
  if (at >= 0) return cells[(at + step + cells.length) % cells.length];
  if (!from) return cells[step > 0 ? 0 : cells.length - 1];
  // from a cell not listed: the first one after it (or the last before it) in reading order
  const after = cells.findIndex((p) => p.y > from.y || (p.y === from.y && p.x > from.x));
  if (step > 0) return cells[after < 0 ? 0 : after];
  return cells[((after < 0 ? cells.length : after) - 1 + cells.length) % cells.length];
}

/**
 * Device pixels per cell and the position of cell (0, 0) fitting the board, the legal cells and
 * the shown placement (and `cells`, more cells to fit) into a W × H picture: `{S, ox, oy, top}`
 * (`top`: the band kept for the ghost supply, `band` device pixels when ghosts are in play).
 * @param {GameView} view
 * @param {Map<string, unknown>} legalAt
 * @param {Cell | null | undefined} shown
 * @param {number} W
 * @param {number} H
 * @param {{band?: number, maxTile?: number, cells?: readonly (readonly number[])[]}} [opts]
 */
export function sceneLayout(view, legalAt, shown, W, H, { band = 0, maxTile = Infinity, cells: more = [] } = {}) {
  /** @type {(readonly number[])[]} */
  const cells = view.tiles.map((tt) => [tt.x, tt.y]);
  cells.push(...more);
  for (const key of legalAt.keys()) cells.push(key.split(',').map(Number));
  if (shown) cells.push([shown.x, shown.y]);
  if (!cells.length) cells.push([0, 0]);
  const xs = cells.map((c) => c[0]);
  const ys = cells.map((c) => c[1]);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs) + 1;
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys) + 1;
  const margin = 0.15;
  const top = view.ghosts_in_play ? band : 0;
  const S = Math.max(6, Math.floor(Math.min(W / (maxX - minX + 2 * margin), (H - top) / (maxY - minY + 2 * margin), maxTile)));
  const ox = Math.round(W / 2 - ((minX + maxX) / 2) * S);
  const oy = Math.round(top + (H - top) / 2 - ((minY + maxY) / 2) * S);
  return { S, ox, oy, top };
}

/**
 * The scene of `view` (the engine's game view) with what the view shows of it. Options (each may
 * be left out):
 * - `geoms`: the kinds' drawing geometry (draw.js kindGeometry), by kind;
 * - `legalAt` ("x,y" → Set of rotations) and `rotation`: the legal cells to show (the place-tile
 *   phase's, or the editor's picked tile's);
 * - `hand`: `{x, y, rotation, look}` the tile in hand shown at a cell (`look`: 'shown', 'fits',
 *   'refused'; `kind` when it is not the view's hand, as in the editor), or `{x, y, turned: true}`
 *   for a cell where it fits only turned (a dashed frame);
 * - `preview`: the engine's preview of that placement (its ghost arrows and labels);
 * - `previewPile`: show the preview's ghosts from the supply starting beside the tile;
 * - `last`: `{tile, colour}`, the tile framed as placed last (or `tile` and `colour` of a selection);
 * - `cursor`: the keyboard's cell; `flag`: `{x, y, feature?}` a refused edit's cell;
 * - `bank`: the spots of a mist bank to outline;
 * - `feature`: `{spots, kinds}` a placed feature to outline whole (the engine's `featureAt`
 *   spots, its `kinds()`; render/feature-outline.js), inspected or scored;
 * - `meeples`: the meeple phase's spots on the new tile, `{tile, choices: [{feature, guard}],
 *   hot: {feature, guard}?, chosen: {feature, guard}?, refused: [feature]?, colour, markers}`
 *   (`markers`: small dots rather than faint pieces);
 * - `obligations`: the ghost phase's choices as every source-to-target arrow (`scripted`: the
 *   move to draw boldly), or `ghostChoice`: the page's interactive choice (ghostState);
 * - `marks`: the label keys lit (a Set); `floats`: points rising `[{x, y, text, colour, k}]`;
 * - `moves`: the other players' last turns to mark (page/last-move.js `movesSince`: each
 *   `{player, tile, meeple, ghosts, home}`): the tile outlined in the mover's colour, the meeple
 *   placed ringed, each ghost moved as an arrow, where a meeple went home (G3) a dashed ring;
 *   `movesShown`: how many of their marks, in the order played, to draw (a replay; all when
 *   left out); their arrows give way to the tile in hand's preview;
 * - `playerColour(i)`.
 * @param {SceneView} view
 * @param {SceneOptions} [opts]
 * @returns {Scene}
 */
export function composeScene(view, opts = {}) {
  const v = view;
  const colourOf = opts.playerColour || (() => '#888');
  /** @type {Scene} */
  const scene = {
    view: v,
    geoms: opts.geoms || [],
    playerColour: colourOf,
    legal: opts.legalAt ? { at: opts.legalAt, rotation: opts.rotation || 0 } : null,
    last: opts.last && opts.last.tile ? opts.last : null,
    hand: null,
    turned: null,
    cursor: opts.cursor || null,
    flag: opts.flag || null,
    bank: opts.bank || null,
    feature: opts.feature || null,
    spots: null,
    arrows: [],
    ghostArrows: null,
    rings: [],
    labels: null,
    supply: null,
    floats: opts.floats || [],
    moves: [],
  };
  const h = opts.hand;
  if (h && h.turned) scene.turned = { x: h.x, y: h.y };
  else if (h) {
    const kind = h.kind ?? v.hand;
    if (kind !== null && kind !== undefined) scene.hand = { x: h.x, y: h.y, kind, rotation: h.rotation ?? 0, look: h.look || 'shown' };
  }
  const pv = scene.hand && opts.preview && !opts.preview.error ? opts.preview : null;
  const places = placeLabels(v);

  // the meeple phase: where a meeple or a guard may go on the new tile
  const m = opts.meeples;
  if (m && m.tile) {
    const is = (/** @type {MeepleRef | null | undefined} */ a, /** @type {MeepleRef} */ c) => Boolean(a && a.feature === c.feature && Boolean(a.guard) === Boolean(c.guard));
    scene.spots = {
      tile: m.tile,
      colour: m.colour,
      markers: Boolean(m.markers),
      items: m.choices.map((c) => ({
        feature: c.feature, guard: Boolean(c.guard), hot: is(m.hot, c), chosen: is(m.chosen, c),
        refused: Boolean(m.refused && m.refused.includes(c.feature)), colour: c.colour || m.colour,
      })),
    };
  }

  // the ghost phase: every way the ghosts owed now may go (the scenario's move boldly), or the
  // page's choice: rings at the sources and targets, arrows from the chosen source
  const o = opts.obligations;
  if (o) {
    const kind = ghostKind(o);
    const s = opts.scripted;
    let n = 0;
    for (const from of o.sources) {
      for (const to of o.targets) {
        if (n++ >= 16) break;
        if (s && spotKey(s.from) === spotKey(from) && spotKey(s.to) === spotKey(to)) continue;
        scene.arrows.push({ from, to, kind, weight: s ? 'faint' : 'normal' });
      }
    }
    if (s) scene.arrows.push({ from: s.from, to: s.to, kind, weight: 'bold' });
    scene.labels = { markers: spotMarkers([...o.sources, ...o.targets], places), highlight: null };
  }
  const gc = opts.ghostChoice;
  if (gc) {
    const valid = [...new Set(gc.moves.filter((mv) => !gc.selected || mv.from === gc.selected).map((mv) => mv.to))];
    const hover = opts.ghostHover || null;
    if (gc.selected) {
      const from = gc.selected === 'supply' ? 'supply' : gc.sources.get(gc.selected);
      for (const key of valid) scene.arrows.push({ from, to: gc.targets.get(key), kind: gc.kind, weight: hover === key ? 'hot' : 'choice', ring: true });
    }
    if (gc.sources.size > 1) {
      for (const [key, at] of gc.sources) if (key !== 'supply') scene.rings.push({ at, look: gc.selected === key ? 'selected' : 'source' });
    }
    for (const key of valid) scene.rings.push({ at: gc.targets.get(key), look: hover === key ? 'hot' : 'target', kind: gc.kind });
    const spots = [...gc.sources.values(), ...gc.targets.values()];
    scene.labels = { markers: spotMarkers(spots, places), highlight: hover ? new Set([hover]) : null };
  }

  // the shown placement's ghosts: from where they come to where they go, and the panel's labels
  if (pv) {
    /** @type {PreviewArrow[]} */
    let arrows = [];
    try {
      arrows = previewArrows(pv) || [];
    } catch {
      arrows = [];
    }
    scene.ghostArrows = { arrows, pile: Boolean(opts.previewPile) && arrows.some((a) => a.from === 'supply') };
    scene.labels = { markers: outcomeMarkers(pv, places), highlight: opts.marks || null };
  }

  // the other players' last turns: their marks in the order played, as many as a replay shows
  let left = opts.movesShown ?? Infinity;
  for (const mv of opts.moves || []) {
    if (left <= 0) break;
    /** @type {MoveMarks} */
    const marks = { player: mv.player, colour: colourOf(mv.player), tile: mv.tile, meeple: null, ghosts: [], home: [] };
    left -= 1;
    for (const g of mv.ghosts || []) {
      if (left <= 0) break;
      left -= 1;
      marks.ghosts.push(/** @type {PreviewArrow} */ ({ from: g.from, to: g.to, kind: g.kind, choice: false }));
      if (g.home && g.to !== 'supply') marks.home.push({ ...g.to, player: mv.player });
    }
    if (mv.meeple && left > 0) {
      left -= 1;
      marks.meeple = mv.meeple;
    }
    scene.moves.push(marks);
  }
  if (scene.moves.length && !scene.labels) {
    // the meeples and circles the turns' sentences name, labelled as they say ("Blue 2")
    const spots = scene.moves.flatMap((mv) => [...(mv.meeple ? [mv.meeple] : []), ...mv.ghosts.flatMap((g) => [g.from, g.to])]);
    scene.labels = { markers: spotMarkers(spots, places), highlight: null };
  }

  // the ghost supply: its count (and what the shown placement leaves), lit when it is a choice
  if (v.ghosts_in_play) {
    const active = Boolean(gc && gc.sources.has('supply') && gc.sources.size > 1);
    scene.supply = { count: v.ghost_supply ?? 0, after: pv ? pv.supply_end : null, active, selected: Boolean(active && gc && gc.selected === 'supply') };
  }
  return scene;
}

/** Whether a scenario's step is a placement that plays (not a meeple or a ghost move, not a
 * step that is refused): the one a picture before it shows. */
export const stepPlacesTile = (/** @type {any} a scenario's step as written */ step) => Boolean(step && !step.error && step.do && step.do.type === 'place-tile');

/**
 * The scene of a rules scenario at one step, as the embed and the pictures show it: the tile in
 * hand at the shown placement with its preview, the tile placed last (`last`: whether to frame
 * it) in the colour of the player who placed it, the ghost phase's every choice with the
 * scenario's next move drawn boldly, and the meeple phase's spots with its next meeple.
 * `next`: the scenario's next step (`{do, error}`) or null; `cursor`: the keyboard's cell.
 * @param {GameView} view
 * @param {{geoms: Geom[], legalAt: Map<string, Set<number>>, shown: any, rotation?: number, preview: any, next: any,
 *   last: boolean, marks?: Set<string> | null, bank?: any[] | null, feature?: any, cursor?: {x: number, y: number} | null,
 *   playerColour: (i: number) => string}} opts
 */
export function scenarioScene(view, { geoms, legalAt, shown, rotation = shown ? shown.rotation : 0, preview, next, last, marks = null, bank = null, feature = null, cursor = null, playerColour }) {
  const v = view;
  const step = next && !next.error && next.do ? next.do : null;
  const lastTile = last && v.tiles.length > 1 ? v.tiles[v.tiles.length - 1] : null;
  const placer = v.phase === 'place-tile' ? (v.current + v.players.length - 1) % v.players.length : v.current;
  const meepleStep = step && step.type === 'place-meeple' ? { feature: step.feature, guard: Boolean(step.guard) } : null;
  const newTile = v.tiles.length ? v.tiles[v.tiles.length - 1] : null;
  return composeScene(v, {
    geoms, playerColour, legalAt: v.phase === 'place-tile' ? legalAt : null, rotation, marks, bank, feature, cursor,
    hand: shown ? { x: shown.x, y: shown.y, rotation: shown.rotation, look: 'shown' } : null,
    preview: shown ? preview : null,
    last: lastTile ? { tile: lastTile, colour: playerColour(placer) } : null,
    obligations: v.phase === 'ghosts' && v.obligations.length ? v.obligations[0] : null,
    scripted: step && step.type === 'move-ghost' ? step : null,
    meeples: v.phase === 'meeple' && newTile ? {
      tile: newTile, colour: playerColour(v.current), markers: true, chosen: meepleStep,
      choices: meepleChoices(v, meepleStep),
    } : null,
  });
}

/**
 * The meeple phase's spots of `v`, one a feature (the scenario's choice there a guard if it is one).
 * @param {GameView} v
 * @param {MeepleRef | null} chosen
 */
function meepleChoices(v, chosen) {
  const features = v.meeple_spots || [];
  return features.map((feature) => ({ feature, guard: Boolean(chosen && chosen.feature === feature && chosen.guard) }));
}

/**
 * Whether a ghost's end is the supply (written as the word, or as the engine's spot).
 * @param {End} s
 * @returns {s is 'supply' | {kind: 'supply'}}
 */
const isSupply = (s) => s === 'supply' || ('kind' in s && s.kind === 'supply');

/**
 * The placed tile at (x, y), or the tile in hand there when `withHand`.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {boolean} withHand
 * @returns {Placed | null}
 */
function tileOf(scene, x, y, withHand) {
  const h = scene.hand;
  if (withHand && h && h.x === x && h.y === y) return h;
  return scene.view.tiles.find((t) => t.x === x && t.y === y) || null;
}

/**
 * The size and centre of the ghost supply's counter (device pixels), by the look's `supplyAt`.
 * @param {Frame} f
 * @param {Look} look
 * @param {number} top
 * @returns {Counter}
 */
function supplyBox(f, look, top) {
  const { dpr, W, H } = f;
  if (look.supplyAt === 'band') {
    const band = top || 24 * dpr;
    const h = Math.max(10 * dpr, band * 0.62);
    return { x: 6 * dpr + h * 0.5, y: band / 2 + 1 * dpr, h, r: h * 0.8, align: 'left' };
  }
  if (look.supplyAt === 'top-right') return { x: W - 120 * dpr, y: 26 * dpr, h: 22 * dpr, r: 22 * dpr, align: 'left' };
  const h = 30 * dpr;
  return { x: W - 100 * dpr, y: H - 40 * dpr, h, r: 34 * dpr, align: 'left' };
}

/**
 * Where the preview's ghosts from the supply start: beside the shown tile, in an empty neighbour.
 * @param {Frame} f
 * @param {Scene & {hand: SceneHand}} scene
 * @returns {Counter | null}
 */
function pileBox(f, scene) {
  const { S, ox, oy, dpr } = f;
  const h = scene.hand;
  for (const [dx, dy] of [[1, 0], [0, 1], [-1, 0], [0, -1]]) {
    if (tileOf(scene, h.x + dx, h.y + dy, false)) continue;
    const gh = Math.max(16 * dpr, Math.min(S * 0.26, 30 * dpr));
    return { x: ox + (h.x + 0.5 + dx * 0.78) * S - gh * 0.6, y: oy + (h.y + 0.5 + dy * 0.78) * S, h: gh, r: gh, align: 'left' };
  }
  return null;
}

/**
 * The meeple phase's loupe (device pixels, top-left corner) when the look has one and tiles are
 * small: beside the new tile and clear of its 8 neighbours (what the meeple's choice is about),
 * on the side with room (right, left, below, above); where none has room, the side where it
 * covers least of them, never the tile itself.
 * @param {Frame} f
 * @param {Look} look
 * @param {Placed} tile
 * @returns {Loupe | null}
 */
function loupeBox(f, look, tile) {
  const { S, ox, oy, dpr, W, H } = f;
  if (!look.loupe || S >= 130 * dpr) return null;
  const top = (look.insetTop || 0) * dpr;
  const margin = 8 * dpr;
  const bottom = 44 * dpr; // above the board's bottom line of words (the page's #hint)
  const gap = Math.round(Math.max(10 * dpr, S * 0.15));
  const tl = ox + tile.x * S;
  const tt = oy + tile.y * S;
  // the 3 × 3 cells around the new tile, and the tile itself
  const block = { l: tl - S, t: tt - S, r: tl + 2 * S, b: tt + 2 * S };
  const own = { l: tl, t: tt, r: tl + S, b: tt + S };
  /** @type {{x: number, y: number, size: number, cost: number} | null} */
  let best = null;
  // as large as fits beside the neighbourhood: smaller (to 60 %) rather than over it
  const full = Math.max(60 * dpr, Math.min(190 * dpr, (H - top) * 0.4, W * 0.4));
  for (const k of [1, 0.85, 0.72, 0.6]) {
    const size = Math.round(full * k);
    const clampX = (/** @type {number} */ x) => Math.max(margin, Math.min(x, W - size - margin));
    const clampY = (/** @type {number} */ y) => Math.max(top, Math.min(y, H - size - bottom));
    const overlap = (/** @type {number} */ x, /** @type {number} */ y, /** @type {{l: number, t: number, r: number, b: number}} */ r) => Math.max(0, Math.min(x + size, r.r) - Math.max(x, r.l)) * Math.max(0, Math.min(y + size, r.b) - Math.max(y, r.t));
    const cy = tt + S / 2 - size / 2;
    const cx = tl + S / 2 - size / 2;
    for (const [x0, y0] of [[block.r + gap, cy], [block.l - gap - size, cy], [cx, block.b + gap], [cx, block.t - gap - size]]) {
      const x = clampX(x0);
      const y = clampY(y0);
      const cost = overlap(x, y, own) * 100 + overlap(x, y, block);
      if (!best || cost < best.cost) best = { x, y, size, cost };
      if (cost === 0) break;
    }
    if (best && best.cost === 0) break;
  }
  // (the loop above always sets it: four sides at each size)
  const b = /** @type {{x: number, y: number, size: number}} */ (best);
  return { x: Math.round(b.x), y: Math.round(b.y), size: b.size, tile };
}

/**
 * The meeple spots' places: `[{feature, guard, x, y, size, ...item}]` on the new tile (or in the
 * loupe), a guard beside its meeple, pushed apart until they no longer overlap.
 * @param {Frame} f
 * @param {Scene & {spots: SceneSpots}} scene
 * @param {Look} look
 * @param {Loupe | null} loupe
 * @returns {SpotPlace[]}
 */
function spotPlaces(f, scene, look, loupe) {
  const sp = scene.spots;
  const { S, ox, oy } = f;
  const t = sp.tile;
  const [bx, by, bs] = loupe ? [loupe.x, loupe.y, loupe.size] : [ox + t.x * S, oy + t.y * S, S];
  /** @type {Map<string, SpotItem[]>} */
  const byFeature = new Map();
  for (const c of sp.items) {
    let items = byFeature.get(c.feature);
    if (!items) byFeature.set(c.feature, (items = []));
    items.push(c);
  }
  /** @type {(SpotItem & {u: number, w: number})[]} */
  const out = [];
  for (const [feature, items] of byFeature) {
    const [px, py] = spotOnTile(scene.geoms[t.kind], feature, t.rotation);
    for (const c of items) {
      const toward = (/** @type {number} */ a) => (a < 0.5 ? 1 : -1) * 0.13;
      const both = !sp.markers && items.length > 1 && c.guard;
      out.push({ ...c, u: both ? px + toward(px) : px, w: both ? py + toward(py) * 0.5 : py });
    }
  }
  const ph = pieceHeight(f, look, loupe);
  const gap = Math.min(0.3, Math.max(0.2, (2.3 * ph * 0.8 * 0.72) / bs));
  // dots sit on their features; pieces (and a guard beside its meeple) are pushed apart
  for (let it = 0; it < (sp.markers ? 0 : 24); it++) {
    let moved = false;
    for (let i = 0; i < out.length; i++) {
      for (let j = i + 1; j < out.length; j++) {
        const a = out[i];
        const b = out[j];
        let dx = b.u - a.u;
        let dy = b.w - a.w;
        let d = Math.hypot(dx, dy);
        if (d >= gap) continue;
        if (d < 1e-6) [dx, dy, d] = [1, 0.3, Math.hypot(1, 0.3)];
        const push = (gap - d) / 2 + 0.002;
        a.u -= (dx / d) * push;
        a.w -= (dy / d) * push;
        b.u += (dx / d) * push;
        b.w += (dy / d) * push;
        moved = true;
      }
    }
    for (const o of out) {
      o.u = Math.min(0.9, Math.max(0.1, o.u));
      o.w = Math.min(0.9, Math.max(0.12, o.w));
    }
    if (!moved) break;
  }
  return out.map(({ u, w, ...o }) => ({ ...o, x: bx + u * bs, y: by + w * bs, size: bs }));
}

/**
 * The height of a meeple spot's piece: on the tile, or in the loupe.
 * @param {Frame} f
 * @param {Look} look
 * @param {Loupe | null} loupe
 */
function pieceHeight(f, look, loupe) {
  if (loupe) return loupe.size * 0.16;
  return Math.min(meepleHeight(f, look.meepleMax || 46), f.S * 0.24);
}

/**
 * The device points of the scene's places on frame `f`: `spot(s, withHand)` for a ghost's
 * place (a meeple's or a circle's feature, the supply; on the tile in hand when `withHand`),
 * `supply` and `pile` (the counters: `{x, y, h, r}`), `loupe`, `spots` (the meeple spots with
 * their points and size), `ringRadius` (of the ghost choices' rings).
 * @param {Frame} f
 * @param {Scene} scene
 * @param {Look} [look]
 * @param {number} [top]
 */
export function scenePlaces(f, scene, look = LOOKS.page, top = 0) {
  const supply = scene.supply ? supplyInFrame(f, supplyBox(f, look, top), scene.supply) : { x: f.ox - f.S * 0.3, y: f.oy - f.S * 0.3, h: 0, r: 0, align: 'left' };
  const hand = scene.hand;
  const pile = scene.ghostArrows && scene.ghostArrows.pile && hand ? pileBox(f, { ...scene, hand }) : null;
  const sp = scene.spots;
  const loupe = sp ? loupeBox(f, look, sp.tile) : null;
  const spots = sp ? spotPlaces(f, { ...scene, spots: sp }, look, loupe) : [];
  /** @type {(s: End | null | undefined, withHand?: boolean) => Pt} */
  const spot = (s, withHand = false) => {
    if (!s || isSupply(s)) return withHand && pile ? [pile.x, pile.y] : [supply.x, supply.y];
    const tile = tileOf(scene, s.x, s.y, withHand);
    if (!tile || !s.feature) return [f.ox + (s.x + 0.5) * f.S, f.oy + (s.y + 0.5) * f.S];
    return spotPoint(f, scene.geoms, tile, s);
  };
  const ringRadius = Math.max(14 * f.dpr, Math.min(f.S * 0.2, 30 * f.dpr));
  return { spot, supply, pile, loupe, spots, ringRadius };
}

/**
 * The ghost supply's counter: a ghost and "× 5" (or "× 5 → 3", what a shown placement leaves),
 * on the look's backdrop, ringed when choosing it is a choice. The one drawing of a ghost supply.
 * @param {Frame} f
 * @param {Counter} box
 * @param {{count: number, after: number | null, active?: boolean, selected?: boolean}} supply
 * @param {Look} look
 * @param {{count?: number, after?: number | null}} [shown]
 */
export function drawSupply(f, box, supply, look, { count = supply.count, after = supply.after } = {}) {
  const { ctx, dpr } = f;
  const gh = box.h;
  const text = supplyText(count, after);
  ctx.save();
  ctx.font = supplyFont(gh);
  const tw = ctx.measureText ? ctx.measureText(text).width : gh * 2;
  if (look.supplyFill || supply.active) {
    const pad = gh * 0.3;
    const x0 = box.x - gh * 0.5 - pad;
    const w = gh + gh * 0.15 + tw + 2 * pad;
    const hh = gh + pad;
    ctx.beginPath();
    ctx.roundRect ? ctx.roundRect(x0, box.y - hh / 2, w, hh, hh / 2) : ctx.rect(x0, box.y - hh / 2, w, hh);
    ctx.fillStyle = supply.active ? 'rgba(180, 140, 255, 0.35)' : /** @type {string} */ (look.supplyFill);
    ctx.fill();
    ctx.lineWidth = (supply.selected ? 3 : 1.5) * dpr;
    ctx.strokeStyle = supply.active ? (supply.selected ? '#ffffff' : '#d9c8ff') : 'rgba(255, 255, 255, 0.22)';
    ctx.stroke();
  }
  drawGhost(ctx, box.x, box.y, gh, { alpha: count > 0 ? 1 : 0.35 });
  ctx.fillStyle = look.fg;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  ctx.fillText(text, box.x + gh * 0.6, box.y + dpr);
  ctx.restore();
}

/** The supply counter's words (`× 5`, or `× 5 → 3`: what the placement leaves) and font. */
const supplyText = (/** @type {number} */ count, /** @type {number | null | undefined} */ after) => `× ${after !== null && after !== undefined ? `${count} → ${after}` : count}`;
const supplyFont = (/** @type {number} */ gh) => `600 ${Math.round(gh * 0.66)}px system-ui, sans-serif`;

/**
 * The supply counter `box` moved left as far as its pill (drawSupply) needs to end inside the frame.
 * @param {Frame} f
 * @param {Counter} box
 * @param {SceneSupply} supply
 */
function supplyInFrame({ ctx, W, dpr }, box, supply) {
  if (!ctx || !ctx.measureText) return box;
  ctx.save();
  ctx.font = supplyFont(box.h);
  const over = box.x + box.h * 0.95 + ctx.measureText(supplyText(supply.count, supply.after)).width - (W - 6 * dpr);
  ctx.restore();
  return over > 0 ? { ...box, x: box.x - over } : box;
}

/**
 * The table, its grid, the tiles and their shadows: what a view may keep as one picture.
 * @param {Frame} f
 * @param {Scene} scene
 * @param {Look} [look]
 * @param {{fast?: boolean}} [opts]
 */
export function drawBoardLayer(f, scene, look = LOOKS.page, { fast = false } = {}) {
  drawTable(f, { table: look.table, grid: look.grid, gridMin: look.gridMin });
  drawTiles(f, scene.view.tiles, scene.geoms, { fast });
}

/**
 * Draws scene `s` on frame `f` in `look` (`top`: the supply band, when the look has one).
 * @param {Frame} f
 * @param {Scene} s
 * @param {Look} [look]
 * @param {number} [top]
 */
export function drawScene(f, s, look = LOOKS.page, top = 0) {
  drawBoardLayer(f, s, look);
  return drawSceneTop(f, s, look, top);
}

/** Everything over the table and the tiles, in order; returns `{bankDrawn, featureDrawn, supplyLeft}` (the bank's and the inspected feature's areas outlined, the supply counter's left end). */
/**
 * @param {Frame} f
 * @param {Scene} s
 * @param {Look} [look]
 * @param {number} [top]
 */
export function drawSceneTop(f, s, look = LOOKS.page, top = 0) {
  const { ctx, S, ox, oy, dpr } = f;
  const v = s.view;
  const colourOf = s.playerColour;
  const P = scenePlaces(f, s, look, top);

  // legal cells: clear for the tile's rotation, dashed for cells where it fits turned (B1)
  if (s.legal) drawLegalCells(f, s.legal.at, s.legal.rotation, look.legal);
  if (s.last) drawLastTile(f, s.last.tile, s.last.colour);
  for (const mv of s.moves) drawMovedTile(f, mv.tile, mv.colour);

  // the tile in hand at its cell: as shown, framed where it fits, dashed red where it does not
  const h = s.hand;
  if (h && s.geoms[h.kind]) {
    const frame = h.look === 'fits' ? { colour: look.fits } : h.look === 'refused' ? { colour: look.refused, dash: [6, 4] } : { colour: look.shown, dash: look.shownDash };
    drawTileInHand(f, s.geoms[h.kind], h.x, h.y, h.rotation, frame);
  }
  if (s.turned) {
    ctx.strokeStyle = look.turned;
    ctx.setLineDash([6 * dpr, 4 * dpr]);
    ctx.lineWidth = Math.max(1.5, 2 * dpr);
    ctx.strokeRect(ox + s.turned.x * S + 2, oy + s.turned.y * S + 2, S - 4, S - 4);
    ctx.setLineDash([]);
  }
  if (s.cursor) drawCursor(f, s.cursor);

  // the mist bank outlined, ghosts in the spell circles, meeples and guards with their ghosts
  const placed = (/** @type {number} */ x, /** @type {number} */ y) => tileOf(s, x, y, false);
  const bankDrawn = s.bank ? drawBankOutline(f, s.bank, placed, s.geoms, BANK_OUTLINE_STYLE) : 0;
  const featureDrawn = s.feature ? drawFeatureOutline(f, s.feature.spots, placed, s.feature.kinds, s.geoms) : 0;
  drawCircleGhosts(f, v.circles, placed, s.geoms);
  const mh = meepleHeight(f, look.meepleMax || 46);
  drawMeeples(f, v.meeples, placed, s.geoms, colourOf, mh);

  if (s.spots) drawMeepleSpots(f, { ...s, spots: s.spots }, P, look);
  if (s.moves.length) drawMoveMarks(f, s, P, look, mh);

  // ghost arrows: the ghost phase's choices
  const w = arrowWidth(f);
  const gapAt = (/** @type {End | undefined} */ sp) => (!sp || isSupply(sp) ? P.supply.r * 0.75 : mh * 0.3);
  for (const a of s.arrows) {
    const colour = /** @type {Record<string, string>} */ (look.arrows)[a.kind] || look.arrows.others;
    const r = P.ringRadius;
    const [p, q] = a.ring ? trimmed(P.spot(a.from), P.spot(a.to), a.from === 'supply' ? P.supply.r : r, r + 2 * dpr) : trimmed(P.spot(a.from), P.spot(a.to), gapAt(a.from), gapAt(a.to));
    const width = Math.max(2, Math.min(4, S / 30)) * dpr;
    ctx.save();
    if (a.weight === 'faint') ctx.globalAlpha = 0.55;
    const aw = a.weight === 'hot' ? w * 1.2 : a.weight === 'choice' ? w * 0.7 : a.weight === 'faint' ? width * 0.7 : a.weight === 'bold' ? width * 1.2 : width;
    drawArrow(ctx, p[0], p[1], q[0], q[1], colour, aw, { dash: a.weight === 'choice' ? [w * 2, w * 1.6] : null });
    ctx.restore();
  }
  for (const r of s.rings) {
    const p = P.spot(r.at);
    if (!p) continue;
    const R = P.ringRadius;
    if (r.look === 'source' || r.look === 'selected') {
      const sel = r.look === 'selected';
      ringAt(f, p[0], p[1], R, sel ? '#ffffff' : '#d9c8ff', { width: (sel ? 3.5 : 2) * dpr, dash: sel ? null : [4 * dpr, 3 * dpr], fill: sel ? 'rgba(217, 200, 255, 0.25)' : null });
    } else {
      const hot = r.look === 'hot';
      ringAt(f, p[0], p[1], hot ? R * 1.15 : R, (r.kind && /** @type {Record<string, string>} */ (look.arrows)[r.kind]) || '#fff', { width: (hot ? 4 : 3) * dpr, fill: hot ? 'rgba(255, 255, 255, 0.18)' : 'rgba(255, 255, 255, 0.06)' });
    }
  }

  // the shown placement's ghosts, from where they come (the pile beside the tile) to where they go
  if (s.ghostArrows && s.ghostArrows.arrows.length) {
    if (P.pile) drawSupply(f, P.pile, s.supply || { count: v.ghost_supply ?? 0, after: null }, look, { after: null });
    drawGhostArrows(f, s.ghostArrows.arrows, (sp) => P.spot(sp, true), {
      colours: look.arrows,
      startGap: (a, ring) => (a.from === 'supply' ? (P.pile ? P.pile.h * 0.6 : P.supply.r * 0.75) : ring * 0.7),
    });
  }
  // the labels the panel's words use (banks, meeples, circles), lit where a line is hovered
  if (s.labels) drawLabels(f, s.labels.markers, (sp) => P.spot(sp, Boolean(s.ghostArrows)), { highlight: s.labels.highlight, colourOf });

  // the refused edit: where the engine's words point, and the meeple or circles they name
  if (s.flag) {
    const { x, y } = s.flag;
    ctx.save();
    ctx.strokeStyle = look.refused;
    ctx.lineWidth = Math.max(3, 3 * dpr);
    ctx.setLineDash([8 * dpr, 5 * dpr]);
    ctx.strokeRect(ox + x * S + 2, oy + y * S + 2, S - 4, S - 4);
    ctx.restore();
    const feature = s.flag.feature;
    const tile = feature && placed(x, y);
    if (tile && feature) {
      const [px, py] = spotPoint(f, s.geoms, tile, { x, y, feature });
      ringAt(f, px, py, mh * 0.55, look.refused, { width: 3 * dpr, dash: [5 * dpr, 3 * dpr] });
    }
  }

  if (s.supply) drawSupply(f, P.supply, s.supply, look);
  if (s.floats.length) drawFloats(f, s.floats);
  // the supply counter's left end (its pill's, drawSupply), for words laid beside it
  return { bankDrawn, featureDrawn, supplyLeft: s.supply ? P.supply.x - P.supply.h * 0.8 : null };
}

/**
 * A tile another player placed last: a bold frame in their colour over a dark edge, and a corner tab.
 * @param {Frame} f
 * @param {Cell} tile
 * @param {string} colour
 */
function drawMovedTile(f, tile, colour) {
  const { ctx, S, ox, oy, dpr } = f;
  const w = Math.max(3, 3.5 * dpr);
  const l = ox + tile.x * S + w / 2;
  const t = oy + tile.y * S + w / 2;
  ctx.save();
  ctx.lineWidth = w + 3 * dpr;
  ctx.strokeStyle = 'rgba(0, 0, 0, 0.6)';
  ctx.strokeRect(l, t, S - w, S - w);
  ctx.lineWidth = w;
  ctx.strokeStyle = colour;
  ctx.strokeRect(l, t, S - w, S - w);
  const k = Math.max(8 * dpr, S * 0.16);
  ctx.beginPath();
  ctx.moveTo(l - w / 2, t - w / 2);
  ctx.lineTo(l - w / 2 + k, t - w / 2);
  ctx.lineTo(l - w / 2, t - w / 2 + k);
  ctx.closePath();
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.restore();
}

/**
 * The marks of the other players' last turns over the pieces: the meeple placed ringed in its
 * colour, a dashed ring where a meeple went home with its third ghost (G3), each ghost moved as
 * an arrow (left out while the tile in hand is previewed: its own arrows are the ones to read).
 * @param {Frame} f
 * @param {Scene} s
 * @param {ReturnType<typeof scenePlaces>} P
 * @param {Look} look
 * @param {number} mh
 */
function drawMoveMarks(f, s, P, look, mh) {
  const { dpr } = f;
  for (const mv of s.moves) {
    const tile = tileOf(s, mv.tile.x, mv.tile.y, false);
    if (mv.meeple && tile) {
      const [x, y] = spotPoint(f, s.geoms, tile, mv.meeple);
      ringAt(f, x, y, mh * 0.62, mv.colour, { width: 3 * dpr });
    }
    for (const h of mv.home) {
      const at = tileOf(s, h.x, h.y, false);
      if (!at) continue;
      const [x, y] = spotPoint(f, s.geoms, at, h);
      ringAt(f, x, y, mh * 0.5, '#ffffff', { width: 2 * dpr, dash: [4 * dpr, 3 * dpr] });
    }
  }
  if (s.hand) return;
  const arrows = s.moves.flatMap((mv) => mv.ghosts);
  if (!arrows.length) return;
  drawGhostArrows(f, arrows, (sp) => P.spot(sp), {
    colours: look.arrows,
    startGap: (a, ring) => (a.from === 'supply' ? P.supply.r * 0.75 : ring * 0.7),
  });
}

/**
 * The keyboard cursor: four corners around its cell, white over a dark rim, so that it stands
 * out at 3:1 or more on any table, tile or theme (WCAG 1.4.11).
 * @param {Frame} f
 * @param {Cell} c
 */
function drawCursor(f, c) {
  const { ctx, S, ox, oy, dpr } = f;
  const l = ox + c.x * S;
  const t = oy + c.y * S;
  const k = S * 0.22;
  const w = Math.max(2, 3 * dpr);
  ctx.save();
  ctx.lineCap = 'square';
  ctx.beginPath();
  for (const [cx, cy, sx, sy] of [[l, t, 1, 1], [l + S, t, -1, 1], [l, t + S, 1, -1], [l + S, t + S, -1, -1]]) {
    ctx.moveTo(cx + sx * k, cy + sy * 2);
    ctx.lineTo(cx + sx * 2, cy + sy * 2);
    ctx.lineTo(cx + sx * 2, cy + sy * k);
  }
  ctx.strokeStyle = '#14120f';
  ctx.lineWidth = w + 3 * dpr;
  ctx.stroke();
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = w;
  ctx.stroke();
  ctx.restore();
}

/**
 * The meeple spots: each a faint piece in a dashed ring (solid when pointed at; the chosen one a
 * piece), or a small dot (`markers`: the embed's and the editor's look; refused spots faded); on
 * the tile or, when the tiles are small, on the tile enlarged in a loupe beside it.
 * @param {Frame} f
 * @param {Scene & {spots: SceneSpots}} s
 * @param {ReturnType<typeof scenePlaces>} P
 * @param {Look} look
 */
function drawMeepleSpots(f, s, P, look) {
  const { ctx, S, ox, oy, dpr } = f;
  const sp = s.spots;
  const loupe = P.loupe;
  if (loupe) {
    const tl = ox + loupe.tile.x * S;
    const tt = oy + loupe.tile.y * S;
    ctx.save();
    ctx.strokeStyle = sp.colour;
    ctx.lineWidth = 2 * dpr;
    ctx.setLineDash([5 * dpr, 4 * dpr]);
    ctx.beginPath();
    const right = loupe.x > tl;
    ctx.moveTo(right ? tl + S : tl, tt + S / 2);
    ctx.lineTo(right ? loupe.x : loupe.x + loupe.size, loupe.y + loupe.size / 2);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.shadowColor = 'rgba(0, 0, 0, 0.6)';
    ctx.shadowBlur = 18 * dpr;
    ctx.shadowOffsetY = 4 * dpr;
    ctx.fillStyle = PALETTE.field;
    ctx.fillRect(loupe.x, loupe.y, loupe.size, loupe.size);
    ctx.restore();
    drawTile(ctx, s.geoms[loupe.tile.kind], loupe.x, loupe.y, loupe.size, loupe.tile.rotation, { seed: cellSeed(loupe.tile.x, loupe.tile.y) });
    ctx.strokeStyle = sp.colour;
    ctx.lineWidth = 3 * dpr;
    ctx.strokeRect(loupe.x - 1.5 * dpr, loupe.y - 1.5 * dpr, loupe.size + 3 * dpr, loupe.size + 3 * dpr);
  }
  const ph = pieceHeight(f, look, loupe);
  const mh = meepleHeight(f, look.meepleMax || 46);
  const r = Math.max(5 * dpr, Math.min(S * 0.08, 12 * dpr));
  for (const o of P.spots) {
    if (o.chosen) {
      drawMeeple(ctx, o.x, o.y, mh, o.colour, { alpha: 0.6, guard: o.guard });
    } else if (sp.markers) {
      ctx.save();
      if (o.refused) ctx.globalAlpha = 0.35;
      drawSpotMarker(ctx, o.x, o.y, r, o.refused ? '#888' : o.colour, o.hot);
      ctx.restore();
    } else {
      const hh = ph * (o.guard ? 0.82 : 0.78);
      ringAt(f, o.x, o.y, hh * 0.72, o.hot ? '#ffffff' : o.colour, {
        width: (o.hot ? 3 : 2) * dpr, dash: o.hot ? null : [4 * dpr, 3 * dpr],
        fill: o.hot ? 'rgba(255, 255, 255, 0.25)' : 'rgba(20, 18, 15, 0.35)',
      });
      drawMeeple(ctx, o.x, o.y, hh, o.colour, { alpha: o.hot ? 0.95 : 0.6, guard: o.guard });
    }
  }
}

/**
 * Points rising from features just scored: `[{x, y, text, colour, k}]` (`k` 0 → 1 over their life).
 * @param {Frame} f
 * @param {Float[]} floats
 */
function drawFloats(f, floats) {
  const { ctx, S, ox, oy, dpr } = f;
  for (const a of floats) {
    const x = ox + a.x * S;
    const y = oy + (a.y - a.k * 0.6) * S;
    ctx.save();
    ctx.globalAlpha = a.k < 0.7 ? 1 : 1 - (a.k - 0.7) / 0.3;
    ctx.font = `800 ${Math.round(Math.max(16 * dpr, S * 0.3))}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.lineWidth = 4 * dpr;
    ctx.strokeStyle = 'rgba(0, 0, 0, 0.8)';
    ctx.strokeText(a.text, x, y);
    ctx.fillStyle = a.colour;
    ctx.fillText(a.text, x, y);
    ctx.restore();
  }
}

/**
 * What each cell of the scene holds, as data (the text description a screen reader reads):
 * `Map("x,y" → {x, y, tile?, hand?, legal?, meeples, circles, last, cursor, movedBy})` — a placed tile
 * (its kind and rotation), the tile in hand shown there, the rotations at which the tile in hand
 * fits there (an empty legal cell), the meeples and guards with their ghosts, the circles with
 * their ghosts, `movedBy` the player whose last turn placed it (the `moves` marked); plus the
 * supply's count under the key 'supply'.
 * @param {Scene} scene
 */
export function sceneCells(scene) {
  /**
   * @typedef {{x: number, y: number, tile: {kind: number, rotation: number} | null,
   *   hand: {kind: number, rotation: number, look: HandLook} | null, legal: number[] | null,
   *   meeples: {player: number, feature: string, guard: boolean, ghosts: number}[],
   *   circles: {feature: string, ghosts: number}[], last: boolean, cursor: boolean, movedBy: number | null}} SceneCell
   */
  /** @type {Map<string, SceneCell>} */
  const cells = new Map();
  const cell = (/** @type {number} */ x, /** @type {number} */ y) => {
    const k = cellKey(x, y);
    let c = cells.get(k);
    if (!c) cells.set(k, (c = { x, y, tile: null, hand: null, legal: null, meeples: [], circles: [], last: false, cursor: false, movedBy: null }));
    return c;
  };
  const v = scene.view;
  for (const t of v.tiles) cell(t.x, t.y).tile = { kind: t.kind, rotation: t.rotation };
  if (scene.legal) {
    for (const [k, rots] of scene.legal.at) {
      const [x, y] = k.split(',').map(Number);
      cell(x, y).legal = [...rots].sort((a, b) => a - b);
    }
  }
  if (scene.hand) cell(scene.hand.x, scene.hand.y).hand = { kind: scene.hand.kind, rotation: scene.hand.rotation, look: scene.hand.look };
  for (const m of v.meeples) cell(m.x, m.y).meeples.push({ player: m.player, feature: m.feature, guard: Boolean(m.guard), ghosts: m.ghosts || 0 });
  for (const c of v.circles) cell(c.x, c.y).circles.push({ feature: c.feature, ghosts: c.ghosts || 0 });
  if (scene.last) cell(scene.last.tile.x, scene.last.tile.y).last = true;
  for (const mv of scene.moves || []) cell(mv.tile.x, mv.tile.y).movedBy = mv.player;
  if (scene.cursor) cell(scene.cursor.x, scene.cursor.y).cursor = true;
  return { cells, supply: scene.supply ? scene.supply.count : null };
}

/**
 * One mark of the board on a canvas of `px` device pixels, for the legend (ui/mist-view.js
 * LEGEND_MARKS), drawn by the board's own functions: the cells where the tile fits (solid) or
 * fits turned (dashed), the tile in hand refused (dashed red), the last move's frame, a meeple's
 * place to choose, the ghosts' arrows by colour, a meeple's and a circle's number, a bank's letter.
 * @param {CanvasRenderingContext2D} ctx
 * @param {string} mark
 * @param {number} px
 * @param {string} colour
 */
export function drawLegendMark(ctx, mark, px, colour) {
  const dpr = px / 44;
  // a frame as the board's (render/board.js): one cell of `S` pixels in the canvas' middle
  const S = px * 0.8;
  const f = { ctx, S, ox: px * 0.1, oy: px * 0.1, dpr, W: px, H: px };
  ctx.fillStyle = PALETTE.table;
  ctx.fillRect(0, 0, px, px);
  const cell = () => {
    ctx.fillStyle = PALETTE.field;
    ctx.fillRect(f.ox, f.oy, S, S);
  };
  const arrow = (/** @type {string} */ c) => {
    cell();
    drawArrow(ctx, px * 0.2, px * 0.78, px * 0.8, px * 0.24, c, 3 * dpr, { bend: 0.2 });
  };
  switch (mark) {
    case 'fits': drawLegalCells(f, new Map([['0,0', new Set([0])]]), 0); break;
    case 'turned': drawLegalCells(f, new Map([['0,0', new Set([90])]]), 0, LEGAL_STYLE); break;
    case 'refused':
      cell();
      ctx.strokeStyle = '#ff5a4a';
      ctx.lineWidth = 3 * dpr;
      ctx.setLineDash([6 * dpr, 4 * dpr]);
      ctx.strokeRect(f.ox + 1.5 * dpr, f.oy + 1.5 * dpr, S - 3 * dpr, S - 3 * dpr);
      ctx.setLineDash([]);
      break;
    case 'last': cell(); drawLastTile(f, { x: 0, y: 0 }, colour); break;
    case 'spot':
      cell();
      ringAt(f, px / 2, px / 2, px * 0.26, colour, { width: 2 * dpr, dash: [4 * dpr, 3 * dpr], fill: 'rgba(20, 18, 15, 0.35)' });
      drawMeeple(ctx, px / 2, px / 2, px * 0.36, colour, { alpha: 0.6 });
      break;
    case 'others': arrow(OUTCOME_COLOURS.others); break;
    case 'own': arrow(OUTCOME_COLOURS.own); break;
    case 'draw': arrow(OUTCOME_COLOURS.draw); break;
    case 'meepleNumber':
      cell();
      drawMeeple(ctx, px * 0.36, px * 0.6, px * 0.42, colour);
      drawLabels(f, [{ key: 'm', text: '2', kind: 'meeple', player: 0, at: { x: 0, y: 0, feature: 'x' } }], () => [px * 0.36, px * 0.6], { colourOf: () => colour });
      break;
    case 'circleNumber':
      cell();
      drawSpellCircle(ctx, px * 0.38, px * 0.6, px * 0.2, {});
      drawLabels(f, [{ key: 'c', text: '1', kind: 'circle', at: { x: 0, y: 0, feature: 'x' } }], () => [px * 0.38, px * 0.6]);
      break;
    case 'bankLetter':
      cell();
      drawLabels(f, [{ key: 'b', text: 'A', kind: 'bank', at: { x: 0, y: 0, side: 'E' } }], () => null);
      break;
    default: break;
  }
}
