//! The still parts of the scene: camera, lights, table, the board with its pits, and the seeds'
//! shared meshes and materials.

use super::carving::{bowl_lining, carved_block};
use super::input::{BoardInput, request_for_pit};
use super::layout::{
    BOARD_THICKNESS, BowlKind, SEED_RADIUS, STORE_DISH, board_outline, carved_bowls,
    place_bowl_kind, place_position, table_half_width,
};
use crate::rules_plugin::{Match, MoveRequest, Place, Table};
use crate::schedule::GameSystems;
use crate::theme::PLAYER_COLOURS;
use bevy::anti_alias::fxaa::Fxaa;
use bevy::asset::RenderAssetUsages;
use bevy::light::CascadeShadowConfigBuilder;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use marum_core::games::PlaceKind;
use marum_core::rules::Variant;

pub fn plugin(app: &mut App) {
    app.add_systems(Startup, (spawn_camera_and_lights, make_looks))
        .add_systems(Update, fit_camera.in_set(GameSystems::View));
}

/// The camera's vertical field of view.
const FOV_DEGREES: f32 = 32.0;

/// Shares of the window that interface panels cover, which the board keeps clear of.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct BoardFrame {
    pub left: f32,
    pub right: f32,
    pub top: f32,
    pub bottom: f32,
}

/// While this resource exists (the kiosk's attract loop), the camera slowly sways a degree or two
/// round the table, so the unattended scene never stands still.
#[derive(Resource)]
pub struct IdleDrift;

/// How far and how slowly the idle camera sways.
const DRIFT_DEGREES: f32 = 1.5;
const DRIFT_SECONDS: f32 = 40.0;

/// Keeps the whole table in view at about 45° above it, whatever the window's shape: the board
/// fills about 80% of the width the interface leaves free, centred in the free part. Side shares
/// count only in landscape windows, where panels stand beside the board.
fn fit_camera(
    windows: Query<&Window>,
    frame: Res<BoardFrame>,
    drift: Option<Res<IdleDrift>>,
    time: Res<Time>,
    table: Option<Res<Table>>,
    mut camera: Query<&mut Transform, With<BoardCamera>>,
) {
    let (Ok(window), Ok(mut transform), Some(table)) =
        (windows.single(), camera.single_mut(), table)
    else {
        return;
    };
    let aspect = window.width() / window.height().max(1.0);
    let (left, right) = if aspect > 1.0 {
        (frame.left, frame.right)
    } else {
        (0.0, 0.0)
    };
    let free_width = (1.0 - left - right).max(0.3);
    let free_height = (1.0 - frame.top - frame.bottom).max(0.3);
    let half_width = table_half_width(table.variant) / 0.8;
    let half_depth = 2.6;
    let tan = (FOV_DEGREES.to_radians() / 2.0).tan();
    let distance = (half_width / (tan * aspect * free_width)).max(half_depth / (tan * free_height));
    let focus = Vec3::new(0.0, 0.0, 0.3);
    let sway = drift.map_or(0.0, |_| {
        let phase = std::f32::consts::TAU * time.elapsed_secs() / DRIFT_SECONDS;
        DRIFT_DEGREES.to_radians() * phase.sin()
    });
    let back = Quat::from_rotation_y(sway) * Vec3::new(0.0, 0.72, 0.7).normalize();
    let eye = focus + back * distance;
    let view = Transform::from_translation(eye).looking_at(focus, Vec3::Y);
    // Slide the camera so the board sits in the middle of the free part of the window.
    let visible_height = 2.0 * distance * tan;
    let visible_width = visible_height * aspect;
    let slide = view.right() * ((right - left) / 2.0) * visible_width
        + view.up() * ((frame.top - frame.bottom) / 2.0) * visible_height;
    let wanted = Transform::from_translation(eye + slide).looking_at(focus + slide, Vec3::Y);
    if transform.translation.distance(wanted.translation) > 1e-3 {
        *transform = wanted;
    }
}

#[derive(Component)]
pub struct BoardCamera;

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
    bowl: Handle<StandardMaterial>,
    bowl_lit: Handle<StandardMaterial>,
    bowl_dead: Handle<StandardMaterial>,
    /// The lining of a pit the human to move may choose; its glow rises and falls.
    bowl_breathing: Handle<StandardMaterial>,
    pub hand_rings: [Handle<StandardMaterial>; 2],
    pub hand_ring: Handle<Mesh>,
    rims: [Handle<StandardMaterial>; 2],
}

