// The rules demonstrator for an iframe: a scenario file (or a saved game) on a small board, with
// its legal placements, the outcome of one placement in words and arrows, and the scenario's
// steps to play forward and back with their captions. URL options: docs/EMBED.md.
//
// The engine decides everything (legality, outcomes, texts); this file only reads its views and
// draws them. Board coordinates: cell (x, y) has its top-left corner at world point (x, y);
// y grows southwards. The camera is fixed: it fits the board and the legal cells.
//
// This module holds start-up and the steps (rebuilding the game from its start, the reader's own
// moves, input: what a click, a hover and a key mean); below it: panel.js (the panel), board.js
// (the scenario's scene on the board component, board/board.js), cursor.js (the keyboard's
// cursor in words), start.js (the first loads), source.js (reading the address), state.js
// (state and elements). They never import this file. The words:
// www/locales/<lang>/{common,panel,embed,errors}.ftl (i18n.js), only the reader's language
// fetched, while the engine starts.

import { ShownError, start } from './start.js'; // first: it asks for the words, the file and the engine
import { $, make, messageOf, nextTask } from '../ui/dom.js';
import { kindGeometries } from '../render/draw.js';
import { legalCells } from '../render/scene.js';
import { obligationLine, placeLabels, playerWord } from '../words/outcome.js';
import { pickText } from '../words/text.js';
import { ghostKind } from '../render/colours.js';
import { bindElements, el, handRotation, loadRefusalWords, nextStep, nextStepPlacement, refusalHooks, refusalText, shownPlacement, state, t } from './state.js';
import { useWords, words } from '../words/i18n.js';
import { cursorCell, embedBoard, makeBoard, mist, placedAt, render, requestRender, resizeCanvas } from './board.js';
import { actionOf, drawHand, fillHeader, showFatal, translateChrome, updateAll, updateOutcome, updatePanel } from './panel.js';
import { exposeTestHooks } from './hooks.js';
import { announce, cursorWords, jumpLegal, phaseWords, placeCursor, showCursor, startCell, turnAtCursor } from './cursor.js';

/**
 * The service worker: this page's files kept for offline play, new versions offered
 * (ui/update-notice.js, which registers it once the page is ready). Fetched once the embed is
 * interactive or has shown its error: an example's first load does not carry it.
 */
const keepFilesOffline = () => import('../ui/update-notice.js').then((m) => m.keepOffline(), (e) => console.error(`the offline files cannot be kept: ${messageOf(e)}`));

/** @typedef {import('../../pkg/carcassonne_mist.js').GameHandle} GameHandle */
/** @typedef {import('./state.js').EmbedState} EmbedState */

/**
 * log-words.js (the turn log and the scorings in words), which only says what a step did: not
 * needed for a scenario's first frame, so fetched once the embed is interactive (one module
 * fewer before it, docs/PERFORMANCE.md), or at the start when the embed opens after a step. The
 * reader's moves wait for it (`withLogWords`) if it is not there yet.
 */
/** @type {typeof import('../words/log-words.js') | null} */
let logWordsModule = null;
/** @type {Promise<void> | null} */
let logWordsLoading = null;
const loadLogWords = () => (logWordsLoading ??= import('../words/log-words.js').then((m) => {
  logWordsModule = m;
}));

/**
 * Runs `f` now if log-words.js is there, else once it is.
 * @param {() => void} f
 */
function withLogWords(f) {
  if (logWordsModule) {
    f();
    return;
  }
  loadLogWords().then(f, (e) => showFatal(messageOf(e)));
}

