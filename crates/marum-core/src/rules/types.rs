//! The small value types both games share.

use crate::locale::{Language, Locale, Names};
use fluent_bundle::FluentValue;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Player 1 sits at the bottom of the screen and owns the low-numbered row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "u8", try_from = "u8")]
pub enum Player {
    One,
    Two,
}

impl Player {
    pub const BOTH: [Player; 2] = [Player::One, Player::Two];

    /// 0 for player 1, 1 for player 2: the index into per-player arrays.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    #[inline]
    pub const fn other(self) -> Player {
        match self {
            Player::One => Player::Two,
            Player::Two => Player::One,
        }
    }

    /// This player's bit in an awaiting mask.
    #[inline]
    pub const fn bit(self) -> u8 {
        1 << self as u8
    }

    pub const fn number(self) -> u8 {
        self as u8 + 1
    }

    pub fn from_index(index: usize) -> Player {
        if index == 0 { Player::One } else { Player::Two }
    }
}

impl From<Player> for u8 {
    fn from(player: Player) -> u8 {
        player.number()
    }
}

impl TryFrom<u8> for Player {
    type Error = String;
    fn try_from(number: u8) -> Result<Player, String> {
        match number {
            1 => Ok(Player::One),
            2 => Ok(Player::Two),
            _ => Err(format!("player must be 1 or 2, not {number}")),
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "player {}", self.number())
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Variant {
    MarumKonbi,
    Congkak,
}

impl Variant {
    pub const ALL: [Variant; 2] = [Variant::MarumKonbi, Variant::Congkak];

    pub fn name(self) -> &'static str {
        self.describe().name
    }

    /// The name used on the command line and in records.
    pub fn id(self) -> &'static str {
        self.describe().id
    }

    pub fn from_id(id: &str) -> Option<Variant> {
        Variant::ALL.into_iter().find(|v| v.id() == id)
    }

    /// Its place in [`Variant::ALL`], to index per-game tables.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The game after this one in [`Variant::ALL`], round to the first.
    pub fn following(self) -> Variant {
        Variant::ALL[(self.index() + 1) % Variant::ALL.len()]
    }
}

/// When Marum Konbi relays (MK4 or OPT-MK-relay).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MkRelay {
    /// MK4: the last marum falls into an occupied pit and the next pit holds marums.
    #[default]
    Seed,
    /// OPT-MK-relay: whenever the next pit holds marums.
    NextPit,
}

/// The traditional rule options; the defaults are the rule cards'.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// Marum Konbi only.
    pub relay: MkRelay,
    /// Congkak only: OPT-CK-relay-opponent.
    pub relay_opponent: bool,
}

impl Options {
    /// Every combination of options that matters for `variant`.
    pub fn all_for(variant: Variant) -> [Options; 2] {
        match variant {
            Variant::MarumKonbi => [
                Options::default(),
                Options {
                    relay: MkRelay::NextPit,
                    ..Options::default()
                },
            ],
            Variant::Congkak => [
                Options::default(),
                Options {
                    relay_opponent: true,
                    ..Options::default()
                },
            ],
        }
    }

    /// Checks that no option of the other game is set.
    pub fn check_for(&self, variant: Variant) -> Result<(), String> {
        match variant {
            Variant::MarumKonbi if self.relay_opponent => {
                Err("The option relay_opponent belongs to Congkak, not Marum Konbi.".into())
            }
            Variant::Congkak if self.relay != MkRelay::Seed => {
                Err("The option relay belongs to Marum Konbi, not Congkak.".into())
            }
            _ => Ok(()),
        }
    }
}

/// `{"sow": N}` or `{"buy": N}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase", deny_unknown_fields)]
pub enum Action {
    Sow(u8),
    Buy(u8),
}

