//! `marum selfplay`: random games at full speed, with the count of every rule event. The game
//! crate plays the same games through its headless rules plugin with the same counting.

use crate::rules::{DecisionList, Event, EventSink, Game, Options, Player, Position, Variant};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use serde::Serialize;
use web_time::Instant;

/// The rule events counted, as a report names them, in the order of a tally's counters.
const COUNTED: [&str; 13] = [
    "drops",
    "relays",
    "captures",
    "nungkangs",
    "quiet_stops",
    "endless_relays",
    "partitions",
    "passes",
    "house_bonuses",
    "dead_pits",
    "buy_backs",
    "hands_meeting",
    "repetition_endings",
];

/// How often each rule event happened, reported by the names of [`COUNTED`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// One counter per counted event, and a last one for every other event, never reported:
    /// counting goes without a branch on the event, which random games would mispredict.
    counts: [u64; COUNTED.len() + 1],
}

impl Tally {
    /// The counter an event goes to.
    #[inline]
    fn slot(event: &Event) -> usize {
        match event {
            Event::Drop { .. } => 0,
            Event::Relay { .. } => 1,
            Event::Capture { .. } => 2,
            Event::Nungkang { .. } => 3,
            Event::QuietStop { .. } => 4,
            Event::EndlessRelay { .. } => 5,
            Event::Partition { .. } => 6,
            Event::Pass { .. } => 7,
            Event::HouseBonus { .. } => 8,
            Event::PitDies { .. } => 9,
            Event::BuyBack { .. } => 10,
            Event::HandsMeet { .. } => 11,
            Event::Repetition => 12,
            _ => COUNTED.len(),
        }
    }
}

impl Serialize for Tally {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut report = serializer.serialize_struct("Tally", COUNTED.len())?;
        for (name, count) in COUNTED.iter().zip(self.counts) {
            report.serialize_field(name, &count)?;
        }
        report.end()
    }
}

impl EventSink for Tally {
    type Mark = Tally;
    const EACH_DROP: bool = false;

    #[inline]
    fn count_drops(&mut self, seeds: u8) {
        self.counts[0] += u64::from(seeds);
    }

    #[inline]
    fn push(&mut self, event: Event) {
        self.counts[Tally::slot(&event)] += 1;
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
