//! Settings, in four sections: the screen (language, text size, contrast, motion, full screen,
//! graphics), the players' names, sound, and play (speed, explanations, the rule options). Every
//! change is applied at once and saved.

use super::scrolling::Scrolls;
use super::text_entry::Editing;
use super::widgets::{
    BODY_SIZE, INK, MUTED_INK, button, button_line, card_column, heading, scrim, sign_button,
    small_button, spawn_card, text, tr_text,
};
use super::{AtTheKiosk, Readable, Screen, UiAction, UiPressed, button_described_by, heading_node};
use crate::schedule::GameSystems;
use crate::settings::{MAX_NAME_CHARS, Quality, SPEEDS, Settings, SettingsFile, TEXT_SCALES};
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use bevy::window::{MonitorSelection, WindowMode};
use marum_core::locale::{Language, Locale};
use marum_core::rules::{MkRelay, Player};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Volume {
    Master,
    Effects,
    Music,
}

/// One change a settings button makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    Speed(i8),
    Volume(Volume, i8),
    Mute,
    MkRelay,
    CkRelayOpponent,
    Explain,
    PreviewMoves,
    Coach,
    ReducedMotion,
    FullScreen,
    Graphics(i8),
    Language,
    TextSize(i8),
    HighContrast,
    Name(Player),
}

/// A row: its label's message, its buttons (a message or a sign) with what each changes, and the
/// value it shows.
type SettingRow = (&'static str, Vec<(&'static str, Change)>, Change);

/// The value shown beside a row's buttons.
#[derive(Component)]
struct Shows(Change);

fn value_of(change: Change, settings: &Settings, editing: Option<Player>) -> String {
    let locale = settings.locale();
    let on_off = |on: bool| locale.text(if on { "settings-on" } else { "settings-off" });
    let percent = |v: f32| format!("{:.0}%", v * 100.0);
    match change {
        Change::Speed(_) => format!("{}×", settings.speed),
        Change::Volume(Volume::Master, _) => percent(settings.master_volume),
        Change::Volume(Volume::Effects, _) => percent(settings.effects_volume),
        Change::Volume(Volume::Music, _) => percent(settings.music_volume),
        Change::Mute => on_off(settings.muted),
        Change::MkRelay => match settings.options.relay {
            MkRelay::Seed => locale.text("settings-mk-relay-card"),
            MkRelay::NextPit => locale.text("settings-mk-relay-next-pit"),
        },
        Change::CkRelayOpponent => on_off(settings.options.relay_opponent),
        Change::Explain => on_off(settings.explain_events),
        Change::PreviewMoves => on_off(settings.preview_moves),
        Change::Coach => on_off(settings.coach),
        Change::ReducedMotion => on_off(settings.reduced_motion),
        Change::FullScreen => on_off(settings.fullscreen),
        Change::Graphics(_) => locale.text(&format!("graphics-{}", settings.graphics.name())),
        Change::Language => settings.language.own_name().to_string(),
        Change::TextSize(_) => percent(settings.text_scale),
        Change::HighContrast => on_off(settings.high_contrast),
        Change::Name(player) => {
            let name = &settings.names[player.index()];
            if editing == Some(player) {
                format!("{name}_")
            } else if name.is_empty() {
                settings.default_name(player)
            } else {
                name.clone()
            }
        }
    }
}

