// The shapes of the views the engine hands the page, by the names the page uses. Each is
// generated from the Rust that writes it (src/view.rs, src/view/log.rs, src/outcome.rs,
// src/ai/mod.rs…) by ts-rs into types/engine/ when `cargo test` runs, and `make lint` fails when
// types/engine/ is not what src/ writes (docs/ARCHITECTURE.md, "Types"). Types only, for
// `tsc --checkJs` and the reader: `/** @param {import('../engine/views.js').GameView} v */`.
//
// Each `GameHandle` method that returns one (pkg/carcassonne_mist.d.ts types them `any`):
//   kinds() → KindView[]           view() → GameView          turnLog() → LogLine[]
//   scoreTable() → ScoreTable      legalPlacements() → PlacementView[]
//   legalActions() → ActionSpec[]  preview(x, y, r) → Preview  bankAt(x, y, f) → BankShape | null
//   placementProblemData(x, y, r) → ProblemView | undefined   computerMove(p, s) → Suggestion
//   tilesLeft() → TileLeft[]       featureAt(x, y, f) → FeatureInfo | null

/** @typedef {import('../../types/engine/FeatureView').FeatureView} FeatureView */
/** @typedef {import('../../types/engine/KindView').KindView} KindView */
/** @typedef {import('../../types/engine/PlayerView').PlayerView} PlayerView */
/** @typedef {import('../../types/engine/TileView').TileView} TileView */
/** @typedef {import('../../types/engine/MeepleView').MeepleView} MeepleView */
/** @typedef {import('../../types/engine/EventView').EventView} EventView */
/** @typedef {import('../../types/engine/MeepleChoice').MeepleChoice} MeepleChoice */
/** @typedef {import('../../types/engine/SpotRef').SpotRef} SpotRef */
/** @typedef {import('../../types/engine/CircleView').CircleView} CircleView */
/** @typedef {import('../../types/engine/SpotView').SpotView} SpotView */
/** @typedef {import('../../types/engine/Shortfall').Shortfall} Shortfall */
/** @typedef {import('../../types/engine/ObligationView').ObligationView} ObligationView */
/** @typedef {import('../../types/engine/HomeView').HomeView} HomeView */
/** @typedef {import('../../types/engine/Variants').Variants} Variants */
/** @typedef {import('../../types/engine/GameView').GameView} GameView */
/** @typedef {import('../../types/engine/PlacementView').PlacementView} PlacementView */
/** @typedef {import('../../types/engine/Suggestion').Suggestion} Suggestion */
/** @typedef {import('../../types/engine/ProblemView').ProblemView} ProblemView */
/** @typedef {import('../../types/engine/BankView').BankView} BankView */
/** @typedef {import('../../types/engine/SideTouch').SideTouch} SideTouch */
/** @typedef {import('../../types/engine/BankCircle').BankCircle} BankCircle */
/** @typedef {import('../../types/engine/BankTouch').BankTouch} BankTouch */
/** @typedef {import('../../types/engine/CompletionView').CompletionView} CompletionView */
/** @typedef {import('../../types/engine/Preview').Preview} Preview */
/** @typedef {import('../../types/engine/BankShape').BankShape} BankShape */
/** @typedef {import('../../types/engine/LogSpot').LogSpot} LogSpot */
/** @typedef {import('../../types/engine/LogLine').LogLine} LogLine */
/** @typedef {import('../../types/engine/ScoreRow').ScoreRow} ScoreRow */
/** @typedef {import('../../types/engine/ScoreTable').ScoreTable} ScoreTable */
/** @typedef {import('../../types/engine/RefusalData').RefusalData} RefusalData */
/** @typedef {import('../../types/engine/Vocabulary').Vocabulary} Vocabulary */
/** @typedef {import('../../types/engine/TileLeft').TileLeft} TileLeft */
/** @typedef {import('../../types/engine/FeatureInfo').FeatureInfo} FeatureInfo */
/** @typedef {import('../../types/engine/Holder').Holder} Holder */
/** @typedef {import('../../types/engine/TouchedCity').TouchedCity} TouchedCity */
/** explainMove(a, alt) (worker) → Explanation @typedef {import('../../types/engine/Explanation').Explanation} Explanation */
/** @typedef {import('../../types/engine/Fact').Fact} Fact */
/** readPuzzles(text) → PuzzleSet @typedef {import('../../types/engine/PuzzleSet').PuzzleSet} PuzzleSet */
/** @typedef {import('../../types/engine/Puzzle').Puzzle} Puzzle */

// The words, as the engine writes them (ts-rs writes them inline where they are used).
/** @typedef {FeatureView['kind']} FeatureKind */
/** @typedef {GameView['phase']} Phase */
/** @typedef {BankShape['state']} BankState */
/** An action in the saved-game form (legalActions(), computerMove(), saved games). @typedef {LogLine['spec']} ActionSpec */
/** @typedef {Extract<ActionSpec, {type: 'move-ghost'}>['from']} SpotSpec */

export {};
