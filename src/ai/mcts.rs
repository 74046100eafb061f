//! Monte Carlo tree search with the bag's order hidden (determinization).
//!
//! Each simulation copies the game (into reused memory), shuffles the tiles left to draw
//! ([`Game::shuffle_bag`]: the searching player knows which tiles are left, not their order),
//! walks down the tree choosing by UCB1 among the children legal in this copy, adds one child
//! and scores the position it reached with the evaluation ([`Mcts::evaluate`], `eval.rs`: the
//! points banked and what the board is worth from the known bag), no random playout (they
//! only added noise: docs/AI.md). The tree is kept between decisions ([`Params::reuse`]).
//! The reward is a logistic of the gain of each player's margin over the root's. Children are
//! tried best first (progressive widening): at the root in the greedy player's order, below it
//! by the evaluation after the action (placements: the best of a few drawn at random, the
//! scores kept at the node so that its next expansions score only a few more: [`Params::top_up`]),
//! so the tree plays plausible replies for the opponents. A child is kept per (tile drawn,
//! action), so a placement of one tile never shares statistics with a placement of another
//! (the draws are chance events the copies sample). Each node keeps the reward of the player
//! who chose the action leading to it, so the search works for 2–6 players (max^n).

mod reuse;
mod select;

use super::eval::{Evaluator, Weights};
use super::{margins, rewards, Budget, Compared, Strategy};
use crate::game::{Action, Game, Phase, MAX_PLAYERS};
use crate::rng::SplitMix64;

/// Whether a root action with `(visits, mean reward, place in legal order)` `a` is a better
/// decision than `b`: more visits, then the better mean, then the first in legal order (one
/// rule for a tree and a forest, `super::parallel::merge`, so a forest of one decides as its
/// tree).
pub(crate) fn prefer(a: (u32, f64, usize), b: (u32, f64, usize)) -> bool {
    a.0 > b.0 || (a.0 == b.0 && (a.1 > b.1 || (a.1 == b.1 && a.2 < b.2)))
}

/// The exploration constant of UCB1 (rewards are in `0..=1`).
const EXPLORE: f64 = 0.7;
/// Each player's value of a position ([`Evaluator::value`]).
type Values = [f64; MAX_PLAYERS];
/// Tile of a key for decisions other than a placement.
const NO_TILE: u8 = u8::MAX;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Key {
    tile: u8,
    action: Action,
}

/// A node's visits and rewards, in `Mcts::figures` beside the nodes rather than in them: the
/// selection reads them for every child of a node, scattered through the tree, and 16 bytes
/// a node rather than 64 keep more of them in the cache (callgrind's cache model, 60,000
/// simulations late in a game: 7% fewer last-level read misses, the same instructions;
/// docs/AI.md).
#[derive(Clone, Copy, Debug, Default)]
struct Stat {
    /// Visits.
    n: u32,
    /// Sum of the rewards of the player who chose the action leading here.
    w: f64,
}

#[derive(Clone, Debug)]
struct Node {
    children: Vec<(Key, u32)>,
    /// Actions scored by the evaluation here and not tried yet ([`Params::top_up`]), with the
    /// mover's margin after each: the next expansion takes the best of them.
    scored: Vec<(Key, f64)>,
}

