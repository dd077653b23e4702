//! The title screen, over the computer playing itself.

use super::saved::SavedGame;
use super::widgets::{
    BODY_SIZE, INK, TITLE_SIZE, button, button_line, centred_column, panel, text, tr_text,
};
use super::{Screen, UiAction};
use crate::attract::Demo;
use crate::theme::text_shadow;
use bevy::prelude::*;
use marum_core::ai::Level;
use std::time::Duration;

/// The widest the title's buttons spread, in the interface's pixels: four in a line.
const TITLE_BUTTONS_WIDTH: f32 = 760.0;

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
        text_shadow(TITLE_SIZE),
    ));
    commands.spawn((
        ChildOf(heading),
        tr_text("title-games", BODY_SIZE, INK),
        text_shadow(BODY_SIZE),
    ));
    // A panel as wide as the window allows, its buttons sharing the width: a panel as wide as
    // its buttons wrapped its last button early, under the panel (Taffy).
    let card = commands
        .spawn((
            ChildOf(root),
            panel(Node {
                width: percent(100),
                max_width: px(TITLE_BUTTONS_WIDTH),
                ..default()
            }),
        ))
        .id();
    let card = commands.spawn((ChildOf(card), button_line(12.0))).id();
    let resume = saved.map(|_| ("button-resume-game", UiAction::ResumeSaved));
    // A page is left by its browser, not quit.
    let quit = (!cfg!(target_arch = "wasm32")).then_some(("button-quit", UiAction::Quit));
    let buttons = [
        ("button-play", UiAction::Goto(Screen::Menu)),
        ("button-how-to-play", UiAction::Goto(Screen::Rules)),
        ("button-settings", UiAction::Goto(Screen::Settings)),
    ];
    for (label, action) in resume.into_iter().chain(buttons).chain(quit) {
        commands
            .spawn((ChildOf(card), button(label, action)))
            .entry::<Node>()
            .and_modify(|mut node| node.flex_grow = 1.0);
    }
}

fn stop_demo(mut commands: Commands) {
    commands.remove_resource::<Demo>();
}

pub fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), spawn_title)
        .add_systems(OnExit(Screen::Title), stop_demo);
}
