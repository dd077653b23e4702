//! Looking at the game without playing it: `--screenshot` renders a screen and saves a PNG;
//! `--record` renders frames on virtual time (every frame advances the game clock by exactly
//! 1/fps, however slowly it renders) and saves them as numbered PNGs, with every seed's position
//! per frame beside them; `--measure-frames` times frames of the longest sowing there is: the
//! whole frame, and the app's update alone (on one thread, so that its CPU time is the update's).

use crate::game_app::{base_app, windowed};
use crate::headless;
use crate::kiosk::{self, config::KioskConfig};
use crate::rules_plugin::{Match, MatchRequest, MatchSetup, MoveRequest, Seat, Seed, Timing};
use crate::schedule::GameSystems;
use crate::settings::{self, Quality, Settings};
use crate::ui::review::Review;
use crate::ui::spills::LaidOut;
use crate::ui::{self, NextGame, Screen, UiAction, UiPressed};
use crate::view::RestingSpots;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::render::render_resource::PipelineCache;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};
use bevy::render::{ExtractSchedule, MainWorld, RenderApp};
use bevy::text::TextLayoutInfo;
use bevy::time::TimeUpdateStrategy;
use bevy_tweening::TweenAnim;
use marum_core::analysis::Class;
use marum_core::locale::Language;
use marum_core::rules::{Decision, Event, Game, Player, Variant};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use std::io::Write;
use std::path::PathBuf;
use std::time::Duration;
use web_time::Instant;

/// What a capture run saves.
#[derive(Clone, Debug)]
pub enum Output {
    /// One picture.
    Picture(PathBuf),
    /// `seconds` of frames at `fps` into a folder.
    Frames {
        folder: PathBuf,
        fps: u32,
        seconds: f32,
    },
}

/// What a capture run renders.
#[derive(Resource, Clone, Debug)]
pub struct CapturePlan {
    pub output: Output,
    pub variant: Variant,
    /// The screen to show; `Result` plays random moves to the end of a game.
    pub screen: Screen,
    /// Random decisions played at once before the capture.
    pub after_moves: usize,
    pub size: (u32, u32),
    /// A picture taken while one more decision's seeds travel at normal speed.
    pub in_flight: bool,
    /// From the result: the review's replay at the first mistake (or the first decision).
    pub review: bool,
    /// With `in_flight`: time this many frames of the longest sowing first, and print the times.
    pub measure_frames: u32,
    pub quality: Quality,
    pub language: Language,
    pub text_scale: f32,
}

/// Begins the warning `--screenshot` gives for each spill of the layout, which its tests look for.
pub const SPILL_WARNING: &str = "Layout:";

/// Frames the software renderer needs at rest before everything is drawn (pipelines compile).
const WARM_UP_FRAMES: u32 = 20;
/// Frames into the in-flight move when the picture is taken.
const IN_FLIGHT_FRAMES: u32 = 3;
/// Seconds of game time a screen's opening animation may take (the coin toss spins 1.6 s): frames
/// before then do not count as at rest, however quickly they come.
const OPENING_SECONDS: f32 = 2.5;
/// Frames the renderer's pipelines may take to compile before the run gives up.
const UNREADY_FRAMES: u32 = 5000;
/// Frames waited for every visible text to be laid out before the picture is taken regardless.
const TEXT_WAIT_FRAMES: u32 = 300;
/// In a recording, a player takes this long to choose once the board is at rest.
const CHOOSING_SECONDS: f32 = 0.5;

#[derive(Resource)]
struct Progress {
    rng: SmallRng,
    moves: usize,
    settled_frames: u32,
    /// Frames recorded so far.
    recorded: u32,
    /// Frames waited for the renderer's pipelines.
    unready_frames: u32,
    /// Game time the board has been at rest with a decision due, in a recording.
    at_rest: f32,
    requested: bool,
    /// With `--review`: the replay has been sent to the first mistake.
    review_placed: bool,
    /// When the in-flight move was asked for.
    flight_started: Option<Instant>,
    /// Seed positions, one JSON line per recorded frame.
    positions: Option<std::io::BufWriter<std::fs::File>>,
    /// Main-thread CPU time of the frame updates while measuring, with the seeds then flying.
    update_times: Vec<(Duration, usize)>,
    update_started: Option<Duration>,
}

