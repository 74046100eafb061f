// The shapes of the views the engine hands the page (src/view.rs, src/view/log.rs,
// src/outcome.rs, src/ai/mod.rs), as serde writes them: field names in snake_case as in the
// Rust (`hand_id`, `bag_left`), the variants by their kebab-case setup keys, tagged
// enums with their tag (`kind`, `action`, `type`). Types only, for `tsc --checkJs` (`make lint`)
// and the reader: `/** @param {import('../engine/views.js').GameView} v */`. Nothing to run.
//
// Each `GameHandle` method that returns one (pkg/carcassonne_mist.d.ts types them `any`):
//   kinds() → KindView[]           view() → GameView          turnLog() → LogLine[]
//   scoreTable() → ScoreTable      legalPlacements() → PlacementView[]
//   legalActions() → ActionSpec[]  preview(x, y, r) → Preview  bankAt(x, y, f) → BankShape | null
//   placementProblemData(x, y, r) → ProblemView | undefined   computerMove(p, s) → Suggestion

// ---- words ----

/** @typedef {'city' | 'road' | 'field' | 'monastery' | 'castle' | 'cemetery' | 'mist' | 'ruin'} FeatureKind */
/** @typedef {'place-tile' | 'ghosts' | 'meeple' | 'game-over'} Phase */
/** @typedef {'open' | 'limited' | 'closed'} BankState */

// ---- tile kinds (kinds(), once per game) ----

/**
 * A feature of a tile kind, in the tile's own orientation.
 * @typedef {object} FeatureView
 * @property {FeatureKind} kind
 * @property {string} name its name on the tile (`city1`)
 * @property {string} sides the sides it reaches, as letters (`NW`)
 * @property {string[]} halves the half sides it reaches (`NL`, `ER`…)
 * @property {number} shields
 * @property {number} circles spell circles (mist)
 * @property {string[]} touches the names of the cities a field touches
 * @property {string} [corner] the corner a ruin stands at (`NE`, `SE`, `SW`, `NW`)
 */

/**
 * A tile kind, for drawing; `kinds()[TileView.kind]`.
 * @typedef {object} KindView
 * @property {string} id
 * @property {string} set its tile set (`base`, `gcc`, `sc`, `scenario`)
 * @property {number} count copies in the set
 * @property {string} sides side letters before rotation, `~` after a misty side (`CR~FR`)
 * @property {FeatureView[]} features
 * @property {string} notation the notation line (features part)
 */

// ---- the game view (view(), after each action) ----

/**
 * @typedef {object} PlayerView
 * @property {string} name
 * @property {string | null} colour a CSS colour, when the setup gave one
 * @property {number} score
 * @property {number} meeples meeples in supply
 * @property {number} guards guards in supply
 */

/**
 * A placed tile.
 * @typedef {object} TileView
 * @property {number} x
 * @property {number} y
 * @property {number} kind index into `kinds()`
 * @property {string} id the kind's id
 * @property {number} rotation degrees clockwise
 */

/**
 * A meeple (or guard) on the board.
 * @typedef {object} MeepleView
 * @property {number} x
 * @property {number} y
 * @property {string} feature the feature's name on that tile
 * @property {number} player the owner's seat
 * @property {boolean} guard
 * @property {number} ghosts ghosts on it
 */

/**
 * One scoring (B4, B5, K1, K2, G6), with its explanation in English.
 * @typedef {object} EventView
 * @property {string} rule
 * @property {FeatureKind} kind
 * @property {number} x a tile of the feature
 * @property {number} y
 * @property {string} feature the feature's name on that tile
 * @property {number} tiles tiles in the feature (a monastery: in its 3×3 square)
 * @property {number} shields
 * @property {number} cities completed cities touched (fields)
 * @property {boolean} complete
 * @property {number} points points each scoring player got
 * @property {number[]} players
 * @property {number} turn
 * @property {number} ghosts ghosts that cost points (G6)
 * @property {string} text
 */

/**
 * A legal meeple placement.
 * @typedef {object} MeepleChoice
 * @property {string} feature the feature's name on the tile just placed
 * @property {boolean} guard
 */

