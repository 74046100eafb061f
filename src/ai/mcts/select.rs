//! Selection and expansion: the action a simulation takes at a node of the tree (UCB1 among
//! the tried ones, progressive widening, the evaluation's pick among untried ones), and the
//! child it leads to (transpositions of ghost moves).

use super::{copy, margin_of, Key, Mcts, Node, Stat, Values, EXPLORE};
use crate::game::{Action, Game, Phase, MAX_PLAYERS};

impl Mcts {
    /// An untried action at `node` (tile `tile` in hand, or none) among `self.legal`, the best
    /// for the player to move by the evaluation after it; placements among at most
    /// [`Params::sample`] drawn at random (none: one at random), or with [`Params::top_up`]
    /// among those scored here before and `top_up` more; with each player's value of the
    /// position after it when this call scored it on this copy.
    pub(super) fn best_untried(
        &mut self,
        node: u32,
        tile: u8,
        g: &Game,
    ) -> (Action, Option<Values>) {
        let placing = g.phase() == Phase::PlaceTile;
        let keep = self.params.top_up > 0;
        let mut cand = std::mem::take(&mut self.roll);
        cand.clear();
        // Untried, and not scored here yet.
        let (here, tried) = self.gather(node, tile, keep);
        let pooled = here.len() - tried;
        cand.extend(self.legal.iter().copied().filter(|a| !here.contains(a)));
        self.here = here;
        let tries = if placing {
            let n = if keep && pooled > 0 {
                self.params.top_up
            } else {
                self.params.sample
            };
            n.max(1).min(cand.len())
        } else {
            cand.len()
        };
        // The first `tries` of a partial shuffle: drawn at random without repeats.
        if tries < cand.len() {
            for i in 0..tries {
                let j = i + self.rng.below(cand.len() - i);
                cand.swap(i, j);
            }
        }
        let mut best = (
            f64::NEG_INFINITY,
            cand.first().copied().unwrap_or(self.legal[0]),
        );
        // The best this call scored, with its values.
        let mut fresh = None;
        let scoring = !placing || self.params.sample > 0;
        if scoring && (tries > 1 || pooled > 0) {
            let me = g.current_player().index();
            let k = g.players().len().min(MAX_PLAYERS);
            let mut v = [0f64; MAX_PLAYERS];
            for &a in &cand[..tries] {
                let mut c = copy(&mut self.trial, g);
                c.play_unchecked(a);
                self.evaluate(&c, &mut v);
                self.trial = Some(c);
                let m = margin_of(&v[..k], me);
                if keep {
                    self.nodes[node as usize]
                        .scored
                        .push((Key { tile, action: a }, m));
                }
                if m > best.0 {
                    best = (m, a);
                    fresh = Some((a, v));
                }
            }
            if keep {
                // The best scored here for this tile (legal in this copy: a node reached by
                // two orders of ghost moves is shared), taken out of the list.
                let ghost = g.phase() == Phase::Ghosts;
                let scored = &mut self.nodes[node as usize].scored;
                let mut at = None;
                let mut top = f64::NEG_INFINITY;
                for (i, &(k, m)) in scored.iter().enumerate() {
                    if k.tile == tile && m > top && (!ghost || self.legal.contains(&k.action)) {
                        top = m;
                        at = Some(i);
                    }
                }
                if let Some(i) = at {
                    let (k, m) = scored.swap_remove(i);
                    best = (m, k.action);
                }
            }
        }
        self.roll = cand;
        let values = fresh.filter(|&(a, _)| a == best.1).map(|(_, v)| v);
        (best.1, values)
    }

    /// The actions `node` has for tile `tile`: its children's, then (`scored`) the ones scored
    /// there and not tried; with how many are children. In [`Mcts::here`]'s memory (give it
    /// back). Gathered once rather than scanning the node's lists for each legal action: that
    /// scan was a fifth of a mid-game search's instructions.
    pub(super) fn gather(&mut self, node: u32, tile: u8, scored: bool) -> (Vec<Action>, usize) {
        let mut here = std::mem::take(&mut self.here);
        here.clear();
        let nd = &self.nodes[node as usize];
        here.extend(
            nd.children
                .iter()
                .filter(|(k, _)| k.tile == tile)
                .map(|(k, _)| k.action),
        );
        let tried = here.len();
        if scored {
            here.extend(
                nd.scored
                    .iter()
                    .filter(|(k, _)| k.tile == tile)
                    .map(|(k, _)| k.action),
            );
        }
        (here, tried)
    }

    /// The child of `node` for `key`, added if new (and `true`); `None` when it is new and the
    /// tree is full.
    pub(super) fn child(&mut self, node: u32, key: Key) -> Option<(u32, bool)> {
        if let Some(&(_, c)) = self.nodes[node as usize]
            .children
            .iter()
            .find(|(k, _)| *k == key)
        {
            return Some((c, false));
        }
        if self.nodes.len() >= self.params.max_nodes.max(1) {
            return None;
        }
        let c = self.nodes.len() as u32;
        self.nodes.push(Node::new());
        self.figures.push(Stat::default());
        self.nodes[node as usize].children.push((key, c));
        Some((c, true))
    }

