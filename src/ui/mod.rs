//! Everything around the board: title, menu, coin toss, the play HUD with its timeline, result,
//! rules and settings screens. Screens are Bevy states; their entities go when the screen does.

mod announce;
pub mod contrast;
mod framing;
mod gamepad;
mod hud;
mod keyboard;
mod menu;
pub mod notice;
pub mod replay;
mod result;
pub mod review;
mod rules_screen;
pub mod saved;
pub mod scrolling;
pub mod settings_screen;
pub mod spills;
pub mod text_entry;
mod title;
mod toss;
mod weighing;
pub mod widgets;

use crate::rules_plugin::{MatchSetup, Seat};
use crate::schedule::GameSystems;
use crate::settings::{Settings, SettingsFile};
use crate::view::BoardInput;
pub use announce::{Announced, Readable, button_described_by, heading_node};
use bevy::prelude::*;
use bevy::text::FontCx;
pub use keyboard::key_input;
use marum_core::ai::Level;
use marum_core::locale::Language;
use marum_core::rules::{Player, Variant};
use parley::fontique::{FallbackKey, Script};
use text_entry::typing;
pub use widgets::UiPressed;

#[derive(States, Default, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Screen {
    #[default]
    Title,
    Menu,
    Toss,
    Play,
    Result,
    Rules,
    Settings,
    /// The kiosk's demonstration with captions, waiting for a visitor.
    Attract,
    /// The kiosk outside its opening hours: nearly black, drawing almost nothing.
    Closed,
}

impl Screen {
    pub const ALL: [Screen; 9] = [
        Screen::Title,
        Screen::Menu,
        Screen::Toss,
        Screen::Play,
        Screen::Result,
        Screen::Rules,
        Screen::Settings,
        Screen::Attract,
        Screen::Closed,
    ];

    /// The name used on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Screen::Title => "title",
            Screen::Menu => "menu",
            Screen::Toss => "toss",
            Screen::Play => "play",
            Screen::Result => "result",
            Screen::Rules => "rules",
            Screen::Settings => "settings",
            Screen::Attract => "attract",
            Screen::Closed => "closed",
        }
    }

    pub fn from_name(name: &str) -> Option<Screen> {
        Screen::ALL.into_iter().find(|s| s.name() == name)
    }
}

/// Who plays the next game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Player 1 against the computer.
    Computer,
    /// Two people sharing the screen.
    TwoPlayers,
    /// The computer against itself, to watch.
    Exhibition,
}

/// What a button does. Each screen handles the actions that concern it.
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub enum UiAction {
    Goto(Screen),
    Back,
    Quit,
    ResumeSaved,
    ChooseVariant(Variant),
    ChooseMode(Mode),
    ChooseLevel(Level),
    /// The kiosk visitor's language.
    ChooseLanguage(Language),
    StartGame,
    Undo,
    Redo,
    Restart,
    Hint,
    Pause,
    Unpause,
    MainMenu,
    Rematch,
    /// A rematch against the computer at this level (the next one up, after a run of wins).
    RematchAt(Level),
    SaveRecord,
    RulesOf(Variant),
    RulesPage(usize),
    Change(settings_screen::Change),
    ReplayStep(i8),
    /// Start (true) or stop the replay playing on by itself.
    ReplayPlaying(bool),
    /// Lay the replay out with this many of its decisions played (a mark on the review's strip).
    ReplayTo(u16),
    /// Weigh every decision of the game just finished or being replayed.
    Review,
    /// Open or close the play screen's timeline.
    ToggleTimeline,
    /// Replay the game just finished from its start.
    ReplayGame,
}

/// Whether the people at the screen are an exhibition kiosk's visitors: they have only the touch
/// screen, and the window and the graphics are the exhibitor's, not theirs to change.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct AtTheKiosk(pub bool);

/// The game the menu has set up, and the toss's outcome.
#[derive(Resource, Clone, Copy, Debug)]
pub struct NextGame {
    pub variant: Variant,
    pub mode: Mode,
    pub level: Level,
    pub first: Player,
}

impl Default for NextGame {
    fn default() -> Self {
        NextGame {
            variant: Variant::ALL[0],
            mode: Mode::Computer,
            level: Level::Medium,
            first: Player::One,
        }
    }
}

impl NextGame {
    pub fn setup(&self, settings: &Settings) -> MatchSetup {
        let computer = Seat::Computer(self.level);
        MatchSetup {
            variant: self.variant,
            options: settings.options,
            first: self.first,
            seats: match self.mode {
                Mode::Computer => [Seat::Human, computer],
                Mode::TwoPlayers => [Seat::Human, Seat::Human],
                Mode::Exhibition => [computer, computer],
            },
        }
    }
}

/// Where Back goes from the rules and settings screens.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct ReturnTo(pub Screen);

