//! The menu: which game, who plays, how strong the computer is.

use super::framing::spawn_beside_board;
use super::widgets::{
    Chosen, HEADING_SIZE, INK, MUTED_INK, SMALL_SIZE, Tr, button, button_line, card_column,
    mark_chosen, named_button, text, tr_text,
};
use super::{Announced, AtTheKiosk, Mode, NextGame, Screen, UiAction, UiPressed, heading_node};
use crate::attract::{Demo, demonstrate, switch_demonstration};
use crate::schedule::GameSystems;
use crate::settings::Settings;
use crate::tally::{self, Tally};
use bevy::prelude::*;
use marum_core::ai::Level;
use marum_core::rules::Variant;

/// Lines kept for what the chosen level does and the player's games against it.
const ABOUT_LINES: f32 = 4.0;

/// What the chosen level does, and the player's games against it.
#[derive(Component)]
struct LevelAbout;

/// The menu's panel beside the board, which shows the game being chosen.
fn spawn_menu(
    mut commands: Commands,
    next_game: Res<NextGame>,
    settings: Res<Settings>,
    kiosk: Res<AtTheKiosk>,
) {
    let locale = settings.locale();
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
        let title = tr_text(title, HEADING_SIZE * 0.8, MUTED_INK);
        commands.spawn((ChildOf(card), title, heading_node(2)));
        let line = commands.spawn((ChildOf(card), button_line(10.0))).id();
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
            let name = locale.level_name(level);
            commands
                .spawn(named_button(name, UiAction::ChooseLevel(level)))
                .id()
        })
        .collect();
    section(&mut commands, "menu-computer", levels);
    commands.spawn((
        ChildOf(card),
        LevelAbout,
        Announced,
        text("", SMALL_SIZE, MUTED_INK),
        TextLayout::justify(Justify::Center),
        Node {
            max_width: percent(92),
            // Room for the longest description and the tally, so that choosing a level moves
            // neither the buttons nor, under a portrait board, the board; it also sets the
            // buttons below apart.
            min_height: px(ABOUT_LINES * SMALL_SIZE * 1.2),
            ..default()
        },
    ));
    let line = commands.spawn((ChildOf(card), button_line(10.0))).id();
    commands.spawn((ChildOf(line), button("button-back", UiAction::Back)));
    commands.spawn((ChildOf(line), button("button-toss", UiAction::StartGame)));
    // A kiosk's visitors have only the touch screen: a line naming keys would only puzzle them.
    if !kiosk.0 {
        commands.spawn((
            ChildOf(card),
            KeysLine,
            tr_text("menu-keys", 15.0, INK.with_alpha(0.6)),
        ));
    }
}

/// The line under the menu's buttons that names its keys.
#[derive(Component)]
struct KeysLine;

/// While a gamepad is plugged in, the keys line names its buttons beside the keys.
fn name_the_gamepads_buttons(
    gamepads: Query<(), With<Gamepad>>,
    mut lines: Query<&mut Tr, With<KeysLine>>,
) {
    let id = if gamepads.is_empty() {
        "menu-keys"
    } else {
        "menu-keys-gamepad"
    };
    for mut line in &mut lines {
        if line.0 != id {
            line.0 = id;
        }
    }
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
    buttons: Query<(Entity, &UiAction, Option<&Chosen>)>,
    mut commands: Commands,
) {
    for (entity, action, marked) in &buttons {
        let chosen = match *action {
            UiAction::ChooseVariant(v) => v == next_game.variant,
            UiAction::ChooseMode(m) => m == next_game.mode,
            UiAction::ChooseLevel(l) => l == next_game.level && next_game.mode != Mode::TwoPlayers,
            _ => continue,
        };
        mark_chosen(&mut commands, entity, marked, chosen);
    }
}

