// A rule puzzle in the embed: a scenario with a `goal` (docs/FORMATS.md, "Goals") asks the
// reader to place the tile in hand. The engine judges the placement (Puzzle.judge: the goal's
// conditions over the outcome it already computes) and this module words its verdict, condition
// by condition, with the value found and the one asked; the board shows what the move did as
// for any move of the reader's. "Show a solution" plays a placement the engine found
// (Puzzle.solutions). A goal over the ghost payment (`choose: ghosts`, goal version 2) is judged
// once the reader has also paid the placement's ghosts (Puzzle.judgeTurn: the outcome of the
// payment they made). Fetched by embed/main.js only for a scenario with a goal; it imports
// nothing: main.js hands it what it uses (`setupPuzzle`'s `deps`), so that fetching it later
// splits no module of the embed's first load into a chunk of its own (embed.test.mjs counts
// the first load's module files).

/**
 * What main.js hands this module: the embed's state and actions, and the words and DOM helpers.
 * @typedef {{state: typeof import('./state.js').state,
 *   ctrl: {playFree: typeof import('./main.js').playFree, resetFree: typeof import('./main.js').resetFree},
 *   t: typeof import('./state.js').t, $: typeof import('../ui/dom.js').$, make: typeof import('../ui/dom.js').make,
 *   pickText: typeof import('../words/text.js').pickText, words: typeof import('../words/i18n.js').words}} Deps
 * A condition of the goal as the engine judged it (`Puzzle.judge`'s `why`).
 * @typedef {{met: boolean, test: string, fact?: string, rule?: string, to?: string, from?: string,
 *   player?: string, kind?: string, value: number, min?: number, max?: number, parts?: Judged[]}} Judged
 */
/**
 * Starts the puzzle of the scenario `text` (JSON); nothing when it has no goal. The scenario has
 * already been built by the engine (a goal no placement meets, or every one does, is refused
 * then). Its state is this function's: the functions below close over it.
 * Returns what words the verdict again after each show (main.js calls it), or null: no goal.
 * @param {string} text
 * @param {Deps} deps
 * @returns {Promise<(() => void) | null>}
 */
export async function setupPuzzle(text, deps) {
  const { state, ctrl, t, $, make, pickText, words: loadedWords } = deps;
  /** @type {any} the engine's Puzzle */
  const puzzle = state.engine.Puzzle.fromScenario(text);
  if (!puzzle) return null;
  // its texts as the file writes them (the engine has read and checked them)
  await loadedWords().load(['puzzle']); // this file's words (puzzle.ftl), only for a puzzle
  /** @type {any} the goal as written */
  const goal = JSON.parse(text).goal;
  const el = {
    box: $('puzzle-box'), task: $('puzzle-task'), verdict: $('puzzle-verdict'), why: $('puzzle-why'),
    lesson: $('puzzle-lesson'),
    again: /** @type {HTMLButtonElement} */ ($('puzzle-again')),
    solution: /** @type {HTMLButtonElement} */ ($('puzzle-solution')),
  };
  el.again.addEventListener('click', () => ctrl.resetFree());
  el.solution.addEventListener('click', showSolution);
  el.box.hidden = false;
  document.body.dataset.puzzle = '1';
  words();
  update();
  return update;

  /** The puzzle's words in the reader's language. */
  function words() {
    $('puzzle-title').textContent = t('puzzle-title');
    const task = pickText(goal.task, state.readerLang);
    el.task.textContent = task.text;
    if (task.lang) el.task.lang = task.lang;
    el.again.textContent = t('puzzle-again');
    el.solution.textContent = t('puzzle-show-solution');
  }

  /** Plays the first placement (and payment) the engine found that meets the goal, from the puzzle's position. */
  function showSolution() {
    const [s] = puzzle.solutions();
    if (!s) return;
    state.free = [];
    ctrl.playFree({ type: 'place-tile', x: s.x, y: s.y, rotation: s.rotation });
    for (const move of s.ghosts || []) ctrl.playFree(move);
  }

  /** The verdict on the reader's placement (their first move), or the invitation to place. */
  function update() {
    const first = state.free[0];
    el.why.replaceChildren();
    el.lesson.hidden = true;
    if (state.n !== 0 || !first || first.type !== 'place-tile') {
      el.verdict.textContent = t('puzzle-try');
      el.box.dataset.met = '';
      el.again.hidden = true;
      return;
    }
    // a goal over the payment: judged once every ghost is paid (the reader chooses where each goes)
    const v = puzzle.choose === 'ghosts' ? puzzle.judgeTurn(JSON.stringify(state.free)) : puzzle.judge(first.x, first.y, first.rotation ?? 0);
    if (!v) {
      el.verdict.textContent = t('puzzle-pay');
      el.box.dataset.met = '';
      el.again.hidden = false;
      return;
    }
    el.box.dataset.met = v.met ? 'yes' : 'no';
    el.verdict.textContent = t(v.met ? 'puzzle-met' : 'puzzle-not-met');
    el.why.append(...lines(v.why));
    el.again.hidden = false;
    if (v.met && goal.lesson) {
      const lesson = pickText(goal.lesson, state.readerLang);
      el.lesson.textContent = lesson.text;
      el.lesson.hidden = !lesson.text;
    }
  }

  /** What a condition counts, with its filters, in words. @param {Judged} j */
  function what(j) {
    if (j.test === 'fires') return t('puzzle-fires', { rule: j.fact });
    const filters = [];
    if (j.rule) filters.push(j.rule);
    if (j.to) filters.push(t(`puzzle-to-${j.to}`));
    if (j.from) filters.push(t(`puzzle-from-${j.from}`));
    if (j.player) filters.push(j.player);
    if (j.kind) filters.push(t(`feature-${j.kind}`));
    const name = t(`puzzle-fact-${j.fact}`);
    return filters.length ? t('puzzle-filtered', { name, filters: filters.join(', ') }) : name;
  }

  /** The range a count asks for, in words. @param {Judged} j */
  function range(j) {
    if (j.min != null && j.max != null) return j.min === j.max ? t('puzzle-range-exact', { n: j.min }) : t('puzzle-range-between', { min: j.min, max: j.max });
    if (j.max != null) return t('puzzle-range-max', { n: j.max });
    return t('puzzle-range-min', { n: j.min ?? 1 });
  }

  /**
   * The judged condition `j` as list items: a mark, what it counts, what was found and asked.
   * @param {Judged} j
   * @returns {HTMLElement[]}
   */
  function lines(j) {
    const mark = make('span', { class: 'puzzle-mark', text: j.met ? '✓' : '✗', 'aria-hidden': 'true' });
    const said = t(j.met ? 'puzzle-mark-met' : 'puzzle-mark-unmet');
    if (j.test === 'all' || j.test === 'any' || j.test === 'not') {
      const head = t(`puzzle-${j.test}`);
      const li = make('li', { class: j.met ? 'met' : 'unmet' }, mark, ` ${head} (${said})`);
      li.append(make('ul', {}, ...(j.parts || []).flatMap(lines)));
      return [li];
    }
    const text = j.test === 'fires'
      ? t('puzzle-line-fires', { what: what(j), fired: j.value ? 'yes' : 'no' })
      : t('puzzle-line', { what: what(j), value: j.value, range: range(j) });
    return [make('li', { class: j.met ? 'met' : 'unmet' }, mark, ` ${text} (${said})`)];
  }
}
