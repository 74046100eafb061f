//! The computer player's tests (a test module of its own file: `#![cfg(test)]`).
#![cfg(test)]

use super::*;
use crate::game::{Phase, Setup};
use crate::ids::{ByPlayer, PlayerId};

fn setup(seed: u64, sets: &[&str], players: usize) -> Setup {
    let names = ["Red", "Blue", "Green", "Yellow", "Black", "Grey"];
    Setup {
        players: names[..players].iter().map(|&n| n.into()).collect(),
        sets: sets.iter().map(|s| s.to_string()).collect(),
        seed,
        ..Setup::default()
    }
}

/// Every player plays only legal actions (checked by `Game::play` in `play_out`), in every
/// phase, with all sets, to the end of the game.
#[test]
fn players_play_whole_games_legally() {
    for (i, spec) in ["random", "greedy", "greedy:5", "mcts:20sims"]
        .iter()
        .enumerate()
    {
        let spec: Spec = spec.parse().unwrap();
        let mut game = Game::new(&setup(11 + i as u64, &["base", "gcc", "sc"], 3)).unwrap();
        let mut players: Vec<_> = (0..3).map(|s| spec.build(s)).collect();
        let mut phases = [false; 3];
        let mut g = game.clone();
        play_out(&mut game, &mut players).unwrap();
        assert_eq!(game.phase(), Phase::GameOver, "{spec}");
        // The game went through each phase with a decision.
        // Replayed, the players' actions (forced ghost moves follow by themselves) are legal.
        for (&a, auto) in game.log().iter().zip(game.log_auto()) {
            if auto {
                continue;
            }
            phases[match a {
                Action::PlaceTile(_) => 0,
                Action::MoveGhost { .. } => 1,
                _ => 2,
            }] = true;
            g.play(a).unwrap();
        }
        assert_eq!(g.fingerprint(), game.fingerprint());
        assert_eq!(phases, [true; 3], "{spec}");
    }
}

/// A fixed number of simulations with a seed gives the same game twice.
#[test]
fn mcts_is_deterministic_with_a_seed() {
    let run = |seed: u64| {
        let mut game = Game::new(&setup(3, &["base", "gcc"], 2)).unwrap();
        let mut players: Vec<_> = (0..2)
            .map(|s: u64| Spec::Mcts(Budget::Sims(30)).build(seed + s))
            .collect();
        play_out(&mut game, &mut players).unwrap();
        game.log().to_vec()
    };
    assert_eq!(run(5), run(5));
    assert_ne!(run(5), run(6));
}

#[test]
fn specs_read_and_write() {
    for s in [
        "random",
        "greedy",
        "greedy:4",
        "greedy:0.5",
        "greedy:12.125",
        "mcts:1000sims",
        "mcts:300ms",
        "mcts:4x1000sims",
        "mcts:2x2000ms",
    ] {
        assert_eq!(s.parse::<Spec>().unwrap().to_string(), s);
    }
    // a noise is written to the thousandth, without trailing zeros
    assert_eq!(
        "greedy:0.25000".parse::<Spec>().unwrap().to_string(),
        "greedy:0.25"
    );
    assert_eq!(
        "greedy:1.0004".parse::<Spec>().unwrap().to_string(),
        "greedy:1"
    );
    let unknown = |s: &str| AiError::UnknownPlayer(s.into());
    let budget = |s: &str| AiError::BadBudget(s.into());
    for (s, error) in [
        ("", unknown("")),
        ("mcts", unknown("mcts")),
        ("mcts:12", unknown("mcts:12")),
        ("minimax", unknown("minimax")),
        ("mcts:0sims", budget("mcts:0sims")),
        ("mcts:99999999999ms", budget("mcts:99999999999ms")),
        ("greedy:-1", AiError::BadNoise("greedy:-1".into())),
        ("mcts:0x10sims", AiError::BadTrees("mcts:0x10sims".into())),
        ("mcts:17x10sims", AiError::BadTrees("mcts:17x10sims".into())),
        ("mcts:x10sims", AiError::BadTrees("mcts:x10sims".into())),
        ("mcts:2x0sims", budget("mcts:2x0sims")),
        ("mcts:2x3x10sims", unknown("mcts:2x3x10sims")),
        ("mcts:2xgreedy", unknown("mcts:2xgreedy")),
    ] {
        assert_eq!(s.parse::<Spec>(), Err(error), "{s}");
    }
}

