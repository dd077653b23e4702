//! The play screen's HUD: both players with their stores, whose turn it is (or who still chooses
//! in Congkak's opening), a thinking cue, the scrollable turn timeline, explanations in first
//! games, undo/redo/restart/hint, refusals, pause, and the move to the result. This file lays the
//! HUD out and handles its buttons; each part keeps itself up to date in a file of its own.

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
use super::review::{Review, review_panel};
use super::saved::Keeping;
use super::widgets::{
    BODY_SIZE, INK, MUTED_INK, SMALL_SIZE, Tr, button, panel, row, set_shown, text, tr_text,
};
use super::{Announced, Screen, UiAction, UiPressed};
use crate::rules_plugin::{BoardLaidOut, Match, MatchRequest, Seat};
use crate::schedule::GameSystems;
use crate::settings::Settings;
use crate::theme::{PLAYER_COLOURS, text_shadow};
use crate::view::{BoardFrame, is_portrait};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::ui::InteractionDisabled;
use caption::Caption;
use marum_core::rules::Player;
use marum_core::timeline::Timeline;
use pause::{PauseOverlay, spawn_pause};
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

/// The replay's one button for playing on offers what is not happening now (▶ Play or ❚❚ Pause),
/// so that the focus stays on it as it turns.
fn turn_play_button(
    replay: Option<Res<Replay>>,
    mut buttons: Query<(&mut UiAction, &Children)>,
    mut labels: Query<&mut Tr>,
) {
    let playing = replay.is_some_and(|replay| replay.playing);
    let label = if playing {
        "button-pause-replay"
    } else {
        "button-play-replay"
    };
    for (mut action, children) in &mut buttons {
        if !matches!(*action, UiAction::ReplayPlaying(_)) {
            continue;
        }
        action.set_if_neq(UiAction::ReplayPlaying(!playing));
        let mut labels = labels.iter_many_mut(children);
        while let Some(mut tr) = labels.fetch_next() {
            tr.set_if_neq(Tr(label));
        }
    }
}

fn leave_play(mut time: ResMut<Time<Virtual>>) {
    time.unpause();
}

/// Undo and redo only make sense against the computer; hint and restart only when a human
/// decides; a replay has only its own steps. Of those shown, Undo, Redo, Hint and the replay's
/// steps can be pressed only when they have something to do: an earlier turn, a turn taken back,
/// a human to advise, a move before or after this one.
fn show_buttons(
    current: Option<Res<Match>>,
    replay: Option<Res<Replay>>,
    review: Option<Res<Review>>,
    mut buttons: Query<(Entity, &UiAction, &mut Node, Has<InteractionDisabled>)>,
    mut commands: Commands,
) {
    let Some(current) = current else { return };
    let replaying = replay.is_some();
    let seats = &current.setup.seats;
    let human = seats.contains(&Seat::Human) && !replaying;
    let against_computer = !replaying && crate::tally::against_computer(seats).is_some();
    let replay_step = |step: i8| {
        replay.as_ref().is_some_and(|replay| match step {
            1.. => replay.at < replay.record.decisions.len(),
            _ => replay.at > 0,
        })
    };
    for (button, action, mut node, off) in &mut buttons {
        let (shown, useful) = match action {
            UiAction::Undo => (against_computer, current.can_undo()),
            UiAction::Redo => (against_computer, current.can_redo()),
            UiAction::Hint => (human, current.person_waited_for().is_some()),
            UiAction::Restart => (human, true),
            UiAction::ReplayStep(step) => (replaying, replay_step(*step)),
            UiAction::ReplayPlaying(_) => (replaying, true),
            UiAction::Review => (replaying && review.is_none(), true),
            _ => continue,
        };
        set_shown(&mut node, shown);
        if useful == off {
            if useful {
                commands.entity(button).remove::<InteractionDisabled>();
            } else {
                commands.entity(button).insert(InteractionDisabled);
            }
        }
    }
}

