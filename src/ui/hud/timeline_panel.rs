//! The timeline of turns on the play screen, built from the steps as they are performed and
//! rebuilt from the history when the board is laid out afresh. In a replay it lists the whole
//! record, the turns still to come dimmed, and a touch on a turn goes to the position after it.

use super::TurnTimeline;
use crate::rules_plugin::{Match, Step};
use crate::settings::Settings;
use crate::theme::{BUTTON, MUTED_INK};
use crate::theme::{INK, PLAYER_COLOURS};
use crate::ui::UiAction;
use crate::ui::replay::Replay;
use crate::ui::scrolling::{Scrolls, bring_into_view, clear_page};
use crate::ui::widgets::{BODY_SIZE, SMALL_SIZE, text};
use crate::view::PointedPits;
use bevy::prelude::*;
use marum_core::rules::{Game, GameRecord, Player};
use marum_core::timeline::{Timeline, TurnEntry};

/// The timeline's lines: a page that scrolls with the wheel and the finger, with its thumb.
#[derive(Component)]
#[require(Scrolls)]
pub(super) struct TimelineList;

/// A new board (new game, undo, redo, resume) rebuilds the timeline from the history.
pub(super) fn rebuild_timeline(current: Option<Res<Match>>, mut timeline: ResMut<TurnTimeline>) {
    let Some(current) = current else { return };
    let game = current.game();
    timeline.0 = Timeline::of_decisions(&start_of(game), game.history()).0;
}

/// `game` as it began, to play decisions from.
fn start_of(game: &Game) -> Game {
    Game::from_position(*game.start_position(), game.options())
}

/// Each step performed goes into the timeline.
pub(super) fn follow_steps(
    mut steps: MessageReader<Step>,
    mut timeline: ResMut<TurnTimeline>,
    current: Option<Res<Match>>,
) {
    if current.is_none() {
        steps.clear();
        return;
    }
    for step in steps.read() {
        timeline.apply(&step.event);
    }
}

/// One line of a replay's timeline: its turn, counted from 0.
#[derive(Component)]
pub(super) struct TimelineLine(usize);

/// Redraws the timeline's lines when it changed or its panel is new (back from the settings),
/// newest at the bottom, scrolled into view; in a replay, the record's lines once ([`replay_line`]).
pub(super) fn draw_timeline(
    timeline: Res<TurnTimeline>,
    current: Option<Res<Match>>,
    replay: Option<Res<Replay>>,
    settings: Res<Settings>,
    mut lists: Query<(Entity, &mut ScrollPosition, Ref<TimelineList>)>,
    mut drawn_replay: Local<Option<GameRecord>>,
    mut commands: Commands,
) {
    let Some(current) = current else { return };
    let Ok((list, mut scroll, fresh_list)) = lists.single_mut() else {
        return;
    };
    let record = replay.as_ref().map(|replay| &replay.record);
    let unchanged = match record {
        Some(record) => drawn_replay.as_ref() == Some(record),
        None => drawn_replay.is_none() && !timeline.is_changed(),
    };
    if unchanged && !fresh_list.is_added() {
        return;
    }
    *drawn_replay = record.cloned();
    commands.entity(list).queue(clear_page);
    let names = settings.player_names(&current.setup.seats);
    let locale = settings.locale();
    let variant = current.setup.variant;
    let line = |number: Option<usize>, entry: &TurnEntry| {
        let player = entry.player?;
        let prefix = number.map_or_else(|| locale.text("timeline-now"), |n| format!("{n}."));
        let words = format!(
            "{prefix} {} — {}",
            names.of(player),
            entry.describe(locale, variant)
        );
        Some((player, words, TurnPits(PointedPits::of(&entry.pits))))
    };
    if let Some(record) = record {
        let (whole, ends) = Timeline::of_decisions(&start_of(current.game()), &record.decisions);
        // Turns unfinished at the record's end go to its last position.
        let unfinished = whole
            .open_turns()
            .map(|entry| (entry, record.decisions.len()));
        let turns = whole
            .turns
            .iter()
            .zip(ends.iter().copied())
            .chain(unfinished);
        for (index, (entry, end)) in turns.enumerate() {
            if let Some((player, words, pits)) = line(Some(index + 1), entry) {
                commands.spawn((ChildOf(list), pits, replay_line(index, player, words, end)));
            }
        }
        return;
    }
    let finished = timeline
        .turns
        .iter()
        .enumerate()
        .map(|(i, t)| (Some(i + 1), t));
    let open = timeline.open_turns().map(|t| (None, t));
    for (player, words, pits) in finished.chain(open).filter_map(|(n, t)| line(n, t)) {
        commands.spawn((
            ChildOf(list),
            pits,
            Interaction::default(),
            Node {
                border: UiRect::left(px(4)),
                padding: UiRect::left(px(6)),
                ..default()
            },
            BorderColor::all(PLAYER_COLOURS[player.index()]),
            BackgroundColor(Color::NONE),
            children![(text(words, SMALL_SIZE, INK), Pickable::IGNORE)],
        ));
    }
    // Before the first turn, the game's background from its rule card instead of an empty box.
    if timeline.turns.is_empty() && timeline.open_turns().next().is_none() {
        commands.spawn((
            ChildOf(list),
            EmptyTimelineCard,
            text(
                locale.of_game(variant, "card-summary", &[]),
                BODY_SIZE,
                MUTED_INK,
            ),
            TextLayout::justify(Justify::Center),
            Node {
                margin: UiRect::all(Val::Auto),
                max_width: percent(92),
                ..default()
            },
        ));
    }
    scroll.y = f32::MAX / 4.0;
}

