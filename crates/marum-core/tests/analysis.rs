//! `analyse`: every decision of a game weighed. The values agree with each other (the best is
//! at least as good as the played, the loss is their difference, the class follows the loss),
//! and in a small endgame solved exhaustively a decision that throws the game away is a blunder
//! while the winning one is the best.

use marum_core::ai::Level;
use marum_core::analysis::{Class, analyse, analyse_from};
use marum_core::rules::{Decision, Game, Konbi, MkRelay, Player, Position, Variant};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

#[test]
fn a_games_decisions_are_weighed_consistently() {
    let mut rng = SmallRng::seed_from_u64(5);
    for variant in Variant::ALL {
        let mut game = Game::new(variant, Default::default(), Player::One).unwrap();
        while !game.position().is_over() && game.history().len() < 30 {
            let legal = game.decisions();
            game.play(legal.as_slice()[rng.random_range(0..legal.len())])
                .unwrap();
        }
        let analysis = analyse(&game.record().unwrap(), Level::Easy).unwrap();
        assert_eq!(analysis.decisions.len(), game.history().len());
        for (weighed, &played) in analysis.decisions.iter().zip(game.history()) {
            assert_eq!(weighed.decision, played);
            assert!(weighed.best_value >= weighed.value, "{weighed:?}");
            assert!((weighed.loss - (weighed.best_value - weighed.value)).abs() < 1e-4);
            assert_eq!(weighed.class, Class::of(weighed.loss));
            if weighed.class == Class::Best {
                assert_eq!(weighed.best, weighed.decision);
            } else {
                assert_ne!(weighed.best, weighed.decision);
                assert_eq!(weighed.best.player, weighed.decision.player);
            }
        }
        for accuracy in analysis.accuracy.into_iter().flatten() {
            assert!((0.0..=100.0).contains(&accuracy));
        }
    }
}

/// Marum Konbi with 9 marums left, player 1 to move: sowing pit 3 (two marums: into 4, then
/// Pi) stops before the empty pit 6 and takes pit 7's four by Si-kang-si; sowing pit 0 takes only
/// pit 3's two and leaves pit 7's four to player 2. The game is short enough for Master's search
/// to play it out to the end, so the values are exact.
#[test]
fn in_a_solved_endgame_the_winning_move_is_best_and_the_losing_one_a_blunder() {
    let board = [1, 0, 0, 2, 0, 0, 0, 4, 0, 0, 0, 2];
    let position = Position::Konbi(Konbi {
        board,
        stores: [26, 27],
        to_move: Player::One,
        over: false,
        relay: MkRelay::Seed,
    });
    let weigh = |pit| {
        let decision = Decision::sow(Player::One, pit);
        analyse_from(position, &[decision], Level::Master)
            .unwrap()
            .decisions[0]
            .clone()
    };
    let winning = weigh(3);
    assert_eq!(winning.class, Class::Best, "{winning:?}");
    assert!(winning.value > 0.0, "{winning:?}");
    let losing = weigh(0);
    assert_eq!(losing.best, Decision::sow(Player::One, 3), "{losing:?}");
    assert!(
        losing.loss > 6.0 && losing.class == Class::Blunder,
        "{losing:?}"
    );
}
