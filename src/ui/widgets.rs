//! The few pieces every screen is made of: panels, text at three sizes, buttons that carry a
//! [`UiAction`], with mouse, touch and keyboard focus (arrows move, Enter presses).

use super::UiAction;
use super::text_entry::typing;
use crate::audio::{Sound, SoundCue};
use crate::rules_plugin::MoveRequest;
use crate::schedule::GameSystems;
use crate::settings::Settings;
use crate::theme::{
    ACCENT, BUTTON, BUTTON_HOVERED, BUTTON_OFF, BUTTON_PRESSED, INK_OFF, PLAYER_COLOURS, SCRIM,
};
pub use crate::theme::{INK, MUTED_INK, PANEL};
use crate::view::{ChoosablePits, PitButton};
use bevy::ecs::system::SystemParam;
use bevy::input::InputSystems;
use bevy::input::mouse::{MouseScrollUnit, MouseWheel};
use bevy::input::touch::{Touch, Touches};
use bevy::prelude::*;
use bevy::ui::{ComputedStackIndex, InteractionDisabled, UiSystems};
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

/// The button keyboard focus is on.
#[derive(Resource, Default)]
pub struct Focus(pub Option<Entity>);

/// A press of a button, by pointer or Enter.
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub struct UiPressed(pub UiAction);

/// A change under the pointer of a button that can be pressed.
type PressableChange = (Changed<Interaction>, Without<InteractionDisabled>);

/// A button with nothing to do now (Undo with no earlier turn) carries `InteractionDisabled`: it
/// is drawn faded, and neither the pointer nor the keyboard presses it.
fn press_buttons(
    buttons: Query<(&Interaction, &UiAction), PressableChange>,
    mut pressed: MessageWriter<UiPressed>,
    mut cues: MessageWriter<SoundCue>,
) {
    for (interaction, action) in &buttons {
        if *interaction == Interaction::Pressed {
            pressed.write(UiPressed(*action));
            cues.write(SoundCue::plain(Sound::UiClick));
        }
    }
}

/// A button the keyboard may focus: whether it is shown and laid out, and where it is stacked.
type Focusable<'a> = (
    Entity,
    &'a UiAction,
    &'a InheritedVisibility,
    &'a ComputedNode,
    &'a ComputedStackIndex,
);

/// What the keyboard's focus may be on, with what Enter does there: press a button, choose a pit.
#[derive(Clone, Copy)]
enum FocusTarget {
    Button(UiAction),
    Pit(MoveRequest),
}

/// What the keyboard may focus, on screen and within reach: the pits a person may choose now, in
/// their rows' order, then the buttons in the order they are laid out (the interface's stacking
/// order, which follows each layer's boxes in order). In the order the buttons were made (their
/// entities' indices, which Bevy reuses), Tab on the pause card went to Restart before Resume; a
/// button laid out to nothing (a game's replay buttons are `Display::None`) took the focus unseen.
#[derive(SystemParam)]
struct Focusables<'w, 's> {
    buttons: Query<'w, 's, Focusable<'static>, Without<InteractionDisabled>>,
    pits: Query<'w, 's, (Entity, &'static PitButton, &'static InheritedVisibility)>,
    choosable: ChoosablePits<'w>,
    on_screen: OnScreen<'w, 's>,
}

impl Focusables<'_, '_> {
    fn in_order(&self) -> Vec<(Entity, FocusTarget)> {
        let pits = self
            .pits
            .iter()
            .filter_map(|(pit, &PitButton(index), visible)| {
                let request = self.choosable.request(index)?;
                let shown = self.on_screen.shows(pit, visible, None);
                shown.then_some((
                    (0, u32::from(index), pit.index()),
                    pit,
                    FocusTarget::Pit(request),
                ))
            });
        let buttons = self
            .buttons
            .iter()
            .filter(|&(button, _, visible, laid_out, _)| {
                self.on_screen.shows(button, visible, Some(laid_out))
            })
            .map(|(button, action, _, _, stacked)| {
                (
                    (1, stacked.0, button.index()),
                    button,
                    FocusTarget::Button(*action),
                )
            });
        let mut order: Vec<_> = pits.chain(buttons).collect();
        order.sort_by_key(|&(key, ..)| key);
        order
            .into_iter()
            .map(|(_, entity, press)| (entity, press))
            .collect()
    }
}

