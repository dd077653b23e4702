//! Numbers by the places (the seeds landed there) and the names of Pi and Pa, placed over the
//! board on screen at a size that follows the board's: numbers on the outer side of each row, the
//! names past the row's ends, never on top of one another.

use super::camera::BoardCamera;
use super::layout::{place_bowl, place_position};
use super::seeds::Holders;
use crate::rules_plugin::Table;
use bevy::prelude::*;
use marum_core::games::PlaceKind;
use marum_core::rules::{Player, Variant};

/// A number by a place: the seeds in it.
#[derive(Component)]
pub struct CountLabel(pub Entity);

/// A place's name on the board, for the pits that have one (Marum Konbi's Pi and Pa).
#[derive(Component)]
pub struct NameLabel(pub Entity);

/// What a label says of a place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LabelKind {
    Count,
    Name,
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

/// The text size for a board whose neighbouring pits stand `spacing` window pixels apart.
fn font_for(spacing: f32) -> f32 {
    (spacing * 0.3).clamp(11.0, 46.0)
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
    let mut boxes = Vec::new();
    for place in game.board.places {
        let centre = place_position(variant, place.index);
        let bowl = place_bowl(variant, place.index);
        // Numbers on the outer side of each row: towards player 1 for theirs, away for player 2's.
        let outwards = match place.owner {
            Player::One => 1.0,
            Player::Two => -1.0,
        };
        let count_at = centre + Vec3::new(0.0, 0.05, outwards * (bowl.radius + 0.24));
        if let Some(at) = to_screen(count_at) {
            boxes.push(LabelBox {
                index: place.index,
                kind: LabelKind::Count,
                centre: at,
                font,
                size: Vec2::new(font * 1.3, font * 1.15),
            });
        }
        // Pi and Pa end their rows: the name goes past the row's end.
        if matches!(place.kind, PlaceKind::Pi | PlaceKind::Pa) {
            let reach = bowl.radius * 1.12 + 0.24;
            let name_at = centre + Vec3::new(reach * centre.x.signum(), 0.05, 0.0);
            if let Some(at) = to_screen(name_at) {
                boxes.push(LabelBox {
                    index: place.index,
                    kind: LabelKind::Name,
                    centre: at,
                    font: font * 0.8,
                    size: Vec2::new(font * 1.2, font * 0.95),
                });
            }
        }
    }
    boxes
}

/// Keeps a number by every place equal to the seeds landed there and the names of Pi and Pa
/// beside theirs, where [`label_layout`] puts them.
pub(super) fn update_labels(
    table: Option<Res<Table>>,
    holders: Holders,
    camera: Single<(&Camera, &GlobalTransform), With<BoardCamera>>,
    ui_scale: Res<UiScale>,
    mut counts: Query<
        (Entity, &CountLabel, &mut Text, &mut TextFont, &mut Node),
        Without<NameLabel>,
    >,
    mut names: Query<(Entity, &NameLabel, &mut TextFont, &mut Node), Without<CountLabel>>,
    mut commands: Commands,
) {
    let Some(table) = table else { return };
    let (camera, camera_transform) = *camera;
    let boxes = label_layout(table.variant, |point| {
        camera.world_to_viewport(camera_transform, point).ok()
    });
    // UI lengths are multiplied by the UI scale; the camera gives window pixels.
    let scale = ui_scale.0.max(0.01);
    let place = |node: &mut Node, font: &mut TextFont, label: &LabelBox| {
        let size = label.size / scale;
        let left = px(label.centre.x / scale - size.x / 2.0);
        let top = px(label.centre.y / scale - size.y / 2.0);
        if node.left != left || node.top != top || node.width != px(size.x) {
            node.left = left;
            node.top = top;
            node.width = px(size.x);
        }
        // Whole pixels on screen: each size drawn gets its own glyph atlas, so sizes following
        // a drifting camera exactly would add atlases for ever.
        let wanted = FontSize::Px(label.font.round().max(1.0) / scale);
        if font.font_size != wanted {
            font.font_size = wanted;
        }
    };
    // A label whose place has gone (a new board) goes; one off screen keeps its last place.
    let label_of = |entity: Entity, kind: LabelKind| {
        let index = holders.places.get(entity).ok()?.index;
        Some(boxes.iter().find(|b| b.index == index && b.kind == kind))
    };
    let mut counted: Vec<Entity> = Vec::new();
    for (entity, label, mut text, mut font, mut node) in &mut counts {
        let Some(found) = label_of(label.0, LabelKind::Count) else {
            commands.entity(entity).despawn();
            continue;
        };
        counted.push(label.0);
        let count = holders.landed(label.0).to_string();
        if text.0 != count {
            text.0 = count;
        }
        if let Some(found) = found {
            place(&mut node, &mut font, found);
        }
    }
    let mut named: Vec<Entity> = Vec::new();
    for (entity, label, mut font, mut node) in &mut names {
        let Some(found) = label_of(label.0, LabelKind::Name) else {
            commands.entity(entity).despawn();
            continue;
        };
        named.push(label.0);
        if let Some(found) = found {
            place(&mut node, &mut font, found);
        }
    }
    for &place_entity in &table.places {
        if !counted.contains(&place_entity) {
            commands.spawn((CountLabel(place_entity), board_text("0", COUNT_INK)));
        }
        let name = match holders.places.get(place_entity).map(|p| p.kind) {
            Ok(PlaceKind::Pi) => "Pi",
            Ok(PlaceKind::Pa) => "Pa",
            _ => continue,
        };
        if !named.contains(&place_entity) {
            commands.spawn((NameLabel(place_entity), board_text(name, NAME_INK)));
        }
    }
}

