//! The timeline of turns on the play screen, built from the steps as they are performed and
//! rebuilt from the history when the board is laid out afresh.

use super::TurnTimeline;
use crate::rules_plugin::{Match, Step};
use crate::settings::Settings;
use crate::theme::{INK, PLAYER_COLOURS};
use crate::ui::player_names;
use crate::ui::widgets::{SMALL_SIZE, text};
use bevy::input::mouse::{MouseScrollUnit, MouseWheel};
use bevy::prelude::*;
use marum_core::rules::{Event, Game};
use marum_core::timeline::Timeline;

#[derive(Component)]
pub(super) struct TimelineList;

/// A new board (new game, undo, redo, resume) rebuilds the timeline from the history.
pub(super) fn rebuild_timeline(current: Option<Res<Match>>, mut timeline: ResMut<TurnTimeline>) {
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
    timeline.0 = fresh;
}

/// Each step performed goes into the timeline.
pub(super) fn follow_steps(
    mut steps: MessageReader<Step>,
    mut timeline: ResMut<TurnTimeline>,
    current: Option<Res<Match>>,
) {
    if current.is_none() {
        steps.clear();
        return;
    }
    for step in steps.read() {
        timeline.apply(&step.event);
    }
}

/// Redraws the timeline's lines when it changed or its panel is new (back from the settings),
/// newest at the bottom, scrolled into view.
pub(super) fn draw_timeline(
    timeline: Res<TurnTimeline>,
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
    let locale = settings.language.locale();
    let variant = current.setup.variant;
    let finished = timeline
        .turns
        .iter()
        .enumerate()
        .map(|(i, t)| (Some(i + 1), t));
    let open = timeline.open_turns().map(|t| (None, t));
    for (number, entry) in finished.chain(open) {
        let Some(player) = entry.player else { continue };
        let prefix = number.map_or_else(|| locale.text("timeline-now"), |n| format!("{n}."));
        let line = format!(
            "{prefix} {} — {}",
            names[player.index()],
            entry.describe(locale, variant)
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
pub(super) fn scroll_timeline(
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
