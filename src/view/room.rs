//! The place the board sits in: a table in a pool of warm light that falls off into a dim room,
//! each game's cloth or mat under the board, soft contact shadows, a warm key light and a cool
//! fill, filmic tone mapping, and what the graphics quality setting costs.

use super::camera::{BoardCamera, FOV_DEGREES};
use super::layout::{BOARD_THICKNESS, STORE_DISH, table_half_depth, table_half_width};
use super::textures::{self, texture};
use crate::settings::{Quality, Settings};
use bevy::anti_alias::fxaa::Fxaa;
use bevy::core_pipeline::tonemapping::Tonemapping;
use bevy::light::{CascadeShadowConfigBuilder, DirectionalLightShadowMap, ShadowFilteringMethod};
use bevy::mesh::VertexAttributeValues;
use bevy::post_process::effect_stack::Vignette;
use bevy::prelude::*;
use marum_core::games::PlaceKind;
use marum_core::rules::Variant;

/// The table's top, under the cloth.
const TABLE_TOP: f32 = -BOARD_THICKNESS - 0.012;
/// The cloth's top, on which the board stands.
const CLOTH_TOP: f32 = -BOARD_THICKNESS;
/// How far the cloth reaches beyond what stands on it.
const CLOTH_MARGIN: Vec2 = Vec2::new(0.9, 0.8);

/// How bright the cool fill light is, when the quality setting lets it shine.
const FILL_LUX: f32 = 2_200.0;
/// What the lights would make of the unlit table's and cloths' colours: through the camera's
/// exposure the key brightens them many times, and its warm sheen on the dark wood and the
/// deep red cloth lifts green and blue the most (matched by eye against Medium).
const TABLE_UNLIT: Color = Color::linear_rgb(9.0, 15.0, 24.0);
const CLOTH_UNLIT: Color = Color::linear_rgb(4.6, 5.6, 3.8);

/// The warm key light, whose shadows the quality setting turns on and off.
#[derive(Component)]
pub struct KeyLight;

/// The room's meshes and materials, made once and shared by every board laid out.
#[derive(Resource)]
pub struct RoomLooks {
    table: Handle<StandardMaterial>,
    /// Each game's cloth, in the order of [`Variant::ALL`].
    cloths: Vec<Handle<StandardMaterial>>,
    cloth_mesh: Handle<Mesh>,
    board_shadow: Handle<StandardMaterial>,
    dish_shadow: Handle<StandardMaterial>,
    shadow_mesh: Handle<Mesh>,
}