impl Node {
    fn new() -> Node {
        Node {
            children: Vec::new(),
            scored: Vec::new(),
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
    /// Simulations the tree held at the start (kept from the decisions before,
    /// [`Params::reuse`]).
    pub reused: u32,
    /// Links made this decision from a node to one that another order of ghost moves had
    /// reached ([`Params::transpose`]).
    pub shared: u32,
    /// Positions the evaluation scored this decision (the leaves, and the actions tried best
    /// first: [`Params::sample`], [`Params::top_up`]).
    pub evaluations: u32,
}

/// How the search plays out and widens (the defaults are the measured best, docs/AI.md).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Params {
    /// With [`Params::playouts`]: tile placements a playout plays after the tree before it is
    /// scored as if the game ended there ([`Game::scores_if_over`]); 0: to the end of the game.
    pub horizon: u32,
    /// Progressive widening: children are tried best first (at the root in the greedy
    /// player's order, below it by the evaluation), at most `1 + visits^widen` of them (0:
    /// every legal action; below the root then in the same best-first order).
    pub widen: f64,
    /// Points of margin that make a reward of about 0.73 at the horizon (a logistic scale).
    pub scale: f64,
    /// Playouts place meeples at random (false: they place none, so the score at the horizon
    /// measures the tree's meeples, not the noise of random ones).
    pub playout_meeples: bool,
    /// Rewards measure the change of each player's margin from the root's (a logistic of the
    /// gain, so a game far ahead or behind still tells good moves from bad ones); false: the
    /// margin itself, and win/draw/loss at the end of the game.
    pub relative: bool,
    /// Most nodes the tree may hold: once full it stops growing and the simulations play on
    /// from its leaves, so a long thinking time keeps the memory bounded (a node is 64 bytes
    /// plus its children's and its scored actions' lists: about 55 MiB of WebAssembly memory
    /// at 250,000, docs/AI.md).
    pub max_nodes: usize,
    /// Random playouts after the tree (`horizon` placements); false: the position the tree
    /// reached is scored at once by the evaluation, no noise added (the tree itself plays the
    /// opponents' replies).
    pub playouts: bool,
    /// The evaluation's weights ([`Weights`]; [`Weights::V1`]: the first evaluation).
    pub weights: Weights,
    /// Placements below the root are tried best first among this many untried ones drawn at
    /// random (each scored by the evaluation after it); 0: one at random.
    pub sample: usize,
    /// Keep the scores of the actions tried best first ([`Params::sample`]) at their node:
    /// the first expansion of a placement scores `sample` untried placements drawn at random,
    /// each later one `top_up` more, and takes the best scored so far; other decisions score
    /// each untried action once. The position after an action at a node does not depend on
    /// the copy's bag order (the path fixes the board, the tiles drawn and so the tiles
    /// left), so a score is as good in every later simulation. 0: nothing kept, each
    /// expansion scores `sample` placements afresh.
    pub top_up: usize,
    /// Keep the tree between decisions: the next decision starts from the subtree of what
    /// was played since (the other decisions of the turn, the opponents' moves with the
    /// tiles they drew), when the tree has it.
    pub reuse: bool,
    /// Merge the orders of a turn's ghost moves that reach the same position: after the same
    /// placement, a ghost move whose position (`Game::turn_key`) the tree already has leads
    /// to that node (the tree becomes a graph within a turn; its statistics are shared).
    pub transpose: bool,
}

impl Default for Params {
    fn default() -> Params {
        Params {
            horizon: 2,
            widen: 0.5,
            scale: 10.0,
            playout_meeples: false,
            relative: true,
            max_nodes: 250_000,
            playouts: false,
            weights: Weights::default(),
            sample: 6,
            top_up: 2,
            reuse: true,
            transpose: true,
        }
    }
}

impl Params {
    /// The search as it was before issue 25 (the evaluation [`Weights::V1`]): the arena's
    /// fixed opponent `v1`.
    pub fn v1() -> Params {
        Params {
            weights: Weights::V1,
            top_up: 0,
            reuse: false,
            transpose: false,
            ..Params::default()
        }
    }
}

/// The Monte Carlo tree search player (see the module's text).
#[derive(Clone, Debug)]
pub struct Mcts {
    rng: SplitMix64,
    budget: Budget,
    params: Params,
    /// The root's legal actions in the order they are tried (widening).
    order: Vec<Action>,
    nodes: Vec<Node>,
    /// Each node's visits and rewards, by the node's number.
    figures: Vec<Stat>,
    legal: Vec<Action>,
    roll: Vec<Action>,
    /// The actions a node has tried or scored for the tile in hand ([`Mcts::best_untried`]).
    here: Vec<Action>,
    path: Vec<u32>,
    /// Each player's margin over the best other player at the root, if the game ended there:
    /// rewards measure the change from it (see [`Mcts::simulate`]).
    base: [f64; MAX_PLAYERS],
    total: u64,
    last: SearchStats,
    /// The root's children after the last decision, most visited first.
    compared: Vec<Compared>,
    /// The copies simulations and trials play on, kept so that copying into them reuses
    /// their memory ([`Clone::clone_from`]); boxed, so that taking one out and putting it
    /// back moves a pointer, not the game (a `memory.copy` each in WebAssembly).
    scratch: Option<Box<Game>>,
    trial: Option<Box<Game>>,
    eval: Evaluator,
    /// The history of the game at the last root (to find the subtree to reuse).
    kept: Vec<crate::history::Played>,
    /// Nodes and their figures copied while re-rooting (kept for their memory).
    spare: Vec<Node>,
    spare_figures: Vec<Stat>,
    /// The decision being searched ([`Mcts::begin`] to [`Mcts::conclude`]): its root.
    root: Option<Game>,
    /// Simulations of it so far, and those the tree held at its start.
    sims: u32,
    reused: u32,
    /// Whether the last decision was searched (not decided at once: none or one legal action).
    searched: bool,
    /// [`SearchStats::shared`] so far.
    shared: u32,
    /// [`SearchStats::evaluations`] so far.
    evaluations: u32,
    /// The nodes reached by ghost moves, by their placement's node and position
    /// ([`Params::transpose`]).
    seen: std::collections::HashMap<u64, u32>,
    /// The visits of the root's children, kept as simulations pass (each passes one), so
    /// that selection at the root, where every simulation starts, need not sum them (not for
    /// a ghost move's root, whose children may be reached through others, `transposed`).
    root_visits: u32,
}

impl Mcts {
    /// A search with that budget a decision, its random choices seeded with `seed`.
    pub fn new(seed: u64, budget: Budget) -> Mcts {
        Mcts::with_params(seed, budget, Params::default())
    }

