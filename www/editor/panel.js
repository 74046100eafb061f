// The editor's panel in the layout mode: the scenario's texts, the players and their colours,
// scores and whose turn, the tile sets and variants, the selected tile with the pieces on its
// features, the ghosts (supply and the 15 conserved), the tile in hand and the bag. Every
// control makes a new document through editor/model.js and hands it to the controller's
// `apply` (`ctrl`, given by editor/main.js), which has the engine check it.

import { make, swatch } from '../ui/dom.js';
import { playerColour as colourOf } from '../render/colours.js';
import {
  circleGhosts, ghostCount, meepleOn, playerNames, removeTile, rotateTile, setCircle, setField, setMeeple,
  setPlayers, setText, textIn,
} from './model.js';
import { RULES } from '../words/rules.js';
import { featureWithSides } from '../words/board-words.js';
import { at, languageName, TEXT_LANGS } from '../words/text.js';
import { DEFAULT_SETS, GOAL, SETS, SET_NEEDS, VARIANTS } from '../engine/vocabulary.js';
import { DEFAULT_PLAYERS } from '../render/colours.js';
import { el, state } from './state.js';
import { list, t, words } from '../words/i18n.js';

/**
 * A control's change (the panel's inputs, selects and text areas): its value, and a checkbox's
 * state.
 * @typedef {{target: {value: string, checked: boolean}}} Change
 */
/** @typedef {import('./model.js').Doc} Doc */
/** @typedef {import('./state.js').EditorCtrl} EditorCtrl */

const card = (/** @type {string} */ title, /** @type {(Node | string | null | undefined | false)[]} */ ...kids) => make('section', { class: 'card' }, make('h2', { text: title }), ...kids);
const field = (/** @type {string} */ label, /** @type {Node} */ input) => make('label', { class: 'ed-field' }, make('span', { text: label }), input);

/**
 * Redraws the layout cards from the document; their controls act through `ctrl`.
 * @param {EditorCtrl} ctrl
 */
export function renderLayoutPanel(ctrl) {
  const doc = state.doc;
  const gcc = (doc.sets || []).includes('gcc');
  el.layoutCards.replaceChildren(...[
    tileCard(doc, gcc, ctrl),
    playersCard(doc, ctrl),
    setsCard(doc, ctrl),
    gcc ? ghostsCard(doc, ctrl) : null,
    handCard(doc, ctrl),
    scenarioCard(doc, ctrl),
    gcc ? goalCard(doc, ctrl) : null,
  ].flatMap((c) => (c ? [c] : [])));
}

/**
 * @param {Doc} doc
 * @param {EditorCtrl} ctrl
 */
function scenarioCard(doc, ctrl) {
  const lang = make('select', { id: 'ed-text-lang', 'aria-label': t('editor-text-lang'), onchange: (/** @type {Change} */ e) => { state.lang = e.target.value; ctrl.refresh(); } },
    ...TEXT_LANGS.map((l) => make('option', { value: l, text: languageName(l, words().lang), selected: l === state.lang })));
  const title = make('input', { type: 'text', id: 'ed-title', value: textIn(doc.title, state.lang), onchange: (/** @type {Change} */ e) => ctrl.apply(setField(doc, 'title', setText(doc.title, state.lang, e.target.value))) });
  const rules = make('input', {
    type: 'text', id: 'ed-rules', value: (doc.rules || []).join(', '), placeholder: Object.keys(RULES).slice(0, 4).join(', '),
    onchange: (/** @type {Change} */ e) => ctrl.apply(setField(doc, 'rules', e.target.value.split(/[\s,]+/).filter(Boolean))),
  });
  const desc = make('textarea', { id: 'ed-description', rows: '4', onchange: (/** @type {Change} */ e) => ctrl.apply(setField(doc, 'description', setText(doc.description, state.lang, e.target.value))) });
  desc.value = textIn(doc.description, state.lang);
  return card(t('editor-card-scenario'), field(t('editor-text-lang'), lang), field(t('editor-title'), title), field(t('editor-rules'), rules), field(t('editor-description'), desc));
}