pub fn spawn_room(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut images: ResMut<Assets<Image>>,
) {
    commands.spawn((
        BoardCamera,
        Camera3d::default(),
        Projection::Perspective(PerspectiveProjection {
            fov: FOV_DEGREES.to_radians(),
            ..default()
        }),
        // A filmic curve that rolls highlights off instead of clipping them (glowing pits, ivory
        // seeds under the key light) and needs no lookup tables, here or in a browser.
        Tonemapping::AcesFitted,
        Transform::default(),
    ));
    // The key: warm, from the upper left behind the far player, so shadows fall towards the near
    // side and the bowls' far walls catch the light.
    commands.spawn((
        KeyLight,
        DirectionalLight {
            illuminance: 11_000.0,
            color: Color::srgb(1.0, 0.88, 0.72),
            shadow_maps_enabled: true,
            ..default()
        },
        CascadeShadowConfigBuilder {
            num_cascades: 1,
            maximum_distance: 80.0,
            ..default()
        }
        .build(),
        Transform::from_xyz(-5.0, 9.0, -3.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
    // The fill: cool and low from the right front, without shadows. WebGL2 draws only one
    // directional light, and it must be the key.
    #[cfg(not(target_arch = "wasm32"))]
    commands.spawn((
        DirectionalLight {
            illuminance: FILL_LUX,
            color: Color::srgb(0.72, 0.82, 1.0),
            shadow_maps_enabled: false,
            ..default()
        },
        Transform::from_xyz(7.0, 3.0, 6.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
    commands.insert_resource(GlobalAmbientLight {
        color: Color::srgb(0.9, 0.85, 0.8),
        brightness: 160.0,
        ..default()
    });
    commands.insert_resource(ClearColor(Color::srgb(0.02, 0.018, 0.016)));
    // The table: wide enough to fill any window's view, its planks lit by the pool of light.
    let table = materials.add(StandardMaterial {
        base_color_texture: Some(
            images.add(textures::tiling(texture(512, textures::table_planks))),
        ),
        perceptual_roughness: 0.7,
        ..default()
    });
    commands.spawn((
        Mesh3d(meshes.add(table_mesh())),
        MeshMaterial3d(table.clone()),
        Transform::from_xyz(0.0, TABLE_TOP, 0.0),
        Pickable::IGNORE,
    ));
    let mut shadow = |inner: Vec2| {
        materials.add(StandardMaterial {
            base_color_texture: Some(images.add(texture(128, textures::contact_shadow(inner)))),
            alpha_mode: AlphaMode::Blend,
            unlit: true,
            ..default()
        })
    };
    let board_shadow = shadow(Vec2::new(0.86, 0.62));
    let dish_shadow = shadow(Vec2::splat(0.6));
    let cloths = Variant::ALL
        .iter()
        .map(|variant| {
            let pattern = textures::cloth(variant.describe().cloth);
            materials.add(StandardMaterial {
                base_color_texture: Some(images.add(texture(1024, pattern))),
                perceptual_roughness: 0.95,
                ..default()
            })
        })
        .collect();
    commands.insert_resource(RoomLooks {
        table,
        cloths,
        cloth_mesh: meshes.add(Plane3d::default().mesh().size(1.0, 1.0)),
        board_shadow,
        dish_shadow,
        shadow_mesh: meshes.add(Plane3d::default().mesh().size(1.0, 1.0)),
    });
}

/// The table's size, and how long a stretch of it the planks' texture covers.
const TABLE_SIZE: Vec2 = Vec2::new(140.0, 100.0);
const PLANKS_EVERY: f32 = 6.0;

/// The table top: its texture repeats every few units, and its vertices carry the pool of light.
fn table_mesh() -> Mesh {
    let mut mesh = Plane3d::default()
        .mesh()
        .size(TABLE_SIZE.x, TABLE_SIZE.y)
        .subdivisions(60)
        .build();
    let positions: Vec<[f32; 3]> = match mesh.attribute(Mesh::ATTRIBUTE_POSITION) {
        Some(VertexAttributeValues::Float32x3(positions)) => positions.clone(),
        _ => Vec::new(),
    };
    let light: Vec<[f32; 4]> = positions
        .iter()
        .map(|&[x, _, z]| {
            let shade = textures::pool_of_light(x, z);
            [shade, shade * 0.93, shade * 0.85, 1.0]
        })
        .collect();
    let uvs: Vec<[f32; 2]> = positions
        .iter()
        .map(|&[x, _, z]| [x / PLANKS_EVERY, z / PLANKS_EVERY])
        .collect();
    mesh.insert_attribute(Mesh::ATTRIBUTE_COLOR, light);
    mesh.insert_attribute(Mesh::ATTRIBUTE_UV_0, uvs);
    mesh
}

/// The cloth under a board of `variant`, and the soft shadows where the board and any store
/// dishes meet it: each a bundle to spawn with the board.
pub fn cloth_and_shadows(variant: Variant, looks: &RoomLooks) -> Vec<impl Bundle> {
    let reach = Vec2::new(table_half_width(variant), table_half_depth(variant)) + CLOTH_MARGIN;
    let flat = |mesh: &Handle<Mesh>, material: &Handle<StandardMaterial>, at: Vec3, size: Vec2| {
        (
            Mesh3d(mesh.clone()),
            MeshMaterial3d(material.clone()),
            Transform::from_translation(at).with_scale(Vec3::new(size.x, 1.0, size.y)),
            Pickable::IGNORE,
        )
    };
    let mut pieces = vec![flat(
        &looks.cloth_mesh,
        &looks.cloths[variant.index()],
        Vec3::Y * CLOTH_TOP,
        reach * 2.0,
    )];
    let outline = variant.describe().board.outline;
    let board = Vec2::new(outline.half_length(), outline.half_width);
    pieces.push(flat(
        &looks.shadow_mesh,
        &looks.board_shadow,
        Vec3::Y * (CLOTH_TOP + 0.002),
        board * 2.0 / Vec2::new(0.86, 0.62) + Vec2::splat(0.3),
    ));
    for place in variant.describe().board.places {
        if place.kind == PlaceKind::Store {
            let [x, z] = place.at;
            pieces.push(flat(
                &looks.shadow_mesh,
                &looks.dish_shadow,
                Vec3::new(x, CLOTH_TOP + 0.002, z),
                Vec2::splat(STORE_DISH.half_length() * 2.0 / 0.6 + 0.3),
            ));
        }
    }
    pieces
}

/// The costly parts of the picture follow the graphics quality setting. At Low the table and the
/// cloth, which cover most of the window, take their light from their colours instead of the
/// lights (the table already carries its pool of light), and the fill light is off: a software
/// renderer shades every pixel itself.
pub fn apply_quality(
    settings: Res<Settings>,
    room: Option<Res<RoomLooks>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut cameras: Query<Entity, With<BoardCamera>>,
    mut lights: Query<(&mut DirectionalLight, Has<KeyLight>)>,
    mut applied: Local<Option<Quality>>,
    mut commands: Commands,
) {
    let quality = settings.graphics;
    let Some(room) = room else { return };
    if *applied == Some(quality) {
        return;
    }
    *applied = Some(quality);
    let low = quality == Quality::Low;
    for (mut light, key) in &mut lights {
        if key {
            light.shadow_maps_enabled = !low;
        } else {
            light.illuminance = if low { 0.0 } else { FILL_LUX };
        }
    }
    let lit_as = room
        .cloths
        .iter()
        .map(|cloth| (cloth, CLOTH_UNLIT))
        .chain([(&room.table, TABLE_UNLIT)]);
    for (flat, unlit) in lit_as {
        if let Some(mut material) = materials.get_mut(flat) {
            material.unlit = low;
            material.base_color = if low { unlit } else { Color::WHITE };
        }
    }
    commands.insert_resource(DirectionalLightShadowMap {
        size: if quality == Quality::High { 4096 } else { 2048 },
    });
    for camera in &mut cameras {
        let mut camera = commands.entity(camera);
        match quality {
            Quality::Low => {
                camera.insert(Msaa::Off).remove::<(Fxaa, Vignette)>();
            }
            Quality::Medium => {
                camera.insert((Msaa::Off, Fxaa::default(), room_vignette()));
            }
            Quality::High => {
                camera
                    .insert((
                        Msaa::Sample4,
                        room_vignette(),
                        ShadowFilteringMethod::Gaussian,
                    ))
                    .remove::<Fxaa>();
            }
        }
    }
}

/// A gentle darkening towards the corners: the eye rests on the table.
fn room_vignette() -> Vignette {
    Vignette {
        intensity: 0.8,
        radius: 0.8,
        smoothness: 1.0,
        ..default()
    }
}
