//! A hand-built Congkak position for every rule and ruling of RULES.md (CK1–CK10,
//! OPT-CK-relay-opponent), asserting the events as well as the state.

use marum_core::rules::{
    Congkak, Decision, DecisionList, Event, Phase, Player, Position, RuleError,
};

use Player::{One, Two};

fn play(position: &mut Congkak, decision: Decision) -> Vec<Event> {
    let mut events = Vec::new();
    position
        .play(decision, &mut events)
        .unwrap_or_else(|e| panic!("{decision:?}: {e}"));
    events
}

fn decisions(position: &Congkak) -> Vec<Decision> {
    let mut list = DecisionList::new();
    Position::Congkak(*position).decisions(&mut list);
    list.as_slice().to_vec()
}

fn drops(events: &[Event], of: Player) -> Vec<u8> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::Drop { player, pos, .. } if player == of => Some(pos),
            _ => None,
        })
        .collect()
}

fn sow(player: Player, pit: u8) -> Decision {
    Decision::sow(player, pit)
}

#[test]
fn ck1_setup() {
    let start = Congkak::new(One, false);
    assert_eq!(
        start.board,
        [7, 7, 7, 7, 7, 7, 7, 0, 7, 7, 7, 7, 7, 7, 7, 0]
    );
    assert_eq!(start.total_seeds(), 98);
    assert_eq!(start.phase(), Phase::Opening);
    assert_eq!(
        decisions(&start).len(),
        14,
        "both players choose an opening pit"
    );
}

#[test]
fn ck2_sowing_skips_the_opponents_house_and_every_dead_pit() {
    let board = [0, 0, 0, 0, 0, 0, 9, 10, 0, 1, 0, 0, 2, 0, 0, 10];
    let mut position = Congkak::in_play(board, &[0, 9], One, false);
    let events = play(&mut position, sow(One, 6));
    assert_eq!(drops(&events, One), [7, 8, 10, 11, 12, 13, 14, 1, 2]);
    // Pit 2 was empty and pit 12 across holds 3: captured, the sowing seed stays (CK3d).
    assert_eq!(
        events[10],
        Event::Capture {
            player: One,
            pit: 12,
            count: 3
        }
    );
    assert_eq!(position.board[2], 1);
    assert_eq!(position.board[7], 14);
}

#[test]
fn ck2_a_lap_does_not_skip_the_origin() {
    let board = [15, 0, 0, 0, 0, 0, 0, 10, 0, 0, 0, 0, 0, 0, 1, 10];
    let mut position = Congkak::in_play(board, &[], One, false);
    let events = play(&mut position, sow(One, 0));
    let sown = drops(&events, One);
    assert_eq!(sown.len(), 15);
    assert_eq!(sown[14], 0, "the fifteenth seed falls back into the origin");
    assert!(!sown.contains(&15), "never into the opponent's house");
    assert_eq!(
        events[16],
        Event::Capture {
            player: One,
            pit: 14,
            count: 2
        }
    );
}

#[test]
fn ck3a_own_house_gives_a_pick_in_the_same_turn() {
    let board = [0, 0, 3, 0, 0, 0, 1, 20, 2, 0, 0, 0, 0, 0, 0, 0];
    let mut position = Congkak::in_play(board, &[4], One, false);
    let events = play(&mut position, sow(One, 6));
    assert_eq!(
        events[2],
        Event::HouseBonus {
            player: One,
            can_pick: true
        }
    );
    assert_eq!(events.len(), 3, "the turn waits for the pick");
    assert_eq!(
        decisions(&position),
        [sow(One, 2)],
        "a pick, and no buy-back mid-turn"
    );
    let mut copy = position;
    assert_eq!(
        copy.play(Decision::buy(One, 4), &mut Vec::new()),
        Err(RuleError::BuyNotNow)
    );
    let events = play(&mut position, sow(One, 2));
    assert_eq!(
        events[0],
        Event::Scoop {
            player: One,
            pit: 2,
            count: 3
        }
    );
    assert_eq!(drops(&events, One), [3, 5, 6], "dead pit 4 is skipped");
}