/// Renders what `plan` asks for and exits. With a kiosk configuration, the kiosk's screens.
pub fn run(plan: CapturePlan, kiosk: Option<KioskConfig>) -> Result<AppExit, String> {
    let mut positions = None;
    match &plan.output {
        Output::Picture(path) => {
            // Found out now, not after a window and hundreds of frames waiting for the file.
            std::fs::File::create(path)
                .map_err(|e| format!("Could not write the picture {}: {e}", path.display()))?;
            let _ = std::fs::remove_file(path);
        }
        Output::Frames { folder, .. } => {
            std::fs::create_dir_all(folder)
                .map_err(|e| format!("Could not make the folder {}: {e}", folder.display()))?;
            let file = std::fs::File::create(folder.join("seeds.jsonl"))
                .map_err(|e| format!("Could not write in {}: {e}", folder.display()))?;
            positions = Some(std::io::BufWriter::new(file));
        }
    }
    let mut app = base_app(
        windowed("Marum capture", Some(plan.size)),
        settings::unsaved,
    );
    app.insert_resource(Timing::instant())
        .insert_resource(Settings {
            graphics: plan.quality,
            language: plan.language,
            text_scale: plan.text_scale,
            ..Settings::default()
        })
        .insert_resource(ui::saved::SavePath(None))
        .insert_resource(crate::tally::TallyPath(None))
        // The result screen comes at the end of a game played on the play screen.
        .insert_state(if plan.screen == Screen::Result {
            Screen::Play
        } else {
            plan.screen
        })
        .insert_resource(Progress {
            rng: SmallRng::seed_from_u64(plan.after_moves as u64),
            moves: 0,
            settled_frames: 0,
            recorded: 0,
            unready_frames: 0,
            at_rest: 0.0,
            requested: false,
            review_placed: false,
            flight_started: None,
            positions,
            update_times: Vec::new(),
            update_started: None,
        })
        .add_systems(Update, drive.in_set(GameSystems::Direct))
        // The menus choose the variant asked for, over its board, as in the game.
        .insert_resource(NextGame {
            variant: plan.variant,
            ..default()
        });
    // Virtual time: each frame is 1/fps of game time, however long it takes to render. Frames
    // being measured are a 60th of a second each, so the move stays in flight through them.
    let frames_per_second = match plan.output {
        Output::Frames { fps, .. } => Some(fps.max(1)),
        Output::Picture(_) => (plan.measure_frames > 0).then_some(60),
    };
    if let Some(fps) = frames_per_second {
        let frame = Duration::from_secs_f64(1.0 / f64::from(fps));
        app.insert_resource(TimeUpdateStrategy::ManualDuration(frame));
    }
    let setup = MatchSetup::standard(plan.variant, [Seat::Human; 2]);
    app.world_mut().write_message(MatchRequest::New(setup));
    if let Some(config) = kiosk {
        kiosk::add_kiosk(&mut app, config);
        app.insert_state(plan.screen);
    }
    if plan.measure_frames > 0 {
        // Every system on this thread, so that its CPU time is the whole update's.
        app.add_systems(First, start_update_clock)
            .add_systems(Last, stop_update_clock);
        headless::single_threaded(&mut app);
    }
    app.init_resource::<PipelinesReady>()
        .sub_app_mut(RenderApp)
        .add_systems(ExtractSchedule, watch_pipelines);
    app.insert_resource(plan);
    Ok(app.run())
}

/// Whether the renderer has compiled every pipeline it was asked for, copied from the render world
/// each frame.
#[derive(Resource, Default)]
struct PipelinesReady(bool);

/// Whether the window shows everything it will: every pipeline compiled and every visible text
/// laid out.
#[derive(SystemParam)]
struct Readiness<'w, 's> {
    pipelines: Res<'w, PipelinesReady>,
    texts: Query<
        'w,
        's,
        (
            &'static Text,
            &'static TextLayoutInfo,
            &'static InheritedVisibility,
        ),
    >,
}

impl Readiness<'_, '_> {
    fn ready(&self, frames_waited: u32) -> bool {
        let text_pending = frames_waited < TEXT_WAIT_FRAMES
            && self.texts.iter().any(|(text, layout, visible)| {
                visible.get() && !text.0.trim().is_empty() && layout.glyphs.is_empty()
            });
        self.pipelines.0 && !text_pending
    }
}

