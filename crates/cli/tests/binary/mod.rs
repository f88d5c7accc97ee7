//! Running the `ludoteca` binary from an integration test, as a person would
//! (shared by the test files that need only this): English whatever the
//! machine's locale, solved tables kept nowhere unless asked.

#![allow(dead_code)]

use serde_json::Value;
use std::process::{Command, Output};

/// Runs the binary with `args`, keeping no solved table.
pub fn ludoteca(args: &[&str]) -> Output {
    ludoteca_keeping(args, "")
}

/// Runs with solved tables kept in `folder` (empty: nowhere, so that the
/// tests never touch the user's cache folder).
pub fn ludoteca_keeping(args: &[&str], folder: &str) -> Output {
    // English whatever the machine's locale (`--lang` defaults to it).
    Command::new(env!("CARGO_BIN_EXE_ludoteca"))
        .env("LC_ALL", "C")
        .env("LUDOTECA_CACHE", folder)
        .args(args)
        .output()
        .expect("the binary runs")
}

/// Runs and reads the one JSON object it prints (it must succeed).
pub fn json(args: &[&str]) -> Value {
    let out = ludoteca(args);
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).expect("one JSON object")
}
