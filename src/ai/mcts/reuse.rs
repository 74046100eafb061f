//! The tree kept between decisions ([`super::Params::reuse`]): the subtree of what was played
//! since the last root becomes the tree.

use super::{Key, Mcts, Node, Stat, NO_TILE};
use crate::game::{Action, Game};

impl Mcts {
    /// Makes the subtree of what was played since the last root the tree (true), when the
    /// game is the last root's game played on and the tree has every step of it.
    pub(super) fn reroot(&mut self, game: &Game) -> bool {
        let h = game.history();
        if self.nodes.is_empty()
            || h.len() < self.kept.len()
            || h[..self.kept.len()] != self.kept[..]
        {
            return false;
        }
        let mut node = 0u32;
        for p in &h[self.kept.len()..] {
            // Forced moves are played inside the action before them, never chosen in the tree.
            if p.auto {
                continue;
            }
            let tile = match p.action {
                Action::PlaceTile(_) => p.kind.map_or(NO_TILE, |k| k.0),
                _ => NO_TILE,
            };
            let key = Key {
                tile,
                action: p.action,
            };
            match self.nodes[node as usize]
                .children
                .iter()
                .find(|(k, _)| *k == key)
            {
                Some(&(_, c)) => node = c,
                None => return false,
            }
        }
        if node == 0 {
            return true;
        }
        // Copy the subtree, its root first, children renumbered; a node reached by two orders
        // of ghost moves is copied once.
        let mut fresh = std::mem::take(&mut self.spare);
        fresh.clear();
        let mut figures = std::mem::take(&mut self.spare_figures);
        figures.clear();
        let mut copied = vec![u32::MAX; self.nodes.len()];
        copied[node as usize] = 0;
        let mut stack = vec![(node, 0u32)];
        fresh.push(Node::new());
        figures.push(Stat::default());
        while let Some((old, new)) = stack.pop() {
            let src = &self.nodes[old as usize];
            figures[new as usize] = self.figures[old as usize];
            let scored = src.scored.clone();
            let kids: Vec<(Key, u32)> = src.children.clone();
            let mut children = Vec::with_capacity(kids.len());
            for (k, c) in kids {
                if copied[c as usize] != u32::MAX {
                    children.push((k, copied[c as usize]));
                    continue;
                }
                let id = fresh.len() as u32;
                copied[c as usize] = id;
                fresh.push(Node::new());
                figures.push(Stat::default());
                children.push((k, id));
                stack.push((c, id));
            }
            let dst = &mut fresh[new as usize];
            dst.children = children;
            dst.scored = scored;
        }
        self.spare = std::mem::replace(&mut self.nodes, fresh);
        self.spare_figures = std::mem::replace(&mut self.figures, figures);
        true
    }
}
