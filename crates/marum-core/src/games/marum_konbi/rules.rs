//! Marum Konbi's rules (docs/RULES.md, MK1–MK12 and OPT-MK-relay).

use crate::rules::{
    Action, Decision, DecisionList, Event, EventSink, MkRelay, NoEvents, Phase, Player, RuleError,
    winner_of,
};

pub const PITS: usize = 12;
/// Player 1's special pit; Pa is player 2's.
pub const PI: usize = 5;
pub const PA: usize = 11;
pub const TOTAL: u8 = 62;
/// MK12: this many marums win.
pub const WINNING: u8 = 32;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Konbi {
    pub board: [u8; PITS],
    pub stores: [u8; 2],
    pub to_move: Player,
    pub over: bool,
    pub relay: MkRelay,
}

/// The state at which a relay would start: the board before the scoop and the pit to scoop, a
/// byte each.
type RelayStart = u128;

/// The relay start from `pit` of `board`. Read byte by byte: one wide read of bytes the sowing
/// has just written one at a time would wait for them to land.
fn relay_start(board: &[u8; PITS], pit: usize) -> RelayStart {
    board
        .iter()
        .fold(pit as u128, |start, &count| start << 8 | count as u128)
}

/// How one move's sowing ended, with the pit where the last marum fell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stop {
    /// MK5, with the captured pit (landing + 2).
    Capture(usize),
    Nungkang(usize),
    Quiet(usize),
    Endless(usize),
}

/// A hand sowing one move on `board`; relays carry on in the same hand.
struct Hand<'a> {
    board: &'a mut [u8; PITS],
    pos: usize,
    seeds: u8,
    player: Player,
    relay: MkRelay,
}

/// What happens once the hand is empty.
enum Landing {
    RelayFrom(usize),
    Stop(Stop),
}

impl<'a> Hand<'a> {
    /// A hand of `player` (with the relay rule `relay`) that scoops `pit` of `board` first.
    fn new(board: &'a mut [u8; PITS], player: Player, relay: MkRelay) -> Hand<'a> {
        Hand {
            board,
            pos: 0,
            seeds: 0,
            player,
            relay,
        }
    }

    fn scoop<S: EventSink>(&mut self, pit: usize, sink: &mut S) {
        self.seeds = self.board[pit];
        self.board[pit] = 0;
        self.pos = pit;
        sink.push(Event::Scoop {
            player: self.player,
            pit: pit as u8,
            count: self.seeds,
        });
    }

    /// Sows every marum in hand (MK3: the origin pit is not skipped) and judges the landing.
    #[inline]
    fn sow_out<S: EventSink>(&mut self, sink: &mut S) -> Landing {
        if S::EACH_DROP {
            for left in (0..self.seeds).rev() {
                self.pos = next(self.pos);
                self.board[self.pos] += 1;
                sink.push(Event::Drop {
                    player: self.player,
                    pos: self.pos as u8,
                    count: self.board[self.pos],
                    left,
                });
            }
        } else {
            // Nobody watches each marum fall: every pit gets its share at once, whole laps and
            // the rest from the next pit on, without a branch on how many there are.
            sink.count_drops(self.seeds);
            let seeds = self.seeds as usize;
            let (laps, rest) = ((seeds / PITS) as u8, seeds % PITS);
            let sown = &SOWN[next(self.pos)][rest];
            for (count, one) in self.board.iter_mut().zip(sown) {
                *count += laps + one;
            }
            self.pos = (self.pos + seeds) % PITS;
        }
        self.seeds = 0;
        let after = next(self.pos);
        if self.board[after] > 0 {
            if self.relay == MkRelay::NextPit || self.board[self.pos] >= 2 {
                Landing::RelayFrom(after)
            } else {
                Landing::Stop(Stop::Quiet(self.pos))
            }
        } else if self.board[next(after)] > 0 {
            Landing::Stop(Stop::Capture(next(after)))
        } else {
            Landing::Stop(Stop::Nungkang(self.pos))
        }
    }

    /// Sows from the relay-start state the hand is at to the next one, or to the end of the move.
    fn advance_to_next_relay(&mut self) -> Option<RelayStart> {
        match self.sow_out(&mut NoEvents) {
            Landing::RelayFrom(pit) => {
                let start = relay_start(self.board, pit);
                self.scoop(pit, &mut NoEvents);
                Some(start)
            }
            Landing::Stop(_) => None,
        }
    }
}

/// `SOWN[start][seeds][pit]`: whether `pit` gets one of `seeds` (fewer than a lap) sown from
/// `start` on, round the end of the board if need be.
const SOWN: [[[u8; PITS]; PITS]; PITS] = {
    let mut table = [[[0; PITS]; PITS]; PITS];
    let mut start = 0;
    while start < PITS {
        let mut seeds = 0;
        while seeds < PITS {
            let mut sown = 0;
            while sown < seeds {
                table[start][seeds][(start + sown) % PITS] = 1;
                sown += 1;
            }
            seeds += 1;
        }
        start += 1;
    }
    table
};

/// The pit after `pos`, round the board; without a branch, which the sowing loop would
/// mispredict once a lap.
#[inline]
const fn next(pos: usize) -> usize {
    (pos + 1) * (pos + 1 != PITS) as usize
}

/// Player 1's row is pits 0–5, player 2's 6–11.
#[inline]
pub fn row_owner(pit: usize) -> Player {
    if pit < 6 { Player::One } else { Player::Two }
}

/// The pits a player may start a move from (MK3: never Pi or Pa).
#[inline]
fn starting_pits(player: Player) -> std::ops::Range<usize> {
    match player {
        Player::One => 0..PI,
        Player::Two => 6..PA,
    }
}

impl Konbi {
    pub fn new(first: Player, relay: MkRelay) -> Konbi {
        let mut board = [5; PITS];
        board[PI] = 6;
        board[PA] = 6;
        Konbi {
            board,
            stores: [0, 0],
            to_move: first,
            over: false,
            relay,
        }
    }

