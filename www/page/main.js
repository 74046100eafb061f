// The game page: 2–6 players hot-seat, drawn on a canvas, with the mist of Exp. 11 and The Spell
// Circles. The engine (a `GameHandle`) decides everything; after each action the page reads a
// fresh `view()` and redraws.
//
// Starting a game: `#g=<code>` (a play-by-link or share link: the engine's short code of the
// game, page/link.js) or `#game=<code>` (an older share link: the saved game, deflate-raw +
// base64url) opens that game; `?seed=N&sets=base,gcc,sc&player=Ann.d8352a&…` starts a new game with that seed,
// sets, players and variants (share.js `setupQuery`; the base game and two players when left
// out); a bare address resumes the game played last in this
// browser, or offers the New game dialog. Every game is kept in this browser (storage.js, the
// "Your games" list); opening a link opens its game beside the others and never replaces one.
//
// Board coordinates: cell (x, y) has its top-left corner at world point (x, y); y grows south.
//
// This module holds start-up, links and the actions (place, ghosts, meeples, undo, redo) with
// refresh(), which reads the engine again after each one; the rest is in the other modules of page/
// below it (docs/ARCHITECTURE.md, "The page"): input.js, dialogs.js, games.js, panel.js,
// board.js, state.js… main.js hands each the actions it asks for (connectInput…); none imports this file.

import { start } from './start.js'; // first: it asks for the words, the file and the engine
import { $, messageOf, nextTask } from '../ui/dom.js';
import { kindGeometries } from '../render/draw.js';
import { legalCells } from '../render/scene.js';
import { ShareLinkError, decodeGame, encodeGame, gameCodeIn, setupFromQuery, setupQuery } from '../io/share.js';
import { playCodeIn } from '../io/play-link.js';
import { framedByAnotherSite } from '../io/framing.js';
import { PREFIX as GAME_KEY_PREFIX } from '../io/storage.js';
import { cellKey, languageName, pickText } from '../words/text.js';
import { useRuleLanguage } from '../words/rules.js';
import { fileErrorWords } from '../words/file-errors.js';
import { PAGE_AREAS, chooseLanguage, fillLanguageSwitch, keepLang, pageLanguage, t, usePageLanguage } from '../words/pages.js';
import { loadWords } from '../words/i18n.js';

import { bindElements, clearError, el, randomSeed, showError, state } from './state.js';
import { MAX_SEED, SETS, VARIANTS } from '../engine/vocabulary.js';
import { DEFAULT_PLAYERS } from '../render/colours.js';
import { cursorCell, ghostState, isNeighbourCell, legalHere, nearestLegal, pageBoard, picture, requestRender, scoreAnimations, setCursorCell } from './board.js';
import { connectPanel, log, problemWords, updateHint, updateLog, updateOutcome, updatePanel } from './panel.js';
import { refusalWords } from '../words/refusals.js';
import { adopt, claimGame, connectGames, finishOnlineHere, keeping, openGame, openOnlineGame, openStore, otherTabWrote, persist, readGames, renderGames, resumeGame, sessionGameId, setupBackup } from './games.js';
import { connectDialogs, forgetRules, openFinal, openNewGameDialog, setupDialogs, variantDefaults, wordVariants } from './dialogs.js';
import { connectInput, setupBoard, setupInput } from './input.js';
import { afterViewChange, setupInspect } from './inspect.js';
import { announceNews, sayToPointer, setupTextBoard, wordTextBoard } from './text-board.js';
import { afterRefresh, connectAi, computerToMove, setNextSeats, undoToHuman, wordAiStatus } from './ai.js';
import { connectLink, currentLink, linkArrivalAllowed, openPlayCode, readOnlyCopy, refusal, replaying, undoneRemote, updateLinkBox, wordLinkBox } from './link.js';
import { exposeTestHooks } from './hooks.js';
import { bindMoves, updateMoves, wordMoves } from './moves.js';
import { updateTurnBanner } from './turn-banner.js';
import { connectOnline, onlineRefusal, onlineSeats, onlineSend, onlineUndo, setupOnline } from './online.js';
import { keepOffline } from '../ui/update-notice.js';
import { connectPuzzles, puzzleRefresh, setupPuzzles } from './puzzles.js';
import { connectReview, reviewRefresh, setupReview } from './review.js';

keepOffline(); // the service worker: this page's files kept for offline play, new versions offered

