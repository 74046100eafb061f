// The text board (issue 23, docs/ACCESSIBILITY.md): a whole turn with mist and ghosts on the
// game page played with the keyboard only, reading what the text board says (its line,
// #text-board-cell, an assertive live region); the computer's move and the scorings said in the
// polite live region (#announce). Screenshots: text-board-*.png (1280×800, 390×844, French).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newGameFromDialog, openPage, openPlayedOn, playToGhostPhase, port, useBrowser, SHOTS } from './harness.mjs';
import { AXE_CONTEXT, assertNoViolations } from './axe-check.mjs';

const PORT = port(8191);
const BASE = `http://127.0.0.1:${PORT}`;
const harness = useBrowser(PORT);

const open = (path) => openPage(harness.browser(), BASE + path);

/** What the text board's line says now (once it has said something new since `before`). */
async function said(page, before = null) {
  await page.waitForFunction((b) => {
    const line = document.querySelector('#text-board-cell');
    return line.textContent && line.textContent === line.dataset.said && line.textContent !== b;
  }, before, { timeout: 10_000 });
  return page.evaluate(() => document.querySelector('#text-board-cell').textContent.replace(/[\u2068\u2069]/g, ''));
}

/** Whether the outcome panel and the hint are live regions (their aria-live). */
const liveOf = (page) => page.evaluate(() => ({ outcome: document.querySelector('#outcome').getAttribute('aria-live'), hint: document.querySelector('#hint').getAttribute('aria-live'), counter: document.querySelector('#ghost-counter').getAttribute('aria-live') }));

/** The polite live region's words now, without the isolates around names. */
const news = (page) => page.evaluate(() => document.querySelector('#announce').textContent.replace(/[\u2068\u2069]/g, ''));

/** Presses `key` and returns what the text board says then. */
async function press(page, key) {
  const before = await page.evaluate(() => document.querySelector('#text-board-cell').textContent);
  await page.evaluate(() => { document.querySelector('#text-board-cell').textContent = ''; });
  await page.keyboard.press(key);
  return said(page, before === '' ? null : '');
}

/**
 * Plays the seeded all-sets game on (the test's set-up, not the player's keys) until the tile in
 * hand has a placement that moves ghosts from mist; returns it.
 */
async function playToGhosts(page) {
  return page.evaluate(() => {
    const g = window.__app.game;
    for (let i = 0; i < 400; i++) {
      const v = g.view();
      if (v.phase === 'game-over') break;
      if (v.phase === 'place-tile') {
        const all = g.legalPlacements();
        for (const p of all) {
          const pv = g.preview(p.x, p.y, p.rotation);
          if (pv.obligations.some((o) => o.moved > 0 && o.to !== 'circle')) {
            window.__app.refresh();
            return { x: p.x, y: p.y, rotation: p.rotation, tiles: v.tiles.length, current: v.current };
          }
        }
        const p = all[(i * 13 + 5) % all.length];
        g.placeTile(p.x, p.y, p.rotation);
      } else if (v.phase === 'meeple') {
        const acts = g.legalActions();
        g.play(JSON.stringify(acts[(i * 7) % acts.length]));
      } else g.autoStep() || g.play(JSON.stringify(g.legalActions()[0]));
    }
    window.__app.refresh();
    return null;
  });
}

