//! Computer opponents, on top of the rules core (no Bevy). All levels come from one search
//! ([`search`]), made weaker by depth and time limits and by controlled mistakes; `baseline` is a
//! plain fixed-depth alpha-beta on the store difference, as mancala apps usually ship it.

pub mod endgame;
pub mod opponent;
pub mod search;

use crate::rules::{Decision, DecisionList, Game, Player, Position};
use endgame::Endgame;
use opponent::{OpponentModel, TrapStage};
use rand::seq::IndexedRandom;
use rand::{Rng, RngExt};
use search::{Evaluation, Limits, Searcher};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;
use web_time::Instant;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Beginner,
    Easy,
    #[default]
    Medium,
    Hard,
    Master,
    /// Fixed-depth-6 alpha-beta on the store difference, with no tables.
    Baseline,
    /// The same at depth 8.
    Baseline8,
}

impl Level {
    pub const LADDER: [Level; 5] = [
        Level::Beginner,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Master,
    ];

    /// The ladder and the benchmarks' plain baselines: every level there is.
    pub const ALL: [Level; 7] = [
        Level::Beginner,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Master,
        Level::Baseline,
        Level::Baseline8,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Master => "master",
            Level::Baseline => "baseline",
            Level::Baseline8 => "baseline8",
        }
    }

    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == name)
    }

    /// The search limits and the share of decisions played at random instead.
    pub(crate) fn profile(self) -> (Limits, f64) {
        let limits = |max_depth, time_ms: Option<u64>, evaluation| Limits {
            max_depth,
            time: time_ms.map(Duration::from_millis),
            enhanced: true,
            evaluation,
        };
        match self {
            Level::Beginner => (limits(1, None, Evaluation::Stores), 0.5),
            Level::Easy => (limits(2, None, Evaluation::Stores), 0.2),
            Level::Medium => (limits(3, None, Evaluation::StoresAndRows), 0.05),
            Level::Hard => (limits(8, Some(300), Evaluation::StoresAndRows), 0.0),
            Level::Master => (limits(40, Some(MASTER_MS), Evaluation::Stores), 0.0),
            Level::Baseline => (plain(6), 0.0),
            Level::Baseline8 => (plain(8), 0.0),
        }
    }

    /// Whether the level solves endgames exactly.
    fn solves_endgames(self) -> bool {
        self == Level::Master
    }

    /// Whether the level studies its opponent and sets traps when it cannot win.
    fn sets_traps(self) -> bool {
        self == Level::Master
    }
}

/// Plain fixed-depth alpha-beta on the store difference, with no table and no move ordering.
pub(crate) fn plain(max_depth: u32) -> Limits {
    Limits {
        max_depth,
        time: None,
        enhanced: false,
        evaluation: Evaluation::Stores,
    }
}

/// How long the browser's one thread thinks in a frame (a computer's decision, a review's):
/// the frame still draws in time at 60 Hz on a laptop.
pub const SLICE: Duration = Duration::from_millis(8);

/// Master's thinking time per decision: many decisions finish early (a forced or proven result),
/// so its average stays under a second and its worst near this.
const MASTER_MS: u64 = 1000;

/// A computer player: its level, its search memory and its stop switch.
pub struct Ai {
    pub level: Level,
    searcher: Searcher,
    /// What this game has shown of the opponent (Master's).
    opponent: OpponentModel,
    /// A time limit that replaces the level's own (the engine's `movetime_ms`).
    pub movetime: Option<Duration>,
}

impl Ai {
    pub fn new(level: Level) -> Ai {
        Ai::with_stop(level, Arc::new(AtomicBool::new(false)))
    }

    /// An AI whose searches end early once `stop` is set (undo, new game, quit).
    pub fn with_stop(level: Level, stop: Arc<AtomicBool>) -> Ai {
        Ai {
            level,
            searcher: Searcher::new(stop.clone()),
            opponent: OpponentModel::new(stop),
            movetime: None,
        }
    }

    /// The switch that stops this AI's searches early (undo, new game, leaving the screen).
    pub fn stop_switch(&self) -> Arc<AtomicBool> {
        self.searcher.stop_switch()
    }

    /// Nodes searched so far.
    pub fn nodes(&self) -> u64 {
        self.searcher.nodes
    }

    pub fn new_game(&mut self) {
        self.searcher.clear();
        self.opponent.forget();
    }

    /// `player`'s decision in `game`, or `None` when that player has nothing to decide.
    pub fn decide(&mut self, game: &Game, player: Player, rng: &mut impl Rng) -> Option<Decision> {
        let mut deliberation = self.begin(game, player, rng);
        while !self.think(game, &mut deliberation, None) {}
        deliberation.choice
    }

    /// Starts thinking over `player`'s decision in `game`, for [`Ai::think`] to go on with.
    pub fn begin(&mut self, game: &Game, player: Player, rng: &mut impl Rng) -> Deliberation {
        let mut all = DecisionList::new();
        game.position().decisions(&mut all);
        let mine: Vec<Decision> = all.of(player).collect();
        let (mut limits, mistakes) = self.level.profile();
        if let Some(time) = self.movetime {
            limits.time = Some(time);
        }
        // Few choices, or a controlled mistake: decided at once.
        let random = mine.choose(rng).copied();
        let settled = mine.len() <= 1 || rng.random_bool(mistakes);
        let exact = (self.level.solves_endgames() && Endgame::applies(game))
            .then(|| Box::new(Endgame::stopped_by(self.stop_switch())));
        // Half the time kept to look for a trap, should the search find no proven win.
        let trap_time = limits.time.filter(|_| self.level.sets_traps()).map(|time| {
            limits.time = Some(time / 2);
            time - time / 2
        });
        Deliberation {
            player,
            limits,
            spent: Duration::ZERO,
            choice: random,
            deepest: 0,
            value: None,
            settled,
            exact,
            trap_time,
            traps: None,
        }
    }