/// The search does not know the order of the bag: its choice does not change when the tiles
/// left are reordered (the same seed, the same decision).
#[test]
fn mcts_does_not_see_the_bag() {
    let game = Game::new(&setup(9, &["base"], 2)).unwrap();
    let mut other = game.clone();
    other.shuffle_bag(&mut crate::rng::SplitMix64::new(1));
    assert_ne!(game.bag(), other.bag());
    let a = Mcts::new(4, Budget::Sims(200)).decide(&game);
    let b = Mcts::new(4, Budget::Sims(200)).decide(&other);
    assert_eq!(a, b);
}

/// A free win: the tile in hand closes the city Red's meeple holds (4 points now, the meeple
/// back); every other placement leaves it open. Both the greedy player and the search take it.
#[test]
fn players_take_a_free_city() {
    let sc = r#"{"format": "carcassonne-mist/scenario", "version": 1, "players": ["Red", "Blue"],
        "board": [{"tile": "D", "x": 0, "y": 0}],
        "meeples": [{"player": "Red", "x": 0, "y": 0, "feature": "city1"}],
        "hand": "E", "bag": ["B", "U", "V", "K", "E", "D", "J", "L"]}"#;
    let game = crate::Scenario::from_json(sc).unwrap().start().unwrap();
    let closes = |a: Option<Action>| match a {
        Some(Action::PlaceTile(p)) => (p.pos.x, p.pos.y) == (0, -1),
        _ => false,
    };
    // Not every legal placement closes it: the choice is a real one.
    assert!(game.legal_actions().iter().any(|&a| !closes(Some(a))));
    assert!(closes(Greedy::new(1, 0.0).decide(&game)));
    for seed in 1..4 {
        assert!(
            closes(Mcts::new(seed, Budget::Sims(300)).decide(&game)),
            "seed {seed}"
        );
    }
}

/// An obvious self-harm: Red's only meeple, on a monastery worth 6 points if the game ended
/// now, carries 2 ghosts. Placing the monastery tile in hand against the open misty side of
/// T-M1 limits the mist (M4): Red must give a ghost to its own meeple, its third, and the
/// meeple goes home (G3) with the monastery's points. Every other placement is harmless. Both
/// the greedy player and the search avoid it.
#[test]
fn players_do_not_send_their_own_meeple_home() {
    let sc = r#"{"format": "carcassonne-mist/scenario", "version": 1, "players": ["Red", "Blue"],
        "sets": ["base", "gcc"], "tiles": ["T-M1: mist N; field E S W"],
        "board": [{"tile": "T-M1", "x": 0, "y": 0}, {"tile": "B", "x": 1, "y": 0},
            {"tile": "B", "x": 2, "y": 0}, {"tile": "B", "x": 0, "y": 1},
            {"tile": "B", "x": 1, "y": 1}, {"tile": "B", "x": 2, "y": 1}],
        "meeples": [{"player": "Red", "x": 1, "y": 0, "feature": "monastery", "ghosts": 2}],
        "hand": "B", "bag": ["B", "B", "E", "D", "U", "V", "K", "J", "L", "B", "E", "D"]}"#;
    let game = crate::Scenario::from_json(sc).unwrap().start().unwrap();
    let harms = |a: Option<Action>| match a {
        Some(Action::PlaceTile(p)) => (p.pos.x, p.pos.y) == (0, -1),
        _ => false,
    };
    // The harmful placement is legal, and it does send the meeple home.
    let bad = game
        .legal_actions()
        .into_iter()
        .find(|&a| harms(Some(a)))
        .unwrap();
    let mut g = game.clone();
    g.play(bad).unwrap();
    while g.phase() == Phase::Ghosts {
        let a = g.legal_actions()[0];
        g.play(a).unwrap();
    }
    let before = game.scores_if_over()[PlayerId(0)];
    assert!(
        g.scores_if_over()[PlayerId(0)] < before - 3,
        "the harm costs points"
    );
    assert!(!harms(Greedy::new(1, 0.0).decide(&game)));
    for seed in 1..4 {
        assert!(
            !harms(Mcts::new(seed, Budget::Sims(300)).decide(&game)),
            "seed {seed}"
        );
    }
}

