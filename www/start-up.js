// The start-up's work in small tasks (README "Speed": no main-thread task over 50 ms): `nextTask`
// to cut long work, and `warmUp`, which makes what a page's first frame would otherwise make the
// first time, earlier, while the page waits for the network: the Intl formats of the reader's
// language that the words use (the first number format loads the browser's locale data, 40–100
// ms; then Fluent's own number and plural formats, the list format of "north and east" and the
// language names cost little), and the canvas fonts the renderer writes in (the system's font
// lookup). The embed and the page call it from their first module (embed-start.js,
// page-start.js). No document needed to load it (it runs under Node).

/**
 * Resolves in a new task, so that the browser can paint and answer input in between:
 * `scheduler.yield()` where the browser has it (the rest of the work keeps its place in the
 * queue), else a timer.
 */
export const nextTask = () => (globalThis.scheduler?.yield ? globalThis.scheduler.yield() : new Promise((ok) => setTimeout(ok, 0)));

/** The weights the renderer writes its labels and counts in (draw.js, board.js, scene.js). */
const FONT_WEIGHTS = [600, 700];

/** Makes the Intl objects of `lang` and the canvas fonts, in three tasks. */
export async function warmUp(lang) {
  await nextTask();
  new Intl.NumberFormat([lang, 'en']).format(2);
  await nextTask();
  new Intl.PluralRules([lang, 'en']).select(2);
  new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(['1', '2']);
  new Intl.DisplayNames([lang, 'en'], { type: 'language' }).of(lang);
  await nextTask();
  const ctx = document.createElement('canvas').getContext('2d');
  for (const weight of FONT_WEIGHTS) {
    ctx.font = `${weight} 12px system-ui, sans-serif`;
    ctx.fillText('× 0123456789', 0, 0);
  }
}
