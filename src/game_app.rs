//! The plugins composed into an app: the windowed game, the kiosk, and (in `capture`) the
//! screenshot and recording runs.

use crate::kiosk::exercise::{SoakPlan, add_soak};
use crate::kiosk::{self, config::KioskConfig};
use crate::rules_plugin;
use crate::settings::Settings;
use crate::ui::{self, NextGame};
use crate::{audio, settings, tally, view};
use bevy::prelude::*;
use bevy::render::error_handler::RenderErrorHandler;
use bevy::window::WindowResolution;
use marum_core::ai::Level;
use marum_core::locale::Language;
use marum_core::rules::{GameRecord, Variant};

/// Whether a window can open here: on Linux winit needs an X or a Wayland display and panics
/// without one (a game started over SSH, a kiosk service without its session), so say so first.
pub fn display_available() -> Result<(), String> {
    let set = |name: &str| std::env::var_os(name).is_some_and(|value| !value.is_empty());
    if cfg!(target_os = "linux")
        && !["DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET"]
            .map(set)
            .contains(&true)
    {
        return Err(
            "There is no display to open the game's window on (neither DISPLAY nor \
                    WAYLAND_DISPLAY is set): start it in a desktop session, under xvfb-run, \
                    or play in the terminal with `marum terminal`."
                .into(),
        );
    }
    // An X display that is named but not there (its server not started yet, or gone with the
    // SSH session that set it) makes winit panic too: ask the server first. Wayland first
    // where both are named, as winit does.
    #[cfg(target_os = "linux")]
    if !set("WAYLAND_DISPLAY")
        && !set("WAYLAND_SOCKET")
        && let Err(error) = x11rb::connect(None)
    {
        let display = std::env::var("DISPLAY").unwrap_or_default();
        return Err(format!(
            "Could not reach the display {display:?} ({error}): is its X server running?"
        ));
    }
    Ok(())
}

/// An ordinary window with `title`, of `size` if given.
pub(crate) fn windowed(title: &str, size: Option<(u32, u32)>) -> WindowPlugin {
    let mut window = Window {
        title: title.into(),
        ..in_the_page()
    };
    if let Some((width, height)) = size {
        window.resolution = WindowResolution::new(width, height).with_scale_factor_override(1.0);
    }
    WindowPlugin {
        primary_window: Some(window),
        ..default()
    }
}

/// In the browser the window is the page's canvas `#marum`, sized to fill the page and keeping
/// the keys and touches it gets from the page's own scrolling and zooming.
pub(crate) fn in_the_page() -> Window {
    Window {
        canvas: cfg!(target_arch = "wasm32").then(|| "#marum".into()),
        fit_canvas_to_parent: true,
        prevent_default_event_handling: true,
        ..default()
    }
}

/// Every plugin of the game, with this window and these settings. An error in a system is
/// logged as a warning, never fatal.
pub fn base_app(window: WindowPlugin, settings: impl Plugin) -> App {
    let mut app = App::new();
    app.set_error_handler(bevy::ecs::error::warn);
    app.add_plugins((
        DefaultPlugins.set(window),
        settings,
        rules_plugin::plugin,
        tally::plugin,
        view::plugin,
        audio::plugin,
        ui::plugin,
    ));
    app
}

/// The game in a window, from the title screen; `variant` and `level` are the menu's first
/// choice. With a record, the game opens on its replay.
pub fn play(
    variant: Variant,
    level: Level,
    replay: Option<GameRecord>,
    language: Option<Language>,
    text_scale: Option<f32>,
) -> AppExit {
    let mut app = base_app(windowed("Marum", None), settings::plugin_with(None));
    #[cfg(not(target_arch = "wasm32"))]
    app.add_plugins(crate::desktop_window::plugin);
    let mut settings = app.world_mut().resource_mut::<Settings>();
    if let Some(language) = language {
        settings.language = language;
    }
    if let Some(scale) = text_scale {
        settings.text_scale = scale;
    }
    app.insert_resource(NextGame {
        variant,
        level,
        ..default()
    });
    if let Some(record) = replay {
        app.add_systems(Startup, move |mut commands: Commands| {
            ui::replay::start(&mut commands, record.clone());
        });
    }
    app.run()
}

/// `marum --kiosk`: the game as an exhibition kiosk, running until staff leave. A GPU error
/// rebuilds the renderer instead of ending the program. With a soak plan, the kiosk in a window
/// of `size` runs through the plan's games and exits.
pub fn kiosk(config: KioskConfig, soak: Option<(SoakPlan, (u32, u32))>) -> AppExit {
    let window = match &soak {
        Some((_, size)) => windowed("Marum kiosk soak", Some(*size)),
        None => kiosk::window(),
    };
    let mut app = base_app(window, settings::unsaved);
    app.insert_resource(RenderErrorHandler(kiosk::recover_renderer));
    kiosk::add_kiosk(&mut app, config);
    if let Some((plan, _)) = soak {
        add_soak(&mut app, plan);
    }
    app.run()
}
