//! What a screen reader can read beyond the buttons' and places' names (Bevy's buttons,
//! `view::pits`): the headings, the rules' pages and the result's totals are readable texts, and
//! what a sighted player sees change is read out unasked — the status line, the caption of each
//! event and refusal, the coin toss's outcome, the level's description, the result and the
//! review's sentences are live regions (AccessKit's polite ones), read out each time their words
//! change or they come into view, so a player who cannot see the board still hears whose turn it
//! is, what the sowing did and who won. A button's name follows its words when they change, a
//! setting's buttons are described by the setting's name and value, and a choice is a radio
//! button. The tree follows the layout's order and leaves out what is not on screen, and the
//! screen reader's focus is the keyboard's.

use super::keyboard::Focus;
use super::widgets::{Chosen, OnScreen};
use crate::schedule::GameSystems;
use bevy::a11y::AccessibilityNode;
use bevy::input_focus::{FocusCause, InputFocus};
use bevy::prelude::*;

/// A text a screen reader can read: its words, while it is in view.
#[derive(Component, Clone, Copy, Default)]
#[require(AccessibilityNode = static_text())]
pub struct Readable;

/// A readable text that a screen reader reads out when its words change or it comes into view.
#[derive(Component, Clone, Copy, Default)]
#[require(Readable, AccessibilityNode = live_region())]
pub struct Announced;

/// Static text, as Bevy's own labels are: its words are the node's value.
fn static_text() -> AccessibilityNode {
    AccessibilityNode::from(accesskit::Node::new(accesskit::Role::Label))
}

fn live_region() -> AccessibilityNode {
    let mut node = accesskit::Node::new(accesskit::Role::Label);
    node.set_live(accesskit::Live::Polite);
    AccessibilityNode::from(node)
}

/// A heading that a screen reader can move to among the others, its words its name: a screen's
/// at `level` 1, its sections' at 2.
pub fn heading_node(level: usize) -> (Readable, AccessibilityNode) {
    let mut node = accesskit::Node::new(accesskit::Role::Heading);
    node.set_level(level);
    (Readable, AccessibilityNode::from(node))
}

/// The words a screen reader has of a readable text: a heading's name, or a label's value, which
/// AccessKit gives it as its name.
fn words_of(node: &accesskit::Node) -> Option<&str> {
    if node.role() == accesskit::Role::Heading {
        node.label()
    } else {
        node.value()
    }
}

/// Gives a readable text's node its `words` where [`words_of`] reads them, or none.
fn set_words_of(node: &mut accesskit::Node, words: Option<&str>) {
    match (words, node.role() == accesskit::Role::Heading) {
        (Some(words), true) => node.set_label(words),
        (Some(words), false) => node.set_value(words),
        (None, true) => node.clear_label(),
        (None, false) => node.clear_value(),
    }
}

/// A button that a screen reader describes with the words of `texts`: a setting's Change, − or +
/// with the setting's name and value beside it ("Change, button: Language, English").
pub fn button_described_by(texts: &[Entity]) -> AccessibilityNode {
    let mut node = accesskit::Node::new(accesskit::Role::Button);
    let ids = texts.iter().map(|text| accesskit::NodeId(text.to_bits()));
    node.set_described_by(ids.collect::<Vec<_>>());
    AccessibilityNode::from(node)
}

/// A text whose words changed or that came into view or went out of it.
type NewWordsOrView = Or<(Changed<Text>, Changed<InheritedVisibility>)>;

/// Gives the accessibility node the text's words while the text is in view, and none while it is
/// hidden (a toss's outcome waits under the spinning coin).
fn read_texts(
    mut texts: Query<
        (&Text, &InheritedVisibility, &mut AccessibilityNode),
        (With<Readable>, NewWordsOrView),
    >,
) {
    for (text, visibility, mut node) in &mut texts {
        let words = Some(text.0.as_str()).filter(|words| visibility.get() && !words.is_empty());
        if words_of(&node) != words {
            set_words_of(&mut node, words);
        }
    }
}

/// A button's name follows the words on it. Bevy names a button once, as it appears: a language
/// chosen later, or words that change (a replay's Play and Pause), would not be heard.
fn name_buttons_by_their_words(
    texts: Query<(&Text, &ChildOf), Changed<Text>>,
    mut buttons: Query<&mut AccessibilityNode, With<Button>>,
) {
    for (text, child_of) in &texts {
        if let Ok(mut button) = buttons.get_mut(child_of.parent())
            && button.label() != Some(text.0.as_str())
        {
            button.set_label(text.0.as_str());
        }
    }
}

