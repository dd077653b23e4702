//! The place under the pointer, or the pit the keyboard's focus is on, named in a small panel
//! beside it ("Pit 3, 7 marums, yours to choose") while the game waits for a person, with what
//! choosing it would do ("If chosen, it relays once and takes 6 marums by Si-kang-si."): the pit
//! numbers the hint, the timeline and the review speak of are found where the player is looking,
//! a sowing's outcome can be learnt before it is tried, and the status line keeps saying what is
//! happening.

use crate::rules_plugin::{Match, Table};
use crate::theme::{ACCENT, PANEL};
use crate::ui::widgets::{INK, SMALL_SIZE, text, typeset};
use crate::view::{BoardCamera, BoardLabel, LabelKind, PitButton, PitLook};
use bevy::a11y::AccessibilityNode;
use bevy::ecs::system::SystemParam;
use bevy::input::touch::Touches;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use std::time::Duration;

#[derive(Component)]
pub(super) struct PlaceTip;

/// The tip's second line: what choosing the pit would do, in the accent's colour under its name.
#[derive(Component)]
pub(super) struct TipPreview;

/// How far the tip stands from the pointer's tip, in interface pixels: clear of the arrow, which
/// points up and left from below and right of it.
const FROM_POINTER: Vec2 = Vec2::new(16.0, 24.0);
const ABOVE_POINTER: f32 = 8.0;
/// How far above a finger's touch the tip stands, in interface pixels: clear of the fingertip,
/// which covers what is under and below it.
const ABOVE_FINGER: f32 = 48.0;
/// How long a finger rests on a place before its tip shows: a tap chooses the pit as it lifts, and
/// its tip would only flash.
const FINGER_REST: Duration = Duration::from_millis(350);
/// How far the keyboard's pit's tip stands beyond the pit's outermost label, in interface pixels.
const BEYOND_LABEL: f32 = 4.0;
/// The widest the tip grows, in interface pixels: a move preview wraps to a few short lines.
const TIP_WIDTH: f32 = 340.0;

/// Which side of the pointer the tip stands on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Side {
    above: bool,
    left: bool,
}

/// The side of the `pointer` where the tip covers neither the pointed place's number at `number`
/// (its neighbours' stand on the same side of their row) nor runs out of a window `width` wide:
/// away from a number below or above (rows seen from their side), beside the pointer away from a
/// number to its left or right (rows running up a tall window). Window pixels, y downwards.
fn side(pointer: Vec2, number: Option<Vec2>, width: f32) -> Side {
    let towards_middle = leftwards(pointer.x, width);
    match number.map(|number| number - pointer) {
        Some(to_number) if to_number.x.abs() > to_number.y.abs() => Side {
            above: false,
            left: to_number.x > 0.0,
        },
        Some(to_number) => Side {
            above: to_number.y > 0.0,
            left: towards_middle,
        },
        None => Side {
            above: false,
            left: towards_middle,
        },
    }
}

/// Where the tip for the keyboard's pit at `pit` stands, where the pit's labels (`labels`, boxes
/// in window pixels, y downwards) stand above or below it (rows seen from their side): beyond the
/// outermost of them, on their side, so that it covers neither the pit nor the other row (no
/// pointer there to keep clear of); towards the middle of a window `width` wide. `None` where
/// they stand beside it (rows running up a tall window): there it stands as beside a pointer.
fn beyond_labels(
    pit: Vec2,
    labels: impl IntoIterator<Item = Rect>,
    width: f32,
) -> Option<(Vec2, Side)> {
    let outermost = labels.into_iter().max_by(|a, b| {
        let distance = |label: &Rect| label.center().distance_squared(pit);
        distance(a).total_cmp(&distance(b))
    })?;
    let to_label = outermost.center() - pit;
    if to_label.x.abs() > to_label.y.abs() {
        return None;
    }
    let above = to_label.y < 0.0;
    let edge = if above {
        outermost.min.y
    } else {
        outermost.max.y
    };
    let left = leftwards(pit.x, width);
    Some((Vec2::new(pit.x, edge), Side { above, left }))
}