#[test]
fn ck3a_no_pit_to_pick_ends_the_turn() {
    let board = [0, 0, 0, 0, 0, 0, 1, 40, 2, 0, 0, 0, 0, 0, 0, 55];
    let mut position = Congkak::in_play(board, &[], One, false);
    let events = play(&mut position, sow(One, 6));
    assert_eq!(
        events[2],
        Event::HouseBonus {
            player: One,
            can_pick: false
        }
    );
    assert_eq!(events[3], Event::TurnEnd { player: One });
    // CK8: player 1 has no seeds and nothing to buy back, so the game ends.
    assert_eq!(position.phase(), Phase::Over);
}

#[test]
fn ck3b_an_opponent_pit_ends_the_turn() {
    let board = [0, 0, 0, 0, 0, 3, 0, 10, 4, 0, 0, 0, 0, 0, 0, 10];
    let mut position = Congkak::in_play(board, &[], One, false);
    let events = play(&mut position, sow(One, 5));
    assert_eq!(drops(&events, One), [6, 7, 8]);
    assert_eq!(events[4], Event::TurnEnd { player: One });
    assert_eq!(decisions(&position)[0].player, Two);
}

#[test]
fn opt_ck_relay_opponent_relays_from_an_occupied_opponent_pit() {
    let board = [0, 0, 0, 0, 0, 3, 0, 10, 4, 0, 0, 0, 0, 0, 0, 10];
    let mut position = Congkak::in_play(board, &[], One, true);
    let events = play(&mut position, sow(One, 5));
    assert_eq!(
        events[4],
        Event::Relay {
            player: One,
            pit: 8
        }
    );
    assert_eq!(
        events[5],
        Event::Scoop {
            player: One,
            pit: 8,
            count: 5
        }
    );
    // The relay ends in the empty pit 13: an empty opponent pit still ends the turn.
    assert_eq!(drops(&events, One), [6, 7, 8, 9, 10, 11, 12, 13]);
    assert_eq!(events.last(), Some(&Event::TurnEnd { player: One }));
}

#[test]
fn ck3c_an_occupied_own_pit_relays() {
    let board = [2, 0, 3, 0, 0, 0, 0, 10, 0, 0, 0, 0, 0, 0, 0, 10];
    let mut position = Congkak::in_play(board, &[], One, false);
    let events = play(&mut position, sow(One, 0));
    assert_eq!(
        events[3],
        Event::Relay {
            player: One,
            pit: 2
        }
    );
    assert_eq!(
        events[4],
        Event::Scoop {
            player: One,
            pit: 2,
            count: 4
        }
    );
    // The relay's last seed falls into the empty pit 6, and pit 8 across is empty: 6 dies.
    assert_eq!(drops(&events, One), [1, 2, 3, 4, 5, 6]);
    assert_eq!(
        events[9],
        Event::PitDies {
            player: One,
            pit: 6
        }
    );
    assert!(position.is_dead(6));
}

#[test]
fn ck3d_capture_from_a_dead_pit_across() {
    let board = [2, 0, 0, 0, 0, 0, 0, 10, 3, 0, 0, 0, 1, 0, 0, 10];
    let mut position = Congkak::in_play(board, &[12], One, false);
    let events = play(&mut position, sow(One, 0));
    assert_eq!(
        events[3],
        Event::Capture {
            player: One,
            pit: 12,
            count: 1
        }
    );
    assert_eq!(position.board[2], 1, "the sowing seed stays");
    assert_eq!(position.board[7], 11);
    assert!(position.is_dead(12), "the emptied pit stays dead");
}

#[test]
fn ck3e_and_ck7_a_dead_pit_keeps_its_seed_and_is_never_sown_from() {
    let board = [0, 0, 0, 1, 0, 0, 2, 10, 3, 0, 0, 0, 0, 0, 0, 10];
    let mut position = Congkak::in_play(board, &[], One, false);
    let events = play(&mut position, sow(One, 3));
    assert_eq!(
        events[2],
        Event::PitDies {
            player: One,
            pit: 4
        }
    );
    assert_eq!(position.board[4], 1);
    // Player 2 sows past it: dead pit 4 is skipped.
    let events = play(&mut position, sow(Two, 8));
    assert_eq!(drops(&events, Two), [9, 10, 11]);
    position.board[14] = 12;
    let events = play(&mut position, sow(One, 6));
    let sown = drops(&events, One);
    assert_eq!(sown, [7, 8]);
    let mut around = Congkak::in_play(
        [0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 10],
        &[4],
        Two,
        false,
    );
    let events = play(&mut around, sow(Two, 14));
    assert_eq!(drops(&events, Two), [15, 0, 1, 2, 3, 5, 6, 8, 9]);
    assert_eq!(
        around.play(sow(One, 4), &mut Vec::new()).unwrap_err(),
        RuleError::DeadPit(4)
    );
}

