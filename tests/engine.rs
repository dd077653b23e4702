//! `marum engine`: the protocol of ENGINE_PROTOCOL.md, and bad input of every kind answered with a
//! clear error while the game stays as it was and the process stays alive.

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use serde_json::{Value, json};
use std::io::Write;
use std::process::{Command, Stdio};

/// Runs the real binary on `input` and returns its answer lines and exit status.
fn run_engine(input: &[u8]) -> (Vec<Value>, std::process::ExitStatus) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_marum"))
        .args(["engine", "--seed", "7"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the marum binary starts");
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    let writer = std::thread::spawn(move || stdin.write_all(&input));
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    let answers = String::from_utf8(output.stdout)
        .expect("answers are UTF-8")
        .lines()
        .map(|line| serde_json::from_str(line).expect("every answer line is JSON"))
        .collect();
    (answers, output.status)
}

fn lines(requests: &[Value]) -> Vec<u8> {
    requests
        .iter()
        .map(|r| format!("{r}\n"))
        .collect::<String>()
        .into_bytes()
}

fn assert_error(answer: &Value, context: &str) {
    assert_eq!(answer["ok"], json!(false), "{context}: {answer}");
    let message = answer["error"]
        .as_str()
        .unwrap_or_else(|| panic!("{context}: no error text"));
    assert!(
        message.ends_with('.') && message.len() > 10,
        "{context}: unclear error {message:?}"
    );
}

#[test]
fn a_session_follows_the_protocol() {
    let (answers, status) = run_engine(&lines(&[
        json!({"cmd": "new", "variant": "marum-konbi"}),
        json!({"cmd": "legal"}),
        json!({"cmd": "go", "player": 1, "level": "master", "movetime_ms": 50}),
        json!({"cmd": "state"}),
        json!({"cmd": "play", "player": 1, "action": {"sow": 2}}),
        json!({"cmd": "quit"}),
        json!({"cmd": "state"}),
    ]));
    assert!(status.success());
    assert_eq!(answers.len(), 6, "nothing is answered after quit");
    let start = &answers[0]["state"];
    assert_eq!(start["board"], json!([5, 5, 5, 5, 5, 6, 5, 5, 5, 5, 5, 6]));
    assert_eq!(start["awaiting"], json!([1]));
    assert_eq!(start["phase"], json!("play"));
    let moves = answers[1]["moves"].as_array().unwrap();
    let sown: Vec<Value> = moves.iter().map(|m| m["action"]["sow"].clone()).collect();
    assert_eq!(sown, [0, 1, 2, 3, 4].map(|n| json!(n)));
    assert!(moves.iter().all(|m| m["player"] == json!(1)));
    assert_eq!(answers[2]["player"], json!(1));
    assert!(
        moves.iter().any(|m| m["action"] == answers[2]["action"]),
        "go picks a legal move"
    );
    assert_eq!(answers[3]["state"], *start, "go does not change the game");
    let played = &answers[4];
    assert_eq!(played["ok"], json!(true));
    assert_eq!(played["state"]["awaiting"], json!([2]));
    let events = played["events"].as_array().unwrap();
    assert_eq!(
        events[0],
        json!({"kind": "scoop", "player": 1, "pit": 2, "count": 5})
    );
    assert!(events.iter().all(|e| e["kind"].is_string()));
    assert_eq!(answers[5], json!({"ok": true}));
}

#[test]
fn congkak_opening_choices_stay_secret() {
    let (answers, status) = run_engine(&lines(&[
        json!({"cmd": "new", "variant": "congkak", "first": 2, "options": {"relay_opponent": false}}),
        json!({"cmd": "legal"}),
        json!({"cmd": "play", "player": 2, "action": {"sow": 13}}),
        json!({"cmd": "play", "player": 2, "action": {"sow": 12}}),
        json!({"cmd": "play", "player": 1, "action": {"sow": 0}}),
    ]));
    assert!(status.success(), "end of input ends the engine cleanly");
    assert_eq!(answers[0]["state"]["awaiting"], json!([1, 2]));
    assert_eq!(answers[0]["state"]["phase"], json!("opening"));
    assert_eq!(answers[1]["moves"].as_array().unwrap().len(), 14);
    assert_eq!(
        answers[2]["state"]["board"], answers[0]["state"]["board"],
        "nothing moves yet"
    );
    assert_eq!(
        answers[2]["events"],
        json!([{"kind": "opening_choice", "player": 2}])
    );
    assert_error(&answers[3], "a second opening choice");
    // The recorded game of congkak.jsonl: both hands sow together.
    assert_eq!(
        answers[4]["state"]["board"],
        json!([1, 9, 9, 9, 9, 8, 8, 1, 7, 7, 7, 7, 7, 0, 8, 1])
    );
}

#[test]
fn bad_requests_get_clear_errors_and_change_nothing() {
    let new_game = json!({"cmd": "new", "variant": "marum-konbi"});
    let bad: Vec<&[u8]> = vec![
        b"not json",
        b"",
        b"{}",
        b"[]",
        b"42",
        b"{\"cmd\":\"fly\"}",
        b"{\"cmd\":5}",
        b"{\"cmd\":\"new\"}",
        b"{\"cmd\":\"new\",\"variant\":\"chess\"}",
        b"{\"cmd\":\"new\",\"variant\":\"congkak\",\"first\":3}",
        b"{\"cmd\":\"new\",\"variant\":\"marum-konbi\",\"options\":{\"relay\":\"sometimes\"}}",
        b"{\"cmd\":\"new\",\"variant\":\"marum-konbi\",\"options\":{\"relay_opponent\":true}}",
        b"{\"cmd\":\"new\",\"variant\":\"congkak\",\"options\":{\"colour\":\"red\"}}",
        b"{\"cmd\":\"play\"}",
        b"{\"cmd\":\"play\",\"player\":3,\"action\":{\"sow\":1}}",
        b"{\"cmd\":\"play\",\"player\":1,\"action\":{\"jump\":1}}",
        b"{\"cmd\":\"play\",\"player\":1,\"action\":{\"sow\":-1}}",
        b"{\"cmd\":\"play\",\"player\":1,\"action\":{\"sow\":300}}",
        b"{\"cmd\":\"play\",\"player\":2,\"action\":{\"sow\":7}}",
        b"{\"cmd\":\"play\",\"player\":1,\"action\":{\"sow\":5}}",
        b"{\"cmd\":\"play\",\"player\":1,\"action\":{\"sow\":8}}",
        b"{\"cmd\":\"play\",\"player\":1,\"action\":{\"sow\":12}}",
        b"{\"cmd\":\"play\",\"player\":1,\"action\":{\"buy\":2}}",
        b"{\"cmd\":\"go\",\"player\":2}",
        b"{\"cmd\":\"go\",\"player\":1,\"level\":\"grandmaster\"}",
        b"{\"cmd\":\"go\",\"player\":1,\"movetime_ms\":0}",
        b"\xff\xfe\x00garbage",
        b"{\"cmd\":\"play\",\"player\":1,\"action\":{\"sow\":1}",
    ];
    let mut input = lines(&[new_game, json!({"cmd": "state"})]);
    for line in &bad {
        input.extend_from_slice(line);
        input.push(b'\n');
    }
    input.extend_from_slice(&lines(&[json!({"cmd": "state"})]));
    let (answers, status) = run_engine(&input);
    assert!(status.success());
    assert_eq!(answers.len(), bad.len() + 3, "one answer per line");
    for (line, answer) in bad.iter().zip(&answers[2..]) {
        assert_error(answer, &String::from_utf8_lossy(line));
    }
    assert_eq!(
        answers.last().unwrap(),
        &answers[1],
        "the game is unchanged"
    );
}

#[test]
fn a_move_before_any_game_is_refused() {
    let (answers, _) = run_engine(&lines(&[json!({"cmd": "state"}), json!({"cmd": "legal"})]));
    assert_error(&answers[0], "state before new");
    assert_error(&answers[1], "legal before new");
}

/// Random bytes and random JSON never crash the engine or change the game.
#[test]
fn random_input_is_survived() {
    let mut rng = SmallRng::seed_from_u64(99);
    let mut input = lines(&[
        json!({"cmd": "new", "variant": "congkak"}),
        json!({"cmd": "state"}),
    ]);
    let words = [
        "cmd", "new", "play", "go", "legal", "player", "action", "sow", "buy", "variant",
    ];
    let mut lines_sent = 0;
    for _ in 0..600 {
        if rng.random() {
            let length = rng.random_range(0..80);
            input.extend(
                (0..length)
                    .map(|_| rng.random::<u8>())
                    .filter(|&b| b != b'\n'),
            );
        } else {
            let value = random_json(&mut rng, &words, 3);
            // Keep the game as it is: only play requests can change it, and those are sent bad.
            if value.get("cmd") == Some(&json!("play"))
                || value.get("cmd") == Some(&json!("new"))
                || value.get("cmd") == Some(&json!("quit"))
            {
                continue;
            }
            input.extend_from_slice(value.to_string().as_bytes());
        }
        input.push(b'\n');
        lines_sent += 1;
    }
    input.extend_from_slice(&lines(&[json!({"cmd": "state"})]));
    let (answers, status) = run_engine(&input);
    assert!(status.success());
    assert_eq!(answers.len(), lines_sent + 3, "one answer per line");
    assert_eq!(
        answers.last().unwrap(),
        &answers[1],
        "the game is unchanged"
    );
}

fn random_json(rng: &mut SmallRng, words: &[&str], depth: u32) -> Value {
    match rng.random_range(0..if depth == 0 { 4 } else { 6 }) {
        0 => json!(rng.random_range(-3..20)),
        1 => json!(words[rng.random_range(0..words.len())]),
        2 => json!(rng.random::<bool>()),
        3 => Value::Null,
        4 => Value::Array(
            (0..rng.random_range(0..3))
                .map(|_| random_json(rng, words, depth - 1))
                .collect(),
        ),
        _ => Value::Object(
            (0..rng.random_range(0..4))
                .map(|_| {
                    let key = words[rng.random_range(0..words.len())].to_string();
                    (key, random_json(rng, words, depth - 1))
                })
                .collect(),
        ),
    }
}