/// Whether the tip stands to the left of `x` in a window `width` wide: towards the middle.
fn leftwards(x: f32, width: f32) -> bool {
    x >= width / 2.0
}

/// The tip: hidden until a place is pointed at, and never in the pointer's way.
pub(super) fn place_tip() -> impl Bundle {
    (
        PlaceTip,
        text("", SMALL_SIZE, INK),
        Node {
            position_type: PositionType::Absolute,
            padding: UiRect::axes(px(10), px(5)),
            border_radius: BorderRadius::all(px(8)),
            max_width: px(TIP_WIDTH),
            display: Display::None,
            ..default()
        },
        BackgroundColor(PANEL),
        GlobalZIndex(4),
        Pickable::IGNORE,
        children![(
            TipPreview,
            TextSpan::default(),
            TextFont::from_font_size(SMALL_SIZE),
            TextColor(ACCENT),
        )],
    )
}

/// The place the pointer (or a resting finger) is on, remembered with how many decisions had been
/// made when it came there; and the game, to know whether it waits for a person.
#[derive(SystemParam)]
pub(super) struct PointedPlace<'w, 's> {
    places: Query<
        'w,
        's,
        (
            &'static PitButton,
            &'static PitLook,
            &'static AccessibilityNode,
            &'static GlobalTransform,
        ),
    >,
    camera: Query<'w, 's, (&'static Camera, &'static GlobalTransform), With<BoardCamera>>,
    came_to: Local<'s, Option<(u8, usize)>>,
    finger: RestingFinger<'w, 's>,
    current: Option<Res<'w, Match>>,
    time: Res<'w, Time<Virtual>>,
}

impl PointedPlace<'_, '_> {
    /// The place under the pointer and what screen readers hear of it (its name,
    /// and what choosing it would do), and where the tip stands beside: the pointer, while the
    /// game waits for a person and nothing was decided since the pointer came there (the pointer
    /// stays on the pit just chosen, and its name would only cover the sowing, until the pointer
    /// moves to another place). Else the pit the keyboard's focus is on, the tip beside the pit.
    /// The pointer is the mouse's at `cursor`, or a finger resting on the place (the tip above
    /// it; not while it taps, nor at the `cursor`, which follows each new touch and stays where
    /// the finger came down). Nothing while paused.
    fn named(&mut self, cursor: Option<Vec2>) -> Option<Named<'_>> {
        let pointer = match self.finger.now() {
            // Where the last finger left the cursor, until the mouse moves it, the tip still
            // stands above that finger's place.
            Finger::Up(last) => cursor.map(|at| match last {
                Some(last) if last.distance(at) < 1.0 => (at, Beside::Finger),
                _ => (at, Beside::Pointer),
            }),
            Finger::Tapping => None,
            Finger::Resting(at) => Some((at, Beside::Finger)),
        };
        let current = self.current.as_ref()?;
        let decided = current.game().history().len();
        let under_pointer = self.places.iter().find(|(_, look, ..)| look.hovered);
        let came_to = under_pointer.map(|(place, ..)| match *self.came_to {
            Some((pointed, since)) if pointed == place.0 => (pointed, since),
            _ => (place.0, decided),
        });
        *self.came_to = came_to;
        let waiting = current.person_waited_for().is_some() && !self.time.is_paused();
        let pointed = under_pointer
            .filter(|_| came_to.is_some_and(|(_, since)| since == decided))
            .and_then(|(place, _, node, _)| {
                let (at, beside) = pointer?;
                Some((place.0, node, at, beside))
            });
        let focused = || {
            let (place, _, node, at) = self.places.iter().find(|(_, look, ..)| look.focused)?;
            let (camera, eye) = self.camera.single().ok()?;
            let at = camera.world_to_viewport(eye, at.translation()).ok()?;
            Some((place.0, node, at, Beside::Keyboard))
        };
        pointed
            .or_else(focused)
            .filter(|(_, node, ..)| waiting && node.label().is_some())
            .map(|(place, node, at, beside)| Named {
                place,
                heard: &node.0,
                at,
                beside,
            })
    }
}