#[test]
fn ck6_buy_back_is_optional_once_a_turn_and_costs_seven() {
    let board = [3, 0, 0, 0, 1, 0, 0, 14, 2, 0, 0, 0, 0, 0, 0, 10];
    let mut position = Congkak::in_play(board, &[4, 5], One, false);
    assert_eq!(
        decisions(&position),
        [sow(One, 0), Decision::buy(One, 4), Decision::buy(One, 5)]
    );
    let events = play(&mut position, Decision::buy(One, 4));
    assert_eq!(
        events,
        [Event::BuyBack {
            player: One,
            pit: 4,
            count: 7
        }]
    );
    assert_eq!(position.board[4], 8);
    assert_eq!(position.board[7], 7);
    assert!(!position.is_dead(4));
    assert_eq!(
        decisions(&position),
        [sow(One, 0), sow(One, 4)],
        "now the player sows"
    );
    let mut copy = position;
    assert_eq!(
        copy.play(Decision::buy(One, 5), &mut Vec::new()),
        Err(RuleError::BuyNotNow)
    );
    assert_eq!(copy, position);
}

#[test]
fn ck6_buy_back_is_forced_without_live_seeds_and_needs_seven() {
    let board = [0, 0, 0, 0, 1, 0, 0, 7, 2, 0, 0, 0, 0, 0, 0, 10];
    let position = Congkak::in_play(board, &[4], One, false);
    assert_eq!(decisions(&position), [Decision::buy(One, 4)]);
    let board = [3, 0, 0, 0, 1, 0, 0, 6, 2, 0, 0, 0, 0, 0, 0, 10];
    let mut poor = Congkak::in_play(board, &[4], One, false);
    assert_eq!(decisions(&poor), [sow(One, 0)]);
    assert_eq!(
        poor.play(Decision::buy(One, 4), &mut Vec::new()),
        Err(RuleError::CannotAfford)
    );
    assert_eq!(
        poor.play(Decision::buy(One, 0), &mut Vec::new()),
        Err(RuleError::NotDead(0))
    );
}

#[test]
fn ck8_the_end_collects_every_seed_to_its_rows_house() {
    // Player 2's last seeds leave their row; player 1 still has a dead pit with a seed.
    let board = [0, 0, 2, 1, 0, 0, 0, 40, 0, 0, 0, 0, 0, 0, 1, 50];
    let mut position = Congkak::in_play(board, &[3], Two, false);
    let events = play(&mut position, sow(Two, 14));
    assert_eq!(
        events[2..],
        [
            Event::HouseBonus {
                player: Two,
                can_pick: false
            },
            Event::TurnEnd { player: Two },
            Event::Collect {
                player: One,
                pit: 2,
                count: 2
            },
            Event::Collect {
                player: One,
                pit: 3,
                count: 1
            },
            Event::GameOver {
                winner: Some(Two),
                stores: [43, 51]
            },
        ]
    );
    assert_eq!(position.phase(), Phase::Over);
    assert!(decisions(&position).is_empty());
}

/// CK9 counts turn-start positions by board, dead pits and player to move (Game counts them and
/// ends the third time, as MK11's test shows; no Congkak cycle turned up in millions of searched
/// positions to replay here).
#[test]
fn ck9_repetition_counts_board_dead_pits_and_mover() {
    let board = [3, 0, 0, 0, 1, 0, 1, 40, 2, 0, 0, 0, 0, 0, 0, 51];
    let key = |dead: &[u8], to_move| {
        Position::Congkak(Congkak::in_play(board, dead, to_move, false)).turn_start_key()
    };
    assert_eq!(key(&[4], One), key(&[4], One));
    assert_ne!(key(&[4], One), key(&[4], Two));
    assert_ne!(key(&[4], One), key(&[], One));
    let mut mid_turn = Congkak::in_play(board, &[], One, false);
    play(&mut mid_turn, sow(One, 6));
    assert_eq!(
        Position::Congkak(mid_turn).turn_start_key(),
        None,
        "a pick is no turn start"
    );
}

