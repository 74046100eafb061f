// The editor's panel in the record mode: the steps recorded so far, each with its caption in the
// language being edited (en fr nl cs de), and the move being played now, with the page's outcome
// panel (outcome.js) for the hovered placement, the ghost moves and meeple choices the engine
// offers, and a refused action to keep as a step that shows the refusal.

import { make } from '../ui/dom.js';
import { drawTile, featureLabel } from '../render/draw.js';
import { featureLabelWords } from '../words/pages.js';
import { dropSteps, playerNames, setCaption, textIn } from './model.js';
import { placeLabels, spotWords } from '../words/outcome.js';
import { renderOutcome } from '../ui/outcome.js';
import { featureWord } from '../words/log-words.js';
import { at, languageName, TEXT_LANGS } from '../words/text.js';
import { el, state } from './state.js';

/** @typedef {import('./state.js').EditorCtrl} EditorCtrl */
import { t, words } from '../words/i18n.js';

const card = (/** @type {string} */ title, /** @type {(Node | string | null)[]} */ ...kids) => make('section', { class: 'card' }, make('h2', { text: title }), ...kids);

/**
 * A step's action in words.
 * @param {any} a the step's action as the file writes it (the engine checked it)
 * @param {string[]} [names] the players' names
 */
export function actionWords(a, names = []) {
  // a feature in the reader's word, with its name in the file (two fields on a tile differ by it)
  const feature = (/** @type {string} */ name) => `${featureWord(name)} (${name})`;
  const spot = (/** @type {'supply' | {x: number, y: number, feature: string}} */ s) => (s === 'supply' ? spotWords('supply', []) : `${feature(s.feature)} ${at(s.x, s.y)}`);
  switch (a.type) {
    case 'place-tile': return t('editor-do-place', { cell: at(a.x, a.y), rotation: a.rotation || 0 });
    case 'place-meeple': return t(a.guard ? 'editor-do-guard' : 'editor-do-meeple', { feature: feature(a.feature) });
    case 'skip-meeple': return t('editor-do-skip');
    case 'move-ghost': return t('editor-do-ghost', { from: spot(a.from), to: spot(a.to) });
    case 'undo': return t('editor-do-undo');
    case 'redo': return t('editor-do-redo');
    default: return names.length ? a.type : String(a.type);
  }
}

/**
 * Redraws the record cards; their buttons act through `ctrl`.
 * @param {EditorCtrl} ctrl
 */
export function renderStepsPanel(ctrl) {
  el.recordCards.replaceChildren(moveCard(ctrl), stepsCard(ctrl));
}

/** @param {EditorCtrl} ctrl */
function stepsCard(ctrl) {
  const doc = state.doc;
  const names = playerNames(doc);
  const lang = make('select', { id: 'ed-caption-lang', 'aria-label': t('editor-caption-lang'), onchange: (/** @type {Event} */ e) => { state.lang = /** @type {HTMLSelectElement} */ (e.target).value; ctrl.refresh(); } },
    ...TEXT_LANGS.map((l) => make('option', { value: l, text: languageName(l, words().lang), selected: l === state.lang })));
  const steps = doc.steps || [];
  const broken = state.res && state.res.stepError;
  const items = steps.map((/** @type {any} */ s, /** @type {number} */ i) => {
    const caption = make('textarea', {
      rows: '2', class: 'ed-caption', 'aria-label': t('editor-caption', { n: i + 1 }), dataset: { step: String(i) },
      onchange: (/** @type {Event} */ e) => ctrl.apply(setCaption(state.doc, i, state.lang, /** @type {HTMLTextAreaElement} */ (e.target).value)),
    });
    caption.value = textIn(s.caption, state.lang);
    const drop = make('button', { type: 'button', class: 'ed-x', text: '×', title: t('editor-step-drop'), 'aria-label': t('editor-step-drop'), onclick: () => ctrl.apply(dropSteps(state.doc, i)) });
    const bad = broken && broken.index === i;
    return make('li', { class: `ed-step${s.error || s.refused ? ' refused' : ''}${bad ? ' broken' : ''}` },
      make('div', { class: 'ed-step-head' }, make('button', {
        type: 'button', class: `ed-step-n${state.viewStep === i + 1 ? ' shown' : ''}`, text: String(i + 1),
        title: t('editor-view-step', { n: i + 1 }), 'aria-label': t('editor-view-step', { n: i + 1 }),
        onclick: () => ctrl.viewStep(i + 1),
      }),
        make('span', { text: actionWords(s.do, names) }), drop),
      // the engine's refusal in the reader's language (the step's `error` is the English text
      // the scenario's test finds in it)
      s.error || s.refused ? make('p', { class: 'small ed-refused', text: t('editor-refused', { why: state.res?.steps?.[i]?.refused ?? s.error ?? '' }) }) : null,
      bad ? make('p', { class: 'small ed-warn', text: broken.error }) : null,
      caption);
  });
  const start = make('button', { type: 'button', id: 'ed-view-start', class: 'small', text: t('editor-view-start'), disabled: !steps.length, onclick: () => ctrl.viewStep(0) });
  return card(t('editor-card-steps'), make('div', { class: 'ed-row' }, make('label', { class: 'ed-field' }, make('span', { text: t('editor-caption-lang') }), lang), start),
    items.length ? make('ol', { class: 'ed-list ed-steps' }, ...items) : make('p', { class: 'muted small', text: t('editor-no-steps') }));
}

