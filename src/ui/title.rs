//! The title screen, over the computer playing itself.

use super::saved::SavedGame;
use super::widgets::{
    BODY_SIZE, INK, TITLE_SIZE, button, button_line, centred_column, panel, row, text, tr_text,
};
use super::{Readable, Screen, UiAction, heading_node};
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
        heading_node(1),
    ));
    commands.spawn((
        ChildOf(heading),
        tr_text("title-games", BODY_SIZE, INK),
        text_shadow(BODY_SIZE),
        Readable,
    ));
    // A panel as wide as the window allows, its buttons sharing the width: a panel as wide as
    // its buttons wrapped its last button early, under the panel (Taffy).
    let card = commands
        .spawn((
            ChildOf(root),
            panel(Node {
                width: percent(100),
                max_width: px(TITLE_BUTTONS_WIDTH),
                flex_direction: FlexDirection::Column,
                row_gap: px(GAP),
                ..default()
            }),
        ))
        .id();
    // A game left unfinished is the first thing offered, stretched across the panel's column.
    if saved.is_some() {
        commands.spawn((
            ChildOf(card),
            button("button-resume-game", UiAction::ResumeSaved),
        ));
    }
    // The others in pairs that do not part: four in a line where they fit, else two lines of two
    // (a lone last button across the panel looked like a different kind of button).
    let line = commands.spawn((ChildOf(card), button_line(GAP))).id();
    // A page is left by its browser, not quit.
    let quit = (!cfg!(target_arch = "wasm32")).then_some(("button-quit", UiAction::Quit));
    let buttons: Vec<_> = [
        ("button-play", UiAction::Goto(Screen::Menu)),
        ("button-how-to-play", UiAction::Goto(Screen::Rules)),
        ("button-settings", UiAction::Goto(Screen::Settings)),
    ]
    .into_iter()
    .chain(quit)
    .collect();
    for pair in buttons.chunks(2) {
        let pair_line = commands
            .spawn((
                ChildOf(line),
                Node {
                    flex_grow: 1.0,
                    flex_wrap: FlexWrap::NoWrap,
                    ..row(GAP)
                },
            ))
            .id();
        for &(label, action) in pair {
            spawn_sharing(&mut commands, pair_line, label, action);
        }
    }
}

/// Space between the title's buttons.
const GAP: f32 = 12.0;

/// A button that shares its line's width with the others in it.
fn spawn_sharing(commands: &mut Commands, line: Entity, label: &'static str, action: UiAction) {
    commands
        .spawn((ChildOf(line), button(label, action)))
        .entry::<Node>()
        .and_modify(|mut node| node.flex_grow = 1.0);
}

fn stop_demo(mut commands: Commands) {
    commands.remove_resource::<Demo>();
}

pub fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), spawn_title)
        .add_systems(OnExit(Screen::Title), stop_demo);
}
