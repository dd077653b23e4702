//! Iterative-deepening alpha-beta over decision points, with a transposition table and move
//! ordering. Scores are from player 1's side: player 1 maximises, player 2 minimises. A player who
//! decides twice in a row (a Congkak buy-back then a sow, or a pick after the house) stays the
//! maximiser or minimiser; each decision costs one ply.

use super::opponent::{Line, Trap, Traps};
use crate::rules::{Decision, DecisionList, NoEvents, Player, Position};
use std::hash::{Hash, Hasher};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use web_time::Instant;

/// A finished game is worth more than any material: the margin breaks ties between wins.
pub const WIN: i32 = 100_000;

/// How a search judges a position that it does not search further.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Evaluation {
    /// Store difference only: what mancala apps usually use.
    Stores,
    /// Stores, plus a share of the seeds each player still has on their side of the board.
    StoresAndRows,
}

/// What a search may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    pub max_depth: u32,
    pub time: Option<Duration>,
    /// Transposition table and move ordering; off for the plain baseline.
    pub enhanced: bool,
    pub evaluation: Evaluation,
}

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    value: i32,
    depth: u8,
    bound: Bound,
    best: u8,
}

/// What a value stored in a table is for its position: exact, or a bound the search cut at.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
pub(super) enum Bound {
    #[default]
    Exact,
    Lower,
    Upper,
}

impl Bound {
    /// The bound of `value`, found by a search of the window `alpha_in`..`beta_in`.
    pub(super) fn of(value: i32, alpha_in: i32, beta_in: i32) -> Bound {
        if value <= alpha_in {
            Bound::Upper
        } else if value >= beta_in {
            Bound::Lower
        } else {
            Bound::Exact
        }
    }

    /// Narrows the window by a stored `value` of this bound; whether the value answers the node.
    pub(super) fn settles(self, value: i32, alpha: &mut i32, beta: &mut i32) -> bool {
        match self {
            Bound::Exact => return true,
            Bound::Lower => *alpha = (*alpha).max(value),
            Bound::Upper => *beta = (*beta).min(value),
        }
        alpha >= beta
    }
}

/// A search's own memory and counters; keep one per computer player to reuse its table.
pub struct Searcher {
    table: Vec<Entry>,
    pub nodes: u64,
    deadline: Option<Instant>,
    stop: Arc<AtomicBool>,
    aborted: bool,
}

/// What a finished search found.
#[derive(Clone, Copy, Debug)]
pub struct Found {
    pub decision: Decision,
    pub value: i32,
    pub depth: u32,
}

/// Every decision's value ([`Searcher::weigh`]) and the depth they were all searched to.
#[derive(Clone, Debug, Default)]
pub struct Values {
    pub values: Vec<(Decision, i32)>,
    pub depth: u32,
}

pub(super) fn key_of(position: &Position) -> u64 {
    let mut hasher = rustc_hash::FxHasher::default();
    position.hash(&mut hasher);
    hasher.finish()
}

/// The player whose choice a node expands: player 1 first when both must decide.
fn mover(position: &Position) -> Player {
    position.next_to_decide()
}

impl Searcher {
    pub fn new(stop: Arc<AtomicBool>) -> Searcher {
        Searcher {
            table: Vec::new(),
            nodes: 0,
            deadline: None,
            stop,
            aborted: false,
        }
    }

    /// The switch that stops this searcher's searches early.
    pub fn stop_switch(&self) -> Arc<AtomicBool> {
        self.stop.clone()
    }

    /// Forgets everything learnt (a new game).
    pub fn clear(&mut self) {
        self.table.clear();
    }

