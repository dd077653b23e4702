//! The kiosk on screen: borderless full screen, no cursor until touched, window close ignored;
//! the demonstration with large captions and a cultural card between games; a touch starts a
//! visitor's game; idle visitors get a countdown back to the demonstration; a hidden staff exit.

use super::config::{KioskConfig, KioskGraphics};
use super::hours::OpeningHours;
use super::stats;
use crate::attract::{Demo, is_demo};
use crate::audio::{Sound, SoundCue};
use crate::rules_plugin::{Match, Step};
use crate::schedule::GameSystems;
use crate::settings::{Quality, Settings};
use crate::theme::{ACCENT, CLOSED_BACKGROUND, CLOSED_INK, INK, PANEL};
use crate::ui::saved::SavePath;
use crate::ui::widgets::{Selected, named_button, row, set_shown, text, tr_text};
use crate::ui::{NextGame, Screen, UiAction, UiPressed, player_names};
use crate::view::{BoardCamera, BoardFrame, IdleDrift, free_part};
use bevy::ecs::system::SystemParam;
use bevy::input::touch::Touches;
use bevy::prelude::*;
use bevy::render::error_handler::RenderErrorPolicy;
use bevy::render::settings::RenderCreation;
use bevy::window::{
    CursorOptions, ExitCondition, Monitor, MonitorSelection, PrimaryMonitor, WindowMode,
    WindowPosition,
};
use bevy::winit::{UpdateMode, WinitSettings};
use marum_core::captions;
use marum_core::rules::Event;
use std::path::PathBuf;
use std::time::Duration;

/// Seconds a staff member holds the top-left corner to leave the kiosk.
const STAFF_HOLD_SECONDS: f32 = 3.0;
/// The corner's size in window pixels.
const STAFF_CORNER: f32 = 90.0;
/// The longest the idle clock stands still while a visitor watches the computer play.
const MOST_WATCHING_SECONDS: f32 = 60.0;
/// How often the status file is rewritten.
const STATUS_EVERY: Duration = Duration::from_secs(5);
/// A demonstration game that makes no decision for this long is stuck and is replaced.
const STUCK_SECONDS: f32 = 60.0;

#[derive(Component)]
struct AttractCaption;

#[derive(Component)]
struct CulturalCard;

#[derive(Component)]
struct Countdown;

/// Real seconds since the last input, how long the visitor has been watching the computer play,
/// and how long the staff corner has been held.
#[derive(Resource, Default)]
struct Idle {
    seconds: f32,
    watching: f32,
    corner_held: f32,
}

/// The kiosk's line for the sounds that carry meaning, for visitors who cannot hear them.
#[derive(Component)]
struct SoundCaption {
    /// Seconds it still shows.
    left: f32,
}

/// How long a sound's caption stays.
const SOUND_CAPTION_SECONDS: f32 = 2.5;

/// What a sound means, as a caption's message; none for the seeds' clicks and the buttons'.
fn sound_caption(sound: Sound) -> Option<&'static str> {
    match sound {
        Sound::Swell => Some("sound-swell"),
        Sound::Chime => Some("sound-chime"),
        Sound::Knock => Some("sound-knock"),
        Sound::Fanfare => Some("sound-fanfare"),
        Sound::Click | Sound::Rattle | Sound::UiClick => None,
    }
}

/// The row that holds the sound caption, centred at the foot of the board's part of the window.
#[derive(Component)]
struct SoundCaptionRow;

fn spawn_sound_caption(mut commands: Commands) {
    commands.spawn((
        SoundCaptionRow,
        Node {
            position_type: PositionType::Absolute,
            left: px(0),
            right: px(0),
            bottom: px(12),
            justify_content: JustifyContent::Center,
            ..default()
        },
        GlobalZIndex(20),
        Pickable::IGNORE,
        children![(
            SoundCaption { left: 0.0 },
            text("", 22.0, INK),
            Node {
                padding: UiRect::axes(px(12), px(6)),
                border_radius: BorderRadius::all(px(8)),
                ..default()
            },
            BackgroundColor(Color::NONE),
            Pickable::IGNORE,
        )],
    ));
}

