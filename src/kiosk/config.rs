//! The exhibitor's configuration file (JSON, every field optional):
//!
//! ```json
//! {
//!   "games": ["marum-konbi", "congkak"],
//!   "idle_timeout_secs": 90,
//!   "countdown_secs": 10,
//!   "level": "medium",
//!   "attract_level": "easy",
//!   "caption_language": "ms",
//!   "languages": ["en", "ms", "mni"],
//!   "text_scale": 1.25,
//!   "high_contrast": false,
//!   "volume": 0.6,
//!   "music": false,
//!   "graphics": "auto",
//!   "reduced_motion": false,
//!   "coach": true,
//!   "stats_file": "/var/lib/marum/games.jsonl",
//!   "status_file": "/run/marum/status.json",
//!   "hours": "09:00-18:00"
//! }
//! ```

use super::hours::{HoursText, OpeningHours};
use crate::settings::Quality;
use bevy::prelude::*;
use marum_core::ai::Level;
use marum_core::files;
use marum_core::locale::Language;
use marum_core::rules::Variant;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct KioskConfig {
    /// The games demonstrated and offered, in turn.
    pub games: Vec<Variant>,
    /// Seconds without input before the countdown back to the demonstration starts.
    pub idle_timeout_secs: u64,
    /// How long the countdown shows before the visitor's game is abandoned.
    pub countdown_secs: u64,
    /// The computer opponent's level for visitors.
    pub level: Level,
    /// The level of the computer playing itself in the demonstration.
    pub attract_level: Level,
    /// The exhibitor's language ("en", "ms", "mni"): the kiosk speaks it, and returns to it after
    /// each visitor.
    pub caption_language: String,
    /// The languages a visitor may choose on the demonstration screen, in this order.
    pub languages: Vec<String>,
    /// Text at 1.0 to 2.0 times its size.
    pub text_scale: f32,
    /// Opaque black panels and secondary text in nearly full ink.
    pub high_contrast: bool,
    /// Master volume, 0 to 1.
    pub volume: f32,
    /// Whether the music loop plays (ART.md: off by default at a kiosk).
    pub music: bool,
    /// Graphics quality; `auto` picks one from the frame times of the first seconds.
    pub graphics: KioskGraphics,
    /// No camera drift, no bounce, no breathing glow; seeds still travel.
    pub reduced_motion: bool,
    /// Whether a visitor's mistake against the computer is pointed out as it is made, with the
    /// better pit (the settings' Point out mistakes).
    pub coach: bool,
    /// Where to append one JSON line per finished game; none keeps no statistics.
    pub stats_file: Option<PathBuf>,
    /// Where to rewrite the kiosk's health every few seconds; none writes nothing.
    pub status_file: Option<PathBuf>,
    /// Opening hours (see [`super::hours`]); none: always open.
    pub hours: Option<HoursText>,
}

impl Default for KioskConfig {
    fn default() -> Self {
        KioskConfig {
            games: Variant::ALL.to_vec(),
            idle_timeout_secs: 90,
            countdown_secs: 10,
            level: Level::Medium,
            attract_level: Level::Easy,
            caption_language: "en".into(),
            languages: Language::ALL.iter().map(|l| l.code().to_string()).collect(),
            text_scale: 1.0,
            high_contrast: false,
            volume: 0.6,
            music: false,
            graphics: KioskGraphics::Auto,
            reduced_motion: false,
            coach: true,
            stats_file: None,
            status_file: None,
            hours: None,
        }
    }
}

/// The kiosk's graphics quality: fixed, or chosen from how fast the machine draws.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum KioskGraphics {
    #[default]
    Auto,
    Low,
    Medium,
    High,
}

impl KioskGraphics {
    /// The quality to start with: the fixed one, or Medium until Auto has measured.
    pub fn initial(self) -> Quality {
        match self {
            KioskGraphics::Low => Quality::Low,
            KioskGraphics::Auto | KioskGraphics::Medium => Quality::Medium,
            KioskGraphics::High => Quality::High,
        }
    }
}

impl KioskConfig {
    /// The exhibitor's language.
    pub fn language(&self) -> Language {
        Language::from_code(&self.caption_language).unwrap_or_default()
    }

    /// The languages offered to visitors (none offered when only one is configured).
    pub fn offered_languages(&self) -> Vec<Language> {
        let mut offered: Vec<Language> = self
            .languages
            .iter()
            .filter_map(|code| Language::from_code(code))
            .collect();
        offered.dedup();
        if offered.len() < 2 {
            offered.clear();
        }
        offered
    }

    /// Loads `path`, keeping every value usable; the sentences are warnings to log.
    pub fn load(path: &Path) -> (KioskConfig, Vec<String>) {
        let (mut config, problem) =
            files::read_or_default::<KioskConfig>(path, "kiosk configuration");
        let mut warnings: Vec<String> = problem.into_iter().collect();
        config.games.dedup();
        if config.games.is_empty() {
            warnings.push("The kiosk configuration names no games; showing both.".into());
            config.games = Variant::ALL.to_vec();
        }
        if Language::from_code(&config.caption_language).is_none() {
            warnings.push(format!(
                "The kiosk does not speak {:?}; using English.",
                config.caption_language
            ));
            config.caption_language = "en".into();
        }
        let unknown: Vec<&String> = config
            .languages
            .iter()
            .filter(|code| Language::from_code(code).is_none())
            .collect();
        if !unknown.is_empty() {
            warnings.push(format!(
                "The kiosk does not speak {unknown:?}; leaving them out."
            ));
        }
        config
            .languages
            .retain(|code| Language::from_code(code).is_some());
        if !config.text_scale.is_finite() || !(1.0..=2.0).contains(&config.text_scale) {
            warnings.push(format!(
                "A text scale of {} is outside 1.0 to 2.0; using 1.0.",
                config.text_scale
            ));
            config.text_scale = 1.0;
        }
        if let Some(Err(problem)) = config.hours.as_ref().map(OpeningHours::from_text) {
            warnings.push(format!("{problem} The kiosk stays open."));
            config.hours = None;
        }
        config.idle_timeout_secs = config.idle_timeout_secs.clamp(10, 3600);
        config.countdown_secs = config.countdown_secs.clamp(3, 60);
        config.volume = if config.volume.is_finite() {
            config.volume.clamp(0.0, 1.0)
        } else {
            0.6
        };
        (config, warnings)
    }

    /// The opening hours; none when always open.
    pub fn opening_hours(&self) -> Option<OpeningHours> {
        self.hours
            .as_ref()
            .and_then(|text| OpeningHours::from_text(text).ok())
    }

    /// The configuration file's usual place: in the browser, beside the page.
    pub fn default_path() -> Option<PathBuf> {
        if cfg!(target_arch = "wasm32") {
            return Some(PathBuf::from("kiosk.json"));
        }
        crate::settings::config_dir().map(|d| d.join("kiosk.json"))
    }
}
