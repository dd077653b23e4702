//! Linux's screen readers hear the game: `marum` on a screen of its own, with a desktop's session
//! bus on which AT-SPI's accessibility is switched on (as a desktop does while Orca runs), read
//! through AT-SPI's registry as a screen reader reads it (with `gdbus`).
#![cfg(feature = "gui")]

mod common;

use common::{OnItsScreen, started_saying};
use std::os::unix::fs::PermissionsExt;
use std::process::{Child, Command};
use std::time::{Duration, Instant};

/// A desktop's session bus of its own, which starts AT-SPI's bus when asked (D-Bus activation).
struct SessionBus {
    daemon: Child,
    address: String,
}

impl SessionBus {
    fn start(name: &str) -> Self {
        // AT-SPI keeps its bus's socket in the runtime folder: this test's own, the user's
        // only, as a runtime folder is.
        let folder = OnItsScreen::folder(name);
        std::fs::set_permissions(&folder, std::fs::Permissions::from_mode(0o700)).unwrap();
        let mut daemon = Command::new("dbus-daemon");
        // Its desktop settings (AT-SPI's bus keeps its switches there) in memory: the user's own
        // are not touched.
        daemon
            .args(["--session", "--nofork", "--print-address=1"])
            .env("XDG_RUNTIME_DIR", &folder)
            .env("GSETTINGS_BACKEND", "memory");
        let installed = "dbus-daemon is installed (apt-get install dbus)";
        let (daemon, address) = started_saying(daemon, installed);
        SessionBus { daemon, address }
    }
}

impl Drop for SessionBus {
    fn drop(&mut self) {
        // AT-SPI's bus and registry leave with the session bus.
        let _ = self.daemon.kill();
        let _ = self.daemon.wait();
    }
}

/// The strings of `gdbus`'s answer, in order: `([(':1.0', objectpath '/org/a11y/…')],)` gives
/// the bus name and the path, `(<'Play'>,)` the name.
fn strings(answer: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut characters = answer.chars();
    while let Some(c) = characters.next() {
        if c != '\'' && c != '"' {
            continue;
        }
        let mut text = String::new();
        while let Some(next) = characters.next() {
            match next {
                '\\' => text.extend(characters.next()),
                _ if next == c => break,
                _ => text.push(next),
            }
        }
        found.push(text);
    }
    found
}

/// A method's answer on the bus at `address`, or None where the call failed.
fn call(address: &str, (dest, path): (&str, &str), method: &str, args: &[&str]) -> Option<String> {
    let output = Command::new("gdbus")
        .args([
            "call",
            "--address",
            address,
            "--dest",
            dest,
            "--object-path",
            path,
        ])
        .args(["--method", method])
        .args(args)
        .output()
        .expect("gdbus is installed (apt-get install libglib2.0-bin)");
    output
        .status
        .success()
        .then(|| String::from_utf8_lossy(&output.stdout).into_owned())
}

/// An accessible object: its bus name and path.
type Object = (String, String);

fn children(a11y: &str, (dest, path): (&str, &str)) -> Vec<Object> {
    let answer = call(
        a11y,
        (dest, path),
        "org.a11y.atspi.Accessible.GetChildren",
        &[],
    );
    let found = strings(&answer.unwrap_or_default());
    found
        .chunks_exact(2)
        .map(|pair| (pair[0].clone(), pair[1].clone()))
        .collect()
}

/// AT-SPI's numbers for a push button's role and a heading's.
const PUSH_BUTTON: u32 = 43;
const HEADING: u32 = 83;

/// What a screen reader hears of everything under `object`, depth first: each role (AT-SPI's
/// number, `(uint32 43,)`), name, and the object itself.
fn read_out(a11y: &str, (dest, path): (&str, &str), heard: &mut Vec<(u32, String, Object)>) {
    let role =
        call(a11y, (dest, path), "org.a11y.atspi.Accessible.GetRole", &[]).and_then(|answer| {
            let digits = answer.split_once("uint32 ")?.1.split_once(',')?.0;
            digits.parse().ok()
        });
    let name = call(
        a11y,
        (dest, path),
        "org.freedesktop.DBus.Properties.Get",
        &["org.a11y.atspi.Accessible", "Name"],
    )
    .and_then(|answer| strings(&answer).pop());
    heard.push((
        role.unwrap_or_default(),
        name.unwrap_or_default(),
        (dest.to_owned(), path.to_owned()),
    ));
    for (child_dest, child_path) in children(a11y, (dest, path)) {
        read_out(a11y, (&child_dest, &child_path), heard);
    }
}

