//! The `marum` command: parses the command line and hands over to the library.

use clap::{Parser, Subcommand};
#[cfg(feature = "gui")]
use marum::settings::Quality;
#[cfg(feature = "gui")]
use marum::ui::Screen;
use marum_core::ai::{Level, endgame};
#[cfg(feature = "gui")]
use marum_core::locale::Language;
use marum_core::rules::{Options, Variant};
use marum_core::{analysis, engine, selfplay, terminal, tournament};
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "marum",
    version,
    about = "Marum Konbi and Congkak, two traditional mancala games"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// The game to play when no command is given.
    #[arg(long, value_parser = parse_variant, default_value = "marum-konbi")]
    variant: Variant,
    /// The computer opponent's level.
    #[arg(long, value_parser = parse_level, default_value = "medium")]
    level: Level,
    /// Exhibition kiosk: full screen, the computer demonstrating until a visitor touches the screen.
    #[arg(long)]
    kiosk: bool,
    /// With --kiosk: run the kiosk in a window of --size through GAMES demonstration games, a
    /// visitor every few, then print one JSON line of counts that would grow if it leaked.
    #[arg(long, requires = "kiosk", value_name = "GAMES", value_parser = parse_count::<u64>)]
    soak: Option<u64>,
    /// With --soak: kiosk seconds per frame, in thirtieths (30: a second a frame).
    #[arg(long, default_value_t = 30.0, value_parser = parse_speed)]
    speed: f32,
    /// With --soak: this many random touches, drags, clicks, keys and resizes instead of the
    /// scripted visitor.
    #[arg(long, default_value_t = 0, requires = "soak", value_name = "EVENTS")]
    monkey: u64,
    /// With --soak: the seed of the visitor's and the monkey's choices.
    #[arg(long, requires = "soak")]
    seed: Option<u64>,
    /// With --kiosk: the exhibitor's configuration file (default: kiosk.json in the config folder).
    #[arg(long)]
    kiosk_config: Option<std::path::PathBuf>,
    /// Open the game on the replay of this record (a JSON file saved from the result screen).
    #[arg(long, conflicts_with_all = ["kiosk", "screenshot", "record"])]
    replay: Option<std::path::PathBuf>,
    /// Render the board to this PNG file and exit.
    #[arg(long, conflicts_with = "record")]
    screenshot: Option<std::path::PathBuf>,
    /// Render frames on virtual time (each advances the game by exactly 1/fps) into this folder
    /// as numbered PNGs, with every seed's position per frame in seeds.jsonl, and exit.
    #[arg(long)]
    record: Option<std::path::PathBuf>,
    /// With --record: frames per second of game time.
    #[arg(long, default_value_t = 30, value_parser = clap::value_parser!(u32).range(1..=240))]
    fps: u32,
    /// With --record: seconds of game time to record.
    #[arg(long, default_value_t = 3.0, value_parser = parse_seconds)]
    seconds: f32,
    /// With --screenshot or --record: the screen to render (title, menu, toss, play, result,
    /// rules, settings; attract with --kiosk).
    #[cfg(feature = "gui")]
    #[arg(long, value_parser = parse_screen, default_value = "play")]
    screen: Screen,
    /// With --screenshot or --record: random decisions played at once first.
    #[arg(long, default_value_t = 0)]
    after_moves: usize,
    /// With --screenshot: play one more decision at normal speed and capture it in flight.
    #[arg(long)]
    in_flight: bool,
    /// With --screenshot --screen result: press Review, wait for it, and capture the replay at
    /// the game's first mistake.
    #[arg(long)]
    review: bool,
    /// With --screenshot --in-flight: print the mean frame time and the app update's CPU time
    /// over this many frames of the longest sowing there is.
    #[arg(long, default_value_t = 0)]
    measure_frames: u32,
    /// With --screenshot or --record: the window size, WIDTHxHEIGHT.
    #[arg(long, value_parser = parse_size, default_value = "1280x720")]
    size: (u32, u32),
    /// With --screenshot or --record: graphics quality (low, medium, high).
    #[cfg(feature = "gui")]
    #[arg(long, value_parser = parse_quality, default_value = "medium")]
    quality: Quality,
    /// The language on screen: en, ms (Bahasa Melayu) or mni (Meitei in Meitei Mayek); by
    /// default the saved setting, else the system's.
    #[cfg(feature = "gui")]
    #[arg(long, value_parser = parse_language)]
    lang: Option<Language>,
    /// Text size, 1.0 to 2.0 (by default the saved setting).
    #[cfg(feature = "gui")]
    #[arg(long, value_parser = parse_text_scale)]
    text_scale: Option<f32>,
}

