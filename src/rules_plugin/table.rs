//! Pits, stores, hands and seeds as entities. Every seed is held by exactly one holder (a place or
//! a hand), recorded twice: in the holder's ordered [`Holds`] and in the seed's [`HeldBy`].

use crate::rules::{Event, Player, Position, Tableau, Variant, congkak, konbi};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlaceKind {
    Pit,
    /// Marum Konbi's special pits, which never start a move.
    Pi,
    Pa,
    /// Congkak's houses (rumah), on the board.
    House,
    /// Marum Konbi's private stores, beside the board.
    Store,
}

/// A pit, house or store. `index` is the position of RULES.md; Marum Konbi's stores are 12 and 13.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    pub index: u8,
    pub owner: Player,
    pub kind: PlaceKind,
}

/// A player's hand, carrying seeds while sowing.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hand {
    pub player: Player,
}

/// One seed (marum, cowrie), numbered for the whole game so the view can keep its look.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seed {
    pub number: u16,
}

/// The seeds a place or hand holds, in the order they arrived.
#[derive(Component, Clone, Debug, Default, PartialEq, Eq)]
pub struct Holds(pub Vec<Entity>);

/// The place or hand that holds this seed.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeldBy(pub Entity);

/// Moves seeds between holders, keeping [`Holds`] and [`HeldBy`] in agreement.
#[derive(SystemParam)]
pub struct SeedMover<'w, 's> {
    table: Option<Res<'w, Table>>,
    holders: Query<'w, 's, &'static mut Holds>,
    seeds: Query<'w, 's, &'static mut HeldBy>,
}

impl SeedMover<'_, '_> {
    /// Moves the seeds an event moves, as [`crate::rules::Tableau`] counts them.
    pub fn perform(&mut self, event: &Event) {
        let Some(table) = self.table.as_deref() else {
            return;
        };
        for (from, to, count, earliest) in table.seed_moves(event).into_iter().flatten() {
            self.shift(from, to, count, earliest);
        }
    }

    /// Moves `count` seeds, the earliest arrived (or the latest), from one holder to another.
    fn shift(&mut self, from: Entity, to: Entity, count: u8, earliest: bool) {
        let Ok([mut source, mut target]) = self.holders.get_many_mut([from, to]) else {
            return;
        };
        let count = (count as usize).min(source.0.len());
        let range = if earliest {
            0..count
        } else {
            source.0.len() - count..source.0.len()
        };
        let moved: Vec<Entity> = source.0.drain(range).collect();
        for &seed in &moved {
            if let Ok(mut held_by) = self.seeds.get_mut(seed) {
                held_by.0 = to;
            }
        }
        target.0.extend(moved);
    }
}

/// Marks everything the table spawned, so a new game can clear it.
#[derive(Component)]
pub struct TablePiece;

/// The entities of the current board, by position.
#[derive(Resource, Clone, Debug)]
pub struct Table {
    pub variant: Variant,
    /// Indexed by position; Marum Konbi's stores follow the 12 pits.
    pub places: Vec<Entity>,
    pub hands: [Entity; 2],
    pub seeds: Vec<Entity>,
}

impl Table {
    /// Where a player's winnings go: Marum Konbi's store, Congkak's house.
    pub fn store(&self, player: Player) -> Entity {
        match self.variant {
            Variant::MarumKonbi => self.places[konbi::PITS + player.index()],
            Variant::Congkak => self.places[congkak::house(player)],
        }
    }

    pub fn place(&self, index: u8) -> Entity {
        self.places[index as usize]
    }

    /// Spawns the places, hands and seeds of a new game, the seeds laid out as `position` has them.
    pub fn spawn(world: &mut World, position: &Position) -> Table {
        let variant = position.variant();
        let places: Vec<Entity> = place_list(variant)
            .into_iter()
            .map(|place| world.spawn((place, Holds::default(), TablePiece)).id())
            .collect();
        let hands = Player::BOTH.map(|player| {
            world
                .spawn((Hand { player }, Holds::default(), TablePiece))
                .id()
        });
        let seeds = (0..position.total_seeds() as u16)
            .map(|number| {
                world
                    .spawn((Seed { number }, HeldBy(places[0]), TablePiece))
                    .id()
            })
            .collect();
        let table = Table {
            variant,
            places,
            hands,
            seeds,
        };
        table.lay_out(world, position);
        table
    }

    /// The seed moves of an event: from, to, how many, and whether the earliest arrived go
    /// (the latest for a buy-back, which pays with what the house received last).
    fn seed_moves(&self, event: &Event) -> [Option<(Entity, Entity, u8, bool)>; 2] {
        let hand = |player: Player| self.hands[player.index()];
        match *event {
            Event::Scoop { player, pit, count } => {
                [Some((self.place(pit), hand(player), count, true)), None]
            }
            Event::Drop { player, pos, .. } => {
                [Some((hand(player), self.place(pos), 1, true)), None]
            }
            Event::Capture { player, pit, count } | Event::Collect { player, pit, count } => [
                Some((self.place(pit), self.store(player), count, true)),
                None,
            ],
            Event::BuyBack { player, pit, count } => [
                Some((self.store(player), self.place(pit), count, false)),
                None,
            ],
            Event::Partition { pits } => Player::BOTH.map(|player| {
                Some((
                    self.place(pits[player.index()]),
                    self.store(player),
                    1,
                    true,
                ))
            }),
            _ => [None, None],
        }
    }

    /// Puts every seed where `position` has it, in seed-number order (new game, undo, redo).
    pub fn lay_out(&self, world: &mut World, position: &Position) {
        let counts = holder_counts(position);
        let holders: Vec<Entity> = self.places.iter().chain(&self.hands).copied().collect();
        let mut seeds = self.seeds.iter().copied();
        for (&holder, &count) in holders.iter().zip(&counts) {
            let held: Vec<Entity> = seeds.by_ref().take(count as usize).collect();
            for &seed in &held {
                world.entity_mut(seed).insert(HeldBy(holder));
            }
            world.entity_mut(holder).insert(Holds(held));
        }
    }
}

/// The places of a board, by position.
fn place_list(variant: Variant) -> Vec<Place> {
    match variant {
        Variant::MarumKonbi => (0..konbi::PITS as u8 + 2)
            .map(|index| {
                let kind = match index as usize {
                    konbi::PI => PlaceKind::Pi,
                    konbi::PA => PlaceKind::Pa,
                    12 | 13 => PlaceKind::Store,
                    _ => PlaceKind::Pit,
                };
                let owner = match index {
                    12 => Player::One,
                    13 => Player::Two,
                    _ => konbi::row_owner(index as usize),
                };
                Place { index, owner, kind }
            })
            .collect(),
        Variant::Congkak => (0..congkak::POSITIONS as u8)
            .map(|index| Place {
                index,
                owner: congkak::owner(index as usize),
                kind: if index % 8 == 7 {
                    PlaceKind::House
                } else {
                    PlaceKind::Pit
                },
            })
            .collect(),
    }
}

/// How many seeds each holder has in `position`: the places in order, then the two hands.
pub fn holder_counts(position: &Position) -> Vec<u8> {
    Tableau::of(position).holder_counts()
}
