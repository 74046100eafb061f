// The scenario editor (editor.html): a wiki editor lays out a position on the board, records
// steps by playing them, and exports the scenario file, its link and the iframe snippet —
// without writing JSON. The document (docs/FORMATS.md) is the editor's model: every edit makes a
// new one, which the engine loads to check it (editor/engine.js); a refused edit leaves the
// document as it was and says why, and where.
//
// This module holds start-up, the edits' one entry (`apply`), undo/redo, the modes and the
// board's clicks and keys; below it: panel.js and steps.js (the panel), palette.js (the tiles),
// io.js (files, links, export), board.js (the editor's scene on the board component,
// board/board.js), keys.js (what the board's keys mean here), engine.js (the engine's answers),
// state.js (state, elements, the controller's type), model.js (the document, pure). They never
// import this file: the actions they call come as an argument, `ctrl`.

import { framedByAnotherSite } from '../io/framing.js';
import { kindGeometry } from '../render/draw.js';
import { messageOf } from '../ui/dom.js';
import { problemWords, refusalWords } from '../words/refusals.js';
import { legalCells } from '../render/scene.js';
import {
  History, addStep, addTile, emptyDoc, moveTile, meepleOn, normalise, setMeeple,
  keepSupply, playerNames, tileIndexAt,
} from './model.js';
import { check, engineVersion, kindsOf, loadPosition, placementsFor, startEngine } from './engine.js';
import { bindElements, el, kindById, state } from './state.js';
import { ZOOM_STEP } from '../board/keys.js';
import { editorBoard, makeBoard, requestRender } from './board.js';
import { renderPalette, setupPalette } from './palette.js';
import { renderLayoutPanel } from './panel.js';
import { renderStepsPanel } from './steps.js';
import { boardBlur, boardCursor, boardFocus, boardKey, setupBoardKeys } from './keys.js';
import { answersOf, fillExport, scenarioFromParam, setupExport, textOfFile, textOfPaste } from './io.js';
import { fileErrorWords } from '../words/file-errors.js';
import { t } from '../words/i18n.js';
import { pickText, readerLanguage } from '../words/text.js';
import { useRuleLanguage } from '../words/rules.js';
import { chooseLanguage, fillLanguageSwitch, keepLang, pageLanguage, usePageLanguage } from '../words/pages.js';
import { keepOffline } from '../ui/update-notice.js';
import { exposeTestHooks } from './hooks.js';

keepOffline(); // the service worker: this page's files kept for offline play, new versions offered

/** The areas of words the editor uses (www/locales/<lang>/<area>.ftl): the outcome panel's, the
 * engine's errors', the page's (the variants' names), its own, and a puzzle goal's (puzzle). */
const EDITOR_AREAS = ['common', 'panel', 'errors', 'page', 'editor', 'puzzle'];

/**
 * The controller the modules below this one act through (they are handed it: `ctrl`).
 * @type {import('./state.js').EditorCtrl}
 */
const ctrl = {
  apply, refresh, viewStep, pickTile, hoverCell, clickCell, dropTile, putPiece, rotate, playStep, keepRefusal, legalActions, answers,
};

// ------------------------------------------------------------------ the one way an edit is made

/**
 * Has the engine check `doc`; commits it (with undo) when it loads, else leaves the document as
 * it was and shows the engine's words, the cell they point at outlined. Returns whether it was
 * done.
 */
/**
 * @param {any} edited the document as edited (model.js)
 * @param {{quiet?: boolean}} [opts]
 */
export function apply(edited, { quiet = false } = {}) {
  const doc = keepSupply(state.doc, edited);
  const r = check(doc);
  if (r.error && !r.empty) {
    if (r.game) r.game.free();
    state.flag = { error: t('editor-refused-edit', { why: r.error }), cell: r.cell };
    showFlag({ again: true });
    requestRender();
    return false;
  }
  state.history.push(doc);
  setDoc(doc, r);
  if (!quiet) state.flag = null;
  refresh();
  return true;
}

/**
 * The game after the document's first `n` steps (refused ones change nothing); freed by the caller.
 * @param {number} n
 */
function gameAfter(n) {
  const g = loadPosition(state.doc).game;
  if (!g) return null;
  for (const s of (state.doc.steps || []).slice(0, n)) {
    try {
      g.play(JSON.stringify(s.do));
    } catch { /* a step that shows a refusal */ }
  }
  return g;
}

/**
 * Shows the board after `n` steps (record mode); the last step's board is where steps are added.
 * @param {number | null} n
 */
