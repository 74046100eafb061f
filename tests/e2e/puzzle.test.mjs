// End-to-end test of the rule puzzles in the demonstrator (www/embed.html with a scenario that
// has a `goal`, docs/FORMATS.md "Goals"): a reader places the tile; the engine's verdict says
// whether the goal is met and why, condition by condition, in the reader's language; "Show a
// solution" plays one the engine found; a goal over the ghost payment is judged once the reader
// has paid; a goal no placement meets is refused in words.
// Run after `make build`:  node --test tests/e2e/puzzle.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { port, useBrowser, watch } from './harness.mjs';
import { AXE_CONTEXT, assertNoViolations } from './axe-check.mjs';

const PORT = port(8161);
const BASE = `http://127.0.0.1:${PORT}`;
const harness = useBrowser(PORT);

const scenario = async (file) => JSON.parse(await readFile(new URL(`../../www/scenarios/${file}`, import.meta.url), 'utf8'));
const text = async (page, sel) => (await page.locator(sel).innerText()).replace(/[\u2068\u2069]/g, '');

async function open(query) {
  // (the context axe needs: bypassCSP lets it run in the page)
  const context = await harness.browser().newContext({ viewport: { width: 900, height: 600 }, ...AXE_CONTEXT });
  const page = await context.newPage();
  const problems = [];
  watch(page, problems, { warnings: true });
  await page.goto(`${BASE}/www/embed.html?${query}`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 20_000 });
  return { context, page, problems };
}

/** Places the tile in hand at (x, y) turned `rotation` as a reader does: click the cell (again to turn), then "Place". */
async function place(page, x, y, rotation) {
  for (let i = 0; i < 5; i++) {
    const c = await page.evaluate(([cx, cy]) => window.__embed.cellToClient(cx, cy), [x, y]);
    await page.mouse.click(c.x, c.y);
    const pinned = await page.evaluate(() => window.__embed.state.pinned);
    if (pinned && pinned.x === x && pinned.y === y && pinned.rotation === rotation) break;
  }
  assert.deepEqual(await page.evaluate(() => window.__embed.state.pinned), { x, y, rotation }, 'the placement is chosen');
  await page.click('#place');
  await page.waitForFunction(() => document.querySelector('#puzzle-box').dataset.met !== '');
}

