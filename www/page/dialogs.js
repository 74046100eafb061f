// Dialogs: new game (players, sets, variants V1–V6, seed), share link, final scores, rules;
// saving to and loading from a file.

import { $, make, messageOf, swatch } from '../ui/dom.js';
import { iso } from '../words/text.js';
import { DEFAULT_PLAYERS, isPlainColour } from '../render/colours.js';
import { fileText, isBackupText } from '../io/file-text.js';
import { MAX_GAME_BYTES } from '../io/inflate.js';
import { SEAT_LEVELS } from '../io/session.js';
import { playerWord, ruleTitle } from '../words/outcome.js';
import { ruleLink } from '../ui/outcome.js';
import { markScoringLine } from '../ui/inspect.js';
import { fileErrorWords } from '../words/file-errors.js';
import { RULES, ruleText } from '../words/rules.js';
import { clearError, el, playerColour, randomSeed, showError, state, unconnected } from './state.js';
import { DEFAULT_SETS, LIMITS, MAX_SEED, SETS, VARIANTS } from '../engine/vocabulary.js';
import { adopt, keeping, openGame } from './games.js';
import { eventWords } from '../words/log-words.js';
import { ai, setNextSeats } from './ai.js';
import { REMOTE_SEAT, newLinkId } from './link.js';
import { keepLang, list, seatWords, t, withMarkup, wordDom } from '../words/pages.js';

/**
 * The controller's actions this module asks for, connected by page/main.js at start-up
 * (`connectDialogs`): a module below main.js cannot import it.
 * @type {Pick<import('./state.js').PageActions, 'defaultSetup' | 'setUrlForSetup' | 'shareLink'>}
 */
let ctrl = unconnected();

/**
 * Connects the controller's actions this module asks for (page/main.js, once at start-up).
 * @param {Pick<import('./state.js').PageActions, 'defaultSetup' | 'setUrlForSetup' | 'shareLink'>} actions
 */
export function connectDialogs(actions) {
  ctrl = actions;
}

/** Each variant's rulebook reading (its first option): {setup key: value}. */
export function variantDefaults() {
  return Object.fromEntries(VARIANTS.map((v) => [v.key, v.options[0]]));
}

/**
 * A player's row of the New game dialog: name, colour, and who plays the seat.
 * @param {string} name
 * @param {string} colour
 * @param {string | null} [level] a computer's level, REMOTE_SEAT, or null for a person here
 */
function playerRow(name, colour, level = null) {
  const li = make('li', { class: 'ng-player' });
  // (each control named with the row's number: refreshPlayerRows)
  const colourInput = make('input', { type: 'color', value: colour, dataset: { l10n: 'page-ng-colour', l10nAttrs: 'aria-label' } });
  const nameInput = make('input', {
    type: 'text', value: name, required: true, maxlength: String(LIMITS.max_name_len), autocomplete: 'off', dataset: { l10n: 'page-ng-name', l10nAttrs: 'aria-label' },
  });
  const remove = make('button', { type: 'button', class: 'ng-remove', text: '×', dataset: { l10n: 'page-ng-remove', l10nAttrs: 'title aria-label' } });
  remove.addEventListener('click', () => {
    li.remove();
    refreshPlayerRows();
  });
  // human, the computer at one of the engine's levels, or a friend
  const who = make('select', { class: 'ng-who', dataset: { l10n: 'page-ng-who', l10nAttrs: 'aria-label' } });
  const levels = SEAT_LEVELS.map((l) => [l, `page-computer-${l}`]);
  for (const [value, id] of [['', 'page-human'], ...levels, [REMOTE_SEAT, 'page-link-seat-remote']]) {
    who.append(make('option', { value, text: t(id), dataset: { l10n: id } }));
  }
  who.value = level || '';
  li.append(colourInput, nameInput, who, remove);
  return li;
}

function refreshPlayerRows() {
  const rows = [...el.ngPlayers.children];
  rows.forEach((r, i) => {
    /** @type {HTMLButtonElement} */ (r.querySelector('.ng-remove')).disabled = rows.length <= 2;
    // each control says whose row it is ("Player 2: played by"), renumbered as rows go
    for (const c of r.querySelectorAll('[data-l10n]')) {
      if (c.tagName !== 'OPTION') /** @type {HTMLElement} */ (c).dataset.l10nArgs = JSON.stringify({ n: i + 1 });
    }
    wordDom(r);
  });
  el.ngAdd.disabled = rows.length >= 6;
}

