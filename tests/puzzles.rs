//! The shipped puzzles (www/puzzles/puzzles.json, docs/FORMATS.md "Puzzle set"): each reads,
//! its position opens, its solution is a legal placement there, and it is worth at least its
//! stated margin more than every other placement by the value after the turn
//! (`ai::explain::turn_values`, docs/AI.md "Puzzles found in games").

use carcassonne_mist::ai::explain::{same_move, turn_values};
use carcassonne_mist::puzzles::PuzzleSet;
use carcassonne_mist::{Action, Phase};

const SHIPPED: &str = include_str!("../www/puzzles/puzzles.json");

#[test]
fn every_shipped_puzzle_is_legal_and_best_by_its_margin() {
    let set = PuzzleSet::from_json(SHIPPED).unwrap_or_else(|e| panic!("puzzles.json: {e}"));
    for p in &set.puzzles {
        let (game, solution) = p.open().unwrap_or_else(|e| panic!("{}: {e}", p.id));
        assert_eq!(game.phase(), Phase::PlaceTile, "{}", p.id);
        assert!(matches!(solution, Action::PlaceTile(_)), "{}", p.id);
        assert!(game.is_legal(solution), "{}", p.id);
        let values = turn_values(&game);
        let best = values
            .iter()
            .find(|(a, _)| *a == solution)
            .map(|&(_, v)| v)
            .unwrap_or_else(|| panic!("{}: the solution has no value", p.id));
        let margin = f64::from(p.margin_tenths) / 10.0;
        for &(a, v) in &values {
            if !same_move(&game, a, solution) {
                assert!(
                    best - v >= margin,
                    "{}: {a:?} is within {:.1} points of the solution (stated margin {margin})",
                    p.id,
                    best - v
                );
            }
        }
    }
    let count = |sets: &str| set.puzzles.iter().filter(|p| p.sets == sets).count();
    assert!(
        count("base") >= 50 && count("all") >= 50,
        "{} base, {} all",
        count("base"),
        count("all")
    );
}
