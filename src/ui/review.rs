//! The review: "where did I go wrong?" Every decision of a finished or replayed game is weighed
//! on a background task (with visible progress, stopped by leaving the play screen). Meanwhile
//! the replay shows an evaluation bar that moves with it, a strip with each decision marked by
//! its class (a touch on a mark goes there, a drag along the strip scrubs), the better pit lit on
//! the board before a mistake and the pit played tinted in its class's colour, and one sentence in
//! the game's words that says why.

use super::replay::{self, Replay};
use super::weighing::Weighing;
use super::widgets::{INK, MUTED_INK, SMALL_SIZE, panel, set_shown, text, typeset};
use super::{Announced, Screen, UiAction, UiPressed};
use crate::rules_plugin::Match;
use crate::schedule::GameSystems;
use crate::settings::Settings;
use crate::theme::{PLAYER_COLOURS, class_colour};
use crate::view::{MarkedPit, PitMarks};
use bevy::prelude::*;
use marum_core::ai::Level;
use marum_core::ai::endgame::margin;
use marum_core::analysis::{Analysis, Class, Weighed};
use marum_core::captions::{decision_name, why_better};
use marum_core::locale::{Arg, Locale, Names};
use marum_core::rules::{Game, GameRecord, Player};

/// The level whose search weighs the decisions: a third of a second each.
pub const REVIEW_LEVEL: Level = Level::Hard;

/// Seeds ahead at which the evaluation bar is all one player's colour.
const BAR_SEEDS: f32 = 16.0;

/// A review under way or done.
#[derive(Resource)]
pub struct Review {
    weighing: Weighing,
    pub analysis: Option<Analysis>,
    /// The replay position the sentence and the lit pit were last shown for.
    shown_at: Option<usize>,
}

impl Review {
    /// Starts weighing `record`'s decisions on a background task.
    pub fn start(record: &GameRecord) -> Review {
        let start = Game::new(record.variant, record.options, record.first)
            .expect("a record that was played");
        Review {
            weighing: Weighing::start(start, record.decisions.clone(), REVIEW_LEVEL),
            analysis: None,
            shown_at: None,
        }
    }

    /// Decisions weighed, and in all.
    pub fn progress(&self) -> (usize, usize) {
        self.weighing.progress()
    }
}

#[derive(Component)]
struct ReviewPanel;

/// Player 1's share of the evaluation bar.
#[derive(Component)]
struct EvalShare;

#[derive(Component)]
struct ReviewLine;

#[derive(Component)]
struct ReviewSentence;

/// The strip of marks, one per decision.
#[derive(Component)]
struct MarkStrip;

/// The mark of the decision at this index of the record.
#[derive(Component)]
struct Mark(usize);

/// The review's panel, under the top bar of the play screen; hidden until a review starts.
pub fn review_panel() -> impl Bundle {
    (
        ReviewPanel,
        panel(Node {
            flex_direction: FlexDirection::Column,
            flex_basis: percent(100),
            padding: UiRect::axes(px(14), px(8)),
            row_gap: px(6),
            display: Display::None,
            ..default()
        }),
        children![
            (ReviewLine, Announced, text("", SMALL_SIZE, MUTED_INK)),
            (
                Node {
                    width: percent(100),
                    height: px(10),
                    border_radius: BorderRadius::all(px(5)),
                    ..default()
                },
                BackgroundColor(PLAYER_COLOURS[1]),
                children![(
                    EvalShare,
                    Node {
                        width: percent(50),
                        height: percent(100),
                        border_radius: BorderRadius::all(px(5)),
                        ..default()
                    },
                    BackgroundColor(PLAYER_COLOURS[0]),
                )],
            ),
            (
                MarkStrip,
                // One row across the panel, as the bar above: the game from left to right.
                Node {
                    flex_direction: FlexDirection::Row,
                    width: percent(100),
                    ..default()
                },
            ),
            (ReviewSentence, Announced, text("", SMALL_SIZE, INK)),
        ],
    )
}

/// A mark's height, and the widest it grows, in the interface's pixels (1.5 times as many at 1080p).
const MARK_SIZE: f32 = 32.0;

fn class_words(locale: &Locale, class: Class) -> String {
    locale.text(match class {
        Class::Best => "class-best",
        Class::Good => "class-good",
        Class::Inaccuracy => "class-inaccuracy",
        Class::Mistake => "class-mistake",
        Class::Blunder => "class-blunder",
    })
}

/// Review pressed on the result screen replays the game with its review; in a replay it reviews
/// the game being replayed.
fn start_review(
    mut pressed: MessageReader<UiPressed>,
    current: Option<Res<Match>>,
    replaying: Option<Res<Replay>>,
    review: Option<Res<Review>>,
    mut commands: Commands,
) {
    for UiPressed(action) in pressed.read() {
        if *action != UiAction::Review || review.is_some() {
            continue;
        }
        if let Some(replay) = &replaying {
            commands.insert_resource(Review::start(&replay.record));
        } else if let Some(record) = current.as_ref().and_then(|c| c.game().record()) {
            commands.insert_resource(Review::start(&record));
            replay::start(&mut commands, record);
        }
    }
}

