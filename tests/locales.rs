//! The translations: every language has every message its files should have, with the same
//! values to fill; every message is used by the program; the fonts draw every character; and a
//! few sentences read as they should in each language.

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use fluent_syntax::parser;
use marum_core::captions::{explain, result_sentence};
use marum_core::locale::{FILES, Language, Names};
use marum_core::rules::{Event, Player, RuleError, Variant};
use marum_core::timeline::{Note, TurnEntry};
use skrifa::MetadataProvider;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The values a message fills: those it shows, and those it only chooses a form by.
#[derive(Debug, Default, PartialEq)]
struct Values {
    shown: BTreeSet<String>,
    chosen_by: BTreeSet<String>,
}

/// Each message of a file with the values it fills.
fn messages(source: &str) -> BTreeMap<String, Values> {
    let resource = parser::parse(source).expect("every locale file parses");
    resource
        .body
        .iter()
        .filter_map(|entry| match entry {
            Entry::Message(message) => {
                let mut values = Values::default();
                if let Some(pattern) = &message.value {
                    variables(pattern, &mut values);
                }
                Some((message.id.name.to_string(), values))
            }
            _ => None,
        })
        .collect()
}

fn variables(pattern: &Pattern<&str>, values: &mut Values) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, values);
        }
    }
}

fn expression_variables(expression: &Expression<&str>, values: &mut Values) {
    match expression {
        Expression::Select { selector, variants } => {
            if let InlineExpression::VariableReference { id } = selector {
                values.chosen_by.insert(id.name.to_string());
            }
            for variant in variants {
                variables(&variant.value, values);
            }
        }
        Expression::Inline(inline) => inline_variables(inline, values),
    }
}

fn inline_variables(inline: &InlineExpression<&str>, values: &mut Values) {
    match inline {
        InlineExpression::VariableReference { id } => {
            values.shown.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, values),
        _ => {}
    }
}

fn file<'a>(language: Language, name: &str) -> Option<&'a str> {
    language
        .files()
        .iter()
        .find(|(file, _)| *file == name)
        .map(|(_, source)| *source)
}

/// English and Bahasa Melayu have every file; Meitei has those a kiosk visitor meets. A file a
/// language has holds exactly English's messages, each filling the same values.
#[test]
fn every_language_has_every_message_of_its_files_with_the_same_values() {
    let meitei_needs = [
        "buttons", "play", "captions", "timeline", "result", "howto", "cards", "kiosk",
    ];
    for language in Language::ALL {
        for name in FILES {
            let english = messages(file(Language::English, name).unwrap());
            let Some(source) = file(language, name) else {
                assert!(
                    language == Language::Meitei && !meitei_needs.contains(&name),
                    "{}: no {name}.ftl",
                    language.code()
                );
                continue;
            };
            let translated = messages(source);
            let missing: Vec<_> = english
                .keys()
                .filter(|id| !translated.contains_key(*id))
                .collect();
            let unknown: Vec<_> = translated
                .keys()
                .filter(|id| !english.contains_key(*id))
                .collect();
            assert!(
                missing.is_empty() && unknown.is_empty(),
                "{}/{name}.ftl: missing {missing:?}, not in English {unknown:?}",
                language.code()
            );
            // The same values shown; a language without plural forms need not choose by one.
            for (id, values) in &translated {
                let wanted = &english[id];
                assert!(
                    values.shown == wanted.shown && values.chosen_by.is_subset(&wanted.chosen_by),
                    "{}: {id} fills {values:?}, English {wanted:?}",
                    language.code()
                );
            }
        }
        // Every message formats without an error in its language.
        let locale = language.locale();
        for id in locale.ids() {
            assert!(locale.has(&id));
        }
    }
}

/// The rules screen's English rulings are docs/RULES.md's section for each game, word for word
/// (its code fences aside): the document stays the one authority.
#[test]
fn the_english_rulings_are_the_rules_document() {
    let document =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/RULES.md"))
            .unwrap();
    for variant in Variant::ALL {
        let heading = variant.describe().rules_heading;
        let start = document.find(heading).expect("the game's section");
        let rest = &document[start..];
        let end = rest[1..].find("\n---").map_or(rest.len(), |e| e + 1);
        let section = rest[..end].replace("```\n", "");
        let shown = Language::English.locale().of_game(variant, "rulings", &[]);
        assert_eq!(shown.trim_end(), section.trim_end(), "{variant:?}");
    }
}

/// Every `.rs` file of the program, as one text.
fn program_source() -> String {
    let mut text = String::new();
    let mut folders = vec![
        Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/marum-core/src"),
    ];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                text.push_str(&std::fs::read_to_string(path).unwrap());
            }
        }
    }
    text
}