const REGISTRY: (&str, &str) = ("org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root");

/// The game as a player starts it, with a screen reader running: its window holds the title's
/// name as a heading, then its buttons in the order they are laid out, and the board's pits by
/// name and count, in order; and it is played by assistive technology's clicks, from the title
/// to a pit sown.
/// (Bevy sends no tree while its input focus is on the window, where it starts: the window was
/// heard empty; and it lists nodes in no particular order unless their boxes are in the tree.)
#[test]
fn a_screen_reader_hears_the_title_in_order_and_clicks_play_on() {
    let session = SessionBus::start("screen-reader-session");
    let bus =
        |dest, path, method, args: &[&str]| call(&session.address, (dest, path), method, args);
    // As a desktop does when a screen reader starts: accessibility on, and a screen reader
    // running, which is what AccessKit waits for (with IsEnabled alone, on a machine whose
    // desktop settings say no screen reader runs, the game never joined AT-SPI's bus). D-Bus
    // starts AT-SPI's bus on the first call.
    for status in ["IsEnabled", "ScreenReaderEnabled"] {
        let switched_on = bus(
            "org.a11y.Bus",
            "/org/a11y/bus",
            "org.freedesktop.DBus.Properties.Set",
            &["org.a11y.Status", status, "<true>"],
        );
        assert!(
            switched_on.is_some(),
            "AT-SPI's bus starts (apt-get install at-spi2-core)"
        );
    }
    let a11y = bus(
        "org.a11y.Bus",
        "/org/a11y/bus",
        "org.a11y.Bus.GetAddress",
        &[],
    );
    let a11y = strings(&a11y.unwrap()).remove(0);
    let mut game = OnItsScreen::game_on_bus(
        "screen-reader",
        "1280x720",
        &["--lang", "en"],
        &session.address,
    );
    let heard = hear_until(
        &a11y,
        &mut game,
        "the title's buttons and the board's places",
        |heard| {
            let buttons = heard.iter().filter(|(role, ..)| *role == PUSH_BUTTON);
            buttons.count() >= 4 + 14
        },
    );
    let buttons: Vec<&str> = heard
        .iter()
        .filter(|(role, ..)| *role == PUSH_BUTTON)
        .map(|(_, name, _)| name.as_str())
        .collect();
    let is_a_pit = |name: &&str| {
        ["Pit ", "Pi, pit ", "Pa, pit "]
            .iter()
            .any(|start| name.starts_with(start))
    };
    let interface: Vec<&str> = buttons
        .iter()
        .copied()
        .filter(|name| !is_a_pit(name) && !name.contains("store"))
        .collect();
    assert_eq!(interface, ["Play", "How to play", "Settings", "Quit"]);
    let at = |wanted: (u32, &str)| {
        heard
            .iter()
            .position(|(role, name, _)| (*role, name.as_str()) == wanted)
    };
    let (title, play) = (at((HEADING, "Marum")), at((PUSH_BUTTON, "Play")));
    assert!(title.is_some() && title < play, "{heard:?}");
    // Each pit by its number in the rules, in order, with its count of seeds.
    let pits: Vec<&str> = buttons.iter().copied().filter(is_a_pit).collect();
    assert_eq!(pits.len(), 12, "{pits:?}");
    for (number, pit) in pits.iter().enumerate() {
        let named = match number {
            5 => "Pi, pit 5, ".to_owned(),
            11 => "Pa, pit 11, ".to_owned(),
            _ => format!("Pit {number}, "),
        };
        assert!(pit.starts_with(&named) && pit.contains("marum"), "{pit}");
    }
    // Each where it is drawn on the window, as the title shows the board: the near row (0 to 5)
    // from left to right under the far row (6 to 11), which runs back from right to left.
    let outlines: Vec<[i32; 4]> = pits
        .iter()
        .map(|pit| {
            let (.., object) = heard.iter().find(|(_, name, _)| name == pit).unwrap();
            extents(&a11y, object)
        })
        .collect();
    for (number, &[x, y, width, height]) in outlines.iter().enumerate() {
        let inside = x >= 0 && y >= 0 && x + width <= 1280 && y + height <= 720;
        assert!(
            inside && (20..200).contains(&width) && (20..200).contains(&height),
            "pit {number} drawn at {outlines:?}"
        );
    }
    let centre = |[x, y, width, height]: [i32; 4]| (x + width / 2, y + height / 2);
    for pit in 0..5 {
        let (near, next) = (centre(outlines[pit]), centre(outlines[pit + 1]));
        let (far, far_next) = (centre(outlines[11 - pit]), centre(outlines[10 - pit]));
        assert!(near.0 < next.0 && far.0 < far_next.0, "{outlines:?}");
        assert!(far.1 < near.1, "{outlines:?}");
    }
    // Each button and place offers a click, as a screen reader's "activate" or voice control
    // asks of it: Play opens the menu, and on to a game for two, where a pit of the player to
    // move is chosen and sown.
    click(&a11y, &heard, "Play");
    let menu = hear_until(&a11y, &mut game, "the menu after Play's click", |heard| {
        named(heard, "Toss the coin").is_some()
    });
    click(&a11y, &menu, "Two players");
    click(&a11y, &menu, "Toss the coin");
    let toss = hear_until(&a11y, &mut game, "the coin toss", |heard| {
        named(heard, "Toss the coin").is_none() && named(heard, "Play").is_some()
    });
    click(&a11y, &toss, "Play");
    let yours = ", yours to choose";
    let game_heard = hear_until(&a11y, &mut game, "a pit to choose", |heard| {
        heard.iter().any(|(_, name, _)| name.ends_with(yours))
    });
    let counts = |heard: &[(u32, String, Object)]| -> Vec<String> {
        let places = heard.iter().filter(|(role, ..)| *role == PUSH_BUTTON);
        let names = places.map(|(_, name, _)| name.trim_end_matches(yours).to_owned());
        names.filter(|name| name.contains("marum")).collect()
    };
    let before = counts(&game_heard);
    let (_, pit, _) = game_heard
        .iter()
        .find(|(_, name, _)| name.ends_with(yours))
        .unwrap();
    click(&a11y, &game_heard, pit);
    hear_until(&a11y, &mut game, "the chosen pit sown", |heard| {
        let after = counts(heard);
        after.len() == before.len() && after != before
    });
}

