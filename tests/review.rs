//! The review's plugin without a window: Review on the result screen replays the game and weighs
//! every decision in the background, a mark takes the replay to its decision, and leaving the
//! play screen stops and forgets the review.
#![cfg(feature = "gui")]

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use marum::rules_plugin::{Match, MatchRequest, Seat, Timing};
use marum::settings::Settings;
use marum::ui::replay::{self, Replay};
use marum::ui::review::{self, Review};
use marum::ui::{Screen, UiAction, UiPressed};
use marum::view::MarkedPit;
use marum_core::analysis::Class;
use marum_core::rules::{Game, Player, Variant};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use std::time::Duration;

fn app() -> App {
    let mut app = marum::headless::app();
    app.add_plugins((StatesPlugin, replay::plugin, review::plugin))
        .init_state::<Screen>()
        .insert_resource(Timing::instant())
        .init_resource::<Settings>()
        .init_resource::<marum::ui::notice::Notice>()
        .add_message::<UiPressed>()
        .init_resource::<ButtonInput<KeyCode>>()
        .init_resource::<MarkedPit>();
    marum::headless::single_threaded(&mut app);
    app
}

/// A game of `decisions` random decisions on the board, on the result screen.
fn on_the_result_screen(app: &mut App, decisions: usize) {
    let mut rng = SmallRng::seed_from_u64(3);
    let mut game = Game::new(Variant::MarumKonbi, Default::default(), Player::One).unwrap();
    while game.history().len() < decisions && !game.position().is_over() {
        let legal = game.decisions();
        game.play(legal.as_slice()[rng.random_range(0..legal.len())])
            .unwrap();
    }
    let record = game.record().unwrap();
    app.world_mut().write_message(MatchRequest::Load(
        record.setup([Seat::Human; 2]),
        record.decisions,
    ));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Result);
    app.update();
    app.update();
}

fn press(app: &mut App, action: UiAction) {
    app.world_mut().write_message(UiPressed(action));
    app.update();
    app.update();
}

#[test]
fn review_weighs_every_decision_and_its_marks_move_the_replay() {
    let mut app = app();
    app.world_mut().spawn(review::review_panel());
    on_the_result_screen(&mut app, 6);
    press(&mut app, UiAction::Review);
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Play);
    assert_eq!(app.world().resource::<Replay>().at, 0);
    assert_eq!(app.world().resource::<Review>().progress().1, 6);
    for _ in 0..2000 {
        if app.world().resource::<Review>().analysis.is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
        app.update();
    }
    let review = app.world().resource::<Review>();
    let analysis = review.analysis.as_ref().expect("the review finished");
    assert_eq!(analysis.decisions.len(), 6);
    assert_eq!(review.progress(), (6, 6));
    // Each decision's mark has an accessible name: which decision, who, what, how good.
    app.update();
    app.update();
    let mut names: Vec<String> = app
        .world_mut()
        .query::<&AccessibleLabel>()
        .iter(app.world())
        .map(|label| label.0.clone())
        .collect();
    names.sort();
    assert_eq!(names.len(), 6, "{names:?}");
    assert!(
        names[0].starts_with("Decision 1: Player 1 plays pit ")
            && [
                "the best move",
                "a good move",
                "an inaccuracy",
                "a mistake",
                "a blunder"
            ]
            .iter()
            .any(|class| names[0].ends_with(class)),
        "{names:?}"
    );
    press(&mut app, UiAction::ReplayTo(4));
    assert_eq!(app.world().resource::<Replay>().at, 4);
    assert_eq!(app.world().resource::<Match>().game().history().len(), 4);
    // Before each mistake (of a random player there are some) the better pit stays lit and the pit
    // played is marked with its class, as long as the replay stands there; elsewhere none is.
    let weighed = app.world().resource::<Review>().analysis.clone().unwrap();
    let mut mistakes = 0;
    for (at, decision) in weighed.decisions.iter().enumerate() {
        press(&mut app, UiAction::ReplayTo(at as u16));
        let questioned = decision.class > Class::Good;
        let better = questioned.then_some(decision.best.action.pit());
        let played = questioned.then_some((decision.decision.action.pit(), decision.class));
        mistakes += usize::from(better.is_some());
        for _ in 0..3 {
            app.update();
            let position = *app.world().resource::<Match>().game().position();
            let marked = app.world().resource::<MarkedPit>();
            let marks = marked.at(&position);
            assert_eq!(marks.map(|marks| marks.lit), better, "at {at}");
            assert_eq!(marks.and_then(|marks| marks.played), played, "at {at}");
        }
    }
    assert!(mistakes > 0);
    press(&mut app, UiAction::ReplayTo(6));
    assert_eq!(app.world().resource::<MarkedPit>().0, None);
    // Dragging from the first mark along the strip goes to the mark under the pointer.
    let mut marks = app.world_mut().query::<(Entity, &AccessibleLabel)>();
    let mut marks: Vec<(Entity, String)> = marks
        .iter(app.world())
        .map(|(entity, label)| (entity, label.0.clone()))
        .collect();
    marks.sort_by(|a, b| a.1.cmp(&b.1));
    app.world_mut()
        .entity_mut(marks[0].0)
        .insert(Interaction::Pressed);
    app.world_mut()
        .entity_mut(marks[2].0)
        .insert(Interaction::Hovered);
    app.update();
    app.update();
    assert_eq!(
        app.world().resource::<Replay>().at,
        2,
        "scrubbed to the third"
    );
    // Only while a mark is held: hovering alone goes nowhere.
    app.world_mut()
        .entity_mut(marks[0].0)
        .insert(Interaction::None);
    app.world_mut()
        .entity_mut(marks[2].0)
        .insert(Interaction::None);
    app.world_mut()
        .entity_mut(marks[5].0)
        .insert(Interaction::Hovered);
    app.update();
    app.update();
    assert_eq!(
        app.world().resource::<Replay>().at,
        2,
        "a mere hover moved it"
    );
}