    /// A search with other [`Params`] (for measuring them).
    pub fn with_params(seed: u64, budget: Budget, params: Params) -> Mcts {
        Mcts {
            rng: SplitMix64::new(seed),
            budget,
            params,
            order: Vec::new(),
            nodes: Vec::new(),
            figures: Vec::new(),
            legal: Vec::with_capacity(256),
            roll: Vec::with_capacity(256),
            here: Vec::new(),
            path: Vec::with_capacity(256),
            base: [0.0; MAX_PLAYERS],
            total: 0,
            last: SearchStats::default(),
            compared: Vec::new(),
            scratch: None,
            trial: None,
            eval: Evaluator::default(),
            kept: Vec::new(),
            spare: Vec::new(),
            spare_figures: Vec::new(),
            root: None,
            sims: 0,
            reused: 0,
            searched: false,
            shared: 0,
            evaluations: 0,
            seen: std::collections::HashMap::new(),
            root_visits: 0,
        }
    }

    /// What the last decision's search did.
    pub fn stats(&self) -> SearchStats {
        self.last
    }

    /// Each player's value of `g` for the search ([`Evaluator::value`] with
    /// [`Params::weights`]).
    pub(crate) fn evaluate(&mut self, g: &Game, out: &mut [f64; MAX_PLAYERS]) {
        self.evaluations = self.evaluations.wrapping_add(1);
        self.eval.value(g, &self.params.weights, out);
    }

