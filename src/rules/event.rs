//! The ordered steps of a move: enough for an animation to replay it seed by seed.

use super::{Player, Position, Variant};
use serde::{Deserialize, Serialize};

/// One visible step. Positions are numbered as in RULES.md; "store" is a player's private store in
/// Marum Konbi and their house in Congkak.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Event {
    /// Congkak's opening: a player has chosen a pit in secret (the pit stays hidden).
    OpeningChoice {
        player: Player,
    },
    /// A lock-step tick of Congkak's opening begins; both hands' drops until the next tick belong to it.
    Tick {
        tick: u16,
    },
    /// A hand takes every seed of a pit.
    Scoop {
        player: Player,
        pit: u8,
        count: u8,
    },
    /// One seed falls from the hand into `pos`, which now holds `count`; the hand keeps `left`.
    Drop {
        player: Player,
        pos: u8,
        count: u8,
        left: u8,
    },
    /// The hand goes on from `pit` (MK4, CK3c, OPT relays); its `Scoop` follows.
    Relay {
        player: Player,
        pit: u8,
    },
    /// Si-kang-si (MK5) or a Congkak capture (CK3d): `count` seeds go from `pit` to the player's store.
    Capture {
        player: Player,
        pit: u8,
        count: u8,
    },
    /// MK6: the two pits after `pit`, where sowing stopped, are empty.
    Nungkang {
        player: Player,
        pit: u8,
    },
    /// MK7: the last marum fell into the empty `pit` and the next pit is occupied.
    QuietStop {
        player: Player,
        pit: u8,
    },
    /// MK8: relaying on from `pit` would repeat an earlier board and pit of this move.
    EndlessRelay {
        player: Player,
        pit: u8,
    },
    /// CK3a: the last seed fell into the player's own house; `can_pick` says whether a pick follows.
    HouseBonus {
        player: Player,
        can_pick: bool,
    },
    /// CK3e: `pit` dies, keeping its one seed.
    PitDies {
        player: Player,
        pit: u8,
    },
    /// CK6: `count` seeds go from the player's house into the dead `pit`, which lives again.
    BuyBack {
        player: Player,
        pit: u8,
        count: u8,
    },
    /// CK4: this player's hand stops at `pos` holding `holding` seeds, and waits.
    HandsMeet {
        player: Player,
        pos: u8,
        holding: u8,
    },
    /// CK4: the waiting hand goes on from `pos` with `holding` seeds.
    HandResumes {
        player: Player,
        pos: u8,
        holding: u8,
    },
    /// MK10: this player cannot move; the opponent moves instead.
    Pass {
        player: Player,
    },
    /// MK9: the marum in `pits[0]` goes to player 1's store, the one in `pits[1]` to player 2's.
    Partition {
        pits: [u8; 2],
    },
    /// MK11 / CK9: a position came back for the third time.
    Repetition,
    /// MK10 / CK8 at the end: `count` seeds go from `pit` to `player`'s store.
    Collect {
        player: Player,
        pit: u8,
        count: u8,
    },
    TurnEnd {
        player: Player,
    },
    GameOver {
        winner: Option<Player>,
        stores: [u8; 2],
    },
}

/// Where the rules report steps. Generic, so that with [`NoEvents`] nothing is built at all.
pub trait EventSink {
    /// A point to come back to: a Marum Konbi move that turns out to be an endless relay (MK8)
    /// is sown again from the start, so the steps reported the first time are taken back.
    type Mark: Copy;
    fn push(&mut self, event: Event);
    fn mark(&self) -> Self::Mark;
    fn rewind(&mut self, mark: Self::Mark);
}

/// The sink of the hot path: discards everything.
pub struct NoEvents;

impl EventSink for NoEvents {
    type Mark = ();
    #[inline(always)]
    fn push(&mut self, _event: Event) {}
    #[inline(always)]
    fn mark(&self) {}
    #[inline(always)]
    fn rewind(&mut self, _mark: ()) {}
}