/// Keeps the sound caption just above the interface at the foot of the window (the invitation,
/// the near player's bar, the open timeline) and centred on the board's part of it, so that it
/// never covers a panel or a button.
fn place_sound_caption(
    windows: Query<&Window>,
    frame: Res<BoardFrame>,
    mut rows: Query<&mut Node, With<SoundCaptionRow>>,
) {
    let Ok(window) = windows.single() else { return };
    let (low, high) = free_part(window.width() / window.height().max(1.0), *frame);
    for mut row in &mut rows {
        // From normalised device coordinates (-1 to 1) to shares of the window.
        let (left, right, bottom) = (
            percent((low.x + 1.0) * 50.0),
            percent((1.0 - high.x) * 50.0),
            percent((low.y + 1.0) * 50.0),
        );
        if row.left != left || row.right != right || row.bottom != bottom {
            row.left = left;
            row.right = right;
            row.bottom = bottom;
        }
    }
}

/// Each meaningful sound shows its caption in the corner for a moment.
fn caption_sounds(
    mut cues: MessageReader<SoundCue>,
    settings: Res<Settings>,
    time: Res<Time<Real>>,
    mut captions: Query<(&mut SoundCaption, &mut Text, &mut BackgroundColor)>,
) {
    let said = cues
        .read()
        .filter_map(|cue| sound_caption(cue.sound))
        .last();
    for (mut caption, mut text, mut background) in &mut captions {
        if let Some(id) = said {
            text.0 = settings.language.locale().text(id);
            caption.left = SOUND_CAPTION_SECONDS;
            background.0 = PANEL;
        } else if caption.left > 0.0 {
            caption.left -= time.delta_secs();
            if caption.left <= 0.0 {
                text.0.clear();
                background.0 = Color::NONE;
            }
        }
    }
}

/// A language a visitor may choose on the demonstration screen.
#[derive(Component)]
struct LanguageChoice;

fn spawn_attract(mut commands: Commands, config: Res<KioskConfig>) {
    let mut demo = Demo::new(config.attract_level, Duration::from_secs(8));
    demo.next = config.games[0];
    if config.games.len() == 1 {
        demo.only = Some(config.games[0]);
    }
    commands.insert_resource(demo);
    commands.insert_resource(IdleDrift);
    let root = commands
        .spawn((
            DespawnOnExit(Screen::Attract),
            Node {
                width: percent(100),
                height: percent(100),
                flex_direction: FlexDirection::Column,
                justify_content: JustifyContent::SpaceBetween,
                align_items: AlignItems::Center,
                padding: UiRect::all(px(24)),
                ..default()
            },
            Pickable::IGNORE,
        ))
        .id();
    commands.spawn((
        ChildOf(root),
        AttractCaption,
        text("", 34.0, INK),
        TextLayout::justify(Justify::Center),
        Node {
            max_width: percent(90),
            padding: UiRect::axes(px(24), px(12)),
            border_radius: BorderRadius::all(px(14)),
            ..default()
        },
        BackgroundColor(Color::NONE),
    ));
    commands.spawn((
        ChildOf(root),
        CulturalCard,
        text("", 28.0, INK),
        TextLayout::justify(Justify::Center),
        Node {
            max_width: percent(70),
            padding: UiRect::all(px(28)),
            border_radius: BorderRadius::all(px(16)),
            display: Display::None,
            ..default()
        },
        BackgroundColor(PANEL),
    ));
    // The invitation with the languages under it, at the foot of the screen.
    let foot = commands
        .spawn((
            ChildOf(root),
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                row_gap: px(14),
                ..default()
            },
        ))
        .id();
    commands.spawn((
        ChildOf(foot),
        Node {
            padding: UiRect::axes(px(36), px(16)),
            border_radius: BorderRadius::all(px(40)),
            ..default()
        },
        BackgroundColor(ACCENT.with_alpha(0.92)),
        children![(
            tr_text("kiosk-invitation", 40.0, Color::srgb(0.12, 0.1, 0.08)),
            Pickable::IGNORE
        )],
    ));
    let languages = commands.spawn((ChildOf(foot), row(16.0))).id();
    for language in config.offered_languages() {
        commands.spawn((
            ChildOf(languages),
            LanguageChoice,
            named_button(language.own_name(), UiAction::ChooseLanguage(language)),
        ));
    }
}

