//! Every sound of the game, synthesised at start-up (no sound files, nothing downloaded): struck
//! wood and bells are sums of decaying partials, seeds knocking together are short noisy clicks.

use super::Sound;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use std::f32::consts::TAU;

pub const SAMPLE_RATE: u32 = 44_100;
/// The music loop's length; every tone in it repeats a whole number of times in it.
pub const MUSIC_SECONDS: f32 = 24.0;

fn silence(seconds: f32) -> Vec<f32> {
    vec![0.0; (seconds * SAMPLE_RATE as f32) as usize]
}

fn time_of(index: usize) -> f32 {
    index as f32 / SAMPLE_RATE as f32
}

/// Adds a struck body to `out` at `start` seconds: partials `(frequency, amplitude, decay per
/// second)`, with a short attack so it does not pop. Past the end it wraps round (for loops).
fn strike(out: &mut [f32], start: f32, partials: &[(f32, f32, f32)], attack: f32) {
    let first = (start * SAMPLE_RATE as f32) as usize;
    let slowest = partials.iter().map(|p| p.2).fold(f32::INFINITY, f32::min);
    // Until the slowest partial has fallen below -80 dB.
    let length = ((9.2 / slowest) * SAMPLE_RATE as f32) as usize;
    for offset in 0..length.min(out.len()) {
        let t = time_of(offset);
        let envelope = (t / attack).min(1.0);
        let value: f32 = partials
            .iter()
            .map(|&(frequency, amplitude, decay)| {
                amplitude * (-decay * t).exp() * (TAU * frequency * t).sin()
            })
            .sum();
        let index = (first + offset) % out.len();
        out[index] += envelope * value;
    }
}

/// A burst of noise at `start`, fading at `decay` per second, smoothed by a one-pole low-pass
/// (`smoothing` near 1 is darker).
fn noise_burst(
    out: &mut [f32],
    rng: &mut SmallRng,
    start: f32,
    seconds: f32,
    amplitude: f32,
    decay: f32,
    smoothing: f32,
) {
    let first = (start * SAMPLE_RATE as f32) as usize;
    let mut filtered = 0.0;
    for offset in 0..(seconds * SAMPLE_RATE as f32) as usize {
        let Some(sample) = out.get_mut(first + offset) else {
            break;
        };
        let white: f32 = rng.random_range(-1.0..1.0);
        filtered = smoothing * filtered + (1.0 - smoothing) * white;
        *sample += amplitude * (-decay * time_of(offset)).exp() * filtered;
    }
}

/// Scales the loudest sample to `peak`.
fn normalise(mut samples: Vec<f32>, peak: f32) -> Vec<f32> {
    let loudest = samples.iter().fold(0.0f32, |m, s| m.max(s.abs()));
    if loudest > 0.0 {
        for sample in &mut samples {
            *sample *= peak / loudest;
        }
    }
    samples
}

fn wood_click(out: &mut [f32], rng: &mut SmallRng, start: f32, brightness: f32, amplitude: f32) {
    let partials: Vec<(f32, f32, f32)> = [(1.0, 1.0, 70.0), (1.51, 0.6, 90.0), (2.23, 0.35, 120.0)]
        .iter()
        .map(|&(ratio, a, d)| (1700.0 * brightness * ratio, a * amplitude, d))
        .collect();
    strike(out, start, &partials, 0.0005);
    noise_burst(out, rng, start, 0.006, 0.5 * amplitude, 600.0, 0.3);
}

/// A plucked or struck tone with a few harmonics, for the bells and the music.
fn bell(out: &mut [f32], start: f32, frequency: f32, amplitude: f32, decay: f32) {
    strike(
        out,
        start,
        &[
            (frequency, amplitude, decay),
            (frequency * 2.0, amplitude * 0.45, decay * 1.5),
            (frequency * 3.01, amplitude * 0.2, decay * 2.2),
            (frequency * 4.2, amplitude * 0.1, decay * 3.0),
        ],
        0.002,
    );
}

