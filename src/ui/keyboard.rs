//! The keyboard's focus: Tab and the arrows move it, in a game first through the pits the person
//! to move may choose, then through the buttons in the order they are laid out; Enter or Space
//! presses the button or chooses the pit. The screen reader's focus follows it
//! (`announce::share_keyboard_focus`). Assistive technology (a screen reader's "activate", voice
//! control) clicks what the keyboard could reach, as Enter there would.

use super::UiAction;
use super::text_entry::typing;
use super::widgets::{OnScreen, UiPressed};
use crate::audio::{Sound, SoundCue};
use crate::rules_plugin::MoveRequest;
use crate::schedule::GameSystems;
use crate::view::{ChoosablePits, PitButton, screen_reader_listens};
use bevy::a11y::{AccessibilityNode, ActionRequest};
use bevy::ecs::system::SystemParam;
use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput, NativeKey};
use bevy::prelude::*;
use bevy::ui::{ComputedStackIndex, InteractionDisabled};

/// The button or pit the keyboard's focus is on.
#[derive(Resource, Default)]
pub struct Focus(pub Option<Entity>);

/// A button the keyboard may focus: whether it is shown and laid out, and where it is stacked.
type Focusable<'a> = (
    Entity,
    &'a UiAction,
    &'a InheritedVisibility,
    &'a ComputedNode,
    &'a ComputedStackIndex,
);

/// What the keyboard's focus may be on, with what Enter does there: press a button, choose a pit.
#[derive(Clone, Copy)]
enum FocusTarget {
    Button(UiAction),
    Pit(MoveRequest),
}

/// What the keyboard may focus, on screen and within reach: the pits a person may choose now, in
/// their rows' order, then the buttons in the order they are laid out (the interface's stacking
/// order, which follows each layer's boxes in order). In the order the buttons were made (their
/// entities' indices, which Bevy reuses), Tab on the pause card went to Restart before Resume; a
/// button laid out to nothing (a game's replay buttons are `Display::None`) took the focus unseen.
#[derive(SystemParam)]
pub(super) struct Focusables<'w, 's> {
    buttons: Query<'w, 's, Focusable<'static>, Without<InteractionDisabled>>,
    pits: Query<'w, 's, (Entity, &'static PitButton, &'static InheritedVisibility)>,
    choosable: ChoosablePits<'w>,
    on_screen: OnScreen<'w, 's>,
}

impl Focusables<'_, '_> {
    fn in_order(&self) -> Vec<(Entity, FocusTarget)> {
        let pits = self
            .pits
            .iter()
            .filter_map(|(pit, &PitButton(index), visible)| {
                let request = self.choosable.request(index)?;
                let shown = self.on_screen.shows(pit, visible, None);
                shown.then_some((
                    (0, u32::from(index), pit.index()),
                    pit,
                    FocusTarget::Pit(request),
                ))
            });
        let buttons = self
            .buttons
            .iter()
            .filter(|&(button, _, visible, laid_out, _)| {
                self.on_screen.shows(button, visible, Some(laid_out))
            })
            .map(|(button, action, _, _, stacked)| {
                (
                    (1, stacked.0, button.index()),
                    button,
                    FocusTarget::Button(*action),
                )
            });
        let mut order: Vec<_> = pits.chain(buttons).collect();
        order.sort_by_key(|&(key, ..)| key);
        order
            .into_iter()
            .map(|(_, entity, press)| (entity, press))
            .collect()
    }
}

/// The keys that move the focus on, and back.
const FORWARD: [KeyCode; 3] = [KeyCode::ArrowDown, KeyCode::ArrowRight, KeyCode::Tab];
const BACKWARD: [KeyCode; 2] = [KeyCode::ArrowUp, KeyCode::ArrowLeft];