impl EventSink for Vec<Event> {
    type Mark = usize;
    #[inline]
    fn push(&mut self, event: Event) {
        Vec::push(self, event);
    }
    fn mark(&self) -> usize {
        self.len()
    }
    fn rewind(&mut self, mark: usize) {
        self.truncate(mark);
    }
}

/// Where every seed is, kept up to date from events alone: what an animation replays. Its counts
/// equal the rules' state after each decision, which the tests check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tableau {
    pub variant: Variant,
    /// Marum Konbi: 12 pits; Congkak: 16 positions with the houses at 7 and 15.
    pub board: Vec<u8>,
    /// Marum Konbi's private stores (Congkak's houses are on the board).
    pub stores: [u8; 2],
    pub hands: [u8; 2],
}

/// An event that does not fit the seeds where they are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch(pub String);

impl Tableau {
    pub fn of(position: &Position) -> Tableau {
        let (board, stores, hands) = match position {
            Position::Konbi(p) => (p.board.to_vec(), p.stores, [0, 0]),
            Position::Congkak(p) => (p.board.to_vec(), [0, 0], p.hand_seeds()),
        };
        Tableau {
            variant: position.variant(),
            board,
            stores,
            hands,
        }
    }

    /// Seeds per holder: the board's positions, Marum Konbi's two stores, then the two hands.
    pub fn holder_counts(&self) -> Vec<u8> {
        let stores: &[u8] = match self.variant {
            Variant::MarumKonbi => &self.stores,
            Variant::Congkak => &[],
        };
        self.board
            .iter()
            .chain(stores)
            .chain(&self.hands)
            .copied()
            .collect()
    }

    /// Where a player's store is: off the board in Marum Konbi, the house in Congkak.
    fn store(&mut self, player: Player) -> &mut u8 {
        match self.variant {
            Variant::MarumKonbi => &mut self.stores[player.index()],
            Variant::Congkak => &mut self.board[super::congkak::house(player)],
        }
    }

    fn take(&mut self, pos: u8, count: u8) -> Result<(), Mismatch> {
        let seeds = self
            .board
            .get_mut(pos as usize)
            .ok_or_else(|| Mismatch(format!("no position {pos}")))?;
        *seeds = seeds.checked_sub(count).ok_or_else(|| {
            Mismatch(format!(
                "{count} seeds taken from {pos}, which holds {seeds}"
            ))
        })?;
        Ok(())
    }

    /// Moves the seeds an event moves.
    pub fn apply(&mut self, event: &Event) -> Result<(), Mismatch> {
        match *event {
            Event::Scoop { player, pit, count } => {
                if self.board[pit as usize] != count {
                    return Err(Mismatch(format!(
                        "scoop of {count} from {pit}, which holds {}",
                        self.board[pit as usize]
                    )));
                }
                self.take(pit, count)?;
                self.hands[player.index()] += count;
            }
            Event::Drop {
                player,
                pos,
                count,
                left,
            } => {
                let hand = &mut self.hands[player.index()];
                *hand = hand
                    .checked_sub(1)
                    .ok_or_else(|| Mismatch(format!("{player} drops from an empty hand")))?;
                self.board[pos as usize] += 1;
                if self.board[pos as usize] != count || self.hands[player.index()] != left {
                    return Err(Mismatch(format!(
                        "drop into {pos} says {count} there, {left} left"
                    )));
                }
            }
            Event::Capture { player, pit, count } | Event::Collect { player, pit, count } => {
                self.take(pit, count)?;
                *self.store(player) += count;
            }
            Event::BuyBack { player, pit, count } => {
                let house = self.store(player);
                *house = house
                    .checked_sub(count)
                    .ok_or_else(|| Mismatch(format!("{player} cannot pay {count}")))?;
                self.board[pit as usize] += count;
            }
            Event::Partition { pits } => {
                for (player, pit) in Player::BOTH.into_iter().zip(pits) {
                    self.take(pit, 1)?;
                    *self.store(player) += 1;
                }
            }
            _ => {}
        }
        Ok(())
    }
}
