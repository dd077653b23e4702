//! `marum --record` under Xvfb with Mesa's software Vulkan driver: a second of a Congkak move in
//! flight, rendered on virtual time. Every frame is saved; seeds move continuously (no jumps),
//! each hop rises above the straight way between its ends in mid-flight, and every seed that
//! lands rests on its heap spot.
#![cfg(feature = "gui")]

use serde_json::Value;
use std::path::Path;
use std::process::Command;

const FPS: usize = 30;
const SECONDS: f32 = 1.2;
/// The most a flying seed may travel in a frame at 30 frames a second: a capture streaming
/// across the board peaks at about two thirds of this.
const LONGEST_STEP: f32 = 1.8;

fn record(folder: &Path) {
    let _ = std::fs::remove_dir_all(folder);
    let status = Command::new("xvfb-run")
        .args(["-a", "-s", "-screen 0 800x800x24"])
        .arg(env!("CARGO_BIN_EXE_marum"))
        .args(["--record", folder.to_str().unwrap()])
        .args(["--variant", "congkak", "--after-moves", "6"])
        .args(["--size", "480x270", "--fps", &FPS.to_string()])
        .args(["--seconds", &SECONDS.to_string(), "--quality", "low"])
        .env("WGPU_BACKEND", "vulkan")
        .status()
        .expect("xvfb-run is installed (apt-get install xvfb mesa-vulkan-drivers)");
    assert!(status.success(), "the recording run failed");
}

/// A seed in a frame: its position, its resting spot (none in a hand), whether it flies.
type SeedAt = ([f32; 3], Option<[f32; 3]>, bool);
type Frame = Vec<SeedAt>;

fn frames(folder: &Path) -> Vec<Frame> {
    let text = std::fs::read_to_string(folder.join("seeds.jsonl")).unwrap();
    let point = |value: &Value| -> Option<[f32; 3]> {
        let list = value.as_array()?;
        Some([0, 1, 2].map(|i| list[i].as_f64().unwrap() as f32))
    };
    text.lines()
        .map(|line| {
            let frame: Value = serde_json::from_str(line).unwrap();
            frame["seeds"]
                .as_array()
                .unwrap()
                .iter()
                .map(|seed| {
                    (
                        point(&seed["at"]).unwrap(),
                        point(&seed["rest"]),
                        seed["flying"].as_bool().unwrap(),
                    )
                })
                .collect()
        })
        .collect()
}

fn distance(a: [f32; 3], b: [f32; 3]) -> f32 {
    (0..3).map(|i| (a[i] - b[i]).powi(2)).sum::<f32>().sqrt()
}

#[test]
fn a_recorded_move_flows_seed_by_seed() {
    let folder = std::env::temp_dir().join(format!("marum-record-{}", std::process::id()));
    record(&folder);
    let count = (FPS as f32 * SECONDS).round() as usize;

    // Every frame is a picture of the scene, and the pictures change as seeds travel.
    let mut changed = 0;
    let mut previous: Option<Vec<u8>> = None;
    for n in 1..=count {
        let file = std::fs::File::open(folder.join(format!("frame-{n:05}.png"))).unwrap();
        let mut reader = png::Decoder::new(std::io::BufReader::new(file))
            .read_info()
            .unwrap();
        let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut pixels).unwrap();
        assert_eq!((info.width, info.height), (480, 270));
        let lit = pixels.iter().filter(|&&b| b > 40).count();
        assert!(lit > pixels.len() / 10, "frame {n} is nearly black");
        if previous.as_ref().is_some_and(|p| *p != pixels) {
            changed += 1;
        }
        previous = Some(pixels);
    }
    assert!(
        changed > count / 3,
        "only {changed} frames differ from the one before"
    );

    let frames = frames(&folder);
    assert_eq!(frames.len(), count);
    let seeds = frames[0].len();
    assert_eq!(seeds, 98, "Congkak has 98 seeds");
    let mut flights = 0;
    for seed in 0..seeds {
        let path: Vec<_> = frames.iter().map(|frame| frame[seed]).collect();
        for (n, pair) in path.windows(2).enumerate() {
            let step = distance(pair[0].0, pair[1].0);
            // A seed moves only on its way somewhere: one that neither frame shows flying stays
            // put (a jump would put it elsewhere without a flight).
            let flying = pair[0].2 || pair[1].2;
            assert!(
                step <= if flying { LONGEST_STEP } else { 1e-4 },
                "seed {seed} jumps {step:.2} between frames {} and {}",
                n + 1,
                n + 2
            );
        }
        // Whole flights: frames from taking off to landing, inside the recording.
        let mut start = None;
        for n in 1..path.len() {
            match (path[n - 1].2, path[n].2) {
                (false, true) => start = Some(n),
                (true, false) => {
                    if let Some(first) = start.take() {
                        check_flight(seed, &path[first - 1..=n]);
                        flights += 1;
                    }
                }
                _ => {}
            }
        }
    }
    assert!(
        flights >= 5,
        "only {flights} whole flights in the recording"
    );
    let _ = std::fs::remove_dir_all(&folder);
}

/// A flight from the frame before take-off to the frame of landing, perhaps carried in a hand on
/// the way: its last hop (from the hand, if one carried it) rises above the straight way between
/// its ends, highest about half-way across, and it lands on its heap spot.
fn check_flight(seed: usize, flight: &[SeedAt]) {
    let in_hand = flight.iter().rposition(|(_, rest, _)| rest.is_none());
    let flight = &flight[in_hand.unwrap_or(0)..];
    let (from, to) = (flight[0].0, flight[flight.len() - 1].0);
    let across = |at: [f32; 3]| ((at[0] - from[0]).powi(2) + (at[2] - from[2]).powi(2)).sqrt();
    let span = across(to);
    let (landed, rest, _) = flight[flight.len() - 1];
    if let Some(rest) = rest {
        assert!(
            distance(landed, rest) < 1e-3,
            "seed {seed} landed at {landed:?}, not on its heap spot {rest:?}"
        );
    }
    if span < 0.3 || flight.len() < 4 {
        return;
    }
    // Progress across (0 to 1) and height above the straight way, frame by frame: the easing
    // along the way does not matter, only the path.
    let path: Vec<(f32, f32)> = flight
        .iter()
        .map(|(at, _, _)| {
            let t = (across(*at) / span).min(1.0);
            (t, at[1] - (from[1] + (to[1] - from[1]) * t))
        })
        .collect();
    let &(peak_at, height) = path.iter().max_by(|a, b| a.1.total_cmp(&b.1)).unwrap();
    assert!(
        height > 0.05 && (0.15..=0.85).contains(&peak_at),
        "seed {seed}'s hop does not arc over mid-flight ({path:?})"
    );
}
