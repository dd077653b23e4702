//! The theme's colours are readable and tell the players apart: every text colour on every
//! background it is drawn on meets WCAG AA (4.5:1 for body text, 3:1 for the large text of the
//! closed kiosk's line), and the two players' colours stay distinct for the three kinds of
//! colour blindness (simulated with Machado et al.'s matrices).
#![cfg(feature = "gui")]

use bevy::prelude::*;
use marum::settings::Settings;
use marum::theme::{
    ACCENT, BUTTON, BUTTON_HOVERED, BUTTON_PRESSED, CLOSED_BACKGROUND, CLOSED_INK, INK, MUTED_INK,
    MUTED_INK_HIGH_CONTRAST, PANEL, PANEL_HIGH_CONTRAST, PLAYER_COLOURS, lit_panel,
};

/// WCAG relative luminance of an opaque colour.
fn luminance(colour: Color) -> f32 {
    let c = colour.to_linear();
    0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
}

fn contrast(text: Color, background: Color) -> f32 {
    let (a, b) = (luminance(text), luminance(background));
    (a.max(b) + 0.05) / (a.min(b) + 0.05)
}

/// A see-through colour over what lies behind it.
fn over(colour: Color, behind: Color) -> Color {
    let (top, back) = (colour.to_linear(), behind.to_linear());
    let a = top.alpha;
    Color::linear_rgb(
        top.red * a + back.red * (1.0 - a),
        top.green * a + back.green * (1.0 - a),
        top.blue * a + back.blue * (1.0 - a),
    )
}

/// Nothing of the scene reads through a panel: the board's white numbers and a black shadow
/// look the same under it, so no ghost of them shows between a panel's lines of text.
#[test]
fn nothing_shows_through_a_panel() {
    for panel in [PANEL, lit_panel(0), lit_panel(1)] {
        let ghost = contrast(over(panel, Color::WHITE), over(panel, Color::BLACK));
        assert!(
            ghost < 1.02,
            "{panel:?}: white reads through at {ghost:.2}:1"
        );
    }
}

#[test]
fn text_meets_wcag_aa_on_every_background() {
    // Panels float over the scene: judged over its lightest part (the cloth in full light) too.
    let panels = [over(PANEL, Color::WHITE), over(PANEL, Color::BLACK)];
    let mut pairs: Vec<(&str, Color, Color, f32)> = Vec::new();
    for panel in panels {
        pairs.push(("ink on a panel", INK, panel, 4.5));
        pairs.push(("muted ink on a panel", MUTED_INK, panel, 4.5));
        pairs.push(("the accent on a panel", ACCENT, panel, 4.5));
    }
    for button in [BUTTON, BUTTON_HOVERED, BUTTON_PRESSED] {
        pairs.push(("ink on a button", INK, button, 4.5));
    }
    for player in 0..2 {
        let lit = over(lit_panel(player), Color::WHITE);
        pairs.push(("ink on the lit player's panel", INK, lit, 4.5));
    }
    // The high-contrast option reaches AAA (7:1) for every text on its panels.
    for text in [INK, MUTED_INK_HIGH_CONTRAST, ACCENT] {
        pairs.push(("high-contrast text", text, PANEL_HIGH_CONTRAST, 7.0));
    }
    pairs.push((
        "the closed kiosk's line",
        CLOSED_INK,
        CLOSED_BACKGROUND,
        3.0,
    ));
    for (what, text, background, needed) in pairs {
        let ratio = contrast(text, background);
        assert!(ratio >= needed, "{what}: {ratio:.2}:1, under {needed}:1");
    }
}

/// Machado, Oliveira & Fernandes (2009), severity 1.0, on linear RGB.
const PROTANOPIA: [[f32; 3]; 3] = [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
];
const DEUTERANOPIA: [[f32; 3]; 3] = [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.011820, 0.042940, 0.968881],
];
const TRITANOPIA: [[f32; 3]; 3] = [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.303900],
];

fn seen_with(matrix: [[f32; 3]; 3], colour: Color) -> Color {
    let c = colour.to_linear();
    let [r, g, b] =
        matrix.map(|row| (row[0] * c.red + row[1] * c.green + row[2] * c.blue).clamp(0.0, 1.0));
    Color::linear_rgb(r, g, b)
}

/// CIE76 colour difference.
fn difference(a: Color, b: Color) -> f32 {
    let (a, b) = (Laba::from(a), Laba::from(b));
    100.0 * ((a.lightness - b.lightness).powi(2) + (a.a - b.a).powi(2) + (a.b - b.b).powi(2)).sqrt()
}

#[test]
fn the_players_colours_stay_apart_for_colour_blind_players() {
    let [one, two] = PLAYER_COLOURS;
    assert!(difference(one, two) > 40.0, "{}", difference(one, two));
    for (name, matrix) in [
        ("protanopia", PROTANOPIA),
        ("deuteranopia", DEUTERANOPIA),
        ("tritanopia", TRITANOPIA),
    ] {
        let apart = difference(seen_with(matrix, one), seen_with(matrix, two));
        assert!(
            apart > 20.0,
            "{name}: the players' colours {apart:.1} apart"
        );
    }
}

/// The high-contrast option recolours every panel and secondary text, however it was made, and
/// gives them back when it is turned off; other colours stay as they are.
#[test]
fn high_contrast_recolours_panels_and_secondary_text_and_gives_them_back() {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .insert_resource(Settings {
            high_contrast: true,
            ..Settings::default()
        })
        .add_plugins(marum::ui::contrast::plugin);
    let panel = app.world_mut().spawn(BackgroundColor(PANEL)).id();
    let muted = app.world_mut().spawn(TextColor(MUTED_INK)).id();
    let ink = app.world_mut().spawn(TextColor(INK)).id();
    let colours = |app: &App| {
        (
            app.world().get::<BackgroundColor>(panel).unwrap().0,
            app.world().get::<TextColor>(muted).unwrap().0,
            app.world().get::<TextColor>(ink).unwrap().0,
        )
    };
    app.update();
    assert_eq!(
        colours(&app),
        (PANEL_HIGH_CONTRAST, MUTED_INK_HIGH_CONTRAST, INK)
    );
    app.world_mut().resource_mut::<Settings>().high_contrast = false;
    app.update();
    assert_eq!(colours(&app), (PANEL, MUTED_INK, INK));
}
