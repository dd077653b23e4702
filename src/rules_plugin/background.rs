//! A decision searched on a background task, so that no frame ever waits for it: the computer
//! seats and the hint both search this way. The AI travels with its task and comes back with the
//! decision, keeping what its table learnt; its stop switch ends the search early.

use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use marum_core::ai::Ai;
use marum_core::rules::{Decision, Game, Player};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

pub struct BackgroundSearch {
    task: Task<(Ai, Option<Decision>)>,
    stop: Arc<AtomicBool>,
}

impl BackgroundSearch {
    /// Starts `ai` searching `player`'s decision in `game`; `seed` fixes its random choices.
    pub fn start(mut ai: Ai, game: Game, player: Player, seed: u64) -> BackgroundSearch {
        let stop = ai.stop_switch();
        let task = AsyncComputeTaskPool::get().spawn(async move {
            let mut rng = SmallRng::seed_from_u64(seed);
            let decision = ai.decide(&game, player, &mut rng);
            (ai, decision)
        });
        BackgroundSearch { task, stop }
    }

    /// Ends the search early; its answer is not to be played.
    pub fn cancel(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    pub fn is_cancelled(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// The AI and its decision, once the search has finished.
    pub fn finished(&mut self) -> Option<(Ai, Option<Decision>)> {
        check_ready(&mut self.task)
    }
}
