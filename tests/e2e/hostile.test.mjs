// Hostile input in the browser: a share link that unpacks to far more than a game, an embed
// address on another site (or slow, or huge, or redirecting), player colours that are CSS with
// url(), names with text-direction characters, and the Content-Security-Policy of every page.
// A second server on another port is "another site" (another origin). Run after `make build`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { deflateRawSync } from 'node:zlib';
import { port, useBrowser, watch, SHOTS } from './harness.mjs';

const PORT = port(8171);
const BASE = `http://127.0.0.1:${PORT}`;
const OTHER_PORT = port(8172);
const OTHER = `http://127.0.0.1:${OTHER_PORT}`;
// A page whose HTML a test rewrites (page.route) counts as public for Chromium's Local Network
// Access checks, which would then refuse its requests to the second loopback server.
const harness = useBrowser(PORT, { args: ['--disable-features=LocalNetworkAccessChecks'] });
const example1 = await readFile(new URL('../../www/scenarios/example-1.json', import.meta.url), 'utf8');

/** Every request the other site received, and how many bytes /big managed to send. */
const hits = [];
let bigSent = 0;
let other;
before(async () => {
  other = createServer((req, res) => {
    hits.push(req.url);
    const cors = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' };
    if (req.url === '/ok.json') {
      res.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
      res.end(example1);
    } else if (req.url === '/slow.json') {
      // headers at once, then the body never comes
      res.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
      res.write('{"format": ');
    } else if (req.url === '/big.json') {
      // 50 MB without a Content-Length, as fast as the reader takes it
      res.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const pump = () => {
        while (bigSent < 50e6) {
          bigSent += chunk.length;
          if (!res.write(chunk)) return res.once('drain', pump);
        }
        return res.end();
      };
      res.on('close', () => res.destroy());
      pump();
    } else if (req.url === '/redirect.json') {
      res.writeHead(302, { ...cors, Location: `${OTHER}/ok.json` });
      res.end();
    } else {
      res.writeHead(404, cors);
      res.end();
    }
  });
  await new Promise((ok) => other.listen(OTHER_PORT, '127.0.0.1', ok));
});
after(async () => {
  if (other) {
    other.closeAllConnections();
    await new Promise((ok) => other.close(ok));
  }
});

async function open(path, { viewport = { width: 1000, height: 700 }, setup } = {}) {
  const context = await harness.browser().newContext({ viewport });
  const page = await context.newPage();
  const problems = [];
  watch(page, problems);
  if (setup) await setup(page);
  await page.goto(BASE + path);
  await page.waitForSelector('body[data-ready="1"], #error:not([hidden]) #error-text:not(:empty)', { timeout: 20_000 });
  return { context, page, problems };
}

const b64url = (buf) => Buffer.from(buf).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The embed page with embed-origins.json listing the other site (and, with `csp`, its CSP widened). */
const allowOther = ({ csp = true } = {}) => async (page) => {
  await page.route('**/www/embed-origins.json', (route) => route.fulfill({
    contentType: 'application/json',
    body: JSON.stringify({ format: 'carcassonne-mist/embed-origins', version: 1, origins: [OTHER] }),
  }));
  if (csp) {
    await page.route('**/www/embed.html?*', async (route) => {
      const res = await route.fetch();
      const body = (await res.text()).replace("connect-src 'self'", `connect-src 'self' ${OTHER}`);
      assert.ok(body.includes(OTHER), 'the test widened the CSP');
      await route.fulfill({ response: res, body });
    });
  }
};

