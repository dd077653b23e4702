//! The hands: a cupped hand for each player, with a cuff in the player's colour, that carries
//! the seeds in its palm. It dips into a pit to scoop (and again on every relay), hops on from pit
//! to pit with each seed it drops, and lifts away once empty. In Congkak's opening both hands sow
//! at once; where they meet, a ring of light spreads from the place.

use super::layout::{hand_position, place_position};
use super::seeds::HandsAt;
use crate::rules_plugin::{Holds, Step, Table};
use crate::theme::{ACCENT, PLAYER_COLOURS};
use bevy::prelude::*;
use bevy_tweening::{Lens, Tween, TweenAnim};
use marum_core::rules::{Event, Player};
use std::time::Duration;

/// A hand away from the board keeps this size, too small to see, so that it is drawn (and its
/// look ready) from the start without a degenerate zero scale.
const AWAY: f32 = 1e-3;

/// How far below its hovering height a scooping hand reaches: down into the pit.
const SCOOP_DEPTH: f32 = 0.42;

#[derive(Component)]
pub struct HandModel(pub Player);

/// A ring of light spreading where the hands meet, with its time left and its whole time.
#[derive(Component)]
pub struct MeetingRing {
    left: f32,
    lasts: f32,
}

#[derive(Resource)]
pub struct HandLooks {
    mesh: Handle<Mesh>,
    skin: Handle<StandardMaterial>,
    cuff: Handle<Mesh>,
    cuffs: [Handle<StandardMaterial>; 2],
    ring: Handle<Mesh>,
    ring_material: Handle<StandardMaterial>,
}

/// A stylised right hand held palm up, in hand space: the palm's middle at the origin, fingers
/// towards -z, curling up in front of whatever it holds, the thumb up at the right, the forearm
/// back towards +z (towards the player).
fn hand_mesh() -> Mesh {
    let capsule = |radius: f32, length: f32| {
        Capsule3d::new(radius, length)
            .mesh()
            .longitudes(12)
            .latitudes(6)
            .build()
    };
    let along = |direction: Vec3, middle: Vec3| {
        Transform::from_translation(middle)
            .with_rotation(Quat::from_rotation_arc(Vec3::Y, direction.normalize()))
    };
    let mut hand = Sphere::new(1.0).mesh().uv(16, 10).transformed_by(
        Transform::from_xyz(0.0, -0.12, 0.02).with_scale(Vec3::new(0.27, 0.08, 0.3)),
    );
    let mut add = |part: Mesh| {
        hand.merge(&part)
            .expect("hand parts share their attributes");
    };
    for x in [-0.15, -0.05, 0.05, 0.15] {
        let base = Vec3::new(x, -0.1, -0.2);
        let direction = Vec3::new(0.0, 0.75, -0.65);
        add(capsule(0.048, 0.14).transformed_by(along(direction, base + direction * 0.1)));
    }
    let thumb = Vec3::new(-0.35, 0.8, -0.45);
    add(capsule(0.055, 0.12).transformed_by(along(thumb, Vec3::new(0.26, -0.04, 0.0))));
    let forearm = Vec3::new(0.0, -0.35, 1.0);
    add(capsule(0.12, 0.38).transformed_by(along(forearm, Vec3::new(0.0, -0.17, 0.48))));
    hand
}

/// Points round the hand of [`hand_mesh`] and its cuff, in hand space: the palm's sides, the
/// fingertips and the thumb, the cuff's sides and underside; what they span on screen is what
/// the hand covers.
const OUTLINE: [Vec3; 9] = [
    Vec3::new(-0.27, -0.12, 0.02),
    Vec3::new(0.27, -0.12, 0.02),
    Vec3::new(0.0, -0.12, -0.3),
    Vec3::new(-0.2, 0.07, -0.34),
    Vec3::new(0.2, 0.07, -0.34),
    Vec3::new(0.3, 0.06, -0.06),
    Vec3::new(-0.17, -0.25, 0.78),
    Vec3::new(0.17, -0.25, 0.78),
    Vec3::new(0.0, -0.42, 0.74),
];

/// A hand shrunk smaller than this is on its way away, or gone: it covers nothing.
const OUT_ON_THE_BOARD: f32 = 0.3;

/// The window rectangle a hand standing at `transform` covers, where `to_screen` puts a point of
/// the table in the window; none while it is away.
pub fn hand_on_screen(
    transform: &Transform,
    to_screen: impl Fn(Vec3) -> Option<Vec2>,
) -> Option<Rect> {
    if transform.scale.x < OUT_ON_THE_BOARD {
        return None;
    }
    OUTLINE
        .iter()
        .map(|&point| {
            to_screen(transform.transform_point(point)).map(|seen| Rect::from_corners(seen, seen))
        })
        .reduce(|a, b| Some(a?.union(b?)))?
}

pub fn make_hand_looks(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let skin = materials.add(StandardMaterial {
        base_color: Color::srgb(0.6, 0.41, 0.29),
        perceptual_roughness: 0.7,
        ..default()
    });
    let cuffs = PLAYER_COLOURS.map(|colour| {
        materials.add(StandardMaterial {
            base_color: colour,
            emissive: LinearRgba::from(colour) * 0.6,
            perceptual_roughness: 0.5,
            ..default()
        })
    });
    let ring_material = materials.add(StandardMaterial {
        base_color: ACCENT.with_alpha(0.8),
        emissive: LinearRgba::from(ACCENT) * 2.0,
        alpha_mode: AlphaMode::Blend,
        unlit: true,
        ..default()
    });
    commands.insert_resource(HandLooks {
        mesh: meshes.add(hand_mesh()),
        skin,
        cuff: meshes.add(Torus::new(0.115, 0.16)),
        cuffs,
        ring: meshes.add(Torus::new(0.42, 0.47)),
        ring_material,
    });
}