// the controller's actions, handed to each module below that asks for them (they cannot import
// main.js; state.js PageActions)
connectInput({ ghostSpotChosen, placeAt, placeMeeple, redo, rotateHand, skipMeeple, undo });
connectLink({ openSavedGameCode: openShared, refresh, savedGameLink });
connectGames({ defaultSetup, setGame, setUrlForSetup, startGame });
connectDialogs({ defaultSetup, setUrlForSetup, shareLink });
connectPanel({ placeMeeple, playGhost });
connectAi({ playComputer, refresh });
connectOnline({ finishOnlineHere, refresh, setOnlineGame });
connectPuzzles({ defaultSetup, setGame, startGame });
connectReview({ refresh, setGame });

const gameCodeFromHash = () => gameCodeIn(location.hash);

/** The share link: the short `#g=` link of the game (page/link.js), or the saved game's. */
export async function shareLink() {
  return (await currentLink()).url;
}

/** The `#game=` link of the saved game (games from a laid-out position, and links before `#g=`). */
export async function savedGameLink() {
  const code = await encodeGame(state.game.save());
  return `${location.origin}${location.pathname}#game=${code}`;
}

/**
 * Opens a `#g=` link's game (page/link.js); false (and why, on the error line) when it cannot.
 * @param {string} code
 */
function openPlayLink(code) {
  const ok = openPlayCode(code, { received: true });
  history.replaceState(null, '', location.pathname + (ok ? '' : location.search));
  return ok;
}

async function main() {
  bindElements();
  performance.mark('main'); // the module graph has run (tests/e2e/page.test.mjs, scripts/tti.mjs)
  // start.js has asked for the words, the rule texts and the engine
  const words = Promise.all([usePageLanguage(start.lang, document, PAGE_AREAS, start.words), start.rules]);
  try {
    const engine = await start.engine;
    state.engine = engine;
    el.version.textContent = engine.engineVersion();
  } catch (e) {
    await words;
    el.status.textContent = t('page-engine-failed');
    showError(t('page-cannot-load-engine', { error: messageOf(e) }));
    return;
  }
  await words;
  if (framedByAnotherSite()) {
    // in a stranger's frame: no game is opened or kept (io/framing.js)
    el.status.textContent = t('page-framed');
    showError(t('page-framed'));
    return;
  }
  setupLanguageSwitch();
  wordChrome();
  setupDialogs();
  setupPuzzles();
  setupReview();
  bindMoves();
  setupBoard(); // the board (board/board.js) with the page's input (input.js)
  // the game, its first frame and the New game dialog each in a task of their own (no task over
  // 50 ms, docs/PERFORMANCE.md)
  await nextTask();

  openStore();
  setupBackup();
  let started = false;
  let offerDialog = false;
  const play = playCodeIn(location.hash);
  const code = play === null ? gameCodeFromHash() : play;
  // a link opens its game beside the others; a link that cannot be read changes nothing
  const arrived = (play !== null || code !== null) && linkArrivalAllowed();
  if (arrived && play !== null) started = openPlayLink(play);
  else if (arrived && code !== null) started = await openShared(code, { received: true });
  const params = new URLSearchParams(location.search);
  // reloading the page resumes this tab's game; following a `?seed=` link starts a new game
  const nav = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType && performance.getEntriesByType('navigation')[0]);
  const again = nav && (nav.type === 'reload' || nav.type === 'back_forward');
  const mine = sessionGameId();
  if (!started && again && mine) started = resumeGame(mine);
  let refused = ''; // the address's setup, refused by the engine: said again in the New game dialog
  if (!started && code === null && (params.has('seed') || params.has('sets'))) {
    started = await startGameInTasks(setupFromParams(params), { url: true });
    if (!started) refused = el.error.textContent;
  }
  if (!started && mine) started = resumeGame(mine);
  // else the newest of the player's own games (not one a link brought, nor a copy kept beside)
  const own = keeping.games.find((g) => !g.received && !g.label) || keeping.games[0];
  if (!started && own) started = resumeGame(own.id);
  // an online table (?table=, ?watch=; page/online.js): its game replaces the one shown once it starts
  const params0 = new URLSearchParams(location.search);
  const atTable = params0.has('table') || params0.has('watch') ? await setupOnline() : (setupOnline().catch(() => false), false);
  if (!started) {
    offerDialog = code === null && !atTable;
    started = await startGameInTasks(defaultSetup(), { url: false });
  }
  // the board's input once the game is there (the start-up's tasks let the browser answer
  // events in between), and even without one (a game from the New game dialog needs it)
  setupInput();
  setupTextBoard();
  setupInspect();
  if (!started) return;

  pageBoard().fit();
  await nextTask();
  pageBoard().draw();
  // links that arrive while the page is open, one after the other (each opened before the next
  // is counted), so a page that sends many sees the last word: they are no longer opened
  let arrivals = Promise.resolve();
  window.addEventListener('hashchange', (e) => {
    const hash = new URL(e.newURL).hash;
    arrivals = arrivals.then(async () => {
      const p = playCodeIn(hash);
      const c = p === null ? gameCodeIn(hash) : null;
      if ((p === null && c === null) || !linkArrivalAllowed()) return;
      if (p !== null) openPlayLink(p);
      else if (c !== null) await openShared(c, { received: true });
    }).catch(() => {});
  });
  el.logCard.addEventListener('toggle', () => updateLog());
  // another tab kept, changed or deleted a game: show the list as it is now
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key.startsWith(GAME_KEY_PREFIX)) {
      otherTabWrote(e);
      readGames();
    }
  });
  exposeTestHooks({ switchLanguage, shareLink, refresh });
  if (offerDialog) {
    await nextTask();
    openNewGameDialog(refused);
  }
  performance.mark('ready');
  window.__app.readyMs = performance.now();
  document.body.dataset.lang = pageLanguage(); // the language everything on the page is worded in
  document.body.dataset.ready = '1';
}

