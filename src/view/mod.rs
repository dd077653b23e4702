//! The 2.5D board: a tilted perspective camera over a wooden board on a table, every seed a pebble
//! that travels with each step the rules plugin announces, counts over every place, and pits that
//! answer the pointer. It reacts to the rules plugin's messages and changes no game state: a click
//! or key becomes a [`MoveRequest`], like any other player's.

mod carving;
pub mod layout;
mod scene;

pub use scene::{BoardFrame, IdleDrift, PLAYER_COLOURS, PitButton, PitShade};

use crate::rules::{Action, Event, Player, Variant};
use crate::rules_plugin::{
    BoardLaidOut, Holds, Match, MoveRequest, Place, PlaceKind, RulesSystems, Seat, Seed, Step,
    Table,
};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_tweening::{AnimationSystem, Delay, Lens, Tween, TweenAnim, TweeningPlugin};
use layout::{BowlKind, Heaps, hand_position, place_bowl, place_bowl_kind, place_position};
use std::time::Duration;

pub fn plugin(app: &mut App) {
    app.add_plugins((TweeningPlugin, MeshPickingPlugin, scene::plugin))
        .init_resource::<HandsAt>()
        .init_resource::<BoardFrame>()
        .init_resource::<Heaps>()
        .init_resource::<BoardInput>()
        .add_message::<ShowHint>()
        .add_systems(
            Update,
            (
                (
                    scene::build_board,
                    dress_seeds,
                    place_every_seed,
                    mark_dead_pits,
                )
                    .chain()
                    .run_if(on_message::<BoardLaidOut>),
                animate_steps,
                show_hints,
                scene::shade_pits,
                scene::paint_pits,
                scene::breathe,
                move_hand_rings,
                update_labels.after(AnimationSystem::AnimationUpdate),
                keys_choose_pits,
            )
                .chain()
                .in_set(ViewSystems)
                .after(RulesSystems),
        );
}

/// The view's systems: after them, seeds sent flying this frame are known to be flying.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ViewSystems;

/// Whether pits answer clicks and keys: only on the play screen, and not while paused.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardInput(pub bool);

impl Default for BoardInput {
    fn default() -> Self {
        BoardInput(true)
    }
}

/// Light `pit` for a while: the computer's suggestion for the human to move.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShowHint {
    pub pit: u8,
}

fn show_hints(
    mut hints: MessageReader<ShowHint>,
    mut pits: Query<(&scene::PitButton, &mut scene::PitLook)>,
) {
    for hint in hints.read() {
        for (button, mut look) in &mut pits {
            if button.0 == hint.pit {
                look.glow = 3.0;
            }
        }
    }
}

/// Where each hand last was (a position index), for the seeds it carries.
#[derive(Resource, Default)]
struct HandsAt([u8; 2]);

/// A seed's look has been chosen.
#[derive(Component)]
struct Dressed;

/// A hop from one point to another over an arc that rises with the distance.
struct ArcLens {
    start: Vec3,
    end: Vec3,
    height: f32,
}

impl Lens<Transform> for ArcLens {
    fn lerp(&mut self, mut target: Mut<'_, Transform>, ratio: f32) {
        target.translation = hop_point(self.start, self.end, self.height, ratio);
    }
}

/// The share of a hop spent in the air before the seed first touches down; a small bounce as it
/// settles takes the rest.
const TOUCH_DOWN: f32 = 0.85;
/// How high the settling bounce rises, as a share of the hop's height.
const SETTLE: f32 = 0.08;

/// Where a hopping seed is at `ratio` (0 to 1) of its hop from `start` to `end` over an arc
/// `height` high: it touches down at [`TOUCH_DOWN`], then settles with a small bounce.
fn hop_point(start: Vec3, end: Vec3, height: f32, ratio: f32) -> Vec3 {
    let flight = (ratio / TOUCH_DOWN).min(1.0);
    let lift = if ratio < TOUCH_DOWN {
        height * 4.0 * flight * (1.0 - flight)
    } else {
        let bounce = (ratio - TOUCH_DOWN) / (1.0 - TOUCH_DOWN);
        height * SETTLE * 4.0 * bounce * (1.0 - bounce)
    };
    start.lerp(end, flight) + Vec3::Y * lift
}

