//! How long each step lasts (ART.md's timings at speed 1.0), the speed, and instant mode.

use bevy::prelude::*;
use marum_core::rules::Event;
use std::time::Duration;

/// How many times faster the rest of a move plays once a waiting player hurries it.
pub const HURRY: f32 = 4.0;

#[derive(Resource, Clone, Debug, PartialEq)]
pub struct Timing {
    /// Seeds lift into the hand.
    pub scoop: Duration,
    /// One seed's arc hop into the next pit; the next starts as it lands.
    pub drop: Duration,
    /// A capture or collection streams the seeds into the store.
    pub capture: Duration,
    /// Relay, Nungkang, quiet stop, dead pit, pass, buy-back, meeting: a short cue.
    pub cue: Duration,
    /// The pause between turns and before the result.
    pub turn_end: Duration,
    /// The least time a computer seat takes to play, so its move does not appear abruptly.
    pub computer_pause: Duration,
    /// Multiplies the pace: 2.0 plays twice as fast.
    pub speed: f32,
    /// Every step takes no time: tests, fast-forward, headless self-play.
    pub instant: bool,
}

impl Default for Timing {
    fn default() -> Self {
        Timing {
            scoop: Duration::from_millis(250),
            drop: Duration::from_millis(160),
            capture: Duration::from_millis(400),
            cue: Duration::from_millis(450),
            turn_end: Duration::from_millis(300),
            computer_pause: Duration::from_millis(700),
            speed: 1.0,
            instant: false,
        }
    }
}

impl Timing {
    pub fn instant() -> Timing {
        Timing {
            instant: true,
            ..Timing::default()
        }
    }

    /// A step's own length at speed 1.0.
    pub fn duration(&self, event: &Event) -> Duration {
        match event {
            Event::Scoop { .. } => self.scoop,
            Event::Drop { .. } => self.drop,
            Event::Capture { .. } | Event::Collect { .. } | Event::Partition { .. } => self.capture,
            Event::TurnEnd { .. } => self.turn_end,
            Event::OpeningChoice { .. } | Event::Tick { .. } => Duration::ZERO,
            _ => self.cue,
        }
    }

    /// A length at the current speed; nothing in instant mode.
    pub fn scaled(&self, length: Duration) -> Duration {
        if self.instant {
            Duration::ZERO
        } else {
            length.div_f32(self.speed.max(0.01))
        }
    }

    /// Each event with the wait before the next one. Within a tick of Congkak's opening both hands
    /// act together: its steps follow at once, and the tick's last step waits for the longest.
    pub fn schedule(&self, events: &[Event]) -> Vec<(Event, Duration)> {
        let mut scheduled: Vec<(Event, Duration)> = Vec::with_capacity(events.len());
        let mut tick_start = None;
        for (index, event) in events.iter().enumerate() {
            if matches!(event, Event::Tick { .. }) {
                tick_start = Some(index);
            }
            scheduled.push((*event, self.duration(event)));
            let tick_ends = events
                .get(index + 1)
                .is_none_or(|next| matches!(next, Event::Tick { .. }));
            if let (Some(start), true) = (tick_start, tick_ends) {
                let longest = scheduled[start..]
                    .iter()
                    .map(|(_, d)| *d)
                    .max()
                    .unwrap_or_default();
                for (_, wait) in &mut scheduled[start..index] {
                    *wait = Duration::ZERO;
                }
                scheduled[index].1 = longest;
            }
        }
        scheduled
    }
}
