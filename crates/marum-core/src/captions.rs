//! Plain-words explanations of what just happened, for first games and the kiosk's attract loop;
//! what a decision does, for the hint, the review and the move preview; and the result in each
//! game's own words.

use crate::locale::{Arg, Locale, Names, capitalised};
use crate::rules::{Action, Decision, Event, Player, Position, Variant, congkak};
use crate::timeline::{Note, Timeline};

/// A sentence for a step worth explaining, with the players' names; `None` for ordinary drops.
pub fn explain(locale: &Locale, event: &Event, variant: Variant, names: &Names) -> Option<String> {
    // A sentence about one player, naming them.
    let about = |id: &str, player: Player| locale.with(id, &names.about(player));
    Some(match *event {
        Event::OpeningChoice { player } => about("caption-opening-choice", player),
        // The opening's first tick: both choices are made and the hands set off.
        Event::Tick { tick: 1 } => locale.text("caption-hands-set-off"),
        Event::Relay { .. } => locale.of_game(variant, "caption-relay", &[]),
        Event::Capture { player, count, .. } => {
            let [name, you] = names.about(player);
            locale.of_game(
                variant,
                "caption-capture",
                &[("count", count.into()), name, you],
            )
        }
        Event::Nungkang { .. } => locale.text("caption-nungkang"),
        Event::QuietStop { .. } => locale.text("caption-quiet-stop"),
        Event::EndlessRelay { .. } => locale.text("caption-endless-relay"),
        Event::HouseBonus { player, can_pick } => {
            if can_pick {
                about("caption-house-bonus", player)
            } else {
                locale.text("caption-house-bonus-no-pit")
            }
        }
        Event::PitDies { .. } => locale.text("caption-dead-pit"),
        Event::BuyBack { player, .. } => {
            let [name, you] = names.about(player);
            let price = ("price", congkak::BUY_BACK_PRICE.into());
            locale.with("caption-buy-back", &[name, you, price])
        }
        Event::HandsMeet { player, .. } => about("caption-hands-meet", player),
        Event::HandResumes { player, .. } => about("caption-hand-resumes", player),
        Event::Pass { player } => about("caption-pass", player),
        Event::Partition { .. } => locale.text("caption-partition"),
        Event::Repetition => locale.with(
            "caption-repetition",
            &[("seeds", locale.of_game(variant, "seeds", &[]).into())],
        ),
        Event::GameOver { winner, stores } => {
            result_sentence(locale, variant, winner, stores, names)
        }
        Event::Scoop { .. }
        | Event::Drop { .. }
        | Event::Tick { .. }
        | Event::Collect { .. }
        | Event::TurnEnd { .. } => return None,
    })
}

/// "Player 1 amassed 34 marums, past the 32 needed" (or "just the 32 needed"), or the draw.
pub fn result_sentence(
    locale: &Locale,
    variant: Variant,
    winner: Option<Player>,
    stores: [u8; 2],
    names: &Names,
) -> String {
    match winner {
        Some(player) => {
            let (count, needed) = (stores[player.index()], variant.describe().winning);
            let [name, you] = names.about(player);
            locale.of_game(
                variant,
                "result",
                &[
                    name,
                    you,
                    ("count", count.into()),
                    ("needed", needed.into()),
                    // How far past the winning count: "just the 32 needed" at none.
                    ("beyond", count.saturating_sub(needed).into()),
                ],
            )
        }
        None => locale.with(
            "result-draw-sentence",
            &[
                ("one", stores[0].into()),
                ("two", stores[1].into()),
                ("seeds", locale.of_game(variant, "seeds", &[]).into()),
            ],
        ),
    }
}

/// A decision as a phrase: "pit 9", "buying back pit 3" (see [`capitalised`] to start a
/// sentence with it).
pub fn decision_name(locale: &Locale, decision: Decision) -> String {
    match decision.action {
        Action::Sow(pit) => locale.with("decision-sow", &[("pit", pit.into())]),
        Action::Buy(pit) => locale.with("decision-buy", &[("pit", pit.into())]),
    }
}

/// What `decision` does at once from `position`, in the game's words: "relays 4 times and takes
/// 7 marums by Si-kang-si", "ends in Nungkang".
pub fn what_it_does(locale: &Locale, position: &Position, decision: Decision) -> String {
    match effects(locale, position, decision) {
        Some(clauses) => does(locale, position.variant(), &clauses),
        None => locale.text("does-impossible"),
    }
}