export function viewStep(n) {
  state.viewStep = n;
  state.preview = null;
  refresh();
}

/**
 * @param {any} doc
 * @param {ReturnType<typeof check>} [r]
 */
function setDoc(doc, r = check(doc)) {
  if (state.res && state.res.game) state.res.game.free();
  if (state.posGame) state.posGame.free();
  state.doc = doc;
  state.res = r;
  state.posGame = r.game ? loadPosition(doc).game : null;
  state.refused = null;
  state.viewStep = null; // an edit shows the end, where the next step goes
  const key = JSON.stringify([doc.sets, doc.tiles]);
  if (key !== state.kindsKey) {
    const k = kindsOf(doc);
    state.kinds = k.kinds;
    state.geoms = k.kinds.map((/** @type {import('../../types/engine/KindView').KindView} */ kind, /** @type {number} */ i) => kindGeometry(kind, i));
    state.kindsKey = key;
    if (state.pick && !kindById(state.pick)) state.pick = null;
  }
  if (state.selected !== null && !doc.board[state.selected]) state.selected = null;
}

function undo() {
  if (!state.history.canUndo) return;
  setDoc(state.history.undo());
  state.flag = null;
  refresh();
}

function redo() {
  if (!state.history.canRedo) return;
  setDoc(state.history.redo());
  state.flag = null;
  refresh();
}

// ------------------------------------------------------------------ what is shown

/** Re-reads the engine's answers for the document and redraws the panel, palette and board. */
export function refresh() {
  const recording = state.mode === 'record';
  const steps = (state.doc.steps || []).length;
  if (state.viewStep !== null && (!recording || state.viewStep >= steps || !state.res.game)) state.viewStep = null;
  const earlier = recording && state.viewStep !== null ? gameAfter(state.viewStep) : null;
  const game = earlier || (recording ? state.res && state.res.game : state.posGame);
  state.view = game ? game.view() : null;
  if (earlier) earlier.free();
  if (state.placeGame) {
    state.placeGame.free();
    state.placeGame = null;
  }
  state.placeAt = new Map();
  state.preview = null;
  if (recording && !earlier && state.view && state.view.phase === 'place-tile') {
    state.placeAt = legalCells(game.legalPlacements()).legalAt;
  } else if (!recording && state.pick && state.doc.board.length && state.res && state.res.game) {
    const p = placementsFor(state.doc, state.pick);
    state.placeAt = legalCells(p.placements).legalAt;
    state.placeGame = p.game || null;
  }
  document.body.classList.toggle('recording', recording);
  el.modeLayout.setAttribute('aria-pressed', String(!recording));
  el.modeRecord.setAttribute('aria-pressed', String(recording));
  el.layoutCards.hidden = recording;
  el.recordCards.hidden = !recording;
  el.undo.disabled = !state.history.canUndo;
  el.redo.disabled = !state.history.canRedo;
  el.rotation.textContent = t('editor-rotation', { rotation: state.rotation });
  if (recording) renderStepsPanel(ctrl);
  else renderLayoutPanel(ctrl);
  renderPalette(ctrl);
  showFlag();
  updateHint();
  const d = state.doc;
  el.status.textContent = d.board.length
    ? t('editor-status-layout', { tiles: d.board.length, meeples: (d.meeples || []).length, steps: (d.steps || []).length, version: engineVersion() })
    : t('editor-status-empty', { version: engineVersion() });
  editorBoard().refit();
  requestRender();
}

/** Shows the refused edit (or the document's problem); `again`: a new refusal, said again by
 * the alert even when its words are the last one's (a second R that still cannot turn a tile). */
function showFlag({ again = false } = {}) {
  const msgs = [];
  if (state.flag) msgs.push(state.flag.error);
  else if (state.res && state.res.error && !state.res.empty) msgs.push(state.res.error);
  if (state.res && state.res.stepError && !state.flag) msgs.push(state.res.stepError.error);
  const text = msgs.join(' ');
  if (again && text && el.error.textContent === text) {
    // the same words: emptied first, so that the alert speaks again
    el.error.textContent = '';
    requestAnimationFrame(() => {
      if (!el.error.textContent) el.error.textContent = text;
    });
    return;
  }
  el.error.textContent = text;
}

function updateHint() {
  let hint = '';
  if (state.mode === 'record') {
    if (state.view && state.view.phase === 'place-tile') hint = t('editor-hint-record');
  } else if (state.pick) hint = t('editor-hint-layout', { tile: state.pick, rotation: state.rotation });
  else if (!state.doc.board.length) hint = t('editor-pick-first');
  el.hint.textContent = hint;
}

