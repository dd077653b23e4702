//! How to play, for someone who has never played: short steps, the cultural background from the
//! original rule cards, and the numbered rules and rulings of RULES.md. While it is open (and no
//! game of yours is on the board) the computer plays the chosen game behind it, and each notable
//! event is explained under the text: a live demonstration.

use super::widgets::{
    BODY_SIZE, HEADING_SIZE, INK, MUTED_INK, SMALL_SIZE, Selected, button, panel, row, text,
};
use super::{Screen, UiAction, UiPressed, player_names};
use crate::ai::Level;
use crate::attract::{Demo, is_demo, keep_demo_running};
use crate::captions;
use crate::rules::Variant;
use crate::rules_plugin::{Match, Step};
use crate::settings::Settings;
use crate::view::BoardFrame;
use bevy::input::mouse::{MouseScrollUnit, MouseWheel};
use bevy::prelude::*;
use std::time::Duration;

const RULES_TEXT: &str = include_str!("../../assets/text/RULES.md");
const MARUM_KONBI_CARD: &str = include_str!("../../assets/text/marum-konbi.txt");
const CONGKAK_CARD: &str = include_str!("../../assets/text/congkak.txt");

/// The rules panel covers this share of the window; the board plays beside it.
const PANEL_SHARE: f32 = 0.55;

/// Which game and page the rules screen shows.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct RulesView {
    pub variant: Variant,
    pub page: usize,
}

impl Default for RulesView {
    fn default() -> Self {
        RulesView {
            variant: Variant::MarumKonbi,
            page: 0,
        }
    }
}

const PAGES: [&str; 3] = ["How to play", "Background", "Rules and rulings"];

fn how_to_play(variant: Variant) -> &'static str {
    match variant {
        Variant::MarumKonbi => {
            "1. The board has 12 pits in two rows. Yours is the bottom row; Pi (pit 5) and Pa (pit 11) are the larger pits. Each holds 5 marums (seeds), Pi and Pa 6: 62 in all.\n\n\
2. On your turn, tap a pit of your row — never Pi. The hand scoops all its marums and drops one into each pit after it, counter-clockwise round both rows.\n\n\
3. Relay: if the last marum falls on a heap and the next pit holds marums, the hand scoops that next pit and sows on. Relays can run a long way.\n\n\
4. Si-kang-si: when sowing stops before an empty pit, the pit after it is captured into your store. Two empty pits ahead is Nungkang: the turn ends with nothing.\n\n\
5. When only two marums are left, in two pits, each player gets one (the Two-Marum partition). 32 or more wins; 31–31 is a draw."
        }
        Variant::Congkak => {
            "1. The boat-shaped board has 7 pits a side and a house (rumah) at each end: yours is on your right. Each pit holds 7 seeds: 98 in all.\n\n\
2. The first move is made by both players at once: each chooses a pit in secret, then both hands sow together. A hand that runs into the other stops and waits.\n\n\
3. Sow one seed per pit counter-clockwise, into your own house but never the opponent's. Last seed in your house: choose another pit and sow again. On a heap in your row: scoop it and sow on.\n\n\
4. Last seed in an empty pit of your row: capture the seeds opposite into your house. If the opposite pit is empty too, your pit dies and is skipped from then on; you may buy it back later for 7 seeds.\n\n\
5. When a player has no seeds left to sow and cannot buy back, the rest go to their row's house. 50 or more wins; 49–49 is a draw."
        }
    }
}

/// The numbered rules of one game, as RULES.md has them.
fn rules_section(variant: Variant) -> &'static str {
    let heading = match variant {
        Variant::MarumKonbi => "## Marum Konbi",
        Variant::Congkak => "## Congkak",
    };
    let start = RULES_TEXT.find(heading).unwrap_or(0);
    let rest = &RULES_TEXT[start..];
    let end = rest[1..].find("\n---").map_or(rest.len(), |e| e + 1);
    &rest[..end]
}

fn page_text(view: RulesView) -> String {
    match view.page {
        0 => how_to_play(view.variant).to_string(),
        1 => match view.variant {
            Variant::MarumKonbi => MARUM_KONBI_CARD,
            Variant::Congkak => CONGKAK_CARD,
        }
        .to_string(),
        _ => rules_section(view.variant).replace("```", ""),
    }
}

#[derive(Component)]
struct PageText;

#[derive(Component)]
struct PageScroll;

#[derive(Component)]
struct LiveCaption;