/// The settings in four sections, two to a column. At a kiosk the window, the graphics and the
/// players' names (typed on a keyboard) are left out: they are not the visitors' to change.
fn sections(kiosk: bool) -> [[(&'static str, Vec<SettingRow>); 2]; 2] {
    let toggle = |change| (vec![("button-change", change)], change);
    let steps = |change: fn(i8) -> Change| (vec![("−", change(-1)), ("+", change(1))], change(0));
    let row = |label, (buttons, shows)| (label, buttons, shows);
    let name = |player| {
        let change = Change::Name(player);
        ("settings-name", vec![("button-type", change)], change)
    };
    let mut screen = vec![
        row("settings-language", toggle(Change::Language)),
        row("settings-text-size", steps(Change::TextSize)),
        row("settings-high-contrast", toggle(Change::HighContrast)),
        row("settings-reduced-motion", toggle(Change::ReducedMotion)),
    ];
    let mut players = Vec::new();
    if !kiosk {
        screen.push(row("settings-full-screen", toggle(Change::FullScreen)));
        screen.push(row("settings-graphics", steps(Change::Graphics)));
        players = vec![name(Player::One), name(Player::Two)];
    }
    [
        [
            ("settings-section-screen", screen),
            ("settings-section-players", players),
        ],
        [
            (
                "settings-section-sound",
                vec![
                    row(
                        "settings-volume",
                        steps(|s| Change::Volume(Volume::Master, s)),
                    ),
                    row(
                        "settings-effects",
                        steps(|s| Change::Volume(Volume::Effects, s)),
                    ),
                    row(
                        "settings-music",
                        steps(|s| Change::Volume(Volume::Music, s)),
                    ),
                    row("settings-mute", toggle(Change::Mute)),
                ],
            ),
            (
                "settings-section-play",
                vec![
                    row("settings-speed", steps(Change::Speed)),
                    row("settings-explain", toggle(Change::Explain)),
                    row("settings-preview-moves", toggle(Change::PreviewMoves)),
                    row("settings-coach", toggle(Change::Coach)),
                    row("settings-mk-relay", toggle(Change::MkRelay)),
                    row("settings-ck-relay", toggle(Change::CkRelayOpponent)),
                ],
            ),
        ],
    ]
}

/// A column narrower than this gives way to one column under the other.
const COLUMN_WIDTH: f32 = 460.0;

fn spawn_settings(mut commands: Commands, settings: Res<Settings>, kiosk: Res<AtTheKiosk>) {
    let locale = settings.locale();
    let card = spawn_card(
        &mut commands,
        (DespawnOnExit(Screen::Settings), scrim()),
        Node {
            align_items: AlignItems::Stretch,
            row_gap: px(4),
            width: percent(96),
            max_width: px(2.0 * COLUMN_WIDTH + 360.0),
            max_height: percent(96),
            padding: UiRect::axes(px(24), px(12)),
            ..card_column()
        },
    );
    commands.spawn((ChildOf(card), heading("settings-heading")));
    // Two columns side by side where they fit, one above the other where not; they scroll when
    // they outgrow the card's height, as they do at large text sizes.
    let columns = commands
        .spawn((
            ChildOf(card),
            Scrolls,
            ScrollPosition::default(),
            Node {
                flex_direction: FlexDirection::Row,
                flex_wrap: FlexWrap::Wrap,
                align_items: AlignItems::FlexStart,
                column_gap: px(36),
                // Stacked, the second column's first section stands as far below the first
                // column's last as sections stand within a column.
                row_gap: px(6),
                flex_shrink: 1.0,
                min_height: px(0),
                overflow: Overflow::scroll_y(),
                ..default()
            },
        ))
        .id();
    for column in sections(kiosk.0) {
        // Each column one grid, so that its sections' values and buttons line up.
        let grid = commands
            .spawn((
                ChildOf(columns),
                Node {
                    display: Display::Grid,
                    grid_template_columns: vec![
                        GridTrack::flex(1.0),
                        GridTrack::flex(1.0),
                        GridTrack::auto(),
                    ],
                    align_items: AlignItems::Center,
                    row_gap: px(6),
                    column_gap: px(12),
                    flex_grow: 1.0,
                    flex_basis: px(COLUMN_WIDTH),
                    ..default()
                },
            ))
            .id();
        for (title, rows) in column.into_iter().filter(|(_, rows)| !rows.is_empty()) {
            commands.spawn((
                ChildOf(grid),
                tr_text(title, BODY_SIZE, MUTED_INK),
                heading_node(2),
                Node {
                    grid_column: GridPlacement::span(3),
                    margin: UiRect::top(px(6)),
                    ..default()
                },
            ));
            for row in rows {
                spawn_row(&mut commands, grid, row, &settings, locale);
            }
        }
    }
    let footer = if kiosk.0 {
        "settings-footer-kiosk"
    } else {
        "settings-footer"
    };
    commands.spawn((ChildOf(card), tr_text(footer, 15.0, MUTED_INK), Readable));
    let line = commands.spawn((ChildOf(card), button_line(10.0))).id();
    commands.spawn((ChildOf(line), button("button-back", UiAction::Back)));
}

/// One setting in `grid`: its label, its value and its buttons.
fn spawn_row(
    commands: &mut Commands,
    grid: Entity,
    (label, buttons, shows): SettingRow,
    settings: &Settings,
    locale: &Locale,
) {
    let name = match shows {
        Change::Name(player) => commands.spawn((
            text(
                locale.with(label, &[("player", settings.default_name(player).into())]),
                BODY_SIZE,
                INK,
            ),
            Readable,
            ChildOf(grid),
        )),
        _ => commands.spawn((tr_text(label, BODY_SIZE, INK), Readable, ChildOf(grid))),
    }
    .id();
    // A screen reader reads the row's name, its value and its buttons in turn, each button
    // described by the name and value (values read out unasked would be a burst of them all as
    // the screen opens).
    let value = commands
        .spawn((
            ChildOf(grid),
            Shows(shows),
            Readable,
            text("", BODY_SIZE, INK),
        ))
        .id();
    // The buttons share the column's width equally, so that every row's buttons line up at
    // both ends: a lone Change as wide as a − and + together.
    let line = commands
        .spawn((
            ChildOf(grid),
            Node {
                display: Display::Grid,
                grid_auto_flow: GridAutoFlow::Column,
                grid_auto_columns: vec![GridTrack::flex(1.0)],
                column_gap: px(8),
                ..default()
            },
        ))
        .id();
    for (caption, change) in buttons {
        let action = UiAction::Change(change);
        let described = button_described_by(&[name, value]);
        match caption {
            "−" | "+" => commands.spawn((ChildOf(line), sign_button(caption, action), described)),
            id => commands.spawn((ChildOf(line), small_button(id, action), described)),
        };
    }
}

/// One step up or down a list of values.
fn step_through(values: &[f32], now: f32, step: i8) -> f32 {
    let at = values
        .iter()
        .position(|v| (v - now).abs() < 0.01)
        .unwrap_or(1);
    let next = (at as i32 + i32::from(step)).clamp(0, values.len() as i32 - 1);
    values[next as usize]
}

/// Applies one change; the settings' own rules keep every value in range.
pub fn apply(change: Change, settings: &mut Settings) {
    let volume_step = |v: &mut f32, step: i8| {
        *v = ((*v * 10.0).round() + f32::from(step)).clamp(0.0, 10.0) / 10.0;
    };
    match change {
        Change::Speed(step) => settings.speed = step_through(&SPEEDS, settings.speed, step),
        Change::Volume(Volume::Master, s) => volume_step(&mut settings.master_volume, s),
        Change::Volume(Volume::Effects, s) => volume_step(&mut settings.effects_volume, s),
        Change::Volume(Volume::Music, s) => volume_step(&mut settings.music_volume, s),
        Change::Mute => settings.muted = !settings.muted,
        Change::MkRelay => {
            settings.options.relay = match settings.options.relay {
                MkRelay::Seed => MkRelay::NextPit,
                MkRelay::NextPit => MkRelay::Seed,
            }
        }
        Change::CkRelayOpponent => {
            settings.options.relay_opponent = !settings.options.relay_opponent
        }
        Change::Explain => settings.explain_events = !settings.explain_events,
        Change::PreviewMoves => settings.preview_moves = !settings.preview_moves,
        Change::Coach => settings.coach = !settings.coach,
        Change::ReducedMotion => settings.reduced_motion = !settings.reduced_motion,
        Change::FullScreen => settings.fullscreen = !settings.fullscreen,
        Change::Graphics(step) => {
            let at = Quality::ALL.iter().position(|&q| q == settings.graphics);
            let next = (at.unwrap_or(1) as i32 + i32::from(step)).clamp(0, 2);
            settings.graphics = Quality::ALL[next as usize];
        }
        Change::Language => {
            let at = Language::ALL.iter().position(|&l| l == settings.language);
            settings.language = Language::ALL[(at.unwrap_or(0) + 1) % Language::ALL.len()];
        }
        Change::TextSize(step) => {
            settings.text_scale = step_through(&TEXT_SCALES, settings.text_scale, step)
        }
        Change::HighContrast => settings.high_contrast = !settings.high_contrast,
        Change::Name(_) => {}
    }
}

fn press_settings_buttons(
    mut pressed: MessageReader<UiPressed>,
    mut settings: ResMut<Settings>,
    file: Res<SettingsFile>,
    mut editing: ResMut<Editing>,
    mut next: ResMut<NextState<Screen>>,
) {
    for UiPressed(action) in pressed.read() {
        let UiAction::Change(change) = *action else {
            continue;
        };
        if let Change::Name(player) = change {
            editing.0 = Some(player);
            continue;
        }
        apply(change, &mut settings);
        file.store(&settings);
        if change == Change::Language {
            // Labels with the players' names are laid out afresh in the new language.
            next.set(Screen::Settings);
        }
    }
}

/// Typing a name: letters add, Backspace takes away, Enter or Escape finishes and saves.
fn type_name(
    mut keys: MessageReader<KeyboardInput>,
    mut editing: ResMut<Editing>,
    mut settings: ResMut<Settings>,
    file: Res<SettingsFile>,
) {
    let Some(player) = editing.0 else {
        keys.clear();
        return;
    };
    for key in keys.read() {
        if !key.state.is_pressed() {
            continue;
        }
        let name = &mut settings.names[player.index()];
        match &key.logical_key {
            Key::Enter | Key::Escape => {
                // An empty name is the language's "Player 1".
                *name = name.trim().to_string();
                editing.0 = None;
                file.store(&settings);
                return;
            }
            Key::Backspace => {
                name.pop();
            }
            Key::Character(typed) => {
                for c in typed.chars().filter(|c| !c.is_control()) {
                    if name.chars().count() < MAX_NAME_CHARS {
                        name.push(c);
                    }
                }
            }
            Key::Space if name.chars().count() < MAX_NAME_CHARS => name.push(' '),
            _ => {}
        }
    }
}

fn show_values(
    settings: Res<Settings>,
    editing: Res<Editing>,
    mut values: Query<(&Shows, &mut Text)>,
) {
    for (Shows(change), mut text) in &mut values {
        let wanted = value_of(*change, &settings, editing.0);
        if text.0 != wanted {
            text.0 = wanted;
        }
    }
}

fn stop_editing(mut editing: ResMut<Editing>) {
    editing.0 = None;
}

/// The window follows the full-screen setting.
fn apply_full_screen(settings: Res<Settings>, mut windows: Query<&mut Window>) {
    if !settings.is_changed() {
        return;
    }
    let wanted = if settings.fullscreen {
        WindowMode::BorderlessFullscreen(MonitorSelection::Current)
    } else {
        WindowMode::Windowed
    };
    for mut window in &mut windows {
        if window.mode != wanted {
            window.mode = wanted;
        }
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Settings), spawn_settings)
        .add_systems(OnExit(Screen::Settings), stop_editing)
        .add_systems(
            Update,
            (
                (press_settings_buttons, type_name, show_values)
                    .chain()
                    .run_if(in_state(Screen::Settings)),
                apply_full_screen,
            )
                .in_set(GameSystems::Direct),
        );
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The changes a settings screen offers.
    fn offered(kiosk: bool) -> Vec<Change> {
        sections(kiosk)
            .into_iter()
            .flatten()
            .flat_map(|(_, rows)| rows)
            .flat_map(|(_, buttons, _)| buttons)
            .map(|(_, change)| change)
            .collect()
    }

    /// A kiosk's visitors may change what is theirs (language, text, sound, play), not the
    /// exhibitor's window and graphics, nor names they would need a keyboard to type.
    #[test]
    fn a_kiosk_offers_its_visitors_only_their_own_settings() {
        let exhibitors = [
            Change::FullScreen,
            Change::Graphics(1),
            Change::Name(Player::One),
            Change::Name(Player::Two),
        ];
        let (everyone, visitors) = (offered(false), offered(true));
        for change in exhibitors {
            assert!(everyone.contains(&change), "{change:?} is offered at home");
            assert!(
                !visitors.contains(&change),
                "{change:?} is offered at a kiosk"
            );
        }
        assert!(visitors.contains(&Change::Mute) && visitors.contains(&Change::Language));
        assert_eq!(visitors.len() + exhibitors.len() + 1, everyone.len());
    }

    /// The value shown in the row of the button that makes `change`.
    fn shown_beside(change: Change) -> Change {
        let rows = sections(false)
            .into_iter()
            .flatten()
            .flat_map(|(_, rows)| rows);
        rows.into_iter()
            .find(|(_, buttons, _)| buttons.iter().any(|(_, c)| *c == change))
            .map(|(_, _, shows)| shows)
            .unwrap()
    }

    /// The settings as a player (not a visitor at the kiosk) sees them.
    fn settings_shown() -> App {
        use bevy::ecs::system::RunSystemOnce;
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .init_resource::<Settings>()
            .insert_resource(AtTheKiosk(false));
        app.world_mut().run_system_once(spawn_settings).unwrap();
        app
    }

    /// A screen reader describes each setting's buttons by the setting's name and value: "Change"
    /// alone, or "+", says nothing of what it changes.
    #[test]
    fn each_settings_button_is_described_by_its_rows_name_and_value() {
        use bevy::a11y::AccessibilityNode;
        let mut app = settings_shown();
        let world = app.world_mut();
        let mut buttons = world.query::<(&UiAction, &AccessibilityNode)>();
        let described: Vec<(Change, Vec<accesskit::NodeId>)> = buttons
            .iter(world)
            .filter_map(|(action, node)| match action {
                UiAction::Change(change) => Some((*change, node.described_by().to_vec())),
                _ => None,
            })
            .collect();
        assert_eq!(described.len(), offered(false).len());
        let entity = |id: accesskit::NodeId| Entity::from_bits(id.0);
        for (change, ids) in described {
            let [name, value] = ids[..] else {
                panic!("{change:?} is described by {ids:?}")
            };
            // The value shown is the button's row's.
            let Shows(shown) = world.get::<Shows>(entity(value)).unwrap();
            assert_eq!(*shown, shown_beside(change), "{change:?}");
            assert!(world.get::<Readable>(entity(name)).is_some(), "{change:?}");
            assert!(world.get::<Text>(entity(name)).is_some(), "{change:?}");
        }
    }

    /// The settings cover the board and whatever screen they were opened from: every one of
    /// their buttons lies on a covering layer, which keeps the keyboard and screen readers to it.
    #[test]
    fn the_settings_cover_what_lies_beneath() {
        use crate::ui::widgets::Covering;
        let mut app = settings_shown();
        let world = app.world_mut();
        let buttons: Vec<Entity> = world
            .query_filtered::<Entity, With<UiAction>>()
            .iter(world)
            .collect();
        let mut parents = world.query::<&ChildOf>();
        let mut coverings = world.query_filtered::<(), With<Covering>>();
        assert!(buttons.len() > 20);
        for button in buttons {
            let mut above = std::iter::successors(Some(button), |&e| {
                parents.get(world, e).ok().map(ChildOf::parent)
            });
            assert!(above.any(|e| coverings.get(world, e).is_ok()), "{button}");
        }
    }
}
