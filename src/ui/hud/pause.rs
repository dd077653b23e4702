//! The pause card over the play screen.

use crate::theme::SCRIM;
use crate::ui::widgets::{
    MUTED_INK, button, card_column, centred_column, heading, spawn_card, tr_text,
};
use crate::ui::{Screen, UiAction};
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
            centred_column(),
            BackgroundColor(SCRIM),
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
        commands.spawn((ChildOf(card), tr_text("paused-saved", 15.0, MUTED_INK)));
    }
}