async function main() {
  bindElements();
  performance.mark('main'); // the module graph has run (tests/e2e/embed.test.mjs, scripts/tti.mjs)
  // start.js has asked for the words, the rule texts, the file and the engine, and builds
  // the game from the file as soon as the last two are there
  const { params, kind, raw, warnings } = start;
  // a live table (?watch=, watch.js): the panel words it as live, not as a saved example
  if (start.watch !== null) document.body.dataset.live = '1';
  Object.assign(state, start.options); // the language and the options of the address
  useWords(await start.words);
  performance.mark('words');
  translateChrome();
  state.engine = await start.engine;
  performance.mark('engine');
  await start.reading;
  performance.mark('source');
  const { text, first } = await start.opening;
  await nextTask(); // the game was built in a task of its own; the first frame in the next

  const { GameHandle } = state.engine;
  let doc;
  if (kind === 'scenario') {
    doc = JSON.parse(text);
    // a step to be refused: by its kind (`refused`) or, in files written before kinds, its words
    state.steps = (doc.steps || []).map((/** @type {{do: any, caption?: unknown, refused?: string, error?: string}} */ s) => ({ do: s.do, caption: s.caption || '', error: s.refused || s.error || null }));
    state.base = reuseFirst(first, () => GameHandle.fromScenario(text));
  } else {
    doc = JSON.parse(text);
    state.steps = (doc.actions || []).map((/** @type {object} */ a) => ({ do: a, caption: '', error: null }));
    const begin = JSON.stringify({ ...doc, actions: [] });
    state.base = () => GameHandle.load(begin);
  }
  state.source = { kind, doc };
  await start.rules;
  fillHeader(doc, kind);
  if (kind === 'scenario' && raw !== null) showEditLink(raw);

  // the starting step: ?step=N (a scenario starts at its position, a saved game at its end)
  // (a puzzle, ?puzzle=: one step before its solution, found-puzzle.js)
  let n = kind === 'scenario' ? 0 : state.steps.length - (params.has('puzzle') && state.steps.length ? 1 : 0);
  const stepRaw = params.get('step');
  if (stepRaw !== null) {
    // digits only ("0x1" and "1e0" are no step numbers a wiki writes)
    const s = /^\d{1,6}$/.test(stepRaw) ? Number(stepRaw) : NaN;
    if (Number.isInteger(s) && s >= 0 && s <= state.steps.length) n = s;
    else warnings.push(() => t('embed-bad-option', { name: 'step', value: stepRaw, why: t('embed-step-range', { max: state.steps.length }) }));
  }
  state.n = n;
  if (n > 0) await loadLogWords(); // the first frame says what the last step did
  rebuild();
  performance.mark('built');
  if (state.showOption) checkShowOption();
  if (warnings.length) {
    // worded again with the rest when the refusal words arrive (setupRefusalWords)
    const rest = state.problemWords;
    const before = state.problem;
    state.problemWords = () => [warnings.map((w) => w()).join(' '), rest ? rest() : before].filter(Boolean).join(' ');
    state.problem = state.problemWords();
  }

  setupInput();
  // the picture buttons live in the title bar: loaded when it is first opened (first load stays small)
  $('about').addEventListener('toggle', () => import('./picture.js').then((m) => m.setupPictures()), { once: true });
  // the game was built in this task; the board is drawn in the next, then the panel in a task of
  // its own (no task over 50 ms, docs/PERFORMANCE.md)
  await nextTask();
  resizeCanvas();
  render();
  await nextTask();
  updatePanel();

  exposeTestHooks();
  if (kind === 'scenario' && doc.goal) {
    // a rule puzzle: its verdicts in words (puzzle.js), ready before the page says it is
    const { setupPuzzle } = await import('./puzzle.js');
    state.afterShow = await setupPuzzle(text, { state, ctrl: { playFree, resetFree }, t, $, make, pickText, words });
  }
  performance.mark('ready');
  document.body.dataset.ready = '1';
  void keepFilesOffline();
  loadLogWords().catch((e) => console.error(`the log words cannot be loaded: ${messageOf(e)}`));
  setupMistView();
  setupRefusalWords();
  if (start.watch !== null && kind === 'game') {
    // a live table (watch.js, already loaded by start.js): each change becomes the game shown, at
    // its new end if the reader was at the end
    const { followWatched } = await import('./watch.js');
    followWatched((game) => {
      const atEnd = state.n === state.steps.length;
      state.steps = (game.actions || []).map((/** @type {object} */ a) => ({ do: a, caption: '', error: null }));
      const begin = JSON.stringify({ ...game, actions: [] });
      state.base = () => GameHandle.load(begin);
      state.source = { kind, doc: game };
      state.n = atEnd ? state.steps.length : Math.min(state.n, state.steps.length);
      rebuild();
      render();
      updatePanel();
      document.body.dataset.watchActions = String(state.steps.length);
    });
    document.body.dataset.watchActions = String(state.steps.length);
  }
}

