//! Perfect endgames: the exact search agrees with a plain exhaustive minimax over whole games —
//! every decision of both players to the very end, the repetition rule applied by `Game` itself —
//! on random small positions of both games, reached by random play (with the game's history) and
//! built by hand; and Master plays the exact best there.

use marum_core::ai::endgame::{
    ENDGAME_SEEDS, Endgame, NODE_BUDGET, benchmark, margin, random_small_game,
};
use marum_core::ai::{Ai, Level};
use marum_core::analysis::{Analyser, analyse_from};
use marum_core::rules::{
    Congkak, Decision, Event, Game, Konbi, MkRelay, NoEvents, Options, Player, Position, Variant,
};
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// How much of a game tree the plain minimax tries before giving a position up: Congkak's
/// buy-backs put the houses' seeds back on the board, so few seeds there is not a small game.
struct Reach {
    nodes: u64,
    depth: u32,
}

const MOST_NODES: u64 = 300_000;
const MOST_PLIES: u32 = 300;

/// The final margin from player 1's side with best play, by trying everything; `None` if the
/// tree is larger than `Reach` allows.
fn minimax(game: &Game, reach: &mut Reach) -> Option<i32> {
    let position = game.position();
    if position.is_over() {
        return Some(margin(position));
    }
    reach.nodes += 1;
    if reach.nodes > MOST_NODES || reach.depth > MOST_PLIES {
        return None;
    }
    let player = position.next_to_decide();
    let mut best: Option<i32> = None;
    for decision in game.decisions().of(player) {
        let mut child = game.clone();
        child.play_with(decision, &mut NoEvents).unwrap();
        reach.depth += 1;
        let value = minimax(&child, reach);
        reach.depth -= 1;
        let value = value?;
        best = Some(match (best, player) {
            (None, _) => value,
            (Some(b), Player::One) => b.max(value),
            (Some(b), Player::Two) => b.min(value),
        });
    }
    best
}

/// Each decision of the player due with its exact margin from that player's side, by minimax.
fn minimax_weighed(game: &Game) -> Option<Vec<(Decision, i32)>> {
    let player = game.position().next_to_decide();
    let sign = if player == Player::One { 1 } else { -1 };
    let mut reach = Reach { nodes: 0, depth: 0 };
    game.decisions()
        .of(player)
        .map(|decision| {
            let mut child = game.clone();
            child.play_with(decision, &mut NoEvents).unwrap();
            Some((decision, sign * minimax(&child, &mut reach)?))
        })
        .collect()
}

/// A hand-built position with `seeds` scattered over the board, the rest in the stores.
fn scattered(variant: Variant, seeds: u32, rng: &mut SmallRng) -> Game {
    let to_move = *Player::BOTH.choose(rng).unwrap();
    let position = match variant {
        Variant::MarumKonbi => {
            let mut board = [0u8; 12];
            for _ in 0..seeds {
                board[rng.random_range(0..12)] += 1;
            }
            let rest = 62 - board.iter().sum::<u8>();
            let first = rng.random_range(rest / 2 - 3..=rest / 2 + 3);
            let relay = *[MkRelay::Seed, MkRelay::NextPit].choose(rng).unwrap();
            Position::Konbi(Konbi {
                board,
                stores: [first, rest - first],
                to_move,
                over: false,
                relay,
            })
        }
        Variant::Congkak => {
            let mut board = [0u8; 16];
            for _ in 0..seeds {
                let pit = rng.random_range(0..14);
                board[if pit < 7 { pit } else { pit + 1 }] += 1;
            }
            let rest = 98 - board.iter().sum::<u8>();
            board[7] = rng.random_range(rest / 2 - 3..=rest / 2 + 3);
            board[15] = rest - board[7];
            // A dead pit or two, kept empty of all but the seed that killed it.
            let dead: Vec<u8> = (0..rng.random_range(0..3))
                .map(|_| *[1u8, 4, 9, 12].choose(rng).unwrap())
                .collect();
            Position::Congkak(Congkak::in_play(board, &dead, to_move, rng.random()))
        }
    };
    Game::from_position(position, Options::default())
}

#[test]
fn the_exact_search_agrees_with_exhaustive_minimax() {
    let mut rng = SmallRng::seed_from_u64(30);
    for variant in Variant::ALL {
        let (mut compared, mut repeated) = (0, 0);
        for attempt in 0.. {
            if compared == 1000 {
                break;
            }
            assert!(
                attempt < 100_000,
                "{variant:?}: only {compared} small enough"
            );
            let game = if attempt % 2 == 0 {
                random_small_game(variant, 4, &mut rng)
            } else {
                Some(scattered(variant, rng.random_range(1..=4), &mut rng))
            };
            let Some(game) = game.filter(Endgame::applies) else {
                continue;
            };
            let player = game.position().next_to_decide();
            if game.decisions().of(player).next().is_none() {
                continue;
            }
            let Some(expected) = minimax_weighed(&game) else {
                continue;
            };
            let mut endgame = Endgame::new(u64::MAX);
            let exact = endgame
                .weigh(&game, player)
                .expect("a tree minimax could try");
            assert_eq!(
                exact,
                expected,
                "{variant:?}, {player} to decide in {:?} after {:?}",
                game.position(),
                game.history()
            );
            repeated += usize::from(ends_by_repetition(&game));
            compared += 1;
        }
        // In Marum Konbi the repetition rule must have decided some of them, or it was not
        // tested; Congkak's small trees seldom come back to a turn start (every lap feeds a house).
        assert!(
            variant == Variant::Congkak || repeated > 0,
            "{variant:?}: no compared position reached a repetition"
        );
        eprintln!("{variant:?}: {compared} positions compared, {repeated} with a repetition");
    }
}

