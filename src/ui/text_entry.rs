//! Typing text (a player's name): while it goes on, keys are letters, not shortcuts.

use bevy::prelude::*;
use marum_core::rules::Player;

/// The player whose name is being typed, if any.
#[derive(Resource, Default)]
pub struct Editing(pub Option<Player>);

/// Whether a name is being typed.
pub fn typing(editing: Res<Editing>) -> bool {
    editing.0.is_some()
}
