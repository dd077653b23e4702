//! Visitors at the kiosk: a touch on the demonstration starts a visitor's game, an idle visitor
//! gets a countdown back to the demonstration, and staff leave by a hidden corner or a key chord.

use super::config::KioskConfig;
use super::demonstration::LanguageChoice;
use crate::rules_plugin::Match;
use crate::schedule::GameSystems;
use crate::settings::Settings;
use crate::theme::{INK, PANEL};
use crate::ui::Screen;
use crate::ui::widgets::text;
use bevy::ecs::system::SystemParam;
use bevy::input::touch::Touches;
use bevy::prelude::*;
use bevy::window::CursorOptions;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Idle>()
        .add_systems(OnEnter(Screen::Attract), restore_the_exhibitors_settings)
        .add_systems(
            Update,
            (
                (run_idle_clock, watch_input, staff_exit)
                    .chain()
                    .in_set(GameSystems::Input),
                idle_countdown.in_set(GameSystems::Direct),
            ),
        );
}

/// The exhibitor's settings, to which every visitor's changes give way.
#[derive(Resource)]
pub(super) struct ExhibitorsSettings(pub Settings);

/// Back at the demonstration, the next visitor finds the exhibitor's settings: what the last one
/// changed (the sound muted, a larger text, a rule option, the language) does not stay for days.
/// The graphics stay as the kiosk chose them for this machine.
fn restore_the_exhibitors_settings(
    exhibitors: Res<ExhibitorsSettings>,
    mut settings: ResMut<Settings>,
) {
    let restored = Settings {
        graphics: settings.graphics,
        ..exhibitors.0.clone()
    };
    if *settings != restored {
        *settings = restored;
    }
}

/// Seconds a staff member holds the top-left corner to leave the kiosk.
const STAFF_HOLD_SECONDS: f32 = 3.0;
/// The corner's size in window pixels.
const STAFF_CORNER: f32 = 90.0;
/// The longest the idle clock stands still while a visitor watches the computer play.
const MOST_WATCHING_SECONDS: f32 = 60.0;

#[derive(Component)]
struct Countdown;

/// Real seconds since the last input, how long the visitor has been watching the computer play,
/// and how long the staff corner has been held.
#[derive(Resource, Default)]
pub(super) struct Idle {
    pub(super) seconds: f32,
    watching: f32,
    corner_held: f32,
}

/// Mouse, keyboard and touch together.
#[derive(SystemParam)]
struct Input<'w> {
    mouse: Res<'w, ButtonInput<MouseButton>>,
    keys: Res<'w, ButtonInput<KeyCode>>,
    touches: Res<'w, Touches>,
}

impl Input<'_> {
    fn pressed(&self) -> bool {
        self.mouse.get_just_pressed().next().is_some()
            || self.keys.get_just_pressed().next().is_some()
            || self.touches.any_just_pressed()
    }
}

/// Any touch, click or key: the visitor's turn (in the demonstration), or the idle clock reset.
fn watch_input(
    input: Input,
    mut moved: MessageReader<CursorMoved>,
    screen: Res<State<Screen>>,
    mut idle: ResMut<Idle>,
    mut cursors: Query<&mut CursorOptions>,
    mut next: ResMut<NextState<Screen>>,
    language_buttons: Query<&Interaction, With<LanguageChoice>>,
) {
    let pressed = input.pressed();
    // A touch on a language changes the language, not the screen.
    let choosing_language = language_buttons.iter().any(|i| *i == Interaction::Pressed);
    let active = pressed || moved.read().count() > 0 || input.touches.iter().next().is_some();
    if active {
        idle.seconds = 0.0;
    }
    let attract = *screen.get() == Screen::Attract;
    if pressed && attract && !choosing_language {
        next.set(Screen::Menu);
    }
    if pressed && *screen.get() == Screen::Closed {
        info!("Touched while closed: showing the demonstration.");
        next.set(Screen::Attract);
    }
    for mut cursor in &mut cursors {
        let visible = !attract && (pressed || cursor.visible);
        if cursor.visible != visible {
            cursor.visible = visible;
        }
    }
}

/// The idle clock runs while the visitor is the one to act, not while they watch the computer
/// think or the seeds travel: a long relay is no reason to ask whether anyone is there.
fn run_idle_clock(
    time: Res<Time<Real>>,
    current: Option<Res<Match>>,
    screen: Res<State<Screen>>,
    mut idle: ResMut<Idle>,
) {
    let watching = *screen.get() == Screen::Play
        && current.is_some_and(|c| {
            let over = c.game().position().is_over();
            !over && (c.is_busy() || c.due(true).next().is_none())
        });
    idle.watching = if watching {
        idle.watching + time.delta_secs()
    } else {
        0.0
    };
    // A computer seat that never moves must not hold the kiosk for ever.
    if !watching || idle.watching > MOST_WATCHING_SECONDS {
        idle.seconds += time.delta_secs();
    }
}