    pub fn phase(&self) -> Phase {
        if self.over { Phase::Over } else { Phase::Play }
    }

    pub fn awaiting_mask(&self) -> u8 {
        if self.over { 0 } else { self.to_move.bit() }
    }

    pub fn has_move(&self, player: Player) -> bool {
        // All five pits at once, without stopping at the first that holds marums.
        self.board[starting_pits(player)]
            .iter()
            .fold(0, |any, &n| any | n)
            > 0
    }

    pub fn decisions(&self, out: &mut DecisionList) {
        if self.over {
            return;
        }
        for pit in starting_pits(self.to_move) {
            out.push_if(self.board[pit] > 0, Decision::sow(self.to_move, pit as u8));
        }
    }

    pub fn total_seeds(&self) -> u32 {
        self.board
            .iter()
            .chain(&self.stores)
            .map(|&n| n as u32)
            .sum()
    }

    /// MK11's key: board, both stores and the player to move, a byte each (counts are at most 62).
    pub fn turn_start_key(&self) -> Option<u128> {
        if self.over {
            return None;
        }
        // Byte by byte from the fields: one wide load of bytes just written would wait for them.
        let bytes = self.board.iter().chain(&self.stores);
        let key = bytes
            .rev()
            .fold(self.to_move.index() as u128, |key, &n| key << 8 | n as u128);
        Some(key)
    }

    /// Marums in the stores: they only ever grow, so no position before a capture comes back after
    /// it (MK11 need only remember the turns since the last).
    pub fn progress(&self) -> u32 {
        u32::from(self.stores[0]) + u32::from(self.stores[1])
    }

    pub fn play<S: EventSink>(
        &mut self,
        decision: Decision,
        sink: &mut S,
    ) -> Result<(), RuleError> {
        let pit = self.check(decision)?;
        let player = self.to_move;
        match self.sow_move(pit, sink) {
            Stop::Capture(captured) => {
                let count = self.board[captured];
                self.board[captured] = 0;
                self.stores[player.index()] += count;
                sink.push(Event::Capture {
                    player,
                    pit: captured as u8,
                    count,
                });
            }
            Stop::Nungkang(pit) => sink.push(Event::Nungkang {
                player,
                pit: pit as u8,
            }),
            Stop::Quiet(pit) => sink.push(Event::QuietStop {
                player,
                pit: pit as u8,
            }),
            Stop::Endless(pit) => sink.push(Event::EndlessRelay {
                player,
                pit: pit as u8,
            }),
        }
        sink.push(Event::TurnEnd { player });
        self.after_move(player, sink);
        Ok(())
    }

    fn check(&self, decision: Decision) -> Result<usize, RuleError> {
        if self.over {
            return Err(RuleError::GameOver);
        }
        if decision.player != self.to_move {
            return Err(RuleError::NotYourTurn(decision.player));
        }
        let Action::Sow(pit) = decision.action else {
            return Err(RuleError::NoBuyingBack);
        };
        let index = pit as usize;
        if index >= PITS {
            return Err(RuleError::NoSuchPit(pit));
        }
        if row_owner(index) != decision.player {
            return Err(RuleError::NotYourPit {
                player: decision.player,
                pit,
            });
        }
        if index == PI || index == PA {
            return Err(RuleError::SpecialPit(pit));
        }
        if self.board[index] == 0 {
            return Err(RuleError::EmptyPit(pit));
        }
        Ok(index)
    }

