//! `marum terminal`: a whole game against the computer from typed lines, and typing it cannot
//! follow answered with a sentence while the board stays as it was.

use marum_core::ai::Level;
use marum_core::rules::Variant;
use marum_core::terminal::session;
use rand::SeedableRng;
use rand::rngs::SmallRng;

/// What the terminal game writes for these typed lines.
fn transcript(variant: Variant, typed: &str) -> String {
    let mut output = Vec::new();
    let mut rng = SmallRng::seed_from_u64(3);
    session(
        variant,
        Level::Easy,
        typed.as_bytes(),
        &mut output,
        &mut rng,
    )
    .expect("in memory");
    String::from_utf8(output).expect("text")
}

/// The boards written, in order.
fn boards(transcript: &str) -> Vec<&str> {
    transcript
        .split("\n\n")
        .skip(1)
        .map(|block| block.split("your decision>").next().unwrap_or(block))
        .collect()
}

#[test]
fn a_whole_game_is_played_against_the_computer() {
    // Every pit and every buy-back, again and again: what is not legal is refused, the rest plays.
    let round: String = (0..16).map(|pit| format!("{pit}\nb {pit}\n")).collect();
    for variant in [Variant::MarumKonbi, Variant::Congkak] {
        let text = transcript(variant, &round.repeat(200));
        let last = text.trim_end().lines().last().unwrap_or_default();
        assert!(
            last.ends_with('.') && (last.contains(" wins, ") || last.starts_with("A draw, ")),
            "{variant:?} did not end with a result: {last:?}"
        );
        let computer = text
            .lines()
            .filter(|line| line.starts_with("player 2 "))
            .count();
        assert!(
            computer > 3,
            "{variant:?}: the computer decided {computer} times"
        );
        assert!(
            text.contains("(easy)"),
            "{variant:?}: the level is not named"
        );
    }
}

#[test]
fn what_cannot_be_played_is_explained_and_changes_nothing() {
    let text = transcript(Variant::MarumKonbi, "x\n99\nb 3\n8\nq\n1\n");
    let written = boards(&text);
    assert_eq!(
        written.len(),
        5,
        "a board before each typed line up to q:\n{text}"
    );
    assert!(
        written.windows(2).all(|pair| pair[0] == pair[1]),
        "the board changed:\n{text}"
    );
    assert!(text.contains("Type a pit number such as 2.\n"), "{text}");
    assert!(
        !text.contains("buy back"),
        "Marum Konbi has no buy-back:\n{text}"
    );
    assert!(text.contains("This game has no buying back"), "{text}");
    assert!(
        text.contains("no pit 99"),
        "no sentence for pit 99:\n{text}"
    );
    assert!(
        text.contains("Pit 8"),
        "no sentence for the other row's pit 8:\n{text}"
    );
    assert!(
        !text.contains("player 1 sow"),
        "a decision after q:\n{text}"
    );
}
