//! The board's view without a window or GPU: every seed travels over frames to the spot its heap
//! gives it and rests there, the number over every place equals the seeds landed in it, Pi and
//! Pa are named, only the pits the human to move may choose breathe, dead pits offered for
//! buy-back included, and a click on any pit asks the rules for it.
#![cfg(feature = "gui")]

use bevy::input::touch::{TouchInput, TouchPhase};
use bevy::picking::pointer::PointerId;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use marum::rules_plugin::{
    ComputerRng, Holds, Match, MatchRequest, MatchSetup, MoveRequest, Place, Seat, Step, Table,
    Timing,
};
use marum::settings::Settings;
use marum::view::layout::{Heaps, place_bowl_kind, place_position};
use marum::view::{
    self, BoardLabel, LabelKind, MarkedPit, PitButton, PitLook, PitMarks, PitRim, PitShade,
    PointedPits,
};
use marum_core::ai::Level;
use marum_core::analysis::Class;
use marum_core::games::PlaceKind;
use marum_core::rules::{Action, Decision, Event, Game, Options, Player, Variant};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use std::time::Duration;

fn app(seats: [Seat; 2], variant: Variant) -> App {
    let mut app = marum::headless::app();
    app.add_plugins((
        StatesPlugin,
        AssetPlugin::default(),
        bevy::input::InputPlugin,
        WindowPlugin {
            primary_window: None,
            exit_condition: bevy::window::ExitCondition::DontExit,
            ..default()
        },
        bevy::picking::DefaultPickingPlugins,
        marum::settings::unsaved,
        view::plugin,
    ))
    .init_asset::<Mesh>()
    .init_asset::<StandardMaterial>()
    .init_asset::<Image>()
    .init_resource::<UiScale>()
    .insert_resource(Timing::default())
    .insert_resource(ComputerRng::seeded(5))
    .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        10,
    )));
    marum::headless::single_threaded(&mut app);
    let setup = MatchSetup::standard(variant, seats);
    app.world_mut().write_message(MatchRequest::New(setup));
    app.update();
    app.update();
    app
}

fn busy(app: &App) -> bool {
    app.world().resource::<Match>().is_busy()
}

/// Where every seed should rest now, from the place holding it and its slot there.
fn resting_spots(app: &mut App) -> Vec<(Entity, Vec3)> {
    let table = app.world().resource::<Table>().clone();
    let heaps = app.world().resource::<Heaps>();
    let mut spots = Vec::new();
    for &place in &table.places {
        let index = app.world().get::<Place>(place).unwrap().index;
        let held = app.world().get::<Holds>(place).unwrap();
        for (slot, &seed) in held.0.iter().enumerate() {
            let offset = heaps.offset(place_bowl_kind(table.variant, index), slot);
            spots.push((seed, place_position(table.variant, index) + offset));
        }
    }
    spots
}

fn position_of(app: &App, seed: Entity) -> Vec3 {
    app.world().get::<Transform>(seed).unwrap().translation
}

/// Runs frames until a move is being shown, or none is, as `wanted`.
fn until_busy(app: &mut App, wanted: bool) {
    for _ in 0..3000 {
        if busy(app) == wanted {
            return;
        }
        app.update();
    }
    panic!(
        "a minute of frames and the match is still busy: {}",
        !wanted
    );
}

/// Marum Konbi, a person against the computer, at rest on the person's first turn.
fn settled_against_the_computer() -> App {
    let mut app = app(
        [Seat::Human, Seat::Computer(Level::Beginner)],
        Variant::MarumKonbi,
    );
    settle(&mut app);
    app
}

/// Runs frames until the match waits for a decision and every seed has come to rest.
fn settle(app: &mut App) {
    for _ in 0..3000 {
        app.update();
        if !busy(app) {
            break;
        }
    }
    // The last stream of captured seeds lands within a few seconds of the last step.
    for _ in 0..300 {
        app.update();
    }
}

