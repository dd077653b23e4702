//! The play screen's HUD: both players with their stores, whose turn it is (or who still chooses
//! in Congkak's opening), a thinking cue, the scrollable turn timeline, explanations in first
//! games, undo/redo/restart/hint, refusals, pause, and the move to the result.

use super::replay::Replay;
use super::timeline::Timeline;
use super::widgets::{
    BODY_SIZE, INK, MUTED_INK, PANEL, SMALL_SIZE, button, card_column, centred_column, heading,
    panel, row, set_shown, spawn_card, text,
};
use super::{Screen, UiAction, UiPressed, player_names};
use crate::ai::{self, Level};
use crate::captions;
use crate::rules::{Action, Event, Game, Phase, Player, Position};
use crate::rules_plugin::{
    BoardLaidOut, Match, MatchRequest, Refused, Seat, Step, Table, Thinking,
};
use crate::settings::Settings;
use crate::view::{BoardFrame, Holders, PLAYER_COLOURS, ShowHint};
use bevy::ecs::system::SystemParam;
use bevy::input::mouse::{MouseScrollUnit, MouseWheel};
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use rand::SeedableRng;
use rand::rngs::SmallRng;

#[derive(Component)]
struct StoreCount(Player);

#[derive(Component)]
struct PlayerName(Player);

#[derive(Component)]
struct PlayerPanel(Player);

#[derive(Component)]
struct StatusLine;

#[derive(Component)]
struct TimelineList;

/// The row holding the timeline panel, and the panel: beside the board in a landscape window,
/// under it in a portrait one.
#[derive(Component)]
struct TimelineRow;

#[derive(Component)]
struct TimelinePanel;

#[derive(Component)]
struct Caption;

#[derive(Component)]
struct Toast;

#[derive(Component)]
struct PauseOverlay;

/// A sentence shown for a few seconds (a refusal, a saved record, a hint).
#[derive(Resource, Default)]
pub struct Notice {
    pub text: String,
    pub left: f32,
}

impl Notice {
    pub fn show(&mut self, text: impl Into<String>) {
        self.text = text.into();
        self.left = 4.0;
    }
}

/// The explanation of the latest notable step (first-game mode).
#[derive(Resource, Default)]
struct Explanation {
    text: String,
    left: f32,
}

/// A hint being searched for, and the history length it is for.
#[derive(Resource, Default)]
struct HintSearch(Option<(usize, Task<Option<crate::rules::Decision>>)>);

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
    commands.spawn((ChildOf(root), Toast, Node::default()));
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

/// The seeds landed in each store on the table, as the numbers over the board count them.
#[derive(SystemParam)]
struct StoredSeeds<'w, 's> {
    table: Option<Res<'w, Table>>,
    holders: Holders<'w, 's>,
}

impl StoredSeeds<'_, '_> {
    fn of(&self, player: Player) -> usize {
        self.table
            .as_ref()
            .map_or(0, |table| self.holders.landed(table.store(player)))
    }
}

/// Names, store counts and whose turn it is; while a move plays, the panel of the player making
/// it stays lit.
fn update_players(
    current: Option<Res<Match>>,
    stored: StoredSeeds,
    timeline: Res<Timeline>,
    settings: Res<Settings>,
    mut names: Query<(&PlayerName, &mut Text), Without<StoreCount>>,
    mut stores: Query<(&StoreCount, &mut Text), Without<PlayerName>>,
    mut panels: Query<(&PlayerPanel, &mut BackgroundColor)>,
) {
    let Some(current) = current else { return };
    let position = current.game().position();
    let names_now = player_names(&settings, &current.setup.seats);
    let store_word = match current.setup.variant {
        crate::rules::Variant::MarumKonbi => "store",
        crate::rules::Variant::Congkak => "house",
    };
    for (PlayerName(player), mut text) in &mut names {
        let wanted = names_now[player.index()].clone();
        if text.0 != wanted {
            text.0 = wanted;
        }
    }
    for (StoreCount(player), mut text) in &mut stores {
        let wanted = format!("{} in {store_word}", stored.of(*player));
        if text.0 != wanted {
            text.0 = wanted;
        }
    }
    for (PlayerPanel(player), mut background) in &mut panels {
        let active = if current.is_busy() {
            timeline
                .open_turns()
                .any(|turn| turn.player == Some(*player))
        } else {
            position.is_awaiting(*player) && !position.is_over()
        };
        let wanted = if active {
            // Half the player's colour over the panel: clearly lit for both colours, and the
            // light text stays readable on it.
            PANEL.mix(&PLAYER_COLOURS[player.index()], 0.55)
        } else {
            PANEL
        };
        background.set_if_neq(BackgroundColor(wanted));
    }
}