/**
 * A rule puzzle's goal (docs/FORMATS.md, "Goals"): one condition from the engine's vocabulary
 * (a count of a fact, with a ghost rule and where the ghosts go, and its bounds; or a rule that
 * fires) and the task put to the reader, in the text language. A goal of several conditions
 * (all, any, not) is kept as the file has it and shown as its JSON. The engine checks it as it
 * checks every edit: a goal no placement meets, or every one does, is refused in words.
 * @param {Doc} doc
 * @param {EditorCtrl} ctrl
 */
function goalCard(doc, ctrl) {
  const g = doc.goal;
  const simple = !g || (g.test && ('count' in g.test || 'fires' in g.test));
  const test = (g && g.test) || {};
  // the goal's other fields (its version, `choose`, `lesson`) kept as the file has them
  const set = (/** @type {object | null} */ nextTest, /** @type {unknown} */ task = g ? g.task : undefined) => ctrl.apply(setField(doc, 'goal', nextTest ? { version: 1, ...g, task: task ?? '', test: nextTest } : undefined));
  if (!simple) {
    const json = make('pre', { id: 'ed-goal-json', class: 'small', text: JSON.stringify(g.test, null, 1) });
    return card(t('editor-card-goal'), json, make('button', { type: 'button', text: t('editor-goal-remove'), onclick: () => set(null) }));
  }
  const fact = 'fires' in test ? 'fires' : (test.count || '');
  const what = make('select', {
    id: 'ed-goal-fact', 'aria-label': t('editor-goal-fact'),
    onchange: (/** @type {Change} */ e) => {
      const v = e.target.value;
      set(v === '' ? null : v === 'fires' ? { fires: 'M4' } : { count: v });
    },
  }, make('option', { value: '', text: t('editor-goal-none'), selected: fact === '' }),
  ...GOAL.facts.map((f) => make('option', { value: f, text: t(`puzzle-fact-${f}`), selected: f === fact })),
  make('option', { value: 'fires', text: t('puzzle-fires', { rule: '…' }), selected: fact === 'fires' }));
  const kids = [field(t('editor-goal-fact'), what)];
  if (fact) {
    const withOut = (/** @type {string} */ k, /** @type {unknown} */ v) => {
      const n = { ...test };
      if (v === '' || v === undefined || Number.isNaN(v)) delete n[k];
      else n[k] = v;
      return n;
    };
    if (fact === 'fires' || fact.startsWith('ghosts') || fact === 'meeples-home') {
      const rules = fact === 'fires' ? Object.keys(RULES) : GOAL.rules;
      const key = fact === 'fires' ? 'fires' : 'rule';
      kids.push(field(t('editor-goal-rule'), make('select', { id: 'ed-goal-rule', onchange: (/** @type {Change} */ e) => set(withOut(key, e.target.value)) },
        fact === 'fires' ? null : make('option', { value: '', text: t('editor-goal-any') }),
        ...rules.map((r) => make('option', { value: r, text: r, selected: test[key] === r })))));
    }
    if (fact === 'ghosts') {
      for (const [key, words] of /** @type {[string, string[]][]} */ ([['to', GOAL.to], ['from', GOAL.from]])) {
        kids.push(field(t(`editor-goal-${key}`), make('select', { id: `ed-goal-${key}`, onchange: (/** @type {Change} */ e) => set(withOut(key, e.target.value)) },
          make('option', { value: '', text: t('editor-goal-any') }),
          ...words.map((w) => make('option', { value: w, text: t(`puzzle-${key}-${w}`), selected: test[key] === w })))));
      }
    }
    if (fact === 'points' || fact === 'meeples-home') {
      kids.push(field(t('editor-goal-player'), make('select', { id: 'ed-goal-player', onchange: (/** @type {Change} */ e) => set(withOut('player', e.target.value)) },
        make('option', { value: '', text: t('editor-goal-any') }),
        ...playerNames(doc).map((/** @type {string} */ n) => make('option', { value: n, text: n, selected: test.player === n })))));
    }
    if (fact !== 'fires') {
      for (const key of ['min', 'max']) {
        kids.push(field(t(`editor-goal-${key}`), make('input', {
          type: 'number', id: `ed-goal-${key}`, min: '0', max: '99', value: test[key] ?? '',
          onchange: (/** @type {Change} */ e) => set(withOut(key, e.target.value === '' ? '' : Math.trunc(Number(e.target.value)))),
        })));
      }
    }
    const task = make('textarea', { id: 'ed-goal-task', rows: '2', onchange: (/** @type {Change} */ e) => set(test, setText(g ? g.task : '', state.lang, e.target.value)) });
    task.value = textIn(g ? g.task : '', state.lang);
    kids.push(field(t('editor-goal-task'), task));
  }
  return card(t('editor-card-goal'), make('p', { class: 'muted small', text: t('editor-goal-help') }), ...kids);
}

