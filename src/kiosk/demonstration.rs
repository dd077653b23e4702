//! The kiosk's demonstration: the computer plays with large captions and a cultural card between
//! games, the invitation to touch and the languages a visitor may choose; a demonstration that
//! stops moving is replaced.

use super::config::KioskConfig;
use crate::attract::{Demo, is_demo};
use crate::rules_plugin::{Match, Step};
use crate::schedule::GameSystems;
use crate::settings::Settings;
use crate::theme::{ACCENT, INK, PANEL};
use crate::ui::widgets::{
    Chosen, button_line, mark_chosen, named_button, set_shown, text, tr_text, typeset,
};
use crate::ui::{Screen, UiAction, UiPressed};
use crate::view::IdleDrift;
use bevy::prelude::*;
use marum_core::captions;
use marum_core::rules::Event;
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Attract), spawn_attract)
        .add_systems(OnExit(Screen::Attract), leave_attract)
        .add_systems(
            Update,
            (
                (
                    choose_language.run_if(in_state(Screen::Attract)),
                    replace_a_stuck_demonstration,
                )
                    .in_set(GameSystems::Direct),
                caption_the_demonstration
                    .run_if(in_state(Screen::Attract))
                    .in_set(GameSystems::Interface),
            ),
        );
}

/// A demonstration game that makes no decision for this long is stuck and is replaced.
const STUCK_SECONDS: f32 = 60.0;

#[derive(Component)]
struct AttractCaption;

#[derive(Component)]
struct CulturalCard;

/// A language a visitor may choose on the demonstration screen.
#[derive(Component)]
pub(super) struct LanguageChoice;

fn spawn_attract(mut commands: Commands, config: Res<KioskConfig>) {
    let mut demo = Demo::new(config.attract_level, Duration::from_secs(8));
    demo.next = config.games[0];
    if config.games.len() == 1 {
        demo.only = Some(config.games[0]);
    }
    commands.insert_resource(demo);
    commands.insert_resource(IdleDrift);
    let root = commands
        .spawn((
            DespawnOnExit(Screen::Attract),
            Node {
                width: percent(100),
                height: percent(100),
                flex_direction: FlexDirection::Column,
                justify_content: JustifyContent::SpaceBetween,
                align_items: AlignItems::Center,
                padding: UiRect::all(px(24)),
                ..default()
            },
            Pickable::IGNORE,
        ))
        .id();
    commands.spawn((
        ChildOf(root),
        AttractCaption,
        text("", 34.0, INK),
        TextLayout::justify(Justify::Center),
        Node {
            max_width: percent(90),
            padding: UiRect::axes(px(24), px(12)),
            border_radius: BorderRadius::all(px(14)),
            ..default()
        },
        BackgroundColor(Color::NONE),
    ));
    commands.spawn((
        ChildOf(root),
        CulturalCard,
        text("", 28.0, INK),
        TextLayout::justify(Justify::Center),
        Node {
            max_width: percent(70),
            padding: UiRect::all(px(28)),
            border_radius: BorderRadius::all(px(16)),
            display: Display::None,
            ..default()
        },
        BackgroundColor(PANEL),
    ));
    // The invitation with the languages under it, at the foot of the screen.
    let foot = commands
        .spawn((
            ChildOf(root),
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                row_gap: px(14),
                ..default()
            },
        ))
        .id();
    commands.spawn((
        ChildOf(foot),
        Node {
            padding: UiRect::axes(px(36), px(16)),
            border_radius: BorderRadius::all(px(40)),
            ..default()
        },
        BackgroundColor(ACCENT.with_alpha(0.92)),
        children![(
            tr_text("kiosk-invitation", 40.0, Color::srgb(0.12, 0.1, 0.08)),
            Pickable::IGNORE
        )],
    ));
    let languages = commands.spawn((ChildOf(foot), button_line(16.0))).id();
    for language in config.offered_languages() {
        commands.spawn((
            ChildOf(languages),
            LanguageChoice,
            named_button(language.own_name(), UiAction::ChooseLanguage(language)),
        ));
    }
}

/// A touch on a language's name speaks it; the chosen one is marked.
fn choose_language(
    mut pressed: MessageReader<UiPressed>,
    mut settings: ResMut<Settings>,
    buttons: Query<(Entity, &UiAction, Option<&Chosen>), With<LanguageChoice>>,
    mut commands: Commands,
) {
    for UiPressed(action) in pressed.read() {
        if let UiAction::ChooseLanguage(language) = *action {
            settings.language = language;
        }
    }
    for (entity, action, marked) in &buttons {
        let chosen = *action == UiAction::ChooseLanguage(settings.language);
        mark_chosen(&mut commands, entity, marked, chosen);
    }
}

fn leave_attract(mut commands: Commands) {
    commands.remove_resource::<Demo>();
    commands.remove_resource::<IdleDrift>();
}

type CardQuery<'w, 's> = Query<
    'w,
    's,
    (&'static mut Text, &'static mut Node),
    (With<CulturalCard>, Without<AttractCaption>),
>;

/// Large captions for what just happened, and the cultural card while the next game waits.
fn caption_the_demonstration(
    mut steps: MessageReader<Step>,
    current: Option<Res<Match>>,
    settings: Res<Settings>,
    mut captions_shown: Query<(&mut Text, &mut BackgroundColor), With<AttractCaption>>,
    mut cards: CardQuery,
) {
    let Some(current) = current else { return };
    let names = settings.player_names(&current.setup.seats);
    let locale = settings.locale();
    for step in steps.read() {
        if let Some(sentence) =
            captions::explain(locale, &step.event, current.setup.variant, &names)
        {
            let sentence = typeset(&sentence);
            for (mut text, mut background) in &mut captions_shown {
                text.0 = sentence.clone();
                background.0 = PANEL;
            }
        }
        if let Event::GameOver { .. } = step.event {
            for (mut text, _) in &mut cards {
                text.0 = locale.of_game(current.setup.variant, "card-summary", &[]);
            }
        }
    }
    let resting = current.game().position().is_over() && !current.is_busy();
    for (_, mut node) in &mut cards {
        set_shown(&mut node, resting);
    }
}

/// A demonstration game that stops making decisions is logged and replaced.
fn replace_a_stuck_demonstration(
    time: Res<Time<Real>>,
    current: Option<Res<Match>>,
    mut last: Local<(usize, f32)>,
    mut commands: Commands,
) {
    let Some(current) = current.filter(|c| is_demo(c)) else {
        *last = (0, 0.0);
        return;
    };
    let made = current.game().history().len();
    if made != last.0 || current.game().position().is_over() {
        *last = (made, 0.0);
        return;
    }
    last.1 += time.delta_secs();
    if last.1 > STUCK_SECONDS {
        error!("A demonstration game made no decision for {STUCK_SECONDS} s; starting another.");
        commands.remove_resource::<Match>();
        *last = (0, 0.0);
    }
}