export function defaultSetup() {
  return {
    // the first two colours' names in the reader's language (common.ftl player-colour-…)
    players: DEFAULT_PLAYERS.slice(0, 2).map(([name, colour]) => ({ name: t(`player-colour-${name.toLowerCase()}`), colour })),
    sets: [...SETS], // every set
    seed: randomSeed(),
  };
}

/** What a seed link's defaults are: the two default players, the variants at the rulebook's reading. */
function linkDefaults() {
  return { defaultPlayers: DEFAULT_PLAYERS, variantDefaults: variantDefaults(), variantKeys: VARIANTS.map((v) => v.key), maxSeed: MAX_SEED, randomSeed };
}

/**
 * A setup from `?seed=&sets=&player=…` (share.js `setupFromQuery`).
 * @param {URLSearchParams} params
 */
function setupFromParams(params) {
  const { setup, problemWords } = setupFromQuery(params.toString(), linkDefaults());
  if (problemWords.length) showError(problemWords.map((w) => t(w.id, w.args)).join(' '));
  return setup;
}

/**
 * A game's setup (docs/FORMATS.md "Setup"): the engine reads it.
 * @typedef {any} Setup
 */

/**
 * The address of a new game with `setup`: its seed, sets, players and variants.
 * @param {Setup} setup
 */
function seedHref(setup) {
  return `?${setupQuery(setup, linkDefaults())}`;
}

/** @param {Setup} setup */
export function setUrlForSetup(setup) {
  history.replaceState(null, '', keepLang(`${location.pathname}${seedHref(setup)}`));
}

/**
 * Starts a new game; false (with the reason on the error line) when the engine refuses it.
 * @param {Setup} setup
 * @param {{url?: boolean}} [opts]
 */
export function startGame(setup, { url = true } = {}) {
  const game = newGame(setup);
  return game !== null && openNewGame(game, setup, { url });
}

/**
 * startGame at start-up: the engine makes the game in one task, the page shows it in the next.
 * @param {Setup} setup
 * @param {{url: boolean}} opts
 */
async function startGameInTasks(setup, { url }) {
  const game = newGame(setup);
  if (game === null) return false;
  await nextTask();
  return openNewGame(game, setup, { url });
}

/**
 * A new game from the engine; null (with the reason on the error line) when it refuses it.
 * @param {Setup} setup
 * @returns {import('../../pkg/carcassonne_mist.js').GameHandle | null}
 */
function newGame(setup) {
  const json = JSON.stringify(setup);
  try {
    return state.engine.GameHandle.newGame(json);
  } catch (e) {
    // e.g. a `?players=` address with a blank name: worded from the engine's kind (file-errors.js)
    showError(t('page-cannot-start', { error: fileErrorWords(state.engine, json, 'setup', e) }));
    return null;
  }
}

