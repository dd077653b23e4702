//! The kiosk's opening hours: outside them, once no visitor is left, it rests on a nearly black
//! screen, waking once a second, and at opening time it shows the demonstration again.

use super::config::KioskConfig;
use super::hours::OpeningHours;
use super::idle::Idle;
use crate::rules_plugin::Match;
use crate::schedule::GameSystems;
use crate::settings::Settings;
use crate::theme::{CLOSED_BACKGROUND, CLOSED_INK};
use crate::ui::Screen;
use crate::ui::widgets::text;
use crate::view::BoardCamera;
use bevy::prelude::*;
use bevy::winit::{UpdateMode, WinitSettings};
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, read_hours)
        .add_systems(OnEnter(Screen::Closed), close)
        .add_systems(OnExit(Screen::Closed), open)
        .add_systems(Update, keep_hours.in_set(GameSystems::Direct));
}

/// Seconds between looks at the clock for the opening hours.
const HOURS_CHECK_SECONDS: f32 = 1.0;
/// How often a closed kiosk wakes when nothing happens (the watchdog needs a frame now and then).
const CLOSED_FRAME: Duration = Duration::from_secs(1);

/// Outside the opening hours, once no visitor has touched the screen for the idle timeout, the
/// kiosk closes; at opening time it shows the demonstration again.
fn keep_hours(
    time: Res<Time<Real>>,
    hours: Option<Res<Hours>>,
    idle: Res<Idle>,
    config: Res<KioskConfig>,
    screen: Res<State<Screen>>,
    mut since_look: Local<f32>,
    mut next: ResMut<NextState<Screen>>,
) {
    let Some(hours) = hours else { return };
    *since_look += time.delta_secs();
    if *since_look < HOURS_CHECK_SECONDS {
        return;
    }
    *since_look = 0.0;
    let open = hours.0.is_open_now();
    match screen.get() {
        Screen::Attract if !open && idle.seconds > config.idle_timeout_secs as f32 => {
            info!("Outside the opening hours: resting.");
            next.set(Screen::Closed);
        }
        Screen::Closed if open => {
            info!("Opening time: showing the demonstration.");
            next.set(Screen::Attract);
        }
        _ => {}
    }
}

/// The opening hours, when the configuration has them.
#[derive(Resource)]
struct Hours(OpeningHours);

/// The configuration's opening hours, read once.
fn read_hours(config: Res<KioskConfig>, mut commands: Commands) {
    if let Some(hours) = config.opening_hours() {
        commands.insert_resource(Hours(hours));
    }
}

/// Closed: the board and its demonstration go, the scene's camera stops drawing, a quiet line
/// on a nearly black screen, and frames only on input or once a second.
fn close(
    mut commands: Commands,
    mut cameras: Query<&mut Camera, With<BoardCamera>>,
    hours: Option<Res<Hours>>,
    settings: Res<Settings>,
) {
    commands.remove_resource::<Match>();
    for mut camera in &mut cameras {
        camera.is_active = false;
    }
    commands.insert_resource(WinitSettings {
        focused_mode: UpdateMode::reactive_low_power(CLOSED_FRAME),
        unfocused_mode: UpdateMode::reactive_low_power(CLOSED_FRAME),
    });
    let line = settings.locale().text(match hours {
        Some(_) => "kiosk-resting-until-open",
        None => "kiosk-resting",
    });
    commands.spawn((
        DespawnOnExit(Screen::Closed),
        Camera2d,
        Camera {
            order: 10,
            ..default()
        },
    ));
    commands.spawn((
        DespawnOnExit(Screen::Closed),
        Node {
            width: percent(100),
            height: percent(100),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::End,
            padding: UiRect::all(px(48)),
            ..default()
        },
        BackgroundColor(CLOSED_BACKGROUND),
        children![(
            text(line, 22.0, CLOSED_INK),
            TextLayout::justify(Justify::Center)
        )],
    ));
}

fn open(mut commands: Commands, mut cameras: Query<&mut Camera, With<BoardCamera>>) {
    for mut camera in &mut cameras {
        camera.is_active = true;
    }
    commands.insert_resource(WinitSettings::game());
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kiosk::hours::HoursText;
    use bevy::state::app::StatesPlugin;
    use bevy::time::TimeUpdateStrategy;

    /// A kiosk configured closed every day rests once the demonstration has gone untouched for
    /// the idle timeout, and not before: the plugin takes its hours from the configuration.
    #[test]
    fn a_kiosk_outside_its_hours_rests_once_no_one_is_there() {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
                250,
            )))
            .insert_resource(Settings::default())
            .insert_resource(KioskConfig {
                hours: Some(HoursText::Daily("closed".into())),
                ..KioskConfig::default()
            })
            .init_resource::<Idle>()
            .insert_state(Screen::Attract)
            .add_plugins(plugin);
        let screen = |app: &App| *app.world().resource::<State<Screen>>().get();
        for _ in 0..12 {
            app.update();
        }
        assert_eq!(
            screen(&app),
            Screen::Attract,
            "a visitor may still be there"
        );
        let timeout = app.world().resource::<KioskConfig>().idle_timeout_secs as f32;
        app.world_mut().resource_mut::<Idle>().seconds = timeout + 1.0;
        for _ in 0..12 {
            app.update();
        }
        assert_eq!(screen(&app), Screen::Closed);
        assert_eq!(
            app.world().resource::<WinitSettings>().focused_mode,
            UpdateMode::reactive_low_power(CLOSED_FRAME)
        );
    }
}
