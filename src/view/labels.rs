//! Numbers by the places (the seeds landed there), the pits' own numbers (as the rules, the hint,
//! the timeline and the review name them) and the names of Pi and Pa, placed over the board on
//! screen at a size that follows the board's: the seeds on the outer side of each row with the
//! pit's number, smaller and quieter, beyond them like a ruler's marks; the names past the row's
//! ends; never on top of one another nor of a bowl or its heap of seeds.

use super::camera::BoardCamera;
use super::hands::{HandModel, hand_on_screen};
use super::layout::{Bowl, place_bowl, place_position};
use super::seeds::Holders;
use crate::rules_plugin::Table;
use crate::theme::text_shadow;
use bevy::ecs::query::QueryData;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use marum_core::games::PlaceKind;
use marum_core::rules::{Player, Variant};

/// A label on the board: what it says of which place (the place's entity).
#[derive(Component, Clone, Copy, Debug)]
pub struct BoardLabel {
    pub place: Entity,
    pub kind: LabelKind,
}

/// What a label says of a place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LabelKind {
    /// The seeds landed in it.
    Count,
    /// Its number in the rules (a pit's, not a store's or a house's).
    Number,
    /// Its name, for the pits that have one (Marum Konbi's Pi and Pa).
    Name,
}

impl LabelKind {
    /// The labels a place of `kind` has.
    fn of(kind: PlaceKind) -> &'static [LabelKind] {
        match kind {
            PlaceKind::Pit => &[LabelKind::Count, LabelKind::Number],
            PlaceKind::Pi | PlaceKind::Pa => {
                &[LabelKind::Count, LabelKind::Number, LabelKind::Name]
            }
            PlaceKind::Store | PlaceKind::House => &[LabelKind::Count],
        }
    }

    /// The colour of its text: the counts brightest, the numbers quieter.
    fn ink(self) -> Color {
        match self {
            LabelKind::Count => Color::srgb(0.98, 0.94, 0.86),
            LabelKind::Number => Color::srgb(0.86, 0.8, 0.72),
            LabelKind::Name => Color::srgb(0.95, 0.8, 0.5),
        }
    }

    /// What it stands on: a number on a small dark tag, which reads on any cloth and is never
    /// taken for a count; the others on nothing.
    fn tag(self) -> Color {
        match self {
            LabelKind::Number => Color::srgba(0.08, 0.05, 0.03, 0.6),
            LabelKind::Count | LabelKind::Name => Color::NONE,
        }
    }
}

/// Where a label goes on screen: its middle in window pixels, its text size, and the box its
/// text takes (room for two digits, or the name).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LabelBox {
    pub index: u8,
    pub kind: LabelKind,
    pub centre: Vec2,
    pub font: f32,
    pub size: Vec2,
}

/// How much of a number or name shows while a hand passes over it: the hand reads as in front of
/// it, and the number is still there to read.
const UNDER_A_HAND: f32 = 0.3;

/// How quickly a label fades under a hand and comes back after it, per second.
const FADE_RATE: f32 = 12.0;

/// Whether `label` lies under any of the hands covering `hands` on screen.
fn under_a_hand(label: &LabelBox, hands: &[Rect]) -> bool {
    let seen = Rect::from_center_size(label.centre, label.size);
    hands.iter().any(|hand| !hand.intersect(seen).is_empty())
}

/// How high over a bowl's rim a large heap of seeds stands.
const HEAP_ABOVE_RIM: f32 = 0.17;

/// The smallest text on the board that still reads.
const MIN_FONT: f32 = 11.0;

/// How wide a digit is, in text sizes.
const DIGIT_WIDTH: f32 = 0.64;

/// How many digits `number` is written with (counted, not written: the labels are laid out
/// every frame).
fn digits(number: u8) -> f32 {
    (number.max(1).ilog10() + 1) as f32
}

/// The text size for a board whose neighbouring pits stand `spacing` window pixels apart.
fn font_for(spacing: f32) -> f32 {
    (spacing * 0.3).clamp(MIN_FONT, 46.0)
}