function selectedSets() {
  const r = /** @type {HTMLInputElement} */ (el.ngForm.querySelector('input[name="sets"]:checked'));
  return r ? r.value.split(',') : [...SETS];
}

function refreshVariantRows() {
  const sets = selectedSets();
  for (const row of /** @type {NodeListOf<HTMLElement>} */ (el.ngVariants.querySelectorAll('.variant'))) {
    const ok = sets.includes(row.dataset.needs ?? '');
    row.classList.toggle('off', !ok);
    /** @type {HTMLSelectElement} */ (row.querySelector('select')).disabled = !ok;
    /** @type {HTMLElement} */ (row.querySelector('.needs')).hidden = ok;
  }
}

/** Wires the dialogs' buttons and forms (once, at start-up). */
export function setupDialogs() {
  wordVariants();
  for (const r of el.ngForm.querySelectorAll('input[name="sets"]')) r.addEventListener('change', refreshVariantRows);
  el.ngAdd.addEventListener('click', () => {
    const used = new Set([.../** @type {NodeListOf<HTMLInputElement>} */ (el.ngPlayers.querySelectorAll('input[type="text"]'))].map((i) => i.value));
    const usedColours = new Set([.../** @type {NodeListOf<HTMLInputElement>} */ (el.ngPlayers.querySelectorAll('input[type="color"]'))].map((i) => i.value.toLowerCase()));
    // the next colour with its name in the reader's language (common.ftl colour-…)
    const named = DEFAULT_PLAYERS.map(([n, c]) => [t(`player-colour-${n.toLowerCase()}`), c]);
    const next = named.find(([n, c]) => !used.has(n) && !usedColours.has(c)) || named.find(([n]) => !used.has(n)) || [t('player-n', { n: el.ngPlayers.children.length + 1 }), '#888888'];
    el.ngPlayers.append(playerRow(next[0], next[1]));
    refreshPlayerRows();
    /** @type {HTMLInputElement} */ (/** @type {Element} */ (el.ngPlayers.lastElementChild).querySelector('input[type="text"]')).focus();
  });
  el.ngDice.addEventListener('click', () => {
    el.ngSeed.value = String(randomSeed());
  });
  el.ngCancel.addEventListener('click', () => el.ngDialog.close());
  // the dialog gives the focus back to what had it; opened by itself on a first visit nothing
  // had (the focus stays in the closed dialog, then falls to the page's body): then the board
  // takes it (its description says its keys)
  el.ngDialog.addEventListener('close', () => {
    const a = document.activeElement;
    if (!a || a === document.body || el.ngDialog.contains(a)) el.board.focus();
  });
  el.ngForm.addEventListener('submit', (e) => {
    e.preventDefault();
    const players = [...el.ngPlayers.children].map((li) => ({
      name: /** @type {HTMLInputElement} */ (li.querySelector('input[type="text"]')).value.trim(),
      colour: /** @type {HTMLInputElement} */ (li.querySelector('input[type="color"]')).value,
    }));
    const seedText = el.ngSeed.value.trim();
    if (!/^\d{1,16}$/.test(seedText) || Number(seedText) > MAX_SEED) {
      el.ngError.textContent = t('page-ng-bad-seed');
      return;
    }
    const sets = selectedSets();
    /** @type {Record<string, string>} */
    const variants = {};
    for (const vdef of VARIANTS) {
      const sel = /** @type {HTMLSelectElement} */ ($(`ng-${vdef.key}`));
      if (!sel.disabled) variants[vdef.key] = sel.value;
    }
    const setup = { players, sets, seed: Number(seedText), variants };
    let game;
    const json = JSON.stringify(setup);
    try {
      game = state.engine.GameHandle.newGame(json);
    } catch (err) {
      // a blank, repeated or look-alike name, a name with control characters: the engine's
      // name rule (src/names.rs), worded from its kind
      el.ngError.textContent = fileErrorWords(state.engine, json, 'setup', err);
      return;
    }
    el.ngDialog.close();
    clearError();
    const seats = [...el.ngPlayers.children].map((li) => /** @type {HTMLSelectElement} */ (li.querySelector('.ng-who')).value || null);
    setNextSeats(seats);
    ctrl.setUrlForSetup(setup);
    // a seat played by a friend: a game by link (page/link.js), with its id and the seats played here
    const link = seats.includes(REMOTE_SEAT) ? { id: newLinkId(), local: seats.map((s) => s !== REMOTE_SEAT) } : null;
    openGame(game, null, { keepEmpty: Boolean(link), link });
    // a game started: the board takes the focus (its keys play it), not the New game button
    // the dialog gives it back to, where Enter would open the dialog again
    el.board.focus();
  });
  el.newGame.addEventListener('click', () => openNewGameDialog());
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
    let json = null;
    try {
      if (file.size > MAX_GAME_BYTES) throw new Error(t('page-file-too-big'));
      const text = fileText(new Uint8Array(await file.arrayBuffer()));
      if (text === null) throw new Error(t('page-file-not-text'));
      if (isBackupText(text)) throw new Error(t('page-file-is-backup'));
      json = text;
      const game = state.engine.GameHandle.load(json);
      clearError();
      history.replaceState(null, '', keepLang(location.pathname));
      adopt(game);
    } catch (e) {
      // a saved game's error in the reader's language (its kind and field path: file-errors.js)
      const error = json === null ? messageOf(e) : fileErrorWords(state.engine, json, 'game', e);
      showError(t('page-cannot-load-file', { file: file.name, error }));
    }
  });
  el.share.addEventListener('click', async () => {
    try {
      const url = await ctrl.shareLink();
      el.shareUrl.value = url;
      el.shareNote.textContent = t('page-share-note', { n: url.length });
      el.shareDialog.showModal();
      el.shareUrl.select();
    } catch (e) {
      showError(t('page-cannot-share', { error: messageOf(e) }));
    }
  });
  el.shareCopy.addEventListener('click', async () => {
    el.shareUrl.select();
    try {
      await navigator.clipboard.writeText(el.shareUrl.value);
      el.shareNote.textContent = t('page-copied');
    } catch {
      el.shareNote.textContent = t('page-copy-yourself');
    }
  });
  el.shareClose.addEventListener('click', () => el.shareDialog.close());

  // final scores and rules
  el.showFinal.addEventListener('click', openFinal);
  el.finalClose.addEventListener('click', () => el.finalDialog.close());
  el.rulesButton.addEventListener('click', openRules);
  el.rulesClose.addEventListener('click', () => el.rulesDialog.close());
  el.aboutButton.addEventListener('click', () => el.aboutDialog.showModal());
  el.aboutClose.addEventListener('click', () => el.aboutDialog.close());
  // which sets are reconstructed: in the About box and next to the sets of the New game dialog
  for (const p of document.querySelectorAll('p.reconstructed')) p.replaceChildren(...reconstructedNotice());
  for (const d of [el.ngDialog, el.shareDialog, el.finalDialog, el.rulesDialog, el.aboutDialog]) {
    // a click on the backdrop closes a dialog
    d.addEventListener('click', (e) => {
      if (e.target === d) {
        const r = d.getBoundingClientRect();
        if (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom) d.close();
      }
    });
  }
}

