//! Whoever listens, a move is the same: played with every event reported, with only counts kept
//! (`selfplay`'s tally, which takes drops in bulk) or with nothing kept (the AI's searches), every
//! random game goes through the same positions, and the tally counts exactly the events reported.

use marum_core::rules::{Event, EventSink, Game, NoEvents, Options, Player, Variant};
use marum_core::selfplay::Tally;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// The tally a list of events should give.
fn tally_of(events: &[Event]) -> Tally {
    let mut tally = Tally::default();
    for &event in events {
        match event {
            // Counted one by one, as a sink that wants each drop would.
            Event::Drop { .. } => tally.count_drops(1),
            other => tally.push(other),
        }
    }
    tally
}

#[test]
fn every_sink_sees_the_same_game() {
    let mut rng = SmallRng::seed_from_u64(11);
    for variant in Variant::ALL {
        for options in Options::all_for(variant) {
            for _ in 0..300 {
                let mut games = [(); 3].map(|_| Game::new(variant, options, Player::One).unwrap());
                let mut events = Vec::new();
                let mut tally = Tally::default();
                while !games[0].position().is_over() {
                    let legal = games[0].decisions();
                    let pick = legal.as_slice()[rng.random_range(0..legal.len())];
                    games[0].play_with(pick, &mut events).unwrap();
                    games[1].play_with(pick, &mut tally).unwrap();
                    games[2].play_with(pick, &mut NoEvents).unwrap();
                    assert_eq!(games[0].position(), games[1].position());
                    assert_eq!(games[0].position(), games[2].position());
                }
                assert_eq!(tally, tally_of(&events), "{variant:?} {options:?}");
            }
        }
    }
}
