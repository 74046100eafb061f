// No game is ever lost: every game is kept in the browser's list ("Your games"); a broken link,
// another game's link, a `?seed=` link or a second tab never replaces one; redo survives a
// reload; games can be resumed and deleted; the old single autosave slot joins the list.
// The storage module itself (cap, full storage) is tested in tests/unit/storage.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { port, useBrowser, watch, SHOTS } from './harness.mjs';

const PORT = port(8173);
const BASE = `http://127.0.0.1:${PORT}`;
const harness = useBrowser(PORT);

async function newContext(viewport = { width: 1280, height: 800 }) {
  const context = await harness.browser().newContext({ viewport });
  const problems = [];
  const page = await context.newPage();
  watch(page, problems);
  return { context, page, problems };
}

async function go(page, path) {
  // a new document each time (a link differing only in its #hash would not reload the page)
  if (path.includes('#')) await page.goto('about:blank');
  await page.goto(BASE + path);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
}

const view = (page) => page.evaluate(() => window.__app.view());
const entries = (page) => page.locator('#games li.game-entry');
// (after this tab's writes: each waits for the cross-tab lock, storage.js `keep`)
const kept = (page) => page.evaluate(async () => (await window.__app.settled(), window.__app.games()).map((e) => ({
  id: e.id, seed: e.game.setup && e.game.setup.seed, actions: e.game.actions.length, redo: e.redo.length,
  names: e.summary.players.map((p) => p.name),
})));

/** One turn: the first legal placement (through the engine, as a click would), then No meeple. */
async function turn(page, pick = 0) {
  await page.evaluate((i) => {
    const g = window.__app.game;
    const all = g.legalPlacements();
    const p = all[i % all.length];
    g.placeTile(p.x, p.y, p.rotation);
    window.__app.refresh();
  }, pick);
  if ((await view(page)).phase === 'meeple') await page.click('#skip');
  assert.equal((await view(page)).phase, 'place-tile');
  await page.evaluate(() => window.__app.settled());
}

/** Fills the page's storage with junk (keys `junk/…`) until not even 16 characters fit. */
function fillStorage(page) {
  return page.evaluate(() => {
    let size = 1 << 20;
    let i = 0;
    while (size >= 16) {
      try {
        localStorage.setItem(`junk/${i++}`, 'x'.repeat(size));
      } catch {
        size >>= 1;
      }
    }
  });
}

/** A share link of another game (Cat and Dan, seed 77) after `moves` turns. */
function otherLink(page, moves = 1, seed = 77) {
  return page.evaluate(async ([n, s]) => {
    const G = window.__app.game.constructor;
    const g = G.newGame(JSON.stringify({ players: [{ name: 'Cat' }, { name: 'Dan' }], sets: ['base'], seed: s }));
    for (let i = 0; i < n; i++) {
      const p = g.legalPlacements()[0];
      g.placeTile(p.x, p.y, p.rotation);
      if (g.view().phase === 'meeple') g.skipMeeple();
    }
    const json = g.save();
    g.free();
    return `${location.origin}/www/#game=${await window.__app.encodeGame(json)}`;
  }, [moves, seed]);
}

