//! Decisions weighed in the background, as `marum analyse` weighs them: on a thread of Bevy's task
//! pool on the desktop, a slice a frame in the browser's one thread. The review weighs a whole game
//! this way, the coach one decision; dropping the weighing stops it.

use marum_core::ai::Level;
use marum_core::analysis::{Analyser, Analysis};
use marum_core::rules::{Decision, Game};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// On the desktop the decisions are weighed on a thread of Bevy's task pool.
#[cfg(not(target_arch = "wasm32"))]
type Work = bevy::tasks::Task<Analysis>;

/// In the browser's one thread, the decisions are weighed a slice a frame.
#[cfg(target_arch = "wasm32")]
type Work = Analyser;

/// A weighing under way, or finished and its analysis taken.
pub struct Weighing {
    /// Until the analysis is taken.
    work: Option<Work>,
    /// Decisions weighed so far.
    weighed: Arc<AtomicUsize>,
    total: usize,
    stop: Arc<AtomicBool>,
}

impl Weighing {
    /// Starts weighing `decisions`, played from `start`, with `level`'s search.
    pub fn start(start: Game, decisions: Vec<Decision>, level: Level) -> Weighing {
        let weighed = Arc::new(AtomicUsize::new(0));
        let stop = Arc::new(AtomicBool::new(false));
        let total = decisions.len();
        let analyser = Analyser::new(start, decisions, level, stop.clone());
        #[cfg(not(target_arch = "wasm32"))]
        let work = {
            let (counter, switch) = (weighed.clone(), stop.clone());
            bevy::tasks::AsyncComputeTaskPool::get().spawn(async move {
                let mut analyser = analyser;
                while weigh_next(&mut analyser, &switch, &counter) {}
                analyser.finish()
            })
        };
        #[cfg(target_arch = "wasm32")]
        let work = analyser;
        Weighing {
            work: Some(work),
            weighed,
            total,
            stop,
        }
    }

    /// Decisions weighed so far, and in all.
    pub fn progress(&self) -> (usize, usize) {
        (self.weighed.load(Ordering::Relaxed), self.total)
    }

    /// The analysis, once, when every decision is weighed (in the browser, after weighing this
    /// frame's slice).
    pub fn take_finished(&mut self) -> Option<Analysis> {
        let work = self.work.as_mut()?;
        #[cfg(not(target_arch = "wasm32"))]
        let finished = bevy::tasks::futures::check_ready(work);
        #[cfg(target_arch = "wasm32")]
        let finished = (!weigh_next(work, &self.stop, &self.weighed))
            .then(|| self.work.take().map(Analyser::finish))
            .flatten();
        if finished.is_some() {
            self.work = None;
        }
        finished
    }
}

impl Drop for Weighing {
    /// A weighing nobody waits for stops at once rather than keep a thread busy.
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// Weighs the next decision (in the browser, a slice of it) unless stopped; whether any are left.
fn weigh_next(analyser: &mut Analyser, stop: &AtomicBool, weighed: &AtomicUsize) -> bool {
    #[cfg(not(target_arch = "wasm32"))]
    let slice = None;
    #[cfg(target_arch = "wasm32")]
    let slice = Some(marum_core::ai::SLICE);
    let more = !stop.load(Ordering::Relaxed) && analyser.step_within(slice).unwrap_or(false);
    weighed.store(analyser.progress().0, Ordering::Relaxed);
    more
}
