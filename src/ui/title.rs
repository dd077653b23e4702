//! The title screen, over the computer playing itself.

use super::saved::SavedGame;
use super::widgets::{INK, TITLE_SIZE, button, centred_column, panel, row, text, tr_text};
use super::{Screen, UiAction};
use crate::attract::Demo;
use bevy::prelude::*;
use marum_core::ai::Level;
use std::time::Duration;

pub(super) fn spawn_title(mut commands: Commands, saved: Option<Res<SavedGame>>) {
    commands.insert_resource(Demo::new(Level::Easy, Duration::from_secs(3)));
    // The name above the board, the buttons below it: the demonstration game stays in view.
    let root = commands
        .spawn((
            DespawnOnExit(Screen::Title),
            Node {
                justify_content: JustifyContent::SpaceBetween,
                padding: UiRect::vertical(px(28)),
                ..centred_column()
            },
        ))
        .id();
    let heading = commands
        .spawn((
            ChildOf(root),
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                ..default()
            },
        ))
        .id();
    commands.spawn((
        ChildOf(heading),
        text("Marum", TITLE_SIZE, INK),
        TextShadow::default(),
    ));
    commands.spawn((
        ChildOf(heading),
        TextShadow::default(),
        tr_text("title-games", 20.0, INK),
    ));
    let card = commands
        .spawn((
            ChildOf(root),
            panel(Node {
                column_gap: px(12),
                row_gap: px(12),
                ..row(12.0)
            }),
        ))
        .id();
    if saved.is_some() {
        commands.spawn((
            ChildOf(card),
            button("button-resume-game", UiAction::ResumeSaved),
        ));
    }
    // A page is left by its browser, not quit.
    let quit = (!cfg!(target_arch = "wasm32")).then_some(("button-quit", UiAction::Quit));
    for (label, action) in [
        ("button-play", UiAction::Goto(Screen::Menu)),
        ("button-how-to-play", UiAction::Goto(Screen::Rules)),
        ("button-settings", UiAction::Goto(Screen::Settings)),
    ]
    .into_iter()
    .chain(quit)
    {
        commands.spawn((ChildOf(card), button(label, action)));
    }
}

fn stop_demo(mut commands: Commands) {
    commands.remove_resource::<Demo>();
}

pub fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), spawn_title)
        .add_systems(OnExit(Screen::Title), stop_demo);
}
