// The page's state and elements (for page/main.js and the modules of page/): the elements by id,
// the page's constants, the one `state` object of the game being played (its view, the legal
// cells, the camera, the choices in progress, the kept game), and the type of the actions
// main.js defines (`PageActions`), which it connects to each module below it at start-up (so
// that imports go one way; nothing here imports a module above it).
//
// What only one module needs stays there: the board's cached picture and animations
// (page/board.js `picture`), the game as kept (page/games.js `keeping`), the turn log as shown
// (page/panel.js `log`).

import { playerColour as colourOf } from '../render/colours.js';
import { $ } from '../ui/dom.js';

/**
 * The actions page/main.js (the page's controller) defines, for the modules below it. Each
 * module names the ones it asks for (`Pick<PageActions, …>`) and main.js hands them over once at
 * start-up (`connectInput`, `connectLink`…; the modules cannot import main.js). Each one's type
 * is main.js's function, so "go to definition" leads there.
 * @typedef {{
 *   defaultSetup: typeof import('./main.js').defaultSetup,
 *   ghostSpotChosen: typeof import('./main.js').ghostSpotChosen,
 *   openSavedGameCode: typeof import('./main.js').openShared,
 *   placeAt: typeof import('./main.js').placeAt,
 *   placeMeeple: typeof import('./main.js').placeMeeple,
 *   playComputer: typeof import('./main.js').playComputer,
 *   playGhost: typeof import('./main.js').playGhost,
 *   redo: typeof import('./main.js').redo,
 *   refresh: typeof import('./main.js').refresh,
 *   rotateHand: typeof import('./main.js').rotateHand,
 *   savedGameLink: typeof import('./main.js').savedGameLink,
 *   setGame: typeof import('./main.js').setGame,
 *   setOnlineGame: typeof import('./main.js').setOnlineGame,
 *   finishOnlineHere: typeof import('./games.js').finishOnlineHere,
 *   setUrlForSetup: typeof import('./main.js').setUrlForSetup,
 *   shareLink: typeof import('./main.js').shareLink,
 *   skipMeeple: typeof import('./main.js').skipMeeple,
 *   startGame: typeof import('./main.js').startGame,
 *   undo: typeof import('./main.js').undo,
 * }} PageActions
 */

/**
 * The actions of a module not connected yet: each call throws, naming the action (a module used
 * before page/main.js connected it is a bug, not a silent no-op).
 * @returns {any}
 */
export function unconnected() {
  return new Proxy({}, {
    get: (_, name) => () => {
      throw new Error(`page action ${String(name)} called before page/main.js connected it`);
    },
  });
}

