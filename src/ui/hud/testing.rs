//! The HUD's tests' app: the headless rules plugin in instant mode with the HUD's resources.

use super::caption::Explanation;
use super::coach::Coach;
use super::hint::HintSearch;
use crate::rules_plugin::{MatchRequest, MatchSetup, Seat, Timing};
use crate::settings::Settings;
use crate::ui::UiPressed;
use crate::ui::notice::Notice;
use crate::view::MarkedPit;
use bevy::ecs::system::ScheduleSystem;
use bevy::prelude::*;
use marum_core::locale::Language;
use marum_core::rules::{Player, Variant};

/// English settings, as the tests read the sentences.
pub(super) fn english() -> Settings {
    Settings {
        language: Language::English,
        ..default()
    }
}

/// The headless rules plugin in instant mode with `settings`, the HUD's resources and `systems`
/// among the interface's.
pub(super) fn hud_app<M>(
    settings: Settings,
    systems: impl IntoScheduleConfigs<ScheduleSystem, M>,
) -> App {
    let mut app = crate::headless::app();
    app.insert_resource(Timing::instant())
        .insert_resource(settings)
        .init_resource::<Notice>()
        .init_resource::<Explanation>()
        .init_resource::<HintSearch>()
        .init_resource::<Coach>()
        .init_resource::<MarkedPit>()
        .insert_resource(crate::ui::saved::SavePath(None))
        .add_message::<UiPressed>()
        .add_systems(
            Update,
            systems.in_set(crate::schedule::GameSystems::Interface),
        );
    crate::headless::single_threaded(&mut app);
    app
}

/// Plays `app` at ART.md's pace on frames of 10 ms, whatever the machine's load: a move is
/// shown over many frames.
pub(super) fn timed(app: &mut App) {
    app.insert_resource(Timing::default()).insert_resource(
        bevy::time::TimeUpdateStrategy::ManualDuration(std::time::Duration::from_millis(10)),
    );
}

/// Asks for a new game of Marum Konbi between `seats`, `first` to move.
pub(super) fn new_game(seats: [Seat; 2], first: Player) -> MatchRequest {
    new_game_of(Variant::MarumKonbi, seats, first)
}

/// Asks for a new game of `variant` between `seats`, `first` to move.
pub(super) fn new_game_of(variant: Variant, seats: [Seat; 2], first: Player) -> MatchRequest {
    MatchRequest::New(MatchSetup {
        first,
        ..MatchSetup::standard(variant, seats)
    })
}
