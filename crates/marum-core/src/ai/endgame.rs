//! Perfect endgames: with few seeds left on the board, the game is searched to its very end, so
//! the value found is the exact final margin with best play by both players.
//!
//! An exact search rather than a table: under the repetition rule (MK11, CK9) a position's value
//! depends on which turn starts the game has already seen, so a table indexed by position alone
//! cannot be exact. The search counts the turn starts of the game and of its own path as the rule
//! does, and plays a third occurrence out as the rule ends it.

use super::search::Bound;
use crate::rules::{Decision, DecisionList, Game, NoEvents, Options, Player, Position, Variant};
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rustc_hash::{FxHashMap, FxHasher};
use serde::Serialize;
use std::hash::{Hash, Hasher};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use web_time::Instant;

/// Board seeds at or below which Master and the review solve exactly (within `NODE_BUDGET`): as
/// many as Marum Konbi always solves within it (`marum endgame`, figures in the README).
pub const ENDGAME_SEEDS: u32 = 10;

/// Positions one exact solution may visit before it gives up and the ordinary search decides:
/// about a second at the worst on this machine.
pub const NODE_BUDGET: u64 = 3_000_000;

/// An exact search's memory: its node count and limits, and the turn starts on its path.
pub struct Endgame {
    pub nodes: u64,
    budget: u64,
    deadline: Option<Instant>,
    stop: Option<Arc<AtomicBool>>,
    path: Vec<u128>,
    /// Decisions from the root to the node searched.
    depth: u32,
    /// The turn starts on the path as one hash: with the position, all a value depends on.
    history: u64,
    /// Values found, by position and history: what bound each is.
    table: FxHashMap<u64, (i32, Bound)>,
    /// The position and player the table was filled for: a later call on the same root goes on
    /// from what earlier ones settled (an exact search in slices, in the browser).
    root: Option<u64>,
    /// A line ran past `MAX_PLIES`: this root is not solved, however long it is worked on.
    too_deep: bool,
}

/// Lines longer than this are not solved (a search thread's stack stays small).
const MAX_PLIES: u32 = 400;

/// Entries kept at most, so that a long solution's memory stays modest (about 30 MB).
const TABLE_LIMIT: usize = 1 << 20;

fn hash_of(value: impl Hash) -> u64 {
    let mut hasher = FxHasher::default();
    value.hash(&mut hasher);
    hasher.finish()
}

/// The final store margin from player 1's side: what an exact search scores.
pub fn margin(position: &Position) -> i32 {
    let [a, b] = position.stores();
    a as i32 - b as i32
}

impl Endgame {
    pub fn new(budget: u64) -> Endgame {
        Endgame {
            nodes: 0,
            budget,
            deadline: None,
            stop: None,
            path: Vec::with_capacity(256),
            depth: 0,
            history: 0,
            table: FxHashMap::default(),
            root: None,
            too_deep: false,
        }
    }

    /// The exact search Master and the review use: within [`NODE_BUDGET`], given up once `stop`
    /// is set (undo, new game, leaving the screen).
    pub fn stopped_by(stop: Arc<AtomicBool>) -> Endgame {
        Endgame {
            stop: Some(stop),
            ..Endgame::new(NODE_BUDGET)
        }
    }

    /// [`Endgame::weigh`] that also pauses at `deadline`; a later call on the same position
    /// goes on from there.
    pub fn weigh_until(
        &mut self,
        game: &Game,
        player: Player,
        deadline: Option<Instant>,
    ) -> Option<Vec<(Decision, i32)>> {
        self.deadline = deadline;
        self.weigh(game, player)
    }

    /// Whether more work could still solve the last position asked: neither the budget spent,
    /// nor a line too long, nor stopped.
    pub fn can_go_on(&self) -> bool {
        self.nodes <= self.budget && !self.too_deep && !self.stopped()
    }

    fn stopped(&self) -> bool {
        self.stop
            .as_ref()
            .is_some_and(|s| s.load(Ordering::Relaxed))
    }

