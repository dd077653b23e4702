//! A check of the laid-out interface: nothing spills out of the box that holds it (a wrapped row
//! of buttons over the next heading, a line off the window's edge). Laid out right, every node
//! lies within its parent, unless it is placed on its own (absolutely) or the parent clips or
//! scrolls it. The screenshots and the kiosk soak report what they find.

use super::UiAction;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

/// A spill smaller than this, in the interface's pixels, is rounding, or a line's trailing space:
/// nothing a player sees, where the gaps between things are 8 pixels or more.
const TOLERANCE: f32 = 4.0;

/// A node's box on the window, in physical pixels.
fn bounds(node: &ComputedNode, at: &UiGlobalTransform) -> Rect {
    Rect::from_center_size(at.translation, node.size())
}

/// How far `inner` reaches out of `outer` on the axes that `outer` does not clip, in pixels.
fn spill(inner: Rect, outer: Rect, clips: BVec2) -> f32 {
    let out = (outer.min - inner.min)
        .max(inner.max - outer.max)
        .max(Vec2::ZERO);
    let out = Vec2::select(clips, Vec2::ZERO, out);
    out.max_element()
}

/// A node as laid out: what it asked for, what it got, where, whether shown, its parent, and the
/// viewport it is drawn on.
type LaidOutNode = (
    Entity,
    &'static Node,
    &'static ComputedNode,
    &'static UiGlobalTransform,
    &'static InheritedVisibility,
    Option<&'static ChildOf>,
    &'static ComputedUiRenderTargetInfo,
);

/// The interface's nodes as laid out, with what names them in a report.
#[derive(SystemParam)]
pub struct LaidOut<'w, 's> {
    nodes: Query<'w, 's, LaidOutNode>,
    names: Query<'w, 's, (Option<&'static Text>, Option<&'static UiAction>)>,
}

impl LaidOut<'_, '_> {
    /// One sentence for each node shown that spills out of its parent, or out of the window.
    pub fn spills(&self) -> Vec<String> {
        let mut found = Vec::new();
        for (entity, node, computed, at, shown, parent, target) in &self.nodes {
            let placed_alone = node.position_type == PositionType::Absolute;
            if !shown.get() || computed.size().min_element() <= 0.0 || placed_alone {
                continue;
            }
            let holder = match parent.map(|p| self.nodes.get(p.parent())) {
                Some(Ok((_, parent_node, parent_computed, parent_at, ..))) => {
                    let clips = BVec2::new(
                        parent_node.overflow.x != OverflowAxis::Visible,
                        parent_node.overflow.y != OverflowAxis::Visible,
                    );
                    Some((bounds(parent_computed, parent_at), clips, "its parent"))
                }
                Some(Err(_)) => None,
                None => {
                    let window = Rect::from_corners(Vec2::ZERO, target.physical_size().as_vec2());
                    Some((window, BVec2::FALSE, "the window"))
                }
            };
            let Some((outer, clips, holder)) = holder else {
                continue;
            };
            let by = spill(bounds(computed, at), outer, clips) * computed.inverse_scale_factor();
            if by > TOLERANCE {
                found.push(format!(
                    "{} spills {by:.0} px out of {holder}.",
                    self.describe(entity)
                ));
            }
        }
        found
    }

    /// A node as a player would point at it: its words, its button's action, or "a panel".
    fn describe(&self, entity: Entity) -> String {
        match self.names.get(entity) {
            Ok((Some(text), _)) => format!("The text \"{}\"", text.0.lines().next().unwrap_or("")),
            Ok((_, Some(action))) => format!("The button {action:?}"),
            _ => "A panel".into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rect(min: (f32, f32), max: (f32, f32)) -> Rect {
        Rect::from_corners(min.into(), max.into())
    }

    /// A box inside spills nothing; one reaching out spills by its furthest reach, except along
    /// an axis that the outer box clips or scrolls.
    #[test]
    fn a_spill_is_the_reach_out_of_the_box() {
        let outer = rect((0.0, 0.0), (100.0, 50.0));
        let inside = rect((10.0, 10.0), (90.0, 40.0));
        assert_eq!(spill(inside, outer, BVec2::FALSE), 0.0);
        let lower = rect((10.0, 30.0), (90.0, 74.0));
        assert_eq!(spill(lower, outer, BVec2::FALSE), 24.0);
        let wide = rect((-8.0, 10.0), (103.0, 40.0));
        assert_eq!(spill(wide, outer, BVec2::FALSE), 8.0);
        assert_eq!(spill(lower, outer, BVec2::new(false, true)), 0.0);
        assert_eq!(spill(wide, outer, BVec2::new(false, true)), 8.0);
    }
}
