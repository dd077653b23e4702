//! Plays the cues: the sounds are synthesised into WAV assets at start-up, the music loops, and the
//! volumes follow the settings. Without a sound device Bevy only warns, and nothing here waits on it.

use super::{Sound, SoundCue, synth};
use crate::schedule::GameSystems;
use crate::settings::Settings;
use bevy::audio::{AudioSink, AudioSinkPlayback, Volume};
use bevy::prelude::*;

#[derive(Resource)]
struct SoundBank {
    handles: Vec<(Sound, Handle<AudioSource>)>,
}

impl SoundBank {
    fn handle(&self, sound: Sound) -> Handle<AudioSource> {
        self.handles
            .iter()
            .find(|(s, _)| *s == sound)
            .map(|(_, handle)| handle.clone())
            .unwrap_or_default()
    }
}

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
    let handles = Sound::ALL
        .iter()
        .map(|&sound| (sound, sources.add(source(&synth::samples(sound)))))
        .collect();
    commands.insert_resource(SoundBank { handles });
    commands.spawn((
        Music,
        AudioPlayer::new(sources.add(source(&synth::music()))),
        PlaybackSettings::LOOP.with_volume(Volume::Linear(settings.music_gain())),
    ));
}

fn play_cues(
    mut commands: Commands,
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
        commands.spawn((
            AudioPlayer::new(bank.handle(cue.sound)),
            PlaybackSettings::DESPAWN
                .with_volume(Volume::Linear(gain * cue.volume))
                .with_speed(cue.pitch),
        ));
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
        (play_cues, follow_music_volume).in_set(GameSystems::Sound),
    );
}