/// Gives every seed its own pebble: a few palette colours, sizes and turns, fixed for the game.
fn dress_seeds(
    mut commands: Commands,
    seeds: Query<(Entity, &Seed), Without<Dressed>>,
    looks: Res<scene::SeedLooks>,
) {
    for (entity, seed) in &seeds {
        let n = seed.number as usize;
        let scale = 0.88 + 0.08 * ((n * 7) % 5) as f32 / 4.0 * 3.0;
        commands.entity(entity).insert((
            Mesh3d(looks.mesh.clone()),
            MeshMaterial3d(looks.materials[(n * 5 + n / 7) % looks.materials.len()].clone()),
            Transform::from_scale(Vec3::new(scale * 1.15, scale * 0.8, scale))
                .with_rotation(Quat::from_rotation_y(n as f32 * 2.39)),
            Dressed,
            // A click on the seeds in a pit chooses the pit under them.
            Pickable::IGNORE,
        ));
    }
}

/// The seeds each holder has, which holders are places, how seeds heap up in them, and which
/// seeds are still flying.
#[derive(SystemParam)]
pub struct Holders<'w, 's> {
    holds: Query<'w, 's, &'static Holds>,
    places: Query<'w, 's, &'static Place>,
    heaps: Res<'w, Heaps>,
    flying: Query<'w, 's, (), (With<Seed>, With<TweenAnim>)>,
}

impl Holders<'_, '_> {
    /// The seeds that have come to rest in `holder`: one still flying there does not count yet,
    /// so numbers tick as each seed lands.
    pub fn landed(&self, holder: Entity) -> usize {
        self.holds.get(holder).map_or(0, |held| {
            held.0
                .iter()
                .filter(|&&seed| !self.flying.contains(seed))
                .count()
        })
    }
}

/// Where the `slot`-th seed of `holder` belongs.
fn seed_target(
    table: &Table,
    holder: Entity,
    slot: usize,
    holders: &Holders,
    hands: &HandsAt,
) -> Vec3 {
    if let Ok(place) = holders.places.get(holder) {
        let kind = place_bowl_kind(table.variant, place.index);
        return place_position(table.variant, place.index) + holders.heaps.offset(kind, slot);
    }
    let player = if holder == table.hands[0] {
        Player::One
    } else {
        Player::Two
    };
    hand_position(table.variant, hands.0[player.index()])
        + holders.heaps.offset(BowlKind::Palm, slot)
}

/// Snaps every seed to its place (new game, restart, undo, redo).
fn place_every_seed(
    table: Res<Table>,
    holders: Holders,
    hands: Res<HandsAt>,
    mut commands: Commands,
    mut transforms: Query<&mut Transform, With<Seed>>,
) {
    for &holder in table.places.iter().chain(&table.hands) {
        let Ok(held) = holders.holds.get(holder) else {
            continue;
        };
        for (slot, &seed) in held.0.iter().enumerate() {
            let target = seed_target(&table, holder, slot, &holders, &hands);
            if let Ok(mut transform) = transforms.get_mut(seed) {
                transform.translation = target;
            }
            commands.entity(seed).remove::<TweenAnim>();
        }
    }
}

/// After a fresh layout the board is at rest, so the rules core's dead pits are the ones to show.
fn mark_dead_pits(
    current: Option<Res<Match>>,
    mut pits: Query<(&scene::PitButton, &mut scene::PitLook)>,
) {
    let Some(current) = current else { return };
    let dead = match current.game().position() {
        crate::rules::Position::Congkak(p) => p.dead,
        crate::rules::Position::Konbi(_) => 0,
    };
    for (pit, mut look) in &mut pits {
        look.dead = dead & (1 << pit.0) != 0;
        look.glow = 0.0;
    }
}

