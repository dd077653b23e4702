//! One JSON line per finished game appended to the statistics file, and the kiosk's health
//! rewritten to the status file every few seconds, both by a thread of its own so that a slow
//! disk never holds up a frame; a file that cannot be written only logs a warning.

use crate::rules_plugin::{BoardLaidOut, Match, Seat};
use crate::schedule::GameSystems;
use bevy::prelude::*;
use marum_core::files;
use marum_core::rules::{Player, Variant};
use serde::Serialize;
use std::collections::VecDeque;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;
use web_time::{Instant, SystemTime, UNIX_EPOCH};

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

fn now_unix() -> u64 {
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

/// Where the writer thread puts what it is given.
#[derive(Clone, Debug, Default)]
pub struct StatsFiles {
    /// One JSON line appended per finished game.
    pub games: Option<PathBuf>,
    /// The kiosk's health, rewritten every `status_every`.
    pub status: Option<PathBuf>,
    pub status_every: Duration,
}

/// The kiosk's health as the frame loop last saw it, read by the writer thread.
#[derive(Debug)]
struct Board {
    started: Instant,
    games: u64,
    sessions: u64,
    last_game_end: Option<u64>,
    render_recoveries: u32,
    /// When each frame of the last minute ended, and how long it took.
    frames: VecDeque<(Instant, Duration)>,
}

/// The status file's one JSON object.
#[derive(Clone, Debug, Serialize)]
pub struct Status {
    /// Unix seconds when written.
    pub written: u64,
    pub uptime_secs: u64,
    pub games: u64,
    pub visitor_sessions: u64,
    /// Unix seconds; absent before the first game ends.
    pub last_game_end: Option<u64>,
    /// Over the last minute; absent when no frame ended in it (a hung frame loop).
    pub frame_ms_median: Option<f64>,
    pub frame_ms_worst: Option<f64>,
    /// Seconds since a frame last ended.
    pub last_frame_age_secs: f64,
    pub render_recoveries: u32,
    pub memory_kib: Option<u64>,
}

const FRAME_WINDOW: Duration = Duration::from_secs(60);

impl Board {
    fn status(&self, now: Instant) -> Status {
        let mut times: Vec<f64> = self
            .frames
            .iter()
            .filter(|(end, _)| now - *end <= FRAME_WINDOW)
            .map(|(_, took)| took.as_secs_f64() * 1000.0)
            .collect();
        times.sort_by(f64::total_cmp);
        Status {
            written: now_unix(),
            uptime_secs: (now - self.started).as_secs(),
            games: self.games,
            visitor_sessions: self.sessions,
            last_game_end: self.last_game_end,
            frame_ms_median: times.get(times.len() / 2).copied(),
            frame_ms_worst: times.last().copied(),
            last_frame_age_secs: self
                .frames
                .back()
                .map_or(f64::INFINITY, |(end, _)| (now - *end).as_secs_f64()),
            render_recoveries: self.render_recoveries,
            memory_kib: super::soak::resident_kib(),
        }
    }
}

fn append_line(path: &Path, line: &str) -> std::io::Result<()> {
    std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .and_then(|mut file| file.write_all(line.as_bytes()))
}

/// The writer thread: appends game lines as they come and rewrites the status on time, whether
/// frames advance or not, so that a hung kiosk shows in its status file; once more at the end.
fn write_files(files: StatsFiles, lines: Receiver<String>, board: Arc<Mutex<Board>>) {
    let every = files.status_every.max(Duration::from_millis(1));
    let write_status = || {
        let Some(path) = &files.status else { return };
        let status = board.lock().map(|board| board.status(Instant::now()));
        // Written whole through a temporary file, so a reader never sees half of it.
        if let Ok(status) = status
            && let Err(error) = files::write_json(path, &status)
        {
            warn!("Could not write the status to {}: {error}", path.display());
        }
    };
    let mut next_status = Instant::now();
    loop {
        let wait = next_status.saturating_duration_since(Instant::now());
        match lines.recv_timeout(wait) {
            Ok(line) => {
                if let Some(path) = &files.games
                    && let Err(error) = append_line(path, &line)
                {
                    warn!("Could not add a game to {}: {error}", path.display());
                }
            }
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => {
                write_status();
                return;
            }
        }
        if Instant::now() >= next_status {
            write_status();
            next_status = Instant::now() + every;
        }
    }
}

/// The writer thread's end, the count of games finished and of visitors.
#[derive(Resource)]
pub struct Stats {
    sender: Option<Sender<String>>,
    writer: Option<JoinHandle<()>>,
    board: Arc<Mutex<Board>>,
    pub games_finished: u64,
    /// Visitors who touched the demonstration to play.
    pub visitor_sessions: u64,
    /// GPU errors the renderer was rebuilt after.
    pub render_recoveries: u32,
    /// Unix seconds when the last game ended.
    last_game_end: Option<u64>,
    started: Option<u64>,
    recorded: bool,
}

impl Stats {
    /// Statistics written to `files`, or only counted when there are none.
    pub fn to_files(files: StatsFiles) -> Stats {
        let board = Arc::new(Mutex::new(Board {
            started: Instant::now(),
            games: 0,
            sessions: 0,
            last_game_end: None,
            render_recoveries: 0,
            frames: VecDeque::new(),
        }));
        let (sender, writer) = if files.games.is_some() || files.status.is_some() {
            let (sender, lines) = channel::<String>();
            let board = board.clone();
            let writer = std::thread::spawn(move || write_files(files, lines, board));
            (Some(sender), Some(writer))
        } else {
            (None, None)
        };
        Stats {
            sender,
            writer,
            board,
            games_finished: 0,
            visitor_sessions: 0,
            render_recoveries: 0,
            last_game_end: None,
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

/// Copies this frame's figures where the writer thread reads them.
fn post_the_board(stats: Res<Stats>, mut last_frame: Local<Option<Instant>>) {
    let now = Instant::now();
    let Ok(mut board) = stats.board.lock() else {
        return;
    };
    if let Some(last) = *last_frame {
        board.frames.push_back((now, now - last));
    }
    *last_frame = Some(now);
    while board
        .frames
        .front()
        .is_some_and(|(end, _)| now - *end > FRAME_WINDOW)
    {
        board.frames.pop_front();
    }
    board.games = stats.games_finished;
    board.sessions = stats.visitor_sessions;
    board.render_recoveries = stats.render_recoveries;
    board.last_game_end = stats.last_game_end;
}

fn record_games(
    mut laid_out: MessageReader<BoardLaidOut>,
    current: Option<Res<Match>>,
    mut stats: ResMut<Stats>,
) {
    let Some(current) = current else { return };
    let game = current.game();
    if laid_out.read().count() > 0 && game.history().is_empty() {
        stats.started = Some(now_unix());
        stats.recorded = false;
    }
    if !game.position().is_over() || current.is_busy() || stats.recorded {
        return;
    }
    stats.recorded = true;
    stats.games_finished += 1;
    let end = now_unix();
    stats.last_game_end = Some(end);
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

/// Counts finished games and visitors, and writes them to `files`.
pub fn plugin_with(files: StatsFiles) -> impl Fn(&mut App) {
    move |app: &mut App| {
        app.insert_resource(Stats::to_files(files.clone()))
            .add_systems(Update, record_games.in_set(GameSystems::Interface))
            .add_systems(Last, post_the_board);
    }
}