/**
 * The engine's refusals in the reader's language (refusals.js, errors.ftl): fetched when the
 * browser is idle after the embed is interactive if a step of the scenario is refused (else
 * when a refusal first shows); what was shown before they came is worded again.
 */
function setupRefusalWords() {
  refusalHooks.loaded = () => {
    let changed = false;
    for (const item of state.result ? state.result.items : []) {
      if (!item.error) continue;
      item.text = t('embed-refused', { msg: refusalText(item.error) });
      changed = true;
    }
    if (state.problemWords) {
      state.problem = state.problemWords();
      changed = true;
    }
    if (state.previewCache.size) {
      state.previewCache.clear();
      changed = true;
    }
    if (changed) updateAll();
  };
  // words asked for during the start-up (a refused show= option) may be here already
  if (document.body.dataset.refusalWords === '1') refusalHooks.loaded();
  if (!state.steps.some((s) => s.error)) return;
  const idle = globalThis.requestIdleCallback || ((/** @type {() => void} */ f) => setTimeout(f, 1));
  idle(() => loadRefusalWords().catch((/** @type {unknown} */ e) => console.error(`the refusal words cannot be loaded: ${messageOf(e)}`)));
}

/**
 * The mist bank under the pointer (outlined, its size and state in a tooltip, any mode) and the
 * legend: mist-view.js, fetched once the embed is interactive (board.js `mist`; the board's hover, `hoverAt`, updates it).
 */
function setupMistView() {
  const idle = globalThis.requestIdleCallback || ((/** @type {() => void} */ f) => setTimeout(f, 1));
  idle(() => import('../ui/mist-view.js').then((m) => {
    mist.view = m;
    mist.bank = m.bankHover();
    // a placed feature under the pointer, outlined whole and said in the same tip (issue 43)
    mist.inspect = m;
    mist.feature = m.featureHover();
    document.body.dataset.mistView = '1';
    m.setupLegend($('legend-button'), $('legend'));
  }, (e) => console.error(`the mist view cannot be loaded: ${messageOf(e)}`)));
}

/**
 * The "edit a copy" link: the scenario editor (editor.html, next to this page) opens the same source.
 * @param {string} raw the address's `scenario=` value
 */
function showEditLink(raw) {
  const a = /** @type {HTMLAnchorElement} */ ($('edit-copy'));
  // in the reader's language (lang=), as this page shows it
  const lang = new URLSearchParams(location.search).get('lang');
  a.href = `editor.html?scenario=${encodeURIComponent(raw)}${lang ? `&lang=${encodeURIComponent(lang)}` : ''}`;
  a.textContent = t('embed-edit-copy');
  a.hidden = false;
  /** @type {HTMLElement} */ (a.closest('#about-body')).hidden = false;
}

/**
 * `make()`, except that the first call returns `first` (the handle that checked the file).
 * @param {GameHandle | null} first
 * @param {() => GameHandle} make
 * @returns {() => GameHandle}
 */
function reuseFirst(first, make) {
  let spare = first;
  return () => {
    const g = spare || make();
    spare = null;
    return g;
  };
}

/**
 * What a game shows before an action: its view and how long its turn log is.
 * @typedef {{view: import('../../types/engine/GameView').GameView, log: number}} Snapshot
 */

/**
 * @param {GameHandle} g
 * @returns {Snapshot}
 */
