//! Plain-words explanations of what just happened, for first games and the kiosk's attract loop;
//! what a decision does, for the hint and the review; and the result in each game's own words.

use crate::rules::{Action, Decision, Event, Player, Position, Variant, congkak};
use crate::timeline::{Note, Timeline};

/// A sentence for a step worth explaining, with the players' names; `None` for ordinary drops.
pub fn explain(event: &Event, variant: Variant, names: &[String; 2]) -> Option<String> {
    let name = |player: Player| &names[player.index()];
    let words = &variant.describe().words;
    let seeds = words.seeds;
    Some(match *event {
        Event::OpeningChoice { player } => {
            format!(
                "{} has chosen an opening pit, kept secret until both have chosen.",
                name(player)
            )
        }
        Event::Relay { .. } => words.relay_caption.into(),
        Event::Capture { player, count, .. } => (words.capture_caption)(count, name(player)),
        Event::Nungkang { .. } => "Nungkang: two empty pits ahead, the turn ends.".into(),
        Event::QuietStop { .. } => {
            "Quiet stop: the last marum fell in an empty pit, the turn ends.".into()
        }
        Event::EndlessRelay { .. } => {
            "The relay would go round for ever: sowing stops and the turn ends.".into()
        }
        Event::HouseBonus { player, can_pick } => {
            if can_pick {
                format!(
                    "House bonus: the last seed fell in {}'s own house (rumah): pick a pit and sow again.",
                    name(player)
                )
            } else {
                "The last seed fell in the house, but no pit is left to sow from.".into()
            }
        }
        Event::PitDies { .. } => {
            "Dead pit: the last seed fell in an empty pit with nothing opposite; it is closed."
                .into()
        }
        Event::BuyBack { player, .. } => format!(
            "Buy-back: {} pays {} seeds from the house to open a dead pit again.",
            name(player),
            congkak::BUY_BACK_PRICE
        ),
        Event::HandsMeet { player, .. } => format!(
            "The hands meet! {}'s hand stops and waits for the other turn to end.",
            name(player)
        ),
        Event::HandResumes { player, .. } => format!("{}'s waiting hand sows on.", name(player)),
        Event::Pass { player } => format!("{} has no pit to sow from and passes.", name(player)),
        Event::Partition { .. } => {
            "Two marums left in two pits: the Two-Marum partition gives one to each player.".into()
        }
        Event::Repetition => format!(
            "The same position came back a third time: the game ends and the {seeds} are collected."
        ),
        Event::GameOver { winner, stores } => result_sentence(variant, winner, stores, names),
        Event::Scoop { .. }
        | Event::Drop { .. }
        | Event::Tick { .. }
        | Event::Collect { .. }
        | Event::TurnEnd { .. } => return None,
    })
}

/// "Player 1 amassed 34 marums, past the 32 needed", or the draw.
pub fn result_sentence(
    variant: Variant,
    winner: Option<Player>,
    stores: [u8; 2],
    names: &[String; 2],
) -> String {
    let game = variant.describe();
    let (seeds, needed, verb) = (game.words.seeds, game.winning, game.words.result_verb);
    match winner {
        Some(player) => format!(
            "{} {verb} {} {seeds}, past the {needed} needed.",
            names[player.index()],
            stores[player.index()]
        ),
        None => format!(
            "A draw at {}–{}: an honourable share of the {seeds}.",
            stores[0], stores[1]
        ),
    }
}

/// A decision as the start of a sentence: "Pit 9", "Buying back pit 3".
pub fn decision_name(decision: Decision) -> String {
    match decision.action {
        Action::Sow(pit) => format!("Pit {pit}"),
        Action::Buy(pit) => format!("Buying back pit {pit}"),
    }
}

/// What `decision` does at once from `position`, in the game's words: "relays 4 times and takes
/// 7 marums by Si-kang-si", "ends in Nungkang".
pub fn what_it_does(position: &Position, decision: Decision) -> String {
    let seeds = position.variant().describe().words.seeds;
    match effects(position, decision).as_deref() {
        None => "is not possible here".into(),
        Some([]) => format!("sows without taking any {seeds}"),
        Some([one]) => one.clone(),
        Some([first @ .., last]) => format!("{} and {last}", first.join(", ")),
    }
}

/// The clauses of [`what_it_does`], none when the decision takes nothing and ends plainly;
/// `None` when it is not possible.
fn effects(position: &Position, decision: Decision) -> Option<Vec<String>> {
    let variant = position.variant();
    let mut after = *position;
    let mut events = Vec::new();
    after.play(decision, &mut events).ok()?;
    let mut timeline = Timeline::new(variant);
    for event in &events {
        timeline.apply(event);
    }
    let mover = decision.player;
    let Some(entry) = timeline
        .turns
        .iter()
        .chain(timeline.open_turns())
        .filter(|t| t.player == Some(mover))
        .last()
    else {
        return Some(vec!["sows".into()]);
    };
    let words = &variant.describe().words;
    let mut clauses = Vec::new();
    match entry.relays {
        0 => {}
        1 => clauses.push("relays once".to_string()),
        n => clauses.push(format!("relays {n} times")),
    }
    if entry.captured > 0 {
        clauses.push(format!(
            "takes {} {} by {}",
            entry.captured, words.seeds, words.capture
        ));
    }
    let dropped = entry.won - entry.captured;
    if dropped > 0 && !entry.notes.contains(&Note::BuyBack) {
        clauses.push(format!("drops {dropped} into the {}", words.store));
    }
    clauses.extend(
        entry
            .notes
            .iter()
            .filter_map(|note| note.clause())
            .map(str::to_string),
    );
    if after.is_over() && !entry.notes.contains(&Note::Partition) {
        clauses.push("ends the game".into());
    }
    Some(clauses)
}

/// Why `best` is better than `played` from `position`, which lost `loss` seeds: "Pit 9 relays 4
/// times and takes 7 marums by Si-kang-si; pit 3 ends in Nungkang."
pub fn why_better(position: &Position, played: Decision, best: Decision, loss: f32) -> String {
    let seeds = position.variant().describe().words.seeds;
    if position.is_choosing_in_secret() {
        // Nothing moves until both have chosen: the choice is judged against every answer.
        return format!(
            "{} is the better secret choice: whatever the other player picks, it keeps about {:.0} more {seeds} by the end.",
            decision_name(best),
            loss.max(1.0)
        );
    }
    let (good, bad) = (what_it_does(position, best), what_it_does(position, played));
    let (best_name, played_name) = (decision_name(best), decision_name(played).to_lowercase());
    if good == bad {
        // The same at once: the difference shows only turns later.
        format!(
            "{} {bad}, as {} does, but {} keeps about {:.0} more {seeds} by the end.",
            decision_name(played),
            best_name.to_lowercase(),
            best_name.to_lowercase(),
            loss.max(1.0)
        )
    } else {
        format!("{best_name} {good}; {played_name} {bad}.")
    }
}

/// The hint's sentence: "Try pit 9: it relays once and takes 4 marums by Si-kang-si."
pub fn hint_sentence(position: &Position, decision: Decision) -> String {
    let name = decision_name(decision).to_lowercase();
    let does = what_it_does(position, decision);
    let reason = if effects(position, decision).is_some_and(|e| e.is_empty()) {
        format!("{does} now, but it looks best a few turns ahead")
    } else {
        does
    };
    format!("Try {name}: it {reason}.")
}