    /// One simulation from `root`.
    fn simulate(&mut self, root: &Game) {
        let mut g = copy(&mut self.scratch, root);
        g.shuffle_bag(&mut self.rng);
        self.path.clear();
        let mut movers = [0u8; 512];
        let mut node = 0u32;
        // The node of this turn's placement (the anchor of its ghost moves' transpositions):
        // the root, when its tile is placed already.
        let mut anchor = if g.phase() == Phase::PlaceTile {
            u32::MAX
        } else {
            0
        };
        // The leaf's values when its expansion scored it already (`best_untried`).
        let mut leaf = None;
        // Selection and expansion.
        while g.phase() != Phase::GameOver {
            let tile = tile_in_hand(&g);
            let mover = g.current_player().0;
            let ghost = g.phase() == Phase::Ghosts;
            let Some((action, expanded, after, tried)) = self.select(node, tile, &g, ghost) else {
                break;
            };
            let key = Key { tile, action };
            let found = if let Some(c) = tried {
                // a child chosen by UCB1: no need to look for it
                g.play_unchecked(action);
                Some((c, false))
            } else if ghost && anchor != u32::MAX && self.params.transpose {
                // play first: the position after the move finds its node
                g.play_unchecked(action);
                self.transposed(node, key, anchor, &g)
            } else {
                let c = self.child(node, key);
                g.play_unchecked(action);
                c
            };
            let Some((c, new)) = found else {
                // The tree is full: play on from here without growing it.
                break;
            };
            if self.path.len() < movers.len() {
                movers[self.path.len()] = mover;
                self.path.push(c);
            }
            if matches!(action, Action::PlaceTile(_)) {
                anchor = c;
            }
            node = c;
            if new && expanded {
                leaf = after;
                break;
            }
        }
        // Playout: at random, to the end or to the horizon (none: the leaf is evaluated).
        let mut placed = 0;
        while self.params.playouts
            && (self.params.horizon == 0
                || placed < self.params.horizon
                || g.phase() != Phase::PlaceTile)
        {
            if g.phase() == Phase::PlaceTile {
                placed += 1;
            }
            if g.phase() == Phase::Meeple && !self.params.playout_meeples {
                g.play_unchecked(Action::SkipMeeple);
                continue;
            }
            match g.random_action(&mut self.rng, &mut self.roll) {
                Some(a) => g.play_unchecked(a),
                None => break,
            }
        }
        let k = g.players().len().min(MAX_PLAYERS);
        let mut r = [0f64; MAX_PLAYERS];
        if self.params.relative {
            let mut v = [0f64; MAX_PLAYERS];
            match leaf.filter(|_| !self.params.playouts) {
                Some(known) => {
                    v = known;
                    // The score kept is the leaf's own (tests run with debug assertions).
                    if cfg!(debug_assertions) {
                        let mut fresh = [0f64; MAX_PLAYERS];
                        self.eval.value(&g, &self.params.weights, &mut fresh);
                        assert_eq!(fresh, known, "a leaf's kept score");
                    }
                }
                None => self.evaluate(&g, &mut v),
            }
            for (p, out) in r.iter_mut().enumerate().take(k) {
                let gain = margin_of(&v[..k], p) - self.base[p];
                *out = 1.0 / (1.0 + (-gain / self.params.scale).exp());
            }
        } else {
            let pts = g.points_if_over();
            if g.phase() == Phase::GameOver {
                rewards(&pts[..k], &mut r[..k]);
            } else {
                margins(&pts[..k], self.params.scale, &mut r[..k]);
            }
        }
        self.figures[0].n += 1;
        if !self.path.is_empty() {
            self.root_visits += 1;
        }
        for (i, &c) in self.path.iter().enumerate() {
            let n = &mut self.figures[c as usize];
            n.n += 1;
            n.w += r[movers[i] as usize % MAX_PLAYERS];
        }
        self.scratch = Some(g);
    }
}

/// A copy of `game` in the memory of `spare` when there is one.
fn copy(spare: &mut Option<Box<Game>>, game: &Game) -> Box<Game> {
    match spare.take() {
        Some(mut g) => {
            Game::clone_from(&mut g, game);
            g
        }
        None => Box::new(game.clone()),
    }
}

/// The tile of a key for `g`'s next decision: the tile in hand for a placement, else none.
fn tile_in_hand(g: &Game) -> u8 {
    match g.phase() {
        Phase::PlaceTile => g.hand().map_or(NO_TILE, |k| k.0),
        _ => NO_TILE,
    }
}

/// Player `p`'s value minus the best other player's (0 when playing alone).
fn margin_of(values: &[f64], p: usize) -> f64 {
    let other = values
        .iter()
        .enumerate()
        .filter(|&(q, _)| q != p)
        .map(|(_, &v)| v)
        .fold(f64::NEG_INFINITY, f64::max);
    if other.is_finite() {
        values[p] - other
    } else {
        0.0
    }
}

impl Mcts {
    /// Starts a decision for the player to move in `game`: `Some(decision)` when there is
    /// nothing to search (`None` inside: the game is over; else the only legal action),
    /// otherwise `None`, and [`Mcts::think`] runs simulations until [`Mcts::conclude`] decides.
    pub fn begin(&mut self, game: &Game) -> Option<Option<Action>> {
        game.legal_actions_into(&mut self.legal);
        self.compared.clear();
        self.root = None;
        self.searched = self.legal.len() > 1;
        match self.legal.len() {
            0 => return Some(None),
            1 => return Some(Some(self.legal[0])),
            _ => {}
        }
        if !(self.params.reuse && self.reroot(game)) {
            self.nodes.clear();
            self.nodes.push(Node::new());
            self.figures.clear();
            self.figures.push(Stat::default());
        }
        // (the nodes kept were renumbered; the decisions before hold no transposition to find)
        self.seen.clear();
        self.shared = 0;
        self.evaluations = 0;
        if self.params.reuse {
            self.kept.clear();
            self.kept.extend_from_slice(game.history());
        }
        self.reused = self.figures[0].n;
        // A kept root's children for tiles other than the one in hand (drawn in the last
        // search's simulations) cannot be chosen now.
        let tile = tile_in_hand(game);
        self.nodes[0].children.retain(|(k, _)| k.tile == tile);
        self.nodes[0].scored.retain(|(k, _)| k.tile == tile);
        let kids = &self.nodes[0].children;
        self.root_visits = kids.iter().map(|&(_, c)| self.figures[c as usize].n).sum();
        self.sims = 0;
        let root = game.search_copy();
        self.eval.rooted_at(&root);
        let mut now = [0f64; MAX_PLAYERS];
        self.evaluate(&root, &mut now);
        let k = game.players().len().min(MAX_PLAYERS);
        self.base = [0.0; MAX_PLAYERS];
        for (p, b) in self.base.iter_mut().enumerate().take(k) {
            *b = margin_of(&now[..k], p);
        }
        self.order.clear();
        if self.params.widen > 0.0 {
            self.order = super::greedy::ranked(game);
        }
        self.root = Some(root);
        None
    }