/**
 * @param {Doc} doc
 * @param {EditorCtrl} ctrl
 */
function playersCard(doc, ctrl) {
  const names = playerNames(doc);
  const list = (doc.players || []).map((/** @type {any} */ p, /** @type {number} */ i) => ({ name: names[i], colour: typeof p === 'object' && p ? p.colour : undefined }));
  const current = doc.current ?? names[0];
  const rows = list.map((/** @type {{name: string, colour?: string}} */ p, /** @type {number} */ i) => {
    const colour = colourOf(list, i);
    const colourIn = make('input', {
      type: 'color', value: /^#[0-9a-f]{6}$/i.test(colour) ? colour : '#888888', 'aria-label': t('editor-player-colour'),
      onchange: (/** @type {Change} */ e) => ctrl.apply(setPlayers(doc, list.map((/** @type {{name: string, colour?: string}} */ q, /** @type {number} */ j) => (j === i ? { ...q, colour: e.target.value } : q)))),
    });
    const nameIn = make('input', {
      type: 'text', value: p.name, 'aria-label': t('editor-player-name'), class: 'ed-name', dataset: { player: String(i) },
      onchange: (/** @type {Change} */ e) => ctrl.apply(setPlayers(doc, list.map((/** @type {{name: string, colour?: string}} */ q, /** @type {number} */ j) => (j === i ? { ...q, name: e.target.value } : q)), { [p.name]: e.target.value })),
    });
    const score = make('input', {
      type: 'number', value: String((doc.scores || {})[p.name] ?? 0), 'aria-label': t('editor-player-score'), class: 'ed-score', step: '1',
      onchange: (/** @type {Change} */ e) => ctrl.apply(setField(doc, 'scores', { ...(doc.scores || {}), [p.name]: Math.trunc(Number(e.target.value) || 0) })),
    });
    const turn = make('input', {
      type: 'radio', name: 'ed-current', checked: current === p.name, 'aria-label': t('editor-player-turn'), title: t('editor-player-turn'),
      onchange: () => ctrl.apply(setField(doc, 'current', i === 0 && doc.current === undefined ? undefined : p.name)),
    });
    const remove = make('button', {
      type: 'button', class: 'ed-x', text: '×', title: t('editor-player-remove'), 'aria-label': t('editor-player-remove'), disabled: list.length <= 2,
      onclick: () => ctrl.apply(setPlayers(doc, list.filter((/** @type {unknown} */ _, /** @type {number} */ j) => j !== i))),
    });
    return make('li', { class: 'ed-player' }, turn, colourIn, nameIn, score, remove);
  });
  const add = make('button', {
    type: 'button', text: t('editor-player-add'), disabled: list.length >= 6,
    onclick: () => {
      const free = DEFAULT_PLAYERS.find(([n]) => !names.includes(n)) || [`P${list.length + 1}`, '#888888'];
      ctrl.apply(setPlayers(doc, [...list, { name: free[0] }]));
    },
  });
  return card(t('editor-card-players'), make('ul', { class: 'ed-list ed-players' }, ...rows), add);
}

/**
 * @param {Doc} doc
 * @param {EditorCtrl} ctrl
 */
