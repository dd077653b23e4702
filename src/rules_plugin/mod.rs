//! The headless rules plugin: the game as entities and messages, with no rendering, window or
//! sound. A [`MoveRequest`] is checked and played by the rules core; its events are then performed
//! one step at a time, each announced as a [`Step`] and lasting a duration from [`Timing`], so that
//! the view, audio and UI stay in step. Seats are human or computer; a computer seat is asked
//! whenever it must decide and the board is at rest.

mod background;
mod computer;
mod table;
mod timing;

pub use background::BackgroundSearch;
pub use computer::{ComputerRng, Thinking};
pub use marum_core::setup::{MatchSetup, Seat};
pub use table::{Hand, HeldBy, Holds, Place, Seed, SeedMover, Table, TablePiece, holder_counts};
pub use timing::{HURRY, Timing};

use crate::schedule::{self, GameSystems};
use bevy::ecs::message::MessageCursor;
use bevy::prelude::*;
use marum_core::locale::{Locale, Names};
use marum_core::rules::{Action, Decision, Event, Game, NoEvents, Player, RuleError};
use std::collections::VecDeque;
use std::time::Duration;

/// Someone watching asks the move being shown to end sooner (a replay stepped on while a move is
/// shown): the rest of it plays [`HURRY`] times faster. Nothing at rest.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hurry;

/// A player's decision, from the UI, a computer seat, the kiosk or a test.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveRequest {
    pub player: Player,
    pub action: Action,
}

impl From<Decision> for MoveRequest {
    fn from(decision: Decision) -> MoveRequest {
        MoveRequest {
            player: decision.player,
            action: decision.action,
        }
    }
}

impl From<MoveRequest> for Decision {
    fn from(request: MoveRequest) -> Decision {
        Decision {
            player: request.player,
            action: request.action,
        }
    }
}

/// Requests about the game as a whole.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum MatchRequest {
    New(MatchSetup),
    /// A game with these decisions already played (a resumed game, a record being replayed).
    Load(MatchSetup, Vec<Decision>),
    /// The same setup again from the start.
    Restart,
    /// Back to the start of the human's previous turn (games against the computer).
    Undo,
    Redo,
}

/// One performed step of a move: the seeds have moved as `event` says. `duration` is how long its
/// animation lasts at the current speed.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    pub event: Event,
    pub duration: Duration,
}

/// A request that was not carried out, with why.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct Refused {
    pub reason: Reason,
}

/// Why a request was refused: one of the plugin's messages, a decision the rules refuse, or a
/// game that could not be set up or replayed (the rules core's own sentence).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    Message(&'static str),
    Refused(RuleError),
    Rule(String),
}

impl Reason {
    /// The sentence to show in `locale`, naming the players as `names` does.
    pub fn sentence(&self, locale: &Locale, names: &Names) -> String {
        match self {
            Reason::Message(id) => locale.text(id),
            Reason::Refused(error) => error.sentence(locale, names),
            Reason::Rule(sentence) => sentence.clone(),
        }
    }
}

/// The board was laid out afresh (new game, restart, undo, redo): views place every seed again.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardLaidOut;

/// The game in progress and its sowing state machine.
#[derive(Resource, Debug)]
pub struct Match {
    pub setup: MatchSetup,
    game: Game,
    /// Events still to perform, with how long to wait after each.
    queue: VecDeque<(Event, Duration)>,
    /// Time spent on the current step, and how long it lasts.
    elapsed: Duration,
    current: Duration,
    /// History lengths at which a human seat had to decide at the start of a turn.
    human_turns: Vec<usize>,
    /// Decisions taken back by undo, latest last.
    redo: Vec<Vec<Decision>>,
    /// Players other than its maker who were due before the move being performed and still are
    /// (Congkak's two opening choices, or two picks after one tick): their decisions need not wait
    /// for it. Its maker due again (their hand sowed into their house) waits for the board to
    /// show it there.
    due_alongside: u8,
    /// Someone asked the move being shown to end sooner (a waiting player's decision, a
    /// [`Hurry`]): the rest of it plays faster.
    hurried: bool,
}

impl Match {
    fn new(setup: MatchSetup) -> Result<Match, Reason> {
        let game = Game::new(setup.variant, setup.options, setup.first).map_err(Reason::Rule)?;
        Ok(Match {
            setup,
            game,
            queue: VecDeque::new(),
            elapsed: Duration::ZERO,
            current: Duration::ZERO,
            human_turns: Vec::new(),
            redo: Vec::new(),
            due_alongside: 0,
            hurried: false,
        })
    }

