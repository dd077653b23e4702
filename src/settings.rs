//! The player's settings: saved with serde in the OS config directory and loaded at start.
//!
//! A missing, unreadable or corrupt file gives the defaults and a warning, and is left alone until
//! the player changes a setting.

use crate::rules_plugin::{Seat, Timing};
use bevy::prelude::*;
use marum_core::files;
use marum_core::locale::{Language, Locale, Names};
use marum_core::rules::{Options, Player};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// Animation pace: 1.0 is ART.md's timing, 2.0 twice as fast.
    pub speed: f32,
    /// 0.0 to 1.0, multiplying everything heard.
    pub master_volume: f32,
    pub effects_volume: f32,
    pub music_volume: f32,
    pub muted: bool,
    /// The rule options (RULES.md OPT) for new games.
    pub options: Options,
    /// The players' names; an empty name is the language's own "Player 1".
    pub names: [String; 2],
    pub fullscreen: bool,
    /// Explain each event as it happens (for someone's first games).
    pub explain_events: bool,
    /// Tell, on each pit a person may choose, what choosing it would do.
    pub preview_moves: bool,
    /// In games against the computer, point out a mistake as soon as it is made.
    pub coach: bool,
    /// How much the picture is worth of the machine's time.
    pub graphics: Quality,
    /// No camera drift, no bounce, no breathing glow; seeds still travel.
    pub reduced_motion: bool,
    /// The language of every word on screen: the system's where the game speaks it.
    pub language: Language,
    /// Text (and the panels round it) at 1.0 to 2.0 times its size.
    pub text_scale: f32,
    /// Opaque black panels and secondary text in nearly full ink.
    pub high_contrast: bool,
}

/// Graphics quality: what the renderer spends on shadows, edges and the room's light.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Quality {
    /// No shadow maps (the board keeps its soft contact shadow), no anti-aliasing, no vignette
    /// pass: for software renderers and small machines.
    Low,
    /// Soft shadows from the key light, FXAA edges, the vignette into the dim room.
    #[default]
    Medium,
    /// Larger, smoother shadows and 4× multisampled edges.
    High,
}

impl Quality {
    pub const ALL: [Quality; 3] = [Quality::Low, Quality::Medium, Quality::High];

    pub fn name(self) -> &'static str {
        match self {
            Quality::Low => "low",
            Quality::Medium => "medium",
            Quality::High => "high",
        }
    }

    pub fn from_name(name: &str) -> Option<Quality> {
        Quality::ALL.into_iter().find(|q| q.name() == name)
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            speed: 1.0,
            master_volume: 0.8,
            effects_volume: 0.8,
            music_volume: 0.4,
            muted: false,
            options: Options::default(),
            names: Default::default(),
            fullscreen: false,
            // New players see each event explained until they turn it off.
            explain_events: true,
            preview_moves: true,
            coach: true,
            graphics: Quality::default(),
            reduced_motion: false,
            language: system_language().unwrap_or_default(),
            text_scale: 1.0,
            high_contrast: false,
        }
    }
}

/// The language the system asks for (LC_ALL, LC_MESSAGES, LANG), if the game speaks it.
pub fn system_language() -> Option<Language> {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|name| std::env::var(name).ok())
        .find(|value| !value.is_empty())
        .and_then(|value| Language::from_code(&value))
}

/// The range of the text size setting.
pub const TEXT_SCALES: [f32; 5] = [1.0, 1.25, 1.5, 1.75, 2.0];

/// Animation speeds offered in the settings, slowest first.
pub const SPEEDS: [f32; 5] = [0.5, 1.0, 1.5, 2.0, 4.0];

