//! The play screen's HUD: both players with their stores, whose turn it is (or who still chooses
//! in Congkak's opening), a thinking cue, the scrollable turn timeline, explanations in first
//! games, undo/redo/restart/hint, refusals, pause, and the move to the result. This file lays the
//! HUD out and handles its buttons; each part keeps itself up to date in a file of its own.

mod caption;
mod hint;
mod pause;
mod players;
mod status;
mod timeline_panel;

use super::replay::Replay;
use super::widgets::{BODY_SIZE, INK, MUTED_INK, SMALL_SIZE, button, panel, row, set_shown, text};
use super::{Screen, UiAction, UiPressed};
use crate::rules_plugin::{BoardLaidOut, Match, MatchRequest, Seat};
use crate::schedule::GameSystems;
use crate::theme::PLAYER_COLOURS;
use crate::view::BoardFrame;
use bevy::prelude::*;
use caption::Caption;
use marum_core::rules::Player;
use pause::{PauseOverlay, spawn_pause};
use players::{PlayerName, PlayerPanel, StoreCount};
use status::StatusLine;
use timeline_panel::TimelineList;

/// The row holding the timeline panel, and the panel: beside the board in a landscape window,
/// under it in a portrait one.
#[derive(Component)]
struct TimelineRow;

#[derive(Component)]
struct TimelinePanel;

/// The timeline panel takes this share of a landscape window's width.
const TIMELINE_SHARE: f32 = 0.24;

fn spawn_hud(mut commands: Commands) {
    let root = commands
        .spawn((
            DespawnOnExit(Screen::Play),
            Node {
                width: percent(100),
                height: percent(100),
                flex_direction: FlexDirection::Column,
                justify_content: JustifyContent::SpaceBetween,
                padding: UiRect::all(px(10)),
                ..default()
            },
            Pickable::IGNORE,
        ))
        .id();
    // Top: player 1, the status, player 2.
    let top = commands
        .spawn((
            ChildOf(root),
            Node {
                flex_direction: FlexDirection::Row,
                justify_content: JustifyContent::SpaceBetween,
                align_items: AlignItems::Center,
                column_gap: px(12),
                ..default()
            },
            Pickable::IGNORE,
        ))
        .id();
    for player in Player::BOTH {
        commands.spawn((
            ChildOf(top),
            PlayerPanel(player),
            panel(Node {
                flex_direction: FlexDirection::Column,
                min_width: px(190),
                padding: UiRect::axes(px(14), px(8)),
                border: UiRect::left(px(6)),
                ..default()
            }),
            BorderColor::all(PLAYER_COLOURS[player.index()]),
            children![
                (PlayerName(player), text("", BODY_SIZE, INK)),
                (StoreCount(player), text("", SMALL_SIZE, MUTED_INK)),
            ],
        ));
        if player == Player::One {
            commands.spawn((
                ChildOf(top),
                StatusLine,
                text("", BODY_SIZE, INK),
                TextLayout::justify(Justify::Center),
                Node {
                    flex_grow: 1.0,
                    flex_shrink: 1.0,
                    ..default()
                },
            ));
        }
    }
    // Middle: the timeline on the right.
    let middle = commands
        .spawn((
            ChildOf(root),
            TimelineRow,
            Node {
                flex_grow: 1.0,
                flex_direction: FlexDirection::Row,
                justify_content: JustifyContent::FlexEnd,
                padding: UiRect::vertical(px(10)),
                min_height: px(0),
                ..default()
            },
            Pickable::IGNORE,
        ))
        .id();
    let side = commands
        .spawn((
            ChildOf(middle),
            TimelinePanel,
            panel(Node {
                width: percent(TIMELINE_SHARE * 100.0 - 1.0),
                flex_direction: FlexDirection::Column,
                padding: UiRect::all(px(10)),
                row_gap: px(6),
                ..default()
            }),
        ))
        .id();
    commands.spawn((ChildOf(side), text("Timeline", SMALL_SIZE, MUTED_INK)));
    commands.spawn((
        ChildOf(side),
        TimelineList,
        Node {
            flex_direction: FlexDirection::Column,
            overflow: Overflow::scroll_y(),
            flex_grow: 1.0,
            min_height: px(0),
            row_gap: px(4),
            ..default()
        },
        ScrollPosition::default(),
    ));
    // Bottom: the explanation or notice, and the buttons.
    let bottom = commands
        .spawn((
            ChildOf(root),
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                row_gap: px(8),
                ..default()
            },
            Pickable::IGNORE,
        ))
        .id();
    commands.spawn((
        ChildOf(bottom),
        Caption,
        text("", BODY_SIZE, INK),
        TextLayout::justify(Justify::Center),
        Node {
            padding: UiRect::axes(px(14), px(6)),
            border_radius: BorderRadius::all(px(10)),
            max_width: percent(70),
            ..default()
        },
        BackgroundColor(Color::NONE),
    ));
    let buttons = commands.spawn((ChildOf(bottom), row(10.0))).id();
    for (label, action) in [
        ("◀ Move back", UiAction::ReplayStep(-1)),
        ("Next move ▶", UiAction::ReplayStep(1)),
        ("Undo", UiAction::Undo),
        ("Redo", UiAction::Redo),
        ("Restart", UiAction::Restart),
        ("Hint", UiAction::Hint),
        ("Menu", UiAction::Pause),
    ] {
        commands.spawn((ChildOf(buttons), button(label, action)));
    }
}

