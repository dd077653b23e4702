//! Meshes of carved wood, generated: a block with bowls carved into its flat top and a rounded
//! edge, and the smooth lining of one bowl.

use super::layout::{BEVEL, BOARD_THICKNESS, Bowl};
use bevy::asset::RenderAssetUsages;
use bevy::mesh::Indices;
use bevy::prelude::*;
use bevy::render::render_resource::PrimitiveTopology;
use marum_core::games::Outline;

/// Spacing of the top's vertices: fine enough for round bowls, coarse enough for a software renderer.
const GRID_STEP: f32 = 0.04;
/// Rings of vertices round the quarter circle of the rounded edge.
const EDGE_RINGS: usize = 4;
/// Rings and segments of a bowl's lining.
const LINING_RINGS: usize = 10;
const LINING_SEGMENTS: usize = 40;
/// How high a lining floats over the carved wood under it, which is carved this much deeper, so
/// that the flat facets of the two never cross.
const LINING_LIFT: f32 = 0.004;
const CARVE_DEEPER: f32 = 0.03;

/// Vertices and triangles being gathered for one mesh.
#[derive(Default)]
struct MeshParts {
    positions: Vec<[f32; 3]>,
    normals: Vec<[f32; 3]>,
    uvs: Vec<[f32; 2]>,
    indices: Vec<u32>,
}

impl MeshParts {
    fn vertex(&mut self, position: Vec3, normal: Vec3, uv: Vec2) -> u32 {
        self.positions.push(position.into());
        self.normals.push(normal.normalize().into());
        self.uvs.push(uv.into());
        (self.positions.len() - 1) as u32
    }

    /// Two triangles over each cell of a grid of vertices, `vertex(i, j)` for `i` in
    /// `0..=cells.0` and `j` in `0..=cells.1`: the cell's front is the side from which growing
    /// `j` turns counter-clockwise into growing `i`.
    fn grid(&mut self, cells: (usize, usize), vertex: impl Fn(usize, usize) -> u32) {
        for i in 0..cells.0 {
            for j in 0..cells.1 {
                let [a, b, c, d] = [
                    vertex(i, j),
                    vertex(i, j + 1),
                    vertex(i + 1, j + 1),
                    vertex(i + 1, j),
                ];
                self.indices.extend([a, b, c, a, c, d]);
            }
        }
    }

    fn into_mesh(self) -> Mesh {
        Mesh::new(
            PrimitiveTopology::TriangleList,
            RenderAssetUsages::default(),
        )
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, self.positions)
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, self.normals)
        .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, self.uvs)
        .with_inserted_indices(Indices::U32(self.indices))
    }
}

/// A block of wood standing on the table with its top at y = 0: the top has `outline`, with each
/// bowl carved in at its centre (x, z), and the edge rounds down into straight sides. The wood's
/// texture spans the block once.
pub fn carved_block(outline: &Outline, bowls: &[(Vec2, Bowl)]) -> Mesh {
    let half = Vec2::new(outline.half_length(), outline.half_width) + Vec2::splat(BEVEL);
    let uv = |at: Vec3| Vec2::new(0.5 + at.x / half.x, 0.5 + (at.z + at.y) / half.y) / 2.0;
    let carved: Vec<(Vec2, Bowl)> = bowls
        .iter()
        .map(|&(centre, bowl)| {
            let depth = bowl.depth + CARVE_DEEPER;
            (centre, Bowl { depth, ..bowl })
        })
        .collect();
    let mut parts = MeshParts::default();

    // The top: columns across the length, each spanning the outline's width at its x.
    let columns = (2.0 * outline.half_length() / GRID_STEP).ceil() as usize;
    let rows = (2.0 * outline.half_width / GRID_STEP).ceil() as usize;
    let point = |column: usize, row: usize| {
        let x = outline.half_length() * (2.0 * column as f32 / columns as f32 - 1.0);
        let z = outline.half_width_at(x) * (2.0 * row as f32 / rows as f32 - 1.0);
        Vec2::new(x, z)
    };
    for column in 0..=columns {
        for row in 0..=rows {
            let at = point(column, row);
            let (height, gradient) = carved
                .iter()
                .find(|(centre, bowl)| centre.distance(at) < bowl.radius)
                .map_or((0.0, Vec2::ZERO), |&(centre, bowl)| {
                    (bowl.floor(centre.distance(at)), bowl.gradient(at - centre))
                });
            let position = Vec3::new(at.x, height, at.y);
            parts.vertex(
                position,
                Vec3::new(-gradient.x, 1.0, -gradient.y),
                uv(position),
            );
        }
    }
    parts.grid((columns, rows), |column, row| {
        (column * (rows + 1) + row) as u32
    });

    // The top's edge, once round: along the -z side, up the +x end, back along the +z side and
    // down the -x end (ends that taper to a point add nothing).
    let mut edge: Vec<Vec2> = (0..=columns).map(|c| point(c, 0)).collect();
    edge.extend((1..rows).map(|r| point(columns, r)));
    edge.extend((0..=columns).rev().map(|c| point(c, rows)));
    edge.extend((1..rows).rev().map(|r| point(0, r)));
    edge.dedup_by(|a, b| a.distance(*b) < 1e-5);
    if edge
        .first()
        .zip(edge.last())
        .is_some_and(|(a, b)| a.distance(*b) < 1e-5)
    {
        edge.pop();
    }
    // Each edge point grows a ring of vertices round the quarter circle and down the side.
    let rings = EDGE_RINGS + 2;
    let first = parts.positions.len() as u32;
    for (i, &at) in edge.iter().enumerate() {
        let along = edge[(i + 1) % edge.len()] - edge[(i + edge.len() - 1) % edge.len()];
        let out = Vec2::new(along.y, -along.x).normalize();
        let out = Vec3::new(out.x, 0.0, out.y);
        let base = Vec3::new(at.x, 0.0, at.y);
        for ring in 0..=EDGE_RINGS {
            let angle = std::f32::consts::FRAC_PI_2 * ring as f32 / EDGE_RINGS as f32;
            let position = base + out * BEVEL * angle.sin() - Vec3::Y * BEVEL * (1.0 - angle.cos());
            parts.vertex(
                position,
                out * angle.sin() + Vec3::Y * angle.cos(),
                uv(position),
            );
        }
        let foot = base + out * BEVEL - Vec3::Y * BOARD_THICKNESS;
        parts.vertex(foot, out, uv(foot));
    }
    let points = edge.len();
    parts.grid((rings - 1, points), |ring, i| {
        first + ((i % points) * rings + ring) as u32
    });
    parts.into_mesh()
}