test('a broken link, another game\'s link and a ?seed= link each leave the game in progress in the list', async () => {
  const { context, page, problems } = await newContext();
  try {
    await go(page, '/www/?seed=5');
    await turn(page);
    await turn(page, 3);
    const mine = await view(page);
    assert.equal(await entries(page).count(), 1, 'the game is in the list');

    // a broken link: the game is still there, and the page says why
    await go(page, '/www/#game=AAAA-not-a-game');
    assert.match(await page.textContent('#error'), /share link cannot be opened, and nothing was changed/);
    assert.deepEqual(await view(page), mine, 'the game in progress is still on the page');
    assert.equal(await entries(page).count(), 1);

    // a valid link of another game opens beside it
    const link = await otherLink(page);
    await go(page, link.slice(BASE.length));
    assert.deepEqual((await view(page)).players.map((p) => p.name), ['Cat', 'Dan']);
    let games = await kept(page);
    assert.equal(games.length, 2, 'both games are listed');
    assert.ok(games.some((g) => g.seed === 5 && g.actions === mine.actions), 'the first game is kept as it was');
    // the same link again continues that game (no third entry); a longer one moves it on
    await go(page, link.slice(BASE.length));
    assert.equal((await kept(page)).length, 2);
    await go(page, (await otherLink(page, 2)).slice(BASE.length));
    games = await kept(page);
    assert.equal(games.length, 2, 'a link extending a kept game continues it');
    assert.equal(games.find((g) => g.seed === 77).actions, 4);

    // a ?seed= link: a new game beside the others
    await go(page, '/www/?seed=9');
    await turn(page);
    games = await kept(page);
    assert.equal(games.length, 3);
    assert.deepEqual(games.map((g) => g.seed), [9, 77, 5], 'newest first');

    // resume the first game from the list
    await page.locator('#games li.game-entry', { hasText: 'Red' }).filter({ has: page.locator('.game-open') }).last().locator('.game-open').click();
    assert.deepEqual(await view(page), mine, 'the first game resumes where it was');
    assert.match(page.url(), /\?seed=5$/);
    assert.equal(await page.locator('#games li.current').count(), 1);
    await page.screenshot({ path: `${SHOTS}games-1280.png` });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('redo survives a reload; a game can be deleted from the list', async () => {
  const { context, page, problems } = await newContext();
  try {
    await go(page, '/www/?seed=6');
    for (let i = 0; i < 3; i++) await turn(page, i);
    const full = await view(page);
    await page.click('#undo');
    await page.click('#undo');
    await page.click('#undo');
    await page.click('#undo');
    const undone = await view(page);
    assert.equal(undone.redo, 4);
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]');
    assert.deepEqual(await view(page), undone, 'the same position, with its redo list, after the reload');
    assert.equal(await page.locator('#redo').isEnabled(), true);
    for (let i = 0; i < 4; i++) await page.click('#redo');
    assert.deepEqual(await view(page), full, 'redo plays the undone moves again');

    // another game, then delete the first one (two clicks: Delete, Really delete?)
    await go(page, (await otherLink(page)).slice(BASE.length));
    await page.evaluate(() => window.__app.settled()); // the new game's first write (after the load, under the lock)
    await page.waitForFunction(() => document.querySelectorAll('#games li.game-entry').length >= 2);
    assert.equal(await entries(page).count(), 2);
    const del = page.locator('#games li.game-entry:not(.current) .game-delete');
    await del.click();
    assert.equal(await del.textContent(), 'Really delete?');
    assert.equal(await entries(page).count(), 2, 'one click deletes nothing');
    await del.click();
    await page.evaluate(() => window.__app.settled()); // deleted under the cross-tab lock
    assert.equal(await entries(page).count(), 1);
    const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('carcassonne-mist/game/')));
    assert.equal(keys.length, 1, 'the game is gone from the storage');
    assert.deepEqual((await kept(page)).map((g) => g.seed), [77]);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('two tabs: the list follows the other tab, and the same game played in both is kept twice', async () => {
  const { context, page, problems } = await newContext();
  try {
    await go(page, '/www/?seed=12');
    await turn(page);
    const tab2 = await context.newPage();
    const problems2 = [];
    watch(tab2, problems2);
    await go(tab2, '/www/');
    assert.deepEqual(await view(tab2), await view(page), 'a bare address resumes the game played last');
    await turn(tab2, 1);
    // the first tab's list shows the other tab's move (the storage event)
    await page.waitForFunction(() => /3 of 72 tiles placed/.test(document.querySelector('#games').textContent));
    // the first tab plays on from where it was: its moves are kept as another game
    await turn(page, 2);
    const games = await kept(page);
    assert.equal(games.length, 2, 'both lines of play are kept');
    assert.ok(games.every((g) => g.seed === 12 && g.actions === 4));
    assert.match(await page.textContent('#games-note'), /also played in another tab/);
    await tab2.waitForFunction(() => document.querySelectorAll('#games li.game-entry').length === 2);
    assert.deepEqual(problems, []);
    assert.deepEqual(problems2, []);
  } finally {
    await context.close();
  }
});

test('two tabs moving at the same instant: no record is ever written over, both moves are kept, one line each, and the tab whose move became a line of its own says so', async () => {
  const { context, page, problems } = await newContext();
  try {
    await go(page, '/www/?seed=23');
    await turn(page);
    // Your games says whether the browser keeps the games for good
    await page.waitForFunction(() => /persistent storage (not )?granted/.test(document.querySelector('#games-persist').textContent));
    const tab2 = await context.newPage();
    const problems2 = [];
    watch(tab2, problems2);
    await go(tab2, '/www/');
    // a third tab watches every write of the game's record (the storage event: each write of
    // another tab, in order, with the text it replaced)
    const watcher = await context.newPage();
    await watcher.goto(`${BASE}/www/embed.html`);
    const id = await page.evaluate(() => window.__app.entryId);
    await watcher.evaluate((key) => {
      window.__writes = [];
      window.addEventListener('storage', (e) => {
        if (e.key === key) window.__writes.push([e.oldValue, e.newValue]);
      });
    }, `carcassonne-mist/game/${id}`);
    const start = (await view(page)).actions;
    assert.equal((await view(tab2)).actions, start);
    // each tab places a different tile at the same instant: a timer in each, set to the same
    // time (no sleep in the test: each tab's promise ends once its move is made)
    const at = Date.now() + 400;
    const move = (p, pick) => p.evaluate(([when, i]) => new Promise((ok) => setTimeout(() => {
      const g = window.__app.game;
      const all = g.legalPlacements();
      const q = all[i % all.length];
      g.placeTile(q.x, q.y, q.rotation);
      window.__app.refresh();
      ok();
    }, when - Date.now())), [at, pick]);
    await Promise.all([move(page, 0), move(tab2, 1)]);
    // both moves are kept: two records of seed 23 one move on, each with its own tile
    const lines = (n) => window.__app.games()
      .filter((e) => e.game.setup.seed === 23 && e.game.actions.length === n + 1)
      .map((e) => JSON.stringify(e.game.actions[n]));
    await page.waitForFunction((n) => new Set(window.__app.games()
      .filter((e) => e.game.setup.seed === 23 && e.game.actions.length === n + 1)
      .map((e) => JSON.stringify(e.game.actions[n]))).size === 2, start, { timeout: 10_000 });
    await tab2.evaluate(() => window.__app.settled());
    await page.evaluate(() => window.__app.settled());
    const kept = await page.evaluate(`(${lines})(${start})`);
    assert.equal(kept.length, 2, 'one line per tab, no copy');
    assert.equal(new Set(kept).size, 2);
    assert.equal((await page.evaluate(() => window.__app.games())).filter((e) => e.game.setup.seed === 23).length, 2, 'the game of seed 23 is kept as two lines');
    // no write of the record replaced a move: each write continues the text it replaced
    await watcher.waitForFunction(() => window.__writes.length >= 1);
    const writes = await watcher.evaluate(() => window.__writes);
    for (const [before, after] of writes) {
      if (before === null || after === null) continue;
      const [a, b] = [JSON.parse(before).game.actions, JSON.parse(after).game.actions];
      assert.ok(b.length > a.length && a.every((x, i) => JSON.stringify(x) === JSON.stringify(b[i])), `a write went over another: ${JSON.stringify(a.at(-1))} replaced by ${JSON.stringify(b.at(-1))}`);
    }
    // the tab whose move was not the record's next says so, in words
    const ids = [await page.evaluate(() => window.__app.entryId), await tab2.evaluate(() => window.__app.entryId)];
    assert.equal(ids.filter((x) => x === id).length, 1, 'one tab plays on in the record, the other in a line of its own');
    const loser = ids[0] === id ? tab2 : page;
    assert.match(await loser.textContent('#games-note'), /also played in another tab/);
    // the tab whose line was kept apart says so where it is seen, at the panel's top (issue 43),
    // and the two entries of the list read differently: the one kept apart is labelled
    assert.match(await loser.textContent('#error'), /also played in another tab: the moves made here are kept as a separate game/);
    const box = await loser.evaluate(() => JSON.parse(JSON.stringify(document.querySelector('#error').getBoundingClientRect())));
    assert.ok(box.top >= 0 && box.bottom <= 800, `the note in view: ${JSON.stringify(box)}`);
    await page.evaluate(() => window.dispatchEvent(new StorageEvent('storage', { key: null })));
    await page.waitForFunction(() => [...document.querySelectorAll('#games li.game-entry .game-meta')].filter((m) => /seed 23\b/.test(m.textContent)).length === 2);
    const entries = await page.$$eval('#games li.game-entry', (lis) => lis.map((li) => li.querySelector('.game-meta').textContent));
    const twins = entries.filter((e) => /seed 23\b/.test(e));
    assert.equal(twins.length, 2, entries.join(' | '));
    assert.notEqual(twins[0], twins[1], 'the two lines read differently');
    assert.ok(twins.some((e) => /this tab's moves, kept apart/.test(e)), twins.join(' | '));
    assert.deepEqual(problems, []);
    assert.deepEqual(problems2, []);
  } finally {
    await context.close();
  }
});

test('the single autosave slot of earlier versions joins the list on first load', async () => {
  const { context, page, problems } = await newContext();
  try {
    await go(page, '/www/?seed=21');
    const old = await page.evaluate(() => {
      const G = window.__app.game.constructor;
      const g = G.newGame(JSON.stringify({ players: [{ name: 'Eve' }, { name: 'Fay' }], sets: ['base'], seed: 31 }));
      const p = g.legalPlacements()[0];
      g.placeTile(p.x, p.y, p.rotation);
      const json = g.save();
      g.free();
      localStorage.clear();
      sessionStorage.clear();
      localStorage.setItem('carcassonne-mist/autosave', json);
      return JSON.parse(json);
    });
    await go(page, '/www/');
    const v = await view(page);
    assert.deepEqual(v.players.map((p) => p.name), ['Eve', 'Fay'], 'the old game is resumed');
    assert.equal(v.tiles.length, 2);
    const games = await kept(page);
    assert.deepEqual(games.map((g) => [g.seed, g.actions]), [[31, old.actions.length]]);
    assert.equal(await page.evaluate(() => localStorage.getItem('carcassonne-mist/autosave')), null);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('screenshots of the list at 1280×800 and 390×844', async () => {
  // the four games made once; the phone's look is the same list, the page loaded again at its size
  const { context, page, problems } = await newContext();
  try {
    await go(page, '/www/?seed=40');
    await turn(page);
    for (const seed of [41, 42]) await go(page, (await otherLink(page, 2, seed)).slice(BASE.length));
    await go(page, '/www/?seed=43');
    for (let i = 0; i < 3; i++) await turn(page, i);
    for (const [w, h] of [[1280, 800], [390, 844]]) {
      if (w !== 1280) {
        await page.setViewportSize({ width: w, height: h });
        await page.reload();
        await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
      }
      assert.equal(await entries(page).count(), 4, `${w}×${h}`);
      await page.locator('#games-card').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}games-list-${w}x${h}.png`, fullPage: w < 500 });
      // nothing wider than the screen
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(wide <= w, `no sideways scrolling at ${w}×${h} (${wide} > ${w})`);
    }
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

// Replays: each engine undo replays the game from its start, and so do save() and turnLog().
// Undo and redo cost one engine call each (the kept redo list follows from the last one kept,
// not from redoing to the end and back), and a closed turn log is not read.
test('undo and redo replay the game once each; a closed turn log is not read', async () => {
  const { context, page, problems } = await newContext();
  try {
    await go(page, '/www/?seed=31');
    for (let i = 0; i < 6; i++) await turn(page, i);
    const counts = await page.evaluate(() => {
      const P = window.__app.game.constructor.prototype;
      const count = { save: 0, turnLog: 0, undo: 0, redo: 0 };
      for (const k of Object.keys(count)) {
        const f = P[k];
        P[k] = function counted(...a) { count[k] += 1; return f.apply(this, a); };
      }
      for (let i = 0; i < 4; i++) document.querySelector('#undo').click();
      // what this tab's list holds: the kept game, or the write waiting for the cross-tab lock
      const queued = window.__app.queued();
      const keptRedo = (queued.length ? queued.at(-1) : window.__app.games().find((e) => e.id === window.__app.entryId)).redo.length;
      for (let i = 0; i < 4; i++) document.querySelector('#redo').click();
      const undoRedo = { ...count };
      document.querySelector('#log-card').open = false;
      const g = window.__app.game;
      const p = g.legalPlacements()[0];
      g.placeTile(p.x, p.y, p.rotation);
      window.__app.refresh();
      return { undoRedo, keptRedo, closedLog: count.turnLog - undoRedo.turnLog };
    });
    assert.equal(counts.keptRedo, 4, 'four undone moves kept for redo');
    assert.equal(counts.undoRedo.undo, 4, 'one engine undo per click');
    assert.equal(counts.undoRedo.redo, 4, 'one engine redo per click');
    assert.ok(counts.undoRedo.save <= 8, `at most one save() per click (${counts.undoRedo.save})`);
    assert.equal(counts.closedLog, 0, 'the closed turn log was not read');
    assert.equal((await kept(page))[0].redo, 0, 'the new move cleared the redo list');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

// The game session is one record (www/io/session.js): its seats are kept with it, so a game
// against the computer resumed in another tab (no sessionStorage of its own) still has its
// computer opponent, and the record says who plays each seat.
test('a game against the computer resumed in another tab keeps its computer opponent', async () => {
  const { context, page, problems } = await newContext();
  try {
    await go(page, '/www/?seed=14');
    await page.click('#new-game');
    await page.selectOption('#ng-players li:nth-child(2) .ng-who', 'easy');
    await page.fill('#ng-seed', '14');
    await page.click('#ng-start');
    await page.waitForFunction(() => window.__app.view().actions === 0 && window.__app.computerSeats[1] === 'easy');
    await turn(page);
    // the computer plays its turn, then it is the human's again
    await page.waitForFunction(() => window.__app.view().current === 0 && window.__app.view().tiles.length >= 3, null, { timeout: 30_000 });
    const record = (await page.evaluate(() => window.__app.games()))[0];
    assert.deepEqual(record.seats, [{ controller: 'human' }, { controller: 'computer', level: 'easy' }]);
    // the seat is visible: in the players card and in Your games
    assert.match(await page.textContent('#players li[data-player="1"]'), /Computer \(easy\)/);
    assert.doesNotMatch(await page.textContent('#players li[data-player="0"]'), /Computer/);
    assert.match(await page.textContent('#games li.game-entry.current'), /Computer \(easy\)/);
    assert.equal(record.format, 'carcassonne-mist/kept-game');
    assert.equal(record.version, 1);
    assert.match(record.fingerprint, /^[0-9a-f]{16}$/);
    const tab2 = await context.newPage();
    const problems2 = [];
    watch(tab2, problems2);
    await go(tab2, '/www/');
    assert.deepEqual(await tab2.evaluate(() => window.__app.computerSeats), [null, 'easy'], 'the resumed game has its computer');
    assert.match(await tab2.textContent('#players li[data-player="1"]'), /Computer \(easy\)/);
    await turn(tab2);
    await tab2.waitForFunction(() => window.__app.view().current === 0 && window.__app.view().tiles.length >= 5, null, { timeout: 30_000 });
    assert.deepEqual(problems, []);
    assert.deepEqual(problems2, []);
  } finally {
    await context.close();
  }
});

test('a computer-seat note holding Object.prototype\'s keys makes no seat a computer; the player moves', async () => {
  const { context, page, problems } = await newContext();
  try {
    await go(page, '/www/?seed=22');
    await page.evaluate(() => {
      const s = window.__app.setup;
      sessionStorage.setItem(`carcassonne-mist/ai/${s.seed}:${s.players.map((p) => p.name || p).join(',')}`, '["constructor","toString"]');
    });
    await go(page, '/www/?seed=22&sets=base');
    assert.deepEqual(await page.evaluate(() => window.__app.computerSeats), [null, null]);
    await turn(page);
    assert.equal((await view(page)).actions > 0, true);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

// One bad record never breaks the page: records whose fields have the wrong types are set aside
// as damaged, and the other games load.
test('a kept record with fields of the wrong type is set aside; the page and the other games load', async () => {
  const { context, page, problems } = await newContext();
  try {
    await go(page, '/www/?seed=15');
    await turn(page);
    const good = await kept(page);
    assert.equal(good.length, 1);
    await page.evaluate(() => {
      const base = JSON.parse(localStorage.getItem(`carcassonne-mist/game/${window.__app.entryId}`));
      const bad = [
        ['bad-updated', { ...base, id: 'bad-updated', updated: 'yesterday' }],
        ['bad-players', { ...base, id: 'bad-players', summary: { ...base.summary, players: 'Ann' } }],
        ['bad-link', { ...base, id: 'bad-link', link: { id: 'x', local: 'yes' } }],
        ['bad-seats', { ...base, id: 'bad-seats', seats: [{ controller: 'robot' }] }],
      ];
      for (const [id, e] of bad) localStorage.setItem(`carcassonne-mist/game/${id}`, JSON.stringify(e));
      localStorage.setItem('carcassonne-mist/game/not-json', '{');
    });
    await go(page, '/www/');
    assert.deepEqual((await kept(page)).map((g) => g.id), good.map((g) => g.id), 'only the good game is listed');
    const damaged = await page.evaluate(() => window.__app.damaged());
    assert.deepEqual(damaged.map((d) => d.id).sort(), ['bad-link', 'bad-players', 'bad-seats', 'bad-updated', 'not-json']);
    assert.ok(damaged.every((d) => typeof d.problem === 'string' && d.problem.length > 3));
    assert.equal((await view(page)).actions, (await kept(page))[0].actions, 'the good game is resumed');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

// A stranger's page cannot empty "Your games": it opens the game page and changes its address to
// link after link; the page opens a few as received games (kept apart from the player's), then
// stops opening them and says so; every game of the player's is still kept.
test('a stranger\'s page sending link after link cannot push out the player\'s games', async () => {
  const { context, page, problems } = await newContext();
  try {
    await go(page, '/www/?seed=16');
    await turn(page);
    const mine = await kept(page);
    assert.equal(mine.length, 1);
    const links = [];
    for (let i = 0; i < 60; i++) links.push(await otherLink(page, 1, 500 + i));
    const stranger = await context.newPage();
    await stranger.goto('about:blank');
    const popup = context.waitForEvent('page');
    await stranger.evaluate((first) => { window.victim = window.open(first); }, links[0]);
    const victim = await popup;
    const problems2 = [];
    watch(victim, problems2);
    await victim.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
    await stranger.evaluate((rest) => { for (const u of rest) window.victim.location.href = u; }, links.slice(1));
    await victim.waitForFunction(() => /many links in a short time/.test(document.querySelector('#error').textContent), null, { timeout: 20_000 });
    const games = await victim.evaluate(() => window.__app.games());
    for (const g of mine) assert.ok(games.some((e) => e.id === g.id && e.game.actions.length === g.actions), 'the player\'s game is kept as it was');
    const received = games.filter((e) => e.received);
    assert.ok(received.length >= 1 && received.length <= 10, `${received.length} received games`);
    assert.equal(games.length - received.length, mine.length, 'no received game counts as the player\'s');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a stranger\'s plain link that plays one of the player\'s games on is kept beside it, labelled: the player\'s game stays as it was', async () => {
  const { context, page, problems } = await newContext();
  try {
    await go(page, '/www/?seed=18');
    await turn(page);
    await turn(page, 1);
    const mine = await kept(page);
    assert.equal(mine.length, 1);
    // the stranger plays the player's game on by 3 turns and sends the plain share link
    const link = await page.evaluate(async () => {
      const G = window.__app.game.constructor;
      const g = G.load(window.__app.game.save());
      for (let i = 0; i < 3; i++) {
        const p = g.legalPlacements()[0];
        g.placeTile(p.x, p.y, p.rotation);
        if (g.view().phase === 'meeple') g.skipMeeple();
      }
      const json = g.save();
      g.free();
      return `/www/#game=${await window.__app.encodeGame(json)}`;
    });
    await go(page, link);
    const games = await kept(page);
    assert.equal(games.length, 2, 'the link\'s game is kept beside the player\'s');
    assert.deepEqual(games.find((g) => g.id === mine[0].id), mine[0], 'the player\'s game is kept as it was');
    const copy = await page.evaluate((id) => window.__app.games().find((e) => e.id !== id), mine[0].id);
    assert.equal(copy.label, 'newer');
    assert.equal(copy.received, true, 'a copy kept beside counts as received');
    assert.equal((await view(page)).actions, mine[0].actions, 'the page shows the player\'s game');
    assert.match(await page.textContent('#error'), /goes further than one of your games/);
    assert.match(await page.locator('#games li.game-entry', { hasText: 'link that went further' }).textContent(), /6 of 72 tiles placed/);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

// Back up and restore: every kept game as one file, restored into another browser's games
// (merging, never overwriting); a damaged record is listed with Download and Delete.
test('back up every game to a file and restore it in another browser; a damaged record can be downloaded and deleted', async () => {
  const one = await newContext();
  const two = await newContext();
  try {
    await go(one.page, '/www/?seed=17');
    await turn(one.page);
    await go(one.page, '/www/?seed=18');
    await turn(one.page);
    const kept1 = await kept(one.page);
    assert.equal(kept1.length, 2);
    const [file] = await Promise.all([one.page.waitForEvent('download'), one.page.click('#games-backup')]);
    const path = await file.path();
    await go(two.page, '/www/?seed=19');
    await turn(two.page);
    await two.page.setInputFiles('#games-restore', path);
    await two.page.waitForFunction(() => /From the backup: 2 games added, 0 already here, 0 that cannot be read/.test(document.querySelector('#games-note').textContent));
    const kept2 = await kept(two.page);
    assert.equal(kept2.length, 3);
    for (const g of kept1) assert.ok(kept2.some((e) => e.id === g.id && e.actions === g.actions));
    // again: nothing added twice
    await two.page.setInputFiles('#games-restore', path);
    await two.page.waitForFunction(() => /0 games added, 2 already here/.test(document.querySelector('#games-note').textContent));
    // a file that is no backup: words, nothing changed
    await two.page.setInputFiles('#games-restore', { name: 'x.json', mimeType: 'application/json', buffer: Buffer.from('{"format": "carcassonne-mist/game"}') });
    await two.page.waitForFunction(() => /not a backup of this page's games/.test(document.querySelector('#games-note').textContent));
    assert.equal((await kept(two.page)).length, 3);
    // a damaged record: listed, downloaded as it is, deleted on a click
    await two.page.evaluate(() => localStorage.setItem('carcassonne-mist/game/broken-1', '{"id": "broken-1", "game": 5}'));
    await go(two.page, '/www/');
    await two.page.waitForSelector('#games-damaged:not([hidden]) li');
    assert.match(await two.page.textContent('#games-damaged-list'), /it holds no saved game/);
    const [bad] = await Promise.all([two.page.waitForEvent('download'), two.page.click('#games-damaged-list button:first-child')]);
    assert.equal(await (await import('node:fs/promises')).readFile(await bad.path(), 'utf8'), '{"id": "broken-1", "game": 5}');
    await two.page.click('#games-damaged-list button:last-child');
    await two.page.waitForSelector('#games-damaged[hidden]', { state: 'attached' });
    assert.equal(await two.page.evaluate(() => localStorage.getItem('carcassonne-mist/game/broken-1')), null);
    assert.deepEqual(one.problems, []);
    assert.deepEqual(two.problems, []);
  } finally {
    await one.context.close();
    await two.context.close();
  }
});

test('hostile backups and records: a Latin-1 file, a newer version, a record 4,000 deep in storage, a game falsely marked finished', async () => {
  const { context, page, problems } = await newContext();
  try {
    await go(page, '/www/?seed=21');
    await turn(page);
    const saved = await page.evaluate(() => JSON.parse(window.__app.game.save()));
    const record = (id, extra = {}) => ({
      id, updated: 1, finished: false, summary: { players: [{ name: 'José' }, { name: 'Bob' }], placed: 2, total: 72 },
      game: saved, redo: [], ...extra,
    });
    const backup = (games, version = 1) => JSON.stringify({ format: 'carcassonne-mist/backup', version, games });
    // a record nested 4,000 deep in storage: set aside; restore and links still work
    await page.evaluate(() => {
      let deep = [];
      for (let i = 0; i < 4000; i++) deep = [deep];
      localStorage.setItem('carcassonne-mist/game/deep-1', JSON.stringify({ id: 'deep-1', updated: 1, summary: { players: [], placed: 1, total: 72 }, game: { actions: [] }, redo: deep }));
    });
    await go(page, '/www/');
    await page.waitForSelector('#games-damaged:not([hidden]) li');
    assert.match(await page.textContent('#games-damaged-list'), /nested deeper than a game record ever is/);
    // Latin-1 bytes: refused in words, no "Jos\ufffd"
    const latin1 = Buffer.from(backup([record('latin-1', { game: { ...saved, setup: { ...saved.setup, seed: 31 } } })]), 'latin1');
    await page.setInputFiles('#games-restore', { name: 'b.json', mimeType: 'application/json', buffer: latin1 });
    await page.waitForFunction(() => /not text in UTF-8, as a backup of this page is/.test(document.querySelector('#games-note').textContent));
    // a newer version: said so
    await page.setInputFiles('#games-restore', { name: 'b.json', mimeType: 'application/json', buffer: Buffer.from(backup([], 2)) });
    await page.waitForFunction(() => /version 2, newer than this page/.test(document.querySelector('#games-note').textContent));
    // a game that goes on, marked finished in the file: the engine's word is kept
    await page.setInputFiles('#games-restore', { name: 'b.json', mimeType: 'application/json', buffer: Buffer.from(backup([record('liar-1', { finished: true, game: { ...saved, setup: { ...saved.setup, seed: 32 } } })])) });
    await page.waitForFunction(() => /From the backup: 1 game added/.test(document.querySelector('#games-note').textContent));
    const liar = await page.evaluate(() => window.__app.games().find((e) => e.game.setup.seed === 32));
    assert.equal(liar.finished, false);
    assert.equal(liar.summary.players[0].name, 'José');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

// A record the list cannot show must not stop the page: one with no time or one Date cannot
// hold, no summary, a label the page does not know (4 MB of it), a setup that is no object.
// Each is set aside; the page starts, the list shows no message ids, and a move stays quick
// (the damaged records are read once: no error in the console at each move).
test('records without what the list shows (a time, a summary, a known label) are set aside; the page starts', async () => {
  const { context, page, problems } = await newContext();
  try {
    await go(page, '/www/?seed=20');
    await turn(page);
    const good = await kept(page);
    await page.evaluate(() => {
      const base = JSON.parse(localStorage.getItem(`carcassonne-mist/game/${window.__app.entryId}`));
      const without = (id, k) => { const e = { ...base, id }; delete e[k]; return e; };
      const bad = [
        without('no-updated', 'updated'),
        { ...base, id: 'huge-updated', updated: 1e300 },
        { ...base, id: 'neg-updated', updated: -1e17 },
        without('no-summary', 'summary'),
        { ...base, id: 'no-placed', summary: { players: base.summary.players } },
        { ...base, id: 'label-unknown', label: 'zzz' },
        { ...base, id: 'label-huge', label: 'z'.repeat(4_000_000) },
        { ...base, id: 'setup-text', game: { ...base.game, setup: 'x' } },
      ];
      for (const e of bad) localStorage.setItem(`carcassonne-mist/game/${e.id}`, JSON.stringify(e));
    });
    await go(page, '/www/');
    assert.deepEqual((await kept(page)).map((g) => g.id), good.map((g) => g.id), 'only the good game is listed');
    const damaged = await page.evaluate(() => window.__app.damaged());
    assert.deepEqual(damaged.map((d) => d.id).sort(), ['huge-updated', 'label-huge', 'label-unknown', 'neg-updated', 'no-placed', 'no-summary', 'no-updated', 'setup-text']);
    await turn(page);
    await turn(page, 1);
    const list = await page.textContent('#games');
    assert.doesNotMatch(list, /page-|undefined|zzz/, list);
    assert.match(list, /\d+ of 72 tiles placed/);
    // each is named with its problem in the reader's words, the field as the file writes it
    assert.match(await page.textContent('#games-damaged-list'), /its field “updated” is not what this page writes/);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

// Storage full: a stranger's link is a received game, and it may push out only other received
// games. None here, so it is not kept, and the page says so; the player's finished game stays.
// The note goes with the next move.
test('with the storage full, a stranger\'s link pushes out none of the player\'s games, and says so', async () => {
  const { context, page, problems } = await newContext();
  try {
    await go(page, '/www/?seed=21');
    await turn(page);
    const link = await otherLink(page, 2, 121);
    const finished = await page.evaluate(() => {
      const base = JSON.parse(localStorage.getItem(`carcassonne-mist/game/${window.__app.entryId}`));
      const e = { ...base, id: 'mine-finished', finished: true, updated: base.updated - 1e6 };
      localStorage.setItem('carcassonne-mist/game/mine-finished', JSON.stringify(e));
      return localStorage.getItem('carcassonne-mist/game/mine-finished');
    });
    await fillStorage(page);
    const mine = await kept(page);
    await go(page, link.slice(link.indexOf('/www/')));
    await page.waitForFunction(() => !document.querySelector('#games-note').hidden);
    const note = await page.textContent('#games-note');
    assert.match(note, /received by link is not kept here; none of your games was removed/);
    assert.doesNotMatch(note, /oldest finished game/);
    assert.equal(await page.evaluate(() => localStorage.getItem('carcassonne-mist/game/mine-finished')), finished, 'the finished game is kept as it was');
    const after = await kept(page);
    for (const g of mine) assert.ok(after.some((e) => e.id === g.id && e.actions === g.actions), `${g.id} kept`);
    // room again; the next move is kept, and the note goes with it
    await page.evaluate(() => { for (const k of Object.keys(localStorage)) if (k.startsWith('junk/')) localStorage.removeItem(k); });
    await turn(page);
    assert.equal(await page.evaluate(() => document.querySelector('#games-note').hidden), true, 'the note of the move before is gone');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a new tab opened by a link it refuses resumes the player\'s own newest game, not one a link brought', async () => {
  const { context, page, problems } = await newContext();
  try {
    await go(page, '/www/?seed=5');
    await turn(page);
    const mine = await page.evaluate(() => window.__app.entryId);
    // a stranger's game arrives by link: kept beside, the newest record
    await go(page, new URL(await otherLink(page, 2)).pathname + new URL(await otherLink(page, 2)).hash);
    const brought = await page.evaluate(() => window.__app.entryId);
    assert.notEqual(brought, mine);
    assert.equal((await kept(page))[0].id, brought, 'the received game is the newest');
    // another tab, a link it cannot read: its own game, not the stranger's
    const tab = await context.newPage();
    watch(tab, problems);
    await tab.goto(`${BASE}/www/#game=AAAA`);
    await tab.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
    assert.match(await tab.textContent('#error'), /cannot be opened/);
    assert.equal(await tab.evaluate(() => window.__app.entryId), mine);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('with the storage full, a move that could not be kept makes the browser ask before leaving the page', async () => {
  const { context, page, problems } = await newContext();
  try {
    await go(page, '/www/?seed=22');
    await turn(page);
    await fillStorage(page);
    await turn(page, 1); // (No meeple is a click: the page has had a gesture, so it may ask)
    await page.waitForFunction(() => !document.querySelector('#games-note').hidden);
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    assert.equal(dialog.type(), 'beforeunload');
    await dialog.dismiss(); // stay
    // room again: the next move is kept, and leaving asks nothing
    await page.evaluate(() => { for (const k of Object.keys(localStorage)) if (k.startsWith('junk/')) localStorage.removeItem(k); });
    await turn(page, 2);
    const dialogs = [];
    page.on('dialog', (d) => { dialogs.push(d.type()); d.accept(); });
    const closed = page.waitForEvent('close');
    await page.close({ runBeforeUnload: true });
    await closed;
    assert.deepEqual(dialogs, []);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
