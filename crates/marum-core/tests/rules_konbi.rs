//! A hand-built Marum Konbi position for every rule and ruling of RULES.md (MK1–MK12, OPT-MK-relay),
//! asserting the events as well as the state.

use marum_core::rules::{
    Decision, Event, Game, Konbi, MkRelay, Options, Player, Position, RuleError, Tableau,
};

use Player::{One, Two};

/// A position with `board`; the stores hold the rest of the 62 marums, split as evenly as possible.
fn konbi(board: [u8; 12], to_move: Player, relay: MkRelay) -> Konbi {
    let rest = 62 - board.iter().sum::<u8>();
    Konbi {
        board,
        stores: [rest / 2, rest - rest / 2],
        to_move,
        over: false,
        relay,
    }
}

fn play(position: &mut Konbi, player: Player, pit: u8) -> Vec<Event> {
    let mut events = Vec::new();
    position
        .play(Decision::sow(player, pit), &mut events)
        .unwrap_or_else(|e| panic!("sow {pit}: {e}"));
    events
}

fn drop(player: Player, pos: u8, count: u8, left: u8) -> Event {
    Event::Drop {
        player,
        pos,
        count,
        left,
    }
}

#[test]
fn mk1_setup() {
    let start = Konbi::new(One, MkRelay::Seed);
    assert_eq!(start.board, [5, 5, 5, 5, 5, 6, 5, 5, 5, 5, 5, 6]);
    assert_eq!(start.stores, [0, 0]);
    assert_eq!(start.total_seeds(), 62);
}

#[test]
fn mk2_the_toss_decides_who_moves_first() {
    for first in [One, Two] {
        let game = Game::new(
            marum_core::rules::Variant::MarumKonbi,
            Options::default(),
            first,
        )
        .unwrap();
        assert_eq!(game.state().awaiting, vec![first]);
    }
}

#[test]
fn mk3_only_ordinary_pits_of_the_own_row_start_a_move() {
    let position = konbi([5, 5, 5, 5, 0, 6, 5, 5, 5, 5, 5, 6], One, MkRelay::Seed);
    let mut legal = marum_core::rules::DecisionList::new();
    Position::Konbi(position).decisions(&mut legal);
    let pits: Vec<Decision> = legal.as_slice().to_vec();
    assert_eq!(pits, [0, 1, 2, 3].map(|pit| Decision::sow(One, pit)));
    let refusals = [
        (Decision::sow(One, 5), RuleError::SpecialPit(5)),
        (Decision::sow(One, 4), RuleError::EmptyPit(4)),
        (
            Decision::sow(One, 7),
            RuleError::NotYourPit {
                player: One,
                pit: 7,
            },
        ),
        (Decision::sow(One, 12), RuleError::NoSuchPit(12)),
        (Decision::sow(Two, 7), RuleError::NotYourTurn(Two)),
        (Decision::buy(One, 1), RuleError::NoBuyingBack),
    ];
    for (decision, error) in refusals {
        let mut copy = position;
        assert_eq!(copy.play(decision, &mut Vec::new()), Err(error));
        assert_eq!(copy, position, "a refused move changes nothing");
    }
    let mut pa = konbi([0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 6], Two, MkRelay::Seed);
    assert_eq!(
        pa.play(Decision::sow(Two, 11), &mut Vec::new()),
        Err(RuleError::SpecialPit(11))
    );
}

#[test]
fn mk3_a_lap_of_twelve_does_not_skip_the_origin() {
    let mut position = konbi([12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], One, MkRelay::Seed);
    let events = play(&mut position, One, 0);
    let mut expected = vec![Event::Scoop {
        player: One,
        pit: 0,
        count: 12,
    }];
    expected.extend(
        (1..12)
            .chain([0])
            .zip((0..12).rev())
            .map(|(pos, left)| drop(One, pos, 1, left)),
    );
    // The last marum fell into the emptied origin and pit 1 is occupied: a quiet stop (MK7).
    expected.extend([
        Event::QuietStop {
            player: One,
            pit: 0,
        },
        Event::TurnEnd { player: One },
    ]);
    assert_eq!(events, expected);
    assert_eq!(position.board, [1; 12]);
    assert_eq!(position.to_move, Two);
}

