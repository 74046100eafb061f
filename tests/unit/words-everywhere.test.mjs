// The words between the player's turns, checked in all five languages (issue 24): the turn log
// (and the "What just happened" card, last-move.js), the embed's step recaps (the log lines,
// the ghosts owed and paid, the scorings: happenedWords mirrors embed/main.js describeResult),
// the outcome panel with a meeple's third ghost (G3), the computer's status line, the hint and
// its reason, and the link's replay line. tests/e2e/panel-words.mjs `wordingProblems` says what
// no sentence may say: a coordinate pair, a raw message id, a file keyword, French "de les",
// "de un", "à le", "joue aucun", "sur : ", Czech z/ze and s/se before a number. And each recap
// of the ghosts paid names the player the engine says: the one who placed the tile.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { obligationLine, outcomeLines, placeLabels, playerName } from '../../www/words/outcome.js';
import { eventWords, logWords } from '../../www/words/log-words.js';
import { lastMoves, moveWords } from '../../www/page/last-move.js';
import { decisionLine, decisionWords, hintReason } from '../../www/page/move-words.js';
import { t } from '../../www/words/i18n.js';
import { TEXT_LANGS } from '../../www/words/text.js';
import { LOCALES, random, useLanguage } from './words.mjs';
import { wordingProblems } from '../e2e/panel-words.mjs';

const engine = await import('../../pkg/carcassonne_mist.js');
engine.initSync({ module: readFileSync(new URL('../../pkg/carcassonne_mist_bg.wasm', import.meta.url)) });
// the computer player's module (pkg/fast/, with computerMove: the page's leaves it out), as its worker loads it
const fast = await import('../../pkg/fast/carcassonne_mist.js');
fast.initSync({ module: readFileSync(new URL('../../pkg/fast/carcassonne_mist_bg.wasm', import.meta.url)) });
const SCENARIOS = new URL('../../www/scenarios/', import.meta.url);

/** @typedef {import('../../pkg/carcassonne_mist.js').GameHandle} GameHandle */
/** @typedef {import('../../types/engine/LogLine').LogLine} LogLine */
/** @typedef {import('../../types/engine/GameView').GameView} GameView */
/** @typedef {import('../../types/engine/ActionSpec').ActionSpec} ActionSpec */

/** Every message id of the English files: none may be read as such. */
const IDS = new Set(readdirSync(new URL('en/', LOCALES)).flatMap((f) => (readFileSync(new URL(`en/${f}`, LOCALES), 'utf8').match(/^[a-z][a-z0-9-]*(?= =)/gm) || [])));


/**
 * What an embed's step recap says (embed/main.js describeResult): the log lines, owed or paid, the scorings.
 * @param {GameHandle} g
 * @param {{log: number, events: number, paid: string}} before
 */
function happenedWords(g, before) {
  const v = g.view();
  const places = placeLabels(v);
  const out = g.turnLog().slice(before.log).map((/** @type {LogLine} */ l) => logWords(l, v.players, places));
  if (v.phase === 'ghosts') for (const o of v.obligations) out.push(obligationLine(o, { players: v.players, places }).text);
  else if (JSON.stringify(v.ghosts_paid) !== before.paid) for (const o of v.ghosts_paid) out.push(obligationLine(o, { players: v.players, places }).text);
  for (const e of v.events.slice(before.events)) out.push(eventWords(e, v.players));
  return out;
}

/**
 * The placing player of the ghosts paid now: the player of the last tile placed in the log.
 * @param {GameHandle} g
 */
function placer(g) {
  const tiles = g.turnLog().filter((/** @type {LogLine} */ l) => l.action === 'place-tile');
  return tiles.length ? tiles[tiles.length - 1].player : g.view().current;
}

/**
 * Reads `texts` in `lang` into `found` (each problem with where it came from).
 * @param {string[]} found
 * @param {string} lang
 * @param {string} where
 * @param {string[]} texts
 */
function check(found, lang, where, texts) {
  for (const s of texts) for (const p of wordingProblems(s, lang, IDS)) found.push(`${lang} ${where}: ${p}`);
}

