//! The pits as the player meets them: a pit answers the pointer, lights when hovered while it
//! may be chosen (and spotlights the pits its sowing would take), breathes softly when the human
//! to move may choose it, darkens when dead, and glows for a cue.

use super::camera::BoardCamera;
use super::cues::{MarkedPit, PointedPits};
use super::input::{ChoosablePits, Tap};
use super::scene::SeedLooks;
use crate::rules_plugin::{Match, MoveRequest, Seat};
use crate::settings::Settings;
use bevy::a11y::{AccessibilityNode, AccessibilityRequested};
use bevy::camera::primitives::Aabb;
use bevy::input_focus::InputFocus;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use marum_core::analysis::Class;
use marum_core::captions::{MovePreview, move_preview};
use marum_core::games::PlaceKind;
use marum_core::locale::Language;
use marum_core::rules::{Decision, Player, Position, Tableau};

/// A pit the pointer can choose.
#[derive(Component)]
pub struct PitButton(pub u8);

/// A tap on a pit asks for it: the decision, or the rules' reason it cannot be chosen now.
pub(super) fn tap_pit<E: Tap>(
    tap: On<Pointer<E>>,
    pits: Query<&PitButton>,
    choosable: ChoosablePits,
    mut moves: MessageWriter<MoveRequest>,
) {
    if let Ok(pit) = pits.get(tap.entity)
        && E::taps(tap.pointer_id)
        && let Some(request) = choosable.choice(pit.0)
    {
        moves.write(request);
    }
}

pub(super) fn hover_pit(over: On<Pointer<Over>>, mut looks: Query<&mut PitLook>) {
    if let Ok(mut look) = looks.get_mut(over.entity) {
        look.hovered = true;
    }
}

pub(super) fn leave_pit(out: On<Pointer<Out>>, mut looks: Query<&mut PitLook>) {
    if let Ok(mut look) = looks.get_mut(out.entity) {
        look.hovered = false;
    }
}

/// What is happening to a pit: hovered, focused by the keyboard, dead, or showing a cue.
#[derive(Component, Default)]
pub struct PitLook {
    pub hovered: bool,
    pub focused: bool,
    pub dead: bool,
    /// Seconds the cue glow still shows.
    pub glow: f32,
}

impl PitLook {
    /// Whether the pit is singled out, under the pointer or the keyboard's focus.
    pub fn singled_out(&self) -> bool {
        self.hovered || self.focused
    }
}

/// A pit is focused while it has the input focus: the keyboard's, which is the screen reader's.
pub(super) fn follow_the_focus(
    input_focus: Option<Res<InputFocus>>,
    mut looks: Query<(Entity, &mut PitLook)>,
) {
    let focused = input_focus.and_then(|focus| focus.get());
    for (pit, mut look) in &mut looks {
        let wanted = focused == Some(pit);
        if look.focused != wanted {
            look.focused = wanted;
        }
    }
}

/// How a pit's lining is shown.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PitShade {
    #[default]
    Plain,
    /// Singled out while it may be chosen, marked by a hint or the review, pointed at from the
    /// timeline, or showing a cue.
    Lit,
    /// The pit of a decision the review questions, tinted in its class's colour.
    Played(Class),
    /// A pit whose seeds the pit singled out would take.
    Foreseen,
    /// Dead (Congkak): darkened until bought back.
    Dead,
    /// The human to move may choose it: its glow softly rises and falls.
    Breathing,
    /// A dead pit the human to move may buy back: still dark, so that it reads as dead among the
    /// pits to choose, and breathing with them.
    DeadBreathing,
}

impl PitShade {
    /// Whether the pit invites the human to choose it.
    pub fn breathes(self) -> bool {
        matches!(self, Self::Breathing | Self::DeadBreathing)
    }

    /// Whether the pit is shown dead, whether or not it may be bought back now.
    pub fn is_dead(self) -> bool {
        matches!(self, Self::Dead | Self::DeadBreathing)
    }
}

/// Shades each pit from its look and whether the human to move may choose it.
pub fn shade_pits(
    time: Res<Time>,
    choosable: ChoosablePits,
    current: Option<Res<Match>>,
    marked: Res<MarkedPit>,
    pointed: Res<PointedPits>,
    foreseen: Res<Foreseen>,
    mut pits: Query<(&PitButton, &mut PitLook, &mut PitShade)>,
) {
    let marks = current
        .as_ref()
        .and_then(|c| marked.at(c.game().position()));
    let singled_out = pits.iter().find(|(_, look, _)| look.singled_out());
    let taken = singled_out.and_then(|(pit, ..)| foreseen.of_pit(pit.0));
    for (pit, mut look, mut shade) in &mut pits {
        look.glow = (look.glow - time.delta_secs()).max(0.0);
        let playable = choosable.request(pit.0).is_some();
        let lit = look.glow > 0.0
            || marks.is_some_and(|marks| marks.lit == pit.0)
            || pointed.contains(pit.0)
            || (look.singled_out() && playable);
        let played = marks
            .and_then(|marks| marks.played)
            .filter(|&(played, _)| played == pit.0);
        let taken = taken.is_some_and(|preview| preview.takes_from.contains(&pit.0));
        shade.set_if_neq(if lit {
            PitShade::Lit
        } else if taken {
            PitShade::Foreseen
        } else if let Some((_, class)) = played {
            PitShade::Played(class)
        } else if playable && look.dead {
            PitShade::DeadBreathing
        } else if playable {
            PitShade::Breathing
        } else if look.dead {
            PitShade::Dead
        } else {
            PitShade::Plain
        });
    }
}

