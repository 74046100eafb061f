// The outcome panel's words (www/words/outcome.js over www/locales/en/panel.ftl) from hand-made previews, and
// the checks the end-to-end test reads the real panel with (tests/e2e/panel-words.mjs): they
// catch today's wording of issue 11 and pass the panel's. Pure: node --test, no browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { outcomeLines, obligationLine, placeLabels, playerName, playerWord, ruleTitle, spotWords } from '../../www/words/outcome.js';
import { outcomeMarkers } from '../../www/render/markers.js';
import { ruleText } from '../../www/words/rules.js';
import { t as msg, list } from '../../www/words/i18n.js';
import { useLanguage } from './words.mjs';
import { fixture } from './fixture.mjs';

useLanguage('en');
import { panelProblems } from '../e2e/panel-words.mjs';

const players = [{ name: 'Red' }, { name: 'Blue' }, { name: 'Yellow' }, { name: 'Green' }];
// (the hand-made previews hold the fields the words read: fixtures)
/** @param {unknown} pv @param {import('../../www/words/outcome.js').Places | null} [places] */
const lines = (pv, places = null) => outcomeLines(fixture(pv), { players, current: 0, places }).map((l) => ({ text: l.text, rule: l.rule }));
/** @param {number} x @param {number} y @param {string} feature @param {number} player */
const meeple = (x, y, feature, player, ghosts = 0) => ({ kind: 'meeple', x, y, feature, player, ghosts });
/** @param {number} count @param {string} why @param {string} fate */
const short = (count, why, fate, rule = 'G4', extra = {}) => ({ count, why, fate, rule, after_some: false, guards_only: false, ...extra });
/** @param {object} o @returns {import('../../types/engine/ObligationView').ObligationView} */
const obligation = (o) => fixture({ owed: 1, moved: 0, to_supply: 0, stays: 0, choose_order: false, choose_circles: false, sources: [], targets: [], bank: null, players: [1], shortfall: null, text: '', ...o });

test('the words alone: the checks catch what they must', () => {
  // today's words (issue 11) fail; the same outcome said once, with its reason, passes
  const old = panelProblems([
    { rule: 'M3', text: 'Continues the mist: ghost to an opponent M3' },
    { rule: 'M4', text: 'Limits the mist: ghost to you M4' },
    { rule: 'M3', text: 'Continue: no ghost moves (1 ghost owed to another player\'s meeple) 1 ghost stays where it is: no meeple can take it. G4 M3' },
    { rule: 'S5', text: 'Limit with circles: no ghost moves (2 ghost owed to your meeples) 2 ghosts go back to the supply: no meeple can take them. G4 S5' },
  ], 'Tile GCC-17 at (−2, 1), turned 90°');
  for (const want of [/coordinate pair/, /"2 ghost"/, /read as opposites/, /G4 line without its reason/, /G4 read two ways/]) {
    assert.ok(old.some((p) => want.test(p)), `${want} in ${JSON.stringify(old)}`);
  }
  const twoLines = panelProblems([
    { rule: 'M3', text: 'Continues the mist (bank of 3 tiles at (−1, 0)): ghost to an opponent' },
    { rule: 'M4', text: 'Limits the mist (bank of 3 tiles at (−1, 0)): ghost to you' },
  ]);
  assert.ok(twoLines.some((p) => /has 2 lines/.test(p)), JSON.stringify(twoLines));
  assert.ok(panelProblems([{ rule: 'M2', text: 'Bank A (3 tiles) continues and limits.' }]).some((p) => /without the side/.test(p)));
  assert.ok(panelProblems([{ rule: 'M2', text: '1 ghosts (s)' }]).length >= 2);
  const good = panelProblems([
    { rule: 'M2', text: 'Bank A (3 tiles): the new tile\'s north side continues it and its east side limits it, so it can never close. M2' },
    { rule: 'M3', text: 'Continue (M3): 1 ghost is owed to another player\'s meeple, but Blue has no meeple that can take it, so it stays in the supply — G4 M3' },
    { rule: 'S5', text: 'Limit with circles (S5): Red has no meeple that can take them, so the 2 ghosts in bank A\'s circles go back to the supply — G4 S5' },
  ], 'Tile GCC-17, turned 90°');
  assert.deepEqual(good, []);
});