// ------------------------------------------------------------------ the board's clicks

/** @param {string | null} id */
export function pickTile(id) {
  state.pick = id;
  if (id) state.selected = null;
  refresh();
}

export function rotate(step = 90) {
  state.rotation = (state.rotation + step + 360) % 360;
  state.preview = null;
  if (state.hover) hoverCell(state.hover);
  if (state.mode === 'record') renderStepsPanel(ctrl);
  el.rotation.textContent = t('editor-rotation', { rotation: state.rotation });
  updateHint();
  requestRender();
}

/**
 * The rotation to lay at (x, y): the one chosen when the tile fits so, else the first that fits.
 * @param {number} x
 * @param {number} y
 */
function rotationAt(x, y) {
  const rots = state.placeAt.get(`${x},${y}`);
  if (!rots || rots.has(state.rotation)) return state.rotation;
  return Math.min(...rots);
}

/** @param {{x: number, y: number} | null} cell */
export function hoverCell(cell) {
  if (state.mode !== 'record' || !state.view || state.view.phase !== 'place-tile' || !cell) {
    if (state.preview) {
      state.preview = null;
      if (state.mode === 'record') renderStepsPanel(ctrl);
    }
    return;
  }
  const rots = state.placeAt.get(`${cell.x},${cell.y}`);
  let pv = null;
  if (rots && rots.has(state.rotation)) {
    try {
      pv = state.res.game.preview(cell.x, cell.y, state.rotation);
    } catch (e) {
      pv = { error: refusalWords(e) };
    }
  }
  const changed = JSON.stringify(pv) !== JSON.stringify(state.preview);
  state.preview = pv;
  if (changed) renderStepsPanel(ctrl);
}

/**
 * @param {{x: number, y: number}} cell
 * @param {ReturnType<typeof import('./board.js').tileAt>} tile the placed tile there, if any
 * @param {import('./board.js').FeatureSpot | null} spot the feature pointed at
 */
export function clickCell(cell, tile, spot) {
  state.flag = null;
  if (state.mode === 'record') return clickRecord(cell, tile, spot);
  if (state.pick && !tile) {
    const doc = state.doc;
    if (!doc.board.length) return apply(addTile(doc, state.pick, cell.x, cell.y, state.rotation));
    const rots = state.placeAt.get(`${cell.x},${cell.y}`);
    if (!rots) {
      // why, in the editor's language from the engine's data (B1; errors.ftl error-problem-*)
      const why = state.placeGame ? problemWords(state.placeGame.placementProblemData(cell.x, cell.y, state.rotation)) : '';
      state.flag = { error: t('editor-no-place', { tile: state.pick, cell: `(${cell.x}, ${cell.y})`, why: why || '' }), cell: { x: cell.x, y: cell.y } };
      showFlag();
      requestRender();
      return false;
    }
    return apply(addTile(doc, state.pick, cell.x, cell.y, rotationAt(cell.x, cell.y)));
  }
  if (tile) {
    const i = tileIndexAt(state.doc, cell.x, cell.y);
    if (state.selected === i && spot) return putPiece(cell.x, cell.y, spot.name);
    state.selected = i;
    state.pick = null;
  } else state.selected = null;
  refresh();
  return true;
}

/** Puts the brush's piece on a feature (or takes away the one like it there); on mist with circles, one more ghost. */
/**
 * @param {number} x
 * @param {number} y
 * @param {string} feature
 */
export function putPiece(x, y, feature) {
  const doc = state.doc;
  const bt = doc.board[tileIndexAt(doc, x, y)];
  const kind = bt && kindById(bt.tile);
  const f = kind && kind.kind.features.find((/** @type {{name: string}} */ ft) => ft.name === feature);
  if (f && f.kind === 'mist') {
    const now = ((doc.circles || []).find((/** @type {any} */ c) => c.x === x && c.y === y && c.feature === feature) || { ghosts: 0 }).ghosts;
    return apply(setCircleGhosts(doc, x, y, feature, (now + 1) % ((f.circles || 0) + 1)));
  }
  const b = state.brush;
  const names = playerNames(doc);
  const piece = { player: names[b.player] ?? names[0], guard: b.guard, ghosts: b.guard ? 0 : b.ghosts };
  const there = meepleOn(doc, x, y, feature);
  const same = there && there.player === piece.player && Boolean(there.guard) === piece.guard && (there.ghosts || 0) === piece.ghosts;
  return apply(setMeeple(doc, x, y, feature, same ? null : piece));
}

