//! The hint: the Hard level searches in the background what the human due to decide should do;
//! the pit stays lit until the game moves on and one sentence says what it does, in the game's words.

use crate::rules_plugin::{BackgroundSearch, Match};
use crate::settings::Settings;
use crate::ui::notice::Notice;
use crate::ui::{UiAction, UiPressed};
use crate::view::MarkedPit;
use bevy::prelude::*;
use marum_core::ai::{Ai, Level};
use marum_core::captions::hint_sentence;

/// A hint being searched for, and the history length it is for.
#[derive(Resource, Default)]
pub(super) struct HintSearch(Option<(usize, BackgroundSearch)>);

/// Asks the Hard level, on a background task, what the human due to decide should do.
pub(super) fn start_hint(
    mut pressed: MessageReader<UiPressed>,
    current: Option<Res<Match>>,
    mut hint: ResMut<HintSearch>,
    mut notice: ResMut<Notice>,
    settings: Res<Settings>,
) {
    let locale = settings.language.locale();
    for UiPressed(action) in pressed.read() {
        let (UiAction::Hint, Some(current)) = (action, &current) else {
            continue;
        };
        let Some(player) = current.due(true).next() else {
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
        hint.0 = Some((at, search));
        notice.show(locale.text("notice-hint-looking"));
    }
}

/// A finished hint lights the suggested pit until the game moves on, if it has not already.
pub(super) fn finish_hint(
    current: Option<Res<Match>>,
    mut hint: ResMut<HintSearch>,
    mut notice: ResMut<Notice>,
    mut marked: ResMut<MarkedPit>,
    settings: Res<Settings>,
) {
    let Some((at, search)) = &mut hint.0 else {
        return;
    };
    let Some((_, found)) = search.finished() else {
        return;
    };
    let fresh = current.filter(|c| c.game().history().len() == *at);
    hint.0 = None;
    if let (Some(current), Some(decision)) = (fresh, found) {
        let locale = settings.language.locale();
        let sentence = hint_sentence(locale, current.game().position(), decision);
        notice.show(locale.with("hint-shown", &[("sentence", sentence.into())]));
        *marked = MarkedPit::lit(decision.action.pit(), *current.game().position());
    }
}