/// A touch on a language's name speaks it; the chosen one is marked.
fn choose_language(
    mut pressed: MessageReader<UiPressed>,
    mut settings: ResMut<Settings>,
    buttons: Query<(Entity, &UiAction, Has<Selected>), With<LanguageChoice>>,
    mut commands: Commands,
) {
    for UiPressed(action) in pressed.read() {
        if let UiAction::ChooseLanguage(language) = *action {
            settings.language = language;
        }
    }
    for (entity, action, selected) in &buttons {
        let chosen = *action == UiAction::ChooseLanguage(settings.language);
        if chosen && !selected {
            commands.entity(entity).insert(Selected);
        } else if !chosen && selected {
            commands.entity(entity).remove::<Selected>();
        }
    }
}

fn leave_attract(mut commands: Commands) {
    commands.remove_resource::<Demo>();
    commands.remove_resource::<IdleDrift>();
}

type CardQuery<'w, 's> = Query<
    'w,
    's,
    (&'static mut Text, &'static mut Node),
    (With<CulturalCard>, Without<AttractCaption>),
>;

/// Large captions for what just happened, and the cultural card while the next game waits.
fn caption_the_demonstration(
    mut steps: MessageReader<Step>,
    current: Option<Res<Match>>,
    settings: Res<Settings>,
    mut captions_shown: Query<(&mut Text, &mut BackgroundColor), With<AttractCaption>>,
    mut cards: CardQuery,
) {
    let Some(current) = current else { return };
    let names = player_names(&settings, &current.setup.seats);
    let locale = settings.language.locale();
    for step in steps.read() {
        if let Some(sentence) =
            captions::explain(locale, &step.event, current.setup.variant, &names)
        {
            for (mut text, mut background) in &mut captions_shown {
                text.0 = sentence.clone();
                background.0 = PANEL;
            }
        }
        if let Event::GameOver { .. } = step.event {
            for (mut text, _) in &mut cards {
                text.0 = locale.of_game(current.setup.variant, "card-summary", &[]);
            }
        }
    }
    let resting = current.game().position().is_over() && !current.is_busy();
    for (_, mut node) in &mut cards {
        set_shown(&mut node, resting);
    }
}

/// Mouse, keyboard and touch together.
#[derive(SystemParam)]
struct Input<'w> {
    mouse: Res<'w, ButtonInput<MouseButton>>,
    keys: Res<'w, ButtonInput<KeyCode>>,
    touches: Res<'w, Touches>,
}

impl Input<'_> {
    fn pressed(&self) -> bool {
        self.mouse.get_just_pressed().next().is_some()
            || self.keys.get_just_pressed().next().is_some()
            || self.touches.any_just_pressed()
    }
}

/// Any touch, click or key: the visitor's turn (in the demonstration), or the idle clock reset.
fn watch_input(
    input: Input,
    mut moved: MessageReader<CursorMoved>,
    screen: Res<State<Screen>>,
    mut idle: ResMut<Idle>,
    mut cursors: Query<&mut CursorOptions>,
    mut next: ResMut<NextState<Screen>>,
    language_buttons: Query<&Interaction, With<LanguageChoice>>,
) {
    let pressed = input.pressed();
    // A touch on a language changes the language, not the screen.
    let choosing_language = language_buttons.iter().any(|i| *i == Interaction::Pressed);
    let active = pressed || moved.read().count() > 0 || input.touches.iter().next().is_some();
    if active {
        idle.seconds = 0.0;
    }
    let attract = *screen.get() == Screen::Attract;
    if pressed && attract && !choosing_language {
        next.set(Screen::Menu);
    }
    if pressed && *screen.get() == Screen::Closed {
        info!("Touched while closed: showing the demonstration.");
        next.set(Screen::Attract);
    }
    for mut cursor in &mut cursors {
        let visible = !attract && (pressed || cursor.visible);
        if cursor.visible != visible {
            cursor.visible = visible;
        }
    }
}