/**
 * @param {any} doc
 * @param {number} x
 * @param {number} y
 * @param {string} feature
 * @param {number} n
 */
function setCircleGhosts(doc, x, y, feature, n) {
  const list = (doc.circles || []).filter((/** @type {any} */ c) => !(c.x === x && c.y === y && c.feature === feature));
  const i = (doc.circles || []).findIndex((/** @type {any} */ c) => c.x === x && c.y === y && c.feature === feature);
  if (n) {
    const entry = { x, y, feature, ghosts: n };
    if (i >= 0) list.splice(i, 0, entry);
    else list.push(entry);
  }
  return { ...doc, circles: list };
}

/**
 * @param {number} i
 * @param {number} x
 * @param {number} y
 */
export function dropTile(i, x, y) {
  if (tileIndexAt(state.doc, x, y) >= 0) return false;
  const ok = apply(moveTile(state.doc, i, x, y));
  if (ok) {
    state.selected = tileIndexAt(state.doc, x, y);
    refresh();
  }
  return ok;
}

/**
 * @param {{x: number, y: number}} cell
 * @param {ReturnType<typeof import('./board.js').tileAt>} tile
 * @param {import('./board.js').FeatureSpot | null} spot
 */
function clickRecord(cell, tile, spot) {
  const v = state.view;
  if (!v || state.viewStep !== null) return false; // an earlier step's board is for looking at
  if (v.phase === 'place-tile' && !tile) {
    /** @type {import('../../types/engine/ActionSpec').ActionSpec} */
    const action = { type: 'place-tile', x: cell.x, y: cell.y, rotation: rotationAt(cell.x, cell.y) };
    return playStep(action);
  }
  if (v.phase === 'meeple' && tile && spot) {
    const last = v.tiles[v.tiles.length - 1];
    if (tile.x === last.x && tile.y === last.y) {
      const guard = state.brush.guard && v.meeple_choices.some((c) => c.feature === spot.name && c.guard);
      return playStep({ type: 'place-meeple', feature: spot.name, ...(guard ? { guard: true } : {}) });
    }
  }
  return false;
}

/** @returns {import('../../types/engine/ActionSpec').ActionSpec[]} the legal actions after the steps */
export function legalActions() {
  return state.res && state.res.game ? state.res.game.legalActions() : [];
}

/**
 * Plays `action` after the steps and records it as a step; a refused action is shown with
 * the engine's words and may be kept as a step that shows the refusal.
 * @param {import('../../types/engine/ActionSpec').ActionSpec} action
 */
export function playStep(action) {
  const g = state.res && state.res.game;
  if (!g) {
    state.flag = { error: t('editor-record-need-position', { why: state.res ? state.res.error : '' }), cell: null };
    showFlag();
    return false;
  }
  if (state.res.stepError) {
    // the game stands before the step that no longer plays: a new step cannot follow it
    state.flag = { error: state.res.stepError.error, cell: null };
    showFlag();
    return false;
  }
  try {
    g.play(JSON.stringify(action));
  } catch (e) {
    // the refusal's kind goes into the file (a step's `refused`, which the scenario test checks
    // by kind, docs/FORMATS.md); the reader sees the engine's refusal in their language
    const words = refusalWords(e);
    const kind = e && typeof e === 'object' && 'kind' in e && typeof e.kind === 'string' ? e.kind : null;
    state.refused = { step: action, kind, error: messageOf(e), words };
    const cell = action.type === 'place-tile' ? { x: action.x, y: action.y } : null;
    state.flag = { error: t('editor-refused-edit', { why: words }), cell };
    renderStepsPanel(ctrl);
    showFlag();
    requestRender();
    return false;
  }
  g.undo(); // the document's replay plays it again
  return apply(addStep(state.doc, { do: action }));
}

/** Keeps the refused action as a step that names the refusal's kind (`refused`; an error the
 * engine gave no kind keeps its words, `error`, the format's older way). */
export function keepRefusal() {
  if (!state.refused) return false;
  const { step, kind, error } = state.refused;
  return apply(addStep(state.doc, kind ? { do: step, refused: { kind } } : { do: step, error }));
}