fn spawn_camera_and_lights(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    commands.spawn((
        BoardCamera,
        Camera3d::default(),
        Projection::Perspective(PerspectiveProjection {
            fov: FOV_DEGREES.to_radians(),
            ..default()
        }),
        Transform::default(),
        // FXAA smooths edges for a fraction of what 4× multisampling costs a software renderer.
        Msaa::Off,
        Fxaa::default(),
    ));
    commands.spawn((
        DirectionalLight {
            illuminance: 9_000.0,
            color: Color::srgb(1.0, 0.93, 0.82),
            shadow_maps_enabled: true,
            ..default()
        },
        // The table is small: one shadow cascade covers it.
        CascadeShadowConfigBuilder {
            num_cascades: 1,
            maximum_distance: 40.0,
            ..default()
        }
        .build(),
        Transform::from_xyz(-6.0, 10.0, 4.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
    commands.insert_resource(GlobalAmbientLight {
        color: Color::srgb(0.75, 0.82, 1.0),
        brightness: 350.0,
        ..default()
    });
    // The table: a dark cloth under the board.
    commands.spawn((
        Mesh3d(meshes.add(Plane3d::default().mesh().size(400.0, 400.0))),
        MeshMaterial3d(materials.add(StandardMaterial {
            base_color: Color::srgb(0.18, 0.24, 0.2),
            perceptual_roughness: 0.95,
            ..default()
        })),
        Transform::from_xyz(0.0, -BOARD_THICKNESS, 0.0),
        Pickable::IGNORE,
    ));
}

/// Side of the generated textures, in texels.
const TEXTURE_SIZE: u32 = 256;

/// An sRGB texture whose texel at (u, v), both in 0..1, is `shade(u, v)`.
fn texture(shade: impl Fn(f32, f32) -> [f32; 3]) -> Image {
    let mut data = Vec::with_capacity((TEXTURE_SIZE * TEXTURE_SIZE * 4) as usize);
    for y in 0..TEXTURE_SIZE {
        for x in 0..TEXTURE_SIZE {
            let (u, v) = (
                x as f32 / TEXTURE_SIZE as f32,
                y as f32 / TEXTURE_SIZE as f32,
            );
            for channel in shade(u, v) {
                data.push((channel.clamp(0.0, 1.0) * 255.0) as u8);
            }
            data.push(255);
        }
    }
    Image::new(
        Extent3d {
            width: TEXTURE_SIZE,
            height: TEXTURE_SIZE,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    )
}

/// Dark oiled wood: long wavering grain lines, with darker late-wood bands. Periodic in u and v,
/// so it tiles without seams.
fn wood_grain(u: f32, v: f32) -> [f32; 3] {
    use std::f32::consts::TAU;
    let waver = 0.35 * (TAU * u).sin() + 0.15 * (TAU * (2.0 * u + v)).sin();
    let rings = (TAU * (9.0 * v + waver)).sin();
    let fine = (TAU * (41.0 * v + 2.0 * waver + 0.3 * (TAU * 3.0 * u).sin())).sin();
    let dark = 0.5 + 0.5 * rings;
    let shade = 1.0 - 0.28 * dark.powi(3) - 0.07 * fine;
    [0.36 * shade, 0.2 * shade, 0.11 * shade]
}

/// A pit's bowl seen from above: darker towards its deep middle.
fn bowl_shading(u: f32, v: f32) -> [f32; 3] {
    let from_middle = ((u - 0.5).powi(2) + (v - 0.5).powi(2)).sqrt() * 2.0;
    let shade = 0.55 + 0.45 * from_middle.min(1.0).powf(1.5);
    [0.24 * shade, 0.13 * shade, 0.07 * shade]
}

fn make_looks(
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
    let bowl_dead = matte(Color::srgb(0.07, 0.05, 0.04), 0.95);
    let rims = PLAYER_COLOURS.map(|c| matte(c, 0.6));
    let wood = materials.add(StandardMaterial {
        base_color_texture: Some(images.add(texture(wood_grain))),
        perceptual_roughness: 0.62,
        ..default()
    });
    let bowl_material = StandardMaterial {
        base_color_texture: Some(images.add(texture(bowl_shading))),
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
    let hand_rings = PLAYER_COLOURS.map(|c| {
        materials.add(StandardMaterial {
            base_color: c,
            emissive: LinearRgba::from(c) * 2.0,
            ..default()
        })
    });
    commands.insert_resource(BoardMeshes::new(&mut meshes));
    commands.insert_resource(SeedLooks {
        bowl_dead,
        hand_rings,
        hand_ring: meshes.add(Torus::new(0.26, 0.31)),
        mesh: meshes.add(Sphere::new(SEED_RADIUS).mesh().ico(1).unwrap()),
        materials: seed_materials,
        wood,
        bowl,
        bowl_lit,
        bowl_breathing,
        rims,
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

/// Lays out the board's pieces for a newly laid-out table (a new variant or a new game): the
/// carved board, Marum Konbi's store dishes, and a lining and an inlaid ring in the owner's colour
/// for every place (larger for Pi and Pa).
pub fn build_board(
    table: Res<Table>,
    built: Query<(Entity, &BuiltFor)>,
    pieces: Query<Entity, With<BoardPiece>>,
    places: Query<&Place>,
    looks: Res<SeedLooks>,
    shapes: Res<BoardMeshes>,
    mut commands: Commands,
) {
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
        if place.kind == PlaceKind::Pit {
            lining
                .observe(click_pit)
                .observe(hover_pit)
                .observe(leave_pit);
        }
        let rim = if matches!(place.kind, PlaceKind::Pi | PlaceKind::Pa) {
            &shapes.named_rim
        } else {
            &shapes.rims[kind as usize]
        };
        commands.spawn((
            BoardPiece,
            Mesh3d(rim.clone()),
            MeshMaterial3d(looks.rims[place.owner.index()].clone()),
            Transform::from_translation(centre),
            Pickable::IGNORE,
        ));
    }
    let board = shapes.boards[variant.index()].clone();
    commands.spawn((BuiltFor(table.places[0]), wooden(board, &looks, Vec3::ZERO)));
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

/// A pit the pointer can choose.
#[derive(Component)]
pub struct PitButton(pub u8);

fn click_pit(
    click: On<Pointer<Click>>,
    pits: Query<&PitButton>,
    input: Res<BoardInput>,
    current: Option<Res<Match>>,
    mut moves: MessageWriter<MoveRequest>,
) {
    let (Ok(pit), Some(current), true) = (pits.get(click.entity), current, input.0) else {
        return;
    };
    if let Some(request) = request_for_pit(&current, pit.0) {
        moves.write(request);
    }
}

fn hover_pit(over: On<Pointer<Over>>, mut looks: Query<&mut PitLook>) {
    if let Ok(mut look) = looks.get_mut(over.entity) {
        look.hovered = true;
    }
}

fn leave_pit(out: On<Pointer<Out>>, mut looks: Query<&mut PitLook>) {
    if let Ok(mut look) = looks.get_mut(out.entity) {
        look.hovered = false;
    }
}

/// What is happening to a pit: hovered, dead, or showing a cue.
#[derive(Component, Default)]
pub struct PitLook {
    pub hovered: bool,
    pub dead: bool,
    /// Seconds the cue glow still shows.
    pub glow: f32,
}

/// How a pit's lining is shown.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PitShade {
    #[default]
    Plain,
    /// Hovered while it may be chosen, or showing a cue.
    Lit,
    /// Dead (Congkak): darkened until bought back.
    Dead,
    /// The human to move may choose it: its glow softly rises and falls.
    Breathing,
}

/// Shades each pit from its look and whether the human to move may choose it.
pub fn shade_pits(
    time: Res<Time>,
    input: Res<BoardInput>,
    current: Option<Res<Match>>,
    mut pits: Query<(&PitButton, &mut PitLook, &mut PitShade)>,
) {
    for (pit, mut look, mut shade) in &mut pits {
        look.glow = (look.glow - time.delta_secs()).max(0.0);
        let playable = input.0
            && current
                .as_ref()
                .is_some_and(|c| !c.is_busy() && request_for_pit(c, pit.0).is_some());
        // A dead pit the human may buy back breathes like any other choice.
        shade.set_if_neq(if look.glow > 0.0 || (look.hovered && playable) {
            PitShade::Lit
        } else if playable {
            PitShade::Breathing
        } else if look.dead {
            PitShade::Dead
        } else {
            PitShade::Plain
        });
    }
}

/// Gives each lining the material of its shade.
pub fn paint_pits(
    looks: Res<SeedLooks>,
    mut pits: Query<(&PitShade, &mut MeshMaterial3d<StandardMaterial>), Changed<PitShade>>,
) {
    for (shade, mut material) in &mut pits {
        material.0 = match shade {
            PitShade::Plain => &looks.bowl,
            PitShade::Lit => &looks.bowl_lit,
            PitShade::Dead => &looks.bowl_dead,
            PitShade::Breathing => &looks.bowl_breathing,
        }
        .clone();
    }
}

/// Seconds of one breath of the choosable pits' glow.
const BREATH_SECONDS: f32 = 2.4;

/// Raises and lowers the glow of the pits a human may choose, softly, like slow breathing.
pub fn breathe(
    time: Res<Time>,
    looks: Res<SeedLooks>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let Some(mut material) = materials.get_mut(&looks.bowl_breathing) else {
        return;
    };
    let phase = std::f32::consts::TAU * time.elapsed_secs() / BREATH_SECONDS;
    let strength = 0.5 - 0.5 * phase.cos();
    material.emissive = LinearRgba::rgb(0.16, 0.11, 0.04) * strength;
}
