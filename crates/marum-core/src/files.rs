//! Reading and writing the small JSON files the game keeps (settings, saved game, kiosk config):
//! a missing file is normal, anything else wrong is one sentence to log, and writes go through a
//! temporary file so a crash never leaves half a file. In the browser a file is an entry of the
//! page's local storage, named by its path.

use crate::rules::{Game, GameRecord};
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::path::Path;

/// The file's value; `Ok(None)` when there is no file; `Err` with a sentence naming `what`.
pub fn read_json<T: DeserializeOwned>(path: &Path, what: &str) -> Result<Option<T>, String> {
    let text = match storage::read(path) {
        Ok(text) => text,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(error) => {
            return Err(format!(
                "Could not read the {what} file {}: {error}",
                path.display()
            ));
        }
    };
    serde_json::from_str(&text)
        .map(Some)
        .map_err(|error| format!("The {what} file {} is not valid ({error})", path.display()))
}

/// The file's value, or the default with the sentence to log when the file is unusable.
pub fn read_or_default<T: DeserializeOwned + Default>(
    path: &Path,
    what: &str,
) -> (T, Option<String>) {
    match read_json(path, what) {
        Ok(value) => (value.unwrap_or_default(), None),
        Err(problem) => (
            T::default(),
            Some(format!("{problem}; using the defaults.")),
        ),
    }
}

/// Writes `value` as JSON, creating the folder if needed.
pub fn write_json<T: Serialize>(path: &Path, value: &T) -> std::io::Result<()> {
    let text = serde_json::to_string_pretty(value).map_err(std::io::Error::other)?;
    storage::write(path, &text)
}

#[cfg(not(target_arch = "wasm32"))]
mod storage {
    use std::path::Path;

    pub fn read(path: &Path) -> std::io::Result<String> {
        std::fs::read_to_string(path)
    }

    pub fn write(path: &Path, text: &str) -> std::io::Result<()> {
        if let Some(folder) = path.parent() {
            std::fs::create_dir_all(folder)?;
        }
        let temporary = path.with_extension("json.tmp");
        std::fs::write(&temporary, text)?;
        std::fs::rename(&temporary, path)
    }
}

#[cfg(target_arch = "wasm32")]
mod storage {
    use std::io::{Error, ErrorKind};
    use std::path::Path;

    fn local_storage() -> std::io::Result<web_sys::Storage> {
        web_sys::window()
            .and_then(|window| window.local_storage().ok().flatten())
            .ok_or_else(|| Error::other("the browser keeps no local storage for this page"))
    }

    fn key(path: &Path) -> String {
        path.to_string_lossy().into_owned()
    }

    pub fn read(path: &Path) -> std::io::Result<String> {
        local_storage()?
            .get_item(&key(path))
            .map_err(|_| Error::other("the browser refused to read its storage"))?
            .ok_or_else(|| Error::from(ErrorKind::NotFound))
    }

    pub fn write(path: &Path, text: &str) -> std::io::Result<()> {
        local_storage()?
            .set_item(&key(path), text)
            .map_err(|_| Error::other("the browser's storage is full or refused the write"))
    }
}

/// Reads a game's record (for a replay or an analysis), checking that it replays; any problem is
/// one sentence.
pub fn load_record(path: &Path) -> Result<GameRecord, String> {
    let record: GameRecord = read_json(path, "record")?
        .ok_or_else(|| format!("There is no record file {}.", path.display()))?;
    Game::replay(&record).map_err(|e| format!("The record does not replay: {e}"))?;
    Ok(record)
}
