//! Pits, stores, hands and seeds as entities. Every seed is held by exactly one holder (a place or
//! a hand), recorded twice: in the holder's ordered [`Holds`] and in the seed's [`HeldBy`].

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use marum_core::games::PlaceKind;
use marum_core::rules::{Event, Holder, Player, Position, Tableau, Variant};

/// A pit, house or store, as its game's description has it: `index` is the position of
/// docs/RULES.md; Marum Konbi's stores are 12 and 13.
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
    /// Moves the seeds an event moves, as [`marum_core::rules::Tableau`] counts them.
    pub fn perform(&mut self, event: &Event) {
        let Some(table) = self.table.as_deref() else {
            return;
        };
        let moves = event.seed_moves().map(|moved| {
            moved.map(|m| {
                (
                    table.holder(m.from),
                    table.holder(m.to),
                    m.count,
                    m.earliest,
                )
            })
        });
        for (from, to, count, earliest) in moves.into_iter().flatten() {
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
        self.place(self.variant.describe().store(player))
    }

    /// The entity of a holder the rules name.
    pub fn holder(&self, holder: Holder) -> Entity {
        match holder {
            Holder::Place(index) => self.place(index),
            Holder::Store(player) => self.store(player),
            Holder::Hand(player) => self.hands[player.index()],
        }
    }

    pub fn place(&self, index: u8) -> Entity {
        self.places[index as usize]
    }

    /// Spawns the places, hands and seeds of a new game, the seeds laid out as `position` has them.
    pub fn spawn(world: &mut World, position: &Position) -> Table {
        let variant = position.variant();
        let places: Vec<Entity> = variant
            .describe()
            .board
            .places
            .iter()
            .map(|spec| {
                let place = Place {
                    index: spec.index,
                    owner: spec.owner,
                    kind: spec.kind,
                };
                world.spawn((place, Holds::default(), TablePiece)).id()
            })
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

/// How many seeds each holder has in `position`: the places in order, then the two hands.
pub fn holder_counts(position: &Position) -> Vec<u8> {
    Tableau::of(position).holder_counts()
}