function snapshot(g) {
  return { view: g.view(), log: g.turnLog().length };
}

function rebuild() {
  if (state.game) state.game.free();
  state.game = /** @type {any} */ (null); // freed: a rebuild after a refused step must not free it again (set again below)
  const g = state.base();
  /** @type {{step?: any, index?: number, free?: import('../../types/engine/ActionSpec').ActionSpec}[]} */
  const acts = [
    ...state.steps.slice(0, state.n).map((s, i) => ({ step: s, index: i })),
    ...state.free.map((a) => ({ free: a })),
  ];
  /** @type {Snapshot | null} */
  let before = null;
  /** @type {unknown} */
  let refusal = null;
  state.problem = '';
  state.problemWords = null;
  for (let i = 0; i < acts.length; i++) {
    const a = acts[i];
    const last = i === acts.length - 1;
    if (last) before = snapshot(g);
    try {
      g.play(JSON.stringify(a.step ? a.step.do : a.free));
    } catch (e) {
      if (a.step && a.step.error) {
        // the engine's refusal, in the reader's language (the step names its kind, `refused`,
        // or in an older file the English text the scenario's test finds in it, `error`)
        if (last) refusal = e;
        continue;
      }
      // a step the engine refuses without the scenario saying so: stop before it
      const n = (a.index ?? i) + 1;
      state.problem = t('embed-step-failed', { n, msg: refusalText(e) });
      state.problemWords = () => t('embed-step-failed', { n, msg: refusalText(e) });
      if (a.step) {
        state.n = /** @type {number} */ (a.index); // (a step has its index)
        state.free = [];
      } else {
        state.free = state.free.slice(0, i - state.n);
      }
      g.free();
      return rebuild2(state.problem, state.problemWords);
    }
  }
  setGame(g);
  state.result = before ? describeResult(before, g, acts[acts.length - 1], refusal) : null;
  return undefined;
}

/**
 * Rebuilds after a failed step, keeping the message about it (and how to word it again).
 * @param {string} problem
 * @param {(() => string) | null} words
 */
function rebuild2(problem, words) {
  rebuild();
  state.problem = problem;
  state.problemWords = words;
}

/** @param {GameHandle} g */
function setGame(g) {
  state.game = g;
  if (!state.kinds.length) {
    state.kinds = g.kinds();
    state.geoms = kindGeometries(state.kinds);
  }
  state.previewCache.clear();
  const v = g.view();
  state.view = v;
  // every rotation that fits: a symmetric tile's equal turns (bits of `same`) play too (B1)
  Object.assign(state, legalCells(v.phase === 'place-tile' ? g.legalPlacements() : null));
  state.hover = null;
  state.pinned = null;
  // the tile starts turned as the next step turns it, or as the first legal placement
  const next = nextStepPlacement();
  if (next) state.rotation = next.rotation;
  else if (!state.legal.some((p) => p.rotation === state.rotation)) state.rotation = state.legal.length ? state.legal[0].rotation : 0;
}

/**
 * What the last action did, in words: the caption, the log lines, ghosts moved, scorings.
 * @param {Snapshot} before
 * @param {GameHandle} g
 * @param {{step?: any, index?: number, free?: object}} act
 * @param {unknown} refusal
 * @returns {NonNullable<EmbedState['result']>}
 */