/**
 * The tile in hand, turned as it would be played, drawn by the page's renderer.
 * @param {import('../../types/engine/GameView').GameView} v
 */
function handCanvas(v) {
  const dpr = window.devicePixelRatio || 1;
  const px = Math.round(64 * dpr);
  const c = make('canvas', { width: String(px), height: String(px), 'aria-hidden': 'true' });
  const geom = v.hand === null ? null : state.geoms[v.hand];
  const ctx = c.getContext('2d');
  if (geom && ctx) drawTile(ctx, geom, 0, 0, px, state.rotation, { dpr });
  return c;
}

/** @param {EditorCtrl} ctrl */
function moveCard(ctrl) {
  const v = state.view;
  if (!v) return card(t('editor-card-move'));
  const names = v.players.map((p) => p.name);
  const player = names[v.current];
  const kids = [];
  if (state.viewStep !== null) {
    const total = (state.doc.steps || []).length;
    const caption = state.viewStep ? textIn((state.doc.steps[state.viewStep - 1] || {}).caption, state.lang) : '';
    return card(t('editor-card-move'),
      make('p', { text: state.viewStep ? t('editor-viewing', { n: state.viewStep, total }) : t('editor-viewing-start') }),
      caption ? make('p', { class: 'ed-shown-caption', text: caption }) : null,
      make('button', { type: 'button', id: 'ed-view-end', class: 'primary', text: t('editor-view-end'), onclick: () => ctrl.viewStep(null) }));
  }
  if (v.phase === 'place-tile') {
    kids.push(make('div', { class: 'ed-hand' }, handCanvas(v), make('p', { text: t('editor-move-place', { player, tile: v.hand_id || '' }) })));
    const box = make('div', { id: 'ed-outcome' });
    renderOutcome(box, state.preview && !state.preview.error ? state.preview : null, {
      players: v.players, current: v.current, supply: v.ghost_supply, places: placeLabels(v), heading: true,
    });
    kids.push(box);
  } else if (v.phase === 'ghosts') {
    const o = v.obligations[0] || /** @type {{rule?: string}} */ ({});
    kids.push(make('p', { text: t('editor-move-ghosts', { player, rule: o.rule || '' }) }));
    const places = placeLabels(v);
    const moves = ctrl.legalActions().flatMap((a) => (a.type === 'move-ghost' ? [a] : []));
    kids.push(make('div', { class: 'ed-choices' }, ...moves.map((a) => make('button', {
      type: 'button', class: 'ed-ghost-move',
      text: `${spotWords(a.from === 'supply' ? 'supply' : a.from, v.players, places)} → ${spotWords(a.to, v.players, places)}`,
      onclick: () => ctrl.playStep(a),
    }))));
  } else if (v.phase === 'meeple') {
    kids.push(make('p', { text: t('editor-move-meeple', { player }) }));
    // each spot as the page's panel words it ("Road · E–W"), not by the tile's feature name
    const last = v.tiles[v.tiles.length - 1];
    const labelWords = featureLabelWords();
    const label = (/** @type {string} */ feature) => (last ? featureLabel(state.kinds[last.kind], state.geoms[last.kind], last, feature, labelWords) : feature);
    kids.push(make('div', { class: 'ed-choices' },
      ...v.meeple_choices.map((c) => make('button', {
        type: 'button', class: 'ed-meeple-choice', dataset: { feature: c.feature, guard: String(c.guard) },
        text: t(c.guard ? 'editor-do-guard' : 'editor-do-meeple', { feature: label(c.feature) }),
        onclick: () => ctrl.playStep({ type: 'place-meeple', feature: c.feature, ...(c.guard ? { guard: true } : {}) }),
      })),
      make('button', { type: 'button', id: 'ed-skip', text: t('editor-no-meeple'), onclick: () => ctrl.playStep({ type: 'skip-meeple' }) })));
  } else {
    kids.push(make('p', { class: 'muted', text: t('editor-move-over') }));
  }
  if (state.refused) {
    kids.push(make('div', { class: 'ed-refusal' },
      make('p', { class: 'ed-warn', text: t('editor-refused', { why: state.refused.words ?? state.refused.error }) }),
      make('button', { type: 'button', id: 'ed-keep-refusal', text: t('editor-keep-refusal'), onclick: () => ctrl.keepRefusal() })));
  }
  return card(t('editor-card-move'), ...kids);
}