/// After the idle timeout a countdown shows; at its end the visitor's game is abandoned.
fn idle_countdown(
    idle: Res<Idle>,
    config: Res<KioskConfig>,
    screen: Res<State<Screen>>,
    mut countdowns: Query<(Entity, &mut Text), With<Countdown>>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
    settings: Res<Settings>,
) {
    let timeout = config.idle_timeout_secs as f32;
    let resting = matches!(screen.get(), Screen::Attract | Screen::Closed);
    let counting = !resting && idle.seconds > timeout;
    if !counting {
        for (entity, _) in &countdowns {
            commands.entity(entity).despawn();
        }
        return;
    }
    let left = (timeout + config.countdown_secs as f32 - idle.seconds)
        .ceil()
        .max(0.0);
    if left <= 0.0 {
        info!("No one has touched the screen for a while: back to the demonstration.");
        next.set(Screen::Attract);
        return;
    }
    let sentence = settings
        .locale()
        .with("kiosk-still-there", &[("seconds", (left as i64).into())]);
    match countdowns.single_mut() {
        Ok((_, mut text)) => {
            if text.0 != sentence {
                text.0 = sentence;
            }
        }
        Err(_) => {
            commands.spawn((
                Countdown,
                text(sentence, 34.0, INK),
                TextLayout::justify(Justify::Center),
                Node {
                    position_type: PositionType::Absolute,
                    top: percent(40),
                    left: percent(10),
                    width: percent(80),
                    padding: UiRect::all(px(28)),
                    border_radius: BorderRadius::all(px(16)),
                    ..default()
                },
                BackgroundColor(PANEL),
                GlobalZIndex(50),
            ));
        }
    }
}

/// Staff leave with Ctrl+Alt+Q, or by holding the top-left corner for a few seconds.
fn staff_exit(
    time: Res<Time<Real>>,
    input: Input,
    windows: Query<&Window>,
    mut idle: ResMut<Idle>,
    mut exit: MessageWriter<AppExit>,
) {
    let keys = &input.keys;
    let chord = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight])
        && keys.any_pressed([KeyCode::AltLeft, KeyCode::AltRight])
        && keys.just_pressed(KeyCode::KeyQ);
    let in_corner = |at: Vec2| at.x < STAFF_CORNER && at.y < STAFF_CORNER;
    let mouse_in_corner = input.mouse.pressed(MouseButton::Left)
        && windows
            .single()
            .ok()
            .and_then(Window::cursor_position)
            .is_some_and(in_corner);
    let touch_in_corner = input.touches.iter().any(|t| in_corner(t.position()));
    if mouse_in_corner || touch_in_corner {
        idle.corner_held += time.delta_secs();
    } else {
        idle.corner_held = 0.0;
    }
    if chord {
        info!("Staff exit by Ctrl+Alt+Q.");
        exit.write(AppExit::Success);
    } else if idle.corner_held > STAFF_HOLD_SECONDS {
        let by = if touch_in_corner {
            "a touch"
        } else {
            "the mouse"
        };
        info!("Staff exit: the top-left corner held by {by}.");
        exit.write(AppExit::Success);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::Quality;
    use bevy::state::app::StatesPlugin;
    use marum_core::locale::Language;

    /// When an idle visitor's game is abandoned, the kiosk goes back to the demonstration with the
    /// exhibitor's settings: language, sound, text and rule options as they were set up, the
    /// graphics as the kiosk chose them.
    #[test]
    fn the_idle_reset_returns_to_the_exhibitors_settings() {
        let exhibitors = Settings {
            language: Language::Malay,
            graphics: Quality::Medium,
            ..Settings::default()
        };
        let mut visitors = Settings {
            language: Language::Meitei,
            muted: true,
            text_scale: 2.0,
            high_contrast: true,
            graphics: Quality::Low,
            ..exhibitors.clone()
        };
        visitors.options.relay_opponent = !exhibitors.options.relay_opponent;
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .insert_resource(visitors)
            .insert_state(Screen::Play)
            .insert_resource(KioskConfig::default())
            .insert_resource(ExhibitorsSettings(exhibitors.clone()))
            .insert_resource(Idle {
                seconds: 10_000.0,
                ..Idle::default()
            })
            .add_systems(OnEnter(Screen::Attract), restore_the_exhibitors_settings)
            .add_systems(Update, idle_countdown);
        app.update();
        app.update();
        assert_eq!(
            *app.world().resource::<State<Screen>>().get(),
            Screen::Attract
        );
        assert_eq!(
            *app.world().resource::<Settings>(),
            Settings {
                graphics: Quality::Low,
                ..exhibitors
            }
        );
    }
}