    /// The child of `node` for the ghost move `key` that led to `g` (played), after the
    /// placement of node `anchor`: the node the tree has for this position, linked as a child
    /// when reached by another order of moves (`false`), or a new one (`true`); `None` when it
    /// is new and the tree is full.
    pub(super) fn transposed(
        &mut self,
        node: u32,
        key: Key,
        anchor: u32,
        g: &Game,
    ) -> Option<(u32, bool)> {
        if let Some(&(_, c)) = self.nodes[node as usize]
            .children
            .iter()
            .find(|(k, _)| *k == key)
        {
            return Some((c, false));
        }
        let at = g.turn_key() ^ u64::from(anchor).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        if let Some(&c) = self.seen.get(&at) {
            self.nodes[node as usize].children.push((key, c));
            self.shared += 1;
            return Some((c, false));
        }
        let (c, new) = self.child(node, key)?;
        self.seen.insert(at, c);
        Some((c, new))
    }

    /// The action to take at `node` (tile `tile` in hand, or none) among its legal ones: an
    /// untried one (and `true`, with the values after it when `best_untried` scored them), or
    /// the best by UCB1 among the tried ones (and its node, so it is not looked for again);
    /// `None` when there is no legal action.
    pub(super) fn select(
        &mut self,
        node: u32,
        tile: u8,
        g: &Game,
        ghost: bool,
    ) -> Option<(Action, bool, Option<Values>, Option<u32>)> {
        let kids = &self.nodes[node as usize].children;
        // The children of this tile: how many, and their visits (one pass; the root's are all
        // of its tile, their visits kept, unless it is a ghost move's: a child of a ghost move
        // may be another's too, `transposed`, and visited through it).
        let count = || {
            kids.iter()
                .filter(|(k, _)| k.tile == tile)
                .fold((0usize, 0u32), |(t, v), &(_, c)| {
                    (t + 1, v + self.figures[c as usize].n)
                })
        };
        let (tried, visits) = if node == 0 && !ghost {
            debug_assert_eq!((kids.len(), self.root_visits), count(), "the root's visits");
            (kids.len(), self.root_visits)
        } else {
            count()
        };
        let allowed = if self.params.widen > 0.0 {
            1 + f64::from(visits).powf(self.params.widen) as usize
        } else {
            usize::MAX
        };
        // A node that may not widen now chooses among its children without listing the legal
        // actions (late in a game, a placement's list walks a long frontier): a node's position is the same in every
        // simulation that reaches it with this tile, so its children are legal here; but a
        // ghost move's node may be reached by other orders of moves (`transposed`).
        let listed = ghost || tried == 0 || tried < allowed;
        if cfg!(debug_assertions) && !listed {
            let legal = g.legal_actions();
            let kids = &self.nodes[node as usize].children;
            assert!(
                kids.iter()
                    .all(|(k, _)| k.tile != tile || legal.contains(&k.action)),
                "a node's children are legal in every simulation that reaches it"
            );
        }
        if listed {
            g.legal_actions_into(&mut self.legal);
            match self.legal.len() {
                0 => return None,
                1 => return Some((self.legal[0], false, None, None)),
                _ => {}
            }
        }
        if listed && tried < self.legal.len() && tried < allowed {
            if node == 0 && !self.order.is_empty() {
                // The root: in the greedy order.
                let (here, _) = self.gather(node, tile, false);
                let next = self.order.iter().copied().find(|a| !here.contains(a));
                self.here = here;
                if let Some(a) = next {
                    return Some((a, true, None, None));
                }
            } else {
                // Below the root: the best by the evaluation among untried ones (placements:
                // among a few drawn at random), so the opponents' replies are plausible.
                let (a, values) = self.best_untried(node, tile, g);
                return Some((a, true, values, None));
            }
        }
        let ln = f64::from(visits.max(1)).ln();
        let mut best: (f64, Option<(Action, u32)>) = (f64::NEG_INFINITY, None);
        for &(k, c) in &self.nodes[node as usize].children {
            // (a node reached by two orders of ghost moves: its moves are legal in both, but
            // a hash is only a hash, so a move not legal here is never chosen)
            if k.tile != tile || (ghost && !self.legal.contains(&k.action)) {
                continue;
            }
            let n = &self.figures[c as usize];
            let nn = f64::from(n.n.max(1));
            let v = n.w / nn + EXPLORE * (ln / nn).sqrt();
            if v > best.0 {
                best = (v, Some((k.action, c)));
            }
        }
        if let Some((a, c)) = best.1 {
            return Some((a, false, None, Some(c)));
        }
        // (no child chosen: the first legal action, as a node without children of this tile)
        if !listed {
            g.legal_actions_into(&mut self.legal);
        }
        self.legal.first().map(|&a| (a, false, None, None))
    }
}
