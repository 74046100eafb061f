// The embed's board: the board component (board/board.js) on a fixed camera that fits the board
// and the legal cells (render/scene.js `sceneLayout`), drawing the scenario's scene (its next
// ghost move, its meeple, the ghost supply band) in the theme's colours, with the mist bank under
// the pointer. main.js gives it the embed's meaning of a click, a hover and a key.

import { createBoard } from '../board/board.js';
import { tileAt } from '../board/hit.js';
import { PALETTE } from '../render/draw.js';
import { OUTCOME_COLOURS } from '../render/colours.js';
import { sceneLayout, scenarioScene, themeLook } from '../render/scene.js';
import { MAX_TILE_PX, SUPPLY_BAND, cssVar, el, handRotation, nextStep, playerColour, previewOf, shownPlacement, state } from './state.js';

/**
 * The mist view (mist-view.js: the bank under the pointer, its outline and tooltip, the legend)
 * and its hover state: loaded by main.js once the embed is interactive, since the first frame
 * needs neither (the embed's first load stays within its budget).
 * and the placed feature under the pointer (ui/inspect.js, loaded with it: `inspect`, `feature`).
 * @type {{view: typeof import('../ui/mist-view.js') | null, bank: ReturnType<typeof import('../ui/mist-view.js').bankHover> | null,
 *   inspect?: typeof import('../ui/mist-view.js') | null, feature?: ReturnType<typeof import('../ui/inspect.js').featureHover> | null}}
 */
export const mist = { view: null, bank: null };

/** @type {import('../board/board.js').BoardApi | null} */
let board = null;

/**
 * The placed tile at cell (x, y), or null.
 * @param {number} x
 * @param {number} y
 */
export function placedAt(x, y) {
  return state.view ? tileAt(state.view.tiles, x, y) : null;
}

/** The look of the board: the theme's colours (embed.css), read at each frame (a theme may change). */
function look() {
  return themeLook({
    table: cssVar('--table', PALETTE.table), grid: cssVar('--grid', PALETTE.grid), fg: cssVar('--fg', '#222'),
    legalFill: cssVar('--legal-fill', 'rgba(255,232,150,0.12)'), legal: cssVar('--legal', '#e0b030'),
    legalOther: cssVar('--legal-other', 'rgba(128,128,128,0.4)'), shown: cssVar('--shown', '#c0392b'),
    own: cssVar('--mo-own', OUTCOME_COLOURS.own), others: cssVar('--mo-others', OUTCOME_COLOURS.others),
    draw: cssVar('--mo-draw', OUTCOME_COLOURS.draw),
  });
}

/**
 * Makes the embed's board with its input (main.js).
 * @param {Pick<import('../board/board.js').BoardConfig, 'onCell' | 'onHover' | 'onKey' | 'onFocus' | 'onResize' | 'cursor'>} input
 */
export function makeBoard(input) {
  board = createBoard(el.board, {
    // fixed: the board, the legal cells and the placement shown, in the largest cells that fit
    camera: ({ W, H, height, dpr }) => (state.view ? sceneLayout(state.view, state.legalAt, shownPlacement(), W, H, {
      band: Math.min(SUPPLY_BAND, height / 5) * dpr, maxTile: MAX_TILE_PX * dpr,
    }) : { S: 1, ox: 0, oy: 0 }),
    look,
    scene: () => {
      const v = state.view;
      if (!v || !state.width) return null;
      const shown = shownPlacement();
      const hovered = mist.bank ? mist.bank.current(v) : null;
      return scenarioScene(v, {
        geoms: state.geoms, legalAt: state.legalAt, shown, rotation: handRotation(), playerColour, marks: state.outcomeMarks,
        preview: shown && v.hand !== null && v.hand !== undefined ? previewOf(shown) : null,
        next: nextStep(), last: state.n > 0 || state.free.length > 0, bank: hovered ? hovered.spots : null,
        feature: mist.feature ? mist.feature.scene(v, state.kinds) : null,
        cursor: document.activeElement === el.board ? cursorCell() : null,
      });
    },
    drawn: ({ bankDrawn }) => {
      if (mist.view && mist.bank) mist.view.noteBank(el.board, mist.bank.current(state.view), bankDrawn);
    },
    ...input,
  });
  return board;
}

/** The keyboard's cursor's cell, which the board holds (null: none, or no board yet). */
export function cursorCell() {
  return board ? board.cursor() : null;
}

/** The embed's board; made at the start (main.js). */
export function embedBoard() {
  if (!board) throw new Error('the board is made at the start (makeBoard)');
  return board;
}

/** Sizes the board's canvas to its box (the board's numbers in `state`); notes the hand's width too (drawHand reads it). */
export function resizeCanvas() {
  embedBoard().resize();
  const { width, height, dpr } = embedBoard().size();
  Object.assign(state, { width, height, dpr });
  state.handWidth = el.hand.clientWidth;
}

/** Asks for one frame (none before the board is made). */
export function requestRender() {
  if (board) board.redraw();
}

/** Draws the board now. */
export function render() {
  if (board) board.draw();
}