/// The samples of one sound, mono at [`SAMPLE_RATE`], peak below 1.
pub fn samples(sound: Sound) -> Vec<f32> {
    let mut rng = SmallRng::seed_from_u64(sound as u64 + 1);
    match sound {
        Sound::Click => {
            let mut out = silence(0.08);
            wood_click(&mut out, &mut rng, 0.0, 1.0, 1.0);
            normalise(out, 0.8)
        }
        Sound::Rattle => {
            let mut out = silence(0.32);
            for _ in 0..9 {
                let start = rng.random_range(0.0..0.2);
                let brightness = rng.random_range(1.4..2.6);
                let amplitude = rng.random_range(0.3..1.0);
                wood_click(&mut out, &mut rng, start, brightness, amplitude);
            }
            normalise(out, 0.6)
        }
        Sound::Swell => {
            let seconds = 0.9;
            let mut out = silence(seconds);
            noise_burst(&mut out, &mut rng, 0.0, seconds, 0.6, 0.0, 0.97);
            for (index, sample) in out.iter_mut().enumerate() {
                let t = time_of(index);
                let rise_and_fall = (std::f32::consts::PI * t / seconds).sin().powi(2);
                let tone = 0.3 * (TAU * 220.0 * t).sin() + 0.2 * (TAU * 330.0 * t).sin();
                *sample = rise_and_fall * (*sample + tone);
            }
            normalise(out, 0.45)
        }
        Sound::Chime => {
            let mut out = silence(1.6);
            bell(&mut out, 0.0, 1046.5, 1.0, 3.0);
            bell(&mut out, 0.06, 1568.0, 0.5, 4.0);
            normalise(out, 0.7)
        }
        Sound::Knock => {
            let mut out = silence(0.4);
            strike(
                &mut out,
                0.0,
                &[(110.0, 1.0, 14.0), (182.0, 0.7, 20.0), (420.0, 0.3, 40.0)],
                0.001,
            );
            noise_burst(&mut out, &mut rng, 0.0, 0.02, 0.6, 150.0, 0.85);
            normalise(out, 0.85)
        }
        Sound::Fanfare => {
            let mut out = silence(2.2);
            for (index, frequency) in [523.25, 659.25, 783.99, 1046.5].into_iter().enumerate() {
                let decay = if index == 3 { 1.8 } else { 4.0 };
                bell(&mut out, 0.15 * index as f32, frequency, 1.0, decay);
            }
            normalise(out, 0.75)
        }
        Sound::UiClick => {
            let mut out = silence(0.04);
            strike(&mut out, 0.0, &[(2600.0, 1.0, 180.0)], 0.0005);
            normalise(out, 0.4)
        }
    }
}

/// A calm loop: a slowly breathing drone under soft pentatonic notes, seamless at the seam.
pub fn music() -> Vec<f32> {
    let mut rng = SmallRng::seed_from_u64(7);
    let mut out = silence(MUSIC_SECONDS);
    // A minor pentatonic around A4.
    let scale = [440.0, 523.25, 587.33, 659.25, 783.99, 880.0];
    let mut start = 0.4;
    while start < MUSIC_SECONDS {
        let frequency = scale[rng.random_range(0..scale.len())];
        bell(&mut out, start, frequency, rng.random_range(0.15..0.3), 1.2);
        start += [0.75, 1.5, 1.5, 2.25][rng.random_range(0..4)];
    }
    for (index, sample) in out.iter_mut().enumerate() {
        let t = time_of(index);
        // Whole numbers of cycles in the loop: 110 and 165 Hz tones, an 8 s breath.
        let breath = 0.75 + 0.25 * (TAU * t / 8.0).sin();
        *sample += breath * (0.12 * (TAU * 110.0 * t).sin() + 0.06 * (TAU * 165.0 * t).sin());
    }
    normalise(out, 0.6)
}

/// 16-bit mono WAV bytes, which Bevy's audio decodes.
pub fn wav(samples: &[f32]) -> Vec<u8> {
    let spec = hound::WavSpec {
        channels: 1,
        sample_rate: SAMPLE_RATE,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    };
    let mut bytes = std::io::Cursor::new(Vec::new());
    {
        let mut writer =
            hound::WavWriter::new(&mut bytes, spec).expect("writing to memory cannot fail");
        for &sample in samples {
            let value = (sample.clamp(-1.0, 1.0) * f32::from(i16::MAX)) as i16;
            writer
                .write_sample(value)
                .expect("writing to memory cannot fail");
        }
        writer.finalize().expect("writing to memory cannot fail");
    }
    bytes.into_inner()
}
