// Shared by the end-to-end tests: the static server, headless Debian Chromium, and a watcher
// that records everything that goes wrong in a page. Not a test file itself.
import { before, after } from 'node:test';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/serve.mjs';
import { staleSite } from '../../scripts/build-site.mjs';

/**
 * A test file's port: its own number plus `E2E_PORT_OFFSET` (0 unless set), so that two
 * checkouts can run their end-to-end tests at once on one machine.
 */
export function port(n) {
  const offset = Number(process.env.E2E_PORT_OFFSET) || 0;
  return n + offset;
}

/** Where the tests save their screenshots. */
export const SHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));

/**
 * Serves the built copy (site/, scripts/build-site.mjs: what a host serves; it must be up to
 * date) on `port` and launches Chromium for the tests of this file (with extra command-line
 * `args`); returns `{ base, browser() }` (the browser exists once the `before`
 * hook has run).
 *
 * The pages of its contexts have no service worker unless `serviceWorkers` (offline.test.mjs):
 * the registration is refused, as a browser that allows none refuses it (the page then works
 * online, `data-offline="none"`, io/service-worker.js). Each page's install would otherwise fetch
 * and hash every file kept offline (4 MB) in every new context, about 1 CPU second each:
 * `node scripts/e2e-files.mjs` has the files' CPU seconds.
 */
export function useBrowser(port, { args = [], serviceWorkers = false } = {}) {
  let server;
  let browser;
  before(async () => {
    const stale = staleSite();
    if (stale) throw new Error(stale);
    await mkdir(SHOTS, { recursive: true });
    // (a test imports a plain module of www/ into a page as /src/www/…)
    server = await startServer(port, undefined, { sources: fileURLToPath(new URL('../../', import.meta.url)) });
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync',
        ...args,
      ],
    });
    if (!serviceWorkers) withoutServiceWorkers(browser);
  });
  after(async () => {
    if (browser) await browser.close();
    if (server) await new Promise((ok) => server.close(ok));
  });
  return { base: `http://127.0.0.1:${port}`, browser: () => browser };
}

/**
 * Makes every new context of `browser` one whose pages cannot register a service worker (the
 * registration refused, as a browser that allows none refuses it: `useBrowser` says why).
 * @param {import('playwright-core').Browser} browser
 */
export function withoutServiceWorkers(browser) {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await context.addInitScript(`if (self.ServiceWorkerContainer) {
  ServiceWorkerContainer.prototype.register = () => Promise.reject(new DOMException('no service worker in this test', 'SecurityError'));
}`);
    return context;
  };
  return browser;
}