    /// Sows one move from `pit` with all its relays, stopping an endless relay (MK8) exactly where
    /// a relay-start state first repeats. Brent's cycle detection finds that without keeping the
    /// history of the move: a normal move costs one small comparison per relay.
    fn sow_move<S: EventSink>(&mut self, pit: usize, sink: &mut S) -> Stop {
        let before = self.board;
        let mark = sink.mark();
        match self.run(pit, RelayLimit::Detect, sink) {
            Run::Ended(stop) => stop,
            Run::Cycle(length) => {
                sink.rewind(mark);
                self.board = before;
                let stop_at = self.first_repeat(pit, length);
                match self.run(pit, RelayLimit::StopAt(stop_at), sink) {
                    Run::Ended(stop) => stop,
                    Run::Cycle(_) => unreachable!("only a detecting run reports a cycle"),
                }
            }
        }
    }

    /// Sows on the board itself from `pit`, relays included, until the move ends or `limit` says.
    fn run<S: EventSink>(&mut self, pit: usize, limit: RelayLimit, sink: &mut S) -> Run {
        let mut hand = Hand::new(&mut self.board, self.to_move, self.relay);
        hand.scoop(pit, sink);
        // Brent: `saved` is compared with every later relay start until `power` starts have
        // passed, then replaced; a match means the starts cycle with period `distance`.
        let mut saved: Option<RelayStart> = None;
        let (mut power, mut distance) = (1u32, 0u32);
        let mut relays = 0u32;
        loop {
            match hand.sow_out(sink) {
                Landing::Stop(stop) => return Run::Ended(stop),
                Landing::RelayFrom(from) => {
                    let start = relay_start(hand.board, from);
                    match limit {
                        RelayLimit::StopAt(n) if relays == n => {
                            return Run::Ended(Stop::Endless(hand.pos));
                        }
                        RelayLimit::Detect => match saved {
                            Some(s) if s == start => return Run::Cycle(distance + 1),
                            Some(_) if distance + 1 < power => distance += 1,
                            _ => {
                                saved = Some(start);
                                if relays > 0 {
                                    power *= 2;
                                }
                                distance = 0;
                            }
                        },
                        _ => {}
                    }
                    relays += 1;
                    sink.push(Event::Relay {
                        player: hand.player,
                        pit: from as u8,
                    });
                    hand.scoop(from, sink);
                }
            }
        }
    }

    /// The index of the first relay start that repeats an earlier one, given the cycle length.
    fn first_repeat(&self, pit: usize, length: u32) -> u32 {
        let (mut slow_board, mut fast_board) = (self.board, self.board);
        let start_walk = |board| {
            let mut hand = Hand::new(board, self.to_move, self.relay);
            hand.scoop(pit, &mut NoEvents);
            hand
        };
        let (mut slow, mut fast) = (start_walk(&mut slow_board), start_walk(&mut fast_board));
        let mut slow_start = slow.advance_to_next_relay();
        let mut fast_start = fast.advance_to_next_relay();
        for _ in 0..length {
            fast_start = fast.advance_to_next_relay();
        }
        let mut index = 0;
        while slow_start != fast_start {
            slow_start = slow.advance_to_next_relay();
            fast_start = fast.advance_to_next_relay();
            index += 1;
        }
        index + length
    }

    /// MK9, then MK10: who moves next, a pass, or the end.
    fn after_move<S: EventSink>(&mut self, mover: Player, sink: &mut S) {
        let on_board: u32 = self.board.iter().map(|&n| n as u32).sum();
        let mut occupied = (0..PITS).filter(|&pit| self.board[pit] > 0);
        if on_board == 2
            && let (Some(a), Some(b)) = (occupied.next(), occupied.next())
        {
            self.board[a] = 0;
            self.board[b] = 0;
            self.stores[0] += 1;
            self.stores[1] += 1;
            sink.push(Event::Partition {
                pits: [a as u8, b as u8],
            });
            self.finish(sink);
            return;
        }
        let opponent = mover.other();
        if self.has_move(opponent) {
            self.to_move = opponent;
        } else if self.has_move(mover) {
            sink.push(Event::Pass { player: opponent });
            self.to_move = mover;
        } else {
            self.collect_and_end(sink);
        }
    }

    /// MK10's ending: each player collects the marums left in their own row.
    pub fn collect_and_end<S: EventSink>(&mut self, sink: &mut S) {
        for pit in 0..PITS {
            let count = self.board[pit];
            if count > 0 {
                let player = row_owner(pit);
                self.board[pit] = 0;
                self.stores[player.index()] += count;
                sink.push(Event::Collect {
                    player,
                    pit: pit as u8,
                    count,
                });
            }
        }
        self.finish(sink);
    }

    fn finish<S: EventSink>(&mut self, sink: &mut S) {
        self.over = true;
        sink.push(Event::GameOver {
            winner: winner_of(self.stores),
            stores: self.stores,
        });
    }
}

#[derive(Clone, Copy)]
enum RelayLimit {
    /// Look for a cycle of relay starts and report it.
    Detect,
    /// Stop before the relay with this index: it would repeat an earlier start (MK8).
    StopAt(u32),
}

enum Run {
    Ended(Stop),
    Cycle(u32),
}
