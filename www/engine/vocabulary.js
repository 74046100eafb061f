// The game's vocabulary, as the engine publishes it (the facade's `vocabulary()`, written at
// build time into pkg/vocabulary.js by scripts/vocabulary-to-js.mjs, so that the page can choose
// the reader's language before the engine has started): the rule variants with their options and
// the sets they matter with, the tile sets, the languages of texts, the limits, the default
// players and the kinds of errors. No list here repeats one of the engine's; the words for them
// are the .ftl files' (page-variant-<id>-opt-<option>, error-file-<kind>…).
import { VOCABULARY } from '../../pkg/vocabulary.js';

/**
 * @typedef {object} Variant  a rule variant of RULES.md
 * @property {string} id        `V1`…`V6`
 * @property {string} key       its setup key (`limit-bonus`)
 * @property {string[]} options its words, the rulebook's reading first
 * @property {string} needs     the tile set it matters with (`gcc`, `sc`)
 *
 * @typedef {object} Vocabulary
 * @property {Variant[]} variants
 * @property {string[]} sets
 * @property {string[]} default_sets  the sets of a setup or a scenario that names none
 * @property {{set: string, needs: string}[]} set_needs  the sets played only with another
 * @property {string} start_tile  the base game's start tile
 * @property {string[]} feature_kinds  the kinds of a tile's features (a feature's name: its kind and a number)
 * @property {string[]} languages  the languages of texts, English (the fallback) first
 * @property {{max_seed: number, min_players: number, max_players: number, max_name_len: number,
 *   max_link_chars: number, max_link_moves: number, max_json: number, max_text: number,
 *   max_steps: number, max_depth: number}} limits
 * @property {string[]} default_players
 * @property {{file: string[], tile: string[], play: string[], link: string[], name: string[]}} errors
 * @property {Level[]} levels
 * @property {string} hint
 * @property {{facts: string[], rules: string[], to: string[], from: string[], max_depth: number, max_conditions: number}} goal
 *   the words of a rule puzzle's goal (docs/FORMATS.md, "Goals")
 *
 * @typedef {object} Level  a level of the computer player (src/ai/mod.rs LEVELS)
 * @property {string} id      `easy`…`expert` (its words: page-computer-<id>)
 * @property {string} player  each tree's player as the engine reads it (`mcts:1500ms`)
 * @property {number} trees   the most trees it thinks with, one a worker (1: one worker)
 */

/** @type {Vocabulary} */
export const vocabulary = VOCABULARY;

/** The rule variants V1–V6 (their words: page.ftl page-variant-V…). */
export const VARIANTS = VOCABULARY.variants;

/** The largest seed a setup takes (a whole number JavaScript holds exactly). */
export const MAX_SEED = VOCABULARY.limits.max_seed;

/** The languages a text may be written in (and the page's words are): English first. */
export const LANGUAGES = VOCABULARY.languages;

/** The computer's levels, weakest first (a seat's `level`; their words page-computer-<id>). */
export const LEVELS = VOCABULARY.levels;

/** The player the Hint asks. */
export const HINT = VOCABULARY.hint;

/** The engine's limits. */
export const LIMITS = VOCABULARY.limits;

/** The tile sets, `base` first (their words: page-set-<id>, editor-set-<id>). */
export const SETS = VOCABULARY.sets;

/** The sets of a setup or a scenario that names none (the base game). */
export const DEFAULT_SETS = VOCABULARY.default_sets;

/** The players of a setup that names none (their names in the engine's English). */
export const DEFAULT_PLAYER_NAMES = VOCABULARY.default_players;

/** The sets played only with another (`{set: 'sc', needs: 'gcc'}`). */
export const SET_NEEDS = VOCABULARY.set_needs;

/** The base game's start tile (a board's one tile before any is laid out). */
export const START_TILE = VOCABULARY.start_tile;

/** The kinds of a tile's features (their words: feature-<kind>, feature-label-<kind>). */
export const FEATURE_KINDS = VOCABULARY.feature_kinds;
/** The words of a rule puzzle's goal: facts, ghost rules, where ghosts go and come from. */
export const GOAL = VOCABULARY.goal;