impl Settings {
    /// The messages in the chosen language, as the screens show them.
    pub fn locale(&self) -> &'static Locale {
        self.language.screen_locale()
    }

    /// The names shown for each player: the settings' names (the language's "Player 1" for an
    /// empty one), or the computer's level as the menu's level buttons name it. The one person
    /// against the computer, if they typed no name, is "You", and sentences speak to them.
    pub fn player_names(&self, seats: &[Seat; 2]) -> Names {
        let locale = self.locale();
        let mut names = self.names.clone();
        let addressed = match seats.map(|seat| seat == Seat::Human) {
            [true, false] => Some(Player::One),
            [false, true] => Some(Player::Two),
            _ => None,
        }
        .filter(|player| names[player.index()].is_empty());
        // Two computers of one level (a demonstration, an exhibition) would read alike, and a
        // caption could not say whose store a capture went to: each gets its player's number.
        let alike = matches!(seats, [Seat::Computer(a), Seat::Computer(b)] if a == b);
        for ((name, seat), player) in names.iter_mut().zip(seats).zip(Player::BOTH) {
            if let Seat::Computer(level) = seat {
                let level = ("level", locale.level_name(*level).into());
                *name = if alike {
                    let number = ("number", player.number().into());
                    locale.with("player-computer-numbered", &[number, level])
                } else {
                    locale.with("player-computer", &[level])
                };
            } else if addressed == Some(player) {
                *name = locale.text("player-you");
            } else if name.is_empty() {
                *name = self.default_name(player);
            }
        }
        Names::new(names, addressed)
    }

    /// The language's name for `player` ("Player 1").
    pub fn default_name(&self, player: Player) -> String {
        self.locale().player_name(player)
    }

    /// Values a hand-edited file may have put out of range are brought back into it.
    fn clamped(mut self) -> Settings {
        let unit = |v: f32| {
            if v.is_finite() {
                v.clamp(0.0, 1.0)
            } else {
                0.8
            }
        };
        self.master_volume = unit(self.master_volume);
        self.effects_volume = unit(self.effects_volume);
        self.music_volume = unit(self.music_volume);
        if !self.speed.is_finite() {
            self.speed = 1.0;
        }
        self.speed = self.speed.clamp(SPEEDS[0], SPEEDS[SPEEDS.len() - 1]);
        for (name, english_default) in self.names.iter_mut().zip(["Player 1", "Player 2"]) {
            let trimmed: String = name.trim().chars().take(MAX_NAME_CHARS).collect();
            // Earlier versions saved the English default: it is the language's default now.
            *name = if trimmed == english_default {
                String::new()
            } else {
                trimmed
            };
        }
        self.text_scale = if self.text_scale.is_finite() {
            self.text_scale
                .clamp(TEXT_SCALES[0], TEXT_SCALES[TEXT_SCALES.len() - 1])
        } else {
            1.0
        };
        self
    }

    /// Loads `path`; anything wrong gives the defaults and the sentence to log.
    pub fn load(path: &Path) -> (Settings, Option<String>) {
        let (settings, problem) = files::read_or_default::<Settings>(path, "settings");
        (settings.clamped(), problem)
    }

    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        files::write_json(path, self)
    }

    /// The volume of effects after master volume and mute.
    pub fn effects_gain(&self) -> f32 {
        if self.muted {
            0.0
        } else {
            self.master_volume * self.effects_volume
        }
    }

    pub fn music_gain(&self) -> f32 {
        if self.muted {
            0.0
        } else {
            self.master_volume * self.music_volume
        }
    }
}

pub const MAX_NAME_CHARS: usize = 16;

/// The folder for Marum's settings and saved game, or `None` where the OS names none.
pub fn config_dir() -> Option<PathBuf> {
    folders().map(|(config, _)| config)
}

/// The folder for Marum's saved records, or `None` where the OS names none.
pub fn data_dir() -> Option<PathBuf> {
    folders().map(|(_, data)| data)
}

/// The config and data folders the OS names for Marum.
#[cfg(not(target_arch = "wasm32"))]
fn folders() -> Option<(PathBuf, PathBuf)> {
    let dirs = directories::ProjectDirs::from("", "", "marum")?;
    Some((dirs.config_dir().into(), dirs.data_dir().into()))
}

/// In the browser, folders are prefixes of the page's storage entries, under the `marum/` that
/// `marum_core::files` keeps in local storage.
#[cfg(target_arch = "wasm32")]
fn folders() -> Option<(PathBuf, PathBuf)> {
    Some(("marum/config".into(), "marum/data".into()))
}

/// Where the settings live, and whether a change should be written there.
#[derive(Resource, Clone, Debug)]
pub struct SettingsFile {
    pub path: Option<PathBuf>,
}

impl SettingsFile {
    /// Saves after the player changed a setting; a failure is only a warning.
    pub fn store(&self, settings: &Settings) {
        if let Some(path) = &self.path
            && let Err(error) = settings.save(path)
        {
            warn!("Could not save the settings to {}: {error}", path.display());
        }
    }
}

/// Loads the settings from `path` (the OS config directory when `None`) into resources.
pub fn plugin_with(path: Option<PathBuf>) -> impl Fn(&mut App) {
    move |app: &mut App| {
        let path = path
            .clone()
            .or_else(|| config_dir().map(|d| d.join("settings.json")));
        let settings = match &path {
            Some(path) => {
                let (settings, problem) = Settings::load(path);
                if let Some(problem) = problem {
                    warn!("{problem}");
                }
                settings
            }
            None => {
                warn!("This system names no config directory; settings will not be saved.");
                Settings::default()
            }
        };
        app.insert_resource(settings)
            .insert_resource(SettingsFile { path })
            .add_systems(PreUpdate, apply_speed);
    }
}

/// The default settings, never saved: screenshots and tests.
pub fn unsaved(app: &mut App) {
    app.insert_resource(Settings::default())
        .insert_resource(SettingsFile { path: None })
        .add_systems(PreUpdate, apply_speed);
}

/// The animation pace follows the settings.
fn apply_speed(settings: Res<Settings>, timing: Option<ResMut<Timing>>) {
    if let Some(mut timing) = timing
        && settings.is_changed()
    {
        timing.speed = settings.speed;
    }
}
