//! Marum Konbi of Manipur: its rules, and what the rest of the program needs to know about it.

pub mod rules;
mod text;

use super::{Board, Cloth, Description, Outline, PlaceKind, PlaceSpec};
use crate::rules::{Player, Variant};
use rules::{PA, PI, PITS, TOTAL, WINNING};

/// Pits a board unit apart, each row this far from the middle.
const ROW_OFFSET: f32 = 0.62;
/// The private stores stand on dishes beside the board's ends: player 1's by the right end, on
/// their side; player 2's by the left.
const STORE_AT: [f32; 2] = [4.7, 0.9];

/// Player 1's row (0–5) runs left to right along the near side; player 2's (6–11) comes back
/// along the far side; then the two stores (12, 13).
const PLACES: [PlaceSpec; PITS + 2] = {
    let mut places = [PlaceSpec {
        index: 0,
        owner: Player::One,
        kind: PlaceKind::Pit,
        at: [0.0, 0.0],
    }; PITS + 2];
    let mut index = 0;
    while index < PITS + 2 {
        let (owner, kind, at) = match index {
            0..=5 => (
                Player::One,
                if index == PI {
                    PlaceKind::Pi
                } else {
                    PlaceKind::Pit
                },
                [index as f32 - 2.5, ROW_OFFSET],
            ),
            6..=11 => (
                Player::Two,
                if index == PA {
                    PlaceKind::Pa
                } else {
                    PlaceKind::Pit
                },
                [8.5 - index as f32, -ROW_OFFSET],
            ),
            12 => (Player::One, PlaceKind::Store, STORE_AT),
            _ => (Player::Two, PlaceKind::Store, [-STORE_AT[0], -STORE_AT[1]]),
        };
        places[index] = PlaceSpec {
            index: index as u8,
            owner,
            kind,
            at,
        };
        index += 1;
    }
    places
};

pub static DESCRIPTION: Description = Description {
    variant: Variant::MarumKonbi,
    name: "Marum Konbi",
    id: "marum-konbi",
    total_seeds: TOTAL,
    winning: WINNING,
    board: Board {
        // A straight board with rounded corners.
        outline: Outline {
            straight: 3.05,
            cap: [0.3, 0.3],
            half_width: 1.2,
        },
        places: &PLACES,
        stores: [PITS as u8, PITS as u8 + 1],
        row_starts: [0, 6],
    },
    // A maroon wrap with dark and golden stripes.
    cloth: Cloth::Striped {
        ground: [0.36, 0.08, 0.09],
        stripes: [[0.1, 0.05, 0.06], [0.78, 0.6, 0.3]],
    },
    random_opening: 1,
    rules_heading: "## Marum Konbi",
};
