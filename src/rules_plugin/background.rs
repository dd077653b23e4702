//! A decision searched on a background task, so that no frame ever waits for it: the computer
//! seats and the hint both search this way. The AI travels with its task and comes back with the
//! decision, keeping what its table learnt; its stop switch ends the search early.

use marum_core::ai::Ai;
use marum_core::rules::{Decision, Game, Player};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

pub struct BackgroundSearch {
    work: Work,
    stop: Arc<AtomicBool>,
}

/// On the desktop the search runs on a thread of Bevy's task pool.
#[cfg(not(target_arch = "wasm32"))]
struct Work(bevy::tasks::Task<(Ai, Option<Decision>)>);

/// In the browser there is one thread: the search thinks a slice of time each frame.
#[cfg(target_arch = "wasm32")]
struct Work {
    ai: Option<Ai>,
    game: Game,
    deliberation: marum_core::ai::Deliberation,
}

impl BackgroundSearch {
    /// Starts `ai` searching `player`'s decision in `game`; `seed` fixes its random choices.
    pub fn start(mut ai: Ai, game: Game, player: Player, seed: u64) -> BackgroundSearch {
        let stop = ai.stop_switch();
        let mut rng = SmallRng::seed_from_u64(seed);
        #[cfg(not(target_arch = "wasm32"))]
        let work = Work(bevy::tasks::AsyncComputeTaskPool::get().spawn(async move {
            let decision = ai.decide(&game, player, &mut rng);
            (ai, decision)
        }));
        #[cfg(target_arch = "wasm32")]
        let work = Work {
            deliberation: ai.begin(&game, player, &mut rng),
            ai: Some(ai),
            game,
        };
        BackgroundSearch { work, stop }
    }

    /// Ends the search early; its answer is not to be played.
    pub fn cancel(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    pub fn is_cancelled(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// The AI and its decision, once the search has finished (in the browser, after this frame's
    /// slice of thinking).
    pub fn finished(&mut self) -> Option<(Ai, Option<Decision>)> {
        #[cfg(not(target_arch = "wasm32"))]
        return bevy::tasks::futures::check_ready(&mut self.work.0);
        #[cfg(target_arch = "wasm32")]
        {
            let work = &mut self.work;
            let ai = work.ai.as_mut()?;
            if !ai.think(
                &work.game,
                &mut work.deliberation,
                Some(marum_core::ai::SLICE),
            ) {
                return None;
            }
            work.ai.take().map(|ai| (ai, work.deliberation.choice))
        }
    }
}
