//! The few pieces every screen is made of: panels, text at three sizes, buttons that carry a
//! [`UiAction`], pressed by the mouse or touch (and by the keyboard's focus: [`super::keyboard`];
//! pages that scroll: [`super::scrolling`]).

use super::UiAction;
use super::keyboard::Focus;
use super::scrolling::PageOf;
use crate::audio::{Sound, SoundCue};
use crate::schedule::GameSystems;
use crate::settings::Settings;
use crate::theme::{
    ACCENT, BUTTON, BUTTON_HOVERED, BUTTON_OFF, BUTTON_PRESSED, INK_OFF, PLAYER_COLOURS, SCRIM,
};
pub use crate::theme::{INK, MUTED_INK, PANEL};
use bevy::ecs::system::SystemParam;
use bevy::input::InputSystems;
use bevy::input::touch::{Touch, Touches};
use bevy::prelude::*;
use bevy::ui::{InteractionDisabled, UiSystems};
use bevy::window::PrimaryWindow;
use marum_core::locale::Language;

/// Text sizes at a 1280×720 window; [`UiScale`] grows them with the window.
pub const TITLE_SIZE: f32 = 64.0;
pub const HEADING_SIZE: f32 = 30.0;
pub const BODY_SIZE: f32 = 20.0;
pub const SMALL_SIZE: f32 = 16.0;

pub fn text(content: impl Into<String>, size: f32, colour: Color) -> impl Bundle {
    (
        Text::new(content),
        TextFont {
            font_size: FontSize::Px(size),
            ..default()
        },
        TextColor(colour),
    )
}

/// A text whose words are the message `id` in the player's language, kept so when it changes.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tr(pub &'static str);

/// The message `id` as text of `size` and `colour`.
pub fn tr_text(id: &'static str, size: f32, colour: Color) -> impl Bundle {
    (text("", size, colour), Tr(id))
}

/// Texts take their words from the language when they appear and whenever it changes.
fn translate(
    settings: Res<Settings>,
    mut shown: Local<Option<Language>>,
    mut texts: Query<(Ref<Tr>, &mut Text)>,
) {
    let changed = *shown != Some(settings.language);
    *shown = Some(settings.language);
    let locale = settings.locale();
    for (tr, mut text) in &mut texts {
        if changed || tr.is_added() || tr.is_changed() {
            text.0 = locale.text(tr.0);
        }
    }
}

/// A screen's heading: the message `id`, which a screen reader can read and move to.
pub fn heading(id: &'static str) -> impl Bundle {
    (tr_text(id, HEADING_SIZE, INK), super::heading_node(1))
}

pub fn body(content: impl Into<String>) -> impl Bundle {
    text(content, BODY_SIZE, INK)
}

/// `line` set for a narrow window: a number stays with the word before it ("pit 9" never breaks
/// after "pit"), and the last two words stay together, so no word is left alone below the rest
/// ("…speed it / up."). The spaces that must not break become no-break spaces.
pub fn typeset(line: &str) -> String {
    let trimmed = line.trim_end();
    let last_space = trimmed
        .rfind(' ')
        .filter(|&at| !trimmed[..at].trim_end().is_empty());
    let mut set = String::with_capacity(line.len() + 8);
    let mut before: Option<char> = None;
    let mut chars = line.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        let number_follows = chars.peek().is_some_and(|&(_, next)| next.is_numeric());
        let after_a_word = before.is_some_and(|b| !b.is_whitespace());
        let unbreakable = c == ' ' && (Some(at) == last_space || (number_follows && after_a_word));
        set.push(if unbreakable { '\u{a0}' } else { c });
        before = Some(c);
    }
    set
}

/// A line shown every frame, typeset again only when its words change.
#[derive(Default)]
pub struct TypesetLine {
    words: String,
    set: String,
}

impl TypesetLine {
    /// `words` typeset, as [`typeset`] sets them.
    pub fn of(&mut self, words: &str) -> &str {
        if self.words != words {
            self.words.clear();
            self.words.push_str(words);
            self.set = typeset(words);
        }
        &self.set
    }
}

/// A column filling the window, its children centred.
pub fn centred_column() -> Node {
    Node {
        width: percent(100),
        height: percent(100),
        flex_direction: FlexDirection::Column,
        align_items: AlignItems::Center,
        justify_content: JustifyContent::Center,
        row_gap: px(14),
        ..default()
    }
}