/// Says what the chosen level does and, where a tally is kept, how the player has fared against
/// it in the chosen game; nothing when two people play each other.
fn describe_level(
    next_game: Res<NextGame>,
    settings: Res<Settings>,
    tally: Option<Res<Tally>>,
    mut texts: Query<&mut Text, With<LevelAbout>>,
) {
    let locale = settings.locale();
    let level = next_game.level;
    let words = match next_game.mode {
        Mode::TwoPlayers => String::new(),
        Mode::Exhibition => locale.text(&format!("level-about-{}", level.name())),
        Mode::Computer => {
            let about = locale.text(&format!("level-about-{}", level.name()));
            let games = tally.and_then(|tally| {
                tally::short_sentence(locale, level, tally.standing(next_game.variant, level))
            });
            match games {
                Some(games) => format!("{about}\n{games}"),
                None => about,
            }
        }
    };
    for mut text in &mut texts {
        if text.0 != words {
            text.0.clone_from(&words);
        }
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Menu), spawn_menu)
        .add_systems(OnExit(Screen::Menu), stop_demonstrating)
        .add_systems(
            Update,
            (
                choose,
                mark_choices,
                describe_level,
                name_the_gamepads_buttons,
            )
                .chain()
                .run_if(in_state(Screen::Menu))
                .in_set(GameSystems::Direct),
        );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tally::Outcome;
    use bevy::state::app::StatesPlugin;
    use marum_core::locale::Language;

    fn press(app: &mut App, action: UiAction) {
        app.world_mut().write_message(UiPressed(action));
        app.update();
    }

    fn about(app: &mut App) -> String {
        let mut texts = app.world_mut().query_filtered::<&Text, With<LevelAbout>>();
        texts.single(app.world()).unwrap().0.clone()
    }

    /// The menu names its keys where players have a keyboard (and a gamepad's buttons while one
    /// is plugged in), and not on a kiosk's touch screen.
    #[test]
    fn the_menu_names_keys_only_where_there_is_a_keyboard() {
        for kiosk in [false, true] {
            let mut app = App::new();
            app.add_plugins((MinimalPlugins, StatesPlugin))
                .insert_state(Screen::Menu)
                .add_message::<UiPressed>()
                .insert_resource(NextGame::default())
                .insert_resource(Settings::default())
                .insert_resource(AtTheKiosk(kiosk))
                .add_plugins(plugin);
            app.update();
            let mut lines = app.world_mut().query::<&Tr>();
            let ids: Vec<&str> = lines.iter(app.world()).map(|line| line.0).collect();
            assert!(ids.contains(&"button-toss"), "the menu is shown: {ids:?}");
            assert_eq!(ids.contains(&"menu-keys"), !kiosk, "{ids:?}");
            // With a gamepad plugged in, its buttons are named too; unplugged, only the keys.
            let gamepad = app.world_mut().spawn(Gamepad::default()).id();
            app.update();
            let ids: Vec<&str> = lines.iter(app.world()).map(|line| line.0).collect();
            assert_eq!(ids.contains(&"menu-keys-gamepad"), !kiosk, "{ids:?}");
            app.world_mut().entity_mut(gamepad).remove::<Gamepad>();
            app.update();
            let ids: Vec<&str> = lines.iter(app.world()).map(|line| line.0).collect();
            assert_eq!(ids.contains(&"menu-keys"), !kiosk, "{ids:?}");
        }
    }

    /// The line under the levels follows the choices: what the level does, then the player's
    /// games against it in the chosen game once there are any; nothing for two people.
    #[test]
    fn the_menu_says_what_the_level_does_and_how_the_player_has_fared() {
        let mut tally = Tally::default();
        tally.add(Variant::Congkak, Level::Hard, Outcome::Won);
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .insert_state(Screen::Menu)
            .add_message::<UiPressed>()
            .insert_resource(NextGame::default())
            .insert_resource(Settings {
                language: Language::English,
                ..default()
            })
            .insert_resource(tally)
            .init_resource::<AtTheKiosk>()
            .add_plugins(plugin);
        app.update();
        let hard = "Hard looks up to eight decisions ahead, a third of a second each, and never \
                    plays at random.";
        press(&mut app, UiAction::ChooseVariant(Variant::Congkak));
        press(&mut app, UiAction::ChooseLevel(Level::Hard));
        assert_eq!(
            about(&mut app),
            format!("{hard}\nYour games: 1 won · 0 drawn · 0 lost.")
        );
        press(&mut app, UiAction::ChooseVariant(Variant::MarumKonbi));
        assert_eq!(about(&mut app), hard, "no games of Marum Konbi yet");
        press(&mut app, UiAction::ChooseMode(Mode::TwoPlayers));
        assert_eq!(about(&mut app), "");
        press(&mut app, UiAction::ChooseMode(Mode::Exhibition));
        press(&mut app, UiAction::ChooseLevel(Level::Beginner));
        assert!(about(&mut app).starts_with("Beginner looks one decision ahead"));
    }
}
