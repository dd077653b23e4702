//! Master's study of its opponent and the traps it sets: the look-ahead an opponent plays by is
//! found from its decisions, and a trap is set only when no win is there and never at the price
//! of a draw or better.

use marum_core::ai::endgame::margin;
use marum_core::ai::opponent::{OpponentModel, Trap, TrapStage, trap_choice};
use marum_core::ai::search::{Evaluation, Limits, Searcher, WIN, evaluate, finished};
use marum_core::ai::{Ai, Level};
use marum_core::rules::{
    Action, Decision, DecisionList, Game, NoEvents, Options, Player, Position, Variant,
};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// A plain store-counting search of `depth` decisions, as simple mancala programs play.
fn plain(depth: u32) -> Limits {
    Limits {
        max_depth: depth,
        time: None,
        enhanced: false,
        evaluation: Evaluation::Stores,
    }
}

/// A game of `variant` in which player two plays by a plain look-ahead of `depth` and player
/// one at random, for at most `decisions` decisions.
fn game_against_look_ahead(variant: Variant, depth: u32, seed: u64, decisions: usize) -> Game {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut game = Game::new(variant, Options::default(), Player::One).unwrap();
    let mut searcher = Searcher::new(Arc::new(AtomicBool::new(false)));
    while !game.position().is_over() && game.history().len() < decisions {
        let player = game.position().next_to_decide();
        let both_due = game.position().is_awaiting(player.other());
        let decision = if player == Player::Two && !both_due {
            searcher
                .best(game.position(), &plain(depth))
                .unwrap()
                .decision
        } else {
            let mut list = DecisionList::new();
            game.position().decisions(&mut list);
            let mine: Vec<Decision> = list.of(player).collect();
            *mine.choose(&mut rng).unwrap()
        };
        game.play_with(decision, &mut NoEvents).unwrap();
    }
    game
}

#[test]
fn the_look_ahead_an_opponent_plays_by_is_found_from_its_decisions() {
    for variant in Variant::ALL {
        for depth in [2, 6] {
            let game = game_against_look_ahead(variant, depth, 7 + u64::from(depth), 40);
            let mut model = OpponentModel::new(Arc::new(AtomicBool::new(false)));
            assert_eq!(
                model.likely_look_aheads().len(),
                8,
                "before any decision, any look-ahead"
            );
            assert!(model.study(&game, Player::Two, None));
            let likely = model.likely_look_aheads();
            assert!(
                likely.contains(&depth),
                "{variant:?}: a depth-{depth} player seen as {likely:?}"
            );
            assert!(
                likely.len() < 8,
                "{variant:?}: a whole game of a depth-{depth} player told nothing ({likely:?})"
            );
            // A different game (a new one, or an undo) is studied afresh, not added to the last.
            let other = game_against_look_ahead(variant, 8 - depth, 100 + u64::from(depth), 40);
            assert!(model.study(&other, Player::Two, None));
            assert!(model.likely_look_aheads().contains(&(8 - depth)));
        }
    }
}

/// The play Master expects, searched plainly: `master` takes its best decision, the opponent
/// answers as the worst for `master` of the `look_aheads`; `position`'s value from `master`'s
/// side `depth` decisions on.
fn expected_play(
    model: &mut OpponentModel,
    look_aheads: &[u32],
    position: &Position,
    master: Player,
    depth: i32,
) -> i32 {
    let sign = if master == Player::One { 1 } else { -1 };
    if position.is_over() {
        return sign * finished(margin(position));
    }
    if depth == 0 {
        return sign * evaluate(position, Evaluation::Stores);
    }
    let opponent = master.other();
    let choices: Vec<Decision> = if position.is_awaiting(opponent) && !position.is_awaiting(master)
    {
        look_aheads
            .iter()
            .filter_map(|&look_ahead| model.answer(position, look_ahead))
            .collect()
    } else {
        let mut list = DecisionList::new();
        position.decisions(&mut list);
        list.of(master).collect()
    };
    let values = choices.into_iter().map(|decision| {
        let mut child = *position;
        child.play(decision, &mut NoEvents).unwrap();
        expected_play(model, look_aheads, &child, master, depth - 1)
    });
    if position.is_awaiting(master) {
        values.max().unwrap()
    } else {
        values.min().unwrap()
    }
}

/// Master's search (table, move ordering, stores) limited to `depth` decisions, not to time.
fn searched(depth: u32) -> Limits {
    Limits {
        max_depth: depth,
        time: None,
        enhanced: true,
        evaluation: Evaluation::Stores,
    }
}

/// `master`'s trap stage in `game`, worked to the end with Master's search limited to `depth`
/// decisions; with the opponent model it studied.
fn trap_stage(game: &Game, master: Player, depth: u32) -> (TrapStage, OpponentModel) {
    let stop = Arc::new(AtomicBool::new(false));
    let (mut searcher, mut model) = (Searcher::new(stop.clone()), OpponentModel::new(stop));
    let mut stage = TrapStage::new(game.position(), master, Duration::from_secs(60));
    assert!(stage.work(
        &mut searcher,
        &mut model,
        game,
        master,
        &searched(depth),
        None
    ));
    (stage, model)
}

