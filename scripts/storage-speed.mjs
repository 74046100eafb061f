// Measures the two browser stores a page can keep its games in, as the page uses them: 50 kept
// games of a late all-sets game's size (about 20 KB of JSON each), each written once (a move),
// then all read back and parsed (the page's start). localStorage (synchronous, what www/io/
// storage.js uses) against IndexedDB (asynchronous; idb-keyval is a thin layer over the same
// calls). Then the cost of the cross-tab lock a move is kept under (www/io/storage.js `keep`:
// a Web Lock, the head read and written in IndexedDB, the record in localStorage) against the
// same `put` without it, with the page's own module; and two tabs counting to 2,000 each under
// one Web Lock, the count read either in localStorage or in IndexedDB (io/heads.js says why the
// revision is read in IndexedDB). Prints the medians of `runs` runs in headless Debian Chromium;
// asserts nothing.
//   node scripts/storage-speed.mjs [runs=7]
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { startServer } from './serve.mjs';

const runs = Number(process.argv[2] || 7);
const port = 8191;
const server = await startServer(port, undefined, { sources: fileURLToPath(new URL('../', import.meta.url)) });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const results = [];
  for (let r = 0; r < runs; r++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/www/embed.html`);
    results.push(await page.evaluate(async () => {
      const record = (i) => JSON.stringify({ id: `g${i}`, game: { actions: Array.from({ length: 300 }, (_, k) => ({ type: 'place-tile', x: k % 17 - 8, y: (k * 7) % 13 - 6, rotation: 90 * (k % 4) })) }, redo: [], summary: { players: [{ name: 'Ann' }, { name: 'Bob' }] } });
      const texts = Array.from({ length: 50 }, (_, i) => record(i));
      const out = { bytes: texts[0].length };
      // localStorage: one write (a move), then the start: every key read and parsed
      let t0 = performance.now();
      for (let i = 0; i < 50; i++) localStorage.setItem(`k/${i}`, texts[i]);
      out.lsWrite = (performance.now() - t0) / 50;
      t0 = performance.now();
      const all = [];
      for (let i = 0; i < localStorage.length; i++) all.push(JSON.parse(localStorage.getItem(localStorage.key(i))));
      out.lsReadAll = performance.now() - t0;
      // IndexedDB: the same, one transaction a write, one to read all
      const db = await new Promise((ok, no) => {
        const q = indexedDB.open('speed', 1);
        q.onupgradeneeded = () => q.result.createObjectStore('games');
        q.onsuccess = () => ok(q.result);
        q.onerror = () => no(q.error);
      });
      const done = (tx) => new Promise((ok, no) => { tx.oncomplete = ok; tx.onerror = () => no(tx.error); });
      t0 = performance.now();
      for (let i = 0; i < 50; i++) {
        const tx = db.transaction('games', 'readwrite');
        tx.objectStore('games').put(texts[i], `k/${i}`);
        await done(tx);
      }
      out.idbWrite = (performance.now() - t0) / 50;
      t0 = performance.now();
      const got = await new Promise((ok, no) => {
        const q = db.transaction('games').objectStore('games').getAll();
        q.onsuccess = () => ok(q.result);
        q.onerror = () => no(q.error);
      });
      got.map((t) => JSON.parse(t));
      out.idbReadAll = performance.now() - t0;
      // a move kept as the page keeps it: `put` alone, then `keep` (lock, head, record)
      localStorage.clear();
      const src = '/src/www/io/'; // the page's own modules (served from the checkout)
      const { GameStore } = await import(`${src}storage.js`);
      const { openHeads } = await import(`${src}heads.js`);
      const game = (n) => ({ format: 'carcassonne-mist/game', version: 1, setup: { players: [{ name: 'Ann' }, { name: 'Bob' }], sets: ['base'], seed: 1 }, actions: Array.from({ length: n }, (_, k) => ({ type: 'place-tile', x: k, y: 0, rotation: 0 })) });
      const moves = 100;
      const summary = { players: [{ name: 'Ann', colour: null }, { name: 'Bob', colour: null }], sets: ['base'], title: null, placed: 1, total: 72, current: 0 };
      const play = async (store, keep) => {
        let e = (await store.keep({ game: game(0), redo: [], summary, finished: false, seats: [] }, { writer: 't' })).entry;
        const t1 = performance.now();
        for (let k = 1; k <= moves; k++) {
          const next = { ...e, game: game(200 + k) };
          const opts = { baseRev: e.rev, baseWriter: 't', writer: 't' };
          e = (keep ? await store.keep(next, opts) : store.put(next, opts)).entry;
        }
        return (performance.now() - t1) / moves;
      };
      out.put = await play(new GameStore(localStorage), false);
      localStorage.clear();
      out.keep = await play(new GameStore(localStorage, { locks: navigator.locks, heads: openHeads() }), true);
      out.recordBytes = localStorage.getItem(localStorage.key(0)).length;
      return out;
    }));
    // two tabs, each counting to 2,000 under one Web Lock: the count read in localStorage, then in IndexedDB
    if (r === 0) {
      const tabs = [await context.newPage(), await context.newPage()];
      for (const t of tabs) await t.goto(`http://127.0.0.1:${port}/www/embed.html`);
      for (const where of ['localStorage', 'IndexedDB']) {
        await tabs[0].evaluate(() => localStorage.setItem('count', '0'));
        const at = Date.now() + 300;
        await Promise.all(tabs.map((t) => t.evaluate(async ([when, where]) => {
          const db = await new Promise((ok) => {
            const q = indexedDB.open('count', 1);
            q.onupgradeneeded = () => q.result.createObjectStore('c');
            q.onsuccess = () => ok(q.result);
          });
          await new Promise((ok) => setTimeout(ok, Number(when) - Date.now()));
          for (let k = 0; k < 2000; k++) {
            await navigator.locks.request('count', () => {
              if (where === 'localStorage') {
                localStorage.setItem('count', String(Number(localStorage.getItem('count')) + 1));
                return undefined;
              }
              return new Promise((ok) => {
                const tx = db.transaction('c', 'readwrite');
                const q = tx.objectStore('c').get('count');
                q.onsuccess = () => tx.objectStore('c').put((q.result || 0) + 1, 'count');
                tx.oncomplete = ok;
              });
            });
          }
        }, [at, where])));
        const count = /** @type {number} */ (await tabs[0].evaluate((w) => (w === 'localStorage' ? Number(localStorage.getItem('count'))
          : new Promise((ok) => {
            const q = indexedDB.open('count', 1);
            q.onsuccess = () => {
              const g = q.result.transaction('c').objectStore('c').get('count');
              g.onsuccess = () => ok(g.result);
            };
          })), where));
        console.log(`two tabs counting to 2,000 each under one Web Lock, the count in ${where}: ${count} of 4,000 (${4000 - count} lost)`);
      }
    }
    await context.close();
  }
  const median = (k) => {
    const v = results.map((x) => x[k]).sort((a, b) => a - b);
    return v[Math.floor(v.length / 2)].toFixed(2);
  };
  console.log(`${runs} runs, 50 games of ${results[0].bytes} bytes each (median ms)`);
  console.log(`localStorage: one write ${median('lsWrite')} ms, read and parse all ${median('lsReadAll')} ms`);
  console.log(`IndexedDB:    one write ${median('idbWrite')} ms, read and parse all ${median('idbReadAll')} ms`);
  console.log(`a move kept (a record of ${results[0].recordBytes} bytes): put ${median('put')} ms, keep (Web Lock, IndexedDB head, record) ${median('keep')} ms`);
} finally {
  await browser.close();
  server.close();
}
