// An online table through the page (issue 38, docs/ONLINE.md) against the real game server
// (src/bin/server, built here; this file is skipped, saying why, only if it cannot be built):
// the host creates the table from the New game dialog's "Play online", a friend opens the
// invitation in another browser context and takes the free seat, the host starts, a third
// context watches; the two play a whole base game by clicking legal cells, the friend loses the
// network once and comes back, a refusal is worded, and at the end each page checks the
// revealed seed against the commitment and says so. Screenshots at 1280×800 and phone size, in
// English and French (tests/e2e/screenshots/online-*.png).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { SHOTS, watch, withoutServiceWorkers } from './harness.mjs';
import { staleSite } from '../../scripts/build-site.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Builds the server (debug: faster to build; the page's flow does not need speed).
 * With the example of the online tables beside it: a dev target turns on the dev-dependencies'
 * features, so the server is the very build `cargo test --all-targets` makes and uses (make
 * test builds it once, not once for each; `--bin server` alone builds the crate and a dozen of
 * its dependencies a second time, about 18 s of CPU).
 */
function buildServer() {
  const r = spawnSync('cargo', ['build', '--bin', 'server', '--example', 'online_load'], { cwd: ROOT, encoding: 'utf8' });
  return r.status === 0 ? join(ROOT, 'target/debug/server') : null;
}

const freePort = () => new Promise((ok, fail) => {
  const s = createServer();
  s.listen(0, '127.0.0.1', () => {
    const { port } = /** @type {any} */ (s.address());
    s.close(() => ok(port));
  });
  s.on('error', fail);
});

const binary = buildServer();
let server;
let data;
let browser;
let base;

before(async () => {
  if (!binary) return;
  const stale = staleSite();
  if (stale) throw new Error(stale);
  await mkdir(SHOTS, { recursive: true });
  data = await mkdtemp(join(tmpdir(), 'online-e2e-'));
  const port = await freePort();
  server = spawn(binary, ['--port', String(port), '--data', data, '--site', join(ROOT, 'site')], { stdio: ['ignore', 'pipe', 'inherit'] });
  base = await new Promise((ok, fail) => {
    let out = '';
    server.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/listening on (http:\/\/127\.0\.0\.1:\d+)/);
      if (m) ok(m[1]);
    });
    server.on('exit', (code) => fail(new Error(`the server stopped (${code}): ${out}`)));
  });
  browser = withoutServiceWorkers(await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] }));
});

after(async () => {
  if (browser) await browser.close();
  if (server) server.kill();
  if (data) await rm(data, { recursive: true, force: true });
});

async function open(url, { width = 1280, height = 800, locale = 'en-US' } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, locale });
  const page = await context.newPage();
  const problems = [];
  watch(page, problems);
  await page.goto(url);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
  return { page, context, problems };
}

const revision = async (page) => Number(await page.getAttribute('body', 'data-online-revision'));
// (60 s, as for the reconnection below: the first files run beside the native build, and a page
// once took longer than 30 s to show the first revision there)
const waitRevision = (page, r) => page.waitForFunction((n) => Number(document.body.dataset.onlineRevision) >= n, r, { timeout: 60000 });

/**
 * Plays one legal move of the seat to move on `page` by clicking (place the tile, then no
 * meeple); `undoFirst`: the placement is taken back once (Undo, within the turn) and made again.
 */