#[test]
fn every_seed_travels_to_its_heap_and_rests_there() {
    for variant in Variant::ALL {
        // Two humans, so that nothing moves between the moves the test makes.
        let mut app = app([Seat::Human; 2], variant);
        let mut steps = app
            .world()
            .resource::<Messages<Step>>()
            .get_cursor_current();
        let mut seen_drops = 0;
        for _decision in 0..8 {
            let decisions = app.world().resource::<Match>().game().decisions();
            let Some(&decision) = decisions.as_slice().first() else {
                break;
            };
            app.world_mut().write_message(MoveRequest::from(decision));
            // Follow the move frame by frame: a dropped seed leaves its hand and flies for
            // several frames before it rests in the pit.
            let mut flying: Vec<(Entity, Vec3, usize)> = Vec::new();
            for _ in 0..3000 {
                app.update();
                let new_steps: Vec<Step> = steps
                    .read(app.world().resource::<Messages<Step>>())
                    .cloned()
                    .collect();
                for step in new_steps {
                    if let Event::Drop { .. } = step.event {
                        seen_drops += 1;
                        let spots = resting_spots(&mut app);
                        let (seed, spot) = spots
                            .into_iter()
                            .find(|&(seed, spot)| position_of(&app, seed).distance(spot) > 1e-3)
                            .unwrap_or_else(|| panic!("{variant:?}: a drop landed at once"));
                        flying.push((seed, spot, 0));
                    }
                }
                for (seed, spot, frames) in &mut flying {
                    if position_of(&app, *seed).distance(*spot) > 1e-3 {
                        *frames += 1;
                    }
                }
                if !busy(&app) {
                    break;
                }
            }
            assert!(
                flying.iter().all(|&(_, _, frames)| frames >= 5),
                "{variant:?}: a seed jumped to its pit: {flying:?}"
            );
            settle(&mut app);
            for (seed, spot) in resting_spots(&mut app) {
                let at = position_of(&app, seed);
                assert!(
                    at.distance(spot) < 1e-3,
                    "{variant:?}: a seed rests at {at}, not at its heap spot {spot}"
                );
            }
        }
        assert!(seen_drops > 10, "{variant:?}: only {seen_drops} drops seen");
    }
}

/// What the board's labels of `kind` say, by the place they stand by.
fn labels_of(app: &mut App, kind: LabelKind) -> Vec<(Entity, String)> {
    let mut labels = app.world_mut().query::<(&BoardLabel, &Text)>();
    labels
        .iter(app.world())
        .filter(|(label, _)| label.kind == kind)
        .map(|(label, text)| (label.place, text.0.clone()))
        .collect()
}

#[test]
fn the_number_over_every_place_is_the_seeds_landed_in_it_and_pits_are_numbered_and_named() {
    for variant in Variant::ALL {
        let mut app = app([Seat::Computer(Level::Beginner); 2], variant);
        for _ in 0..300 {
            app.update();
            let shown = labels_of(&mut app, LabelKind::Count);
            let places = app.world().resource::<Table>().places.clone();
            assert_eq!(shown.len(), places.len());
            let resting = resting_spots(&mut app);
            for (place, text) in shown {
                // A seed counts once it has landed: when it rests on its heap spot.
                let held = &app.world().get::<Holds>(place).unwrap().0;
                let landed = resting
                    .iter()
                    .filter(|(seed, spot)| {
                        held.contains(seed) && position_of(&app, *seed).distance(*spot) < 1e-4
                    })
                    .count();
                assert_eq!(text, landed.to_string());
            }
        }
        let place_of = |app: &App, entity: Entity| *app.world().get::<Place>(entity).unwrap();
        // Every pit shows the number the rules, the hint, the timeline and the review call it by;
        // the stores and houses have their names in the text instead.
        let mut numbered: Vec<(u8, String)> = labels_of(&mut app, LabelKind::Number)
            .into_iter()
            .map(|(entity, text)| (place_of(&app, entity).index, text))
            .collect();
        numbered.sort();
        let pits: Vec<(u8, String)> = variant
            .describe()
            .board
            .places
            .iter()
            .filter(|p| !matches!(p.kind, PlaceKind::Store | PlaceKind::House))
            .map(|p| (p.index, p.index.to_string()))
            .collect();
        assert_eq!(numbered, pits);
        let mut named: Vec<(PlaceKind, String)> = labels_of(&mut app, LabelKind::Name)
            .into_iter()
            .map(|(entity, text)| (place_of(&app, entity).kind, text))
            .collect();
        named.sort_by_key(|(_, name)| name.clone());
        let expected = match variant {
            Variant::MarumKonbi => vec![(PlaceKind::Pa, "Pa".into()), (PlaceKind::Pi, "Pi".into())],
            Variant::Congkak => vec![],
        };
        assert_eq!(named, expected);
    }
}