/**
 * A place on the board: a tile and one of its features.
 * @typedef {object} SpotRef
 * @property {number} x
 * @property {number} y
 * @property {string} feature
 */

/**
 * A spell circle area on the board and its ghosts.
 * @typedef {SpotRef & {ghosts: number, circles: number, bank: BankState}} CircleView
 */

/**
 * A ghost's place: the supply, a meeple (with its owner) or a mist area's circles.
 * @typedef {{kind: 'supply'}
 *   | (SpotRef & {kind: 'meeple', player: number, ghosts: number})
 *   | (SpotRef & {kind: 'circle', ghosts: number, circles: number})} SpotView
 */

/**
 * Why some ghosts of an obligation were not placed (G4, V6).
 * @typedef {object} Shortfall
 * @property {number} count
 * @property {'no-ghost' | 'no-meeple'} why
 * @property {string} fate where they end up (the preview's fate word: in the supply, in their circles, back to the supply, not placed; docs/FORMATS.md)
 * @property {string} rule `G4` or `V6`
 * @property {boolean} after_some
 * @property {boolean} guards_only
 */

/**
 * A ghost obligation (owed, or as paid, or as a preview meets it).
 * @typedef {object} ObligationView
 * @property {string} rule
 * @property {number} owed
 * @property {number} moved
 * @property {number} to_supply
 * @property {boolean} choose_order
 * @property {boolean} choose_circles
 * @property {'own' | 'others' | 'circle'} to
 * @property {'supply' | 'circles' | 'around'} from
 * @property {SpotView[]} sources
 * @property {SpotView[]} targets
 * @property {string | null} bank the letter of the bank whose circles give (previews only)
 * @property {number[]} players
 * @property {number} stays
 * @property {Shortfall | null} shortfall
 * @property {HomeView[]} home the meeples its ghosts sent home, each with its third (G3; previews only)
 * @property {string} text
 */

/**
 * A meeple sent home by its third ghost (G3): where it stood and whose it was.
 * @typedef {SpotRef & {player: number}} HomeView
 */

/**
 * The rule variants in force (V1–V6): each setup key to its option. The keys and options are
 * the engine's (`vocabulary().variants`, www/engine/vocabulary.js), listed nowhere in JS.
 * @typedef {Record<string, string>} Variants
 */

/**
 * The whole visible state of a game.
 * @typedef {object} GameView
 * @property {Phase} phase
 * @property {number} current whose turn
 * @property {PlayerView[]} players
 * @property {number | null} hand the kind index of the tile in hand
 * @property {string | null} hand_id
 * @property {number} bag_left tiles in the bag after the one in hand
 * @property {Record<string, number>} bag_by_set
 * @property {TileView[]} tiles in the order placed
 * @property {MeepleView[]} meeples
 * @property {string[]} meeple_spots feature names of the last tile a meeple may go on now
 * @property {MeepleChoice[]} meeple_choices
 * @property {EventView[]} events every scoring so far
 * @property {string[]} discarded ids of the tiles put out of the game (B2)
 * @property {number} actions actions played
 * @property {number} redo actions redo can replay
 * @property {number} ghost_supply
 * @property {boolean} ghosts_in_play whether Exp. 11 is in play
 * @property {CircleView[]} circles
 * @property {ObligationView[]} obligations still owed, head first
 * @property {ObligationView[]} ghosts_paid how the last placement's were paid
 * @property {number[]} guard_supply guards of each player's colour in the general supply
 * @property {Variants} variants
 */

// ---- placements and actions ----

/**
 * A legal placement of the tile in hand (legalPlacements()).
 * @typedef {object} PlacementView
 * @property {number} x
 * @property {number} y
 * @property {number} rotation
 * @property {number} same bit `q` for each of the `q` quarter turns that turn the tile the same way
 */

/** @typedef {'supply' | {x: number, y: number, feature: string}} SpotSpec */

/**
 * An action in the saved-game form (legalActions(), computerMove(), saved games).
 * @typedef {{type: 'place-tile', x: number, y: number, rotation: number}
 *   | {type: 'place-meeple', feature: string, guard?: boolean}
 *   | {type: 'skip-meeple'}
 *   | {type: 'move-ghost', from: SpotSpec, to: SpotSpec}} ActionSpec
 */