const COUNT_INK: Color = Color::srgb(0.98, 0.94, 0.86);
const NAME_INK: Color = Color::srgb(0.95, 0.8, 0.5);

/// Text that floats over the board, under every interface panel; placed and sized each frame.
fn board_text(content: &str, ink: Color) -> impl Bundle {
    (
        Text::new(content),
        TextFont {
            font_size: FontSize::Px(16.0),
            ..default()
        },
        TextColor(ink),
        TextShadow::default(),
        TextLayout::justify(Justify::Center),
        Node {
            position_type: PositionType::Absolute,
            ..default()
        },
        GlobalZIndex(-1),
        Pickable::IGNORE,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::camera::{BoardFrame, FOV_DEGREES, frame_table};
    use crate::view::layout::table_extent;

    fn overlap(a: &LabelBox, b: &LabelBox) -> bool {
        let apart = (a.centre - b.centre).abs();
        apart.x < (a.size.x + b.size.x) / 2.0 && apart.y < (a.size.y + b.size.y) / 2.0
    }

    /// The labels of a board framed in a `width`×`height` window with `frame` kept clear.
    fn labels(variant: Variant, (width, height): (f32, f32), frame: BoardFrame) -> Vec<LabelBox> {
        let aspect = width / height;
        let camera = frame_table(aspect, frame, table_extent(variant), 0.0);
        let projection = Mat4::perspective_rh(FOV_DEGREES.to_radians(), aspect, 0.1, 1000.0);
        let to_clip = projection * camera.to_matrix().inverse();
        label_layout(variant, |point| {
            let ndc = to_clip.project_point3(point);
            Some(Vec2::new(
                (ndc.x + 1.0) / 2.0 * width,
                (1.0 - ndc.y) / 2.0 * height,
            ))
        })
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

    #[test]
    fn labels_never_overlap_and_stay_readable() {
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
        let windows = [
            ((1080.0, 1920.0), attract()),
            ((720.0, 1280.0), result),
            ((1280.0, 720.0), play),
            ((1920.0, 1080.0), play),
            ((1024.0, 768.0), play),
            ((720.0, 1280.0), play),
            ((1280.0, 720.0), beside),
            ((720.0, 1280.0), above),
        ];
        for variant in Variant::ALL {
            for (window, frame) in windows {
                let boxes = labels(variant, window, frame);
                let places = variant.describe().board.places.len();
                assert!(
                    boxes.len() >= places,
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
}
