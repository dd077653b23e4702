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

/// The keys of the pits of a row, in sowing order.
const DIGITS: [KeyCode; 7] = [
    KeyCode::Digit1,
    KeyCode::Digit2,
    KeyCode::Digit3,
    KeyCode::Digit4,
    KeyCode::Digit5,
    KeyCode::Digit6,
    KeyCode::Digit7,
];

/// Keys 1–7 choose the pits of the human who must decide, in sowing order, as a click on them
/// does.
pub(super) fn keys_choose_pits(
    keys: Res<ButtonInput<KeyCode>>,
    input: Res<BoardInput>,
    current: Option<Res<Match>>,
    mut moves: MessageWriter<MoveRequest>,
) {
    let (Some(current), true) = (current, input.0) else {
        return;
    };
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
        let pit = first_pit + number as u8;
        // What a click on the pit asks (buying a dead pit back included); else a sowing, which
        // the rules refuse with why.
        let sowing = MoveRequest {
            player: mover,
            action: Action::Sow(pit),
        };
        moves.write(request_for_pit(&current, pit).unwrap_or(sowing));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules_plugin::{MatchRequest, Seat, Timing};
    use marum_core::rules::{Game, Player, Variant};
    use rand::rngs::SmallRng;
    use rand::{RngExt, SeedableRng};

    /// Random Congkak decisions up to a position where player 1 may buy a dead pit back, and that
    /// pit.
    fn up_to_a_buy_back() -> (Game, u8) {
        let mut rng = SmallRng::seed_from_u64(1);
        for _ in 0..500 {
            let mut game = Game::new(Variant::Congkak, Default::default(), Player::One).unwrap();
            while !game.position().is_over() {
                let legal = game.decisions();
                let buy = legal.as_slice().iter().find_map(|d| match d.action {
                    Action::Buy(pit) if d.player == Player::One => Some(pit),
                    _ => None,
                });
                if let Some(pit) = buy {
                    return (game, pit);
                }
                game.play(legal.as_slice()[rng.random_range(0..legal.len())])
                    .unwrap();
            }
        }
        panic!("no random game came to a buy-back");
    }

    /// A key buys a dead pit back as a click does: the pit's decision, not a sowing the rules
    /// would refuse.
    #[test]
    fn a_key_buys_back_a_dead_pit() {
        let (game, pit) = up_to_a_buy_back();
        let mut app = crate::headless::app();
        app.insert_resource(Timing::instant())
            .init_resource::<BoardInput>()
            .init_resource::<ButtonInput<KeyCode>>()
            .add_systems(Update, keys_choose_pits);
        crate::headless::single_threaded(&mut app);
        let record = game.record().unwrap();
        let played = record.decisions.len();
        app.world_mut().write_message(MatchRequest::Load(
            record.setup([Seat::Human; 2]),
            record.decisions,
        ));
        app.update();
        let first = Variant::Congkak.describe().board.row_starts[0];
        let key = DIGITS[usize::from(pit - first)];
        app.world_mut()
            .resource_mut::<ButtonInput<KeyCode>>()
            .press(key);
        app.update();
        // One press: without the input plugin nothing else would end it.
        app.world_mut()
            .resource_mut::<ButtonInput<KeyCode>>()
            .reset_all();
        app.update();
        let history = app.world().resource::<Match>().game().history().to_vec();
        assert_eq!(history.len(), played + 1, "the key did nothing");
        assert_eq!(history[played].action, Action::Buy(pit));
    }
}