test('a placement that continues and limits one bank: one sentence that says which side does which', () => {
  const pv = {
    x: -2, y: 1, rotation: 90, tile: 'GCC-17', rules: ['B1', 'M2', 'M3', 'G4', 'M4'],
    banks: [{ label: 'A', at: { x: -1, y: 1, feature: 'mist1' }, tiles: 3, continued: true, limited: true, closed: false, circles: [],
      sides: [{ side: 'N', acts: 'continue', misty_new: true }, { side: 'E', acts: 'limit', misty_new: true }] }],
    obligations: [
      obligation({ rule: 'M3', from: 'supply', to: 'others', players: [1], shortfall: short(1, 'no-meeple', 'stays-in-supply'), stays: 1 }),
      obligation({ rule: 'M4', from: 'supply', to: 'own', players: [0], moved: 1, sources: [{ kind: 'supply' }], targets: [meeple(0, 0, 'road1', 0)] }),
    ],
    completed: [],
  };
  const view = { meeples: [{ x: 0, y: 0, feature: 'road1', player: 0 }], circles: [] };
  const got = lines(pv, placeLabels(view));
  assert.equal(got[0].text, "Bank A (3 tiles): the new tile's north side continues it and its east side limits it, so it can never close.");
  assert.equal(got[1].text, "Continue: 1 ghost owed to Blue's meeples, but Blue has no meeple that can take it, so 1 ghost stays in the supply");
  assert.equal(got[2].text, 'Limit: 1 ghost from the supply to Red 1');
  assert.deepEqual(panelProblems(got, msg('outcome-heading', { tile: pv.tile, rotation: pv.rotation })), []);
  // the board labels the same places: the bank at both sides, Red's meeple 1
  const marks = outcomeMarkers(fixture(pv), placeLabels(view));
  assert.deepEqual(marks.map((m) => `${m.kind}:${m.text}`), ['bank:A', 'bank:A', 'meeple:1']);
});

test('G4 always says why, and where the ghost ends (4 players: stays in the supply vs goes back)', () => {
  const pv = {
    x: 0, y: 0, rotation: 0, tile: 'X', rules: [], banks: [], completed: [],
    obligations: [
      obligation({ rule: 'M3', from: 'supply', to: 'others', players: [1, 2, 3], shortfall: short(1, 'no-meeple', 'stays-in-supply') }),
      obligation({ rule: 'S5', owed: 2, from: 'circles', to: 'own', players: [0], bank: 'A', to_supply: 2, shortfall: short(2, 'no-meeple', 'to-supply') }),
      obligation({ rule: 'S4', owed: 2, moved: 1, from: 'circles', to: 'others', players: [1], bank: 'B', stays: 1,
        sources: [{ kind: 'circle', x: 1, y: 0, feature: 'mist1', ghosts: 2, circles: 2 }], targets: [meeple(2, 0, 'road1', 1, 2)],
        shortfall: short(1, 'no-meeple', 'stays-in-circles', 'G4', { after_some: true }) }),
      obligation({ rule: 'S3', from: 'circles', to: 'others', players: [1], bank: 'C', to_supply: 1, shortfall: short(1, 'no-meeple', 'to-supply', 'V6') }),
      obligation({ rule: 'M4', from: 'supply', to: 'own', players: [0], shortfall: short(1, 'no-ghost', 'not-placed') }),
    ],
  };
  const got = lines(pv);
  const texts = got.map((l) => l.text);
  assert.match(texts[0], /Blue, Yellow, and Green have no meeple that can take it, so 1 ghost stays in the supply$/);
  assert.match(texts[1], /Red has no meeple that can take them, so 2 ghosts go back to the supply from the circles$/);
  assert.match(texts[2], /^Close with circles: 1 ghost from .* to .*; Blue has no meeple left that can take it, so 1 ghost stays in its circle$/);
  assert.match(texts[3], /Blue has no meeple that can take it, so 1 ghost goes back to the supply from its circle$/);
  assert.match(texts[4], /the supply is empty, so 1 ghost is not placed$/);
  // each names its rule: G4, or V6 where the variant sends circle ghosts to the supply
  const full = outcomeLines(fixture(pv), { players, current: 0 });
  assert.deepEqual(full.map((l) => l.parts.find((p) => p && p.rule)?.rule), ['G4', 'G4', 'G4', 'V6', 'G4']);
  assert.deepEqual(panelProblems(got.map((l, i) => ({ ...l, text: `${l.text} — ${full[i].parts.find((p) => p && p.rule).rule}` }))), []);
});

test('plurals agree for every count the messages take', () => {
  for (let n = 0; n <= 4; n++) {
    const said = [
      msg('ghosts-move', { moved: n, from: msg('from-supply'), to: 'to Blue 1' }),
      msg('ghosts-owed', { owed: n, to: 'to Blue' }),
      msg('bank-sentence', { bank: 'A', tiles: n, continues: 'north', nContinue: 1, limits: '', nLimit: 0, closes: '', nClose: 0 }),
      msg('circle-holds', { circle: 'circle 1', ghosts: n }),
      msg('completes-scores', { kind: 'city', tiles: n, points: n, players: 'Red' }),
      msg('short-no-meeple-stays-in-supply', { who: 'Blue', nWho: 1, count: n }),
      msg('short-no-meeple-to-supply', { who: 'Blue', nWho: 1, count: n }),
      msg('short-no-ghost-around', { count: n }),
      msg('meeple-holds', { ghosts: n }),
    ];
    const problems = panelProblems(said.map((text, i) => ({ text, rule: `X${i}` })));
    assert.deepEqual(problems, [], `n = ${n}: ${said.join(' | ')}`);
  }
  assert.equal(list(['Blue', 'Yellow'], 'or'), 'Blue or Yellow');
  // an unfinished obligation of the ghost phase: what is owed, from where, to whom
  const o = obligation({ rule: 'S3', from: 'circles', to: 'others', players: [1, 2], bank: null, sources: [{ kind: 'circle', x: 0, y: 0, feature: 'mist1', ghosts: 1, circles: 1 }] });
  assert.equal(obligationLine(o, { players, places: placeLabels({ meeples: [], circles: [{ x: 0, y: 0, feature: 'mist1' }] }) }).text,
    "More ghosts: 1 ghost owed from circle 1 to Blue's or Yellow's meeples");
});

