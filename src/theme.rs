//! The colours every part of the picture shares: the players' colours (the row edges, hands, HUD
//! and timeline), and the interface's ink and panels.

use bevy::prelude::*;

/// Player colours: calm, colour-blind-safe teal and amber.
pub const PLAYER_COLOURS: [Color; 2] =
    [Color::srgb(0.16, 0.55, 0.55), Color::srgb(0.85, 0.58, 0.16)];

pub const INK: Color = Color::srgb(0.96, 0.93, 0.86);
pub const MUTED_INK: Color = Color::srgb(0.75, 0.72, 0.66);
pub const PANEL: Color = Color::srgba(0.07, 0.08, 0.07, 0.9);
/// Keyboard focus and the kiosk's invitation.
pub const ACCENT: Color = Color::srgb(0.95, 0.8, 0.45);
