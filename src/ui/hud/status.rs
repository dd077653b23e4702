//! The status line: what is happening, in a sentence.

use crate::rules_plugin::{Match, Seat};
use crate::settings::Settings;
use crate::ui::replay::Replay;
use crate::ui::widgets::TypesetLine;
use bevy::prelude::*;
use marum_core::locale::{Locale, Names};
use marum_core::rules::{Action, DecisionList, Phase, Player, Position, congkak};

#[derive(Component)]
pub(super) struct StatusLine;

/// What the board shows of a move, as the line tells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shown {
    AtRest,
    /// A move is being shown; `to_a_person` where one is seated, who may hurry it.
    Move {
        to_a_person: bool,
    },
    Hurried,
}

impl Shown {
    fn of(current: &Match) -> Shown {
        if !current.is_busy() {
            Shown::AtRest
        } else if current.is_hurried() {
            Shown::Hurried
        } else {
            let to_a_person = current.setup.seats.contains(&Seat::Human);
            Shown::Move { to_a_person }
        }
    }
}

/// What is happening in `position`, in a sentence: `shown`, what the board shows, `waits_for` the
/// players the game waits for now (due, and the board shown where they are due), `computer` for
/// those the computer plays: one it waits for is thinking, or its decision is on its way (never
/// told to choose a pit of its row).
fn status_sentence(
    locale: &Locale,
    position: &Position,
    shown: Shown,
    waits_for: impl Fn(Player) -> bool,
    computer: impl Fn(Player) -> bool,
    names: &Names,
) -> String {
    let about = |id: &str, player: Player| locale.with(id, &names.about(player));
    if position.is_over() {
        return locale.text("status-over");
    }
    // A move being shown, as `plain` says it, or with `offer` to hurry it where a person may.
    let sowing = |plain: &str, offer: &str| match shown {
        Shown::Move { to_a_person: true } => locale.text(offer),
        Shown::Hurried => locale.text("status-sowing-hurried"),
        Shown::AtRest | Shown::Move { .. } => locale.text(plain),
    };
    if position.phase() != Phase::Opening && shown != Shown::AtRest {
        return sowing("status-sowing", "status-sowing-hurry");
    }
    // In Congkak's opening the rules have a hand in its house before the board shows it there:
    // until then both hands are still sowing together.
    let awaiting: Vec<Player> = Player::BOTH.into_iter().filter(|&p| waits_for(p)).collect();
    if let Some(&thinker) = awaiting.iter().find(|&&p| computer(p)) {
        return about("status-thinking", thinker);
    }
    if position.is_choosing_in_secret() {
        return match awaiting.as_slice() {
            [_, _] => locale.text("status-secret-both"),
            [one] => {
                let [name, you] = names.about(*one);
                let chosen = ("chosen", names.of(one.other()).into());
                locale.with("status-secret-one", &[chosen, name, you])
            }
            _ => sowing("status-together", "status-together-hurry"),
        };
    }
    if position.phase() == Phase::Opening {
        // The hands are on their way: a hand that reached its own house waits for a pick.
        return match awaiting.as_slice() {
            [_, _] => locale.text("status-house-both"),
            [one] => about("status-house-one", *one),
            _ => sowing("status-together", "status-together-hurry"),
        };
    }
    let Some(&mover) = awaiting.first() else {
        return String::new();
    };
    let mut decisions = DecisionList::new();
    position.decisions(&mut decisions);
    let can_buy = decisions
        .of(mover)
        .any(|d| matches!(d.action, Action::Buy(_)));
    let can_sow = decisions
        .of(mover)
        .any(|d| matches!(d.action, Action::Sow(_)));
    let id = match (can_sow, can_buy) {
        (true, true) => "status-choose-or-buy",
        (false, true) => "status-buy",
        _ => "status-choose",
    };
    let [name, you] = names.about(mover);
    locale.with(id, &[name, you, ("price", congkak::BUY_BACK_PRICE.into())])
}