/**
 * The variants' rows of the New game dialog, in the page's language: a select per variant, its
 * options (the engine's vocabulary) and their words (page.ftl page-variant-<id>-opt-<option>). Worded again on a change of language, keeping
 * what is chosen.
 */
export function wordVariants() {
  const chosen = Object.fromEntries(VARIANTS.map((v) => [v.key, /** @type {HTMLSelectElement} */ ($(`ng-${v.key}`))?.value]));
  for (const row of el.ngVariants.querySelectorAll('.variant')) row.remove();
  for (const vdef of VARIANTS) {
    const sel = make('select', { id: `ng-${vdef.key}`, name: vdef.key, 'aria-describedby': `ng-${vdef.key}-help` });
    // the engine's options (the rulebook's first), each worded in the reader's language
    vdef.options.forEach((value, i) => {
      const text = t(`page-variant-${vdef.id}-opt-${value}`);
      sel.append(make('option', { value, text: t(i === 0 ? 'page-ng-rulebook' : 'page-ng-option', { value, text }) }));
    });
    if (chosen[vdef.key]) sel.value = chosen[vdef.key];
    const label = make('label', { for: sel.id }, make('span', { text: t(`page-variant-${vdef.id}`) }));
    const row = make('div', { class: 'variant', dataset: { needs: vdef.needs } },
      make('div', { class: 'variant-head' }, ruleLink(vdef.id), label),
      sel,
      make('p', { class: 'muted small', id: `ng-${vdef.key}-help`, text: t(`page-variant-${vdef.id}-help`) }),
      make('p', { class: 'needs small', text: t(vdef.needs === 'sc' ? 'page-ng-only-sc' : 'page-ng-only-gcc') }));
    el.ngVariants.append(row);
  }
  refreshVariantRows();
}

