//! The game without a window: the rules plugin (with whatever else a caller adds) on one thread,
//! for `marum selfplay --ecs`, `marum soak` and the tests. On two cores a headless app spends most
//! of its time waking the task pools' threads, so its schedules run single-threaded.

use crate::rules_plugin::{
    self, Holds, Match, MatchRequest, MatchSetup, MoveRequest, Seat, Step, Table, Timing,
    holder_counts,
};
use bevy::app::{TaskPoolOptions, TaskPoolPlugin};
use bevy::ecs::message::MessageCursor;
use bevy::ecs::schedule::SingleThreadedExecutor;
use bevy::prelude::*;
use marum_core::rules::{EventSink, Game, Options, Variant};
use marum_core::selfplay::{Report, Totals, toss};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use web_time::Instant;

/// Bevy's minimal plugins and the rules plugin, with the task pools at one thread each. Bevy's own
/// task pool plugin is left out: every frame it polls the pools' main-thread queues three hundred
/// times, for tasks that only a window's app spawns there. Add the rest, then call
/// [`single_threaded`].
pub fn app() -> App {
    TaskPoolOptions::with_num_threads(1).create_default_pools();
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins.build().disable::<TaskPoolPlugin>(),
        rules_plugin::plugin,
    ));
    app
}

/// Runs every schedule of `app` on the calling thread. Call it once every plugin is added: a
/// schedule made later gets the default executor.
pub fn single_threaded(app: &mut App) {
    for (_, schedule) in app.world_mut().resource_mut::<Schedules>().iter_mut() {
        schedule.set_executor(SingleThreadedExecutor::new());
    }
}

/// Updates `app` until `done` holds of its world, failing the test after a minute of `what` not
/// happening.
#[cfg(test)]
pub fn update_until(app: &mut App, what: &str, done: impl Fn(&World) -> bool) {
    let started = Instant::now();
    while !done(app.world()) {
        assert!(started.elapsed().as_secs() < 60, "{what}");
        app.update();
    }
}

/// The same random games played through the headless rules plugin in instant mode, the random
/// decisions sent as move requests for both seats: each game's end is checked against the rules
/// core replaying its record, and the seed entities against the end position.
pub fn selfplay(
    variant: Variant,
    options: Options,
    games: u64,
    seed: u64,
) -> Result<Report, String> {
    options.check_for(variant)?;
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut app = app();
    app.insert_resource(Timing::instant());
    single_threaded(&mut app);
    let mut steps = MessageCursor::<Step>::default();
    let mut totals = Totals::default();
    let started = Instant::now();
    for _ in 0..games {
        app.world_mut().write_message(MatchRequest::New(MatchSetup {
            variant,
            options,
            first: toss(&mut rng),
            seats: [Seat::Human; 2],
        }));
        loop {
            app.update();
            let current = app.world().resource::<Match>();
            let legal = current.game().decisions();
            if !current.is_busy() && !legal.is_empty() {
                let pick = legal.as_slice()[rng.random_range(0..legal.len())];
                app.world_mut().write_message(MoveRequest::from(pick));
            }
            for step in steps.read(app.world().resource::<Messages<Step>>()) {
                totals.events.push(step.event);
            }
            let current = app.world().resource::<Match>();
            if current.game().position().is_over() && !current.is_busy() {
                break;
            }
        }
        let game = app.world().resource::<Match>().game();
        let record = game.record().ok_or("the plugin's game has a record")?;
        let replayed = Game::replay(&record)?;
        if replayed.position() != game.position() {
            return Err("The plugin's game ended elsewhere than the rules core's replay.".into());
        }
        let end = *game.position();
        let decisions = game.history().len();
        if seed_counts(app.world_mut()) != holder_counts(&end) {
            return Err("The seed entities disagree with the final position.".into());
        }
        totals.add_game(&end, decisions);
    }
    Ok(totals.report(variant, options, started))
}

/// Seeds per holder as the entities have them.
fn seed_counts(world: &mut World) -> Vec<u8> {
    let table = world.resource::<Table>().clone();
    table
        .places
        .iter()
        .chain(&table.hands)
        .map(|&holder| {
            world
                .get::<Holds>(holder)
                .map_or(0, |held| held.0.len() as u8)
        })
        .collect()
}
