//! The 2.5D board: a tilted perspective camera over a wooden board on a table, every seed a pebble
//! that travels with each step the rules plugin announces, counts over every place, and pits that
//! answer the pointer. It reacts to the rules plugin's messages and changes no game state: a click
//! or key becomes a [`MoveRequest`], like any other player's.

pub mod layout;
mod scene;

use crate::rules::{Action, Event, Player, Variant};
use crate::rules_plugin::{
    BoardLaidOut, Holds, Match, MoveRequest, Place, RulesSystems, Seat, Seed, Step, Table,
};
use bevy::prelude::*;
use bevy_tweening::{Lens, Tween, TweenAnim, TweeningPlugin};
use layout::{hand_position, heap_offset, place_position, place_radius};
use std::time::Duration;

pub fn plugin(app: &mut App) {
    app.add_plugins((TweeningPlugin, MeshPickingPlugin, scene::plugin))
        .init_resource::<HandsAt>()
        .add_systems(
            Update,
            (
                (scene::build_board, dress_seeds, place_every_seed)
                    .chain()
                    .run_if(on_message::<BoardLaidOut>),
                animate_steps,
                update_counts,
                keys_choose_pits,
            )
                .chain()
                .after(RulesSystems),
        );
}

/// Where each hand last was (a position index), for the seeds it carries.
#[derive(Resource, Default)]
struct HandsAt([u8; 2]);

/// A seed's look has been chosen.
#[derive(Component)]
struct Dressed;

/// A hop from one point to another over an arc that rises with the distance.
struct ArcLens {
    start: Vec3,
    end: Vec3,
    height: f32,
}

impl Lens<Transform> for ArcLens {
    fn lerp(&mut self, mut target: Mut<'_, Transform>, ratio: f32) {
        let along = self.start.lerp(self.end, ratio);
        target.translation = along + Vec3::Y * self.height * 4.0 * ratio * (1.0 - ratio);
    }
}

/// Gives every seed its own pebble: a few palette colours, sizes and turns, fixed for the game.
fn dress_seeds(
    mut commands: Commands,
    seeds: Query<(Entity, &Seed), Without<Dressed>>,
    looks: Res<scene::SeedLooks>,
) {
    for (entity, seed) in &seeds {
        let n = seed.number as usize;
        let scale = 0.88 + 0.08 * ((n * 7) % 5) as f32 / 4.0 * 3.0;
        commands.entity(entity).insert((
            Mesh3d(looks.mesh.clone()),
            MeshMaterial3d(looks.materials[(n * 5 + n / 7) % looks.materials.len()].clone()),
            Transform::from_scale(Vec3::new(scale * 1.15, scale * 0.8, scale))
                .with_rotation(Quat::from_rotation_y(n as f32 * 2.39)),
            Dressed,
        ));
    }
}

/// Where the `slot`-th seed of `holder` belongs.
fn seed_target(
    table: &Table,
    holder: Entity,
    slot: usize,
    places: &Query<&Place>,
    hands: &HandsAt,
) -> Vec3 {
    if let Ok(place) = places.get(holder) {
        let radius = place_radius(table.variant, place.index);
        return place_position(table.variant, place.index) + heap_offset(slot, radius);
    }
    let player = if holder == table.hands[0] {
        Player::One
    } else {
        Player::Two
    };
    hand_position(table.variant, hands.0[player.index()]) + heap_offset(slot, 0.3)
}

/// Snaps every seed to its place (new game, restart, undo, redo).
fn place_every_seed(
    table: Res<Table>,
    holders: Query<&Holds>,
    places: Query<&Place>,
    hands: Res<HandsAt>,
    mut commands: Commands,
    mut transforms: Query<&mut Transform, With<Seed>>,
) {
    for &holder in table.places.iter().chain(&table.hands) {
        let Ok(held) = holders.get(holder) else {
            continue;
        };
        for (slot, &seed) in held.0.iter().enumerate() {
            let target = seed_target(&table, holder, slot, &places, &hands);
            if let Ok(mut transform) = transforms.get_mut(seed) {
                transform.translation = target;
            }
            commands.entity(seed).remove::<TweenAnim>();
        }
    }
}

/// The holders whose seeds an event moves.
fn touched(table: &Table, event: &Event) -> Vec<Entity> {
    let hand = |player: Player| table.hands[player.index()];
    match *event {
        Event::Scoop { player, pit, .. } => vec![table.place(pit), hand(player)],
        Event::Drop { player, pos, .. } => vec![hand(player), table.place(pos)],
        Event::Capture { player, pit, .. } | Event::Collect { player, pit, .. } => {
            vec![table.place(pit), table.store(player)]
        }
        Event::BuyBack { player, pit, .. } => vec![table.store(player), table.place(pit)],
        Event::Partition { pits } => {
            let mut all: Vec<Entity> = pits.iter().map(|&p| table.place(p)).collect();
            all.extend(Player::BOTH.map(|p| table.store(p)));
            all
        }
        _ => Vec::new(),
    }
}

