// The pages' styles have one base (docs/ARCHITECTURE.md, "The browser side: layers"): a page's
// first stylesheet imports base.css first, and no rule comes twice; the outcome's colours in
// base.css are render/colours.js's; and no module injects CSS (the pages' Content-Security-Policy
// allows no inline style element, and a copy of a look in a script drifts from the stylesheets).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OUTCOME_COLOURS } from '../../www/render/colours.js';
import { importedOnlyStyles } from '../../scripts/build-site.mjs';

const WWW = fileURLToPath(new URL('../../www/', import.meta.url));
const PAGES = ['index.html', 'embed.html', 'editor.html', 'scenarios/index.html'];

/** The stylesheets `file` (relative to www/) imports, in order, as paths relative to www/. */
function imports(file) {
  const text = readFileSync(join(WWW, file), 'utf8');
  return [...text.matchAll(/@import\s+"([^"]+)"/g)].map((m) => relative(WWW, resolve(dirname(join(WWW, file)), m[1])));
}

/** Every stylesheet a page's own file brings in, `file` last, in cascade order. */
function cascade(file) {
  return [...imports(file).flatMap(cascade), file];
}

/** The stylesheets `page` links, in order, as paths relative to www/. */
function links(page) {
  const html = readFileSync(join(WWW, page), 'utf8');
  return [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => relative(WWW, resolve(dirname(join(WWW, page)), m[1])));
}

test('each page\'s first rules are base.css\'s, and no stylesheet comes twice', () => {
  /** @type {Record<string, string[]>} */
  const seen = {};
  for (const page of PAGES) {
    const order = links(page).flatMap(cascade);
    seen[page] = order;
    assert.equal(order[0], 'base.css', `${page}: ${order.join(' → ')}`);
    assert.equal(new Set(order).size, order.length, `${page}: a stylesheet twice (${order.join(' → ')})`);
  }
  // the pages that show the outcome panel, the legend or the tiles left have their look
  for (const page of ['index.html', 'embed.html', 'editor.html']) assert.ok(seen[page].includes('ui/widgets.css'), `${page}: no ui/widgets.css`);
  // the editor is the game page's style and its own
  assert.deepEqual(links('editor.html'), ['style.css', 'editor.css']);
});

test('the served copy leaves out the stylesheets only others import (their rules are inlined), and only those', () => {
  assert.deepEqual(importedOnlyStyles(WWW), ['base.css', 'ui/widgets.css']);
});

test('base.css\'s outcome colours are render/colours.js OUTCOME_COLOURS', () => {
  const css = readFileSync(join(WWW, 'base.css'), 'utf8');
  const found = Object.fromEntries([...css.matchAll(/--outcome-([a-z]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2].toLowerCase()]));
  assert.deepEqual(found, Object.fromEntries(Object.entries(OUTCOME_COLOURS).map(([k, v]) => [k, v.toLowerCase()])));
});

test('no module of www/ injects a stylesheet: the look is in the .css files', () => {
  const injecting = /adoptedStyleSheets|CSSStyleSheet|insertRule|createElement\(\s*['"]style['"]|<style\b|\.cssText\s*=\s*[`'"][^`'"]*[;{]/;
  const found = [];
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(js|html)$/.test(e.name) && injecting.test(readFileSync(p, 'utf8'))) found.push(relative(WWW, p));
    }
  };
  walk(WWW);
  assert.deepEqual(found, []);
});
