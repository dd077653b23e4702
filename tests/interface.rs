//! The interface's own logic, without a window: the timeline adds up, saved games and records are
//! checked before use, captions speak the games' words, and settings buttons stay in range.
#![cfg(feature = "gui")]

use marum::rules_plugin::{MatchSetup, Seat};
use marum::settings::{Quality, SPEEDS, Settings};
use marum::ui::saved::SavedGame;
use marum::ui::settings_screen::{Change, Volume, apply};
use marum_core::captions::{explain, result_sentence};
use marum_core::files::load_record;
use marum_core::locale::{Language, Names};
use marum_core::rules::{Event, Game, Player, Variant};
use marum_core::timeline::Timeline;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

fn random_game(variant: Variant, rng: &mut SmallRng) -> (Game, Vec<Event>) {
    let mut game = Game::new(variant, Default::default(), Player::One).unwrap();
    let mut events = Vec::new();
    while !game.position().is_over() {
        let legal = game.decisions();
        let pick = legal.as_slice()[rng.random_range(0..legal.len())];
        game.play_with(pick, &mut events).unwrap();
    }
    (game, events)
}

/// The timeline that `events` make.
fn timeline_of(variant: Variant, events: &[Event]) -> Timeline {
    let mut timeline = Timeline::new(variant);
    for event in events {
        timeline.apply(event);
    }
    timeline
}

/// Every seed that reaches a store is counted in exactly one turn of its player.
#[test]
fn the_timeline_adds_up_to_the_stores() {
    let mut rng = SmallRng::seed_from_u64(4);
    for variant in Variant::ALL {
        for _ in 0..300 {
            let (game, events) = random_game(variant, &mut rng);
            let timeline = timeline_of(variant, &events);
            assert_eq!(timeline.open_turns().count(), 0, "turns left open");
            let mut won = [0i32; 2];
            for turn in &timeline.turns {
                won[turn.player.unwrap().index()] += turn.won;
            }
            let stores = game.position().stores();
            assert_eq!(won, [stores[0] as i32, stores[1] as i32], "{variant:?}");
            let chosen: usize = timeline.turns.iter().map(|t| t.pits.len()).sum();
            let sowings = game
                .history()
                .iter()
                .filter(|d| matches!(d.action, marum_core::rules::Action::Sow(_)))
                .count();
            assert_eq!(chosen, sowings, "each chosen pit appears once");
        }
    }
}

/// Played decision by decision, the timeline is the one the whole game's events make, and each
/// turn's end is the decision that finishes it: a replay sent there shows the turn done, one
/// decision earlier not yet.
#[test]
fn each_turn_ends_at_the_decision_that_finishes_it() {
    let mut rng = SmallRng::seed_from_u64(5);
    for variant in Variant::ALL {
        for _ in 0..100 {
            let (game, events) = random_game(variant, &mut rng);
            let start = Game::new(variant, Default::default(), Player::One).unwrap();
            let (timeline, ends) = Timeline::of_decisions(&start, game.history());
            let whole = timeline_of(variant, &events);
            assert_eq!(timeline.turns, whole.turns, "{variant:?}");
            assert_eq!(ends.len(), timeline.turns.len());
            assert!(ends.is_sorted() && ends.last() == Some(&game.history().len()));
            for (turn, &end) in ends.iter().enumerate() {
                let finished = |played: usize| {
                    Timeline::of_decisions(&start, &game.history()[..played])
                        .0
                        .turns
                        .len()
                };
                assert!(
                    finished(end) > turn && finished(end - 1) <= turn,
                    "{variant:?}"
                );
            }
        }
    }
}

#[test]
fn a_turn_reads_in_the_games_words() {
    let mut timeline = Timeline::new(Variant::MarumKonbi);
    let one = Player::One;
    for event in [
        Event::Scoop {
            player: one,
            pit: 2,
            count: 5,
        },
        Event::Relay {
            player: one,
            pit: 8,
        },
        Event::Scoop {
            player: one,
            pit: 8,
            count: 3,
        },
        Event::Capture {
            player: one,
            pit: 1,
            count: 7,
        },
        Event::TurnEnd { player: one },
    ] {
        timeline.apply(&event);
    }
    assert_eq!(
        timeline.turns[0].describe(Language::English.locale(), Variant::MarumKonbi),
        "pit 2 · 1 relay · Si-kang-si · +7"
    );
}

