//! Every seed is a pebble with a look of its own that travels with each step the rules plugin
//! announces: an arc hop for a drop, a stream into the store for a capture, snapped into place
//! when the board is laid out afresh.

use super::cues;
use super::layout::{BowlKind, Heaps, hand_position, place_bowl_kind, place_position};
use super::pits;
use super::scene;
use crate::rules_plugin::{Holds, Place, Seed, Step, Table};
use crate::settings::Settings;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_tweening::{Delay, Lens, Tween, TweenAnim};
use marum_core::rules::{Event, Player};
use std::time::Duration;

/// Where each hand last was (a position index), for the seeds it carries.
#[derive(Resource, Default)]
pub(super) struct HandsAt(pub [u8; 2]);

/// A seed's look has been chosen.
#[derive(Component)]
pub(super) struct Dressed;

/// A hop from one point to another over an arc that rises with the distance.
struct ArcLens {
    start: Vec3,
    end: Vec3,
    height: f32,
    /// The settling bounce's share of the height: [`SETTLE`], or none with reduced motion.
    settle: f32,
}

impl Lens<Transform> for ArcLens {
    fn lerp(&mut self, mut target: Mut<'_, Transform>, ratio: f32) {
        target.translation = hop_point(self.start, self.end, self.height, self.settle, ratio);
    }
}

/// The share of a hop spent in the air before the seed first touches down; a small bounce as it
/// settles takes the rest.
const TOUCH_DOWN: f32 = 0.85;
/// How high the settling bounce rises, as a share of the hop's height.
const SETTLE: f32 = 0.08;

/// Where a hopping seed is at `ratio` (0 to 1) of its hop from `start` to `end` over an arc
/// `height` high: it touches down at [`TOUCH_DOWN`], then settles with a bounce `settle` of the
/// height.
fn hop_point(start: Vec3, end: Vec3, height: f32, settle: f32, ratio: f32) -> Vec3 {
    let flight = (ratio / TOUCH_DOWN).min(1.0);
    let lift = if ratio < TOUCH_DOWN {
        height * 4.0 * flight * (1.0 - flight)
    } else {
        let bounce = (ratio - TOUCH_DOWN) / (1.0 - TOUCH_DOWN);
        height * settle * 4.0 * bounce * (1.0 - bounce)
    };
    start.lerp(end, flight) + Vec3::Y * lift
}

/// Gives every seed its own pebble: a few palette colours, sizes and turns, fixed for the game.
pub(super) fn dress_seeds(
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
            // A click on the seeds in a pit chooses the pit under them.
            Pickable::IGNORE,
        ));
    }
}

/// The seeds each holder has, which holders are places, how seeds heap up in them, and which
/// seeds are still flying.
#[derive(SystemParam)]
pub struct Holders<'w, 's> {
    pub(super) holds: Query<'w, 's, &'static Holds>,
    pub(super) places: Query<'w, 's, &'static Place>,
    heaps: Res<'w, Heaps>,
    flying: Query<'w, 's, (), (With<Seed>, With<TweenAnim>)>,
}

impl Holders<'_, '_> {
    /// The seeds that have come to rest in `holder`: one still flying there does not count yet,
    /// so numbers tick as each seed lands.
    pub fn landed(&self, holder: Entity) -> usize {
        self.holds.get(holder).map_or(0, |held| {
            held.0
                .iter()
                .filter(|&&seed| !self.flying.contains(seed))
                .count()
        })
    }
}

/// Where every seed of the board would come to rest as the seeds lie now: for a recording's checks.
#[derive(SystemParam)]
pub struct RestingSpots<'w, 's> {
    table: Option<Res<'w, Table>>,
    holders: Holders<'w, 's>,
    hands: Res<'w, HandsAt>,
}

impl RestingSpots<'_, '_> {
    /// Each seed with its resting spot, and whether it lies in a place (not in a hand).
    pub fn each(&self) -> Vec<(Entity, Vec3, bool)> {
        let Some(table) = self.table.as_deref() else {
            return Vec::new();
        };
        let mut spots = Vec::new();
        for &holder in table.places.iter().chain(&table.hands) {
            let Ok(held) = self.holders.holds.get(holder) else {
                continue;
            };
            let in_place = self.holders.places.contains(holder);
            for (slot, &seed) in held.0.iter().enumerate() {
                let spot = seed_target(table, holder, slot, &self.holders, &self.hands);
                spots.push((seed, spot, in_place));
            }
        }
        spots
    }
}

/// Where the `slot`-th seed of `holder` belongs.
pub(super) fn seed_target(
    table: &Table,
    holder: Entity,
    slot: usize,
    holders: &Holders,
    hands: &HandsAt,
) -> Vec3 {
    if let Ok(place) = holders.places.get(holder) {
        let kind = place_bowl_kind(table.variant, place.index);
        return place_position(table.variant, place.index) + holders.heaps.offset(kind, slot);
    }
    let player = if holder == table.hands[0] {
        Player::One
    } else {
        Player::Two
    };
    hand_position(table.variant, hands.0[player.index()])
        + holders.heaps.offset(BowlKind::Palm, slot)
}

