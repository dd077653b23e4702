//! Cues on the pits: a hint or a review keeps a pit lit, a dead pit darkens until bought back,
//! and the pits a rule event concerns glow for the step.

use super::pits;
use crate::rules_plugin::Match;
use bevy::prelude::*;
use marum_core::analysis::Class;
use marum_core::rules::{Event, Position, Variant};
use std::time::Duration;

/// Pits kept marked while the game stands at one position: the hint's suggestion, lit until the
/// human moves; before a mistake while a review stands there, the better decision lit and the
/// decision played tinted in its class's colour, so that the review's sentence points at both.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MarkedPit(pub Option<PitMarks>);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PitMarks {
    pub position: Position,
    pub lit: u8,
    /// The pit of the decision played there, and how it compares with the lit one.
    pub played: Option<(u8, Class)>,
}

impl MarkedPit {
    /// One pit lit while the game is at `position`.
    pub fn lit(pit: u8, position: Position) -> Self {
        Self(Some(PitMarks {
            position,
            lit: pit,
            played: None,
        }))
    }

    /// The marks that hold while the game is at `position`, if any.
    pub fn at(&self, position: &Position) -> Option<PitMarks> {
        self.0.filter(|marks| marks.position == *position)
    }
}

/// Pits pointed at from outside the board, as a bit a pit: a turn of the timeline under the
/// pointer lights the pits it was sown from, so that its "pit 8" can be found on the board.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PointedPits(pub u16);

impl PointedPits {
    pub fn of(pits: &[u8]) -> Self {
        Self(pits.iter().fold(0, |mask, &pit| mask | 1 << pit))
    }

    pub fn contains(self, pit: u8) -> bool {
        self.0 & 1 << pit != 0
    }
}

/// After a fresh layout the board is at rest, so the rules core's dead pits are the ones to show.
pub(super) fn mark_dead_pits(
    current: Option<Res<Match>>,
    mut pits: Query<(&pits::PitButton, &mut pits::PitLook)>,
) {
    let Some(current) = current else { return };
    let dead = current.game().position().dead_mask();
    for (pit, mut look) in &mut pits {
        look.dead = dead & (1 << pit.0) != 0;
        look.glow = 0.0;
    }
}

/// Cues on the pits' bowls: a dead pit darkens (and lights again when bought back); the pit where
/// sowing stopped, a captured pit, the partition's two pits, the pit where the hands meet, and the
/// whole row of a player who must pass glow for the step.
pub(super) fn show_cue(
    variant: Variant,
    event: &Event,
    duration: Duration,
    pits: &mut Query<(&pits::PitButton, &mut pits::PitLook)>,
) {
    let glows = |pit: u8| -> bool {
        match *event {
            Event::Nungkang { pit: p, .. }
            | Event::QuietStop { pit: p, .. }
            | Event::EndlessRelay { pit: p, .. }
            | Event::Capture { pit: p, .. } => p == pit,
            Event::HandsMeet { pos, .. } => pos == pit,
            Event::Partition { pits } => pits.contains(&pit),
            Event::Pass { player } => variant.describe().place(pit).owner == player,
            _ => false,
        }
    };
    for (button, mut look) in pits.iter_mut() {
        match *event {
            Event::PitDies { pit, .. } if pit == button.0 => look.dead = true,
            Event::BuyBack { pit, .. } if pit == button.0 => look.dead = false,
            _ if glows(button.0) => look.glow = duration.as_secs_f32().max(0.4),
            _ => {}
        }
    }
}
