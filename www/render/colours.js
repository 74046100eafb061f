// The colours of the board and the panels, once: the players' colours (as a setup, a link or a
// file gives them, and the page's palette for players without one) and the colours of what a
// placement does (`OUTCOME_COLOURS`, by the kind of a ghost obligation: `ghostKind`). Pure (no DOM
// needed): the page, the embed, the editor, the pictures and the unit tests.
//
// A player's colour comes from a setup, a link or a file: it is CSS, so `url(//elsewhere/p)` or
// `image-set(…)` would make every viewer's browser fetch another site. Only plain colours are
// used (the engine's Setup::check allows the same): #rgb, #rrggbb, a colour name, and rgb()/
// hsl() (with or without a) holding numbers only.

/**
 * The page's palette, in seat order: the New game dialog's players (names, worded by common.ftl
 * player-colour-<name>, and colours; the engine's default players are the first two, Red and
 * Blue) and the colours of players without one of their own.
 */
export const DEFAULT_PLAYERS = [
  ['Red', '#d8352a'], ['Blue', '#2f6fdc'], ['Green', '#2f9e44'],
  ['Yellow', '#e8b516'], ['Black', '#2b2b2b'], ['Purple', '#a347c8'],
];

/** The palette's colours. */
export const PLAYER_COLOURS = DEFAULT_PLAYERS.map(([, colour]) => colour);

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const NAMED_COLOUR = /^[a-z]{3,20}$/i;
const NUM = '[-+]?(?:\\d+\\.?\\d*|\\.\\d+)(?:%|deg)?';
const FUNC_COLOUR = new RegExp(`^(?:rgba?|hsla?)\\(\\s*${NUM}(?:(?:\\s*[,/]\\s*|\\s+)${NUM}){2,3}\\s*\\)$`, 'i');

/**
 * Whether `c` is a plain CSS colour (nothing that could load anything).
 * @param {unknown} c
 * @returns {c is string}
 */
export function isPlainColour(c) {
  if (typeof c !== 'string' || c.length > 40) return false;
  if (HEX_COLOUR.test(c) || FUNC_COLOUR.test(c)) return true;
  if (!NAMED_COLOUR.test(c)) return false;
  return typeof CSS === 'undefined' || !CSS.supports || CSS.supports('color', c);
}

/**
 * `c` when it is a plain colour, else player i's colour from the page's palette.
 * @param {unknown} c
 * @param {number} [i]
 * @returns {string}
 */
export function safeColour(c, i = 0) {
  return isPlainColour(c) ? c : PLAYER_COLOURS[((i % PLAYER_COLOURS.length) + PLAYER_COLOURS.length) % PLAYER_COLOURS.length];
}

/**
 * Colours for players named after a colour and given none (the examples' Green, Blue…).
 * @type {Record<string, string>}
 */
export const NAMED_COLOURS = {
  red: PLAYER_COLOURS[0], blue: PLAYER_COLOURS[1], green: PLAYER_COLOURS[2],
  yellow: PLAYER_COLOURS[3], black: PLAYER_COLOURS[4], purple: PLAYER_COLOURS[5],
  violet: PLAYER_COLOURS[5], pink: '#e0609c', grey: '#8a8a8a', gray: '#8a8a8a', orange: '#e8821e',
};

/**
 * Player i's colour among `players` (a view's `players`): its own when plain, else the colour
 * its name says (a player called Green), else the palette's. Never a url() or other CSS.
 * @param {readonly {name?: unknown, colour?: unknown}[] | null | undefined} players
 * @param {number} i
 * @returns {string}
 */
export function playerColour(players, i) {
  const p = players && players[i];
  if (p && isPlainColour(p.colour)) return p.colour;
  const named = p && typeof p.name === 'string' && NAMED_COLOURS[p.name.trim().toLowerCase()];
  return named || safeColour(null, i);
}

/** Colours of what a placement does: ghosts to opponents, to yourself, into circles, … */
export const OUTCOME_COLOURS = {
  others: '#f59f3a', // continuing the mist: a ghost for an opponent
  own: '#ef5b6b', // limiting the mist: a ghost for you
  draw: '#b48cff', // spell circles drawing ghosts (S2)
  close: '#6cc3f0', // a bank closed
  score: '#e6c25a', // points
};

/**
 * The kind of a ghost obligation (a preview's, the ghost phase's, one paid), its colour's name in
 * OUTCOME_COLOURS: `draw` (S2: into spell circles), `own` (M4: to the mover's meeples), `others`
 * (M3: to an opponent's). The one mapping of the engine's `to` to a colour.
 * @param {{to: string}} o
 * @returns {'draw' | 'own' | 'others'}
 */
export function ghostKind(o) {
  return o.to === 'circle' ? 'draw' : o.to === 'own' ? 'own' : 'others';
}

/**
 * The colour's name of an outcome line (words/outcome.js): an obligation's by its kind, the
 * others' as the line says (`own`, `close`, `score`, `none`…).
 * @param {{cls?: string | null, to?: string}} line
 */
export function lineKind(line) {
  return line.to ? ghostKind({ to: line.to }) : line.cls || '';
}
