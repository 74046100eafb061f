// End-to-end: play by link between two browsers (two contexts, so two separate storages).
// Ann starts a game "by link" (Bob's seat: a friend), plays her turn and gets the link; Bob's
// browser opens it, steps through Ann's moves with the outcome panel, plays his turn, sends a
// link back; Ann's browser opens it (the same game continues, no second game in her list), and
// so on. A link older than the game kept, and one that went another way, are refused in words
// and kept beside the game, which stays as it was. Screenshots of the moment to send the link
// and of opening a friend's link at 1280 × 800 and 390 × 844. In French, the link box and the
// games list show no English (compared with the English page in the same state), and the
// language switch re-words the box of a game in progress.
// Run after `make build`: node --test tests/e2e/link.test.mjs (E2E_PORT_OFFSET moves the port, harness.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { port, useBrowser, watch, SHOTS } from './harness.mjs';

const PORT = port(8137);
const harness = useBrowser(PORT);
const BASE = `http://127.0.0.1:${PORT}/www/index.html`;
const view = (page) => page.evaluate(() => window.__app.view());
const actions = (page) => page.evaluate(() => JSON.parse(window.__app.game.save()).actions);

async function open(context, url, problems) {
  const page = await context.newPage();
  watch(page, problems);
  await page.goto(url);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
  return page;
}

/** Ann's New game by link (the New game dialog): Ann here, Bob a friend's seat, base set, seed 11. */
async function startByLink(a) {
  await a.click('#new-game');
  await a.fill('#ng-players li:nth-child(1) input[type="text"]', 'Ann');
  await a.fill('#ng-players li:nth-child(2) input[type="text"]', 'Bob');
  await a.selectOption('#ng-players li:nth-child(2) .ng-who', 'remote');
  await a.check('#ng-sets input[value="base"]');
  await a.fill('#ng-seed', '11');
  await a.click('#ng-start');
  await a.waitForSelector('body[data-link-turn="local"]');
}

/** One turn through the UI: a legal cell clicked (the tile turned with `r` first), then no meeple. */
async function playTurn(page, pick = 0) {
  const s = await page.evaluate((i) => {
    const all = window.__app.game.legalPlacements();
    return { p: all[(i * 7 + 3) % all.length], rotation: window.__app.rotation, tiles: window.__app.view().tiles.length };
  }, pick);
  for (let r = s.rotation; r !== s.p.rotation; r = (r + 90) % 360) await page.keyboard.press('r');
  await page.click('#fit');
  const pt = await page.evaluate(([x, y]) => window.__app.cellToClient(x, y), [s.p.x, s.p.y]);
  await page.mouse.move(pt.x, pt.y, { steps: 2 });
  await page.mouse.click(pt.x, pt.y);
  assert.equal((await view(page)).tiles.length, s.tiles + 1, 'the click placed the tile');
  if ((await view(page)).phase === 'meeple') await page.click('#skip');
}

/** The link the page offers once the friend is to move. */
async function linkToSend(page) {
  await page.waitForSelector('body[data-link-turn="send"]');
  const url = await page.inputValue('#link-url');
  const code = await page.inputValue('#link-code');
  assert.ok(url.endsWith(`#g=${code}`), `the link ${url} holds the code ${code}`);
  return url;
}

