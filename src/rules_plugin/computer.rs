//! Computer seats: each decision is searched in the background, so no frame ever waits for it,
//! and played after a short natural pause. New game, restart, undo and redo cancel searches.

use super::{BackgroundSearch, Match, MoveRequest, Seat, Timing};
use bevy::prelude::*;
use marum_core::ai::Ai;
use marum_core::rules::{Decision, Player};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use std::time::Duration;

/// A generator for the computer seats, seeded for repeatable headless runs.
#[derive(Resource)]
pub struct ComputerRng(pub SmallRng);

impl Default for ComputerRng {
    fn default() -> Self {
        ComputerRng(rand::make_rng())
    }
}

impl ComputerRng {
    pub fn seeded(seed: u64) -> ComputerRng {
        ComputerRng(SmallRng::seed_from_u64(seed))
    }
}

struct SeatSearch {
    player: Player,
    /// The history length the search started from; a different one means it is stale.
    at: usize,
    search: BackgroundSearch,
    /// Time since the decision became due.
    waited: Duration,
    /// The AI and its decision once the search has finished, kept until the pause is over.
    result: Option<(Ai, Option<Decision>)>,
}

/// The computer searches in progress, and each seat's AI between searches.
#[derive(Resource, Default)]
pub struct Thinking {
    searches: Vec<SeatSearch>,
    resting: [Option<Ai>; 2],
}

impl Thinking {
    pub fn is_thinking(&self, player: Player) -> bool {
        self.searches.iter().any(|s| s.player == player)
    }

    /// Stops every search (their results are never played) and forgets what the AIs learnt.
    pub fn cancel_all(&mut self) {
        for seat in self.searches.drain(..) {
            seat.search.cancel();
        }
        self.resting = [None, None];
    }
}

/// Starts a search for every computer seat that must decide while the board is at rest.
pub(super) fn start_searches(
    current: Option<Res<Match>>,
    mut thinking: ResMut<Thinking>,
    mut rng: ResMut<ComputerRng>,
) {
    let Some(current) = current else {
        return;
    };
    if current.is_busy() || current.game().position().is_over() {
        return;
    }
    let at = current.game().history().len();
    for player in current.due(false).collect::<Vec<_>>() {
        let Seat::Computer(level) = current.setup.seats[player.index()] else {
            continue;
        };
        if thinking.is_thinking(player) {
            continue;
        }
        let ai = thinking.resting[player.index()]
            .take()
            .filter(|ai| ai.level == level)
            .unwrap_or_else(|| Ai::new(level));
        let seed: u64 = rng.0.random();
        thinking.searches.push(SeatSearch {
            player,
            at,
            search: BackgroundSearch::start(ai, current.game().clone(), player, seed),
            waited: Duration::ZERO,
            result: None,
        });
    }
}

/// Plays finished searches once the natural pause has passed; stops and drops stale ones.
pub(super) fn play_searched(
    time: Res<Time>,
    timing: Res<Timing>,
    current: Option<Res<Match>>,
    mut thinking: ResMut<Thinking>,
    mut moves: MessageWriter<MoveRequest>,
) {
    let Some(current) = current else {
        thinking.cancel_all();
        return;
    };
    let at = current.game().history().len();
    let pause = timing.scaled(timing.computer_pause);
    let position = current.game().position();
    for seat in &mut thinking.searches {
        seat.waited += time.delta();
        if seat.at != at && !position.is_awaiting(seat.player) {
            seat.search.cancel();
        } else if seat.result.is_none() {
            seat.result = seat.search.finished();
        }
    }
    thinking.searches.retain(|s| !s.search.is_cancelled());
    // Searches are played in the order they started, so that simultaneous decisions (both
    // opening choices) always arrive in the same order, however the threads finish.
    while let Some(seat) = thinking.searches.first_mut() {
        if seat.waited < pause {
            break;
        }
        let Some((ai, found)) = seat.result.take() else {
            break;
        };
        let seat = thinking.searches.remove(0);
        thinking.resting[seat.player.index()] = Some(ai);
        if let Some(decision) = found {
            moves.write(MoveRequest {
                player: seat.player,
                action: decision.action,
            });
        }
    }
}
