//! Congkak's rules (docs/RULES.md, CK1–CK10 and OPT-CK-relay-opponent).

use crate::rules::{
    Action, Decision, DecisionList, Event, EventSink, Phase, Player, RuleError, winner_of,
};

pub const POSITIONS: usize = 16;
pub const PITS_PER_ROW: usize = 7;
pub const TOTAL: u8 = 98;
/// CK6: the price of buying back a dead pit, and CK1's seeds per pit.
pub const BUY_BACK_PRICE: u8 = 7;
/// CK10: this many seeds win.
pub const WINNING: u8 = 50;

/// A player's house: 7 for player 1, 15 for player 2.
#[inline]
pub const fn house(player: Player) -> usize {
    7 + 8 * player.index()
}

/// The owner of a pit or house: positions 0–7 are player 1's, 8–15 player 2's.
#[inline]
pub const fn owner(pos: usize) -> Player {
    if pos < 8 { Player::One } else { Player::Two }
}

/// The pit across the board (0↔14, 6↔8).
#[inline]
pub const fn opposite(pit: usize) -> usize {
    14 - pit
}

#[inline]
fn row(player: Player) -> std::ops::Range<usize> {
    let first = 8 * player.index();
    first..first + PITS_PER_ROW
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum HandState {
    /// Opening: the player has not chosen yet (or has chosen in secret).
    Idle,
    Moving,
    /// Opening: stopped by a meeting, holding its seeds until the other turn is over.
    Waiting,
    /// Landed in its house; the player must pick a pit.
    Picking,
    /// This turn is over.
    Done,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Hand {
    pos: u8,
    seeds: u8,
    state: HandState,
    /// Opening: the secret choice, then the tick on which this hand's turn ended.
    chosen: Option<u8>,
    finished_tick: u16,
}

impl Hand {
    const IDLE: Hand = Hand {
        pos: 0,
        seeds: 0,
        state: HandState::Idle,
        chosen: None,
        finished_tick: 0,
    };
}

/// Where a normal turn stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Stage {
    /// Before sowing: a buy-back is allowed (CK6).
    TurnStart,
    /// Bought back; now the player sows.
    Bought,
    /// Landed in the house mid-turn (CK3a); the player picks a pit.
    Pick,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Congkak {
    pub board: [u8; POSITIONS],
    /// Bit `i` set: pit `i` is dead.
    pub dead: u16,
    phase: Phase,
    /// In play, the player whose turn it is; in the opening, the priority player.
    to_move: Player,
    priority: Player,
    relay_opponent: bool,
    stage: Stage,
    awaiting: u8,
    hands: [Hand; 2],
    tick: u16,
}

/// How a hand's last seed landed (CK3).
enum Landing {
    Relay,
    /// Landed in its own house; whether there was a pit to pick then.
    House,
    TurnOver,
}

impl Congkak {
    pub fn new(priority: Player, relay_opponent: bool) -> Congkak {
        let mut board = [BUY_BACK_PRICE; POSITIONS];
        board[house(Player::One)] = 0;
        board[house(Player::Two)] = 0;
        Congkak {
            board,
            dead: 0,
            phase: Phase::Opening,
            to_move: priority,
            priority,
            relay_opponent,
            stage: Stage::TurnStart,
            awaiting: Player::One.bit() | Player::Two.bit(),
            hands: [Hand::IDLE; 2],
            tick: 0,
        }
    }

    /// A hand-built position at the start of `to_move`'s normal turn (for tests and the rules
    /// screens' demonstrations).
    pub fn in_play(
        board: [u8; POSITIONS],
        dead: &[u8],
        to_move: Player,
        relay_opponent: bool,
    ) -> Congkak {
        Congkak {
            board,
            dead: dead.iter().fold(0, |mask, &pit| mask | 1 << pit),
            phase: Phase::Play,
            awaiting: to_move.bit(),
            ..Congkak::new(to_move, relay_opponent)
        }
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn awaiting_mask(&self) -> u8 {
        self.awaiting
    }

    pub fn houses(&self) -> [u8; 2] {
        [
            self.board[house(Player::One)],
            self.board[house(Player::Two)],
        ]
    }

    /// Seeds held by hands now (a hand stopped by a meeting keeps its seeds).
    pub fn in_hand(&self) -> u8 {
        self.hand_seeds().iter().sum()
    }

    /// Seeds in each player's hand.
    pub fn hand_seeds(&self) -> [u8; 2] {
        self.hands.map(|hand| hand.seeds)
    }

    /// Whether the opening choices are still being made (nothing has moved yet).
    pub fn is_choosing_opening(&self) -> bool {
        self.phase == Phase::Opening && self.hands.iter().any(|hand| hand.state == HandState::Idle)
    }

    /// Takes back a secret opening choice not yet sown, as if `player` had not chosen: what the
    /// other player may know while choosing.
    pub fn forget_opening_choice(&mut self, player: Player) {
        let hand = &mut self.hands[player.index()];
        if self.phase == Phase::Opening && hand.state == HandState::Idle && hand.chosen.is_some() {
            hand.chosen = None;
            self.awaiting |= player.bit();
        }
    }

    pub fn priority(&self) -> Player {
        self.priority
    }

    /// Dead pits, ascending.
    pub fn dead_pits(&self) -> impl Iterator<Item = u8> + '_ {
        (0..POSITIONS as u8).filter(|&pit| self.is_dead(pit as usize))
    }

    #[inline]
    pub fn is_dead(&self, pit: usize) -> bool {
        self.dead & (1 << pit) != 0
    }

    pub fn total_seeds(&self) -> u32 {
        self.board.iter().map(|&n| n as u32).sum::<u32>() + self.in_hand() as u32
    }

    #[inline]
    fn sowable(&self, pit: usize) -> bool {
        self.board[pit] > 0 && !self.is_dead(pit)
    }

    fn has_live_seeds(&self, player: Player) -> bool {
        row(player).any(|pit| self.sowable(pit))
    }

    fn can_buy_back(&self, player: Player) -> bool {
        self.board[house(player)] >= BUY_BACK_PRICE && row(player).any(|pit| self.is_dead(pit))
    }

    /// CK2: the next position for `player`'s hand, skipping the opponent's house and dead pits.
    #[inline]
    fn next_position(&self, from: usize, player: Player) -> usize {
        let skipped_house = house(player.other());
        let mut pos = from;
        loop {
            pos = (pos + 1) % POSITIONS;
            if pos != skipped_house && !self.is_dead(pos) {
                return pos;
            }
        }
    }

    pub fn decisions(&self, out: &mut DecisionList) {
        for player in Player::BOTH {
            if self.awaiting & player.bit() == 0 {
                continue;
            }
            for pit in row(player) {
                if self.sowable(pit) {
                    out.push(Decision::sow(player, pit as u8));
                }
            }
            if self.phase == Phase::Play
                && self.stage == Stage::TurnStart
                && self.board[house(player)] >= BUY_BACK_PRICE
            {
                for pit in row(player) {
                    if self.is_dead(pit) {
                        out.push(Decision::buy(player, pit as u8));
                    }
                }
            }
        }
    }

    /// CK9's key at a normal turn's start: board (7 bits a count), dead pits, player to move.
    pub fn turn_start_key(&self) -> Option<u128> {
        if self.phase != Phase::Play || self.stage != Stage::TurnStart {
            return None;
        }
        let board = self
            .board
            .iter()
            .fold(0u128, |key, &n| key << 7 | n as u128);
        // Bit 15 (player 2's house) is never dead, so the dead set takes 15 bits.
        let key = board << 15 | (self.dead & 0x7fff) as u128;
        Some(key << 1 | self.to_move.index() as u128)
    }

    pub fn play<S: EventSink>(
        &mut self,
        decision: Decision,
        sink: &mut S,
    ) -> Result<(), RuleError> {
        self.check(decision)?;
        let player = decision.player;
        match (self.phase, decision.action) {
            (_, Action::Buy(pit)) => {
                let pit = pit as usize;
                self.board[house(player)] -= BUY_BACK_PRICE;
                self.board[pit] += BUY_BACK_PRICE;
                self.dead &= !(1 << pit);
                self.stage = Stage::Bought;
                sink.push(Event::BuyBack {
                    player,
                    pit: pit as u8,
                    count: BUY_BACK_PRICE,
                });
            }
            (Phase::Opening, Action::Sow(pit)) => {
                self.awaiting &= !player.bit();
                if self.hands[player.index()].state == HandState::Picking {
                    self.scoop(player, pit as usize, sink);
                } else {
                    self.hands[player.index()].chosen = Some(pit);
                    sink.push(Event::OpeningChoice { player });
                    if self.awaiting == 0 {
                        for hand_owner in [self.priority, self.priority.other()] {
                            let chosen = self.hands[hand_owner.index()].chosen;
                            self.scoop(hand_owner, chosen.unwrap_or_default() as usize, sink);
                        }
                    }
                }
                if self.awaiting == 0 {
                    self.run_opening(sink);
                }
            }
            (_, Action::Sow(pit)) => {
                self.awaiting = 0;
                self.scoop(player, pit as usize, sink);
                self.run_turn(player, sink);
            }
        }
        Ok(())
    }

    fn check(&self, decision: Decision) -> Result<(), RuleError> {
        let player = decision.player;
        if self.phase == Phase::Over {
            return Err(RuleError::GameOver);
        }
        if self.awaiting & player.bit() == 0 {
            let chose = self.phase == Phase::Opening && self.hands[player.index()].chosen.is_some();
            return Err(
                if chose && self.hands[player.index()].state == HandState::Idle {
                    RuleError::AlreadyChose(player)
                } else {
                    RuleError::NotYourTurn(player)
                },
            );
        }
        let pit = decision.action.pit();
        let index = pit as usize;
        if index >= POSITIONS {
            return Err(RuleError::NoSuchPit(pit));
        }
        if !row(player).contains(&index) {
            return Err(RuleError::NotYourPit { player, pit });
        }
        match decision.action {
            Action::Sow(_) if self.is_dead(index) => Err(RuleError::DeadPit(pit)),
            Action::Sow(_) if self.board[index] == 0 => Err(RuleError::EmptyPit(pit)),
            Action::Sow(_) => Ok(()),
            Action::Buy(_) if self.phase != Phase::Play || self.stage != Stage::TurnStart => {
                Err(RuleError::BuyNotNow)
            }
            Action::Buy(_) if !self.is_dead(index) => Err(RuleError::NotDead(pit)),
            Action::Buy(_) if self.board[house(player)] < BUY_BACK_PRICE => {
                Err(RuleError::CannotAfford)
            }
            Action::Buy(_) => Ok(()),
        }
    }

    fn scoop<S: EventSink>(&mut self, player: Player, pit: usize, sink: &mut S) {
        let count = self.board[pit];
        self.board[pit] = 0;
        self.hands[player.index()] = Hand {
            pos: pit as u8,
            seeds: count,
            state: HandState::Moving,
            ..self.hands[player.index()]
        };
        sink.push(Event::Scoop {
            player,
            pit: pit as u8,
            count,
        });
    }

    /// Moves one seed of `player`'s hand on, as the board stands now, and when that was the last
    /// seed, resolves the landing (CK3): a relay scoops at once, a house landing waits for a pick.
    fn step<S: EventSink>(&mut self, player: Player, sink: &mut S) -> Option<Landing> {
        let pos = self.next_position(self.hands[player.index()].pos as usize, player);
        let hand = &mut self.hands[player.index()];
        hand.pos = pos as u8;
        hand.seeds -= 1;
        let left = hand.seeds;
        self.board[pos] += 1;
        sink.push(Event::Drop {
            player,
            pos: pos as u8,
            count: self.board[pos],
            left,
        });
        if left > 0 {
            return None;
        }
        Some(self.land(player, pos, sink))
    }

    fn land<S: EventSink>(&mut self, player: Player, pos: usize, sink: &mut S) -> Landing {
        if pos == house(player) {
            let can_pick = self.has_live_seeds(player);
            sink.push(Event::HouseBonus { player, can_pick });
            self.hands[player.index()].state = HandState::Picking;
            return Landing::House;
        }
        let relays = if owner(pos) == player {
            self.board[pos] >= 2
        } else {
            self.relay_opponent && self.board[pos] >= 2
        };
        if relays {
            sink.push(Event::Relay {
                player,
                pit: pos as u8,
            });
            self.scoop(player, pos, sink);
            return Landing::Relay;
        }
        if owner(pos) == player {
            let across = opposite(pos);
            if self.board[across] > 0 {
                let count = self.empty_into_house(across, player);
                sink.push(Event::Capture {
                    player,
                    pit: across as u8,
                    count,
                });
            } else {
                self.dead |= 1 << pos;
                sink.push(Event::PitDies {
                    player,
                    pit: pos as u8,
                });
            }
        }
        self.hands[player.index()].state = HandState::Done;
        Landing::TurnOver
    }

    /// A normal turn (CK5): sows on until the turn ends or waits for a house pick.
    fn run_turn<S: EventSink>(&mut self, player: Player, sink: &mut S) {
        loop {
            match self.step(player, sink) {
                None | Some(Landing::Relay) => {}
                Some(Landing::House) if self.has_live_seeds(player) => {
                    self.stage = Stage::Pick;
                    self.awaiting = player.bit();
                    return;
                }
                Some(Landing::House | Landing::TurnOver) => break,
            }
        }
        self.hands[player.index()] = Hand::IDLE;
        sink.push(Event::TurnEnd { player });
        self.next_turn(player.other(), sink);
    }

    /// CK8 after the opening and after every turn; otherwise `player`'s turn starts.
    fn next_turn<S: EventSink>(&mut self, player: Player, sink: &mut S) {
        let stuck = |p: Player| !self.has_live_seeds(p) && !self.can_buy_back(p);
        if stuck(Player::One) || stuck(Player::Two) {
            self.collect_and_end(sink);
            return;
        }
        self.phase = Phase::Play;
        self.to_move = player;
        self.stage = Stage::TurnStart;
        self.awaiting = player.bit();
    }

    /// CK4: both hands sow in lock-step, one seed per tick each, until a pick is due or both
    /// opening turns are over.
    fn run_opening<S: EventSink>(&mut self, sink: &mut S) {
        let order = [self.priority, self.priority.other()];
        loop {
            for player in order {
                let waiting = self.hands[player.index()].state == HandState::Waiting;
                if waiting && self.hands[player.other().index()].state == HandState::Done {
                    let hand = &mut self.hands[player.index()];
                    hand.state = HandState::Moving;
                    sink.push(Event::HandResumes {
                        player,
                        pos: hand.pos,
                        holding: hand.seeds,
                    });
                }
            }
            if order
                .iter()
                .all(|p| self.hands[p.index()].state == HandState::Done)
            {
                return self.end_opening(sink);
            }
            self.tick += 1;
            sink.push(Event::Tick { tick: self.tick });
            self.judge_meeting(sink);
            for player in order {
                if self.hands[player.index()].state == HandState::Moving
                    && let Some(Landing::TurnOver) = self.step(player, sink)
                {
                    self.finish_opening_turn(player, sink);
                }
            }
            for player in order {
                if self.hands[player.index()].state == HandState::Picking {
                    if self.has_live_seeds(player) {
                        self.awaiting |= player.bit();
                    } else {
                        self.finish_opening_turn(player, sink);
                    }
                }
            }
            if self.awaiting != 0 {
                return;
            }
        }
    }

    /// CK4's meeting, judged at the start of a tick while both hands move.
    fn judge_meeting<S: EventSink>(&mut self, sink: &mut S) {
        let (first, second) = (self.priority, self.priority.other());
        let [a, b] = [first, second].map(|p| self.hands[p.index()]);
        if a.state != HandState::Moving || b.state != HandState::Moving {
            return;
        }
        let a_next = self.next_position(a.pos as usize, first);
        let b_next = self.next_position(b.pos as usize, second);
        let stops = if b_next == a_next || b_next == a.pos as usize {
            second
        } else if a_next == b.pos as usize {
            first
        } else {
            return;
        };
        let hand = &mut self.hands[stops.index()];
        hand.state = HandState::Waiting;
        sink.push(Event::HandsMeet {
            player: stops,
            pos: hand.pos,
            holding: hand.seeds,
        });
    }

    fn finish_opening_turn<S: EventSink>(&mut self, player: Player, sink: &mut S) {
        let hand = &mut self.hands[player.index()];
        hand.state = HandState::Done;
        hand.finished_tick = self.tick;
        sink.push(Event::TurnEnd { player });
    }

    /// Normal turns begin with the player who finished first; on a tie, the priority player.
    fn end_opening<S: EventSink>(&mut self, sink: &mut S) {
        let [one, two] = self.hands.map(|hand| hand.finished_tick);
        let first = match one.cmp(&two) {
            std::cmp::Ordering::Less => Player::One,
            std::cmp::Ordering::Greater => Player::Two,
            std::cmp::Ordering::Equal => self.priority,
        };
        self.hands = [Hand::IDLE; 2];
        self.next_turn(first, sink);
    }

    /// Moves every seed of `pit` into `player`'s house; returns how many.
    fn empty_into_house(&mut self, pit: usize, player: Player) -> u8 {
        let count = std::mem::take(&mut self.board[pit]);
        self.board[house(player)] += count;
        count
    }

    /// CK8's ending: every seed left on the board goes to the house of its row.
    pub fn collect_and_end<S: EventSink>(&mut self, sink: &mut S) {
        for player in Player::BOTH {
            for pit in row(player) {
                if self.board[pit] > 0 {
                    let count = self.empty_into_house(pit, player);
                    sink.push(Event::Collect {
                        player,
                        pit: pit as u8,
                        count,
                    });
                }
            }
        }
        self.phase = Phase::Over;
        self.awaiting = 0;
        sink.push(Event::GameOver {
            winner: winner_of(self.houses()),
            stores: self.houses(),
        });
    }
}
