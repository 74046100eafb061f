//! Checks tile files written in the tile notation (docs/TILES.md) and lists what they hold.
//!
//! ```text
//! cargo run --example tiles -- src/tiles/base.tiles [more.tiles …]
//! ```
//!
//! Prints one line per kind (id, count, sides with `~` for mist, features) and the totals;
//! exits with status 1 and the file, line and problem at the first error.

use carcassonne_mist::tile::{parse_tile_file, FeatureKind};

fn main() {
    let paths: Vec<String> = std::env::args().skip(1).collect();
    if paths.is_empty() {
        eprintln!("usage: cargo run --example tiles -- FILE.tiles [FILE.tiles …]");
        std::process::exit(2);
    }
    for path in paths {
        let text = match std::fs::read_to_string(&path) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("{path}: {e}");
                std::process::exit(1);
            }
        };
        let (set, kinds) = match parse_tile_file(&path, &text) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(1);
            }
        };
        let count = |f: &dyn Fn(&carcassonne_mist::TileKind) -> bool| -> u32 {
            kinds.iter().filter(|k| f(k)).map(|k| k.count as u32).sum()
        };
        let has = |k: &carcassonne_mist::TileKind, kind: FeatureKind| {
            k.features.iter().any(|f| f.kind == kind)
        };
        println!("set {set}: {} kinds", kinds.len());
        for k in &kinds {
            let start = match k.start {
                Some((x, y)) => format!(" start@{x},{y}"),
                None => String::new(),
            };
            println!(
                "  {:<10} x{:<2} {:<9}{}  {}",
                k.id,
                k.count,
                k.sides_string(),
                start,
                k.notation
            );
        }
        println!(
            "  total {} tiles ({} start cells): {} with mist, {} spell circles on {} tiles, {} castles, {} cemeteries, {} monasteries, {} with a ruin",
            count(&|_| true),
            kinds.iter().filter(|k| k.start.is_some()).count(),
            count(&|k| k.is_mist_tile()),
            kinds.iter().map(|k| k.circles() as u32 * k.count as u32).sum::<u32>(),
            count(&|k| k.circles() > 0),
            count(&|k| has(k, FeatureKind::Castle)),
            count(&|k| has(k, FeatureKind::Cemetery)),
            count(&|k| has(k, FeatureKind::Monastery)),
            count(&|k| has(k, FeatureKind::Ruin)),
        );
    }
}