/// Cues on the pits' bowls: a dead pit darkens (and lights again when bought back); the pit where
/// sowing stopped, a captured pit, the partition's two pits, the pit where the hands meet, and the
/// whole row of a player who must pass glow for the step.
fn show_cue(
    variant: Variant,
    event: &Event,
    duration: Duration,
    pits: &mut Query<(&scene::PitButton, &mut scene::PitLook)>,
) {
    let glows = |pit: u8| -> bool {
        match *event {
            Event::Nungkang { pit: p, .. }
            | Event::QuietStop { pit: p, .. }
            | Event::EndlessRelay { pit: p, .. }
            | Event::Capture { pit: p, .. } => p == pit,
            Event::HandsMeet { pos, .. } => pos == pit,
            Event::Partition { pits } => pits.contains(&pit),
            Event::Pass { player } => layout::owner(variant, pit) == player,
            _ => false,
        }
    };
    for (button, mut look) in pits.iter_mut() {
        match *event {
            Event::PitDies { pit, .. } if pit == button.0 => look.dead = true,
            Event::BuyBack { pit, .. } if pit == button.0 => look.dead = false,
            _ if glows(button.0) => look.glow = duration.as_secs_f32().max(0.4),
            _ => {}
        }
    }
}

/// Seeds captured or collected stream into the store one after another, 35 ms apart at speed 1.
const STREAM_GAP_SHARE: f32 = 35.0 / 400.0;

/// A glowing ring in the player's colour marks each hand while it carries seeds.
#[derive(Component)]
struct HandRing(Player);