function describeResult(before, g, act, refusal) {
  /** @type {{text: string, cls?: string, error?: unknown, base?: string, count?: number}[]} */
  const items = [];
  const step = act.step ? /** @type {number} */ (act.index) + 1 : null;
  const v = g.view();
  if (refusal !== null) {
    items.push({ text: t('embed-refused', { msg: refusalText(refusal) }), error: refusal, cls: 'refused' });
    return { items, step };
  }
  // the log lines of this action, the same move twice in a row written once with "× 2"
  const log = g.turnLog().slice(before.log);
  const logWords = /** @type {typeof import('../words/log-words.js')} */ (logWordsModule); // (loaded before any rebuild that describes: withLogWords)
  const places = placeLabels(v);
  for (const line of log) {
    // a meeple's third ghost says it went home (G3), in the log's line
    // a forced move says so in words (the only move there was), not by a sign
    const words = logWords.logWords(line, v.players, places);
    const text = line.auto ? t('embed-forced', { line: words }) : words;
    const prev = items[items.length - 1];
    if (prev && prev.base === text && prev.count) {
      prev.count += 1;
      prev.text = t('embed-times', { text, n: prev.count });
    } else items.push({ text, base: text, count: 1, cls: line.auto ? 'auto' : '' });
  }
  const paidBefore = JSON.stringify(before.view.ghosts_paid);
  if (v.phase === 'ghosts') {
    // the player still chooses where ghosts go: say what is owed
    for (const o of v.obligations) items.push({ text: t('embed-still-owed', { text: obligationLine(o, { players: v.players, places }).text }), cls: ghostKind(o) });
  } else if (v.ghosts_paid.length && JSON.stringify(v.ghosts_paid) !== paidBefore) {
    // what was paid, with where the ghosts not placed stay and why (outcome.js's words): this
    // action's only, not an obligation an earlier step of the ghost phase had met already
    const earlier = before.view.phase === 'ghosts' ? before.view.ghosts_paid || [] : []; // (the same turn's)
    v.ghosts_paid.forEach((/** @type {import('../../types/engine/ObligationView').ObligationView} */ o, /** @type {number} */ i) => {
      if (earlier[i] && JSON.stringify(earlier[i]) === JSON.stringify(o)) return;
      items.push({ text: obligationLine(o, { players: v.players, places }).text, cls: ghostKind(o) });
    });
  }
  const newEvents = v.events.slice(before.view.events.length);
  for (const e of newEvents) items.push({ text: t('log-rule', { line: logWords.eventWords(e, v.players), rule: e.rule }), cls: 'score' });
  return { items, step };
}

/**
 * Rebuilds the game and shows it (once log-words.js is there: what the step did, in words); the
 * keyboard's cursor stays on its cell, and after a move made by the keys (`byKeys`) the live
 * region says what comes next.
 */
function rebuildAndShow(byKeys = false) {
  withLogWords(() => {
    rebuild();
    // the keyboard's cell stays chosen while the board has the focus (a step by the buttons
    // shows the next step's placement, as before)
    const cursor = cursorCell();
    if (cursor && document.activeElement === el.board) placeCursor(cursor);
    updateAll();
    if (state.afterShow) state.afterShow(); // a puzzle's verdict (puzzle.js)
    if (byKeys) announce(phaseWords());
  });
}

function stepForward(byKeys = false) {
  if (state.free.length || state.n >= state.steps.length) return;
  state.showOption = null;
  state.n += 1;
  rebuildAndShow(byKeys);
}

function stepBack() {
  state.showOption = null;
  if (state.free.length) state.free.pop();
  else if (state.n > 0) state.n -= 1;
  else return;
  rebuildAndShow();
}

/** Takes back the reader's own moves: the scenario's position as its steps leave it. */
export function resetFree() {
  state.free = [];
  rebuildAndShow();
}

/**
 * Plays one of the reader's own actions (interactive); `byKeys`: chosen with the keyboard.
 * @param {import('../../types/engine/ActionSpec').ActionSpec} spec
 * @param {boolean} [byKeys]
 */
export function playFree(spec, byKeys = false) {
  state.showOption = null;
  // an action that is the scenario's next step simply steps forward
  const s = nextStep();
  if (s && !s.error && sameAction(s.do, spec)) {
    stepForward(byKeys);
    return;
  }
  try {
    // check it first on the game as it is (the engine says why it is refused)
    state.game.play(JSON.stringify(spec));
  } catch (e) {
    state.problem = refusalText(e);
    state.problemWords = () => refusalText(e);
    updateAll();
    if (byKeys) announce(state.problem);
    return;
  }
  state.free.push(spec);
  rebuildAndShow(byKeys);
}

