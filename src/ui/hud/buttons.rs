//! The play screen's buttons: which are shown and which can be pressed now, their keys (H,
//! Ctrl+Z, Ctrl+Y), what a press asks of the game (undo, redo, restart, pause and resume, the
//! main menu), Restart asking twice, and a replay's Play turning into Pause.

use super::pause::{PauseOverlay, spawn_pause};
use crate::rules_plugin::{BoardLaidOut, Match, MatchRequest, Seat};
use crate::settings::Settings;
use crate::ui::notice::Notice;
use crate::ui::replay::Replay;
use crate::ui::review::Review;
use crate::ui::saved::Keeping;
use crate::ui::widgets::{Tr, set_shown};
use crate::ui::{Screen, UiAction, UiPressed};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::ui::InteractionDisabled;

/// The replay's one button for playing on offers what is not happening now (▶ Play or ❚❚ Pause),
/// so that the focus stays on it as it turns.
pub(super) fn turn_play_button(
    replay: Option<Res<Replay>>,
    mut buttons: Query<(&mut UiAction, &Children)>,
    mut labels: Query<&mut Tr>,
) {
    let playing = replay.is_some_and(|replay| replay.playing);
    let label = if playing {
        "button-pause-replay"
    } else {
        "button-play-replay"
    };
    for (mut action, children) in &mut buttons {
        if !matches!(*action, UiAction::ReplayPlaying(_)) {
            continue;
        }
        action.set_if_neq(UiAction::ReplayPlaying(!playing));
        let mut labels = labels.iter_many_mut(children);
        while let Some(mut tr) = labels.fetch_next() {
            tr.set_if_neq(Tr(label));
        }
    }
}

/// Undo and redo only make sense against the computer; hint and restart only when a human
/// decides; a replay has only its own steps. Of those shown, Undo, Redo, Hint and the replay's
/// steps can be pressed only when they have something to do: an earlier turn, a turn taken back,
/// a human to advise, a move before or after this one.
pub(super) fn show_buttons(
    current: Option<Res<Match>>,
    replay: Option<Res<Replay>>,
    review: Option<Res<Review>>,
    mut buttons: Query<(Entity, &UiAction, &mut Node, Has<InteractionDisabled>)>,
    mut commands: Commands,
) {
    let Some(current) = current else { return };
    let replaying = replay.is_some();
    let seats = &current.setup.seats;
    let human = seats.contains(&Seat::Human) && !replaying;
    let against_computer = !replaying && crate::tally::against_computer(seats).is_some();
    let replay_step = |step: i8| {
        replay.as_ref().is_some_and(|replay| match step {
            1.. => replay.at < replay.record.decisions.len(),
            _ => replay.at > 0,
        })
    };
    for (button, action, mut node, off) in &mut buttons {
        let (shown, useful) = match action {
            UiAction::Undo => (against_computer, current.can_undo()),
            UiAction::Redo => (against_computer, current.can_redo()),
            UiAction::Hint => (human, current.person_waited_for().is_some()),
            UiAction::Restart => (human, true),
            UiAction::ReplayStep(step) => (replaying, replay_step(*step)),
            UiAction::ReplayPlaying(_) => (replaying, true),
            UiAction::Review => (replaying && review.is_none(), true),
            _ => continue,
        };
        set_shown(&mut node, shown);
        if useful == off {
            if useful {
                commands.entity(button).remove::<InteractionDisabled>();
            } else {
                commands.entity(button).insert(InteractionDisabled);
            }
        }
    }
}

