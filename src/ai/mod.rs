//! Computer opponents, on top of the rules core (no Bevy).
//!
//! Every level currently picks one of the player's legal decisions at random; the search that
//! separates the levels is still to come.

use crate::rules::{Decision, DecisionList, Player, Position};
use rand::Rng;
use rand::seq::IndexedRandom;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Beginner,
    Easy,
    #[default]
    Medium,
    Hard,
    Master,
    /// Fixed-depth alpha-beta on the store difference, as mancala apps ship it.
    Baseline,
}

/// The computer's decision for `player`, or `None` when that player has nothing to decide.
pub fn choose(
    position: &Position,
    player: Player,
    _level: Level,
    rng: &mut impl Rng,
) -> Option<Decision> {
    let mut all = DecisionList::new();
    position.decisions(&mut all);
    let mine: Vec<Decision> = all
        .as_slice()
        .iter()
        .copied()
        .filter(|d| d.player == player)
        .collect();
    mine.choose(rng).copied()
}