/// The pits the human may choose now.
fn choosable(app: &App) -> Vec<u8> {
    (0..16)
        .filter(|&pit| view::request_for_pit(app.world().resource::<Match>(), pit).is_some())
        .collect()
}

fn shades(app: &mut App) -> Vec<(u8, PitShade)> {
    let mut pits = app.world_mut().query::<(&PitButton, &PitShade)>();
    let mut shades: Vec<(u8, PitShade)> = pits.iter(app.world()).map(|(p, s)| (p.0, *s)).collect();
    shades.sort_by_key(|&(pit, _)| pit);
    shades
}

/// The pits whose shade is `which`, in order.
fn shaded(app: &mut App, which: impl Fn(PitShade) -> bool) -> Vec<u8> {
    shades(app)
        .into_iter()
        .filter(|&(_, shade)| which(shade))
        .map(|(pit, _)| pit)
        .collect()
}

fn breathing(app: &mut App) -> Vec<u8> {
    shaded(app, PitShade::breathes)
}

#[test]
fn only_the_pits_the_human_may_choose_breathe() {
    let mut app = settled_against_the_computer();
    // Player 1's turn: the pits they may sow from breathe, and no other.
    assert!(choosable(&app).iter().all(|&pit| pit < 6));
    assert_eq!(breathing(&mut app), choosable(&app));
    app.world_mut().write_message(MoveRequest {
        player: Player::One,
        action: marum_core::rules::Action::Sow(2),
    });
    app.update();
    app.update();
    // While the move plays and while the computer thinks, nothing breathes.
    let mut frames = 0;
    while busy(&app) || choosable(&app).is_empty() {
        assert!(
            shades(&mut app).iter().all(|&(_, shade)| !shade.breathes()),
            "a pit breathes while the human may not move"
        );
        app.update();
        frames += 1;
        assert!(frames < 5000, "the computer never answered");
    }
    assert_eq!(breathing(&mut app), choosable(&app));
}

/// Marked pits (the hint's; the review's better one and the one played before a mistake) are
/// shown while the game stands where they were marked, through any number of frames, and go out
/// once the game moves on: the better one lit, the one played tinted by its class.
#[test]
fn marked_pits_stay_shown_until_the_game_moves_on() {
    let mut app = app([Seat::Human, Seat::Human], Variant::MarumKonbi);
    settle(&mut app);
    let marked = |app: &mut App| -> Vec<(u8, PitShade)> {
        shades(app)
            .into_iter()
            .filter(|&(_, shade)| matches!(shade, PitShade::Lit | PitShade::Played(_)))
            .collect()
    };
    assert_eq!(marked(&mut app), vec![]);
    let position = *app.world().resource::<Match>().game().position();
    app.insert_resource(MarkedPit(Some(PitMarks {
        position,
        lit: 3,
        played: Some((0, Class::Mistake)),
    })));
    // Well past the few seconds any passing cue glows.
    for _ in 0..1000 {
        app.update();
    }
    assert_eq!(
        marked(&mut app),
        vec![(0, PitShade::Played(Class::Mistake)), (3, PitShade::Lit)]
    );
    app.world_mut().write_message(MoveRequest {
        player: Player::One,
        action: Action::Sow(1),
    });
    app.update();
    app.update();
    let after = marked(&mut app);
    assert!(
        !after.contains(&(3, PitShade::Lit))
            && !after
                .iter()
                .any(|(_, shade)| matches!(shade, PitShade::Played(_))),
        "the marks outlive their position: {after:?}"
    );
}

/// Pits pointed at from the timeline are lit while pointed at, whoever is to move, and go out
/// with the pointer.
#[test]
fn pointed_pits_are_lit_while_pointed_at() {
    let mut app = app([Seat::Human, Seat::Human], Variant::Congkak);
    settle(&mut app);
    let lit = |app: &mut App| -> Vec<u8> {
        shades(app)
            .into_iter()
            .filter(|&(_, shade)| shade == PitShade::Lit)
            .map(|(pit, _)| pit)
            .collect()
    };
    assert_eq!(lit(&mut app), Vec::<u8>::new());
    app.insert_resource(PointedPits::of(&[2, 9]));
    app.update();
    assert_eq!(lit(&mut app), vec![2, 9]);
    app.insert_resource(PointedPits::default());
    app.update();
    assert_eq!(lit(&mut app), Vec::<u8>::new());
}

