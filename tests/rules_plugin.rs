//! The headless rules plugin under MinimalPlugins, single-threaded: seed entities always agree with the rules core,
//! the announced steps are the core's events in order, timed play ends where instant play does,
//! undo/redo round-trips, and bad requests are refused without changing anything.

use bevy::ecs::message::MessageCursor;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use marum::rules_plugin::{
    ComputerRng, HURRY, HeldBy, Holds, Hurry, Match, MatchRequest, MatchSetup, MoveRequest,
    Refused, Seat, Step, Table, Thinking, Timing,
};
use marum_core::ai::Level;
use marum_core::locale::Language;
use marum_core::rules::{Decision, Event, Game, Options, Player, Position, Tableau, Variant};
use std::time::Duration;

/// Cheap computer seats: these tests are about the plugin, not the opponents' strength.
const COMPUTERS: [Seat; 2] = [Seat::Computer(Level::Beginner); 2];

fn app(timing: Timing, seed: u64) -> App {
    let mut app = marum::headless::app();
    app.add_plugins(StatesPlugin)
        .insert_resource(timing)
        .insert_resource(ComputerRng::seeded(seed))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            10,
        )));
    marum::headless::single_threaded(&mut app);
    app
}

fn setup(variant: Variant, options: Options, first: Player, seats: [Seat; 2]) -> MatchSetup {
    MatchSetup {
        variant,
        options,
        first,
        seats,
    }
}

fn current(app: &App) -> &Match {
    app.world().resource::<Match>()
}

fn position(app: &App) -> Position {
    *current(app).game().position()
}

/// Seeds per holder as the entities have them, after checking that every seed is held exactly once
/// and knows its holder.
fn seed_counts(app: &mut App) -> Vec<u8> {
    let table = app.world().resource::<Table>().clone();
    let mut seen = Vec::new();
    let mut counts = Vec::new();
    for holder in table.places.iter().chain(&table.hands) {
        let held = app.world().get::<Holds>(*holder).unwrap().0.clone();
        for seed in &held {
            assert_eq!(
                app.world().get::<HeldBy>(*seed).unwrap().0,
                *holder,
                "a seed forgot its holder"
            );
        }
        counts.push(held.len() as u8);
        seen.extend(held);
    }
    seen.sort();
    let mut all = table.seeds.clone();
    all.sort();
    assert_eq!(seen, all, "every seed is in exactly one place");
    counts
}

fn new_steps(app: &App, cursor: &mut MessageCursor<Step>) -> Vec<Step> {
    cursor
        .read(app.world().resource::<Messages<Step>>())
        .copied()
        .collect()
}

fn refusals(app: &App, cursor: &mut MessageCursor<Refused>) -> Vec<String> {
    cursor
        .read(app.world().resource::<Messages<Refused>>())
        .map(|r| {
            let english = Language::English.locale();
            r.reason.sentence(english, &english.player_names())
        })
        .collect()
}

/// The events the rules core gives for the whole of this game's history.
fn core_events(game: &Game) -> Vec<Event> {
    let record = game.record().unwrap();
    let mut replay = Game::new(record.variant, record.options, record.first).unwrap();
    let mut events = Vec::new();
    for decision in record.decisions {
        replay.play_with(decision, &mut events).unwrap();
    }
    events
}

