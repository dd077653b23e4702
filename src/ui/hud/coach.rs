//! The coach: in a game against the computer, each of the person's decisions is weighed in the
//! background as the review weighs it, and a mistake or a blunder is pointed out at once, with the
//! better pit and what it does, while Undo can still take it back. The settings can turn it off.

use crate::rules_plugin::{BoardLaidOut, Match};
use crate::settings::Settings;
use crate::tally::against_computer;
use crate::ui::notice::Notice;
use crate::ui::replay::Replay;
use crate::ui::review::{REVIEW_LEVEL, judgement};
use crate::ui::weighing::Weighing;
use bevy::prelude::*;
use marum_core::analysis::Class;
use marum_core::captions::better_sentence;
use marum_core::rules::{Game, Position};

/// Decisions of this class and worse are pointed out.
const WORTH_SAYING: Class = Class::Mistake;

/// The person's latest decision being weighed: its place in the history and the position it was
/// made in.
struct Judging {
    at: usize,
    before: Position,
    weighing: Weighing,
}

#[derive(Resource, Default)]
pub(super) struct Coach {
    /// How many decisions of the game have been looked at.
    seen: usize,
    judging: Option<Judging>,
    /// The warning last shown: it goes once its decision is taken back or followed by another.
    warning: Option<String>,
}

impl Coach {
    /// Stops weighing and takes the last warning down.
    fn forget(&mut self, notice: &mut Notice) {
        self.judging = None;
        if let Some(warning) = self.warning.take() {
            notice.withdraw(&warning);
        }
    }
}

/// Starts weighing each decision the person makes against the computer (the latest, when the
/// computer's choice lands in the same frame).
pub(super) fn watch_decisions(
    current: Option<Res<Match>>,
    replay: Option<Res<Replay>>,
    settings: Res<Settings>,
    mut laid_out: MessageReader<BoardLaidOut>,
    mut coach: ResMut<Coach>,
    mut notice: ResMut<Notice>,
) {
    let Some(current) = current else { return };
    let history = current.game().history();
    let fresh_board = laid_out.read().count() > 0;
    let new = coach.seen..history.len();
    coach.seen = history.len();
    if fresh_board {
        // A new game, undo, redo or a resumed game: nothing new was decided, and the decision
        // weighed or warned of may have been taken back.
        coach.forget(&mut notice);
        return;
    }
    let person = against_computer(&current.setup.seats).map(|(person, _)| person);
    let (Some(person), true, None) = (person, settings.coach, replay) else {
        return;
    };
    let Some(at) = new.rev().find(|&i| history[i].player == person) else {
        return;
    };
    // The game in progress replays; were it ever not to, there is nothing to say.
    let Ok(before) = Game::replay(&current.setup.record(history[..at].to_vec())) else {
        return;
    };
    coach.forget(&mut notice);
    coach.judging = Some(Judging {
        at,
        before: *before.position(),
        weighing: Weighing::start(before, vec![history[at]], REVIEW_LEVEL),
    });
}

/// Once weighed, a decision that lost enough is pointed out, if it still stands.
pub(super) fn point_out_mistakes(
    current: Option<Res<Match>>,
    settings: Res<Settings>,
    mut coach: ResMut<Coach>,
    mut notice: ResMut<Notice>,
) {
    let Some(judging) = &mut coach.judging else {
        return;
    };
    let Some(analysis) = judging.weighing.take_finished() else {
        return;
    };
    let Some(Judging { at, before, .. }) = coach.judging.take() else {
        return;
    };
    let (Some(current), Some(weighed)) = (current, analysis.decisions.first()) else {
        return;
    };
    let stands = current.game().history().get(at) == Some(&weighed.decision);
    if stands && settings.coach && weighed.class >= WORTH_SAYING {
        let locale = settings.locale();
        let mut args = judgement(locale, weighed);
        let better = better_sentence(
            locale,
            &before,
            weighed.decision,
            weighed.best,
            weighed.loss,
        );
        args.push(("better", better.into()));
        let warning = locale.with("coach-warning", &args);
        // It stands until its decision is taken back or followed by another: time to read it
        // and reach Undo, however slowly.
        notice.stand(warning.clone());
        coach.warning = Some(warning);
    }
}

