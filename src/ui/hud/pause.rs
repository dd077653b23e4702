//! The pause card over the play screen.

use crate::ui::widgets::{
    MUTED_INK, button, card_column, centred_column, heading, spawn_card, text,
};
use crate::ui::{Screen, UiAction};
use bevy::prelude::*;

#[derive(Component)]
pub(super) struct PauseOverlay;

pub(super) fn spawn_pause(commands: &mut Commands) {
    let card = spawn_card(
        commands,
        (
            DespawnOnExit(Screen::Play),
            PauseOverlay,
            centred_column(),
            BackgroundColor(Color::srgba(0.0, 0.0, 0.0, 0.45)),
            GlobalZIndex(10),
        ),
        card_column(),
    );
    commands.spawn((ChildOf(card), heading("Paused")));
    for (label, action) in [
        ("Resume", UiAction::Unpause),
        ("Restart", UiAction::Restart),
        ("How to play", UiAction::Goto(Screen::Rules)),
        ("Settings", UiAction::Goto(Screen::Settings)),
        ("Main menu", UiAction::MainMenu),
    ] {
        commands.spawn((ChildOf(card), button(label, action)));
    }
    commands.spawn((
        ChildOf(card),
        text(
            "Your game is saved and can be resumed from the title.",
            15.0,
            MUTED_INK,
        ),
    ));
}
