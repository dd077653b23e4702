//! The desktop game's window: it opens where and as large as the player left it last time, or,
//! the first time and whenever that place is no longer on a screen, fitted to the screen it
//! opens on. (A kiosk covers its screen; a browser's page sizes the canvas.)

use crate::schedule::GameSystems;
use crate::settings::config_dir;
use bevy::prelude::*;
use bevy::window::{Monitor, PrimaryMonitor, RawHandleWrapper, WindowMode, WindowPosition};
use marum_core::files;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;
use std::time::Duration;

/// The share of a screen's width and height the game's window may take when it opens, leaving
/// room for a desktop's panels and the window's title bar.
const WINDOW_ROOM: Vec2 = Vec2::new(0.9, 0.85);

/// How long the window keeps still before its place is written: a drag or a resize by hand
/// moves it every frame, and one write at the end is enough.
const KEPT_STILL: Duration = Duration::from_secs(1);

/// Where the window is on the desktop and its size, in physical pixels.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Place {
    /// The top-left corner, once the window system has said where it put the window.
    corner: Option<IVec2>,
    size: UVec2,
}

impl Place {
    fn of(window: &Window) -> Place {
        let corner = match window.position {
            WindowPosition::At(corner) => Some(corner),
            _ => None,
        };
        Place {
            corner,
            size: window.resolution.physical_size(),
        }
    }

    /// Whether the whole window lies on `screen` (a window whose corner is unknown: whether it
    /// is no larger than the screen).
    fn is_on(&self, screen: &Monitor) -> bool {
        let screen_size = UVec2::new(screen.physical_width, screen.physical_height);
        let Some(corner) = self.corner else {
            return self.size.cmple(screen_size).all();
        };
        let start = corner - screen.physical_position;
        start.cmpge(IVec2::ZERO).all() && (start.as_uvec2() + self.size).cmple(screen_size).all()
    }
}

/// The window's place as remembered and as it changes.
#[derive(Resource)]
struct WindowPlace {
    /// `window.json` in the config folder; none where the system names no config folder.
    path: Option<PathBuf>,
    /// The place read at the start, then each place written.
    saved: Option<Place>,
    /// Whether the window has been put in its place (once, when its screen is known).
    placed: bool,
    /// A new place and when the window came to it, written once it has kept still there.
    moved_to: Option<(Place, Duration)>,
}

pub(crate) fn plugin(app: &mut App) {
    let path = config_dir().map(|folder| folder.join("window.json"));
    let saved = path.as_ref().and_then(|path| {
        files::read_json::<Place>(path, "the window's place")
            .unwrap_or_else(|problem| {
                warn!("{problem}; the window opens fitted to the screen.");
                None
            })
            .filter(|place| place.size.min_element() > 0)
    });
    app.insert_resource(WindowPlace {
        path,
        saved,
        placed: false,
        moved_to: None,
    })
    .add_systems(
        Update,
        (place_the_window, remember_the_place)
            .chain()
            .in_set(GameSystems::Interface),
    );
}

/// The size, in physical pixels, the game's window opens at on a `screen` when no place is
/// remembered: the default `window` turned to the screen's own shape (the board and panels have
/// a tall layout for a screen on its side) and shrunk, never grown, into [`WINDOW_ROOM`].
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

/// Once the window system's window exists (a size set before is not asked of it) and the screens
/// are known: the remembered place if it is wholly on one of them, else the default fitted to
/// the main screen and centred if it does not fit there; one that fits is left where the desktop
/// put it.
fn place_the_window(
    screens: Query<&Monitor>,
    main_screen: Query<&Monitor, With<PrimaryMonitor>>,
    mut windows: Query<&mut Window, With<RawHandleWrapper>>,
    mut place: ResMut<WindowPlace>,
) {
    if place.placed {
        return;
    }
    let (Ok(main_screen), Ok(mut window)) = (main_screen.single(), windows.single_mut()) else {
        return;
    };
    let screen = UVec2::new(main_screen.physical_width, main_screen.physical_height);
    if screen.min_element() == 0 {
        return;
    }
    place.placed = true;
    if window.mode != WindowMode::Windowed {
        return;
    }
    let remembered = place
        .saved
        .filter(|saved| screens.iter().any(|screen| saved.is_on(screen)));
    let (size, corner) = match remembered {
        Some(remembered) => (remembered.size, remembered.corner),
        None => {
            let size = window.resolution.physical_size();
            let wanted = fitted(size, screen);
            if wanted == size {
                return;
            }
            let centred = main_screen.physical_position + ((screen - wanted) / 2).as_ivec2();
            (wanted, Some(centred))
        }
    };
    window.resolution.set_physical_resolution(size.x, size.y);
    if let Some(corner) = corner {
        window.position = WindowPosition::At(corner);
    }
}

/// Where the player moves or sizes the window is written once it keeps still there, so the next
/// run opens there, however this one ends. A full-screen window is not a place.
fn remember_the_place(
    windows: Query<&Window, With<RawHandleWrapper>>,
    time: Res<Time<Real>>,
    mut place: ResMut<WindowPlace>,
) {
    let Ok(window) = windows.single() else {
        return;
    };
    if !place.placed || window.mode != WindowMode::Windowed {
        return;
    }
    let now = Place::of(window);
    if place.saved == Some(now) {
        place.moved_to = None;
        return;
    }
    match place.moved_to {
        Some((moved_to, since)) if moved_to == now => {
            if time.elapsed() - since < KEPT_STILL {
                return;
            }
            if let Some(path) = &place.path
                && let Err(error) = files::write_json(path, &now)
            {
                warn!(
                    "Could not save the window's place to {}: {error}",
                    path.display()
                );
            }
            place.saved = Some(now);
            place.moved_to = None;
        }
        _ => place.moved_to = Some((now, time.elapsed())),
    }
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

    /// A remembered place is used only where the whole window is on a screen: not half off a
    /// screen since made smaller, nor on a second screen since unplugged.
    #[test]
    fn a_remembered_place_must_be_wholly_on_a_screen() {
        let mut screen = Monitor {
            name: None,
            physical_width: 1280,
            physical_height: 720,
            physical_position: IVec2::new(1920, 0),
            refresh_rate_millihertz: None,
            scale_factor: 1.0,
            video_modes: Vec::new(),
        };
        let at = |x, y, width, height| Place {
            corner: Some(IVec2::new(x, y)),
            size: UVec2::new(width, height),
        };
        assert!(at(1920, 0, 1280, 720).is_on(&screen));
        assert!(at(2000, 100, 800, 450).is_on(&screen));
        assert!(!at(100, 100, 800, 450).is_on(&screen), "left of the screen");
        assert!(
            !at(1900, 100, 800, 450).is_on(&screen),
            "partly off its left"
        );
        assert!(
            !at(2600, 100, 800, 450).is_on(&screen),
            "partly off its right"
        );
        assert!(!at(2000, -10, 800, 450).is_on(&screen), "partly above it");
        let unknown_corner = |width, height| Place {
            corner: None,
            size: UVec2::new(width, height),
        };
        assert!(unknown_corner(1280, 720).is_on(&screen));
        assert!(!unknown_corner(1281, 720).is_on(&screen));
        screen.physical_height = 600;
        assert!(
            !at(2000, 100, 800, 550).is_on(&screen),
            "the screen became smaller"
        );
    }
}