/// Keys for the play screen's buttons: H asks for a hint, Ctrl+Z undoes, Ctrl+Y or Ctrl+Shift+Z
/// redoes; each only where its button is shown and can be pressed, and not while paused.
fn press_buttons_with_keys(
    keys: Res<ButtonInput<KeyCode>>,
    time: Res<Time<Virtual>>,
    buttons: Query<(&UiAction, &Node, Has<InteractionDisabled>)>,
    mut pressed: MessageWriter<UiPressed>,
) {
    if time.is_paused() {
        return;
    }
    let control = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    let action = match (control, shift) {
        (false, _) if keys.just_pressed(KeyCode::KeyH) => UiAction::Hint,
        (true, _) if keys.just_pressed(KeyCode::KeyY) => UiAction::Redo,
        (true, true) if keys.just_pressed(KeyCode::KeyZ) => UiAction::Redo,
        (true, false) if keys.just_pressed(KeyCode::KeyZ) => UiAction::Undo,
        _ => return,
    };
    let ready = buttons
        .iter()
        .any(|(button, node, off)| *button == action && node.display != Display::None && !off);
    if ready {
        pressed.write(UiPressed(action));
    }
}

/// The number of decisions made when Restart asked to be pressed again.
#[derive(Resource, Default)]
struct RestartAsked(Option<usize>);

/// A new board (a new game, undo, redo) is not the one Restart asked about.
fn forget_restart_asked(
    mut new_board: MessageReader<BoardLaidOut>,
    mut asked: ResMut<RestartAsked>,
) {
    if new_board.read().count() > 0 {
        asked.0 = None;
    }
}

/// Restart throws the game away, and on the play screen's bar it sits a finger's slip from Hint:
/// there it asks to be pressed again, until the game moves on. From the pause menu, or with
/// nothing played yet, it restarts at once.
#[derive(SystemParam)]
struct RestartGuard<'w> {
    current: Option<Res<'w, Match>>,
    asked: ResMut<'w, RestartAsked>,
    notice: ResMut<'w, super::notice::Notice>,
    settings: Res<'w, Settings>,
}

impl RestartGuard<'_> {
    /// Whether a press of Restart (from the pause menu when `paused`) restarts now; if not, it
    /// says to press again.
    fn restarts(&mut self, paused: bool) -> bool {
        let played = self
            .current
            .as_ref()
            .map_or(0, |c| c.game().history().len());
        if paused || played == 0 || self.asked.0 == Some(played) {
            self.asked.0 = None;
            return true;
        }
        self.asked.0 = Some(played);
        let locale = self.settings.locale();
        let button = locale.text("button-restart");
        let again = locale.with("notice-restart-again", &[("button", button.into())]);
        self.notice.show(again);
        false
    }
}

