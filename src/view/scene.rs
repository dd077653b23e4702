//! The board: its carved meshes and materials, made once at start-up and shared by every board
//! laid out, and the pieces of one board (the wood, the store dishes, a lining and an inlaid
//! ring in the owner's colour for every place, the cloth and its shadows) built when a new board
//! is laid out. The seeds' shared looks live here too.

use super::carving::{bowl_lining, carved_block};
use super::layout::{
    BowlKind, SEED_RADIUS, STORE_DISH, board_outline, carved_bowls, place_bowl_kind, place_position,
};
use super::pits::{self, PitButton, PitLook, PitRim, PitShade};
use super::room::{self, RoomLooks};
use super::textures::{self, texture};
use crate::rules_plugin::{Place, Table};
use crate::theme::{PLAYER_COLOURS, class_colour};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use marum_core::analysis::Class;
use marum_core::games::PlaceKind;
use marum_core::rules::Variant;

/// Everything drawn for one board, cleared when a new board is laid out.
#[derive(Component)]
pub struct BoardPiece;

/// The board the pieces were built for.
#[derive(Component)]
pub struct BuiltFor(Entity);

#[derive(Resource)]
pub struct SeedLooks {
    pub mesh: Handle<Mesh>,
    pub materials: Vec<Handle<StandardMaterial>>,
    wood: Handle<StandardMaterial>,
    pub bowl: Handle<StandardMaterial>,
    pub bowl_lit: Handle<StandardMaterial>,
    pub bowl_dead: Handle<StandardMaterial>,
    /// The lining of a pit the review questions, by the decision's [`Class`].
    pub bowl_played: [Handle<StandardMaterial>; 5],
    /// The lining of a pit whose seeds the pit under the pointer would take.
    pub bowl_foreseen: Handle<StandardMaterial>,
    /// The lining of a pit the human to move may choose; its glow rises and falls.
    pub bowl_breathing: Handle<StandardMaterial>,
    /// The lining of a dead pit the human to move may buy back: dark, its glow rising and falling.
    pub bowl_dead_breathing: Handle<StandardMaterial>,
    /// Each player's inlaid rings, bright round a live place and dimmed round a dead pit.
    pub rims: [Handle<StandardMaterial>; 2],
    pub dead_rims: [Handle<StandardMaterial>; 2],
}

pub fn make_looks(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut images: ResMut<Assets<Image>>,
) {
    let palette = [
        Color::srgb(0.93, 0.89, 0.8),
        Color::srgb(0.78, 0.65, 0.48),
        Color::srgb(0.72, 0.42, 0.3),
        Color::srgb(0.45, 0.48, 0.5),
        Color::srgb(0.86, 0.8, 0.68),
        Color::srgb(0.62, 0.2, 0.17),
    ];
    let mut matte = |color: Color, roughness: f32| {
        materials.add(StandardMaterial {
            base_color: color,
            perceptual_roughness: roughness,
            ..default()
        })
    };
    let seed_materials = palette.iter().map(|&c| matte(c, 0.55)).collect();
    let dead = Color::srgb(0.07, 0.05, 0.04);
    let bowl_dead = matte(dead, 0.95);
    let bowl_dead_breathing = matte(dead, 0.95);
    let rims = PLAYER_COLOURS.map(|c| matte(c, 0.6));
    let dead_rims = PLAYER_COLOURS.map(|c| matte(c.mix(&dead, 0.75), 0.9));
    let wood = materials.add(StandardMaterial {
        base_color_texture: Some(images.add(texture(256, textures::wood_grain))),
        perceptual_roughness: 0.62,
        ..default()
    });
    let bowl_material = StandardMaterial {
        base_color_texture: Some(images.add(texture(256, textures::bowl_shading))),
        perceptual_roughness: 0.85,
        ..default()
    };
    let bowl_breathing = materials.add(bowl_material.clone());
    let bowl = materials.add(bowl_material);
    let bowl_lit = materials.add(StandardMaterial {
        base_color: Color::srgb(0.3, 0.18, 0.08),
        emissive: LinearRgba::rgb(0.35, 0.25, 0.08),
        ..default()
    });
    // Tinted in the class's colour, lit less than the better pit so that that one leads the eye.
    let bowl_played = Class::ALL.map(|class| {
        let colour = class_colour(class);
        materials.add(StandardMaterial {
            base_color: colour.mix(&Color::BLACK, 0.6),
            emissive: LinearRgba::from(colour) * 0.3,
            ..default()
        })
    });
    // A pale spotlight, unlike the warm light of a hovered or hinted pit and either player's hue.
    let bowl_foreseen = materials.add(StandardMaterial {
        base_color: Color::srgb(0.36, 0.36, 0.35),
        emissive: LinearRgba::rgb(0.32, 0.34, 0.36),
        ..default()
    });
    commands.insert_resource(BoardMeshes::new(&mut meshes));
    commands.insert_resource(SeedLooks {
        bowl_dead,
        bowl_dead_breathing,
        mesh: meshes.add(Sphere::new(SEED_RADIUS).mesh().ico(2).unwrap()),
        materials: seed_materials,
        wood,
        bowl,
        bowl_lit,
        bowl_played,
        bowl_foreseen,
        bowl_breathing,
        rims,
        dead_rims,
    });
}