/// The idle clock runs while the visitor is the one to act, not while they watch the computer
/// think or the seeds travel: a long relay is no reason to ask whether anyone is there.
fn run_idle_clock(
    time: Res<Time<Real>>,
    current: Option<Res<Match>>,
    screen: Res<State<Screen>>,
    mut idle: ResMut<Idle>,
) {
    let watching = *screen.get() == Screen::Play
        && current.is_some_and(|c| {
            let over = c.game().position().is_over();
            !over && (c.is_busy() || c.due(true).next().is_none())
        });
    idle.watching = if watching {
        idle.watching + time.delta_secs()
    } else {
        0.0
    };
    // A computer seat that never moves must not hold the kiosk for ever.
    if !watching || idle.watching > MOST_WATCHING_SECONDS {
        idle.seconds += time.delta_secs();
    }
}

/// After the idle timeout a countdown shows; at its end the visitor's game is abandoned.
fn idle_countdown(
    idle: Res<Idle>,
    config: Res<KioskConfig>,
    screen: Res<State<Screen>>,
    mut countdowns: Query<(Entity, &mut Text), With<Countdown>>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
    mut settings: ResMut<Settings>,
) {
    let timeout = config.idle_timeout_secs as f32;
    let resting = matches!(screen.get(), Screen::Attract | Screen::Closed);
    let counting = !resting && idle.seconds > timeout;
    if !counting {
        for (entity, _) in &countdowns {
            commands.entity(entity).despawn();
        }
        return;
    }
    let left = (timeout + config.countdown_secs as f32 - idle.seconds)
        .ceil()
        .max(0.0);
    if left <= 0.0 {
        info!("No one has touched the screen for a while: back to the demonstration.");
        settings.language = config.language();
        next.set(Screen::Attract);
        return;
    }
    let sentence = settings
        .language
        .locale()
        .with("kiosk-still-there", &[("seconds", (left as i64).into())]);
    match countdowns.single_mut() {
        Ok((_, mut text)) => {
            if text.0 != sentence {
                text.0 = sentence;
            }
        }
        Err(_) => {
            commands.spawn((
                Countdown,
                text(sentence, 34.0, INK),
                TextLayout::justify(Justify::Center),
                Node {
                    position_type: PositionType::Absolute,
                    top: percent(40),
                    left: percent(10),
                    width: percent(80),
                    padding: UiRect::all(px(28)),
                    border_radius: BorderRadius::all(px(16)),
                    ..default()
                },
                BackgroundColor(PANEL),
                GlobalZIndex(50),
            ));
        }
    }
}

/// Borderless full screen is a request a window manager may ignore (and kiosks often run X with
/// none), so the window is also placed over the whole primary monitor.
fn cover_the_monitor(
    monitors: Query<&Monitor, With<PrimaryMonitor>>,
    mut windows: Query<&mut Window>,
) {
    let (Ok(monitor), Ok(mut window)) = (monitors.single(), windows.single_mut()) else {
        return;
    };
    let size = UVec2::new(monitor.physical_width, monitor.physical_height);
    let windowed = window.mode == WindowMode::Windowed;
    if windowed || size.min_element() == 0 || window.resolution.physical_size() == size {
        return;
    }
    window.decorations = false;
    window.position = WindowPosition::At(monitor.physical_position);
    window.resolution.set_physical_resolution(size.x, size.y);
}

