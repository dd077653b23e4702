//! `marum --kiosk --soak GAMES [--speed X] [--monkey EVENTS]`: the real kiosk (window, renderer,
//! view, interface, sound cues, idle countdown) run through demonstration games on a clock that
//! runs `speed` times faster than the frames, with what a visitor does put in as touches:
//!
//! - a scripted visitor every few games: a touch, Play in the menu and the toss, a few pits
//!   against the computer, then walking away until the countdown brings the demonstration back
//!   (the first visitor looks around first, swiping up through the rules, and plays a whole game);
//! - with `--monkey`, storms of random touches (two fingers too), drags, clicks, key presses and
//!   window resizes between quiet spells.
//!
//! Throughout it checks that the kiosk never sticks (a decision is possible or in progress within
//! [`STUCK_SECONDS`]) and that every finished game replays as a legal game; it notes the smallest
//! touch target of every screen, on a 1080p screen of the window's shape, and anything laid out
//! spilling out of its box. At the end it prints one JSON line: the counts that would grow if
//! anything leaked, at the end of a demonstration game after the warm-up and at the end of the
//! last one.

use super::stats::Stats;
use crate::attract::is_demo;
use crate::rules_plugin::Match;
use crate::schedule::GameSystems;
use crate::ui::scrolling::Scrolls;
use crate::ui::spills::LaidOut;
use crate::ui::{Announced, SMALLEST_FIT, Screen, UiAction, interface_fit, key_input};
use crate::view::{BoardCamera, PitButton, outline_on_window, request_for_pit};
use bevy::a11y::AccessibilityNode;
use bevy::camera::primitives::Aabb;
use bevy::ecs::system::SystemParam;
use bevy::input::ButtonState;
use bevy::input::keyboard::KeyboardInput;
use bevy::input::mouse::MouseButtonInput;
use bevy::input::touch::{TouchInput, TouchPhase};
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use bevy::window::{PrimaryWindow, WindowEvent};
use marum_core::rules::Game;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use serde::Serialize;
use std::collections::{BTreeMap, VecDeque};
use std::time::Duration;
use web_time::Instant;

/// Real (kiosk-clock) seconds without a decision possible or in progress that count as stuck.
pub const STUCK_SECONDS: f32 = 120.0;
/// Demonstration games played before the first counts, so that what every game reuses exists.
const WARM_UP_GAMES: u64 = 2;
/// A scripted visitor comes after every this many games.
const GAMES_BETWEEN_VISITORS: u64 = 2;
/// Pits a scripted visitor plays before walking away.
const VISITOR_MOVES: u32 = 3;

/// What to run: how many games, how fast, and how much random input.
#[derive(Resource, Clone, Debug)]
pub struct SoakPlan {
    pub games: u64,
    /// Kiosk seconds per frame, in thirtieths: 30 makes every frame a second of the kiosk's life.
    pub speed: f32,
    /// Random input events to put in; none keeps to the scripted visitor.
    pub monkey: u64,
    pub seed: u64,
}

/// What would grow if the kiosk leaked.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Counts {
    pub entities: u32,
    pub ui_nodes: usize,
    pub meshes: usize,
    pub materials: usize,
    pub images: usize,
    pub audio_sources: usize,
    pub audio_players: usize,
    /// Resident memory in KiB (Linux).
    pub memory_kib: Option<u64>,
}

/// The one JSON line printed at the end.
#[derive(Clone, Debug, Default, Serialize)]
pub struct SoakReport {
    /// Games finished, demonstration and visitors' together.
    pub games: u64,
    pub sessions: u64,
    pub frames: u64,
    pub kiosk_seconds: f64,
    pub wall_seconds: f64,
    pub input_events: u64,
    pub games_replayed: u64,
    pub start: Counts,
    pub end: Counts,
    /// Each screen met, with its smallest touch target's shorter side at 1080p, in pixels.
    pub touch_targets: BTreeMap<String, f32>,
    /// Each screen on which something was laid out spilling out of its box, with the first such
    /// thing (not watched under random input, whose resizes leave a frame laid out for the last
    /// size).
    pub spills: BTreeMap<String, String>,
    /// Each screen whose scrolling page the first visitor swiped up: how far the finger went
    /// and how far the page scrolled.
    pub swiped: BTreeMap<String, Swiped>,
    /// Moves a visitor's tap on a pit hurried.
    pub hurried: u64,
    /// Each screen on which a screen reader was given words to read out unasked, with the first.
    pub announced: BTreeMap<String, String>,
    /// Why the run failed: a stuck kiosk or a game that does not replay.
    pub failure: Option<String>,
}