/// Every box of the interface is in the screen reader's tree, as a container AccessKit passes
/// over, so that what is read comes in the order it is laid out: Bevy lists a node whose parent
/// is not in the tree in no particular order (the title's buttons came Quit first). Bevy makes a
/// button's or a label's node its own as it appears.
fn contain_in_layout_order(
    mut commands: Commands,
    boxes: Query<Entity, (Added<Node>, Without<AccessibilityNode>)>,
) {
    for entity in &boxes {
        let container = accesskit::Node::new(accesskit::Role::GenericContainer);
        commands
            .entity(entity)
            .try_insert(AccessibilityNode::from(container));
    }
}

/// An accessible node, whether it is hidden, and its layout where it has one (the board's pits
/// have none).
type ShownOrNot<'a> = (
    Entity,
    &'a mut AccessibilityNode,
    &'a InheritedVisibility,
    Option<&'a ComputedNode>,
    Has<Readable>,
);

/// What is not on screen is kept from the screen reader: a node hidden, laid out to nothing (a
/// game's replay buttons are `Display::None`), a readable text without words, or anything under
/// a covering layer (the pause card's, the settings'), the board's pits too. Bevy sends every
/// node it has, shown or not, and a screen reader heard the replay's buttons in a game.
fn keep_out_what_is_not_shown(mut nodes: Query<ShownOrNot>, on_screen: OnScreen) {
    for (entity, mut node, visibility, laid_out, readable) in &mut nodes {
        let wordless = readable && words_of(&node).is_none();
        let hidden = wordless || !on_screen.shows(entity, visibility, laid_out);
        if node.is_hidden() != hidden {
            if hidden {
                node.set_hidden();
            } else {
                node.clear_hidden();
            }
        }
    }
}

/// A choice among others (a game, a level, a page) is a radio button to a screen reader, checked
/// while it is the chosen one: the chosen one is marked only by its colour on screen.
fn tell_choices(mut buttons: Query<(&Chosen, &mut AccessibilityNode), With<Button>>) {
    for (&Chosen(chosen), mut node) in &mut buttons {
        let toggled = if chosen {
            accesskit::Toggled::True
        } else {
            accesskit::Toggled::False
        };
        if node.role() != accesskit::Role::RadioButton || node.toggled() != Some(toggled) {
            node.set_role(accesskit::Role::RadioButton);
            node.set_toggled(toggled);
        }
    }
}