/// The game's background, shown in the timeline until the first turn.
#[derive(Component)]
pub(super) struct EmptyTimelineCard;

/// The pits a line's turn was sown from.
#[derive(Component)]
pub(super) struct TurnPits(PointedPits);

/// A line of the timeline under the pointer (or held by a finger) lights its turn's pits on the
/// board; none, and they go out.
pub(super) fn point_at_turns(
    lines: Query<(&Interaction, &TurnPits)>,
    mut pointed: ResMut<PointedPits>,
) {
    let pits = lines
        .iter()
        .find(|(interaction, _)| **interaction != Interaction::None)
        .map_or_else(PointedPits::default, |(_, pits)| pits.0);
    pointed.set_if_neq(pits);
}

/// A line of the game in play whose pointing changed.
type PointedPlayLine = (With<TurnPits>, Without<Button>, Changed<Interaction>);

/// A line of the game in play under the pointer is shaded as a replay's line is at rest, so that
/// it is seen which turn the lit pits belong to (a replay's lines are buttons, shaded as buttons).
pub(super) fn shade_pointed_lines(
    mut lines: Query<(&Interaction, &mut BackgroundColor), PointedPlayLine>,
) {
    for (interaction, mut background) in &mut lines {
        let fill = match interaction {
            Interaction::None => Color::NONE,
            _ => BUTTON,
        };
        background.set_if_neq(BackgroundColor(fill));
    }
}

/// A replay's line: a button to the position after the turn (`end` decisions played), marked
/// with the player's colour.
fn replay_line(turn: usize, player: Player, words: String, end: usize) -> impl Bundle {
    (
        Button,
        UiAction::ReplayTo(u16::try_from(end).unwrap_or(u16::MAX)),
        TimelineLine(turn),
        // 32 pixels at 720p: 48 at 1080p, a finger's width.
        Node {
            min_height: px(32),
            align_items: AlignItems::Center,
            column_gap: px(6),
            padding: UiRect::new(px(0), px(6), px(3), px(3)),
            border_radius: BorderRadius::all(px(4)),
            ..default()
        },
        BackgroundColor(BUTTON),
        BorderColor::all(Color::NONE),
        children![
            (
                Node {
                    width: px(4),
                    align_self: AlignSelf::Stretch,
                    ..default()
                },
                BackgroundColor(PLAYER_COLOURS[player.index()]),
                Pickable::IGNORE,
            ),
            (text(words, SMALL_SIZE, INK), Pickable::IGNORE),
        ],
    )
}

