// scripts/render.mjs under Node, as a wiki bot runs it: on two scenarios, the SVG parses, holds
// the expected tiles and arrows, its words are in the chosen language, and the PNG has the stated
// size and is not blank. Needs pkg/ (make build).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOMParser } from '@xmldom/xmldom';
import { look } from './png.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function render(args) {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [join(ROOT, 'scripts/render.mjs'), ...args], { cwd: ROOT }, (err, stdout, stderr) => {
      if (err) reject(new Error(`${err.message}\n${stderr}`));
      else resolve({ stdout, stderr });
    });
  });
}

function parseSvg(text) {
  const errors = [];
  const doc = new DOMParser({ onError: (level, msg) => errors.push(`${level}: ${msg}`) }).parseFromString(text, 'image/svg+xml');
  assert.deepEqual(errors, []);
  assert.equal(doc.documentElement.nodeName, 'svg');
  return doc;
}

const byClass = (doc, cls) => [...doc.getElementsByTagName('g')].filter((g) => (g.getAttribute('class') || '').split(' ').includes(cls));

test('render.mjs: Example 2 at step 1 in French, SVG and PNG at 2×', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'render-'));
  try {
    const svgFile = join(dir, 'out.svg');
    const pngFile = join(dir, 'out.png');
    const { stdout } = await render(['www/scenarios/example-2.json', '--step', '1', '--lang', 'fr', '--svg', svgFile, '--png', pngFile, '--scale', '2']);
    const svg = await readFile(svgFile, 'utf8');
    const doc = parseSvg(svg);
    // step 1 placed T-M1 below C2S: four tiles, each a <use> of a tile drawn once in <defs>
    assert.equal(doc.getElementsByTagName('use').length, 4);
    // the ghost phase: 1 ghost owed from the supply to Blue's or Yellow's meeple (M3): two arrows
    assert.equal(byClass(doc, 'arrow').length, 2);
    assert.equal(byClass(doc, 'meeple').length, 2);
    assert.equal(doc.getElementsByTagName('image').length, 0, 'vectors, no picture inside');
    assert.ok(svg.length < 40_000, `Example 2's SVG is ${svg.length} bytes`);
    // the PNG: twice the SVG's size, the stated one, and not blank
    const w = Number(doc.documentElement.getAttribute('width'));
    const h = Number(doc.documentElement.getAttribute('height'));
    assert.match(stdout, new RegExp(`out\\.png: \\d+ bytes, ${2 * w} × ${2 * h}`));
    const seen = look(await readFile(pngFile));
    assert.deepEqual([seen.width, seen.height], [2 * w, 2 * h]);
    assert.ok(seen.colours > 200, `${seen.colours} colours`);
    assert.ok(seen.green > 0.15 && seen.green < 0.9, `green share ${seen.green}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('render.mjs: a scenario written in five languages, with the outcome text, legend and link, in French', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'render-'));
  try {
    const file = 'www/scenarios/multilingual-example.json';
    const sc = JSON.parse(await readFile(join(ROOT, file), 'utf8'));
    const svgFile = join(dir, 'out.svg');
    const pngFile = join(dir, 'out.png');
    const link = 'https://example.org/www/embed.html?scenario=scenarios/multilingual-example.json&lang=fr';
    await render([file, '--lang', 'fr', '--text', '--legend', '--link', link, '--svg', svgFile, '--png', pngFile]);
    const doc = parseSvg(await readFile(svgFile, 'utf8'));
    const words = [...doc.getElementsByTagName('text')].map((t) => t.textContent).join(' ');
    // the first step's caption, in French (wrapped over lines), not in English
    const fr = sc.steps[0].caption.fr;
    const en = sc.steps[0].caption.en;
    assert.ok(fr && en && fr !== en);
    assert.ok(words.includes(fr.split(' ').slice(0, 4).join(' ')), words);
    assert.ok(!words.includes(en.split(' ').slice(0, 4).join(' ')), words);
    // the link back to the live demonstrator: written and linked
    assert.ok(words.replace(/ /g, '').includes(link.replace(/ /g, '').slice(0, 30)));
    assert.equal(doc.getElementsByTagName('a')[0].getAttribute('xlink:href'), link);
    // the tile in hand shown placed: three tiles and the tile in hand; its arrows; the legend's
    assert.equal(doc.getElementsByTagName('use').length, 4);
    assert.ok(byClass(doc, 'arrow').length >= 2);
    const seen = look(await readFile(pngFile));
    assert.equal(seen.width, Number(doc.documentElement.getAttribute('width')));
    assert.ok(seen.colours > 200);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('render.mjs: a step the scenario does not have is refused in words', async () => {
  await assert.rejects(render(['www/scenarios/example-2.json', '--step', '9']), /There is no step 9: this scenario has 3 steps/);
});

test('render.mjs --gif: an animation of Example 2, one frame a step, all of one size', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'render-'));
  try {
    const gifFile = join(dir, 'out.gif');
    const { stdout } = await render(['www/scenarios/example-2.json', '--gif', gifFile, '--delay', '1500']);
    const gif = await readFile(gifFile);
    assert.equal(gif.subarray(0, 6).toString(), 'GIF89a');
    const [w, h] = [gif.readUInt16LE(6), gif.readUInt16LE(8)];
    assert.match(stdout, new RegExp(`out\\.gif: \\d+ bytes, ${w} × ${h}, 4 frames`));
    // a graphic control block before each frame: 21 F9 04, then the delay in hundredths
    const delays = [];
    for (let i = 0; i + 5 < gif.length; i++) {
      if (gif[i] === 0x21 && gif[i + 1] === 0xf9 && gif[i + 2] === 0x04) delays.push(gif.readUInt16LE(i + 4));
    }
    assert.deepEqual(delays, [150, 150, 150, 300], 'the position and its 3 steps; the last one stays longer');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('render.mjs: a placement that does not fit is refused with the engine\'s reason; bad options in words', async () => {
  await assert.rejects(render(['www/scenarios/example-2.json', '--show', '5,5,0']), /does not fit at \(5, 5\) turned 0°: it does not touch any placed tile \(B1\)/);
  // the engine's reason in the reader's language too (errors.ftl), not its English text
  await assert.rejects(render(['www/scenarios/example-2.json', '--show', '5,5,0', '--lang', 'fr']),
    (e) => /ne va pas en \(5, 5\) tournée de 0° : elle ne touche aucune tuile posée \(B1\)/.test(e.message) && !/does not touch/.test(e.message));
  await assert.rejects(render(['www/scenarios/example-2.json', '--lang', 'xx']), /--lang xx: one of en, fr, nl, cs, de/);
  await assert.rejects(render(['www/scenarios/no-such.json']), /no-such\.json/);
  await assert.rejects(render(['www/scenarios/example-2.json', '--step', '1', '--show', '0,1']), /can be shown placed only when a tile is to be placed/);
});

test('render.mjs --text in French: no English outcome line, the players named after colours in French, the legend in French', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'render-'));
  try {
    const lines = async (lang) => {
      const svgFile = join(dir, `${lang}.svg`);
      await render(['www/scenarios/example-2.json', '--lang', lang, '--text', '--legend', '--svg', svgFile]);
      return [...parseSvg(await readFile(svgFile, 'utf8')).getElementsByTagName('text')].map((t) => t.textContent).filter((s) => /\p{L}{3}/u.test(s));
    };
    const [en, fr] = [await lines('en'), await lines('fr')];
    assert.ok(en.some((l) => /Blue 1/.test(l)) && en.some((l) => /another player’s meeple/.test(l)), en.join(' | '));
    for (const l of en) assert.ok(!fr.includes(l), `the English line "${l}" in the French picture`);
    const words = fr.join(' ');
    assert.match(words, /Bleu 1/);
    assert.match(words, /Jaune 1/);
    assert.doesNotMatch(words, /\b(Blue|Yellow|Green|ghost|supply|meeple of|another player)\b/);
    assert.match(words, /un fantôme pour le meeple d’un autre joueur/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
