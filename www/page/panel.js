// The side panel: status, tile in hand, players and their pieces, the ghost and meeple choices
// as buttons, the outcome of the previewed placement (outcome.js), the turn log and the hint.

import { $, icon, make, swatch } from '../ui/dom.js';
import { iso } from '../words/text.js';
import { PALETTE, clearSquareCanvas, drawTile, drawTileCached, featureLabel } from '../render/draw.js';
import { obligationLine, placeLabels, playerWord, spotWords } from '../words/outcome.js';
import { renderOutcome, ruleLink } from '../ui/outcome.js';
import { markScoringLine } from '../ui/inspect.js';
import { ghostKind } from '../render/colours.js';
import { t as msg } from '../words/i18n.js';
import { cellKey, spotKey } from '../words/text.js';
import { el, playerColour, state, turnLogNow, unconnected } from './state.js';
import { featureLabelWords, list, seatWords, t } from '../words/pages.js';
import { eventWords, logWords } from '../words/log-words.js';
import { ghostChoiceWords, meepleChoiceWords } from '../words/board-words.js';
import { problemWords as placementWords } from '../words/refusals.js';
import { cursorCell, focusCell, isNeighbourCell, lastTile, legalHere, requestRender } from './board.js';
import { SETS } from '../engine/vocabulary.js';

/**
 * The controller's actions this module asks for, connected by page/main.js at start-up
 * (`connectPanel`): a module below main.js cannot import it.
 * @type {Pick<import('./state.js').PageActions, 'placeMeeple' | 'playGhost'>}
 */
let ctrl = unconnected();

/**
 * Connects the controller's actions this module asks for (page/main.js, once at start-up).
 * @param {Pick<import('./state.js').PageActions, 'placeMeeple' | 'playGhost'>} actions
 */
export function connectPanel(actions) {
  ctrl = actions;
}
import { onlineNothingToUndo, onlineRefusal } from './online.js';

/** The turn log as last shown (read again from the engine only on a change). */
export const log = {
  logKey: '',
};

/**
 * The engine's preview of the tile in hand at (x, y) as turned now, cached for the turn.
 * @param {number} x
 * @param {number} y
 * @returns {import('../../types/engine/Preview').Preview | null}
 */