/**
 * Plays `game`, just made from `setup`: the address says its setup (`url`) or nothing.
 * @param {import('../../pkg/carcassonne_mist.js').GameHandle} game
 * @param {Setup} setup
 * @param {{url: boolean}} opts
 */
function openNewGame(game, setup, { url }) {
  if (url) setUrlForSetup(setup);
  else history.replaceState(null, '', keepLang(location.pathname));
  openGame(game, null, { keepEmpty: false });
  return true;
}

/**
 * Opens a share link's game beside the others; false (and why, on the error line) when it cannot.
 * @param {string} code
 * @param {{received?: boolean}} [opts]
 */
export async function openShared(code, { received = false } = {}) {
  let json = null;
  try {
    json = await decodeGame(code);
    const game = state.engine.GameHandle.load(json);
    history.replaceState(null, '', keepLang(location.pathname));
    clearError();
    adopt(game, null, { received });
    return true;
  } catch (e) {
    history.replaceState(null, '', location.pathname + location.search);
    // refused before the engine read it: by its kind, in the reader's language (io/share.js)
    const error = json !== null ? fileErrorWords(state.engine, json, 'game', e)
      : e instanceof ShareLinkError ? t(`page-share-link-${e.kind}`) : messageOf(e);
    showError(t('page-share-link-bad', { error }));
    return false;
  }
}

/**
 * An online table's game as the server has it (page/online.js): the first one opened beside the
 * kept games (the browser's own copy, kept as any game), the next ones in its place without
 * moving the board.
 */
/**
 * @param {import('../../pkg/carcassonne_mist.js').GameHandle} game
 * @param {import('./online.js').OnlineKey | null} key
 */
export function setOnlineGame(game, key) {
  if (!onlineShown) {
    onlineShown = true;
    setNextSeats([]); // the server plays the computer seats, not this page
    openOnlineGame(game, key); // in place of its kept copy (games.js), never beside it
    state.seats = onlineSeats() || state.seats;
    return;
  }
  const old = state.game;
  state.game = game;
  state.seats = onlineSeats() || state.seats; // the other seats' moves are announced (text-board.js)
  if (old && old !== game) {
    try {
      old.free();
    } catch { /* already freed */ }
  }
  refresh();
}
let onlineShown = false;

/** @param {import('../../pkg/carcassonne_mist.js').GameHandle} game */
export function setGame(game) {
  if (state.game && state.game !== game) {
    try {
      state.game.free();
    } catch { /* already freed */ }
  }
  state.game = game;
  state.gameId += 1;
  state.kinds = game.kinds();
  state.geoms = kindGeometries(state.kinds);
  state.turnKey = null;
  setCursorCell(null);
  state.keyboard = false;
  picture.anims = [];
  picture.eventsSeen = -1;
  log.logKey = '';
  try {
    const saved = game.saved();
    state.setup = saved.setup || null;
    state.scenario = saved.scenario || null;
  } catch {
    state.setup = null;
    state.scenario = null;
  }
  wordSeed();
  refresh();
  pageBoard().fit();
}

/** The seed (a link to a new game like this one) or the laid-out position, in the page's words. */
function wordSeed() {
  if (state.setup) {
    $('seed-label').textContent = t('page-seed');
    el.seedLink.textContent = String(state.setup.seed);
    el.seedLink.href = keepLang(seedHref(state.setup));
    el.seedLink.title = t('page-seed-link.title');
  } else {
    // a game started from a laid-out position (a scenario): its title in the page's language
    const title = state.scenario ? pickText(state.scenario.title, pageLanguage()).text : '';
    $('seed-label').textContent = t('page-position');
    el.seedLink.textContent = title || t('page-laid-out');
    el.seedLink.removeAttribute('href');
    el.seedLink.title = title;
  }
}

/** The words main.js puts on the page itself: the engine's version line, the panel's fold
 * button, the board's label. */
function wordChrome() {
  const version = el.version.textContent;
  const line = $('engine-line');
  const mark = '\u0000';
  const [before, after = ''] = t('page-engine', { version: mark }).split(mark);
  line.replaceChildren(before, el.version, after);
  el.version.textContent = version;
  el.sheetToggle.textContent = t(el.panel.classList.contains('collapsed') ? 'page-unfold' : 'page-fold');
  el.sheetToggle.title = t('page-fold.title');
  el.board.setAttribute('aria-label', t('page-board.aria-label', { touch: state.touch }));
}