/// What choosing each pit a person may choose now would do (each sowing played through the rules
/// core), worked out once a position, language and seating, for the pits' descriptions and the
/// board's preview of what the pit under the pointer would take. Empty while the player does not
/// want previews, or no person may choose.
#[derive(Resource, Default)]
pub struct Foreseen {
    of: Option<(Position, Language, [Seat; 2])>,
    by_pit: Vec<(u8, MovePreview)>,
}

impl Foreseen {
    /// What choosing `pit` would do, if a person may choose it and it can be told ahead.
    pub fn of_pit(&self, pit: u8) -> Option<&MovePreview> {
        self.by_pit
            .iter()
            .find(|(foreseen, _)| *foreseen == pit)
            .map(|(_, preview)| preview)
    }
}

pub fn foresee_moves(
    choosable: ChoosablePits,
    settings: Res<Settings>,
    mut foreseen: ResMut<Foreseen>,
) {
    let locale = settings.locale();
    let current = choosable.game().filter(|_| settings.preview_moves);
    let of = current.map(|c| (*c.game().position(), locale.language(), c.setup.seats));
    if foreseen.of == of {
        return;
    }
    foreseen.of = of;
    foreseen.by_pit.clear();
    let Some(current) = current else { return };
    let position = current.game().position();
    for place in current.setup.variant.describe().board.places {
        let preview = choosable.request(place.index).and_then(|request| {
            let decision = Decision {
                player: request.player,
                action: request.action,
            };
            move_preview(locale, position, decision)
        });
        if let Some(preview) = preview {
            foreseen.by_pit.push((place.index, preview));
        }
    }
}

/// Names each place for screen readers, as the rules core has it: "Pit 3, 7 marums, yours to
/// choose", "Player 2's store, 12 marums" (the players named as their panels name them); a pit
/// a person may choose is described by what choosing it would do, while the player wants that.
pub fn name_pits(
    choosable: ChoosablePits,
    current: Option<Res<Match>>,
    mut pits: Query<(Entity, &PitButton, &PitLook, Option<&mut AccessibilityNode>)>,
    mut commands: Commands,
    settings: Res<Settings>,
    foreseen: Res<Foreseen>,
) {
    let Some(current) = current else { return };
    let counts = Tableau::of(current.game().position()).holder_counts();
    let variant = current.setup.variant;
    let game = variant.describe();
    let locale = settings.locale();
    let names = settings.player_names(&current.setup.seats);
    for (entity, pit, look, node) in &mut pits {
        let index = pit.0;
        let count = counts.get(usize::from(index)).copied().unwrap_or(0);
        let pit_number = [("pit", index.into())];
        let place = match game.place(index).kind {
            PlaceKind::Pit => locale.with("place-pit", &pit_number),
            PlaceKind::Pi => locale.with("place-pi", &pit_number),
            PlaceKind::Pa => locale.with("place-pa", &pit_number),
            PlaceKind::Store | PlaceKind::House => {
                let owner = if game.store(Player::One) == index {
                    Player::One
                } else {
                    Player::Two
                };
                let [name, you] = names.about(owner);
                let store = ("store", locale.of_game(variant, "store", &[]).into());
                locale.with("place-store", &[name, you, store])
            }
        };
        let choosable = choosable.request(index).is_some();
        let seeds = locale.of_game(variant, "count", &[("count", count.into())]);
        let status = if choosable {
            Some("place-yours")
        } else if look.dead {
            Some("place-dead")
        } else {
            None
        };
        let label = match status {
            Some(status) => locale.with(
                "place-label-status",
                &[
                    ("place", place.into()),
                    ("seeds", seeds.into()),
                    ("status", locale.text(status).into()),
                ],
            ),
            None => locale.with(
                "place-label",
                &[("place", place.into()), ("seeds", seeds.into())],
            ),
        };
        let description = foreseen.of_pit(index).map(|preview| preview.words.as_str());
        match node {
            Some(mut node) => {
                if node.label() != Some(label.as_str()) {
                    node.set_label(label);
                }
                if node.description() != description {
                    match description {
                        Some(description) => node.set_description(description),
                        None => node.clear_description(),
                    }
                }
            }
            None => {
                let mut node = accesskit::Node::new(accesskit::Role::Button);
                node.set_label(label);
                if let Some(description) = description {
                    node.set_description(description);
                }
                commands
                    .entity(entity)
                    .insert(AccessibilityNode::from(node));
            }
        }
    }
}

