//! The kiosk on screen: borderless full screen over the whole monitor, no cursor until touched,
//! window close ignored, the exhibitor's settings; the demonstration, visitors, sound captions,
//! graphics and opening hours are the plugins of this folder.

use super::config::KioskConfig;
use super::{closing, demonstration, graphics, idle, sound_captions, stats};
use crate::schedule::GameSystems;
use crate::settings::Settings;
use crate::tally::TallyPath;
use crate::ui::saved::SavePath;
use crate::ui::{AtTheKiosk, NextGame, Screen};
use bevy::prelude::*;
use bevy::window::{
    CursorOptions, ExitCondition, Monitor, MonitorSelection, PrimaryMonitor, RawHandleWrapper,
    WindowMode, WindowPosition,
};
use std::path::PathBuf;
use std::time::Duration;

/// How often the status file is rewritten.
const STATUS_EVERY: Duration = Duration::from_secs(5);

/// Borderless full screen is a request a window manager may ignore (and kiosks often run X with
/// none), so the window is also placed over the whole primary monitor. Only once the window
/// system's window exists (it has a handle): a size set before is not asked of it.
fn cover_the_monitor(
    monitors: Query<&Monitor, With<PrimaryMonitor>>,
    mut windows: Query<&mut Window, With<RawHandleWrapper>>,
) {
    let (Ok(monitor), Ok(mut window)) = (monitors.single(), windows.single_mut()) else {
        return;
    };
    let size = UVec2::new(monitor.physical_width, monitor.physical_height);
    let windowed = window.mode == WindowMode::Windowed;
    if windowed || size.min_element() == 0 || window.resolution.physical_size() == size {
        return;
    }
    window.decorations = false;
    window.position = WindowPosition::At(monitor.physical_position);
    window.resolution.set_physical_resolution(size.x, size.y);
}

/// A visitor has touched the demonstration to play.
fn count_a_visitor(mut stats: ResMut<stats::Stats>) {
    stats.visitor_sessions += 1;
}

/// The home title is not for a kiosk: it goes straight to the demonstration.
fn skip_title(mut next: ResMut<NextState<Screen>>) {
    next.set(Screen::Attract);
}

/// The exhibitor's settings, full screen as the kiosk's window was opened: the window follows
/// that setting, so a kiosk opened full screen must not be put back in a window by it.
fn kiosk_settings(config: &KioskConfig, fullscreen: bool) -> Settings {
    Settings {
        fullscreen,
        language: config.language(),
        text_scale: config.text_scale,
        high_contrast: config.high_contrast,
        master_volume: config.volume,
        music_volume: if config.music { 0.4 } else { 0.0 },
        explain_events: true,
        graphics: config.graphics.initial(),
        reduced_motion: config.reduced_motion,
        coach: config.coach,
        ..Settings::default()
    }
}

/// Reads the exhibitor's configuration (the usual place when `None`), logging what was wrong.
pub fn load_config(config_path: Option<PathBuf>) -> KioskConfig {
    let path = config_path.or_else(KioskConfig::default_path);
    let (config, warnings) = match &path {
        Some(path) => KioskConfig::load(path),
        None => (KioskConfig::default(), Vec::new()),
    };
    for warning in warnings {
        warn!("{warning}");
    }
    config
}

/// Turns a game app into the kiosk: its settings, the demonstration, visitors, idle countdown,
/// staff exit, sound captions, graphics, opening hours, watchdog and statistics.
pub fn add_kiosk(app: &mut App, config: KioskConfig) {
    #[cfg(unix)]
    app.add_plugins((super::service::plugin, super::awake::plugin));
    // A soak's or a screenshot's kiosk, and the browser's, is in a window.
    let fullscreen = app
        .world_mut()
        .query::<&Window>()
        .iter(app.world())
        .any(|window| window.mode != WindowMode::Windowed);
    let settings = kiosk_settings(&config, fullscreen);
    app.insert_resource(idle::ExhibitorsSettings(settings.clone()))
        .insert_resource(settings)
        .insert_resource(SavePath(None))
        .insert_resource(TallyPath(None))
        .insert_resource(AtTheKiosk(true))
        .insert_resource(NextGame {
            variant: config.games[0],
            level: config.level,
            ..default()
        })
        .insert_state(Screen::Attract)
        .add_plugins(stats::plugin_with(stats::StatsFiles {
            games: config.stats_file.clone(),
            status: config.status_file.clone(),
            status_every: STATUS_EVERY,
        }))
        .insert_resource(config)
        .add_plugins((
            demonstration::plugin,
            idle::plugin,
            sound_captions::plugin,
            graphics::plugin,
            closing::plugin,
        ))
        .add_systems(OnEnter(Screen::Title), skip_title)
        .add_systems(
            OnTransition {
                exited: Screen::Attract,
                entered: Screen::Menu,
            },
            count_a_visitor,
        )
        .add_systems(Update, cover_the_monitor.in_set(GameSystems::Interface));
}

/// The kiosk's window: borderless full screen, no cursor until touched, closing ignored.
pub fn window() -> WindowPlugin {
    WindowPlugin {
        primary_window: Some(Window {
            title: "Marum".into(),
            // In the browser the page fills the screen (the browser's own kiosk mode).
            mode: if cfg!(target_arch = "wasm32") {
                WindowMode::Windowed
            } else {
                WindowMode::BorderlessFullscreen(MonitorSelection::Primary)
            },
            // The size winit gives an X window asked to be full screen until a window manager
            // resizes it: with none, `cover_the_monitor` then sees that it must ask for more.
            resolution: (800, 600).into(),
            ..crate::game_app::in_the_page()
        }),
        primary_cursor_options: Some(CursorOptions {
            visible: false,
            ..default()
        }),
        exit_condition: ExitCondition::DontExit,
        close_when_requested: false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The exhibitor decides whether visitors are coached; the kiosk's other choices stand.
    #[test]
    fn the_exhibitor_turns_the_coach_off() {
        let coached = kiosk_settings(&KioskConfig::default(), true);
        assert!(coached.coach && coached.explain_events);
        let unaided = kiosk_settings(
            &KioskConfig {
                coach: false,
                ..KioskConfig::default()
            },
            true,
        );
        assert_eq!(
            unaided,
            Settings {
                coach: false,
                ..coached
            }
        );
    }
}
