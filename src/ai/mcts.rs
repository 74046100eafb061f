//! Monte Carlo tree search with the bag's order hidden (determinization).
//!
//! Each simulation copies the game, shuffles the tiles left to draw ([`Game::shuffle_bag`]:
//! the searching player knows which tiles are left, not their order), walks down the tree
//! choosing by UCB1 among the children legal in this copy, adds one child, plays the rest of
//! the game at random and backs the result up. A child is kept per (tile drawn, action), so a
//! placement of one tile never shares statistics with a placement of another (the draws are
//! chance events the copies sample). Each node keeps the reward of the player who chose the
//! action leading to it, so the search works for 2–6 players (max^n).

use super::{rewards, Budget, Strategy};
use crate::game::{Action, Game, Phase, MAX_PLAYERS};
use crate::rng::SplitMix64;

/// The exploration constant of UCB1 (rewards are in `0..=1`).
const EXPLORE: f64 = 0.7;
/// Tile of a key for decisions other than a placement.
const NO_TILE: u8 = u8::MAX;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Key {
    tile: u8,
    action: Action,
}

#[derive(Clone, Debug)]
struct Node {
    /// Visits.
    n: u32,
    /// Sum of the rewards of the player who chose the action leading here.
    w: f64,
    children: Vec<(Key, u32)>,
}

impl Node {
    fn new() -> Node {
        Node {
            n: 0,
            w: 0.0,
            children: Vec::new(),
        }
    }
}

/// What the last search did, for the arena and the page.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct SearchStats {
    /// Simulations of the last decision.
    pub simulations: u32,
    /// Nodes in the tree at the end of it.
    pub nodes: usize,
    /// Visits of the chosen action.
    pub best_visits: u32,
    /// Its mean reward, 0 to 1.
    pub best_value: f64,
}

/// The Monte Carlo tree search player (see the module's text).
#[derive(Clone, Debug)]
pub struct Mcts {
    rng: SplitMix64,
    budget: Budget,
    nodes: Vec<Node>,
    legal: Vec<Action>,
    roll: Vec<Action>,
    path: Vec<u32>,
    total: u64,
    last: SearchStats,
}

impl Mcts {
    /// A search with that budget a decision, its random choices seeded with `seed`.
    pub fn new(seed: u64, budget: Budget) -> Mcts {
        Mcts {
            rng: SplitMix64::new(seed),
            budget,
            nodes: Vec::new(),
            legal: Vec::with_capacity(256),
            roll: Vec::with_capacity(256),
            path: Vec::with_capacity(256),
            total: 0,
            last: SearchStats::default(),
        }
    }

    /// What the last decision's search did.
    pub fn stats(&self) -> SearchStats {
        self.last
    }

    /// The child of `node` for `key`, added if new.
    fn child(&mut self, node: u32, key: Key) -> (u32, bool) {
        if let Some(&(_, c)) = self.nodes[node as usize]
            .children
            .iter()
            .find(|(k, _)| *k == key)
        {
            return (c, false);
        }
        let c = self.nodes.len() as u32;
        self.nodes.push(Node::new());
        self.nodes[node as usize].children.push((key, c));
        (c, true)
    }

    /// One simulation from `root`.
    fn simulate(&mut self, root: &Game) {
        let mut g = root.clone();
        g.shuffle_bag(&mut self.rng);
        self.path.clear();
        let mut movers = [0u8; 512];
        let mut node = 0u32;
        // Selection and expansion.
        while g.phase() != Phase::GameOver {
            g.legal_actions_into(&mut self.legal);
            if self.legal.is_empty() {
                break;
            }
            let tile = match g.phase() {
                Phase::PlaceTile => g.hand().unwrap_or(NO_TILE),
                _ => NO_TILE,
            };
            let mover = g.current_player() as u8;
            let (action, expanded) = self.select(node, tile);
            let (c, new) = self.child(node, Key { tile, action });
            if self.path.len() < movers.len() {
                movers[self.path.len()] = mover;
                self.path.push(c);
            }
            g.play_unchecked(action);
            node = c;
            if new && expanded {
                break;
            }
        }
        // Playout.
        while let Some(a) = g.random_action(&mut self.rng, &mut self.roll) {
            g.play_unchecked(a);
        }
        let scores = g.players();
        let mut pts = [0i32; MAX_PLAYERS];
        let k = scores.len().min(MAX_PLAYERS);
        for (p, s) in pts.iter_mut().zip(scores) {
            *p = s.score;
        }
        let mut r = [0f64; MAX_PLAYERS];
        rewards(&pts[..k], &mut r[..k]);
        self.nodes[0].n += 1;
        for (i, &c) in self.path.iter().enumerate() {
            let n = &mut self.nodes[c as usize];
            n.n += 1;
            n.w += r[movers[i] as usize % MAX_PLAYERS];
        }
    }

    /// The action to take at `node` among `self.legal` (tile `tile` in hand, or none): an
    /// untried one at random (and `true`), or the best by UCB1 among the tried ones.
    fn select(&mut self, node: u32, tile: u8) -> (Action, bool) {
        if self.legal.len() == 1 {
            return (self.legal[0], false);
        }
        let kids = &self.nodes[node as usize].children;
        let tried = kids.iter().filter(|(k, _)| k.tile == tile).count();
        if tried < self.legal.len() {
            // Untried actions, one picked uniformly.
            let untried = self.legal.len() - tried;
            let mut pick = self.rng.below(untried);
            for &a in &self.legal {
                if kids.iter().any(|(k, _)| k.tile == tile && k.action == a) {
                    continue;
                }
                if pick == 0 {
                    return (a, true);
                }
                pick -= 1;
            }
        }
        let total: u32 = kids
            .iter()
            .filter(|(k, _)| k.tile == tile)
            .map(|&(_, c)| self.nodes[c as usize].n)
            .sum();
        let ln = f64::from(total.max(1)).ln();
        let mut best = (f64::NEG_INFINITY, self.legal[0]);
        for &(k, c) in kids {
            if k.tile != tile {
                continue;
            }
            let n = &self.nodes[c as usize];
            let nn = f64::from(n.n.max(1));
            let v = n.w / nn + EXPLORE * (ln / nn).sqrt();
            if v > best.0 {
                best = (v, k.action);
            }
        }
        (best.1, false)
    }
}

impl Strategy for Mcts {
    fn decide(&mut self, game: &Game) -> Option<Action> {
        game.legal_actions_into(&mut self.legal);
        match self.legal.len() {
            0 => return None,
            1 => return Some(self.legal[0]),
            _ => {}
        }
        self.nodes.clear();
        self.nodes.push(Node::new());
        let start = super::now_ms();
        let mut sims = 0u32;
        loop {
            match self.budget {
                Budget::Sims(n) if sims >= n => break,
                Budget::Millis(ms)
                    if sims > 0 && sims % 8 == 0 && super::now_ms() - start >= ms =>
                {
                    break
                }
                _ => {}
            }
            self.simulate(game);
            sims += 1;
        }
        self.total += u64::from(sims);
        let root = &self.nodes[0];
        let best = root
            .children
            .iter()
            .max_by_key(|&&(_, c)| self.nodes[c as usize].n)
            .map(|&(k, c)| (k.action, &self.nodes[c as usize]));
        let (action, node) = best?;
        self.last = SearchStats {
            simulations: sims,
            nodes: self.nodes.len(),
            best_visits: node.n,
            best_value: node.w / f64::from(node.n.max(1)),
        };
        Some(action)
    }

    fn simulations(&self) -> u64 {
        self.total
    }
}
