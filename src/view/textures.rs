//! Textures painted at start-up, texel by texel: the board's oiled wood, the bowls, the table
//! falling into the dim room, each game's cloth or mat, and the soft contact shadows.

use bevy::asset::RenderAssetUsages;
use bevy::image::{ImageAddressMode, ImageSampler, ImageSamplerDescriptor};
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use marum_core::games::Cloth;
use std::f32::consts::TAU;

/// A `size`² sRGB texture whose texel at (u, v), both in 0..1, is `shade(u, v)`: red, green, blue
/// and opacity.
pub fn texture(size: u32, shade: impl Fn(f32, f32) -> [f32; 4]) -> Image {
    let mut data = Vec::with_capacity((size * size * 4) as usize);
    for y in 0..size {
        for x in 0..size {
            let (u, v) = (
                (x as f32 + 0.5) / size as f32,
                (y as f32 + 0.5) / size as f32,
            );
            data.extend(shade(u, v).map(|channel| (channel.clamp(0.0, 1.0) * 255.0) as u8));
        }
    }
    Image::new(
        Extent3d {
            width: size,
            height: size,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    )
}

fn opaque([r, g, b]: [f32; 3]) -> [f32; 4] {
    [r, g, b, 1.0]
}

fn scaled(colour: [f32; 3], by: f32) -> [f32; 3] {
    colour.map(|c| c * by)
}

fn mix(a: [f32; 3], b: [f32; 3], t: f32) -> [f32; 3] {
    [0, 1, 2].map(|i| a[i] + (b[i] - a[i]) * t)
}

/// A cheap hash of a lattice point into 0..1, for the irregularities of hand-made things.
fn noise(x: i32, y: i32) -> f32 {
    let mut h = (x as u32).wrapping_mul(0x9e37_79b9) ^ (y as u32).wrapping_mul(0x85eb_ca6b);
    h ^= h >> 15;
    h = h.wrapping_mul(0x2c1b_3c6d);
    h ^= h >> 12;
    (h & 0xffff) as f32 / 65535.0
}

/// `image`, repeating itself beyond its edges.
pub fn tiling(mut image: Image) -> Image {
    image.sampler = ImageSampler::Descriptor(ImageSamplerDescriptor {
        address_mode_u: ImageAddressMode::Repeat,
        address_mode_v: ImageAddressMode::Repeat,
        ..ImageSamplerDescriptor::linear()
    });
    image
}

/// Dark oiled wood: long wavering grain lines, with darker late-wood bands. Periodic in u and v,
/// so it tiles without seams.
pub fn wood_grain(u: f32, v: f32) -> [f32; 4] {
    let waver = 0.35 * (TAU * u).sin() + 0.15 * (TAU * (2.0 * u + v)).sin();
    let rings = (TAU * (9.0 * v + waver)).sin();
    let fine = (TAU * (41.0 * v + 2.0 * waver + 0.3 * (TAU * 3.0 * u).sin())).sin();
    let dark = 0.5 + 0.5 * rings;
    let shade = 1.0 - 0.28 * dark.powi(3) - 0.07 * fine;
    opaque(scaled([0.36, 0.2, 0.11], shade))
}

/// A pit's bowl seen from above: darker towards its deep middle.
pub fn bowl_shading(u: f32, v: f32) -> [f32; 4] {
    let from_middle = ((u - 0.5).powi(2) + (v - 0.5).powi(2)).sqrt() * 2.0;
    let shade = 0.55 + 0.45 * from_middle.min(1.0).powf(1.5);
    opaque(scaled([0.24, 0.13, 0.07], shade))
}

/// Planks of dark wood, side by side along u, tiling both ways.
pub fn table_planks(u: f32, v: f32) -> [f32; 4] {
    const PLANKS: f32 = 4.0;
    let plank = (v * PLANKS).floor();
    let along = (u + noise(plank as i32, 7)).fract();
    let [r, g, b, _] = wood_grain(along, ((v * PLANKS).fract() * 0.35 + plank * 0.13).fract());
    let shade = if ((v * PLANKS).fract() - 0.5).abs() > 0.48 {
        0.45
    } else {
        0.8
    };
    [r * shade, g * shade * 0.95, b * shade * 0.9, 1.0]
}

/// The warm light over the table at `(x, z)` from the board's middle: a pool round the board that
/// falls off into the dim room.
pub fn pool_of_light(x: f32, z: f32) -> f32 {
    let pool = (1.0 - ((x / 11.0).powi(2) + (z / 6.5).powi(2)).sqrt()).clamp(0.0, 1.0);
    0.04 + 0.7 * pool * pool * (3.0 - 2.0 * pool)
}

/// Each game's cloth, with u along the board and v across it, spanning the cloth once.
pub fn cloth(cloth: Cloth) -> impl Fn(f32, f32) -> [f32; 4] {
    move |u, v| match cloth {
        Cloth::Striped { ground, stripes } => striped(u, v, ground, stripes),
        Cloth::Plaited { straw, dyed } => plaited(u, v, straw, dyed),
    }
}

/// A wrap woven in one ground colour with bands of fine stripes along both long edges, the threads
/// faintly visible.
fn striped(u: f32, v: f32, ground: [f32; 3], stripes: [[f32; 3]; 2]) -> [f32; 4] {
    let edge = v.min(1.0 - v);
    // Two bands of stripes inside each edge: dark, gold, dark, then a wider dark band.
    let band = |from: f32, to: f32| (from..to).contains(&edge);
    let colour = if band(0.05, 0.07) || band(0.09, 0.11) || band(0.15, 0.19) {
        stripes[0]
    } else if band(0.075, 0.085) || band(0.125, 0.135) {
        stripes[1]
    } else {
        ground
    };
    let threads = 1.0 + 0.06 * (TAU * 260.0 * u).sin() * (TAU * 260.0 * v).sin();
    let hem = if edge < 0.012 { 0.7 } else { 1.0 };
    opaque(scaled(colour, threads * hem))
}

/// Strips plaited on the diagonal, over one and under one, each strip's top catching the light;
/// every eleventh strip one way is dyed, and a narrow dyed border runs round.
fn plaited(u: f32, v: f32, straw: [f32; 3], dyed: [f32; 3]) -> [f32; 4] {
    const STRIPS: f32 = 60.0;
    let (a, b) = ((u + v) * STRIPS / 2.0, (u - v + 1.0) * STRIPS / 2.0);
    let (strip_a, strip_b) = (a.floor() as i32, b.floor() as i32);
    // Over one, under one: which strip lies on top in this cell.
    let a_on_top = (strip_a + strip_b).rem_euclid(2) == 0;
    let (strip, across, along) = if a_on_top {
        (strip_a, a.fract(), b.fract())
    } else {
        (strip_b + 1000, b.fract(), a.fract())
    };
    let edge = u.min(1.0 - u).min(v.min(1.0 - v));
    let is_dyed = edge < 0.025 || (a_on_top && strip.rem_euclid(11) == 5);
    let colour = if is_dyed { dyed } else { straw };
    // Rounded across the strip, dipping where it goes under the next one.
    let round = (std::f32::consts::PI * across).sin().powf(0.5);
    let dip = 0.75 + 0.25 * (std::f32::consts::PI * along).sin();
    let leaf = 0.88 + 0.12 * noise(strip, 3);
    let shade = (0.35 + 0.65 * round) * dip * leaf;
    let colour = mix(scaled(colour, 0.45), colour, shade);
    opaque(colour)
}

/// A soft shadow where a block meets the cloth: dark under a rounded rectangle of half-size
/// `inner` (shares of the texture's half-size), fading out over the rest of the texture.
pub fn contact_shadow(inner: Vec2) -> impl Fn(f32, f32) -> [f32; 4] {
    let round = inner.min_element() * 0.6;
    let margin = (1.0 - inner.max_element()).max(0.05);
    move |u, v| {
        let at = Vec2::new(u - 0.5, v - 0.5).abs() * 2.0;
        let beyond = at - (inner - Vec2::splat(round));
        let distance = beyond.max(Vec2::ZERO).length() - round;
        let fade = (1.0 - distance.max(0.0) / margin).clamp(0.0, 1.0);
        [0.0, 0.0, 0.0, 0.8 * fade * fade * (3.0 - 2.0 * fade)]
    }
}