/// The tree stops growing at its node cap (the worker's memory stays bounded however long it
/// thinks) and the search still plays legal actions, the same as before the cap with room
/// enough.
#[test]
fn mcts_tree_is_bounded() {
    let mut game = Game::new(&setup(21, &["base", "gcc", "sc"], 2)).unwrap();
    let capped = Params {
        max_nodes: 60,
        ..Params::default()
    };
    let mut small = Mcts::with_params(2, Budget::Sims(400), capped);
    let mut free = Mcts::new(2, Budget::Sims(400));
    let mut grew = 0;
    for _ in 0..12 {
        let a = small.decide(&game).unwrap();
        assert!(small.stats().nodes <= 60, "{}", small.stats().nodes);
        free.decide(&game).unwrap();
        grew = grew.max(free.stats().nodes);
        game.play(a).unwrap();
    }
    // Without the cap the tree would have been larger.
    assert!(grew > 60, "{grew}");
}

/// The search's evaluation counts the final scoring exactly as the engine scores it (B5, then
/// G6), without changing the game: the read-only count equals the final scoring run on a copy
/// at every step of random games with all sets and 2 to 4 players.
#[test]
fn points_if_over_equal_the_final_scoring() {
    let mut differed = 0;
    for (seed, n) in [(1u64, 2usize), (2, 3), (3, 4)] {
        let mut game = Game::new(&setup(seed, &["base", "gcc", "sc"], n)).unwrap();
        let mut rng = crate::rng::SplitMix64::new(seed);
        let mut buf = Vec::new();
        while game.phase() != Phase::GameOver {
            let mut st = game.state().clone();
            st.final_scoring();
            let want: ByPlayer<i32> = st.players.iter().map(|p| p.score).collect();
            assert_eq!(game.scores_if_over(), want, "seed {seed}, {:?}", game.log());
            if want != game.scores() {
                differed += 1;
            }
            let a = game.random_action(&mut rng, &mut buf).unwrap();
            game.play(a).unwrap();
        }
        assert_eq!(game.scores_if_over(), game.scores());
    }
    // The final scoring did count something (unfinished features, fields, ghosts) most of the
    // time: the comparison is not between zeros.
    assert!(differed > 300, "{differed}");
}

/// A game copied into another one's memory (`clone_from`, what each simulation does) is that
/// game: the same position, log and undo, and it plays on the same.
#[test]
fn a_game_copied_into_another_is_that_game() {
    let mut rng = crate::rng::SplitMix64::new(7);
    let mut buf = Vec::new();
    let mut a = Game::new(&setup(5, &["base", "gcc", "sc"], 3)).unwrap();
    for _ in 0..90 {
        let x = a.random_action(&mut rng, &mut buf).unwrap();
        a.play(x).unwrap();
    }
    let mut b = Game::new(&setup(6, &["base"], 2)).unwrap();
    for _ in 0..10 {
        let x = b.random_action(&mut rng, &mut buf).unwrap();
        b.play(x).unwrap();
    }
    b.clone_from(&a);
    assert_eq!(b.fingerprint(), a.fingerprint());
    assert_eq!(b.log(), a.log());
    assert_eq!(b.players(), a.players());
    let (mut ra, mut rb) = (
        crate::rng::SplitMix64::new(8),
        crate::rng::SplitMix64::new(8),
    );
    while a.phase() != Phase::GameOver {
        let x = a.random_action(&mut ra, &mut buf).unwrap();
        let y = b.random_action(&mut rb, &mut buf).unwrap();
        assert_eq!(x, y);
        a.play(x).unwrap();
        b.play(y).unwrap();
        assert_eq!(b.fingerprint(), a.fingerprint());
    }
    a.undo();
    b.undo();
    assert_eq!(b.fingerprint(), a.fingerprint());
}