async function playTurn(page, n, { undoFirst = false } = {}) {
  const s = await page.evaluate((i) => {
    const all = window.__app.game.legalPlacements();
    return { p: all[(i * 7 + 3) % all.length], rotation: window.__app.rotation };
  }, n);
  for (let r = s.rotation; r !== s.p.rotation; r = (r + 90) % 360) await page.keyboard.press('r');
  await page.click('#fit');
  const r0 = await revision(page);
  const pt = await page.evaluate(([x, y]) => window.__app.cellToClient(x, y), [s.p.x, s.p.y]);
  const tiles = await page.evaluate(() => window.__app.view().tiles.length);
  await page.mouse.click(pt.x, pt.y);
  await waitRevision(page, r0 + 1);
  let r = r0 + 1;
  if (undoFirst && (await page.evaluate(() => window.__app.phase)) === 'meeple') {
    await page.click('#undo');
    await waitRevision(page, r0 + 2);
    assert.equal(await page.evaluate(() => window.__app.view().tiles.length), tiles, 'the server took the placement back');
    assert.equal(await page.evaluate(() => window.__app.phase), 'place-tile');
    await page.click('#fit');
    const again = await page.evaluate(([x, y]) => window.__app.cellToClient(x, y), [s.p.x, s.p.y]);
    for (let q = await page.evaluate(() => window.__app.rotation); q !== s.p.rotation; q = (q + 90) % 360) await page.keyboard.press('r');
    await page.mouse.click(again.x, again.y);
    await waitRevision(page, r0 + 3);
    r = r0 + 3;
  }
  const undone = undoFirst && r === r0 + 3;
  if ((await page.evaluate(() => window.__app.phase)) === 'meeple') {
    await page.click('#skip');
    await waitRevision(page, r + 1);
  }
  return undone;
}