export function previewFor(x, y) {
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

/** A tile set's name as the page shows it ("Exp. 11"). */
export const setName = (/** @type {string} */ s) => (SETS.includes(s) ? t(`page-set-${s}`) : s);

/**
 * Why the tile in hand does not fit at (x, y) turned as now (B1), in the page's language, from
 * the engine's data (`placementProblemData`); '' when it fits.
 * @param {number} x
 * @param {number} y
 * @param {number} [rotation]
 */
export function problemWords(x, y, rotation = state.rotation) {
  const d = state.game.placementProblemData(x, y, rotation);
  return d ? placementWords(d) : '';
}

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

/** The status line, tile in hand, players, scorings and the phase's choices, from the view. */
export function updatePanel() {
  const v = state.view;
  const cur = v.players[v.current];
  const colour = playerColour(v.current);
  el.status.style.setProperty('--player', colour);
  const touch = state.touch;
  if (v.phase === 'place-tile') {
    el.status.textContent = t('page-status-place', { player: iso(playerWord(cur.name)) });
  } else if (v.phase === 'ghosts') {
    const owed = v.obligations.reduce((n, o) => n + Math.max(0, o.owed - o.moved), 0);
    el.status.textContent = t('page-status-ghosts', { player: iso(playerWord(cur.name)), owed });
  } else if (v.phase === 'meeple') {
    // another seat's decision (the computer's, a friend's): said, with no instruction to the reader
    const seat = state.seats[v.current];
    const theirs = Boolean(seat && seat.controller !== 'human');
    el.status.textContent = v.meeple_choices.length
      ? t('page-status-meeple', { player: iso(playerWord(cur.name)) })
      : t(theirs ? 'page-status-no-meeple-theirs' : 'page-status-no-meeple', { player: iso(playerWord(cur.name)), touch });
  } else {
    const best = Math.max(...v.players.map((p) => p.score));
    const winners = v.players.filter((p) => p.score === best).map((p) => iso(playerWord(p.name)));
    el.status.textContent = t('page-status-over', { players: list(winners), n: winners.length, points: best });
    el.status.style.setProperty('--player', 'var(--accent)');
  }
  // a copy kept to look at (a link's older line…): read-only in its words too, not "Bob: place the tile"
  if (state.readOnly && v.phase !== 'game-over') {
    el.status.textContent = t('page-link-copy-status', { label: t(`page-link-games-${state.readOnly}`) });
  }
  el.status.dataset.copy = state.readOnly ? '1' : '';
  el.status.dataset.phase = v.phase;
  el.status.dataset.current = String(v.current);
  keepPlace();

  // the tile in hand
  el.hand.dataset.rotation = String(state.rotation);
  el.hand.dataset.kind = v.hand === null || v.hand === undefined ? '' : String(v.hand);
  el.handLabel.textContent = v.hand_id
    ? t('page-hand-tile', { tile: v.hand_id, rotation: state.rotation })
    : t(v.phase === 'game-over' ? 'page-no-tiles-left' : 'page-tile-placed');
  el.rotate.disabled = v.phase !== 'place-tile' || Boolean(state.readOnly);
  const left = v.bag_left + (v.hand_id ? 1 : 0);
  el.tilesLeft.textContent = t('page-tiles-left', { n: left });
  el.tilesLeft.dataset.count = String(left);
  // per set
  const bySet = tilesLeftBySet();
  el.tilesSets.textContent = bySet.length > 1 ? bySet.map(([s, n]) => t('page-set-left', { set: setName(s), n })).join(' · ') : '';
  drawHand();

  // the action card
  el.outcomeBox.hidden = v.phase !== 'place-tile';
  el.ghostBox.hidden = v.phase !== 'ghosts';
  el.meepleBox.hidden = v.phase !== 'meeple';
  el.finalBox.hidden = v.phase !== 'game-over';
  el.actionTitle.textContent = {
    'place-tile': t('page-action-place'), ghosts: t('page-action-ghosts'), meeple: t('page-action-meeple'),
    'game-over': t('page-action-over'),
  }[v.phase] || v.phase;
  updateGhostPanel();
  updateMeeplePanel();
  offerChoices();

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
    // each count said in words to a screen reader (its title, which a reader may not say); seen as "× n"
    const piece = (/** @type {string} */ cls, /** @type {string} */ title, /** @type {Node} */ pic, /** @type {number} */ n) => make('span', { class: cls, title }, pic,
      make('span', { 'aria-hidden': 'true', text: `× ${n}` }), make('span', { class: 'visually-hidden', text: title }));
    pieces.append(piece('piece', t('page-meeples-in-supply', { n: p.meeples }), icon('meeple', playerColour(i)), p.meeples));
    if (v.ghosts_in_play || p.guards) {
      const gs = v.guard_supply && v.guard_supply[i];
      const title = gs ? t('page-guards-in-supply-general', { n: p.guards, more: gs }) : t('page-guards-in-supply', { n: p.guards });
      pieces.append(piece('piece', title, icon('guard', playerColour(i)), p.guards));
    }
    if (v.ghosts_in_play) {
      pieces.append(piece(`piece ghosts${ghostsOn[i] ? ' some' : ''}`,
        t('page-ghosts-on-meeples', { n: ghostsOn[i], player: iso(playerWord(p.name)) }), icon('ghost', '#f4f5ff'), ghostsOn[i]));
    }
    // who plays the seat, when it is not a person here: the computer and its level, or a friend
    const seat = state.seats[i];
    // (an online table's seat: its own words, page/online.js onlineSeats)
    const words = seat && /** @type {{words?: string}} */ (seat).words;
    const who = typeof words === 'string' ? words : seatWords(seat);
    const name = make('span', { class: 'who' }, make('bdi', { class: 'name', text: playerWord(p.name) }));
    if (who) name.append(make('span', { class: 'seat', text: who }));
    li.append(
      swatch(playerColour(i)),
      name,
      // the score seen as a number, said in words ("12 points")
      make('span', { class: 'score', dataset: { score: String(p.score) } },
        make('span', { 'aria-hidden': 'true', text: p.score < 0 ? `\u2212${-p.score}` : String(p.score) }),
        make('span', { class: 'visually-hidden', text: t('page-points', { n: p.score }) })),
      pieces,
    );
    return li;
  }));
  el.ghostSupply.hidden = !v.ghosts_in_play;
  if (v.ghosts_in_play) {
    el.ghostSupply.replaceChildren(icon('ghost', '#f4f5ff'),
      make('span', { text: t('page-ghost-supply', { n: v.ghost_supply }) }));
    el.ghostSupply.dataset.count = String(v.ghost_supply);
  }

  el.undo.disabled = v.actions === 0 || Boolean(state.readOnly);
  el.redo.disabled = v.redo === 0 || Boolean(state.readOnly);
  holdForOtherSeat();

  // the scorings, newest first
  // (a feature completed with nobody on it scored nothing: not a line)
  const recent = v.events.filter((e) => e.complete && e.players.length).slice(-8).reverse();
  if (!recent.length) {
    el.events.replaceChildren(make('li', { class: 'muted', text: t('page-nothing-scored') }));
  } else {
    el.events.replaceChildren(...recent.map((e) => {
      const li = make('li', {}, make('span', { text: eventWords(e, v.players) }), ' ', ruleLink(e.rule));
      if (e.players.length) li.style.setProperty('--who', playerColour(e.players[0]));
      li.className = e.players.length ? 'scored' : 'unscored';
      markScoringLine(li, e); // hovered or focused: its feature outlined (page/inspect.js)
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
    make('strong', { text: t('page-ghosts-owed', { n: owed }) }));
  el.ghostCounter.dataset.owed = String(owed);
  const places = placeLabels(v);
  el.obligations.replaceChildren(...v.obligations.map((o, i) => {
    const kind = ghostKind(o);
    const left = Math.max(0, o.owed - o.moved);
    const text = obligationLine(o, { players: v.players, places }).text;
    return make('li', { class: `obl obl-${kind}${i === 0 ? ' head' : ''}` },
      make('span', { class: 'obl-count', text: `${left}` , title: t('page-obligation-left.title', { left, owed: o.owed }) }),
      make('span', { class: 'obl-text', text: i === 0 ? text : t('page-then', { text }) }),
      ruleLink(o.rule));
  }));
  const several = gs.sources.size > 1;
  const touch = state.touch;
  el.ghostHelp.textContent = several
    ? (gs.selected
      ? t('page-ghost-help-selected', { from: spotWords(gs.sources.get(gs.selected), v.players, places), touch })
      : t('page-ghost-help-sources', { touch }))
    : t(gs.kind === 'draw' ? 'page-ghost-help-circle' : 'page-ghost-help-meeple', { touch });
  if (several && gs.targets.size === 1) {
    el.ghostHelp.textContent = t('page-ghost-help-one-target', { touch });
  }
  const hint = hintedNow();
  const moves = several && gs.selected ? [...gs.moves.filter((m) => m.from === gs.selected), ...gs.moves.filter((m) => m.from !== gs.selected)] : gs.moves;
  el.ghostMoves.replaceChildren(...moves.map((m, i) => {
    const from = gs.sources.get(m.from);
    const to = gs.targets.get(m.to);
    const [fromWords, toWords] = [spotWords(from, v.players, places), spotWords(to, v.players, places)];
    const label = several ? msg('move-from-to', { from: fromWords, to: toWords }) : msg('move-to', { to: toWords });
    const b = make('button', {
      type: 'button', class: `move move-${gs.kind}`,
      dataset: { action: 'move-ghost', from: m.from, to: m.to },
      title: `${msg('move-title', { from: spotWords(from, v.players, places, 'from'), to: spotWords(to, v.players, places, 'to') })} · ${[from, to].filter((p) => p && p.x !== undefined).map((p) => msg('cell-coordinates', { x: p.x, y: p.y })).join(' → ')}`,
      'aria-keyshortcuts': i < 9 ? String(i + 1) : undefined,
    });
    const hinted = Boolean(hint && hint.type === 'move-ghost' && sameMove(hint, m));
    if (hinted) {
      b.classList.add('hinted');
      b.dataset.hinted = '1';
    }
    // seen: the key, the short label; said by a screen reader (the button's name, and the text
    // board's O): the move in words, where its places are and what they hold
    b.append(make('kbd', { text: String(i + 1), 'aria-hidden': 'true' }));
    if (to && to.kind === 'meeple') b.append(swatch(playerColour(to.player)));
    b.append(make('span', { text: label, 'aria-hidden': 'true' }));
    if (to && to.kind === 'meeple' && to.ghosts) {
      b.append(make('span', { class: 'muted small', text: ` ${msg('meeple-holds', { ghosts: to.ghosts })}`, 'aria-hidden': 'true' }));
    }
    b.append(make('span', { class: 'visually-hidden choice-words', text: ghostChoiceWords(from, to, v, places) }));
    if (hinted) b.append(make('span', { class: 'visually-hidden', text: ` ${t('page-hinted-choice')}` }));
    b.addEventListener('click', () => ctrl.playGhost(m));
    b.addEventListener('pointerenter', () => { state.ghostHover = m.to; requestRender(); });
    b.addEventListener('pointerleave', () => { state.ghostHover = null; requestRender(); });
    b.addEventListener('focus', () => { state.ghostHover = m.to; requestRender(); });
    b.addEventListener('blur', () => { state.ghostHover = null; requestRender(); });
    return b;
  }));
  el.ghostHelp.hidden = false;
  scrollableByKeys(el.ghostBox);
  if (moves.length > 9) el.ghostHelp.textContent += ` ${t('page-choice-keys', { count: moves.length })}`;
}

/** The Hint's move while it is about the decision at hand (none once a move is played). */
function hintedNow() {
  const h = state.hinted;
  return h && h.actions === state.view.actions ? h.action : null;
}

/**
 * Whether the hinted ghost move `a` (an action spec) is the panel's move `m` (spot keys).
 * @param {{from: 'supply' | {x: number, y: number, feature: string}, to: 'supply' | {x: number, y: number, feature: string}}} a
 * @param {{from: string, to: string}} m
 */
function sameMove(a, m) {
  return spotKey(a.from) === m.from && spotKey(a.to) === m.to;
}

/**
 * The meeple spots and ghost moves offered only to the seat played here: while the computer or a
 * friend decides (`state.waiting`, turn-banner.js), its choices are shown, not offered (no
 * button enabled, no pointer's help: the banner says whose turn it is). After every refresh.
 */
export function offerChoices() {
  const theirs = Boolean(state.waiting);
  for (const b of [...el.spots.querySelectorAll('button'), ...el.ghostMoves.querySelectorAll('button')]) {
    /** @type {HTMLButtonElement} */ (b).disabled = theirs;
  }
  el.skip.disabled = theirs || !state.view || state.view.phase !== 'meeple';
  el.ghostHelp.hidden = theirs;
  $('action-card').dataset.offered = theirs ? 'no' : 'yes';
}

function updateMeeplePanel() {
  const v = state.view;
  el.spots.replaceChildren();
  if (v.phase !== 'meeple') return;
  const colour = playerColour(v.current);
  const last = lastTile();
  if (!last) return; // (a meeple phase follows a tile placed)
  const labelWords = featureLabelWords();
  const hint = hintedNow();
  v.meeple_choices.forEach(({ feature, guard }, i) => {
    const label = featureLabel(state.kinds[last.kind], state.geoms[last.kind], last, feature, labelWords);
    const hinted = Boolean(hint && hint.type === 'place-meeple' && hint.feature === feature && Boolean(hint.guard) === Boolean(guard));
    const b = make('button', {
      type: 'button', dataset: { feature, guard: guard ? '1' : undefined, hinted: hinted ? '1' : undefined },
      class: hinted ? 'hinted' : undefined,
      title: t(guard ? 'page-put-guard.title' : 'page-put-meeple.title', { feature: label }),
      'aria-keyshortcuts': i < 9 ? String(i + 1) : undefined,
    });
    // seen: the key, the short label ("Road · E–W"); said by a screen reader (the button's name,
    // and the text board's O): the feature in words, its sides as turned
    b.append(make('kbd', { text: String(i + 1), 'aria-hidden': 'true' }));
    b.append(icon(guard ? 'guard' : 'meeple', colour),
      make('span', { text: guard ? t('page-guard-spot', { feature: label }) : label, 'aria-hidden': 'true' }),
      make('span', { class: 'visually-hidden choice-words', text: meepleChoiceWords(state.kinds[last.kind], feature, last.rotation, guard) }));
    if (hinted) b.append(make('span', { class: 'visually-hidden', text: ` ${t('page-hinted-choice')}` }));
    b.addEventListener('click', () => ctrl.placeMeeple(feature, guard));
    const hi = () => { state.meepleHover = { feature, guard }; requestRender(); };
    const lo = () => { state.meepleHover = null; requestRender(); };
    b.addEventListener('pointerenter', hi);
    b.addEventListener('pointerleave', lo);
    b.addEventListener('focus', hi);
    b.addEventListener('blur', lo);
    el.spots.append(b);
  });
  if (v.meeple_choices.length > 9) el.spots.append(make('p', { class: 'muted small choice-keys', text: t('page-choice-keys', { count: v.meeple_choices.length }) }));
  if (!v.meeple_choices.length) {
    const p = v.players[v.current];
    el.spots.append(make('p', {
      class: 'muted',
      text: t(p.meeples + p.guards > 0 ? 'page-no-free-feature' : 'page-no-meeple-left'),
    }));
  }
}

/** The turn the panel was last scrolled to the top for (`keepPlace`). */
const place = { turn: '' };

/**
 * A new turn starts at the panel's top: the status and the tile in hand in view, the outcome's
 * and the ghost moves' boxes (style.css) scrolled to their start, whatever was scrolled before.
 */
function keepPlace() {
  const v = state.view;
  const turn = `${state.gameId}:${v.tiles.length}:${v.current}:${v.phase === 'game-over'}`;
  if (turn === place.turn) return;
  place.turn = turn;
  for (const box of [el.panel, el.outcomeBox, el.ghostBox]) box.scrollTop = 0;
}

/** The smallest height (CSS pixels) of a box that scrolls: a few lines, even in a short window. */
const MIN_BOX = 140;

/**
 * A box that scrolls (a long outcome, many ghost moves) ends inside the panel as it is at the
 * turn's start (the status, the last turns and the tile in hand above it: style.css gives the
 * box at most 34% of the window, this at most the room left under them), and can be scrolled
 * from the keyboard too: focusable while its words overflow it. Measured once the frame is
 * laid out.
 */
export function scrollableByKeys(/** @type {HTMLElement} */ box, { fit = true } = {}) {
  requestAnimationFrame(() => {
    if (box.hidden) return;
    if (fit) {
      const panel = el.panel.getBoundingClientRect();
      const top = box.getBoundingClientRect().top - panel.top + el.panel.scrollTop;
      // (the card's padding and border, and the panel's, under the box)
      const room = Math.floor(el.panel.clientHeight - top - 24);
      box.style.setProperty('--room', `${Math.max(MIN_BOX, room)}px`);
    }
    const over = box.scrollHeight > box.clientHeight + 1;
    if (over) box.tabIndex = 0;
    else box.removeAttribute('tabindex');
  });
}

/** The outcome panel: what placing the tile at the focused cell would do. */
export function updateOutcome() {
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
      const rotations = list([...rots].sort((a, b) => a - b).map((r) => `${r}°`), 'or');
      note = t('page-fits-only-turned', { rotations, touch: state.touch });
    } else if (!state.tileAt.has(cellKey(c.x, c.y)) && isNeighbourCell(c.x, c.y)) {
      note = t('page-not-here', { why: problemWords(c.x, c.y) || t('page-no-fit') });
    }
  }
  if (pv !== state.preview) {
    state.outcomeMarks = null;
    el.outcomeBox.scrollTop = 0; // another cell's outcome is read from its start
  }
  state.preview = pv;
  if (pv) {
    renderOutcome(el.outcome, pv, {
      players: v.players, kinds: state.kinds, current: v.current, supply: v.ghost_supply,
      places: placeLabels(v), heading: true,
      onMarks: (keys) => {
        state.outcomeMarks = keys ? new Set(keys) : null;
        requestRender();
      },
    });
    el.outcome.dataset.cell = `${pv.x},${pv.y},${pv.rotation}`;
  } else {
    renderOutcome(el.outcome, null);
    delete el.outcome.dataset.cell;
    const fits = state.legal.some((p) => p.rotation === state.rotation);
    el.outcome.append(make('p', {
      class: 'muted outcome-help',
      text: note || t(fits ? 'page-point-at-cell' : 'page-fits-nowhere', { touch: state.touch }),
    }));
  }
  scrollableByKeys(el.outcomeBox);
}