/** The engine's answers now, for expectations: the position's and each step's. */
export function answers() {
  const doc = state.doc;
  const pos = loadPosition(doc);
  if (!pos.game) return null;
  const g = pos.game;
  const snap = () => {
    const view = g.view();
    return { view, placements: view.phase === 'place-tile' ? g.legalPlacements() : null };
  };
  /** @type {{position: ReturnType<typeof snap>, steps: (ReturnType<typeof snap> | null)[]}} */
  const out = { position: snap(), steps: [] };
  for (const s of doc.steps || []) {
    let ok = true;
    try {
      g.play(JSON.stringify(s.do));
    } catch {
      ok = false;
    }
    out.steps.push(ok && !s.error && !s.refused ? snap() : null);
  }
  g.free();
  return answersOf(out);
}

// ------------------------------------------------------------------ opening

/**
 * Whether `text` is a saved game rather than a scenario (the engine's reading of its format).
 * @param {string} text
 */
function savedGameIn(text) {
  try {
    const p = engineNow().fileProblem(text, 'scenario');
    return Boolean(p && p.kind === 'wrong-format' && p.found === 'game');
  } catch {
    return false;
  }
}

/**
 * The engine's module: the editor opens nothing before it is there (main).
 * @returns {NonNullable<typeof state.engine>}
 */
const engineNow = () => /** @type {NonNullable<typeof state.engine>} */ (state.engine);

/**
 * Opens a scenario's text: the engine reads it first (its words say what is wrong and where).
 * @param {string} text
 * @param {{initial?: boolean}} [opts]
 */
function openText(text, { initial = false } = {}) {
  /** @type {any} the file as parsed (the engine read it) */
  let doc;
  try {
    engineNow().GameHandle.fromScenario(text).free();
    doc = JSON.parse(String(text).replace(/^\uFEFF/, ''));
  } catch (e) {
    const why = fileErrorWords(engineNow(), text, 'scenario', e);
    // a saved game: the editor makes scenarios; where a game opens instead
    const game = savedGameIn(text);
    state.flag = { error: game ? t('editor-saved-game') : t('editor-cannot-open', { why }), cell: null };
    showFlag();
    return false;
  }
  doc = normalise(doc);
  state.selected = null;
  state.pick = null;
  editorBoard().fit();
  if (initial) state.history = new History(doc);
  else state.history.push(doc);
  setDoc(doc);
  const title = pickText(doc.title, pageLanguage()).text;
  state.flag = null;
  refresh();
  el.status.textContent = t('editor-opened', { title: title || t('editor-untitled') });
  return true;
}

/** @param {() => Promise<string>} getText */
async function openAsync(getText) {
  try {
    return openText(await getText());
  } catch (e) {
    state.flag = { error: t('editor-cannot-open', { why: messageOf(e) }), cell: null };
    showFlag();
    return false;
  }
}

