//! `marum tournament`: two computer levels play paired games (each toss with both seatings).

use crate::ai::{Ai, Level};
use crate::rules::{Decision, Game, GameRecord, Options, Player, Variant};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use serde::Serialize;
use std::time::Duration;
use web_time::Instant;

/// One side's thinking.
#[derive(Clone, Copy, Debug, Default, Serialize)]
pub struct Thinking {
    pub decisions: u64,
    pub nodes: u64,
    pub total_ms: f64,
    pub average_ms: f64,
    pub worst_ms: f64,
    pub nodes_per_second: f64,
}

impl Thinking {
    fn add(&mut self, took: Duration, nodes: u64) {
        let ms = took.as_secs_f64() * 1000.0;
        self.decisions += 1;
        self.nodes += nodes;
        self.total_ms += ms;
        self.worst_ms = self.worst_ms.max(ms);
    }

    fn merge(&mut self, other: &Thinking) {
        self.decisions += other.decisions;
        self.nodes += other.nodes;
        self.total_ms += other.total_ms;
        self.worst_ms = self.worst_ms.max(other.worst_ms);
    }

    fn finish(&mut self) {
        self.average_ms = self.total_ms / self.decisions.max(1) as f64;
        self.nodes_per_second = self.nodes as f64 / (self.total_ms / 1000.0).max(1e-9);
    }
}

#[derive(Clone, Debug, Serialize)]
pub struct Report {
    pub variant: Variant,
    pub a: Level,
    pub b: Level,
    pub games: u64,
    /// From `a`'s side.
    pub wins: u64,
    pub draws: u64,
    pub losses: u64,
    pub score: f64,
    pub elo: f64,
    /// Half-width of the 95% interval of `elo`.
    pub elo_error: f64,
    pub thinking_a: Thinking,
    pub thinking_b: Thinking,
}

/// The Elo difference that `score` implies (clamped away from 0 and 1).
fn elo(score: f64) -> f64 {
    let s = score.clamp(0.001, 0.999);
    -400.0 * (1.0 / s - 1.0).log10()
}

#[derive(Default)]
struct Tally {
    wins: u64,
    draws: u64,
    losses: u64,
    thinking: [Thinking; 2],
}

/// Random decisions that open both games of a pair, so that deterministic levels do not replay
/// the same few games (as many as the game's description says: its first move, or both secret choices).
fn random_opening(
    variant: Variant,
    options: Options,
    first: Player,
    rng: &mut SmallRng,
) -> Vec<Decision> {
    let mut game = Game::new(variant, options, first).expect("valid options");
    let length = variant.describe().random_opening;
    while game.history().len() < length && !game.position().is_over() {
        let legal = game.decisions();
        let pick = *legal.as_slice().choose(rng).expect("someone decides");
        game.play_with(pick, &mut crate::rules::NoEvents)
            .expect("a listed decision");
    }
    game.history().to_vec()
}

/// Plays one game: `seats[i]` decides for player i + 1. Returns the winner's seat index.
fn play_game(
    game: &mut Game,
    seats: [&mut Ai; 2],
    thinking: &mut [Thinking; 2],
    ai_index: [usize; 2],
    rng: &mut SmallRng,
) -> Option<usize> {
    let mut seats = seats;
    for seat in seats.iter_mut() {
        seat.new_game();
    }
    while !game.position().is_over() {
        let player = game.position().next_to_decide();
        let ai = &mut seats[player.index()];
        let nodes_before = ai.nodes();
        let started = Instant::now();
        let decision = ai
            .decide(game, player, rng)
            .expect("a player who must decide can");
        thinking[ai_index[player.index()]].add(started.elapsed(), ai.nodes() - nodes_before);
        game.play_with(decision, &mut crate::rules::NoEvents)
            .expect("the AI decides legally");
    }
    game.position().winner().map(Player::index)
}

/// Plays `pairs` pairs of games in each of `threads` threads.
fn play_pairs(
    variant: Variant,
    options: Options,
    a: Level,
    b: Level,
    pairs: u64,
    seed: u64,
) -> Tally {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut tally = Tally::default();
    let (mut ai_a, mut ai_b) = (Ai::new(a), Ai::new(b));
    for pair in 0..pairs {
        let first = if pair % 2 == 0 {
            Player::One
        } else {
            Player::Two
        };
        let opening = random_opening(variant, options, first, &mut rng);
        for a_seat in [0, 1] {
            let mut game = Game::replay(&GameRecord {
                variant,
                options,
                first,
                decisions: opening.clone(),
            })
            .expect("the opening was just played");
            let (seats, ai_index) = if a_seat == 0 {
                ([&mut ai_a, &mut ai_b], [0, 1])
            } else {
                ([&mut ai_b, &mut ai_a], [1, 0])
            };
            match play_game(&mut game, seats, &mut tally.thinking, ai_index, &mut rng) {
                Some(seat) if seat == a_seat => tally.wins += 1,
                Some(_) => tally.losses += 1,
                None => tally.draws += 1,
            }
        }
    }
    tally
}

/// Plays `games` games (rounded up to pairs) on every core.
pub fn run(
    variant: Variant,
    options: Options,
    a: Level,
    b: Level,
    games: u64,
    seed: u64,
) -> Result<Report, String> {
    options.check_for(variant)?;
    let pairs = games.div_ceil(2).max(1);
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get() as u64)
        .min(pairs);
    let tallies: Vec<Tally> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let share = pairs / threads + u64::from(t < pairs % threads);
                scope.spawn(move || play_pairs(variant, options, a, b, share, seed.wrapping_add(t)))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a tournament thread"))
            .collect()
    });
    let mut total = Tally::default();
    for tally in &tallies {
        total.wins += tally.wins;
        total.draws += tally.draws;
        total.losses += tally.losses;
        for side in 0..2 {
            total.thinking[side].merge(&tally.thinking[side]);
        }
    }
    for thinking in &mut total.thinking {
        thinking.finish();
    }
    let played = total.wins + total.draws + total.losses;
    let score = (total.wins as f64 + total.draws as f64 / 2.0) / played as f64;
    let spread = 1.96 * (score * (1.0 - score) / played as f64).sqrt();
    Ok(Report {
        variant,
        a,
        b,
        games: played,
        wins: total.wins,
        draws: total.draws,
        losses: total.losses,
        score,
        elo: elo(score),
        elo_error: (elo(score + spread) - elo(score - spread)) / 2.0,
        thinking_a: total.thinking[0],
        thinking_b: total.thinking[1],
    })
}

impl Report {
    pub fn print(&self) {
        println!(
            "{}: {} vs {}, {} games: {} wins, {} draws, {} losses",
            self.variant.name(),
            self.a.name(),
            self.b.name(),
            self.games,
            self.wins,
            self.draws,
            self.losses
        );
        println!(
            "score {:.1}%   Elo difference {:+} ± {:.0}",
            self.score * 100.0,
            // Whole numbers, so that an even score reads +0, not -0.
            self.elo.round() as i64,
            self.elo_error
        );
        for (level, thinking) in [(self.a, &self.thinking_a), (self.b, &self.thinking_b)] {
            println!(
                "{:<9} {} decisions, average {:.1} ms, worst {:.1} ms, {:.0} nodes/s",
                level.name(),
                thinking.decisions,
                thinking.average_ms,
                thinking.worst_ms,
                thinking.nodes_per_second
            );
        }
    }
}