/// A swipe up a scrolling page, in window pixels: the page follows the finger when the two are
/// the same (or the page scrolled to its end, if it had less to show).
#[derive(Clone, Copy, Debug, Serialize)]
pub struct Swiped {
    pub finger: f32,
    pub scrolled: f32,
    /// How far the page could scroll before the swipe.
    pub room: f32,
}

/// One input event to put in at a frame.
#[derive(Clone, Copy, Debug)]
enum Injected {
    Touch(u64, TouchPhase, Vec2),
    Cursor(Vec2),
    Mouse(MouseButton, ButtonState),
    Key(KeyCode, ButtonState),
    Resize(u32, u32),
}

#[derive(Clone, Copy, Debug)]
enum Visitor {
    Away,
    /// Pressing Play in the menu and the toss, a kiosk second between presses.
    Arriving {
        wait: f32,
    },
    /// Going through the [`TOUR`] in turn.
    Touring {
        step: usize,
        looked: f32,
    },
    Playing {
        moves_left: u32,
        wait: f32,
        played: f32,
    },
    Leaving,
}

#[derive(Resource)]
struct Soak {
    plan: SoakPlan,
    rng: SmallRng,
    /// Events to put in, frame by frame from now.
    pending: VecDeque<Vec<Injected>>,
    visitor: Visitor,
    next_visit: u64,
    next_touch_id: u64,
    /// Kiosk seconds left of the current storm (positive), or of the quiet spell (negative).
    spell: f32,
    report: SoakReport,
    games_seen: u64,
    /// The visitor's swipe under way, with how far the page was scrolled as it began.
    swiped_from: Option<Swiped>,
    /// The games finished when the counting started; none during the warm-up.
    counted_from: Option<u64>,
    stuck_for: f32,
    last_look: (Option<Screen>, usize, bool),
    /// Whether the move shown last frame was hurried.
    was_hurried: bool,
    started: Instant,
    finished: bool,
}

impl Soak {
    fn at(&mut self, frame: usize, event: Injected) {
        while self.pending.len() <= frame {
            self.pending.push_back(Vec::new());
        }
        self.pending[frame].push(event);
        self.report.input_events += 1;
    }

    /// A finger not yet on the screen.
    fn new_touch(&mut self) -> u64 {
        self.next_touch_id += 1;
        self.next_touch_id
    }

    /// A finger put down at `from`, moved to `to` over `moves` frames, and lifted there.
    fn drag(&mut self, from: Vec2, to: Vec2, moves: usize) {
        let id = self.new_touch();
        self.at(0, Injected::Touch(id, TouchPhase::Started, from));
        for step in 1..=moves {
            let at = from.lerp(to, step as f32 / moves as f32);
            self.at(step, Injected::Touch(id, TouchPhase::Moved, at));
        }
        self.at(moves + 1, Injected::Touch(id, TouchPhase::Ended, to));
    }

    /// A finger put down at `at` and lifted two frames later.
    fn tap(&mut self, at: Vec2) {
        self.touch_for(at, 2);
    }

    /// A quick tap on a slow screen: the finger lifted within the frame it came down in.
    fn quick_tap(&mut self, at: Vec2) {
        self.touch_for(at, 0);
    }

    /// A finger put down at `at` and lifted `frames` frames later.
    fn touch_for(&mut self, at: Vec2, frames: usize) {
        let at = outside_the_staff_corner(at);
        let id = self.new_touch();
        self.at(0, Injected::Touch(id, TouchPhase::Started, at));
        self.at(frames, Injected::Touch(id, TouchPhase::Ended, at));
    }
}

