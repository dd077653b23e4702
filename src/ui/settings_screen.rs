//! Settings: animation speed, volumes, the rule options, names, full screen, first-game
//! explanations. Every change is applied at once and saved.

use super::text_entry::Editing;
use super::widgets::{
    BODY_SIZE, INK, MUTED_INK, Scrolls, button, card_column, centred_column, heading, row,
    sign_button, small_button, spawn_card, text, tr_text,
};
use super::{Screen, UiAction, UiPressed, default_name};
use crate::schedule::GameSystems;
use crate::settings::{MAX_NAME_CHARS, Quality, SPEEDS, Settings, SettingsFile, TEXT_SCALES};
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use bevy::window::{MonitorSelection, WindowMode};
use marum_core::locale::Language;
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
    let locale = settings.language.locale();
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
                default_name(settings, player)
            } else {
                name.clone()
            }
        }
    }
}

fn spawn_settings(mut commands: Commands, settings: Res<Settings>) {
    let locale = settings.language.locale();
    let card = spawn_card(
        &mut commands,
        (DespawnOnExit(Screen::Settings), centred_column()),
        Node {
            align_items: AlignItems::Stretch,
            row_gap: px(4),
            width: percent(94),
            max_width: px(900),
            max_height: percent(96),
            padding: UiRect::axes(px(24), px(12)),
            ..card_column()
        },
    );
    commands.spawn((ChildOf(card), heading("settings-heading")));
    let toggle = |change| vec![("button-change", change)];
    let steps = |change: fn(i8) -> Change| vec![("−", change(-1)), ("+", change(1))];
    let rows: [SettingRow; 16] = [
        (
            "settings-language",
            toggle(Change::Language),
            Change::Language,
        ),
        (
            "settings-text-size",
            steps(Change::TextSize),
            Change::TextSize(0),
        ),
        (
            "settings-high-contrast",
            toggle(Change::HighContrast),
            Change::HighContrast,
        ),
        ("settings-speed", steps(Change::Speed), Change::Speed(0)),
        (
            "settings-volume",
            steps(|s| Change::Volume(Volume::Master, s)),
            Change::Volume(Volume::Master, 0),
        ),
        (
            "settings-effects",
            steps(|s| Change::Volume(Volume::Effects, s)),
            Change::Volume(Volume::Effects, 0),
        ),
        (
            "settings-music",
            steps(|s| Change::Volume(Volume::Music, s)),
            Change::Volume(Volume::Music, 0),
        ),
        ("settings-mute", toggle(Change::Mute), Change::Mute),
        (
            "settings-mk-relay",
            toggle(Change::MkRelay),
            Change::MkRelay,
        ),
        (
            "settings-ck-relay",
            toggle(Change::CkRelayOpponent),
            Change::CkRelayOpponent,
        ),
        ("settings-explain", toggle(Change::Explain), Change::Explain),
        (
            "settings-reduced-motion",
            toggle(Change::ReducedMotion),
            Change::ReducedMotion,
        ),
        (
            "settings-full-screen",
            toggle(Change::FullScreen),
            Change::FullScreen,
        ),
        (
            "settings-graphics",
            steps(Change::Graphics),
            Change::Graphics(0),
        ),
        (
            "settings-name",
            vec![("button-type", Change::Name(Player::One))],
            Change::Name(Player::One),
        ),
        (
            "settings-name",
            vec![("button-type", Change::Name(Player::Two))],
            Change::Name(Player::Two),
        ),
    ];
    // The rows share the card's width (long words wrap) and scroll when they outgrow its height,
    // as they do at large text sizes.
    let grid = commands
        .spawn((
            ChildOf(card),
            Scrolls,
            ScrollPosition::default(),
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
                flex_shrink: 1.0,
                min_height: px(0),
                overflow: Overflow::scroll_y(),
                ..default()
            },
        ))
        .id();
    for (label, buttons, shows) in rows {
        match shows {
            Change::Name(player) => commands.spawn((
                text(
                    locale.with(label, &[("player", default_name(&settings, player).into())]),
                    BODY_SIZE,
                    INK,
                ),
                ChildOf(grid),
            )),
            _ => commands.spawn((tr_text(label, BODY_SIZE, INK), ChildOf(grid))),
        };
        commands.spawn((ChildOf(grid), Shows(shows), text("", BODY_SIZE, INK)));
        let line = commands
            .spawn((
                ChildOf(grid),
                Node {
                    column_gap: px(8),
                    ..default()
                },
            ))
            .id();
        for (caption, change) in buttons {
            let action = UiAction::Change(change);
            match caption {
                "−" | "+" => commands.spawn((ChildOf(line), sign_button(caption, action))),
                id => commands.spawn((ChildOf(line), small_button(id, action))),
            };
        }
    }
    commands.spawn((ChildOf(card), tr_text("settings-footer", 15.0, MUTED_INK)));
    let line = commands.spawn((ChildOf(card), row(10.0))).id();
    commands.spawn((ChildOf(line), button("button-back", UiAction::Back)));
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
