//! Marum: Marum Konbi and Congkak on an animated 2.5D board.
//!
//! `rules` is plain Rust with no Bevy; the commands and the Bevy plugins build on it.

pub mod ai;
pub mod attract;
pub mod audio;
pub mod captions;
pub mod engine;
pub mod files;
#[cfg(feature = "gui")]
pub mod game_app;
pub mod kiosk;
pub mod rules;
pub mod rules_plugin;
pub mod selfplay;
pub mod settings;
pub mod terminal;
pub mod tournament;
#[cfg(feature = "gui")]
pub mod ui;
#[cfg(feature = "gui")]
pub mod view;
