// The game page: 2–6 players hot-seat, drawn on a canvas, with the mist of Exp. 11 and The Spell
// Circles. The engine (a `GameHandle`) decides everything; after each action the page reads a
// fresh `view()` and redraws.
//
// Starting a game: `#game=<code>` (a share link: the saved game, deflate-raw + base64url) opens
// that game; `?seed=N&sets=base,gcc,sc` starts a new game with that seed and those sets (the base
// game alone when `sets` is missing); a bare address resumes the game played last in this
// browser, or offers the New game dialog. Every game is kept in this browser (storage.js, the
// "Your games" list); opening a link opens its game beside the others and never replaces one.
//
// Board coordinates: cell (x, y) has its top-left corner at world point (x, y); y grows south.

import {
  PALETTE, PLAYER_COLOURS, safeColour, isPlainColour, kindGeometry, drawTile, drawTileCached, drawMeeple,
  drawArrow, drawGhostPile, spotOnTile, sizeCanvas, clearSquareCanvas, cellSeed, frameScheduler, featureLabel,
} from './draw.js';
import {
  drawTable, drawTiles, drawLegalCells, drawLastTile, drawTileInHand, drawCircleGhosts, drawMeeples,
  meepleHeight, ringAt, spotPoint as tileSpotPoint, arrowWidth, drawGhostArrows,
} from './board.js';
import { playerColour as colourOf } from './colours.js';
import { trimmed, withSameTurns, placementsByCell } from './geometry.js';
import { cellKey, spotKey, plural, at } from './text.js';
import { $, make, swatch, icon, iso, messageOf } from './dom.js';
import {
  renderOutcome, previewArrows, ruleLink, spotWords, OUTCOME_COLOURS,
} from './outcome.js';
import { RULES } from './rules.js';
import {
  GameStore, MemoryStorage, PREFIX as GAME_KEY_PREFIX, findContinued, redoFromLast,
} from './storage.js';
import { encodeGame, decodeGame, gameCodeIn } from './share.js';
import { cameraLayout, cellAtDevice, fitCamera, zoomCamera, panIntoView } from './camera.js';
import { MAX_GAME_BYTES } from './inflate.js';

const el = {
  board: $('board'), hand: $('hand'), handLabel: $('hand-label'), rotate: $('rotate'),
  undo: $('undo'), redo: $('redo'), skip: $('skip'), spots: $('meeple-spots'),
  players: $('players'), tilesLeft: $('tiles-left'), tilesSets: $('tiles-sets'), status: $('status'),
  error: $('error'), events: $('events'), hint: $('hint'), fit: $('fit'), zoomIn: $('zoom-in'),
  zoomOut: $('zoom-out'), seedLink: $('seed-link'), newGame: $('new-game'), version: $('engine-version'),
  actionTitle: $('action-title'), outcomeBox: $('outcome-box'), outcome: $('outcome'),
  ghostBox: $('ghost-box'), ghostCounter: $('ghost-counter'), obligations: $('obligations'),
  ghostHelp: $('ghost-help'), ghostMoves: $('ghost-moves'), meepleBox: $('meeple-box'),
  finalBox: $('final-box'), showFinal: $('show-final'), ghostSupply: $('ghost-supply'),
  log: $('log'), logCard: $('log-card'), save: $('save'), load: $('load'), loadFile: $('load-file'),
  share: $('share'), rulesButton: $('rules-button'),
  ngDialog: $('new-game-dialog'), ngForm: $('new-game-form'), ngPlayers: $('ng-players'),
  ngAdd: $('ng-add'), ngSeed: $('ng-seed'), ngDice: $('ng-dice'), ngVariants: $('ng-variants'),
  ngError: $('ng-error'), ngCancel: $('ng-cancel'),
  shareDialog: $('share-dialog'), shareUrl: $('share-url'), shareCopy: $('share-copy'),
  shareNote: $('share-note'), shareClose: $('share-close'),
  finalDialog: $('final-dialog'), finalTable: $('final-table'), finalWinner: $('final-winner'),
  finalEvents: $('final-events'), finalClose: $('final-close'), finalNew: $('final-new'),
  rulesDialog: $('rules-dialog'), rulesList: $('rules-list'), rulesClose: $('rules-close'),
  games: $('games'), gamesCount: $('games-count'), gamesNote: $('games-note'),
};

const DRAG_THRESHOLD = 4;
const TOOLBAR_INSET = 50; // CSS pixels at the top of the board taken by the zoom buttons
const SESSION_KEY = 'carcassonne-mist/current'; // this tab's game (sessionStorage)
const MAX_SEED = 2 ** 53 - 1;
/** Control and text-direction characters, which a name must not hold (they reorder the page's text). */
const NAME_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

const DEFAULT_PLAYERS = [
  ['Red', '#d8352a'], ['Blue', '#2f6fdc'], ['Green', '#2f9e44'],
  ['Yellow', '#e8b516'], ['Black', '#2b2b2b'], ['Purple', '#a347c8'],
];

const SET_NAMES = { base: 'Base', gcc: 'Exp. 11', sc: 'Spell Circles' };

/** The rule variants V1–V6: their setup key, what they decide, the sets they matter with. */
const VARIANTS = [
  { id: 'V1', key: 'limit-bonus', needs: 'sc', label: 'Limiting with a spell-circle tile', help: 'Do the tile\'s S1 ghosts come on top of M4\'s single ghost, or instead of it?' },
  { id: 'V2', key: 'limit-by-plain-tile', needs: 'gcc', label: 'Limiting with a tile without mist', help: 'Does any tile placed against a misty side limit the mist (M4), or only a mist tile?' },
  { id: 'V3', key: 'generic-ghost-count', needs: 'gcc', label: 'Ghosts for continuing and limiting', help: 'One M3/M4 ghost per placement (M5), or one per bank it continues or limits?' },
  { id: 'V4', key: 'fresh-circles', needs: 'sc', label: 'Circles filled this turn', help: 'Do ghosts that S2 just drew count for S3 and S5, or only when a bank closes (S6)?' },
  { id: 'V5', key: 'circle-draw', needs: 'sc', label: 'Where new spell circles draw from', help: 'From the meeples and circles on the 8 tiles around first (S2), or from the supply only?' },
  { id: 'V6', key: 'opponent-no-target', needs: 'gcc', label: 'A ghost no opponent can take', help: 'When no other player has a meeple that can take it, it stays where it is (G4), or goes to the supply?' },
];

const state = {
  engine: null,
  game: null,
  setup: null, // the current game's setup (from its save), or null for a scenario
  kinds: [],
  geoms: [],
  view: null,
  tileAt: new Map(), // "x,y" -> tile view
  legal: [],
  legalAt: new Map(), // "x,y" -> Set of rotations
  rotation: 0,
  turnKey: null, // identifies the turn the rotation was chosen for
  cam: { x: 0, y: 0, scale: 90 },
  autoFit: true,
  hover: null, // {x, y} cell under the pointer (or under it last)
  pointerOn: false, // the pointer is over the board
  cursor: null, // {x, y} keyboard cell cursor
  keyboard: false, // the cursor (not the pointer) chooses the previewed cell
  preview: null, // the shown preview (place-tile phase)
  previewCache: new Map(),
  previewMs: 0,
  meepleHover: null, // {feature, guard} under the pointer or a focused button
  ghost: null, // ghost phase: {moves, sources, targets, selected, head}
  ghostHover: null, // key of the ghost spot under the pointer
  logKey: '',
  eventsSeen: 0,
  anims: [],
  finalShown: null,
  gameId: 0,
  store: null, // the games kept in this browser (storage.js)
  entry: null, // this game's place in the store: {id, rev, created}, null until first kept
  keepEmpty: false, // keep this game even before its first action (it came from a link or file)
  games: [], // the store's list, newest first (read again on changes)
  keptText: '', // the game and redo list as last kept (nothing is written while they stay the same)
  lastSnap: null, // {game, key, actions, redo}: the last snapshot of `game` (and key its counts once kept)
  dpr: 1,
  width: 0, // canvas size in CSS pixels
  height: 0,
  lastRenderMs: 0,
  layer: null, // the picture of the table and the tiles
  layerKey: null,
  prevLayerKey: null,
  zoomUntil: 0,
  zoomTimer: 0,
};

// ---------------------------------------------------------------------------------------------
// Small helpers.


function showError(msg) {
  el.error.textContent = msg;
}

function clearError() {
  el.error.textContent = '';
}

/** Player i's colour: the setup's when it is a plain colour (never a url() or other CSS). */
function playerColour(i) {
  return colourOf(state.view && state.view.players, i);
}

function randomSeed() {
  return Math.floor(Math.random() * 1_000_000);
}

// ---------------------------------------------------------------------------------------------
// Share links (share.js: the saved game, deflate-raw compressed, in base64url).

const gameCodeFromHash = () => gameCodeIn(location.hash);


async function shareLink() {
  const code = await encodeGame(state.game.save());
  return `${location.origin}${location.pathname}#game=${code}`;
}

// ---------------------------------------------------------------------------------------------
// Start-up.

async function main() {
  try {
    const engine = await import('../pkg/carcassonne_mist.js');
    await engine.default();
    state.engine = engine;
    el.version.textContent = engine.engineVersion();
  } catch (e) {
    el.status.textContent = 'The engine could not be loaded.';
    showError(`Cannot load ../pkg/carcassonne_mist.js (run "make build" first): ${messageOf(e)}`);
    return;
  }
  setupInput();
  setupDialogs();
  resizeCanvas();

  openStore();
  let started = false;
  let offerDialog = false;
  const code = gameCodeFromHash();
  // a link opens its game beside the others; a link that cannot be read changes nothing
  if (code !== null) started = await openShared(code);
  const params = new URLSearchParams(location.search);
  // reloading the page resumes this tab's game; following a `?seed=` link starts a new game
  const nav = performance.getEntriesByType && performance.getEntriesByType('navigation')[0];
  const again = nav && (nav.type === 'reload' || nav.type === 'back_forward');
  const mine = sessionGameId();
  if (!started && again && mine) started = resumeGame(mine);
  if (!started && code === null && (params.has('seed') || params.has('sets'))) {
    started = startGame(setupFromParams(params), { url: true });
  }
  if (!started && mine) started = resumeGame(mine);
  if (!started && state.games.length) started = resumeGame(state.games[0].id);
  if (!started) {
    offerDialog = code === null;
    const setup = defaultSetup();
    started = startGame(setup, { url: false });
  }
  if (!started) return;

  new ResizeObserver(() => {
    resizeCanvas();
    if (state.autoFit) fitBoard();
    render();
  }).observe(el.board.parentElement);
  fitBoard();
  render();
  window.addEventListener('hashchange', async () => {
    const c = gameCodeFromHash();
    if (c !== null) await openShared(c);
  });
  el.logCard.addEventListener('toggle', () => updateLog());
  // another tab kept, changed or deleted a game: show the list as it is now
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key.startsWith(GAME_KEY_PREFIX)) readGames();
  });
  window.__app = {
    get game() { return state.game; },
    view: () => state.game.view(),
    cellToClient,
    clientOfSpot,
    get rotation() { return state.rotation; },
    kinds: () => state.kinds,
    previewAt(x, y, rotation) {
      const t0 = performance.now();
      const pv = state.game.preview(x, y, rotation);
      state.previewMs = performance.now() - t0;
      return pv;
    },
    get previewMs() { return state.previewMs; },
    get shownPreview() { return state.preview; },
    shareLink,
    encodeGame,
    decodeGame,
    refresh,
    /** Draws the board once and returns the time it took (ms); `full`: the tiles too. */
    timeRedraw(full = false) {
      if (full) {
        state.layerKey = null;
        state.prevLayerKey = null;
      }
      const t0 = performance.now();
      render();
      return performance.now() - t0;
    },
    fit() {
      state.autoFit = true;
      fitBoard();
      render();
    },
    get setup() { return state.setup; },
    /** The meeple phase's choices with the client coordinates of their markers. */
    meepleSpots() {
      const r = el.board.getBoundingClientRect();
      return meepleOptions().map((o) => ({
        feature: o.feature, guard: o.guard, x: r.left + o.x / state.dpr, y: r.top + o.y / state.dpr,
      }));
    },
    get lastRenderMs() { return state.lastRenderMs; },
    get cursor() { return state.cursor; },
    get phase() { return state.view.phase; },
    /** The kept games, newest first, and this game's id among them. */
    games: () => state.store.list(),
    get entryId() { return state.entry && state.entry.id; },
  };
  window.__app.readyMs = performance.now();
  document.body.dataset.ready = '1';
  if (offerDialog) openNewGameDialog();
}

