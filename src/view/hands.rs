//! The hands: each is shown while it carries seeds, following the place it is over.

use super::layout::hand_position;
use super::scene;
use super::seeds::HandsAt;
use crate::rules_plugin::{Holds, Table};
use bevy::prelude::*;
use marum_core::rules::Player;

/// A glowing ring in the player's colour marks each hand while it carries seeds.
#[derive(Component)]
pub(super) struct HandRing(Player);

pub(super) fn move_hand_rings(
    time: Res<Time>,
    table: Option<Res<Table>>,
    hands: Res<HandsAt>,
    holders: Query<&Holds>,
    looks: Res<scene::SeedLooks>,
    mut rings: Query<(&HandRing, &mut Transform, &mut Visibility)>,
    mut commands: Commands,
) {
    let Some(table) = table else { return };
    if rings.is_empty() {
        for player in Player::BOTH {
            commands.spawn((
                HandRing(player),
                Mesh3d(looks.hand_ring.clone()),
                MeshMaterial3d(looks.hand_rings[player.index()].clone()),
                Transform::from_translation(hand_position(table.variant, hands.0[player.index()])),
                Visibility::Hidden,
                Pickable::IGNORE,
            ));
        }
        return;
    }
    let follow = 1.0 - (-time.delta_secs() * 18.0).exp();
    for (ring, mut transform, mut visibility) in &mut rings {
        let carrying = holders
            .get(table.hands[ring.0.index()])
            .is_ok_and(|h| !h.0.is_empty());
        visibility.set_if_neq(if carrying {
            Visibility::Visible
        } else {
            Visibility::Hidden
        });
        let target = hand_position(table.variant, hands.0[ring.0.index()]) - Vec3::Y * 0.12;
        transform.translation = transform.translation.lerp(target, follow);
    }
}
