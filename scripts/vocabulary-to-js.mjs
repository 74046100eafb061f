#!/usr/bin/env node
// Writes pkg/vocabulary.js, the engine's vocabulary (the facade's `vocabulary()`: variants with
// their options and sets, tile sets, languages of texts, limits, default players, kinds of
// errors) as an ES module, from the module just built (scripts/build-wasm.sh runs it). The page
// and the embed import it where they need a list before the engine has started (the reader's
// language, for fetching its words at once); www/engine/vocabulary.js is its one reader.
// tests/unit/vocabulary.test.mjs checks that it is what the engine says.
//   node scripts/vocabulary-to-js.mjs [OUT_DIR]   (default pkg)
import { readFileSync, writeFileSync } from 'node:fs';

const dir = new URL(`../${process.argv[2] || 'pkg'}/`, import.meta.url);
const engine = await import(new URL('carcassonne_mist.js', dir).href);
engine.initSync({ module: readFileSync(new URL('carcassonne_mist_bg.wasm', dir)) });
const text = `// Written by scripts/vocabulary-to-js.mjs from the engine's vocabulary(): do not edit.
/** @type {import('../www/engine/vocabulary.js').Vocabulary} */
export const VOCABULARY = ${JSON.stringify(engine.vocabulary(), null, 1)};
`;
writeFileSync(new URL('vocabulary.js', dir), text);
console.log(`[build] ${new URL('vocabulary.js', dir).pathname}: ${text.length} bytes`);