/// Every label of a `variant` board, where `to_screen` puts a point of the table in the window.
pub fn label_layout(variant: Variant, to_screen: impl Fn(Vec3) -> Option<Vec2>) -> Vec<LabelBox> {
    let game = variant.describe();
    // Neighbouring pits' distance on screen, along the rows or across them, whichever the camera
    // sees less foreshortened (the board may lie across the window or run up it).
    let (first, second) = (place_position(variant, 0), place_position(variant, 1));
    let across = first + Vec3::Z * first.distance(second);
    let spacing = match (to_screen(first), to_screen(second), to_screen(across)) {
        (Some(a), Some(b), Some(c)) => a.distance(b).max(a.distance(c)),
        _ => return Vec::new(),
    };
    let font = font_for(spacing);
    let gap = font * 0.15;
    let count_size = Vec2::new(font * 1.3, font * 1.15);
    let number_font = (font * 0.6).max(MIN_FONT);
    let mut boxes = Vec::new();
    for place in game.board.places {
        let centre = place_position(variant, place.index);
        let bowl = place_bowl(variant, place.index);
        // Numbers on the outer side of each row: towards player 1 for theirs, away for player 2's.
        let outwards = match place.owner {
            Player::One => Vec3::Z,
            Player::Two => Vec3::NEG_Z,
        };
        // Pi and Pa end their rows: the name goes past the row's end.
        let end = Vec3::X * centre.x.signum();
        for &kind in LabelKind::of(place.kind) {
            let (font, size, side, after) = match kind {
                LabelKind::Count => (font, count_size, outwards, None),
                LabelKind::Number => (
                    number_font,
                    // The tag holds its digits with a little room at each end.
                    Vec2::new(
                        number_font * (DIGIT_WIDTH * digits(place.index) + 0.5),
                        number_font * 1.15,
                    ),
                    outwards,
                    Some(count_size),
                ),
                LabelKind::Name => (font * 0.8, Vec2::new(font * 1.2, font * 0.95), end, None),
            };
            if let Some(at) = beside_bowl(centre, bowl, side, (after, size), gap, &to_screen) {
                boxes.push(LabelBox {
                    index: place.index,
                    kind,
                    centre: at,
                    font,
                    size,
                });
            }
        }
    }
    boxes
}

/// Where the middle of a label `size` big goes to stand `gap` clear of a `bowl` at `centre`, on
/// its `side` (a direction along the table): past its rim as seen, and past a heap over the rim,
/// however the camera foreshortens the board; and past a label `after` big standing there first,
/// if one does.
fn beside_bowl(
    centre: Vec3,
    bowl: Bowl,
    side: Vec3,
    (after, size): (Option<Vec2>, Vec2),
    gap: f32,
    to_screen: impl Fn(Vec3) -> Option<Vec2>,
) -> Option<Vec2> {
    let middle = to_screen(centre)?;
    let rim = centre + side * bowl.radius;
    let (low, high) = (to_screen(rim)?, to_screen(rim + Vec3::Y * HEAP_ABOVE_RIM)?);
    let away = (low - middle).normalize_or_zero();
    let clear = (low - middle).dot(away).max((high - middle).dot(away));
    let reach = |size: Vec2| away.x.abs() * size.x + away.y.abs() * size.y;
    let before = after.map_or(0.0, |after| reach(after) + gap);
    Some(middle + away * (clear + gap + before + reach(size) / 2.0))
}

/// What placing a label changes: where it stands, and its text's size and shadow.
#[derive(QueryData)]
#[query_data(mutable)]
pub(super) struct LabelPlacing {
    node: &'static mut Node,
    font: &'static mut TextFont,
    shadow: &'static mut TextShadow,
    colour: &'static mut TextColor,
    tag: &'static mut BackgroundColor,
    visibility: &'static mut Visibility,
}

/// How the board is seen: its camera as framed this frame, the hands that may pass over the
/// labels, the interface's scale, and the time since the last frame.
#[derive(SystemParam)]
pub(super) struct Sight<'w, 's> {
    camera: Single<'w, 's, (&'static Camera, &'static Transform), With<BoardCamera>>,
    hands: Query<'w, 's, &'static Transform, (With<HandModel>, Without<BoardCamera>)>,
    ui_scale: Res<'w, UiScale>,
    time: Res<'w, Time>,
}

