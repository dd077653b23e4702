//! Every word a player reads, in their language: Fluent messages from `assets/locales/<code>/`,
//! built into the program (nothing is read at run time). English and Bahasa Melayu have every
//! message; a partial translation (Meitei) has whole files, and any message it lacks is English.
//! The games' own words (marum, Pi, Pa, Si-kang-si, Nungkang, rumah) stay theirs in every language.

use crate::ai::Level;
use crate::rules::{Player, Variant};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::sync::OnceLock;

/// A language the game speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Language {
    #[default]
    #[serde(rename = "en")]
    English,
    #[serde(rename = "ms")]
    Malay,
    /// Meitei (Manipuri), written in Meitei Mayek.
    #[serde(rename = "mni")]
    Meitei,
}

/// The message files, by name: a translation has each file whole or not at all.
pub const FILES: [&str; 11] = [
    "buttons", "play", "captions", "timeline", "result", "howto", "cards", "kiosk", "screens",
    "analysis", "rulings",
];

/// A language's message files as they are built in: every file, or the ones named.
macro_rules! locale_files {
    ($code:literal) => {
        locale_files!($code: "buttons", "play", "captions", "timeline", "result", "howto", "cards",
            "kiosk", "screens", "analysis", "rulings")
    };
    ($code:literal: $($name:literal),+) => {
        &[$(($name, include_str!(concat!("../../../assets/locales/", $code, "/", $name, ".ftl")))),+]
    };
}

const ENGLISH_FILES: &[(&str, &str)] = locale_files!("en");
const MALAY_FILES: &[(&str, &str)] = locale_files!("ms");
/// Meitei has the files a kiosk visitor meets; the menus', the hint's and the review's are English.
const MEITEI_FILES: &[(&str, &str)] = locale_files!("mni": "buttons", "play", "captions",
    "timeline", "result", "howto", "cards", "kiosk");

impl Language {
    pub const ALL: [Language; 3] = [Language::English, Language::Malay, Language::Meitei];

    /// The code in files, settings and on the command line.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Malay => "ms",
            Language::Meitei => "mni",
        }
    }

    /// The language's name in itself, as a visitor looks for it.
    pub fn own_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Malay => "Bahasa Melayu",
            Language::Meitei => "ꯃꯤꯇꯩꯂꯣꯟ",
        }
    }

    /// The language of a code or a system locale: "ms", "ms_MY.UTF-8", "mni-Mtei", "EN".
    pub fn from_code(code: &str) -> Option<Language> {
        let primary = code
            .split(['_', '-', '.', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Language::English),
            "ms" | "may" | "msa" => Some(Language::Malay),
            "mni" => Some(Language::Meitei),
            _ => None,
        }
    }

    /// The built-in message files of this language, by name.
    pub fn files(self) -> &'static [(&'static str, &'static str)] {
        match self {
            Language::English => ENGLISH_FILES,
            Language::Malay => MALAY_FILES,
            Language::Meitei => MEITEI_FILES,
        }
    }

    /// Its messages as the terminal, the engine and the tests write them.
    pub fn locale(self) -> &'static Locale {
        self.locale_in(Form::Plain)
    }

    /// Its messages as the game's screens show them: a hyphenated word (Si-kang-si, Two-Marum,
    /// buy-back) is joined by non-breaking hyphens, so that no line ends inside it.
    pub fn screen_locale(self) -> &'static Locale {
        self.locale_in(Form::Screen)
    }

    /// Its messages in `form`, built once.
    fn locale_in(self, form: Form) -> &'static Locale {
        static LOCALES: [[OnceLock<Locale>; 2]; 3] = [const { [const { OnceLock::new() }; 2] }; 3];
        let language = Language::ALL.iter().position(|&l| l == self).unwrap_or(0);
        LOCALES[language][form as usize].get_or_init(|| Locale::build(self, form))
    }
}