/// Keys for the play screen's buttons: H asks for a hint, Ctrl+Z undoes, Ctrl+Y or Ctrl+Shift+Z
/// redoes; each only where its button is shown and can be pressed, and not while paused.
pub(super) fn press_buttons_with_keys(
    keys: Res<ButtonInput<KeyCode>>,
    time: Res<Time<Virtual>>,
    buttons: Query<(&UiAction, &Node, Has<InteractionDisabled>)>,
    mut pressed: MessageWriter<UiPressed>,
) {
    if time.is_paused() {
        return;
    }
    let control = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    let action = match (control, shift) {
        (false, _) if keys.just_pressed(KeyCode::KeyH) => UiAction::Hint,
        (true, _) if keys.just_pressed(KeyCode::KeyY) => UiAction::Redo,
        (true, true) if keys.just_pressed(KeyCode::KeyZ) => UiAction::Redo,
        (true, false) if keys.just_pressed(KeyCode::KeyZ) => UiAction::Undo,
        _ => return,
    };
    let ready = buttons
        .iter()
        .any(|(button, node, off)| *button == action && node.display != Display::None && !off);
    if ready {
        pressed.write(UiPressed(action));
    }
}

/// The number of decisions made when Restart asked to be pressed again.
#[derive(Resource, Default)]
pub(super) struct RestartAsked(Option<usize>);

/// A new board (a new game, undo, redo) is not the one Restart asked about.
pub(super) fn forget_restart_asked(
    mut new_board: MessageReader<BoardLaidOut>,
    mut asked: ResMut<RestartAsked>,
) {
    if new_board.read().count() > 0 {
        asked.0 = None;
    }
}

/// Restart throws the game away, and on the play screen's bar it sits a finger's slip from Hint:
/// there it asks to be pressed again, until the game moves on. From the pause menu, or with
/// nothing played yet, it restarts at once.
#[derive(SystemParam)]
pub(super) struct RestartGuard<'w> {
    current: Option<Res<'w, Match>>,
    asked: ResMut<'w, RestartAsked>,
    notice: ResMut<'w, Notice>,
    settings: Res<'w, Settings>,
}

impl RestartGuard<'_> {
    /// Whether a press of Restart (from the pause menu when `paused`) restarts now; if not, it
    /// says to press again.
    fn restarts(&mut self, paused: bool) -> bool {
        let played = self
            .current
            .as_ref()
            .map_or(0, |c| c.game().history().len());
        if paused || played == 0 || self.asked.0 == Some(played) {
            self.asked.0 = None;
            return true;
        }
        self.asked.0 = Some(played);
        let locale = self.settings.locale();
        let button = locale.text("button-restart");
        let again = locale.with("notice-restart-again", &[("button", button.into())]);
        self.notice.show(again);
        false
    }
}