impl Action {
    /// The pit sown from or bought back.
    pub fn pit(self) -> u8 {
        let (Action::Sow(pit) | Action::Buy(pit)) = self;
        pit
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Sow(pit) => write!(f, "sow from pit {pit}"),
            Action::Buy(pit) => write!(f, "buy back pit {pit}"),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Decision {
    pub player: Player,
    pub action: Action,
}

impl Decision {
    pub const fn sow(player: Player, pit: u8) -> Decision {
        Decision {
            player,
            action: Action::Sow(pit),
        }
    }
    pub const fn buy(player: Player, pit: u8) -> Decision {
        Decision {
            player,
            action: Action::Buy(pit),
        }
    }
}

/// A fixed-capacity list of decisions, so listing them allocates nothing.
#[derive(Clone, Copy, Debug)]
pub struct DecisionList {
    items: [Decision; DecisionList::CAPACITY],
    len: u8,
}

impl DecisionList {
    /// Congkak's largest list: 7 sows and 7 buy-backs, or both players' 7 opening pits.
    pub const CAPACITY: usize = 16;

    pub const fn new() -> DecisionList {
        DecisionList {
            items: [Decision::sow(Player::One, 0); DecisionList::CAPACITY],
            len: 0,
        }
    }

    #[inline]
    pub fn push(&mut self, decision: Decision) {
        self.items[self.len as usize] = decision;
        self.len += 1;
    }

    /// Adds `decision` if `legal`, without a branch: listing the pits that hold seeds would
    /// otherwise mispredict at random.
    #[inline]
    pub fn push_if(&mut self, legal: bool, decision: Decision) {
        self.items[self.len as usize] = decision;
        self.len += u8::from(legal);
    }

    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    #[inline]
    pub fn as_slice(&self) -> &[Decision] {
        &self.items[..self.len as usize]
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.len as usize
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The decisions `player` may make.
    pub fn of(&self, player: Player) -> impl Iterator<Item = Decision> + '_ {
        self.as_slice()
            .iter()
            .copied()
            .filter(move |d| d.player == player)
    }

    pub fn contains(&self, decision: &Decision) -> bool {
        self.as_slice().contains(decision)
    }
}

impl Default for DecisionList {
    fn default() -> Self {
        DecisionList::new()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Phase {
    /// Congkak's simultaneous first move.
    Opening,
    Play,
    Over,
}

/// Why a decision was refused. The position is unchanged whenever one is returned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    GameOver,
    NotYourTurn(Player),
    AlreadyChose(Player),
    NotYourPit {
        player: Player,
        pit: u8,
    },
    NoSuchPit(u8),
    EmptyPit(u8),
    SpecialPit(u8),
    DeadPit(u8),
    NotDead(u8),
    BuyNotNow,
    CannotAfford,
    /// A buy-back asked for in a game that has none (Marum Konbi).
    NoBuyingBack,
}

impl RuleError {
    /// The refusal in `locale`'s words, naming the players as `names` does (the game's screens
    /// name them as their panels do; the engine protocol speaks English with the default names).
    pub fn sentence(&self, locale: &Locale, names: &Names) -> String {
        let pit = |pit: &u8| ("pit", FluentValue::from(*pit));
        let player = |p: &Player| names.about(*p).to_vec();
        let (id, args) = match self {
            RuleError::GameOver => ("rule-game-over", vec![]),
            RuleError::NotYourTurn(p) => ("rule-not-your-turn", player(p)),
            RuleError::AlreadyChose(p) => ("rule-already-chose", player(p)),
            RuleError::NotYourPit { player: p, pit: at } => {
                ("rule-not-your-pit", [vec![pit(at)], player(p)].concat())
            }
            RuleError::NoSuchPit(at) => ("rule-no-such-pit", vec![pit(at)]),
            RuleError::EmptyPit(at) => ("rule-empty-pit", vec![pit(at)]),
            RuleError::SpecialPit(at) => ("rule-special-pit", vec![pit(at)]),
            RuleError::DeadPit(at) => ("rule-dead-pit", vec![pit(at)]),
            RuleError::NotDead(at) => ("rule-not-dead", vec![pit(at)]),
            RuleError::BuyNotNow => ("rule-buy-not-now", vec![]),
            RuleError::CannotAfford => ("rule-cannot-afford", vec![]),
            RuleError::NoBuyingBack => ("rule-no-buying-back", vec![]),
        };
        locale.with(id, &args)
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let english = Language::English.locale();
        f.write_str(&self.sentence(english, &english.player_names()))
    }
}

impl std::error::Error for RuleError {}