/// The search's evaluation: the points if the game ended now, plus a value for each meeple
/// and guard in supply while turns remain (a meeple committed to a feature worth less than
/// that is a loss), none once the game is over.
#[test]
fn evaluation_values_a_meeple_in_supply() {
    let params = Params::v1();
    let mut search = Mcts::with_params(1, Budget::Sims(1), params);
    let mut game = Game::new(&setup(4, &["base"], 2)).unwrap();
    let first = game.legal_actions()[0];
    game.play(first).unwrap();
    assert_eq!(game.phase(), Phase::Meeple);
    let mut value = |g: &Game| {
        let mut v = [0.0; crate::game::MAX_PLAYERS];
        search.evaluate(g, &mut v);
        v
    };
    let mut skip = game.clone();
    skip.play(Action::SkipMeeple).unwrap();
    let mut tried = 0;
    for a in game.legal_actions() {
        if a == Action::SkipMeeple {
            continue;
        }
        let mut g = game.clone();
        g.play(a).unwrap();
        let gained = g.scores_if_over()[PlayerId(0)] - skip.scores_if_over()[PlayerId(0)];
        // Early in the game a meeple in supply is worth the whole 2.5 points.
        assert_eq!(
            value(&g)[0] - value(&skip)[0],
            f64::from(gained) - 2.5,
            "{a:?}"
        );
        assert_eq!(value(&g)[1], value(&skip)[1]);
        tried += 1;
    }
    assert!(tried > 0);
    // At the end, a meeple in supply is worth nothing.
    let mut end = game.clone();
    while end.phase() != Phase::GameOver {
        let a = match end.phase() {
            Phase::Meeple => Action::SkipMeeple,
            _ => end.legal_actions()[0],
        };
        end.play(a).unwrap();
    }
    let v = value(&end);
    let s = end.scores();
    assert_eq!(
        (v[0], v[1]),
        (f64::from(s[PlayerId(0)]), f64::from(s[PlayerId(1)]))
    );
    assert!(
        end.players()[PlayerId(0)].meeples > 0,
        "a meeple is left to be worth nothing"
    );
}

#[test]
fn a_suggestion_says_what_the_search_compared() {
    // The hint's reason (issue 24): the moves tried most, the decision first, with the figures.
    let game = Game::new(&setup(5, &["base", "gcc"], 2)).unwrap();
    let s = suggest(&game, "mcts:300sims", 7).unwrap();
    assert_eq!(s.legal, game.legal_actions().len());
    assert!(
        s.tried > 1 && s.tried <= s.legal,
        "{} of {}",
        s.tried,
        s.legal
    );
    assert!(!s.compared.is_empty() && s.compared.len() <= 3);
    assert_eq!(
        s.compared[0].action, s.action,
        "the decision heads the list"
    );
    let visits: Vec<u32> = s.compared.iter().map(|c| c.visits).collect();
    assert!(visits[1..].windows(2).all(|w| w[0] >= w[1]), "{visits:?}");
    assert!(visits.iter().all(|&v| u64::from(v) <= s.simulations));
    assert!(s.compared.iter().all(|c| (0.0..=1.0).contains(&c.value)));
    // a player that does not search compares nothing
    let greedy = suggest(&game, "greedy", 7).unwrap();
    assert!(greedy.compared.is_empty() && greedy.tried == 0);
}

