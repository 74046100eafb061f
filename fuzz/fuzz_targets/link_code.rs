//! Any bytes as a play-by-link code, with the check repaired (so the fuzzer reaches the
//! header and the moves): a typed error or a game, never a panic; and every code that reads
//! is written back identically (read → game → `encode_link` with the same id and seats →
//! the same code), so a code has one form and its reader and writer agree.
#![no_main]
use carcassonne_mist::link::{code_with_check, decode_link, encode_link};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let code = code_with_check(data);
    let Ok(read) = decode_link(&code) else { return };
    let again = encode_link(&read.game, read.id, read.sender_seats);
    assert_eq!(again.as_deref(), Ok(code.as_str()), "a code read is written back otherwise");
});
