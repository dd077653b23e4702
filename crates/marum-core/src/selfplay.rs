//! `marum selfplay`: random games at full speed, with the count of every rule event. The game
//! crate plays the same games through its headless rules plugin with the same counting.

use crate::rules::{DecisionList, Event, EventSink, Game, Options, Player, Position, Variant};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use serde::Serialize;
use std::time::Instant;

/// How often each rule event happened.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Tally {
    pub drops: u64,
    pub relays: u64,
    pub captures: u64,
    pub nungkangs: u64,
    pub quiet_stops: u64,
    pub endless_relays: u64,
    pub partitions: u64,
    pub passes: u64,
    pub house_bonuses: u64,
    pub dead_pits: u64,
    pub buy_backs: u64,
    pub hands_meeting: u64,
    pub repetition_endings: u64,
}

impl EventSink for Tally {
    type Mark = Tally;
    const EACH_DROP: bool = false;

    #[inline]
    fn count_drops(&mut self, seeds: u8) {
        self.drops += u64::from(seeds);
    }

    #[inline]
    fn push(&mut self, event: Event) {
        let counter = match event {
            Event::Drop { .. } => &mut self.drops,
            Event::Relay { .. } => &mut self.relays,
            Event::Capture { .. } => &mut self.captures,
            Event::Nungkang { .. } => &mut self.nungkangs,
            Event::QuietStop { .. } => &mut self.quiet_stops,
            Event::EndlessRelay { .. } => &mut self.endless_relays,
            Event::Partition { .. } => &mut self.partitions,
            Event::Pass { .. } => &mut self.passes,
            Event::HouseBonus { .. } => &mut self.house_bonuses,
            Event::PitDies { .. } => &mut self.dead_pits,
            Event::BuyBack { .. } => &mut self.buy_backs,
            Event::HandsMeet { .. } => &mut self.hands_meeting,
            Event::Repetition => &mut self.repetition_endings,
            _ => return,
        };
        *counter += 1;
    }

    fn mark(&self) -> Tally {
        *self
    }

    fn rewind(&mut self, mark: Tally) {
        *self = mark;
    }
}

#[derive(Clone, Debug, Serialize)]
pub struct Report {
    pub variant: Variant,
    pub options: Options,
    pub games: u64,
    pub decisions: u64,
    pub seconds: f64,
    pub games_per_second: f64,
    pub decisions_per_second: f64,
    pub decisions_per_game: f64,
    pub player1_wins: u64,
    pub player2_wins: u64,
    pub draws: u64,
    pub events: Tally,
}

impl Report {
    pub fn print(&self) {
        println!(
            "{} {}: {} games, {} decisions in {:.3} s",
            self.variant.name(),
            serde_json::to_string(&self.options).unwrap_or_default(),
            self.games,
            self.decisions,
            self.seconds
        );
        println!("games/s:            {:.0}", self.games_per_second);
        println!("decisions/s:        {:.0}", self.decisions_per_second);
        println!("decisions per game: {:.1}", self.decisions_per_game);
        let share = |n: u64| 100.0 * n as f64 / self.games.max(1) as f64;
        println!(
            "results:            player 1 {} ({:.1}%), player 2 {} ({:.1}%), draws {} ({:.1}%)",
            self.player1_wins,
            share(self.player1_wins),
            self.player2_wins,
            share(self.player2_wins),
            self.draws,
            share(self.draws)
        );
        if let Ok(serde_json::Value::Object(events)) = serde_json::to_value(self.events) {
            for (name, count) in events {
                println!("  {name:<20}{count}");
            }
        }
    }
}

/// What the games of one run added up to.
#[derive(Default)]
pub struct Totals {
    games: u64,
    decisions: u64,
    wins: [u64; 2],
    draws: u64,
    pub events: Tally,
}

impl Totals {
    pub fn add_game(&mut self, end: &Position, decisions: usize) {
        self.games += 1;
        self.decisions += decisions as u64;
        match end.winner() {
            Some(player) => self.wins[player.index()] += 1,
            None => self.draws += 1,
        }
    }

    pub fn report(self, variant: Variant, options: Options, started: Instant) -> Report {
        let seconds = started.elapsed().as_secs_f64().max(1e-9);
        Report {
            variant,
            options,
            games: self.games,
            decisions: self.decisions,
            seconds,
            games_per_second: self.games as f64 / seconds,
            decisions_per_second: self.decisions as f64 / seconds,
            decisions_per_game: self.decisions as f64 / self.games.max(1) as f64,
            player1_wins: self.wins[0],
            player2_wins: self.wins[1],
            draws: self.draws,
            events: self.events,
        }
    }
}

/// A fair coin toss for who starts.
pub fn toss(rng: &mut SmallRng) -> Player {
    if rng.random() {
        Player::One
    } else {
        Player::Two
    }
}

/// Plays `games` random games from the start, each toss random, and counts what happened.
pub fn run(variant: Variant, options: Options, games: u64, seed: u64) -> Result<Report, String> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut game = Game::new(variant, options, Player::One)?;
    let mut totals = Totals::default();
    let mut legal = DecisionList::new();
    let started = Instant::now();
    for _ in 0..games {
        game.restart(toss(&mut rng));
        while !game.position().is_over() {
            game.position().decisions(&mut legal);
            let pick = legal.as_slice()[rng.random_range(0..legal.len())];
            game.play_with(pick, &mut totals.events)
                .expect("a listed decision is legal");
        }
        totals.add_game(game.position(), game.history().len());
    }
    Ok(totals.report(variant, options, started))
}