/// The position of issue 25: Red and Blue share a city 1:1 (4 tiles and a shield) whose only
/// open cell, (1, 0), also touches Blue's second city at (1, −1). The 2 city corners (N) left in
/// the bag fill that cell and join both cities: Blue's majority 2:1 and a completed 6-tile
/// city for Blue alone (14 points, B4). Red holds a straight road (U): at (1, 1) it faces the
/// cell with a road where a corner has a field, and no tile left can ever fill it.
const STOLEN_CITY: &str = include_str!("positions/stolen-city.json");

/// Whether `a` is the block of [`STOLEN_CITY`]: the road at (1, 1) facing the open cell.
fn blocks(a: Option<Action>) -> bool {
    matches!(a, Some(Action::PlaceTile(p)) if (p.pos.x, p.pos.y) == (1, 1)
        && p.rotation.turns() % 2 == 0)
}

/// The stolen-city position, its block, and the other placements of the road.
fn stolen_city_block() -> (Game, Action, Vec<Action>) {
    let game = crate::Scenario::from_json(STOLEN_CITY)
        .unwrap()
        .start()
        .unwrap();
    let placements = game.legal_actions();
    let block = *placements.iter().find(|&&a| blocks(Some(a))).unwrap();
    let others = placements
        .into_iter()
        .filter(|&a| !blocks(Some(a)))
        .collect();
    (game, block, others)
}

/// Red's value minus Blue's after placing `a` and no meeple, by `weights`.
fn margin_after(game: &Game, a: Action, weights: &Weights) -> f64 {
    let mut g = game.clone();
    g.play(a).unwrap();
    if g.phase() == Phase::Meeple {
        g.play(Action::SkipMeeple).unwrap();
    }
    let mut v = [0.0; crate::game::MAX_PLAYERS];
    Evaluator::default().value(&g, weights, &mut v);
    v[0] - v[1]
}

/// The evaluation sees the threat to a shared city (issue 25): the
/// blocked position is worth more to Red than every other placement of the road, where the
/// first evaluation (the points if the game ended now) finds them all equal.
#[test]
fn evaluation_values_the_block_of_a_stolen_city() {
    let (game, block, others) = stolen_city_block();
    assert!(others.len() > 5, "{}", others.len());
    // The block does kill the cell: no tile left fits it.
    let mut g = game.clone();
    g.play(block).unwrap();
    let code = g.board().code_at(crate::board::Pos::new(1, 0)).unwrap();
    let cat = g.catalogue();
    assert!(g
        .bag()
        .iter()
        .all(|&k| cat.fitting_rotations(k)[code as usize] == 0));
    let w = Weights::default();
    let blocked = margin_after(&game, block, &w);
    for &a in &others {
        let m = margin_after(&game, a, &w);
        assert!(
            blocked > m + 0.25,
            "{a:?}: {m} against the block's {blocked}"
        );
    }
    // The first evaluation gives the block no value by itself.
    let v1 = margin_after(&game, block, &Weights::V1);
    assert!(others
        .iter()
        .all(|&a| margin_after(&game, a, &Weights::V1) == v1));
}