function defaultSetup() {
  return {
    players: DEFAULT_PLAYERS.slice(0, 2).map(([name, colour]) => ({ name, colour })),
    sets: ['base', 'gcc', 'sc'],
    seed: randomSeed(),
  };
}

/** A setup from `?seed=&sets=` (the base game when no sets are given, a random seed when none). */
function setupFromParams(params) {
  const raw = (params.get('seed') || '').trim();
  let seed = /^\d{1,16}$/.test(raw) && Number(raw) <= MAX_SEED ? Number(raw) : null;
  if (seed === null) {
    if (raw) showError(`The seed "${raw}" is not a whole number from 0 to 2^53 − 1: a random seed is used.`);
    seed = randomSeed();
  }
  const sets = (params.get('sets') || '').split(',').map((x) => x.trim()).filter(Boolean);
  return {
    players: DEFAULT_PLAYERS.slice(0, 2).map(([name, colour]) => ({ name, colour })),
    sets: sets.length ? sets : ['base'],
    seed,
  };
}

function setUrlForSetup(setup) {
  const params = new URLSearchParams();
  params.set('seed', String(setup.seed));
  if (setup.sets.join(',') !== 'base') params.set('sets', setup.sets.join(','));
  history.replaceState(null, '', `${location.pathname}?${params.toString().replace(/%2C/g, ',')}`);
}

/** Starts a new game; false (with the reason on the error line) when the engine refuses it. */
function startGame(setup, { url = true } = {}) {
  let game;
  try {
    game = state.engine.GameHandle.newGame(JSON.stringify(setup));
  } catch (e) {
    showError(`Cannot start this game: ${messageOf(e)}`);
    return false;
  }
  if (url) setUrlForSetup(setup);
  else history.replaceState(null, '', location.pathname);
  openGame(game, null, { keepEmpty: false });
  return true;
}