/** Opens a friend's link and steps through its moves (each placement previewed) to the end. */
async function openAndStep(page, url, { shot = null } = {}) {
  await page.goto('about:blank');
  await page.goto(url);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
  await page.waitForSelector('body[data-link-turn="replay"]');
  const message = await page.textContent('#link-message');
  assert.match(message, /'s moves, 1 of \d+: tile [A-Z0-9-]+, turned \d+°/, 'the first move shown is the placement');
  assert.doesNotMatch(message, /\(\s*[−-]?\d+\s*,\s*[−-]?\d+\s*\)/, 'in the board\'s words, no coordinates (issue 24)');
  const shown = await page.evaluate(() => ({ cursor: window.__app.cursor, preview: window.__app.shownPreview }));
  assert.ok(shown.preview && shown.preview.x === shown.cursor.x && shown.preview.y === shown.cursor.y,
    'the placement is shown with its outcome panel');
  // a move is refused while stepping (a click on a legal cell of the tile shown)
  const tiles = (await view(page)).tiles.length;
  const pt = await page.evaluate(([x, y]) => window.__app.cellToClient(x, y), [shown.cursor.x, shown.cursor.y]);
  await page.mouse.click(pt.x, pt.y);
  assert.equal((await view(page)).tiles.length, tiles, 'no move while the link\'s moves are shown');
  assert.match(await page.textContent('#error'), /Step through .*'s moves first/);
  if (shot) await page.screenshot({ path: SHOTS + shot });
  let steps = 0;
  while (await page.evaluate(() => document.body.dataset.linkTurn === 'replay')) {
    await page.click('#link-next');
    steps += 1;
    assert.ok(steps < 50);
    // "What just happened" follows the moves shown: the friend's, never the reader's own last turn (issue 43)
    const card = await page.evaluate(() => ({
      replay: document.body.dataset.linkTurn === 'replay',
      friend: (/^(.+)'s moves, \d+ of/.exec(document.querySelector('#link-message').textContent.replace(/[\u2068\u2069]/g, '')) || [])[1],
      names: [...document.querySelectorAll('#moves .move-who strong')].map((e) => e.textContent.replace(/[\u2068\u2069]/g, '')),
    }));
    if (card.replay) assert.deepEqual([...new Set(card.names)], [card.friend], `the card says ${card.friend}'s moves shown so far: ${card.names}`);
  }
  return steps;
}

test('play by link: two browsers exchange links; stale and diverged links are refused and kept', async () => {
  const problems = [];
  const ann = await harness.browser().newContext({ viewport: { width: 1280, height: 800 } });
  const bob = await harness.browser().newContext({ viewport: { width: 1280, height: 800 } });
  try {
    // Ann starts a game by link: Bob's seat is a friend's
    const a = await open(ann, `${BASE}?seed=11`, problems);
    await startByLink(a);
    assert.match(await a.textContent('#link-message'), /Your turn \(Ann\)/);
    await playTurn(a, 0);
    const link1 = await linkToSend(a);
    assert.match(await a.textContent('#link-message'), /It is Bob's turn, in your friend's browser/);
    assert.match(await a.textContent('#status'), /Waiting for Bob's move/);
    assert.ok(link1.length < 120, `a short link after one turn: ${link1.length} characters`);
    await a.screenshot({ path: SHOTS + 'link-send-1280.png' });
    // Ann cannot play Bob's seat
    const before = (await view(a)).tiles.length;
    const s = await a.evaluate(() => window.__app.game.legalPlacements()[0]);
    const pt = await a.evaluate(([x, y]) => window.__app.cellToClient(x, y), [s.x, s.y]);
    await a.mouse.click(pt.x, pt.y);
    assert.equal((await view(a)).tiles.length, before, 'no move for a seat played elsewhere');
    assert.match(await a.textContent('#error'), /Bob plays in your friend's browser/);
    const annMoves1 = await actions(a);

    // Bob opens it: Ann's moves step by step, then his turn
    const b = await bob.newPage();
    watch(b, problems);
    const steps = await openAndStep(b, link1, { shot: 'link-open-1280.png' });
    assert.equal(steps, annMoves1.length, 'every move of Ann\'s turn is shown');
    assert.deepEqual(await actions(b), annMoves1, 'Bob has Ann\'s moves');
    assert.match(await b.textContent('#link-message'), /Your turn \(Bob\)/);
    // Bob cannot take back Ann's move
    await b.click('#undo');
    assert.match(await b.textContent('#error'), /Ann's move came by link/);
    assert.deepEqual(await actions(b), annMoves1);
    await playTurn(b, 1);
    const link2 = await linkToSend(b);

    // back to Ann: the same game continues (one game in her list), Bob's moves shown
    await openAndStep(a, link2);
    const bobMoves = await actions(b);
    assert.deepEqual(await actions(a), bobMoves);
    const annGames = await a.evaluate(() => window.__app.games().length);
    assert.equal(annGames, 1, 'the link continued the game kept, no second game');
    await playTurn(a, 2);
    const link3 = await linkToSend(a);
    const annMoves3 = await actions(a);

    // Bob gets the third link: it continues his game
    await openAndStep(b, link3);
    assert.deepEqual(await actions(b), annMoves3);

    // a stale link (older than the game kept) is refused in words; both games are kept
    await a.goto('about:blank');
    await a.goto(link2);
    await a.waitForSelector('body[data-ready="1"]');
    assert.match(await a.textContent('#error'), /older than your game/);
    assert.deepEqual(await actions(a), annMoves3, 'the game in progress is unchanged');
    let games = await a.evaluate(() => window.__app.games());
    assert.equal(games.length, 2, 'the older link is kept beside the game');
    assert.ok(games.some((g) => g.label === 'older' && g.game.actions.length === bobMoves.length));
    assert.match(await a.textContent('#games'), /tiles placed · older link/, 'the list words the kept link');
    // the same stale link opened again: refused again, and still one copy of it kept
    await a.goto('about:blank');
    await a.goto(link2);
    await a.waitForSelector('body[data-ready="1"]');
    assert.match(await a.textContent('#error'), /older than your game/);
    games = await a.evaluate(() => window.__app.games());
    assert.equal(games.length, 2, 'the older link opened twice is kept once');

    // Ann takes her turn back and plays another one: Bob's page, which has the first line,
    // refuses the other one in words and keeps both
    await a.click('#undo');
    await a.click('#undo');
    assert.deepEqual(await actions(a), bobMoves, 'Ann took back her own turn');
    await playTurn(a, 5);
    const other = await linkToSend(a);
    assert.notDeepEqual(await actions(a), annMoves3);
    await b.goto('about:blank');
    await b.goto(other);
    await b.waitForSelector('body[data-ready="1"]');
    assert.match(await b.textContent('#error'), /went different ways from move \d+ on/);
    assert.deepEqual(await actions(b), annMoves3, 'Bob\'s game is unchanged');
    games = await b.evaluate(() => window.__app.games());
    assert.equal(games.length, 2);
    assert.ok(games.some((g) => g.label === 'diverged'));

    // a damaged link: words, nothing changed
    await b.goto('about:blank');
    await b.goto(`${link3.slice(0, -4)}`);
    await b.waitForSelector('body[data-ready="1"]');
    assert.match(await b.textContent('#error'), /This link cannot be opened, and nothing was changed: the link was cut short or changed on the way: copy the whole link again/);
    assert.equal((await b.evaluate(() => window.__app.games())).length, 2);

    // the code alone, pasted into "Open a friend's link or code" (a new browser: a new game)
    const carl = await harness.browser().newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      const c = await open(carl, `${BASE}?seed=3`, problems);
      const code = other.slice(other.indexOf('#g=') + 3);
      await c.locator('#open-link').scrollIntoViewIfNeeded();
      await c.fill('#open-link', code);
      await c.click('#open-link-form button[type="submit"]');
      await c.waitForSelector('body[data-link-turn="replay"]');
      assert.match(await c.textContent('#status'), /Showing Ann's moves from the link/);
      await c.locator('#link-box').scrollIntoViewIfNeeded();
      await c.screenshot({ path: SHOTS + 'link-open-390.png' });
      while (await c.evaluate(() => document.body.dataset.linkTurn === 'replay')) await c.click('#link-next');
      await playTurn(c, 3);
      await c.waitForSelector('body[data-link-turn="send"]');
      await c.locator('#link-box').scrollIntoViewIfNeeded();
      await c.screenshot({ path: SHOTS + 'link-send-390.png' });
    } finally {
      await carl.close();
    }

    // a link of version 1 of the format (tests/data/link-v1.json) still opens as its game
    const v1 = JSON.parse(await readFile(new URL('../data/link-v1.json', import.meta.url), 'utf8'));
    const fresh = await harness.browser().newContext();
    try {
      const d = await open(fresh, `${BASE}#g=${v1.code}`, problems);
      if (await d.evaluate(() => document.body.dataset.linkTurn === 'replay')) await d.click('#link-skip');
      assert.deepEqual(await actions(d), JSON.parse(JSON.stringify(v1.game.actions)).map((x) => x));
    } finally {
      await fresh.close();
    }
    assert.deepEqual(problems, []);
  } finally {
    await ann.close();
    await bob.close();
  }
});

/** A game by link started in the New game dialog (Ann here, Bob a friend), one turn played, the
 * Copy link button pressed: the page offers the link. */
async function sendingPage(context, lang, problems) {
  const page = await open(context, `${BASE}?seed=11${lang ? `&lang=${lang}` : ''}`, problems);
  await page.click('#new-game');
  await page.fill('#ng-players li:nth-child(1) input[type="text"]', 'Ann');
  await page.fill('#ng-players li:nth-child(2) input[type="text"]', 'Bob');
  await page.selectOption('#ng-players li:nth-child(2) .ng-who', 'remote');
  await page.check('#ng-sets input[value="base"]');
  await page.fill('#ng-seed', '11');
  await page.click('#ng-start');
  await page.waitForSelector('body[data-link-turn="local"]');
  await playTurn(page, 0);
  await linkToSend(page);
  await page.click('#link-copy');
  await page.waitForFunction(() => document.getElementById('link-note').textContent !== '');
  return page;
}

/** The words of the link box and the Your games list: each line, and the labels. */
function boxWords(page) {
  return page.evaluate(() => {
    const parts = [document.getElementById('link-box'), document.getElementById('games'), document.getElementById('open-link-form')];
    const lines = parts.flatMap((p) => p.innerText.split('\n'));
    for (const p of parts) for (const e of [p, ...p.querySelectorAll('[aria-label], [title]')]) lines.push(e.getAttribute('aria-label') || '', e.getAttribute('title') || '');
    lines.push(document.getElementById('status').textContent);
    // the seat choice of the New game dialog
    lines.push(document.querySelector('#ng-players li:nth-child(2) .ng-who option[value="remote"]').textContent);
    // (the time a game was last played aside: the two pages may straddle a minute)
    return lines.map((l) => l.trim()).filter((l) => /\p{L}{3,}/u.test(l) && !/\d:\d\d/.test(l));
  });
}

test('play by link in French: no English in the link box; the language switch re-words it', async () => {
  const problems = [];
  const en = await harness.browser().newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const fr = await harness.browser().newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  try {
    const e = await sendingPage(en, null, problems);
    const f = await sendingPage(fr, 'fr', problems);
    const english = await boxWords(e);
    const french = await boxWords(f);
    assert.ok(english.some((l) => /It is Bob's turn, in your friend's browser/.test(l)), english.join('\n'));
    assert.ok(french.some((l) => /C’est au tour de Bob, dans le navigateur de votre ami/.test(l)), french.join('\n'));
    const same = french.filter((l) => english.includes(l) && !/^(Ann|Bob)$/.test(l));
    assert.deepEqual(same, [], 'lines of the French page that are the English page\'s');
    assert.match(await f.textContent('#games'), /par lien/);
    // the English page switched to French words its box as the French page does
    await e.selectOption('#language', 'fr');
    await e.waitForFunction(() => document.body.dataset.lang === 'fr');
    assert.deepEqual(await boxWords(e), french, 'the switch re-words the box, its note and the list');
    await f.locator('#link-box').scrollIntoViewIfNeeded();
    await f.screenshot({ path: SHOTS + 'link-send-fr-1280.png' });
    assert.deepEqual(problems, []);
  } finally {
    await en.close();
    await fr.close();
  }
});

// A link is the game it claims to be: a link with the id of a kept game but another setup (the
// players renamed, one more move), or one that also plays a seat this browser plays, is refused
// in words and kept beside; the kept game is never replaced; the copy kept cannot be played.
test('play by link: a forged link (another setup under the same id, or a move of my seat) is refused and kept beside', async () => {
  const problems = [];
  const ann = await harness.browser().newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const a = await open(ann, `${BASE}?seed=11`, problems);
    await startByLink(a);
    await playTurn(a, 0);
    await linkToSend(a);
    const mine = await actions(a);
    const [kept] = await a.evaluate(() => window.__app.games());
    assert.ok(kept.link && kept.link.local[0] === true && kept.link.local[1] === false);

    /** A link with the kept game's id, sent by Bob's seat, of `setup` with `mine` and `turns` more turns. */
    const forge = (setup, turns) => a.evaluate(([s, acts, n, id]) => {
      const G = window.__app.game.constructor;
      const g = G.newGame(JSON.stringify(s));
      for (const act of acts) g.play(JSON.stringify(act));
      for (let i = 0; i < n; i++) {
        const p = g.legalPlacements()[0];
        g.placeTile(p.x, p.y, p.rotation);
        if (g.view().phase === 'meeple') g.skipMeeple();
      }
      const code = g.linkCode(id, 2);
      g.free();
      return `${location.origin}/www/index.html#g=${code}`;
    }, [setup, mine, turns, kept.link.id]);
    const setup = (await a.evaluate(() => window.__app.setup));

    // the players renamed, one more move: another game under the same id
    const renamed = await forge({ ...setup, players: setup.players.map((p, i) => ({ ...(typeof p === 'string' ? { name: p } : p), name: ['Mallory', 'Eve'][i] })) }, 1);
    await a.goto('about:blank');
    await a.goto(renamed);
    await a.waitForSelector('body[data-ready="1"]');
    assert.match(await a.textContent('#error'), /has the id of a game you keep, but not its players/);
    assert.deepEqual(await actions(a), mine, 'the kept game is unchanged');
    let games = await a.evaluate(() => window.__app.games());
    assert.equal(games.length, 2, 'the link\'s game is kept beside');
    assert.ok(games.some((g) => g.label === 'other-setup'));
    assert.ok(games.some((g) => g.id === kept.id && g.game.actions.length === mine.length && g.summary.players[0].name === 'Ann'));

    // Bob's move and then Ann's: the link plays a seat played here
    const both = await forge(setup, 2);
    await a.goto('about:blank');
    await a.goto(both);
    await a.waitForSelector('body[data-ready="1"]');
    assert.match(await a.textContent('#error'), /plays Ann's move, but Ann plays in this browser/);
    assert.deepEqual(await actions(a), mine, 'the kept game is unchanged');
    games = await a.evaluate(() => window.__app.games());
    assert.equal(games.length, 3);
    const copy = games.find((g) => g.label === 'plays-your-seat');
    assert.ok(copy);

    // the copy kept beside can be looked at, not played (for either seat)
    await a.evaluate((id) => document.querySelector(`#games li[data-id="${id}"] button.game-open`).click(), copy.id);
    await a.waitForFunction((id) => window.__app.entryId === id, copy.id);
    const before = await actions(a);
    const cell = await a.evaluate(() => ({ p: window.__app.game.legalPlacements()[0], rotation: window.__app.rotation }));
    for (let r = cell.rotation; r !== cell.p.rotation; r = (r + 90) % 360) await a.keyboard.press('r');
    await a.click('#fit');
    const pt = await a.evaluate(([x, y]) => window.__app.cellToClient(x, y), [cell.p.x, cell.p.y]);
    await a.mouse.click(pt.x, pt.y);
    assert.deepEqual(await actions(a), before, 'no move in a copy');
    assert.match(await a.textContent('#error'), /a copy kept to look at/);
    // read-only in its words and its controls (issue 43): no "Bob: place the tile", no Rotate, Undo or Hint
    assert.match(await a.textContent('#status'), /^A copy to look at \(“link that played your move”\): nobody plays it here$/);
    for (const b of ['#rotate', '#undo', '#redo', '#hint-button']) assert.ok(await a.locator(b).isDisabled(), `${b} disabled in a copy`);
    assert.deepEqual(problems, []);
  } finally {
    await ann.close();
  }
});

test('a #game= address with broken %-escapes is refused in words, on opening and arriving, and changes nothing', async () => {
  const problems = [];
  const context = await harness.browser().newContext({ viewport: { width: 1280, height: 800 } });
  try {
    // a game of one's own, one tile placed
    const a = await open(context, `${BASE}?seed=5`, problems);
    const cell = await a.evaluate(() => ({ p: window.__app.game.legalPlacements()[0], rotation: window.__app.rotation }));
    for (let r = cell.rotation; r !== cell.p.rotation; r = (r + 90) % 360) await a.keyboard.press('r');
    await a.click('#fit');
    const pt = await a.evaluate(([x, y]) => window.__app.cellToClient(x, y), [cell.p.x, cell.p.y]);
    await a.mouse.click(pt.x, pt.y);
    await a.waitForFunction(() => window.__app.view().tiles.length === 2);
    const mine = await actions(a);
    // arriving on the open page
    await a.evaluate(() => { document.querySelector('#error').textContent = ''; location.hash = 'game=%E0%A4%A'; });
    await a.waitForFunction(() => document.querySelector('#error').textContent !== '');
    assert.match(await a.textContent('#error'), /cannot be opened.*damaged/);
    assert.deepEqual(await actions(a), mine, 'the game on the page is untouched');
    // opening the page with it: the page starts (the board, the list) and says why
    const b = await open(context, `${BASE}#game=%%%`, problems);
    assert.match(await b.textContent('#error'), /cannot be opened.*damaged/);
    const games = await b.evaluate(() => window.__app.games());
    assert.ok(games.some((g) => JSON.stringify(g.game.actions) === JSON.stringify(mine)), 'the kept game is still there');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('play by link: the friend\'s last move ends the game; stepped through, the final table opens, and nothing is to be sent', async () => {
  const problems = [];
  const bob = await harness.browser().newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const setup = { players: [{ name: 'Ann', colour: '#d8352a' }, { name: 'Bob', colour: '#2f6fdc' }], sets: ['base'], seed: 72 };
    const b = await open(bob, `${BASE}?seed=71`, problems);
    // Ann's link: Bob to move, one tile left in the bag after his (the test's set-up, by the engine)
    const code1 = await b.evaluate((s) => {
      const g = window.__app.game.constructor.newGame(JSON.stringify(s));
      for (let i = 0; !(g.view().current === 1 && g.view().phase === 'place-tile' && g.view().bag_left === 1); i++) {
        const all = g.legalActions();
        g.play(JSON.stringify(all[(i * 5) % all.length]));
      }
      const c = g.linkCode(4242, 1);
      g.free();
      return c;
    }, setup);
    await b.goto('about:blank');
    await b.goto(`${BASE}#g=${code1}`);
    await b.waitForSelector('body[data-ready="1"]');
    while (await b.evaluate(() => document.body.dataset.linkTurn === 'replay')) await b.click('#link-next');
    // Bob's turn: a tile, no meeple; then the link back
    await b.evaluate(() => {
      const g = window.__app.game;
      const p = g.legalPlacements()[0];
      g.placeTile(p.x, p.y, p.rotation);
      while (!['place-tile', 'game-over'].includes(g.view().phase)) g.play(JSON.stringify(g.legalActions().at(-1)));
      window.__app.refresh();
    });
    await b.waitForSelector('body[data-link-turn="send"]');
    // Ann's last move, the game's end, comes back by link
    const code2 = await b.evaluate(() => {
      const g = window.__app.game.constructor.load(window.__app.game.save());
      while (g.view().phase !== 'game-over') g.play(JSON.stringify(g.legalActions()[0]));
      const c = g.linkCode(4242, 1);
      g.free();
      return c;
    });
    await b.goto('about:blank');
    await b.goto(`${BASE}#g=${code2}`);
    await b.waitForSelector('body[data-ready="1"]');
    assert.equal(await b.locator('#final-dialog').evaluate((d) => d.open), false, 'not before the move is shown');
    while (await b.evaluate(() => document.body.dataset.linkTurn === 'replay')) await b.click('#link-next');
    await b.waitForFunction(() => document.querySelector('#final-dialog').open);
    assert.equal(await b.evaluate(() => window.__app.phase), 'game-over');
    assert.match(await b.textContent('#link-message'), /The game is over: Ann played its last move in your friend’s browser\./);
    assert.equal(await b.locator('#link-send').isVisible(), false, 'nothing to send back');
    assert.deepEqual(problems, []);
  } finally {
    await bob.close();
  }
});

test('a game saved before the tile data had versions (#game=, tests/data/game-v1.json) opens with the tiles it started with', async () => {
  const problems = [];
  const doc = JSON.parse(await readFile(new URL('../data/game-v1.json', import.meta.url), 'utf8'));
  const context = await harness.browser().newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const a = await open(context, `${BASE}?seed=5`, problems);
    const code = await a.evaluate((text) => window.__app.encodeGame(text), JSON.stringify(doc.game));
    const b = await open(context, `${BASE}#game=${code}`, problems);
    const got = await b.evaluate(() => {
      const app = window.__app;
      const kinds = app.game.kinds();
      return {
        phase: app.view().phase,
        scores: app.view().players.map((p) => p.score),
        ids: app.view().tiles.map((t) => kinds[t.kind].id),
        setup: JSON.parse(app.game.save()).setup,
      };
    });
    assert.equal(got.phase, 'game-over');
    assert.deepEqual(got.scores, doc.scores, 'the scores it ended with');
    assert.equal(got.ids.length, doc.tiles);
    for (const id of ['GCC-20', 'GCC-21', 'SC-9']) assert.ok(got.ids.includes(id), `${id} (a monastery of tile data 1) is on its board`);
    assert.equal(got.setup.tile_data, undefined, 'kept as tile data 1, as it was written');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
