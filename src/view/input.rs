//! The board answers the pointer and the keys: a human's pit becomes a [`MoveRequest`], like any
//! other player's decision.

use super::pits::PitButton;
use crate::rules_plugin::{Hurry, Match, MoveRequest, Seat};
use bevy::asset::uuid::Uuid;
use bevy::camera::RenderTarget;
use bevy::ecs::system::SystemParam;
use bevy::input::touch::{TouchInput, TouchPhase};
use bevy::picking::hover::HoverMap;
use bevy::picking::pointer::{
    Location, PointerAction, PointerButton, PointerId, PointerInput, PointerLocation,
};
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, WindowRef};
use marum_core::rules::{Action, Player};

/// Whether pits answer clicks and keys: only on the play screen, and not while paused.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardInput(pub bool);

impl Default for BoardInput {
    fn default() -> Self {
        BoardInput(true)
    }
}

/// A human seat's decision for `pit`, if that human may sow from it (or buy it back) now.
pub fn request_for_pit(current: &Match, pit: u8) -> Option<MoveRequest> {
    let legal = current.game().decisions();
    legal
        .as_slice()
        .iter()
        .find(|d| {
            matches!(d.action, Action::Sow(p) | Action::Buy(p) if p == pit)
                && current.setup.seats[d.player.index()] == Seat::Human
        })
        .map(|&d| d.into())
}

/// The pits a person may choose now, as the pits show them (breathing) and as the keyboard and
/// screen readers reach them: the board takes input, no move is being shown, and a human seat may
/// sow from the pit (or buy it back).
#[derive(SystemParam)]
pub struct ChoosablePits<'w> {
    input: Res<'w, BoardInput>,
    current: Option<Res<'w, Match>>,
}

impl ChoosablePits<'_> {
    /// The game, while its pits may be chosen: the board takes input and no move is being shown.
    pub fn game(&self) -> Option<&Match> {
        self.current
            .as_deref()
            .filter(|c| self.input.0 && !c.is_busy())
    }

    /// The decision choosing `pit` asks for, if a person may choose it now.
    pub fn request(&self, pit: u8) -> Option<MoveRequest> {
        request_for_pit(self.game()?, pit)
    }

    /// What a tap or click on `pit` asks of the rules while the board takes input, a move shown
    /// or not ([`request_for_choice`]).
    pub fn choice(&self, pit: u8) -> Option<MoveRequest> {
        let current = self.current.as_deref().filter(|_| self.input.0)?;
        request_for_choice(current, pit)
    }
}

/// What choosing `pit` asks of the rules: a human's decision for it if one is legal now (as
/// [`request_for_pit`]), else a sowing from it by the human it was most likely meant for (one who
/// is due, the pit's owner first), which the rules refuse with why — the pit is empty, dead, Pi or
/// Pa, in the other row, not this player's turn — or, while a move is shown, take as the wish to
/// see it end sooner, so that no choice goes unanswered. Nothing where no seat is a human's.
pub fn request_for_choice(current: &Match, pit: u8) -> Option<MoveRequest> {
    if let Some(request) = request_for_pit(current, pit) {
        return Some(request);
    }
    let position = current.game().position();
    let owner = current.setup.variant.describe().place(pit).owner;
    let human = |player: &Player| current.setup.seats[player.index()] == Seat::Human;
    let asker = [owner, owner.other()]
        .into_iter()
        .filter(human)
        .max_by_key(|&player| (position.is_awaiting(player), player == owner))?;
    Some(MoveRequest {
        player: asker,
        action: Action::Sow(pit),
    })
}

/// The pointer event by which a pit or the table is tapped, for each kind of pointer. A mouse
/// button taps on its press, as the interface's buttons answer one: Bevy sends the click to what
/// the pointer was over the frame before the button came up, so a click just after the pointer
/// came onto a pit was lost (on a slow software renderer a frame takes a fifth of a second). A
/// finger taps on its click: a new touch's pointer finds the pit beneath it only from its second
/// frame, so its press may miss the pit, while its click, sent as it lifts, finds it (a touch
/// lifted within the frame it came down in is played again: [`replay_quick_touches`]).
pub(super) trait Tap: std::fmt::Debug + Clone + Reflect {
    fn taps(pointer: PointerId) -> bool;
}

impl Tap for Press {
    fn taps(pointer: PointerId) -> bool {
        pointer.is_mouse()
    }
}

impl Tap for Click {
    fn taps(pointer: PointerId) -> bool {
        !pointer.is_mouse()
    }
}

/// A pointer of the view's own, playing again a finger lifted within the frame it came down in:
/// the frames it has waited for picking to find what lies beneath it, and whether it is down.
#[derive(Component, Default)]
pub(super) struct QuickTouch {
    waited: u8,
    down: bool,
}

