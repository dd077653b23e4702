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

/// The share of a screen's width and height the game's window may take when it opens, leaving
/// room for a desktop's panels and the window's title bar. (In a browser the page sizes it.)
#[cfg(not(target_arch = "wasm32"))]
const WINDOW_ROOM: Vec2 = Vec2::new(0.9, 0.85);

/// The size, in physical pixels, the game's window opens at on a `screen`: the default `window`
/// turned to the screen's own shape (the board and panels have a tall layout for a screen on its
/// side) and shrunk, never grown, into [`WINDOW_ROOM`].
#[cfg(not(target_arch = "wasm32"))]
fn fitted(window: UVec2, screen: UVec2) -> UVec2 {
    let shape = if (screen.y > screen.x) == (window.y > window.x) {
        window
    } else {
        window.yx()
    };
    let room = screen.as_vec2() * WINDOW_ROOM;
    let scale = (room / shape.as_vec2()).min_element().min(1.0);
    (shape.as_vec2() * scale).round().as_uvec2()
}

/// Bevy opens the window at 1280×720 whatever the screen: on a small laptop it runs under the
/// desktop's panels, on a screen on its side off its edges. Once the window system's window
/// exists (a size set before is not asked of it) and the screen is known, a window that does not
/// fit is fitted and centred; one that fits is left where the desktop put it.
#[cfg(not(target_arch = "wasm32"))]
fn fit_the_screen(
    monitors: Query<&bevy::window::Monitor, With<bevy::window::PrimaryMonitor>>,
    mut windows: Query<&mut Window, With<bevy::window::RawHandleWrapper>>,
    mut fitted_once: Local<bool>,
) {
    let (Ok(monitor), Ok(mut window)) = (monitors.single(), windows.single_mut()) else {
        return;
    };
    let screen = UVec2::new(monitor.physical_width, monitor.physical_height);
    if *fitted_once || screen.min_element() == 0 {
        return;
    }
    *fitted_once = true;
    let size = window.resolution.physical_size();
    let wanted = fitted(size, screen);
    if window.mode != bevy::window::WindowMode::Windowed || wanted == size {
        return;
    }
    window
        .resolution
        .set_physical_resolution(wanted.x, wanted.y);
    let corner = monitor.physical_position + ((screen - wanted) / 2).as_ivec2();
    window.position = bevy::window::WindowPosition::At(corner);
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
    app.add_systems(
        Update,
        fit_the_screen.in_set(crate::schedule::GameSystems::Interface),
    );
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The default window is kept where it fits, shrunk into a small screen, and turned on its
    /// side for a tall one; a large or high-density screen never stretches it.
    #[test]
    fn the_window_fits_the_screen_it_opens_on() {
        let default = UVec2::new(1280, 720);
        let on = |width, height| fitted(default, UVec2::new(width, height));
        assert_eq!(on(1920, 1080), default);
        assert_eq!(on(3840, 2160), default);
        assert_eq!(on(1366, 768), UVec2::new(1161, 653));
        assert_eq!(on(1024, 600), UVec2::new(907, 510));
        assert_eq!(on(720, 1280), UVec2::new(612, 1088));
        assert_eq!(on(1080, 1920), UVec2::new(720, 1280));
    }
}