/// How much the interface, laid out in pixels of a 1280×720 window, grows to fit a window of
/// `size`, before the player's text size. It is laid out at least 720 pixels high and 900 wide,
/// so that buttons are a finger tall (48 pixels) on a 1080p screen of any shape: 60 at 1920×1080
/// and at 1440×1080, 48 at 1080×1080 and on its side at 1080×1920, where a layout 1280 wide made
/// them 34.
pub fn interface_fit(size: Vec2) -> f32 {
    (size / Vec2::new(900.0, 720.0)).min_element()
}

/// The smallest scale of the interface: in smaller windows it stops shrinking and wraps instead.
pub const SMALLEST_FIT: f32 = 0.75;

/// The smallest layout, in the interface's pixels, that the largest text is given: every panel
/// holds its words at that width (a 720×1280 screen at 200 % text), and the rules' side panel
/// still has room for its page at that height (a 1280×720 window at 200 % text is laid out as
/// at 150 %: at 640×360 the page had none, and the settings showed four of their rows).
const SMALLEST_LAYOUT: Vec2 = Vec2::splat(480.0);

/// The interface's scale in a window of `size` with the player's text size.
fn interface_scale(size: Vec2, text_scale: f32) -> f32 {
    // The player's text size grows every panel with its text, which wraps to fit.
    let wanted = interface_fit(size).clamp(SMALLEST_FIT, 4.0) * text_scale;
    wanted
        .min((size / SMALLEST_LAYOUT).min_element())
        .max(SMALLEST_FIT)
}

/// Text grows with the window from 1280×720 up to 4K, and stays readable on portrait screens.
fn scale_text(windows: Query<Ref<Window>>, settings: Res<Settings>, mut scale: ResMut<UiScale>) {
    if let Ok(window) = windows.single()
        && (window.is_changed() || settings.is_changed())
    {
        let wanted = interface_scale(window.size(), settings.text_scale);
        if (scale.0 - wanted).abs() > 1e-3 {
            scale.0 = wanted;
        }
    }
}

/// M mutes and unmutes everything, and the choice is saved like any setting.
fn mute_key(
    keys: Res<ButtonInput<KeyCode>>,
    mut settings: ResMut<Settings>,
    file: Res<SettingsFile>,
) {
    if keys.just_pressed(KeyCode::KeyM) {
        settings.muted = !settings.muted;
        file.store(&settings);
    }
}

/// A press belongs to the screen it was made on; a screen just entered must not see it.
fn forget_presses(mut presses: ResMut<Messages<UiPressed>>) {
    presses.clear();
}

/// Pits answer only on the play screen, and not while paused.
fn board_input(
    screen: Res<State<Screen>>,
    time: Res<Time<Virtual>>,
    replay: Option<Res<replay::Replay>>,
    mut input: ResMut<BoardInput>,
) {
    let wanted = *screen.get() == Screen::Play && !time.is_paused() && replay.is_none();
    if input.0 != wanted {
        input.0 = wanted;
    }
}

/// Esc goes back from the screens that have a way back.
fn escape_goes_back(
    keys: Res<ButtonInput<KeyCode>>,
    screen: Res<State<Screen>>,
    mut pressed: MessageWriter<UiPressed>,
) {
    if !keys.just_pressed(KeyCode::Escape) {
        return;
    }
    let action = match screen.get() {
        Screen::Menu | Screen::Rules | Screen::Settings | Screen::Toss => UiAction::Back,
        Screen::Play => UiAction::Pause,
        Screen::Result => UiAction::MainMenu,
        Screen::Title | Screen::Attract | Screen::Closed => return,
    };
    pressed.write(UiPressed(action));
}

fn go_back(
    mut pressed: MessageReader<UiPressed>,
    screen: Res<State<Screen>>,
    back: Res<ReturnTo>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
) {
    for UiPressed(action) in pressed.read() {
        match action {
            UiAction::Goto(target) => (*next).set_if_neq(*target),
            UiAction::Back => (*next).set_if_neq(match screen.get() {
                Screen::Rules | Screen::Settings => back.0,
                Screen::Toss => Screen::Menu,
                _ => Screen::Title,
            }),
            UiAction::Quit => {
                exit.write(AppExit::Success);
            }
            _ => {}
        }
    }
}

/// Remember where Back leads before the rules or settings open.
fn remember_return(
    mut transitions: MessageReader<StateTransitionEvent<Screen>>,
    mut back: ResMut<ReturnTo>,
) {
    for transition in transitions.read() {
        if let (Some(from), Some(to)) = (transition.exited, transition.entered)
            && matches!(to, Screen::Rules | Screen::Settings)
            && !matches!(from, Screen::Rules | Screen::Settings)
        {
            back.0 = from;
        }
    }
}