/** The page's elements, by id: found when its main() starts (`bindElements`), not at import. */
function findElements() {
  return {
    board: /** @type {HTMLCanvasElement} */ ($('board')),
    boardWrap: $('board-wrap'),
    hand: /** @type {HTMLCanvasElement} */ ($('hand')), handLabel: $('hand-label'),
    rotate: /** @type {HTMLButtonElement} */ ($('rotate')),
    undo: /** @type {HTMLButtonElement} */ ($('undo')),
    redo: /** @type {HTMLButtonElement} */ ($('redo')),
    skip: /** @type {HTMLButtonElement} */ ($('skip')), spots: $('meeple-spots'),
    players: $('players'), tilesLeft: $('tiles-left'), tilesSets: $('tiles-sets'), status: $('status'),
    error: $('error'), events: $('events'), hint: $('hint'), fit: $('fit'), zoomIn: $('zoom-in'),
    zoomOut: $('zoom-out'), seedLink: /** @type {HTMLAnchorElement} */ ($('seed-link')),
    newGame: $('new-game'), version: $('engine-version'),
    actionTitle: $('action-title'), outcomeBox: $('outcome-box'), outcome: $('outcome'),
    ghostBox: $('ghost-box'), ghostCounter: $('ghost-counter'), obligations: $('obligations'),
    ghostHelp: $('ghost-help'), ghostMoves: $('ghost-moves'), meepleBox: $('meeple-box'),
    finalBox: $('final-box'), showFinal: $('show-final'), ghostSupply: $('ghost-supply'),
    log: $('log'), logCard: /** @type {HTMLDetailsElement} */ ($('log-card')), save: $('save'),
    load: $('load'), loadFile: /** @type {HTMLInputElement} */ ($('load-file')),
    share: $('share'), rulesButton: $('rules-button'),
    ngDialog: /** @type {HTMLDialogElement} */ ($('new-game-dialog')), ngForm: $('new-game-form'),
    ngPlayers: $('ng-players'),
    ngAdd: /** @type {HTMLButtonElement} */ ($('ng-add')),
    ngSeed: /** @type {HTMLInputElement} */ ($('ng-seed')), ngDice: $('ng-dice'),
    ngVariants: $('ng-variants'),
    ngError: $('ng-error'), ngCancel: $('ng-cancel'),
    shareDialog: /** @type {HTMLDialogElement} */ ($('share-dialog')),
    shareUrl: /** @type {HTMLInputElement} */ ($('share-url')), shareCopy: $('share-copy'),
    shareNote: $('share-note'), shareClose: $('share-close'),
    finalDialog: /** @type {HTMLDialogElement} */ ($('final-dialog')), finalTable: $('final-table'),
    finalWinner: $('final-winner'),
    finalEvents: $('final-events'), finalClose: $('final-close'), finalNew: $('final-new'),
    rulesDialog: /** @type {HTMLDialogElement} */ ($('rules-dialog')), rulesList: $('rules-list'),
    rulesClose: $('rules-close'),
    panel: $('panel'), sheetToggle: $('sheet-toggle'),
    aboutButton: $('about-button'), aboutDialog: /** @type {HTMLDialogElement} */ ($('about-dialog')),
    aboutClose: $('about-close'),
    movesCard: $('moves-card'), moves: $('moves'), replayMove: $('replay-move'), turnBanner: $('turn-banner'),
    games: $('games'), gamesCount: $('games-count'), gamesNote: $('games-note'), gamesPersist: $('games-persist'),
    gamesDamaged: $('games-damaged'), gamesDamagedList: $('games-damaged-list'), gamesBackup: $('games-backup'),
    textBoardButton: $('text-board-button'), textBoardSkip: $('text-board-skip'), textBoard: $('text-board'),
    textBoardCell: $('text-board-cell'), announce: $('announce'),
    gamesRestore: /** @type {HTMLInputElement} */ ($('games-restore')), gamesRestoreButton: /** @type {HTMLButtonElement} */ ($('games-restore-button')),
  };
}

/** The page's elements, by id (filled by `bindElements`, the first thing the entry's main() does). */
export const el = /** @type {ReturnType<typeof findElements>} */ ({});

/** Finds the page's elements: main.js calls it first, once the document is there. */
export function bindElements() {
  Object.assign(el, findElements());
}