function setsCard(doc, ctrl) {
  const sets = doc.sets || DEFAULT_SETS;
  const box = (/** @type {string} */ id) => make('label', { class: 'ed-check' }, make('input', {
    type: 'checkbox', checked: sets.includes(id), disabled: id === 'base', dataset: { set: id },
    onchange: (/** @type {Change} */ e) => {
      let next = e.target.checked ? [...sets, id] : sets.filter((/** @type {string} */ s) => s !== id);
      // a set played only with another (the engine's: sc needs gcc) brings it, and goes with it
      for (const { set, needs } of SET_NEEDS) {
        if (id === set && e.target.checked && !next.includes(needs)) next.push(needs);
        if (id === needs && !e.target.checked) next = next.filter((/** @type {string} */ s) => s !== set);
      }
      next = SETS.filter((s) => next.includes(s));
      ctrl.apply(setField(doc, 'sets', next));
    },
  }), ` ${t(`editor-set-${id}`)}`);
  const variants = VARIANTS.filter((v) => sets.includes(v.needs)).map((v) => {
    const opts = v.options; // the engine's, the rulebook's first
    const value = (doc.variants || {})[v.key] ?? opts[0];
    const sel = make('select', {
      'aria-label': t(`page-variant-${v.id}`), dataset: { variant: v.key },
      onchange: (/** @type {Change} */ e) => {
        const vs = { ...(doc.variants || {}) };
        if (e.target.value === opts[0]) delete vs[v.key];
        else vs[v.key] = e.target.value;
        ctrl.apply(setField(doc, 'variants', vs));
      },
    }, ...opts.map((o, i) => make('option', {
      // worded as the New game dialog words it; the value the scenario file holds in its title
      value: o, text: t(i === 0 ? 'page-ng-rulebook' : 'page-ng-option', { value: o, text: t(`page-variant-${v.id}-opt-${o}`) }), title: o, selected: o === value,
    })));
    return make('label', { class: 'ed-field', title: t(`page-variant-${v.id}-help`) }, make('span', { text: `${v.id} · ${t(`page-variant-${v.id}`)}` }), sel);
  });
  return card(t('editor-card-sets'), make('div', { class: 'ed-row' }, ...SETS.map(box)), ...variants);
}

const pieceWords = (/** @type {{guard?: boolean, ghosts?: number}} */ m) => list([m.guard ? t('editor-guard') : t('editor-meeple'), m.ghosts ? t('editor-ghosts', { n: m.ghosts }) : null].filter(Boolean));

/**
 * @param {Doc} doc
 * @param {boolean} gcc
 * @param {EditorCtrl} ctrl
 */