#[test]
fn leaving_the_replay_stops_the_review() {
    let mut app = app();
    on_the_result_screen(&mut app, 40);
    press(&mut app, UiAction::Review);
    assert!(app.world().resource::<Review>().analysis.is_none());
    // A pit the review lit goes out with it.
    let position = *app.world().resource::<Match>().game().position();
    app.world_mut().insert_resource(MarkedPit::lit(3, position));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    app.update();
    assert!(app.world().get_resource::<Review>().is_none());
    assert!(app.world().get_resource::<Replay>().is_none());
    assert_eq!(app.world().resource::<MarkedPit>().0, None);
}

/// Keys step through a replay, however many timeline lines and marks the arrows would pass:
/// End, Page Up, Home, Page Down and `.` each move it as they say; P plays and pauses it.
#[test]
fn keys_step_through_a_replay() {
    let mut app = app();
    on_the_result_screen(&mut app, 10);
    press(&mut app, UiAction::Review);
    // Where the replay stands after `key`, and whether it is playing.
    let mut after = |key: KeyCode| {
        let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        keys.press(key);
        app.update();
        let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        keys.release(key);
        keys.clear();
        app.update();
        app.update();
        let moves = app.world().resource::<Match>().game().history().len();
        let replay = app.world().resource::<Replay>();
        assert_eq!(moves, replay.at, "the board shows the replay's position");
        (replay.at, replay.playing)
    };
    assert_eq!(after(KeyCode::End), (10, false));
    assert_eq!(after(KeyCode::PageUp), (9, false));
    assert_eq!(after(KeyCode::Home), (0, false));
    assert_eq!(after(KeyCode::PageDown), (1, false));
    assert_eq!(after(KeyCode::Period), (2, false));
    assert_eq!(after(KeyCode::Comma), (1, false));
    let (_, playing) = after(KeyCode::KeyP);
    assert!(playing);
    let (_, playing) = after(KeyCode::KeyP);
    assert!(!playing);
}

/// Stepped on while a move is shown, a replay hurries it, and the step waits for the board: a
/// press during a long relay went unanswered.
#[test]
fn stepping_on_while_a_move_is_shown_hurries_it() {
    let mut app = app();
    app.insert_resource(Timing::default())
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            10,
        )));
    on_the_result_screen(&mut app, 10);
    press(&mut app, UiAction::Review);
    press(&mut app, UiAction::ReplayStep(1));
    let shown = app.world().resource::<Match>();
    assert!(shown.is_busy() && !shown.is_hurried());
    press(&mut app, UiAction::ReplayStep(1));
    let shown = app.world().resource::<Match>();
    assert!(shown.is_hurried());
    assert_eq!(shown.game().history().len(), 1);
    assert_eq!(app.world().resource::<Replay>().at, 1);
}

/// Played on, a replay goes through its moves by itself and stops at the end; pausing holds it
/// where it is, a step takes over from playing, and playing at the end starts again from the
/// beginning.
#[test]
fn a_replay_plays_itself_through() {
    let mut app = app();
    on_the_result_screen(&mut app, 12);
    press(&mut app, UiAction::Review);
    let at = |app: &App| {
        let replay = app.world().resource::<Replay>();
        let shown = app.world().resource::<Match>().game().history().len();
        assert_eq!(shown, replay.at, "the board shows the replay's position");
        (replay.at, replay.playing)
    };
    assert_eq!(at(&app), (0, false));
    for _ in 0..50 {
        app.update();
    }
    assert_eq!(at(&app), (0, false), "a replay waits to be played");
    press(&mut app, UiAction::ReplayPlaying(true));
    let mut seen = Vec::new();
    for _ in 0..200 {
        app.update();
        seen.push(at(&app).0);
        if seen.last() == Some(&5) {
            break;
        }
    }
    assert!(seen.windows(2).all(|w| w[1] == w[0] || w[1] == w[0] + 1));
    press(&mut app, UiAction::ReplayPlaying(false));
    let paused = at(&app);
    assert!(!paused.1 && paused.0 >= 5);
    for _ in 0..50 {
        app.update();
    }
    assert_eq!(at(&app), paused, "paused, it holds");
    press(&mut app, UiAction::ReplayPlaying(true));
    press(&mut app, UiAction::ReplayStep(-1));
    let taken = at(&app);
    assert!(!taken.1, "a step takes over");
    for _ in 0..50 {
        app.update();
    }
    assert_eq!(at(&app), taken);
    press(&mut app, UiAction::ReplayPlaying(true));
    for _ in 0..200 {
        app.update();
    }
    assert_eq!(at(&app), (12, false), "played to the end, it stops");
    press(&mut app, UiAction::ReplayPlaying(true));
    let again = at(&app);
    assert!(again.1 && again.0 < 3, "{again:?}");
    for _ in 0..200 {
        app.update();
    }
    assert_eq!(at(&app), (12, false), "from the beginning to the end again");
}
