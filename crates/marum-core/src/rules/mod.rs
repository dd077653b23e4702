//! The rules core: both games exactly as `docs/RULES.md` says, behind one [`Position`]. Each
//! game's own rules are in its folder under [`crate::games`]; this is where the two meet.
//!
//! [`Position`] is a small `Copy` state that the AI searches with: listing decisions and playing one
//! allocate nothing, and events go to an [`EventSink`] that is a no-op when nobody listens.
//! [`Game`] adds what a whole game needs on top: the repetition rule's history and the record.

mod event;
mod game;
mod types;

/// Each game's rules live in its own folder under [`crate::games`]; these are their usual names.
pub use crate::games::congkak::rules as congkak;
pub use crate::games::marum_konbi::rules as konbi;
pub use congkak::Congkak;
pub use event::{Event, EventSink, Holder, Mismatch, NoEvents, SeedMove, Tableau};
pub use game::{Game, GameRecord, StateView};
pub use konbi::Konbi;
pub use types::{
    Action, Decision, DecisionList, MkRelay, Options, Phase, Player, RuleError, Variant,
};

/// The player with more seeds won (MK12, CK10: the totals are even, so more means past half);
/// `None` for a draw.
pub fn winner_of([a, b]: [u8; 2]) -> Option<Player> {
    match a.cmp(&b) {
        std::cmp::Ordering::Greater => Some(Player::One),
        std::cmp::Ordering::Less => Some(Player::Two),
        std::cmp::Ordering::Equal => None,
    }
}

/// A position of either game: everything the rules need to go on, except the repetition history.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Position {
    Konbi(Konbi),
    Congkak(Congkak),
}

impl Position {
    /// The starting position; `first` moves first (Marum Konbi) or has priority (Congkak).
    pub fn new(variant: Variant, options: &Options, first: Player) -> Position {
        match variant {
            Variant::MarumKonbi => Position::Konbi(Konbi::new(first, options.relay)),
            Variant::Congkak => Position::Congkak(Congkak::new(first, options.relay_opponent)),
        }
    }

    pub fn variant(&self) -> Variant {
        match self {
            Position::Konbi(_) => Variant::MarumKonbi,
            Position::Congkak(_) => Variant::Congkak,
        }
    }

    /// Every decision that may be made now, by every player who must decide now.
    pub fn decisions(&self, out: &mut DecisionList) {
        out.clear();
        match self {
            Position::Konbi(p) => p.decisions(out),
            Position::Congkak(p) => p.decisions(out),
        }
    }

    /// Plays one decision, reporting every step to `sink`. An illegal decision changes nothing.
    pub fn play<S: EventSink>(
        &mut self,
        decision: Decision,
        sink: &mut S,
    ) -> Result<(), RuleError> {
        match self {
            Position::Konbi(p) => p.play(decision, sink),
            Position::Congkak(p) => p.play(decision, sink),
        }
    }

    /// The players who must decide now, as a bit set (bit 0: player 1, bit 1: player 2).
    pub fn awaiting_mask(&self) -> u8 {
        match self {
            Position::Konbi(p) => p.awaiting_mask(),
            Position::Congkak(p) => p.awaiting_mask(),
        }
    }

    /// The player whose decision comes first: player 1 when both must decide (a search expands
    /// simultaneous choices one after the other). Player 2 when nobody must.
    pub fn next_to_decide(&self) -> Player {
        if self.is_awaiting(Player::One) {
            Player::One
        } else {
            Player::Two
        }
    }

    pub fn is_awaiting(&self, player: Player) -> bool {
        self.awaiting_mask() & player.bit() != 0
    }

    pub fn phase(&self) -> Phase {
        match self {
            Position::Konbi(p) => p.phase(),
            Position::Congkak(p) => p.phase(),
        }
    }

    pub fn is_over(&self) -> bool {
        self.phase() == Phase::Over
    }

    /// Seeds won so far (Congkak: the houses).
    pub fn stores(&self) -> [u8; 2] {
        match self {
            Position::Konbi(p) => p.stores,
            Position::Congkak(p) => p.houses(),
        }
    }

    /// The winner of a finished game; `None` while playing or for a draw.
    pub fn winner(&self) -> Option<Player> {
        if !self.is_over() {
            return None;
        }
        winner_of(self.stores())
    }

    /// The repetition rule's key when a turn starts now (MK11, CK9); `None` mid-turn.
    pub fn turn_start_key(&self) -> Option<u128> {
        match self {
            Position::Konbi(p) => p.turn_start_key(),
            Position::Congkak(p) => p.turn_start_key(),
        }
    }

    /// A count that never goes down in a game and that differs between any two positions before
    /// and after it grew, so that the repetition rule may forget every turn before it grew:
    /// Marum Konbi's stores. `None` where a game has none (Congkak's houses pay for buy-backs).
    pub fn progress(&self) -> Option<u32> {
        match self {
            Position::Konbi(p) => Some(p.progress()),
            Position::Congkak(_) => None,
        }
    }

    /// Whether a turn starts now: a normal turn's first decision or Congkak's opening choice
    /// (rather than a pick in the middle of a turn).
    pub fn at_turn_start(&self) -> bool {
        self.is_choosing_in_secret() || self.turn_start_key().is_some()
    }

    /// Whether the players choose at the same time, each in secret (Congkak's opening).
    pub fn is_choosing_in_secret(&self) -> bool {
        matches!(self, Position::Congkak(p) if p.is_choosing_opening())
    }

    /// Takes back `player`'s secret choice, not yet sown: the position as the other player may
    /// know it while choosing.
    pub fn forget_secret_choice(&mut self, player: Player) {
        if let Position::Congkak(p) = self {
            p.forget_opening_choice(player);
        }
    }

    /// Ends the game by the repetition rule: the board is collected as MK10 / CK8 say.
    pub fn end_by_repetition<S: EventSink>(&mut self, sink: &mut S) {
        sink.push(Event::Repetition);
        match self {
            Position::Konbi(p) => p.collect_and_end(sink),
            Position::Congkak(p) => p.collect_and_end(sink),
        }
    }

    /// Congkak's dead pits as a bit set (bit `i`: pit `i`); none in Marum Konbi.
    pub fn dead_mask(&self) -> u16 {
        match self {
            Position::Konbi(_) => 0,
            Position::Congkak(p) => p.dead,
        }
    }

    /// The board as text, player 1's row at the bottom (the terminal game).
    pub fn text_board(&self) -> String {
        match self {
            Position::Konbi(p) => p.text_board(),
            Position::Congkak(p) => p.text_board(),
        }
    }

    /// Seeds lying in each player's row (pits only, dead pits included).
    pub fn row_seeds(&self) -> [u32; 2] {
        let (board, row_length, stride): (&[u8], usize, usize) = match self {
            Position::Konbi(p) => (&p.board, 6, 6),
            Position::Congkak(p) => (&p.board, 7, 8),
        };
        [0, 1].map(|row| {
            board[row * stride..row * stride + row_length]
                .iter()
                .map(|&n| n as u32)
                .sum()
        })
    }

    /// Seeds on the board, in the stores and in hands: constant through a game.
    pub fn total_seeds(&self) -> u32 {
        match self {
            Position::Konbi(p) => p.total_seeds(),
            Position::Congkak(p) => p.total_seeds(),
        }
    }
}
