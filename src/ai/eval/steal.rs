//! The cells where an opponent can steal a city (issue 42): [`Evaluator::stealable_cells`], for
//! building and checking the stolen-city position set (`examples/stolen_cities.rs`,
//! `tests/stolen_cities.rs`). Not used by the search.

use super::across;
use super::walks::open_cells;
use super::{Evaluator, Weights};
use crate::board::Pos;
use crate::game::{Game, Phase, MAX_PLAYERS};
use crate::ids::NodeId;
use crate::tile::{FeatureKind, Side};

impl Evaluator {
    /// The cells where a city of `player`'s (one it holds the majority of, alone or shared)
    /// has its *last* open cell, that cell touches another city, a tile left could join the
    /// two there, and the joined city's majority would be another player's alone, or shared
    /// with a player that had no share of it (ties score in full, B4): the cells
    /// an opponent can steal the city at (the stolen city of issue 42, for building and
    /// checking position sets: `examples/stolen_cities.rs`). Each cell once, in the order met.
    pub fn stealable_cells(&mut self, g: &Game, player: usize) -> Vec<Pos> {
        let st = g.look();
        if g.phase() == Phase::GameOver || player >= MAX_PLAYERS {
            return Vec::new();
        }
        self.count_pool(st, &Weights::default());
        let count = |root: NodeId| {
            let mut c = [0u8; MAX_PLAYERS];
            st.graph().for_each_member(root, |m| {
                if let Some(mp) = st.meeple_on(m) {
                    if let Some(x) = c.get_mut(usize::from(mp.player.0)) {
                        *x += 1;
                    }
                }
            });
            c
        };
        let mut roots: Vec<NodeId> = Vec::new();
        for &n in st.placed() {
            let r = st.graph().root(n);
            if st.graph().kind(r) == FeatureKind::City && !roots.contains(&r) {
                roots.push(r);
            }
        }
        let mut out = Vec::new();
        let mut cells = Vec::new();
        for &r1 in &roots {
            let c1 = count(r1);
            let most = c1.iter().copied().max().unwrap_or(0);
            if c1[player] == 0 || c1[player] < most {
                continue;
            }
            cells.clear();
            open_cells(st, r1, &mut cells);
            let [(cell, code, side_a)] = cells[..] else {
                continue;
            };
            for side_b in Side::ALL {
                if side_b == side_a {
                    continue;
                }
                let Some(r2) = across(st, cell, side_b) else {
                    continue;
                };
                if r2 == r1 || st.graph().kind(r2) != FeatureKind::City {
                    continue;
                }
                let c2 = count(r2);
                let joined: Vec<u8> = c1.iter().zip(&c2).map(|(a, b)| a + b).collect();
                // an opponent would take the joined city from the player, or a share of it
                // that it had not (ties score in full, B4)
                let stolen = (0..MAX_PLAYERS).any(|q| {
                    q != player
                        && (joined[q] > joined[player]
                            || (joined[q] == joined[player] && c1[q] < c1[player]))
                });
                if stolen
                    && self.joining_share(st, code, side_a, side_b) > 0.0
                    && !out.contains(&cell)
                {
                    out.push(cell);
                }
            }
        }
        out
    }
}