/// A visitor has touched the demonstration to play.
fn count_a_visitor(mut stats: ResMut<stats::Stats>) {
    stats.visitor_sessions += 1;
}

/// The home title is not for a kiosk: it goes straight to the demonstration.
fn skip_title(mut next: ResMut<NextState<Screen>>) {
    next.set(Screen::Attract);
}

/// Staff leave with Ctrl+Alt+Q, or by holding the top-left corner for a few seconds.
fn staff_exit(
    time: Res<Time<Real>>,
    input: Input,
    windows: Query<&Window>,
    mut idle: ResMut<Idle>,
    mut exit: MessageWriter<AppExit>,
) {
    let keys = &input.keys;
    let chord = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight])
        && keys.any_pressed([KeyCode::AltLeft, KeyCode::AltRight])
        && keys.just_pressed(KeyCode::KeyQ);
    let in_corner = |at: Vec2| at.x < STAFF_CORNER && at.y < STAFF_CORNER;
    let mouse_in_corner = input.mouse.pressed(MouseButton::Left)
        && windows
            .single()
            .ok()
            .and_then(Window::cursor_position)
            .is_some_and(in_corner);
    let touch_in_corner = input.touches.iter().any(|t| in_corner(t.position()));
    if mouse_in_corner || touch_in_corner {
        idle.corner_held += time.delta_secs();
    } else {
        idle.corner_held = 0.0;
    }
    if chord {
        info!("Staff exit by Ctrl+Alt+Q.");
        exit.write(AppExit::Success);
    } else if idle.corner_held > STAFF_HOLD_SECONDS {
        let by = if touch_in_corner {
            "a touch"
        } else {
            "the mouse"
        };
        info!("Staff exit: the top-left corner held by {by}.");
        exit.write(AppExit::Success);
    }
}

/// A demonstration game that stops making decisions is logged and replaced.
fn replace_a_stuck_demonstration(
    time: Res<Time<Real>>,
    current: Option<Res<Match>>,
    mut last: Local<(usize, f32)>,
    mut commands: Commands,
) {
    let Some(current) = current.filter(|c| is_demo(c)) else {
        *last = (0, 0.0);
        return;
    };
    let made = current.game().history().len();
    if made != last.0 || current.game().position().is_over() {
        *last = (made, 0.0);
        return;
    }
    last.1 += time.delta_secs();
    if last.1 > STUCK_SECONDS {
        error!("A demonstration game made no decision for {STUCK_SECONDS} s; starting another.");
        commands.remove_resource::<Match>();
        *last = (0, 0.0);
    }
}

/// A GPU error: log it and rebuild the renderer, a few times; then exit so the service restarts.
pub fn recover_renderer(
    _error: &bevy::render::error_handler::RenderError,
    main_world: &mut World,
    _render_world: &mut World,
) -> RenderErrorPolicy {
    let Some(mut stats) = main_world.get_resource_mut::<stats::Stats>() else {
        return RenderErrorPolicy::StopRendering;
    };
    stats.render_recoveries += 1;
    let recoveries = stats.render_recoveries;
    if recoveries > 5 {
        error!("The renderer keeps failing; exiting so the service can restart the kiosk.");
        main_world.write_message(AppExit::error());
        return RenderErrorPolicy::StopRendering;
    }
    warn!("Recovering the renderer after a GPU error ({recoveries} so far).");
    RenderErrorPolicy::Recover(RenderCreation::Automatic(Box::default()))
}

fn kiosk_settings(config: &KioskConfig) -> Settings {
    Settings {
        language: config.language(),
        text_scale: config.text_scale,
        high_contrast: config.high_contrast,
        master_volume: config.volume,
        music_volume: if config.music { 0.4 } else { 0.0 },
        explain_events: true,
        graphics: config.graphics.initial(),
        reduced_motion: config.reduced_motion,
        ..Settings::default()
    }
}

