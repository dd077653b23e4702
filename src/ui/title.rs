//! The title screen, over the computer playing itself.

use super::demo::{Demo, keep_demo_running};
use super::saved::SavedGame;
use super::widgets::{INK, MUTED_INK, TITLE_SIZE, button, centred_column, panel, text};
use super::{Screen, UiAction};
use crate::ai::Level;
use bevy::prelude::*;
use std::time::Duration;

fn spawn_title(mut commands: Commands, saved: Option<Res<SavedGame>>) {
    commands.insert_resource(Demo::new(Level::Easy, Duration::from_secs(3)));
    let root = commands
        .spawn((DespawnOnExit(Screen::Title), centred_column()))
        .id();
    let card = commands
        .spawn((
            ChildOf(root),
            panel(Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                row_gap: px(12),
                ..default()
            }),
        ))
        .id();
    commands.spawn((ChildOf(card), text("Marum", TITLE_SIZE, INK)));
    commands.spawn((
        ChildOf(card),
        text(
            "Marum Konbi of Manipur · Congkak of the Malay Archipelago",
            18.0,
            MUTED_INK,
        ),
    ));
    if saved.is_some() {
        commands.spawn((ChildOf(card), button("Resume game", UiAction::ResumeSaved)));
    }
    for (label, action) in [
        ("Play", UiAction::Goto(Screen::Menu)),
        ("How to play", UiAction::Goto(Screen::Rules)),
        ("Settings", UiAction::Goto(Screen::Settings)),
        ("Quit", UiAction::Quit),
    ] {
        commands.spawn((ChildOf(card), button(label, action)));
    }
}

fn stop_demo(mut commands: Commands) {
    commands.remove_resource::<Demo>();
}

pub fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), spawn_title)
        .add_systems(OnExit(Screen::Title), stop_demo)
        .add_systems(Update, keep_demo_running);
}
