//! Plays the cues: the sounds are synthesised into WAV assets at start-up, the music loops, and the
//! volumes follow the settings. Without a sound device Bevy only warns, and nothing here waits on it;
//! cues that never play are forgotten once they would have ended.

use super::{Sound, SoundCue, synth};
use crate::schedule::GameSystems;
use crate::settings::Settings;
use bevy::audio::{AudioSink, AudioSinkPlayback, Volume};
use bevy::prelude::*;

/// Every sound as an asset, with how long it lasts at its natural pitch.
#[derive(Resource)]
struct SoundBank {
    sounds: Vec<(Sound, Handle<AudioSource>, f32)>,
}

impl SoundBank {
    fn get(&self, sound: Sound) -> (Handle<AudioSource>, f32) {
        self.sounds
            .iter()
            .find(|(s, _, _)| *s == sound)
            .map(|(_, handle, seconds)| (handle.clone(), *seconds))
            .unwrap_or_default()
    }
}

/// A playing cue, and the real time by which it has surely ended. Bevy despawns a cue when its
/// sink finishes, but a cue that never got a sink (no sound device, or one unplugged) would stay
/// for ever: over days at a kiosk, thousands of them.
#[derive(Component)]
struct Cue {
    ended_by: f32,
}

/// Seconds a cue may outlast its sound before it is forgotten.
const CUE_GRACE_SECONDS: f32 = 1.0;

#[derive(Component)]
struct Music;

fn source(samples: &[f32]) -> AudioSource {
    AudioSource {
        bytes: synth::wav(samples).into(),
    }
}

fn synthesise(
    mut commands: Commands,
    mut sources: ResMut<Assets<AudioSource>>,
    settings: Res<Settings>,
) {
    let sounds = Sound::ALL
        .iter()
        .map(|&sound| {
            let samples = synth::samples(sound);
            let seconds = samples.len() as f32 / synth::SAMPLE_RATE as f32;
            (sound, sources.add(source(&samples)), seconds)
        })
        .collect();
    commands.insert_resource(SoundBank { sounds });
    commands.spawn((
        Music,
        AudioPlayer::new(sources.add(source(&synth::music()))),
        PlaybackSettings::LOOP.with_volume(Volume::Linear(settings.music_gain())),
    ));
}

fn play_cues(
    mut commands: Commands,
    time: Res<Time<Real>>,
    bank: Option<Res<SoundBank>>,
    settings: Res<Settings>,
    mut cues: MessageReader<SoundCue>,
) {
    let Some(bank) = bank else {
        cues.clear();
        return;
    };
    let gain = settings.effects_gain();
    for cue in cues.read() {
        if gain <= 0.0 {
            continue;
        }
        let (handle, seconds) = bank.get(cue.sound);
        let ended_by = time.elapsed_secs() + seconds / cue.pitch.max(0.1) + CUE_GRACE_SECONDS;
        commands.spawn((
            Cue { ended_by },
            AudioPlayer::new(handle),
            PlaybackSettings::DESPAWN
                .with_volume(Volume::Linear(gain * cue.volume))
                .with_speed(cue.pitch),
        ));
    }
}

fn forget_ended_cues(time: Res<Time<Real>>, cues: Query<(Entity, &Cue)>, mut commands: Commands) {
    let now = time.elapsed_secs();
    for (entity, cue) in &cues {
        if now > cue.ended_by {
            commands.entity(entity).despawn();
        }
    }
}

fn follow_music_volume(settings: Res<Settings>, mut music: Query<&mut AudioSink, With<Music>>) {
    if settings.is_changed() {
        for mut sink in &mut music {
            sink.set_volume(Volume::Linear(settings.music_gain()));
        }
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(Startup, synthesise).add_systems(
        Update,
        (play_cues, forget_ended_cues, follow_music_volume).in_set(GameSystems::Sound),
    );
}