/// Frames skipped while the renderer starts (pipelines compile), then frames measured.
const AUTO_SKIP_FRAMES: u32 = 90;
const AUTO_MEASURED_FRAMES: u32 = 180;

/// The quality for a machine that draws a Medium frame in `mean_ms`: Low when it cannot keep 25
/// frames a second, High when Medium leaves it most of a 60 Hz frame to spare.
pub fn quality_for_frame_time(mean_ms: f32) -> Quality {
    if mean_ms > 40.0 {
        Quality::Low
    } else if mean_ms < 9.0 {
        Quality::High
    } else {
        Quality::Medium
    }
}

/// With `graphics: auto`, measures the frame time of the first seconds at Medium and settles on
/// a quality once.
fn choose_graphics(
    time: Res<Time<Real>>,
    config: Res<KioskConfig>,
    mut settings: ResMut<Settings>,
    mut measured: Local<(u32, f32)>,
) {
    let (frames, seconds) = &mut *measured;
    if config.graphics != KioskGraphics::Auto || *frames > AUTO_SKIP_FRAMES + AUTO_MEASURED_FRAMES {
        return;
    }
    *frames += 1;
    if *frames > AUTO_SKIP_FRAMES {
        *seconds += time.delta_secs();
    }
    if *frames == AUTO_SKIP_FRAMES + AUTO_MEASURED_FRAMES {
        let mean_ms = *seconds * 1000.0 / AUTO_MEASURED_FRAMES as f32;
        let quality = quality_for_frame_time(mean_ms);
        info!(
            "Frames took {mean_ms:.1} ms at medium graphics: using {} graphics.",
            quality.name()
        );
        settings.graphics = quality;
    }
}

/// Seconds between looks at the clock for the opening hours.
const HOURS_CHECK_SECONDS: f32 = 1.0;
/// How often a closed kiosk wakes when nothing happens (the watchdog needs a frame now and then).
const CLOSED_FRAME: Duration = Duration::from_secs(1);

/// Outside the opening hours, once no visitor has touched the screen for the idle timeout, the
/// kiosk closes; at opening time it shows the demonstration again.
fn keep_hours(
    time: Res<Time<Real>>,
    hours: Option<Res<Hours>>,
    idle: Res<Idle>,
    config: Res<KioskConfig>,
    screen: Res<State<Screen>>,
    mut since_look: Local<f32>,
    mut next: ResMut<NextState<Screen>>,
) {
    let Some(hours) = hours else { return };
    *since_look += time.delta_secs();
    if *since_look < HOURS_CHECK_SECONDS {
        return;
    }
    *since_look = 0.0;
    let open = hours.0.is_open_now();
    match screen.get() {
        Screen::Attract if !open && idle.seconds > config.idle_timeout_secs as f32 => {
            info!("Outside the opening hours: resting.");
            next.set(Screen::Closed);
        }
        Screen::Closed if open => {
            info!("Opening time: showing the demonstration.");
            next.set(Screen::Attract);
        }
        _ => {}
    }
}

/// The opening hours, when the configuration has them.
#[derive(Resource)]
struct Hours(OpeningHours);

/// Closed: the board and its demonstration go, the scene's camera stops drawing, a quiet line
/// on a nearly black screen, and frames only on input or once a second.
fn close(
    mut commands: Commands,
    mut cameras: Query<&mut Camera, With<BoardCamera>>,
    hours: Option<Res<Hours>>,
    settings: Res<Settings>,
) {
    commands.remove_resource::<Match>();
    for mut camera in &mut cameras {
        camera.is_active = false;
    }
    commands.insert_resource(WinitSettings {
        focused_mode: UpdateMode::reactive_low_power(CLOSED_FRAME),
        unfocused_mode: UpdateMode::reactive_low_power(CLOSED_FRAME),
    });
    let line = settings.language.locale().text(match hours {
        Some(_) => "kiosk-resting-until-open",
        None => "kiosk-resting",
    });
    commands.spawn((
        DespawnOnExit(Screen::Closed),
        Camera2d,
        Camera {
            order: 10,
            ..default()
        },
    ));
    commands.spawn((
        DespawnOnExit(Screen::Closed),
        Node {
            width: percent(100),
            height: percent(100),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::End,
            padding: UiRect::all(px(48)),
            ..default()
        },
        BackgroundColor(CLOSED_BACKGROUND),
        children![(
            text(line, 22.0, CLOSED_INK),
            TextLayout::justify(Justify::Center)
        )],
    ));
}

