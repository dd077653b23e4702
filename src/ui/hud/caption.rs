//! The caption under the board: a notice (a refusal, a hint, a saved record) or, in first games,
//! the explanation of the latest notable step.

use crate::rules_plugin::{BoardLaidOut, Match, Refused, Step};
use crate::settings::Settings;
use crate::theme::PANEL;
use crate::ui::notice::Notice;
use crate::ui::widgets::TypesetLine;
use bevy::prelude::*;
use marum_core::captions;

#[derive(Component)]
pub(super) struct Caption;

/// The explanation of the latest notable step (first-game mode).
#[derive(Resource, Default)]
pub(super) struct Explanation {
    text: String,
    left: f32,
}

/// Explains each notable step, when the settings ask for it. An explanation goes with its board:
/// a new game (the title's demonstration game before the first), undo or redo takes it down.
pub(super) fn explain_steps(
    mut steps: MessageReader<Step>,
    mut new_board: MessageReader<BoardLaidOut>,
    current: Option<Res<Match>>,
    settings: Res<Settings>,
    mut explanation: ResMut<Explanation>,
) {
    if new_board.read().count() > 0 {
        *explanation = Explanation::default();
    }
    let (Some(current), true) = (current, settings.explain_events) else {
        steps.clear();
        return;
    };
    let names = settings.player_names(&current.setup.seats);
    let locale = settings.locale();
    for step in steps.read() {
        if let Some(sentence) =
            captions::explain(locale, &step.event, current.setup.variant, &names)
        {
            explanation.text = sentence;
            explanation.left = 5.0;
        }
    }
}

/// A refused request is told in the caption, naming the players as their panels do.
pub(super) fn notice_refusals(
    mut refusals: MessageReader<Refused>,
    mut notice: ResMut<Notice>,
    settings: Res<Settings>,
    current: Option<Res<Match>>,
) {
    let locale = settings.locale();
    for refusal in refusals.read() {
        let names = match &current {
            Some(current) => settings.player_names(&current.setup.seats),
            None => locale.player_names(),
        };
        notice.show(refusal.reason.sentence(locale, &names));
    }
}

