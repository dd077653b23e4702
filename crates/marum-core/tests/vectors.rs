//! Every recorded game in tests/vectors (copies of the workplace's shared recordings) replays with
//! the exact state after every decision.

use marum_core::rules::{Decision, Game, Options, Player, Variant};
use serde::Deserialize;
use serde_json::Value;
use std::path::PathBuf;

#[derive(Deserialize)]
struct RecordedGame {
    variant: Variant,
    options: Options,
    first: Player,
    initial: Value,
    steps: Vec<Step>,
}

#[derive(Deserialize)]
struct Step {
    #[serde(flatten)]
    decision: Decision,
    state: Value,
}

fn vectors_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/vectors")
}

/// Where the shared recordings live beside a workplace checkout (a user's clone has none).
fn shared_vectors_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/vectors")
}

/// Every field the recording has must equal ours; fields it lacks are not compared.
fn assert_state(game: &Game, expected: &Value, context: &str) {
    let ours = serde_json::to_value(game.state()).unwrap();
    for (field, value) in expected.as_object().expect("a state is an object") {
        assert_eq!(
            ours.get(field),
            Some(value),
            "{context}: field {field} differs\n ours: {ours}\n recorded: {expected}"
        );
    }
}

#[test]
fn recorded_games_replay_exactly() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(vectors_dir())
        .expect("tests/vectors holds the recorded games")
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "jsonl"))
        .collect();
    files.sort();
    assert!(
        files.len() >= 4,
        "expected the four vector files, found {files:?}"
    );
    let mut decisions = 0;
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        for (line_number, line) in text.lines().enumerate() {
            let recorded: RecordedGame = serde_json::from_str(line).unwrap();
            let name = format!("{} game {}", file.display(), line_number + 1);
            let mut game = Game::new(recorded.variant, recorded.options, recorded.first).unwrap();
            assert_state(&game, &recorded.initial, &format!("{name}, initial"));
            for (index, step) in recorded.steps.iter().enumerate() {
                let context = format!("{name}, decision {} ({:?})", index + 1, step.decision);
                game.play(step.decision)
                    .unwrap_or_else(|e| panic!("{context}: refused: {e}"));
                assert_state(&game, &step.state, &context);
                decisions += 1;
            }
            assert!(game.position().is_over(), "{name} ends");
        }
    }
    assert!(decisions > 1000, "only {decisions} decisions replayed");
}

/// Where the shared recordings exist (beside a workplace checkout), the repository's copies are
/// the same files.
#[test]
fn the_copies_agree_with_the_shared_recordings_where_they_exist() {
    let shared = shared_vectors_dir();
    if !shared.is_dir() {
        return;
    }
    for entry in std::fs::read_dir(&shared).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|ext| ext == "jsonl") {
            let copy = vectors_dir().join(path.file_name().unwrap());
            assert_eq!(
                std::fs::read(&copy).ok(),
                std::fs::read(&path).ok(),
                "{} differs from {}",
                copy.display(),
                path.display()
            );
        }
    }
}
