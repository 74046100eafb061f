// The scenario index is generated from the folder (scripts/scenario-index.mjs → pkg/scenarios.json):
// a file dropped into the folder is listed without editing any list, with its texts as written,
// its rule ids and a thumbnail drawn by the renderer; a broken file is listed with its problem.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOMParser } from '@xmldom/xmldom';
import { buildIndex } from '../../scripts/scenario-index.mjs';

const SCENARIOS = fileURLToPath(new URL('../../www/scenarios/', import.meta.url));

test('a new scenario file appears in the index without editing any list', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'scenarios-'));
  try {
    await cp(SCENARIOS, dir, { recursive: true });
    const ex2 = JSON.parse(await readFile(join(dir, 'example-2.json'), 'utf8'));
    const fresh = { ...ex2, title: { en: 'A new one', fr: 'Un nouveau', de: 'Ein neues' }, rules: ['M3'] };
    await writeFile(join(dir, 'rule-Z9-new.json'), JSON.stringify(fresh));
    await writeFile(join(dir, 'broken.json'), '{"format": ');
    const index = await buildIndex(dir);
    const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
    assert.deepEqual(index.files.map((f) => f.file).sort(), files);
    // the examples of the rules page first
    assert.deepEqual(index.files.slice(0, 3).map((f) => f.file), ['example-1.json', 'example-2.json', 'example-3.json']);
    const added = index.files.find((f) => f.file === 'rule-Z9-new.json');
    assert.ok(added?.thumbnail, 'the new file is in the index, with its thumbnail');
    assert.deepEqual(added.title, fresh.title);
    assert.deepEqual(added.rules, ['M3']);
    assert.equal(added.steps, 3);
    /** @type {string[]} */
    const errors = [];
    const svg = new DOMParser({ onError: (l, m) => errors.push(m) }).parseFromString(added.thumbnail, 'image/svg+xml');
    assert.deepEqual(errors, []);
    assert.equal(svg.getElementsByTagName('use').length, 4, 'three tiles and the tile in hand');
    const broken = index.files.find((f) => f.file === 'broken.json');
    assert.ok(broken);
    assert.ok(broken.error && !broken.thumbnail, JSON.stringify(broken));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

// Files from anywhere (a wiki's folder): a folder named like a file, a byte-order mark, a title
// of a megabyte, a file name that reads as a script address — the index survives each, reads
// the file as the engine does, copies texts bounded, and the page links the file as a file.
test('hostile scenario folders: a folder named x.json, a byte-order mark, a huge title, a script-like name', async () => {
  const { mkdir } = await import('node:fs/promises');
  const { MAX_TEXT } = await import('../../scripts/scenario-index.mjs');
  const dir = await mkdtemp(join(tmpdir(), 'scenarios-'));
  try {
    const ex1 = await readFile(join(SCENARIOS, 'example-1.json'), 'utf8');
    await mkdir(join(dir, 'folder.json'));
    await writeFile(join(dir, 'bom.json'), `\uFEFF${ex1}`);
    const doc = JSON.parse(ex1);
    await writeFile(join(dir, 'huge.json'), JSON.stringify({ ...doc, title: 'T'.repeat(1_000_000), rules: ['M3'.repeat(1000)] }));
    const evil = 'javascript:alert(1)%0A.json';
    await writeFile(join(dir, evil), ex1);
    const index = await buildIndex(dir);
    assert.deepEqual(index.files.map((f) => f.file).sort(), ['bom.json', 'huge.json', evil].sort(), 'the folder is no scenario');
    const bom = index.files.find((f) => f.file === 'bom.json');
    assert.ok(bom);
    assert.ok(!bom.error && bom.thumbnail, `a BOM is read as the engine reads it: ${bom.error || bom.thumbnailError}`);
    const huge = index.files.find((f) => f.file === 'huge.json');
    assert.ok(huge && typeof huge.title === 'string' && huge.rules, JSON.stringify(huge).slice(0, 200));
    assert.equal([...huge.title].length, MAX_TEXT.title);
    assert.ok(huge.title.endsWith('…'));
    assert.ok(huge.rules.every((r) => r.length <= MAX_TEXT.rule));
    // the page links a file by its name as a path segment (www/scenarios/index.js)
    const src = await readFile(new URL('../../www/scenarios/index.js', import.meta.url), 'utf8');
    assert.match(src, /name\.href = `\.\/\$\{encodeURIComponent\(file\)\}`/);
    assert.equal(new URL(`./${encodeURIComponent(evil)}`, 'https://wiki.example/scenarios/').protocol, 'https:');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