/// A named value for a message: a number (plural forms choose by it) or a piece of text.
pub type Arg<'a> = (&'a str, FluentValue<'a>);

/// The players as sentences name them, player 1's first, and the one they speak to, if any: the
/// one person at a game against the computer, with no name of their own, is "you" ("You win!",
/// "6 marums to your store").
#[derive(Clone, Debug)]
pub struct Names {
    names: [String; 2],
    addressed: Option<Player>,
}

impl Names {
    pub fn new(names: [String; 2], addressed: Option<Player>) -> Names {
        Names { names, addressed }
    }

    /// `player`'s name as their panel shows it.
    pub fn of(&self, player: Player) -> &str {
        &self.names[player.index()]
    }

    /// Whether sentences about `player` speak to them ("you").
    pub fn speaks_to(&self, player: Player) -> bool {
        self.addressed == Some(player)
    }

    /// The values a sentence about `player` fills: `name`, and `you` ("yes" when the sentence
    /// speaks to them, for a language whose sentence then changes, as English's does).
    pub fn about(&self, player: Player) -> [Arg<'_>; 2] {
        let you = if self.speaks_to(player) { "yes" } else { "no" };
        [("name", self.of(player).into()), ("you", you.into())]
    }
}

/// Where messages are read: as written, or on a screen that breaks lines by itself.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Form {
    Plain,
    Screen,
}

/// The non-breaking hyphen, which the interface's font draws like a hyphen.
pub const NON_BREAKING_HYPHEN: char = '\u{2011}';

/// `text` with each hyphen between two letters or digits made non-breaking: the games' own words
/// and other hyphenated words ("12-pit") stay whole at a line's end. A player's name or other
/// value put into a message is not changed (Fluent transforms only a message's own text).
fn join_hyphenated_words(text: &str) -> Cow<'_, str> {
    let inside_a_word = |&(i, c): &(usize, char)| {
        let letter_or_digit = |c: Option<char>| c.is_some_and(char::is_alphanumeric);
        c == '-'
            && letter_or_digit(text[..i].chars().next_back())
            && letter_or_digit(text[i + 1..].chars().next())
    };
    let hyphens: Vec<usize> = text
        .char_indices()
        .filter(inside_a_word)
        .map(|(i, _)| i)
        .collect();
    if hyphens.is_empty() {
        return Cow::Borrowed(text);
    }
    let mut joined = text.to_owned();
    // From the end, so that each hyphen's place is not moved by the wider ones put in after it.
    for i in hyphens.into_iter().rev() {
        joined.replace_range(i..i + 1, NON_BREAKING_HYPHEN.encode_utf8(&mut [0; 3]));
    }
    Cow::Owned(joined)
}

/// One language's messages, with English behind a partial translation.
pub struct Locale {
    language: Language,
    form: Form,
    bundle: FluentBundle<FluentResource>,
}

