//! The engine's vocabulary ([`Vocabulary`]): the lists and limits a page builds its controls
//! from, published by the facade's `vocabulary()` so that no page copies them.

use serde::Serialize;

/// The limits a page repeats in its controls and checks (the engine's own, published so that no
/// page copies them).
#[derive(Clone, Copy, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct Limits {
    /// The largest seed (2^53 − 1: exact in a JavaScript number).
    pub max_seed: u64,
    /// The fewest players.
    pub min_players: usize,
    /// The most players.
    pub max_players: usize,
    /// The longest player name, in characters.
    pub max_name_len: usize,
    /// The longest play-by-link code read, in characters.
    pub max_link_chars: usize,
    /// The most moves a play-by-link code holds.
    pub max_link_moves: u64,
    /// The most bytes of a scenario or saved game read.
    pub max_json: usize,
    /// The most bytes of a title, description, caption or tile line.
    pub max_text: usize,
    /// The most steps of a scenario.
    pub max_steps: usize,
    /// The deepest nesting of lists and objects a JSON text may have (the page holds what it
    /// reads from storage, files and links to the same limit).
    pub max_depth: usize,
}

/// The words of every kind of error, by where it comes from (each has its words in the page's
/// errors.ftl: `error-file-<kind>`, `error-tile-<problem>` (but `file`: the built-in files' own), `error-play-<kind>`,
/// `error-link-<kind>`, and `name` the problems of `player-name`).
#[derive(Clone, Copy, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct ErrorWords {
    /// A file's errors (`json::ErrorKind`).
    pub file: &'static [&'static str],
    /// The problems of a line of tile notation (`tile::TileProblem`).
    pub tile: &'static [&'static str],
    /// A refused move's kinds (`PlayErrorKind`).
    pub play: &'static [crate::PlayErrorKind],
    /// A refused play-by-link code's kinds (`LinkErrorKind`).
    pub link: &'static [crate::link::LinkErrorKind],
    /// What is wrong with a player's name or colour (`NameProblem`).
    pub name: &'static [crate::NameProblem],
}

/// The engine's vocabulary, for a page to build its controls from (one source: the facade's
/// `vocabulary()`): the variants with their options and sets, the tile sets, the languages a
/// scenario's texts may be written in (English, the fallback, first), the limits, the default
/// players' names, the kinds of errors and the computer's levels.
#[derive(Clone, Copy, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct Vocabulary {
    /// V1–V6.
    pub variants: &'static [crate::mist::VariantInfo],
    /// The tile sets, `base` first.
    pub sets: &'static [&'static str],
    /// The sets of a setup or a scenario that names none.
    pub default_sets: &'static [&'static str],
    /// The sets played only with another (`sc` with `gcc`).
    pub set_needs: &'static [crate::setup::SetNeed],
    /// The base game's start tile (a board's one tile before any is laid out).
    pub start_tile: &'static str,
    /// The kinds of a tile's features, as their words (a feature's name is its kind's word and
    /// a number: `road1`).
    pub feature_kinds: &'static [crate::tile::FeatureKind],
    /// The languages of texts (docs/FORMATS.md, "Texts in several languages").
    pub languages: &'static [&'static str],
    /// The limits.
    pub limits: Limits,
    /// The players of a setup that names none.
    pub default_players: &'static [&'static str],
    /// The kinds of errors.
    pub errors: ErrorWords,
    /// The computer's levels, weakest first.
    pub levels: &'static [crate::ai::Level],
    /// The player the Hint asks.
    pub hint: crate::ai::Spec,
    /// The words of a rule puzzle's goal (docs/FORMATS.md, "Goals").
    pub goal: GoalWords,
}

/// The words of a puzzle's goal: what a count may count and its filters' words (the page's
/// `puzzle-fact-<fact>`, `puzzle-to-<to>`, `puzzle-from-<from>`).
#[derive(Clone, Copy, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export))]
pub struct GoalWords {
    /// The facts a count counts.
    pub facts: &'static [crate::scenario::goal::Fact],
    /// The ghost rules (`rule` filter).
    pub rules: &'static [&'static str],
    /// Where ghosts go (`to`).
    pub to: &'static [&'static str],
    /// Where ghosts come from (`from`).
    pub from: &'static [&'static str],
    /// The deepest nesting of conditions.
    pub max_depth: usize,
    /// The most conditions.
    pub max_conditions: usize,
}

/// The engine's vocabulary.
pub fn vocabulary() -> Vocabulary {
    Vocabulary {
        variants: &crate::mist::VARIANTS,
        sets: &crate::link::LINK_SETS,
        default_sets: crate::setup::DEFAULT_SETS,
        set_needs: &crate::setup::SET_NEEDS,
        start_tile: crate::catalogue::START_TILE,
        feature_kinds: &crate::tile::FeatureKind::ALL,
        languages: crate::TEXT_LANGS,
        limits: Limits {
            max_seed: crate::MAX_SEED,
            min_players: crate::MIN_PLAYERS,
            max_players: crate::MAX_PLAYERS,
            max_name_len: crate::MAX_NAME_LEN,
            max_link_chars: crate::link::MAX_LINK_CHARS,
            max_link_moves: crate::link::MAX_LINK_MOVES,
            max_json: crate::scenario::MAX_JSON,
            max_text: crate::position::MAX_TEXT,
            max_steps: crate::scenario::MAX_STEPS,
            max_depth: crate::json::MAX_DEPTH as usize,
        },
        default_players: crate::DEFAULT_PLAYERS,
        errors: ErrorWords {
            file: crate::ErrorKind::WORDS,
            tile: crate::tile::TileProblem::WORDS,
            play: crate::PlayErrorKind::ALL,
            link: crate::link::LinkErrorKind::ALL,
            name: crate::NameProblem::ALL,
        },
        levels: &crate::ai::LEVELS,
        hint: crate::ai::HINT,
        goal: GoalWords {
            facts: crate::scenario::goal::Fact::ALL,
            rules: crate::scenario::goal::GHOST_RULES,
            to: crate::scenario::goal::GHOST_TO,
            from: crate::scenario::goal::GHOST_FROM,
            max_depth: crate::scenario::goal::MAX_GOAL_DEPTH,
            max_conditions: crate::scenario::goal::MAX_GOAL_CONDITIONS,
        },
    }
}