fn open(mut commands: Commands, mut cameras: Query<&mut Camera, With<BoardCamera>>) {
    for mut camera in &mut cameras {
        camera.is_active = true;
    }
    commands.insert_resource(WinitSettings::game());
}

/// Reads the exhibitor's configuration (the usual place when `None`), logging what was wrong.
pub fn load_config(config_path: Option<PathBuf>) -> KioskConfig {
    let path = config_path.or_else(KioskConfig::default_path);
    let (config, warnings) = match &path {
        Some(path) => KioskConfig::load(path),
        None => (KioskConfig::default(), Vec::new()),
    };
    for warning in warnings {
        warn!("{warning}");
    }
    config
}

/// Turns a game app into the kiosk: its settings, the demonstration, visitors, idle countdown,
/// staff exit, watchdog and statistics.
pub fn add_kiosk(app: &mut App, config: KioskConfig) {
    #[cfg(unix)]
    app.add_plugins(super::service::plugin);
    if let Some(hours) = config.opening_hours() {
        app.insert_resource(Hours(hours));
    }
    app.insert_resource(kiosk_settings(&config))
        .insert_resource(SavePath(None))
        .insert_resource(NextGame {
            variant: config.games[0],
            level: config.level,
            ..default()
        })
        .init_resource::<Idle>()
        .insert_state(Screen::Attract)
        .add_plugins(stats::plugin_with(stats::StatsFiles {
            games: config.stats_file.clone(),
            status: config.status_file.clone(),
            status_every: STATUS_EVERY,
        }))
        .insert_resource(config)
        .add_systems(Startup, spawn_sound_caption)
        .add_systems(OnEnter(Screen::Attract), spawn_attract)
        .add_systems(OnExit(Screen::Attract), leave_attract)
        .add_systems(OnEnter(Screen::Title), skip_title)
        .add_systems(
            OnTransition {
                exited: Screen::Attract,
                entered: Screen::Menu,
            },
            count_a_visitor,
        )
        .add_systems(OnEnter(Screen::Closed), close)
        .add_systems(OnExit(Screen::Closed), open)
        .add_systems(
            Update,
            (
                (run_idle_clock, watch_input, staff_exit)
                    .chain()
                    .in_set(GameSystems::Input),
                (
                    idle_countdown,
                    choose_language.run_if(in_state(Screen::Attract)),
                    replace_a_stuck_demonstration,
                    choose_graphics,
                    keep_hours,
                )
                    .in_set(GameSystems::Direct),
                (
                    cover_the_monitor,
                    caption_the_demonstration.run_if(in_state(Screen::Attract)),
                    (caption_sounds, place_sound_caption),
                )
                    .in_set(GameSystems::Interface),
            ),
        );
}