/// Plays computer-only games and checks the seeds against the steps after every update, and the
/// steps against the core. Returns each game's final position and history.
fn play_games(
    variant: Variant,
    options: Options,
    games: u32,
    timing: Timing,
    seed: u64,
) -> Vec<(Position, Vec<Decision>)> {
    let mut app = app(timing, seed);
    let mut cursor = MessageCursor::<Step>::default();
    let mut ends = Vec::new();
    for number in 0..games {
        let first = if number % 2 == 0 {
            Player::One
        } else {
            Player::Two
        };
        app.world_mut()
            .write_message(MatchRequest::New(setup(variant, options, first, COMPUTERS)));
        app.update();
        new_steps(&app, &mut cursor);
        let mut mirror = Tableau::of(&position(&app));
        let mut announced = Vec::new();
        let mut updates = 0;
        while !position(&app).is_over() || current(&app).is_busy() {
            app.update();
            for step in new_steps(&app, &mut cursor) {
                mirror.apply(&step.event).unwrap();
                announced.push(step.event);
            }
            assert_eq!(
                seed_counts(&mut app),
                mirror.holder_counts(),
                "{variant:?} game {number}"
            );
            if !current(&app).is_busy() {
                assert_eq!(
                    mirror,
                    Tableau::of(&position(&app)),
                    "at rest, the seeds are the core's"
                );
            }
            updates += 1;
            assert!(updates < 200_000, "the game does not end");
        }
        let game = current(&app).game();
        assert_eq!(
            announced,
            core_events(game),
            "the steps are the core's events, in order"
        );
        ends.push((position(&app), game.history().to_vec()));
    }
    ends
}

#[test]
fn instant_games_keep_the_seeds_with_the_core() {
    for variant in Variant::ALL {
        for options in Options::all_for(variant) {
            play_games(variant, options, 1000, Timing::instant(), 5);
        }
    }
}

/// Step by step (each step 10 ms, each update 10 ms), then the same games in instant mode.
#[test]
fn timed_play_reaches_the_same_end_as_instant_play() {
    let each_step = Duration::from_millis(10);
    let timed = Timing {
        scoop: each_step,
        drop: each_step,
        capture: each_step,
        cue: each_step,
        turn_end: each_step,
        ..Timing::default()
    };
    for variant in Variant::ALL {
        for options in Options::all_for(variant) {
            let slow = play_games(variant, options, 30, timed.clone(), 9);
            let fast = play_games(variant, options, 30, Timing::instant(), 9);
            for (game, (slow, fast)) in slow.iter().zip(&fast).enumerate() {
                let first_difference = slow.1.iter().zip(&fast.1).position(|(a, b)| a != b);
                assert_eq!(
                    slow, fast,
                    "{variant:?} {options:?} game {game}, decision {first_difference:?}"
                );
            }
        }
    }
}

/// Starts a game of `variant` between two people on `app`, `first` to move.
fn start_two_people(app: &mut App, variant: Variant, first: Player) {
    let people = setup(variant, Options::default(), first, [Seat::Human; 2]);
    app.world_mut().write_message(MatchRequest::New(people));
    app.update();
}

/// A timed game of Marum Konbi between two people, player 1 to move.
fn two_people_timed() -> App {
    let mut app = app(Timing::default(), 1);
    start_two_people(&mut app, Variant::MarumKonbi, Player::One);
    app
}

fn sow(player: Player, pit: u8) -> MoveRequest {
    MoveRequest {
        player,
        action: marum_core::rules::Action::Sow(pit),
    }
}

/// Updates `app` until the board is at rest: how many updates that took, and the steps announced.
fn shown_to_rest(app: &mut App, cursor: &mut MessageCursor<Step>) -> (u32, Vec<Step>) {
    let (mut updates, mut steps) = (0, Vec::new());
    while current(app).is_busy() {
        app.update();
        updates += 1;
        steps.extend(new_steps(app, cursor));
    }
    (updates, steps)
}

#[test]
fn a_move_takes_the_time_its_steps_last() {
    let mut app = two_people_timed();
    app.world_mut().write_message(sow(Player::One, 0));
    app.update();
    let (updates, _) = shown_to_rest(&mut app, &mut MessageCursor::default());
    // Scoop, 5 drops and the ending cues at ART.md's pace take well over a second at 10 ms a frame.
    assert!(updates > 100, "only {updates} updates");
}