export const TOOLBAR_INSET = 50; // CSS pixels at the top of the board taken by the zoom buttons
export const SESSION_KEY = 'carcassonne-mist/current'; // this tab's game (sessionStorage)
/**
 * Everything the page knows about the game played and what is shown of it: the page's state, one
 * declared type, made here once. `engine`, `game` and `view` are set before any action can run
 * (main.js `start`, `setGame`, `refresh`); what may be absent says so (`| null`).
 * @typedef {import('../../types/engine/GameView').GameView} GameView
 * @typedef {{x: number, y: number}} Cell
 * @typedef {object} PageState
 * @property {typeof import('../../pkg/carcassonne_mist.js')} engine the engine's module (start.js)
 * @property {{id: number, local: boolean[]} | null} link the game by link (games.js keeping.link), for the seats shown
 * @property {import('../io/session.js').Seat[]} seats who plays each seat: set by ai.js and games.js, shown by panel.js
 * @property {import('../../pkg/carcassonne_mist.js').GameHandle} game the game played
 * @property {any} puzzleGame the game of a puzzle or a review's replay shown (puzzles.js, review.js): never kept
 * @property {any} setup the current game's setup (from its save), or null for a scenario
 * @property {any} scenario the scenario the game started from (its title and texts), or null
 * @property {import('../../types/engine/KindView').KindView[]} kinds the game's tile kinds
 * @property {any[]} geoms their drawing geometries (render/draw.js kindGeometries), by kind
 * @property {GameView} view the engine's view of the game, read once per change (refresh)
 * @property {Map<string, import('../../types/engine/TileView').TileView>} tileAt "x,y" → the tile there
 * @property {import('../../types/engine/PlacementView').PlacementView[]} legal the legal placements of the tile in hand
 * @property {Map<string, Set<number>>} legalAt "x,y" → the rotations at which it fits there
 * @property {number} rotation the tile in hand's rotation
 * @property {string | null} turnKey the turn the rotation was chosen for
 * @property {Cell | null} hover the cell under the pointer (or under it last)
 * @property {boolean} pointerOn the pointer is over the board
 * @property {boolean} keyboard the keyboard's cursor (the board's: board.js cursorCell), not the pointer, chooses the previewed cell
 * @property {boolean} textBoard the text board is on (text-board.js): the cursor moves and speaks in every phase
 * @property {import('../../types/engine/Preview').Preview | null} preview the shown preview (place-tile phase)
 * @property {Set<string> | null} outcomeMarks the board labels the hovered outcome line names
 * @property {Map<string, any>} previewCache the previews of this turn, by cell and rotation
 * @property {number} previewMs the last preview's milliseconds (tests)
 * @property {{feature: string, guard: boolean} | null} meepleHover the meeple spot under the pointer or a focused button
 * @property {ReturnType<typeof import('./board.js').ghostState> | null} ghost the ghost phase's moves, sources, targets, chosen source
 * @property {string | null} ghostHover the key of the ghost spot under the pointer
 * @property {{action: import('../../types/engine/ActionSpec').ActionSpec, actions: number} | null} hinted the Hint's move (ai.js) and the actions played when it was given: its button marked (panel.js) until the next move
 * @property {number | null} finalShown the game whose final table was opened
 * @property {ReturnType<typeof import('./last-move.js').movesSince>} moves the other players' last turns marked (moves.js)
 * @property {number} movesShown how many of their marks a replay draws now
 * @property {string} readOnly the label of a copy kept to look at (games.js, io/session.js RECORD_LABELS), '' for a game to play
 * @property {'computer' | 'friend' | null} waiting another player is to move here (turn-banner.js): no clicks, no choices drawn
 * @property {number} gameId counts the games opened in this page
 * @property {boolean} touch the last pointer was a finger (or the screen's pointer is coarse): say 'tap'
 */

/** @type {PageState} */
export const state = {
  engine: /** @type {any} */ (null), // set by main.js before anything reads it
  link: null,
  seats: [],
  game: /** @type {any} */ (null), // set by setGame before anything reads it
  puzzleGame: /** @type {any} */ (null), // the game of the puzzle shown (puzzles.js): never kept
  setup: null,
  scenario: null,
  kinds: [],
  geoms: [],
  view: /** @type {any} */ (null), // set by refresh before anything reads it
  tileAt: new Map(),
  legal: [],
  legalAt: new Map(),
  rotation: 0,
  turnKey: null,
  hover: null,
  pointerOn: false,
  keyboard: false,
  textBoard: false,
  preview: null,
  outcomeMarks: null,
  previewCache: new Map(),
  previewMs: 0,
  meepleHover: null,
  ghost: null,
  ghostHover: null,
  hinted: null,
  finalShown: null,
  moves: [],
  movesShown: Infinity,
  waiting: null,
  readOnly: '',
  gameId: 0,
  touch: false,
};

/**
 * The engine's turn log of the state shown, read once per change (each read replays the game):
 * the turn log card, the last moves (moves.js) and the text board share it.
 * @returns {import('../../types/engine/LogLine').LogLine[]}
 */
export function turnLogNow() {
  const v = state.view;
  const key = v ? `${state.gameId}:${v.actions}:${v.redo}:${v.phase}` : '';
  if (logCache.key !== key || !logCache.log) {
    /** @type {import('../../types/engine/LogLine').LogLine[]} */
    let log = [];
    try {
      log = state.game ? state.game.turnLog() : [];
    } catch {
      log = [];
    }
    logCache.key = key;
    logCache.log = log;
  }
  return logCache.log || [];
}
/** @type {{key: string, log: import('../../types/engine/LogLine').LogLine[] | null}} */
const logCache = { key: '', log: null };

/**
 * Shows `msg` on the error line.
 * @param {string} msg
 */
export function showError(msg) {
  el.error.textContent = msg;
}

/** Empties the error line. */
export function clearError() {
  el.error.textContent = '';
}

/**
 * Player i's colour: the setup's when it is a plain colour (never a url() or other CSS).
 * @param {number} i
 */
export function playerColour(i) {
  return colourOf(state.view && state.view.players, i);
}

/** A seed for a new game. */
export function randomSeed() {
  return Math.floor(Math.random() * 1_000_000);
}