/// The meeples tied up in a feature that cannot finish (issue 42): after Red's block the
/// shared city's last cell is dead, so Red's meeple there is worth no return (B4 returns a
/// meeple only with a completion; at the end it stays, B5), while after every other
/// placement the city can still be completed (by Blue's join) and the meeple come back.
#[test]
fn evaluation_gives_no_return_to_a_meeple_in_a_city_that_cannot_finish() {
    let (game, block, others) = stolen_city_block();
    let none = Weights {
        returning: 0.0,
        ..Weights::default()
    };
    // Red's meeples' return value: Red's value with `returning` less Red's without.
    let back = |a: Action| {
        let mut g = game.clone();
        g.play(a).unwrap();
        if g.phase() == Phase::Meeple {
            g.play(Action::SkipMeeple).unwrap();
        }
        let mut with = [0.0; crate::game::MAX_PLAYERS];
        let mut without = with;
        Evaluator::default().value(&g, &Weights::default(), &mut with);
        Evaluator::default().value(&g, &none, &mut without);
        with[0] - without[0]
    };
    let blocked = back(block);
    for &a in &others {
        assert!(
            back(a) > blocked,
            "{a:?}: {} against the block's {blocked}",
            back(a)
        );
    }
}

/// The search plays that block with a small fixed number of simulations for each of 8 seeds
/// (issue 42 asks 8 of 8 of the medium level, which runs hundreds of times more; a test
/// counts simulations, never time). The first evaluation blocks with none of them: the test
/// fails if the blind spot comes back.
#[test]
fn mcts_blocks_the_stolen_city() {
    let game = crate::Scenario::from_json(STOLEN_CITY)
        .unwrap()
        .start()
        .unwrap();
    let found = |params: Params| {
        (1..=8)
            .filter(|&seed| {
                blocks(Mcts::with_params(seed, Budget::Sims(100), params).decide(&game))
            })
            .count()
    };
    assert_eq!(found(Params::default()), 8, "today's evaluation");
    let first = found(Params::v1());
    assert!(
        first < 8,
        "the first evaluation blocks too ({first} of 8): the test shows nothing"
    );
}

/// The tree is kept between decisions (`Params::reuse`): the meeple decision after a placement
/// starts from the placement's subtree, and the next turn from the subtree of the opponent's
/// move with the tile it drew; without reuse every decision starts from nothing.
#[test]
fn mcts_reuses_its_tree() {
    let mut game = Game::new(&setup(8, &["base"], 2)).unwrap();
    let mut kept = Mcts::new(3, Budget::Sims(400));
    let mut fresh = Mcts::with_params(
        3,
        Budget::Sims(400),
        Params {
            reuse: false,
            ..Params::default()
        },
    );
    let mut reused = 0;
    let mut decisions = 0;
    for _ in 0..30 {
        if game.phase() == Phase::GameOver {
            break;
        }
        let legal = game.legal_actions();
        let a = kept.decide(&game).unwrap();
        assert!(legal.contains(&a));
        if legal.len() > 1 {
            decisions += 1;
            if kept.stats().reused > 0 {
                reused += 1;
            }
            fresh.decide(&game).unwrap();
            assert_eq!(fresh.stats().reused, 0);
        }
        game.play(a).unwrap();
    }
    // Most decisions found their position in the tree of the one before.
    assert!(
        decisions > 10 && reused * 2 > decisions,
        "{reused} of {decisions}"
    );
}

/// A game of all sets a few turns in (greedy players), its next decision with several moves.
fn a_game_under_way(seed: u64) -> Game {
    let mut game = Game::new(&setup(seed, &["base", "gcc", "sc"], 2)).unwrap();
    let mut players: Vec<_> = (0..2).map(|s| Spec::Greedy(0.0).build(s)).collect();
    while game.log().len() < 12 || game.legal_actions().len() < 2 {
        let a = players[game.current_player().index()]
            .decide(&game)
            .unwrap();
        game.play(a).unwrap();
    }
    game
}

