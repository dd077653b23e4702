//! Pages longer than their panel (the rules, the settings, the menu's words at large text)
//! scroll with the wheel, Page Up/Down, a finger or the mouse dragged over them, and bring the
//! keyboard's focus into view, as the timeline brings its latest turn ([`bring_into_view`]).

use super::keyboard::Focus;
use crate::schedule::GameSystems;
use bevy::input::mouse::{MouseScrollUnit, MouseWheel};
use bevy::prelude::*;

/// A panel that scrolls with the wheel, Page Up/Down, and a finger (or the mouse) dragged over it.
#[derive(Component)]
#[require(DragStartedAt)]
pub struct Scrolls;

/// How far a scrolling panel was scrolled when a drag over it began, in interface pixels.
#[derive(Component, Default)]
struct DragStartedAt(f32);

/// A drag begins over a scrolling panel (on it or on anything in it: pointer events rise to it).
fn start_drag_scroll(
    drag: On<Pointer<DragStart>>,
    mut panels: Query<(&ComputedNode, &mut DragStartedAt), With<Scrolls>>,
) {
    if let Ok((shown, mut start)) = panels.get_mut(drag.entity) {
        start.0 = shown.scroll_position.y * shown.inverse_scale_factor;
    }
}

/// The page follows the finger, as on any touch screen: a kiosk's visitor has no wheel, and the
/// rules and settings are longer than their panel at large text.
fn drag_scroll(
    drag: On<Pointer<Drag>>,
    ui_scale: Res<UiScale>,
    mut panels: Query<(&mut ScrollPosition, &DragStartedAt), With<Scrolls>>,
) {
    if let Ok((mut scroll, start)) = panels.get_mut(drag.entity) {
        scroll.y = (start.0 - drag.distance.y / ui_scale.0.max(0.01)).max(0.0);
    }
}

/// The wheel and Page Up/Down scroll every scrolling panel on screen.
fn scroll_with_wheel(
    mut wheel: MessageReader<MouseWheel>,
    keys: Res<ButtonInput<KeyCode>>,
    mut scrolls: Query<&mut ScrollPosition, With<Scrolls>>,
) {
    let mut delta: f32 = wheel
        .read()
        .map(|e| match e.unit {
            MouseScrollUnit::Line => -e.y * 24.0,
            MouseScrollUnit::Pixel => -e.y,
        })
        .sum();
    if keys.pressed(KeyCode::PageDown) {
        delta += 20.0;
    }
    if keys.pressed(KeyCode::PageUp) {
        delta -= 20.0;
    }
    for mut scroll in &mut scrolls {
        scroll.y = (scroll.y + delta).max(0.0);
    }
}

/// Keyboard focus inside a scrolling panel brings the focused button into view.
fn scroll_to_focus(
    focus: Res<Focus>,
    parents: Query<&ChildOf>,
    nodes: Query<(&ComputedNode, &UiGlobalTransform)>,
    mut panels: Query<&mut ScrollPosition, With<Scrolls>>,
) {
    let Some(focused) = focus.0.filter(|_| focus.is_changed()) else {
        return;
    };
    let Some(panel) = parents
        .iter_ancestors(focused)
        .find(|e| panels.contains(*e))
    else {
        return;
    };
    if let (Ok(item), Ok(shown), Ok(mut scroll)) =
        (nodes.get(focused), nodes.get(panel), panels.get_mut(panel))
    {
        bring_into_view(item, shown, &mut scroll);
    }
}

/// Scrolls a panel (`shown`, scrolled by `scroll`) so that `item`, inside it, is in view.
pub fn bring_into_view(
    (node, at): (&ComputedNode, &UiGlobalTransform),
    (panel_node, panel_at): (&ComputedNode, &UiGlobalTransform),
    scroll: &mut ScrollPosition,
) {
    // Centres and sizes in physical pixels; the scroll offset is in logical ones.
    let span = |centre: f32, height: f32| (centre - height / 2.0, centre + height / 2.0);
    let shift = scroll_into_view(
        span(at.translation.y, node.size.y),
        span(panel_at.translation.y, panel_node.size.y),
    );
    if shift != 0.0 {
        scroll.y += shift * node.inverse_scale_factor;
    }
}

/// How far to scroll (down positive) so that `item` (top, bottom) lies within `shown`.
fn scroll_into_view(item: (f32, f32), shown: (f32, f32)) -> f32 {
    if item.0 < shown.0 {
        item.0 - shown.0
    } else if item.1 > shown.1 {
        (item.1 - shown.1).min(item.0 - shown.0)
    } else {
        0.0
    }
}

pub fn plugin(app: &mut App) {
    app.add_observer(start_drag_scroll)
        .add_observer(drag_scroll)
        .add_systems(
            Update,
            (scroll_with_wheel, scroll_to_focus).in_set(GameSystems::Input),
        );
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::camera::NormalizedRenderTarget;
    use bevy::picking::backend::HitData;
    use bevy::picking::pointer::{Location, PointerButton, PointerId};

    /// A finger dragged up over the text of a scrolling page scrolls it down by as much, in the
    /// interface's pixels, and a drag back down past the top stops at the top.
    #[test]
    fn a_drag_over_a_scrolling_page_scrolls_it() {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .insert_resource(UiScale(1.5))
            .add_observer(start_drag_scroll)
            .add_observer(drag_scroll);
        // Pointer events rise through parents to a window; unregistered, the way up is lost.
        app.world_mut().register_component::<Window>();
        let page = app.world_mut().spawn((Scrolls, Node::default())).id();
        let words = app.world_mut().spawn((ChildOf(page), Node::default())).id();
        fn touch<E: std::fmt::Debug + Clone + Reflect>(event: E, on: Entity) -> Pointer<E> {
            let location = Location {
                target: NormalizedRenderTarget::None {
                    width: 1920,
                    height: 1080,
                },
                position: Vec2::new(400.0, 500.0),
            };
            Pointer::new(PointerId::Touch(1), location, event, on)
        }
        let drag = |app: &mut App, distance: Vec2| {
            let event = Drag {
                button: PointerButton::Primary,
                distance,
                delta: distance,
            };
            app.world_mut().trigger(touch(event, words));
            app.world().get::<ScrollPosition>(page).unwrap().y
        };
        let start = DragStart {
            button: PointerButton::Primary,
            hit: HitData::new(Entity::PLACEHOLDER, 0.0, None, None),
        };
        app.world_mut().trigger(touch(start, words));
        assert_eq!(drag(&mut app, Vec2::new(0.0, -150.0)), 100.0);
        assert_eq!(drag(&mut app, Vec2::new(0.0, 60.0)), 0.0);
    }

    #[test]
    fn a_focused_button_is_scrolled_just_into_view() {
        let shown = (100.0, 400.0);
        assert_eq!(scroll_into_view((150.0, 190.0), shown), 0.0);
        assert_eq!(scroll_into_view((420.0, 460.0), shown), 60.0);
        assert_eq!(scroll_into_view((60.0, 100.0), shown), -40.0);
        // Taller than the view: its top comes into view.
        assert_eq!(scroll_into_view((300.0, 800.0), shown), 200.0);
    }
}
