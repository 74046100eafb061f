// The online table's page side against the real game server (src/bin/server, built here; the
// file is skipped, saying why, only if it cannot be built), issue 38: the online card in view
// without scrolling at 1280×800 and on a phone, looked at in French and Czech (screenshots
// tests/e2e/screenshots/online-page-*.png, the embed's ?watch= too) and checked by axe; on
// another seat's turn nothing on the page acts for the player (no hint, no legal cells, no
// meeple spots, the controls disabled); and a kept online game is sacred: opened from Your
// games it rejoins its table where the table is, and when the server no longer has the table,
// or no game server serves the page, the page says so and the player chooses, explicitly, to
// finish a separate copy at one screen or to save a copy to a file: never a silent fork.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { SHOTS, port, watch, withoutServiceWorkers } from './harness.mjs';
import { AXE_CONTEXT, assertNoViolations } from './axe-check.mjs';
import { staleSite } from '../../scripts/build-site.mjs';
import { startServer } from '../../scripts/serve.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PORT = port(8211); // one port for every server of this file: the pages keep one origin (their localStorage)
const base = `http://127.0.0.1:${PORT}`;

/**
 * Builds the server (debug: the page's flow does not need speed).
 * With the example of the online tables beside it: a dev target turns on the dev-dependencies'
 * features, so the server is the very build `cargo test --all-targets` makes and uses (make
 * test builds it once, not once for each; `--bin server` alone builds the crate and a dozen of
 * its dependencies a second time, about 18 s of CPU).
 */
function buildServer() {
  const r = spawnSync('cargo', ['build', '--bin', 'server', '--example', 'online_load'], { cwd: ROOT, encoding: 'utf8' });
  return r.status === 0 ? join(ROOT, 'target/debug/server') : null;
}

const binary = buildServer();
let browser;
const dirs = [];

/** Starts the game server on PORT with a data directory of its own; resolves once it listens. */
async function gameServer() {
  const data = await mkdtemp(join(tmpdir(), 'online-page-'));
  dirs.push(data);
  const child = spawn(binary, ['--port', String(PORT), '--data', data, '--site', join(ROOT, 'site')], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((ok, fail) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (/listening on http:\/\/127\.0\.0\.1:\d+/.test(out)) ok();
    });
    child.on('exit', (code) => fail(new Error(`the server stopped (${code}): ${out}`)));
  });
  return { stop: () => new Promise((ok) => { child.once('exit', ok); child.kill(); }) };
}

before(async () => {
  if (!binary) return;
  const stale = staleSite();
  if (stale) throw new Error(stale);
  await mkdir(SHOTS, { recursive: true });
  browser = withoutServiceWorkers(await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] }));
});