/// Marks the view's own pointers among custom ones (the low half of each is the touch's id).
const QUICK_TOUCH: u64 = 0x6d61_7275_6d5f_7461;

/// How many frames a replayed touch waits to be found over something (a new pointer is found
/// from its second frame) before it is let go untapped.
const QUICK_TOUCH_WAITS: u8 = 4;

/// A finger lifted within the frame it came down in would tap nothing: Bevy's picking makes its
/// pointer and lets it go in that frame, before anything beneath it was found (on a slow screen,
/// a fifth of a second a frame, most quick taps are such). The touch is played again by a pointer
/// of the view's own, left where the finger was until picking has found what lies beneath it
/// (the interface in front of the board included), then put down for a frame and lifted, as the
/// shortest touch Bevy's picking follows, so that it clicks what the finger tapped.
pub(super) fn replay_quick_touches(
    mut touches: MessageReader<TouchInput>,
    primary: Query<Entity, With<PrimaryWindow>>,
    mut replayed: Query<(Entity, &PointerId, &PointerLocation, &mut QuickTouch)>,
    hovered: Res<HoverMap>,
    mut inputs: MessageWriter<PointerInput>,
    mut commands: Commands,
) {
    for (pointer, id, location, mut touch) in &mut replayed {
        let Some(location) = location.location() else {
            commands.entity(pointer).despawn();
            continue;
        };
        let found = hovered.get(id).is_some_and(|beneath| !beneath.is_empty());
        let action = match *touch {
            QuickTouch { down: true, .. } => PointerAction::Release,
            _ if found => PointerAction::Press,
            QuickTouch { waited, .. } if waited < QUICK_TOUCH_WAITS => {
                touch.waited += 1;
                continue;
            }
            _ => {
                commands.entity(pointer).despawn();
                continue;
            }
        };
        inputs.write(PointerInput::new(
            *id,
            location.clone(),
            action(PointerButton::Primary),
        ));
        if touch.down {
            commands.entity(pointer).despawn();
        } else {
            touch.down = true;
        }
    }
    let mut put_down = Vec::new();
    for touch in touches.read() {
        match touch.phase {
            TouchPhase::Started => put_down.push(touch.id),
            TouchPhase::Ended if put_down.contains(&touch.id) => {
                let window = RenderTarget::Window(WindowRef::Entity(touch.window));
                let Some(target) = window.normalize(primary.single().ok()) else {
                    continue;
                };
                commands.spawn((
                    QuickTouch::default(),
                    PointerId::Custom(Uuid::from_u64_pair(QUICK_TOUCH, touch.id)),
                    PointerLocation::new(Location {
                        target,
                        position: touch.position,
                    }),
                ));
            }
            _ => {}
        }
    }
}

/// A tap on the table while a move is shown to a person hurries it, as a tap on a pit does (see
/// [`request_for_choice`]): the board's wood, a store or house, the cloth, anywhere the
/// interface does not cover, so that no one has to aim at a pit to see a long relay end sooner.
pub(super) fn tap_on_the_table_hurries<E: Tap>(
    tap: On<Pointer<E>>,
    windows: Query<(), With<Window>>,
    places: Query<&PitButton>,
    input: Res<BoardInput>,
    current: Option<Res<Match>>,
    mut hurry: MessageWriter<Hurry>,
) {
    let (Some(current), true, true) = (current, input.0, E::taps(tap.pointer_id)) else {
        return;
    };
    let game = current.setup.variant.describe();
    // The board's wood and the room let the pointer through to the window beneath.
    let on_the_table = windows.contains(tap.entity)
        || places
            .get(tap.entity)
            .is_ok_and(|place| !game.place(place.0).kind.is_pit());
    // A Hurry at rest does nothing, so the board need not be busy here.
    if on_the_table && current.setup.seats.contains(&Seat::Human) {
        hurry.write(Hurry);
    }
}

/// The keys of the pits of a row, in sowing order.
const DIGITS: [KeyCode; 7] = [
    KeyCode::Digit1,
    KeyCode::Digit2,
    KeyCode::Digit3,
    KeyCode::Digit4,
    KeyCode::Digit5,
    KeyCode::Digit6,
    KeyCode::Digit7,
];

