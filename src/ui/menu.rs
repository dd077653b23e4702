//! The menu: which game, who plays, how strong the computer is.

use super::framing::spawn_beside_board;
use super::widgets::{
    HEADING_SIZE, INK, MUTED_INK, Selected, body, button, card_column, named_button, row, tr_text,
};
use super::{Mode, NextGame, Screen, UiAction, UiPressed};
use crate::attract::{Demo, demonstrate, switch_demonstration};
use crate::schedule::GameSystems;
use crate::settings::Settings;
use bevy::prelude::*;
use marum_core::ai::Level;
use marum_core::locale::capitalised;
use marum_core::rules::Variant;

/// The menu's panel beside the board, which shows the game being chosen.
fn spawn_menu(mut commands: Commands, next_game: Res<NextGame>, settings: Res<Settings>) {
    let locale = settings.language.locale();
    commands.insert_resource(demonstrate(next_game.variant));
    let card = spawn_beside_board(
        &mut commands,
        Screen::Menu,
        Node {
            row_gap: px(10),
            justify_content: JustifyContent::Center,
            ..card_column()
        },
    );
    let section = |commands: &mut Commands, title: &'static str, buttons: Vec<Entity>| {
        commands.spawn((ChildOf(card), tr_text(title, HEADING_SIZE * 0.8, MUTED_INK)));
        let line = commands.spawn((ChildOf(card), row(10.0))).id();
        for button in buttons {
            commands.entity(button).insert(ChildOf(line));
        }
    };
    let games = Variant::ALL
        .iter()
        .map(|&v| {
            commands
                .spawn(named_button(v.name(), UiAction::ChooseVariant(v)))
                .id()
        })
        .collect();
    section(&mut commands, "menu-game", games);
    let modes = [
        ("menu-against-computer", Mode::Computer),
        ("menu-two-players", Mode::TwoPlayers),
        ("menu-exhibition", Mode::Exhibition),
    ]
    .into_iter()
    .map(|(id, mode)| commands.spawn(button(id, UiAction::ChooseMode(mode))).id())
    .collect();
    section(&mut commands, "menu-players", modes);
    let levels = Level::LADDER
        .iter()
        .map(|&level| {
            let name = capitalised(&locale.text(&format!("level-{}", level.name())));
            commands
                .spawn(named_button(name, UiAction::ChooseLevel(level)))
                .id()
        })
        .collect();
    section(&mut commands, "menu-computer", levels);
    commands.spawn((ChildOf(card), body(" ")));
    let line = commands.spawn((ChildOf(card), row(10.0))).id();
    commands.spawn((ChildOf(line), button("button-back", UiAction::Back)));
    commands.spawn((ChildOf(line), button("button-toss", UiAction::StartGame)));
    commands.spawn((
        ChildOf(card),
        tr_text("menu-keys", 15.0, INK.with_alpha(0.6)),
    ));
}

fn stop_demonstrating(mut commands: Commands) {
    commands.remove_resource::<Demo>();
}

fn choose(
    mut pressed: MessageReader<UiPressed>,
    mut next_game: ResMut<NextGame>,
    mut demo: Option<ResMut<Demo>>,
    mut next: ResMut<NextState<Screen>>,
) {
    for UiPressed(action) in pressed.read() {
        match *action {
            UiAction::ChooseVariant(variant) => {
                next_game.variant = variant;
                switch_demonstration(demo.as_deref_mut(), variant);
            }
            UiAction::ChooseMode(mode) => next_game.mode = mode,
            UiAction::ChooseLevel(level) => next_game.level = level,
            UiAction::StartGame => next.set(Screen::Toss),
            _ => {}
        }
    }
}

/// Marks the chosen game, mode and level; the levels fade when nobody plays the computer.
fn mark_choices(
    next_game: Res<NextGame>,
    buttons: Query<(Entity, &UiAction, Has<Selected>)>,
    mut commands: Commands,
) {
    for (entity, action, selected) in &buttons {
        let chosen = match *action {
            UiAction::ChooseVariant(v) => v == next_game.variant,
            UiAction::ChooseMode(m) => m == next_game.mode,
            UiAction::ChooseLevel(l) => l == next_game.level && next_game.mode != Mode::TwoPlayers,
            _ => continue,
        };
        if chosen && !selected {
            commands.entity(entity).insert(Selected);
        } else if !chosen && selected {
            commands.entity(entity).remove::<Selected>();
        }
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Menu), spawn_menu)
        .add_systems(OnExit(Screen::Menu), stop_demonstrating)
        .add_systems(
            Update,
            (choose, mark_choices)
                .chain()
                .run_if(in_state(Screen::Menu))
                .in_set(GameSystems::Direct),
        );
}
