//! `analyse`: every decision of a game weighed. The values agree with each other (the best is
//! at least as good as the played, the loss is their difference, the class follows the loss),
//! and in a small endgame solved exhaustively a decision that throws the game away is a blunder
//! while the winning one is the best.

use marum_core::ai::Level;
use marum_core::analysis::{Analyser, Class, analyse, analyse_from};
use marum_core::captions::{
    better_sentence, hint_sentence, move_preview, what_it_does, why_better,
};
use marum_core::locale::Language;
use marum_core::rules::{Decision, Game, Konbi, MkRelay, Options, Player, Position, Variant};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

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
        analyse_from(
            Game::from_position(position, Options::default()),
            &[decision],
            Level::Master,
        )
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

/// The endgame above, in words: the hint and the review say what each pit does at once.
#[test]
fn the_review_the_hint_and_the_coach_say_why_in_the_games_words() {
    let en = Language::English.locale();
    let position = Position::Konbi(Konbi {
        board: [1, 0, 0, 2, 0, 0, 0, 4, 0, 0, 0, 2],
        stores: [26, 27],
        to_move: Player::One,
        over: false,
        relay: MkRelay::Seed,
    });
    let (winning, losing) = (Decision::sow(Player::One, 3), Decision::sow(Player::One, 0));
    assert_eq!(
        what_it_does(en, &position, winning),
        "takes 4 marums by Si-kang-si"
    );
    assert_eq!(
        what_it_does(en, &position, losing),
        "takes 2 marums by Si-kang-si"
    );
    assert_eq!(
        why_better(en, &position, losing, winning, 8.0),
        "Pit 3 takes 4 marums by Si-kang-si; pit 0 takes 2 marums by Si-kang-si."
    );
    assert_eq!(
        hint_sentence(en, &position, winning),
        "Try pit 3: it takes 4 marums by Si-kang-si."
    );
    assert_eq!(
        better_sentence(en, &position, losing, winning, 8.0),
        "Pit 3 was better: it takes 4 marums by Si-kang-si."
    );
    let preview = move_preview(en, &position, losing).unwrap();
    assert_eq!(preview.words, "If chosen, it takes 2 marums by Si-kang-si.");
    assert_eq!(preview.takes_from, [3]);
    assert_eq!(
        move_preview(en, &position, winning).unwrap().takes_from,
        [7]
    );
    let not_legal = Decision::sow(Player::One, 1);
    assert_eq!(
        move_preview(en, &position, not_legal),
        None,
        "pit 1 is empty"
    );
    // The same sentences in Bahasa Melayu, the games' words kept.
    let ms = Language::Malay.locale();
    assert_eq!(
        why_better(ms, &position, losing, winning, 8.0),
        "Lubang 3 mengambil 4 marum melalui Si-kang-si; lubang 0 mengambil 2 marum melalui Si-kang-si."
    );
    assert_eq!(
        hint_sentence(ms, &position, winning),
        "Cuba lubang 3: ia mengambil 4 marum melalui Si-kang-si."
    );
    assert_eq!(
        better_sentence(ms, &position, losing, winning, 8.0),
        "Lubang 3 lebih baik: ia mengambil 4 marum melalui Si-kang-si."
    );
    assert_eq!(
        move_preview(ms, &position, winning).unwrap().words,
        "Jika dipilih, ia mengambil 4 marum melalui Si-kang-si."
    );
    // Pit 1 ends on pit 3, relays from pit 4 and ends in Nungkang before the empty 7 and 8.
    let relaying = Position::Konbi(Konbi {
        board: [0, 2, 0, 1, 2, 0, 0, 0, 0, 0, 0, 0],
        stores: [30, 29],
        to_move: Player::One,
        over: false,
        relay: MkRelay::Seed,
    });
    let sown = what_it_does(en, &relaying, Decision::sow(Player::One, 1));
    assert!(
        sown.contains("relays once") && sown.contains("Nungkang"),
        "{sown}"
    );
    // Pits 3 and 4 both end in Nungkang at once: told apart by what they keep by the end.
    let alike = |language: Language, loss: f32| {
        why_better(
            language.locale(),
            &relaying,
            Decision::sow(Player::One, 3),
            Decision::sow(Player::One, 4),
            loss,
        )
    };
    for (language, loss, said) in [
        (
            Language::English,
            3.0,
            "keeps about 3 more marums by the end",
        ),
        (
            Language::English,
            1.0,
            "keeps about one more marum by the end",
        ),
        (Language::Malay, 1.0, "kira-kira satu marum lagi"),
    ] {
        let sentence = alike(language, loss);
        assert!(sentence.contains(said), "{sentence}");
    }
    // The coach, alike: the better pit would not look better by what it does at once.
    assert_eq!(
        better_sentence(
            en,
            &relaying,
            Decision::sow(Player::One, 3),
            Decision::sow(Player::One, 4),
            3.0
        ),
        "Pit 4 was better: it keeps about 3 more marums by the end."
    );
}

/// Congkak's secret opening choice is judged against every answer, in those words.
#[test]
fn a_secret_opening_choice_is_explained_as_one() {
    let en = Language::English.locale();
    let start = Position::new(Variant::Congkak, &Options::default(), Player::One);
    let sentence = why_better(
        en,
        &start,
        Decision::sow(Player::One, 4),
        Decision::sow(Player::One, 0),
        5.0,
    );
    assert_eq!(
        sentence,
        "Pit 0 is the better secret choice: whatever the other player picks, it keeps about 5 more seeds by the end."
    );
}

