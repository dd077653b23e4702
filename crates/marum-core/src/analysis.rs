//! `marum analyse`: where did I go wrong? Every decision of a game weighed by a search: its value
//! (the seeds the mover can expect to end ahead by), the best decision and its value, the seeds
//! the decision lost against the best, a class by that loss, and each player's accuracy.

use crate::ai::Level;
use crate::ai::endgame::Endgame;
use crate::ai::search::{Evaluation, Limits, Searcher, Values, finished, first_best, in_seeds};
use crate::rules::{Decision, Game, GameRecord, NoEvents, Player, Variant};
use serde::Serialize;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;
use web_time::Instant;

/// How a decision compares with the best, by the seeds it lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Class {
    /// Nothing lost.
    Best,
    /// Up to a seed.
    Good,
    /// Up to three seeds.
    Inaccuracy,
    /// Up to six.
    Mistake,
    /// More.
    Blunder,
}

impl Class {
    /// Every class, from best to worst (the order of `as usize`).
    pub const ALL: [Class; 5] = [
        Class::Best,
        Class::Good,
        Class::Inaccuracy,
        Class::Mistake,
        Class::Blunder,
    ];

    pub fn of(loss: f32) -> Class {
        match loss {
            l if l < 0.25 => Class::Best,
            l if l <= 1.0 => Class::Good,
            l if l <= 3.0 => Class::Inaccuracy,
            l if l <= 6.0 => Class::Mistake,
            _ => Class::Blunder,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Class::Best => "best",
            Class::Good => "good",
            Class::Inaccuracy => "inaccuracy",
            Class::Mistake => "mistake",
            Class::Blunder => "blunder",
        }
    }
}

/// One decision of the game, weighed.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Weighed {
    /// Its place in the record, from 1.
    pub number: usize,
    pub decision: Decision,
    /// Seeds the mover can expect to end ahead by after it.
    pub value: f32,
    pub best: Decision,
    pub best_value: f32,
    /// `best_value - value`.
    pub loss: f32,
    pub class: Class,
    /// Whether the mover had any other choice.
    pub choice: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Analysis {
    pub variant: Variant,
    pub level: Level,
    pub decisions: Vec<Weighed>,
    /// Each player's share of their real choices that were best or good, in percent; `None` for a
    /// player who never had a choice.
    pub accuracy: [Option<f64>; 2],
}

/// A decision's time when the level has none.
const LEAST_TIME: Duration = Duration::from_secs(1);

/// The search the analysis uses: the level's depth and its time per decision (a second when the
/// level has none), scoring stores only, so that values are seeds.
fn limits(level: Level) -> Limits {
    let (mut limits, _) = level.profile();
    limits.time = Some(limits.time.unwrap_or(LEAST_TIME));
    limits.enhanced = true;
    limits.evaluation = Evaluation::Stores;
    limits
}

/// Weighs every decision of `record` with `level`'s search.
pub fn analyse(record: &GameRecord, level: Level) -> Result<Analysis, String> {
    let start = Game::new(record.variant, record.options, record.first)?;
    analyse_from(start, &record.decisions, level)
}

/// Weighs `decisions` played from `start`.
pub fn analyse_from(start: Game, decisions: &[Decision], level: Level) -> Result<Analysis, String> {
    let mut analyser = Analyser::new(start, decisions.to_vec(), level, Arc::default());
    while analyser.step()? {}
    Ok(analyser.finish())
}

/// An analysis one decision at a time, so that a caller can show its progress and stop it; in
/// slices of a decision if it must (the browser's one thread weighs a little every frame).
pub struct Analyser {
    game: Game,
    decisions: Vec<Decision>,
    level: Level,
    limits: Limits,
    searcher: Searcher,
    weighed: Vec<Weighed>,
    /// The decision being weighed, when a slice ended before it was.
    pending: Option<Pending>,
}

/// What the slices so far found of the next decision's values.
struct Pending {
    /// The exact search while it may still solve the position, and the time it has had.
    exact: Option<Box<Endgame>>,
    exact_spent: Duration,
    /// The ordinary search's time so far and its deepest values.
    search_spent: Duration,
    found: Values,
}

impl Analyser {
    /// An analysis of `decisions` played from `start`; setting `stop` ends the decision being
    /// weighed early (its values are then the search's last finished depth).
    pub fn new(
        start: Game,
        decisions: Vec<Decision>,
        level: Level,
        stop: Arc<AtomicBool>,
    ) -> Analyser {
        Analyser {
            game: start,
            decisions,
            level,
            limits: limits(level),
            searcher: Searcher::new(stop),
            weighed: Vec::new(),
            pending: None,
        }
    }

    /// Decisions weighed so far, and in all.
    pub fn progress(&self) -> (usize, usize) {
        (self.weighed.len(), self.decisions.len())
    }

