//! The systemd watchdog sees a hung kiosk: READY comes with the first frame, WATCHDOG pings come
//! while frames advance, and none while the frame loop stands still. (One test in its own binary:
//! it sets the environment systemd would.)

use bevy::prelude::*;
use marum::kiosk::service;
use std::os::unix::net::UnixDatagram;
use std::time::{Duration, Instant};

/// Every message the socket holds now.
fn received(socket: &UnixDatagram) -> Vec<String> {
    let mut messages = Vec::new();
    let mut buffer = [0u8; 256];
    while let Ok(length) = socket.recv(&mut buffer) {
        messages.push(
            String::from_utf8_lossy(&buffer[..length])
                .trim()
                .to_string(),
        );
    }
    messages
}

fn run_frames(app: &mut App, seconds: f32) {
    let until = Instant::now() + Duration::from_secs_f32(seconds);
    while Instant::now() < until {
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn pings_come_only_while_frames_advance() {
    let folder = std::env::temp_dir().join(format!("marum-watchdog-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let path = folder.join("notify.sock");
    let _ = std::fs::remove_file(&path);
    let socket = UnixDatagram::bind(&path).unwrap();
    socket.set_nonblocking(true).unwrap();
    // SAFETY: the only test in this binary, before any thread that reads the environment.
    unsafe {
        std::env::set_var("NOTIFY_SOCKET", &path);
        std::env::set_var("WATCHDOG_USEC", "200000");
    }
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, service::plugin));

    run_frames(&mut app, 1.0);
    let running = received(&socket);
    assert_eq!(running.first().map(String::as_str), Some("READY=1"));
    let pings = running.iter().filter(|m| *m == "WATCHDOG=1").count();
    // One every 100 ms (half of WatchdogSec) over a second of frames.
    assert!((8..=12).contains(&pings), "{pings} pings: {running:?}");

    // The loop stands still, as a hung frame would hold it.
    std::thread::sleep(Duration::from_secs(1));
    assert_eq!(received(&socket), Vec::<String>::new());

    run_frames(&mut app, 0.5);
    let resumed = received(&socket);
    assert!(resumed.iter().all(|m| m == "WATCHDOG=1"), "{resumed:?}");
    assert!(resumed.len() >= 3, "{resumed:?}");
}
