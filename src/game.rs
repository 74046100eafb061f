//! The game: a checked [`Game`] built from a raw [`Setup`], one [`Action`] type for everything a
//! player does, [`Game::legal_actions`] as the single source of legality, and exact undo.
//!
//! A turn runs `PlaceTile` → `Meeple` → scoring (B4) → the next player draws (B2). The game
//! keeps its first state and the history as played ([`Played`]): undo replays all but the last
//! action, so points, meeples and the bag come back exactly.
//!
//! This file is long (over 800 lines) because [`Game`] is the one checked entry point of the
//! engine: its constructors (a setup, a position, known draws) and every query the page asks.

use std::sync::Arc;

use serde::Serialize;

use crate::board::{Board, PlacedTile, Placement, Pos, MAX_COORD};
use crate::catalogue::Catalogue;
use crate::history::Played;
use crate::ids::{ByPlayer, FeatureIx, KindId, NodeId, PlayerId};
use crate::look::Look;
use crate::mist::{BankState, GhostRecord, Obligation};
use crate::notation;
pub use crate::notation::{ActionSpec, SpotSpec, SupplyWord};
use crate::position::{Position, PositionError};
pub use crate::refusal::{PlayError, PlayErrorKind, Refusal};
use crate::rng::SplitMix64;
pub use crate::setup::{
    PlayerSetup, SetsProblem, Setup, SetupError, DEFAULT_PLAYERS, MAX_NAME_LEN, MAX_SEED,
    MIN_PLAYERS,
};
use crate::state::State;
pub use crate::state::{
    Action, Meeple, Phase, PlacementProblem, Player, ScoreEvent, Tried, MAX_PLAYERS,
};
use crate::tile::{FeatureKind, Rotation};

/// Where a game started: a setup, or a position laid out by hand (a scenario's, without its
/// steps and expectations).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// A new game.
    Setup(Setup),
    /// A position laid out by hand.
    Position(Box<Position>),
    /// A new game whose first draws are known and whose seed is not (an online table's game as
    /// a client rebuilds it, docs/ONLINE.md): [`Game::with_draws`].
    Draws(Box<(Setup, Vec<String>)>),
}

/// Why [`Game::laid_out`] could not lay out a game: the setup, or the bag's order.
enum Laid<E> {
    Setup(SetupError),
    Order(E),
}

/// A game in progress: the checked state, the actions played, and the way back.
#[derive(Debug)]
pub struct Game {
    /// The state before the first action (undo replays from it). Shared by a game's copies:
    /// a copy does not copy it (never changed once a game starts, but by `shuffle_bag`).
    initial: Arc<State>,
    state: State,
    /// The actions played, kept as played (undo pops them, redo pushes them back).
    history: Vec<Played>,
    redo: Vec<Action>,
    players: Vec<PlayerSetup>,
    origin: Origin,
    /// A buffer for the forced moves after an action, kept so that playing allocates nothing
    /// (not part of the game: a copy starts with its own).
    moves: Vec<Action>,
    /// `moves` holds the legal ghost moves of the state as it is (listed to see whether one
    /// was forced), so [`Game::legal_actions_into`] copies them instead of listing them again.
    /// Cleared by everything that changes the state.
    moves_now: bool,
}

/// A copy into an existing one ([`Clone::clone_from`]) reuses its vectors' memory: the computer player copies a game for each simulation.
impl Clone for Game {
    fn clone(&self) -> Game {
        Game {
            initial: Arc::clone(&self.initial),
            state: self.state.clone(),
            history: self.history.clone(),
            redo: self.redo.clone(),
            players: self.players.clone(),
            origin: self.origin.clone(),
            moves: Vec::new(),
            moves_now: false,
        }
    }

