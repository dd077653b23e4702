//! Pages longer than their panel (the rules, the settings, the menu's words at large text)
//! scroll with the wheel, Page Up/Down, a finger or the mouse dragged over them, and bring the
//! keyboard's focus into view, as the timeline brings its latest turn ([`bring_into_view`]).
//! A thumb on the panel's right edge shows that there is more and where the page stands.
//! The timeline's drawer is such a panel too, though it redraws its lines ([`clear_page`]).

use super::keyboard::Focus;
use crate::schedule::GameSystems;
use crate::theme::MUTED_INK;
use bevy::ecs::system::SystemParam;
use bevy::input::mouse::{MouseScrollUnit, MouseWheel};
use bevy::prelude::*;

/// A panel that scrolls with the wheel, Page Up/Down, and a finger (or the mouse) dragged over it.
#[derive(Component, Default)]
#[require(DragStartedAt)]
pub struct Scrolls;

/// The thumb on a scrolling panel's right edge, shown while its page is longer than the panel:
/// without it a visitor sees a page cut off mid-line and no sign that it goes on.
#[derive(Component)]
pub struct ScrollThumb;

/// Clears a scrolling page that redraws itself (as a command on the page): its contents go, its
/// thumb stays.
pub fn clear_page(mut page: EntityWorldMut) {
    let contents: Vec<Entity> = page
        .get::<Children>()
        .into_iter()
        .flatten()
        .copied()
        .collect();
    page.world_scope(|world| {
        for entity in contents {
            if !world.entity(entity).contains::<ScrollThumb>() {
                world.despawn(entity);
            }
        }
    });
}

/// The shortest thumb, in interface pixels, so that a long page's thumb is still seen.
const SHORTEST_THUMB: f32 = 24.0;

/// Room at a scrolling panel's right for its thumb, where the panel has no padding there.
const THUMB_ROOM: f32 = 14.0;

/// Each scrolling panel gets its thumb as it is made; the thumb stays put while the page scrolls.
fn add_thumb(add: On<Add, Scrolls>, mut nodes: Query<&mut Node>, mut commands: Commands) {
    if let Ok(mut panel) = nodes.get_mut(add.entity)
        && panel.padding.right == Val::ZERO
    {
        // The page's words end before the thumb instead of running under it.
        panel.padding.right = px(THUMB_ROOM);
    }
    commands.spawn((
        ChildOf(add.entity),
        ScrollThumb,
        IgnoreScroll(BVec2::TRUE),
        Node {
            display: Display::None,
            position_type: PositionType::Absolute,
            right: px(3),
            width: px(5),
            border_radius: BorderRadius::all(px(3)),
            ..default()
        },
        BackgroundColor(MUTED_INK),
        Pickable::IGNORE,
    ));
}

/// Where a panel's thumb stands, in interface pixels from the panel's top inside its border:
/// `None` while the whole page fits.
fn thumb_span(panel: &ComputedNode) -> Option<(f32, f32)> {
    let to_interface = panel.inverse_scale_factor;
    let shown = panel.size.y;
    let page = panel.content_size.y;
    let hidden = page - shown;
    if hidden < 1.0 {
        return None;
    }
    let top = panel.padding.min_inset.y;
    let gutter = shown
        - top
        - panel.padding.max_inset.y
        - panel.border.min_inset.y
        - panel.border.max_inset.y;
    let length = (gutter * shown / page)
        .max(SHORTEST_THUMB / to_interface)
        .min(gutter);
    let travelled = (panel.scroll_position.y / hidden).clamp(0.0, 1.0);
    let at = top + travelled * (gutter - length);
    Some((at * to_interface, length * to_interface))
}