test('S2 names the places around with "and" when every ghost there is drawn, "or" when the player chooses', () => {
  const places = placeLabels({ meeples: [{ x: 0, y: 0, feature: 'road1', player: 1 }, { x: 0, y: 1, feature: 'field1', player: 0 }], circles: [] });
  const around = [meeple(0, 0, 'road1', 1, 1), meeple(0, 1, 'field1', 0, 1)];
  const s2 = (/** @type {number} */ owed) => obligationLine(obligation({ rule: 'S2', owed, moved: owed, from: 'around', to: 'circle', players: [],
    sources: around, targets: [{ kind: 'circle', x: 1, y: 0, feature: 'mist1', ghosts: 0, circles: 2 }] }), { players, places }).text;
  assert.equal(s2(2), "New spell circles: 2 ghosts from Blue 1 and Red 1 into the new tile's circles");
  assert.equal(s2(1), "New spell circles: 1 ghost from Blue 1 or Red 1 into the new tile's circles");
});

test('a paid S2 obligation (no places kept) words as many of the new tile\'s circles as ghosts were owed', () => {
  const paid = (/** @type {number} */ owed) => obligation({ rule: 'S2', owed, moved: owed, from: 'around', to: 'circle', players: [], sources: [], targets: [] });
  try {
    useLanguage('de');
    assert.match(obligationLine(paid(2), { players, places: null }).text, /in die Kreise des neuen Plättchens/);
    assert.match(obligationLine(paid(1), { players, places: null }).text, /in den Kreis des neuen Plättchens/);
  } finally {
    useLanguage('en');
  }
  assert.match(obligationLine(paid(2), { players, places: null }).text, /into the new tile's circles/);
  assert.match(obligationLine(paid(1), { players, places: null }).text, /into the new tile's circle\b(?!s)/);
});

test('a variant rule is titled by its name in the reader\'s words, not by its option word; the ghost status agrees in French', () => {
  try {
    for (const [lang, name] of /** @type {[string, string | null][]} */ ([['en', 'Limiting with a spell-circle tile'], ['fr', null], ['cs', null]])) {
      useLanguage(lang);
      const title = ruleTitle('V1', ruleText('V1'));
      assert.doesNotMatch(title, /limit-bonus/, `${lang}: ${title}`);
      assert.equal(title, msg('page-variant-V1'));
      if (name) assert.equal(title, name);
      // a rule that is not a variant keeps its rulebook title
      const b3 = ruleText('B3');
      assert.ok(b3);
      assert.equal(ruleTitle('B3', b3), b3.title);
    }
    useLanguage('fr');
    assert.match(msg('page-status-ghosts', { player: 'Bleu', owed: 1 }), /\(1 encore dû\)/);
    assert.match(msg('page-status-ghosts', { player: 'Bleu', owed: 2 }), /\(2 encore dus\)/);
  } finally {
    useLanguage('en');
  }
});

test('players named after a standard colour are named in the reader\'s language; any other name as written', () => {
  const want = { fr: ['Bleu', 'Jaune', 'Gris', 'Violet'], nl: ['Blauw', 'Geel', 'Grijs', 'Paars'], cs: ['Modrý', 'Žlutý', 'Šedý', 'Fialový'], de: ['Blau', 'Gelb', 'Grau', 'Lila'], en: ['Blue', 'Yellow', 'Grey', 'Purple'] };
  try {
    for (const [lang, names] of Object.entries(want)) {
      useLanguage(lang);
      assert.deepEqual(['Blue', 'yellow', 'Gray', 'Purple'].map(playerWord), names, lang);
      // not a colour name exactly: as written
      for (const other of ['Alice', 'Bluebeard', 'Blue Team', 'Rouge', '', undefined]) assert.equal(playerWord(fixture(other)), other, `${lang} ${other}`);
      assert.equal(playerName([{ name: 'Blue' }, { name: 'Anna' }], 0), names[0]);
      assert.equal(playerName([{ name: 'Blue' }, { name: 'Anna' }], 1), 'Anna');
    }
    useLanguage('fr');
    // the panel's lines of a French reader say "Bleu 1", never "Blue 1"
    const players = [{ name: 'Green' }, { name: 'Blue' }];
    const spot = { kind: 'meeple', x: 0, y: 0, feature: 'road1', player: 1 };
    const places = placeLabels({ meeples: [{ x: 0, y: 0, feature: 'road1', player: 1 }] });
    assert.match(spotWords(spot, players, places, 'to'), /\bBleu 1\b/);
    assert.doesNotMatch(spotWords(spot, players, null, 'to'), /Blue/);
  } finally {
    useLanguage('en');
  }
});
