//! The kiosk's headless parts: the demonstration loop leaves no entities behind, every game is one
//! statistics line, a statistics file that cannot be written costs nothing but a warning, and a
//! bad configuration falls back to usable values.

use marum::kiosk::config::{KioskConfig, KioskGraphics};
use marum::kiosk::soak;
use marum::settings::Quality;
use marum_core::ai::Level;
use marum_core::rules::Variant;

fn scratch(name: &str) -> std::path::PathBuf {
    let folder = std::env::temp_dir().join(format!("marum-kiosk-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    folder.join(name)
}

#[test]
fn the_demonstration_loop_leaves_nothing_behind_and_counts_every_game() {
    let stats = scratch("games.jsonl");
    let _ = std::fs::remove_file(&stats);
    let report = soak::run(60, Level::Beginner, Some(stats.clone()), 3).unwrap();
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
}

#[test]
fn an_unwritable_statistics_file_only_warns() {
    // A folder stands where the file should be.
    let folder = scratch("not-a-file");
    std::fs::create_dir_all(&folder).unwrap();
    let report = soak::run(3, Level::Beginner, Some(folder), 5).unwrap();
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
