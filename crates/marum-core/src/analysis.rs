//! `marum analyse`: where did I go wrong? Every decision of a game weighed by a search: its value
//! (the seeds the mover can expect to end ahead by), the best decision and its value, the seeds
//! the decision lost against the best, a class by that loss, and each player's accuracy.

use crate::ai::Level;
use crate::ai::endgame::Endgame;
use crate::ai::search::{Evaluation, Limits, Searcher, finished, first_best, in_seeds};
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

/// The search the analysis uses: the level's depth and its time per decision (at least a second
/// when the level has none), scoring stores only, so that values are seeds.
fn limits(level: Level) -> Limits {
    let (mut limits, _) = level.profile();
    limits.time = Some(limits.time.unwrap_or(Duration::from_secs(1)));
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

/// An analysis one decision at a time, so that a caller can show its progress and stop it.
pub struct Analyser {
    game: Game,
    decisions: Vec<Decision>,
    level: Level,
    limits: Limits,
    searcher: Searcher,
    weighed: Vec<Weighed>,
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
        }
    }

    /// Decisions weighed so far, and in all.
    pub fn progress(&self) -> (usize, usize) {
        (self.weighed.len(), self.decisions.len())
    }

    /// The values of every decision `mover` may make now, from `mover`'s side, in the search's
    /// units: exact when the endgame is small enough to solve.
    fn values(&mut self, mover: Player) -> Vec<(Decision, i32)> {
        if Endgame::applies(&self.game) {
            let deadline = self.limits.time.map(|t| Instant::now() + t);
            let solved = Endgame::solve(&self.game, mover, deadline, self.searcher.stop_switch());
            if let Some(margins) = solved {
                let sign = if mover == Player::One { 1 } else { -1 };
                // The margins are the mover's: back to player 1's side for `finished`.
                return margins
                    .into_iter()
                    .map(|(d, m)| (d, sign * finished(sign * m)))
                    .collect();
            }
        }
        // A secret choice is judged as it was made: without the other player's.
        let mut seen = *self.game.position();
        seen.forget_secret_choice(mover.other());
        self.searcher.weigh(&seen, mover, &self.limits)
    }

    /// Weighs the next decision; `Ok(false)` once every decision is weighed.
    pub fn step(&mut self) -> Result<bool, String> {
        let index = self.weighed.len();
        let Some(&decision) = self.decisions.get(index) else {
            return Ok(false);
        };
        let mover = decision.player;
        let values = self.values(mover);
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