fn scratch(name: &str) -> std::path::PathBuf {
    let folder = std::env::temp_dir().join(format!("marum-interface-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    folder.join(name)
}

#[test]
fn saved_games_and_records_are_checked_before_use() {
    let mut rng = SmallRng::seed_from_u64(9);
    let (game, _) = random_game(Variant::Congkak, &mut rng);
    let setup = MatchSetup::standard(
        Variant::Congkak,
        [Seat::Human, Seat::Computer(marum_core::ai::Level::Hard)],
    );
    let half = game.history()[..game.history().len() / 2].to_vec();
    let saved = SavedGame {
        setup,
        decisions: half,
    };
    let path = scratch("saved.json");
    std::fs::write(&path, serde_json::to_string(&saved).unwrap()).unwrap();
    assert_eq!(SavedGame::load(&path), Ok(Some(saved.clone())));
    assert_eq!(SavedGame::load(&scratch("none.json")), Ok(None));
    std::fs::write(&path, "{ not json").unwrap();
    assert!(SavedGame::load(&path).unwrap_err().contains("not valid"));
    // Decisions that do not replay (a pit sown twice in a row from the start) are refused.
    let mut broken = saved.clone();
    broken.decisions = vec![saved.decisions[0]; 3];
    std::fs::write(&path, serde_json::to_string(&broken).unwrap()).unwrap();
    assert!(
        SavedGame::load(&path)
            .unwrap_err()
            .contains("does not replay")
    );

    // A record saved into a folder that does not exist yet is made there and loads back.
    let record = game.record().unwrap();
    let folder = scratch("records").join("new");
    let _ = std::fs::remove_dir_all(&folder);
    let record_path = marum::ui::saved::export_record(&record, &folder).unwrap();
    assert_eq!(load_record(&record_path), Ok(record));
    std::fs::write(&record_path, "[]").unwrap();
    assert!(load_record(&record_path).unwrap_err().contains("not valid"));
}

#[test]
fn captions_speak_the_games_words() {
    let names = Names::new(["Tomba".to_string(), "Ibemhal".to_string()], None);
    assert_eq!(
        result_sentence(
            Language::English.locale(),
            Variant::MarumKonbi,
            Some(Player::One),
            [34, 28],
            &names
        ),
        "Tomba amassed 34 marums, past the 32 needed."
    );
    assert_eq!(
        result_sentence(
            Language::English.locale(),
            Variant::Congkak,
            Some(Player::Two),
            [48, 50],
            &names
        ),
        "Ibemhal gathered 50 seeds, just the 50 needed."
    );
    assert!(
        result_sentence(
            Language::English.locale(),
            Variant::MarumKonbi,
            None,
            [31, 31],
            &names
        )
        .contains("31–31")
    );
    assert!(
        result_sentence(
            Language::English.locale(),
            Variant::Congkak,
            None,
            [49, 49],
            &names
        )
        .contains("49–49")
    );
    let two = Player::Two;
    let said = |event| {
        explain(
            Language::English.locale(),
            &event,
            Variant::MarumKonbi,
            &names,
        )
        .unwrap()
    };
    assert!(
        said(Event::Capture {
            player: two,
            pit: 3,
            count: 4
        })
        .starts_with("Si-kang-si")
    );
    assert!(
        said(Event::Nungkang {
            player: two,
            pit: 3
        })
        .starts_with("Nungkang")
    );
    assert!(
        said(Event::Relay {
            player: two,
            pit: 3
        })
        .starts_with("Relay!")
    );
    let congkak =
        |event| explain(Language::English.locale(), &event, Variant::Congkak, &names).unwrap();
    assert!(
        congkak(Event::HandsMeet {
            player: two,
            pos: 3,
            holding: 2
        })
        .contains("Ibemhal")
    );
    assert!(congkak(Event::Tick { tick: 1 }).starts_with("Both have chosen"));
    assert_eq!(
        explain(
            Language::English.locale(),
            &Event::Tick { tick: 2 },
            Variant::Congkak,
            &names
        ),
        None
    );
    assert!(
        congkak(Event::PitDies {
            player: two,
            pit: 9
        })
        .starts_with("Dead pit")
    );
    assert!(
        congkak(Event::BuyBack {
            player: two,
            pit: 9,
            count: 7
        })
        .starts_with("Buy-back")
    );
    assert_eq!(
        explain(
            Language::English.locale(),
            &Event::Drop {
                player: two,
                pos: 1,
                count: 1,
                left: 0
            },
            Variant::Congkak,
            &names
        ),
        None
    );
}

#[test]
fn settings_buttons_stay_in_range() {
    let mut settings = Settings::default();
    assert_eq!(settings.graphics, Quality::Medium);
    for _ in 0..20 {
        apply(Change::Volume(Volume::Music, 1), &mut settings);
        apply(Change::Speed(1), &mut settings);
        apply(Change::Graphics(1), &mut settings);
    }
    assert_eq!(settings.music_volume, 1.0);
    assert_eq!(settings.speed, SPEEDS[SPEEDS.len() - 1]);
    assert_eq!(settings.graphics, Quality::High);
    for _ in 0..20 {
        apply(Change::Volume(Volume::Music, -1), &mut settings);
        apply(Change::Speed(-1), &mut settings);
        apply(Change::Graphics(-1), &mut settings);
    }
    assert_eq!(settings.music_volume, 0.0);
    assert_eq!(settings.speed, SPEEDS[0]);
    assert_eq!(settings.graphics, Quality::Low);
    apply(Change::Mute, &mut settings);
    assert!(settings.muted && settings.effects_gain() == 0.0 && settings.music_gain() == 0.0);
}