function setupOpen() {
  el.open.addEventListener('click', () => el.openFile.click());
  el.openFile.addEventListener('change', () => {
    const f = el.openFile.files && el.openFile.files[0];
    el.openFile.value = '';
    if (f) openAsync(() => textOfFile(f));
  });
  el.paste.addEventListener('click', () => {
    el.pasteText.value = '';
    el.pasteDialog.showModal();
  });
  el.pasteOpen.addEventListener('click', async () => {
    const ok = await openAsync(() => textOfPaste(el.pasteText.value));
    if (ok) el.pasteDialog.close();
  });
  document.addEventListener('dragover', (e) => e.preventDefault());
  document.addEventListener('drop', (e) => {
    e.preventDefault();
    const f = e.dataTransfer && e.dataTransfer.files[0];
    if (f) openAsync(() => textOfFile(f));
  });
  document.addEventListener('paste', (e) => {
    const t = /** @type {HTMLElement} */ (e.target);
    if (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA')) return;
    const text = e.clipboardData && e.clipboardData.getData('text');
    if (text && /^\s*(\{|https?:|\?)/.test(text)) openAsync(() => textOfPaste(text));
  });
}

// ------------------------------------------------------------------ start-up

/**
 * What a command of the board's key map (board/keys.js) does in the editor: on the focused board
 * its own keys first (keys.js `boardKey`), then anywhere but in a field: undo and redo, R turns
 * the tile to lay, Escape drops the pick and the selection, Delete removes the selected tile; F
 * and the zoom keys are the board's.
 * @param {import('../board/keys.js').KeyCommand} cmd
 * @param {{onBoard: boolean}} where
 */
function editorKey(cmd, { onBoard }) {
  if (onBoard && boardKey(cmd, ctrl)) return true;
  if (cmd.name === 'undo') undo();
  else if (cmd.name === 'redo') redo();
  else if (cmd.name === 'rotate') rotate(cmd.step);
  else if (cmd.name === 'cancel') {
    state.pick = null;
    state.selected = null;
    refresh();
  } else if (cmd.name === 'delete' && state.mode === 'layout' && state.selected !== null) {
    /** @type {HTMLButtonElement} */ (el.layoutCards.querySelector('#ed-remove'))?.click();
  } else return false;
  return true;
}

/** @param {import('./state.js').EditorState['mode']} mode */
function setMode(mode) {
  state.mode = mode;
  state.refused = null;
  state.flag = null;
  refresh();
}

// ------------------------------------------------------------------ the editor's language

/** Words the static text (editor.html's data-l10n) and the page's title in the words in use. */
function wordStatic() {
  document.title = t('editor-doc-title');
  el.play.href = keepLang('index.html');
  el.language.value = pageLanguage();
}

/**
 * Shows the editor in `lang` (the texts being edited keep theirs, state.lang): loads that
 * language's words only, words the page again, checks the document again (the engine's words),
 * and keeps the choice in the address (`lang=`).
 * @param {string} lang
 */
async function switchLanguage(lang) {
  const [now] = await Promise.all([usePageLanguage(lang, document, EDITOR_AREAS), useRuleLanguage(lang)]);
  chooseLanguage(now);
  history.replaceState(history.state, '', keepLang(`${location.pathname}${location.search}${location.hash}`));
  wordStatic();
  if (!state.engine) return;
  const { viewStep: step, selected } = state;
  setDoc(state.doc);
  Object.assign(state, { viewStep: step, selected });
  state.flag = null;
  refresh();
  if (el.exportDialog.open) fillExport(answers);
}

async function main() {
  bindElements();
  // the reader's language: ?lang=, else the browser's, else English; only its files are fetched
  const asked = new URLSearchParams(location.search).get('lang');
  const lang = readerLanguage(asked, navigator.languages);
  if (asked) chooseLanguage(lang);
  await Promise.all([usePageLanguage(lang, document, EDITOR_AREAS), useRuleLanguage(lang)]);
  fillLanguageSwitch(el.language);
  el.language.addEventListener('change', () => switchLanguage(el.language.value).catch((e) => { el.error.textContent = messageOf(e); }));
  wordStatic();
  if (framedByAnotherSite()) {
    // in a stranger's frame: nothing is read from or written to this browser (io/framing.js)
    el.status.textContent = t('editor-framed');
    el.error.textContent = t('editor-framed');
    return;
  }
  el.status.textContent = t('editor-loading');
  try {
    state.engine = await startEngine();
  } catch (e) {
    el.error.textContent = t('editor-no-engine', { why: messageOf(e) });
    return;
  }
  // the board (board/board.js): it sizes itself to its box and fits the tiles again as it changes
  makeBoard({ onKey: editorKey, onFocus: (byKeyboard) => boardFocus(byKeyboard, ctrl), onBlur: () => boardBlur(ctrl), cursor: boardCursor(ctrl) }, ctrl);
  setupBoardKeys();
  setupPalette(ctrl);
  setupOpen();
  setupExport(answers);
  el.undo.addEventListener('click', undo);
  el.redo.addEventListener('click', redo);
  el.rotate.addEventListener('click', () => rotate());
  el.zoomIn.addEventListener('click', () => editorBoard().zoom(ZOOM_STEP));
  el.zoomOut.addEventListener('click', () => editorBoard().zoom(1 / ZOOM_STEP));
  el.fit.addEventListener('click', () => editorBoard().fit());
  el.modeLayout.addEventListener('click', () => setMode('layout'));
  el.modeRecord.addEventListener('click', () => setMode('record'));
  el.newDoc.addEventListener('click', () => {
    state.selected = null;
    state.pick = null;
    editorBoard().fit();
    state.history.push(emptyDoc());
    setDoc(emptyDoc());
    refresh();
  });
  setDoc(state.doc);
  refresh();
  const params = new URLSearchParams(location.search);
  const raw = params.get('scenario');
  if (raw !== null) await openAsync(() => scenarioFromParam(raw)).then((ok) => { if (ok) state.history = new History(state.doc); });
  else if (params.has('game')) {
    // the embed's other source (docs/EMBED.md): not the editor's
    state.flag = { error: t('editor-saved-game'), cell: null };
    showFlag();
  }
  exposeTestHooks({ answers }); // for the tests and the curious: the editor's document and answers
  document.body.dataset.ready = '1';
}

main().catch((e) => {
  el.error.textContent = messageOf(e);
});