/// A layer over the whole window, dimming what lies beneath it (the board, the play screen's
/// buttons); its children centred.
pub fn scrim() -> impl Bundle {
    (centred_column(), BackgroundColor(SCRIM), Covering)
}

/// Marks a layer that covers what lies beneath it: while it is shown, the keyboard's focus and
/// screen readers keep to what is on it. Under the pause card, Tab went first to the play
/// screen's buttons behind the scrim, and a screen reader read the board's pits.
#[derive(Component)]
pub struct Covering;

/// What is on screen and within reach of the keyboard and of screen readers.
#[derive(SystemParam)]
pub struct OnScreen<'w, 's> {
    coverings: Query<'w, 's, (Entity, &'static InheritedVisibility), With<Covering>>,
    parents: Query<'w, 's, &'static ChildOf>,
}

impl OnScreen<'_, '_> {
    /// Whether `entity` is on screen and within reach: shown, laid out to something where it has
    /// a layout (the board's pits have none), and on a covering layer while one is shown.
    pub fn shows(
        &self,
        entity: Entity,
        visibility: &InheritedVisibility,
        laid_out: Option<&ComputedNode>,
    ) -> bool {
        visibility.get() && !laid_out.is_some_and(ComputedNode::is_empty) && self.reaches(entity)
    }

