//! The game in progress is saved after every decision and offered at the next start; finished
//! games can be exported as records. Bad files are warned about and ignored, never fatal.

use super::{NextGame, Screen, UiAction, UiPressed};
use crate::attract::is_demo;
use crate::rules_plugin::{Match, MatchRequest, MatchSetup, Seat};
use crate::schedule::GameSystems;
use crate::settings::config_dir;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use marum_core::files;
use marum_core::rules::{Decision, Game, GameRecord};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// A game that can be resumed.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    pub setup: MatchSetup,
    pub decisions: Vec<Decision>,
}

impl SavedGame {
    /// Reads a saved game, checking that its decisions replay; `Err` has the sentence to log.
    pub fn load(path: &Path) -> Result<Option<SavedGame>, String> {
        let Some(saved) = files::read_json::<SavedGame>(path, "saved game")? else {
            return Ok(None);
        };
        Game::replay(&saved.setup.record(saved.decisions.clone()))
            .map_err(|e| format!("The saved game {} does not replay: {e}", path.display()))?;
        Ok(Some(saved))
    }
}

/// Where the game in progress is kept; `None` keeps nothing (screenshots, kiosk).
#[derive(Resource, Clone, Debug)]
pub struct SavePath(pub Option<PathBuf>);

impl Default for SavePath {
    fn default() -> Self {
        SavePath(config_dir().map(|d| d.join("saved_game.json")))
    }
}

/// Reads the game in progress each time the title is shown, so that its Resume button offers
/// what is saved now (the first title is entered before any `Startup` system runs).
fn load_saved(path: Res<SavePath>, mut commands: Commands) {
    let Some(path) = &path.0 else { return };
    match SavedGame::load(path) {
        Ok(Some(saved)) => commands.insert_resource(saved),
        Ok(None) => commands.remove_resource::<SavedGame>(),
        Err(problem) => {
            warn!("{problem}; it is ignored.");
            commands.remove_resource::<SavedGame>();
        }
    }
}

/// The game on the board and whether it is kept: a game with a person in it, not a
/// demonstration or a replay, where there is somewhere to keep it (not at a kiosk).
#[derive(SystemParam)]
pub struct Keeping<'w> {
    current: Option<Res<'w, Match>>,
    replay: Option<Res<'w, super::replay::Replay>>,
    path: Res<'w, SavePath>,
}

impl Keeping<'_> {
    /// The game being kept, and where.
    fn kept(&self) -> Option<(&Match, &Path)> {
        let (current, path) = (self.current.as_deref()?, self.path.0.as_deref()?);
        let by_a_person = !is_demo(current) && current.setup.seats.contains(&Seat::Human);
        (by_a_person && self.replay.is_none()).then_some((current, path))
    }

    pub fn is_kept(&self) -> bool {
        self.kept().is_some()
    }
}

/// Saves a game with a human in it after every decision; forgets it once it is over.
fn keep_saved(keeping: Keeping, mut saved_at: Local<Option<(MatchSetup, usize)>>) {
    let Some((current, path)) = keeping.kept() else {
        return;
    };
    let game = current.game();
    let now = Some((current.setup, game.history().len()));
    if *saved_at == now {
        return;
    }
    *saved_at = now;
    let outcome = if game.position().is_over() {
        files::remove(path)
    } else {
        let saved = SavedGame {
            setup: current.setup,
            decisions: game.history().to_vec(),
        };
        files::write_json(path, &saved)
    };
    if let Err(error) = outcome {
        warn!("Could not keep the game in {}: {error}", path.display());
    }
}

fn resume(
    mut pressed: MessageReader<UiPressed>,
    saved: Option<Res<SavedGame>>,
    mut next_game: ResMut<NextGame>,
    mut requests: MessageWriter<MatchRequest>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
) {
    for UiPressed(action) in pressed.read() {
        if *action != UiAction::ResumeSaved {
            continue;
        }
        let Some(saved) = &saved else { continue };
        next_game.variant = saved.setup.variant;
        requests.write(MatchRequest::Load(saved.setup, saved.decisions.clone()));
        commands.remove_resource::<SavedGame>();
        next.set(Screen::Play);
    }
}

/// Where saved records go: `records` in the data folder.
pub fn records_dir() -> std::io::Result<PathBuf> {
    crate::settings::data_dir()
        .map(|d| d.join("records"))
        .ok_or_else(|| std::io::Error::other("this system names no data folder"))
}

/// Writes a finished game's record as JSON into `folder` (made if missing); returns its path.
pub fn export_record(record: &GameRecord, folder: &Path) -> std::io::Result<PathBuf> {
    let stamp = web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let path = folder.join(format!("{}-{stamp}.json", record.variant.id()));
    files::write_json(&path, record)?;
    Ok(path)
}

pub fn plugin(app: &mut App) {
    app.init_resource::<SavePath>()
        .add_systems(
            OnEnter(Screen::Title),
            load_saved.before(super::title::spawn_title),
        )
        .add_systems(
            Update,
            (
                resume.in_set(GameSystems::Direct),
                keep_saved.in_set(GameSystems::Interface),
            ),
        );
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::state::app::StatesPlugin;
    use marum_core::rules::{Player, Variant};

    /// The buttons on screen that resume the saved game.
    fn resume_buttons(app: &mut App) -> usize {
        let mut query = app.world_mut().query::<&UiAction>();
        query
            .iter(app.world())
            .filter(|&&action| action == UiAction::ResumeSaved)
            .count()
    }

    #[test]
    fn the_first_title_offers_the_saved_game_and_a_later_one_what_is_saved_then() {
        let path = std::env::temp_dir().join(format!("marum-saved-{}.json", std::process::id()));
        let saved = SavedGame {
            setup: MatchSetup {
                variant: Variant::Congkak,
                options: Default::default(),
                first: Player::Two,
                seats: [Seat::Human, Seat::Human],
            },
            decisions: Vec::new(),
        };
        files::write_json(&path, &saved).unwrap();
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .init_state::<Screen>()
            .add_message::<UiPressed>()
            .add_message::<MatchRequest>()
            .insert_resource(NextGame::default())
            .add_plugins((plugin, super::super::title::plugin))
            .insert_resource(SavePath(Some(path.clone())));
        app.update();
        assert_eq!(
            resume_buttons(&mut app),
            1,
            "the first title offers the game"
        );
        // The game ends (its save is removed); back on the title there is nothing to resume.
        files::remove(&path).unwrap();
        for screen in [Screen::Menu, Screen::Title] {
            app.world_mut()
                .resource_mut::<NextState<Screen>>()
                .set(screen);
            app.update();
        }
        assert_eq!(resume_buttons(&mut app), 0, "nothing is saved any more");
    }
}
