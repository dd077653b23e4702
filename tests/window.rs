//! The desktop game's window on the screen it opens on: `marum` started on an X screen of its own
//! with no window manager (nothing else would keep the window on the screen or move it).
#![cfg(feature = "gui")]

mod common;

use common::OnItsScreen;
use x11rb::connection::Connection;
use x11rb::protocol::xproto::{
    AtomEnum, CONFIGURE_NOTIFY_EVENT, ConfigureNotifyEvent, ConfigureWindowAux, ConnectionExt,
    EventMask,
};

/// The window's place on the screen: x, y, width, height.
type Geometry = (i16, i16, u16, u16);

/// The top-level window called `title` and its place on the screen, if there is one.
fn window_called(display: &str, title: &str) -> Option<(u32, Geometry)> {
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
        Some((window, (at.x, at.y, at.width, at.height)))
    })
}

/// Waits, as long as the software renderer's first frames may take on a busy machine, until the
/// game's window has a place that `wanted` accepts; the last place seen.
fn wait_for_window(game: &mut OnItsScreen, wanted: impl Fn(Geometry) -> bool) -> Geometry {
    let mut seen = None;
    for _ in 0..240 {
        std::thread::sleep(std::time::Duration::from_millis(500));
        assert!(game.is_running(), "the game stopped");
        seen = window_called(&game.display, "Marum").map(|(_, geometry)| geometry);
        if seen.is_some_and(&wanted) {
            break;
        }
    }
    seen.expect("the game opened its window")
}

/// Bevy opens a window at 1280×720 whatever the screen. On a small laptop's screen and on a
/// screen on its side the game's window is fitted inside the screen with room to spare, in the
/// screen's own shape, and centred.
#[test]
fn the_window_fits_the_screen_it_opens_on() {
    for (width, height) in [(1024, 600), (720, 1280)] {
        let size = format!("{width}x{height}");
        let mut game = OnItsScreen::game(&format!("window-{size}"), &size);
        let fits = |(x, y, w, h): Geometry| {
            let inside = x >= 0 && y >= 0 && x as u16 + w <= width && y as u16 + h <= height;
            let shape = (w > h) == (width > height);
            let centred = (x as u16 * 2 + w).abs_diff(width) <= 2;
            inside && shape && centred && w < width && h < height
        };
        let seen = wait_for_window(&mut game, fits);
        assert!(
            fits(seen),
            "on a {size} screen the window (x, y, width, height) is {seen:?}"
        );
    }
}

/// The player moves and sizes the window (here the test does what a window manager does then: it
/// configures the window and tells the game its new place, ICCCM 4.1.5); the next time the game
/// starts on that screen its window opens there. On a screen where that place no longer fits,
/// the window is fitted to the screen instead.
#[test]
fn the_window_opens_where_the_player_left_it() {
    let moved_to: Geometry = (400, 200, 800, 450);
    let mut game = OnItsScreen::game("window-remembered", "1280x720");
    wait_for_window(&mut game, |(_, _, width, _)| width < 1280);
    let (window, _) = window_called(&game.display, "Marum").unwrap();
    let (server, _) = x11rb::connect(Some(&game.display)).unwrap();
    let (x, y, width, height) = moved_to;
    let place = ConfigureWindowAux::new()
        .x(x as i32)
        .y(y as i32)
        .width(width as u32)
        .height(height as u32);
    server.configure_window(window, &place).unwrap();
    let told = ConfigureNotifyEvent {
        response_type: CONFIGURE_NOTIFY_EVENT,
        sequence: 0,
        event: window,
        window,
        above_sibling: x11rb::NONE,
        x,
        y,
        width,
        height,
        border_width: 0,
        override_redirect: false,
    };
    server
        .send_event(false, window, EventMask::STRUCTURE_NOTIFY, told)
        .unwrap();
    server.flush().unwrap();
    wait_for_window(&mut game, |seen| seen == moved_to);
    // The place is written once the window has kept still a moment; the game is then ended as
    // a crash or a power cut would end it, not by its Quit button.
    std::thread::sleep(std::time::Duration::from_secs(5));
    drop(server);
    drop(game);

    let mut game = OnItsScreen::game("window-remembered", "1280x720");
    let seen = wait_for_window(&mut game, |seen| seen == moved_to);
    assert_eq!(seen, moved_to, "the window opened elsewhere");
    drop(game);

    let mut game = OnItsScreen::game("window-remembered", "720x1280");
    let seen = wait_for_window(&mut game, |(_, _, width, height)| height > width);
    assert_eq!(
        seen,
        (54, 96, 612, 1088),
        "on a screen on its side, where the remembered place does not fit"
    );
}