    fn clone_from(&mut self, source: &Game) {
        // Every field named, so a new one cannot be forgotten.
        let Game {
            initial,
            state,
            history,
            redo,
            players,
            origin,
            moves: _,
            moves_now: _,
        } = source;
        self.moves_now = false;
        if !Arc::ptr_eq(&self.initial, initial) {
            self.initial = Arc::clone(initial);
        }
        self.state.clone_from(state);
        self.history.clone_from(history);
        self.redo.clone_from(redo);
        self.players.clone_from(players);
        if self.origin != *origin {
            self.origin.clone_from(origin); // (not for a search's copies: all of one origin)
        }
    }
}

/// Facts about one feature on the board (for scenario expectations and the page).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct FeatureFacts {
    /// Its kind.
    pub kind: FeatureKind,
    /// Distinct tiles in the whole feature.
    pub tiles: u16,
    /// No open side left (roads, cities, mist banks), or 8 neighbours (monastery…).
    pub complete: bool,
    /// Meeples on the whole feature.
    pub meeples: u8,
    /// Shields in the whole city.
    pub shields: u32,
    /// Mist banks: a misty side faces a clear one (M2).
    pub limited: bool,
}

impl Game {
    /// A new game: the start tile at (0, 0), the bag shuffled with the seed, the first player
    /// holding the first tile that fits (B2).
    ///
    /// # Errors
    /// A [`SetupError`] naming what is wrong with the setup.
    pub fn new(setup: &Setup) -> Result<Game, SetupError> {
        let mut game = Game::laid_out(setup, |bag, _| {
            SplitMix64::new(setup.seed).shuffle(bag);
            Ok::<(), std::convert::Infallible>(())
        })
        .map_err(|e| match e {
            Laid::Setup(e) => e,
            Laid::Order(never) => match never {},
        })?;
        game.origin = Origin::Setup(setup.clone());
        Ok(game)
    }

    /// A new game whose first tiles drawn are `draws` (tile ids, in draw order, tiles that fit
    /// nowhere and left the game included, B2), the rest of the bag after them shuffled by the
    /// setup's seed as [`Game::new`] shuffles: how a client of an online table rebuilds the
    /// game from the tiles drawn so far without knowing the seed (docs/ONLINE.md; a saved
    /// game's `draws`, docs/FORMATS.md).
    ///
    /// # Errors
    /// The setup's error (at `setup`), or a draw that is no tile of the sets or one more of a
    /// kind than the sets hold (at `draws[i]`).
    pub fn with_draws(setup: &Setup, draws: &[String]) -> Result<Game, PositionError> {
        use crate::json::ErrorKind;
        use crate::position::kerr;
        if draws.len() > crate::position::MAX_BAG {
            return Err(kerr(
                "draws",
                "too many draws",
                ErrorKind::TooMany {
                    what: "draws".into(),
                    max: crate::position::MAX_BAG,
                },
            ));
        }
        let laid = Game::laid_out(setup, |bag, cat| {
            let mut drawn = Vec::with_capacity(draws.len());
            for (i, id) in draws.iter().enumerate() {
                let at = bag
                    .iter()
                    .position(|&k| Some(k) == cat.index_of(id))
                    .ok_or(i)?;
                drawn.push(bag.remove(at));
            }
            SplitMix64::new(setup.seed).shuffle(bag);
            bag.extend(drawn.into_iter().rev());
            Ok::<(), usize>(())
        });
        let mut game = laid.map_err(|e| match e {
            Laid::Setup(e) => crate::position::setup_error("setup", e),
            Laid::Order(i) => {
                let id = crate::json::excerpt(&draws[i]).into_owned();
                kerr(
                    format!("draws[{i}]"),
                    format!("`{id}` is no tile left in the bag of these sets"),
                    ErrorKind::UnknownTile { tile: id },
                )
            }
        })?;
        game.origin = Origin::Draws(Box::new((setup.clone(), draws.to_vec())));
        Ok(game)
    }

