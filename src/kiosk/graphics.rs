//! The kiosk's graphics: with `graphics: auto` the quality is chosen from the first seconds'
//! frame times, and a GPU error rebuilds the renderer instead of ending the exhibition.

use super::config::{KioskConfig, KioskGraphics};
use super::stats;
use crate::schedule::GameSystems;
use crate::settings::{Quality, Settings};
use bevy::prelude::*;
use bevy::render::error_handler::RenderErrorPolicy;
use bevy::render::settings::RenderCreation;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, choose_graphics.in_set(GameSystems::Direct));
}

/// A GPU error: log it and rebuild the renderer, a few times; then exit so the service restarts.
pub fn recover_renderer(
    _error: &bevy::render::error_handler::RenderError,
    main_world: &mut World,
    _render_world: &mut World,
) -> RenderErrorPolicy {
    let Some(mut stats) = main_world.get_resource_mut::<stats::Stats>() else {
        return RenderErrorPolicy::StopRendering;
    };
    stats.render_recoveries += 1;
    let recoveries = stats.render_recoveries;
    if recoveries > 5 {
        error!("The renderer keeps failing; exiting so the service can restart the kiosk.");
        main_world.write_message(AppExit::error());
        return RenderErrorPolicy::StopRendering;
    }
    warn!("Recovering the renderer after a GPU error ({recoveries} so far).");
    RenderErrorPolicy::Recover(RenderCreation::Automatic(Box::default()))
}

/// Frames skipped while the renderer starts (pipelines compile), then frames measured.
const AUTO_SKIP_FRAMES: u32 = 90;
const AUTO_MEASURED_FRAMES: u32 = 180;

/// The quality for a machine that draws a Medium frame in `mean_ms`: Low when it cannot keep 25
/// frames a second, High when Medium leaves it most of a 60 Hz frame to spare.
pub fn quality_for_frame_time(mean_ms: f32) -> Quality {
    if mean_ms > 40.0 {
        Quality::Low
    } else if mean_ms < 9.0 {
        Quality::High
    } else {
        Quality::Medium
    }
}

/// With `graphics: auto`, measures the frame time of the first seconds at Medium and settles on
/// a quality once.
fn choose_graphics(
    time: Res<Time<Real>>,
    config: Res<KioskConfig>,
    mut settings: ResMut<Settings>,
    mut measured: Local<(u32, f32)>,
) {
    let (frames, seconds) = &mut *measured;
    if config.graphics != KioskGraphics::Auto || *frames > AUTO_SKIP_FRAMES + AUTO_MEASURED_FRAMES {
        return;
    }
    *frames += 1;
    if *frames > AUTO_SKIP_FRAMES {
        *seconds += time.delta_secs();
    }
    if *frames == AUTO_SKIP_FRAMES + AUTO_MEASURED_FRAMES {
        let mean_ms = *seconds * 1000.0 / AUTO_MEASURED_FRAMES as f32;
        let quality = quality_for_frame_time(mean_ms);
        info!(
            "Frames took {mean_ms:.1} ms at medium graphics: using {} graphics.",
            quality.name()
        );
        settings.graphics = quality;
    }
}