/// A player who asks for a decision while a move is shown hurries it: every step still to come
/// is announced, a quarter as long; the next move plays at the usual pace again.
#[test]
fn a_waiting_player_hurries_the_move_being_shown() {
    // The length of a step at speed 1, against its announced length.
    let pace = |step: &Step| {
        Timing::default().duration(&step.event).as_secs_f64() / step.duration.as_secs_f64()
    };
    let mut unhurried = two_people_timed();
    unhurried.world_mut().write_message(sow(Player::One, 0));
    unhurried.update();
    let (unhurried_updates, _) = shown_to_rest(&mut unhurried, &mut MessageCursor::default());

    let mut app = two_people_timed();
    let mut cursor = MessageCursor::<Step>::default();
    app.world_mut().write_message(sow(Player::One, 0));
    app.update();
    app.update();
    let before = new_steps(&app, &mut cursor);
    assert!(!before.is_empty() && before.iter().all(|step| pace(step) == 1.0));
    app.world_mut().write_message(sow(Player::Two, 6));
    let (updates, hurried) = shown_to_rest(&mut app, &mut cursor);
    let timed: Vec<&Step> = hurried.iter().filter(|s| !s.duration.is_zero()).collect();
    assert!(timed.len() > 3, "{hurried:?}");
    for step in timed {
        assert!((pace(step) - f64::from(HURRY)).abs() < 1e-3, "{step:?}");
    }
    let announced: Vec<Event> = before.iter().chain(&hurried).map(|s| s.event).collect();
    assert_eq!(announced, core_events(current(&app).game()));
    assert_eq!(
        current(&app).game().history().len(),
        1,
        "the wish was not a move"
    );
    assert!(!current(&app).is_hurried());
    // At rest there is nothing to hurry, and the next move is not hurried before it starts.
    app.world_mut().write_message(Hurry);
    app.update();
    assert!(!current(&app).is_hurried());
    assert!(
        updates * 3 < unhurried_updates,
        "{updates} updates hurried, {unhurried_updates} not"
    );

    let mut legal = marum_core::rules::DecisionList::new();
    position(&app).decisions(&mut legal);
    app.world_mut()
        .write_message(MoveRequest::from(legal.as_slice()[0]));
    app.update();
    app.update();
    let next = new_steps(&app, &mut cursor);
    assert!(!next.is_empty() && next.iter().all(|step| pace(step) == 1.0));
}

fn human_vs_computer(app: &mut App, variant: Variant) {
    app.world_mut().write_message(MatchRequest::New(setup(
        variant,
        Options::default(),
        Player::One,
        [Seat::Human, Seat::Computer(Level::Medium)],
    )));
    app.update();
}

/// The human (player 1) plays its first legal decision whenever it must decide, until its next
/// turn starts (after the computer's reply) or the game ends.
fn play_human_turn(app: &mut App) {
    let mut played = false;
    loop {
        while current(app).is_busy() {
            app.update();
        }
        app.update();
        let pos = position(app);
        if pos.is_over()
            || (played && pos.at_turn_start() && pos.awaiting_mask() == Player::One.bit())
        {
            return;
        }
        if pos.is_awaiting(Player::One) {
            let mut legal = marum_core::rules::DecisionList::new();
            pos.decisions(&mut legal);
            let mine = legal
                .as_slice()
                .iter()
                .find(|d| d.player == Player::One)
                .unwrap();
            app.world_mut().write_message(MoveRequest {
                player: Player::One,
                action: mine.action,
            });
            played = true;
        }
    }
}

fn snapshot(app: &mut App) -> (Position, Vec<Decision>, Vec<u8>) {
    let counts = seed_counts(app);
    (
        position(app),
        current(app).game().history().to_vec(),
        counts,
    )
}

