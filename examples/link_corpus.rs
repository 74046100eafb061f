//! Seeds the `link_code` fuzz target's corpus (`make fuzz`): the bytes of the codes the
//! engine writes for a few random games (2 to 6 players, each tile set, variants, colours of
//! each kind), after 0, 1, 10 and 60 moves, one file each.
//!
//! ```sh
//! cargo run --example link_corpus -- fuzz/corpus/link_code
//! ```

use carcassonne_mist::link::encode_link;
use carcassonne_mist::rng::SplitMix64;
use carcassonne_mist::{CircleDraw, Game, LimitBonus, PlayerSetup, Setup};

/// base64url (no padding) to bytes: the fuzz target takes a code's bytes.
fn bytes_of(code: &str) -> Vec<u8> {
    const B64: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let mut out = Vec::new();
    let (mut acc, mut bits) = (0u32, 0);
    for c in code.bytes() {
        let d = B64.iter().position(|&x| x == c).expect("base64url") as u32;
        acc = acc << 6 | d;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    out
}

fn main() {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or("fuzz/corpus/link_code".into());
    std::fs::create_dir_all(&dir).unwrap();
    let names = ["Ann", "Zoë", "Иван", "Bob 🦊", "Όλγα", "Lee"];
    let colours = [
        None,
        Some("#cc3333"),
        Some("rebeccapurple"),
        Some("rgb(1 2 3 / 50%)"),
    ];
    let sets: [&[&str]; 3] = [&["base"], &["base", "gcc"], &["base", "gcc", "sc"]];
    let mut rng = SplitMix64::new(1);
    let mut written = 0;
    for g in 0..12u64 {
        let n = 2 + (g as usize % 5);
        let mut setup = Setup {
            players: (0..n)
                .map(|i| PlayerSetup {
                    name: names[i].into(),
                    colour: colours[(i + g as usize) % 4].map(String::from),
                })
                .collect(),
            sets: sets[g as usize % 3].iter().map(|s| s.to_string()).collect(),
            seed: g * 7919,
            ..Setup::default()
        };
        if g % 4 == 3 {
            setup.variants.limit_bonus = LimitBonus::Replace;
            setup.variants.circle_draw = CircleDraw::SupplyOnly;
        }
        let mut game = Game::new(&setup).unwrap();
        for moves in 0..=60 {
            if [0, 1, 10, 60].contains(&moves) {
                let code = encode_link(&game, g * 1_000_003, (1 << (g % n as u64)) as u8).unwrap();
                std::fs::write(format!("{dir}/game{g}-{moves}"), bytes_of(&code)).unwrap();
                written += 1;
            }
            let legal = game.legal_actions();
            if legal.is_empty() {
                break;
            }
            game.play(legal[rng.below(legal.len())]).unwrap();
        }
    }
    println!("{written} codes in {dir}");
}
