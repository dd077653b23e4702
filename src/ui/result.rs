//! The result: the winner and the totals in the game's own words, rematch, the record, the menu.

use super::framing::UnderBoard;
use super::notice::Notice;
use super::widgets::{
    BODY_SIZE, HEADING_SIZE, INK, MUTED_INK, button, button_line, card_column, centred_column,
    named_button, spawn_card, text,
};
use super::{Announced, NextGame, Readable, Screen, UiAction, UiPressed};
use super::{replay, saved};
use crate::rules_plugin::{Match, MatchRequest, Seat};
use crate::schedule::GameSystems;
use crate::settings::Settings;
use crate::tally::{self, Tally, against_computer};
use crate::theme::PLAYER_COLOURS;
use bevy::prelude::*;
use marum_core::captions::result_sentence;
use marum_core::rules::Player;

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
    let names = settings.player_names(&current.setup.seats);
    let locale = settings.locale();
    let stores = position.stores();
    let winner = position.winner();
    let headline = match winner {
        Some(player) => locale.with("result-wins", &names.about(player)),
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
    commands.spawn((
        ChildOf(card),
        Announced,
        text(headline, HEADING_SIZE * 1.4, colour),
    ));
    commands.spawn((
        ChildOf(card),
        Announced,
        text(
            result_sentence(locale, current.setup.variant, winner, stores, &names),
            BODY_SIZE,
            INK,
        ),
    ));
    commands.spawn((
        ChildOf(card),
        Readable,
        text(
            locale.with(
                "result-totals",
                &[
                    ("first", names.of(Player::One).into()),
                    ("one", stores[0].into()),
                    ("two", stores[1].into()),
                    ("second", names.of(Player::Two).into()),
                    ("decisions", current.game().history().len().into()),
                ],
            ),
            BODY_SIZE * 0.85,
            MUTED_INK,
        ),
    ));
    // Against the computer, how the player has fared at this level so far, this game included;
    // after a run of wins, a rematch at the next level up is one touch away.
    let mut next_level = None;
    if let (Some(tally), Some((_, level))) = (&tally, against_computer(&current.setup.seats)) {
        let variant = current.setup.variant;
        let standing = tally.standing(variant, level);
        let games = tally::sentence(locale, variant, level, standing);
        commands.spawn((ChildOf(card), text(games, BODY_SIZE * 0.85, MUTED_INK)));
        next_level = tally::ready_for(level, standing);
    }
    let line = commands.spawn((ChildOf(card), button_line(10.0))).id();
    if let Some(level) = next_level {
        let name = locale.level_name(level);
        commands.spawn((
            ChildOf(line),
            named_button(
                locale.with("tally-play-next", &[("level", name.into())]),
                UiAction::RematchAt(level),
            ),
        ));
    }
    for (label, action) in [
        ("button-rematch", UiAction::Rematch),
        ("button-save-record", UiAction::SaveRecord),
        ("button-review", UiAction::Review),
        ("button-replay", UiAction::ReplayGame),
        ("button-main-menu", UiAction::MainMenu),
    ] {
        commands.spawn((ChildOf(line), button(label, action)));
    }
    commands.spawn((
        ChildOf(card),
        ResultNotice,
        Announced,
        text("", 15.0, MUTED_INK),
    ));
}