/** Forgets the rules dialog's words (built again, in the page's language, when next opened). */
export function forgetRules() {
  el.rulesList.replaceChildren();
}

/** Where the page's guide to correcting a tile file is (docs/TILES.md, served beside www/). */
export const TILES_GUIDE = '../docs/TILES.md#correcting-a-reconstructed-set';

/** The notice that the Exp. 11 and Spell Circles tiles are reconstructed (README, docs/TILES.md). */
function reconstructedNotice() {
  return [
    make('span', { dataset: { l10n: 'page-reconstructed', l10nMarkup: '' } }, ...withMarkup(t('page-reconstructed'))), ' ',
    make('a', { href: TILES_GUIDE, target: '_blank', rel: 'noopener', text: t('page-tiles-guide'), dataset: { l10n: 'page-tiles-guide' } }), '.',
  ];
}

/** Opens the New game dialog with the current game's players, sets and variants. */
/** Opens the New game dialog; `why`: the words of a setup just refused (an address's), shown in it. */
export function openNewGameDialog(why = '') {
  const setup = state.setup || ctrl.defaultSetup();
  const players = (setup.players || []).map((/** @type {string | {name: string, colour?: string}} */ p, /** @type {number} */ i) => (typeof p === 'string'
    ? { name: playerWord(p), colour: DEFAULT_PLAYERS[i % 6][1] }
    : { name: playerWord(p.name), colour: isPlainColour(p.colour) ? p.colour : DEFAULT_PLAYERS[i % 6][1] }));
  const link = /** @type {{local: boolean[]} | null} */ (keeping.link);
  const remote = (/** @type {number} */ i) => Boolean(link && link.local[i] === false);
  el.ngPlayers.replaceChildren(...players.map((/** @type {{name: string, colour: string}} */ p, /** @type {number} */ i) => playerRow(p.name, toHexColour(p.colour), remote(i) ? REMOTE_SEAT : ai.seats[i])));
  refreshPlayerRows();
  const sets = (setup.sets || DEFAULT_SETS).join(',');
  for (const r of /** @type {NodeListOf<HTMLInputElement>} */ (el.ngForm.querySelectorAll('input[name="sets"]'))) r.checked = r.value === sets;
  if (!el.ngForm.querySelector('input[name="sets"]:checked')) /** @type {HTMLInputElement} */ (el.ngForm.querySelector(`input[value="${SETS.join(',')}"]`)).checked = true;
  /** @type {Record<string, string>} */
  const variants = (state.view && state.view.variants) || {};
  for (const vdef of VARIANTS) {
    const sel = /** @type {HTMLSelectElement} */ ($(`ng-${vdef.key}`));
    if (variants[vdef.key]) sel.value = variants[vdef.key];
    else sel.selectedIndex = 0;
  }
  // folded unless the game played reads a rule another way than the rulebook
  /** @type {HTMLDetailsElement} */ ($('ng-variants-box')).open = VARIANTS.some((vdef) => /** @type {HTMLSelectElement} */ ($(`ng-${vdef.key}`)).selectedIndex > 0);
  refreshVariantRows();
  el.ngSeed.value = String(randomSeed());
  el.ngError.textContent = why;
  el.ngDialog.showModal();
}

/**
 * A CSS colour as #rrggbb for a colour input.
 * @param {string} colour
 */
function toHexColour(colour) {
  if (/^#[0-9a-f]{6}$/i.test(colour)) return colour.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(colour)) return `#${[...colour.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  const probe = document.createElement('canvas').getContext('2d');
  if (!probe) return '#888888';
  probe.fillStyle = '#000000';
  probe.fillStyle = colour;
  return /^#[0-9a-f]{6}$/i.test(String(probe.fillStyle)) ? String(probe.fillStyle) : '#888888';
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
    showError(t('page-cannot-save', { error: messageOf(e) }));
  }
}

/** The final table's rows: the engine's categories (view::score_table), worded by page-row-<category>. */
const CATEGORIES = ['roads', 'cities', 'monasteries', 'fields', 'castles', 'ghosts', 'start'];

