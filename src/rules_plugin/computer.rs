//! Computer seats: each decision is searched on a background task, so no frame ever waits for
//! it, and played after a short natural pause. New game, restart, undo and redo cancel searches.

use super::{Match, MoveRequest, Timing};
use crate::ai::Ai;
use crate::rules::{Decision, Player, Position};
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
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

struct Search {
    player: Player,
    /// The history length the search started from; a different one means it is stale.
    at: usize,
    /// The seat's AI travels with its search and comes back with the decision, keeping its table.
    task: Task<(Ai, Option<Decision>)>,
    stop: Arc<AtomicBool>,
    /// Time since the decision became due.
    waited: Duration,
}

/// The computer searches in progress, and each seat's AI between searches.
#[derive(Resource, Default)]
pub struct Thinking {
    searches: Vec<Search>,
    resting: [Option<(Ai, Arc<AtomicBool>)>; 2],
}

impl Thinking {
    pub fn is_thinking(&self, player: Player) -> bool {
        self.searches.iter().any(|s| s.player == player)
    }

    /// Stops every search (their results are never played) and forgets what the AIs learnt.
    pub fn cancel_all(&mut self) {
        for search in self.searches.drain(..) {
            search.stop.store(true, Ordering::Relaxed);
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
    let position = *current.game().position();
    let at = current.game().history().len();
    for player in current.due(false).collect::<Vec<_>>() {
        let super::Seat::Computer(level) = current.setup.seats[player.index()] else {
            continue;
        };
        if thinking.is_thinking(player) {
            continue;
        }
        let (ai, stop) = thinking.resting[player.index()]
            .take()
            .filter(|(ai, _)| ai.level == level)
            .unwrap_or_else(|| {
                let stop = Arc::new(AtomicBool::new(false));
                (Ai::with_stop(level, stop.clone()), stop)
            });
        let seed: u64 = rng.0.random();
        let task = AsyncComputeTaskPool::get().spawn(search(ai, seed, position, player));
        thinking.searches.push(Search {
            player,
            at,
            task,
            stop,
            waited: Duration::ZERO,
        });
    }
}

async fn search(
    mut ai: Ai,
    seed: u64,
    position: Position,
    player: Player,
) -> (Ai, Option<Decision>) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let decision = ai.decide(&position, player, &mut rng);
    (ai, decision)
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
    for search in &mut thinking.searches {
        search.waited += time.delta();
        if search.at != at && !position.is_awaiting(search.player) {
            search.stop.store(true, Ordering::Relaxed);
        }
    }
    thinking
        .searches
        .retain(|s| !s.stop.load(Ordering::Relaxed));
    // Searches are played in the order they started, so that simultaneous decisions (both
    // opening choices) always arrive in the same order, however the threads finish.
    while let Some(search) = thinking.searches.first_mut() {
        if search.waited < pause {
            break;
        }
        let Some((ai, found)) = check_ready(&mut search.task) else {
            break;
        };
        let search = thinking.searches.remove(0);
        thinking.resting[search.player.index()] = Some((ai, search.stop));
        if let Some(decision) = found {
            moves.write(MoveRequest {
                player: search.player,
                action: decision.action,
            });
        }
    }
}