    /// Thinks for at most `slice` more (all the level's time when `None`), reusing what earlier
    /// slices learnt: the browser's one thread thinks a little every frame. True once decided
    /// (or stopped); the choice is then [`Deliberation::choice`].
    pub fn think(
        &mut self,
        game: &Game,
        deliberation: &mut Deliberation,
        slice: Option<Duration>,
    ) -> bool {
        if deliberation.settled {
            return true;
        }
        let player = deliberation.player;
        if let Some(traps) = &mut deliberation.traps {
            let over = traps.work(
                &mut self.searcher,
                &mut self.opponent,
                game,
                player,
                &deliberation.limits,
                slice,
            );
            if over {
                if let Some(trap) = traps.choice() {
                    deliberation.choice = Some(trap);
                }
                deliberation.settled = true;
            }
            return over;
        }
        let started = Instant::now();
        let left = deliberation
            .limits
            .time
            .map(|time| time.saturating_sub(deliberation.spent));
        let budget = match (left, slice) {
            (Some(left), Some(slice)) => Some(left.min(slice)),
            (left, slice) => left.or(slice),
        };
        if let Some(exact) = &mut deliberation.exact {
            // Half of each slice to solve exactly (going on from the last slice); what is left
            // for the ordinary search, which decides if the exact search gives up.
            let deadline = budget.map(|t| started + t / 2);
            let solved = exact.weigh_until(game, player, deadline);
            if let Some((decision, value)) = solved.as_deref().and_then(search::first_best) {
                deliberation.choice = Some(decision);
                deliberation.value = Some(search::finished(value));
                deliberation.exact = None;
                return self.settle(game, deliberation);
            }
            if !exact.can_go_on() {
                deliberation.exact = None;
            }
        }
        let mut limits = deliberation.limits;
        limits.time = budget.map(|t| t.saturating_sub(started.elapsed()));
        let position = game.position();
        // Both players due at once (Congkak's secret opening choices, or both hands landing in
        // their houses on the same tick): each chooses without waiting for the other, so the
        // search weighs this player's own choices against every answer.
        let both_due = position.is_awaiting(player.other());
        let found = if position.is_choosing_in_secret() || both_due {
            self.simultaneous(position, player, &limits)
        } else {
            let sign = search::side(player);
            self.searcher
                .best(position, &limits)
                .map(|found| (found.decision, found.depth, Some(sign * found.value)))
        };
        // A slice cut short may reach less deep than an earlier one: the deepest look counts.
        if let Some((decision, depth, value)) = found
            && depth >= deliberation.deepest
        {
            deliberation.choice = Some(decision);
            deliberation.deepest = depth;
            deliberation.value = value;
        }
        deliberation.spent += started.elapsed();
        if self
            .searcher
            .slices_done(deliberation.spent, deliberation.limits.time)
        {
            return self.settle(game, deliberation);
        }
        false
    }

    /// The search is over: decided, unless it found no proven win and time is kept to look for
    /// a trap ([`opponent`]), which the next slices do. Even where Master is ahead, a trap may
    /// pick between equally good decisions the one the opponent is likely to answer badly.
    fn settle(&self, game: &Game, deliberation: &mut Deliberation) -> bool {
        let no_win = deliberation.value.is_some_and(|value| value < search::WIN);
        match deliberation.trap_time.take() {
            Some(time) if no_win && !self.searcher.was_stopped() => {
                let stage = TrapStage::new(game.position(), deliberation.player, time);
                deliberation.traps = Some(Box::new(stage));
            }
            _ => deliberation.settled = true,
        }
        deliberation.settled
    }

    /// Both players choose at once (Congkak's opening, or two picks after both hands reached
    /// their houses): the choice whose worst answer is best, searched without looking at a secret
    /// choice the opponent may already have made; with the depth it was searched to.
    fn simultaneous(
        &mut self,
        position: &Position,
        player: Player,
        limits: &Limits,
    ) -> Option<(Decision, u32, Option<i32>)> {
        let mut fog = *position;
        fog.forget_secret_choice(player.other());
        let weighed = self.searcher.weigh(&fog, player, limits);
        // No trap is set where both choose at once: its value stays unknown to the trap stage.
        search::first_best(&weighed.values).map(|(decision, _)| (decision, weighed.depth, None))
    }
}

/// A decision being thought over in slices ([`Ai::begin`], [`Ai::think`]).
pub struct Deliberation {
    player: Player,
    /// The level's limits, its whole thinking time included.
    limits: Limits,
    spent: Duration,
    /// The best decision found so far (a random legal one before any search).
    pub choice: Option<Decision>,
    /// The depth `choice` was searched to.
    deepest: u32,
    /// `choice`'s value from the player's side, where known.
    value: Option<i32>,
    settled: bool,
    /// The exact endgame search while it may still solve this decision (Master's, few seeds left).
    exact: Option<Box<Endgame>>,
    /// The time kept for a trap, and the search for one once begun (Master's).
    trap_time: Option<Duration>,
    traps: Option<Box<TrapStage>>,
}