    /// The decision for `position`'s mover, deepening until the depth or time runs out or the
    /// search is stopped. `None` only when nobody can decide or when stopped before depth 1.
    pub fn best(&mut self, position: &Position, limits: &Limits) -> Option<Found> {
        self.prepare(limits);
        let mut found = None;
        let depths = if limits.enhanced {
            1
        } else {
            limits.max_depth.max(1)
        };
        for depth in depths..=limits.max_depth.max(1) {
            let result = self.root(position, depth, limits);
            if self.aborted {
                // The unfinished iteration searched the last best decision first: any decision
                // it found better, searched to the full new depth, is the better choice.
                if result.is_some() {
                    found = result;
                }
                break;
            }
            found = result;
            if found.is_some_and(|f| f.value.abs() >= WIN) {
                break;
            }
        }
        found
    }

    fn prepare(&mut self, limits: &Limits) {
        // Shallow searches visit few positions: a small table is enough and quick to clear.
        let bits = if limits.time.is_none() && limits.max_depth <= 4 {
            12
        } else {
            18
        };
        if limits.enhanced && self.table.len() != 1 << bits {
            self.table = vec![Entry::default(); 1 << bits];
        }
        self.deadline = limits.time.map(|time| Instant::now() + time);
        self.aborted = false;
    }

    /// Every decision `player` may make in `position`, with its value from `player`'s side,
    /// deepening while time allows (every decision weighed at the same depth). When the other
    /// player decides at the same time (Congkak's opening), a decision is worth its worst answer.
    /// Empty when `player` has nothing to decide or the search is stopped before depth 1.
    pub fn weigh(&mut self, position: &Position, player: Player, limits: &Limits) -> Values {
        let mut list = DecisionList::new();
        position.decisions(&mut list);
        let mine: Vec<Decision> = list.of(player).collect();
        let theirs: Vec<Option<Decision>> = if position.is_awaiting(player.other()) {
            list.of(player.other()).map(Some).collect()
        } else {
            vec![None]
        };
        let sign = side(player);
        let (values, depth) = self.deepen(
            limits,
            |searcher, depth| {
                mine.iter()
                    .map(|&decision| {
                        let mut worst = i32::MAX;
                        for &answer in &theirs {
                            let mut child = *position;
                            let played = child.play(decision, &mut NoEvents).is_ok()
                                && answer.is_none_or(|a| child.play(a, &mut NoEvents).is_ok());
                            if played {
                                worst = worst.min(sign * searcher.full(&child, depth - 1, limits));
                            }
                        }
                        (decision, worst)
                    })
                    .collect()
            },
            |&(_, value)| value.abs() >= WIN,
        );
        Values { values, depth }
    }

    /// Every line's value from `player`'s side against the best answers, and as `foresee` expects
    /// the game to go (a position's value from `player`'s side some decisions on, `None` once out
    /// of time), deepening while time allows, all weighed at the same depth. Empty when stopped
    /// before depth 1.
    pub(super) fn traps(
        &mut self,
        lines: &[Line],
        player: Player,
        limits: &Limits,
        mut foresee: impl FnMut(&Position, i32) -> Option<i32>,
    ) -> Traps {
        let sign = side(player);
        let (traps, depth) = self.deepen(
            limits,
            |searcher, depth| {
                let mut traps = Vec::with_capacity(lines.len());
                for line in lines {
                    let value = sign * searcher.full(&line.child, depth - 1, limits);
                    let Some(predicted) = foresee(&line.child, depth - 1) else {
                        searcher.aborted = true;
                        break;
                    };
                    traps.push(Trap {
                        decision: line.decision,
                        value,
                        predicted,
                    });
                }
                traps
            },
            |t| t.value.abs() >= WIN && t.predicted.abs() >= WIN,
        );
        Traps { traps, depth }
    }

    /// Weighs a root's decisions at depth 1, 2, … while time allows (`at_depth` weighs them all
    /// at one depth), until every weight is `decided`: the weights of the last depth finished,
    /// and that depth.
    fn deepen<T>(
        &mut self,
        limits: &Limits,
        mut at_depth: impl FnMut(&mut Searcher, i32) -> Vec<T>,
        decided: impl Fn(&T) -> bool,
    ) -> (Vec<T>, u32) {
        self.prepare(limits);
        let mut weighed = (Vec::new(), 0);
        for depth in 1..=limits.max_depth.max(1) {
            let weights = at_depth(self, depth as i32);
            if self.aborted {
                break;
            }
            let over = weights.iter().all(&decided);
            weighed = (weights, depth);
            if over {
                break;
            }
        }
        weighed
    }