fn watch_pipelines(mut main_world: ResMut<MainWorld>, pipelines: Res<PipelineCache>) {
    if let Some(mut ready) = main_world.get_resource_mut::<PipelinesReady>() {
        ready.0 = pipelines.waiting_pipelines().next().is_none();
    }
}

/// CPU time this thread has run, from the kernel's scheduler statistics (Linux).
fn thread_cpu_time() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos: u64 = stat.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(nanos))
}

fn start_update_clock(mut progress: ResMut<Progress>) {
    progress.update_started = thread_cpu_time();
}

fn stop_update_clock(
    mut progress: ResMut<Progress>,
    flying: Query<(), (With<Seed>, With<TweenAnim>)>,
) {
    if let (Some(started), Some(now)) = (progress.update_started.take(), thread_cpu_time())
        && progress.flight_started.is_some()
    {
        let took = now.saturating_sub(started);
        progress.update_times.push((took, flying.iter().count()));
    }
}

/// The plan and its progress, with what taking pictures and leaving need.
#[derive(SystemParam)]
struct Capture<'w, 's> {
    plan: Res<'w, CapturePlan>,
    progress: ResMut<'w, Progress>,
    commands: Commands<'w, 's>,
    exit: MessageWriter<'w, AppExit>,
    review: Option<Res<'w, Review>>,
    pressed: MessageWriter<'w, UiPressed>,
    laid_out: LaidOut<'w, 's>,
}