/// The smooth inside of a bowl, centred on the origin, floating just over the carved wood: the
/// part of a pit that lights up and answers the pointer. Its texture spans the bowl once.
pub fn bowl_lining(bowl: Bowl) -> Mesh {
    let mut parts = MeshParts::default();
    let vertex = |parts: &mut MeshParts, offset: Vec2| {
        let gradient = bowl.gradient(offset);
        let position = Vec3::new(
            offset.x,
            bowl.floor(offset.length()) + LINING_LIFT,
            offset.y,
        );
        let uv = Vec2::splat(0.5) + offset / (2.0 * bowl.radius);
        parts.vertex(position, Vec3::new(-gradient.x, 1.0, -gradient.y), uv)
    };
    let middle = vertex(&mut parts, Vec2::ZERO);
    for ring in 1..=LINING_RINGS {
        for segment in 0..LINING_SEGMENTS {
            // Half a segment round, so that no edge lies along the lining's axes: a pointer's ray
            // running exactly along an edge found neither triangle beside it (the middle column
            // of a 16:9 window over Congkak's pit 3 chose nothing).
            let angle = std::f32::consts::TAU * (segment as f32 + 0.5) / LINING_SEGMENTS as f32;
            let distance = bowl.radius * ring as f32 / LINING_RINGS as f32;
            vertex(&mut parts, Vec2::from_angle(angle) * distance);
        }
    }
    let at = |ring: usize, segment: usize| {
        (1 + (ring - 1) * LINING_SEGMENTS + segment % LINING_SEGMENTS) as u32
    };
    for segment in 0..LINING_SEGMENTS {
        parts
            .indices
            .extend([middle, at(1, segment + 1), at(1, segment)]);
    }
    parts.grid((LINING_RINGS - 1, LINING_SEGMENTS), |ring, segment| {
        at(ring + 1, segment)
    });
    parts.into_mesh()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::layout::{STORE_DISH, board_outline, carved_bowls, place_bowl};
    use bevy::mesh::VertexAttributeValues;
    use marum_core::rules::Variant;

    fn vectors(mesh: &Mesh, attribute: bevy::mesh::MeshVertexAttribute) -> Vec<Vec3> {
        match mesh.attribute(attribute) {
            Some(VertexAttributeValues::Float32x3(values)) => {
                values.iter().map(|&v| Vec3::from(v)).collect()
            }
            _ => panic!("the mesh has no {}", attribute.name),
        }
    }

    /// Every triangle is wound counter-clockwise seen from the side its normals point to, so the
    /// renderer draws its front; triangles that thin to nothing at a pointed end are skipped.
    fn assert_faces_outwards(mesh: &Mesh) {
        let positions = vectors(mesh, Mesh::ATTRIBUTE_POSITION);
        let normals = vectors(mesh, Mesh::ATTRIBUTE_NORMAL);
        let indices: Vec<usize> = mesh.indices().unwrap().iter().collect();
        assert!(!indices.is_empty());
        for triangle in indices.chunks(3) {
            let [a, b, c] = [triangle[0], triangle[1], triangle[2]].map(|i| positions[i]);
            let face = (b - a).cross(c - a);
            if face.length() < 1e-7 {
                continue;
            }
            for &i in triangle {
                assert!(
                    face.dot(normals[i]) > 0.0,
                    "triangle {triangle:?} faces against its normals"
                );
            }
        }
    }

    fn board(variant: Variant) -> (Outline, Vec<(Vec2, Bowl)>) {
        (board_outline(variant), carved_bowls(variant))
    }

    #[test]
    fn boards_dishes_and_linings_face_outwards() {
        for variant in Variant::ALL {
            let (outline, bowls) = board(variant);
            assert_faces_outwards(&carved_block(&outline, &bowls));
        }
        let store = place_bowl(Variant::MarumKonbi, 12);
        assert_faces_outwards(&carved_block(&STORE_DISH, &[(Vec2::ZERO, store)]));
        assert_faces_outwards(&bowl_lining(store));
    }

    #[test]
    fn a_board_is_as_big_as_its_outline_with_every_bowl_carved_in() {
        for variant in Variant::ALL {
            let (outline, bowls) = board(variant);
            let positions = vectors(&carved_block(&outline, &bowls), Mesh::ATTRIBUTE_POSITION);
            let (low, high) = positions.iter().fold(
                (Vec3::splat(f32::MAX), Vec3::splat(f32::MIN)),
                |(low, high), &p| (low.min(p), high.max(p)),
            );
            let reach = Vec3::new(
                outline.half_length() + BEVEL,
                0.0,
                outline.half_width + BEVEL,
            );
            assert!(high.abs_diff_eq(reach, 1e-3), "{variant:?} reaches {high}");
            assert!(
                low.abs_diff_eq(-reach - Vec3::Y * BOARD_THICKNESS, 1e-3),
                "{low}"
            );
            for (centre, bowl) in bowls {
                let deepest = positions
                    .iter()
                    .filter(|p| p.xz().distance(centre) < GRID_STEP)
                    .map(|p| p.y)
                    .fold(0.0, f32::min);
                assert!(
                    deepest < -bowl.depth,
                    "{variant:?}: no bowl carved at {centre}"
                );
            }
        }
    }

    /// A pointer over any point of a pit finds its lining, even one whose ray runs exactly along
    /// the lining's own lines: in a 16:9 window the middle column of pixels runs down the middle
    /// of Congkak's pit 3 and of the houses of a tall one.
    #[test]
    fn every_point_of_a_lining_answers_the_pointer() {
        use bevy::mesh::Indices;
        use bevy::picking::mesh_picking::ray_cast::{Backfaces, ray_mesh_intersection};
        let bowl = place_bowl(Variant::Congkak, 3);
        let lining = bowl_lining(bowl);
        let positions: Vec<[f32; 3]> = vectors(&lining, Mesh::ATTRIBUTE_POSITION)
            .into_iter()
            .map(|p| p.to_array())
            .collect();
        let Some(Indices::U32(indices)) = lining.indices() else {
            panic!("a lining without indices")
        };
        // Seen from a wide window's camera (in front, along z) and a tall one's (along x).
        for (eye, along) in [
            (Vec3::new(0.0, 6.0, 8.0), Vec2::Y),
            (Vec3::new(8.0, 6.0, 0.0), Vec2::X),
        ] {
            for step in -9..=9 {
                for across in [0.0, 0.3] {
                    let at = (along * step as f32 / 10.0 + along.perp() * across) * bowl.radius;
                    let target = Vec3::new(at.x, bowl.floor(at.length()) + LINING_LIFT, at.y);
                    let ray = Ray3d::new(eye, Dir3::new(target - eye).unwrap());
                    let hit = ray_mesh_intersection(
                        ray,
                        &bevy::math::Affine3A::IDENTITY,
                        &positions,
                        None,
                        Some(indices.as_slice()),
                        None,
                        Backfaces::Cull,
                    );
                    assert!(hit.is_some(), "no hit at {at} from {eye}");
                }
            }
        }
    }

    #[test]
    fn a_lining_follows_its_bowl_just_over_the_carved_wood() {
        let bowl = place_bowl(Variant::Congkak, 7);
        let positions = vectors(&bowl_lining(bowl), Mesh::ATTRIBUTE_POSITION);
        for p in positions {
            let distance = p.xz().length();
            assert!(distance <= bowl.radius + 1e-4);
            assert!((p.y - bowl.floor(distance) - LINING_LIFT).abs() < 1e-5);
            let carved = Bowl {
                depth: bowl.depth + CARVE_DEEPER,
                ..bowl
            };
            assert!(p.y >= carved.floor(distance) + LINING_LIFT);
        }
    }
}