/** Records console errors (and warnings, if asked), page errors and failed requests. */
export function watch(page, problems, { warnings = false } = {}) {
  page.on('console', (msg) => {
    if (msg.type() === 'error' || (warnings && msg.type() === 'warning')) {
      problems.push(`console ${msg.type()}: ${msg.text()}`);
    }
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  // a request cut short because the test moved on to another page (ERR_ABORTED) is no fault
  page.on('requestfailed', (req) => {
    const why = req.failure()?.errorText;
    if (why !== 'net::ERR_ABORTED') problems.push(`request failed: ${req.url()} ${why}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
}

/**
 * A new context of `browser` (`viewport` width × height, `locale`, and any other `context`
 * options) and a page in it whose problems are recorded (`watch`); with `url`, the page goes
 * there and waits until it says it is ready (`body[data-ready="1"]`). Returns
 * `{ page, problems, context }`.
 */
export async function openPage(browser, url = null, { width = 1280, height = 800, locale = 'en-US', context: options = {} } = {}) {
  const context = await browser.newContext({ ...options, viewport: { width, height }, locale });
  const page = await context.newPage();
  const problems = [];
  watch(page, problems);
  if (url) {
    await page.goto(url);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
  }
  return { page, problems, context };
}

/**
 * Starts a game from the game page's New game dialog: seat 2 played by `who` (a computer level,
 * 'remote' or 'human'), the tile sets `sets` ('base', 'base,gcc', 'base,gcc,sc'), the seed.
 */
export async function newGameFromDialog(page, { who, sets, seed }) {
  await page.click('#new-game');
  await page.selectOption('#ng-players li:nth-child(2) .ng-who', who);
  await page.check(`#ng-sets input[value="${sets}"]`);
  await page.fill('#ng-seed', String(seed));
  await page.click('#ng-start');
}

/**
 * After `newGameFromDialog` (the tab notes the seats of the dialog for the game's setup), opens a
 * game of the same setup played on by the engine as a play-by-link address (`#g=`, every seat
 * played in this browser, the computer seats the dialog's: page/ai.js): the start of a long game
 * without its clicks. Action `i` is the legal action number `(i * step) % n` (step 0: always
 * the first), until the board holds at least `tiles` tiles and at most `bagLeft` are left, with
 * seat `seat` to place. `address`: the page's address without its hash (another path than the
 * page's, so that the link loads a new page). Returns the view once the page is ready with it.
 */
export async function openPlayedOn(page, address, { tiles = 0, bagLeft = 1000, seat = 0, step = 0 }) {
  const { code, actions } = await page.evaluate(([n, left, who, k]) => {
    const G = window.__app.game.constructor;
    const g = G.newGame(JSON.stringify(window.__app.setup));
    for (let i = 0; ; i++) {
      const v = g.view();
      if (v.tiles.length >= n && v.bag_left <= left && v.current === who && v.phase === 'place-tile') break;
      if (v.phase === 'game-over') throw new Error('the game ended before the point asked for');
      const all = g.legalActions();
      g.play(JSON.stringify(all[(i * k) % all.length]));
    }
    const out = { code: g.linkCode(1, 0), actions: JSON.parse(g.save()).actions.length };
    g.free();
    return out;
  }, [tiles, bagLeft, seat, step]);
  await page.goto(`${address}#g=${code}`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
  const opened = await page.evaluate(() => JSON.parse(window.__app.game.save()).actions.length);
  if (opened !== actions) throw new Error(`the page opened a game of ${opened} actions, not the link's ${actions}`);
  return page.evaluate(() => window.__app.view());
}

/**
 * Plays on through the engine (the first placement that moves ghosts, else any; no meeple)
 * until the ghost phase or the end; returns the page's phase then.
 */
export function playToGhostPhase(page) {
  return page.evaluate(() => {
    const g = window.__app.game;
    for (let i = 0; i < 400; i++) {
      const v = g.view();
      if (v.phase === 'game-over' || v.phase === 'ghosts') break;
      if (v.phase === 'place-tile') {
        const all = g.legalPlacements();
        const p = all.find((q) => g.preview(q.x, q.y, q.rotation).obligations.some((o) => o.moved > 0)) || all[i % all.length];
        g.placeTile(p.x, p.y, p.rotation);
      } else if (v.phase === 'meeple') g.skipMeeple();
      else if (!g.autoStep()) break;
    }
    window.__app.refresh();
    return window.__app.phase;
  });
}

/**
 * Plays the page's seeded game on, through the engine, to `tiles` tiles (or its end): each
 * placement the same spread pick of the legal ones, a meeple choice by `meeples` ('spread': a
 * spread pick of the choices, 'alternate': the first choice, no meeple as a rule, every other
 * turn); then shows it and fits the board. The same calls give the same board.
 * @param {import('playwright-core').Page} page
 * @param {number} tiles
 * @param {{meeples?: 'spread' | 'alternate'}} [options]
 */
export async function playOn(page, tiles, { meeples = 'spread' } = {}) {
  await page.evaluate(([want, mode]) => {
    const g = window.__app.game;
    for (let i = 0; g.view().phase !== 'game-over' && g.view().tiles.length < want; i++) {
      const phase = g.view().phase;
      if (phase === 'place-tile') {
        const all = g.legalPlacements();
        const p = all[(i * 13 + 5) % all.length];
        g.placeTile(p.x, p.y, p.rotation);
      } else if (phase === 'meeple') {
        const acts = g.legalActions();
        const spread = (i * 7) % acts.length;
        g.play(JSON.stringify(acts[mode === 'alternate' && i % 2 ? 0 : spread]));
      } else g.autoStep();
    }
    window.__app.refresh();
    window.__app.fit();
  }, [tiles, meeples]);
}