fn spawn_rules(
    mut commands: Commands,
    view: Res<RulesView>,
    current: Option<Res<Match>>,
    mut frame: ResMut<BoardFrame>,
) {
    if current.as_deref().is_none_or(is_demo) {
        let mut demo = Demo::new(Level::Easy, Duration::from_secs(3));
        demo.only = Some(view.variant);
        commands.insert_resource(demo);
    }
    frame.left = PANEL_SHARE;
    let root = commands
        .spawn((
            DespawnOnExit(Screen::Rules),
            Node {
                width: percent(100),
                height: percent(100),
                padding: UiRect::all(px(14)),
                ..default()
            },
            Pickable::IGNORE,
        ))
        .id();
    let card = commands
        .spawn((
            ChildOf(root),
            panel(Node {
                width: percent(PANEL_SHARE * 100.0 - 2.0),
                height: percent(100),
                flex_direction: FlexDirection::Column,
                row_gap: px(10),
                ..default()
            }),
        ))
        .id();
    commands.spawn((ChildOf(card), text("How to play", HEADING_SIZE, INK)));
    let games = commands.spawn((ChildOf(card), row(8.0))).id();
    for variant in Variant::ALL {
        commands.spawn((
            ChildOf(games),
            button(variant.name(), UiAction::RulesOf(variant)),
        ));
    }
    let pages = commands.spawn((ChildOf(card), row(8.0))).id();
    for (index, name) in PAGES.iter().enumerate() {
        commands.spawn((ChildOf(pages), button(*name, UiAction::RulesPage(index))));
    }
    commands.spawn((
        ChildOf(card),
        PageScroll,
        Node {
            flex_grow: 1.0,
            min_height: px(0),
            overflow: Overflow::scroll_y(),
            flex_direction: FlexDirection::Column,
            ..default()
        },
        ScrollPosition::default(),
        children![(PageText, text("", BODY_SIZE * 0.9, INK))],
    ));
    commands.spawn((ChildOf(card), LiveCaption, text("", SMALL_SIZE, MUTED_INK)));
    commands.spawn((ChildOf(card), button("Back", UiAction::Back)));
}

/// The demonstration stops (the title starts its own again).
fn leave_rules(mut commands: Commands, mut frame: ResMut<BoardFrame>) {
    frame.left = 0.0;
    commands.remove_resource::<Demo>();
}

fn press_rules_buttons(
    mut pressed: MessageReader<UiPressed>,
    mut view: ResMut<RulesView>,
    demo: Option<ResMut<Demo>>,
    mut scrolls: Query<&mut ScrollPosition, With<PageScroll>>,
) {
    let mut demo = demo;
    for UiPressed(action) in pressed.read() {
        match *action {
            UiAction::RulesOf(variant) => {
                view.variant = variant;
                if let Some(demo) = demo.as_mut() {
                    demo.only = Some(variant);
                    demo.next = variant;
                }
            }
            UiAction::RulesPage(page) => view.page = page,
            _ => continue,
        }
        for mut scroll in &mut scrolls {
            scroll.y = 0.0;
        }
    }
}

fn show_page(
    view: Res<RulesView>,
    mut texts: Query<&mut Text, With<PageText>>,
    buttons: Query<(Entity, &UiAction, Has<Selected>)>,
    mut commands: Commands,
) {
    for mut text in &mut texts {
        let wanted = page_text(*view);
        if text.0 != wanted {
            text.0 = wanted;
        }
    }
    for (entity, action, selected) in &buttons {
        let chosen = match *action {
            UiAction::RulesOf(v) => v == view.variant,
            UiAction::RulesPage(p) => p == view.page,
            _ => continue,
        };
        if chosen != selected {
            if chosen {
                commands.entity(entity).insert(Selected);
            } else {
                commands.entity(entity).remove::<Selected>();
            }
        }
    }
}

/// Explains the demonstration's notable steps under the text.
fn explain_live(
    mut steps: MessageReader<Step>,
    current: Option<Res<Match>>,
    settings: Res<Settings>,
    mut captions_shown: Query<&mut Text, With<LiveCaption>>,
) {
    let Some(current) = current else { return };
    let names = player_names(&settings, &current.setup.seats);
    for step in steps.read() {
        if let Some(sentence) = captions::explain(&step.event, current.setup.variant, &names) {
            for mut text in &mut captions_shown {
                text.0 = format!("On the board: {sentence}");
            }
        }
    }
}

fn scroll_page(
    mut wheel: MessageReader<MouseWheel>,
    keys: Res<ButtonInput<KeyCode>>,
    mut scrolls: Query<&mut ScrollPosition, With<PageScroll>>,
) {
    let mut delta: f32 = wheel
        .read()
        .map(|e| match e.unit {
            MouseScrollUnit::Line => -e.y * 24.0,
            MouseScrollUnit::Pixel => -e.y,
        })
        .sum();
    if keys.pressed(KeyCode::PageDown) {
        delta += 20.0;
    }
    if keys.pressed(KeyCode::PageUp) {
        delta -= 20.0;
    }
    for mut scroll in &mut scrolls {
        scroll.y = (scroll.y + delta).max(0.0);
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<RulesView>()
        .add_systems(OnEnter(Screen::Rules), spawn_rules)
        .add_systems(OnExit(Screen::Rules), leave_rules)
        .add_systems(
            Update,
            (press_rules_buttons, show_page, explain_live, scroll_page)
                .chain()
                .run_if(in_state(Screen::Rules))
                .before(keep_demo_running),
        );
}