/** The language switch: each language in its own name; a choice re-words the page in place. */
function setupLanguageSwitch() {
  const select = /** @type {HTMLSelectElement} */ ($('language'));
  fillLanguageSwitch(select);
  select.addEventListener('change', () => switchLanguage(select.value).catch((e) => showError(messageOf(e))));
}

/**
 * Shows the page in `lang` without touching the game: loads that language's words (only
 * those), words the page again from the view as it is, and keeps the choice in the address
 * (`lang=`), so that a reload or a shared link keeps it.
 */
/** @param {string} lang */
async function switchLanguage(lang) {
  // the words first: a language whose files cannot be fetched (offline, before the worker
  // serves this page) leaves the page in its language, and says so
  const loading = loadWords(lang, PAGE_AREAS);
  if ((await loading).missing?.length) {
    /** @type {HTMLSelectElement} */ ($('language')).value = pageLanguage();
    showError(t('page-language-unavailable', { lang: languageName(lang, pageLanguage()) }));
    return;
  }
  const now = await Promise.all([usePageLanguage(lang, document, PAGE_AREAS, loading), useRuleLanguage(lang)]);
  chooseLanguage(now[0]);
  history.replaceState(history.state, '', keepLang(`${location.pathname}${location.search}${location.hash}`));
  /** @type {HTMLSelectElement} */ ($('language')).value = now[0];
  wordChrome();
  wordSeed();
  wordVariants();
  forgetRules();
  renderGames();
  wordAiStatus();
  wordTextBoard();
  if (state.view) {
    log.logKey = '';
    updatePanel();
    updateOutcome();
    updateHint();
    wordLinkBox(); // after the panel: in a game by link the status line is the box's
    wordMoves();
    updateTurnBanner();
    requestRender();
  }
  if (el.finalDialog.open) openFinal();
  if (el.rulesDialog.open) el.rulesButton.click();
  // the legend (mist-view.js) is built when first opened: build it again in these words
  const legend = $('legend');
  if (legend.firstChild) {
    const open = !legend.hidden;
    legend.replaceChildren();
    legend.hidden = true;
    if (open) $('legend-button').click();
  }
  // everything is worded again now (<html lang> changes as soon as the words are loaded)
  document.body.dataset.lang = now[0];
  document.dispatchEvent(new CustomEvent('page-language', { detail: { lang: now[0] } }));
}

/** Reads the engine's state again after an action and updates everything. */
export function refresh() {
  const g = state.game;
  /** @type {import('../../types/engine/GameView').GameView} */
  const v = g.view();
  const prev = state.view;
  state.view = v;
  state.tileAt = new Map(v.tiles.map((tile) => [cellKey(tile.x, tile.y), tile]));
  // every rotation that fits: a symmetric tile's equal turns (bits of `same`) play too (B1)
  Object.assign(state, legalCells(v.phase === 'place-tile' ? g.legalPlacements() : null));
  // a new turn starts with the tile unturned, or turned to the first rotation that fits
  const turnKey = `${state.gameId}:${v.actions}:${v.tiles.length}:${v.hand_id}`;
  if (turnKey !== state.turnKey) {
    state.turnKey = turnKey;
    state.previewCache.clear();
    if (v.phase === 'place-tile') {
      // the player's own preview starts when they point at a cell, tap one or press a key: not
      // at the cell the last one pointed at (the other players' moves are shown meanwhile)
      state.keyboard = false;
      if (state.touch || !state.pointerOn) state.hover = null;
      state.rotation = 0;
      if (!state.legal.some((p) => p.rotation === 0)) {
        const r = [90, 180, 270].find((rot) => state.legal.some((p) => p.rotation === rot));
        if (r !== undefined) state.rotation = r;
      }
    }
  }
  const cursor = cursorCell();
  if (cursor && v.phase === 'place-tile' && !legalHere(cursor.x, cursor.y)) {
    // keep the cursor near the action: on the nearest legal cell
    setCursorCell(nearestLegal(cursor));
  }
  state.meepleHover = null;
  state.ghostHover = null;
  afterViewChange();
  state.ghost = v.phase === 'ghosts' ? ghostState(v, state.ghost) : null;
  scoreAnimations(prev, v);
  updatePanel();
  updateOutcome();
  updateHint();
  persist(v);
  pageBoard().refit();
  requestRender();
  // the final table opens once a game, when a move ends it here (a friend's last move shown
  // step by step by the link's replay too); a game opened already over does not open it
  if (v.phase === 'game-over' && state.finalShown !== state.gameId && prev && prev.phase !== 'game-over') {
    state.finalShown = state.gameId;
    openFinal();
  }
  announceNews(); // the computer's and a friend's moves, and the scorings, said (text-board.js)
  afterRefresh().catch((e) => showError(messageOf(e)));
  puzzleRefresh(v); // a puzzle's answer checked by the engine (puzzles.js), after the computer's questions were dropped
  reviewRefresh(); // another game than a review's replay hides the review (review.js)
  updateLinkBox(); // after the computer's controls: a game by link may disable the hint
  updateMoves(); // the other players' last turns, on the board and in the panel
  updateTurnBanner(); // another player to move: whose turn, and why the board takes no clicks
}