fn move_hand_rings(
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

/// The holders whose seeds an event moves.
fn touched(table: &Table, event: &Event) -> Vec<Entity> {
    let hand = |player: Player| table.hands[player.index()];
    match *event {
        Event::Scoop { player, pit, .. } => vec![table.place(pit), hand(player)],
        Event::Drop { player, pos, .. } => vec![hand(player), table.place(pos)],
        Event::Capture { player, pit, .. } | Event::Collect { player, pit, .. } => {
            vec![table.place(pit), table.store(player)]
        }
        Event::BuyBack { player, pit, .. } => vec![table.store(player), table.place(pit)],
        Event::Partition { pits } => {
            let mut all: Vec<Entity> = pits.iter().map(|&p| table.place(p)).collect();
            all.extend(Player::BOTH.map(|p| table.store(p)));
            all
        }
        _ => Vec::new(),
    }
}

/// Each announced step sends the seeds it moved on their way, over its duration.
fn animate_steps(
    mut steps: MessageReader<Step>,
    table: Option<Res<Table>>,
    holders: Holders,
    mut hands: ResMut<HandsAt>,
    mut transforms: Query<&mut Transform, With<Seed>>,
    mut pits: Query<(&scene::PitButton, &mut scene::PitLook)>,
    mut commands: Commands,
) {
    let Some(table) = table else { return };
    for step in steps.read() {
        show_cue(table.variant, &step.event, step.duration, &mut pits);
        let streams = matches!(
            step.event,
            Event::Capture { .. } | Event::Collect { .. } | Event::Partition { .. }
        );
        let gap = step.duration.mul_f32(STREAM_GAP_SHARE);
        let mut streamed = 0u32;
        match step.event {
            Event::Scoop { player, pit, .. } => hands.0[player.index()] = pit,
            Event::Drop { player, pos, .. } => hands.0[player.index()] = pos,
            _ => {}
        }
        let hop = if matches!(step.event, Event::Drop { .. }) {
            0.9
        } else {
            0.35
        };
        for holder in touched(&table, &step.event) {
            let Ok(held) = holders.holds.get(holder) else {
                continue;
            };
            for (slot, &seed) in held.0.iter().enumerate() {
                let target = seed_target(&table, holder, slot, &holders, &hands);
                let Ok(mut transform) = transforms.get_mut(seed) else {
                    continue;
                };
                if transform.translation.distance_squared(target) < 1e-6 {
                    continue;
                }
                if step.duration < Duration::from_millis(1) {
                    transform.translation = target;
                    commands.entity(seed).remove::<TweenAnim>();
                    continue;
                }
                let lens = ArcLens {
                    start: transform.translation,
                    end: target,
                    height: hop * transform.translation.distance(target).min(2.0) / 2.0 + 0.1,
                };
                if streams && streamed > 0 {
                    let tween = Tween::new(EaseFunction::QuadraticInOut, step.duration, lens);
                    let delayed = Delay::new(gap * streamed).then(tween);
                    commands.entity(seed).insert(TweenAnim::new(delayed));
                } else {
                    let tween = Tween::new(EaseFunction::QuadraticInOut, step.duration, lens);
                    commands.entity(seed).insert(TweenAnim::new(tween));
                }
                streamed += 1;
            }
        }
    }
}

/// A number over a place: the seeds in it.
#[derive(Component)]
pub struct CountLabel(pub Entity);

/// A place's name on the board, for the pits that have one (Marum Konbi's Pi and Pa).
#[derive(Component)]
pub struct NameLabel(pub Entity);

/// Keeps a number over every place equal to the seeds landed there and the names of Pi and Pa beside
/// theirs, placed over the places on screen: numbers on the outer side of each row, names past
/// the row's end.
fn update_labels(
    table: Option<Res<Table>>,
    holders: Holders,
    camera: Single<(&Camera, &GlobalTransform), With<scene::BoardCamera>>,
    ui_scale: Res<UiScale>,
    mut counts: Query<(Entity, &CountLabel, &mut Text, &mut Node), Without<NameLabel>>,
    mut names: Query<(Entity, &NameLabel, &mut Node), Without<CountLabel>>,
    mut commands: Commands,
) {
    let Some(table) = table else { return };
    let (camera, camera_transform) = *camera;
    // UI lengths are multiplied by the UI scale; the camera gives window pixels.
    let place_label = |place: &Place, node: &mut Node, beside: Vec3| {
        let anchor = place_position(table.variant, place.index) + beside;
        if let Ok(at) = camera.world_to_viewport(camera_transform, anchor) {
            node.left = px(at.x / ui_scale.0 - 14.0);
            node.top = px(at.y / ui_scale.0 - 12.0);
        }
    };
    let mut counted: Vec<Entity> = Vec::new();
    for (entity, label, mut text, mut node) in &mut counts {
        let Ok(place) = holders.places.get(label.0) else {
            commands.entity(entity).despawn();
            continue;
        };
        counted.push(label.0);
        let count = holders.landed(label.0).to_string();
        if text.0 != count {
            text.0 = count;
        }
        let reach = place_bowl(table.variant, place.index).radius + 0.22;
        place_label(
            place,
            &mut node,
            Vec3::new(0.0, 0.05, reach) * label_side(place),
        );
    }
    let mut named: Vec<Entity> = Vec::new();
    for (entity, label, mut node) in &mut names {
        let Ok(place) = holders.places.get(label.0) else {
            commands.entity(entity).despawn();
            continue;
        };
        named.push(label.0);
        // Pi and Pa end their rows: the name goes past the row's end.
        let centre = place_position(table.variant, place.index);
        let reach = place_bowl(table.variant, place.index).radius * 1.12 + 0.2;
        place_label(
            place,
            &mut node,
            Vec3::new(reach * centre.x.signum(), 0.05, 0.0),
        );
    }
    for &place_entity in &table.places {
        if !counted.contains(&place_entity) {
            commands.spawn((CountLabel(place_entity), board_text("0", 20.0, COUNT_INK)));
        }
        let name = match holders.places.get(place_entity).map(|p| p.kind) {
            Ok(PlaceKind::Pi) => "Pi",
            Ok(PlaceKind::Pa) => "Pa",
            _ => continue,
        };
        if !named.contains(&place_entity) {
            commands.spawn((NameLabel(place_entity), board_text(name, 15.0, NAME_INK)));
        }
    }
}

const COUNT_INK: Color = Color::srgb(0.98, 0.94, 0.86);
const NAME_INK: Color = Color::srgb(0.95, 0.8, 0.5);

/// Text that floats over the board, under every interface panel.
fn board_text(content: &str, size: f32, ink: Color) -> impl Bundle {
    (
        Text::new(content),
        TextFont {
            font_size: FontSize::Px(size),
            ..default()
        },
        TextColor(ink),
        TextLayout::justify(Justify::Center),
        Node {
            position_type: PositionType::Absolute,
            width: px(28),
            ..default()
        },
        GlobalZIndex(-1),
    )
}

/// Labels sit on the outer side of each row: towards player 1 for their row, away for player 2's.
fn label_side(place: &Place) -> Vec3 {
    if place.owner == Player::One {
        Vec3::ONE
    } else {
        Vec3::new(1.0, 1.0, -1.0)
    }
}

/// A human seat's decision for `pit`, if that human may sow from it (or buy it back) now.
pub fn request_for_pit(current: &Match, pit: u8) -> Option<MoveRequest> {
    let legal = current.game().decisions();
    legal
        .as_slice()
        .iter()
        .find(|d| {
            matches!(d.action, Action::Sow(p) | Action::Buy(p) if p == pit)
                && current.setup.seats[d.player.index()] == Seat::Human
        })
        .map(|&d| d.into())
}

/// Keys 1–7 choose the pits of the human who must decide, in sowing order.
fn keys_choose_pits(
    keys: Res<ButtonInput<KeyCode>>,
    input: Res<BoardInput>,
    current: Option<Res<Match>>,
    mut moves: MessageWriter<MoveRequest>,
) {
    let (Some(current), true) = (current, input.0) else {
        return;
    };
    const DIGITS: [KeyCode; 7] = [
        KeyCode::Digit1,
        KeyCode::Digit2,
        KeyCode::Digit3,
        KeyCode::Digit4,
        KeyCode::Digit5,
        KeyCode::Digit6,
        KeyCode::Digit7,
    ];
    for (number, key) in DIGITS.iter().enumerate() {
        if !keys.just_pressed(*key) {
            continue;
        }
        let legal = current.game().decisions();
        let Some(mover) = legal
            .as_slice()
            .iter()
            .map(|d| d.player)
            .find(|p| current.setup.seats[p.index()] == Seat::Human)
        else {
            continue;
        };
        let first_pit = match (current.setup.variant, mover) {
            (_, Player::One) => 0,
            (Variant::MarumKonbi, Player::Two) => 6,
            (Variant::Congkak, Player::Two) => 8,
        };
        moves.write(MoveRequest {
            player: mover,
            action: Action::Sow(first_pit + number as u8),
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hop_arcs_over_touches_down_and_settles_with_a_small_bounce() {
        let (start, end, height) = (Vec3::new(-1.0, 0.2, 0.5), Vec3::new(0.0, 0.0, 0.5), 0.6);
        assert_eq!(hop_point(start, end, height, 0.0), start);
        assert_eq!(hop_point(start, end, height, TOUCH_DOWN), end);
        assert!(hop_point(start, end, height, 1.0).distance(end) < 1e-6);
        let top = hop_point(start, end, height, TOUCH_DOWN / 2.0);
        assert!((top.y - (start.y + end.y) / 2.0 - height).abs() < 1e-5);
        let bounces: Vec<f32> = (1..10)
            .map(|i| {
                hop_point(
                    start,
                    end,
                    height,
                    TOUCH_DOWN + (1.0 - TOUCH_DOWN) * i as f32 / 10.0,
                )
            })
            .map(|point| {
                assert_eq!(point.xz(), end.xz());
                point.y - end.y
            })
            .collect();
        assert!(
            bounces
                .iter()
                .all(|&rise| rise > 0.0 && rise <= height * SETTLE)
        );
        assert!(bounces.iter().any(|&rise| rise > height * SETTLE * 0.9));
    }
}