/// In a replay, the turns played so far read in ink and those still to come dimmed, and the
/// timeline scrolls to keep the next turn in view as the replay moves.
pub(super) fn follow_the_replay(
    timeline: Res<TurnTimeline>,
    lines: Query<(
        Entity,
        &TimelineLine,
        &Children,
        &ComputedNode,
        &UiGlobalTransform,
    )>,
    mut colours: Query<&mut TextColor>,
    mut lists: Query<(&mut ScrollPosition, &ComputedNode, &UiGlobalTransform), With<TimelineList>>,
    mut followed: Local<Option<Entity>>,
) {
    let played = timeline.turns.len();
    let last = lines.iter().map(|(_, line, ..)| line.0).max();
    let next = last.map(|last| played.min(last));
    for (entity, &TimelineLine(turn), children, node, at) in &lines {
        let colour = if turn < played { INK } else { MUTED_INK };
        for child in children {
            if let Ok(mut text) = colours.get_mut(*child) {
                text.set_if_neq(TextColor(colour));
            }
        }
        let laid_out = node.size.y > 0.0;
        if Some(turn) == next && laid_out && *followed != Some(entity) {
            for (mut scroll, panel, panel_at) in &mut lists {
                bring_into_view((node, at), (panel, panel_at), &mut scroll);
            }
            *followed = Some(entity);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules_plugin::{BoardLaidOut, Timing};
    use crate::rules_plugin::{MatchRequest, MoveRequest, Seat};
    use crate::ui::keyboard::Focus;
    use crate::ui::scrolling::ScrollThumb;
    use crate::ui::{Screen, UiPressed, notice::Notice, replay, scrolling};
    use bevy::input::mouse::MouseWheel;
    use bevy::state::app::StatesPlugin;
    use marum_core::rules::{Decision, Variant};
    use rand::rngs::SmallRng;
    use rand::{RngExt, SeedableRng};

    /// The timeline's systems on the headless rules plugin, with a list to draw in.
    fn app() -> App {
        let mut app = crate::headless::app();
        app.add_plugins((StatesPlugin, replay::plugin, scrolling::plugin))
            .init_state::<Screen>()
            .init_resource::<Focus>()
            .add_message::<MouseWheel>()
            .insert_resource(Timing::instant())
            .init_resource::<Settings>()
            .init_resource::<Notice>()
            .init_resource::<TurnTimeline>()
            .init_resource::<PointedPits>()
            .init_resource::<ButtonInput<KeyCode>>()
            .add_message::<UiPressed>()
            .add_systems(
                Update,
                (
                    rebuild_timeline.run_if(on_message::<BoardLaidOut>),
                    follow_steps,
                    draw_timeline,
                    follow_the_replay,
                    point_at_turns,
                    shade_pointed_lines,
                )
                    .chain(),
            );
        crate::headless::single_threaded(&mut app);
        app.world_mut()
            .spawn((TimelineList, Node::default(), ScrollPosition::default()));
        app
    }

    /// Starts `record`'s game, two people at the board.
    fn start_game(app: &mut App, record: &GameRecord) {
        app.world_mut()
            .write_message(MatchRequest::New(record.setup([Seat::Human; 2])));
        app.update();
        app.update();
    }

    /// Plays `decision` and lets its steps through.
    fn play(app: &mut App, decision: Decision) {
        app.world_mut().write_message(MoveRequest::from(decision));
        for _ in 0..4 {
            app.update();
        }
    }

    /// The timeline's list and its children: the lines, and the thumb.
    fn list_children(world: &mut World) -> Vec<Entity> {
        let list = world
            .query_filtered::<Entity, With<TimelineList>>()
            .single(world)
            .unwrap();
        world.get::<Children>(list).unwrap().to_vec()
    }

    fn random_record(variant: Variant) -> GameRecord {
        let mut rng = SmallRng::seed_from_u64(9);
        let mut game = Game::new(variant, Default::default(), Player::One).unwrap();
        while !game.position().is_over() {
            let legal = game.decisions();
            game.play(legal.as_slice()[rng.random_range(0..legal.len())])
                .unwrap();
        }
        game.record().unwrap()
    }

    /// Each line of the replay's timeline: the decision it goes to and whether it reads in ink.
    fn lines(app: &mut App) -> Vec<(UiAction, bool)> {
        let world = app.world_mut();
        let mut lines: Vec<(usize, UiAction, bool)> = world
            .query::<(&TimelineLine, &UiAction, &Children)>()
            .iter(world)
            .map(|(line, action, children)| {
                let inked = children
                    .iter()
                    .filter_map(|child| world.get::<TextColor>(child))
                    .all(|colour| colour.0 == INK);
                (line.0, *action, inked)
            })
            .collect();
        lines.sort_by_key(|line| line.0);
        lines
            .into_iter()
            .map(|(_, action, inked)| (action, inked))
            .collect()
    }

    /// A replay lists every turn of its record, each going to the position after it; the turns
    /// played so far read in ink and the rest dimmed; a touch on a turn goes there.
    #[test]
    fn a_replay_lists_the_whole_game_and_goes_to_a_touched_turn() {
        for variant in Variant::ALL {
            let mut app = app();
            let record = random_record(variant);
            let start = Game::new(record.variant, record.options, record.first).unwrap();
            let (whole, ends) = Timeline::of_decisions(&start, &record.decisions);
            replay::start(&mut app.world_mut().commands(), record);
            app.world_mut().flush();
            for _ in 0..4 {
                app.update();
            }
            let wanted: Vec<UiAction> = ends
                .iter()
                .map(|&end| UiAction::ReplayTo(end as u16))
                .collect();
            let shown = lines(&mut app);
            assert_eq!(shown.len(), whole.turns.len(), "{variant:?}: a line a turn");
            assert_eq!(shown.iter().map(|l| l.0).collect::<Vec<_>>(), wanted);
            assert!(shown.iter().all(|(_, inked)| !inked), "nothing played yet");
            let touched = ends.len() / 2;
            app.world_mut().write_message(UiPressed(wanted[touched]));
            for _ in 0..6 {
                app.update();
            }
            assert_eq!(app.world().resource::<Replay>().at, ends[touched]);
            let inked: Vec<bool> = lines(&mut app).iter().map(|l| l.1).collect();
            let expected: Vec<bool> = ends.iter().map(|&end| end <= ends[touched]).collect();
            assert_eq!(
                inked, expected,
                "{variant:?}: played in ink, the rest dimmed"
            );
        }
    }

    /// A line of the timeline under the pointer is shaded and lights the pits its turn was sown
    /// from; with the pointer gone, no pit is lit and the line is clear.
    #[test]
    fn a_pointed_turn_lights_its_pits() {
        for variant in Variant::ALL {
            let mut app = app();
            let record = random_record(variant);
            start_game(&mut app, &record);
            for &decision in &record.decisions[..record.decisions.len() / 2] {
                play(&mut app, decision);
            }
            let turns = app.world().resource::<TurnTimeline>().turns.clone();
            let world = app.world_mut();
            let lines: Vec<Entity> = list_children(world)
                .into_iter()
                .filter(|line| world.get::<TurnPits>(*line).is_some())
                .collect();
            assert!(lines.len() >= turns.len() && turns.len() > 2, "{variant:?}");
            for (turn, &line) in turns.iter().zip(&lines).step_by(3) {
                app.world_mut()
                    .entity_mut(line)
                    .insert(Interaction::Hovered);
                app.update();
                let lit = *app.world().resource::<PointedPits>();
                assert_eq!(lit, PointedPits::of(&turn.pits), "{variant:?} {turn:?}");
                assert!(turn.pits.iter().all(|&pit| lit.contains(pit)) && lit.0 != 0);
                let shade = |app: &App| app.world().get::<BackgroundColor>(line).unwrap().0;
                assert_eq!(shade(&app), BUTTON, "the pointed line is shaded");
                app.world_mut().entity_mut(line).insert(Interaction::None);
                app.update();
                assert_eq!(*app.world().resource::<PointedPits>(), PointedPits(0));
                assert_eq!(shade(&app), Color::NONE);
            }
        }
    }

    /// The timeline's lines are drawn afresh at each turn and its scroll thumb stays, one beside
    /// the lines of every turn so far, so that a long game's drawer still says it goes on.
    #[test]
    fn the_timeline_keeps_its_thumb_as_it_is_redrawn() {
        let mut app = app();
        let record = random_record(Variant::MarumKonbi);
        start_game(&mut app, &record);
        for &decision in &record.decisions[..12] {
            play(&mut app, decision);
            let turns = app.world().resource::<TurnTimeline>().turns.len();
            let world = app.world_mut();
            let children = list_children(world);
            let count = |has: fn(&World, Entity) -> bool| {
                children.iter().filter(|child| has(world, **child)).count()
            };
            assert_eq!(count(|w, e| w.get::<ScrollThumb>(e).is_some()), 1);
            assert!(count(|w, e| w.get::<TurnPits>(e).is_some()) >= turns);
        }
    }

    /// Before the first turn the timeline shows the game's background from its rule card, in
    /// the player's language; the first turn replaces it.
    #[test]
    fn an_empty_timeline_tells_of_the_game_until_the_first_turn() {
        for variant in Variant::ALL {
            let mut app = app();
            let record = GameRecord {
                variant,
                options: Default::default(),
                first: Player::One,
                decisions: Vec::new(),
            };
            start_game(&mut app, &record);
            let mut cards = app
                .world_mut()
                .query_filtered::<&Text, With<EmptyTimelineCard>>();
            let summary = Settings::default()
                .locale()
                .of_game(variant, "card-summary", &[]);
            let shown: Vec<String> = cards.iter(app.world()).map(|t| t.0.clone()).collect();
            assert_eq!(shown, [summary], "{variant:?}");
            // Play until the first turn is over (Congkak's opening needs both choices).
            while app.world().resource::<TurnTimeline>().turns.is_empty() {
                let game = app.world().resource::<Match>().game().clone();
                play(&mut app, game.decisions().as_slice()[0]);
            }
            assert_eq!(cards.iter(app.world()).count(), 0, "{variant:?}");
        }
    }
}