test('a whole turn with mist and ghosts by the keyboard only, the text board saying each cell', async () => {
  const { context, page, problems } = await open('/?seed=11&sets=base,gcc,sc&players=Red,Blue');
  try {
    const target = await playToGhosts(page);
    assert.ok(target, 'a placement that moves ghosts');
    // the first Tab reaches the skip button, which says the text board is there; Enter turns it on
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'text-board-skip');
    assert.match(await page.evaluate(() => document.activeElement.textContent), /text board/i);
    await page.keyboard.press('Enter');
    assert.match(await said(page), /^Text board on\. The arrows move the cursor/);
    assert.equal(await page.evaluate(() => document.activeElement.id), 'board', 'the board has the focus');
    assert.equal(await page.getAttribute('#text-board-button', 'aria-pressed'), 'true');
    // the cursor's answer is the line only: the outcome and the hint, which follow it, are not live then
    assert.deepEqual(await liveOf(page), { outcome: 'off', hint: 'off', counter: 'off' });

    // the cursor says each cell: a tile with its features, an empty cell, a free one
    const tileCell = await page.evaluate(() => window.__app.view().tiles[0]);
    let words = '';
    // L: the next cell where the tile fits, until the target's
    const seen = new Set();
    for (let i = 0; i < 80; i++) {
      words = await press(page, 'l');
      const c = await page.evaluate(() => window.__app.cursor);
      assert.match(words, /: Free cell \d+ of \d+: the tile fits here turned \d+°/, words);
      seen.add(`${c.x},${c.y}`);
      if (c.x === target.x && c.y === target.y) break;
    }
    const at = await page.evaluate(() => window.__app.cursor);
    assert.deepEqual({ x: at.x, y: at.y }, { x: target.x, y: target.y }, 'L reaches every cell where the tile fits');
    assert.ok(seen.size > 1, 'L moves from cell to cell');
    assert.match(words, new RegExp(`${target.rotation}°`), 'the cell says the rotation that fits');
    // R until the tile is turned the target's way: the cell then says Enter places it
    for (let i = 0; i < 4 && (await page.evaluate(() => window.__app.rotation)) !== target.rotation; i++) words = await press(page, 'r');
    assert.match(words, /As it is turned now \(\d+°\), Enter places it\./, words);
    // O: what the placement does, the panel's words: ghosts
    words = await press(page, 'o');
    assert.match(words, /ghost/i, `the outcome is read: ${words}`);
    assert.doesNotMatch(words, /\(\s*[−-]?\d+\s*,\s*[−-]?\d+\s*\)/, 'no coordinate pair');
    // in sentences: not the panel's text run together, nor its rule links and Coordinates switch
    assert.match(words, /^Tile \S+, turned \d+°\. /, words);
    assert.doesNotMatch(words, /[\p{Ll}.°)][\p{Lu}]/u, `sentences apart: ${words}`);
    assert.doesNotMatch(words, /Rules:|Coordinates|\b(M2|B1)\b/, words);
    // T: the tile in hand, with its features as turned now, and the tiles left
    words = await press(page, 't');
    assert.match(words, /^In hand: Tile \S+, turned \d+°: .*tiles left/, words);
    // S: the scores
    words = await press(page, 's');
    assert.match(words, /Red.*points?.*Blue.*points?/, words);
    await page.screenshot({ path: `${SHOTS}text-board-place.png` });

    // Enter places the tile; the ghost phase's choices are read by O and chosen by number
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => window.__app.view().tiles.length === n + 1, target.tiles);
    for (let i = 0; i < 20; i++) {
      const phase = await page.evaluate(() => window.__app.phase);
      if (phase !== 'ghosts') break;
      words = await press(page, 'o');
      assert.match(words, /1: /, `the ghost moves are read, numbered: ${words}`);
      // whose move and what is owed, then each move once numbered, in words, with where its places are
      assert.match(words, /^Red: move the ghosts \(\d+ still owed\)\. \S.*\. 1: Move a ghost from /, words);
      assert.doesNotMatch(words, /\d: \d/, `the number once: ${words}`);
      assert.doesNotMatch(words, /[\p{Ll}.°)][\p{Lu}]/u, `sentences apart: ${words}`);
      const first = await page.textContent('#ghost-moves button .choice-words');
      assert.ok(words.includes(`1: ${first}`), `the first move's words: ${first}`);
      assert.equal(await page.getByRole('button', { name: first, exact: true }).count(), 1, 'the button is named by its words');
      if (await page.evaluate(() => [...document.querySelectorAll('#ghost-moves button')].some((b) => /^meeple:/.test(b.dataset.to || '') || b.getAttribute('aria-label')?.includes('meeple')))) {
        assert.match(words, /of the centre: /, `where a meeple is: ${words}`);
      }
      const before = await page.evaluate(() => window.__app.view().actions);
      await page.keyboard.press('1');
      await page.waitForFunction((b) => window.__app.view().actions > b, before);
    }
    // the cursor on the tile just placed: it is said as a tile now, placed last
    words = await press(page, 'c');
    assert.match(words, /: Tile \S+, turned \d+°: .*Placed last, by Red\./, words);
    if (await page.evaluate(() => window.__app.phase) === 'meeple') {
      words = await press(page, 'o');
      assert.match(words, /Red/, words);
      // each spot once numbered, its feature in words (not "City · NEW"), as its button's name
      assert.match(words, /^Red: put a meeple on the tile, or none\. 1: \p{Lu}\p{Ll}+(, [a-z ,]+)?: a (meeple|guard)\./u, words);
      assert.doesNotMatch(words, /·|\d: \d|(?<!\p{L})[NESW]{1,3}(?!\p{L})/u, words);
      const names = await page.$$eval('#meeple-spots button .choice-words', (bs) => bs.map((b) => b.textContent));
      assert.ok(names.length && names.every((n) => n && words.includes(n)), `the buttons' words are what O says: ${names.join(' | ')}`);
      assert.ok(await page.getByRole('button', { name: names[0], exact: true }).count() >= 1, `a button named ${names[0]}`);
      await page.keyboard.press('n');
    }
    await page.waitForFunction((c) => window.__app.view().current !== c && window.__app.phase === 'place-tile', target.current);

    // W at the turn's start: whose turn and what to do, in sentences, no hint left from the last turn
    words = await press(page, 'w');
    assert.match(words, /^Blue: place the tile\.( [^.]+\.)?$/, words);
    assert.doesNotMatch(words, /\p{Ll} \p{Lu}|marked cell/u, words);
    // M: the other player's last turn, in the turn log's words, the cursor on its tile
    words = await press(page, 'm');
    assert.match(words, /^Red's last turn: Red placed tile \S+, turned \d+°\./, words);
    const cur = await page.evaluate(() => window.__app.cursor);
    const placed = await page.evaluate(() => window.__app.view().tiles.at(-1));
    assert.deepEqual({ x: cur.x, y: cur.y }, { x: placed.x, y: placed.y }, 'M puts the cursor on the tile');
    // the arrows in words: from the start tile one step west is said as its own cell
    const here = await page.evaluate(() => window.__app.cursor);
    words = await press(page, 'ArrowLeft');
    assert.notEqual(await page.evaluate(() => window.__app.cursor.x), here.x);
    assert.match(words, /(east|west|north|south) of the centre|^The centre/, words);
    assert.ok(tileCell, 'the board has tiles');
    // the setting is kept for the next visit; B turns it off
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]');
    assert.equal(await page.getAttribute('#text-board-button', 'aria-pressed'), 'true', 'still on after a reload');
    assert.equal(await page.isVisible('#text-board'), true);
    await page.focus('#board');
    assert.match(await press(page, 'b'), /^Text board off\./);
    assert.equal(await page.getAttribute('#text-board-button', 'aria-pressed'), 'false');
    assert.deepEqual(await liveOf(page), { outcome: 'polite', hint: 'polite', counter: 'polite' }, 'live again for the pointer');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the computer\'s move and every scoring are said in the polite live region; French words; the phone', async () => {
  const { context, page, problems } = await open('/?seed=4&lang=fr');
  try {
    await newGameFromDialog(page, { who: 'easy', sets: 'base', seed: 4 });
    // the game started: the board has the focus (not the New game button, where Enter would
    // open the dialog again)
    await page.waitForFunction(() => document.activeElement && document.activeElement.id === 'board');
    // everything the polite live region says, in order (each announcement replaces the last)
    await page.evaluate(() => {
      window.__said = [];
      const box = document.querySelector('#announce');
      new MutationObserver(() => window.__said.push(box.textContent.replace(/[\u2068\u2069]/g, ''))).observe(box, { childList: true, characterData: true, subtree: true });
      // what the computer's status line says aloud: its text outside aria-hidden parts
      window.__status = [];
      const st = document.querySelector('#ai-status');
      const spoken = () => [...st.childNodes].filter((n) => !(n instanceof Element && n.getAttribute('aria-hidden') === 'true')).map((n) => n.textContent).join('').replace(/[\u2068\u2069]/g, '');
      new MutationObserver(() => {
        const now = spoken();
        if (now && now !== window.__status.at(-1)) window.__status.push(now);
      }).observe(st, { childList: true, characterData: true, subtree: true });
    });
    await page.focus('#board');
    await page.keyboard.press('b');
    assert.match(await said(page), /^Plateau en texte activé\./);
    // the human's turn by keys: the first free cell, turned to fit, placed, no meeple
    let words = await press(page, 'l');
    assert.match(words, / : Case libre \d+ sur \d+ : la tuile s’y pose tournée de/, words);
    for (let i = 0; i < 4 && !/Entrée la pose/.test(words); i++) words = await press(page, 'r');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.__app.phase === 'meeple');
    await page.keyboard.press('n');
    // the computer plays: its decisions said in the live region, in the reader's language
    await page.waitForFunction(() => /Bleu\u2069? a posé la tuile/.test(document.querySelector('#announce').textContent), null, { timeout: 60_000 });
    const said1 = await news(page);
    // with where it went, as the text board says a cell
    assert.match(said1, /^Bleu a posé la tuile \S+, tournée de \d+°, (\d+ (à l’est|à l’ouest|au nord|au sud)( et )?)+ du centre\.$/, said1);
    // the status line says "… réfléchit" once for the computer's turn and never its decision,
    // which the live region above says once it is played
    await page.waitForFunction(() => window.__app.view().current === 0 && window.__app.phase === 'place-tile', null, { timeout: 60_000 });
    const status = await page.evaluate(() => window.__status);
    assert.deepEqual(status, ['Bleu (ordinateur) réfléchit…'], `the status line said: ${status.join(' | ')}`);
    assert.equal(await page.getAttribute('#announce', 'aria-live'), 'polite');
    await page.waitForFunction(() => window.__app.view().current === 0 && window.__app.phase === 'place-tile', null, { timeout: 60_000 });
    words = await press(page, 'm');
    assert.match(words, /^Bleu, dernier tour : Bleu a posé la tuile/, words);
    // more turns by keys until something scores for someone: each such scoring is said, as the
    // Scoring card words it (a feature nobody held scores nothing and is not news: text-board.js)
    const held = () => page.evaluate(() => window.__app.view().events.filter((e) => e.players.length).length);
    for (let turn = 0; turn < 12 && !(await held()); turn++) {
      words = await press(page, 'l');
      for (let i = 0; i < 4 && !/Entrée la pose/.test(words); i++) words = await press(page, 'r');
      if (!/Entrée la pose/.test(words)) break;
      const n = await page.evaluate(() => window.__app.view().tiles.length);
      await page.keyboard.press('Enter');
      await page.waitForFunction((k) => window.__app.view().tiles.length === k + 1, n);
      if (await page.evaluate(() => window.__app.phase) === 'meeple') await page.keyboard.press('1');
      await page.waitForFunction(() => window.__app.view().current === 0 && window.__app.phase === 'place-tile', null, { timeout: 60_000 });
    }
    assert.ok((await held()) > 0, 'something scored for someone');
    const all = await page.evaluate(() => window.__said);
    const scorings = all.filter((x) => /Décompte : /.test(x));
    assert.ok(scorings.length >= 1, `a scoring said: ${all.join(' | ')}`);
    for (const x of all) assert.doesNotMatch(x, /\(\s*[−-]?\d+\s*,\s*[−-]?\d+\s*\)|\bpage-|\bboard-|undefined/, x);
    await page.screenshot({ path: `${SHOTS}text-board-fr.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    words = await press(page, 'c');
    await page.screenshot({ path: `${SHOTS}text-board-phone.png` });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

/** Every change of the polite live region, recorded in the page (`window.__said`), without the isolates. */
const recordNews = (page) => page.evaluate(() => {
  window.__said = [];
  const box = document.querySelector('#announce');
  new MutationObserver(() => window.__said.push(box.textContent.replace(/[\u2068\u2069]/g, ''))).observe(box, { childList: true, characterData: true, subtree: true });
});

test('every move of the computer is said, the forced ones after its placement too', async () => {
  // all sets, seed 3 (today's tiles), Blue the easy computer, opened with 7 tiles left; the
  // computer's placements there are followed by forced moves (a forced ghost move, no meeple)
  const { context, page, problems } = await openPage(harness.browser());
  // the computer's searches seeded (ai.js seeds each from Math.random): the same moves each run
  await context.addInitScript(() => {
    let s = 77;
    Math.random = () => {
      s = (s * 1103515245 + 12345) % 2147483648;
      return s / 2147483648;
    };
  });
  try {
    await page.goto(`${BASE}/?seed=3`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 30_000 });
    await newGameFromDialog(page, { who: 'easy', sets: 'base,gcc,sc', seed: 3 });
    await openPlayedOn(page, `${BASE}/www/index.html?lang=en`, { bagLeft: 7, step: 7 });
    await page.selectOption('#ai-speed', '10');
    const start = await page.evaluate(() => window.__app.game.turnLog().length);
    await recordNews(page);
    // each time the banner says whose turn it is (the computer's), whether another live region says it too
    await page.evaluate(() => {
      window.__banner = [];
      const banner = document.querySelector('#turn-banner');
      const heard = (node) => (node.nodeType === 3 ? node.textContent : node.getAttribute('aria-hidden') === 'true' ? '' : [...node.childNodes].map(heard).join(''));
      new MutationObserver(() => {
        const text = banner.textContent.trim();
        if (banner.hidden || !text) return;
        const also = [...document.querySelectorAll('[aria-live]:not([aria-live="off"]), [role="status"]')].filter((r) => r !== banner && heard(r).includes(text)).map((r) => r.id);
        window.__banner.push({ text, also });
      }).observe(banner, { childList: true, characterData: true, subtree: true, attributes: true });
    });
    await page.focus('#board');
    // the human's turns by keys: the first cell where the tile fits, turned to fit, the first ghost move, no meeple
    for (let turn = 0; turn < 8; turn++) {
      await page.waitForFunction(() => window.__app.view().phase === 'game-over' || (window.__app.view().current === 0 && window.__app.phase === 'place-tile'), null, { timeout: 60_000 });
      if (await page.evaluate(() => window.__app.phase) === 'game-over') break;
      const n = await page.evaluate(() => window.__app.view().tiles.length);
      await page.keyboard.press('l');
      const fits = () => page.evaluate(() => window.__app.game.legalPlacements().some((q) => q.x === window.__app.cursor.x && q.y === window.__app.cursor.y && q.rotation === window.__app.rotation));
      for (let i = 0; i < 4 && !(await fits()); i++) await page.keyboard.press('r');
      // (said at once rather than waited for: Enter places only a tile that fits)
      assert.ok(await fits(), `turn ${turn}: the tile fits at the cursor as turned: ${JSON.stringify(await page.evaluate(() => ({ cursor: window.__app.cursor, rotation: window.__app.rotation, phase: window.__app.phase })))}`);
      await page.keyboard.press('Enter');
      await page.waitForFunction((k) => window.__app.view().tiles.length === k + 1, n);
      for (let i = 0; i < 8; i++) {
        const v = await page.evaluate(() => ({ phase: window.__app.phase, current: window.__app.view().current, actions: window.__app.view().actions }));
        if (v.current !== 0 || !['ghosts', 'meeple'].includes(v.phase)) break;
        await page.keyboard.press(v.phase === 'ghosts' ? '1' : 'n');
        await page.waitForFunction((a) => window.__app.view().actions > a, v.actions);
      }
    }
    await page.waitForFunction(() => window.__app.view().phase === 'game-over' || window.__app.view().current === 0, null, { timeout: 60_000 });
    const lines = await page.evaluate((k) => window.__app.game.turnLog().slice(k).filter((l) => l.player === 1), start);
    const all = await page.evaluate(() => window.__said);
    const text = all.join(' | ');
    const count = (re) => (text.match(re) || []).length;
    const ghostLines = lines.filter((l) => l.action === 'move-ghost');
    assert.ok(ghostLines.some((l) => l.auto), 'a forced ghost move of the computer follows one of its placements');
    assert.equal(count(/\bBlue placed tile /g), lines.filter((l) => l.action === 'place-tile').length, `each placement said: ${text}`);
    assert.equal(count(/\bBlue moved a ghost /g), ghostLines.length, `each ghost move said: ${text}`);
    const banners = await page.evaluate(() => window.__banner);
    assert.ok(banners.length > 0, 'the banner said the computer\'s turn');
    assert.deepEqual(banners.filter((b) => b.also.length), [], 'said by the banner only');
    assert.ok(all.some((x) => /\bBlue placed tile /.test(x) && /\bBlue moved a ghost /.test(x)), `a placement and its ghost move said together: ${text}`);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the ghost phase by ear: O says the obligation, then each move once numbered, in words, with where its places are', async () => {
  const { context, page, problems } = await open('/?seed=11&sets=base,gcc,sc&players=Red,Blue');
  try {
    // the test's set-up: a placement that moves ghosts with a choice, placed by the engine
    const phase = await playToGhostPhase(page);
    assert.equal(phase, 'ghosts');
    await page.focus('#board');
    await press(page, 'b');
    const words = await press(page, 'o');
    const player = await page.evaluate(() => window.__app.view().players[window.__app.view().current].name);
    assert.match(words, new RegExp(`^${player}: move the ghosts \\(\\d+ still owed\\)\\. \\S[^]*?\\. 1: Move a ghost from `), words);
    assert.doesNotMatch(words, /\d: \d|To \w+ \d+\./, `the number once, the move in words: ${words}`);
    assert.doesNotMatch(words, /[\p{Ll}.°)][\p{Lu}]/u, `sentences apart: ${words}`);
    const moves = await page.$$eval('#ghost-moves button', (bs) => bs.map((b) => ({ to: b.dataset.to, words: b.querySelector('.choice-words')?.textContent || '' })));
    assert.ok(moves.length > 0, 'moves to choose');
    moves.forEach((m, i) => {
      assert.ok(m.words && words.includes(i < 9 ? `${i + 1}: ${m.words}` : m.words), `move ${i + 1} said as its button's words: ${m.words}`);
      if (/^-?\d+,-?\d+,/.test(m.to)) assert.match(m.words, /(of the centre|The centre): /, `where its place is: ${m.words}`);
    });
    assert.equal(await page.getByRole('button', { name: moves[0].words, exact: true }).count(), 1, 'the button is named by its words');
    // W: the keys of the ghost phase, not the pointer's "Click…" (issue 43)
    const turn = await press(page, 'w');
    assert.match(turn, new RegExp(`Press a move's number \\(1 to ${moves.length}; 10 and over by its digits\\) to make it, O to hear the moves\\.`), turn);
    assert.doesNotMatch(turn, /Click|Tap/, turn);
    // a move by its number, confirmed on the line
    // (1 alone when there are 9 moves or fewer; with more, 1 waits for a next digit, Enter takes it)
    let done = await press(page, '1');
    if (moves.length > 9) done = await press(page, 'Enter');
    assert.match(done, /^Done: .+ moved a ghost .+ Now: /, done);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('on a phone, a long answer (O in the ghost phase) takes at most about half the board, and its box scrolls from the keyboard', async () => {
  const { context, page, problems } = await openPage(harness.browser(), `${BASE}/?seed=11&sets=base,gcc,sc&players=Red,Blue&lang=fr`, { width: 390, height: 844, context: { ...AXE_CONTEXT, hasTouch: true, isMobile: true } });
  try {
    assert.equal(await playToGhostPhase(page), 'ghosts');
    await page.focus('#board');
    await press(page, 'b');
    const text = await press(page, 'o');
    assert.match(text, /Déplacer un fantôme du cercle/);
    const box = await page.evaluate(() => {
      const tb = document.querySelector('#text-board');
      return { box: tb.getBoundingClientRect().height, board: document.querySelector('#board').getBoundingClientRect().height, scrolls: tb.scrollHeight > tb.clientHeight, tab: tb.tabIndex };
    });
    assert.ok(box.box <= box.board * 0.5, `the box leaves the board in sight: ${JSON.stringify(box)}`);
    assert.ok(box.scrolls && box.tab === 0, `the rest scrolls, and the box takes the focus to scroll it: ${JSON.stringify(box)}`);
    await assertNoViolations(page, 'the text board scrolling on a phone, fr');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('with the text board on, why a click is refused is said in its line too (the hint is not live then)', async () => {
  const { context, page, problems } = await open('/?seed=5&sets=base&players=Red,Blue');
  try {
    // the test's set-up: play on until a cell beside the board refuses the tile in hand
    const cell = await page.evaluate(() => {
      const g = window.__app.game;
      for (let i = 0; i < 200; i++) {
        const v = g.view();
        if (v.phase === 'game-over') return null;
        if (v.phase === 'place-tile') {
          const legal = new Set(g.legalPlacements().map((p) => `${p.x},${p.y}`));
          const taken = new Set(v.tiles.map((t) => `${t.x},${t.y}`));
          for (const t of v.tiles) {
            for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
              const k = `${t.x + dx},${t.y + dy}`;
              if (!taken.has(k) && !legal.has(k)) {
                window.__app.refresh();
                return { x: t.x + dx, y: t.y + dy };
              }
            }
          }
          const all = g.legalPlacements();
          const p = all[(i * 7 + 3) % all.length];
          g.placeTile(p.x, p.y, p.rotation);
        } else g.autoStep() || g.play(JSON.stringify(g.legalActions().at(-1)));
      }
      return null;
    });
    assert.ok(cell, 'a cell beside the board where the tile does not fit');
    await page.click('#text-board-button');
    assert.match(await said(page), /^Text board on/);
    assert.deepEqual(await liveOf(page), { outcome: 'off', hint: 'off', counter: 'off' });
    await page.click('#fit');
    const pt = await page.evaluate(([x, y]) => window.__app.cellToClient(x, y), [cell.x, cell.y]);
    const before = await page.evaluate(() => document.querySelector('#text-board-cell').textContent);
    await page.mouse.click(pt.x, pt.y);
    const words = await said(page, before);
    const hint = await page.evaluate(() => document.querySelector('#hint').textContent.replace(/[\u2068\u2069]/g, ''));
    assert.ok(hint.length > 0, 'the hint says why');
    assert.equal(words, hint, 'the line says what the hint shows');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
