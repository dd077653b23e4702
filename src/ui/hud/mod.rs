//! The play screen's HUD: both players with their stores, whose turn it is (or who still chooses
//! in Congkak's opening), a thinking cue, the scrollable turn timeline, explanations in first
//! games, undo/redo/restart/hint, refusals, pause, and the move to the result. This file lays the
//! HUD out and orders its systems; each part, its buttons included (`buttons.rs`), keeps itself
//! up to date in a file of its own.

mod buttons;
mod caption;
mod coach;
mod hint;
mod pause;
mod place_tip;
mod players;
mod status;
#[cfg(test)]
mod testing;
mod timeline_panel;

use super::replay::Replay;
use super::review::review_panel;
use super::widgets::{
    BODY_SIZE, INK, MUTED_INK, SMALL_SIZE, button, panel, row, set_shown, text, tr_text,
};
use super::{Announced, Screen, UiAction, UiPressed};
use crate::rules_plugin::{BoardLaidOut, Match};
use crate::schedule::GameSystems;
use crate::theme::{PLAYER_COLOURS, text_shadow};
use crate::view::{BoardFrame, is_portrait};
use bevy::prelude::*;
use caption::Caption;
use marum_core::rules::Player;
use marum_core::timeline::Timeline;
use players::{PlayerName, PlayerPanel, StoreCount};
use status::StatusLine;
use timeline_panel::TimelineList;

/// The play screen's timeline of turns.
#[derive(Resource, Default, Deref, DerefMut)]
pub struct TurnTimeline(pub Timeline);

/// The bars along the top and bottom edges, which the board keeps clear of.
#[derive(Component)]
struct EdgeBar;

/// The timeline's drawer: beside the board in a landscape window, under it in a portrait one.
#[derive(Component)]
struct TimelinePanel;

/// The row holding the drawer, between the bars.
#[derive(Component)]
struct TimelineRow;

/// Whether the timeline's drawer is open: the player's choice once they have made one; until
/// then, open only where the window has room to spare for it.
#[derive(Resource, Default)]
struct TimelineDrawer(Option<bool>);

/// The drawer takes this share of a landscape window's width.
const DRAWER_SHARE: f32 = 0.26;
/// Landscape windows at least this wide for their height open the drawer by default: the board
/// keeps its size beside it.
const ROOMY_ASPECT: f32 = 2.1;
/// A portrait window gives the drawer this share of its height under the board.
const PORTRAIT_DRAWER_SHARE: f32 = 0.2;

/// A bar along one edge of the window: its children spread along it, wrapping on narrow windows.
fn edge_bar(align: AlignItems) -> impl Bundle {
    (
        EdgeBar,
        Node {
            flex_direction: FlexDirection::Row,
            flex_wrap: FlexWrap::Wrap,
            justify_content: JustifyContent::SpaceBetween,
            align_items: align,
            column_gap: px(12),
            row_gap: px(8),
            ..default()
        },
        Pickable::IGNORE,
    )
}

fn player_panel(player: Player) -> impl Bundle {
    (
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
            // Full ink: the panel lights up in the player's colour when they are due.
            (StoreCount(player), text("", SMALL_SIZE, INK)),
        ],
    )
}