/** Runs an engine call; a thrown error goes to the error line. A computer's turn refuses the
 * human's moves (`by`: 'human'), not undo or redo ('any') nor the computer's ('computer').
 * @param {() => unknown} fn
 * @param {'human' | 'any' | 'computer'} [by]
 */
function act(fn, by = 'human') {
  if (by === 'human' && computerToMove()) {
    showError(t('page-computers-turn'));
    return;
  }
  // a game by link: only the seats played here, and not while the link's moves are shown
  const refused = by === 'computer' ? null : by === 'human' ? onlineRefusal() || refusal() : replaying() || readOnlyCopy() ? refusal() : null;
  if (refused) {
    showError(refused);
    return;
  }
  clearError();
  try {
    fn();
    if (by === 'human') onlineSend(); // an online table: the server is told, and answers for everyone
    // a move made here makes a game received by link one of the player's own (storage.js)
    claimGame();
  } catch (e) {
    // the engine's refusal, in the reader's language (refusals.js)
    showError(refusalWords(e));
  }
  refresh();
}

export function rotateHand(step = 90) {
  if (!state.view || state.view.phase !== 'place-tile') return;
  if (onlineRefusal()) return; // an online table, another seat's tile: not the player's to turn
  state.rotation = (((state.rotation + step) % 360) + 360) % 360;
  clearError();
  updatePanel();
  updateOutcome();
  updateHint();
  requestRender();
}

/** Turns the tile to the next rotation that fits at (x, y); false when none does. */
/**
 * @param {number} x
 * @param {number} y
 */
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

/**
 * @param {number} x
 * @param {number} y
 */
export function placeAt(x, y) {
  const rots = legalHere(x, y);
  if (!rots) {
    if (!state.tileAt.has(cellKey(x, y)) && isNeighbourCell(x, y)) {
      const why = problemWords(x, y);
      if (why) {
        el.hint.textContent = why;
        sayToPointer(why);
      }
    }
    return;
  }
  if (!rots.has(state.rotation)) {
    turnToFit(x, y);
    return;
  }
  act(() => state.game.placeTile(x, y, state.rotation));
}

/** @param {{spec: import('../../types/engine/ActionSpec').ActionSpec}} move a ghost move of the panel's (board.js ghostState) */
export function playGhost(move) {
  act(() => state.game.play(JSON.stringify(move.spec)));
}

/**
 * A click on ghost spot `key`: choose it as the source, or move the ghost to it.
 * @param {string} key
 */
export function ghostSpotChosen(key) {
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
    el.hint.textContent = t('page-first-choose-source');
    sayToPointer(el.hint.textContent);
  }
}

/**
 * @param {string} feature
 * @param {boolean} [guard]
 */
export function placeMeeple(feature, guard = false) {
  act(() => state.game.placeMeeple(feature, guard));
}

export function skipMeeple() {
  act(() => state.game.skipMeeple());
}

export function undo() {
  if (onlineUndo()) return; // an online table: the server takes back the seat's own move of this turn
  act(() => {
    if (!undoToHuman(state.game)) showError(t('page-nothing-to-undo'));
    else {
      const why = undoneRemote(state.game);
      if (why) showError(why);
    }
  }, 'any');
}

export function redo() {
  act(() => {
    if (!state.game.redo()) showError(t('page-nothing-to-redo'));
  }, 'any');
}

/**
 * Plays a computer player's decision (page/ai.js), written as in saved games.
 * @param {import('../../types/engine/ActionSpec').ActionSpec} spec
 */
export function playComputer(spec) {
  act(() => state.game.play(JSON.stringify(spec)), 'computer');
}

main().catch((e) => showError(messageOf(e)));