test('a wrong answer is told why, a solution is shown (English)', async () => {
  const doc = await scenario('puzzle-M3.json');
  const [right, wrong] = doc.expect.previews;
  const { context, page, problems } = await open('scenario=scenarios/puzzle-M3.json&lang=en');
  try {
    assert.ok(await page.locator('#puzzle-box').isVisible(), 'the puzzle box shows');
    assert.equal(await text(page, '#puzzle-task'), doc.goal.task.en);
    assert.match(await text(page, '#puzzle-verdict'), /Place the tile/);
    await place(page, wrong.x, wrong.y, wrong.rotation);
    assert.equal(await page.locator('#puzzle-box').getAttribute('data-met'), 'no');
    assert.match(await text(page, '#puzzle-verdict'), /does not meet the goal/);
    const why = await text(page, '#puzzle-why');
    // the engine's facts of this placement: it limits a bank (M4) and continues none (M3)
    assert.match(why, /mist banks limited: 1 \(the goal: at most 0\) \(not met\)/, why);
    assert.match(why, /ghosts moved \(M3, to other players' meeples\): 0 \(the goal: at least 1\) \(not met\)/, why);
    // the verdict and its conditions as a screen reader and axe see them (WCAG 2.2 AA)
    await assertNoViolations(page, 'puzzle-M3, a wrong answer');
    await page.click('#puzzle-again');
    await page.waitForFunction(() => document.querySelector('#puzzle-box').dataset.met === '');
    await page.click('#puzzle-solution');
    await page.waitForFunction(() => document.querySelector('#puzzle-box').dataset.met === 'yes');
    assert.match(await text(page, '#puzzle-verdict'), /^Solved/);
    assert.match(await text(page, '#puzzle-why'), /ghosts moved \(M3, to other players' meeples\): 1 .*\(met\)/);
    // and the reader's own right answer is right too
    await page.click('#puzzle-again');
    await page.waitForFunction(() => document.querySelector('#puzzle-box').dataset.met === '');
    await place(page, right.x, right.y, right.rotation);
    assert.equal(await page.locator('#puzzle-box').getAttribute('data-met'), 'yes');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a puzzle over the ghost payment: judged once the ghost is paid, on the payment made (German)', async () => {
  const doc = await scenario('puzzle-G3-pay.json');
  const [right] = doc.expect.previews;
  const { context, page, problems } = await open('scenario=scenarios/puzzle-G3-pay.json&lang=de');
  try {
    assert.equal(await text(page, '#puzzle-task'), doc.goal.task.de);
    /** Places the tile as the solution does, then pays M3's ghost with the button naming `target`. */
    const turn = async (target) => {
      const c = await page.evaluate(([cx, cy]) => window.__embed.cellToClient(cx, cy), [right.x, right.y]);
      for (let i = 0; i < 5; i++) {
        await page.mouse.click(c.x, c.y);
        const pinned = await page.evaluate(() => window.__embed.state.pinned);
        if (pinned && pinned.rotation === right.rotation) break;
      }
      await page.click('#place');
      // the tile placed, the ghost still to pay: no verdict yet
      await page.waitForFunction(() => /Wähle jetzt, wohin die Geister gehen/.test(document.querySelector('#puzzle-verdict').textContent));
      assert.equal(await page.locator('#puzzle-box').getAttribute('data-met'), '');
      await page.locator('#actions button', { hasText: target }).first().click();
      await page.waitForFunction(() => document.querySelector('#puzzle-box').dataset.met !== '');
    };
    await turn(/Kloster/);
    assert.equal(await page.locator('#puzzle-box').getAttribute('data-met'), 'no', 'the ghost on the monk sends no knight home');
    assert.match(await text(page, '#puzzle-why'), /: 0 /);
    await page.click('#puzzle-again');
    await page.waitForFunction(() => document.querySelector('#puzzle-box').dataset.met === '');
    await turn(/Stadt/);
    assert.equal(await page.locator('#puzzle-box').getAttribute('data-met'), 'yes', 'the knight\'s third ghost sends it home (G3)');
    assert.equal(await text(page, '#puzzle-lesson'), doc.goal.lesson.de);
    // the solution the engine found plays the placement and the payment
    await page.click('#puzzle-again');
    await page.waitForFunction(() => document.querySelector('#puzzle-box').dataset.met === '');
    await page.click('#puzzle-solution');
    await page.waitForFunction(() => document.querySelector('#puzzle-box').dataset.met === 'yes');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a puzzle solved in French, and a wrong answer told why in Czech', async () => {
  const doc = await scenario('puzzle-S5.json');
  const [right, wrong] = doc.expect.previews;
  let { context, page, problems } = await open('scenario=scenarios/puzzle-S5.json&lang=fr');
  try {
    assert.equal(await text(page, '#puzzle-task'), doc.goal.task.fr);
    assert.equal(await page.locator('#puzzle-title').textContent(), 'Énigme');
    await place(page, right.x, right.y, right.rotation);
    assert.match(await text(page, '#puzzle-verdict'), /^Résolu : cette pose atteint le but/);
    assert.match(await text(page, '#puzzle-why'), /fantômes déplacés \(S5, vers vos meeples, depuis des cercles magiques\) : 1 \(le but : au moins 1\) \(atteint\)/);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
  ({ context, page, problems } = await open('scenario=scenarios/puzzle-S5.json&lang=cs'));
  try {
    await place(page, wrong.x, wrong.y, wrong.rotation);
    assert.match(await text(page, '#puzzle-verdict'), /^Tohle ne/);
    assert.match(await text(page, '#puzzle-why'), /přesunutí duchové \(S5, k tvým družiníkům, z kouzelných kruhů\): 0 \(cíl: aspoň 1\) \(nesplněno\)/);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a goal that no placement meets is refused, in the reader\'s language', async () => {
  const doc = await scenario('puzzle-M4.json');
  delete doc.expect;
  doc.goal.test = { count: 'banks-closed' };
  const context = await harness.browser().newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${BASE}/www/embed.html?lang=de&scenario=${encodeURIComponent(JSON.stringify(doc))}`);
    await page.waitForSelector('#error:not([hidden])', { timeout: 20_000 });
    assert.match(await text(page, '#error-text'), /goal: keine erlaubte Platzierung erreicht das Ziel/);
  } finally {
    await context.close();
  }
});

test('the editor shows a puzzle\'s goal, and the engine refuses a goal no placement meets', async () => {
  const context = await harness.browser().newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const problems = [];
  watch(page, problems, { warnings: true });
  try {
    await page.goto(`${BASE}/www/editor.html?scenario=${encodeURIComponent('scenarios/puzzle-M4.json')}`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 30_000 });
    assert.equal(await page.inputValue('#ed-goal-fact'), 'ghosts');
    assert.equal(await page.inputValue('#ed-goal-rule'), 'M4');
    // at least 5 ghosts of M4: no placement of the tile in hand does that
    await page.fill('#ed-goal-min', '5');
    await page.$eval('#ed-goal-min', (e) => e.blur()); // the change, as a reader's leaving the field makes it
    await page.waitForFunction(() => /no legal placement meets the goal/.test(document.querySelector('#ed-error').textContent));
    // a goal from the vocabulary: the banks closed, then limited (the tile in hand limits in one place)
    await page.selectOption('#ed-goal-fact', 'banks-limited');
    await page.waitForFunction(() => document.querySelector('#ed-error').textContent === '');
    const doc = JSON.parse(await page.evaluate(() => window.__editor.exportText(false)));
    assert.deepEqual(doc.goal.test, { count: 'banks-limited' });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