#[test]
fn ck10_a_draw_at_forty_nine_each() {
    let board = [0, 0, 0, 0, 0, 0, 1, 48, 0, 0, 0, 0, 0, 0, 0, 49];
    let mut position = Congkak::in_play(board, &[], One, false);
    let events = play(&mut position, sow(One, 6));
    assert_eq!(
        events.last(),
        Some(&Event::GameOver {
            winner: None,
            stores: [49, 49]
        })
    );
}

#[test]
fn ck4_opening_choices_are_secret_until_both_are_in() {
    let mut position = Congkak::new(Two, false);
    let start = position.board;
    let events = play(&mut position, sow(One, 0));
    assert_eq!(events, [Event::OpeningChoice { player: One }]);
    assert_eq!(position.board, start, "nothing moves");
    assert_eq!(position.awaiting_mask(), Two.bit());
    let mut copy = position;
    assert_eq!(
        copy.play(sow(One, 1), &mut Vec::new()),
        Err(RuleError::AlreadyChose(One))
    );
    // Both hands then sow in lock-step, one seed per tick, the priority player's first.
    let events = play(&mut position, sow(Two, 13));
    assert_eq!(
        events[1],
        Event::Scoop {
            player: Two,
            pit: 13,
            count: 7
        }
    );
    assert_eq!(
        events[2],
        Event::Scoop {
            player: One,
            pit: 0,
            count: 7
        }
    );
    assert_eq!(events[3], Event::Tick { tick: 1 });
    let tick_two = events
        .iter()
        .position(|e| *e == Event::Tick { tick: 2 })
        .unwrap();
    assert!(matches!(
        events[4],
        Event::Drop {
            player: Two,
            pos: 14,
            ..
        }
    ));
    assert!(matches!(
        events[5],
        Event::Drop {
            player: One,
            pos: 1,
            ..
        }
    ));
    assert_eq!(tick_two, 6);
    assert_eq!(drops(&events, Two), [14, 15, 0, 1, 2, 3, 4]);
    assert_eq!(drops(&events, One), [1, 2, 3, 4, 5, 6, 7]);
    // Player 1 landed in the house on tick 7: a pick in the opening.
    assert_eq!(position.phase(), Phase::Opening);
    assert_eq!(position.awaiting_mask(), One.bit());
    let events = play(&mut position, sow(One, 6));
    assert_eq!(drops(&events, One), [7, 8, 9, 10, 11, 12, 13, 14]);
    // Player 2 finished on tick 7, player 1 later: player 2 moves first.
    assert_eq!(position.phase(), Phase::Play);
    assert_eq!(position.awaiting_mask(), Two.bit());
}

/// Where each hand is, tracked from the events, to check the meeting rule.
struct Hands {
    at: [usize; 2],
    dead: u16,
}

impl Hands {
    fn next(&self, player: Player) -> usize {
        let skipped = if player == One { 15 } else { 7 };
        let mut pos = self.at[player.index()];
        loop {
            pos = (pos + 1) % 16;
            if pos != skipped && self.dead & (1 << pos) == 0 {
                return pos;
            }
        }
    }
}

enum Meeting {
    IntoTheOtherHand,
    SameTarget,
}

