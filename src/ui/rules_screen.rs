//! How to play, for someone who has never played: short steps, the cultural background from the
//! original rule cards, and the numbered rules and rulings of RULES.md. While it is open (and no
//! game of yours is on the board) the computer plays the chosen game behind it, and each notable
//! event is explained under the text: a live demonstration.

use super::framing::spawn_beside_board;
use super::scrolling::Scrolls;
use super::widgets::{
    BODY_SIZE, Chosen, INK, MUTED_INK, SMALL_SIZE, button, button_line, heading, mark_chosen,
    named_button, text, typeset,
};
use super::{NextGame, Readable, Screen, UiAction, UiPressed};
use crate::attract::{Demo, demonstrate, is_demo, switch_demonstration};
use crate::rules_plugin::{Match, Step};
use crate::schedule::GameSystems;
use crate::settings::Settings;
use bevy::prelude::*;
use marum_core::captions;
use marum_core::locale::Locale;
use marum_core::rules::{Player, Variant};

/// Which game and page the rules screen shows.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct RulesView {
    pub variant: Variant,
    pub page: usize,
}

impl Default for RulesView {
    fn default() -> Self {
        RulesView {
            variant: Variant::ALL[0],
            page: 0,
        }
    }
}

const PAGES: [&str; 4] = [
    "button-page-how-to-play",
    "button-page-background",
    "button-page-rules",
    "button-page-controls",
];

fn page_text(view: RulesView, locale: &Locale) -> String {
    match view.page {
        0 => format!(
            "{}\n\n{}",
            locale.of_game(view.variant, "how-to-play", &[]),
            locale.text("rules-pit-numbers")
        ),
        1 => locale.of_game(view.variant, "card", &[]),
        2 => format!(
            "{}\n\n{}",
            locale.text("rules-reference"),
            locale.of_game(view.variant, "rulings", &[])
        ),
        _ => controls(view.variant, locale),
    }
}

/// The mouse, touch and keys, with the pits that this game's keys choose in each row: the tags
/// number the rows on from each other (player 2's first pit is 6 or 8), the keys count each
/// row from 1.
fn controls(variant: Variant, locale: &Locale) -> String {
    let game = variant.describe();
    let [one, two] = [Player::One, Player::Two].map(|player| game.row(player));
    locale.with(
        "rules-controls",
        &[
            ("keys", one.len().into()),
            ("first-one", one.start.into()),
            ("last-one", (one.end - 1).into()),
            ("first-two", two.start.into()),
            ("last-two", (two.end - 1).into()),
        ],
    )
}

#[derive(Component)]
struct PageText;

#[derive(Component)]
struct PageScroll;

#[derive(Component)]
struct LiveCaption;

/// The rules open on the game being set up or played.
fn spawn_rules(
    mut commands: Commands,
    mut view: ResMut<RulesView>,
    next_game: Res<NextGame>,
    current: Option<Res<Match>>,
) {
    view.variant = match current.as_deref() {
        Some(current) if !is_demo(current) => current.setup.variant,
        _ => next_game.variant,
    };
    if current.as_deref().is_none_or(is_demo) {
        commands.insert_resource(demonstrate(view.variant));
    }
    let card = spawn_beside_board(
        &mut commands,
        Screen::Rules,
        Node {
            flex_direction: FlexDirection::Column,
            row_gap: px(10),
            ..default()
        },
    );
    // The heading and the tabs scroll with the page: at the largest text they would leave the
    // page no room in a landscape window's side panel.
    let page = commands
        .spawn((
            ChildOf(card),
            PageScroll,
            Scrolls,
            Node {
                flex_grow: 1.0,
                min_height: px(0),
                overflow: Overflow::scroll_y(),
                flex_direction: FlexDirection::Column,
                row_gap: px(10),
                ..default()
            },
            ScrollPosition::default(),
        ))
        .id();
    commands.spawn((ChildOf(page), heading("rules-heading")));
    let games = commands.spawn((ChildOf(page), button_line(8.0))).id();
    for variant in Variant::ALL {
        commands.spawn((
            ChildOf(games),
            named_button(variant.name(), UiAction::RulesOf(variant)),
        ));
    }
    let pages = commands.spawn((ChildOf(page), button_line(8.0))).id();
    for (index, name) in PAGES.iter().enumerate() {
        commands.spawn((ChildOf(pages), button(name, UiAction::RulesPage(index))));
    }
    commands.spawn((
        ChildOf(page),
        PageText,
        Readable,
        text("", BODY_SIZE * 0.9, INK),
    ));
    commands.spawn((ChildOf(card), LiveCaption, text("", SMALL_SIZE, MUTED_INK)));
    commands.spawn((ChildOf(card), button("button-back", UiAction::Back)));
}