#[allow(clippy::too_many_arguments)]
fn press_result_buttons(
    mut pressed: MessageReader<UiPressed>,
    current: Option<Res<Match>>,
    mut requests: MessageWriter<MatchRequest>,
    mut next: ResMut<NextState<Screen>>,
    mut next_game: ResMut<NextGame>,
    mut notice: ResMut<Notice>,
    mut lines: Query<&mut Text, With<ResultNotice>>,
    mut commands: Commands,
    settings: Res<Settings>,
) {
    for UiPressed(action) in pressed.read() {
        match action {
            UiAction::Rematch | UiAction::RematchAt(_) => {
                let Some(current) = &current else { continue };
                let mut setup = current.setup;
                // The other player starts the rematch.
                setup.first = setup.first.other();
                if let UiAction::RematchAt(level) = *action {
                    for seat in &mut setup.seats {
                        if let Seat::Computer(played) = seat {
                            *played = level;
                        }
                    }
                    next_game.level = level;
                }
                requests.write(MatchRequest::New(setup));
                next.set(Screen::Play);
            }
            UiAction::SaveRecord => {
                let Some(record) = current.as_ref().and_then(|c| c.game().record()) else {
                    continue;
                };
                let exported =
                    saved::records_dir().and_then(|folder| saved::export_record(&record, &folder));
                let locale = settings.locale();
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
    use crate::rules_plugin::MatchSetup;
    use crate::tally::Outcome;
    use crate::tally::tests::{app, play, temporary};
    use bevy::state::app::StatesPlugin;
    use marum_core::ai::Level;
    use marum_core::locale::Language;
    use marum_core::rules::{Player, Variant};

    /// Adds the result screen, in English, to a headless game on its play screen.
    fn with_result_screen(app: &mut App) {
        app.add_plugins(StatesPlugin)
            .insert_state(Screen::Play)
            .add_message::<UiPressed>()
            .init_resource::<Notice>()
            .insert_resource(NextGame::default())
            .insert_resource(Settings {
                language: Language::English,
                ..default()
            })
            .add_plugins(plugin);
    }

    /// Goes through these screens, a frame each.
    fn go_to(app: &mut App, screens: &[Screen]) {
        for &screen in screens {
            app.world_mut()
                .resource_mut::<NextState<Screen>>()
                .set(screen);
            app.update();
        }
    }

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
        with_result_screen(&mut app);
        let winner = play(&mut app, [Seat::Human, Seat::Computer(Level::Easy)]);
        go_to(&mut app, &[Screen::Result]);
        let standing = match winner {
            Some(Player::One) => "1 won · 0 drawn · 0 lost",
            None => "0 won · 1 drawn · 0 lost",
            Some(Player::Two) => "0 won · 0 drawn · 1 lost",
        };
        let wanted = format!("Your games against Easy at Marum Konbi: {standing}.");
        assert!(texts(&mut app).contains(&wanted), "{:?}", texts(&mut app));
        play(&mut app, [Seat::Human; 2]);
        go_to(&mut app, &[Screen::Play, Screen::Result]);
        assert!(
            !texts(&mut app).iter().any(|t| t.starts_with("Your games")),
            "{:?}",
            texts(&mut app)
        );
        marum_core::files::remove(&path).unwrap();
    }

    /// After three wins in a row the result offers a rematch at the next level up, which the
    /// menu then keeps; at fewer wins it does not.
    #[test]
    fn a_run_of_wins_offers_the_next_level() {
        let mut app = crate::headless::app();
        with_result_screen(&mut app);
        let setup =
            MatchSetup::standard(Variant::Congkak, [Seat::Computer(Level::Easy), Seat::Human]);
        let offered = |app: &mut App, wins: usize| {
            let mut tally = Tally::default();
            for _ in 0..wins {
                tally.add(Variant::Congkak, Level::Easy, Outcome::Won);
            }
            app.insert_resource(tally);
            app.world_mut().write_message(MatchRequest::New(setup));
            go_to(app, &[Screen::Play, Screen::Result]);
            let mut actions = app.world_mut().query::<&UiAction>();
            actions
                .iter(app.world())
                .copied()
                .filter(|a| matches!(a, UiAction::RematchAt(_)))
                .collect::<Vec<_>>()
        };
        assert_eq!(offered(&mut app, 2), []);
        assert_eq!(offered(&mut app, 3), [UiAction::RematchAt(Level::Medium)]);
        assert!(texts(&mut app).contains(&"Play Medium".to_string()));
        app.world_mut()
            .write_message(UiPressed(UiAction::RematchAt(Level::Medium)));
        app.update();
        app.update();
        let current = app.world().resource::<Match>();
        assert_eq!(
            current.setup.seats,
            [Seat::Computer(Level::Medium), Seat::Human]
        );
        assert_eq!(current.setup.first, Player::Two, "the other player starts");
        assert_eq!(app.world().resource::<NextGame>().level, Level::Medium);
        assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Play);
    }
}