impl Locale {
    fn build(language: Language, form: Form) -> Locale {
        let id = language
            .code()
            .parse()
            .expect("each language's code is a language identifier");
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // Bevy's text draws the isolation marks Fluent would put round each value as boxes.
        bundle.set_use_isolating(false);
        if form == Form::Screen {
            bundle.set_transform(Some(join_hyphenated_words));
        }
        for (name, source) in language.files() {
            let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(_, e)| {
                panic!("{}/{name}.ftl does not parse: {e:?}", language.code())
            });
            bundle.add_resource(resource).unwrap_or_else(|e| {
                panic!("{}/{name}.ftl repeats messages: {e:?}", language.code())
            });
        }
        Locale {
            language,
            form,
            bundle,
        }
    }

    pub fn language(&self) -> Language {
        self.language
    }

    /// Whether this language has the message `id` itself.
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }

    /// The message `id` without values.
    pub fn text(&self, id: &str) -> String {
        self.with(id, &[])
    }

    /// The message `id` with its values; English where this language lacks it, and the id itself
    /// (which the tests rule out) where no language has it.
    pub fn with(&self, id: &str, args: &[Arg]) -> String {
        if !self.has(id) && self.language != Language::English {
            return Language::English.locale_in(self.form).with(id, args);
        }
        let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) else {
            return id.to_string();
        };
        let mut values = FluentArgs::new();
        for (name, value) in args {
            values.set(*name, value.clone());
        }
        let mut errors = Vec::new();
        self.bundle
            .format_pattern(pattern, Some(&values), &mut errors)
            .into_owned()
    }

    /// One of a game's own messages: `key` after the game's id ("marum-konbi-seeds").
    pub fn of_game(&self, variant: Variant, key: &str, args: &[Arg]) -> String {
        self.with(&format!("{}-{key}", variant.id()), args)
    }

    /// The language's name for `player` when they have none of their own ("Player 1").
    pub fn player_name(&self, player: Player) -> String {
        self.with("player-default", &[("number", player.number().into())])
    }

    /// A computer level's name as a sentence names it ("Medium").
    pub fn level_name(&self, level: Level) -> String {
        capitalised(&self.text(&format!("level-{}", level.name())))
    }

    /// Both players' default names, player 1's first, neither spoken to as "you".
    pub fn player_names(&self) -> Names {
        Names::new(Player::BOTH.map(|player| self.player_name(player)), None)
    }

    /// Every message id this language has, in file order.
    pub fn ids(&self) -> Vec<String> {
        self.language
            .files()
            .iter()
            .flat_map(|(_, source)| message_ids(source))
            .collect()
    }
}

/// The message ids a Fluent file defines.
pub fn message_ids(source: &str) -> Vec<String> {
    use fluent_syntax::ast::Entry;
    let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(r, _)| r);
    resource
        .entries()
        .filter_map(|entry| match entry {
            Entry::Message(message) => Some(message.id.name.to_string()),
            _ => None,
        })
        .collect()
}

/// `text` with its first letter a capital, for a phrase that starts a sentence (scripts without
/// capitals are unchanged).
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_hyphen_inside_a_word_is_joined() {
        let nb = NON_BREAKING_HYPHEN;
        assert_eq!(
            join_hyphenated_words("Si-kang-si! a 12-pit board - and -x, y-"),
            format!("Si{nb}kang{nb}si! a 12{nb}pit board - and -x, y-")
        );
        assert!(matches!(
            join_hyphenated_words("31–31"),
            Cow::Borrowed("31–31")
        ));
    }

    #[test]
    fn the_screens_keep_the_games_words_whole_in_every_language() {
        let nb = NON_BREAKING_HYPHEN;
        let names = Names::new(["Mary-Jane".into(), "Budi".into()], None);
        let [name, you] = names.about(Player::One);
        for (language, word) in [
            (Language::English, "Si-kang-si"),
            (Language::Malay, "Si-kang-si"),
            (Language::Meitei, "ꯁꯤ-ꯀꯥꯡ-ꯁꯤ"),
        ] {
            let joined = word.replace('-', &nb.to_string());
            let caption = |locale: &Locale| {
                let args = [name.clone(), you.clone(), ("count", 7.into())];
                locale.of_game(Variant::MarumKonbi, "caption-capture", &args)
            };
            let plain = caption(language.locale());
            let screen = caption(language.screen_locale());
            assert!(
                plain.starts_with(word) && plain.contains("Mary-Jane"),
                "{plain}"
            );
            // The message's own word is joined; the name put into it is the player's as typed.
            assert_eq!(screen, plain.replacen(word, &joined, 1), "{language:?}");
            // Whole pages too, and English behind a partial translation.
            let howto = language
                .screen_locale()
                .of_game(Variant::MarumKonbi, "how-to-play", &[]);
            assert!(howto.contains(&joined) && !howto.contains(word), "{howto}");
        }
        let partition = Language::Meitei.screen_locale().text("clause-partition");
        assert_eq!(
            partition,
            format!("ends the game by the Two{nb}Marum partition")
        );
    }
}
