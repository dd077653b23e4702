//! The place under the pointer, named in a small panel beside it ("Pit 3, 7 marums, yours to
//! choose") while the game waits for a person: the pit numbers the hint, the timeline and the
//! review speak of are found where the player is looking, and the status line keeps saying what
//! is happening.

use crate::rules_plugin::{Match, Thinking};
use crate::theme::PANEL;
use crate::ui::widgets::{INK, SMALL_SIZE, text};
use crate::view::PitLook;
use bevy::a11y::AccessibilityNode;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

#[derive(Component)]
pub(super) struct PlaceTip;

/// How far the tip stands from the pointer's tip, in interface pixels: clear of the arrow.
const FROM_POINTER: Vec2 = Vec2::new(16.0, 24.0);

/// The tip: hidden until a place is pointed at, and never in the pointer's way.
pub(super) fn place_tip() -> impl Bundle {
    (
        PlaceTip,
        text("", SMALL_SIZE, INK),
        Node {
            position_type: PositionType::Absolute,
            padding: UiRect::axes(px(10), px(5)),
            border_radius: BorderRadius::all(px(8)),
            display: Display::None,
            ..default()
        },
        BackgroundColor(PANEL),
        GlobalZIndex(4),
        Pickable::IGNORE,
    )
}

/// The place the pointer rests on, remembered with how many decisions had been made when the
/// pointer came there.
#[derive(SystemParam)]
pub(super) struct PointedPlace<'w, 's> {
    places: Query<'w, 's, (Entity, &'static PitLook, &'static AccessibilityNode)>,
    came_to: Local<'s, Option<(Entity, usize)>>,
}

impl PointedPlace<'_, '_> {
    /// The name (as screen readers hear it) of the place under the pointer, while the game
    /// waits for a person and nothing was decided since the pointer came there: the pointer stays
    /// on the pit just chosen, and its name would only cover the sowing, until the pointer moves
    /// to another place.
    fn name(&mut self, current: &Match, thinking: &Thinking) -> Option<&str> {
        let decided = current.game().history().len();
        let under_pointer = self.places.iter().find(|(_, look, _)| look.hovered);
        let came_to = under_pointer.map(|(entity, ..)| match *self.came_to {
            Some((place, since)) if place == entity => (place, since),
            _ => (entity, decided),
        });
        *self.came_to = came_to;
        let waiting = !current.is_busy() && !thinking.is_searching();
        under_pointer
            .filter(|_| waiting && came_to.is_some_and(|(_, since)| since == decided))
            .and_then(|(_, _, node)| node.label())
    }
}

/// Names the place under the pointer beside it, below and to the right of the pointer, or to its
/// left in the right half of the window so that the tip stays inside it.
pub(super) fn show_place_tip(
    current: Option<Res<Match>>,
    thinking: Res<Thinking>,
    time: Res<Time<Virtual>>,
    mut pointed: PointedPlace,
    windows: Query<&Window, With<PrimaryWindow>>,
    ui_scale: Res<UiScale>,
    mut tips: Query<(&mut Text, &mut Node), With<PlaceTip>>,
) {
    let name = match &current {
        Some(current) if !time.is_paused() => pointed.name(current, &thinking),
        _ => None,
    };
    let pointer = windows
        .single()
        .ok()
        .and_then(|window| Some((window.cursor_position()?, window.width())));
    let scale = ui_scale.0.max(0.01);
    for (mut text, mut node) in &mut tips {
        let Some(name) = name else {
            node.display = Display::None;
            continue;
        };
        if text.0 != name {
            text.0 = name.to_owned();
        }
        node.display = Display::Flex;
        if let Some((at, width)) = pointer {
            node.top = px(at.y / scale + FROM_POINTER.y);
            (node.left, node.right) = if at.x < width / 2.0 {
                (px(at.x / scale + FROM_POINTER.x), Val::Auto)
            } else {
                (Val::Auto, px((width - at.x) / scale + FROM_POINTER.x))
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules_plugin::{MatchRequest, MoveRequest, Seat};
    use marum_core::rules::{Decision, GameRecord, Options, Player, Variant};

    /// While the pointer rests on a place and a person is to decide, the tip names it as screen
    /// readers hear it; when the pointer leaves, the tip goes. Once the pit under the pointer is
    /// chosen, the tip stays away through the sowing and the next turn, until the pointer comes
    /// to the place again.
    #[test]
    fn a_place_under_the_pointer_is_named() {
        let mut app = crate::headless::app();
        app.init_resource::<UiScale>()
            .add_systems(Update, show_place_tip);
        crate::headless::single_threaded(&mut app);
        let record = GameRecord {
            variant: Variant::MarumKonbi,
            options: Options::default(),
            first: Player::One,
            decisions: Vec::new(),
        };
        app.world_mut()
            .write_message(MatchRequest::New(record.setup([Seat::Human; 2])));
        let tip = app.world_mut().spawn(place_tip()).id();
        let name = "Pit 3, 5 marums, yours to choose";
        let mut node = accesskit::Node::new(accesskit::Role::Button);
        node.set_label(name);
        let pit = app
            .world_mut()
            .spawn((PitLook::default(), AccessibilityNode::from(node)))
            .id();
        let shown = |app: &App| {
            let world = app.world();
            (world.get::<Node>(tip).unwrap().display != Display::None)
                .then(|| world.get::<Text>(tip).unwrap().0.clone())
        };
        let tip_with = |app: &mut App, hovered: bool| {
            app.world_mut().get_mut::<PitLook>(pit).unwrap().hovered = hovered;
            app.update();
            app.update();
            shown(app)
        };
        assert_eq!(tip_with(&mut app, false), None);
        assert_eq!(tip_with(&mut app, true).as_deref(), Some(name));
        assert_eq!(tip_with(&mut app, false), None);
        assert_eq!(tip_with(&mut app, true).as_deref(), Some(name));
        app.world_mut()
            .write_message(MoveRequest::from(Decision::sow(Player::One, 3)));
        app.update();
        app.update();
        assert!(app.world().resource::<Match>().is_busy());
        assert_eq!(shown(&app), None, "not over the sowing");
        crate::headless::update_until(&mut app, "the sowing never ended", |world| {
            !world.resource::<Match>().is_busy()
        });
        app.update();
        assert_eq!(shown(&app), None, "not on the next turn either");
        assert_eq!(tip_with(&mut app, false), None);
        assert_eq!(tip_with(&mut app, true).as_deref(), Some(name));
    }
}
