//! Any text as the JSON of a share link (`#game=…`): the page unpacks the link in JavaScript
//! (base64url, deflate-raw) and hands the text to `GameHandle.load`, which is
//! `SavedGame::load`. A typed error or a game, never a panic; a game that loads gives the
//! page's views, saves and loads back identically.
#![no_main]
use carcassonne_mist::scenario::SavedGame;
use carcassonne_mist::view;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // JavaScript strings reach Rust with bad UTF-8 replaced, as here.
    let text = String::from_utf8_lossy(data);
    let Ok(game) = SavedGame::load(&text) else { return };
    let _ = (
        view::game_view(&game),
        view::kinds(&game),
        view::turn_log(&game),
        view::placements(&game),
    );
    let back = SavedGame::load(&SavedGame::of(&game).to_json()).map(|g| g.fingerprint());
    assert_eq!(back.ok(), Some(game.fingerprint()));
});
