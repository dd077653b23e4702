//! The ordered steps of a move: enough for an animation to replay it seed by seed.

use super::Player;
use serde::{Deserialize, Serialize};

/// One visible step. Positions are numbered as in RULES.md; "store" is a player's private store in
/// Marum Konbi and their house in Congkak.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Event {
    /// Congkak's opening: a player has chosen a pit in secret (the pit stays hidden).
    OpeningChoice { player: Player },
    /// A lock-step tick of Congkak's opening begins; both hands' drops until the next tick belong to it.
    Tick { tick: u16 },
    /// A hand takes every seed of a pit.
    Scoop { player: Player, pit: u8, count: u8 },
    /// One seed falls from the hand into `pos`, which now holds `count`; the hand keeps `left`.
    Drop {
        player: Player,
        pos: u8,
        count: u8,
        left: u8,
    },
    /// The hand goes on from `pit` (MK4, CK3c, OPT relays); its `Scoop` follows.
    Relay { player: Player, pit: u8 },
    /// Si-kang-si (MK5) or a Congkak capture (CK3d): `count` seeds go from `pit` to the player's store.
    Capture { player: Player, pit: u8, count: u8 },
    /// MK6: the two pits after `pit`, where sowing stopped, are empty.
    Nungkang { player: Player, pit: u8 },
    /// MK7: the last marum fell into the empty `pit` and the next pit is occupied.
    QuietStop { player: Player, pit: u8 },
    /// MK8: relaying on from `pit` would repeat an earlier board and pit of this move.
    EndlessRelay { player: Player, pit: u8 },
    /// CK3a: the last seed fell into the player's own house; `can_pick` says whether a pick follows.
    HouseBonus { player: Player, can_pick: bool },
    /// CK3e: `pit` dies, keeping its one seed.
    PitDies { player: Player, pit: u8 },
    /// CK6: `count` seeds go from the player's house into the dead `pit`, which lives again.
    BuyBack { player: Player, pit: u8, count: u8 },
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
    Pass { player: Player },
    /// MK9: the marum in `pits[0]` goes to player 1's store, the one in `pits[1]` to player 2's.
    Partition { pits: [u8; 2] },
    /// MK11 / CK9: a position came back for the third time.
    Repetition,
    /// MK10 / CK8 at the end: `count` seeds go from `pit` to `player`'s store.
    Collect { player: Player, pit: u8, count: u8 },
    TurnEnd { player: Player },
    GameOver {
        winner: Option<Player>,
        stores: [u8; 2],
    },
}

/// Where the rules report steps. Generic, so that with [`NoEvents`] nothing is built at all.
pub trait EventSink {
    /// Whether anybody listens; when not, the rules may skip work that only events need.
    const RECORDS: bool;
    fn push(&mut self, event: Event);
}

/// The sink of the hot path: discards everything.
pub struct NoEvents;

impl EventSink for NoEvents {
    const RECORDS: bool = false;
    #[inline(always)]
    fn push(&mut self, _event: Event) {}
}

impl EventSink for Vec<Event> {
    const RECORDS: bool = true;
    #[inline]
    fn push(&mut self, event: Event) {
        Vec::push(self, event);
    }
}