test('every scenario step: the recap, the turn log, the last-move card, the panel with G3, in five languages; the ghosts paid are the placer\'s', () => {
  const files = readdirSync(SCENARIOS).filter((f) => f.endsWith('.json')).sort();
  /** @type {string[]} */
  const found = [];
  let recaps = 0;
  let homes = 0;
  let paid = 0;
  for (const lang of TEXT_LANGS) {
    useLanguage(lang);
    for (const file of files) {
      const text = readFileSync(new URL(file, SCENARIOS), 'utf8');
      const steps = JSON.parse(text).steps || [];
      const g = engine.GameHandle.fromScenario(text);
      // (the file's steps, as parsed)
      steps.forEach((/** @type {any} */ s, /** @type {number} */ i) => {
        const where = `${file} step ${i + 1}`;
        const a = s.do;
        const v0 = g.view();
        if (a.type === 'place-tile' && !s.refused && !s.error) {
          const pv = g.preview(a.x, a.y, a.rotation ?? 0);
          const lines = outcomeLines(pv, { players: v0.players, places: placeLabels(v0) });
          const home = lines.filter((l) => l.rule === 'G3');
          homes += home.length;
          assert.equal(home.length, pv.obligations.reduce((/** @type {number} */ n, /** @type {import('../../types/engine/ObligationView').ObligationView} */ o) => n + o.home.length, 0), `${where}: one G3 line a meeple sent home`);
          check(found, lang, `${where} panel`, lines.map((l) => l.text));
        }
        // the computer's line for the step, as the page would word it
        check(found, lang, `${where} computer`, [decisionLine('page-ai-plays', a, v0, playerName(v0.players, v0.current))]);
        const before = { log: g.turnLog().length, events: v0.events.length, paid: JSON.stringify(v0.ghosts_paid) };
        try {
          g.play(JSON.stringify(a));
        } catch {
          return;
        }
        recaps += 1;
        check(found, lang, `${where} recap`, happenedWords(g, before));
        const v = g.view();
        // each recap of the ghosts paid names the player the engine says: the one who placed
        const who = placer(g);
        for (const o of v.ghosts_paid) {
          if (o.to !== 'own' || !o.moved) continue;
          paid += 1;
          assert.deepEqual(o.players, [who], `${where}: the ghosts paid to the placer's own meeples`);
          const line = obligationLine(o, { players: v.players, places: placeLabels(v) }).text.replace(/[\u2068\u2069]/g, '');
          assert.ok(line.includes(playerName(v.players, who)), `${lang} ${where}: "${line}" names ${playerName(v.players, who)}`);
        }
        for (const m of lastMoves(g.turnLog(), v)) if (m) check(found, lang, `${where} card`, moveWords(m, v));
      });
      g.free();
    }
  }
  assert.ok(recaps >= 5 * 60, `${recaps} recaps read`);
  assert.ok(homes >= 5 * 3, `${homes} G3 lines read`);
  assert.ok(paid >= 5 * 5, `${paid} recaps of ghosts paid checked`);
  assert.deepEqual(found, []);
});

test('seeded all-sets games: the turn log, the computer\'s lines and the link replay, in five languages', () => {
  /** @type {string[]} */
  const found = [];
  let lines = 0;
  let decisions = 0;
  const games = [[2, 42], [3, 5], [4, 13]];
  for (const [players, seed] of games) {
    const g = engine.GameHandle.load(JSON.stringify({
      format: 'carcassonne-mist/game', version: 1,
      setup: { players: ['Red', 'Blue', 'Green', 'Yellow'].slice(0, players), sets: ['base', 'gcc', 'sc'], seed }, actions: [],
    }));
    const rnd = random(seed);
    /** @type {[GameView, ActionSpec[]][]} */
    const asked = []; // [view, actions] of some decisions, worded in each language below
    for (let turn = 0; turn < 700; turn++) {
      const v = g.view();
      if (v.phase === 'game-over') break;
      const legal = g.legalActions();
      if (turn % 7 === 0 || v.phase === 'ghosts') asked.push([v, legal.slice(0, 12)]);
      g.play(JSON.stringify(legal[Math.floor(rnd() * legal.length)]));
    }
    const log = g.turnLog();
    const v = g.view();
    for (const lang of TEXT_LANGS) {
      useLanguage(lang);
      const places = placeLabels(v);
      check(found, lang, `game ${players}/${seed} log`, log.map((/** @type {LogLine} */ l) => logWords(l, v.players, places)));
      lines += log.length;
      for (const [w, acts] of asked) {
        const who = playerName(w.players, w.current);
        for (const a of acts) {
          check(found, lang, `game ${players}/${seed} decision`, [
            decisionLine('page-ai-plays', a, w, who), decisionLine('page-ai-hint', a, w), t('page-link-replay', { name: who, at: 2, n: 4, what: decisionWords(a, w) }),
          ]);
          decisions += 1;
        }
      }
    }
    g.free();
  }
  assert.ok(lines > 5 * 600, `${lines} log lines read`);
  assert.ok(decisions > 5 * 300, `${decisions} decisions worded`);
  assert.deepEqual(found, []);
});

