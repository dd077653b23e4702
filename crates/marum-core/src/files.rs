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

/// Removes the file; a file already gone is no error.
pub fn remove(path: &Path) -> std::io::Result<()> {
    match storage::remove(path) {
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(()),
        outcome => outcome,
    }
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

    pub fn remove(path: &Path) -> std::io::Result<()> {
        std::fs::remove_file(path)
    }
}

/// The page's local storage holds the game's own files (paths under `marum/`); any other path
/// is a file beside the page, read-only (an exhibitor's `kiosk.json`).
#[cfg(target_arch = "wasm32")]
mod storage {
    use std::io::{Error, ErrorKind};
    use std::path::Path;

    const OWN: &str = "marum/";

    fn local_storage() -> std::io::Result<web_sys::Storage> {
        web_sys::window()
            .and_then(|window| window.local_storage().ok().flatten())
            .ok_or_else(|| Error::other("the browser keeps no local storage for this page"))
    }

    fn key(path: &Path) -> String {
        path.to_string_lossy().into_owned()
    }

    pub fn read(path: &Path) -> std::io::Result<String> {
        let key = key(path);
        if !key.starts_with(OWN) {
            return beside_the_page(&key);
        }
        local_storage()?
            .get_item(&key)
            .map_err(|_| Error::other("the browser refused to read its storage"))?
            .ok_or_else(|| Error::from(ErrorKind::NotFound))
    }

    /// A small file fetched beside the page, once at start-up: synchronously, as a file is read.
    fn beside_the_page(address: &str) -> std::io::Result<String> {
        let failed = |_| Error::other(format!("the page could not fetch {address}"));
        let request = web_sys::XmlHttpRequest::new().map_err(failed)?;
        request
            .open_with_async("GET", address, false)
            .map_err(failed)?;
        request.send().map_err(failed)?;
        match request.status().map_err(failed)? {
            200 => Ok(request.response_text().map_err(failed)?.unwrap_or_default()),
            404 => Err(Error::from(ErrorKind::NotFound)),
            status => Err(Error::other(format!(
                "fetching {address} answered {status}"
            ))),
        }
    }

    pub fn write(path: &Path, text: &str) -> std::io::Result<()> {
        if !key(path).starts_with(OWN) {
            return Err(Error::other("a file beside the page cannot be written"));
        }
        local_storage()?
            .set_item(&key(path), text)
            .map_err(|_| Error::other("the browser's storage is full or refused the write"))
    }

    pub fn remove(path: &Path) -> std::io::Result<()> {
        local_storage()?
            .remove_item(&key(path))
            .map_err(|_| Error::other("the browser refused to change its storage"))
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Options, Player, Variant};

    #[test]
    fn a_written_file_reads_back_and_once_removed_reads_as_missing() {
        let folder = std::env::temp_dir().join(format!("marum-files-{}", std::process::id()));
        let path = folder.join("game.json");
        let record = GameRecord {
            variant: Variant::Congkak,
            options: Options::all_for(Variant::Congkak)[1],
            first: Player::Two,
            decisions: Vec::new(),
        };
        write_json(&path, &record).unwrap();
        let read: Option<GameRecord> = read_json(&path, "record").unwrap();
        assert_eq!(read, Some(record));
        remove(&path).unwrap();
        assert_eq!(read_json::<GameRecord>(&path, "record").unwrap(), None);
        // Removing what is gone is no error; a broken file is one sentence.
        remove(&path).unwrap();
        std::fs::write(&path, "{ not json").unwrap();
        let (fallback, problem) = read_or_default::<Options>(&path, "settings");
        assert_eq!(fallback, Options::default());
        assert!(problem.unwrap().contains("is not valid"));
        std::fs::remove_dir_all(folder).unwrap();
    }
}
