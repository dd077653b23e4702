//! The status line: what is happening, in a sentence.

use crate::rules_plugin::{Match, Thinking};
use crate::settings::Settings;
use crate::ui::player_names;
use crate::ui::replay::Replay;
use bevy::prelude::*;
use marum_core::rules::{Action, Phase, Player};

#[derive(Component)]
pub(super) struct StatusLine;

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

pub(super) fn update_status(
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