/** The turn log, read from the engine only while its panel is open and only on a change. */
export function updateLog() {
  if (!el.logCard.open) return;
  const v = state.view;
  const key = `${state.gameId}:${v.actions}:${v.redo}:${v.tiles.length}:${v.phase}:${v.meeples.length}:${v.ghost_supply}`;
  if (key === log.logKey) return;
  log.logKey = key;
  const lines = turnLogNow();
  const shown = lines.slice(-120);
  el.log.replaceChildren(...shown.map((l) => {
    const line = logWords(l, state.view.players);
    const li = make('li', { class: l.auto ? 'auto' : '' }, swatch(playerColour(l.player)), make('span', { text: l.auto ? t('page-log-forced', { line }) : line }));
    if (l.rule && l.rule !== 'B1') li.append(' ', ruleLink(l.rule));
    return li;
  }));
  if (!shown.length) el.log.append(make('li', { class: 'muted', text: t('page-log-empty') }));
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

/** The hint at the bottom of the board: what a click (a tap) or a key would do now. */
export function updateHint() {
  if (state.view) el.hint.textContent = hintWords();
}

/**
 * An online table where the player may not act now (another seat's turn, a watcher, no
 * connection: page/online.js onlineRefusal): nothing in the panel acts for the player. The
 * controls are disabled, the choices of the seat to move (its meeple spots, its ghost moves)
 * are no buttons here, and the turn banner says why (turn-banner.js).
 */
function holdForOtherSeat() {
  if (onlineNothingToUndo()) el.undo.disabled = true; // the other seats' moves are not the player's to take back
  if (!onlineRefusal()) return;
  for (const b of [el.rotate, el.undo, el.redo, el.skip]) b.disabled = true;
  el.spots.replaceChildren();
  el.ghostMoves.replaceChildren();
  el.ghostBox.hidden = true;
  el.meepleBox.hidden = true;
}

/** What a click (a tap) or a key would do now, in words, from the state ('' when nothing to say). */
export function hintWords() {
  const v = state.view;
  if (!v) return '';
  if (onlineRefusal()) return ''; // an online table, not the player's move: the banner says whose it is
  let text = '';
  const touch = state.touch;
  const h = state.pointerOn ? state.hover : null;
  if (v.phase === 'place-tile' && h && !state.keyboard) {
    const rots = legalHere(h.x, h.y);
    if (rots && rots.has(state.rotation)) text = t('page-hint-place-here', { touch });
    else if (rots) text = t('page-hint-fits-turned', { touch });
    else if (isNeighbourCell(h.x, h.y) && !state.tileAt.has(cellKey(h.x, h.y))) {
      text = problemWords(h.x, h.y);
    }
  } else if (v.phase === 'place-tile' && state.keyboard && cursorCell()) {
    const c = /** @type {{x: number, y: number}} */ (cursorCell());
    const rots = legalHere(c.x, c.y);
    text = t(rots && rots.has(state.rotation) ? 'page-hint-enter' : 'page-hint-no-fit-cursor');
  } else if (v.phase === 'place-tile' && !state.legal.some((p) => p.rotation === state.rotation)) {
    text = t('page-hint-rotate');
  } else if (v.phase === 'meeple' && v.meeple_choices.length) {
    text = t('page-hint-meeple', { touch });
  } else if (v.phase === 'ghosts' && state.ghost) {
    const gs = state.ghost;
    if (gs.sources.size > 1 && gs.targets.size === 1) text = t('page-hint-ghost-source', { touch });
    else if (gs.sources.size > 1 && !gs.selected) text = t('page-hint-ghost-source-target', { touch });
    else text = t('page-hint-ghost-target', { touch });
  }
  return text;
}