/// A place to name: what screen readers hear of it, and where the tip stands, beside what.
struct Named<'a> {
    place: u8,
    heard: &'a accesskit::Node,
    at: Vec2,
    beside: Beside,
}

/// What the tip stands beside, which decides on which side and how far from it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Beside {
    Pointer,
    Finger,
    Keyboard,
}

/// A finger on the screen, if any.
enum Finger {
    /// None on the screen; the last one came down here (and the mouse's cursor with it).
    Up(Option<Vec2>),
    /// Just come down: a tap, as far as is known yet.
    Tapping,
    /// Down for [`FINGER_REST`] or longer, here: asking what is under it.
    Resting(Vec2),
}

/// The first finger on the screen, and when it came down; where the last one came down.
#[derive(SystemParam)]
struct RestingFinger<'w, 's> {
    touches: Option<Res<'w, Touches>>,
    time: Res<'w, Time<Real>>,
    down_since: Local<'s, Option<(u64, Duration)>>,
    last_down: Local<'s, Option<Vec2>>,
}

impl RestingFinger<'_, '_> {
    fn now(&mut self) -> Finger {
        let first = self
            .touches
            .as_ref()
            .and_then(|touches| touches.iter().min_by_key(|touch| touch.id()));
        let now = self.time.elapsed();
        let down_since = first.map(|touch| match *self.down_since {
            Some((id, since)) if id == touch.id() => (id, since),
            _ => (touch.id(), now),
        });
        *self.down_since = down_since;
        if let Some(touch) = first {
            *self.last_down = Some(touch.start_position());
        }
        match (first, down_since) {
            (Some(touch), Some((_, since))) if now - since >= FINGER_REST => {
                Finger::Resting(touch.position())
            }
            (Some(_), _) => Finger::Tapping,
            _ => Finger::Up(*self.last_down),
        }
    }
}