    fn out_of_limits(&self) -> bool {
        self.nodes > self.budget
            || (self.nodes & 1023 == 0
                && (self.deadline.is_some_and(|d| Instant::now() >= d) || self.stopped()))
    }

    /// Whether `game` is one this search takes on: few seeds on the board, one player to decide.
    pub fn applies(game: &Game) -> bool {
        let position = game.position();
        let both_due = position.is_awaiting(Player::One) && position.is_awaiting(Player::Two);
        !(position.is_over() || position.is_choosing_in_secret() || both_due)
            && position.row_seeds().iter().sum::<u32>() <= ENDGAME_SEEDS
    }

    /// Every decision `player` may make now, each with the exact final margin it leads to from
    /// `player`'s side; `None` when the limits ran out or two players decide at once. Asked again
    /// about the same position, it keeps the values already settled and the nodes already spent.
    pub fn weigh(&mut self, game: &Game, player: Player) -> Option<Vec<(Decision, i32)>> {
        let position = game.position();
        if position.is_awaiting(player.other()) || !position.is_awaiting(player) {
            return None;
        }
        let root = hash_of((position, player, game.history().len()));
        if self.root != Some(root) {
            self.root = Some(root);
            self.nodes = 0;
            self.too_deep = false;
            self.table.clear();
        }
        // An interrupted search unwinds its path, so every call starts from the root.
        debug_assert!(self.path.is_empty() && self.depth == 0 && self.history == 0);
        let sign = super::search::side(player);
        let mut list = DecisionList::new();
        position.decisions(&mut list);
        list.of(player)
            .map(|decision| {
                let mut child = *position;
                child.play(decision, &mut NoEvents).ok()?;
                let value = self.after(game, child, -i32::MAX, i32::MAX)?;
                Some((decision, sign * value))
            })
            .collect()
    }

    /// The exact margin from player 1's side of `position` reached by a decision: the
    /// repetition rule is applied to it first when a turn starts there.
    fn after(&mut self, game: &Game, mut position: Position, alpha: i32, beta: i32) -> Option<i32> {
        let Some(key) = position.turn_start_key() else {
            return self.exact(game, &position, alpha, beta);
        };
        let on_path = self.path.iter().filter(|&&k| k == key).count();
        if game.times_seen(key) as usize + on_path + 1 >= 3 {
            position.end_by_repetition(&mut NoEvents);
            return Some(margin(&position));
        }
        // Which time on the path this is tells the hash apart from the key's first time.
        let visit = hash_of((key, on_path));
        self.path.push(key);
        self.history ^= visit;
        let value = self.exact(game, &position, alpha, beta);
        self.history ^= visit;
        self.path.pop();
        value
    }

    fn exact(
        &mut self,
        game: &Game,
        position: &Position,
        mut alpha: i32,
        mut beta: i32,
    ) -> Option<i32> {
        if position.is_over() {
            return Some(margin(position));
        }
        self.nodes += 1;
        if self.depth >= MAX_PLIES {
            self.too_deep = true;
            return None;
        }
        if self.out_of_limits() {
            return None;
        }
        let slot = hash_of(position) ^ self.history;
        if let Some(&(value, bound)) = self.table.get(&slot)
            && bound.settles(value, &mut alpha, &mut beta)
        {
            return Some(value);
        }
        let (alpha_in, beta_in) = (alpha, beta);
        let player = position.next_to_decide();
        let maximise = player == Player::One;
        let mut list = DecisionList::new();
        position.decisions(&mut list);
        // Children in the order of their store margins, the mover's best first: captures and
        // seeds won prune the rest.
        let mut children = [(0i32, *position); DecisionList::CAPACITY];
        let mut count = 0;
        for decision in list.of(player) {
            let mut child = *position;
            if child.play(decision, &mut NoEvents).is_ok() {
                let gain = if maximise {
                    margin(&child)
                } else {
                    -margin(&child)
                };
                children[count] = (gain, child);
                count += 1;
            }
        }
        if count == 0 {
            // Not a position the rules reach (the mover has nothing to choose): as it stands.
            return Some(margin(position));
        }
        children[..count].sort_unstable_by_key(|&(gain, _)| -gain);
        let mut best = if maximise { -i32::MAX } else { i32::MAX };
        for &(_, child) in &children[..count] {
            self.depth += 1;
            let value = self.after(game, child, alpha, beta);
            self.depth -= 1;
            let value = value?;
            if maximise {
                best = best.max(value);
                alpha = alpha.max(value);
            } else {
                best = best.min(value);
                beta = beta.min(value);
            }
            if alpha >= beta {
                break;
            }
        }
        if self.table.len() < TABLE_LIMIT {
            self.table
                .insert(slot, (best, Bound::of(best, alpha_in, beta_in)));
        }
        Some(best)
    }
}