/// Takes the finished analysis (in the browser, after weighing this frame's slice).
fn collect_review(mut review: ResMut<Review>) {
    if let Some(analysis) = review.weighing.take_finished() {
        review.analysis = Some(analysis);
    }
}

/// Leaving the play screen stops the review and forgets it.
fn end_review(mut marked: ResMut<MarkedPit>, mut commands: Commands) {
    marked.set_if_neq(MarkedPit(None));
    // Dropping the review stops its weighing.
    commands.remove_resource::<Review>();
}

/// Player 1's expected margin at replay position `at`: the best play's value before the decision
/// there, or the final margin once every decision is played.
fn margin_at(analysis: &Analysis, at: usize, current: &Match) -> Option<f32> {
    match analysis.decisions.get(at) {
        Some(w) => {
            let sign = if w.decision.player == Player::One {
                1.0
            } else {
                -1.0
            };
            Some(sign * w.best_value)
        }
        None if at > 0 && at == analysis.decisions.len() => {
            Some(margin(current.game().position()) as f32)
        }
        None => None,
    }
}

/// The sentence for the decision about to be replayed.
fn sentence(locale: &Locale, weighed: &Weighed, current: &Match, names: &Names) -> String {
    let mut args: Vec<Arg> = judgement(locale, weighed);
    args.extend(names.about(weighed.decision.player));
    if weighed.class <= Class::Good {
        return locale.with("review-next", &args);
    }
    let why = why_better(
        locale,
        current.game().position(),
        weighed.decision,
        weighed.best,
        weighed.loss,
    );
    args.push(("why", why.into()));
    locale.with("review-next-lost", &args)
}

/// The words for a weighed decision: "played" and its "class" and, when it was worse than good,
/// the seeds "lost". The review and the coach say them alike.
pub(super) fn judgement(locale: &Locale, weighed: &Weighed) -> Vec<Arg<'static>> {
    let mut args = vec![
        ("played", decision_name(locale, weighed.decision).into()),
        ("class", class_words(locale, weighed.class).into()),
    ];
    if weighed.class > Class::Good {
        args.push(("lost", (weighed.loss.max(1.0).round() as i64).into()));
    }
    args
}

