//! The board answers the pointer and the keys: a human's pit becomes a [`MoveRequest`], like any
//! other player's decision.

use crate::rules_plugin::{Match, MoveRequest, Seat};
use bevy::prelude::*;
use marum_core::rules::Action;

/// Whether pits answer clicks and keys: only on the play screen, and not while paused.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardInput(pub bool);

impl Default for BoardInput {
    fn default() -> Self {
        BoardInput(true)
    }
}

/// A human seat's decision for `pit`, if that human may sow from it (or buy it back) now.
pub fn request_for_pit(current: &Match, pit: u8) -> Option<MoveRequest> {
    let legal = current.game().decisions();
    legal
        .as_slice()
        .iter()
        .find(|d| {
            matches!(d.action, Action::Sow(p) | Action::Buy(p) if p == pit)
                && current.setup.seats[d.player.index()] == Seat::Human
        })
        .map(|&d| d.into())
}

/// Keys 1–7 choose the pits of the human who must decide, in sowing order.
pub(super) fn keys_choose_pits(
    keys: Res<ButtonInput<KeyCode>>,
    input: Res<BoardInput>,
    current: Option<Res<Match>>,
    mut moves: MessageWriter<MoveRequest>,
) {
    let (Some(current), true) = (current, input.0) else {
        return;
    };
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
        let first_pit = current.setup.variant.describe().board.row_starts[mover.index()];
        moves.write(MoveRequest {
            player: mover,
            action: Action::Sow(first_pit + number as u8),
        });
    }
}