/// A random game of `variant` played on (random options and toss, random decisions) until at
/// most `seeds` lie on the board with one player to decide; `None` if it ended first.
pub fn random_small_game(variant: Variant, seeds: u32, rng: &mut impl Rng) -> Option<Game> {
    let options = *Options::all_for(variant).choose(rng)?;
    let first = *Player::BOTH.choose(rng)?;
    let mut game = Game::new(variant, options, first).ok()?;
    while !game.position().is_over() {
        if Endgame::applies(&game) && game.position().row_seeds().iter().sum::<u32>() <= seeds {
            return Some(game);
        }
        let player = game.position().next_to_decide();
        let decisions = game.decisions();
        let mine: Vec<Decision> = decisions.of(player).collect();
        game.play_with(*mine.choose(rng)?, &mut NoEvents).ok()?;
    }
    None
}

/// `marum endgame`: how often, how fast and how large exact solutions are.
#[derive(Clone, Debug, Serialize)]
pub struct Benchmark {
    pub variant: Variant,
    pub seeds: u32,
    pub positions: u32,
    pub solved: u32,
    pub mean_ms: f64,
    pub worst_ms: f64,
    pub most_nodes: u64,
}

/// How many random games in a row may end before reaching a small enough position, before the
/// benchmark says that so few seeds are out of reach.
const GAMES_PER_POSITION: u32 = 1000;

/// Solves `positions` random positions with at most `seeds` on the board, within the budget
/// Master uses; an error where random games do not come down to so few seeds.
pub fn benchmark(
    variant: Variant,
    seeds: u32,
    positions: u32,
    seed: u64,
) -> Result<Benchmark, String> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut report = Benchmark {
        variant,
        seeds,
        positions,
        solved: 0,
        mean_ms: 0.0,
        worst_ms: 0.0,
        most_nodes: 0,
    };
    let mut tried = 0;
    let mut ended_first = 0;
    while tried < positions {
        let Some(game) = random_small_game(variant, seeds, &mut rng) else {
            ended_first += 1;
            if ended_first == GAMES_PER_POSITION {
                return Err(format!(
                    "{GAMES_PER_POSITION} random games of {} in a row ended before at most {seeds} seeds lay on the board; ask for more seeds.",
                    variant.name()
                ));
            }
            continue;
        };
        ended_first = 0;
        let started = Instant::now();
        let mut endgame = Endgame::new(NODE_BUDGET);
        let player = game.position().next_to_decide();
        report.solved += u32::from(endgame.weigh(&game, player).is_some());
        let ms = started.elapsed().as_secs_f64() * 1000.0;
        report.mean_ms += ms / f64::from(positions);
        report.worst_ms = report.worst_ms.max(ms);
        report.most_nodes = report.most_nodes.max(endgame.nodes);
        tried += 1;
    }
    Ok(report)
}

impl Benchmark {
    pub fn print(&self) {
        println!(
            "{}: {} of {} positions with at most {} seeds on the board solved exactly; {:.1} ms mean, {:.1} ms worst, {} positions at most",
            self.variant.name(),
            self.solved,
            self.positions,
            self.seeds,
            self.mean_ms,
            self.worst_ms,
            self.most_nodes
        );
    }
}
