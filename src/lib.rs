//! Marum: Marum Konbi and Congkak on an animated 2.5D board.
//!
//! The rules, the computer opponents and the commands that need no window are the `marum-core`
//! crate, which has no Bevy. This crate builds the game on it as Bevy plugins, one per concern:
//! the headless [`rules_plugin`] (the game as entities and messages), then [`view`], [`audio`],
//! [`ui`] and [`kiosk`], which react to its messages and never change the game themselves.
//! [`schedule`] orders them all; [`game_app`] composes them; [`headless`] runs them without a window.

pub mod attract;
pub mod audio;
#[cfg(feature = "gui")]
pub mod capture;
#[cfg(all(feature = "gui", not(target_arch = "wasm32")))]
mod desktop_window;
#[cfg(feature = "gui")]
pub mod game_app;
pub mod headless;
pub mod kiosk;
pub mod page_address;
pub mod rules_plugin;
pub mod schedule;
pub mod settings;
pub mod tally;
#[cfg(feature = "gui")]
pub mod theme;
#[cfg(feature = "gui")]
pub mod ui;
#[cfg(feature = "gui")]
pub mod view;