#[test]
fn mk4_relay_then_mk5_si_kang_si() {
    let mut position = konbi([2, 0, 1, 3, 0, 0, 0, 0, 4, 0, 0, 0], One, MkRelay::Seed);
    let store = position.stores[0];
    let events = play(&mut position, One, 0);
    assert_eq!(
        events,
        [
            Event::Scoop {
                player: One,
                pit: 0,
                count: 2
            },
            drop(One, 1, 1, 1),
            drop(One, 2, 2, 0),
            Event::Relay {
                player: One,
                pit: 3
            },
            Event::Scoop {
                player: One,
                pit: 3,
                count: 3
            },
            drop(One, 4, 1, 2),
            drop(One, 5, 1, 1),
            drop(One, 6, 1, 0),
            Event::Capture {
                player: One,
                pit: 8,
                count: 4
            },
            Event::TurnEnd { player: One },
        ]
    );
    assert_eq!(position.board, [0, 1, 2, 0, 1, 1, 1, 0, 0, 0, 0, 0]);
    assert_eq!(position.stores[0], store + 4);
    assert_eq!(position.to_move, Two);
}

#[test]
fn mk5_si_kang_si_takes_pa_and_wraps_around() {
    // Player 2 lands in pit 9; pit 10 is empty, so Pa (pit 11) is captured.
    let mut position = konbi([1, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 7], Two, MkRelay::Seed);
    let events = play(&mut position, Two, 8);
    assert_eq!(
        events[2],
        Event::Capture {
            player: Two,
            pit: 11,
            count: 7
        }
    );
    assert_eq!(position.board[11], 0);
    // Player 2 lands in Pa; pit 0 is empty, so pit 1 of player 1's row is captured.
    let mut position = konbi([0, 4, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0], Two, MkRelay::Seed);
    let events = play(&mut position, Two, 10);
    assert_eq!(
        events[2],
        Event::Capture {
            player: Two,
            pit: 1,
            count: 4
        }
    );
}

#[test]
fn mk6_nungkang_ends_the_turn_with_nothing() {
    let mut position = konbi([1, 0, 0, 0, 3, 0, 2, 0, 0, 0, 0, 0], One, MkRelay::Seed);
    let before = position.stores;
    let events = play(&mut position, One, 0);
    assert_eq!(
        events[2..],
        [
            Event::Nungkang {
                player: One,
                pit: 1
            },
            Event::TurnEnd { player: One }
        ]
    );
    assert_eq!(position.stores, before);
    assert_eq!(position.board, [0, 1, 0, 0, 3, 0, 2, 0, 0, 0, 0, 0]);
}

#[test]
fn mk7_quiet_stop_and_the_next_pit_option() {
    let board = [1, 0, 3, 0, 0, 0, 2, 0, 0, 0, 0, 0];
    let mut position = konbi(board, One, MkRelay::Seed);
    let events = play(&mut position, One, 0);
    assert_eq!(
        events[2],
        Event::QuietStop {
            player: One,
            pit: 1
        }
    );
    assert_eq!(position.board, [0, 1, 3, 0, 0, 0, 2, 0, 0, 0, 0, 0]);
    // OPT-MK-relay: the occupied next pit relays although the last pit was empty.
    let mut position = konbi(board, One, MkRelay::NextPit);
    let events = play(&mut position, One, 0);
    assert_eq!(
        events[2],
        Event::Relay {
            player: One,
            pit: 2
        }
    );
    assert!(!events.iter().any(|e| matches!(e, Event::QuietStop { .. })));
}

/// MK8: the move stops exactly where a relay would start from a board and pit seen before in the
/// same move: every earlier relay start is new, and the stopping one repeats one of them.
#[test]
fn mk8_an_endless_relay_stops_at_the_first_repeat() {
    let mut position = konbi([1, 2, 3, 1, 4, 1, 0, 1, 0, 2, 1, 2], One, MkRelay::NextPit);
    let before = position;
    let events = play(&mut position, One, 3);
    let mut tableau = Tableau::of(&Position::Konbi(before));
    let mut starts = Vec::new();
    for event in &events {
        if let Event::Relay { pit, .. } = *event {
            starts.push((tableau.board.clone(), pit));
        }
        tableau.apply(event).unwrap();
    }
    let relays = starts.len();
    let mut unique = starts.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(
        unique.len(),
        relays,
        "no relay start repeats before the stop"
    );
    let Some(Event::EndlessRelay { pit: landing, .. }) = events.iter().rev().nth(1).copied() else {
        panic!(
            "the move ends with an endless-relay stop: {:?}",
            &events[events.len() - 2..]
        );
    };
    let stop = (position.board.to_vec(), (landing + 1) % 12);
    assert!(
        starts.contains(&stop),
        "the stop repeats an earlier relay start"
    );
    assert_eq!(position.stores, before.stores, "nothing is captured");
    assert_eq!(position.to_move, Two);
    assert!(
        relays > 100,
        "this position relays {relays} times before repeating"
    );
}

