// The editor's hooks for the end-to-end tests (tests/e2e/editor*.test.mjs): `window.__editor`,
// what they read of the editor's document and of the engine's answers. Nothing of the editor
// reads them; main.js calls `exposeTestHooks` once the editor has started.

import { state } from './state.js';
import { cellToClient } from './board.js';
import { docText, errorCell, errorTarget } from './model.js';
import { exportDoc, fillExport } from './io.js';

/**
 * Sets `window.__editor`, with main.js's `answers` (the engine's answers now).
 * @param {{answers: typeof import('./main.js').answers}} actions
 */
export function exposeTestHooks({ answers }) {
  window.__editor = {
    state,
    cellToClient,
    docText: () => docText(state.doc),
    exportText: (expect = false) => docText(exportDoc(expect, answers)),
    fillExport: () => fillExport(answers),
    errorTarget,
    errorCell,
  };
}