/// What is happening, in a sentence.
fn status_sentence(current: &Match, thinking: &Thinking, names: &[String; 2]) -> String {
    let position = current.game().position();
    if position.is_over() {
        return "The game is over.".into();
    }
    if current.is_busy() && position.phase() != Phase::Opening {
        return "Sowing…".into();
    }
    let awaiting: Vec<Player> = Player::BOTH
        .into_iter()
        .filter(|&p| position.is_awaiting(p))
        .collect();
    if let Some(&thinker) = awaiting.iter().find(|&&p| thinking.is_thinking(p)) {
        return format!("{} is thinking…", names[thinker.index()]);
    }
    if position.phase() == Phase::Opening {
        return match awaiting.as_slice() {
            [_, _] => "Opening: both players choose a pit of their row, in secret.".into(),
            [one] => format!(
                "{} has chosen; {} chooses a pit (the choice stays hidden).",
                names[one.other().index()],
                names[one.index()]
            ),
            _ => "Both hands sow together…".into(),
        };
    }
    let Some(&mover) = awaiting.first() else {
        return String::new();
    };
    let decisions = current.game().decisions();
    let can_buy = decisions
        .of(mover)
        .any(|d| matches!(d.action, Action::Buy(_)));
    let can_sow = decisions
        .of(mover)
        .any(|d| matches!(d.action, Action::Sow(_)));
    let name = &names[mover.index()];
    match (can_sow, can_buy) {
        (true, true) => format!("{name}: choose a pit, or a dead pit to buy back for 7."),
        (false, true) => format!("{name}: buy back a dead pit (7 seeds)."),
        _ => format!("{name}: choose a pit of your row."),
    }
}

fn update_status(
    current: Option<Res<Match>>,
    thinking: Res<Thinking>,
    settings: Res<Settings>,
    time: Res<Time<Virtual>>,
    replay: Option<Res<Replay>>,
    mut line: Query<&mut Text, With<StatusLine>>,
) {
    let Some(current) = current else { return };
    let names = player_names(&settings, &current.setup.seats);
    let sentence = if time.is_paused() {
        "Paused".into()
    } else if let Some(replay) = &replay {
        format!(
            "Replay: move {} of {}",
            replay.at,
            replay.record.decisions.len()
        )
    } else {
        status_sentence(&current, &thinking, &names)
    };
    for mut text in &mut line {
        if text.0 != sentence {
            text.0 = sentence.clone();
        }
    }
}

/// A new board (new game, undo, redo, resume) rebuilds the timeline from the history.
fn rebuild_timeline(current: Option<Res<Match>>, mut timeline: ResMut<Timeline>) {
    let Some(current) = current else { return };
    let game = current.game();
    let mut fresh = Timeline::new(game.variant());
    if let Some(record) = game.record()
        && let Ok(mut replay) = Game::new(record.variant, record.options, record.first)
    {
        let mut events: Vec<Event> = Vec::new();
        for decision in record.decisions {
            if replay.play_with(decision, &mut events).is_err() {
                break;
            }
        }
        for event in &events {
            fresh.apply(event);
        }
    }
    *timeline = fresh;
}

fn follow_steps(
    mut steps: MessageReader<Step>,
    mut timeline: ResMut<Timeline>,
    current: Option<Res<Match>>,
    settings: Res<Settings>,
    mut explanation: ResMut<Explanation>,
) {
    let Some(current) = current else {
        steps.clear();
        return;
    };
    let names = player_names(&settings, &current.setup.seats);
    for step in steps.read() {
        timeline.apply(&step.event);
        if settings.explain_events
            && let Some(sentence) = captions::explain(&step.event, current.setup.variant, &names)
        {
            explanation.text = sentence;
            explanation.left = 5.0;
        }
    }
}

/// Redraws the timeline's lines when it changed or its panel is new (back from the settings),
/// newest at the bottom, scrolled into view.
fn draw_timeline(
    timeline: Res<Timeline>,
    current: Option<Res<Match>>,
    settings: Res<Settings>,
    mut lists: Query<(Entity, &mut ScrollPosition, Ref<TimelineList>)>,
    mut commands: Commands,
) {
    let Some(current) = current else { return };
    let Ok((list, mut scroll, fresh_list)) = lists.single_mut() else {
        return;
    };
    if !timeline.is_changed() && !fresh_list.is_added() {
        return;
    }
    commands.entity(list).despawn_related::<Children>();
    let names = player_names(&settings, &current.setup.seats);
    let variant = current.setup.variant;
    let finished = timeline
        .turns
        .iter()
        .enumerate()
        .map(|(i, t)| (Some(i + 1), t));
    let open = timeline.open_turns().map(|t| (None, t));
    for (number, entry) in finished.chain(open) {
        let Some(player) = entry.player else { continue };
        let prefix = number.map_or("Now:".to_string(), |n| format!("{n}."));
        let line = format!(
            "{prefix} {} — {}",
            names[player.index()],
            entry.describe(variant)
        );
        commands.spawn((
            ChildOf(list),
            Node {
                border: UiRect::left(px(4)),
                padding: UiRect::left(px(6)),
                ..default()
            },
            BorderColor::all(PLAYER_COLOURS[player.index()]),
            children![(text(line, SMALL_SIZE, INK), Pickable::IGNORE)],
        ));
    }
    scroll.y = f32::MAX / 4.0;
}