/// Random Congkak decisions from the start until a player may buy back a dead pit.
fn decisions_up_to_a_buy_back() -> Vec<Decision> {
    let mut rng = SmallRng::seed_from_u64(3);
    loop {
        let mut game = Game::new(Variant::Congkak, Options::default(), Player::One).unwrap();
        let mut played = Vec::new();
        while !game.position().is_over() {
            let legal = game.decisions();
            if legal
                .as_slice()
                .iter()
                .any(|d| matches!(d.action, Action::Buy(_)))
            {
                return played;
            }
            let pick = legal.as_slice()[rng.random_range(0..legal.len())];
            game.play(pick).unwrap();
            played.push(pick);
        }
    }
}

/// A dead pit the human may buy back breathes like any other choice, yet stays dark: the player
/// sees which pit the buy-back would open.
#[test]
fn a_dead_pit_the_human_may_buy_back_breathes_and_stays_dark() {
    let mut app = app([Seat::Human; 2], Variant::Congkak);
    let setup = app.world().resource::<Match>().setup;
    app.world_mut()
        .write_message(MatchRequest::Load(setup, decisions_up_to_a_buy_back()));
    settle(&mut app);
    let legal = app.world().resource::<Match>().game().decisions();
    let buyable: Vec<u8> = legal
        .as_slice()
        .iter()
        .filter_map(|d| match d.action {
            Action::Buy(pit) => Some(pit),
            _ => None,
        })
        .collect();
    assert!(!buyable.is_empty());
    assert_eq!(breathing(&mut app), choosable(&app));
    let dark_and_breathing: Vec<u8> = shades(&mut app)
        .into_iter()
        .filter(|&(_, shade)| shade == PitShade::DeadBreathing)
        .map(|(pit, _)| pit)
        .collect();
    assert_eq!(dark_and_breathing, buyable);
}

/// Played move by move, the board darkens every pit the rules core holds dead, and only those,
/// whether or not the human may buy it back now.
#[test]
fn the_board_shows_the_dead_pits_as_the_game_goes() {
    let mut app = app([Seat::Human; 2], Variant::Congkak);
    settle(&mut app);
    for decision in decisions_up_to_a_buy_back() {
        app.world_mut().write_message(MoveRequest::from(decision));
        app.update();
        settle(&mut app);
        let dead = app
            .world()
            .resource::<Match>()
            .game()
            .position()
            .dead_mask();
        for (pit, shade) in shades(&mut app) {
            assert_eq!(
                shade.is_dead(),
                dead & (1 << pit) != 0,
                "pit {pit}: {shade:?}"
            );
        }
        // Each player's rings: one look round their live places, another round their dead pits.
        let mut rings = app
            .world_mut()
            .query::<(&PitRim, &MeshMaterial3d<StandardMaterial>, &ChildOf)>();
        let mut looks: Vec<(Player, bool, AssetId<StandardMaterial>)> = Vec::new();
        for (rim, material, lining) in rings.iter(app.world()) {
            let pit = app.world().get::<PitButton>(lining.parent()).unwrap().0;
            looks.push((rim.0, dead & (1 << pit) != 0, material.0.id()));
        }
        for (player, is_dead, material) in &looks {
            for (other, other_dead, other_material) in &looks {
                if player == other {
                    assert_eq!(is_dead == other_dead, material == other_material);
                }
            }
        }
    }
}

/// The places' accessible names and descriptions (what choosing them would do), in pit order.
fn pit_names(app: &mut App) -> Vec<(String, Option<String>)> {
    let mut pits = app
        .world_mut()
        .query::<(&PitButton, &bevy::a11y::AccessibilityNode)>();
    let mut named: Vec<(u8, String, Option<String>)> = pits
        .iter(app.world())
        .map(|(pit, node)| {
            let label = node.label().unwrap_or_default().to_string();
            (pit.0, label, node.description().map(str::to_string))
        })
        .collect();
    named.sort();
    named.into_iter().map(|(_, l, d)| (l, d)).collect()
}

