//! Any text as a scenario file, then as a saved game: a typed error or a game, never a panic;
//! a scenario that loads can be verified, saved and loaded back.
#![no_main]
use carcassonne_mist::scenario::SavedGame;
use carcassonne_mist::Scenario;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(sc) = Scenario::from_json(text) {
        let _ = sc.verify();
        if let Ok(game) = sc.start() {
            let json = SavedGame::of(&game).to_json();
            let back = SavedGame::from_json(&json).and_then(|s| s.replay());
            assert_eq!(back.map(|g| g.fingerprint()).ok(), Some(game.fingerprint()));
        }
    }
    if let Ok(saved) = SavedGame::from_json(text) {
        let _ = saved.replay();
    }
});