/**
 * Whether two actions in the saved-game form are one (a rotation or guard left out is 0, false).
 * @param {object} a
 * @param {object} b
 */
function sameAction(a, b) {
  const norm = (/** @type {Record<string, any>} */ x) => {
    const o = { ...x };
    if (o.type === 'place-tile') o.rotation = o.rotation ?? 0;
    if (o.type === 'place-meeple') o.guard = Boolean(o.guard);
    return JSON.stringify(o, Object.keys(o).sort());
  };
  return norm(a) === norm(b);
}

function checkShowOption() {
  const s = state.showOption;
  const v = state.view;
  if (!s) return;
  if (v.phase !== 'place-tile') {
    state.problem = t('embed-not-legal', { x: s.x, y: s.y, r: s.rotation ?? 0, why: t('embed-phase-place', { name: playerWord(v.players[v.current].name) }) });
    state.showOption = null;
    return;
  }
  const rots = [...(state.legalAt.get(`${s.x},${s.y}`) || [])];
  const next = s.rotation === null ? nextStepPlacement() : null;
  const rotation = s.rotation ?? (next && next.x === s.x && next.y === s.y ? next.rotation : rots.length ? rots[0] : 0);
  s.rotation = rotation;
  if (!rots.includes(rotation)) {
    // why, worded as the engine's refusal of that placement in the reader's language: its own
    // typed refusal (B1, or a cell off the board, a turn not a quarter: kinds of their own)
    let refusal = null;
    try {
      state.game.preview(s.x, s.y, rotation);
    } catch (e) {
      refusal = e;
    }
    refusal ??= {
      message: '?',
      kind: 'placement',
      data: { problem: state.game.placementProblemData(s.x, s.y, rotation) },
    };
    const words = () => t('embed-not-legal', { x: s.x, y: s.y, r: rotation, why: refusalText(refusal) });
    state.problem = words();
    state.problemWords = words;
    state.showOption = null;
    return;
  }
  state.rotation = rotation;
}

/**
 * The board (board/board.js) with the embed's meaning of each input, and the step buttons. The
 * pointer shows the mist bank under it in any mode; while interactive, a hover shows where the
 * tile would go, a click pins it (again: the next turn that fits there), the keys move the cursor.
 */
function setupInput() {
  makeBoard({
    onHover: hoverAt,
    onCell: (p) => {
      if (state.interactive) clickCell(p.cell);
    },
    onKey,
    // the arrows move the cursor while the board has the focus (interactive): the board moves
    // it, placeCursor keeps it on the board shown and pins a placement there; it is read out
    cursor: {
      start: startCell,
      active: () => state.interactive && !!state.view && document.activeElement === el.board,
      moved: (c) => {
        const words = placeCursor(c);
        refreshShown();
        announce(words);
      },
    },
    onFocus: (byKeyboard) => {
      // by the keyboard only (a click chooses its own cell)
      if (!state.interactive || !byKeyboard) return;
      announce(cursorCell() ? cursorWords() : showCursor());
      refreshShown();
    },
    onResize: () => {
      const { width, height, dpr } = embedBoard().size();
      const handWidth = el.hand.clientWidth;
      if (handWidth === state.handWidth && width === state.width && height === state.height && dpr === state.dpr) return;
      Object.assign(state, { width, height, dpr, handWidth });
      render();
      drawHand();
    },
  });
  el.back.addEventListener('click', stepBack);
  el.next.addEventListener('click', () => stepForward());
  el.reset.addEventListener('click', resetFree);
  // the choice buttons of the ghost and meeple phases (panel.js): a click without a pointer
  // (Enter, Space or the number key: detail 0) says what comes next
  el.actions.addEventListener('click', (e) => {
    const spec = actionOf(e.target);
    if (spec) playFree(spec, e.detail === 0);
  });
  el.about.addEventListener('toggle', () => requestAnimationFrame(() => {
    resizeCanvas();
    render();
  }));
  if (!state.interactive) return;
  setupBoardFocus();
  el.rotate.addEventListener('click', () => rotate(90));
  el.place.addEventListener('click', (e) => {
    const p = shownPlacement();
    if (p) playFree({ type: 'place-tile', x: p.x, y: p.y, rotation: p.rotation }, e.detail === 0);
  });
}