/// No message is left unused: its id is in the program, or it is one the program builds from a
/// game's id ("congkak-seeds" from "seeds") or from a prefix and a word the program names
/// ("note-" and "dead-pit", "level-" and a level's name).
#[test]
fn every_message_is_used_by_the_program() {
    let source = program_source();
    let quoted = |word: &str| source.contains(&format!("\"{word}\""));
    let built_prefixes = ["note-", "clause-", "level-about-", "level-", "graphics-"];
    let unused: Vec<String> = Language::English
        .locale()
        .ids()
        .into_iter()
        .filter(|id| {
            let from_game = Variant::ALL
                .iter()
                .filter_map(|v| id.strip_prefix(&format!("{}-", v.id())))
                .any(quoted);
            let from_prefix = built_prefixes
                .iter()
                .filter_map(|p| id.strip_prefix(p))
                .any(|word| quoted(word) || quoted(&word.replace('-', "_")));
            !(quoted(id) || from_game || from_prefix)
        })
        .collect();
    assert!(unused.is_empty(), "messages no code uses: {unused:?}");
}

/// Each shipped font, parsed: every character of every message of every language has a glyph in
/// one of them (no boxes in place of letters).
#[test]
fn the_fonts_draw_every_character_of_every_language() {
    let fonts: Vec<Vec<u8>> = ["DejaVuSans.ttf", "NotoSansMeeteiMayek-Regular.ttf"]
        .iter()
        .map(|name| {
            std::fs::read(
                Path::new(env!("CARGO_MANIFEST_DIR"))
                    .join("assets/fonts")
                    .join(name),
            )
            .unwrap()
        })
        .collect();
    let maps: Vec<_> = fonts
        .iter()
        .map(|data| {
            skrifa::FontRef::new(data)
                .expect("the font parses")
                .charmap()
        })
        .collect();
    for language in Language::ALL {
        let mut missing = BTreeSet::new();
        for (_, source) in language.files() {
            for c in source.chars().filter(|c| !c.is_control()) {
                if !maps.iter().any(|map| map.map(c).is_some()) {
                    missing.insert(c);
                }
            }
        }
        assert!(
            missing.is_empty(),
            "{}: no glyph for {missing:?}",
            language.code()
        );
    }
    // The Meitei font is the one that draws Meitei Mayek: the interface font does not.
    assert!(maps[0].map('ꯃ').is_none() && maps[1].map('ꯃ').is_some());
}

/// A game's end won by player 2.
fn final_stores(variant: Variant) -> [u8; 2] {
    match variant {
        Variant::MarumKonbi => [28, 34],
        Variant::Congkak => [40, 58],
    }
}

/// A few sentences as each language says them, the games' own words kept.
#[test]
fn sentences_read_as_each_language_says_them() {
    let names = Names::new(["Ana".to_string(), "Budi".to_string()], None);
    let capture = Event::Capture {
        player: Player::One,
        count: 7,
        pit: 3,
    };
    let said = |language: Language, variant| {
        let locale = language.locale();
        (
            explain(locale, &capture, variant, &names).unwrap(),
            result_sentence(
                locale,
                variant,
                Some(Player::Two),
                final_stores(variant),
                &names,
            ),
            locale.text("button-play"),
        )
    };
    assert_eq!(
        said(Language::English, Variant::MarumKonbi),
        (
            "Si-kang-si! The pit after next is captured: 7 marums to Ana's store.".into(),
            "Budi amassed 34 marums, past the 32 needed.".into(),
            "Play".into()
        )
    );
    assert_eq!(
        said(Language::Malay, Variant::Congkak),
        (
            "Tawan! Biji terakhir jatuh ke lubang kosong: 7 biji di seberang masuk ke rumah Ana."
                .into(),
            "Budi mengumpul 58 biji, melebihi 50 yang diperlukan.".into(),
            "Main".into()
        )
    );
    assert_eq!(
        said(Language::Meitei, Variant::MarumKonbi),
        (
            "ꯁꯤ-ꯀꯥꯡ-ꯁꯤ! ꯑꯅꯤꯁꯨꯕ ꯈꯨꯗꯣꯡ ꯂꯧꯔꯦ: ꯃꯔꯨꯝ 7 Anaꯒꯤ ꯁꯪꯗ꯫".into(),
            "Budiꯅ ꯃꯔꯨꯝ 34 ꯈꯣꯃꯖꯤꯜꯂꯦ, ꯃꯊꯧ ꯇꯥꯕ 32ꯗꯒꯤ ꯍꯦꯟꯅ꯫".into(),
            "ꯁꯥꯟꯅꯕꯤꯌꯨ".into()
        )
    );
    // English's plural forms come from Fluent: one marum, two marums.
    let en = Language::English.locale();
    let count = |n: u8| en.of_game(Variant::MarumKonbi, "count", &[("count", n.into())]);
    assert_eq!((count(1), count(2)), ("1 marum".into(), "2 marums".into()));
    // And so does a capture of one seed.
    let one = Event::Capture {
        player: Player::Two,
        count: 1,
        pit: 3,
    };
    assert_eq!(
        explain(en, &one, Variant::MarumKonbi, &names).unwrap(),
        "Si-kang-si! The pit after next is captured: 1 marum to Budi's store."
    );
    assert_eq!(
        explain(en, &one, Variant::Congkak, &names).unwrap(),
        "Capture! The last seed fell in an empty pit: the seed opposite goes to Budi's house."
    );
    // The rules' refusals: in English with the default names, as the engine protocol says them,
    // and in Malay.
    let special = RuleError::SpecialPit(5);
    assert_eq!(
        special.to_string(),
        "Pit 5 is Pi or Pa, which may never start a move."
    );
    assert_eq!(
        special.sentence(Language::Malay.locale(), &names),
        "Lubang 5 ialah Pi atau Pa, yang tidak boleh memulakan langkah."
    );
    assert_eq!(
        RuleError::NotYourTurn(Player::Two).to_string(),
        "It is not Player 2's turn to decide."
    );
    // A message Meitei lacks is English, not an id.
    assert_eq!(Language::Meitei.locale().text("menu-game"), "Game");
}

