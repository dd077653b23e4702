//! A text board for the terminal: the game playable without the graphical screens.

use crate::ai::{Ai, Level};
use crate::rules::{Action, Decision, Event, Game, Player, Variant};
use rand::Rng;
use rand::rngs::SmallRng;
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

/// What player 1 may type now: a buy-back only where one is legal.
fn how_to_type(game: &Game) -> &'static str {
    let may_buy = game
        .decisions()
        .of(Player::One)
        .any(|d| matches!(d.action, Action::Buy(_)));
    if may_buy {
        "Type a pit number such as 2, or b 3 to buy back pit 3."
    } else {
        "Type a pit number such as 2."
    }
}

/// Player 1 at the keyboard against the computer at `level`.
pub fn play(variant: Variant, level: Level) -> io::Result<()> {
    let mut rng: SmallRng = rand::make_rng();
    session(variant, level, io::stdin().lock(), io::stdout(), &mut rng)
}

/// The terminal game, its player's lines read from `input` and the board written to `output`;
/// it ends with the game, at `q`, or where the input ends.
pub fn session(
    variant: Variant,
    level: Level,
    input: impl BufRead,
    mut output: impl Write,
    rng: &mut impl Rng,
) -> io::Result<()> {
    let mut game = Game::new(variant, Default::default(), Player::One).map_err(io::Error::other)?;
    let mut computer = Ai::new(level);
    let mut lines = input.lines();
    writeln!(
        output,
        "{}: you are player 1 (bottom row), against the computer ({}). Type the number of a pit to sow from, or q to quit.",
        variant.name(),
        level.name()
    )?;
    while !game.position().is_over() {
        writeln!(output, "\n{}", game.position().text_board())?;
        let decision = if game.position().is_awaiting(Player::One) {
            write!(output, "your decision> ")?;
            output.flush()?;
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
                writeln!(output, "{}", how_to_type(&game))?;
                continue;
            };
            Decision {
                player: Player::One,
                action,
            }
        } else {
            computer
                .decide(&game, Player::Two, rng)
                .ok_or_else(|| io::Error::other("the computer found no decision"))?
        };
        match game.play(decision) {
            Ok(events) => {
                let notes = summary(&events);
                let (player, action) = (decision.player, decision.action);
                if notes.is_empty() {
                    writeln!(output, "{player} {action}")?;
                } else {
                    writeln!(output, "{player} {action}: {notes}")?;
                }
            }
            Err(error) => writeln!(output, "{error}")?,
        }
    }
    writeln!(output, "\n{}", game.position().text_board())?;
    let [a, b] = game.position().stores();
    match game.position().winner() {
        Some(winner) => writeln!(output, "{winner} wins, {a}–{b}."),
        None => writeln!(output, "A draw, {a}–{b}."),
    }
}
