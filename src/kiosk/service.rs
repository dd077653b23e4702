//! The kiosk as a systemd service: READY once the first frame has run, and WATCHDOG pings sent
//! from the frame loop itself, so that a frozen loop stops them and `WatchdogSec=` restarts the
//! kiosk (`Restart=on-failure` alone only sees crashes). Without systemd nothing is sent.

use bevy::prelude::*;
use sd_notify::NotifyState;
use std::time::Duration;
use web_time::Instant;

/// When the service manager last heard from us, and how often it wants to.
#[derive(Resource)]
struct Watchdog {
    /// Half the manager's `WatchdogSec`, as sd_watchdog_enabled(3) advises; none without one.
    ping_every: Option<Duration>,
    last_ping: Option<Instant>,
    ready: bool,
}

fn notify(state: NotifyState) {
    if let Err(error) = sd_notify::notify(&[state]) {
        warn!("Could not notify the service manager: {error}");
    }
}

/// Runs once a frame, at its end: a frame that never ends sends nothing.
fn tell_the_service_manager(mut watchdog: ResMut<Watchdog>) {
    if !watchdog.ready {
        watchdog.ready = true;
        notify(NotifyState::Ready);
    }
    let Some(every) = watchdog.ping_every else {
        return;
    };
    let now = Instant::now();
    if watchdog.last_ping.is_none_or(|last| now - last >= every) {
        watchdog.last_ping = Some(now);
        notify(NotifyState::Watchdog);
    }
}

pub fn plugin(app: &mut App) {
    app.insert_resource(Watchdog {
        ping_every: sd_notify::watchdog_enabled().map(|timeout| timeout / 2),
        last_ping: None,
        ready: false,
    })
    .add_systems(Last, tell_the_service_manager);
}
