//! Keeps the screen awake while the kiosk is open: an X server blanks the screen (its screen saver,
//! then DPMS power saving) after some minutes without input, and the demonstration runs with
//! none. Every few seconds the kiosk resets the server's idle timer, as SDL and video players do.
//! Outside the opening hours it stops, so the screen may sleep through the night. On a display
//! that is not X nothing is done but a warning.

use crate::schedule::GameSystems;
use crate::ui::Screen;
use bevy::prelude::*;
use std::time::Duration;
use web_time::Instant;
use x11rb::connection::Connection;
use x11rb::protocol::xproto::{ConnectionExt, ScreenSaver};
use x11rb::rust_connection::RustConnection;

/// How often the idle timer is reset: well inside the shortest screen-saver timeout X allows
/// (a minute).
const HEARTBEAT: Duration = Duration::from_secs(10);

/// The connection to the X server the window is on, and when it last heard from us.
#[derive(Resource)]
struct XServer {
    connection: RustConnection,
    last_reset: Option<Instant>,
}

fn connect(mut commands: Commands) {
    match x11rb::connect(None) {
        Ok((connection, _)) => commands.insert_resource(XServer {
            connection,
            last_reset: None,
        }),
        Err(error) => warn!(
            "Cannot keep the screen awake (no X display: {error}); turn off its blanking in the \
             system's settings."
        ),
    }
}

fn reset_the_idle_timer(mut server: ResMut<XServer>, mut commands: Commands) {
    let now = Instant::now();
    if server.last_reset.is_some_and(|last| now - last < HEARTBEAT) {
        return;
    }
    server.last_reset = Some(now);
    let sent = server
        .connection
        .force_screen_saver(ScreenSaver::RESET)
        .map(|_| ())
        .and_then(|()| server.connection.flush());
    if let Err(error) = sent {
        warn!("Cannot keep the screen awake any longer: {error}");
        commands.remove_resource::<XServer>();
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, connect).add_systems(
        Update,
        reset_the_idle_timer
            .run_if(resource_exists::<XServer>)
            .run_if(not(in_state(Screen::Closed)))
            .in_set(GameSystems::Interface),
    );
}
