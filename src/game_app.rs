//! The windowed game and the screenshot run: the plugins composed into an app.

use crate::kiosk::{self, config::KioskConfig};
use crate::rules_plugin::{self, Match, MatchRequest, MatchSetup, MoveRequest, Seat, Timing};
use crate::schedule::GameSystems;
use crate::ui::{self, NextGame, Screen};
use crate::{audio, settings, view};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::render::error_handler::RenderErrorHandler;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};
use bevy::window::WindowResolution;
use marum_core::ai::Level;
use marum_core::rules::{GameRecord, Options, Player, Variant};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use std::path::PathBuf;

/// An ordinary window with `title`, of `size` if given.
fn windowed(title: &str, size: Option<(u32, u32)>) -> WindowPlugin {
    let mut window = Window {
        title: title.into(),
        ..default()
    };
    if let Some((width, height)) = size {
        window.resolution = WindowResolution::new(width, height).with_scale_factor_override(1.0);
    }
    WindowPlugin {
        primary_window: Some(window),
        ..default()
    }
}

/// Every plugin of the game, with this window and these settings. An error in a system is
/// logged as a warning, never fatal.
pub fn base_app(window: WindowPlugin, settings: impl Plugin) -> App {
    let mut app = App::new();
    app.set_error_handler(bevy::ecs::error::warn);
    app.add_plugins((
        DefaultPlugins.set(window),
        settings,
        rules_plugin::plugin,
        view::plugin,
        audio::plugin,
        ui::plugin,
    ))
    .insert_resource(ClearColor(Color::srgb(0.1, 0.12, 0.11)));
    app
}

/// The game in a window, from the title screen; `variant` and `level` are the menu's first
/// choice. With a record, the game opens on its replay.
pub fn play(variant: Variant, level: Level, replay: Option<GameRecord>) -> AppExit {
    let mut app = base_app(windowed("Marum", None), settings::plugin_with(None));
    app.insert_resource(NextGame {
        variant,
        level,
        ..default()
    });
    if let Some(record) = replay {
        app.add_systems(Startup, move |mut commands: Commands| {
            ui::replay::start(&mut commands, record.clone());
        });
    }
    app.run()
}

/// `marum --kiosk`: the game as an exhibition kiosk, running until staff leave. A GPU error
/// rebuilds the renderer instead of ending the program.
pub fn kiosk(config: KioskConfig) -> AppExit {
    let mut app = base_app(kiosk::window(), settings::unsaved);
    app.insert_resource(RenderErrorHandler(kiosk::recover_renderer));
    kiosk::add_kiosk(&mut app, config);
    app.run()
}

/// What a screenshot run renders.
#[derive(Resource, Clone, Debug)]
pub struct ScreenshotPlan {
    pub path: PathBuf,
    pub variant: Variant,
    /// The screen to show; `Result` plays random moves to the end of a game.
    pub screen: Screen,
    pub after_moves: usize,
    pub size: (u32, u32),
    /// Play one more decision at normal speed and take the picture while its seeds travel.
    pub in_flight: bool,
    /// With `in_flight`: print the mean frame time over this many frames of the move first.
    pub measure_frames: u32,
}

#[derive(Resource)]
struct ShotProgress {
    rng: SmallRng,
    moves: usize,
    settled_frames: u32,
    requested: bool,
    /// When the in-flight move was asked for.
    flight_started: Option<std::time::Instant>,
}

/// Renders a screen (the board after some random moves, every animation finished), saves a PNG
/// and exits. With a kiosk configuration, the kiosk's screens.
pub fn screenshot(plan: ScreenshotPlan, kiosk: Option<KioskConfig>) -> AppExit {
    let _ = std::fs::remove_file(&plan.path);
    let mut app = base_app(
        windowed("Marum screenshot", Some(plan.size)),
        settings::unsaved,
    );
    app.insert_resource(Timing::instant())
        .insert_resource(ui::saved::SavePath(None))
        // The result screen comes at the end of a game played on the play screen.
        .insert_state(if plan.screen == Screen::Result {
            Screen::Play
        } else {
            plan.screen
        })
        .insert_resource(ShotProgress {
            rng: SmallRng::seed_from_u64(plan.after_moves as u64),
            moves: 0,
            settled_frames: 0,
            requested: false,
            flight_started: None,
        })
        .add_systems(Update, drive_screenshot.in_set(GameSystems::Direct))
        // The menus choose the variant asked for, over its board, as in the game.
        .insert_resource(NextGame {
            variant: plan.variant,
            ..default()
        });
    app.world_mut().write_message(MatchRequest::New(MatchSetup {
        variant: plan.variant,
        options: Options::default(),
        first: Player::One,
        seats: [Seat::Human; 2],
    }));
    if let Some(config) = kiosk {
        kiosk::add_kiosk(&mut app, config);
        app.insert_state(plan.screen);
    }
    app.insert_resource(plan);
    app.run()
}

