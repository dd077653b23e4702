//! Numbers over the places (the seeds landed there) and the names of Pi and Pa, placed over the
//! board on screen.

use super::camera::BoardCamera;
use super::layout::{place_bowl, place_position};
use super::seeds::Holders;
use crate::rules_plugin::{Place, Table};
use bevy::prelude::*;
use marum_core::games::PlaceKind;
use marum_core::rules::Player;

/// A number over a place: the seeds in it.
#[derive(Component)]
pub struct CountLabel(pub Entity);

/// A place's name on the board, for the pits that have one (Marum Konbi's Pi and Pa).
#[derive(Component)]
pub struct NameLabel(pub Entity);

/// Keeps a number over every place equal to the seeds landed there and the names of Pi and Pa beside
/// theirs, placed over the places on screen: numbers on the outer side of each row, names past
/// the row's end.
pub(super) fn update_labels(
    table: Option<Res<Table>>,
    holders: Holders,
    camera: Single<(&Camera, &GlobalTransform), With<BoardCamera>>,
    ui_scale: Res<UiScale>,
    mut counts: Query<(Entity, &CountLabel, &mut Text, &mut Node), Without<NameLabel>>,
    mut names: Query<(Entity, &NameLabel, &mut Node), Without<CountLabel>>,
    mut commands: Commands,
) {
    let Some(table) = table else { return };
    let (camera, camera_transform) = *camera;
    // UI lengths are multiplied by the UI scale; the camera gives window pixels.
    let place_label = |place: &Place, node: &mut Node, beside: Vec3| {
        let anchor = place_position(table.variant, place.index) + beside;
        if let Ok(at) = camera.world_to_viewport(camera_transform, anchor) {
            node.left = px(at.x / ui_scale.0 - 14.0);
            node.top = px(at.y / ui_scale.0 - 12.0);
        }
    };
    let mut counted: Vec<Entity> = Vec::new();
    for (entity, label, mut text, mut node) in &mut counts {
        let Ok(place) = holders.places.get(label.0) else {
            commands.entity(entity).despawn();
            continue;
        };
        counted.push(label.0);
        let count = holders.landed(label.0).to_string();
        if text.0 != count {
            text.0 = count;
        }
        let reach = place_bowl(table.variant, place.index).radius + 0.22;
        place_label(
            place,
            &mut node,
            Vec3::new(0.0, 0.05, reach) * label_side(place),
        );
    }
    let mut named: Vec<Entity> = Vec::new();
    for (entity, label, mut node) in &mut names {
        let Ok(place) = holders.places.get(label.0) else {
            commands.entity(entity).despawn();
            continue;
        };
        named.push(label.0);
        // Pi and Pa end their rows: the name goes past the row's end.
        let centre = place_position(table.variant, place.index);
        let reach = place_bowl(table.variant, place.index).radius * 1.12 + 0.2;
        place_label(
            place,
            &mut node,
            Vec3::new(reach * centre.x.signum(), 0.05, 0.0),
        );
    }
    for &place_entity in &table.places {
        if !counted.contains(&place_entity) {
            commands.spawn((CountLabel(place_entity), board_text("0", 20.0, COUNT_INK)));
        }
        let name = match holders.places.get(place_entity).map(|p| p.kind) {
            Ok(PlaceKind::Pi) => "Pi",
            Ok(PlaceKind::Pa) => "Pa",
            _ => continue,
        };
        if !named.contains(&place_entity) {
            commands.spawn((NameLabel(place_entity), board_text(name, 15.0, NAME_INK)));
        }
    }
}

const COUNT_INK: Color = Color::srgb(0.98, 0.94, 0.86);
const NAME_INK: Color = Color::srgb(0.95, 0.8, 0.5);

/// Text that floats over the board, under every interface panel.
fn board_text(content: &str, size: f32, ink: Color) -> impl Bundle {
    (
        Text::new(content),
        TextFont {
            font_size: FontSize::Px(size),
            ..default()
        },
        TextColor(ink),
        TextLayout::justify(Justify::Center),
        Node {
            position_type: PositionType::Absolute,
            width: px(28),
            ..default()
        },
        GlobalZIndex(-1),
    )
}

/// Labels sit on the outer side of each row: towards player 1 for their row, away for player 2's.
fn label_side(place: &Place) -> Vec3 {
    if place.owner == Player::One {
        Vec3::ONE
    } else {
        Vec3::new(1.0, 1.0, -1.0)
    }
}
