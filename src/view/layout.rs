//! Where things stand on the table, in world units (x to the right, z towards player 1, y up).

use crate::rules::{Player, Variant, congkak, konbi};
use bevy::prelude::*;

pub const PIT_RADIUS: f32 = 0.42;
pub const SEED_RADIUS: f32 = 0.085;
const PIT_SPACING: f32 = 1.0;
const ROW_OFFSET: f32 = 0.62;

/// The board's size (x, z) for a variant.
pub fn board_size(variant: Variant) -> Vec2 {
    match variant {
        Variant::MarumKonbi => Vec2::new(6.9, 2.6),
        Variant::Congkak => Vec2::new(10.4, 2.6),
    }
}

/// The centre of a place (pit, house or store) on the table's surface.
pub fn place_position(variant: Variant, index: u8) -> Vec3 {
    let index = index as usize;
    let (x, z) = match variant {
        Variant::MarumKonbi => match index {
            0..=5 => ((index as f32 - 2.5) * PIT_SPACING, ROW_OFFSET),
            6..=11 => ((8.5 - index as f32) * PIT_SPACING, -ROW_OFFSET),
            // The private stores: player 1's beside the right end, player 2's beside the left.
            12 => (4.45, 0.9),
            _ => (-4.45, -0.9),
        },
        Variant::Congkak => match index {
            0..=6 => ((index as f32 - 3.0) * PIT_SPACING, ROW_OFFSET),
            7 => (4.4, 0.0),
            8..=14 => ((11.0 - index as f32) * PIT_SPACING, -ROW_OFFSET),
            _ => (-4.4, 0.0),
        },
    };
    Vec3::new(x, 0.0, z)
}

/// How wide a place's bowl is: houses and stores hold many seeds.
pub fn place_radius(variant: Variant, index: u8) -> f32 {
    let large = match variant {
        Variant::MarumKonbi => index as usize >= konbi::PITS,
        Variant::Congkak => index as usize % 8 == 7,
    };
    if large { 0.75 } else { PIT_RADIUS }
}

/// Where the `slot`-th seed of a heap sits, relative to the place's centre: a sunflower spiral on
/// each layer, the layers stacked so that a heap visibly grows.
pub fn heap_offset(slot: usize, radius: f32) -> Vec3 {
    let per_layer = ((radius / SEED_RADIUS).powi(2) * 0.55).max(3.0) as usize;
    let layer = slot / per_layer;
    let within = slot % per_layer;
    let golden = std::f32::consts::PI * (3.0 - 5f32.sqrt());
    let angle = within as f32 * golden + layer as f32 * 0.7;
    let distance = (radius - SEED_RADIUS * 1.2) * ((within as f32 + 0.5) / per_layer as f32).sqrt();
    let shrink = 1.0 - 0.18 * layer as f32;
    Vec3::new(
        angle.cos() * distance * shrink.max(0.3),
        SEED_RADIUS * (1.0 + 1.6 * layer as f32),
        angle.sin() * distance * shrink.max(0.3),
    )
}

/// The player whose colour marks a place's edge.
pub fn owner(variant: Variant, index: u8) -> Player {
    match variant {
        Variant::MarumKonbi => match index {
            12 => Player::One,
            13 => Player::Two,
            _ => konbi::row_owner(index as usize),
        },
        Variant::Congkak => congkak::owner(index as usize),
    }
}

/// Where a hand hovers above a place.
pub fn hand_position(variant: Variant, index: u8) -> Vec3 {
    place_position(variant, index) + Vec3::Y * 0.45
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn places_do_not_overlap() {
        for variant in Variant::ALL {
            let count = match variant {
                Variant::MarumKonbi => 14,
                Variant::Congkak => 16,
            };
            for a in 0..count {
                for b in a + 1..count {
                    let gap = place_position(variant, a).distance(place_position(variant, b));
                    assert!(
                        gap > place_radius(variant, a) + place_radius(variant, b) - 0.2,
                        "{variant:?} {a} {b}"
                    );
                }
            }
        }
    }

    #[test]
    fn heaps_stay_inside_their_bowl_and_grow_upwards() {
        for radius in [PIT_RADIUS, 0.75] {
            for slot in 0..98 {
                let offset = heap_offset(slot, radius);
                assert!(offset.xz().length() + SEED_RADIUS <= radius + 1e-3);
            }
            assert!(heap_offset(60, radius).y > heap_offset(0, radius).y);
        }
    }
}