pub(super) fn press_play_buttons(
    mut pressed: MessageReader<UiPressed>,
    mut requests: MessageWriter<MatchRequest>,
    mut time: ResMut<Time<Virtual>>,
    overlays: Query<Entity, With<PauseOverlay>>,
    mut restart: RestartGuard,
    keeping: Keeping,
    mut commands: Commands,
) {
    for UiPressed(action) in pressed.read() {
        let request = match action {
            UiAction::Undo => MatchRequest::Undo,
            UiAction::Redo => MatchRequest::Redo,
            UiAction::Restart if restart.restarts(!overlays.is_empty()) => MatchRequest::Restart,
            UiAction::Pause if overlays.is_empty() => {
                time.pause();
                spawn_pause(&mut commands, keeping.is_kept());
                continue;
            }
            // Esc (a gamepad's B or Start) resumes from the pause card as it paused.
            UiAction::Pause | UiAction::Unpause => {
                time.unpause();
                for overlay in &overlays {
                    commands.entity(overlay).despawn();
                }
                continue;
            }
            UiAction::MainMenu => {
                time.unpause();
                commands.set_state(Screen::Title);
                continue;
            }
            _ => continue,
        };
        if request == MatchRequest::Restart {
            time.unpause();
            for overlay in &overlays {
                commands.entity(overlay).despawn();
            }
        }
        requests.write(request);
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing;
    use super::*;
    use crate::rules_plugin::{MoveRequest, Timing};
    use crate::ui::widgets::button;
    use marum_core::ai::Level;
    use marum_core::rules::{Decision, GameRecord, Player, Variant};

    /// The headless rules plugin with the HUD's buttons for `actions` over a new game of Marum
    /// Konbi between `seats`, player 1 first.
    fn buttons_over_a_game<const N: usize>(
        seats: [Seat; 2],
        actions: [UiAction; N],
    ) -> (App, [Entity; N]) {
        let mut app = crate::headless::app();
        app.insert_resource(Timing::instant())
            .init_resource::<ButtonInput<KeyCode>>()
            .add_message::<UiPressed>()
            .add_systems(
                Update,
                (
                    press_buttons_with_keys.in_set(crate::schedule::GameSystems::Input),
                    show_buttons.in_set(crate::schedule::GameSystems::Interface),
                ),
            );
        crate::headless::single_threaded(&mut app);
        let buttons = actions.map(|action| app.world_mut().spawn(button("", action)).id());
        app.world_mut()
            .write_message(testing::new_game(seats, Player::One));
        (app, buttons)
    }

    /// The buttons pressed by each of the play screen's keys, pressed alone on a frame.
    fn pressed_by_keys(app: &mut App) -> Vec<UiAction> {
        let (control, shift) = (KeyCode::ControlLeft, KeyCode::ShiftLeft);
        let mut pressed = Vec::new();
        for chord in [
            &[KeyCode::KeyH][..],
            &[control, KeyCode::KeyZ],
            &[control, KeyCode::KeyY],
            &[control, shift, KeyCode::KeyZ],
            &[KeyCode::KeyZ],
        ] {
            let mut cursor = app
                .world()
                .resource::<Messages<UiPressed>>()
                .get_cursor_current();
            let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
            keys.reset_all();
            for &key in chord {
                keys.press(key);
            }
            app.update();
            let messages = app.world().resource::<Messages<UiPressed>>();
            pressed.extend(cursor.read(messages).map(|UiPressed(action)| *action));
        }
        app.world_mut()
            .resource_mut::<ButtonInput<KeyCode>>()
            .reset_all();
        pressed
    }

    fn first_decision(current: &Match) -> Decision {
        current.game().decisions().as_slice()[0]
    }

    fn pressable<const N: usize>(app: &App, buttons: [Entity; N]) -> [bool; N] {
        buttons.map(|button| !app.world().entity(button).contains::<InteractionDisabled>())
    }

    /// A replay's Move back stops at its start and Next move at its end.
    #[test]
    fn replay_steps_stop_at_the_ends() {
        let (mut app, steps) = buttons_over_a_game(
            [Seat::Human; 2],
            [UiAction::ReplayStep(-1), UiAction::ReplayStep(1)],
        );
        app.update();
        let current = app.world().resource::<Match>();
        let record = current.setup.record(vec![first_decision(current)]);
        for (at, expected) in [(0, [false, true]), (1, [true, false])] {
            app.insert_resource(Replay {
                record: record.clone(),
                at,
                playing: false,
            });
            app.update();
            assert_eq!(pressable(&app, steps), expected, "at move {at}");
        }
    }

    /// Against the computer, Undo can be pressed once the person has a turn to go back to, Redo
    /// once a turn was taken back, and Hint while the person is to decide, not while the computer
    /// is; their keys (H, Ctrl+Z, Ctrl+Y or Ctrl+Shift+Z) press them only then.
    #[test]
    fn buttons_can_be_pressed_only_with_something_to_do() {
        let (mut app, [undo, redo, hint]) = buttons_over_a_game(
            [Seat::Human, Seat::Computer(Level::Easy)],
            [UiAction::Undo, UiAction::Redo, UiAction::Hint],
        );
        let pressable = |app: &App| pressable(app, [undo, redo, hint]);
        let person_due = |app: &App| app.world().resource::<Match>().due(true).next().is_some();
        app.update();
        assert_eq!(pressable(&app), [false, false, true], "the first turn");
        assert_eq!(pressed_by_keys(&mut app), [UiAction::Hint]);
        let opening = first_decision(app.world().resource::<Match>());
        app.world_mut().write_message(MoveRequest::from(opening));
        app.update();
        let mut computer_seen = false;
        while !person_due(&app) {
            assert!(!pressable(&app)[2], "no hint while the computer decides");
            computer_seen = true;
            app.update();
        }
        assert!(computer_seen);
        assert_eq!(pressable(&app), [true, false, true], "a turn played");
        assert_eq!(pressed_by_keys(&mut app), [UiAction::Hint, UiAction::Undo]);
        app.world_mut().write_message(MatchRequest::Undo);
        app.update();
        assert_eq!(pressable(&app), [false, true, true], "the turn taken back");
        assert_eq!(
            pressed_by_keys(&mut app),
            [UiAction::Hint, UiAction::Redo, UiAction::Redo]
        );
    }

    /// Hint waits for the board: while the computer's move is still shown, the person is due by
    /// the rules but the pits they would be told of are not yet as the hint would say.
    #[test]
    fn no_hint_while_the_computers_move_is_shown() {
        let (mut app, [hint]) =
            buttons_over_a_game([Seat::Human, Seat::Computer(Level::Easy)], [UiAction::Hint]);
        testing::timed(&mut app);
        app.update();
        let opening = first_decision(app.world().resource::<Match>());
        app.world_mut().write_message(MoveRequest::from(opening));
        let reply_shown = |world: &World| {
            let current = world.resource::<Match>();
            current.is_busy() && current.due(true).next().is_some()
        };
        crate::headless::update_until(&mut app, "the computer never replied", reply_shown);
        app.update();
        assert!(reply_shown(app.world()));
        assert_eq!(pressable(&app, [hint]), [false], "while the reply is shown");
        crate::headless::update_until(&mut app, "the reply was never shown", |world| {
            !world.resource::<Match>().is_busy()
        });
        app.update();
        assert_eq!(pressable(&app, [hint]), [true], "once the board is at rest");
    }

    /// The pause card covers the play screen, and says the game is saved only where it is: a
    /// person's game with somewhere to keep it, not at a kiosk (nowhere to keep it) nor the
    /// computer playing itself.
    #[test]
    fn the_pause_card_says_the_game_is_saved_only_where_it_is() {
        use crate::ui::saved::SavePath;
        let somewhere = Some(std::env::temp_dir().join("marum-pause-test.json"));
        let against = [Seat::Human, Seat::Computer(Level::Beginner)];
        let cases = [
            (against, somewhere.clone(), true),
            (against, None, false),
            ([Seat::Computer(Level::Beginner); 2], somewhere, false),
        ];
        for (seats, path, saved) in cases {
            let mut app = testing::hud_app(testing::english(), press_play_buttons);
            app.init_resource::<RestartAsked>()
                .insert_resource(SavePath(path));
            app.world_mut()
                .write_message(testing::new_game(seats, Player::One));
            app.update();
            app.world_mut().write_message(UiPressed(UiAction::Pause));
            app.update();
            let mut lines = app.world_mut().query::<&Tr>();
            let ids: Vec<&str> = lines.iter(app.world()).map(|line| line.0).collect();
            assert!(ids.contains(&"paused-heading"), "{ids:?}");
            assert_eq!(ids.contains(&"paused-saved"), saved, "{seats:?}: {ids:?}");
            // A layer over the play screen, keeping the keyboard and screen readers to it.
            let mut covering = app
                .world_mut()
                .query_filtered::<(), (With<PauseOverlay>, With<crate::ui::widgets::Covering>)>();
            assert_eq!(covering.iter(app.world()).count(), 1);
        }
    }

    /// What pauses the game resumes it: Esc (a gamepad's B or Start) pressed again on the pause
    /// card takes the card away, as Resume does. It stayed paused.
    #[test]
    fn esc_pauses_and_resumes() {
        let mut app = testing::hud_app(testing::english(), press_play_buttons);
        app.init_resource::<RestartAsked>();
        app.world_mut()
            .write_message(testing::new_game([Seat::Human; 2], Player::One));
        app.update();
        let mut cards = app.world_mut().query_filtered::<(), With<PauseOverlay>>();
        let mut esc = |app: &mut App| {
            app.world_mut().write_message(UiPressed(UiAction::Pause));
            app.update();
            let paused = app.world().resource::<Time<Virtual>>().is_paused();
            (paused, cards.iter(app.world()).count())
        };
        assert_eq!(esc(&mut app), (true, 1), "paused");
        assert_eq!(esc(&mut app), (false, 0), "resumed");
        assert_eq!(esc(&mut app), (true, 1), "paused again");
    }

    /// Restart on the play screen's bar asks to be pressed again while there are moves to lose,
    /// and forgets it was pressed once the game moves on; before any move, or from the pause
    /// menu, it restarts at once. One press lost the game.
    #[test]
    fn restart_asks_again_before_a_game_is_lost() {
        use crate::ui::notice::Notice;
        let mut app = testing::hud_app(
            testing::english(),
            (forget_restart_asked, press_play_buttons),
        );
        app.init_resource::<RestartAsked>();
        app.world_mut()
            .write_message(testing::new_game([Seat::Human; 2], Player::One));
        app.update();
        let played = |app: &App| app.world().resource::<Match>().game().history().len();
        let play = |app: &mut App| {
            let decision = first_decision(app.world().resource::<Match>());
            app.world_mut().write_message(MoveRequest::from(decision));
            app.update();
        };
        let press = |app: &mut App| {
            app.world_mut().write_message(UiPressed(UiAction::Restart));
            app.update();
            app.update();
            std::mem::take(&mut app.world_mut().resource_mut::<Notice>().text)
        };
        assert_eq!(press(&mut app), "", "nothing to lose: restarted at once");
        play(&mut app);
        let again = "Press Restart again to start this game over: its moves will be lost.";
        assert_eq!(press(&mut app), again);
        assert_eq!(played(&app), 1);
        assert_eq!(press(&mut app), "");
        assert_eq!(played(&app), 0, "pressed again: restarted");
        play(&mut app);
        assert_eq!(press(&mut app), again);
        play(&mut app);
        assert_eq!(press(&mut app), again, "the game moved on since it asked");
        assert_eq!(played(&app), 2);
        assert_eq!(press(&mut app), "");
        assert_eq!(played(&app), 0);
        play(&mut app);
        assert_eq!(press(&mut app), again);
        app.world_mut()
            .write_message(testing::new_game([Seat::Human; 2], Player::One));
        app.update();
        play(&mut app);
        assert_eq!(press(&mut app), again, "a new game since it asked");
        app.world_mut().spawn(PauseOverlay);
        assert_eq!(
            press(&mut app),
            "",
            "from the pause menu: restarted at once"
        );
        assert_eq!(played(&app), 0);
    }

    /// The replay's play button offers Pause while the replay plays and Play otherwise, action
    /// and words alike, as one button.
    #[test]
    fn the_play_button_turns_with_the_replay() {
        let mut app = App::new();
        app.add_systems(Update, turn_play_button);
        let record = GameRecord {
            variant: Variant::MarumKonbi,
            options: Default::default(),
            first: Player::One,
            decisions: Vec::new(),
        };
        app.insert_resource(Replay {
            record,
            at: 0,
            playing: false,
        });
        let play = app
            .world_mut()
            .spawn(button("button-play-replay", UiAction::ReplayPlaying(true)))
            .id();
        let shown = |app: &mut App| {
            app.update();
            let world = app.world();
            let label = world.get::<Children>(play).unwrap()[0];
            (
                *world.get::<UiAction>(play).unwrap(),
                world.get::<Tr>(label).unwrap().0,
            )
        };
        let offers_play = (UiAction::ReplayPlaying(true), "button-play-replay");
        let offers_pause = (UiAction::ReplayPlaying(false), "button-pause-replay");
        assert_eq!(shown(&mut app), offers_play);
        app.world_mut().resource_mut::<Replay>().playing = true;
        assert_eq!(shown(&mut app), offers_pause);
        app.world_mut().resource_mut::<Replay>().playing = false;
        assert_eq!(shown(&mut app), offers_play);
    }
}