/// Frames the software renderer needs at rest before everything is drawn (pipelines compile).
const WARM_UP_FRAMES: u32 = 20;
/// Frames into the in-flight move when the picture is taken.
const IN_FLIGHT_FRAMES: u32 = 3;
/// Seconds of game time a screen's opening animation may take (the coin toss spins 1.6 s): frames
/// before then do not count as at rest, however quickly they come.
const OPENING_SECONDS: f32 = 2.5;

/// The plan and its progress, with what taking the picture and leaving need.
#[derive(SystemParam)]
struct Shot<'w, 's> {
    plan: Res<'w, ScreenshotPlan>,
    progress: ResMut<'w, ShotProgress>,
    commands: Commands<'w, 's>,
    exit: MessageWriter<'w, AppExit>,
}

impl Shot<'_, '_> {
    /// Counts frames at rest, asks for the picture at `capture_frame`, and exits once it is saved.
    fn settle_and_shoot(&mut self, capture_frame: u32) {
        let progress = &mut self.progress;
        progress.settled_frames += 1;
        if progress.settled_frames == capture_frame && !progress.requested {
            progress.requested = true;
            self.commands
                .spawn(Screenshot::primary_window())
                .observe(save_to_disk(self.plan.path.clone()));
        }
        let saved = std::fs::metadata(&self.plan.path).is_ok_and(|m| m.len() > 0);
        if (progress.requested && saved && progress.settled_frames > capture_frame + 10)
            || progress.settled_frames > 600
        {
            self.exit.write(if saved {
                AppExit::Success
            } else {
                AppExit::error()
            });
        }
    }
}

fn drive_screenshot(
    mut shot: Shot,
    time: Res<Time>,
    current: Option<Res<Match>>,
    screen: Res<State<Screen>>,
    moving: Query<(), (With<rules_plugin::Seed>, With<bevy_tweening::TweenAnim>)>,
    mut moves: MessageWriter<MoveRequest>,
) {
    let plan = shot.plan.clone();
    let playing = matches!(plan.screen, Screen::Play | Screen::Result);
    let Some(current) = current.filter(|_| playing) else {
        if !playing && time.elapsed_secs() >= OPENING_SECONDS {
            shot.settle_and_shoot(WARM_UP_FRAMES);
        }
        return;
    };
    let wanted_moves = if plan.screen == Screen::Result {
        usize::MAX
    } else {
        plan.after_moves
    };
    let legal = current.game().decisions();
    let random_move =
        |rng: &mut SmallRng| MoveRequest::from(legal.as_slice()[rng.random_range(0..legal.len())]);
    let progress = &mut shot.progress;
    if progress.moves < wanted_moves && !legal.is_empty() {
        if !current.is_busy() {
            moves.write(random_move(&mut progress.rng));
            progress.moves += 1;
        }
        return;
    }
    if screen.get() != &plan.screen {
        return;
    }
    let mut capture_frame = WARM_UP_FRAMES;
    if plan.in_flight {
        if progress.settled_frames + 1 == WARM_UP_FRAMES && !legal.is_empty() {
            // Measuring frame times wants the longest sowing there is; a picture, any move.
            let decision = if plan.measure_frames > 0 {
                longest_move(current.game())
            } else {
                Some(random_move(&mut progress.rng))
            };
            moves.write_batch(decision);
            progress.flight_started = Some(std::time::Instant::now());
            shot.commands.insert_resource(Timing::default());
        }
        capture_frame += IN_FLIGHT_FRAMES.max(plan.measure_frames);
        if plan.measure_frames > 0
            && shot.progress.settled_frames + 1 == capture_frame
            && let Some(started) = shot.progress.flight_started
        {
            let each = started.elapsed().as_secs_f64() * 1000.0 / f64::from(plan.measure_frames);
            println!(
                "frame time: {each:.1} ms ({:.1} fps) over {} frames at {}x{}, {} seeds moving at the end",
                1000.0 / each,
                plan.measure_frames,
                plan.size.0,
                plan.size.1,
                moving.iter().count()
            );
        }
    }
    shot.settle_and_shoot(capture_frame);
}

/// The decision whose move drops the most seeds.
fn longest_move(game: &marum_core::rules::Game) -> Option<MoveRequest> {
    let drops = |decision| {
        let mut trial = game.clone();
        trial.play(decision).map_or(0, |events| {
            events
                .iter()
                .filter(|e| matches!(e, marum_core::rules::Event::Drop { .. }))
                .count()
        })
    };
    let legal = game.decisions();
    let best = legal.as_slice().iter().copied().max_by_key(|&d| drops(d))?;
    Some(best.into())
}
