//! The kiosk's captions for the sounds that carry meaning, for visitors who cannot hear them:
//! centred at the foot of the board's part of the window, clear of every panel.

use crate::audio::{Sound, SoundCue};
use crate::schedule::GameSystems;
use crate::settings::Settings;
use crate::theme::{INK, PANEL};
use crate::ui::widgets::text;
use crate::view::{BoardFrame, free_part};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_sound_caption).add_systems(
        Update,
        (caption_sounds, place_sound_caption).in_set(GameSystems::Interface),
    );
}

/// The kiosk's line for the sounds that carry meaning, for visitors who cannot hear them.
#[derive(Component)]
struct SoundCaption {
    /// Seconds it still shows.
    left: f32,
}

/// How long a sound's caption stays.
const SOUND_CAPTION_SECONDS: f32 = 2.5;

/// What a sound means, as a caption's message; none for the seeds' clicks and the buttons'.
fn sound_caption(sound: Sound) -> Option<&'static str> {
    match sound {
        Sound::Swell => Some("sound-swell"),
        Sound::Chime => Some("sound-chime"),
        Sound::Knock => Some("sound-knock"),
        Sound::Fanfare => Some("sound-fanfare"),
        Sound::Click | Sound::Rattle | Sound::UiClick => None,
    }
}

/// The row that holds the sound caption, centred at the foot of the board's part of the window.
#[derive(Component)]
struct SoundCaptionRow;

fn spawn_sound_caption(mut commands: Commands) {
    commands.spawn((
        SoundCaptionRow,
        Node {
            position_type: PositionType::Absolute,
            left: px(0),
            right: px(0),
            bottom: px(12),
            // A little air between the caption and the interface it stands on.
            padding: UiRect::bottom(px(10)),
            justify_content: JustifyContent::Center,
            ..default()
        },
        GlobalZIndex(20),
        Pickable::IGNORE,
        children![(
            SoundCaption { left: 0.0 },
            text("", 22.0, INK),
            Node {
                padding: UiRect::axes(px(12), px(6)),
                border_radius: BorderRadius::all(px(8)),
                ..default()
            },
            BackgroundColor(Color::NONE),
            Pickable::IGNORE,
        )],
    ));
}

/// Keeps the sound caption just above the interface at the foot of the window (the invitation,
/// the near player's bar, the open timeline) and centred on the board's part of it, so that it
/// never covers a panel or a button.
fn place_sound_caption(
    windows: Query<&Window>,
    frame: Res<BoardFrame>,
    mut rows: Query<&mut Node, With<SoundCaptionRow>>,
) {
    let Ok(window) = windows.single() else { return };
    let (low, high) = free_part(window.width() / window.height().max(1.0), *frame);
    for mut row in &mut rows {
        // From normalised device coordinates (-1 to 1) to shares of the window.
        let (left, right, bottom) = (
            percent((low.x + 1.0) * 50.0),
            percent((1.0 - high.x) * 50.0),
            percent((low.y + 1.0) * 50.0),
        );
        if row.left != left || row.right != right || row.bottom != bottom {
            row.left = left;
            row.right = right;
            row.bottom = bottom;
        }
    }
}

/// Each meaningful sound shows its caption for a moment.
fn caption_sounds(
    mut cues: MessageReader<SoundCue>,
    settings: Res<Settings>,
    time: Res<Time<Real>>,
    mut captions: Query<(&mut SoundCaption, &mut Text, &mut BackgroundColor)>,
) {
    let said = cues
        .read()
        .filter_map(|cue| sound_caption(cue.sound))
        .last();
    for (mut caption, mut text, mut background) in &mut captions {
        if let Some(id) = said {
            text.0 = settings.locale().text(id);
            caption.left = SOUND_CAPTION_SECONDS;
            background.0 = PANEL;
        } else if caption.left > 0.0 {
            caption.left -= time.delta_secs();
            if caption.left <= 0.0 {
                text.0.clear();
                background.0 = Color::NONE;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::state::app::StatesPlugin;
    use marum_core::locale::Language;

    fn app(settings: Settings) -> App {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .insert_resource(settings)
            .add_message::<SoundCue>();
        app
    }

    /// A sound that carries meaning shows its caption in the visitor's language; a seed's click
    /// does not replace it.
    #[test]
    fn meaningful_sounds_have_captions() {
        let mut app = app(Settings {
            language: Language::Malay,
            ..Settings::default()
        });
        app.add_systems(Startup, spawn_sound_caption)
            .add_systems(Update, caption_sounds);
        app.update();
        let shown = |app: &mut App| {
            app.world_mut()
                .query_filtered::<&Text, With<SoundCaption>>()
                .single(app.world())
                .unwrap()
                .0
                .clone()
        };
        assert_eq!(shown(&mut app), "");
        app.world_mut().write_message(SoundCue::plain(Sound::Chime));
        app.update();
        assert_eq!(shown(&mut app), "[bunyi loceng: biji ditawan]");
        app.world_mut().write_message(SoundCue::plain(Sound::Click));
        app.update();
        assert_eq!(shown(&mut app), "[bunyi loceng: biji ditawan]");
        for sound in Sound::ALL {
            let captioned = sound_caption(sound).is_some();
            assert_eq!(captioned, !sound.is_frequent() && sound != Sound::UiClick);
        }
    }

    /// The sound caption stands just above the panels at the foot of the window, over the
    /// board's part of it, not in a corner where it covered the languages or player 1's panel.
    #[test]
    fn the_sound_caption_keeps_clear_of_the_panels() {
        let mut app = app(Settings::default());
        app.add_systems(Startup, spawn_sound_caption)
            .add_systems(Update, place_sound_caption);
        let window = app
            .world_mut()
            .spawn(Window {
                resolution: (768, 1024).into(),
                ..default()
            })
            .id();
        // The demonstration on a portrait screen: the invitation and the languages below.
        app.insert_resource(BoardFrame {
            top: 0.2,
            bottom: 0.2,
            ..default()
        });
        app.update();
        let placed = |app: &mut App| {
            let node = app
                .world_mut()
                .query_filtered::<&Node, With<SoundCaptionRow>>()
                .single(app.world())
                .unwrap();
            [node.left, node.right, node.bottom].map(|value| match value {
                Val::Percent(share) => share,
                other => panic!("{other:?} is not a share of the window"),
            })
        };
        let near = |placed: [f32; 3], wanted: [f32; 3]| {
            assert!(
                placed.iter().zip(wanted).all(|(a, b)| (a - b).abs() < 0.01),
                "{placed:?}, not {wanted:?}"
            );
        };
        near(placed(&mut app), [0.0, 0.0, 20.0]);
        // A landscape play screen with the timeline open at the right.
        app.world_mut()
            .get_mut::<Window>(window)
            .unwrap()
            .resolution = (1600, 900).into();
        app.insert_resource(BoardFrame {
            right: 0.25,
            top: 0.1,
            bottom: 0.125,
            ..default()
        });
        app.update();
        near(placed(&mut app), [0.0, 25.0, 12.5]);
    }
}