/// Arrows and Tab move the focus through what the keyboard may focus ([`Focusables`]), and go on
/// moving it as the system repeats them while held; Enter presses a button or chooses a pit, as
/// a click does.
pub(super) fn keyboard_focus(
    keys: Res<ButtonInput<KeyCode>>,
    mut typed: MessageReader<KeyboardInput>,
    mut focus: ResMut<Focus>,
    focusables: Focusables,
    mut pressed: MessageWriter<UiPressed>,
    mut moves: MessageWriter<MoveRequest>,
    mut cues: MessageWriter<SoundCue>,
) {
    let mut forward = keys.any_just_pressed(FORWARD);
    let mut backward = keys.any_just_pressed(BACKWARD);
    // Bevy's held keys count a key once; its repeats come only as keyboard input.
    for key in typed
        .read()
        .filter(|key| key.repeat && key.state.is_pressed())
    {
        forward |= FORWARD.contains(&key.key_code);
        backward |= BACKWARD.contains(&key.key_code);
    }
    // Nothing focused and no key to move it: nothing to do, frame after frame for a player who
    // never touches the keyboard.
    if focus.0.is_none() && !forward && !backward {
        return;
    }
    let order = focusables.in_order();
    let at = focus
        .0
        .and_then(|f| order.iter().position(|(e, _)| *e == f));
    if !order.is_empty() && (forward || backward) {
        let next = match (at, forward) {
            (None, true) => 0,
            (None, false) => order.len() - 1,
            (Some(i), true) => (i + 1) % order.len(),
            (Some(i), false) => (i + order.len() - 1) % order.len(),
        };
        focus.0 = Some(order[next].0);
    } else if at.is_none() {
        focus.0 = None;
    }
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space])
        && let Some(i) = at
    {
        activate(order[i].1, &mut pressed, &mut moves, &mut cues);
    }
}

/// A key pressed or let go (`repeat`: pressed again by the system's repeat while held), as a
/// keyboard's window gives it to Bevy, for input that stands in for a keyboard (a gamepad, the
/// kiosk's monkey). The keys that end typing a name (Enter, Escape) and move about are named;
/// letters are not, so that such input types nothing into a name.
pub fn key_input(
    key_code: KeyCode,
    state: ButtonState,
    repeat: bool,
    window: Entity,
) -> KeyboardInput {
    let logical_key = match key_code {
        KeyCode::ArrowUp => Key::ArrowUp,
        KeyCode::ArrowDown => Key::ArrowDown,
        KeyCode::ArrowLeft => Key::ArrowLeft,
        KeyCode::ArrowRight => Key::ArrowRight,
        KeyCode::Enter => Key::Enter,
        KeyCode::Escape => Key::Escape,
        KeyCode::PageUp => Key::PageUp,
        KeyCode::PageDown => Key::PageDown,
        _ => Key::Unidentified(NativeKey::Unidentified),
    };
    KeyboardInput {
        key_code,
        logical_key,
        state,
        text: None,
        repeat,
        window,
    }
}

/// Presses the button or chooses the pit.
fn activate(
    target: FocusTarget,
    pressed: &mut MessageWriter<UiPressed>,
    moves: &mut MessageWriter<MoveRequest>,
    cues: &mut MessageWriter<SoundCue>,
) {
    match target {
        FocusTarget::Button(action) => {
            pressed.write(UiPressed(action));
            cues.write(SoundCue::plain(Sound::UiClick));
        }
        // The sowing sounds for itself.
        FocusTarget::Pit(request) => {
            moves.write(request);
        }
    }
}

/// Assistive technology's click (AT-SPI's `DoAction`, which Orca's "activate" and voice control
/// send) does what Enter does with the keyboard's focus there, and the focus moves there: only a
/// button the keyboard could reach answers, so that nothing faded or covered is pressed. A place
/// answers as a click on it does, so that a pit out of turn is told why. Its focus request
/// (`GrabFocus`) moves the keyboard's focus where the keyboard could reach.
fn assistive_actions(
    mut requests: MessageReader<ActionRequest>,
    focusables: Focusables,
    mut focus: ResMut<Focus>,
    mut pressed: MessageWriter<UiPressed>,
    mut moves: MessageWriter<MoveRequest>,
    mut cues: MessageWriter<SoundCue>,
) {
    let asked: Vec<(bool, Entity)> = requests
        .read()
        .filter(|request| ASSISTED.contains(&request.action))
        .filter_map(|request| {
            let clicked = request.action == accesskit::Action::Click;
            Some((clicked, Entity::try_from_bits(request.target_node.0)?))
        })
        .collect();
    if asked.is_empty() {
        return;
    }
    let order = focusables.in_order();
    for (clicked, entity) in asked {
        let reached = order.iter().find(|(e, _)| *e == entity);
        if reached.is_some() {
            focus.0 = Some(entity);
        }
        if !clicked {
            continue;
        }
        // A place answers as a click on it does: out of turn, the rules say why.
        let target = match focusables.pits.get(entity) {
            Ok((_, pit, _)) => focusables.choosable.choice(pit.0).map(FocusTarget::Pit),
            Err(_) => reached.map(|&(_, target)| target),
        };
        if let Some(target) = target {
            activate(target, &mut pressed, &mut moves, &mut cues);
        }
    }
}

