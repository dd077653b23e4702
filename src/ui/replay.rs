//! Replaying a finished game's record move by move: forward plays the next decision with its full
//! animation, back lays out the board one decision earlier. Pits do not answer meanwhile.

use super::notice::Notice;
use super::{Screen, UiAction, UiPressed};
use crate::rules_plugin::{Match, MatchRequest, MatchSetup, MoveRequest, Seat};
use crate::schedule::GameSystems;
use crate::settings::Settings;
use bevy::prelude::*;
use marum_core::rules::GameRecord;

/// The record being replayed and how many of its decisions are on the board.
#[derive(Resource, Clone, Debug)]
pub struct Replay {
    pub record: GameRecord,
    pub at: usize,
}

impl Replay {
    fn setup(&self) -> MatchSetup {
        self.record.setup([Seat::Human; 2])
    }
}

/// Starts replaying `record` from its first position.
pub fn start(commands: &mut Commands, record: GameRecord) {
    let replay = Replay { record, at: 0 };
    commands.write_message(MatchRequest::New(replay.setup()));
    commands.insert_resource(replay);
    commands.set_state(Screen::Play);
}

fn step_through(
    mut pressed: MessageReader<UiPressed>,
    replay: Option<ResMut<Replay>>,
    current: Option<Res<Match>>,
    mut requests: MessageWriter<MatchRequest>,
    mut moves: MessageWriter<MoveRequest>,
    mut notice: ResMut<Notice>,
    settings: Res<Settings>,
) {
    let (Some(mut replay), Some(current)) = (replay, current) else {
        pressed.clear();
        return;
    };
    for UiPressed(action) in pressed.read() {
        let wanted = match *action {
            UiAction::ReplayStep(step) if step > 0 => replay.at + 1,
            UiAction::ReplayStep(_) => replay.at.saturating_sub(1),
            UiAction::ReplayTo(at) => usize::from(at),
            _ => continue,
        };
        if current.is_busy() || wanted == replay.at {
            continue;
        }
        if wanted == replay.at + 1 {
            // One move on: played with its full animation.
            let Some(&decision) = replay.record.decisions.get(replay.at) else {
                notice.show(settings.language.locale().text("notice-last-move"));
                continue;
            };
            moves.write(decision.into());
            replay.at = wanted;
        } else if wanted <= replay.record.decisions.len() {
            replay.at = wanted;
            let earlier = replay.record.decisions[..wanted].to_vec();
            requests.write(MatchRequest::Load(replay.setup(), earlier));
        }
    }
}

/// Keys step through a replay, however many timeline lines and marks the focus would pass:
/// Page Down or `.` one move on, Page Up or `,` one back, Home to the start, End to the end.
fn step_with_keys(
    keys: Res<ButtonInput<KeyCode>>,
    replay: Option<Res<Replay>>,
    mut pressed: MessageWriter<UiPressed>,
) {
    let Some(replay) = replay else { return };
    let action = if keys.any_just_pressed([KeyCode::PageDown, KeyCode::Period]) {
        UiAction::ReplayStep(1)
    } else if keys.any_just_pressed([KeyCode::PageUp, KeyCode::Comma]) {
        UiAction::ReplayStep(-1)
    } else if keys.just_pressed(KeyCode::Home) {
        UiAction::ReplayTo(0)
    } else if keys.just_pressed(KeyCode::End) {
        UiAction::ReplayTo(replay.record.decisions.len() as u16)
    } else {
        return;
    };
    pressed.write(UiPressed(action));
}

/// Leaving the play screen ends the replay.
fn end_replay(mut commands: Commands) {
    commands.remove_resource::<Replay>();
}

pub fn plugin(app: &mut App) {
    app.add_systems(OnExit(Screen::Play), end_replay)
        .add_systems(
            Update,
            (
                step_with_keys
                    .run_if(in_state(Screen::Play))
                    .in_set(GameSystems::Input),
                step_through
                    .run_if(in_state(Screen::Play))
                    .in_set(GameSystems::Direct),
            ),
        );
}