    /// `position`'s value searched `depth` more decisions with the whole window.
    fn full(&mut self, position: &Position, depth: i32, limits: &Limits) -> i32 {
        self.search(position, depth, -i32::MAX, i32::MAX, limits)
    }

    fn root(&mut self, position: &Position, depth: u32, limits: &Limits) -> Option<Found> {
        let mut list = DecisionList::new();
        position.decisions(&mut list);
        let player = mover(position);
        let children = self.ordered(position, player, &list, limits);
        let maximise = player == Player::One;
        let (mut alpha, mut beta) = (-i32::MAX, i32::MAX);
        let mut best: Option<Found> = None;
        for (decision, child) in children {
            let value = self.search(&child, depth as i32 - 1, alpha, beta, limits);
            if self.aborted {
                // Only decisions searched to the end count (see `best`).
                return best;
            }
            let better = match best {
                None => true,
                Some(b) => (maximise && value > b.value) || (!maximise && value < b.value),
            };
            if better {
                best = Some(Found {
                    decision,
                    value,
                    depth,
                });
            }
            if maximise {
                alpha = alpha.max(value);
            } else {
                beta = beta.min(value);
            }
        }
        if let (Some(found), true) = (best, limits.enhanced) {
            let index = list.as_slice().iter().position(|d| *d == found.decision);
            self.store(key_of(position), depth, found.value, Bound::Exact, index);
        }
        best
    }

    /// The value of `position` from player 1's side, searched `depth` more decisions.
    pub fn search(
        &mut self,
        position: &Position,
        depth: i32,
        mut alpha: i32,
        mut beta: i32,
        limits: &Limits,
    ) -> i32 {
        self.nodes += 1;
        if self.nodes & 1023 == 0 && self.out_of_time() {
            self.aborted = true;
        }
        if self.aborted {
            return 0;
        }
        if position.is_over() {
            return finished(super::endgame::margin(position));
        }
        if depth <= 0 {
            return evaluate(position, limits.evaluation);
        }
        let key = key_of(position);
        let mut hint = None;
        if limits.enhanced {
            let entry = self.table[self.slot(key)];
            if entry.key == key {
                hint = Some(entry.best);
                if entry.depth as i32 >= depth
                    && entry.bound.settles(entry.value, &mut alpha, &mut beta)
                {
                    return entry.value;
                }
            }
        }
        let mut list = DecisionList::new();
        position.decisions(&mut list);
        let player = mover(position);
        let maximise = player == Player::One;
        let (alpha_in, beta_in) = (alpha, beta);
        let mut best_value = if maximise { -i32::MAX } else { i32::MAX };
        let mut best_index = 0;
        let mut order: [u8; DecisionList::CAPACITY] = std::array::from_fn(|i| i as u8);
        let count = list.len();
        if let Some(first) = hint.filter(|&h| (h as usize) < count) {
            order.swap(0, first as usize);
        }
        for &index in &order[..count] {
            let decision = list.as_slice()[index as usize];
            if decision.player != player {
                continue;
            }
            let mut child = *position;
            if child.play(decision, &mut NoEvents).is_err() {
                continue;
            }
            let value = self.search(&child, depth - 1, alpha, beta, limits);
            if self.aborted {
                return 0;
            }
            if (maximise && value > best_value) || (!maximise && value < best_value) {
                best_value = value;
                best_index = index;
            }
            if maximise {
                alpha = alpha.max(value);
            } else {
                beta = beta.min(value);
            }
            if alpha >= beta {
                break;
            }
        }
        if limits.enhanced {
            let bound = Bound::of(best_value, alpha_in, beta_in);
            self.store(
                key,
                depth as u32,
                best_value,
                bound,
                Some(best_index as usize),
            );
        }
        best_value
    }

