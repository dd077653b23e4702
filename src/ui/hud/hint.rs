//! The hint: the Hard level searches in the background what the human due to decide should do;
//! the pit stays lit, and one sentence says what it does in the game's words, until the game
//! moves on.

use crate::rules_plugin::{BackgroundSearch, BoardLaidOut, Match};
use crate::settings::Settings;
use crate::ui::notice::Notice;
use crate::ui::{UiAction, UiPressed};
use crate::view::MarkedPit;
use bevy::prelude::*;
use marum_core::ai::{Ai, Level};
use marum_core::captions::hint_sentence;
use marum_core::rules::Position;

/// A hint being searched for, with the history length it is for; and the hint shown, with the
/// position it is for.
#[derive(Resource, Default)]
pub(super) struct HintSearch {
    searching: Option<(usize, BackgroundSearch)>,
    shown: Option<(Position, String)>,
}

/// Asks the Hard level, on a background task, what the human due to decide should do.
pub(super) fn start_hint(
    mut pressed: MessageReader<UiPressed>,
    current: Option<Res<Match>>,
    mut hint: ResMut<HintSearch>,
    mut notice: ResMut<Notice>,
    settings: Res<Settings>,
) {
    let locale = settings.locale();
    for UiPressed(action) in pressed.read() {
        let (UiAction::Hint, Some(current)) = (action, &current) else {
            continue;
        };
        let Some(player) = current.person_waited_for() else {
            notice.show(locale.text("notice-hint-not-your-turn"));
            continue;
        };
        let at = current.game().history().len();
        let search = BackgroundSearch::start(
            Ai::new(Level::Hard),
            current.game().clone(),
            player,
            at as u64,
        );
        hint.searching = Some((at, search));
        notice.show(locale.text("notice-hint-looking"));
    }
}

/// A hint goes with its board: a new game, restart, undo or redo takes its sentence and its lit
/// pit down, even where the new board's position is the one it was for.
pub(super) fn forget_hint(
    mut new_board: MessageReader<BoardLaidOut>,
    mut hint: ResMut<HintSearch>,
    mut notice: ResMut<Notice>,
    mut marked: ResMut<MarkedPit>,
) {
    if new_board.read().count() == 0 {
        return;
    }
    hint.searching = None;
    if let Some((position, sentence)) = hint.shown.take() {
        notice.withdraw(&sentence);
        if marked.at(&position).is_some() {
            *marked = MarkedPit(None);
        }
    }
}

/// A finished hint lights the suggested pit and says why, if the game has not moved on; both
/// stay until it does (the sentence is there to think over, not to read in four seconds).
pub(super) fn finish_hint(
    current: Option<Res<Match>>,
    mut hint: ResMut<HintSearch>,
    mut notice: ResMut<Notice>,
    mut marked: ResMut<MarkedPit>,
    settings: Res<Settings>,
) {
    let position = current.as_ref().map(|c| *c.game().position());
    if let Some((shown_at, sentence)) = &hint.shown
        && position.as_ref() != Some(shown_at)
    {
        notice.withdraw(sentence);
        hint.shown = None;
    }
    let Some((at, search)) = &mut hint.searching else {
        return;
    };
    let Some((_, found)) = search.finished() else {
        return;
    };
    let fresh = current.filter(|c| c.game().history().len() == *at);
    hint.searching = None;
    if let (Some(current), Some(decision)) = (fresh, found) {
        let locale = settings.locale();
        let position = *current.game().position();
        let sentence = hint_sentence(locale, &position, decision);
        notice.stand(sentence.clone());
        *marked = MarkedPit::lit(decision.action.pit(), position);
        hint.shown = Some((position, sentence));
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{english, hud_app, new_game};
    use super::*;
    use crate::rules_plugin::{MatchRequest, MoveRequest, Seat};
    use marum_core::rules::{Decision, Player};

    fn ask_for_a_hint(app: &mut App) {
        app.world_mut().write_message(UiPressed(UiAction::Hint));
        app.update();
        crate::headless::update_until(app, "no hint found", |world| {
            world.resource::<HintSearch>().searching.is_none()
        });
    }

    /// The hint's sentence stays while the pit it lights does (under a refusal for the refusal's
    /// seconds), and goes when the game moves on.
    #[test]
    fn a_hint_stays_until_the_game_moves_on() {
        let mut app = hud_app(english(), (forget_hint, start_hint, finish_hint).chain());
        app.world_mut()
            .write_message(new_game([Seat::Human; 2], Player::One));
        app.update();
        ask_for_a_hint(&mut app);
        let shown = |app: &App| app.world().resource::<Notice>().shown().map(str::to_owned);
        let hint = shown(&app).unwrap();
        assert!(hint.starts_with("Try pit "), "{hint}");
        // A refusal is shown over it for its seconds; then the hint is back.
        let mut notice = app.world_mut().resource_mut::<Notice>();
        notice.show("Pit 7 is not in Player 1's row.");
        assert_eq!(notice.shown(), Some("Pit 7 is not in Player 1's row."));
        notice.left = 0.0;
        app.update();
        assert_eq!(shown(&app), Some(hint));
        let marks = app.world().resource::<MarkedPit>().0.unwrap();
        app.world_mut()
            .write_message(MoveRequest::from(Decision::sow(Player::One, marks.lit)));
        app.update();
        app.update();
        assert_eq!(shown(&app), None);
        assert!(app.world().resource::<HintSearch>().shown.is_none());
        // A hint at the start of a game goes when the game is restarted, at the same position.
        app.world_mut().write_message(MatchRequest::Restart);
        app.update();
        ask_for_a_hint(&mut app);
        assert!(shown(&app).is_some());
        app.world_mut().write_message(MatchRequest::Restart);
        app.update();
        assert_eq!(shown(&app), None);
        assert_eq!(*app.world().resource::<MarkedPit>(), MarkedPit(None));
    }
}
