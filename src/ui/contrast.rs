//! The high-contrast option: every panel and every piece of secondary text, wherever it was made,
//! takes its high-contrast colour while the option is on, and its own colour back when it is off.

use crate::settings::Settings;
use crate::theme::HIGH_CONTRAST;
use bevy::prelude::*;

/// `colour` as the option wants it, when it is one the option changes.
fn with_contrast(colour: Color, high: bool) -> Option<Color> {
    HIGH_CONTRAST.iter().find_map(|&(normal, strong)| {
        let (from, to) = if high {
            (normal, strong)
        } else {
            (strong, normal)
        };
        (colour == from).then_some(to)
    })
}

/// Runs after every system that colours panels and text, before the frame is drawn.
pub fn apply_contrast(
    settings: Res<Settings>,
    mut backgrounds: Query<&mut BackgroundColor>,
    mut inks: Query<&mut TextColor>,
) {
    let high = settings.high_contrast;
    for mut background in &mut backgrounds {
        if let Some(colour) = with_contrast(background.0, high) {
            background.0 = colour;
        }
    }
    for mut ink in &mut inks {
        if let Some(colour) = with_contrast(ink.0, high) {
            ink.0 = colour;
        }
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(Last, apply_contrast);
}