/// Every pit has an accessible name from the rules core: its number, its seeds, and whether the
/// human may choose it now; a store is named by its owner as the players' panels name them. A
/// pit the human may choose is described by what choosing it would do, unless the player turned
/// that off.
#[test]
fn every_pit_has_an_accessible_name() {
    let mut app = settled_against_the_computer();
    let names = pit_names(&mut app);
    assert_eq!(names.len(), 14);
    assert_eq!(names[2].0, "Pit 2, 5 marums, yours to choose");
    assert_eq!(names[5].0, "Pi, pit 5, 6 marums");
    assert_eq!(names[8].0, "Pit 8, 5 marums");
    assert_eq!(names[12].0, "Your store, 0 marums");
    assert_eq!(names[13].0, "Computer (Beginner)'s store, 0 marums");
    let described: Vec<usize> = (0..14).filter(|&i| names[i].1.is_some()).collect();
    assert_eq!(described, [0, 1, 2, 3, 4], "the human's pits but Pi");
    assert_eq!(
        names[2].1.as_deref(),
        Some("If chosen, it relays once and takes 6 marums by Si\u{2011}kang\u{2011}si.")
    );
    app.world_mut().resource_mut::<Settings>().preview_moves = false;
    app.update();
    assert!(pit_names(&mut app).iter().all(|(_, told)| told.is_none()));
}

/// Sets whether the pointer rests on `pit`.
fn hover(app: &mut App, pit: u8, hovered: bool) {
    let mut pits = app.world_mut().query::<(&PitButton, &mut PitLook)>();
    for (button, mut look) in pits.iter_mut(app.world_mut()) {
        if button.0 == pit {
            look.hovered = hovered;
        }
    }
    app.update();
}

fn spotlit(app: &mut App) -> Vec<u8> {
    shaded(app, |shade| shade == PitShade::Foreseen)
}

/// While the pointer rests on a pit the human may choose, or the keyboard's focus is on it, the
/// pits whose seeds its sowing would take are spotlit, as the rules core plays it out; none once the pointer leaves, on a pit the
/// human may not choose, or while the player wants no previews.
#[test]
fn the_pits_a_sowing_would_take_from_are_spotlit() {
    let mut app = settled_against_the_computer();
    let position = *app.world().resource::<Match>().game().position();
    let en = marum_core::locale::Language::English.locale();
    let takes_from = |pit| {
        let decision = Decision::sow(Player::One, pit);
        marum_core::captions::move_preview(en, &position, decision)
            .unwrap()
            .takes_from
    };
    assert_eq!(spotlit(&mut app), [] as [u8; 0]);
    for pit in 0..5 {
        hover(&mut app, pit, true);
        let mut taken = takes_from(pit);
        taken.sort();
        assert!(!taken.is_empty(), "pit {pit} takes nothing at the start");
        assert_eq!(spotlit(&mut app), taken, "pit {pit}");
        hover(&mut app, pit, false);
        assert_eq!(spotlit(&mut app), [] as [u8; 0], "pit {pit} left");
    }
    hover(&mut app, 8, true);
    assert_eq!(spotlit(&mut app), [] as [u8; 0], "the computer's pit 8");
    hover(&mut app, 8, false);
    // The keyboard's focus singles a pit out as the pointer does: lit, its takings spotlit.
    let focused = place_entity(&mut app, 3);
    let focus = bevy::input_focus::InputFocus::from_entity(focused);
    app.world_mut().insert_resource(focus);
    app.update();
    let mut taken = takes_from(3);
    taken.sort();
    assert_eq!(spotlit(&mut app), taken, "pit 3 focused");
    assert_eq!(shaded(&mut app, |shade| shade == PitShade::Lit), [3]);
    app.world_mut()
        .resource_mut::<bevy::input_focus::InputFocus>()
        .clear();
    app.update();
    assert_eq!(spotlit(&mut app), [] as [u8; 0], "pit 3 left by the focus");
    app.world_mut().resource_mut::<Settings>().preview_moves = false;
    hover(&mut app, 2, true);
    assert_eq!(spotlit(&mut app), [] as [u8; 0], "previews off");
}

/// In Congkak's opening both choose in secret: a pit tells nothing of what it would do, since
/// that turns on the other player's hidden choice.
#[test]
fn a_secret_choice_tells_nothing_ahead() {
    let mut app = app([Seat::Human; 2], Variant::Congkak);
    settle(&mut app);
    let names = pit_names(&mut app);
    assert!(names[0].0.ends_with("yours to choose"), "{:?}", names[0]);
    assert!(names.iter().all(|(_, told)| told.is_none()), "{names:?}");
}