/// Keys 1–7 choose the pits of the human who must decide, in sowing order, as a tap on them
/// does; a key past the row's last pit (7 in Marum Konbi's rows of six) chooses nothing.
pub(super) fn keys_choose_pits(
    keys: Res<ButtonInput<KeyCode>>,
    input: Res<BoardInput>,
    current: Option<Res<Match>>,
    mut moves: MessageWriter<MoveRequest>,
) {
    let (Some(current), true) = (current, input.0) else {
        return;
    };
    let game = current.setup.variant.describe();
    for (number, key) in DIGITS.iter().enumerate() {
        if !keys.just_pressed(*key) {
            continue;
        }
        let legal = current.game().decisions();
        let Some(mover) = legal
            .as_slice()
            .iter()
            .map(|d| d.player)
            .find(|p| current.setup.seats[p.index()] == Seat::Human)
        else {
            continue;
        };
        let Some(pit) = game.row(mover).nth(number) else {
            continue;
        };
        // What a click on the pit asks: buying a dead pit back included, and the rules' reason
        // where it cannot be chosen.
        if let Some(request) = request_for_choice(&current, pit) {
            moves.write(request);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules_plugin::{MatchRequest, Refused, Seat, Timing};
    use bevy::ecs::message::MessageCursor;
    use marum_core::locale::Language;
    use marum_core::rules::{Decision, Game, Phase, Player, Position, Tableau, Variant};
    use rand::rngs::SmallRng;
    use rand::{RngExt, SeedableRng};

    /// Random Congkak decisions, from `seed`, up to a position where `wanted` finds a pit, and
    /// that pit.
    fn random_game_until(seed: u64, wanted: impl Fn(&Game) -> Option<u8>) -> (Game, u8) {
        let mut rng = SmallRng::seed_from_u64(seed);
        for _ in 0..500 {
            let mut game = Game::new(Variant::Congkak, Default::default(), Player::One).unwrap();
            while !game.position().is_over() {
                if let Some(pit) = wanted(&game) {
                    return (game, pit);
                }
                let legal = game.decisions();
                game.play(legal.as_slice()[rng.random_range(0..legal.len())])
                    .unwrap();
            }
        }
        panic!("no random game came to the position wanted");
    }

    /// Random Congkak decisions up to a position where player 1 may buy a dead pit back, and that
    /// pit.
    fn up_to_a_buy_back() -> (Game, u8) {
        random_game_until(1, |game| {
            game.decisions()
                .as_slice()
                .iter()
                .find_map(|d| match d.action {
                    Action::Buy(pit) if d.player == Player::One => Some(pit),
                    _ => None,
                })
        })
    }

    /// A game of `seats` loaded at `game`, at rest, its moves shown at the game's pace: a
    /// computer seat takes its time to play.
    fn loaded(game: &Game, seats: [Seat; 2]) -> App {
        let mut app = crate::headless::app();
        app.insert_resource(Timing::default());
        crate::headless::single_threaded(&mut app);
        let record = game.record().unwrap();
        app.world_mut()
            .write_message(MatchRequest::Load(record.setup(seats), record.decisions));
        app.update();
        app
    }

    /// What the rules answer a choice of `pit`: the sentence they refuse it with, or None if they
    /// play it.
    fn answer_to_choosing(app: &mut App, pit: u8) -> Option<String> {
        let request = request_for_choice(app.world().resource::<Match>(), pit)
            .expect("a human seat's choice is always asked");
        let before = app.world().resource::<Match>().game().history().len();
        let mut refusals = MessageCursor::<Refused>::default();
        refusals.clear(app.world().resource::<Messages<Refused>>());
        app.world_mut().write_message(request);
        app.update();
        let refused: Vec<String> = refusals
            .read(app.world().resource::<Messages<Refused>>())
            .map(|r| {
                let english = Language::English.locale();
                r.reason.sentence(english, &english.player_names())
            })
            .collect();
        let played = app.world().resource::<Match>().game().history().len() - before;
        assert_eq!(
            (refused.len(), played),
            if refused.is_empty() { (0, 1) } else { (1, 0) }
        );
        refused.into_iter().next()
    }

    /// A pit that cannot be chosen answers with the rules' reason instead of nothing: the
    /// computer's pit, an empty pit, any pit while the computer is to decide; in a game of two
    /// people, the other row's pit tells the player to move which row is theirs. A legal choice
    /// is played; with no human seat nothing is asked.
    #[test]
    fn a_pit_that_cannot_be_chosen_says_why() {
        use marum_core::ai::Level;
        let computer = Seat::Computer(Level::Beginner);
        let seeds =
            |position: &Position, pit: u8| Tableau::of(position).holder_counts()[pit as usize];
        // Random decisions up to player 1's turn with an empty pit of their own.
        let (game, empty) = random_game_until(7, |game| {
            let position = game.position();
            let alive_and_empty =
                |&pit: &u8| seeds(position, pit) == 0 && position.dead_mask() & 1 << pit == 0;
            let players_turn =
                position.phase() != Phase::Opening && position.awaiting_mask() == Player::One.bit();
            (0..7u8).find(alive_and_empty).filter(|_| players_turn)
        });
        let theirs = (8..15u8)
            .find(|&pit| seeds(game.position(), pit) > 0)
            .unwrap();
        let mut app = loaded(&game, [Seat::Human, computer]);
        assert_eq!(
            answer_to_choosing(&mut app, theirs).as_deref(),
            Some(format!("Pit {theirs} is not in Player 1's row.").as_str())
        );
        assert_eq!(
            answer_to_choosing(&mut app, empty).as_deref(),
            Some(format!("Pit {empty} is empty.").as_str())
        );
        // A sowing that hands the turn to player 2, played by a click.
        let (legal, next) = (0..7u8)
            .filter_map(|pit| {
                let mut next = game.clone();
                next.play(Decision::sow(Player::One, pit)).ok()?;
                (next.position().awaiting_mask() == Player::Two.bit()).then_some((pit, next))
            })
            .next()
            .unwrap();
        let mut app = loaded(&game, [Seat::Human; 2]);
        assert_eq!(answer_to_choosing(&mut app, legal), None);
        let mut app = loaded(&next, [Seat::Human; 2]);
        let mine = (0..7u8)
            .find(|&pit| seeds(next.position(), pit) > 0)
            .unwrap();
        assert_eq!(
            answer_to_choosing(&mut app, mine).as_deref(),
            Some(format!("Pit {mine} is not in Player 2's row.").as_str())
        );
        let mut app = loaded(&next, [Seat::Human, computer]);
        assert_eq!(
            answer_to_choosing(&mut app, mine).as_deref(),
            Some("It is not Player 1's turn to decide.")
        );
        let app = loaded(&game, [computer; 2]);
        assert_eq!(
            request_for_choice(app.world().resource::<Match>(), theirs),
            None
        );
    }

    /// Presses `key` once on `app`, then lets it go.
    fn press_once(app: &mut App, key: KeyCode) {
        app.world_mut()
            .resource_mut::<ButtonInput<KeyCode>>()
            .press(key);
        app.update();
        // One press: without the input plugin nothing else would end it.
        app.world_mut()
            .resource_mut::<ButtonInput<KeyCode>>()
            .reset_all();
        app.update();
    }

    /// What each of `keys`, pressed in turn in a two-person game at `game`, asks; and the app.
    fn asked_by_keys(game: &Game, keys: &[KeyCode]) -> (Vec<Vec<Action>>, App) {
        let mut app = loaded(game, [Seat::Human; 2]);
        app.init_resource::<BoardInput>()
            .init_resource::<ButtonInput<KeyCode>>()
            .add_systems(Update, keys_choose_pits);
        let mut requests = MessageCursor::<MoveRequest>::default();
        requests.clear(app.world().resource::<Messages<MoveRequest>>());
        let asked = keys
            .iter()
            .map(|&key| {
                press_once(&mut app, key);
                let messages = app.world().resource::<Messages<MoveRequest>>();
                requests.read(messages).map(|r| r.action).collect()
            })
            .collect();
        (asked, app)
    }

    /// Keys 1 to 6 are Marum Konbi's row of six, Pi the sixth (which the rules refuse with
    /// why); 7 is no pit of the row, and asks nothing (it asked for the other player's first pit,
    /// and heard that it is not in the row). Player 2's keys count their own row from 1, as the
    /// controls page says: their 1 is pit 6.
    #[test]
    fn the_keys_count_the_pits_of_the_row() {
        use KeyCode::{Digit1, Digit6, Digit7};
        let first = |player| Game::new(Variant::MarumKonbi, Default::default(), player).unwrap();
        let (asked, app) = asked_by_keys(&first(Player::One), &[Digit7, Digit6]);
        assert_eq!(asked, [vec![], vec![Action::Sow(5)]]);
        assert_eq!(app.world().resource::<Match>().game().history(), []);
        let (asked, _) = asked_by_keys(&first(Player::Two), &[Digit1, Digit7]);
        assert_eq!(asked, [vec![Action::Sow(6)], vec![]]);
    }

    /// A key buys a dead pit back as a click does: the pit's decision, not a sowing the rules
    /// would refuse.
    #[test]
    fn a_key_buys_back_a_dead_pit() {
        let (game, pit) = up_to_a_buy_back();
        let played = game.history().len();
        let mut app = loaded(&game, [Seat::Human; 2]);
        app.init_resource::<BoardInput>()
            .init_resource::<ButtonInput<KeyCode>>()
            .add_systems(Update, keys_choose_pits);
        let first = Variant::Congkak.describe().board.row_starts[0];
        press_once(&mut app, DIGITS[usize::from(pit - first)]);
        let history = app.world().resource::<Match>().game().history().to_vec();
        assert_eq!(history.len(), played + 1, "the key did nothing");
        assert_eq!(history[played].action, Action::Buy(pit));
    }
}