/// DejaVu Sans (free licence, assets/fonts/) replaces Bevy's small monospace default font for all
/// text: a clear sans-serif with the games' punctuation (·, –, …, →) and Malay's letters.
const INTERFACE_FONT: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");
/// Noto Sans Meetei Mayek (OFL, assets/fonts/): Meitei text in its own script.
const MEITEI_FONT: &[u8] = include_bytes!("../../assets/fonts/NotoSansMeeteiMayek-Regular.ttf");
const MEITEI_FAMILY: &str = "Noto Sans Meetei Mayek";

/// The Meitei Mayek font, kept loaded.
#[derive(Resource)]
struct MeiteiFont(#[allow(dead_code)] Handle<Font>);

fn use_interface_fonts(app: &mut App) {
    let mut fonts = app.world_mut().resource_mut::<Assets<Font>>();
    if let Err(error) = fonts.insert(
        AssetId::default(),
        Font::from_bytes(INTERFACE_FONT.to_vec()),
    ) {
        warn!("Keeping the default font: {error}");
    }
    let meitei = fonts.add(Font::from_bytes(MEITEI_FONT.to_vec()));
    app.insert_resource(MeiteiFont(meitei));
}

/// Once Bevy has registered the Meitei Mayek font, text in that script falls back to it (text
/// laid out before then is laid out again).
fn fall_back_to_meitei(
    mut font_cx: ResMut<FontCx>,
    mut done: Local<bool>,
    mut fonts: Query<&mut TextFont>,
) {
    if *done {
        return;
    }
    let Some(family) = font_cx.collection.family_id(MEITEI_FAMILY) else {
        return;
    };
    let script = FallbackKey::new(Script::from_bytes(*b"Mtei"), None);
    font_cx
        .collection
        .append_fallbacks(script, std::iter::once(family));
    for mut font in &mut fonts {
        font.set_changed();
    }
    *done = true;
}

pub fn plugin(app: &mut App) {
    use_interface_fonts(app);
    app.add_systems(PreUpdate, fall_back_to_meitei);
    app.init_state::<Screen>()
        .init_resource::<NextGame>()
        .init_resource::<ReturnTo>()
        .init_resource::<AtTheKiosk>()
        .add_plugins((
            crate::attract::plugin,
            announce::plugin,
            (
                widgets::plugin,
                keyboard::plugin,
                gamepad::plugin,
                scrolling::plugin,
            ),
            contrast::plugin,
            framing::plugin,
            title::plugin,
            menu::plugin,
            toss::plugin,
            hud::plugin,
            result::plugin,
            rules_screen::plugin,
            settings_screen::plugin,
            saved::plugin,
            replay::plugin,
            review::plugin,
        ))
        .init_resource::<text_entry::Editing>()
        .add_systems(
            Update,
            (
                (
                    board_input,
                    (escape_goes_back, mute_key).run_if(not(typing)),
                )
                    .in_set(GameSystems::Input),
                (go_back, remember_return).in_set(GameSystems::Direct),
                scale_text.in_set(GameSystems::Interface),
            ),
        );
    for screen in Screen::ALL {
        app.add_systems(OnEnter(screen), forget_presses);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A button is 48 pixels tall or more on a 1080p screen of any shape, on its edge or on its
    /// side (ART.md's touch targets); the interface grows with the window and the text size, but
    /// the largest text leaves a small screen a layout 480 pixels wide and high, where the panels
    /// hold their words and the rules their page.
    #[test]
    fn buttons_are_a_finger_tall_on_1080p_screens_of_every_shape() {
        let scale = |w: u32, h: u32, text: f32| interface_scale(UVec2::new(w, h).as_vec2(), text);
        let landscape = [(1920, 1080), (2560, 1080), (1440, 1080), (1080, 1080)];
        let portrait = [(1080, 1440), (1080, 1920), (1080, 2340)];
        for (w, h) in landscape.into_iter().chain(portrait) {
            let height = widgets::BUTTON_HEIGHT * scale(w, h, 1.0);
            assert!(height >= 48.0, "{w}×{h}: {height} px");
        }
        assert!(scale(2160, 3840, 1.0) > scale(1080, 1920, 1.0));
        assert!(scale(1080, 1920, 1.0) > scale(720, 1280, 1.0));
        assert!(scale(3840, 2160, 1.0) > scale(1920, 1080, 1.0));
        assert_eq!(scale(1280, 720, 1.5), 1.5);
        assert_eq!(scale(1280, 720, 2.0), 1.5);
        assert_eq!(scale(720, 1280, 2.0), 1.5);
        assert_eq!(scale(1024, 768, 2.0), 1.6);
        assert_eq!(scale(480, 270, 1.0), SMALLEST_FIT);
    }
}
