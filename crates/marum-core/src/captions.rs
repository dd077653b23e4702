//! Plain-words explanations of what just happened, for first games and the kiosk's attract loop,
//! and the result in each game's own words.

use crate::rules::{Event, Player, Variant, congkak};

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