/// The demonstration stops (the title starts its own again).
fn leave_rules(mut commands: Commands) {
    commands.remove_resource::<Demo>();
}

fn press_rules_buttons(
    mut pressed: MessageReader<UiPressed>,
    mut view: ResMut<RulesView>,
    mut demo: Option<ResMut<Demo>>,
    mut scrolls: Query<&mut ScrollPosition, With<PageScroll>>,
) {
    for UiPressed(action) in pressed.read() {
        match *action {
            UiAction::RulesOf(variant) => {
                view.variant = variant;
                switch_demonstration(demo.as_deref_mut(), variant);
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
    settings: Res<Settings>,
    mut texts: Query<&mut Text, With<PageText>>,
    buttons: Query<(Entity, &UiAction, Option<&Chosen>)>,
    mut commands: Commands,
) {
    // A page is a long text to format: only when the page, the game or the language changes.
    for mut text in &mut texts {
        if view.is_changed() || settings.is_changed() || text.0.is_empty() {
            let wanted = page_text(*view, settings.locale());
            if text.0 != wanted {
                text.0 = wanted;
            }
        }
    }
    for (entity, action, marked) in &buttons {
        let chosen = match *action {
            UiAction::RulesOf(v) => v == view.variant,
            UiAction::RulesPage(p) => p == view.page,
            _ => continue,
        };
        mark_chosen(&mut commands, entity, marked, chosen);
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
    let names = settings.player_names(&current.setup.seats);
    let locale = settings.locale();
    for step in steps.read() {
        if let Some(sentence) =
            captions::explain(locale, &step.event, current.setup.variant, &names)
        {
            let line =
                typeset(&locale.with("rules-on-the-board", &[("sentence", sentence.into())]));
            for mut text in &mut captions_shown {
                text.0 = line.clone();
            }
        }
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<RulesView>()
        .add_systems(OnEnter(Screen::Rules), spawn_rules)
        .add_systems(OnExit(Screen::Rules), leave_rules)
        .add_systems(
            Update,
            (
                (press_rules_buttons, show_page)
                    .chain()
                    .in_set(GameSystems::Direct),
                explain_live.in_set(GameSystems::Interface),
            )
                .run_if(in_state(Screen::Rules)),
        );
}

#[cfg(test)]
mod tests {
    use super::*;
    use marum_core::locale::Language;

    /// Each tab of the screen shows its own page: pressed in turn, the last one the controls.
    #[test]
    fn each_tab_shows_its_page() {
        use bevy::ecs::system::RunSystemOnce;
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .add_message::<UiPressed>()
            .add_message::<Step>()
            .init_resource::<Settings>()
            .init_resource::<RulesView>()
            .init_resource::<NextGame>()
            .add_systems(Update, (press_rules_buttons, show_page).chain());
        app.world_mut().run_system_once(spawn_rules).unwrap();
        let world = app.world_mut();
        let mut tabs: Vec<usize> = world
            .query::<&UiAction>()
            .iter(world)
            .filter_map(|action| match *action {
                UiAction::RulesPage(page) => Some(page),
                _ => None,
            })
            .collect();
        tabs.sort();
        assert_eq!(tabs, (0..PAGES.len()).collect::<Vec<_>>());
        let mut shown = Vec::new();
        for page in tabs {
            app.world_mut()
                .write_message(UiPressed(UiAction::RulesPage(page)));
            app.update();
            let world = app.world_mut();
            let text = world
                .query_filtered::<&Text, With<PageText>>()
                .single(world)
                .unwrap();
            shown.push(text.0.clone());
        }
        let locale = app.world().resource::<Settings>().locale();
        let variant = app.world().resource::<RulesView>().variant;
        assert!(shown[0].starts_with(&locale.of_game(variant, "how-to-play", &[])));
        assert_eq!(shown[1], locale.of_game(variant, "card", &[]));
        assert!(shown[2].ends_with(locale.of_game(variant, "rulings", &[]).as_str()));
        assert_eq!(shown[3], controls(variant, locale));
    }

    /// The controls say which pits each player's keys choose, as the rules number them.
    #[test]
    fn the_controls_name_the_pits_of_each_rows_keys() {
        let locale = Language::English.locale();
        for (variant, keys, rows) in [
            (
                Variant::MarumKonbi,
                "1–6",
                "pits 0–5 for Player 1, pits 6–11 for Player 2",
            ),
            (
                Variant::Congkak,
                "1–7",
                "pits 0–6 for Player 1, pits 8–14 for Player 2",
            ),
        ] {
            let page = controls(variant, locale);
            assert!(page.contains(&format!("Keys {keys} also choose")), "{page}");
            assert!(page.contains(rows), "{page}");
        }
    }
}