/// Congkak's start, and each position after player 2's secret opening choice, with that pit.
fn congkak_start_and_player_2s_choices() -> (Position, Vec<(u8, Position)>) {
    let start = Position::new(Variant::Congkak, &Options::default(), Player::One);
    let chosen = (8..15)
        .map(|theirs| {
            let mut chosen = start;
            let choice = Decision::sow(Player::Two, theirs);
            chosen
                .play(choice, &mut marum_core::rules::NoEvents)
                .unwrap();
            (theirs, chosen)
        })
        .collect();
    (start, chosen)
}

/// A sowing whose one seed in the house is its last says so once: it said "drops 1 into the
/// house and ends in the house (rumah) for another pick".
#[test]
fn a_last_seed_in_the_house_is_told_once() {
    let en = Language::English.locale();
    let mut ending_there = 0;
    for (_, chosen) in congkak_start_and_player_2s_choices().1 {
        // Pit 0's seven seeds end in player 1's house.
        let said = what_it_does(en, &chosen, Decision::sow(Player::One, 0));
        if said.contains("ends in the house") {
            ending_there += 1;
            assert!(!said.contains("drops 1 into the house"), "{said}");
        }
    }
    assert!(ending_there > 0, "pit 0 never ended in the house");
}

/// The hint for a secret choice gives nothing of the other player's away: it reads the same
/// whatever they chose, or before they chose (it told what the pit did against their hidden
/// choice: "… takes 8 seeds by capture"); the pit tells nothing of what it would do.
#[test]
fn a_hint_for_a_secret_choice_keeps_the_other_choice_secret() {
    let en = Language::English.locale();
    let (start, chosen) = congkak_start_and_player_2s_choices();
    let hinted = Decision::sow(Player::One, 0);
    let before = hint_sentence(en, &start, hinted);
    assert_eq!(
        before,
        "Try pit 0: whatever the other player picks, it leaves you best placed."
    );
    assert_eq!(move_preview(en, &start, hinted), None);
    for (theirs, chosen) in chosen {
        assert_eq!(hint_sentence(en, &chosen, hinted), before, "pit {theirs}");
        assert_eq!(move_preview(en, &chosen, hinted), None, "pit {theirs}");
    }
}

/// The coach's word on a secret choice says it was better whatever the other player picks,
/// before or after they chose: "was better" alone read as if the coach had seen their choice.
#[test]
fn the_coach_on_a_secret_choice_keeps_the_other_choice_secret() {
    let en = Language::English.locale();
    let (start, chosen) = congkak_start_and_player_2s_choices();
    let (played, best) = (Decision::sow(Player::One, 3), Decision::sow(Player::One, 1));
    let before = better_sentence(en, &start, played, best, 10.0);
    assert_eq!(
        before,
        "Pit 1 was the better secret choice: whatever the other player picks, it keeps about 10 \
         more seeds by the end."
    );
    for (theirs, chosen) in chosen {
        let after = better_sentence(en, &chosen, played, best, 10.0);
        assert_eq!(after, before, "pit {theirs}");
    }
}

/// The review's analysis runs a decision at a time, counts its progress and stops when told.
#[test]
fn an_analysis_shows_its_progress_and_stops_when_told() {
    let mut rng = SmallRng::seed_from_u64(8);
    let mut game = Game::new(Variant::Congkak, Options::default(), Player::One).unwrap();
    while game.history().len() < 12 {
        let legal = game.decisions();
        game.play(legal.as_slice()[rng.random_range(0..legal.len())])
            .unwrap();
    }
    let record = game.record().unwrap();
    let start = Game::new(record.variant, record.options, record.first).unwrap();
    let stop = Arc::new(AtomicBool::new(false));
    let mut analyser = Analyser::new(start, record.decisions.clone(), Level::Master, stop.clone());
    assert_eq!(analyser.progress(), (0, 12));
    stop.store(true, Ordering::Relaxed);
    // Stopped, Master's second-long search ends at once, and the step still weighs the decision.
    let started = Instant::now();
    assert!(analyser.step().unwrap());
    assert!(
        started.elapsed() < Duration::from_millis(500),
        "{:?}",
        started.elapsed()
    );
    assert_eq!(analyser.progress(), (1, 12));
    assert_eq!(analyser.finish().decisions.len(), 1);
}

/// In the browser a review weighs a millisecond a frame: Master's second for a decision is spread
/// over hundreds of frames, each going on from the last, and a stop ends it at the next slice.
#[test]
fn a_decision_weighed_in_slices_takes_the_levels_time_in_many_slices() {
    let game = Game::new(Variant::MarumKonbi, Options::default(), Player::One).unwrap();
    let mut played = game.clone();
    let decisions: Vec<Decision> = (0..2)
        .map(|_| {
            let decision = played.decisions().as_slice()[1];
            played.play(decision).unwrap();
            decision
        })
        .collect();
    let stop = Arc::new(AtomicBool::new(false));
    let mut analyser = Analyser::new(game, decisions, Level::Master, stop.clone());
    let slice = Some(Duration::from_millis(1));
    let mut slices = 0;
    while analyser.progress().0 == 0 {
        assert!(analyser.step_within(slice).unwrap());
        slices += 1;
    }
    assert!(slices >= 100, "Master's second took only {slices} slices");
    assert!(analyser.step_within(slice).unwrap());
    stop.store(true, Ordering::Relaxed);
    assert!(analyser.step_within(slice).unwrap());
    assert_eq!(analyser.progress(), (2, 2));
    let analysis = analyser.finish();
    for weighed in &analysis.decisions {
        assert!(weighed.best_value >= weighed.value, "{weighed:?}");
        assert_eq!(weighed.best.player, weighed.decision.player);
    }
}