/// Keeps a number by every place equal to the seeds landed there, each pit's number and the
/// names of Pi and Pa beside theirs, where [`label_layout`] puts them; one a hand passes over
/// fades while it does.
pub(super) fn update_labels(
    table: Option<Res<Table>>,
    holders: Holders,
    sight: Sight,
    mut labels: Query<(Entity, &BoardLabel, &mut Text, LabelPlacing)>,
    mut commands: Commands,
) {
    let Some(table) = table else { return };
    // The camera stands alone and was framed by this frame's view systems: its Transform is where
    // it will be drawn from, while its GlobalTransform is last frame's until PostUpdate. Placed
    // from that, every number would stand a frame at its old spot whenever the board is framed
    // anew (a new screen, the timeline's drawer).
    let (camera, transform) = *sight.camera;
    let camera_transform = &GlobalTransform::from(*transform);
    let to_screen = |point| camera.world_to_viewport(camera_transform, point).ok();
    let boxes = label_layout(table.variant, to_screen);
    let hands: Vec<Rect> = sight
        .hands
        .iter()
        .filter_map(|hand| hand_on_screen(hand, to_screen))
        .collect();
    let seconds = sight.time.delta_secs();
    // UI lengths are multiplied by the UI scale; the camera gives window pixels.
    let scale = sight.ui_scale.0.max(0.01);
    let put = |placing: &mut LabelPlacingItem, label: &LabelBox| {
        let at = Placement::of(label, scale);
        let node = &mut placing.node;
        if node.left != at.left || node.top != at.top || node.width != at.width {
            (node.left, node.top, node.width) = (at.left, at.top, at.width);
        }
        let shown = placing.colour.0.alpha();
        let wanted = if under_a_hand(label, &hands) {
            UNDER_A_HAND
        } else {
            1.0
        };
        let alpha = super::approach(shown, wanted, FADE_RATE, seconds);
        let resized = placing.font.font_size != FontSize::Px(at.font);
        if resized {
            placing.font.font_size = FontSize::Px(at.font);
        }
        if resized || alpha != shown {
            placing.colour.0.set_alpha(alpha);
            let tag = label.kind.tag();
            placing.tag.0 = tag.with_alpha(tag.alpha() * alpha);
            let shadow = text_shadow(at.font);
            *placing.shadow = TextShadow {
                color: shadow.color.with_alpha(shadow.color.alpha() * alpha),
                ..shadow
            };
        }
        placing.visibility.set_if_neq(Visibility::Inherited);
    };
    // A label whose place has gone (a new board) goes; one off screen keeps its last place.
    let box_of = |label: &BoardLabel| {
        let index = holders.places.get(label.place).ok()?.index;
        Some(
            boxes
                .iter()
                .find(|b| b.index == index && b.kind == label.kind),
        )
    };
    let mut made: Vec<(Entity, LabelKind)> = Vec::new();
    for (entity, label, mut text, mut placing) in &mut labels {
        let Some(found) = box_of(label) else {
            commands.entity(entity).despawn();
            continue;
        };
        made.push((label.place, label.kind));
        if label.kind == LabelKind::Count {
            let count = holders.landed(label.place).to_string();
            if text.0 != count {
                text.0 = count;
            }
        }
        if let Some(found) = found {
            put(&mut placing, found);
        }
    }
    // New labels are made where they go: made anywhere, each would stand a frame at the window's
    // corner. One whose place is not in sight is made hidden, and shown once placed.
    for &place_entity in &table.places {
        let Ok(place) = holders.places.get(place_entity) else {
            continue;
        };
        for &kind in LabelKind::of(place.kind) {
            if made.contains(&(place_entity, kind)) {
                continue;
            }
            let label = BoardLabel {
                place: place_entity,
                kind,
            };
            let at = box_of(&label).flatten().map(|b| Placement::of(b, scale));
            let content = match kind {
                LabelKind::Count => holders.landed(place_entity).to_string(),
                LabelKind::Number => place.index.to_string(),
                LabelKind::Name if place.kind == PlaceKind::Pi => "Pi".to_owned(),
                LabelKind::Name => "Pa".to_owned(),
            };
            commands.spawn((label, board_text(&content, kind, at)));
        }
    }
}

/// Where a label stands and how large its text is, in interface units (window pixels over the UI
/// scale).
#[derive(Clone, Copy)]
struct Placement {
    left: Val,
    top: Val,
    width: Val,
    font: f32,
}

