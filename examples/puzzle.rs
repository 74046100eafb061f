//! Every legal placement of a scenario's tile in hand, with the facts a puzzle's goal can count
//! (docs/FORMATS.md, "Goals") and, for a puzzle, whether it meets the goal: what a puzzle's
//! author reads to choose a goal and the placements its `expect.previews` name.
//!
//!     cargo run --example puzzle -- www/scenarios/puzzle-S5.json

use carcassonne_mist::outcome::preview;
use carcassonne_mist::scenario::goal::judge;
use carcassonne_mist::{Game, Position, Scenario};

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: puzzle SCENARIO.json");
        std::process::exit(2);
    };
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        eprintln!("{path}: {e}");
        std::process::exit(1)
    });
    let mut sc = Scenario::from_json(&text).unwrap_or_else(|e| {
        eprintln!("{path}: {e}");
        std::process::exit(1)
    });
    // the position alone: a goal no placement meets still lists its placements
    let goal = sc.goal.take();
    let game: Game = Game::from_position(&sc.position as &Position).unwrap_or_else(|e| {
        eprintln!("{path}: {e}");
        std::process::exit(1)
    });
    let (mut met, mut all) = (0, 0);
    for pl in game.legal_placements() {
        let Ok(p) = preview(&game, pl) else { continue };
        all += 1;
        let obl: Vec<String> = p
            .obligations
            .iter()
            .map(|o| {
                let home: Vec<String> = o
                    .home
                    .iter()
                    .map(|h| format!("home p{} {}", h.player, h.at.feature))
                    .collect();
                format!(
                    "{} {}/{} {}<-{} sup{} {}",
                    o.rule,
                    o.moved,
                    o.owed,
                    o.to,
                    o.from,
                    o.to_supply,
                    home.join(",")
                )
            })
            .collect();
        let comp: Vec<String> = p
            .completed
            .iter()
            .map(|c| format!("{:?} {}p {:?}", c.kind, c.points, c.players))
            .collect();
        let judged = goal.as_ref().and_then(|g| judge(&game, g, pl).ok());
        let verdict = judged.as_ref().map(|v| v.met);
        let mut unmet = Vec::new();
        if let Some(v) = &judged {
            failing(&v.why, &mut unmet);
        }
        if verdict == Some(true) {
            met += 1;
        }
        println!(
            "({},{}) {:>3}  c{} l{} x{}  {:?}  [{}]  [{}] end{} {}",
            p.x,
            p.y,
            p.rotation,
            p.continued.len(),
            p.limited.len(),
            p.closed.len(),
            p.rules,
            obl.join("; "),
            comp.join("; "),
            p.supply_end,
            match verdict {
                Some(true) => "MEETS".to_string(),
                Some(false) => format!("unmet {} -", unmet.join(",")),
                None => String::new(),
            }
        );
    }
    if goal.is_some() {
        // (the last line, read by scripts that list the solutions)
        println!("{met} of {all} placements meet the goal");
    }
}

/// The facts of the failed conditions that are not `all` or `any`.
fn failing(j: &carcassonne_mist::scenario::goal::Judged, out: &mut Vec<String>) {
    if j.met {
        return;
    }
    match j.test {
        "all" | "any" => j.parts.iter().for_each(|p| failing(p, out)),
        "not" => out.push(format!(
            "not {}",
            j.parts
                .first()
                .and_then(|p| p.fact.clone())
                .unwrap_or_default()
        )),
        _ => out.push(j.fact.clone().unwrap_or_default()),
    }
}
