//! Replaying a finished game's record move by move: forward plays the next decision with its full
//! animation, back lays out the board one decision earlier; playing on by itself, the next move
//! follows once the board has rested as long as a computer would take. Pits do not answer
//! meanwhile.

use super::notice::Notice;
use super::{Screen, UiAction, UiPressed};
use crate::rules_plugin::{Hurry, Match, MatchRequest, MatchSetup, MoveRequest, Seat, Timing};
use crate::schedule::GameSystems;
use crate::settings::Settings;
use bevy::prelude::*;
use marum_core::rules::GameRecord;
use std::time::Duration;

/// The record being replayed and how many of its decisions are on the board.
#[derive(Resource, Clone, Debug)]
pub struct Replay {
    pub record: GameRecord,
    pub at: usize,
    /// Playing on by itself until the record's end, a step or a touch on the strip.
    pub playing: bool,
}

impl Replay {
    fn setup(&self) -> MatchSetup {
        self.record.setup([Seat::Human; 2])
    }
}

/// Starts replaying `record` from its first position.
pub fn start(commands: &mut Commands, record: GameRecord) {
    let replay = Replay {
        record,
        at: 0,
        playing: false,
    };
    commands.write_message(MatchRequest::New(replay.setup()));
    commands.insert_resource(replay);
    commands.set_state(Screen::Play);
}

#[allow(clippy::too_many_arguments)]
fn step_through(
    mut pressed: MessageReader<UiPressed>,
    replay: Option<ResMut<Replay>>,
    current: Option<Res<Match>>,
    mut requests: MessageWriter<MatchRequest>,
    mut moves: MessageWriter<MoveRequest>,
    mut hurry: MessageWriter<Hurry>,
    mut notice: ResMut<Notice>,
    settings: Res<Settings>,
    timing: Res<Timing>,
    time: Res<Time>,
    mut rested: Local<Duration>,
) {
    let (Some(mut replay), Some(current)) = (replay, current) else {
        pressed.clear();
        return;
    };
    // Goes to the position after `wanted` decisions; whether the board is asked to change. Going
    // on while a move is shown hurries it instead: the step waits for the board.
    let mut go = |replay: &mut Replay, wanted: usize| {
        if current.is_busy() && wanted > replay.at {
            hurry.write(Hurry);
        }
        if current.is_busy() || wanted == replay.at {
            return false;
        }
        if wanted == replay.at + 1 {
            // One move on: played with its full animation.
            let Some(&decision) = replay.record.decisions.get(replay.at) else {
                notice.show(settings.locale().text("notice-last-move"));
                return false;
            };
            moves.write(decision.into());
        } else if wanted <= replay.record.decisions.len() {
            let earlier = replay.record.decisions[..wanted].to_vec();
            requests.write(MatchRequest::Load(replay.setup(), earlier));
        } else {
            return false;
        }
        replay.at = wanted;
        true
    };
    // A move or a new layout asked for this frame must show on the board before playing goes on.
    let mut moved = false;
    let end = replay.record.decisions.len();
    for UiPressed(action) in pressed.read() {
        // Where to go, and whether to play on from there: a step or a touch on the strip takes
        // over from playing.
        let (wanted, playing) = match *action {
            // Played through already: playing starts again from the beginning.
            UiAction::ReplayPlaying(true) if replay.at == end => (0, true),
            UiAction::ReplayPlaying(playing) => (replay.at, playing),
            UiAction::ReplayStep(step) if step > 0 => (replay.at + 1, false),
            UiAction::ReplayStep(_) => (replay.at.saturating_sub(1), false),
            UiAction::ReplayTo(at) => (usize::from(at), false),
            _ => continue,
        };
        replay.playing = playing;
        moved |= go(&mut replay, wanted);
    }
    *rested = if current.is_busy() || moved {
        Duration::ZERO
    } else {
        *rested + time.delta()
    };
    if replay.playing
        && !moved
        && !current.is_busy()
        && *rested >= timing.scaled(timing.computer_pause)
    {
        if replay.at < end {
            let next = replay.at + 1;
            go(&mut replay, next);
        } else {
            replay.playing = false;
        }
    }
}

/// Keys step through a replay, however many timeline lines and marks the focus would pass:
/// Page Down or `.` one move on, Page Up or `,` one back, Home to the start, End to the end;
/// P plays it on by itself or pauses it.
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
    } else if keys.just_pressed(KeyCode::KeyP) {
        UiAction::ReplayPlaying(!replay.playing)
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
