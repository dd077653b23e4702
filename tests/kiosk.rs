//! The kiosk's headless parts: the demonstration loop leaves no entities behind, every game is one
//! statistics line, a statistics file that cannot be written costs nothing but a warning, and a
//! bad configuration falls back to usable values.

use marum::kiosk::config::{KioskConfig, KioskGraphics};
use marum::kiosk::soak;
use marum::kiosk::stats::StatsFiles;
use marum::settings::Quality;
use marum_core::ai::Level;
use marum_core::rules::Variant;
use std::time::Duration;

fn scratch(name: &str) -> std::path::PathBuf {
    let folder = std::env::temp_dir().join(format!("marum-kiosk-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    folder.join(name)
}

#[test]
fn the_demonstration_loop_leaves_nothing_behind_and_counts_every_game() {
    let stats = scratch("games.jsonl");
    let _ = std::fs::remove_file(&stats);
    let status = scratch("status.json");
    let _ = std::fs::remove_file(&status);
    let files = StatsFiles {
        games: Some(stats.clone()),
        status: Some(status.clone()),
        status_every: Duration::from_millis(20),
    };
    let report = soak::run(60, Level::Beginner, files, 3).unwrap();
    assert_eq!(report.games, 60);
    assert_eq!(
        report.entities_start, report.entities_end,
        "entities grew over the games"
    );
    let text = std::fs::read_to_string(&stats).unwrap();
    let lines: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    // The warm-up game and the games measured, each exactly once.
    assert_eq!(lines.len(), 61);
    let mut seen = std::collections::HashSet::new();
    for line in &lines {
        assert_eq!(line["mode"], "attract");
        seen.insert(line["game"].as_str().unwrap().to_string());
        let stores = line["stores"].as_array().unwrap();
        let total: u64 = stores.iter().map(|s| s.as_u64().unwrap()).sum();
        assert!(total == 62 || total == 98, "stores {stores:?}");
        assert!(line["decisions"].as_u64().unwrap() > 0);
        assert!(line["end"].as_u64() >= line["start"].as_u64());
    }
    assert_eq!(seen.len(), 2, "the loop alternates the two games");

    // The status file, rewritten as the games went on and once more at the end.
    let status: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&status).unwrap()).unwrap();
    assert_eq!(status["games"], 61, "{status}");
    assert_eq!(status["last_game_end"], lines[60]["end"]);
    assert!(
        status["frame_ms_median"].as_f64().unwrap() <= status["frame_ms_worst"].as_f64().unwrap()
    );
    assert!(status["memory_kib"].as_u64().unwrap() > 0);
    assert_eq!(status["visitor_sessions"], 0);
}

#[test]
fn an_unwritable_statistics_file_only_warns() {
    // A folder stands where the file should be.
    let folder = scratch("not-a-file");
    std::fs::create_dir_all(&folder).unwrap();
    let files = StatsFiles {
        games: Some(folder.clone()),
        status: Some(folder.join("missing/status.json")),
        status_every: Duration::from_millis(1),
    };
    let report = soak::run(3, Level::Beginner, files, 5).unwrap();
    assert_eq!(report.games, 3);
}

#[test]
fn a_bad_configuration_falls_back_to_usable_values() {
    let path = scratch("kiosk.json");
    std::fs::write(&path, "{ \"games\": [\"chess\"] }").unwrap();
    let (config, warnings) = KioskConfig::load(&path);
    assert_eq!(config, KioskConfig::default());
    assert!(warnings[0].contains("not valid"), "{warnings:?}");

    std::fs::write(
        &path,
        r#"{"games": [], "caption_language": "fr", "idle_timeout_secs": 1, "volume": 7}"#,
    )
    .unwrap();
    let (config, warnings) = KioskConfig::load(&path);
    assert_eq!(config.games, Variant::ALL.to_vec());
    assert_eq!(config.caption_language, "en");
    assert_eq!(config.idle_timeout_secs, 10);
    assert_eq!(config.volume, 1.0);
    assert_eq!(warnings.len(), 2, "{warnings:?}");

    std::fs::write(
        &path,
        r#"{"games": ["congkak"], "level": "master", "music": true, "graphics": "low"}"#,
    )
    .unwrap();
    let (config, warnings) = KioskConfig::load(&path);
    assert!(warnings.is_empty());
    assert_eq!(config.games, vec![Variant::Congkak]);
    assert_eq!(config.level, Level::Master);
    assert!(config.music);
    assert_eq!(config.graphics.initial(), Quality::Low);
    assert_eq!(KioskConfig::default().graphics, KioskGraphics::Auto);
}

/// The README's example configuration is read as written, without a warning, and names every
/// field there is, so an exhibitor reading it sees each choice.
#[test]
fn the_readmes_example_configuration_names_every_field() {
    let readme = include_str!("../README.md");
    let after = readme
        .split_once("The configuration (default `~/.config/marum/kiosk.json`")
        .expect("the README describes the kiosk's configuration")
        .1;
    let example = after
        .split_once("```json\n")
        .and_then(|(_, rest)| rest.split_once("```"))
        .expect("an example follows")
        .0;
    let path = scratch("readme-kiosk.json");
    std::fs::write(&path, example).unwrap();
    let (config, warnings) = KioskConfig::load(&path);
    assert!(warnings.is_empty(), "{warnings:?}");
    let keys = |value: serde_json::Value| -> Vec<String> {
        let mut keys: Vec<String> = value.as_object().unwrap().keys().cloned().collect();
        keys.sort();
        keys
    };
    let written: serde_json::Value = serde_json::from_str(example).unwrap();
    let every = serde_json::to_value(KioskConfig::default()).unwrap();
    assert_eq!(keys(written), keys(every));
    assert_eq!(config.hours.is_some(), example.contains("\"hours\""));
}

