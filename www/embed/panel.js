// The embed's panel: title and rule links, step counter and caption, status, the outcome of
// the shown placement (outcome.js), the actions to choose, what the last step did, players.

import { make, swatch } from '../ui/dom.js';
import { clearSquareCanvas, drawTile, featureLabel } from '../render/draw.js';
import { featureLabelWords, obligationLine, placeLabels, playerWord, sentence } from '../words/outcome.js';
import { renderOutcome } from '../ui/outcome.js';
import { ghostKind } from '../render/colours.js';
import { ruleText } from '../words/rules.js';
import { languageName, pickText } from '../words/text.js';
import { featureWithSides } from '../words/board-words.js';
import { el, handRotation, nextStepPlacement, num, playerColour, previewOf, shownPlacement, state, t } from './state.js';
import { requestRender } from './board.js';
import { updateTilesButton } from './tiles.js';

export function translateChrome() {
  for (const [b, id] of /** @type {[HTMLElement, string][]} */ ([[el.back, 'embed-back'], [el.next, 'embed-next'], [el.reset, 'embed-reset'], [el.rotate, 'embed-rotate']])) {
    b.title = t(id);
    b.setAttribute('aria-label', t(id));
  }
  el.board.setAttribute('aria-label', t('embed-board'));
  el.errorTitle.textContent = t('embed-error-title');
  el.title.textContent = t('embed-page-title');
  document.title = t('embed-page-title');
  el.status.textContent = t('embed-loading');
  el.place.textContent = t('embed-place-here');
  el.legendButton.textContent = t('legend');
  el.legendButton.title = t('legend-title');
}

/**
 * Shows `picked` (from pickText: a scenario's text in the reader's language) in `target`, in
 * the language it is written in; when the reader's language was missing, a small tag after it
 * names the language shown instead ("anglais"), and `data-lang-fallback` says which.
 * @param {HTMLElement} target
 * @param {{text: string, lang: string | null, fallback: boolean}} picked
 * @param {string} [after]
 */
function showText(target, picked, after = '') {
  // `after`: the page's own words after the scenario's, kept apart (<bdi>: a caption's unclosed
  // right-to-left mark must not turn them around)
  if (after && picked.text) target.replaceChildren(make('bdi', { text: picked.text }), ` ${after}`);
  else target.textContent = picked.text || after;
  if (picked.lang) target.lang = picked.lang;
  else target.removeAttribute('lang');
  target.dataset.langFallback = picked.fallback ? picked.lang ?? '' : '';
  let tag = /** @type {HTMLElement | null} */ (target.nextElementSibling);
  if (!tag || !tag.classList.contains('lang-tag')) {
    if (!picked.fallback) return;
    tag = document.createElement('span');
    tag.className = 'lang-tag';
    target.after(tag);
  }
  tag.hidden = !picked.fallback;
  tag.textContent = picked.fallback && picked.lang ? languageName(picked.lang, state.readerLang) : '';
}

/**
 * The header from the scenario or saved game: its title, description and rule links.
 * @param {{title?: unknown, description?: unknown, rules?: string[]}} doc the file as read (its texts by language, or plain)
 * @param {string} kind 'scenario' or 'game'
 */
export function fillHeader(doc, kind) {
  const picked = pickText(doc.title, state.readerLang);
  const live = document.body.dataset.live === '1'; // a live online table (main.js, ?watch=)
  const title = picked.text.trim() || (kind === 'game' ? t(live ? 'embed-live-title' : 'embed-what-game') : t('embed-page-title'));
  showText(el.title, { ...picked, text: title });
  document.title = title;
  const description = pickText(doc.description, state.readerLang);
  showText(el.description, description);
  el.ruleLinks.replaceChildren();
  for (const id of doc.rules || []) {
    const rule = ruleText(id, state.readerLang);
    const a = document.createElement('abbr');
    a.className = 'rule-id';
    a.textContent = id;
    if (rule) a.title = t('embed-rule-title', { id, title: rule.title }) + (rule.text ? ` — ${rule.text}` : '');
    el.ruleLinks.append(a, ' ');
  }
  if (!description.text && !(doc.rules || []).length) /** @type {HTMLElement} */ (el.about.querySelector('#about-body')).hidden = true;
}

/** @param {string} message */
export function showFatal(message) {
  el.errorText.textContent = message;
  el.error.hidden = false;
  document.body.dataset.error = '1';
  document.body.dataset.ready = '1';
}