/// Landscape: the timeline on the right, the board left of it. Portrait: the timeline in the lower
/// part of the window, the board above it.
fn arrange_for_window(
    windows: Query<&Window>,
    mut frame: ResMut<BoardFrame>,
    mut rows: Query<&mut Node, (With<TimelineRow>, Without<TimelinePanel>)>,
    mut panels: Query<&mut Node, (With<TimelinePanel>, Without<TimelineRow>)>,
) {
    let Ok(window) = windows.single() else { return };
    let portrait = window.height() > window.width();
    let wanted = if portrait {
        BoardFrame {
            left: 0.0,
            right: 0.0,
            top: 0.08,
            bottom: 0.38,
        }
    } else {
        BoardFrame {
            left: 0.0,
            right: TIMELINE_SHARE,
            top: 0.12,
            bottom: 0.1,
        }
    };
    if *frame != wanted {
        *frame = wanted;
    }
    for mut row in &mut rows {
        let direction = if portrait {
            FlexDirection::Column
        } else {
            FlexDirection::Row
        };
        if row.flex_direction != direction {
            row.flex_direction = direction;
        }
    }
    for mut panel in &mut panels {
        let (width, height) = if portrait {
            (percent(100), percent(45))
        } else {
            (percent(TIMELINE_SHARE * 100.0 - 1.0), Val::Auto)
        };
        if panel.width != width || panel.height != height {
            panel.width = width;
            panel.height = height;
        }
    }
}

fn leave_play(mut frame: ResMut<BoardFrame>, mut time: ResMut<Time<Virtual>>) {
    *frame = BoardFrame::default();
    time.unpause();
}

/// Undo and redo only make sense against the computer; hint and restart only when a human
/// decides; a replay has only its own steps.
fn show_buttons(
    current: Option<Res<Match>>,
    replay: Option<Res<Replay>>,
    mut buttons: Query<(&UiAction, &mut Node)>,
) {
    let Some(current) = current else { return };
    let replaying = replay.is_some();
    let seats = &current.setup.seats;
    let human = seats.contains(&Seat::Human) && !replaying;
    let against_computer = human && seats.iter().any(|s| matches!(s, Seat::Computer(_)));
    for (action, mut node) in &mut buttons {
        let shown = match action {
            UiAction::Undo | UiAction::Redo => against_computer,
            UiAction::Hint | UiAction::Restart => human,
            UiAction::ReplayStep(_) => replaying,
            _ => continue,
        };
        set_shown(&mut node, shown);
    }
}

fn press_play_buttons(
    mut pressed: MessageReader<UiPressed>,
    mut requests: MessageWriter<MatchRequest>,
    mut time: ResMut<Time<Virtual>>,
    overlays: Query<Entity, With<PauseOverlay>>,
    mut commands: Commands,
) {
    for UiPressed(action) in pressed.read() {
        let request = match action {
            UiAction::Undo => MatchRequest::Undo,
            UiAction::Redo => MatchRequest::Redo,
            UiAction::Restart => MatchRequest::Restart,
            UiAction::Pause if overlays.is_empty() => {
                time.pause();
                spawn_pause(&mut commands);
                continue;
            }
            UiAction::Unpause => {
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

/// When the game is over and the last seed has landed, the result shows (not in a replay).
fn to_result(
    current: Option<Res<Match>>,
    replay: Option<Res<Replay>>,
    mut next: ResMut<NextState<Screen>>,
) {
    if let (Some(current), None) = (current, replay)
        && current.game().position().is_over()
        && !current.is_busy()
    {
        (*next).set_if_neq(Screen::Result);
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<super::timeline::Timeline>()
        .init_resource::<super::notice::Notice>()
        .init_resource::<caption::Explanation>()
        .init_resource::<hint::HintSearch>()
        .add_systems(OnEnter(Screen::Play), spawn_hud)
        .add_systems(OnExit(Screen::Play), leave_play)
        .add_systems(
            Update,
            (press_play_buttons, hint::start_hint)
                .run_if(in_state(Screen::Play))
                .in_set(GameSystems::Direct),
        )
        .add_systems(
            Update,
            (
                timeline_panel::rebuild_timeline.run_if(on_message::<BoardLaidOut>),
                timeline_panel::follow_steps,
                caption::explain_steps,
                (
                    arrange_for_window,
                    hint::finish_hint,
                    show_buttons,
                    players::update_players,
                    status::update_status,
                    timeline_panel::draw_timeline,
                    timeline_panel::scroll_timeline,
                    caption::show_caption,
                    to_result,
                )
                    .run_if(in_state(Screen::Play)),
            )
                .chain()
                .in_set(GameSystems::Interface),
        );
}
