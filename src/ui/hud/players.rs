//! Each player's panel: the name, the seeds landed in their store, and whether it is their turn.

use crate::rules_plugin::{Match, Table};
use crate::settings::Settings;
use crate::theme::{PANEL, lit_panel};
use crate::ui::hud::TurnTimeline;
use crate::view::Holders;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use marum_core::rules::Player;

#[derive(Component)]
pub(super) struct StoreCount(pub Player);

#[derive(Component)]
pub(super) struct PlayerName(pub Player);

#[derive(Component)]
pub(super) struct PlayerPanel(pub Player);

/// The seeds landed in each store on the table, as the numbers over the board count them.
#[derive(SystemParam)]
pub(super) struct StoredSeeds<'w, 's> {
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
pub(super) fn update_players(
    current: Option<Res<Match>>,
    stored: StoredSeeds,
    timeline: Res<TurnTimeline>,
    settings: Res<Settings>,
    mut names: Query<(&PlayerName, &mut Text), Without<StoreCount>>,
    mut stores: Query<(&StoreCount, &mut Text), Without<PlayerName>>,
    mut panels: Query<(&PlayerPanel, &mut BackgroundColor)>,
) {
    let Some(current) = current else { return };
    let position = current.game().position();
    let names_now = settings.player_names(&current.setup.seats);
    let locale = settings.locale();
    let store_word = locale.of_game(current.setup.variant, "store", &[]);
    for (PlayerName(player), mut text) in &mut names {
        let wanted = names_now.of(*player).to_owned();
        if text.0 != wanted {
            text.0 = wanted;
        }
    }
    for (StoreCount(player), mut text) in &mut stores {
        let wanted = locale.with(
            "store-holds",
            &[
                ("count", stored.of(*player).into()),
                ("store", store_word.as_str().into()),
            ],
        );
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
            lit_panel(player.index())
        } else {
            PANEL
        };
        background.set_if_neq(BackgroundColor(wanted));
    }
}