/// Leaving the play screen stops the weighing.
pub(super) fn stop_coaching(mut coach: ResMut<Coach>, mut notice: ResMut<Notice>) {
    coach.forget(&mut notice);
}

#[cfg(test)]
mod tests {
    use super::super::testing::{english, hud_app, new_game};
    use super::*;
    use crate::rules_plugin::{MatchRequest, MoveRequest, Seat};
    use marum_core::ai::Level;
    use marum_core::analysis::{Weighed, analyse_from};
    use marum_core::captions::decision_name;
    use marum_core::locale::Language;
    use marum_core::rules::{Player, Variant};

    /// The coach on the headless rules plugin, with the person as player 1 against Easy.
    fn app(coach: bool, seats: [Seat; 2]) -> App {
        let settings = Settings { coach, ..english() };
        let mut app = hud_app(settings, (watch_decisions, point_out_mistakes).chain());
        app.world_mut().write_message(new_game(seats, Player::One));
        app.update();
        app
    }

    const AGAINST_EASY: [Seat; 2] = [Seat::Human, Seat::Computer(Level::Easy)];

    /// Player 1's first decisions weighed as the coach weighs them, worst last.
    fn first_decisions_weighed() -> Vec<Weighed> {
        let start = Game::new(Variant::MarumKonbi, Default::default(), Player::One).unwrap();
        let mut weighed: Vec<Weighed> = start
            .decisions()
            .as_slice()
            .iter()
            .map(|&d| {
                analyse_from(start.clone(), &[d], REVIEW_LEVEL)
                    .unwrap()
                    .decisions[0]
                    .clone()
            })
            .collect();
        weighed.sort_by(|a, b| a.loss.total_cmp(&b.loss));
        weighed
    }

    /// Plays `weighed`'s decision for the person and waits until the coach has weighed it.
    fn play_and_wait(app: &mut App, weighed: &Weighed) {
        app.world_mut()
            .write_message(MoveRequest::from(weighed.decision));
        app.update();
        crate::headless::update_until(app, "never weighed", |world| {
            world.resource::<Coach>().judging.is_none()
        });
    }

    /// A mistake against the computer is pointed out as soon as it is weighed, naming the pit and
    /// its class and offering Undo, and goes when Undo takes it back; the best decision, a game
    /// without the computer or the setting turned off bring no warning.
    #[test]
    fn a_mistake_against_the_computer_is_pointed_out() {
        let weighed = first_decisions_weighed();
        let (best, worst) = (&weighed[0], weighed.last().unwrap());
        assert!(
            worst.class >= WORTH_SAYING && best.class == Class::Best,
            "Marum Konbi's opening has a best decision and a mistake: {weighed:?}"
        );
        let locale = Language::English.locale();

        let mut coached = app(true, AGAINST_EASY);
        play_and_wait(&mut coached, worst);
        let shown = |app: &App| app.world().resource::<Notice>().shown().map(str::to_owned);
        let warning = shown(&coached).expect("a warning");
        let pit = decision_name(locale, worst.decision);
        assert!(
            warning.starts_with(&format!("Careful: {pit} was "))
                && warning.contains(" was better: it ")
                && warning.ends_with("Undo takes it back."),
            "{warning}"
        );
        // It stays, however long the person takes to read it.
        coached.world_mut().resource_mut::<Notice>().left = 0.0;
        coached.update();
        assert_eq!(shown(&coached), Some(warning));
        // Undo takes the decision back, and the warning with it.
        coached.world_mut().write_message(MatchRequest::Undo);
        coached.update();
        assert!(
            coached
                .world()
                .resource::<Match>()
                .game()
                .history()
                .is_empty()
        );
        assert_eq!(shown(&coached), None);

        for (coach, seats, decision) in [
            (true, AGAINST_EASY, best),
            (true, [Seat::Human; 2], worst),
            (false, AGAINST_EASY, worst),
        ] {
            let mut app = app(coach, seats);
            play_and_wait(&mut app, decision);
            for _ in 0..10 {
                app.update();
            }
            assert_eq!(shown(&app), None, "{seats:?}, coach {coach}");
        }
    }
}
