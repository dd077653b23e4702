//! The rules of Marum Konbi and Congkak, the computer opponents, and the commands that need
//! nothing else: plain Rust with no Bevy in its dependency tree, so that Cargo keeps it so.
//!
//! - [`rules`]: positions, decisions and the events of every move, both games behind one
//!   [`rules::Position`]; [`games`]: each game in a folder of its own, with everything the rest of
//!   the program needs to know about it behind one [`games::Description`].
//! - [`ai`]: the computer levels; [`analysis`]: every decision of a game weighed.
//! - [`setup`]: who plays a game and its record.
//! - [`engine`], [`selfplay`], [`tournament`], [`terminal`]: the commands that need no window.

pub mod ai;
pub mod analysis;
pub mod captions;
pub mod engine;
pub mod files;
pub mod games;
pub mod locale;
pub mod rules;
pub mod selfplay;
pub mod setup;
pub mod terminal;
pub mod timeline;
pub mod tournament;