after(async () => {
  if (browser) await browser.close();
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

async function open(context, url) {
  const page = await context.newPage();
  const problems = [];
  watch(page, problems);
  await page.goto(url);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
  return { page, problems };
}

const newContext = (width, height, locale) => browser.newContext({ ...AXE_CONTEXT, viewport: { width, height }, locale, acceptDownloads: true });

/** Whether the element is wholly in the viewport as the page is now (not scrolled). */
async function inView(page, selector) {
  return page.evaluate((sel) => {
    const e = document.querySelector(sel);
    if (!e) return `${sel}: none`;
    const r = e.getBoundingClientRect();
    const ok = r.width > 0 && r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
    return ok || `${sel}: ${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)} in ${innerWidth}×${innerHeight}`;
  }, selector);
}

const revision = async (page) => Number(await page.getAttribute('body', 'data-online-revision'));
const waitRevision = (page, r) => page.waitForFunction((n) => Number(document.body.dataset.onlineRevision) >= n, r, { timeout: 30000 });

/** Places the tile in hand on `page` at a legal cell by clicking (the seat to move). */
async function placeTile(page) {
  const p = await page.evaluate(() => window.__app.game.legalPlacements().find((q) => q.rotation === window.__app.rotation));
  await page.click('#fit');
  const pt = await page.evaluate(([x, y]) => window.__app.cellToClient(x, y), [p.x, p.y]);
  const r = await revision(page);
  await page.mouse.click(pt.x, pt.y);
  await waitRevision(page, r + 1);
}

/** What the page offers the player to do now: the hint, the legal cells, the buttons that act. */
const offered = (page) => page.evaluate(() => ({
  hint: document.getElementById('hint').textContent,
  legal: window.__app.scene().legal,
  spots: document.querySelectorAll('#meeple-spots button, #ghost-moves button').length,
  enabled: ['rotate', 'undo', 'redo', 'skip', 'hint-button'].filter((id) => {
    const b = /** @type {HTMLButtonElement | null} */ (document.getElementById(id));
    return Boolean(b && !b.disabled);
  }),
}));

test('the online card in view, nothing to act on in another seat\'s turn, axe clean; a kept online game rejoins its table, and without it the player chooses', { skip: binary ? false : 'the game server (cargo build --bin server) could not be built' }, async () => {
  let server = await gameServer();
  // the host, in French at 1280×800: "Play online" in view in the New game dialog
  const hostContext = await newContext(1280, 800, 'fr-FR');
  const host = await open(hostContext, `${base}/www/index.html`);
  if (!(await host.page.isVisible('#new-game-dialog'))) await host.page.click('#new-game');
  await host.page.waitForSelector('#ng-online', { state: 'visible' });
  await host.page.fill('#ng-players li:nth-child(1) input[type="text"]', 'Anne');
  await host.page.selectOption('#ng-players li:nth-child(2) .ng-who', '');
  await host.page.check('#ng-sets input[value="base"]');
  assert.equal(await inView(host.page, '#ng-online'), true, 'Play online in view in the dialog');
  await host.page.screenshot({ path: join(SHOTS, 'online-page-fr-1280-create.png') });
  await host.page.click('#ng-online');
  await host.page.waitForSelector('body[data-online="open"]');
  await host.page.waitForSelector('#online-invite-url');
  for (const sel of ['#online-table', '#online-invite-url', '#online-start']) assert.equal(await inView(host.page, sel), true, `host, 1280×800: ${sel}`);
  await host.page.screenshot({ path: join(SHOTS, 'online-page-fr-1280-invite.png') });
  await assertNoViolations(host.page, 'the online card (host, open table, French)');
  const invite = await host.page.inputValue('#online-invite-url');
  const watchId = (await host.page.inputValue('#online-watch-url')).split('=')[1];

  // the friend, in Czech on a phone: the free seat in view without scrolling
  const friendContext = await newContext(390, 844, 'cs-CZ');
  const friend = await open(friendContext, invite);
  await friend.page.waitForSelector('#online-name-1');
  for (const sel of ['#online-table', '#online-name-1', '#online-seats button']) assert.equal(await inView(friend.page, sel), true, `friend, phone: ${sel}`);
  await friend.page.screenshot({ path: join(SHOTS, 'online-page-cs-phone-join.png') });
  await assertNoViolations(friend.page, 'the online card (a free seat to take, Czech, phone)');
  await friend.page.fill('#online-name-1', 'Božena');
  await friend.page.click('#online-seats button');
  await friend.page.waitForSelector('body[data-online="open"]');
  await host.page.waitForSelector('#online-start:not([disabled])');
  await host.page.click('#online-start');
  for (const p of [host.page, friend.page]) await p.waitForSelector('body[data-online-status="playing"]');
  // the players' card says whether the other seat's player is connected (not "a friend, by link")
  await host.page.waitForFunction(() => /connectée?/.test(document.getElementById('players').textContent));
  assert.doesNotMatch(await host.page.textContent('#players'), /lien/);

  // the seat to move places its tile; the other seat's page offers nothing to act on, in
  // either phase of that turn (the tile, then the meeple)
  const turn = Number(await host.page.getAttribute('body', 'data-online-turn'));
  const [mover, other] = turn === 0 ? [host.page, friend.page] : [friend.page, host.page];
  const nothing = { hint: '', legal: false, spots: 0, enabled: [] };
  assert.deepEqual(await offered(other), nothing, 'another seat\'s tile to place');
  assert.equal((await offered(mover)).legal, true, 'the seat to move sees its legal cells');
  await placeTile(mover);
  await waitRevision(other, await revision(mover));
  assert.equal(await mover.evaluate(() => window.__app.phase), 'meeple');
  assert.ok((await offered(mover)).enabled.includes('skip'), 'the seat to move may place no meeple');
  assert.deepEqual(await offered(other), nothing, 'another seat\'s meeple to place');
  await other.keyboard.press('r');
  assert.deepEqual(await offered(other), nothing, 'R turns no tile of another seat');
  const r = await revision(mover);
  await mover.click('#skip');
  await waitRevision(other, r + 1);
  // "What just happened" names the mover's seat as the online table does (connected), never "a friend, by link"
  await other.waitForSelector('#moves-card:not([hidden]) .move-who');
  const said = await other.textContent('#moves-card .move-who');
  assert.match(said, /connecté|připojen/, said);
  assert.doesNotMatch(said, /lien|odkaz/, said);
  // the other seat's turn begins: the moves before it are not its to take back
  assert.deepEqual((await offered(other)).enabled, ['rotate', 'hint-button'], 'at the start of its turn: Rotate and Hint, no Undo');
  await assertNoViolations(host.page, 'the online table mid-game (host, French)');
  await assertNoViolations(friend.page, 'the online table mid-game (friend, Czech, phone)');
  await host.page.screenshot({ path: join(SHOTS, 'online-page-fr-1280-playing.png') });
  await friend.page.screenshot({ path: join(SHOTS, 'online-page-cs-phone-playing.png') });
  // during the game the tile in hand stays first on the phone's sheet, the card beside the players
  assert.equal(await inView(friend.page, '#hand-card'), true, 'friend, phone, playing: the tile in hand');

  // the embed follows the table (?watch=), in both languages
  for (const [lang, locale] of [['fr', 'fr-FR'], ['cs', 'cs-CZ']]) {
    const c = await newContext(480, 360, locale);
    const e = await open(c, `${base}/www/embed.html?watch=${watchId}`);
    await e.page.waitForFunction(() => Number(document.body.dataset.watchActions) >= 2, null, { timeout: 30000 });
    // worded as a live table, not as a saved example
    assert.match(await e.page.textContent('#caption'), lang === 'fr' ? /En direct/ : /Živě/);
    assert.doesNotMatch(await e.page.textContent('#caption'), /exemple|příkladu/);
    await e.page.screenshot({ path: join(SHOTS, `online-page-${lang}-embed-watch.png`) });
    await assertNoViolations(e.page, `the embed watching the table (${lang})`);
    assert.deepEqual(e.problems, []);
    await c.close();
  }

  // the host comes back later: the newest game of Your games is the online one; it rejoins its
  // table (not a game of one screen) where the table is now
  const actions = await host.page.evaluate(() => window.__app.game.saved().actions.length);
  const later = await open(hostContext, `${base}/www/index.html`);
  await later.page.waitForSelector('body[data-online="open"]');
  assert.match(later.page.url(), /\?table=[A-Za-z0-9_-]{22}$/);
  await later.page.waitForFunction((n) => window.__app.game.saved().actions.length === n, actions);
  assert.equal(await later.page.getAttribute('body', 'data-online-role'), 'seat');
  const listed = await later.page.textContent('#games');
  assert.match(listed, /table en ligne/, 'Your games says it is an online table');
  assert.match(listed, /au tour de|à vous de jouer/, 'and whose turn it is');
  const kept = await later.page.evaluate(() => window.__app.games().filter((g) => g.online));
  assert.equal(kept.length, 1, 'one record of the table');
  await later.page.close();
  await host.page.close();

  // the server loses the table (another store): the page says so, nothing is played at one
  // screen until the player chooses to, and the online game stays as it was
  await server.stop();
  server = await gameServer();
  const gone = await open(hostContext, `${base}/www/index.html`);
  await gone.page.waitForSelector('#online-gone');
  assert.equal(await gone.page.getAttribute('body', 'data-online-gone'), 'unknown_table');
  assert.match(await gone.page.textContent('#online-gone'), /n’a plus la table/);
  assert.equal(await inView(gone.page, '#online-finish-here'), true);
  assert.deepEqual(await offered(gone.page), nothing, 'the kept online game is not played at one screen by itself');
  await assertNoViolations(gone.page, 'the kept online game whose table is gone');
  await gone.page.screenshot({ path: join(SHOTS, 'online-page-fr-1280-gone.png') });
  const download = gone.page.waitForEvent('download');
  await gone.page.click('#online-save-copy');
  assert.match((await download).suggestedFilename(), /^carcassonne-mist-online-copy-.*\.json$/);
  await gone.page.click('#online-finish-here');
  await gone.page.waitForFunction(() => window.__app.games().length === 2);
  const records = await gone.page.evaluate(() => window.__app.games().map((g) => ({ online: Boolean(g.online), label: g.label || '', actions: g.game.actions.length })));
  assert.deepEqual(records.filter((g) => g.online), [{ online: true, label: '', actions }], 'the online game as it was');
  assert.deepEqual(records.filter((g) => !g.online), [{ online: false, label: 'online-copy', actions }], 'its copy, labelled');
  assert.match(await gone.page.textContent('#games'), /copie d’une partie en ligne/);
  await placeTile2(gone.page);
  assert.equal(await gone.page.evaluate(() => window.__app.games().find((g) => g.online).game.actions.length), actions, 'a move in the copy leaves the online game as it was');
  await gone.page.close();

  // no game server serves the page now (a static host): the online game, opened from Your
  // games, says its server cannot be reached
  await server.stop();
  const statics = await startServer(PORT);
  try {
    // (the newest game of the player's own: the online one; the copy is labelled, kept beside it)
    const away = await open(hostContext, `${base}/www/index.html`);
    await away.page.waitForSelector('#online-gone');
    assert.equal(await away.page.getAttribute('body', 'data-online-gone'), 'no_server');
    assert.deepEqual(await offered(away.page), nothing);
    await away.page.close();
  } finally {
    await new Promise((ok) => statics.close(ok));
  }
  for (const x of [friend]) assert.deepEqual(x.problems.filter((p) => !/WebSocket/.test(p)), []);
  await hostContext.close();
  await friendContext.close();
});

/** Places a tile in a game of this screen (the copy): a click on a legal cell, and the tile is there. */
async function placeTile2(page) {
  const tiles = await page.evaluate(() => window.__app.view().tiles.length);
  const p = await page.evaluate(() => window.__app.game.legalPlacements().find((q) => q.rotation === window.__app.rotation));
  await page.click('#fit');
  const pt = await page.evaluate(([x, y]) => window.__app.cellToClient(x, y), [p.x, p.y]);
  await page.mouse.click(pt.x, pt.y);
  await page.waitForFunction((n) => window.__app.view().tiles.length === n + 1, tiles, { timeout: 5000 }).catch(async (e) => {
    const why = await page.evaluate(() => ({ error: document.getElementById('error').textContent, banner: document.getElementById('turn-banner').textContent, phase: window.__app.phase, url: location.href }));
    throw new Error(`${e.message}: ${JSON.stringify(why)} ${JSON.stringify(p)} ${JSON.stringify(pt)}`);
  });
}