/// Where a replay stands: "Replay: move 3 of 50", or before the first move at its start.
fn replay_sentence(locale: &Locale, at: usize, total: usize) -> String {
    locale.with(
        "status-replay",
        &[("at", at.into()), ("total", total.into())],
    )
}

pub(super) fn update_status(
    current: Option<Res<Match>>,
    settings: Res<Settings>,
    time: Res<Time<Virtual>>,
    replay: Option<Res<Replay>>,
    mut line: Query<&mut Text, With<StatusLine>>,
    mut typeset_line: Local<TypesetLine>,
) {
    let Some(current) = current else { return };
    let names = settings.player_names(&current.setup.seats);
    let locale = settings.locale();
    let sentence = if time.is_paused() {
        locale.text("status-paused")
    } else if let Some(replay) = &replay {
        replay_sentence(locale, replay.at, replay.record.decisions.len())
    } else {
        let position = current.game().position();
        status_sentence(
            locale,
            position,
            Shown::of(&current),
            |p| current.waits_for(p),
            |p| matches!(current.setup.seats[p.index()], Seat::Computer(_)),
            &names,
        )
    };
    let sentence = typeset_line.of(&sentence);
    for mut text in &mut line {
        if text.0 != sentence {
            sentence.clone_into(&mut text.0);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{english, hud_app, new_game, new_game_of, timed};
    use super::*;
    use crate::rules_plugin::{MoveRequest, Seat, Timing};
    use marum_core::rules::{Decision, Options, Variant};

    fn en() -> &'static marum_core::locale::Locale {
        marum_core::locale::Language::English.locale()
    }

    fn names() -> Names {
        Names::new(["Ana".into(), "Computer".into()], None)
    }

    /// A replay's start is not called "move 0".
    #[test]
    fn a_replay_says_where_it_stands() {
        let ms = marum_core::locale::Language::Malay.locale();
        assert_eq!(
            replay_sentence(en(), 0, 50),
            "Replay: before the first of 50 moves"
        );
        assert_eq!(replay_sentence(en(), 3, 50), "Replay: move 3 of 50");
        assert_eq!(
            replay_sentence(ms, 0, 50),
            "Tayangan semula: sebelum langkah pertama daripada 50"
        );
        assert_eq!(
            replay_sentence(ms, 50, 50),
            "Tayangan semula: langkah 50 daripada 50"
        );
    }

    /// The two secret choices of Congkak's opening (player 1's first) after which a hand ends in
    /// its house and its player picks again, with the position they lead to.
    fn openings_to_a_pick() -> Vec<(Decision, Decision, Position)> {
        let start = Position::new(Variant::Congkak, &Options::default(), Player::One);
        let mut found = Vec::new();
        for one in 0..7 {
            for two in 8..15 {
                let choices = [
                    Decision::sow(Player::One, one),
                    Decision::sow(Player::Two, two),
                ];
                let mut position = start;
                for choice in choices {
                    position
                        .play(choice, &mut marum_core::rules::NoEvents)
                        .unwrap();
                }
                let picking = position.phase() == Phase::Opening
                    && !position.is_choosing_in_secret()
                    && position.awaiting_mask() != 0;
                if picking {
                    found.push((choices[0], choices[1], position));
                }
            }
        }
        assert!(
            !found.is_empty(),
            "no opening pick after a house landing among the choices"
        );
        found
    }

    /// Congkak's opening after both secret choices, where a hand ended in its house and its
    /// player picks again: the choices are no longer secret, and the sentence says so.
    #[test]
    fn a_pick_after_a_house_landing_in_the_opening_is_not_called_hidden() {
        for (_, _, position) in openings_to_a_pick() {
            let due = |p| position.is_awaiting(p);
            let sentence =
                status_sentence(en(), &position, Shown::AtRest, due, |_| false, &names());
            assert!(
                !sentence.contains("hidden") && !sentence.contains("secret"),
                "{sentence}"
            );
            assert!(sentence.contains("house"), "{sentence}");
        }
        let start = Position::new(Variant::Congkak, &Options::default(), Player::One);
        let due = |p| start.is_awaiting(p);
        let secret = status_sentence(en(), &start, Shown::AtRest, due, |_| false, &names());
        assert!(secret.contains("secret"), "{secret}");
    }

    /// While a move is shown to a person the line says a tap hurries it, and once hurried that it
    /// goes faster; a game of computers alone just sows.
    #[test]
    fn a_move_shown_to_a_person_can_be_hurried() {
        let mut app = hud_app(english(), update_status);
        timed(&mut app);
        let line = app.world_mut().spawn((StatusLine, Text::default())).id();
        let status = |app: &mut App| {
            app.update();
            app.world().get::<Text>(line).unwrap().0.clone()
        };
        let sow = |player, pit| MoveRequest {
            player,
            action: Action::Sow(pit),
        };
        app.world_mut()
            .write_message(new_game([Seat::Human; 2], Player::One));
        assert_eq!(
            status(&mut app),
            "Player\u{a0}1: choose a pit of your\u{a0}row."
        );
        app.world_mut().write_message(sow(Player::One, 0));
        // Its last two words kept together, should the line wrap.
        assert_eq!(
            status(&mut app),
            "Sowing… tap the board to speed it\u{a0}up."
        );
        app.world_mut().write_message(sow(Player::Two, 6));
        assert_eq!(status(&mut app), "Sowing\u{a0}faster…");

        let computer = Seat::Computer(marum_core::ai::Level::Beginner);
        app.world_mut()
            .write_message(new_game([computer; 2], Player::One));
        app.update();
        crate::headless::update_until(&mut app, "the computer never moved", |world| {
            world.resource::<Match>().is_busy()
        });
        assert_eq!(status(&mut app), "Sowing…");
    }

    /// While the computer's decision is due the line says it is thinking, in every frame until
    /// its move is shown: in the frame its found decision was on its way to the board, the line
    /// told it to "choose a pit of your row".
    #[test]
    fn the_computer_is_never_told_to_choose() {
        let mut app = hud_app(english(), update_status);
        timed(&mut app);
        let line = app.world_mut().spawn((StatusLine, Text::default())).id();
        let computer = Seat::Computer(marum_core::ai::Level::Beginner);
        app.world_mut()
            .write_message(new_game([Seat::Human, computer], Player::Two));
        for frame in 0.. {
            app.update();
            if !app.world().resource::<Match>().game().history().is_empty() {
                break;
            }
            assert!(frame < 10_000, "the computer never moved");
            let status = &app.world().get::<Text>(line).unwrap().0;
            assert!(
                status.starts_with("Computer") && status.ends_with("is\u{a0}thinking…"),
                "frame {frame}: {status}"
            );
        }
    }

    /// While the board still shows both opening hands sowing, the line says so; that a hand
    /// reached its house, only once the board shows it there. It said so while both hands were
    /// still crossing the board.
    #[test]
    fn the_opening_is_told_as_the_board_shows_it() {
        let (one, two, _) = openings_to_a_pick()[0];
        let mut app = hud_app(english(), update_status);
        app.insert_resource(Timing {
            speed: 8.0,
            ..Timing::default()
        });
        let two_people = [Seat::Human; 2];
        app.world_mut()
            .write_message(new_game_of(Variant::Congkak, two_people, Player::One));
        let line = app.world_mut().spawn((StatusLine, Text::default())).id();
        app.update();
        for choice in [one, two] {
            app.world_mut().write_message(MoveRequest::from(choice));
            app.update();
        }
        // The line follows the board a frame later.
        app.update();
        let status = |app: &App| app.world().get::<Text>(line).unwrap().0.clone();
        assert!(app.world().resource::<Match>().is_busy());
        assert_eq!(
            status(&app),
            "Both hands sow together… tap the board to speed them\u{a0}up."
        );
        crate::headless::update_until(&mut app, "the opening never came to rest", |world| {
            !world.resource::<Match>().is_busy()
        });
        app.update();
        assert!(status(&app).contains("reached"), "{}", status(&app));
    }
}
