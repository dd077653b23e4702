//! Settings files: saved and loaded with serde; a missing or corrupt file gives the defaults with a
//! warning and is left as it was. And the players' names the settings give.

use marum::rules_plugin::Seat;
use marum::settings::{Quality, Settings};
use marum_core::ai::Level;
use marum_core::locale::Language;
use marum_core::rules::{MkRelay, Options, Player};
use std::path::PathBuf;

fn scratch(name: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("marum-settings-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    folder.join("settings.json")
}

#[test]
fn saved_settings_load_back() {
    let path = scratch("round-trip");
    let settings = Settings {
        speed: 2.0,
        music_volume: 0.1,
        muted: true,
        options: Options {
            relay: MkRelay::NextPit,
            ..Options::default()
        },
        names: ["Tomba".into(), "Ibemhal".into()],
        graphics: Quality::Low,
        ..Settings::default()
    };
    settings.save(&path).unwrap();
    assert_eq!(Settings::load(&path), (settings, None));
}

#[test]
fn a_missing_file_gives_the_defaults_quietly() {
    assert_eq!(
        Settings::load(&scratch("missing")),
        (Settings::default(), None)
    );
}

#[test]
fn a_corrupt_file_gives_the_defaults_with_a_warning_and_is_kept() {
    let path = scratch("corrupt");
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    for corrupt in [
        "{\"speed\": ",
        "true",
        "{\"volume\": 3}",
        "\u{0}\u{1}binary",
    ] {
        std::fs::write(&path, corrupt).unwrap();
        let (settings, warning) = Settings::load(&path);
        assert_eq!(settings, Settings::default());
        let warning = warning.expect("a warning");
        assert!(warning.contains("not valid"), "{warning}");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), corrupt);
    }
}

#[test]
fn an_unreadable_file_gives_the_defaults_with_a_warning() {
    // A folder where the file should be cannot be read as text.
    let path = scratch("unreadable");
    std::fs::create_dir_all(&path).unwrap();
    let (settings, warning) = Settings::load(&path);
    assert_eq!(settings, Settings::default());
    assert!(warning.unwrap().contains("Could not read"));
}

#[test]
fn hand_edited_values_are_brought_into_range() {
    let path = scratch("range");
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(
        &path,
        r#"{"speed": 100, "master_volume": -2, "text_scale": 9, "names": ["   ", "a very long name indeed, far too long"]}"#,
    )
    .unwrap();
    let (settings, warning) = Settings::load(&path);
    assert_eq!(warning, None);
    assert_eq!(settings.speed, 4.0);
    assert_eq!(settings.master_volume, 0.0);
    // A blank name is the language's own "Player 1".
    assert_eq!(settings.names[0], "");
    assert_eq!(settings.text_scale, 2.0);
    assert_eq!(
        settings.names[1].chars().count(),
        marum::settings::MAX_NAME_CHARS
    );
}

/// Settings saved before the languages kept the English default names: they become the language's
/// own, and a saved language is kept.
#[test]
fn old_default_names_become_the_languages_own() {
    let path = scratch("old-names");
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(&path, r#"{"names": ["Player 1", "Ana"], "language": "ms"}"#).unwrap();
    let (settings, warning) = Settings::load(&path);
    assert_eq!(warning, None);
    assert_eq!(settings.names, [String::new(), "Ana".to_string()]);
    assert_eq!(settings.language, marum_core::locale::Language::Malay);
}

/// A computer seat is named by its level as the menu's buttons name it; a person by the
/// settings' name, or the language's "Player N" where that is empty; and the one person against
/// the computer without a name is "You", the one sentences speak to; two computers of one level
/// are numbered as their players.
#[test]
fn players_are_named_as_the_menu_names_them() {
    let mut settings = Settings {
        language: Language::English,
        ..Default::default()
    };
    let named = |settings: &Settings, seats: [Seat; 2]| {
        let names = settings.player_names(&seats);
        Player::BOTH.map(|player| (names.of(player).to_string(), names.speaks_to(player)))
    };
    let (computer, person) = (Seat::Computer(Level::Medium), Seat::Human);
    let as_named = |name: &str, you: bool| (name.to_string(), you);
    assert_eq!(
        named(&settings, [computer, person]),
        [as_named("Computer (Medium)", false), as_named("You", true)]
    );
    assert_eq!(
        named(&settings, [person, person]),
        [as_named("Player 1", false), as_named("Player 2", false)]
    );
    settings.names = ["Ibemhal".to_string(), String::new()];
    assert_eq!(
        named(&settings, [person, computer]),
        [
            as_named("Ibemhal", false),
            as_named("Computer (Medium)", false)
        ]
    );
    // The computer against itself: told apart where they play at one level.
    assert_eq!(
        named(&settings, [computer, computer]),
        [
            as_named("Computer 1 (Medium)", false),
            as_named("Computer 2 (Medium)", false)
        ]
    );
    let hard = Seat::Computer(Level::Hard);
    assert_eq!(
        named(&settings, [computer, hard]),
        [
            as_named("Computer (Medium)", false),
            as_named("Computer (Hard)", false)
        ]
    );
    settings.language = Language::Malay;
    let seats = [Seat::Computer(Level::Master), Seat::Human];
    assert_eq!(
        named(&settings, seats),
        [as_named("Komputer (Pakar)", false), as_named("Anda", true)]
    );
    assert_eq!(
        named(&settings, [seats[0]; 2])[1],
        as_named("Komputer 2 (Pakar)", false)
    );
}