function tileCard(doc, gcc, ctrl) {
  const sel = state.selected;
  const bt = sel !== null ? doc.board[sel] : null;
  if (!bt || sel === null) return card(t('editor-card-tile'), make('p', { class: 'muted small', text: t('editor-no-tile') }));
  const i = sel;
  const names = playerNames(doc);
  const rot = bt.rotation || 0;
  const head = make('p', { class: 'ed-tile-head', text: t('editor-tile-at', { id: bt.tile, cell: at(bt.x, bt.y), rotation: rot }) });
  const buttons = make('div', { class: 'ed-row' },
    make('button', { type: 'button', id: 'ed-turn-left', text: t('editor-turn-left'), onclick: () => ctrl.apply(rotateTile(doc, i, (rot + 270) % 360)) }),
    make('button', { type: 'button', id: 'ed-turn-right', text: t('editor-turn-right'), onclick: () => ctrl.apply(rotateTile(doc, i, (rot + 90) % 360)) }),
    make('button', { type: 'button', id: 'ed-remove', text: t('editor-remove-tile'), onclick: () => { if (ctrl.apply(removeTile(doc, i))) { state.selected = null; ctrl.refresh(); } } }));
  // the brush: the piece a click on a feature puts there
  const b = state.brush;
  const who = make('select', { id: 'ed-brush-player', 'aria-label': t('editor-piece-player'), onchange: (/** @type {Change} */ e) => { b.player = Number(e.target.value); ctrl.refresh(); } },
    ...names.map((/** @type {string} */ n, /** @type {number} */ j) => make('option', { value: String(j), text: n, selected: j === b.player })));
  const kind = make('select', { id: 'ed-brush-kind', 'aria-label': t('editor-piece'), onchange: (/** @type {Change} */ e) => { b.guard = e.target.value === 'guard'; if (b.guard) b.ghosts = 0; ctrl.refresh(); } },
    make('option', { value: 'meeple', text: t('editor-piece-meeple'), selected: !b.guard }),
    gcc ? make('option', { value: 'guard', text: t('editor-piece-guard'), selected: b.guard }) : null);
  const ghosts = gcc && !b.guard ? make('select', { id: 'ed-brush-ghosts', 'aria-label': t('editor-piece-ghosts'), onchange: (/** @type {Change} */ e) => { b.ghosts = Number(e.target.value); } },
    ...[0, 1, 2].map((n) => make('option', { value: String(n), text: t('editor-ghosts', { n }), selected: n === b.ghosts }))) : null;
  const brush = make('div', { class: 'ed-brush' }, make('span', { class: 'muted small', text: t('editor-piece') }), make('div', { class: 'ed-row' }, swatch(colourOf(names.map((/** @type {string} */ n) => ({ name: n })), b.player)), who, kind, ghosts));
  // the features of the tile and what is on them
  const kindView = state.kinds.find((k) => k.id === bt.tile);
  const rows = (kindView ? kindView.features : []).map((f) => {
    if (f.kind === 'mist') {
      if (!f.circles) return null;
      const n = circleGhosts(doc, bt.x, bt.y, f.name);
      const sel = make('select', { dataset: { circles: f.name }, 'aria-label': t('editor-circles', { n: f.circles }), onchange: (/** @type {Change} */ e) => ctrl.apply(setCircle(doc, bt.x, bt.y, f.name, Number(e.target.value))) },
        ...Array.from({ length: f.circles + 1 }, (_, k) => make('option', { value: String(k), text: String(k), selected: k === n })));
      return make('li', { class: 'ed-feature' }, make('span', { text: t('editor-feature-circles', { feature: featureWithSides(f, bt.rotation || 0), n: f.circles }), title: f.name }), sel);
    }
    const m = meepleOn(doc, bt.x, bt.y, f.name);
    const who2 = m ? make('span', { class: 'ed-occupant' }, swatch(colourOf(names.map((/** @type {string} */ n) => ({ name: n })), names.indexOf(m.player))), ` ${m.player}: ${pieceWords(m)}`) : make('span', { class: 'muted', text: t('editor-feature-free') });
    const act = m
      ? make('button', { type: 'button', class: 'small', text: t('editor-feature-take'), onclick: () => ctrl.apply(setMeeple(doc, bt.x, bt.y, f.name, null)) })
      : make('button', { type: 'button', class: 'small', text: t('editor-feature-put'), dataset: { feature: f.name }, onclick: () => ctrl.putPiece(bt.x, bt.y, f.name) });
    // the feature in the reader's words; its name in the file (road1) in the title
    return make('li', { class: 'ed-feature' }, make('span', { class: 'ed-fname', text: featureWithSides(f, bt.rotation || 0), title: f.name }), who2, act);
  }).filter(Boolean);
  return card(t('editor-card-tile'), head, buttons, brush, make('ul', { class: 'ed-list ed-features' }, ...rows));
}

/**
 * @param {Doc} doc
 * @param {EditorCtrl} ctrl
 */