/** The panel and the board, after the game changed. */
export function updateAll() {
  updatePanel();
  requestRender();
}

/** The panel: steps and caption, status, outcome, actions, what happened, players, the tile in hand. */
export function updatePanel() {
  updateSteps();
  updateStatus();
  updateOutcome();
  updateActions();
  updateHappened();
  updatePlayers();
  updateNotice();
  drawHand();
  updateTilesButton(); // the tiles left by kind, where the game has a bag (tiles.js)
}

function updateSteps() {
  const total = state.steps.length;
  if (state.free.length) {
    el.stepCount.textContent = t('embed-your-moves', { n: state.free.length });
  } else if (!total) {
    el.stepCount.textContent = t('embed-no-steps');
  } else {
    el.stepCount.textContent = state.n === 0 ? t('embed-start-of', { total }) : t('embed-step-of', { n: state.n, total });
  }
  el.stepCount.dataset.step = String(state.n);
  el.back.disabled = state.n === 0 && !state.free.length;
  el.next.disabled = Boolean(state.free.length) || state.n >= total;
  el.next.hidden = state.free.length > 0;
  el.reset.hidden = !state.free.length;
  el.back.hidden = !total && !state.free.length;
  el.next.hidden = el.next.hidden || !total;
  // the step button that had the focus and can do no more (the last step, the start) gives it
  // to the other one, rather than to the page's body, where the keys would no longer step
  for (const [done, other] of [[el.next, el.back], [el.back, el.next]]) {
    if (document.activeElement === done && done.disabled && !other.disabled && !other.hidden) other.focus();
  }

  // the caption: the step just played, or what comes next
  let caption = pickText('', state.readerLang);
  let end = '';
  if (state.free.length) {
    caption = pickText('', state.readerLang);
  } else if (state.n === 0) {
    caption = pickText(total ? t('embed-at-start') : t('embed-at-start-no-steps'), state.readerLang);
  } else {
    const s = state.steps[state.n - 1];
    caption = pickText(s.caption, state.readerLang);
    if (!caption.text) caption = pickText(state.result && state.result.items.length ? state.result.items[0].text : '', state.readerLang);
    // the last step: the caption (a sentence), then the page's words, kept apart (showText)
    if (state.n === total && total) {
      if (caption.text) caption.text = sentence(caption.text);
      // a live table: its next move comes here, or it is over; else the example ends
      end = document.body.dataset.live !== '1' ? t('embed-end') : t(state.view && state.view.phase === 'game-over' ? 'embed-live-over' : 'embed-live-next');
    }
  }
  showText(el.caption, caption, end);
}

function updateStatus() {
  const v = state.view;
  const cur = v.players[v.current];
  const name = cur ? playerWord(cur.name) : '';
  let text;
  if (v.phase === 'place-tile') text = t('embed-phase-place', { name });
  else if (v.phase === 'meeple') text = t('embed-phase-meeple', { name });
  else if (v.phase === 'game-over') text = t('embed-phase-over');
  else text = t('embed-phase-ghosts', { name });
  el.status.replaceChildren(...(v.phase === 'game-over' ? [] : [swatch(playerColour(v.current))]), text);
  el.status.dataset.phase = v.phase;
  if (v.phase === 'place-tile') {
    const cells = state.legalAt.size;
    const hint = document.createElement('span');
    hint.className = 'muted';
    hint.textContent = ` ${cells ? t('embed-legal-count', { n: cells }) : t('embed-legal-none')}${cells && state.interactive ? ` ${t('embed-hover-hint')}` : ''}`;
    el.status.append(hint);
  }
}