/// A decision thought in slices (the page's worker) runs the same simulations as one
/// `decide`: with a number of simulations and a seed it decides the same move, its progress
/// grows to done, and its tally counts each simulation once at the root.
#[test]
fn thinking_in_slices_decides_as_one_search() {
    for seed in [1, 2, 3] {
        let game = a_game_under_way(seed);
        let whole = Mcts::new(seed, Budget::Sims(200)).decide(&game).unwrap();
        let mut t = Thinking::new(&game, "mcts:200sims", seed).unwrap();
        let mut last = t.progress();
        assert!(!last.done);
        assert_eq!(t.suggestion(), Err(AiError::NotDone));
        while !last.done {
            // a slice of a millisecond: several slices, whatever the machine's speed
            let p = t.step(1.0);
            assert!(p.fraction >= last.fraction && p.simulations >= last.simulations);
            last = p;
        }
        assert_eq!((last.simulations, last.fraction), (200, 1.0));
        let s = t.suggestion().unwrap();
        assert_eq!(s.action, game.action_spec(whole), "seed {seed}");
        assert_eq!(t.tally().visits.iter().sum::<u32>(), 200);
        assert_eq!(t.tally().visits.len(), game.legal_actions().len());
    }
    // a player that does not search decides at once
    let game = a_game_under_way(4);
    let t = Thinking::new(&game, "greedy", 1).unwrap();
    assert!(t.progress().done);
    assert!(t.suggestion().is_ok());
    assert_eq!(
        Thinking::new(&game, "mcts:2x10sims", 1).err(),
        Some(AiError::OneTree("mcts:2x10sims".into()))
    );
}

/// Root-parallel search: a forest of one tree plays as the search does; the page's way (one
/// tree a worker, their tallies summed by `merged`) decides as the native forest does; the
/// summed visits are each tree's simulations; tallies that do not fit the game are refused.
#[test]
fn forests_merge_their_trees() {
    for seed in [5, 6] {
        let game = a_game_under_way(seed);
        let one = Forest::new(seed, 1, Budget::Sims(150)).decide(&game);
        assert_eq!(one, Mcts::new(seed, Budget::Sims(150)).decide(&game));
        let mut forest = Forest::new(seed, 3, Budget::Sims(150));
        let decided = forest.decide(&game).unwrap();
        assert!(game.legal_actions().contains(&decided));
        assert_eq!(forest.compared()[0].action, decided);
        let visits: u32 = forest.compared().iter().map(|c| c.visits).sum();
        assert_eq!(visits, 3 * 150);
        // the page's way
        let mut sum = Tally::default();
        for i in 0..3 {
            let mut t = Thinking::new(&game, "mcts:150sims", tree_seed(seed, i)).unwrap();
            while !t.step(5.0).done {}
            sum.fit(t.tally().visits.len());
            for (j, (&v, &w)) in t.tally().visits.iter().zip(&t.tally().wins).enumerate() {
                sum.visits[j] += v;
                sum.wins[j] += w;
            }
        }
        let s = merged(&game, &sum, 450, 1.0).unwrap();
        assert_eq!(s.action, game.action_spec(decided), "seed {seed}");
        assert_eq!(s.compared[0].visits, forest.compared()[0].visits);
        // refused: a tally of another length, or with no visit
        let mut short = sum.clone();
        short.visits.pop();
        short.wins.pop();
        assert_eq!(merged(&game, &short, 1, 1.0), Err(AiError::BadTally));
        let mut none = sum.clone();
        none.visits.iter_mut().for_each(|v| *v = 0);
        assert_eq!(merged(&game, &none, 1, 1.0), Err(AiError::BadTally));
    }
}

/// The levels a page offers are players the engine reads, each tree one the page may ask for.
#[test]
fn levels_are_players() {
    for l in LEVELS {
        // as the page gets it and hands it back
        let spec: Spec = l.player.to_string().parse().unwrap();
        assert_eq!(spec, l.player, "{}", l.id);
        assert!(matches!(spec, Spec::Greedy(_) | Spec::Mcts(_)), "{}", l.id);
        assert!((1..=MAX_TREES).contains(&l.trees));
    }
    assert_eq!(HINT.to_string().parse::<Spec>(), Ok(HINT));
    assert_eq!(
        serde_json::to_value(LEVELS[1]).unwrap()["player"],
        "mcts:300ms"
    );
}

