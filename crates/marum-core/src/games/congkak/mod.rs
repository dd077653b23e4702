//! Congkak of the Malay Archipelago: its rules, and what the rest of the program needs to know
//! about it.

pub mod rules;
mod text;

use super::{Board, Cloth, Description, Outline, PlaceKind, PlaceSpec};
use crate::rules::{Player, Variant};
use rules::{POSITIONS, TOTAL, WINNING, house, owner};

/// Pits a board unit apart, each row this far from the middle.
const ROW_OFFSET: f32 = 0.62;
/// The houses lie in the boat's ends, on the middle line.
const HOUSE_X: f32 = 4.4;

/// Player 1's row (0–6) runs left to right along the near side into their house (7) at the right
/// end; player 2's (8–14) comes back along the far side into theirs (15) at the left.
const PLACES: [PlaceSpec; POSITIONS] = {
    let mut places = [PlaceSpec {
        index: 0,
        owner: Player::One,
        kind: PlaceKind::Pit,
        at: [0.0, 0.0],
    }; POSITIONS];
    let mut index = 0;
    while index < POSITIONS {
        let (kind, at) = match index {
            0..=6 => (PlaceKind::Pit, [index as f32 - 3.0, ROW_OFFSET]),
            7 => (PlaceKind::House, [HOUSE_X, 0.0]),
            8..=14 => (PlaceKind::Pit, [11.0 - index as f32, -ROW_OFFSET]),
            _ => (PlaceKind::House, [-HOUSE_X, 0.0]),
        };
        places[index] = PlaceSpec {
            index: index as u8,
            owner: owner(index),
            kind,
            at,
        };
        index += 1;
    }
    places
};

pub static DESCRIPTION: Description = Description {
    variant: Variant::Congkak,
    name: "Congkak",
    id: "congkak",
    total_seeds: TOTAL,
    winning: WINNING,
    board: Board {
        // A boat whose ends taper round the houses.
        outline: Outline {
            straight: 3.6,
            cap: [2.0, 1.2],
            half_width: 1.2,
        },
        places: &PLACES,
        stores: [house(Player::One) as u8, house(Player::Two) as u8],
        row_starts: [0, 8],
    },
    // Pale pandan strips with a few dyed a deep madder red.
    cloth: Cloth::Plaited {
        straw: [0.76, 0.64, 0.44],
        dyed: [0.42, 0.13, 0.11],
    },
    // Both players' secret opening choices.
    random_opening: 2,
    rules_heading: "## Congkak",
};