export function updateOutcome() {
  const p = shownPlacement();
  if (!p) {
    el.outcomeBox.hidden = true;
    el.outcome.replaceChildren();
    delete el.outcomeBox.dataset.placement;
    return;
  }
  const pv = previewOf(p);
  el.outcomeBox.hidden = false;
  el.outcomeBox.dataset.placement = `${p.x},${p.y},${p.rotation}`;
  el.outcomeTitle.textContent = t('embed-outcome-title', { tile: state.view.hand_id || '?', r: p.rotation });
  el.outcomeTitle.title = t('cell-coordinates', { x: num(p.x), y: num(p.y) });
  if (pv.error) {
    const para = document.createElement('p');
    para.className = 'others';
    para.textContent = pv.error;
    el.outcome.replaceChildren(para);
  } else {
    if (state.marksFor !== pv) state.outcomeMarks = null;
    state.marksFor = pv;
    renderOutcome(el.outcome, pv, {
      players: playersForOutcome(), kinds: state.kinds, current: state.view.current, supply: state.view.ghost_supply,
      places: placeLabels(state.view),
      onMarks: (keys) => {
        state.outcomeMarks = keys ? new Set(keys) : null;
        requestRender();
      },
    });
    const next = nextStepPlacement();
    if (next && next.x === p.x && next.y === p.y && next.rotation === p.rotation) {
      const para = document.createElement('p');
      para.className = 'muted';
      para.textContent = t('embed-next-step-placement');
      el.outcome.append(para);
    }
  }
  el.place.hidden = !state.interactive || Boolean(pv.error);
}

function playersForOutcome() {
  return state.view.players.map((pl, i) => ({ ...pl, colour: playerColour(i) }));
}

/**
 * Feature `name` of the placed tile at (x, y) in the page's language: "Road · W–E".
 * @param {number} x
 * @param {number} y
 * @param {string} name
 * @returns {string}
 */
export function featureAt(x, y, name) {
  const tile = state.view.tiles.find((tt) => tt.x === x && tt.y === y);
  if (!tile) return name;
  return featureLabel(state.kinds[tile.kind], state.geoms[tile.kind], tile, name, featureLabelWords());
}

/**
 * One end of a legal `move-ghost` action (the supply, or the {x, y, feature} of a meeple or a
 * spell circle) in the reader's language. The outcome panel's `spotWords` (outcome.js) words the
 * preview's places, which carry their kind and owner.
 * @param {'supply' | {kind?: string, x: number, y: number, feature: string}} spot
 */
function actionEndWords(spot) {
  if (spot === 'supply' || spot.kind === 'supply') return t('supply', { case: 'nom' });
  const v = state.view;
  // named as the board labels them: "Blue 2", "circle 1" (placeLabels)
  const label = placeLabels(v).get(`${spot.x},${spot.y},${spot.feature}`);
  if (label && label.kind === 'meeple') {
    const feature = featureAt(spot.x, spot.y, spot.feature);
    return t('embed-meeple-of', { name: playerWord(v.players[label.player]?.name ?? '?'), n: label.n, feature });
  }
  return t('embed-circle-at', { n: label ? label.n : '' });
}

/**
 * The action a choice button of the ghost and meeple phases plays (`target`: what was clicked
 * in their list; null: not one of them).
 * @param {EventTarget | null} target
 * @returns {import('../../types/engine/ActionSpec').ActionSpec | null}
 */
export function actionOf(target) {
  const b = target instanceof Element ? target.closest('button[data-spec]') : null;
  return b instanceof HTMLElement && b.dataset.spec ? JSON.parse(b.dataset.spec) : null;
}

function updateActions() {
  const v = state.view;
  el.actions.replaceChildren();
  el.actionsBox.hidden = true;
  if (!state.interactive || !['ghosts', 'meeple'].includes(v.phase)) {
    if (['ghosts', 'meeple'].includes(v.phase) && v.obligations.length) {
      // not interactive: still say what is owed
      el.actionsBox.hidden = false;
      el.actionsTitle.textContent = t('embed-choose-ghost');
      const p = document.createElement('p');
      p.textContent = obligationLine(v.obligations[0], { players: v.players, places: placeLabels(v) }).text;
      el.actions.append(p);
    }
    return;
  }
  el.actionsBox.hidden = false;
  const specs = state.game.legalActions();
  if (v.phase === 'ghosts') {
    el.actionsTitle.textContent = t('embed-choose-ghost');
    if (v.obligations.length) {
      const p = document.createElement('p');
      p.textContent = obligationLine(v.obligations[0], { players: v.players, places: placeLabels(v) }).text;
      p.className = ghostKind(v.obligations[0]);
      el.actions.append(p);
    }
  } else {
    el.actionsTitle.textContent = t('embed-choose-meeple');
  }
  for (const spec of specs) {
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.action = spec.type;
    if (spec.type === 'move-ghost') b.textContent = t('move-from-to', { from: actionEndWords(spec.from), to: actionEndWords(spec.to) });
    else if (spec.type === 'place-meeple') {
      b.dataset.feature = spec.feature;
      const last = v.tiles[v.tiles.length - 1];
      const label = last ? featureAt(last.x, last.y, spec.feature) : spec.feature;
      b.append(swatch(playerColour(v.current)), ` ${spec.guard ? t('embed-guard-on', { feature: label }) : label}`);
      // the keys' hint says the feature as the board's words do ("Field, west"), not the
      // button's short label ("Field · W")
      const kind = last ? state.kinds[last.kind] : null;
      const f = kind && kind.features ? kind.features.find((x) => x.name === spec.feature) : null;
      if (f) {
        const words = featureWithSides(f, last.rotation);
        b.dataset.words = spec.guard ? t('embed-guard-on', { feature: words }) : words;
      }
    } else if (spec.type === 'skip-meeple') b.textContent = t('embed-no-meeple');
    else b.textContent = spec.type;
    // the action it plays (main.js's one listener on the list: `actionOf`)
    b.dataset.spec = JSON.stringify(spec);
    el.actions.append(b);
  }
  // the first nine by their number key (main.js), the number shown before the words
  [...el.actions.querySelectorAll('button')].slice(0, 9).forEach((b, i) => {
    b.dataset.words = b.dataset.words || b.textContent.trim();
    b.setAttribute('aria-keyshortcuts', String(i + 1));
    const k = document.createElement('kbd');
    k.textContent = String(i + 1);
    b.prepend(k, ' ');
  });
}

