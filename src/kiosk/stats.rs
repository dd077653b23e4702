//! One JSON line per finished game, appended to the statistics file by a thread of its own, so a
//! slow disk never holds up a frame; a file that cannot be written only logs a warning.

use crate::rules_plugin::{BoardLaidOut, Match, Seat};
use crate::schedule::GameSystems;
use bevy::prelude::*;
use marum_core::rules::{Player, Variant};
use serde::Serialize;
use std::io::Write;
use std::path::PathBuf;
use std::sync::mpsc::{Sender, channel};
use std::thread::JoinHandle;
use std::time::{SystemTime, UNIX_EPOCH};

/// One game, as written to the statistics file.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GameLine {
    /// Unix seconds.
    pub start: u64,
    pub end: u64,
    pub game: Variant,
    /// "attract" (computer against itself), "computer" (a visitor against it) or "two-players".
    pub mode: &'static str,
    /// 1 or 2; absent for a draw.
    pub winner: Option<Player>,
    pub decisions: usize,
    pub stores: [u8; 2],
}

fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

pub fn mode_of(seats: &[Seat; 2]) -> &'static str {
    match seats {
        [Seat::Computer(_), Seat::Computer(_)] => "attract",
        [Seat::Human, Seat::Human] => "two-players",
        _ => "computer",
    }
}

/// The writer thread's end of the statistics file, and the count of games finished.
#[derive(Resource)]
pub struct Stats {
    sender: Option<Sender<String>>,
    writer: Option<JoinHandle<()>>,
    pub games_finished: u64,
    started: Option<u64>,
    recorded: bool,
}

impl Stats {
    /// Statistics appended to `path`, or only counted when there is none.
    pub fn to_file(path: Option<PathBuf>) -> Stats {
        let (sender, writer) = match path {
            Some(path) => {
                let (sender, lines) = channel::<String>();
                let writer = std::thread::spawn(move || {
                    for line in lines {
                        let written = std::fs::OpenOptions::new()
                            .create(true)
                            .append(true)
                            .open(&path)
                            .and_then(|mut file| file.write_all(line.as_bytes()));
                        if let Err(error) = written {
                            warn!("Could not add a game to {}: {error}", path.display());
                        }
                    }
                });
                (Some(sender), Some(writer))
            }
            None => (None, None),
        };
        Stats {
            sender,
            writer,
            games_finished: 0,
            started: None,
            recorded: false,
        }
    }
}

impl Drop for Stats {
    /// Lets the writer finish the lines it has before the program goes on (or ends).
    fn drop(&mut self) {
        self.sender = None;
        if let Some(writer) = self.writer.take() {
            let _ = writer.join();
        }
    }
}

fn record_games(
    mut laid_out: MessageReader<BoardLaidOut>,
    current: Option<Res<Match>>,
    mut stats: ResMut<Stats>,
) {
    let Some(current) = current else { return };
    let game = current.game();
    if laid_out.read().count() > 0 && game.history().is_empty() {
        stats.started = Some(now());
        stats.recorded = false;
    }
    if !game.position().is_over() || current.is_busy() || stats.recorded {
        return;
    }
    stats.recorded = true;
    stats.games_finished += 1;
    let end = now();
    let line = GameLine {
        start: stats.started.unwrap_or(end),
        end,
        game: current.setup.variant,
        mode: mode_of(&current.setup.seats),
        winner: game.position().winner(),
        decisions: game.history().len(),
        stores: game.position().stores(),
    };
    if let Some(sender) = &stats.sender
        && let Ok(text) = serde_json::to_string(&line)
    {
        // The writer only stops when this resource goes, so sending cannot fail before then.
        let _ = sender.send(text + "\n");
    }
}

/// Counts finished games and appends their lines to `path`.
pub fn plugin_with(path: Option<PathBuf>) -> impl Fn(&mut App) {
    move |app: &mut App| {
        app.insert_resource(Stats::to_file(path.clone()))
            .add_systems(Update, record_games.in_set(GameSystems::Interface));
    }
}
