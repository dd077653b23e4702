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
    /// Whether each seed dropped must arrive as its own [`Event::Drop`]. A sink that only counts
    /// drops says no and gets [`EventSink::count_drops`] instead (Marum Konbi's sowing, the hot
    /// loop of random playouts, then does nothing else per seed).
    const EACH_DROP: bool = true;
    fn push(&mut self, event: Event);
    /// `seeds` were dropped, one per place, without their own events (when not `EACH_DROP`).
    fn count_drops(&mut self, _seeds: u8) {}
    fn mark(&self) -> Self::Mark;
    fn rewind(&mut self, mark: Self::Mark);
}

/// The sink of the hot path: discards everything.
pub struct NoEvents;

impl EventSink for NoEvents {
    type Mark = ();
    const EACH_DROP: bool = false;
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

/// Where seeds lie: a place (a pit, a house, or one of Marum Konbi's stores, numbered as the
/// game's board numbers its places), a player's store wherever the game keeps it, or a hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Holder {
    Place(u8),
    Store(Player),
    Hand(Player),
}

/// Seeds an event moves: `count` from one holder to another; the earliest arrived go, or the
/// latest (a buy-back pays with what the house received last).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeedMove {
    pub from: Holder,
    pub to: Holder,
    pub count: u8,
    pub earliest: bool,
}

impl Event {
    /// The seeds this event moves: at most two moves (the Two-Marum partition has two).
    pub fn seed_moves(&self) -> [Option<SeedMove>; 2] {
        let single = |from, to, count, earliest| {
            [
                Some(SeedMove {
                    from,
                    to,
                    count,
                    earliest,
                }),
                None,
            ]
        };
        match *self {
            Event::Scoop { player, pit, count } => {
                single(Holder::Place(pit), Holder::Hand(player), count, true)
            }
            Event::Drop { player, pos, .. } => {
                single(Holder::Hand(player), Holder::Place(pos), 1, true)
            }
            Event::Capture { player, pit, count } | Event::Collect { player, pit, count } => {
                single(Holder::Place(pit), Holder::Store(player), count, true)
            }
            Event::BuyBack { player, pit, count } => {
                single(Holder::Store(player), Holder::Place(pit), count, false)
            }
            Event::Partition { pits } => Player::BOTH.map(|player| {
                Some(SeedMove {
                    from: Holder::Place(pits[player.index()]),
                    to: Holder::Store(player),
                    count: 1,
                    earliest: true,
                })
            }),
            _ => [None, None],
        }
    }
}

/// Where every seed is, kept up to date from events alone: what an animation replays. Its counts
/// equal the rules' state after each decision, which the tests check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tableau {
    pub variant: Variant,
    /// Marum Konbi: 12 pits; Congkak: 16 positions with the houses at 7 and 15.
    pub board: Vec<u8>,
    /// Marum Konbi's private stores, places 12 and 13 (Congkak's houses are on the board).
    pub stores: Vec<u8>,
    pub hands: [u8; 2],
}

/// An event that does not fit the seeds where they are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch(pub String);

impl Tableau {
    pub fn of(position: &Position) -> Tableau {
        let (board, stores, hands) = match position {
            Position::Konbi(p) => (p.board.to_vec(), p.stores.to_vec(), [0, 0]),
            Position::Congkak(p) => (p.board.to_vec(), Vec::new(), p.hand_seeds()),
        };
        Tableau {
            variant: position.variant(),
            board,
            stores,
            hands,
        }
    }

    /// Seeds per holder: every place in order (the board's, then any stores beside it), then the
    /// two hands.
    pub fn holder_counts(&self) -> Vec<u8> {
        self.board
            .iter()
            .chain(&self.stores)
            .chain(&self.hands)
            .copied()
            .collect()
    }

    fn seeds_in(&mut self, holder: Holder) -> Result<&mut u8, Mismatch> {
        let place = match holder {
            Holder::Hand(player) => return Ok(&mut self.hands[player.index()]),
            Holder::Store(player) => self.variant.describe().store(player),
            Holder::Place(index) => index,
        } as usize;
        let on_board = self.board.len();
        if place < on_board {
            Ok(&mut self.board[place])
        } else {
            self.stores
                .get_mut(place - on_board)
                .ok_or_else(|| Mismatch(format!("no place {place}")))
        }
    }

    /// Moves the seeds an event moves, and checks what the event says of where they went.
    pub fn apply(&mut self, event: &Event) -> Result<(), Mismatch> {
        for moved in event.seed_moves().into_iter().flatten() {
            let source = self.seeds_in(moved.from)?;
            *source = source.checked_sub(moved.count).ok_or_else(|| {
                Mismatch(format!(
                    "{} seeds taken from {:?}, which holds {source}",
                    moved.count, moved.from
                ))
            })?;
            *self.seeds_in(moved.to)? += moved.count;
        }
        match *event {
            Event::Scoop { pit, count, .. } if self.board[pit as usize] != 0 => Err(Mismatch(
                format!("a scoop of {count} from {pit} leaves seeds behind"),
            )),
            Event::Drop {
                player,
                pos,
                count,
                left,
            } if self.board[pos as usize] != count || self.hands[player.index()] != left => Err(
                Mismatch(format!("drop into {pos} says {count} there, {left} left")),
            ),
            _ => Ok(()),
        }
    }
}