function ghostsCard(doc, ctrl) {
  const g = ghostCount(doc);
  const line = make('p', { id: 'ed-ghost-count', text: t('editor-ghost-count', { meeples: g.onMeeples, circles: g.inCircles, supply: g.supply, total: g.total }) });
  const off = g.total !== 15 ? make('p', { class: 'ed-warn', text: t('editor-ghost-off', { diff: g.total - 15 > 0 ? `+${g.total - 15}` : g.total - 15 }) }) : null;
  const auto = make('label', { class: 'ed-check' }, make('input', {
    type: 'checkbox', id: 'ed-supply-auto', checked: !g.given,
    onchange: (/** @type {Change} */ e) => ctrl.apply(setField(doc, 'supply', e.target.checked ? undefined : Math.max(0, g.supply))),
  }), ` ${t('editor-supply-auto')}`);
  const supply = make('input', {
    type: 'number', id: 'ed-supply', min: '0', max: '15', value: String(g.supply), disabled: !g.given,
    onchange: (/** @type {Change} */ e) => ctrl.apply(setField(doc, 'supply', Math.trunc(Number(e.target.value) || 0))),
  });
  // the general guard supply, per colour (3 each unless said, K2)
  const names = playerNames(doc);
  const guards = names.map((/** @type {string} */ n) => field(t('editor-guard-supply', { player: n }), make('input', {
    type: 'number', min: '0', max: '3', class: 'ed-guards', dataset: { player: n }, value: String((doc.guard_supply || {})[n] ?? 3),
    onchange: (/** @type {Change} */ e) => {
      const gs = { ...(doc.guard_supply || {}) };
      const v = Math.trunc(Number(e.target.value));
      if (v === 3) delete gs[n];
      else gs[n] = Number.isFinite(v) ? v : 3;
      ctrl.apply(setField(doc, 'guard_supply', gs));
    },
  })));
  return card(t('editor-card-ghosts'), line, off, auto, field(t('editor-supply'), supply), ...guards);
}

/**
 * @param {Doc} doc
 * @param {EditorCtrl} ctrl
 */
function handCard(doc, ctrl) {
  const ids = state.kinds.map((k) => k.id);
  const hand = make('select', { id: 'ed-hand', onchange: (/** @type {Change} */ e) => ctrl.apply(setField(doc, 'hand', e.target.value || undefined)) },
    make('option', { value: '', text: t('editor-hand-drawn') }), ...ids.map((id) => make('option', { value: id, text: id, selected: doc.hand === id })));
  const listed = Array.isArray(doc.bag);
  const mode = (/** @type {string} */ v, /** @type {string} */ text) => make('label', { class: 'ed-check' }, make('input', {
    type: 'radio', name: 'ed-bag-mode', value: v, checked: listed === (v === 'list'),
    onchange: () => ctrl.apply(setField(doc, 'bag', v === 'list' ? [] : undefined)),
  }), ` ${text}`);
  const seed = make('input', { type: 'number', id: 'ed-seed', min: '0', value: String(doc.seed || 0), onchange: (/** @type {Change} */ e) => ctrl.apply(setField(doc, 'seed', Math.max(0, Math.trunc(Number(e.target.value) || 0)) || undefined)) });
  let bagBox = null;
  if (listed) {
    const chips = doc.bag.map((/** @type {string} */ id, /** @type {number} */ i) => make('li', { class: 'ed-chip' }, id, make('button', {
      type: 'button', class: 'ed-x', text: '×', 'aria-label': `${id} ×`, onclick: () => ctrl.apply(setField(doc, 'bag', doc.bag.filter((/** @type {string} */ _, /** @type {number} */ j) => j !== i))),
    })));
    const add = make('select', { id: 'ed-bag-add', 'aria-label': t('editor-bag-add'), onchange: (/** @type {Change} */ e) => { if (e.target.value) ctrl.apply(setField(doc, 'bag', [...doc.bag, e.target.value])); } },
      make('option', { value: '', text: `+ ${t('editor-bag-add')}` }), ...ids.map((id) => make('option', { value: id, text: id })));
    bagBox = make('div', {}, chips.length ? make('ul', { class: 'ed-chips' }, ...chips) : make('p', { class: 'muted small', text: t('editor-bag-empty') }), add);
  }
  return card(t('editor-card-hand'), field(t('editor-hand'), hand), mode('rest', t('editor-bag-rest')), listed ? null : field(t('editor-seed'), seed), mode('list', t('editor-bag-list')), bagBox);
}
