// The game's vocabulary the page's controls need: the setup's limits, the name rule, the default
// players and the rule variants with the sets they matter with.

/** The largest seed a setup takes (a whole number JavaScript holds exactly). */
export const MAX_SEED = 2 ** 53 - 1;
/** Control and text-direction characters, which a name must not hold (they reorder the page's text). */
export const NAME_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** The New game dialog's players, names and colours. */
export const DEFAULT_PLAYERS = [
  ['Red', '#d8352a'], ['Blue', '#2f6fdc'], ['Green', '#2f9e44'],
  ['Yellow', '#e8b516'], ['Black', '#2b2b2b'], ['Purple', '#a347c8'],
];

/** The rule variants V1–V6: their setup key and the sets they matter with (their words: page.ftl page-variant-V…). */
export const VARIANTS = [
  { id: 'V1', key: 'limit-bonus', needs: 'sc' },
  { id: 'V2', key: 'limit-by-plain-tile', needs: 'gcc' },
  { id: 'V3', key: 'generic-ghost-count', needs: 'gcc' },
  { id: 'V4', key: 'fresh-circles', needs: 'sc' },
  { id: 'V5', key: 'circle-draw', needs: 'sc' },
  { id: 'V6', key: 'opponent-no-target', needs: 'gcc' },
];