    /// Whether no covering layer is shown, or `entity` lies on one.
    fn reaches(&self, entity: Entity) -> bool {
        let mut shown = self
            .coverings
            .iter()
            .filter(|(_, visibility)| visibility.get())
            .map(|(covering, _)| covering)
            .peekable();
        shown.peek().is_none()
            || shown.any(|covering| {
                covering == entity || self.parents.iter_ancestors(entity).any(|a| a == covering)
            })
    }
}

/// The layout of a button on screen, which the layout, missing from test apps, would give.
#[cfg(test)]
pub fn laid_out() -> ComputedNode {
    ComputedNode {
        size: Vec2::new(120.0, 40.0),
        ..default()
    }
}

/// What visibility's propagation and the layout, which test apps lack, make of a button on
/// screen.
#[cfg(test)]
pub fn on_screen() -> (InheritedVisibility, ComputedNode) {
    (InheritedVisibility::VISIBLE, laid_out())
}

/// Shows or hides a node (and its children), touching it only when that changes.
pub fn set_shown(node: &mut Mut<Node>, shown: bool) {
    let display = if shown { Display::Flex } else { Display::None };
    if node.display != display {
        node.display = display;
    }
}

/// A panel's usual inside: a centred column.
pub fn card_column() -> Node {
    Node {
        flex_direction: FlexDirection::Column,
        align_items: AlignItems::Center,
        row_gap: px(12),
        ..default()
    }
}

/// A panel laid out by `layout`, inside a root made of `root` (its node, its despawn marker and
/// anything else); returns the panel to fill.
pub fn spawn_card(commands: &mut Commands, root: impl Bundle, layout: Node) -> Entity {
    let root = commands.spawn(root).id();
    commands.spawn((ChildOf(root), panel(layout))).id()
}

/// A calm panel over the scene.
pub fn panel(node: Node) -> impl Bundle {
    (
        Node {
            padding: UiRect::all(px(20)),
            border_radius: BorderRadius::all(px(14)),
            ..node
        },
        BackgroundColor(PANEL),
    )
}

pub fn row(gap: f32) -> Node {
    Node {
        flex_direction: FlexDirection::Row,
        align_items: AlignItems::Center,
        justify_content: JustifyContent::Center,
        column_gap: px(gap),
        flex_wrap: FlexWrap::Wrap,
        row_gap: px(gap),
        ..default()
    }
}

/// A line of buttons across its panel, wrapping onto more lines where the panel is narrow. It
/// takes the panel's whole width: left to its contents' width, a line that wraps was measured
/// (by Taffy) at one line's height and wrapped early, its second line over whatever came next.
pub fn button_line(gap: f32) -> Node {
    Node {
        width: percent(100),
        ..row(gap)
    }
}

/// A button's height at 720p: 60 px at 1920×1080, 48 at 1080×1920 (ART.md asks for touch
/// targets of 48 px or more at 1080p).
pub const BUTTON_HEIGHT: f32 = 40.0;

/// A button labelled with the message `id` that sends `action` when pressed.
pub fn button(id: &'static str, action: UiAction) -> impl Bundle {
    sized_button(tr_text(id, BODY_SIZE, INK), action, 150.0)
}

/// A button labelled with words of its own (a game's name, a language's name).
pub fn named_button(label: impl Into<String>, action: UiAction) -> impl Bundle {
    sized_button(text(label, BODY_SIZE, INK), action, 150.0)
}

/// A button for a single word (the settings' Change and Type).
pub fn small_button(id: &'static str, action: UiAction) -> impl Bundle {
    sized_button(tr_text(id, BODY_SIZE, INK), action, 64.0)
}

/// A button for a single sign (the settings' − and +).
pub fn sign_button(sign: &'static str, action: UiAction) -> impl Bundle {
    sized_button(text(sign, BODY_SIZE, INK), action, 64.0)
}

fn sized_button(label: impl Bundle, action: UiAction, min_width: f32) -> impl Bundle {
    (
        Button,
        action,
        Node {
            min_width: px(min_width),
            min_height: px(BUTTON_HEIGHT),
            padding: UiRect::axes(px(16), px(6)),
            border: UiRect::all(px(2)),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            border_radius: BorderRadius::all(px(10)),
            ..default()
        },
        BackgroundColor(BUTTON),
        BorderColor::all(Color::NONE),
        children![(label, Pickable::IGNORE)],
    )
}

/// A button that is one of a set of choices (the menu's game, mode and level, the rules' game and
/// page, the kiosk's language), and whether it is the chosen one: drawn marked, and a checked
/// radio button to a screen reader.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chosen(pub bool);

/// Marks a choice's `button` as `chosen` or not, where it is not `marked` so already.
pub fn mark_chosen(commands: &mut Commands, button: Entity, marked: Option<&Chosen>, chosen: bool) {
    if marked != Some(&Chosen(chosen)) {
        commands.entity(button).insert(Chosen(chosen));
    }
}

/// A press of a button, by pointer or Enter.
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub struct UiPressed(pub UiAction);

/// A change under the pointer of a button that can be pressed.
type PressableChange = (Changed<Interaction>, Without<InteractionDisabled>);

/// How far, in window pixels, a finger (or the mouse) may move between press and release and
/// still be a tap; beyond it the press was the start of a swipe.
const TAP_SLOP: f32 = 10.0;

/// A press on a button inside a scrolling page, not yet answered. On a touch screen a finger
/// lands on whatever lies under it to swipe the page, so there a button answers on release, and
/// only to a tap.
#[derive(Resource, Default)]
struct HeldInPage(Option<Held>);

#[derive(Clone, Copy)]
struct Held {
    button: Entity,
    /// Where the pointer came down.
    at: Vec2,
    /// Whether it has since gone further than a tap may: the press is a swipe's, the button no
    /// longer drawn pressed, and lifting the pointer does not press it, even back where it began.
    swiped: bool,
}

/// Where the pointer is, by mouse or finger, in window pixels.
#[derive(SystemParam)]
struct PointerAt<'w, 's> {
    mouse: Res<'w, ButtonInput<MouseButton>>,
    touches: Res<'w, Touches>,
    windows: Query<'w, 's, &'static Window, With<PrimaryWindow>>,
}

impl PointerAt<'_, '_> {
    /// Where a press came down: a new finger, else the cursor.
    fn pressed_at(&self) -> Option<Vec2> {
        let finger = self.touches.iter_just_pressed().last().map(Touch::position);
        finger.or_else(|| self.cursor())
    }

    /// Where the pointer is now: a finger on the glass, else the cursor.
    fn now(&self) -> Option<Vec2> {
        let finger = self.touches.iter().next().map(Touch::position);
        finger.or_else(|| self.cursor())
    }

    /// Where the pointer was lifted this frame, if it was.
    fn released_at(&self) -> Option<Vec2> {
        let finger = self.touches.iter_just_released().last();
        let mouse = || {
            self.mouse
                .just_released(MouseButton::Left)
                .then(|| self.cursor())
        };
        finger.map(Touch::position).or_else(|| mouse().flatten())
    }