#[test]
fn undo_and_redo_round_trip() {
    for variant in Variant::ALL {
        let mut app = app(Timing::instant(), 3);
        human_vs_computer(&mut app, variant);
        // Let the computer make its secret opening choice first, then start from the human's turn.
        while position(&app).awaiting_mask() != Player::One.bit() {
            app.update();
        }
        let mut snapshots = vec![snapshot(&mut app)];
        // What the Undo and Redo buttons show: whether each would be refused.
        let offered = |app: &App| (current(app).can_undo(), current(app).can_redo());
        assert_eq!(offered(&app), (false, false), "{variant:?}: nothing yet");
        for _ in 0..4 {
            play_human_turn(&mut app);
            snapshots.push(snapshot(&mut app));
            assert_eq!(offered(&app), (true, false), "{variant:?}: a turn played");
        }
        for (back, expected) in snapshots.iter().rev().skip(1).enumerate() {
            app.world_mut().write_message(MatchRequest::Undo);
            app.update();
            let now = snapshot(&mut app);
            assert_eq!(
                now.1, expected.1,
                "{variant:?}: undo goes back one turn of the human"
            );
            assert_eq!(now, *expected);
            assert_eq!(now.2, Tableau::of(&now.0).holder_counts());
            let earlier_turn = back + 1 < snapshots.len() - 1;
            assert_eq!(offered(&app), (earlier_turn, true), "{variant:?}: undone");
        }
        let mut cursor = MessageCursor::<Refused>::default();
        refusals(&app, &mut cursor);
        app.world_mut().write_message(MatchRequest::Undo);
        app.update();
        assert_eq!(
            refusals(&app, &mut cursor),
            ["There is no earlier turn of yours to go back to."]
        );
        for (ahead, expected) in snapshots.iter().skip(1).enumerate() {
            app.world_mut().write_message(MatchRequest::Redo);
            app.update();
            assert_eq!(snapshot(&mut app), *expected, "{variant:?}: redo");
            let later_turn = ahead + 2 < snapshots.len();
            assert_eq!(offered(&app), (true, later_turn), "{variant:?}: redone");
        }
        app.world_mut().write_message(MatchRequest::Redo);
        app.update();
        assert_eq!(refusals(&app, &mut cursor), ["There is nothing to redo."]);
    }
}

/// A game against the computer loaded from its decisions (a resumed game) undoes and redoes as
/// the game it was saved from: Undo was greyed out after resuming.
#[test]
fn a_resumed_game_undoes_as_the_game_it_was() {
    for variant in Variant::ALL {
        let mut played = app(Timing::instant(), 5);
        human_vs_computer(&mut played, variant);
        for _ in 0..3 {
            play_human_turn(&mut played);
        }
        let saved = current(&played).game().history().to_vec();
        let mut resumed = app(Timing::instant(), 5);
        let seats = current(&played).setup.seats;
        resumed.world_mut().write_message(MatchRequest::Load(
            setup(variant, Options::default(), Player::One, seats),
            saved.clone(),
        ));
        resumed.update();
        assert_eq!(current(&resumed).game().history(), saved);
        // Back as far as Undo goes, then forward as far as Redo goes, side by side. (How many
        // turns that is depends on the computer's replies: Congkak's opening is no turn of the
        // person's alone.)
        let offered = |app: &App| (current(app).can_undo(), current(app).can_redo());
        let mut undone = 0;
        for request in [MatchRequest::Undo, MatchRequest::Redo] {
            loop {
                assert_eq!(offered(&resumed), offered(&played), "{variant:?}");
                let (can_undo, can_redo) = offered(&played);
                let can = if request == MatchRequest::Undo {
                    can_undo
                } else {
                    can_redo
                };
                if !can {
                    break;
                }
                undone += usize::from(request == MatchRequest::Undo);
                for app in [&mut played, &mut resumed] {
                    app.world_mut().write_message(request.clone());
                    app.update();
                }
                assert_eq!(snapshot(&mut resumed), snapshot(&mut played), "{variant:?}");
            }
        }
        assert!(
            undone >= 1,
            "{variant:?}: nothing to undo after three turns"
        );
        assert_eq!(current(&resumed).game().history(), saved);
    }
}

