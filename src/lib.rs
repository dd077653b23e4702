//! Marum: Marum Konbi and Congkak on an animated 2.5D board.
//!
//! `rules` and `ai` are plain Rust; the Bevy plugins build on them.

pub mod rules;