/// What assistive technology may ask of a button or a place.
const ASSISTED: [accesskit::Action; 2] = [accesskit::Action::Click, accesskit::Action::Focus];

/// What assistive technology may click and focus: the buttons and the places.
type Clickable = Or<(With<UiAction>, With<PitButton>)>;

/// Offers assistive technology a click and the focus on every button and place (AT-SPI's Action
/// interface and `GrabFocus`), which [`assistive_actions`] answers, and tells it which buttons
/// have nothing to do now (drawn faded, "unavailable" to a screen reader). Run only while
/// assistive technology has asked for the accessibility tree, as the places' outlines are.
fn offer_actions(mut nodes: Query<(&mut AccessibilityNode, Has<InteractionDisabled>), Clickable>) {
    for (mut node, off) in &mut nodes {
        for action in ASSISTED {
            if !node.supports_action(action) {
                node.add_action(action);
            }
        }
        if node.is_disabled() != off {
            if off {
                node.set_disabled();
            } else {
                node.clear_disabled();
            }
        }
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Focus>()
        .add_message::<ActionRequest>()
        .add_systems(
            Update,
            (
                keyboard_focus.run_if(not(typing)),
                assistive_actions.after(keyboard_focus),
            )
                .in_set(GameSystems::Input),
        )
        .add_systems(
            Update,
            offer_actions
                .run_if(screen_reader_listens)
                .in_set(GameSystems::Interface),
        );
}

/// An app with the rules, a keyboard's focus and presses, and no systems yet.
#[cfg(test)]
pub(super) fn keyboard_app() -> App {
    let mut app = crate::headless::app();
    app.init_resource::<Focus>()
        .init_resource::<crate::view::BoardInput>()
        .init_resource::<ButtonInput<KeyCode>>()
        .add_message::<KeyboardInput>()
        .init_resource::<ButtonInput<MouseButton>>()
        .init_resource::<bevy::input::touch::Touches>()
        .add_message::<ActionRequest>()
        .add_message::<UiPressed>()
        .add_message::<SoundCue>();
    app
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::widgets::{button, on_screen, scrim};

    /// A keyboard's test app moving the focus, with a Hint button on screen.
    fn focus_app() -> (App, Entity) {
        let mut app = keyboard_app();
        app.add_systems(Update, keyboard_focus);
        let hint = (button("button-hint", UiAction::Hint), on_screen());
        let hint = app.world_mut().spawn(hint).id();
        (app, hint)
    }

    /// Where the keyboard's focus is after `key` alone is pressed for a frame.
    fn focus_after(app: &mut App, key: KeyCode) -> Option<Entity> {
        let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        keys.reset_all();
        keys.press(key);
        app.update();
        app.world().resource::<Focus>().0
    }

    /// An arrow held moves the focus once as it goes down, and again with each of the system's
    /// repeats: Bevy counts a held key once, so a long page of settings took a press per button.
    #[test]
    fn a_held_arrow_moves_the_focus_as_it_repeats() {
        let (mut app, hint) = focus_app();
        let undo = (button("button-undo", UiAction::Undo), on_screen());
        let undo = app.world_mut().spawn(undo).id();
        assert_eq!(focus_after(&mut app, KeyCode::ArrowDown), Some(hint));
        let held = |app: &mut App, repeat: bool| {
            app.world_mut()
                .resource_mut::<ButtonInput<KeyCode>>()
                .clear();
            if repeat {
                let down = ButtonState::Pressed;
                let again = key_input(KeyCode::ArrowDown, down, true, Entity::PLACEHOLDER);
                app.world_mut().write_message(again);
            }
            app.update();
            app.world().resource::<Focus>().0
        };
        assert_eq!(held(&mut app, false), Some(hint), "held, not yet repeating");
        assert_eq!(held(&mut app, true), Some(undo), "repeated");
        assert_eq!(held(&mut app, true), Some(hint), "repeated again");
    }

    /// While a covering layer (the pause card's) is shown, the keyboard's focus moves only
    /// through the buttons on it, in the order they are laid out (not the order they were made),
    /// and leaves a button beneath it; without one, through all; never to a button laid out to
    /// nothing.
    #[test]
    fn the_keyboard_keeps_to_a_covering_layer_in_its_order() {
        let (mut app, hint) = focus_app();
        let covering = (scrim(), InheritedVisibility::HIDDEN);
        let covering = app.world_mut().spawn(covering).id();
        // Made in one order, laid out (stacked, as Bevy's layout numbers them) in the other; and
        // first of all one laid out to nothing.
        let settings = UiAction::Goto(super::super::Screen::Settings);
        let none = (
            button("button-next-move", UiAction::ReplayStep(1)),
            ChildOf(covering),
        );
        app.world_mut().spawn((none, InheritedVisibility::VISIBLE));
        let [settings, resume] = [(settings, 2), (UiAction::Unpause, 1)].map(|(action, place)| {
            let laid_out = ComputedStackIndex(place);
            let on_it = (button("button-resume", action), laid_out, on_screen());
            app.world_mut().spawn((on_it, ChildOf(covering))).id()
        });
        let tab = |app: &mut App| focus_after(app, KeyCode::Tab);
        // Without the layer shown, Tab goes to the first button laid out, beneath it.
        assert_eq!(tab(&mut app), Some(hint));
        *app.world_mut()
            .get_mut::<InheritedVisibility>(covering)
            .unwrap() = InheritedVisibility::VISIBLE;
        app.world_mut()
            .resource_mut::<ButtonInput<KeyCode>>()
            .reset_all();
        app.update();
        assert_eq!(
            app.world().resource::<Focus>().0,
            None,
            "left beneath the layer"
        );
        let focused: Vec<_> = (0..3).map(|_| tab(&mut app)).collect();
        assert_eq!(focused, [Some(resume), Some(settings), Some(resume)]);
    }

    /// In a game, Tab reaches the pits the person to move may choose, in their row's order, before
    /// the buttons: not Pi, which is never chosen, nor the other row. Enter on a pit chooses it
    /// as a click does; while the sowing is shown no pit is reached, and then the other player's
    /// are. A keyboard reached only the buttons, and choosing took keys 1 to 7.
    #[test]
    fn the_keyboard_reaches_the_pits_to_choose_and_enter_chooses_one() {
        use crate::rules_plugin::{Match, MatchRequest, MatchSetup, Seat};
        use marum_core::rules::{Action, Player, Variant};
        let (mut app, hint) = focus_app();
        let pits: Vec<Entity> = (0..12u8)
            .map(|pit| {
                let place = (PitButton(pit), InheritedVisibility::VISIBLE);
                app.world_mut().spawn(place).id()
            })
            .collect();
        let setup = MatchSetup::standard(Variant::MarumKonbi, [Seat::Human; 2]);
        app.world_mut().write_message(MatchRequest::New(setup));
        app.update();
        let focused: Vec<_> = (0..7)
            .map(|_| focus_after(&mut app, KeyCode::Tab))
            .collect();
        let row = [0, 1, 2, 3, 4].map(|pit| Some(pits[pit]));
        assert_eq!(focused[..5], row, "player 1's pits but Pi, in order");
        assert_eq!(focused[5..], [Some(hint), Some(pits[0])]);
        focus_after(&mut app, KeyCode::Tab);
        focus_after(&mut app, KeyCode::Tab);
        focus_after(&mut app, KeyCode::Enter);
        let history = app.world().resource::<Match>().game().history().to_vec();
        assert_eq!(history.len(), 1, "Enter chose nothing");
        assert_eq!(history[0].action, Action::Sow(2));
        assert_eq!(
            focus_after(&mut app, KeyCode::Tab),
            Some(hint),
            "a sowing shown"
        );
        crate::headless::update_until(&mut app, "the sowing ends", |world| {
            !world.resource::<Match>().is_busy()
        });
        let mover = app
            .world()
            .resource::<Match>()
            .game()
            .position()
            .awaiting_mask();
        assert_eq!(mover, Player::Two.bit());
        let next = focus_after(&mut app, KeyCode::Tab);
        let theirs = pits[6..11].iter().map(|&pit| Some(pit)).collect::<Vec<_>>();
        assert!(theirs.contains(&next), "player 2's pits come next");
    }

    /// Assistive technology's focus request moves the keyboard's focus; its click does what
    /// Enter does there, and the focus moves there: it presses a button the keyboard could reach
    /// and chooses a pit the person to move may choose; a faded button does not answer, and a pit
    /// out of turn is refused with why, as a click on it is. Every button and place offers both,
    /// and a faded button is unavailable to a screen reader.
    #[test]
    fn assistive_technology_clicks_what_enter_would_press() {
        use crate::rules_plugin::{Match, MatchRequest, MatchSetup, Refused, Seat};
        use bevy::ecs::message::MessageCursor;
        use marum_core::rules::{Action, Variant};
        let (mut app, hint) = focus_app();
        app.add_systems(Update, (assistive_actions, offer_actions));
        let node = || AccessibilityNode::from(accesskit::Node::new(accesskit::Role::Button));
        app.world_mut().entity_mut(hint).insert(node());
        let pits: Vec<Entity> = (0..12u8)
            .map(|pit| {
                let place = (PitButton(pit), InheritedVisibility::VISIBLE, node());
                app.world_mut().spawn(place).id()
            })
            .collect();
        let setup = MatchSetup::standard(Variant::MarumKonbi, [Seat::Human; 2]);
        app.world_mut().write_message(MatchRequest::New(setup));
        app.update();
        let mut presses = MessageCursor::<UiPressed>::default();
        presses.clear(app.world().resource::<Messages<UiPressed>>());
        let mut refusals = MessageCursor::<Refused>::default();
        refusals.clear(app.world().resource::<Messages<Refused>>());
        // Each request: the buttons pressed, the refusals and the decisions made.
        let mut ask = |app: &mut App, action, on: Entity| {
            let request = accesskit::ActionRequest {
                action,
                target_tree: accesskit::TreeId::ROOT,
                target_node: accesskit::NodeId(on.to_bits()),
                data: None,
            };
            let made = app.world().resource::<Match>().game().history().len();
            app.world_mut().write_message(ActionRequest(request));
            app.update();
            let world = app.world();
            let pressed = presses.read(world.resource::<Messages<UiPressed>>());
            let pressed: Vec<UiAction> = pressed.map(|p| p.0).collect();
            let refused = refusals.read(world.resource::<Messages<Refused>>()).count();
            let history = world.resource::<Match>().game().history();
            let played: Vec<Action> = history[made..].iter().map(|d| d.action).collect();
            (pressed, refused, played)
        };
        let offers = |app: &mut App, on: Entity| {
            let node = app.world().get::<AccessibilityNode>(on).unwrap();
            let offered = ASSISTED.map(|action| node.supports_action(action));
            (offered == [true; 2], node.is_disabled())
        };
        let focus = |app: &App| app.world().resource::<Focus>().0;
        let nothing = (vec![], 0, vec![]);
        assert_eq!(ask(&mut app, accesskit::Action::Focus, pits[3]), nothing);
        assert_eq!(focus(&app), Some(pits[3]), "focused, not chosen");
        let mut click = |app: &mut App, on| ask(app, accesskit::Action::Click, on);
        assert_eq!(click(&mut app, hint), (vec![UiAction::Hint], 0, vec![]));
        assert_eq!(focus(&app), Some(hint));
        assert_eq!(offers(&mut app, hint), (true, false));
        app.world_mut().entity_mut(hint).insert(InteractionDisabled);
        assert_eq!(click(&mut app, hint), nothing, "a faded button");
        assert_eq!(offers(&mut app, hint), (true, true));
        assert_eq!(click(&mut app, pits[8]), (vec![], 1, vec![]), "out of turn");
        assert_ne!(focus(&app), Some(pits[8]));
        assert_eq!(click(&mut app, pits[2]), (vec![], 0, vec![Action::Sow(2)]));
        assert_eq!(focus(&app), Some(pits[2]));
        assert_eq!(offers(&mut app, pits[8]), (true, false));
    }
}
