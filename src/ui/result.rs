//! The result: the winner and the totals in the game's own words, rematch, the record, the menu.

use super::framing::UnderBoard;
use super::notice::Notice;
use super::widgets::{
    BODY_SIZE, HEADING_SIZE, INK, MUTED_INK, button, card_column, centred_column, row, spawn_card,
    text,
};
use super::{Screen, UiAction, UiPressed, player_names};
use super::{replay, saved};
use crate::rules_plugin::{Match, MatchRequest};
use crate::schedule::GameSystems;
use crate::settings::Settings;
use crate::tally::{self, Tally, against_computer};
use crate::theme::PLAYER_COLOURS;
use bevy::prelude::*;
use marum_core::captions::result_sentence;

#[derive(Component)]
struct ResultNotice;

fn spawn_result(
    mut commands: Commands,
    current: Option<Res<Match>>,
    settings: Res<Settings>,
    tally: Option<Res<Tally>>,
) {
    let Some(current) = current else { return };
    let position = current.game().position();
    let names = player_names(&settings, &current.setup.seats);
    let locale = settings.language.locale();
    let stores = position.stores();
    let winner = position.winner();
    let headline = match winner {
        Some(player) => locale.with(
            "result-wins",
            &[("name", names[player.index()].as_str().into())],
        ),
        None => locale.text("result-draw"),
    };
    let colour = winner.map_or(INK, |p| PLAYER_COLOURS[p.index()].lighter(0.15));
    let card = spawn_card(
        &mut commands,
        (
            DespawnOnExit(Screen::Result),
            // Below the board, which keeps the final position in view.
            Node {
                justify_content: JustifyContent::FlexEnd,
                padding: UiRect::bottom(px(24)),
                ..centred_column()
            },
            GlobalZIndex(5),
        ),
        Node {
            row_gap: px(14),
            max_width: percent(90),
            ..card_column()
        },
    );
    commands.entity(card).insert(UnderBoard);
    commands.spawn((ChildOf(card), text(headline, HEADING_SIZE * 1.4, colour)));
    commands.spawn((
        ChildOf(card),
        text(
            result_sentence(locale, current.setup.variant, winner, stores, &names),
            BODY_SIZE,
            INK,
        ),
    ));
    commands.spawn((
        ChildOf(card),
        text(
            locale.with(
                "result-totals",
                &[
                    ("first", names[0].as_str().into()),
                    ("one", stores[0].into()),
                    ("two", stores[1].into()),
                    ("second", names[1].as_str().into()),
                    ("decisions", current.game().history().len().into()),
                ],
            ),
            BODY_SIZE * 0.85,
            MUTED_INK,
        ),
    ));
    // Against the computer, how the player has fared at this level so far, this game included.
    if let (Some(tally), Some((_, level))) = (&tally, against_computer(&current.setup.seats)) {
        let variant = current.setup.variant;
        let games = tally::sentence(locale, variant, level, tally.standing(variant, level));
        commands.spawn((ChildOf(card), text(games, BODY_SIZE * 0.85, MUTED_INK)));
    }
    let line = commands.spawn((ChildOf(card), row(10.0))).id();
    for (label, action) in [
        ("button-rematch", UiAction::Rematch),
        ("button-save-record", UiAction::SaveRecord),
        ("button-review", UiAction::Review),
        ("button-replay", UiAction::ReplayGame),
        ("button-main-menu", UiAction::MainMenu),
    ] {
        commands.spawn((ChildOf(line), button(label, action)));
    }
    commands.spawn((ChildOf(card), ResultNotice, text("", 15.0, MUTED_INK)));
}

#[allow(clippy::too_many_arguments)]
fn press_result_buttons(
    mut pressed: MessageReader<UiPressed>,
    current: Option<Res<Match>>,
    mut requests: MessageWriter<MatchRequest>,
    mut next: ResMut<NextState<Screen>>,
    mut notice: ResMut<Notice>,
    mut lines: Query<&mut Text, With<ResultNotice>>,
    mut commands: Commands,
    settings: Res<Settings>,
) {
    for UiPressed(action) in pressed.read() {
        match action {
            UiAction::Rematch => {
                let Some(current) = &current else { continue };
                let mut setup = current.setup;
                // The other player starts the rematch.
                setup.first = setup.first.other();
                requests.write(MatchRequest::New(setup));
                next.set(Screen::Play);
            }
            UiAction::SaveRecord => {
                let Some(record) = current.as_ref().and_then(|c| c.game().record()) else {
                    continue;
                };
                let exported =
                    saved::records_dir().and_then(|folder| saved::export_record(&record, &folder));
                let locale = settings.language.locale();
                let message = match exported {
                    Ok(path) => locale.with(
                        "notice-saved-to",
                        &[("path", path.display().to_string().into())],
                    ),
                    Err(error) => {
                        locale.with("notice-not-saved", &[("error", error.to_string().into())])
                    }
                };
                for mut line in &mut lines {
                    line.0 = message.clone();
                }
                notice.show(message);
            }
            UiAction::ReplayGame => {
                if let Some(record) = current.as_ref().and_then(|c| c.game().record()) {
                    replay::start(&mut commands, record);
                }
            }
            UiAction::MainMenu => next.set(Screen::Title),
            _ => {}
        }
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Result), spawn_result)
        .add_systems(
            Update,
            press_result_buttons
                .run_if(in_state(Screen::Result))
                .in_set(GameSystems::Direct),
        );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules_plugin::Seat;
    use crate::tally::tests::{app, play, temporary};
    use bevy::state::app::StatesPlugin;
    use marum_core::ai::Level;
    use marum_core::locale::Language;
    use marum_core::rules::Player;

    /// The texts on the result screen.
    fn texts(app: &mut App) -> Vec<String> {
        let mut texts = app.world_mut().query::<&Text>();
        texts.iter(app.world()).map(|t| t.0.clone()).collect()
    }

    /// After a game against the computer the result says how the player has fared against that
    /// level, this game included; after a game of two people it says nothing of it.
    #[test]
    fn the_result_tells_the_games_against_this_level_so_far() {
        let path = temporary("result");
        let mut app = app(path.clone());
        app.add_plugins(StatesPlugin)
            .insert_state(Screen::Play)
            .add_message::<UiPressed>()
            .init_resource::<Notice>()
            .insert_resource(Settings {
                language: Language::English,
                ..default()
            })
            .add_plugins(plugin);
        let winner = play(&mut app, [Seat::Human, Seat::Computer(Level::Easy)]);
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Result);
        app.update();
        let standing = match winner {
            Some(Player::One) => "1 won · 0 drawn · 0 lost",
            None => "0 won · 1 drawn · 0 lost",
            Some(Player::Two) => "0 won · 0 drawn · 1 lost",
        };
        let wanted = format!("Your games against Easy at Marum Konbi: {standing}.");
        assert!(texts(&mut app).contains(&wanted), "{:?}", texts(&mut app));
        play(&mut app, [Seat::Human; 2]);
        for screen in [Screen::Play, Screen::Result] {
            app.world_mut()
                .resource_mut::<NextState<Screen>>()
                .set(screen);
            app.update();
        }
        assert!(
            !texts(&mut app).iter().any(|t| t.starts_with("Your games")),
            "{:?}",
            texts(&mut app)
        );
        marum_core::files::remove(&path).unwrap();
    }
}
