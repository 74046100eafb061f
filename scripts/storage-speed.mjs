// Measures the two browser stores a page can keep its games in, as the page uses them: 50 kept
// games of a late all-sets game's size (about 20 KB of JSON each), each written once (a move),
// then all read back and parsed (the page's start). localStorage (synchronous, what www/io/
// storage.js uses) against IndexedDB (asynchronous; idb-keyval is a thin layer over the same
// calls). Prints the medians of `runs` runs in headless Debian Chromium; asserts nothing.
//   node scripts/storage-speed.mjs [runs=7]
import { chromium } from 'playwright-core';
import { startServer } from './serve.mjs';

const runs = Number(process.argv[2] || 7);
const port = 8191;
const server = await startServer(port);
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
      return out;
    }));
    await context.close();
  }
  const median = (k) => {
    const v = results.map((x) => x[k]).sort((a, b) => a - b);
    return v[Math.floor(v.length / 2)].toFixed(2);
  };
  console.log(`${runs} runs, 50 games of ${results[0].bytes} bytes each (median ms)`);
  console.log(`localStorage: one write ${median('lsWrite')} ms, read and parse all ${median('lsReadAll')} ms`);
  console.log(`IndexedDB:    one write ${median('idbWrite')} ms, read and parse all ${median('idbReadAll')} ms`);
} finally {
  await browser.close();
  server.close();
}