    /// A game of `setup` played through `decisions`, remembering on the way each turn start at
    /// which only humans decided, as if it had been played here: Undo reaches back into a resumed
    /// game. A record the rules refuse is refused with the rules core's sentence.
    fn load(setup: MatchSetup, decisions: Vec<Decision>) -> Result<Match, Reason> {
        Game::replay(&setup.record(decisions.clone())).map_err(Reason::Rule)?;
        let mut loaded = Match::new(setup)?;
        for decision in decisions {
            loaded.note_human_turn();
            loaded
                .game
                .play_with(decision, &mut NoEvents)
                .map_err(Reason::Refused)?;
        }
        Ok(loaded)
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Whether a move is still being performed.
    pub fn is_busy(&self) -> bool {
        !self.queue.is_empty() || self.elapsed < self.current
    }

    /// Whether the move being performed was hurried (see [`run_sowing`]).
    pub fn is_hurried(&self) -> bool {
        self.hurried
    }

    /// `length` as this move plays it: at the settings' speed, [`HURRY`] times faster once hurried.
    fn paced(&self, timing: &Timing, length: Duration) -> Duration {
        let length = timing.scaled(length);
        if self.hurried {
            length.div_f32(HURRY)
        } else {
            length
        }
    }

    /// Whether `player` may decide now: the board is at rest, or their decision was due alongside
    /// the one being performed.
    fn may_decide(&self, player: Player) -> bool {
        !self.is_busy() || self.due_alongside & player.bit() != 0
    }

    /// Whether the game waits for `player` now: their decision is due and may be made, so the
    /// board shows them where it is due (not a hand still on its way to the house where the rules
    /// already have it pick).
    pub fn waits_for(&self, player: Player) -> bool {
        self.game.position().is_awaiting(player) && self.may_decide(player)
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    fn against_computer(&self) -> bool {
        self.setup.seats.contains(&Seat::Human)
            && !self.setup.seats.iter().all(|&s| s == Seat::Human)
    }

    /// Players whose seat is `Human` (or not) and who must decide now.
    pub(crate) fn due(&self, human: bool) -> impl Iterator<Item = Player> + '_ {
        Player::BOTH.into_iter().filter(move |&p| {
            self.game.position().is_awaiting(p)
                && (self.setup.seats[p.index()] == Seat::Human) == human
        })
    }

    /// The person the game waits for now (see [`Match::waits_for`]), if any: a hint is for them,
    /// not for a position the board has yet to show.
    pub fn person_waited_for(&self) -> Option<Player> {
        self.due(true).find(|&player| self.waits_for(player))
    }

    /// Remembers a turn start at which only humans decide, for undo: going back there leaves
    /// nothing for a computer seat to do, so the redo line stays valid.
    fn note_human_turn(&mut self) {
        let at = self.game.history().len();
        let only_humans = self.due(false).next().is_none() && self.due(true).next().is_some();
        if self.game.position().at_turn_start()
            && only_humans
            && self.human_turns.last() != Some(&at)
        {
            self.human_turns.push(at);
        }
    }

    /// Replaces the game by the same setup replayed through `decisions`; nothing changes on error.
    fn rebuild(&mut self, decisions: Vec<Decision>) -> Result<(), Reason> {
        self.game = Game::replay(&self.setup.record(decisions)).map_err(Reason::Rule)?;
        self.queue.clear();
        self.elapsed = Duration::ZERO;
        self.current = Duration::ZERO;
        self.due_alongside = 0;
        self.hurried = false;
        Ok(())
    }

    /// The history length undo goes back to: the human's latest turn before now.
    fn undo_target(&self) -> Result<usize, Reason> {
        if !self.against_computer() {
            return Err(Reason::Message("error-undo-computer-only"));
        }
        let now = self.game.history().len();
        self.human_turns
            .iter()
            .rev()
            .find(|&&at| at < now)
            .copied()
            .ok_or(Reason::Message("error-undo-nothing"))
    }

    pub fn can_undo(&self) -> bool {
        self.undo_target().is_ok()
    }

    fn undo(&mut self) -> Result<(), Reason> {
        let target = self.undo_target()?;
        let history = self.game.history().to_vec();
        self.rebuild(history[..target].to_vec())?;
        self.redo.push(history[target..].to_vec());
        self.human_turns.retain(|&at| at <= target);
        Ok(())
    }

    fn redo(&mut self) -> Result<(), Reason> {
        let Some(decisions) = self.redo.last() else {
            return Err(Reason::Message("error-redo-nothing"));
        };
        let mut history = self.game.history().to_vec();
        history.extend(decisions);
        self.rebuild(history)?;
        self.redo.pop();
        self.note_human_turn();
        Ok(())
    }
}

pub fn plugin(app: &mut App) {
    schedule::order(app);
    app.add_message::<MoveRequest>()
        .add_message::<MatchRequest>()
        .add_message::<Step>()
        .add_message::<Hurry>()
        .add_message::<Refused>()
        .add_message::<BoardLaidOut>()
        .init_resource::<Timing>()
        .init_resource::<ComputerRng>()
        .init_resource::<Thinking>()
        .add_systems(
            Update,
            (
                handle_match_requests,
                hurry_when_asked,
                run_sowing,
                computer::start_searches,
                computer::play_searched,
            )
                .chain()
                .in_set(GameSystems::Rules),
        );
}

/// New game, restart, undo and redo: the board is rebuilt at once, so this runs on the world.
fn handle_match_requests(world: &mut World, mut cursor: Local<MessageCursor<MatchRequest>>) {
    let requests: Vec<MatchRequest> = cursor
        .read(world.resource::<Messages<MatchRequest>>())
        .cloned()
        .collect();
    for request in requests {
        let outcome = match request {
            MatchRequest::New(setup) => Match::new(setup),
            MatchRequest::Load(setup, decisions) => Match::load(setup, decisions),
            MatchRequest::Restart => match world.get_resource::<Match>() {
                Some(current) => Match::new(current.setup),
                None => Err(Reason::Message("error-no-game")),
            },
            MatchRequest::Undo | MatchRequest::Redo => {
                let Some(mut current) = world.get_resource_mut::<Match>() else {
                    world.write_message(Refused {
                        reason: Reason::Message("error-no-game"),
                    });
                    continue;
                };
                let result = if request == MatchRequest::Undo {
                    current.undo()
                } else {
                    current.redo()
                };
                if let Err(reason) = result {
                    world.write_message(Refused { reason });
                    continue;
                }
                let position = *current.game.position();
                let table = world.resource::<Table>().clone();
                table.lay_out(world, &position);
                board_laid_out(world);
                continue;
            }
        };
        match outcome {
            Ok(started) => start_match(world, started),
            Err(reason) => {
                world.write_message(Refused { reason });
            }
        }
    }
}

/// Replaces the board's entities with a fresh set for `started`.
fn start_match(world: &mut World, mut started: Match) {
    let pieces: Vec<Entity> = world
        .query_filtered::<Entity, With<TablePiece>>()
        .iter(world)
        .collect();
    for piece in pieces {
        world.despawn(piece);
    }
    let table = Table::spawn(world, started.game.position());
    started.note_human_turn();
    world.insert_resource(table);
    world.insert_resource(started);
    board_laid_out(world);
}

/// Announces a fresh board; searches and move requests for the board before it no longer apply.
fn board_laid_out(world: &mut World) {
    world.resource_mut::<Thinking>().cancel_all();
    world.resource_mut::<Messages<MoveRequest>>().clear();
    world.write_message(BoardLaidOut);
}

/// A move being shown that someone asked to end sooner plays faster from its next step.
fn hurry_when_asked(current: Option<ResMut<Match>>, mut hurries: MessageReader<Hurry>) {
    let asked = hurries.read().count() > 0;
    if let Some(mut current) = current.filter(|current| asked && current.is_busy()) {
        current.hurried = true;
    }
}

/// The sowing state machine: performs due steps, then takes move requests while at rest. A
/// decision asked while a move is shown, and not due alongside it, is not taken: its player is
/// waiting for the board, so the rest of the move plays [`HURRY`] times faster (a tap on a pit
/// during a long relay), and the player asks again at rest.
fn run_sowing(
    time: Res<Time>,
    timing: Res<Timing>,
    current: Option<ResMut<Match>>,
    mut requests: MessageReader<MoveRequest>,
    mut mover: SeedMover,
    mut steps: MessageWriter<Step>,
    mut refusals: MessageWriter<Refused>,
) {
    let Some(mut current) = current else {
        for _ in requests.read() {
            refusals.write(Refused {
                reason: Reason::Message("error-no-game"),
            });
        }
        return;
    };
    let mut perform = |current: &mut Match, extra: Duration| {
        current.elapsed += extra;
        while timing.instant || current.elapsed >= current.current {
            current.elapsed = current.elapsed.saturating_sub(current.current);
            current.current = Duration::ZERO;
            let Some((event, wait)) = current.queue.pop_front() else {
                current.elapsed = Duration::ZERO;
                current.hurried = false;
                break;
            };
            mover.perform(&event);
            steps.write(Step {
                event,
                duration: current.paced(&timing, timing.duration(&event)),
            });
            current.current = current.paced(&timing, wait);
        }
    };
    perform(&mut current, time.delta());
    for request in requests.read() {
        let decision = Decision::from(*request);
        if !current.may_decide(request.player) {
            current.hurried = true;
            continue;
        }
        let due_before = current.game.position().awaiting_mask();
        let mut events = Vec::new();
        match current.game.play_with(decision, &mut events) {
            Ok(()) => {
                current.due_alongside =
                    due_before & !decision.player.bit() & current.game.position().awaiting_mask();
                current.redo.clear();
                current.queue.extend(timing.schedule(&events));
                current.note_human_turn();
                perform(&mut current, Duration::ZERO);
            }
            Err(error) => {
                refusals.write(Refused {
                    reason: Reason::Refused(error),
                });
            }
        }
    }
}
