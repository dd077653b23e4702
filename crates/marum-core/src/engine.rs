//! `marum engine`: the line protocol of ENGINE_PROTOCOL.md. One JSON request per input line, one
//! JSON answer per line on the output, flushed at once; errors never end the process and never
//! change the game.

use crate::ai::{Ai, Level};
use crate::rules::{Action, Decision, Game, Options, Player, Variant};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use serde::Deserialize;
use serde_json::{Value, json};
use std::io::{self, BufRead, Write};
use std::time::Duration;

#[derive(Deserialize)]
#[serde(tag = "cmd", rename_all = "lowercase")]
enum Request {
    New {
        variant: Variant,
        #[serde(default)]
        first: Option<Player>,
        #[serde(default)]
        options: Options,
    },
    State,
    Legal,
    Play {
        player: Player,
        action: Action,
    },
    Go {
        player: Player,
        #[serde(default)]
        level: Option<Level>,
        /// Thinking time, replacing the level's own.
        #[serde(default)]
        movetime_ms: Option<u64>,
    },
    Quit,
}

pub struct Engine {
    game: Option<Game>,
    rng: SmallRng,
}

/// An answer, and whether the engine should stop after sending it.
pub struct Answer {
    pub json: Value,
    pub quit: bool,
}

fn error(message: impl Into<String>) -> Value {
    json!({"ok": false, "error": message.into()})
}

impl Engine {
    pub fn new(seed: u64) -> Engine {
        Engine {
            game: None,
            rng: SmallRng::seed_from_u64(seed),
        }
    }

    /// Answers one request line.
    pub fn handle(&mut self, line: &str) -> Answer {
        let json = match parse(line) {
            Ok(Request::Quit) => {
                return Answer {
                    json: json!({"ok": true}),
                    quit: true,
                };
            }
            Ok(request) => self.answer(request).unwrap_or_else(error),
            Err(message) => error(message),
        };
        Answer { json, quit: false }
    }

    fn game(&self) -> Result<&Game, String> {
        self.game.as_ref().ok_or_else(|| {
            "No game has been started; send {\"cmd\":\"new\",\"variant\":...} first.".into()
        })
    }

    fn answer(&mut self, request: Request) -> Result<Value, String> {
        Ok(match request {
            Request::New {
                variant,
                first,
                options,
            } => {
                let game = Game::new(variant, options, first.unwrap_or(Player::One))?;
                let state = game.state();
                self.game = Some(game);
                json!({"ok": true, "state": state})
            }
            Request::State => json!({"ok": true, "state": self.game()?.state()}),
            Request::Legal => {
                let moves = self.game()?.decisions();
                json!({"ok": true, "moves": moves.as_slice()})
            }
            Request::Play { player, action } => {
                let game = self.game.as_mut().ok_or("No game has been started.")?;
                let events = game
                    .play(Decision { player, action })
                    .map_err(|e| e.to_string())?;
                json!({"ok": true, "state": game.state(), "events": events})
            }
            Request::Go {
                player,
                level,
                movetime_ms,
            } => {
                let game = self.game()?.clone();
                if game.position().is_over() {
                    return Err("The game is over.".into());
                }
                if movetime_ms == Some(0) {
                    return Err("movetime_ms must be at least 1.".into());
                }
                let mut ai = Ai::new(level.unwrap_or_default());
                ai.movetime = movetime_ms.map(Duration::from_millis);
                let choice = ai
                    .decide(&game, player, &mut self.rng)
                    .ok_or_else(|| format!("It is not {player}'s turn to decide."))?;
                json!({"ok": true, "player": player, "action": choice.action})
            }
            Request::Quit => json!({"ok": true}),
        })
    }

    /// Reads requests until `quit` or the end of input; never fails on bad input.
    pub fn run(&mut self, input: impl BufRead, mut output: impl Write) -> io::Result<()> {
        for line in input.split(b'\n') {
            let bytes = line?;
            let answer = match std::str::from_utf8(&bytes) {
                Ok(text) => self.handle(text.trim_end_matches('\r')),
                Err(_) => Answer {
                    json: error("The line is not valid UTF-8 text."),
                    quit: false,
                },
            };
            writeln!(output, "{}", answer.json)?;
            output.flush()?;
            if answer.quit {
                break;
            }
        }
        Ok(())
    }
}

fn parse(line: &str) -> Result<Request, String> {
    let value: Value =
        serde_json::from_str(line).map_err(|e| format!("The line is not a JSON object ({e})."))?;
    let Some(command) = value.get("cmd").cloned() else {
        return Err("A request must be a JSON object with a \"cmd\" field.".into());
    };
    let known = ["new", "state", "legal", "play", "go", "quit"];
    match command.as_str() {
        Some(name) if known.contains(&name) => {}
        _ => {
            return Err(format!(
                "Unknown command {command}; the commands are new, state, legal, play, go and quit."
            ));
        }
    }
    serde_json::from_value(value).map_err(|e| format!("The {command} request is malformed: {e}."))
}

/// A seed for the engine's random choices when none is given.
pub fn fresh_seed() -> u64 {
    rand::rng().random()
}