pub(super) fn show_caption(
    time: Res<Time<Real>>,
    mut explanation: ResMut<Explanation>,
    mut notice: ResMut<Notice>,
    mut captions: Query<(&mut Text, &mut BackgroundColor), With<Caption>>,
    mut line: Local<TypesetLine>,
) {
    let dt = time.delta_secs();
    notice.left = (notice.left - dt).max(0.0);
    explanation.left = (explanation.left - dt).max(0.0);
    // A fleeting notice first, then the explanation of a new event (the computer's capture is
    // explained even while a hint or a warning stands), then the standing sentence.
    let explaining = (explanation.left > 0.0).then_some(explanation.text.as_str());
    let shown = notice
        .fleeting()
        .or(explaining)
        .or(notice.standing.as_deref())
        .unwrap_or_default();
    let set = line.of(shown);
    for (mut text, mut background) in &mut captions {
        if text.0 != set {
            set.clone_into(&mut text.0);
        }
        let fill = if shown.is_empty() { Color::NONE } else { PANEL };
        background.set_if_neq(BackgroundColor(fill));
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{english, hud_app, new_game};
    use super::*;
    use crate::rules_plugin::{MoveRequest, Seat};
    use crate::ui::widgets::typeset;
    use marum_core::ai::Level;
    use marum_core::locale::Language;
    use marum_core::rules::{Action, Player};

    /// A refusal names the players as their panels do: the settings' name, the language's
    /// "Player 2" for an empty one, the computer by its level, "your" to the one person against
    /// the computer without a name. It said "player 1" to Ana.
    #[test]
    fn a_refusal_names_the_players_as_their_panels_do() {
        let settings = Settings {
            names: ["Ana".into(), String::new()],
            ..english()
        };
        let mut app = hud_app(settings, notice_refusals);
        let two = [Seat::Human; 2];
        let against = [Seat::Human, Seat::Computer(Level::Easy)];
        let (en, ms) = (Language::English, Language::Malay);
        use Player::{One, Two};
        for (seats, first, player, pit, language, sentence) in [
            (two, Two, One, 0, en, "It is not Ana's turn to decide."),
            (two, Two, Two, 1, en, "Pit 1 is not in Player 2's row."),
            (
                two,
                Two,
                One,
                0,
                ms,
                "Bukan giliran Ana untuk membuat keputusan.",
            ),
            (against, One, One, 7, en, "Pit 7 is not in Ana's row."),
            (
                against,
                One,
                Two,
                7,
                en,
                "It is not Computer (Easy)'s turn to decide.",
            ),
        ] {
            app.world_mut().resource_mut::<Settings>().language = language;
            app.world_mut().write_message(new_game(seats, first));
            app.update();
            let action = Action::Sow(pit);
            app.world_mut()
                .write_message(MoveRequest { player, action });
            app.update();
            assert_eq!(app.world().resource::<Notice>().text, sentence);
        }
        // Against the computer a person without a name is spoken to, as their panel says "You".
        let mut settings = app.world_mut().resource_mut::<Settings>();
        (settings.names, settings.language) = (Default::default(), en);
        app.world_mut().write_message(new_game(against, One));
        app.update();
        let action = Action::Sow(7);
        app.world_mut().write_message(MoveRequest {
            player: One,
            action,
        });
        app.update();
        let notice = &app.world().resource::<Notice>().text;
        assert_eq!(notice, "Pit 7 is not in your row.");
    }

    /// The caption shows a fleeting notice over the explanation of a new event, and that over a
    /// standing sentence (a hint, the coach's warning), which comes back when they are done; each
    /// set so that a narrow window never parts "pit" from its number.
    #[test]
    fn the_caption_shows_the_newest_kind_of_sentence() {
        let mut app = hud_app(english(), show_caption);
        let caption = app
            .world_mut()
            .spawn((Caption, Text::default(), BackgroundColor::default()))
            .id();
        let mut caption_after = |change: &dyn Fn(&mut World)| {
            change(app.world_mut());
            app.update();
            app.world().get::<Text>(caption).unwrap().0.clone()
        };
        let standing = "Careful: pit 0 was a blunder.";
        let explained = "Si-kang-si! The pit after next is captured.";
        let refused = "Pit 3 is empty.";
        let stand = |world: &mut World| world.resource_mut::<Notice>().stand(standing);
        assert_eq!(
            caption_after(&stand),
            "Careful: pit\u{a0}0 was a\u{a0}blunder."
        );
        let explain = |world: &mut World| {
            *world.resource_mut::<Explanation>() = Explanation {
                text: explained.into(),
                left: 5.0,
            }
        };
        assert_eq!(caption_after(&explain), typeset(explained));
        let refuse = |world: &mut World| world.resource_mut::<Notice>().show(refused);
        assert_eq!(caption_after(&refuse), typeset(refused));
        let fleeting_done = |world: &mut World| world.resource_mut::<Notice>().left = 0.0;
        assert_eq!(caption_after(&fleeting_done), typeset(explained));
        let explained_done = |world: &mut World| world.resource_mut::<Explanation>().left = 0.0;
        assert_eq!(caption_after(&explained_done), typeset(standing));
        let withdrawn = |world: &mut World| world.resource_mut::<Notice>().withdraw(standing);
        assert_eq!(caption_after(&withdrawn), "");
    }

    /// The explanation of the computer's capture in one game is not shown over the next one: the
    /// title's demonstration game gave a new game's first seconds a capture nobody had made.
    #[test]
    fn an_explanation_goes_with_its_game() {
        let mut app = hud_app(Settings::default(), explain_steps);
        let computer = Seat::Computer(Level::Beginner);
        app.world_mut()
            .write_message(new_game([computer, computer], Player::One));
        crate::headless::update_until(&mut app, "nothing to explain", |world| {
            !world.resource::<Explanation>().text.is_empty()
        });
        app.world_mut()
            .write_message(new_game([Seat::Human, Seat::Human], Player::One));
        app.update();
        let explanation = app.world().resource::<Explanation>();
        assert_eq!((explanation.text.as_str(), explanation.left), ("", 0.0));
    }

    /// On the screen the games' own words are joined by non-breaking hyphens, so that a caption
    /// never ends a line on "Si-" and starts the next with "kang-si".
    #[test]
    fn a_capture_is_explained_with_si_kang_si_kept_whole() {
        let mut app = hud_app(english(), explain_steps);
        let computer = Seat::Computer(Level::Beginner);
        app.world_mut()
            .write_message(new_game([computer, computer], Player::One));
        crate::headless::update_until(&mut app, "no Si-kang-si", |world| {
            world.resource::<Explanation>().text.starts_with("Si")
        });
        let nb = marum_core::locale::NON_BREAKING_HYPHEN;
        let text = &app.world().resource::<Explanation>().text;
        assert!(text.starts_with(&format!("Si{nb}kang{nb}si! ")), "{text}");
    }
}