/// Arrows and Tab move the focus through what the keyboard may focus ([`Focusables`]); Enter
/// presses a button or chooses a pit, as a click does.
fn keyboard_focus(
    keys: Res<ButtonInput<KeyCode>>,
    mut focus: ResMut<Focus>,
    focusables: Focusables,
    mut pressed: MessageWriter<UiPressed>,
    mut moves: MessageWriter<MoveRequest>,
    mut cues: MessageWriter<SoundCue>,
) {
    let forward = keys.any_just_pressed([KeyCode::ArrowDown, KeyCode::ArrowRight, KeyCode::Tab]);
    let backward = keys.any_just_pressed([KeyCode::ArrowUp, KeyCode::ArrowLeft]);
    // Nothing focused and no key to move it: nothing to do, frame after frame for a player who
    // never touches the keyboard.
    if focus.0.is_none() && !forward && !backward {
        return;
    }
    let order = focusables.in_order();
    let at = focus
        .0
        .and_then(|f| order.iter().position(|(e, _)| *e == f));
    if !order.is_empty() && (forward || backward) {
        let next = match (at, forward) {
            (None, true) => 0,
            (None, false) => order.len() - 1,
            (Some(i), true) => (i + 1) % order.len(),
            (Some(i), false) => (i + order.len() - 1) % order.len(),
        };
        focus.0 = Some(order[next].0);
    } else if at.is_none() {
        focus.0 = None;
    }
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space])
        && let Some(i) = at
    {
        match order[i].1 {
            FocusTarget::Button(action) => {
                pressed.write(UiPressed(action));
                cues.write(SoundCue::plain(Sound::UiClick));
            }
            // The sowing sounds for itself.
            FocusTarget::Pit(request) => {
                moves.write(request);
            }
        }
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
fn paint_buttons(focus: Res<Focus>, mut buttons: Query<ButtonPaint, With<Button>>) {
    for (entity, interaction, chosen, off, mut background, mut border) in &mut buttons {
        let selected = chosen.is_some_and(|chosen| chosen.0);
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
    app.init_resource::<Focus>()
        .add_message::<UiPressed>()
        .add_observer(start_drag_scroll)
        .add_observer(drag_scroll)
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
            (
                keyboard_focus.run_if(not(typing)),
                press_buttons,
                scroll_with_wheel,
                scroll_to_focus,
                paint_buttons,
            )
                .in_set(GameSystems::Input),
        )
        .add_systems(Update, translate.in_set(GameSystems::Interface));
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::camera::NormalizedRenderTarget;

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
    use bevy::picking::backend::HitData;
    use bevy::picking::pointer::{Location, PointerButton, PointerId};

    /// A button under the pointer takes the hovered fill; a node that only answers the pointer
    /// keeps its colours, its coloured edge included.
    #[test]
    fn only_buttons_are_painted_as_buttons() {
        let mut app = App::new();
        app.init_resource::<Focus>()
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

    /// What visibility's propagation and the layout, which these apps lack, make of a button on
    /// screen.
    fn on_screen() -> (InheritedVisibility, ComputedNode) {
        (InheritedVisibility::VISIBLE, laid_out())
    }

    /// An app with the rules, a keyboard's focus and presses, and no systems yet.
    fn keyboard_app() -> App {
        let mut app = crate::headless::app();
        app.init_resource::<Focus>()
            .init_resource::<crate::view::BoardInput>()
            .init_resource::<ButtonInput<KeyCode>>()
            .add_message::<UiPressed>()
            .add_message::<SoundCue>();
        app
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

    /// A keyboard's test app moving the focus, with a Hint button on screen.
    fn focus_app() -> (App, Entity) {
        let mut app = keyboard_app();
        app.add_systems(Update, keyboard_focus);
        let hint = (button("button-hint", UiAction::Hint), on_screen());
        let hint = app.world_mut().spawn(hint).id();
        (app, hint)
    }

    /// Where the keyboard's focus is after `key` alone is pressed for a frame.
    fn focus_after(app: &mut App, key: KeyCode) -> Option<Entity> {
        let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        keys.reset_all();
        keys.press(key);
        app.update();
        app.world().resource::<Focus>().0
    }

    /// While a covering layer (the pause card's) is shown, the keyboard's focus moves only
    /// through the buttons on it, in the order they are laid out (not the order they were made),
    /// and leaves a button beneath it; without one, through all; never to a button laid out to
    /// nothing.
    #[test]
    fn the_keyboard_keeps_to_a_covering_layer_in_its_order() {
        let (mut app, hint) = focus_app();
        let covering = (scrim(), InheritedVisibility::HIDDEN);
        let covering = app.world_mut().spawn(covering).id();
        // Made in one order, laid out (stacked, as Bevy's layout numbers them) in the other; and
        // first of all one laid out to nothing.
        let settings = UiAction::Goto(super::super::Screen::Settings);
        let none = (
            button("button-next-move", UiAction::ReplayStep(1)),
            ChildOf(covering),
        );
        app.world_mut().spawn((none, InheritedVisibility::VISIBLE));
        let [settings, resume] = [(settings, 2), (UiAction::Unpause, 1)].map(|(action, place)| {
            let laid_out = ComputedStackIndex(place);
            let on_it = (button("button-resume", action), laid_out, on_screen());
            app.world_mut().spawn((on_it, ChildOf(covering))).id()
        });
        let tab = |app: &mut App| focus_after(app, KeyCode::Tab);
        // Without the layer shown, Tab goes to the first button laid out, beneath it.
        assert_eq!(tab(&mut app), Some(hint));
        *app.world_mut()
            .get_mut::<InheritedVisibility>(covering)
            .unwrap() = InheritedVisibility::VISIBLE;
        app.world_mut()
            .resource_mut::<ButtonInput<KeyCode>>()
            .reset_all();
        app.update();
        assert_eq!(
            app.world().resource::<Focus>().0,
            None,
            "left beneath the layer"
        );
        let focused: Vec<_> = (0..3).map(|_| tab(&mut app)).collect();
        assert_eq!(focused, [Some(resume), Some(settings), Some(resume)]);
    }

    /// In a game, Tab reaches the pits the person to move may choose, in their row's order, before
    /// the buttons: not Pi, which is never chosen, nor the other row. Enter on a pit chooses it
    /// as a click does; while the sowing is shown no pit is reached, and then the other player's
    /// are. A keyboard reached only the buttons, and choosing took keys 1 to 7.
    #[test]
    fn the_keyboard_reaches_the_pits_to_choose_and_enter_chooses_one() {
        use crate::rules_plugin::{Match, MatchRequest, MatchSetup, Seat};
        use marum_core::rules::{Action, Player, Variant};
        let (mut app, hint) = focus_app();
        let pits: Vec<Entity> = (0..12u8)
            .map(|pit| {
                let place = (PitButton(pit), InheritedVisibility::VISIBLE);
                app.world_mut().spawn(place).id()
            })
            .collect();
        app.world_mut().write_message(MatchRequest::New(MatchSetup {
            variant: Variant::MarumKonbi,
            options: Default::default(),
            first: Player::One,
            seats: [Seat::Human; 2],
        }));
        app.update();
        let focused: Vec<_> = (0..7)
            .map(|_| focus_after(&mut app, KeyCode::Tab))
            .collect();
        let row = [0, 1, 2, 3, 4].map(|pit| Some(pits[pit]));
        assert_eq!(focused[..5], row, "player 1's pits but Pi, in order");
        assert_eq!(focused[5..], [Some(hint), Some(pits[0])]);
        focus_after(&mut app, KeyCode::Tab);
        focus_after(&mut app, KeyCode::Tab);
        focus_after(&mut app, KeyCode::Enter);
        let history = app.world().resource::<Match>().game().history().to_vec();
        assert_eq!(history.len(), 1, "Enter chose nothing");
        assert_eq!(history[0].action, Action::Sow(2));
        assert_eq!(
            focus_after(&mut app, KeyCode::Tab),
            Some(hint),
            "a sowing shown"
        );
        crate::headless::update_until(&mut app, "the sowing ends", |world| {
            !world.resource::<Match>().is_busy()
        });
        let mover = app
            .world()
            .resource::<Match>()
            .game()
            .position()
            .awaiting_mask();
        assert_eq!(mover, Player::Two.bit());
        let next = focus_after(&mut app, KeyCode::Tab);
        let theirs = pits[6..11].iter().map(|&pit| Some(pit)).collect::<Vec<_>>();
        assert!(theirs.contains(&next), "player 2's pits come next");
    }

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