/// Whether some line of play from `game` ends by the repetition rule.
fn ends_by_repetition(game: &Game) -> bool {
    let position = game.position();
    if position.is_over() {
        return false;
    }
    game.decisions()
        .of(position.next_to_decide())
        .any(|decision| {
            let mut child = game.clone();
            let events = child.play(decision).unwrap();
            events.contains(&Event::Repetition) || ends_by_repetition(&child)
        })
}

#[test]
fn master_plays_the_exact_best_in_small_endgames() {
    let mut rng = SmallRng::seed_from_u64(31);
    for variant in Variant::ALL {
        let mut tested = 0;
        while tested < 30 {
            let Some(game) = random_small_game(variant, ENDGAME_SEEDS.min(6), &mut rng) else {
                continue;
            };
            let player = game.position().next_to_decide();
            let Some(weighed) = minimax_weighed(&game) else {
                continue;
            };
            let best = weighed.iter().map(|&(_, v)| v).max().unwrap();
            if weighed.iter().all(|&(_, v)| v == best) {
                continue;
            }
            let decision = Ai::new(Level::Master)
                .decide(&game, player, &mut rng)
                .unwrap();
            let value = weighed.iter().find(|(d, _)| *d == decision).unwrap().1;
            assert_eq!(
                value, best,
                "{variant:?}: Master chose {decision:?} in {weighed:?}"
            );
            tested += 1;
        }
    }
}

/// A random Marum Konbi position with at most `ENDGAME_SEEDS` on the board whose exact solution
/// takes many positions (far more than a millisecond's work) but a third of the budget at most
/// (slices retrace their way back to where the last one stopped, and that counts), with that
/// solution.
fn a_long_solution(rng: &mut SmallRng) -> (Game, Vec<(Decision, i32)>) {
    loop {
        let Some(game) = random_small_game(Variant::MarumKonbi, ENDGAME_SEEDS, rng) else {
            continue;
        };
        let player = game.position().next_to_decide();
        let mut endgame = Endgame::new(NODE_BUDGET);
        if let Some(solution) = endgame.weigh(&game, player)
            && (200_000..NODE_BUDGET / 3).contains(&endgame.nodes)
        {
            return (game, solution);
        }
    }
}

/// The browser works on an exact solution a slice a frame: each slice goes on from what the last
/// one settled (a slice alone could not solve it), and the result is the same.
#[test]
fn an_exact_search_in_slices_goes_on_where_it_stopped() {
    let mut rng = SmallRng::seed_from_u64(32);
    for _ in 0..3 {
        let (game, solution) = a_long_solution(&mut rng);
        let player = game.position().next_to_decide();
        let mut endgame = Endgame::stopped_by(Arc::new(AtomicBool::new(false)));
        let mut slices = 1;
        let sliced = loop {
            let deadline = Instant::now() + Duration::from_millis(1);
            if let Some(found) = endgame.weigh_until(&game, player, Some(deadline)) {
                break found;
            }
            assert!(endgame.can_go_on(), "gave up after {slices} slices");
            slices += 1;
            assert!(slices < 20_000, "no progress from slice to slice");
        };
        assert_eq!(sliced, solution);
        assert!(slices > 1, "solved in one slice: not a test of slices");
    }
}

/// Master thinking a millisecond a frame still plays the exact best in a long endgame.
#[test]
fn master_in_slices_plays_the_exact_best() {
    let mut rng = SmallRng::seed_from_u64(33);
    let (game, solution) = a_long_solution(&mut rng);
    let player = game.position().next_to_decide();
    let best = solution.iter().map(|&(_, v)| v).max().unwrap();
    let mut master = Ai::new(Level::Master);
    let mut deliberation = master.begin(&game, player, &mut rng);
    while !master.think(&game, &mut deliberation, Some(Duration::from_millis(1))) {}
    let chosen = deliberation.choice.unwrap();
    let value = solution.iter().find(|(d, _)| *d == chosen).unwrap().1;
    assert_eq!(value, best, "Master chose {chosen:?} in {solution:?}");
}

/// The review in the browser weighs a long endgame a millisecond a frame, exactly: as it does
/// at once.
#[test]
fn the_review_in_slices_weighs_an_endgame_as_at_once() {
    let mut rng = SmallRng::seed_from_u64(34);
    let (game, solution) = a_long_solution(&mut rng);
    let decisions: Vec<Decision> = solution.iter().map(|&(d, _)| d).take(2).collect();
    for decision in decisions {
        let at_once = analyse_from(game.clone(), &[decision], Level::Master).unwrap();
        let stop = Arc::new(AtomicBool::new(false));
        let mut analyser = Analyser::new(game.clone(), vec![decision], Level::Master, stop);
        let mut slices = 0;
        while analyser.progress().0 == 0 {
            assert!(
                analyser
                    .step_within(Some(Duration::from_millis(1)))
                    .unwrap()
            );
            slices += 1;
        }
        assert!(slices > 1, "weighed in one slice: not a test of slices");
        assert!(
            !analyser
                .step_within(Some(Duration::from_millis(1)))
                .unwrap()
        );
        assert_eq!(analyser.finish(), at_once);
    }
}

#[test]
fn the_benchmark_says_when_so_few_seeds_are_out_of_reach() {
    for variant in [Variant::MarumKonbi, Variant::Congkak] {
        let error = benchmark(variant, 0, 3, 1).expect_err("no game comes down to no seeds");
        assert!(error.contains("ask for more seeds"), "{error}");
        let usual = benchmark(variant, ENDGAME_SEEDS, 3, 1);
        assert!(usual.is_ok(), "{usual:?}");
    }
}