/// The clauses of a decision's effects told as one: "relays once and takes 4 marums by
/// Si-kang-si", or that it takes nothing.
fn does(locale: &Locale, variant: Variant, clauses: &[String]) -> String {
    match clauses {
        [] => {
            let seeds = locale.of_game(variant, "seeds", &[]);
            locale.with("does-nothing", &[("seeds", seeds.into())])
        }
        [one] => one.clone(),
        [first @ .., last] => locale.with(
            "list-and",
            &[
                ("rest", first.join(", ").into()),
                ("last", last.as_str().into()),
            ],
        ),
    }
}

/// `decision` played from `position`: the position after it and what happened on the way;
/// `None` when it is not possible.
fn play_out(position: &Position, decision: Decision) -> Option<(Position, Vec<Event>)> {
    let (mut after, mut events) = (*position, Vec::new());
    after.play(decision, &mut events).ok()?;
    Some((after, events))
}

/// The clauses of [`what_it_does`], none when the decision takes nothing and ends plainly;
/// `None` when it is not possible.
fn effects(locale: &Locale, position: &Position, decision: Decision) -> Option<Vec<String>> {
    let (after, events) = play_out(position, decision)?;
    Some(clauses(locale, decision.player, &after, &events))
}

/// What `events`, the `mover`'s decision that left `after`, did, clause by clause.
fn clauses(locale: &Locale, mover: Player, after: &Position, events: &[Event]) -> Vec<String> {
    let variant = after.variant();
    let mut timeline = Timeline::new(variant);
    for event in events {
        timeline.apply(event);
    }
    let Some(entry) = timeline
        .turns
        .iter()
        .chain(timeline.open_turns())
        .filter(|t| t.player == Some(mover))
        .last()
    else {
        return vec![locale.text("does-sows")];
    };
    let mut clauses = Vec::new();
    if entry.relays > 0 {
        clauses.push(locale.with("clause-relays", &[("count", entry.relays.into())]));
    }
    if entry.captured > 0 {
        clauses.push(
            locale.with(
                "clause-takes",
                &[
                    (
                        "seeds",
                        locale
                            .of_game(variant, "count", &[("count", entry.captured.into())])
                            .into(),
                    ),
                    ("capture", locale.of_game(variant, "capture", &[]).into()),
                ],
            ),
        );
    }
    let dropped = entry.won - entry.captured;
    // A lone seed in the house is the last one, which "ends in the house" tells of.
    let only_the_last = dropped == 1 && entry.notes.contains(&Note::HouseBonus);
    if dropped > 0 && !entry.notes.contains(&Note::BuyBack) && !only_the_last {
        clauses.push(locale.with(
            "clause-drops",
            &[
                ("count", dropped.into()),
                ("store", locale.of_game(variant, "store", &[]).into()),
            ],
        ));
    }
    clauses.extend(entry.notes.iter().filter_map(|note| note.clause(locale)));
    if after.is_over() && !entry.notes.contains(&Note::Partition) {
        clauses.push(locale.text("clause-ends-game"));
    }
    clauses
}

/// How the best decision differs from the one played.
enum Difference {
    /// Secret choices: nothing moves until both have chosen, so the choice is judged against
    /// every answer.
    Secret,
    /// Both do the same at once (`does`): the difference shows only turns later.
    Later { does: String },
    /// What each does at once.
    Now { good: String, bad: String },
}

fn difference(
    locale: &Locale,
    position: &Position,
    played: Decision,
    best: Decision,
) -> Difference {
    if position.is_choosing_in_secret() {
        return Difference::Secret;
    }
    let good = what_it_does(locale, position, best);
    let bad = what_it_does(locale, position, played);
    if good == bad {
        Difference::Later { does: good }
    } else {
        Difference::Now { good, bad }
    }
}

/// "About `loss` more seeds", in the words of `position`'s game: "more", "seeds" and "seed".
fn more_seeds(locale: &Locale, position: &Position, loss: f32) -> [Arg<'static>; 3] {
    [
        ("more", (loss.max(1.0).round() as i64).into()),
        (
            "seeds",
            locale.of_game(position.variant(), "seeds", &[]).into(),
        ),
        (
            "seed",
            locale.of_game(position.variant(), "seed", &[]).into(),
        ),
    ]
}

