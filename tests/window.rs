//! The desktop game's window on the screen it opens on: `marum` started on an X screen of its own
//! with no window manager (nothing else would keep the window on the screen).
#![cfg(feature = "gui")]

mod common;

use common::OnItsScreen;
use x11rb::connection::Connection;
use x11rb::protocol::xproto::{AtomEnum, ConnectionExt};

/// The size and place on the screen of the top-level window called `title`, if there is one.
fn window_called(display: &str, title: &str) -> Option<(i16, i16, u16, u16)> {
    let (server, screen) = x11rb::connect(Some(display)).ok()?;
    let root = server.setup().roots[screen].root;
    let tree = server.query_tree(root).ok()?.reply().ok()?;
    tree.children.into_iter().find_map(|window| {
        let name = server
            .get_property(false, window, AtomEnum::WM_NAME, AtomEnum::ANY, 0, 64)
            .ok()?
            .reply()
            .ok()?;
        if name.value != title.as_bytes() {
            return None;
        }
        let at = server.get_geometry(window).ok()?.reply().ok()?;
        Some((at.x, at.y, at.width, at.height))
    })
}

/// Bevy opens a window at 1280×720 whatever the screen. On a small laptop's screen and on a
/// screen on its side the game's window is fitted inside the screen with room to spare, in the
/// screen's own shape, and centred.
#[test]
fn the_window_fits_the_screen_it_opens_on() {
    for (width, height) in [(1024, 600), (720, 1280)] {
        let size = format!("{width}x{height}");
        let mut game = OnItsScreen::game(&format!("window-{size}"), &size);
        let fits = |(x, y, w, h): (i16, i16, u16, u16)| {
            let inside = x >= 0 && y >= 0 && x as u16 + w <= width && y as u16 + h <= height;
            let shape = (w > h) == (width > height);
            let centred = (x as u16 * 2 + w).abs_diff(width) <= 2;
            inside && shape && centred && w < width && h < height
        };
        let mut seen = None;
        // The first frames of the software renderer can take a while on a busy machine.
        for _ in 0..240 {
            std::thread::sleep(std::time::Duration::from_millis(500));
            assert!(game.is_running(), "the game stopped");
            seen = window_called(&game.display, "Marum");
            if seen.is_some_and(fits) {
                break;
            }
        }
        let seen = seen.expect("the game opened its window");
        assert!(
            fits(seen),
            "on a {size} screen the window (x, y, width, height) is {seen:?}"
        );
    }
}
