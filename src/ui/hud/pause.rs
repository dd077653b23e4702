//! The pause card over the play screen.

use crate::ui::widgets::{MUTED_INK, button, card_column, heading, scrim, spawn_card, tr_text};
use crate::ui::{Readable, Screen, UiAction};
use bevy::prelude::*;

#[derive(Component)]
pub(super) struct PauseOverlay;

/// The pause card; it says the game is saved only where it is (not at a kiosk, in a replay or in
/// a game of the computer against itself).
pub(super) fn spawn_pause(commands: &mut Commands, saved: bool) {
    let card = spawn_card(
        commands,
        (
            DespawnOnExit(Screen::Play),
            PauseOverlay,
            scrim(),
            GlobalZIndex(10),
        ),
        card_column(),
    );
    commands.spawn((ChildOf(card), heading("paused-heading")));
    for (label, action) in [
        ("button-resume", UiAction::Unpause),
        ("button-restart", UiAction::Restart),
        ("button-how-to-play", UiAction::Goto(Screen::Rules)),
        ("button-settings", UiAction::Goto(Screen::Settings)),
        ("button-main-menu", UiAction::MainMenu),
    ] {
        commands.spawn((ChildOf(card), button(label, action)));
    }
    if saved {
        let saved = (tr_text("paused-saved", 15.0, MUTED_INK), Readable);
        commands.spawn((ChildOf(card), saved));
    }
}