#[test]
fn a_trap_is_weighed_by_the_whole_expected_play_not_only_the_first_answer() {
    let mut checked = 0;
    for variant in Variant::ALL {
        for seed in 0..6 {
            let game = game_against_look_ahead(variant, 3, 40 + seed, 10 + seed as usize);
            let master = Player::One;
            if game.position().is_over() || game.position().is_awaiting(master.other()) {
                continue;
            }
            let (stage, mut model) = trap_stage(&game, master, 5);
            let weighed = stage.weighed().unwrap();
            let look_aheads = model.likely_look_aheads();
            for trap in &weighed.traps {
                let mut child = *game.position();
                child.play(trap.decision, &mut NoEvents).unwrap();
                let depth = weighed.depth as i32 - 1;
                let expected = expected_play(&mut model, &look_aheads, &child, master, depth);
                assert_eq!(
                    trap.predicted, expected,
                    "{variant:?} seed {seed}: {trap:?} (look-aheads {look_aheads:?})"
                );
                checked += 1;
            }
        }
    }
    assert!(checked >= 20, "only {checked} decisions weighed");
}

fn sow(pit: u8) -> Decision {
    Decision {
        player: Player::One,
        action: Action::Sow(pit),
    }
}

fn trap(pit: u8, value: i32, predicted: i32) -> Trap {
    Trap {
        decision: sow(pit),
        value,
        predicted,
    }
}

#[test]
fn a_trap_is_set_only_when_no_win_is_there_and_never_for_less_than_a_draw_in_hand() {
    // A win against the best answers: no trap, however tempting.
    assert_eq!(
        trap_choice(&[trap(0, WIN + 2, WIN + 2), trap(1, 8, WIN + 20)]),
        None
    );
    // A draw in hand is kept: a trap only among decisions that keep it.
    assert_eq!(
        trap_choice(&[trap(0, 0, 0), trap(1, -4, WIN + 6), trap(2, 0, 12)]),
        Some(sow(2))
    );
    assert_eq!(trap_choice(&[trap(0, 0, 0), trap(1, -4, WIN + 6)]), None);
    // Behind: the decision whose likely answer is best, but not a proven loss for it.
    assert_eq!(
        trap_choice(&[
            trap(0, -8, -8),
            trap(1, -20, 12),
            trap(2, -WIN - 2, WIN + 4)
        ]),
        Some(sow(1))
    );
    // Every decision lost against the best answers: the best chance.
    assert_eq!(
        trap_choice(&[trap(0, -WIN - 2, -WIN - 2), trap(1, -WIN - 10, 0)]),
        Some(sow(1))
    );
    // No answer expected to go wrong: no trap.
    assert_eq!(trap_choice(&[trap(0, -8, -8), trap(1, -20, -12)]), None);
}

#[test]
fn a_trap_set_for_an_opponent_who_showed_its_look_ahead_springs() {
    // A Marum Konbi game in which player one plays as `baseline` (a plain look-ahead of six)
    // and player two, Master, is behind against the best answers.
    let mut game = Game::new(Variant::MarumKonbi, Options::default(), Player::One).unwrap();
    for (index, pit) in [3, 7, 0, 9, 2, 8, 1, 6, 0].into_iter().enumerate() {
        let player = if index % 2 == 0 {
            Player::One
        } else {
            Player::Two
        };
        let decision = Decision {
            player,
            action: Action::Sow(pit),
        };
        game.play_with(decision, &mut NoEvents).unwrap();
    }
    let master = Player::Two;
    assert!(game.position().is_awaiting(master));
    let (stage, mut model) = trap_stage(&game, master, 10);
    assert!(model.likely_look_aheads().contains(&6));
    let weighed = stage.weighed().unwrap();
    assert_eq!(weighed.depth, 10);
    let best = weighed.traps.iter().map(|t| t.value).max().unwrap();
    assert!(best < 0, "Master is behind here ({best})");
    let trap = stage.choice().expect("a trap is worth setting");
    let set = weighed.traps.iter().find(|t| t.decision == trap).unwrap();
    assert!(
        set.predicted > best && set.value >= best,
        "{set:?} against {best}"
    );
    // The opponent answers as it was expected to, and Master is better off than the best
    // answers would have left it.
    game.play_with(trap, &mut NoEvents).unwrap();
    let mut rng = SmallRng::seed_from_u64(1);
    let answer = Ai::new(Level::Baseline)
        .decide(&game, Player::One, &mut rng)
        .unwrap();
    assert_eq!(model.answer(game.position(), 6), Some(answer));
    game.play_with(answer, &mut NoEvents).unwrap();
    let mut fresh = Searcher::new(Arc::new(AtomicBool::new(false)));
    let after = -fresh.best(game.position(), &searched(8)).unwrap().value;
    assert!(
        after > best,
        "after the answer {after}, against the best answers {best}"
    );
}