impl Placement {
    fn of(label: &LabelBox, scale: f32) -> Placement {
        let size = label.size / scale;
        Placement {
            left: px(label.centre.x / scale - size.x / 2.0),
            top: px(label.centre.y / scale - size.y / 2.0),
            width: px(size.x),
            // Whole pixels on screen: each size drawn gets its own glyph atlas, so sizes
            // following a drifting camera exactly would add atlases for ever.
            font: label.font.round().max(1.0) / scale,
        }
    }
}

/// A label's text, floating over the board under every interface panel, standing `at` its place
/// (hidden until it has one).
fn board_text(content: &str, kind: LabelKind, at: Option<Placement>) -> impl Bundle {
    let absolute = Node {
        position_type: PositionType::Absolute,
        border_radius: BorderRadius::MAX,
        ..default()
    };
    let (node, font, visibility) = match at {
        Some(at) => (
            Node {
                left: at.left,
                top: at.top,
                width: at.width,
                ..absolute
            },
            at.font,
            Visibility::Inherited,
        ),
        None => (absolute, 1.0, Visibility::Hidden),
    };
    (
        Text::new(content),
        TextFont {
            font_size: FontSize::Px(font),
            ..default()
        },
        TextColor(kind.ink()),
        BackgroundColor(kind.tag()),
        text_shadow(font),
        TextLayout::justify(Justify::Center),
        node,
        visibility,
        GlobalZIndex(-1),
        Pickable::IGNORE,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::camera::{BoardFrame, FOV_DEGREES, frame_table, free_part, measured_camera};
    use crate::view::layout::{Heaps, table_extent};

    fn overlap(a: &LabelBox, b: &LabelBox) -> bool {
        let apart = (a.centre - b.centre).abs();
        apart.x < (a.size.x + b.size.x) / 2.0 && apart.y < (a.size.y + b.size.y) / 2.0
    }

    /// How many labels a `variant` board has: a count by every place, a number by every pit
    /// (Pi and Pa too, not the stores or houses), and the names of Pi and Pa.
    fn expected_labels(variant: Variant) -> usize {
        let places = variant.describe().board.places;
        let pits = |kinds: &[PlaceKind]| places.iter().filter(|p| kinds.contains(&p.kind)).count();
        let numbered = pits(&[PlaceKind::Pit, PlaceKind::Pi, PlaceKind::Pa]);
        places.len() + numbered + pits(&[PlaceKind::Pi, PlaceKind::Pa])
    }

    /// Where a point of the table is seen in a `width`×`height` window whose camera frames a
    /// `variant` board with `frame` kept clear.
    fn projector(
        variant: Variant,
        (width, height): (f32, f32),
        frame: BoardFrame,
    ) -> impl Fn(Vec3) -> Option<Vec2> {
        let aspect = width / height;
        let camera = frame_table(aspect, frame, table_extent(variant), 0.0);
        let projection = Mat4::perspective_rh(FOV_DEGREES.to_radians(), aspect, 0.1, 1000.0);
        let to_clip = projection * camera.to_matrix().inverse();
        move |point| {
            Some(to_pixels(
                to_clip.project_point3(point).truncate(),
                (width, height),
            ))
        }
    }

    /// A point in normalised device coordinates (-1 to 1, y up) in a `width`×`height` window's
    /// pixels (y down).
    fn to_pixels(ndc: Vec2, (width, height): (f32, f32)) -> Vec2 {
        Vec2::new((ndc.x + 1.0) / 2.0 * width, (1.0 - ndc.y) / 2.0 * height)
    }

    /// The labels of a board framed in a `width`×`height` window with `frame` kept clear.
    fn labels(variant: Variant, window: (f32, f32), frame: BoardFrame) -> Vec<LabelBox> {
        label_layout(variant, projector(variant, window, frame))
    }

    /// A headless app placing the labels of a new `variant` game, its camera framing the board
    /// in a `width`×`height` window with `frame` kept clear; each update advances the game 50 ms.
    fn labels_app(variant: Variant, (width, height): (f32, f32), frame: BoardFrame) -> App {
        use crate::rules_plugin::{MatchRequest, MatchSetup, Seat};
        use bevy::time::TimeUpdateStrategy;
        let mut app = crate::headless::app();
        app.add_plugins(TransformPlugin)
            .init_resource::<Heaps>()
            .init_resource::<UiScale>()
            .insert_resource(TimeUpdateStrategy::ManualDuration(
                std::time::Duration::from_millis(50),
            ))
            .add_systems(Update, update_labels);
        app.world_mut().spawn((
            BoardCamera,
            measured_camera(width as u32, height as u32),
            frame_table(width / height, frame, table_extent(variant), 0.0),
        ));
        let setup = MatchSetup::standard(variant, [Seat::Human; 2]);
        app.world_mut().write_message(MatchRequest::New(setup));
        app
    }

    /// Numbers and names are made where they go, and then placed from where the camera stands
    /// this frame, though its global transform is still last frame's until PostUpdate.
    #[test]
    fn numbers_follow_the_camera_framed_this_frame() {
        let variant = Variant::MarumKonbi;
        let (width, height) = (1280.0, 720.0);
        // Before: the menu's panel beside the board; now: the whole window.
        let beside_menu = BoardFrame {
            left: 0.45,
            ..default()
        };
        let now = frame_table(
            width / height,
            BoardFrame::default(),
            table_extent(variant),
            0.0,
        );
        let mut app = labels_app(variant, (width, height), beside_menu);
        // The table is laid, then its numbers and names are made: each where it goes, never for a
        // frame at the window's corner.
        let mut made = 0;
        for _ in 0..3 {
            app.update();
            let world = app.world_mut();
            made = world
                .query_filtered::<(&Node, &Visibility), With<BoardLabel>>()
                .iter(world)
                .inspect(|(node, visibility)| {
                    assert!(
                        matches!((node.left, node.top), (Val::Px(_), Val::Px(_)))
                            && **visibility == Visibility::Inherited,
                        "a label made unplaced, or hidden in sight"
                    )
                })
                .count();
        }
        assert_eq!(made, expected_labels(variant));
        // The board framed anew, as the view's systems do before the numbers are placed.
        let world = app.world_mut();
        let camera = world
            .query_filtered::<Entity, With<BoardCamera>>()
            .single(world)
            .unwrap();
        world.entity_mut(camera).insert(now);
        app.update();
        let expected: Vec<Vec2> = labels(variant, (width, height), BoardFrame::default())
            .iter()
            .filter(|label| label.kind == LabelKind::Count)
            .map(|label| label.centre - label.size / 2.0)
            .collect();
        let world = app.world_mut();
        let placed: Vec<Vec2> = world
            .query::<(&Node, &BoardLabel)>()
            .iter(world)
            .filter(|(_, label)| label.kind == LabelKind::Count)
            .map(|(node, _)| match (node.left, node.top) {
                (Val::Px(left), Val::Px(top)) => Vec2::new(left, top),
                other => panic!("a number not placed: {other:?}"),
            })
            .collect();
        assert_eq!(placed.len(), expected.len());
        for at in &placed {
            assert!(
                expected.iter().any(|e| e.distance(*at) < 0.5),
                "a number at {at}, none of {expected:?}"
            );
        }
    }

    /// A hand standing over one of its own pits: the far row's hand reaches over from beyond it.
    fn hand_over(variant: Variant, pit: u8, scale: f32) -> Transform {
        let owner = variant.describe().place(pit).owner;
        Transform::from_translation(crate::view::layout::hand_position(variant, pit))
            .with_rotation(super::super::hands::facing(owner))
            .with_scale(Vec3::splat(scale))
    }

    /// A hand over a pit of the far row covers that pit's number, which stands beyond the pit on
    /// screen, and none of the near row's; a hand gone away covers nothing.
    #[test]
    fn a_hand_over_the_far_row_covers_its_number() {
        let window = (1280.0, 720.0);
        let frame = BoardFrame {
            top: 0.12,
            bottom: 0.14,
            ..default()
        };
        for variant in Variant::ALL {
            let to_screen = projector(variant, window, frame);
            let boxes = label_layout(variant, &to_screen);
            let count = |index: u8| {
                boxes
                    .iter()
                    .find(|b| b.index == index && b.kind == LabelKind::Count)
                    .unwrap()
            };
            let game = variant.describe();
            for place in game.board.places {
                if place.kind == PlaceKind::Store || place.kind == PlaceKind::House {
                    continue;
                }
                let hand = hand_on_screen(&hand_over(variant, place.index, 1.0), &to_screen);
                let hands = [hand.unwrap()];
                if place.owner == Player::Two {
                    assert!(
                        under_a_hand(count(place.index), &hands),
                        "{variant:?}: the number of pit {} shows over its hand",
                        place.index
                    );
                }
                for near in game.board.places.iter().filter(|p| p.owner == Player::One) {
                    let covered = under_a_hand(count(near.index), &hands);
                    assert!(
                        place.owner == Player::One || !covered,
                        "{variant:?}: a hand over pit {} covers the near row's number {}",
                        place.index,
                        near.index
                    );
                }
                let away = hand_over(variant, place.index, 1e-3);
                assert_eq!(hand_on_screen(&away, &to_screen), None);
            }
        }
    }

    /// The number under a hand fades while the hand is over it and comes back once it has gone;
    /// the other numbers stay whole.
    #[test]
    fn a_number_under_a_hand_fades_until_it_goes() {
        let variant = Variant::MarumKonbi;
        let frame = BoardFrame {
            top: 0.12,
            bottom: 0.14,
            ..default()
        };
        let mut app = labels_app(variant, (1280.0, 720.0), frame);
        let far = 8;
        let hand = app
            .world_mut()
            .spawn((HandModel(Player::Two), hand_over(variant, far, 1.0)))
            .id();
        // A second of the game's time: long enough to fade out or back in.
        let shown = |app: &mut App| {
            for _ in 0..20 {
                app.update();
            }
            let world = app.world_mut();
            let table = world.resource::<Table>().clone();
            let mut labels = world.query::<(&BoardLabel, &TextColor)>();
            let mut alphas: Vec<(u8, f32)> = labels
                .iter(world)
                .filter(|(label, _)| label.kind == LabelKind::Count)
                .map(|(label, colour)| {
                    let index = table.places.iter().position(|&p| p == label.place).unwrap();
                    (index as u8, colour.0.alpha())
                })
                .collect();
            alphas.sort_by_key(|&(index, _)| index);
            alphas
        };
        for (index, alpha) in shown(&mut app) {
            let wanted = if index == far { UNDER_A_HAND } else { 1.0 };
            assert_eq!(alpha, wanted, "pit {index} with the hand over pit {far}");
        }
        app.world_mut()
            .entity_mut(hand)
            .insert(hand_over(variant, far, 1e-3));
        assert!(shown(&mut app).iter().all(|&(_, alpha)| alpha == 1.0));
    }

    /// The kiosk's attract loop: a caption above the board, the invitation below it.
    fn attract() -> BoardFrame {
        BoardFrame {
            top: 0.2,
            bottom: 0.2,
            ..default()
        }
    }

    /// A screen turned on its side, where the board runs up the screen, reads nearly as well:
    /// the numbers are not shrunk by the rows' foreshortening.
    #[test]
    fn numbers_stay_large_on_a_portrait_screen() {
        for variant in Variant::ALL {
            for (long, short) in [(1920.0, 1080.0), (1280.0, 720.0)] {
                let upright = labels(variant, (long, short), attract())[0].font;
                let turned = labels(variant, (short, long), attract())[0].font;
                assert!(
                    turned >= 0.75 * upright,
                    "{variant:?} {long}x{short}: {turned:.1} px against {upright:.1} px"
                );
            }
        }
    }

    /// Windows of every shape with the room their screens leave the board.
    fn windows() -> [((f32, f32), BoardFrame); 9] {
        let play = BoardFrame {
            top: 0.12,
            bottom: 0.14,
            ..default()
        };
        let beside = BoardFrame {
            left: 0.46,
            top: 0.05,
            bottom: 0.05,
            ..default()
        };
        let above = BoardFrame {
            top: 0.03,
            bottom: 0.56,
            ..default()
        };
        let result = BoardFrame {
            top: 0.03,
            bottom: 0.24,
            ..default()
        };
        // The largest text leaves a 4:3 window's board a band across its middle.
        let large_text = BoardFrame {
            top: 0.3,
            bottom: 0.3,
            ..default()
        };
        [
            ((1080.0, 1920.0), attract()),
            ((720.0, 1280.0), result),
            ((1280.0, 720.0), play),
            ((1920.0, 1080.0), play),
            ((1024.0, 768.0), play),
            ((1024.0, 768.0), large_text),
            ((720.0, 1280.0), play),
            ((1280.0, 720.0), beside),
            ((720.0, 1280.0), above),
        ]
    }

    #[test]
    fn labels_never_overlap_and_stay_readable() {
        for variant in Variant::ALL {
            for (window, frame) in windows() {
                let boxes = labels(variant, window, frame);
                assert_eq!(
                    boxes.len(),
                    expected_labels(variant),
                    "{variant:?} {window:?}: labels missing"
                );
                for (i, a) in boxes.iter().enumerate() {
                    assert!(a.font >= 11.0, "{variant:?} {window:?}: text too small");
                    for b in &boxes[i + 1..] {
                        assert!(
                            !overlap(a, b),
                            "{variant:?} {window:?} {frame:?}: {a:?} overlaps {b:?}"
                        );
                    }
                }
            }
        }
    }

    /// Every label stands wholly in the part of the window the interface leaves the board.
    #[test]
    fn labels_stay_clear_of_the_interface() {
        for variant in Variant::ALL {
            for (window, frame) in windows() {
                let (low, high) = free_part(window.0 / window.1, frame);
                let free = Rect::from_corners(to_pixels(low, window), to_pixels(high, window));
                for label in labels(variant, window, frame) {
                    let seen = Rect::from_center_size(label.centre, label.size);
                    assert_eq!(
                        free.union(seen),
                        free,
                        "{variant:?} {window:?} {frame:?}: {label:?} is out of the board's part"
                    );
                }
            }
        }
    }

    /// Each pit's number stands beyond the count of its seeds, read from the bowl outwards, and
    /// nearer that count than any other: the pair reads as one place's.
    #[test]
    fn a_pits_number_stands_beyond_its_count() {
        for variant in Variant::ALL {
            for (window, frame) in windows() {
                let to_screen = projector(variant, window, frame);
                let boxes = label_layout(variant, &to_screen);
                let counts: Vec<&LabelBox> = boxes
                    .iter()
                    .filter(|b| b.kind == LabelKind::Count)
                    .collect();
                for number in boxes.iter().filter(|b| b.kind == LabelKind::Number) {
                    let bowl = to_screen(place_position(variant, number.index)).unwrap();
                    let apart = |count: &&LabelBox| count.centre.distance(number.centre);
                    let nearest = counts
                        .iter()
                        .min_by(|a, b| apart(a).total_cmp(&apart(b)))
                        .unwrap();
                    assert_eq!(
                        nearest.index, number.index,
                        "{variant:?} {window:?}: pit {}'s number is nearest pit {}'s count",
                        number.index, nearest.index
                    );
                    let (to_count, to_number) = (nearest.centre - bowl, number.centre - bowl);
                    assert!(
                        to_number.length() > to_count.length() && to_number.dot(to_count) > 0.0,
                        "{variant:?} {window:?}: pit {}'s number is not beyond its count",
                        number.index
                    );
                }
            }
        }
    }

    #[test]
    fn digits_are_counted_as_written() {
        for number in [0, 5, 9, 10, 14, 99, 100, 255] {
            assert_eq!(digits(number), number.to_string().len() as f32, "{number}");
        }
    }

    /// A number or name never covers the rim of a bowl, nor the seeds heaped over it.
    #[test]
    fn labels_stand_clear_of_the_bowls_and_their_heaps() {
        for variant in Variant::ALL {
            for (window, frame) in windows() {
                let to_screen = projector(variant, window, frame);
                let boxes = label_layout(variant, &to_screen);
                for place in variant.describe().board.places {
                    let centre = place_position(variant, place.index);
                    let radius = place_bowl(variant, place.index).radius;
                    for step in 0..36 {
                        let round = Vec2::from_angle(step as f32 * std::f32::consts::TAU / 36.0);
                        for height in [0.0, HEAP_ABOVE_RIM] {
                            let rim = centre + Vec3::new(round.x, 0.0, round.y) * radius;
                            let seen = to_screen(rim + Vec3::Y * height).unwrap();
                            for label in &boxes {
                                let apart = (label.centre - seen).abs();
                                assert!(
                                    apart.x >= label.size.x / 2.0 || apart.y >= label.size.y / 2.0,
                                    "{variant:?} {window:?} {frame:?}: {label:?} covers place {}",
                                    place.index
                                );
                            }
                        }
                    }
                }
            }
        }
    }
}
