//! The 2.5D board: a tilted perspective camera over a wooden board on a table, every seed a pebble
//! that travels with each step the rules plugin announces, counts over every place, and pits that
//! answer the pointer. It reacts to the rules plugin's messages and changes no game state: a click
//! or key becomes a [`MoveRequest`](crate::rules_plugin::MoveRequest), like any other player's.

mod carving;
mod cues;
mod hands;
mod input;
mod labels;
pub mod layout;
mod scene;
mod seeds;

pub use cues::ShowHint;
pub use input::{BoardInput, request_for_pit};
pub use labels::{CountLabel, NameLabel};
pub use scene::{BoardFrame, IdleDrift, PitButton, PitShade};
pub use seeds::Holders;

use crate::rules_plugin::BoardLaidOut;
use crate::schedule::GameSystems;
use bevy::prelude::*;
use bevy_tweening::{AnimationSystem, TweeningPlugin};
use layout::Heaps;

pub fn plugin(app: &mut App) {
    app.add_plugins((TweeningPlugin, MeshPickingPlugin, scene::plugin))
        .init_resource::<seeds::HandsAt>()
        .init_resource::<BoardFrame>()
        .init_resource::<Heaps>()
        .init_resource::<BoardInput>()
        .add_message::<ShowHint>()
        .add_systems(Update, input::keys_choose_pits.in_set(GameSystems::Input))
        .add_systems(
            Update,
            (
                (
                    scene::build_board,
                    seeds::dress_seeds,
                    seeds::place_every_seed,
                    cues::mark_dead_pits,
                )
                    .chain()
                    .run_if(on_message::<BoardLaidOut>),
                seeds::animate_steps,
                cues::show_hints,
                scene::shade_pits,
                scene::paint_pits,
                scene::breathe,
                hands::move_hand_rings,
                labels::update_labels.after(AnimationSystem::AnimationUpdate),
            )
                .chain()
                .in_set(GameSystems::View),
        );
}