    fn cursor(&self) -> Option<Vec2> {
        self.windows.iter().find_map(Window::cursor_position)
    }
}

/// A button with nothing to do now (Undo with no earlier turn) carries `InteractionDisabled`: it
/// is drawn faded, and neither the pointer nor the keyboard presses it. A button on a scrolling
/// page answers a tap, when the pointer is lifted without having swiped ([`HeldInPage`]); every
/// other button answers as the pointer comes down.
fn press_buttons(
    buttons: Query<(Entity, &Interaction, &UiAction), PressableChange>,
    pressable: Query<&UiAction, Without<InteractionDisabled>>,
    pages: PageOf,
    pointer: PointerAt,
    mut held: ResMut<HeldInPage>,
    mut pressed: MessageWriter<UiPressed>,
    mut cues: MessageWriter<SoundCue>,
) {
    let mut press = |action: UiAction| {
        pressed.write(UiPressed(action));
        cues.write(SoundCue::plain(Sound::UiClick));
    };
    for (button, interaction, action) in &buttons {
        if *interaction != Interaction::Pressed {
            continue;
        }
        if pages.of(button).is_some() {
            held.0 = pointer.pressed_at().map(|at| Held {
                button,
                at,
                swiped: false,
            });
        } else {
            press(*action);
        }
    }
    // Checked after the presses, so that a quick tap (down and up within a frame) answers.
    let lifted = pointer.released_at();
    let Some(held_now) = held.0.as_mut() else {
        return;
    };
    let beyond = |at: Option<Vec2>| at.is_some_and(|at| at.distance(held_now.at) > TAP_SLOP);
    held_now.swiped |= beyond(pointer.now()) || beyond(lifted);
    if lifted.is_none() {
        return;
    }
    if let Some(Held {
        button,
        swiped: false,
        ..
    }) = held.0.take()
        && let Ok(action) = pressable.get(button)
    {
        press(*action);
    }
}

/// A button's fill and edge, by its pointer, selection, keyboard focus and whether it can be
/// pressed.
type ButtonPaint<'a> = (
    Entity,
    &'a Interaction,
    Option<&'a Chosen>,
    Has<InteractionDisabled>,
    &'a mut BackgroundColor,
    &'a mut BorderColor,
);

/// Paints buttons only: other nodes that answer the pointer (the timeline's lines) keep their
/// own colours.
fn paint_buttons(
    focus: Res<Focus>,
    held: Res<HeldInPage>,
    mut buttons: Query<ButtonPaint, With<Button>>,
) {
    let swiping = held.0.filter(|held| held.swiped).map(|held| held.button);
    for (entity, interaction, chosen, off, mut background, mut border) in &mut buttons {
        let selected = chosen.is_some_and(|chosen| chosen.0);
        // A swipe's finger landed on the button, but is not pressing it.
        let interaction = if swiping == Some(entity) {
            &Interaction::None
        } else {
            interaction
        };
        let fill = match interaction {
            _ if off => BUTTON_OFF,
            Interaction::Pressed => BUTTON_PRESSED,
            Interaction::Hovered => BUTTON_HOVERED,
            Interaction::None if selected => BUTTON_HOVERED,
            Interaction::None => BUTTON,
        };
        background.set_if_neq(BackgroundColor(fill));
        let edge = if focus.0 == Some(entity) {
            ACCENT
        } else if selected {
            PLAYER_COLOURS[0]
        } else {
            Color::NONE
        };
        border.set_if_neq(BorderColor::all(edge));
    }
}

/// A button's label fades when it has nothing to do, and reads in ink again when it has. Only
/// then: other buttons colour their own words (a replay's turns to come).
fn fade_label(
    on: On<Add, InteractionDisabled>,
    buttons: Query<&Children>,
    labels: Query<&mut TextColor>,
) {
    colour_labels(on.entity, INK_OFF, buttons, labels);
}

fn restore_label(
    on: On<Remove, InteractionDisabled>,
    buttons: Query<&Children>,
    labels: Query<&mut TextColor>,
) {
    colour_labels(on.entity, INK, buttons, labels);
}

fn colour_labels(
    button: Entity,
    ink: Color,
    buttons: Query<&Children>,
    mut labels: Query<&mut TextColor>,
) {
    if let Ok(children) = buttons.get(button) {
        let mut label = labels.iter_many_mut(children);
        while let Some(mut colour) = label.fetch_next() {
            colour.0 = ink;
        }
    }
}

/// The pointer follows the finger: the window's cursor moves to each new touch before the
/// interface looks for what is under it, so that a cursor parked elsewhere (a mouse, or the X
/// server's pointer over a kiosk's window) never answers for a touch.
fn pointer_follows_touches(
    touches: Res<Touches>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
) {
    let Some(at) = touches.iter_just_pressed().last().map(Touch::position) else {
        return;
    };
    for mut window in &mut windows {
        window.set_cursor_position(Some(at));
    }
}

