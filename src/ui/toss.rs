//! The coin toss: a coin spins between the players' colours and lands on who moves first (Marum
//! Konbi) or who has priority (Congkak).

use super::framing::spawn_beside_board;
use super::widgets::{BODY_SIZE, HEADING_SIZE, INK, button, card_column, text};
use super::{Announced, NextGame, Readable, Screen, UiAction, UiPressed};
use crate::rules_plugin::{MatchRequest, MatchSetup, Seat};
use crate::schedule::GameSystems;
use crate::settings::Settings;
use crate::theme::PLAYER_COLOURS;
use bevy::prelude::*;
use marum_core::rules::Player;
use rand::RngExt;

/// How long the coin spins, and how many half-turns it makes.
const SPIN_SECONDS: f32 = 1.6;
const HALF_TURNS: f32 = 9.0;

#[derive(Component)]
struct Coin {
    spun: f32,
}

#[derive(Component)]
struct CoinFace;

#[derive(Component)]
struct Outcome;

/// The coin beside the board, which shows the chosen game as it will start (nobody moves yet).
fn spawn_toss(
    mut commands: Commands,
    mut next_game: ResMut<NextGame>,
    settings: Res<Settings>,
    mut requests: MessageWriter<MatchRequest>,
) {
    next_game.first = if rand::rng().random_bool(0.5) {
        Player::One
    } else {
        Player::Two
    };
    let setup = next_game.setup(&settings);
    requests.write(MatchRequest::New(MatchSetup {
        seats: [Seat::Human; 2],
        ..setup
    }));
    let card = spawn_beside_board(
        &mut commands,
        Screen::Toss,
        Node {
            row_gap: px(18),
            justify_content: JustifyContent::Center,
            ..card_column()
        },
    );
    let locale = settings.locale();
    let question = locale.of_game(next_game.variant, "toss-question", &[]);
    let names = settings.player_names(&setup.seats);
    let outcome = locale.of_game(
        next_game.variant,
        "toss-outcome",
        &names.about(next_game.first),
    );
    let question = text(question, HEADING_SIZE, INK);
    commands.spawn((ChildOf(card), question, Readable));
    commands.spawn((
        ChildOf(card),
        Coin { spun: 0.0 },
        Node {
            width: px(150),
            height: px(150),
            border: UiRect::all(px(6)),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            border_radius: BorderRadius::MAX,
            ..default()
        },
        BackgroundColor(PLAYER_COLOURS[0]),
        BorderColor::all(Color::srgb(0.93, 0.84, 0.6)),
        UiTransform::IDENTITY,
        children![(CoinFace, text("1", 64.0, INK))],
    ));
    // The outcome takes its room from the start, so that nothing moves when it shows: a Play
    // button that jumped as the coin landed would be missed.
    commands.spawn((
        ChildOf(card),
        Outcome,
        Announced,
        text(outcome, BODY_SIZE, INK),
        TextLayout::justify(Justify::Center),
        Visibility::Hidden,
    ));
    let line = commands
        .spawn((ChildOf(card), super::widgets::button_line(10.0)))
        .id();
    commands.spawn((ChildOf(line), button("button-back", UiAction::Back)));
    commands.spawn((ChildOf(line), button("button-play", UiAction::StartGame)));
}

/// Spins the coin: its width follows a cosine, and the face shown swaps at each edge-on moment.
fn spin_coin(
    time: Res<Time>,
    next_game: Res<NextGame>,
    mut coins: Query<(&mut Coin, &mut UiTransform, &mut BackgroundColor)>,
    mut faces: Query<&mut Text, With<CoinFace>>,
    mut outcome: Query<&mut Visibility, With<Outcome>>,
) {
    for (mut coin, mut transform, mut colour) in &mut coins {
        coin.spun = (coin.spun + time.delta_secs()).min(SPIN_SECONDS);
        let progress = coin.spun / SPIN_SECONDS;
        // Eases out, and ends on the winner's face after a whole number of half-turns.
        let eased = 1.0 - (1.0 - progress).powi(3);
        let angle = eased * HALF_TURNS * std::f32::consts::PI;
        let half_turns = (angle / std::f32::consts::PI).round() as u32;
        // The winner's face shows after the last half-turn; faces alternate before it.
        let showing = if (HALF_TURNS as u32 - half_turns.min(HALF_TURNS as u32)).is_multiple_of(2) {
            next_game.first
        } else {
            next_game.first.other()
        };
        transform.scale = Vec2::new(angle.cos().abs().max(0.04), 1.0);
        colour.0 = PLAYER_COLOURS[showing.index()];
        for mut face in &mut faces {
            face.0 = showing.number().to_string();
        }
        if progress >= 1.0 {
            for mut visibility in &mut outcome {
                visibility.set_if_neq(Visibility::Inherited);
            }
        }
    }
}

fn start_playing(
    mut pressed: MessageReader<UiPressed>,
    next_game: Res<NextGame>,
    settings: Res<Settings>,
    mut requests: MessageWriter<MatchRequest>,
    mut next: ResMut<NextState<Screen>>,
) {
    for UiPressed(action) in pressed.read() {
        if *action == UiAction::StartGame {
            requests.write(MatchRequest::New(next_game.setup(&settings)));
            next.set(Screen::Play);
        }
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Toss), spawn_toss)
        .add_systems(
            Update,
            (
                start_playing.in_set(GameSystems::Direct),
                spin_coin.in_set(GameSystems::Interface),
            )
                .run_if(in_state(Screen::Toss)),
        );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::Mode;
    use bevy::state::app::StatesPlugin;
    use bevy::time::TimeUpdateStrategy;
    use marum_core::locale::Language;
    use marum_core::rules::Variant;
    use std::time::Duration;

    /// The outcome's sentence holds its room, unseen, while the coin spins, and shows when it
    /// lands: the buttons under it stand still (they jumped a line down in Congkak, whose sentence
    /// wraps, as the player reached for Play).
    #[test]
    fn the_outcome_shows_where_it_was_kept_when_the_coin_lands() {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .insert_state(Screen::Toss)
            .add_message::<UiPressed>()
            .add_message::<MatchRequest>()
            .insert_resource(NextGame {
                variant: Variant::Congkak,
                mode: Mode::TwoPlayers,
                ..default()
            })
            .insert_resource(Settings {
                language: Language::English,
                ..default()
            })
            .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
                100,
            )))
            .add_plugins(plugin);
        let outcome = |app: &mut App| {
            let mut query = app
                .world_mut()
                .query_filtered::<(&Text, &Visibility), With<Outcome>>();
            let (text, visibility) = query.single(app.world()).unwrap();
            (text.0.clone(), *visibility)
        };
        app.update();
        let first = app.world().resource::<NextGame>().first;
        let sentence = format!(
            "Player {} has priority: if both hands would step into the same pit, the other hand \
             stops.",
            first.number()
        );
        assert_eq!(outcome(&mut app), (sentence.clone(), Visibility::Hidden));
        let frames = (SPIN_SECONDS / 0.1).ceil() as usize;
        for _ in 0..frames - 2 {
            app.update();
        }
        assert_eq!(outcome(&mut app).1, Visibility::Hidden, "still spinning");
        for _ in 0..3 {
            app.update();
        }
        assert_eq!(outcome(&mut app), (sentence, Visibility::Inherited));
    }
}