/// The mouse wheel scrolls the timeline.
fn scroll_timeline(
    mut wheel: MessageReader<MouseWheel>,
    mut lists: Query<&mut ScrollPosition, With<TimelineList>>,
) {
    for event in wheel.read() {
        let lines = match event.unit {
            MouseScrollUnit::Line => event.y * 22.0,
            MouseScrollUnit::Pixel => event.y,
        };
        for mut scroll in &mut lists {
            scroll.y = (scroll.y - lines).max(0.0);
        }
    }
}

fn show_caption(
    time: Res<Time<Real>>,
    mut explanation: ResMut<Explanation>,
    mut notice: ResMut<Notice>,
    mut refusals: MessageReader<Refused>,
    mut captions: Query<(&mut Text, &mut BackgroundColor), With<Caption>>,
) {
    for refusal in refusals.read() {
        notice.show(refusal.reason.clone());
    }
    let dt = time.delta_secs();
    notice.left = (notice.left - dt).max(0.0);
    explanation.left = (explanation.left - dt).max(0.0);
    let shown = if notice.left > 0.0 {
        notice.text.as_str()
    } else if explanation.left > 0.0 {
        explanation.text.as_str()
    } else {
        ""
    };
    for (mut text, mut background) in &mut captions {
        if text.0 != shown {
            text.0 = shown.to_string();
        }
        let fill = if shown.is_empty() { Color::NONE } else { PANEL };
        background.set_if_neq(BackgroundColor(fill));
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

/// Asks the Hard level, on a background task, what the human due to decide should do.
fn start_hint(
    mut pressed: MessageReader<UiPressed>,
    current: Option<Res<Match>>,
    mut hint: ResMut<HintSearch>,
    mut notice: ResMut<Notice>,
) {
    for UiPressed(action) in pressed.read() {
        let (UiAction::Hint, Some(current)) = (action, &current) else {
            continue;
        };
        let position: Position = *current.game().position();
        let Some(player) = Player::BOTH
            .into_iter()
            .find(|p| position.is_awaiting(*p) && current.setup.seats[p.index()] == Seat::Human)
        else {
            notice.show("A hint is for when it is your turn.");
            continue;
        };
        let at = current.game().history().len();
        let task = AsyncComputeTaskPool::get().spawn(async move {
            let mut rng = SmallRng::seed_from_u64(at as u64);
            ai::choose(&position, player, Level::Hard, &mut rng)
        });
        hint.0 = Some((at, task));
        notice.show("Looking for a good pit…");
    }
}

fn spawn_pause(commands: &mut Commands) {
    let card = spawn_card(
        commands,
        (
            DespawnOnExit(Screen::Play),
            PauseOverlay,
            centred_column(),
            BackgroundColor(Color::srgba(0.0, 0.0, 0.0, 0.45)),
            GlobalZIndex(10),
        ),
        card_column(),
    );
    commands.spawn((ChildOf(card), heading("Paused")));
    for (label, action) in [
        ("Resume", UiAction::Unpause),
        ("Restart", UiAction::Restart),
        ("How to play", UiAction::Goto(Screen::Rules)),
        ("Settings", UiAction::Goto(Screen::Settings)),
        ("Main menu", UiAction::MainMenu),
    ] {
        commands.spawn((ChildOf(card), button(label, action)));
    }
    commands.spawn((
        ChildOf(card),
        text(
            "Your game is saved and can be resumed from the title.",
            15.0,
            MUTED_INK,
        ),
    ));
}

/// A finished hint lights the suggested pit, if the game has not moved on.
fn finish_hint(
    current: Option<Res<Match>>,
    mut hint: ResMut<HintSearch>,
    mut notice: ResMut<Notice>,
    mut shows: MessageWriter<ShowHint>,
) {
    let Some((at, task)) = &mut hint.0 else {
        return;
    };
    let Some(found) = check_ready(task) else {
        return;
    };
    let fresh = current.is_some_and(|c| c.game().history().len() == *at);
    hint.0 = None;
    if let (true, Some(decision)) = (fresh, found) {
        let (Action::Sow(pit) | Action::Buy(pit)) = decision.action;
        let verb = match decision.action {
            Action::Sow(_) => "sowing",
            Action::Buy(_) => "buying back",
        };
        notice.show(format!("Hint: try {verb} pit {pit}, lit on the board."));
        shows.write(ShowHint { pit });
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
    app.init_resource::<Timeline>()
        .init_resource::<Notice>()
        .init_resource::<Explanation>()
        .init_resource::<HintSearch>()
        .add_systems(OnEnter(Screen::Play), spawn_hud)
        .add_systems(OnExit(Screen::Play), leave_play)
        .add_systems(
            Update,
            (
                rebuild_timeline.run_if(on_message::<BoardLaidOut>),
                follow_steps,
                (
                    arrange_for_window,
                    press_play_buttons,
                    start_hint,
                    finish_hint,
                    show_buttons,
                    update_players.after(crate::view::ViewSystems),
                    update_status,
                    draw_timeline,
                    scroll_timeline,
                    show_caption,
                    to_result,
                )
                    .run_if(in_state(Screen::Play)),
            )
                .chain()
                .after(crate::rules_plugin::RulesSystems),
        );
}
