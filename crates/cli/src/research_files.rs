//! The bytes of research tasks (certificates) between a game's JSON and the
//! database. A game writes them inside a part or a result as `"files":
//! {"name": "<hexadecimal>"}` ([`ludoteca_games::distribute::hex`]); here
//! they are taken out, to be kept as bytea beside the task (the store's
//! migration 10), and put back before the game reads the part or the
//! result again. A value that is not hexadecimal is left in the JSON.

use ludoteca_games::distribute::{hex, unhex};
use ludoteca_store::Files;
use serde_json::{Map, Value};

/// Takes the hexadecimal `files` out of `value`: their bytes, by name.
pub fn take(value: &mut Value) -> Files {
    let Some(Value::Object(named)) = value.get_mut("files") else { return Vec::new() };
    let mut taken = Vec::new();
    named.retain(|name, v| match v.as_str().and_then(unhex) {
        Some(bytes) => {
            taken.push((name.clone(), bytes));
            false
        }
        None => true,
    });
    if named.is_empty()
        && let Some(object) = value.as_object_mut()
    {
        object.remove("files");
    }
    taken
}

/// Puts `files` back into `value`'s `files`, as hexadecimal.
pub fn put(value: &mut Value, files: Files) {
    let Some(object) = value.as_object_mut().filter(|_| !files.is_empty()) else { return };
    let named = object.entry("files").or_insert_with(|| Value::Object(Map::new()));
    if let Value::Object(named) = named {
        for (name, bytes) in files {
            named.insert(name, Value::String(hex(&bytes)));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{put, take};
    use serde_json::json;

    #[test]
    fn bytes_taken_out_come_back_unchanged_and_the_rest_stays() {
        let mut v = json!({ "value": "first", "files": { "certificate": "00ff10", "note": "not hex" } });
        let taken = take(&mut v);
        assert_eq!(taken, vec![("certificate".to_string(), vec![0, 255, 16])]);
        assert_eq!(v, json!({ "value": "first", "files": { "note": "not hex" } }));
        put(&mut v, taken);
        assert_eq!(v["files"]["certificate"], "00ff10");
        let mut plain = json!({ "depths": { "2": 1 } });
        assert!(take(&mut plain).is_empty());
        assert_eq!(plain, json!({ "depths": { "2": 1 } }));
    }
}