#[test]
fn mk9_two_marum_partition() {
    // The capture leaves one marum in pit 1 and one in pit 7: one each, and 31–31 is a draw.
    let mut position = konbi([1, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0], One, MkRelay::Seed);
    position.stores = [29, 30];
    let events = play(&mut position, One, 0);
    assert_eq!(
        events[2..],
        [
            Event::Capture {
                player: One,
                pit: 3,
                count: 1
            },
            Event::TurnEnd { player: One },
            Event::Partition { pits: [1, 7] },
            Event::GameOver {
                winner: None,
                stores: [31, 31]
            },
        ]
    );
    assert!(position.over);
    assert_eq!(position.board, [0; 12]);
    // Two marums in one pit are no partition.
    let mut position = konbi([1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], One, MkRelay::Seed);
    play(&mut position, One, 0);
    assert_eq!(position.board[1], 2);
    assert!(!position.over);
}

#[test]
fn mk10_pass_and_collection() {
    // Player 2 has marums only in Pa, so cannot move: player 1 moves again.
    let mut position = konbi([0, 0, 1, 0, 2, 0, 0, 0, 0, 0, 0, 3], One, MkRelay::Seed);
    let events = play(&mut position, One, 2);
    assert_eq!(events.last(), Some(&Event::Pass { player: Two }));
    assert_eq!(position.to_move, One);
    // Neither can move: each collects their own row, Pi and Pa included.
    let mut position = konbi([0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 3], One, MkRelay::Seed);
    position.stores = [30, 28];
    let events = play(&mut position, One, 4);
    assert_eq!(
        events[2..],
        [
            Event::Nungkang {
                player: One,
                pit: 5
            },
            Event::TurnEnd { player: One },
            Event::Collect {
                player: One,
                pit: 5,
                count: 1
            },
            Event::Collect {
                player: Two,
                pit: 11,
                count: 3
            },
            Event::GameOver {
                winner: None,
                stores: [31, 31]
            },
        ]
    );
}

/// MK11: the third time a turn starts from the same board, stores and mover, the game ends as in MK10.
#[test]
fn mk11_repetition_ends_the_game() {
    let (board, relay, decisions) = REPEATING;
    let mut game = Game::from_position(
        Position::Konbi(konbi(board, One, relay)),
        Options::default(),
    );
    let mut events = Vec::new();
    for (index, &(player, pit)) in decisions.iter().enumerate() {
        assert!(
            !game.position().is_over(),
            "over too early, before decision {index}"
        );
        events = game.play(Decision::sow(player, pit)).unwrap();
    }
    assert!(game.position().is_over());
    let at = events
        .iter()
        .position(|e| *e == Event::Repetition)
        .expect("a repetition");
    assert!(
        events[at + 1..]
            .iter()
            .all(|e| matches!(e, Event::Collect { .. } | Event::GameOver { .. }))
    );
    assert_eq!(
        game.position()
            .stores()
            .iter()
            .map(|&n| n as u32)
            .sum::<u32>(),
        62
    );
}

/// Found by random play from small boards: the last decision starts the third turn from one position.
const REPEATING: ([u8; 12], MkRelay, &[(Player, u8)]) = (
    [1, 2, 1, 0, 1, 1, 1, 1, 1, 1, 0, 0],
    MkRelay::Seed,
    &[
        (One, 4),
        (Two, 9),
        (One, 2),
        (Two, 7),
        (One, 0),
        (Two, 9),
        (One, 0),
        (Two, 10),
        (One, 1),
        (Two, 8),
        (One, 0),
        (Two, 9),
        (One, 1),
        (Two, 10),
        (One, 4),
        (Two, 6),
        (One, 2),
        (Two, 7),
        (One, 3),
        (Two, 6),
        (One, 4),
        (Two, 7),
        (Two, 6),
        (Two, 7),
        (Two, 8),
        (Two, 9),
        (One, 0),
        (Two, 10),
        (One, 1),
        (One, 0),
        (One, 1),
        (One, 2),
        (One, 3),
        (Two, 6),
        (One, 4),
        (Two, 7),
        (Two, 6),
        (Two, 7),
        (Two, 8),
        (Two, 9),
        (One, 0),
        (Two, 10),
        (One, 1),
        (One, 0),
        (One, 1),
        (One, 2),
        (One, 3),
    ],
);

#[test]
fn mk12_result() {
    let mut position = konbi([0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 3], One, MkRelay::Seed);
    position.stores = [31, 27];
    let events = play(&mut position, One, 4);
    assert_eq!(
        events.last(),
        Some(&Event::GameOver {
            winner: Some(One),
            stores: [32, 30]
        })
    );
    assert_eq!(Position::Konbi(position).winner(), Some(One));
}
