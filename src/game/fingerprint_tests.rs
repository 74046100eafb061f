//! The fingerprint of a game sees every part of its state (a test module of its own file:
//! `#![cfg(test)]`, game.rs being at its 800 lines).
#![cfg(test)]

use super::*;

/// Ghost state the old fingerprint did not see: states that differ only there differ.
#[test]
fn fingerprints_see_the_ghosts() {
    let sc = r#"{"format": "carcassonne-mist/scenario", "version": 1,
        "sets": ["base", "gcc", "sc"], "board": [{"tile": "D", "x": 0, "y": 0}],
        "meeples": [{"player": "Red", "x": 0, "y": 0, "feature": "city1"}]}"#;
    let game = crate::Scenario::from_json(sc).unwrap().start().unwrap();
    let base = game.fingerprint();
    let changed = |f: &dyn Fn(&mut State)| {
        let mut g = game.clone();
        f(&mut g.state);
        g.fingerprint()
    };
    let variants = [
        changed(&|s| s.ghost_supply -= 1),
        changed(&|s| s.circle_ghosts.push(1)),
        changed(&|s| {
            s.obligations.push(Obligation {
                rule: crate::mist::GhostRule::M3,
                count: 1,
                takes_all: false,
                from: crate::mist::Source::Supply,
                to: crate::mist::Target::Others,
            })
        }),
        changed(&|s| s.guard_supply[crate::ids::PlayerId(1)] -= 1),
        changed(&|s| {
            let n = s.placed[0];
            if let Some(m) = s.meeple_on[n].as_mut() {
                m.ghosts = 1;
            }
        }),
    ];
    for (i, v) in variants.iter().enumerate() {
        assert_ne!(*v, base, "change {i} is not seen");
    }
}
