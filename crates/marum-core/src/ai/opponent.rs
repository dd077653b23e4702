//! What Master learns of its opponent during a game, and the traps it sets with it.
//!
//! Between equal players a Marum Konbi opening largely decides the game, so a computer that only
//! assumes perfect answers plays a lost position out quietly. Players are not perfect: most look a
//! few decisions ahead and count the seeds in the stores. Master watches the opponent's decisions,
//! finds which look-ahead (a plain store-counting search of 1 to 8 decisions) explains the most of
//! them, and, when its own search finds no proven win, plays the decision that leaves it best
//! after the worst of those look-aheads' answers, where that beats the best answers' value. It
//! never takes less than a draw in hand for a trap (when ahead, a trap only chooses between
//! equally good decisions), and never walks into a proven loss unless every decision is lost.

use super::search::{Evaluation, Limits, Searcher, WIN, key_of};
use crate::rules::{Decision, DecisionList, Game, NoEvents, Player, Position};
use rustc_hash::FxHashMap;
use std::ops::RangeInclusive;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;
use web_time::Instant;

/// The look-aheads an opponent is measured against.
const LOOK_AHEADS: RangeInclusive<u32> = 1..=8;
const MODELS: usize = *LOOK_AHEADS.end() as usize;
/// How many more of the opponent's decisions a look-ahead may have missed than the best one and
/// still be assumed.
const MISSES: u32 = 1;

/// The opponent's decisions in this game, and how many of them each look-ahead foresaw.
pub struct OpponentModel {
    /// The history already studied.
    studied: Vec<Decision>,
    /// Decisions still to study: the position before, the decision, the look-ahead to try next.
    pending: Vec<(Position, Decision, u32)>,
    /// For each look-ahead (index 0 for one decision), the studied decisions it foresaw.
    foreseen: [u32; MODELS],
    /// What each look-ahead answers in a position: `(position key, look-ahead)`.
    answers: FxHashMap<(u64, u32), Option<Decision>>,
    searcher: Searcher,
}

impl OpponentModel {
    pub fn new(stop: Arc<AtomicBool>) -> OpponentModel {
        OpponentModel {
            studied: Vec::new(),
            pending: Vec::new(),
            foreseen: [0; MODELS],
            answers: FxHashMap::default(),
            searcher: Searcher::new(stop),
        }
    }

    /// Forgets the opponent (a new game).
    pub fn forget(&mut self) {
        self.studied.clear();
        self.pending.clear();
        self.foreseen = [0; MODELS];
        self.answers.clear();
    }

    /// Studies `opponent`'s decisions in `game` not studied yet, until `deadline`; true once
    /// all are. A game that is not the one studied (a new one, an undo) is studied afresh.
    pub fn study(&mut self, game: &Game, opponent: Player, deadline: Option<Instant>) -> bool {
        let history = game.history();
        if !history.starts_with(&self.studied) {
            self.forget();
        }
        if self.studied.len() < history.len() {
            let mut position = *game.start_position();
            for (index, &decision) in history.iter().enumerate() {
                let new = index >= self.studied.len();
                if new && decision.player == opponent && reveals_look_ahead(&position, opponent) {
                    self.pending
                        .push((position, decision, *LOOK_AHEADS.start()));
                }
                position
                    .play(decision, &mut NoEvents)
                    .expect("a decision of the game's own history");
            }
            self.studied = history.to_vec();
        }
        while let Some((position, decision, look_ahead)) = self.pending.pop() {
            if deadline.is_some_and(|d| Instant::now() >= d) {
                self.pending.push((position, decision, look_ahead));
                return false;
            }
            if self.answer(&position, look_ahead) == Some(decision) {
                self.foreseen[look_ahead as usize - 1] += 1;
            }
            if look_ahead < *LOOK_AHEADS.end() {
                self.pending.push((position, decision, look_ahead + 1));
            }
        }
        true
    }

    /// The look-aheads that foresaw the most of the opponent's decisions, or missed at most one
    /// more (all of them before any was seen): the opponent is assumed to play like each. The
    /// one miss spared keeps a look-ahead that two decisions happened to favour from deciding
    /// alone early in a game.
    pub fn likely_look_aheads(&self) -> Vec<u32> {
        let most = self.foreseen.iter().copied().max().unwrap_or(0);
        LOOK_AHEADS
            .filter(|&look_ahead| self.foreseen[look_ahead as usize - 1] + MISSES >= most)
            .collect()
    }

    /// The decision a plain store-counting search of `look_ahead` decisions makes in `position`.
    pub fn answer(&mut self, position: &Position, look_ahead: u32) -> Option<Decision> {
        let key = (key_of(position), look_ahead);
        if let Some(&answer) = self.answers.get(&key) {
            return answer;
        }
        let limits = Limits {
            max_depth: look_ahead,
            time: None,
            enhanced: false,
            evaluation: Evaluation::Stores,
        };
        let answer = self.searcher.best(position, &limits).map(|f| f.decision);
        self.answers.insert(key, answer);
        answer
    }
}

/// Whether a decision in `position` tells anything of how far `opponent` looks: they alone
/// decide and have a choice.
fn reveals_look_ahead(position: &Position, opponent: Player) -> bool {
    let mut list = DecisionList::new();
    position.decisions(&mut list);
    decides_alone(position, opponent) && list.of(opponent).nth(1).is_some()
}