/// The first object heard by `name`.
fn named<'a>(heard: &'a [(u32, String, Object)], name: &str) -> Option<&'a Object> {
    let found = heard.iter().find(|(_, heard_name, _)| heard_name == name);
    found.map(|(.., object)| object)
}

/// Clicks the object heard by `name` through AT-SPI's Action interface, as assistive
/// technology does, once it offers the click.
fn click(a11y: &str, heard: &[(u32, String, Object)], name: &str) {
    let (dest, path) = named(heard, name).unwrap_or_else(|| panic!("{name} in {heard:?}"));
    let action = |method, args: &[&str]| call(a11y, (dest, path), method, args);
    let offered = action("org.a11y.atspi.Action.GetName", &["0"]);
    assert_eq!(strings(&offered.unwrap_or_default()), ["click"], "{name}");
    let done = action("org.a11y.atspi.Action.DoAction", &["0"]);
    assert_eq!(done.as_deref().map(str::trim), Some("(true,)"), "{name}");
}

/// Everything heard under AT-SPI's registry, read again every two seconds until `done` holds
/// of it; the test fails if the game stops or two minutes pass without `what`.
fn hear_until(
    a11y: &str,
    game: &mut OnItsScreen,
    what: &str,
    done: impl Fn(&[(u32, String, Object)]) -> bool,
) -> Vec<(u32, String, Object)> {
    let start = Instant::now();
    loop {
        let mut heard = Vec::new();
        read_out(a11y, REGISTRY, &mut heard);
        if done(&heard) {
            return heard;
        }
        assert!(game.is_running(), "the game stopped; heard {heard:?}");
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "{what} never heard: {heard:?}"
        );
        std::thread::sleep(Duration::from_secs(2));
    }
}

/// Where `object` is drawn: x, y, width and height in its window's pixels (AT-SPI's
/// `GetExtents` with window coordinates, `((412, 380, 64, 40),)`).
fn extents(a11y: &str, (dest, path): &Object) -> [i32; 4] {
    let answer = call(
        a11y,
        (dest, path),
        "org.a11y.atspi.Component.GetExtents",
        &["uint32 1"],
    )
    .unwrap_or_default();
    let numbers: Vec<i32> = answer
        .split(|c: char| !(c.is_ascii_digit() || c == '-'))
        .filter_map(|number| number.parse().ok())
        .collect();
    numbers.try_into().unwrap_or_else(|_| panic!("{answer}"))
}