fn press_play_buttons(
    mut pressed: MessageReader<UiPressed>,
    mut requests: MessageWriter<MatchRequest>,
    mut time: ResMut<Time<Virtual>>,
    overlays: Query<Entity, With<PauseOverlay>>,
    mut restart: RestartGuard,
    keeping: Keeping,
    mut commands: Commands,
) {
    for UiPressed(action) in pressed.read() {
        let request = match action {
            UiAction::Undo => MatchRequest::Undo,
            UiAction::Redo => MatchRequest::Redo,
            UiAction::Restart if restart.restarts(!overlays.is_empty()) => MatchRequest::Restart,
            UiAction::Pause if overlays.is_empty() => {
                time.pause();
                spawn_pause(&mut commands, keeping.is_kept());
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
    app.init_resource::<TurnTimeline>()
        .init_resource::<super::notice::Notice>()
        .init_resource::<caption::Explanation>()
        .init_resource::<hint::HintSearch>()
        .init_resource::<coach::Coach>()
        .init_resource::<TimelineDrawer>()
        .init_resource::<RestartAsked>()
        .add_systems(OnEnter(Screen::Play), spawn_hud)
        .add_systems(OnExit(Screen::Play), (leave_play, coach::stop_coaching))
        .add_systems(
            Update,
            (press_play_buttons, hint::start_hint)
                .run_if(in_state(Screen::Play))
                .in_set(GameSystems::Direct),
        )
        .add_systems(
            Update,
            press_buttons_with_keys
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
                forget_restart_asked,
                // Everywhere, so that every new board is seen, wherever it was laid out.
                coach::watch_decisions,
                (
                    arrange_for_window,
                    hint::finish_hint,
                    coach::point_out_mistakes,
                    show_buttons,
                    turn_play_button,
                    players::update_players,
                    status::update_status,
                    place_tip::show_place_tip,
                    timeline_panel::draw_timeline,
                    timeline_panel::follow_the_replay,
                    timeline_panel::scroll_timeline,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules_plugin::{MoveRequest, Timing};
    use marum_core::ai::Level;
    use marum_core::rules::{Decision, GameRecord, Variant};

    /// The headless rules plugin with the HUD's buttons for `actions` over a new game of Marum
    /// Konbi between `seats`, player 1 first.
    fn buttons_over_a_game<const N: usize>(
        seats: [Seat; 2],
        actions: [UiAction; N],
    ) -> (App, [Entity; N]) {
        let mut app = crate::headless::app();
        app.insert_resource(Timing::instant())
            .init_resource::<ButtonInput<KeyCode>>()
            .add_message::<UiPressed>()
            .add_systems(
                Update,
                (
                    press_buttons_with_keys.in_set(crate::schedule::GameSystems::Input),
                    show_buttons.in_set(crate::schedule::GameSystems::Interface),
                ),
            );
        crate::headless::single_threaded(&mut app);
        let buttons = actions.map(|action| app.world_mut().spawn(button("", action)).id());
        app.world_mut()
            .write_message(testing::new_game(seats, Player::One));
        (app, buttons)
    }

    /// The buttons pressed by each of the play screen's keys, pressed alone on a frame.
    fn pressed_by_keys(app: &mut App) -> Vec<UiAction> {
        let (control, shift) = (KeyCode::ControlLeft, KeyCode::ShiftLeft);
        let mut pressed = Vec::new();
        for chord in [
            &[KeyCode::KeyH][..],
            &[control, KeyCode::KeyZ],
            &[control, KeyCode::KeyY],
            &[control, shift, KeyCode::KeyZ],
            &[KeyCode::KeyZ],
        ] {
            let mut cursor = app
                .world()
                .resource::<Messages<UiPressed>>()
                .get_cursor_current();
            let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
            keys.reset_all();
            for &key in chord {
                keys.press(key);
            }
            app.update();
            let messages = app.world().resource::<Messages<UiPressed>>();
            pressed.extend(cursor.read(messages).map(|UiPressed(action)| *action));
        }
        app.world_mut()
            .resource_mut::<ButtonInput<KeyCode>>()
            .reset_all();
        pressed
    }

    fn first_decision(current: &Match) -> Decision {
        current.game().decisions().as_slice()[0]
    }

    fn pressable<const N: usize>(app: &App, buttons: [Entity; N]) -> [bool; N] {
        buttons.map(|button| !app.world().entity(button).contains::<InteractionDisabled>())
    }

    /// A replay's Move back stops at its start and Next move at its end.
    #[test]
    fn replay_steps_stop_at_the_ends() {
        let (mut app, steps) = buttons_over_a_game(
            [Seat::Human; 2],
            [UiAction::ReplayStep(-1), UiAction::ReplayStep(1)],
        );
        app.update();
        let current = app.world().resource::<Match>();
        let record = current.setup.record(vec![first_decision(current)]);
        for (at, expected) in [(0, [false, true]), (1, [true, false])] {
            app.insert_resource(Replay {
                record: record.clone(),
                at,
                playing: false,
            });
            app.update();
            assert_eq!(pressable(&app, steps), expected, "at move {at}");
        }
    }

    /// Against the computer, Undo can be pressed once the person has a turn to go back to, Redo
    /// once a turn was taken back, and Hint while the person is to decide, not while the computer
    /// is; their keys (H, Ctrl+Z, Ctrl+Y or Ctrl+Shift+Z) press them only then.
    #[test]
    fn buttons_can_be_pressed_only_with_something_to_do() {
        let (mut app, [undo, redo, hint]) = buttons_over_a_game(
            [Seat::Human, Seat::Computer(Level::Easy)],
            [UiAction::Undo, UiAction::Redo, UiAction::Hint],
        );
        let pressable = |app: &App| pressable(app, [undo, redo, hint]);
        let person_due = |app: &App| app.world().resource::<Match>().due(true).next().is_some();
        app.update();
        assert_eq!(pressable(&app), [false, false, true], "the first turn");
        assert_eq!(pressed_by_keys(&mut app), [UiAction::Hint]);
        let opening = first_decision(app.world().resource::<Match>());
        app.world_mut().write_message(MoveRequest::from(opening));
        app.update();
        let mut computer_seen = false;
        while !person_due(&app) {
            assert!(!pressable(&app)[2], "no hint while the computer decides");
            computer_seen = true;
            app.update();
        }
        assert!(computer_seen);
        assert_eq!(pressable(&app), [true, false, true], "a turn played");
        assert_eq!(pressed_by_keys(&mut app), [UiAction::Hint, UiAction::Undo]);
        app.world_mut().write_message(MatchRequest::Undo);
        app.update();
        assert_eq!(pressable(&app), [false, true, true], "the turn taken back");
        assert_eq!(
            pressed_by_keys(&mut app),
            [UiAction::Hint, UiAction::Redo, UiAction::Redo]
        );
    }

    /// Hint waits for the board: while the computer's move is still shown, the person is due by
    /// the rules but the pits they would be told of are not yet as the hint would say.
    #[test]
    fn no_hint_while_the_computers_move_is_shown() {
        let (mut app, [hint]) =
            buttons_over_a_game([Seat::Human, Seat::Computer(Level::Easy)], [UiAction::Hint]);
        testing::timed(&mut app);
        app.update();
        let opening = first_decision(app.world().resource::<Match>());
        app.world_mut().write_message(MoveRequest::from(opening));
        let reply_shown = |world: &World| {
            let current = world.resource::<Match>();
            current.is_busy() && current.due(true).next().is_some()
        };
        crate::headless::update_until(&mut app, "the computer never replied", reply_shown);
        app.update();
        assert!(reply_shown(app.world()));
        assert_eq!(pressable(&app, [hint]), [false], "while the reply is shown");
        crate::headless::update_until(&mut app, "the reply was never shown", |world| {
            !world.resource::<Match>().is_busy()
        });
        app.update();
        assert_eq!(pressable(&app, [hint]), [true], "once the board is at rest");
    }

    /// The pause card covers the play screen, and says the game is saved only where it is: a
    /// person's game with somewhere to keep it, not at a kiosk (nowhere to keep it) nor the
    /// computer playing itself.
    #[test]
    fn the_pause_card_says_the_game_is_saved_only_where_it_is() {
        use crate::ui::saved::SavePath;
        let somewhere = Some(std::env::temp_dir().join("marum-pause-test.json"));
        let against = [Seat::Human, Seat::Computer(Level::Beginner)];
        let cases = [
            (against, somewhere.clone(), true),
            (against, None, false),
            ([Seat::Computer(Level::Beginner); 2], somewhere, false),
        ];
        for (seats, path, saved) in cases {
            let mut app = testing::hud_app(testing::english(), press_play_buttons);
            app.init_resource::<RestartAsked>()
                .insert_resource(SavePath(path));
            app.world_mut()
                .write_message(testing::new_game(seats, Player::One));
            app.update();
            app.world_mut().write_message(UiPressed(UiAction::Pause));
            app.update();
            let mut lines = app.world_mut().query::<&Tr>();
            let ids: Vec<&str> = lines.iter(app.world()).map(|line| line.0).collect();
            assert!(ids.contains(&"paused-heading"), "{ids:?}");
            assert_eq!(ids.contains(&"paused-saved"), saved, "{seats:?}: {ids:?}");
            // A layer over the play screen, keeping the keyboard and screen readers to it.
            let mut covering = app
                .world_mut()
                .query_filtered::<(), (With<PauseOverlay>, With<crate::ui::widgets::Covering>)>();
            assert_eq!(covering.iter(app.world()).count(), 1);
        }
    }

    /// Restart on the play screen's bar asks to be pressed again while there are moves to lose,
    /// and forgets it was pressed once the game moves on; before any move, or from the pause
    /// menu, it restarts at once. One press lost the game.
    #[test]
    fn restart_asks_again_before_a_game_is_lost() {
        use super::super::notice::Notice;
        let mut app = testing::hud_app(
            testing::english(),
            (forget_restart_asked, press_play_buttons),
        );
        app.init_resource::<RestartAsked>();
        app.world_mut()
            .write_message(testing::new_game([Seat::Human; 2], Player::One));
        app.update();
        let played = |app: &App| app.world().resource::<Match>().game().history().len();
        let play = |app: &mut App| {
            let decision = first_decision(app.world().resource::<Match>());
            app.world_mut().write_message(MoveRequest::from(decision));
            app.update();
        };
        let press = |app: &mut App| {
            app.world_mut().write_message(UiPressed(UiAction::Restart));
            app.update();
            app.update();
            std::mem::take(&mut app.world_mut().resource_mut::<Notice>().text)
        };
        assert_eq!(press(&mut app), "", "nothing to lose: restarted at once");
        play(&mut app);
        let again = "Press Restart again to start this game over: its moves will be lost.";
        assert_eq!(press(&mut app), again);
        assert_eq!(played(&app), 1);
        assert_eq!(press(&mut app), "");
        assert_eq!(played(&app), 0, "pressed again: restarted");
        play(&mut app);
        assert_eq!(press(&mut app), again);
        play(&mut app);
        assert_eq!(press(&mut app), again, "the game moved on since it asked");
        assert_eq!(played(&app), 2);
        assert_eq!(press(&mut app), "");
        assert_eq!(played(&app), 0);
        play(&mut app);
        assert_eq!(press(&mut app), again);
        app.world_mut()
            .write_message(testing::new_game([Seat::Human; 2], Player::One));
        app.update();
        play(&mut app);
        assert_eq!(press(&mut app), again, "a new game since it asked");
        app.world_mut().spawn(PauseOverlay);
        assert_eq!(
            press(&mut app),
            "",
            "from the pause menu: restarted at once"
        );
        assert_eq!(played(&app), 0);
    }

    /// The replay's play button offers Pause while the replay plays and Play otherwise, action
    /// and words alike, as one button.
    #[test]
    fn the_play_button_turns_with_the_replay() {
        let mut app = App::new();
        app.add_systems(Update, turn_play_button);
        let record = GameRecord {
            variant: Variant::MarumKonbi,
            options: Default::default(),
            first: Player::One,
            decisions: Vec::new(),
        };
        app.insert_resource(Replay {
            record,
            at: 0,
            playing: false,
        });
        let play = app
            .world_mut()
            .spawn(button("button-play-replay", UiAction::ReplayPlaying(true)))
            .id();
        let shown = |app: &mut App| {
            app.update();
            let world = app.world();
            let label = world.get::<Children>(play).unwrap()[0];
            (
                *world.get::<UiAction>(play).unwrap(),
                world.get::<Tr>(label).unwrap().0,
            )
        };
        let offers_play = (UiAction::ReplayPlaying(true), "button-play-replay");
        let offers_pause = (UiAction::ReplayPlaying(false), "button-pause-replay");
        assert_eq!(shown(&mut app), offers_play);
        app.world_mut().resource_mut::<Replay>().playing = true;
        assert_eq!(shown(&mut app), offers_pause);
        app.world_mut().resource_mut::<Replay>().playing = false;
        assert_eq!(shown(&mut app), offers_play);
    }
}