#[test]
fn bad_requests_are_refused_and_change_nothing() {
    let mut app = app(Timing::default(), 4);
    let mut cursor = MessageCursor::<Refused>::default();
    app.world_mut().write_message(sow(Player::One, 0));
    app.update();
    assert_eq!(refusals(&app, &mut cursor), ["No game is in progress."]);
    start_two_people(&mut app, Variant::MarumKonbi, Player::One);
    let before = snapshot(&mut app);
    for (player, pit, reason) in [
        (Player::Two, 7, "It is not Player 2's turn to decide."),
        (
            Player::One,
            5,
            "Pit 5 is Pi or Pa, which may never start a move.",
        ),
        (Player::One, 8, "Pit 8 is not in Player 1's row."),
    ] {
        app.world_mut().write_message(sow(player, pit));
        app.update();
        assert_eq!(refusals(&app, &mut cursor), [reason]);
        assert_eq!(snapshot(&mut app), before);
    }
    app.world_mut().write_message(sow(Player::One, 2));
    app.update();
    assert!(current(&app).is_busy());
    let during = current(&app).game().history().to_vec();
    // While the sowing is shown a decision is not taken, nor refused: its player is waiting, and
    // the sowing hurries.
    app.world_mut().write_message(sow(Player::Two, 6));
    app.update();
    assert_eq!(refusals(&app, &mut cursor), Vec::<String>::new());
    assert!(current(&app).is_hurried());
    assert_eq!(current(&app).game().history(), during);
    app.world_mut().write_message(MatchRequest::Undo);
    app.update();
    assert_eq!(
        refusals(&app, &mut cursor),
        ["Undo is only for games against the computer."]
    );
}

#[test]
fn congkak_opening_waits_for_both_choices() {
    let mut app = app(Timing::instant(), 6);
    start_two_people(&mut app, Variant::Congkak, Player::Two);
    let start = snapshot(&mut app);
    let mut cursor = MessageCursor::<Step>::default();
    new_steps(&app, &mut cursor);
    app.world_mut().write_message(sow(Player::Two, 13));
    app.update();
    let steps = new_steps(&app, &mut cursor);
    assert_eq!(
        steps.iter().map(|s| s.event).collect::<Vec<_>>(),
        [Event::OpeningChoice {
            player: Player::Two
        }]
    );
    assert_eq!(
        seed_counts(&mut app),
        start.2,
        "no seed moves before both have chosen"
    );
    app.world_mut().write_message(sow(Player::One, 0));
    app.update();
    let steps = new_steps(&app, &mut cursor);
    // Both hands scoop, then drop together tick by tick.
    assert!(matches!(
        steps[1].event,
        Event::Scoop {
            player: Player::Two,
            ..
        }
    ));
    assert!(matches!(
        steps[2].event,
        Event::Scoop {
            player: Player::One,
            ..
        }
    ));
    assert!(matches!(steps[3].event, Event::Tick { tick: 1 }));
}