/// The kiosk's window: borderless full screen, no cursor until touched, closing ignored.
pub fn window() -> WindowPlugin {
    WindowPlugin {
        primary_window: Some(Window {
            title: "Marum".into(),
            // In the browser the page fills the screen (the browser's own kiosk mode).
            mode: if cfg!(target_arch = "wasm32") {
                WindowMode::Windowed
            } else {
                WindowMode::BorderlessFullscreen(MonitorSelection::Primary)
            },
            ..crate::game_app::in_the_page()
        }),
        primary_cursor_options: Some(CursorOptions {
            visible: false,
            ..default()
        }),
        exit_condition: ExitCondition::DontExit,
        close_when_requested: false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::state::app::StatesPlugin;
    use marum_core::locale::Language;

    fn app(settings: Settings) -> App {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .insert_resource(settings)
            .add_message::<SoundCue>();
        app
    }

    /// A sound that carries meaning shows its caption in the visitor's language; a seed's click
    /// does not replace it.
    #[test]
    fn meaningful_sounds_have_captions() {
        let mut app = app(Settings {
            language: Language::Malay,
            ..Settings::default()
        });
        app.add_systems(Startup, spawn_sound_caption)
            .add_systems(Update, caption_sounds);
        app.update();
        let shown = |app: &mut App| {
            app.world_mut()
                .query_filtered::<&Text, With<SoundCaption>>()
                .single(app.world())
                .unwrap()
                .0
                .clone()
        };
        assert_eq!(shown(&mut app), "");
        app.world_mut().write_message(SoundCue::plain(Sound::Chime));
        app.update();
        assert_eq!(shown(&mut app), "[bunyi loceng: biji ditawan]");
        app.world_mut().write_message(SoundCue::plain(Sound::Click));
        app.update();
        assert_eq!(shown(&mut app), "[bunyi loceng: biji ditawan]");
        for sound in Sound::ALL {
            let captioned = sound_caption(sound).is_some();
            assert_eq!(captioned, !sound.is_frequent() && sound != Sound::UiClick);
        }
    }

    /// The sound caption stands just above the panels at the foot of the window, over the
    /// board's part of it, not in a corner where it covered the languages or player 1's panel.
    #[test]
    fn the_sound_caption_keeps_clear_of_the_panels() {
        let mut app = app(Settings::default());
        app.add_systems(Startup, spawn_sound_caption)
            .add_systems(Update, place_sound_caption);
        let window = app
            .world_mut()
            .spawn(Window {
                resolution: (768, 1024).into(),
                ..default()
            })
            .id();
        // The demonstration on a portrait screen: the invitation and the languages below.
        app.insert_resource(BoardFrame {
            top: 0.2,
            bottom: 0.2,
            ..default()
        });
        app.update();
        let placed = |app: &mut App| {
            let node = app
                .world_mut()
                .query_filtered::<&Node, With<SoundCaptionRow>>()
                .single(app.world())
                .unwrap();
            [node.left, node.right, node.bottom].map(|value| match value {
                Val::Percent(share) => share,
                other => panic!("{other:?} is not a share of the window"),
            })
        };
        let near = |placed: [f32; 3], wanted: [f32; 3]| {
            assert!(
                placed.iter().zip(wanted).all(|(a, b)| (a - b).abs() < 0.01),
                "{placed:?}, not {wanted:?}"
            );
        };
        near(placed(&mut app), [0.0, 0.0, 20.0]);
        // A landscape play screen with the timeline open at the right.
        app.world_mut()
            .get_mut::<Window>(window)
            .unwrap()
            .resolution = (1600, 900).into();
        app.insert_resource(BoardFrame {
            right: 0.25,
            top: 0.1,
            bottom: 0.125,
            ..default()
        });
        app.update();
        near(placed(&mut app), [0.0, 25.0, 12.5]);
    }

    /// When an idle visitor's game is abandoned, the kiosk speaks the exhibitor's language again.
    #[test]
    fn the_idle_reset_returns_to_the_exhibitors_language() {
        let mut app = app(Settings {
            language: Language::Meitei,
            ..Settings::default()
        });
        app.insert_state(Screen::Play)
            .insert_resource(KioskConfig {
                caption_language: "ms".into(),
                ..KioskConfig::default()
            })
            .insert_resource(Idle {
                seconds: 10_000.0,
                ..Idle::default()
            })
            .add_systems(Update, idle_countdown);
        app.update();
        app.update();
        assert_eq!(app.world().resource::<Settings>().language, Language::Malay);
        assert_eq!(
            *app.world().resource::<State<Screen>>().get(),
            Screen::Attract
        );
    }
}
