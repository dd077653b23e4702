//! A text board for the terminal: the game playable without the graphical screens.

use crate::rules::{Action, Decision, Event, Game, Player, Variant};
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use std::io::{self, BufRead, Write};

/// One line for the rule events a move had, so the player sees what happened.
fn summary(events: &[Event]) -> String {
    let notes: Vec<String> = events
        .iter()
        .filter_map(|event| match *event {
            Event::Relay { pit, .. } => Some(format!("relay from {pit}")),
            Event::Capture { pit, count, .. } => Some(format!("captured {count} from {pit}")),
            Event::Nungkang { .. } => Some("Nungkang".into()),
            Event::QuietStop { .. } => Some("quiet stop".into()),
            Event::EndlessRelay { .. } => Some("endless relay stopped".into()),
            Event::HouseBonus { .. } => Some("house bonus".into()),
            Event::PitDies { pit, .. } => Some(format!("pit {pit} dies")),
            Event::BuyBack { pit, .. } => Some(format!("bought back pit {pit}")),
            Event::HandsMeet { player, .. } => Some(format!("hands meet, {player} waits")),
            Event::Pass { player } => Some(format!("{player} passes")),
            Event::Partition { .. } => Some("Two-Marum partition".into()),
            Event::Repetition => Some("repetition".into()),
            _ => None,
        })
        .collect();
    notes.join(", ")
}

/// Player 1 at the keyboard against a computer that picks at random.
pub fn play(variant: Variant) -> io::Result<()> {
    let mut game = Game::new(variant, Default::default(), Player::One).map_err(io::Error::other)?;
    let mut rng: SmallRng = rand::make_rng();
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines();
    println!(
        "{} — you are player 1 (bottom row). Type a pit number, b N to buy back pit N, or q to quit.",
        variant.name()
    );
    while !game.position().is_over() {
        println!("\n{}", game.position().text_board());
        let legal = game.decisions();
        let decision = if game.position().is_awaiting(Player::One) {
            print!("your decision> ");
            io::stdout().flush()?;
            let Some(line) = lines.next().transpose()? else {
                return Ok(());
            };
            let line = line.trim();
            if line == "q" {
                return Ok(());
            }
            let action = match line.strip_prefix('b') {
                Some(rest) => rest.trim().parse().map(Action::Buy),
                None => line.parse().map(Action::Sow),
            };
            let Ok(action) = action else {
                println!("Type a pit number such as 2, or b 3 to buy back pit 3.");
                continue;
            };
            Decision {
                player: Player::One,
                action,
            }
        } else {
            let theirs: Vec<Decision> = legal.as_slice().to_vec();
            *theirs.choose(&mut rng).expect("someone must decide")
        };
        match game.play(decision) {
            Ok(events) => println!(
                "{} {}: {}",
                decision.player,
                decision.action,
                summary(&events)
            ),
            Err(error) => println!("{error}"),
        }
    }
    println!("\n{}", game.position().text_board());
    let [a, b] = game.position().stores();
    match game.position().winner() {
        Some(winner) => println!("{winner} wins, {a}–{b}."),
        None => println!("A draw, {a}–{b}."),
    }
    Ok(())
}
