//! Who plays a game and how it starts ([`MatchSetup`]), and its conversion to and from the record
//! of a game ([`GameRecord`]): one place for both directions.

use crate::ai::Level;
use crate::rules::{Decision, GameRecord, Options, Player, Variant};
use serde::{Deserialize, Serialize};

/// Who decides for a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Seat {
    Human,
    Computer(Level),
}

/// Everything that fixes a game before its first move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchSetup {
    pub variant: Variant,
    pub options: Options,
    /// The toss: who moves first (Marum Konbi) or has priority (Congkak).
    pub first: Player,
    pub seats: [Seat; 2],
}

impl MatchSetup {
    /// A game of `variant` between `seats` under the standard rules, player 1 first (or with
    /// priority): what a test or a tool wants when the toss and the options do not matter.
    pub fn standard(variant: Variant, seats: [Seat; 2]) -> Self {
        MatchSetup {
            variant,
            options: Options::default(),
            first: Player::One,
            seats,
        }
    }

    /// The record of this game with `decisions` played.
    pub fn record(&self, decisions: Vec<Decision>) -> GameRecord {
        GameRecord {
            variant: self.variant,
            options: self.options,
            first: self.first,
            decisions,
        }
    }

    /// Whether nobody but the computer plays.
    pub fn is_computer_only(&self) -> bool {
        self.seats.iter().all(|s| matches!(s, Seat::Computer(_)))
    }
}

impl GameRecord {
    /// The setup that plays this record's game again with these seats.
    pub fn setup(&self, seats: [Seat; 2]) -> MatchSetup {
        MatchSetup {
            variant: self.variant,
            options: self.options,
            first: self.first,
            seats,
        }
    }
}