/// Two orders of a turn's ghost moves that reach the same position share one node
/// (`Params::transpose`): in a ghost phase of several moves the search links a move to the
/// node another order reached (none without), and the decision it makes is legal.
#[test]
fn orders_of_ghost_moves_share_their_node() {
    // a ghost decision followed by another in the same turn, whose two orders meet
    let mut found = None;
    'seeds: for seed in 0..40 {
        let mut game = Game::new(&setup(seed, &["base", "gcc", "sc"], 2)).unwrap();
        let mut greedy = Greedy::new(seed, 3.0);
        while game.phase() != Phase::GameOver {
            let legal = game.legal_actions();
            if game.phase() == Phase::Ghosts && legal.len() >= 2 {
                let after = |a: Action, b: Action| {
                    let mut g = game.clone();
                    g.play(a).ok()?;
                    (g.phase() == Phase::Ghosts).then_some(())?;
                    g.play(b).ok()?;
                    Some(g.turn_key())
                };
                let (a, b) = (legal[0], legal[1]);
                if after(a, b).is_some() && after(a, b) == after(b, a) {
                    found = Some(game);
                    break 'seeds;
                }
            }
            let a = greedy.decide(&game).unwrap();
            game.play(a).unwrap();
        }
    }
    let game = found.expect("a ghost phase with two moves in either order");
    let shared = |transpose: bool| {
        let params = Params {
            transpose,
            ..Params::default()
        };
        let mut m = Mcts::with_params(7, Budget::Sims(400), params);
        let a = m.decide(&game).unwrap();
        assert!(game.legal_actions().contains(&a));
        m.stats().shared
    };
    let (merged, apart) = (shared(true), shared(false));
    assert!(merged > 0, "{merged} links to a node another order reached");
    assert_eq!(apart, 0);
}

/// With [`Params::top_up`] the actions scored at a node are kept for its next expansions: a
/// search scores far fewer positions for as many simulations (a placement's later expansions
/// score `top_up` more instead of `sample` afresh, a meeple's or a ghost's each action once),
/// and a leaf its expansion scored is not scored again.
#[test]
fn scored_actions_are_kept_at_their_node() {
    for seed in [4, 9] {
        let game = a_game_under_way(seed);
        let run = |top_up| {
            let params = Params {
                top_up,
                ..Params::default()
            };
            let mut m = Mcts::with_params(5, Budget::Sims(1000), params);
            assert!(m.decide(&game).is_some());
            m.stats()
        };
        let (kept, afresh) = (run(2), run(0));
        assert_eq!((kept.simulations, afresh.simulations), (1000, 1000));
        eprintln!(
            "{seed}: {} kept, {} afresh",
            kept.evaluations, afresh.evaluations
        );
        assert!(
            kept.evaluations * 10 < afresh.evaluations * 9,
            "{} kept, {} afresh",
            kept.evaluations,
            afresh.evaluations
        );
    }
}

/// `Evaluator::stealable_cells` finds the stolen city's cell for Red (its last open cell, which
/// Blue's second city touches: a corner there would give Blue the joined city) and not after
/// Red's block, nor for Blue (issue 42).
#[test]
fn the_stolen_citys_cell_is_stealable_until_the_block() {
    let game = crate::Scenario::from_json(STOLEN_CITY)
        .unwrap()
        .start()
        .unwrap();
    let mut ev = Evaluator::default();
    let red = game.current_player().0 as usize;
    assert_eq!(
        ev.stealable_cells(&game, red),
        vec![crate::board::Pos::new(1, 0)]
    );
    assert_eq!(ev.stealable_cells(&game, 1 - red), vec![]);
    let block = game
        .legal_actions()
        .into_iter()
        .find(|&a| blocks(Some(a)))
        .unwrap();
    let mut g = game.clone();
    g.play(block).unwrap();
    assert_eq!(ev.stealable_cells(&g, red), vec![]);
}
