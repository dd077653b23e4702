//! Gamepads, and the arcade buttons an exhibition wires up as one, play as a keyboard of a few
//! keys: each button, or the left stick pushed, presses the key it stands for, as a keyboard
//! would. Everything the keyboard does (the focus through the pits and buttons, Enter, going back
//! and pausing, the hint, a replay's steps, a long page's scrolling, a kiosk visitor's arrival)
//! a gamepad then does too, through the same code.

use super::keyboard::key_input;
use bevy::input::ButtonState;
use bevy::input::gamepad::{Gamepad, GamepadButton, gamepad_event_processing_system};
use bevy::input::keyboard::{KeyboardInput, keyboard_input_system};
use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

/// The keys a gamepad has, and the buttons that press them (named by their place, as Bevy names
/// them: South is A on an Xbox pad and × on a PlayStation's). The first four are the arrows,
/// which the left stick presses too.
const KEYS: [(KeyCode, &[GamepadButton]); 10] = [
    (KeyCode::ArrowUp, &[GamepadButton::DPadUp]),
    (KeyCode::ArrowDown, &[GamepadButton::DPadDown]),
    (KeyCode::ArrowLeft, &[GamepadButton::DPadLeft]),
    (KeyCode::ArrowRight, &[GamepadButton::DPadRight]),
    (KeyCode::Enter, &[GamepadButton::South]),
    // Back, or pause in a game; Start pauses as a game's Start does.
    (
        KeyCode::Escape,
        &[GamepadButton::East, GamepadButton::Start],
    ),
    (KeyCode::KeyH, &[GamepadButton::North]),
    // The shoulder buttons step a replay back and on, and scroll a long page.
    (KeyCode::PageUp, &[GamepadButton::LeftTrigger]),
    (KeyCode::PageDown, &[GamepadButton::RightTrigger]),
    (KeyCode::KeyM, &[GamepadButton::Select]),
];

/// How far the left stick must be pushed to press an arrow, and how far back it must come to
/// let go of it: apart, so that a stick resting near the line does not flicker.
const STICK_PUSHED: f32 = 0.6;
const STICK_LET_GO: f32 = 0.35;

/// The arrow (its place in [`KEYS`]) the left stick presses: the way it is pushed furthest, if
/// far enough, or still the arrow it was pressing while not yet back past the letting-go line.
fn stick_arrow(stick: Vec2, was: Option<usize>) -> Option<usize> {
    let (arrow, push) = if stick.y.abs() >= stick.x.abs() {
        (if stick.y > 0.0 { 0 } else { 1 }, stick.y.abs())
    } else {
        (if stick.x < 0.0 { 2 } else { 3 }, stick.x.abs())
    };
    let held = was == Some(arrow) && push > STICK_LET_GO;
    (push >= STICK_PUSHED || held).then_some(arrow)
}

/// The keys a gamepad held last frame (bits by their place in [`KEYS`]), the stick's arrow, and
/// the seconds until the arrows held repeat.
#[derive(Default, Clone, Copy)]
struct PadHeld {
    keys: u16,
    stick: Option<usize>,
    repeat_in: f32,
}

/// The arrows' bits among [`KEYS`].
const ARROWS: u16 = 0b1111;

/// An arrow held this long repeats, and then this often, as a keyboard's key held does: a long
/// page of settings is crossed by holding the D-pad down.
const REPEAT_AFTER: f32 = 0.45;
const REPEAT_EVERY: f32 = 0.15;