/// Snaps every seed to its place (new game, restart, undo, redo).
pub(super) fn place_every_seed(
    table: Res<Table>,
    holders: Holders,
    hands: Res<HandsAt>,
    mut commands: Commands,
    mut transforms: Query<&mut Transform, With<Seed>>,
) {
    for &holder in table.places.iter().chain(&table.hands) {
        let Ok(held) = holders.holds.get(holder) else {
            continue;
        };
        for (slot, &seed) in held.0.iter().enumerate() {
            let target = seed_target(&table, holder, slot, &holders, &hands);
            if let Ok(mut transform) = transforms.get_mut(seed) {
                transform.translation = target;
            }
            commands.entity(seed).remove::<TweenAnim>();
        }
    }
}

/// Seeds captured or collected stream into the store one after another, 35 ms apart at speed 1.
const STREAM_GAP_SHARE: f32 = 35.0 / 400.0;

/// Each announced step sends the seeds it moved on their way, over its duration.
/// Where the seeds are, and how they may move.
#[derive(SystemParam)]
pub(super) struct SeedMotion<'w, 's> {
    transforms: Query<'w, 's, &'static mut Transform, With<Seed>>,
    settings: Res<'w, Settings>,
}

pub(super) fn animate_steps(
    mut steps: MessageReader<Step>,
    table: Option<Res<Table>>,
    holders: Holders,
    mut hands: ResMut<HandsAt>,
    mut seeds: SeedMotion,
    mut pits: Query<(&pits::PitButton, &mut pits::PitLook)>,
    mut commands: Commands,
) {
    let Some(table) = table else { return };
    for step in steps.read() {
        cues::show_cue(table.variant, &step.event, step.duration, &mut pits);
        let streams = matches!(
            step.event,
            Event::Capture { .. } | Event::Collect { .. } | Event::Partition { .. }
        );
        let gap = step.duration.mul_f32(STREAM_GAP_SHARE);
        let mut streamed = 0u32;
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
        let moved = step.event.seed_moves().into_iter().flatten();
        for holder in moved.flat_map(|m| [m.from, m.to]).map(|h| table.holder(h)) {
            let Ok(held) = holders.holds.get(holder) else {
                continue;
            };
            for (slot, &seed) in held.0.iter().enumerate() {
                let target = seed_target(&table, holder, slot, &holders, &hands);
                let Ok(mut transform) = seeds.transforms.get_mut(seed) else {
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
                    settle: if seeds.settings.reduced_motion {
                        0.0
                    } else {
                        SETTLE
                    },
                };
                if streams && streamed > 0 {
                    let tween = Tween::new(EaseFunction::QuadraticInOut, step.duration, lens);
                    let delayed = Delay::new(gap * streamed).then(tween);
                    commands.entity(seed).insert(TweenAnim::new(delayed));
                } else {
                    let tween = Tween::new(EaseFunction::QuadraticInOut, step.duration, lens);
                    commands.entity(seed).insert(TweenAnim::new(tween));
                }
                streamed += 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hop_arcs_over_touches_down_and_settles_with_a_small_bounce() {
        let (start, end, height) = (Vec3::new(-1.0, 0.2, 0.5), Vec3::new(0.0, 0.0, 0.5), 0.6);
        assert_eq!(hop_point(start, end, height, SETTLE, 0.0), start);
        assert_eq!(hop_point(start, end, height, SETTLE, TOUCH_DOWN), end);
        assert!(hop_point(start, end, height, SETTLE, 1.0).distance(end) < 1e-6);
        let top = hop_point(start, end, height, SETTLE, TOUCH_DOWN / 2.0);
        assert!((top.y - (start.y + end.y) / 2.0 - height).abs() < 1e-5);
        let settling = |settle: f32| {
            (1..10).map(move |i| {
                hop_point(
                    start,
                    end,
                    height,
                    settle,
                    TOUCH_DOWN + (1.0 - TOUCH_DOWN) * i as f32 / 10.0,
                )
            })
        };
        // With reduced motion the seed lands and stays: no bounce.
        assert!(settling(0.0).all(|point| point == end));
        let bounces: Vec<f32> = settling(SETTLE)
            .map(|point| {
                assert_eq!(point.xz(), end.xz());
                point.y - end.y
            })
            .collect();
        assert!(
            bounces
                .iter()
                .all(|&rise| rise > 0.0 && rise <= height * SETTLE)
        );
        assert!(bounces.iter().any(|&rise| rise > height * SETTLE * 0.9));
    }
}
