//! Sound: each sowing step asks for its sound (a `SoundCue`), and the player plays the cues.
//!
//! Choosing cues is headless (tested under `MinimalPlugins`); synthesising and playing them needs
//! the `gui` feature. Cues are thinned by a budget, so fast-forward never queues hundreds of clicks.

#[cfg(feature = "gui")]
mod playback;
pub mod synth;

use crate::rules_plugin::Step;
use crate::schedule::GameSystems;
use bevy::prelude::*;
use marum_core::rules::Event;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// The game's sounds; each is synthesised once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sound {
    /// A seed lands: a wooden click.
    Click,
    /// Seeds scooped into the hand knock together.
    Rattle,
    /// A relay chain goes on.
    Swell,
    /// A capture, Si-kang-si, a house bonus or the partition.
    Chime,
    /// Nungkang, a dead pit, a stop.
    Knock,
    /// The result.
    Fanfare,
    /// A button or pit pressed.
    UiClick,
}

impl Sound {
    pub const ALL: [Sound; 7] = [
        Sound::Click,
        Sound::Rattle,
        Sound::Swell,
        Sound::Chime,
        Sound::Knock,
        Sound::Fanfare,
        Sound::UiClick,
    ];

    /// Clicks and rattles come with every seed; they are the ones thinned at high speed.
    pub fn is_frequent(self) -> bool {
        matches!(self, Sound::Click | Sound::Rattle)
    }
}

/// A request to play `sound` at `pitch` (playback speed, 1.0 as synthesised) and `volume` (0–1,
/// before the player's volume settings).
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub struct SoundCue {
    pub sound: Sound,
    pub pitch: f32,
    pub volume: f32,
}

impl SoundCue {
    pub fn plain(sound: Sound) -> SoundCue {
        SoundCue {
            sound,
            pitch: 1.0,
            volume: 1.0,
        }
    }
}

/// Frequent sounds (clicks, rattles) allowed per second, and how many may come at once.
pub const FREQUENT_PER_SECOND: f32 = 14.0;
pub const FREQUENT_BURST: f32 = 4.0;
/// The same for every other sound.
pub const OTHER_PER_SECOND: f32 = 6.0;
pub const OTHER_BURST: f32 = 3.0;

/// Token buckets: at normal speed every sound is heard; faster, the frequent ones thin out.
#[derive(Resource, Debug)]
pub struct SoundBudget {
    frequent: f32,
    other: f32,
    rng: SmallRng,
}

impl Default for SoundBudget {
    fn default() -> Self {
        SoundBudget {
            frequent: FREQUENT_BURST,
            other: OTHER_BURST,
            rng: rand::make_rng(),
        }
    }
}

impl SoundBudget {
    pub fn seeded(seed: u64) -> SoundBudget {
        SoundBudget {
            rng: SmallRng::seed_from_u64(seed),
            ..default()
        }
    }

    fn refill(&mut self, seconds: f32) {
        self.frequent = (self.frequent + seconds * FREQUENT_PER_SECOND).min(FREQUENT_BURST);
        self.other = (self.other + seconds * OTHER_PER_SECOND).min(OTHER_BURST);
    }

    fn allow(&mut self, sound: Sound) -> bool {
        let tokens = if sound.is_frequent() {
            &mut self.frequent
        } else {
            &mut self.other
        };
        let allowed = *tokens >= 1.0;
        if allowed {
            *tokens -= 1.0;
        }
        allowed
    }

    /// A little randomness so a long relay never sounds like a machine gun.
    fn vary(&mut self, cue: SoundCue) -> SoundCue {
        SoundCue {
            pitch: cue.pitch * self.rng.random_range(0.96..1.04),
            volume: (cue.volume * self.rng.random_range(0.85..1.0)).min(1.0),
            ..cue
        }
    }
}

/// The sound a step asks for, if any. A drop's click is lower and softer on a bigger heap.
pub fn cue_for(event: &Event) -> Option<SoundCue> {
    let cue = |sound, pitch, volume| {
        Some(SoundCue {
            sound,
            pitch,
            volume,
        })
    };
    match *event {
        Event::Drop { count, .. } => {
            let heap = f32::from(count.min(24)) / 24.0;
            cue(Sound::Click, 1.25 - 0.45 * heap, 1.0 - 0.4 * heap)
        }
        Event::Scoop { count, .. } => {
            cue(Sound::Rattle, 1.0, 0.5 + 0.02 * f32::from(count.min(20)))
        }
        Event::Relay { .. } => cue(Sound::Swell, 1.0, 0.6),
        Event::Capture { .. } | Event::Partition { .. } => cue(Sound::Chime, 1.0, 0.9),
        Event::HouseBonus { .. } => cue(Sound::Chime, 1.26, 0.7),
        Event::HandsMeet { .. } => cue(Sound::Chime, 0.75, 0.6),
        Event::BuyBack { .. } | Event::Collect { .. } => cue(Sound::Rattle, 0.8, 0.8),
        Event::Nungkang { .. } | Event::PitDies { .. } => cue(Sound::Knock, 1.0, 1.0),
        Event::QuietStop { .. }
        | Event::EndlessRelay { .. }
        | Event::Pass { .. }
        | Event::Repetition => cue(Sound::Knock, 1.4, 0.6),
        Event::GameOver { .. } => cue(Sound::Fanfare, 1.0, 1.0),
        Event::OpeningChoice { .. }
        | Event::Tick { .. }
        | Event::HandResumes { .. }
        | Event::TurnEnd { .. } => None,
    }
}

fn cue_steps(
    time: Res<Time>,
    mut budget: ResMut<SoundBudget>,
    mut steps: MessageReader<Step>,
    mut cues: MessageWriter<SoundCue>,
) {
    budget.refill(time.delta_secs());
    for step in steps.read() {
        if let Some(cue) = cue_for(&step.event)
            && budget.allow(cue.sound)
        {
            let varied = budget.vary(cue);
            cues.write(varied);
        }
    }
}

/// Turns sowing steps into sound cues; headless.
pub fn cue_plugin(app: &mut App) {
    app.add_message::<SoundCue>()
        .init_resource::<SoundBudget>()
        .add_systems(Update, cue_steps.in_set(GameSystems::Sound));
}

/// Cues and their playback: synthesised sounds, the music loop, the volumes from the settings.
#[cfg(feature = "gui")]
pub fn plugin(app: &mut App) {
    app.add_plugins((cue_plugin, playback::plugin));
}