/// The one person playing the computer is spoken to ("You win!", "your store"); the computer
/// is still named. Languages whose sentences do not change take "you" as a name.
#[test]
fn sentences_speak_to_the_one_person_against_the_computer() {
    let capture = |player| Event::Capture {
        player,
        count: 7,
        pit: 3,
    };
    let said = |language: Language| {
        let locale = language.locale();
        let names = Names::new(
            [locale.text("player-you"), "Komputer".into()],
            Some(Player::One),
        );
        let variant = Variant::MarumKonbi;
        let about = |id: &str, player| locale.with(id, &names.about(player));
        [
            explain(locale, &capture(Player::One), variant, &names).unwrap(),
            explain(locale, &capture(Player::Two), variant, &names).unwrap(),
            explain(
                locale,
                &Event::Pass {
                    player: Player::One,
                },
                variant,
                &names,
            )
            .unwrap(),
            about("result-wins", Player::One),
            about("status-choose", Player::One),
            RuleError::NotYourTurn(Player::One).sentence(locale, &names),
            RuleError::NotYourPit {
                player: Player::One,
                pit: 8,
            }
            .sentence(locale, &names),
        ]
    };
    assert_eq!(
        said(Language::English),
        [
            "Si-kang-si! The pit after next is captured: 7 marums to your store.",
            "Si-kang-si! The pit after next is captured: 7 marums to Komputer's store.",
            "You have no pit to sow from and pass.",
            "You win!",
            "Your turn: choose a pit of your row.",
            "It is not your turn to decide.",
            "Pit 8 is not in your row.",
        ]
    );
    assert_eq!(
        said(Language::Malay),
        [
            "Si-kang-si! Lubang selepas yang berikutnya ditawan: 7 marum ke simpanan Anda.",
            "Si-kang-si! Lubang selepas yang berikutnya ditawan: 7 marum ke simpanan Komputer.",
            "Anda tiada lubang untuk disemai dan melepaskan giliran.",
            "Anda menang!",
            "Giliran Anda: pilih satu lubang di baris Anda.",
            "Bukan giliran Anda untuk membuat keputusan.",
            "Lubang 8 bukan di baris Anda.",
        ]
    );
}

/// The play screen's timeline speaks the visitor's language: a Meitei line has no English word
/// in it, whatever the turn did (the games' own words are written in Meitei Mayek too).
#[test]
fn the_timeline_reads_in_each_language() {
    let notes = [
        Note::BuyBack,
        Note::Partition,
        Note::Nungkang,
        Note::QuietStop,
        Note::EndlessRelay,
        Note::HouseBonus,
        Note::DeadPit,
        Note::HandsMeet,
        Note::Passes,
        Note::Resumes,
        Note::Repetition,
    ];
    let turn = |pits: Vec<u8>, relays| TurnEntry {
        player: Some(Player::One),
        pits,
        relays,
        captures: 2,
        captured: 9,
        won: 9,
        notes: notes.to_vec(),
    };
    for variant in Variant::ALL {
        for entry in [turn(vec![3], 1), turn(vec![2, 4], 5)] {
            let line = entry.describe(Language::Meitei.locale(), variant);
            assert!(
                !line.chars().any(|c| c.is_ascii_alphabetic()),
                "{variant:?}: {line}"
            );
            // Every part is there: the pits, the relays, the captures, each note, the gain.
            assert_eq!(line.split(" · ").count(), 3 + notes.len() + 1, "{line}");
        }
    }
    assert_eq!(
        turn(vec![2, 4], 5).describe(Language::English.locale(), Variant::MarumKonbi),
        "pits 2, 4 · 5 relays · Si-kang-si ×2 · buy-back · Two-Marum partition · Nungkang · \
         quiet stop · endless relay · house bonus · dead pit · hands meet · passes · resumes · \
         repetition · +9"
    );
}

/// Language codes as settings, the command line and system locales write them.
#[test]
fn languages_are_known_by_their_codes_and_system_locales() {
    for (code, language) in [
        ("en", Some(Language::English)),
        ("en_GB.UTF-8", Some(Language::English)),
        ("ms_MY.UTF-8", Some(Language::Malay)),
        ("MS", Some(Language::Malay)),
        ("mni-Mtei", Some(Language::Meitei)),
        ("fr_FR.UTF-8", None),
        ("", None),
    ] {
        assert_eq!(Language::from_code(code), language, "{code:?}");
    }
}
