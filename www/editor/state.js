// The editor's state and elements (for editor/main.js and the modules of editor/): the document
// being edited with its history, the engine's answers about it, what is selected, the camera;
// and the type of the controller (`EditorCtrl`) main.js hands to the modules below it (imports
// go one way: they never import main.js).

import { $ } from '../ui/dom.js';
import { playerColour as colourOf } from '../render/colours.js';
import { History, emptyDoc } from './model.js';

/**
 * The editor's controller: the actions editor/main.js defines, handed by main.js to the modules
 * below it as an argument (`ctrl`: they cannot import main.js). Each one's type is main.js's
 * function, so "go to definition" leads there.
 * @typedef {{
 *   apply: typeof import('./main.js').apply,
 *   refresh: typeof import('./main.js').refresh,
 *   viewStep: typeof import('./main.js').viewStep,
 *   pickTile: typeof import('./main.js').pickTile,
 *   hoverCell: typeof import('./main.js').hoverCell,
 *   clickCell: typeof import('./main.js').clickCell,
 *   dropTile: typeof import('./main.js').dropTile,
 *   putPiece: typeof import('./main.js').putPiece,
 *   rotate: typeof import('./main.js').rotate,
 *   playStep: typeof import('./main.js').playStep,
 *   keepRefusal: typeof import('./main.js').keepRefusal,
 *   legalActions: typeof import('./main.js').legalActions,
 *   answers: typeof import('./main.js').answers,
 * }} EditorCtrl
 */

/** The editor's elements, by id: found when its main() starts (`bindElements`), not at import. */
function findElements() {
  return {
    board: /** @type {HTMLCanvasElement} */ ($('board')), boardWrap: $('board-wrap'), hint: $('hint'),
    cursorWords: $('ed-cursor'),
    status: $('ed-status'), error: $('ed-error'),
    layoutCards: $('layout-cards'), recordCards: $('record-cards'), panel: $('panel'),
    palSearch: /** @type {HTMLInputElement} */ ($('pal-search')), palGrid: $('pal-grid'),
    palCount: $('pal-count'),
    ownLine: /** @type {HTMLInputElement} */ ($('own-tile-line')), ownAdd: $('own-tile-add'),
    ownTiles: $('own-tiles'),
    modeLayout: $('mode-layout'), modeRecord: $('mode-record'),
    undo: /** @type {HTMLButtonElement} */ ($('ed-undo')),
    redo: /** @type {HTMLButtonElement} */ ($('ed-redo')),
    newDoc: $('ed-new'), open: $('ed-open'),
    openFile: /** @type {HTMLInputElement} */ ($('ed-open-file')), paste: $('ed-paste'),
    exportBtn: $('ed-export'),
    zoomIn: $('zoom-in'), zoomOut: $('zoom-out'), fit: $('fit'), rotate: $('ed-rotate'), rotation: $('ed-rotation'),
    exportDialog: /** @type {HTMLDialogElement} */ ($('export-dialog')),
    exExpect: /** @type {HTMLInputElement} */ ($('ex-expect')), exDownload: $('ex-download'),
    exSize: $('ex-size'),
    exBase: /** @type {HTMLInputElement} */ ($('ex-base')), exBaseNote: $('ex-base-note'),
    exLink: /** @type {HTMLInputElement} */ ($('ex-link')), exLinkCopy: $('ex-link-copy'),
    exSnippet: /** @type {HTMLTextAreaElement} */ ($('ex-snippet')), exSnippetCopy: $('ex-snippet-copy'),
    exNote: $('ex-note'),
    exPicStep: /** @type {HTMLSelectElement} */ ($('ex-pic-step')),
    exPicText: /** @type {HTMLInputElement} */ ($('ex-pic-text')),
    exPicLegend: /** @type {HTMLInputElement} */ ($('ex-pic-legend')),
    exPicSvg: $('ex-pic-svg'), exPicPng: $('ex-pic-png'), exPicPng2: $('ex-pic-png2'),
    pasteDialog: /** @type {HTMLDialogElement} */ ($('paste-dialog')),
    pasteText: /** @type {HTMLTextAreaElement} */ ($('paste-text')), pasteOpen: $('paste-open'),
    language: /** @type {HTMLSelectElement} */ ($('language')),
    play: /** @type {HTMLAnchorElement} */ ($('ed-play')),
  };
}