pub fn plugin(app: &mut App) {
    app.add_message::<UiPressed>()
        .init_resource::<HeldInPage>()
        .add_observer(fade_label)
        .add_observer(restore_label)
        .add_systems(
            PreUpdate,
            pointer_follows_touches
                .after(InputSystems)
                .before(UiSystems::Focus),
        )
        .add_systems(
            Update,
            (press_buttons, paint_buttons)
                .chain()
                .in_set(GameSystems::Input),
        )
        .add_systems(Update, translate.in_set(GameSystems::Interface));
}

#[cfg(test)]
mod tests {
    use super::super::keyboard::{keyboard_app, keyboard_focus};
    use super::super::scrolling::Scrolls;
    use super::*;

    /// The last space of a line and a space before a number are made unbreakable, no other; a
    /// line of one word stays as it is.
    #[test]
    fn a_line_breaks_neither_before_its_last_word_nor_before_a_number() {
        assert_eq!(
            typeset("Sowing… tap the board to speed it up."),
            "Sowing… tap the board to speed it\u{a0}up."
        );
        assert_eq!(
            typeset("Pit 9 relays through 4 pits; pit 3 ends in Nungkang."),
            "Pit\u{a0}9 relays through\u{a0}4 pits; pit\u{a0}3 ends in\u{a0}Nungkang."
        );
        assert_eq!(
            typeset("Replay: move 3 of 50"),
            "Replay: move\u{a0}3 of\u{a0}50"
        );
        assert_eq!(typeset("Paused"), "Paused");
        assert_eq!(typeset(" Paused"), " Paused");
        assert_eq!(typeset(" 5"), " 5");
        // Shown every frame, a line is set again when its words change.
        let mut line = TypesetLine::default();
        assert_eq!(line.of(""), "");
        assert_eq!(line.of("Pit 9 sows"), "Pit\u{a0}9\u{a0}sows");
        assert_eq!(line.of("Pit 9 sows"), "Pit\u{a0}9\u{a0}sows");
        assert_eq!(line.of("Paused"), "Paused");
    }

    /// A button under the pointer takes the hovered fill; a node that only answers the pointer
    /// keeps its colours, its coloured edge included.
    #[test]
    fn only_buttons_are_painted_as_buttons() {
        let mut app = App::new();
        app.init_resource::<Focus>()
            .init_resource::<HeldInPage>()
            .add_systems(Update, paint_buttons);
        let edge = BorderColor::all(PLAYER_COLOURS[1]);
        let colours = (BackgroundColor(Color::NONE), edge);
        let button = app
            .world_mut()
            .spawn((Button, Interaction::Hovered, colours))
            .id();
        let line = app.world_mut().spawn((Interaction::Hovered, colours)).id();
        app.update();
        let world = app.world();
        assert_eq!(
            world.get::<BackgroundColor>(button).unwrap().0,
            BUTTON_HOVERED
        );
        assert_eq!(world.get::<BackgroundColor>(line).unwrap().0, Color::NONE);
        assert_eq!(*world.get::<BorderColor>(line).unwrap(), edge);
    }

    #[derive(Resource, Default)]
    struct Presses(usize);

    fn count_presses(mut pressed: MessageReader<UiPressed>, mut presses: ResMut<Presses>) {
        presses.0 += pressed.read().count();
    }