/**
 * The pointer over the board (a finger has no hover): the mist bank under it (once the mist view
 * is there) and, while interactive, the placement it would show; null when it left.
 * @param {import('../board/board.js').BoardPoint | null} p
 * @param {PointerEvent} e
 */
function hoverAt(p, e) {
  if (!p) {
    if (mist.view && mist.bank) {
      if (mist.bank.clear()) requestRender();
      mist.view.showBankTip(el.boardWrap, mist.bank);
    }
    if (mist.inspect && mist.feature) {
      if (mist.feature.clear()) requestRender();
      mist.inspect.showFeatureTip(el.boardWrap, el.board, mist.feature, state.view ? state.view.players : [], false);
    }
    if (!state.interactive || !state.hover) return;
    state.hover = null;
    el.board.classList.remove('can-click');
    refreshShown();
    return;
  }
  if (e.pointerType === 'touch' || !state.view) return;
  if (mist.view && mist.bank) {
    if (mist.bank.update(state.game, state.view, state.geoms, placedAt(p.cell.x, p.cell.y), p.cell)) requestRender();
    mist.view.showBankTip(el.boardWrap, mist.bank);
    if (mist.inspect && mist.feature) {
      if (mist.feature.point(state.game, state.view, state.kinds, state.geoms, placedAt(p.cell.x, p.cell.y), p.cell)) requestRender();
      mist.inspect.showFeatureTip(el.boardWrap, el.board, mist.feature, state.view.players, Boolean(mist.bank.current(state.view)));
    }
  }
  if (state.interactive) hoverCell(p.cell);
}

/**
 * A click on cell `cell`: pins the placement there (again on the pinned cell: the next turn that fits).
 * @param {{x: number, y: number}} cell
 */
function clickCell(cell) {
  const set = state.legalAt.get(`${cell.x},${cell.y}`);
  if (!set) return;
  const rots = [...set];
  const p = state.pinned;
  if (p && p.x === cell.x && p.y === cell.y && rots.length > 1) {
    // clicking the chosen cell again turns the tile to its next legal rotation there
    const i = rots.indexOf(p.rotation);
    state.rotation = rots[(i + 1) % rots.length];
  } else if (!rots.includes(state.rotation)) {
    state.rotation = rots[0];
  }
  state.pinned = { x: cell.x, y: cell.y, rotation: state.rotation };
  embedBoard().setCursor(cell);
  state.hover = null;
  state.showOption = null;
  refreshShown();
}

/**
 * What a command of the board's key map (board/keys.js) does in the embed: the board's own keys
 * while interactive (`boardKey`), else the left and right arrows step back and forward and R
 * turns the tile. Returns whether the embed took it.
 * @param {import('../board/keys.js').KeyCommand} cmd
 * @param {{onBoard: boolean}} where
 */
function onKey(cmd, { onBoard }) {
  if (state.interactive && boardKey(cmd, onBoard)) return true;
  if (cmd.name === 'move' && onBoard) return false; // the cursor's keys (boardKey)
  if (cmd.name === 'move' && cmd.dx === 1 && !el.next.disabled) stepForward();
  else if (cmd.name === 'move' && cmd.dx === -1 && !el.back.disabled) stepBack();
  else if (cmd.name === 'rotate' && state.interactive) rotate(cmd.step);
  else return false;
  return true;
}

