//! `ludoteca survey octal`: the table written as CSV and JSON, one line per
//! code, and a number of digits out of range refused.

use std::process::Command;

fn ludoteca(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_ludoteca")).args(args).env("LUDOTECA_CACHE", "").output().unwrap()
}

#[test]
fn the_one_digit_survey_writes_its_table() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().to_str().unwrap();
    let run = ludoteca(&["survey", "octal", "--digits", "1", "--to", "2^12", "--out", out]);
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    assert!(String::from_utf8_lossy(&run.stdout).starts_with("16 codes, "));
    let csv = std::fs::read_to_string(dir.path().join("octal-1.csv")).unwrap();
    assert_eq!(csv.lines().count(), 17);
    // 0.0 has no move: every value 0, period 1 from heap 0.
    assert!(csv.lines().any(|l| l.starts_with("0.0,true,1,0,")), "{csv}");
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.path().join("octal-1.json")).unwrap()).unwrap();
    assert_eq!(json["codes"].as_array().unwrap().len(), 16);
}

#[test]
fn too_many_digits_are_refused() {
    let run = ludoteca(&["survey", "octal", "--digits", "9"]);
    assert!(!run.status.success());
    assert!(String::from_utf8_lossy(&run.stderr).contains("--digits takes 1 to 5"));
}