#[derive(Subcommand)]
enum Command {
    /// Play in the terminal: player 1 at the keyboard against the computer.
    Terminal {
        #[arg(long, value_parser = parse_variant, default_value = "marum-konbi")]
        variant: Variant,
        /// The computer's level.
        #[arg(long, value_parser = parse_level, default_value = "medium")]
        level: Level,
    },
    /// Speak the engine line protocol (ENGINE_PROTOCOL.md) on standard input and output.
    Engine {
        /// Seed for the engine's random choices.
        #[arg(long)]
        seed: Option<u64>,
    },
    /// Play random games at full speed and count what happened.
    Selfplay {
        #[arg(long, value_parser = parse_variant)]
        variant: Variant,
        #[arg(long, default_value_t = 10_000, value_parser = parse_count::<u64>)]
        games: u64,
        #[arg(long)]
        seed: Option<u64>,
        /// Rule options as JSON, e.g. '{"relay":"next-pit"}'.
        #[arg(long, value_parser = parse_options)]
        options: Option<Options>,
        /// End with one JSON object on the last line.
        #[arg(long)]
        json: bool,
        /// Play through the headless rules plugin (entities and messages) in instant mode.
        #[arg(long)]
        ecs: bool,
    },
    /// The kiosk's demonstration loop headless at full speed: games played, entity count and
    /// resident memory at the start and the end.
    Soak {
        #[arg(long, default_value_t = 1000, value_parser = parse_count::<u64>)]
        games: u64,
        /// The demonstration's computer level.
        #[arg(long, value_parser = parse_level, default_value = "easy")]
        level: Level,
        /// Append one JSON line per game here, as the kiosk does.
        #[arg(long)]
        stats: Option<std::path::PathBuf>,
        /// Rewrite the kiosk's status here every `--status-every` milliseconds, as the kiosk does.
        #[arg(long)]
        status: Option<std::path::PathBuf>,
        #[arg(long, default_value_t = 5000)]
        status_every: u64,
        #[arg(long)]
        seed: Option<u64>,
        /// End with one JSON object on the last line.
        #[arg(long)]
        json: bool,
    },
    /// Weighs every decision of a saved record: its value, the best decision, the seeds lost, a
    /// class (best, good, inaccuracy, mistake, blunder) and each player's accuracy.
    Analyse {
        /// A record saved from the result screen (JSON).
        file: std::path::PathBuf,
        /// The level whose search weighs the decisions.
        #[arg(long, value_parser = parse_level, default_value = "hard")]
        level: Level,
        /// End with one JSON object on the last line.
        #[arg(long)]
        json: bool,
    },
    /// Exact endgame solutions: how often, how fast and how large, on random small positions.
    Endgame {
        #[arg(long, value_parser = parse_variant)]
        variant: Variant,
        /// At most this many seeds on the board.
        #[arg(long, default_value_t = marum_core::ai::endgame::ENDGAME_SEEDS)]
        seeds: u32,
        #[arg(long, default_value_t = 200, value_parser = parse_count::<u32>)]
        positions: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// End with one JSON object on the last line.
        #[arg(long)]
        json: bool,
    },
    /// Two computer levels play paired games: each toss with both seatings.
    Tournament {
        #[arg(long, value_parser = parse_variant)]
        variant: Variant,
        #[arg(long, value_parser = parse_level)]
        a: Level,
        #[arg(long, value_parser = parse_level)]
        b: Level,
        #[arg(long, default_value_t = 100, value_parser = parse_count::<u64>)]
        games: u64,
        #[arg(long)]
        seed: Option<u64>,
        #[arg(long, value_parser = parse_options)]
        options: Option<Options>,
        /// End with one JSON object on the last line.
        #[arg(long)]
        json: bool,
    },
}

fn parse_level(text: &str) -> Result<Level, String> {
    Level::from_name(text).ok_or_else(|| {
        let names: Vec<&str> = Level::ALL.map(Level::name).into();
        format!("unknown level {text:?}; use {}", names.join(", "))
    })
}

/// Prints a report, and with `json` one JSON object on the last line.
fn show<R: serde::Serialize>(report: &R, print: fn(&R), json: bool) {
    print(report);
    if json {
        println!("{}", serde_json::to_string(report).unwrap_or_default());
    }
}

fn parse_size(text: &str) -> Result<(u32, u32), String> {
    let (width, height) = text
        .split_once('x')
        .ok_or("the size is WIDTHxHEIGHT, e.g. 1280x720")?;
    let parse = |n: &str| n.parse::<u32>().ok().filter(|&n| (64..=8192).contains(&n));
    match (parse(width), parse(height)) {
        (Some(w), Some(h)) => Ok((w, h)),
        _ => Err("width and height must be whole numbers from 64 to 8192".into()),
    }
}