/// Each announced step sends the seeds it moved on their way, over its duration.
fn animate_steps(
    mut steps: MessageReader<Step>,
    table: Option<Res<Table>>,
    holders: Query<&Holds>,
    places: Query<&Place>,
    mut hands: ResMut<HandsAt>,
    mut transforms: Query<&mut Transform, With<Seed>>,
    mut commands: Commands,
) {
    let Some(table) = table else { return };
    for step in steps.read() {
        match step.event {
            Event::Scoop { player, pit, .. } => hands.0[player.index()] = pit,
            Event::Drop { player, pos, .. } => hands.0[player.index()] = pos,
            _ => {}
        }
        let hop = if matches!(step.event, Event::Drop { .. }) {
            0.9
        } else {
            0.35
        };
        for holder in touched(&table, &step.event) {
            let Ok(held) = holders.get(holder) else {
                continue;
            };
            for (slot, &seed) in held.0.iter().enumerate() {
                let target = seed_target(&table, holder, slot, &places, &hands);
                let Ok(mut transform) = transforms.get_mut(seed) else {
                    continue;
                };
                if transform.translation.distance_squared(target) < 1e-6 {
                    continue;
                }
                if step.duration < Duration::from_millis(1) {
                    transform.translation = target;
                    commands.entity(seed).remove::<TweenAnim>();
                    continue;
                }
                let lens = ArcLens {
                    start: transform.translation,
                    end: target,
                    height: hop * transform.translation.distance(target).min(2.0) / 2.0 + 0.1,
                };
                let tween = Tween::new(EaseFunction::QuadraticInOut, step.duration, lens);
                commands.entity(seed).insert(TweenAnim::new(tween));
            }
        }
    }
}

/// A count label over a place.
#[derive(Component)]
struct CountLabel(Entity);

/// Keeps a number over every place equal to the seeds there, placed over the place on screen.
fn update_counts(
    table: Option<Res<Table>>,
    holders: Query<&Holds>,
    places: Query<&Place>,
    camera: Single<(&Camera, &GlobalTransform), With<scene::BoardCamera>>,
    mut labels: Query<(Entity, &CountLabel, &mut Text, &mut Node)>,
    mut commands: Commands,
) {
    let Some(table) = table else { return };
    let (camera, camera_transform) = *camera;
    let mut labelled: Vec<Entity> = Vec::new();
    for (entity, label, mut text, mut node) in &mut labels {
        let (Ok(held), Ok(place)) = (holders.get(label.0), places.get(label.0)) else {
            commands.entity(entity).despawn();
            continue;
        };
        labelled.push(label.0);
        let count = held.0.len().to_string();
        if text.0 != count {
            text.0 = count;
        }
        let anchor = place_position(table.variant, place.index)
            + Vec3::new(0.0, 0.05, place_radius(table.variant, place.index) + 0.22)
                * label_side(place);
        if let Ok(at) = camera.world_to_viewport(camera_transform, anchor) {
            node.left = px(at.x - 14.0);
            node.top = px(at.y - 12.0);
        }
    }
    for &place in &table.places {
        if !labelled.contains(&place) {
            commands.spawn((
                CountLabel(place),
                Text::new("0"),
                TextFont {
                    font_size: FontSize::Vh(2.9),
                    ..default()
                },
                TextColor(Color::srgb(0.98, 0.94, 0.86)),
                TextLayout::justify(Justify::Center),
                Node {
                    position_type: PositionType::Absolute,
                    width: px(28),
                    ..default()
                },
            ));
        }
    }
}

/// Labels sit on the outer side of each row: towards player 1 for their row, away for player 2's.
fn label_side(place: &Place) -> Vec3 {
    if place.owner == Player::One {
        Vec3::ONE
    } else {
        Vec3::new(1.0, 1.0, -1.0)
    }
}

/// A human seat's decision for `pit`, if that human may sow from it now.
pub fn request_for_pit(current: &Match, pit: u8) -> Option<MoveRequest> {
    let legal = current.game().decisions();
    legal
        .as_slice()
        .iter()
        .find(|d| {
            d.action == Action::Sow(pit) && current.setup.seats[d.player.index()] == Seat::Human
        })
        .map(|d| MoveRequest {
            player: d.player,
            action: d.action,
        })
}

/// Keys 1–7 choose the pits of the human who must decide, in sowing order.
fn keys_choose_pits(
    keys: Res<ButtonInput<KeyCode>>,
    current: Option<Res<Match>>,
    mut moves: MessageWriter<MoveRequest>,
) {
    let Some(current) = current else { return };
    const DIGITS: [KeyCode; 7] = [
        KeyCode::Digit1,
        KeyCode::Digit2,
        KeyCode::Digit3,
        KeyCode::Digit4,
        KeyCode::Digit5,
        KeyCode::Digit6,
        KeyCode::Digit7,
    ];
    for (number, key) in DIGITS.iter().enumerate() {
        if !keys.just_pressed(*key) {
            continue;
        }
        let legal = current.game().decisions();
        let Some(mover) = legal
            .as_slice()
            .iter()
            .map(|d| d.player)
            .find(|p| current.setup.seats[p.index()] == Seat::Human)
        else {
            continue;
        };
        let first_pit = match (current.setup.variant, mover) {
            (_, Player::One) => 0,
            (Variant::MarumKonbi, Player::Two) => 6,
            (Variant::Congkak, Player::Two) => 8,
        };
        moves.write(MoveRequest {
            player: mover,
            action: Action::Sow(first_pit + number as u8),
        });
    }
}