    /// On a scrolling page a finger lands on buttons to swipe the page: there a button answers
    /// when the finger is lifted where it came down (a tap, even one down and up within a frame)
    /// and not when it swiped, even back to where it began, and it stops looking pressed as the
    /// swipe begins; off the page a button answers as soon as the finger comes down.
    #[test]
    fn a_button_on_a_scrolling_page_answers_a_tap_not_a_swipe() {
        use bevy::input::touch::{TouchInput, TouchPhase, touch_screen_input_system};
        let mut app = keyboard_app();
        app.init_resource::<Presses>()
            .init_resource::<HeldInPage>()
            .add_message::<TouchInput>()
            .add_systems(PreUpdate, touch_screen_input_system)
            .add_systems(
                Update,
                (press_buttons, count_presses, paint_buttons).chain(),
            );
        let page = app.world_mut().spawn((Scrolls, Node::default())).id();
        let on_page = (button("button-back", UiAction::Back), ChildOf(page));
        let on_page = app.world_mut().spawn(on_page).id();
        let off_page = app
            .world_mut()
            .spawn(button("button-hint", UiAction::Hint))
            .id();
        // A finger's frames, each a few (phase, height) at one column; the button is pressed
        // under it in the first, and let go as the finger lifts after it (as Bevy's interface
        // does). The presses heard in each frame, and whether the button was drawn pressed.
        let finger = |app: &mut App, button: Entity, frames: &[&[(TouchPhase, f32)]]| {
            let mut heard = Vec::new();
            for (frame, events) in frames.iter().enumerate() {
                for &(phase, y) in *events {
                    app.world_mut().write_message(TouchInput {
                        phase,
                        position: Vec2::new(300.0, y),
                        window: Entity::PLACEHOLDER,
                        force: None,
                        id: 7,
                    });
                }
                let lifted = events.iter().any(|&(phase, _)| phase == TouchPhase::Ended);
                if frame == 0 {
                    app.world_mut()
                        .entity_mut(button)
                        .insert(Interaction::Pressed);
                } else if lifted {
                    app.world_mut().entity_mut(button).insert(Interaction::None);
                }
                app.update();
                let presses = std::mem::take(&mut app.world_mut().resource_mut::<Presses>().0);
                let drawn = app.world().get::<BackgroundColor>(button).unwrap().0;
                heard.push((presses, drawn == BUTTON_PRESSED));
            }
            app.world_mut().entity_mut(button).insert(Interaction::None);
            heard
        };
        use TouchPhase::{Ended, Moved, Started};
        let tap: &[&[_]] = &[&[(Started, 200.0)], &[(Ended, 204.0)]];
        let pressed = |presses| (presses, true);
        let let_go = |presses| (presses, false);
        let heard = finger(&mut app, on_page, tap);
        assert_eq!(heard, [pressed(0), let_go(1)], "a tap");
        let quick: &[&[_]] = &[&[(Started, 200.0), (Ended, 201.0)]];
        assert_eq!(
            finger(&mut app, on_page, quick),
            [pressed(1)],
            "a quick tap"
        );
        let swipe: &[&[_]] = &[&[(Started, 200.0)], &[(Moved, 150.0)], &[(Ended, 90.0)]];
        let heard = finger(&mut app, on_page, swipe);
        assert_eq!(heard, [pressed(0), let_go(0), let_go(0)], "a swipe");
        let back: &[&[_]] = &[&[(Started, 200.0)], &[(Moved, 150.0)], &[(Ended, 202.0)]];
        let heard = finger(&mut app, on_page, back);
        assert_eq!(heard, [pressed(0), let_go(0), let_go(0)], "a swipe back");
        let heard = finger(&mut app, off_page, swipe);
        assert_eq!(heard, [pressed(1), pressed(0), let_go(0)], "off the page");
    }

    /// A button with nothing to do is drawn faded, label and all, and a press on it, by the
    /// pointer or by Enter, asks for nothing; once it has something to do it reads and answers as
    /// before.
    #[test]
    fn a_button_with_nothing_to_do_cannot_be_pressed() {
        let mut app = keyboard_app();
        app.add_observer(fade_label)
            .add_observer(restore_label)
            .init_resource::<Presses>()
            .init_resource::<HeldInPage>()
            .add_systems(
                Update,
                (keyboard_focus, press_buttons, count_presses, paint_buttons).chain(),
            );
        let undo = app
            .world_mut()
            .spawn((button("button-undo", UiAction::Undo), on_screen()))
            .id();
        app.update();
        let label = app.world().get::<Children>(undo).unwrap()[0];
        let press = |app: &mut App| {
            // The pointer presses it, then the keyboard focuses it (Tab) and presses it (Enter).
            app.world_mut()
                .entity_mut(undo)
                .insert(Interaction::Pressed);
            let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
            keys.press(KeyCode::Tab);
            app.update();
            let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
            keys.reset_all();
            keys.press(KeyCode::Enter);
            app.update();
            let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
            keys.reset_all();
            app.world_mut().entity_mut(undo).insert(Interaction::None);
            app.update();
            let presses = std::mem::take(&mut app.world_mut().resource_mut::<Presses>().0);
            let world = app.world();
            (
                presses,
                world.get::<BackgroundColor>(undo).unwrap().0,
                world.get::<TextColor>(label).unwrap().0,
            )
        };
        app.world_mut().entity_mut(undo).insert(InteractionDisabled);
        assert_eq!(press(&mut app), (0, BUTTON_OFF, INK_OFF), "nothing to do");
        app.world_mut()
            .entity_mut(undo)
            .remove::<InteractionDisabled>();
        assert_eq!(press(&mut app), (2, BUTTON, INK), "something to do");
    }
}