/**
 * The board's keys while it has the focus (interactive): the arrow keys move the cursor (the
 * board moves it: setupInput's `cursor`), N and
 * Shift+N jump to the next or previous cell where the tile fits, R and Shift+R turn the tile
 * (to the next turn that fits at the cursor), Enter or Space places it there, Escape lifts the
 * cursor; anywhere on the page, 1–9 choose a meeple spot or a ghost move. Each is read out
 * (cursor.js). Returns whether the key was the board's.
 * @param {import('../board/keys.js').KeyCommand} cmd
 * @param {boolean} onBoard
 */
function boardKey(cmd, onBoard) {
  const v = state.view;
  if (!v) return false;
  let words = null;
  if (onBoard && (cmd.name === 'none' || cmd.name === 'legal') && v.phase === 'place-tile') {
    words = jumpLegal(cmd.name === 'legal' ? cmd.step : cmd.shift ? -1 : 1);
  } else if (onBoard && cmd.name === 'rotate' && v.phase === 'place-tile') {
    words = turnAtCursor(cmd.step);
    if (words === null) {
      rotate(cmd.step);
      words = t('embed-key-turned', { rotation: state.rotation });
    }
  } else if (onBoard && cmd.name === 'activate' && v.phase === 'place-tile') {
    const p = shownPlacement();
    const c = cursorCell();
    if (p && c && p.x === c.x && p.y === c.y) {
      playFree({ type: 'place-tile', x: p.x, y: p.y, rotation: p.rotation }, true);
      return true;
    }
    words = c ? cursorWords() : showCursor();
  } else if (onBoard && cmd.name === 'cancel' && cursorCell()) {
    embedBoard().setCursor(null);
    state.pinned = null;
    words = '';
  } else if (cmd.name === 'choose' && ['ghosts', 'meeple'].includes(v.phase)) {
    const b = /** @type {HTMLButtonElement} */ (el.actions.querySelectorAll('button')[cmd.n - 1]);
    if (!b) return false;
    b.click(); // a click without a pointer (detail 0): the move is said (panel.js)
    return true;
  } else return false;
  refreshShown();
  announce(words);
  return true;
}

/** The board takes the focus (interactive): its cursor shows while it has it, and its keys are said. */
function setupBoardFocus() {
  const c = el.board;
  c.tabIndex = 0;
  c.setAttribute('role', 'application');
  c.setAttribute('aria-label', t('embed-board-keys'));
}

/** @param {{x: number, y: number}} cell */
function hoverCell(cell) {
  const set = state.legalAt.get(`${cell.x},${cell.y}`);
  const rots = set && [...set];
  el.board.classList.toggle('can-click', Boolean(rots));
  const next = rots ? { x: cell.x, y: cell.y, rotation: rots.includes(state.rotation) ? state.rotation : rots[0] } : null;
  const cur = state.hover;
  if ((cur && next && cur.x === next.x && cur.y === next.y && cur.rotation === next.rotation) || (!cur && !next)) return;
  state.hover = next;
  refreshShown();
}

/** @param {number} step a quarter turn's degrees, signed */
function rotate(step) {
  const v = state.view;
  if (!v || v.phase !== 'place-tile') return;
  state.rotation = (((handRotation() + step) % 360) + 360) % 360;
  state.showOption = null;
  for (const key of /** @type {const} */ (['pinned', 'hover'])) {
    const p = state[key];
    if (!p) continue;
    const rots = state.legalAt.get(`${p.x},${p.y}`);
    state[key] = rots && rots.has(state.rotation) ? { ...p, rotation: state.rotation } : null;
  }
  refreshShown();
}

function refreshShown() {
  updateOutcome();
  drawHand();
  requestRender();
}

main().catch(async (e) => {
  void keepFilesOffline();
  if (!(e instanceof ShownError)) {
    showFatal(e && e.message ? e.message : String(e));
    return;
  }
  // the error words, fetched only now (the reader's language)
  await words().load(['errors']);
  if (e.file) {
    const { fileErrorWords } = await import('../words/file-errors.js');
    e.args.what = fileErrorWords(state.engine, e.file.text, e.file.kind, e.file.error);
  }
  showFatal(e.words());
});