/// The carved meshes, generated once at start-up and shared by every board laid out.
#[derive(Resource)]
pub struct BoardMeshes {
    /// By variant, in the order of [`Variant::ALL`].
    boards: Vec<Handle<Mesh>>,
    store_dish: Handle<Mesh>,
    /// A lining and an inlaid ring for each kind of bowl, by [`BowlKind`].
    linings: [Handle<Mesh>; 4],
    rims: [Handle<Mesh>; 4],
    /// Pi and Pa's wider ring.
    named_rim: Handle<Mesh>,
}

impl BoardMeshes {
    fn new(meshes: &mut Assets<Mesh>) -> BoardMeshes {
        let ring = |radius: f32| Torus::new(radius - 0.025, radius + 0.025);
        let tray = BowlKind::Tray.bowl();
        BoardMeshes {
            boards: Variant::ALL
                .iter()
                .map(|&variant| {
                    meshes.add(carved_block(
                        &board_outline(variant),
                        &carved_bowls(variant),
                    ))
                })
                .collect(),
            store_dish: meshes.add(carved_block(&STORE_DISH, &[(Vec2::ZERO, tray)])),
            linings: BowlKind::ALL.map(|kind| meshes.add(bowl_lining(kind.bowl()))),
            rims: BowlKind::ALL.map(|kind| meshes.add(ring(kind.bowl().radius))),
            named_rim: meshes.add(ring(BowlKind::Pit.bowl().radius * 1.12)),
        }
    }
}

/// Everything a board is built of.
#[derive(SystemParam)]
pub struct BoardLooks<'w> {
    seeds: Res<'w, SeedLooks>,
    shapes: Res<'w, BoardMeshes>,
    room: Res<'w, RoomLooks>,
}

/// Lays out the board's pieces for a newly laid-out table (a new variant or a new game): the
/// carved board, Marum Konbi's store dishes, and a lining and an inlaid ring in the owner's colour
/// for every place (larger for Pi and Pa).
pub fn build_board(
    table: Res<Table>,
    built: Query<(Entity, &BuiltFor)>,
    pieces: Query<Entity, With<BoardPiece>>,
    places: Query<&Place>,
    looks: BoardLooks,
    mut commands: Commands,
) {
    let BoardLooks {
        seeds: looks,
        shapes,
        room,
    } = looks;
    if built.iter().any(|(_, b)| b.0 == table.places[0]) {
        return;
    }
    for piece in &pieces {
        commands.entity(piece).despawn();
    }
    let variant = table.variant;
    for &entity in &table.places {
        let Ok(place) = places.get(entity) else {
            continue;
        };
        let centre = place_position(variant, place.index);
        let kind = place_bowl_kind(variant, place.index);
        if place.kind == PlaceKind::Store {
            commands.spawn(wooden(shapes.store_dish.clone(), &looks, centre));
        }
        let mut lining = commands.spawn((
            BoardPiece,
            PitButton(place.index),
            PitLook::default(),
            PitShade::default(),
            Mesh3d(shapes.linings[kind as usize].clone()),
            MeshMaterial3d(looks.bowl.clone()),
            Transform::from_translation(centre),
        ));
        let lining_id = lining.id();
        // Every place tells its name under the pointer; a click on a pit chooses it, and one on
        // Pi or Pa hears why it may not start a move.
        lining.observe(pits::hover_pit).observe(pits::leave_pit);
        if place.kind.is_pit() {
            lining
                .observe(pits::tap_pit::<Press>)
                .observe(pits::tap_pit::<Click>);
        }
        let rim = if matches!(place.kind, PlaceKind::Pi | PlaceKind::Pa) {
            &shapes.named_rim
        } else {
            &shapes.rims[kind as usize]
        };
        // The ring belongs to its lining, which dims it while the pit is dead.
        commands.spawn((
            ChildOf(lining_id),
            PitRim(place.owner),
            Mesh3d(rim.clone()),
            MeshMaterial3d(looks.rims[place.owner.index()].clone()),
            Pickable::IGNORE,
        ));
    }
    let board = shapes.boards[variant.index()].clone();
    commands.spawn((BuiltFor(table.places[0]), wooden(board, &looks, Vec3::ZERO)));
    for piece in room::cloth_and_shadows(variant, &room) {
        commands.spawn((BoardPiece, piece));
    }
}

/// A block of carved wood standing at `at`.
fn wooden(mesh: Handle<Mesh>, looks: &SeedLooks, at: Vec3) -> impl Bundle {
    (
        BoardPiece,
        Mesh3d(mesh),
        MeshMaterial3d(looks.wood.clone()),
        Transform::from_translation(at),
        Pickable::IGNORE,
    )
}
