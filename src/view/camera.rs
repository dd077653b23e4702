//! The camera: a gentle perspective from the near player's side, about 40° above the table,
//! framing the board with its stores or houses as large as the part of the window the interface
//! leaves free allows, and centred in it. A portrait window (a kiosk screen on its side, a phone)
//! sees the board from player 1's end instead, so that it runs up the screen and fills it rather
//! than lying across it as a thin band; every screen of a window, drawer open or closed, shows the
//! board the same way round, so it never turns under the player's eyes.

use super::layout::table_extent;
use crate::rules_plugin::Table;
use crate::settings::Settings;
use bevy::prelude::*;

/// The camera's vertical field of view: narrow enough that the near row is not much larger than
/// the far one.
pub const FOV_DEGREES: f32 = 28.0;
/// How high above the table the camera looks down from, in degrees.
pub const ELEVATION_DEGREES: f32 = 40.0;
/// Shares of the free part of the window the table may take: nearly all its width, a little less
/// of its height.
const WIDTH_SHARE: f32 = 0.94;
const HEIGHT_SHARE: f32 = 0.9;

#[derive(Component)]
pub struct BoardCamera;

/// Shares of the window that interface panels cover, which the board keeps clear of. Side shares
/// count only in landscape windows, where panels stand beside the board.
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

/// Where the camera stands to show a table of half-extent `extent` (x across, z deep, y up from
/// the table to the tallest heap) in a window of `aspect` with `frame` kept clear, turned `sway`
/// radians round the table. The table's corners, projected, fill the free part of the window as
/// far as its width or height allows, and their middle is the free part's middle. A portrait
/// window sees the board from player 1's end.
pub fn frame_table(aspect: f32, frame: BoardFrame, extent: Vec3, sway: f32) -> Transform {
    let (free_min, free_max) = free_part(aspect, frame);
    let free_size = (free_max - free_min).max(Vec2::splat(0.3));
    let projection = Mat4::perspective_rh(FOV_DEGREES.to_radians(), aspect, 0.1, 1000.0);
    let (rise, run) = ELEVATION_DEGREES.to_radians().sin_cos();
    // Player 1's store or house is at the board's +x end: a quarter turn puts the camera there.
    let turn = if is_portrait(aspect) {
        std::f32::consts::FRAC_PI_2
    } else {
        0.0
    };
    let back = Quat::from_rotation_y(turn + sway) * Vec3::new(0.0, rise, run);
    let corners: Vec<Vec3> = (0..8)
        .map(|i| {
            Vec3::new(
                if i & 1 == 0 { -extent.x } else { extent.x },
                if i & 2 == 0 { -0.3 } else { extent.y },
                if i & 4 == 0 { -extent.z } else { extent.z },
            )
        })
        .collect();
    // The corners' box on screen from a camera at `eye` looking along -`back`.
    let bounds = |eye: Vec3| {
        let view = Transform::from_translation(eye).looking_to(-back, Vec3::Y);
        let to_clip = projection * view.to_matrix().inverse();
        corners.iter().fold(
            (Vec2::splat(f32::MAX), Vec2::splat(f32::MIN)),
            |(low, high), &corner| {
                let ndc = to_clip.project_point3(corner).truncate();
                (low.min(ndc), high.max(ndc))
            },
        )
    };
    // The size on screen shrinks as the distance grows: the first distance at which both the
    // width and the height fit, by bisection.
    let fits = |distance: f32| {
        let (low, high) = bounds(back * distance);
        let size = high - low;
        size.x <= free_size.x * WIDTH_SHARE && size.y <= free_size.y * HEIGHT_SHARE
    };
    let (mut near, mut far) = (1.0f32, 400.0f32);
    for _ in 0..40 {
        let middle = (near + far) / 2.0;
        if fits(middle) {
            far = middle;
        } else {
            near = middle;
        }
    }
    // Slide the camera across its view until the box's middle is the free part's middle.
    let mut eye = back * far;
    let view = Transform::from_translation(eye).looking_to(-back, Vec3::Y);
    let tan = (FOV_DEGREES.to_radians() / 2.0).tan();
    for _ in 0..4 {
        let (low, high) = bounds(eye);
        let off = (low + high) / 2.0 - (free_min + free_max) / 2.0;
        let depth = eye.length();
        eye += view.right() * off.x * depth * tan * aspect + view.up() * off.y * depth * tan;
    }
    Transform::from_translation(eye).looking_to(-back, Vec3::Y)
}