/// A place's outline on the window, in its logical pixels: the rectangle round its bounds as
/// the board's camera (`camera` at `eye`) shows them. `None` while the camera has no view yet.
pub fn outline_on_window(
    (camera, eye): (&Camera, &GlobalTransform),
    (transform, bounds): (&GlobalTransform, &Aabb),
) -> Option<Rect> {
    let (centre, half) = (Vec3::from(bounds.center), Vec3::from(bounds.half_extents));
    let mut outline: Option<Rect> = None;
    for corner in 0..8 {
        let sign = Vec3::new(
            if corner & 1 == 0 { -1.0 } else { 1.0 },
            if corner & 2 == 0 { -1.0 } else { 1.0 },
            if corner & 4 == 0 { -1.0 } else { 1.0 },
        );
        let world = transform.transform_point(centre + half * sign);
        let at = camera.world_to_viewport(eye, world).ok()?;
        outline = Some(outline.map_or(Rect::from_center_size(at, Vec2::ZERO), |r| {
            r.union_point(at)
        }));
    }
    outline
}

/// Whether a screen reader (or another assistive technology) has asked for the accessibility
/// tree: the places' outlines are read by nothing else, so they are worked out only then.
pub fn screen_reader_listens(requested: Option<Res<AccessibilityRequested>>) -> bool {
    requested.is_some_and(|requested| requested.get())
}

/// Tells screen readers where each place is drawn, as the interface's nodes tell theirs: a
/// screen reader's review then meets the board between the top and bottom of the screen,
/// and a finger exploring a touch screen finds a pit where it is.
pub fn outline_pits(
    camera: Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
    windows: Query<&Window, With<PrimaryWindow>>,
    mut pits: Query<(&GlobalTransform, &Aabb, &mut AccessibilityNode), With<PitButton>>,
) {
    let (Ok(camera), Ok(window)) = (camera.single(), windows.single()) else {
        return;
    };
    let scale = f64::from(window.scale_factor());
    for (transform, bounds, mut node) in &mut pits {
        let Some(outline) = outline_on_window(camera, (transform, bounds)) else {
            continue;
        };
        // In the window's physical pixels, as AccessKit measures.
        let physical = |length: f32| f64::from(length) * scale;
        let bounds = accesskit::Rect::new(
            physical(outline.min.x),
            physical(outline.min.y),
            physical(outline.max.x),
            physical(outline.max.y),
        );
        if node.bounds() != Some(bounds) {
            node.set_bounds(bounds);
        }
    }
}

/// The inlaid ring round a place, in its owner's colour; a child of the place's lining.
#[derive(Component)]
pub struct PitRim(pub Player);

/// Gives each lining the material of its shade, and its ring the owner's colour, dimmed while
/// the pit is dead: a dead pit's dark lining alone looked much like an empty one.
pub fn paint_pits(
    looks: Res<SeedLooks>,
    mut pits: Query<
        (&PitShade, &mut MeshMaterial3d<StandardMaterial>, &Children),
        Changed<PitShade>,
    >,
    mut rims: Query<(&PitRim, &mut MeshMaterial3d<StandardMaterial>), Without<PitShade>>,
) {
    for (shade, mut material, children) in &mut pits {
        for &child in children {
            if let Ok((rim, mut ring)) = rims.get_mut(child) {
                let colours = if shade.is_dead() {
                    &looks.dead_rims
                } else {
                    &looks.rims
                };
                ring.0 = colours[rim.0.index()].clone();
            }
        }
        material.0 = match shade {
            PitShade::Plain => &looks.bowl,
            PitShade::Lit => &looks.bowl_lit,
            PitShade::Played(class) => &looks.bowl_played[*class as usize],
            PitShade::Foreseen => &looks.bowl_foreseen,
            PitShade::Dead => &looks.bowl_dead,
            PitShade::Breathing => &looks.bowl_breathing,
            PitShade::DeadBreathing => &looks.bowl_dead_breathing,
        }
        .clone();
    }
}

/// Seconds of one breath of the choosable pits' glow.
const BREATH_SECONDS: f32 = 2.4;

/// Raises and lowers the glow of the pits a human may choose, softly, like slow breathing.
pub fn breathe(
    time: Res<Time>,
    settings: Res<Settings>,
    looks: Res<SeedLooks>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    // With reduced motion the pits glow steadily at half a breath.
    let strength = if settings.reduced_motion {
        0.5
    } else {
        let phase = std::f32::consts::TAU * time.elapsed_secs() / BREATH_SECONDS;
        0.5 - 0.5 * phase.cos()
    };
    for lining in [&looks.bowl_breathing, &looks.bowl_dead_breathing] {
        if let Some(mut material) = materials.get_mut(lining) {
            material.emissive = LinearRgba::rgb(0.16, 0.11, 0.04) * strength;
        }
    }
}