/// The screen reader's focus is the button the keyboard's focus is on, or the window while none
/// is. Bevy sends a screen reader the tree only while its input focus is a node of the tree, and
/// starts it on the window, which is not one: until this, a screen reader heard an empty window.
fn share_keyboard_focus(
    focus: Res<Focus>,
    nodes: Query<(), With<AccessibilityNode>>,
    mut input_focus: ResMut<InputFocus>,
) {
    let wanted = focus.0.filter(|&button| nodes.contains(button));
    if input_focus.get() == wanted {
        return;
    }
    match wanted {
        Some(button) => input_focus.set(button, FocusCause::Navigated),
        None => input_focus.clear(),
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<InputFocus>().add_systems(
        Update,
        (
            contain_in_layout_order,
            read_texts,
            keep_out_what_is_not_shown,
            name_buttons_by_their_words,
            tell_choices,
            share_keyboard_focus,
        )
            .chain()
            .in_set(GameSystems::Interface),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::widgets::laid_out;

    fn app() -> App {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .init_resource::<Focus>()
            .add_plugins(plugin);
        app
    }

    /// A button's node, as Bevy gives a button when it appears.
    fn button_node() -> AccessibilityNode {
        AccessibilityNode::from(accesskit::Node::new(accesskit::Role::Button))
    }

    /// A text of `words` in view, marked by `kind` (`Announced` or `Readable`).
    fn shown_text(app: &mut App, kind: impl Bundle, words: &str) -> Entity {
        // What visibility's propagation, which this app lacks, makes of a shown node.
        let shown = (kind, Text::new(words), InheritedVisibility::VISIBLE);
        app.world_mut().spawn(shown).id()
    }

    fn set_in_view(app: &mut App, text: Entity, in_view: bool) {
        *app.world_mut()
            .get_mut::<InheritedVisibility>(text)
            .unwrap() = if in_view {
            InheritedVisibility::VISIBLE
        } else {
            InheritedVisibility::HIDDEN
        };
    }

    fn set_words(app: &mut App, text: Entity, words: &str) {
        app.world_mut().get_mut::<Text>(text).unwrap().0 = words.into();
    }

    /// The words a screen reader has for `text`, and whether it reads them out as they change.
    fn heard(app: &App, text: Entity) -> (Option<String>, bool) {
        let node = app.world().get::<AccessibilityNode>(text).unwrap();
        let live = node.live() == Some(accesskit::Live::Polite);
        (words_of(node).map(str::to_owned), live)
    }

    /// A live text is read out as its words change, a page is there to be read, and a heading is
    /// read by its words as its name.
    #[test]
    fn an_announced_text_is_heard_as_it_changes_and_only_while_in_view() {
        let mut app = app();
        let status = shown_text(&mut app, Announced, "Player 1: choose a pit of your row.");
        app.update();
        let first = Some("Player 1: choose a pit of your row.".to_owned());
        assert_eq!(heard(&app, status), (first, true));
        set_words(&mut app, status, "Sowing…");
        app.update();
        assert_eq!(heard(&app, status), (Some("Sowing…".into()), true));
        set_in_view(&mut app, status, false);
        app.update();
        assert_eq!(heard(&app, status), (None, true));
        set_words(&mut app, status, "");
        set_in_view(&mut app, status, true);
        app.update();
        assert_eq!(heard(&app, status), (None, true));
        // A readable page is there to be read, not read out.
        let page = shown_text(&mut app, Readable, "1. The board has 12 pits");
        app.update();
        assert_eq!(
            heard(&app, page),
            (Some("1. The board has 12 pits".into()), false)
        );
        // A heading is named by its words, at its level, for a screen reader to move between.
        let heading = shown_text(&mut app, heading_node(2), "Players");
        app.update();
        let node = app.world().get::<AccessibilityNode>(heading).unwrap();
        assert_eq!(node.role(), accesskit::Role::Heading);
        assert_eq!((node.label(), node.level()), (Some("Players"), Some(2)));
        set_words(&mut app, heading, "Pemain");
        app.update();
        assert_eq!(heard(&app, heading), (Some("Pemain".into()), false));
    }

    #[test]
    fn a_button_is_named_by_its_words_as_they_change() {
        let mut app = app();
        let button = app.world_mut().spawn((Button, button_node())).id();
        let words = app
            .world_mut()
            .spawn((ChildOf(button), Text::new("Play")))
            .id();
        app.update();
        set_words(&mut app, words, "Main");
        app.update();
        let node = app.world().get::<AccessibilityNode>(button).unwrap();
        assert_eq!(node.label(), Some("Main"));
    }

    /// The screen reader's focus starts on the window, as Bevy sets it (which kept the tree from
    /// ever being sent), and then follows the keyboard's from button to button; never on
    /// something a screen reader does not know.
    #[test]
    fn the_screen_readers_focus_is_the_keyboards() {
        let mut app = app();
        let window = app.world_mut().spawn(Window::default()).id();
        app.insert_resource(InputFocus::from_entity(window));
        let [play, rules] = [(); 2].map(|_| app.world_mut().spawn((Button, button_node())).id());
        let unknown = app.world_mut().spawn(Transform::default()).id();
        let heard_focus = |app: &mut App, keyboard| {
            app.world_mut().resource_mut::<Focus>().0 = keyboard;
            app.update();
            app.world().resource::<InputFocus>().get()
        };
        assert_eq!(heard_focus(&mut app, None), None);
        assert_eq!(heard_focus(&mut app, Some(play)), Some(play));
        assert_eq!(heard_focus(&mut app, Some(rules)), Some(rules));
        assert_eq!(heard_focus(&mut app, Some(unknown)), None);
    }

    /// A node's box is in the tree as a container a screen reader passes over, so that its
    /// buttons are read in their order; a node of its own (a button's) is left as it is.
    #[test]
    fn the_interfaces_boxes_keep_its_order() {
        let mut app = app();
        let row = app.world_mut().spawn(Node::default()).id();
        let play = app
            .world_mut()
            .spawn((ChildOf(row), Node::default(), button_node()))
            .id();
        app.update();
        let role = |entity| app.world().get::<AccessibilityNode>(entity).unwrap().role();
        assert_eq!(role(row), accesskit::Role::GenericContainer);
        assert_eq!(role(play), accesskit::Role::Button);
    }

    /// Only what is on screen is in a screen reader's tree: not a hidden node, one laid out to
    /// nothing (`Display::None`), or a readable text without words.
    #[test]
    fn what_is_not_shown_is_kept_from_the_screen_reader() {
        let mut app = app();
        let laid_out = laid_out();
        let undo = app
            .world_mut()
            .spawn((button_node(), laid_out, InheritedVisibility::VISIBLE))
            .id();
        let caption = shown_text(&mut app, Announced, "");
        app.world_mut().entity_mut(caption).insert(laid_out);
        let hidden = |app: &mut App, entity| {
            app.update();
            app.world()
                .get::<AccessibilityNode>(entity)
                .unwrap()
                .is_hidden()
        };
        assert!(!hidden(&mut app, undo));
        assert!(hidden(&mut app, caption), "a caption without words");
        set_words(&mut app, caption, "Relay!");
        assert!(!hidden(&mut app, caption));
        app.world_mut().get_mut::<ComputedNode>(undo).unwrap().size = Vec2::ZERO;
        assert!(hidden(&mut app, undo), "a button laid out to nothing");
        app.world_mut().get_mut::<ComputedNode>(undo).unwrap().size = laid_out.size;
        assert!(!hidden(&mut app, undo));
        set_in_view(&mut app, undo, false);
        assert!(hidden(&mut app, undo), "a hidden button");
    }

    /// While a covering layer (the pause card's) is shown, what lies beneath it — the play
    /// screen's buttons and the board's pits, which have no layout of their own — is kept from
    /// the screen reader, and what lies on it is not; once it goes, all comes back.
    #[test]
    fn what_lies_under_a_covering_layer_is_kept_from_the_screen_reader() {
        use crate::ui::widgets::Covering;
        let mut app = app();
        let laid_out = laid_out();
        let hint = (button_node(), laid_out, InheritedVisibility::VISIBLE);
        let hint = app.world_mut().spawn(hint).id();
        let pit = (button_node(), InheritedVisibility::VISIBLE);
        let pit = app.world_mut().spawn(pit).id();
        let covering = (Covering, laid_out, InheritedVisibility::HIDDEN);
        let covering = app.world_mut().spawn(covering).id();
        let resume = (button_node(), laid_out, InheritedVisibility::HIDDEN);
        let resume = app.world_mut().spawn((resume, ChildOf(covering))).id();
        let heard = |app: &mut App| {
            app.update();
            [hint, pit, resume].map(|entity| {
                let node = app.world().get::<AccessibilityNode>(entity).unwrap();
                !node.is_hidden()
            })
        };
        assert_eq!(heard(&mut app), [true, true, false], "no layer shown");
        for shown in [covering, resume] {
            set_in_view(&mut app, shown, true);
        }
        assert_eq!(heard(&mut app), [false, false, true], "the layer shown");
        for shown in [covering, resume] {
            set_in_view(&mut app, shown, false);
        }
        assert_eq!(heard(&mut app), [true, true, false], "the layer gone");
    }

    /// A choice is a radio button, checked while it is the chosen one; other buttons stay buttons.
    #[test]
    fn the_chosen_choice_is_checked() {
        let mut app = app();
        let [alone, together] = [true, false].map(|chosen| {
            let choice = (Button, Chosen(chosen), button_node());
            app.world_mut().spawn(choice).id()
        });
        let back = app.world_mut().spawn((Button, button_node())).id();
        let told = |app: &mut App, entity| {
            app.update();
            let node = app.world().get::<AccessibilityNode>(entity).unwrap();
            (node.role(), node.toggled())
        };
        use accesskit::{Role, Toggled};
        let (checked, unchecked) = (
            (Role::RadioButton, Some(Toggled::True)),
            (Role::RadioButton, Some(Toggled::False)),
        );
        assert_eq!(told(&mut app, alone), checked);
        assert_eq!(told(&mut app, together), unchecked);
        assert_eq!(told(&mut app, back), (Role::Button, None));
        app.world_mut().entity_mut(alone).insert(Chosen(false));
        app.world_mut().entity_mut(together).insert(Chosen(true));
        assert_eq!(told(&mut app, alone), unchecked);
        assert_eq!(told(&mut app, together), checked);
    }
}