/// Names the place under the pointer beside the pointer, on the [`side`] where it hides no
/// number; the place under a finger resting on it above the finger; or the pit the keyboard's
/// focus is on [`beyond_labels`] where it can, else beside the pit as beside a pointer.
pub(super) fn show_place_tip(
    mut pointed: PointedPlace,
    table: Option<Res<Table>>,
    labels: Query<(&BoardLabel, &UiGlobalTransform, &ComputedNode)>,
    windows: Query<&Window, With<PrimaryWindow>>,
    ui_scale: Res<UiScale>,
    mut tips: Query<(&mut Text, &mut Node), With<PlaceTip>>,
    mut previews: Query<&mut TextSpan, With<TipPreview>>,
) {
    let window = windows.single().ok();
    let pointed =
        window.and_then(|window| Some((window, pointed.named(window.cursor_position())?)));
    let scale = ui_scale.0.max(0.01);
    for (mut text, mut node) in &mut tips {
        let mut wanted = node.clone();
        wanted.display = Display::None;
        if let Some((window, named)) = &pointed {
            let Named {
                place,
                heard,
                at,
                beside,
            } = *named;
            let name = heard.label().unwrap_or_default();
            if text.0 != name {
                text.0 = name.to_owned();
            }
            let preview = heard
                .description()
                .map(|preview| format!("\n{}", typeset(preview)))
                .unwrap_or_default();
            for mut span in &mut previews {
                if span.0 != preview {
                    span.0.clone_from(&preview);
                }
            }
            let place = table.as_ref().and_then(|t| t.places.get(place as usize));
            // The place's count and number, in window pixels.
            let to_window = window.scale_factor();
            let place_labels = || {
                labels
                    .iter()
                    .filter(move |(label, ..)| Some(&label.place) == place)
                    .map(move |(label, at, laid_out)| {
                        let centre = at.translation / to_window;
                        let size = laid_out.size / to_window;
                        (label.kind, Rect::from_center_size(centre, size))
                    })
                    .filter(|(kind, _)| matches!(kind, LabelKind::Count | LabelKind::Number))
            };
            let size = window.size();
            let beyond = || beyond_labels(at, place_labels().map(|(_, at)| at), size.x);
            let keyboards = (beside == Beside::Keyboard).then(beyond).flatten();
            let (at, side, (gap_above, gap_below)) = match (beside, keyboards) {
                (_, Some((edge, side))) => (edge, side, (BEYOND_LABEL, BEYOND_LABEL)),
                (Beside::Finger, _) => {
                    let side = Side {
                        above: true,
                        left: leftwards(at.x, size.x),
                    };
                    (at, side, (ABOVE_FINGER, ABOVE_FINGER))
                }
                _ => {
                    let count = place_labels().find(|(kind, _)| *kind == LabelKind::Count);
                    let side = side(at, count.map(|(_, at)| at.center()), size.x);
                    (at, side, (ABOVE_POINTER, FROM_POINTER.y))
                }
            };
            wanted.display = Display::Flex;
            (wanted.top, wanted.bottom) = if side.above {
                (Val::Auto, px((size.y - at.y) / scale + gap_above))
            } else {
                (px(at.y / scale + gap_below), Val::Auto)
            };
            (wanted.left, wanted.right) = if side.left {
                (Val::Auto, px((size.x - at.x) / scale + FROM_POINTER.x))
            } else {
                (px(at.x / scale + FROM_POINTER.x), Val::Auto)
            };
        }
        // Written only when it changes: a changed node lays the interface out again.
        if *node != wanted {
            *node = wanted;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{english, hud_app, new_game, new_game_of, timed};
    use super::*;
    use crate::rules_plugin::{MatchRequest, MoveRequest, Seat};
    use marum_core::rules::{Decision, Player, Variant};

    /// The tip stands clear of the pointed place's number: above the pointer for a number below
    /// it (the near row seen from the side), below for one above (the far row), beside the
    /// pointer away from a number to one side (rows up a tall window); towards the window's
    /// middle sideways otherwise.
    #[test]
    fn the_tip_hides_no_number() {
        let pointer = Vec2::new(400.0, 400.0);
        let at = |x, y| Some(Vec2::new(x, y));
        let side = |number, width| side(pointer, number, width);
        let (above, below, left, right) = (true, false, true, false);
        let expect = |above, left| Side { above, left };
        assert_eq!(side(at(402.0, 440.0), 1280.0), expect(above, right));
        assert_eq!(side(at(398.0, 350.0), 1280.0), expect(below, right));
        assert_eq!(side(at(398.0, 350.0), 700.0), expect(below, left));
        assert_eq!(side(at(350.0, 405.0), 1280.0), expect(below, right));
        assert_eq!(side(at(450.0, 395.0), 720.0), expect(below, left));
        assert_eq!(side(None, 1280.0), expect(below, right));
    }

    /// The keyboard's pit's tip stands beyond the pit's outermost label where its labels stand
    /// above or below it, and towards the window's middle; as beside a pointer where they stand
    /// beside it, or where it has none.
    #[test]
    fn the_keyboards_tip_stands_beyond_the_pits_labels() {
        let pit = Vec2::new(400.0, 400.0);
        let label = |x, y| Rect::from_center_size(Vec2::new(x, y), Vec2::new(20.0, 16.0));
        let beyond = |labels: [Rect; 2], width| beyond_labels(pit, labels, width);
        // Where it stands (the pit's x, the outermost label's far edge) and on which side.
        let expect = |y, above, left| Some((Vec2::new(400.0, y), Side { above, left }));
        let far_row = [label(401.0, 360.0), label(402.0, 335.0)];
        assert_eq!(beyond(far_row, 1280.0), expect(327.0, true, false));
        let near_row = [label(399.0, 440.0), label(398.0, 466.0)];
        assert_eq!(beyond(near_row, 700.0), expect(474.0, false, true));
        let up_a_tall_window = [label(360.0, 398.0), label(330.0, 401.0)];
        assert_eq!(beyond(up_a_tall_window, 720.0), None);
        assert_eq!(beyond_labels(pit, [], 1280.0), None);
    }

    const NAME: &str = "Pit 3, 5 marums, yours to choose";

    /// A camera looking at the board's middle from above a 1280×720 window, as the view's would
    /// once rendering has measured the window.
    fn board_camera() -> impl Bundle {
        let eye = Transform::from_xyz(0.0, 6.0, 4.0).looking_at(Vec3::ZERO, Vec3::Y);
        let camera = crate::view::measured_camera(1280, 720);
        (BoardCamera, camera, GlobalTransform::from(eye))
    }

    /// A timed game of `setup` with the tip, a window with a pointer, and a pit named [`NAME`]
    /// for the pointer to rest on or leave, in the middle of the board camera's view.
    struct Pointing {
        app: App,
        tip: Entity,
        pit: Entity,
        window: Entity,
    }

    impl Pointing {
        fn new(setup: MatchRequest) -> Pointing {
            let mut app = hud_app(english(), show_place_tip);
            timed(&mut app);
            app.init_resource::<UiScale>();
            app.world_mut().write_message(setup);
            let tip = app.world_mut().spawn(place_tip()).id();
            let mut window = Window::default();
            window.set_cursor_position(Some(Vec2::new(500.0, 400.0)));
            let window = app.world_mut().spawn((window, PrimaryWindow)).id();
            app.world_mut().spawn(board_camera());
            let mut node = accesskit::Node::new(accesskit::Role::Button);
            node.set_label(NAME);
            let pit = app
                .world_mut()
                .spawn((
                    PitButton(3),
                    PitLook::default(),
                    AccessibilityNode::from(node),
                    GlobalTransform::IDENTITY,
                ))
                .id();
            Pointing {
                app,
                tip,
                pit,
                window,
            }
        }

        /// The tip's words, its preview line after its name, while it is shown.
        fn shown(&mut self) -> Option<String> {
            let world = self.app.world_mut();
            let preview = world
                .query_filtered::<&TextSpan, With<TipPreview>>()
                .single(world)
                .unwrap()
                .0
                .clone();
            (world.get::<Node>(self.tip).unwrap().display != Display::None)
                .then(|| world.get::<Text>(self.tip).unwrap().0.clone() + &preview)
        }

        /// What the tip shows two frames after the pit is `hovered` or not.
        fn hover(&mut self, hovered: bool) -> Option<String> {
            let world = self.app.world_mut();
            world.get_mut::<PitLook>(self.pit).unwrap().hovered = hovered;
            self.app.update();
            self.app.update();
            self.shown()
        }
    }

    /// While the pointer rests on a place and a person is to decide, the tip names it as screen
    /// readers hear it, with what choosing it would do; when the pointer leaves, the tip goes.
    /// Once the pit under the pointer is chosen, the tip stays away through the sowing and the
    /// next turn, until the pointer comes to the place again.
    #[test]
    fn a_place_under_the_pointer_is_named() {
        let mut pointing = Pointing::new(new_game([Seat::Human; 2], Player::One));
        assert_eq!(pointing.hover(false), None);
        assert_eq!(pointing.hover(true).as_deref(), Some(NAME));
        assert_eq!(pointing.hover(false), None);
        assert_eq!(pointing.hover(true).as_deref(), Some(NAME));
        let app = &mut pointing.app;
        app.world_mut()
            .write_message(MoveRequest::from(Decision::sow(Player::One, 3)));
        app.update();
        app.update();
        assert!(app.world().resource::<Match>().is_busy());
        assert_eq!(pointing.shown(), None, "not over the sowing");
        let app = &mut pointing.app;
        crate::headless::update_until(app, "the sowing never ended", |world| {
            !world.resource::<Match>().is_busy()
        });
        app.update();
        assert_eq!(pointing.shown(), None, "not on the next turn either");
        assert_eq!(pointing.hover(false), None);
        assert_eq!(pointing.hover(true).as_deref(), Some(NAME));
        // What choosing the pit would do, told under its name, set for a narrow tip.
        let told = "If chosen, it relays 2 times.";
        let world = pointing.app.world_mut();
        world
            .get_mut::<AccessibilityNode>(pointing.pit)
            .unwrap()
            .set_description(told);
        let shown = pointing.hover(true);
        let set = "If chosen, it relays\u{a0}2\u{a0}times.";
        assert_eq!(shown, Some(format!("{NAME}\n{set}")));
        // No pointer, and no finger down: nothing to stand beside.
        let world = pointing.app.world_mut();
        let mut window = world.get_mut::<Window>(pointing.window).unwrap();
        window.set_cursor_position(None);
        assert_eq!(pointing.hover(true), None);
    }

    /// A finger resting on a place names it, the tip above the finger (not at a mouse's cursor
    /// parked elsewhere), not while the finger may yet be tapping; once it lifts, the tip stays
    /// above its place until the mouse moves.
    #[test]
    fn a_place_under_a_resting_finger_is_named_above_it() {
        use bevy::input::touch::{TouchInput, TouchPhase, touch_screen_input_system};
        let mut pointing = Pointing::new(new_game([Seat::Human; 2], Player::One));
        let app = &mut pointing.app;
        app.init_resource::<Touches>()
            .add_message::<TouchInput>()
            .add_systems(PreUpdate, touch_screen_input_system);
        let window = pointing.window;
        let world = app.world_mut();
        let mut cursor = world.get_mut::<Window>(window).unwrap();
        cursor.set_cursor_position(Some(Vec2::new(100.0, 100.0)));
        let finger = |phase| TouchInput {
            phase,
            position: Vec2::new(500.0, 400.0),
            window,
            force: None,
            id: 7,
        };
        world.write_message(finger(TouchPhase::Started));
        // 20 ms a frame over the next two: a tap, as far as is known yet.
        assert_eq!(pointing.hover(true), None);
        let frames = FINGER_REST.as_millis() / 10;
        for _ in 0..frames {
            pointing.app.update();
        }
        assert_eq!(pointing.shown().as_deref(), Some(NAME));
        let node = pointing.app.world().get::<Node>(pointing.tip).unwrap();
        assert_eq!(node.bottom, px(720.0 - 400.0 + ABOVE_FINGER));
        assert_eq!(node.left, px(500.0 + FROM_POINTER.x));
        // Lifted, where the finger left the cursor (as the interface moves it to each new
        // touch), the tip stays above the finger's place; once the mouse moves, beside it.
        let world = pointing.app.world_mut();
        world.write_message(finger(TouchPhase::Ended));
        let mut cursor = world.get_mut::<Window>(window).unwrap();
        cursor.set_cursor_position(Some(Vec2::new(500.0, 400.0)));
        assert_eq!(pointing.hover(true).as_deref(), Some(NAME));
        let node = pointing.app.world().get::<Node>(pointing.tip).unwrap();
        assert_eq!(node.bottom, px(720.0 - 400.0 + ABOVE_FINGER));
        let world = pointing.app.world_mut();
        let mut cursor = world.get_mut::<Window>(window).unwrap();
        cursor.set_cursor_position(Some(Vec2::new(510.0, 400.0)));
        assert_eq!(pointing.hover(true).as_deref(), Some(NAME));
        let node = pointing.app.world().get::<Node>(pointing.tip).unwrap();
        assert_eq!(node.top, px(400.0 + FROM_POINTER.y));
        assert_eq!(pointing.hover(false), None);
    }

    /// The pit the keyboard's focus is on is named beside the pit, where no pointer names a
    /// place: beside the pointer's place the tip stands for the keyboard's too. The pointer's
    /// place comes first.
    #[test]
    fn the_focused_pit_is_named_beside_it() {
        let mut pointing = Pointing::new(new_game([Seat::Human; 2], Player::One));
        let world = pointing.app.world_mut();
        world.get_mut::<PitLook>(pointing.pit).unwrap().focused = true;
        let mut window = world.get_mut::<Window>(pointing.window).unwrap();
        window.set_cursor_position(None);
        assert_eq!(pointing.hover(false).as_deref(), Some(NAME));
        // The pit is in the middle of the window (640, 360): the tip stands below it, towards the
        // middle.
        let node = pointing.app.world().get::<Node>(pointing.tip).unwrap();
        let (Val::Px(top), Val::Px(right)) = (node.top, node.right) else {
            panic!("the tip stands nowhere: {node:?}");
        };
        assert!((top - (360.0 + FROM_POINTER.y)).abs() < 0.5, "{top}");
        assert!((right - (640.0 + FROM_POINTER.x)).abs() < 0.5, "{right}");
        // With its count and number above it (the far row), the tip stands above them, clear of
        // the row below.
        let place = pointing.app.world().resource::<Table>().places[3];
        for (kind, y, height) in [
            (LabelKind::Count, 320.0, 30.0),
            (LabelKind::Number, 290.0, 20.0),
        ] {
            pointing.app.world_mut().spawn((
                BoardLabel { place, kind },
                UiGlobalTransform::from_xy(640.0, y),
                ComputedNode {
                    size: Vec2::new(24.0, height),
                    ..default()
                },
            ));
        }
        assert_eq!(pointing.hover(false).as_deref(), Some(NAME));
        let node = pointing.app.world().get::<Node>(pointing.tip).unwrap();
        assert_eq!(
            (node.top, node.bottom),
            (Val::Auto, px(720.0 - 280.0 + BEYOND_LABEL))
        );
        // Under the pointer, beside the pointer: to its left, away from the count up to its
        // right.
        let world = pointing.app.world_mut();
        let mut window = world.get_mut::<Window>(pointing.window).unwrap();
        window.set_cursor_position(Some(Vec2::new(500.0, 400.0)));
        assert_eq!(pointing.hover(true).as_deref(), Some(NAME));
        let node = pointing.app.world().get::<Node>(pointing.tip).unwrap();
        assert_eq!(node.right, px(1280.0 - 500.0 + FROM_POINTER.x));
        let world = pointing.app.world_mut();
        world.get_mut::<PitLook>(pointing.pit).unwrap().focused = false;
        assert_eq!(pointing.hover(false), None);
    }

    /// The tip waits for the person's turn: not while the computer decides, in any frame until
    /// its move is shown (in the frame its found decision was on its way, it showed); in
    /// Congkak's opening, where the person chooses alongside the computer, at once.
    #[test]
    fn the_tip_waits_for_the_persons_turn() {
        let computer = Seat::Computer(marum_core::ai::Level::Beginner);
        let mut pointing = Pointing::new(new_game([Seat::Human, computer], Player::Two));
        assert_eq!(pointing.hover(true), None);
        for frame in 0.. {
            pointing.app.update();
            let current = pointing.app.world().resource::<Match>();
            if !current.game().history().is_empty() {
                break;
            }
            assert!(frame < 10_000, "the computer never moved");
            assert_eq!(pointing.shown(), None, "frame {frame}");
        }
        let opening = new_game_of(Variant::Congkak, [Seat::Human, computer], Player::One);
        let mut pointing = Pointing::new(opening);
        assert_eq!(pointing.hover(true).as_deref(), Some(NAME));
    }
}