/// The window, the buttons on it and the pits under the camera, where a finger would find them.
#[derive(SystemParam)]
struct Surface<'w, 's> {
    windows: Query<'w, 's, (Entity, &'static mut Window), With<PrimaryWindow>>,
    buttons: Query<
        'w,
        's,
        (
            &'static UiAction,
            &'static ComputedNode,
            &'static UiGlobalTransform,
            &'static InheritedVisibility,
        ),
    >,
    pits: Query<'w, 's, (&'static PitButton, &'static GlobalTransform, &'static Aabb)>,
    pages: Query<
        'w,
        's,
        (
            &'static ComputedNode,
            &'static UiGlobalTransform,
            &'static InheritedVisibility,
        ),
        With<Scrolls>,
    >,
    camera: Query<'w, 's, (&'static Camera, &'static GlobalTransform), With<BoardCamera>>,
}

impl Surface<'_, '_> {
    fn size(&self) -> Vec2 {
        self.windows
            .single()
            .map_or(Vec2::new(1280.0, 720.0), |(_, w)| w.size())
    }

    /// Physical pixels to the window's (logical) ones.
    fn scale_factor(&self) -> f32 {
        self.windows
            .single()
            .map_or(1.0, |(_, window)| window.scale_factor())
    }

    /// Buttons on screen now, as the interface laid them out.
    fn shown_buttons(
        &self,
    ) -> impl Iterator<Item = (&UiAction, &ComputedNode, &UiGlobalTransform)> {
        self.buttons
            .iter()
            .filter(|(_, node, _, shown)| shown.get() && node.size().min_element() > 0.0)
            .map(|(action, node, at, _)| (action, node, at))
    }

    /// Buttons on screen now: their action and centre in window (logical) pixels.
    fn buttons(&self) -> Vec<(UiAction, Vec2)> {
        let scale = self.scale_factor();
        self.shown_buttons()
            .map(|(action, _, at)| (*action, at.translation / scale))
            .collect()
    }

    /// The scrolling page on screen: its outline on the window, how far it is scrolled and how
    /// much further it can be, all in window (logical) pixels.
    fn scrolling_page(&self) -> Option<(Rect, f32, f32)> {
        let (node, at, _) = self
            .pages
            .iter()
            .find(|(node, _, shown)| shown.get() && node.size().min_element() > 0.0)?;
        let scale = self.scale_factor();
        let outline = Rect::from_center_size(at.translation / scale, node.size() / scale);
        let room = (node.content_size.y - node.size.y - node.scroll_position.y).max(0.0);
        Some((outline, node.scroll_position.y / scale, room / scale))
    }

    /// A pit's outline on the window: the rectangle around its projected bounds.
    fn pit_rect(&self, transform: &GlobalTransform, aabb: &Aabb) -> Option<Rect> {
        outline_on_window(self.camera.single().ok()?, (transform, aabb))
    }

    /// The centres on the window of the places that `keep` keeps.
    fn places_where(&self, keep: impl Fn(u8) -> bool) -> Vec<Vec2> {
        self.pits
            .iter()
            .filter(|(pit, _, _)| keep(pit.0))
            .filter_map(|(_, transform, aabb)| self.pit_rect(transform, aabb))
            .map(|rect| rect.center())
            .collect()
    }

    /// Pits a human may choose now.
    fn choosable_pits(&self, current: &Match) -> Vec<Vec2> {
        self.places_where(|pit| request_for_pit(current, pit).is_some())
    }

    /// Every pit (not the stores or houses): any answers a tap.
    fn every_pit(&self, current: &Match) -> Vec<Vec2> {
        let game = current.setup.variant.describe();
        self.places_where(|pit| game.place(pit).kind.is_pit())
    }
}

/// Keeps a touch out of the staff corner: at `speed` a short press there lasts kiosk seconds,
/// long enough to count as staff holding it to leave.
fn outside_the_staff_corner(at: Vec2) -> Vec2 {
    if at.x < 120.0 && at.y < 120.0 {
        at + Vec2::splat(120.0)
    } else {
        at
    }
}

/// A point anywhere but the staff corner.
fn anywhere(rng: &mut SmallRng, size: Vec2) -> Vec2 {
    outside_the_staff_corner(Vec2::new(
        rng.random::<f32>() * size.x,
        rng.random::<f32>() * size.y,
    ))
}

const MONKEY_KEYS: [KeyCode; 14] = [
    KeyCode::ArrowLeft,
    KeyCode::ArrowRight,
    KeyCode::ArrowUp,
    KeyCode::ArrowDown,
    KeyCode::Enter,
    KeyCode::Space,
    KeyCode::Escape,
    KeyCode::Tab,
    KeyCode::Backspace,
    KeyCode::KeyM,
    KeyCode::KeyH,
    KeyCode::KeyZ,
    KeyCode::Digit3,
    KeyCode::F1,
];

/// One random gesture: a tap anywhere, on a pit or on a button, two fingers, a drag, a click,
/// a key, or a new window size.
fn monkey_gesture(soak: &mut Soak, surface: &Surface, current: Option<&Match>) {
    let size = surface.size();
    let rng = &mut soak.rng;
    let roll = rng.random_range(0..100);
    // A choosable pit or a button, looked up only for the rolls that tap one; with none on
    // screen, the roll falls through to the last gesture.
    let mut pick =
        |places: Vec<Vec2>| (!places.is_empty()).then(|| places[rng.random_range(0..places.len())]);
    let target = match roll {
        30..45 => pick(
            current
                .map(|c| surface.choosable_pits(c))
                .unwrap_or_default(),
        ),
        45..60 => pick(surface.buttons().into_iter().map(|(_, at)| at).collect()),
        _ => None,
    };
    match (roll, target) {
        (0..30, _) => {
            let at = anywhere(rng, size);
            soak.tap(at);
        }
        (30..60, Some(at)) => soak.tap(at),
        (60..66, _) => {
            // Two fingers down together, lifted in turn.
            let (a, b) = (anywhere(rng, size), anywhere(rng, size));
            let (first, second) = (soak.new_touch(), soak.new_touch());
            soak.at(0, Injected::Touch(first, TouchPhase::Started, a));
            soak.at(0, Injected::Touch(second, TouchPhase::Started, b));
            soak.at(1, Injected::Touch(first, TouchPhase::Ended, a));
            soak.at(3, Injected::Touch(second, TouchPhase::Ended, b));
        }
        (66..78, _) => {
            let (from, to) = (anywhere(rng, size), anywhere(rng, size));
            soak.drag(from, to, 4);
        }
        (78..86, _) => {
            let at = anywhere(rng, size);
            soak.at(0, Injected::Cursor(at));
            soak.at(0, Injected::Mouse(MouseButton::Left, ButtonState::Pressed));
            soak.at(1, Injected::Mouse(MouseButton::Left, ButtonState::Released));
        }
        (86..97, _) => {
            let key = MONKEY_KEYS[rng.random_range(0..MONKEY_KEYS.len())];
            soak.at(0, Injected::Key(key, ButtonState::Pressed));
            soak.at(1, Injected::Key(key, ButtonState::Released));
        }
        _ => {
            // Landscape and portrait, from small to the usual kiosk shapes.
            let (long, short) = (rng.random_range(480..=960), rng.random_range(270..=540));
            let (width, height) = if rng.random_bool(0.3) {
                (short, long)
            } else {
                (long, short)
            };
            soak.at(0, Injected::Resize(width, height));
        }
    }
}

/// What the first visitor does on their look around: press a button, or swipe a finger up the
/// screen's scrolling page to read on.
#[derive(Clone, Copy, Debug)]
enum Sight {
    Press(UiAction),
    Swipe,
}

/// The first visitor's look around before playing: the pause menu, the rules (the rulings,
/// the longest page, read on by swiping), the settings.
const TOUR: [Sight; 9] = [
    Sight::Press(UiAction::Pause),
    Sight::Press(UiAction::Goto(Screen::Rules)),
    Sight::Press(UiAction::RulesPage(2)),
    Sight::Swipe,
    Sight::Press(UiAction::Back),
    Sight::Press(UiAction::Pause),
    Sight::Press(UiAction::Goto(Screen::Settings)),
    Sight::Press(UiAction::Back),
    Sight::Press(UiAction::Unpause),
];
/// Kiosk seconds a visitor looks for a button before giving up on it, and plays at most.
const LOOKING_SECONDS: f32 = 3.0;
const PLAYING_SECONDS: f32 = 1200.0;

/// The scripted visitor: touch, Play at the menu and the toss; the first visitor looks around
/// and plays a whole game, the others a few pits; then they walk away.
fn visit(soak: &mut Soak, surface: &Surface, screen: Screen, current: Option<&Match>, dt: f32) {
    let find = |wanted: UiAction| {
        surface
            .buttons()
            .into_iter()
            .find(|&(action, _)| action == wanted)
            .map(|(_, at)| at)
    };
    // One gesture at a time: nothing new while a finger is still on the glass.
    if !soak.pending.is_empty() {
        return;
    }
    let first = soak.next_visit == 1;
    let before = soak.visitor;
    soak.visitor = match (soak.visitor, screen) {
        (Visitor::Away, Screen::Attract) if soak.games_seen >= soak.next_visit => {
            soak.tap(surface.size() / 2.0);
            Visitor::Arriving { wait: 1.0 }
        }
        (Visitor::Arriving { wait }, Screen::Menu | Screen::Toss) if wait <= dt => {
            if let Some(at) = find(UiAction::StartGame) {
                soak.tap(at);
            }
            Visitor::Arriving { wait: 1.0 }
        }
        (Visitor::Arriving { wait }, Screen::Menu | Screen::Toss) => {
            Visitor::Arriving { wait: wait - dt }
        }
        (Visitor::Arriving { .. }, Screen::Play) if first => Visitor::Touring {
            step: 0,
            looked: 0.0,
        },
        (Visitor::Arriving { .. }, Screen::Play) => Visitor::Playing {
            moves_left: VISITOR_MOVES,
            wait: 1.0,
            played: 0.0,
        },
        (Visitor::Touring { step, looked }, _) if step < TOUR.len() => {
            let done = match TOUR[step] {
                // A kiosk second on each screen before the next press.
                Sight::Press(wanted) => match find(wanted) {
                    Some(at) if looked >= 1.0 => {
                        soak.tap(at);
                        true
                    }
                    _ => false,
                },
                Sight::Swipe => looked >= 1.0 && swipe(soak, surface, screen),
            };
            // A swipe under way is seen through to its end.
            if done || (looked > LOOKING_SECONDS && soak.swiped_from.is_none()) {
                Visitor::Touring {
                    step: step + 1,
                    looked: 0.0,
                }
            } else {
                Visitor::Touring {
                    step,
                    looked: looked + dt,
                }
            }
        }
        (Visitor::Touring { .. }, Screen::Play) => Visitor::Playing {
            moves_left: u32::MAX,
            wait: 1.0,
            played: 0.0,
        },
        (Visitor::Playing { .. }, Screen::Result) => Visitor::Leaving,
        (
            Visitor::Playing {
                moves_left,
                wait,
                played,
            },
            Screen::Play,
        ) => {
            let busy = current.is_some_and(Match::is_busy);
            let pits = match current {
                // Impatient: while a move is shown, a tap on any pit hurries it.
                Some(shown) if busy && !shown.is_hurried() => surface.every_pit(shown),
                Some(resting) if !busy => surface.choosable_pits(resting),
                _ => Vec::new(),
            };
            let (wait, played) = (wait - dt, played + dt);
            if moves_left == 0 || played > PLAYING_SECONDS {
                Visitor::Leaving
            } else if wait <= 0.0 && !pits.is_empty() {
                let at = pits[soak.rng.random_range(0..pits.len())];
                soak.quick_tap(at);
                Visitor::Playing {
                    moves_left: if busy { moves_left } else { moves_left - 1 },
                    wait: 1.0,
                    played,
                }
            } else {
                Visitor::Playing {
                    moves_left,
                    wait,
                    played,
                }
            }
        }
        // Back at the demonstration after playing: the countdown did its work.
        (Visitor::Touring { .. } | Visitor::Playing { .. } | Visitor::Leaving, Screen::Attract) => {
            soak.next_visit = soak.games_seen + GAMES_BETWEEN_VISITORS;
            Visitor::Away
        }
        (visitor, _) => visitor,
    };
    let moved_on = |visitor: Visitor| match visitor {
        Visitor::Touring { step, .. } => step,
        Visitor::Playing { moves_left, .. } => moves_left as usize,
        _ => 0,
    };
    if std::mem::discriminant(&before) != std::mem::discriminant(&soak.visitor)
        || moved_on(before) != moved_on(soak.visitor)
    {
        debug!(
            "Soak visitor: {:?} on the {} screen.",
            soak.visitor,
            screen.name()
        );
    }
}

/// The visitor's swipe up the screen's scrolling page: a finger dragged from low on the page to
/// high on it, then, once it is lifted, how far the page scrolled is noted in the report. True
/// once noted.
fn swipe(soak: &mut Soak, surface: &Surface, screen: Screen) -> bool {
    // A swipe whose page has gone (the screen left under it) is forgotten.
    let under_way = soak.swiped_from.take();
    let Some((page, scrolled, room)) = surface.scrolling_page() else {
        return false;
    };
    match under_way {
        None => {
            let finger = page.height() * SWIPE_LENGTH;
            soak.swiped_from = Some(Swiped {
                finger,
                scrolled,
                room,
            });
            let half = Vec2::new(0.0, finger / 2.0);
            soak.drag(page.center() + half, page.center() - half, SWIPE_FRAMES);
            false
        }
        Some(before) => {
            let swiped = Swiped {
                scrolled: scrolled - before.scrolled,
                ..before
            };
            soak.report.swiped.insert(screen.name().to_string(), swiped);
            true
        }
    }
}

/// Frames a swipe's finger moves over, and how much of the page's height.
const SWIPE_FRAMES: usize = 5;
const SWIPE_LENGTH: f32 = 0.6;

/// Where input comes in, as the window system would put it: each kind's own messages for the
/// input state, and window events for picking.
#[derive(SystemParam)]
struct InputWriters<'w> {
    touches: MessageWriter<'w, TouchInput>,
    mouse: MessageWriter<'w, MouseButtonInput>,
    keys: MessageWriter<'w, KeyboardInput>,
    cursor: MessageWriter<'w, CursorMoved>,
    window_events: MessageWriter<'w, WindowEvent>,
}

/// Decides this frame's input and puts in what is due.
fn put_in_input(
    mut soak: ResMut<Soak>,
    time: Res<Time<Real>>,
    screen: Res<State<Screen>>,
    current: Option<Res<Match>>,
    mut surface: Surface,
    mut writers: InputWriters,
) {
    let dt = time.delta_secs();
    let current = current.as_deref();
    if soak.report.input_events < soak.plan.monkey {
        if soak.spell > 0.0 {
            for _ in 0..soak.rng.random_range(1..=4) {
                monkey_gesture(&mut soak, &surface, current);
            }
            soak.spell -= dt;
            if soak.spell <= 0.0 {
                // Then quiet, often long enough for the countdown and some of a demonstration.
                soak.spell = -soak.rng.random_range(5.0..150.0);
            }
        } else {
            soak.spell += dt;
            if soak.spell >= 0.0 {
                soak.spell = soak.rng.random_range(2.0..30.0);
            }
        }
    } else if soak.plan.monkey == 0 {
        visit(&mut soak, &surface, *screen.get(), current, dt);
    }
    let Some(events) = soak.pending.pop_front() else {
        return;
    };
    let Ok((window_entity, mut window)) = surface.windows.single_mut() else {
        return;
    };
    let InputWriters {
        touches,
        mouse,
        keys,
        cursor,
        window_events,
    } = &mut writers;
    for event in events {
        match event {
            Injected::Touch(id, phase, position) => {
                let touch = TouchInput {
                    phase,
                    position,
                    window: window_entity,
                    force: None,
                    id,
                };
                touches.write(touch);
                window_events.write(WindowEvent::TouchInput(touch));
            }
            Injected::Cursor(position) => {
                window.set_cursor_position(Some(position));
                let moved = CursorMoved {
                    window: window_entity,
                    position,
                    delta: None,
                };
                cursor.write(moved.clone());
                window_events.write(WindowEvent::CursorMoved(moved));
            }
            Injected::Mouse(button, state) => {
                let input = MouseButtonInput {
                    button,
                    state,
                    window: window_entity,
                };
                mouse.write(input);
                window_events.write(WindowEvent::MouseButtonInput(input));
            }
            Injected::Key(key_code, state) => {
                let input = key_input(key_code, state, false, window_entity);
                keys.write(input.clone());
                window_events.write(WindowEvent::KeyboardInput(input));
            }
            Injected::Resize(width, height) => {
                window.resolution.set(width as f32, height as f32);
            }
        }
    }
}

/// The counts of what could leak.
#[derive(SystemParam)]
struct Census<'w, 's> {
    entities: &'w bevy::ecs::entity::Entities,
    nodes: Query<'w, 's, (), With<Node>>,
    players: Query<'w, 's, (), With<AudioPlayer>>,
    meshes: Res<'w, Assets<Mesh>>,
    materials: Res<'w, Assets<StandardMaterial>>,
    images: Res<'w, Assets<Image>>,
    sounds: Res<'w, Assets<AudioSource>>,
}

impl Census<'_, '_> {
    fn count(&self) -> Counts {
        Counts {
            entities: self.entities.count_spawned(),
            ui_nodes: self.nodes.iter().count(),
            meshes: self.meshes.len(),
            materials: self.materials.len(),
            images: self.images.len(),
            audio_sources: self.sounds.len(),
            audio_players: self.players.iter().count(),
            memory_kib: super::soak::resident_kib(),
        }
    }
}

/// The smallest touch target on screen now, on a 1080p screen of the window's shape: buttons
/// always (their layout pixels scaled as the interface scales them on that screen: by 1.5 at
/// 1920×1080, 1.2 at 1080×1920), pits while a visitor plays (the board scales with the window).
/// Nothing is measured in windows so small that the interface stops shrinking with them (under
/// 675 pixels wide or 540 high): the board there has less of the window than at 1080p.
fn smallest_target(surface: &Surface, screen: Screen) -> Option<f32> {
    let size = surface.size();
    if interface_fit(size) < SMALLEST_FIT {
        return None;
    }
    let to_1080p = 1080.0 / size.min_element();
    let scale_at_1080p = interface_fit(size * to_1080p);
    let buttons = surface.shown_buttons().map(|(_, node, _)| {
        node.size().min_element() * node.inverse_scale_factor() * scale_at_1080p
    });
    let pits: Vec<f32> = if screen == Screen::Play {
        surface
            .pits
            .iter()
            .filter_map(|(_, transform, aabb)| surface.pit_rect(transform, aabb))
            .map(|rect| rect.size().min_element() * to_1080p)
            .collect()
    } else {
        Vec::new()
    };
    buttons.chain(pits).reduce(f32::min)
}

/// Watches the kiosk: stuck screens, finished games and their records, touch targets, counts.
#[allow(clippy::too_many_arguments)]
fn watch_the_kiosk(
    mut soak: ResMut<Soak>,
    time: Res<Time<Real>>,
    virtual_time: Res<Time<Virtual>>,
    screen: Res<State<Screen>>,
    current: Option<Res<Match>>,
    stats: Res<Stats>,
    surface: Surface,
    laid_out: LaidOut,
    census: Census,
    mut exit: MessageWriter<AppExit>,
) {
    let soak = &mut *soak;
    let screen = *screen.get();
    soak.report.frames += 1;
    if soak.report.frames.is_multiple_of(500) {
        info!(
            "Soak: {} frames, {} games, {} input events, on the {} screen.",
            soak.report.frames,
            soak.games_seen,
            soak.report.input_events,
            screen.name()
        );
    }
    soak.report.kiosk_seconds += time.delta_secs_f64();
    soak.report.sessions = stats.visitor_sessions;
    let hurried = current.as_ref().is_some_and(|c| c.is_hurried());
    if hurried && !soak.was_hurried {
        soak.report.hurried += 1;
    }
    soak.was_hurried = hurried;
    // Stuck: nothing changes while no decision is possible or in progress.
    let history = current.as_ref().map_or(0, |c| c.game().history().len());
    let look = (Some(screen), history, current.is_some());
    let possible = match (screen, current.as_deref()) {
        (Screen::Play, Some(current)) => {
            current.is_busy()
                || current.due(true).next().is_some()
                || current.game().position().is_over()
                || virtual_time.is_paused()
        }
        // The demonstration plays on its own: paused, it would be stuck.
        (Screen::Attract, Some(current)) => {
            !virtual_time.is_paused() && (current.is_busy() || current.game().position().is_over())
        }
        (Screen::Attract | Screen::Play, None) => false,
        _ => true,
    };
    if possible || look != soak.last_look {
        soak.stuck_for = 0.0;
    } else {
        soak.stuck_for += time.delta_secs();
    }
    soak.last_look = look;
    if soak.stuck_for > STUCK_SECONDS && soak.report.failure.is_none() {
        soak.report.failure = Some(format!(
            "The kiosk stuck on the {} screen for {STUCK_SECONDS} s with no decision possible.",
            screen.name()
        ));
    }
    if let Some(least) = smallest_target(&surface, screen) {
        let entry = soak
            .report
            .touch_targets
            .entry(screen.name().to_string())
            .or_insert(f32::INFINITY);
        *entry = entry.min(least.round());
    }
    // Each screen's first spill is enough: a screen already reported is not looked at again.
    if soak.plan.monkey == 0
        && !soak.report.spills.contains_key(screen.name())
        && let Some(spill) = laid_out.spills().into_iter().next()
    {
        soak.report.spills.insert(screen.name().to_string(), spill);
    }
    // A game just finished: it must replay from its record.
    if stats.games_finished > soak.games_seen {
        soak.games_seen = stats.games_finished;
        soak.report.games = stats.games_finished;
        info!(
            "Soak: game {} finished on the {} screen after {} frames ({:.0} kiosk seconds).",
            soak.games_seen,
            screen.name(),
            soak.report.frames,
            soak.report.kiosk_seconds
        );
        if let Some(current) = current.as_deref() {
            let record = current.setup.record(current.game().history().to_vec());
            match Game::replay(&record) {
                Ok(game) if game.position() == current.game().position() => {
                    soak.report.games_replayed += 1;
                }
                Ok(_) => {
                    soak.report.failure =
                        Some("A finished game's record replays to another position.".into());
                }
                Err(error) => soak.report.failure = Some(error),
            }
            // The counts are taken at the same moment of a demonstration: its last step.
            let demonstration_end = is_demo(current) && screen == Screen::Attract;
            let warm = soak.games_seen >= WARM_UP_GAMES;
            if demonstration_end && warm && soak.counted_from.is_none() {
                soak.report.start = census.count();
                soak.counted_from = Some(soak.games_seen);
            }
            let done = soak
                .counted_from
                .is_some_and(|from| soak.games_seen >= from + soak.plan.games)
                && soak.report.input_events >= soak.plan.monkey;
            if demonstration_end && done {
                soak.report.end = census.count();
                finish(soak, &mut exit);
            }
        }
    }
    if soak.report.failure.is_some() {
        finish(soak, &mut exit);
    }
}

/// Prints the report and asks the app to exit, once.
fn finish(soak: &mut Soak, exit: &mut MessageWriter<AppExit>) {
    if soak.finished {
        return;
    }
    soak.finished = true;
    soak.report.wall_seconds = soak.started.elapsed().as_secs_f64();
    println!(
        "{}",
        serde_json::to_string(&soak.report).unwrap_or_default()
    );
    if let Some(failure) = &soak.report.failure {
        error!("{failure}");
        exit.write(AppExit::error());
    } else {
        exit.write(AppExit::Success);
    }
}

/// Turns a kiosk app into the soak run of `plan`.
pub fn add_soak(app: &mut App, plan: SoakPlan) {
    // Every frame is speed/30 kiosk seconds, however long it takes to draw.
    let frame = Duration::from_secs_f32(plan.speed.max(0.1) / 30.0);
    app.insert_resource(TimeUpdateStrategy::ManualDuration(frame))
        .add_systems(Startup, move |mut time: ResMut<Time<Virtual>>| {
            time.set_max_delta(frame.max(Duration::from_millis(250)));
        })
        .insert_resource(Soak {
            rng: SmallRng::seed_from_u64(plan.seed),
            pending: VecDeque::new(),
            visitor: Visitor::Away,
            next_visit: 1,
            next_touch_id: 0,
            spell: -1.0,
            report: SoakReport::default(),
            games_seen: 0,
            swiped_from: None,
            counted_from: None,
            stuck_for: 0.0,
            last_look: (None, 0, false),
            was_hurried: false,
            started: Instant::now(),
            finished: false,
            plan,
        })
        .add_systems(First, put_in_input)
        .add_systems(
            Update,
            (watch_the_kiosk, hear_announcements).in_set(GameSystems::Sound),
        );
}

/// Notes the first words each screen gives a screen reader to read out unasked.
fn hear_announcements(
    mut soak: ResMut<Soak>,
    screen: Res<State<Screen>>,
    announced: Query<&AccessibilityNode, (With<Announced>, Changed<AccessibilityNode>)>,
) {
    for words in announced.iter().filter_map(|node| node.value()) {
        let heard = &mut soak.report.announced;
        heard
            .entry(screen.get().name().to_owned())
            .or_insert_with(|| words.to_owned());
    }
}