/** The editor's elements, by id (filled by `bindElements`, the first thing the entry's main() does). */
export const el = /** @type {ReturnType<typeof findElements>} */ ({});

/** Finds the editor's elements: main.js calls it first, once the document is there. */
export function bindElements() {
  Object.assign(el, findElements());
}

/**
 * Everything the editor knows: the editor's state, one declared type, made here once.
 * @typedef {{x: number, y: number}} Cell
 * @typedef {object} EditorState
 * @property {typeof import('../../pkg/carcassonne_mist.js') | null} engine the engine's module, once started (main.js)
 * @property {any} doc the scenario document being edited (model.js; docs/FORMATS.md)
 * @property {History} history its undo and redo
 * @property {any} res engine.check(doc): {game (end of the steps), steps, error, stepError…}
 * @property {any} posGame the position's game (before the steps), for the layout mode
 * @property {import('../../types/engine/GameView').GameView | null} view the shown game's view
 * @property {import('../../types/engine/KindView').KindView[]} kinds the engine's kinds() of the document's sets and own tiles
 * @property {any[]} geoms their drawing geometry, by kind index
 * @property {string} kindsKey sets + own tiles the kinds were read for
 * @property {'layout' | 'record'} mode
 * @property {number | null} viewStep record mode: the board shown after this many steps (null: after the last)
 * @property {string | null} pick the palette's chosen tile id
 * @property {number} rotation the rotation a tile is laid (layout) or played (record) at
 * @property {Map<string, Set<number>>} placeAt "x,y" → the rotations where the picked tile (or the hand) fits
 * @property {any} placeGame the game that answers placementProblem for the picked tile
 * @property {number | null} selected index of the selected board tile (layout)
 * @property {{player: number, guard: boolean, ghosts: number}} brush the piece a click on a feature puts there
 * @property {{error: string, cell: Cell | null} | null} flag the last refused edit, where it points
 * @property {{step: any, kind: string | null, error: string, words: string} | null} refused a refused action in record mode, to keep as a step (the refusal's kind, the engine's message, the reader's words)
 * @property {(Cell & {dx: number, dy: number}) | null} hover the cell under the pointer (or the cursor's, dx and dy NaN)
 * @property {(import('../../types/engine/Preview').Preview & {error?: string}) | null} preview record mode: the hovered placement's preview, or only `error`: why there is none
 * @property {string} lang the language texts and captions are edited in
 */

/** @type {EditorState} */
export const state = {
  engine: null,
  doc: emptyDoc(),
  history: new History(emptyDoc()),
  res: null,
  posGame: null,
  view: null,
  kinds: [],
  geoms: [],
  kindsKey: '',
  mode: 'layout',
  viewStep: null,
  pick: null,
  rotation: 0,
  placeAt: new Map(),
  placeGame: null,
  selected: null,
  brush: { player: 0, guard: false, ghosts: 0 },
  flag: null,
  refused: null,
  hover: null,
  preview: null,
  lang: 'en',
};

/**
 * Player i's colour: the document's when it is a plain colour.
 * @param {number} i
 */
export function playerColour(i) {
  return colourOf(state.view ? state.view.players : (state.doc.players || []).map((/** @type {string | {name: string}} */ p) => (typeof p === 'string' ? { name: p } : p)), i);
}

/**
 * The tile kind with id `id` (from kinds()), and its index.
 * @param {string} id
 */
export function kindById(id) {
  const i = state.kinds.findIndex((k) => k.id === id);
  return i < 0 ? null : { kind: state.kinds[i], index: i };
}