/// A number from `least` to `most`, or a sentence saying what `what` must be.
fn parse_number(text: &str, what: &str, least: f32, most: f32) -> Result<f32, String> {
    text.parse::<f32>()
        .ok()
        .filter(|n| (least..=most).contains(n))
        .ok_or_else(|| format!("the {what} must be a number from {least} to {most}"))
}

/// A count of games or positions: running none would only print an empty report.
fn parse_count<N: std::str::FromStr + PartialOrd + From<u8>>(text: &str) -> Result<N, String> {
    text.parse::<N>()
        .ok()
        .filter(|n| *n >= N::from(1))
        .ok_or_else(|| "it must be a whole number, at least 1".into())
}

fn parse_speed(text: &str) -> Result<f32, String> {
    parse_number(text, "speed", 0.1, 600.0)
}

fn parse_seconds(text: &str) -> Result<f32, String> {
    parse_number(text, "seconds", 0.05, 600.0)
}

#[cfg(feature = "gui")]
fn parse_quality(text: &str) -> Result<Quality, String> {
    Quality::from_name(text)
        .ok_or_else(|| format!("unknown quality {text:?}; use low, medium or high"))
}

#[cfg(feature = "gui")]
fn parse_screen(text: &str) -> Result<Screen, String> {
    Screen::from_name(text).ok_or_else(|| {
        let names: Vec<&str> = Screen::ALL.iter().map(|s| s.name()).collect();
        format!("unknown screen {text:?}; use one of {}", names.join(", "))
    })
}

#[cfg(feature = "gui")]
fn parse_text_scale(text: &str) -> Result<f32, String> {
    match text.parse::<f32>() {
        Ok(scale) if (1.0..=2.0).contains(&scale) => Ok(scale),
        _ => Err(format!(
            "the text scale {text:?} is not a number from 1.0 to 2.0"
        )),
    }
}

#[cfg(feature = "gui")]
fn parse_language(text: &str) -> Result<Language, String> {
    Language::from_code(text).ok_or_else(|| format!("unknown language {text:?}; use en, ms or mni"))
}

fn parse_variant(text: &str) -> Result<Variant, String> {
    Variant::from_id(text)
        .ok_or_else(|| format!("unknown game {text:?}; use marum-konbi or congkak"))
}

fn parse_options(text: &str) -> Result<Options, String> {
    serde_json::from_str(text).map_err(|e| format!("the options are not valid: {e}"))
}

#[cfg(feature = "gui")]
fn play_windowed(cli: &Cli) -> Result<(), String> {
    use marum::capture::{self, CapturePlan, Output};
    use marum::game_app;
    game_app::display_available()?;
    let kiosk = cli.kiosk.then(|| {
        let mut config = marum::kiosk::load_config(cli.kiosk_config.clone());
        if let Some(language) = cli.lang {
            config.caption_language = language.code().into();
        }
        config
    });
    let output = match (&cli.screenshot, &cli.record) {
        (Some(path), _) => Some(Output::Picture(path.clone())),
        (None, Some(folder)) => Some(Output::Frames {
            folder: folder.clone(),
            fps: cli.fps,
            seconds: cli.seconds,
        }),
        (None, None) => None,
    };
    let exit = match (output, kiosk) {
        (Some(output), kiosk) => capture::run(
            CapturePlan {
                output,
                variant: cli.variant,
                screen: cli.screen,
                after_moves: cli.after_moves,
                size: cli.size,
                in_flight: cli.in_flight,
                review: cli.review,
                measure_frames: cli.measure_frames,
                quality: cli.quality,
                language: cli.lang.unwrap_or_default(),
                text_scale: cli.text_scale.unwrap_or(1.0),
            },
            kiosk,
        )?,
        (None, Some(config)) => game_app::kiosk(
            config,
            cli.soak.map(|games| {
                let plan = marum::kiosk::exercise::SoakPlan {
                    games,
                    speed: cli.speed,
                    monkey: cli.monkey,
                    seed: cli.seed.unwrap_or(1),
                };
                (plan, cli.size)
            }),
        ),
        (None, None) => {
            let record = match &cli.replay {
                Some(path) => Some(marum_core::files::load_record(path)?),
                None => None,
            };
            game_app::play(cli.variant, cli.level, record, cli.lang, cli.text_scale)
        }
    };
    exit_result(exit)
}

#[cfg(feature = "gui")]
fn exit_result(exit: bevy::app::AppExit) -> Result<(), String> {
    if exit.is_success() {
        Ok(())
    } else {
        Err("the game window closed with an error".into())
    }
}