/**
 * Opens the final scores dialog: one column per player, one row per category (as the engine
 * splits the points: `scoreTable()`), the totals last, like BGA's end-of-game table.
 */
export function openFinal() {
  const v = state.view;
  const table = state.game.scoreTable();
  const totals = table.totals;
  const best = Math.max(...totals);
  const over = v.phase === 'game-over';
  const winners = v.players.filter((_, i) => totals[i] === best).map((p) => iso(playerWord(p.name)));
  el.finalWinner.textContent = over
    ? t('page-final-winner', { players: list(winners), n: winners.length, points: best })
    : t('page-final-not-over');
  const number = new Intl.NumberFormat(document.documentElement.lang || 'en');
  const fmt = (/** @type {number} */ n) => (n === 0 ? '·' : n > 0 ? number.format(n) : `−${number.format(-n)}`);
  const win = (/** @type {number} */ i) => (totals[i] === best ? 'winner' : '');
  const head = make('tr', {},
    make('th', { scope: 'col', class: 'category', text: t(over ? 'page-final-score' : 'page-score-so-far') }),
    ...v.players.map((p, i) => make('th', { scope: 'col', class: win(i), dataset: { player: String(i) } },
      swatch(playerColour(i)), ' ', make('bdi', { text: playerWord(p.name) }),
      // the crown is seen; a screen reader hears the winner in words (the visually hidden title
      // text), not "black chess queen"
      totals[i] === best && over ? make('span', { class: 'crown', title: t('page-winner.title') }, make('span', { 'aria-hidden': 'true', text: ' ♛' }), make('span', { class: 'visually-hidden', text: ` (${t('page-winner.title')})` })) : null,
      seatWords(state.seats[i]) ? make('span', { class: 'seat', text: seatWords(state.seats[i]) }) : null)));
  const body = table.rows.map((/** @type {import('../../types/engine/ScoreRow').ScoreRow} */ r) => {
    const known = CATEGORIES.includes(r.category);
    const name = known ? t(`page-row-${r.category}`) : r.category;
    const rules = known ? t(`page-row-${r.category}.title`) : '';
    return make('tr', { dataset: { category: r.category } },
      make('th', { scope: 'row', title: rules, text: name }),
      ...r.points.map((/** @type {number} */ x, /** @type {number} */ i) => {
        const end = r.at_end[i];
        const title = end && end !== x ? t('page-during-and-end', { during: x - end, end }) : '';
        return make('td', { text: fmt(x), title, class: `${x < 0 ? 'neg' : ''} ${win(i)}`.trim() });
      }));
  });
  const foot = make('tr', { class: 'total' },
    make('th', { scope: 'row', text: t('page-row-total') }),
    ...totals.map((/** @type {number} */ n, /** @type {number} */ i) => make('td', { text: n < 0 ? fmt(n) : number.format(n), class: win(i) })));
  el.finalTable.replaceChildren(make('thead', {}, head), make('tbody', {}, ...body), make('tfoot', {}, foot));
  // what scored at the end; features nobody held, and zeros, are left out
  const endEvents = v.events.filter((e) => !e.complete && e.players.length && e.points !== 0);
  el.finalEvents.replaceChildren(...(endEvents.length
    ? endEvents.map((e) => markScoringLine(make('li', {}, make('span', { text: eventWords(e, v.players) }), ' ', ruleLink(e.rule)), e))
    : [make('li', { class: 'muted', text: t('page-nothing-at-end') })]));
  if (!el.finalDialog.open) el.finalDialog.showModal();
}

function openRules() {
  if (!el.rulesList.childElementCount) {
    for (const letter of ['B', 'G', 'M', 'K', 'S', 'V']) {
      const ids = Object.keys(RULES).filter((id) => id[0] === letter);
      if (!ids.length) continue;
      el.rulesList.append(make('h3', { text: t(`page-rules-${letter}`) }));
      const dl = make('dl');
      for (const id of ids) {
        const r = ruleText(id);
        if (!r) continue;
        dl.append(make('dt', { id: `rule-${id}` }, make('span', { class: 'rule-id', text: id }), ` ${ruleTitle(id, r)}`),
          make('dd', { text: r.text }));
      }
      el.rulesList.append(dl);
    }
  }
  el.rulesDialog.showModal();
}