/// A whole tap on `entity` by `pointer`, as picking sends it where it finds the entity under the
/// pointer from the press to the lifting: the press, then the click.
fn press_and_click(app: &mut App, entity: Entity, pointer: PointerId) {
    use bevy::camera::NormalizedRenderTarget;
    use bevy::picking::backend::HitData;
    use bevy::picking::events::{Click, Pointer, Press};
    use bevy::picking::pointer::{Location, PointerButton};
    let location = Location {
        target: NormalizedRenderTarget::None {
            width: 1,
            height: 1,
        },
        position: Vec2::ZERO,
    };
    let hit = HitData::new(entity, 1.0, None, None);
    let press = Press {
        button: PointerButton::Primary,
        hit: hit.clone(),
        count: 1,
    };
    let click = Click {
        button: PointerButton::Primary,
        hit,
        duration: Duration::from_millis(100),
        count: 1,
    };
    app.world_mut()
        .trigger(Pointer::new(pointer, location.clone(), press, entity));
    app.world_mut()
        .trigger(Pointer::new(pointer, location, click, entity));
}

/// Where a finger or the mouse meets the window in these tests: the wood or the cloth, where
/// nothing is picked but the window itself.
const ON_THE_TABLE: Vec2 = Vec2::new(400.0, 300.0);

/// A mouse that comes onto the window and is clicked within one frame, through the window
/// system's messages (picking then finds what lies under it), and that frame.
fn quick_mouse_click(app: &mut App, window: Entity) {
    use bevy::input::ButtonState;
    use bevy::input::mouse::MouseButtonInput;
    use bevy::window::{CursorMoved, WindowEvent};
    let moved = CursorMoved {
        window,
        position: ON_THE_TABLE,
        delta: None,
    };
    let button = |state| MouseButtonInput {
        button: MouseButton::Left,
        state,
        window,
    };
    for event in [
        WindowEvent::CursorMoved(moved),
        WindowEvent::MouseButtonInput(button(ButtonState::Pressed)),
        WindowEvent::MouseButtonInput(button(ButtonState::Released)),
    ] {
        app.world_mut().write_message(event);
    }
    app.update();
}

/// A finger on the window, put down or lifted, through the window system's messages as a
/// touch screen sends them (picking then finds what lies under it), and that frame.
fn touch(app: &mut App, window: Entity, phase: TouchPhase) {
    touch_phases(app, window, &[phase]);
}

/// A finger put down and lifted within one frame, and that frame.
fn quick_touch(app: &mut App, window: Entity) {
    touch_phases(app, window, &[TouchPhase::Started, TouchPhase::Ended]);
}

/// A finger's `phases` on the window within one frame, and that frame.
fn touch_phases(app: &mut App, window: Entity, phases: &[TouchPhase]) {
    use bevy::window::WindowEvent;
    for &phase in phases {
        let touch = TouchInput {
            phase,
            position: ON_THE_TABLE,
            window,
            force: None,
            id: 7,
        };
        app.world_mut().write_message(touch);
        app.world_mut()
            .write_message(WindowEvent::TouchInput(touch));
    }
    app.update();
}

/// The board's place `index`: its lining, which the pointer meets.
fn place_entity(app: &mut App, index: u8) -> Entity {
    let mut places = app.world_mut().query::<(Entity, &PitButton)>();
    places
        .iter(app.world())
        .find_map(|(entity, place)| (place.0 == index).then_some(entity))
        .unwrap()
}

/// A tap by `pointer` on each place of the board and the requests it made.
fn requests_from_taps(app: &mut App, pointer: PointerId) -> Vec<(u8, MoveRequest)> {
    let mut places = app.world_mut().query::<(Entity, &PitButton)>();
    let mut places: Vec<(Entity, u8)> = places.iter(app.world()).map(|(e, p)| (e, p.0)).collect();
    places.sort_by_key(|&(_, index)| index);
    let mut cursor = app
        .world()
        .resource::<Messages<MoveRequest>>()
        .get_cursor_current();
    let mut asked = Vec::new();
    for (entity, index) in places {
        press_and_click(app, entity, pointer);
        let messages = app.world().resource::<Messages<MoveRequest>>();
        asked.extend(cursor.read(messages).map(|&request| (index, request)));
    }
    asked
}

/// A tap on a pit asks for it once, by a mouse (on its press) or a finger (on its click), whether
/// or not it may be chosen (the rules then say why not); Pi and Pa, which never start a move,
/// are asked about too, so that the player hears that rule; a tap on a store asks nothing.
#[test]
fn a_tap_on_any_pit_asks_for_it_once() {
    let mut app = settled_against_the_computer();
    let sowing = |pit| MoveRequest {
        player: Player::One,
        action: Action::Sow(pit),
    };
    // Player 1's pits 0 to 4 and Pi (5); the computer's 6 to 10 and Pa (11); the stores 12, 13.
    let expected: Vec<(u8, MoveRequest)> = (0..12).map(|pit| (pit, sowing(pit))).collect();
    for pointer in [PointerId::Mouse, PointerId::Touch(7)] {
        assert_eq!(
            requests_from_taps(&mut app, pointer),
            expected,
            "tapped by {pointer:?}"
        );
    }
}