    /// A new game with the bag put in order by `order` (given the bag in catalogue order).
    fn laid_out<E>(
        setup: &Setup,
        order: impl FnOnce(&mut Vec<KindId>, &Catalogue) -> Result<(), E>,
    ) -> Result<Game, Laid<E>> {
        let cat = setup.check().map_err(Laid::Setup)?;
        let mut st = State::empty(Arc::clone(&cat), setup.players.len());
        let tiles: usize = cat.kinds().iter().map(|k| k.count as usize).sum();
        st.reserve(tiles);
        st.variants = setup.variants;
        if setup.sets.iter().any(|s| s == "gcc") {
            st.enable_ghosts();
        }
        // B7, G2: the start tile of the last set that has one (Exp. 11's 2×2 start tile
        // replaces the base game's D, which then goes into the bag).
        let start_set = cat
            .kinds()
            .iter()
            .filter(|k| k.start.is_some())
            .map(|k| k.set.clone())
            .next_back();
        let Some(start_set) = start_set else {
            return Err(Laid::Setup(SetupError::Sets(SetsProblem::NoStartTile)));
        };
        let mut starts: Vec<(KindId, (i16, i16))> = Vec::new();
        for (i, k) in cat.kinds().iter().enumerate() {
            let mut n = k.count;
            if let (Some(at), true) = (k.start, k.set == start_set) {
                starts.push((KindId(i as u8), at));
                n -= 1;
            }
            st.bag
                .extend(std::iter::repeat_n(KindId(i as u8), n as usize));
        }
        // Lay the start cells so each one after the first touches an earlier one.
        crate::sort::sort_by_key(&mut starts, |&(_, (x, y))| (x.abs() + y.abs(), y, x));
        for (k, (x, y)) in starts {
            st.lay_tile(k, Pos::new(x, y), Rotation::default());
        }
        st.pending.clear();
        order(&mut st.bag, &cat).map_err(Laid::Order)?;
        st.draw();
        Ok(Game::from_state(st, setup.players.clone()))
    }

    pub(crate) fn from_state(st: State, players: Vec<PlayerSetup>) -> Game {
        // Room for every action of the game (a placement, a meeple and a few ghost moves a
        // tile), so the history does not grow step by step while it is played.
        let actions = 3 * (st.bag.len() + 1);
        Game {
            initial: Arc::new(st.clone()),
            state: st,
            history: Vec::with_capacity(actions),
            redo: Vec::new(),
            players,
            origin: Origin::Setup(Setup::default()),
            moves: Vec::new(),
            moves_now: false,
        }
    }

    /// The game at a position laid out by hand: the one constructor that checks a
    /// [`Position`].
    ///
    /// # Errors
    /// A [`PositionError`] naming the field that is wrong and what is wrong with it.
    pub fn from_position(position: &Position) -> Result<Game, PositionError> {
        let st = position.state()?;
        let mut game = Game::from_state(st, position.players.clone());
        game.origin = Origin::Position(Box::new(position.clone()));
        Ok(game)
    }

