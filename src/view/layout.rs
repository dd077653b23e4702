//! Where things stand on the table, in world units (x to the right, z towards player 1, y up): the
//! places where each game's description puts them, and how their bowls and heaps are shaped.

use bevy::prelude::*;
use marum_core::games::{Outline, PlaceKind};
use marum_core::rules::Variant;

pub const SEED_RADIUS: f32 = 0.085;
const PIT_RADIUS: f32 = 0.42;
/// The board's top is at y = 0 and it stands this thick on the table.
pub const BOARD_THICKNESS: f32 = 0.32;
/// How far the rounded edge reaches beyond the flat top's outline.
pub const BEVEL: f32 = 0.1;

/// A bowl carved into the wood: how wide, and how far its middle lies below the top.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bowl {
    pub radius: f32,
    pub depth: f32,
}

impl Bowl {
    /// The height of the bowl's floor `distance` from its middle: deepest in the middle and meeting
    /// the top without a crease at the rim; zero outside.
    pub fn floor(self, distance: f32) -> f32 {
        let s = (distance / self.radius).min(1.0);
        -self.depth * (1.0 - s * s).powi(2)
    }

    /// The floor's gradient at `offset` from the bowl's middle (the direction it rises fastest).
    pub fn gradient(self, offset: Vec2) -> Vec2 {
        let distance = offset.length();
        if distance >= self.radius || distance < 1e-6 {
            return Vec2::ZERO;
        }
        let s = distance / self.radius;
        let slope = 4.0 * self.depth * s * (1.0 - s * s) / self.radius;
        offset / distance * slope
    }
}

/// The board's top, as the game's description has it.
pub fn board_outline(variant: Variant) -> Outline {
    variant.describe().board.outline
}

/// A Marum Konbi player's store: a round dish beside the board.
pub const STORE_DISH: Outline = Outline {
    straight: 0.0,
    cap: [0.9, 0.9],
    half_width: 0.9,
};

/// How far what stands on the table reaches from its middle, along x (`axis` 0) or z (1): the
/// board or any store dish beside it, with the bevel.
fn table_reach(variant: Variant, axis: usize) -> f32 {
    let outline = board_outline(variant);
    let board = [outline.half_length(), outline.half_width][axis];
    let dish = [STORE_DISH.half_length(), STORE_DISH.half_width][axis];
    let places = variant.describe().board.places.iter();
    let dishes = places
        .filter(|place| !place.on_board())
        .map(|place| place.at[axis].abs() + dish);
    dishes.fold(board, f32::max) + BEVEL
}

/// Half the width of everything on the table.
pub fn table_half_width(variant: Variant) -> f32 {
    table_reach(variant, 0)
}

/// Half the depth of everything on the table, towards either player.
pub fn table_half_depth(variant: Variant) -> f32 {
    table_reach(variant, 1)
}

/// How high the tallest heap and a hovering hand rise above the board's top.
const TALLEST: f32 = 0.55;

/// The half-extent of what stands on the table: half its width and depth, and its height above
/// the board's top.
pub fn table_extent(variant: Variant) -> Vec3 {
    Vec3::new(
        table_half_width(variant),
        TALLEST,
        table_half_depth(variant),
    )
}

/// The centre of a place (pit, house or store) on the table's surface.
pub fn place_position(variant: Variant, index: u8) -> Vec3 {
    let [x, z] = variant.describe().place(index).at;
    Vec3::new(x, 0.0, z)
}

/// The kinds of hollow seeds rest in: houses and stores are wide enough for many seeds, a store is
/// a shallow tray, and a hand carries its seeds on a flat palm.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BowlKind {
    Pit,
    House,
    Tray,
    Palm,
}

impl BowlKind {
    pub const ALL: [BowlKind; 4] = [Self::Pit, Self::House, Self::Tray, Self::Palm];

    pub fn bowl(self) -> Bowl {
        let (radius, depth) = match self {
            Self::Pit => (PIT_RADIUS, 0.17),
            Self::House => (0.75, 0.22),
            Self::Tray => (0.75, 0.12),
            Self::Palm => (0.24, 0.04),
        };
        Bowl { radius, depth }
    }
}