/// A tap on the table while a move is shown to a person hurries it: on a store, or where the
/// pointer meets nothing but the window (the board's wood, the cloth). At rest, while the board
/// takes no input (paused, a replay) or with no person seated, a tap hurries nothing.
#[test]
fn a_tap_on_the_table_hurries_the_move_being_shown() {
    let hurried = |app: &App| app.world().resource::<Match>().is_hurried();
    let tap = |app: &mut App, entity: Entity| {
        press_and_click(app, entity, PointerId::Mouse);
        app.update();
        hurried(app)
    };
    let mut played = app(
        [Seat::Human, Seat::Computer(Level::Beginner)],
        Variant::MarumKonbi,
    );
    settle(&mut played);
    let window = played.world_mut().spawn(Window::default()).id();
    // Player 1's store in Marum Konbi.
    let store = place_entity(&mut played, 12);
    assert!(!tap(&mut played, window), "nothing is shown to hurry");
    played.world_mut().write_message(MoveRequest {
        player: Player::One,
        action: Action::Sow(0),
    });
    played.update();
    assert!(busy(&played) && !hurried(&played));
    played.insert_resource(view::BoardInput(false));
    assert!(!tap(&mut played, window), "the board takes no input");
    played.insert_resource(view::BoardInput(true));
    assert!(tap(&mut played, store), "a tap on a store");
    // The computer's move, shown to the person, hurried by a tap on the wood.
    until_busy(&mut played, false);
    assert!(!hurried(&played), "at rest nothing is hurried");
    until_busy(&mut played, true);
    assert!(!hurried(&played), "the next move plays at the usual pace");
    let shown = played
        .world()
        .resource::<Match>()
        .game()
        .history()
        .last()
        .unwrap()
        .player;
    assert_eq!(shown, Player::Two, "the computer's move is shown");
    // A finger, as a kiosk's touch screen sends it, on the wood or the cloth: nothing picked
    // there but the window itself.
    touch(&mut played, window, TouchPhase::Started);
    assert!(!hurried(&played), "a finger put down has not tapped yet");
    touch(&mut played, window, TouchPhase::Ended);
    assert!(hurried(&played), "a finger's tap on the wood or the cloth");
    // The person's next move, being shown.
    let next_move = |played: &mut App| {
        for _ in 0..3000 {
            if played.world().resource::<Match>().person_waited_for() == Some(Player::One) {
                break;
            }
            played.update();
        }
        let decision = played
            .world()
            .resource::<Match>()
            .game()
            .decisions()
            .as_slice()[0];
        assert_eq!(decision.player, Player::One, "the person's turn again");
        played.world_mut().write_message(MoveRequest {
            player: decision.player,
            action: decision.action,
        });
        played.update();
        assert!(busy(played) && !hurried(played));
    };
    // The mouse, clicked in the frame it came onto the table: the click would have gone to what
    // it was over the frame before, nothing; the press finds the table.
    next_move(&mut played);
    quick_mouse_click(&mut played, window);
    assert!(
        hurried(&played),
        "a click as the mouse comes onto the table"
    );
    // A finger put down and lifted within one frame: Bevy's own pointer for it is gone before
    // anything beneath it is found; the view plays it again, and it taps the table a frame on.
    next_move(&mut played);
    quick_touch(&mut played, window);
    played.update();
    assert!(!hurried(&played), "put down again, found over the table");
    played.update();
    assert!(
        hurried(&played),
        "a finger lifted in the frame it came down"
    );
    let mut pointers = played.world_mut().query::<&PointerId>();
    assert!(
        pointers.iter(played.world()).all(|id| !id.is_custom()),
        "the pointer that played the touch again is let go"
    );

    let mut watched = app([Seat::Computer(Level::Beginner); 2], Variant::MarumKonbi);
    let window = watched.world_mut().spawn(Window::default()).id();
    until_busy(&mut watched, true);
    assert!(!tap(&mut watched, window), "no person is seated");
}