/// The part of a window of `aspect` that `frame` leaves free, as its lowest and highest corners in
/// normalised device coordinates (-1 to 1 both ways). Side panels count in landscape windows only.
pub fn free_part(aspect: f32, frame: BoardFrame) -> (Vec2, Vec2) {
    let (left, right) = if is_portrait(aspect) {
        (0.0, 0.0)
    } else {
        (frame.left, frame.right)
    };
    (
        Vec2::new(-1.0 + 2.0 * left, -1.0 + 2.0 * frame.bottom),
        Vec2::new(1.0 - 2.0 * right, 1.0 - 2.0 * frame.top),
    )
}

/// Whether a window of `aspect` (width over height) is portrait: its panels stack above and below
/// the board, and the board runs up the screen. A square window counts as landscape.
pub fn is_portrait(aspect: f32) -> bool {
    aspect < 1.0
}

/// Keeps the table framed as the window, the interface or the game change.
pub fn fit_camera(
    windows: Query<&Window>,
    frame: Res<BoardFrame>,
    drift: Option<Res<IdleDrift>>,
    settings: Res<Settings>,
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
    let sway = if drift.is_some() && !settings.reduced_motion {
        let phase = std::f32::consts::TAU * time.elapsed_secs() / DRIFT_SECONDS;
        DRIFT_DEGREES.to_radians() * phase.sin()
    } else {
        0.0
    };
    let wanted = frame_table(aspect, *frame, table_extent(table.variant), sway);
    if transform.translation.distance(wanted.translation) > 1e-3
        || transform.rotation.angle_between(wanted.rotation) > 1e-4
    {
        *transform = wanted;
    }
}

