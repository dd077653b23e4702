//! The player's tally against the computer: games won, drawn and lost at each level of each game,
//! with the wins in a row, kept in the data folder and shown by the result screen and the menu.
//! Only a game of one person against the computer counts, once, when its last step is performed
//! (a replay has two people's seats, the demonstrations two computers'). A missing file is a fresh
//! tally; a broken one too, with a warning, and it is replaced when the next game ends.

use crate::rules_plugin::{Match, Seat, Step};
use crate::schedule::GameSystems;
use bevy::prelude::*;
use marum_core::ai::Level;
use marum_core::files;
use marum_core::locale::Locale;
use marum_core::rules::{Event, Player, Variant};
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

/// How a game ended for the person playing the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Won,
    Drawn,
    Lost,
}

/// The games against one level of one game's computer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Standing {
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
    /// Wins since the last draw or loss.
    pub streak: u32,
    pub best_streak: u32,
}

impl Standing {
    pub fn played(&self) -> u32 {
        self.won + self.drawn + self.lost
    }

    fn add(&mut self, outcome: Outcome) {
        match outcome {
            Outcome::Won => {
                self.won += 1;
                self.streak += 1;
                self.best_streak = self.best_streak.max(self.streak);
            }
            Outcome::Drawn => {
                self.drawn += 1;
                self.streak = 0;
            }
            Outcome::Lost => {
                self.lost += 1;
                self.streak = 0;
            }
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Entry {
    game: Variant,
    level: Level,
    #[serde(flatten)]
    standing: Standing,
}

/// Every game and level played so far. Present only where a tally is kept (not in the kiosk,
/// whose visitors are strangers to each other).
#[derive(Resource, Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Tally {
    games: Vec<Entry>,
}

impl Tally {
    pub fn standing(&self, game: Variant, level: Level) -> Standing {
        self.games
            .iter()
            .find(|entry| entry.game == game && entry.level == level)
            .map_or_else(Standing::default, |entry| entry.standing)
    }

    pub fn add(&mut self, game: Variant, level: Level, outcome: Outcome) {
        let index = match self
            .games
            .iter()
            .position(|entry| entry.game == game && entry.level == level)
        {
            Some(index) => index,
            None => {
                self.games.push(Entry {
                    game,
                    level,
                    standing: Standing::default(),
                });
                self.games.len() - 1
            }
        };
        self.games[index].standing.add(outcome);
    }
}

/// Who the person is and which level they play, in a game of one person against the computer.
pub fn against_computer(seats: &[Seat; 2]) -> Option<(Player, Level)> {
    match *seats {
        [Seat::Human, Seat::Computer(level)] => Some((Player::One, level)),
        [Seat::Computer(level), Seat::Human] => Some((Player::Two, level)),
        _ => None,
    }
}

/// The games against `level` at `game` in one sentence, with the wins in a row (and, after three,
/// the next level to try): for the result screen, which names the game and the level nowhere else.
pub fn sentence(locale: &Locale, game: Variant, level: Level, standing: Standing) -> String {
    let named = [
        ("level", locale.level_name(level).into()),
        ("game", game.name().into()),
    ];
    if standing.played() == 0 {
        return locale.with("tally-none", &named);
    }
    let mut args = named.to_vec();
    args.push(("standing", standing_words(locale, standing).into()));
    with_streak(locale, level, standing, locale.with("tally-against", &args))
}

/// The same for the menu, which needs not name the game and the level chosen just above it;
/// nothing before the first game.
pub fn short_sentence(locale: &Locale, level: Level, standing: Standing) -> Option<String> {
    let words = standing_words(locale, standing);
    (standing.played() > 0).then(|| {
        let yours = locale.with("tally-yours", &[("standing", words.into())]);
        with_streak(locale, level, standing, yours)
    })
}

fn standing_words(locale: &Locale, standing: Standing) -> String {
    locale.with(
        "tally-standing",
        &[
            ("won", standing.won.into()),
            ("drawn", standing.drawn.into()),
            ("lost", standing.lost.into()),
        ],
    )
}

/// `words`, then the wins in a row from two on, and from three the next level to try.
fn with_streak(locale: &Locale, level: Level, standing: Standing, mut words: String) -> String {
    let count = ("count", standing.streak.into());
    let streak = match ready_for(level, standing) {
        Some(next) => locale.with(
            "tally-ready",
            &[count, ("next", locale.level_name(next).into())],
        ),
        None if standing.streak >= 2 => locale.with("tally-streak", &[count]),
        None => return words,
    };
    words.push(' ');
    words.push_str(&streak);
    words
}

/// Wins in a row after which the next level is suggested.
const READY_STREAK: u32 = 3;

/// The next level up, once the player has won three games in a row against `level`.
pub fn ready_for(level: Level, standing: Standing) -> Option<Level> {
    let next = Level::LADDER.iter().skip_while(|&&l| l != level).nth(1);
    next.copied().filter(|_| standing.streak >= READY_STREAK)
}

/// Where the tally is kept; `None` keeps none (the kiosk, screenshots).
#[derive(Resource, Clone, Debug)]
pub struct TallyPath(pub Option<PathBuf>);

impl Default for TallyPath {
    fn default() -> Self {
        TallyPath(crate::settings::data_dir().map(|d| d.join("tally.json")))
    }
}

fn load_tally(path: Res<TallyPath>, mut commands: Commands) {
    let Some(path) = &path.0 else { return };
    let (tally, problem) = files::read_or_default::<Tally>(path, "tally");
    if let Some(problem) = problem {
        warn!("{problem}");
    }
    commands.insert_resource(tally);
}

/// Adds each game against the computer as its game-over step is performed, and saves the tally.
fn count_games(
    mut steps: MessageReader<Step>,
    current: Option<Res<Match>>,
    tally: Option<ResMut<Tally>>,
    path: Res<TallyPath>,
) {
    let (Some(current), Some(mut tally)) = (current, tally) else {
        steps.clear();
        return;
    };
    for step in steps.read() {
        let Event::GameOver { winner, .. } = step.event else {
            continue;
        };
        let Some((person, level)) = against_computer(&current.setup.seats) else {
            continue;
        };
        let outcome = match winner {
            None => Outcome::Drawn,
            Some(player) if player == person => Outcome::Won,
            Some(_) => Outcome::Lost,
        };
        tally.add(current.setup.variant, level, outcome);
        if let Some(path) = &path.0
            && let Err(error) = files::write_json(path, &*tally)
        {
            warn!("Could not keep the tally in {}: {error}", path.display());
        }
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<TallyPath>()
        .add_systems(Startup, load_tally)
        .add_systems(Update, count_games.in_set(GameSystems::Interface));
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::headless;
    use crate::rules_plugin::{ComputerRng, MatchRequest, MatchSetup, MoveRequest, Timing};

    /// The headless game with a tally kept in `path`.
    pub(crate) fn app(path: PathBuf) -> App {
        let mut app = headless::app();
        app.insert_resource(Timing::instant())
            .insert_resource(ComputerRng::seeded(3))
            .insert_resource(TallyPath(Some(path)))
            .add_plugins(plugin);
        headless::single_threaded(&mut app);
        app.update();
        app
    }

    /// Plays a whole game of these seats, the people's decisions the first legal ones.
    pub(crate) fn play(app: &mut App, seats: [Seat; 2]) -> Option<Player> {
        let setup = MatchSetup::standard(Variant::MarumKonbi, seats);
        app.world_mut().write_message(MatchRequest::New(setup));
        for _ in 0..100_000 {
            app.update();
            let current = app.world().resource::<Match>();
            let position = current.game().position();
            if position.is_over() && !current.is_busy() {
                return position.winner();
            }
            let people = current.game().decisions();
            let person = people
                .as_slice()
                .iter()
                .find(|d| seats[d.player.index()] == Seat::Human);
            if let Some(&decision) = person
                && !current.is_busy()
            {
                app.world_mut().write_message(MoveRequest::from(decision));
            }
        }
        panic!("the game does not end");
    }

    pub(crate) fn temporary(name: &str) -> PathBuf {
        std::env::temp_dir().join(format!("marum-tally-{name}-{}.json", std::process::id()))
    }

    #[test]
    fn a_game_against_the_computer_is_counted_once_and_kept() {
        let path = temporary("kept");
        files::write_json(&path, &Tally::default()).unwrap();
        let mut app = app(path.clone());
        let easy = Seat::Computer(Level::Easy);
        let winner = play(&mut app, [easy, Seat::Human]);
        let outcome = match winner {
            None => Outcome::Drawn,
            Some(Player::Two) => Outcome::Won,
            Some(Player::One) => Outcome::Lost,
        };
        let mut expected = Tally::default();
        expected.add(Variant::MarumKonbi, Level::Easy, outcome);
        // Frames after the end count nothing more; nor do games of two people or two computers.
        for _ in 0..10 {
            app.update();
        }
        play(&mut app, [Seat::Human; 2]);
        play(&mut app, [easy; 2]);
        assert_eq!(*app.world().resource::<Tally>(), expected);
        let kept: Option<Tally> = files::read_json(&path, "tally").unwrap();
        assert_eq!(kept, Some(expected), "the file holds the tally");
        files::remove(&path).unwrap();
    }

    #[test]
    fn a_broken_tally_file_starts_a_fresh_tally_and_no_path_keeps_none() {
        let path = temporary("broken");
        std::fs::write(&path, "{\"games\": [{\"game\": \"chess\"").unwrap();
        let app = self::app(path.clone());
        assert_eq!(*app.world().resource::<Tally>(), Tally::default());
        files::remove(&path).unwrap();
        let mut app = headless::app();
        app.insert_resource(TallyPath(None)).add_plugins(plugin);
        app.update();
        assert!(app.world().get_resource::<Tally>().is_none());
    }

    #[test]
    fn a_standing_counts_each_outcome_and_the_wins_in_a_row() {
        let mut tally = Tally::default();
        for outcome in [
            Outcome::Won,
            Outcome::Won,
            Outcome::Lost,
            Outcome::Won,
            Outcome::Drawn,
            Outcome::Won,
        ] {
            tally.add(Variant::Congkak, Level::Hard, outcome);
        }
        tally.add(Variant::MarumKonbi, Level::Hard, Outcome::Lost);
        let standing = tally.standing(Variant::Congkak, Level::Hard);
        assert_eq!(
            standing,
            Standing {
                won: 4,
                drawn: 1,
                lost: 1,
                streak: 1,
                best_streak: 2,
            }
        );
        assert_eq!(standing.played(), 6);
        assert_eq!(tally.standing(Variant::MarumKonbi, Level::Hard).lost, 1);
        assert_eq!(tally.standing(Variant::Congkak, Level::Master).played(), 0);
    }

    #[test]
    fn the_sentence_suggests_the_next_level_after_three_wins_in_a_row() {
        let locale = marum_core::locale::Language::English.locale();
        let mut tally = Tally::default();
        let said = |tally: &Tally, level| {
            sentence(
                locale,
                Variant::Congkak,
                level,
                tally.standing(Variant::Congkak, level),
            )
        };
        assert_eq!(
            said(&tally, Level::Hard),
            "You have not played Hard at Congkak yet."
        );
        for outcome in [Outcome::Lost, Outcome::Won, Outcome::Won] {
            tally.add(Variant::Congkak, Level::Hard, outcome);
        }
        assert_eq!(
            said(&tally, Level::Hard),
            "Your games against Hard at Congkak: 2 won · 0 drawn · 1 lost. 2 wins in a row."
        );
        tally.add(Variant::Congkak, Level::Hard, Outcome::Won);
        assert!(said(&tally, Level::Hard).ends_with("3 wins in a row: ready for Master?"));
        for _ in 0..3 {
            tally.add(Variant::Congkak, Level::Master, Outcome::Won);
        }
        assert!(said(&tally, Level::Master).ends_with("lost. 3 wins in a row."));
        tally.add(Variant::Congkak, Level::Master, Outcome::Drawn);
        assert!(said(&tally, Level::Master).ends_with("1 drawn · 0 lost."));
        let short = |level| short_sentence(locale, level, tally.standing(Variant::Congkak, level));
        assert_eq!(
            short(Level::Hard).as_deref(),
            Some("Your games: 3 won · 0 drawn · 1 lost. 3 wins in a row: ready for Master?")
        );
        assert_eq!(short(Level::Easy), None, "nothing before the first game");
    }

    #[test]
    fn only_one_person_against_the_computer_is_tallied() {
        let hard = Seat::Computer(Level::Hard);
        assert_eq!(
            against_computer(&[Seat::Human, hard]),
            Some((Player::One, Level::Hard))
        );
        assert_eq!(
            against_computer(&[hard, Seat::Human]),
            Some((Player::Two, Level::Hard))
        );
        assert_eq!(against_computer(&[Seat::Human; 2]), None);
        assert_eq!(against_computer(&[hard; 2]), None);
    }
}