pub fn place_bowl_kind(variant: Variant, index: u8) -> BowlKind {
    match variant.describe().place(index).kind {
        PlaceKind::Pit | PlaceKind::Pi | PlaceKind::Pa => BowlKind::Pit,
        PlaceKind::House => BowlKind::House,
        PlaceKind::Store => BowlKind::Tray,
    }
}

pub fn place_bowl(variant: Variant, index: u8) -> Bowl {
    place_bowl_kind(variant, index).bowl()
}

/// The bowls carved into a variant's board, at their centres (x, z): every place but Marum
/// Konbi's stores, which stand on dishes of their own.
pub fn carved_bowls(variant: Variant) -> Vec<(Vec2, Bowl)> {
    let places = variant.describe().board.places;
    places
        .iter()
        .filter(|place| place.on_board())
        .map(|place| {
            (
                place_position(variant, place.index).xz(),
                place_bowl(variant, place.index),
            )
        })
        .collect()
}

/// The most seeds one heap can hold: every seed of the game with the most.
fn most_seeds() -> usize {
    Variant::ALL
        .iter()
        .map(|v| v.describe().total_seeds as usize)
        .max()
        .unwrap_or_default()
}

/// How close two seeds' centres may come: a little over a diameter, since pebbles are not round.
const SEED_SPACING: f32 = 2.1 * SEED_RADIUS;

/// Where the seeds of a heap rest in their bowl, slot by slot, relative to the middle of the
/// bowl's rim. Each next seed settles on the lowest spot it can reach without entering the floor or
/// another seed, so a heap grows as a real one does: a layer over the floor, then a mound.
#[derive(Clone, Debug)]
pub struct Heap(Vec<Vec3>);

impl Heap {
    pub fn settle(bowl: Bowl) -> Heap {
        // Spots to try, spread evenly over the floor in a sunflower spiral from the middle out.
        const SPOTS: usize = 240;
        let reach = (bowl.radius - SEED_RADIUS * 1.1).max(0.0);
        let golden = std::f32::consts::PI * (3.0 - 5f32.sqrt());
        let spots: Vec<Vec2> = (0..SPOTS)
            .map(|i| Vec2::from_angle(i as f32 * golden) * reach * (i as f32 / SPOTS as f32).sqrt())
            .collect();
        // A pebble on a slope rests higher than on the flat: by 1/cos of the slope.
        let on_floor = |spot: Vec2| {
            let slope = bowl.gradient(spot).length();
            bowl.floor(spot.length()) + SEED_RADIUS * (1.0 + slope * slope).sqrt()
        };
        let mut seeds: Vec<Vec3> = Vec::with_capacity(most_seeds());
        for _ in 0..most_seeds() {
            let resting = |spot: Vec2| {
                seeds.iter().fold(on_floor(spot), |height, seed| {
                    let apart = seed.xz().distance(spot);
                    if apart < SEED_SPACING {
                        height.max(seed.y + (SEED_SPACING.powi(2) - apart * apart).sqrt())
                    } else {
                        height
                    }
                })
            };
            let (spot, height) = spots.iter().map(|&spot| (spot, resting(spot))).fold(
                (Vec2::ZERO, f32::MAX),
                |lowest, tried| {
                    if tried.1 < lowest.1 - 1e-4 {
                        tried
                    } else {
                        lowest
                    }
                },
            );
            seeds.push(Vec3::new(spot.x, height, spot.y));
        }
        Heap(seeds)
    }

    /// Where the `slot`-th seed rests.
    pub fn offset(&self, slot: usize) -> Vec3 {
        self.0[slot.min(self.0.len() - 1)]
    }
}

/// Every kind of bowl's heap, settled once at start-up.
#[derive(Resource)]
pub struct Heaps([Heap; 4]);

impl Default for Heaps {
    fn default() -> Self {
        Heaps(BowlKind::ALL.map(|kind| Heap::settle(kind.bowl())))
    }
}

impl Heaps {
    pub fn offset(&self, kind: BowlKind, slot: usize) -> Vec3 {
        self.0[kind as usize].offset(slot)
    }
}

/// Where a hand hovers above a place.
pub fn hand_position(variant: Variant, index: u8) -> Vec3 {
    place_position(variant, index) + Vec3::Y * 0.45
}