test('two players and a watcher play a whole online game through the page; a lost network comes back; the draws are checked', { skip: binary ? false : 'the game server (cargo build --bin server) could not be built' }, async () => {
  const host = await open(`${base}/www/index.html`);
  // (a first visit offers the New game dialog by itself)
  if (!(await host.page.isVisible('#new-game-dialog'))) await host.page.click('#new-game');
  await host.page.waitForSelector('#ng-online', { state: 'visible' });
  await host.page.fill('#ng-players li:nth-child(1) input[type="text"]', 'Ann');
  await host.page.selectOption('#ng-players li:nth-child(2) .ng-who', '');
  await host.page.check('#ng-sets input[value="base"]');
  await host.page.click('#ng-online');
  await host.page.waitForSelector('#online-invite-url');
  await host.page.waitForSelector('body[data-online="open"]');
  const invite = await host.page.inputValue('#online-invite-url');
  const watchUrl = await host.page.inputValue('#online-watch-url');
  assert.match(invite, /\?table=[A-Za-z0-9_-]{22}$/);
  assert.doesNotMatch(host.page.url(), /secret|[A-Za-z0-9_-]{43}/, 'no secret in the address');
  assert.equal(await host.page.isDisabled('#online-start'), true, 'no start before every seat is taken');

  const friend = await open(invite, { locale: 'fr-FR' });
  await friend.page.fill('#online-name-1', 'Bob');
  await friend.page.click('#online-seats button');
  await friend.page.waitForSelector('body[data-online="open"]');
  assert.equal(friend.page.url(), invite, 'the address holds the invitation only');
  const kept = await friend.page.evaluate(() => localStorage.getItem('carcassonne-mist/online-seats'));
  assert.match(kept, /"seat":1/);

  await host.page.waitForSelector('#online-start:not([disabled])');
  await host.page.click('#online-start');
  for (const p of [host.page, friend.page]) await p.waitForSelector('body[data-online-status="playing"]');
  const watcher = await open(watchUrl);
  await watcher.page.waitForSelector('body[data-online-status="playing"]');
  // the embed on a wiki page follows the live table, read-only
  const embed = await open(`${base}/www/embed.html?watch=${watchUrl.split('=')[1]}`);
  assert.equal(await watcher.page.$('#online-invite-url'), null, 'a watcher sees no invitation');

  // a move out of turn is refused here, worded
  const players = [host.page, friend.page];
  const notMine = players[1 - Number(await host.page.getAttribute('body', 'data-online-turn'))];
  const cell = await notMine.evaluate(() => {
    const p = window.__app.game.legalPlacements().find((q) => q.rotation === window.__app.rotation);
    return window.__app.cellToClient(p.x, p.y);
  });
  await notMine.mouse.click(cell.x, cell.y);
  await notMine.waitForFunction(() => document.getElementById('error').textContent !== '');
  assert.match(await notMine.textContent('#error'), /pas votre tour|not your turn/);
  assert.equal(await notMine.evaluate(() => window.__app.view().tiles.length), 1, 'nothing placed');

  // what the host's live region says, in order (a screen reader hears each change)
  await host.page.evaluate(() => {
    window.__said = [];
    const a = document.getElementById('announce');
    new MutationObserver(() => window.__said.push(a.textContent)).observe(a, { childList: true, characterData: true, subtree: true });
  });
  let turns = 0;
  let wentOffline = false;
  let announced = false;
  let undone = false;
  for (;;) {
    const status = await host.page.getAttribute('body', 'data-online-status');
    if (status === 'over') break;
    const turn = Number(await host.page.getAttribute('body', 'data-online-turn'));
    const page = players[turn];
    const r = await revision(host.page);
    await waitRevision(page, r);
    if (turns >= 4 && page === host.page && !wentOffline) {
      // the friend's network goes away while the host plays, and comes back
      wentOffline = true;
      await friend.context.setOffline(true);
      await friend.page.waitForSelector('body[data-online="waiting"]', { timeout: 30000 });
    }
    if (await playTurn(page, turns, { undoFirst: !undone && turns >= 2 })) undone = true;
    turns += 1;
    if (turns === 10) {
      // the table mid-game, as each sees it (looked at by eye: tests/e2e/screenshots/)
      await waitRevision(friend.page, await revision(page));
      await host.page.screenshot({ path: join(SHOTS, 'online-en-1280.png') });
      await friend.page.screenshot({ path: join(SHOTS, 'online-fr-1280.png') });
      const phone = await open(watchUrl, { width: 390, height: 844, locale: 'fr-FR' });
      await phone.page.waitForSelector('body[data-online-status="playing"]');
      await phone.page.screenshot({ path: join(SHOTS, 'online-fr-phone.png'), fullPage: true });
      assert.deepEqual(phone.problems, []);
      await phone.context.close();
    }
    if (wentOffline && (await friend.page.getAttribute('body', 'data-online')) === 'waiting') {
      await friend.context.setOffline(false);
      await friend.page.waitForSelector('body[data-online="open"]', { timeout: 60000 });
      await waitRevision(friend.page, await revision(host.page));
    }
    await waitRevision(host.page, await revision(page));
    if (page === friend.page && turns >= 3 && !announced) {
      // a screen reader hears the friend's move on the host's page, as a friend's by link
      await host.page.waitForFunction(() => window.__said.some((x) => /Bob⁩? placed tile .*, turned \d+°, /.test(x)) && window.__said.some((x) => /Bob⁩? placed no meeple/.test(x)));
      assert.match(await friend.page.textContent('#turn-banner'), /pas votre tour/, 'the friend\'s page says whose turn it is not');
      announced = true;
    }
  }
  assert.ok(announced, 'the other player\'s move was announced');
  assert.ok(undone, 'a placement was taken back within its turn');
  assert.ok(turns > 30, `${turns} turns played`);
  for (const p of [host.page, friend.page, watcher.page]) {
    await p.waitForSelector('body[data-online-fair]', { timeout: 30000 });
    assert.equal(await p.getAttribute('body', 'data-online-fair'), 'ok');
  }
  assert.match(await host.page.textContent('#online-fair'), /Fair draws checked/);
  const actions = await host.page.evaluate(() => JSON.parse(window.__app.game.save()).actions.length);
  await embed.page.waitForSelector(`body[data-watch-actions="${actions}"]`, { timeout: 30000 });
  assert.equal(await embed.page.evaluate(() => window.__embed.view().phase), 'game-over', 'the embed shows the live game to its end');
  assert.match(await friend.page.textContent('#online-fair'), /Tirage équitable vérifié/);
  // the browser's own copy of the game: in Your games
  const games = await host.page.evaluate(() => window.__app.games().length);
  assert.ok(games >= 1);

  // a browser that comes back later: its online tables are listed, with where each stands
  const later = await host.context.newPage();
  await later.goto(`${base}/www/index.html`);
  await later.waitForSelector('#online-tables li a');
  assert.match(await later.textContent('#online-tables'), /Ann, Bob: game over/);
  assert.ok((await later.getAttribute('#online-tables li a', 'href')).endsWith(`?table=${invite.split('=')[1]}`));
  for (const x of [host, friend, watcher, embed]) {
    assert.deepEqual(x.problems.filter((p) => !/net::ERR_INTERNET_DISCONNECTED|WebSocket/.test(p)), []);
    await x.context.close();
  }
});