/** Opens a share link's game beside the others; false (and why, on the error line) when it cannot. */
async function openShared(code) {
  try {
    const json = await decodeGame(code);
    const game = state.engine.GameHandle.load(json);
    history.replaceState(null, '', location.pathname);
    clearError();
    adopt(game);
    return true;
  } catch (e) {
    history.replaceState(null, '', location.pathname + location.search);
    showError(`This share link cannot be opened, and nothing was changed: ${messageOf(e)}`);
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// The games kept in this browser (storage.js): every game under its own key, so a link, a new
// game or another tab never replaces one; the redo list is kept with the game.

function openStore() {
  let storage = null;
  try {
    storage = window.localStorage;
    storage.getItem(SESSION_KEY); // throws where storage is off
  } catch {
    storage = null;
  }
  state.store = new GameStore(storage || new MemoryStorage());
  if (!storage) gamesNote('This browser does not let the page keep games (storage is off): save your games to files.');
  // the single autosave slot of earlier versions joins the list
  const moved = state.store.migrate((json) => {
    const g = state.engine.GameHandle.load(json);
    try {
      const v = g.view();
      return { game: JSON.parse(g.save()), redo: [], finished: v.phase === 'game-over', summary: summaryOf(v, JSON.parse(g.save())) };
    } finally {
      g.free();
    }
  });
  if (moved) storeNotes(moved);
  readGames();
}

function sessionGameId() {
  try {
    return sessionStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
}

function setSessionGameId(id) {
  try {
    if (id) sessionStorage.setItem(SESSION_KEY, id);
    else sessionStorage.removeItem(SESSION_KEY);
  } catch { /* no session storage: a reload resumes the newest game */ }
}

/** What the list shows of a game. */
function summaryOf(v, saved) {
  const total = v.tiles.length + v.bag_left + (v.hand === null || v.hand === undefined ? 0 : 1) + v.discarded.length;
  return {
    players: v.players.map((p) => ({ name: p.name, colour: p.colour || null, score: p.score })),
    sets: saved.setup ? (saved.setup.sets || ['base']) : null,
    title: saved.scenario ? ((saved.scenario.title) || 'a laid-out position') : null,
    placed: v.tiles.length,
    total,
    actions: v.actions,
    current: v.phase === 'game-over' ? null : v.current,
  };
}

/**
 * The game as kept: the saved game (the engine's format) and the actions redo can replay. The
 * redo list comes from the last snapshot when it can (an undo or a redo since); only otherwise
 * is it read by redoing to the end and undoing back (each undo replays the game).
 */
function snapshot(game, v) {
  const saved = JSON.parse(game.save());
  const last = state.lastSnap && state.lastSnap.game === game ? state.lastSnap : null;
  let redo = v.redo > 0 ? redoFromLast(last, saved.actions, v.redo) : [];
  if (!redo) {
    redo = [];
    // play the redo list, read it, and take it back: the engine's undo is exact
    let n = 0;
    while (n < 5000 && game.redo()) n += 1;
    const all = JSON.parse(game.save()).actions;
    for (let i = 0; i < n; i++) game.undo();
    redo = all.slice(saved.actions.length);
  }
  state.lastSnap = { game, key: null, actions: saved.actions, redo };
  return { saved, redo };
}

/** Keeps the game being played (after every action). */
function persist(v) {
  if (!state.store || !state.game) return;
  if (!state.entry && !state.keepEmpty && v.actions === 0 && v.redo === 0) return;
  // every action changes the count of actions or of redo: the same counts, nothing to keep
  const key = `${v.actions}:${v.redo}`;
  if (state.entry && state.lastSnap && state.lastSnap.game === state.game && state.lastSnap.key === key) return;
  let snap;
  try {
    snap = snapshot(state.game, v);
  } catch {
    return;
  }
  const text = JSON.stringify([snap.saved, snap.redo]);
  if (state.entry && text === state.keptText) { // opening a game is no move in it
    state.lastSnap.key = key;
    return;
  }
  const res = state.store.put({
    id: state.entry ? state.entry.id : undefined,
    created: state.entry ? state.entry.created : undefined,
    finished: v.phase === 'game-over',
    summary: summaryOf(v, snap.saved),
    game: snap.saved,
    redo: snap.redo,
  }, { baseRev: state.entry ? state.entry.rev : undefined });
  if (res.entry) {
    state.keptText = text;
    state.lastSnap.key = key;
    state.entry = { id: res.entry.id, rev: res.entry.rev, created: res.entry.created };
    setSessionGameId(res.entry.id);
    const i = state.games.findIndex((g) => g.id === res.entry.id);
    if (i >= 0) state.games.splice(i, 1);
    state.games.unshift(res.entry);
  }
  if (res.dropped.length || res.forked || !res.entry) readGames();
  else renderGames();
  storeNotes(res);
}

function storeNotes(res) {
  const notes = [...res.notes];
  if (res.error) notes.push(res.error);
  if (notes.length) gamesNote(notes.join(' '));
}

function gamesNote(text) {
  el.gamesNote.textContent = text;
  el.gamesNote.hidden = !text;
}

/** The kept game as a GameHandle, its redo list played and taken back again. */
function gameFromEntry(e) {
  const { GameHandle } = state.engine;
  const have = (e.game.actions || []).length;
  if (Array.isArray(e.redo) && e.redo.length) {
    let g = null;
    try {
      g = GameHandle.load(JSON.stringify({ ...e.game, actions: [...(e.game.actions || []), ...e.redo] }));
      for (let i = 0; i < e.redo.length && JSON.parse(g.save()).actions.length > have; i++) g.undo();
      if (JSON.parse(g.save()).actions.length === have) return g;
    } catch { /* the redo list cannot be replayed: the game without it */ }
    if (g) g.free();
  }
  return GameHandle.load(JSON.stringify(e.game));
}

/** Opens the kept game `id`; false when there is none (or it cannot be read). */
function resumeGame(id) {
  const e = state.store.get(id);
  if (!e) return false;
  let game;
  try {
    game = gameFromEntry(e);
  } catch (err) {
    showError(`Your game of ${formatDate(e.updated)} cannot be opened: ${messageOf(err)}`);
    return false;
  }
  if (e.game.setup) setUrlForSetup(e.game.setup);
  else history.replaceState(null, '', location.pathname);
  openGame(game, e, { keepEmpty: true });
  return true;
}

/**
 * Opens a game from a link or a file beside the kept ones: it continues a kept game when it
 * has the same setup and its moves extend that game's moves, else it is a new game in the list.
 */
function adopt(game) {
  const saved = JSON.parse(game.save());
  const kept = findContinued(state.games, saved);
  if (kept && (kept.game.actions || []).length === saved.actions.length) {
    // the very game kept here: open it as kept (with its redo list)
    game.free();
    if (!resumeGame(kept.id)) openGame(state.engine.GameHandle.load(JSON.stringify(saved)), null, { keepEmpty: true });
    return;
  }
  openGame(game, kept, { keepEmpty: true });
}

/** Makes `game` the one played (kept as `entry`, or as a new game). */
function openGame(game, entry, { keepEmpty }) {
  state.entry = entry ? { id: entry.id, rev: entry.rev, created: entry.created } : null;
  state.keptText = entry ? JSON.stringify([entry.game, entry.redo || []]) : '';
  state.lastSnap = entry ? { game, key: null, actions: entry.game.actions, redo: entry.redo || [] } : null;
  state.keepEmpty = keepEmpty;
  setSessionGameId(entry ? entry.id : null);
  setGame(game);
  renderGames();
}

function readGames() {
  state.games = state.store ? state.store.list() : [];
  renderGames();
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
/** When a game was last played, in the reader's language: "today, 10:08" or a date and time. */
function formatDate(ms) {
  try {
    const d = new Date(ms);
    return d.toDateString() === new Date().toDateString() ? `today, ${timeFormat.format(d)}` : dateFormat.format(d);
  } catch {
    return '';
  }
}

/** The "Your games" list: newest first, each resumable and deletable. */
function renderGames() {
  const games = state.games;
  const current = state.entry && state.entry.id;
  el.gamesCount.textContent = games.length ? `(${games.length})` : '';
  if (!games.length) {
    el.games.replaceChildren(make('li', { class: 'muted', text: 'Games you play are kept here, in this browser.' }));
    return;
  }
  el.games.replaceChildren(...games.map((g) => {
    const s = g.summary || {};
    const players = (s.players || []).map((p, i) => {
      const name = make('bdi', { text: p.name });
      const who = make('span', { class: `game-player${s.current === i ? ' to-play' : ''}` },
        swatch(safeColour(p.colour, i)), name);
      if (g.finished) who.append(make('span', { class: 'muted', text: ` ${p.score}` }));
      return who;
    });
    const seed = g.game.setup ? ` · seed ${g.game.setup.seed}` : '';
    const what = (s.sets ? s.sets.map((x) => SET_NAMES[x] || x).join(' + ') : (s.title || 'laid-out position')) + seed;
    const where = g.finished ? 'finished' : `${s.placed} of ${s.total} tiles placed`;
    const time = make('time', { datetime: new Date(g.updated).toISOString(), text: formatDate(g.updated) });
    const li = make('li', { class: `game-entry${g.id === current ? ' current' : ''}`, dataset: { id: g.id } },
      make('div', { class: 'game-players' }, ...players),
      make('div', { class: 'game-meta muted small', text: `${what} · ${where}` }),
      make('div', { class: 'game-meta muted small' }, 'last played ', time));
    const buttons = make('div', { class: 'game-buttons' });
    if (g.id === current) buttons.append(make('span', { class: 'game-now small', text: 'playing' }));
    else {
      buttons.append(make('button', {
        type: 'button', class: 'game-open', text: 'Resume', title: 'Play this game on',
        onclick: () => {
          clearError();
          resumeGame(g.id);
        },
      }));
    }
    const del = make('button', {
      type: 'button', class: 'game-delete', text: 'Delete', title: 'Delete this game from this browser',
    });
    del.addEventListener('click', () => {
      if (del.dataset.armed !== '1') {
        // a second click deletes
        del.dataset.armed = '1';
        del.textContent = 'Really delete?';
        setTimeout(() => {
          del.dataset.armed = '';
          del.textContent = 'Delete';
        }, 4000);
        return;
      }
      deleteGame(g.id);
    });
    buttons.append(del);
    li.append(buttons);
    return li;
  }));
}

function deleteGame(id) {
  state.store.remove(id);
  const wasCurrent = state.entry && state.entry.id === id;
  readGames();
  if (!wasCurrent) return;
  state.entry = null;
  const next = state.games.find((g) => !g.finished) || state.games[0];
  if (!(next && resumeGame(next.id))) startGame(defaultSetup(), { url: false });
}

function setGame(game) {
  if (state.game && state.game !== game) {
    try {
      state.game.free();
    } catch { /* already freed */ }
  }
  state.game = game;
  state.gameId += 1;
  state.kinds = game.kinds();
  state.geoms = state.kinds.map((k, i) => kindGeometry(k, i));
  state.turnKey = null;
  state.cursor = null;
  state.keyboard = false;
  state.autoFit = true;
  state.anims = [];
  state.eventsSeen = -1;
  state.logKey = '';
  try {
    const saved = JSON.parse(game.save());
    state.setup = saved.setup || null;
    state.scenarioTitle = (saved.scenario && saved.scenario.title) || '';
  } catch {
    state.setup = null;
    state.scenarioTitle = '';
  }
  const seed = state.setup ? state.setup.seed : null;
  if (state.setup) {
    const sets = (state.setup.sets || ['base']).join(',');
    $('seed-label').textContent = 'Seed';
    el.seedLink.textContent = String(seed);
    el.seedLink.href = `?seed=${seed}${sets === 'base' ? '' : `&sets=${sets}`}`;
    el.seedLink.title = 'A link to a new game with this seed and these tile sets';
  } else {
    // a game started from a laid-out position (a scenario)
    $('seed-label').textContent = 'Position';
    el.seedLink.textContent = state.scenarioTitle || 'laid out by hand';
    el.seedLink.removeAttribute('href');
    el.seedLink.title = state.scenarioTitle || '';
  }
  refresh();
  if (state.width) fitBoard();
}

/** Reads the engine's state again after an action and updates everything. */
function refresh() {
  const g = state.game;
  const v = g.view();
  const prev = state.view;
  state.view = v;
  state.tileAt = new Map(v.tiles.map((t) => [cellKey(t.x, t.y), t]));
  // every rotation that fits: a symmetric tile's equal turns (bits of `same`) play too (B1)
  state.legal = v.phase === 'place-tile' ? withSameTurns(g.legalPlacements()) : [];
  state.legalAt = placementsByCell(state.legal);
  // a new turn starts with the tile unturned, or turned to the first rotation that fits
  const turnKey = `${state.gameId}:${v.actions}:${v.tiles.length}:${v.hand_id}`;
  if (turnKey !== state.turnKey) {
    state.turnKey = turnKey;
    state.previewCache.clear();
    if (v.phase === 'place-tile') {
      state.rotation = 0;
      if (!state.legal.some((p) => p.rotation === 0)) {
        const r = [90, 180, 270].find((rot) => state.legal.some((p) => p.rotation === rot));
        if (r !== undefined) state.rotation = r;
      }
    }
  }
  if (state.cursor && v.phase === 'place-tile' && !legalHere(state.cursor.x, state.cursor.y)) {
    // keep the cursor near the action: on the nearest legal cell
    state.cursor = nearestLegal(state.cursor);
  }
  state.meepleHover = null;
  state.ghostHover = null;
  state.ghost = v.phase === 'ghosts' ? ghostState(v, state.ghost) : null;
  scoreAnimations(prev, v);
  updatePanel();
  updateOutcome();
  updateHint();
  persist(v);
  if (state.autoFit && state.width) fitBoard();
  requestRender();
  if (v.phase === 'game-over' && state.finalShown !== state.gameId) {
    state.finalShown = state.gameId;
    if (prev && prev.phase !== 'game-over') openFinal();
  }
}

/** Runs an engine call; a thrown error goes to the error line. */
function act(fn) {
  clearError();
  try {
    fn();
  } catch (e) {
    showError(messageOf(e));
  }
  refresh();
}

// ---------------------------------------------------------------------------------------------
// Placing tiles.

function legalHere(x, y) {
  return state.legalAt.get(cellKey(x, y)) || null;
}

function nearestLegal(from) {
  let best = null;
  let bestD = Infinity;
  const c = from || { x: 0, y: 0 };
  for (const p of state.legal) {
    const d = Math.abs(p.x - c.x) + Math.abs(p.y - c.y) + (p.rotation === state.rotation ? 0 : 0.5);
    if (d < bestD) {
      bestD = d;
      best = { x: p.x, y: p.y };
    }
  }
  return best;
}

function isNeighbourCell(x, y) {
  for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) if (state.tileAt.has(cellKey(x + dx, y + dy))) return true;
  return false;
}

function rotateHand(step = 90) {
  if (!state.view || state.view.phase !== 'place-tile') return;
  state.rotation = (((state.rotation + step) % 360) + 360) % 360;
  clearError();
  updatePanel();
  updateOutcome();
  updateHint();
  requestRender();
}

/** Turns the tile to the next rotation that fits at (x, y); false when none does. */
function turnToFit(x, y) {
  const rots = legalHere(x, y);
  if (!rots) return false;
  for (let i = 1; i <= 3; i++) {
    const r = (state.rotation + 90 * i) % 360;
    if (rots.has(r)) {
      state.rotation = r;
      updatePanel();
      updateOutcome();
      updateHint();
      requestRender();
      return true;
    }
  }
  return false;
}

function placeAt(x, y) {
  const rots = legalHere(x, y);
  if (!rots) {
    if (!state.tileAt.has(cellKey(x, y)) && isNeighbourCell(x, y)) {
      const why = state.game.placementProblem(x, y, state.rotation);
      if (why) el.hint.textContent = why;
    }
    return;
  }
  if (!rots.has(state.rotation)) {
    turnToFit(x, y);
    return;
  }
  act(() => state.game.placeTile(x, y, state.rotation));
}

/** The preview of the tile in hand at (x, y) in the current rotation (cached for the turn). */
function previewFor(x, y) {
  const key = `${x},${y},${state.rotation}`;
  if (state.previewCache.has(key)) return state.previewCache.get(key);
  let pv = null;
  try {
    const t0 = performance.now();
    pv = state.game.preview(x, y, state.rotation);
    state.previewMs = performance.now() - t0;
  } catch {
    pv = null;
  }
  state.previewCache.set(key, pv);
  return pv;
}

/** The cell whose placement is previewed: under the pointer, or the keyboard cursor. */
function focusCell() {
  if (state.keyboard) return state.cursor;
  return state.hover;
}

// ---------------------------------------------------------------------------------------------
// Ghosts.

/** The ghost phase: the legal moves, their sources and targets, and the chosen source. */
function ghostState(v, old) {
  const head = v.obligations[0] || null;
  const moves = [];
  for (const a of state.game.legalActions()) {
    if (a.type !== 'move-ghost') continue;
    moves.push({ spec: a, from: spotKey(a.from), to: spotKey(a.to) });
  }
  const describe = new Map();
  if (head) {
    for (const s of head.sources || []) describe.set(spotKey(s), s);
    for (const s of head.targets || []) describe.set(spotKey(s), s);
  }
  const spotOf = (key, raw) => describe.get(key) || (raw === 'supply' ? { kind: 'supply' } : { kind: 'meeple', ...raw });
  const sources = new Map();
  const targets = new Map();
  for (const m of moves) {
    if (!sources.has(m.from)) sources.set(m.from, spotOf(m.from, m.spec.from));
    if (!targets.has(m.to)) targets.set(m.to, spotOf(m.to, m.spec.to));
  }
  let selected = null;
  if (sources.size === 1) selected = [...sources.keys()][0];
  else if (old && old.selected && sources.has(old.selected)) selected = old.selected;
  const kind = head ? (head.to === 'circle' ? 'draw' : head.to === 'own' ? 'own' : 'others') : 'others';
  return { head, moves, sources, targets, selected, kind };
}

function validTargets() {
  const gs = state.ghost;
  if (!gs) return [];
  const keys = new Set(gs.moves.filter((m) => !gs.selected || m.from === gs.selected).map((m) => m.to));
  return [...keys];
}

function playGhost(move) {
  act(() => state.game.play(JSON.stringify(move.spec)));
}

/** A click on ghost spot `key`: choose it as the source, or move the ghost to it. */
function ghostSpotChosen(key) {
  const gs = state.ghost;
  if (!gs) return;
  const asTarget = gs.moves.filter((m) => m.to === key && (!gs.selected || m.from === gs.selected));
  if (gs.selected && asTarget.length) {
    playGhost(asTarget[0]);
    return;
  }
  if (gs.sources.has(key) && gs.sources.size > 1) {
    // one place to go (a new tile's circles, S2): choosing where the ghost comes from is enough
    const fromHere = gs.moves.filter((m) => m.from === key);
    if (gs.targets.size === 1 && fromHere.length === 1) {
      playGhost(fromHere[0]);
      return;
    }
    gs.selected = gs.selected === key ? null : key;
    updatePanel();
    updateHint();
    requestRender();
    return;
  }
  const any = gs.moves.filter((m) => m.to === key);
  if (any.length === 1) {
    playGhost(any[0]);
  } else if (any.length > 1) {
    el.hint.textContent = 'First choose where the ghost comes from (a highlighted source), then where it goes';
  }
}

// ---------------------------------------------------------------------------------------------
// Meeples.

function placeMeeple(feature, guard = false) {
  act(() => state.game.placeMeeple(feature, guard));
}

function skipMeeple() {
  act(() => state.game.skipMeeple());
}

function undo() {
  act(() => {
    if (!state.game.undo()) showError('Nothing to undo.');
  });
}

function redo() {
  act(() => {
    if (!state.game.redo()) showError('Nothing to redo.');
  });
}

function lastTile() {
  const t = state.view.tiles;
  return t.length ? t[t.length - 1] : null;
}

/**
 * When the tiles are small, the meeple phase shows the new tile enlarged in a loupe beside it:
 * `{x, y, size}` (device pixels, top-left corner), or null.
 */
function meepleLoupe() {
  const v = state.view;
  const last = lastTile();
  if (!v || v.phase !== 'meeple' || !last || !v.meeple_choices.length) return null;
  const { S, ox, oy } = layout();
  const dpr = state.dpr;
  if (S >= 130 * dpr) return null;
  const size = Math.round(Math.min(190 * dpr, el.board.height * 0.45, el.board.width * 0.4));
  const gap = Math.round(Math.max(16 * dpr, S * 0.35));
  const tl = ox + last.x * S;
  const tt = oy + last.y * S;
  let x = tl + S + gap;
  if (x + size > el.board.width - 8 * dpr) x = tl - gap - size;
  x = Math.max(8 * dpr, Math.min(x, el.board.width - size - 8 * dpr));
  let y = tt + S / 2 - size / 2;
  y = Math.max(TOOLBAR_INSET * dpr, Math.min(y, el.board.height - size - 8 * dpr));
  return { x: Math.round(x), y: Math.round(y), size, tile: last };
}

/** The meeple phase's choices with their places (device pixels): on the tile, or in the loupe. */
function meepleOptions() {
  const v = state.view;
  const last = lastTile();
  if (!v || v.phase !== 'meeple' || !last) return [];
  const { S, ox, oy } = layout();
  const loupe = meepleLoupe();
  const [bx, by, bs] = loupe ? [loupe.x, loupe.y, loupe.size] : [ox + last.x * S, oy + last.y * S, S];
  const byFeature = new Map();
  for (const c of v.meeple_choices) {
    if (!byFeature.has(c.feature)) byFeature.set(c.feature, []);
    byFeature.get(c.feature).push(c);
  }
  const out = [];
  for (const [feature, choices] of byFeature) {
    const [px, py] = spotOnTile(state.geoms[last.kind], feature, last.rotation);
    for (const c of choices) {
      // a guard starts beside its meeple, towards the middle of the tile
      const toward = (a) => (a < 0.5 ? 1 : -1) * 0.13;
      const both = choices.length > 1 && c.guard;
      out.push({ feature, guard: c.guard, u: both ? px + toward(px) : px, w: both ? py + toward(py) * 0.5 : py });
    }
  }
  // push markers apart until they no longer overlap, staying on the tile
  const ph = loupe ? bs * 0.16 : Math.min(Math.max(10 * state.dpr, Math.min(S * 0.34, 46 * state.dpr)), S * 0.24);
  const gap = Math.min(0.3, Math.max(0.2, (2.3 * ph * 0.8 * 0.72) / bs));
  for (let it = 0; it < 24; it++) {
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
  return out.map((o) => ({ feature: o.feature, guard: o.guard, x: bx + o.u * bs, y: by + o.w * bs, size: bs }));
}

// ---------------------------------------------------------------------------------------------
// The side panel.

/** Tiles left per tile set (the bag and the tile in hand), from the engine's view. */
function tilesLeftBySet() {
  const v = state.view;
  const counts = new Map(Object.entries(v.bag_by_set || {}));
  if (v.hand !== null && v.hand !== undefined) {
    const set = state.kinds[v.hand].set;
    counts.set(set, (counts.get(set) || 0) + 1);
  }
  return [...counts].filter(([, n]) => n > 0);
}

function updatePanel() {
  const v = state.view;
  const cur = v.players[v.current];
  const colour = playerColour(v.current);
  el.status.style.setProperty('--player', colour);
  if (v.phase === 'place-tile') {
    el.status.textContent = `${iso(cur.name)}: place the tile`;
  } else if (v.phase === 'ghosts') {
    const owed = v.obligations.reduce((n, o) => n + Math.max(0, o.owed - o.moved), 0);
    el.status.textContent = `${iso(cur.name)}: move the ghosts (${owed} still owed)`;
  } else if (v.phase === 'meeple') {
    el.status.textContent = v.meeple_choices.length
      ? `${iso(cur.name)}: put a meeple on the tile, or none`
      : `${iso(cur.name)}: no meeple can go here — click No meeple`;
  } else {
    const best = Math.max(...v.players.map((p) => p.score));
    const winners = v.players.filter((p) => p.score === best).map((p) => iso(p.name));
    el.status.textContent = `Game over — ${winners.join(' and ')} ${winners.length > 1 ? 'tie' : 'wins'} with ${best} points`;
    el.status.style.setProperty('--player', 'var(--accent)');
  }
  el.status.dataset.phase = v.phase;
  el.status.dataset.current = String(v.current);

  // the tile in hand
  el.hand.dataset.rotation = String(state.rotation);
  el.hand.dataset.kind = v.hand === null || v.hand === undefined ? '' : String(v.hand);
  el.handLabel.textContent = v.hand_id
    ? `Tile ${v.hand_id} · ${state.rotation}°`
    : v.phase === 'game-over' ? 'No tiles left' : 'Tile placed';
  el.rotate.disabled = v.phase !== 'place-tile';
  const left = v.bag_left + (v.hand_id ? 1 : 0);
  el.tilesLeft.textContent = `Tiles left: ${left}`;
  el.tilesLeft.dataset.count = String(left);
  // per set
  const bySet = tilesLeftBySet();
  el.tilesSets.textContent = bySet.length > 1 ? bySet.map(([s, n]) => `${SET_NAMES[s] || s} ${n}`).join(' · ') : '';
  drawHand();

  // the action card
  el.outcomeBox.hidden = v.phase !== 'place-tile';
  el.ghostBox.hidden = v.phase !== 'ghosts';
  el.meepleBox.hidden = v.phase !== 'meeple';
  el.finalBox.hidden = v.phase !== 'game-over';
  el.actionTitle.textContent = {
    'place-tile': 'What this placement does', ghosts: 'Ghosts to move', meeple: 'Meeple',
    'game-over': 'The game is over',
  }[v.phase] || v.phase;
  updateGhostPanel();
  updateMeeplePanel();
  el.skip.disabled = v.phase !== 'meeple';

  // players
  const ghostsOn = v.players.map(() => 0);
  for (const m of v.meeples) ghostsOn[m.player] += m.ghosts;
  el.players.replaceChildren(...v.players.map((p, i) => {
    const li = make('li', { dataset: { player: String(i) } });
    if (i === v.current && v.phase !== 'game-over') {
      li.className = 'current';
      li.setAttribute('aria-current', 'true');
    }
    const pieces = make('span', { class: 'pieces' });
    pieces.append(make('span', { class: 'piece', title: `${plural(p.meeples, 'meeple')} in supply` },
      icon('meeple', playerColour(i)), `× ${p.meeples}`));
    if (v.ghosts_in_play || p.guards) {
      const gs = v.guard_supply && v.guard_supply[i];
      pieces.append(make('span', {
        class: 'piece',
        title: `${plural(p.guards, 'guard')} in supply${gs ? `; ${gs} more in the general guard supply (K2)` : ''}`,
      }, icon('guard', playerColour(i)), `× ${p.guards}`));
    }
    if (v.ghosts_in_play) {
      pieces.append(make('span', {
        class: `piece ghosts${ghostsOn[i] ? ' some' : ''}`,
        title: `${plural(ghostsOn[i], 'ghost')} on ${iso(p.name)}'s meeples (−1 point each at the end, G6)`,
      }, icon('ghost', '#f4f5ff'), `× ${ghostsOn[i]}`));
    }
    li.append(
      swatch(playerColour(i)),
      make('bdi', { class: 'name', text: p.name }),
      make('span', { class: 'score', text: String(p.score), 'aria-label': `${p.score} points` }),
      pieces,
    );
    return li;
  }));
  el.ghostSupply.hidden = !v.ghosts_in_play;
  if (v.ghosts_in_play) {
    el.ghostSupply.replaceChildren(icon('ghost', '#f4f5ff'),
      make('span', { text: `Ghost supply: ${v.ghost_supply} of 15` }));
    el.ghostSupply.dataset.count = String(v.ghost_supply);
  }

  el.undo.disabled = v.actions === 0;
  el.redo.disabled = v.redo === 0;

  // the scorings, newest first
  const recent = v.events.filter((e) => e.complete).slice(-8).reverse();
  if (!recent.length) {
    el.events.replaceChildren(make('li', { class: 'muted', text: 'Nothing scored yet.' }));
  } else {
    el.events.replaceChildren(...recent.map((e) => {
      const li = make('li', {}, make('span', { text: e.text.replace(/\s*\((B4|K1|K2)\)/, '') }), ' ', ruleLink(e.rule));
      if (e.players.length) li.style.setProperty('--who', playerColour(e.players[0]));
      li.className = e.players.length ? 'scored' : 'unscored';
      return li;
    }));
  }
  updateLog();
}

function updateGhostPanel() {
  const v = state.view;
  const gs = state.ghost;
  if (v.phase !== 'ghosts' || !gs) {
    el.ghostMoves.replaceChildren();
    el.obligations.replaceChildren();
    return;
  }
  const owed = v.obligations.reduce((n, o) => n + Math.max(0, o.owed - o.moved), 0);
  el.ghostCounter.replaceChildren(icon('ghost', '#f4f5ff'),
    make('strong', { text: `${plural(owed, 'ghost')} still owed` }));
  el.ghostCounter.dataset.owed = String(owed);
  el.obligations.replaceChildren(...v.obligations.map((o, i) => {
    const kind = o.to === 'circle' ? 'draw' : o.to === 'own' ? 'own' : 'others';
    const left = Math.max(0, o.owed - o.moved);
    const text = o.text.replace(/\s*\([A-Z]\d\)/, '');
    return make('li', { class: `obl obl-${kind}${i === 0 ? ' head' : ''}` },
      make('span', { class: 'obl-count', text: `${left}` , title: `${left} of ${o.owed} still to move` }),
      make('span', { class: 'obl-text', text: i === 0 ? text : `Then: ${text}` }),
      ruleLink(o.rule));
  }));
  const several = gs.sources.size > 1;
  el.ghostHelp.textContent = several
    ? (gs.selected
      ? `From ${spotWords(gs.sources.get(gs.selected), v.players)}: now click where it goes (or click the source again to choose another).`
      : 'Click where a ghost comes from (highlighted on the board), then where it goes — or pick a move below.')
    : `Click a highlighted ${gs.kind === 'draw' ? 'spell circle' : 'meeple'} on the board, or pick a move below.`;
  if (several && gs.targets.size === 1) {
    el.ghostHelp.textContent = 'Click where the ghost comes from (highlighted on the board), or pick a move below.';
  }
  const moves = several && gs.selected ? [...gs.moves.filter((m) => m.from === gs.selected), ...gs.moves.filter((m) => m.from !== gs.selected)] : gs.moves;
  el.ghostMoves.replaceChildren(...moves.map((m, i) => {
    const from = gs.sources.get(m.from);
    const to = gs.targets.get(m.to);
    const label = several
      ? `${spotWords(from, v.players)} → ${spotWords(to, v.players)}`
      : `To ${spotWords(to, v.players)}`;
    const b = make('button', {
      type: 'button', class: `move move-${gs.kind}`,
      dataset: { action: 'move-ghost', from: m.from, to: m.to },
      title: `Move a ghost from ${spotWords(from, v.players)} to ${spotWords(to, v.players)}`,
    });
    if (i < 9) b.append(make('kbd', { text: String(i + 1) }));
    if (to && to.kind === 'meeple') b.append(swatch(playerColour(to.player)));
    b.append(make('span', { text: label }));
    if (to && to.kind === 'meeple' && to.ghosts) {
      b.append(make('span', { class: 'muted small', text: ` (has ${plural(to.ghosts, 'ghost')}${to.ghosts === 2 ? ': a third sends it home, G3' : ''})` }));
    }
    b.addEventListener('click', () => playGhost(m));
    b.addEventListener('pointerenter', () => { state.ghostHover = m.to; requestRender(); });
    b.addEventListener('pointerleave', () => { state.ghostHover = null; requestRender(); });
    b.addEventListener('focus', () => { state.ghostHover = m.to; requestRender(); });
    b.addEventListener('blur', () => { state.ghostHover = null; requestRender(); });
    return b;
  }));
}

function updateMeeplePanel() {
  const v = state.view;
  el.spots.replaceChildren();
  if (v.phase !== 'meeple') return;
  const colour = playerColour(v.current);
  const last = lastTile();
  v.meeple_choices.forEach(({ feature, guard }, i) => {
    const b = make('button', {
      type: 'button', dataset: { feature, guard: guard ? '1' : undefined },
      title: `Put a ${guard ? 'guard' : 'meeple'} on ${feature}`,
    });
    if (i < 9) b.append(make('kbd', { text: String(i + 1) }));
    b.append(icon(guard ? 'guard' : 'meeple', colour), document.createTextNode(featureLabel(state.kinds[last.kind], state.geoms[last.kind], last, feature) + (guard ? ' (guard)' : '')));
    b.addEventListener('click', () => placeMeeple(feature, guard));
    const hi = () => { state.meepleHover = { feature, guard }; requestRender(); };
    const lo = () => { state.meepleHover = null; requestRender(); };
    b.addEventListener('pointerenter', hi);
    b.addEventListener('pointerleave', lo);
    b.addEventListener('focus', hi);
    b.addEventListener('blur', lo);
    el.spots.append(b);
  });
  if (!v.meeple_choices.length) {
    const p = v.players[v.current];
    el.spots.append(make('p', {
      class: 'muted',
      text: p.meeples + p.guards > 0 ? 'No free feature on this tile.' : 'No meeple left.',
    }));
  }
}

/** The outcome panel: what placing the tile at the focused cell would do. */
function updateOutcome() {
  const v = state.view;
  if (!v || v.phase !== 'place-tile') {
    state.preview = null;
    return;
  }
  const c = focusCell();
  let pv = null;
  let note = '';
  if (c) {
    const rots = legalHere(c.x, c.y);
    if (rots && rots.has(state.rotation)) pv = previewFor(c.x, c.y);
    else if (rots) {
      const list = [...rots].sort((a, b) => a - b).map((r) => `${r}°`).join(', ');
      note = `The tile fits at ${at(c.x, c.y)} only turned ${list}: press R (or click the cell) to turn it.`;
    } else if (!state.tileAt.has(cellKey(c.x, c.y)) && isNeighbourCell(c.x, c.y)) {
      note = `Not at ${at(c.x, c.y)}: ${state.game.placementProblem(c.x, c.y, state.rotation) || 'no fit'}.`;
    }
  }
  state.preview = pv;
  if (pv) {
    renderOutcome(el.outcome, pv, {
      players: v.players, kinds: state.kinds, current: v.current, supply: v.ghost_supply,
      heading: `Tile ${v.hand_id} at ${at(pv.x, pv.y)}, turned ${pv.rotation}°`,
    });
    el.outcome.dataset.cell = `${pv.x},${pv.y},${pv.rotation}`;
  } else {
    renderOutcome(el.outcome, null);
    delete el.outcome.dataset.cell;
    const fits = state.legal.some((p) => p.rotation === state.rotation);
    el.outcome.append(make('p', {
      class: 'muted outcome-help',
      text: note || (fits
        ? 'Point at a highlighted cell (or move the cursor with the arrow keys) to see what placing the tile there would do.'
        : 'This rotation fits nowhere: turn the tile (R).'),
    }));
  }
}

/** The turn log, read from the engine (a replay) only while its panel is open and only on a change. */
function updateLog() {
  if (!el.logCard.open) return;
  const v = state.view;
  const key = `${state.gameId}:${v.actions}:${v.redo}:${v.tiles.length}:${v.phase}:${v.meeples.length}:${v.ghost_supply}`;
  if (key === state.logKey) return;
  state.logKey = key;
  let lines = [];
  try {
    lines = state.game.turnLog();
  } catch {
    lines = [];
  }
  const shown = lines.slice(-120);
  el.log.replaceChildren(...shown.map((l) => {
    const li = make('li', { class: l.auto ? 'auto' : '' }, swatch(playerColour(l.player)), make('span', { text: l.text + (l.auto ? ' (forced)' : '') }));
    if (l.rule && l.rule !== 'B1') li.append(' ', ruleLink(l.rule));
    return li;
  }));
  if (!shown.length) el.log.append(make('li', { class: 'muted', text: 'No move yet.' }));
  el.log.scrollTop = el.log.scrollHeight;
}

function drawHand() {
  const { ctx, px, dpr } = clearSquareCanvas(el.hand, 150);
  const v = state.view;
  const pad = Math.round(8 * dpr);
  const size = px - 2 * pad;
  if (v.hand === null || v.hand === undefined) {
    const last = lastTile();
    if (last && v.phase !== 'game-over') {
      // the tile just placed, faded: it is on the board now
      ctx.save();
      ctx.globalAlpha = 0.5;
      drawTile(ctx, state.geoms[last.kind], pad, pad, size, last.rotation, { seed: 12345 });
      ctx.restore();
    }
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.25)';
    ctx.setLineDash([6 * dpr, 5 * dpr]);
    ctx.lineWidth = 2 * dpr;
    ctx.strokeRect(pad + dpr, pad + dpr, size - 2 * dpr, size - 2 * dpr);
    return;
  }
  ctx.save();
  ctx.shadowColor = 'rgba(0, 0, 0, 0.55)';
  ctx.shadowBlur = 10 * dpr;
  ctx.shadowOffsetY = 3 * dpr;
  ctx.fillStyle = PALETTE.field;
  ctx.fillRect(pad, pad, size, size);
  ctx.restore();
  drawTileCached(ctx, state.geoms[v.hand], pad, pad, size, state.rotation, 0);
}

function updateHint() {
  const v = state.view;
  if (!v) return;
  let text = '';
  const h = state.pointerOn ? state.hover : null;
  if (v.phase === 'place-tile' && h && !state.keyboard) {
    const rots = legalHere(h.x, h.y);
    if (rots && rots.has(state.rotation)) text = `Click to place at ${at(h.x, h.y)} · wheel-click or R turns the tile`;
    else if (rots) text = 'Fits here turned: click (or press R) to turn it';
    else if (isNeighbourCell(h.x, h.y) && !state.tileAt.has(cellKey(h.x, h.y))) {
      text = state.game.placementProblem(h.x, h.y, state.rotation) || '';
    }
  } else if (v.phase === 'place-tile' && state.keyboard && state.cursor) {
    const c = state.cursor;
    const rots = legalHere(c.x, c.y);
    text = rots && rots.has(state.rotation) ? `Enter places the tile at ${at(c.x, c.y)}` : `Cursor at ${at(c.x, c.y)}: the tile does not fit here in this rotation`;
  } else if (v.phase === 'place-tile' && !state.legal.some((p) => p.rotation === state.rotation)) {
    text = 'This rotation fits nowhere: rotate the tile (R)';
  } else if (v.phase === 'meeple' && v.meeple_choices.length) {
    text = 'Click a ring on the new tile to put a meeple (or a guard) there, or press N for none';
  } else if (v.phase === 'ghosts' && state.ghost) {
    const gs = state.ghost;
    if (gs.sources.size > 1 && gs.targets.size === 1) text = 'Click where the ghost comes from';
    else if (gs.sources.size > 1 && !gs.selected) text = 'Click where a ghost comes from, then where it goes';
    else text = 'Click a highlighted target to move the ghost there';
  }
  el.hint.textContent = text;
}

// ---------------------------------------------------------------------------------------------
// Score animations: "+4" rising from a feature when it scores.

function scoreAnimations(prev, v) {
  if (state.eventsSeen < 0 || !prev || v.events.length < state.eventsSeen || v.phase === 'game-over') {
    state.eventsSeen = v.events.length;
    return;
  }
  const now = performance.now();
  for (const e of v.events.slice(state.eventsSeen)) {
    if (!e.players.length || !e.points) continue;
    e.players.forEach((p, i) => {
      state.anims.push({ x: e.x + 0.5, y: e.y + 0.5 - i * 0.25, text: `${e.points > 0 ? '+' : ''}${e.points}`, colour: playerColour(p), t0: now });
    });
  }
  state.eventsSeen = v.events.length;
  if (state.anims.length) requestRender();
}

// ---------------------------------------------------------------------------------------------
// The board: camera, drawing.

function resizeCanvas() {
  Object.assign(state, sizeCanvas(el.board));
}

/** Device pixels per cell and the device position of cell (0, 0)'s top-left corner, all whole. */
function layout() {
  return cameraLayout(state.cam, el.board.width, el.board.height, state.dpr);
}

/** Client (page) coordinates of the centre of cell (x, y). */
function cellToClient(x, y) {
  const { S, ox, oy } = layout();
  const r = el.board.getBoundingClientRect();
  return {
    x: r.left + (ox + x * S + S / 2) / state.dpr,
    y: r.top + (oy + y * S + S / 2) / state.dpr,
  };
}

/** Client coordinates of a ghost spot ('supply', a meeple's or a circle's {x, y, feature}). */
function clientOfSpot(spot) {
  const p = spotPoint(spot);
  if (!p) return null;
  const r = el.board.getBoundingClientRect();
  return { x: r.left + p[0] / state.dpr, y: r.top + p[1] / state.dpr };
}

/** The cell under client point (cx, cy), and the point's position inside it (0..1). */
function clientToCell(cx, cy) {
  const r = el.board.getBoundingClientRect();
  return cellAtDevice(layout(), (cx - r.left) * state.dpr, (cy - r.top) * state.dpr);
}

function clientToDevice(cx, cy) {
  const r = el.board.getBoundingClientRect();
  return [(cx - r.left) * state.dpr, (cy - r.top) * state.dpr];
}

/** The ghost supply's pile: centre and size in device pixels (bottom right of the board). */
function supplyPile() {
  const dpr = state.dpr;
  const h = 46 * dpr;
  return { x: el.board.width - 44 * dpr, y: el.board.height - 44 * dpr, h, r: h * 0.8 };
}

/**
 * Device position of a ghost spot: the supply pile, a meeple's feature on its tile, or the
 * middle of a mist area's spell circles. `extra`: a tile not on the board yet (the preview's).
 */
function spotPoint(spot, extra = null) {
  if (!spot || spot === 'supply' || spot.kind === 'supply') {
    const p = supplyPile();
    return [p.x, p.y];
  }
  let t = state.tileAt.get(cellKey(spot.x, spot.y));
  if (extra && extra.x === spot.x && extra.y === spot.y) t = extra;
  if (!t) return null;
  return tileSpotPoint(layout(), state.geoms, t, spot);
}

function fitBoard() {
  const v = state.view;
  if (!v || !state.width) return;
  // the tiles and the ring of cells around them, whatever the phase, so the view does not jump
  // between placing a tile and placing a meeple; clear of the zoom buttons and the ghost pile
  fitCamera(state.cam, v.tiles, {
    width: state.width,
    height: state.height,
    top: Math.min(TOOLBAR_INSET, state.height / 4),
    bottom: v.ghosts_in_play ? Math.min(40, state.height / 6) : 0,
  });
}

function zoomAt(factor, cx, cy) {
  const r = el.board.getBoundingClientRect();
  const px = cx - r.left - state.width / 2;
  const py = cy - r.top - state.height / 2;
  zoomCamera(state.cam, factor, px, py); // the world point under the pointer stays in place
  state.autoFit = false;
  zoomed();
}

/** While zooming, tiles are drawn from pictures of another size; crisp again once it stops. */
function zoomed() {
  state.zoomUntil = performance.now() + 180;
  clearTimeout(state.zoomTimer);
  state.zoomTimer = setTimeout(() => {
    state.zoomUntil = 0;
    requestRender();
  }, 200);
  requestRender();
}

/** Pans so that cell (x, y) is fully on the canvas. */
function keepInView(x, y) {
  if (panIntoView(state.cam, layout(), x, y, el.board.width, el.board.height, TOOLBAR_INSET * state.dpr)) {
    state.autoFit = false;
  }
}

function requestRender() {
  (requestRender.run ??= frameScheduler(render))();
}


/** The table, its grid, the tiles and their shadows (board.js). */
function drawBoardLayer(ctx, v, { S, ox, oy, W, H, dpr, fast }) {
  const f = { ctx, S, ox, oy, W, H, dpr };
  drawTable(f);
  drawTiles(f, v.tiles, state.geoms, { fast });
}

function render() {
  const t0 = performance.now();
  const v = state.view;
  if (!v) return;
  const c = el.board;
  const ctx = c.getContext('2d');
  const dpr = state.dpr;
  const { S, ox, oy } = layout();
  const W = c.width;
  const H = c.height;
  const f = { ctx, S, ox, oy, W, H, dpr };

  // the table, its grid and the tiles: one picture, drawn again only when the board or the
  // camera changes (a hover redraws just what lies on top)
  const fast = performance.now() < state.zoomUntil;
  const last0 = lastTile();
  const layerKey = `${state.gameId}|${W}x${H}|${S}|${ox},${oy}|${v.tiles.length}|${last0 ? `${last0.x},${last0.y},${last0.rotation}` : ''}`;
  // while the camera moves (a drag, a zoom) the tiles go straight onto the board; the picture is
  // made once it rests
  const moving = fast || (state.layerKey !== layerKey && state.prevLayerKey !== layerKey);
  state.prevLayerKey = layerKey;
  if (moving || state.layerKey !== layerKey) {
    let lctx = ctx;
    if (!moving) {
      if (!state.layer || state.layer.width !== W || state.layer.height !== H) {
        state.layer = document.createElement('canvas');
        state.layer.width = W;
        state.layer.height = H;
      }
      lctx = state.layer.getContext('2d');
    }
    drawBoardLayer(lctx, v, { S, ox, oy, W, H, dpr, fast });
    state.layerKey = moving ? null : layerKey;
  }
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  if (!moving) ctx.drawImage(state.layer, 0, 0);

  // legal cells for other rotations (faint), then for this rotation (clear)
  if (v.phase === 'place-tile') drawLegalCells(f, state.legalAt, state.rotation);

  // the tile placed last
  const last = lastTile();
  if (last && v.tiles.length > 1 && v.phase !== 'game-over') {
    drawLastTile(f, last, v.phase === 'place-tile' ? 'rgba(255, 240, 200, 0.75)' : playerColour(v.current));
  }

  // the tile in hand over the focused cell
  const fc = v.phase === 'place-tile' ? focusCell() : null;
  const pv = state.preview;
  let extra = null;
  if (fc && v.hand !== null && v.hand !== undefined) {
    const rots = legalHere(fc.x, fc.y);
    const l = ox + fc.x * S;
    const t = oy + fc.y * S;
    if (rots && rots.has(state.rotation)) {
      extra = { x: fc.x, y: fc.y, kind: v.hand, rotation: state.rotation };
      drawTileInHand(f, state.geoms[v.hand], fc.x, fc.y, state.rotation);
    } else if (rots) {
      ctx.strokeStyle = 'rgba(255, 255, 255, 0.6)';
      ctx.setLineDash([6 * dpr, 4 * dpr]);
      ctx.lineWidth = Math.max(1.5, 2 * dpr);
      ctx.strokeRect(l + 2, t + 2, S - 4, S - 4);
      ctx.setLineDash([]);
    }
  }
  // the keyboard cursor
  if (state.keyboard && state.cursor && v.phase === 'place-tile') {
    const l = ox + state.cursor.x * S;
    const t = oy + state.cursor.y * S;
    const k = S * 0.22;
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = Math.max(2, 3 * dpr);
    ctx.beginPath();
    for (const [cx, cy, sx, sy] of [[l, t, 1, 1], [l + S, t, -1, 1], [l, t + S, 1, -1], [l + S, t + S, -1, -1]]) {
      ctx.moveTo(cx + sx * k, cy + sy * 2);
      ctx.lineTo(cx + sx * 2, cy + sy * 2);
      ctx.lineTo(cx + sx * 2, cy + sy * k);
    }
    ctx.stroke();
  }

  // ghosts in the spell circles, then meeples and guards
  const tileAt = (x, y) => state.tileAt.get(cellKey(x, y));
  drawCircleGhosts(f, v.circles, tileAt, state.geoms);
  const mh = meepleHeight(f);
  drawMeeples(f, v.meeples, tileAt, state.geoms, playerColour, mh);

  // where a meeple or a guard may go: a faint piece in a dashed ring (solid when pointed at),
  // on the tile or, when the tiles are small, on the tile enlarged in a loupe beside it
  if (v.phase === 'meeple') {
    const colour = playerColour(v.current);
    const loupe = meepleLoupe();
    let ph = Math.min(mh, S * 0.24);
    if (loupe) {
      const tl = ox + loupe.tile.x * S;
      const tt = oy + loupe.tile.y * S;
      ctx.save();
      ctx.strokeStyle = colour;
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
      drawTile(ctx, state.geoms[loupe.tile.kind], loupe.x, loupe.y, loupe.size, loupe.tile.rotation, { seed: cellSeed(loupe.tile.x, loupe.tile.y) });
      ctx.strokeStyle = colour;
      ctx.lineWidth = 3 * dpr;
      ctx.strokeRect(loupe.x - 1.5 * dpr, loupe.y - 1.5 * dpr, loupe.size + 3 * dpr, loupe.size + 3 * dpr);
      ph = loupe.size * 0.16;
    }
    for (const o of meepleOptions()) {
      const hover = state.meepleHover && state.meepleHover.feature === o.feature && state.meepleHover.guard === o.guard;
      const h = ph * (o.guard ? 0.82 : 0.78);
      ringAt(f, o.x, o.y, h * 0.72, hover ? '#ffffff' : colour, {
        width: (hover ? 3 : 2) * dpr, dash: hover ? null : [4 * dpr, 3 * dpr],
        fill: hover ? 'rgba(255, 255, 255, 0.25)' : 'rgba(20, 18, 15, 0.35)',
      });
      drawMeeple(ctx, o.x, o.y, h, colour, { alpha: hover ? 0.95 : 0.6, guard: o.guard });
    }
  }

  // the ghost phase: sources, targets, arrows
  if (v.phase === 'ghosts' && state.ghost) drawGhostChoices(f);

  // the preview's ghosts: arrows from where they come to where they go
  if (pv && extra) drawPreviewArrows(f, pv, extra);

  // the ghost supply
  if (v.ghosts_in_play) {
    const p = supplyPile();
    const gs = state.ghost;
    const active = Boolean(gs && (gs.sources.has('supply') && gs.sources.size > 1));
    drawGhostPile(ctx, p.x, p.y, p.h, v.ghost_supply, { highlight: active });
    if (active && gs.selected === 'supply') ringAt(f, p.x, p.y, p.r, '#d9c8ff', { width: 3 * dpr });
  }

  // points rising from features just scored
  if (state.anims.length) {
    const now = performance.now();
    state.anims = state.anims.filter((a) => now - a.t0 < 1800);
    for (const a of state.anims) {
      const k = (now - a.t0) / 1800;
      const x = ox + a.x * S;
      const y = oy + (a.y - k * 0.6) * S;
      ctx.save();
      ctx.globalAlpha = k < 0.7 ? 1 : 1 - (k - 0.7) / 0.3;
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
    if (state.anims.length) requestRender();
  }
  state.lastRenderMs = performance.now() - t0;
}

/**
 * Where the preview's ghosts from the supply start: a little pile beside the previewed tile, in
 * an empty neighbouring cell (the pile in the corner when the tile is surrounded).
 */
function previewPile(extra, S) {
  const { ox, oy } = layout();
  for (const [dx, dy] of [[1, 0], [0, 1], [-1, 0], [0, -1]]) {
    if (state.tileAt.has(cellKey(extra.x + dx, extra.y + dy))) continue;
    return {
      x: ox + (extra.x + 0.5 + dx * 0.78) * S,
      y: oy + (extra.y + 0.5 + dy * 0.78) * S,
      h: Math.max(22 * state.dpr, Math.min(S * 0.36, 44 * state.dpr)),
    };
  }
  return null;
}

function drawPreviewArrows(f, pv, extra) {
  const arrows = previewArrows(pv);
  if (!arrows.length) return;
  const pile = arrows.some((a) => a.from === 'supply') ? previewPile(extra, f.S) : null;
  if (pile) drawGhostPile(f.ctx, pile.x, pile.y, pile.h, state.view.ghost_supply);
  drawGhostArrows(f, arrows, (s) => (s === 'supply' && pile ? [pile.x, pile.y] : spotPoint(s, extra)), {
    colours: OUTCOME_COLOURS,
    startGap: (a, ring) => (a.from === 'supply' ? (pile ? pile.h * 0.6 : supplyPile().r) : ring * 0.7),
  });
}

function drawGhostChoices(f) {
  const { ctx, S, dpr } = f;
  const gs = state.ghost;
  const colour = OUTCOME_COLOURS[gs.kind] || '#fff';
  const w = arrowWidth(f);
  const valid = validTargets();
  const r = Math.max(14 * dpr, Math.min(S * 0.2, 30 * dpr));
  // arrows from the chosen source to every target it can go to
  if (gs.selected) {
    const from = spotPoint(gs.selected === 'supply' ? 'supply' : gs.sources.get(gs.selected));
    const startGap = gs.selected === 'supply' ? supplyPile().r : r;
    for (const key of valid) {
      const to = spotPoint(gs.targets.get(key));
      if (!from || !to) continue;
      const hot = state.ghostHover === key;
      const [p, q] = trimmed(from, to, startGap, r + 2 * dpr);
      drawArrow(ctx, p[0], p[1], q[0], q[1], colour, hot ? w * 1.2 : w * 0.7, { dash: hot ? null : [w * 2, w * 1.6] });
    }
  }
  // the sources to choose from
  if (gs.sources.size > 1) {
    for (const [key, s] of gs.sources) {
      if (key === 'supply') continue;
      const p = spotPoint(s);
      if (!p) continue;
      const sel = gs.selected === key;
      ringAt(f, p[0], p[1], r, sel ? '#ffffff' : '#d9c8ff', { width: (sel ? 3.5 : 2) * dpr, dash: sel ? null : [4 * dpr, 3 * dpr], fill: sel ? 'rgba(217, 200, 255, 0.25)' : null });
    }
  }
  // the targets
  for (const key of valid) {
    const p = spotPoint(gs.targets.get(key));
    if (!p) continue;
    const hot = state.ghostHover === key;
    ringAt(f, p[0], p[1], hot ? r * 1.15 : r, colour, { width: (hot ? 4 : 3) * dpr, fill: hot ? 'rgba(255, 255, 255, 0.18)' : 'rgba(255, 255, 255, 0.06)' });
  }
}

/** The ghost-phase spot (source or valid target) near device point (dx, dy), if any. */
function ghostSpotNear(dx, dy) {
  const gs = state.ghost;
  if (!gs) return null;
  const { S } = layout();
  const candidates = new Map();
  if (gs.sources.size > 1) for (const [k, s] of gs.sources) candidates.set(k, s);
  for (const k of validTargets()) candidates.set(k, gs.targets.get(k));
  let best = null;
  let bestD = Infinity;
  for (const [key, s] of candidates) {
    const p = spotPoint(s);
    if (!p) continue;
    const reach = key === 'supply' ? supplyPile().r : Math.max(14 * state.dpr, S * 0.2);
    const d = Math.hypot(p[0] - dx, p[1] - dy);
    if (d <= reach && d < bestD) {
      best = key;
      bestD = d;
    }
  }
  return best;
}

/** The meeple option near device point (dx, dy), if any. */
function meepleOptionNear(dx, dy) {
  let best = null;
  const options = meepleOptions();
  let bestD = options.length ? Math.max(14 * state.dpr, Math.min(options[0].size * 0.14, 34 * state.dpr)) : 0;
  for (const o of options) {
    const d = Math.hypot(o.x - dx, o.y - dy);
    if (d < bestD) {
      best = o;
      bestD = d;
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// Input.

function setupInput() {
  const c = el.board;
  const pointers = new Map(); // pointerId -> {x, y}
  let drag = null;
  let pinch = null;

  c.addEventListener('pointerdown', (e) => {
    if (e.button === 1) {
      // the wheel-click turns the tile
      e.preventDefault();
      rotateHand(90);
      return;
    }
    if (e.button !== 0) return;
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    c.setPointerCapture(e.pointerId);
    if (pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      pinch = {
        d: Math.hypot(a.x - b.x, a.y - b.y) || 1, scale: state.cam.scale,
        mx: (a.x + b.x) / 2, my: (a.y + b.y) / 2, cam: { ...state.cam },
      };
      drag = null;
      return;
    }
    drag = { id: e.pointerId, x: e.clientX, y: e.clientY, moved: false, cam: { ...state.cam } };
  });
  c.addEventListener('mousedown', (e) => {
    if (e.button === 1) e.preventDefault(); // no autoscroll
  });
  c.addEventListener('auxclick', (e) => e.preventDefault());

  c.addEventListener('pointermove', (e) => {
    if (pointers.has(e.pointerId)) pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pinch && pointers.size >= 2) {
      const [a, b] = [...pointers.values()];
      const d = Math.hypot(a.x - b.x, a.y - b.y) || 1;
      const mx = (a.x + b.x) / 2;
      const my = (a.y + b.y) / 2;
      state.cam = { ...pinch.cam };
      zoomAt(d / pinch.d, pinch.mx, pinch.my);
      state.cam.x -= (mx - pinch.mx) / state.cam.scale;
      state.cam.y -= (my - pinch.my) / state.cam.scale;
      return;
    }
    if (drag && drag.id === e.pointerId) {
      const dx = e.clientX - drag.x;
      const dy = e.clientY - drag.y;
      if (!drag.moved && Math.hypot(dx, dy) > DRAG_THRESHOLD) {
        drag.moved = true;
        c.classList.add('dragging');
      }
      if (drag.moved) {
        state.cam.x = drag.cam.x - dx / state.cam.scale;
        state.cam.y = drag.cam.y - dy / state.cam.scale;
        state.autoFit = false;
        requestRender();
        return;
      }
    }
    hoverAt(e.clientX, e.clientY);
  });

  const end = (e) => {
    pointers.delete(e.pointerId);
    if (pinch) {
      if (pointers.size < 2) pinch = null;
      drag = null;
      c.classList.remove('dragging');
      return;
    }
    if (!drag || drag.id !== e.pointerId) return;
    const wasClick = !drag.moved && e.type === 'pointerup';
    drag = null;
    c.classList.remove('dragging');
    if (wasClick) clickAt(e.clientX, e.clientY, e.pointerType);
  };
  c.addEventListener('pointerup', end);
  c.addEventListener('pointercancel', end);
  c.addEventListener('pointerleave', () => {
    if (drag || pinch) return;
    // the previewed cell stays (the outcome panel's rule links must stay clickable)
    state.pointerOn = false;
    state.meepleHover = null;
    state.ghostHover = null;
    c.classList.remove('can-click');
    updateHint();
    requestRender();
  });

  c.addEventListener('wheel', (e) => {
    e.preventDefault();
    const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1;
    // a pinch on a touchpad comes as a wheel event with ctrlKey: zoom faster
    const k = e.ctrlKey ? 0.01 : 0.0015;
    zoomAt(Math.exp(-e.deltaY * unit * k), e.clientX, e.clientY);
  }, { passive: false });

  el.rotate.addEventListener('click', () => rotateHand(90));
  el.skip.addEventListener('click', skipMeeple);
  el.undo.addEventListener('click', undo);
  el.redo.addEventListener('click', redo);
  el.fit.addEventListener('click', () => {
    state.autoFit = true;
    fitBoard();
    requestRender();
  });
  const centre = () => {
    const r = c.getBoundingClientRect();
    return [r.left + r.width / 2, r.top + r.height / 2];
  };
  el.zoomIn.addEventListener('click', () => zoomAt(1.25, ...centre()));
  el.zoomOut.addEventListener('click', () => zoomAt(1 / 1.25, ...centre()));

  window.addEventListener('keydown', onKey);
}

function anyDialogOpen() {
  return Boolean(document.querySelector('dialog[open]'));
}

function onKey(e) {
  if (anyDialogOpen() || !state.view) return;
  const target = e.target;
  const tag = target && target.tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  const v = state.view;
  const onBoard = target === el.board || target === document.body || target === document.documentElement;
  if ((e.ctrlKey || e.metaKey) && key === 'z') {
    e.preventDefault();
    if (e.shiftKey) redo();
    else undo();
    return;
  }
  if ((e.ctrlKey || e.metaKey) && key === 'y') {
    e.preventDefault();
    redo();
    return;
  }
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  if (key === 'r') {
    rotateHand(e.shiftKey ? -90 : 90);
  } else if (key === 'f') {
    el.fit.click();
  } else if (key === '+' || key === '=') {
    el.zoomIn.click();
  } else if (key === '-' || key === '_') {
    el.zoomOut.click();
  } else if (key.startsWith('Arrow') && v.phase === 'place-tile') {
    e.preventDefault();
    const d = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[key];
    if (!state.cursor) state.cursor = nearestLegal(state.hover) || { x: 0, y: 0 };
    else state.cursor = { x: state.cursor.x + d[0], y: state.cursor.y + d[1] };
    state.keyboard = true;
    keepInView(state.cursor.x, state.cursor.y);
    updateOutcome();
    updateHint();
    requestRender();
  } else if ((key === 'Enter' || key === ' ') && onBoard && v.phase === 'place-tile') {
    e.preventDefault();
    const c = state.keyboard && state.cursor ? state.cursor : null;
    if (!c) {
      state.cursor = nearestLegal(null);
      state.keyboard = true;
      updateOutcome();
      updateHint();
      requestRender();
    } else {
      placeAt(c.x, c.y);
    }
  } else if (/^[1-9]$/.test(key)) {
    const i = Number(key) - 1;
    const buttons = v.phase === 'meeple' ? el.spots.querySelectorAll('button') : v.phase === 'ghosts' ? el.ghostMoves.querySelectorAll('button') : [];
    if (buttons[i]) {
      e.preventDefault();
      buttons[i].click();
    }
  } else if (key === 'n' && v.phase === 'meeple') {
    skipMeeple();
  } else if (key === 'Escape') {
    if (state.ghost && state.ghost.selected && state.ghost.sources.size > 1) {
      state.ghost.selected = null;
      updatePanel();
    }
    state.keyboard = false;
    updateOutcome();
    updateHint();
    requestRender();
  }
}

function hoverAt(cx, cy) {
  const v = state.view;
  if (!v) return;
  state.pointerOn = true;
  const cell = clientToCell(cx, cy);
  const [dx, dy] = clientToDevice(cx, cy);
  let canClick = false;
  if (v.phase === 'meeple') {
    const o = meepleOptionNear(dx, dy);
    canClick = Boolean(o);
    const next = o ? { feature: o.feature, guard: o.guard } : null;
    const cur = state.meepleHover;
    if ((next && (!cur || cur.feature !== next.feature || cur.guard !== next.guard)) || (!next && cur)) {
      state.meepleHover = next;
      requestRender();
    }
  } else if (v.phase === 'ghosts') {
    const key = ghostSpotNear(dx, dy);
    canClick = Boolean(key);
    if (key !== state.ghostHover) {
      state.ghostHover = key;
      requestRender();
    }
  } else if (v.phase === 'place-tile') {
    canClick = legalHere(cell.x, cell.y) !== null;
  }
  el.board.classList.toggle('can-click', canClick);
  if (state.keyboard || !state.hover || state.hover.x !== cell.x || state.hover.y !== cell.y) {
    state.keyboard = false;
    state.hover = { x: cell.x, y: cell.y };
    if (v.phase === 'place-tile') state.cursor = { x: cell.x, y: cell.y };
    updateOutcome();
    updateHint();
    requestRender();
  }
}

function clickAt(cx, cy, pointerType = 'mouse') {
  const v = state.view;
  if (!v) return;
  const cell = clientToCell(cx, cy);
  const [dx, dy] = clientToDevice(cx, cy);
  const same = state.hover && state.hover.x === cell.x && state.hover.y === cell.y && !state.keyboard;
  state.hover = { x: cell.x, y: cell.y };
  state.keyboard = false;
  if (v.phase === 'place-tile') {
    // a finger has no hover: the first tap on a cell previews it, a second tap places
    if (pointerType !== 'mouse' && !same && legalHere(cell.x, cell.y)) {
      state.pointerOn = true;
      state.cursor = { x: cell.x, y: cell.y };
      updateOutcome();
      updateHint();
      requestRender();
      return;
    }
    placeAt(cell.x, cell.y);
  } else if (v.phase === 'meeple') {
    const o = meepleOptionNear(dx, dy);
    if (o) placeMeeple(o.feature, o.guard);
  } else if (v.phase === 'ghosts') {
    const key = ghostSpotNear(dx, dy);
    if (key) ghostSpotChosen(key);
  }
}

// ---------------------------------------------------------------------------------------------
// Dialogs: new game, share, final scores, rules; save and load.

function variantOptions(id) {
  // "plus-one (S1 ghosts and M4's ghost) | replace (S1 replaces M4's ghost)."
  const text = (RULES[id] && RULES[id].text) || '';
  return text.replace(/\.\s*$/, '').split(/\s*\|\s*/).map((part) => {
    const m = /^([a-z-]+)\s*(?:\((.*)\))?$/.exec(part.trim());
    return m ? { value: m[1], text: m[2] || m[1] } : null;
  }).filter(Boolean);
}

function playerRow(name, colour) {
  const li = make('li', { class: 'ng-player' });
  const colourInput = make('input', { type: 'color', value: colour, 'aria-label': 'Colour' });
  const nameInput = make('input', {
    type: 'text', value: name, required: true, maxlength: '24', 'aria-label': 'Name', autocomplete: 'off',
  });
  const remove = make('button', { type: 'button', class: 'ng-remove', title: 'Remove this player', 'aria-label': 'Remove this player', text: '×' });
  remove.addEventListener('click', () => {
    li.remove();
    refreshPlayerRows();
  });
  li.append(colourInput, nameInput, remove);
  return li;
}

function refreshPlayerRows() {
  const rows = [...el.ngPlayers.children];
  rows.forEach((r) => {
    r.querySelector('.ng-remove').disabled = rows.length <= 2;
  });
  el.ngAdd.disabled = rows.length >= 6;
}

function selectedSets() {
  const r = el.ngForm.querySelector('input[name="sets"]:checked');
  return (r ? r.value : 'base,gcc,sc').split(',');
}

function refreshVariantRows() {
  const sets = selectedSets();
  for (const row of el.ngVariants.querySelectorAll('.variant')) {
    const ok = sets.includes(row.dataset.needs);
    row.classList.toggle('off', !ok);
    row.querySelector('select').disabled = !ok;
    row.querySelector('.needs').hidden = ok;
  }
}

function setupDialogs() {
  // the variants: a select per variant, its options and their words from the rules
  for (const vdef of VARIANTS) {
    const sel = make('select', { id: `ng-${vdef.key}`, name: vdef.key, 'aria-describedby': `ng-${vdef.key}-help` });
    variantOptions(vdef.id).forEach((o, i) => {
      sel.append(make('option', { value: o.value, text: `${o.value}${i === 0 ? ' (rulebook)' : ''} — ${o.text}` }));
    });
    const label = make('label', { for: sel.id }, make('span', { text: vdef.label }));
    const row = make('div', { class: 'variant', dataset: { needs: vdef.needs } },
      make('div', { class: 'variant-head' }, ruleLink(vdef.id), label),
      sel,
      make('p', { class: 'muted small', id: `ng-${vdef.key}-help`, text: vdef.help }),
      make('p', { class: 'needs small', text: vdef.needs === 'sc' ? 'Only with The Spell Circles.' : 'Only with Exp. 11.' }));
    el.ngVariants.append(row);
  }
  for (const r of el.ngForm.querySelectorAll('input[name="sets"]')) r.addEventListener('change', refreshVariantRows);
  el.ngAdd.addEventListener('click', () => {
    const used = new Set([...el.ngPlayers.querySelectorAll('input[type="text"]')].map((i) => i.value));
    const usedColours = new Set([...el.ngPlayers.querySelectorAll('input[type="color"]')].map((i) => i.value.toLowerCase()));
    const next = DEFAULT_PLAYERS.find(([n, c]) => !used.has(n) && !usedColours.has(c)) || DEFAULT_PLAYERS.find(([n]) => !used.has(n)) || [`Player ${el.ngPlayers.children.length + 1}`, '#888888'];
    el.ngPlayers.append(playerRow(...next));
    refreshPlayerRows();
    el.ngPlayers.lastElementChild.querySelector('input[type="text"]').focus();
  });
  el.ngDice.addEventListener('click', () => {
    el.ngSeed.value = String(randomSeed());
  });
  el.ngCancel.addEventListener('click', () => el.ngDialog.close());
  el.ngForm.addEventListener('submit', (e) => {
    e.preventDefault();
    const players = [...el.ngPlayers.children].map((li) => ({
      name: li.querySelector('input[type="text"]').value.trim(),
      colour: li.querySelector('input[type="color"]').value,
    }));
    const names = players.map((p) => p.name.toLowerCase());
    if (names.every((n) => n) && new Set(names).size !== names.length) {
      el.ngError.textContent = 'Two players have the same name.';
      return;
    }
    const seedText = el.ngSeed.value.trim();
    if (!/^\d{1,16}$/.test(seedText) || Number(seedText) > MAX_SEED) {
      el.ngError.textContent = 'The seed is a whole number from 0 to 9007199254740991.';
      return;
    }
    const sets = selectedSets();
    const variants = {};
    for (const vdef of VARIANTS) {
      const sel = $(`ng-${vdef.key}`);
      if (!sel.disabled) variants[vdef.key] = sel.value;
    }
    const setup = { players, sets, seed: Number(seedText), variants };
    let game;
    try {
      // the engine's words for a blank name or a name with control characters
      game = state.engine.GameHandle.newGame(JSON.stringify(setup));
    } catch (err) {
      el.ngError.textContent = messageOf(err);
      return;
    }
    const odd = players.findIndex((p) => NAME_CONTROLS.test(p.name));
    if (odd >= 0) {
      // (an engine without that check: the same refusal here)
      game.free();
      el.ngError.textContent = `player ${odd + 1}'s name has an invisible control or text-direction character: names are plain text`;
      return;
    }
    el.ngDialog.close();
    clearError();
    setUrlForSetup(setup);
    openGame(game, null, { keepEmpty: false });
  });
  el.newGame.addEventListener('click', openNewGameDialog);
  el.finalNew.addEventListener('click', () => {
    el.finalDialog.close();
    openNewGameDialog();
  });

  // save, load, share
  el.save.addEventListener('click', saveToFile);
  el.load.addEventListener('click', () => el.loadFile.click());
  el.loadFile.addEventListener('change', async () => {
    const file = el.loadFile.files && el.loadFile.files[0];
    el.loadFile.value = '';
    if (!file) return;
    try {
      if (file.size > MAX_GAME_BYTES) throw new Error('the file holds more than 1 MiB, more than any game needs');
      const json = await file.text();
      const game = state.engine.GameHandle.load(json);
      clearError();
      history.replaceState(null, '', location.pathname);
      adopt(game);
    } catch (e) {
      showError(`Cannot load ${file.name}: ${messageOf(e)}`);
    }
  });
  el.share.addEventListener('click', async () => {
    try {
      const url = await shareLink();
      el.shareUrl.value = url;
      el.shareNote.textContent = `${url.length} characters · the game so far, every move included.`;
      el.shareDialog.showModal();
      el.shareUrl.select();
    } catch (e) {
      showError(`Cannot make a share link: ${messageOf(e)}`);
    }
  });
  el.shareCopy.addEventListener('click', async () => {
    el.shareUrl.select();
    try {
      await navigator.clipboard.writeText(el.shareUrl.value);
      el.shareNote.textContent = 'Copied to the clipboard.';
    } catch {
      el.shareNote.textContent = 'Select the link and copy it (Ctrl+C): the browser does not let this page copy it.';
    }
  });
  el.shareClose.addEventListener('click', () => el.shareDialog.close());

  // final scores and rules
  el.showFinal.addEventListener('click', openFinal);
  el.finalClose.addEventListener('click', () => el.finalDialog.close());
  el.rulesButton.addEventListener('click', openRules);
  el.rulesClose.addEventListener('click', () => el.rulesDialog.close());
  for (const d of [el.ngDialog, el.shareDialog, el.finalDialog, el.rulesDialog]) {
    // a click on the backdrop closes a dialog
    d.addEventListener('click', (e) => {
      if (e.target === d) {
        const r = d.getBoundingClientRect();
        if (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom) d.close();
      }
    });
  }
}

function openNewGameDialog() {
  const setup = state.setup || defaultSetup();
  const players = (setup.players || []).map((p, i) => (typeof p === 'string'
    ? { name: p, colour: DEFAULT_PLAYERS[i % 6][1] }
    : { name: p.name, colour: isPlainColour(p.colour) ? p.colour : DEFAULT_PLAYERS[i % 6][1] }));
  el.ngPlayers.replaceChildren(...players.map((p) => playerRow(p.name, toHexColour(p.colour))));
  refreshPlayerRows();
  const sets = (setup.sets || ['base']).join(',');
  for (const r of el.ngForm.querySelectorAll('input[name="sets"]')) r.checked = r.value === sets;
  if (!el.ngForm.querySelector('input[name="sets"]:checked')) el.ngForm.querySelector('input[value="base,gcc,sc"]').checked = true;
  const variants = (state.view && state.view.variants) || {};
  for (const vdef of VARIANTS) {
    const sel = $(`ng-${vdef.key}`);
    if (variants[vdef.key]) sel.value = variants[vdef.key];
    else sel.selectedIndex = 0;
  }
  refreshVariantRows();
  el.ngSeed.value = String(randomSeed());
  el.ngError.textContent = '';
  el.ngDialog.showModal();
}

/** A CSS colour as #rrggbb for a colour input. */
function toHexColour(colour) {
  if (/^#[0-9a-f]{6}$/i.test(colour)) return colour.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(colour)) return `#${[...colour.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  const probe = document.createElement('canvas').getContext('2d');
  probe.fillStyle = '#000000';
  probe.fillStyle = colour;
  return /^#[0-9a-f]{6}$/i.test(probe.fillStyle) ? probe.fillStyle : '#888888';
}

function saveToFile() {
  try {
    const json = state.game.save();
    const blob = new Blob([json], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const seed = state.setup ? `seed-${state.setup.seed}-` : '';
    const a = make('a', { href: url, download: `carcassonne-mist-${seed}turn-${state.view.tiles.length}.json` });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  } catch (e) {
    showError(`Cannot save: ${messageOf(e)}`);
  }
}

const COLUMN_NAMES = {
  road: 'Roads', city: 'Cities', monastery: 'Monasteries', castle: 'Castles', field: 'Fields', mist: 'Ghosts',
};

/** The final scores: per player, what they scored in play and at the end, feature by feature. */
export function finalTable(v) {
  const n = v.players.length;
  const inPlay = new Array(n).fill(0);
  const end = {}; // kind -> points per player
  for (const e of v.events) {
    for (const p of e.players) {
      if (e.complete) inPlay[p] += e.points;
      else {
        if (!end[e.kind]) end[e.kind] = new Array(n).fill(0);
        end[e.kind][p] += e.points;
      }
    }
  }
  const kinds = ['road', 'city', 'monastery', 'castle', 'field', 'mist'].filter((k) => end[k]);
  if (v.ghosts_in_play && !kinds.includes('mist')) kinds.push('mist');
  const rows = v.players.map((p, i) => {
    const parts = kinds.map((k) => (end[k] ? end[k][i] : 0));
    const sum = inPlay[i] + parts.reduce((a, b) => a + b, 0);
    return { name: p.name, inPlay: inPlay[i], parts, other: p.score - sum, total: p.score };
  });
  return { kinds, rows };
}

function openFinal() {
  const v = state.view;
  const { kinds, rows } = finalTable(v);
  const hasOther = rows.some((r) => r.other !== 0);
  const best = Math.max(...rows.map((r) => r.total));
  const winners = rows.filter((r) => r.total === best).map((r) => iso(r.name));
  el.finalWinner.textContent = v.phase === 'game-over'
    ? `${winners.join(' and ')} ${winners.length > 1 ? 'tie' : 'wins'} with ${best} points.`
    : 'The game is not over yet: these are the scores so far.';
  const head = make('tr', {},
    make('th', { scope: 'col', text: 'Player' }),
    make('th', { scope: 'col', text: 'In play', title: 'Features completed during the game (B4, K1)' }),
    ...kinds.map((k) => make('th', { scope: 'col', text: COLUMN_NAMES[k] || k, title: k === 'mist' ? 'Ghosts on meeples at the end: −1 each (G6)' : `Unfinished ${k === 'field' ? 'fields' : COLUMN_NAMES[k].toLowerCase()} at the end (B5${k === 'castle' ? ', K1' : ''})` })),
    hasOther ? make('th', { scope: 'col', text: 'Before', title: 'Points the scenario started with' }) : null,
    make('th', { scope: 'col', text: 'Total' }));
  const fmt = (n) => (n === 0 ? '·' : n > 0 ? String(n) : `−${-n}`);
  const body = rows.map((r, i) => make('tr', { dataset: { player: String(i) }, class: r.total === best ? 'winner' : '' },
    make('th', { scope: 'row' }, swatch(playerColour(i)), ' ', make('bdi', { text: r.name }), r.total === best && v.phase === 'game-over' ? make('span', { class: 'crown', text: ' ♛', title: 'Winner' }) : null),
    make('td', { text: fmt(r.inPlay) }),
    ...r.parts.map((x, j) => make('td', { text: fmt(x), class: kinds[j] === 'mist' && x < 0 ? 'neg' : '' })),
    hasOther ? make('td', { text: fmt(r.other) }) : null,
    make('td', { class: 'total', text: String(r.total) })));
  el.finalTable.replaceChildren(make('thead', {}, head), make('tbody', {}, ...body));
  const endEvents = v.events.filter((e) => !e.complete);
  el.finalEvents.replaceChildren(...(endEvents.length
    ? endEvents.map((e) => make('li', {}, make('span', { text: e.text.replace(/\s*\((B5|K1|G6)\)/, '') }), ' ', ruleLink(e.rule)))
    : [make('li', { class: 'muted', text: 'Nothing scored at the end.' })]));
  if (!el.finalDialog.open) el.finalDialog.showModal();
}

function openRules() {
  if (!el.rulesList.childElementCount) {
    const groups = [['B', 'Base game'], ['G', 'Exp. 11: ghosts'], ['M', 'Exp. 11: mist'], ['K', 'Exp. 11: castles and cemeteries'], ['S', 'The Spell Circles'], ['V', 'Variants']];
    for (const [letter, title] of groups) {
      const ids = Object.keys(RULES).filter((id) => id[0] === letter);
      if (!ids.length) continue;
      el.rulesList.append(make('h3', { text: title }));
      const dl = make('dl');
      for (const id of ids) {
        dl.append(make('dt', { id: `rule-${id}` }, make('span', { class: 'rule-id', text: id }), ` ${RULES[id].title}`),
          make('dd', { text: RULES[id].text }));
      }
      el.rulesList.append(dl);
    }
  }
  el.rulesDialog.showModal();
}

main().catch((e) => showError(messageOf(e)));