/// Why `best` is better than `played` from `position`, which lost `loss` seeds: "Pit 9 relays 4
/// times and takes 7 marums by Si-kang-si; pit 3 ends in Nungkang."
pub fn why_better(
    locale: &Locale,
    position: &Position,
    played: Decision,
    best: Decision,
    loss: f32,
) -> String {
    let (best_name, played_name) = (decision_name(locale, best), decision_name(locale, played));
    let (id, mut args): (_, Vec<Arg>) = match difference(locale, position, played, best) {
        Difference::Secret => ("why-secret", vec![("best", capitalised(&best_name).into())]),
        Difference::Later { does } => (
            "why-same",
            vec![
                ("played", capitalised(&played_name).into()),
                ("does", does.into()),
                ("best", best_name.into()),
            ],
        ),
        Difference::Now { good, bad } => (
            "why-different",
            vec![
                ("best", capitalised(&best_name).into()),
                ("good", good.into()),
                ("played", played_name.into()),
                ("bad", bad.into()),
            ],
        ),
    };
    args.extend(more_seeds(locale, position, loss));
    locale.with(id, &args)
}

/// The coach's word on the decision that was better than `played`, which lost `loss` seeds:
/// "Pit 1 was better: it relays 13 times and ends in a quiet stop.", or, where both do the same
/// at once, "Pit 0 was better: it keeps about 6 more marums by the end."; for a secret choice,
/// that it was better whatever the other player picks (the coach has not seen their choice).
pub fn better_sentence(
    locale: &Locale,
    position: &Position,
    played: Decision,
    best: Decision,
    loss: f32,
) -> String {
    let name = capitalised(&decision_name(locale, best));
    match difference(locale, position, played, best) {
        Difference::Now { .. } => recommendation(locale, "better-sentence", name, position, best),
        Difference::Secret | Difference::Later { .. } => {
            let mut args = vec![("decision", name.into())];
            args.extend(more_seeds(locale, position, loss));
            let id = if position.is_choosing_in_secret() {
                "better-secret"
            } else {
                "better-later"
            };
            locale.with(id, &args)
        }
    }
}

/// The hint's sentence: "Try pit 9: it relays once and takes 4 marums by Si-kang-si." A secret
/// choice is recommended for what it is: what it does turns on the other player's choice, which
/// the hint may not give away (nor has yet, if they choose later).
pub fn hint_sentence(locale: &Locale, position: &Position, decision: Decision) -> String {
    let name = decision_name(locale, decision);
    if position.is_choosing_in_secret() {
        return locale.with("hint-secret", &[("decision", name.into())]);
    }
    recommendation(locale, "hint-sentence", name, position, decision)
}

/// What choosing a pit would do, told ahead while a person chooses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MovePreview {
    /// "If chosen, it relays twice and takes 7 marums by Si-kang-si."
    pub words: String,
    /// The pits whose seeds it would take, in the order it takes them.
    pub takes_from: Vec<u8>,
}

/// What choosing `decision` would do from `position`. Nothing for a decision that is not legal,
/// nor for a secret choice: what it does turns on the other player's choice, which must stay
/// hidden.
pub fn move_preview(
    locale: &Locale,
    position: &Position,
    decision: Decision,
) -> Option<MovePreview> {
    if position.is_choosing_in_secret() {
        return None;
    }
    let (after, events) = play_out(position, decision)?;
    let takes_from = events
        .iter()
        .filter_map(|event| match *event {
            Event::Capture { player, pit, .. } if player == decision.player => Some(pit),
            _ => None,
        })
        .collect();
    let clauses = clauses(locale, decision.player, &after, &events);
    let does = does(locale, position.variant(), &clauses);
    Some(MovePreview {
        words: locale.with("move-preview", &[("does", does.into())]),
        takes_from,
    })
}

/// The message `id` with the decision's `name` and what it does ("reason"), or, when it takes
/// nothing now, that it pays off a few turns ahead.
fn recommendation(
    locale: &Locale,
    id: &str,
    name: String,
    position: &Position,
    decision: Decision,
) -> String {
    let does = what_it_does(locale, position, decision);
    let reason = if effects(locale, position, decision).is_some_and(|e| e.is_empty()) {
        locale.with("hint-later", &[("does", does.into())])
    } else {
        does
    };
    locale.with(id, &[("decision", name.into()), ("reason", reason.into())])
}
