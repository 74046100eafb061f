//! Any text as a tile line and as a tile file: a typed error or tile kinds whose four
//! orientations can be worked out, never a panic.
#![no_main]
use carcassonne_mist::tile::{parse_tile_file, parse_tile_line};
use carcassonne_mist::Catalogue;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if parse_tile_line(text, "fuzz").is_ok() {
        let mut cat = Catalogue::default();
        let _ = cat.add_inline(text, "fuzz");
    }
    let _ = parse_tile_file("fuzz.tiles", text);
});