    /// The root's children, the table's best first, then the most promising by a shallow look.
    fn ordered(
        &mut self,
        position: &Position,
        player: Player,
        list: &DecisionList,
        limits: &Limits,
    ) -> Vec<(Decision, Position)> {
        let mut children: Vec<(Decision, Position, i32)> = list
            .of(player)
            .filter_map(|decision| {
                let mut child = *position;
                child.play(decision, &mut NoEvents).ok()?;
                Some((decision, child, evaluate(&child, limits.evaluation)))
            })
            .collect();
        if limits.enhanced {
            let sign = if player == Player::One { -1 } else { 1 };
            children.sort_by_key(|(_, _, value)| sign * value);
            let entry = self.table[self.slot(key_of(position))];
            if entry.key == key_of(position)
                && let Some(hinted) = list.as_slice().get(entry.best as usize)
                && let Some(at) = children.iter().position(|(d, _, _)| d == hinted)
            {
                let first = children.remove(at);
                children.insert(0, first);
            }
        }
        children.into_iter().map(|(d, p, _)| (d, p)).collect()
    }

    fn slot(&self, key: u64) -> usize {
        (key >> (64 - self.table.len().trailing_zeros())) as usize
    }

    fn store(&mut self, key: u64, depth: u32, value: i32, bound: Bound, best: Option<usize>) {
        let slot = self.slot(key);
        let entry = &mut self.table[slot];
        if entry.key != key || entry.depth as u32 <= depth {
            *entry = Entry {
                key,
                value,
                depth: depth.min(255) as u8,
                bound,
                best: best.unwrap_or(0) as u8,
            };
        }
    }

    fn out_of_time(&self) -> bool {
        self.was_stopped() || self.deadline.is_some_and(|d| Instant::now() >= d)
    }

    /// Whether the stop switch is set (undo, new game, leaving the screen).
    pub fn was_stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// Whether a search worked on in slices is over after its last slice: that slice ran to its
    /// end (not cut short), `time` (the whole thinking time, if any) is `spent`, or it was stopped.
    pub fn slices_done(&self, spent: Duration, time: Option<Duration>) -> bool {
        !self.aborted || time.is_some_and(|time| spent >= time) || self.was_stopped()
    }
}

/// A finished game's value from player 1's side, by its final store margin: any win is worth
/// more than any material, and the margin breaks ties between wins.
pub fn finished(margin: i32) -> i32 {
    match margin.signum() {
        0 => 0,
        sign => sign * WIN + margin,
    }
}

/// The sign that turns a value from player 1's side into `player`'s.
pub fn side(player: Player) -> i32 {
    match player {
        Player::One => 1,
        Player::Two => -1,
    }
}

/// The best of weighed decisions; the first of equally good ones, in the order they came.
pub fn first_best(weighed: &[(Decision, i32)]) -> Option<(Decision, i32)> {
    weighed
        .iter()
        .rev()
        .max_by_key(|&&(_, value)| value)
        .copied()
}

/// A value as the seeds one side can expect to end ahead by: a finished game's margin, or the
/// store difference the evaluation counts (a quarter of its value).
pub fn in_seeds(value: i32) -> f32 {
    if value.abs() >= WIN {
        (value - value.signum() * WIN) as f32
    } else {
        value as f32 / 4.0
    }
}

/// The static value of a position from player 1's side.
pub fn evaluate(position: &Position, evaluation: Evaluation) -> i32 {
    let [a, b] = position.stores();
    let stores = (a as i32 - b as i32) * 4;
    match evaluation {
        Evaluation::Stores => stores,
        Evaluation::StoresAndRows => {
            let [row_a, row_b] = position.row_seeds();
            stores + row_a as i32 - row_b as i32
        }
    }
}