/// The board's camera as rendering leaves it once it has measured a `width`×`height` window,
/// for tests that project the board onto the window without rendering it.
#[cfg(test)]
pub fn measured_camera(width: u32, height: u32) -> Camera {
    use bevy::camera::{
        CameraProjection, ComputedCameraValues, PerspectiveProjection, RenderTargetInfo,
    };
    let projection = PerspectiveProjection {
        fov: FOV_DEGREES.to_radians(),
        aspect_ratio: width as f32 / height as f32,
        ..default()
    };
    Camera {
        computed: ComputedCameraValues {
            clip_from_view: projection.get_clip_from_view(),
            target_info: Some(RenderTargetInfo {
                physical_size: UVec2::new(width, height),
                scale_factor: 1.0,
            }),
            ..default()
        },
        ..default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::layout::place_position;
    use marum_core::rules::{Player, Variant};

    /// From the table to clip space, for a `variant` board framed in a window of `aspect`.
    fn table_to_clip(aspect: f32, frame: BoardFrame, variant: Variant) -> Mat4 {
        let camera = frame_table(aspect, frame, table_extent(variant), 0.0);
        let projection = Mat4::perspective_rh(FOV_DEGREES.to_radians(), aspect, 0.1, 1000.0);
        projection * camera.to_matrix().inverse()
    }

    /// The share of the window's width and height the table's corners take on screen, and their
    /// box's middle, in window shares from the top left.
    fn on_screen(aspect: f32, frame: BoardFrame, variant: Variant) -> (Vec2, Vec2) {
        let extent = table_extent(variant);
        let to_clip = table_to_clip(aspect, frame, variant);
        let (mut low, mut high) = (Vec2::splat(f32::MAX), Vec2::splat(f32::MIN));
        for x in [-extent.x, extent.x] {
            for z in [-extent.z, extent.z] {
                let ndc = to_clip.project_point3(Vec3::new(x, 0.0, z)).truncate();
                low = low.min(ndc);
                high = high.max(ndc);
            }
        }
        let share = (high - low) / 2.0;
        let middle = Vec2::new((low.x + high.x) / 4.0 + 0.5, 0.5 - (low.y + high.y) / 4.0);
        (share, middle)
    }

    #[test]
    fn the_table_spans_the_window_at_sixteen_by_nine() {
        let hud = BoardFrame {
            top: 0.12,
            bottom: 0.14,
            ..default()
        };
        for variant in Variant::ALL {
            let (share, middle) = on_screen(16.0 / 9.0, hud, variant);
            assert!(
                share.x >= 0.85,
                "{variant:?} spans {:.2} of the width",
                share.x
            );
            assert!(
                share.y <= 1.0 - hud.top - hud.bottom,
                "{variant:?} is too tall"
            );
            let free_middle = (hud.top + 1.0 - hud.bottom) / 2.0;
            assert!(
                (middle.y - free_middle).abs() < 0.03,
                "{variant:?} at {middle}"
            );
            assert!((middle.x - 0.5).abs() < 0.01, "{variant:?} at {middle}");
        }
    }

    #[test]
    fn the_table_fits_portrait_four_by_three_and_side_panels() {
        let panel = BoardFrame {
            left: 0.5,
            ..default()
        };
        let drawer = BoardFrame {
            top: 0.06,
            bottom: 0.35,
            ..default()
        };
        for variant in Variant::ALL {
            for (aspect, frame) in [
                (9.0 / 16.0, BoardFrame::default()),
                (9.0 / 16.0, drawer),
                (4.0 / 3.0, BoardFrame::default()),
                (16.0 / 9.0, panel),
                (1.0, panel),
            ] {
                let (share, middle) = on_screen(aspect, frame, variant);
                let (low, high) = free_part(aspect, frame);
                let free = (high - low) / 2.0;
                let fits = share.x <= free.x && share.y <= free.y;
                // Heaps of seeds stand above the table's corners measured here: less height.
                let fills = share.x > 0.8 * free.x || share.y > 0.7 * free.y;
                assert!(fits && fills, "{variant:?} {aspect} {frame:?}: {share}");
                let free_middle = Vec2::new(low.x + high.x + 2.0, 2.0 - low.y - high.y) / 4.0;
                assert!(
                    (middle - free_middle).abs().max_element() < 0.03,
                    "{variant:?} {aspect} {frame:?}: at {middle}, not {free_middle}"
                );
            }
        }
    }

    /// Where a place is on screen, in window shares from the top left.
    fn place_on_screen(aspect: f32, frame: BoardFrame, variant: Variant, index: u8) -> Vec2 {
        let to_clip = table_to_clip(aspect, frame, variant);
        let ndc = to_clip.project_point3(place_position(variant, index));
        Vec2::new((ndc.x + 1.0) / 2.0, (1.0 - ndc.y) / 2.0)
    }

    /// A portrait screen sees the board from player 1's end: it runs up the screen, player 1's
    /// store or house nearest (at the bottom, by player 1's panel), and fills far more of the
    /// screen than a band across it would; a landscape one sees it from player 1's side.
    #[test]
    fn a_portrait_screen_shows_the_board_running_up_it() {
        for variant in Variant::ALL {
            let ends: Vec<(Player, u8)> = variant
                .describe()
                .board
                .places
                .iter()
                .filter(|p| !p.kind.is_pit())
                .map(|p| (p.owner, p.index))
                .collect();
            let end_of = |player: Player| ends.iter().find(|e| e.0 == player).unwrap().1;
            for (aspect, runs_up) in [(9.0 / 16.0, true), (16.0 / 9.0, false)] {
                let frame = BoardFrame::default();
                assert_eq!(is_portrait(aspect), runs_up);
                let mine = place_on_screen(aspect, frame, variant, end_of(Player::One));
                let theirs = place_on_screen(aspect, frame, variant, end_of(Player::Two));
                let apart = mine - theirs;
                // Marum Konbi's stores stand diagonally apart, beside the board's ends.
                if runs_up {
                    assert!(
                        apart.y > 0.5 && apart.y > apart.x.abs(),
                        "{variant:?}: {apart}"
                    );
                    let (share, _) = on_screen(aspect, frame, variant);
                    assert!(share.x * share.y > 0.4, "{variant:?} covers {share}");
                } else {
                    assert!(
                        apart.x > 0.5 && apart.x > apart.y.abs(),
                        "{variant:?}: {apart}"
                    );
                }
            }
        }
    }

    /// Opening the timeline drawer, or going from one screen to the next, never turns the board:
    /// whichever way round it is depends on the window alone.
    #[test]
    fn the_board_keeps_its_way_round_on_every_screen_of_a_window() {
        let frames = [
            BoardFrame::default(),
            // The play screen's bars, and with the timeline drawer open below or beside.
            BoardFrame {
                top: 0.08,
                bottom: 0.09,
                ..default()
            },
            BoardFrame {
                top: 0.08,
                bottom: 0.35,
                ..default()
            },
            BoardFrame {
                top: 0.08,
                bottom: 0.09,
                right: 0.26,
                ..default()
            },
            // The menu's panel below or beside the board.
            BoardFrame {
                top: 0.03,
                bottom: 0.56,
                ..default()
            },
            BoardFrame {
                left: 0.46,
                top: 0.05,
                bottom: 0.05,
                ..default()
            },
        ];
        for variant in Variant::ALL {
            for aspect in [3.0 / 4.0, 9.0 / 16.0, 1.0, 4.0 / 3.0, 16.0 / 9.0] {
                let facing = |frame: BoardFrame| {
                    let forward = frame_table(aspect, frame, table_extent(variant), 0.0).forward();
                    forward.z.atan2(forward.x)
                };
                let first = facing(frames[0]);
                for frame in frames {
                    assert!(
                        (facing(frame) - first).abs() < 1e-3,
                        "{variant:?} at {aspect}: {frame:?} turns the board"
                    );
                }
            }
        }
    }

    /// At 1080p a seed in a pit of the far row (the smaller on screen) is a pebble of at least
    /// 14 pixels.
    #[test]
    fn seeds_read_as_pebbles_at_1080p() {
        use crate::view::layout::SEED_RADIUS;
        let hud = BoardFrame {
            top: 0.12,
            bottom: 0.14,
            ..default()
        };
        let (width, height) = (1920.0, 1080.0);
        for variant in Variant::ALL {
            let to_clip = table_to_clip(width / height, hud, variant);
            let far_pit = place_position(variant, variant.describe().board.row_starts[1]);
            let across = |point: Vec3| to_clip.project_point3(point).x * width / 2.0;
            let size =
                across(far_pit + Vec3::X * SEED_RADIUS) - across(far_pit - Vec3::X * SEED_RADIUS);
            assert!(size >= 14.0, "{variant:?}: a seed is {size:.1} px across");
        }
    }

    #[test]
    fn the_camera_looks_down_from_the_near_side() {
        let camera = frame_table(
            16.0 / 9.0,
            BoardFrame::default(),
            Vec3::new(5.7, 0.4, 2.0),
            0.0,
        );
        let looking = camera.forward();
        let below = (-looking.y).asin().to_degrees();
        assert!((35.0..=45.0).contains(&below), "{below}° above the table");
        assert!(
            looking.z < 0.0,
            "the camera sits on player 1's side, looking across"
        );
    }
}