test("the hint's reason from the search's own figures, in five languages, for a meeple decision", () => {
  const g = fast.GameHandle.fromScenario(readFileSync(new URL('example-1.json', SCENARIOS), 'utf8'));
  g.play(JSON.stringify({ type: 'place-tile', x: 0, y: -1, rotation: 0 }));
  const v = g.view();
  assert.equal(v.phase, 'meeple');
  const r = g.computerMove('mcts:400sims', 3);
  assert.ok(r.compared.length >= 2 && r.tried >= 2, JSON.stringify(r));
  /** @type {string[]} */
  const found = [];
  for (const lang of TEXT_LANGS) {
    useLanguage(lang);
    const why = hintReason(r, v);
    assert.ok(why.length > 40, `${lang}: ${why}`);
    assert.ok(why.includes(String(r.legal)), `${lang}: the moves there were: ${why}`);
    const share = Math.round((100 * r.compared[0].visits) / r.simulations);
    assert.ok(why.includes(String(share)), `${lang}: this move's share of the trial games (${share}): ${why}`);
    check(found, lang, 'hint', [decisionLine('page-ai-hint', r.action, v), why]);
  }
  g.free();
  assert.deepEqual(found, []);
});

test('the French and Czech slips of issue 43: a Sentinelle, the Indice, dans le pré, další 3', () => {
  useLanguage('fr');
  const fr = [
    t('page-guards-in-supply', { n: 2 }), t('page-guards-in-supply-general', { n: 2, more: 3 }), t('page-put-guard.title', { feature: 'Route · E–O' }),
    t('page-hint-button'), t('page-ai-hint', { move: 'x' }), t('page-ai-no-hint', { error: 'x' }), t('editor-guard'),
    ...['field', 'city', 'road'].flatMap((kind) => [t('page-move-meeple', { kind }), t('page-move-guard', { kind }), t('log-meeple', { player: 'Bleu', kind }), t('log-guard', { player: 'Bleu', kind })]),
  ];
  assert.deepEqual(fr.flatMap((x) => wordingProblems(x, 'fr')), []);
  assert.equal(t('page-hint-button'), 'Indice');
  assert.equal(t('log-meeple', { player: 'Bleu', kind: 'field' }), 'Bleu a posé un meeple dans le pré');
  useLanguage('cs');
  for (const more of [1, 2, 3, 4, 5, 12]) {
    const words = t('page-guards-in-supply-general', { n: 2, more });
    assert.deepEqual(wordingProblems(words, 'cs'), [], words);
    assert.match(words, more >= 5 ? new RegExp(`dalších ${more} `) : new RegExp(`další ${more} `), words);
  }
  useLanguage('en');
});

test('the checks find what they look for', () => {
  assert.equal(wordingProblems('2 meeples Sentinelle en réserve', 'fr').length, 1);
  assert.equal(wordingProblems('Conseil : un meeple', 'fr').length, 1);
  assert.equal(wordingProblems('un meeple sur le pré', 'fr').length, 1);
  assert.equal(wordingProblems('dalších 3 v obecné zásobě', 'cs').length, 1);
  // each rule finds its mistake (the test can fail)
  assert.equal(wordingProblems('Bleu a déplacé un fantôme de les cercles', 'fr').length, 1);
  assert.equal(wordingProblems('un fantôme de un cercle', 'fr').length, 1);
  assert.equal(wordingProblems('Bleu joue aucun meeple', 'fr').length, 1);
  assert.deepEqual(wordingProblems('Bleu ne joue aucun meeple', 'fr'), []);
  assert.equal(wordingProblems('un meeple sur : pré', 'fr').length, 1);
  assert.equal(wordingProblems('Indice: un meeple', 'fr').length, 1);
  assert.equal(wordingProblems('přiloženo z 4 kartiček', 'cs').length, 1);
  assert.deepEqual(wordingProblems('přiloženo ze 4 kartiček, z 5 a z 15', 'cs'), []);
  assert.equal(wordingProblems('Klášter s 7 kartičkami', 'cs').length, 1);
  assert.equal(wordingProblems('Blue plays the tile at (0, 3)', 'en').length, 1);
  assert.equal(wordingProblems('a meeple on road1', 'en').length, 1);
  assert.equal(wordingProblems('see picture-link', 'en', new Set(['picture-link'])).length, 1);
});
