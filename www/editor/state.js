// The editor's state and elements (for editor.js and its editor-*.js modules): the document
// being edited with its history, the engine's answers about it, what is selected, the camera;
// and `app`, through which the modules below editor.js call the actions it defines (imports go
// one way: editor.js fills `app` at start-up).

import { $ } from '../ui/dom.js';
import { playerColour as colourOf } from '../render/colours.js';
import { History, emptyDoc } from './model.js';

/**
 * The actions editor/main.js defines, for the modules below it: set once by main.js at start-up (they
 * cannot import it). Each one's type is main.js's function, so "go to definition" leads there.
 * @type {{
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
 * }}
 */
export const app = /** @type {any} */ ({});

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

/** Everything the editor knows. */
export const state = {
  doc: emptyDoc(),
  history: new History(emptyDoc()),
  res: null, // engine.check(doc): {game (end of the steps), steps, error, stepError…}
  posGame: null, // the position's game (before the steps), for the layout mode
  view: /** @type {import('../engine/views.js').GameView} */ (null), // the shown game's view
  kinds: /** @type {import('../engine/views.js').KindView[]} */ ([]), // the engine's kinds() of the document's sets and own tiles
  geoms: [], // their drawing geometry, by kind index
  kindsKey: '', // sets + own tiles the kinds were read for
  mode: 'layout', // 'layout' | 'record'
  viewStep: null, // record mode: the board shown after this many steps (null: after the last)
  pick: null, // the palette's chosen tile id
  rotation: 0, // the rotation a tile is laid (layout) or played (record) at
  placeAt: new Map(), // "x,y" -> Set of rotations where the picked tile (or the hand) fits
  placeGame: null, // the game that answers placementProblem for the picked tile
  selected: null, // index of the selected board tile (layout)
  brush: { player: 0, guard: false, ghosts: 0 }, // the piece a click on a feature puts there
  flag: null, // {error, cell}: the last refused edit, where it points
  refused: null, // {step, error}: a refused action in record mode, to keep as a step
  hover: null, // {x, y, dx, dy} the cell under the pointer (or the cursor's, dx and dy NaN)
  cursor: null, // {x, y}: the keyboard's cell (keys.js)
  // record mode: the hovered placement's preview, or only `error`: why there is none
  preview: /** @type {import('../engine/views.js').Preview & {error?: string}} */ (null),
  lang: 'en', // the language texts and captions are edited in
};

/** Player i's colour: the document's when it is a plain colour. */
export function playerColour(i) {
  return colourOf(state.view ? state.view.players : (state.doc.players || []).map((p) => (typeof p === 'string' ? { name: p } : p)), i);
}

/** The tile kind with id `id` (from kinds()), and its index. */
export function kindById(id) {
  const i = state.kinds.findIndex((k) => k.id === id);
  return i < 0 ? null : { kind: state.kinds[i], index: i };
}
