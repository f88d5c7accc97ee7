//! Where solved tables that take long to build and are the same for every
//! request (game 28's thresholds) are kept between processes: a folder the
//! front end names (the command line's cache folder, the server's data
//! folder), or nowhere. A kept file is a cache: it is checked when read,
//! and a missing or damaged one is only built again.

use std::path::{Path, PathBuf};
use std::sync::{Mutex, PoisonError};

static FOLDER: Mutex<Option<PathBuf>> = Mutex::new(None);

/// Keeps solved tables in `folder` from now on (`None`: nowhere).
pub fn set(folder: Option<PathBuf>) {
    *FOLDER.lock().unwrap_or_else(PoisonError::into_inner) = folder;
}

/// The file `name` in the folder where tables are kept, if any.
#[must_use]
pub fn file(name: &str) -> Option<PathBuf> {
    FOLDER.lock().unwrap_or_else(PoisonError::into_inner).as_ref().map(|f| f.join(name))
}

/// Reads `path` when it exists and holds at most `limit` bytes (checked
/// before reading).
#[must_use]
pub fn read(path: &Path, limit: u64) -> Option<Vec<u8>> {
    let len = std::fs::metadata(path).ok()?.len();
    (len <= limit).then(|| std::fs::read(path).ok()).flatten()
}

/// Writes `bytes` to `path` whole or not at all (a temporary file renamed
/// over it), creating the folder; a failure is only a table not kept.
pub fn write(path: &Path, bytes: &[u8]) {
    let Some(folder) = path.parent() else { return };
    let tmp = path.with_extension(format!("tmp{}", std::process::id()));
    let written = std::fs::create_dir_all(folder).and_then(|()| std::fs::write(&tmp, bytes));
    if written.and_then(|()| std::fs::rename(&tmp, path)).is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn written_whole_read_within_a_limit() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("deeper").join("t.bin");
        write(&path, b"twelve bytes");
        assert_eq!(read(&path, 100).as_deref(), Some(&b"twelve bytes"[..]));
        assert_eq!(read(&path, 5), None, "a file beyond the limit is not read");
        assert_eq!(read(&dir.path().join("none"), 100), None);
    }
}