    /// Runs up to `sims` simulations of the decision [`Mcts::begin`] started, stopping early
    /// once [`super::now_ms`] reaches `deadline` (looked at every 8 simulations, after the
    /// first); returns how many it ran (0 when no decision is being searched).
    pub fn think(&mut self, sims: u32, deadline: f64) -> u32 {
        let Some(root) = self.root.take() else {
            return 0;
        };
        let mut ran = 0u32;
        while ran < sims {
            if ran > 0 && ran % 8 == 0 && super::now_ms() >= deadline {
                break;
            }
            self.simulate(&root);
            ran += 1;
        }
        self.root = Some(root);
        self.sims += ran;
        self.total += u64::from(ran);
        ran
    }

    /// The decision [`Mcts::begin`] started: the root's most visited action (of equals the
    /// better mean, then the first in legal order); fills [`Mcts::stats`] and what it compared. `None` when none was started.
    pub fn conclude(&mut self) -> Option<Action> {
        let game = self.root.take()?;
        let legal = game.legal_actions();
        let root = &self.nodes[0];
        let mut best: Option<(Action, &Stat, (u32, f64, usize))> = None;
        for &(k, c) in &root.children {
            let n = &self.figures[c as usize];
            let rank = legal
                .iter()
                .position(|&a| a == k.action)
                .unwrap_or(usize::MAX);
            let key = (n.n, n.w / f64::from(n.n.max(1)), rank);
            if best.is_none_or(|(_, _, b)| prefer(key, b)) {
                best = Some((k.action, n, key));
            }
        }
        let (action, node, _) = best?;
        self.compared = root
            .children
            .iter()
            .map(|&(k, c)| {
                let n = &self.figures[c as usize];
                Compared {
                    action: k.action,
                    visits: n.n,
                    value: n.w / f64::from(n.n.max(1)),
                }
            })
            .collect();
        // most visited first (the engine's small sort: std's would add ~7 KB of WebAssembly);
        // the decision heads the list
        crate::sort::sort_by(&mut self.compared, |a, b| a.visits > b.visits);
        if let Some(i) = self.compared.iter().position(|c| c.action == action) {
            let chosen = self.compared.remove(i);
            self.compared.insert(0, chosen);
        }
        self.last = SearchStats {
            simulations: self.sims,
            nodes: self.nodes.len(),
            best_visits: node.n,
            best_value: node.w / f64::from(node.n.max(1)),
            reused: self.reused,
            shared: self.shared,
            evaluations: self.evaluations,
        };
        Some(action)
    }
}

impl Mcts {
    /// Adds the root's visits and summed rewards of the last decision to `tally`, one entry a
    /// legal action of `game` in [`Game::legal_actions`] order (the game that decision was
    /// for; root-parallel search sums the trees so, [`super::Forest`]).
    pub fn add_to(&self, game: &Game, tally: &mut super::Tally) {
        let legal = game.legal_actions();
        tally.fit(legal.len());
        let Some(root) = self.nodes.first().filter(|_| self.searched) else {
            return;
        };
        for &(k, c) in &root.children {
            if let Some(i) = legal.iter().position(|&a| a == k.action) {
                let n = &self.figures[c as usize];
                tally.visits[i] += n.n;
                tally.wins[i] += n.w;
            }
        }
    }
}

impl Strategy for Mcts {
    fn decide(&mut self, game: &Game) -> Option<Action> {
        if let Some(decided) = self.begin(game) {
            return decided;
        }
        match self.budget {
            Budget::Sims(n) => self.think(n, f64::INFINITY),
            Budget::Millis(ms) => self.think(u32::MAX, super::now_ms() + f64::from(ms)),
        };
        self.conclude()
    }

    fn simulations(&self) -> u64 {
        self.total
    }

    fn compared(&self) -> Vec<Compared> {
        self.compared.clone()
    }
}
