//! The kiosk on its real path: `marum --kiosk --soak` under Xvfb with the software renderer, the
//! window, view, interface, sound cues and idle countdown all running.
//!
//! - A short soak with a scripted visitor: nothing grows between the end of the warm-up and the
//!   end of the last game, every game replays, every touch target is 48 px or more at 1080p, and
//!   the rules scroll under a swiping finger, on a landscape screen and on a portrait one.
//! - Thousands of random touches, drags, clicks, keys and resizes: no panic, never stuck, every
//!   finished game legal.
//! - `marum --kiosk` as the service starts it, on a screen with no window manager: its window
//!   covers the whole screen, and the screen is kept from blanking.
#![cfg(feature = "gui")]

mod common;

use common::OnItsScreen;
use serde_json::Value;
use std::process::Command;

fn soak(name: &str, config: &str, arguments: &[&str]) -> Value {
    let folder = std::env::temp_dir().join(format!("marum-soak-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let config_path = folder.join(format!("{name}.json"));
    std::fs::write(&config_path, config).unwrap();
    let output = Command::new("xvfb-run")
        .args(["-a", "-s", "-screen 0 1024x1024x24"])
        .arg(env!("CARGO_BIN_EXE_marum"))
        .args(["--kiosk", "--kiosk-config", config_path.to_str().unwrap()])
        .args(arguments)
        .env("WGPU_BACKEND", "vulkan")
        .output()
        .expect("xvfb-run is installed (apt-get install xvfb mesa-vulkan-drivers)");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let report = stdout
        .lines()
        .rev()
        .find_map(|line| serde_json::from_str::<Value>(line).ok())
        .unwrap_or_else(|| {
            panic!(
                "no report; the run said:\n{}",
                String::from_utf8_lossy(&output.stderr)
            )
        });
    assert!(output.status.success(), "the soak failed: {report}");
    assert_eq!(report["failure"], Value::Null);
    report
}

/// Every screen measured had touch targets of at least 48 px at 1080p (windows smaller than
/// 960×540 are not measured: the interface stops shrinking with them).
fn check_touch_targets(report: &Value) {
    let targets = report["touch_targets"].as_object().unwrap();
    for (screen, least) in targets {
        let least = least.as_f64().unwrap();
        assert!(
            least >= 48.0,
            "a target on the {screen} screen is {least} px at 1080p"
        );
    }
}

const CONFIG: &str = r#"{"games": ["marum-konbi"], "idle_timeout_secs": 10, "countdown_secs": 3,
    "graphics": "low", "attract_level": "easy", "level": "beginner"}"#;

/// A soak of `games` games with the scripted visitor, in a window of `size`.
fn visited_soak(name: &str, games: &str, size: &str) -> Value {
    soak(
        name,
        CONFIG,
        &[
            "--soak", games, "--speed", "60", "--size", size, "--seed", "7",
        ],
    )
}

/// The visitor met every screen of a game, and each had touch targets of 48 px or more at 1080p
/// and nothing spilling out of its box (a wrapped row of buttons over the next line); and read on
/// through the rulings with a finger swiped up the page, which followed the finger (window
/// pixels, whole ones in the layout).
fn check_every_screen(report: &Value) {
    check_touch_targets(report);
    let swipe = &report["swiped"]["rules"];
    let length = |name: &str| swipe[name].as_f64().unwrap_or_else(|| panic!("{report}"));
    assert!(length("room") > length("finger"), "{report}");
    assert!(
        (length("scrolled") - length("finger")).abs() <= 2.0,
        "the page did not follow the finger: {report}"
    );
    assert_eq!(report["spills"], serde_json::json!({}), "{report}");
    for screen in ["menu", "toss", "play", "rules", "settings", "result"] {
        assert!(report["touch_targets"][screen].is_number(), "{report}");
    }
    // A screen reader reads out the toss's outcome, whose turn it is and what the sowing did,
    // and who won, without the visitor going to them.
    for screen in ["toss", "play", "result"] {
        let words = report["announced"][screen].as_str().unwrap_or_default();
        assert!(!words.is_empty(), "nothing announced on {screen}: {report}");
    }
}

#[test]
fn the_rendered_kiosk_leaves_nothing_behind() {
    let report = visited_soak("soak", "2", "960x540");
    // Two warm-up games and two counted, with a visitor before the counting starts (who looks
    // around and plays a whole game) and another during it.
    assert!(report["games"].as_u64().unwrap() >= 4, "{report}");
    assert!(report["sessions"].as_u64().unwrap() >= 2, "{report}");
    assert_eq!(report["games_replayed"], report["games"]);
    // A visitor's tap on a pit, through the window, picking and the pit's answer, hurried a move
    // being shown: a quick tap, lifted within the frame it came down in.
    assert!(report["hurried"].as_u64().unwrap() >= 1, "{report}");
    let (start, end) = (&report["start"], &report["end"]);
    // The one thing that may differ: sound cues still ringing at the moment of counting, each
    // an entity.
    let count = |counts: &Value, name: &str| counts[name].as_i64().unwrap();
    let ringing = count(end, "audio_players") - count(start, "audio_players");
    assert!(count(end, "audio_players") <= 8, "{report}");
    assert_eq!(
        count(end, "entities") - count(start, "entities"),
        ringing,
        "entities grew: {report}"
    );
    for count in ["ui_nodes", "meshes", "materials", "images", "audio_sources"] {
        assert_eq!(start[count], end[count], "{count} grew: {report}");
    }
    let memory = |counts: &Value| counts["memory_kib"].as_f64().unwrap();
    assert!(
        memory(end) < memory(start) * 1.05,
        "memory grew by more than 5 %: {report}"
    );
    check_every_screen(&report);
}

/// A kiosk screen on its side (1080×1920, here at two thirds the size) is as easy to touch: a
/// visitor's every screen has touch targets of 48 px or more at 1080p there too.
#[test]
fn a_portrait_kiosk_has_targets_a_finger_tall() {
    let report = visited_soak("portrait", "1", "720x1280");
    check_every_screen(&report);
}

#[test]
fn monkey_input_never_breaks_the_kiosk() {
    let report = soak(
        "monkey",
        CONFIG,
        &[
            "--soak", "1", "--monkey", "2000", "--speed", "60", "--size", "480x270", "--seed", "11",
        ],
    );
    assert!(report["input_events"].as_u64().unwrap() >= 2000, "{report}");
    assert!(report["games"].as_u64().unwrap() >= 3, "{report}");
    assert_eq!(report["games_replayed"], report["games"]);
    check_touch_targets(&report);
}

/// The brightness of each corner of an X screen, read from the framebuffer that Xvfb keeps in a
/// file (`-fbdir`) in the XWD format: a big-endian header, a colour map, then the pixels.
fn corner_brightness(framebuffer: &[u8]) -> Option<[u32; 4]> {
    let field = |index: usize| {
        let bytes = framebuffer.get(index * 4..index * 4 + 4)?;
        Some(u32::from_be_bytes(bytes.try_into().ok()?))
    };
    let (header, width, height) = (field(0)? as usize, field(4)?, field(5)?);
    let (least_significant_first, bits_per_pixel) = (field(7)? == 0, field(11)?);
    let (bytes_per_line, masks) = (field(12)? as usize, [field(14)?, field(15)?, field(16)?]);
    let pixels = header + field(19)? as usize * 12;
    assert_eq!(
        bits_per_pixel, 32,
        "a 24-bit screen keeps a pixel in 32 bits"
    );
    let brightness = |x: u32, y: u32| {
        let at = pixels + y as usize * bytes_per_line + x as usize * 4;
        let bytes: [u8; 4] = framebuffer.get(at..at + 4)?.try_into().ok()?;
        let pixel = if least_significant_first {
            u32::from_le_bytes(bytes)
        } else {
            u32::from_be_bytes(bytes)
        };
        Some(
            masks
                .map(|mask| (pixel & mask) >> mask.trailing_zeros())
                .iter()
                .sum(),
        )
    };
    let (right, bottom) = (width - 3, height - 3);
    Some([
        brightness(2, 2)?,
        brightness(right, 2)?,
        brightness(2, bottom)?,
        brightness(right, bottom)?,
    ])
}

/// The kiosk as systemd starts it, full screen, on an X display with no window manager (as
/// kiosks often run): its window covers the whole screen, the screen's black root hidden in
/// every corner — on a screen of the size a Bevy window starts at, and on one on its side.
#[test]
fn the_kiosk_covers_a_screen_without_a_window_manager() {
    // Medium graphics, whose room shows in every corner (Low's edges are dim).
    let config = CONFIG.replace(r#""low""#, r#""medium""#);
    for size in ["1280x720", "768x1024"] {
        let mut kiosk = OnItsScreen::kiosk(&format!("cover-{size}"), size, &config);
        let mut corners = None;
        // The first frames of the software renderer can take a while on a busy machine.
        for _ in 0..240 {
            std::thread::sleep(std::time::Duration::from_millis(500));
            assert!(kiosk.is_running(), "the kiosk stopped");
            corners = std::fs::read(&kiosk.framebuffer)
                .ok()
                .and_then(|bytes| corner_brightness(&bytes));
            if corners.is_some_and(|corners| corners.iter().all(|&light| light > 15)) {
                break;
            }
        }
        let corners = corners.expect("Xvfb kept its screen in a file");
        assert!(
            corners.iter().all(|&light| light > 15),
            "at {size} the kiosk's window left a corner black (top left, top right, bottom \
             left, bottom right): {corners:?}"
        );
    }
}

/// An X server blanks its screen after some minutes without input, and the demonstration runs
/// with none: the kiosk keeps resetting the server's idle time, as read by the screen-saver
/// extension, so that it never reaches the screen saver's timeout.
#[test]
fn the_kiosk_keeps_its_screen_from_blanking() {
    use x11rb::connection::Connection;
    use x11rb::protocol::screensaver::ConnectionExt;
    let mut kiosk = OnItsScreen::kiosk("awake", "640x480", CONFIG);
    let (server, screen) = x11rb::connect(Some(&kiosk.display)).unwrap();
    let root = server.setup().roots[screen].root;
    let idle = || {
        let info = server
            .screensaver_query_info(root)
            .unwrap()
            .reply()
            .unwrap();
        std::time::Duration::from_millis(info.ms_since_user_input.into())
    };
    let open = std::time::Instant::now();
    std::thread::sleep(std::time::Duration::from_secs(30));
    assert!(kiosk.is_running(), "the kiosk stopped");
    let (idle, open) = (idle(), open.elapsed());
    assert!(
        idle < std::time::Duration::from_secs(15),
        "the display has been idle for {idle:?} of the {open:?} the kiosk has been open"
    );
}
