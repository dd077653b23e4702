//! `marum soak`: the attract loop headless at full speed, to show that days of unattended play
//! leave nothing behind: the entity count and resident memory at the start and the end.

use super::stats::{self, Stats, StatsFiles};
use crate::attract::{self, Demo};
use crate::headless;
use crate::rules_plugin::{ComputerRng, Timing};
use crate::settings;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use marum_core::ai::Level;
use serde::Serialize;
use std::time::Duration;
use web_time::Instant;

#[derive(Clone, Debug, Serialize)]
pub struct Report {
    pub games: u64,
    pub seconds: f64,
    pub entities_start: u32,
    pub entities_end: u32,
    /// Resident memory in KiB, where the system says (Linux).
    pub memory_start_kib: Option<u64>,
    pub memory_end_kib: Option<u64>,
}

impl Report {
    pub fn print(&self) {
        println!(
            "soak: {} games in {:.1} s ({:.0} games/s)",
            self.games,
            self.seconds,
            self.games as f64 / self.seconds.max(1e-9)
        );
        println!(
            "entities: {} at the start, {} at the end",
            self.entities_start, self.entities_end
        );
        let kib = |k: Option<u64>| k.map_or("unknown".to_string(), |k| format!("{k} KiB"));
        println!(
            "resident memory: {} at the start, {} at the end",
            kib(self.memory_start_kib),
            kib(self.memory_end_kib)
        );
    }
}

/// Resident memory of this process, from /proc.
pub fn resident_kib() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4)
}

fn finished(app: &App) -> u64 {
    app.world().resource::<Stats>().games_finished
}

/// Plays `games` demonstration games (after one to warm up) in instant mode.
pub fn run(games: u64, level: Level, files: StatsFiles, seed: u64) -> Result<Report, String> {
    let mut app = headless::app();
    app.add_plugins((
        StatesPlugin,
        settings::unsaved,
        attract::plugin,
        stats::plugin_with(files),
    ))
    .insert_resource(Timing::instant())
    .insert_resource(ComputerRng::seeded(seed))
    .insert_resource(Demo::new(level, Duration::ZERO));
    headless::single_threaded(&mut app);
    let play_until = |app: &mut App, target: u64| -> Result<(), String> {
        let mut idle = 0u64;
        let mut last = finished(app);
        while finished(app) < target {
            app.update();
            if finished(app) == last {
                idle += 1;
                if idle > 5_000_000 {
                    return Err("a demonstration game stopped making progress".into());
                }
            } else {
                idle = 0;
                last = finished(app);
            }
        }
        Ok(())
    };
    // The first game allocates what every later one reuses.
    play_until(&mut app, 1)?;
    let entities_start = app.world().entities().count_spawned();
    let memory_start_kib = resident_kib();
    let started = Instant::now();
    play_until(&mut app, games + 1)?;
    // Measured at the same point of a game's life as at the start: just after one ended.
    let report = Report {
        games,
        seconds: started.elapsed().as_secs_f64(),
        entities_start,
        entities_end: app.world().entities().count_spawned(),
        memory_start_kib,
        memory_end_kib: resident_kib(),
    };
    Ok(report)
}
