//! The order of a frame, configured in one place: input becomes presses and requests, screens
//! and directors act on them, the rules perform them, and then everything that shows or sounds
//! the game follows what the rules did. Every plugin puts its `Update` systems in one of these
//! sets; order inside a plugin is its own business.

use bevy::prelude::*;

#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameSystems {
    /// Pointer, touch and keys become presses and requests: buttons, pits, the kiosk's visitor.
    Input,
    /// Screens and directors act on them: the menus, the demonstration games, the screenshot run.
    Direct,
    /// The rules plugin: requests checked and played, steps performed, computer seats asked.
    Rules,
    /// The board follows the steps performed this frame.
    View,
    /// What reads the board as it now stands: the HUD, captions, statistics.
    Interface,
    /// Sounds for what happened this frame.
    Sound,
}

/// Chains the sets. The rules plugin, which every app has, calls this; calling it again is
/// harmless.
pub fn order(app: &mut App) {
    use GameSystems::*;
    app.configure_sets(
        Update,
        (Input, Direct, Rules, View, Interface, Sound).chain(),
    );
}
