//! Sound cues, headless: every kind of sowing step asks for its sound, at normal speed every step is
//! heard, and fast-forward caps the sounds per second. Also the synthesised sounds themselves.

use bevy::ecs::message::MessageCursor;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use marum::audio::{self, Sound, SoundBudget, SoundCue, cue_for, synth};
use marum::rules_plugin::{ComputerRng, Match, MatchRequest, MatchSetup, Seat, Step, Timing};
use marum_core::ai::Level;
use marum_core::rules::{Event, Player, Variant};
use std::collections::HashSet;
use std::time::Duration;

const FRAME: Duration = Duration::from_millis(20);

fn app(timing: Timing) -> App {
    let mut app = marum::headless::app();
    app.add_plugins((StatesPlugin, audio::cue_plugin))
        .insert_resource(timing)
        .insert_resource(ComputerRng::seeded(3))
        .insert_resource(SoundBudget::seeded(3))
        .insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
    marum::headless::single_threaded(&mut app);
    app
}

/// Each update's steps and cues while computer seats play one game of `variant`.
fn play(app: &mut App, variant: Variant) -> Vec<(Vec<Event>, Vec<SoundCue>)> {
    let setup = MatchSetup::standard(variant, [Seat::Computer(Level::Beginner); 2]);
    app.world_mut().write_message(MatchRequest::New(setup));
    let mut steps = MessageCursor::<Step>::default();
    let mut cues = MessageCursor::<SoundCue>::default();
    let mut frames = Vec::new();
    loop {
        app.update();
        let world = app.world();
        let events = steps
            .read(world.resource::<Messages<Step>>())
            .map(|s| s.event)
            .collect();
        let heard = cues
            .read(world.resource::<Messages<SoundCue>>())
            .copied()
            .collect();
        frames.push((events, heard));
        let current = world.resource::<Match>();
        if current.game().position().is_over() && !current.is_busy() {
            return frames;
        }
        assert!(frames.len() < 100_000, "the game does not end");
    }
}

fn sounds(cues: &[SoundCue]) -> Vec<Sound> {
    cues.iter().map(|c| c.sound).collect()
}

#[test]
fn each_kind_of_step_asks_for_its_sound() {
    use Event::*;
    let one = Player::One;
    let expected = [
        (
            Drop {
                player: one,
                pos: 3,
                count: 2,
                left: 1,
            },
            Sound::Click,
        ),
        (
            Scoop {
                player: one,
                pit: 3,
                count: 4,
            },
            Sound::Rattle,
        ),
        (
            Relay {
                player: one,
                pit: 3,
            },
            Sound::Swell,
        ),
        (
            Capture {
                player: one,
                pit: 3,
                count: 4,
            },
            Sound::Chime,
        ),
        (
            HouseBonus {
                player: one,
                can_pick: true,
            },
            Sound::Chime,
        ),
        (
            Nungkang {
                player: one,
                pit: 3,
            },
            Sound::Knock,
        ),
        (
            PitDies {
                player: one,
                pit: 3,
            },
            Sound::Knock,
        ),
        (
            QuietStop {
                player: one,
                pit: 3,
            },
            Sound::Knock,
        ),
        (Pass { player: one }, Sound::Knock),
        (
            GameOver {
                winner: Some(one),
                stores: [40, 22],
            },
            Sound::Fanfare,
        ),
    ];
    for (event, sound) in expected {
        assert_eq!(cue_for(&event).map(|c| c.sound), Some(sound), "{event:?}");
    }
    assert_eq!(cue_for(&TurnEnd { player: one }), None);
    // A seed landing on a big heap sounds lower and softer than on an empty pit.
    let on = |count| {
        cue_for(&Drop {
            player: one,
            pos: 0,
            count,
            left: 0,
        })
        .unwrap()
    };
    assert!(on(20).pitch < on(1).pitch && on(20).volume < on(1).volume);
}

/// At ART.md's pace every step's sound is heard, in the frame the step is performed.
#[test]
fn at_normal_speed_every_step_is_heard() {
    let mut app = app(Timing::default());
    let mut kinds = HashSet::new();
    for variant in Variant::ALL {
        for (events, cues) in play(&mut app, variant) {
            let wanted: Vec<Sound> = events.iter().filter_map(cue_for).map(|c| c.sound).collect();
            assert_eq!(sounds(&cues), wanted, "steps {events:?}");
            kinds.extend(wanted);
        }
    }
    for sound in [
        Sound::Click,
        Sound::Rattle,
        Sound::Chime,
        Sound::Knock,
        Sound::Fanfare,
    ] {
        assert!(kinds.contains(&sound), "no {sound:?} in two whole games");
    }
}

/// At eight times the speed, clicks thin out: never more than the budget allows in any second.
#[test]
fn fast_forward_caps_the_sounds_per_second() {
    let fast = Timing {
        speed: 8.0,
        ..Timing::default()
    };
    let mut app = app(fast);
    let frames = play(&mut app, Variant::Congkak);
    let per_second = (1.0 / FRAME.as_secs_f32()) as usize;
    let frequent_cap = (audio::FREQUENT_PER_SECOND + audio::FREQUENT_BURST) as usize;
    let other_cap = (audio::OTHER_PER_SECOND + audio::OTHER_BURST) as usize;
    for window in frames.windows(per_second) {
        let heard: Vec<Sound> = window.iter().flat_map(|(_, c)| sounds(c)).collect();
        let frequent = heard.iter().filter(|s| s.is_frequent()).count();
        assert!(frequent <= frequent_cap, "{frequent} clicks in one second");
        assert!(heard.len() - frequent <= other_cap);
    }
    let wanted = frames
        .iter()
        .flat_map(|(e, _)| e.iter().filter_map(cue_for))
        .count();
    let heard: usize = frames.iter().map(|(_, c)| c.len()).sum();
    assert!(
        heard < wanted,
        "{heard} sounds for {wanted} steps: not thinned"
    );
    assert!(heard > 0);
}

/// Instant mode performs a whole move in one frame: only the burst is heard.
#[test]
fn instant_play_is_not_a_wall_of_clicks() {
    let mut app = app(Timing::instant());
    for (events, cues) in play(&mut app, Variant::MarumKonbi) {
        assert!(cues.len() as f32 <= audio::FREQUENT_BURST + audio::OTHER_BURST + 1.0);
        if !events.is_empty() {
            continue;
        }
        assert!(cues.is_empty(), "a sound without a step");
    }
}

#[test]
fn synthesised_sounds_are_audible_short_and_valid_wav() {
    for sound in Sound::ALL {
        let samples = synth::samples(sound);
        let seconds = samples.len() as f32 / synth::SAMPLE_RATE as f32;
        let peak = samples.iter().fold(0.0f32, |m, s| m.max(s.abs()));
        assert!(
            seconds > 0.02 && seconds < 2.5,
            "{sound:?} lasts {seconds} s"
        );
        assert!(peak > 0.3 && peak < 1.0, "{sound:?} peaks at {peak}");
        let wav = synth::wav(&samples);
        assert_eq!(&wav[..4], b"RIFF");
        assert_eq!(wav.len(), 44 + 2 * samples.len());
    }
    let music = synth::music();
    assert_eq!(
        music.len(),
        (synth::MUSIC_SECONDS * synth::SAMPLE_RATE as f32) as usize
    );
    // Seamless: the last sample leads smoothly into the first.
    let seam = (music[music.len() - 1] - music[0]).abs();
    let typical_step = music
        .windows(2)
        .map(|w| (w[1] - w[0]).abs())
        .fold(0.0f32, f32::max);
    assert!(seam <= typical_step, "the loop clicks at its seam");
}
