// End-to-end test of the rules demonstrator (www/embed.html) and the list of ready-made
// scenarios (www/scenarios/index.html): serve the repo, open them in headless Chromium, check
// the outcome panel against the engine's preview and against the rules page's numbers, step
// through the scenarios, try every URL option and bad input, and check nothing went to the
// console. Run after `make build`:  node --test tests/e2e/embed.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { port, useBrowser, watch, SHOTS } from './harness.mjs';

const PORT = port(8124);
const BASE = `http://127.0.0.1:${PORT}`;
const SCENARIOS = fileURLToPath(new URL('../../www/scenarios/', import.meta.url));

const harness = useBrowser(PORT);

/** Opens `path` (under /www/) at the given viewport and waits until the page says it is ready. */
async function open(path, { width = 800, height = 480 } = {}) {
  const context = await harness.browser().newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const problems = [];
  watch(page, problems, { warnings: true });
  const t0 = Date.now();
  await page.goto(`${BASE}/www/${path}`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
  return { context, page, problems, ms: Date.now() - t0 };
}

const embed = (query) => `embed.html?${query}`;

/**
 * One page for many loads of the embed (a new context a load costs about 3 times the CPU of
 * a new load in the same page: docs/TESTING.md): `load(query)` opens embed.html?query, waits
 * until it is ready and returns the milliseconds it took; `problems` are emptied first, so that
 * they are that load's.
 */
async function reusedPage() {
  const context = await harness.browser().newContext({ viewport: { width: 800, height: 480 } });
  const page = await context.newPage();
  const problems = [];
  watch(page, problems, { warnings: true });
  const load = async (query) => {
    problems.length = 0;
    const t0 = Date.now();
    await page.goto(`${BASE}/www/${embed(query)}`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
    return Date.now() - t0;
  };
  return { context, page, problems, load };
}

const readScenario = async (file) => JSON.parse(await readFile(SCENARIOS + file, 'utf8'));
/** An element's visible text, without the invisible marks that isolate names (U+2068, U+2069). */
const text = async (page, sel) => (await page.locator(sel).innerText()).replace(/[\u2068\u2069]/g, '');
/** The English text of a scenario text (a string, or texts by language): what a reader without lang= sees. */
const en = (t) => (typeof t === 'string' ? t : t.en);
const isVisible = (page, sel) => page.locator(sel).isVisible();

/** base64url of a UTF-8 text, as a wiki editor would make it. */
const base64url = (s) => Buffer.from(s, 'utf8').toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * The rules page's examples: which placement to show and what its outcome panel must say.
 * `ghosts`: rule → ghosts that move (the rules page's numbers); `lines`: rule → bits of text its
 * line of the panel must hold; `words`: bits of text anywhere in the panel; `supply`: the ghost
 * supply after the placement.
 */
const EXAMPLES = [
  {
    file: 'example-1.json', show: [0, -1, 0], rules: ['B1', 'M2', 'S1', 'S2', 'M4', 'G3'],
    ghosts: { S1: 2, S2: 2, M4: 1 }, supply: 13,
    words: ['side limits it', 'Red 1 receives its third ghost and goes home; its monastery is free again'],
    lines: {
      S1: ['2 ghosts', 'supply', 'Red'], // one per circle, to your meeple
      S2: ['2 ghosts', 'supply', "new tile's circles"], // 2 circles filled
      M4: ['1 ghost', 'supply', 'Red'],
    },
  },
  {
    file: 'example-2.json', show: [0, 1, 0], rules: ['B1', 'M2', 'M3', 'S3'],
    ghosts: { M3: 1, S3: 1 }, supply: 13,
    words: ['side continues it', 'circle 1 holds 1 ghost'],
    lines: {
      M3: ['1 ghost', 'supply', 'Blue'],
      S3: ['1 ghost', 'from circle 1', 'Yellow'], // from the occupied circle
    },
  },
  {
    file: 'example-3.json', show: [0, 1, 0], rules: ['B1', 'M2', 'M4', 'S5'],
    ghosts: { M4: 1, S5: 1 }, supply: 13,
    words: ['side limits it'],
    lines: {
      M4: ['1 ghost', 'supply', 'Green'],
      S5: ['1 ghost', 'from circle 1', 'Green'],
    },
  },
  {
    file: 'faq.json', show: [0, 2, 0], rules: ['B1', 'M2', 'S2', 'M3', 'S4', 'G3'],
    ghosts: { S2: 1, M3: 1, S4: 2 }, supply: 15, // Blue's meeple goes home with its 3 ghosts
    words: ['side closes it'],
    lines: {
      S2: ['1 ghost', 'supply'],
      M3: ['1 ghost', 'supply', 'Blue'],
      S4: ['2 ghosts', 'Blue'], // both circle ghosts, the one just drawn too
    },
  },
];

test('each example shows its placement with the ghosts of the rules page', async () => {
  const { context, page, problems, load } = await reusedPage();
  try {
    for (const ex of EXAMPLES) {
      const [x, y, r] = ex.show;
      const ms = await load(`scenario=scenarios/${ex.file}&show=${x},${y},${r}`);
      const sc = await readScenario(ex.file);
      console.log(`# ${ex.file}: ready in ${ms} ms`);
      assert.equal(await text(page, '#title'), en(sc.title));
      assert.equal(await page.getAttribute('#outcome-box', 'data-placement'), `${x},${y},${r}`);
      const panel = await text(page, '#outcome');
      for (const w of ex.words) assert.ok(panel.includes(w), `${ex.file}: the panel says "${w}":\n${panel}`);
      for (const [rule, bits] of Object.entries(ex.lines)) {
        const lines = await page.locator(`#outcome li[data-rule="${rule}"]`).allInnerTexts();
        assert.ok(
          lines.some((l) => bits.every((b) => l.includes(b))),
          `${ex.file}: a ${rule} line says ${bits.map((b) => `"${b}"`).join(', ')}:\n${lines.join('\n')}`,
        );
      }
      assert.equal(await page.getAttribute('#outcome', 'data-rules'), ex.rules.join(' '));

      // the numbers come from the engine's preview, and match the rules page
      const pv = await page.evaluate(([a, b, c]) => window.__embed.preview(a, b, c), ex.show);
      const moved = Object.fromEntries(pv.obligations.map((o) => [o.rule, o.moved]));
      assert.deepEqual(moved, ex.ghosts, `${ex.file}: ghosts per rule`);
      assert.equal(pv.supply_after, ex.supply, `${ex.file}: the supply after`);
      for (const o of pv.obligations) {
        const lines = await page.locator(`#outcome li[data-rule="${o.rule}"]`).allInnerTexts();
        const n = `${o.moved} ghost${o.moved === 1 ? '' : 's'}`;
        assert.ok(lines.some((l) => l.includes(n)), `${ex.file}: a ${o.rule} line says "${n}": ${lines}`);
      }
      await page.screenshot({ path: `${SHOTS}embed-${ex.file.replace('.json', '')}.png` });

      // step through the steps: each caption appears, refused steps say so
      for (let i = 0; i < sc.steps.length; i++) {
        await page.click('#next');
        await page.waitForFunction((n) => document.querySelector('#step-count').dataset.step === String(n), i + 1);
        const caption = await text(page, '#caption');
        assert.ok(caption.startsWith(en(sc.steps[i].caption)), `${ex.file} step ${i + 1}: caption "${caption}"`);
        const happened = await text(page, '#happened');
        if (sc.steps[i].refused || sc.steps[i].error) assert.match(happened, /Refused: .+/, `${ex.file} step ${i + 1} is refused`);
        else assert.ok(happened.length > 0, `${ex.file} step ${i + 1} says what happened`);
        if (i === 0) {
          // the step's ghost moves and what they were for
          for (const rule of Object.keys(ex.ghosts)) {
            if (ex.file === 'example-2.json') break; // Green chooses: the ghosts are still owed
            assert.ok(happened.includes(`(${rule})`), `${ex.file}: step 1 names ${rule}:\n${happened}`);
          }
          await page.screenshot({ path: `${SHOTS}embed-${ex.file.replace('.json', '')}-step1.png` });
        }
      }
      assert.ok(await page.locator('#next').isDisabled(), 'the last step has no next');
      assert.match(await text(page, '#caption'), /End of the example\.$/);
      // and back to the start
      for (let i = sc.steps.length; i > 0; i--) await page.click('#back');
      assert.equal(await page.getAttribute('#step-count', 'data-step'), '0');
      assert.match(await text(page, '#caption'), /Press ▶ to play step 1/);
      assert.ok(await page.locator('#back').isDisabled());
      assert.deepEqual(problems, [], `${ex.file}: no console errors`);
    }
  } finally {
    await context.close();
  }
});

test('the step results say where the ghosts went and who went home', async () => {
  const { context, page, problems } = await open(embed('scenario=scenarios/example-1.json&step=1'));
  try {
    assert.equal(await page.getAttribute('#step-count', 'data-step'), '1');
    const happened = await text(page, '#happened');
    // 2 (S1) + 1 (M4) ghosts to Red's meeple, which goes home; 2 circles filled (S2)
    // (each forced, said in words rather than by a sign: issue 43)
    assert.match(happened, /Red moved a ghost from the supply to Red's meeple on the monastery \(S1\) \(forced: the only move\) × 2\n/);
    assert.match(happened, /Red moved a ghost from the supply into the new tile's circles \(S2\) \(forced: the only move\) × 2\n/);
    // the third ghost said in the log's line (G3), once
    assert.match(happened, /Red moved a ghost from the supply to Red's meeple on the monastery \(M4\); Red's meeple receives its third ghost and goes home: its monastery is free again \(G3\) \(forced: the only move\)\n/);
    assert.equal(happened.match(/goes home|went home/g).length, 1, happened);
    assert.doesNotMatch(happened, /\(\s*-?\d+\s*,\s*-?\d+\s*\)/, 'no coordinates');
    // the meeple choices name the feature in words and where it lies, as on the game page
    // (each after its number key, issue 23)
    const labels = await page.$$eval('#actions button[data-action="place-meeple"]', (bs) => bs.map((b) => b.textContent.trim().replace(/\s+/g, ' ')));
    assert.deepEqual(labels, ['1 Field · E', '2 Field · E (guard)']);
    const v = await page.evaluate(() => window.__embed.view());
    assert.deepEqual(v.circles.map((c) => c.ghosts), [2]);
    assert.equal(v.ghost_supply, 13);
    assert.match(await text(page, '#supply'), /Ghost supply: 13/);
    // step 3 ends Red's turn: its recap says what it did, and never that Red's ghosts went to
    // Blue's meeples (the ghosts paid stay the placing player's once the turn has passed)
    await page.goto(`${BASE}/www/${embed('scenario=scenarios/example-1.json&step=3')}`);
    await page.waitForSelector('body[data-ready="1"]');
    const third = await text(page, '#happened');
    assert.match(third, /Red put a meeple on the field/, third);
    assert.doesNotMatch(third, /Blue/, third);
    // Example 2, step 3 pays the circle's ghost (S3): its recap lists that, not step 2's M3 (issue 43)
    await page.goto(`${BASE}/www/${embed('scenario=scenarios/example-2.json&step=3')}`);
    await page.waitForSelector('body[data-ready="1"]');
    const recap = await text(page, '#happened');
    assert.match(recap, /Green moved a ghost from circle 1 to Yellow 1 \(S3\)/, recap);
    assert.match(recap, /More ghosts: 1 ghost from the bank's circles/, recap);
    assert.doesNotMatch(recap, /Continue: 1 ghost from the supply/, `step 2's line is not this step's: ${recap}`);
    // a scenario with scoring lists it
    await page.goto(`${BASE}/www/${embed('scenario=scenarios/rule-B4.json&step=2')}`);
    await page.waitForSelector('body[data-ready="1"]');
    assert.match(await text(page, '#happened'), /City of 3 tiles with 1 shield completed: 8 points to Red \(B4\)/);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('URL options: lang, theme, interactive, step, show=none, inline and base64url JSON, saved games', async () => {
  const sc = await readScenario('example-2.json');
  // French and German chrome and panel (www/locales/<lang>/*.ftl)
  {
    const { context, page, problems } = await open(embed('scenario=scenarios/example-2.json&lang=fr'));
    assert.equal(await page.getAttribute('html', 'lang'), 'fr');
    assert.match(await text(page, '#step-count'), /Départ · 3 étapes/);
    // a player named after a colour is named in the reader's language (docs/GLOSSARY.md)
    assert.match(await text(page, '#status'), /Vert : posez la tuile/);
    assert.match(await text(page, '#outcome-title'), /Poser T-M1, tournée de 0°/);
    assert.match(await text(page, '#outcome'), /côté nord de la nouvelle tuile le prolonge/);
    await page.screenshot({ path: `${SHOTS}embed-fr.png` });
    await page.goto(`${BASE}/www/${embed('scenario=scenarios/example-2.json&lang=de&step=1')}`);
    await page.waitForSelector('body[data-ready="1"]');
    assert.match(await text(page, '#step-count'), /Schritt 1 \/ 3/);
    assert.equal(await page.locator('#happened-title').textContent(), 'Was Schritt 1 bewirkt hat');
    // only the reader's language's word files are fetched (every language has every message:
    // tests/unit/locales.test.mjs)
    const ftl = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name).filter((u) => u.endsWith('.ftl')).map((u) => u.replace(/^.*\/locales\//, '')).sort());
    assert.deepEqual(ftl, ['de/common.ftl', 'de/embed.ftl', 'de/panel.ftl'], 'errors.ftl and legend.ftl come when needed');
    assert.deepEqual(problems, []);
    await context.close();
  }
  // dark theme, step=N, show=none
  {
    const { context, page, problems } = await open(embed('scenario=scenarios/example-2.json&theme=dark&step=2&show=none'));
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    assert.equal(await page.getAttribute('#step-count', 'data-step'), '2');
    assert.equal(await text(page, '#caption'), en(sc.steps[1].caption));
    assert.ok(!(await isVisible(page, '#outcome-box')), 'no placement shown in the ghost phase');
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    assert.equal(bg, 'rgb(28, 26, 22)');
    await page.screenshot({ path: `${SHOTS}embed-dark-step2.png` });
    assert.deepEqual(problems, []);
    await context.close();
  }
  // interactive=0: hovering changes nothing, there is nothing to play
  {
    const { context, page, problems } = await open(embed('scenario=scenarios/example-1.json&interactive=0&show=1,-1,0'));
    assert.equal(await page.getAttribute('#outcome-box', 'data-placement'), '1,-1,0');
    const pt = await page.evaluate(() => window.__embed.cellToClient(-1, 0));
    await page.mouse.move(pt.x, pt.y);
    await page.mouse.click(pt.x, pt.y);
    assert.equal(await page.getAttribute('#outcome-box', 'data-placement'), '1,-1,0');
    assert.ok(!(await isVisible(page, '#place')));
    assert.ok(!(await isVisible(page, '#rotate')));
    await page.click('#next');
    assert.equal(await page.getAttribute('#step-count', 'data-step'), '1', 'the step buttons still work');
    assert.deepEqual(problems, []);
    await context.close();
  }
  // interactive=1 (the default): hover shows a cell's outcome, "Place" plays it, back undoes it
  {
    const { context, page, problems } = await open(embed('scenario=scenarios/example-1.json'));
    assert.equal(await page.getAttribute('#outcome-box', 'data-placement'), '0,-1,0', 'the next step is shown');
    const pt = await page.evaluate(() => window.__embed.cellToClient(-1, 0));
    await page.mouse.move(pt.x, pt.y, { steps: 3 });
    const shown = await page.getAttribute('#outcome-box', 'data-placement');
    assert.match(shown, /^-1,0,\d+$/);
    const [, , r] = shown.split(',').map(Number);
    const pv = await page.evaluate((rot) => window.__embed.preview(-1, 0, rot), r);
    assert.equal(await page.getAttribute('#outcome', 'data-rules'), pv.rules.join(' '));
    await page.screenshot({ path: `${SHOTS}embed-hover.png` });
    await page.mouse.click(pt.x, pt.y); // pins it
    await page.mouse.move(2, 2);
    assert.equal(await page.getAttribute('#outcome-box', 'data-placement'), shown, 'a click keeps the cell chosen');
    await page.click('#place');
    assert.match(await text(page, '#step-count'), /Your moves: 1/);
    assert.ok(await isVisible(page, '#reset'));
    const v = await page.evaluate(() => window.__embed.view());
    assert.deepEqual([v.tiles.at(-1).x, v.tiles.at(-1).y], [-1, 0]);
    assert.notEqual(v.phase, 'place-tile');
    // the ghost or meeple choices are buttons
    assert.ok(await page.locator('#actions button').count() > 0);
    await page.locator('#actions button').first().click();
    await page.click('#back');
    await page.click('#back');
    assert.equal(await page.getAttribute('#step-count', 'data-step'), '0');
    assert.ok(!(await isVisible(page, '#reset')));
    assert.equal((await page.evaluate(() => window.__embed.view())).tiles.length, 3);
    // playing the scenario's own next placement is just the next step
    const next = await page.evaluate(() => window.__embed.cellToClient(0, -1));
    await page.mouse.click(next.x, next.y);
    await page.click('#place');
    assert.equal(await page.getAttribute('#step-count', 'data-step'), '1');
    assert.deepEqual(problems, []);
    await context.close();
  }
  // the scenario inline: percent-encoded JSON and base64url JSON; a saved game with ?game=
  {
    const json = JSON.stringify(sc);
    const { context, page, problems } = await open(embed(`scenario=${encodeURIComponent(json)}&step=3`));
    assert.equal(await text(page, '#title'), en(sc.title));
    assert.equal(await page.getAttribute('#step-count', 'data-step'), '3');
    const saved = await page.evaluate(() => window.__embed.game.save());
    await page.goto(`${BASE}/www/${embed(`scenario=${base64url(json)}&show=0,1,0`)}`);
    await page.waitForSelector('body[data-ready="1"]');
    assert.equal(await text(page, '#title'), en(sc.title));
    assert.equal(await page.getAttribute('#outcome-box', 'data-placement'), '0,1,0');
    // a saved game opens at its end, with its actions as steps
    await page.goto(`${BASE}/www/${embed(`game=${base64url(saved)}`)}`);
    await page.waitForSelector('body[data-ready="1"]');
    assert.equal(await text(page, '#step-count'), 'Step 3 / 3');
    const v = await page.evaluate(() => window.__embed.view());
    assert.deepEqual(v.meeples.map((m) => m.ghosts).sort(), [1, 1]);
    await page.click('#back');
    assert.match(await text(page, '#caption'), /Green moved a ghost from the supply to Blue 1 \(M3\)/);
    await page.goto(`${BASE}/www/${embed(`game=${encodeURIComponent(saved)}&step=0`)}`);
    await page.waitForSelector('body[data-ready="1"]');
    assert.equal(await page.getAttribute('#step-count', 'data-step'), '0');
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('bad input shows a message in the view, never a blank page or a console error', async () => {
  const sc = await readScenario('example-1.json');
  const cases = [
    { name: 'invalid JSON', q: `scenario=${encodeURIComponent('{"format": "carcassonne-mist/scenario", "version": 1,')}`, expect: /ends too early|not valid JSON/ },
    { name: 'unknown tile', q: `scenario=${encodeURIComponent(JSON.stringify({ ...sc, hand: 'NO-SUCH-TILE' }))}`, expect: /NO-SUCH-TILE/ },
    { name: 'unknown field', q: `scenario=${encodeURIComponent(JSON.stringify({ ...sc, scroes: {} }))}`, expect: /scroes/ },
    { name: 'neither JSON nor base64: an address', q: 'scenario=e%21%21', expect: /Cannot load e!!: the server answered 404/, http404: true },
    { name: 'nothing given', q: 'lang=en', expect: /add \?scenario=/ },
    { name: 'both given', q: 'scenario=scenarios/faq.json&game=scenarios/faq.json', expect: /not both/ },
    { name: 'missing file', q: 'scenario=scenarios/no-such-file.json', expect: /Cannot load scenarios\/no-such-file\.json: the server answered 404/, http404: true },
    { name: 'bad saved game', q: `game=${encodeURIComponent('{"format": "carcassonne-mist/game", "version": 1, "actions": []}')}`, expect: /setup|scenario/ },
    // the engine's error kinds worded in the reader's language, with the field path (issue 12)
    { name: 'unknown field, in French', q: `scenario=${encodeURIComponent(JSON.stringify({ ...sc, scroes: {} }))}&lang=fr`, expect: /^Ce scénario ne peut pas être ouvert : scroes : champ inconnu « scroes »/, title: 'Ce démonstrateur ne peut pas être affiché' },
    { name: 'bad JSON, in Czech', q: `scenario=${encodeURIComponent('{"format": "carcassonne-mist/scenario",\n  "version": 1,')}&lang=cs`, expect: /^Tento scénář nelze otevřít: soubor končí příliš brzy \(useknutý\?\) na řádku 2, ve sloupci 16$/, title: 'Tento demonstrátor nelze zobrazit' },
    // a meeple on mist (a refused move's words) in French, a tile line in Czech, each with its path
    { name: 'meeple on mist, in French', q: `scenario=${encodeURIComponent(JSON.stringify({ format: 'carcassonne-mist/scenario', version: 1, sets: ['base', 'gcc', 'sc'], tiles: ['T1: mist N; field E S W'], board: [{ tile: 'T1', x: 0, y: 0 }], meeples: [{ player: 'Red', x: 0, y: 0, feature: 'mist1' }] }))}&lang=fr`, expect: /^Ce scénario ne peut pas être ouvert : meeples\[0\] : un meeple ne se pose jamais sur le brouillard ni sur un cercle ensorcelé \(B3, S8\)$/, title: 'Ce démonstrateur ne peut pas être affiché' },
    { name: 'bad tile line, in Czech', q: `scenario=${encodeURIComponent(JSON.stringify({ format: 'carcassonne-mist/scenario', version: 1, tiles: ['T: city N; field E S Q'], board: [{ tile: 'D', x: 0, y: 0 }] }))}&lang=cs`, expect: /^Tento scénář nelze otevřít: tiles\[0\]: kartička T, sloupec 22: „Q“ v louce není polovina hrany/, title: 'Tento demonstrátor nelze zobrazit' },
    { name: 'unknown tile, in German', q: `scenario=${encodeURIComponent(JSON.stringify({ ...sc, hand: 'NO-SUCH-TILE' }))}&lang=de`, expect: /^Dieses Szenario kann nicht geöffnet werden: hand: unbekanntes Plättchen „NO-SUCH-TILE“/, title: 'Dieser Demonstrator kann nicht angezeigt werden' },
  ];
  const { context, page, problems, load } = await reusedPage();
  // problems that still leave something to show: a note on the board
  const broken = { ...sc, steps: [{ do: { type: 'place-tile', x: 9, y: 9, rotation: 0 }, caption: 'Nowhere.' }] };
  const notes = [
    { q: 'scenario=scenarios/example-1.json&show=5,5,0', expect: /Cannot show the placement \(5, 5, 0°\): .*does not touch/ },
    // in the reader's language, the engine's refusal worded once its words have come (issue 12)
    { q: 'scenario=scenarios/example-1.json&show=5,5,0&lang=fr', expect: /Impossible de montrer la pose \(5, 5, 0°\) : .*ne touche aucune tuile/ },
    { q: 'scenario=scenarios/example-1.json&show=banana', expect: /Option show=banana ignored/ },
    { q: 'scenario=scenarios/example-1.json&step=99', expect: /Option step=99 ignored: the steps go from 0 to 3/ },
    { q: `scenario=${encodeURIComponent(JSON.stringify(broken))}&step=1`, expect: /Step 1 cannot be played: .*does not touch/ },
  ];
  try {
    for (const c of cases) {
      await load(c.q);
      assert.ok(await isVisible(page, '#error'), `${c.name}: the error box shows`);
      const msg = await text(page, '#error-text');
      assert.match(msg, c.expect, `${c.name}: "${msg}"`);
      assert.equal(await text(page, '#error-title'), c.title ?? 'This demonstrator cannot be shown');
      if (c.name === 'unknown tile') await page.screenshot({ path: `${SHOTS}embed-error.png` });
      // a missing file: the browser itself reports the 404 of the request, nothing else
      const allowed = c.http404 ? problems.filter((p) => !/404/.test(p)) : problems;
      assert.deepEqual(allowed, [], `${c.name}: no console errors`);
    }
    for (const c of notes) {
      await load(c.q);
      assert.ok(!(await isVisible(page, '#error')));
      assert.ok(await isVisible(page, '#notice'));
      await page.waitForFunction(([src, flags]) => new RegExp(src, flags).test(document.querySelector('#notice').innerText),
        [c.expect.source, c.expect.flags]).catch(() => {});
      assert.match(await text(page, '#notice'), c.expect);
      assert.deepEqual(problems, [], c.q);
    }
  } finally {
    await context.close();
  }
});

test('small iframes: 320×240 and 480×360 fit without sideways scrolling', async () => {
  // one page, loaded again at each size (a new load costs a third of a new context's first)
  const { context, page, problems, load } = await reusedPage();
  try {
    for (const [w, h] of [[320, 240], [480, 360], [1024, 600]]) {
      await page.setViewportSize({ width: w, height: h });
      await load('scenario=scenarios/faq.json');
      const sizes = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        board: document.querySelector('#board').getBoundingClientRect(),
      }));
      assert.ok(sizes.scroll <= w, `${w}×${h}: no sideways scrolling (${sizes.scroll})`);
      assert.ok(sizes.board.height >= 100 && sizes.board.width >= 150, `${w}×${h}: the board is visible`);
      await page.screenshot({ path: `${SHOTS}embed-${w}x${h}.png`, fullPage: w < 560 });
      assert.deepEqual(problems, [], `${w}×${h}`);
    }
  } finally {
    await context.close();
  }
});

test('the scenarios index lists every file, each card links to its file in the embed', async () => {
  const { context, page, problems } = await open('scenarios/index.html', { width: 1100, height: 900 });
  try {
    const files = (await readdir(SCENARIOS)).filter((f) => f.endsWith('.json')).sort();
    const listed = (await page.locator('.card').evaluateAll((cs) => cs.map((c) => c.dataset.file))).sort();
    assert.deepEqual(listed, files, 'the index lists exactly the files of www/scenarios/');
    for (const f of ['example-1.json', 'example-2.json', 'example-3.json', 'faq.json']) assert.ok(files.includes(f));
    // one scenario per rule id of RULES.md
    const ids = await page.evaluate(async () => Object.keys((await import('/src/www/words/rules.js')).RULES));
    for (const id of ids) assert.ok(files.includes(`rule-${id}.json`), `a scenario for rule ${id}`);

    // the snippet
    const first = page.locator('.card[data-file="example-1.json"]');
    await first.locator('button.copy').click();
    const snippet = await first.locator('code.snippet').innerText();
    assert.match(snippet, new RegExp(`^<iframe src="http://127\\.0\\.0\\.1:${PORT}/www/embed\\.html\\?scenario=scenarios/example-1\\.json" width="640" height="420"`));
    await page.selectOption('#opt-lang', 'de');
    await page.uncheck('#opt-interactive');
    assert.match(await first.locator('code.snippet').innerText(), /scenario=scenarios\/example-1\.json&amp;lang=de&amp;interactive=0"/);
    await page.selectOption('#opt-lang', 'en');
    await page.check('#opt-interactive');

    // the cards come from the generated index: each with a thumbnail drawn by the renderer
    assert.equal(await page.locator('.card img.thumb').count(), files.length);
    // every language of the texts; the base address of the wiki's copy, remembered
    for (const l of ['en', 'fr', 'nl', 'cs', 'de']) assert.equal(await page.locator(`#opt-lang option[value="${l}"]`).count(), 1, l);
    assert.ok(await page.locator('#base-note').isVisible(), 'this computer\'s address is pointed out');
    await page.fill('#opt-base', 'https://wiki.example.org/carcassonne/www');
    assert.match(await first.locator('code.snippet').innerText(), /^<iframe src="https:\/\/wiki\.example\.org\/carcassonne\/www\/embed\.html\?scenario=scenarios\/example-1\.json"/);
    assert.ok(!(await page.locator('#base-note').isVisible()));
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]');
    assert.equal(await page.inputValue('#opt-base'), 'https://wiki.example.org/carcassonne/www');
    await page.fill('#opt-base', '');

    // the preview iframe
    await first.locator('button.preview').click();
    const frame = page.frameLocator('#preview');
    await frame.locator('body[data-ready="1"]').waitFor({ timeout: 20_000 });
    assert.match(await frame.locator('#outcome').innerText(), /side limits it/);
    await page.screenshot({ path: `${SHOTS}embed-index.png` });

    // every card links to its own file in the embed (each file is opened, every step played,
    // by outcome-words.test.mjs); one link is opened from here
    const hrefs = await page.locator('.card a.open').evaluateAll((as) => as.map((a) => a.href));
    const linked = hrefs.map((h) => {
      const u = new URL(h);
      assert.equal(u.pathname, '/www/embed.html', h);
      return u.searchParams.get('scenario');
    }).sort();
    assert.deepEqual(linked, files.map((f) => `scenarios/${f}`));
    const tab = await context.newPage();
    const tabProblems = [];
    watch(tab, tabProblems);
    const href = hrefs.find((h) => h.includes('example-3.json'));
    await tab.goto(href);
    await tab.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
    assert.ok(!(await tab.locator('#error').isVisible()), `${href}: ${await tab.locator('#error-text').innerText()}`);
    assert.equal(await tab.locator('#title').innerText(), en((await readScenario('example-3.json')).title));
    assert.deepEqual(tabProblems, [], 'no console errors in any scenario');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the scenarios index in the reader\'s language: lang=fr words its chrome, groups and cards in French and keeps lang=fr in its links', async () => {
  const { context, page, problems } = await open('scenarios/index.html?lang=fr', { width: 1100, height: 900 });
  try {
    assert.equal(await page.locator('h1').innerText(), 'Démonstrateur des règles du brouillard : scénarios prêts à l’emploi');
    assert.equal(await page.title(), 'Démonstrateur des règles du brouillard : scénarios prêts à l’emploi');
    assert.equal(await page.locator('#group-sc h2').innerText(), 'Les Cercles Ensorcelés (S1–S9)');
    assert.equal(await page.locator('#opt-theme option[value="dark"]').innerText(), 'sombre');
    const card = page.locator('.card[data-file="example-2.json"]');
    assert.match(await card.locator('.meta').innerText(), /· 3 étapes/);
    assert.equal(await card.locator('button.copy').innerText(), 'Copier l’extrait iframe');
    assert.match(await card.locator('a.open').getAttribute('href'), /scenario=scenarios\/example-2\.json&lang=fr/);
    const text = await page.locator('body').innerText();
    for (const en of ['Language', 'Theme', 'Preview here', 'Copy iframe snippet', 'steps', 'Base game']) assert.ok(!text.includes(en), en);
    await page.screenshot({ path: `${SHOTS}embed-index-fr.png` });
    // the page's language switch (pages.js, as the game page's): in place, lang= in the
    // address and in the links, the links' and snippets' language following
    assert.equal(await page.inputValue('#page-lang'), 'fr');
    await page.selectOption('#page-lang', 'cs');
    await page.waitForSelector('body[data-lang="cs"]');
    assert.equal(await page.locator('#group-sc h2').innerText(), 'Kouzelné kruhy (S1–S9)');
    assert.match(await card.locator('.meta').innerText(), /· 3 kroky/);
    assert.match(page.url(), /[?&]lang=cs(&|$)/);
    assert.match(await card.locator('a.open').getAttribute('href'), /scenario=scenarios\/example-2\.json&lang=cs/);
    assert.equal(await page.inputValue('#opt-lang'), 'cs');
    await page.selectOption('#page-lang', 'en');
    await page.waitForSelector('body[data-lang="en"]');
    assert.match(await card.locator('a.open').getAttribute('href'), /&lang=en/, 'a language the reader chose stays in the links');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

// What a reader of a wiki page waits for: the bytes the embed fetches before it is ready,
// gzip-compressed as a static host serves them, and the time until it can be used. The budget
// is on what the user feels (docs/PERFORMANCE.md), not on the module's raw size. The served copy
// is bundled (scripts/build-site.mjs): the embed's code is its bundle and the chunks it shares
// with what it loads later, never a module of www/ as it is.
test('first load: the embed fetches at most 250 KB gzip and 10 module files, all of its bundle, before it is interactive', async () => {
  const { gzipSync } = await import('node:zlib');
  const context = await harness.browser().newContext({ viewport: { width: 720, height: 480 } });
  const page = await context.newPage();
  const problems = [];
  watch(page, problems, { warnings: true });
  const bodies = [];
  page.on('response', (res) => bodies.push(res.body().then((b) => ({ url: res.url(), raw: b.length, gz: gzipSync(b, { level: 9 }).length })).catch(() => null)));
  try {
    const t0 = Date.now();
    await page.goto(`${BASE}/www/${embed('scenario=scenarios/example-2.json&show=0,1,0')}`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
    const ms = Date.now() - t0;
    // what was asked before the embed was interactive (its 'ready' mark): files it fetches
    // afterwards (the mist view, the legend's words) are not part of the first load; `sent`:
    // the bytes as the server sent them (its .br files)
    const firstLoad = await page.evaluate(() => {
      const ready = performance.getEntriesByName('ready')[0].startTime;
      const first = [performance.getEntriesByType('navigation')[0], ...performance.getEntriesByType('resource').filter((r) => r.startTime < ready)];
      return { asked: [location.href, ...first.slice(1).map((r) => r.name)], sent: first.reduce((n, r) => n + r.encodedBodySize, 0) };
    });
    const before = new Set(firstLoad.asked);
    const { sent } = firstLoad;
    const all = (await Promise.all(bodies)).filter(Boolean);
    const files = all.filter((f) => before.has(f.url));
    for (const f of all) if (!before.has(f.url)) console.log(`  (after interactive) ${f.url.replace(BASE, '')}: ${f.gz} gzip`);
    const gz = files.reduce((n, f) => n + f.gz, 0);
    const raw = files.reduce((n, f) => n + f.raw, 0);
    for (const f of files.sort((a, b) => b.gz - a.gz)) {
      console.log(`  ${f.url.replace(BASE, '')}: ${f.raw} bytes, ${f.gz} gzip`);
    }
    console.log(`embed first load: ${files.length} files, ${raw} bytes, ${gz} bytes gzip (${sent} bytes as sent); interactive in ${ms} ms`);
    assert.ok(gz <= 250_000, `the embed's first load is ${gz} bytes gzip, over the 250 KB budget (docs/PERFORMANCE.md)`);
    // time to interactive: each module file costs the browser a few ms on a first load
    // (docs/PERFORMANCE.md), so the embed's path stays short; what the first frame does not
    // need comes after
    const modules = files.map((f) => f.url.replace(BASE, '')).filter((u) => u.endsWith('.js'));
    assert.ok(modules.length <= 10, `${modules.length} module files before the embed is interactive: ${modules.join(' ')}`);
    assert.ok(modules.includes('/www/embed/main.js'), 'the bundle, at the entry\'s path');
    assert.ok(!modules.some((u) => u.includes('log-words')), 'log-words.js is fetched once the embed is interactive');
    for (const u of modules) assert.match(u, /^\/www\/(embed\/main|chunks\/chunk-[A-Z0-9]+)\.js$/, `${u}: only the bundle and its shared chunks`);
    // the words and the scenario file are asked for by embed/start.js, before the rest of the
    // bundle has run (main.js marks 'main'): they do not wait for the other modules
    const asked = await page.evaluate(() => ({
      main: performance.getEntriesByName('main')[0]?.startTime ?? null,
      files: performance.getEntriesByType('resource').filter((r) => /\.ftl$|example-2\.json$/.test(r.name)).map((r) => [r.name.split('/').pop(), r.startTime]),
    }));
    assert.notEqual(asked.main, null, "embed/main.js marks 'main'");
    assert.deepEqual(asked.files.map(([f]) => f).sort(), ['common.ftl', 'embed.ftl', 'example-2.json', 'panel.ftl']);
    for (const [f, at] of asked.files) assert.ok(at < asked.main, `${f} asked at ${at} ms, after main() began at ${asked.main} ms`);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a step the engine refuses, reached by ▶: the steps stop there with the reason in the reader\'s words; a shown placement off the board or not a quarter turn too', async () => {
  const doc = JSON.parse(await readFile(`${SCENARIOS}example-1.json`, 'utf8'));
  doc.steps[0] = { ...doc.steps[0], do: { type: 'place-tile', x: 5, y: 5, rotation: 0 } };
  delete doc.steps[0].expect;
  const { context, page, problems } = await open(embed(`scenario=${encodeURIComponent(JSON.stringify(doc))}&lang=de`));
  try {
    await page.click('#next');
    await page.waitForFunction(() => /Schritt 1 kann nicht gespielt werden/.test(document.querySelector('#notice').innerText));
    assert.match(await page.innerText('#notice'), /berührt kein angelegtes Plättchen \(B1\)/);
    // pressed again: the same, nothing breaks
    await page.click('#next');
    assert.match(await page.innerText('#notice'), /Schritt 1 kann nicht gespielt werden/);
    for (const [show, lang, words] of [['99999,99999,90', 'de', /außerhalb des Spielfelds/], ['0,-1,45', 'fr', /une tuile tourne par quarts de tour/]]) {
      await page.goto(`${BASE}/www/${embed(`scenario=scenarios/example-1.json&lang=${lang}&show=${show}`)}`);
      await page.waitForSelector('body[data-ready="1"]');
      await page.waitForFunction((src) => new RegExp(src).test(document.querySelector('#notice').innerText), words.source);
      assert.doesNotMatch(await page.innerText('#notice'), /off the board|degrees clockwise/);
    }
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the last caption is kept apart from the embed\'s own words: an unclosed right-to-left mark in it does not turn "End of the example" around', async () => {
  const doc = JSON.parse(await readFile(`${SCENARIOS}example-1.json`, 'utf8'));
  doc.steps.at(-1).caption = 'Last caption \u202eabc';
  const { context, page, problems } = await open(embed(`scenario=${encodeURIComponent(JSON.stringify(doc))}&step=${doc.steps.length}`));
  try {
    assert.equal(await page.textContent('#caption bdi'), 'Last caption \u202eabc.', 'the caption, isolated');
    assert.equal(await page.textContent('#caption'), 'Last caption \u202eabc. End of the example.');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('"Edit a copy" opens the editor in the embed\'s language; step= takes digits only', async () => {
  const { context, page, problems } = await open(embed('scenario=scenarios/example-1.json&lang=de&step=0x1'));
  try {
    assert.match(await page.getAttribute('#edit-copy', 'href'), /^editor\.html\?scenario=scenarios%2Fexample-1\.json&lang=de$/);
    await page.waitForFunction(() => /step/.test(document.querySelector('#notice').innerText));
    assert.match(await page.innerText('#notice'), /0x1/);
    assert.equal(await page.evaluate(() => window.__embed.state.n), 0, 'the start');
    assert.deepEqual(problems.filter((p) => !/warning/.test(p)), []);
  } finally {
    await context.close();
  }
});

test('a short link cut short (scenario=z…) is said to be damaged, not fetched as a file', async () => {
  const { context, page, problems } = await open(embed('scenario=zAAAA'));
  try {
    await page.waitForFunction(() => /short link cannot be unpacked/.test(document.body.innerText));
    assert.doesNotMatch(await page.innerText('body'), /server answered/);
    assert.deepEqual(problems.filter((p) => /zAAAA/.test(p)), [], 'no request for a file zAAAA');
  } finally {
    await context.close();
  }
});