/// A hand's way from one place to the next: it hops over with the seed it drops, or, scooping,
/// reaches down into the pit and comes back up.
struct HandLens {
    start: Vec3,
    end: Vec3,
    /// How far it dips (a scoop) or, below zero, rises (a hop) at the middle of the way.
    dip: f32,
}

impl Lens<Transform> for HandLens {
    fn lerp(&mut self, mut target: Mut<'_, Transform>, ratio: f32) {
        let arc = 4.0 * ratio * (1.0 - ratio);
        target.translation = self.start.lerp(self.end, ratio) - Vec3::Y * self.dip * arc;
    }
}

/// Which way a player's hand faces: fingers away from its player.
pub(super) fn facing(player: Player) -> Quat {
    match player {
        Player::One => Quat::IDENTITY,
        Player::Two => Quat::from_rotation_y(std::f32::consts::PI),
    }
}

/// Sends each hand with the steps: down into a pit to scoop, on with each drop; a meeting of the
/// hands spreads a ring of light.
pub fn follow_steps(
    mut steps: MessageReader<Step>,
    table: Option<Res<Table>>,
    looks: Res<HandLooks>,
    mut hands: Query<(Entity, &HandModel, &Transform)>,
    mut commands: Commands,
) {
    let Some(table) = table else {
        steps.clear();
        return;
    };
    if hands.is_empty() {
        for player in Player::BOTH {
            commands
                .spawn((
                    HandModel(player),
                    Mesh3d(looks.mesh.clone()),
                    MeshMaterial3d(looks.skin.clone()),
                    // Drawn from the start, too small to see: its look is ready when it first carries.
                    Transform::from_rotation(facing(player)).with_scale(Vec3::splat(AWAY)),
                    Visibility::Visible,
                    Pickable::IGNORE,
                ))
                .with_child((
                    Mesh3d(looks.cuff.clone()),
                    MeshMaterial3d(looks.cuffs[player.index()].clone()),
                    Transform::from_xyz(0.0, -0.25, 0.72).with_rotation(Quat::from_rotation_arc(
                        Vec3::Y,
                        Vec3::new(0.0, -0.35, 1.0).normalize(),
                    )),
                    Pickable::IGNORE,
                ));
        }
    }
    for step in steps.read() {
        let (player, pos, dip) = match step.event {
            Event::Scoop { player, pit, .. } => (player, pit, SCOOP_DEPTH),
            Event::Drop { player, pos, .. } => (player, pos, -0.12),
            Event::HandsMeet { pos, .. } => {
                commands.spawn((
                    MeetingRing {
                        left: step.duration.as_secs_f32().max(0.5),
                        lasts: step.duration.as_secs_f32().max(0.5),
                    },
                    Mesh3d(looks.ring.clone()),
                    MeshMaterial3d(looks.ring_material.clone()),
                    Transform::from_translation(
                        place_position(table.variant, pos) + Vec3::Y * 0.05,
                    ),
                    Pickable::IGNORE,
                ));
                continue;
            }
            _ => continue,
        };
        let end = hand_position(table.variant, pos);
        for (entity, hand, transform) in &mut hands {
            if hand.0 != player {
                continue;
            }
            // A hand that was away appears over the pit it scoops from.
            let start = if transform.scale.x <= AWAY {
                end
            } else {
                transform.translation
            };
            if step.duration < Duration::from_millis(1) {
                commands
                    .entity(entity)
                    .insert(Transform {
                        translation: end,
                        ..*transform
                    })
                    .remove::<TweenAnim>();
                continue;
            }
            let lens = HandLens { start, end, dip };
            let tween = Tween::new(EaseFunction::QuadraticInOut, step.duration, lens);
            commands.entity(entity).insert(TweenAnim::new(tween));
        }
    }
}

/// A hand shows while it carries seeds (or still moves) and lifts away once empty, growing and
/// shrinking rather than popping in and out.
pub fn show_hands(
    time: Res<Time>,
    table: Option<Res<Table>>,
    places: Res<HandsAt>,
    holders: Query<&Holds>,
    mut hands: Query<(&HandModel, &mut Transform, Has<TweenAnim>)>,
) {
    let Some(table) = table else { return };
    for (hand, mut transform, moving) in &mut hands {
        let carrying = holders
            .get(table.hands[hand.0.index()])
            .is_ok_and(|held| !held.0.is_empty());
        let wanted = if carrying || moving { 1.0 } else { AWAY };
        let scale = super::approach(transform.scale.x, wanted, 14.0, time.delta_secs());
        transform.scale = Vec3::splat(scale);
        if !moving && carrying {
            transform.translation = hand_position(table.variant, places.0[hand.0.index()]);
        }
    }
}

/// Meeting rings spread and fade, then go.
pub fn spread_rings(
    time: Res<Time>,
    mut rings: Query<(Entity, &mut MeetingRing, &mut Transform)>,
    mut commands: Commands,
) {
    for (entity, mut ring, mut transform) in &mut rings {
        ring.left -= time.delta_secs();
        if ring.left <= 0.0 {
            commands.entity(entity).despawn();
            continue;
        }
        let spread = 1.0 - ring.left / ring.lasts;
        transform.scale = Vec3::new(0.6 + 0.8 * spread, 1.0, 0.6 + 0.8 * spread);
    }
}
