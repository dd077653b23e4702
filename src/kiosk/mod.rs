//! Exhibition kiosk mode: the computer demonstrates the games with captions until a visitor
//! touches the screen, visitors play, and an idle countdown brings the demonstration back. The
//! configuration, the per-game statistics and `marum soak` are headless; the screen needs `gui`.

#[cfg(all(feature = "gui", unix))]
mod awake;
#[cfg(feature = "gui")]
mod closing;
pub mod config;
#[cfg(feature = "gui")]
mod demonstration;
#[cfg(feature = "gui")]
pub mod exercise;
#[cfg(feature = "gui")]
mod graphics;
pub mod hours;
#[cfg(feature = "gui")]
mod idle;
#[cfg(feature = "gui")]
mod screen;
#[cfg(unix)]
pub mod service;
pub mod soak;
#[cfg(feature = "gui")]
mod sound_captions;
pub mod stats;

#[cfg(feature = "gui")]
pub use graphics::{quality_for_frame_time, recover_renderer};
#[cfg(feature = "gui")]
pub use screen::{add_kiosk, load_config, window};
