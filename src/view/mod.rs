//! The 2.5D board: a gentle perspective over a carved wooden board on a cloth, in a pool of warm
//! light; every seed a pebble that travels with each step the rules plugin announces, carried by
//! a hand; counts over every place, and pits that answer the pointer. It reacts to the rules
//! plugin's messages and changes no game state: a click or key becomes a
//! [`MoveRequest`](crate::rules_plugin::MoveRequest), like any other player's.

mod camera;
mod carving;
mod cues;
mod hands;
mod input;
mod labels;
pub mod layout;
mod pits;
mod room;
mod scene;
mod seeds;
mod textures;

#[cfg(test)]
pub use camera::measured_camera;
pub use camera::{BoardCamera, BoardFrame, IdleDrift, frame_table, free_part, is_portrait};
pub use cues::{MarkedPit, PitMarks, PointedPits};
pub use hands::HandModel;
pub use input::{BoardInput, ChoosablePits, request_for_pit};
pub use labels::{BoardLabel, LabelKind};
pub use pits::{PitButton, PitLook, PitRim, PitShade, outline_on_window, screen_reader_listens};
pub use seeds::{Holders, RestingSpots};

use crate::rules_plugin::BoardLaidOut;
use crate::schedule::GameSystems;
use bevy::prelude::*;
use bevy_tweening::{AnimationSystem, TweeningPlugin};
use layout::Heaps;

/// `shown` moved towards `wanted` at `rate` per second over `seconds`, alike at any frame rate;
/// within a hundredth it lands on `wanted`, so that it settles instead of creeping for ever.
fn approach(shown: f32, wanted: f32, rate: f32, seconds: f32) -> f32 {
    let next = shown + (wanted - shown) * (1.0 - (-seconds * rate).exp());
    if (next - wanted).abs() < 0.01 {
        wanted
    } else {
        next
    }
}

pub fn plugin(app: &mut App) {
    app.add_plugins((TweeningPlugin, MeshPickingPlugin))
        .init_resource::<seeds::HandsAt>()
        .init_resource::<BoardFrame>()
        .init_resource::<Heaps>()
        .init_resource::<BoardInput>()
        .init_resource::<MarkedPit>()
        .init_resource::<PointedPits>()
        .init_resource::<pits::Foreseen>()
        .add_systems(
            Startup,
            (room::spawn_room, scene::make_looks, hands::make_hand_looks),
        )
        .add_observer(input::tap_on_the_table_hurries::<Press>)
        .add_observer(input::tap_on_the_table_hurries::<Click>)
        .add_systems(
            First,
            input::replay_quick_touches.in_set(bevy::picking::PickingSystems::Input),
        )
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
                hands::follow_steps,
                pits::foresee_moves,
                pits::follow_the_focus,
                pits::shade_pits,
                pits::paint_pits,
                pits::name_pits,
                pits::breathe,
                hands::show_hands,
                hands::spread_rings,
                room::apply_quality,
                camera::fit_camera,
                pits::outline_pits.run_if(pits::screen_reader_listens),
            )
                .chain()
                .in_set(GameSystems::View),
        )
        // Tweens advance after the view has started this frame's hops, and before anything
        // reads where the seeds are: every run of the game moves them alike.
        .configure_sets(
            Update,
            AnimationSystem::AnimationUpdate
                .after(GameSystems::View)
                .before(GameSystems::Interface),
        )
        .add_systems(Update, labels::update_labels.in_set(GameSystems::Interface));
}