/**
 * What the computer player would play (computerMove(), the worker's answer).
 * @typedef {object} Suggestion
 * @property {ActionSpec} action
 * @property {number} simulations
 * @property {number} ms
 * @property {number} legal the legal moves there were
 * @property {number} tried how many of them the search tried
 * @property {{action: ActionSpec, visits: number, value: number}[]} compared the moves tried
 *   most, the decision first (at most 3; none for players that do not search)
 */

/**
 * Why a placement is refused (placementProblemData()).
 * @typedef {{kind: 'no-tile' | 'placed' | 'off-board' | 'occupied' | 'not-touching'}
 *   | {kind: 'side-mismatch', side: 'north' | 'east' | 'south' | 'west', mine: string, theirs: string, neighbour: string}
 *   | {kind: 'refused', text: string}} ProblemView
 */

// ---- the preview (preview(x, y, rotation)) ----

/**
 * @typedef {object} BankView
 * @property {string} label the bank's letter in this preview
 * @property {SpotRef} at
 * @property {number} tiles
 * @property {number} circle_ghosts
 */

/**
 * @typedef {object} SideTouch
 * @property {'N' | 'E' | 'S' | 'W'} side
 * @property {'continue' | 'limit' | 'close'} acts
 * @property {boolean} misty_new
 */

/** @typedef {SpotRef & {ghosts: number, circles: number}} BankCircle */

/**
 * @typedef {object} BankTouch
 * @property {string} label
 * @property {SpotRef} at
 * @property {SideTouch[]} sides
 * @property {boolean} continued
 * @property {boolean} limited
 * @property {boolean} closed
 * @property {number} tiles
 * @property {BankCircle[]} circles
 */

/**
 * @typedef {object} CompletionView
 * @property {string} rule
 * @property {FeatureKind} kind
 * @property {SpotRef} at
 * @property {number} tiles
 * @property {number} points
 * @property {number[]} players
 */

/**
 * Everything a placement would do.
 * @typedef {object} Preview
 * @property {string} tile
 * @property {number} x
 * @property {number} y
 * @property {number} rotation
 * @property {BankTouch[]} banks
 * @property {BankView[]} continued
 * @property {BankView[]} limited
 * @property {BankView[]} closed
 * @property {ObligationView[]} obligations in the order paid
 * @property {CompletionView[]} completed
 * @property {string[]} rules
 * @property {number} supply_after the ghost supply once the ghosts are paid
 * @property {number} supply_end at the end of the turn: the ghosts of the meeples that score back (G5)
 */

/**
 * A whole mist bank (bankAt()).
 * @typedef {object} BankShape
 * @property {SpotRef[]} spots
 * @property {number} tiles
 * @property {BankState} state
 * @property {number} open_sides
 * @property {number} circles
 * @property {number} ghosts
 */

// ---- the turn log and the score table ----

/**
 * A ghost's place in a turn-log line.
 * @typedef {{kind: 'supply'}
 *   | {kind: 'meeple', player: number, feature: string}
 *   | {kind: 'circle', new_tile: boolean, circles: number}} LogSpot
 */

/**
 * One line of the turn log (turnLog()): who, the English text, the same as data, and the
 * action as written in saved games (`spec`: where on the board, never worded).
 * @typedef {{player: number, text: string, rule: string | null, auto: boolean, spec: ActionSpec} & (
 *     {action: 'place-tile', tile: string, rotation: number}
 *   | {action: 'place-meeple', feature: string, guard: boolean}
 *   | {action: 'skip-meeple', why: 'no-pieces' | 'no-meeple' | 'no-free-feature' | null}
 *   | {action: 'move-ghost', from: LogSpot, to: LogSpot, home: boolean})} LogLine
 */

/**
 * @typedef {object} ScoreRow
 * @property {string} category `roads`, `cities`, `monasteries`, `fields`, `castles`, `ghosts` or `start`
 * @property {number[]} points per player
 * @property {number[]} at_end of which at game end
 */

/**
 * The score by category (scoreTable()).
 * @typedef {object} ScoreTable
 * @property {ScoreRow[]} rows
 * @property {number[]} totals
 */

export {};
