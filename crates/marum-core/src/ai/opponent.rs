//! What Master learns of its opponent during a game, and the traps it sets with it.
//!
//! Between equal players a Marum Konbi opening largely decides the game, so a computer that only
//! assumes perfect answers plays a lost position out quietly. Players are not perfect: most look a
//! few decisions ahead and count the seeds in the stores. Master watches the opponent's decisions,
//! finds which look-ahead (a plain store-counting search of 1 to 8 decisions) explains the most of
//! them, and, when its own search finds no proven win, searches the game as it expects it to go
//! (itself at its best, the opponent answering as the worst of those look-aheads would, every
//! decision to the search's depth) and plays the decision that leaves it best, where that beats
//! the best answers' value. It never takes less than a draw in hand for a trap (when ahead, a trap
//! only chooses between equally good decisions), and never walks into a proven loss unless every
//! decision is lost.

use super::endgame::margin;
use super::search::{Evaluation, Limits, Searcher, WIN, evaluate, finished, key_of, side};
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
        let answer = self
            .searcher
            .best(position, &super::plain(look_ahead))
            .map(|f| f.decision);
        if self.answers.len() >= REMEMBERED {
            self.answers.clear();
        }
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

/// One of the mover's decisions and the position it leads to.
pub(super) struct Line {
    pub decision: Decision,
    pub child: Position,
}

/// How many positions a trap search remembers before it starts afresh (a few tens of MB).
const REMEMBERED: usize = 1 << 20;

/// The play Master expects: itself at its best, the opponent as the likely look-aheads answer
/// (the worst of their different answers for Master), searched to a depth like any search.
struct Foresight<'a> {
    model: &'a mut OpponentModel,
    look_aheads: &'a [u32],
    player: Player,
    evaluation: Evaluation,
    deadline: Instant,
    /// Values already found: `(position key, depth)`.
    known: &'a mut FxHashMap<(u64, i32), i32>,
}

impl Foresight<'_> {
    /// `position`'s value from the player's side, `depth` decisions on; `None` once out of time
    /// or stopped.
    fn value(&mut self, position: &Position, depth: i32) -> Option<i32> {
        let sign = side(self.player);
        if position.is_over() {
            return Some(sign * finished(margin(position)));
        }
        if depth <= 0 {
            return Some(sign * evaluate(position, self.evaluation));
        }
        let key = (key_of(position), depth);
        if let Some(&value) = self.known.get(&key) {
            return Some(value);
        }
        // Every node may search for the opponent's answers: the clock is read at each, so that
        // a browser's slice ends on time.
        if Instant::now() >= self.deadline || self.model.searcher.was_stopped() {
            return None;
        }
        // The opponent's expected answers where they decide alone, else the player's choices.
        let answering = decides_alone(position, self.player.other());
        let mut choices = DecisionList::new();
        if answering {
            for &look_ahead in self.look_aheads {
                if let Some(answer) = self.model.answer(position, look_ahead) {
                    choices.push_if(!choices.contains(&answer), answer);
                }
            }
        } else {
            let mut list = DecisionList::new();
            position.decisions(&mut list);
            list.of(self.player)
                .for_each(|decision| choices.push(decision));
        }
        let mut found = None;
        for &choice in choices.as_slice() {
            let mut child = *position;
            if child.play(choice, &mut NoEvents).is_err() {
                continue;
            }
            let value = self.value(&child, depth - 1)?;
            found = Some(match found {
                None => value,
                Some(found) if answering => value.min(found),
                Some(found) => value.max(found),
            });
        }
        let value = found.unwrap_or(sign * evaluate(position, self.evaluation));
        if self.known.len() >= REMEMBERED {
            self.known.clear();
        }
        self.known.insert(key, value);
        Some(value)
    }
}

/// A decision's value against the best answers, and in the play expected of the likely
/// opponent ([`Foresight`]), both from the mover's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Trap {
    pub decision: Decision,
    pub value: i32,
    pub predicted: i32,
}

/// The trap worth setting, if any: when no decision wins against the best answers, the
/// decision whose expected play is best for the mover, provided that it beats the best
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
    /// The look-aheads the opponent is assumed to play by, once studied.
    look_aheads: Option<Vec<u32>>,
    /// The expected play's values found so far (kept from slice to slice).
    known: FxHashMap<(u64, i32), i32>,
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
                Some(Line { decision, child })
            })
            .collect();
        TrapStage {
            time,
            spent: Duration::ZERO,
            lines,
            look_aheads: None,
            known: FxHashMap::default(),
            found: None,
        }
    }

    /// Works for at most `slice` more (the rest of the stage's time when `None`): studies the
    /// opponent, then weighs every line against the best and the expected answers, deepening.
    /// True once over.
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
        if self.look_aheads.is_none() && model.study(game, player.other(), Some(deadline)) {
            self.look_aheads = Some(model.likely_look_aheads());
        }
        let finished = if let Some(look_aheads) = &self.look_aheads {
            let mut limits = *limits;
            limits.time = Some(deadline.saturating_duration_since(Instant::now()));
            let mut foresight = Foresight {
                model,
                look_aheads,
                player,
                evaluation: limits.evaluation,
                deadline,
                known: &mut self.known,
            };
            let weighed = searcher.traps(&self.lines, player, &limits, |position, depth| {
                foresight.value(position, depth)
            });
            if self
                .found
                .as_ref()
                .is_none_or(|found| weighed.depth >= found.depth)
                && !weighed.traps.is_empty()
            {
                self.found = Some(weighed);
            }
            searcher.slices_done(self.spent + started.elapsed(), Some(self.time))
        } else {
            false
        };
        self.spent += started.elapsed();
        finished || self.spent >= self.time
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