impl Capture<'_, '_> {
    /// Counts frames at rest, asks for the picture at `capture_frame`, and exits once it is saved.
    fn settle_and_shoot(&mut self, path: &PathBuf, capture_frame: u32) {
        let progress = &mut self.progress;
        progress.settled_frames += 1;
        if progress.settled_frames == capture_frame && !progress.requested {
            progress.requested = true;
            for spill in self.laid_out.spills() {
                warn!("{SPILL_WARNING} {spill}");
            }
            self.commands
                .spawn(Screenshot::primary_window())
                .observe(save_to_disk(path.clone()));
        }
        let saved = std::fs::metadata(path).is_ok_and(|m| m.len() > 0);
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

/// Every seed's position this frame, where it would rest, and whether it is on its way.
#[derive(SystemParam)]
struct SeedWatch<'w, 's> {
    seeds: Query<'w, 's, (Entity, &'static Seed, &'static Transform, Has<TweenAnim>)>,
    spots: RestingSpots<'w, 's>,
}

impl SeedWatch<'_, '_> {
    /// One JSON line: the frame, and for each seed by number its position, resting spot (none
    /// while in a hand) and whether it flies.
    fn line(&self, frame: u32) -> String {
        let spots = self.spots.each();
        let mut seeds: Vec<_> = self.seeds.iter().collect();
        seeds.sort_by_key(|(_, seed, _, _)| seed.number);
        let entries: Vec<serde_json::Value> = seeds
            .iter()
            .map(|&(entity, _, transform, flying)| {
                let rest = spots
                    .iter()
                    .find(|(seed, _, in_place)| *seed == entity && *in_place)
                    .map(|(_, spot, _)| spot.to_array());
                serde_json::json!({
                    "at": transform.translation.to_array(),
                    "rest": rest,
                    "flying": flying,
                })
            })
            .collect();
        serde_json::json!({"frame": frame, "seeds": entries}).to_string()
    }
}

fn drive(
    mut capture: Capture,
    time: Res<Time>,
    current: Option<Res<Match>>,
    screen: Res<State<Screen>>,
    readiness: Readiness,
    watch: SeedWatch,
    mut moves: MessageWriter<MoveRequest>,
) {
    let plan = capture.plan.clone();
    let playing = matches!(plan.screen, Screen::Play | Screen::Result);
    let current = current.filter(|_| playing);
    let reviewing = plan.review && capture.review.is_some();
    if (reviewing || plan.review && screen.get() == &Screen::Result)
        && !review_ready(&mut capture, screen.get())
    {
        return;
    }
    // Random decisions may end the game first: then its result is shown, as in a game.
    let over = current
        .as_ref()
        .is_some_and(|current| current.game().position().is_over());
    let shown = match plan.screen {
        _ if plan.review => Screen::Play,
        Screen::Play if over => Screen::Result,
        screen => screen,
    };
    if let Some(current) = current.as_ref().filter(|_| !reviewing) {
        let wanted_moves = if plan.screen == Screen::Result {
            usize::MAX
        } else {
            plan.after_moves
        };
        let legal = current.game().decisions();
        let progress = &mut capture.progress;
        if progress.moves < wanted_moves && !legal.is_empty() {
            if !current.is_busy() {
                let pick = legal.as_slice()[progress.rng.random_range(0..legal.len())];
                moves.write(pick.into());
                progress.moves += 1;
            }
            return;
        }
    }
    if screen.get() != &shown || (!playing && time.elapsed_secs() < OPENING_SECONDS) {
        return;
    }
    // Frames count as settled only once every pipeline is compiled (a busy software renderer
    // takes its time): until then meshes are simply not drawn. Likewise every visible text must
    // have its glyphs laid out, or a panel shows empty; a text that never lays out (one inside a
    // hidden node) holds the picture back only so long.
    let progress = &mut capture.progress;
    if progress.settled_frames < WARM_UP_FRAMES && !readiness.ready(progress.unready_frames) {
        progress.settled_frames = 0;
        progress.unready_frames += 1;
        if progress.unready_frames > UNREADY_FRAMES {
            error!("The renderer's pipelines never became ready.");
            capture.exit.write(AppExit::error());
        }
        return;
    }
    match plan.output {
        Output::Picture(ref path) => {
            let capture_frame = match &current {
                Some(current) if plan.in_flight => {
                    in_flight(&mut capture, current, &watch, &mut moves)
                }
                _ => WARM_UP_FRAMES,
            };
            capture.settle_and_shoot(path, capture_frame);
        }
        Output::Frames {
            ref folder,
            fps,
            seconds,
        } => record(
            &mut capture,
            current.as_deref(),
            &watch,
            &time,
            &mut moves,
            folder,
            (fps as f32 * seconds).round() as u32,
        ),
    }
}

/// With `--review`: presses Review on the result screen, waits for every decision to be weighed,
/// then goes to the first mistake; whether the picture may be taken now.
fn review_ready(capture: &mut Capture, screen: &Screen) -> bool {
    let progress = &mut capture.progress;
    let review = capture.review.as_deref();
    match (screen, review.and_then(|r| r.analysis.as_ref())) {
        (Screen::Result, _) if review.is_none() => {
            capture.pressed.write(UiPressed(UiAction::Review));
            false
        }
        (Screen::Play, Some(analysis)) => {
            if !progress.review_placed {
                let first_mistake = analysis
                    .decisions
                    .iter()
                    .position(|w| w.class >= Class::Mistake)
                    .unwrap_or(0);
                capture
                    .pressed
                    .write(UiPressed(UiAction::ReplayTo(first_mistake as u16)));
                progress.review_placed = true;
                progress.settled_frames = 0;
                return false;
            }
            true
        }
        _ => false,
    }
}

/// Starts one more decision at normal speed once the board has settled, measures its frames if
/// asked; returns the frame on which to take the picture.
fn in_flight(
    capture: &mut Capture,
    current: &Match,
    watch: &SeedWatch,
    moves: &mut MessageWriter<MoveRequest>,
) -> u32 {
    let plan = capture.plan.clone();
    let progress = &mut capture.progress;
    let legal = current.game().decisions();
    if progress.settled_frames + 1 == WARM_UP_FRAMES && !legal.is_empty() {
        // Measuring frame times wants the longest sowing there is; a picture, any move.
        let decisions = if plan.measure_frames > 0 {
            longest_move(current.game())
        } else {
            vec![legal.as_slice()[progress.rng.random_range(0..legal.len())].into()]
        };
        moves.write_batch(decisions);
        progress.flight_started = Some(Instant::now());
        capture.commands.insert_resource(Timing::default());
    }
    let capture_frame = WARM_UP_FRAMES + IN_FLIGHT_FRAMES.max(plan.measure_frames);
    if plan.measure_frames > 0
        && progress.settled_frames + 1 == capture_frame
        && let Some(started) = progress.flight_started
    {
        let each = started.elapsed().as_secs_f64() * 1000.0 / f64::from(plan.measure_frames);
        let moving = watch
            .seeds
            .iter()
            .filter(|(_, _, _, flying)| *flying)
            .count();
        println!(
            "frame time: {each:.1} ms ({:.1} fps) over {} frames at {}x{}, quality {}, {moving} seeds moving at the end",
            1000.0 / each,
            plan.measure_frames,
            plan.size.0,
            plan.size.1,
            plan.quality.name(),
        );
        // The first frame of the move starts it; the rest are the move in flight.
        let measured = &progress.update_times[1.min(progress.update_times.len())..];
        if !measured.is_empty() {
            let times = measured.iter().map(|(took, _)| *took);
            let total: Duration = times.clone().sum();
            let worst = times.max().unwrap_or_default();
            let flying = measured.iter().map(|(_, flying)| *flying);
            println!(
                "update time: {:.2} ms CPU per frame (mean over {} frames), worst {:.2} ms, with {} to {} seeds in flight: the app's update on one thread, rendering not included",
                total.as_secs_f64() * 1000.0 / measured.len() as f64,
                measured.len(),
                worst.as_secs_f64() * 1000.0,
                flying.clone().min().unwrap_or_default(),
                flying.max().unwrap_or_default(),
            );
        }
    }
    capture_frame
}

/// After the warm-up, saves every frame with the seeds' positions, while random decisions are
/// played at normal speed (after a moment's choosing); exits once every frame is saved.
fn record(
    capture: &mut Capture,
    current: Option<&Match>,
    watch: &SeedWatch,
    time: &Time,
    moves: &mut MessageWriter<MoveRequest>,
    folder: &std::path::Path,
    frames: u32,
) {
    let progress = &mut capture.progress;
    progress.settled_frames += 1;
    if progress.settled_frames < WARM_UP_FRAMES {
        return;
    }
    if progress.settled_frames == WARM_UP_FRAMES {
        capture.commands.insert_resource(Timing::default());
        // The recording opens on the first move; later ones come after a moment's choosing.
        progress.at_rest = CHOOSING_SECONDS;
    }
    let frame_path = |n: u32| folder.join(format!("frame-{n:05}.png"));
    if progress.recorded < frames {
        if let Some(current) = current {
            let legal = current.game().decisions();
            if current.is_busy() || legal.is_empty() {
                progress.at_rest = 0.0;
            } else {
                progress.at_rest += time.delta_secs();
                if progress.at_rest >= CHOOSING_SECONDS {
                    let pick = legal.as_slice()[progress.rng.random_range(0..legal.len())];
                    moves.write(pick.into());
                    progress.at_rest = 0.0;
                }
            }
        }
        progress.recorded += 1;
        let frame = progress.recorded;
        capture
            .commands
            .spawn(Screenshot::primary_window())
            .observe(save_to_disk(frame_path(frame)));
        if let Some(file) = progress.positions.as_mut()
            && let Err(error) = writeln!(file, "{}", watch.line(frame))
        {
            warn!("Could not write the seeds' positions: {error}");
        }
        return;
    }
    if let Some(file) = progress.positions.as_mut() {
        let _ = file.flush();
    }
    let saved = (1..=frames).all(|n| std::fs::metadata(frame_path(n)).is_ok_and(|m| m.len() > 0));
    if saved || progress.settled_frames > WARM_UP_FRAMES + frames + 600 {
        capture.exit.write(if saved {
            AppExit::Success
        } else {
            AppExit::error()
        });
    }
}

/// The decisions whose move drops the most seeds: one, or in Congkak's opening, where both
/// players choose, the pair of choices whose two hands drop the most together.
fn longest_move(game: &Game) -> Vec<MoveRequest> {
    let legal = game.decisions();
    let drops = |decisions: &[Decision]| {
        let mut trial = game.clone();
        let mut events = Vec::new();
        for &decision in decisions {
            if trial.play_with(decision, &mut events).is_err() {
                return 0;
            }
        }
        events
            .iter()
            .filter(|e| matches!(e, Event::Drop { .. }))
            .count()
    };
    let firsts = legal.of(Player::One).collect::<Vec<_>>();
    let seconds = legal.of(Player::Two).collect::<Vec<_>>();
    let candidates: Vec<Vec<Decision>> = if !firsts.is_empty() && !seconds.is_empty() {
        firsts
            .iter()
            .flat_map(|&one| seconds.iter().map(move |&two| vec![one, two]))
            .collect()
    } else {
        legal.as_slice().iter().map(|&d| vec![d]).collect()
    };
    candidates
        .into_iter()
        .max_by_key(|decisions| drops(decisions))
        .map(|decisions| decisions.into_iter().map(MoveRequest::from).collect())
        .unwrap_or_default()
}
