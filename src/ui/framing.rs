//! How each screen frames the board: under the title with the buttons below it; beside the menu,
//! the coin toss and the rules in a wide window and above them in a narrower one (portrait, or
//! landscape narrower than 3:2); above the result. The play screen's HUD frames it itself.

use super::Screen;
use super::scrolling::Scrolls;
use crate::schedule::GameSystems;
use crate::view::{BoardFrame, is_portrait};
use bevy::prelude::*;

/// The root of a screen whose panel stands beside the board (below it in a narrow window).
#[derive(Component)]
pub struct BesideBoard;

/// That screen's panel.
#[derive(Component)]
pub struct BesidePanel;

/// The result's panel, under the board: the board's frame ends at its top.
#[derive(Component)]
pub struct UnderBoard;

/// The panel's share of a wide window's width, and of a narrower window's height for the
/// rules, whose page and captions change as they are read: their panel keeps one height so that
/// the board stays still. The menu's and the toss's panels are as tall as their contents, the
/// board has the rest, and at the largest text they may take up to `FITTED_SHARE`.
const SIDE_SHARE: f32 = 0.46;
const BELOW_SHARE: f32 = 0.56;
const FITTED_SHARE: f32 = 0.72;
/// Windows narrower than this for their height have the panel below the board: beside it, on a
/// 4:3 screen, the board had half the width and stood small in the middle of its half; below it,
/// the board has the whole width.
const PANEL_BELOW_ASPECT: f32 = 1.5;

/// Whether a window of `aspect` (width over height) has the panels under the board.
fn panel_below(aspect: f32) -> bool {
    aspect < PANEL_BELOW_ASPECT
}

/// Spawns `screen`'s panel beside the board, laid out inside by `inside`; returns the node to
/// fill. A menu's or a toss's panel scrolls when its contents are taller than it may be (the
/// largest text on a small screen), its contents centred while they fit; the rules' panel keeps
/// one size and scrolls its page itself.
pub fn spawn_beside_board(commands: &mut Commands, screen: Screen, inside: Node) -> Entity {
    let root = commands.spawn(beside_board_root(screen)).id();
    if !fits_contents(screen) {
        return commands
            .spawn((ChildOf(root), BesidePanel, super::widgets::panel(inside)))
            .id();
    }
    let scrolling = Node {
        flex_direction: FlexDirection::Column,
        overflow: Overflow::scroll_y(),
        ..default()
    };
    let panel = commands
        .spawn((
            ChildOf(root),
            BesidePanel,
            super::widgets::panel(scrolling),
            Scrolls,
            ScrollPosition::default(),
        ))
        .id();
    // Auto margins centre the contents while they fit and come to nothing once they do not, so
    // that the top of taller contents can still be scrolled to.
    commands
        .spawn((
            ChildOf(panel),
            Node {
                margin: UiRect::vertical(Val::Auto),
                flex_shrink: 0.0,
                ..inside
            },
        ))
        .id()
}

/// Whether `screen`'s panel takes the height of its contents when below the board: the rules'
/// page and captions change as they are read, so their panel keeps one height.
fn fits_contents(screen: Screen) -> bool {
    screen != Screen::Rules
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

/// The panels whose top is the board's frame's foot when they stand under the board.
type PanelUnderBoard = Or<(With<BesidePanel>, With<UnderBoard>)>;

/// The board's frame on each screen but the play screen, and the side panels' place.
fn frame_the_board(
    screen: Res<State<Screen>>,
    windows: Query<&Window>,
    mut frame: ResMut<BoardFrame>,
    mut roots: Query<&mut Node, (With<BesideBoard>, Without<BesidePanel>)>,
    mut panels: Query<&mut Node, (With<BesidePanel>, Without<BesideBoard>)>,
    laid_out: Query<(&ComputedNode, &UiGlobalTransform), PanelUnderBoard>,
) {
    let Ok(window) = windows.single() else { return };
    let aspect = window.width() / window.height().max(1.0);
    let (portrait, below) = (is_portrait(aspect), panel_below(aspect));
    // How far up the window a panel under the board reaches, once laid out.
    let height = window.physical_height().max(1) as f32;
    let panel_reach = laid_out
        .iter()
        .filter(|(node, _)| node.size().y > 0.0)
        .map(|(node, at)| 1.0 - (at.translation.y - node.size().y / 2.0) / height)
        .reduce(f32::max);
    let beside = if below {
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
        // The result's panel is wide and short: the board has the height above it.
        Screen::Result => BoardFrame {
            top: 0.03,
            bottom: panel_reach.unwrap_or(if portrait { 0.24 } else { 0.46 }) + 0.01,
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
        let direction = if below {
            FlexDirection::ColumnReverse
        } else {
            FlexDirection::Row
        };
        if root.flex_direction != direction {
            root.flex_direction = direction;
        }
    }
    let fits_contents = fits_contents(*screen.get());
    for mut panel in &mut panels {
        let (width, height, max_height) = if !below {
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

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::state::app::StatesPlugin;

    /// The framing of `screen` in a window of `width`×`height`.
    fn app(screen: Screen, width: u32, height: u32) -> App {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .insert_state(screen)
            .init_resource::<BoardFrame>()
            .add_plugins(plugin);
        app.world_mut().spawn(Window {
            resolution: (width, height).into(),
            ..default()
        });
        app
    }

    /// The board's frame on the menu in a window of `width`×`height`.
    fn menu_frame(width: u32, height: u32) -> BoardFrame {
        let mut app = app(Screen::Menu, width, height);
        app.update();
        *app.world().resource::<BoardFrame>()
    }

    /// The result's board ends just above its panel, wherever the panel's top lies.
    #[test]
    fn the_result_gives_the_board_the_height_above_its_panel() {
        for (width, height, panel_height) in
            [(1600, 900, 270.0), (1024, 768, 190.0), (720, 1280, 210.0)]
        {
            let mut app = app(Screen::Result, width, height);
            // A panel of `panel_height` pixels, 20 above the window's foot.
            let centre = height as f32 - 20.0 - panel_height / 2.0;
            app.world_mut().spawn((
                UnderBoard,
                ComputedNode {
                    size: Vec2::new(width as f32 * 0.7, panel_height),
                    ..default()
                },
                UiGlobalTransform::from_xy(width as f32 / 2.0, centre),
            ));
            app.update();
            let frame = *app.world().resource::<BoardFrame>();
            let reach = (20.0 + panel_height) / height as f32;
            assert!(
                (frame.bottom - reach - 0.01).abs() < 1e-4,
                "{width}×{height}: {frame:?}, the panel reaching {reach}"
            );
        }
    }

    /// Wide windows have the menu beside the board; a 4:3 one, like a portrait one, has it under
    /// the board, which then has the whole width.
    #[test]
    fn a_narrow_window_has_the_menu_under_the_board() {
        for (width, height) in [(1600, 900), (1440, 900), (1920, 800)] {
            let frame = menu_frame(width, height);
            assert_eq!(
                (frame.left, frame.bottom),
                (SIDE_SHARE, 0.05),
                "{width}×{height}"
            );
        }
        for (width, height) in [(1024, 768), (1280, 1024), (720, 1280)] {
            let frame = menu_frame(width, height);
            assert_eq!(frame.left, 0.0, "{width}×{height}");
            assert!(frame.bottom > 0.3, "{width}×{height}: {frame:?}");
        }
    }
}