/// The HUD floats over the scene's edges: the far player's panel, what is happening, the
/// timeline and menu buttons along the top; the near player's panel, the explanation and the
/// game's buttons along the bottom; the timeline's drawer between them.
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
    let top = commands
        .spawn((ChildOf(root), edge_bar(AlignItems::Start)))
        .id();
    commands.spawn((ChildOf(top), player_panel(Player::Two)));
    commands.spawn((
        ChildOf(top),
        StatusLine,
        Announced,
        text("", BODY_SIZE, INK),
        text_shadow(BODY_SIZE),
        TextLayout::justify(Justify::Center),
        Node {
            flex_grow: 1.0,
            flex_basis: px(240),
            margin: UiRect::top(px(10)),
            ..default()
        },
    ));
    let corner = commands.spawn((ChildOf(top), row(10.0))).id();
    for (label, action) in [
        ("button-timeline", UiAction::ToggleTimeline),
        ("button-menu", UiAction::Pause),
    ] {
        commands.spawn((ChildOf(corner), button(label, action)));
    }
    commands.spawn((ChildOf(root), place_tip::place_tip()));
    // Under the top bar's line, across the window, while a review is shown.
    commands.spawn((ChildOf(top), review_panel()));
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
    let drawer = commands
        .spawn((
            ChildOf(middle),
            TimelinePanel,
            panel(Node {
                flex_direction: FlexDirection::Column,
                padding: UiRect::all(px(10)),
                row_gap: px(6),
                display: Display::None,
                ..default()
            }),
        ))
        .id();
    commands.spawn((
        ChildOf(drawer),
        tr_text("timeline-heading", SMALL_SIZE, MUTED_INK),
    ));
    commands.spawn((
        ChildOf(drawer),
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
    let bottom = commands
        .spawn((ChildOf(root), edge_bar(AlignItems::End)))
        .id();
    commands.spawn((ChildOf(bottom), player_panel(Player::One)));
    commands.spawn((
        ChildOf(bottom),
        Caption,
        Announced,
        text("", BODY_SIZE, INK),
        TextLayout::justify(Justify::Center),
        Node {
            flex_grow: 1.0,
            flex_shrink: 1.0,
            flex_basis: px(240),
            padding: UiRect::axes(px(14), px(6)),
            border_radius: BorderRadius::all(px(10)),
            ..default()
        },
        BackgroundColor(Color::NONE),
    ));
    let buttons = commands.spawn((ChildOf(bottom), row(10.0))).id();
    for (label, action) in [
        ("button-move-back", UiAction::ReplayStep(-1)),
        ("button-play-replay", UiAction::ReplayPlaying(true)),
        ("button-next-move", UiAction::ReplayStep(1)),
        ("button-review", UiAction::Review),
        ("button-undo", UiAction::Undo),
        ("button-redo", UiAction::Redo),
        ("button-hint", UiAction::Hint),
        ("button-restart", UiAction::Restart),
    ] {
        commands.spawn((ChildOf(buttons), button(label, action)));
    }
}

/// Opens and closes the drawer, and keeps the board clear of the bars and the open drawer: beside
/// the board in a landscape window, under it in a portrait one.
fn arrange_for_window(
    windows: Query<&Window>,
    mut drawer: ResMut<TimelineDrawer>,
    mut pressed: MessageReader<UiPressed>,
    mut frame: ResMut<BoardFrame>,
    bars: Query<(&ComputedNode, &UiGlobalTransform), With<EdgeBar>>,
    mut rows: Query<&mut Node, (With<TimelineRow>, Without<TimelinePanel>)>,
    mut panels: Query<&mut Node, (With<TimelinePanel>, Without<TimelineRow>)>,
) {
    let Ok(window) = windows.single() else { return };
    let size = window.physical_size().as_vec2().max(Vec2::ONE);
    let portrait = is_portrait(size.x / size.y);
    let roomy = portrait || size.x / size.y >= ROOMY_ASPECT;
    for UiPressed(action) in pressed.read() {
        if *action == UiAction::ToggleTimeline {
            drawer.0 = Some(!drawer.0.unwrap_or(roomy));
        }
    }
    let open = drawer.0.unwrap_or(roomy);
    // The bars' reach from their edges, as shares of the window's height.
    let (mut top, mut bottom) = (0.0f32, 0.0f32);
    for (node, at) in &bars {
        let (centre, half) = (at.translation.y, node.size().y / 2.0);
        if centre < size.y / 2.0 {
            top = top.max((centre + half) / size.y);
        } else {
            bottom = bottom.max(1.0 - (centre - half) / size.y);
        }
    }
    let wanted = BoardFrame {
        left: 0.0,
        right: if open && !portrait { DRAWER_SHARE } else { 0.0 },
        top: top + 0.01,
        bottom: bottom
            + 0.01
            + if open && portrait {
                PORTRAIT_DRAWER_SHARE
            } else {
                0.0
            },
    };
    if (frame.top - wanted.top).abs() > 0.005
        || (frame.bottom - wanted.bottom).abs() > 0.005
        || frame.right != wanted.right
        || frame.left != wanted.left
    {
        *frame = wanted;
    }
    for mut row in &mut rows {
        let (direction, justify) = if portrait {
            (FlexDirection::Column, JustifyContent::FlexEnd)
        } else {
            (FlexDirection::Row, JustifyContent::FlexEnd)
        };
        if row.flex_direction != direction || row.justify_content != justify {
            row.flex_direction = direction;
            row.justify_content = justify;
        }
    }
    for mut panel in &mut panels {
        let (width, height) = if portrait {
            (percent(100), percent(PORTRAIT_DRAWER_SHARE * 100.0 / 0.8))
        } else {
            (percent(DRAWER_SHARE * 100.0 - 1.0), Val::Auto)
        };
        if panel.width != width || panel.height != height {
            panel.width = width;
            panel.height = height;
        }
        set_shown(&mut panel, open);
    }
}

fn leave_play(mut time: ResMut<Time<Virtual>>) {
    time.unpause();
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
    app.init_resource::<TurnTimeline>()
        .init_resource::<super::notice::Notice>()
        .init_resource::<caption::Explanation>()
        .init_resource::<hint::HintSearch>()
        .init_resource::<coach::Coach>()
        .init_resource::<TimelineDrawer>()
        .init_resource::<buttons::RestartAsked>()
        .add_systems(OnEnter(Screen::Play), spawn_hud)
        .add_systems(OnExit(Screen::Play), (leave_play, coach::stop_coaching))
        .add_systems(
            Update,
            (buttons::press_play_buttons, hint::start_hint)
                .run_if(in_state(Screen::Play))
                .in_set(GameSystems::Direct),
        )
        .add_systems(
            Update,
            buttons::press_buttons_with_keys
                .run_if(in_state(Screen::Play))
                .in_set(GameSystems::Input),
        )
        // Everywhere: once the play screen's lines are gone, so are the pits they lit.
        .add_systems(
            Update,
            (
                timeline_panel::point_at_turns,
                timeline_panel::shade_pointed_lines,
            )
                .in_set(GameSystems::Input),
        )
        .add_systems(
            Update,
            (
                timeline_panel::rebuild_timeline.run_if(on_message::<BoardLaidOut>),
                timeline_panel::follow_steps,
                caption::explain_steps,
                hint::forget_hint,
                buttons::forget_restart_asked,
                // Everywhere, so that every new board is seen, wherever it was laid out.
                coach::watch_decisions,
                (
                    arrange_for_window,
                    hint::finish_hint,
                    coach::point_out_mistakes,
                    buttons::show_buttons,
                    buttons::turn_play_button,
                    players::update_players,
                    status::update_status,
                    place_tip::show_place_tip,
                    timeline_panel::draw_timeline,
                    timeline_panel::follow_the_replay,
                    caption::notice_refusals,
                    caption::show_caption,
                    to_result,
                )
                    .run_if(in_state(Screen::Play)),
            )
                .chain()
                .in_set(GameSystems::Interface),
        );
}