/// Keeps the panel up to date: progress or accuracy, the bar, the marks, the sentence and the
/// better pit lit on the board.
#[allow(clippy::too_many_arguments)]
fn show_review(
    mut review: ResMut<Review>,
    replay: Option<Res<Replay>>,
    current: Option<Res<Match>>,
    settings: Res<Settings>,
    mut panels: Query<&mut Node, (With<ReviewPanel>, Without<EvalShare>)>,
    mut shares: Query<&mut Node, (With<EvalShare>, Without<ReviewPanel>)>,
    mut lines: Query<&mut Text, (With<ReviewLine>, Without<ReviewSentence>)>,
    mut sentences: Query<&mut Text, (With<ReviewSentence>, Without<ReviewLine>)>,
    strips: Query<(Entity, Option<&Children>), With<MarkStrip>>,
    mut marks: Query<(&Mark, &mut Outline)>,
    mut marked: ResMut<MarkedPit>,
    mut commands: Commands,
) {
    let (Some(replay), Some(current)) = (replay, current) else {
        return;
    };
    for mut node in &mut panels {
        set_shown(&mut node, true);
    }
    let names = settings.player_names(&current.setup.seats);
    let locale = settings.locale();
    let (done, total) = review.progress();
    let at = replay.at;
    let margin = review
        .analysis
        .as_ref()
        .and_then(|analysis| margin_at(analysis, at, &current));
    let line = match &review.analysis {
        None => locale.with(
            "review-progress",
            &[("done", done.into()), ("total", total.into())],
        ),
        Some(analysis) => {
            let accuracy = Player::BOTH.map(|p| match analysis.accuracy[p.index()] {
                Some(a) => format!("{} {a:.0}%", names.of(p)),
                None => format!("{} —", names.of(p)),
            });
            let standing = match margin {
                Some(v) if v.abs() < 0.5 => locale.text("review-level"),
                Some(v) => {
                    let [name, you] = names.about(Player::BOTH[usize::from(v < 0.0)]);
                    let margin = ("margin", (v.abs().round() as i64).into());
                    locale.with("review-ahead", &[name, you, margin])
                }
                None => "—".to_string(),
            };
            let [first, second] = accuracy;
            locale.with(
                "review-line",
                &[
                    ("standing", standing.into()),
                    ("first", first.into()),
                    ("second", second.into()),
                ],
            )
        }
    };
    for mut text in &mut lines {
        if text.0 != line {
            text.0 = line.clone();
        }
    }
    let Some(analysis) = &review.analysis else {
        return;
    };
    // The marks, made once the analysis is in.
    for (strip, children) in &strips {
        if children.is_some_and(|c| !c.is_empty()) {
            continue;
        }
        for (index, weighed) in analysis.decisions.iter().enumerate() {
            // A button (painted as buttons are) around the class's colour.
            commands.spawn((
                ChildOf(strip),
                Button,
                UiAction::ReplayTo(index as u16),
                Mark(index),
                // A finger's height (48 pixels at 1080p); the marks share the width, a short
                // game's no wider than a finger.
                Node {
                    flex_grow: 1.0,
                    flex_basis: px(0),
                    max_width: px(MARK_SIZE),
                    height: px(MARK_SIZE),
                    padding: UiRect::all(px(2)),
                    border_radius: BorderRadius::all(px(3)),
                    ..default()
                },
                BackgroundColor(Color::NONE),
                Outline::new(px(2), px(1), Color::NONE),
                children![(
                    Node {
                        width: percent(100),
                        height: percent(100),
                        border_radius: BorderRadius::all(px(2)),
                        ..default()
                    },
                    BackgroundColor(class_colour(weighed.class)),
                    Pickable::IGNORE,
                )],
            ));
        }
    }
    for (Mark(index), mut outline) in &mut marks {
        let colour = if *index == at { INK } else { Color::NONE };
        if outline.color != colour {
            outline.color = colour;
        }
    }
    if let Some(value) = margin {
        let share = 50.0 + 50.0 * (value / BAR_SEEDS).clamp(-1.0, 1.0);
        for mut node in &mut shares {
            if node.width != percent(share) {
                node.width = percent(share);
            }
        }
    }
    // Before a mistake the better pit stays lit while the replay stands there, and the pit played
    // is tinted in its class's colour.
    let marks = analysis
        .decisions
        .get(at)
        .filter(|weighed| weighed.class > Class::Good && !current.is_busy())
        .map(|weighed| PitMarks {
            position: *current.game().position(),
            lit: weighed.best.action.pit(),
            played: Some((weighed.decision.action.pit(), weighed.class)),
        });
    marked.set_if_neq(MarkedPit(marks));
    if review.shown_at == Some(at) || current.is_busy() {
        return;
    }
    let words = typeset(&match analysis.decisions.get(at) {
        Some(weighed) => sentence(locale, weighed, &current, &names),
        None => locale.text("review-end"),
    });
    for mut text in &mut sentences {
        text.0 = words.clone();
    }
    review.shown_at = Some(at);
}

/// Each mark's accessible name says which decision it is and how it was judged. Named the frame
/// after it appears: Bevy names a new button from its text, and a mark has none.
fn name_marks(
    review: Res<Review>,
    current: Option<Res<Match>>,
    settings: Res<Settings>,
    marks: Query<(Entity, &Mark), Added<Mark>>,
    mut commands: Commands,
) {
    let (Some(analysis), Some(current)) = (&review.analysis, current) else {
        return;
    };
    let locale = settings.locale();
    let names = settings.player_names(&current.setup.seats);
    for (entity, Mark(index)) in &marks {
        let Some(weighed) = analysis.decisions.get(*index) else {
            continue;
        };
        let [name, you] = names.about(weighed.decision.player);
        let label = locale.with(
            "review-mark",
            &[
                ("number", (index + 1).into()),
                name,
                you,
                ("played", decision_name(locale, weighed.decision).into()),
                ("class", class_words(locale, weighed.class).into()),
            ],
        );
        commands.entity(entity).insert(AccessibleLabel::new(label));
    }
}

/// Dragging along the strip scrubs through the game: while a mark is held, the one under the
/// pointer is gone to.
fn scrub_marks(
    marks: Query<(&Mark, &Interaction)>,
    replay: Option<Res<Replay>>,
    mut pressed: MessageWriter<UiPressed>,
) {
    let Some(replay) = replay else { return };
    if !marks.iter().any(|(_, i)| *i == Interaction::Pressed) {
        return;
    }
    let under = marks
        .iter()
        .find(|(_, interaction)| **interaction == Interaction::Hovered);
    if let Some((Mark(index), _)) = under
        && *index != replay.at
    {
        pressed.write(UiPressed(UiAction::ReplayTo(*index as u16)));
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(OnExit(Screen::Play), end_review)
        .add_systems(
            Update,
            scrub_marks
                .run_if(in_state(Screen::Play))
                .in_set(GameSystems::Input),
        )
        .add_systems(
            Update,
            start_review
                .run_if(in_state(Screen::Play).or_else(in_state(Screen::Result)))
                .in_set(GameSystems::Direct),
        )
        .add_systems(
            Update,
            (name_marks, collect_review, show_review)
                .chain()
                .run_if(resource_exists::<Review>.and_then(in_state(Screen::Play)))
                .in_set(GameSystems::Interface),
        );
}