/// Keeps each thumb beside its page's view, as long as the view is long.
fn place_thumbs(
    panels: Query<(&ComputedNode, &Children), With<Scrolls>>,
    mut thumbs: Query<&mut Node, With<ScrollThumb>>,
) {
    for (panel, children) in &panels {
        let span = thumb_span(panel);
        let mut thumbs = thumbs.iter_many_mut(children);
        while let Some(mut thumb) = thumbs.fetch_next() {
            let (display, top, height) = match span {
                Some((at, length)) => (Display::Flex, px(at), px(length)),
                None => (Display::None, thumb.top, thumb.height),
            };
            // Only a real change, or the layout would be redone every frame.
            if (thumb.display, thumb.top, thumb.height) != (display, top, height) {
                (thumb.display, thumb.top, thumb.height) = (display, top, height);
            }
        }
    }
}

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

/// The scrolling panel that holds an entity of the interface, if one does.
#[derive(SystemParam)]
pub struct PageOf<'w, 's> {
    panels: Query<'w, 's, (), With<Scrolls>>,
    parents: Query<'w, 's, &'static ChildOf>,
}

impl PageOf<'_, '_> {
    pub fn of(&self, entity: Entity) -> Option<Entity> {
        let mut above = self.parents.iter_ancestors(entity);
        above.find(|&e| self.panels.contains(e))
    }
}

/// Keyboard focus inside a scrolling panel brings the focused button into view.
fn scroll_to_focus(
    focus: Res<Focus>,
    pages: PageOf,
    nodes: Query<(&ComputedNode, &UiGlobalTransform)>,
    mut panels: Query<&mut ScrollPosition, With<Scrolls>>,
) {
    let Some(focused) = focus.0.filter(|_| focus.is_changed()) else {
        return;
    };
    let Some(panel) = pages.of(focused) else {
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
        .add_observer(add_thumb)
        .add_systems(
            Update,
            (scroll_with_wheel, scroll_to_focus).in_set(GameSystems::Input),
        )
        .add_systems(Update, place_thumbs.in_set(GameSystems::Interface));
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

    /// The thumb shows only while the page is longer than its panel, as long as the panel is
    /// against the page, and travels from the panel's top to its bottom as the page scrolls.
    #[test]
    fn a_long_page_shows_where_it_stands() {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .add_observer(add_thumb)
            .add_systems(Update, place_thumbs);
        let panel = app.world_mut().spawn((Scrolls, Node::default())).id();
        app.update();
        let room = app.world().get::<Node>(panel).unwrap().padding.right;
        assert_eq!(
            room,
            px(THUMB_ROOM),
            "the page's words stop short of the thumb"
        );
        let mut thumb = app.world_mut().query_filtered::<&Node, With<ScrollThumb>>();
        // A panel 200 interface pixels tall (400 physical at twice the scale), 10 of padding each
        // way, over a page 4 times as tall.
        let lay_out = |app: &mut App, page: f32, scrolled: f32| {
            let mut laid_out = app.world_mut().get_mut::<ComputedNode>(panel).unwrap();
            laid_out.inverse_scale_factor = 0.5;
            laid_out.size = Vec2::new(600.0, 400.0);
            laid_out.padding.min_inset.y = 20.0;
            laid_out.padding.max_inset.y = 20.0;
            laid_out.content_size = Vec2::new(600.0, page);
            laid_out.scroll_position.y = scrolled;
            app.update();
        };
        let mut span = |app: &mut App| {
            let node = thumb.single(app.world()).unwrap();
            (node.display, node.top, node.height)
        };
        lay_out(&mut app, 1600.0, 0.0);
        assert_eq!(span(&mut app), (Display::Flex, px(10), px(45)));
        lay_out(&mut app, 1600.0, 1200.0);
        assert_eq!(span(&mut app), (Display::Flex, px(145), px(45)));
        lay_out(&mut app, 1600.0, 600.0);
        assert_eq!(span(&mut app), (Display::Flex, px(77.5), px(45)));
        // A very long page's thumb keeps a length that can be seen.
        lay_out(&mut app, 40_000.0, 0.0);
        assert_eq!(span(&mut app).2, px(SHORTEST_THUMB));
        lay_out(&mut app, 400.0, 0.0);
        assert_eq!(span(&mut app).0, Display::None, "a page that fits");
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
