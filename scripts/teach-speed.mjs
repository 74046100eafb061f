// How long the engine's teaching takes in the browser (docs/AI.md, "Why a move"): a hint's
// reason (`explainMove` in the computer's worker, which values every move to the end of the
// turn) at placements of an all-sets and a base game, and a full game review (`review`, in the
// worker's slices) of a finished game of random moves, on this machine. Chromium's CPU
// throttling slows only the page's main thread, not a worker, so a phone-class budget is
// stated as this machine's figure × 4 (a phone's core is about 4 times slower). Prints
// medians; asserts nothing. After `make build`:   node scripts/teach-speed.mjs [games=3]
import { chromium } from 'playwright-core';
import { SITE, startServer } from './serve.mjs';

const games = Number(process.argv[2] || 3);
const port = 8899 + (Number(process.env.E2E_PORT_OFFSET) || 0);
const server = await startServer(port, SITE);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** In the page: plays `sets` with random legal moves (seed-driven), and times the worker. */
async function measure(page, sets, seed) {
  return page.evaluate(async ({ sets, seed }) => {
    const engine = await import(new URL('../pkg/carcassonne_mist.js', location.href).href).catch(() => null);
    void engine;
    const app = window.__app;
    const G = app.game.constructor;
    const game = G.newGame(JSON.stringify({ players: ['Ann', 'Bob'], sets, seed }));
    let x = seed;
    const rand = (n) => {
      x = (x * 1103515245 + 12345) % 2147483648;
      return x % n;
    };
    const worker = new Worker(new URL('engine/ai-worker.js', /** @type {HTMLScriptElement} */ (document.querySelector('script[type=module]')).src.replace(/page\/main\.js.*$/, '')), { type: 'module' });
    let id = 0;
    const ask = (m) => new Promise((ok) => {
      const mine = ++id;
      worker.onmessage = (e) => {
        if (e.data.id === mine && !e.data.progress) ok(e.data);
      };
      worker.postMessage({ id: mine, ...m });
    });
    const hints = [];
    while (game.view().phase !== 'game-over') {
      const legal = game.legalActions();
      const v = game.view();
      if (v.phase === 'place-tile' && v.tiles.length % 12 === 5) {
        const t0 = performance.now();
        const r = await ask({ saved: game.save(), explain: { action: JSON.stringify(legal[0]), alternative: null } });
        if (!r.explanation) throw new Error(r.error);
        hints.push(performance.now() - t0);
      }
      game.play(JSON.stringify(legal[rand(legal.length)]));
    }
    const t0 = performance.now();
    const r = await ask({ saved: game.save(), review: { seats: 3 } });
    if (!r.review) throw new Error(r.error);
    const review = performance.now() - t0;
    worker.terminate();
    game.free();
    return { hints, review, decisions: r.review.decisions };
  }, { sets, seed });
}

try {
  {
    for (const sets of [['base'], ['base', 'gcc', 'sc']]) {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${port}/www/index.html?seed=1`);
      await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 30_000 });
      const hints = [];
      const reviews = [];
      let decisions = 0;
      for (let g = 0; g < games; g++) {
        const r = await measure(page, sets, 100 + g);
        hints.push(...r.hints);
        reviews.push(r.review);
        decisions = r.decisions;
      }
      const h = median(hints);
      const r = median(reviews) / 1000;
      console.log(`${sets.join(',')}: a hint's reason (explainMove) median ${Math.round(h)} ms, max ${Math.round(Math.max(...hints))} ms over ${hints.length}; a full review (${decisions} decisions, both seats) median ${r.toFixed(1)} s over ${reviews.length}; phone-class (× 4): ${Math.round(4 * h)} ms and ${(4 * r).toFixed(1)} s`);
      await page.close();
    }
  }
} finally {
  await browser.close();
  await new Promise((ok) => server.close(ok));
}
