//! Random action sequences with all three tile sets: every action from `legal_actions()`
//! plays, the 15 ghosts are conserved, no meeple holds 3 ghosts between actions, guards hold
//! none, and undo is exact.
#![no_main]
use carcassonne_mist::{Game, Phase, Setup};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if data.len() < 2 {
        return;
    }
    let setup = Setup {
        players: ["Red", "Blue", "Green"][..2 + (data[0] % 2) as usize]
            .iter()
            .map(|&n| n.into())
            .collect(),
        sets: vec!["base".into(), "gcc".into(), "sc".into()],
        seed: data[1] as u64,
        ..Setup::default()
    };
    let mut game = Game::new(&setup).expect("valid setup");
    let mut prints = vec![game.fingerprint()];
    for &b in &data[2..] {
        let legal = game.legal_actions();
        if legal.is_empty() {
            assert_eq!(game.phase(), Phase::GameOver);
            break;
        }
        game.play(legal[b as usize % legal.len()]).expect("a legal action plays");
        assert_eq!(game.ghost_total(), 15);
        for (_, _, m) in game.meeples() {
            assert!(m.ghosts <= 2 && (!m.guard || m.ghosts == 0));
        }
        prints.push(game.fingerprint());
    }
    if let Some(last) = prints.pop() {
        if game.undo().is_some() {
            assert_eq!(Some(&game.fingerprint()), prints.last());
            game.redo();
            assert_eq!(game.fingerprint(), last);
        }
    }
});