/// Whether `player` decides in `position` and the other player does not.
fn decides_alone(position: &Position, player: Player) -> bool {
    position.is_awaiting(player) && !position.is_awaiting(player.other())
}

/// One of the mover's decisions: the position it leads to, and the likely answers there (none
/// when the game ends or the mover decides again).
pub(super) struct Line {
    pub decision: Decision,
    pub child: Position,
    pub answered: Vec<Position>,
}

/// The positions after each different answer the likely look-aheads give in `position`, when
/// the opponent of `player` alone decides there.
fn likely_answers(
    model: &mut OpponentModel,
    position: &Position,
    player: Player,
    look_aheads: &[u32],
) -> Vec<Position> {
    let mut answered = Vec::new();
    if position.is_over() || !decides_alone(position, player.other()) {
        return answered;
    }
    for &look_ahead in look_aheads {
        let Some(answer) = model.answer(position, look_ahead) else {
            continue;
        };
        let mut after = *position;
        if after.play(answer, &mut NoEvents).is_ok() && !answered.contains(&after) {
            answered.push(after);
        }
    }
    answered
}

/// A decision's value against the best answers, and against the likely opponent's answers
/// (the worst of them), both from the mover's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Trap {
    pub decision: Decision,
    pub value: i32,
    pub predicted: i32,
}

/// The trap worth setting, if any: when no decision wins against the best answers, the
/// decision whose likely answer is best for the mover, provided that it beats the best
/// decision's value, keeps a draw or better where one is there and avoids a proven loss unless
/// all are lost.
pub fn trap_choice(traps: &[Trap]) -> Option<Decision> {
    let best = traps.iter().map(|t| t.value).max()?;
    if best >= WIN {
        return None;
    }
    traps
        .iter()
        .filter(|t| t.predicted > best)
        .filter(|t| {
            if best >= 0 {
                t.value >= best
            } else {
                t.value > -WIN || best <= -WIN
            }
        })
        .max_by_key(|t| (t.predicted, t.value))
        .map(|t| t.decision)
}

/// Master's search for a trap, worked on in slices like the rest of its thinking.
pub struct TrapStage {
    /// The stage's whole time, and what it has spent.
    time: Duration,
    spent: Duration,
    lines: Vec<Line>,
    /// How many lines have their likely answers.
    answered: usize,
    /// The deepest weighing finished so far.
    found: Option<Traps>,
}

/// Every line weighed ([`Searcher::traps`]), and the depth they were weighed to.
#[derive(Clone, Debug, Default)]
pub struct Traps {
    pub traps: Vec<Trap>,
    pub depth: u32,
}

impl TrapStage {
    pub fn new(position: &Position, player: Player, time: Duration) -> TrapStage {
        let mut list = DecisionList::new();
        position.decisions(&mut list);
        let lines = list
            .of(player)
            .filter_map(|decision| {
                let mut child = *position;
                child.play(decision, &mut NoEvents).ok()?;
                Some(Line {
                    decision,
                    child,
                    answered: Vec::new(),
                })
            })
            .collect();
        TrapStage {
            time,
            spent: Duration::ZERO,
            lines,
            answered: 0,
            found: None,
        }
    }

    /// Works for at most `slice` more (the rest of the stage's time when `None`): studies the
    /// opponent, finds their likely answers, then weighs every line, deepening. True once over.
    pub fn work(
        &mut self,
        searcher: &mut Searcher,
        model: &mut OpponentModel,
        game: &Game,
        player: Player,
        limits: &Limits,
        slice: Option<Duration>,
    ) -> bool {
        let started = Instant::now();
        let left = self.time.saturating_sub(self.spent);
        let deadline = started + slice.map_or(left, |slice| slice.min(left));
        let finished = self.answer(model, game, player, deadline) && {
            let mut limits = *limits;
            limits.time = Some(deadline.saturating_duration_since(Instant::now()));
            let weighed = searcher.traps(&self.lines, player, &limits);
            if self
                .found
                .as_ref()
                .is_none_or(|found| weighed.depth >= found.depth)
                && !weighed.traps.is_empty()
            {
                self.found = Some(weighed);
            }
            searcher.slices_done(self.spent + started.elapsed(), Some(self.time))
        };
        self.spent += started.elapsed();
        finished || self.spent >= self.time
    }

    /// Studies the opponent and finds each line's likely answers, until `deadline`; true once done.
    fn answer(
        &mut self,
        model: &mut OpponentModel,
        game: &Game,
        player: Player,
        deadline: Instant,
    ) -> bool {
        let opponent = player.other();
        if !model.study(game, opponent, Some(deadline)) {
            return false;
        }
        let look_aheads = model.likely_look_aheads();
        while self.answered < self.lines.len() {
            if Instant::now() >= deadline {
                return false;
            }
            let line = &mut self.lines[self.answered];
            line.answered = likely_answers(model, &line.child, player, &look_aheads);
            self.answered += 1;
        }
        true
    }

    /// The trap to set, once the lines are weighed and one is worth it.
    pub fn choice(&self) -> Option<Decision> {
        self.found
            .as_ref()
            .and_then(|found| trap_choice(&found.traps))
    }

    /// The deepest weighing of every line so far.
    pub fn weighed(&self) -> Option<&Traps> {
        self.found.as_ref()
    }
}