/// Auto graphics: a machine that cannot draw Medium at 25 frames a second goes Low, one with most
/// of a 60 Hz frame to spare goes High.
#[cfg(feature = "gui")]
#[test]
fn auto_graphics_follows_the_measured_frame_time() {
    use marum::kiosk::quality_for_frame_time;
    assert_eq!(quality_for_frame_time(800.0), Quality::Low);
    assert_eq!(quality_for_frame_time(20.0), Quality::Medium);
    assert_eq!(quality_for_frame_time(4.0), Quality::High);
}

/// The status is rewritten by a thread of its own: while the frame loop stands still the file
/// still changes, and shows how long ago the last frame ended.
#[test]
fn the_status_file_shows_a_frame_loop_standing_still() {
    let path = scratch("standing-status.json");
    let _ = std::fs::remove_file(&path);
    let mut app = marum::headless::app();
    app.add_plugins((marum::kiosk::stats::plugin_with(StatsFiles {
        games: None,
        status: Some(path.clone()),
        status_every: Duration::from_millis(20),
    }),));
    for _ in 0..20 {
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    // Read until the file shows the loop standing for 0.3 s: a loaded machine may run the writer
    // thread late, but a writer that stopped with the frames never gets there.
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    let status = loop {
        std::thread::sleep(Duration::from_millis(50));
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        let status: serde_json::Value = serde_json::from_str(&text).unwrap_or_default();
        let age = status["last_frame_age_secs"].as_f64().unwrap_or(0.0);
        if age >= 0.3 {
            break status;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the status stopped with the frames: {text}"
        );
    };
    let worst = status["frame_ms_worst"].as_f64().unwrap();
    assert!(worst < 300.0, "the pause is not a frame: {status}");
    assert_eq!(status["games"], 0);
}

/// Opening hours: one span every day or one per weekday, spans past midnight, closed days, and
/// hours that cannot be read keep the kiosk open with a warning.
#[test]
fn opening_hours_say_when_the_kiosk_rests() {
    use marum::kiosk::hours::{HoursText, OpeningHours};
    let at = |h: u16, m: u16| h * 60 + m;
    let daily = OpeningHours::daily("09:00-18:00").unwrap();
    for weekday in 0..7 {
        assert!(!daily.is_open(weekday, at(8, 59)));
        assert!(daily.is_open(weekday, at(9, 0)));
        assert!(daily.is_open(weekday, at(17, 59)));
        assert!(!daily.is_open(weekday, at(18, 0)));
    }
    let weekly: HoursText = serde_json::from_str(
        r#"{"mon": "closed", "fri": "18:00-02:00", "sat": "10:00-16:00", "sun": "00:00-24:00"}"#,
    )
    .unwrap();
    let weekly = OpeningHours::from_text(&weekly).unwrap();
    assert!(!weekly.is_open(0, at(12, 0)), "Monday is closed");
    assert!(!weekly.is_open(1, at(12, 0)), "a day not named is closed");
    assert!(weekly.is_open(4, at(23, 0)), "Friday night");
    assert!(
        weekly.is_open(5, at(1, 30)),
        "Friday night runs into Saturday"
    );
    assert!(!weekly.is_open(5, at(2, 0)));
    assert!(weekly.is_open(5, at(10, 0)));
    assert!(weekly.is_open(6, at(0, 0)) && weekly.is_open(6, at(23, 59)));
    assert!(
        !weekly.is_open(0, at(0, 30)),
        "Sunday's hours end at midnight"
    );

    for bad in [
        r#""9-18""#,
        r#""25:00-26:00""#,
        r#"{"someday": "09:00-10:00"}"#,
    ] {
        let path = scratch("hours.json");
        std::fs::write(&path, format!("{{\"hours\": {bad}}}")).unwrap();
        let (config, warnings) = KioskConfig::load(&path);
        assert_eq!(config.hours, None, "{bad}");
        assert!(warnings[0].contains("stays open"), "{warnings:?}");
    }
}

/// The exhibitor's language and the visitors' choices: unknown codes are left out with a warning,
/// a single language offers no choice, and a text size out of range is the normal one.
#[test]
fn the_kiosks_languages_come_from_its_configuration() {
    use marum_core::locale::Language;
    let path = scratch("kiosk-languages.json");
    std::fs::write(
        &path,
        r#"{"caption_language": "ms_MY", "languages": ["mni", "xx", "en", "en"], "text_scale": 5}"#,
    )
    .unwrap();
    let (config, warnings) = KioskConfig::load(&path);
    assert_eq!(config.language(), Language::Malay);
    assert_eq!(
        config.offered_languages(),
        [Language::Meitei, Language::English]
    );
    assert_eq!(config.text_scale, 1.0);
    assert_eq!(warnings.len(), 2, "{warnings:?}");
    std::fs::write(&path, r#"{"languages": ["ms"]}"#).unwrap();
    let (config, warnings) = KioskConfig::load(&path);
    assert!(warnings.is_empty());
    assert!(config.offered_languages().is_empty());
    assert_eq!(KioskConfig::default().offered_languages(), Language::ALL);
}
