//! A whole game: a [`Position`] plus the repetition rule's history and the record of decisions.

use super::{
    Decision, DecisionList, Event, EventSink, Options, Phase, Player, Position, RuleError, Variant,
};
use rustc_hash::FxHashMap;
use serde::{Deserialize, Serialize};

/// What a finished or unfinished game was: replaying `decisions` from the start gives it again.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameRecord {
    pub variant: Variant,
    #[serde(default)]
    pub options: Options,
    /// The toss: who moves first (Marum Konbi) or has priority (Congkak).
    pub first: Player,
    pub decisions: Vec<Decision>,
}

/// The state as the engine protocol and the game records show it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StateView {
    pub variant: Variant,
    /// Marum Konbi: 12 pits; Congkak: 16 positions, houses at 7 and 15.
    pub board: Vec<u8>,
    pub stores: [u8; 2],
    pub dead: Vec<u8>,
    pub in_hand: u8,
    pub awaiting: Vec<Player>,
    pub phase: Phase,
    pub winner: Option<Player>,
    pub draw: bool,
}

impl StateView {
    pub fn of(position: &Position) -> StateView {
        let (board, dead, in_hand) = match position {
            Position::Konbi(p) => (p.board.to_vec(), Vec::new(), 0),
            Position::Congkak(p) => (p.board.to_vec(), p.dead_pits().collect(), p.in_hand()),
        };
        let over = position.is_over();
        StateView {
            variant: position.variant(),
            board,
            stores: position.stores(),
            dead,
            in_hand,
            awaiting: Player::BOTH
                .into_iter()
                .filter(|&p| position.is_awaiting(p))
                .collect(),
            phase: position.phase(),
            winner: position.winner(),
            draw: over && position.winner().is_none(),
        }
    }
}

#[derive(Clone, Debug)]
pub struct Game {
    options: Options,
    first: Player,
    /// Whether the game began from the standard start, so that its record replays it.
    standard_start: bool,
    /// The position the game began from: its history replays from here.
    start: Position,
    position: Position,
    /// How often each turn-start position has been seen (MK11, CK9), since `progress` was last
    /// seen to grow.
    seen: FxHashMap<u128, u8>,
    progress: Option<u32>,
    decisions: Vec<Decision>,
}

impl Game {
    /// A new game; fails with a sentence when an option belongs to the other game.
    pub fn new(variant: Variant, options: Options, first: Player) -> Result<Game, String> {
        options.check_for(variant)?;
        Ok(Game::start(
            Position::new(variant, &options, first),
            options,
            first,
            true,
        ))
    }

    /// A game from a hand-built position (rule demonstrations, tests); it has no record.
    pub fn from_position(position: Position, options: Options) -> Game {
        Game::start(position, options, Player::One, false)
    }

    fn start(position: Position, options: Options, first: Player, standard_start: bool) -> Game {
        let mut game = Game {
            options,
            first,
            standard_start,
            start: position,
            position,
            seen: FxHashMap::default(),
            progress: None,
            decisions: Vec::new(),
        };
        game.note_turn_start(&mut super::NoEvents);
        game
    }

    /// Starts again from the beginning with the same game and options, keeping allocations.
    pub fn restart(&mut self, first: Player) {
        self.first = first;
        self.standard_start = true;
        self.position = Position::new(self.variant(), &self.options, first);
        self.start = self.position;
        self.seen.clear();
        self.progress = None;
        self.decisions.clear();
        self.note_turn_start(&mut super::NoEvents);
    }

    /// Replays a record; on an illegal decision, says which one and why.
    pub fn replay(record: &GameRecord) -> Result<Game, String> {
        let mut game = Game::new(record.variant, record.options, record.first)?;
        for (index, &decision) in record.decisions.iter().enumerate() {
            game.play_with(decision, &mut super::NoEvents)
                .map_err(|error| {
                    format!("Decision {} of the record is illegal: {error}", index + 1)
                })?;
        }
        Ok(game)
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn variant(&self) -> Variant {
        self.position.variant()
    }

    pub fn options(&self) -> Options {
        self.options
    }

    pub fn first(&self) -> Player {
        self.first
    }

    pub fn state(&self) -> StateView {
        StateView::of(&self.position)
    }

    pub fn decisions(&self) -> DecisionList {
        let mut list = DecisionList::new();
        self.position.decisions(&mut list);
        list
    }

    /// The position before the first decision of [`Game::history`].
    pub fn start_position(&self) -> &Position {
        &self.start
    }

    pub fn history(&self) -> &[Decision] {
        &self.decisions
    }

    /// How often the turn-start position `key` has been seen so far (MK11, CK9): its third time
    /// ends the game.
    pub fn times_seen(&self, key: u128) -> u8 {
        self.seen.get(&key).copied().unwrap_or(0)
    }

    /// The record that replays this game; `None` for a game from a hand-built position.
    pub fn record(&self) -> Option<GameRecord> {
        self.standard_start.then(|| GameRecord {
            variant: self.variant(),
            options: self.options,
            first: self.first,
            decisions: self.decisions.clone(),
        })
    }

    /// Plays a decision and returns its events; an illegal one changes nothing.
    pub fn play(&mut self, decision: Decision) -> Result<Vec<Event>, RuleError> {
        let mut events = Vec::new();
        self.play_with(decision, &mut events)?;
        Ok(events)
    }

    pub fn play_with<S: EventSink>(
        &mut self,
        decision: Decision,
        sink: &mut S,
    ) -> Result<(), RuleError> {
        self.position.play(decision, sink)?;
        self.decisions.push(decision);
        self.note_turn_start(sink);
        Ok(())
    }

    /// Counts a turn-start position; its third time ends the game (MK11, CK9).
    fn note_turn_start<S: EventSink>(&mut self, sink: &mut S) {
        let progress = self.position.progress();
        if progress != self.progress {
            self.seen.clear();
            self.progress = progress;
        }
        if let Some(key) = self.position.turn_start_key() {
            let count = self.seen.entry(key).or_insert(0);
            *count += 1;
            if *count >= 3 {
                self.position.end_by_repetition(sink);
            }
        }
    }
}