#[cfg(test)]
mod tests {
    use super::*;

    fn place_count(variant: Variant) -> u8 {
        variant.describe().board.places.len() as u8
    }

    /// Marum Konbi's stores stand on dishes of their own; every other place is carved in the board.
    fn on_board(variant: Variant, index: u8) -> bool {
        variant.describe().place(index).on_board()
    }

    #[test]
    fn bowls_lie_apart_and_inside_the_wood() {
        const MARGIN: f32 = 0.12;
        for variant in Variant::ALL {
            let outline = board_outline(variant);
            for a in 0..place_count(variant) {
                let (centre, bowl) = (place_position(variant, a).xz(), place_bowl(variant, a));
                let dish = if on_board(variant, a) {
                    outline
                } else {
                    STORE_DISH
                };
                let middle = if on_board(variant, a) {
                    Vec2::ZERO
                } else {
                    centre
                };
                for step in 0..64 {
                    let rim = centre
                        + Vec2::from_angle(step as f32 / 64.0 * std::f32::consts::TAU)
                            * bowl.radius
                        - middle;
                    assert!(
                        rim.y.abs() + MARGIN <= dish.half_width_at(rim.x)
                            && rim.x.abs() + MARGIN <= dish.half_length(),
                        "{variant:?} place {a} reaches the edge at {rim}"
                    );
                }
                for b in a + 1..place_count(variant) {
                    if on_board(variant, a) != on_board(variant, b) {
                        continue;
                    }
                    let gap = centre.distance(place_position(variant, b).xz());
                    assert!(
                        gap > bowl.radius + place_bowl(variant, b).radius + 0.05,
                        "{variant:?} {a} {b}"
                    );
                }
            }
        }
        let board_end = board_outline(Variant::MarumKonbi).half_length() + BEVEL;
        let store_edge =
            place_position(Variant::MarumKonbi, 12).x - STORE_DISH.half_length() - BEVEL;
        assert!(store_edge > board_end + 0.1, "the stores touch the board");
    }

    #[test]
    fn the_floor_is_smooth_and_its_gradient_true() {
        let bowl = place_bowl(Variant::Congkak, 0);
        assert!((bowl.floor(0.0) + bowl.depth).abs() < 1e-6);
        assert!(bowl.floor(bowl.radius - 1e-4).abs() < 1e-6);
        assert_eq!(bowl.floor(bowl.radius + 0.1), 0.0);
        for offset in [
            Vec2::new(0.1, 0.05),
            Vec2::new(-0.2, 0.25),
            Vec2::new(0.0, -0.39),
        ] {
            let e = 1e-3;
            let numeric = Vec2::new(
                bowl.floor((offset + Vec2::X * e).length())
                    - bowl.floor((offset - Vec2::X * e).length()),
                bowl.floor((offset + Vec2::Y * e).length())
                    - bowl.floor((offset - Vec2::Y * e).length()),
            ) / (2.0 * e);
            assert!(bowl.gradient(offset).distance(numeric) < 1e-2, "{offset}");
        }
    }

    #[test]
    fn heaps_rest_in_their_bowl_without_crowding_and_grow_upwards() {
        for kind in BowlKind::ALL {
            let bowl = kind.bowl();
            let heap = Heap::settle(bowl);
            for (slot, seed) in heap.0.iter().enumerate() {
                let distance = seed.xz().length();
                assert!(
                    distance + SEED_RADIUS <= bowl.radius + 1e-3,
                    "{kind:?} {slot}"
                );
                assert!(
                    seed.y - SEED_RADIUS >= bowl.floor(distance) - 1e-4,
                    "{kind:?}: seed {slot} sinks into the floor"
                );
                for (other, neighbour) in heap.0.iter().enumerate().take(slot) {
                    assert!(
                        seed.distance(*neighbour) >= 2.0 * SEED_RADIUS,
                        "{kind:?}: seeds {other} and {slot} overlap"
                    );
                }
            }
            let top = |seeds: usize| heap.0[..seeds].iter().map(|s| s.y).fold(f32::MIN, f32::max);
            assert!(
                top(most_seeds()) > top(20) + 2.0 * SEED_RADIUS,
                "{kind:?} does not grow"
            );
        }
    }
}