/// Plays an opening and checks its one meeting: who stops, why, and that the waiting hand holds
/// still until the other player's turn is over, then resumes.
fn check_meeting(
    board: [u8; 16],
    priority: Player,
    relay_opponent: bool,
    plays: &[Decision],
    stopper: Player,
    form: Meeting,
) {
    let mut position = Congkak::new(priority, relay_opponent);
    position.board = board;
    let mut events = Vec::new();
    for &decision in plays {
        events.extend(play(&mut position, decision));
    }
    assert_eq!(position.phase(), Phase::Play, "the opening is over");
    let mut hands = Hands {
        at: [0, 0],
        dead: 0,
    };
    let mut met_at = None;
    for (index, event) in events.iter().enumerate() {
        match *event {
            Event::Scoop { player, pit, .. } => hands.at[player.index()] = pit as usize,
            Event::Drop { player, pos, .. } => hands.at[player.index()] = pos as usize,
            Event::PitDies { pit, .. } => hands.dead |= 1 << pit,
            Event::HandsMeet { player, .. } => {
                assert_eq!(player, stopper);
                let other = player.other();
                match form {
                    Meeting::IntoTheOtherHand => {
                        assert_eq!(hands.next(player), hands.at[other.index()])
                    }
                    Meeting::SameTarget => assert_eq!(hands.next(player), hands.next(other)),
                }
                met_at = Some(index);
            }
            _ => {}
        }
    }
    let met_at = met_at.expect("the hands meet");
    let resumed = events
        .iter()
        .position(|e| matches!(e, Event::HandResumes { player, .. } if *player == stopper))
        .expect("the waiting hand resumes");
    let other_done = events
        .iter()
        .position(|e| {
            *e == Event::TurnEnd {
                player: stopper.other(),
            }
        })
        .unwrap();
    assert!(met_at < other_done && other_done < resumed);
    assert!(
        drops(&events[met_at..resumed], stopper).is_empty(),
        "the waiting hand holds its seeds"
    );
}

#[test]
fn ck4_the_non_priority_hand_meets_by_stepping_into_the_other() {
    let plays = [sow(One, 5), sow(Two, 8), sow(Two, 13)];
    check_meeting(
        Congkak::new(One, true).board,
        Two,
        true,
        &plays,
        One,
        Meeting::IntoTheOtherHand,
    );
}

#[test]
fn ck4_the_priority_hand_meets_by_stepping_into_the_other() {
    let plays = [
        sow(One, 0),
        sow(Two, 8),
        sow(One, 4),
        sow(Two, 13),
        sow(Two, 8),
    ];
    check_meeting(
        Congkak::new(One, true).board,
        One,
        true,
        &plays,
        One,
        Meeting::IntoTheOtherHand,
    );
}

#[test]
fn ck4_stepping_into_the_same_position_stops_the_non_priority_hand() {
    let board = [5, 11, 5, 2, 8, 5, 11, 0, 3, 10, 9, 7, 10, 10, 8, 0];
    let plays = [sow(One, 2), sow(Two, 13), sow(One, 2), sow(One, 0)];
    check_meeting(board, One, false, &plays, Two, Meeting::SameTarget);
}

#[test]
fn ck4_a_pick_is_lost_when_the_other_hand_captures_the_last_pit() {
    let mut position = Congkak::new(One, false);
    position.board = [0, 0, 0, 5, 0, 0, 1, 10, 3, 0, 1, 0, 0, 0, 0, 0];
    position.dead = 1;
    play(&mut position, sow(One, 6));
    let events = play(&mut position, sow(Two, 10));
    assert_eq!(
        events[1..],
        [
            Event::Scoop {
                player: One,
                pit: 6,
                count: 1
            },
            Event::Scoop {
                player: Two,
                pit: 10,
                count: 1
            },
            Event::Tick { tick: 1 },
            Event::Drop {
                player: One,
                pos: 7,
                count: 11,
                left: 0
            },
            Event::HouseBonus {
                player: One,
                can_pick: true
            },
            Event::Drop {
                player: Two,
                pos: 11,
                count: 1,
                left: 0
            },
            Event::Capture {
                player: Two,
                pit: 3,
                count: 5
            },
            Event::TurnEnd { player: Two },
            Event::TurnEnd { player: One },
        ]
    );
    // Both finished on tick 1: the priority player begins, and must buy back (CK6).
    assert_eq!(position.phase(), Phase::Play);
    assert_eq!(decisions(&position), [Decision::buy(One, 0)]);
}

#[test]
fn ck4_finishing_on_the_same_tick_gives_the_priority_player_the_first_turn() {
    let mut position = Congkak::new(One, false);
    let mut events = Vec::new();
    for decision in [sow(One, 0), sow(Two, 8), sow(Two, 13), sow(One, 5)] {
        events.extend(play(&mut position, decision));
    }
    let last_tick = events
        .iter()
        .rposition(|e| matches!(e, Event::Tick { .. }))
        .unwrap();
    let ends: Vec<&Event> = events[last_tick..]
        .iter()
        .filter(|e| matches!(e, Event::TurnEnd { .. }))
        .collect();
    assert_eq!(ends.len(), 2, "both opening turns end on the last tick");
    assert_eq!(position.awaiting_mask(), One.bit());
}
