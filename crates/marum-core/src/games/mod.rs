//! One home per game. Each game's folder holds its rules (`rules.rs`), its terminal board (`text.rs`)
//! and its [`Description`]: everything the rest of the program needs to know about it — its
//! words, captions and how-to-play text, the toss question, and where its places lie on the
//! board. The board, the interface, the kiosk and the commands consult the description instead of
//! asking which game it is.
//!
//! A third game adds a folder like these two, a [`Variant`], a [`crate::rules::Position`] arm that
//! hands its rules the position, and its description in [`Variant::describe`].

pub mod congkak;
pub mod marum_konbi;

use crate::rules::{Player, Variant};

/// What a place on the board is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlaceKind {
    Pit,
    /// Marum Konbi's special pits, which never start a move.
    Pi,
    Pa,
    /// Congkak's houses (rumah), on the board.
    House,
    /// Marum Konbi's private stores, on dishes beside the board.
    Store,
}

impl PlaceKind {
    /// A pit of a player's row (Pi and Pa too), not where seeds are kept.
    pub fn is_pit(self) -> bool {
        !matches!(self, PlaceKind::Store | PlaceKind::House)
    }
}

/// A place: `index` is its position in docs/RULES.md (Marum Konbi's stores follow its 12 pits),
/// `at` its centre on the table in board units (x to the right, z towards player 1).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlaceSpec {
    pub index: u8,
    pub owner: Player,
    pub kind: PlaceKind,
    pub at: [f32; 2],
}

impl PlaceSpec {
    /// Whether the place is carved into the board (a store stands on a dish of its own).
    pub fn on_board(&self) -> bool {
        self.kind != PlaceKind::Store
    }
}

/// The flat top of a block of wood seen from above, before its rounded edge: a straight middle
/// `straight` long each side of x = 0 and `half_width` wide each side of z = 0, with elliptical
/// ends whose semi-axes are `cap` (along the board, across it). Circles, rounded rectangles and
/// boats are all such outlines.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Outline {
    pub straight: f32,
    pub cap: [f32; 2],
    pub half_width: f32,
}

impl Outline {
    pub fn half_length(&self) -> f32 {
        self.straight + self.cap[0]
    }

    /// How far the outline reaches each side of z = 0 at `x`.
    pub fn half_width_at(&self, x: f32) -> f32 {
        let into_cap = ((x.abs() - self.straight) / self.cap[0]).clamp(0.0, 1.0);
        self.half_width - self.cap[1] + self.cap[1] * (1.0 - into_cap * into_cap).sqrt()
    }
}

/// A game's board: its outline and its places.
#[derive(Debug)]
pub struct Board {
    pub outline: Outline,
    /// Every place, by index.
    pub places: &'static [PlaceSpec],
    /// Where each player's winnings go (a store or a house), by place index.
    pub stores: [u8; 2],
    /// The first pit of each player's row; the row is sown from there (see [`Description::row`]).
    pub row_starts: [u8; 2],
}

/// What the board rests on, a restrained touch of where the game comes from. Colours are sRGB.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Cloth {
    /// A woven wrap with bands of stripes along its length, like Manipur's phanek.
    Striped {
        ground: [f32; 3],
        stripes: [[f32; 3]; 2],
    },
    /// A mat plaited on the diagonal from dried pandan leaves, like a Malay tikar mengkuang, with
    /// a few dyed strips.
    Plaited { straw: [f32; 3], dyed: [f32; 3] },
}

/// Everything about one game that is not its rules' hot path.
#[derive(Debug)]
pub struct Description {
    pub variant: Variant,
    pub name: &'static str,
    /// The name on the command line and in records.
    pub id: &'static str,
    pub total_seeds: u8,
    /// This many seeds win.
    pub winning: u8,
    pub board: Board,
    /// The cloth or mat under the board.
    pub cloth: Cloth,
    /// Decisions played at random to open each pair of a tournament, so that games differ.
    pub random_opening: usize,
    /// The heading of the game's section in docs/RULES.md.
    pub rules_heading: &'static str,
}

impl Description {
    /// The place at `index`.
    pub fn place(&self, index: u8) -> &PlaceSpec {
        &self.board.places[index as usize]
    }

    /// The place where `player`'s winnings go.
    pub fn store(&self, player: Player) -> u8 {
        self.board.stores[player.index()]
    }

    /// The pits of `player`'s row, in sowing order (keys 1–7 choose them in this order).
    pub fn row(&self, player: Player) -> std::ops::Range<u8> {
        let start = self.board.row_starts[player.index()];
        let pits = self
            .board
            .places
            .iter()
            .filter(|place| place.owner == player && place.kind.is_pit())
            .count() as u8;
        start..start + pits
    }
}

impl Variant {
    /// Everything the program knows about this game beyond its rules.
    pub fn describe(self) -> &'static Description {
        match self {
            Variant::MarumKonbi => &marum_konbi::DESCRIPTION,
            Variant::Congkak => &congkak::DESCRIPTION,
        }
    }
}