    /// The values of every decision `mover` may make now, from `mover`'s side, in the search's
    /// units: exact when the endgame is small enough to solve (the exact search and then the
    /// ordinary one each have the level's time). `None` while `slice` ran out first.
    fn values(&mut self, mover: Player, slice: Option<Duration>) -> Option<Vec<(Decision, i32)>> {
        let time = self.limits.time.unwrap_or(LEAST_TIME);
        let started = Instant::now();
        let pending = self.pending.get_or_insert_with(|| Pending {
            exact: Endgame::applies(&self.game)
                .then(|| Box::new(Endgame::stopped_by(self.searcher.stop_switch()))),
            exact_spent: Duration::ZERO,
            search_spent: Duration::ZERO,
            found: Values::default(),
        });
        let this_slice = |spent: Duration| {
            let left = time.saturating_sub(spent);
            slice.map_or(left, |s| s.min(left))
        };
        if let Some(exact) = &mut pending.exact {
            let deadline = started + this_slice(pending.exact_spent);
            let solved = exact.weigh_until(&self.game, mover, Some(deadline));
            pending.exact_spent += started.elapsed();
            if let Some(margins) = solved {
                self.pending = None;
                let sign = crate::ai::search::side(mover);
                // The margins are the mover's: back to player 1's side for `finished`.
                return Some(
                    margins
                        .into_iter()
                        .map(|(d, m)| (d, sign * finished(sign * m)))
                        .collect(),
                );
            }
            if exact.can_go_on() && pending.exact_spent < time {
                return None;
            }
            pending.exact = None;
        }
        // A secret choice is judged as it was made: without the other player's.
        let mut seen = *self.game.position();
        seen.forget_secret_choice(mover.other());
        let mut limits = self.limits;
        limits.time = Some(this_slice(pending.search_spent).saturating_sub(started.elapsed()));
        let searched_at = Instant::now();
        let found = self.searcher.weigh(&seen, mover, &limits);
        pending.search_spent += searched_at.elapsed();
        // A slice cut short may reach less deep than an earlier one: the deepest look counts.
        if !found.values.is_empty() && found.depth >= pending.found.depth {
            pending.found = found;
        }
        let done = self.searcher.slices_done(pending.search_spent, Some(time));
        done.then(|| self.pending.take().map(|p| p.found.values))
            .flatten()
    }

    /// Weighs the next decision; `Ok(false)` once every decision is weighed.
    pub fn step(&mut self) -> Result<bool, String> {
        self.step_within(None)
    }

    /// Works at most `slice` on the next decision (all it needs when `None`); `Ok(false)` once
    /// every decision is weighed.
    pub fn step_within(&mut self, slice: Option<Duration>) -> Result<bool, String> {
        let index = self.weighed.len();
        let Some(&decision) = self.decisions.get(index) else {
            return Ok(false);
        };
        let mover = decision.player;
        let Some(values) = self.values(mover, slice) else {
            return Ok(true);
        };
        let value_of = |d: Decision| values.iter().find(|(v, _)| *v == d).map(|&(_, v)| v);
        let played = value_of(decision).ok_or_else(|| {
            format!(
                "Decision {} ({} {}) is not one {} could make.",
                index + 1,
                mover,
                decision.action,
                mover
            )
        })?;
        let (best, best_value) = first_best(&values).unwrap_or((decision, played));
        let (value, best_value) = (in_seeds(played), in_seeds(best_value));
        let loss = (best_value - value).max(0.0);
        self.weighed.push(Weighed {
            number: index + 1,
            decision,
            value,
            best: if loss > 0.0 { best } else { decision },
            best_value,
            loss,
            class: Class::of(loss),
            choice: values.len() > 1,
        });
        self.game
            .play_with(decision, &mut NoEvents)
            .map_err(|e| format!("Decision {} of the record is illegal: {e}", index + 1))?;
        Ok(true)
    }

    /// The analysis of the decisions weighed so far, with each player's accuracy.
    pub fn finish(self) -> Analysis {
        let weighed = self.weighed;
        let accuracy = Player::BOTH.map(|player| {
            let choices: Vec<&Weighed> = weighed
                .iter()
                .filter(|w| w.decision.player == player && w.choice)
                .collect();
            let sound = choices.iter().filter(|w| w.class <= Class::Good).count();
            (!choices.is_empty()).then(|| 100.0 * sound as f64 / choices.len() as f64)
        });
        Analysis {
            variant: self.game.variant(),
            level: self.level,
            decisions: weighed,
            accuracy,
        }
    }
}

impl Analysis {
    pub fn print(&self) {
        println!(
            "{}: {} decisions weighed by the {} level",
            self.variant.name(),
            self.decisions.len(),
            self.level.name()
        );
        for w in &self.decisions {
            let better = if w.class == Class::Best {
                String::new()
            } else {
                format!(
                    "; better: {} ({:+.1}), {:.1} lost, {}",
                    w.best.action,
                    w.best_value,
                    w.loss,
                    w.class.name()
                )
            };
            println!(
                "{:>4}. {} {}: {:+.1}{better}",
                w.number, w.decision.player, w.decision.action, w.value
            );
        }
        for player in Player::BOTH {
            match self.accuracy[player.index()] {
                Some(accuracy) => println!("{player}: accuracy {accuracy:.0}%"),
                None => println!("{player}: no choices to weigh"),
            }
        }
    }
}
