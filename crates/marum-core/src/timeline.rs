//! The move & turn timeline: each turn with its player, the pits chosen, relays, captures and
//! seeds won, built from a game's events (as the play screen performs them, or as the review
//! plays one decision to say what it does).

use crate::locale::Locale;
use crate::rules::{Decision, Event, Game, Player, Variant, congkak};

/// Something else that happened in a turn, in the games' words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Note {
    BuyBack,
    Partition,
    Nungkang,
    QuietStop,
    EndlessRelay,
    HouseBonus,
    DeadPit,
    HandsMeet,
    Passes,
    Resumes,
    Repetition,
}

impl Note {
    /// The end of its message ids: "note-…" in the timeline, "clause-…" in sentences.
    fn key(self) -> &'static str {
        match self {
            Note::BuyBack => "buy-back",
            Note::Partition => "partition",
            Note::Nungkang => "nungkang",
            Note::QuietStop => "quiet-stop",
            Note::EndlessRelay => "endless-relay",
            Note::HouseBonus => "house-bonus",
            Note::DeadPit => "dead-pit",
            Note::HandsMeet => "hands-meet",
            Note::Passes => "passes",
            Note::Resumes => "resumes",
            Note::Repetition => "repetition",
        }
    }

    /// Its words in the timeline.
    pub fn word(self, locale: &Locale) -> String {
        locale.text(&format!("note-{}", self.key()))
    }

    /// What it tells of a decision, as a clause of the hint's and the review's sentences; none
    /// for what only the opening's hands or a pass do.
    pub fn clause(self, locale: &Locale) -> Option<String> {
        match self {
            Note::HandsMeet | Note::Passes | Note::Resumes => None,
            Note::BuyBack => Some(locale.with(
                "clause-buy-back",
                &[("price", congkak::BUY_BACK_PRICE.into())],
            )),
            _ => Some(locale.text(&format!("clause-{}", self.key()))),
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TurnEntry {
    pub player: Option<Player>,
    /// Pits the player chose in this turn (Congkak's house bonus adds picks), in order.
    pub pits: Vec<u8>,
    pub relays: u32,
    pub captures: u32,
    /// Seeds taken by those captures.
    pub captured: i32,
    /// Seeds into the player's store or house, less any paid for buy-back.
    pub won: i32,
    /// How the turn ended or what else happened, in the games' words.
    pub notes: Vec<Note>,
}

impl TurnEntry {
    /// One line: "pit 3 · 2 relays · Si-kang-si · +7".
    pub fn describe(&self, locale: &Locale, variant: Variant) -> String {
        let mut parts = Vec::new();
        if !self.pits.is_empty() {
            let pits: Vec<String> = self.pits.iter().map(u8::to_string).collect();
            parts.push(locale.with(
                "timeline-pits",
                &[
                    ("count", self.pits.len().into()),
                    ("pits", pits.join(", ").into()),
                ],
            ));
        }
        if self.relays > 0 {
            parts.push(locale.with("timeline-relays", &[("count", self.relays.into())]));
        }
        if self.captures > 0 {
            let word = locale.of_game(variant, "capture", &[]);
            parts.push(if self.captures == 1 {
                word
            } else {
                format!("{word} ×{}", self.captures)
            });
        }
        parts.extend(self.notes.iter().map(|n| n.word(locale)));
        if self.won != 0 {
            parts.push(format!("{:+}", self.won));
        }
        parts.join(" · ")
    }
}

/// Finished turns in order, and the turns under way (both, in Congkak's opening).
#[derive(Clone, Debug, Default)]
pub struct Timeline {
    pub variant: Option<Variant>,
    pub turns: Vec<TurnEntry>,
    open: [Option<TurnEntry>; 2],
    /// The next scoop of this player's hand continues a relay rather than starting from a choice.
    relaying: [bool; 2],
}

impl Timeline {
    pub fn new(variant: Variant) -> Timeline {
        Timeline {
            variant: Some(variant),
            ..Default::default()
        }
    }

    /// The turns of `decisions` played from `start` (up to the first that is not legal there),
    /// and for each finished turn how many of the decisions had been played when it ended: a
    /// replay goes to the position after a turn by playing that many.
    pub fn of_decisions(start: &Game, decisions: &[Decision]) -> (Timeline, Vec<usize>) {
        let mut timeline = Timeline::new(start.variant());
        let mut ends = Vec::new();
        let mut game = start.clone();
        let mut events = Vec::new();
        for (played, &decision) in decisions.iter().enumerate() {
            events.clear();
            if game.play_with(decision, &mut events).is_err() {
                break;
            }
            for event in &events {
                timeline.apply(event);
            }
            ends.resize(timeline.turns.len(), played + 1);
        }
        (timeline, ends)
    }

    fn entry(&mut self, player: Player) -> &mut TurnEntry {
        self.open[player.index()].get_or_insert_with(|| TurnEntry {
            player: Some(player),
            ..Default::default()
        })
    }

    fn close(&mut self, player: Player) {
        if let Some(entry) = self.open[player.index()].take() {
            self.turns.push(entry);
        }
    }

    /// The turns under way, player 1's first.
    pub fn open_turns(&self) -> impl Iterator<Item = &TurnEntry> {
        self.open.iter().flatten()
    }

    pub fn apply(&mut self, event: &Event) {
        // A drop into the sower's own store is a seed won (Congkak's houses are on the way).
        let variant = self.variant;
        let store = |player: Player| variant.map(|v| v.describe().store(player));
        match *event {
            Event::Scoop { player, pit, .. } => {
                let relaying = std::mem::take(&mut self.relaying[player.index()]);
                if !relaying {
                    self.entry(player).pits.push(pit);
                }
            }
            Event::Relay { player, .. } => {
                self.relaying[player.index()] = true;
                self.entry(player).relays += 1;
            }
            Event::Capture { player, count, .. } => {
                let entry = self.entry(player);
                entry.captures += 1;
                entry.captured += i32::from(count);
                entry.won += i32::from(count);
            }
            Event::Drop { player, pos, .. } if store(player) == Some(pos) => {
                self.entry(player).won += 1;
            }
            Event::Collect { player, count, .. } => self.entry(player).won += i32::from(count),
            Event::BuyBack { player, count, .. } => {
                let entry = self.entry(player);
                entry.won -= i32::from(count);
                entry.notes.push(Note::BuyBack);
            }
            Event::Partition { .. } => {
                for player in Player::BOTH {
                    let entry = self.entry(player);
                    entry.won += 1;
                    entry.notes.push(Note::Partition);
                }
            }
            Event::Nungkang { player, .. } => self.entry(player).notes.push(Note::Nungkang),
            Event::QuietStop { player, .. } => self.entry(player).notes.push(Note::QuietStop),
            Event::EndlessRelay { player, .. } => self.entry(player).notes.push(Note::EndlessRelay),
            Event::HouseBonus { player, .. } => self.entry(player).notes.push(Note::HouseBonus),
            Event::PitDies { player, .. } => self.entry(player).notes.push(Note::DeadPit),
            Event::HandsMeet { player, .. } => self.entry(player).notes.push(Note::HandsMeet),
            Event::Pass { player } => self.entry(player).notes.push(Note::Passes),
            Event::HandResumes { player, .. } => self.entry(player).notes.push(Note::Resumes),
            Event::TurnEnd { player } => self.close(player),
            Event::GameOver { .. } => {
                for player in Player::BOTH {
                    self.close(player);
                }
            }
            Event::Repetition => {
                for player in Player::BOTH {
                    self.entry(player).notes.push(Note::Repetition);
                }
            }
            Event::OpeningChoice { .. } | Event::Tick { .. } | Event::Drop { .. } => {}
        }
    }
}
