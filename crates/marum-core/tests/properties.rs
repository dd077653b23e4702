//! Properties over many random games of each variant and option: seeds are conserved, the events
//! account for every seed, illegal decisions change nothing, every game ends with a result that
//! matches the totals, and the record replays to the same end.

use marum_core::rules::{
    Action, Decision, DecisionList, Game, GameRecord, Options, Player, Position, Tableau, Variant,
    congkak, konbi,
};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

const GAMES: u64 = 10_000;

fn total(variant: Variant) -> u32 {
    match variant {
        Variant::MarumKonbi => konbi::TOTAL as u32,
        Variant::Congkak => congkak::TOTAL as u32,
    }
}

/// A decision that is not in the legal list, made up at random.
fn illegal_decision(game: &Game, rng: &mut SmallRng) -> Option<Decision> {
    let legal = game.decisions();
    (0..20).find_map(|_| {
        let player = if rng.random() {
            Player::One
        } else {
            Player::Two
        };
        let pit = rng.random_range(0..20u8);
        let action = if rng.random() {
            Action::Sow(pit)
        } else {
            Action::Buy(pit)
        };
        let decision = Decision { player, action };
        (!legal.contains(&decision)).then_some(decision)
    })
}

fn check_variant(variant: Variant, options: Options, seed: u64) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut longest = 0;
    for game_number in 0..GAMES {
        let first = if rng.random() {
            Player::One
        } else {
            Player::Two
        };
        let mut game = Game::new(variant, options, first).unwrap();
        let mut decisions = 0;
        while !game.position().is_over() {
            let context =
                format!("{variant:?} {options:?} game {game_number}, decision {decisions}");
            if let Some(bad) = illegal_decision(&game, &mut rng) {
                let before = *game.position();
                assert!(game.play(bad).is_err(), "{context}: {bad:?} was accepted");
                assert_eq!(
                    *game.position(),
                    before,
                    "{context}: a refused decision changed the game"
                );
            }
            let legal = game.decisions();
            assert!(
                !legal.is_empty(),
                "{context}: nobody can decide but the game goes on"
            );
            let decision = legal.as_slice()[rng.random_range(0..legal.len())];
            let mut tableau = Tableau::of(game.position());
            let events = game.play(decision).unwrap();
            for event in &events {
                tableau
                    .apply(event)
                    .unwrap_or_else(|e| panic!("{context}: {event:?} does not fit: {}", e.0));
            }
            assert_eq!(
                tableau,
                Tableau::of(game.position()),
                "{context}: events and state differ"
            );
            assert_eq!(
                game.position().total_seeds(),
                total(variant),
                "{context}: seeds not conserved"
            );
            decisions += 1;
            assert!(decisions < 20_000, "{context}: the game does not end");
        }
        longest = longest.max(decisions);
        check_result(game.position(), variant);
        let record: GameRecord =
            serde_json::from_str(&serde_json::to_string(&game.record().unwrap()).unwrap()).unwrap();
        let replayed = Game::replay(&record).unwrap();
        assert_eq!(
            replayed.position(),
            game.position(),
            "the record replays to another end"
        );
    }
    assert!(longest > 10, "games were implausibly short");
}

fn check_result(position: &Position, variant: Variant) {
    let stores = position.stores();
    assert_eq!(
        stores[0] as u32 + stores[1] as u32,
        total(variant),
        "a finished game has every seed stored"
    );
    let winning = match variant {
        Variant::MarumKonbi => konbi::WINNING,
        Variant::Congkak => congkak::WINNING,
    };
    match position.winner() {
        Some(player) => assert!(stores[player.index()] >= winning, "{stores:?}"),
        None => assert_eq!(stores[0], stores[1], "a draw is an equal split"),
    }
    let mut left = DecisionList::new();
    position.decisions(&mut left);
    assert!(
        left.is_empty() && position.awaiting_mask() == 0,
        "a finished game awaits nobody"
    );
}

#[test]
fn marum_konbi_random_games() {
    let [seed_rule, next_pit] = Options::all_for(Variant::MarumKonbi);
    check_variant(Variant::MarumKonbi, seed_rule, 1);
    check_variant(Variant::MarumKonbi, next_pit, 2);
}

#[test]
fn congkak_random_games() {
    let [plain, relay_opponent] = Options::all_for(Variant::Congkak);
    check_variant(Variant::Congkak, plain, 3);
    check_variant(Variant::Congkak, relay_opponent, 4);
}