function updateHappened() {
  const r = state.result;
  if (!r || !r.items.length) {
    el.happenedBox.hidden = true;
    el.happened.replaceChildren();
    return;
  }
  el.happenedBox.hidden = false;
  el.happenedTitle.textContent = r.step !== null && !state.free.length ? t('embed-happened', { n: r.step }) : t('embed-happened-free');
  el.happened.replaceChildren(...r.items.map((it) => {
    const li = document.createElement('li');
    li.textContent = it.text;
    if (it.cls) li.className = it.cls;
    return li;
  }));
}

function updatePlayers() {
  const v = state.view;
  el.players.replaceChildren(...v.players.map((p, i) => {
    const li = document.createElement('li');
    if (i === v.current && v.phase !== 'game-over') li.className = 'current';
    const name = document.createElement('span');
    name.className = 'name';
    name.textContent = playerWord(p.name);
    const score = document.createElement('span');
    score.className = 'score';
    score.textContent = t('embed-points', { n: p.score });
    const pieces = document.createElement('span');
    pieces.className = 'meeples';
    const ghosts = v.meeples.filter((m) => m.player === i).reduce((s, m) => s + m.ghosts, 0);
    const bits = [t('embed-meeples-left', { n: p.meeples })];
    if (v.ghosts_in_play) bits.push(t('embed-guards-left', { n: p.guards }));
    if (ghosts) bits.push(t('embed-ghosts-on-meeples', { n: ghosts }));
    pieces.textContent = bits.join(' · ');
    li.append(swatch(playerColour(i)), name, score, pieces);
    return li;
  }));
  el.supply.textContent = v.ghosts_in_play ? t('embed-supply', { n: v.ghost_supply }) : '';
}

function updateNotice() {
  el.notice.textContent = state.problem;
  el.notice.hidden = !state.problem;
}

export function drawHand() {
  const c = el.hand;
  const v = state.view;
  if (!v) return;
  const { ctx, px, dpr } = clearSquareCanvas(c, 52, state.handWidth);
  const hasHand = v.hand !== null && v.hand !== undefined && v.phase === 'place-tile';
  el.rotate.hidden = !(state.interactive && hasHand && state.legal.length);
  c.title = hasHand ? t('embed-hand', { id: v.hand_id }) : t('embed-no-hand');
  c.dataset.rotation = String(handRotation());
  if (!hasHand) {
    ctx.strokeStyle = getComputedStyle(document.documentElement).getPropertyValue('--line') || '#999';
    ctx.setLineDash([4 * dpr, 4 * dpr]);
    ctx.lineWidth = 1.5 * dpr;
    ctx.strokeRect(3 * dpr, 3 * dpr, px - 6 * dpr, px - 6 * dpr);
    return;
  }
  const pad = Math.round(3 * dpr);
  drawTile(ctx, state.geoms[/** @type {number} */ (v.hand)], pad, pad, px - 2 * pad, handRotation(), { seed: 4242 });
}