    /// The position, read-only, for the modules above (`ai`, `outcome`, `view`): they read
    /// a game through [`Look`], never the raw [`State`] (docs/ARCHITECTURE.md).
    pub(crate) fn look(&self) -> Look<'_> {
        Look::of(&self.state)
    }

    /// A copy of the raw state to play on without changing the game: the placement preview
    /// (`outcome::preview`) only.
    pub(crate) fn scratch(&self) -> State {
        self.state.clone()
    }

    /// The raw state, for the crate's unit tests.
    #[cfg(test)]
    pub(crate) fn state(&self) -> &State {
        &self.state
    }

    /// Where the game started: a setup or a scenario.
    pub fn origin(&self) -> &Origin {
        &self.origin
    }

    /// Facts about the feature called `name` on the tile at `(x, y)`.
    pub fn feature_facts(&self, x: i64, y: i64, name: &str) -> Option<FeatureFacts> {
        let lim = MAX_COORD as i64;
        if x.abs() > lim || y.abs() > lim {
            return None;
        }
        let st = &self.state;
        let t = st.board.placed_at(Pos::new(x as i16, y as i16))?;
        let def = st.cat.kind(t.kind);
        let fi = def.feature_index(name)?;
        let node = t.node(fi);
        let sum = st.graph.summary(node);
        let kind = def.feature(fi).kind;
        let complete = if kind.is_central() {
            st.board.neighbours(t.pos) == 8
        } else {
            sum.open == 0 && !sum.limited
        };
        Some(FeatureFacts {
            kind,
            tiles: if kind.is_central() {
                1
            } else {
                st.graph.tile_count(node)
            },
            complete: complete && kind != FeatureKind::Field,
            meeples: sum.meeples,
            shields: sum.shields,
            limited: sum.limited,
        })
    }

    /// The tests' reference for S7a: from now on, offer every order of a step's banks and
    /// every circle as a source whenever the rules' words allow a choice, even where it cannot
    /// change the outcome. The real engine leaves those out; a test compares the outcomes both
    /// can reach. Not for play.
    #[doc(hidden)]
    pub fn offer_every_choice(&mut self) {
        self.moves_now = false;
        self.state.every_choice = true;
    }

    /// Whether [`Game::play`] would accept `action` now: one of [`Game::legal_actions`], or a
    /// placement turned another way that gives the same oriented tile as a listed one (the
    /// list names each orientation once; every rotation that fits plays, kept as given).
    pub fn is_legal(&self, action: Action) -> bool {
        self.state.is_legal(action)
    }

    /// Every legal action now, sorted; a placement once per orientation of the tile (a
    /// symmetric tile turned 270° that fits is accepted by [`Game::play`] but listed as 90°).
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut v = Vec::new();
        self.legal_actions_into(&mut v);
        crate::sort::sort(&mut v);
        v
    }

    /// Every legal action now into `out`, in an order fixed by the game's history (faster than
    /// [`Game::legal_actions`]: no sort). For playouts.
    pub fn legal_actions_into(&self, out: &mut Vec<Action>) {
        if self.moves_now && self.state.phase == Phase::Ghosts {
            out.clear();
            out.extend_from_slice(&self.moves);
            return;
        }
        self.state.legal_actions_into(out);
    }

    /// The legal placements of the tile in hand, sorted by row, column, rotation: each look of
    /// the tile once, at its smallest rotation ([`Game::is_legal`] accepts the equal ones too).
    pub fn legal_placements(&self) -> Vec<Placement> {
        let mut v = Vec::new();
        if self.state.phase == Phase::PlaceTile {
            if let Some(k) = self.state.hand {
                self.state
                    .board
                    .for_each_placement(&self.state.cat, k, |p| v.push(p));
            }
        }
        crate::sort::sort_by_key(&mut v, |p| (p.pos.y, p.pos.x, p.rotation));
        v
    }

    /// A legal action chosen uniformly at random, without listing them all when a tile is to
    /// be placed: a (frontier cell, rotation) pair is drawn uniformly and kept if it is a legal
    /// placement (rejection sampling), which gives every legal placement the same chance.
    /// Other phases pick uniformly from [`Game::legal_actions_into`] (into `buf`). For playouts.
    pub fn random_action(&mut self, rng: &mut SplitMix64, buf: &mut Vec<Action>) -> Option<Action> {
        if let (Phase::PlaceTile, Some(kind)) = (self.state.phase, self.state.hand) {
            let board = &self.state.board;
            let n = board.frontier_len();
            let table = self.state.cat.fitting_rotations(kind);
            for _ in 0..256 {
                let k = rng.below(n * 4);
                let (pos, code) = board.frontier_cell(k / 4);
                let r = (k % 4) as u8;
                if table[code as usize] & (1 << r) != 0 {
                    return Some(Action::PlaceTile(Placement {
                        pos,
                        rotation: Rotation::quarter_turns(r),
                    }));
                }
            }
        }
        self.legal_actions_into(buf);
        (!buf.is_empty()).then(|| buf[rng.below(buf.len())])
    }

    /// Shuffles the tiles left to draw (not the one in hand) with `rng`, whatever their order
    /// was: a copy of the game for a search that must not know their order (the computer
    /// player). Undo stays exact (the tiles left are the first part of the starting bag, which
    /// gets the same order); redo is cleared, since its placements were for the old order.
    pub fn shuffle_bag(&mut self, rng: &mut SplitMix64) {
        // Sorted first: the result depends on which tiles are left, never on their order.
        self.moves_now = false;
        self.state.bag.sort_unstable();
        rng.shuffle(&mut self.state.bag);
        let n = self.state.bag.len();
        // (a copy of the shared first state only when its order changes)
        if self
            .initial
            .bag
            .get(..n)
            .is_some_and(|start| start != self.state.bag)
        {
            Arc::make_mut(&mut self.initial).bag[..n].copy_from_slice(&self.state.bag);
        }
        self.redo.clear();
    }

    /// The points each player would have if the game ended now: the final scoring (B5, G6)
    /// run on a copy. For the computer player's evaluation.
    pub fn scores_if_over(&self) -> ByPlayer<i32> {
        let points = self.points_if_over();
        points[..self.state.players.len().min(MAX_PLAYERS)]
            .iter()
            .copied()
            .collect()
    }

    /// [`Game::scores_if_over`] without allocating (players beyond the game's count are 0):
    /// the final scoring's points (B5, G6) counted on the board as it is, nothing changed.
    pub(crate) fn points_if_over(&self) -> [i32; MAX_PLAYERS] {
        let mut out = [0; MAX_PLAYERS];
        if self.state.phase == Phase::GameOver {
            for (o, p) in out.iter_mut().zip(self.state.players.iter()) {
                *o = p.score;
            }
        } else {
            self.state.final_points(&mut out);
        }
        out
    }

    /// What this turn's decisions after the placement have changed, hashed
    /// (`State::turn_key`): the search's transpositions.
    pub(crate) fn turn_key(&self) -> u64 {
        self.state.turn_key()
    }

    /// A copy for a search to play on (each simulation copies it: cheap, allocating nothing):
    /// the position without the history (it keeps none), the scoring log, the way back, the
    /// players' names or the origin. [`Game::undo`] on it does nothing; it is never saved.
    pub(crate) fn search_copy(&self) -> Game {
        let mut state = self.state.clone();
        state.events.clear();
        state.keep_logs = false;
        // Sorted once here, so that each simulation's `shuffle_bag` finds it sorted (its sort
        // then only checks the order).
        state.bag.sort_unstable();
        Game {
            initial: Arc::new(State::empty(
                Arc::clone(&self.state.cat),
                self.state.players.len(),
            )),
            state,
            history: Vec::new(),
            redo: Vec::new(),
            players: Vec::new(),
            origin: Origin::Setup(Setup {
                players: Vec::new(),
                sets: Vec::new(),
                seed: 0,
                variants: self.state.variants,
                tile_data: crate::catalogue::TILE_DATA,
            }),
            moves: Vec::new(),
            moves_now: false,
        }
    }

    /// Plays `action` if it is legal now.
    ///
    /// # Errors
    /// A [`PlayError`] saying why the action is not legal; the game is unchanged.
    pub fn play(&mut self, action: Action) -> Result<(), PlayError> {
        if !self.state.is_legal(action) {
            return Err(self.state.why_illegal(action));
        }
        self.play_unchecked(action);
        Ok(())
    }

    /// Plays `action` without checking it. For playouts that take actions from
    /// [`Game::legal_actions_into`].
    ///
    /// # Panics
    /// May panic, or corrupt the game, if `action` is not legal.
    pub fn play_unchecked(&mut self, action: Action) {
        self.redo.clear();
        self.apply_logged(action);
    }

    /// Applies and logs a player's action, then every forced ghost move that follows.
    fn apply_logged(&mut self, action: Action) {
        self.moves_now = false;
        self.note(action, false);
        self.state.apply(action);
        // A ghost move that is the only legal one is played at once, and logged as automatic.
        let mut moves = std::mem::take(&mut self.moves);
        while self.state.phase == Phase::Ghosts {
            moves.clear();
            self.state.ghost_actions(&mut moves);
            if moves.len() != 1 {
                // The choice the player now has: kept for `legal_actions_into`.
                self.moves_now = true;
                break;
            }
            self.note(moves[0], true);
            self.state.apply(moves[0]);
        }
        self.moves = moves;
        // B3: when "no meeple" is the only legal action (no meeple or guard left, or no free
        // feature on the tile), it is played at once and logged as automatic.
        if self.state.phase == Phase::Meeple && self.state.only_skip() {
            self.note(Action::SkipMeeple, true);
            self.state.apply(Action::SkipMeeple);
        }
    }

    /// Adds `action`, about to be played, to the history (not in a [`Game::search_copy`]).
    fn note(&mut self, action: Action, auto: bool) {
        if self.state.keep_logs {
            self.history.push(Played::before(&self.state, action, auto));
        }
    }

    /// Takes back the last action. Returns it, or `None` at the start.
    pub fn undo(&mut self) -> Option<Action> {
        self.moves_now = false;
        // Forced ghost moves go with the player's action that caused them.
        let a = loop {
            let p = self.history.pop()?;
            if !p.auto {
                break p.action;
            }
        };
        self.state.clone_from(&self.initial);
        for p in &self.history {
            self.state.apply(p.action);
        }
        self.redo.push(a);
        Some(a)
    }

    /// Plays again the last action taken back by [`Game::undo`].
    pub fn redo(&mut self) -> Option<Action> {
        let a = self.redo.pop()?;
        self.apply_logged(a);
        Some(a)
    }

    /// The action [`Game::redo`] would play next (a game review walks a game so).
    pub(crate) fn next_redo(&self) -> Option<Action> {
        self.redo.last().copied()
    }

    /// Actions [`Game::redo`] can play again.
    pub fn redo_len(&self) -> usize {
        self.redo.len()
    }

    /// The actions [`Game::redo`] would play again, in the order it would play them, in the
    /// saved-game form (as [`Game::log_specs`] would write them once redone; the forced moves
    /// replay themselves and are not listed).
    pub fn redo_specs(&self) -> Vec<ActionSpec> {
        if self.redo.is_empty() {
            return Vec::new();
        }
        let before = self.log_specs().len();
        let mut all = self.clone();
        while all.redo().is_some() {}
        all.log_specs().split_off(before)
    }

    /// The actions played since the start, in order, forced ghost moves included.
    pub fn log(&self) -> Vec<Action> {
        self.history.iter().map(|p| p.action).collect()
    }

    /// For each entry of [`Game::log`]: whether it was a forced move played automatically (a
    /// ghost move, or "no meeple" when it was the only legal action, B3).
    pub fn log_auto(&self) -> Vec<bool> {
        self.history.iter().map(|p| p.auto).collect()
    }

    /// The history as it was played, oldest first, forced ghost moves included: what the turn
    /// log and the saved game read (kept as played, never rebuilt by a replay).
    pub fn history(&self) -> &[Played] {
        &self.history
    }

    /// The history rebuilt by replaying the game from its start: the tests' reference for
    /// [`Game::history`]. Not for play (it costs a replay).
    #[doc(hidden)]
    pub fn replayed_history(&self) -> Vec<Played> {
        let mut st = State::clone(&self.initial);
        let mut out = Vec::with_capacity(self.history.len());
        for p in &self.history {
            out.push(Played::before(&st, p.action, p.auto));
            st.apply(p.action);
        }
        out
    }

    /// The phase.
    pub fn phase(&self) -> Phase {
        self.state.phase
    }

    /// The player whose turn it is.
    pub fn current_player(&self) -> PlayerId {
        self.state.current
    }

    /// The players' names and colours.
    pub fn player_setups(&self) -> &[PlayerSetup] {
        &self.players
    }

    /// The players' points and supplies.
    pub fn players(&self) -> &ByPlayer<Player> {
        &self.state.players
    }

    /// Points per player.
    pub fn scores(&self) -> ByPlayer<i32> {
        self.state.players.iter().map(|p| p.score).collect()
    }

    /// The tile in hand (a catalogue index), if any.
    pub fn hand(&self) -> Option<KindId> {
        self.state.hand
    }

    /// Tiles left to draw after the one in hand.
    pub fn bag_len(&self) -> usize {
        self.state.bag.len()
    }

    /// Tiles left to draw, in draw order (the next one first).
    pub fn bag(&self) -> Vec<KindId> {
        self.state.bag.iter().rev().copied().collect()
    }

    /// Tiles put out of the game because they fit nowhere (B2).
    pub fn discarded(&self) -> &[KindId] {
        &self.state.discarded
    }

    /// The tile catalogue of this game.
    pub fn catalogue(&self) -> &Catalogue {
        &self.state.cat
    }

    /// The placed tiles.
    pub fn tiles(&self) -> &[PlacedTile] {
        self.state.board.tiles()
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.state.board
    }

    /// Every meeple on the board: tile position, feature, meeple.
    pub fn meeples(&self) -> Vec<(Pos, FeatureIx, Meeple)> {
        let mut v = Vec::new();
        for &node in &self.state.placed {
            if let Some(m) = &self.state.meeple_on[node] {
                let (t, fi) = self.state.node_feature(node);
                v.push((t.pos, fi, *m));
            }
        }
        v
    }

    /// Every scoring so far, in order.
    pub fn score_events(&self) -> &[ScoreEvent] {
        &self.state.events
    }

    /// Why placing the tile in hand there is not legal, or `None` when it is.
    pub fn placement_problem(&self, pos: Pos, rotation: Rotation) -> Option<PlacementProblem> {
        if self.state.phase != Phase::PlaceTile {
            return Some(PlacementProblem::AlreadyPlaced);
        }
        self.state.placement_problem(pos, rotation)
    }

    /// The names of the features of the tile just placed that a meeple may go on now (B3).
    pub fn meeple_spot_names(&self) -> Vec<String> {
        match self.tiles().last() {
            Some(t) => self
                .meeple_spots()
                .iter()
                .map(|&i| self.catalogue().kind(t.kind).feature(i).name.clone())
                .collect(),
            None => Vec::new(),
        }
    }

    /// The features of the tile just placed that a meeple may go on now (B3).
    pub fn meeple_spots(&self) -> Vec<FeatureIx> {
        if self.state.phase != Phase::Meeple {
            return Vec::new();
        }
        let mut v = Vec::new();
        self.state.meeple_actions(&mut v);
        let mut spots: Vec<FeatureIx> = v
            .iter()
            .filter_map(|a| match a {
                Action::PlaceMeeple { feature, .. } => Some(*feature),
                _ => None,
            })
            .collect();
        spots.dedup();
        spots
    }

    /// Turns a written action into a checked one.
    ///
    /// # Errors
    /// A [`PlayError`] when the action names something that does not exist (coordinates out of
    /// range, a bad rotation, a feature the tile does not have) or is not legal now.
    pub fn action_from_spec(&self, spec: &ActionSpec) -> Result<Action, PlayError> {
        notation::action_from_spec(&self.state, spec)
    }

    /// The written form of an action legal now (or just played: meeple features are named on
    /// the last tile placed).
    pub fn action_spec(&self, a: Action) -> ActionSpec {
        notation::spec_of(&self.state, a)
    }

    /// Plays a written action.
    ///
    /// # Errors
    /// As [`Game::action_from_spec`] and [`Game::play`]; the game is unchanged.
    pub fn play_spec(&mut self, spec: &ActionSpec) -> Result<Action, PlayError> {
        let a = self.action_from_spec(spec)?;
        self.play(a)?;
        Ok(a)
    }

    /// The written form of every action played, in order (for saved games): read from the
    /// history kept as played, on the current state, without replaying. Forced ghost moves are
    /// not written: replaying the player's action plays them.
    pub fn log_specs(&self) -> Vec<ActionSpec> {
        self.history
            .iter()
            .filter(|p| !p.auto)
            .map(|p| p.spec(&self.state))
            .collect()
    }

    /// The written form of one entry of this game's history (the turn log's `spec`).
    pub(crate) fn played_spec(&self, p: &Played) -> ActionSpec {
        p.spec(&self.state)
    }

    /// A legal action chosen by the visible demo policy: the first legal ghost move (sorted:
    /// supply first, then meeples, then circles, in board order), no meeple, the first
    /// placement. `None` when the game is over.
    pub fn auto_action(&self) -> Option<Action> {
        match self.phase() {
            Phase::Meeple => Some(Action::SkipMeeple),
            _ => self.legal_actions().first().copied(),
        }
    }

    /// Ghosts in the general supply.
    pub fn ghost_supply(&self) -> u8 {
        self.state.ghost_supply
    }

    /// Ghosts in play: supply + on meeples + in circles (15 with Exp. 11, always).
    pub fn ghost_total(&self) -> u32 {
        let st = &self.state;
        st.ghost_supply as u32
            + st.meeple_on
                .iter()
                .flatten()
                .map(|m| m.ghosts as u32)
                .sum::<u32>()
            + st.circle_ghosts.iter().map(|&g| g as u32).sum::<u32>()
    }

    /// The state of the mist bank holding node `node`'s area: "open", "limited" or "closed".
    pub fn bank_state(&self, x: i64, y: i64, feature: &str) -> Option<BankState> {
        let f = self.feature_facts(x, y, feature)?;
        (f.kind == FeatureKind::Mist).then_some(if f.limited {
            BankState::Limited
        } else if f.complete {
            BankState::Closed
        } else {
            BankState::Open
        })
    }

    /// Guards of each player's colour left in the general guard supply (K2).
    pub fn guard_supply(&self) -> &ByPlayer<u8> {
        &self.state.guard_supply
    }

    /// The rule variants in force.
    pub fn variants(&self) -> crate::mist::Variants {
        self.state.variants
    }

    /// Bytes the current state holds (its own size and its vectors' lengths; the shared tile
    /// catalogue and the undo history are not counted).
    pub fn state_bytes(&self) -> usize {
        use std::mem::size_of;
        let s = &self.state;
        size_of::<State>()
            + s.board.heap_bytes()
            + s.graph.heap_bytes()
            + s.meeple_on.len() * size_of::<Option<Meeple>>()
            + s.placed.len() * size_of::<NodeId>()
            + s.players.len() * size_of::<Player>()
            + s.bag.len()
            + s.discarded.len()
            + s.pending.len() * size_of::<NodeId>()
            + s.events.len() * size_of::<ScoreEvent>()
            + s.events
                .iter()
                .map(|e| e.feature.len() + e.players.len())
                .sum::<usize>()
            + s.centrals.len() * size_of::<(Pos, NodeId, u8)>()
            + s.circle_ghosts.len()
            + s.guard_supply.len()
            + (s.obligations.len() + s.obligations_total.len()) * size_of::<Obligation>()
            + s.ghost_log.len() * size_of::<GhostRecord>()
    }

    /// A fingerprint of the whole state (board, meeples and their ghosts, scores, bag, phase,
    /// the ghost supply, ghosts in circles, ghost obligations still owed, the guard supply), for
    /// tests that check two ways to reach a position agree.
    pub fn fingerprint(&self) -> String {
        let s = &self.state;
        let tiles: Vec<String> = s
            .board
            .tiles()
            .iter()
            .map(|t| format!("{}{}{}", t.kind, t.pos, t.rotation.turns()))
            .collect();
        format!(
            "tiles={} meeples={:?} players={:?} cur={} phase={:?} hand={:?} bag={:?} disc={:?} events={}",
            tiles.join(","),
            self.meeples(),
            s.players,
            s.current.0,
            s.phase,
            s.hand,
            s.bag,
            s.discarded,
            s.events.len()
        ) + &format!(
            " ghosts={} circles={:?} owed={:?} guards={:?}",
            s.ghost_supply,
            s.circle_ghosts
                .enumerate()
                .filter(|(_, &g)| g > 0)
                .collect::<Vec<_>>(),
            s.obligations,
            s.guard_supply
        )
    }
}

#[cfg(test)]
mod fingerprint_tests;