/// Presses and lets go of each gamepad's keys as its buttons and stick change, as keyboard input
/// (before Bevy reads the keyboard, so that they count in the same frame), and repeats the arrows
/// held. A gamepad unplugged lets go of whatever it held. On the real clock, so that the pause
/// card's buttons are crossed alike.
fn press_keys(
    gamepads: Query<(Entity, &Gamepad)>,
    window: Query<Entity, With<PrimaryWindow>>,
    time: Res<Time<Real>>,
    mut held: Local<HashMap<Entity, PadHeld>>,
    mut input: MessageWriter<KeyboardInput>,
) {
    let window = window.single().unwrap_or(Entity::PLACEHOLDER);
    // Keyboard input for each key among `keys` (bits by their place in `KEYS`).
    let mut write = |keys: u16, state: ButtonState, repeat: bool| {
        for (place, &(key_code, _)) in KEYS.iter().enumerate() {
            if keys & 1 << place != 0 {
                input.write(key_input(key_code, state, repeat, window));
            }
        }
    };
    held.retain(|gamepad, was| {
        let connected = gamepads.contains(*gamepad);
        if !connected {
            write(was.keys, ButtonState::Released, false);
        }
        connected
    });
    for (entity, gamepad) in &gamepads {
        let was = held.entry(entity).or_default();
        let stick = stick_arrow(gamepad.left_stick(), was.stick);
        let keys = KEYS
            .iter()
            .enumerate()
            .filter(|&(place, (_, buttons))| {
                stick == Some(place) || gamepad.any_pressed(buttons.iter().copied())
            })
            .fold(0, |keys, (place, _)| keys | 1 << place);
        write(was.keys & !keys, ButtonState::Released, false);
        write(keys & !was.keys, ButtonState::Pressed, false);
        let arrows = keys & ARROWS;
        let mut repeat_in = if arrows == 0 || arrows != was.keys & ARROWS {
            REPEAT_AFTER
        } else {
            was.repeat_in - time.delta_secs()
        };
        if repeat_in <= 0.0 {
            write(arrows, ButtonState::Pressed, true);
            repeat_in += REPEAT_EVERY;
        }
        *was = PadHeld {
            keys,
            stick,
            repeat_in,
        };
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        press_keys
            .after(gamepad_event_processing_system)
            .before(keyboard_input_system),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::input::InputPlugin;
    use bevy::input::gamepad::{
        GamepadAxis, GamepadConnection, GamepadConnectionEvent, RawGamepadAxisChangedEvent,
        RawGamepadButtonChangedEvent, RawGamepadEvent,
    };

    /// Plugs a gamepad in, as the gamepad library tells of one.
    fn plug_in(app: &mut App) -> Entity {
        let gamepad = app.world_mut().spawn_empty().id();
        let connected = GamepadConnection::Connected {
            name: "pad".into(),
            vendor_id: None,
            product_id: None,
        };
        app.world_mut()
            .write_message(GamepadConnectionEvent::new(gamepad, connected));
        app.update();
        gamepad
    }

    /// The keyboard input the gamepad gave, as the game hears it.
    #[derive(Resource, Default)]
    struct Heard(Vec<KeyboardInput>);

    fn hear(mut input: MessageReader<KeyboardInput>, mut heard: ResMut<Heard>) {
        heard.0.extend(input.read().cloned());
    }

    /// Takes what was heard since last asked.
    fn heard(app: &mut App) -> Vec<KeyboardInput> {
        std::mem::take(&mut app.world_mut().resource_mut::<Heard>().0)
    }

    /// An app reading input as a window's does, with one gamepad plugged in.
    fn gamepad_app() -> (App, Entity) {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, InputPlugin, plugin))
            .init_resource::<Heard>()
            .add_systems(Update, hear);
        let gamepad = plug_in(&mut app);
        (app, gamepad)
    }

    /// The keys pressed and held after a frame with these changes to the gamepad.
    fn frame(app: &mut App, changes: &[RawGamepadEvent]) -> (Vec<KeyCode>, Vec<KeyCode>) {
        for change in changes {
            app.world_mut().write_message(change.clone());
        }
        app.update();
        let keys = app.world().resource::<ButtonInput<KeyCode>>();
        let mut pressed: Vec<_> = keys.get_just_pressed().copied().collect();
        let mut held: Vec<_> = keys.get_pressed().copied().collect();
        pressed.sort();
        held.sort();
        (pressed, held)
    }

    fn button(gamepad: Entity, button: GamepadButton, value: f32) -> RawGamepadEvent {
        RawGamepadEvent::Button(RawGamepadButtonChangedEvent::new(gamepad, button, value))
    }

    fn stick(gamepad: Entity, axis: GamepadAxis, value: f32) -> RawGamepadEvent {
        RawGamepadEvent::Axis(RawGamepadAxisChangedEvent::new(gamepad, axis, value))
    }

    /// Each button presses its key as it goes down, in that frame, holds it while held and lets
    /// go as it comes up; two buttons for one key press it once.
    #[test]
    fn a_gamepads_buttons_press_the_keys_they_stand_for() {
        let (mut app, pad) = gamepad_app();
        use GamepadButton::{DPadDown, East, North, South, Start};
        use KeyCode::{ArrowDown, Enter, Escape, KeyH};
        assert_eq!(
            frame(&mut app, &[button(pad, South, 1.0)]),
            (vec![Enter], vec![Enter])
        );
        assert_eq!(frame(&mut app, &[]), (vec![], vec![Enter]), "held");
        assert_eq!(
            frame(&mut app, &[button(pad, South, 0.0)]),
            (vec![], vec![])
        );
        let both = [button(pad, East, 1.0), button(pad, Start, 1.0)];
        assert_eq!(frame(&mut app, &both), (vec![Escape], vec![Escape]));
        assert_eq!(
            frame(&mut app, &[button(pad, East, 0.0)]),
            (vec![], vec![Escape])
        );
        assert_eq!(
            frame(&mut app, &[button(pad, Start, 0.0)]),
            (vec![], vec![])
        );
        let two = [button(pad, DPadDown, 1.0), button(pad, North, 1.0)];
        assert_eq!(
            frame(&mut app, &two),
            (vec![KeyH, ArrowDown], vec![KeyH, ArrowDown])
        );
    }

    /// The left stick presses the arrow it is pushed furthest towards, once, and lets go only once
    /// it comes back near the middle.
    #[test]
    fn the_left_stick_presses_the_arrows() {
        let (mut app, pad) = gamepad_app();
        use GamepadAxis::{LeftStickX, LeftStickY};
        use KeyCode::{ArrowLeft, ArrowUp};
        let pushed = frame(&mut app, &[stick(pad, LeftStickY, 0.9)]);
        assert_eq!(pushed, (vec![ArrowUp], vec![ArrowUp]));
        let easing = frame(&mut app, &[stick(pad, LeftStickY, 0.5)]);
        assert_eq!(easing, (vec![], vec![ArrowUp]), "not yet back");
        let back = frame(&mut app, &[stick(pad, LeftStickY, 0.1)]);
        assert_eq!(back, (vec![], vec![]));
        let half = frame(&mut app, &[stick(pad, LeftStickX, -0.5)]);
        assert_eq!(half, (vec![], vec![]), "not far enough");
        let left = frame(&mut app, &[stick(pad, LeftStickX, -0.8)]);
        assert_eq!(left, (vec![ArrowLeft], vec![ArrowLeft]));
        let round = [stick(pad, LeftStickX, -0.3), stick(pad, LeftStickY, 0.9)];
        assert_eq!(frame(&mut app, &round), (vec![ArrowUp], vec![ArrowUp]));
    }

    /// An arrow held repeats after a moment and then steadily, as a keyboard's key does, until
    /// it is let go; the other keys do not repeat.
    #[test]
    fn a_held_arrow_repeats() {
        use bevy::time::TimeUpdateStrategy;
        use std::time::Duration;
        let (mut app, pad) = gamepad_app();
        let step = Duration::from_millis(50);
        app.insert_resource(TimeUpdateStrategy::ManualDuration(step));
        let repeats_over = |app: &mut App, seconds: f32| {
            for _ in 0..(seconds / step.as_secs_f32()).round() as usize {
                frame(app, &[]);
            }
            let repeated = heard(app).into_iter().filter(|key| key.repeat);
            repeated.map(|key| key.key_code).collect::<Vec<_>>()
        };
        let down = [
            button(pad, GamepadButton::DPadDown, 1.0),
            button(pad, GamepadButton::South, 1.0),
        ];
        frame(&mut app, &down);
        assert_eq!(repeats_over(&mut app, 0.4), [], "not at once");
        // From 0.45 s to 2 s held, every 0.15 s: 11 repeats.
        assert_eq!(repeats_over(&mut app, 1.6), [KeyCode::ArrowDown; 11]);
        frame(&mut app, &[button(pad, GamepadButton::DPadDown, 0.0)]);
        assert_eq!(repeats_over(&mut app, 1.0), [], "let go");
    }

    /// A gamepad unplugged with a button down lets go of its key, so nothing stays pressed.
    #[test]
    fn an_unplugged_gamepad_lets_go_of_its_keys() {
        let (mut app, pad) = gamepad_app();
        let down = frame(&mut app, &[button(pad, GamepadButton::South, 1.0)]);
        assert_eq!(down.1, vec![KeyCode::Enter]);
        app.world_mut().write_message(GamepadConnectionEvent::new(
            pad,
            GamepadConnection::Disconnected,
        ));
        app.update();
        assert_eq!(frame(&mut app, &[]), (vec![], vec![]));
    }

    /// A and B end typing a name as Enter and Escape do, and move about as the arrows do; the
    /// hint's button types no letter into a name.
    #[test]
    fn a_gamepads_keys_are_named_as_a_keyboards() {
        use bevy::input::keyboard::Key;
        let (mut app, pad) = gamepad_app();
        use GamepadButton::{DPadUp, East, North, South};
        for pressed in [South, East, DPadUp, North] {
            frame(&mut app, &[button(pad, pressed, 1.0)]);
            frame(&mut app, &[button(pad, pressed, 0.0)]);
        }
        let pressed = heard(&mut app)
            .into_iter()
            .filter(|key| key.state.is_pressed());
        let named: Vec<Key> = pressed.map(|key| key.logical_key).collect();
        assert_eq!(named[..3], [Key::Enter, Key::Escape, Key::ArrowUp]);
        assert!(matches!(named[3], Key::Unidentified(_)), "{named:?}");
    }

    /// In a game the D-pad moves the keyboard's focus through the pits to choose and A chooses
    /// the pit reached, as the arrows and Enter do.
    #[test]
    fn a_gamepad_chooses_a_pit() {
        use super::super::keyboard::{keyboard_app, keyboard_focus};
        use crate::rules_plugin::{Match, MatchRequest, MatchSetup, Seat};
        use crate::view::PitButton;
        use marum_core::rules::{Action, Variant};
        let mut app = keyboard_app();
        app.add_plugins((InputPlugin, plugin))
            .add_systems(Update, keyboard_focus);
        for pit in 0..12u8 {
            app.world_mut()
                .spawn((PitButton(pit), InheritedVisibility::VISIBLE));
        }
        let setup = MatchSetup::standard(Variant::MarumKonbi, [Seat::Human; 2]);
        app.world_mut().write_message(MatchRequest::New(setup));
        let pad = plug_in(&mut app);
        use GamepadButton::{DPadRight, South};
        for pressed in [DPadRight, DPadRight, DPadRight, South] {
            frame(&mut app, &[button(pad, pressed, 1.0)]);
            frame(&mut app, &[button(pad, pressed, 0.0)]);
        }
        let history = app.world().resource::<Match>().game().history().to_vec();
        assert_eq!(history.len(), 1, "A chose nothing");
        assert_eq!(history[0].action, Action::Sow(2));
    }
}
