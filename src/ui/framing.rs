//! How each screen frames the board: under the title with the buttons below it; beside the menu,
//! the coin toss and the rules in a landscape window and above them in a portrait one; above the
//! result. The play screen's HUD frames it itself.

use super::Screen;
use crate::schedule::GameSystems;
use crate::view::{BoardFrame, is_portrait};
use bevy::prelude::*;

/// The root of a screen whose panel stands beside the board (above it in portrait).
#[derive(Component)]
pub struct BesideBoard;

/// That screen's panel.
#[derive(Component)]
pub struct BesidePanel;

/// The panel's share of a landscape window's width, and of a portrait window's height for the
/// rules, whose page and captions change as they are read: their panel keeps one height so that
/// the board stays still. The menu's and the toss's panels are as tall as their contents, the
/// board has the rest, and at the largest text they may take up to `FITTED_SHARE`.
const SIDE_SHARE: f32 = 0.46;
const BELOW_SHARE: f32 = 0.56;
const FITTED_SHARE: f32 = 0.72;

/// Spawns `screen`'s panel beside the board, laid out inside by `inside`; returns the panel to
/// fill.
pub fn spawn_beside_board(commands: &mut Commands, screen: Screen, inside: Node) -> Entity {
    let root = commands.spawn(beside_board_root(screen)).id();
    commands
        .spawn((ChildOf(root), BesidePanel, super::widgets::panel(inside)))
        .id()
}

/// A screen's root that puts its panel beside the board.
fn beside_board_root(screen: Screen) -> impl Bundle {
    (
        BesideBoard,
        DespawnOnExit(screen),
        Node {
            width: percent(100),
            height: percent(100),
            padding: UiRect::all(px(14)),
            ..default()
        },
        Pickable::IGNORE,
    )
}

/// The board's frame on each screen but the play screen, and the side panels' place.
fn frame_the_board(
    screen: Res<State<Screen>>,
    windows: Query<&Window>,
    mut frame: ResMut<BoardFrame>,
    mut roots: Query<&mut Node, (With<BesideBoard>, Without<BesidePanel>)>,
    mut panels: Query<&mut Node, (With<BesidePanel>, Without<BesideBoard>)>,
    laid_out: Query<(&ComputedNode, &UiGlobalTransform), With<BesidePanel>>,
) {
    let Ok(window) = windows.single() else { return };
    let portrait = is_portrait(window.width() / window.height().max(1.0));
    // How far up a portrait window the panel reaches, once laid out.
    let height = window.physical_height().max(1) as f32;
    let panel_reach = laid_out
        .iter()
        .filter(|(node, _)| node.size().y > 0.0)
        .map(|(node, at)| 1.0 - (at.translation.y - node.size().y / 2.0) / height)
        .reduce(f32::max);
    let beside = if portrait {
        BoardFrame {
            bottom: panel_reach.unwrap_or(BELOW_SHARE).min(FITTED_SHARE) + 0.01,
            top: 0.03,
            ..default()
        }
    } else {
        BoardFrame {
            left: SIDE_SHARE,
            top: 0.05,
            bottom: 0.05,
            ..default()
        }
    };
    let wanted = match screen.get() {
        Screen::Play => return,
        Screen::Title => BoardFrame {
            top: 0.22,
            bottom: 0.2,
            ..default()
        },
        Screen::Menu | Screen::Toss | Screen::Rules => beside,
        // The result's panel is wide and short: in portrait it leaves most of the height free.
        Screen::Result => BoardFrame {
            top: 0.03,
            bottom: if portrait { 0.24 } else { 0.46 },
            ..default()
        },
        Screen::Settings | Screen::Closed => BoardFrame::default(),
        // The kiosk: a caption above the board, the invitation below it.
        Screen::Attract => BoardFrame {
            top: 0.2,
            bottom: 0.2,
            ..default()
        },
    };
    frame.set_if_neq(wanted);
    for mut root in &mut roots {
        let direction = if portrait {
            FlexDirection::ColumnReverse
        } else {
            FlexDirection::Row
        };
        if root.flex_direction != direction {
            root.flex_direction = direction;
        }
    }
    let fits_contents = *screen.get() != Screen::Rules;
    for mut panel in &mut panels {
        let (width, height, max_height) = if !portrait {
            (percent(SIDE_SHARE * 100.0 - 2.0), percent(100), Val::Auto)
        } else if fits_contents {
            (percent(100), Val::Auto, percent(FITTED_SHARE * 100.0 - 2.0))
        } else {
            (percent(100), percent(BELOW_SHARE * 100.0 - 2.0), Val::Auto)
        };
        if panel.width != width || panel.height != height || panel.max_height != max_height {
            panel.width = width;
            panel.height = height;
            panel.max_height = max_height;
        }
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(Update, frame_the_board.in_set(GameSystems::Interface));
}