/// Built without the `gui` feature, the game is played in the terminal.
#[cfg(not(feature = "gui"))]
fn play_windowed(cli: &Cli) -> Result<(), String> {
    if cli.screenshot.is_some() || cli.record.is_some() || cli.kiosk || cli.replay.is_some() {
        return Err("screenshots, recordings, the kiosk and replays need the gui feature".into());
    }
    terminal::play(cli.variant, cli.level).map_err(|e| e.to_string())
}

/// In the browser the page's address is the command line (see `marum::page_address`).
#[cfg(target_arch = "wasm32")]
fn parse_command_line() -> Cli {
    let query = web_sys::window()
        .and_then(|window| window.location().search().ok())
        .unwrap_or_default();
    Cli::try_parse_from(marum::page_address::command_line(&query)).unwrap_or_else(|error| {
        let problem =
            format!("The page's address is not understood ({error}); playing with the defaults.");
        web_sys::console::warn_1(&problem.into());
        Cli::parse_from(["marum"])
    })
}

#[cfg(not(target_arch = "wasm32"))]
fn parse_command_line() -> Cli {
    Cli::parse()
}

fn main() -> ExitCode {
    let cli = parse_command_line();
    let outcome = match cli.command {
        Some(Command::Engine { seed }) => {
            let mut engine = engine::Engine::new(seed.unwrap_or_else(engine::fresh_seed));
            engine
                .run(std::io::stdin().lock(), std::io::stdout().lock())
                .map_err(|e| e.to_string())
        }
        Some(Command::Selfplay {
            variant,
            games,
            seed,
            options,
            json,
            ecs,
        }) => {
            let run = if ecs {
                marum::headless::selfplay
            } else {
                selfplay::run
            };
            run(
                variant,
                options.unwrap_or_default(),
                games,
                seed.unwrap_or_else(engine::fresh_seed),
            )
        }
        .map(|report| show(&report, selfplay::Report::print, json)),
        Some(Command::Tournament {
            variant,
            a,
            b,
            games,
            seed,
            options,
            json,
        }) => tournament::run(
            variant,
            options.unwrap_or_default(),
            a,
            b,
            games,
            seed.unwrap_or_else(engine::fresh_seed),
        )
        .map(|report| show(&report, tournament::Report::print, json)),
        Some(Command::Soak {
            games,
            level,
            stats,
            status,
            status_every,
            seed,
            json,
        }) => {
            let files = marum::kiosk::stats::StatsFiles {
                games: stats,
                status,
                status_every: std::time::Duration::from_millis(status_every),
            };
            marum::kiosk::soak::run(games, level, files, seed.unwrap_or_else(engine::fresh_seed))
                .map(|report| show(&report, marum::kiosk::soak::Report::print, json))
        }
        Some(Command::Analyse { file, level, json }) => marum_core::files::load_record(&file)
            .and_then(|record| analysis::analyse(&record, level))
            .map(|report| show(&report, analysis::Analysis::print, json)),
        Some(Command::Endgame {
            variant,
            seeds,
            positions,
            seed,
            json,
        }) => endgame::benchmark(variant, seeds, positions, seed)
            .map(|report| show(&report, endgame::Benchmark::print, json)),
        Some(Command::Terminal { variant, level }) => {
            terminal::play(variant, level).map_err(|e| e.to_string())
        }
        None => play_windowed(&cli),
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("marum: {message}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_of_nothing_are_refused_with_a_reason() {
        let commands: [&[&str]; 5] = [
            &[
                "tournament",
                "--variant",
                "congkak",
                "--a",
                "easy",
                "--b",
                "easy",
                "--games",
                "0",
            ],
            &["selfplay", "--variant", "congkak", "--games", "0"],
            &["soak", "--games", "0"],
            &["endgame", "--variant", "congkak", "--positions", "0"],
            &["--kiosk", "--soak", "0"],
        ];
        for words in commands {
            let line = std::iter::once("marum").chain(words.iter().copied());
            let error = Cli::try_parse_from(line.clone())
                .err()
                .unwrap_or_else(|| panic!("{words:?} was accepted"));
            assert!(
                error.to_string().contains("at least 1"),
                "{words:?}: {error}"
            );
            let one = line.map(|word| if word == "0" { "1" } else { word });
            assert!(Cli::try_parse_from(one).is_ok(), "{words:?} with 1");
        }
    }

    #[test]
    fn the_terminal_game_takes_its_game_and_level() {
        let line = [
            "marum",
            "terminal",
            "--variant",
            "congkak",
            "--level",
            "hard",
        ];
        let command = Cli::try_parse_from(line).map(|cli| cli.command);
        assert!(
            matches!(
                command,
                Ok(Some(Command::Terminal {
                    variant: Variant::Congkak,
                    level: Level::Hard
                }))
            ),
            "{line:?}"
        );
    }
}
