//! Checkpoint files of long searches: JSON written atomically (a temporary
//! file, then a rename, so a killed solve never leaves half a file) and read
//! back with a sentence when the file is not what was written. The one place
//! where the engine touches the disk, on the caller's request.

use serde::Serialize;
use serde::de::DeserializeOwned;
use std::path::Path;

/// Writes `value` to `path` as JSON, atomically.
pub fn save<T: Serialize>(value: &T, path: &Path) -> Result<(), String> {
    let text = serde_json::to_string(value).map_err(|e| e.to_string())?;
    let tmp = path.with_extension("tmp");
    std::fs::write(&tmp, text)
        .and_then(|()| std::fs::rename(&tmp, path))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// Reads what [`save`] wrote.
pub fn load<T: DeserializeOwned>(path: &Path) -> Result<T, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    serde_json::from_str(&text).map_err(|e| format!("{} is not a checkpoint file: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_checkpoint_comes_back_as_written_and_a_stranger_is_refused() {
        let dir = std::env::temp_dir().join(format!("ludoteca-checkpoint-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("c.json");
        super::save(&(3u8, "x".to_string()), &path).unwrap();
        assert_eq!(super::load::<(u8, String)>(&path).unwrap(), (3, "x".to_string()));
        std::fs::write(&path, "nope").unwrap();
        assert!(super::load::<(u8, String)>(&path).unwrap_err().contains("is not a checkpoint file"));
        assert!(super::load::<u8>(&dir.join("missing")).unwrap_err().starts_with("cannot read"));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