/// In Congkak's opening a hand that sows into its house picks again only once the board shows
/// it there, whoever chose last: while both hands are still shown sowing, its pick waits. The
/// last chooser's pick was taken at once, as if the secret choice were still due.
#[test]
fn an_opening_pick_waits_for_the_hand_to_be_shown_home() {
    let start = Position::new(Variant::Congkak, &Options::default(), Player::One);
    let choices = |one, two| {
        [
            Decision::sow(Player::One, one),
            Decision::sow(Player::Two, two),
        ]
    };
    let mut tried = 0;
    for (one, two) in (0..7).flat_map(|one| (8..15).map(move |two| (one, two))) {
        let mut after = start;
        for choice in choices(one, two) {
            after
                .play(choice, &mut marum_core::rules::NoEvents)
                .unwrap();
        }
        if after.phase() != marum_core::rules::Phase::Opening || after.awaiting_mask() == 0 {
            continue;
        }
        tried += 1;
        let mut app = app(Timing::default(), 7);
        let mut cursor = MessageCursor::<Refused>::default();
        start_two_people(&mut app, Variant::Congkak, Player::One);
        for choice in choices(one, two) {
            app.world_mut().write_message(MoveRequest::from(choice));
            app.update();
        }
        let mut picks = marum_core::rules::DecisionList::new();
        after.decisions(&mut picks);
        let pick = picks.as_slice()[0];
        let during = current(&app).game().history().to_vec();
        assert!(current(&app).is_busy());
        assert!(!current(&app).waits_for(pick.player));
        app.world_mut().write_message(MoveRequest::from(pick));
        app.update();
        assert!(refusals(&app, &mut cursor).is_empty());
        assert!(
            current(&app).is_hurried(),
            "choices {one} and {two}, {pick:?}"
        );
        assert_eq!(current(&app).game().history(), during);
        while current(&app).is_busy() {
            app.update();
        }
        assert!(current(&app).waits_for(pick.player));
        app.world_mut().write_message(MoveRequest::from(pick));
        app.update();
        assert!(refusals(&app, &mut cursor).is_empty());
        assert_eq!(current(&app).game().history().len(), during.len() + 1);
    }
    assert!(tried > 0, "no opening choices lead to a pick");
}

#[test]
fn drops_of_one_opening_tick_are_announced_together() {
    let timing = Timing::default();
    let events = [
        Event::Tick { tick: 1 },
        Event::Drop {
            player: Player::Two,
            pos: 14,
            count: 8,
            left: 6,
        },
        Event::Drop {
            player: Player::One,
            pos: 1,
            count: 8,
            left: 6,
        },
        Event::Tick { tick: 2 },
    ];
    let waits: Vec<Duration> = timing
        .schedule(&events)
        .iter()
        .map(|(_, wait)| *wait)
        .collect();
    assert_eq!(
        waits,
        [Duration::ZERO, Duration::ZERO, timing.drop, Duration::ZERO]
    );
}

#[test]
fn restart_begins_the_same_game_again() {
    let mut app = app(Timing::instant(), 8);
    let game = setup(
        Variant::MarumKonbi,
        Options::default(),
        Player::Two,
        COMPUTERS,
    );
    app.world_mut().write_message(MatchRequest::New(game));
    app.update();
    while current(&app).game().history().len() < 3 {
        app.update();
    }
    assert!(!current(&app).game().history().is_empty());
    let seeds_before = app.world().resource::<Table>().seeds.clone();
    app.world_mut().write_message(MatchRequest::Restart);
    app.update();
    assert_eq!(current(&app).setup, game);
    assert_eq!(
        position(&app),
        Position::new(Variant::MarumKonbi, &Options::default(), Player::Two)
    );
    assert_eq!(
        seed_counts(&mut app),
        Tableau::of(&position(&app)).holder_counts()
    );
    assert_eq!(
        app.world().resource::<Table>().seeds.len(),
        seeds_before.len()
    );
}

#[test]
fn a_new_game_cancels_the_computers_search() {
    let mut app = app(Timing::default(), 10);
    let against_master = |first| {
        MatchRequest::New(setup(
            Variant::MarumKonbi,
            Options::default(),
            first,
            [Seat::Human, Seat::Computer(Level::Master)],
        ))
    };
    app.world_mut().write_message(against_master(Player::Two));
    app.update();
    app.update();
    assert!(app.world().resource::<Thinking>().is_thinking(Player::Two));
    app.world_mut().write_message(against_master(Player::One));
    app.update();
    assert!(!app.world().resource::<Thinking>().is_thinking(Player::Two));
    // Two seconds later the old search's move has not been played: the human is still to move.
    for _ in 0..200 {
        app.update();
    }
    assert!(current(&app).game().history().is_empty());
    assert!(position(&app).is_awaiting(Player::One));
}
