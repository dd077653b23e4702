//! The colours every part of the picture shares: the players' colours (the row edges, hands, HUD
//! and timeline), and the interface's ink and panels.

use bevy::prelude::*;
use marum_core::analysis::Class;

/// Player colours: calm, colour-blind-safe teal and amber.
pub const PLAYER_COLOURS: [Color; 2] =
    [Color::srgb(0.16, 0.55, 0.55), Color::srgb(0.85, 0.58, 0.16)];

pub const INK: Color = Color::srgb(0.96, 0.93, 0.86);
pub const MUTED_INK: Color = Color::srgb(0.75, 0.72, 0.66);
/// Panels over the scene: opaque. Colours blend in linear light, so even a 95 % panel let the
/// board's white numbers and seeds read through it, between the lines of the settings.
pub const PANEL: Color = Color::srgb(0.07, 0.08, 0.07);
/// The high-contrast option's panels (opaque black) and secondary text (nearly full ink).
pub const PANEL_HIGH_CONTRAST: Color = Color::srgb(0.0, 0.0, 0.0);
pub const MUTED_INK_HIGH_CONTRAST: Color = Color::srgb(0.94, 0.92, 0.87);
/// Each colour with its high-contrast counterpart.
pub const HIGH_CONTRAST: [(Color, Color); 2] = [
    (PANEL, PANEL_HIGH_CONTRAST),
    (MUTED_INK, MUTED_INK_HIGH_CONTRAST),
];

/// Dims the scene round a card that stands over the board (pause, settings): the game waits.
pub const SCRIM: Color = Color::srgba(0.0, 0.0, 0.0, 0.45);

/// A reviewed decision's class, on the review's strip and on the pit played: grey when best or
/// good, then yellow, orange and red as more is lost.
pub fn class_colour(class: Class) -> Color {
    match class {
        Class::Best | Class::Good => Color::srgb(0.36, 0.42, 0.36),
        Class::Inaccuracy => Color::srgb(0.9, 0.8, 0.3),
        Class::Mistake => Color::srgb(0.95, 0.55, 0.2),
        Class::Blunder => Color::srgb(0.9, 0.25, 0.2),
    }
}

/// Keyboard focus and the kiosk's invitation.
pub const ACCENT: Color = Color::srgb(0.95, 0.8, 0.45);

/// Buttons at rest, under the pointer and pressed.
pub const BUTTON: Color = Color::srgb(0.24, 0.2, 0.15);
pub const BUTTON_HOVERED: Color = Color::srgb(0.34, 0.28, 0.2);
pub const BUTTON_PRESSED: Color = Color::srgb(0.44, 0.36, 0.24);
/// A button with nothing to do now, and its label: sunk into the panel, its word still legible.
pub const BUTTON_OFF: Color = Color::srgb(0.14, 0.12, 0.1);
pub const INK_OFF: Color = Color::srgb(0.52, 0.49, 0.44);

/// The closed kiosk's nearly black screen and its one dim line (still AA for its large text).
pub const CLOSED_BACKGROUND: Color = Color::srgb(0.015, 0.013, 0.011);
pub const CLOSED_INK: Color = Color::srgb(0.42, 0.39, 0.34);

/// The shadow under a text drawn over the scene: a drop of a fifteenth of the text's size, so that
/// it reads as depth under the letters; Bevy's default drops 4 px at any size, which under small
/// or scaled-up text shows a second, dark copy of it.
pub fn text_shadow(font_size: f32) -> TextShadow {
    TextShadow {
        offset: Vec2::splat(font_size / 15.0),
        ..default()
    }
}

/// The panel of the player due to decide: half the player's colour over the panel, clearly lit
/// for both colours with the light text still readable on it.
pub fn lit_panel(player: usize) -> Color {
    PANEL.mix(&PLAYER_COLOURS[player], 0.55)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A regular face's strokes are about a tenth of its size: a drop within that touches the
    /// letters it shades, for text of every size the interface draws.
    #[test]
    fn a_shadow_stays_under_its_letters() {
        for size in [11.0, 16.0, 20.0, 30.0, 46.0, 64.0, 128.0] {
            let offset = text_shadow(size).offset;
            assert!(
                offset.max_element() <= size / 10.0 && offset.min_element() > 0.0,
                "{size} px text drops its shadow {offset}"
            );
        }
    }
}
