//! What more than one test file needs: the game on a screen of its own.
// Each test file that includes this uses only a part of it.
#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};

/// `marum` as a desktop or a kiosk service starts it, on a screen of its own: an Xvfb display with
/// no window manager and a black root window, which keeps its framebuffer in a file. Both stop
/// when this is dropped.
pub struct OnItsScreen {
    server: Child,
    game: Child,
    pub display: String,
    pub framebuffer: PathBuf,
}

impl OnItsScreen {
    /// `marum --kiosk` with the exhibitor's configuration `config`, on a screen of `size`
    /// ("1280x720").
    pub fn kiosk(name: &str, size: &str, config: &str) -> Self {
        let folder = Self::folder(name);
        let config_path = folder.join("kiosk.json");
        std::fs::write(&config_path, config).unwrap();
        let config_path = config_path.to_str().unwrap();
        Self::start(
            folder,
            size,
            &["--kiosk", "--kiosk-config", config_path],
            &[],
        )
    }

    /// `marum`, the game as a player starts it from the desktop, on a screen of `size`.
    pub fn game(name: &str, size: &str) -> Self {
        Self::start(Self::folder(name), size, &[], &[])
    }

    /// `marum` with `arguments`, and the desktop's session bus at `bus` (a D-Bus address).
    pub fn game_on_bus(name: &str, size: &str, arguments: &[&str], bus: &str) -> Self {
        let environment = [("DBUS_SESSION_BUS_ADDRESS", bus)];
        Self::start(Self::folder(name), size, arguments, &environment)
    }

    /// A folder of its own for the screen's framebuffer and the game's files.
    pub fn folder(name: &str) -> PathBuf {
        let folder = std::env::temp_dir().join(format!("marum-{name}-{}", std::process::id()));
        std::fs::create_dir_all(&folder).unwrap();
        folder
    }

    fn start(
        folder: PathBuf,
        size: &str,
        arguments: &[&str],
        environment: &[(&str, &str)],
    ) -> Self {
        // Xvfb tells the display it took on its standard output.
        let mut xvfb = Command::new("Xvfb");
        xvfb.args(["-displayfd", "1", "-br", "-nolisten", "tcp", "-screen", "0"])
            .arg(format!("{size}x24"))
            .arg("-fbdir")
            .arg(&folder);
        let (server, number) = started_saying(xvfb, "Xvfb is installed (apt-get install xvfb)");
        let display = format!(":{number}");
        let game = Command::new(env!("CARGO_BIN_EXE_marum"))
            .args(arguments)
            .env("DISPLAY", &display)
            .env("HOME", &folder)
            .env("XDG_CONFIG_HOME", folder.join("config"))
            .env("XDG_DATA_HOME", folder.join("data"))
            .env("WGPU_BACKEND", "vulkan")
            .envs(environment.iter().copied())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        Self {
            server,
            game,
            display,
            framebuffer: folder.join("Xvfb_screen0"),
        }
    }

    pub fn is_running(&mut self) -> bool {
        self.game.try_wait().unwrap().is_none()
    }
}

/// `command` started, and the first line it writes on its standard output (a server's address),
/// trimmed; `installed` says what to install where it is missing.
pub fn started_saying(mut command: Command, installed: &str) -> (Child, String) {
    let mut child = command
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect(installed);
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    (child, line.trim().to_owned())
}

impl Drop for OnItsScreen {
    fn drop(&mut self) {
        for process in [&mut self.game, &mut self.server] {
            let _ = process.kill();
            let _ = process.wait();
        }
    }
}