test('a share link that unpacks to far more than a game is stopped at 1 MiB, at once, and says so', async () => {
  // 100 MB of spaces inside a JSON string: a link of about 100 KB
  const bomb = deflateRawSync(Buffer.concat([Buffer.from('{"format": "carcassonne-mist/game", "x": "'), Buffer.alloc(100e6, 0x20), Buffer.from('"}')]), { level: 9 });
  const code = b64url(bomb);
  const { context, page, problems } = await open('/www/?seed=4');
  try {
    const before = await page.evaluate(() => window.__app.view());
    const t0 = Date.now();
    await page.evaluate((c) => { location.hash = `game=${c}`; }, code);
    await page.waitForFunction(() => document.querySelector('#error').textContent.length > 0);
    const ms = Date.now() - t0;
    const msg = await page.textContent('#error');
    assert.match(msg, /share link cannot be opened, and nothing was changed: this link holds more than 1 MiB of game/);
    console.log(`# a ${(code.length / 1024).toFixed(0)} KB link unpacking to 100 MB: refused in ${ms} ms`);
    assert.deepEqual(await page.evaluate(() => window.__app.view()), before, 'the game on the page is untouched');
    // a plain (uncompressed) link over 1 MiB is refused the same way
    const plain = b64url(Buffer.concat([Buffer.from('{"x": "'), Buffer.alloc(1.1e6, 0x20), Buffer.from('"}')]));
    await page.evaluate(() => { document.querySelector('#error').textContent = ''; });
    await page.evaluate((c) => { location.hash = `game=${c}`; }, plain);
    await page.waitForFunction(() => document.querySelector('#error').textContent.length > 0);
    assert.match(await page.textContent('#error'), /more than 1 MiB of game/);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('embed: a scenario on another site is refused unless the hosting site lists it, without a request', async () => {
  hits.length = 0;
  const { context, page, problems } = await open(`/www/embed.html?scenario=${encodeURIComponent(`${OTHER}/ok.json`)}`);
  try {
    await page.waitForSelector('#error:not([hidden])');
    const msg = await page.locator('#error-text').innerText();
    assert.ok(msg.includes(`only loads files from its own site (${BASE})`) && msg.includes(`allow ${OTHER} by listing it in embed-origins.json`), msg);
    assert.deepEqual(hits, [], 'the other site got no request');
    // the page's own embed-origins.json was read (it lists no other site)
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
  // listed in embed-origins.json and in the CSP: it loads
  const listed = await open(`/www/embed.html?scenario=${encodeURIComponent(`${OTHER}/ok.json`)}`, { setup: allowOther() });
  try {
    await listed.page.waitForSelector('body[data-ready="1"]');
    assert.ok(!(await listed.page.locator('#error').isVisible()), 'the listed site loads');
    assert.deepEqual(hits, ['/ok.json']);
    // The file was served once and the scenario is shown. In full-suite runs, Chromium (with
    // Playwright intercepting this page's own HTML to widen its CSP) now and then also reports
    // that same request as aborted after it was answered; that report alone is no problem.
    const spurious = `request failed: ${OTHER}/ok.json net::ERR_ABORTED`;
    assert.deepEqual(listed.problems.filter((p) => p !== spurious), []);
  } finally {
    await listed.context.close();
  }
  // listed in embed-origins.json but not in the CSP: the CSP refuses, and the page says where to add it
  const noCsp = await open(`/www/embed.html?scenario=${encodeURIComponent(`${OTHER}/ok.json`)}`, { setup: allowOther({ csp: false }) });
  try {
    await noCsp.page.waitForSelector('#error:not([hidden])');
    assert.match(await noCsp.page.locator('#error-text').innerText(), /Content-Security-Policy of embed\.html does not allow it yet: add it to connect-src/);
    assert.ok(noCsp.problems.every((p) => /Content Security Policy|BLOCKED_BY_CSP/.test(p)), noCsp.problems.join('\n'));
  } finally {
    await noCsp.context.close();
  }
});

test('embed: a redirection, a huge file and a server that stalls are each stopped with a message', async () => {
  const cases = [
    { path: '/redirect.json', expect: /sent the demonstrator to another address/ },
    { path: '/big.json', expect: /more than 1 MiB/ },
    // it must stop (the 10-second limit), not wait for ever: the wait below gives up at 40 s
    { path: '/slow.json', expect: /did not send the file within 10 seconds/ },
  ];
  for (const c of cases) {
    const t0 = Date.now();
    const { context, page, problems } = await open(`/www/embed.html?scenario=${encodeURIComponent(OTHER + c.path)}`, { setup: allowOther() });
    try {
      await page.waitForSelector('#error:not([hidden])', { timeout: 40_000 });
      console.log(`# ${c.path}: stopped after ${Date.now() - t0} ms`);
      assert.match(await page.locator('#error-text').innerText(), c.expect, c.path);
      if (c.path === '/big.json') assert.ok(bigSent < 20e6, `the reading stopped early (${(bigSent / 1e6).toFixed(1)} MB sent)`);
      if (c.path === '/redirect.json') assert.ok(!hits.includes('/ok.json') || hits.filter((h) => h === '/ok.json').length === 1, 'the redirection was not followed');
      // the browser reports the request it gave up (aborted, cancelled) as failed: nothing else
      assert.deepEqual(problems.filter((p) => !p.startsWith(`request failed: ${OTHER}${c.path}`)), [], c.path);
    } finally {
      await context.close();
    }
  }
});

/** A saved game whose first player's colour is CSS that fetches from the other site. */
const hostileGame = JSON.stringify({
  format: 'carcassonne-mist/game', version: 1,
  setup: {
    players: [{ name: '<img src=x>', colour: `url(${OTHER}/p)` }, { name: 'Bob', colour: `image-set(url(//127.0.0.1:${OTHER_PORT}/q) 1x)` }],
    sets: ['base'], seed: 3,
  },
  actions: [],
});

test('player colours that are CSS with url() make no request anywhere, on the page and in the embed', async () => {
  hits.length = 0;
  const code = b64url(deflateRawSync(Buffer.from(hostileGame)));
  const { context, page, problems } = await open(`/www/#game=${code}`);
  try {
    // the engine refuses the colours (Setup::check): the link changes nothing and says why
    await page.waitForFunction(() => document.querySelector('#error').textContent !== '');
    assert.match(await page.textContent('#error'), /cannot be opened.*colour/);
    // the page plays on with its own game: its own colours, and the hostile name nowhere
    const swatches = await page.$$eval('.swatch', (xs) => xs.map((x) => x.style.background));
    assert.ok(swatches.length > 0 && swatches.every((b) => !/url|image/.test(b)), swatches.join(' | '));
    assert.doesNotMatch(await page.textContent('#players'), /<img/);
    await page.waitForLoadState('networkidle');
    await page.goto(`${BASE}/www/embed.html?game=${encodeURIComponent(hostileGame)}`);
    await page.waitForSelector('#error:not([hidden])');
    assert.match(await page.textContent('#error'), /cannot be opened.*colour/);
    // every request the embed makes is over (no network for 500 ms) before counting the hits
    await page.waitForLoadState('networkidle');
    assert.deepEqual(hits, [], 'nothing was fetched from the other site');
    assert.deepEqual(problems, [], 'no CSP violation either: the colour never reached CSS');
  } finally {
    await context.close();
  }
});

test('every page has a Content-Security-Policy without inline script, and no inline script, style or handler', async () => {
  for (const path of ['/www/', '/www/embed.html?scenario=scenarios/example-1.json', '/www/scenarios/']) {
    const { context, page, problems } = await open(path);
    try {
      const csp = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
      assert.ok(csp, `${path}: a CSP meta`);
      assert.match(csp, /script-src 'self'( 'wasm-unsafe-eval')?;/, path);
      assert.doesNotMatch(csp, /unsafe-inline/, path);
      assert.match(csp, /img-src 'self' data:;/, path);
      assert.match(csp, /connect-src 'self';/, path);
      const inline = await page.evaluate(() => ({
        scripts: [...document.scripts].filter((s) => !s.src).length,
        styles: document.querySelectorAll('style').length,
        handlers: [...document.querySelectorAll('*')].filter((e) => [...e.attributes].some((a) => /^on/.test(a.name))).length,
      }));
      assert.deepEqual(inline, { scripts: 0, styles: 0, handlers: 0 }, path);
      assert.deepEqual(problems, [], `${path}: no CSP violation`);
    } finally {
      await context.close();
    }
  }
});

test('the New game dialog refuses a name with a text-direction character, and a blank name, in words', async () => {
  const { context, page, problems } = await open('/www/?seed=8');
  try {
    const before = await page.evaluate(() => window.__app.view());
    // the engine's words (or, with an engine that lets such names through, the page's own)
    for (const [name, expect] of [['Ann\u202Eevil', /name.*(character|direction|control)/i], ['   ', /name/]]) {
      await page.click('#new-game');
      await page.waitForSelector('#new-game-dialog[open]');
      await page.locator('#ng-players input[type="text"]').first().fill(name);
      await page.click('#ng-start');
      assert.match(await page.textContent('#ng-error'), expect, JSON.stringify(name));
      assert.ok(await page.locator('#new-game-dialog').evaluate((d) => d.open), 'the dialog stays open');
      await page.click('#ng-cancel');
    }
    assert.deepEqual(await page.evaluate(() => window.__app.view()), before, 'no game was started');
    await page.screenshot({ path: `${SHOTS}hostile-names.png` });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

// The page unpacks share links in Chromium, whose DecompressionStream passes back-pressure on:
// a 100 MB bomb is fed to it 512 bytes at a time and reading stops at 1 MiB of output, so only
// a small part of the bomb is ever read (counted, not timed).
test('a deflate bomb in a link is read only until it passes 1 MiB', async () => {
  const context = await harness.browser().newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${BASE}/www/embed.html?scenario=scenarios/example-1.json`);
    const bomb = [...deflateRawSync(Buffer.alloc(100 * 1024 * 1024, 0x20), { level: 9 })];
    const r = await page.evaluate(async (arr) => {
      const { inflateCapped, MAX_GAME_BYTES } = await import('/src/www/io/inflate.js');
      const bytes = new Uint8Array(arr);
      let fed = 0;
      const probe = { length: bytes.length, subarray: (a, b) => { fed = Math.max(fed, Math.min(b, bytes.length)); return bytes.subarray(a, b); } };
      try {
        await inflateCapped(probe, MAX_GAME_BYTES, 'more than 1 MiB');
        return { error: null, fed, length: bytes.length };
      } catch (e) {
        return { error: e.name, fed, length: bytes.length };
      }
    }, bomb);
    assert.equal(r.error, 'TooLarge');
    assert.ok(r.fed < r.length / 10, `read ${r.fed} of the bomb's ${r.length} bytes before stopping`);
  } finally {
    await context.close();
  }
});

test('an address with a setup the engine refuses: the reason in the reader\'s language, on the page and in the New game dialog', async () => {
  const { context, page, problems } = await open('/www/?lang=fr&seed=1&sets=base,dragons&player=Ann&player=Bob');
  try {
    await page.waitForSelector('#new-game-dialog[open]');
    const said = await page.textContent('#ng-error');
    assert.match(said, /sets : valeur inconnue « dragons »/, said);
    assert.doesNotMatch(said, /unknown tile set/, 'not the engine\'s English');
    assert.match(await page.textContent('#error'), /dragons/, 'the error line says it too');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

// The game page and the editor refuse to run inside another site's frame (the embed is the page
// meant for frames): nothing is opened or kept, and the frame says so.
test('the game page and the editor in a stranger\'s frame run nothing and say why; the embed runs', async () => {
  const context = await harness.browser().newContext();
  try {
    const page = await context.newPage();
    await page.goto('about:blank');
    // the served pages (with the server's frame-ancestors header, docs/HOSTING.md) and the plain
    // modules under /src/ (no header: the page's own refusal, io/framing.js)
    await page.setContent(`<iframe id="p" src="${BASE}/www/index.html?seed=3"></iframe>
      <iframe id="e" src="${BASE}/www/editor.html"></iframe>
      <iframe id="sp" src="${BASE}/src/www/index.html?seed=3" width="800" height="600"></iframe>
      <iframe id="se" src="${BASE}/src/www/editor.html" width="800" height="600"></iframe>
      <iframe id="m" src="${BASE}/www/embed.html?scenario=scenarios/example-1.json" width="700" height="450"></iframe>`);
    const frame = async (id) => (await page.waitForSelector(`#${id}`)).contentFrame();
    for (const id of ['p', 'e']) {
      const f = await frame(id);
      // the browser refuses to show the page in the frame: an error page instead of ours
      await f.waitForLoadState();
      assert.match(f.url(), /^chrome-error:/, `${id}: refused by the header (${f.url()})`);
    }
    const game = await frame('sp');
    await game.waitForFunction(() => /does not run inside another site's frame/.test(document.querySelector('#error').textContent), null, { timeout: 20_000 });
    assert.equal(await game.evaluate(() => document.body.dataset.ready), undefined, 'no game opened');
    const editor = await frame('se');
    await editor.waitForFunction(() => /does not run inside another site's frame/.test(document.querySelector('#ed-error').textContent), null, { timeout: 20_000 });
    const embed = await frame('m');
    await embed.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
    // nothing was kept for the page's own origin either
    const own = await context.newPage();
    await own.goto(`${BASE}/www/embed.html?scenario=scenarios/example-1.json`);
    assert.equal(await own.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('carcassonne-mist/game/')).length), 0, 'no game kept');
  } finally {
    await context.close();
  }
});

// A browser that blocks site data throws a SecurityError at the first touch of localStorage or
// sessionStorage (as Chromium does with cookies blocked): every page starts and says what it
// cannot keep.
test('with site data blocked, the game page, the editor, the embed and the index start and say what they cannot keep', async () => {
  const context = await harness.browser().newContext();
  await context.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, { configurable: true, get() { throw new DOMException('Access is denied for this document.', 'SecurityError'); } });
    }
  });
  const problems = [];
  try {
    const page = await context.newPage();
    watch(page, problems);
    await page.goto(`${BASE}/www/?seed=3`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
    assert.match(await page.textContent('#games-note'), /does not let the page keep games/);
    await page.goto(`${BASE}/www/editor.html`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
    await page.click('#ed-export');
    await page.fill('#ex-base', 'https://wiki.example/carcassonne/www/');
    await page.waitForFunction(() => /keeps no data for this page/.test(document.querySelector('#ex-base-note').textContent));
    await page.goto(`${BASE}/www/embed.html?scenario=scenarios/example-1.json`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
    await page.goto(`${BASE}/www/scenarios/`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the computer\'s worker answers every message that is not a cancel: garbage gets an error, and a stray cancel stops no later question', { timeout: 60_000 }, async () => {
  const context = await harness.browser().newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${BASE}/www/?seed=3`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
    const answers = await page.evaluate(() => new Promise((ok) => {
      const w = new Worker('engine/ai-worker.js', { type: 'module' });
      const got = [];
      w.onmessage = (e) => {
        if (e.data && e.data.progress) return;
        got.push(e.data);
        if (got.length === 6) {
          w.terminate();
          ok(got.map((a) => ({ id: a.id, error: Boolean(a.error), decided: Boolean(a.suggestion) })));
        }
      };
      for (const m of [5, 'x', null, { id: 1 }, { id: 2, saved: 7 }]) w.postMessage(m);
      w.postMessage({ cancel: 3 }); // a cancel of nothing asked: answered by nothing, and forgotten
      w.postMessage({ id: 3, saved: window.__app.game.save(), player: 'greedy:1', seed: 1 });
    }));
    assert.deepEqual(answers.slice(0, 5), [
      { id: null, error: true, decided: false }, { id: null, error: true, decided: false }, { id: null, error: true, decided: false },
      { id: 1, error: true, decided: false }, { id: 2, error: true, decided: false },
    ]);
    assert.deepEqual(answers[5], { id: 3, error: false, decided: true }, 'the question after a stray cancel is answered');
  } finally {
    await context.close();
  }
});

test('a share link refused before the engine reads it is refused in the reader\'s language', async () => {
  const context = await harness.browser().newContext({ locale: 'fr-FR' });
  try {
    const page = await context.newPage();
    await page.goto(`${BASE}/www/?seed=4&lang=fr`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
    await page.evaluate(() => { location.hash = `game=${'%%%'.repeat(400)}`; });
    await page.waitForFunction(() => /abîmé/.test(document.querySelector('#error').textContent));
    assert.match(await page.textContent('#error'), /ce n’est pas du base64url/);
    assert.doesNotMatch(await page.textContent('#error'), /the link is damaged/);
  } finally {
    await context.close();
  }
});
